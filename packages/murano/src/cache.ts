/**
 * Memoisation of derived facts per state object. States are immutable, so a value computed from a
 * state never changes; caching it by object identity (in a `WeakMap`, so states can be collected)
 * keeps every function pure while `legalActions` asks the same questions many times.
 *
 * @module
 */

const caches = new WeakMap<object, Map<string | number, unknown>>();

/**
 * The cached value of `key` for `state`, computing it once with `compute`.
 *
 * @example
 * const spaces = memo(state, "buildable", () => buildableSpaces(state));
 * @category Internals
 */
export function memo<T>(state: object, key: string | number, compute: () => T): T {
  let cache = caches.get(state);
  if (cache === undefined) {
    cache = new Map();
    caches.set(state, cache);
  }
  if (cache.has(key)) return cache.get(key) as T;
  const value = compute();
  cache.set(key, value);
  return value;
}

/**
 * The cache map of a state, for hot paths that look values up without allocating a closure.
 *
 * @example
 * const cache = cacheOf(state);
 * @category Internals
 */
export function cacheOf(state: object): Map<string | number, unknown> {
  let cache = caches.get(state);
  if (cache === undefined) {
    cache = new Map();
    caches.set(state, cache);
  }
  return cache;
}
