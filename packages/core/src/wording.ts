/**
 * Words for people: counts with their nouns, for the renderings and messages of rule modules and
 * of the tools built on them.
 *
 * @module
 */

/**
 * A count with its noun, in figures: `"1 game"`, `"2 games"`, `"0 games"`. The plural is the noun
 * with `s` unless given.
 *
 * @example
 * plural(1, "token"); // "1 token"
 * plural(3, "match", "matches"); // "3 matches"
 * @category Text
 */
export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : nouns}`;
}
