/**
 * The greedy planner's value of a lost game (issue 29). It used to value a finished game the seat
 * loses below any unfinished state, so a seat whose turn would end the game and lose it put that
 * off at any price: in Light Masters it paid 1 Lira a Ring turn, any time in the turn, down to
 * 11 Lira (where every plan of its 12 steps must end the game). A lost game is now judged by the
 * evaluation, like an unfinished state.
 *
 * The position: a seeded three-player Light Masters game between greedy bots (match seed 50,001,
 * as `bench/greedy-lost-games.ts` plays it) at the start of seat 0's last turn, with 27 Lira
 * against 38 and 35. Its turn ends the game and it cannot win; the planner before the fix took 22
 * Ring turns there and ended on 11 Lira.
 */
import { type Bot, greedyBot, lookaheadBot } from "@laguna/bots";
import { type AnyGame, type Match, activePlayers, createMatch, legalActions, outcome, playout } from "@laguna/core";
import { evaluate, game, type LightMastersAction, type LightMastersState } from "@laguna/murano-light-masters";
import { either } from "fp-ts";
import { describe, expect, it } from "vitest";

/** The action indices (among the legal actions) played from the start to the position. */
const PLAYED: readonly number[] = [0,0,0,5,0,4,0,7,5,0,0,6,5,0,0,17,0,5,4,0,0,23,0,4,3,0,0,2,0,4,0,0,6,0,3,0,0,6,4,0,3,4,4,0,0,14,4,0,5,0,0,1,3,3,0,2,1,0,0,2,0,2,0,0,6,0,4,0,0,9,2,0,2,1,0,0,11,0,1,3,0,0,7,0,0,1,0,0,2,0,1,1,0,1,0,0,1,2,0,3];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function position(): Match<any, LightMastersState, LightMastersAction, any> {
  const created = createMatch(game as unknown as AnyGame, game.defaultConfig(3), 50_001);
  if (either.isLeft(created)) throw new Error(created.left.message);
  let k = 0;
  const played = playout(created.right, () => PLAYED[k++] ?? 0, PLAYED.length);
  if (either.isLeft(played)) throw new Error(played.left.message);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return played.right as Match<any, LightMastersState, LightMastersAction, any>;
}

/** The bots whose planners value a lost game: greedy, and the lookahead bot (its candidates and its samples' turns). */
const BOTS: readonly [string, (seed: number) => Bot][] = [
  ["greedy", (seed) => greedyBot(evaluate, { seed })],
  ["lookahead", (seed) => lookaheadBot(evaluate, { seed, maxApplies: 4_000 })],
];

describe("greedy and lookahead in a lost Light Masters game", () => {
  it("is at the start of seat 0's last turn, 27 Lira against 38 and 35", () => {
    const match = position();
    expect(activePlayers(match)).toEqual([0]);
    expect(match.state.players.map((p) => p.lira)).toEqual([27, 38, 35]);
  });

  it.each(BOTS.flatMap(([name, make]) => [7010, 1, 2, 3].map((seed) => [name, seed, make] as const)))("%s ends the game without spending its Lira to put the loss off (bot seed %i)", (_name, seed, make) => {
    const bot = make(seed);
    let match = position();
    const taken: string[] = [];
    for (let d = 0; d < 40 && outcome(match) === undefined; d++) {
      // Seat 0 is the only seat to act until the game ends: its turn is the round's last.
      expect(activePlayers(match)).toEqual([0]);
      const i = bot.chooseIndex(match, 0);
      taken.push((legalActions(match, 0)[i] as LightMastersAction).type);
      const next = playout(match, () => i, 1);
      if (either.isLeft(next)) throw new Error(next.left.message);
      match = next.right;
    }
    const result = outcome(match);
    expect(result, `the turn did not end: ${taken.join(" ")}`).toBeDefined();
    expect(result?.winners).not.toContain(0);
    // Before the fix: 22 Ring turns, 11 Lira at the end.
    expect(taken.filter((t) => t === "rotateRing").length, taken.join(" ")).toBeLessThanOrEqual(3);
    expect(match.state.players[0]?.lira, taken.join(" ")).toBeGreaterThan(27 - 5);
  });
});
