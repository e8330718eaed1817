/**
 * Turn order: seats in clockwise order, the next player, rounds, and the two endings the Murano
 * family uses: "finish the current round" and "every other player takes one last turn".
 *
 * Seats are numbered clockwise from 0, so the player "to the left" is the next seat.
 *
 * @module
 */
import * as t from "io-ts";
import { NaturalC } from "./codecs";
import type { Seat } from "./seat";

/**
 * The seat `steps` places clockwise from `seat` (to the left); negative steps go back.
 *
 * @example
 * nextSeat(3, 4); // 0
 * nextSeat(0, 4, -1); // 3
 * @category Turn order
 */
export function nextSeat(seat: Seat, playerCount: number, steps = 1): Seat {
  return (((seat + steps) % playerCount) + playerCount) % playerCount;
}

/**
 * What a config's choice of a seat (a start player, say: `"random"` or a fixed seat) should have
 * been when the fixed seat does not sit at a table of `playerCount`; `undefined` when it fits.
 * The words are for a config codec's refusal, through `fieldMisfit`.
 *
 * @example
 * seatChoiceMisfit(3, 2); // 'a seat of this game (0 to 1) or "random"'
 * seatChoiceMisfit("random", 2); // undefined
 * @category Turn order
 */
export function seatChoiceMisfit(choice: "random" | Seat, playerCount: number): string | undefined {
  return choice === "random" || (choice >= 0 && choice < playerCount) ? undefined : `a seat of this game (0 to ${playerCount - 1}) or "random"`;
}

/**
 * The seat just before `seat` in clockwise order (to the right).
 *
 * @example
 * previousSeat(0, 3); // 2
 * @category Turn order
 */
export function previousSeat(seat: Seat, playerCount: number): Seat {
  return nextSeat(seat, playerCount, -1);
}

/**
 * All seats in clockwise order, starting from `from`.
 *
 * @example
 * seatsClockwise(4, 2); // [2, 3, 0, 1]
 * @category Turn order
 */
export function seatsClockwise(playerCount: number, from: Seat = 0): Seat[] {
  return Array.from({ length: playerCount }, (_, i) => nextSeat(from, playerCount, i));
}

/**
 * Whether the turn of `seat` is the last of the round that `firstPlayer` starts, i.e. the next
 * seat is the first player.
 *
 * @example
 * isLastInRound(2, 0, 3); // true
 * @category Turn order
 */
export function isLastInRound(seat: Seat, firstPlayer: Seat, playerCount: number): boolean {
  return nextSeat(seat, playerCount) === firstPlayer;
}

/**
 * The seats still to play in the current round after `seat`, in order.
 *
 * @example
 * seatsLeftInRound(1, 0, 4); // [2, 3]
 * @category Turn order
 */
export function seatsLeftInRound(seat: Seat, firstPlayer: Seat, playerCount: number): Seat[] {
  const out: Seat[] = [];
  for (let s = nextSeat(seat, playerCount); s !== firstPlayer && out.length < playerCount; s = nextSeat(s, playerCount)) {
    out.push(s);
  }
  return out;
}

/**
 * How a triggered game end plays out.
 * - `finishRound`: the current round is completed, so everyone has had the same number of turns
 *   (Walking in Burano, Murano: Light Masters).
 * - `lastTurns`: the triggering player's turn is their last; then every other player takes
 *   exactly one more turn, clockwise (Murano).
 *
 * @example
 * const ending: Ending = { rule: "lastTurns", triggeredBy: 2 };
 * @category Turn order
 */
export interface Ending {
  /** Which ending rule applies. */
  readonly rule: "finishRound" | "lastTurns";
  /** The seat whose turn triggered the end. */
  readonly triggeredBy: Seat;
}

/**
 * The io-ts codec of an {@link Ending}, for game state codecs.
 *
 * @example
 * const State = t.type({ ending: t.union([EndingC, t.null]) });
 * @category Turn order
 */
export const EndingC: t.Type<Ending, Ending, unknown> = t.readonly(
  t.type({
    rule: t.keyof({ finishRound: null, lastTurns: null }),
    triggeredBy: NaturalC,
  }),
  "Ending",
);

/**
 * Whether the game is over once `seat` has finished its turn, given a triggered ending.
 *
 * @example
 * isGameOverAfterTurn({ rule: "lastTurns", triggeredBy: 1 }, 0, 0, 3); // true: 2 and 0 have played
 * isGameOverAfterTurn({ rule: "finishRound", triggeredBy: 1 }, 2, 0, 3); // true: the round is over
 * @category Turn order
 */
export function isGameOverAfterTurn(
  ending: Ending,
  seat: Seat,
  firstPlayer: Seat,
  playerCount: number,
): boolean {
  return ending.rule === "finishRound"
    ? isLastInRound(seat, firstPlayer, playerCount)
    : nextSeat(seat, playerCount) === ending.triggeredBy;
}

/**
 * The seats that still play after the end is triggered, in order, starting after the triggering
 * seat's turn.
 *
 * @example
 * remainingTurns({ rule: "lastTurns", triggeredBy: 1 }, 0, 3); // [2, 0]
 * remainingTurns({ rule: "finishRound", triggeredBy: 1 }, 0, 3); // [2]
 * @category Turn order
 */
export function remainingTurns(ending: Ending, firstPlayer: Seat, playerCount: number): Seat[] {
  return ending.rule === "finishRound"
    ? seatsLeftInRound(ending.triggeredBy, firstPlayer, playerCount)
    : seatsClockwise(playerCount, ending.triggeredBy).slice(1);
}
