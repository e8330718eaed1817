/**
 * Phase 1, *Obtener fragmentos* (Obtain fragments): the take of the fragments the Selector shows,
 * with substitutes for the missing ones (R13) and Previsión's +1Ł after the first take of a turn
 * that skipped the Selector (R6).
 *
 * @module
 */
import { type RuleError, type Seat, refuse } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { tileAdvantage } from "./advantage-mechanics";
import { addCounts, size, subCounts, within } from "./fragments";
import { PHASE_WORDS } from "./phase-words";
import { takeBase } from "./selector-ring";
import type { Counts, LightMastersState, Player } from "./state";
import { evolve, evolvePlayer, evolveTurn, liraGain, pendingAfterGain, withPlayer } from "./update";

/** Applies a `take` (phase 1): the pair the Selector indicates, with `substitutes` for what it lacks, or why not. */
export function take(state: LightMastersState, seat: Seat, me: Player, substitutes: Counts): either.Either<RuleError, LightMastersState> {
  if (state.phase !== "P1.Take") return refuse("take-step", `You cannot take fragments now: ${PHASE_WORDS[state.phase]}.`);
  const base = takeBase(state);
  const stock = subCounts(state.warehouse, base.taken);
  if (size(substitutes) > base.missing) {
    return refuse(
      "take-substitute",
      base.missing === 0
        ? "Both indicated fragments are in the Warehouse: take them, with no substitute."
        : `Only ${base.missing} indicated fragment${base.missing === 1 ? " is" : "s are"} missing: choose at most ${base.missing} substitute${base.missing === 1 ? "" : "s"}.`,
    );
  }
  if (substitutes.W > 0 && !state.config.obtainSubstituteMayBeClear) return refuse("take-substitute-clear", "A substitute must be a coloured fragment, not a clear one.");
  if (!within(substitutes, stock)) return refuse("take-substitute-stock", "The Warehouse does not hold the substitutes you chose.");
  const gained = addCounts(base.taken, substitutes);
  const workbench = addCounts(me.workbench, gained);
  const takesLeft = state.turn.takesLeft - 1;
  // Previsión (11, R6): +1Ł right after the first take of a turn that skipped the Selector.
  const foresight = state.turn.previsionUsed && state.turn.takesDone === 0 ? (tileAdvantage(state, "skipSelector")?.effect.gainLiraAfterTake ?? 0) : 0;
  return either.right(
    evolve(state, {
      warehouse: subCounts(state.warehouse, gained),
      players: withPlayer(state, seat, evolvePlayer(me, { workbench, lira: me.lira + liraGain(state, foresight) })),
      phase: takesLeft > 0 ? "P1.Take" : "P1.Open",
      turn: evolveTurn(state.turn, { takesLeft, takesDone: state.turn.takesDone + 1 }),
      pending: pendingAfterGain(seat, workbench),
    }),
  );
}
