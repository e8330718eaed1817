/**
 * Unknown fields: the parts of a decoded value that its io-ts codec does not describe. io-ts's
 * `t.type` lets extra fields through, so a misspelled or invented field would otherwise be ignored
 * in silence; the engine refuses them by name instead, at any depth.
 *
 * @module
 */
import type * as t from "io-ts";

/** The shape of the io-ts codecs this walk looks into; anything else is a leaf. */
interface AnyCodec {
  readonly _tag?: string;
  readonly type?: unknown;
  readonly types?: readonly unknown[];
  readonly props?: Readonly<Record<string, unknown>>;
  readonly domain?: unknown;
  readonly codomain?: unknown;
  readonly keys?: Readonly<Record<string, unknown>>;
  readonly value?: unknown;
  readonly fields?: unknown;
  is(u: unknown): boolean;
}

/** What an object codec knows: its fields' codecs, or `open` when any key is allowed. */
interface Shape {
  readonly fields: Map<string, AnyCodec[]>;
  open: AnyCodec | undefined;
}

/**
 * The paths (from `root`) of every field of `value` that `codec` does not describe, for a value
 * that `codec` accepts. Looks through `type`, `partial`, `exact`/`strict`, `intersection`, `union`
 * (the member that accepts the value with the fewest unknown fields), `readonly`, refinements,
 * `recursion`, arrays, tuples and records (a record keyed by `keyof` or literals knows its keys).
 * and `crossChecked` codecs (through their fields' codec). Other custom codecs are leaves: their
 * own `validate` judges them.
 *
 * @example
 * unknownFields(t.type({ cell: t.number }), { cell: 4, cel: 5 }, "action"); // ["action.cel"]
 * @category Input
 */
export function unknownFields(codec: t.Decoder<unknown, unknown>, value: unknown, root: string): string[] {
  return unknownFieldKeys(codec, value).map((keys) => [root, ...keys].join("."));
}

/**
 * The same fields as {@link unknownFields}, each as its list of keys from the value's root (array
 * positions as strings): for code that goes on to read or remove them. A key may itself hold a dot
 * (`"__proto__.x"` is one key), so a dotted path must never be split to find a field again.
 *
 * @example
 * unknownFieldKeys(t.type({ cell: t.number }), { cell: 4, "a.b": 5 }); // [["a.b"]]
 * @category Input
 */
export function unknownFieldKeys(codec: t.Decoder<unknown, unknown>, value: unknown): string[][] {
  const out: string[][] = [];
  walk(codec as unknown as AnyCodec, value, [], out);
  return out;
}

function walk(codec: AnyCodec, value: unknown, path: readonly string[], out: string[][]): void {
  if (value === null || typeof value !== "object") return;
  switch (codec._tag) {
    case "CrossCheckedType":
      return walk(codec.fields as AnyCodec, value, path, out);
    case "ReadonlyType":
    case "RefinementType":
    case "ExactType":
    case "RecursiveType":
    case "ReadonlyArrayType":
    case "ArrayType":
      if (codec._tag === "ReadonlyArrayType" || codec._tag === "ArrayType") {
        if (Array.isArray(value)) value.forEach((v, i) => walk(codec.type as AnyCodec, v, [...path, String(i)], out));
        return;
      }
      return walk(codec.type as AnyCodec, value, path, out);
    case "TupleType":
      if (Array.isArray(value)) value.forEach((v, i) => codec.types?.[i] && walk(codec.types[i] as AnyCodec, v, [...path, String(i)], out));
      return;
    case "UnionType": {
      let best: string[][] | undefined;
      for (const member of codec.types ?? []) {
        const m = member as AnyCodec;
        if (!m.is(value)) continue;
        const found: string[][] = [];
        walk(m, value, path, found);
        if (best === undefined || found.length < best.length) best = found;
        if (found.length === 0) break;
      }
      out.push(...(best ?? []));
      return;
    }
  }
  const shape = shapeOf(codec);
  if (shape === undefined || Array.isArray(value)) return;
  for (const key of Object.keys(value)) {
    const v = (value as Record<string, unknown>)[key];
    const known = shape.fields.get(key);
    if (known !== undefined) {
      for (const k of known) walk(k, v, [...path, key], out);
    } else if (shape.open !== undefined) {
      walk(shape.open, v, [...path, key], out);
    } else {
      out.push([...path, key]);
    }
  }
}

/** The fields an object codec knows, or `undefined` for a codec that is not an object shape. */
function shapeOf(codec: AnyCodec): Shape | undefined {
  switch (codec._tag) {
    case "InterfaceType":
    case "PartialType":
    case "StrictType": {
      const fields = new Map<string, AnyCodec[]>();
      for (const [k, c] of Object.entries(codec.props ?? {})) fields.set(k, [c as AnyCodec]);
      return { fields, open: undefined };
    }
    case "ReadonlyType":
    case "ExactType":
    case "RefinementType":
    case "RecursiveType":
      return shapeOf(codec.type as AnyCodec);
    case "CrossCheckedType":
      return shapeOf(codec.fields as AnyCodec);
    case "IntersectionType": {
      const merged: Shape = { fields: new Map(), open: undefined };
      for (const member of codec.types ?? []) {
        const s = shapeOf(member as AnyCodec);
        if (s === undefined) return undefined; // a member that is not an object shape: no judgement
        for (const [k, cs] of s.fields) merged.fields.set(k, [...(merged.fields.get(k) ?? []), ...cs]);
        if (s.open !== undefined) merged.open = s.open;
      }
      return merged;
    }
    case "DictionaryType": {
      const keys = literalKeys(codec.domain as AnyCodec);
      if (keys === undefined) return { fields: new Map(), open: codec.codomain as AnyCodec };
      return { fields: new Map(keys.map((k) => [k, [codec.codomain as AnyCodec]])), open: undefined };
    }
    default:
      return undefined;
  }
}

/** The keys a record's domain allows, when it is a `keyof`, a literal or a union of them. */
function literalKeys(domain: AnyCodec): string[] | undefined {
  switch (domain._tag) {
    case "KeyofType":
      return Object.keys(domain.keys ?? {});
    case "LiteralType":
      return typeof domain.value === "string" ? [domain.value] : undefined;
    case "UnionType": {
      const all: string[] = [];
      for (const m of domain.types ?? []) {
        const k = literalKeys(m as AnyCodec);
        if (k === undefined) return undefined;
        all.push(...k);
      }
      return all;
    }
    case "RefinementType":
    case "ReadonlyType":
      return literalKeys(domain.type as AnyCodec);
    default:
      return undefined;
  }
}

/** How many unknown fields a refusal names in its message (its `issues` list them all). */
export const NAMED_FIELDS = 10;

/** The names of unknown fields for a message: the first {@link NAMED_FIELDS}, and how many more. */
export function fieldNames(names: readonly string[]): string {
  const shown = names.slice(0, NAMED_FIELDS).join(", ");
  return names.length > NAMED_FIELDS ? `${shown} and ${names.length - NAMED_FIELDS} more` : shown;
}

/** The value at a list of keys, following own properties only (`undefined` where there is none). */
export function fieldAt(value: unknown, keys: readonly string[]): unknown {
  let node = value;
  for (const k of keys) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, k)) return undefined;
    node = (node as Record<string, unknown>)[k];
  }
  return node;
}
