/**
 * `runOnWorkers`, the threads of `simulate --workers` and `analyze --workers`: this thread plays a
 * share and worker threads (the built `dist/worker.js`) the rest, every task once, and a stop
 * loses no task already handed out.
 */
import { type SliceResult, type SliceTask, playSliceTask, runOnWorkers } from "@laguna/cli";
import { describe, expect, it } from "vitest";

/** A run of 60 random Stash games at 3 players, in slices of 3 games. */
const tasks: SliceTask[] = Array.from({ length: 20 }, (_, k) => ({ game: "stash", from: 3 * k, to: 3 * k + 3, options: { games: 60, players: 3, seed: 7 } }));

describe("runOnWorkers", () => {
  it("plays every task once, some in this thread and some on a worker thread, with the results of playing them all here", async () => {
    const expected = tasks.map((task) => playSliceTask(task));
    const results: SliceResult[] = [];
    const here: number[] = [];
    const ran = await runOnWorkers<SliceTask, SliceResult>(
      tasks,
      2,
      (result, index) => {
        expect(results[index]).toBeUndefined();
        results[index] = result;
      },
      undefined,
      (task) => {
        here.push(task.from / 3);
        return playSliceTask(task);
      },
    );
    expect(ran).toBe(tasks.length);
    expect(results).toEqual(expected);
    // The worker thread is handed its first tasks before this thread plays any.
    expect(here.length).toBeGreaterThan(0);
    expect(here.length).toBeLessThan(tasks.length);
    expect(here).not.toContain(0);
  }, 60_000);

  it("without a way to play here, plays everything on worker threads", async () => {
    const results: SliceResult[] = [];
    const ran = await runOnWorkers<SliceTask, SliceResult>(tasks, 2, (result, index) => (results[index] = result));
    expect(ran).toBe(tasks.length);
    expect(results).toEqual(tasks.map((task) => playSliceTask(task)));
  }, 60_000);

  it("rejects, naming the error, when a task throws on a worker thread", async () => {
    // A slice without its run's options: reading them throws in the worker thread.
    const broken = { game: "stash", from: 0, to: 1 } as unknown as SliceTask;
    await expect(runOnWorkers<SliceTask, SliceResult>([broken, ...tasks], 2, () => undefined)).rejects.toThrow(/A worker thread failed: TypeError/);
  }, 60_000);

  it("hands out no task once stopped, and reports every task handed out before", async () => {
    let stop = false;
    const reported: number[] = [];
    const ran = await runOnWorkers<SliceTask, SliceResult>(
      tasks,
      2,
      (_result, index) => {
        reported.push(index);
        stop = true;
      },
      () => stop,
      (task) => playSliceTask(task),
    );
    expect(ran).toBeLessThan(tasks.length);
    expect(reported.sort((a, b) => a - b)).toEqual(Array.from({ length: ran ?? 0 }, (_, i) => i));
  }, 60_000);
});
