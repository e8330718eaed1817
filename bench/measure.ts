/**
 * Timing helpers: play games for a fixed wall-clock budget, measured with `performance.now()`,
 * after a warm-up; repeat in interleaved rounds and keep each contender's best round.
 *
 * @module
 */
import { performance } from "node:perf_hooks";

/**
 * One timed run: how many games and steps were played in how many milliseconds.
 *
 * @example
 * const sample: Sample = { elapsedMs: 500, games: 10_000, steps: 76_000 };
 */
export interface Sample {
  /** Wall-clock time of the run, in milliseconds. */
  readonly elapsedMs: number;
  /** Games played to the end. */
  readonly games: number;
  /** Steps (actions) taken, over all those games. */
  readonly steps: number;
}

/**
 * Plays one whole game and returns its number of steps.
 *
 * @example
 * const playOne: PlayOne = () => playBare(game, config, nextSeed());
 */
export type PlayOne = () => number;

/**
 * How to time a group of contenders.
 *
 * @example
 * const plan: TimingPlan = { warmUpMs: 150, budgetMs: 500, rounds: 3 };
 */
export interface TimingPlan {
  /** Untimed play before the first round, per contender, so the JIT has settled. */
  readonly warmUpMs: number;
  /** Wall-clock budget of one timed run. */
  readonly budgetMs: number;
  /** Timed rounds per contender; the best one is kept. */
  readonly rounds: number;
}

/**
 * Steps per second of a sample.
 *
 * @example
 * stepsPerSecond({ elapsedMs: 500, games: 10, steps: 1000 }); // 2000
 */
export function stepsPerSecond(sample: Sample): number {
  return (sample.steps * 1000) / sample.elapsedMs;
}

/**
 * Games per second of a sample.
 *
 * @example
 * gamesPerSecond({ elapsedMs: 500, games: 10, steps: 1000 }); // 20
 */
export function gamesPerSecond(sample: Sample): number {
  return (sample.games * 1000) / sample.elapsedMs;
}

/**
 * Plays whole games, one after another, until `budgetMs` has passed (the last game is finished,
 * so a run lasts slightly longer than the budget; the true elapsed time is reported).
 *
 * @example
 * const sample = runFor(500, playOne);
 */
export function runFor(budgetMs: number, playOne: PlayOne): Sample {
  let games = 0;
  let steps = 0;
  const start = performance.now();
  const end = start + budgetMs;
  let now = start;
  do {
    steps += playOne();
    games++;
    now = performance.now();
  } while (now < end);
  return { elapsedMs: now - start, games, steps };
}

/**
 * The outcome of timing one contender over several rounds.
 *
 * @example
 * const timed: Timed = { best, rounds: [best, other, third] };
 */
export interface Timed {
  /** The round with the most steps per second. */
  readonly best: Sample;
  /** Every timed round, in order (their spread shows how noisy the machine was). */
  readonly rounds: readonly Sample[];
}

/**
 * Times several contenders in interleaved rounds (A, B, C, A, B, C, ...) so that slow drift of
 * the machine (frequency scaling, other processes) hits all of them alike, after warming each one
 * up. Returns, per contender, its best round by steps per second and all its rounds.
 *
 * @example
 * const timed = bestOfRounds({ bare: playBare1, engine: playEngine1 }, { warmUpMs: 150, budgetMs: 500, rounds: 3 });
 */
export function bestOfRounds<K extends string>(contenders: Readonly<Record<K, PlayOne>>, plan: TimingPlan): Record<K, Timed> {
  const names = Object.keys(contenders) as K[];
  for (const name of names) runFor(plan.warmUpMs, contenders[name]);
  const rounds = Object.fromEntries(names.map((name) => [name, [] as Sample[]])) as Record<K, Sample[]>;
  for (let round = 0; round < plan.rounds; round++) {
    for (const name of names) rounds[name].push(runFor(plan.budgetMs, contenders[name]));
  }
  const timed = {} as Record<K, Timed>;
  for (const name of names) {
    const all = rounds[name];
    const best = all.reduce((a, b) => (stepsPerSecond(b) > stepsPerSecond(a) ? b : a));
    timed[name] = { best, rounds: all };
  }
  return timed;
}
