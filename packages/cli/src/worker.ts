/**
 * The worker thread of `simulateParallel`: plays one slice of a run of a registered game and
 * returns its records. Loaded by the worker pool from `dist/worker.js`; not part of the public API.
 *
 * @module
 */
import * as either from "fp-ts/lib/Either.js";
import { type SliceTask, type SliceResult, runSlice } from "./slice";

/**
 * Plays the slice `task.from` to `task.to - 1` of the run described by `task`.
 *
 * @example
 * const result = playSlice({ game: "murano", from: 0, to: 10, options: { games: 100, players: 2, seed: 1 } });
 */
export default function playSlice(task: SliceTask): SliceResult {
  const result = runSlice(task);
  return either.isLeft(result) ? { ok: false, ...result.left } : { ok: true, records: result.right };
}
