/**
 * The Advantages' timing windows (rulebook, *Activar una Ventaja*; rulings R6–R9): in which phases
 * each timing class (`timing` in the data) lets an Advantage be activated, the words that say so
 * in a refusal, and whether activations are open at all now. The R numbers in this module are the
 * rulings of the game's page, docs/games/murano-light-masters.md.
 *
 * @module
 */
import type { AdvantageMechanic } from "./advantage-mechanics";
import type { AdvantageCard, AdvantageTiming } from "./data";
import type { LightMastersState, Phase } from "./state";

/** The phases in which a timing class lets an Advantage be activated. */
export const WINDOWS: Readonly<Record<AdvantageTiming, readonly Phase[]>> = {
  anyTime: ["P1.Selector", "P1.Take", "P1.Open", "P2", "P3"],
  "phase1.beforeSelector": ["P1.Selector"],
  "phase1.open": ["P1.Selector", "P1.Take", "P1.Open"],
  "phase2.open": ["P1.Open", "P2"],
  "phase2.withAction": [],
  "phase2.afterAction": ["P1.Open", "P2"],
  "phase3.afterCompletion": ["P3"],
};

/** When each timing window opens, in the words of a refusal. */
export const WINDOW_WORDS: Readonly<Record<AdvantageTiming, string>> = {
  anyTime: "at any time during your turn",
  "phase1.beforeSelector": "in phase 1, before you turn the Selector",
  "phase1.open": "in phase 1 (Obtain fragments), before your first Negotiate action",
  "phase2.open": "in phase 2 (Negotiate)",
  "phase2.withAction": "with a Negotiate action",
  "phase2.afterAction": "in phase 2 (Negotiate), after the action it rewards",
  "phase3.afterCompletion": "in phase 3 (Complete creations)",
};

/** For the Advantages declared with a Negotiate action, the action that declares them, in the words of a refusal. */
export const WITH_ACTION_WORDS: Partial<Record<AdvantageMechanic, string>> = {
  withBuy: "a Buy: add it to the buy action as `gratuito`",
  withSell: "a Sell: add it to the sell action as `mercader`",
  withExchange: "an Exchange: add it to the exchange action as `pericia`",
};

/**
 * Whether the Advantage's timing window (its `timing` in the data, R6–R9) is open in this phase.
 *
 * @example
 * windowOpen(advantageCard(11), "P1.Selector"); // true: Previsión, before the Selector turns
 * windowOpen(advantageCard(11), "P1.Take"); // false
 * @category Advantages
 */
export function windowOpen(card: AdvantageCard, phase: Phase): boolean {
  return WINDOWS[card.timing].includes(phase);
}

/** Whether the player may activate Advantages now, apart from each card's own window (R8, R9). */
export function activationOpen(state: LightMastersState): boolean {
  if (state.phase === "GameOver" || state.followUp !== null) return false;
  return state.pending === null || !state.config.excessReturnBeforeOtherActions;
}
