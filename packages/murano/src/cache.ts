/**
 * Memoisation of derived facts by object identity. States are immutable, so a value computed from
 * a state (or from a part of it) never changes; caching it by identity keeps every function pure
 * while `legalActions` and `apply` ask the same questions many times.
 *
 * Two stores, for two lifetimes:
 *
 * - {@link cacheOf}: a `WeakMap` for the long-lived parts shared by many states (`cells`,
 *   `owners`, `gondolas`: a new object only when a tile is placed or a gondolier moves);
 * - {@link stateCacheOf} and {@link memo}: a few slots for the most recent whole states. A new
 *   state is made at every step, and one `WeakMap` entry per state made the garbage collector's
 *   work grow; the slots are reused (cleared) instead, and a state whose slot was taken over simply
 *   has its facts computed again.
 *
 * @module
 */
import { memoByIdentity } from "@laguna/core";

/**
 * The cache map of a long-lived part of the state (kept as long as the object lives).
 *
 * @example
 * const cache = cacheOf(state.cells);
 * @category Internals
 */
export const cacheOf: (part: object) => Map<string | number, unknown> = memoByIdentity(() => new Map<string | number, unknown>());

/** How many recent states keep their facts. */
const SLOTS = 4;
const slotStates: (object | undefined)[] = new Array<object | undefined>(SLOTS).fill(undefined);
const slotMaps: Map<string | number, unknown>[] = Array.from({ length: SLOTS }, () => new Map());
let nextSlot = 0;

/**
 * The cache map of a whole state, valid until the slot is taken over by another state: look a
 * value up, compute it, then store it with a fresh call (never keep the map across calls that may
 * touch other states).
 *
 * @example
 * stateCacheOf(state).get("selectable0");
 * @category Internals
 */
export function stateCacheOf(state: object): Map<string | number, unknown> {
  for (let i = 0; i < SLOTS; i++) if (slotStates[i] === state) return slotMaps[i] as Map<string | number, unknown>;
  const i = nextSlot;
  nextSlot = i + 1 === SLOTS ? 0 : i + 1;
  slotStates[i] = state;
  const map = slotMaps[i] as Map<string | number, unknown>;
  map.clear();
  return map;
}

/**
 * The cached value of `key` for a state, computing it once with `compute`.
 *
 * @example
 * const effects = memo(state, "active0", () => computeEffects(state, 0));
 * @category Internals
 */
export function memo<T>(state: object, key: string | number, compute: () => T): T {
  const cache = stateCacheOf(state);
  if (cache.has(key)) return cache.get(key) as T;
  const value = compute();
  stateCacheOf(state).set(key, value);
  return value;
}
