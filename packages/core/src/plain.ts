/**
 * Untrusted input made safe: a value a caller passes in (an action, a state, a saved match) is
 * read once into a fresh copy of plain JSON data, or refused with the path of the first part that
 * is not JSON. After this step no getter, Proxy trap, prototype or class instance of the caller's
 * can run or change anything, and the engine's own walks (codecs, equality) see plain data only.
 *
 * @module
 */
import * as either from "fp-ts/lib/Either.js";
import { type EngineError, showValue } from "./errors";
import type { InputLimits } from "./input-limits";

/**
 * The deepest nesting {@link toPlainJson} accepts. Actions and states of board games are a few
 * levels deep; a value nested deeper than this is refused rather than walked.
 *
 * @example
 * toPlainJson(JSON.parse("[".repeat(MAX_JSON_DEPTH + 1) + "]".repeat(MAX_JSON_DEPTH + 1)), "action"); // Left
 * @category Input
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Reads an untrusted value into a fresh copy made of plain JSON data only: `null`, booleans,
 * finite numbers, strings, arrays and plain objects (prototype `Object.prototype` or `null`) with
 * own enumerable data properties. Refused, with the path: `undefined`, `NaN`/`Infinity`, BigInts,
 * functions, symbols, class instances, objects that inherit fields from another prototype, getters,
 * sparse arrays, cycles, nesting deeper than {@link MAX_JSON_DEPTH} (or `limits.maxDepth`), and
 * anything that throws while being read (a Proxy). With `limits`, a value larger than they allow
 * is refused too, as soon as the reading passes a limit: an object's fields and an array's length
 * are counted before they are read, and a string's length before its bytes, so refusing a huge
 * value costs about as much as reading one at the limit. Never throws.
 *
 * @example
 * toPlainJson({ type: "mark", cell: 4 }, "action"); // Right({ type: "mark", cell: 4 })
 * toPlainJson(Object.create({ cell: 4 }), "action"); // Left: an object with a prototype
 * toPlainJson({ note: "x".repeat(100) }, "action", { maxBytes: 64, maxKeys: 10, maxDepth: 8 }); // Left: too large
 * @category Input
 */
export function toPlainJson(value: unknown, root: string, limits?: InputLimits): either.Either<EngineError, unknown> {
  const problem: { path: string; why: string; actual: unknown }[] = [];
  const budget: Budget = {
    bytes: limits?.maxBytes ?? Infinity,
    keys: limits?.maxKeys ?? Infinity,
    maxDepth: limits?.maxDepth ?? MAX_JSON_DEPTH,
    limits,
  };
  let copy: unknown;
  try {
    copy = read(value, root, 0, problem, new Set(), budget);
  } catch (e) {
    // A Proxy or getter that throws while being read.
    problem.push({ path: root, why: "it could not be read (a getter or Proxy threw)", actual: e });
  }
  const first = problem[0];
  if (first === undefined) return either.right(copy);
  return either.left({
    kind: "invalid-input",
    message: `Invalid ${root}: at ${first.path}: ${first.why}.`,
    issues: [{ path: first.path, expected: "plain JSON data", actual: first.actual }],
  });
}

type Problems = { path: string; why: string; actual: unknown }[];

/** What is left of the limits while a value is read. */
interface Budget {
  /** Bytes of JSON text still allowed. */
  bytes: number;
  /** Object fields and array elements still allowed. */
  keys: number;
  /** The deepest nesting allowed. */
  readonly maxDepth: number;
  /** The limits given, for the refusal's message; `undefined` when only the depth is limited. */
  readonly limits: InputLimits | undefined;
}

/** The UTF-8 size of a string (a lone surrogate counts 3 bytes, as its replacement would). */
function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) bytes += 1;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 2; // a surrogate pair: 2 UTF-16 units, 4 bytes
      i++;
    } else bytes += 2;
  }
  return bytes;
}

/** The refusal of a value past its limits. */
function tooLarge(path: string, budget: Budget, what: string, problems: Problems, actual: unknown): undefined {
  const l = budget.limits;
  const allowed = l === undefined ? "" : ` (at most ${l.maxBytes} bytes of JSON, ${l.maxKeys} fields and elements, ${l.maxDepth} levels deep)`;
  problems.push({ path, why: `it is larger than this host accepts${allowed}: ${what}`, actual });
  return undefined;
}

/** Takes `bytes` from the budget; false (with the refusal recorded) when they are more than is left. */
function spend(bytes: number, path: string, budget: Budget, problems: Problems): boolean {
  budget.bytes -= bytes;
  if (budget.bytes >= 0) return true;
  tooLarge(path, budget, "too many bytes", problems, "[too large]");
  return false;
}

function read(value: unknown, path: string, depth: number, problems: Problems, open: Set<object>, budget: Budget): unknown {
  switch (typeof value) {
    case "string":
      // A string's UTF-8 size is at least its length: a long one is refused before it is scanned.
      if (value.length + 2 > budget.bytes) return tooLarge(path, budget, `a string of ${value.length} characters`, problems, "[long string]");
      return spend(utf8Length(value) + 2, path, budget, problems) ? value : undefined;
    case "boolean":
      return spend(value ? 4 : 5, path, budget, problems) ? value : undefined;
    case "number":
      if (Number.isFinite(value)) return budget.bytes === Infinity || spend(String(value).length, path, budget, problems) ? value : undefined;
      problems.push({ path, why: `${String(value)} is not a JSON number`, actual: value });
      return undefined;
    case "undefined":
      problems.push({ path, why: "undefined is not a JSON value (leave the field out)", actual: value });
      return undefined;
    case "bigint":
      problems.push({ path, why: `${value}n is a BigInt, not a JSON number`, actual: value });
      return undefined;
    case "function":
    case "symbol":
      problems.push({ path, why: `a ${typeof value} is not JSON data`, actual: value });
      return undefined;
  }
  if (value === null) return spend(4, path, budget, problems) ? null : undefined;
  const obj = value as object;
  if (depth >= budget.maxDepth) {
    problems.push({ path, why: `the value is nested more than ${budget.maxDepth} levels deep`, actual: showValue(value) });
    return undefined;
  }
  if (open.has(obj)) {
    problems.push({ path, why: "the value contains itself (a cycle)", actual: "[cycle]" });
    return undefined;
  }
  open.add(obj);
  try {
    if (Array.isArray(obj)) return readArray(obj, path, depth, problems, open, budget);
    const proto = Object.getPrototypeOf(obj) as unknown;
    if (proto !== Object.prototype && proto !== null) {
      problems.push({ path, why: "an object with a prototype of its own (a class instance, or fields inherited from another object) is not plain JSON data", actual: showValue(obj) });
      return undefined;
    }
    // Counted before anything else is read (Object.keys is the cheapest count there is): an object
    // with a million fields is refused at once.
    const count = Object.keys(obj).length;
    if (budget.keys - count < 0) return tooLarge(path, budget, `too many fields (${count} here)`, problems, "[too many fields]");
    if (Object.getOwnPropertySymbols(obj).length > 0) {
      problems.push({ path, why: "an object with symbol keys is not plain JSON data", actual: showValue(obj) });
      return undefined;
    }
    const out: Record<string, unknown> = {};
    const names = Object.getOwnPropertyNames(obj);
    budget.keys -= names.length;
    if (budget.keys < 0) return tooLarge(path, budget, `too many fields (${names.length} here)`, problems, "[too many fields]");
    if (!spend(1 + names.length, path, budget, problems)) return undefined; // braces and commas
    for (const key of names) {
      const where = `${path}.${key}`;
      if (budget.bytes !== Infinity && !spend(utf8Length(key) + 3, where, budget, problems)) return undefined; // quotes and colon
      const d = Object.getOwnPropertyDescriptor(obj, key);
      if (d === undefined) continue;
      if (!("value" in d)) {
        problems.push({ path: where, why: "a getter is not plain JSON data", actual: "[getter]" });
        return undefined;
      }
      if (!d.enumerable) {
        problems.push({ path: where, why: "a hidden (non-enumerable) field is not plain JSON data", actual: showValue(d.value) });
        return undefined;
      }
      const v = read(d.value, where, depth + 1, problems, open, budget);
      if (problems.length > 0) return undefined;
      // defineProperty, so that a "__proto__" key stays an ordinary field of the copy.
      Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
    }
    return out;
  } finally {
    open.delete(obj);
  }
}

function readArray(arr: readonly unknown[], path: string, depth: number, problems: Problems, open: Set<object>, budget: Budget): unknown {
  if (Object.getPrototypeOf(arr) !== Array.prototype) {
    problems.push({ path, why: "an array of a class of its own is not plain JSON data", actual: showValue(arr) });
    return undefined;
  }
  const length = arr.length;
  // Counted before any element is read (or room is made for them).
  budget.keys -= length;
  if (budget.keys < 0) return tooLarge(path, budget, `too many elements (${length} here)`, problems, "[too many elements]");
  if (!spend(1 + Math.max(length, 1), path, budget, problems)) return undefined; // brackets and commas
  const out: unknown[] = new Array<unknown>(length);
  for (let i = 0; i < length; i++) {
    const d = Object.getOwnPropertyDescriptor(arr, i);
    if (d === undefined) {
      problems.push({ path: `${path}.${i}`, why: "a hole in an array is not JSON", actual: undefined });
      return undefined;
    }
    if (!("value" in d)) {
      problems.push({ path: `${path}.${i}`, why: "a getter is not plain JSON data", actual: "[getter]" });
      return undefined;
    }
    out[i] = read(d.value, `${path}.${i}`, depth + 1, problems, open, budget);
    if (problems.length > 0) return undefined;
  }
  if (Object.keys(arr).length !== length) {
    problems.push({ path, why: "an array with named fields is not plain JSON data", actual: showValue(arr) });
    return undefined;
  }
  return out;
}
