/**
 * The limits at the end of a turn (rulebook, *Hand Limit* and *Coin Limit*): how many cards a hand
 * and how many coins a player may keep. Their own module because both the turn (which applies them) and the
 * state's codec (which bounds hands and coins by them) need them.
 *
 * @module
 */

/**
 * The hand limit at the end of a turn (RULEBOOK, *Hand Limit*).
 *
 * @example
 * const mustReturn = hand.length > HAND_LIMIT;
 * @category Turn
 */
export const HAND_LIMIT = 3;
/**
 * The coin limit at the end of a turn (RULEBOOK, *Coin Limit*; ruling R23: checked only then).
 *
 * @example
 * const kept = Math.min(coins, COIN_LIMIT);
 * @category Turn
 */
export const COIN_LIMIT = 6;
