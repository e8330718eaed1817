/**
 * The frozen `reference` bot of issue 29: the greedy bot and the three titles' evaluations as they
 * were at commit 0f2c455, for benchmarks that measure strength against something that stays put.
 * Not part of any package's public API. See README.md: nothing in this folder may change.
 *
 * @example
 * import { referenceBot } from "./reference";
 * const bots = [referenceBot(burano.id, { seed: 1 }), greedyBot(evaluate, { seed: 2 })];
 *
 * @module
 */
import type { Bot, Evaluation } from "@laguna/bots";
import { evaluate as buranoEvaluate } from "./burano-evaluate";
import { type GreedyOptions, greedyBot } from "./greedy";
import { evaluate as lightMastersEvaluate } from "./light-masters-evaluate";
import { evaluate as muranoEvaluate } from "./murano-evaluate";

/** The game ids the reference plays, with the evaluation frozen for each. */
export const REFERENCE_EVALUATIONS: Readonly<Record<string, Evaluation<never>>> = Object.freeze({
  "walking-in-burano": buranoEvaluate as Evaluation<never>,
  "murano-light-masters": lightMastersEvaluate as Evaluation<never>,
  murano: muranoEvaluate as Evaluation<never>,
});

/**
 * The frozen evaluation of a title (throws a `RangeError` for a game id it does not know).
 *
 * @example
 * const value = referenceEvaluation("murano")(state, 0);
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function referenceEvaluation(gameId: string): Evaluation<any> {
  const evaluate = REFERENCE_EVALUATIONS[gameId];
  if (evaluate === undefined) throw new RangeError(`reference: no frozen evaluation for "${gameId}" (known: ${Object.keys(REFERENCE_EVALUATIONS).join(", ")})`);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return evaluate as Evaluation<any>;
}

/**
 * The reference bot for a title: the frozen greedy bot with the title's frozen evaluation, named
 * `"reference"` unless `options.name` says otherwise. Options as the greedy bot's of that commit
 * (defaults: beam 8, depth 12, 4 samples, no work budget).
 *
 * @example
 * const bot = referenceBot("walking-in-burano", { seed: 3 });
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function referenceBot(gameId: string, options: GreedyOptions = {}): Bot<any> {
  return greedyBot(referenceEvaluation(gameId), { name: "reference", ...options });
}

export { type GreedyOptions, greedyBot as frozenGreedyBot } from "./greedy";
