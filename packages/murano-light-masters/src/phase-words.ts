/**
 * The words for what each phase of the turn still requires, for the refusals of the actions that
 * come at the wrong point of the turn.
 *
 * @module
 */
import type { Phase } from "./state";

/** What each phase still requires, in the words of a refusal. */
export const PHASE_WORDS: Readonly<Record<Phase, string>> = {
  "P1.Selector": "you must first turn the Selector",
  "P1.Take": "you must first take the fragments the Selector shows",
  "P1.Open": "phase 1 is done and you have not negotiated yet",
  P2: "you have already negotiated",
  P3: "you are completing creations",
  GameOver: "the game is over",
};
