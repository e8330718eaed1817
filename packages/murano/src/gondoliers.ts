/**
 * Gondoliers during play (rulebook, *Action: Place a Gondolier* and *Action: Gondolier*): Place
 * Gondolier (a gondolier from the personal supply onto an empty gondola, 2 gold on one of the
 * player's colour or 5 on any other; the Harbor and the Dockside Bar change that) and the Gondolier
 * action (dismiss one for 3 gold, or hire one back for 3; the Assembly Hall changes the terms).
 *
 * @module
 */
import type { RuleError, Seat } from "@laguna/core";
import type { MuranoAction } from "./actions";
import { cacheOf } from "./cache";
import { gondola as gondolaOf, seatColour } from "./data";
import { activeEffects, gondolaPrice, gondolierTerms } from "./effects";
import { afterAction } from "./ending";
import { fail, gainable, player, replacePlayer } from "./players";
import type { MuranoState } from "./state";

/**
 * The empty gondolas of the playable islands, in data order (memoised per `gondolas` object, which
 * every state shares until a gondolier moves).
 *
 * @example
 * emptyGondolas(state).length; // every gondola at the start
 * @category Internals
 */
export function emptyGondolas(state: MuranoState): readonly string[] {
  const cache = cacheOf(state.gondolas);
  const known = cache.get("empty");
  if (known !== undefined) return known as readonly string[];
  const empty = Object.keys(state.gondolas).filter((g) => state.gondolas[g] === null);
  cache.set("empty", empty);
  return empty;
}

/**
 * The cheapest empty gondola for a player, or Infinity when none is empty.
 *
 * @example
 * cheapestGondola(state, 0); // 2 at the start
 * @category Internals
 */
export function cheapestGondola(state: MuranoState, seat: Seat): number {
  const own = seatColour(seat);
  const ownPrice = gondolaPrice(state, seat, true);
  const otherPrice = gondolaPrice(state, seat, false);
  let best = Infinity;
  for (const g of emptyGondolas(state)) best = Math.min(best, gondolaOf(g).colour === own ? ownPrice : otherPrice);
  return best;
}

/**
 * The choices of the Place Gondolier step: every empty gondola (`checkAction` filters them).
 *
 * @example
 * placeGondolierCandidates(state);
 * @category Internals
 */
export function placeGondolierCandidates(state: MuranoState): MuranoAction[] {
  return emptyGondolas(state).map((gondola) => ({ type: "placeGondolier", gondola }));
}

/**
 * Whether a gondolier may go onto a gondola: in play, empty, a gondolier to place, the price paid.
 *
 * @example
 * checkPlaceGondolier(state, 0, "SD.g.white");
 * @category Internals
 */
export function checkPlaceGondolier(state: MuranoState, seat: Seat, gondola: string): RuleError | null {
  if (!Object.prototype.hasOwnProperty.call(state.gondolas, gondola)) return fail("no-such-gondola", `There is no gondola ${gondola} in play.`);
  if (state.gondolas[gondola] !== null) return fail("gondola-taken", `${gondola} already holds a gondolier.`);
  const p = player(state, seat);
  if (p.personal < 1) return fail("no-gondolier", "You have no gondolier in your personal supply.");
  const price = gondolaPrice(state, seat, gondolaOf(gondola).colour === seatColour(seat));
  return p.gold >= price ? null : fail("cannot-afford", `That gondola costs ${price} gold; you have ${p.gold}.`);
}

/**
 * Places a gondolier on a gondola, paying its price; each active Dockside Bar scores 1 VP.
 *
 * @example
 * performPlaceGondolier(state, 0, "SD.g.white");
 * @category Internals
 */
export function performPlaceGondolier(state: MuranoState, seat: Seat, gondola: string): MuranoState {
  const price = gondolaPrice(state, seat, gondolaOf(gondola).colour === seatColour(seat));
  let bar = 0;
  for (const e of activeEffects(state, seat)) if (e.kind === "docksideBar") bar++;
  const p = player(state, seat);
  return afterAction(
    {
      ...state,
      gondolas: { ...state.gondolas, [gondola]: seat },
      players: replacePlayer(state.players, seat, {
        ...p,
        gold: p.gold - price,
        personal: p.personal - 1,
        vp: p.vp + bar,
        breakdown: { ...p.breakdown, docksideBar: p.breakdown.docksideBar + bar },
      }),
    },
    null,
  );
}

/**
 * The choices of the Gondolier action step.
 *
 * @example
 * gondolierCandidates(); // dismiss, hire, skipGondolier
 * @category Internals
 */
export function gondolierCandidates(): MuranoAction[] {
  return [{ type: "dismiss" }, { type: "hire" }, { type: "skipGondolier" }];
}

/**
 * Whether a Gondolier action choice is legal.
 *
 * @example
 * checkGondolier(state, 0, "hire");
 * @category Internals
 */
export function checkGondolier(state: MuranoState, seat: Seat, type: "dismiss" | "hire" | "skipGondolier"): RuleError | null {
  const p = player(state, seat);
  switch (type) {
    case "dismiss":
      return p.personal > 0 ? null : fail("no-gondolier", "You have no gondolier in your personal supply to dismiss.");
    case "hire": {
      const { hirePrice } = gondolierTerms(state, seat);
      if (p.general < 1) return fail("no-gondolier-to-hire", "None of your gondoliers is in the general supply.");
      return p.gold >= hirePrice ? null : fail("cannot-afford", `Hiring costs ${hirePrice} gold; you have ${p.gold}.`);
    }
    case "skipGondolier":
      return state.config.allowNullActions ? null : fail("null-action", "The Gondolier action must hire or dismiss.");
  }
}

/**
 * Dismisses a gondolier (gold from the supply), hires one back, or does neither.
 *
 * @example
 * performGondolier(state, 0, "dismiss");
 * @category Internals
 */
export function performGondolier(state: MuranoState, seat: Seat, type: "dismiss" | "hire" | "skipGondolier"): MuranoState {
  if (type === "skipGondolier") return afterAction(state, null);
  const { dismissGold, hirePrice } = gondolierTerms(state, seat);
  const p = player(state, seat);
  const changed =
    type === "dismiss"
      ? { ...p, personal: p.personal - 1, general: p.general + 1, gold: p.gold + gainable(state, dismissGold) }
      : { ...p, gold: p.gold - hirePrice, personal: p.personal + 1, general: p.general - 1 };
  return afterAction({ ...state, players: replacePlayer(state.players, seat, changed) }, null);
}
