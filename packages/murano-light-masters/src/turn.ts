/**
 * The turn (rulebook, *Turno de juego* to *Final de la partida y victoria*): who acts, the legal
 * actions, and the reducer. The R numbers in this module are the rulings of the game's page,
 * docs/games/murano-light-masters.md.
 *
 * A turn runs through this state machine: `P1.Selector` (turn the Selector), `P1.Take`
 * (take the pair), `P1.Open` (phase 1 done), `P2` (after a Negotiate action: Exchange, Buy or
 * Sell), `P3` (completing creations), then `endTurn`. Reordering the hand and turning the Ring are
 * allowed at any of these points. A gain that leaves a Workbench over 8 opens a pending return
 * (R12).
 *
 * The steps live in their own modules: what the Selector and the Ring show (selector-ring), phase
 * 1's take (obtain), phase 2's Negotiate actions (negotiate), phase 3's completions (complete),
 * the end of the turn and of the game (end-turn), and the any-time actions (any-time). Advantages
 * (the `activate` action, the follow-ups of Mago and Oportunista, and the three Advantages declared
 * with a Negotiate action) live in the advantage-* modules. This module says who acts, lists the
 * legal actions, and dispatches each action to its step; it applies the small steps itself
 * (turning the Selector, reordering the hand, a Ring step, the return of an excess).
 *
 * @module
 */
import { type RuleError, type Seat, refuse } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { memo } from "./action-memo";
import { followUpActions } from "./advantage-actions";
import { activate } from "./advantage-activation";
import { followUp, laterSwap } from "./advantage-follow-ups";
import { anyTimeActions } from "./any-time";
import type { LightMastersAction } from "./actions";
import { complete, completions } from "./complete";
import { CONSTANTS } from "./data";
import { endTurn } from "./end-turn";
import { NO_FRAGMENTS, addCounts, cappedKey, size, subCounts, subMultisets, within } from "./fragments";
import { declaresNoAdvantage, negotiate, negotiateActions } from "./negotiate";
import { take } from "./obtain";
import { PHASE_WORDS } from "./phase-words";
import { substituteChoices, takeBase } from "./selector-ring";
import type { Counts, LightMastersState } from "./state";
import { evolve, evolvePlayer, evolveTurn, withPlayer } from "./update";

export { indicatedPair } from "./selector-ring";

const CAPACITY = CONSTANTS.workbenchCapacity;

// The hot path (legalActions runs at every step of every game) reuses action objects: the simple
// actions are constants, and the lists that depend only on a Workbench (Sells, payments, returns)
// are built once per distinct Workbench. Actions are plain immutable data, so sharing is safe.
const TURN_SELECTOR: LightMastersAction = Object.freeze({ type: "turnSelector" });
const END_TURN: LightMastersAction = Object.freeze({ type: "endTurn" });
const TAKE_AS_SHOWN: LightMastersAction = Object.freeze({ type: "take", substitutes: NO_FRAGMENTS });

/**
 * Every return of `count` fragments from a Workbench (R12), keyed by the Workbench capped at
 * `count` and the count: no return holds more of a colour than `count`.
 */
const returnsOf = memo(([workbench, count]: readonly [Counts, number]) =>
  subMultisets(workbench, count, count, true).map((fragments): LightMastersAction => ({ type: "returnExcess", fragments })),
);

/**
 * The seats that must act: the current player, or nobody once the game is over.
 *
 * @example
 * activePlayers(state); // [state.current]
 * @category Turn
 */
export function activePlayers(state: LightMastersState): readonly Seat[] {
  if (state.phase === "GameOver") return [];
  return [state.pending === null ? state.current : state.pending.seat];
}

/**
 * Every action the seat may take now, in a stable order.
 *
 * @example
 * legalActions(setup(defaultConfig(2), 1), 0); // [{ type: "turnSelector" }, ...] if seat 0 starts
 * @category Turn
 */
export function legalActions(state: LightMastersState, seat: Seat): readonly LightMastersAction[] {
  if (state.phase === "GameOver" || seat !== state.current) return [];
  const me = state.players[seat];
  if (me === undefined) return [];
  if (state.followUp !== null) return followUpActions(state, me);
  const out: LightMastersAction[] = [];
  if (state.pending !== null) {
    const { count } = state.pending;
    for (const a of returnsOf([me.workbench, count], `${cappedKey(me.workbench, count, true)}:${count}`)) out.push(a);
    for (const a of anyTimeActions(state, me)) out.push(a);
    return out;
  }
  if (state.phase === "P1.Selector") out.push(TURN_SELECTOR);
  if (state.phase === "P1.Take") {
    const base = takeBase(state);
    if (base.missing === 0) out.push(TAKE_AS_SHOWN);
    else {
      const stock = subCounts(state.warehouse, base.taken);
      for (const substitutes of substituteChoices(stock, base.missing, state.config.obtainSubstituteMayBeClear)) out.push({ type: "take", substitutes });
    }
  }
  const negotiate = negotiateActions(state, me);
  for (const a of negotiate) out.push(a);
  // Completing (and ending the turn) is open in phase 3, after a Negotiate action, or when none is
  // owed (R19: none is legal; with negotiateObligation withoutAdvantage, none without an Advantage).
  const owed = state.config.negotiateObligation === "anyLegalAction" ? negotiate.length > 0 : negotiate.some(declaresNoAdvantage);
  const completing = state.phase === "P3" || state.phase === "P2" || (state.phase === "P1.Open" && !owed);
  const payable = completing ? completions(me) : [];
  for (const a of payable) out.push(a);
  for (const a of anyTimeActions(state, me)) out.push(a);
  if (completing && !(state.config.mustCompleteIfAble && payable.length > 0)) out.push(END_TURN);
  return out;
}

/**
 * The reducer: applies one action of the current player, or names the rule it breaks.
 *
 * @example
 * const next = apply(state, state.current, { type: "turnSelector" });
 * @category Turn
 */
export function apply(state: LightMastersState, seat: Seat, action: LightMastersAction): either.Either<RuleError, LightMastersState> {
  if (state.phase === "GameOver") return refuse("game-over", "The game is over.");
  if (seat !== state.current) return refuse("not-your-turn", `It is seat ${state.current}'s turn, not seat ${seat}'s.`);
  const me = state.players[seat];
  if (me === undefined) return refuse("no-such-seat", `There is no seat ${seat}.`);
  const isFollowUp = action.type === "arrange" || action.type === "swap" || action.type === "endSwaps";
  // With "laterInTurn", a swap outside a follow-up is an any-time action (Oportunista's later swap).
  const laterSwapAction = action.type === "swap" && state.config.oportunistaSecondSwap === "laterInTurn";
  if (state.followUp !== null) {
    if (!isFollowUp) {
      return state.followUp.kind === "rearrange"
        ? refuse("finish-advantage", "First finish rearranging your hand (Mago): choose the card for the next position.")
        : refuse("finish-advantage", "First finish Oportunista: make the second swap or decline it.");
    }
    return followUp(state, seat, me, action);
  }
  if (action.type === "arrange" || action.type === "endSwaps" || (action.type === "swap" && !laterSwapAction)) return followUp(state, seat, me, action);
  if (state.pending !== null) {
    const anyTime = action.type === "reorderFirst" || action.type === "rotateRing" || action.type === "activate" || laterSwapAction;
    if (action.type !== "returnExcess" && !(anyTime && !state.config.excessReturnBeforeOtherActions)) {
      return refuse("workbench-limit", `Your Workbench holds more than ${CAPACITY} fragments: first return ${state.pending.count} of them.`);
    }
  } else if (action.type === "returnExcess") {
    return refuse("no-excess", `Your Workbench holds no more than ${CAPACITY} fragments: there is nothing to return.`);
  }
  switch (action.type) {
    case "turnSelector": {
      if (state.phase !== "P1.Selector") return refuse("selector-once", `You cannot turn the Selector now: ${PHASE_WORDS[state.phase]}.`);
      return either.right(
        evolve(state, {
          selector: (state.selector + 1) % CONSTANTS.positions,
          phase: "P1.Take",
          turn: evolveTurn(state.turn, { selectorTurned: true }),
        }),
      );
    }
    case "take":
      return take(state, seat, me, action.substitutes);
    case "exchange":
    case "buy":
    case "sell":
      return negotiate(state, seat, me, action);
    case "complete":
      return complete(state, seat, me, action.payment);
    case "reorderFirst": {
      if (me.hand.length < 2) return refuse("reorder-hand", "You need at least 2 creations in hand to reorder them.");
      if (action.toIndex >= me.hand.length) {
        return refuse("reorder-position", `Your hand has ${me.hand.length} creations: move the first one to position 2 to ${me.hand.length}.`);
      }
      if (me.lira < CONSTANTS.reorderFirstCost) return refuse("reorder-cost", `Reordering costs ${CONSTANTS.reorderFirstCost}Ł and you have ${me.lira}Ł.`);
      const [first, ...rest] = me.hand;
      if (first === undefined) return refuse("reorder-hand", "Your hand is empty.");
      const hand = [...rest.slice(0, action.toIndex), first, ...rest.slice(action.toIndex)];
      const player = evolvePlayer(me, { hand, lira: me.lira - CONSTANTS.reorderFirstCost });
      return either.right(evolve(state, { players: withPlayer(state, seat, player) }));
    }
    case "rotateRing": {
      if (me.lira < CONSTANTS.ringStepCost) return refuse("ring-cost", `Turning the Ring costs ${CONSTANTS.ringStepCost}Ł a step and you have ${me.lira}Ł.`);
      const player = evolvePlayer(me, { lira: me.lira - CONSTANTS.ringStepCost });
      return either.right(
        evolve(state, {
          ringOffset: (state.ringOffset + CONSTANTS.positions - 1) % CONSTANTS.positions,
          players: withPlayer(state, seat, player),
        }),
      );
    }
    case "returnExcess": {
      const count = state.pending?.count ?? 0;
      if (size(action.fragments) !== count) return refuse("return-exact", `Return exactly ${count} fragment${count === 1 ? "" : "s"}.`);
      if (!within(action.fragments, me.workbench)) return refuse("return-own", "You can only return fragments that are on your Workbench.");
      const player = evolvePlayer(me, { workbench: subCounts(me.workbench, action.fragments) });
      return either.right(
        evolve(state, {
          players: withPlayer(state, seat, player),
          warehouse: addCounts(state.warehouse, action.fragments),
          pending: null,
        }),
      );
    }
    case "activate":
      return activate(state, seat, me, action);
    case "swap":
      return laterSwap(state, seat, me, action);
    case "endTurn":
      return endTurn(state, seat, me);
  }
}
