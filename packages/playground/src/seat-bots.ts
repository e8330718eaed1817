/**
 * Who plays a seat, and the bot of a seat: made the same way on the page and in the bots' worker,
 * so that both choose the same action.
 *
 * @module
 */
import { type Bot, greedyBot, lookaheadBot, mctsBot, randomBot } from "@laguna/bots";
import { type Seat, type Seed, mixSeed } from "@laguna/core";
import type { RuleKit } from "./rules";

/** Who plays a seat: a person at this screen, or a bot. */
export type SeatKind = "person" | "lookahead" | "mcts" | "greedy" | "random";

/** The seat kinds, for menus. */
export const SEAT_KINDS: readonly SeatKind[] = ["person", "lookahead", "mcts", "greedy", "random"];

/**
 * The greedy bot's search in the browser: the same small budget as `laguna play` and the demo
 * (a turn is planned with a beam of 3, 6 actions deep, on one made-up state), so that a decision
 * takes a fraction of a second.
 */
export const BROWSER_GREEDY = { beamWidth: 3, maxDepth: 6, samples: 1 } as const;

/** The bot of a seat (none for a person), seeded from the match seed and the seat. */
export function seatBot(kit: RuleKit, kind: SeatKind, seed: Seed, seat: Seat): Bot | undefined {
  const botSeed = mixSeed(seed, seat);
  if (kind === "greedy") return greedyBot(kit.evaluate, { ...BROWSER_GREEDY, seed: botSeed });
  // The strongest bot, at its default budget (or the one the game's package recommends): a
  // decision takes a few tenths of a second, in the bots' worker.
  if (kind === "mcts") return mctsBot({ ...kit.searchBudget, evaluate: kit.evaluate, seed: botSeed });
  // Looks past its own turn, on the work budget the game's package recommends (about half a
  // second a decision on our benchmark machine).
  if (kind === "lookahead") return lookaheadBot(kit.evaluate, { ...kit.lookaheadBudget, seed: botSeed });
  if (kind === "random") return randomBot({ seed: botSeed });
  return undefined;
}
