/**
 * The lookahead bot's value of a sample that ends the game in a loss (`lostGames`). Judged by the
 * outcome, such a sample earned only the margin part of the reward, below a sample that stops
 * before the end however far behind: a seat that alone could end a lost game put it off for ever
 * (a Walking in Burano game between lookahead bots ran 5,000 actions so). Judged by the evaluation
 * (the default), ending the game is compared with going on by the points each gives.
 *
 * The position: Last house (tests/fixtures/last-house.ts), seat 0 behind 3 to 5, whose building
 * ends the game 4 to 5; passing changes nothing. With `horizon: 1` a sample ends with the seat's
 * turn, so a pass is judged unfinished at 3 to 5 and a build finished at 4 to 5.
 */
import { lookaheadBot } from "@laguna/bots";
import { type AnyGame, createMatch, legalActions, outcome, playout } from "@laguna/core";
import { either } from "fp-ts";
import { describe, expect, it } from "vitest";
import { type LastHouseAction, type LastHouseState, lastHouse } from "../fixtures/last-house";

const evaluate = (s: LastHouseState, seat: number): number => s.points[seat] ?? 0;

/** Seat 0's actions over its first `turns` turns with the bot of `options` (seat 1 can only pass). */
function play(options: Parameters<typeof lookaheadBot<LastHouseState>>[1], turns = 8): { taken: string[]; ended: boolean } {
  const created = createMatch(lastHouse as unknown as AnyGame, lastHouse.defaultConfig(2), 1);
  if (either.isLeft(created)) throw new Error(created.left.message);
  const bot = lookaheadBot<LastHouseState>(evaluate, { maxApplies: 2_000, horizon: 1, ...options });
  let match = created.right;
  const taken: string[] = [];
  for (let d = 0; d < 2 * turns && outcome(match) === undefined; d++) {
    const seat = d % 2;
    const i = seat === 0 ? bot.chooseIndex(match, 0) : 0;
    if (seat === 0) taken.push((legalActions(match, 0)[i] as LastHouseAction).type);
    const next = playout(match, () => i, 1);
    if (either.isLeft(next)) throw new Error(next.left.message);
    match = next.right;
  }
  return { taken, ended: outcome(match) !== undefined };
}

describe("the lookahead bot in a lost game it alone can end", () => {
  it.each([1, 2, 3])("ends it by default (bot seed %i)", (seed) => {
    const { taken, ended } = play({ seed });
    expect(taken).toEqual(["build"]);
    expect(ended).toBe(true);
  });

  it.each([1, 2, 3])("puts it off with lostGames: \"outcome\", the value before 2026-11-29 (bot seed %i)", (seed) => {
    const { taken, ended } = play({ seed, lostGames: "outcome" });
    expect(taken).toEqual(Array(8).fill("pass"));
    expect(ended).toBe(false);
  });

  it("refuses another lostGames", () => {
    expect(() => lookaheadBot(evaluate, { lostGames: "never" as never })).toThrow(/lostGames must be "evaluation" or "outcome"/);
  });
});
