/**
 * Seeded randomness whose whole state is plain numbers inside the game state.
 *
 * The generator is pure-rand's xoroshiro128+. Its state ({@link RngState}, four 32-bit integers)
 * lives in the game state, so "config + seed + actions" always replays exactly. Every helper is
 * pure: it takes a generator state and returns the result with the next generator state.
 *
 * @module
 */
import * as t from "io-ts";
import { integerBetween } from "./codecs";
import { mixSeed } from "./hash";

const Int32C = integerBetween(-0x80000000, 0x7fffffff);
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";

/**
 * The seed of a match: a whole number of at most 53 bits (a JavaScript safe integer, from
 * -(2^53 - 1) to 2^53 - 1).
 *
 * A seed decides every hidden card of a match, so a player who can guess it knows them all. A
 * 32-bit seed can be found by trying every one (a few hours on one core for a small game); a
 * seed drawn at random from the whole 53-bit range cannot (thousands of core-years). Seeds of
 * 32 bits give the same generator as they always did. Draw a secret seed with {@link randomSeed}.
 *
 * @example
 * const seed: Seed = 20261125;
 * @category Randomness
 */
export type Seed = number;

/** Whether `u` is a {@link Seed}: a safe integer. */
function isSeed(u: unknown): u is Seed {
  return typeof u === "number" && Number.isSafeInteger(u);
}

/**
 * The io-ts codec of a {@link Seed}: a safe integer, from -(2^53 - 1) to 2^53 - 1.
 *
 * @example
 * SeedC.is(42); // true
 * SeedC.is(2 ** 40); // true
 * SeedC.is(1.5); // false
 * @category Randomness
 */
export const SeedC = new t.Type<Seed, Seed, unknown>(
  "Seed (a whole number of at most 53 bits)",
  isSeed,
  (u, c) => (isSeed(u) ? t.success(u) : t.failure(u, c)),
  (s) => s,
);

/**
 * A secret seed of 53 random bits (0 to 2^53 - 1), drawn with the host's secure generator (Web
 * Crypto's `getRandomValues`, in Node 20 and browsers alike): for a match whose players must not
 * be able to guess its hidden cards. It reads the host's chance, so call it where a match is made,
 * never inside a rule module.
 *
 * @example
 * const match = createMatch(game, game.defaultConfig(2), randomSeed());
 * @category Randomness
 */
export function randomSeed(): Seed {
  const [low = 0, high = 0] = globalThis.crypto.getRandomValues(new Uint32Array(2));
  // 53 bits: 21 from the high word, 32 from the low one; a sign bit would add nothing.
  return (high & 0x1fffff) * 0x100000000 + low;
}

/**
 * The state of the seeded generator: plain numbers, safe to keep in a JSON game state.
 *
 * @example
 * const rng: RngState = seedRng(42);
 * @category Randomness
 */
export type RngState = readonly number[];

/**
 * The io-ts codec of an {@link RngState} (xoroshiro128+: four 32-bit integers); use it inside a
 * game's state codec.
 *
 * @example
 * const State = t.type({ deck: t.array(t.number), rng: RngStateC });
 * @category Randomness
 */
export const RngStateC: t.Type<RngState, RngState, unknown> = new t.Type<RngState, RngState, unknown>(
  "RngState (four 32-bit integers)",
  (u): u is RngState => Array.isArray(u) && u.length === 4 && u.every((n) => Int32C.is(n)),
  (u, c) => (Array.isArray(u) && u.length === 4 && u.every((n) => Int32C.is(n)) ? t.success(u as RngState) : t.failure(u, c)),
  (r) => r,
);

/**
 * Where a game keeps its seeded generator inside its state. The engine reads it to tell which
 * actions drew randomness (those cannot be undone), and the law kit uses it to check that no view
 * leaks the generator.
 *
 * @example
 * const rng: RngLens<State> = { get: (s) => s.rng, set: (s, rng) => ({ ...s, rng }) };
 * @category Contract
 */
export interface RngLens<S> {
  /** Reads the generator state. */
  readonly get: (state: S) => RngState;
  /** Returns a copy of the state with another generator state. */
  readonly set: (state: S, rng: RngState) => S;
}

/** Outputs discarded after seeding, so that small seeds do not give weak first draws. */
const WARM_UP = 16;

/**
 * The generator state for a seed. A 32-bit seed seeds xoroshiro128+ as pure-rand does; a wider
 * seed fills the four words of the state from both halves of the seed (so no two seeds of the
 * 53-bit range are known to share a state). Both then discard a few outputs.
 *
 * @example
 * const rng = seedRng(42);
 * @category Randomness
 */
export function seedRng(seed: Seed): RngState {
  const g = seed === (seed | 0) ? xoroshiro128plus(seed) : xoroshiro128plusFromState(wideSeedState(seed));
  for (let i = 0; i < WARM_UP; i++) g.next();
  return g.getState();
}

/** The first generator state of a seed beyond 32 bits: each word mixes both halves of the seed. */
function wideSeedState(seed: Seed): number[] {
  const high = Math.floor(seed / 0x100000000);
  const low = seed - high * 0x100000000;
  const words = [1, 2, 3, 4].map((word) => mixSeed(low, high, word));
  // The all-zero state never changes; it takes a one-in-2^128 seed to reach it, but not here.
  return words.every((w) => w === 0) ? [1, 0, 0, 0] : words;
}

/**
 * A generator in the middle of one reducer step: draw as often as needed, then read `state`.
 * It is a short-lived mutable object; never store it in a game state.
 *
 * @example
 * const [card, rng] = withRandom(state.rng, (r) => r.pick(deck));
 * @category Randomness
 */
export interface Random {
  /** A uniform integer between `min` and `max`, both included. */
  int(min: number, max: number): number;
  /** A uniformly chosen element of a non-empty list. */
  pick<T>(items: readonly [T, ...T[]] | readonly T[]): T;
  /** A uniformly shuffled copy of the list (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** Draws one item from a bag of counts, each unit equally likely; see {@link drawFromBag}. */
  drawFromBag<K extends string>(bag: Readonly<Record<K, number>>): K;
}

/**
 * Runs `draw` with a generator started from `rng` and returns its result with the next generator
 * state. This is the cheapest way to make several draws in one step.
 *
 * @example
 * const [[a, b], next] = withRandom(state.rng, (r) => [r.int(1, 6), r.int(1, 6)]);
 * @category Randomness
 */
export function withRandom<R>(rng: RngState, draw: (random: Random) => R): readonly [R, RngState] {
  const g = xoroshiro128plusFromState(rng);
  const random: Random = {
    int: (min, max) => uniformInt(g, min, max),
    pick: (items) => {
      if (items.length === 0) throw new RangeError("pick: the list is empty");
      return items[uniformInt(g, 0, items.length - 1)] as (typeof items)[number];
    },
    shuffle: (items) => {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = uniformInt(g, 0, i);
        const tmp = out[i] as (typeof out)[number];
        out[i] = out[j] as (typeof out)[number];
        out[j] = tmp;
      }
      return out;
    },
    drawFromBag: (bag) => {
      const keys = Object.keys(bag).sort() as (keyof typeof bag & string)[];
      let total = 0;
      for (const k of keys) total += bag[k];
      if (total <= 0) throw new RangeError("drawFromBag: the bag is empty");
      let n = uniformInt(g, 0, total - 1);
      for (const k of keys) {
        n -= bag[k];
        if (n < 0) return k;
      }
      /* c8 ignore next */
      throw new RangeError("drawFromBag: unreachable");
    },
  };
  const result = draw(random);
  return [result, g.getState()];
}

/**
 * A uniform integer between `min` and `max` (both included), and the next generator state.
 *
 * @example
 * const [die, rng] = randomInt(state.rng, 1, 6);
 * @category Randomness
 */
export function randomInt(rng: RngState, min: number, max: number): readonly [number, RngState] {
  return withRandom(rng, (r) => r.int(min, max));
}

/**
 * A uniformly shuffled copy of `items`, and the next generator state.
 *
 * @example
 * const [deck, rng] = shuffle(state.rng, state.deck);
 * @category Randomness
 */
export function shuffle<T>(rng: RngState, items: readonly T[]): readonly [readonly T[], RngState] {
  return withRandom(rng, (r) => r.shuffle(items));
}

/**
 * Draws one item from a bag given as counts per kind (each unit equally likely), and returns the
 * kind drawn, the bag without it, and the next generator state. Kinds are taken in sorted order,
 * so the result does not depend on the order of the object's keys. Returns `undefined` for an
 * empty bag.
 *
 * @example
 * const drawn = drawFromBag(state.rng, { red: 10, green: 10, blue: 10 });
 * if (drawn) { const [bead, bag, rng] = drawn; }
 * @category Randomness
 */
export function drawFromBag<K extends string>(
  rng: RngState,
  bag: Readonly<Record<K, number>>,
): readonly [K, Readonly<Record<K, number>>, RngState] | undefined {
  let total = 0;
  for (const k in bag) total += bag[k];
  if (total <= 0) return undefined;
  const [kind, next] = withRandom(rng, (r) => r.drawFromBag(bag));
  return [kind, { ...bag, [kind]: bag[kind] - 1 }, next];
}

/**
 * Takes `count` items from the top (the front) of a deck: the items drawn and the rest of the
 * deck. Decks are shuffled once, when built; drawing needs no randomness. Draws fewer if the deck
 * runs out.
 *
 * @example
 * const [hand, deck] = drawFromDeck(state.deck, 3);
 * @category Randomness
 */
export function drawFromDeck<T>(deck: readonly T[], count = 1): readonly [readonly T[], readonly T[]] {
  return [deck.slice(0, count), deck.slice(count)];
}

/**
 * Whether two generator states are equal; the engine uses it to tell which actions drew
 * randomness.
 *
 * @example
 * sameRng(seedRng(1), seedRng(1)); // true
 * @category Randomness
 */
export function sameRng(a: RngState, b: RngState): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The {@link RngLens} of a state that keeps its generator in a field named `rng`, the usual
 * layout.
 *
 * @example
 * defineGame({ ..., rng: rngField<State>() });
 * @category Randomness
 */
export function rngField<S extends { readonly rng: RngState }>(): RngLens<S> {
  return { get: (s) => s.rng, set: (s, rng) => ({ ...s, rng }) };
}
