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

/** Lets the event loop run (the vitest worker's messages to its runner) between long parts of a test. */
const yieldToLoop = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Plays one seeded game to the end; the final scores and winners. Ten actions at a time, with the
 * event loop let run in between: a game of searching bots takes seconds.
 */
async function play(game: AnyGame, players: number, seed: number, bots: readonly Bot[]) {
  const created = createMatch(game, game.defaultConfig(players), seed);
  if (either.isLeft(created)) throw new Error(created.left.message);
  const policy = botPolicy(bots);
  let match = created.right;
  for (let done = 0; done < 5_000 && outcome(match) === undefined; done += 10) {
    const played = playout(match, policy, Math.min(10, 5_000 - done));
    if (either.isLeft(played)) throw new Error(played.left.message);
    match = played.right;
    await yieldToLoop();
  }
  const result = outcome(match);
  if (result === undefined) throw new Error(`${game.id}: game ${seed} did not end`);
  return result;
}

// One test per game, so that no test runs long.
describe.each([
  [burano.id, burano, 2, buranoEvaluate],
  [lightMasters.id, lightMasters, 4, lightMastersEvaluate],
  [murano.id, murano, 2, muranoEvaluate],
] as const)("%s, two players: the greedy bot beats the random bot, seats swapped", (_id, game, games, evaluate) => {
  for (let i = 0; i < games; i++) {
    const seat = i % 2;
    it(`game ${i + 1} of ${games}, greedy in seat ${seat}`, async () => {
      const greedy = greedyBot(evaluate as (state: unknown, seat: number) => number, { seed: i, ...LIGHT });
      const random = randomBot({ seed: 100 + i });
      const result = await play(game, 2, 2000 + i, seat === 0 ? [greedy, random] : [random, greedy]);
      expect(result.winners, `game ${i}: scores ${result.scores.join(" / ")}, greedy in seat ${seat}`).toEqual([seat]);
    });
  }
});

describe("murano-light-masters, two players: a small MCTS bot beats the random bot, seats swapped", () => {
  for (let i = 0; i < 2; i++) {
    const seat = i % 2;
    it(`game ${i + 1} of 2, MCTS in seat ${seat}`, async () => {
      const mcts = mctsBot({ seed: i, evaluate: lightMastersEvaluate, ...SMALL_MCTS });
      const random = randomBot({ seed: 100 + i });
      const result = await play(lightMasters, 2, 2100 + i, seat === 0 ? [mcts, random] : [random, mcts]);
      expect(result.winners, `game ${i}: scores ${result.scores.join(" / ")}, MCTS in seat ${seat}`).toEqual([seat]);
    });
  }
});

describe("walking-in-burano, solo", () => {
  // The seat never changes in a solo game: the bots find the end of a turn by the game's
  // turnNumber, with no turnEnds of their own.
  const score = async (bot: Bot) => (await play(burano, 1, 3000, [bot])).scores[0] ?? 0;
  let random: number | undefined;
  const randomScore = async () => (random ??= await score(randomBot({ seed: 0 })));

  it("the greedy bot (planning to the end of its turn) outscores the random bot by far", async () => {
    const greedy = await score(greedyBot(buranoEvaluate, { seed: 0, ...LIGHT }));
    expect(greedy).toBeGreaterThan((await randomScore()) + 20);
  });

  it("a small MCTS bot outscores the random bot by far", async () => {
    // 20 iterations a decision: this game of 60 took three times the work for the same score (67,
    // the random bot's 17; measured).
    const mcts = await score(mctsBot({ seed: 0, evaluate: buranoEvaluate, ...SMALL_MCTS, iterations: 20 }));
    expect(mcts).toBeGreaterThan((await randomScore()) + 20);
  });
});
