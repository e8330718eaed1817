/**
 * A player's holdings as the turn machine changes them: reading a seat's record, replacing it,
 * paying gold and gaining gold from the supply (ruling R22 of docs/games/murano.md), and the
 * refusal record every check returns.
 *
 * Every function returns a new state and leaves its input untouched; each makes one copy of the
 * state and of the one player record it changes (the reducer's hot paths call them every step).
 *
 * @module
 */
import type { RuleError, Seat } from "@laguna/core";
import type { Beads, MuranoState, Player } from "./state";

/**
 * A refusal: the rule broken, in a player's words.
 *
 * @example
 * fail("cannot-afford", "That costs 2 gold; you have 1.");
 * @category Internals
 */
export const fail = (rule: string, message: string): RuleError => ({ rule, message });

/**
 * The record of the player at a seat (throws for a seat off the table: a defect, never bad input).
 *
 * @example
 * player(state, 0).gold;
 * @category Internals
 */
export function player(state: MuranoState, seat: Seat): Player {
  const p = state.players[seat];
  if (p === undefined) throw new RangeError(`no player at seat ${seat}`);
  return p;
}

/**
 * The players with the record at `seat` replaced (a new array; the others are shared).
 *
 * @example
 * const players = replacePlayer(state.players, 0, { ...player(state, 0), gold: 9 });
 * @category Internals
 */
export function replacePlayer(players: MuranoState["players"], seat: Seat, p: Player): Player[] {
  const out = players.slice();
  out[seat] = p;
  return out;
}

/**
 * The state with the record of the player at `seat` transformed by `f`.
 *
 * @example
 * updatePlayer(state, 0, (p) => ({ ...p, gold: p.gold + 1 }));
 * @category Internals
 */
export function updatePlayer(state: MuranoState, seat: Seat, f: (p: Player) => Player): MuranoState {
  return { ...state, players: replacePlayer(state.players, seat, f(player(state, seat))) };
}

/**
 * The gold left in the supply, or Infinity when the supply is unlimited (R22).
 *
 * @example
 * supply(state); // Infinity with the default config
 * @category Internals
 */
export function supply(state: MuranoState): number {
  const limit = state.config.goldSupplyLimit;
  if (limit === null) return Infinity;
  let held = 0;
  for (const p of state.players) held += p.gold;
  return limit - held;
}

/**
 * The gold a player actually gains when `gold` is due: as much as the supply holds.
 *
 * @example
 * gainable(state, 2); // 2 with an unlimited supply
 * @category Internals
 */
export function gainable(state: MuranoState, gold: number): number {
  return Math.max(0, Math.min(gold, supply(state)));
}

/**
 * Gains gold from the supply, as much as it holds.
 *
 * @example
 * gain(state, 0, 2);
 * @category Internals
 */
export function gain(state: MuranoState, seat: Seat, gold: number): MuranoState {
  const n = gainable(state, gold);
  if (n === 0) return state;
  const p = player(state, seat);
  return { ...state, players: replacePlayer(state.players, seat, { ...p, gold: p.gold + n }) };
}

/**
 * Pays gold to the supply (the caller has checked that the player can afford it).
 *
 * @example
 * pay(state, 0, 2);
 * @category Internals
 */
export function pay(state: MuranoState, seat: Seat, gold: number): MuranoState {
  if (gold === 0) return state;
  const p = player(state, seat);
  return { ...state, players: replacePlayer(state.players, seat, { ...p, gold: p.gold - gold }) };
}

/**
 * The number of beads in a bead count.
 *
 * @example
 * beadTotal({ red: 1, green: 2, blue: 0 }); // 3
 * @category Internals
 */
export function beadTotal(b: Beads): number {
  return b.red + b.green + b.blue;
}
