/**
 * Phase 2, *Negociar* (Negotiate): the Exchange, Buy and Sell actions, listed and applied, with the
 * three Advantages declared with them (R22): Gratuito's free Buy, Mercader's 4Ł Sell and Pericia's
 * choice of Ring positions; with `phaseAdvantageScope: "wholePhase"` the automatic W of 6 and 7
 * (R21); and whether a Negotiate action is still owed (R19). The R numbers in this module are the
 * rulings of the game's page, docs/games/murano-light-masters.md.
 *
 * @module
 */
import { type RuleError, type Seat, refuse } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { memo } from "./action-memo";
import { checkDeclared } from "./advantage-checks";
import { activationsFor, advantageNamed, clearAfterInEffect, inEffect, tileAdvantage } from "./advantage-mechanics";
import type { Activation, BuyAction, ExchangeAction, LightMastersAction, Pericia, SellAction } from "./actions";
import { CONSTANTS, type Fragment, MARKETS, type MarketId, market, ringAt } from "./data";
import { COLOUR_ORDER, NO_FRAGMENTS, addCounts, countsKey, countsOf, size, subCounts, subMultisets, within } from "./fragments";
import { PHASE_WORDS } from "./phase-words";
import { exchangeBase, substituteChoices } from "./selector-ring";
import type { Counts, LightMastersState, Player } from "./state";
import { evolve, evolvePlayer, evolveTurn, liraGain, pendingAfterGain, withPlayer } from "./update";

const CAPACITY = CONSTANTS.workbenchCapacity;
const MARKET_IDS: readonly MarketId[] = MARKETS.map((m) => m.id);

const BUY: Readonly<Record<MarketId, LightMastersAction>> = Object.fromEntries(
  MARKET_IDS.map((market) => [market, Object.freeze({ type: "buy", market })]),
) as Record<MarketId, LightMastersAction>;

/** Every Sell of a Workbench: one per non-empty sub-multiset (keyed by the Workbench). */
const sellsOf = memo((workbench: Counts) =>
  subMultisets(workbench, 1, CAPACITY * 2, true).map((fragments): LightMastersAction => ({ type: "sell", fragments })),
);

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
  if (!mayEqualPlain && COLOUR_ORDER.every((c) => chosen[c] === plain[c])) {
    return { rule: "advantage-no-effect", message: "Those positions give exactly what a plain Exchange gives: Pericia would have no effect." };
  }
  return undefined;
}


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
export function negotiateActions(state: LightMastersState, me: Player): LightMastersAction[] {
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
    for (const give of COLOUR_ORDER) {
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
export function declaresNoAdvantage(action: LightMastersAction): boolean {
  return !("gratuito" in action || "mercader" in action || "pericia" in action);
}

/** Whether a Negotiate action is still owed: one is available and none was done (R19, `negotiateObligation`). */
export function negotiateOwed(state: LightMastersState, me: Player): boolean {
  return state.phase === "P1.Open" && negotiatePossible(state, me, state.config.negotiateObligation === "anyLegalAction");
}

/** With `wholePhase`, a W for a Buy or Sell when Avaricioso or Bien jugado is in effect and one is in stock. */
function autoClear(state: LightMastersState, after: "buy" | "sell"): number {
  return clearAfterInEffect(state, after) && state.warehouse.W > 0 ? 1 : 0;
}

/** Applies a Negotiate action (phase 2: Exchange, Buy or Sell), or why not. */
export function negotiate(
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
