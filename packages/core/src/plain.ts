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
  const r = new Reader(root, limits);
  let copy: unknown;
  try {
    copy = r.read(value, 0);
  } catch (e) {
    // A Proxy or getter that throws while being read.
    r.problems.push({ path: root, why: "it could not be read (a getter or Proxy threw)", actual: e });
  }
  const first = r.problems[0];
  if (first === undefined) return either.right(copy);
  return either.left({
    kind: "invalid-input",
    message: `Invalid ${root}: at ${first.path}: ${first.why}.`,
    issues: [{ path: first.path, expected: "plain JSON data", actual: first.actual }],
  });
}

/** What {@link copyIfSame} returns when the value is not the same plain data. */
const DIFFERENT: unique symbol = Symbol("different");

/**
 * A fresh copy of untrusted `value` when it is the same plain JSON data as `accepted` (plain JSON
 * data that {@link toPlainJson} made before): the same fields in the same order, the same
 * primitives (`Object.is`), read the way {@link toPlainJson} reads (own enumerable data fields of
 * plain objects and arrays; a getter is never run). The copy is then exactly what
 * {@link toPlainJson} would return for `value`, at a fraction of the cost (no limits to count: the
 * data is the accepted data). `undefined` when it is not the same, or cannot be read; a Proxy's
 * traps may have run then (as they would in {@link toPlainJson}).
 *
 * @internal
 */
export function copyIfSame(value: unknown, accepted: unknown): { readonly copy: unknown } | undefined {
  try {
    const copy = sameCopy(value, accepted, 0);
    return copy === DIFFERENT ? undefined : { copy };
  } catch {
    return undefined;
  }
}

function sameCopy(value: unknown, accepted: unknown, depth: number): unknown {
  if (typeof accepted !== "object" || accepted === null) return Object.is(value, accepted) ? value : DIFFERENT;
  if (typeof value !== "object" || value === null || depth >= MAX_JSON_DEPTH) return DIFFERENT;
  if (Array.isArray(accepted)) {
    if (!Array.isArray(value) || Object.getPrototypeOf(value) !== Array.prototype) return DIFFERENT;
    const length = accepted.length;
    if (value.length !== length || Reflect.ownKeys(value).length !== length + 1) return DIFFERENT; // the elements and "length"
    const out = new Array<unknown>(length);
    for (let i = 0; i < length; i++) {
      const d = Object.getOwnPropertyDescriptor(value, i);
      if (d === undefined || !("value" in d)) return DIFFERENT;
      const v = sameCopy(d.value, accepted[i], depth + 1);
      if (v === DIFFERENT) return DIFFERENT;
      out[i] = v;
    }
    return out;
  }
  if (Array.isArray(value) || Object.getPrototypeOf(value) !== Object.prototype) return DIFFERENT;
  const keys = Reflect.ownKeys(value);
  const names = Object.keys(accepted);
  if (keys.length !== names.length) return DIFFERENT;
  const out: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) {
    const key = names[i] as string;
    // A "__proto__" field takes the slow road (toPlainJson defines it as an ordinary field).
    if (keys[i] !== key || key === "__proto__") return DIFFERENT;
    const d = Object.getOwnPropertyDescriptor(value, key);
    if (d === undefined || !("value" in d) || d.enumerable !== true) return DIFFERENT;
    const v = sameCopy(d.value, (accepted as Record<string, unknown>)[key], depth + 1);
    if (v === DIFFERENT) return DIFFERENT;
    out[key] = v;
  }
  return out;
}

type Problems = { path: string; why: string; actual: unknown }[];

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

/** The length of `String(n)` for a finite number, without building the string for small integers. */
function numberLength(n: number): number {
  if (!Number.isInteger(n) || n >= 1e15 || n <= -1e15) return String(n).length;
  let length = n < 0 ? 2 : 1;
  for (let x = n < 0 ? -n : n; x >= 10; x = Math.floor(x / 10)) length++;
  return length;
}

/**
 * One reading of an untrusted value: what is left of the limits, the objects being read (for
 * cycles) and the keys that lead to the value being read. The path of a part is built only when
 * it is refused, so an accepted value costs no strings.
 */
class Reader {
  readonly problems: Problems = [];
  /** Bytes of JSON text still allowed. */
  private bytes: number;
  /** Object fields and array elements still allowed. */
  private keys: number;
  /** The deepest nesting allowed. */
  private readonly maxDepth: number;
  /** The keys from the root to the value being read. */
  private readonly at: (string | number)[] = [];
  /** The objects and arrays being read, outermost first (at most `maxDepth` of them). */
  private readonly open: object[] = [];

  constructor(
    private readonly root: string,
    /** The limits given, for the refusal's message; `undefined` when only the depth is limited. */
    private readonly limits: InputLimits | undefined,
  ) {
    this.bytes = limits?.maxBytes ?? Infinity;
    this.keys = limits?.maxKeys ?? Infinity;
    this.maxDepth = limits?.maxDepth ?? MAX_JSON_DEPTH;
  }

  /** The path of the value being read, with `key` below it when given. */
  private path(key?: string | number): string {
    const keys = key === undefined ? this.at : [...this.at, key];
    return keys.length === 0 ? this.root : `${this.root}.${keys.join(".")}`;
  }

  private refuse(why: string, actual: unknown, key?: string | number): undefined {
    this.problems.push({ path: this.path(key), why, actual });
    return undefined;
  }

  /** The refusal of a value past its limits. */
  private tooLarge(what: string, actual: unknown, key?: string | number): undefined {
    const l = this.limits;
    const allowed = l === undefined ? "" : ` (at most ${l.maxBytes} bytes of JSON, ${l.maxKeys} fields and elements, ${l.maxDepth} levels deep)`;
    return this.refuse(`it is larger than this host accepts${allowed}: ${what}`, actual, key);
  }

  /** Takes `bytes` from the budget; false (with the refusal recorded) when they are more than is left. */
  private spend(bytes: number, key?: string | number): boolean {
    this.bytes -= bytes;
    if (this.bytes >= 0) return true;
    this.tooLarge("too many bytes", "[too large]", key);
    return false;
  }

  read(value: unknown, depth: number): unknown {
    switch (typeof value) {
      case "string":
        // A string's UTF-8 size is at least its length: a long one is refused before it is scanned.
        if (value.length + 2 > this.bytes) return this.tooLarge(`a string of ${value.length} characters`, "[long string]");
        return this.spend(utf8Length(value) + 2) ? value : undefined;
      case "boolean":
        return this.spend(value ? 4 : 5) ? value : undefined;
      case "number":
        if (Number.isFinite(value)) return this.bytes === Infinity || this.spend(numberLength(value)) ? value : undefined;
        return this.refuse(`${String(value)} is not a JSON number`, value);
      case "undefined":
        return this.refuse("undefined is not a JSON value (leave the field out)", value);
      case "bigint":
        return this.refuse(`${value}n is a BigInt, not a JSON number`, value);
      case "function":
      case "symbol":
        return this.refuse(`a ${typeof value} is not JSON data`, value);
    }
    if (value === null) return this.spend(4) ? null : undefined;
    const obj = value as object;
    if (depth >= this.maxDepth) return this.refuse(`the value is nested more than ${this.maxDepth} levels deep`, showValue(value));
    if (this.open.includes(obj)) return this.refuse("the value contains itself (a cycle)", "[cycle]");
    this.open.push(obj);
    const out = Array.isArray(obj) ? this.readArray(obj, depth) : this.readObject(obj, depth);
    this.open.pop();
    return out;
  }

  private readObject(obj: object, depth: number): unknown {
    const proto = Object.getPrototypeOf(obj) as unknown;
    if (proto !== Object.prototype && proto !== null) {
      return this.refuse("an object with a prototype of its own (a class instance, or fields inherited from another object) is not plain JSON data", showValue(obj));
    }
    // Counted before anything else is read: an object with a million fields is refused at once.
    const names = Object.getOwnPropertyNames(obj);
    this.keys -= names.length;
    if (this.keys < 0) return this.tooLarge(`too many fields (${names.length} here)`, "[too many fields]");
    if (Object.getOwnPropertySymbols(obj).length > 0) return this.refuse("an object with symbol keys is not plain JSON data", showValue(obj));
    if (!this.spend(1 + names.length)) return undefined; // braces and commas
    const out: Record<string, unknown> = {};
    const at = this.at;
    for (const key of names) {
      if (this.bytes !== Infinity && !this.spend(utf8Length(key) + 3, key)) return undefined; // quotes and colon
      const d = Object.getOwnPropertyDescriptor(obj, key);
      if (d === undefined) continue;
      if (!("value" in d)) return this.refuse("a getter is not plain JSON data", "[getter]", key);
      if (d.enumerable !== true) return this.refuse("a hidden (non-enumerable) field is not plain JSON data", showValue(d.value), key);
      at.push(key);
      const v = this.read(d.value, depth + 1);
      at.pop();
      if (this.problems.length > 0) return undefined;
      // A "__proto__" key stays an ordinary field of the copy.
      if (key === "__proto__") Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
      else out[key] = v;
    }
    return out;
  }

  private readArray(arr: readonly unknown[], depth: number): unknown {
    if (Object.getPrototypeOf(arr) !== Array.prototype) return this.refuse("an array of a class of its own is not plain JSON data", showValue(arr));
    const length = arr.length;
    // Counted before any element is read (or room is made for them).
    this.keys -= length;
    if (this.keys < 0) return this.tooLarge(`too many elements (${length} here)`, "[too many elements]");
    if (!this.spend(1 + Math.max(length, 1))) return undefined; // brackets and commas
    const out: unknown[] = new Array<unknown>(length);
    const at = this.at;
    for (let i = 0; i < length; i++) {
      const d = Object.getOwnPropertyDescriptor(arr, i);
      if (d === undefined) return this.refuse("a hole in an array is not JSON", undefined, i);
      if (!("value" in d)) return this.refuse("a getter is not plain JSON data", "[getter]", i);
      at.push(i);
      out[i] = this.read(d.value, depth + 1);
      at.pop();
      if (this.problems.length > 0) return undefined;
    }
    if (Object.keys(arr).length !== length) return this.refuse("an array with named fields is not plain JSON data", showValue(arr));
    return out;
  }
}

/**
 * Why a JSON text is larger than `limits` allow (its fields and elements or its nesting), found in
 * one pass over the text before it is parsed; `undefined` when it is within them. Strings are
 * skipped whole; a text that is not JSON is counted as far as it goes (parsing refuses it then).
 */
function overLimits(text: string, maxKeys: number, maxDepth: number): string | undefined {
  /** Per open bracket: 0 an object, 1 an array with no element yet, 2 an array with elements. */
  const open: number[] = [];
  let keys = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) continue;
    const top = open.length - 1;
    if (c === 0x3a /* : */) keys++; // an object's field
    else if (c === 0x2c /* , */) {
      if (open[top] === 2) keys++; // an array's next element
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      open.pop();
      continue;
    } else if (open[top] === 1) {
      keys++; // an array's first element
      open[top] = 2;
    }
    if (keys > maxKeys) return `more than ${maxKeys} fields and elements`;
    if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (open.length >= maxDepth) return `the value is nested more than ${maxDepth} levels deep`;
      open.push(c === 0x7b ? 0 : 1);
    } else if (c === 0x22 /* " */) {
      // To the closing quote: the next one not escaped by an odd run of backslashes.
      let end = i;
      for (;;) {
        end = text.indexOf('"', end + 1);
        if (end < 0) return undefined;
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === 0x5c) slashes++;
        if (slashes % 2 === 0) break;
      }
      i = end;
    }
  }
  return undefined;
}

/** Whether a JSON text nests deeper than `maxDepth`: {@link overLimits} for the nesting alone. */
function tooDeep(text: string, maxDepth: number): boolean {
  let depth = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
    else if (c === 0x22 /* " */) {
      let end = i;
      for (;;) {
        end = text.indexOf('"', end + 1);
        if (end < 0) return false;
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === 0x5c) slashes++;
        if (slashes % 2 === 0) break;
      }
      i = end;
    }
  }
  return false;
}

/**
 * @internal Parses untrusted JSON text into plain data, within `limits`: the text's UTF-8 size
 * against `maxBytes` first, then its fields, elements and nesting in one pass over the text, and
 * only then `JSON.parse`, so a text past its limits is refused before any of it is built. What
 * `JSON.parse` returns is plain JSON data by construction (no prototypes, getters or cycles), so
 * unlike {@link toPlainJson} nothing is copied. The bytes counted are those of the text itself,
 * whitespace and escapes included. Never throws.
 */
export function parsePlainJson(text: string, root: string, limits: InputLimits): either.Either<EngineError, unknown> {
  const refuse = (why: string, actual: unknown): either.Either<EngineError, never> =>
    either.left({
      kind: "invalid-input",
      message: `Invalid ${root}: at ${root}: ${why}.`,
      issues: [{ path: root, expected: "plain JSON data", actual }],
    });
  const allowed = `it is larger than this host accepts (at most ${limits.maxBytes} bytes of JSON, ${limits.maxKeys} fields and elements, ${limits.maxDepth} levels deep)`;
  // UTF-8 takes 1 to 3 bytes per UTF-16 unit: the text's length settles most cases unscanned.
  if (text.length > limits.maxBytes || (text.length * 3 > limits.maxBytes && utf8Length(text) > limits.maxBytes)) {
    return refuse(`${allowed}: too many bytes`, "[too large]");
  }
  // Every field or element takes at least two characters of the text (itself, and a comma or a
  // bracket), every level of nesting two brackets: a short enough text needs no count of either.
  const half = Math.floor(text.length / 2);
  const over =
    half > limits.maxKeys ? overLimits(text, limits.maxKeys, limits.maxDepth) : half > limits.maxDepth && tooDeep(text, limits.maxDepth) ? `the value is nested more than ${limits.maxDepth} levels deep` : undefined;
  if (over !== undefined) return refuse(`${allowed}: ${over}`, "[too large]");
  try {
    return either.right(JSON.parse(text) as unknown);
  } catch (e) {
    return refuse(`it is not JSON text (${e instanceof Error ? e.message : String(e)})`, showValue(text));
  }
}
