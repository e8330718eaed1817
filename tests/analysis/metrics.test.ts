/**
 * Each metric on hand-built games whose answer is known: a scripted game with exactly two lead
 * changes, a game the first seat always wins, a card nobody takes, a game that never ends, and
 * the interval helpers against known values.
 */
import {
  type GameRecord,
  GameRecordC,
  aggregate,
  analyze,
  bootstrapP,
  holm,
  leadFigures,
  planAnalysis,
  quantile,
  recordGame,
  stabilityOf,
  wilson,
} from "@laguna/analysis";
import { greedyBot, randomBot, scoreEvaluation } from "@laguna/bots";
import * as either from "fp-ts/lib/Either.js";
import { describe, expect, it } from "vitest";
import { tally } from "../fixtures/tally";
import { market, script } from "./fixtures";

const right = <T>(x: either.Either<{ message: string }, T>): T => {
  if (either.isLeft(x)) throw new Error(x.left.message);
  return x.right;
};

describe("intervals", () => {
  it("Wilson's interval matches known values and is exact at 0 and n", () => {
    const [low, high] = wilson(50, 100);
    expect(low).toBeCloseTo(0.4038, 4);
    expect(high).toBeCloseTo(0.5962, 4);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(0, 10)[1]).toBeCloseTo(0.2775, 4);
    expect(wilson(10, 10)[1]).toBe(1);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
  it("quantiles interpolate, the bootstrap p-value and Holm's correction", () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([5], 0.9)).toBe(5);
    expect(bootstrapP([-1, 1])).toBe(1);
    expect(bootstrapP([0.1, 0.2, 0.3, -0.1])).toBeCloseTo(0.8, 10);
    expect(bootstrapP([0, 1, 2, 3])).toBeCloseTo(0.8, 10); // a replicate at zero: the resamples resolve it
    // Every replicate above zero: the resamples only say p < 2 / (n + 1); the normal tail of their mean over their spread says how far.
    expect(bootstrapP([1, 2, 3, 4])).toBeCloseTo(0.0528075, 6);
    expect(bootstrapP([-1, -3])).toBeCloseTo(0.1572992, 6);
    expect(bootstrapP([10, 11, 12]) / 3.821319149e-28).toBeCloseTo(1, 5); // far in the tail, still to 1e-5 of its size
    expect(bootstrapP([5, 5, 5])).toBe(0);
    expect(bootstrapP([0.001, 0.001, 100])).toBeCloseTo(0.5, 10); // the normal tail (0.56) is above what the resamples already say
    expect(bootstrapP([2])).toBeCloseTo(1, 10);
    expect(holm([0.01, 0.04, 0.03])).toEqual([true, false, false]);
    expect(holm([0.01, 0.02, 0.03])).toEqual([true, true, true]);
  });
});

describe("lead figures", () => {
  it("counts lead changes through ties, and when the winner takes the lead for good", () => {
    expect(leadFigures([0, 1, -1, 0], 0)).toEqual({ changes: 2, decisive: 1, drama: 2 / 3 });
    expect(leadFigures([0, -1, 0, 0], 0)).toEqual({ changes: 0, decisive: 3 / 4, drama: 1 / 3 }); // a tie is no lead
    expect(leadFigures([1, 1], -1)).toEqual({ changes: 0, decisive: null, drama: null });
  });
});

describe("Stability", () => {
  it("is each seat's variance of its standing over the turn ends, averaged over the seats", () => {
    expect(stabilityOf([[2, 0], [2, 5], [6, 5], [6, 5]], 2)).toBe(4.34375);
    expect(stabilityOf([[3, 3], [3, 3]], 2)).toBe(0); // a standing that never moves
    expect(stabilityOf([[0, 0, 9], [0, 0, -9]], 3)).toBe(27); // only seat 2 moves: 81 over 3 seats
    expect(stabilityOf([[4]], 2)).toBe(0); // a missing seat counts 0
    expect(stabilityOf([], 2)).toBe(0);
  });

  it("a script that keeps the standings still has Stability 0, one that swings has more", () => {
    const report = right(analyze({ game: script, variants: [{ name: "swing", config: { script: [10, 10, -10, -10] } }], games: 5, seed: 1, resamples: 20 }));
    const stability = (variant: string) => report.cells.find((c) => c.variant === variant)?.metrics["Stability"]?.value;
    expect(stability("default")).toBe(4.34375);
    // Standings 10:0, 10:10, 0:10, 0:0: each seat's 10, 10, 0, 0 and 0, 10, 10, 0 vary by 25.
    expect(stability("swing")).toBe(25);
    const flat = right(analyze({ game: script, variants: [{ name: "flat", config: { script: [0, 0, 0, 0] } }], games: 3, seed: 1, resamples: 20 }));
    expect(flat.cells.find((c) => c.variant === "flat")?.metrics["Stability"]?.value).toBe(0);
    expect(flat.comparisons.find((c) => c.metric === "Stability")?.difference.value).toBe(-4.34375);
  });

  it("records read back with or without it; a negative one is refused", () => {
    const record: GameRecord = {
      variant: 0, feature: null, players: 2, index: 0, finished: true, actions: 4, turns: 4, rounds: 2, legal: 4, choices: 0,
      scores: [6, 5], winners: [0], end: null, lead: { changes: 2, decisive: 0.75, drama: 1 / 3 }, content: [], restrictedSeat: null,
    };
    expect(GameRecordC.is(record)).toBe(true);
    expect(GameRecordC.is({ ...record, lead: { ...record.lead, stability: 4.5 } })).toBe(true);
    expect(GameRecordC.is({ ...record, lead: { ...record.lead, stability: -1 } })).toBe(false);
    // Without it (a record saved before it was measured) the metric has nothing to measure.
    const plan = right(planAnalysis({ game: script, games: 1, resamples: 10 }));
    expect(aggregate(plan, [record]).cells[0]?.metrics["Stability"]).toMatchObject({ value: null, n: 1 });
  });
});

describe("a scripted game with exactly two lead changes", () => {
  it("records two lead changes, its turns, the winner taking the lead for good at the third of four points", () => {
    const bots = [randomBot({ seed: 1 }), randomBot({ seed: 2 })];
    const figures = right(recordGame(script, script.defaultConfig(2), 1, bots, 100));
    expect(figures).toMatchObject({ finished: true, actions: 4, turns: 4, rounds: 2, legal: 4, choices: 0, scores: [6, 5], winners: [0], end: "script-done" });
    // Leaders at turn ends: 0 (2:0), 1 (2:5), 0 (6:5), then the outcome's 0. Standings at turn
    // ends 2:0, 2:5, 6:5, 6:5: seat 0's 2, 2, 6, 6 vary by 4 (mean 4), seat 1's 0, 5, 5, 5 by
    // 4.6875 (mean 3.75), so Stability is their mean, 4.34375.
    expect(figures.lead).toEqual({ changes: 2, decisive: 3 / 4, drama: 1 / 3, stability: 4.34375 });
  });
  it("the report's tension metrics are those exact figures, with degenerate intervals", () => {
    const report = right(analyze({ game: script, games: 20, seed: 3 }));
    const m = report.cells[0]?.metrics ?? {};
    expect(m["LeadChange"]).toMatchObject({ value: 2, low: 2, high: 2 });
    expect(m["Decisiveness"]?.value).toBe(0.75);
    expect(m["Drama"]?.value).toBeCloseTo(1 / 3, 12);
    expect(m["ScoreDifference"]).toMatchObject({ value: 1, low: 1, high: 1 });
    expect(m["ScoreSpread"]?.value).toBe(1);
    expect(m["Duration"]?.value).toBe(4);
    expect(m["BranchingFactor"]?.value).toBe(1);
    expect(m["DecisionMoves"]?.value).toBe(0);
    expect(m["Stability"]).toMatchObject({ value: 4.34375, low: 4.34375, high: 4.34375, n: 20, method: "bootstrap" });
    expect(report.cells[0]?.endConditions).toEqual([{ condition: "script-done", games: 20, rate: expect.objectContaining({ value: 1 }) }]);
  });
});

describe("a game the first seat always wins", () => {
  it("AdvantageP1 is 1, the other seat's win rate 0, Balance 1", () => {
    const report = right(analyze({ game: script, variants: [{ name: "runaway", config: { script: [5, 1, 5, 1] } }], games: 30, seed: 2 }));
    const cell = report.cells.find((c) => c.variant === "runaway");
    expect(cell?.metrics["AdvantageP1"]?.value).toBe(1);
    expect(cell?.metrics["AdvantageP1"]?.low).toBeGreaterThan(0.5);
    expect(cell?.metrics["WinRate.1"]?.value).toBe(0);
    expect(cell?.metrics["Balance"]).toMatchObject({ value: 1, low: 1, high: 1 });
    expect(cell?.metrics["LeadChange"]?.value).toBe(0);
    expect(cell?.metrics["Decisiveness"]?.value).toBe(0.25); // seat 0 leads from the first turn's end
    const diff = report.comparisons.find((c) => c.variant === "runaway" && c.metric === "LeadChange");
    expect(diff?.difference).toMatchObject({ value: -2, low: -2, high: -2 });
    expect(diff?.excludesZero).toBe(true);
  });
});

describe("a card nobody takes", () => {
  it("greedy players never take the rock: pick rate 0, flagged never-taken; gems are taken", () => {
    const greedy = { name: "greedy", make: (seed: number) => greedyBot(scoreEvaluation(market), { seed }) };
    const report = right(analyze({ game: market, playerCounts: [2], players: greedy, games: 60, seed: 5 }));
    const content = report.cells[0]?.content ?? [];
    const rock = content.find((r) => r.id === "card:rock");
    expect(rock?.offered).toBeGreaterThan(0);
    expect(rock?.taken).toBe(0);
    expect(rock?.pickRate.value).toBe(0);
    expect(rock?.flags).toContain("never-taken");
    const gem = content.find((r) => r.id === "card:gem");
    expect(gem?.flags).not.toContain("never-taken");
    expect(gem?.pickRate.value).toBeGreaterThan(0.9);
    expect(report.cells[0]?.endConditions.map((e) => e.condition)).toEqual(["rounds-done"]);
  });
});

describe("hand-built records", () => {
  const record = (index: number, actions: number, scores: number[]): GameRecord => ({
    variant: 0, feature: null, players: 3, index, finished: true, actions, turns: actions, rounds: 1, legal: 2 * actions, choices: actions,
    scores, winners: scores.flatMap((x, seat) => (x === Math.max(...scores) ? [seat] : [])), end: null, lead: null, content: [], restrictedSeat: null,
  });
  const plan = right(planAnalysis({ game: market, playerCounts: [3], games: 10, resamples: 100 }));
  const records = Array.from({ length: 10 }, (_, i) => record(i, i + 1, i === 9 ? [4, 4, 0] : [5, 3, 1]));
  const cell = aggregate(plan, records).cells[0];

  it("margin is first minus second, spread first minus last; a shared victory splits AdvantageP1 and counts whole in WinRate", () => {
    expect(cell?.metrics["ScoreDifference"]?.value).toBeCloseTo((9 * 2 + 0) / 10, 12);
    expect(cell?.metrics["ScoreSpread"]?.value).toBeCloseTo((9 * 4 + 4) / 10, 12);
    expect(cell?.metrics["AdvantageP1"]?.value).toBeCloseTo((9 + 0.5) / 10, 12);
    expect(cell?.metrics["WinRate.0"]?.value).toBe(1);
    expect(cell?.metrics["WinRate.1"]?.value).toBe(0.1);
    expect(cell?.metrics["Drawishness"]?.value).toBe(0.1);
    expect(cell?.metrics["Balance"]?.value).toBeCloseTo(0.95, 12); // shares 0.95, 0.05, 0
    expect(cell?.metrics["BranchingFactor"]?.value).toBe(2);
    expect(cell?.metrics["DecisionMoves"]?.value).toBe(1);
  });

  it("the length distribution: mean, sd, percentiles of 1 to 10 actions", () => {
    const d = cell?.length.actions;
    expect(d?.mean.value).toBe(5.5);
    expect(d?.sd).toBeCloseTo(Math.sqrt(82.5 / 9), 12);
    expect([d?.min, d?.p50, d?.max]).toEqual([1, 5.5, 10]);
    expect(d?.p10).toBeCloseTo(1.9, 12);
    expect(d?.p90).toBeCloseTo(9.1, 12);
    expect(d?.mean.low).toBeLessThan(5.5);
    expect(d?.mean.high).toBeGreaterThan(5.5);
  });
});

describe("a game that never ends", () => {
  it("is unfinished: Completion 0, and no other figure", () => {
    const report = right(analyze({ game: tally, variants: [{ name: "endless", config: { target: null } }], games: 10, stepLimit: 200, seed: 1 }));
    const cell = report.cells.find((c) => c.variant === "endless");
    expect(cell).toMatchObject({ games: 10, finished: 0 });
    expect(cell?.metrics["Completion"]).toMatchObject({ value: 0, low: 0 });
    expect(cell?.metrics["AdvantageP1"]?.value).toBeNull();
    expect(cell?.metrics["Duration"]?.value).toBeNull();
    expect(cell?.length.actions.mean.value).toBeNull();
    const base = report.cells.find((c) => c.variant === "default");
    expect(base?.metrics["Completion"]?.value).toBe(1);
  });
});

describe("spec checks", () => {
  it("refuses impossible player counts, bad variants and counts of games, naming the problem", () => {
    const message = (x: either.Either<{ message: string }, unknown>): string => (either.isLeft(x) ? x.left.message : "no error");
    expect(message(analyze({ game: script, playerCounts: [3] }))).toMatch(/Script is for 2 players, not 3/);
    expect(message(analyze({ game: market, variants: [{ name: "x", config: { rounds: -1 } }] }))).toMatch(/Variant "x" at 2 players/);
    expect(message(analyze({ game: market, variants: [{ name: "default", config: {} }] }))).toMatch(/baseline/);
    expect(message(analyze({ game: market, variants: [{ name: "p", config: { playerCount: 3 } }] }))).toMatch(/playerCount/);
    expect(message(analyze({ game: market, games: 0 }))).toMatch(/positive whole number/);
  });
});

export type { GameRecord };
