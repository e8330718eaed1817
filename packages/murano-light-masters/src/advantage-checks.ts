/**
 * Checking an Advantage's activation (rulebook, *Activar una Ventaja*; rulings R22–R26): that the
 * card and tile are the player's to use, an Advantage declared with a Negotiate action, and the
 * checks of each effect an activation may name (costs, stock, R23), over the finite domain of
 * candidate effects. The R numbers in this module are the rulings of the game's page,
 * docs/games/murano-light-masters.md.
 *
 * The three Advantages that modify one Negotiate action (3 Gratuito, 4 Mercader, 5 Pericia) are
 * declared with that action instead (R22); `negotiate` in the turn module calls
 * {@link checkDeclared} for them. With `phaseAdvantageScope: "wholePhase"` (R21's alternative)
 * an activation of 3, 4, 5, 6, 7 or 14 modifies every action of its phase, those already made
 * (6, 7, 14) and those still to come (all six), not just one.
 *
 * @module
 */
import { type RuleError, refuse } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { advantageNamed, inEffect, mechanicOf, tileAdvantage } from "./advantage-mechanics";
import type { Activation, AdvantageEffectChoice } from "./actions";
import {
  type AdvantageCard,
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
import { COLOURED_ORDER, COLOUR_ORDER } from "./fragments";
import type { LightMastersState, Player } from "./state";

const MARKET_IDS: readonly MarketId[] = MARKETS.map((m) => m.id);

/** The card and tile are the player's to use: a completed creation carrying the tile's symbol. */
export function checkCard(state: LightMastersState, me: Player, card: string, tile: Category): RuleError | undefined {
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
export const spend = (me: Player, card: string, tile: Category): Player => ({
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
export function candidates(card: AdvantageCard, state: LightMastersState, me: Player): AdvantageEffectChoice[] {
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
        const colours = COLOUR_ORDER.filter((f) => state.markets[from].includes(f));
        for (const to of MARKET_IDS) for (const colour of colours) if (to !== from) out.push({ kind: "move", from, to, colour });
      }
      return out;
    }
    case "swap": {
      const out: AdvantageEffectChoice[] = [];
      for (const give of COLOUR_ORDER) if (me.workbench[give] > 0) for (const take of COLOURED_ORDER) out.push({ kind: "swap", give, take });
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
export function checkSwap(state: LightMastersState, me: Player, card: AdvantageCard, give: Fragment, take: ColouredFragment): RuleError | undefined {
  const cost = card.effect.payLiraPerSwap ?? 0;
  if (me.lira < cost) return { rule: "advantage-cost", message: `Each ${card.es} swap costs ${cost}Ł and you have ${me.lira}Ł.` };
  if (me.workbench[give] === 0) return { rule: "advantage-swap-own", message: `You have no ${give} fragment on your Workbench to return.` };
  if ((card.effect.takeExcludes ?? []).includes(take)) return { rule: "advantage-swap-clear", message: `${card.es} never gives a ${take} fragment.` };
  if (take === give) return { rule: "advantage-no-effect", message: `Returning ${give} to take ${give} changes nothing: take another colour.` };
  if (state.warehouse[take] === 0) return { rule: "advantage-stock", message: `The Warehouse has no ${take} fragment left.` };
  return undefined;
}

/** The R23 and cost checks of one effect of an Advantage whose kind matches (timing already checked). */
export function checkEffect(state: LightMastersState, me: Player, card: AdvantageCard, effect: AdvantageEffectChoice): RuleError | undefined {
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
