/**
 * The work budget we recommend for the lookahead bot of `@laguna/bots` in Walking in Burano.
 *
 * @module
 */

/**
 * The work budget we recommend for `lookaheadBot` of `@laguna/bots` in Walking in Burano: 15,000
 * rule steps (calls of `apply`) per decision instead of the bot's general 60,000. A budget counts
 * rule steps, which cost different time in each game (the steps, the legal-action lists and the
 * evaluations together); this one gives about 0.18 s of CPU a decision on our 2-core benchmark
 * machine (`bench/search-strength.ts`, issue 29: 138 of 200 two-player games won against the
 * frozen greedy `reference`, game 66 left out, which `reference` would not end). Until 2026-11-29
 * it was 30,000 steps, at 0.42 s a decision: on the 199 games both played, 139 won against 138
 * (15,000 steps better in 33, worse in 34). 7,500 steps are clearly weaker (the bots README,
 * *Below 1×*).
 *
 * In a solo game (`solo`, which the bot takes there instead): 50,000 steps, samples that play the
 * rest of the turn and two more turns (`horizon: 3`) with a cheaper planner (`replyBeam: 2`), and
 * the planner's choice overruled at half a standard error (`overrule: 0.5`): a mean of 80.8 over
 * the 100 benchmark solo games against the greedy bot's 77.1 on the same games, about 0.5 s a
 * decision (`bench/solo-lookahead.ts`).
 *
 * `laguna simulate --bots lookahead` and `laguna play` use it; pass it yourself to `lookaheadBot`.
 * Ours, measured, not part of the rules.
 *
 * @example
 * import { lookaheadBot } from "@laguna/bots";
 * import { evaluate, lookaheadBudget } from "@laguna/walking-in-burano";
 * const bot = lookaheadBot(evaluate, { seed: 1, ...lookaheadBudget });
 * @category Bots
 */
export const lookaheadBudget: {
  readonly maxApplies: number;
  readonly solo: {
    readonly maxApplies: number;
    readonly horizon: number;
    readonly replyBeam: number;
    readonly overrule: number;
  };
} = { maxApplies: 15_000, solo: { maxApplies: 50_000, horizon: 3, replyBeam: 2, overrule: 0.5 } };
