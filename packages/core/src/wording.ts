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

/**
 * The name people know a seat by: `"Player 1"` for seat 0, and so on. Seats are 0-based in the API
 * and in JSON; whatever speaks to people (a terminal, a board drawn as text, a page) numbers players
 * from 1 with this name.
 *
 * @example
 * playerName(0); // "Player 1"
 * @category Text
 */
export function playerName(seat: number): string {
  return `Player ${seat + 1}`;
}

/** First words of a description that are no verb, which {@link thirdPerson} leaves alone. */
const NOT_VERBS: ReadonlySet<string> = new Set(["neither", "no", "nothing", "a", "an", "the", "one", "all", "each", "every", "both"]);

/** Verbs whose third person is not the base form with `s` or `es`. */
const IRREGULAR: Readonly<Record<string, string>> = { have: "has", do: "does", go: "goes", be: "is" };

/**
 * A description of an action, which rule modules write in the base form a menu reads well in
 * (`"take 2 cards"`), with its first verb put in the third person for a sentence about someone
 * else: `"takes 2 cards"`. A phrase already in the third person (`"takes…"`) or in the past
 * (`"returned…"`) comes back as it is; so does one that starts with a word other than a
 * lower-case verb.
 *
 * @example
 * thirdPerson("take 2 cards"); // "takes 2 cards"
 * thirdPerson("pass (+1 gold)"); // "passes (+1 gold)"
 * thirdPerson("carry W"); // "carries W"
 * thirdPerson("returned a card"); // "returned a card"
 * @category Text
 */
export function thirdPerson(phrase: string): string {
  const match = /^([a-z]+)(.*)$/s.exec(phrase);
  if (match === null) return phrase;
  const [, verb = "", rest = ""] = match;
  const irregular = IRREGULAR[verb];
  if (irregular !== undefined) return `${irregular}${rest}`;
  // Already inflected ("takes", "moved"), or not a verb we can tell ("neither").
  if ((verb.endsWith("s") && !verb.endsWith("ss") && !verb.endsWith("us")) || verb.endsWith("ed") || NOT_VERBS.has(verb)) return phrase;
  if (/(ss|sh|ch|x|z|o)$/.test(verb)) return `${verb}es${rest}`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies${rest}`;
  return `${verb}s${rest}`;
}
