/**
 * "Did you mean" hints of the command line: the known name closest to a mistyped one, and the
 * words that offer it.
 *
 * @module
 */
import { closestName, editDistance } from "./text";

/**
 * The candidate closest to `name` (at most a third of its letters off, and at least 2), for "did
 * you mean" hints; `undefined` when none is that close.
 *
 * @example
 * closestHint("--gmes", ["--games", "--seed"]); // "--games"
 */
export const closestHint = (name: string, candidates: readonly string[]): string | undefined =>
  closestName(name, candidates, Math.max(2, Math.floor(name.length / 3)));

/**
 * The hint as words to append to a message: ` (did you mean X?)`, or nothing without a hint.
 *
 * @example
 * didYouMean("--games"); // " (did you mean --games?)"
 * didYouMean(undefined); // ""
 */
export const didYouMean = (hint: string | undefined): string => (hint === undefined ? "" : ` (did you mean ${hint}?)`);

/** The words of a name, lower-case: `"murano-light-masters"` and `"Murano: Light Masters"` give murano, light, masters. */
const words = (text: string): string[] => text.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word !== "");

/** Whether a word typed matches a word of a name: the same, one the start of the other (3 letters or more), or one letter off. */
function wordMatches(typed: string, word: string): boolean {
  if (typed === word) return true;
  if (Math.min(typed.length, word.length) >= 3 && (word.startsWith(typed) || typed.startsWith(word))) return true;
  return typed.length >= 4 && editDistance(typed, word) <= 1;
}

/**
 * The games a mistyped game id most likely meant, best first: those whose id or name holds it
 * (`burano` gives walking-in-burano, `light-masters` murano-light-masters), else those sharing
 * the most of its words (`lights` gives murano-light-masters), else the id closest in spelling
 * (`stahs` gives stash); `[]` when none is close.
 *
 * @example
 * suggestGames("burano", registry); // ["walking-in-burano"]
 * suggestGames("lights", registry); // ["murano-light-masters"]
 * suggestGames("chess", registry); // []
 */
export function suggestGames(typed: string, games: readonly { readonly id: string; readonly name: string }[]): string[] {
  const query = typed.toLowerCase().trim();
  if (query.length >= 3) {
    const holding = games.filter((game) => game.id.toLowerCase().includes(query) || game.name.toLowerCase().includes(query));
    if (holding.length > 0) return holding.map((game) => game.id).sort((a, b) => a.length - b.length);
  }
  const typedWords = words(query).filter((word) => word.length >= 3);
  const shared = games.map((game) => {
    const own = [...words(game.id), ...words(game.name)];
    return { id: game.id, count: typedWords.filter((word) => own.some((w) => wordMatches(word, w))).length };
  });
  const best = Math.max(0, ...shared.map((s) => s.count));
  if (best > 0) return shared.filter((s) => s.count === best).map((s) => s.id);
  const closest = closestHint(typed, games.map((game) => game.id));
  return closest === undefined ? [] : [closest];
}
