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
 * Every sub-multiset of `from` with `min` to `max` fragments, in a stable order. `allowClear`
 * false leaves W out.
 *
 * @example
 * subMultisets(countsOf(["B", "B"]), 1, 2, true).length; // 2: B, and B B
 * @category Fragments
 */
export function subMultisets(from: Counts, min: number, max: number, allowClear: boolean): Counts[] {
  const out: Counts[] = [];
  const limits = COLOUR_ORDER.map((c) => (c === "W" && !allowClear ? 0 : from[c]));
  const pick = [0, 0, 0, 0, 0];
  const go = (i: number, total: number): void => {
    if (i === 5) {
      if (total >= min) out.push({ R: pick[0] ?? 0, Y: pick[1] ?? 0, G: pick[2] ?? 0, B: pick[3] ?? 0, W: pick[4] ?? 0 });
      return;
    }
    const limit = Math.min(limits[i] ?? 0, max - total);
    for (let k = 0; k <= limit; k++) {
      pick[i] = k;
      go(i + 1, total + k);
    }
    pick[i] = 0;
  };
  go(0, 0);
  return out;
}
