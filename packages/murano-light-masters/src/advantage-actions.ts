/**
 * The Advantage actions a player may take now (rulebook, *Activar una Ventaja*): every legal
 * `activate`, the follow-ups of an unfinished effect (Mago's `arrange`, Oportunista's second
 * `swap` and `endSwaps`), and Oportunista's later swaps. Each list is filtered with the same checks
 * the reducer runs, so both always agree.
 *
 * @module
 */
import { candidates, checkEffect, checkSwap } from "./advantage-checks";
import { tileAdvantage } from "./advantage-mechanics";
import { WINDOWS, activationOpen, windowOpen } from "./advantage-timing";
import type { LightMastersAction } from "./actions";
import { advantageCard, creationCard } from "./data";
import { COLOURED_ORDER, COLOUR_ORDER } from "./fragments";
import type { LightMastersState, Player } from "./state";

/**
 * Every legal `activate` of the current player now, in a stable order: for each completed
 * creation and each of its tiles whose Advantage's window is open, each effect that passes its
 * checks (or `{ kind: "none" }` when none does and `allowNoOpActivation` is set).
 *
 * @example
 * activateActions(state, state.players[state.current]!); // [{ type: "activate", card: "HOU-1", tile: "HOU", effect: { kind: "gain", colour: "Y" } }, ...]
 * @category Advantages
 */
export function activateActions(state: LightMastersState, me: Player): LightMastersAction[] {
  if (me.completed.length === 0 || !activationOpen(state)) return [];
  const out: LightMastersAction[] = [];
  for (const card of me.completed) {
    for (const tile of creationCard(card).symbols) {
      const adv = advantageCard(state.tiles[tile]);
      if (!windowOpen(adv, state.phase)) continue;
      let any = false;
      for (const effect of candidates(adv, state, me)) {
        if (checkEffect(state, me, adv, effect) === undefined) {
          out.push({ type: "activate", card, tile, effect });
          any = true;
        }
      }
      if (!any && state.config.allowNoOpActivation && WINDOWS[adv.timing].length > 0) {
        out.push({ type: "activate", card, tile, effect: { kind: "none" } });
      }
    }
  }
  return out;
}

/**
 * The follow-up actions of an unfinished Advantage effect: the `arrange` choices of Mago's
 * rearrangement, or Oportunista's second `swap` choices and `endSwaps`.
 *
 * @example
 * followUpActions(state, me); // [{ type: "arrange", index: 0 }, { type: "arrange", index: 1 }, ...]
 * @category Advantages
 */
export function followUpActions(state: LightMastersState, me: Player): LightMastersAction[] {
  const step = state.followUp;
  if (step === null) return [];
  const out: LightMastersAction[] = [];
  if (step.kind === "rearrange") {
    for (let index = step.next; index < me.hand.length; index++) out.push({ type: "arrange", index });
    return out;
  }
  const card = tileAdvantage(state, "swap");
  if (card !== undefined) {
    for (const give of COLOUR_ORDER) {
      if (me.workbench[give] === 0) continue;
      for (const take of COLOURED_ORDER) if (checkSwap(state, me, card, give, take) === undefined) out.push({ type: "swap", give, take });
    }
  }
  out.push({ type: "endSwaps" });
  return out;
}

/**
 * With `oportunistaSecondSwap: "laterInTurn"`, the Oportunista swaps the player may make now from
 * the swaps left this turn (the any-time window's other conditions are the caller's).
 *
 * @example
 * laterSwapActions(state, me); // [{ type: "swap", give: "R", take: "Y" }, ...] once Oportunista left a swap
 * @category Advantages
 */
export function laterSwapActions(state: LightMastersState, me: Player): LightMastersAction[] {
  if (state.turn.swapsLeft === 0 || state.config.oportunistaSecondSwap !== "laterInTurn") return [];
  const card = tileAdvantage(state, "swap");
  if (card === undefined) return [];
  const out: LightMastersAction[] = [];
  for (const give of COLOUR_ORDER) {
    if (me.workbench[give] === 0) continue;
    for (const take of COLOURED_ORDER) if (checkSwap(state, me, card, give, take) === undefined) out.push({ type: "swap", give, take });
  }
  return out;
}
