/**
 * Structural equality of plain JSON values, the equality every law and every legality check uses.
 *
 * @module
 */

/**
 * Deep equality of JSON-like values: same primitives (with `Object.is` semantics for numbers,
 * except that 0 equals -0), same array items, same own keys with equal values. An own key holding
 * `undefined` differs from a missing key, as it would after a JSON round trip.
 *
 * @example
 * deepEqual({ a: [1, 2] }, { a: [1, 2] }); // true
 * deepEqual({ a: undefined }, {}); // false
 * @category Equality
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) {
    return typeof a === "number" && typeof b === "number" && Number.isNaN(a) && Number.isNaN(b);
  }
  const aArr = Array.isArray(a);
  if (aArr !== Array.isArray(b)) return false;
  if (aArr) {
    const bArr = b as unknown[];
    if (a.length !== bArr.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], bArr[i])) return false;
    return true;
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/**
 * A canonical JSON text of a value: object keys sorted, so that two deep-equal values give the
 * same text. Useful as a map key for actions.
 *
 * @example
 * canonicalJson({ b: 1, a: 2 }); // '{"a":2,"b":1}'
 * @category Equality
 */
export function canonicalJson(value: unknown): string {
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== "object" || Array.isArray(v)) return v;
    // A null-prototype object keeps an own "__proto__" key as an ordinary property.
    const sorted = Object.create(null) as Record<string, unknown>;
    for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  }) as string | undefined;
  return text ?? "undefined";
}
