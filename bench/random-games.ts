/**
 * The two ways the benchmark plays one random game: straight through the rule module's reducer
 * ("bare"), and through the engine's matches ("engine"), the way a bot or a UI calls it.
 *
 * Both loops make the same choices: the chooser is a fresh pure-rand xoroshiro128+ seeded from the
 * game's seed, asked for exactly one `uniformInt(0, legal.length - 1)` per step, and both loops
 * pick the first active seat. So for one seed they play the identical game, step for step; the
 * benchmark checks that (see `identical-games.ts`). Each loop returns its step count; any broken
 * contract (no legal action for an active seat, a refused legal action, a game longer than
 * `maxActions`) throws.
 *
 * @module
 */
import { act, activePlayers, createMatch, legalActions, type Game, type GameConfig, type Match, type Seed } from "@laguna/core";
import { either } from "fp-ts";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";

/** Mixed into the game's seed so that the chooser's stream differs from the game's own. */
const CHOOSER_SALT = 0x5bd1e995;

/**
 * The generator that picks the actions of the game played from `seed`.
 *
 * @example
 * const g = chooserFor(7);
 * uniformInt(g, 0, 8);
 */
export function chooserFor(seed: Seed): ReturnType<typeof xoroshiro128plus> {
  return xoroshiro128plus((seed ^ CHOOSER_SALT) | 0);
}

/**
 * Options of one random game.
 *
 * @example
 * const choices: number[] = [];
 * playBare(game, config, 1, { trace: choices });
 */
export interface PlayOptions {
  /** When given, the index chosen at each step is pushed here (for the identical-games check). */
  readonly trace?: number[];
}

/**
 * The last state of a bare game, for the identical-games check.
 *
 * @example
 * const finals: FinalState = { state: undefined };
 */
export interface FinalState {
  /** Set by the loop when the game ends. */
  state: unknown;
}

/**
 * Plays one random game with the rule module alone: `activePlayers`, `legalActions`, `apply`
 * (unwrapping the Either). Returns the number of steps.
 *
 * @example
 * const steps = playBare(ticTacToe, ticTacToe.defaultConfig(2), 42);
 */
export function playBare<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  config: C,
  seed: Seed,
  options: PlayOptions = {},
  final?: FinalState,
): number {
  const chooser = chooserFor(seed);
  const limit = game.maxActions(config);
  const trace = options.trace;
  let state = game.setup(config, seed);
  let steps = 0;
  for (;;) {
    const seat = game.activePlayers(state)[0];
    if (seat === undefined) break;
    const legal = game.legalActions(state, seat);
    const index = uniformInt(chooser, 0, legal.length - 1);
    const action = legal[index];
    if (action === undefined) throw new Error(`${game.id}: seat ${seat} is active but has no legal action (seed ${seed}, step ${steps}).`);
    if (trace !== undefined) trace.push(index);
    const next = game.apply(state, seat, action);
    if (either.isLeft(next)) throw new Error(`${game.id}: apply refused a legal action (seed ${seed}, step ${steps}): ${next.left.message}`);
    state = next.right;
    if (++steps > limit) throw new Error(`${game.id}: game longer than maxActions = ${limit} (seed ${seed}).`);
  }
  if (final !== undefined) final.state = state;
  return steps;
}

/**
 * The last match of an engine game, for the identical-games check.
 *
 * @example
 * const finals: FinalMatch = { match: undefined };
 */
export interface FinalMatch {
  /** Set by the loop when the game ends. */
  match: Match | undefined;
}

/**
 * Plays one random game through the engine: `createMatch`, then `activePlayers`,
 * `legalActions(match, seat)` and `act(match, seat, action)` with the element of the legal list.
 * Returns the number of steps.
 *
 * @example
 * const steps = playEngine(stash, stash.defaultConfig(3), 42, true);
 */
export function playEngine<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  config: C,
  seed: Seed,
  strict: boolean,
  options: PlayOptions = {},
  final?: FinalMatch,
): number {
  const chooser = chooserFor(seed);
  const limit = game.maxActions(config);
  const trace = options.trace;
  const created = createMatch(game, config, seed, { strict });
  if (either.isLeft(created)) throw new Error(`${game.id}: createMatch failed (seed ${seed}): ${created.left.message}`);
  let match = created.right;
  let steps = 0;
  for (;;) {
    const seat = activePlayers(match)[0];
    if (seat === undefined) break;
    const legal = legalActions(match, seat);
    const index = uniformInt(chooser, 0, legal.length - 1);
    const action = legal[index];
    if (action === undefined) throw new Error(`${game.id}: seat ${seat} is active but has no legal action (seed ${seed}, step ${steps}).`);
    if (trace !== undefined) trace.push(index);
    const next = act(match, seat, action);
    if (either.isLeft(next)) throw new Error(`${game.id}: act refused a legal action (seed ${seed}, step ${steps}): ${next.left.message}`);
    match = next.right;
    if (++steps > limit) throw new Error(`${game.id}: game longer than maxActions = ${limit} (seed ${seed}).`);
  }
  if (final !== undefined) final.match = match as unknown as Match;
  return steps;
}
