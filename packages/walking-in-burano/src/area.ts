/**
 * A player's house area: columns of floor cards (houses), the player's two scaffolds, and the
 * golden rules G1 to G4 that every placement and every scaffold move must keep (rulebook,
 * *Golden Placing Rules*; see `./golden-rules`). R9, R13 and R27 are rulings of the game's page,
 * docs/games/walking-in-burano.md.
 *
 * Columns are relative: after every change the area is normalised so that the leftmost occupied
 * column is x = 0. Row y = 1, 2, 3 is the floor.
 *
 * @module
 */
import { IntegerC } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import * as t from "io-ts";
import { floorCard, isCharacterCardId, isFloorCardId } from "./data";

/**
 * A house in words, counted from 1 at the left as a player sees the street (the actions' `x` and
 * `house` count from 0): `-1` is a new house on the left, and with the number of houses given, `x`
 * at or past it is a new house on the right.
 *
 * @example
 * houseName(0); // "house 1"
 * houseName(-1); // "a new house on the left"
 * houseName(3, 3); // "a new house on the right"
 * @category House area
 */
export function houseName(x: number, houses?: number): string {
  if (x < 0) return "a new house on the left";
  if (houses !== undefined && x >= houses) return "a new house on the right";
  return `house ${x + 1}`;
}

/** The fields of a column, before the consistency checks of {@link ColumnC}. */
const ColumnFieldsC: t.Type<Column, Column, unknown> = t.readonly(
  t.type({
    floors: t.readonlyArray(t.union([t.string, t.null])),
    character: t.union([t.string, t.null]),
    shortage: t.boolean,
  }),
  "Column",
);

/**
 * A column of the house area: one house.
 *
 * @example
 * const house: Column = { floors: ["F1-PNK-3", "F2-PNK-1", "F3-PNK-1"], character: "T-WOMAN-1", shortage: false };
 * @category House area
 */
export interface Column {
  /** The 1st, 2nd and 3rd floors: a floor card id, or `null` when empty. */
  readonly floors: readonly (string | null)[];
  /** The character card that visited the house, or `null`. */
  readonly character: string | null;
  /**
   * Whether the house's visit found no eligible character left, so that it stays without one for
   * good (*Visit from Characters*).
   */
  readonly shortage: boolean;
}

const FLOOR_WORDS = ["1st", "2nd", "3rd"] as const;

/**
 * What is wrong with a column's own contents, or `undefined` when nothing is: it has exactly
 * three floors; floor L is empty or holds a known level-L floor card (G1); the character is empty
 * or a known character card; a character or a recorded shortage only on a complete house, and
 * never both.
 *
 * @example
 * columnProblem({ floors: ["F2-RED-1", null, null], character: null, shortage: false });
 * // "its 1st floor holds F2-RED-1, which is not a 1st-floor card"
 * @category House area
 */
export function columnProblem(column: Column): string | undefined {
  if (column.floors.length !== 3) return `it has ${column.floors.length} floors instead of 3`;
  for (let i = 0; i < 3; i++) {
    const id = column.floors[i];
    if (id === null || id === undefined) continue;
    if (!isFloorCardId(id)) return `its ${FLOOR_WORDS[i]} floor holds ${id}, which is not a floor card`;
    if (floorCard(id).level !== i + 1) return `its ${FLOOR_WORDS[i]} floor holds ${id}, which is not a ${FLOOR_WORDS[i]}-floor card`;
  }
  if (column.character !== null && !isCharacterCardId(column.character)) return `its visitor ${column.character} is not a character card`;
  if (column.character !== null && column.shortage) return "it has both a visitor and a recorded shortage";
  const complete = column.floors.every((id) => typeof id === "string");
  if (!complete && (column.character !== null || column.shortage)) return "it is not complete, yet it had a visit";
  return undefined;
}

/**
 * The io-ts codec of a column (a house): its three floors (1st, 2nd, 3rd; `null` when empty),
 * the character that visited it, and whether a visit found no eligible character (a shortage).
 * It refuses a column with other than three floors, a card on the wrong floor or unknown, an
 * unknown character, or a visit to an incomplete house ({@link columnProblem}).
 *
 * @example
 * ColumnC.is({ floors: ["F1-RED-1", null, null], character: null, shortage: false }); // true
 * ColumnC.is({ floors: ["F1-RED-1", null, null], character: "T-BOY-1", shortage: false }); // false
 * @category House area
 */
export const ColumnC: t.Type<Column, Column, unknown> = refined(ColumnFieldsC, "Column", columnProblem);

/**
 * The io-ts codec of a scaffold position: a cell of row 1 or 2 (its face-up side is the row), in
 * an integer column.
 *
 * @example
 * PositionC.is({ x: 0, y: 1 }); // true
 * PositionC.is({ x: 0.5, y: 1 }); // false
 * @category House area
 */
export const PositionC: t.Type<Position, Position, unknown> = t.readonly(
  t.type({ x: IntegerC, y: t.union([t.literal(1), t.literal(2)]) }),
  "Position",
);

/**
 * A scaffold's cell.
 *
 * @example
 * const p: Position = { x: 1, y: 2 };
 * @category House area
 */
export interface Position {
  /** The house (column of the area). */
  readonly x: number;
  /** The floor the scaffold stands in: 1 or 2, its face-up side (a scaffold never stands on the 3rd floor). */
  readonly y: 1 | 2;
}

/** The fields of a house area, before the consistency checks of {@link AreaC}. */
const AreaFieldsC: t.Type<Area, Area, unknown> = t.readonly(
  t.type({
    columns: t.readonlyArray(ColumnC),
    scaffolds: t.readonlyArray(t.union([PositionC, t.null])),
  }),
  "Area",
);

/**
 * A house area. `columns[x]` is house x. `scaffolds` holds the player's two scaffolds, each a
 * position or `null` (aside). The two scaffolds are identical components, so the engine keeps
 * them in a canonical order (cells sorted by x then y, aside last) and a scaffold arrangement is
 * just the set of cells they occupy.
 *
 * @example
 * const area: Area = startingArea();
 * @category House area
 */
export interface Area {
  /** The houses, from x = 0. */
  readonly columns: readonly Column[];
  /** The two scaffolds' places: a cell, or `null` (aside). */
  readonly scaffolds: readonly (Position | null)[];
}

/**
 * What is wrong with the shape of a house area, or `undefined` when nothing is. These facts hold
 * for every area under every config, so the state codec checks them ({@link AreaC}); the golden
 * rules G2 to G4, which depend on ruling flags, are `checkState`'s to check. An area is sound
 * when:
 * - it holds exactly two scaffold places, each `null` (aside) or a cell of row 1 or 2 inside its
 *   columns (0 to `columns.length - 1`), listed in the canonical order (by x, then y, aside last);
 * - no cell holds two things (two scaffolds, or a scaffold and a floor card);
 * - every column is sound ({@link columnProblem});
 * - it is normalised: the first and the last column each hold a floor card or a scaffold.
 *
 * @example
 * areaProblem(startingArea()); // undefined
 * areaProblem({ columns: [], scaffolds: [{ x: 3, y: 1 }, null] });
 * // "a scaffold stands at (3,1), outside its columns (there are none)"
 * @category House area
 */
export function areaProblem(area: Area): string | undefined {
  const n = area.columns.length;
  if (area.scaffolds.length !== 2) return `it has ${area.scaffolds.length} scaffold places instead of 2`;
  for (let x = 0; x < n; x++) {
    const problem = columnProblem(area.columns[x] as Column);
    if (problem !== undefined) return `${houseName(x)}: ${problem}`;
  }
  const [a, b] = area.scaffolds as [Position | null, Position | null];
  for (const s of [a, b]) {
    if (s === null) continue;
    if (!Number.isInteger(s.x) || s.x < 0 || s.x >= n) {
      return `a scaffold stands at (${s.x},${s.y}), outside its columns (${n === 0 ? "there are none" : `0 to ${n - 1}`})`;
    }
    const id = area.columns[s.x]?.floors[s.y - 1];
    if (typeof id === "string") return `a scaffold stands on ${id} at (${s.x},${s.y})`;
  }
  if (a !== null && b !== null && a.x === b.x && a.y === b.y) return `both scaffolds stand on cell (${a.x},${a.y})`;
  if (compareScaffoldPlaces(a, b) > 0) return "its scaffolds are not in the canonical order (by column, then floor, aside last)";
  if (n > 0) {
    const occupied = (x: number): boolean =>
      (area.columns[x]?.floors.some((id) => id !== null) ?? false) || (a?.x === x) || (b?.x === x);
    if (!occupied(0)) return "its first column is empty (a normalised area starts with an occupied column)";
    if (!occupied(n - 1)) return "its last column is empty (a normalised area ends with an occupied column)";
  }
  return undefined;
}

/**
 * The io-ts codec of a house area: the fields, and a sound shape ({@link areaProblem}). It
 * refuses, say, a scaffold outside the area's columns, which would otherwise hide placements
 * on and beside it from the legal actions.
 *
 * @example
 * AreaC.is(startingArea()); // true
 * AreaC.is({ columns: [], scaffolds: [{ x: 3, y: 1 }, null] }); // false
 * @category House area
 */
export const AreaC: t.Type<Area, Area, unknown> = refined(AreaFieldsC, "Area", areaProblem);

/** A codec that adds a check to `base`: values it finds a problem with are refused, with the problem as the message. */
function refined<A>(base: t.Type<A, A, unknown>, name: string, problem: (a: A) => string | undefined): t.Type<A, A, unknown> {
  return new t.Type<A, A, unknown>(
    name,
    (u): u is A => base.is(u) && problem(u) === undefined,
    (u, c) =>
      either.flatMap(base.validate(u, c), (a) => {
        const found = problem(a);
        return found === undefined ? t.success(a) : t.failure(u, c, found);
      }),
    (a) => a,
  );
}

/**
 * What a cell of the house area holds.
 *
 * @example
 * const c: Cell = { kind: "card", id: "F1-RED-1" };
 * @category House area
 */
export type Cell =
  | {
      /** Nothing stands in the cell. */
      readonly kind: "empty";
    }
  | {
      /** A floor card lies in the cell. */
      readonly kind: "card";
      /** The floor card's id. */
      readonly id: string;
    }
  | {
      /** A scaffold stands in the cell. */
      readonly kind: "scaffold";
    };

/**
 * A floor card lying in the house area, with its cell.
 *
 * @example
 * const placed: PlacedFloorCard = { id: "F1-RED-1", x: 0, y: 1 };
 * @category House area
 */
export interface PlacedFloorCard {
  /** The floor card's id. */
  readonly id: string;
  /** Its house (column of the area). */
  readonly x: number;
  /** Its floor: 1, 2 or 3, the card's level. */
  readonly y: number;
}

const EMPTY_CELL: Cell = { kind: "empty" };
const SCAFFOLD_CELL: Cell = { kind: "scaffold" };

const emptyColumn = (): Column => ({ floors: [null, null, null], character: null, shortage: false });

const hasFloorCard = (column: Column | undefined): boolean =>
  column !== undefined && column.floors.some((id) => id !== null);

/**
 * Compares two scaffold places in the canonical order: cells by x then y, aside (`null`) last.
 *
 * @example
 * [null, { x: 1, y: 1 }, { x: 0, y: 2 }].sort(compareScaffoldPlaces); // [{x:0,y:2}, {x:1,y:1}, null]
 * @category House area
 */
export function compareScaffoldPlaces(a: Position | null, b: Position | null): number {
  if (a === null) return b === null ? 0 : 1;
  if (b === null) return -1;
  return a.x - b.x || a.y - b.y;
}

/**
 * The house area every player starts with (rulebook, *Player Setup*; ruling R27): no floor card,
 * two empty columns, and both scaffolds 1st-floor side up in cells (0,1) and (1,1).
 *
 * @example
 * startingArea().scaffolds; // [{ x: 0, y: 1 }, { x: 1, y: 1 }]
 * @category House area
 */
export function startingArea(): Area {
  return { columns: [emptyColumn(), emptyColumn()], scaffolds: [{ x: 0, y: 1 }, { x: 1, y: 1 }] };
}

/**
 * Normalises an area (columns are relative): the columns array then spans exactly the
 * leftmost to the rightmost column that holds a floor card or a scaffold, shifted so that the
 * leftmost is x = 0; scaffold cells shift with it, and the scaffolds are listed in the canonical
 * order (cells by x then y, aside last). Characters stay on their columns. An area with nothing
 * in it has `columns: []`. Columns outside that span are dropped (in a legal area they are empty);
 * missing columns inside it are added empty. Never mutates its input; unchanged columns are shared.
 *
 * @example
 * normalizeArea({ columns: [], scaffolds: [null, { x: -1, y: 1 }] });
 * // { columns: [{ floors: [null, null, null], character: null, shortage: false }], scaffolds: [{ x: 0, y: 1 }, null] }
 * @category House area
 */
export function normalizeArea(area: Area): Area {
  let lo = Infinity;
  let hi = -Infinity;
  area.columns.forEach((column, x) => {
    if (hasFloorCard(column)) {
      if (x < lo) lo = x;
      if (x > hi) hi = x;
    }
  });
  // Indexed loops: the places may be a frozen arrangement, which for-of iterates slowly.
  for (let i = 0; i < area.scaffolds.length; i++) {
    const s = area.scaffolds[i] as Position | null;
    if (s === null) continue;
    if (s.x < lo) lo = s.x;
    if (s.x > hi) hi = s.x;
  }
  if (lo > hi) return { columns: [], scaffolds: shiftedScaffolds(area.scaffolds, 0) };
  const columns: Column[] = [];
  for (let x = lo; x <= hi; x++) columns.push(area.columns[x] ?? emptyColumn());
  return { columns, scaffolds: shiftedScaffolds(area.scaffolds, lo) };
}

/** New scaffold places moved `shift` columns left, in the canonical order. */
function shiftedScaffolds(places: readonly (Position | null)[], shift: number): (Position | null)[] {
  const out: (Position | null)[] = [];
  for (let i = 0; i < places.length; i++) {
    const s = places[i] as Position | null;
    out.push(s === null ? null : { x: s.x - shift, y: s.y });
  }
  return inCanonicalOrder(out);
}

/**
 * Sorts new scaffold places into the canonical order, in place, and returns them. Two places
 * (the usual case) are ordered by hand: `Array.prototype.sort` costs more than the rest of a
 * normalisation.
 */
function inCanonicalOrder(out: (Position | null)[]): (Position | null)[] {
  if (out.length === 2) {
    const [a, b] = out as [Position | null, Position | null];
    // A stable sort keeps [a, b] unless a comes strictly after b (NaN compares as equal).
    if (compareScaffoldPlaces(a, b) > 0) return [b, a];
    return out;
  }
  return out.sort(compareScaffoldPlaces);
}

/**
 * What cell (x, y) holds, in the area's own frame. Cells outside the columns (any x, or a row
 * other than 1 to 3) are empty.
 *
 * @example
 * cellAt(startingArea(), 1, 1); // { kind: "scaffold" }
 * cellAt(startingArea(), 5, 1); // { kind: "empty" }
 * @category House area
 */
export function cellAt(area: Area, x: number, y: number): Cell {
  const id = area.columns[x]?.floors[y - 1];
  if (typeof id === "string") return { kind: "card", id };
  for (const s of area.scaffolds) if (s !== null && s.x === x && s.y === y) return SCAFFOLD_CELL;
  return EMPTY_CELL;
}

/**
 * The columns whose three floors all hold floor cards (complete houses), ascending. A scaffold
 * never completes a house.
 *
 * @example
 * completeHouses(startingArea()); // []
 * @category House area
 */
export function completeHouses(area: Area): number[] {
  const out: number[] = [];
  area.columns.forEach((column, x) => {
    const [f1, f2, f3] = column.floors;
    if (typeof f1 === "string" && typeof f2 === "string" && typeof f3 === "string") out.push(x);
  });
  return out;
}

/**
 * Every floor card in the area with its cell, by column then floor.
 *
 * @example
 * placedFloorCards(placeFloorCard(startingArea(), "F1-RED-1", 0)); // [{ id: "F1-RED-1", x: 0, y: 1 }]
 * @category House area
 */
export function placedFloorCards(area: Area): PlacedFloorCard[] {
  const out: PlacedFloorCard[] = [];
  area.columns.forEach((column, x) => {
    column.floors.forEach((id, i) => {
      if (id !== null) out.push({ id, x, y: i + 1 });
    });
  });
  return out;
}

/**
 * Places a floor card in column x, on the floor given by its level (G1), and normalises. x may be
 * -1 or `columns.length` to open a new column (any integer works; missing columns are added
 * empty). A scaffold on that cell is displaced aside (R9). This only builds the new area: the
 * caller checks the placement first (`placementColumns`, `brokenRules`). Throws a `RangeError`
 * for an unknown card id, a non-integer x, or a cell that already holds a floor card, which are
 * programming errors, never player input.
 *
 * @example
 * const area = placeFloorCard(startingArea(), "F1-RED-3", 0);
 * area.columns[0]?.floors; // ["F1-RED-3", null, null]
 * area.scaffolds; // [{ x: 1, y: 1 }, null]
 * @category House area
 */
export function placeFloorCard(area: Area, cardId: string, x: number): Area {
  const level = floorCard(cardId).level;
  if (!Number.isInteger(x)) throw new RangeError(`column ${x} is not an integer`);
  if (typeof area.columns[x]?.floors[level - 1] === "string") throw new RangeError(`cell (${x},${level}) already holds a floor card`);
  // Built normalised in one pass (the same result as `normalizeArea` of the placed area): the
  // span runs from the leftmost to the rightmost column holding a floor card (the new one
  // included) or a scaffold that stays, in the input's frame.
  let lo = x;
  let hi = x;
  area.columns.forEach((column, i) => {
    if (hasFloorCard(column)) {
      if (i < lo) lo = i;
      if (i > hi) hi = i;
    }
  });
  const displaced = (s: Position): boolean => s.x === x && s.y === level;
  // Indexed loops: the places may be a frozen arrangement, which for-of iterates slowly.
  for (let i = 0; i < area.scaffolds.length; i++) {
    const s = area.scaffolds[i] as Position | null;
    if (s === null || displaced(s)) continue;
    if (s.x < lo) lo = s.x;
    if (s.x > hi) hi = s.x;
  }
  const columns: Column[] = [];
  for (let i = lo; i <= hi; i++) {
    const old = area.columns[i];
    if (i !== x) {
      columns.push(old ?? emptyColumn());
      continue;
    }
    const floors = [...(old?.floors ?? [null, null, null])];
    while (floors.length < 3) floors.push(null);
    floors[level - 1] = cardId;
    columns.push({ floors, character: old?.character ?? null, shortage: old?.shortage ?? false });
  }
  const scaffolds: (Position | null)[] = [];
  for (let i = 0; i < area.scaffolds.length; i++) {
    const s = area.scaffolds[i] as Position | null;
    scaffolds.push(s === null || displaced(s) ? null : { x: s.x - lo, y: s.y });
  }
  return { columns, scaffolds: inCanonicalOrder(scaffolds) };
}

/**
 * Records a character's visit on house x: `characterId`, or `null` for a shortage (no eligible
 * card was left, R13), which sets `shortage: true`. An x outside the columns leaves the area as it
 * is (normalised). The caller checks that the house is complete and the character eligible.
 *
 * @example
 * attachCharacter(area, 0, "T-WOMAN-1").columns[0]?.character; // "T-WOMAN-1"
 * attachCharacter(area, 1, null).columns[1]?.shortage; // true
 * @category House area
 */
export function attachCharacter(area: Area, x: number, characterId: string | null): Area {
  const columns = area.columns.map((column, i) =>
    i === x ? { floors: column.floors, character: characterId, shortage: characterId === null } : column,
  );
  return normalizeArea({ columns, scaffolds: area.scaffolds });
}
