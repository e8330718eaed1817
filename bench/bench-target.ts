/**
 * Benchmarks one line of the table: one game at one player count, bare reducer loop against the
 * engine, with and without strict mode.
 *
 * @module
 */
import type { GameConfig, Seed } from "@laguna/core";
import type { BenchTarget } from "./games";
import { benchSeeds, checkSteps, referenceStepCounts } from "./identical-games";
import { type PlayOne, type Sample, type Timed, type TimingPlan, bestOfRounds, gamesPerSecond, stepsPerSecond } from "./measure";
import { playBare, playEngine } from "./random-games";

/** The target overhead of the engine without strict mode: bare steps/s ÷ engine steps/s (issue 30: 1.10; 1.15 before). */
export const OVERHEAD_GOAL = 1.1;

/**
 * The numbers of one timed contender (its best round).
 *
 * @example
 * const m: Measured = { stepsPerSecond: 2e6, gamesPerSecond: 2.5e5, games: 125_000, steps: 1e6, elapsedMs: 500, roundsStepsPerSecond: [2e6] };
 */
export interface Measured extends Sample {
  /** Steps per second of the best round. */
  readonly stepsPerSecond: number;
  /** Whole games per second of the best round (setup or `createMatch` included). */
  readonly gamesPerSecond: number;
  /** Steps per second of every round, best or not: their spread shows the machine's noise. */
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
  /** Bare steps/s ÷ engine steps/s (goal ≤ {@link OVERHEAD_GOAL}). */
  readonly overhead: number;
  /** Bare steps/s ÷ strict-mode steps/s. */
  readonly strictOverhead: number;
  /** Random games per second through the engine (strict mode off). */
  readonly gamesPerSecond: number;
  /** Whether `overhead` meets the goal. */
  readonly meetsGoal: boolean;
}

function measured({ best, rounds }: Timed): Measured {
  return {
    ...best,
    stepsPerSecond: stepsPerSecond(best),
    gamesPerSecond: gamesPerSecond(best),
    roundsStepsPerSecond: rounds.map(stepsPerSecond),
  };
}

/**
 * A contender that plays the seeds in a cycle, checking every game's step count against the
 * reference so that a divergence during timing fails loudly too.
 */
function cycling(label: string, seeds: readonly Seed[], expected: Int32Array, play: (seed: Seed) => number): PlayOne {
  let i = 0;
  return () => {
    const seed = seeds[i] as Seed;
    const steps = play(seed);
    if (steps !== expected[i]) checkSteps(label, seed, steps, expected[i]);
    i = i + 1 === seeds.length ? 0 : i + 1;
    return steps;
  };
}

/**
 * Checks that the loops play identical games, then times them and returns the line's numbers.
 *
 * @example
 * const row = benchTarget(target, { warmUpMs: 150, budgetMs: 500, rounds: 3 }, 256);
 */
export function benchTarget(target: BenchTarget, plan: TimingPlan, seedCount: number): Row {
  const { game, config, playerCount } = target;
  const seeds = benchSeeds(seedCount);
  const expected = referenceStepCounts(game, config, seeds);
  const label = `${game.id}/${playerCount}`;
  const best = bestOfRounds(
    {
      bare: cycling(`${label} bare`, seeds, expected, (seed) => playBare(game, config, seed)),
      engine: cycling(`${label} engine`, seeds, expected, (seed) => playEngine(game, config, seed, false)),
      strict: cycling(`${label} strict`, seeds, expected, (seed) => playEngine(game, config, seed, true)),
    },
    plan,
  );
  const bare = measured(best.bare);
  const engine = measured(best.engine);
  const strict = measured(best.strict);
  const overhead = bare.stepsPerSecond / engine.stepsPerSecond;
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
    strictOverhead: bare.stepsPerSecond / strict.stepsPerSecond,
    gamesPerSecond: engine.gamesPerSecond,
    meetsGoal: overhead <= OVERHEAD_GOAL,
  };
}
