/**
 * A small memo by identity for the objects asked about last: a fixed ring of slots, newest first.
 *
 * @module
 */

/**
 * The answers for the last `size` objects asked about, found by identity (`===`). Search bots ask
 * about the same few areas again and again, and each placement makes a new one: a look-up in a
 * ring is cheaper than inserting a `WeakMap` entry per new area, and the ring holds at most `size`
 * objects, which bounds its memory. An object that has left the ring is simply not found.
 *
 * @example
 * const ring = new IdentityRing<object, number>(16);
 * const key = {};
 * ring.add(key, 1);
 * ring.get(key); // 1
 */
export class IdentityRing<K extends object, V> {
  private readonly keys: (K | undefined)[];
  private readonly values: (V | undefined)[];
  private readonly mask: number;
  private next = 0;

  /** `size`: the number of slots, a power of 2 (for the index arithmetic). */
  constructor(size: number) {
    if (!Number.isInteger(size) || size < 1 || (size & (size - 1)) !== 0) throw new RangeError(`IdentityRing: size ${size} is not a power of 2`);
    this.keys = new Array<K | undefined>(size).fill(undefined);
    this.values = new Array<V | undefined>(size).fill(undefined);
    this.mask = size - 1;
  }

  /** The slot of `key`, newest first, or -1. */
  private slot(key: K): number {
    for (let k = 1; k <= this.keys.length; k++) {
      const i = (this.next - k) & this.mask;
      if (this.keys[i] === key) return i;
    }
    return -1;
  }

  /** The answer kept for `key`, or `undefined` if it is not in the ring. */
  get(key: K): V | undefined {
    const i = this.slot(key);
    return i < 0 ? undefined : this.values[i];
  }

  /** Keeps `value` for `key` in the next slot, in place of the oldest. */
  add(key: K, value: V): void {
    this.keys[this.next] = key;
    this.values[this.next] = value;
    this.next = (this.next + 1) & this.mask;
  }

  /** Replaces the answer for `key` if it is in the ring; tells whether it was. */
  replace(key: K, value: V): boolean {
    const i = this.slot(key);
    if (i < 0) return false;
    this.values[i] = value;
    return true;
  }
}
