/**
 * The bots' worker: bots think here, off the page's thread, so the page stays responsive. Each
 * request carries the match as `saveMatch` writes it; the worker loads it (a replay), makes the
 * seat's bot as the page would (seat-bots.ts) and answers with the position of the chosen action.
 *
 * @module
 */
import { type AnyGame, type Match, type SavedLogEntry, act, actAt, loadMatch } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { rulesFor } from "./rules";
import { type SeatKind, seatBot } from "./seat-bots";

/** A request: which game, the saved match, the seat to act and who plays it. */
export interface BotRequest {
  readonly id: number;
  readonly gameId: string;
  readonly save: unknown;
  readonly seat: number;
  readonly kind: SeatKind;
  readonly seed: number;
}

/** An answer: the chosen action's position among the seat's legal actions, or why there is none. */
export type BotAnswer = { readonly id: number; readonly index: number } | { readonly id: number; readonly error: string };

const scope = self as unknown as { onmessage: ((event: MessageEvent<BotRequest>) => void) | null; postMessage: (answer: BotAnswer) => void };

/**
 * The last match loaded, with its save's log: a bot's turn is several requests in a row, each the
 * one before plus an action or two, so the worker plays on from here instead of replaying the
 * whole game each time (which, late in a Murano game, took a good part of each decision).
 */
let cache: { readonly gameId: string; readonly head: string; readonly log: readonly string[]; readonly match: Match } | undefined;

/** The match of a save: played on from the cached one where the save extends it, else loaded. */
function matchOf(gameId: string, save: unknown, game: AnyGame): Match {
  // The rest of the save but its check (a digest of the whole save, which changes with each action).
  const { log = [], check: _check, ...rest } = (save ?? {}) as { readonly log?: readonly SavedLogEntry[]; readonly check?: unknown };
  const head = JSON.stringify(rest);
  const entries = log.map((e) => JSON.stringify(e));
  let match: Match | undefined;
  if (cache !== undefined && cache.gameId === gameId && cache.head === head && cache.log.length <= entries.length && cache.log.every((e, i) => e === entries[i])) {
    match = cache.match;
    for (const entry of log.slice(cache.log.length)) {
      const next = Array.isArray(entry) ? actAt(match, entry[0] as number, entry[1] as number) : act(match, (entry as { seat: number }).seat, (entry as { action: unknown }).action);
      if (either.isLeft(next)) {
        match = undefined;
        break;
      }
      match = next.right as Match;
    }
  }
  if (match === undefined) {
    const loaded = loadMatch(game, save);
    if (either.isLeft(loaded)) throw new Error(loaded.left.message);
    match = loaded.right as Match;
  }
  cache = { gameId, head, log: entries, match };
  return match;
}

scope.onmessage = (event) => {
  const { id, gameId, save, seat, kind, seed } = event.data;
  try {
    const kit = rulesFor(gameId);
    if (kit === undefined) throw new Error(`unknown game ${gameId}`);
    const match = matchOf(gameId, save, kit.game);
    const bot = seatBot(kit, kind, seed, seat);
    if (bot === undefined) throw new Error(`Player ${seat + 1} is not a bot`);
    scope.postMessage({ id, index: bot.chooseIndex(match, seat) });
  } catch (e) {
    scope.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
};
