/**
 * Component data of Murano: Light Masters: the fragment supply, the constants, the hand sizes,
 * the Lira tokens, the inner circle, both Ring sides, the Markets and their links, the 24
 * Creation cards, the 16 Advantage cards and the 4 Category tiles.
 *
 * The records live in the JSON files under `data/`, each tagged with its provenance (RULEBOOK,
 * INFERRED, RECONSTRUCTED or RULING; see {@link Provenance}). This module validates them with io-ts
 * codecs when it loads, checks that the files fit together (ids unique, every board position
 * covered, links on the board, card needs of the right size), and indexes them. The board
 * sequences, the Market links and the Creation cards are RECONSTRUCTED: replacing them with printed
 * data is an edit of the JSON files only.
 *
 * @module
 */
import { indexRecords, loadRecords } from "@laguna/core";
import * as t from "io-ts";
import advantagesJson from "../data/advantages.json";
import categoriesJson from "../data/categories.json";
import constantsJson from "../data/constants.json";
import creationsJson from "../data/creations.json";
import fragmentsJson from "../data/fragments.json";
import handSizesJson from "../data/hand-sizes.json";
import innerCircleJson from "../data/inner-circle.json";
import liraTokensJson from "../data/lira-tokens.json";
import marketsJson from "../data/markets.json";
import ringSidesJson from "../data/ring-sides.json";

const PACKAGE = "@laguna/murano-light-masters";

// ---------------------------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------------------------

/**
 * Where a record (or one field of it) comes from. RULEBOOK is stated in the Spanish rulebook;
 * INFERRED is deduced from its wording, its examples or reviews; RECONSTRUCTED is our own design,
 * to be replaced once a physical copy has been checked; RULING is our decision where the text is
 * silent (the rulings of docs/games/murano-light-masters.md).
 *
 * @example
 * const p: Provenance = "RECONSTRUCTED";
 * @category Data
 */
export type Provenance = "RULEBOOK" | "INFERRED" | "RECONSTRUCTED" | "RULING";

/**
 * The io-ts codec of a provenance tag.
 *
 * @example
 * ProvenanceC.is("RULING"); // true
 * @category Data
 */
export const ProvenanceC = t.keyof({ RULEBOOK: null, INFERRED: null, RECONSTRUCTED: null, RULING: null });

/**
 * A glass fragment, by its colour code: `R` red, `Y` yellow, `G` green, `B` blue, `W` clear
 * ("transparente", the wild).
 *
 * @example
 * const clear: Fragment = "W";
 * @category Data
 */
export type Fragment = "R" | "Y" | "G" | "B" | "W";

/**
 * The io-ts codec of a fragment colour code.
 *
 * @example
 * FragmentC.is("W"); // true
 * @category Data
 */
export const FragmentC = t.keyof({ R: null, Y: null, G: null, B: null, W: null });

/**
 * A coloured fragment: red, yellow, green or blue, never clear. Creation cards need only these,
 * and the inner circle shows only these.
 *
 * @example
 * const c: ColouredFragment = "G";
 * @category Data
 */
export type ColouredFragment = Exclude<Fragment, "W">;

/**
 * The io-ts codec of a coloured fragment.
 *
 * @example
 * ColouredFragmentC.is("W"); // false
 * @category Data
 */
export const ColouredFragmentC = t.keyof({ R: null, Y: null, G: null, B: null });

/**
 * A side of the removable Ring, chosen at setup.
 *
 * @example
 * const side: RingSide = "B";
 * @category Data
 */
export type RingSide = "A" | "B";

/**
 * The io-ts codec of a Ring side.
 *
 * @example
 * RingSideC.is("A"); // true
 * @category Data
 */
export const RingSideC = t.keyof({ A: null, B: null });

/**
 * A Market, by the board corner it sits in.
 *
 * @example
 * const m: MarketId = "NE";
 * @category Data
 */
export type MarketId = "NE" | "SE" | "SW" | "NW";

/**
 * The io-ts codec of a Market id.
 *
 * @example
 * MarketIdC.is("SW"); // true
 * @category Data
 */
export const MarketIdC = t.keyof({ NE: null, SE: null, SW: null, NW: null });

/**
 * A category (and its Category tile): Arte, Joya, Menaje, Animal.
 *
 * @example
 * const c: Category = "HOU"; // Menaje (Household)
 * @category Data
 */
export type Category = "ART" | "JEW" | "HOU" | "ANI";

/**
 * The io-ts codec of a category.
 *
 * @example
 * CategoryC.is("JEW"); // true
 * @category Data
 */
export const CategoryC = t.keyof({ ART: null, JEW: null, HOU: null, ANI: null });

/**
 * When an Advantage card may be activated, always during its owner's own turn (rulebook,
 * *Cartas de Ventaja*, read with rulings R6 to R9 and R20 to R22 of
 * docs/games/murano-light-masters.md):
 * `anyTime`; `phase1.beforeSelector` (before the Selector turns); `phase1.open` (while phase 1 is
 * open); `phase2.open`; `phase2.withAction` (declared with one Buy, Sell or Exchange);
 * `phase2.afterAction` (after a Buy or Sell of this turn); `phase3.afterCompletion`.
 *
 * @example
 * advantageCard(14).timing; // "phase3.afterCompletion"
 * @category Data
 */
export type AdvantageTiming =
  | "anyTime"
  | "phase1.beforeSelector"
  | "phase1.open"
  | "phase2.open"
  | "phase2.withAction"
  | "phase2.afterAction"
  | "phase3.afterCompletion";

/**
 * The io-ts codec of an Advantage timing class.
 *
 * @example
 * AdvantageTimingC.is("anyTime"); // true
 * @category Data
 */
export const AdvantageTimingC = t.keyof({
  anyTime: null,
  "phase1.beforeSelector": null,
  "phase1.open": null,
  "phase2.open": null,
  "phase2.withAction": null,
  "phase2.afterAction": null,
  "phase3.afterCompletion": null,
});

/**
 * The rulebook's two kinds of Advantage: `modify` (modifies an action) and `extra` (grants an
 * extra action). The mapping is INFERRED and has no rules effect: use it to group cards in a UI.
 *
 * @example
 * advantageCard(16).kind; // "extra"
 * @category Data
 */
export type AdvantageKind = "modify" | "extra";

/**
 * The io-ts codec of an Advantage kind.
 *
 * @example
 * AdvantageKindC.is("modify"); // true
 * @category Data
 */
export const AdvantageKindC = t.keyof({ modify: null, extra: null });

// ---------------------------------------------------------------------------------------------
// Codec helpers
// ---------------------------------------------------------------------------------------------

const int = (min: number, max: number) =>
  new t.Type<number, number, unknown>(
    `an integer from ${min} to ${max}`,
    (u): u is number => typeof u === "number" && Number.isInteger(u) && u >= min && u <= max,
    (u, c) => (typeof u === "number" && Number.isInteger(u) && u >= min && u <= max ? t.success(u) : t.failure(u, c)),
    (n) => n,
  );

/** An object codec that refuses unknown fields (a typo in a data file must not pass silently). */
function closed<R extends t.Props, O extends t.Props>(name: string, required: R, optional: O) {
  const base = t.intersection([t.type(required), t.partial(optional)]);
  const known = new Set([...Object.keys(required), ...Object.keys(optional)]);
  type A = Readonly<t.TypeOf<typeof base>>;
  return new t.Type<A, t.OutputOf<typeof base>, unknown>(
    name,
    (u): u is A => base.is(u) && Object.keys(u).every((k) => known.has(k)),
    (u, c) => {
      if (typeof u === "object" && u !== null && !Array.isArray(u)) {
        const extra = Object.keys(u).filter((k) => !known.has(k));
        if (extra.length > 0) return t.failure(u, c, `unknown field(s) ${extra.join(", ")}`);
      }
      return base.validate(u, c);
    },
    (a) => base.encode(a),
  );
}

/**
 * Provenance of single fields where it differs from the record's own tag, e.g. a RECONSTRUCTED
 * Market whose number of slots is RULEBOOK.
 *
 * @example
 * market("NE").fieldProvenance?.["slots"]; // "RULEBOOK"
 * @category Data
 */
export type FieldProvenance = Readonly<Record<string, Provenance>>;

const FieldProvenanceC = t.record(t.string, ProvenanceC);

/**
 * The provenance tags every data record carries.
 *
 * @example
 * const tags: Tagged = { provenance: "RECONSTRUCTED", note: "designed to fit the rules" };
 * @category Data
 */
export interface Tagged {
  /** Where the record's values come from. */
  readonly provenance: Provenance;
  /** A remark on the record: where a value comes from, or how it was reconstructed. */
  readonly note?: string;
  /** The provenance of single fields, where it differs from the record's own. */
  readonly fieldProvenance?: FieldProvenance;
}

const tagged = { provenance: ProvenanceC };
const annotations = { note: t.string, fieldProvenance: FieldProvenanceC };

// ---------------------------------------------------------------------------------------------
// Record codecs and types
// ---------------------------------------------------------------------------------------------

/**
 * The io-ts codec of one fragment supply record (`data/fragments.json`).
 *
 * @example
 * FragmentRecordC.is(FRAGMENTS[0]); // true
 * @category Data
 */
export const FragmentRecordC: t.Type<FragmentRecord, FragmentRecord, unknown> = closed(
  "FragmentRecord",
  { colour: FragmentC, count: int(0, 1000), wild: t.boolean, marketSetup: t.boolean, ...tagged },
  annotations,
);

/**
 * The supply of one fragment colour: how many are in the game, whether it is the wild, and whether
 * one of it goes to a Market at setup.
 *
 * @example
 * FRAGMENTS.find((f) => f.wild)?.count; // 6
 * @category Data
 */
export interface FragmentRecord extends Tagged {
  /** The fragment colour. */
  readonly colour: Fragment;
  /** How many fragments of the colour the game holds. */
  readonly count: number;
  /** Whether the colour is the wild one (clear). */
  readonly wild: boolean;
  /** Whether one fragment of the colour goes to a Market at setup. */
  readonly marketSetup: boolean;
}

/**
 * The io-ts codec of one constant record (`data/constants.json`).
 *
 * @example
 * ConstantRecordC.is(CONSTANT_RECORDS[0]); // true
 * @category Data
 */
export const ConstantRecordC: t.Type<ConstantRecord, ConstantRecord, unknown> = closed(
  "ConstantRecord",
  { key: t.string, value: t.union([t.number, t.string, t.boolean]), ...tagged },
  annotations,
);

/**
 * One constant of the game, with its provenance and a note on where it comes from.
 *
 * @example
 * CONSTANT_RECORDS.find((r) => r.key === "positions")?.provenance; // "INFERRED"
 * @category Data
 */
export interface ConstantRecord extends Tagged {
  /** The constant's name, a key of {@link Constants}. */
  readonly key: string;
  /** Its value. */
  readonly value: number | string | boolean;
}

/**
 * The io-ts codec of the assembled constants: every key of `data/constants.json` exactly once,
 * with its type.
 *
 * @example
 * ConstantsC.is(CONSTANTS); // true
 * @category Data
 */
export const ConstantsC: t.Type<Constants, Constants, unknown> = closed(
  "Constants",
  {
    positions: int(1, 100),
    positionAngleDeg: t.string,
    workbenchCapacity: int(1, 100),
    fragmentsPerCreation: int(1, 100),
    minPlayers: int(1, 10),
    maxPlayers: int(1, 10),
    startLira: int(0, 1000),
    buyCost: int(0, 100),
    sellGainTotal: int(0, 100),
    reorderFirstCost: int(0, 100),
    ringStepCost: int(0, 100),
    multiCompletionBonus: int(0, 100),
    liraTokenValueTotal: int(0, 100_000),
    selectorDirection: t.literal("clockwise"),
    selectorStepPerTurn: int(1, 100),
    ringPaidDirection: t.literal("counterclockwise"),
    ringOffsetDeltaPerStep: int(0, 100),
    ringAtFormula: t.string,
    exchangeExcludesClear: t.boolean,
  },
  {},
);

/**
 * The game's constants: the board, the Workbench, the costs and gains, the Selector and the Ring.
 *
 * @example
 * CONSTANTS.workbenchCapacity; // 8
 * @category Data
 */
export interface Constants {
  /** The Selector's stops around the board (12); each shows one inner-circle cell and one Ring cell. */
  readonly positions: number;
  /** Where position `p` is drawn, as a formula in degrees clockwise from 12 o'clock (for rendering only). */
  readonly positionAngleDeg: string;
  /** The most fragments a Workbench holds (8); a creation is worth this minus the fragments left. */
  readonly workbenchCapacity: number;
  /** The fragments each Creation card needs (4). */
  readonly fragmentsPerCreation: number;
  /** The fewest players (2). */
  readonly minPlayers: number;
  /** The most players (4). */
  readonly maxPlayers: number;
  /** The Lira each player starts with (4). */
  readonly startLira: number;
  /** What a Buy costs (2Ł). */
  readonly buyCost: number;
  /** What a Sell pays in all, whatever the number of fragments sold (1Ł). */
  readonly sellGainTotal: number;
  /** What moving the first card of the hand costs (1Ł). */
  readonly reorderFirstCost: number;
  /** What one step of the Ring costs (1Ł). */
  readonly ringStepCost: number;
  /** What the bonus for completing more than one creation in a turn pays (2Ł); when it is paid is the config's `multiCompletionBonus`. */
  readonly multiCompletionBonus: number;
  /** The Lira all the tokens of the box add up to (267), the reserve under `liraSupply: "tokens267"`. */
  readonly liraTokenValueTotal: number;
  /** The way the Selector turns. */
  readonly selectorDirection: "clockwise";
  /** The stops the Selector turns each turn (1). */
  readonly selectorStepPerTurn: number;
  /** The way a paid Ring step turns the Ring. */
  readonly ringPaidDirection: "counterclockwise";
  /** What one counter-clockwise step adds to the Ring offset, modulo 12 (11). */
  readonly ringOffsetDeltaPerStep: number;
  /** The Ring cell shown at position `p`, as a formula over the side's cells and the offset. */
  readonly ringAtFormula: string;
  /** Whether an Exchange never yields clear fragments (only Pericia lets one through). */
  readonly exchangeExcludesClear: boolean;
}

/**
 * The io-ts codec of one hand size record (`data/hand-sizes.json`).
 *
 * @example
 * HandSizeRecordC.is(HAND_SIZES[0]); // true
 * @category Data
 */
export const HandSizeRecordC: t.Type<HandSizeRecord, HandSizeRecord, unknown> = closed(
  "HandSizeRecord",
  { players: int(1, 10), handSize: int(1, 100), ...tagged },
  annotations,
);

/**
 * How many Creation cards each player is dealt, for one player count.
 *
 * @example
 * HAND_SIZES.find((r) => r.players === 2)?.handSize; // 6
 * @category Data
 */
export interface HandSizeRecord extends Tagged {
  /** The player count the record is for. */
  readonly players: number;
  /** The Creation cards each player is dealt. */
  readonly handSize: number;
}

/**
 * The io-ts codec of one Lira token record (`data/lira-tokens.json`).
 *
 * @example
 * LiraTokenRecordC.is(LIRA_TOKENS[0]); // true
 * @category Data
 */
export const LiraTokenRecordC: t.Type<LiraTokenRecord, LiraTokenRecord, unknown> = closed(
  "LiraTokenRecord",
  { value: int(1, 1000), count: int(0, 1000), ...tagged },
  annotations,
);

/**
 * The Lira tokens of one value: how many the box holds.
 *
 * @example
 * LIRA_TOKENS.find((r) => r.value === 10)?.count; // 18
 * @category Data
 */
export interface LiraTokenRecord extends Tagged {
  /** The token's value in Lira. */
  readonly value: number;
  /** How many tokens of that value the box holds. */
  readonly count: number;
}

/**
 * The io-ts codec of one Category tile record (`data/categories.json`).
 *
 * @example
 * CategoryTileC.is(CATEGORY_TILES[0]); // true
 * @category Data
 */
export const CategoryTileC: t.Type<CategoryTile, CategoryTile, unknown> = closed("CategoryTile", { id: CategoryC, es: t.string, en: t.string, ...tagged }, annotations);

/**
 * A Category tile: its id and its Spanish and English names.
 *
 * @example
 * categoryTile("HOU").es; // "Menaje"
 * @category Data
 */
export interface CategoryTile extends Tagged {
  /** The tile's id. */
  readonly id: Category;
  /** Its printed Spanish name. */
  readonly es: string;
  /** Its English name. */
  readonly en: string;
}

/**
 * The io-ts codec of one inner-circle cell record (`data/inner-circle.json`).
 *
 * @example
 * InnerCellC.is(INNER_CIRCLE_CELLS[0]); // true
 * @category Data
 */
export const InnerCellC: t.Type<InnerCell, InnerCell, unknown> = closed("InnerCell", { position: int(0, 99), colour: ColouredFragmentC, ...tagged }, annotations);

/**
 * One cell of the fixed inner circle around the Warehouse: the board position it sits at
 * (0 to 11, clockwise) and the coloured fragment it shows. RECONSTRUCTED.
 *
 * @example
 * INNER_CIRCLE_CELLS[3]?.colour; // "G"
 * @category Data
 */
export interface InnerCell extends Tagged {
  /** The board position the cell sits at (0 to 11, clockwise). */
  readonly position: number;
  /** The coloured fragment it shows. */
  readonly colour: ColouredFragment;
}

/**
 * The io-ts codec of one Ring cell record (`data/ring-sides.json`).
 *
 * @example
 * RingCellC.is(RING_CELLS[0]); // true
 * @category Data
 */
export const RingCellC: t.Type<RingCell, RingCell, unknown> = closed(
  "RingCell",
  { side: RingSideC, cell: int(0, 99), colour: FragmentC, ...tagged },
  annotations,
);

/**
 * One printed cell of a Ring side: cell `j` sits at board position `(j + ringOffset) % 12`. The
 * Ring carries clear (W) cells. RECONSTRUCTED.
 *
 * @example
 * RING_CELLS.filter((c) => c.side === "A" && c.colour === "W").length; // 4
 * @category Data
 */
export interface RingCell extends Tagged {
  /** The Ring side the cell is printed on. */
  readonly side: RingSide;
  /** The cell's index on that side (0 to 11). */
  readonly cell: number;
  /** The fragment it shows (clear included). */
  readonly colour: Fragment;
}

/**
 * The io-ts codec of one Market record (`data/markets.json`).
 *
 * @example
 * MarketC.is(MARKETS[0]); // true
 * @category Data
 */
export const MarketC: t.Type<Market, Market, unknown> = closed(
  "Market",
  { id: MarketIdC, links: t.readonlyArray(int(0, 99)), slots: int(1, 10), ...tagged },
  annotations,
);

/**
 * A Market: its slots, and the board positions whose Ring fragments an Exchange there yields.
 * The links are RECONSTRUCTED; the 3 slots are RULEBOOK.
 *
 * @example
 * market("NE").links; // [0, 1, 2]
 * @category Data
 */
export interface Market extends Tagged {
  /** The Market's id: its corner of the board. */
  readonly id: MarketId;
  /** The board positions whose Ring fragments an Exchange at this Market yields. */
  readonly links: readonly number[];
  /** How many fragments the Market holds at most (3). */
  readonly slots: number;
}

const NeedsC = new t.Type<string, string, unknown>(
  "a string of coloured fragment codes (R, Y, G, B)",
  (u): u is string => typeof u === "string" && /^[RYGB]+$/.test(u),
  (u, c) => (typeof u === "string" && /^[RYGB]+$/.test(u) ? t.success(u) : t.failure(u, c)),
  (s) => s,
);

/**
 * The io-ts codec of one Creation card record (`data/creations.json`).
 *
 * @example
 * CreationCardC.is(CREATION_CARDS[0]); // true
 * @category Data
 */
export const CreationCardC: t.Type<CreationCard, CreationCard, unknown> = closed(
  "CreationCard",
  { id: t.string, symbols: t.readonlyArray(CategoryC), needs: NeedsC, name: t.string, ...tagged },
  annotations,
);

/**
 * A Creation card: its id, its category symbols (1 or 2), the 4 coloured fragments it needs as a
 * multiset written as a string (`"GGGR"`: the order is irrelevant), and a placeholder name. Every
 * card is RECONSTRUCTED.
 *
 * @example
 * creationCard("HOU-1").needs; // "GGGR"
 * @category Data
 */
export interface CreationCard extends Tagged {
  /** The card's id, e.g. `HOU-1`. */
  readonly id: string;
  /** Its category symbols (1 or 2): the tiles whose Advantages it may activate once used. */
  readonly symbols: readonly Category[];
  /** The 4 coloured fragments it needs, as a multiset written as a string (`"GGGR"`: the order is irrelevant). */
  readonly needs: string;
  /** A placeholder name (the printed names are not known). */
  readonly name: string;
}

const range = t.tuple([int(0, 100), int(0, 100)]);

/**
 * The io-ts codec of an Advantage card's structured effect.
 *
 * @example
 * AdvantageEffectC.is({ action: "buy", buyCost: 0 }); // true
 * @category Data
 */
export const AdvantageEffectC: t.Type<AdvantageEffect, AdvantageEffect, unknown> = closed(
  "AdvantageEffect",
  {},
  {
    gainOneOf: t.readonlyArray(ColouredFragmentC),
    action: t.keyof({ buy: null, sell: null, exchange: null }),
    buyCost: int(0, 100),
    sellGain: int(0, 100),
    chooseLinked: range,
    maxClear: int(0, 100),
    after: t.keyof({ buy: null, sell: null }),
    gainOptional: FragmentC,
    permuteHand: t.boolean,
    gainLira: int(0, 100),
    returnOne: FragmentC,
    payLira: int(0, 100),
    extraNegotiateActions: int(0, 100),
    skipSelectorTurn: t.boolean,
    gainLiraAfterTake: int(0, 100),
    extraTakes: int(0, 100),
    moveMarketToMarket: int(0, 100),
    ifCompletionValue: int(0, 100),
    swaps: range,
    payLiraPerSwap: int(0, 100),
    takeExcludes: t.readonlyArray(FragmentC),
    setRingOffsetFree: t.boolean,
  },
);

/**
 * An Advantage card's effect as structured data, read by the rule module: the advantages module
 * derives each card's mechanism from the keys present and takes the amounts from them. Every key
 * is optional; a card has the few its effect needs.
 *
 * @example
 * advantageCard(4).effect.sellGain; // 4
 * @category Data
 */
export interface AdvantageEffect {
  /** Take one fragment of one of these colours. */
  readonly gainOneOf?: readonly ColouredFragment[];
  /** The Negotiate action the Advantage is declared with. */
  readonly action?: "buy" | "sell" | "exchange";
  /** What the Buy it is declared with costs. */
  readonly buyCost?: number;
  /** What the Sell it is declared with pays in all. */
  readonly sellGain?: number;
  /** How many linked Ring fragments an Exchange may choose, as `[min, max]` (`[1, 3]` is 1, 2 or 3). */
  readonly chooseLinked?: [number, number];
  /** The most clear fragments those chosen may include. */
  readonly maxClear?: number;
  /** The action of this turn the Advantage rewards afterwards. */
  readonly after?: "buy" | "sell";
  /** A fragment the player may take. */
  readonly gainOptional?: Fragment;
  /** Whether the player puts the hand in any order. */
  readonly permuteHand?: boolean;
  /** The Lira gained. */
  readonly gainLira?: number;
  /** A fragment the player returns to the Warehouse. */
  readonly returnOne?: Fragment;
  /** The Lira the activation costs. */
  readonly payLira?: number;
  /** How many more Negotiate actions the player gets. */
  readonly extraNegotiateActions?: number;
  /** Whether the Selector does not turn this turn. */
  readonly skipSelectorTurn?: boolean;
  /** The Lira gained after the take. */
  readonly gainLiraAfterTake?: number;
  /** How many more takes the player gets. */
  readonly extraTakes?: number;
  /** How many fragments move from one Market to another. */
  readonly moveMarketToMarket?: number;
  /** The value a completion of this turn must have for the Advantage to reward it. */
  readonly ifCompletionValue?: number;
  /** How many swaps one activation allows, as `[min, max]`. */
  readonly swaps?: [number, number];
  /** The Lira each swap costs. */
  readonly payLiraPerSwap?: number;
  /** The colours a swap may not take. */
  readonly takeExcludes?: readonly Fragment[];
  /** Whether the Ring may be set to any offset, free. */
  readonly setRingOffsetFree?: boolean;
}

/**
 * The io-ts codec of one Advantage card record (`data/advantages.json`).
 *
 * @example
 * AdvantageCardC.is(ADVANTAGE_CARDS[0]); // true
 * @category Data
 */
export const AdvantageCardC: t.Type<AdvantageCard, AdvantageCard, unknown> = closed(
  "AdvantageCard",
  {
    id: int(1, 99),
    es: t.string,
    en: t.string,
    phase: t.union([t.null, t.literal(1), t.literal(2), t.literal(3)]),
    timing: AdvantageTimingC,
    kind: AdvantageKindC,
    firstGame: t.boolean,
    notForAdvancedPlayers: t.boolean,
    summary: t.string,
    effect: AdvantageEffectC,
    icon: t.string,
    ...tagged,
  },
  annotations,
);

/**
 * An Advantage card (*Cartas de Ventaja*, Advantage cards).
 *
 * @example
 * advantageCard(11).en; // "Foresight"
 * @category Data
 */
export interface AdvantageCard extends Tagged {
  /** The card's number, 1 to 16. */
  readonly id: number;
  /** Its printed Spanish name. */
  readonly es: string;
  /** Its English name. */
  readonly en: string;
  /** The phase printed in its header (1, 2 or 3), or `null` for "at any time". */
  readonly phase: 1 | 2 | 3 | null;
  /** When it may be activated, our reading of its header. */
  readonly timing: AdvantageTiming;
  /** Whether it modifies an action or grants an extra one (INFERRED; no rules effect). */
  readonly kind: AdvantageKind;
  /** Whether it belongs to the recommended first-game set (cards 1 to 4). */
  readonly firstGame: boolean;
  /** Whether it carries the note "do not use in games with advanced players" (cards 1 and 2). */
  readonly notForAdvancedPlayers: boolean;
  /** A summary of its effect in words. */
  readonly summary: string;
  /** Its effect as structured data. */
  readonly effect: AdvantageEffect;
  /** A caption of its icon (INFERRED). */
  readonly icon: string;
}

// ---------------------------------------------------------------------------------------------
// Loading
// ---------------------------------------------------------------------------------------------

/**
 * The `source` line of every data file (what the file holds and where it comes from), by file
 * name.
 *
 * @example
 * DATA_SOURCES["creations.json"]?.includes("RECONSTRUCTED"); // true
 * @category Data
 */
export const DATA_SOURCES: Readonly<Record<string, string>> = Object.fromEntries(
  (
    [
      ["advantages.json", advantagesJson],
      ["categories.json", categoriesJson],
      ["constants.json", constantsJson],
      ["creations.json", creationsJson],
      ["fragments.json", fragmentsJson],
      ["hand-sizes.json", handSizesJson],
      ["inner-circle.json", innerCircleJson],
      ["lira-tokens.json", liraTokensJson],
      ["markets.json", marketsJson],
      ["ring-sides.json", ringSidesJson],
    ] as const
  ).map(([file, json]) => [file, json.source]),
);

function fail(file: string, message: string): never {
  throw new Error(`${PACKAGE}: data/${file} is invalid: ${message}`);
}

function decode<A>(codec: t.Type<A, unknown>, value: unknown, file: string): A {
  return loadRecords(codec, { records: [value] }, `${PACKAGE}: data/${file}`)[0] as A;
}

function load<A>(codec: t.Type<A, unknown>, json: { records: unknown }, file: string): readonly A[] {
  const records = loadRecords(codec, json, `${PACKAGE}: data/${file}`);
  for (const record of records) {
    const fields = (record as { fieldProvenance?: FieldProvenance }).fieldProvenance ?? {};
    for (const field of Object.keys(fields)) {
      if (!(field in (record as object))) fail(file, `fieldProvenance names a field the record lacks: ${field}`);
    }
  }
  return records;
}

function unique<A, K extends string | number>(records: readonly A[], key: (a: A) => K, file: string): ReadonlyMap<K, A> {
  return indexRecords(records, key, `${PACKAGE}: data/${file}`);
}

/** Checks that `values` are exactly 0..n-1, each once. */
function coversPositions(values: readonly number[], n: number, file: string, what: string): void {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length !== n || sorted.some((v, i) => v !== i)) fail(file, `${what} must cover positions 0 to ${n - 1} once each`);
}

// Constants first: the other files are checked against them.

/**
 * Every constant record of `data/constants.json`, with its provenance and note.
 *
 * @example
 * CONSTANT_RECORDS.length; // 19
 * @category Data
 */
export const CONSTANT_RECORDS: readonly ConstantRecord[] = load(ConstantRecordC, constantsJson, "constants.json");

const constantByKey = unique(CONSTANT_RECORDS, (r) => r.key, "constants.json");

/**
 * The game's constants, typed: each key of `data/constants.json` with its value.
 *
 * @example
 * CONSTANTS.startLira; // 4
 * CONSTANTS.positions; // 12
 * @category Data
 */
export const CONSTANTS: Constants = decode(
  ConstantsC,
  Object.fromEntries(CONSTANT_RECORDS.map((r) => [r.key, r.value])),
  "constants.json",
);

/**
 * The provenance of one constant.
 *
 * @example
 * constantProvenance("positions"); // "INFERRED"
 * constantProvenance("workbenchCapacity"); // "RULEBOOK"
 * @category Data
 */
export function constantProvenance(key: keyof Constants): Provenance {
  const record = constantByKey.get(key);
  if (record === undefined) throw new RangeError(`unknown constant ${key}`);
  return record.provenance;
}

const POSITIONS = CONSTANTS.positions;

/**
 * The fragment supply, one record per colour, in the order R, Y, G, B, W.
 *
 * @example
 * FRAGMENTS.map((f) => f.count); // [10, 10, 10, 10, 6]
 * @category Data
 */
export const FRAGMENTS: readonly FragmentRecord[] = load(FragmentRecordC, fragmentsJson, "fragments.json");

const fragmentByColour = unique(FRAGMENTS, (f) => f.colour, "fragments.json");
if (fragmentByColour.size !== Object.keys(FragmentC.keys).length) {
  fail("fragments.json", "every colour needs one record");
}
const wilds = FRAGMENTS.filter((f) => f.wild);
if (wilds.length !== 1 || wilds[0]?.colour !== "W") fail("fragments.json", "W, and only W, is the wild");
if (FRAGMENTS.some((f) => f.wild && f.marketSetup)) fail("fragments.json", "the wild is not placed in a Market at setup");

/**
 * How many fragments of each colour the game holds (46 in all).
 *
 * @example
 * FRAGMENT_SUPPLY.W; // 6
 * @category Data
 */
export const FRAGMENT_SUPPLY: Readonly<Record<Fragment, number>> = {
  R: fragmentByColour.get("R")?.count ?? 0,
  Y: fragmentByColour.get("Y")?.count ?? 0,
  G: fragmentByColour.get("G")?.count ?? 0,
  B: fragmentByColour.get("B")?.count ?? 0,
  W: fragmentByColour.get("W")?.count ?? 0,
};

const isColoured = (f: Fragment): f is ColouredFragment => f !== "W";

/**
 * The colours placed in the Markets at setup, one fragment each, one Market each (R, Y, G, B).
 *
 * @example
 * MARKET_SETUP_FRAGMENTS; // ["R", "Y", "G", "B"]
 * @category Data
 */
export const MARKET_SETUP_FRAGMENTS: readonly ColouredFragment[] = FRAGMENTS.filter((f) => f.marketSetup)
  .map((f) => f.colour)
  .filter(isColoured);

/**
 * The hand size for each player count.
 *
 * @example
 * HAND_SIZES.map((r) => r.handSize); // [6, 5, 5]
 * @category Data
 */
export const HAND_SIZES: readonly HandSizeRecord[] = load(HandSizeRecordC, handSizesJson, "hand-sizes.json");

const handSizeByPlayers = unique(HAND_SIZES, (r) => r.players, "hand-sizes.json");
for (let n = CONSTANTS.minPlayers; n <= CONSTANTS.maxPlayers; n += 1) {
  if (!handSizeByPlayers.has(n)) fail("hand-sizes.json", `no hand size for ${n} players`);
}

/**
 * How many Creation cards each player is dealt with `players` players (6 with 2, else 5).
 * Throws a RangeError for a player count the game does not support.
 *
 * @example
 * handSize(2); // 6
 * handSize(4); // 5
 * @category Data
 */
export function handSize(players: number): number {
  const record = handSizeByPlayers.get(players);
  if (record === undefined) throw new RangeError(`no hand size for ${players} players`);
  return record.handSize;
}

/**
 * The Lira tokens in the box, one record per value (1, 5 and 10 Lira).
 *
 * @example
 * LIRA_TOKENS.reduce((sum, r) => sum + r.value * r.count, 0); // 267
 * @category Data
 */
export const LIRA_TOKENS: readonly LiraTokenRecord[] = load(LiraTokenRecordC, liraTokensJson, "lira-tokens.json");
unique(LIRA_TOKENS, (r) => r.value, "lira-tokens.json");
if (LIRA_TOKENS.reduce((sum, r) => sum + r.value * r.count, 0) !== CONSTANTS.liraTokenValueTotal) {
  fail("lira-tokens.json", "the token values do not add up to the constant liraTokenValueTotal");
}

/**
 * The 4 Category tiles, in the rulebook's order: Arte, Joya, Menaje, Animal.
 *
 * @example
 * CATEGORY_TILES.map((c) => c.en); // ["Art", "Jewel", "Household", "Animal"]
 * @category Data
 */
export const CATEGORY_TILES: readonly CategoryTile[] = load(CategoryTileC, categoriesJson, "categories.json");

const tileById = unique(CATEGORY_TILES, (c) => c.id, "categories.json");
if (tileById.size !== Object.keys(CategoryC.keys).length) fail("categories.json", "every category needs one tile");

/**
 * The Category tile with this id.
 *
 * @example
 * categoryTile("JEW").es; // "Joya"
 * @category Data
 */
export function categoryTile(id: Category): CategoryTile {
  const tile = tileById.get(id);
  if (tile === undefined) throw new RangeError(`unknown category ${String(id)}`);
  return tile;
}

/**
 * The inner-circle cells, one per board position, in position order.
 *
 * @example
 * INNER_CIRCLE_CELLS.every((c) => c.provenance === "RECONSTRUCTED"); // true
 * @category Data
 */
export const INNER_CIRCLE_CELLS: readonly InnerCell[] = [
  ...load(InnerCellC, innerCircleJson, "inner-circle.json"),
].sort((a, b) => a.position - b.position);
coversPositions(
  INNER_CIRCLE_CELLS.map((c) => c.position),
  POSITIONS,
  "inner-circle.json",
  "the inner circle",
);

/**
 * The inner circle as a sequence: `INNER_CIRCLE[p]` is the fragment shown at board position `p`.
 *
 * @example
 * INNER_CIRCLE.join(" "); // "B Y R G Y B G R B R G Y"
 * @category Data
 */
export const INNER_CIRCLE: readonly ColouredFragment[] = INNER_CIRCLE_CELLS.map((c) => c.colour);

/**
 * The fragment the inner circle shows at board position `position` (0 to 11). Throws a
 * RangeError off the board.
 *
 * @example
 * innerCell(3); // "G"
 * @category Data
 */
export function innerCell(position: number): ColouredFragment {
  const colour = INNER_CIRCLE[position];
  if (colour === undefined) throw new RangeError(`no board position ${position}`);
  return colour;
}

/**
 * The printed cells of both Ring sides.
 *
 * @example
 * RING_CELLS.length; // 24
 * @category Data
 */
export const RING_CELLS: readonly RingCell[] = load(RingCellC, ringSidesJson, "ring-sides.json");

unique(RING_CELLS, (c) => `${c.side}${c.cell}`, "ring-sides.json");

function sideCells(side: RingSide): readonly Fragment[] {
  const cells = RING_CELLS.filter((c) => c.side === side).sort((a, b) => a.cell - b.cell);
  coversPositions(
    cells.map((c) => c.cell),
    POSITIONS,
    "ring-sides.json",
    `Ring side ${side}`,
  );
  return cells.map((c) => c.colour);
}

/**
 * Both Ring sides as sequences: `RING_SIDES[side][j]` is printed cell `j`.
 *
 * @example
 * RING_SIDES.A.join(" "); // "W B Y W R G W Y B W G R"
 * @category Data
 */
export const RING_SIDES: Readonly<Record<RingSide, readonly Fragment[]>> = { A: sideCells("A"), B: sideCells("B") };

function checkOffset(n: number, what: string): void {
  if (!Number.isInteger(n) || n < 0 || n >= POSITIONS) throw new RangeError(`${what} ${n} is not a position from 0 to ${POSITIONS - 1}`);
}

/**
 * Printed cell `cell` (0 to 11) of a Ring side, regardless of how the Ring is turned.
 *
 * @example
 * ringCell("B", 2); // "B"
 * @category Data
 */
export function ringCell(side: RingSide, cell: number): Fragment {
  checkOffset(cell, "Ring cell");
  const colour = RING_SIDES[side][cell];
  if (colour === undefined) throw new RangeError(`no Ring cell ${cell}`);
  return colour;
}

/**
 * The Ring fragment shown at board position `position` when the Ring is turned to `ringOffset`
 * (our board model): `ringSides[side][(position − ringOffset + 12) % 12]`. The Selector at `p`
 * indicates `[innerCell(p), ringAt(side, offset, p)]`; an Exchange at Market `m` looks at
 * `market(m).links`.
 *
 * @example
 * ringAt("A", 0, 3); // "W" (Ana's Obtain)
 * ringAt("A", 1, 0); // "R" (Pedro's Exchange: NE shows R, W, B)
 * @category Data
 */
export function ringAt(side: RingSide, ringOffset: number, position: number): Fragment {
  checkOffset(ringOffset, "Ring offset");
  checkOffset(position, "board position");
  return ringCell(side, (position - ringOffset + POSITIONS) % POSITIONS);
}

/**
 * The 4 Markets, in the order NE, SE, SW, NW.
 *
 * @example
 * MARKETS.map((m) => m.id); // ["NE", "SE", "SW", "NW"]
 * @category Data
 */
export const MARKETS: readonly Market[] = load(MarketC, marketsJson, "markets.json");

const marketById = unique(MARKETS, (m) => m.id, "markets.json");
if (marketById.size !== Object.keys(MarketIdC.keys).length) fail("markets.json", "every Market needs one record");
for (const m of MARKETS) {
  if (m.links.some((p) => p >= POSITIONS)) fail("markets.json", `Market ${m.id} links to a position off the board`);
  if (new Set(m.links).size !== m.links.length) fail("markets.json", `Market ${m.id} links to a position twice`);
}

/**
 * The Market with this id.
 *
 * @example
 * market("SW").links; // [6, 7, 8]
 * @category Data
 */
export function market(id: MarketId): Market {
  const m = marketById.get(id);
  if (m === undefined) throw new RangeError(`unknown Market ${String(id)}`);
  return m;
}

/**
 * The 24 Creation cards, in the order of `data/creations.json` (ART, JEW, HOU, ANI; 1 to 6 each).
 *
 * @example
 * CREATION_CARDS.length; // 24
 * @category Data
 */
export const CREATION_CARDS: readonly CreationCard[] = load(CreationCardC, creationsJson, "creations.json");

const creationById = unique(CREATION_CARDS, (c) => c.id, "creations.json");
for (const c of CREATION_CARDS) {
  if (c.needs.length !== CONSTANTS.fragmentsPerCreation) {
    fail("creations.json", `${c.id} needs ${c.needs.length} fragments, not ${CONSTANTS.fragmentsPerCreation}`);
  }
  if (c.symbols.length === 0 || new Set(c.symbols).size !== c.symbols.length) {
    fail("creations.json", `${c.id} needs one or more distinct category symbols`);
  }
}

/**
 * The Creation card with this id. Throws a RangeError for an unknown id: ids come from the data,
 * never from players unchecked (use {@link isCreationId} first).
 *
 * @example
 * creationCard("ART-6").symbols; // ["ART", "JEW"]
 * @category Data
 */
export function creationCard(id: string): CreationCard {
  const card = creationById.get(id);
  if (card === undefined) throw new RangeError(`unknown Creation card ${id}`);
  return card;
}

/**
 * Whether `id` names a Creation card.
 *
 * @example
 * isCreationId("HOU-1"); // true
 * isCreationId("HOU-7"); // false
 * @category Data
 */
export function isCreationId(id: unknown): id is string {
  return typeof id === "string" && creationById.has(id);
}

/**
 * How many fragments of each colour a Creation card needs (the multiset of its `needs`).
 *
 * @example
 * creationNeeds("HOU-1"); // { R: 1, Y: 0, G: 3, B: 0 }
 * @category Data
 */
export function creationNeeds(card: string | CreationCard): Readonly<Record<ColouredFragment, number>> {
  const { needs } = typeof card === "string" ? creationCard(card) : card;
  const counts: Record<ColouredFragment, number> = { R: 0, Y: 0, G: 0, B: 0 };
  for (const ch of needs) {
    if (ColouredFragmentC.is(ch)) counts[ch] += 1;
  }
  return counts;
}

/**
 * The 16 Advantage cards, in number order.
 *
 * @example
 * ADVANTAGE_CARDS.map((a) => a.es).slice(0, 4); // ["Regalo", "Obsequio", "Gratuito", "Mercader"]
 * @category Data
 */
export const ADVANTAGE_CARDS: readonly AdvantageCard[] = load(AdvantageCardC, advantagesJson, "advantages.json");

const advantageById = unique(ADVANTAGE_CARDS, (a) => a.id, "advantages.json");

/**
 * The Advantage card with this number (1 to 16). Throws a RangeError for an unknown number.
 *
 * @example
 * advantageCard(5).es; // "Pericia"
 * @category Data
 */
export function advantageCard(n: number): AdvantageCard {
  const card = advantageById.get(n);
  if (card === undefined) throw new RangeError(`unknown Advantage card ${n}`);
  return card;
}

/**
 * Whether `n` is the number of an Advantage card.
 *
 * @example
 * isAdvantageId(16); // true
 * isAdvantageId(17); // false
 * @category Data
 */
export function isAdvantageId(n: unknown): n is number {
  return typeof n === "number" && advantageById.has(n);
}

/**
 * The Advantage cards recommended for a first game (placed one under each tile).
 *
 * @example
 * FIRST_GAME_ADVANTAGES; // [1, 2, 3, 4]
 * @category Data
 */
export const FIRST_GAME_ADVANTAGES: readonly number[] = ADVANTAGE_CARDS.filter((a) => a.firstGame).map((a) => a.id);

/**
 * The Advantage cards marked "do not use in games with advanced players" (left out with the
 * `advancedPlayers` option).
 *
 * @example
 * NOT_FOR_ADVANCED_PLAYERS; // [1, 2]
 * @category Data
 */
export const NOT_FOR_ADVANCED_PLAYERS: readonly number[] = ADVANTAGE_CARDS.filter((a) => a.notForAdvancedPlayers).map(
  (a) => a.id,
);
