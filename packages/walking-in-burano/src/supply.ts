/**
 * The floor supply: three rows (1st, 2nd, 3rd floor) of face-up cards beside their decks.
 * Acquiring takes a prefix of one column from the bottom or the top; at the end of a round the
 * rows lose their rightmost card (2 players, and solo), slide right and are refilled.
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

/**
 * The rows (0-based levels) of a column read from one end: the cards that can be taken in order.
 * An empty space ends the prefix unless `gapColumnJoin` (R3) lets it be skipped.
 */
/** How many cards a supply column holds. */
function present(rows: SupplyRows, column: number): number {
  return (rows[0]?.[column] != null ? 1 : 0) + (rows[1]?.[column] != null ? 1 : 0) + (rows[2]?.[column] != null ? 1 : 0);
}

function reachable(rows: SupplyRows, column: number, from: "bottom" | "top", gapColumnJoin: boolean): number[] {
  const out: number[] = [];
  for (let i = 0; i < 3; i++) {
    const level = from === "bottom" ? i : 2 - i;
    if (rows[level]?.[column] != null) out.push(level);
    else if (out.length > 0 && !gapColumnJoin) break;
  }
  return out;
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
  const out: AcquireOption[] = [];
  const width = rows[0]?.length ?? 0;
  for (let column = 0; column < width; column++) {
    const cards = present(rows, column);
    if (cards === 0) continue;
    const up = reachable(rows, column, "bottom", config.gapColumnJoin).length;
    for (let count = 1; count <= up; count++) out.push({ column, from: "bottom", count });
    const down = reachable(rows, column, "top", config.gapColumnJoin).length;
    for (let count = 1; count <= down; count++) {
      if (count === cards && up === cards) continue; // the whole column: listed as bottom
      out.push({ column, from: "top", count });
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
  const levels = reach.slice(0, option.count);
  const cards = levels.map((l) => rows[l]?.[option.column] as string);
  const next = rows.map((row, l) => (levels.includes(l) ? row.map((c, p) => (p === option.column ? null : c)) : row));
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
  return rows.every((row) => row.every((c) => c === null));
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
    const present = cards.filter((c): c is string => c !== null);
    const empty = cards.length - present.length;
    const deck = decks[level] ?? [];
    const drawn = deck.slice(0, empty);
    nextDecks.push(deck.slice(drawn.length));
    if (drawn.length < empty) short = true;
    // The first card drawn goes to the rightmost empty space, then leftward.
    const fill: (string | null)[] = Array.from({ length: empty }, (_, i) => drawn[empty - 1 - i] ?? null);
    cards = [...fill, ...present];
    return cards;
  });
  return { rows: nextRows, decks: nextDecks, boxed, short };
}

function findLastIndex(cards: readonly (string | null)[]): number {
  for (let i = cards.length - 1; i >= 0; i--) if (cards[i] !== null) return i;
  return -1;
}
