/**
 * The check that the bare loop and the engine loop play identical games: the same seeds, the same
 * choice at every step, the same number of steps and the same final state. The timed loops then
 * compare every game's step count with the reference computed here, so a divergence during timing
 * fails too.
 *
 * @module
 */
import { deepEqual, type Game, type GameConfig, type Seed } from "@laguna/core";
import { type FinalMatch, type FinalState, playBare, playEngine } from "./random-games";

/**
 * The seeds of the games a benchmark line plays, cycling through them while the clock runs.
 *
 * @example
 * benchSeeds(3); // [1, 7920, 15839]
 */
export function benchSeeds(count: number): Seed[] {
  return Array.from({ length: count }, (_, i) => (1 + i * 7919) | 0);
}

/** Thrown when the two loops do not play the same game: the numbers would be meaningless. */
export class DivergenceError extends Error {
  override readonly name = "DivergenceError";
}

function firstDifference(a: readonly number[], b: readonly number[]): number {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return i;
  return -1;
}

/**
 * Plays every seed bare and through the engine, and the first `strictSeeds` seeds through the
 * engine in strict mode too (15 to 80 times slower: on all 256 seeds of a long game it took most of
 * the run), recording each choice; throws a {@link DivergenceError} unless they all play the same
 * game. Returns the step count of each seed's game, the reference the timed loops are checked
 * against.
 *
 * @example
 * const expected = referenceStepCounts(ticTacToe, ticTacToe.defaultConfig(2), benchSeeds(64));
 */
export function referenceStepCounts<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  config: C,
  seeds: readonly Seed[],
  strictSeeds: number = seeds.length,
): Int32Array {
  const expected = new Int32Array(seeds.length);
  seeds.forEach((seed, i) => {
    const bareTrace: number[] = [];
    const bareFinal: FinalState = { state: undefined };
    const steps = playBare(game, config, seed, { trace: bareTrace }, bareFinal);
    for (const strict of i < strictSeeds ? [false, true] : [false]) {
      const trace: number[] = [];
      const final: FinalMatch = { match: undefined };
      const engineSteps = playEngine(game, config, seed, strict, { trace }, final);
      const where = `${game.id}, ${config.playerCount} players, seed ${seed}, engine${strict ? " (strict)" : ""}`;
      if (engineSteps !== steps) throw new DivergenceError(`${where}: ${engineSteps} steps, bare loop ${steps}.`);
      const diff = firstDifference(trace, bareTrace);
      if (diff >= 0) throw new DivergenceError(`${where}: choice ${diff} is ${trace[diff]}, bare loop chose ${bareTrace[diff]}.`);
      if (final.match === undefined || final.match.length !== steps) {
        throw new DivergenceError(`${where}: the match log has ${final.match?.length} entries, not ${steps}.`);
      }
      if (!deepEqual(final.match.state, bareFinal.state)) throw new DivergenceError(`${where}: the final states differ.`);
    }
    expected[i] = steps;
  });
  return expected;
}

/**
 * Fails loudly when a timed game did not take its reference number of steps.
 *
 * @example
 * checkSteps("stash/3 engine", seed, steps, expected[i]);
 */
export function checkSteps(label: string, seed: Seed, steps: number, expected: number | undefined): void {
  if (steps !== expected) throw new DivergenceError(`${label}: seed ${seed} took ${steps} steps, the reference game ${expected}.`);
}
