/**
 * Rule options for one player count. A game lists every value of every rule option once
 * ({@link Game.configOptions}), for all its player counts together; some values fit only some
 * counts (a first player of seat 3 needs 4 players). Tools that offer options to people (a
 * form, a command line's list of choices) ask for the values that fit the count at hand.
 *
 * @module
 */
import type { ConfigOptions, Game, GameConfig } from "./game";

/**
 * The values of each listed rule option that a config for `playerCount` accepts: those for which
 * the game's default config for that count, with this one option set to the value, passes the
 * game's config codec. Options keep the order of `game.configOptions`, values their listed order;
 * an option with no fitting value is left out. Values are checked one option at a time, over the
 * default config: a value that fits only together with another option's non-default value is
 * left out too (the codec decides combinations).
 *
 * `playerCount` must be one of `game.playerCounts` (`defaultConfig` throws a `RangeError`
 * otherwise).
 *
 * @example
 * import { optionsFor } from "@laguna/core";
 * import { game } from "@laguna/walking-in-burano";
 * game.configOptions?.startPlayer; // ["random", 0, 1, 2, 3]
 * optionsFor(game, 2).startPlayer; // ["random", 0, 1]
 * @category Contract
 */
export function optionsFor<C extends GameConfig, S, A, V>(game: Game<C, S, A, V>, playerCount: number): ConfigOptions<C> {
  const base = game.defaultConfig(playerCount);
  const listed = (game.configOptions ?? {}) as Readonly<Record<string, readonly unknown[] | undefined>>;
  const out: Record<string, unknown[]> = {};
  for (const [key, values] of Object.entries(listed)) {
    const fitting = (values ?? []).filter((value) => game.codecs.config.is({ ...base, [key]: value }));
    if (fitting.length > 0) out[key] = fitting;
  }
  return out as ConfigOptions<C>;
}
