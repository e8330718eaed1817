/**
 * What the cards still to come may bring, for Walking in Burano's evaluation: each tourist's
 * expected points from a floor card of each level (and of each colour), and how much each
 * inhabitant may still gain per placement, worked out once from the card data.
 *
 * @module
 */
import type { Area } from "./area";
import type { ScoringRules } from "./config";
import { CHARACTER_CARDS, type CharacterType, type Colour, FLOOR_CARDS, type FloorCard, type Level } from "./data";
import { characterPoints } from "./scoring";

const LEVELS: readonly Level[] = [1, 2, 3];
/**
 * The tourist types, in the order of the evaluation's per-tourist lists.
 *
 * @example
 * TOURISTS.indexOf("GIRL"); // 2
 */
export const TOURISTS: readonly CharacterType[] = ["WOMAN", "MAN", "GIRL", "BOY"];
/**
 * The inhabitant types, in the order of {@link GROWTH_BY_INDEX}.
 *
 * @example
 * INHABITANTS.indexOf("TAILOR"); // 4
 */
export const INHABITANTS: readonly CharacterType[] = ["MAYOR", "POLICEMAN", "SANTA", "SHOPOWNER", "TAILOR", "FLORIST", "GARDENER"];
const COLOURS: readonly Colour[] = ["RED", "BLU", "YEL", "PNK", "GRN", "PUR"];

const ID_OF_TYPE = new Map<CharacterType, string>();
for (const c of CHARACTER_CARDS) if (!ID_OF_TYPE.has(c.type)) ID_OF_TYPE.set(c.type, c.id);
/**
 * One card id of a character type: `characterPoints` reads only the type.
 *
 * @example
 * characterPoints(area, idOf("MAYOR"), 0, config);
 */
export const idOf = (type: CharacterType): string => ID_OF_TYPE.get(type) as string;

/**
 * Each regulatory bonus token left is worth this much (scoring step C).
 *
 * @example
 * POINTS_PER_TOKEN * player.tokens;
 */
export const POINTS_PER_TOKEN = 3;

/** What a tourist scores per card of its house, before its +2 (rulebook, Visit from Characters). */
function touristSymbols(type: CharacterType, c: FloorCard): number {
  switch (type) {
    case "WOMAN":
      return c.flowers;
    case "MAN":
      return c.plants;
    case "GIRL":
      return 3 * c.cats;
    case "BOY":
      return 2 * (c.cats + c.redCurtains + c.blueCurtains + c.streetlights + c.chimneys);
    default:
      return 0;
  }
}

const mean = (xs: readonly number[]): number => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);

/**
 * What a player choosing among the supply can expect from one card: halfway between the mean of
 * the level's cards and the mean of its better half.
 */
function reachable(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => b - a);
  return (mean(values) + mean(sorted.slice(0, Math.max(1, Math.ceil(sorted.length / 2))))) / 2;
}

/**
 * A tourist's expected points from one card of each level (index: level − 1).
 *
 * @example
 * TOURIST_RATE.get("WOMAN")?.[0]; // from a 1st-floor card
 */
export const TOURIST_RATE = new Map<CharacterType, readonly number[]>(
  TOURISTS.map((type) => [type, LEVELS.map((l) => reachable(FLOOR_CARDS.filter((c) => c.level === l).map((c) => touristSymbols(type, c))))]),
);
/** The same for the cards of one colour (the only ones that complete a single-colour house without a token). */
const TOURIST_COLOUR_RATE = new Map<string, number>();
for (const type of TOURISTS)
  for (const l of LEVELS)
    for (const col of COLOURS)
      TOURIST_COLOUR_RATE.set(`${type}${l}${col}`, mean(FLOOR_CARDS.filter((c) => c.level === l && c.colour === col).map((c) => touristSymbols(type, c))));

const levelRate = (level: Level, f: (c: FloorCard) => number): number => reachable(FLOOR_CARDS.filter((c) => c.level === level).map(f));
const allRate = (f: (c: FloorCard) => number): number => reachable(FLOOR_CARDS.map(f));

const TAILOR_RATE = 4 * Math.min(allRate((c) => c.redCurtains), allRate((c) => c.blueCurtains));

/**
 * How much each inhabitant may still gain per future placement, and its ceiling (rulebook, Visit
 * from Characters; ceilings from the card data). Inhabitants look at every placed floor, so a
 * card placed later still counts for one that visited earlier.
 *
 * @example
 * const mayor: Growth = { perCard: [1.2, 0, 0], cap: 15 };
 */
export interface Growth {
  readonly perCard: readonly [number, number, number];
  readonly cap: number;
}
const GROWTH: Readonly<Record<string, Growth>> = {
  MAYOR: { perCard: [levelRate(1, (c) => c.pedestrians), 0, 0], cap: 15 },
  SANTA: { perCard: [0, 0, 3 * levelRate(3, (c) => c.chimneys)], cap: 21 },
  // 1 in 2 second floors has a streetlight; a lit house that no lit house touches moves the
  // ladder 0/5/9/15 by about 5: about half of them can count.
  POLICEMAN: { perCard: [0, 0.5 * 0.5 * 5, 0], cap: 15 },
  // 1 in 3 first floors has a shop; the ladder 0/2/5/9/15 rises about 3.75 per new kind.
  SHOPOWNER: { perCard: [(1 / 3) * 3.75 * 0.75, 0, 0], cap: 15 },
  // A card shows a red curtain 1 time in 6 and a blue one 1 time in 6: 4 points per pair.
  TAILOR: { perCard: [TAILOR_RATE, TAILOR_RATE, TAILOR_RATE], cap: 32 },
  // The best 3 adjacent floors of one row: a third of future cards land in the best row.
  FLORIST: { perCard: [allRate((c) => c.flowers) / 3, allRate((c) => c.flowers) / 3, allRate((c) => c.flowers) / 3], cap: 9 },
  GARDENER: { perCard: [allRate((c) => c.plants) / 3, allRate((c) => c.plants) / 3, allRate((c) => c.plants) / 3], cap: 9 },
};

/**
 * {@link GROWTH} in {@link INHABITANTS} order.
 *
 * @example
 * GROWTH_BY_INDEX[INHABITANTS.indexOf("SANTA")]?.cap; // 21
 */
export const GROWTH_BY_INDEX: readonly Growth[] = INHABITANTS.map((type) => GROWTH[type] as Growth);

/**
 * A tourist's points on house x: its symbols now, +2, and what the missing floors may show (in
 * the house's colours, if it has cards).
 *
 * @example
 * touristValueAt(area, 0, "GIRL", config, [false, false, true], ["RED"]);
 */
export function touristValueAt(area: Area, x: number, type: CharacterType, rules: ScoringRules, missing: readonly boolean[], colours: readonly Colour[]): number {
  let v = characterPoints(area, idOf(type), x, rules);
  for (let l = 0; l < 3; l++) {
    if (missing[l] !== true) continue;
    const level = (l + 1) as Level;
    if (colours.length === 0) v += TOURIST_RATE.get(type)?.[l] ?? 0;
    else {
      let best = 0;
      for (const col of colours) best = Math.max(best, TOURIST_COLOUR_RATE.get(`${type}${level}${col}`) ?? 0);
      v += best;
    }
  }
  return v;
}
