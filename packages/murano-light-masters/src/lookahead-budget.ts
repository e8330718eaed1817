/**
 * The work budget we recommend for the lookahead bot of `@laguna/bots` in Murano: Light Masters.
 *
 * @module
 */

/**
 * The work budget we recommend for `lookaheadBot` of `@laguna/bots` in Murano: Light Masters:
 * 60,000 rule steps (calls of `apply`) per decision (the bot's general default). A budget counts
 * rule steps, which cost different time in each game (the steps, the legal-action lists and the
 * evaluations together); this one gives about 0.15 s a decision on our 2-core benchmark machine
 * (`bench/search-strength.ts`, issue 29). `laguna simulate --bots lookahead` and `laguna play` use
 * it; pass it yourself to `lookaheadBot`. Ours, measured, not part of the rules.
 *
 * @example
 * import { lookaheadBot } from "@laguna/bots";
 * import { evaluate, lookaheadBudget } from "@laguna/murano-light-masters";
 * const bot = lookaheadBot(evaluate, { seed: 1, ...lookaheadBudget });
 * @category Bots
 */
export const lookaheadBudget: { readonly maxApplies: number } = { maxApplies: 60_000 };
