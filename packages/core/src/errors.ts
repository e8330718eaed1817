/**
 * Engine errors: typed values, each with a message a person understands. Nothing in the engine
 * throws for bad input; every refusal is one of these, inside an `Either`.
 *
 * @module
 */
import { either } from "fp-ts";
import type * as t from "io-ts";
import type { Seat } from "./game";

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
  /** The name of the type that was expected there. */
  readonly expected: string;
  /** The value found there. */
  readonly actual: unknown;
}

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
      readonly message: string;
      readonly issues: readonly DecodeIssue[];
    }
  | {
      /** The game is over; nobody may act. */
      readonly kind: "game-over";
      readonly message: string;
    }
  | {
      /** The seat is not among the players who must act now. */
      readonly kind: "not-your-turn";
      readonly message: string;
      readonly seat: Seat;
      readonly activePlayers: readonly Seat[];
    }
  | {
      /** The action is well formed but breaks a rule; `rule` comes from the rule module. */
      readonly kind: "illegal-action";
      readonly message: string;
      readonly seat: Seat;
      readonly rule: string;
    }
  | {
      /** A saved match cannot be loaded: another game or version, or an illegal log. */
      readonly kind: "invalid-save";
      readonly message: string;
      readonly reason: "format" | "game" | "version" | "config" | "state" | "log";
      /** For `reason: "log"`: the index of the first entry that failed. */
      readonly step?: number;
    }
  | {
      /** Undo was refused: nothing to undo, another player's action, or a draw or reveal. */
      readonly kind: "cannot-undo";
      readonly message: string;
    }
  | {
      /** The rule module broke its contract (threw, mutated its input, or listed actions it refuses). */
      readonly kind: "module-defect";
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
 *
 * @example
 * try { game.apply(state, action, seat); } catch (e) { console.log(describeThrown(e)); }
 * @category Errors
 */
export function describeThrown(e: unknown): string {
  return e instanceof Error ? e.message : showValue(e);
}

/**
 * Formats a value for an error message: short, and never throwing.
 *
 * @example
 * showValue({ cell: 9 }); // '{"cell":9}'
 * @category Errors
 */
export function showValue(value: unknown, max = 80): string {
  let s: string;
  try {
    s =
      value === undefined
        ? "undefined"
        : typeof value === "bigint"
          ? `${value}n`
          : typeof value === "number" && !Number.isFinite(value)
            ? String(value)
            : (JSON.stringify(value) ?? String(value));
  } catch {
    s = String(value);
  }
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

/**
 * Turns io-ts validation errors into {@link DecodeIssue}s: the path, the expected type and the
 * value received. Duplicate paths (one per member of a union) are merged.
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
    const expected = last?.type.name ?? "unknown";
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
