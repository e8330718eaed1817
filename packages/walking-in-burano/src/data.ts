/**
 * Component data: the 72 floor cards, the 26 character cards, the setup table and the solo
 * rating table. The records live in the JSON files under `data/`, each tagged with its
 * provenance; this module validates them with io-ts codecs when it loads and indexes them.
 * Replacing a reconstructed record with printed data is an edit of the JSON file only.
 *
 * @module
 */
import { indexRecords, integerBetween, loadRecords } from "@laguna/core";
import * as t from "io-ts";
import charactersJson from "../data/characters.json";
import floorCardsJson from "../data/floor-cards.json";
import setupJson from "../data/setup.json";
import soloRatingsJson from "../data/solo-ratings.json";

/**
 * Where a record comes from: RULEBOOK (stated in the rulebook), INFERRED (follows from the
 * rulebook's text or examples, or from published reviews), RECONSTRUCTED (our own design where
 * nothing is known) or RULING (our decision where the text is silent).
 *
 * @example
 * const p: Provenance = "RECONSTRUCTED";
 * @category Data
 */
export type Provenance = "RULEBOOK" | "INFERRED" | "RECONSTRUCTED" | "RULING";
const ProvenanceC = t.keyof({ RULEBOOK: null, INFERRED: null, RECONSTRUCTED: null, RULING: null });

/**
 * A house colour. Colour matters only for the breakable rules A and B.
 *
 * @example
 * const c: Colour = "PNK";
 * @category Data
 */
export type Colour = "RED" | "BLU" | "YEL" | "PNK" | "GRN" | "PUR";
const ColourC = t.keyof({ RED: null, BLU: null, YEL: null, PNK: null, GRN: null, PUR: null });

/**
 * A floor: 1st, 2nd or 3rd.
 *
 * @example
 * const roof: Level = 3;
 * @category Data
 */
export type Level = 1 | 2 | 3;
const LevelC = t.union([t.literal(1), t.literal(2), t.literal(3)]);

/**
 * A shop kind shown on a 1st floor.
 *
 * @example
 * const kind: ShopKind = "GELATO";
 * @category Data
 */
export type ShopKind = "PIZZA" | "CLOTHES" | "GELATO" | "CAFE";
const ShopKindC = t.keyof({ PIZZA: null, CLOTHES: null, GELATO: null, CAFE: null });

const count = (max: number) => integerBetween(0, max);

/**
 * The io-ts codec of one floor card record.
 *
 * @example
 * FloorCardC.is(FLOOR_CARDS[0]); // true
 * @category Data
 */
export const FloorCardC: t.Type<FloorCard, FloorCard, unknown> = t.readonly(
  t.intersection([
    t.type({
      id: t.string,
      level: LevelC,
      colour: ColourC,
      flowers: count(9),
      plants: count(9),
      cats: count(9),
      redCurtains: count(9),
      blueCurtains: count(9),
      streetlights: count(9),
      chimneys: count(9),
      pedestrians: count(9),
      shop: t.union([ShopKindC, t.null]),
      shopPoints: count(9),
      closedWindows: count(9),
      provenance: ProvenanceC,
    }),
    t.partial({ example: t.string, note: t.string }),
  ]),
  "FloorCard",
);

/**
 * A floor card: its level, colour and the symbols the characters and the final scoring count.
 *
 * @example
 * floorCard("F1-PNK-3").flowers; // 3
 * @category Data
 */
export interface FloorCard {
  /** The card's id, e.g. `F1-PNK-3`: `F`, the level, the colour and a number. */
  readonly id: string;
  /** The floor the card is: 1st, 2nd or 3rd. */
  readonly level: Level;
  /** The house colour (it matters for the breakable rules A and B). */
  readonly colour: Colour;
  /** Flowers: the Woman scores 1 each in the house she visits; the Florist counts them. */
  readonly flowers: number;
  /** Plants: the Man scores 1 each in the house he visits; the Gardener counts them. */
  readonly plants: number;
  /** Cats: the Girl and the Boy score them; the second tie-break counts them. */
  readonly cats: number;
  /** Red curtains: the Boy scores them; the Tailor pairs them with blue ones. */
  readonly redCurtains: number;
  /** Blue curtains: the Boy scores them; the Tailor pairs them with red ones. */
  readonly blueCurtains: number;
  /** Streetlights: the Boy scores them; the Policeman counts lit 2nd floors. */
  readonly streetlights: number;
  /** Chimneys: the Boy scores them; Santa counts those on 3rd floors. */
  readonly chimneys: number;
  /** Pedestrians: the Mayor counts those on 1st floors. */
  readonly pedestrians: number;
  /** The shop kind shown on a 1st floor, or `null`. The Shop Owner counts the distinct kinds. */
  readonly shop: ShopKind | null;
  /** The shop's points in the final scoring (0 without a shop). */
  readonly shopPoints: number;
  /** Closed windows: the player with the most loses that many points in the final scoring. */
  readonly closedWindows: number;
  /** Where the record's values come from. */
  readonly provenance: Provenance;
  /** The house of the rulebook's *Scoring Example* the card realises (H1 to H5), if any. */
  readonly example?: string;
  /** A remark on the record, if any. */
  readonly note?: string;
}

/**
 * A character type.
 *
 * @example
 * const t: CharacterType = "POLICEMAN";
 * @category Data
 */
export type CharacterType =
  | "WOMAN"
  | "MAN"
  | "GIRL"
  | "BOY"
  | "MAYOR"
  | "POLICEMAN"
  | "SANTA"
  | "SHOPOWNER"
  | "TAILOR"
  | "FLORIST"
  | "GARDENER";

/**
 * The io-ts codec of a character type.
 *
 * @example
 * CharacterTypeC.is("SANTA"); // true
 * @category Data
 */
export const CharacterTypeC = t.keyof({
  WOMAN: null,
  MAN: null,
  GIRL: null,
  BOY: null,
  MAYOR: null,
  POLICEMAN: null,
  SANTA: null,
  SHOPOWNER: null,
  TAILOR: null,
  FLORIST: null,
  GARDENER: null,
});

/**
 * The io-ts codec of one character card record.
 *
 * @example
 * CharacterCardC.is(CHARACTER_CARDS[0]); // true
 * @category Data
 */
export const CharacterCardC: t.Type<CharacterCard, CharacterCard, unknown> = t.readonly(
  t.type({
    id: t.string,
    type: CharacterTypeC,
    kind: t.keyof({ tourist: null, inhabitant: null }),
    copy: count(3),
    beginner: t.boolean,
    provenance: ProvenanceC,
  }),
  "CharacterCard",
);

/**
 * A character card.
 *
 * @example
 * characterCard("I-MAYOR-1").kind; // "inhabitant"
 * @category Data
 */
export interface CharacterCard {
  /** The card's id, e.g. `T-GIRL-1` or `I-MAYOR-1`: `T` (tourist) or `I` (inhabitant), the type and the copy. */
  readonly id: string;
  /** The character type. */
  readonly type: CharacterType;
  /** A tourist scores the house it visits; an inhabitant scores the whole area. */
  readonly kind: "tourist" | "inhabitant";
  /** Which copy of its type the card is (from 1); the highest copies leave the game first with fewer players. */
  readonly copy: number;
  /** Whether the card stays in the beginner game (false for Shop Owners, Florists and Gardeners). */
  readonly beginner: boolean;
  /** Where the record's values come from. */
  readonly provenance: Provenance;
}

/**
 * The io-ts codec of one line of the setup table.
 *
 * @example
 * SetupRowC.is(SETUP[0]); // true
 * @category Data
 */
export const SetupRowC: t.Type<SetupRow, SetupRow, unknown> = t.readonly(
  t.type({
    players: t.union([t.literal(1), t.literal(2), t.literal(3), t.literal(4)]),
    rowSize: count(5),
    touristsPerType: count(3),
    inhabitantsPerType: count(2),
    provenance: ProvenanceC,
  }),
  "SetupRow",
);

/**
 * One line of the setup table: supply cards per row, and copies of each character type in play.
 *
 * @example
 * setupFor(4).rowSize; // 5
 * @category Data
 */
export interface SetupRow {
  /** The player count the line is for (1 is the solo game). */
  readonly players: 1 | 2 | 3 | 4;
  /** The spaces of each supply row (3 to 5). */
  readonly rowSize: number;
  /** The copies of each tourist type in play. */
  readonly touristsPerType: number;
  /** The copies of each inhabitant type in play. */
  readonly inhabitantsPerType: number;
  /** Where the record's values come from. */
  readonly provenance: Provenance;
}

/**
 * The io-ts codec of one band of the solo rating table.
 *
 * @example
 * SoloRatingC.is(SOLO_RATINGS[0]); // true
 * @category Data
 */
export const SoloRatingC: t.Type<SoloRating, SoloRating, unknown> = t.readonly(
  t.type({ min: t.union([t.number, t.null]), max: t.union([t.number, t.null]), label: t.string, provenance: ProvenanceC }),
  "SoloRating",
);

/**
 * One band of the solo rating table of the *Solo Play Rules*.
 *
 * @example
 * soloRating(64); // "Not bad"
 * @category Data
 */
export interface SoloRating {
  /** The lowest score of the band (included), or `null` for no lower bound. */
  readonly min: number | null;
  /** The highest score of the band (included), or `null` for no upper bound. */
  readonly max: number | null;
  /** The rating a score in the band earns. */
  readonly label: string;
  /** Where the record's values come from. */
  readonly provenance: Provenance;
}

const load = <A>(codec: t.Type<A, unknown>, json: { records: unknown }, file: string): readonly A[] =>
  loadRecords(codec, json, `@laguna/walking-in-burano: data/${file}`);

/**
 * All 72 floor cards, 1st floors first, in the order of `data/floor-cards.json`.
 *
 * @example
 * FLOOR_CARDS.length; // 72
 * @category Data
 */
export const FLOOR_CARDS: readonly FloorCard[] = load(FloorCardC, floorCardsJson, "floor-cards.json");

/**
 * All 26 character cards.
 *
 * @example
 * CHARACTER_CARDS.filter((c) => c.kind === "tourist").length; // 12
 * @category Data
 */
export const CHARACTER_CARDS: readonly CharacterCard[] = load(CharacterCardC, charactersJson, "characters.json");

/**
 * The setup table, one line per player count (1 = solo).
 *
 * @example
 * SETUP.map((row) => row.rowSize); // [4, 3, 4, 5]
 * @category Data
 */
export const SETUP: readonly SetupRow[] = load(SetupRowC, setupJson, "setup.json");

/**
 * The solo rating table, lowest band first.
 *
 * @example
 * SOLO_RATINGS[SOLO_RATINGS.length - 1]?.label; // "Masterpiece!"
 * @category Data
 */
export const SOLO_RATINGS: readonly SoloRating[] = load(SoloRatingC, soloRatingsJson, "solo-ratings.json");

const floorById = indexRecords(FLOOR_CARDS, (c) => c.id, "@laguna/walking-in-burano: data/floor-cards.json");
const characterById = indexRecords(CHARACTER_CARDS, (c) => c.id, "@laguna/walking-in-burano: data/characters.json");

/**
 * The floor card with this id. Throws for an unknown id: ids come from the data, never from
 * players (the codecs refuse unknown ids first).
 *
 * @example
 * floorCard("F3-PUR-1").chimneys; // 2
 * @category Data
 */
export function floorCard(id: string): FloorCard {
  const card = floorById.get(id);
  if (card === undefined) throw new RangeError(`unknown floor card ${id}`);
  return card;
}

/**
 * The character card with this id; throws for an unknown id.
 *
 * @example
 * characterCard("T-BOY-2").type; // "BOY"
 * @category Data
 */
export function characterCard(id: string): CharacterCard {
  const card = characterById.get(id);
  if (card === undefined) throw new RangeError(`unknown character card ${id}`);
  return card;
}

/**
 * Whether `id` names a floor card.
 *
 * @example
 * isFloorCardId("F1-RED-1"); // true
 * @category Data
 */
export function isFloorCardId(id: unknown): id is string {
  return typeof id === "string" && floorById.has(id);
}

/**
 * Whether `id` names a character card.
 *
 * @example
 * isCharacterCardId("I-SANTA-2"); // true
 * @category Data
 */
export function isCharacterCardId(id: unknown): id is string {
  return typeof id === "string" && characterById.has(id);
}

/**
 * The setup line for a player count (1 = solo).
 *
 * @example
 * setupFor(2).touristsPerType; // 2
 * @category Data
 */
export function setupFor(players: number): SetupRow {
  const row = SETUP.find((r) => r.players === players);
  if (row === undefined) throw new RangeError(`no setup for ${players} players`);
  return row;
}

/**
 * The solo rating of a final score (a negative total is "So-so" too).
 *
 * @example
 * soloRating(87); // "Masterpiece!"
 * @category Data
 */
export function soloRating(score: number): string {
  const band = SOLO_RATINGS.find((r) => (r.min === null || score >= r.min) && (r.max === null || score <= r.max));
  return band?.label ?? "";
}
