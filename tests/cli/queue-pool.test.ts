/**
 * `startPool`, the worker threads `laguna worker --workers N` plays its jobs on: threads started
 * once and kept for every task after, each task's result what playing it here gives.
 */
import { type SliceResult, type SliceTask, playSliceTask } from "@laguna/cli";
import { describe, expect, it } from "vitest";
import { startPool } from "../../packages/cli/src/parallel";

/** 60 random Stash games at 3 players, in tasks of 3 games. */
const tasks: SliceTask[] = Array.from({ length: 20 }, (_, k) => ({ game: "stash", from: 3 * k, to: 3 * k + 3, options: { games: 60, players: 3, seed: 7 } }));

describe("startPool", () => {
  it("plays tasks given one by one and several at a time on two kept threads, with the results of playing them here", async () => {
    const pool = startPool<SliceTask, SliceResult>(2);
    expect(pool).toBeDefined();
    if (pool === undefined) return;
    try {
      const expected = tasks.map((task) => playSliceTask(task));
      const one = await pool.run(tasks[0] as SliceTask);
      expect(one).toEqual(expected[0]);
      // Two at a time, as two fetching loops give them, then the rest all at once.
      const two = await Promise.all([pool.run(tasks[1] as SliceTask), pool.run(tasks[2] as SliceTask)]);
      expect(two).toEqual(expected.slice(1, 3));
      expect(await Promise.all(tasks.slice(3).map((task) => pool.run(task)))).toEqual(expected.slice(3));
    } finally {
      await pool.close();
    }
  }, 60_000);

  it("rejects a task that throws on its thread, naming the error, and that thread plays the next", async () => {
    const pool = startPool<unknown, SliceResult>(1);
    if (pool === undefined) throw new Error("build @laguna/cli first");
    try {
      // A task that is no task makes the worker thread throw.
      await expect(pool.run(null)).rejects.toThrow(/A worker thread failed/);
      expect(await pool.run(tasks[0])).toEqual(playSliceTask(tasks[0] as SliceTask));
    } finally {
      await pool.close();
    }
  }, 60_000);
});
