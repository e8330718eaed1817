/**
 * What a player (or a spectator) sees: everything but the hands of the others and the order of
 * the decks, whose sizes are public; never the generator.
 *
 * @module
 */
import { NaturalC, type Seed, type Viewer, SPECTATOR, seedRng, withRandom } from "@laguna/core";
import * as t from "io-ts";
import { type Area, AreaC } from "./area";
import { type BuranoConfig, BuranoConfigC } from "./config";
import { floorCard } from "./data";
import { type Box, BoxC, type BuranoState, CharacterCardIdC, type EndReason, FloorCardIdC, type Phase, PhaseC } from "./state";

/**
 * What a viewer sees of one player: everything but the cards of another player's hand.
 *
 * @example
 * const mine: PlayerView | undefined = view(state, 1).players[1];
 * @category View
 */
export interface PlayerView {
  /** The player's coins. */
  readonly coins: number;
  /** The player's regulatory bonus tokens left. */
  readonly tokens: number;
  /** How many cards the player's hand holds (public). */
  readonly handSize: number;
  /** The hand's cards: only in the owner's view; `null` for everyone else. */
  readonly hand: readonly string[] | null;
  /** The player's house area (public). */
  readonly area: Area;
}

/**
 * The io-ts codec of {@link PlayerView}.
 *
 * @example
 * PlayerViewC.is(view(state, 0).players[0]); // true
 * @category View
 */
export const PlayerViewC: t.Type<PlayerView, PlayerView, unknown> = t.readonly(
  t.type({
    coins: NaturalC,
    tokens: NaturalC,
    handSize: NaturalC,
    hand: t.union([t.readonlyArray(FloorCardIdC), t.null]),
    area: AreaC,
  }),
  "PlayerView",
);

/**
 * A player's (or a spectator's) view of the game: the state without the order of the decks,
 * the other players' hands and the generator.
 *
 * @example
 * const mine: BuranoView = view(state, 1);
 * @category View
 */
export interface BuranoView {
  /** Whose view this is: a seat, or `SPECTATOR`. */
  readonly viewer: Viewer;
  /** The config the game is played with. */
  readonly config: BuranoConfig;
  /** How many cards each floor deck (1st, 2nd, 3rd) holds; their order is hidden. */
  readonly deckSizes: readonly number[];
  /** The three supply rows (1st, 2nd, 3rd floor), as in the state; `null` is an empty space. */
  readonly supply: readonly (readonly (string | null)[])[];
  /** The character cards still in the public piles, sorted by id. */
  readonly characters: readonly string[];
  /** The cards out of the game. */
  readonly box: Box;
  /** What the viewer sees of each player, by seat. */
  readonly players: readonly PlayerView[];
  /** The start player of the current round. */
  readonly startPlayer: number;
  /** The seat whose turn it is. */
  readonly current: number;
  /** Turns completed so far, by all players. */
  readonly turns: number;
  /** Rounds completed so far (0 in the solo game). */
  readonly rounds: number;
  /** The step of the turn the current player is in. */
  readonly phase: Phase;
  /** Floor cards placed in the current turn (0 to 3). */
  readonly placed: number;
  /** Whether the scaffolds were already arranged since the last placement of this turn. */
  readonly arranged: boolean;
  /** Why the game ended, or `null` while it goes on. */
  readonly ended: EndReason | null;
}

/**
 * The io-ts codec of a view.
 *
 * @example
 * BuranoViewC.is(view(state, 0)); // true
 * @category View
 */
export const BuranoViewC: t.Type<BuranoView, BuranoView, unknown> = t.readonly(
  t.type({
    viewer: t.union([NaturalC, t.literal(SPECTATOR)]),
    config: BuranoConfigC,
    deckSizes: t.readonlyArray(NaturalC),
    supply: t.readonlyArray(t.readonlyArray(t.union([FloorCardIdC, t.null]))),
    characters: t.readonlyArray(CharacterCardIdC),
    box: BoxC,
    players: t.readonlyArray(PlayerViewC),
    startPlayer: NaturalC,
    current: NaturalC,
    turns: NaturalC,
    rounds: NaturalC,
    phase: PhaseC,
    placed: NaturalC,
    arranged: t.boolean,
    ended: t.union([t.keyof({ fiveHouses: null, supplyEmpty: null, anyDeckEmpty: null, noCharacters: null, roundLimit: null }), t.null]),
  }),
  "BuranoView",
);

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
