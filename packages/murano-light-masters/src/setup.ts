/**
 * Setup (rulebook, *Preparación*): the Ring side, the Selector and Ring positions, the deal, the
 * Markets, the Warehouse, the Lira, the first player and the Advantages under the Category tiles,
 * all drawn from the seed. R32 and R33 are rulings of the game's page,
 * docs/games/murano-light-masters.md.
 *
 * @module
 */
import { type Seed, seedRng, withRandom } from "@laguna/core";
import type { LightMastersConfig, TileAssignment } from "./config";
import {
  ADVANTAGE_CARDS,
  CATEGORY_TILES,
  CONSTANTS,
  CREATION_CARDS,
  FIRST_GAME_ADVANTAGES,
  FRAGMENT_SUPPLY,
  type Fragment,
  MARKETS,
  MARKET_SETUP_FRAGMENTS,
  type MarketId,
  handSize,
} from "./data";
import { type LightMastersState, newTurn } from "./state";

/**
 * The Advantage cards setup draws from (R33): all 16, or without 1 and 2 with `advancedPlayers`.
 *
 * @example
 * advantagePool({ advancedPlayers: true }).length; // 14
 * @category Setup
 */
export function advantagePool(config: Pick<LightMastersConfig, "advancedPlayers">): number[] {
  return ADVANTAGE_CARDS.filter((a) => !(config.advancedPlayers && a.notForAdvancedPlayers)).map((a) => a.id);
}

/** Puts the first 4 cards of `cards` under the tiles, in the data's tile order. */
function underTiles(cards: readonly number[]): TileAssignment {
  const [ART, JEW, HOU, ANI] = CATEGORY_TILES.map((tile, i) => {
    const card = cards[i];
    if (card === undefined) throw new RangeError(`setup: no Advantage card for tile ${tile.id}`);
    return card;
  }) as [number, number, number, number];
  return { ART, JEW, HOU, ANI };
}

/**
 * The initial state, drawn from the seed in a fixed order (so that fixing one option in the config
 * leaves every other draw unchanged):
 * 1. the Selector position and the Ring offset (used unless the config gives them, R32);
 * 2. the 24 Creation cards shuffled and dealt, 5 per player (6 with 2 players); the rest go to the
 *    box, unseen;
 * 3. each hand shuffled by its owner (index 0 is the first card);
 * 4. one R, Y, G and B from the Warehouse, one at random in each Market (the Warehouse keeps 42);
 * 5. the first player (unless the config names one);
 * 6. the Advantages: 4 of the pool (without 1 and 2 with `advancedPlayers`), or the first-game
 *    set 1–4 in random order, under Arte, Joya, Menaje and Animal; or the config's mapping.
 *
 * Every player starts with 4Ł and an empty Workbench; the first player's turn starts at
 * `P1.Selector` in round 1.
 *
 * @example
 * const state = setup(defaultConfig(3), 42);
 * state.players.map((p) => p.hand.length); // [5, 5, 5]
 * @category Setup
 */
export function setup(config: LightMastersConfig, seed: Seed): LightMastersState {
  const n = config.playerCount;
  const size = handSize(n);
  const [draws, rng] = withRandom(seedRng(seed), (r) => {
    const selector = r.int(0, CONSTANTS.positions - 1);
    const ringOffset = r.int(0, CONSTANTS.positions - 1);
    const deck = r.shuffle(CREATION_CARDS.map((c) => c.id));
    const hands = Array.from({ length: n }, (_, seat) => r.shuffle(deck.slice(seat * size, (seat + 1) * size)));
    const box = deck.slice(n * size).sort();
    const marketColours = r.shuffle(MARKET_SETUP_FRAGMENTS);
    const firstPlayer = r.int(0, n - 1);
    const advantages =
      config.advantageSetup === "firstGame" ? r.shuffle(FIRST_GAME_ADVANTAGES) : r.shuffle(advantagePool(config));
    return { selector, ringOffset, hands, box, marketColours, firstPlayer, advantages };
  });
  const markets: Record<MarketId, Fragment[]> = { NE: [], SE: [], SW: [], NW: [] };
  MARKETS.forEach((m, i) => {
    const colour = draws.marketColours[i];
    if (colour !== undefined) markets[m.id].push(colour);
  });
  const warehouse: Record<Fragment, number> = { ...FRAGMENT_SUPPLY };
  for (const colour of draws.marketColours) warehouse[colour] -= 1;
  const firstPlayer = config.firstPlayer === "random" ? draws.firstPlayer : config.firstPlayer;
  const tiles =
    config.advantageSetup === "random" || config.advantageSetup === "firstGame"
      ? underTiles(draws.advantages)
      : config.advantageSetup;
  return {
    config,
    firstPlayer,
    current: firstPlayer,
    round: 1,
    phase: "P1.Selector",
    selector: config.selectorStart === "random" ? draws.selector : config.selectorStart,
    ringSide: config.ringSide,
    ringOffset: config.ringOffsetStart === "random" ? draws.ringOffset : config.ringOffsetStart,
    warehouse,
    markets,
    tiles: { ...tiles },
    players: draws.hands.map((hand) => ({
      lira: CONSTANTS.startLira,
      workbench: { R: 0, Y: 0, G: 0, B: 0, W: 0 },
      hand,
      completed: [],
      used: [],
      turns: 0,
    })),
    box: draws.box,
    turn: newTurn(),
    pending: null,
    followUp: null,
    endTriggered: false,
    rng,
  };
}
