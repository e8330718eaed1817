/**
 * The worker thread of `simulateParallel` and of `laguna analyze`: plays slices of a run of a
 * registered game or of a user's module (a simulation's {@link SliceTask} or an analysis's
 * {@link AnalysisTask}) and sends back their records. Started by `runOnWorkers` from
 * `dist/worker.js`, once per thread for the whole run: it takes `{ id, task }` messages in turn and
 * answers each with `{ id, result }`. Not part of the public API.
 *
 * @module
 */
import type { EngineError } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { isMainThread, parentPort } from "node:worker_threads";
import { type AnalysisTask, type AnalysisTaskResult, playAnalysisTask } from "./analysis";
import { type GameEntry, allEntries } from "./registry";
import { type SliceResult, type SliceTask, playSliceTask } from "./slice";
import { importEntry } from "./user-module";

/** The entries a task's game is looked up in: its module's (imported once per thread), else the registry. */
async function entriesFor(module: string | undefined): Promise<either.Either<EngineError, readonly GameEntry[]>> {
  if (module === undefined) return either.right(allEntries);
  const entry = await importEntry(module);
  if (either.isLeft(entry)) return either.left({ kind: "invalid-input", message: `The module ${module}: ${entry.left}`, issues: [] });
  return either.right([entry.right]);
}

/**
 * Plays the slice a task names: the games `task.from` to `task.to - 1` of a simulation, or an
 * analysis's job.
 *
 * @example
 * const result = await playSlice({ game: "murano", from: 0, to: 10, options: { games: 100, players: 2, seed: 1 } });
 */
export default async function playSlice(task: SliceTask | AnalysisTask): Promise<SliceResult | AnalysisTaskResult> {
  if ("kind" in task && task.kind === "analysis") {
    const registered = await entriesFor(task.settings.module);
    return either.isLeft(registered) ? { ok: false, error: registered.left } : playAnalysisTask(task, registered.right);
  }
  const slice = task as SliceTask;
  const registered = await entriesFor(slice.module);
  if (either.isLeft(registered)) return { ok: false, index: slice.from, error: registered.left, records: [] };
  return playSliceTask(slice, registered.right);
}

/** The tasks of this thread, played one after the other in the order they came. */
let queue: Promise<void> = Promise.resolve();

if (!isMainThread && parentPort !== null) {
  const port = parentPort;
  port.on("message", (message: { readonly id: number; readonly task: SliceTask | AnalysisTask }) => {
    queue = queue.then(async () => {
      try {
        port.postMessage({ id: message.id, result: await playSlice(message.task) });
      } catch (e) {
        port.postMessage({ id: message.id, thrown: e instanceof Error ? (e.stack ?? e.message) : String(e) });
      }
    });
  });
}
