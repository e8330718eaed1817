/**
 * `@laguna/bots`: players for any Laguna rule module.
 *
 * Every bot implements one interface, {@link Bot}: given a match and a seat, it chooses one of
 * the seat's legal actions. Bots are deterministic for a given seed (decisions are seeded from
 * the bot's seed and what the seat may see), budgeted by iterations (optionally by time), and
 * never read another seat's secrets.
 *
 * - {@link randomBot}: uniform over the legal actions.
 * - {@link greedyBot}: plans its whole turn with a small beam search and an evaluation.
 * - {@link mctsBot}: Monte Carlo tree search; information-set MCTS with determinization in games
 *   with hidden information or chance.
 * - {@link lookaheadBot}: looks past its own turn, through the other seats' replies; each title
 *   exports the budget it recommends (`lookaheadBudget`). The strongest of these bots.
 * - {@link restrict}: any bot, forbidden some actions (restricted play: what a feature is worth).
 * - {@link makeBot}: a bot of your own from a function that picks an index into the legal actions.
 *
 * @example
 * import { createMatch, playout } from "@laguna/core";
 * import { botPolicy, greedyBot, mctsBot, randomBot, scoreEvaluation } from "@laguna/bots";
 * const evaluate = scoreEvaluation(game);
 * const bots = [mctsBot({ seed: 1, evaluate }), greedyBot(evaluate, { seed: 2 }), randomBot({ seed: 3 })];
 * const finished = playout(match, botPolicy(bots));
 *
 * @packageDocumentation
 */
export { type Bot, type BotOptions, type SearchBudget, botPolicy, decisionSeed, makeBot } from "./bot";
/** Re-exported from `@laguna/core` for bot authors: mixes integers into a seed. */
export { mixSeed } from "@laguna/core";
export { type Evaluation, scoreEvaluation } from "./evaluation";
export { type GreedyOptions, greedyBot } from "./greedy";
export { type MctsOptions, mctsBot } from "./mcts";
export { randomBot } from "./random-bot";
export { type Forbidden, restrict } from "./restrict";
export { type LookaheadBudget, type LookaheadOptions, lookaheadBot } from "./lookahead";
