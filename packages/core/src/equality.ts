/**
 * Structural equality of plain JSON values, the equality every law and every legality check uses.
 * Both functions here accept any value and never throw: deep nesting, cycles and values that are
 * not JSON (a BigInt, a function) are handled, not fatal.
 *
 * @module
 */

/** Beyond this nesting depth the recursive walk hands over to an explicit stack. */
const RECURSION_LIMIT = 200;

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
  try {
    return equalAt(a, b, 0);
  } catch {
    // A part that cannot be read (a throwing getter, a revoked Proxy): not equal.
    return false;
  }
}

function equalAt(a: unknown, b: unknown, depth: number): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) {
    return typeof a === "number" && typeof b === "number" && Number.isNaN(a) && Number.isNaN(b);
  }
  if (depth >= RECURSION_LIMIT) return equalByStack(a, b);
  const aArr = Array.isArray(a);
  if (aArr !== Array.isArray(b)) return false;
  if (aArr) {
    const bArr = b as unknown[];
    if (a.length !== bArr.length) return false;
    for (let i = 0; i < a.length; i++) if (!equalAt(a[i], bArr[i], depth + 1)) return false;
    return true;
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!equalAt((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], depth + 1)) return false;
  }
  return true;
}

/** The same comparison with an explicit stack, for values nested deeper than the call stack allows. */
function equalByStack(a0: object, b0: object): boolean {
  const stack: [unknown, unknown][] = [[a0, b0]];
  const seen = new Map<object, Set<object>>();
  while (stack.length > 0) {
    const [a, b] = stack.pop() as [unknown, unknown];
    if (a === b) continue;
    if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) {
      if (typeof a === "number" && typeof b === "number" && Number.isNaN(a) && Number.isNaN(b)) continue;
      return false;
    }
    // A pair already being compared (a cycle on both sides) is assumed equal.
    let pairs = seen.get(a);
    if (pairs?.has(b)) continue;
    if (pairs === undefined) seen.set(a, (pairs = new Set()));
    pairs.add(b);
    const aArr = Array.isArray(a);
    if (aArr !== Array.isArray(b)) return false;
    if (aArr) {
      const bArr = b as unknown[];
      if (a.length !== bArr.length) return false;
      for (let i = 0; i < a.length; i++) stack.push([a[i], bArr[i]]);
      continue;
    }
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    for (const k of ka) {
      if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
      stack.push([(a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]]);
    }
  }
  return true;
}

/**
 * A canonical JSON text of a value: object keys sorted, so that two deep-equal values give the
 * same text. Useful as a map key for actions. For JSON values it is `JSON.stringify` with sorted
 * keys; for anything else it still returns a text and never throws (`undefined` at the top gives
 * `"undefined"`, a BigInt `5n` gives `"5n"` in quotes, a cycle `"[cycle]"`).
 *
 * @example
 * canonicalJson({ b: 1, a: 2 }); // '{"a":2,"b":1}'
 * @category Equality
 */
export function canonicalJson(value: unknown): string {
  try {
    const text = JSON.stringify(value, (_key, v: unknown) => {
      if (v === null || typeof v !== "object" || Array.isArray(v)) return v;
      // A null-prototype object keeps an own "__proto__" key as an ordinary property.
      const sorted = Object.create(null) as Record<string, unknown>;
      for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
      return sorted;
    }) as string | undefined;
    return text ?? "undefined";
  } catch {
    // Too deep for the call stack, a BigInt, a cycle or an unreadable part: the careful writer.
    return canonicalByStack(value);
  }
}

/** {@link canonicalJson} with an explicit stack, for values `JSON.stringify` refuses. */
function canonicalByStack(value: unknown): string {
  if (value === undefined) return "undefined";
  const parts: string[] = [];
  // Work items: a value to write, or a closing text (which also ends an object's "being written").
  type Item = { v: unknown } | { close: string; of: object };
  const stack: Item[] = [{ v: value }];
  const open = new Set<object>();
  while (stack.length > 0) {
    const item = stack.pop() as Item;
    if ("close" in item) {
      parts.push(item.close);
      open.delete(item.of);
      continue;
    }
    const v = item.v;
    if (typeof v === "bigint") {
      parts.push(JSON.stringify(`${v}n`));
      continue;
    }
    if (v === undefined || typeof v === "function" || typeof v === "symbol") {
      parts.push("null"); // as JSON.stringify writes them inside arrays (object fields are skipped below)
      continue;
    }
    if (typeof v !== "object" || v === null) {
      parts.push(JSON.stringify(v));
      continue;
    }
    if (open.has(v)) {
      parts.push('"[cycle]"');
      continue;
    }
    open.add(v);
    let entries: [string | undefined, unknown][];
    try {
      entries = Array.isArray(v)
        ? Array.from(v, (x): [undefined, unknown] => [undefined, x])
        : Object.keys(v)
            .sort()
            .map((k): [string, unknown] => [k, (v as Record<string, unknown>)[k]])
            .filter(([, x]) => x !== undefined && typeof x !== "function" && typeof x !== "symbol");
    } catch {
      parts.push('"[unreadable]"');
      open.delete(v);
      continue;
    }
    const isArray = Array.isArray(v);
    parts.push(isArray ? "[" : "{");
    stack.push({ close: isArray ? "]" : "}", of: v });
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, x] = entries[i] as [string | undefined, unknown];
      stack.push({ v: x });
      if (k !== undefined) stack.push({ close: `${i > 0 ? "," : ""}${JSON.stringify(k)}:`, of: PREFIX });
      else if (i > 0) stack.push({ close: ",", of: PREFIX });
    }
  }
  return parts.join("");
}

/** A marker for closing items that only write text. */
const PREFIX: object = {};
