/**
 * The Recruit action (rulebook, *Action: Recruit a Character*): draw 3 character cards (5 with the
 * Hostel), keep one for n + 1 gold (n = characters held; 2 less with the Inn) or none, and return
 * the others to the bottom of the deck.
 *
 * @module
 */
import type { RuleError, Seat } from "@laguna/core";
import type { MuranoAction } from "./actions";
import { recruitCost, recruitDraw } from "./effects";
import { afterAction } from "./ending";
import { fail, player, replacePlayer } from "./players";
import type { MuranoState, RecruitStep } from "./state";


/**
 * Starts a Recruit: draws the cards to choose from and fixes the cost.
 *
 * @example
 * startRecruit(state, 0).step; // { kind: "recruit", options: [...3 cards], cost: 1 }
 * @category Internals
 */
export function startRecruit(state: MuranoState, seat: Seat): MuranoState {
  const options = state.characterDeck.slice(0, recruitDraw(state, seat));
  return { ...state, characterDeck: state.characterDeck.slice(options.length), step: { kind: "recruit", options, cost: recruitCost(state, seat) } };
}

/**
 * The choices of the recruit step: keep each drawn card, or none.
 *
 * @example
 * recruitCandidates(state.step);
 * @category Internals
 */
export function recruitCandidates(step: RecruitStep): MuranoAction[] {
  return [...step.options.map((card): MuranoAction => ({ type: "keep", card })), { type: "decline" }];
}

/**
 * Whether a drawn card may be kept: one of those drawn, and the cost affordable.
 *
 * @example
 * checkKeep(state, 0, state.step, "MC05");
 * @category Internals
 */
export function checkKeep(state: MuranoState, seat: Seat, step: RecruitStep, card: string): RuleError | null {
  if (!step.options.includes(card)) return fail("not-drawn", `${card} is not one of the cards you drew.`);
  const gold = player(state, seat).gold;
  return gold >= step.cost ? null : fail("cannot-afford", `Keeping a character costs ${step.cost} gold; you have ${gold}.`);
}

/**
 * Keeps a card (`kept`, paying the cost) or none (`null`), returning the rest under the deck.
 *
 * @example
 * performRecruit(state, 0, state.step, "MC05");
 * @category Internals
 */
export function performRecruit(state: MuranoState, seat: Seat, step: RecruitStep, kept: string | null): MuranoState {
  const characterDeck = [...state.characterDeck, ...step.options.filter((c) => c !== kept)];
  if (kept === null) return afterAction({ ...state, characterDeck }, null);
  const p = player(state, seat);
  const players = replacePlayer(state.players, seat, {
    ...p,
    gold: p.gold - step.cost,
    characters: [...p.characters, kept],
    recruited: p.recruited + 1,
  });
  return afterAction({ ...state, characterDeck, players }, null);
}
