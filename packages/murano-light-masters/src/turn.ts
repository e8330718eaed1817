/**
 * The turn (spec §2.4 to §2.10): who acts, the legal actions, and the reducer.
 *
 * A turn runs through the state machine of §2.10: `P1.Selector` (turn the Selector), `P1.Take`
 * (take the pair), `P1.Open` (phase 1 done), `P2` (after a Negotiate action: Exchange, Buy or
 * Sell), `P3` (completing creations), then `endTurn`. Reordering the hand and turning the Ring are
 * allowed at any of these points. A gain that leaves a Workbench over 8 opens a pending return
 * (R12).
 *
 * **Advantage activations are not implemented yet**: no `activate` action exists, and the
 * Advantages under the tiles have no effect. Phase 1 always turns the Selector and takes once;
 * phase 2 always allows exactly one Negotiate action.
 *
 * @module
 */
import { type RuleError, type Seat, isLastInRound, nextSeat, refuse } from "@laguna/core";
import { either } from "fp-ts";
import type { LightMastersAction } from "./actions";
import { CONSTANTS, type ColouredFragment, type Fragment, type MarketId, MARKETS, creationNeeds, innerCell, market, ringAt } from "./data";
import { NO_FRAGMENTS, addCounts, countsOf, size, subCounts, subMultisets, within } from "./fragments";
import { type Counts, type LightMastersState, type Phase, type Player, newTurn } from "./state";


const CAPACITY = CONSTANTS.workbenchCapacity;
const COLOURED: readonly ColouredFragment[] = ["R", "Y", "G", "B"];
const MARKET_IDS: readonly MarketId[] = MARKETS.map((m) => m.id);

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
 * The state with some fields changed, written out field by field (cheaper than a spread on the
 * hot path).
 */
function evolve(s: LightMastersState, c: Partial<LightMastersState>): LightMastersState {
  return {
    config: s.config,
    firstPlayer: s.firstPlayer,
    current: c.current ?? s.current,
    round: c.round ?? s.round,
    phase: c.phase ?? s.phase,
    selector: c.selector ?? s.selector,
    ringSide: s.ringSide,
    ringOffset: c.ringOffset ?? s.ringOffset,
    warehouse: c.warehouse ?? s.warehouse,
    markets: c.markets ?? s.markets,
    tiles: s.tiles,
    players: c.players ?? s.players,
    box: s.box,
    turn: c.turn ?? s.turn,
    pending: c.pending === undefined ? s.pending : c.pending,
    endTriggered: c.endTriggered ?? s.endTriggered,
    rng: s.rng,
  };
}

const withPlayer = (state: LightMastersState, seat: Seat, player: Player): LightMastersState["players"] =>
  state.players.map((p, i) => (i === seat ? player : p));

/** Lira a player actually receives: all of it, or with `tokens267` what the reserve still holds (R28). */
function liraGain(state: LightMastersState, amount: number): number {
  if (state.config.liraSupply === "unlimited") return amount;
  const reserve = CONSTANTS.liraTokenValueTotal - state.players.reduce((sum, p) => sum + p.lira, 0);
  return Math.max(0, Math.min(amount, reserve));
}

/** The pending return after a gain that may leave the Workbench over 8 (R12). */
function pendingAfterGain(seat: Seat, workbench: Counts): LightMastersState["pending"] {
  const over = size(workbench) - CAPACITY;
  return over > 0 ? { seat, count: over } : null;
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

/** What a take gives before substitutes: the indicated fragments in stock, and how many are missing. */
function takeBase(state: LightMastersState): { taken: Counts; missing: number } {
  const want = countsOf(indicatedPair(state));
  const taken = {
    R: Math.min(want.R, state.warehouse.R),
    Y: Math.min(want.Y, state.warehouse.Y),
    G: Math.min(want.G, state.warehouse.G),
    B: Math.min(want.B, state.warehouse.B),
    W: Math.min(want.W, state.warehouse.W),
  };
  return { taken, missing: size(want) - size(taken) };
}

/** The linked Ring fragments an Exchange at `m` yields (never W), and how many are missing (R14). */
function exchangeBase(state: LightMastersState, m: MarketId): { taken: Counts; missing: number } {
  const want = countsOf(market(m).links.map((p) => ringAt(state.ringSide, state.ringOffset, p)).filter((f) => f !== "W"));
  const taken = {
    R: Math.min(want.R, state.warehouse.R),
    Y: Math.min(want.Y, state.warehouse.Y),
    G: Math.min(want.G, state.warehouse.G),
    B: Math.min(want.B, state.warehouse.B),
    W: 0,
  };
  return { taken, missing: size(want) - size(taken) };
}

/** The substitute choices for `missing` fragments out of `stock` (each: a fragment or nothing). */
function substituteChoices(stock: Counts, missing: number, allowClear: boolean): Counts[] {
  return missing === 0 ? [NO_FRAGMENTS] : subMultisets(stock, 0, missing, allowClear);
}

const marketFull = (state: LightMastersState, m: MarketId): boolean => state.markets[m].length >= market(m).slots;

/** Whether the Negotiate phase is open for another action (phase 1 done, an action left). */
const negotiateOpen = (state: LightMastersState): boolean =>
  (state.phase === "P1.Open" || state.phase === "P2") && state.turn.actionsLeft > 0;

/** The Negotiate actions the current player may take now (ignoring a pending return). */
function negotiateActions(state: LightMastersState, me: Player): LightMastersAction[] {
  if (!negotiateOpen(state)) return [];
  const out: LightMastersAction[] = [];
  const { config } = state;
  for (const m of MARKET_IDS) {
    if (marketFull(state, m)) continue;
    const base = exchangeBase(state, m);
    const subs =
      config.exchangeShortage === "substituteNonClear"
        ? substituteChoices(subCounts(state.warehouse, base.taken), base.missing, false)
        : [NO_FRAGMENTS];
    for (const give of ["R", "Y", "G", "B", "W"] as const) {
      if (me.workbench[give] === 0 || (give === "W" && !config.exchangeMayPlaceClear)) continue;
      for (const substitutes of subs) out.push({ type: "exchange", market: m, give, substitutes });
    }
  }
  if (me.lira >= CONSTANTS.buyCost) {
    for (const m of MARKET_IDS) {
      if (state.markets[m].length > 0 || config.allowBuyEmptyMarket) out.push({ type: "buy", market: m });
    }
  }
  for (const fragments of subMultisets(me.workbench, 1, CAPACITY * 2, true)) out.push({ type: "sell", fragments });
  return out;
}

/** Whether a Negotiate action is still owed: one is available and none was done (R19). */
function negotiateOwed(state: LightMastersState, me: Player): boolean {
  return state.phase === "P1.Open" && negotiateActions(state, me).length > 0;
}

/** Whether `payment` (4 fragments, W wild) pays exactly for the card's needs (R5). */
function paysFor(payment: Counts, card: string): boolean {
  if (size(payment) !== CONSTANTS.fragmentsPerCreation) return false;
  const needs = creationNeeds(card);
  let short = 0;
  for (const c of COLOURED) {
    if (payment[c] > needs[c]) return false;
    short += needs[c] - payment[c];
  }
  return short === payment.W;
}

/** Every payment for the first card from the Workbench. */
function payments(me: Player): Counts[] {
  const first = me.hand[0];
  if (first === undefined) return [];
  return subMultisets(me.workbench, CONSTANTS.fragmentsPerCreation, CONSTANTS.fragmentsPerCreation, true).filter((p) =>
    paysFor(p, first),
  );
}

/** Whether completing is possible now by phase: phase 3, after a Negotiate action, or when none is legal. */
function completionPhase(state: LightMastersState, me: Player): boolean {
  return state.phase === "P3" || state.phase === "P2" || (state.phase === "P1.Open" && !negotiateOwed(state, me));
}

const ANY_TIME_PHASES: ReadonlySet<Phase> = new Set(["P1.Selector", "P1.Take", "P1.Open", "P2", "P3"]);

/** The any-time actions (reorder, Ring step) the player may take now. */
function anyTimeActions(state: LightMastersState, me: Player): LightMastersAction[] {
  if (!ANY_TIME_PHASES.has(state.phase)) return [];
  if (state.pending !== null && state.config.excessReturnBeforeOtherActions) return [];
  const out: LightMastersAction[] = [];
  if (me.lira >= CONSTANTS.reorderFirstCost && me.hand.length >= 2) {
    for (let toIndex = 1; toIndex < me.hand.length; toIndex++) out.push({ type: "reorderFirst", toIndex });
  }
  if (me.lira >= CONSTANTS.ringStepCost) out.push({ type: "rotateRing" });
  return out;
}

/** Whether `endTurn` is allowed now (phase 1 done, the Negotiate obligation met, R3 under `mustCompleteIfAble`). */
function canEndTurn(state: LightMastersState, me: Player): boolean {
  if (state.pending !== null || !completionPhase(state, me)) return false;
  return !(state.config.mustCompleteIfAble && payments(me).length > 0);
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
  const out: LightMastersAction[] = [];
  if (state.pending !== null) {
    for (const fragments of subMultisets(me.workbench, state.pending.count, state.pending.count, true)) {
      out.push({ type: "returnExcess", fragments });
    }
    out.push(...anyTimeActions(state, me));
    return out;
  }
  if (state.phase === "P1.Selector") out.push({ type: "turnSelector" });
  if (state.phase === "P1.Take") {
    const base = takeBase(state);
    const stock = subCounts(state.warehouse, base.taken);
    for (const substitutes of substituteChoices(stock, base.missing, state.config.obtainSubstituteMayBeClear)) {
      out.push({ type: "take", substitutes });
    }
  }
  out.push(...negotiateActions(state, me));
  if (completionPhase(state, me)) for (const payment of payments(me)) out.push({ type: "complete", payment });
  out.push(...anyTimeActions(state, me));
  if (canEndTurn(state, me)) out.push({ type: "endTurn" });
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
  if (state.pending !== null) {
    const anyTime = action.type === "reorderFirst" || action.type === "rotateRing";
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
          turn: { ...state.turn, selectorTurned: true },
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
      const player = { ...me, hand, lira: me.lira - CONSTANTS.reorderFirstCost };
      return either.right(evolve(state, { players: withPlayer(state, seat, player) }));
    }
    case "rotateRing": {
      if (me.lira < CONSTANTS.ringStepCost) return refuse("ring-cost", `Turning the Ring costs ${CONSTANTS.ringStepCost}Ł a step and you have ${me.lira}Ł.`);
      const player = { ...me, lira: me.lira - CONSTANTS.ringStepCost };
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
      const player = { ...me, workbench: subCounts(me.workbench, action.fragments) };
      return either.right(
        evolve(state, {
          players: withPlayer(state, seat, player),
          warehouse: addCounts(state.warehouse, action.fragments),
          pending: null,
        }),
      );
    }
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
  return either.right(
    evolve(state, {
      warehouse: subCounts(state.warehouse, gained),
      players: withPlayer(state, seat, { ...me, workbench }),
      phase: takesLeft > 0 ? "P1.Take" : "P1.Open",
      turn: { ...state.turn, takesLeft, takesDone: state.turn.takesDone + 1 },
      pending: pendingAfterGain(seat, workbench),
    }),
  );
}

function negotiate(
  state: LightMastersState,
  seat: Seat,
  me: Player,
  action: Extract<LightMastersAction, { type: "exchange" | "buy" | "sell" }>,
): either.Either<RuleError, LightMastersState> {
  if (!negotiateOpen(state)) {
    return state.phase === "P2" || state.phase === "P3"
      ? refuse("negotiate-once", "You have already made your Negotiate action this turn (Exchange, Buy or Sell).")
      : refuse("negotiate-phase", `You cannot negotiate now: ${PHASE_WORDS[state.phase]}.`);
  }
  const turn = { ...state.turn, actionsLeft: state.turn.actionsLeft - 1, actionsDone: state.turn.actionsDone + 1 };
  switch (action.type) {
    case "exchange": {
      const m = action.market;
      if (marketFull(state, m)) return refuse("market-full", `Market ${m} is full: you cannot exchange into it (you may still buy it).`);
      if (me.workbench[action.give] === 0) return refuse("exchange-own", `You have no ${action.give} fragment on your Workbench to place.`);
      if (action.give === "W" && !state.config.exchangeMayPlaceClear) return refuse("exchange-clear", "You may not place a clear fragment in a Market.");
      const base = exchangeBase(state, m);
      const stock = subCounts(state.warehouse, base.taken);
      const allowed = state.config.exchangeShortage === "substituteNonClear" ? base.missing : 0;
      if (size(action.substitutes) > allowed) {
        return refuse("exchange-substitute", allowed === 0 ? "An Exchange takes only the linked fragments in stock, with no substitute." : `Choose at most ${allowed} substitute${allowed === 1 ? "" : "s"}.`);
      }
      if (action.substitutes.W > 0) return refuse("exchange-clear-substitute", "An Exchange never yields a clear fragment.");
      if (!within(action.substitutes, stock)) return refuse("exchange-substitute-stock", "The Warehouse does not hold the substitutes you chose.");
      const gained = addCounts(base.taken, action.substitutes);
      const workbench = addCounts(subCounts(me.workbench, countsOf([action.give])), gained);
      return either.right(
        evolve(state, {
          markets: { ...state.markets, [m]: [...state.markets[m], action.give] },
          warehouse: subCounts(state.warehouse, gained),
          players: withPlayer(state, seat, { ...me, workbench }),
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
      if (me.lira < CONSTANTS.buyCost) return refuse("buy-cost", `A Buy costs ${CONSTANTS.buyCost}Ł and you have ${me.lira}Ł.`);
      const workbench = addCounts(me.workbench, countsOf(content));
      return either.right(
        evolve(state, {
          markets: { ...state.markets, [m]: [] },
          players: withPlayer(state, seat, { ...me, workbench, lira: me.lira - CONSTANTS.buyCost }),
          phase: "P2",
          turn: { ...turn, buys: [...turn.buys, { rewarded: false }] },
          pending: pendingAfterGain(seat, workbench),
        }),
      );
    }
    case "sell": {
      if (size(action.fragments) === 0) return refuse("sell-some", "Sell at least one fragment.");
      if (!within(action.fragments, me.workbench)) return refuse("sell-own", "You can only sell fragments that are on your Workbench.");
      const player = {
        ...me,
        workbench: subCounts(me.workbench, action.fragments),
        lira: me.lira + liraGain(state, CONSTANTS.sellGainTotal),
      };
      return either.right(
        evolve(state, {
          warehouse: addCounts(state.warehouse, action.fragments),
          players: withPlayer(state, seat, player),
          phase: "P2",
          turn: { ...turn, sells: [...turn.sells, { rewarded: false }] },
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
  if (!paysFor(payment, first)) {
    return refuse(
      "complete-payment",
      `Pay for ${first} (${[...creationNeedsText(first)].join("")}) with exactly ${CONSTANTS.fragmentsPerCreation} fragments of its colours, clear ones standing in for any colour.`,
    );
  }
  const workbench = subCounts(me.workbench, payment);
  const value = CAPACITY - size(workbench);
  const done = state.turn.completions.length;
  const bonusDue = state.config.multiCompletionBonus === "once" ? done === 1 : done >= 1;
  const gain = liraGain(state, value + (bonusDue ? CONSTANTS.multiCompletionBonus : 0));
  const player = { ...me, workbench, hand: rest, completed: [...me.completed, first], lira: me.lira + gain };
  return either.right(
    evolve(state, {
      warehouse: addCounts(state.warehouse, payment),
      players: withPlayer(state, seat, player),
      phase: "P3",
      turn: { ...state.turn, completions: [...state.turn.completions, { card: first, value, famaRewarded: false }] },
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
  if (state.config.mustCompleteIfAble && payments(me).length > 0) {
    return refuse("must-complete", "You can pay for your first creation, and this game's rules say you must complete it.");
  }
  const n = state.config.playerCount;
  const players = withPlayer(state, seat, { ...me, turns: me.turns + 1 });
  const last = isLastInRound(seat, state.firstPlayer, n);
  if (last && (state.endTriggered || state.round >= state.config.roundLimit)) {
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
