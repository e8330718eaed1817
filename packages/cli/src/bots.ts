/**
 * The bots the `laguna` command plays with: their names, how a list of names is read, and how a
 * seat's bot is made for a game (with the game's evaluation).
 *
 * @module
 */
import { type Bot, type Evaluation, type GreedyOptions, type LookaheadBudget, type SearchBudget, greedyBot, lookaheadBot, mctsBot, randomBot, scoreEvaluation } from "@laguna/bots";
import type { AnyGame, Seed } from "@laguna/core";

/**
 * The names of the bots `laguna simulate --bots` knows, in the order the help lists them.
 *
 * @example
 * BOT_NAMES.includes("mcts"); // true
 * @category Bots
 */
export const BOT_NAMES = ["random", "greedy", "mcts", "lookahead"] as const;

/**
 * The name of one bot: `random` (uniform over the legal actions), `greedy` (plans its whole turn
 * on the game's evaluation) or `mcts` (Monte Carlo tree search, information-set MCTS in games
 * with hidden information) or `lookahead` (the greedy bot's best few first actions, each played on
 * past the seat's turn: the other seats' replies and the seat's next turn).
 *
 * @example
 * const name: BotName = "greedy";
 * @category Bots
 */
export type BotName = (typeof BOT_NAMES)[number];

/**
 * The default MCTS budget of `laguna simulate`: iterations per decision (the bot's own default).
 *
 * @example
 * const options: BotKit = { iterations: DEFAULT_MCTS_ITERATIONS };
 * @category Bots
 */
export const DEFAULT_MCTS_ITERATIONS = 1000;

/**
 * What bots need from a game beyond its rules: its evaluation (the greedy bot maximises it, MCTS
 * judges where its samples stop with it); plus the MCTS budget. Where a turn ends, the bots read
 * from the game's `turnNumber`.
 *
 * @example
 * const kit: BotKit = { evaluate: scoreEvaluation(game), iterations: 500 };
 * @category Bots
 */
export interface BotKit {
  /** The state evaluation; `scoreEvaluation(game)` from `@laguna/bots` when absent. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly evaluate?: Evaluation<any> | undefined;
  /** MCTS iterations per decision; {@link DEFAULT_MCTS_ITERATIONS} by default. */
  readonly iterations?: number | undefined;
  /** The MCTS budget the game's package recommends (its `searchBudget`); `iterations` wins over its iterations. */
  readonly searchBudget?: SearchBudget | undefined;
  /** The lookahead bot's work budget the game's package recommends (its `lookaheadBudget`), with its solo options if any. */
  readonly lookaheadBudget?: LookaheadBudget | undefined;
  /** The greedy bot's search size (`beamWidth`, `maxDepth`, `samples`); the bot's defaults when absent. */
  readonly greedy?: Pick<GreedyOptions, "beamWidth" | "maxDepth" | "samples"> | undefined;
}

/**
 * Whether a string names a bot.
 *
 * @example
 * isBotName("mcts"); // true
 * isBotName("alphazero"); // false
 * @category Bots
 */
export function isBotName(name: string): name is BotName {
  return (BOT_NAMES as readonly string[]).includes(name);
}

/**
 * Reads a comma-separated list of bot names (`"greedy,mcts"`); `undefined` with the first unknown
 * name otherwise.
 *
 * @example
 * parseBotNames("greedy,mcts"); // { names: ["greedy", "mcts"] }
 * parseBotNames("greedy,chess"); // { unknown: "chess" }
 * @category Bots
 */
export function parseBotNames(text: string): { readonly names: readonly BotName[] } | { readonly unknown: string } {
  const names = text.split(",").map((n) => n.trim());
  const unknown = names.find((n) => !isBotName(n));
  return unknown === undefined ? { names: names as BotName[] } : { unknown };
}

/**
 * The bot `name` for a game, seeded with `seed`: `random`, `greedy` on the kit's evaluation, or
 * `mcts` with the kit's iterations, its evaluation and its own defaults otherwise, or `lookahead`
 * with the kit's evaluation and lookahead budget. Without an
 * evaluation in the kit, both use `scoreEvaluation(game)` (the running score).
 *
 * @example
 * const bot = makeNamedBot(game, "mcts", 7, { evaluate: scoreEvaluation(game), iterations: 200 });
 * @category Bots
 */
export function makeNamedBot(game: AnyGame, name: BotName, seed: Seed, kit: BotKit = {}): Bot {
  if (name === "random") return randomBot({ seed });
  const evaluate = kit.evaluate ?? scoreEvaluation(game);
  if (name === "greedy") return greedyBot(evaluate, { ...kit.greedy, seed });
  if (name === "lookahead") {
    const { maxApplies, solo } = kit.lookaheadBudget ?? {};
    return lookaheadBot(evaluate, { seed, ...(maxApplies === undefined ? {} : { maxApplies }), ...(solo === undefined ? {} : { solo }) });
  }
  return mctsBot({ ...kit.searchBudget, seed, iterations: kit.iterations ?? kit.searchBudget?.iterations ?? DEFAULT_MCTS_ITERATIONS, evaluate });
}
