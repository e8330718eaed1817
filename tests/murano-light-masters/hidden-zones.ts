/**
 * Where the cards are that a viewer cannot see in Murano: Light Masters, for the law kit's redraw
 * variety check (`hiddenZones`): the undealt Creation cards in the box, and each other seat's hand
 * (docs/games/murano-light-masters.md, "Hidden information", R29), none of their cards publicly
 * known. These are the zones the module's `redrawHidden` pools and deals back in the same numbers
 * (the box stays sorted: its order is not hidden, and the kit compares contents).
 */
import type { HiddenZone, Viewer } from "@laguna/core";
import type { LightMastersState } from "@laguna/murano-light-masters";

/**
 * The box, then each other seat's hand.
 *
 * @example
 * checkGameLaws(game, { hiddenZones: lightMastersHiddenZones });
 */
export function lightMastersHiddenZones(state: LightMastersState, viewer: Viewer): HiddenZone<string>[] {
  return [{ cards: state.box }, ...state.players.flatMap((p, seat) => (seat === viewer ? [] : [{ cards: p.hand }]))];
}
