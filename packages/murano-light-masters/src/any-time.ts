/**
 * The any-time actions of a turn: reordering the hand, turning the Ring a step, and activating
 * Advantages in their windows (with Oportunista's later swaps), listed for the current player.
 *
 * @module
 */
import { activateActions, laterSwapActions } from "./advantage-actions";
import type { LightMastersAction } from "./actions";
import { CONSTANTS } from "./data";
import type { LightMastersState, Phase, Player } from "./state";

const ROTATE_RING: LightMastersAction = Object.freeze({ type: "rotateRing" });
const REORDER: readonly LightMastersAction[] = Array.from({ length: 6 }, (_, toIndex) => Object.freeze({ type: "reorderFirst", toIndex }));

const ANY_TIME_PHASES: ReadonlySet<Phase> = new Set(["P1.Selector", "P1.Take", "P1.Open", "P2", "P3"]);

/** The any-time actions (reorder, Ring step, activations in their windows) the player may take now. */
export function anyTimeActions(state: LightMastersState, me: Player): LightMastersAction[] {
  if (!ANY_TIME_PHASES.has(state.phase)) return [];
  if (state.pending !== null && state.config.excessReturnBeforeOtherActions) return [];
  const out: LightMastersAction[] = [];
  if (me.lira >= CONSTANTS.reorderFirstCost && me.hand.length >= 2) {
    for (let toIndex = 1; toIndex < me.hand.length; toIndex++) out.push(REORDER[toIndex] as LightMastersAction);
  }
  if (me.lira >= CONSTANTS.ringStepCost) out.push(ROTATE_RING);
  if (me.completed.length > 0) for (const a of activateActions(state, me)) out.push(a);
  if (state.turn.swapsLeft > 0) for (const a of laterSwapActions(state, me)) out.push(a);
  return out;
}
