/**
 * The golden rules G1 to G4, rules 1 to 4 of the rulebook's *Golden Placing Rules*: never broken,
 * checked after every placement and every scaffold move. Which floor-card placements they allow.
 * G1 is the floor (a level-L card only on floor L), G2 the support below, G3 the adjacency (G3a:
 * a card placed on an empty cell touches an occupied cell; G3b: all occupied cells stay one
 * connected group, ruling R6), G4 at most 5 houses. R6, R8 and R9 are rulings of the game's page,
 * docs/games/walking-in-burano.md.
 *
 * Internally an area is read as three row bitmasks (bit `x + offset` set when cell (x, y) is
 * occupied), so that the checks are a handful of integer operations: the scaffold search of
 * `./scaffolds` runs them thousands of times per turn.
 *
 * @module
 */
import type { AreaRules } from "./config";
import type { Area } from "./area";
import { floorCard, isFloorCardId, type FloorCard } from "./data";

/** The highest bit a frame may use (bit 31 is the sign bit). */
const MAX_BIT = 30;

/**
 * An area read into a fixed frame of bitmasks: bit `x + offset` stands for column x. Floor cards
 * and scaffolds are kept apart so that scaffolds can be moved without rereading the cards.
 *
 * @example
 * const frame = areaFrame(startingArea(), 0, 0);
 * frame?.scaffoldRows; // [0b110, 0] with offset 1
 * @category Golden rules
 * @internal
 */
export interface AreaFrame {
  /** Bit index of column x is `x + offset`. */
  readonly offset: number;
  /** Cells holding floor cards, row 1, 2, 3. */
  readonly cardRows: readonly [number, number, number];
  /** Columns holding at least one floor card. */
  readonly cardColumns: number;
  /** Cells holding scaffolds, row 1, 2. */
  readonly scaffoldRows: readonly [number, number];
}

/**
 * Reads an area into bitmasks, with room for the columns `lo` to `hi` too. `undefined` when the
 * area is malformed (a floor card in the wrong row or with an unknown id, a fourth floor, a
 * scaffold with a non-integer x, two things in one cell) or too wide for a 31-bit frame (no legal
 * area is).
 *
 * @example
 * areaFrame(startingArea(), -1, 2)?.offset; // 2 (column -1 is bit 1)
 * @category Golden rules
 * @internal
 */
export function areaFrame(area: Area, lo: number, hi: number): AreaFrame | undefined {
  let min = lo;
  let max = hi;
  area.columns.forEach((column, x) => {
    if (column.floors.some((id) => id !== null)) {
      if (x < min) min = x;
      if (x > max) max = x;
    }
  });
  for (const s of area.scaffolds) {
    if (s === null) continue;
    if (!Number.isInteger(s.x) || (s.y !== 1 && s.y !== 2)) return undefined;
    if (s.x < min) min = s.x;
    if (s.x > max) max = s.x;
  }
  const offset = 1 - min;
  if (max + offset > MAX_BIT) return undefined;
  const cardRows: [number, number, number] = [0, 0, 0];
  let cardColumns = 0;
  for (let x = 0; x < area.columns.length; x++) {
    const floors = area.columns[x]?.floors ?? [];
    for (let i = 0; i < floors.length; i++) {
      const id = floors[i];
      if (id === null || id === undefined) continue;
      // G1: a level-L card lies in row L (and there is no 4th floor).
      if (i > 2 || !isFloorCardId(id) || floorCard(id).level !== i + 1) return undefined;
      const bit = 1 << (x + offset);
      cardRows[i as 0 | 1 | 2] |= bit;
      cardColumns |= bit;
    }
  }
  const scaffoldRows: [number, number] = [0, 0];
  for (const s of area.scaffolds) {
    if (s === null) continue;
    const bit = 1 << (s.x + offset);
    const row = s.y - 1;
    if (((cardRows[row as 0 | 1] | scaffoldRows[row as 0 | 1]) & bit) !== 0) return undefined;
    scaffoldRows[row as 0 | 1] |= bit;
  }
  return { offset, cardRows, cardColumns, scaffoldRows };
}

const lowBit = (mask: number): number => 31 - Math.clz32(mask & -mask);
const highBit = (mask: number): number => 31 - Math.clz32(mask);

/**
 * G2, G3b and G4 on occupancy bitmasks (G1 holds by construction: one mask per row). `row1` to
 * `row3` are the occupied cells (cards and scaffolds) of each row, `cardColumns` the columns
 * holding a floor card. The offset does not matter: the rules are translation-invariant.
 *
 * - G2: row 2 ⊆ row 1 and row 3 ⊆ row 2.
 * - G3b (`connectivity: "global"` only): the occupied cells are one orthogonally connected group.
 *   Given G2 every column is a stack standing on row 1, so this is "row 1 is one run of bits".
 * - G4, `spanCountsScaffolds: true`: all occupied columns span at most 5 (max x − min x ≤ 4).
 *   `false` (R8): the columns holding floor cards span at most 5, and every occupied cell lies
 *   within that span or in the column directly beside it (the scaffold column "must still be
 *   adjacent"); with no floor card at all, the occupied columns span at most 5.
 *
 * @example
 * occupancyIsValid(0b11, 0, 0, 0, defaultConfig(2)); // true: the starting area
 * occupancyIsValid(0b101, 0, 0, 0b101, defaultConfig(2)); // false: a gap splits the group
 * @category Golden rules
 * @internal
 */
export function occupancyIsValid(row1: number, row2: number, row3: number, cardColumns: number, rules: AreaRules): boolean {
  if ((row2 & ~row1) !== 0 || (row3 & ~row2) !== 0) return false;
  if (row1 === 0) return true;
  const lo = lowBit(row1);
  const hi = highBit(row1);
  if (rules.connectivity === "global") {
    const run = row1 >>> lo;
    if ((run & (run + 1)) !== 0) return false;
  }
  if (rules.spanCountsScaffolds || cardColumns === 0) return hi - lo <= 4;
  const cardLo = lowBit(cardColumns);
  const cardHi = highBit(cardColumns);
  return cardHi - cardLo <= 4 && lo >= cardLo - 1 && hi <= cardHi + 1;
}

/**
 * Whether an area satisfies the golden rules G1 to G4 under the ruling flags, and is well
 * formed (no two things share a cell, every card id is known).
 *
 * - G1: a level-L floor card lies only in row L; a scaffold only in row 1 or 2.
 * - G2: every occupied (x,2) has (x,1) occupied; every occupied (x,3) has (x,2) and (x,1)
 *   occupied. Scaffolds count as support.
 * - G3b: with `connectivity: "global"` (R6) all occupied cells form one orthogonally connected
 *   group; `"placementOnly"` does not require it (G3a is a placement rule: `placementColumns`).
 * - G4: with `spanCountsScaffolds: true` (R8) the occupied columns span at most 5 (max x − min x
 *   ≤ 4). With `false` only the columns holding floor cards must span at most 5, and a scaffold
 *   must lie within that span or in the column directly beside it (our reading of "a scaffold
 *   column must still be adjacent"); an area without floor cards must span at most 5.
 *
 * The check does not depend on the frame: a non-normalised area is judged as its normalised form.
 *
 * @example
 * isAreaValid(startingArea(), defaultConfig(2)); // true
 * isAreaValid({ columns: [], scaffolds: [{ x: 0, y: 2 }, null] }, defaultConfig(2)); // false (G2)
 * @category Golden rules
 */
export function isAreaValid(area: Area, rules: AreaRules): boolean {
  const frame = areaFrame(area, 0, 0);
  if (frame === undefined) return false;
  const [c1, c2, c3] = frame.cardRows;
  const [s1, s2] = frame.scaffoldRows;
  return occupancyIsValid(c1 | s1, c2 | s2, c3, frame.cardColumns, rules);
}

/**
 * Every column x (in the area's current frame, from -1 to `columns.length`) where the golden
 * rules alone allow `card` to be placed, ascending. The card goes to row `card.level` (G1); the
 * cell must be empty or hold a scaffold (a level-L card may replace a row-L scaffold, which is
 * then set aside, R9); G2 needs support below (scaffolds count); a card placed on an empty cell
 * must be orthogonally adjacent to an occupied cell (G3a), except that the first card of a
 * completely empty area goes to x = 0 only; afterwards G3b (when `connectivity` is `"global"`)
 * and G4 must hold. Cost, hand and the breakable rules (`brokenRules`) are checked elsewhere.
 * A malformed area (see `isAreaValid`) allows nothing.
 *
 * @example
 * placementColumns(startingArea(), floorCard("F1-RED-3"), defaultConfig(2)); // [-1, 0, 1, 2]
 * placementColumns(startingArea(), floorCard("F2-RED-1"), defaultConfig(2)); // [0, 1]: on a scaffold
 * placementColumns(startingArea(), floorCard("F3-RED-1"), defaultConfig(2)); // [] (G2)
 * @category Golden rules
 */
export function placementColumns(area: Area, card: FloorCard, rules: AreaRules): number[] {
  const n = area.columns.length;
  const frame = areaFrame(area, -1, n);
  if (frame === undefined) return [];
  const { offset, cardRows, cardColumns, scaffoldRows } = frame;
  const rows: [number, number, number] = [cardRows[0] | scaffoldRows[0], cardRows[1] | scaffoldRows[1], cardRows[2]];
  const empty = (rows[0] | rows[1] | rows[2]) === 0;
  const row = (card.level - 1) as 0 | 1 | 2;
  const here = rows[row];
  const below = row === 0 ? 0 : rows[(row - 1) as 0 | 1];
  const above = row === 2 ? 0 : rows[(row + 1) as 1 | 2];
  const neighbours = (here << 1) | (here >>> 1) | below | above;
  const out: number[] = [];
  for (let x = -1; x <= n; x++) {
    const bit = 1 << (x + offset);
    if ((cardRows[row] & bit) !== 0) continue;
    const onScaffold = (here & bit) !== 0;
    if (!onScaffold && (empty ? x !== 0 : (neighbours & bit) === 0)) continue;
    const next: [number, number, number] = [rows[0], rows[1], rows[2]];
    next[row] = here | bit;
    if (occupancyIsValid(next[0], next[1], next[2], cardColumns | bit, rules)) out.push(x);
  }
  return out;
}
