/**
 * Names people mistype: the "did you mean" hints of the engine's errors (unknown config options)
 * and of tools built on it (the CLI's unknown games and options).
 *
 * @module
 */

/**
 * The Levenshtein distance of two short strings: how many single-letter insertions, deletions
 * or substitutions turn one into the other.
 *
 * @example
 * editDistance("roundlimitt", "roundlimit"); // 1
 * @category Input
 */
export function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min((row[j] as number) + 1, (next[j - 1] as number) + 1, (row[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length] as number;
}

/**
 * The name among `known` that `name` most likely meant, for "did you mean" hints: the same but for
 * case, else the nearest within `maxEdits` edits (ignoring case); `undefined` if none is that near.
 *
 * @example
 * closestName("roundlimitt", ["roundLimit", "startPlayer"]); // "roundLimit"
 * closestName("chess", ["murano"]); // undefined
 * @category Input
 */
export function closestName(name: string, known: readonly string[], maxEdits = 2): string | undefined {
  let best: string | undefined;
  let bestDistance = maxEdits + 1;
  for (const k of known) {
    const d = editDistance(k.toLowerCase(), name.toLowerCase());
    if (d < bestDistance) {
      best = k;
      bestDistance = d;
    }
  }
  return best;
}
