/** The bots check their numeric options when they are made: a bad value is named, never used. */
import { greedyBot, mctsBot, randomBot, scoreEvaluation } from "@laguna/bots";
import { describe, expect, it } from "vitest";
import { ticTacToe } from "../fixtures/tic-tac-toe";

const evaluate = scoreEvaluation(ticTacToe);

describe("bot options", () => {
  it.each([
    ["iterations", 0],
    ["iterations", -5],
    ["iterations", Number.NaN],
    ["iterations", 2.5],
    ["planSamples", Number.POSITIVE_INFINITY],
    ["maxApplies", Number.NaN],
    ["timeMs", -1],
    ["evaluationScale", 0],
    ["candidates", -1],
    ["exploration", Number.NaN],
    ["seed", 1.5],
  ])("mctsBot refuses %s = %s with a RangeError that names it", (key, value) => {
    expect(() => mctsBot({ evaluate, [key]: value })).toThrow(new RegExp(`^mcts: ${key} must be `));
    expect(() => mctsBot({ evaluate, [key]: value })).toThrow(RangeError);
  });

  it.each([
    ["beamWidth", 0],
    ["maxDepth", Number.NaN],
    ["samples", Number.POSITIVE_INFINITY],
    ["maxApplies", -1],
    ["seed", Number.NaN],
    ["chanceWidth", 0],
    ["chanceWidth", 1.5],
  ])("greedyBot refuses %s = %s", (key, value) => {
    expect(() => greedyBot(evaluate, { [key]: value })).toThrow(new RegExp(`^greedy: ${key} must be `));
  });

  it("randomBot refuses a seed that is not a whole number, and every bot takes its defaults and sensible values", () => {
    expect(() => randomBot({ seed: 0.5 })).toThrow("random: seed must be a whole number");
    expect(() => randomBot({ seed: -7 })).not.toThrow();
    expect(() => greedyBot(evaluate, { beamWidth: 2, maxApplies: Number.POSITIVE_INFINITY })).not.toThrow();
    expect(() => greedyBot(evaluate, { chanceWidth: Number.POSITIVE_INFINITY })).not.toThrow();
    expect(() => mctsBot({ evaluate, iterations: 1, candidates: 0, timeMs: 0, maxApplies: Number.POSITIVE_INFINITY, widening: 0 })).not.toThrow();
    expect(() => mctsBot()).not.toThrow();
  });
});
