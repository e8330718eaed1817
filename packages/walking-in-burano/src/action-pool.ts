/**
 * Shared action values. Actions are immutable plain values, so `legalActions` hands out one
 * object per distinct action instead of building fresh ones for every state: random games list
 * thousands of actions per game, and allocating them was a good part of the cost. Equal actions
 * from different states are the same object, frozen so that no caller can change them for others.
 *
 * @module
 */
import type { AcquireAction, EndBuildAction, PlaceAction, ReturnCardAction } from "./actions";
import type { BuranoConfig } from "./config";
import { acquireChoices, type SupplyRows } from "./supply";


/** Place actions by card id, then by `x + 1` (x is -1 to 5). */
const places = new Map<string, PlaceAction[]>();
const returns = new Map<string, ReturnCardAction>();

/**
 * The action `{ type: "endBuild" }`.
 *
 * @example
 * legalActions(state, state.current).includes(END_BUILD);
 * @category Actions
 */
export const END_BUILD: EndBuildAction = Object.freeze({ type: "endBuild" });

/**
 * The action `{ type: "place", card, x }`, one shared object per card and column.
 *
 * @example
 * placeAction("F1-RED-1", 0); // { type: "place", card: "F1-RED-1", x: 0 }
 * placeAction("F1-RED-1", 0) === placeAction("F1-RED-1", 0); // true
 * @category Actions
 */
export function placeAction(card: string, x: number): PlaceAction {
  let byX = places.get(card);
  if (byX === undefined) places.set(card, (byX = []));
  let action = byX[x + 1];
  if (action === undefined) byX[x + 1] = action = Object.freeze({ type: "place", card, x });
  return action;
}

/**
 * The action `{ type: "returnCard", card }`, one shared object per card.
 *
 * @example
 * returnAction("F2-BLU-4"); // { type: "returnCard", card: "F2-BLU-4" }
 * @category Actions
 */
export function returnAction(card: string): ReturnCardAction {
  let action = returns.get(card);
  if (action === undefined) returns.set(card, (action = Object.freeze({ type: "returnCard", card })));
  return action;
}


/** Acquire actions by `column * 6 + (top ? 3 : 0) + count - 1`. */
const acquires: AcquireAction[] = [];

/**
 * The action `{ type: "acquire", column, from, count }`, one shared object per choice.
 *
 * @example
 * acquireAction(2, "top", 1); // { type: "acquire", column: 2, from: "top", count: 1 }
 * @category Actions
 */
export function acquireAction(column: number, from: "bottom" | "top", count: number): AcquireAction {
  const index = column * 6 + (from === "top" ? 3 : 0) + count - 1;
  let action = acquires[index];
  if (action === undefined) acquires[index] = action = Object.freeze({ type: "acquire", column, from, count });
  return action;
}

/**
 * The acquire actions of a supply, by the supply's occupancy: which cells hold a card is all that
 * {@link acquireChoices} reads. Keyed by `((mask * 16 + width) * 2 + gapColumnJoin)`, where bit
 * `level * width + column` of `mask` is set when that cell holds a card.
 */
const acquireLists = new Map<number, readonly AcquireAction[]>();
/** Supplies wider than this are listed without the memo (the mask would not fit). */
const MAX_MEMO_WIDTH = 8;

/**
 * Every acquire action of this supply, in the order of {@link acquireChoices}: a fresh array of
 * shared action objects, from a memo keyed by which cells hold a card.
 *
 * @example
 * acquireActions(state.supply, state.config)[0]; // { type: "acquire", column: 0, from: "bottom", count: 1 }
 * @category Actions
 */
export function acquireActions(rows: SupplyRows, config: Pick<BuranoConfig, "gapColumnJoin">): AcquireAction[] {
  const width = rows[0]?.length ?? 0;
  if (width > MAX_MEMO_WIDTH || (config.gapColumnJoin !== true && config.gapColumnJoin !== false)) {
    return acquireChoices(rows, config, acquireAction);
  }
  let mask = 0;
  for (let level = 0; level < 3; level++) {
    const row = rows[level];
    for (let column = 0; column < width; column++) if (row?.[column] != null) mask |= 1 << (level * width + column);
  }
  const key = (mask * 16 + width) * 2 + (config.gapColumnJoin ? 1 : 0);
  let list = acquireLists.get(key);
  if (list === undefined) acquireLists.set(key, (list = acquireChoices(rows, config, acquireAction)));
  return list.slice();
}
