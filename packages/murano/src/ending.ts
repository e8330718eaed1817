/**
 * The end of a turn and of the game (rulebook, *End of the Game and Scoring*): the trigger (two
 * different stacks empty), everyone else's last turn, the final-turn special rule's offer to place
 * a tile bought in the final turn, the Trading Station's end-of-turn bead, the hand-over to the
 * next player, and the switch to final scoring after the last turn.
 *
 * @module
 */
import { isGameOverAfterTurn, nextSeat, seatsClockwise } from "@laguna/core";
import { advanceScoring } from "./final-scoring";
import { finalPlacementSpaces } from "./placement";
import { player, replacePlayer } from "./players";
import type { MuranoState } from "./state";

function stackEmptyCount(state: MuranoState): number {
  return (
    (state.piles.every((p) => p.length === 0) ? 1 : 0) +
    (state.shopStack.length === 0 ? 1 : 0) +
    (state.palaceStack.length === 0 ? 1 : 0) +
    (state.glassFactoryStack.length === 0 ? 1 : 0) +
    (state.specialTileStack.length === 0 ? 1 : 0)
  );
}

/**
 * Starts the last turns once two different stacks are empty (the street piles count as one).
 *
 * @example
 * checkTrigger(state).ending; // { rule: "lastTurns", triggeredBy: … } once triggered
 * @category Internals
 */
export function checkTrigger(state: MuranoState): MuranoState {
  if (state.ending !== null || stackEmptyCount(state) < 2) return state;
  return { ...state, ending: { rule: "lastTurns", triggeredBy: state.current } };
}

/**
 * Ends the current player's turn: the next player's turn starts, or final scoring once everyone
 * has had the last turn.
 *
 * @example
 * endTurn(state).current; // the next seat clockwise
 * @category Internals
 */
export function endTurn(state: MuranoState): MuranoState {
  const n = state.config.playerCount;
  if (state.ending !== null && isGameOverAfterTurn(state.ending, state.current, state.startPlayer, n)) {
    return advanceScoring({ ...state, step: { kind: "scoring", order: seatsClockwise(n, state.ending.triggeredBy), index: 0 } });
  }
  const next = nextSeat(state.current, n);
  const turn = state.turn + 1;
  return {
    ...state,
    current: next,
    turn,
    step: { kind: "turn", moved: [] },
    players: replacePlayer(state.players, next, { ...player(state, next), lastTurn: turn }),
  };
}

/**
 * The end of an action: the trigger check, then the final-turn placement offer (for a tile
 * `bought` in a final turn), the Trading Station's bead to return (`extraBead`), or the end of
 * the turn.
 *
 * @example
 * afterAction(state, null);
 * @category Internals
 */
export function afterAction(state: MuranoState, bought: string | null, extraBead = false): MuranoState {
  const s = checkTrigger(state);
  if (bought !== null && s.ending !== null && finalPlacementSpaces(s, s.current, bought).length > 0) {
    return { ...s, step: { kind: "finalPlace", tile: bought } };
  }
  if (extraBead) return { ...s, step: { kind: "returnBead" } };
  return endTurn(s);
}
