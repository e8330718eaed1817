/**
 * The turn (rulebook, *Turno de juego* to *Final de la partida y victoria*): who acts, the legal
 * actions, and the reducer. The R numbers in this module are the rulings of the game's page,
 * docs/games/murano-light-masters.md.
 *
 * A turn runs through this state machine: `P1.Selector` (turn the Selector), `P1.Take`
 * (take the pair), `P1.Open` (phase 1 done), `P2` (after a Negotiate action: Exchange, Buy or
 * Sell), `P3` (completing creations), then `endTurn`. Reordering the hand and turning the Ring are
 * allowed at any of these points. A gain that leaves a Workbench over 8 opens a pending return
 * (R12).
 *
 * Advantages (the `activate` action, the follow-ups of Mago and Oportunista, and the three
 * Advantages declared with a Negotiate action) live in the advantages module; this module lists
 * and dispatches them, and applies the parts that change its own steps: Previsión's +1Ł after the
 * take, Gratuito's free Buy, Mercader's 4Ł Sell, Pericia's choice of Ring positions, and with
 * `phaseAdvantageScope: "wholePhase"` the automatic rewards of 6, 7 and 14.
 *
 * @module
 */
import { type RuleError, type Seat, isLastInRound, nextSeat, refuse } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import type { Activation, BuyAction, ExchangeAction, LightMastersAction, Pericia, SellAction } from "./actions";
import {
  activate,
  activateActions,
  activationsFor,
  advantageNamed,
  checkDeclared,
  clearAfterInEffect,
  followUp,
  followUpActions,
  inEffect,
  laterSwap,
  laterSwapActions,
  tileAdvantage,
} from "./advantages";
import { CONSTANTS, CREATION_CARDS, type ColouredFragment, type Fragment, type MarketId, MARKETS, type RingSide, creationNeeds, innerCell, market, ringAt } from "./data";
import { NO_FRAGMENTS, addCounts, cappedKey, countsKey, countsOf, size, subCounts, subMultisets, within } from "./fragments";
import { type Counts, type LightMastersState, type Phase, type Player, newTurn } from "./state";
import { evolve, evolvePlayer, evolveTurn, liraGain, pendingAfterGain, withPlayer } from "./update";

const CAPACITY = CONSTANTS.workbenchCapacity;
const COLOURED: readonly ColouredFragment[] = ["R", "Y", "G", "B"];
const MARKET_IDS: readonly MarketId[] = MARKETS.map((m) => m.id);

// The hot path (legalActions runs at every step of every game) reuses action objects: the simple
// actions are constants, and the lists that depend only on a Workbench (Sells, payments, returns)
// are built once per distinct Workbench. Actions are plain immutable data, so sharing is safe.
const TURN_SELECTOR: LightMastersAction = Object.freeze({ type: "turnSelector" });
const END_TURN: LightMastersAction = Object.freeze({ type: "endTurn" });
const ROTATE_RING: LightMastersAction = Object.freeze({ type: "rotateRing" });
const REORDER: readonly LightMastersAction[] = Array.from({ length: 6 }, (_, toIndex) => Object.freeze({ type: "reorderFirst", toIndex }));
const TAKE_AS_SHOWN: LightMastersAction = Object.freeze({ type: "take", substitutes: NO_FRAGMENTS });
const BUY: Readonly<Record<MarketId, LightMastersAction>> = Object.fromEntries(
  MARKET_IDS.map((market) => [market, Object.freeze({ type: "buy", market })]),
) as Record<MarketId, LightMastersAction>;

/**
 * A cache of action lists. Each cache's keys are bounded by the game (a Workbench, or a Workbench
 * capped by what the list can use of it), so it fills early and then stays the same size; the
 * limit is a safety net that empties it should that ever be wrong.
 */
function memo<K>(build: (key: K) => readonly LightMastersAction[]): (key: K, id: number | string) => readonly LightMastersAction[] {
  const cache = new Map<number | string, readonly LightMastersAction[]>();
  return (key, id) => {
    let list = cache.get(id);
    if (list === undefined) {
      list = Object.freeze(build(key).map((a) => Object.freeze(a)));
      if (cache.size >= MEMO_LIMIT) cache.clear();
      cache.set(id, list);
    }
    return list;
  };
}
/** Far above the keys a cache of {@link memo} can have (about 1,300 Workbenches of up to 8 fragments). */
const MEMO_LIMIT = 20_000;

/** Every Sell of a Workbench: one per non-empty sub-multiset (keyed by the Workbench). */
const sellsOf = memo((workbench: Counts) =>
  subMultisets(workbench, 1, CAPACITY * 2, true).map((fragments): LightMastersAction => ({ type: "sell", fragments })),
);

/**
 * Every return of `count` fragments from a Workbench (R12), keyed by the Workbench capped at
 * `count` and the count: no return holds more of a colour than `count`.
 */
const returnsOf = memo(([workbench, count]: readonly [Counts, number]) =>
  subMultisets(workbench, count, count, true).map((fragments): LightMastersAction => ({ type: "returnExcess", fragments })),
);

/**
 * Every payment for a card from a Workbench (R5), as `complete` actions, keyed by the card's needs
 * and the Workbench capped by them (each colour at its need, W at 4): a payment uses no more.
 * Keyed by card and whole Workbench, this cache grew by 2 MB over 18,000 four-player games and
 * would have reached its limit (24 cards times every Workbench); capped, it has a few hundred keys.
 */
const completionsOf = memo(([workbench, needs]: readonly [Counts, Readonly<Record<ColouredFragment, number>>]) =>
  subMultisets(workbench, CONSTANTS.fragmentsPerCreation, CONSTANTS.fragmentsPerCreation, true)
    .filter((payment) => paysFor(payment, needs))
    .map((payment): LightMastersAction => ({ type: "complete", payment })),
);

/**
 * The seats that must act: the current player, or nobody once the game is over.
 *
 * @example
 * activePlayers(state); // [state.current]
 * @category Turn
 */
export function activePlayers(state: LightMastersState): readonly Seat[] {
  if (state.phase === "GameOver") return [];
  return [state.pending === null ? state.current : state.pending.seat];
}

/**
 * The pair the Selector shows: the inner-circle fragment and the Ring fragment at its position.
 *
 * @example
 * indicatedPair(state); // ["G", "W"]
 * @category Turn
 */
export function indicatedPair(state: Pick<LightMastersState, "selector" | "ringSide" | "ringOffset">): [ColouredFragment, Fragment] {
  return [innerCell(state.selector), ringAt(state.ringSide, state.ringOffset, state.selector)];
}

/** `table[side][ringOffset * 12 + p]`: a value computed once for every Ring side, offset and position. */
function boardTable<T>(f: (side: RingSide, ringOffset: number, p: number) => T): Readonly<Record<RingSide, readonly T[]>> {
  const n = CONSTANTS.positions;
  const build = (side: RingSide) => Array.from({ length: n * n }, (_, i) => f(side, Math.floor(i / n), i % n));
  return { A: build("A"), B: build("B") };
}

/** The fragments the Selector shows, by Ring side, offset and Selector position. */
const PAIRS = boardTable((side, ringOffset, p) => countsOf([innerCell(p), ringAt(side, ringOffset, p)]));

/** The non-clear fragments an Exchange at each Market yields (R14 aside), by side, offset and Market. */
const YIELDS = boardTable((side, ringOffset, i) => {
  const m = MARKETS[i];
  return m === undefined ? NO_FRAGMENTS : countsOf(m.links.map((p) => ringAt(side, ringOffset, p)).filter((f) => f !== "W"));
});
const MARKET_INDEX = Object.fromEntries(MARKETS.map((m, i) => [m.id, i])) as Readonly<Record<MarketId, number>>;

/** Of `want`, what the Warehouse holds, and how many are missing. */
function inStock(want: Counts, warehouse: Counts): { taken: Counts; missing: number } {
  const taken = {
    R: Math.min(want.R, warehouse.R),
    Y: Math.min(want.Y, warehouse.Y),
    G: Math.min(want.G, warehouse.G),
    B: Math.min(want.B, warehouse.B),
    W: Math.min(want.W, warehouse.W),
  };
  return { taken, missing: size(want) - size(taken) };
}

/** What a take gives before substitutes: the indicated fragments in stock, and how many are missing. */
function takeBase(state: LightMastersState): { taken: Counts; missing: number } {
  return inStock(PAIRS[state.ringSide][state.ringOffset * CONSTANTS.positions + state.selector] as Counts, state.warehouse);
}

/** The linked Ring fragments an Exchange at `m` yields (never W), and how many are missing (R14). */
function exchangeBase(state: LightMastersState, m: MarketId): { taken: Counts; missing: number } {
  return inStock(YIELDS[state.ringSide][state.ringOffset * CONSTANTS.positions + MARKET_INDEX[m]] as Counts, state.warehouse);
}

/** The substitute choices for `missing` fragments out of `stock` (each: a fragment or nothing). */
function substituteChoices(stock: Counts, missing: number, allowClear: boolean): readonly Counts[] {
  return missing === 0 ? [NO_FRAGMENTS] : subMultisets(stock, 0, missing, allowClear);
}

const marketFull = (state: LightMastersState, m: MarketId): boolean => state.markets[m].length >= market(m).slots;

/** Whether the Negotiate phase is open for another action (phase 1 done, an action left). */
const negotiateOpen = (state: LightMastersState): boolean =>
  (state.phase === "P1.Open" || state.phase === "P2") && state.turn.actionsLeft > 0;

/**
 * The Ring positions Pericia (5) may choose at Market `m` (R22; rulebook, *Cartas de Ventaja*): 1
 * to 3 linked positions, ascending, at most one showing W, each in stock; and, unless
 * `mayEqualPlain`, not exactly what a plain Exchange would give (R23). `undefined` when the choice
 * is valid.
 */
function periciaCheck(state: LightMastersState, m: MarketId, positions: readonly number[], plain: Counts, mayEqualPlain: boolean): RuleError | undefined {
  const card = tileAdvantage(state, "withExchange");
  const [min, max] = card?.effect.chooseLinked ?? [1, 3];
  const links = market(m).links;
  if (positions.length < min || positions.length > max) {
    return { rule: "pericia-count", message: `Pericia chooses ${min} to ${max} of the Ring positions linked to Market ${m}.` };
  }
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i] as number;
    if (!links.includes(p)) return { rule: "pericia-position", message: `Position ${p} is not linked to Market ${m}: choose among ${links.join(", ")}.` };
    if (i > 0 && p <= (positions[i - 1] as number)) return { rule: "pericia-order", message: "List the chosen Ring positions once each, in ascending order." };
  }
  const chosen = countsOf(positions.map((p) => ringAt(state.ringSide, state.ringOffset, p)));
  const maxClear = card?.effect.maxClear ?? 1;
  if (chosen.W > maxClear) return { rule: "pericia-clear", message: `Pericia takes at most ${maxClear} clear fragment${maxClear === 1 ? "" : "s"}.` };
  if (!within(chosen, state.warehouse)) return { rule: "pericia-stock", message: "The Warehouse does not hold every fragment at the positions you chose." };
  if (!mayEqualPlain && COLOUR_KEYS.every((c) => chosen[c] === plain[c])) {
    return { rule: "advantage-no-effect", message: "Those positions give exactly what a plain Exchange gives: Pericia would have no effect." };
  }
  return undefined;
}

const COLOUR_KEYS: readonly Fragment[] = ["R", "Y", "G", "B", "W"];

/** Every non-empty set of positions of a list, each ascending (Pericia's candidates). */
function positionSets(links: readonly number[]): number[][] {
  const out: number[][] = [];
  for (let mask = 1; mask < 1 << links.length; mask++) out.push(links.filter((_, i) => (mask & (1 << i)) !== 0));
  return out;
}

/**
 * The activations a player may declare with a Negotiate action for an Advantage of this mechanism:
 * none when, with `wholePhase`, it is already in effect (a second one would do nothing, R23) unless
 * `allowNoOpActivation` is set.
 */
function declarable(state: LightMastersState, me: Player, mechanic: "withBuy" | "withSell" | "withExchange"): Activation[] {
  if (me.completed.length === 0) return [];
  const active = state.config.phaseAdvantageScope === "wholePhase" && inEffect(state, mechanic);
  return active && !state.config.allowNoOpActivation ? [] : activationsFor(state, me, mechanic);
}

/** The cost of a Buy: 2Ł, or Gratuito's price when it is declared or in effect for the phase. */
function buyCost(state: LightMastersState, declared: boolean): number {
  const free = declared || (state.config.phaseAdvantageScope === "wholePhase" && inEffect(state, "withBuy"));
  return free ? (tileAdvantage(state, "withBuy")?.effect.buyCost ?? 0) : CONSTANTS.buyCost;
}

/** The Lira of a Sell: 1Ł in total, or Mercader's total when it is declared or in effect for the phase. */
function sellGain(state: LightMastersState, declared: boolean): number {
  const merchant = declared || (state.config.phaseAdvantageScope === "wholePhase" && inEffect(state, "withSell"));
  return merchant ? (tileAdvantage(state, "withSell")?.effect.sellGain ?? CONSTANTS.sellGainTotal) : CONSTANTS.sellGainTotal;
}

/** The Negotiate actions the current player may take now (ignoring a pending return). */
function negotiateActions(state: LightMastersState, me: Player): LightMastersAction[] {
  if (!negotiateOpen(state)) return [];
  const out: LightMastersAction[] = [];
  const { config } = state;
  const periciaUses: (Activation | null)[] = declarable(state, me, "withExchange");
  if (config.phaseAdvantageScope === "wholePhase" && inEffect(state, "withExchange")) periciaUses.unshift(null);
  for (const m of MARKET_IDS) {
    if (marketFull(state, m)) continue;
    const base = exchangeBase(state, m);
    const subs =
      config.exchangeShortage === "substituteNonClear"
        ? substituteChoices(subCounts(state.warehouse, base.taken), base.missing, false)
        : [NO_FRAGMENTS];
    const pericia: Pericia[] = [];
    for (const activation of periciaUses) {
      const mayEqualPlain = activation !== null && config.allowNoOpActivation;
      for (const positions of positionSets(market(m).links)) {
        if (periciaCheck(state, m, positions, base.taken, mayEqualPlain) === undefined) pericia.push({ positions, activation });
      }
    }
    for (const give of COLOUR_KEYS) {
      if (me.workbench[give] === 0 || (give === "W" && !config.exchangeMayPlaceClear)) continue;
      for (const substitutes of subs) out.push(substitutes === NO_FRAGMENTS ? exchangeAction(m, give) : { type: "exchange", market: m, give, substitutes });
      for (const p of pericia) out.push({ type: "exchange", market: m, give, substitutes: NO_FRAGMENTS, pericia: p });
    }
  }
  const gratuito = declarable(state, me, "withBuy");
  const plainBuy = me.lira >= buyCost(state, false);
  for (const m of MARKET_IDS) {
    if (state.markets[m].length === 0 && !config.allowBuyEmptyMarket) continue;
    if (plainBuy) out.push(BUY[m]);
    for (const g of gratuito) out.push({ type: "buy", market: m, gratuito: g });
  }
  const mercader = declarable(state, me, "withSell");
  for (const sell of sellsOf(me.workbench, countsKey(me.workbench))) {
    out.push(sell);
    if (mercader.length > 0 && sell.type === "sell") for (const mm of mercader) out.push({ type: "sell", fragments: sell.fragments, mercader: mm });
  }
  return out;
}

const EXCHANGES = new Map<string, LightMastersAction>();
/** The plain Exchange of `give` into `m` (a shared constant). */
function exchangeAction(m: MarketId, give: Fragment): LightMastersAction {
  const key = m + give;
  let action = EXCHANGES.get(key);
  if (action === undefined) {
    action = Object.freeze({ type: "exchange", market: m, give, substitutes: NO_FRAGMENTS });
    EXCHANGES.set(key, action);
  }
  return action;
}

/**
 * Whether some Negotiate action is legal now: exactly `negotiateActions(state, me).length > 0`,
 * without listing them; with `withAdvantage` false, only those possible without activating an
 * Advantage (a Buy that only Gratuito makes affordable does not count).
 */
function negotiatePossible(state: LightMastersState, me: Player, withAdvantage: boolean): boolean {
  if (!negotiateOpen(state)) return false;
  if (size(me.workbench) > 0) return true; // a Sell
  const buyable = me.lira >= buyCost(state, false) || (withAdvantage && declarable(state, me, "withBuy").length > 0);
  return buyable && MARKET_IDS.some((m) => state.markets[m].length > 0 || state.config.allowBuyEmptyMarket);
}

/** Whether a Negotiate action declares no Advantage with it (no Gratuito, Mercader or Pericia). */
function declaresNoAdvantage(action: LightMastersAction): boolean {
  return !("gratuito" in action || "mercader" in action || "pericia" in action);
}

/** Whether a Negotiate action is still owed: one is available and none was done (R19, `negotiateObligation`). */
function negotiateOwed(state: LightMastersState, me: Player): boolean {
  return state.phase === "P1.Open" && negotiatePossible(state, me, state.config.negotiateObligation === "anyLegalAction");
}

/** The needs of every Creation card, and a number that identifies them, by card id. */
const NEEDS: ReadonlyMap<string, { readonly needs: Readonly<Record<ColouredFragment, number>>; readonly key: number }> = new Map(
  CREATION_CARDS.map((c) => {
    const needs = creationNeeds(c);
    return [c.id, { needs, key: ((needs.R * 5 + needs.Y) * 5 + needs.G) * 5 + needs.B }];
  }),
);

/** Whether `payment` (4 fragments, W wild) pays exactly for a card of these needs (R5). */
function paysFor(payment: Counts, needs: Readonly<Record<ColouredFragment, number>>): boolean {
  if (size(payment) !== CONSTANTS.fragmentsPerCreation) return false;
  let short = 0;
  for (const c of COLOURED) {
    if (payment[c] > needs[c]) return false;
    short += needs[c] - payment[c];
  }
  return short === payment.W;
}

/** Every `complete` of the first card, one per payment from the Workbench. */
function completions(me: Player): readonly LightMastersAction[] {
  const first = me.hand[0];
  if (first === undefined || size(me.workbench) < CONSTANTS.fragmentsPerCreation) return [];
  const card = NEEDS.get(first);
  if (card === undefined) return []; // not a Creation card: the state codec refuses such a state
  const { needs, key } = card;
  const w = me.workbench;
  const capped =
    (((Math.min(w.R, needs.R) * 32 + Math.min(w.Y, needs.Y)) * 32 + Math.min(w.G, needs.G)) * 32 + Math.min(w.B, needs.B)) * 32 +
    Math.min(w.W, CONSTANTS.fragmentsPerCreation);
  return completionsOf([w, needs], key * 2 ** 25 + capped);
}

/** Whether completing is possible now by phase: phase 3, after a Negotiate action, or when none is legal. */
function completionPhase(state: LightMastersState, me: Player): boolean {
  return state.phase === "P3" || state.phase === "P2" || (state.phase === "P1.Open" && !negotiateOwed(state, me));
}

const ANY_TIME_PHASES: ReadonlySet<Phase> = new Set(["P1.Selector", "P1.Take", "P1.Open", "P2", "P3"]);

/** The any-time actions (reorder, Ring step, activations in their windows) the player may take now. */
function anyTimeActions(state: LightMastersState, me: Player): LightMastersAction[] {
  if (!ANY_TIME_PHASES.has(state.phase)) return [];
  if (state.pending !== null && state.config.excessReturnBeforeOtherActions) return [];
  const out: LightMastersAction[] = [];
  if (me.lira >= CONSTANTS.reorderFirstCost && me.hand.length >= 2) {
    for (let toIndex = 1; toIndex < me.hand.length; toIndex++) out.push(REORDER[toIndex] as LightMastersAction);
  }
  if (me.lira >= CONSTANTS.ringStepCost) out.push(ROTATE_RING);
  if (me.completed.length > 0) for (const a of activateActions(state, me)) out.push(a);
  if (state.turn.swapsLeft > 0) for (const a of laterSwapActions(state, me)) out.push(a);
  return out;
}


/**
 * Every action the seat may take now, in a stable order.
 *
 * @example
 * legalActions(setup(defaultConfig(2), 1), 0); // [{ type: "turnSelector" }, ...] if seat 0 starts
 * @category Turn
 */
export function legalActions(state: LightMastersState, seat: Seat): readonly LightMastersAction[] {
  if (state.phase === "GameOver" || seat !== state.current) return [];
  const me = state.players[seat];
  if (me === undefined) return [];
  if (state.followUp !== null) return followUpActions(state, me);
  const out: LightMastersAction[] = [];
  if (state.pending !== null) {
    const { count } = state.pending;
    for (const a of returnsOf([me.workbench, count], `${cappedKey(me.workbench, count, true)}:${count}`)) out.push(a);
    for (const a of anyTimeActions(state, me)) out.push(a);
    return out;
  }
  if (state.phase === "P1.Selector") out.push(TURN_SELECTOR);
  if (state.phase === "P1.Take") {
    const base = takeBase(state);
    if (base.missing === 0) out.push(TAKE_AS_SHOWN);
    else {
      const stock = subCounts(state.warehouse, base.taken);
      for (const substitutes of substituteChoices(stock, base.missing, state.config.obtainSubstituteMayBeClear)) out.push({ type: "take", substitutes });
    }
  }
  const negotiate = negotiateActions(state, me);
  for (const a of negotiate) out.push(a);
  // Completing (and ending the turn) is open in phase 3, after a Negotiate action, or when none is
  // owed (R19: none is legal; with negotiateObligation withoutAdvantage, none without an Advantage).
  const owed = state.config.negotiateObligation === "anyLegalAction" ? negotiate.length > 0 : negotiate.some(declaresNoAdvantage);
  const completing = state.phase === "P3" || state.phase === "P2" || (state.phase === "P1.Open" && !owed);
  const payable = completing ? completions(me) : [];
  for (const a of payable) out.push(a);
  for (const a of anyTimeActions(state, me)) out.push(a);
  if (completing && !(state.config.mustCompleteIfAble && payable.length > 0)) out.push(END_TURN);
  return out;
}

const PHASE_WORDS: Readonly<Record<Phase, string>> = {
  "P1.Selector": "you must first turn the Selector",
  "P1.Take": "you must first take the fragments the Selector shows",
  "P1.Open": "phase 1 is done and you have not negotiated yet",
  P2: "you have already negotiated",
  P3: "you are completing creations",
  GameOver: "the game is over",
};

/**
 * The reducer: applies one action of the current player, or names the rule it breaks.
 *
 * @example
 * const next = apply(state, state.current, { type: "turnSelector" });
 * @category Turn
 */
export function apply(state: LightMastersState, seat: Seat, action: LightMastersAction): either.Either<RuleError, LightMastersState> {
  if (state.phase === "GameOver") return refuse("game-over", "The game is over.");
  if (seat !== state.current) return refuse("not-your-turn", `It is seat ${state.current}'s turn, not seat ${seat}'s.`);
  const me = state.players[seat];
  if (me === undefined) return refuse("no-such-seat", `There is no seat ${seat}.`);
  const isFollowUp = action.type === "arrange" || action.type === "swap" || action.type === "endSwaps";
  // With "laterInTurn", a swap outside a follow-up is an any-time action (Oportunista's later swap).
  const laterSwapAction = action.type === "swap" && state.config.oportunistaSecondSwap === "laterInTurn";
  if (state.followUp !== null) {
    if (!isFollowUp) {
      return state.followUp.kind === "rearrange"
        ? refuse("finish-advantage", "First finish rearranging your hand (Mago): choose the card for the next position.")
        : refuse("finish-advantage", "First finish Oportunista: make the second swap or decline it.");
    }
    return followUp(state, seat, me, action);
  }
  if (action.type === "arrange" || action.type === "endSwaps" || (action.type === "swap" && !laterSwapAction)) return followUp(state, seat, me, action);
  if (state.pending !== null) {
    const anyTime = action.type === "reorderFirst" || action.type === "rotateRing" || action.type === "activate" || laterSwapAction;
    if (action.type !== "returnExcess" && !(anyTime && !state.config.excessReturnBeforeOtherActions)) {
      return refuse("workbench-limit", `Your Workbench holds more than ${CAPACITY} fragments: first return ${state.pending.count} of them.`);
    }
  } else if (action.type === "returnExcess") {
    return refuse("no-excess", `Your Workbench holds no more than ${CAPACITY} fragments: there is nothing to return.`);
  }
  switch (action.type) {
    case "turnSelector": {
      if (state.phase !== "P1.Selector") return refuse("selector-once", `You cannot turn the Selector now: ${PHASE_WORDS[state.phase]}.`);
      return either.right(
        evolve(state, {
          selector: (state.selector + 1) % CONSTANTS.positions,
          phase: "P1.Take",
          turn: evolveTurn(state.turn, { selectorTurned: true }),
        }),
      );
    }
    case "take":
      return take(state, seat, me, action.substitutes);
    case "exchange":
    case "buy":
    case "sell":
      return negotiate(state, seat, me, action);
    case "complete":
      return complete(state, seat, me, action.payment);
    case "reorderFirst": {
      if (me.hand.length < 2) return refuse("reorder-hand", "You need at least 2 creations in hand to reorder them.");
      if (action.toIndex >= me.hand.length) {
        return refuse("reorder-position", `Your hand has ${me.hand.length} creations: move the first one to position 2 to ${me.hand.length}.`);
      }
      if (me.lira < CONSTANTS.reorderFirstCost) return refuse("reorder-cost", `Reordering costs ${CONSTANTS.reorderFirstCost}Ł and you have ${me.lira}Ł.`);
      const [first, ...rest] = me.hand;
      if (first === undefined) return refuse("reorder-hand", "Your hand is empty.");
      const hand = [...rest.slice(0, action.toIndex), first, ...rest.slice(action.toIndex)];
      const player = evolvePlayer(me, { hand, lira: me.lira - CONSTANTS.reorderFirstCost });
      return either.right(evolve(state, { players: withPlayer(state, seat, player) }));
    }
    case "rotateRing": {
      if (me.lira < CONSTANTS.ringStepCost) return refuse("ring-cost", `Turning the Ring costs ${CONSTANTS.ringStepCost}Ł a step and you have ${me.lira}Ł.`);
      const player = evolvePlayer(me, { lira: me.lira - CONSTANTS.ringStepCost });
      return either.right(
        evolve(state, {
          ringOffset: (state.ringOffset + CONSTANTS.positions - 1) % CONSTANTS.positions,
          players: withPlayer(state, seat, player),
        }),
      );
    }
    case "returnExcess": {
      const count = state.pending?.count ?? 0;
      if (size(action.fragments) !== count) return refuse("return-exact", `Return exactly ${count} fragment${count === 1 ? "" : "s"}.`);
      if (!within(action.fragments, me.workbench)) return refuse("return-own", "You can only return fragments that are on your Workbench.");
      const player = evolvePlayer(me, { workbench: subCounts(me.workbench, action.fragments) });
      return either.right(
        evolve(state, {
          players: withPlayer(state, seat, player),
          warehouse: addCounts(state.warehouse, action.fragments),
          pending: null,
        }),
      );
    }
    case "activate":
      return activate(state, seat, me, action);
    case "swap":
      return laterSwap(state, seat, me, action);
    case "endTurn":
      return endTurn(state, seat, me);
  }
}

function take(state: LightMastersState, seat: Seat, me: Player, substitutes: Counts): either.Either<RuleError, LightMastersState> {
  if (state.phase !== "P1.Take") return refuse("take-step", `You cannot take fragments now: ${PHASE_WORDS[state.phase]}.`);
  const base = takeBase(state);
  const stock = subCounts(state.warehouse, base.taken);
  if (size(substitutes) > base.missing) {
    return refuse(
      "take-substitute",
      base.missing === 0
        ? "Both indicated fragments are in the Warehouse: take them, with no substitute."
        : `Only ${base.missing} indicated fragment${base.missing === 1 ? " is" : "s are"} missing: choose at most ${base.missing} substitute${base.missing === 1 ? "" : "s"}.`,
    );
  }
  if (substitutes.W > 0 && !state.config.obtainSubstituteMayBeClear) return refuse("take-substitute-clear", "A substitute must be a coloured fragment, not a clear one.");
  if (!within(substitutes, stock)) return refuse("take-substitute-stock", "The Warehouse does not hold the substitutes you chose.");
  const gained = addCounts(base.taken, substitutes);
  const workbench = addCounts(me.workbench, gained);
  const takesLeft = state.turn.takesLeft - 1;
  // Previsión (11, R6): +1Ł right after the first take of a turn that skipped the Selector.
  const foresight = state.turn.previsionUsed && state.turn.takesDone === 0 ? (tileAdvantage(state, "skipSelector")?.effect.gainLiraAfterTake ?? 0) : 0;
  return either.right(
    evolve(state, {
      warehouse: subCounts(state.warehouse, gained),
      players: withPlayer(state, seat, evolvePlayer(me, { workbench, lira: me.lira + liraGain(state, foresight) })),
      phase: takesLeft > 0 ? "P1.Take" : "P1.Open",
      turn: evolveTurn(state.turn, { takesLeft, takesDone: state.turn.takesDone + 1 }),
      pending: pendingAfterGain(seat, workbench),
    }),
  );
}

/** With `wholePhase`, a W for a Buy or Sell when Avaricioso or Bien jugado is in effect and one is in stock. */
function autoClear(state: LightMastersState, after: "buy" | "sell"): number {
  return clearAfterInEffect(state, after) && state.warehouse.W > 0 ? 1 : 0;
}

function negotiate(
  state: LightMastersState,
  seat: Seat,
  me: Player,
  action: ExchangeAction | BuyAction | SellAction,
): either.Either<RuleError, LightMastersState> {
  if (!negotiateOpen(state)) {
    return state.phase === "P2" || state.phase === "P3"
      ? refuse("negotiate-once", "You have already made your Negotiate action this turn (Exchange, Buy or Sell).")
      : refuse("negotiate-phase", `You cannot negotiate now: ${PHASE_WORDS[state.phase]}.`);
  }
  let turn = evolveTurn(state.turn, { actionsLeft: state.turn.actionsLeft - 1, actionsDone: state.turn.actionsDone + 1 });
  let player = me;
  switch (action.type) {
    case "exchange": {
      const m = action.market;
      if (marketFull(state, m)) return refuse("market-full", `Market ${m} is full: you cannot exchange into it (you may still buy it).`);
      if (me.workbench[action.give] === 0) return refuse("exchange-own", `You have no ${action.give} fragment on your Workbench to place.`);
      if (action.give === "W" && !state.config.exchangeMayPlaceClear) return refuse("exchange-clear", "You may not place a clear fragment in a Market.");
      const base = exchangeBase(state, m);
      let gained: Counts;
      if (action.pericia === undefined) {
        const stock = subCounts(state.warehouse, base.taken);
        const allowed = state.config.exchangeShortage === "substituteNonClear" ? base.missing : 0;
        if (size(action.substitutes) > allowed) {
          return refuse("exchange-substitute", allowed === 0 ? "An Exchange takes only the linked fragments in stock, with no substitute." : `Choose at most ${allowed} substitute${allowed === 1 ? "" : "s"}.`);
        }
        if (action.substitutes.W > 0) return refuse("exchange-clear-substitute", "An Exchange never yields a clear fragment.");
        if (!within(action.substitutes, stock)) return refuse("exchange-substitute-stock", "The Warehouse does not hold the substitutes you chose.");
        gained = addCounts(base.taken, action.substitutes);
      } else {
        const { positions, activation } = action.pericia;
        if (size(action.substitutes) > 0) return refuse("exchange-substitute", "With Pericia you choose the Ring positions yourself: name no substitute.");
        if (activation === null) {
          if (tileAdvantage(state, "withExchange") === undefined) {
            return refuse("pericia-card", `${advantageNamed("withExchange")} is not in play in this game: an Exchange takes the linked fragments the Ring shows.`);
          }
          if (!(state.config.phaseAdvantageScope === "wholePhase" && inEffect(state, "withExchange"))) {
            return refuse("pericia-card", "Pericia is not in effect for this phase: name the completed creation that activates it.");
          }
        } else {
          const declared = checkDeclared(state, me, activation, "withExchange");
          if (either.isLeft(declared)) return declared;
          player = declared.right.player;
          turn = evolveTurn(turn, { phaseAdvantages: declared.right.phaseAdvantages });
        }
        const bad = periciaCheck(state, m, positions, base.taken, activation !== null && state.config.allowNoOpActivation);
        if (bad !== undefined) return either.left(bad);
        gained = countsOf(positions.map((p) => ringAt(state.ringSide, state.ringOffset, p)));
      }
      const workbench = addCounts(subCounts(player.workbench, countsOf([action.give])), gained);
      return either.right(
        evolve(state, {
          markets: { ...state.markets, [m]: [...state.markets[m], action.give] },
          warehouse: subCounts(state.warehouse, gained),
          players: withPlayer(state, seat, evolvePlayer(player, { workbench })),
          phase: "P2",
          turn,
          pending: pendingAfterGain(seat, workbench),
        }),
      );
    }
    case "buy": {
      const m = action.market;
      const content = state.markets[m];
      if (content.length === 0 && !state.config.allowBuyEmptyMarket) return refuse("buy-empty", `Market ${m} is empty: there is nothing to buy.`);
      if (action.gratuito !== undefined) {
        const declared = checkDeclared(state, me, action.gratuito, "withBuy");
        if (either.isLeft(declared)) return declared;
        player = declared.right.player;
        turn = evolveTurn(turn, { phaseAdvantages: declared.right.phaseAdvantages });
      }
      const cost = buyCost(state, action.gratuito !== undefined);
      if (me.lira < cost) return refuse("buy-cost", `A Buy costs ${cost}Ł and you have ${me.lira}Ł.`);
      const clear = autoClear(state, "buy");
      const workbench = addCounts(player.workbench, { ...countsOf(content), W: countsOf(content).W + clear });
      return either.right(
        evolve(state, {
          markets: { ...state.markets, [m]: [] },
          warehouse: clear === 0 ? state.warehouse : { ...state.warehouse, W: state.warehouse.W - clear },
          players: withPlayer(state, seat, evolvePlayer(player, { workbench, lira: player.lira - cost })),
          phase: "P2",
          turn: evolveTurn(turn, { buys: [...turn.buys, { rewarded: clear > 0 }] }),
          pending: pendingAfterGain(seat, workbench),
        }),
      );
    }
    case "sell": {
      if (size(action.fragments) === 0) return refuse("sell-some", "Sell at least one fragment.");
      if (!within(action.fragments, me.workbench)) return refuse("sell-own", "You can only sell fragments that are on your Workbench.");
      if (action.mercader !== undefined) {
        const declared = checkDeclared(state, me, action.mercader, "withSell");
        if (either.isLeft(declared)) return declared;
        player = declared.right.player;
        turn = evolveTurn(turn, { phaseAdvantages: declared.right.phaseAdvantages });
      }
      const warehouse = addCounts(state.warehouse, action.fragments);
      const clear = clearAfterInEffect(state, "sell") && warehouse.W > 0 ? 1 : 0;
      const workbench = subCounts(player.workbench, action.fragments);
      const after = evolvePlayer(player, {
        workbench: clear === 0 ? workbench : { ...workbench, W: workbench.W + 1 },
        lira: player.lira + liraGain(state, sellGain(state, action.mercader !== undefined)),
      });
      return either.right(
        evolve(state, {
          warehouse: clear === 0 ? warehouse : { ...warehouse, W: warehouse.W - 1 },
          players: withPlayer(state, seat, after),
          phase: "P2",
          turn: evolveTurn(turn, { sells: [...turn.sells, { rewarded: clear > 0 }] }),
        }),
      );
    }
  }
}

function complete(state: LightMastersState, seat: Seat, me: Player, payment: Counts): either.Either<RuleError, LightMastersState> {
  if (!completionPhase(state, me)) {
    return negotiateOwed(state, me)
      ? refuse("negotiate-first", "You must make your Negotiate action (Exchange, Buy or Sell) before completing creations.")
      : refuse("complete-phase", `You cannot complete a creation now: ${PHASE_WORDS[state.phase]}.`);
  }
  const [first, ...rest] = me.hand;
  if (first === undefined) return refuse("complete-hand", "Your hand is empty: there is no creation to complete.");
  if (!within(payment, me.workbench)) return refuse("complete-own", "You can only pay with fragments that are on your Workbench.");
  if (!paysFor(payment, creationNeeds(first))) {
    return refuse(
      "complete-payment",
      `Pay for ${first} (${[...creationNeedsText(first)].join("")}) with exactly ${CONSTANTS.fragmentsPerCreation} fragments of its colours, clear ones standing in for any colour.`,
    );
  }
  const workbench = subCounts(me.workbench, payment);
  const value = CAPACITY - size(workbench);
  const done = state.turn.completions.length;
  const bonusDue = state.config.multiCompletionBonus === "once" ? done === 1 : done >= 1;
  // With "wholePhase", Fama (14) once activated this phase rewards each later completion of value 8.
  const fama = inEffect(state, "fame") ? tileAdvantage(state, "fame") : undefined;
  const famed = fama !== undefined && value === fama.effect.ifCompletionValue;
  const gain = liraGain(state, value + (bonusDue ? CONSTANTS.multiCompletionBonus : 0) + (famed ? (fama.effect.gainLira ?? 0) : 0));
  const player = evolvePlayer(me, { workbench, hand: rest, completed: [...me.completed, first], lira: me.lira + gain });
  return either.right(
    evolve(state, {
      warehouse: addCounts(state.warehouse, payment),
      players: withPlayer(state, seat, player),
      phase: "P3",
      turn: evolveTurn(state.turn, { completions: [...state.turn.completions, { card: first, value, famaRewarded: famed }] }),
      endTriggered: state.endTriggered || rest.length === 0,
    }),
  );
}
function creationNeedsText(card: string): string[] {
  const needs = creationNeeds(card);
  return COLOURED.flatMap((c) => Array.from({ length: needs[c] }, () => c));
}

function endTurn(state: LightMastersState, seat: Seat, me: Player): either.Either<RuleError, LightMastersState> {
  if (!completionPhase(state, me)) {
    return negotiateOwed(state, me)
      ? refuse("negotiate-first", "You must make a Negotiate action (Exchange, Buy or Sell) before ending your turn.")
      : refuse("end-turn-phase", `You cannot end your turn yet: ${PHASE_WORDS[state.phase]}.`);
  }
  if (state.config.mustCompleteIfAble && completions(me).length > 0) {
    return refuse("must-complete", "You can pay for your first creation, and this game's rules say you must complete it.");
  }
  const n = state.config.playerCount;
  const players = withPlayer(state, seat, evolvePlayer(me, { turns: me.turns + 1 }));
  const last = isLastInRound(seat, state.firstPlayer, n);
  if (last && (state.endTriggered || (state.config.roundLimit !== null && state.round >= state.config.roundLimit))) {
    return either.right(evolve(state, { players, phase: "GameOver", turn: newTurn() }));
  }
  return either.right(
    evolve(state, {
      players,
      current: nextSeat(seat, n),
      round: last ? state.round + 1 : state.round,
      phase: "P1.Selector",
      turn: newTurn(),
    }),
  );
}
