/**
 * Helpers the searching bots share (internal): determinization, chance detection, rewards.
 *
 * @module
 */
import { type Game, type GameConfig, type Outcome, type Seat, type Seed, mixSeed, sameRng, seedRng } from "@laguna/core";
import { either } from "fp-ts";


/**
 * A state the seat cannot tell apart from `state`, made up from `seed`: everything the seat may
 * not know is re-drawn (`redrawHidden`) and the generator is re-seeded, since the generator state
 * is a secret too (it decides future draws). The result depends only on what the seat sees, as
 * long as the module's `redrawHidden` does.
 */
export function determinize<C extends GameConfig, S, A, V>(game: Game<C, S, A, V>, state: S, seat: Seat, seed: Seed): S {
  let s = state;
  if (game.redrawHidden !== undefined) s = game.redrawHidden(s, seat, mixSeed(seed, 1));
  if (game.rng !== undefined) s = game.rng.set(s, seedRng(mixSeed(seed, 2)));
  return s;
}

/** Whether the game has anything to re-draw (hidden information or a generator). */
export function hasSecrets<C extends GameConfig, S, A, V>(game: Game<C, S, A, V>): boolean {
  return game.redrawHidden !== undefined || game.rng !== undefined;
}

/** Whether a step drew randomness or revealed hidden information. */
export function isChanceStep<C extends GameConfig, S, A, V>(game: Game<C, S, A, V>, before: S, seat: Seat, action: A, after: S): boolean {
  if (game.rng !== undefined && !sameRng(game.rng.get(before), game.rng.get(after))) return true;
  return game.isUndoable !== undefined && !game.isUndoable(before, seat, action, after);
}

/** The next state, or `undefined` if the module refuses (or throws). */
export function tryApply<C extends GameConfig, S, A, V>(game: Game<C, S, A, V>, state: S, seat: Seat, action: A): S | undefined {
  try {
    const r = game.apply(state, seat, action);
    return either.isRight(r) ? r.right : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The reward of each seat for a finished game: winners share 1 (a sole winner gets 1, two tied
 * winners 0.5 each), the others get 0. With one player there is nothing to win, so the reward is
 * the final score itself (the bots normalise it).
 */
export function outcomeRewards(outcome: Outcome, players: number): number[] {
  if (players === 1) return [outcome.scores[0] ?? 0];
  const rewards = new Array<number>(players).fill(0);
  const share = 1 / Math.max(1, outcome.winners.length);
  for (const w of outcome.winners) rewards[w] = share;
  return rewards;
}

/**
 * Rewards from evaluations at a cut-off: each seat's lead over the best other seat, squashed into
 * a win chance by a logistic curve of the given scale. With one player, the evaluation itself.
 */
export function evaluationRewards(evaluations: readonly number[], scale: number): number[] {
  const n = evaluations.length;
  if (n === 1) return [evaluations[0] ?? 0];
  return evaluations.map((e, i) => {
    let best = Number.NEGATIVE_INFINITY;
    for (let j = 0; j < n; j++) if (j !== i) best = Math.max(best, evaluations[j] ?? 0);
    return 1 / (1 + Math.exp(-(e - best) / scale));
  });
}

/** The current time in milliseconds, for time budgets only. */
export function now(): number {
  return performance.now();
}
