/**
 * Where the cards and tiles are that a viewer cannot see in Murano, for the law kit's redraw
 * variety check (`hiddenZones`), as the module's `redrawHidden` re-deals them
 * (docs/games/murano.md, "Hidden information"). It re-deals five kinds apart, each pooled and dealt
 * back in the same numbers:
 * - streets: the street piles;
 * - shops: the shop stack (unless the viewer is searching it: then it is only reshuffled) and the
 *   other seats' unbuilt shops;
 * - palaces: the palace stack (the same), the other seats' unbuilt palaces and the removed palace;
 * - characters: the character deck, the unseen removed characters, the other seats' characters
 *   (until the game is over) and another seat's recruit options;
 * - special cards: the special card deck and another seat's special card options.
 *
 * The kit pools every unknown card of the zones it is given, as core's `redeal` does, and works
 * out from that pool how often a fair re-draw leaves every zone as it was. Given the zones of all
 * five kinds at once, it would count a character as free to land on a street pile, expect more
 * variety than the module's kind-by-kind re-draw can give, and could fail a fair one. So the zones
 * are those of one kind: among the kinds whose hidden pieces lie in two zones or more, the one
 * picked by the turn number, so that the kinds take turns over a game. The choice depends only on
 * what a re-draw keeps (the zones' sizes, the step, the turn), so a re-drawn state gives the same
 * zones.
 */
import { type HiddenZone, type Viewer } from "@laguna/core";
import type { MuranoState } from "@laguna/murano";

/** The zones of each kind of hidden piece that `redrawHidden` re-deals for `viewer`, kind by kind. */
export function muranoZonesByKind(state: MuranoState, viewer: Viewer): HiddenZone<string>[][] {
  const { step } = state;
  const over = step.kind === "over";
  const actorIsViewer = state.current === viewer;
  const others = state.players.flatMap((p, seat) => (seat === viewer ? [] : [p]));
  const searching = (stack: "shop" | "palace") => step.kind === "search" && step.stack === stack && actorIsViewer;
  return [
    state.piles.map((cards) => ({ cards })),
    [...(searching("shop") ? [] : [{ cards: state.shopStack }]), ...others.map((p) => ({ cards: p.hand.shops }))],
    [
      ...(searching("palace") ? [] : [{ cards: state.palaceStack }]),
      ...others.map((p) => ({ cards: p.hand.palaces })),
      { cards: state.removed.palaces },
    ],
    [
      { cards: state.characterDeck },
      { cards: state.removed.charactersUnseen },
      ...(over ? [] : others.map((p) => ({ cards: p.characters }))),
      ...(step.kind === "recruit" && !actorIsViewer ? [{ cards: step.options }] : []),
    ],
    [{ cards: state.specialDeck }, ...(step.kind === "specialCard" && !actorIsViewer ? [{ cards: step.options }] : [])],
  ];
}

/**
 * The hidden zones of one kind whose pieces lie in two zones or more (none when no kind's do).
 *
 * @example
 * checkGameLaws(game, { hiddenZones: muranoHiddenZones });
 */
export function muranoHiddenZones(state: MuranoState, viewer: Viewer): HiddenZone<string>[] {
  const kinds = muranoZonesByKind(state, viewer).filter((zones) => zones.filter((z) => z.cards.length > 0).length >= 2);
  return kinds[state.turn % Math.max(1, kinds.length)] ?? [];
}
