/**
 * The game state (spec §2.10's suggested state): plain JSON, validated by
 * {@link LightMastersStateC}, which checks every id against the data and the conservation
 * invariants (I1 fragments, I4 Lira, I5 Creation cards, I15 tiles).
 *
 * @module
 */
import { either } from "fp-ts";
import { NaturalC, RngStateC, integerBetween } from "@laguna/core";
import * as t from "io-ts";
import { AdvantageIdC, LightMastersConfigC } from "./config";
import {
  CATEGORY_TILES,
  CONSTANTS,
  CREATION_CARDS,
  CategoryC,
  FRAGMENT_SUPPLY,
  FragmentC,
  type Fragment,
  MARKETS,
  RingSideC,
  creationCard,
  isCreationId,
} from "./data";

/**
 * The io-ts codec of a Creation card id (one of the 24 ids of the data).
 *
 * @example
 * CreationIdC.is("HOU-1"); // true
 * CreationIdC.is("HOU-9"); // false
 * @category State
 */
export const CreationIdC = new t.Type<string, string, unknown>(
  "a Creation card id",
  isCreationId,
  (u, c) => (isCreationId(u) ? t.success(u) : t.failure(u, c)),
  (s) => s,
);

/**
 * The io-ts codec of fragment counts: how many of each colour (R, Y, G, B, W).
 *
 * @example
 * CountsC.is({ R: 9, Y: 9, G: 9, B: 9, W: 6 }); // true
 * @category State
 */
export const CountsC = t.readonly(t.type({ R: NaturalC, Y: NaturalC, G: NaturalC, B: NaturalC, W: NaturalC }), "Counts");

/**
 * Fragment counts by colour: the Warehouse, or a Workbench.
 *
 * @example
 * const empty: Counts = { R: 0, Y: 0, G: 0, B: 0, W: 0 };
 * @category State
 */
export type Counts = t.TypeOf<typeof CountsC>;

/**
 * The io-ts codec of a Market's content: at most its 3 slots' worth of fragments.
 *
 * @example
 * MarketContentC.is(["R", "W"]); // true
 * @category State
 */
export const MarketContentC = new t.Type<readonly Fragment[], readonly Fragment[], unknown>(
  "a Market's fragments (at most 3)",
  (u): u is readonly Fragment[] => Array.isArray(u) && u.length <= 3 && u.every((f) => FragmentC.is(f)),
  (u, c) => either.flatMap(t.readonlyArray(FragmentC).validate(u, c), (fs) => (fs.length <= (MARKETS[0]?.slots ?? 3) ? t.success(fs) : t.failure(u, c))),
  (fs) => fs,
);

/**
 * The io-ts codec of the four Markets' contents, by Market id.
 *
 * @example
 * MarketsC.is({ NE: ["R"], SE: ["Y"], SW: ["G"], NW: ["B"] }); // true
 * @category State
 */
export const MarketsC = t.readonly(
  t.type({ NE: MarketContentC, SE: MarketContentC, SW: MarketContentC, NW: MarketContentC }),
  "Markets",
);

/**
 * The io-ts codec of the tiles: the Advantage card under each Category tile.
 *
 * @example
 * TilesC.is({ ART: 1, JEW: 2, HOU: 3, ANI: 4 }); // true
 * @category State
 */
export const TilesC = t.readonly(t.type({ ART: AdvantageIdC, JEW: AdvantageIdC, HOU: AdvantageIdC, ANI: AdvantageIdC }), "Tiles");

/**
 * The io-ts codec of a used creation: the card moved to the right of the Workbench and the tile
 * whose Advantage it activated.
 *
 * @example
 * UsedC.is({ card: "HOU-1", tile: "HOU" }); // true
 * @category State
 */
export const UsedC = t.readonly(t.type({ card: CreationIdC, tile: CategoryC }), "Used");

/**
 * The io-ts codec of one player's part of the state.
 *
 * @example
 * PlayerC.is(state.players[0]); // true
 * @category State
 */
export const PlayerC = t.readonly(
  t.type({
    /** Lira (Ł). */
    lira: NaturalC,
    /** The fragments on the Workbench. */
    workbench: CountsC,
    /** The Creation cards in hand; index 0 is the first card. Hidden from the other players. */
    hand: t.readonlyArray(CreationIdC),
    /** The completed pile (left of the Workbench), in completion order. */
    completed: t.readonlyArray(CreationIdC),
    /** The used pile (right of the Workbench), in activation order. */
    used: t.readonlyArray(UsedC),
    /** Turns this player has finished. */
    turns: NaturalC,
  }),
  "Player",
);

/**
 * One player: Lira, Workbench, hand (hidden from the others), completed and used creations, turns.
 *
 * @example
 * const lira = state.players[state.current]?.lira;
 * @category State
 */
export type Player = t.TypeOf<typeof PlayerC>;

/**
 * Where the current turn stands (spec §2.10):
 * - `P1.Selector`: turn start, the Selector not turned yet (Previsión may still skip it);
 * - `P1.Take`: a take is due;
 * - `P1.Open`: phase 1 done, Repetir may add a take, the first Negotiate action opens phase 2;
 * - `P2`: Negotiate;
 * - `P3`: Complete creations;
 * - `GameOver`: the game has ended.
 *
 * @example
 * const phase: Phase = "P1.Selector";
 * @category State
 */
export type Phase = "P1.Selector" | "P1.Take" | "P1.Open" | "P2" | "P3" | "GameOver";

/**
 * The io-ts codec of {@link Phase}.
 *
 * @example
 * PhaseC.is("P2"); // true
 * @category State
 */
export const PhaseC = t.keyof({ "P1.Selector": null, "P1.Take": null, "P1.Open": null, P2: null, P3: null, GameOver: null });

/**
 * The io-ts codec of one Buy or Sell of this turn, and whether an after-action Advantage
 * (6 Avaricioso after a Buy, 7 Bien jugado after a Sell) has rewarded it (R21).
 *
 * @example
 * TradeC.is({ rewarded: false }); // true
 * @category State
 */
export const TradeC = t.readonly(t.type({ rewarded: t.boolean }), "Trade");

/**
 * The io-ts codec of one completion of this turn: the card, its value (`8 − fragments left`, R4)
 * and whether Fama has rewarded it.
 *
 * @example
 * CompletionC.is({ card: "HOU-1", value: 7, famaRewarded: false }); // true
 * @category State
 */
export const CompletionC = t.readonly(
  t.type({
    card: CreationIdC,
    value: integerBetween(0, CONSTANTS.workbenchCapacity, `a creation value (0 to ${CONSTANTS.workbenchCapacity})`),
    famaRewarded: t.boolean,
  }),
  "Completion",
);

/**
 * The io-ts codec of the current turn's bookkeeping.
 *
 * @example
 * TurnLogC.is(newTurn()); // true
 * @category State
 */
export const TurnLogC = t.readonly(
  t.type({
    /** Whether the Selector has turned this turn. */
    selectorTurned: t.boolean,
    /** Whether Previsión (11) was activated this turn (the Selector then stays). */
    previsionUsed: t.boolean,
    /** Takes still due or available (1, plus 1 per Repetir activation). */
    takesLeft: NaturalC,
    /** Takes done this turn. */
    takesDone: NaturalC,
    /** Negotiate actions still available (1, plus 1 per Privilegio activation). */
    actionsLeft: NaturalC,
    /** Negotiate actions done this turn. */
    actionsDone: NaturalC,
    /** Privilegio (10) activations this turn. */
    privilegioUsed: NaturalC,
    /** The Buys of this turn, in order. */
    buys: t.readonlyArray(TradeC),
    /** The Sells of this turn, in order. */
    sells: t.readonlyArray(TradeC),
    /** The completions of this turn, in order. */
    completions: t.readonlyArray(CompletionC),
    /**
     * With `phaseAdvantageScope: "wholePhase"` (R21): the Advantages activated this turn that
     * modify every later action of their phase (3, 4, 5 in phase 2; 6, 7 after each later Buy or
     * Sell; 14 after each later completion of value 8). Always empty with `"oneAction"`.
     */
    phaseAdvantages: t.readonlyArray(AdvantageIdC),
    /**
     * With `oportunistaSecondSwap: "laterInTurn"`: the Oportunista (15) swaps still open this
     * turn, one per activation, each usable at any later moment of the turn. Always 0 with
     * `"atOnce"`, where the second swap is a follow-up step.
     */
    swapsLeft: NaturalC,
  }),
  "TurnLog",
);

/**
 * The bookkeeping of the current turn: takes and Negotiate actions left and done, the Selector,
 * Previsión and Privilegio, the Buys, Sells and completions the after-action Advantages and the
 * two-completion bonus look at, and Oportunista's later swaps.
 *
 * @example
 * const log: TurnLog = newTurn();
 * @category State
 */
export type TurnLog = t.TypeOf<typeof TurnLogC>;

/**
 * The bookkeeping at the start of a turn: one take and one Negotiate action available, nothing done.
 *
 * @example
 * newTurn().takesLeft; // 1
 * @category State
 */
export function newTurn(): TurnLog {
  return {
    selectorTurned: false,
    previsionUsed: false,
    takesLeft: 1,
    takesDone: 0,
    actionsLeft: 1,
    actionsDone: 0,
    privilegioUsed: 0,
    buys: [],
    sells: [],
    completions: [],
    phaseAdvantages: [],
    swapsLeft: 0,
  };
}

/**
 * The io-ts codec of a pending return (R12): a gain left `seat`'s Workbench over 8, and `count`
 * fragments must go back to the Warehouse before anything else.
 *
 * @example
 * PendingReturnC.is({ seat: 0, count: 1 }); // true
 * @category State
 */
export const PendingReturnC = t.readonly(
  t.type({ seat: NaturalC, count: integerBetween(1, Number.MAX_SAFE_INTEGER, "a positive integer") }),
  "PendingReturn",
);

/**
 * A pending return of excess fragments (R12).
 *
 * @example
 * const pending: PendingReturn = { seat: 1, count: 2 };
 * @category State
 */
export type PendingReturn = t.TypeOf<typeof PendingReturnC>;

/**
 * The io-ts codec of an Advantage's unfinished multi-step effect (R9: nothing else may happen until
 * it is finished):
 * - `rearrange` (8 Mago): the hand is being put in a new order one position at a time; positions
 *   before `next` are settled, and the next `arrange` picks the card for position `next`;
 * - `swap` (15 Oportunista): the first swap is done, a second one may follow (`swap` or `endSwaps`).
 *
 * @example
 * FollowUpC.is({ kind: "rearrange", next: 0 }); // true
 * FollowUpC.is({ kind: "swap" }); // true
 * @category State
 */
export const FollowUpC = t.union(
  [
    t.readonly(t.type({ kind: t.literal("rearrange"), next: NaturalC })),
    t.readonly(t.type({ kind: t.literal("swap") })),
  ],
  "FollowUp",
);

/**
 * An Advantage's unfinished multi-step effect: Mago's rearrangement or Oportunista's second swap.
 *
 * @example
 * const step: FollowUp = { kind: "rearrange", next: 2 };
 * @category State
 */
export type FollowUp = t.TypeOf<typeof FollowUpC>;

/** The fields of the state, each valid on its own. */
const LightMastersStateFieldsC = t.readonly(
  t.type({
    config: LightMastersConfigC,
    /** The seat holding the first-player marker; each round starts with it. */
    firstPlayer: NaturalC,
    /** The seat whose turn it is. */
    current: NaturalC,
    /** The current round, from 1. */
    round: integerBetween(1, Number.MAX_SAFE_INTEGER, "a round number (from 1)"),
    phase: PhaseC,
    /** The board position the Selector points at (0 to 11). */
    selector: integerBetween(0, CONSTANTS.positions - 1, "a board position"),
    /** The Ring side in play (the config's). */
    ringSide: RingSideC,
    /** Ring cell `j` sits at board position `(j + ringOffset) % 12`. */
    ringOffset: integerBetween(0, CONSTANTS.positions - 1, "a Ring offset"),
    /** The fragments in the Warehouse. */
    warehouse: CountsC,
    /** Each Market's fragments (public). */
    markets: MarketsC,
    /** The Advantage card under each Category tile, fixed for the game. */
    tiles: TilesC,
    players: t.readonlyArray(PlayerC),
    /** The undealt Creation cards, out of the game and unseen (sorted by id). */
    box: t.readonlyArray(CreationIdC),
    /** The current turn's bookkeeping. */
    turn: TurnLogC,
    /** An excess return due (R12), or `null`. */
    pending: t.union([PendingReturnC, t.null]),
    /** The current player's unfinished Advantage effect (Mago, Oportunista), or `null`. */
    followUp: t.union([FollowUpC, t.null]),
    /** Whether some player has emptied their hand (R30): the round is then the last. */
    endTriggered: t.boolean,
    rng: RngStateC,
  }),
  "LightMastersState",
);

/**
 * The full game state.
 *
 * @example
 * const state: LightMastersState = setup(defaultConfig(3), 42);
 * @category State
 */
// An interface rather than a type alias, so that the API docs list the fields.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LightMastersState extends t.TypeOf<typeof LightMastersStateFieldsC> {}

type Fields = LightMastersState;

const COLOURS: readonly Fragment[] = ["R", "Y", "G", "B", "W"];

/**
 * The fragments in play, by colour: the Warehouse, the Markets and every Workbench added up (I1
 * says this equals the supply).
 *
 * @example
 * fragmentTotals(setup(defaultConfig(2), 1)); // { R: 10, Y: 10, G: 10, B: 10, W: 6 }
 * @category State
 */
export function fragmentTotals(state: Pick<LightMastersState, "warehouse" | "markets" | "players">): Counts {
  const total = { ...state.warehouse };
  for (const content of Object.values(state.markets)) for (const f of content) total[f] += 1;
  for (const p of state.players) for (const c of COLOURS) total[c] += p.workbench[c];
  return total;
}

/** A codec named after what was expected, so that a refused fit reads well in `decodeWith`'s error. */
const expected = (name: string) =>
  new t.Type<unknown, unknown, unknown>(name, (_u): _u is unknown => false, (u, c) => t.failure(u, c), (a) => a);

/** Why the fields, each valid, do not fit together; `undefined` when they do. */
function misfit(s: Fields): { key: string; message: string } | undefined {
  const n = s.config.playerCount;
  if (s.players.length !== n) return { key: "players", message: `${n} players (the config's playerCount)` };
  if (s.firstPlayer >= n) return { key: "firstPlayer", message: "a seat of this game" };
  if (s.current >= n) return { key: "current", message: "a seat of this game" };
  if (s.ringSide !== s.config.ringSide) return { key: "ringSide", message: `the config's Ring side ${s.config.ringSide}` };
  if (s.pending !== null && s.pending.seat >= n) return { key: "pending", message: "a return by a seat of this game" };
  if (s.followUp?.kind === "rearrange" && s.followUp.next >= Math.max(1, (s.players[s.current]?.hand.length ?? 0) - 1)) {
    return { key: "followUp", message: "a rearrangement position before the last card of the current player's hand" };
  }
  const totals = fragmentTotals(s);
  if (COLOURS.some((c) => totals[c] !== FRAGMENT_SUPPLY[c])) {
    return { key: "warehouse", message: "fragments adding up to the supply (I1: R10 Y10 G10 B10 W6 in the Warehouse, Markets and Workbenches)" };
  }
  const cards = [...s.box, ...s.players.flatMap((p) => [...p.hand, ...p.completed, ...p.used.map((u) => u.card)])];
  if (cards.length !== CREATION_CARDS.length || new Set(cards).size !== cards.length) {
    return { key: "players", message: `each of the ${CREATION_CARDS.length} Creation cards exactly once in the hands, piles and box (I5)` };
  }
  for (const p of s.players) {
    for (const u of p.used) {
      if (!creationCard(u.card).symbols.includes(u.tile)) return { key: "players", message: `used card ${u.card} on a tile among its symbols` };
    }
  }
  const tiles = CATEGORY_TILES.map((c) => s.tiles[c.id]);
  if (new Set(tiles).size !== tiles.length) return { key: "tiles", message: "4 different Advantage cards (I15)" };
  if (s.config.liraSupply === "tokens267" && s.players.reduce((sum, p) => sum + p.lira, 0) > CONSTANTS.liraTokenValueTotal) {
    return { key: "players", message: `at most ${CONSTANTS.liraTokenValueTotal} Lira in all with tokens267 (I4)` };
  }
  return undefined;
}

/**
 * The io-ts codec of the game state: the fields (every card, Advantage and colour a known id), and
 * their fit: as many players as the config says, seats in range, the config's Ring side, every
 * fragment accounted for (I1), every Creation card exactly once (I5), 4 different Advantages under
 * the tiles (I15), and with `tokens267` no more Lira than the tokens hold (I4).
 *
 * @example
 * LightMastersStateC.is(setup(defaultConfig(2), 1)); // true
 * @category State
 */
export const LightMastersStateC: t.Type<LightMastersState, LightMastersState, unknown> = new t.Type<
  LightMastersState,
  LightMastersState,
  unknown
>(
  "LightMastersState",
  (u): u is Fields => LightMastersStateFieldsC.is(u) && misfit(u) === undefined,
  (u, c) =>
    either.flatMap(LightMastersStateFieldsC.validate(u, c), (state) => {
      const bad = misfit(state);
      return bad === undefined
        ? t.success(state)
        : t.failure(state[bad.key as keyof Fields], [...c, { key: bad.key, type: expected(bad.message), actual: state[bad.key as keyof Fields] }], bad.message);
    }),
  (state) => state,
);
