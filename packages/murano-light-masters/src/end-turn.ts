/**
 * The end of a turn and of the game (rulebook, *Final de la partida y victoria*): `endTurn` once the
 * turn's obligations are met, then the next player, the next round, or the end of the game when the
 * last player of the round ends their turn after the end was triggered (or at the round limit).
 *
 * @module
 */
import { type RuleError, type Seat, isLastInRound, nextSeat, refuse } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { completionPhase, completions } from "./complete";
import { negotiateOwed } from "./negotiate";
import { PHASE_WORDS } from "./phase-words";
import { type LightMastersState, type Player, newTurn } from "./state";
import { evolve, evolvePlayer, withPlayer } from "./update";

/** Applies an `endTurn`: the next seat's turn, or the end of the game, or why the turn cannot end yet. */
export function endTurn(state: LightMastersState, seat: Seat, me: Player): either.Either<RuleError, LightMastersState> {
  if (!completionPhase(state, me)) {
    return negotiateOwed(state, me)
      ? refuse("negotiate-first", "You must make a Negotiate action (Exchange, Buy or Sell) before ending your turn.")
      : refuse("end-turn-phase", `You cannot end your turn yet: ${PHASE_WORDS[state.phase]}.`);
  }
  if (state.config.mustCompleteIfAble && completions(me).length > 0) {
    return refuse("must-complete", "You can pay for your first creation, and this game's rules say you must complete it.");
  }
  const n = state.config.playerCount;
  const players = withPlayer(state, seat, evolvePlayer(me, { turns: me.turns + 1 }));
  const last = isLastInRound(seat, state.firstPlayer, n);
  if (last && (state.endTriggered || (state.config.roundLimit !== null && state.round >= state.config.roundLimit))) {
    return either.right(evolve(state, { players, phase: "GameOver", turn: newTurn() }));
  }
  return either.right(
    evolve(state, {
      players,
      current: nextSeat(seat, n),
      round: last ? state.round + 1 : state.round,
      phase: "P1.Selector",
      turn: newTurn(),
    }),
  );
}
