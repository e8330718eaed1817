/**
 * Where the cards are that a viewer cannot see in Walking in Burano, for the law kit's redraw
 * variety check (`hiddenZones`): the decks (their order is hidden) and the other seats' hands
 * (docs/games/walking-in-burano.md, "Hidden information"). The module's `redrawHidden` re-deals
 * them one floor level at a time: the cards of a level in its deck and in the other hands are
 * shuffled together and dealt back so that each hand keeps how many cards of each level it holds.
 *
 * The kit pools every unknown card of the zones it is given, as core's `redeal` does, and works
 * out from that pool how often a fair re-draw leaves every zone as it was. Given the zones of all
 * three levels at once, it would count a level 1 card as free to land in a level 3 deck, expect
 * more variety than a level-by-level re-draw can give, and could fail a fair one (a state whose
 * hidden cards of each level all lie in one zone cannot vary at all). So the zones are those of
 * one level: among the levels whose hidden cards lie in two zones or more (the deck and the
 * other hands' cards of that level), the one picked by the number of turns played, so that
 * the levels take turns over a game. The choice depends only on what a re-draw keeps (deck sizes,
 * how many cards of each level each hand holds, the turn count), so a re-drawn state gives the
 * same zones.
 */
import type { HiddenZone, Viewer } from "@laguna/core";
import { type BuranoState, floorCard } from "@laguna/walking-in-burano";

/** The zones of one floor level: its deck, then each other seat's cards of that level. */
function levelZones(state: BuranoState, viewer: Viewer, level: 1 | 2 | 3): HiddenZone<string>[] {
  return [
    { cards: state.decks[level - 1] ?? [] },
    ...state.players.flatMap((p, seat) => (seat === viewer ? [] : [{ cards: p.hand.filter((c) => floorCard(c).level === level) }])),
  ];
}

/**
 * The hidden zones of one floor level whose hidden cards lie in two zones or more (none when no
 * level's do): the deck of that level and each other seat's cards of that level.
 *
 * @example
 * checkGameLaws(game, { hiddenZones: buranoHiddenZones });
 */
export function buranoHiddenZones(state: BuranoState, viewer: Viewer): HiddenZone<string>[] {
  const levels = ([1, 2, 3] as const).map((level) => levelZones(state, viewer, level)).filter((zones) => zones.filter((z) => z.cards.length > 0).length >= 2);
  return levels[state.turns % Math.max(1, levels.length)] ?? [];
}
