/**
 * Applying the follow-ups of an Advantage (rulebook, *Cartas de Ventaja*; ruling R26): Mago's
 * rearrangement of the hand one position at a time, Oportunista's second swap or its refusal, and,
 * with `oportunistaSecondSwap: "laterInTurn"`, Oportunista's swaps left for later in the turn.
 *
 * @module
 */
import { type RuleError, type Seat, refuse } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { swapped } from "./advantage-activation";
import { checkSwap } from "./advantage-checks";
import { tileAdvantage } from "./advantage-mechanics";
import type { ArrangeAction, EndSwapsAction, SwapAction } from "./actions";
import type { LightMastersState, Player } from "./state";
import { evolve, withPlayer } from "./update";

/**
 * Applies a later Oportunista swap (`oportunistaSecondSwap: "laterInTurn"`): one of the swaps
 * left this turn, paid now; or names the rule it breaks.
 *
 * @example
 * laterSwap(state, 0, me, { type: "swap", give: "R", take: "Y" }); // Right once Oportunista left a swap and 1Ł is there
 * @category Advantages
 */
export function laterSwap(
  state: LightMastersState,
  seat: Seat,
  me: Player,
  action: SwapAction,
): either.Either<RuleError, LightMastersState> {
  const card = tileAdvantage(state, "swap");
  if (state.turn.swapsLeft === 0 || card === undefined) {
    return refuse("no-second-swap", `You have no ${card?.es ?? "Oportunista"} swap left this turn: activate ${card?.es ?? "Oportunista"} to swap.`);
  }
  const wrong = checkSwap(state, me, card, action.give, action.take);
  if (wrong !== undefined) return either.left(wrong);
  const { player, warehouse } = swapped(state, me, card, action.give, action.take);
  const turn = { ...state.turn, swapsLeft: state.turn.swapsLeft - 1 };
  return either.right(evolve(state, { players: withPlayer(state, seat, player), warehouse, turn }));
}

/**
 * Applies a follow-up action (`arrange`, `swap`, `endSwaps`) of the unfinished Advantage effect,
 * or names the rule it breaks.
 *
 * @example
 * followUp(state, 0, me, { type: "arrange", index: 3 }); // the card at position 4 becomes the first
 * @category Advantages
 */
export function followUp(
  state: LightMastersState,
  seat: Seat,
  me: Player,
  action: ArrangeAction | SwapAction | EndSwapsAction,
): either.Either<RuleError, LightMastersState> {
  const step = state.followUp;
  if (action.type === "arrange") {
    if (step?.kind !== "rearrange") return refuse("no-rearrangement", "You are not rearranging your hand (that is Mago's effect).");
    if (action.index < step.next || action.index >= me.hand.length) {
      return refuse(
        "arrange-position",
        `Choose one of the cards not yet placed: hand positions ${step.next + 1} to ${me.hand.length}.`,
      );
    }
    const card = me.hand[action.index] as string;
    const rest = me.hand.filter((_, i) => i !== action.index);
    const hand = [...rest.slice(0, step.next), card, ...rest.slice(step.next)];
    const next = step.next + 1;
    return either.right(
      evolve(state, {
        players: withPlayer(state, seat, { ...me, hand }),
        followUp: next >= hand.length - 1 ? null : { kind: "rearrange", next },
      }),
    );
  }
  if (step?.kind !== "swap") {
    return state.config.oportunistaSecondSwap === "laterInTurn" && action.type === "endSwaps"
      ? refuse("no-second-swap", "In this game Oportunista's second swap needs no closing: it stays available until the end of your turn.")
      : refuse("no-second-swap", "There is no Oportunista swap to continue.");
  }
  if (action.type === "endSwaps") return either.right(evolve(state, { followUp: null }));
  const card = tileAdvantage(state, "swap");
  if (card === undefined) return refuse("no-second-swap", "There is no Oportunista swap to continue.");
  const wrong = checkSwap(state, me, card, action.give, action.take);
  if (wrong !== undefined) return either.left(wrong);
  const { player, warehouse } = swapped(state, me, card, action.give, action.take);
  return either.right(evolve(state, { players: withPlayer(state, seat, player), warehouse, followUp: null }));
}
