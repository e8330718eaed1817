/**
 * The actions of a turn, each one atomic. Every choice of fragments (the substitutes
 * of a take, what a Sell returns, what pays for a creation, what goes back over the Workbench
 * limit) is a multiset written as fragment {@link Counts}, so each choice has exactly one spelling
 * and `legalActions` lists one action per distinct multiset.
 *
 * Advantages are activated with `activate` (one completed creation, the tile it activates, and the
 * effect chosen), except the three that modify one Negotiate action, which are declared with it:
 * `gratuito` on a `buy`, `mercader` on a `sell`, `pericia` on an `exchange`. The two
 * Advantages with several steps continue with follow-up actions: `arrange` (Mago's
 * rearrangement, one position at a time) and `swap` / `endSwaps` (Oportunista's optional second
 * swap).
 *
 * @module
 */
import { integerBetween } from "@laguna/core";
import * as t from "io-ts";
import {
  CONSTANTS,
  type Category,
  CategoryC,
  type ColouredFragment,
  ColouredFragmentC,
  type Fragment,
  FragmentC,
  type MarketId,
  MarketIdC,
  categoryTile,
} from "./data";
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
export const ActivationC: t.Type<Activation, Activation, unknown> = t.readonly(t.type({ card: CreationIdC, tile: CategoryC }), "Activation");

/**
 * A completed creation and the tile whose Advantage it activates.
 *
 * @example
 * const use: Activation = { card: "ART-6", tile: "JEW" };
 * @category Actions
 */
export interface Activation {
  /** The Creation card moved from the player's completed pile to their used pile. */
  readonly card: string;
  /** The Category tile whose Advantage it activates: one of the card's symbols. */
  readonly tile: Category;
}

/**
 * The io-ts codec of Pericia's (5) parameter of an Exchange: the linked Ring positions chosen (1
 * to 3, ascending, at most one showing W), and the creation that activates it, or `null` when
 * Pericia is already in effect for the whole phase (`phaseAdvantageScope: "wholePhase"`).
 *
 * @example
 * PericiaC.is({ positions: [0, 1, 2], activation: { card: "ANI-1", tile: "ANI" } }); // true
 * @category Actions
 */
export const PericiaC: t.Type<Pericia, Pericia, unknown> = t.readonly(
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
export interface Pericia {
  /** The linked Ring positions to take from: 1 to 3, ascending, at most one of them showing a clear fragment. */
  readonly positions: readonly number[];
  /** The creation that activates Pericia, or `null` when it is already in effect for the whole phase (`phaseAdvantageScope: "wholePhase"`). */
  readonly activation: Activation | null;
}

/**
 * Regalo (1) or Obsequio (2): take one fragment of `colour` from the Warehouse.
 *
 * @example
 * const effect: GainChoice = { kind: "gain", colour: "Y" };
 * @category Actions
 */
export interface GainChoice {
  /** The effect's mechanism. */
  readonly kind: "gain";
  /** The colour to take: one the Advantage offers, in stock. */
  readonly colour: ColouredFragment;
}

/**
 * Avaricioso (6, after a Buy) or Bien jugado (7, after a Sell): take one clear fragment.
 *
 * @example
 * const effect: TakeClearChoice = { kind: "takeClear" };
 * @category Actions
 */
export interface TakeClearChoice {
  /** The effect's mechanism. */
  readonly kind: "takeClear";
}

/**
 * Mago (8): gain 1Ł, then put the hand in any order with `arrange` steps.
 *
 * @example
 * const effect: RearrangeChoice = { kind: "rearrange" };
 * @category Actions
 */
export interface RearrangeChoice {
  /** The effect's mechanism. */
  readonly kind: "rearrange";
}

/**
 * Favoritismo (9): return one clear fragment, gain 3Ł.
 *
 * @example
 * const effect: ReturnClearChoice = { kind: "returnClear" };
 * @category Actions
 */
export interface ReturnClearChoice {
  /** The effect's mechanism. */
  readonly kind: "returnClear";
}

/**
 * Privilegio (10): pay 1Ł for one more Negotiate action.
 *
 * @example
 * const effect: ExtraActionChoice = { kind: "extraAction" };
 * @category Actions
 */
export interface ExtraActionChoice {
  /** The effect's mechanism. */
  readonly kind: "extraAction";
}

/**
 * Previsión (11): do not turn the Selector this turn; gain 1Ł after the take.
 *
 * @example
 * const effect: SkipSelectorChoice = { kind: "skipSelector" };
 * @category Actions
 */
export interface SkipSelectorChoice {
  /** The effect's mechanism. */
  readonly kind: "skipSelector";
}

/**
 * Repetir (12): pay 1Ł for one more take at the same Selector stop.
 *
 * @example
 * const effect: ExtraTakeChoice = { kind: "extraTake" };
 * @category Actions
 */
export interface ExtraTakeChoice {
  /** The effect's mechanism. */
  readonly kind: "extraTake";
}

/**
 * Viajante (13): move one fragment from one Market to another Market with room.
 *
 * @example
 * const effect: MoveChoice = { kind: "move", from: "NE", to: "SW", colour: "R" };
 * @category Actions
 */
export interface MoveChoice {
  /** The effect's mechanism. */
  readonly kind: "move";
  /** The Market the fragment leaves. */
  readonly from: MarketId;
  /** The Market it goes to (another one, with an empty slot). */
  readonly to: MarketId;
  /** The colour of the fragment moved: one that Market `from` holds. */
  readonly colour: Fragment;
}

/**
 * Fama (14): gain 2Ł for a completion of value 8 this turn not yet rewarded.
 *
 * @example
 * const effect: FameChoice = { kind: "fame" };
 * @category Actions
 */
export interface FameChoice {
  /** The effect's mechanism. */
  readonly kind: "fame";
}

/**
 * Oportunista (15): pay 1Ł, return `give` to the Warehouse and take `take`; a second swap may
 * follow.
 *
 * @example
 * const effect: SwapChoice = { kind: "swap", give: "W", take: "B" };
 * @category Actions
 */
export interface SwapChoice {
  /** The effect's mechanism. */
  readonly kind: "swap";
  /** The fragment returned from the Workbench (any colour). */
  readonly give: Fragment;
  /** The fragment taken from the Warehouse: a non-clear colour other than `give`, in stock. */
  readonly take: ColouredFragment;
}

/**
 * Vidente (16): turn the Ring to any other offset, free.
 *
 * @example
 * const effect: SetRingChoice = { kind: "setRing", offset: 4 };
 * @category Actions
 */
export interface SetRingChoice {
  /** The effect's mechanism. */
  readonly kind: "setRing";
  /** The Ring's new offset (0 to 11), other than the current one. */
  readonly offset: number;
}

/**
 * No effect at all: only with `allowNoOpActivation`, when the Advantage can have no effect.
 *
 * @example
 * const effect: NoEffectChoice = { kind: "none" };
 * @category Actions
 */
export interface NoEffectChoice {
  /** The effect's mechanism. */
  readonly kind: "none";
}

/**
 * The effect chosen with an `activate`; its `kind` names the Advantage's mechanism and must match
 * the Advantage under the tile.
 *
 * @example
 * const effect: AdvantageEffectChoice = { kind: "move", from: "NE", to: "SW", colour: "R" };
 * @category Actions
 */
export type AdvantageEffectChoice =
  /** `gain`: Regalo (1) or Obsequio (2), take a fragment of one colour. */
  | GainChoice
  /** `takeClear`: Avaricioso (6) or Bien jugado (7), take a clear fragment. */
  | TakeClearChoice
  /** `rearrange`: Mago (8), gain 1Ł and put the hand in any order. */
  | RearrangeChoice
  /** `returnClear`: Favoritismo (9), return a clear fragment for 3Ł. */
  | ReturnClearChoice
  /** `extraAction`: Privilegio (10), pay 1Ł for one more Negotiate action. */
  | ExtraActionChoice
  /** `skipSelector`: Previsión (11), the Selector stays; 1Ł after the take. */
  | SkipSelectorChoice
  /** `extraTake`: Repetir (12), pay 1Ł for one more take. */
  | ExtraTakeChoice
  /** `move`: Viajante (13), move a fragment from one Market to another. */
  | MoveChoice
  /** `fame`: Fama (14), 2Ł for a completion of value 8. */
  | FameChoice
  /** `swap`: Oportunista (15), pay 1Ł to swap a fragment for another colour. */
  | SwapChoice
  /** `setRing`: Vidente (16), turn the Ring to any other offset, free. */
  | SetRingChoice
  /** `none`: no effect (only with `allowNoOpActivation`). */
  | NoEffectChoice;

/**
 * The io-ts codec of {@link AdvantageEffectChoice}.
 *
 * @example
 * AdvantageEffectChoiceC.is({ kind: "gain", colour: "Y" }); // true
 * AdvantageEffectChoiceC.is({ kind: "setRing", offset: 4 }); // true
 * @category Actions
 */
export const AdvantageEffectChoiceC: t.Type<AdvantageEffectChoice, AdvantageEffectChoice, unknown> = t.union(
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

const FRAGMENT_ORDER = ["R", "Y", "G", "B", "W"] as const;

/**
 * Phase 1 (Obtain), first step: turn the Selector one stop clockwise.
 *
 * @example
 * const action: TurnSelectorAction = { type: "turnSelector" };
 * @category Actions
 */
export interface TurnSelectorAction {
  /** The action's type. */
  readonly type: "turnSelector";
}

/**
 * Phase 1 (Obtain): take the inner-circle fragment and the Ring fragment the Selector points at.
 *
 * @example
 * const action: TakeAction = { type: "take", substitutes: { R: 0, Y: 0, G: 0, B: 0, W: 0 } };
 * @category Actions
 */
export interface TakeAction {
  /** The action's type. */
  readonly type: "take";
  /** The fragments taken in place of indicated ones missing from the Warehouse: at most one per missing fragment, possibly none. */
  readonly substitutes: Counts;
}

/**
 * Phase 2 (Negotiate), *Intercambiar* (Exchange): put a fragment from the Workbench into an empty
 * slot of a Market and take the Ring fragments at its linked positions, never clear ones.
 *
 * @example
 * const action: ExchangeAction = { type: "exchange", market: "NE", give: "R", substitutes: { R: 0, Y: 0, G: 0, B: 0, W: 0 } };
 * @category Actions
 */
export interface ExchangeAction {
  /** The action's type. */
  readonly type: "exchange";
  /** The Market the fragment goes into. */
  readonly market: MarketId;
  /** The fragment put into the Market. */
  readonly give: Fragment;
  /** Fragments taken in place of linked ones out of stock: empty unless `exchangeShortage` is `"substituteNonClear"`. */
  readonly substitutes: Counts;
  /** With Pericia (5): the linked positions chosen instead of all of them, and its activation. */
  readonly pericia?: Pericia;
}

/**
 * Phase 2 (Negotiate), *Comprar* (Buy): pay 2Ł and take every fragment of a Market.
 *
 * @example
 * const action: BuyAction = { type: "buy", market: "SE" };
 * @category Actions
 */
export interface BuyAction {
  /** The action's type. */
  readonly type: "buy";
  /** The Market bought. */
  readonly market: MarketId;
  /** With Gratuito (3): the activation that makes the Buy cost nothing. */
  readonly gratuito?: Activation;
}

/**
 * Phase 2 (Negotiate), *Vender* (Sell): return fragments to the Warehouse for 1Ł in all.
 *
 * @example
 * const action: SellAction = { type: "sell", fragments: { R: 0, Y: 0, G: 0, B: 2, W: 0 } };
 * @category Actions
 */
export interface SellAction {
  /** The action's type. */
  readonly type: "sell";
  /** The fragments returned (at least one). */
  readonly fragments: Counts;
  /** With Mercader (4): the activation that makes the Sell pay 4Ł in all. */
  readonly mercader?: Activation;
}

/**
 * Phase 3 (Complete): complete the first card of the hand.
 *
 * @example
 * const action: CompleteAction = { type: "complete", payment: { R: 1, Y: 0, G: 3, B: 0, W: 0 } };
 * @category Actions
 */
export interface CompleteAction {
  /** The action's type. */
  readonly type: "complete";
  /** The 4 fragments that pay for the card's needs (clear ones are wild). */
  readonly payment: Counts;
}

/**
 * At any time in the turn: pay 1Ł to move the first card of the hand to another position.
 *
 * @example
 * const action: ReorderFirstAction = { type: "reorderFirst", toIndex: 2 };
 * @category Actions
 */
export interface ReorderFirstAction {
  /** The action's type. */
  readonly type: "reorderFirst";
  /** The hand position the first card moves to (1 to the hand size minus 1). */
  readonly toIndex: number;
}

/**
 * At any time in the turn: pay 1Ł to turn the Ring one step counter-clockwise.
 *
 * @example
 * const action: RotateRingAction = { type: "rotateRing" };
 * @category Actions
 */
export interface RotateRingAction {
  /** The action's type. */
  readonly type: "rotateRing";
}

/**
 * Return the excess of a Workbench over 8 fragments to the Warehouse.
 *
 * @example
 * const action: ReturnExcessAction = { type: "returnExcess", fragments: { R: 1, Y: 0, G: 0, B: 0, W: 0 } };
 * @category Actions
 */
export interface ReturnExcessAction {
  /** The action's type. */
  readonly type: "returnExcess";
  /** The fragments returned: exactly as many as are pending. */
  readonly fragments: Counts;
}

/**
 * *Activar una Ventaja* (Activate an Advantage): move a completed creation to the used pile to
 * activate the Advantage under one of its tiles, with the effect chosen.
 *
 * @example
 * const action: ActivateAction = { type: "activate", card: "HOU-1", tile: "HOU", effect: { kind: "fame" } };
 * @category Actions
 */
export interface ActivateAction {
  /** The action's type. */
  readonly type: "activate";
  /** The Creation card moved from the completed pile to the used pile. */
  readonly card: string;
  /** The Category tile whose Advantage it activates: one of the card's symbols. */
  readonly tile: Category;
  /** The effect chosen; its `kind` must match the Advantage under the tile. */
  readonly effect: AdvantageEffectChoice;
}

/**
 * During Mago's rearrangement: put a card at the next hand position to settle.
 *
 * @example
 * const action: ArrangeAction = { type: "arrange", index: 3 };
 * @category Actions
 */
export interface ArrangeAction {
  /** The action's type. */
  readonly type: "arrange";
  /** The hand position of the card to put there (one not settled yet). */
  readonly index: number;
}

/**
 * Oportunista's second swap: pay 1Ł, return `give` and take `take`. It comes right after the
 * first, or, with `oportunistaSecondSwap: "laterInTurn"`, at any later moment of the turn.
 *
 * @example
 * const action: SwapAction = { type: "swap", give: "R", take: "G" };
 * @category Actions
 */
export interface SwapAction {
  /** The action's type. */
  readonly type: "swap";
  /** The fragment returned from the Workbench. */
  readonly give: Fragment;
  /** The fragment taken from the Warehouse: a non-clear colour other than `give`, in stock. */
  readonly take: ColouredFragment;
}

/**
 * Decline Oportunista's second swap.
 *
 * @example
 * const action: EndSwapsAction = { type: "endSwaps" };
 * @category Actions
 */
export interface EndSwapsAction {
  /** The action's type. */
  readonly type: "endSwaps";
}

/**
 * End the turn.
 *
 * @example
 * const action: EndTurnAction = { type: "endTurn" };
 * @category Actions
 */
export interface EndTurnAction {
  /** The action's type. */
  readonly type: "endTurn";
}

/**
 * One action of the current player. Every choice of fragments is a multiset written as
 * {@link Counts}, so each choice has one spelling.
 *
 * @example
 * const action: LightMastersAction = { type: "sell", fragments: { R: 0, Y: 0, G: 0, B: 2, W: 0 } };
 * @category Actions
 */
export type LightMastersAction =
  /** `turnSelector`: turn the Selector one stop clockwise (phase 1, Obtain). */
  | TurnSelectorAction
  /** `take`: take the two fragments the Selector points at (phase 1, Obtain). */
  | TakeAction
  /** `exchange`: put a fragment into a Market and take its linked Ring fragments (phase 2, Negotiate). */
  | ExchangeAction
  /** `buy`: pay 2Ł and take every fragment of a Market (phase 2, Negotiate). */
  | BuyAction
  /** `sell`: return fragments for 1Ł in all (phase 2, Negotiate). */
  | SellAction
  /** `complete`: complete the first card of the hand (phase 3, Complete). */
  | CompleteAction
  /** `reorderFirst`: pay 1Ł to move the first card of the hand (any time). */
  | ReorderFirstAction
  /** `rotateRing`: pay 1Ł to turn the Ring one step counter-clockwise (any time). */
  | RotateRingAction
  /** `returnExcess`: return the fragments over 8 to the Warehouse. */
  | ReturnExcessAction
  /** `activate`: use a completed creation to activate an Advantage. */
  | ActivateAction
  /** `arrange`: settle the next hand position during Mago's rearrangement. */
  | ArrangeAction
  /** `swap`: Oportunista's second swap. */
  | SwapAction
  /** `endSwaps`: decline Oportunista's second swap. */
  | EndSwapsAction
  /** `endTurn`: end the turn. */
  | EndTurnAction;

/**
 * The creation an action uses to activate an Advantage, if it uses one: an `activate` action's,
 * and the activation declared with a Negotiate action (Gratuito with a Buy, Mercader with a Sell,
 * Pericia with an Exchange, R22; a Pericia already in effect for the whole phase activates nothing).
 *
 * @example
 * activationOf({ type: "buy", market: "NE", gratuito: { card: "HOU-1", tile: "HOU" } }); // { card: "HOU-1", tile: "HOU" }
 * activationOf({ type: "buy", market: "NE" }); // undefined
 * @category Actions
 */
export function activationOf(action: LightMastersAction): Activation | undefined {
  switch (action.type) {
    case "activate":
      return { card: action.card, tile: action.tile };
    case "buy":
      return action.gratuito;
    case "sell":
      return action.mercader;
    case "exchange":
      return action.pericia?.activation ?? undefined;
    default:
      return undefined;
  }
}

/**
 * The io-ts codec of an action.
 *
 * @example
 * LightMastersActionC.is({ type: "buy", market: "NE" }); // true
 * LightMastersActionC.is({ type: "rotateRing" }); // true
 * @category Actions
 */
export const LightMastersActionC: t.Type<LightMastersAction, LightMastersAction, unknown> = t.union(
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
      return `exchange ${action.give} into Market ${action.market} (taking its linked Ring fragments)${subs === "nothing" ? "" : `, taking ${subs} in place of missing ones`}${pericia}`;
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
      return `complete hand card #1 (the first creation), paying ${showCounts(action.payment)}; it earns 1Ł per empty Workbench space left`;
    case "reorderFirst":
      return `move hand card #1 to hand position #${action.toIndex + 1} for 1Ł (creations are completed first card first)`;
    case "rotateRing":
      return "turn the Ring one step counter-clockwise for 1Ł";
    case "returnExcess":
      return `return ${showCounts(action.fragments)} to the Warehouse`;
    case "activate":
      return `activate the ${categoryTile(action.tile).en} tile with ${action.card}: ${effectText(action.effect)}`;
    case "arrange":
      return `put hand card #${action.index + 1} next in the new order (Mago)`;
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
