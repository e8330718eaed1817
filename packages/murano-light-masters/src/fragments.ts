/**
 * Fragment multisets: the arithmetic on {@link Counts} the turn needs (add, take away, compare,
 * enumerate the sub-multisets a player may choose from).
 *
 * @module
 */
import type { ColouredFragment, Fragment } from "./data";
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
 * The four coloured fragments (not white) in their canonical order.
 *
 * @example
 * COLOURED_ORDER.includes("W"); // false
 * @category Fragments
 */
export const COLOURED_ORDER: readonly ColouredFragment[] = ["R", "Y", "G", "B"];

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

/**
 * The key of `c` with every count capped at `cap`, and W left out unless `withClear`: a number that
 * identifies what the enumerations and payments bounded by `cap` can draw from `c`.
 *
 * @example
 * cappedKey(countsOf(["R", "R", "R", "W"]), 2, false) === cappedKey(countsOf(["R", "R"]), 2, true); // true
 * @category Fragments
 */
export function cappedKey(c: Counts, cap: number, withClear: boolean): number {
  const { R, Y, G, B, W } = c;
  const r = R < cap ? R : cap;
  const y = Y < cap ? Y : cap;
  const g = G < cap ? G : cap;
  const b = B < cap ? B : cap;
  const w = !withClear ? 0 : W < cap ? W : cap;
  return (((r * 32 + y) * 32 + g) * 32 + b) * 32 + w;
}

/**
 * Sub-multisets already enumerated, by `from` capped at `max` (see {@link subMultisets}), `min`,
 * `max` and `allowClear`. Capping bounds the keys: the enumerations from a Warehouse (R13, R14
 * substitutes: `max` is 1 to 3) have at most 4^5 keys each, where the Warehouse itself would be a
 * new key almost every turn (issue 27: the map grew by 3.9 MB over 18,000 four-player games).
 */
const SUBSETS = new Map<string, readonly Counts[]>();
/** A safety net: the capped keys of a game stay far below this (a few thousand). */
const SUBSETS_LIMIT = 50_000;

/**
 * Every sub-multiset of `from` with `min` to `max` fragments, in a stable order (R first, W
 * last, fewest first within each colour). `allowClear` false leaves W out. The result is cached
 * and shared: treat it, and the counts in it, as read-only. It depends only on `from` with every
 * count capped at `max` (no sub-multiset holds more), so two sources that agree up to `max` share
 * one cached list: `subMultisets(warehouse, 0, 2, false)` is the same list for every Warehouse
 * that holds 2 or more of each colour.
 *
 * @example
 * subMultisets(countsOf(["B", "B"]), 1, 2, true).length; // 2: B, and B B
 * @category Fragments
 */
export function subMultisets(from: Counts, min: number, max: number, allowClear: boolean): readonly Counts[] {
  const key = `${cappedKey(from, max, allowClear)}:${min}:${max}:${allowClear ? 1 : 0}`;
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
