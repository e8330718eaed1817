/**
 * Setup (rulebook, *Setup*): the board side, the ships on the anchors, the removals for 2–3
 * players, the shuffled street piles, stacks and decks, the players' starting holdings and the
 * start player. Deterministic from config and seed.
 *
 * @module
 */
import { type Seed, seedRng, withRandom } from "@laguna/core";
import type { MuranoConfig } from "./config";
import {
  CHARACTER_CARDS,
  CONSTANTS,
  GLASS_FACTORY_TILES,
  PALACE_TILES,
  RING,
  SHOP_TILES,
  SPECIAL_CARDS,
  SPECIAL_TILES,
  STREET_TILES,
  gondolaIds,
  setupFor,
} from "./data";
import { type MuranoState, type Player, emptyBreakdown } from "./state";

/**
 * The anchor spaces of the ring, ascending.
 *
 * @example
 * ANCHORS; // [0, 2, 4, 7, 9, 11, 13, 16]
 * @category Setup
 */
export const ANCHORS: readonly number[] = RING.filter((r) => r.anchor).map((r) => r.index);

/**
 * The ships' starting spaces when the red ship starts on the anchor at `redAnchor` (an index into
 * {@link ANCHORS}): BK1–BK7 take the other anchors in ring order.
 *
 * @example
 * startingShips(0); // [0, 2, 4, 7, 9, 11, 13, 16]
 * @category Setup
 */
export function startingShips(redAnchor: number): number[] {
  const red = ANCHORS[redAnchor] ?? 0;
  return [red, ...ANCHORS.filter((a) => a !== red)];
}

function startingPlayer(): Player {
  return {
    gold: CONSTANTS.startingGold,
    vp: CONSTANTS.startingVp,
    personal: CONSTANTS.startingPersonalSupply,
    general: CONSTANTS.startingGeneralSupply,
    hand: { glassFactories: [], specialTiles: [], shops: [], palaces: [] },
    characters: [],
    specialCards: [],
    specialTilesBuilt: 0,
    beads: { red: 0, green: 0, blue: 0 },
    recruited: 0,
    scored: [],
    lastTurn: 0,
    breakdown: emptyBreakdown(),
  };
}

/**
 * The initial state for a config and seed.
 *
 * @example
 * const state = setup(defaultConfig(4), 7);
 * state.characterDeck.length; // 35
 * @category Setup
 */
export function setup(config: MuranoConfig, seed: Seed): MuranoState {
  const n = config.playerCount;
  const row = setupFor(n);
  const small = row.side === "2-3p";
  const keep = <T extends { removedIn23: boolean }>(r: T) => !small || !r.removedIn23;
  const out = <T extends { removedIn23: boolean }>(r: T) => small && r.removedIn23;
  const [dealt, rng] = withRandom(seedRng(seed), (r) => {
    const streets = r.shuffle(STREET_TILES.filter(keep).map((s) => s.id));
    const shops = r.shuffle(SHOP_TILES.filter(keep).map((s) => s.id));
    const palaces = r.shuffle(PALACE_TILES.map((p) => p.id));
    const characters = r.shuffle(CHARACTER_CARDS.filter(keep).map((c) => c.id));
    const specials = r.shuffle(SPECIAL_CARDS.map((c) => c.id));
    const start = config.startPlayer === "random" ? r.int(0, n - 1) : config.startPlayer;
    const redAnchor = config.redShipStart === "random" ? r.int(0, ANCHORS.length - 1) : 0;
    return { streets, shops, palaces, characters, specials, start, redAnchor };
  });
  const [pileA = 0] = row.streetPiles;
  return {
    config,
    rng,
    ships: startingShips(dealt.redAnchor),
    piles: [dealt.streets.slice(0, pileA), dealt.streets.slice(pileA)],
    shopStack: dealt.shops,
    palaceStack: dealt.palaces.slice(row.palacesRemovedUnseen),
    glassFactoryStack: GLASS_FACTORY_TILES.filter(keep).map((g) => g.id),
    specialTileStack: SPECIAL_TILES.filter(keep).map((g) => g.id),
    characterDeck: dealt.characters.slice(row.charactersRemovedUnseen),
    specialDeck: dealt.specials,
    removed: {
      streets: STREET_TILES.filter(out).map((s) => s.id),
      shops: SHOP_TILES.filter(out).map((s) => s.id),
      palaces: dealt.palaces.slice(0, row.palacesRemovedUnseen),
      glassFactories: GLASS_FACTORY_TILES.filter(out).map((g) => g.id),
      specialTiles: SPECIAL_TILES.filter(out).map((g) => g.id),
      characters: CHARACTER_CARDS.filter(out).map((c) => c.id),
      charactersUnseen: dealt.characters.slice(0, row.charactersRemovedUnseen),
    },
    cells: {},
    owners: {},
    gondolas: Object.fromEntries(gondolaIds(row.side).map((g) => [g, null])),
    bag: { red: CONSTANTS.beadsPerColour, green: CONSTANTS.beadsPerColour, blue: CONSTANTS.beadsPerColour },
    players: Array.from({ length: n }, (_, seat) => ({ ...startingPlayer(), lastTurn: seat === dealt.start ? 1 : 0 })),
    startPlayer: dealt.start,
    current: dealt.start,
    turn: 1,
    ending: null,
    step: { kind: "turn", moved: [] },
  };
}
