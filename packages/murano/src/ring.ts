/**
 * The action ring (rulebook, *Course of Play*): ship movements under rules a (the target space
 * holds no ship) and b (no ship is passed), the Lighthouse jump, and movement costs.
 *
 * Ships are numbered 0 (the red ship) and 1–7 (BK1–BK7); `ships[i]` is the space of ship i.
 *
 * @module
 */
import { CONSTANTS } from "./data";

const SIZE = CONSTANTS.ringSize;
const SCRATCH = new Uint8Array(CONSTANTS.ringSize);

/**
 * The number of ships on a ring space.
 *
 * @example
 * shipsOn([0, 2, 4, 7, 9, 11, 13, 16], 7); // 1
 * @category Ring
 */
export function shipsOn(ships: readonly number[], space: number): number {
  let n = 0;
  for (const s of ships) if (s === space) n++;
  return n;
}

/**
 * The spaces a ship may reach with one normal movement: every empty space ahead of it up to the
 * space just before the next ship (rules a and b).
 *
 * @example
 * moveTargets([0, 2, 4, 7, 9, 11, 13, 16], 3); // [8]: ship 3 is on 7, the next ship on 9
 * @category Ring
 */
export function moveTargets(ships: readonly number[], ship: number): number[] {
  const from = ships[ship];
  if (from === undefined) return [];
  const occupied = occupiedMask(ships);
  const out: number[] = [];
  for (let d = 1; d < SIZE; d++) {
    const q = (from + d) % SIZE;
    if ((occupied >> q) & 1) break;
    out.push(q);
  }
  return out;
}

/**
 * The Lighthouse target of the red ship: the first occupied space ahead of it (SB15), or
 * `undefined` if no other ship stands ahead.
 *
 * @example
 * lighthouseTarget([4, 2, 0, 7, 9, 11, 13, 16]); // 7
 * @category Ring
 */
export function lighthouseTarget(ships: readonly number[]): number | undefined {
  const from = ships[CONSTANTS.redShip];
  if (from === undefined) return undefined;
  const occupied = occupiedMask(ships);
  for (let d = 1; d < SIZE; d++) {
    const q = (from + d) % SIZE;
    if ((occupied >> q) & 1) return q;
  }
  return undefined;
}

/**
 * Moves a ship to a space (no checks).
 *
 * @example
 * moveShip([0, 2], 1, 3); // [0, 3]
 * @category Ring
 */
export function moveShip(ships: readonly number[], ship: number, to: number): number[] {
  return ships.map((s, i) => (i === ship ? to : s));
}

/**
 * The cost of the j-th movement of a turn (1-based): 0, 1, 2, … gold.
 *
 * @example
 * movementCost(3); // 2
 * @category Ring
 */
export function movementCost(j: number): number {
  return j - 1;
}

/**
 * The cyclic order of the black ships, starting from BK1: the list of black ship numbers in ring
 * order. Rules a and b keep it unchanged for ever (invariant 7).
 *
 * @example
 * blackOrder([0, 2, 4, 7, 9, 11, 13, 16]); // [1, 2, 3, 4, 5, 6, 7]
 * @category Ring
 */
export function blackOrder(ships: readonly number[]): number[] {
  const start = ships[1] ?? 0;
  return ships
    .map((s, i) => ({ i, d: (s - start + SIZE) % SIZE }))
    .filter((x) => x.i !== CONSTANTS.redShip)
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .map((x) => x.i);
}

/**
 * A ship's name: `RED` or `BK1`–`BK7`.
 *
 * @example
 * shipName(0); // "RED"
 * @category Ring
 */
export function shipName(ship: number): string {
  return ship === CONSTANTS.redShip ? "RED" : `BK${ship}`;
}

/**
 * The empty spaces that some ship not in `moved` can reach with one normal movement, as a bit mask
 * over the ring (bit q for space q). An empty space is reachable exactly by the ship (or ships)
 * nearest behind it, so one pass round the ring finds them all.
 *
 * @example
 * reachableSpaces([0, 2, 4, 7, 9, 11, 13, 16], []); // bits 1, 3, 5, 6, 8, 10, 12, 14, 15, 17
 * @category Ring
 */
export function reachableSpaces(ships: readonly number[], moved: readonly number[]): number {
  let movedMask = 0;
  for (const ship of moved) movedMask |= 1 << ship;
  return reachableMask(ships, movedMask);
}

/**
 * {@link reachableSpaces} with the ships already moved given as a bit mask (bit i for ship i): the
 * form the turn machine's hot path uses, allocating nothing.
 *
 * @example
 * reachableMask([0, 2, 4, 7, 9, 11, 13, 16], 0) === reachableSpaces([0, 2, 4, 7, 9, 11, 13, 16], []); // true
 * @category Ring
 */
export function reachableMask(ships: readonly number[], movedMask: number): number {
  const size = CONSTANTS.ringSize;
  // For each space: 0 empty, 1 holds only moved ships, 2 holds a ship that may still move. A
  // scratch buffer, filled afresh on every call (nothing survives between calls).
  const state = SCRATCH.fill(0);
  for (let ship = 0; ship < ships.length; ship++) {
    const space = ships[ship] ?? 0;
    const free = (movedMask >> ship) & 1 ? 1 : 2;
    if ((state[space] ?? 0) < free) state[space] = free;
  }
  const start = ships[0] ?? 0;
  let mask = 0;
  let behind = 0;
  for (let d = 0, q = start; d < size; d++, q = q + 1 === size ? 0 : q + 1) {
    const s = state[q] ?? 0;
    if (s > 0) behind = s;
    else if (behind === 2) mask |= 1 << q;
  }
  return mask;
}

/**
 * The ring spaces holding at least one ship, as a bit mask (bit q for space q).
 *
 * @example
 * occupiedMask([0, 2]); // 0b101
 * @category Ring
 */
export function occupiedMask(ships: readonly number[]): number {
  let mask = 0;
  for (const s of ships) mask |= 1 << s;
  return mask;
}
