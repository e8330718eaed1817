/**
 * Simulation on several cores: a run of a registered game split into slices of consecutive
 * games, played by this thread and worker threads (`node:worker_threads`, each started once and
 * kept busy), and summed up in the order of the games, so that the summary is the one
 * {@link simulate} gives on one thread, bar the timings.
 *
 * @module
 */
import type { AnyGame, EngineError } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { allEntries } from "./registry";
import { type SliceResult, type SliceTask, playSliceTask } from "./slice";
import type { ModuleEntry } from "./user-module";
import { type GameRecord, type SimulateOptions, type SimulationSummary, checkSimulateOptions, simulate, summarise } from "./simulate";

/**
 * The options of {@link simulateParallel}: those of {@link simulate}, and how many worker
 * threads to use.
 *
 * @example
 * const options: ParallelOptions = { games: 2000, players: 2, seed: 1, workers: 2 };
 * @category Simulate
 */
export interface ParallelOptions extends SimulateOptions {
  /** How many worker threads play the games: 1 plays them in this thread, as {@link simulate}. */
  readonly workers: number;
  /**
   * A user's rule module the game comes from (`--module`, as `loadModule` loads it): worker
   * threads import the game and its evaluation from `module.url` instead of the registry.
   */
  readonly module?: ModuleEntry | undefined;
}

/**
 * How many threads `--workers auto` uses: the number of cores Node reports.
 *
 * @example
 * simulateParallel(game, { games: 2000, players: 2, seed: 1, workers: autoWorkers() });
 * @category Simulate
 */
export function autoWorkers(): number {
  return Math.max(1, availableParallelism());
}

/** The folder of this module: `dist/` in the build, `src/` when run from the sources. */
function here(): string {
  // In the CommonJS build `__filename` is defined; in ES modules `import.meta.url` is.
  return typeof __filename === "string" ? dirname(__filename) : dirname(fileURLToPath(import.meta.url));
}

/**
 * The worker's module: `worker.js` beside this one in the build; from the sources (tests run
 * them), the build's `dist/worker.js`, which must then be built.
 */
function workerFile(): string | undefined {
  const dir = here();
  for (const file of [join(dir, "worker.js"), join(dir, "..", "dist", "worker.js")]) if (existsSync(file)) return file;
  return undefined;
}

/** How many tasks a worker thread holds at a time: one it plays and one waiting, so it never idles while this thread is busy. */
const AHEAD = 2;

/** A message from a worker thread: the result of the task of that number, or what it threw. */
type Reply = { readonly id: number; readonly result: unknown } | { readonly id: number; readonly thrown: string };

/**
 * Runs `tasks` on `workers` threads and calls `onResult` as each finishes. With `playHere` (how to
 * play a task in this thread), this thread is one of them: it plays tasks between handling the
 * others' results, and `workers - 1` worker threads of the worker module (`dist/worker.js`) play
 * the rest; without it, `workers` worker threads play them all. Each worker thread starts once,
 * imports the game once, and is handed a task as soon as it has fewer than two, so it never waits
 * for this thread. Before handing out each task it asks `stopped`: once that says yes, no task is
 * handed out, those already handed out finish, and the function resolves; so a stopped run loses no
 * game already played. Resolves to the number of tasks run, or `undefined` when the worker module
 * is missing (build the package first); rejects if a worker thread throws or dies.
 *
 * @example
 * await runOnWorkers(tasks, 4, (result, i) => results[i] = result);
 * await runOnWorkers(tasks, 2, (result, i) => results[i] = result, () => false, (task) => play(task)); // this thread and one worker
 * @category Simulate
 */
export async function runOnWorkers<Task, Result>(
  tasks: readonly Task[],
  workers: number,
  onResult: (result: Result, index: number) => void,
  stopped: () => boolean = () => false,
  playHere?: (task: Task) => Result,
): Promise<number | undefined> {
  const file = workerFile();
  if (file === undefined) return undefined;
  const count = Math.min(Math.max(1, workers), tasks.length);
  const threads = playHere === undefined ? count : Math.max(0, count - 1);
  let next = 0;
  let failed = false;
  const take = (): number | undefined => (next < tasks.length && !failed && !stopped() ? next++ : undefined);
  const started: Worker[] = [];
  try {
    const onThreads = Array.from({ length: threads }, () => {
      const worker = new Worker(file);
      started.push(worker);
      return new Promise<void>((resolve, fail) => {
        const reject = (error: Error): void => {
          failed = true;
          fail(error);
        };
        const waiting = new Set<number>();
        const give = (): void => {
          while (waiting.size < AHEAD) {
            const index = take();
            if (index === undefined) break;
            waiting.add(index);
            worker.postMessage({ id: index, task: tasks[index] });
          }
          if (waiting.size === 0) resolve();
        };
        worker.on("message", (reply: Reply) => {
          waiting.delete(reply.id);
          if ("thrown" in reply) return reject(new Error(`A worker thread failed: ${reply.thrown}`));
          onResult(reply.result as Result, reply.id);
          give();
        });
        worker.on("error", reject);
        worker.on("exit", (code) => {
          if (waiting.size > 0) reject(new Error(`A worker thread stopped (exit code ${code}) with ${waiting.size} tasks unfinished.`));
        });
        give();
      });
    });
    const inThisThread = async (): Promise<void> => {
      if (playHere === undefined) return;
      for (;;) {
        // Let the worker threads' results, and an interrupt, be heard between tasks.
        await new Promise((resolve) => setImmediate(resolve));
        const index = take();
        if (index === undefined) return;
        onResult(playHere(tasks[index] as Task), index);
      }
    };
    await Promise.all([...onThreads, inThisThread()]);
  } finally {
    await Promise.all(started.map((worker) => worker.terminate()));
  }
  return next;
}

/**
 * Worker threads kept for many tasks: each thread starts once (on the first task it is given),
 * imports its games once, and plays tasks one after the other; see {@link startPool}.
 *
 * @example
 * const pool = startPool<SliceTask, SliceResult>(2);
 * const result = await pool?.run(task);
 * await pool?.close();
 */
export interface ThreadPool<Task, Result> {
  /** Plays `task` on the least busy thread; rejects if that thread throws or dies (a dead thread is replaced for the next task). */
  run(task: Task): Promise<Result>;
  /** Stops every thread (tasks in hand are dropped: wait for them first). */
  close(): Promise<void>;
}

/**
 * A pool of `threads` worker threads of the worker module (`dist/worker.js`), started as tasks
 * come and kept until {@link ThreadPool.close}: what `laguna worker` plays its jobs on, so that a
 * thread's start (about a second of CPU loading and compiling the games) is paid once, not per
 * job. `undefined` when the worker module is missing (build the package first).
 *
 * @example
 * const pool = startPool<SliceTask, SliceResult>(2);
 * if (pool !== undefined) console.log((await pool.run(task)).ok);
 * @category Simulate
 */
export function startPool<Task, Result>(threads: number): ThreadPool<Task, Result> | undefined {
  const file = workerFile();
  if (file === undefined) return undefined;
  interface Slot {
    worker: Worker | undefined;
    readonly waiting: Map<number, { resolve: (result: Result) => void; reject: (error: Error) => void }>;
  }
  const slots: Slot[] = Array.from({ length: Math.max(1, threads) }, () => ({ worker: undefined, waiting: new Map() }));
  let next = 0;
  const fail = (slot: Slot, error: Error): void => {
    const dead = slot.worker;
    slot.worker = undefined;
    void dead?.terminate();
    for (const { reject } of slot.waiting.values()) reject(error);
    slot.waiting.clear();
  };
  const started = (slot: Slot): Worker => {
    if (slot.worker !== undefined) return slot.worker;
    const worker = new Worker(file);
    slot.worker = worker;
    worker.on("message", (reply: Reply) => {
      const pending = slot.waiting.get(reply.id);
      slot.waiting.delete(reply.id);
      if ("thrown" in reply) pending?.reject(new Error(`A worker thread failed: ${reply.thrown}`));
      else pending?.resolve(reply.result as Result);
    });
    worker.on("error", (error) => slot.worker === worker && fail(slot, error));
    worker.on("exit", (code) => slot.worker === worker && fail(slot, new Error(`A worker thread stopped (exit code ${code}).`)));
    return worker;
  };
  return {
    run(task) {
      // The least busy thread, a started one first.
      const slot = slots.reduce((best, s) => (s.waiting.size < best.waiting.size || (s.waiting.size === best.waiting.size && s.worker !== undefined && best.worker === undefined) ? s : best));
      const id = next++;
      return new Promise<Result>((resolve, reject) => {
        slot.waiting.set(id, { resolve, reject });
        started(slot).postMessage({ id, task });
      });
    },
    async close() {
      const workers = slots.flatMap((slot) => (slot.worker === undefined ? [] : [slot.worker]));
      for (const slot of slots) slot.worker = undefined;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

/**
 * The slices of a run, largest first: each a quarter of the games left divided by the threads, so
 * that the first are large (few hand-outs) and the last are single games (the threads finish
 * together, whichever is slower).
 */
function slices(games: number, threads: number): { from: number; to: number }[] {
  const out: { from: number; to: number }[] = [];
  for (let from = 0; from < games; ) {
    const to = Math.min(games, from + Math.max(1, Math.ceil((games - from) / (threads * 4))));
    out.push({ from, to });
    from = to;
  }
  return out;
}

/**
 * The refusal of a run on worker threads when the worker module is missing.
 *
 * @example
 * missingWorker(4).message; // "The worker module (dist/worker.js of @laguna/cli) is missing: build the package first."
 * @category Simulate
 */
export function missingWorker(workers: number): EngineError {
  return refuse("The worker module (dist/worker.js of @laguna/cli) is missing: build the package first.", "workers", workers);
}

const refuse = (message: string, path: string, actual: unknown): EngineError => ({
  kind: "invalid-input",
  message,
  issues: [{ path, expected: "a run worker threads can play", actual }],
});

/**
 * Plays a run like {@link simulate}, split between `options.workers` threads (this one and
 * `options.workers - 1` worker threads, started once each and handed slices of games, large
 * ones first): game `i`
 * is played from the same seeds whatever thread plays it, and the summary is built from the
 * games in order, so every field but `elapsedMs` and `gamesPerSecond` equals {@link simulate}'s
 * for the same options. With one worker, it is {@link simulate}. Worker threads load the game
 * from the registry ({@link allEntries}: the titles and the examples), or from `options.module` (a user's module), so the game
 * must be one of those, and the bots use its registered evaluation (an `evaluate` of the options
 * that differs is refused). `onProgress` is
 * called as slices of games finish.
 *
 * @example
 * const result = await simulateParallel(registry[1]!, { games: 2000, players: 2, seed: 1, workers: 2 });
 * if (either.isRight(result)) console.log(result.right.winRates);
 * @category Simulate
 */
export async function simulateParallel(game: AnyGame, options: ParallelOptions): Promise<either.Either<EngineError, SimulationSummary>> {
  const { workers } = options;
  if (!Number.isSafeInteger(workers) || workers < 1) {
    return either.left(refuse(`The number of worker threads must be a positive whole number, not ${workers}.`, "workers", workers));
  }
  if (workers === 1) return simulate(game, options);
  const checked = checkSimulateOptions(game, options);
  if (either.isLeft(checked)) return checked;
  const entry = options.module?.entry ?? allEntries.find((e) => e.game.id === game.id && e.game.version === game.version);
  if (entry === undefined || entry.game.id !== game.id) {
    return either.left(refuse(`${game.name} is not a registered game: worker threads load games from the registry, so play it with one worker.`, "game", game.id));
  }
  if (options.evaluate !== undefined && options.evaluate !== entry.evaluate) {
    return either.left(refuse("Worker threads use the registered game's evaluation: play a custom evaluation with one worker.", "evaluate", "a function"));
  }
  const now = options.now ?? (() => performance.now());
  const start = now();
  const { games, players, seed, bots, maxSteps, config, iterations, greedy } = options;
  const taskOptions = { games, players, seed, bots, maxSteps, config, iterations, greedy };
  const module = options.module?.url;
  const tasks = slices(games, Math.min(workers, games)).map(({ from, to }): SliceTask => ({ game: game.id, ...(module === undefined ? {} : { module }), from, to, options: taskOptions }));
  const results: SliceResult[] = [];
  let done = 0;
  const ran = await runOnWorkers<SliceTask, SliceResult>(
    tasks,
    workers,
    (result, index) => {
      results[index] = result;
      done += result.records.length;
      options.onProgress?.(done, games);
    },
    undefined,
    // This thread plays too, as one of the `workers`, from the same entry the worker threads load.
    (task) => playSliceTask(task, [entry]),
  );
  if (ran === undefined) return either.left(missingWorker(workers));
  const records: GameRecord[] = [];
  for (const result of results) {
    records.push(...result.records);
    if (!result.ok) return either.left(result.error);
  }
  return either.right(summarise(game, options, records, Math.max(now() - start, 0)));
}
