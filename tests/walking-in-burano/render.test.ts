import { SPECTATOR } from "@laguna/core";
import { defaultConfig, game, render, renderArea, setup, view } from "@laguna/walking-in-burano";
import { describe, expect, it } from "vitest";

const state = setup({ ...defaultConfig(2), startPlayer: 0 }, 1);

describe("render", () => {
  it("is the rule module's rendering", () => {
    expect(game.render).toBe(render);
  });

  it("names players from 1, and labels the supply columns with their top and bottom", () => {
    const text = render(view(state, 0));
    expect(text).toContain("Turn 1: Player 1 to acquire.");
    expect(text).toMatch(/^Player 1 \(start\): 4 coins, 4 tokens, hand \[\]$/m);
    expect(text).toMatch(/^Player 2: 4 coins/m);
    expect(text).not.toMatch(/\bseat \d/i);
    expect(text).toMatch(/^ {2}supply column 1 +2 +3$/m);
    expect(text).toMatch(/^ {4}3rd floor {3}F3-\S+ .*\(top\)$/m);
    expect(text).toMatch(/^ {4}1st floor {3}F1-\S+ .*\(bottom\)$/m);
  });

  it("counts the characters left by type", () => {
    const text = render(view(state, SPECTATOR));
    expect(text).toMatch(/Characters left: 15 \(.*2 boy.*\)\./);
    expect(text).toContain("Santa Claus");
  });
});

describe("render in the visit step", () => {
  it("says what welcoming a character asks and costs", () => {
    const visiting = { ...state, phase: "visit" as const };
    expect(render(view(visiting, 0))).toContain("  Visit: each house completed this turn must welcome one character card, free of cost;");
    expect(render(view(state, 0))).not.toContain("Visit:");
  });
});

describe("renderArea", () => {
  it("numbers the houses from the left, names the floors as the moves do, and says where new houses go", () => {
    const area = { columns: [{ floors: ["F1-RED-2", null, null], character: null, shortage: false }, { floors: [null, null, null], character: null, shortage: false }], scaffolds: [{ x: 1, y: 1 }, null] } as const;
    const lines = renderArea(area).split("\n");
    expect(lines[0]).toBe("  house  1    2   (new houses: L1, L2 on the left; 3, 4 on the right)");
    expect(lines.slice(1, 4).map((l) => l.slice(0, 7))).toEqual(["  3rd  ", "  2nd  ", "  1st  "]);
    expect(lines[3]).toBe("  1st  | RED2  SC");
    expect(lines).toContain("  scaffolds aside: 1");
    expect(lines.at(-1)).toBe("  visitors: -     -");
  });

  it("offers house 1 and 2 when the area is empty", () => {
    expect(renderArea({ columns: [], scaffolds: [null, null] }).split("\n")[0]).toBe("  house (new houses: 1, 2)");
  });
});
