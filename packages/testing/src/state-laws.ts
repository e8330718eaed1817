/**
 * The laws on one state of play: codec (1), turn (2), the module's invariants (8) and outcome (9),
 * with secrecy and redraw (7 and 11) on the same state.
 *
 * @module
 */
import { type GameConfig, type Seat, type Viewer, canonicalJson, deepEqual, rankSeats, showValue } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { describeDifference } from "./diff";
import { deepFreeze } from "./freeze";
import { guarded } from "./guard";
import type { LawContext } from "./law-context";
import { fail } from "./law-names";
import { checkInvariants } from "./invariants";
import { checkSecrecy } from "./secrecy";

/** What the laws on a state found: the acting seats, the state's JSON text, and its re-drawn states by viewer. */
export interface CheckedState<S> {
  readonly active: readonly Seat[];
  readonly json: string;
  readonly redrawn: ReadonlyMap<Viewer, S[]>;
}

/** Laws 1, 2, 7, 8, 9 and 11 on one state. */
export function checkState<C extends GameConfig, S, A, V>(ctx: LawContext<C, S, A, V>, state: S, step: number): CheckedState<S> {
  const { game, config } = ctx;
  const at = `at step ${step}`;
  // Frozen before any module function sees it: a function that writes into it throws at once.
  deepFreeze(state);
  if (!guarded("codec", "the state codec's is", () => game.codecs.state.is(state))) fail("codec", `the state ${at} does not pass the state codec`);
  const json = JSON.stringify(state) ?? "null";
  const parsed = JSON.parse(json) as unknown;
  if (!deepEqual(parsed, state)) {
    fail("codec", `the state ${at} does not survive a JSON round trip (undefined, NaN, Infinity, a Date or a class instance?), ${describeDifference(state, parsed, "state", "after the round trip")}`);
  }
  const decoded = guarded("codec", "the state codec's decode", () => game.codecs.state.decode(parsed));
  if (either.isLeft(decoded) || !deepEqual(decoded.right, state)) {
    fail("codec", `the state ${at} changes when decoded from its JSON`);
  }
  checkInvariants(ctx, "invariants", state, `the state reached ${at}`);
  const active = guarded("turn", "activePlayers", () => game.activePlayers(state));
  if (new Set(active).size !== active.length || active.some((s) => !Number.isInteger(s) || s < 0 || s >= config.playerCount)) {
    fail("turn", `activePlayers ${at} is not a list of distinct seats: ${showValue(active)}`);
  }
  for (let seat = 0; seat < config.playerCount; seat++) {
    const legal = guarded("turn", `legalActions for seat ${seat}`, () => game.legalActions(state, seat));
    const acting = active.includes(seat);
    if (acting && legal.length === 0) fail("turn", `seat ${seat} must act ${at} but has no legal action`);
    if (!acting && legal.length > 0) {
      fail("turn", `seat ${seat} is not to act ${at} but has ${legal.length} legal actions, e.g. ${showValue(legal[0])}`);
    }
    const keys = legal.map(canonicalJson);
    if (new Set(keys).size !== legal.length) fail("turn", `seat ${seat} has duplicate legal actions ${at}`);
    legal.forEach((a, i) => {
      if (!guarded("codec", "the action codec's is", () => game.codecs.action.is(a))) fail("codec", `the legal action ${showValue(a)} ${at} does not pass the action codec`);
      ctx.shared.pool.add(keys[i] as string, a, ctx.poolRng);
    });
  }
  const redrawn = checkSecrecy(ctx, state, step);
  const result = guarded("outcome", "outcome", () => game.outcome(state));
  const again = guarded("purity", "outcome", () => game.outcome(state));
  if (!deepEqual(result, again)) fail("purity", `outcome at step ${step} gives different results for the same state, ${describeDifference(result, again, "first call", "second call")}`);
  if (active.length > 0) {
    if (result !== undefined) fail("outcome", `the game is not over ${at} but outcome returned ${showValue(result)}`);
  } else {
    if (result === undefined) fail("outcome", `the game is over ${at} but outcome returned undefined`);
    if (result.scores.length !== config.playerCount) {
      fail("outcome", `the outcome has ${result.scores.length} scores for ${config.playerCount} players`);
    }
    const expected = rankSeats(result.scores, result.tieBreaks);
    if (!deepEqual(result.ranking.map((g) => [...g].sort((a, b) => a - b)), expected)) {
      fail("outcome", `the ranking ${showValue(result.ranking)} does not follow the scores ${showValue(result.scores)} and tie-breaks (expected ${showValue(expected)})`);
    }
    if (!deepEqual([...result.winners].sort((a, b) => a - b), expected[0] ?? [])) {
      fail("outcome", `the winners ${showValue(result.winners)} are not the first group of the ranking`);
    }
  }
  return { active, json, redrawn };
}
