/**
 * Phase 3, *Completar creaciones* (Complete creations): the payments for the first creation in
 * hand (R5, W wild), when completing is open, and the completion itself with its Lira, the
 * two-completion bonus and, with `phaseAdvantageScope: "wholePhase"`, Fama's reward (R21).
 *
 * @module
 */
import { type RuleError, type Seat, refuse } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { memo } from "./action-memo";
import { inEffect, tileAdvantage } from "./advantage-mechanics";
import type { LightMastersAction } from "./actions";
import { CONSTANTS, CREATION_CARDS, type ColouredFragment, creationNeeds } from "./data";
import { COLOURED_ORDER, addCounts, size, subCounts, subMultisets, within } from "./fragments";
import { negotiateOwed } from "./negotiate";
import { PHASE_WORDS } from "./phase-words";
import type { Counts, LightMastersState, Player } from "./state";
import { evolve, evolvePlayer, evolveTurn, liraGain, withPlayer } from "./update";

const CAPACITY = CONSTANTS.workbenchCapacity;

/**
 * Every payment for a card from a Workbench (R5), as `complete` actions, keyed by the card's needs
 * and the Workbench capped by them (each colour at its need, W at 4): a payment uses no more.
 * Keyed by card and whole Workbench, this cache grew by 2 MB over 18,000 four-player games and
 * would have reached its limit (24 cards times every Workbench); capped, it has a few hundred keys.
 */
const completionsOf = memo(([workbench, needs]: readonly [Counts, Readonly<Record<ColouredFragment, number>>]) =>
  subMultisets(workbench, CONSTANTS.fragmentsPerCreation, CONSTANTS.fragmentsPerCreation, true)
    .filter((payment) => paysFor(payment, needs))
    .map((payment): LightMastersAction => ({ type: "complete", payment })),
);

/** The needs of every Creation card, and a number that identifies them, by card id. */
const NEEDS: ReadonlyMap<string, { readonly needs: Readonly<Record<ColouredFragment, number>>; readonly key: number }> = new Map(
  CREATION_CARDS.map((c) => {
    const needs = creationNeeds(c);
    return [c.id, { needs, key: ((needs.R * 5 + needs.Y) * 5 + needs.G) * 5 + needs.B }];
  }),
);

/** Whether `payment` (4 fragments, W wild) pays exactly for a card of these needs (R5). */
function paysFor(payment: Counts, needs: Readonly<Record<ColouredFragment, number>>): boolean {
  if (size(payment) !== CONSTANTS.fragmentsPerCreation) return false;
  let short = 0;
  for (const c of COLOURED_ORDER) {
    if (payment[c] > needs[c]) return false;
    short += needs[c] - payment[c];
  }
  return short === payment.W;
}

/** Every `complete` of the first card, one per payment from the Workbench. */
export function completions(me: Player): readonly LightMastersAction[] {
  const first = me.hand[0];
  if (first === undefined || size(me.workbench) < CONSTANTS.fragmentsPerCreation) return [];
  const card = NEEDS.get(first);
  if (card === undefined) return []; // not a Creation card: the state codec refuses such a state
  const { needs, key } = card;
  const w = me.workbench;
  const capped =
    (((Math.min(w.R, needs.R) * 32 + Math.min(w.Y, needs.Y)) * 32 + Math.min(w.G, needs.G)) * 32 + Math.min(w.B, needs.B)) * 32 +
    Math.min(w.W, CONSTANTS.fragmentsPerCreation);
  return completionsOf([w, needs], key * 2 ** 25 + capped);
}

/** Whether completing is possible now by phase: phase 3, after a Negotiate action, or when none is legal. */
export function completionPhase(state: LightMastersState, me: Player): boolean {
  return state.phase === "P3" || state.phase === "P2" || (state.phase === "P1.Open" && !negotiateOwed(state, me));
}

/** Applies a `complete` (phase 3): the first creation card paid with `payment` from the Workbench, or why not. */
export function complete(state: LightMastersState, seat: Seat, me: Player, payment: Counts): either.Either<RuleError, LightMastersState> {
  if (!completionPhase(state, me)) {
    return negotiateOwed(state, me)
      ? refuse("negotiate-first", "You must make your Negotiate action (Exchange, Buy or Sell) before completing creations.")
      : refuse("complete-phase", `You cannot complete a creation now: ${PHASE_WORDS[state.phase]}.`);
  }
  const [first, ...rest] = me.hand;
  if (first === undefined) return refuse("complete-hand", "Your hand is empty: there is no creation to complete.");
  if (!within(payment, me.workbench)) return refuse("complete-own", "You can only pay with fragments that are on your Workbench.");
  if (!paysFor(payment, creationNeeds(first))) {
    return refuse(
      "complete-payment",
      `Pay for ${first} (${[...creationNeedsText(first)].join("")}) with exactly ${CONSTANTS.fragmentsPerCreation} fragments of its colours, clear ones standing in for any colour.`,
    );
  }
  const workbench = subCounts(me.workbench, payment);
  const value = CAPACITY - size(workbench);
  const done = state.turn.completions.length;
  const bonusDue = state.config.multiCompletionBonus === "once" ? done === 1 : done >= 1;
  // With "wholePhase", Fama (14) once activated this phase rewards each later completion of value 8.
  const fama = inEffect(state, "fame") ? tileAdvantage(state, "fame") : undefined;
  const famed = fama !== undefined && value === fama.effect.ifCompletionValue;
  const gain = liraGain(state, value + (bonusDue ? CONSTANTS.multiCompletionBonus : 0) + (famed ? (fama.effect.gainLira ?? 0) : 0));
  const player = evolvePlayer(me, { workbench, hand: rest, completed: [...me.completed, first], lira: me.lira + gain });
  return either.right(
    evolve(state, {
      warehouse: addCounts(state.warehouse, payment),
      players: withPlayer(state, seat, player),
      phase: "P3",
      turn: evolveTurn(state.turn, { completions: [...state.turn.completions, { card: first, value, famaRewarded: famed }] }),
      endTriggered: state.endTriggered || rest.length === 0,
    }),
  );
}
function creationNeedsText(card: string): string[] {
  const needs = creationNeeds(card);
  return COLOURED_ORDER.flatMap((c) => Array.from({ length: needs[c] }, () => c));
}
