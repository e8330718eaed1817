/**
 * The 16 Advantages (rulebook, *Activar una Ventaja* and *Cartas de Ventaja*; rulings R6–R9 and
 * R20–R27): the public surface of the advantage-* modules, one concept each: the mechanisms and
 * their lookups (advantage-mechanics), the timing windows (advantage-timing), the checks of a
 * declared or chosen effect (advantage-checks), the lists of Advantage actions (advantage-actions),
 * applying an activation (advantage-activation), and applying Mago's and Oportunista's follow-ups
 * and later swaps (advantage-follow-ups).
 *
 * @module
 */
export { type AdvantageMechanic, activationsFor, advantageMechanic, advantageNamed, clearAfterInEffect, inEffect, tileAdvantage } from "./advantage-mechanics";
export { windowOpen } from "./advantage-timing";
export { checkDeclared } from "./advantage-checks";
export { activateActions, followUpActions, laterSwapActions } from "./advantage-actions";
export { activate } from "./advantage-activation";
export { followUp, laterSwap } from "./advantage-follow-ups";
