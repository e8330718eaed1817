/**
 * The worker thread of `simulateParallel` and of `laguna analyze`: plays one slice of a run of a
 * registered game (a simulation's {@link SliceTask} or an analysis's {@link AnalysisTask}) and
 * returns its records. Loaded by the worker pool from `dist/worker.js`; not part of the public API.
 *
 * @module
 */
import * as either from "fp-ts/lib/Either.js";
import { type AnalysisTask, type AnalysisTaskResult, playAnalysisTask } from "./analysis";
import { type SliceTask, type SliceResult, runSlice } from "./slice";

/**
 * Plays the slice a task names: the games `task.from` to `task.to - 1` of a simulation, or an
 * analysis's job.
 *
 * @example
 * const result = playSlice({ game: "murano", from: 0, to: 10, options: { games: 100, players: 2, seed: 1 } });
 */
export default function playSlice(task: SliceTask | AnalysisTask): SliceResult | AnalysisTaskResult {
  if ("kind" in task && task.kind === "analysis") return playAnalysisTask(task);
  const result = runSlice(task as SliceTask);
  return either.isLeft(result) ? { ok: false, ...result.left } : { ok: true, records: result.right };
}
