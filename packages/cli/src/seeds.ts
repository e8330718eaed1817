/**
 * Seed derivation: one user-facing seed gives every game of a run its own setup seed and policy
 * seed, deterministically, so that a whole simulation replays from a single number.
 *
 * @module
 */
import { type Seed, fmix32, mixSeed } from "@laguna/core";

/**
 * Which of a game's random streams a derived seed is for.
 *
 * @example
 * const stream: SeedStream = "setup";
 * @category Seeds
 */
export type SeedStream = "setup" | "policy";

/**
 * The seed of one random stream of game number `index` in a run started from `seed`: a 32-bit
 * integer, the same for the same arguments on every platform. Different indices and streams give
 * unrelated seeds. A seed beyond 32 bits is first folded into 32 (core's `mixSeed`), so all its
 * bits count.
 *
 * @example
 * const setupSeed = deriveSeed(1, 0, "setup");
 * const policySeed = deriveSeed(1, 0, "policy");
 * @category Seeds
 */
export function deriveSeed(seed: Seed, index: number, stream: SeedStream): Seed {
  const base = seed === (seed | 0) ? seed : mixSeed(seed);
  let h = fmix32(base ^ 0x5bd1e995);
  h = fmix32((h + Math.imul(index | 0, 0x9e3779b1)) | 0);
  h = fmix32(h ^ (stream === "setup" ? 0x27d4eb2f : 0x165667b1));
  return h;
}
