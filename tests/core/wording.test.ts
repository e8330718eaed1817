import { describe, expect, it } from "vitest";
import { playerName, thirdPerson } from "@laguna/core";

describe("playerName", () => {
  it("numbers players from 1: seat 0 is Player 1", () => {
    expect(playerName(0)).toBe("Player 1");
    expect(playerName(3)).toBe("Player 4");
  });
});

describe("thirdPerson", () => {
  it("puts a description's first verb in the third person", () => {
    expect(thirdPerson("take 2 cards from the top of supply column 1")).toBe("takes 2 cards from the top of supply column 1");
    expect(thirdPerson("move RED to space 7")).toBe("moves RED to space 7");
    expect(thirdPerson("pass (+1 gold), moving RED to space 1")).toBe("passes (+1 gold), moving RED to space 1");
    expect(thirdPerson("dismiss a gondolier")).toBe("dismisses a gondolier");
    expect(thirdPerson("carry W")).toBe("carries W");
    expect(thirdPerson("buy every fragment")).toBe("buys every fragment");
    expect(thirdPerson("do nothing")).toBe("does nothing");
    expect(thirdPerson("welcome T-BOY-1")).toBe("welcomes T-BOY-1");
    expect(thirdPerson("arrange scaffolds")).toBe("arranges scaffolds");
  });

  it("leaves phrases already in the third person or the past, and non-verbs, as they are", () => {
    expect(thirdPerson("keeps one of the 3 drawn characters")).toBe("keeps one of the 3 drawn characters");
    expect(thirdPerson("returned a card to the bottom of its deck")).toBe("returned a card to the bottom of its deck");
    expect(thirdPerson("neither hire nor dismiss")).toBe("neither hire nor dismiss");
    expect(thirdPerson("ANI-5 goes")).toBe("ANI-5 goes");
    expect(thirdPerson("")).toBe("");
  });
});
