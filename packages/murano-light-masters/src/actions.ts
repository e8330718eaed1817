/**
 * The actions of a turn (spec §2.10), each one atomic. Every choice of fragments (the substitutes
 * of a take, what a Sell returns, what pays for a creation, what goes back over the Workbench
 * limit) is a multiset written as fragment {@link Counts}, so each choice has exactly one spelling
 * and `legalActions` lists one action per distinct multiset.
 *
 * Advantage activations (`activate`, and the Advantage parameters of `exchange`, `buy` and `sell`)
 * are not part of this version.
 *
 * @module
 */
import { integerBetween } from "@laguna/core";
import * as t from "io-ts";
import { FragmentC, MarketIdC } from "./data";
import { type Counts, CountsC } from "./state";

const FRAGMENT_ORDER = ["R", "Y", "G", "B", "W"] as const;

/**
 * The io-ts codec of an action.
 *
 * @example
 * LightMastersActionC.is({ type: "buy", market: "NE" }); // true
 * LightMastersActionC.is({ type: "rotateRing" }); // true
 * @category Actions
 */
export const LightMastersActionC = t.union(
  [
    t.readonly(t.type({ type: t.literal("turnSelector") })),
    t.readonly(t.type({ type: t.literal("take"), substitutes: CountsC })),
    t.readonly(t.type({ type: t.literal("exchange"), market: MarketIdC, give: FragmentC, substitutes: CountsC })),
    t.readonly(t.type({ type: t.literal("buy"), market: MarketIdC })),
    t.readonly(t.type({ type: t.literal("sell"), fragments: CountsC })),
    t.readonly(t.type({ type: t.literal("complete"), payment: CountsC })),
    t.readonly(t.type({ type: t.literal("reorderFirst"), toIndex: integerBetween(1, 5, "a hand position (1 to 5)") })),
    t.readonly(t.type({ type: t.literal("rotateRing") })),
    t.readonly(t.type({ type: t.literal("returnExcess"), fragments: CountsC })),
    t.readonly(t.type({ type: t.literal("endTurn") })),
  ],
  "LightMastersAction",
);

/**
 * One action of the current player:
 * - `turnSelector`: turn the Selector one stop clockwise (phase 1, step 1);
 * - `take`: take the pair the Selector shows; `substitutes` are the fragments chosen in place of
 *   indicated ones missing from the Warehouse (R13), at most one per missing fragment, possibly
 *   none;
 * - `exchange`: put `give` from the Workbench into an empty slot of `market` and take the linked
 *   Ring fragments, never W (§2.6); `substitutes` stays empty except with
 *   `exchangeShortage = "substituteNonClear"` (R14);
 * - `buy`: pay 2Ł and take every fragment of `market`;
 * - `sell`: return `fragments` (at least one) to the Warehouse for 1Ł in total;
 * - `complete`: complete the first card of the hand, paying with `payment` (4 fragments, W wild);
 * - `reorderFirst`: pay 1Ł to move the first card to position `toIndex` (1 or more);
 * - `rotateRing`: pay 1Ł to turn the Ring one step counter-clockwise;
 * - `returnExcess`: return exactly the pending number of fragments (Workbench limit, R12);
 * - `endTurn`: end the turn.
 *
 * @example
 * const action: LightMastersAction = { type: "sell", fragments: { R: 0, Y: 0, G: 0, B: 2, W: 0 } };
 * @category Actions
 */
export type LightMastersAction = t.TypeOf<typeof LightMastersActionC>;

/**
 * A multiset of fragments in words, e.g. `"B B W"`, or `"nothing"`.
 *
 * @example
 * showCounts({ R: 1, Y: 0, G: 0, B: 2, W: 0 }); // "R B B"
 * @category Actions
 */
export function showCounts(counts: Counts): string {
  const parts = FRAGMENT_ORDER.flatMap((c) => Array.from({ length: counts[c] }, () => c));
  return parts.length === 0 ? "nothing" : parts.join(" ");
}

/**
 * A short description of an action, for logs, CLIs and UIs.
 *
 * @example
 * describeAction({ type: "buy", market: "NE" }); // "buy every fragment of Market NE for 2Ł"
 * describeAction({ type: "rotateRing" }); // "turn the Ring one step counter-clockwise for 1Ł"
 * @category Actions
 */
export function describeAction(action: LightMastersAction): string {
  switch (action.type) {
    case "turnSelector":
      return "turn the Selector one stop clockwise";
    case "take": {
      const subs = showCounts(action.substitutes);
      return subs === "nothing" ? "take the indicated fragments" : `take the indicated fragments, with ${subs} in place of missing ones`;
    }
    case "exchange": {
      const subs = showCounts(action.substitutes);
      return `exchange ${action.give} into Market ${action.market}${subs === "nothing" ? "" : `, taking ${subs} in place of missing ones`}`;
    }
    case "buy":
      return `buy every fragment of Market ${action.market} for 2Ł`;
    case "sell":
      return `sell ${showCounts(action.fragments)} for 1Ł`;
    case "complete":
      return `complete the first creation, paying ${showCounts(action.payment)}`;
    case "reorderFirst":
      return `move the first creation to position ${action.toIndex + 1} for 1Ł`;
    case "rotateRing":
      return "turn the Ring one step counter-clockwise for 1Ł";
    case "returnExcess":
      return `return ${showCounts(action.fragments)} to the Warehouse`;
    case "endTurn":
      return "end the turn";
  }
}
