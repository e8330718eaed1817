/**
 * What the Selector and the Ring show (rulebook, *Obtener fragmentos* and *Intercambiar*): the
 * pair the Selector indicates, and what a take and an Exchange yield from the Warehouse, computed
 * once for every Ring side, offset and position, with the choices of substitutes for what is
 * missing (R13, R14).
 *
 * @module
 */
import { CONSTANTS, type ColouredFragment, type Fragment, MARKETS, type MarketId, type RingSide, innerCell, ringAt } from "./data";
import { NO_FRAGMENTS, countsOf, size, subMultisets } from "./fragments";
import type { Counts, LightMastersState } from "./state";

/**
 * The pair the Selector shows: the inner-circle fragment and the Ring fragment at its position.
 *
 * @example
 * indicatedPair(state); // ["G", "W"]
 * @category Turn
 */
export function indicatedPair(state: Pick<LightMastersState, "selector" | "ringSide" | "ringOffset">): [ColouredFragment, Fragment] {
  return [innerCell(state.selector), ringAt(state.ringSide, state.ringOffset, state.selector)];
}

/** `table[side][ringOffset * 12 + p]`: a value computed once for every Ring side, offset and position. */
function boardTable<T>(f: (side: RingSide, ringOffset: number, p: number) => T): Readonly<Record<RingSide, readonly T[]>> {
  const n = CONSTANTS.positions;
  const build = (side: RingSide) => Array.from({ length: n * n }, (_, i) => f(side, Math.floor(i / n), i % n));
  return { A: build("A"), B: build("B") };
}

/** The fragments the Selector shows, by Ring side, offset and Selector position. */
const PAIRS = boardTable((side, ringOffset, p) => countsOf([innerCell(p), ringAt(side, ringOffset, p)]));

/** The non-clear fragments an Exchange at each Market yields (R14 aside), by side, offset and Market. */
const YIELDS = boardTable((side, ringOffset, i) => {
  const m = MARKETS[i];
  return m === undefined ? NO_FRAGMENTS : countsOf(m.links.map((p) => ringAt(side, ringOffset, p)).filter((f) => f !== "W"));
});
const MARKET_INDEX = Object.fromEntries(MARKETS.map((m, i) => [m.id, i])) as Readonly<Record<MarketId, number>>;

/** Of `want`, what the Warehouse holds, and how many are missing. */
function inStock(want: Counts, warehouse: Counts): { taken: Counts; missing: number } {
  const taken = {
    R: Math.min(want.R, warehouse.R),
    Y: Math.min(want.Y, warehouse.Y),
    G: Math.min(want.G, warehouse.G),
    B: Math.min(want.B, warehouse.B),
    W: Math.min(want.W, warehouse.W),
  };
  return { taken, missing: size(want) - size(taken) };
}

/** What a take gives before substitutes: the indicated fragments in stock, and how many are missing. */
export function takeBase(state: LightMastersState): { taken: Counts; missing: number } {
  return inStock(PAIRS[state.ringSide][state.ringOffset * CONSTANTS.positions + state.selector] as Counts, state.warehouse);
}

/** The linked Ring fragments an Exchange at `m` yields (never W), and how many are missing (R14). */
export function exchangeBase(state: LightMastersState, m: MarketId): { taken: Counts; missing: number } {
  return inStock(YIELDS[state.ringSide][state.ringOffset * CONSTANTS.positions + MARKET_INDEX[m]] as Counts, state.warehouse);
}

/** The substitute choices for `missing` fragments out of `stock` (each: a fragment or nothing). */
export function substituteChoices(stock: Counts, missing: number, allowClear: boolean): readonly Counts[] {
  return missing === 0 ? [NO_FRAGMENTS] : subMultisets(stock, 0, missing, allowClear);
}
