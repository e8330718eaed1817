/**
 * Seats and viewers: who plays, and who looks at a view. Every part of the engine names players
 * this way, so this module imports nothing.
 *
 * @module
 */

/**
 * A seat at the table, numbered clockwise from 0. Players are identified by their seat.
 *
 * @example
 * const first: Seat = 0;
 * @category Contract
 */
export type Seat = number;

/**
 * The viewer of a spectator view: someone who sees only public information.
 *
 * @example
 * game.view(state, SPECTATOR);
 * @category Contract
 */
export const SPECTATOR = "spectator" as const;

/**
 * Who looks at a view: a seat, or {@link SPECTATOR}.
 *
 * @example
 * const viewers: Viewer[] = [0, 1, SPECTATOR];
 * @category Contract
 */
export type Viewer = Seat | typeof SPECTATOR;
