/**
 * The breakable rules A and B (rulebook, *Breakable Placing Rules*): which of them a floor card
 * would break if placed in a column. Each placed card that breaks A, B or both costs exactly one
 * regulatory bonus token (R12); the turn flow spends it. R10 to R12 are rulings of the game's page,
 * docs/games/walking-in-burano.md.
 *
 * @module
 */
import type { Area, Column } from "./area";
import type { AreaRules } from "./config";
import { floorCard, type Colour, type FloorCard } from "./data";

/**
 * Which breakable rules a placement breaks.
 *
 * @example
 * const broken: BrokenRules = { a: true, b: false };
 * @category Breakable rules
 */
export interface BrokenRules {
  /** A — single-colour house. */
  readonly a: boolean;
  /** B — neighbouring houses differ. */
  readonly b: boolean;
}

const colourOf = (id: string | null | undefined): Colour | undefined =>
  typeof id === "string" ? floorCard(id).colour : undefined;

const houseHolds = (column: Column | undefined, colour: Colour): boolean =>
  column !== undefined && column.floors.some((id) => colourOf(id) === colour);

/**
 * Which breakable rules `card` would break if placed in column x of `area` (the area before the
 * placement, in its own frame; x may be -1 or `columns.length` for a new column).
 *
 * - A (R10): house x already holds at least one floor card and none of them has the card's
 *   colour. A card matching any colour of a mixed house is fine.
 * - B (R11): with `ruleBScope: "house"`, house x-1 or x+1 holds a floor card of the card's
 *   colour; with `"sameLevel"`, only the cards directly left and right on the card's own floor
 *   count. Scaffolds have no colour.
 *
 * Breaking either or both costs one token; the golden rules are checked by `placementColumns`.
 *
 * @example
 * // The rulebook's Placement Examples 3 (Johnson): a yellow 2nd floor on a blue 1st floor, next to a yellow house
 * brokenRules(area, floorCard("F2-YEL-4"), 1, "house"); // { a: true, b: true }
 * @category Breakable rules
 */
export function brokenRules(area: Area, card: FloorCard, x: number, ruleBScope: AreaRules["ruleBScope"]): BrokenRules {
  const house = area.columns[x];
  const a = house !== undefined && house.floors.some((id) => id !== null) && !houseHolds(house, card.colour);
  const left = area.columns[x - 1];
  const right = area.columns[x + 1];
  const b =
    ruleBScope === "house"
      ? houseHolds(left, card.colour) || houseHolds(right, card.colour)
      : colourOf(left?.floors[card.level - 1]) === card.colour || colourOf(right?.floors[card.level - 1]) === card.colour;
  return { a, b };
}

/**
 * Whether placing `card` in column x breaks at least one breakable rule, and so costs one
 * regulatory bonus token (R12; illegal with no token left).
 *
 * @example
 * breaksARule(area, floorCard("F3-BLU-4"), 1, "house"); // false: house 1 already holds blue
 * @category Breakable rules
 */
export function breaksARule(area: Area, card: FloorCard, x: number, ruleBScope: AreaRules["ruleBScope"]): boolean {
  const { a, b } = brokenRules(area, card, x, ruleBScope);
  return a || b;
}
