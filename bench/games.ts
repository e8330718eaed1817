/**
 * What the benchmark measures: which rule modules, and with which config.
 *
 * The fixture games are always measured: their reducers are tiny, so they show the engine's own
 * cost at its most visible. After them come the rule modules registered with the CLI
 * (`registry` in `packages/cli/src/registry.ts`): a module added there is benchmarked with no
 * change here.
 *
 * @module
 */
import type { AnyGame, GameConfig } from "@laguna/core";
import { registry } from "../packages/cli/src/registry";
import { stash } from "../tests/fixtures/stash";
import { ticTacToe } from "../tests/fixtures/tic-tac-toe";

// ---------------------------------------------------------------------------------------------
// FIXTURE GAMES: always measured, before the registry. Add a game here only if it is not (and
// will not be) in the CLI registry; registered modules are picked up automatically.
// ---------------------------------------------------------------------------------------------
/**
 * The games measured in every run, before the registry's games.
 *
 * @example
 * FIXTURE_GAMES.map((g) => g.id); // ["tic-tac-toe", "stash"]
 */
export const FIXTURE_GAMES: readonly AnyGame[] = [ticTacToe, stash];
// ---------------------------------------------------------------------------------------------

/**
 * One line of the benchmark: a game at one player count, with the config to play.
 *
 * @example
 * const target: BenchTarget = { game: stash, playerCount: 3, config: stash.defaultConfig(3) };
 */
export interface BenchTarget {
  /** The rule module. */
  readonly game: AnyGame;
  /** The number of players. */
  readonly playerCount: number;
  /** The config the games are played with: {@link benchConfig}. */
  readonly config: GameConfig;
}

/**
 * Every game to measure: the fixtures, then the registry's games (a game whose id was already
 * listed is skipped), keeping only those whose id contains one of `filters` when any are given.
 *
 * @example
 * gamesToMeasure(["stash"]).map((g) => g.id); // ["stash"]
 */
export function gamesToMeasure(filters: readonly string[] = []): AnyGame[] {
  const seen = new Set<string>();
  const games: AnyGame[] = [];
  for (const g of [...FIXTURE_GAMES, ...registry]) {
    if (seen.has(g.id)) continue;
    seen.add(g.id);
    if (filters.length === 0 || filters.some((f) => g.id.includes(f))) games.push(g);
  }
  return games;
}

/**
 * How many of the measured games come from each source, for the report.
 *
 * @example
 * gameSources(); // { fixtures: 2, registry: 0 }
 */
export function gameSources(): { readonly fixtures: number; readonly registry: number } {
  return { fixtures: FIXTURE_GAMES.length, registry: registry.length };
}

/**
 * The config a benchmark plays: the game's default for that player count, except that a game
 * whose default has no bound on its length (the printed rules of Walking in Burano and Light
 * Masters have no round limit, and random players rarely end them) gets our house-rule option
 * `roundLimit: 20`, so that every benchmarked game ends. Reported as such in the tables' configs.
 *
 * @example
 * benchConfig(stash, 3); // stash.defaultConfig(3)
 */
export function benchConfig(game: AnyGame, playerCount: number): GameConfig {
  const config = game.defaultConfig(playerCount) as GameConfig;
  if (Number.isFinite(game.maxActions(config))) return config;
  const bounded = { ...config, roundLimit: 20 } as GameConfig;
  return game.codecs.config.is(bounded) && Number.isFinite(game.maxActions(bounded)) ? bounded : config;
}

/**
 * One target per game and supported player count, each with its {@link benchConfig}.
 *
 * @example
 * targetsOf([stash]).map((t) => t.playerCount); // [2, 3, 4]
 */
export function targetsOf(games: readonly AnyGame[]): BenchTarget[] {
  return games.flatMap((game) =>
    game.playerCounts.map((playerCount) => ({ game, playerCount, config: benchConfig(game, playerCount) })),
  );
}
