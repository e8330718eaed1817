/**
 * Words for people: counts with their nouns, and names from untrusted input quoted for messages,
 * for the renderings and messages of rule modules and of the tools built on them.
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

/**
 * A name from untrusted input (a field, an option, a game id), quoted for a message as JSON writes
 * it, and cut to its first `max` characters (with its length) when longer, so that a 10 MB name
 * makes a short message.
 *
 * @example
 * quotedCut("seeds"); // "\"seeds\""
 * quotedCut("x".repeat(50), 3); // "\"xxx\"… (50 characters)"
 * @category Text
 */
export function quotedCut(text: string, max = 40): string {
  return text.length > max ? `${JSON.stringify(text.slice(0, max))}… (${text.length} characters)` : JSON.stringify(text);
}
