/**
 * Seeded strength smoke tests on the three games: a light greedy bot beats the random bot in a few
 * two-player games of each (seats swapped), with each game's own `evaluate`, under the printed
 * rules (no round limit: every game must end by its own rules), and outscores it in Walking in
 * Burano solo. The full strength figures belong to the benchmark, not to `npm test`.
 */
import { type Bot, botPolicy, greedyBot, mctsBot, randomBot } from "@laguna/bots";
import { type AnyGame, createMatch, outcome, playout } from "@laguna/core";
import { evaluate as lightMastersEvaluate, game as lightMasters } from "@laguna/murano-light-masters";
import { game as murano, evaluate as muranoEvaluate } from "@laguna/murano";
import { game as burano, evaluate as buranoEvaluate } from "@laguna/walking-in-burano";
import { either } from "fp-ts";
import { describe, expect, it } from "vitest";

/** Small enough for a quick test, still a whole-turn planner. */
const LIGHT = { beamWidth: 3, samples: 1, maxDepth: 6 } as const;

/** A small MCTS budget for a quick test: few iterations, a light turn planner for candidates. */
const SMALL_MCTS = { iterations: 60, planBeam: 3, planSamples: 1, candidates: 3 } as const;

/** Plays one seeded game to the end; the final scores and winners. */
function play(game: AnyGame, players: number, seed: number, bots: readonly Bot[]) {
  const created = createMatch(game, game.defaultConfig(players), seed);
  if (either.isLeft(created)) throw new Error(created.left.message);
  const played = playout(created.right, botPolicy(bots), 5_000);
  if (either.isLeft(played)) throw new Error(played.left.message);
  const result = outcome(played.right);
  if (result === undefined) throw new Error(`${game.id}: game ${seed} did not end`);
  return result;
}

describe.each([
  [burano.id, burano, 2, buranoEvaluate],
  [lightMasters.id, lightMasters, 4, lightMastersEvaluate],
  [murano.id, murano, 2, muranoEvaluate],
] as const)("%s, two players", (_id, game, games, evaluate) => {
  it(`the greedy bot beats the random bot in ${games} of ${games} games, seats swapped`, () => {
    for (let i = 0; i < games; i++) {
      const greedy = greedyBot(evaluate as (state: unknown, seat: number) => number, { seed: i, ...LIGHT });
      const random = randomBot({ seed: 100 + i });
      const seat = i % 2;
      const result = play(game, 2, 2000 + i, seat === 0 ? [greedy, random] : [random, greedy]);
      expect(result.winners, `game ${i}: scores ${result.scores.join(" / ")}, greedy in seat ${seat}`).toEqual([seat]);
    }
  });
});

describe("murano-light-masters, two players", () => {
  it("a small MCTS bot beats the random bot in 2 of 2 games, seats swapped", () => {
    for (let i = 0; i < 2; i++) {
      const mcts = mctsBot({ seed: i, evaluate: lightMastersEvaluate, ...SMALL_MCTS });
      const random = randomBot({ seed: 100 + i });
      const seat = i % 2;
      const result = play(lightMasters, 2, 2100 + i, seat === 0 ? [mcts, random] : [random, mcts]);
      expect(result.winners, `game ${i}: scores ${result.scores.join(" / ")}, MCTS in seat ${seat}`).toEqual([seat]);
    }
  });
});

describe("walking-in-burano, solo", () => {
  // The seat never changes in a solo game: the bots find the end of a turn by the game's
  // turnNumber, with no turnEnds of their own.
  const scores = (bot: (i: number) => Bot) => [0].map((i) => play(burano, 1, 3000 + i, [bot(i)]).scores[0] ?? 0);
  const random = scores((i) => randomBot({ seed: i }))[0] ?? 0;

  it("the greedy bot (planning to the end of its turn) outscores the random bot by far", () => {
    const greedy = scores((i) => greedyBot(buranoEvaluate, { seed: i, ...LIGHT }))[0] ?? 0;
    expect(greedy).toBeGreaterThan(random + 20);
  });

  it("a small MCTS bot outscores the random bot by far", () => {
    const mcts = scores((i) => mctsBot({ seed: i, evaluate: buranoEvaluate, ...SMALL_MCTS }))[0] ?? 0;
    expect(mcts).toBeGreaterThan(random + 20);
  });
});
