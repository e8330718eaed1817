/**
 * The floor supply: three rows (1st, 2nd, 3rd floor) of face-up cards beside their decks.
 * Acquiring takes a prefix of one column from the bottom or the top; at the end of a round the
 * rows lose their rightmost card (2 players, and solo), slide right and are refilled (rulebook,
 * *Acquiring Floor Cards* and *Prepare the Next Round*). R3, R4 and R21 are rulings of the game's
 * page, docs/games/walking-in-burano.md.
 *
 * @module
 */
import type { BuranoConfig } from "./config";

/**
 * Supply rows: `rows[level - 1][position]`, position 0 next to the deck; `null` is an empty space.
 *
 * @example
 * const rows: SupplyRows = [["F1-RED-1", null, "F1-BLU-2"], [null, null, null], [null, null, null]];
 * @category Supply
 */
export type SupplyRows = readonly (readonly (string | null)[])[];

/**
 * One way to acquire: the column, the end it is read from, how many cards.
 *
 * @example
 * const option: AcquireOption = { column: 2, from: "bottom", count: 2 };
 * @category Supply
 */
export interface AcquireOption {
  /** The supply column (a position index across the three rows). */
  readonly column: number;
  /** `bottom`: 1st floor upward; `top`: 3rd floor downward. */
  readonly from: "bottom" | "top";
  /** The number of cards taken (1 to 3). */
  readonly count: number;
}

/** How many cards a supply column holds. */
function present(rows: SupplyRows, column: number): number {
  return (rows[0]?.[column] != null ? 1 : 0) + (rows[1]?.[column] != null ? 1 : 0) + (rows[2]?.[column] != null ? 1 : 0);
}

/**
 * The rows (0-based levels) of a column read from one end: the cards that can be taken in order.
 * An empty space ends the prefix unless `gapColumnJoin` (R3) lets it be skipped.
 */
function reachable(rows: SupplyRows, column: number, from: "bottom" | "top", gapColumnJoin: boolean): number[] {
  const out: number[] = [];
  for (let i = 0; i < 3; i++) {
    const level = from === "bottom" ? i : 2 - i;
    if (rows[level]?.[column] != null) out.push(level);
    else if (out.length > 0 && !gapColumnJoin) break;
  }
  return out;
}

/** How many cards {@link reachable} lists, without the list. */
function reachableCount(rows: SupplyRows, column: number, from: "bottom" | "top", gapColumnJoin: boolean): number {
  let count = 0;
  for (let i = 0; i < 3; i++) {
    const level = from === "bottom" ? i : 2 - i;
    if (rows[level]?.[column] != null) count++;
    else if (count > 0 && !gapColumnJoin) break;
  }
  return count;
}

/**
 * Every legal acquisition, in a stable order (by column, then bottom before top, then count).
 * Taking every card of a column from the top is the same as from the bottom, so it is listed once,
 * as `bottom`.
 *
 * @example
 * acquireOptions(state.supply, state.config).length;
 * @category Supply
 */
export function acquireOptions(rows: SupplyRows, config: Pick<BuranoConfig, "gapColumnJoin">): AcquireOption[] {
  return acquireChoices(rows, config, (column, from, count) => ({ column, from, count }));
}

/**
 * {@link acquireOptions}, each made into a value by `make` (say, a shared action object), in the
 * same order, without building the options first.
 *
 * @example
 * acquireChoices(state.supply, state.config, (column, from, count) => `${column}${from}${count}`);
 * @category Supply
 */
export function acquireChoices<T>(
  rows: SupplyRows,
  config: Pick<BuranoConfig, "gapColumnJoin">,
  make: (column: number, from: "bottom" | "top", count: number) => T,
): T[] {
  const out: T[] = [];
  const width = rows[0]?.length ?? 0;
  for (let column = 0; column < width; column++) {
    const cards = present(rows, column);
    if (cards === 0) continue;
    const up = reachableCount(rows, column, "bottom", config.gapColumnJoin);
    for (let count = 1; count <= up; count++) out.push(make(column, "bottom", count));
    const down = reachableCount(rows, column, "top", config.gapColumnJoin);
    for (let count = 1; count <= down; count++) {
      if (count === cards && up === cards) continue; // the whole column: listed as bottom
      out.push(make(column, "top", count));
    }
  }
  return out;
}

/**
 * The cards an acquisition takes (in the order read) and the rows without them, or `undefined`
 * when the option is not legal.
 *
 * @example
 * const taken = takeFromSupply(state.supply, { column: 0, from: "top", count: 1 }, state.config);
 * @category Supply
 */
export function takeFromSupply(
  rows: SupplyRows,
  option: AcquireOption,
  config: Pick<BuranoConfig, "gapColumnJoin">,
): { readonly cards: readonly string[]; readonly rows: SupplyRows } | undefined {
  const reach = reachable(rows, option.column, option.from, config.gapColumnJoin);
  if (option.count < 1 || option.count > reach.length) return undefined;
  if (option.from === "top" && option.count === present(rows, option.column)) {
    // The whole column is listed once, as taken from the bottom (when that reaches every card).
    if (reachable(rows, option.column, "bottom", config.gapColumnJoin).length === option.count) return undefined;
  }
  const cards: string[] = [];
  const next = rows.slice();
  for (let i = 0; i < option.count; i++) {
    const l = reach[i] as number;
    const row = rows[l] as readonly (string | null)[];
    cards.push(row[option.column] as string);
    const emptied = row.slice();
    emptied[option.column] = null;
    next[l] = emptied;
  }
  return { cards, rows: next };
}

/**
 * Whether the supply holds no card at all.
 *
 * @example
 * supplyIsEmpty([[null], [null], [null]]); // true
 * @category Supply
 */
export function supplyIsEmpty(rows: SupplyRows): boolean {
  for (const row of rows) for (const c of row) if (c !== null) return false;
  return true;
}

/**
 * The end-of-round (or solo upkeep) refresh of the supply, row by row: optionally box the
 * rightmost card (`rightmostRemoval`: the rightmost card present, or the card in the last space),
 * slide the rest to the right keeping their order, then refill the empty spaces from the row's
 * deck, the first card revealed going to the rightmost empty space (R21). A deck that runs out
 * leaves its spaces empty (R4).
 *
 * @example
 * const { rows, decks, boxed } = refreshSupply(state.supply, state.decks, true, state.config);
 * @category Supply
 */
export function refreshSupply(
  rows: SupplyRows,
  decks: readonly (readonly string[])[],
  removeRightmost: boolean,
  config: Pick<BuranoConfig, "rightmostRemoval">,
): { readonly rows: SupplyRows; readonly decks: readonly (readonly string[])[]; readonly boxed: readonly string[]; readonly short: boolean } {
  const boxed: string[] = [];
  let short = false;
  const nextDecks: string[][] = [];
  const nextRows = rows.map((row, level) => {
    let cards = row.slice();
    if (removeRightmost) {
      const last = cards.length - 1;
      const at = config.rightmostRemoval === "space" ? (cards[last] != null ? last : -1) : findLastIndex(cards);
      if (at >= 0) {
        boxed.push(cards[at] as string);
        cards[at] = null;
      }
    }
    const present: string[] = [];
    for (const c of cards) if (c !== null) present.push(c);
    const empty = cards.length - present.length;
    const deck = decks[level] ?? [];
    const drawn = Math.min(empty, deck.length);
    nextDecks.push(drawn === 0 ? deck.slice() : deck.slice(drawn));
    if (drawn < empty) short = true;
    // The first card drawn goes to the rightmost empty space, then leftward.
    cards = [];
    for (let i = 0; i < empty; i++) cards.push(empty - 1 - i < drawn ? (deck[empty - 1 - i] as string) : null);
    for (const c of present) cards.push(c);
    return cards;
  });
  return { rows: nextRows, decks: nextDecks, boxed, short };
}

/**
 * Whether `after` shows a card that `before` did not: the supply gains cards only when it is
 * refilled from the decks, face up, so such a step has revealed hidden cards. (A step's deck sizes
 * cannot tell: a card returned under a deck and a card drawn from it by the refill that follows
 * leave the deck as long as before.)
 *
 * @example
 * revealsSupplyCards([["F1-RED-3", null]], [[null, "F1-RED-3"]]); // false: the card slid right
 * revealsSupplyCards([["F1-RED-3", null]], [["F1-YEL-2", "F1-RED-3"]]); // true: F1-YEL-2 was drawn
 * @category Supply
 */
export function revealsSupplyCards(before: SupplyRows, after: SupplyRows): boolean {
  if (after === before) return false;
  // No set of the cards shown: a few short rows, and a card stays in its own row (looked at first).
  for (let level = 0; level < after.length; level++) {
    const row = after[level] as readonly (string | null)[];
    const same = before[level];
    if (row === same) continue;
    for (const c of row) if (c !== null && !(same !== undefined && same.includes(c)) && !shownElsewhere(before, level, c)) return true;
  }
  return false;
}

/** Whether `card` is in one of the rows other than `level`. */
function shownElsewhere(rows: SupplyRows, level: number, card: string): boolean {
  for (let l = 0; l < rows.length; l++) if (l !== level && (rows[l] as readonly (string | null)[]).includes(card)) return true;
  return false;
}

function findLastIndex(cards: readonly (string | null)[]): number {
  for (let i = cards.length - 1; i >= 0; i--) if (cards[i] !== null) return i;
  return -1;
}
