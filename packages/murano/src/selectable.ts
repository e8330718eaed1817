/**
 * Selectability (rulebook, *The Actions*: what each action costs and needs): whether the action of
 * a ring space may be chosen by a player who holds a given amount of gold after paying the
 * movements.
 *
 * Every condition is a gold threshold: an action is selectable exactly when the gold left is at
 * least its threshold (0 for the actions that need no gold, `NEVER` for those that cannot be
 * taken now). The thresholds depend on the stacks, the board and the player's holdings but not on
 * the ships or the player's gold, so they are computed once per state and seat and carried over
 * from one movement to the next (see {@link carryThresholds}).
 *
 * @module
 */
import type { Seat } from "@laguna/core";
import { stateCacheOf } from "./cache";
import { type ActionType, CONSTANTS, ringSpace } from "./data";
import { gondolierTerms, recruitCost } from "./effects";
import { cheapestGondola } from "./gondoliers";
import { canPlaceSomething } from "./placement";
import { player } from "./players";
import { paysIncome, productionChoices } from "./production";
import type { MuranoState } from "./state";

/** The threshold of an action that cannot be taken now, whatever the gold. */
const NEVER = 1 << 30;

/** The gold needed after paying the movements for an action type to be selectable (or `NEVER`). */
function threshold(state: MuranoState, seat: Seat, type: ActionType): number {
  const p = player(state, seat);
  const nullOk = state.config.allowNullActions;
  switch (type) {
    case "TAKE_2_GOLD":
      return 0;
    case "BUY_GLASS_FACTORY":
      return state.glassFactoryStack.length > 0 ? CONSTANTS.glassFactoryPrice : NEVER;
    case "BUY_SHOP":
      return state.shopStack.length > 0 ? CONSTANTS.topTilePrice : NEVER;
    case "BUY_PALACE":
      return state.palaceStack.length > 0 ? CONSTANTS.topTilePrice : NEVER;
    case "BUY_SPECIAL_BUILDING":
      return state.specialTileStack.length > 0 ? CONSTANTS.specialTilePrice : NEVER;
    case "RECRUIT":
      if (state.characterDeck.length === 0) return NEVER;
      return state.config.recruitRequiresAffordableCost ? recruitCost(state, seat) : 0;
    case "PLACE_GONDOLIER": {
      if (p.personal === 0) return NEVER;
      const price = cheapestGondola(state, seat);
      return price === Infinity ? NEVER : price;
    }
    case "BUILD":
      return nullOk || canPlaceSomething(state, seat) ? 0 : NEVER;
    case "INCOME":
      return nullOk || paysIncome(state, seat) ? 0 : NEVER;
    case "PRODUCTION":
      // With null actions allowed, producing nothing (f = 0) is always a choice.
      return nullOk || productionChoices(state, seat).length > 0 ? 0 : NEVER;
    case "GONDOLIER": {
      if (nullOk || p.personal > 0) return 0;
      return p.general > 0 ? gondolierTerms(state, seat).hirePrice : NEVER;
    }
  }
}

const THRESHOLD_KEYS = ["selectable0", "selectable1", "selectable2", "selectable3"];
const keyOf = (seat: Seat) => THRESHOLD_KEYS[seat] ?? `selectable${seat}`;
const ACTION_TYPES: readonly ActionType[] = [
  "TAKE_2_GOLD",
  "BUY_GLASS_FACTORY",
  "BUY_SHOP",
  "BUY_PALACE",
  "BUY_SPECIAL_BUILDING",
  "RECRUIT",
  "PLACE_GONDOLIER",
  "BUILD",
  "INCOME",
  "PRODUCTION",
  "GONDOLIER",
];
/** The index in {@link ACTION_TYPES} of each ring space's action. */
const SPACE_TYPE: readonly number[] = Array.from({ length: CONSTANTS.ringSize }, (_, q) => ACTION_TYPES.indexOf(ringSpace(q).action));

/**
 * For each ring space, the gold a player needs left after paying the movements to take its action
 * (a huge number when it cannot be taken now); memoised per state and seat.
 *
 * @example
 * spaceThresholds(state, 0)[8]; // 0: Take 2 Gold needs no gold
 * @category Internals
 */
export function spaceThresholds(state: MuranoState, seat: Seat): readonly number[] {
  const known = stateCacheOf(state).get(keyOf(seat)) as readonly number[] | undefined;
  if (known !== undefined) return known;
  const byType: number[] = [];
  for (const type of ACTION_TYPES) byType.push(threshold(state, seat, type));
  const out: number[] = [];
  for (const t of SPACE_TYPE) out.push(byType[t] ?? NEVER);
  stateCacheOf(state).set(keyOf(seat), out);
  return out;
}

/**
 * Hands the thresholds of `from` over to `to`, a state reached by a ship movement that does not end
 * the turn (only the ships, the mover's gold and the step differ, and no threshold depends on
 * them).
 *
 * @example
 * carryThresholds(state, next, state.current);
 * @category Internals
 */
export function carryThresholds(from: MuranoState, to: MuranoState, seat: Seat): void {
  const known = stateCacheOf(from).get(keyOf(seat));
  if (known !== undefined) stateCacheOf(to).set(keyOf(seat), known);
}

/**
 * Whether the action of a ring space may be chosen by a player who holds `gold` after paying the
 * movements (rulebook, *The Actions*).
 *
 * @example
 * selectable(state, 0, "BUY_SHOP", 1); // false: a shop costs at least 2
 * @category Turn
 */
export function selectable(state: MuranoState, seat: Seat, type: ActionType, gold: number): boolean {
  return gold >= threshold(state, seat, type);
}
