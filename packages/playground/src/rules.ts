/**
 * The rule modules the playground plays, with each package's own evaluation for the bots. No
 * drawing here: the bots' worker loads this module too.
 *
 * @module
 */
import type { Evaluation, LookaheadBudget, SearchBudget } from "@laguna/bots";
import type { AnyGame } from "@laguna/core";
import * as murano from "@laguna/murano";
import * as lightMasters from "@laguna/murano-light-masters";
import * as burano from "@laguna/walking-in-burano";

/** A rule module and its evaluation. */
export interface RuleKit {
  /** The rule module. */
  readonly game: AnyGame;
  /** The package's own evaluation, for the greedy and MCTS bots. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly evaluate: Evaluation<any>;
  /** The MCTS budget the package recommends, where it has one (Murano). */
  readonly searchBudget?: SearchBudget;
  /** The lookahead bot's work budget the package recommends, with its solo options if any. */
  readonly lookaheadBudget: LookaheadBudget;
}

/** Every game, in menu order. */
export const RULES: readonly RuleKit[] = [
  { game: burano.game, evaluate: burano.evaluate, lookaheadBudget: burano.lookaheadBudget },
  { game: lightMasters.game, evaluate: lightMasters.evaluate, lookaheadBudget: lightMasters.lookaheadBudget },
  { game: murano.game, evaluate: murano.evaluate, searchBudget: murano.searchBudget, lookaheadBudget: murano.lookaheadBudget },
];

/** The rule kit of a game id, or `undefined`. */
export const rulesFor = (id: string): RuleKit | undefined => RULES.find((k) => k.game.id === id);
