/**
 * Memoised facts about a house area. Areas are immutable values that the reducer passes on
 * unchanged from state to state while their owner is not building, and `legalActions` and
 * `apply` both ask the same questions about them; the answers are kept per area object (in a
 * WeakMap, so they go when the area does, or for the areas just made by a placement or a scaffold
 * arrangement, in a small ring of recent areas) and per rule flags.
 *
 * The golden rules and the scaffold search look at the area's *shape* only (which cells hold a
 * card or a scaffold), and random and real games meet the same few thousand shapes again and
 * again: their answers (placement columns, scaffold arrangements) are also shared by every area
 * of one shape, in a memo keyed by value. The breakable rules look at colours: each area's colours
 * are read once into bitmasks. The results are the same as the uncached functions', which the
 * tests check.
 *
 * @module
 */
import { placeAction } from "./action-pool";
import type { ArrangeScaffoldsAction, BuranoAction } from "./actions";
import type { Area, Column, Position } from "./area";
import { brokenRules } from "./breakable";
import type { AreaRules } from "./config";
import { type Colour, FLOOR_CARDS, type FloorCard, floorCard } from "./data";
import { areaFrame, placementColumns } from "./golden-rules";
import { IdentityRing } from "./identity-ring";
import { scaffoldArrangements } from "./scaffolds";

/** The scaffold arrangements of a shape, and the actions that choose them. */
interface Arrangements {
  readonly arrangements: readonly (readonly (Position | null)[])[];
  readonly actions: readonly ArrangeScaffoldsAction[];
}

/** What every area of one shape shares, under one set of rule flags. */
interface Shape {
  /** Placement columns by card level (1 to 3). */
  readonly columns: (readonly number[] | undefined)[];
  arrangements: Arrangements | undefined;
}

/** The colours of an area, as bitmasks (see {@link COLOUR_BIT}). */
interface Colours {
  /** Per column: the colours of all its floor cards. */
  readonly house: readonly number[];
  /** Per column and floor (`x * 3 + level - 1`): the colour of that floor card, or 0. */
  readonly floor: readonly number[];
}

interface Facts {
  readonly rules: AreaRules;
  /** Shared with the areas of the same shape; private to this area when it is malformed. */
  readonly shape: Shape;
  /** Whether the area is well formed (see `isAreaValid`): only then are its colours read into masks. */
  readonly wellFormed: boolean;
  /** `undefined` until asked for. */
  colours: Colours | undefined;
  /** What {@link readPlainArea} read, for a plain area. */
  readonly plain: PlainArea | undefined;
}

const cache = new WeakMap<Area, Facts>();

/**
 * The facts of the areas most recently made by {@link carryFacts}, in a ring of 64 slots.
 * Inserting into a WeakMap costs far more than a look-up, and a game asks about the areas it makes
 * while they are recent: enough of them to span a round of 4 players. An area that has left the
 * ring has its facts read again, into {@link cache}. The ring bounds its own memory.
 */
const recent = new IdentityRing<Area, Facts>(64);

/** The facts known for `area`, under whatever rules they were read. */
function knownFacts(area: Area): Facts | undefined {
  return recent.get(area) ?? cache.get(area);
}

/**
 * Shapes by key (see {@link shapeKey}). The key is a value, so the memo is pure; it is emptied
 * when it grows past {@link MAX_SHAPES}, which bounds its memory (a few megabytes).
 */
const byShape = new Map<string, Shape>();
const MAX_SHAPES = 20_000;

const sameRules = (a: AreaRules, b: AreaRules): boolean =>
  a === b ||
  (a.connectivity === b.connectivity && a.scaffoldAside === b.scaffoldAside && a.spanCountsScaffolds === b.spanCountsScaffolds);

/**
 * A value equal for two areas exactly when they have the same shape in the same frame: the same
 * number of columns, the same cells holding floor cards, the same cells holding scaffolds and the
 * same number of scaffolds (aside ones included), under the same rule flags. `placementColumns`
 * and `scaffoldArrangements` read nothing else. `undefined` for a malformed area.
 */
function shapeKey(area: Area, rules: AreaRules): string | undefined {
  const frame = areaFrame(area, -1, area.columns.length);
  if (frame === undefined) return undefined;
  let aside = 0;
  for (const s of area.scaffolds) if (s === null) aside++;
  const [c1, c2, c3] = frame.cardRows;
  const [s1, s2] = frame.scaffoldRows;
  return (
    `${area.columns.length},${frame.offset},${c1},${c2},${c3},${s1},${s2},${area.scaffolds.length},${aside}` +
    `|${rules.connectivity}|${rules.scaffoldAside}|${rules.spanCountsScaffolds ? 1 : 0}`
  );
}

/**
 * Shapes of plain areas by a number (see {@link readPlainArea}), one map per `meta` value: much
 * cheaper to look up than a string key, and plain areas are all the areas of real play. Like
 * {@link byShape}, emptied when it holds {@link MAX_SHAPES} shapes in all.
 */
const byPlainShape: Map<number, Shape>[] = [];
let plainShapes = 0;

function rememberPlain(plain: PlainArea): Shape {
  let memo = byPlainShape[plain.meta];
  let shape = memo?.get(plain.cells);
  if (shape === undefined) {
    if (plainShapes >= MAX_SHAPES) {
      byPlainShape.length = 0;
      plainShapes = 0;
      memo = undefined;
    }
    if (memo === undefined) byPlainShape[plain.meta] = memo = new Map();
    shape = { columns: [], arrangements: undefined };
    memo.set(plain.cells, shape);
    plainShapes++;
  }
  return shape;
}

/** One bit per colour, for the colour masks of {@link Colours}. */
const COLOUR_BIT: Readonly<Record<Colour, number>> = { RED: 1, BLU: 2, YEL: 4, PNK: 8, GRN: 16, PUR: 32 };

/** Per floor card id: its level (bits 0 and 1) and its colour bit (shifted left by 2). */
const CARD_BITS = new Map<string, number>(FLOOR_CARDS.map((c) => [c.id, c.level | (COLOUR_BIT[c.colour] << 2)]));

/** The widest plain area: 5 bits per column must fit a small integer (30 bits). */
const PLAIN_WIDTH = 6;

/** A plain area read in one pass: its shape as two numbers, and its colours. */
interface PlainArea {
  /** Column x holds bits `5x` to `5x + 4`: a card in row 1, 2, 3, a scaffold in row 1, 2. */
  readonly cells: number;
  /** The number of columns, of scaffolds and of scaffolds aside, and the rule flags. */
  readonly meta: number;
  readonly colours: Colours;
}

/**
 * Reads a *plain* area: normalised-looking (at most {@link PLAIN_WIDTH} columns of exactly three
 * floors, every scaffold aside or in a column of the area), well formed (every card a known floor
 * card on its own floor, no two things in one cell) and under rule flags with known values. Two
 * plain areas with equal `cells` and `meta` have equal {@link shapeKey}s. Anything else gives
 * `undefined`, and the area takes the slower string key.
 *
 * `from`, another plain area read before (the area this one was made from), saves reading again
 * the columns both share: the very same column objects, which are immutable, hold the same cards.
 */
function readPlainArea(area: Area, rules: AreaRules, from?: { readonly area: Area; readonly plain: PlainArea }): PlainArea | undefined {
  const n = area.columns.length;
  if (n > PLAIN_WIDTH || area.scaffolds.length > 3) return undefined;
  const flags =
    (rules.connectivity === "global" ? 1 : rules.connectivity === "placementOnly" ? 0 : -8) +
    (rules.scaffoldAside === "anyTime" ? 2 : rules.scaffoldAside === "onlyWhenNoSpace" ? 0 : -8) +
    (rules.spanCountsScaffolds === true ? 4 : rules.spanCountsScaffolds === false ? 0 : -8);
  if (flags < 0) return undefined;
  let cells = 0;
  const house: number[] = [];
  const floor: number[] = [];
  const before = from?.area.columns;
  // Where the shared columns were: one column further left when a column was opened at x = -1.
  let shift = 0;
  if (before !== undefined) {
    const k = before.indexOf(area.columns[0] as Column);
    shift = k >= 0 ? k : n > 1 && area.columns[1] === before[0] ? -1 : 0;
  }
  for (let x = 0; x < n; x++) {
    const column = area.columns[x] as Column;
    const j = x + shift;
    if (from !== undefined && before !== undefined && j >= 0 && before[j] === column) {
      const { floor: f, house: h } = from.plain.colours;
      cells |= ((from.plain.cells >>> (5 * j)) & 7) << (5 * x);
      floor.push(f[3 * j] as number, f[3 * j + 1] as number, f[3 * j + 2] as number);
      house.push(h[j] as number);
      continue;
    }
    const floors = column.floors;
    if (floors.length !== 3) return undefined;
    let mask = 0;
    for (let i = 0; i < 3; i++) {
      const id = floors[i];
      let bit = 0;
      if (id === undefined) return undefined; // not a state's area (see coloursAreReadable)
      if (id !== null) {
        const read = CARD_BITS.get(id);
        if (read === undefined || (read & 3) !== i + 1) return undefined;
        bit = read >> 2;
        cells |= 1 << (x * 5 + i);
      }
      floor.push(bit);
      mask |= bit;
    }
    house.push(mask);
  }
  let aside = 0;
  for (const p of area.scaffolds) {
    if (p === null) {
      aside++;
      continue;
    }
    if (!Number.isInteger(p.x) || p.x < 0 || p.x >= n || (p.y !== 1 && p.y !== 2)) return undefined;
    const bit = 1 << (p.x * 5 + p.y - 1);
    if ((cells & (bit | (bit << 3))) !== 0) return undefined; // two things in one cell
    cells |= bit << 3;
  }
  return { cells, meta: n | (area.scaffolds.length << 3) | (aside << 5) | (flags << 7), colours: { house, floor } };
}

function remember(memo: Map<string, Shape>, key: string): Shape {
  let shape = memo.get(key);
  if (shape === undefined) {
    shape = { columns: [], arrangements: undefined };
    if (memo.size >= MAX_SHAPES) memo.clear();
    memo.set(key, shape);
  }
  return shape;
}

function factsFrom(area: Area, rules: AreaRules, plain: PlainArea | undefined): Facts {
  if (plain !== undefined) {
    return { rules, shape: rememberPlain(plain), wellFormed: true, colours: plain.colours, plain };
  }
  const key = shapeKey(area, rules);
  const shape = key === undefined ? { columns: [], arrangements: undefined } : remember(byShape, key);
  return { rules, shape, wellFormed: key !== undefined && coloursAreReadable(area), colours: undefined, plain: undefined };
}

/**
 * Whether no floor of the area is `undefined` (which no state holds, but which `brokenRules` reads
 * as a colourless card and the colour masks could not tell from an empty floor).
 */
function coloursAreReadable(area: Area): boolean {
  for (const column of area.columns) for (const id of column.floors) if (id === undefined) return false;
  return true;
}

function factsOf(area: Area, rules: AreaRules): Facts {
  let facts = knownFacts(area);
  if (facts === undefined || !sameRules(facts.rules, rules)) {
    facts = factsFrom(area, rules, readPlainArea(area, rules));
    if (!recent.replace(area, facts)) cache.set(area, facts);
  }
  return facts;
}

/**
 * Tells the memo that `next` was made from `from` (by a placement or a scaffold arrangement), so
 * that the facts of `next` are read reusing those of `from` for the columns the two share. Only
 * a matter of speed: without it the facts of `next` are read from scratch when first asked for.
 *
 * @example
 * const next = placeFloorCard(area, "F1-RED-1", 0);
 * carryFacts(next, area, config);
 * @category House area
 */
export function carryFacts(next: Area, from: Area, rules: AreaRules): void {
  const known = knownFacts(from);
  // `next` is new (just made), so there is nothing to look up for it first.
  if (known?.plain === undefined || !sameRules(known.rules, rules)) return;
  recent.add(next, factsFrom(next, rules, readPlainArea(next, rules, { area: from, plain: known.plain })));
}

/**
 * {@link placementColumns}, memoised per area shape and card level (the golden rules look at the
 * level only). The list is shared (inside this module only): never mutate it.
 *
 * @example
 * cachedPlacementColumns(area, floorCard("F1-RED-1"), config); // [-1, 2]
 * @category House area
 */
export function cachedPlacementColumns(area: Area, card: FloorCard, rules: AreaRules): readonly number[] {
  const shape = factsOf(area, rules).shape;
  let columns = shape.columns[card.level];
  if (columns === undefined) {
    columns = placementColumns(area, card, rules);
    shape.columns[card.level] = columns;
  }
  return columns;
}

function arrangementsOf(area: Area, rules: AreaRules): Arrangements {
  const shape = factsOf(area, rules).shape;
  if (shape.arrangements === undefined) {
    // Shared by every area of the shape, and handed out in legal action lists: frozen, so that
    // no caller can change them for the others.
    const arrangements = scaffoldArrangements(area, rules).map((places) =>
      Object.freeze(places.map((p) => (p === null ? null : Object.freeze(p)))),
    );
    const actions = arrangements.map((scaffolds) => Object.freeze({ type: "arrangeScaffolds" as const, scaffolds }));
    shape.arrangements = { arrangements, actions };
  }
  return shape.arrangements;
}

/**
 * `scaffoldArrangements`, memoised per area shape. The list is shared: never mutate it.
 *
 * @example
 * cachedScaffoldArrangements(startingArea(), defaultConfig(2)).length; // 3
 * @category House area
 */
export function cachedScaffoldArrangements(area: Area, rules: AreaRules): readonly (readonly (Position | null)[])[] {
  return arrangementsOf(area, rules).arrangements;
}

/**
 * One `arrangeScaffolds` action per arrangement of {@link cachedScaffoldArrangements}, memoised
 * too, so that listing the build actions allocates nothing for them.
 *
 * @example
 * cachedArrangeActions(startingArea(), defaultConfig(2))[0]?.type; // "arrangeScaffolds"
 * @category House area
 */
export function cachedArrangeActions(area: Area, rules: AreaRules): readonly ArrangeScaffoldsAction[] {
  return arrangementsOf(area, rules).actions;
}

function coloursOf(area: Area): Colours {
  const house: number[] = [];
  const floor: number[] = [];
  for (const column of area.columns) {
    let mask = 0;
    for (let i = 0; i < column.floors.length; i++) {
      const id = column.floors[i];
      const bit = typeof id === "string" ? COLOUR_BIT[floorCard(id).colour] : 0;
      mask |= bit;
      if (i < 3) floor.push(bit);
    }
    for (let i = column.floors.length; i < 3; i++) floor.push(0);
    house.push(mask);
  }
  return { house, floor };
}

/**
 * Whether placing `card` in column x breaks breakable rule A or B ({@link brokenRules}), read
 * from the area's colour masks, computed once per area.
 *
 * @example
 * cachedBreaksARule(area, floorCard("F3-BLU-4"), 1, config); // false: house 1 already holds blue
 * @category Breakable rules
 */
export function cachedBreaksARule(area: Area, card: FloorCard, x: number, rules: AreaRules): boolean {
  return breaksARule(factsOf(area, rules), area, card, x, rules);
}

/** {@link cachedBreaksARule}, given the area's facts. */
function breaksARule(facts: Facts, area: Area, card: FloorCard, x: number, rules: AreaRules): boolean {
  if (!facts.wellFormed) {
    const broken = brokenRules(area, card, x, rules.ruleBScope);
    return broken.a || broken.b;
  }
  if (facts.colours === undefined) facts.colours = coloursOf(area);
  const colours = facts.colours;
  const bit = COLOUR_BIT[card.colour];
  const here = colours.house[x] ?? 0;
  if (here !== 0 && (here & bit) === 0) return true; // A
  if (rules.ruleBScope === "house") return (((colours.house[x - 1] ?? 0) | (colours.house[x + 1] ?? 0)) & bit) !== 0;
  const level = card.level - 1;
  return (((colours.floor[(x - 1) * 3 + level] ?? 0) | (colours.floor[(x + 1) * 3 + level] ?? 0)) & bit) !== 0;
}

/**
 * Pushes onto `out` a place action for every placement of each card of `cards`, in that order,
 * each card's columns in the order of {@link cachedPlacementColumns}; with `tokenless` (the
 * player has no regulatory bonus token left), skips the placements that break a breakable rule
 * ({@link cachedBreaksARule}). The same list as asking those two per card and column, with the
 * area's facts looked up once.
 *
 * @example
 * const out: BuranoAction[] = [];
 * pushPlaceActions(out, player.area, ["F1-RED-1"], config, player.tokens === 0);
 * @category House area
 */
export function pushPlaceActions(out: BuranoAction[], area: Area, cards: readonly string[], rules: AreaRules, tokenless: boolean): void {
  const facts = factsOf(area, rules);
  const shape = facts.shape;
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i] as string;
    const data = floorCard(card);
    let columns = shape.columns[data.level];
    if (columns === undefined) {
      columns = placementColumns(area, data, rules);
      shape.columns[data.level] = columns;
    }
    for (let j = 0; j < columns.length; j++) {
      const x = columns[j] as number;
      if (tokenless && breaksARule(facts, area, data, x, rules)) continue;
      out.push(placeAction(card, x));
    }
  }
}
