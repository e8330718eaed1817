/**
 * Benchmarks one line of the table: one game at one player count, bare reducer loop against the
 * engine, with and without strict mode.
 *
 * @module
 */
import type { GameConfig, Seed } from "@laguna/core";
import type { BenchTarget } from "./games";
import { benchSeeds, checkSteps, referenceStepCounts } from "./identical-games";
import { type PlayBlock, type Sample, type TimingPlan, blockFor, median, pairedRounds, quantile, stepsPerSecond, timeBlock } from "./measure";
import { playBare, playEngine } from "./random-games";

/** The target overhead of the engine without strict mode: bare steps/s ÷ engine steps/s (issue 30: 1.10; 1.15 before). */
export const OVERHEAD_GOAL = 1.1;

/** Seeds whose games are also checked choice by choice in strict mode before timing (the timed strict games have their step counts checked, like all). */
const STRICT_CHECKED_SEEDS = 16;

/**
 * The numbers of one timed contender: its median round (CPU time).
 *
 * @example
 * const m: Measured = { stepsPerSecond: 2e6, gamesPerSecond: 2.5e5, games: 12_500, steps: 1e5, elapsedMs: 50, roundsStepsPerSecond: [2e6] };
 */
export interface Measured extends Sample {
  /** Steps per CPU second of the median round. */
  readonly stepsPerSecond: number;
  /** Whole games per CPU second of the median round (setup or `createMatch` included). */
  readonly gamesPerSecond: number;
  /** Steps per CPU second of every round, in order: their spread shows the machine's noise. */
  readonly roundsStepsPerSecond: readonly number[];
}

/**
 * The result of one line: a game at one player count.
 *
 * @example
 * console.log(`${row.game}/${row.players}: ${row.overhead.toFixed(2)}`);
 */
export interface Row {
  /** The game's id. */
  readonly game: string;
  /** The rules version. */
  readonly version: string;
  /** The number of players. */
  readonly players: number;
  /** The config played (the game's default for this player count). */
  readonly config: GameConfig;
  /** How many different seeds the timed loops cycle through. */
  readonly seeds: number;
  /** Mean steps per game over those seeds. */
  readonly meanStepsPerGame: number;
  /** The rule module alone. */
  readonly bare: Measured;
  /** Through the engine, strict mode off. */
  readonly engine: Measured;
  /** Through the engine, strict mode on. */
  readonly strict: Measured;
  /**
   * Engine CPU time ÷ bare CPU time on the same block of games, the median over the paired rounds
   * (goal ≤ {@link OVERHEAD_GOAL}); the same as bare steps/s ÷ engine steps/s.
   */
  readonly overhead: number;
  /** The lowest and highest ratio of a single paired round. */
  readonly overheadRange: readonly [number, number];
  /** The first and third quartiles of the rounds' ratios: half the rounds lie between them. */
  readonly overheadQuartiles: readonly [number, number];
  /** The ratio of every paired round, in order. */
  readonly overheadRounds: readonly number[];
  /** Bare steps/s ÷ strict-mode steps/s. */
  readonly strictOverhead: number;
  /** Random games per second through the engine (strict mode off). */
  readonly gamesPerSecond: number;
  /** Whether `overhead` meets the goal. */
  readonly meetsGoal: boolean;
}

function measured(rounds: readonly Sample[]): Measured {
  const perRound = rounds.map(stepsPerSecond);
  const mid = median(perRound);
  // Every round plays the same block: the same games and steps, only the time differs.
  const { games, steps } = rounds[0] as Sample;
  return { elapsedMs: (steps * 1000) / mid, games, steps, stepsPerSecond: mid, gamesPerSecond: (mid * games) / steps, roundsStepsPerSecond: perRound };
}

/**
 * A contender that plays the first `games` games of the cycle of seeds, checking every game's
 * step count against the reference so that a divergence during timing fails loudly too.
 */
function block(label: string, seeds: readonly Seed[], expected: Int32Array, play: (seed: Seed) => number): PlayBlock {
  return (games) => {
    let steps = 0;
    for (let g = 0, i = 0; g < games; g++) {
      const seed = seeds[i] as Seed;
      const n = play(seed);
      if (n !== expected[i]) checkSteps(label, seed, n, expected[i]);
      steps += n;
      i = i + 1 === seeds.length ? 0 : i + 1;
    }
    return steps;
  };
}

/**
 * Checks that the loops play identical games, then times them and returns the line's numbers:
 * bare loop and engine in paired rounds on the same block of games (sized so that the bare loop
 * plays about `plan.roundMs` of CPU time), strict mode apart on a block of its own.
 *
 * @example
 * const row = benchTarget(target, { warmUpMs: 150, roundMs: 100, rounds: 15, strictRounds: 3 }, 256);
 */
export function benchTarget(target: BenchTarget, plan: TimingPlan, seedCount: number): Row {
  const { game, config, playerCount } = target;
  const seeds = benchSeeds(seedCount);
  const expected = referenceStepCounts(game, config, seeds, STRICT_CHECKED_SEEDS);
  const label = `${game.id}/${playerCount}`;
  const bareBlock = block(`${label} bare`, seeds, expected, (seed) => playBare(game, config, seed));
  const engineBlock = block(`${label} engine`, seeds, expected, (seed) => playEngine(game, config, seed, false));
  const strictBlock = block(`${label} strict`, seeds, expected, (seed) => playEngine(game, config, seed, true));
  // Warm-up (each contender for about warmUpMs), which also sizes the blocks.
  blockFor(engineBlock, plan.warmUpMs);
  blockFor(bareBlock, plan.warmUpMs);
  const games = blockFor(bareBlock, plan.roundMs);
  const paired = pairedRounds(bareBlock, engineBlock, games, plan.rounds);
  const strictGames = blockFor(strictBlock, plan.roundMs);
  const strictRounds = Array.from({ length: plan.strictRounds }, () => timeBlock(strictBlock, strictGames));
  const bare = measured(paired.reference);
  const engine = measured(paired.contender);
  const strict = measured(strictRounds);
  const overhead = median(paired.ratios);
  return {
    game: game.id,
    version: game.version,
    players: playerCount,
    config,
    seeds: seeds.length,
    meanStepsPerGame: expected.reduce((a, b) => a + b, 0) / expected.length,
    bare,
    engine,
    strict,
    overhead,
    overheadRange: [Math.min(...paired.ratios), Math.max(...paired.ratios)],
    overheadQuartiles: [quantile(paired.ratios, 0.25), quantile(paired.ratios, 0.75)],
    overheadRounds: paired.ratios,
    strictOverhead: bare.stepsPerSecond / strict.stepsPerSecond,
    gamesPerSecond: engine.gamesPerSecond,
    meetsGoal: overhead <= OVERHEAD_GOAL,
  };
}
