/**
 * The Advantage mechanisms (rulebook, *Cartas de Ventaja*): the mechanism of each of the 16
 * Advantage cards, read from its structured effect, and the lookups on it: which card of a
 * mechanism is in play (under a tile), its name, whether it is in effect for the whole phase
 * (R21), and which activations of it a player holds. The R numbers in this module are the rulings
 * of the game's page, docs/games/murano-light-masters.md.
 *
 * @module
 */
import type { Activation } from "./actions";
import { ADVANTAGE_CARDS, type AdvantageCard, CATEGORY_TILES, type Category, advantageCard, creationCard } from "./data";
import type { LightMastersState, Player } from "./state";

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
/** The mechanism of an Advantage card by its id (from the table built once). */
export const mechanicOf = (id: number): AdvantageMechanic => MECHANICS.get(id) ?? advantageMechanic(advantageCard(id));

const TILE_IDS: readonly Category[] = CATEGORY_TILES.map((c) => c.id);

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
