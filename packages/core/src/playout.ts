/**
 * Playing matches out automatically: policies that pick among the legal actions, and a loop that
 * plays until the game ends or a step limit is reached. The CLI, the benchmarks and the law kit
 * all use it.
 *
 * @module
 */
import * as either from "fp-ts/lib/Either.js";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { EngineError } from "./errors";
import type { Game, GameConfig } from "./game";
import type { Seat } from "./seat";
import { actAt } from "./act";
import { type Match, activePlayers, legalActions } from "./match";
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
 * The step limit of unattended play for a config whose game declares no finite `maxActions`
 * (a game that can go on for ever under its printed rules): 10,000 actions, many times a real
 * game of any Laguna title. `playout` stops there; callers report such a game as **unfinished**
 * and never score it as if it had ended.
 *
 * @example
 * playout(match, uniformRandomPolicy(1)); // at most DEFAULT_STEP_LIMIT actions for an unbounded config
 * @category Playout
 */
export const DEFAULT_STEP_LIMIT = 10_000;

/**
 * How many actions unattended play allows a game with this config: the game's `maxActions(config)`
 * when it is a finite bound, else {@link DEFAULT_STEP_LIMIT} (or the `fallback` given). Playing
 * to this limit either ends the game or, for an unbounded config, cuts it: check `isOver`.
 *
 * @example
 * stepLimit(ticTacToe, ticTacToe.defaultConfig(2)); // 9
 * stepLimit(lightMasters, lightMasters.defaultConfig(2)); // 10000: no round limit, as printed
 * @category Playout
 */
export function stepLimit<C extends GameConfig, S, A, V>(game: Game<C, S, A, V>, config: C, fallback = DEFAULT_STEP_LIMIT): number {
  const bound = game.maxActions(config);
  return typeof bound === "number" && Number.isFinite(bound) && bound >= 0 ? bound : fallback;
}

/**
 * Plays the match until the game is over or `maxActions` more actions were taken, asking the
 * policy for the first active seat's action each time. By default `maxActions` is
 * {@link stepLimit}`(game, config)`: the game's own finite bound, or {@link DEFAULT_STEP_LIMIT}
 * for a config that declares none (a game that may not end under its rules), so a playout always
 * stops. A match that is not over (`isOver` false) when it returns was cut short: report it as
 * unfinished, do not score it.
 *
 * @example
 * const finished = playout(match, uniformRandomPolicy(1));
 * if (either.isRight(finished) && !isOver(finished.right)) console.log("unfinished: cut by the step limit");
 * @category Playout
 */
export function playout<C extends GameConfig, S, A, V>(
  match: Match<C, S, A, V>,
  policy: Policy,
  maxActions: number = stepLimit(match.game, match.config),
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
