/**
 * Well-formed candidate actions for the legality law: actions that pass the game's action codec
 * but need not be legal now. They come from two places: actions that were legal somewhere else in
 * the run (another state, another seat, another game of the same module), and actions built from
 * the shapes the action codec itself describes (its object fields, unions, literals and `keyof`
 * values), with leaf values the codec cannot enumerate (numbers, strings, custom codecs) taken
 * from actions seen in the run. `apply` must refuse every one that `legalActions` does not list.
 *
 * @module
 */
import { canonicalJson } from "@laguna/core";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";

/** The io-ts codec structure this walk understands; anything else is a leaf. */
interface AnyCodec {
  readonly _tag?: string;
  readonly type?: unknown;
  readonly types?: readonly unknown[];
  readonly props?: Readonly<Record<string, unknown>>;
  readonly keys?: Readonly<Record<string, unknown>>;
  readonly value?: unknown;
  readonly domain?: unknown;
  readonly codomain?: unknown;
}

/** How many actions a pool keeps; further ones replace random entries. */
const POOL_SIZE = 2000;

/**
 * The actions seen legal during one law run, by their canonical JSON, to try as candidates in
 * other states. Bounded: once full, a new action replaces a random one.
 */
export class ActionPool {
  private readonly actions: unknown[] = [];
  private readonly keys: string[] = [];
  private readonly index = new Map<string, number>();

  /** How many distinct actions the pool holds. */
  get size(): number {
    return this.actions.length;
  }

  /** Adds an action under its canonical JSON key (already computed by the caller). */
  add(key: string, action: unknown, rng: RandomGenerator): void {
    if (this.index.has(key)) return;
    if (this.actions.length < POOL_SIZE) {
      this.index.set(key, this.actions.length);
      this.actions.push(action);
      this.keys.push(key);
      return;
    }
    const at = uniformInt(rng, 0, POOL_SIZE - 1);
    this.index.delete(this.keys[at] as string);
    this.index.set(key, at);
    this.actions[at] = action;
    this.keys[at] = key;
  }

  /** A random action of the pool, with its key; `undefined` when empty. */
  pick(rng: RandomGenerator): { key: string; action: unknown } | undefined {
    if (this.actions.length === 0) return undefined;
    const at = uniformInt(rng, 0, this.actions.length - 1);
    return { key: this.keys[at] as string, action: this.actions[at] };
  }
}

/** No value could be built. */
const NONE: unique symbol = Symbol("none");

/** A value found at `path` (object keys, `[]` for any array item) in a random pool action. */
function seenAt(pool: ActionPool, path: readonly string[], rng: RandomGenerator): unknown {
  for (let tries = 0; tries < 4; tries++) {
    let v: unknown = pool.pick(rng)?.action;
    for (const step of path) {
      if (v === null || typeof v !== "object") {
        v = NONE;
        break;
      }
      if (step === "[]") {
        const items = Array.isArray(v) ? v : [];
        v = items.length === 0 ? NONE : (items[uniformInt(rng, 0, items.length - 1)] as unknown);
      } else {
        v = Object.hasOwn(v, step) ? (v as Record<string, unknown>)[step] : NONE;
      }
      if (v === NONE) break;
    }
    if (v !== NONE && v !== undefined) return v;
  }
  return NONE;
}

/** Leaf values to try when no action of the run holds one at this place. */
const FALLBACK: readonly unknown[] = [0, 1, 2, 3, -1, "", true, false, null];

/** Builds a value of the shape `codec` describes; leaves it cannot enumerate come from the pool. */
function build(codec: AnyCodec, path: readonly string[], pool: ActionPool, rng: RandomGenerator, depth: number): unknown {
  if (depth > 8) return NONE;
  const inner = (c: unknown, p: readonly string[] = path) => build(c as AnyCodec, p, pool, rng, depth + 1);
  switch (codec._tag) {
    case "InterfaceType":
    case "StrictType":
    case "PartialType": {
      const out: Record<string, unknown> = {};
      for (const [key, c] of Object.entries(codec.props ?? {})) {
        if (codec._tag === "PartialType" && uniformInt(rng, 0, 1) === 0) continue;
        const v = inner(c, [...path, key]);
        if (v === NONE) return NONE;
        if (v !== undefined) out[key] = v;
      }
      return out;
    }
    case "ExactType":
    case "ReadonlyType":
    case "RefinementType":
    case "RecursiveType":
      return inner(codec.type);
    case "IntersectionType": {
      const parts = (codec.types ?? []).map((c) => inner(c));
      if (parts.some((p) => p === NONE)) return NONE;
      return parts.every((p) => p !== null && typeof p === "object" && !Array.isArray(p)) ? Object.assign({}, ...parts) as unknown : parts[0];
    }
    case "UnionType": {
      const members = codec.types ?? [];
      return members.length === 0 ? NONE : inner(members[uniformInt(rng, 0, members.length - 1)]);
    }
    case "LiteralType":
      return codec.value;
    case "KeyofType": {
      const keys = Object.keys(codec.keys ?? {});
      return keys.length === 0 ? NONE : keys[uniformInt(rng, 0, keys.length - 1)];
    }
    case "BooleanType":
      return uniformInt(rng, 0, 1) === 1;
    case "NullType":
      return null;
    case "UndefinedType":
    case "VoidType":
      return undefined;
    case "ArrayType":
    case "ReadonlyArrayType": {
      const seen = seenAt(pool, path, rng);
      const length = Array.isArray(seen) ? seen.length : uniformInt(rng, 0, 3);
      const items: unknown[] = [];
      for (let i = 0; i < length; i++) {
        const v = inner(codec.type, [...path, "[]"]);
        if (v === NONE) return NONE;
        items.push(v);
      }
      return items;
    }
    case "TupleType": {
      const items = (codec.types ?? []).map((c, i) => inner(c, [...path, String(i)]));
      return items.some((v) => v === NONE) ? NONE : items;
    }
    default: {
      // Numbers, strings, custom codecs (integer ranges, card codes as a custom type): a value
      // seen at this place in an action of the run, or a small constant.
      const seen = seenAt(pool, path, rng);
      return seen !== NONE ? seen : FALLBACK[uniformInt(rng, 0, FALLBACK.length - 1)];
    }
  }
}

/**
 * Up to `n` distinct well-formed candidates, none of them among `legalKeys`: about half actions
 * legal elsewhere in the run (from the pool), the rest built from the codec's shapes. Each passes
 * `is` (the action codec's guard, wrapped by the caller so that a throwing codec names its law).
 */
export function wellFormedCandidates(
  codec: unknown,
  is: (u: unknown) => boolean,
  pool: ActionPool,
  legalKeys: ReadonlySet<string>,
  n: number,
  rng: RandomGenerator,
): unknown[] {
  const out: unknown[] = [];
  const taken = new Set<string>();
  const offer = (candidate: unknown, key?: string): void => {
    if (candidate === NONE || candidate === undefined) return;
    const k = key ?? canonicalJson(candidate);
    if (legalKeys.has(k) || taken.has(k) || !is(candidate)) return;
    taken.add(k);
    out.push(candidate);
  };
  const fromPool = Math.ceil(n / 2);
  for (let tries = 0; out.length < fromPool && tries < fromPool * 3 && pool.size > 0; tries++) {
    const picked = pool.pick(rng);
    if (picked) offer(picked.action, picked.key);
  }
  for (let tries = 0; out.length < n && tries < n * 3; tries++) offer(build(codec as AnyCodec, [], pool, rng, 0));
  return out;
}
