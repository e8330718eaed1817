/**
 * Component data of Murano: the action ring, the islands with their street and building spaces
 * and gondolas, the 42 street tiles, the shops, palaces, glass factories and special tiles, the 40
 * character cards, the 15 special building cards, the setup table and the rule constants.
 *
 * The records live in the JSON files under `data/`, each tagged with its provenance (RULEBOOK,
 * CARD, INFERRED or RECONSTRUCTED; see {@link Provenance}). This module
 * validates them with io-ts codecs when it loads (through `@laguna/core`'s `loadRecords`), indexes
 * them, and derives the board geometry (cells, adjacency, gondolas) from the island grids. The
 * ring order, the island grids, the street customer mix, the shop colours split and the palace
 * crests are RECONSTRUCTED: replacing them with printed data is an edit of the JSON files only.
 *
 * @module
 */
import { indexRecords, loadRecords } from "@laguna/core";
import * as t from "io-ts";
import charactersJson from "../data/characters.json";
import constantsJson from "../data/constants.json";
import glassFactoriesJson from "../data/glass-factories.json";
import islandsJson from "../data/islands.json";
import palacesJson from "../data/palaces.json";
import ringJson from "../data/ring.json";
import setupJson from "../data/setup.json";
import shopsJson from "../data/shops.json";
import specialCardsJson from "../data/special-cards.json";
import specialTilesJson from "../data/special-tiles.json";
import streetsJson from "../data/streets.json";

const PACKAGE = "@laguna/murano";

// ---------------------------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------------------------

/**
 * Where a record comes from: RULEBOOK (the English or Italian rules), CARD
 * (a card face, as transcribed in the Italian rulebook), INFERRED (follows from stated facts) or
 * RECONSTRUCTED (no source; a designed placeholder, never printed fact).
 *
 * @example
 * const p: Provenance = "RECONSTRUCTED";
 * @category Data
 */
export type Provenance = "RULEBOOK" | "CARD" | "INFERRED" | "RECONSTRUCTED";

/**
 * The io-ts codec of a provenance tag.
 *
 * @example
 * ProvenanceC.is("CARD"); // true
 * @category Data
 */
export const ProvenanceC = t.keyof({ RULEBOOK: null, CARD: null, INFERRED: null, RECONSTRUCTED: null });

/**
 * The 11 action types of the ring (*The Actions*).
 *
 * @example
 * const a: ActionType = "BUILD";
 * @category Data
 */
export type ActionType =
  | "TAKE_2_GOLD"
  | "BUY_GLASS_FACTORY"
  | "BUY_SHOP"
  | "BUY_PALACE"
  | "BUY_SPECIAL_BUILDING"
  | "RECRUIT"
  | "PLACE_GONDOLIER"
  | "BUILD"
  | "INCOME"
  | "PRODUCTION"
  | "GONDOLIER";

/**
 * The io-ts codec of an action type.
 *
 * @example
 * ActionTypeC.is("INCOME"); // true
 * @category Data
 */
export const ActionTypeC: t.Type<ActionType, ActionType, unknown> = t.keyof({
  TAKE_2_GOLD: null,
  BUY_GLASS_FACTORY: null,
  BUY_SHOP: null,
  BUY_PALACE: null,
  BUY_SPECIAL_BUILDING: null,
  RECRUIT: null,
  PLACE_GONDOLIER: null,
  BUILD: null,
  INCOME: null,
  PRODUCTION: null,
  GONDOLIER: null,
});

/**
 * The island ids. GM holds the stacks and is never built on; SS is playable only on the 4-player
 * side.
 *
 * @example
 * const i: IslandId = "SD";
 * @category Data
 */
export type IslandId = "TM" | "SM" | "CS" | "SD" | "PM" | "SS" | "GM";

/**
 * The io-ts codec of an island id.
 *
 * @example
 * IslandIdC.is("PM"); // true
 * @category Data
 */
export const IslandIdC: t.Type<IslandId, IslandId, unknown> = t.keyof({ TM: null, SM: null, CS: null, SD: null, PM: null, SS: null, GM: null });

/**
 * A board side: the 2–3 player side (5 playable islands) or the 4 player side (6).
 *
 * @example
 * const side: BoardSide = "4p";
 * @category Data
 */
export type BoardSide = "2-3p" | "4p";

/**
 * The io-ts codec of a board side.
 *
 * @example
 * BoardSideC.is("2-3p"); // true
 * @category Data
 */
export const BoardSideC = t.keyof({ "2-3p": null, "4p": null });

/**
 * A customer colour (street tiles) and shop colour.
 *
 * @example
 * const c: CustomerColour = "grey";
 * @category Data
 */
export type CustomerColour = "red" | "blue" | "grey";

/**
 * The io-ts codec of a customer or shop colour.
 *
 * @example
 * CustomerColourC.is("grey"); // true
 * @category Data
 */
export const CustomerColourC = t.keyof({ red: null, blue: null, grey: null });

/**
 * The customer colours in a fixed order.
 *
 * @example
 * CUSTOMER_COLOURS; // ["red", "blue", "grey"]
 * @category Data
 */
export const CUSTOMER_COLOURS: readonly CustomerColour[] = ["red", "blue", "grey"];

/**
 * A glass bead colour.
 *
 * @example
 * const b: BeadColour = "green";
 * @category Data
 */
export type BeadColour = "red" | "green" | "blue";

/**
 * The io-ts codec of a bead colour.
 *
 * @example
 * BeadColourC.is("green"); // true
 * @category Data
 */
export const BeadColourC = t.keyof({ red: null, green: null, blue: null });

/**
 * The bead colours in a fixed order.
 *
 * @example
 * BEAD_COLOURS; // ["red", "green", "blue"]
 * @category Data
 */
export const BEAD_COLOURS: readonly BeadColour[] = ["red", "green", "blue"];

/**
 * A player colour; seat i plays colour i of the constants' `colours` (see {@link seatColour}).
 *
 * @example
 * const c: PlayerColour = "orange";
 * @category Data
 */
export type PlayerColour = "white" | "brown" | "orange" | "grey";

/**
 * The io-ts codec of a player colour.
 *
 * @example
 * PlayerColourC.is("brown"); // true
 * @category Data
 */
export const PlayerColourC = t.keyof({ white: null, brown: null, orange: null, grey: null });

/**
 * The customers printed on a street tile, by colour.
 *
 * @example
 * const customers: Customers = { red: 2, blue: 0, grey: 1 };
 * @category Data
 */
export interface Customers {
  /** Red customers. */
  readonly red: number;
  /** Blue customers. */
  readonly blue: number;
  /** Grey customers. */
  readonly grey: number;
}

const CustomersC: t.Type<Customers, Customers, unknown> = t.readonly(t.type({ red: t.number, blue: t.number, grey: t.number }), "Customers");

// ---------------------------------------------------------------------------------------------
// Record codecs
// ---------------------------------------------------------------------------------------------

/**
 * The io-ts codec of one action space of the ring.
 *
 * @example
 * RingSpaceC.is({ index: 0, action: "BUILD", anchor: true, provenance: "RECONSTRUCTED" }); // true
 * @category Data
 */
export const RingSpaceC: t.Type<RingSpace, RingSpace, unknown> = t.readonly(
  t.type({ index: t.number, action: ActionTypeC, anchor: t.boolean, provenance: ProvenanceC }),
  "RingSpace",
);
/**
 * One action space of the ring.
 *
 * @example
 * const space: RingSpace = RING[7]!; // Build, an anchor
 * @category Data
 */
export interface RingSpace {
  /** The space's index (0 to 17) in the direction the ships travel. */
  readonly index: number;
  /** The action carried out on the space. */
  readonly action: ActionType;
  /** Whether a ship starts on the space (an anchor). */
  readonly anchor: boolean;
  /** Where the record comes from. */
  readonly provenance: Provenance;
}

/**
 * The io-ts codec of an island record: its grid rows (`S` street space, `B` building space, `.`
 * water) and the board sides on which it is playable.
 *
 * @example
 * IslandRecordC.is(ISLANDS[0]); // true
 * @category Data
 */
export const IslandRecordC: t.Type<IslandRecord, IslandRecord, unknown> = t.readonly(
  t.type({
    id: IslandIdC,
    name: t.string,
    sides: t.readonlyArray(BoardSideC),
    rows: t.readonlyArray(t.string),
    nameProvenance: ProvenanceC,
    provenance: ProvenanceC,
  }),
  "IslandRecord",
);
/**
 * An island record as stored in `data/islands.json`.
 *
 * @example
 * const sd: IslandRecord = island("SD");
 * @category Data
 */
export interface IslandRecord {
  /** The island's id. */
  readonly id: IslandId;
  /** Its name on the board. */
  readonly name: string;
  /** The board sides on which it is playable. */
  readonly sides: readonly BoardSide[];
  /** Its grid, one string per row: `S` a street space, `B` a building space, `.` water. */
  readonly rows: readonly string[];
  /** Where the name comes from. */
  readonly nameProvenance: Provenance;
  /** Where the grid comes from. */
  readonly provenance: Provenance;
}

/**
 * The io-ts codec of a street tile.
 *
 * @example
 * StreetTileC.is(streetTile("ST34")); // true
 * @category Data
 */
export const StreetTileC: t.Type<StreetTile, StreetTile, unknown> = t.readonly(
  t.type({ id: t.string, customers: CustomersC, removedIn23: t.boolean, provenance: ProvenanceC }),
  "StreetTile",
);
/**
 * A street tile.
 *
 * @example
 * streetTile("ST34").customers.red; // 2
 * @category Data
 */
export interface StreetTile {
  /** The tile's id (`ST01` to `ST42`). */
  readonly id: string;
  /** The customers printed on it. */
  readonly customers: Customers;
  /** Whether it leaves the game with 2 and 3 players. */
  readonly removedIn23: boolean;
  /** Where the record comes from. */
  readonly provenance: Provenance;
}

/**
 * The io-ts codec of a shop tile.
 *
 * @example
 * ShopTileC.is(shopTile("SH01")); // true
 * @category Data
 */
export const ShopTileC: t.Type<ShopTile, ShopTile, unknown> = t.readonly(
  t.type({ id: t.string, colour: CustomerColourC, removedIn23: t.boolean, provenance: ProvenanceC }),
  "ShopTile",
);
/**
 * A shop tile.
 *
 * @example
 * shopTile("SH05").colour; // "blue"
 * @category Data
 */
export interface ShopTile {
  /** The tile's id (`SH01` to `SH12`). */
  readonly id: string;
  /** Its colour: the customers of that colour pay its owner at Income. */
  readonly colour: CustomerColour;
  /** Whether it leaves the game with 2 and 3 players. */
  readonly removedIn23: boolean;
  /** Where the record comes from. */
  readonly provenance: Provenance;
}

/**
 * The io-ts codec of a palace tile.
 *
 * @example
 * PalaceTileC.is(palaceTile("PA05")); // true
 * @category Data
 */
export const PalaceTileC: t.Type<PalaceTile, PalaceTile, unknown> = t.readonly(t.type({ id: t.string, crests: t.number, provenance: ProvenanceC }), "PalaceTile");
/**
 * A palace tile.
 *
 * @example
 * palaceTile("PA05").crests; // 2
 * @category Data
 */
export interface PalaceTile {
  /** The tile's id (`PA01` to `PA12`). */
  readonly id: string;
  /** Its crests (1 to 3), which some character cards count. */
  readonly crests: number;
  /** Where the record comes from. */
  readonly provenance: Provenance;
}

/**
 * The io-ts codec of a glass factory or special building tile (identical tiles, ids only).
 *
 * @example
 * PlainTileC.is({ id: "GF01", removedIn23: false, provenance: "RULEBOOK" }); // true
 * @category Data
 */
export const PlainTileC: t.Type<PlainTile, PlainTile, unknown> = t.readonly(t.type({ id: t.string, removedIn23: t.boolean, provenance: ProvenanceC }), "PlainTile");
/**
 * A glass factory or special building tile.
 *
 * @example
 * GLASS_FACTORY_TILES.length; // 12
 * @category Data
 */
export interface PlainTile {
  /** The tile's id (`GF01` to `GF12` for glass factories, `SP01` to `SP12` for special tiles). */
  readonly id: string;
  /** Whether it leaves the game with 2 and 3 players. */
  readonly removedIn23: boolean;
  /** Where the record comes from. */
  readonly provenance: Provenance;
}

/**
 * The io-ts codec of a quantity a character card counts (glass factories, shops, palaces,
 * customers by colour, and so on).
 *
 * @example
 * QuantityC.is("Pal"); // true
 * @category Data
 */
export const QuantityC: t.Type<Quantity, Quantity, unknown> = t.keyof({
  F: null,
  H: null,
  Pal: null,
  Sp: null,
  Cr: null,
  C: null,
  C_red: null,
  C_blue: null,
  C_grey: null,
  H_red: null,
  H_blue: null,
  H_grey: null,
});
/**
 * A quantity measured on an island at scoring (see {@link IslandStats}): `F` glass factories, `H`
 * shops, `Pal` palaces, `Sp` special building tiles, `Cr` palace crests, `C` customers, `C_red`,
 * `C_blue`, `C_grey` customers of a colour, `H_red`, `H_blue`, `H_grey` shops of a colour.
 *
 * @example
 * const q: Quantity = "Cr";
 * @category Data
 */
export type Quantity = "F" | "H" | "Pal" | "Sp" | "Cr" | "C" | "C_red" | "C_blue" | "C_grey" | "H_red" | "H_blue" | "H_grey";

/**
 * The io-ts codec of a character card's scoring rule, one variant per family of cards.
 *
 * @example
 * CharacterRuleC.is({ kind: "perCount", quantity: "H", per: 2 }); // true
 * @category Data
 */
export const CharacterRuleC: t.Type<CharacterRule, CharacterRule, unknown> = t.union([
  t.readonly(t.type({ kind: t.literal("perCount"), quantity: QuantityC, per: t.number })),
  t.readonly(t.type({ kind: t.literal("sole"), building: t.keyof({ F: null, H: null }), vp: t.number })),
  t.readonly(t.type({ kind: t.literal("goldExchange"), customer: t.keyof({ red: null, blue: null }) })),
  t.readonly(t.type({ kind: t.literal("quiet"), max: t.number, vp: t.number })),
  t.readonly(t.type({ kind: t.literal("fullMix"), vp: t.number })),
  t.readonly(t.type({ kind: t.literal("table"), quantity: QuantityC, table: t.keyof({ total: null, colour: null }) })),
  t.readonly(t.type({ kind: t.literal("ownOpp"), own: t.number, opp: t.number })),
  t.readonly(t.type({ kind: t.literal("specialsEqual"), quantity: QuantityC, vp: t.number })),
  t.readonly(t.type({ kind: t.literal("balance"), vp: t.number })),
  t.readonly(t.type({ kind: t.literal("crestsEqual"), quantity: t.keyof({ F: null, H: null }), vp: t.number })),
  t.readonly(t.type({ kind: t.literal("evenSplit"), vp: t.number })),
  t.readonly(t.type({ kind: t.literal("singleCrest"), vp: t.number })),
  t.readonly(t.type({ kind: t.literal("builder"), min: t.number, vp: t.number })),
  t.readonly(t.type({ kind: t.literal("boatmen"), min: t.number, vp: t.number })),
  t.readonly(t.type({ kind: t.literal("beads"), colour: BeadColourC, per: t.number, max: t.number })),
]);
/**
 * `per` VP for each unit of `quantity` on the island.
 *
 * @example
 * const rule: PerCountRule = { kind: "perCount", quantity: "H", per: 2 };
 * @category Data
 */
export interface PerCountRule {
  /** The rule's family. */
  readonly kind: "perCount";
  /** What is counted. */
  readonly quantity: Quantity;
  /** The VP per unit. */
  readonly per: number;
}

/**
 * `vp` when the scorer has at least one building of the kind on the island and every one of that
 * kind there is theirs.
 *
 * @example
 * const rule: SoleRule = { kind: "sole", building: "F", vp: 12 };
 * @category Data
 */
export interface SoleRule {
  /** The rule's family. */
  readonly kind: "sole";
  /** The kind of building: glass factories (`F`) or shops (`H`). */
  readonly building: "F" | "H";
  /** The VP it scores. */
  readonly vp: number;
}

/**
 * Gold exchanged for VP by the gold table, where the island has at least 2 customers of
 * `customer`'s colour, a grey customer, a palace and a special building.
 *
 * @example
 * const rule: GoldExchangeRule = { kind: "goldExchange", customer: "blue" };
 * @category Data
 */
export interface GoldExchangeRule {
  /** The rule's family. */
  readonly kind: "goldExchange";
  /** The customer colour the island needs at least 2 of. */
  readonly customer: "red" | "blue";
}

/**
 * `vp` when the island has at most `max` red and blue customers together.
 *
 * @example
 * const rule: QuietRule = { kind: "quiet", max: 3, vp: 10 };
 * @category Data
 */
export interface QuietRule {
  /** The rule's family. */
  readonly kind: "quiet";
  /** The most red and blue customers together. */
  readonly max: number;
  /** The VP it scores. */
  readonly vp: number;
}

/**
 * `vp` when the island has at least one glass factory, shop, palace, special building and customer
 * of each colour.
 *
 * @example
 * const rule: FullMixRule = { kind: "fullMix", vp: 12 };
 * @category Data
 */
export interface FullMixRule {
  /** The rule's family. */
  readonly kind: "fullMix";
  /** The VP it scores. */
  readonly vp: number;
}

/**
 * VP read from a table by the count of `quantity`: the customer total table, or the one-colour
 * table.
 *
 * @example
 * const rule: TableRule = { kind: "table", quantity: "C", table: "total" };
 * @category Data
 */
export interface TableRule {
  /** The rule's family. */
  readonly kind: "table";
  /** What is counted. */
  readonly quantity: Quantity;
  /** Which table gives the VP. */
  readonly table: "total" | "colour";
}

/**
 * `own` VP per building of the scorer's on the island and `opp` VP per building of the opponents'
 * (glass factories and shops).
 *
 * @example
 * const rule: OwnOppRule = { kind: "ownOpp", own: 2, opp: 1 };
 * @category Data
 */
export interface OwnOppRule {
  /** The rule's family. */
  readonly kind: "ownOpp";
  /** The VP per own building. */
  readonly own: number;
  /** The VP per opponents' building. */
  readonly opp: number;
}

/**
 * `vp` when the island has at least one special building and as many as `quantity`.
 *
 * @example
 * const rule: SpecialsEqualRule = { kind: "specialsEqual", quantity: "C_red", vp: 12 };
 * @category Data
 */
export interface SpecialsEqualRule {
  /** The rule's family. */
  readonly kind: "specialsEqual";
  /** What the special buildings must equal. */
  readonly quantity: Quantity;
  /** The VP it scores. */
  readonly vp: number;
}

/**
 * `vp` when the island has at least one glass factory and as many glass factories, shops and
 * palaces.
 *
 * @example
 * const rule: BalanceRule = { kind: "balance", vp: 16 };
 * @category Data
 */
export interface BalanceRule {
  /** The rule's family. */
  readonly kind: "balance";
  /** The VP it scores. */
  readonly vp: number;
}

/**
 * `vp` when the island has at least one building of the kind and as many as palace crests.
 *
 * @example
 * const rule: CrestsEqualRule = { kind: "crestsEqual", quantity: "H", vp: 12 };
 * @category Data
 */
export interface CrestsEqualRule {
  /** The rule's family. */
  readonly kind: "crestsEqual";
  /** The kind of building: glass factories (`F`) or shops (`H`). */
  readonly quantity: "F" | "H";
  /** The VP it scores. */
  readonly vp: number;
}

/**
 * `vp` when the scorer's buildings on the island number as many as the opponents' together (see
 * the config's `mc24RequiresOwnBuilding`).
 *
 * @example
 * const rule: EvenSplitRule = { kind: "evenSplit", vp: 12 };
 * @category Data
 */
export interface EvenSplitRule {
  /** The rule's family. */
  readonly kind: "evenSplit";
  /** The VP it scores. */
  readonly vp: number;
}

/**
 * `vp` when the island's palaces show exactly one crest.
 *
 * @example
 * const rule: SingleCrestRule = { kind: "singleCrest", vp: 12 };
 * @category Data
 */
export interface SingleCrestRule {
  /** The rule's family. */
  readonly kind: "singleCrest";
  /** The VP it scores. */
  readonly vp: number;
}

/**
 * `vp` when the scorer has at least `min` buildings on the island.
 *
 * @example
 * const rule: BuilderRule = { kind: "builder", min: 3, vp: 10 };
 * @category Data
 */
export interface BuilderRule {
  /** The rule's family. */
  readonly kind: "builder";
  /** The fewest own buildings. */
  readonly min: number;
  /** The VP it scores. */
  readonly vp: number;
}

/**
 * `vp` when the scorer has placed at least `min` gondoliers at the island (see the config's
 * `twoGondolierCardCountsScored`).
 *
 * @example
 * const rule: BoatmenRule = { kind: "boatmen", min: 2, vp: 10 };
 * @category Data
 */
export interface BoatmenRule {
  /** The rule's family. */
  readonly kind: "boatmen";
  /** The fewest gondoliers. */
  readonly min: number;
  /** The VP it scores. */
  readonly vp: number;
}

/**
 * `per` VP for each bead handed in, of `colour` (or counting as it), at most `max` beads.
 *
 * @example
 * const rule: BeadsRule = { kind: "beads", colour: "blue", per: 7, max: 3 };
 * @category Data
 */
export interface BeadsRule {
  /** The rule's family. */
  readonly kind: "beads";
  /** The colour of the beads. */
  readonly colour: BeadColour;
  /** The VP per bead. */
  readonly per: number;
  /** The most beads handed in. */
  readonly max: number;
}

/**
 * A character card's scoring rule, one variant per family of cards; quantities are those of the
 * island the card is assigned to, at scoring time. A card whose condition is not met scores 0.
 *
 * @example
 * characterCard("MC38").rule; // { kind: "perCount", quantity: "H_red", per: 4 }
 * @category Data
 */
export type CharacterRule =
  /** `perCount`: VP per unit of a quantity. */
  | PerCountRule
  /** `sole`: VP when every glass factory (or shop) there is the scorer's. */
  | SoleRule
  /** `goldExchange`: gold exchanged for VP by the gold table (MC07, MC08). */
  | GoldExchangeRule
  /** `quiet`: VP when few red and blue customers are there. */
  | QuietRule
  /** `fullMix`: VP when every kind of building and customer is there. */
  | FullMixRule
  /** `table`: VP from a table by a count of customers. */
  | TableRule
  /** `ownOpp`: VP per own and per opponents' building. */
  | OwnOppRule
  /** `specialsEqual`: VP when special buildings equal a quantity. */
  | SpecialsEqualRule
  /** `balance`: VP when glass factories, shops and palaces are equal. */
  | BalanceRule
  /** `crestsEqual`: VP when glass factories (or shops) equal the crests. */
  | CrestsEqualRule
  /** `evenSplit`: VP when own buildings equal the opponents'. */
  | EvenSplitRule
  /** `singleCrest`: VP when exactly one crest is there. */
  | SingleCrestRule
  /** `builder`: VP for enough own buildings. */
  | BuilderRule
  /** `boatmen`: VP for enough gondoliers placed at the island. */
  | BoatmenRule
  /** `beads`: VP per bead handed in (MC32 to MC37). */
  | BeadsRule;

/**
 * The io-ts codec of a character card.
 *
 * @example
 * CharacterCardC.is(characterCard("MC01")); // true
 * @category Data
 */
export const CharacterCardC: t.Type<CharacterCard, CharacterCard, unknown> = t.readonly(
  t.intersection([
    t.type({
      id: t.string,
      name: t.string,
      rule: CharacterRuleC,
      island: t.union([IslandIdC, t.null]),
      removedIn23: t.boolean,
      provenance: ProvenanceC,
    }),
    t.partial({ requirementProvenance: ProvenanceC }),
  ]),
  "CharacterCard",
);
/**
 * A character card.
 *
 * @example
 * characterCard("MC29").island; // "SD"
 * @category Data
 */
export interface CharacterCard {
  /** The card's id (`MC01` to `MC40`). */
  readonly id: string;
  /** A short name of ours for the card. */
  readonly name: string;
  /** How it scores. */
  readonly rule: CharacterRule;
  /** The island it must be assigned to (MC26 to MC37), or `null` for any island. */
  readonly island: IslandId | null;
  /** Whether it leaves the game with 2 and 3 players (MC30, MC37). */
  readonly removedIn23: boolean;
  /** Where the record comes from. */
  readonly provenance: Provenance;
  /** Where the card's requirement comes from, where it differs from the record's own. */
  readonly requirementProvenance?: Provenance;
}

/**
 * The io-ts codec of a special building card's effect.
 *
 * @example
 * SpecialEffectC.is({ kind: "lighthouse" }); // true
 * @category Data
 */
export const SpecialEffectC: t.Type<SpecialEffect, SpecialEffect, unknown> = t.union([
  t.readonly(t.type({ kind: t.literal("bank"), extraGold: t.number })),
  t.readonly(t.type({ kind: t.literal("inn"), discount: t.number })),
  t.readonly(t.type({ kind: t.literal("docksideBar"), vp: t.number })),
  t.readonly(
    t.type({
      kind: t.literal("crane"),
      buildings: t.readonlyArray(t.keyof({ special: null, palace: null, shop: null, glassFactory: null })),
      vp: t.number,
    }),
  ),
  t.readonly(t.type({ kind: t.literal("guildHall"), vp: t.number })),
  t.readonly(t.type({ kind: t.literal("harbor"), ownPrice: t.number, otherPrice: t.number })),
  t.readonly(t.type({ kind: t.literal("hostel"), draw: t.number })),
  t.readonly(t.type({ kind: t.literal("basilica"), vp: t.number })),
  t.readonly(t.type({ kind: t.literal("studio"), pair: t.readonlyArray(BeadColourC) })),
  t.readonly(t.type({ kind: t.literal("tradingStation") })),
  t.readonly(t.type({ kind: t.literal("assemblyHall"), dismissGold: t.number, hirePrice: t.number })),
  t.readonly(t.type({ kind: t.literal("lighthouse") })),
]);
/**
 * Bank: the Take 2 Gold action gives `extraGold` more.
 *
 * @example
 * const effect: BankEffect = { kind: "bank", extraGold: 2 };
 * @category Data
 */
export interface BankEffect {
  /** The effect's kind. */
  readonly kind: "bank";
  /** The extra gold. */
  readonly extraGold: number;
}

/**
 * Inn: a character card costs `discount` gold less (never below 0).
 *
 * @example
 * const effect: InnEffect = { kind: "inn", discount: 2 };
 * @category Data
 */
export interface InnEffect {
  /** The effect's kind. */
  readonly kind: "inn";
  /** The gold saved. */
  readonly discount: number;
}

/**
 * Dockside Bar: `vp` for each gondolier placed on a gondola.
 *
 * @example
 * const effect: DocksideBarEffect = { kind: "docksideBar", vp: 1 };
 * @category Data
 */
export interface DocksideBarEffect {
  /** The effect's kind. */
  readonly kind: "docksideBar";
  /** The VP per gondolier placed. */
  readonly vp: number;
}

/**
 * Construction Crane: `vp` for each building of the kinds it names that the owner builds.
 *
 * @example
 * const effect: CraneEffect = { kind: "crane", buildings: ["shop", "glassFactory"], vp: 1 };
 * @category Data
 */
export interface CraneEffect {
  /** The effect's kind. */
  readonly kind: "crane";
  /** The kinds of building it rewards. */
  readonly buildings: readonly ("special" | "palace" | "shop" | "glassFactory")[];
  /** The VP per building. */
  readonly vp: number;
}

/**
 * Guild Hall: `vp` once per Production in which a glass factory was used.
 *
 * @example
 * const effect: GuildHallEffect = { kind: "guildHall", vp: 1 };
 * @category Data
 */
export interface GuildHallEffect {
  /** The effect's kind. */
  readonly kind: "guildHall";
  /** The VP per Production. */
  readonly vp: number;
}

/**
 * Harbor: Place a Gondolier costs `ownPrice` on a gondola of the owner's colour and `otherPrice`
 * on another.
 *
 * @example
 * const effect: HarborEffect = { kind: "harbor", ownPrice: 1, otherPrice: 3 };
 * @category Data
 */
export interface HarborEffect {
  /** The effect's kind. */
  readonly kind: "harbor";
  /** The price on a gondola of the owner's colour. */
  readonly ownPrice: number;
  /** The price on a gondola of another colour. */
  readonly otherPrice: number;
}

/**
 * Hostel: Recruit a Character draws `draw` cards.
 *
 * @example
 * const effect: HostelEffect = { kind: "hostel", draw: 5 };
 * @category Data
 */
export interface HostelEffect {
  /** The effect's kind. */
  readonly kind: "hostel";
  /** The cards drawn. */
  readonly draw: number;
}

/**
 * Basilica: `vp` at once, when the card is taken.
 *
 * @example
 * const effect: BasilicaEffect = { kind: "basilica", vp: 5 };
 * @category Data
 */
export interface BasilicaEffect {
  /** The effect's kind. */
  readonly kind: "basilica";
  /** The VP. */
  readonly vp: number;
}

/**
 * Studio: a bead of one colour of the pair may count as the other.
 *
 * @example
 * const effect: StudioEffect = { kind: "studio", pair: ["red", "green"] };
 * @category Data
 */
export interface StudioEffect {
  /** The effect's kind. */
  readonly kind: "studio";
  /** The two bead colours that may count as each other. */
  readonly pair: readonly BeadColour[];
}

/**
 * Trading Station: Production may draw one extra bead, returned at the end of the turn.
 *
 * @example
 * const effect: TradingStationEffect = { kind: "tradingStation" };
 * @category Data
 */
export interface TradingStationEffect {
  /** The effect's kind. */
  readonly kind: "tradingStation";
}

/**
 * Assembly Hall: the Gondolier action pays `dismissGold` for a dismissal and costs `hirePrice` to
 * hire.
 *
 * @example
 * const effect: AssemblyHallEffect = { kind: "assemblyHall", dismissGold: 5, hirePrice: 1 };
 * @category Data
 */
export interface AssemblyHallEffect {
  /** The effect's kind. */
  readonly kind: "assemblyHall";
  /** The gold for dismissing a gondolier. */
  readonly dismissGold: number;
  /** The price of hiring one. */
  readonly hirePrice: number;
}

/**
 * Lighthouse: as the last movement of an action turn, the red ship may stop on the first occupied
 * space ahead and take its action.
 *
 * @example
 * const effect: LighthouseEffect = { kind: "lighthouse" };
 * @category Data
 */
export interface LighthouseEffect {
  /** The effect's kind. */
  readonly kind: "lighthouse";
}

/**
 * A special building card's effect (*Special Building Index*); it works from its owner's next
 * turn on (the Basilica at once).
 *
 * @example
 * specialCard("SB07").effect; // { kind: "harbor", ownPrice: 1, otherPrice: 3 }
 * @category Data
 */
export type SpecialEffect =
  /** `bank`: Bank, more gold from Take 2 Gold. */
  | BankEffect
  /** `inn`: Inn, cheaper character cards. */
  | InnEffect
  /** `docksideBar`: Dockside Bar, VP per gondolier placed. */
  | DocksideBarEffect
  /** `crane`: Construction Crane, VP per building of its kinds. */
  | CraneEffect
  /** `guildHall`: Guild Hall, VP per Production. */
  | GuildHallEffect
  /** `harbor`: Harbor, cheaper gondolas. */
  | HarborEffect
  /** `hostel`: Hostel, more character cards drawn. */
  | HostelEffect
  /** `basilica`: Basilica, VP at once. */
  | BasilicaEffect
  /** `studio`: Studio, beads of a pair of colours count as each other. */
  | StudioEffect
  /** `tradingStation`: Trading Station, an extra bead in Production. */
  | TradingStationEffect
  /** `assemblyHall`: Assembly Hall, better Gondolier action. */
  | AssemblyHallEffect
  /** `lighthouse`: Lighthouse, the red ship may stop on an occupied space. */
  | LighthouseEffect;

/**
 * The io-ts codec of a special building card.
 *
 * @example
 * SpecialCardC.is(specialCard("SB01")); // true
 * @category Data
 */
export const SpecialCardC: t.Type<SpecialCard, SpecialCard, unknown> = t.readonly(
  t.type({ id: t.string, name: t.string, it: t.string, effect: SpecialEffectC, provenance: ProvenanceC }),
  "SpecialCard",
);
/**
 * A special building card.
 *
 * @example
 * specialCard("SB15").name; // "Lighthouse"
 * @category Data
 */
export interface SpecialCard {
  /** The card's id (`SB01` to `SB15`). */
  readonly id: string;
  /** Its English name. */
  readonly name: string;
  /** Its Italian name. */
  readonly it: string;
  /** What it does. */
  readonly effect: SpecialEffect;
  /** Where the record comes from. */
  readonly provenance: Provenance;
}

/**
 * The io-ts codec of one row of the setup table.
 *
 * @example
 * SetupRowC.is(setupFor(2)); // true
 * @category Data
 */
export const SetupRowC: t.Type<SetupRow, SetupRow, unknown> = t.readonly(
  t.type({
    playerCount: t.number,
    side: BoardSideC,
    streetPiles: t.readonlyArray(t.number),
    generalSupply: t.number,
    charactersRemovedUnseen: t.number,
    palacesRemovedUnseen: t.number,
    provenance: ProvenanceC,
    note: t.string,
  }),
  "SetupRow",
);
/**
 * What is in play for one player count (*Setup*).
 *
 * @example
 * setupFor(4).streetPiles; // [21, 21]
 * @category Data
 */
export interface SetupRow {
  /** The player count the row is for. */
  readonly playerCount: number;
  /** The board side in play. */
  readonly side: BoardSide;
  /** The sizes of the two street piles. */
  readonly streetPiles: readonly number[];
  /** The gondoliers in the general supply at the start, all players together. */
  readonly generalSupply: number;
  /** The character cards removed unseen. */
  readonly charactersRemovedUnseen: number;
  /** The palaces removed unseen. */
  readonly palacesRemovedUnseen: number;
  /** Where the record comes from. */
  readonly provenance: Provenance;
  /** A remark on the record. */
  readonly note: string;
}

/**
 * One record of `data/constants.json`.
 *
 * @example
 * const record: ConstantRecord = { key: "startingGold", value: 5, provenance: "RULEBOOK" };
 * @category Data
 */
export interface ConstantRecord {
  /** The constant's name, a key of {@link Constants}. */
  readonly key: string;
  /** Its value. */
  readonly value: unknown;
  /** Where it comes from. */
  readonly provenance: Provenance;
  /** A remark on the record, if any. */
  readonly note?: string;
}

/**
 * The points each kind of building scores when built.
 *
 * @example
 * CONSTANTS.buildingVp.palace; // 3
 * @category Data
 */
export interface BuildingVp {
  /** VP for a glass factory. */
  readonly glassFactory: number;
  /** VP for a shop. */
  readonly shop: number;
  /** VP for a palace. */
  readonly palace: number;
  /** VP for a special building tile. */
  readonly special: number;
}

/**
 * The rule constants of Murano, one field per key of `data/constants.json`.
 *
 * @example
 * CONSTANTS.startingGold; // 5
 * @category Data
 */
export interface Constants {
  /** The gold each player starts with. */
  readonly startingGold: number;
  /** The VP each player starts with. */
  readonly startingVp: number;
  /** The gondoliers of each player colour. */
  readonly gondoliersPerColour: number;
  /** The gondoliers in each player's personal supply at the start. */
  readonly startingPersonalSupply: number;
  /** Each player's own-colour gondoliers in the general supply at the start. */
  readonly startingGeneralSupply: number;
  /** The most gondoliers a player may have (*Action: Gondolier*). */
  readonly maxGondoliersHeld: number;
  /** The gondolas of each player colour on each island (1). */
  readonly gondolasPerColourPerIsland: number;
  /** The beads of each colour. */
  readonly beadsPerColour: number;
  /** The gold for selling 0, 1, 2 or 3 beads of one colour, by number sold. */
  readonly saleGold: readonly number[];
  /** The gold of the Take 2 Gold action. */
  readonly take2Gold: number;
  /** The gold of a pass. */
  readonly passGold: number;
  /** The price of a glass factory. */
  readonly glassFactoryPrice: number;
  /** The price of the top tile of the shop or palace stack. */
  readonly topTilePrice: number;
  /** The price of searching the shop or palace stack. */
  readonly searchPrice: number;
  /** The price of a special building tile. */
  readonly specialTilePrice: number;
  /** The price of placing a gondolier on a gondola of the player's colour. */
  readonly ownGondolaPrice: number;
  /** The price of placing a gondolier on a gondola of another colour. */
  readonly anyGondolaPrice: number;
  /** The gold for dismissing a gondolier. */
  readonly dismissGold: number;
  /** The price of hiring a gondolier. */
  readonly hirePrice: number;
  /** The character cards Recruit a Character draws. */
  readonly recruitDraw: number;
  /** The special building cards a special tile draws when built. */
  readonly specialCardDraw: number;
  /** The VP each glass factory used in a Production costs. */
  readonly productionVpPerFactory: number;
  /** The VP each kind of building scores when built. */
  readonly buildingVp: BuildingVp;
  /** The most tiles one Build places. */
  readonly buildLimit: number;
  /** The customer total table: VP by the number of customers (the last entry for that many or more). */
  readonly tableTotal: readonly number[];
  /** The one-colour table: VP by the number of customers of one colour (the last entry for that many or more). */
  readonly tableColour: readonly number[];
  /** The gold table of the gold-exchange cards: `[gold paid, VP]` rows. */
  readonly tableGold: readonly [number, number][];
  /** The spaces of the action ring (18). */
  readonly ringSize: number;
  /** The index of the red ship (0); 1 to 7 are the black ships. */
  readonly redShip: number;
  /** The ships on the ring (8). */
  readonly shipCount: number;
  /** The player colours, in seat order. */
  readonly colours: readonly PlayerColour[];
}

/**
 * The io-ts codec of one record of `data/constants.json`: a key, its value and its provenance.
 *
 * @example
 * ConstantC.is({ key: "startingGold", value: 5, provenance: "RULEBOOK" }); // true
 * @category Data
 */
export const ConstantC: t.Type<ConstantRecord, ConstantRecord, unknown> = t.readonly(
  t.intersection([t.type({ key: t.string, value: t.unknown, provenance: ProvenanceC }), t.partial({ note: t.string })]),
);

/**
 * The io-ts codec of the constants, one field per key of `data/constants.json`.
 *
 * @example
 * ConstantsC.is(CONSTANTS); // true
 * @category Data
 */
export const ConstantsC: t.Type<Constants, Constants, unknown> = t.readonly(
  t.type({
    startingGold: t.number,
    startingVp: t.number,
    gondoliersPerColour: t.number,
    startingPersonalSupply: t.number,
    startingGeneralSupply: t.number,
    maxGondoliersHeld: t.number,
    gondolasPerColourPerIsland: t.number,
    beadsPerColour: t.number,
    saleGold: t.readonlyArray(t.number),
    take2Gold: t.number,
    passGold: t.number,
    glassFactoryPrice: t.number,
    topTilePrice: t.number,
    searchPrice: t.number,
    specialTilePrice: t.number,
    ownGondolaPrice: t.number,
    anyGondolaPrice: t.number,
    dismissGold: t.number,
    hirePrice: t.number,
    recruitDraw: t.number,
    specialCardDraw: t.number,
    productionVpPerFactory: t.number,
    buildingVp: t.readonly(t.type({ glassFactory: t.number, shop: t.number, palace: t.number, special: t.number }), "BuildingVp"),
    buildLimit: t.number,
    tableTotal: t.readonlyArray(t.number),
    tableColour: t.readonlyArray(t.number),
    tableGold: t.readonlyArray(t.tuple([t.number, t.number])),
    ringSize: t.number,
    redShip: t.number,
    shipCount: t.number,
    colours: t.readonlyArray(PlayerColourC),
  }),
  "Constants",
);

// ---------------------------------------------------------------------------------------------
// Loading
// ---------------------------------------------------------------------------------------------

/**
 * The 18 action spaces, by index in the direction of travel (RECONSTRUCTED order).
 *
 * @example
 * RING[16]!.action; // "PRODUCTION"
 * @category Data
 */
export const RING: readonly RingSpace[] = loadRecords(RingSpaceC, ringJson, `${PACKAGE}: data/ring.json`);

/**
 * The island records, in data order (TM, SM, CS, SD, PM, SS, GM).
 *
 * @example
 * ISLANDS.map((i) => i.id);
 * @category Data
 */
export const ISLANDS: readonly IslandRecord[] = loadRecords(IslandRecordC, islandsJson, `${PACKAGE}: data/islands.json`);

/**
 * The 42 street tiles.
 *
 * @example
 * STREET_TILES.length; // 42
 * @category Data
 */
export const STREET_TILES: readonly StreetTile[] = loadRecords(StreetTileC, streetsJson, `${PACKAGE}: data/streets.json`);

/**
 * The 12 shop tiles.
 *
 * @example
 * SHOP_TILES.filter((s) => s.colour === "red").length; // 4
 * @category Data
 */
export const SHOP_TILES: readonly ShopTile[] = loadRecords(ShopTileC, shopsJson, `${PACKAGE}: data/shops.json`);

/**
 * The 12 palace tiles.
 *
 * @example
 * PALACE_TILES.reduce((s, p) => s + p.crests, 0); // 24
 * @category Data
 */
export const PALACE_TILES: readonly PalaceTile[] = loadRecords(PalaceTileC, palacesJson, `${PACKAGE}: data/palaces.json`);

/**
 * The 12 glass factory tiles (identical).
 *
 * @example
 * GLASS_FACTORY_TILES[0]!.id; // "GF01"
 * @category Data
 */
export const GLASS_FACTORY_TILES: readonly PlainTile[] = loadRecords(
  PlainTileC,
  glassFactoriesJson,
  `${PACKAGE}: data/glass-factories.json`,
);

/**
 * The 12 special building tiles (identical).
 *
 * @example
 * SPECIAL_TILES[0]!.id; // "SP01"
 * @category Data
 */
export const SPECIAL_TILES: readonly PlainTile[] = loadRecords(PlainTileC, specialTilesJson, `${PACKAGE}: data/special-tiles.json`);

/**
 * The 40 character cards, MC01 to MC40.
 *
 * @example
 * CHARACTER_CARDS.length; // 40
 * @category Data
 */
export const CHARACTER_CARDS: readonly CharacterCard[] = loadRecords(
  CharacterCardC,
  charactersJson,
  `${PACKAGE}: data/characters.json`,
);

/**
 * The 15 special building cards, SB01 to SB15.
 *
 * @example
 * SPECIAL_CARDS.length; // 15
 * @category Data
 */
export const SPECIAL_CARDS: readonly SpecialCard[] = loadRecords(SpecialCardC, specialCardsJson, `${PACKAGE}: data/special-cards.json`);

/**
 * The setup table rows, one per player count.
 *
 * @example
 * SETUP_ROWS.length; // 3
 * @category Data
 */
export const SETUP_ROWS: readonly SetupRow[] = loadRecords(SetupRowC, setupJson, `${PACKAGE}: data/setup.json`);

/**
 * The constants records with their provenance, as stored.
 *
 * @example
 * CONSTANT_RECORDS.find((c) => c.key === "startingGold")?.provenance; // "RULEBOOK"
 * @category Data
 */
export const CONSTANT_RECORDS: readonly ConstantRecord[] = loadRecords(
  ConstantC,
  constantsJson,
  `${PACKAGE}: data/constants.json`,
);

/**
 * The rule constants (prices, tables, starting values), decoded from `data/constants.json`.
 *
 * @example
 * CONSTANTS.saleGold; // [0, 5, 12, 20]
 * @category Data
 */
export const CONSTANTS: Constants = (() => {
  const object = Object.fromEntries(CONSTANT_RECORDS.map((r) => [r.key, r.value]));
  const [value] = loadRecords(ConstantsC, { records: [object] }, `${PACKAGE}: data/constants.json`);
  if (value === undefined) throw new Error(`${PACKAGE}: data/constants.json is empty`);
  return value;
})();

const RING_BY_INDEX = indexRecords(RING, (r) => r.index, `${PACKAGE}: data/ring.json`);
const ISLAND_BY_ID = indexRecords(ISLANDS, (r) => r.id, `${PACKAGE}: data/islands.json`);
const STREET_BY_ID = indexRecords(STREET_TILES, (r) => r.id, `${PACKAGE}: data/streets.json`);
const SHOP_BY_ID = indexRecords(SHOP_TILES, (r) => r.id, `${PACKAGE}: data/shops.json`);
const PALACE_BY_ID = indexRecords(PALACE_TILES, (r) => r.id, `${PACKAGE}: data/palaces.json`);
const CHARACTER_BY_ID = indexRecords(CHARACTER_CARDS, (r) => r.id, `${PACKAGE}: data/characters.json`);
const SPECIAL_BY_ID = indexRecords(SPECIAL_CARDS, (r) => r.id, `${PACKAGE}: data/special-cards.json`);
const SETUP_BY_COUNT = indexRecords(SETUP_ROWS, (r) => r.playerCount, `${PACKAGE}: data/setup.json`);
indexRecords(GLASS_FACTORY_TILES, (r) => r.id, `${PACKAGE}: data/glass-factories.json`);
indexRecords(SPECIAL_TILES, (r) => r.id, `${PACKAGE}: data/special-tiles.json`);

function must<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const v = map.get(key);
  if (v === undefined) throw new RangeError(`${PACKAGE}: unknown ${what} ${String(key)}`);
  return v;
}

/**
 * The action space at a ring index (0–17).
 *
 * @example
 * ringSpace(8).action; // "TAKE_2_GOLD"
 * @category Data
 */
export const ringSpace = (index: number): RingSpace => must(RING_BY_INDEX, index, "ring space");

/**
 * An island record by id.
 *
 * @example
 * island("SD").name; // "San Donato"
 * @category Data
 */
export const island = (id: IslandId): IslandRecord => must(ISLAND_BY_ID, id, "island");

/**
 * A street tile by id.
 *
 * @example
 * streetTile("ST01").customers; // { red: 0, blue: 0, grey: 0 }
 * @category Data
 */
export const streetTile = (id: string): StreetTile => must(STREET_BY_ID, id, "street tile");

/**
 * A shop tile by id.
 *
 * @example
 * shopTile("SH09").colour; // "grey"
 * @category Data
 */
export const shopTile = (id: string): ShopTile => must(SHOP_BY_ID, id, "shop tile");

/**
 * A palace tile by id.
 *
 * @example
 * palaceTile("PA12").crests; // 3
 * @category Data
 */
export const palaceTile = (id: string): PalaceTile => must(PALACE_BY_ID, id, "palace tile");

/**
 * A character card by id.
 *
 * @example
 * characterCard("MC16").name; // "Own 2 / opp 1"
 * @category Data
 */
export const characterCard = (id: string): CharacterCard => must(CHARACTER_BY_ID, id, "character card");

/**
 * A special building card by id.
 *
 * @example
 * specialCard("SB09").effect.kind; // "basilica"
 * @category Data
 */
export const specialCard = (id: string): SpecialCard => must(SPECIAL_BY_ID, id, "special building card");

/**
 * The setup row of a player count (2, 3 or 4).
 *
 * @example
 * setupFor(3).side; // "2-3p"
 * @category Data
 */
export const setupFor = (playerCount: number): SetupRow => must(SETUP_BY_COUNT, playerCount, "player count");

// ---------------------------------------------------------------------------------------------
// Tile kinds
// ---------------------------------------------------------------------------------------------

/**
 * The kind of a tile, read from its id prefix.
 *
 * @example
 * tileKind("PA03"); // "palace"
 * @category Data
 */
export type TileKind = "street" | "shop" | "palace" | "glassFactory" | "special";

/**
 * The kind of a tile, from its id (`ST`, `SH`, `PA`, `GF`, `SP`).
 *
 * @example
 * tileKind("GF01"); // "glassFactory"
 * @category Data
 */
export function tileKind(id: string): TileKind {
  switch (id.slice(0, 2)) {
    case "ST":
      return "street";
    case "SH":
      return "shop";
    case "PA":
      return "palace";
    case "GF":
      return "glassFactory";
    default:
      return "special";
  }
}

/**
 * Whether a tile id names a known tile of the data.
 *
 * @example
 * isTileId("SH12"); // true
 * isTileId("SH13"); // false
 * @category Data
 */
export function isTileId(id: unknown): id is string {
  return typeof id === "string" && ALL_TILE_IDS.has(id);
}

const ALL_TILE_IDS: ReadonlySet<string> = new Set([
  ...STREET_TILES.map((r) => r.id),
  ...SHOP_TILES.map((r) => r.id),
  ...PALACE_TILES.map((r) => r.id),
  ...GLASS_FACTORY_TILES.map((r) => r.id),
  ...SPECIAL_TILES.map((r) => r.id),
]);

// ---------------------------------------------------------------------------------------------
// Board geometry
// ---------------------------------------------------------------------------------------------

/**
 * One space of an island grid: a street space (`SD.S3`) or a building space (`SD.B5`), with the
 * orthogonally adjacent spaces of the other kind.
 *
 * @example
 * cell("SD.B2").neighbours; // ["SD.S1", "SD.S3"]
 * @category Board
 */
export interface Cell {
  /** The id, e.g. `"TM.B6"`. */
  readonly id: string;
  /** The island. */
  readonly island: IslandId;
  /** A street space or a building space. */
  readonly kind: "street" | "building";
  /** Grid row and column (for rendering). */
  readonly row: number;
  /** Grid column. */
  readonly col: number;
  /** The orthogonally adjacent spaces of the other kind (streets for a building space). */
  readonly neighbours: readonly string[];
}

function cellsOf(record: IslandRecord): Cell[] {
  const raw: { id: string; kind: "street" | "building"; row: number; col: number }[] = [];
  let s = 0;
  let b = 0;
  record.rows.forEach((line, row) => {
    [...line].forEach((ch, col) => {
      if (ch === "S") raw.push({ id: `${record.id}.S${++s}`, kind: "street", row, col });
      else if (ch === "B") raw.push({ id: `${record.id}.B${++b}`, kind: "building", row, col });
    });
  });
  return raw.map((c) => ({
    ...c,
    island: record.id,
    neighbours: raw
      .filter((o) => o.kind !== c.kind && Math.abs(o.row - c.row) + Math.abs(o.col - c.col) === 1)
      .map((o) => o.id),
  }));
}

/**
 * Every street and building space of every island, in island then grid order.
 *
 * @example
 * CELLS.filter((c) => c.island === "TM").length; // 17
 * @category Board
 */
export const CELLS: readonly Cell[] = ISLANDS.flatMap(cellsOf);

const CELL_BY_ID = indexRecords(CELLS, (c) => c.id, `${PACKAGE}: data/islands.json (cells)`);

/**
 * A board space by id.
 *
 * @example
 * cell("TM.S3").kind; // "street"
 * @category Board
 */
export const cell = (id: string): Cell => must(CELL_BY_ID, id, "board space");

/**
 * Whether a string names a board space.
 *
 * @example
 * isCellId("PM.B8"); // true
 * @category Board
 */
export const isCellId = (id: unknown): id is string => typeof id === "string" && CELL_BY_ID.has(id);

/**
 * The playable islands of a board side, in data order.
 *
 * @example
 * playableIslands("2-3p"); // ["TM", "SM", "CS", "SD", "PM"]
 * @category Board
 */
export function playableIslands(side: BoardSide): readonly IslandId[] {
  return side === "4p" ? PLAYABLE_4P : PLAYABLE_23P;
}
const PLAYABLE_23P: readonly IslandId[] = ISLANDS.filter((i) => i.sides.includes("2-3p")).map((i) => i.id);
const PLAYABLE_4P: readonly IslandId[] = ISLANDS.filter((i) => i.sides.includes("4p")).map((i) => i.id);

/**
 * The board spaces of the playable islands of a side.
 *
 * @example
 * boardCells("4p").filter((c) => c.kind === "street").length; // 42
 * @category Board
 */
export function boardCells(side: BoardSide): readonly Cell[] {
  return side === "4p" ? CELLS_4P : CELLS_23P;
}
const CELLS_23P = CELLS.filter((c) => PLAYABLE_23P.includes(c.island));
const CELLS_4P = CELLS.filter((c) => PLAYABLE_4P.includes(c.island));

/**
 * The colour of a seat: white, brown, orange, grey.
 *
 * @example
 * seatColour(2); // "orange"
 * @category Board
 */
export function seatColour(seat: number): PlayerColour {
  const c = CONSTANTS.colours[seat];
  if (c === undefined) throw new RangeError(`${PACKAGE}: no colour for seat ${seat}`);
  return c;
}

/**
 * The gondola ids of the playable islands of a side: `<island>.g.<colour>` (with a `#k` suffix
 * when the data gives more than one gondola per colour and island).
 *
 * @example
 * gondolaIds("2-3p").length; // 20
 * @category Board
 */
export function gondolaIds(side: BoardSide): readonly string[] {
  return side === "4p" ? GONDOLAS_4P : GONDOLAS_23P;
}
const gondolasFor = (islands: readonly IslandId[]): string[] =>
  islands.flatMap((i) =>
    CONSTANTS.colours.flatMap((c) =>
      Array.from({ length: CONSTANTS.gondolasPerColourPerIsland }, (_, k) =>
        CONSTANTS.gondolasPerColourPerIsland === 1 ? `${i}.g.${c}` : `${i}.g.${c}#${k + 1}`,
      ),
    ),
  );
const GONDOLAS_23P = gondolasFor(PLAYABLE_23P);
const GONDOLAS_4P = gondolasFor(PLAYABLE_4P);

/**
 * The island and colour of a gondola id.
 *
 * @example
 * gondola("SD.g.white"); // { island: "SD", colour: "white" }
 * @category Board
 */
export function gondola(id: string): { readonly island: IslandId; readonly colour: PlayerColour } {
  const known = GONDOLA_PARTS.get(id);
  if (known !== undefined) return known;
  const [i, , c] = id.split(/[.#]/);
  return { island: i as IslandId, colour: c as PlayerColour };
}
const GONDOLA_PARTS: ReadonlyMap<string, { readonly island: IslandId; readonly colour: PlayerColour }> = new Map(
  GONDOLAS_4P.map((id) => {
    const [i, , c] = id.split(/[.#]/);
    return [id, { island: i as IslandId, colour: c as PlayerColour }];
  }),
);

// ---------------------------------------------------------------------------------------------
// Consistency checks (the data files fit together), run when the module loads
// ---------------------------------------------------------------------------------------------

function check(ok: boolean, message: string): void {
  if (!ok) throw new Error(`${PACKAGE}: data is inconsistent: ${message}`);
}
check(RING.length === CONSTANTS.ringSize && RING.every((r, i) => r.index === i), "the ring must list spaces 0..17 in order");
check(RING.filter((r) => r.anchor).length === CONSTANTS.shipCount, "the ring needs one anchor per ship");
for (const c of CELLS) {
  check(c.kind === "street" || c.neighbours.length > 0, `building space ${c.id} touches no street space`);
}
