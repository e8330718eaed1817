/**
 * The actions of a turn (spec §2.10), each one atomic. Every choice of fragments (the substitutes
 * of a take, what a Sell returns, what pays for a creation, what goes back over the Workbench
 * limit) is a multiset written as fragment {@link Counts}, so each choice has exactly one spelling
 * and `legalActions` lists one action per distinct multiset.
 *
 * Advantages are activated with `activate` (one completed creation, the tile it activates, and the
 * effect chosen), except the three that modify one Negotiate action, which are declared with it
 * (R22): `gratuito` on a `buy`, `mercader` on a `sell`, `pericia` on an `exchange`. The two
 * Advantages with several steps continue with follow-up actions: `arrange` (Mago's
 * rearrangement, one position at a time) and `swap` / `endSwaps` (Oportunista's optional second
 * swap).
 *
 * @module
 */
import { integerBetween } from "@laguna/core";
import * as t from "io-ts";
import { CONSTANTS, CategoryC, ColouredFragmentC, FragmentC, MarketIdC, categoryTile } from "./data";
import { type Counts, CountsC, CreationIdC } from "./state";

const positionC = integerBetween(0, CONSTANTS.positions - 1, `a board position (0 to ${CONSTANTS.positions - 1})`);

/**
 * The io-ts codec of an activation: the completed creation moved to the used pile, and the
 * Category tile (one of the card's symbols) whose Advantage it activates.
 *
 * @example
 * ActivationC.is({ card: "HOU-1", tile: "HOU" }); // true
 * @category Actions
 */
export const ActivationC = t.readonly(t.type({ card: CreationIdC, tile: CategoryC }), "Activation");

/**
 * A completed creation and the tile whose Advantage it activates.
 *
 * @example
 * const use: Activation = { card: "ART-6", tile: "JEW" };
 * @category Actions
 */
export type Activation = t.TypeOf<typeof ActivationC>;

/**
 * The io-ts codec of Pericia's (5) parameter of an Exchange: the linked Ring positions chosen (1
 * to 3, ascending, at most one showing W), and the creation that activates it, or `null` when
 * Pericia is already in effect for the whole phase (`phaseAdvantageScope: "wholePhase"`).
 *
 * @example
 * PericiaC.is({ positions: [0, 1, 2], activation: { card: "ANI-1", tile: "ANI" } }); // true
 * @category Actions
 */
export const PericiaC = t.readonly(
  t.type({ positions: t.readonlyArray(positionC), activation: t.union([ActivationC, t.null]) }),
  "Pericia",
);

/**
 * Pericia's parameter of an Exchange.
 *
 * @example
 * const pericia: Pericia = { positions: [1], activation: { card: "ANI-1", tile: "ANI" } };
 * @category Actions
 */
export type Pericia = t.TypeOf<typeof PericiaC>;

/**
 * The io-ts codec of the effect chosen with an `activate`; its `kind` names the Advantage's
 * mechanism and must match the Advantage under the tile:
 * - `gain` (1 Regalo, 2 Obsequio): take one fragment of `colour`;
 * - `takeClear` (6 Avaricioso after a Buy, 7 Bien jugado after a Sell): take one W;
 * - `rearrange` (8 Mago): gain 1Ł, then put the hand in any order with `arrange` steps;
 * - `returnClear` (9 Favoritismo): return one W, gain 3Ł;
 * - `extraAction` (10 Privilegio): pay 1Ł for one more Negotiate action;
 * - `skipSelector` (11 Previsión): do not turn the Selector; +1Ł after the take;
 * - `extraTake` (12 Repetir): pay 1Ł for one more take;
 * - `move` (13 Viajante): move one `colour` fragment from Market `from` to Market `to`;
 * - `fame` (14 Fama): +2Ł for a completion of value 8 this turn;
 * - `swap` (15 Oportunista): pay 1Ł, return `give`, take `take` (not W); a second swap may follow;
 * - `setRing` (16 Vidente): set the Ring to `offset`, free;
 * - `none`: no effect at all (only with `allowNoOpActivation`, when no effect is possible, R23).
 *
 * @example
 * AdvantageEffectChoiceC.is({ kind: "gain", colour: "Y" }); // true
 * AdvantageEffectChoiceC.is({ kind: "setRing", offset: 4 }); // true
 * @category Actions
 */
export const AdvantageEffectChoiceC = t.union(
  [
    t.readonly(t.type({ kind: t.literal("gain"), colour: ColouredFragmentC })),
    t.readonly(t.type({ kind: t.literal("takeClear") })),
    t.readonly(t.type({ kind: t.literal("rearrange") })),
    t.readonly(t.type({ kind: t.literal("returnClear") })),
    t.readonly(t.type({ kind: t.literal("extraAction") })),
    t.readonly(t.type({ kind: t.literal("skipSelector") })),
    t.readonly(t.type({ kind: t.literal("extraTake") })),
    t.readonly(t.type({ kind: t.literal("move"), from: MarketIdC, to: MarketIdC, colour: FragmentC })),
    t.readonly(t.type({ kind: t.literal("fame") })),
    t.readonly(t.type({ kind: t.literal("swap"), give: FragmentC, take: ColouredFragmentC })),
    t.readonly(t.type({ kind: t.literal("setRing"), offset: positionC })),
    t.readonly(t.type({ kind: t.literal("none") })),
  ],
  "AdvantageEffectChoice",
);

/**
 * The effect chosen with an `activate` (see {@link AdvantageEffectChoiceC}).
 *
 * @example
 * const effect: AdvantageEffectChoice = { kind: "move", from: "NE", to: "SW", colour: "R" };
 * @category Actions
 */
export type AdvantageEffectChoice = t.TypeOf<typeof AdvantageEffectChoiceC>;

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
    t.readonly(
      t.intersection([
        t.type({ type: t.literal("exchange"), market: MarketIdC, give: FragmentC, substitutes: CountsC }),
        t.partial({ pericia: PericiaC }),
      ]),
    ),
    t.readonly(t.intersection([t.type({ type: t.literal("buy"), market: MarketIdC }), t.partial({ gratuito: ActivationC })])),
    t.readonly(t.intersection([t.type({ type: t.literal("sell"), fragments: CountsC }), t.partial({ mercader: ActivationC })])),
    t.readonly(t.type({ type: t.literal("complete"), payment: CountsC })),
    t.readonly(t.type({ type: t.literal("reorderFirst"), toIndex: integerBetween(1, 5, "a hand position (1 to 5)") })),
    t.readonly(t.type({ type: t.literal("rotateRing") })),
    t.readonly(t.type({ type: t.literal("returnExcess"), fragments: CountsC })),
    t.readonly(t.type({ type: t.literal("activate"), card: CreationIdC, tile: CategoryC, effect: AdvantageEffectChoiceC })),
    t.readonly(t.type({ type: t.literal("arrange"), index: integerBetween(0, 5, "a hand position (0 to 5)") })),
    t.readonly(t.type({ type: t.literal("swap"), give: FragmentC, take: ColouredFragmentC })),
    t.readonly(t.type({ type: t.literal("endSwaps") })),
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
 *   `exchangeShortage = "substituteNonClear"` (R14); with `pericia` (Advantage 5), take the
 *   chosen linked positions instead;
 * - `buy`: pay 2Ł (0Ł with `gratuito`, Advantage 3) and take every fragment of `market`;
 * - `sell`: return `fragments` (at least one) to the Warehouse for 1Ł in total (4Ł with
 *   `mercader`, Advantage 4);
 * - `complete`: complete the first card of the hand, paying with `payment` (4 fragments, W wild);
 * - `reorderFirst`: pay 1Ł to move the first card to position `toIndex` (1 or more);
 * - `rotateRing`: pay 1Ł to turn the Ring one step counter-clockwise;
 * - `returnExcess`: return exactly the pending number of fragments (Workbench limit, R12);
 * - `activate`: move `card` from the completed pile to the used pile to activate the Advantage
 *   under `tile` (one of the card's symbols), with the `effect` chosen (§3);
 * - `arrange`: during Mago's rearrangement, put the card now at hand position `index` at the next
 *   position to settle;
 * - `swap`: Oportunista's second swap (pay 1Ł, return `give`, take `take`); `endSwaps`: no
 *   second swap;
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
      const pericia =
        action.pericia === undefined
          ? ""
          : `, choosing Ring positions ${action.pericia.positions.join(", ")} with Pericia${action.pericia.activation === null ? "" : ` (${activationText(action.pericia.activation)})`}`;
      return `exchange ${action.give} into Market ${action.market}${subs === "nothing" ? "" : `, taking ${subs} in place of missing ones`}${pericia}`;
    }
    case "buy":
      return action.gratuito === undefined
        ? `buy every fragment of Market ${action.market} for 2Ł`
        : `buy every fragment of Market ${action.market}, free with Gratuito (${activationText(action.gratuito)})`;
    case "sell":
      return action.mercader === undefined
        ? `sell ${showCounts(action.fragments)} for 1Ł`
        : `sell ${showCounts(action.fragments)} for 4Ł with Mercader (${activationText(action.mercader)})`;
    case "complete":
      return `complete the first creation, paying ${showCounts(action.payment)}`;
    case "reorderFirst":
      return `move the first creation to position ${action.toIndex + 1} for 1Ł`;
    case "rotateRing":
      return "turn the Ring one step counter-clockwise for 1Ł";
    case "returnExcess":
      return `return ${showCounts(action.fragments)} to the Warehouse`;
    case "activate":
      return `activate the ${categoryTile(action.tile).en} tile with ${action.card}: ${effectText(action.effect)}`;
    case "arrange":
      return `put the card at hand position ${action.index + 1} next in the new order (Mago)`;
    case "swap":
      return `swap ${action.give} for ${action.take} for 1Ł (Oportunista, second swap)`;
    case "endSwaps":
      return "make no second swap (Oportunista)";
    case "endTurn":
      return "end the turn";
  }
}

const activationText = (a: Activation): string => `${a.card} on the ${categoryTile(a.tile).en} tile`;

function effectText(effect: AdvantageEffectChoice): string {
  switch (effect.kind) {
    case "gain":
      return `take ${effect.colour}`;
    case "takeClear":
      return "take W";
    case "rearrange":
      return "gain 1Ł and rearrange the hand";
    case "returnClear":
      return "return W for 3Ł";
    case "extraAction":
      return "pay 1Ł for one more Negotiate action";
    case "skipSelector":
      return "leave the Selector where it is (+1Ł after the take)";
    case "extraTake":
      return "pay 1Ł for one more take";
    case "move":
      return `move ${effect.colour} from Market ${effect.from} to Market ${effect.to}`;
    case "fame":
      return "+2Ł for a creation of value 8";
    case "swap":
      return `pay 1Ł, swap ${effect.give} for ${effect.take}`;
    case "setRing":
      return `set the Ring to offset ${effect.offset}`;
    case "none":
      return "no effect";
  }
}
