/**
 * The configs a rule module declares: its default config for every player count, and each rule
 * option set to each of its other values.
 *
 * @module
 */
import { type Game, type GameConfig, canonicalJson, deepEqual, optionsFor } from "@laguna/core";

/**
 * A config with a name saying how it differs from the default, e.g. `"3p misere=true"`.
 *
 * @example
 * const named: NamedConfig<{ playerCount: number }> = { name: "2p default", config: { playerCount: 2 } };
 * @category Configs
 */
export interface NamedConfig<C> {
  /** Player count and the options that differ from the default. */
  readonly name: string;
  /** The config itself. */
  readonly config: C;
}

/**
 * Every variant a module declares, for each player count: the default config, then the default
 * with one option changed to each of its other values that fit the player count (core's
 * `optionsFor`: the values the config codec accepts).
 *
 * @example
 * variantConfigs(ticTacToe).map((c) => c.name); // ["2p default", "2p misere=true", "2p firstPlayer=1"]
 * @category Configs
 */
export function variantConfigs<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  playerCounts: readonly number[] = game.playerCounts,
): NamedConfig<C>[] {
  const out: NamedConfig<C>[] = [];
  for (const n of playerCounts) {
    const base = game.defaultConfig(n);
    out.push({ name: `${n}p default`, config: base });
    const options = optionsFor(game, n) as Record<string, readonly unknown[] | undefined>;
    for (const [key, values] of Object.entries(options)) {
      for (const value of values ?? []) {
        if (deepEqual((base as Record<string, unknown>)[key], value)) continue;
        out.push({ name: `${n}p ${key}=${canonicalJson(value)}`, config: { ...base, [key]: value } as C });
      }
    }
  }
  return out;
}
