/**
 * The game state: plain JSON, validated by {@link LightMastersStateC}, which checks every id
 * against the data and what must be conserved (the fragments, the Lira of the tokens, the Creation
 * cards, the Advantages under the tiles).
 *
 * @module
 */
import * as either from "fp-ts/lib/Either.js";
import { NaturalC, type RngState, RngStateC, fieldMisfit, integerBetween } from "@laguna/core";
import * as t from "io-ts";
import { AdvantageIdC, type LightMastersConfig, LightMastersConfigC, type TileAssignment } from "./config";
import {
  CATEGORY_TILES,
  CONSTANTS,
  CREATION_CARDS,
  type Category,
  CategoryC,
  FRAGMENT_SUPPLY,
  FragmentC,
  type Fragment,
  MARKETS,
  type RingSide,
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
export const CountsC: t.Type<Counts, Counts, unknown> = t.readonly(
  t.type({ R: NaturalC, Y: NaturalC, G: NaturalC, B: NaturalC, W: NaturalC }),
  "Counts",
);

/**
 * Fragment counts by colour: the Warehouse, or a Workbench.
 *
 * @example
 * const empty: Counts = { R: 0, Y: 0, G: 0, B: 0, W: 0 };
 * @category State
 */
export interface Counts {
  /** Red fragments. */
  readonly R: number;
  /** Yellow fragments. */
  readonly Y: number;
  /** Green fragments. */
  readonly G: number;
  /** Blue fragments. */
  readonly B: number;
  /** Clear fragments (wild when paying for a creation). */
  readonly W: number;
}

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
 * The fragments in each of the four Markets (public), by Market id.
 *
 * @example
 * const markets: Markets = { NE: ["R"], SE: ["Y"], SW: ["G"], NW: ["B"] };
 * @category State
 */
export interface Markets {
  /** The north-east Market's fragments (at most 3). */
  readonly NE: readonly Fragment[];
  /** The south-east Market's fragments (at most 3). */
  readonly SE: readonly Fragment[];
  /** The south-west Market's fragments (at most 3). */
  readonly SW: readonly Fragment[];
  /** The north-west Market's fragments (at most 3). */
  readonly NW: readonly Fragment[];
}

/**
 * The io-ts codec of the four Markets' contents, by Market id.
 *
 * @example
 * MarketsC.is({ NE: ["R"], SE: ["Y"], SW: ["G"], NW: ["B"] }); // true
 * @category State
 */
export const MarketsC: t.Type<Markets, Markets, unknown> = t.readonly(
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
export const TilesC: t.Type<TileAssignment, TileAssignment, unknown> = t.readonly(
  t.type({ ART: AdvantageIdC, JEW: AdvantageIdC, HOU: AdvantageIdC, ANI: AdvantageIdC }),
  "Tiles",
);

/**
 * A used creation: a completed card moved to the right of the Workbench to activate the Advantage
 * under one of its tiles (*Activar una Ventaja*, Activate an Advantage).
 *
 * @example
 * const used: Used = { card: "HOU-1", tile: "HOU" };
 * @category State
 */
export interface Used {
  /** The Creation card's id. */
  readonly card: string;
  /** The Category tile whose Advantage it activated (one of the card's symbols). */
  readonly tile: Category;
}

/**
 * The io-ts codec of a used creation: the card moved to the right of the Workbench and the tile
 * whose Advantage it activated.
 *
 * @example
 * UsedC.is({ card: "HOU-1", tile: "HOU" }); // true
 * @category State
 */
export const UsedC: t.Type<Used, Used, unknown> = t.readonly(t.type({ card: CreationIdC, tile: CategoryC }), "Used");

/**
 * One player: Lira, Workbench, hand (hidden from the others), completed and used creations, turns.
 *
 * @example
 * const lira = state.players[state.current]?.lira;
 * @category State
 */
export interface Player {
  /** The player's Lira (Ł). */
  readonly lira: number;
  /** The fragments on the player's Workbench (at most 8 once an excess is returned). */
  readonly workbench: Counts;
  /** The Creation cards in hand, first card first (only the first can be completed). Hidden from the other players. */
  readonly hand: readonly string[];
  /** The completed pile (left of the Workbench), in completion order: each card may still activate an Advantage. */
  readonly completed: readonly string[];
  /** The used pile (right of the Workbench), in activation order. */
  readonly used: readonly Used[];
  /** Turns this player has finished. */
  readonly turns: number;
}

/**
 * The io-ts codec of one player's part of the state.
 *
 * @example
 * PlayerC.is(state.players[0]); // true
 * @category State
 */
export const PlayerC: t.Type<Player, Player, unknown> = t.readonly(
  t.type({
    lira: NaturalC,
    workbench: CountsC,
    hand: t.readonlyArray(CreationIdC),
    completed: t.readonlyArray(CreationIdC),
    used: t.readonlyArray(UsedC),
    turns: NaturalC,
  }),
  "Player",
);

/**
 * Where the current turn stands:
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
 * One Buy or Sell of this turn.
 *
 * @example
 * const trade: Trade = { rewarded: false };
 * @category State
 */
export interface Trade {
  /** Whether an after-action Advantage (6 Avaricioso after a Buy, 7 Bien jugado after a Sell) has rewarded it. */
  readonly rewarded: boolean;
}

/**
 * The io-ts codec of {@link Trade}.
 *
 * @example
 * TradeC.is({ rewarded: false }); // true
 * @category State
 */
export const TradeC: t.Type<Trade, Trade, unknown> = t.readonly(t.type({ rewarded: t.boolean }), "Trade");

/**
 * One completion of this turn.
 *
 * @example
 * const done: Completion = { card: "HOU-1", value: 7, famaRewarded: false };
 * @category State
 */
export interface Completion {
  /** The completed Creation card's id. */
  readonly card: string;
  /** Its value: 8 minus the fragments left on the Workbench, the Lira it earned before any bonus. */
  readonly value: number;
  /** Whether Fama (14) has rewarded it (only a completion of value 8 can be). */
  readonly famaRewarded: boolean;
}

/**
 * The io-ts codec of {@link Completion}.
 *
 * @example
 * CompletionC.is({ card: "HOU-1", value: 7, famaRewarded: false }); // true
 * @category State
 */
export const CompletionC: t.Type<Completion, Completion, unknown> = t.readonly(
  t.type({
    card: CreationIdC,
    value: integerBetween(0, CONSTANTS.workbenchCapacity, `a creation value (0 to ${CONSTANTS.workbenchCapacity})`),
    famaRewarded: t.boolean,
  }),
  "Completion",
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
export interface TurnLog {
  /** Whether the Selector has turned this turn. */
  readonly selectorTurned: boolean;
  /** Whether Previsión (11) was activated this turn (the Selector then stays). */
  readonly previsionUsed: boolean;
  /** Takes still due or available (1, plus 1 per Repetir activation). */
  readonly takesLeft: number;
  /** Takes done this turn. */
  readonly takesDone: number;
  /** Negotiate actions still available (1, plus 1 per Privilegio activation). */
  readonly actionsLeft: number;
  /** Negotiate actions done this turn. */
  readonly actionsDone: number;
  /** Privilegio (10) activations this turn. */
  readonly privilegioUsed: number;
  /** The Buys of this turn, in order. */
  readonly buys: readonly Trade[];
  /** The Sells of this turn, in order. */
  readonly sells: readonly Trade[];
  /** The completions of this turn, in order. */
  readonly completions: readonly Completion[];
  /**
   * With `phaseAdvantageScope: "wholePhase"`: the Advantages activated this turn that modify every
   * later action of their phase (3, 4, 5 in phase 2; 6, 7 after each later Buy or Sell; 14 after
   * each later completion of value 8). Always empty with `"oneAction"`.
   */
  readonly phaseAdvantages: readonly number[];
  /**
   * With `oportunistaSecondSwap: "laterInTurn"`: the Oportunista (15) swaps still open this turn,
   * one per activation, each usable at any later moment of the turn. Always 0 with `"atOnce"`,
   * where the second swap is a follow-up step.
   */
  readonly swapsLeft: number;
}

/**
 * The io-ts codec of the current turn's bookkeeping.
 *
 * @example
 * TurnLogC.is(newTurn()); // true
 * @category State
 */
export const TurnLogC: t.Type<TurnLog, TurnLog, unknown> = t.readonly(
  t.type({
    selectorTurned: t.boolean,
    previsionUsed: t.boolean,
    takesLeft: NaturalC,
    takesDone: NaturalC,
    actionsLeft: NaturalC,
    actionsDone: NaturalC,
    privilegioUsed: NaturalC,
    buys: t.readonlyArray(TradeC),
    sells: t.readonlyArray(TradeC),
    completions: t.readonlyArray(CompletionC),
    phaseAdvantages: t.readonlyArray(AdvantageIdC),
    swapsLeft: NaturalC,
  }),
  "TurnLog",
);

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
 * A pending return of excess fragments: a gain left `seat`'s Workbench over 8, and the excess must
 * go back to the Warehouse.
 *
 * @example
 * const pending: PendingReturn = { seat: 1, count: 2 };
 * @category State
 */
export interface PendingReturn {
  /** The seat whose Workbench holds more than 8 fragments. */
  readonly seat: number;
  /** How many fragments must go back (at least 1). */
  readonly count: number;
}

/**
 * The io-ts codec of {@link PendingReturn}.
 *
 * @example
 * PendingReturnC.is({ seat: 0, count: 1 }); // true
 * @category State
 */
export const PendingReturnC: t.Type<PendingReturn, PendingReturn, unknown> = t.readonly(
  t.type({ seat: NaturalC, count: integerBetween(1, Number.MAX_SAFE_INTEGER, "a positive integer") }),
  "PendingReturn",
);

/**
 * Mago (8)'s rearrangement under way: the hand is being put in a new order one position at a
 * time.
 *
 * @example
 * const step: RearrangeFollowUp = { kind: "rearrange", next: 2 };
 * @category State
 */
export interface RearrangeFollowUp {
  /** The follow-up's kind. */
  readonly kind: "rearrange";
  /** The hand position the next `arrange` action fills; the positions before it are settled. */
  readonly next: number;
}

/**
 * Oportunista (15)'s first swap is done: a second one may follow (`swap`), or the player stops
 * (`endSwaps`).
 *
 * @example
 * const step: SwapFollowUp = { kind: "swap" };
 * @category State
 */
export interface SwapFollowUp {
  /** The follow-up's kind. */
  readonly kind: "swap";
}

/**
 * An Advantage's unfinished multi-step effect; nothing else may happen until it is finished.
 *
 * @example
 * const step: FollowUp = { kind: "rearrange", next: 2 };
 * @category State
 */
export type FollowUp =
  /** `rearrange`: Mago's rearrangement of the hand is under way. */
  | RearrangeFollowUp
  /** `swap`: Oportunista's second swap may follow. */
  | SwapFollowUp;

/**
 * The io-ts codec of {@link FollowUp}.
 *
 * @example
 * FollowUpC.is({ kind: "rearrange", next: 0 }); // true
 * FollowUpC.is({ kind: "swap" }); // true
 * @category State
 */
export const FollowUpC: t.Type<FollowUp, FollowUp, unknown> = t.union(
  [t.readonly(t.type({ kind: t.literal("rearrange"), next: NaturalC })), t.readonly(t.type({ kind: t.literal("swap") }))],
  "FollowUp",
);

/**
 * The full game state: plain JSON, hidden parts included (every hand, the box, the generator).
 *
 * @example
 * const state: LightMastersState = setup(defaultConfig(3), 42);
 * @category State
 */
export interface LightMastersState {
  /** The config the game is played with. */
  readonly config: LightMastersConfig;
  /** The seat holding the first-player marker; each round starts with it. */
  readonly firstPlayer: number;
  /** The seat whose turn it is. */
  readonly current: number;
  /** The current round, from 1. */
  readonly round: number;
  /** Where the current turn stands. */
  readonly phase: Phase;
  /** The board position the Selector points at (0 to 11). */
  readonly selector: number;
  /** The Ring side in play (the config's). */
  readonly ringSide: RingSide;
  /** How far the Ring is turned: Ring cell `j` sits at board position `(j + ringOffset) % 12`. */
  readonly ringOffset: number;
  /** The fragments in the Warehouse (the stock). */
  readonly warehouse: Counts;
  /** Each Market's fragments (public). */
  readonly markets: Markets;
  /** The Advantage card under each Category tile, fixed for the game. */
  readonly tiles: TileAssignment;
  /** The players, by seat. */
  readonly players: readonly Player[];
  /** The undealt Creation cards, out of the game and unseen (sorted by id). */
  readonly box: readonly string[];
  /** The current turn's bookkeeping. */
  readonly turn: TurnLog;
  /** An excess of fragments to return before anything else, or `null`. */
  readonly pending: PendingReturn | null;
  /** The current player's unfinished Advantage effect (Mago, Oportunista), or `null`. */
  readonly followUp: FollowUp | null;
  /** Whether some player has emptied their hand: the round is then the last. */
  readonly endTriggered: boolean;
  /** The state of the seeded random generator. Hidden from every view. */
  readonly rng: RngState;
}

/** The fields of the state, each valid on its own. */
const LightMastersStateFieldsC: t.Type<LightMastersState, LightMastersState, unknown> = t.readonly(
  t.type({
    config: LightMastersConfigC,
    firstPlayer: NaturalC,
    current: NaturalC,
    round: integerBetween(1, Number.MAX_SAFE_INTEGER, "a round number (from 1)"),
    phase: PhaseC,
    selector: integerBetween(0, CONSTANTS.positions - 1, "a board position"),
    ringSide: RingSideC,
    ringOffset: integerBetween(0, CONSTANTS.positions - 1, "a Ring offset"),
    warehouse: CountsC,
    markets: MarketsC,
    tiles: TilesC,
    players: t.readonlyArray(PlayerC),
    box: t.readonlyArray(CreationIdC),
    turn: TurnLogC,
    pending: t.union([PendingReturnC, t.null]),
    followUp: t.union([FollowUpC, t.null]),
    endTriggered: t.boolean,
    rng: RngStateC,
  }),
  "LightMastersState",
);

type Fields = LightMastersState;

const COLOURS: readonly Fragment[] = ["R", "Y", "G", "B", "W"];

/**
 * The fragments in play, by colour: the Warehouse, the Markets and every Workbench added up (in
 * every state this equals the supply).
 *
 * @example
 * fragmentTotals(setup(defaultConfig(2), 1)); // { R: 10, Y: 10, G: 10, B: 10, W: 6 }
 * @category State
 */
export function fragmentTotals(state: Pick<LightMastersState, "warehouse" | "markets" | "players">): Counts {
  const total = { ...state.warehouse };
  for (const market of MARKETS) for (const f of state.markets[market.id]) total[f] += 1;
  for (const p of state.players) for (const c of COLOURS) total[c] += p.workbench[c];
  return total;
}

/** Why the fields, each valid, do not fit together; `undefined` when they do. */
function misfit(s: Fields): { key: keyof Fields & string; message: string } | undefined {
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
    return { key: "warehouse", message: "fragments adding up to the supply (R10 Y10 G10 B10 W6 in all, in the Warehouse, Markets and Workbenches)" };
  }
  const cards = [...s.box, ...s.players.flatMap((p) => [...p.hand, ...p.completed, ...p.used.map((u) => u.card)])];
  if (cards.length !== CREATION_CARDS.length || new Set(cards).size !== cards.length) {
    return { key: "players", message: `each of the ${CREATION_CARDS.length} Creation cards exactly once in the hands, piles and box` };
  }
  for (const p of s.players) {
    for (const u of p.used) {
      if (!creationCard(u.card).symbols.includes(u.tile)) return { key: "players", message: `used card ${u.card} on a tile among its symbols` };
    }
  }
  const tiles = CATEGORY_TILES.map((c) => s.tiles[c.id]);
  if (new Set(tiles).size !== tiles.length) return { key: "tiles", message: "4 different Advantage cards on the Category tiles" };
  if (s.config.liraSupply === "tokens267" && s.players.reduce((sum, p) => sum + p.lira, 0) > CONSTANTS.liraTokenValueTotal) {
    return { key: "players", message: `at most ${CONSTANTS.liraTokenValueTotal} Lira in all with tokens267 (the Lira tokens in the box)` };
  }
  return undefined;
}

/**
 * The io-ts codec of the game state: the fields (every card, Advantage and colour a known id), and
 * their fit: as many players as the config says, seats in range, the config's Ring side, every
 * fragment accounted for, every Creation card exactly once, 4 different Advantages under the
 * tiles, and with `tokens267` no more Lira than the tokens hold.
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
      return bad === undefined ? t.success(state) : fieldMisfit(state, c, bad.key, bad.message);
    }),
  (state) => state,
);
