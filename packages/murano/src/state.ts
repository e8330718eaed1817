/**
 * The game state: plain JSON, validated by {@link MuranoStateC}. It holds the ring, the stacks
 * with their hidden order, the board, the gondolas, the decks, the removed components, the bead
 * bag, the seeded generator, turn and end-game bookkeeping, the pending step of the current turn,
 * and one record per player.
 *
 * @module
 */
import { type Ending, EndingC, NaturalC, type RngState, RngStateC, type Seat, integerBetween } from "@laguna/core";
import * as t from "io-ts";
import { type MuranoConfig, MuranoConfigC } from "./config";
import { CHARACTER_CARDS, type IslandId, IslandIdC, SPECIAL_CARDS, gondolaIds, isCellId, isTileId } from "./data";

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
export const BeadsC: t.Type<Beads, Beads, unknown> = t.readonly(t.type({ red: NaturalC, green: NaturalC, blue: NaturalC }), "Beads");
/**
 * Bead counts per colour.
 *
 * @example
 * const bag: Beads = { red: 10, green: 10, blue: 10 };
 * @category State
 */
export interface Beads {
  /** Red beads. */
  readonly red: number;
  /** Green beads. */
  readonly green: number;
  /** Blue beads. */
  readonly blue: number;
}

/**
 * The io-ts codec of the tiles a player bought and has not built yet.
 *
 * @example
 * HandC.is({ glassFactories: [], specialTiles: [], shops: ["SH01"], palaces: [] }); // true
 * @category State
 */
export const HandC: t.Type<Hand, Hand, unknown> = t.readonly(
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
export interface Hand {
  /** Glass factory tiles bought and not built (public). */
  readonly glassFactories: readonly string[];
  /** Special tiles bought and not built (public). */
  readonly specialTiles: readonly string[];
  /** Shop tiles bought and not built: their faces are known to the owner only. */
  readonly shops: readonly string[];
  /** Palace tiles bought and not built: their faces are known to the owner only. */
  readonly palaces: readonly string[];
}

/**
 * The io-ts codec of a special building card owned by a player, with the turn it was taken.
 *
 * @example
 * OwnedCardC.is({ card: "SB01", turn: 12 }); // true
 * @category State
 */
export const OwnedCardC: t.Type<OwnedCard, OwnedCard, unknown> = t.readonly(t.type({ card: SpecialCardIdC, turn: NaturalC }), "OwnedCard");
/**
 * A special building card owned by a player.
 *
 * @example
 * const owned: OwnedCard = { card: "SB15", turn: 3 };
 * @category State
 */
export interface OwnedCard {
  /** The special building card's id (`SB01` to `SB15`). */
  readonly card: string;
  /** The turn number in which it was taken: it works from the owner's next turn on (the Basilica at once). */
  readonly turn: number;
}

/**
 * The io-ts codec of one scored character card.
 *
 * @example
 * ScoredCardC.is({ card: "MC38", island: "SD", vp: 8 }); // true
 * @category State
 */
export const ScoredCardC: t.Type<ScoredCard, ScoredCard, unknown> = t.readonly(t.type({ card: CharacterIdC, island: IslandIdC, vp: NaturalC }), "ScoredCard");
/**
 * A character card scored at final scoring.
 *
 * @example
 * const s: ScoredCard = { card: "MC05", island: "SD", vp: 12 };
 * @category State
 */
export interface ScoredCard {
  /** The character card's id (`MC01` to `MC40`). */
  readonly card: string;
  /** The island its gondolier went onto. */
  readonly island: IslandId;
  /** The VP it gave. */
  readonly vp: number;
}

/**
 * The io-ts codec of a player's VP breakdown (the score sheet lines).
 *
 * @example
 * BreakdownC.is(emptyBreakdown()); // true
 * @category State
 */
export const BreakdownC: t.Type<Breakdown, Breakdown, unknown> = t.readonly(
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
 * Where a player's VP came from: the lines of the score sheet.
 *
 * @example
 * const b: Breakdown = emptyBreakdown();
 * @category State
 */
export interface Breakdown {
  /** VP for the buildings built: 1 per glass factory, 2 per shop, 3 per palace. */
  readonly buildings: number;
  /** VP from the Construction Cranes. */
  readonly cranes: number;
  /** VP from the Basilica. */
  readonly basilica: number;
  /** VP from the Dockside Bar. */
  readonly docksideBar: number;
  /** VP from the Guild Hall. */
  readonly guildHall: number;
  /** VP lost to production: a loss, stored as a positive number. */
  readonly production: number;
  /** VP from the character cards at final scoring. */
  readonly characters: number;
  /** VP for the own gondoliers that got no character card at final scoring. */
  readonly gondoliers: number;
}

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
 * One player's public and private holdings.
 *
 * @example
 * const gold = state.players[0]?.gold;
 * @category State
 */
export interface Player {
  /** The player's gold. */
  readonly gold: number;
  /** The player's victory points (the gondolier on the score track). */
  readonly vp: number;
  /** Gondoliers in the player's personal supply. */
  readonly personal: number;
  /** The player's own-colour gondoliers in the general supply (hired back with the Gondolier action). */
  readonly general: number;
  /** The tiles bought and not built yet. */
  readonly hand: Hand;
  /** The character cards recruited, hidden from the others until final scoring. */
  readonly characters: readonly string[];
  /** The special building cards the player owns, with the turn each was taken. */
  readonly specialCards: readonly OwnedCard[];
  /** How many special tiles the player has built. */
  readonly specialTilesBuilt: number;
  /** The beads the player holds. */
  readonly beads: Beads;
  /** How many character cards the player has recruited (the next one costs this plus 1 gold). */
  readonly recruited: number;
  /** The character cards scored at final scoring, in order. */
  readonly scored: readonly ScoredCard[];
  /** The turn number of the player's latest turn (0 before the first). */
  readonly lastTurn: number;
  /** Where the player's VP came from. */
  readonly breakdown: Breakdown;
}

/**
 * The io-ts codec of one player.
 *
 * @example
 * PlayerC.is(state.players[0]); // true
 * @category State
 */
export const PlayerC: t.Type<Player, Player, unknown> = t.readonly(
  t.type({
    gold: NaturalC,
    vp: NaturalC,
    personal: NaturalC,
    general: NaturalC,
    hand: HandC,
    characters: t.readonlyArray(CharacterIdC),
    specialCards: t.readonlyArray(OwnedCardC),
    specialTilesBuilt: NaturalC,
    beads: BeadsC,
    recruited: NaturalC,
    scored: t.readonlyArray(ScoredCardC),
    lastTurn: NaturalC,
    breakdown: BreakdownC,
  }),
  "Player",
);

/**
 * An action turn or a pass is under way: the player chooses ship movements, or passes.
 *
 * @example
 * const step: TurnStep = { kind: "turn", moved: [] };
 * @category State
 */
export interface TurnStep {
  /** The step's kind. */
  readonly kind: "turn";
  /** The ships moved so far this turn, in order (0 is the red ship, 1 to 7 the black ones). */
  readonly moved: readonly number[];
}

/**
 * Buy a Shop or Buy a Palace: take the top tile for 2 gold, or search the stack for 4.
 *
 * @example
 * const step: BuyStep = { kind: "buy", stack: "shop" };
 * @category State
 */
export interface BuyStep {
  /** The step's kind. */
  readonly kind: "buy";
  /** The stack bought from. */
  readonly stack: "shop" | "palace";
}

/**
 * The 4-gold search: the buyer sees the stack and picks a tile.
 *
 * @example
 * const step: SearchStep = { kind: "search", stack: "palace" };
 * @category State
 */
export interface SearchStep {
  /** The step's kind. */
  readonly kind: "search";
  /** The stack searched. */
  readonly stack: "shop" | "palace";
}

/**
 * Recruit a Character: keep one of the cards drawn, paying for it, or none.
 *
 * @example
 * const step: RecruitStep = { kind: "recruit", options: ["MC01", "MC17", "MC33"], cost: 1 };
 * @category State
 */
export interface RecruitStep {
  /** The step's kind. */
  readonly kind: "recruit";
  /** The character cards drawn, seen by the recruiting player only. */
  readonly options: readonly string[];
  /** The gold a card costs. */
  readonly cost: number;
}

/**
 * Place a Gondolier: choose the gondola.
 *
 * @example
 * const step: PlaceGondolierStep = { kind: "placeGondolier" };
 * @category State
 */
export interface PlaceGondolierStep {
  /** The step's kind. */
  readonly kind: "placeGondolier";
}

/**
 * Build: place up to 3 tiles.
 *
 * @example
 * const step: BuildStep = { kind: "build", placed: 1, drawn: null };
 * @category State
 */
export interface BuildStep {
  /** The step's kind. */
  readonly kind: "build";
  /** The placements made so far in this Build. */
  readonly placed: number;
  /** A street tile drawn and not placed yet (it must be placed next), or `null`. */
  readonly drawn: string | null;
}

/**
 * Where a Build resumes after a special building card is chosen.
 *
 * @example
 * const resume: BuildResume = { placed: 2 };
 * @category State
 */
export interface BuildResume {
  /** The placements the Build had made. */
  readonly placed: number;
}

/**
 * A special tile was built: keep one of the special building cards drawn, then resume the Build
 * (or end it).
 *
 * @example
 * const step: SpecialCardStep = { kind: "specialCard", options: ["SB01", "SB07", "SB12"], resume: { placed: 1 } };
 * @category State
 */
export interface SpecialCardStep {
  /** The step's kind. */
  readonly kind: "specialCard";
  /** The special building cards drawn. */
  readonly options: readonly string[];
  /** The Build to resume, or `null` when the tile was placed outside a Build (a final-turn placement). */
  readonly resume: BuildResume | null;
}

/**
 * Income: choose the island whose customers pay.
 *
 * @example
 * const step: IncomeStep = { kind: "income" };
 * @category State
 */
export interface IncomeStep {
  /** The step's kind. */
  readonly kind: "income";
}

/**
 * Production: choose how many factories to use.
 *
 * @example
 * const step: ProductionStep = { kind: "production" };
 * @category State
 */
export interface ProductionStep {
  /** The step's kind. */
  readonly kind: "production";
}

/**
 * After producing: sell beads of one colour, or not.
 *
 * @example
 * const step: SellStep = { kind: "sell", extra: false, produced: 2 };
 * @category State
 */
export interface SellStep {
  /** The step's kind. */
  readonly kind: "sell";
  /** Whether the Trading Station's extra bead was drawn (one bead goes back at the end of the turn). */
  readonly extra: boolean;
  /** How many factories were used. */
  readonly produced: number;
}

/**
 * The end of a turn with the Trading Station's extra bead: return one bead.
 *
 * @example
 * const step: ReturnBeadStep = { kind: "returnBead" };
 * @category State
 */
export interface ReturnBeadStep {
  /** The step's kind. */
  readonly kind: "returnBead";
}

/**
 * The Gondolier action: dismiss a gondolier, hire one, or neither.
 *
 * @example
 * const step: GondolierStep = { kind: "gondolier" };
 * @category State
 */
export interface GondolierStep {
  /** The step's kind. */
  readonly kind: "gondolier";
}

/**
 * A tile bought in a final turn: place it at once, free, or keep it (*End of the Game and
 * Scoring*).
 *
 * @example
 * const step: FinalPlaceStep = { kind: "finalPlace", tile: "PA05" };
 * @category State
 */
export interface FinalPlaceStep {
  /** The step's kind. */
  readonly kind: "finalPlace";
  /** The tile bought. */
  readonly tile: string;
}

/**
 * Final scoring: the players assign their character cards, one player after another.
 *
 * @example
 * const step: ScoringStep = { kind: "scoring", order: [1, 0], index: 0 };
 * @category State
 */
export interface ScoringStep {
  /** The step's kind. */
  readonly kind: "scoring";
  /** The scoring order: the triggering player first, then clockwise. */
  readonly order: readonly Seat[];
  /** The position in `order` of the player scoring now. */
  readonly index: number;
}

/**
 * The game is over.
 *
 * @example
 * const step: OverStep = { kind: "over" };
 * @category State
 */
export interface OverStep {
  /** The step's kind. */
  readonly kind: "over";
}

/**
 * The pending step of the current turn (or of the final scoring): what the next action decides.
 *
 * @example
 * if (state.step.kind === "build") console.log(state.step.placed);
 * @category State
 */
export type Step =
  /** `turn`: ship movements, or a pass. */
  | TurnStep
  /** `buy`: Buy a Shop or a Palace, the top tile or a search. */
  | BuyStep
  /** `search`: pick a tile from the stack searched. */
  | SearchStep
  /** `recruit`: keep one of the character cards drawn, or none. */
  | RecruitStep
  /** `placeGondolier`: choose a gondola. */
  | PlaceGondolierStep
  /** `build`: place up to 3 tiles. */
  | BuildStep
  /** `specialCard`: keep one of the special building cards drawn. */
  | SpecialCardStep
  /** `income`: choose the island that pays. */
  | IncomeStep
  /** `production`: choose how many factories to use. */
  | ProductionStep
  /** `sell`: sell beads, or not. */
  | SellStep
  /** `returnBead`: return the Trading Station's extra bead. */
  | ReturnBeadStep
  /** `gondolier`: dismiss, hire, or neither. */
  | GondolierStep
  /** `finalPlace`: place a tile bought in a final turn, or keep it. */
  | FinalPlaceStep
  /** `scoring`: final scoring. */
  | ScoringStep
  /** `over`: the game is over. */
  | OverStep;

/**
 * The io-ts codec of the pending step of the current turn (or of the final scoring).
 *
 * @example
 * StepC.is({ kind: "turn", moved: [] }); // true
 * @category State
 */
export const StepC: t.Type<Step, Step, unknown> = t.union([
  t.readonly(t.type({ kind: t.literal("turn"), moved: t.readonlyArray(ShipIndexC) })),
  t.readonly(t.type({ kind: t.literal("buy"), stack: t.keyof({ shop: null, palace: null }) })),
  t.readonly(t.type({ kind: t.literal("search"), stack: t.keyof({ shop: null, palace: null }) })),
  t.readonly(t.type({ kind: t.literal("recruit"), options: t.readonlyArray(CharacterIdC), cost: NaturalC })),
  t.readonly(t.type({ kind: t.literal("placeGondolier") })),
  t.readonly(t.type({ kind: t.literal("build"), placed: NaturalC, drawn: t.union([TileIdC, t.null]) })),
  t.readonly(
    t.type({
      kind: t.literal("specialCard"),
      options: t.readonlyArray(SpecialCardIdC),
      resume: t.union([t.readonly(t.type({ placed: NaturalC })), t.null]),
    }),
  ),
  t.readonly(t.type({ kind: t.literal("income") })),
  t.readonly(t.type({ kind: t.literal("production") })),
  t.readonly(t.type({ kind: t.literal("sell"), extra: t.boolean, produced: NaturalC })),
  t.readonly(t.type({ kind: t.literal("returnBead") })),
  t.readonly(t.type({ kind: t.literal("gondolier") })),
  t.readonly(t.type({ kind: t.literal("finalPlace"), tile: TileIdC })),
  t.readonly(t.type({ kind: t.literal("scoring"), order: t.readonlyArray(SeatC), index: NaturalC })),
  t.readonly(t.type({ kind: t.literal("over") })),
]);

/**
 * The io-ts codec of the components out of the game.
 *
 * @example
 * RemovedC.is(state.removed); // true
 * @category State
 */
export const RemovedC: t.Type<Removed, Removed, unknown> = t.readonly(
  t.type({
    streets: t.readonlyArray(TileIdC),
    shops: t.readonlyArray(TileIdC),
    palaces: t.readonlyArray(TileIdC),
    glassFactories: t.readonlyArray(TileIdC),
    specialTiles: t.readonlyArray(TileIdC),
    characters: t.readonlyArray(CharacterIdC),
    charactersUnseen: t.readonlyArray(CharacterIdC),
  }),
  "Removed",
);
/**
 * The components out of the game (the 2 and 3 player removals of *Setup*, and the character cards
 * removed unseen).
 *
 * @example
 * state.removed.charactersUnseen.length; // 5
 * @category State
 */
export interface Removed {
  /** Street tiles out of the game (2 and 3 players): public. */
  readonly streets: readonly string[];
  /** Shop tiles out of the game, one of each colour (2 and 3 players): public. */
  readonly shops: readonly string[];
  /** The palace removed at random (2 and 3 players): hidden from everybody, for ever. */
  readonly palaces: readonly string[];
  /** Glass factory tiles out of the game (2 and 3 players): public. */
  readonly glassFactories: readonly string[];
  /** Special tiles out of the game (2 and 3 players): public. */
  readonly specialTiles: readonly string[];
  /** MC30 and MC37, out of the game with 2 and 3 players: public. */
  readonly characters: readonly string[];
  /** The 5 character cards removed unseen: hidden from everybody, for ever. */
  readonly charactersUnseen: readonly string[];
}

/**
 * The game state: plain JSON, hidden parts included (the stacks' order, the decks, the hands,
 * the removed components, the generator).
 *
 * @example
 * const state: MuranoState = setup(defaultConfig(3), 42);
 * @category State
 */
export interface MuranoState {
  /** The config the game is played with. */
  readonly config: MuranoConfig;
  /** The state of the seeded random generator (draws from the bag come from it). Hidden from every view. */
  readonly rng: RngState;
  /** The ring space (0 to 17) of each ship: index 0 is the red ship, 1 to 7 are the black ships BK1 to BK7. */
  readonly ships: readonly number[];
  /** The two face-down street piles, top first. */
  readonly piles: readonly (readonly string[])[];
  /** The face-down shop stack, top first. */
  readonly shopStack: readonly string[];
  /** The face-down palace stack, top first. */
  readonly palaceStack: readonly string[];
  /** The glass factory stack (identical tiles, so public). */
  readonly glassFactoryStack: readonly string[];
  /** The special tile stack (identical tiles, so public). */
  readonly specialTileStack: readonly string[];
  /** The character deck, top first. */
  readonly characterDeck: readonly string[];
  /** The special building card deck, top first. */
  readonly specialDeck: readonly string[];
  /** The components out of the game. */
  readonly removed: Removed;
  /** The tile on each occupied board space, by space id. */
  readonly cells: Readonly<Record<string, string>>;
  /** The builder (seat) of each glass factory and shop on the board, whose marker it bears, by tile id. */
  readonly owners: Readonly<Record<string, number>>;
  /** The gondolier (a seat's colour, or `null` when empty) on each gondola of the islands in play, by gondola id. */
  readonly gondolas: Readonly<Record<string, number | null>>;
  /** The beads in the bag. */
  readonly bag: Beads;
  /** The players, by seat. */
  readonly players: readonly Player[];
  /** The start player. */
  readonly startPlayer: Seat;
  /** The seat whose turn it is. */
  readonly current: Seat;
  /** The number of the current turn, counting every player's turns from 1. */
  readonly turn: number;
  /** The end of the game once triggered (two stack types empty), or `null`. */
  readonly ending: Ending | null;
  /** The pending step of the current turn (or of the final scoring). */
  readonly step: Step;
}

/**
 * The io-ts codec of the game state.
 *
 * @example
 * MuranoStateC.is(setup(defaultConfig(2), 1)); // true
 * @category State
 */
export const MuranoStateC: t.Type<MuranoState, MuranoState, unknown> = t.readonly(
  t.type({
    config: MuranoConfigC,
    rng: RngStateC,
    ships: t.readonlyArray(SpaceC),
    piles: t.readonlyArray(t.readonlyArray(TileIdC)),
    shopStack: t.readonlyArray(TileIdC),
    palaceStack: t.readonlyArray(TileIdC),
    glassFactoryStack: t.readonlyArray(TileIdC),
    specialTileStack: t.readonlyArray(TileIdC),
    characterDeck: t.readonlyArray(CharacterIdC),
    specialDeck: t.readonlyArray(SpecialCardIdC),
    removed: RemovedC,
    cells: recordOf("board spaces to tiles", CellIdC, TileIdC),
    owners: recordOf("tiles to builders", TileIdC, SeatC),
    gondolas: recordOf("gondolas to gondoliers", GondolaIdC, t.union([SeatC, t.null])),
    bag: BeadsC,
    players: t.readonlyArray(PlayerC),
    startPlayer: SeatC,
    current: SeatC,
    turn: NaturalC,
    ending: t.union([EndingC, t.null]),
    step: StepC,
  }),
  "MuranoState",
);
