/**
 * Asks the bots' worker for a seat's action; where workers are not available (or the worker
 * fails), the bot thinks on the page's thread instead.
 *
 * @module
 */
import { saveMatch } from "@laguna/core";
import type { BotAnswer, BotRequest } from "./bot-worker";
import type { Table } from "./session";

let worker: Worker | undefined | null;
let next = 0;
const waiting = new Map<number, { resolve: (index: number) => void; reject: (error: Error) => void }>();

function startWorker(): Worker | null {
  try {
    const w = new Worker(new URL("./bot-worker.ts", import.meta.url), { type: "module" });
    w.onmessage = (event: MessageEvent<BotAnswer>) => {
      const answer = event.data;
      const pending = waiting.get(answer.id);
      waiting.delete(answer.id);
      if (pending === undefined) return;
      document.body.dataset["bots"] = "worker";
      if ("index" in answer) pending.resolve(answer.index);
      else pending.reject(new Error(answer.error));
    };
    w.onerror = (event) => {
      event.preventDefault();
      worker = null; // from now on, bots think on the page's thread
      for (const pending of waiting.values()) pending.reject(new Error("the bots' worker stopped"));
      waiting.clear();
    };
    return w;
  } catch {
    return null;
  }
}

/** The position of the action the bot of `seat` chooses, among the seat's legal actions. */
export function chooseBotAction(table: Table, seat: number): Promise<number> {
  if (worker === undefined) worker = startWorker();
  const kind = table.seats[seat];
  const bot = table.bots[seat];
  if (worker === null || kind === undefined || kind === "person") {
    document.body.dataset["bots"] = "page";
    return bot === undefined ? Promise.reject(new Error(`Player ${seat + 1} has no bot`)) : Promise.resolve(bot.chooseIndex(table.match, seat));
  }
  const id = ++next;
  const request: BotRequest = { id, gameId: table.kit.game.id, save: saveMatch(table.match), seat, kind, seed: table.match.seed };
  const w = worker;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    w.postMessage(request);
  });
}
