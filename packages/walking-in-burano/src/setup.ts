/**
 * Setup (rulebook, *Game Setup* and *Player Setup*): shuffled floor decks, the supply, the
 * character piles, and each player's coins, tokens and scaffolds. R26 and R28 are rulings of the
 * game's page, docs/games/walking-in-burano.md.
 *
 * @module
 */
import { type Seed, seedRng, withRandom } from "@laguna/core";
import { startingArea } from "./area";
import type { BuranoConfig } from "./config";
import { CHARACTER_CARDS, FLOOR_CARDS, setupFor } from "./data";
import type { BuranoState } from "./state";
import { refreshSupply } from "./supply";

/**
 * Coins each player starts with (RULEBOOK, R26).
 *
 * @example
 * setup(defaultConfig(2), 7).players[0]?.coins === STARTING_COINS; // true
 * @category Setup
 */
export const STARTING_COINS = 4;
/**
 * Regulatory bonus tokens each player starts with (RULEBOOK).
 *
 * @example
 * setup(defaultConfig(2), 7).players[0]?.tokens === STARTING_TOKENS; // true
 * @category Setup
 */
export const STARTING_TOKENS = 4;

/**
 * The character cards in play for a config: per type, the lowest-numbered copies up to the
 * setup table's count (R28), without the beginner-removed types when that option is on. The
 * other characters are boxed.
 *
 * @example
 * charactersInPlay(defaultConfig(4)).length; // 26
 * @category Setup
 */
export function charactersInPlay(config: Pick<BuranoConfig, "playerCount" | "beginnerCharacters">): string[] {
  const row = setupFor(config.playerCount);
  return CHARACTER_CARDS.filter(
    (c) =>
      c.copy <= (c.kind === "tourist" ? row.touristsPerType : row.inhabitantsPerType) &&
      (c.beginner || !config.beginnerCharacters),
  )
    .map((c) => c.id)
    .sort();
}

/**
 * The initial state: decks shuffled from the seed, n cards revealed per row, characters sorted
 * into piles, every player with 4 coins, 4 tokens, an empty hand and scaffolds at (0,1) and (1,1),
 * and the start player chosen at random from the seed unless the config names one.
 *
 * @example
 * const state = setup(defaultConfig(3), 42);
 * @category Setup
 */
export function setup(config: BuranoConfig, seed: Seed): BuranoState {
  const n = setupFor(config.playerCount).rowSize;
  const [[decks, randomStart], rng] = withRandom(seedRng(seed), (r) => [
    ([1, 2, 3] as const).map((level) => r.shuffle(FLOOR_CARDS.filter((c) => c.level === level).map((c) => c.id))),
    r.int(0, config.playerCount - 1),
  ]);
  const empty = [0, 1, 2].map(() => Array<string | null>(n).fill(null));
  const supply = refreshSupply(empty, decks, false, config);
  const characters = charactersInPlay(config);
  const startPlayer = config.startPlayer === "random" ? randomStart : config.startPlayer;
  return {
    config,
    decks: supply.decks,
    supply: supply.rows,
    characters,
    box: { floors: [], characters: CHARACTER_CARDS.map((c) => c.id).filter((id) => !characters.includes(id)) },
    players: Array.from({ length: config.playerCount }, () => ({
      coins: STARTING_COINS,
      tokens: STARTING_TOKENS,
      hand: [],
      area: startingArea(),
    })),
    startPlayer,
    current: startPlayer,
    turns: 0,
    rounds: 0,
    phase: "acquire",
    placed: 0,
    arranged: false,
    ended: null,
    rng,
  };
}
