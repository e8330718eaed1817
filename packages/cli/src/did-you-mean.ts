/**
 * "Did you mean" hints of the command line: the known name closest to a mistyped one, and the
 * words that offer it.
 *
 * @module
 */
import { closestName } from "./text";

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
