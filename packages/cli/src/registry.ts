/**
 * The registry: the rule modules the `laguna` command knows.
 *
 * @module
 */
import type { AnyGame } from "@laguna/core";
import { murano } from "@laguna/murano";
import { lightMasters } from "@laguna/murano-light-masters";
import { walkingInBurano } from "@laguna/walking-in-burano";

/**
 * Every rule module the `laguna` command can demo and simulate, in display order.
 *
 * Rule modules are added here: when a rule module package lands, import its game and append it
 * to this list; `laguna list`, `laguna demo`, `laguna simulate` and `npm run bench` pick it up
 * with no other change.
 *
 * @example
 * import { registry } from "@laguna/cli";
 * registry.map((game) => game.id); // ["walking-in-burano", "murano-light-masters", "murano"]
 * @category Registry
 */
export const registry: readonly AnyGame[] = [walkingInBurano, lightMasters, murano];

/**
 * What the command says when no rule module is registered.
 *
 * @example
 * if (games.length === 0) write(`${EMPTY_REGISTRY_MESSAGE}\n`);
 * @category Registry
 */
export const EMPTY_REGISTRY_MESSAGE = "No rule modules are registered yet: the Murano family lands in issues #3–#5.";

/**
 * The game with this id, or `undefined`.
 *
 * @example
 * const game = findGame(registry, "murano");
 * @category Registry
 */
export function findGame(games: readonly AnyGame[], id: string): AnyGame | undefined {
  return games.find((game) => game.id === id);
}

/**
 * A list of player counts in words, e.g. `"2, 3 or 4"`.
 *
 * @example
 * formatPlayerCounts([2, 3, 4]); // "2, 3 or 4"
 * @category Registry
 */
export function formatPlayerCounts(counts: readonly number[]): string {
  if (counts.length <= 1) return counts.join("");
  return `${counts.slice(0, -1).join(", ")} or ${counts[counts.length - 1]}`;
}
