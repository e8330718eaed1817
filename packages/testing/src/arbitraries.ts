/**
 * fast-check arbitraries for configs, seeds and traces, reusable for property tests of rule
 * modules and of their variants.
 *
 * @module
 */
import { type Game, type GameConfig, type Seed, deepEqual } from "@laguna/core";
import fc from "fast-check";

/**
 * Any match seed: mostly 32-bit integers, and one time in four a seed from the whole 53-bit range
 * of core's `Seed` (the kind `randomSeed` draws).
 *
 * @example
 * fc.assert(fc.property(seedArbitrary(), (seed) => game.setup(config, seed) !== undefined));
 * @category Arbitraries
 */
export function seedArbitrary(): fc.Arbitrary<Seed> {
  return fc.oneof(
    { arbitrary: fc.integer({ min: -0x80000000, max: 0x7fffffff }), weight: 3 },
    { arbitrary: fc.maxSafeInteger(), weight: 1 },
  );
}

/**
 * Configs of a game: a player count from `game.playerCounts`, and each option of
 * `game.configOptions` at any of its values (so combinations of variants too). Configs the codec
 * refuses are filtered out. Shrinks towards the default config.
 *
 * @example
 * fc.assert(fc.property(configArbitrary(game), (config) => game.codecs.config.is(config)));
 * @category Arbitraries
 */
export function configArbitrary<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  playerCounts: readonly number[] = game.playerCounts,
): fc.Arbitrary<C> {
  return fc.constantFrom(...playerCounts).chain((n) => {
    const base = game.defaultConfig(n);
    const options = (game.configOptions ?? {}) as Record<string, readonly unknown[] | undefined>;
    const fields: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, values] of Object.entries(options)) {
      const current = (base as Record<string, unknown>)[key];
      // Default value first, so that shrinking moves towards the default config.
      const ordered = [current, ...(values ?? []).filter((v) => !deepEqual(v, current))];
      fields[key] = fc.constantFrom(...ordered);
    }
    return fc
      .record(fields)
      .map((patch) => ({ ...base, ...patch }) as C)
      .filter((c) => game.codecs.config.is(c));
  });
}

/**
 * One random game to check: the seed of the match, the first action choices, and a seed for the
 * choices after those. A choice `k` picks the acting seat and legal action "k mod n", so no
 * generated step is wasted; shrinking shortens and lowers the choices.
 *
 * @example
 * const trace: Trace = { seed: 1, choices: [0, 4, 2], tailSeed: 9 };
 * @category Arbitraries
 */
export interface Trace {
  /** The match seed. */
  readonly seed: Seed;
  /** The first choices, one per action. */
  readonly choices: readonly number[];
  /** Seeds the choices once `choices` is used up, so that every trace plays to the end. */
  readonly tailSeed: number;
}

/**
 * Traces: a seed, up to `maxChoices` explicit choices, and a tail seed.
 *
 * @example
 * fc.assert(fc.property(configArbitrary(game), traceArbitrary(), (config, trace) => true));
 * @category Arbitraries
 */
export function traceArbitrary(maxChoices = 40): fc.Arbitrary<Trace> {
  return fc.record({
    seed: seedArbitrary(),
    choices: fc.array(fc.nat({ max: 1 << 20 }), { maxLength: maxChoices }),
    tailSeed: fc.integer(),
  });
}
