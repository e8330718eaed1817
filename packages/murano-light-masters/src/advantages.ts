/**
 * The 16 Advantages (rulebook, *Activar una Ventaja* and *Cartas de Ventaja*; rulings R6–R9 and
 * R20–R27): which mechanism each card has, when it may be activated, what it does, and which
 * activations are legal now. The R numbers in this module are the rulings of the game's page,
 * docs/games/murano-light-masters.md.
 *
 * An activation moves one completed creation to the used pile (each card once, R24) to activate
 * the Advantage under one of the card's tiles (a dual-symbol card picks one, R25). The Advantage's
 * timing class (`timing` in the data) says when: any time in your own turn (R9), or in a phase
 * window. Every activation must have an effect (R23), unless `allowNoOpActivation` is set, in which
 * case an activation with no possible effect is legal as `{ kind: "none" }` and does nothing else.
 *
 * The three Advantages that modify one Negotiate action (3 Gratuito, 4 Mercader, 5 Pericia) are
 * declared with that action instead (R22); `negotiate` in the turn module calls
 * {@link checkDeclared} for them. With `phaseAdvantageScope: "wholePhase"` (R21's alternative)
 * an activation of 3, 4, 5, 6, 7 or 14 modifies every action of its phase, those already made
 * (6, 7, 14) and those still to come (all six), not just one.
 *
 * @module
 */
import { type RuleError, type Seat, refuse } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import type { ActivateAction, Activation, AdvantageEffectChoice, ArrangeAction, EndSwapsAction, LightMastersAction, SwapAction } from "./actions";
import {
  ADVANTAGE_CARDS,
  type AdvantageCard,
  type AdvantageTiming,
  CATEGORY_TILES,
  CONSTANTS,
  type Category,
  type ColouredFragment,
  type Fragment,
  MARKETS,
  type MarketId,
  advantageCard,
  categoryTile,
  creationCard,
} from "./data";
import { addCounts, subCounts } from "./fragments";
import type { Counts, LightMastersState, Phase, Player } from "./state";
import { evolve, liraGain, pendingAfterGain, withPlayer } from "./update";

/**
 * How an Advantage works, read from its structured effect in `data/advantages.json`:
 * - `withBuy`, `withSell`, `withExchange`: declared with one Negotiate action (3, 4, 5);
 * - the others name the `kind` of the effect chosen with `activate` (see `AdvantageEffectChoiceC`).
 *
 * @example
 * advantageMechanic(advantageCard(16)); // "setRing"
 * @category Advantages
 */
export type AdvantageMechanic =
  | "gain"
  | "withBuy"
  | "withSell"
  | "withExchange"
  | "takeClear"
  | "rearrange"
  | "returnClear"
  | "extraAction"
  | "skipSelector"
  | "extraTake"
  | "move"
  | "fame"
  | "swap"
  | "setRing";

/**
 * The mechanism of an Advantage card, from its structured effect (so that a data file with an
 * unknown effect fails when the module loads, not in play).
 *
 * @example
 * advantageMechanic(advantageCard(1)); // "gain"
 * advantageMechanic(advantageCard(3)); // "withBuy"
 * @category Advantages
 */
export function advantageMechanic(card: AdvantageCard): AdvantageMechanic {
  const e = card.effect;
  if (e.gainOneOf !== undefined) return "gain";
  if (e.action === "buy") return "withBuy";
  if (e.action === "sell") return "withSell";
  if (e.action === "exchange") return "withExchange";
  if (e.after !== undefined) return "takeClear";
  if (e.permuteHand === true) return "rearrange";
  if (e.returnOne !== undefined) return "returnClear";
  if (e.extraNegotiateActions !== undefined) return "extraAction";
  if (e.skipSelectorTurn === true) return "skipSelector";
  if (e.extraTakes !== undefined) return "extraTake";
  if (e.moveMarketToMarket !== undefined) return "move";
  if (e.ifCompletionValue !== undefined) return "fame";
  if (e.swaps !== undefined) return "swap";
  if (e.setRingOffsetFree === true) return "setRing";
  throw new RangeError(`advantages.json: Advantage ${card.id} (${card.es}) has an effect this module does not know`);
}

const MECHANICS: ReadonlyMap<number, AdvantageMechanic> = new Map(ADVANTAGE_CARDS.map((a) => [a.id, advantageMechanic(a)]));
const mechanicOf = (id: number): AdvantageMechanic => MECHANICS.get(id) ?? advantageMechanic(advantageCard(id));

const TILE_IDS: readonly Category[] = CATEGORY_TILES.map((c) => c.id);
const MARKET_IDS: readonly MarketId[] = MARKETS.map((m) => m.id);
const COLOURED: readonly ColouredFragment[] = ["R", "Y", "G", "B"];
const ALL: readonly Fragment[] = ["R", "Y", "G", "B", "W"];
const one = (f: Fragment): Counts => ({ R: 0, Y: 0, G: 0, B: 0, W: 0, [f]: 1 });

/**
 * The Advantage card in play with this mechanism (under some tile), or `undefined`.
 *
 * @example
 * tileAdvantage(state, "skipSelector")?.es; // "Previsión", if it is in play
 * @category Advantages
 */
export function tileAdvantage(state: Pick<LightMastersState, "tiles">, mechanic: AdvantageMechanic): AdvantageCard | undefined {
  for (const tile of TILE_IDS) {
    const id = state.tiles[tile];
    if (mechanicOf(id) === mechanic) return advantageCard(id);
  }
  return undefined;
}

/**
 * The name of the Advantage card with this mechanism among all 16, in play or not (for messages).
 *
 * @example
 * advantageNamed("withExchange"); // "Pericia"
 * @category Advantages
 */
export function advantageNamed(mechanic: AdvantageMechanic): string {
  return ADVANTAGE_CARDS.find((a) => mechanicOf(a.id) === mechanic)?.es ?? mechanic;
}

/**
 * Whether an Advantage with this mechanism is in effect for the whole phase (only with
 * `phaseAdvantageScope: "wholePhase"`, R21).
 *
 * @example
 * inEffect(state, "withBuy"); // true once Gratuito was declared this phase, with "wholePhase"
 * @category Advantages
 */
export function inEffect(state: Pick<LightMastersState, "turn">, mechanic: AdvantageMechanic): boolean {
  return state.turn.phaseAdvantages.some((id) => mechanicOf(id) === mechanic);
}

/**
 * Whether, with `phaseAdvantageScope: "wholePhase"`, an Advantage that gives a W after a Buy (6
 * Avaricioso) or a Sell (7 Bien jugado) was activated this phase, so that every later one of these
 * actions gets its W at once (R21's alternative).
 *
 * @example
 * clearAfterInEffect(state, "buy"); // true once Avaricioso was activated this phase, with "wholePhase"
 * @category Advantages
 */
export function clearAfterInEffect(state: Pick<LightMastersState, "turn">, after: "buy" | "sell"): boolean {
  return state.turn.phaseAdvantages.some((id) => advantageCard(id).effect.after === after);
}

/**
 * Every activation of an Advantage with this mechanism the player holds: each completed creation
 * carrying a symbol whose tile holds it, once per such tile, in completed-pile order.
 *
 * @example
 * activationsFor(state, me, "withBuy"); // [{ card: "JEW-2", tile: "JEW" }] if Gratuito is under Joya
 * @category Advantages
 */
export function activationsFor(state: Pick<LightMastersState, "tiles">, me: Player, mechanic: AdvantageMechanic): Activation[] {
  const out: Activation[] = [];
  for (const card of me.completed) {
    for (const tile of creationCard(card).symbols) {
      if (mechanicOf(state.tiles[tile]) === mechanic) out.push({ card, tile });
    }
  }
  return out;
}

/** The phases in which a timing class lets an Advantage be activated. */
const WINDOWS: Readonly<Record<AdvantageTiming, readonly Phase[]>> = {
  anyTime: ["P1.Selector", "P1.Take", "P1.Open", "P2", "P3"],
  "phase1.beforeSelector": ["P1.Selector"],
  "phase1.open": ["P1.Selector", "P1.Take", "P1.Open"],
  "phase2.open": ["P1.Open", "P2"],
  "phase2.withAction": [],
  "phase2.afterAction": ["P1.Open", "P2"],
  "phase3.afterCompletion": ["P3"],
};

const WINDOW_WORDS: Readonly<Record<AdvantageTiming, string>> = {
  anyTime: "at any time during your turn",
  "phase1.beforeSelector": "in phase 1, before you turn the Selector",
  "phase1.open": "in phase 1 (Obtain fragments), before your first Negotiate action",
  "phase2.open": "in phase 2 (Negotiate)",
  "phase2.withAction": "with a Negotiate action",
  "phase2.afterAction": "in phase 2 (Negotiate), after the action it rewards",
  "phase3.afterCompletion": "in phase 3 (Complete creations)",
};

const WITH_ACTION_WORDS: Partial<Record<AdvantageMechanic, string>> = {
  withBuy: "a Buy: add it to the buy action as `gratuito`",
  withSell: "a Sell: add it to the sell action as `mercader`",
  withExchange: "an Exchange: add it to the exchange action as `pericia`",
};

/**
 * Whether the Advantage's timing window (its `timing` in the data, R6–R9) is open in this phase.
 *
 * @example
 * windowOpen(advantageCard(11), "P1.Selector"); // true: Previsión, before the Selector turns
 * windowOpen(advantageCard(11), "P1.Take"); // false
 * @category Advantages
 */
export function windowOpen(card: AdvantageCard, phase: Phase): boolean {
  return WINDOWS[card.timing].includes(phase);
}

/** The card and tile are the player's to use: a completed creation carrying the tile's symbol. */
function checkCard(state: LightMastersState, me: Player, card: string, tile: Category): RuleError | undefined {
  if (!me.completed.includes(card)) {
    return me.used.some((u) => u.card === card)
      ? { rule: "advantage-used", message: `${card} has already activated an Advantage: each creation activates one, once.` }
      : { rule: "advantage-card", message: `${card} is not in your completed pile: only a creation you completed can activate an Advantage.` };
  }
  const symbols = creationCard(card).symbols;
  if (!symbols.includes(tile)) {
    const names = symbols.map((s) => categoryTile(s).en).join(" and ");
    return { rule: "advantage-tile", message: `${card} carries the ${names} symbol${symbols.length > 1 ? "s" : ""}: it cannot activate the ${categoryTile(tile).en} tile.` };
  }
  return undefined;
}

/** What an activation does to the player's piles: the card leaves the completed pile for the used one. */
const spend = (me: Player, card: string, tile: Category): Player => ({
  ...me,
  completed: me.completed.filter((c) => c !== card),
  used: [...me.used, { card, tile }],
});

/**
 * Checks an Advantage declared with a Negotiate action (3 Gratuito with a Buy, 4 Mercader with a
 * Sell, 5 Pericia with an Exchange, R22): the card and tile, and that the tile holds an Advantage
 * of that mechanism. Returns the player with the card moved to the used pile, and the turn's
 * whole-phase Advantages updated (R21), or the broken rule.
 *
 * @example
 * checkDeclared(state, me, { card: "JEW-2", tile: "JEW" }, "withBuy"); // Right when Gratuito is under Joya
 * @category Advantages
 */
export function checkDeclared(
  state: LightMastersState,
  me: Player,
  activation: Activation,
  mechanic: "withBuy" | "withSell" | "withExchange",
): either.Either<RuleError, { player: Player; phaseAdvantages: readonly number[] }> {
  const bad = checkCard(state, me, activation.card, activation.tile);
  if (bad !== undefined) return either.left(bad);
  const id = state.tiles[activation.tile];
  const card = advantageCard(id);
  if (mechanicOf(id) !== mechanic) {
    const wanted = tileAdvantage(state, mechanic);
    return refuse(
      "advantage-kind",
      `The Advantage under the ${categoryTile(activation.tile).en} tile is ${card.es}${
        wanted === undefined ? `, and ${advantageNamed(mechanic)} is not in play in this game` : `, not ${wanted.es}`
      }.`,
    );
  }
  const whole = state.config.phaseAdvantageScope === "wholePhase";
  if (whole && inEffect(state, mechanic) && !state.config.allowNoOpActivation) {
    return refuse("advantage-no-effect", `${card.es} is already in effect for this whole phase: declaring it again would have no effect.`);
  }
  return either.right({
    player: spend(me, activation.card, activation.tile),
    phaseAdvantages: whole && !inEffect(state, mechanic) ? [...state.turn.phaseAdvantages, id] : state.turn.phaseAdvantages,
  });
}

/**
 * Every effect an activation of this Advantage could name, before its checks: the finite domain
 * `legalActions` filters with the same checks `apply` runs, so both always agree.
 */
function candidates(card: AdvantageCard, state: LightMastersState, me: Player): AdvantageEffectChoice[] {
  switch (mechanicOf(card.id)) {
    case "gain":
      return (card.effect.gainOneOf ?? []).map((colour) => ({ kind: "gain", colour }));
    case "takeClear":
      return [{ kind: "takeClear" }];
    case "rearrange":
      return [{ kind: "rearrange" }];
    case "returnClear":
      return [{ kind: "returnClear" }];
    case "extraAction":
      return [{ kind: "extraAction" }];
    case "skipSelector":
      return [{ kind: "skipSelector" }];
    case "extraTake":
      return [{ kind: "extraTake" }];
    case "fame":
      return [{ kind: "fame" }];
    case "move": {
      const out: AdvantageEffectChoice[] = [];
      for (const from of MARKET_IDS) {
        const colours = ALL.filter((f) => state.markets[from].includes(f));
        for (const to of MARKET_IDS) for (const colour of colours) if (to !== from) out.push({ kind: "move", from, to, colour });
      }
      return out;
    }
    case "swap": {
      const out: AdvantageEffectChoice[] = [];
      for (const give of ALL) if (me.workbench[give] > 0) for (const take of COLOURED) out.push({ kind: "swap", give, take });
      return out;
    }
    case "setRing":
      return Array.from({ length: CONSTANTS.positions }, (_, offset) => ({ kind: "setRing", offset }));
    case "withBuy":
    case "withSell":
    case "withExchange":
      return [];
  }
}

/** Oportunista's swap: affordable, a fragment held, a different colour in stock (R26). */
function checkSwap(state: LightMastersState, me: Player, card: AdvantageCard, give: Fragment, take: ColouredFragment): RuleError | undefined {
  const cost = card.effect.payLiraPerSwap ?? 0;
  if (me.lira < cost) return { rule: "advantage-cost", message: `Each ${card.es} swap costs ${cost}Ł and you have ${me.lira}Ł.` };
  if (me.workbench[give] === 0) return { rule: "advantage-swap-own", message: `You have no ${give} fragment on your Workbench to return.` };
  if ((card.effect.takeExcludes ?? []).includes(take)) return { rule: "advantage-swap-clear", message: `${card.es} never gives a ${take} fragment.` };
  if (take === give) return { rule: "advantage-no-effect", message: `Returning ${give} to take ${give} changes nothing: take another colour.` };
  if (state.warehouse[take] === 0) return { rule: "advantage-stock", message: `The Warehouse has no ${take} fragment left.` };
  return undefined;
}

/** The R23 and cost checks of one effect of an Advantage whose kind matches (timing already checked). */
function checkEffect(state: LightMastersState, me: Player, card: AdvantageCard, effect: AdvantageEffectChoice): RuleError | undefined {
  const e = card.effect;
  const cost = e.payLira ?? 0;
  switch (effect.kind) {
    case "gain":
      if (!(e.gainOneOf ?? []).includes(effect.colour)) {
        return { rule: "advantage-colour", message: `${card.es} gives ${(e.gainOneOf ?? []).join(" or ")}, not ${effect.colour}.` };
      }
      return state.warehouse[effect.colour] === 0 ? { rule: "advantage-stock", message: `The Warehouse has no ${effect.colour} fragment left.` } : undefined;
    case "takeClear": {
      const trades = e.after === "buy" ? state.turn.buys : state.turn.sells;
      const action = e.after === "buy" ? "Buy" : "Sell";
      if (!trades.some((tr) => !tr.rewarded)) {
        return { rule: "advantage-no-effect", message: `${card.es} rewards a ${action} made this turn: you have no ${action} it has not rewarded yet.` };
      }
      return state.warehouse.W === 0 ? { rule: "advantage-stock", message: "The Warehouse has no clear fragment left." } : undefined;
    }
    case "returnClear":
      return me.workbench.W === 0 ? { rule: "advantage-no-effect", message: `${card.es} returns a clear fragment from your Workbench: you have none.` } : undefined;
    case "extraAction":
      if (me.lira < cost) return { rule: "advantage-cost", message: `${card.es} costs ${cost}Ł and you have ${me.lira}Ł.` };
      if (!state.config.privilegioStacks && state.turn.privilegioUsed > 0) {
        return { rule: "advantage-no-effect", message: `In this game ${card.es} does not stack: you already activated it this turn.` };
      }
      return undefined;
    case "extraTake":
      return me.lira < cost ? { rule: "advantage-cost", message: `${card.es} costs ${cost}Ł and you have ${me.lira}Ł.` } : undefined;
    case "fame":
      return state.turn.completions.some((c) => c.value === e.ifCompletionValue && !c.famaRewarded)
        ? undefined
        : { rule: "advantage-no-effect", message: `${card.es} rewards a creation of value ${e.ifCompletionValue ?? 8} completed this turn that it has not rewarded yet: there is none.` };
    case "move":
      if (effect.from === effect.to) return { rule: "advantage-move", message: `${card.es} moves a fragment to another Market.` };
      if (!state.markets[effect.from].includes(effect.colour)) return { rule: "advantage-move", message: `Market ${effect.from} holds no ${effect.colour} fragment.` };
      return state.markets[effect.to].length >= (MARKETS.find((m) => m.id === effect.to)?.slots ?? 3)
        ? { rule: "market-full", message: `Market ${effect.to} is full: ${card.es} cannot move a fragment into it.` }
        : undefined;
    case "swap":
      return checkSwap(state, me, card, effect.give, effect.take);
    case "setRing":
      return effect.offset === state.ringOffset
        ? { rule: "advantage-no-effect", message: `The Ring is already at offset ${effect.offset}: ${card.es} must turn it to another position.` }
        : undefined;
    case "rearrange":
    case "skipSelector":
      return undefined;
    case "none":
      if (!state.config.allowNoOpActivation) {
        return { rule: "advantage-no-effect", message: "An activation must have an effect: name the effect you want." };
      }
      return candidates(card, state, me).some((c) => checkEffect(state, me, card, c) === undefined)
        ? { rule: "advantage-has-effect", message: `${card.es} can have an effect now: name it instead of activating it for nothing.` }
        : undefined;
  }
}

/** Whether the player may activate Advantages now, apart from each card's own window (R8, R9). */
function activationOpen(state: LightMastersState): boolean {
  if (state.phase === "GameOver" || state.followUp !== null) return false;
  return state.pending === null || !state.config.excessReturnBeforeOtherActions;
}

/**
 * Every legal `activate` of the current player now, in a stable order: for each completed
 * creation and each of its tiles whose Advantage's window is open, each effect that passes its
 * checks (or `{ kind: "none" }` when none does and `allowNoOpActivation` is set).
 *
 * @example
 * activateActions(state, state.players[state.current]!); // [{ type: "activate", card: "HOU-1", tile: "HOU", effect: { kind: "gain", colour: "Y" } }, ...]
 * @category Advantages
 */
export function activateActions(state: LightMastersState, me: Player): LightMastersAction[] {
  if (me.completed.length === 0 || !activationOpen(state)) return [];
  const out: LightMastersAction[] = [];
  for (const card of me.completed) {
    for (const tile of creationCard(card).symbols) {
      const adv = advantageCard(state.tiles[tile]);
      if (!windowOpen(adv, state.phase)) continue;
      let any = false;
      for (const effect of candidates(adv, state, me)) {
        if (checkEffect(state, me, adv, effect) === undefined) {
          out.push({ type: "activate", card, tile, effect });
          any = true;
        }
      }
      if (!any && state.config.allowNoOpActivation && WINDOWS[adv.timing].length > 0) {
        out.push({ type: "activate", card, tile, effect: { kind: "none" } });
      }
    }
  }
  return out;
}

/**
 * The follow-up actions of an unfinished Advantage effect: the `arrange` choices of Mago's
 * rearrangement, or Oportunista's second `swap` choices and `endSwaps`.
 *
 * @example
 * followUpActions(state, me); // [{ type: "arrange", index: 0 }, { type: "arrange", index: 1 }, ...]
 * @category Advantages
 */
export function followUpActions(state: LightMastersState, me: Player): LightMastersAction[] {
  const step = state.followUp;
  if (step === null) return [];
  const out: LightMastersAction[] = [];
  if (step.kind === "rearrange") {
    for (let index = step.next; index < me.hand.length; index++) out.push({ type: "arrange", index });
    return out;
  }
  const card = tileAdvantage(state, "swap");
  if (card !== undefined) {
    for (const give of ALL) {
      if (me.workbench[give] === 0) continue;
      for (const take of COLOURED) if (checkSwap(state, me, card, give, take) === undefined) out.push({ type: "swap", give, take });
    }
  }
  out.push({ type: "endSwaps" });
  return out;
}

/**
 * With `oportunistaSecondSwap: "laterInTurn"`, the Oportunista swaps the player may make now from
 * the swaps left this turn (the any-time window's other conditions are the caller's).
 *
 * @example
 * laterSwapActions(state, me); // [{ type: "swap", give: "R", take: "Y" }, ...] once Oportunista left a swap
 * @category Advantages
 */
export function laterSwapActions(state: LightMastersState, me: Player): LightMastersAction[] {
  if (state.turn.swapsLeft === 0 || state.config.oportunistaSecondSwap !== "laterInTurn") return [];
  const card = tileAdvantage(state, "swap");
  if (card === undefined) return [];
  const out: LightMastersAction[] = [];
  for (const give of ALL) {
    if (me.workbench[give] === 0) continue;
    for (const take of COLOURED) if (checkSwap(state, me, card, give, take) === undefined) out.push({ type: "swap", give, take });
  }
  return out;
}

/**
 * Applies a later Oportunista swap (`oportunistaSecondSwap: "laterInTurn"`): one of the swaps
 * left this turn, paid now; or names the rule it breaks.
 *
 * @example
 * laterSwap(state, 0, me, { type: "swap", give: "R", take: "Y" }); // Right once Oportunista left a swap and 1Ł is there
 * @category Advantages
 */
export function laterSwap(
  state: LightMastersState,
  seat: Seat,
  me: Player,
  action: SwapAction,
): either.Either<RuleError, LightMastersState> {
  const card = tileAdvantage(state, "swap");
  if (state.turn.swapsLeft === 0 || card === undefined) {
    return refuse("no-second-swap", `You have no ${card?.es ?? "Oportunista"} swap left this turn: activate ${card?.es ?? "Oportunista"} to swap.`);
  }
  const wrong = checkSwap(state, me, card, action.give, action.take);
  if (wrong !== undefined) return either.left(wrong);
  const { player, warehouse } = swapped(state, me, card, action.give, action.take);
  const turn = { ...state.turn, swapsLeft: state.turn.swapsLeft - 1 };
  return either.right(evolve(state, { players: withPlayer(state, seat, player), warehouse, turn }));
}

/** The swap itself: pay, return `give`, take `take`. */
function swapped(state: LightMastersState, me: Player, card: AdvantageCard, give: Fragment, take: ColouredFragment) {
  const player: Player = {
    ...me,
    lira: me.lira - (card.effect.payLiraPerSwap ?? 0),
    workbench: addCounts(subCounts(me.workbench, one(give)), one(take)),
  };
  return { player, warehouse: addCounts(subCounts(state.warehouse, one(take)), one(give)) };
}

/**
 * Applies an `activate` of the current player, or names the rule it breaks: the card and tile
 * (R24, R25), the Advantage's kind and timing window (R6–R9), then its effect's checks
 * (costs, stock, R23) and the effect.
 *
 * @example
 * activate(state, 0, me, { type: "activate", card: "HOU-1", tile: "HOU", effect: { kind: "gain", colour: "Y" } });
 * @category Advantages
 */
export function activate(
  state: LightMastersState,
  seat: Seat,
  me: Player,
  action: ActivateAction,
): either.Either<RuleError, LightMastersState> {
  const bad = checkCard(state, me, action.card, action.tile);
  if (bad !== undefined) return either.left(bad);
  const id = state.tiles[action.tile];
  const card = advantageCard(id);
  const mechanic = mechanicOf(id);
  const tileName = categoryTile(action.tile).en;
  const withAction = WITH_ACTION_WORDS[mechanic];
  if (withAction !== undefined) return refuse("advantage-with-action", `${card.es} (under the ${tileName} tile) is declared with ${withAction}.`);
  if (action.effect.kind !== mechanic && action.effect.kind !== "none") {
    return refuse("advantage-kind", `The Advantage under the ${tileName} tile is ${card.es}: its effect is "${mechanic}", not "${action.effect.kind}".`);
  }
  if (!windowOpen(card, state.phase)) {
    return refuse("advantage-timing", `${card.es} can only be activated ${WINDOW_WORDS[card.timing]}.`);
  }
  const wrong = checkEffect(state, me, card, action.effect);
  if (wrong !== undefined) return either.left(wrong);
  const used = spend(me, action.card, action.tile);
  const e = card.effect;
  const effect = action.effect;
  const whole = state.config.phaseAdvantageScope === "wholePhase";
  const addPhase = (list: readonly number[]) => (whole && !list.includes(id) ? [...list, id] : list);
  switch (effect.kind) {
    case "none":
      return either.right(evolve(state, { players: withPlayer(state, seat, used) }));
    case "gain": {
      const workbench = addCounts(used.workbench, one(effect.colour));
      return either.right(
        evolve(state, {
          players: withPlayer(state, seat, { ...used, workbench }),
          warehouse: subCounts(state.warehouse, one(effect.colour)),
          pending: pendingAfterGain(seat, workbench),
        }),
      );
    }
    case "takeClear": {
      const key = e.after === "buy" ? "buys" : "sells";
      let stock = state.warehouse.W;
      let first = true;
      const trades = state.turn[key].map((tr) => {
        if (tr.rewarded || stock === 0 || (!whole && !first)) return tr;
        first = false;
        stock -= 1;
        return { rewarded: true };
      });
      const gained = state.warehouse.W - stock;
      const workbench = { ...used.workbench, W: used.workbench.W + gained };
      return either.right(
        evolve(state, {
          players: withPlayer(state, seat, { ...used, workbench }),
          warehouse: { ...state.warehouse, W: stock },
          turn: { ...state.turn, [key]: trades, phaseAdvantages: addPhase(state.turn.phaseAdvantages) },
          pending: pendingAfterGain(seat, workbench),
        }),
      );
    }
    case "rearrange": {
      const player = { ...used, lira: used.lira + liraGain(state, e.gainLira ?? 0) };
      return either.right(
        evolve(state, {
          players: withPlayer(state, seat, player),
          followUp: player.hand.length >= 2 ? { kind: "rearrange", next: 0 } : null,
        }),
      );
    }
    case "returnClear": {
      const workbench = { ...used.workbench, W: used.workbench.W - 1 };
      const player = { ...used, workbench, lira: used.lira + liraGain(state, e.gainLira ?? 0) };
      return either.right(
        evolve(state, {
          players: withPlayer(state, seat, player),
          warehouse: { ...state.warehouse, W: state.warehouse.W + 1 },
          pending: pendingAfterGain(seat, workbench),
        }),
      );
    }
    case "extraAction":
      return either.right(
        evolve(state, {
          players: withPlayer(state, seat, { ...used, lira: used.lira - (e.payLira ?? 0) }),
          turn: {
            ...state.turn,
            actionsLeft: state.turn.actionsLeft + (e.extraNegotiateActions ?? 1),
            privilegioUsed: state.turn.privilegioUsed + 1,
          },
        }),
      );
    case "skipSelector":
      return either.right(
        evolve(state, { players: withPlayer(state, seat, used), phase: "P1.Take", turn: { ...state.turn, previsionUsed: true } }),
      );
    case "extraTake":
      return either.right(
        evolve(state, {
          players: withPlayer(state, seat, { ...used, lira: used.lira - (e.payLira ?? 0) }),
          phase: state.phase === "P1.Open" ? "P1.Take" : state.phase,
          turn: { ...state.turn, takesLeft: state.turn.takesLeft + (e.extraTakes ?? 1) },
        }),
      );
    case "move": {
      const source = state.markets[effect.from];
      const at = source.indexOf(effect.colour);
      const markets = {
        ...state.markets,
        [effect.from]: [...source.slice(0, at), ...source.slice(at + 1)],
        [effect.to]: [...state.markets[effect.to], effect.colour],
      };
      return either.right(evolve(state, { players: withPlayer(state, seat, used), markets }));
    }
    case "fame": {
      let gained = 0;
      const completions = state.turn.completions.map((c) => {
        if (c.famaRewarded || c.value !== e.ifCompletionValue || (!whole && gained > 0)) return c;
        gained += e.gainLira ?? 0;
        return { ...c, famaRewarded: true };
      });
      return either.right(
        evolve(state, {
          players: withPlayer(state, seat, { ...used, lira: used.lira + liraGain(state, gained) }),
          turn: { ...state.turn, completions, phaseAdvantages: addPhase(state.turn.phaseAdvantages) },
        }),
      );
    }
    case "swap": {
      const { player, warehouse } = swapped(state, used, card, effect.give, effect.take);
      const extra = (e.swaps?.[1] ?? 1) - 1;
      if (state.config.oportunistaSecondSwap === "laterInTurn") {
        // The other swap(s) stay open until the end of the turn, to be made at any moment.
        const turn = { ...state.turn, swapsLeft: state.turn.swapsLeft + extra };
        return either.right(evolve(state, { players: withPlayer(state, seat, player), warehouse, turn }));
      }
      const after = evolve(state, { players: withPlayer(state, seat, player), warehouse });
      const more = extra > 0 && followUpActions(evolve(after, { followUp: { kind: "swap" } }), player).length > 1;
      return either.right(more ? evolve(after, { followUp: { kind: "swap" } }) : after);
    }
    case "setRing":
      return either.right(evolve(state, { players: withPlayer(state, seat, used), ringOffset: effect.offset }));
  }
}

/**
 * Applies a follow-up action (`arrange`, `swap`, `endSwaps`) of the unfinished Advantage effect,
 * or names the rule it breaks.
 *
 * @example
 * followUp(state, 0, me, { type: "arrange", index: 3 }); // the card at position 4 becomes the first
 * @category Advantages
 */
export function followUp(
  state: LightMastersState,
  seat: Seat,
  me: Player,
  action: ArrangeAction | SwapAction | EndSwapsAction,
): either.Either<RuleError, LightMastersState> {
  const step = state.followUp;
  if (action.type === "arrange") {
    if (step?.kind !== "rearrange") return refuse("no-rearrangement", "You are not rearranging your hand (that is Mago's effect).");
    if (action.index < step.next || action.index >= me.hand.length) {
      return refuse(
        "arrange-position",
        `Choose one of the cards not yet placed: hand positions ${step.next + 1} to ${me.hand.length}.`,
      );
    }
    const card = me.hand[action.index] as string;
    const rest = me.hand.filter((_, i) => i !== action.index);
    const hand = [...rest.slice(0, step.next), card, ...rest.slice(step.next)];
    const next = step.next + 1;
    return either.right(
      evolve(state, {
        players: withPlayer(state, seat, { ...me, hand }),
        followUp: next >= hand.length - 1 ? null : { kind: "rearrange", next },
      }),
    );
  }
  if (step?.kind !== "swap") {
    return state.config.oportunistaSecondSwap === "laterInTurn" && action.type === "endSwaps"
      ? refuse("no-second-swap", "In this game Oportunista's second swap needs no closing: it stays available until the end of your turn.")
      : refuse("no-second-swap", "There is no Oportunista swap to continue.");
  }
  if (action.type === "endSwaps") return either.right(evolve(state, { followUp: null }));
  const card = tileAdvantage(state, "swap");
  if (card === undefined) return refuse("no-second-swap", "There is no Oportunista swap to continue.");
  const wrong = checkSwap(state, me, card, action.give, action.take);
  if (wrong !== undefined) return either.left(wrong);
  const { player, warehouse } = swapped(state, me, card, action.give, action.take);
  return either.right(evolve(state, { players: withPlayer(state, seat, player), warehouse, followUp: null }));
}
