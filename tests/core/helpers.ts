/**
 * Shared helpers for the @laguna/core unit tests (not a test file itself).
 */
import { type Match, act, activePlayers, createMatch, legalActions } from "@laguna/core";
import { type StashAction, type StashConfig, type StashState, type StashView, stash } from "../fixtures/stash";
import { type TicTacToeAction, type TicTacToeConfig, type TicTacToeState, ticTacToe } from "../fixtures/tic-tac-toe";

import { left, right } from "../support/either";

export { left, right };

export type TttMatch = Match<TicTacToeConfig, TicTacToeState, TicTacToeAction, TicTacToeState>;
export type StashMatch = Match<StashConfig, StashState, StashAction, StashView>;

/** A fresh tic-tac-toe match (default config unless overridden). */
export function tttMatch(config: Partial<TicTacToeConfig> = {}, seed = 1, strict = false): TttMatch {
  return right(createMatch(ticTacToe, { ...ticTacToe.defaultConfig(2), ...config }, seed, { strict }));
}

/** Marks the given cells in order, each by the seat to move. */
export function mark(match: TttMatch, cells: readonly number[]): TttMatch {
  let m = match;
  for (const cell of cells) {
    const seat = activePlayers(m)[0];
    if (seat === undefined) throw new Error(`the game is over before cell ${cell}`);
    m = right(act(m, seat, { type: "mark", cell }));
  }
  return m;
}

/** X (seat 0) wins on the top row: X0 O3 X1 O4 X2. */
export const X_WINS_TOP_ROW = [0, 3, 1, 4, 2] as const;
/** A drawn game: no three in a row after nine marks. */
export const DRAW = [0, 1, 2, 4, 3, 5, 7, 6, 8] as const;

/** A fresh Stash match. */
export function stashMatch(config: Partial<StashConfig> = {}, seed = 1, strict = false): StashMatch {
  return right(createMatch(stash, { ...stash.defaultConfig(2), ...config }, seed, { strict }));
}

/** The current seat's first legal action of the given type (play/bury: lowest card id). */
export function firstOfType(match: StashMatch, type: StashAction["type"]): StashAction {
  const seat = activePlayers(match)[0];
  if (seat === undefined) throw new Error("the game is over");
  const found = legalActions(match, seat).find((a) => a.type === type);
  if (found === undefined) throw new Error(`seat ${seat} has no legal ${type}`);
  return found;
}

/** Takes the current seat's first legal action of the given type. */
export function takeFirst(match: StashMatch, type: StashAction["type"]): StashMatch {
  const seat = activePlayers(match)[0] as number;
  return right(act(match, seat, firstOfType(match, type)));
}

/** Every object key anywhere inside a JSON-like value. */
export function allKeys(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const v of value) allKeys(v, out);
  else if (typeof value === "object" && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      allKeys(v, out);
    }
  }
  return out;
}

/** Every number anywhere inside a JSON-like value. */
export function allNumbers(value: unknown, out: number[] = []): number[] {
  if (typeof value === "number") out.push(value);
  else if (Array.isArray(value)) for (const v of value) allNumbers(v, out);
  else if (typeof value === "object" && value !== null) for (const v of Object.values(value)) allNumbers(v, out);
  return out;
}

/** Whether a value is plain JSON data: null, booleans, finite numbers, strings, arrays and plain objects. */
export function isPlainJson(value: unknown): boolean {
  if (value === null || typeof value === "boolean" || typeof value === "string") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainJson);
  if (typeof value === "object") {
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return false;
    return Object.values(value).every((v) => v !== undefined && isPlainJson(v));
  }
  return false;
}
