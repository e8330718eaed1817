/**
 * The registry: the rule modules the `laguna` command knows, and what its bots need of each.
 *
 * @module
 */
import type { Evaluation, LookaheadBudget, SearchBudget } from "@laguna/bots";
import type { AnyGame } from "@laguna/core";
import * as examplesPackage from "@laguna/examples";
import * as muranoPackage from "@laguna/murano";
import * as lightMastersPackage from "@laguna/murano-light-masters";
import * as buranoPackage from "@laguna/walking-in-burano";
import type { BotKit } from "./bots";
import { type Legend, LEGENDS } from "./legends";

/**
 * One registered rule module: the game, and what the bots need to play it well.
 *
 * @example
 * const entry: GameEntry = { game: ticTacToe };
 * @category Registry
 */
export interface GameEntry {
  /** The rule module. */
  readonly game: AnyGame;
  /**
   * The game's own state evaluation, for the greedy and MCTS bots: the `evaluate` the rule
   * module's package exports, when it exports one. Without it the bots use `scoreEvaluation(game)`
   * from `@laguna/bots` (the running score).
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly evaluate?: Evaluation<any>;
  /**
   * The MCTS budget the rule module's package recommends (its `searchBudget` export, when it has
   * one: Murano's steps are slow, so it asks for fewer per decision); the bot's defaults otherwise.
   * `--iterations` still sets the iterations.
   */
  readonly searchBudget?: SearchBudget;
  /**
   * The lookahead bot's work budget the rule module's package recommends (its `lookaheadBudget`
   * export, when it has one: rule steps cost different time in each game), with its options for
   * solo games if it has some; the bot's defaults otherwise.
   */
  readonly lookaheadBudget?: LookaheadBudget;
  /** What the codes of the game's `render` mean, for people reading the demo or playing. */
  readonly legend?: Legend;
}

/**
 * A registry entry for a rule module from its package's exports: `game`, `evaluate` if the
 * package exports a function of that name, and `searchBudget` and `lookaheadBudget` if it exports
 * objects of those names. Adding `export { evaluate }` to a rule package is all it takes for the
 * command's bots to use it.
 *
 * @example
 * import * as buranoPackage from "@laguna/walking-in-burano";
 * const entry = entryFromPackage(buranoPackage);
 * @category Registry
 */
export function entryFromPackage(pkg: { readonly game: AnyGame }, extra: Omit<GameEntry, "game" | "evaluate" | "searchBudget" | "lookaheadBudget"> = {}): GameEntry {
  const evaluate = (pkg as Readonly<Record<string, unknown>>)["evaluate"];
  const searchBudget = (pkg as Readonly<Record<string, unknown>>)["searchBudget"];
  const lookaheadBudget = (pkg as Readonly<Record<string, unknown>>)["lookaheadBudget"];
  return {
    game: pkg.game,
    ...extra,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    ...(typeof evaluate === "function" ? { evaluate: evaluate as Evaluation<any> } : {}),
    ...(typeof searchBudget === "object" && searchBudget !== null ? { searchBudget: searchBudget as SearchBudget } : {}),
    ...(typeof lookaheadBudget === "object" && lookaheadBudget !== null ? { lookaheadBudget: lookaheadBudget as LookaheadBudget } : {}),
  };
}

/**
 * Every registered rule module with what its bots need, in display order.
 *
 * Rule modules are added here: when a rule module package lands, append
 * `entryFromPackage(itsPackage)`; `laguna list`, `laguna demo`, `laguna simulate` and
 * `npm run bench` pick it up with no other change.
 *
 * @example
 * import { entries } from "@laguna/cli";
 * entries.map((entry) => entry.evaluate !== undefined); // which games bring their own evaluation
 * @category Registry
 */
export const entries: readonly GameEntry[] = [
  entryFromPackage(buranoPackage, { legend: LEGENDS["walking-in-burano"] as Legend }),
  entryFromPackage(lightMastersPackage, { legend: LEGENDS["murano-light-masters"] as Legend }),
  entryFromPackage(muranoPackage, { legend: LEGENDS["murano"] as Legend }),
];

/**
 * Every rule module the `laguna` command can demo and simulate, in display order: the games of
 * {@link entries}.
 *
 * @example
 * import { registry } from "@laguna/cli";
 * registry.map((game) => game.id); // ["walking-in-burano", "murano-light-masters", "murano"]
 * @category Registry
 */
export const registry: readonly AnyGame[] = entries.map((entry) => entry.game);

/**
 * The example rule modules of `@laguna/examples` (tic-tac-toe and Stash), which the command knows
 * besides the titles of {@link entries}: `laguna list` shows them marked as examples, `simulate`,
 * `analyze` and `play` take them, and `laguna demo` plays only the titles.
 *
 * @example
 * import { exampleEntries } from "@laguna/cli";
 * exampleEntries.map((entry) => entry.game.id); // ["tic-tac-toe", "stash"]
 * @category Registry
 */
export const exampleEntries: readonly GameEntry[] = [entryFromPackage({ game: examplesPackage.ticTacToe }), entryFromPackage({ game: examplesPackage.stash })];

/**
 * The games of {@link exampleEntries}: the examples the command knows besides the titles.
 *
 * @example
 * import { exampleGames } from "@laguna/cli";
 * exampleGames.map((game) => game.id); // ["tic-tac-toe", "stash"]
 * @category Registry
 */
export const exampleGames: readonly AnyGame[] = exampleEntries.map((entry) => entry.game);

/**
 * Every entry the command knows: the titles ({@link entries}), then the examples
 * ({@link exampleEntries}). Worker threads look games up here.
 *
 * @example
 * allEntries.find((entry) => entry.game.id === "stash");
 * @category Registry
 */
export const allEntries: readonly GameEntry[] = [...entries, ...exampleEntries];

/**
 * What the bots need to play `game`: the registered entry's evaluation and search budgets (none for
 * a game that is not registered, e.g. a test's own), with the given MCTS iterations.
 *
 * @example
 * const kit = botKitFor(registry[0]!, 500);
 * @category Registry
 */
export function botKitFor(game: AnyGame, iterations?: number, registered: readonly GameEntry[] = allEntries): BotKit {
  const entry = registered.find((e) => e.game === game || e.game.id === game.id);
  return {
    ...(entry?.evaluate ? { evaluate: entry.evaluate } : {}),
    ...(entry?.searchBudget ? { searchBudget: entry.searchBudget } : {}),
    ...(entry?.lookaheadBudget ? { lookaheadBudget: entry.lookaheadBudget } : {}),
    ...(iterations === undefined ? {} : { iterations }),
  };
}

/**
 * The legend of a registered game (by id): what the codes of its rendering mean; `undefined` for
 * a game that is not registered or has none.
 *
 * @example
 * legendFor(registry[2]!)?.(rendered); // the lines explaining the codes in `rendered`
 * @category Registry
 */
export function legendFor(game: AnyGame, registered: readonly GameEntry[] = allEntries): Legend | undefined {
  return registered.find((e) => e.game.id === game.id)?.legend;
}

/**
 * What the command says when no rule module is registered.
 *
 * @example
 * if (games.length === 0) write(`${EMPTY_REGISTRY_MESSAGE}\n`);
 * @category Registry
 */
export const EMPTY_REGISTRY_MESSAGE = "No rule modules are registered: the list of games given to the command is empty.";

/**
 * The game with this id, or `undefined`.
 *
 * @example
 * const game = findGame(registry, "murano");
 * @category Registry
 */
export function findGame(games: readonly AnyGame[], id: string): AnyGame | undefined {
  return games.find((game) => game.id === id);
}

/**
 * A list of player counts in words, e.g. `"2, 3 or 4"`.
 *
 * @example
 * formatPlayerCounts([2, 3, 4]); // "2, 3 or 4"
 * @category Registry
 */
export function formatPlayerCounts(counts: readonly number[]): string {
  if (counts.length <= 1) return counts.join("");
  return `${counts.slice(0, -1).join(", ")} or ${counts[counts.length - 1]}`;
}
