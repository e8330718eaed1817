/**
 * End of game scoring (rulebook, *Final de la partida y victoria*; ruling R31 of
 * docs/games/murano-light-masters.md): most Lira wins; a tie goes to the tied player with fewer
 * completed creations (both piles); still tied, the victory is shared.
 *
 * @module
 */
import { type Outcome, type ScoreSheet, makeOutcome, makeScoreSheet } from "@laguna/core";
import type { LightMastersState } from "./state";

/**
 * Completed creations of each seat: the completed pile plus the used pile.
 *
 * @example
 * completedCounts(state); // [3, 5]
 * @category Scoring
 */
export function completedCounts(state: Pick<LightMastersState, "players">): number[] {
  return state.players.map((p) => p.completed.length + p.used.length);
}

/**
 * The outcome once the game is over (`undefined` before): scores are Lira, the tie-break is fewer
 * completed creations, and seats still tied share the place.
 *
 * @example
 * finalOutcome(state)?.winners; // [1]
 * @category Scoring
 */
export function finalOutcome(state: LightMastersState): Outcome | undefined {
  if (state.phase !== "GameOver") return undefined;
  return makeOutcome(
    state.players.map((p) => p.lira),
    [{ name: "completed creations", values: completedCounts(state), prefer: "lower" }],
  );
}

/**
 * The score sheet: one line, Lira (the only thing that scores; leftover fragments and cards score
 * nothing). It is `final` once the game is over and a running estimate before.
 *
 * @example
 * scoreSheet(state).totals; // [12, 9]
 * @category Scoring
 */
export function scoreSheet(state: LightMastersState): ScoreSheet {
  return makeScoreSheet([{ label: "Lira", points: state.players.map((p) => p.lira) }], state.phase === "GameOver");
}
