/**
 * The game state: plain JSON, validated by {@link MuranoStateC}. It holds the ring, the stacks
 * with their hidden order, the board, the gondolas, the decks, the removed components, the bead
 * bag, the seeded generator, turn and end-game bookkeeping, the pending step of the current turn,
 * and one record per player (spec §2.1).
 *
 * @module
 */
import { EndingC, NaturalC, RngStateC, integerBetween } from "@laguna/core";
import * as t from "io-ts";
import { MuranoConfigC } from "./config";
import { CHARACTER_CARDS, IslandIdC, SPECIAL_CARDS, gondolaIds, isCellId, isTileId } from "./data";

/** A string codec accepting only the given ids (decoded as a plain `string`). */
function idCodec(name: string, valid: (u: string) => boolean): t.Type<string, string, unknown> {
  const is = (u: unknown): u is string => typeof u === "string" && valid(u);
  return new t.Type<string, string, unknown>(name, is, (u, c) => (is(u) ? t.success(u) : t.failure(u, c)), (x) => x);
}
/**
 * A record codec that checks its keys as well as its values (io-ts's `t.record` does not check the
 * keys of a non-enumerable domain in `is`).
 */
function recordOf<V>(name: string, key: t.Type<string, string, unknown>, value: t.Type<V, V, unknown>): t.Type<Readonly<Record<string, V>>, Readonly<Record<string, V>>, unknown> {
  const is = (u: unknown): u is Readonly<Record<string, V>> =>
    typeof u === "object" && u !== null && !Array.isArray(u) && Object.entries(u).every(([k, v]) => key.is(k) && value.is(v));
  return new t.Type<Readonly<Record<string, V>>, Readonly<Record<string, V>>, unknown>(
    name,
    is,
    (u, c) => (is(u) ? t.success(u) : t.failure(u, c)),
    (x) => x,
  );
}
const CHARACTER_IDS = new Set(CHARACTER_CARDS.map((c) => c.id));
const SPECIAL_IDS = new Set(SPECIAL_CARDS.map((c) => c.id));
const GONDOLA_IDS = new Set(gondolaIds("4p"));

/**
 * The io-ts codec of a tile id (`ST01`–`ST42`, `SH01`–`SH12`, `PA01`–`PA12`, `GF01`–`GF12`, `SP01`–`SP12`).
 *
 * @example
 * TileIdC.is("PA05"); // true
 * @category State
 */
export const TileIdC = idCodec("a tile id", isTileId);
/**
 * The io-ts codec of a board space id such as `SD.B2`.
 *
 * @example
 * CellIdC.is("SD.B2"); // true
 * @category State
 */
export const CellIdC = idCodec("a board space id", isCellId);
/**
 * The io-ts codec of a character card id (`MC01`–`MC40`).
 *
 * @example
 * CharacterIdC.is("MC40"); // true
 * @category State
 */
export const CharacterIdC = idCodec("a character card id", (u) => CHARACTER_IDS.has(u));
/**
 * The io-ts codec of a special building card id (`SB01`–`SB15`).
 *
 * @example
 * SpecialCardIdC.is("SB15"); // true
 * @category State
 */
export const SpecialCardIdC = idCodec("a special building card id", (u) => SPECIAL_IDS.has(u));
/**
 * The io-ts codec of a gondola id such as `SD.g.white`.
 *
 * @example
 * GondolaIdC.is("SD.g.white"); // true
 * @category State
 */
export const GondolaIdC = idCodec("a gondola id", (u) => GONDOLA_IDS.has(u));

const SeatC = integerBetween(0, 3, "a seat (0 to 3)");
const ShipIndexC = integerBetween(0, 7, "a ship (0 = red, 1 to 7 = BK1 to BK7)");
const SpaceC = integerBetween(0, 17, "a ring space (0 to 17)");

/**
 * The io-ts codec of bead counts per colour (the bag, or a player's beads).
 *
 * @example
 * BeadsC.is({ red: 10, green: 10, blue: 10 }); // true
 * @category State
 */
export const BeadsC = t.readonly(t.type({ red: NaturalC, green: NaturalC, blue: NaturalC }), "Beads");
/**
 * Bead counts per colour.
 *
 * @example
 * const bag: Beads = { red: 10, green: 10, blue: 10 };
 * @category State
 */
export type Beads = t.TypeOf<typeof BeadsC>;

/**
 * The io-ts codec of the tiles a player bought and has not built yet.
 *
 * @example
 * HandC.is({ glassFactories: [], specialTiles: [], shops: ["SH01"], palaces: [] }); // true
 * @category State
 */
export const HandC = t.readonly(
  t.type({
    glassFactories: t.readonlyArray(TileIdC),
    specialTiles: t.readonlyArray(TileIdC),
    shops: t.readonlyArray(TileIdC),
    palaces: t.readonlyArray(TileIdC),
  }),
  "Hand",
);
/**
 * The tiles in front of a player. Glass factories and special tiles are public; the faces of
 * shops and palaces are known to the owner only (their number is public).
 *
 * @example
 * const hand: Hand = { glassFactories: ["GF01"], specialTiles: [], shops: [], palaces: [] };
 * @category State
 */
export type Hand = t.TypeOf<typeof HandC>;

/**
 * The io-ts codec of a special building card owned by a player, with the turn it was taken.
 *
 * @example
 * OwnedCardC.is({ card: "SB01", turn: 12 }); // true
 * @category State
 */
export const OwnedCardC = t.readonly(t.type({ card: SpecialCardIdC, turn: NaturalC }), "OwnedCard");
/**
 * A special building card owned by a player; `turn` is the turn number in which it was taken (it
 * works from the owner's next turn on).
 *
 * @example
 * const owned: OwnedCard = { card: "SB15", turn: 3 };
 * @category State
 */
export type OwnedCard = t.TypeOf<typeof OwnedCardC>;

/**
 * The io-ts codec of one scored character card.
 *
 * @example
 * ScoredCardC.is({ card: "MC38", island: "SD", vp: 8 }); // true
 * @category State
 */
export const ScoredCardC = t.readonly(t.type({ card: CharacterIdC, island: IslandIdC, vp: NaturalC }), "ScoredCard");
/**
 * A character card scored at final scoring: the island its gondolier went onto, and the VP it gave.
 *
 * @example
 * const s: ScoredCard = { card: "MC05", island: "SD", vp: 12 };
 * @category State
 */
export type ScoredCard = t.TypeOf<typeof ScoredCardC>;

/**
 * The io-ts codec of a player's VP breakdown (the score sheet lines).
 *
 * @example
 * BreakdownC.is(emptyBreakdown()); // true
 * @category State
 */
export const BreakdownC = t.readonly(
  t.type({
    buildings: NaturalC,
    cranes: NaturalC,
    basilica: NaturalC,
    docksideBar: NaturalC,
    guildHall: NaturalC,
    production: NaturalC,
    characters: NaturalC,
    gondoliers: NaturalC,
  }),
  "Breakdown",
);
/**
 * Where a player's VP came from. `production` is the VP lost to production (a loss, stored as a
 * positive number).
 *
 * @example
 * const b: Breakdown = emptyBreakdown();
 * @category State
 */
export type Breakdown = t.TypeOf<typeof BreakdownC>;

/**
 * A breakdown with every line at 0.
 *
 * @example
 * emptyBreakdown().buildings; // 0
 * @category State
 */
export function emptyBreakdown(): Breakdown {
  return { buildings: 0, cranes: 0, basilica: 0, docksideBar: 0, guildHall: 0, production: 0, characters: 0, gondoliers: 0 };
}

/**
 * The io-ts codec of one player.
 *
 * @example
 * PlayerC.is(state.players[0]); // true
 * @category State
 */
export const PlayerC = t.readonly(
  t.type({
    gold: NaturalC,
    vp: NaturalC,
    /** Gondoliers in the personal supply. */
    personal: NaturalC,
    /** Own-colour gondoliers in the general supply. */
    general: NaturalC,
    hand: HandC,
    characters: t.readonlyArray(CharacterIdC),
    specialCards: t.readonlyArray(OwnedCardC),
    specialTilesBuilt: NaturalC,
    beads: BeadsC,
    recruited: NaturalC,
    scored: t.readonlyArray(ScoredCardC),
    /** The turn number of the player's latest turn (0 before the first). */
    lastTurn: NaturalC,
    breakdown: BreakdownC,
  }),
  "Player",
);
/**
 * One player's public and private holdings.
 *
 * @example
 * const gold = state.players[0]?.gold;
 * @category State
 */
export type Player = t.TypeOf<typeof PlayerC>;

/**
 * The io-ts codec of the pending step of the current turn (or of the final scoring).
 *
 * @example
 * StepC.is({ kind: "turn", moved: [] }); // true
 * @category State
 */
export const StepC = t.union([
  /** Choosing ship movements (`moved`: ships moved so far this turn, in order), or a pass. */
  t.readonly(t.type({ kind: t.literal("turn"), moved: t.readonlyArray(ShipIndexC) })),
  /** Buy Shop / Buy Palace: top tile for 2 or search for 4. */
  t.readonly(t.type({ kind: t.literal("buy"), stack: t.keyof({ shop: null, palace: null }) })),
  /** The 4-gold search: the buyer sees the stack and picks a tile. */
  t.readonly(t.type({ kind: t.literal("search"), stack: t.keyof({ shop: null, palace: null }) })),
  /** Recruit: keep one of the drawn cards (paying `cost`) or none. */
  t.readonly(t.type({ kind: t.literal("recruit"), options: t.readonlyArray(CharacterIdC), cost: NaturalC })),
  t.readonly(t.type({ kind: t.literal("placeGondolier") })),
  /** Build: `placed` placements made; `drawn` is a street drawn and not yet placed. */
  t.readonly(t.type({ kind: t.literal("build"), placed: NaturalC, drawn: t.union([TileIdC, t.null]) })),
  /** A special tile was built: keep one of the drawn cards; then resume the Build (or end it). */
  t.readonly(
    t.type({
      kind: t.literal("specialCard"),
      options: t.readonlyArray(SpecialCardIdC),
      resume: t.union([t.readonly(t.type({ placed: NaturalC })), t.null]),
    }),
  ),
  t.readonly(t.type({ kind: t.literal("income") })),
  t.readonly(t.type({ kind: t.literal("production") })),
  /** After producing: sell or not; `extra` tells whether the Trading Station bead was drawn. */
  t.readonly(t.type({ kind: t.literal("sell"), extra: t.boolean, produced: NaturalC })),
  /** End of a turn with the Trading Station extra bead: return one bead. */
  t.readonly(t.type({ kind: t.literal("returnBead") })),
  t.readonly(t.type({ kind: t.literal("gondolier") })),
  /** Final-turn special rule: place the bought tile at once, or keep it. */
  t.readonly(t.type({ kind: t.literal("finalPlace"), tile: TileIdC })),
  /** Final scoring: `order` is the scoring order, `index` the position of the scoring player. */
  t.readonly(t.type({ kind: t.literal("scoring"), order: t.readonlyArray(SeatC), index: NaturalC })),
  t.readonly(t.type({ kind: t.literal("over") })),
]);
/**
 * The pending step.
 *
 * @example
 * if (state.step.kind === "build") console.log(state.step.placed);
 * @category State
 */
export type Step = t.TypeOf<typeof StepC>;

/**
 * The io-ts codec of the components out of the game.
 *
 * @example
 * RemovedC.is(state.removed); // true
 * @category State
 */
export const RemovedC = t.readonly(
  t.type({
    streets: t.readonlyArray(TileIdC),
    shops: t.readonlyArray(TileIdC),
    /** The random 2–3p palace: hidden from everybody, for ever. */
    palaces: t.readonlyArray(TileIdC),
    glassFactories: t.readonlyArray(TileIdC),
    specialTiles: t.readonlyArray(TileIdC),
    /** MC30 and MC37 in 2–3p games: public. */
    characters: t.readonlyArray(CharacterIdC),
    /** The 5 characters removed unseen: hidden from everybody, for ever. */
    charactersUnseen: t.readonlyArray(CharacterIdC),
  }),
  "Removed",
);
/**
 * The components out of the game.
 *
 * @example
 * state.removed.charactersUnseen.length; // 5
 * @category State
 */
export type Removed = t.TypeOf<typeof RemovedC>;

/**
 * The io-ts codec of the game state.
 *
 * @example
 * MuranoStateC.is(setup(defaultConfig(2), 1)); // true
 * @category State
 */
export const MuranoStateC = t.readonly(
  t.type({
    config: MuranoConfigC,
    rng: RngStateC,
    /** The space of each ship: index 0 is the red ship, 1–7 are BK1–BK7. */
    ships: t.readonlyArray(SpaceC),
    /** The two face-down street piles, top first. */
    piles: t.readonlyArray(t.readonlyArray(TileIdC)),
    /** The shop and palace stacks, face down, top first. */
    shopStack: t.readonlyArray(TileIdC),
    palaceStack: t.readonlyArray(TileIdC),
    /** Glass factories and special tiles: identical tiles, so public. */
    glassFactoryStack: t.readonlyArray(TileIdC),
    specialTileStack: t.readonlyArray(TileIdC),
    /** The character deck and the special building card deck, top first. */
    characterDeck: t.readonlyArray(CharacterIdC),
    specialDeck: t.readonlyArray(SpecialCardIdC),
    removed: RemovedC,
    /** The tile on each occupied board space. */
    cells: recordOf("board spaces to tiles", CellIdC, TileIdC),
    /** The builder of each glass factory and shop on the board (its marker). */
    owners: recordOf("tiles to builders", TileIdC, SeatC),
    /** The gondolier on each gondola of the playable islands (`null` when empty). */
    gondolas: recordOf("gondolas to gondoliers", GondolaIdC, t.union([SeatC, t.null])),
    bag: BeadsC,
    players: t.readonlyArray(PlayerC),
    startPlayer: SeatC,
    current: SeatC,
    /** The number of the current turn, counting every player's turns from 1. */
    turn: NaturalC,
    ending: t.union([EndingC, t.null]),
    step: StepC,
  }),
  "MuranoState",
);
/**
 * The game state.
 *
 * @example
 * const state: MuranoState = setup(defaultConfig(3), 42);
 * @category State
 */
export type MuranoState = t.TypeOf<typeof MuranoStateC>;
