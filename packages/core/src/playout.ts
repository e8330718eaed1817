/**
 * Playing matches out automatically: policies that pick among the legal actions, and a loop that
 * plays until the game ends. The CLI, the benchmarks and the law kit all use it.
 *
 * @module
 */
import { either } from "fp-ts";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { EngineError } from "./errors";
import type { GameConfig, Seat } from "./game";
import { type Match, actAt, activePlayers, legalActions } from "./match";
import type { Seed } from "./random";

/**
 * A policy picks one of the seat's legal actions by its index.
 *
 * @example
 * const firstChoice: Policy = () => 0;
 * @category Playout
 */
export type Policy = <C extends GameConfig, S, A, V>(match: Match<C, S, A, V>, seat: Seat, legal: readonly A[]) => number;

/**
 * A policy that picks uniformly at random, from its own seeded generator (kept outside the game
 * state: a bot's choices are inputs, recorded in the log like a person's). The policy advances its
 * generator with every choice: make a new one per playout to reproduce a game.
 *
 * @example
 * const result = playout(match, uniformRandomPolicy(7));
 * @category Playout
 */
export function uniformRandomPolicy(seed: Seed): Policy {
  const g = xoroshiro128plus(seed | 0);
  return (_match, _seat, legal) => uniformInt(g, 0, legal.length - 1);
}

/**
 * Plays the match until the game is over (or `maxActions` more actions were taken), asking the
 * policy for the first active seat's action each time.
 *
 * @example
 * const finished = playout(match, uniformRandomPolicy(1));
 * @category Playout
 */
export function playout<C extends GameConfig, S, A, V>(
  match: Match<C, S, A, V>,
  policy: Policy,
  maxActions = Number.POSITIVE_INFINITY,
): either.Either<EngineError, Match<C, S, A, V>> {
  let m = match;
  for (let n = 0; n < maxActions; n++) {
    const seat = activePlayers(m)[0];
    if (seat === undefined) break;
    const next = actAt(m, seat, policy(m, seat, legalActions(m, seat)));
    if (either.isLeft(next)) return next;
    m = next.right;
  }
  return either.right(m);
}
