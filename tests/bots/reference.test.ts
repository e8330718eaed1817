/**
 * The frozen `reference` bot of issue 29 (bench/reference): it plays seeded games of each title
 * exactly as recorded when it was frozen (tests/bots/reference-actions.json), so it stays put while
 * the package's bots and evaluations change. And the package's greedy bot, with the titles' own
 * evaluations, still makes the same choices in those games of Walking in Burano and Murano: a
 * speed-up of the planner or of those evaluations must not change what it plays (if a change is
 * meant to, it says so and replaces this second check by a strength measurement against the
 * reference). Not in Light Masters, whose evaluation is being tuned (issue 29: a stronger greedy
 * bot there is the point, measured against the reference in the benchmark).
 */
import { type Evaluation, greedyBot } from "@laguna/bots";
import type { AnyGame } from "@laguna/core";
import { evaluate as lightMastersEvaluate, game as lightMasters } from "@laguna/murano-light-masters";
import { evaluate as muranoEvaluate, game as murano } from "@laguna/murano";
import { evaluate as buranoEvaluate, game as burano } from "@laguna/walking-in-burano";
import { describe, expect, it } from "vitest";
import { REFERENCE_GAMES, playIndices } from "../../bench/reference/games";
import { referenceBot } from "../../bench/reference/index";
import recorded from "./reference-actions.json";

const yieldToLoop = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const titles: Record<string, { game: AnyGame; evaluate: Evaluation<any> }> = {
  [burano.id]: { game: burano, evaluate: buranoEvaluate },
  [murano.id]: { game: murano, evaluate: muranoEvaluate },
  [lightMasters.id]: { game: lightMasters, evaluate: lightMastersEvaluate },
};

describe.each(REFERENCE_GAMES.map((spec) => [spec.gameId, spec.seed, spec] as const))("%s, game %i", (gameId, seed, spec) => {
  const title = titles[gameId];
  const expected = recorded.find((r) => r.gameId === gameId && r.seed === seed)?.indices;
  it("was recorded", () => {
    expect(title).toBeDefined();
    expect(expected?.length).toBeGreaterThan(0);
  });
  it("the reference plays the recorded actions", async () => {
    if (title === undefined || expected === undefined) return;
    const played = await playIndices(title.game, spec, (s) => referenceBot(gameId, { seed: 10 + s, ...spec.options }), yieldToLoop);
    expect(played).toEqual(expected);
  });
  it.skipIf(gameId === lightMasters.id)("the package's greedy bot makes the same choices", async () => {
    if (title === undefined || expected === undefined) return;
    const played = await playIndices(title.game, spec, (s) => greedyBot(title.evaluate, { seed: 10 + s, ...spec.options }), yieldToLoop);
    expect(played).toEqual(expected);
  });
});
