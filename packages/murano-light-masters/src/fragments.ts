/**
 * Fragment multisets: the arithmetic on {@link Counts} the turn needs (add, take away, compare,
 * enumerate the sub-multisets a player may choose from).
 *
 * @module
 */
import type { Fragment } from "./data";
import type { Counts } from "./state";

/**
 * The five fragment colours in their canonical order.
 *
 * @example
 * COLOUR_ORDER[4]; // "W"
 * @category Fragments
 */
export const COLOUR_ORDER: readonly Fragment[] = ["R", "Y", "G", "B", "W"];

/**
 * No fragments.
 *
 * @example
 * size(NO_FRAGMENTS); // 0
 * @category Fragments
 */
export const NO_FRAGMENTS: Counts = { R: 0, Y: 0, G: 0, B: 0, W: 0 };

/**
 * The counts of a list of fragments.
 *
 * @example
 * countsOf(["B", "B", "W"]); // { R: 0, Y: 0, G: 0, B: 2, W: 1 }
 * @category Fragments
 */
export function countsOf(fragments: readonly Fragment[]): Counts {
  const c = { R: 0, Y: 0, G: 0, B: 0, W: 0 };
  for (const f of fragments) c[f] += 1;
  return c;
}

/**
 * How many fragments in all.
 *
 * @example
 * size({ R: 1, Y: 0, G: 2, B: 0, W: 1 }); // 4
 * @category Fragments
 */
export function size(c: Counts): number {
  return c.R + c.Y + c.G + c.B + c.W;
}

/**
 * The sum of two multisets.
 *
 * @example
 * addCounts(countsOf(["R"]), countsOf(["R", "W"])).R; // 2
 * @category Fragments
 */
export function addCounts(a: Counts, b: Counts): Counts {
  return { R: a.R + b.R, Y: a.Y + b.Y, G: a.G + b.G, B: a.B + b.B, W: a.W + b.W };
}

/**
 * `a` without `b` (the caller checks {@link within} first).
 *
 * @example
 * subCounts(countsOf(["R", "R"]), countsOf(["R"])).R; // 1
 * @category Fragments
 */
export function subCounts(a: Counts, b: Counts): Counts {
  return { R: a.R - b.R, Y: a.Y - b.Y, G: a.G - b.G, B: a.B - b.B, W: a.W - b.W };
}

/**
 * Whether every fragment of `part` is in `whole`.
 *
 * @example
 * within(countsOf(["B"]), countsOf(["B", "W"])); // true
 * @category Fragments
 */
export function within(part: Counts, whole: Counts): boolean {
  return COLOUR_ORDER.every((c) => part[c] <= whole[c]);
}

/**
 * A number that identifies a multiset of up to 31 fragments of each colour (for caches).
 *
 * @example
 * countsKey(NO_FRAGMENTS); // 0
 * countsKey({ R: 1, Y: 0, G: 0, B: 0, W: 0 }) !== countsKey({ R: 0, Y: 1, G: 0, B: 0, W: 0 }); // true
 * @category Fragments
 */
export function countsKey(c: Counts): number {
  return (((c.R * 32 + c.Y) * 32 + c.G) * 32 + c.B) * 32 + c.W;
}

/** Sub-multisets already enumerated, by `from`, `min`, `max` and `allowClear`. */
const SUBSETS = new Map<string, readonly Counts[]>();
/** Enumerations are few (Workbenches hold at most 8 + a gain); the cache stays far below this. */
const SUBSETS_LIMIT = 50_000;

/**
 * Every sub-multiset of `from` with `min` to `max` fragments, in a stable order (R first, W
 * last, fewest first within each colour). `allowClear` false leaves W out. The result is cached
 * and shared: treat it, and the counts in it, as read-only.
 *
 * @example
 * subMultisets(countsOf(["B", "B"]), 1, 2, true).length; // 2: B, and B B
 * @category Fragments
 */
export function subMultisets(from: Counts, min: number, max: number, allowClear: boolean): readonly Counts[] {
  const key = `${countsKey(from)}:${min}:${max}:${allowClear ? 1 : 0}`;
  const known = SUBSETS.get(key);
  if (known !== undefined) return known;
  const out: Counts[] = [];
  const w = allowClear ? from.W : 0;
  for (let r = 0; r <= from.R && r <= max; r++) {
    for (let y = 0; y <= from.Y && r + y <= max; y++) {
      for (let g = 0; g <= from.G && r + y + g <= max; g++) {
        for (let b = 0; b <= from.B && r + y + g + b <= max; b++) {
          for (let x = 0; x <= w && r + y + g + b + x <= max; x++) {
            if (r + y + g + b + x >= min) out.push({ R: r, Y: y, G: g, B: b, W: x });
          }
        }
      }
    }
  }
  if (SUBSETS.size >= SUBSETS_LIMIT) SUBSETS.clear();
  SUBSETS.set(key, out);
  return out;
}
