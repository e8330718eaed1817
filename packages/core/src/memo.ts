/**
 * Memoisation by object identity, for rule modules and evaluations. Laguna states are immutable:
 * a value derived from a state, or from a part of it that many states share (a board, a house, a
 * pile), never changes while that object lives. Remembering it by the object's identity keeps
 * every function pure while `legalActions`, `apply` and a bot's evaluation ask the same question
 * many times. The values are kept in a `WeakMap`, so they go when their object does.
 *
 * Only for values that depend on nothing but the key (and, for {@link memoByIdentityUnder}, one
 * setting): a memo never sees a change inside its key, since states are never changed in place.
 *
 * @module
 */

/**
 * `compute`, remembered per key object: the first call with a key computes the value, later calls
 * with the same object return it.
 *
 * @example
 * const cardsOf = memoByIdentity((column: { floors: (string | null)[] }) => column.floors.filter((f) => f !== null));
 * const column = { floors: ["F1-PNK-3", null, null] };
 * cardsOf(column) === cardsOf(column); // true: computed once while the column lives
 * @category Memoisation
 */
export function memoByIdentity<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const known = new WeakMap<K, V>();
  return (key) => {
    const value = known.get(key);
    if (value !== undefined || known.has(key)) return value as V;
    const computed = compute(key);
    known.set(key, computed);
    return computed;
  };
}

/**
 * `compute`, remembered per key object for one setting at a time (a config's rules, say): a call
 * under the setting the value was computed under (compared with `===`) returns it, a call under
 * another one computes it again and keeps that instead. For values that depend on a setting that
 * a game does not change, where one entry per key is enough.
 *
 * @example
 * const sorted = memoByIdentityUnder((hand: readonly number[], order: "up" | "down") =>
 *   [...hand].sort((a, b) => (order === "up" ? a - b : b - a)),
 * );
 * const hand = [3, 1, 2];
 * sorted(hand, "up"); // [1, 2, 3]
 * sorted(hand, "up") === sorted(hand, "up"); // true: computed once
 * sorted(hand, "down"); // [3, 2, 1], computed again and kept instead
 * @category Memoisation
 */
export function memoByIdentityUnder<K extends object, R, V>(compute: (key: K, setting: R) => V): (key: K, setting: R) => V {
  const known = new WeakMap<K, { readonly setting: R; readonly value: V }>();
  return (key, setting) => {
    const entry = known.get(key);
    if (entry !== undefined && entry.setting === setting) return entry.value;
    const value = compute(key, setting);
    known.set(key, { setting, value });
    return value;
  };
}
