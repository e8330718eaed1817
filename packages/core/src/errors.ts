/**
 * Engine errors: typed values, each with a message a person understands. Nothing in the engine
 * throws for bad input; every refusal is one of these, inside an `Either`.
 *
 * @module
 */
import * as either from "fp-ts/lib/Either.js";
import type * as t from "io-ts";
import type { Seat } from "./seat";

/**
 * One problem found while decoding a value with an io-ts codec.
 *
 * @example
 * const issue: DecodeIssue = { path: "action.cell", expected: "Int", actual: "x" };
 * @category Errors
 */
export interface DecodeIssue {
  /** Where in the value, as a dotted path from the root (e.g. `"log.3.action.cell"`). */
  readonly path: string;
  /**
   * What was expected there: the name of the type, and in brackets the codec's own words on why
   * the value was refused when it gives them (`"ScaffoldArrangement (two scaffolds cannot share a
   * cell)"`).
   */
  readonly expected: string;
  /** The value found there. */
  readonly actual: unknown;
}

/**
 * Why an undo was refused (the `reason` of a `cannot-undo` {@link EngineError}).
 *
 * @example
 * const reason: UndoRefusal = "irreversible";
 * @category Errors
 */
export type UndoRefusal = "nothing" | "another-seat" | "irreversible" | "kept";

/**
 * Every way the engine refuses a request. Each variant has a `kind` for programs and a
 * `message` for people.
 *
 * @example
 * if (either.isLeft(result)) console.error(result.left.kind, result.left.message);
 * @category Errors
 */
export type EngineError =
  | {
      /** The input did not decode (an action, a config, a seed or a saved match). */
      readonly kind: "invalid-input";
      /** What went wrong, in words a player understands. */
      readonly message: string;
      /** Every problem the decoder found, with where it is. */
      readonly issues: readonly DecodeIssue[];
    }
  | {
      /** The game is over; nobody may act. */
      readonly kind: "game-over";
      /** What went wrong, in words a player understands. */
      readonly message: string;
    }
  | {
      /** The seat is not among the players who must act now. */
      readonly kind: "not-your-turn";
      /** What went wrong, in words a player understands. */
      readonly message: string;
      /** The seat that tried to act. */
      readonly seat: Seat;
      /** The seats that must act now. */
      readonly activePlayers: readonly Seat[];
    }
  | {
      /** The action is well formed but breaks a rule; `rule` comes from the rule module. */
      readonly kind: "illegal-action";
      /** What went wrong, in words a player understands. */
      readonly message: string;
      /** The seat that acted. */
      readonly seat: Seat;
      /** The id of the rule the action breaks, as the rule module names it. */
      readonly rule: string;
    }
  | {
      /** A saved match cannot be loaded: another game or version, or an illegal log. */
      readonly kind: "invalid-save";
      /** What went wrong, in words a player understands. */
      readonly message: string;
      /** What is wrong: the envelope's format, the game, its version, the config, the start state or the log. */
      readonly reason: "format" | "game" | "version" | "config" | "state" | "log";
      /** For `reason: "log"`: the index of the first entry that failed. */
      readonly step?: number;
    }
  | {
      /** Undo was refused: nothing to undo, another player's action, or a draw or reveal. */
      readonly kind: "cannot-undo";
      /** What went wrong, in words a player understands. */
      readonly message: string;
      /**
       * Why, for a host that words it its own way: `"nothing"` (no action to take back),
       * `"another-seat"` (the last action is another seat's), `"irreversible"` (it drew at random
       * or revealed hidden information), `"kept"` (`undoMove` met an action of a seat it must
       * keep).
       */
      readonly reason: UndoRefusal;
      /** The seat whose action stopped the undo (every reason but `"nothing"`). */
      readonly actor?: Seat;
    }
  | {
      /** The rule module broke its contract (threw, mutated its input, or listed actions it refuses). */
      readonly kind: "module-defect";
      /** What went wrong, in words a player understands. */
      readonly message: string;
    };

/**
 * Builds a rule module's refusal: a `Left` with the rule's id and a message for players.
 *
 * @example
 * return refuse("cell-occupied", "That square is already taken.");
 * @category Errors
 */
export function refuse<S = never>(rule: string, message: string): either.Either<{ rule: string; message: string }, S> {
  return either.left({ rule, message });
}

/**
 * The engine's error for a rule module that broke its contract (threw, returned a bad state,
 * listed an action it refuses, did not end in time).
 *
 * @example
 * return either.left(moduleDefect(`${game.id}: the game did not end within maxActions.`));
 * @category Errors
 */
export function moduleDefect(message: string): EngineError {
  return { kind: "module-defect", message };
}

/**
 * What was thrown, as a message: an `Error`'s message, anything else shown with {@link showValue}.
 * Never throws, whatever was thrown (a Proxy, an object with a throwing getter).
 *
 * @example
 * try { game.apply(state, seat, action); } catch (e) { console.log(describeThrown(e)); }
 * @category Errors
 */
export function describeThrown(e: unknown): string {
  try {
    if (e instanceof Error && typeof e.message === "string") return e.message;
  } catch {
    // fall through: shown as a value
  }
  return showValue(e);
}

/**
 * Formats a value for an error message: short, and never throwing. JSON-like values print as JSON
 * (object keys in their own order); anything else is described (`undefined`, `5n`, `[function]`);
 * printing stops at `max` characters and at a depth of 32, so a huge or deeply nested value costs
 * no more than a short one. A part that cannot be read (a throwing getter, a Proxy) prints as `?`.
 *
 * @example
 * showValue({ cell: 9 }); // '{"cell":9}'
 * @category Errors
 */
export function showValue(value: unknown, max = 80): string {
  const out = { text: "", full: false };
  write(value, 0, out, max);
  return out.full ? `${out.text.slice(0, max - 1)}…` : out.text;
}

/** Appends `value` to `out.text`, until `max` characters; sets `out.full` when cut. */
function write(value: unknown, depth: number, out: { text: string; full: boolean }, max: number): void {
  const put = (s: string): void => {
    if (out.full) return;
    out.text += s;
    if (out.text.length > max) out.full = true;
  };
  if (out.full) return;
  switch (typeof value) {
    case "undefined":
      return put("undefined");
    case "bigint":
      return put(`${value}n`);
    case "number":
      return put(Number.isFinite(value) ? JSON.stringify(value) : String(value));
    case "string":
      return put(JSON.stringify(value.length > max ? value.slice(0, max) : value));
    case "boolean":
      return put(String(value));
    case "symbol":
      return put("[symbol]");
    case "function":
      return put("[function]");
  }
  if (value === null) return put("null");
  if (depth >= 32) return put("…");
  try {
    if (Array.isArray(value)) {
      put("[");
      for (let i = 0; i < value.length && !out.full; i++) {
        if (i > 0) put(",");
        write(value[i], depth + 1, out, max);
      }
      return put("]");
    }
    const keys = Object.keys(value as object);
    put("{");
    let first = true;
    for (const key of keys) {
      if (out.full) return;
      if (!first) put(",");
      first = false;
      put(`${JSON.stringify(key)}:`);
      let v: unknown;
      try {
        v = (value as Record<string, unknown>)[key];
      } catch {
        put("?");
        continue;
      }
      write(v, depth + 1, out, max);
    }
    return put("}");
  } catch {
    return put("?");
  }
}

/**
 * Turns io-ts validation errors into {@link DecodeIssue}s: the path, the expected type (with the
 * failure's message, when a codec gives one, in brackets) and the value received. Duplicate paths
 * (one per member of a union) are merged.
 *
 * @example
 * const result = codec.decode(input);
 * if (either.isLeft(result)) toDecodeIssues(result.left, "action");
 * @category Errors
 */
export function toDecodeIssues(errors: t.Errors, root: string): DecodeIssue[] {
  const byPath = new Map<string, { expected: string[]; actual: unknown }>();
  for (const e of errors) {
    const keys: string[] = [];
    for (let i = 1; i < e.context.length; i++) {
      const tag = unwrappedTag((e.context[i - 1] as t.ContextEntry).type);
      // Union and intersection members are numbered in io-ts contexts: not part of the value's path.
      if (tag === "UnionType" || tag === "IntersectionType") continue;
      keys.push((e.context[i] as t.ContextEntry).key);
    }
    const path = [root, ...keys].join(".");
    const last = e.context[e.context.length - 1];
    const name = last?.type.name ?? "unknown";
    const expected = e.message === undefined || e.message === "" || e.message === name ? name : `${name} (${e.message})`;
    const entry = byPath.get(path);
    if (entry) {
      if (!entry.expected.includes(expected)) entry.expected.push(expected);
    } else byPath.set(path, { expected: [expected], actual: e.value });
  }
  return [...byPath].map(([path, { expected, actual }]) => ({ path, expected: expected.join(" or "), actual }));
}

/** The tag of a codec, looking through wrappers that validate with their inner codec's context. */
function unwrappedTag(codec: t.Decoder<unknown, unknown>): string | undefined {
  let c = codec as { _tag?: string; type?: unknown };
  while ((c._tag === "ReadonlyType" || c._tag === "RefinementType" || c._tag === "ExactType") && c.type) {
    c = c.type as { _tag?: string; type?: unknown };
  }
  return c._tag;
}

/**
 * Decodes `input` with `codec`, or returns an `invalid-input` error whose message lists where the
 * value is wrong, what was expected and what was received.
 *
 * @example
 * const action = decodeWith(game.codecs.action, input, "action");
 * @category Errors
 */
export function decodeWith<A>(codec: t.Type<A, unknown>, input: unknown, what: string): either.Either<EngineError, A> {
  const result = codec.decode(input);
  if (either.isRight(result)) return result;
  const issues = toDecodeIssues(result.left, what);
  const shown = issues.slice(0, 3).map((i) => `at ${i.path}: expected ${i.expected}, got ${showValue(i.actual)}`);
  const more = issues.length > 3 ? `; and ${issues.length - 3} more` : "";
  return either.left({
    kind: "invalid-input",
    message: `Invalid ${what}: ${shown.join("; ")}${more}.`,
    issues,
  });
}
