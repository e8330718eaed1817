/**
 * Termination (law 6) in practice: of a config's games with no finite `maxActions`, no more may be
 * cut by the step limit than the share the rules explain (`expectedUnfinished`, 5 % by default),
 * judged by a one-sided binomial test so that a handful of games cannot fail a sound game by chance.
 *
 * @module
 */
import type { Trace } from "./arbitraries";
import { DEFAULT_LAW_STEP_LIMIT, DEFAULT_UNFINISHED_SHARE, type LawOptions } from "./law-options";

/**
 * The chance below which as many cut games as seen are too many for the expected share.
 *
 * @example
 * binomialTail(10, 10, 0.05) < UNFINISHED_SIGNIFICANCE; // true
 */
export const UNFINISHED_SIGNIFICANCE = 1e-6;

/**
 * The share of `config`'s games that the options let the step limit cut (`expectedUnfinished`, or 5 %).
 *
 * @example
 * expectedUnfinishedShare({ expectedUnfinished: () => undefined }, config); // 0.05
 */
export function expectedUnfinishedShare<C, S, A>(options: LawOptions<C, S, A>, config: C): number {
  const given = options.expectedUnfinished;
  const share = typeof given === "function" ? given(config) : given;
  return share ?? DEFAULT_UNFINISHED_SHARE;
}

/** ln(n!), summed (n is a number of games: small). */
function logFactorial(n: number): number {
  let sum = 0;
  for (let i = 2; i <= n; i++) sum += Math.log(i);
  return sum;
}

/**
 * The chance that at least `k` of `n` games are cut when each is cut with probability `p`: the
 * upper tail of the binomial distribution.
 *
 * @example
 * binomialTail(2, 2, 0.05); // 0.0025 (two of two games cut is not evidence)
 */
export function binomialTail(k: number, n: number, p: number): number {
  if (k <= 0) return 1;
  if (k > n || p <= 0) return 0;
  if (p >= 1) return 1;
  let total = 0;
  for (let i = k; i <= n; i++) {
    total += Math.exp(logFactorial(n) - logFactorial(i) - logFactorial(n - i) + i * Math.log(p) + (n - i) * Math.log(1 - p));
  }
  return Math.min(1, total);
}

/**
 * The games of one config (a slot of the run) with no finite `maxActions`: how many were played,
 * how many the step limit cut, the share of them the options allow, and the first cut (for the report).
 */
export interface CutGames {
  unbounded: number;
  cut: number;
  /** The largest share of games the options let be cut, over the configs played (one, but for mixed options). */
  share: number;
  first?: { readonly trace: Trace; readonly config: unknown };
}

/**
 * Why the cut games of a config are too many for the share its rules explain, or `undefined`
 * when they are not: "does not end in practice", with the counts, the step limit and what to do.
 *
 * @example
 * const verdict = unfinishedVerdict("2p default", { unbounded: 10, cut: 10, share: 0.05, first }, options);
 */
export function unfinishedVerdict<C, S, A>(name: string, cuts: CutGames, options: LawOptions<C, S, A>): string | undefined {
  if (cuts.first === undefined) return undefined;
  const share = cuts.share;
  const chance = binomialTail(cuts.cut, cuts.unbounded, share);
  if (chance >= UNFINISHED_SIGNIFICANCE) return undefined;
  const limit = options.maxSteps ?? DEFAULT_LAW_STEP_LIMIT;
  const percent = (x: number) => `${Math.round(x * 1000) / 10} %`;
  return (
    `config "${name}" does not end in practice: ${cuts.cut} of its ${cuts.unbounded} games were cut by the step limit (${limit} actions), ` +
    `more than the ${percent(share)} of games its rules are expected to leave unfinished explains (the chance of as many is ${chance.toExponential(1)}). ` +
    `The config declares no finite maxActions, so nothing else holds it to an end: a stall the rules do not break, or an end that random play cannot reach. ` +
    `If the rules do leave that many games unfinished (a documented deadlock), state the share with the option expectedUnfinished; if the games are just long, raise maxSteps`
  );
}
