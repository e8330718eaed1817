/**
 * The bots of a game against bots (`laguna play`): the seats other than the person's take one bot
 * name for all of them, or one name each. A new game and a resumed one are held to the same rule.
 *
 * @module
 */
import * as either from "fp-ts/lib/Either.js";
import type { BotName } from "./bots";

/**
 * Checks that `bots` fit the other seats of a game of `players`: one bot for all of them, or one
 * per other seat. `Left` says, in words, what fits and what was given.
 *
 * @example
 * checkOtherSeatBots(3, ["greedy", "mcts"]); // right(["greedy", "mcts"])
 * checkOtherSeatBots(2, ["greedy", "mcts", "random"]); // left("one bot, for the other seat, not 3")
 */
export function checkOtherSeatBots(players: number, bots: readonly BotName[]): either.Either<string, readonly BotName[]> {
  if (bots.length === 1 || bots.length === players - 1) return either.right(bots);
  const wanted = players === 2 ? "one bot, for the other seat" : `one bot for all ${players - 1} other seats or one per other seat`;
  return either.left(`${wanted}, not ${bots.length}`);
}
