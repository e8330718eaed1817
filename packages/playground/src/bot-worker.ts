/**
 * The bots' worker: bots think here, off the page's thread, so the page stays responsive. Each
 * request carries the match as `saveMatch` writes it; the worker loads it (a replay), makes the
 * seat's bot as the page would (seat-bots.ts) and answers with the position of the chosen action.
 *
 * @module
 */
import { loadMatch } from "@laguna/core";
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

scope.onmessage = (event) => {
  const { id, gameId, save, seat, kind, seed } = event.data;
  try {
    const kit = rulesFor(gameId);
    if (kit === undefined) throw new Error(`unknown game ${gameId}`);
    const match = loadMatch(kit.game, save);
    if (either.isLeft(match)) throw new Error(match.left.message);
    const bot = seatBot(kit, kind, seed, seat);
    if (bot === undefined) throw new Error(`Player ${seat + 1} is not a bot`);
    scope.postMessage({ id, index: bot.chooseIndex(match.right, seat) });
  } catch (e) {
    scope.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
};
