/**
 * Building the next state: the small helpers the turn and the Advantages share (a state with some
 * fields changed, one player replaced, a Lira gain under R28, the pending return of R12; rulings
 * of the game's page, docs/games/murano-light-masters.md).
 *
 * @module
 */
import type { Seat } from "@laguna/core";
import { CONSTANTS } from "./data";
import { size } from "./fragments";
import type { Counts, LightMastersState, Player, TurnLog } from "./state";

/**
 * The state with some fields changed, written out field by field (cheaper than a spread on the
 * hot path). `pending` and `followUp` keep their value when the change leaves them `undefined`.
 *
 * @example
 * evolve(state, { selector: 3 }).selector; // 3
 * @category Turn
 */
export function evolve(s: LightMastersState, c: Partial<LightMastersState>): LightMastersState {
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
    followUp: c.followUp === undefined ? s.followUp : c.followUp,
    endTriggered: c.endTriggered ?? s.endTriggered,
    rng: s.rng,
  };
}

/**
 * The players with `seat`'s record replaced.
 *
 * @example
 * withPlayer(state, 0, { ...me, lira: 5 })[0]?.lira; // 5
 * @category Turn
 */
export function withPlayer(state: LightMastersState, seat: Seat, player: Player): LightMastersState["players"] {
  const players = state.players.slice();
  players[seat] = player;
  return players;
}

/**
 * The Lira a player actually receives: all of it, or with `liraSupply: "tokens267"` what the
 * reserve still holds (R28).
 *
 * @example
 * liraGain(state, 3); // 3 with an unlimited reserve
 * @category Turn
 */
export function liraGain(state: LightMastersState, amount: number): number {
  if (state.config.liraSupply === "unlimited") return amount;
  let held = 0;
  for (const p of state.players) held += p.lira;
  return Math.max(0, Math.min(amount, CONSTANTS.liraTokenValueTotal - held));
}

/**
 * The pending return once `seat`'s Workbench has changed (R12): the excess over 8, or `null`.
 *
 * @example
 * pendingAfterGain(0, countsOf(["R", "R", "R", "R", "R", "Y", "Y", "Y", "Y"])); // { seat: 0, count: 1 }
 * @category Turn
 */
export function pendingAfterGain(seat: Seat, workbench: Counts): LightMastersState["pending"] {
  const over = size(workbench) - CONSTANTS.workbenchCapacity;
  return over > 0 ? { seat, count: over } : null;
}

/**
 * A player with some fields changed, written out field by field (the reducer's hot path; an
 * object spread is several times slower in V8).
 *
 * @example
 * evolvePlayer(me, { lira: me.lira - 1 }).lira;
 * @category Turn
 */
export function evolvePlayer(p: Player, c: Partial<Player>): Player {
  return {
    lira: c.lira ?? p.lira,
    workbench: c.workbench ?? p.workbench,
    hand: c.hand ?? p.hand,
    completed: c.completed ?? p.completed,
    used: c.used ?? p.used,
    turns: c.turns ?? p.turns,
  };
}

/**
 * The turn's bookkeeping with some fields changed, written out field by field (see
 * {@link evolvePlayer}).
 *
 * @example
 * evolveTurn(state.turn, { selectorTurned: true }).selectorTurned; // true
 * @category Turn
 */
export function evolveTurn(t: TurnLog, c: Partial<TurnLog>): TurnLog {
  return {
    selectorTurned: c.selectorTurned ?? t.selectorTurned,
    previsionUsed: c.previsionUsed ?? t.previsionUsed,
    takesLeft: c.takesLeft ?? t.takesLeft,
    takesDone: c.takesDone ?? t.takesDone,
    actionsLeft: c.actionsLeft ?? t.actionsLeft,
    actionsDone: c.actionsDone ?? t.actionsDone,
    privilegioUsed: c.privilegioUsed ?? t.privilegioUsed,
    buys: c.buys ?? t.buys,
    sells: c.sells ?? t.sells,
    completions: c.completions ?? t.completions,
    phaseAdvantages: c.phaseAdvantages ?? t.phaseAdvantages,
    swapsLeft: c.swapsLeft ?? t.swapsLeft,
  };
}
