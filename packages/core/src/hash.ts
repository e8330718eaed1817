/**
 * Small non-cryptographic hashes: mixing integers into seeds, and digesting texts. Used to derive
 * seeds (bots, the CLI's runs) and to digest saved states; one copy for every package.
 *
 * @module
 */

/**
 * MurmurHash3's 32-bit finaliser: a cheap bijective mix of the bits of a 32-bit integer.
 *
 * @example
 * fmix32(1) !== fmix32(2); // true
 * @category Hashing
 */
export function fmix32(x: number): number {
  let h = x | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

/**
 * Mixes integers into a 32-bit seed (murmur3's block step over each value, then its finaliser).
 * The same inputs always give the same seed; nearby inputs give unrelated seeds. A whole number
 * beyond 32 bits (a wide `Seed`) is mixed in as its two 32-bit halves, so none of its bits
 * is lost.
 *
 * @example
 * const seed = mixSeed(botSeed, seat, 3);
 * @category Hashing
 */
export function mixSeed(...values: readonly number[]): number {
  let h = 0x9e3779b9 | 0;
  const block = (word: number): void => {
    let k = Math.imul(word, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  };
  for (const v of values) {
    if (v !== (v | 0) && Number.isSafeInteger(v)) {
      const high = Math.floor(v / 0x100000000);
      block((v - high * 0x100000000) | 0);
      block(high | 0);
    } else block(v | 0);
  }
  return fmix32(h);
}

/**
 * FNV-1a (32 bits) over the UTF-16 code units of a text, as a signed 32-bit integer.
 *
 * @example
 * hashText("abc") === hashText("abc"); // true
 * @category Hashing
 */
export function hashText(text: string): number {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}
