/**
 * The action dispatch (rulebook, *The Actions*): what happens when the last movement of a turn
 * lands on a ring space, for each of the 11 action types. Take 2 Gold, Buy Glass Factory and Buy
 * Special Building are carried out at once; the others open the step in which the player makes the
 * action's choices (handled by `buy.ts`, `recruit.ts`, `gondoliers.ts`, `build.ts` and
 * `production.ts`).
 *
 * @module
 */
import type { Seat } from "@laguna/core";
import { buyGlassFactory, buySpecialTile } from "./buy";
import { type ActionType, CONSTANTS } from "./data";
import { activeEffects } from "./effects";
import { afterAction } from "./ending";
import { gain } from "./players";
import { startRecruit } from "./recruit";
import type { MuranoState } from "./state";

/**
 * Starts the action of a ring space for the player whose movement landed there.
 *
 * @example
 * enterAction(state, 0, "BUILD").step; // { kind: "build", placed: 0, drawn: null }
 * @category Internals
 */
export function enterAction(state: MuranoState, seat: Seat, type: ActionType): MuranoState {
  switch (type) {
    case "TAKE_2_GOLD": {
      const bank = activeEffects(state, seat).find((e) => e.kind === "bank");
      return afterAction(gain(state, seat, CONSTANTS.take2Gold + (bank?.kind === "bank" ? bank.extraGold : 0)), null);
    }
    case "BUY_GLASS_FACTORY":
      return buyGlassFactory(state, seat);
    case "BUY_SPECIAL_BUILDING":
      return buySpecialTile(state, seat);
    case "BUY_SHOP":
      return { ...state, step: { kind: "buy", stack: "shop" } };
    case "BUY_PALACE":
      return { ...state, step: { kind: "buy", stack: "palace" } };
    case "RECRUIT":
      return startRecruit(state, seat);
    case "PLACE_GONDOLIER":
      return { ...state, step: { kind: "placeGondolier" } };
    case "BUILD":
      return { ...state, step: { kind: "build", placed: 0, drawn: null } };
    case "INCOME":
      return { ...state, step: { kind: "income" } };
    case "PRODUCTION":
      return { ...state, step: { kind: "production" } };
    case "GONDOLIER":
      return { ...state, step: { kind: "gondolier" } };
  }
}
