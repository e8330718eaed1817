/**
 * What a player (or a spectator) sees (spec §2.13): everything but the hands of the others and
 * the order of the decks, whose sizes are public; never the generator.
 *
 * @module
 */
import { NaturalC, type Seed, type Viewer, SPECTATOR, seedRng, withRandom } from "@laguna/core";
import * as t from "io-ts";
import { AreaC } from "./area";
import { BuranoConfigC } from "./config";
import { floorCard } from "./data";
import { type BuranoState, CharacterCardIdC, FloorCardIdC, PhaseC } from "./state";

/**
 * The io-ts codec of a view.
 *
 * @example
 * BuranoViewC.is(view(state, 0)); // true
 * @category View
 */
export const BuranoViewC = t.readonly(
  t.type({
    viewer: t.union([NaturalC, t.literal(SPECTATOR)]),
    config: BuranoConfigC,
    deckSizes: t.readonlyArray(NaturalC),
    supply: t.readonlyArray(t.readonlyArray(t.union([FloorCardIdC, t.null]))),
    characters: t.readonlyArray(CharacterCardIdC),
    box: t.readonly(t.type({ floors: t.readonlyArray(FloorCardIdC), characters: t.readonlyArray(CharacterCardIdC) })),
    players: t.readonlyArray(
      t.readonly(
        t.type({
          coins: NaturalC,
          tokens: NaturalC,
          handSize: NaturalC,
          /** The hand's cards: only in the owner's view. */
          hand: t.union([t.readonlyArray(FloorCardIdC), t.null]),
          area: AreaC,
        }),
      ),
    ),
    startPlayer: NaturalC,
    current: NaturalC,
    turns: NaturalC,
    rounds: NaturalC,
    phase: PhaseC,
    placed: NaturalC,
    arranged: t.boolean,
    ended: t.union([t.string, t.null]),
  }),
  "BuranoView",
);

/**
 * A player's view of the game.
 *
 * @example
 * const mine: BuranoView = view(state, 1);
 * @category View
 */
export type BuranoView = t.TypeOf<typeof BuranoViewC>;

/**
 * What `viewer` may see of the state.
 *
 * @example
 * view(state, SPECTATOR).players[0]?.hand; // null
 * @category View
 */
export function view(state: BuranoState, viewer: Viewer): BuranoView {
  return {
    viewer,
    config: state.config,
    deckSizes: state.decks.map((d) => d.length),
    supply: state.supply,
    characters: state.characters,
    box: state.box,
    players: state.players.map((p, seat) => ({
      coins: p.coins,
      tokens: p.tokens,
      handSize: p.hand.length,
      hand: seat === viewer ? p.hand : null,
      area: p.area,
    })),
    startPlayer: state.startPlayer,
    current: state.current,
    turns: state.turns,
    rounds: state.rounds,
    phase: state.phase,
    placed: state.placed,
    arranged: state.arranged,
    ended: state.ended,
  };
}

/**
 * Re-deals what `viewer` cannot know, consistently with what they see: for each floor level,
 * the cards of that level in the decks and in the other players' hands are shuffled together and
 * dealt back in the same numbers (deck sizes, and how many cards of each level each hand holds).
 * Used by the law kit's secrecy check and by search bots.
 *
 * @example
 * const sample = redrawHidden(state, 0, 7);
 * @category View
 */
export function redrawHidden(state: BuranoState, viewer: Viewer, seed: Seed): BuranoState {
  const hidden = (seat: number) => seat !== viewer;
  const [result] = withRandom(seedRng(seed), (r) => {
    const hands = state.players.map((p) => p.hand.slice());
    const decks = state.decks.map((d) => d.slice());
    for (const level of [1, 2, 3] as const) {
      const ofLevel = (c: string) => floorCard(c).level === level;
      // Sorted before the shuffle, so that the re-draw depends only on what the viewer sees and
      // the seed, not on how the hidden cards happen to be arranged (bots that sample re-drawn
      // states then decide the same for states the viewer cannot tell apart).
      const pool = r.shuffle(
        [...(decks[level - 1] ?? []), ...hands.flatMap((h, seat) => (hidden(seat) ? h.filter(ofLevel) : []))].sort(),
      );
      let at = 0;
      decks[level - 1] = pool.slice(0, (at = decks[level - 1]?.length ?? 0));
      hands.forEach((h, seat) => {
        if (!hidden(seat)) return;
        h.forEach((c, i) => {
          if (ofLevel(c)) h[i] = pool[at++] as string;
        });
      });
    }
    return { hands, decks };
  });
  return {
    ...state,
    decks: result.decks,
    players: state.players.map((p, seat) => ({ ...p, hand: result.hands[seat] ?? p.hand })),
  };
}
