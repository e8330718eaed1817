/**
 * The three titles' analysis hooks: every finished game names one of its printed end conditions
 * (or the opt-in round limit), and the content tables hold the kinds each title declares, with
 * pieces taken no more often than offered, and every piece held at the end taken. Small random runs (the round limit house rule where
 * random play would not end).
 */
import { analyze } from "@laguna/analysis";
import { type AnyGame } from "@laguna/core";
import { game as murano } from "@laguna/murano";
import { game as lightMasters } from "@laguna/murano-light-masters";
import { game as burano } from "@laguna/walking-in-burano";
import * as either from "fp-ts/lib/Either.js";
import { describe, expect, it } from "vitest";

const cases: readonly { game: AnyGame; config: Record<string, unknown>; ends: readonly string[]; kinds: readonly string[] }[] = [
  { game: burano, config: { roundLimit: 20 }, ends: ["fiveHouses", "supplyEmpty", "anyDeckEmpty", "noCharacters", "roundLimit"], kinds: ["character"] },
  { game: lightMasters, config: { roundLimit: 20 }, ends: ["handEmpty", "roundLimit"], kinds: ["advantage", "category"] },
  { game: murano, config: {}, ends: ["twoStacksEmpty"], kinds: ["character", "special"] },
];

describe.each(cases)("$game.name", ({ game, config, ends, kinds }) => {
  it("names no end condition before the end, and holds no content at the start", () => {
    const state = game.setup(game.defaultConfig(2), 3);
    expect(game.endCondition?.(state)).toBeUndefined();
    for (const seat of [0, 1]) expect(game.content?.held(state, seat)).toEqual([]);
  });

  it("a small random run: every finished game names its end, content of the declared kinds", () => {
    const report = analyze({ game, playerCounts: [2], variants: [{ name: "run", config }], games: 3, seed: 8, resamples: 50, stepLimit: 6000 });
    if (either.isLeft(report)) throw new Error(report.left.message);
    const cell = report.right.cells.find((c) => c.variant === "run");
    expect(cell?.finished).toBe(3);
    for (const e of cell?.endConditions ?? []) expect(ends).toContain(e.condition);
    const rows = cell?.content ?? [];
    expect(rows.length).toBeGreaterThan(0);
    expect([...new Set(rows.map((r) => r.kind))].sort()).toEqual([...kinds].sort());
    for (const r of rows) expect(r.taken).toBeLessThanOrEqual(r.offered);
    // A piece some seat holds at the end was taken by some decision (every way of taking it counts).
    for (const r of rows) if ((r.withWinRate.n ?? 0) > 0) expect(r.taken, r.id).toBeGreaterThan(0);
    expect(rows.some((r) => r.taken > 0 && (r.withWinRate.n ?? 0) > 0)).toBe(true);
  });
});
