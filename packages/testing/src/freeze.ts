/**
 * Deep freezing, so that a reducer that writes to its input fails loudly in tests.
 *
 * @module
 */

/**
 * Objects this module has frozen all the way down. An object frozen by someone else (a module's
 * `Object.freeze` of its top level only) is not in it, so it is still walked: only a subtree
 * known to be frozen through is skipped, which keeps freezing states that share most of their
 * parts with the previous one cheap.
 */
const frozenThrough = new WeakSet<object>();

/**
 * Freezes a value and everything reachable from it, in place, and returns it. Writing to a
 * frozen object throws a `TypeError` in strict-mode code (every ES module), so a reducer that
 * mutates its input is caught at the line that does it. An object already frozen (by the module,
 * say) is still walked, so what it holds gets frozen too.
 *
 * @example
 * const state = deepFreeze(game.setup(config, 1));
 * game.apply(state, 0, action); // throws if apply mutates state
 * @category Purity
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || frozenThrough.has(value)) return value;
  // Marked first, so that a cycle ends here.
  frozenThrough.add(value);
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}
