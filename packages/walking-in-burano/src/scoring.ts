/**
 * Character scoring (rulebook, *Visit from Characters*): the points one character card scores for
 * the house area it lives in, and the area-wide symbol counts that final scoring and the tie-break
 * share (placed floor cards, shop points, closed windows, cats).
 *
 * Tourists look at the house above them and add 2. Inhabitants look at the whole area: every
 * placed floor card by default, or only complete houses (`inhabitantScope`, R14). Steps B, D and
 * the cat tie-break always look at every placed floor card: *Game End & Final Scoring* checks
 * "all" of your 1st floors and "ALL" of your floor cards, and R24 reads the cats the same way.
 * R14, R24 and the other R numbers in this module are the rulings of the game's page,
 * docs/games/walking-in-burano.md.
 *
 * @module
 */
import { memoByIdentity, memoByIdentityUnder } from "@laguna/core";
import type { Area, Column } from "./area";
import type { ScoringRules } from "./config";
import { type FloorCard, type Level, characterCard, floorCard } from "./data";

/**
 * The rows of a house area as floor cards: `rows[y - 1][x]` is the card in cell (x, y), or
 * `null` when the cell is empty or holds a scaffold.
 */
type Rows = readonly (readonly (FloorCard | null)[])[];

const LEVELS: readonly Level[] = [1, 2, 3];

/** The Policeman's ladder: k = 0, 1, 2, ≥3 non-adjacent streetlights (rulebook, *Visit from Characters*). */
const POLICEMAN_LADDER: readonly number[] = [0, 5, 9, 15];

/** The Shop Owner's ladder: 0, 1, 2, 3, ≥4 distinct shop kinds (rulebook, *Visit from Characters*). */
const SHOP_OWNER_LADDER: readonly number[] = [0, 2, 5, 9, 15];

/** Every tourist scores this much on top of its symbols (RULEBOOK). */
const TOURIST_BONUS = 2;

const ladder = (steps: readonly number[], k: number): number =>
  steps[Math.min(Math.max(k, 0), steps.length - 1)] ?? 0;

const sum = (cards: readonly FloorCard[], f: (card: FloorCard) => number): number =>
  cards.reduce((total, card) => total + f(card), 0);

const cardAt = (column: Column | undefined, level: Level): FloorCard | null => {
  const id = column?.floors[level - 1];
  return id === undefined || id === null ? null : floorCard(id);
};

/*
 * Areas and columns are immutable, and a search asks the same questions of one area many times
 * (every character of a score, every inhabitant of an evaluation): the cards of a column, the
 * placed cards of an area and the inhabitants' rows are worked out once per object and kept by
 * identity. The exported functions hand out copies, so no caller can change what is kept.
 */
/** The floor cards of a column, 1st floor first (kept per column). */
const columnCards = memoByIdentity((column: Column): readonly FloorCard[] => {
  const found: FloorCard[] = [];
  for (const level of LEVELS) {
    const card = cardAt(column, level);
    if (card !== null) found.push(card);
  }
  return found;
});

const cardsOf = (column: Column | undefined): readonly FloorCard[] => (column === undefined ? [] : columnCards(column));

/** Every placed floor card of an area, column by column (kept per area). */
const placed = memoByIdentity((area: Area): readonly FloorCard[] => area.columns.flatMap((column) => cardsOf(column)));

/**
 * Whether a house is complete: all three of its floors hold floor cards.
 *
 * @example
 * isCompleteHouse({ floors: ["F1-PNK-3", "F2-PNK-1", "F3-PNK-1"], character: null, shortage: false }); // true
 * isCompleteHouse({ floors: ["F1-PNK-3", null, null], character: null, shortage: false }); // false
 * @category Scoring
 */
export function isCompleteHouse(column: Column): boolean {
  return LEVELS.every((level) => {
    const id = column.floors[level - 1];
    return id !== undefined && id !== null;
  });
}

/**
 * The floor cards of a house, 1st floor first (empty and scaffold cells left out).
 *
 * @example
 * houseCards(area, 0).map((c) => c.id); // ["F1-PNK-3", "F2-PNK-1", "F3-PNK-1"]
 * @category Scoring
 */
export function houseCards(area: Area, x: number): FloorCard[] {
  return [...cardsOf(area.columns[x])];
}

/**
 * Every placed floor card of an area (any column, complete or not; hand cards and scaffolds
 * never count), column by column, 1st floor first. `level` keeps one floor only.
 *
 * @example
 * placedCards(area).length; // 15 in the rulebook's Scoring Example
 * placedCards(area, 3).map((c) => c.chimneys); // [0, 1, 1, 1, 1]
 * @category Scoring
 */
export function placedCards(area: Area, level?: Level): FloorCard[] {
  return placed(area).filter((c) => level === undefined || c.level === level);
}

/**
 * The number of closed windows on all placed floor cards (scoring step D).
 *
 * @example
 * closedWindows(area); // 4 in the rulebook's Scoring Example
 * @category Scoring
 */
export function closedWindows(area: Area): number {
  // Column by column (each column's cards are kept): no list of the area's cards is made for a
  // new area, as the running score asks of the area that just changed at every turn's end.
  let total = 0;
  for (const column of area.columns) total += houseClosedWindows(column);
  return total;
}

/**
 * The closed windows of one house's floor cards: its share of {@link closedWindows}.
 *
 * @example
 * houseClosedWindows(area.columns[0]); // the closed windows on that house's placed floor cards
 * @category Scoring
 */
export function houseClosedWindows(column: Column): number {
  let total = 0;
  for (const c of cardsOf(column)) total += c.closedWindows;
  return total;
}

/**
 * The number of cats on all placed floor cards (the second tie-break, R24).
 *
 * @example
 * cats(area); // 4 in the rulebook's Scoring Example
 * @category Scoring
 */
export function cats(area: Area): number {
  return sum(placed(area), (c) => c.cats);
}

/**
 * The printed shop points of every shop on the placed 1st floors, complete house or not
 * (scoring step B).
 *
 * @example
 * shopPoints(area); // 5 in the rulebook's Scoring Example (Clothes 2 + Pizza 3)
 * @category Scoring
 */
export function shopPoints(area: Area): number {
  let total = 0;
  for (const column of area.columns) total += houseShopPoints(column);
  return total;
}

/**
 * The shop points of one house's 1st floor: its share of {@link shopPoints}.
 *
 * @example
 * houseShopPoints(area.columns[0]); // 0 unless its 1st floor is a shop
 * @category Scoring
 */
export function houseShopPoints(column: Column): number {
  let total = 0;
  for (const c of cardsOf(column)) if (c.level === 1 && c.shop !== null) total += c.shopPoints;
  return total;
}

/**
 * The floor cards the inhabitants look at, as rows: every placed card under `'allPlaced'`, only
 * the cards of complete houses under `'completedOnly'` (R14).
 */
function inhabitantRows(area: Area, rules: ScoringRules): Rows {
  return rowsUnder(area, rules.inhabitantScope);
}

/** {@link inhabitantRows} by scope (kept per area). */
const rowsUnder = memoByIdentityUnder((area: Area, scope: ScoringRules["inhabitantScope"]): Rows => {
  const counted = (column: Column): boolean => scope === "allPlaced" || isCompleteHouse(column);
  return LEVELS.map((level) => area.columns.map((column) => (counted(column) ? cardAt(column, level) : null)));
});

const rowCards = (rows: Rows, level: Level): FloorCard[] =>
  (rows[level - 1] ?? []).filter((c): c is FloorCard => c !== null);

/**
 * The number of non-adjacent lit houses the Policeman counts (ruling R15), given the columns
 * whose 2nd floor shows a streetlight. `'maxIndependent'`: the largest set with no two neighbours
 * (a greedy scan from the left). `'isolatedOnly'`: the lit columns with no lit neighbour.
 *
 * @example
 * nonAdjacentStreetlights([0, 1, 3], "maxIndependent"); // 2
 * nonAdjacentStreetlights([0, 1, 3], "isolatedOnly"); // 1
 * @category Scoring
 */
export function nonAdjacentStreetlights(lit: readonly number[], adjacency: ScoringRules["policemanAdjacency"]): number {
  const xs = [...new Set(lit)].sort((a, b) => a - b);
  if (adjacency === "isolatedOnly") {
    const set = new Set(xs);
    return xs.filter((x) => !set.has(x - 1) && !set.has(x + 1)).length;
  }
  let k = 0;
  let last = -Infinity;
  for (const x of xs) {
    if (x - last > 1) {
      k += 1;
      last = x;
    }
  }
  return k;
}

/**
 * The best "3 horizontally adjacent floors" of a row for the Florist or Gardener (ruling
 * R16). `cells` is the row left to right, `null` for an empty or scaffold cell.
 * `'contiguousUpTo3'`: the best run of up to 3 consecutive cards with no gap. `'exactlyThree'`:
 * the best run of exactly 3 cards, else 0. `'window3'`: the best 3 consecutive cells, empty
 * cells (also beyond the area's edges) counting 0.
 *
 * @example
 * bestTriple([3, null, 3], "contiguousUpTo3"); // 3
 * bestTriple([3, null, 3], "window3"); // 6
 * bestTriple([3, 3], "exactlyThree"); // 0
 * @category Scoring
 */
export function bestTriple(cells: readonly (number | null)[], reading: ScoringRules["adjacentTriple"]): number {
  let best = 0;
  for (let start = -2; start < cells.length; start++) {
    const window = [start, start + 1, start + 2].map((x) => (x >= 0 ? (cells[x] ?? null) : null));
    if (reading === "window3") {
      best = Math.max(best, window.reduce<number>((s, v) => s + (v ?? 0), 0));
      continue;
    }
    // Runs of cards starting at `start`: lengths 1 to 3, stopping at the first gap.
    let run = 0;
    for (let len = 1; len <= 3; len++) {
      const v = window[len - 1];
      if (v === undefined || v === null) break;
      run += v;
      if (reading === "contiguousUpTo3" || len === 3) best = Math.max(best, run);
    }
  }
  return best;
}

function tripleScore(rows: Rows, symbol: (card: FloorCard) => number, rules: ScoringRules): number {
  return Math.max(0, ...rows.map((row) => bestTriple(row.map((c) => (c === null ? null : symbol(c))), rules.adjacentTriple)));
}

/**
 * The points of one character card attached to house `x` of `area` (rulebook, *Visit from Characters*).
 *
 * - Tourists score the symbols of the house above them, plus 2: Woman 1 per flower, Man 1 per
 *   plant, Girl 3 per cat, Boy 2 per cat, curtain (red or blue), streetlight and chimney. A house
 *   that is not complete (never the case in play) scores the cards it holds.
 * - Inhabitants look at the floors of `rules.inhabitantScope`, wherever they live: Mayor 1 per
 *   pedestrian on 1st floors, Policeman 0/5/9/15 by non-adjacent lit 2nd floors, Santa 3 per
 *   chimney on 3rd floors, Shop Owner 0/2/5/9/15 by distinct shop kinds on 1st floors, Tailor 4 per
 *   red/blue curtain pair, Florist and Gardener the flowers or plants of the best horizontal triple.
 *
 * Throws a `RangeError` for an unknown character id (ids come from the data).
 *
 * @example
 * characterPoints(area, "T-WOMAN-1", 0, defaultConfig(3)); // 11 in the rulebook's Scoring Example
 * characterPoints(area, "I-POLICEMAN-1", 3, defaultConfig(3)); // 9 in the rulebook's Scoring Example
 * @category Scoring
 */
export function characterPoints(area: Area, characterId: string, x: number, rules: ScoringRules): number {
  const type = characterCard(characterId).type;
  const house = (): readonly FloorCard[] => cardsOf(area.columns[x]);
  const rows = (): Rows => inhabitantRows(area, rules);
  switch (type) {
    case "WOMAN":
      return sum(house(), (c) => c.flowers) + TOURIST_BONUS;
    case "MAN":
      return sum(house(), (c) => c.plants) + TOURIST_BONUS;
    case "GIRL":
      return 3 * sum(house(), (c) => c.cats) + TOURIST_BONUS;
    case "BOY":
      return 2 * sum(house(), (c) => c.cats + c.redCurtains + c.blueCurtains + c.streetlights + c.chimneys) + TOURIST_BONUS;
    case "MAYOR":
      return sum(rowCards(rows(), 1), (c) => c.pedestrians);
    case "POLICEMAN": {
      const lit = (rows()[1] ?? []).flatMap((c, col) => (c !== null && c.streetlights > 0 ? [col] : []));
      return ladder(POLICEMAN_LADDER, nonAdjacentStreetlights(lit, rules.policemanAdjacency));
    }
    case "SANTA":
      return 3 * sum(rowCards(rows(), 3), (c) => c.chimneys);
    case "SHOPOWNER": {
      const kinds = new Set(rowCards(rows(), 1).flatMap((c) => (c.shop === null ? [] : [c.shop])));
      return ladder(SHOP_OWNER_LADDER, kinds.size);
    }
    case "TAILOR": {
      const all = rows().flatMap((row) => row.filter((c): c is FloorCard => c !== null));
      return 4 * Math.min(sum(all, (c) => c.redCurtains), sum(all, (c) => c.blueCurtains));
    }
    case "FLORIST":
      return tripleScore(rows(), (c) => c.flowers, rules);
    case "GARDENER":
      return tripleScore(rows(), (c) => c.plants, rules);
    default: {
      const unreachable: never = type;
      return unreachable;
    }
  }
}
