/**
 * Scaffold moves (rulebook, *Golden Placing Rules*, the note on scaffolds; rulings R5, R7 and R9
 * of the game's page, docs/games/walking-in-burano.md): during the Build step a player may move
 * each of their two scaffolds to an empty cell of row 1 or 2 (its face-up side follows the row) or
 * put it aside, as often as they like, provided the golden rules (G1 to G4, see `./golden-rules`)
 * hold after every single move.
 *
 * The two scaffolds are identical, so what a player can reach is a set of *arrangements*: the
 * sorted pair of their places. `scaffoldArrangements` lists every arrangement reachable by a
 * sequence of legal moves (a breadth-first search over pairs of small integer cell codes in a
 * fixed frame), so that the turn flow can offer one atomic "arrange the scaffolds" choice.
 *
 * @module
 */
import * as either from "fp-ts/lib/Either.js";
import * as t from "io-ts";
import { PositionC, cellAt, compareScaffoldPlaces, normalizeArea, type Area, type Position } from "./area";
import type { AreaRules } from "./config";
import { areaFrame, isAreaValid, occupancyIsValid } from "./golden-rules";

/**
 * An arrangement of a player's scaffolds: one place per scaffold, a cell or `null` (aside), in
 * the canonical order (cells by x then y, aside last).
 *
 * @example
 * const stacked: ScaffoldArrangement = [{ x: 1, y: 1 }, { x: 1, y: 2 }];
 * @category Scaffolds
 */
export type ScaffoldArrangement = readonly (Position | null)[];

/**
 * What keeps a list of scaffold places from being an arrangement in the canonical order:
 * `"count"` (not exactly two places), `"shared"` (both on one cell), `"order"` (two distinct
 * places, not in the canonical order), or `undefined` (a canonical arrangement).
 *
 * @example
 * arrangementProblem([{ x: 1, y: 1 }, { x: 0, y: 2 }]); // "order"
 * arrangementProblem([{ x: 0, y: 2 }, { x: 1, y: 1 }]); // undefined
 * @category Scaffolds
 */
export function arrangementProblem(places: readonly (Position | null)[]): "count" | "shared" | "order" | undefined {
  if (places.length !== 2) return "count";
  const [a, b] = places as [Position | null, Position | null];
  if (a !== null && b !== null && a.x === b.x && a.y === b.y) return "shared";
  return compareScaffoldPlaces(a, b) > 0 ? "order" : undefined;
}

/**
 * The same arrangement in the canonical order (cells by x then y, aside last): the input itself
 * when it already is, else a sorted copy. The two scaffolds are identical components, so the
 * order of the places carries no meaning.
 *
 * @example
 * canonicalArrangement([null, { x: 1, y: 2 }]); // [{ x: 1, y: 2 }, null]
 * @category Scaffolds
 */
export function canonicalArrangement(places: ScaffoldArrangement): ScaffoldArrangement {
  for (let i = 1; i < places.length; i++) {
    if (compareScaffoldPlaces(places[i - 1] as Position | null, places[i] as Position | null) > 0) {
      return [...places].sort(compareScaffoldPlaces);
    }
  }
  return places;
}

const PlacesC = t.readonlyArray(t.union([PositionC, t.null]));

/** Whether every place of a list has no other field than `x` and `y` (the engine refuses unknown fields). */
const onlyKnownFields = (places: readonly (Position | null)[]): boolean =>
  places.every((p) => p === null || Object.keys(p).every((k) => k === "x" || k === "y"));

/**
 * The io-ts codec of a scaffold arrangement in an action: exactly two places, each a cell of row 1
 * or 2 in an integer column (no other field), or `null` (aside), and never both on one cell. An arrangement is a
 * set, so decoding puts the places in the canonical order, the order `legalActions` lists them
 * in: `[{x:1,y:1},{x:0,y:2}]` decodes to `[{x:0,y:2},{x:1,y:1}]`, and `[null, p]` to `[p, null]`.
 * `is` holds only for the canonical order, the type's values.
 *
 * @example
 * ScaffoldArrangementC.decode([{ x: 1, y: 1 }, { x: 0, y: 2 }]); // right([{ x: 0, y: 2 }, { x: 1, y: 1 }])
 * ScaffoldArrangementC.is([{ x: 1, y: 1 }, { x: 0, y: 2 }]); // false: not canonical
 * @category Scaffolds
 */
export const ScaffoldArrangementC: t.Type<ScaffoldArrangement, ScaffoldArrangement, unknown> = new t.Type<
  ScaffoldArrangement,
  ScaffoldArrangement,
  unknown
>(
  "ScaffoldArrangement",
  (u): u is ScaffoldArrangement => PlacesC.is(u) && onlyKnownFields(u) && arrangementProblem(u) === undefined,
  (u, c) =>
    either.flatMap(PlacesC.validate(u, c), (places) => {
      if (!onlyKnownFields(places)) return t.failure(u, c, "scaffold places with no other field than x and y");
      const problem = arrangementProblem(places);
      if (problem === "count") return t.failure(u, c, "two scaffold places (a cell {x, y} or null for aside), one per scaffold");
      if (problem === "shared") return t.failure(u, c, "two scaffolds cannot share a cell");
      return t.success(canonicalArrangement(places));
    }),
  (places) => places,
);


/** A fixed frame for one search: the cards, the candidate cells and the rules. */
interface Search {
  readonly offset: number;
  /** The code of "aside": one more than the highest cell code of the frame, so it sorts last. */
  readonly aside: number;
  /** Pair (a, b), a ≤ b, has key `a * stride + b`. */
  readonly stride: number;
  readonly card1: number;
  readonly card2: number;
  readonly card3: number;
  readonly cardColumns: number;
  /** Cell codes a scaffold may ever legally stand on (no card, inside the G4 window). */
  readonly cells: readonly number[];
  readonly rules: AreaRules;
  /** The two scaffolds' codes, sorted. */
  readonly start: readonly [number, number];
  /** Whether the area holds no floor card (arrangements are then equal up to translation). */
  readonly noCards: boolean;
  /** With no floor card: the bit of the column where reported arrangements start. */
  readonly anchorBit: number;
}

/** Cell (x, y) has code `(x + offset) * 2 + (y - 1)`: sorted codes are cells by x then y. */
const codeOf = (p: Position | null, s: Search): number => (p === null ? s.aside : (p.x + s.offset) * 2 + (p.y - 1));
const placeOf = (code: number, s: Search): Position | null =>
  code === s.aside ? null : { x: (code >> 1) - s.offset, y: ((code & 1) + 1) as 1 | 2 };

function setUp(area: Area, rules: AreaRules): Search | undefined {
  const [s0, s1, ...more] = area.scaffolds;
  if (s0 === undefined || s1 === undefined || more.length > 0) return undefined;
  let minC = Infinity;
  let maxC = -Infinity;
  area.columns.forEach((column, x) => {
    if (column.floors.some((id) => id !== null)) {
      minC = Math.min(minC, x);
      maxC = Math.max(maxC, x);
    }
  });
  const noCards = minC > maxC;
  let winLo: number;
  let winHi: number;
  let anchor = 0;
  if (noCards) {
    // Translation-invariant: search around the leftmost scaffold, and report arrangements with
    // their leftmost scaffold there (normalisation makes translates the same area).
    const leftmost = Math.min(s0?.x ?? Infinity, s1?.x ?? Infinity);
    anchor = Number.isFinite(leftmost) ? leftmost : 0;
    // every arrangement has a translate within [anchor, anchor + 4]; one more column on the left
    // lets the search move the leftmost scaffold to the left of the other
    winLo = anchor - 1;
    winHi = anchor + 4;
  } else {
    if (maxC - minC > 4) return undefined; // G4 fails whatever the scaffolds do
    winLo = rules.spanCountsScaffolds ? maxC - 4 : minC - 1;
    winHi = rules.spanCountsScaffolds ? minC + 4 : maxC + 1;
  }
  const frame = areaFrame(area, winLo, winHi);
  if (frame === undefined) return undefined;
  const { offset, cardRows, cardColumns } = frame;
  const cells: number[] = [];
  for (let x = winLo; x <= winHi; x++) {
    const bit = 1 << (x + offset);
    if ((cardRows[0] & bit) === 0) cells.push((x + offset) * 2);
    if ((cardRows[1] & bit) === 0) cells.push((x + offset) * 2 + 1);
  }
  const highest = 31 - Math.clz32(frame.cardColumns | frame.scaffoldRows[0] | frame.scaffoldRows[1] | (1 << (winHi + offset)));
  const aside = (highest + 1) * 2;
  const a = s0 === null ? aside : (s0.x + offset) * 2 + (s0.y - 1);
  const b = s1 === null ? aside : (s1.x + offset) * 2 + (s1.y - 1);
  return {
    offset,
    aside,
    stride: aside + 1,
    card1: cardRows[0],
    card2: cardRows[1],
    card3: cardRows[2],
    cardColumns,
    cells,
    rules,
    start: a <= b ? [a, b] : [b, a],
    noCards,
    anchorBit: anchor + offset,
  };
}

/** G1–G4 for the cards plus scaffolds on codes a and b (distinct cells, or aside). */
function valid(s: Search, a: number, b: number): boolean {
  let r1 = s.card1;
  let r2 = s.card2;
  if (a !== s.aside) {
    if ((a & 1) === 0) r1 |= 1 << (a >> 1);
    else r2 |= 1 << (a >> 1);
  }
  if (b !== s.aside) {
    if ((b & 1) === 0) r1 |= 1 << (b >> 1);
    else r2 |= 1 << (b >> 1);
  }
  return occupancyIsValid(r1, r2, s.card3, s.cardColumns, s.rules);
}

/**
 * The legal single moves out of one arrangement depend only on where the scaffold that stays is,
 * so one search computes them once per place of that scaffold (`movesWith`).
 */
interface MoveTable {
  /** Per place of the staying scaffold: the cells the other may legally go to (maybe its own). */
  readonly cells: (readonly number[] | undefined)[];
  /** Per place of the staying scaffold: whether putting the other aside leaves a valid area. */
  readonly aside: (boolean | undefined)[];
}

function movesWith(s: Search, table: MoveTable, other: number): readonly number[] {
  let list = table.cells[other];
  if (list === undefined) {
    const out: number[] = [];
    for (const c of s.cells) if (c !== other && valid(s, c, other)) out.push(c);
    table.cells[other] = list = out;
  }
  return list;
}

function asideIsValid(s: Search, table: MoveTable, other: number): boolean {
  let known = table.aside[other];
  if (known === undefined) table.aside[other] = known = valid(s, other, s.aside);
  return known;
}

/**
 * Calls `visit(other, to)` for each legal single move of the scaffold on `mover` while the other
 * one is on `other` (`to` is a cell code or `s.aside`), applying the `scaffoldAside` flag.
 */
function forEachMove(s: Search, table: MoveTable, mover: number, other: number, visit: (other: number, to: number) => void): void {
  let anyCell = false;
  for (const c of movesWith(s, table, other)) {
    if (c === mover) continue;
    anyCell = true;
    visit(other, c);
  }
  if (mover !== s.aside && (s.rules.scaffoldAside === "anyTime" || !anyCell) && asideIsValid(s, table, other)) visit(other, s.aside);
}

/** Translates a sorted pair so that its leftmost cell is in column `anchorBit` (no-card areas). */
function anchored(s: Search, a: number, b: number): number {
  if (a === s.aside) return a * s.stride + b;
  const shift = (s.anchorBit - (a >> 1)) * 2;
  return (a + shift) * s.stride + (b === s.aside ? b : b + shift);
}

/**
 * Every scaffold arrangement reachable from the current area by one or more legal moves, except
 * the current arrangement itself, sorted (by first place, then second; places by x then y, aside
 * last). A move takes one scaffold (from its cell, or from aside) to an empty cell of row 1 or 2,
 * or puts it aside; it is legal when the area then satisfies `isAreaValid` (so no scaffold leaves
 * a cell it supports, nor splits the group under `connectivity: "global"`) and, with
 * `scaffoldAside: "onlyWhenNoSpace"`, a scaffold is put aside only when it has no legal move to a
 * cell. Every intermediate area of the sequence is legal.
 *
 * Places are in the current frame (x may be -1, or `columns.length` and beyond), to be applied
 * with `arrangeScaffolds`. In an area without floor cards, arrangements that differ only by a
 * shift are the same area after normalisation; each is listed once, with its leftmost scaffold in
 * the column of the current leftmost scaffold. An area that does not hold exactly two scaffolds,
 * or that is malformed (see `isAreaValid`), has none.
 *
 * @example
 * // The rulebook's Placement Examples 1: Maisherly's yellow house with scaffolds at (1,1) and (2,1)
 * scaffoldArrangements(area, defaultConfig(3)).some(
 *   ([a, b]) => a?.x === 1 && a.y === 1 && b?.x === 1 && b.y === 2,
 * ); // true
 * @category Scaffolds
 */
export function scaffoldArrangements(area: Area, rules: AreaRules): readonly (readonly (Position | null)[])[] {
  const s = setUp(area, rules);
  if (s === undefined) return [];
  const stride = s.stride;
  const seen = new Set<number>();
  const queue: number[] = [];
  const [a0, b0] = s.start;
  const startKey = a0 * stride + b0;
  seen.add(startKey);
  queue.push(startKey);
  let head = 0;
  const table: MoveTable = { cells: [], aside: [] };
  const visit = (other: number, to: number): void => {
    const key = to <= other ? to * stride + other : other * stride + to;
    if (!seen.has(key)) {
      seen.add(key);
      queue.push(key);
    }
  };
  while (head < queue.length) {
    const key = queue[head++] ?? 0;
    const a = (key / stride) | 0;
    const b = key - a * stride;
    forEachMove(s, table, a, b, visit);
    if (b !== a) forEachMove(s, table, b, a, visit);
  }
  let keys: number[] = [];
  if (s.noCards) {
    const startAnchored = anchored(s, a0, b0);
    const unique = new Set<number>();
    for (let i = 1; i < queue.length; i++) {
      const key = queue[i] ?? 0;
      const a = (key / stride) | 0;
      const k = anchored(s, a, key - a * stride);
      if (k !== startAnchored) unique.add(k);
    }
    keys = [...unique];
  } else {
    for (let i = 1; i < queue.length; i++) keys.push(queue[i] ?? 0);
  }
  keys.sort((p, q) => p - q);
  return keys.map((key) => {
    const a = (key / stride) | 0;
    return [placeOf(a, s), placeOf(key - a * stride, s)];
  });
}

/**
 * Sets the scaffolds to an arrangement (cells in the area's current frame, or `null` for aside)
 * and normalises. It does not check legality: take the arrangement from `scaffoldArrangements`.
 *
 * @example
 * arrangeScaffolds(startingArea(), [{ x: 0, y: 1 }, { x: 0, y: 2 }]).columns.length; // 1
 * @category Scaffolds
 */
export function arrangeScaffolds(area: Area, arrangement: ScaffoldArrangement): Area {
  // normalizeArea copies the places and puts them in the canonical order itself.
  return normalizeArea({ columns: area.columns, scaffolds: arrangement });
}

const samePlace = (p: Position | null, q: Position | null): boolean =>
  p === null ? q === null : q !== null && p.x === q.x && p.y === q.y;

/**
 * Whether a single scaffold move is legal now: the scaffold on cell `from` (or, with `from`
 * `null`, one that is aside) goes to the empty row-1 or row-2 cell `to` (or aside, with `to`
 * `null`), and the area must then satisfy `isAreaValid`. With `scaffoldAside: "onlyWhenNoSpace"`
 * a scaffold may go aside only when it has no legal move to a cell. Cells are in the area's
 * current frame.
 *
 * @example
 * scaffoldMoveIsLegal(startingArea(), { x: 0, y: 1 }, { x: 1, y: 2 }, defaultConfig(2)); // true
 * scaffoldMoveIsLegal(startingArea(), { x: 0, y: 1 }, { x: 0, y: 2 }, defaultConfig(2)); // false (G2)
 * @category Scaffolds
 */
export function scaffoldMoveIsLegal(area: Area, from: Position | null, to: Position | null, rules: AreaRules): boolean {
  if (samePlace(from, to)) return false;
  const index = area.scaffolds.findIndex((p) => samePlace(p, from));
  if (index < 0) return false;
  if (to !== null) {
    if (!Number.isInteger(to.x) || (to.y !== 1 && to.y !== 2) || cellAt(area, to.x, to.y).kind !== "empty") return false;
  }
  const moved = area.scaffolds.map((p, i) => (i === index ? to : p));
  if (!isAreaValid({ columns: area.columns, scaffolds: moved }, rules)) return false;
  if (to !== null || rules.scaffoldAside === "anyTime") return true;
  // onlyWhenNoSpace: aside only if this scaffold has no legal move to a cell.
  const s = setUp(area, rules);
  if (s === undefined) return true;
  const mover = codeOf(from, s);
  const other = s.start[0] === mover ? s.start[1] : s.start[0];
  return !s.cells.some((c) => c !== mover && c !== other && valid(s, c, other));
}

/**
 * Makes a single scaffold move (see `scaffoldMoveIsLegal`, which the caller checks first) and
 * normalises. A `from` that names no scaffold leaves the area as it is (normalised).
 *
 * @example
 * moveScaffold(startingArea(), { x: 1, y: 1 }, null).scaffolds; // [{ x: 0, y: 1 }, null]
 * @category Scaffolds
 */
export function moveScaffold(area: Area, from: Position | null, to: Position | null): Area {
  const index = area.scaffolds.findIndex((p) => samePlace(p, from));
  return arrangeScaffolds(area, area.scaffolds.map((p, i) => (i === index ? to : p)));
}
