/**
 * Small io-ts codecs that rule modules keep needing, without io-ts's branded types (a plain
 * `number` stays a `number` in the decoded type).
 *
 * @module
 */
import * as t from "io-ts";

/**
 * An integer between `min` and `max` (both included), decoded as a plain `number`.
 *
 * @example
 * const Cell = integerBetween(0, 8, "Cell");
 * Cell.is(4); // true
 * Cell.is(9); // false
 * @category Codecs
 */
export function integerBetween(min: number, max: number, name = `an integer from ${min} to ${max}`): t.Type<number, number, unknown> {
  const is = (u: unknown): u is number => typeof u === "number" && Number.isInteger(u) && u >= min && u <= max;
  return new t.Type<number, number, unknown>(name, is, (u, c) => (is(u) ? t.success(u) : t.failure(u, c)), (n) => n);
}

/**
 * Any safe integer, decoded as a plain `number` (io-ts's `t.Int` is branded).
 *
 * @example
 * IntegerC.is(3); // true
 * IntegerC.is(0.5); // false
 * @category Codecs
 */
export const IntegerC: t.Type<number, number, unknown> = integerBetween(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, "an integer");

/**
 * A non-negative safe integer, decoded as a plain `number`.
 *
 * @example
 * NaturalC.is(0); // true
 * NaturalC.is(-1); // false
 * @category Codecs
 */
export const NaturalC: t.Type<number, number, unknown> = integerBetween(0, Number.MAX_SAFE_INTEGER, "a non-negative integer");

/**
 * A codec for one of a few string values, e.g. a rule option's readings. Its name, which decode
 * errors print as what was expected, lists the values (`"allTied" | "none"`); for a long list
 * (60 card codes) give the values as an array and a name instead: `oneOf(CARD_CODES, "a card
 * code")` makes errors say `expected a card code, got "Y11"`.
 *
 * @example
 * const Tie = oneOf("allTied", "none");
 * Tie.is("none"); // true
 * const CardC = oneOf(["Y1", "Y2", "B1"], "a card code");
 * @category Codecs
 */
export function oneOf<K extends string>(...values: readonly K[]): t.KeyofC<{ [P in K]: null }>;
export function oneOf<K extends string>(values: readonly K[], name: string): t.KeyofC<{ [P in K]: null }>;
export function oneOf<K extends string>(...args: readonly (K | readonly K[] | string)[]): t.KeyofC<{ [P in K]: null }> {
  const [first, name] = args;
  const values = (Array.isArray(first) ? first : args) as readonly K[];
  const keys = Object.fromEntries(values.map((v) => [v, null])) as { [P in K]: null };
  return Array.isArray(first) && typeof name === "string" ? t.keyof(keys, name) : t.keyof(keys);
}

/**
 * A codec of an object whose fields are checked by `fields` and then together by `check` (a
 * config whose start player must be a seat of the game, say): the usual io-ts `t.Type`, which
 * also tells the engine its fields, so that an unknown field is still refused by name (a plain
 * custom `t.Type` is opaque to that check). `check` returns `t.success(value)`, or
 * {@link fieldMisfit} for the field that does not fit.
 *
 * @example
 * const ConfigC = crossChecked("Config", ConfigFieldsC, (config, context) =>
 *   config.startPlayer < config.playerCount ? t.success(config) : fieldMisfit(config, context, "startPlayer", "a seat of this game"));
 * @category Codecs
 */
export function crossChecked<A>(
  name: string,
  fields: t.Type<A, A, unknown>,
  check: (value: A, context: t.Context) => t.Validation<A>,
): CrossCheckedType<A> {
  return new CrossCheckedType(name, fields, check);
}

/**
 * The failure a {@link crossChecked} check (or any codec's check across fields) returns when one
 * field does not fit the others: the refusal points at that field (`config.startPlayer`, not the
 * whole config) and says in words what was expected there, so that the engine's message reads
 * "at config.startPlayer: expected a seat of this game, got 3".
 *
 * @example
 * const ConfigC = crossChecked("Config", ConfigFieldsC, (config, context) =>
 *   config.startPlayer < config.playerCount
 *     ? t.success(config)
 *     : fieldMisfit(config, context, "startPlayer", "a seat of this game"));
 * @category Codecs
 */
export function fieldMisfit<A extends object, K extends keyof A & string>(value: A, context: t.Context, key: K, expected: string): t.Validation<A> {
  const actual = value[key];
  return t.failure(actual, [...context, { key, type: described(expected), actual }], expected);
}

/** A codec that accepts nothing, named by the words for what was expected (for {@link fieldMisfit}'s context). */
function described(words: string): t.Type<unknown, unknown, unknown> {
  return new t.Type<unknown, unknown, unknown>(words, (_u): _u is unknown => false, (u, c) => t.failure(u, c), (a) => a);
}

/**
 * The codec {@link crossChecked} makes: `fields` is the codec of the fields alone.
 *
 * @example
 * const codec: CrossCheckedType<Config> = crossChecked("Config", ConfigFieldsC, (c, ctx) => t.success(c));
 * codec.fields; // ConfigFieldsC
 * @category Codecs
 */
export class CrossCheckedType<A> extends t.Type<A, A, unknown> {
  /** Tells the engine's field check (and io-ts tools) what kind of codec this is. */
  readonly _tag = "CrossCheckedType" as const;
  constructor(
    name: string,
    /** The codec of the fields alone, before the check across them. */
    readonly fields: t.Type<A, A, unknown>,
    check: (value: A, context: t.Context) => t.Validation<A>,
  ) {
    super(
      name,
      (u): u is A => fields.is(u) && check(u, [])._tag === "Right",
      (u, c) => {
        const decoded = fields.validate(u, c);
        return decoded._tag === "Left" ? decoded : check(decoded.right, c);
      },
      (a) => fields.encode(a),
    );
  }
}
