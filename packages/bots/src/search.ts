/**
 * Helpers the searching bots share (internal): determinization, chance detection, rewards.
 *
 * @module
 */
import { type Game, type GameConfig, type Outcome, type Seat, type Seed, mixSeed, sameRng, seedRng } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";


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

/**
 * A made-up state weighed by what the other seats did: `draws` states are made up from the seat's
 * view (seeds mixed from `seed`), and one is taken with a chance proportional to
 * `e^(sharpness · Σ evaluate(state, other seat))`. The other seats chose their actions knowing
 * their own hidden parts (hands, characters), so a made-up state in which those fit what is on the
 * table is likelier than one in which they do not; the evaluation of each other seat, which reads
 * that seat's own hidden parts, stands in for that likelihood. With `draws` 1 it is
 * {@link determinize}. Like it, the result depends only on what the seat sees.
 */
export function believedWorld<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  state: S,
  seat: Seat,
  seed: Seed,
  players: number,
  evaluate: (state: S, seat: Seat) => number,
  draws: number,
  sharpness: number,
): S {
  if (draws <= 1 || players < 2) return determinize(game, state, seat, seed);
  const worlds: S[] = [];
  const scores: number[] = [];
  for (let k = 0; k < draws; k++) {
    const w = determinize(game, state, seat, k === 0 ? seed : mixSeed(seed, 0xbe1, k));
    let total = 0;
    for (let o = 0; o < players; o++) if (o !== seat) total += evaluate(w, o);
    worlds.push(w);
    scores.push(sharpness * total);
  }
  const top = Math.max(...scores);
  const weights = scores.map((x) => Math.exp(x - top));
  let u = ((xoroshiro128plus(mixSeed(seed, 0xbe2)).next() >>> 0) / 2 ** 32) * weights.reduce((a, b) => a + b, 0);
  for (let k = 0; k < draws; k++) {
    u -= weights[k] ?? 0;
    if (u < 0) return worlds[k] as S;
  }
  return worlds[draws - 1] as S;
}

/**
 * Throws when the game declares hidden information but has no `redrawHidden`: a searching bot
 * would then plan on the real state, reading the other seats' secrets. A contract error of the
 * module, like a finished game's `RangeError`, not a position the bot could play.
 */
export function requireRedraw<C extends GameConfig, S, A, V>(game: Game<C, S, A, V>, bot: string): void {
  if (game.capabilities.hiddenInformation && game.redrawHidden === undefined) {
    throw new TypeError(
      `${bot}: ${game.name} declares hidden information but has no redrawHidden, so a search could only plan on the real state and read the other seats' secrets. Give the module a redrawHidden (core's Game contract), or play it with randomBot.`,
    );
  }
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

/**
 * Whether a turn ended with the step from `before` to `after` taken by `seat`: the game's
 * `turnNumber` changed, or `turnEnds` (a bot option) says so, or else another seat is to act.
 */
export function turnEnded<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  before: S,
  after: S,
  seat: Seat,
  turnEnds: ((before: S, after: S, seat: Seat) => boolean) | undefined,
): boolean {
  if (turnEnds !== undefined) return turnEnds(before, after, seat);
  if (game.turnNumber !== undefined) return game.turnNumber(before) !== game.turnNumber(after);
  const active = game.activePlayers(after);
  return active.length !== 1 || active[0] !== seat;
}

/**
 * The game with every call of its `apply` counted: what a work budget (`maxApplies`) measures.
 * `applies()` is the count so far.
 */
export function countingApplies<C extends GameConfig, S, A, V>(game: Game<C, S, A, V>): { readonly game: Game<C, S, A, V>; readonly applies: () => number } {
  let applies = 0;
  const apply: Game<C, S, A, V>["apply"] = (state, seat, action) => {
    applies++;
    return game.apply(state, seat, action);
  };
  return { game: Object.assign(Object.create(game) as Game<C, S, A, V>, { apply }), applies: () => applies };
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

/** The share of a reward that is the margin (the rest is the win, or the chance of it). */
const MARGIN_SHARE = 0.1;
/** The margin part of a reward saturates this many times more slowly than the win chance. */
const MARGIN_SPREAD = 5;

/** Each seat's lead over the best other seat. */
function leads(values: readonly number[]): number[] {
  return values.map((v, i) => {
    let best = Number.NEGATIVE_INFINITY;
    for (let j = 0; j < values.length; j++) if (j !== i) best = Math.max(best, values[j] ?? 0);
    return v - best;
  });
}

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

/**
 * The reward of each seat for a finished game, between 0 and 1: mostly the win (winners share
 * it), plus a small part for the margin in points, so that a game already won or lost is still
 * played for points rather than thrown away. With one player, the final score itself (the bots
 * normalise it).
 */
export function outcomeRewards(outcome: Outcome, players: number, scale: number): number[] {
  if (players === 1) return [outcome.scores[0] ?? 0];
  const margins = leads(Array.from({ length: players }, (_, i) => outcome.scores[i] ?? 0));
  const share = 1 / Math.max(1, outcome.winners.length);
  return margins.map(
    (m, i) => (1 - MARGIN_SHARE) * (outcome.winners.includes(i) ? share : 0) + MARGIN_SHARE * logistic(m / (MARGIN_SPREAD * scale)),
  );
}

/**
 * Rewards from evaluations where a search stops before the end: each seat's lead over the best
 * other seat, squashed into a win chance by a logistic curve of the given scale, plus the same
 * small margin part as {@link outcomeRewards}. With one player, the evaluation itself.
 */
export function evaluationRewards(evaluations: readonly number[], scale: number): number[] {
  if (evaluations.length === 1) return [evaluations[0] ?? 0];
  return leads(evaluations).map((m) => (1 - MARGIN_SHARE) * logistic(m / scale) + MARGIN_SHARE * logistic(m / (MARGIN_SPREAD * scale)));
}

/** The current time in milliseconds, for time budgets only. */
export function now(): number {
  return performance.now();
}

/**
 * One round of sequential halving at a search's root: the candidates by their mean (stable, so
 * equal means keep their order), the better half kept (only the best once `last`), and the
 * planner's choice `anchor`, if any, kept in the race whatever its mean.
 */
export function halved(survivors: readonly number[], mean: (i: number) => number, last: boolean, anchor: number | undefined): number[] {
  const sorted = [...survivors].sort((a, b) => mean(b) - mean(a));
  const kept = sorted.slice(0, last ? 1 : Math.ceil(sorted.length / 2));
  return anchor === undefined || kept.includes(anchor) || kept.length === 1 ? kept : [...kept, anchor];
}

/**
 * Paired differences between a candidate's samples and the planner's choice's, summed as they
 * come: how many, their sum and the sum of their squares.
 */
export interface PairedDifferences {
  n: number;
  sum: number;
  squares: number;
}

/** The mean of paired differences and its standard error (both 0 when there is no pair). */
export function meanAndError(p: PairedDifferences): { readonly mean: number; readonly error: number } {
  if (p.n === 0) return { mean: 0, error: 0 };
  const mean = p.sum / p.n;
  const sd = Math.sqrt(Math.max(0, p.squares / p.n - mean * mean));
  return { mean, error: sd / Math.sqrt(p.n) };
}

/**
 * Whether a search's best candidate overrules the planner's choice: the mean of the paired
 * differences (the candidate's sample minus the choice's, on samples both were played on) is more
 * than `k` standard errors above 0. Fewer than two pairs never overrule.
 */
export function overrules(differences: readonly number[] | PairedDifferences, k: number): boolean {
  let p: PairedDifferences;
  if (Array.isArray(differences)) {
    p = { n: 0, sum: 0, squares: 0 };
    for (const d of differences as readonly number[]) {
      p.n++;
      p.sum += d;
      p.squares += d * d;
    }
  } else p = differences as PairedDifferences;
  if (p.n < 2) return false;
  const { mean, error } = meanAndError(p);
  return mean > k * error;
}
