/**
 * Seed derivation: one user-facing seed gives every game of a run its own setup seed and policy
 * seed, deterministically, so that a whole simulation replays from a single number.
 *
 * @module
 */
import type { Seed } from "@laguna/core";

/** MurmurHash3's 32-bit finaliser: a cheap bijective mix of the bits of a 32-bit integer. */
function fmix32(x: number): number {
  let h = x | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

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
 * unrelated seeds.
 *
 * @example
 * const setupSeed = deriveSeed(1, 0, "setup");
 * const policySeed = deriveSeed(1, 0, "policy");
 * @category Seeds
 */
export function deriveSeed(seed: Seed, index: number, stream: SeedStream): Seed {
  let h = fmix32(seed ^ 0x5bd1e995);
  h = fmix32((h + Math.imul(index | 0, 0x9e3779b1)) | 0);
  h = fmix32(h ^ (stream === "setup" ? 0x27d4eb2f : 0x165667b1));
  return h;
}
