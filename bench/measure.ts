/**
 * Timing helpers. The engine's overhead is measured as paired rounds on CPU time: every
 * contender plays the same block of games (the same seeds, so the same choices and steps), the
 * rounds alternate their order (A B, B A, A B, ...) so that drift of the machine and of the JIT hits
 * both alike, and the ratio is taken round by round; the median of those ratios is the figure, and
 * their lowest and highest show how far one round could be trusted. CPU time
 * (`process.cpuUsage`, user + system, the garbage collector's helper threads included) rather than
 * wall-clock time, so that another process taking the core for a while does not count as ours.
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
  /** Time of the run, in milliseconds (CPU time for paired rounds, wall-clock time for {@link runFor}). */
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
 * Plays games `0 … games - 1` of a fixed cycle of seeds (the same games on every call) and
 * returns the total number of steps.
 *
 * @example
 * const block: PlayBlock = (games) => { let s = 0; for (let i = 0; i < games; i++) s += playBare(game, config, seeds[i % seeds.length]); return s; };
 */
export type PlayBlock = (games: number) => number;

/**
 * How to time a line.
 *
 * @example
 * const plan: TimingPlan = { warmUpMs: 150, roundMs: 100, rounds: 15, strictRounds: 3 };
 */
export interface TimingPlan {
  /** Untimed play before the first round, per contender, so the JIT has settled (CPU ms). */
  readonly warmUpMs: number;
  /** About how long the reference contender's block of games lasts (CPU ms); the others play the same block. */
  readonly roundMs: number;
  /** Paired rounds of the reference against the engine; the median ratio is kept. */
  readonly rounds: number;
  /** Rounds of strict mode, timed apart on a block of its own (it is 15 to 80 times slower). */
  readonly strictRounds: number;
}

/**
 * The CPU time this process has used, in milliseconds (user + system).
 *
 * @example
 * const t0 = cpuMs(); work(); const used = cpuMs() - t0;
 */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
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
 * Plays whole games, one after another, until `budgetMs` of wall-clock time has passed (the last
 * game is finished, so a run lasts slightly longer than the budget; the true elapsed time is
 * reported). For profiling; the benchmark's figures come from {@link pairedRounds}.
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
 * Plays a block of games and returns the CPU time it took.
 *
 * @example
 * const sample = timeBlock(play, 1000);
 */
export function timeBlock(play: PlayBlock, games: number): Sample {
  const t0 = cpuMs();
  const steps = play(games);
  return { elapsedMs: cpuMs() - t0, games, steps };
}

/**
 * How many games of a block last about `ms` of CPU time: plays growing blocks until one lasts at
 * least `ms` (that play is the warm-up too), then scales.
 *
 * @example
 * const games = blockFor(playBare1, 100);
 */
export function blockFor(play: PlayBlock, ms: number): number {
  let games = 1;
  for (;;) {
    const { elapsedMs } = timeBlock(play, games);
    if (elapsedMs >= ms) return Math.max(1, Math.round((games * ms) / elapsedMs));
    games = elapsedMs <= 0 ? games * 8 : Math.min(games * 8, Math.ceil((games * ms * 1.2) / elapsedMs));
  }
}

/**
 * The median of some numbers (the mean of the middle two for an even count).
 *
 * @example
 * median([3, 1, 2]); // 2
 */
export function median(xs: readonly number[]): number {
  return quantile(xs, 0.5);
}

/**
 * The `q`-quantile of some numbers, interpolating linearly between the nearest two.
 *
 * @example
 * quantile([1, 2, 3, 4, 5], 0.25); // 2
 */
export function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const at = (s.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.min(s.length - 1, lo + 1);
  return (s[lo] as number) + ((s[hi] as number) - (s[lo] as number)) * (at - lo);
}

/**
 * The outcome of paired rounds: the reference's and the contender's rounds, and the ratio
 * contender time ÷ reference time of each round.
 *
 * @example
 * const { ratios } = pairedRounds(bare, engine, 200, 15);
 * median(ratios);
 */
export interface Paired {
  /** The reference's rounds (CPU time), in order. */
  readonly reference: readonly Sample[];
  /** The contender's rounds (CPU time), in order. */
  readonly contender: readonly Sample[];
  /** Contender CPU time ÷ reference CPU time, round by round. */
  readonly ratios: readonly number[];
}

/**
 * Times a contender against a reference on the same block of `games` games, in `rounds` paired
 * rounds whose order alternates (reference first in even rounds, contender first in odd ones).
 *
 * @example
 * const paired = pairedRounds(bare, engine, 2000, 15);
 */
export function pairedRounds(reference: PlayBlock, contender: PlayBlock, games: number, rounds: number): Paired {
  const refs: Sample[] = [];
  const cons: Sample[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    let r: Sample;
    let c: Sample;
    if (round % 2 === 0) {
      r = timeBlock(reference, games);
      c = timeBlock(contender, games);
    } else {
      c = timeBlock(contender, games);
      r = timeBlock(reference, games);
    }
    if (r.steps !== c.steps) throw new Error(`paired rounds: the contender took ${c.steps} steps, the reference ${r.steps}`);
    refs.push(r);
    cons.push(c);
    ratios.push(c.elapsedMs / r.elapsedMs);
  }
  return { reference: refs, contender: cons, ratios };
}
