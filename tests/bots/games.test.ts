/**
 * Seeded strength smoke tests on the three games: a light greedy bot beats the random bot in a few
 * two-player games of each (seats swapped), with each game's own `evaluate`, under the printed
 * rules (no round limit: every game must end by its own rules), and outscores it in Walking in
 * Burano solo. The full strength figures belong to the benchmark, not to `npm test`.
 */
import { type Bot, botPolicy, greedyBot, randomBot } from "@laguna/bots";
import { type AnyGame, createMatch, outcome, playout } from "@laguna/core";
import { evaluate as lightMastersEvaluate, game as lightMasters } from "@laguna/murano-light-masters";
import { game as murano, evaluate as muranoEvaluate } from "@laguna/murano";
import { type BuranoState, game as burano, evaluate as buranoEvaluate } from "@laguna/walking-in-burano";
import { either } from "fp-ts";
import { describe, expect, it } from "vitest";

/** Small enough for a quick test, still a whole-turn planner. */
const LIGHT = { beamWidth: 3, samples: 1, maxDepth: 6 } as const;

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

describe("walking-in-burano, solo", () => {
  it("the greedy bot (planning to the end of its turn) outscores the random bot", () => {
    const evaluate = buranoEvaluate;
    const turnEnds = (before: BuranoState, after: BuranoState) => after.turns !== before.turns;
    const scores = (bot: (i: number) => Bot) => [0].map((i) => play(burano, 1, 3000 + i, [bot(i)]).scores[0] ?? 0);
    const greedy = scores((i) => greedyBot(evaluate, { seed: i, ...LIGHT, turnEnds }));
    const random = scores((i) => randomBot({ seed: i }));
    expect(greedy.reduce((a, b) => a + b)).toBeGreaterThan(random.reduce((a, b) => a + b));
  });
});
