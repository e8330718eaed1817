/**
 * Deep freezing, so that a reducer that writes to its input fails loudly in tests.
 *
 * @module
 */

/**
 * Freezes a value and everything reachable from it, in place, and returns it. Writing to a
 * frozen object throws a `TypeError` in strict-mode code (every ES module), so a reducer that
 * mutates its input is caught at the line that does it.
 *
 * @example
 * const state = deepFreeze(game.setup(config, 1));
 * game.apply(state, 0, action); // throws if apply mutates state
 * @category Purity
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}
