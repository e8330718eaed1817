/**
 * Intervals and tests: Wilson's score interval for rates, the percentile bootstrap for everything
 * else (with a fixed seed, so a report is reproducible), percentiles, and Holm's correction for
 * many comparisons at once.
 *
 * @module
 */
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";

/**
 * The normal quantile of a two-sided 95 % interval.
 *
 * @example
 * Z95; // 1.959963984540054
 * @category Intervals
 */
export const Z95 = 1.959963984540054;

/**
 * Wilson's score interval (95 %) for `k` successes in `n` trials: `[low, high]`, within 0 and 1,
 * and sensible near 0 and 1 and for small `n`, unlike the normal interval. `[0, 1]` when `n` is 0.
 *
 * @example
 * wilson(50, 100); // [0.4038..., 0.5961...]
 * wilson(0, 10); // [0, 0.2775...]
 * @category Intervals
 */
export function wilson(k: number, n: number): readonly [number, number] {
  if (n <= 0) return [0, 1];
  const p = k / n;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // At k = 0 and k = n the formula gives 0 and 1 exactly, up to rounding: say so exactly.
  return [k <= 0 ? 0 : Math.max(0, centre - half), k >= n ? 1 : Math.min(1, centre + half)];
}

/**
 * The `q`-th quantile (0 to 1) of sorted values, interpolating linearly between order statistics
 * (the usual "type 7" definition); `NaN` for no values.
 *
 * @example
 * quantile([1, 2, 3, 4], 0.5); // 2.5
 * @category Intervals
 */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const h = (sorted.length - 1) * q;
  const lo = Math.floor(h);
  const a = sorted[lo] as number;
  const b = sorted[Math.min(lo + 1, sorted.length - 1)] as number;
  return a + (h - lo) * (b - a);
}

/**
 * Visits `count` bootstrap resamples of `n` items, one after the other: each is given as weights,
 * how many times each item is drawn in that resample (n draws with replacement), from a generator
 * seeded with `seed`. The same arguments always give the same resamples, so statistics computed
 * on them (and their percentile intervals) are reproducible. The weights array is reused from one
 * resample to the next: read it inside `visit`, do not keep it.
 *
 * @example
 * const means: number[] = [];
 * eachResample(values.length, 1000, 7, (w) => means.push(values.reduce((s, x, i) => s + x * (w[i] ?? 0), 0) / values.length));
 * @category Intervals
 */
export function eachResample(n: number, count: number, seed: number, visit: (weights: Uint32Array, resample: number) => void): void {
  const g = xoroshiro128plus(seed | 0);
  const w = new Uint32Array(n);
  for (let r = 0; r < count; r++) {
    w.fill(0);
    for (let i = 0; i < n; i++) {
      const j = uniformInt(g, 0, n - 1);
      w[j] = (w[j] as number) + 1;
    }
    visit(w, r);
  }
}

/**
 * The percentile interval (95 %) of bootstrap replicates: their 2.5th and 97.5th percentiles,
 * ignoring replicates that are not numbers (a statistic undefined on that resample). `undefined`
 * when none is a number.
 *
 * @example
 * percentileInterval([0.1, 0.2, 0.3]); // about [0.105, 0.295]
 * @category Intervals
 */
export function percentileInterval(replicates: readonly number[]): readonly [number, number] | undefined {
  const sorted = replicates.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  return [quantile(sorted, 0.025), quantile(sorted, 0.975)];
}

/**
 * The two-sided tail of the standard normal distribution beyond `z`: `erfc(|z| / √2)`, with a
 * relative error below 1.2e-7 however far out (Numerical Recipes' Chebyshev fit of `erfc`), so
 * tiny p-values keep their size.
 */
function normalTail(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const poly = -1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  return Math.min(1, t * Math.exp(-x * x + poly));
}

/**
 * A two-sided bootstrap p-value for "the difference is zero": twice the smaller share of
 * replicates on either side of zero, with the usual +1 (so that the replicates alone never give
 * 0); 1 when no replicate is a number. The replicates resolve p-values down to 2 / (count + 1) only: when every
 * replicate lies on one side of zero they say no more than "below that", and then the p-value is
 * the normal tail of the replicates' mean over their standard deviation, if smaller (0 when they
 * are all the same number). So a clear difference in a report of many comparisons can still
 * stand after Holm's correction, without 40 resamples a comparison.
 *
 * @example
 * bootstrapP([0.1, 0.2, 0.3, -0.1]); // 0.8
 * bootstrapP([1, 2, 3, 4]); // 0.0528..., the normal tail (the resamples alone: below 0.4)
 * @category Intervals
 */
export function bootstrapP(replicates: readonly number[]): number {
  const finite = replicates.filter((x) => Number.isFinite(x));
  if (finite.length === 0) return 1;
  const below = finite.filter((x) => x <= 0).length;
  const above = finite.filter((x) => x >= 0).length;
  const resolved = Math.min(1, (2 * (Math.min(below, above) + 1)) / (finite.length + 1));
  if ((below > 0 && above > 0) || finite.length < 2) return resolved;
  const mean = finite.reduce((a, x) => a + x, 0) / finite.length;
  const sd = Math.sqrt(finite.reduce((a, x) => a + (x - mean) * (x - mean), 0) / (finite.length - 1));
  return sd === 0 ? 0 : Math.min(resolved, normalTail(mean / sd));
}

/**
 * Holm's step-down correction: which of the hypotheses with these p-values are rejected while
 * keeping the chance of any false rejection at `alpha` (5 % by default) over all of them.
 *
 * @example
 * holm([0.01, 0.04, 0.03]); // [true, false, false]
 * @category Intervals
 */
export function holm(pValues: readonly number[], alpha = 0.05): boolean[] {
  const order = pValues.map((p, i) => [p, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const rejected = pValues.map(() => false);
  const m = pValues.length;
  for (let k = 0; k < m; k++) {
    const [p, i] = order[k] as readonly [number, number];
    if (p > alpha / (m - k)) break;
    rejected[i] = true;
  }
  return rejected;
}
