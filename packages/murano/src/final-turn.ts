/**
 * The final-turn special rule (rulebook, *End of the Game and Scoring*): a player who buys a shop,
 * palace, glass factory or special tile during a final turn may place it at once (`placeBought`, on
 * a buildable space; next to a street unless `finalTurnPlacementNeedsStreet` is off) or keep it
 * (`keepBought`).
 *
 * @module
 */
import type { RuleError, Seat } from "@laguna/core";
import type { MuranoAction } from "./actions";
import { afterPlacement, checkBuildingSpace } from "./build";
import { endTurn } from "./ending";
import { finalPlacementSpaces, placeBuilding } from "./placement";
import type { FinalPlaceStep, MuranoState } from "./state";


/**
 * The choices of the final-turn placement: every space the tile may go on, then `keepBought`.
 *
 * @example
 * finalPlaceCandidates(state, 0, state.step);
 * @category Internals
 */
export function finalPlaceCandidates(state: MuranoState, seat: Seat, step: FinalPlaceStep): MuranoAction[] {
  return [...finalPlacementSpaces(state, seat, step.tile).map((cell): MuranoAction => ({ type: "placeBought", cell })), { type: "keepBought" }];
}

/**
 * Whether the bought tile may go on a space now.
 *
 * @example
 * checkPlaceBought(state, 0, state.step, "TM.B2");
 * @category Internals
 */
export function checkPlaceBought(state: MuranoState, seat: Seat, step: FinalPlaceStep, cell: string): RuleError | null {
  return checkBuildingSpace(state, seat, step.tile, cell, state.config.finalTurnPlacementNeedsStreet);
}

/**
 * Places the bought tile (a special tile then draws its cards), or keeps it (`cell` null); the turn
 * ends.
 *
 * @example
 * performFinalPlace(state, 0, state.step, "TM.B2");
 * @category Internals
 */
export function performFinalPlace(state: MuranoState, seat: Seat, step: FinalPlaceStep, cell: string | null): MuranoState {
  if (cell === null) return endTurn(state);
  const placed = placeBuilding(state, seat, step.tile, cell);
  return afterPlacement(placed.state, 0, placed.options, false);
}
