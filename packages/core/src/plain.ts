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
 * sparse arrays, cycles, nesting deeper than {@link MAX_JSON_DEPTH}, and anything that throws
 * while being read (a Proxy). Never throws.
 *
 * @example
 * toPlainJson({ type: "mark", cell: 4 }, "action"); // Right({ type: "mark", cell: 4 })
 * toPlainJson(Object.create({ cell: 4 }), "action"); // Left: an object with a prototype
 * @category Input
 */
export function toPlainJson(value: unknown, root: string): either.Either<EngineError, unknown> {
  const problem: { path: string; why: string; actual: unknown }[] = [];
  let copy: unknown;
  try {
    copy = read(value, root, 0, problem, new Set());
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

function read(value: unknown, path: string, depth: number, problems: Problems, open: Set<object>): unknown {
  switch (typeof value) {
    case "string":
    case "boolean":
      return value;
    case "number":
      if (Number.isFinite(value)) return value;
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
  if (value === null) return null;
  const obj = value as object;
  if (depth >= MAX_JSON_DEPTH) {
    problems.push({ path, why: `the value is nested more than ${MAX_JSON_DEPTH} levels deep`, actual: showValue(value) });
    return undefined;
  }
  if (open.has(obj)) {
    problems.push({ path, why: "the value contains itself (a cycle)", actual: "[cycle]" });
    return undefined;
  }
  open.add(obj);
  try {
    if (Array.isArray(obj)) return readArray(obj, path, depth, problems, open);
    const proto = Object.getPrototypeOf(obj) as unknown;
    if (proto !== Object.prototype && proto !== null) {
      problems.push({ path, why: "an object with a prototype of its own (a class instance, or fields inherited from another object) is not plain JSON data", actual: showValue(obj) });
      return undefined;
    }
    if (Object.getOwnPropertySymbols(obj).length > 0) {
      problems.push({ path, why: "an object with symbol keys is not plain JSON data", actual: showValue(obj) });
      return undefined;
    }
    const out: Record<string, unknown> = {};
    for (const key of Object.getOwnPropertyNames(obj)) {
      const where = `${path}.${key}`;
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
      const v = read(d.value, where, depth + 1, problems, open);
      if (problems.length > 0) return undefined;
      // defineProperty, so that a "__proto__" key stays an ordinary field of the copy.
      Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
    }
    return out;
  } finally {
    open.delete(obj);
  }
}

function readArray(arr: readonly unknown[], path: string, depth: number, problems: Problems, open: Set<object>): unknown {
  if (Object.getPrototypeOf(arr) !== Array.prototype) {
    problems.push({ path, why: "an array of a class of its own is not plain JSON data", actual: showValue(arr) });
    return undefined;
  }
  const length = arr.length;
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
    out[i] = read(d.value, `${path}.${i}`, depth + 1, problems, open);
    if (problems.length > 0) return undefined;
  }
  if (Object.keys(arr).length !== length) {
    problems.push({ path, why: "an array with named fields is not plain JSON data", actual: showValue(arr) });
    return undefined;
  }
  return out;
}
