/**
 * What a player (or a spectator) sees: everything but the contents and order of
 * the other players' hands (their sizes are public), the undealt Creation cards in the box (their
 * number is public) and the generator; with `liraVisibility: "hidden"`, also the other players'
 * Lira.
 *
 * @module
 */
import { NaturalC, type Seed, SPECTATOR, type Viewer, seedRng, withRandom } from "@laguna/core";
import * as t from "io-ts";
import { type LightMastersConfig, LightMastersConfigC, type TileAssignment } from "./config";
import { type RingSide, RingSideC } from "./data";
import {
  type Counts,
  CountsC,
  CreationIdC,
  type FollowUp,
  FollowUpC,
  type LightMastersState,
  type Markets,
  MarketsC,
  type PendingReturn,
  PendingReturnC,
  type Phase,
  PhaseC,
  TilesC,
  type TurnLog,
  TurnLogC,
  type Used,
  UsedC,
} from "./state";

/**
 * One player as a viewer sees them: everything but another player's hand (and, with
 * `liraVisibility: "hidden"`, their Lira).
 *
 * @example
 * const size = view(state, 0).players[1]?.handSize;
 * @category View
 */
export interface PlayerView {
  /** The player's Lira: `null` for another player's when `liraVisibility` is `"hidden"`. */
  readonly lira: number | null;
  /** The fragments on the player's Workbench (public). */
  readonly workbench: Counts;
  /** How many Creation cards the player's hand holds (public). */
  readonly handSize: number;
  /** The hand's cards, first card first: only in the owner's view; `null` for everyone else. */
  readonly hand: readonly string[] | null;
  /** The completed pile, in completion order (public). */
  readonly completed: readonly string[];
  /** The used pile, in activation order (public). */
  readonly used: readonly Used[];
  /** Turns this player has finished. */
  readonly turns: number;
}

/**
 * The io-ts codec of one player as a viewer sees them.
 *
 * @example
 * PlayerViewC.is(view(state, 0).players[1]); // true
 * @category View
 */
export const PlayerViewC: t.Type<PlayerView, PlayerView, unknown> = t.readonly(
  t.type({
    lira: t.union([NaturalC, t.null]),
    workbench: CountsC,
    handSize: NaturalC,
    hand: t.union([t.readonlyArray(CreationIdC), t.null]),
    completed: t.readonlyArray(CreationIdC),
    used: t.readonlyArray(UsedC),
    turns: NaturalC,
  }),
  "PlayerView",
);

/**
 * A player's (or a spectator's) view of the game: the state without the other players' hands,
 * the box's cards and the generator.
 *
 * @example
 * const mine: LightMastersView = view(state, 1);
 * @category View
 */
export interface LightMastersView {
  /** Whose view this is: a seat, or `SPECTATOR`. */
  readonly viewer: Viewer;
  /** The config the game is played with. */
  readonly config: LightMastersConfig;
  /** The seat holding the first-player marker. */
  readonly firstPlayer: number;
  /** The seat whose turn it is. */
  readonly current: number;
  /** The current round, from 1. */
  readonly round: number;
  /** Where the current turn stands. */
  readonly phase: Phase;
  /** The board position the Selector points at (0 to 11). */
  readonly selector: number;
  /** The Ring side in play. */
  readonly ringSide: RingSide;
  /** How far the Ring is turned: Ring cell `j` sits at board position `(j + ringOffset) % 12`. */
  readonly ringOffset: number;
  /** The fragments in the Warehouse. */
  readonly warehouse: Counts;
  /** Each Market's fragments. */
  readonly markets: Markets;
  /** The Advantage card under each Category tile. */
  readonly tiles: TileAssignment;
  /** What the viewer sees of each player, by seat. */
  readonly players: readonly PlayerView[];
  /** How many Creation cards are in the box (undealt, unseen by everyone). */
  readonly boxSize: number;
  /** The current turn's bookkeeping (public). */
  readonly turn: TurnLog;
  /** An excess of fragments to return before anything else, or `null`. */
  readonly pending: PendingReturn | null;
  /** The current player's unfinished Advantage effect (public: the others see that it is under way), or `null`. */
  readonly followUp: FollowUp | null;
  /** Whether some player has emptied their hand: the round is then the last. */
  readonly endTriggered: boolean;
}

/**
 * The io-ts codec of a view.
 *
 * @example
 * LightMastersViewC.is(view(state, 0)); // true
 * @category View
 */
export const LightMastersViewC: t.Type<LightMastersView, LightMastersView, unknown> = t.readonly(
  t.type({
    viewer: t.union([NaturalC, t.literal(SPECTATOR)]),
    config: LightMastersConfigC,
    firstPlayer: NaturalC,
    current: NaturalC,
    round: NaturalC,
    phase: PhaseC,
    selector: NaturalC,
    ringSide: RingSideC,
    ringOffset: NaturalC,
    warehouse: CountsC,
    markets: MarketsC,
    tiles: TilesC,
    players: t.readonlyArray(PlayerViewC),
    boxSize: NaturalC,
    turn: TurnLogC,
    pending: t.union([PendingReturnC, t.null]),
    followUp: t.union([FollowUpC, t.null]),
    endTriggered: t.boolean,
  }),
  "LightMastersView",
);

/**
 * What `viewer` may see of the state: no other hand's contents, no box contents, no generator.
 *
 * @example
 * view(state, SPECTATOR).players[0]?.hand; // null
 * view(state, 0).players[0]?.hand; // player 0's cards, first card first
 * @category View
 */
export function view(state: LightMastersState, viewer: Viewer): LightMastersView {
  const liraShown = state.config.liraVisibility === "public";
  return {
    viewer,
    config: state.config,
    firstPlayer: state.firstPlayer,
    current: state.current,
    round: state.round,
    phase: state.phase,
    selector: state.selector,
    ringSide: state.ringSide,
    ringOffset: state.ringOffset,
    warehouse: state.warehouse,
    markets: state.markets,
    tiles: state.tiles,
    players: state.players.map((p, seat) => ({
      lira: liraShown || seat === viewer ? p.lira : null,
      workbench: p.workbench,
      handSize: p.hand.length,
      hand: seat === viewer ? p.hand : null,
      completed: p.completed,
      used: p.used,
      turns: p.turns,
    })),
    boxSize: state.box.length,
    turn: state.turn,
    pending: state.pending,
    followUp: state.followUp,
    endTriggered: state.endTriggered,
  };
}

/**
 * Re-deals what `viewer` cannot know, consistently with what they see: the cards of the other
 * players' hands and of the box are shuffled together and dealt back in the same numbers (each
 * hidden hand keeps its size, the box its size and stays sorted); the viewer's own hand, every
 * public pile and the Lira are untouched, and the generator is replaced by the one left after the
 * re-deal. Used by the law kit's secrecy check and by search bots.
 *
 * @example
 * const sample = redrawHidden(state, 0, 7);
 * deepEqual(view(sample, 0), view(state, 0)); // true
 * @category View
 */
export function redrawHidden(state: LightMastersState, viewer: Viewer, seed: Seed): LightMastersState {
  const hidden = (seat: number) => seat !== viewer;
  const [hands, rng] = withRandom(seedRng(seed), (r) => {
    // Sorted before the shuffle, so that the re-draw depends only on what the viewer sees and the
    // seed, not on how the hidden cards happen to be arranged (bots that sample re-drawn states
    // then decide the same for states the viewer cannot tell apart).
    const pool = r.shuffle([...state.box, ...state.players.flatMap((p, seat) => (hidden(seat) ? p.hand : []))].sort());
    let at = 0;
    const dealt = state.players.map((p, seat) => (hidden(seat) ? pool.slice(at, (at += p.hand.length)) : p.hand));
    return { dealt, box: pool.slice(at).sort() };
  });
  return {
    ...state,
    players: state.players.map((p, seat) => ({ ...p, hand: hands.dealt[seat] ?? p.hand })),
    box: hands.box,
    rng,
  };
}
