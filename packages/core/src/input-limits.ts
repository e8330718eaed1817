/**
 * Input limits: how large an untrusted value may be before the engine refuses it unread. An
 * action, a config, a state or a saved match that comes from outside (a socket, a file, a form)
 * is measured while it is read into plain JSON, and refused as soon as it is larger than its
 * limit, so a huge input costs about as much as the limit, not as its own size.
 *
 * @module
 */

/**
 * The largest untrusted value of one kind that the engine reads.
 *
 * @example
 * const limits: InputLimits = { maxBytes: 65_536, maxKeys: 4_096, maxDepth: 64 };
 * @category Input
 */
export interface InputLimits {
  /**
   * The size of the value's JSON text in UTF-8 bytes, at most (strings, numbers, keys and
   * punctuation counted; the escapes `JSON.stringify` would add are not).
   */
  readonly maxBytes: number;
  /** How many values the value holds, at most: every object field and array element, at every level. */
  readonly maxKeys: number;
  /** How deep it may nest, at most: a value inside this many objects or arrays is refused. */
  readonly maxDepth: number;
}

/**
 * The kinds of untrusted input, each with its own limits: an action (`act`), a config
 * (`createMatch`, `createMatchFromState`, `replay`), a given state (`createMatchFromState`) and a
 * saved match (`loadMatch`, its config and log included).
 *
 * @example
 * const kind: InputKind = "action";
 * @category Input
 */
export type InputKind = "action" | "config" | "state" | "save";

/**
 * Limits per kind of input, each field optional: what a host gives to change the defaults
 * ({@link DEFAULT_INPUT_LIMITS}) for some kinds. Pass `Infinity` to lift one.
 *
 * @example
 * const options: InputLimitOptions = { action: { maxBytes: 4_096 }, save: { maxBytes: 64 * 1024 * 1024 } };
 * @category Input
 */
export type InputLimitOptions = { readonly [K in InputKind]?: Partial<InputLimits> };

/**
 * The limits the engine applies when none are given. They are of ours, not of any game's rules,
 * and far above what the games need, so that an honest input is never refused:
 *
 * | kind | bytes | keys | depth | what the largest honest input is |
 * |---|---|---|---|---|
 * | action | 64 KiB | 4,096 | 64 | an action of the bundled games: under 200 bytes |
 * | config | 64 KiB | 4,096 | 64 | a config: under 1 KB |
 * | state | 8 MiB | 500,000 | 64 | a state: a few KB to a few tens of KB |
 * | save | 16 MiB | 2,000,000 | 64 | a saved match: about 10 bytes an action (a long Murano game, under 40 KB) |
 *
 * @example
 * DEFAULT_INPUT_LIMITS.action.maxKeys; // 4096
 * @category Input
 */
export const DEFAULT_INPUT_LIMITS: Readonly<Record<InputKind, InputLimits>> = Object.freeze({
  action: Object.freeze({ maxBytes: 64 * 1024, maxKeys: 4_096, maxDepth: 64 }),
  config: Object.freeze({ maxBytes: 64 * 1024, maxKeys: 4_096, maxDepth: 64 }),
  state: Object.freeze({ maxBytes: 8 * 1024 * 1024, maxKeys: 500_000, maxDepth: 64 }),
  save: Object.freeze({ maxBytes: 16 * 1024 * 1024, maxKeys: 2_000_000, maxDepth: 64 }),
});

/**
 * The limits for one kind of input: the defaults, with what `options` gives for that kind. A
 * given limit that is not a number from 0 up (`Infinity` included) is a mistake in the host's
 * code, not bad input: it throws a `RangeError` naming it.
 *
 * @example
 * inputLimits("action", { action: { maxBytes: 1_024 } }).maxBytes; // 1024
 * inputLimits("action").maxKeys; // 4096
 * @category Input
 */
export function inputLimits(kind: InputKind, options?: InputLimitOptions): InputLimits {
  const given = options?.[kind];
  const base = DEFAULT_INPUT_LIMITS[kind];
  if (given === undefined) return base;
  for (const name of ["maxBytes", "maxKeys", "maxDepth"] as const) {
    const value: unknown = given[name];
    if (value !== undefined && (typeof value !== "number" || Number.isNaN(value) || value < 0)) {
      throw new RangeError(`Input limit ${kind}.${name} must be a number from 0 up (Infinity for none), not ${String(value)}.`);
    }
  }
  return {
    maxBytes: given.maxBytes ?? base.maxBytes,
    maxKeys: given.maxKeys ?? base.maxKeys,
    maxDepth: given.maxDepth ?? base.maxDepth,
  };
}

/**
 * Checks every kind's limits in `options` (a `RangeError` for a bad one, as {@link inputLimits}),
 * so that a match made with a mistaken limit fails when it is made, not at its first action.
 *
 * @internal
 */
export function checkLimitOptions(options: InputLimitOptions | undefined): void {
  if (options === undefined) return;
  for (const kind of Object.keys(DEFAULT_INPUT_LIMITS) as InputKind[]) inputLimits(kind, options);
}
