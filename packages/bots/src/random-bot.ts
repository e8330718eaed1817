/**
 * The random bot: uniform over the legal actions.
 *
 * @module
 */
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { type Bot, type BotOptions, SEED_RULE, checkOptions, decisionSeed, makeBot } from "./bot";

/**
 * A bot that picks uniformly among the legal actions: the core's `uniformRandomPolicy` as a bot.
 * Unlike that policy it keeps no generator between calls: each choice is drawn from
 * {@link decisionSeed} (the bot's seed, the seat, the number of actions taken and the seat's
 * view), so the same position always gets the same answer.
 *
 * @example
 * const bot = randomBot({ seed: 3 });
 * const next = actAt(match, 0, bot.chooseIndex(match, 0));
 * @category Bots
 */
export function randomBot(options: BotOptions = {}): Bot {
  checkOptions(options.name ?? "random", options, { seed: SEED_RULE });
  const seed = options.seed ?? 0;
  return makeBot(options.name ?? "random", (match, seat, legal) =>
    uniformInt(xoroshiro128plus(decisionSeed(seed, match, seat)), 0, legal.length - 1),
  );
}
