import {
  type HiddenHand,
  HiddenHandC,
  createMatch,
  dealHands,
  decodeWith,
  hiddenHand,
  isHiddenHand,
  moveCard,
  oneOf,
  redeal,
  removeOne,
  scenarioMatch,
} from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { describe, expect, it } from "vitest";
import { ticTacToe } from "../fixtures/tic-tac-toe";

const deck = ["a", "b", "c", "d", "e", "f", "g"] as const;

describe("dealHands", () => {
  it("deals one card at a time around the table from the top, and returns the rest", () => {
    const [hands, rest] = dealHands(deck, 3, 2);
    expect(hands).toStrictEqual([["a", "d"], ["b", "e"], ["c", "f"]]);
    expect(rest).toStrictEqual(["g"]);
  });

  it("gives the later hands fewer cards when the deck runs out, and never changes the deck", () => {
    const frozen = Object.freeze(deck.slice());
    const [hands, rest] = dealHands(frozen, 3, 3);
    expect(hands).toStrictEqual([["a", "d", "g"], ["b", "e"], ["c", "f"]]);
    expect(rest).toStrictEqual([]);
    expect(frozen).toStrictEqual(deck.slice());
  });
});

describe("removeOne and moveCard", () => {
  it("remove one copy of a card, compared by value, or say it is not there", () => {
    const pile = Object.freeze([{ c: "Y", n: 2 }, { c: "B", n: 1 }, { c: "Y", n: 2 }]);
    expect(removeOne(pile, { c: "Y", n: 2 })).toStrictEqual([{ c: "B", n: 1 }, { c: "Y", n: 2 }]);
    expect(removeOne(pile, { c: "R", n: 2 })).toBeUndefined();
    expect(moveCard(["x", "y"], ["z"], "x")).toStrictEqual([["y"], ["z", "x"]]);
    expect(moveCard(["x", "y"], ["z"], "q")).toBeUndefined();
  });
});

describe("hidden hands", () => {
  it("show their size and only the known cards they hold", () => {
    expect(hiddenHand(["Y7", "B2", "R5", "R5"], ["R5", "G1", "R5", "R5"])).toStrictEqual({ size: 4, known: ["R5", "R5"] });
    expect(hiddenHand(["Y7"])).toStrictEqual({ size: 1, known: [] });
  });

  it("narrow the own-hand-or-another's union", () => {
    const hands: (readonly string[] | HiddenHand<string>)[] = [["a", "b"], { size: 3, known: [] }];
    expect(hands.map((h) => (isHiddenHand(h) ? h.size : h.length))).toStrictEqual([2, 3]);
  });

  it("have a codec that refuses more known cards than the hand holds", () => {
    const C = HiddenHandC(oneOf("a", "b"));
    expect(C.is({ size: 2, known: ["a"] })).toBe(true);
    expect(C.is({ size: 0, known: ["a"] })).toBe(false);
    const refused = decodeWith(C, { size: 0, known: ["a"] }, "hand");
    expect(either.isLeft(refused) && refused.left.message).toContain(
      'expected HiddenHand<"a" | "b"> (no more known cards than the hand holds), got {"size":0,"known":["a"]}',
    );
    expect(either.isLeft(decodeWith(C, { size: 1, known: ["c"] }, "hand"))).toBe(true);
  });
});

describe("redeal", () => {
  const zones = [{ cards: ["a", "b", "c"], known: ["b"] }, { cards: ["d", "e"] }, { cards: ["f", "g"], known: ["g"] }];

  it("keeps every zone's size and known cards in their places, and deals the rest from the pool", () => {
    for (let seed = 0; seed < 20; seed++) {
      const [z0, z1, z2] = redeal(zones, seed);
      expect(z0?.length).toBe(3);
      expect(z0?.[1]).toBe("b");
      expect(z1?.length).toBe(2);
      expect(z2?.[1]).toBe("g");
      const all = [...(z0 ?? []), ...(z1 ?? []), ...(z2 ?? [])].sort();
      expect(all).toStrictEqual(["a", "b", "c", "d", "e", "f", "g"]);
    }
  });

  it("depends only on what is known and the seed, not on where the hidden cards were", () => {
    const shuffled = [{ cards: ["e", "b", "d"], known: ["b"] }, { cards: ["a", "f"] }, { cards: ["c", "g"], known: ["g"] }];
    expect(redeal(shuffled, 7)).toStrictEqual(redeal(zones, 7));
  });

  it("does re-deal: some seed moves a hidden card", () => {
    const seeds = Array.from({ length: 20 }, (_, seed) => JSON.stringify(redeal(zones, seed)));
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });
});

describe("oneOf with a name", () => {
  it("names what was expected in decode errors instead of listing every value", () => {
    const CardC = oneOf(["Y1", "Y2", "B1"], "a card code");
    const refused = decodeWith(CardC, "Y11", "card");
    expect(either.isLeft(refused) && refused.left.message).toContain('expected a card code, got "Y11"');
    expect(CardC.is("Y2")).toBe(true);
    const listed = decodeWith(oneOf("x", "y"), "z", "option");
    expect(either.isLeft(listed) && listed.left.message).toContain('"x" | "y"');
  });
});

describe("scenarioMatch", () => {
  it("starts a match from the game's setup changed by an edit, checked like any given state", () => {
    const config = ticTacToe.defaultConfig(2);
    const match = scenarioMatch(ticTacToe, config, 1, (s) => ({ ...s, board: ["X", "X", null, "O", "O", null, null, null, null] as const }));
    expect(either.isRight(match) && match.right.state.board[0]).toBe("X");
    const plain = createMatch(ticTacToe, config, 1);
    expect(either.isRight(plain)).toBe(true);
    const broken = scenarioMatch(ticTacToe, config, 1, (s) => ({ ...s, board: "none" as never }));
    expect(either.isLeft(broken)).toBe(true);
  });
});
