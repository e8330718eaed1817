/**
 * One slice of a simulation run, as a worker thread receives it: plain data naming a registered
 * game by id, so that it crosses between threads; and how a slice is played.
 *
 * @module
 */
import type { EngineError } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import type { GreedyOptions } from "@laguna/bots";
import type { BotName } from "./bots";
import { type GameEntry, allEntries, botKitFor } from "./registry";
import { type GameRecord, type SimulateOptions, playRecords } from "./simulate";

/**
 * The options of a run that cross to a worker thread: everything but the functions (the
 * evaluation is the registered game's own, the clock and the progress stay in the main thread).
 *
 * @example
 * const options: SliceOptions = { games: 2000, players: 2, seed: 1, bots: ["greedy"] };
 * @category Simulate
 */
export interface SliceOptions {
  /** How many games the whole run plays. */
  readonly games: number;
  /** The player count. */
  readonly players: number;
  /** The seed of the run. */
  readonly seed: number;
  /** The bot names, as {@link SimulateOptions.bots}. */
  readonly bots?: readonly BotName[] | undefined;
  /** The step limit per game. */
  readonly maxSteps?: number | undefined;
  /** The rule options set over the default config. */
  readonly config?: Readonly<Record<string, unknown>> | undefined;
  /** The MCTS budget. */
  readonly iterations?: number | undefined;
  /** The greedy bot's search size. */
  readonly greedy?: Pick<GreedyOptions, "beamWidth" | "maxDepth" | "samples"> | undefined;
}

/**
 * One slice of a run: the games `from` to `to - 1` of the registered game `game`.
 *
 * @example
 * const task: SliceTask = { game: "murano", from: 0, to: 50, options: { games: 2000, players: 2, seed: 1 } };
 * @category Simulate
 */
export interface SliceTask {
  /** The id of a registered game, or of the game of {@link SliceTask.module}. */
  readonly game: string;
  /** The `file:` URL of a user's rule module (`--module`) the worker imports the game from; absent: the registry's. */
  readonly module?: string | undefined;
  /** The first game of the slice. */
  readonly from: number;
  /** One past the last game of the slice. */
  readonly to: number;
  /** The options of the run. */
  readonly options: SliceOptions;
}

/**
 * A slice played to its end: the records of its games, in order.
 *
 * @example
 * const done: SlicePlayed = { ok: true, records: [] };
 * @category Simulate
 */
export interface SlicePlayed {
  /** Always `true`: every game of the slice was played. */
  readonly ok: true;
  /** What each game left for the summary, in order. */
  readonly records: readonly GameRecord[];
}

/**
 * A slice stopped by a game that broke the module's contract.
 *
 * @example
 * const failed: SliceFailed = { ok: false, index: 3, error: moduleDefect("…"), records: [] };
 * @category Simulate
 */
export interface SliceFailed {
  /** Always `false`: a game failed. */
  readonly ok: false;
  /** The number of the game that failed. */
  readonly index: number;
  /** Why it failed. */
  readonly error: EngineError;
  /** The records of the games of the slice before it. */
  readonly records: readonly GameRecord[];
}

/**
 * What a worker sends back for a slice: its records, or the first game that failed with the
 * records of the games before it.
 *
 * @example
 * const result: SliceResult = { ok: true, records: [] };
 * @category Simulate
 */
export type SliceResult =
  /** Every game of the slice was played. */
  | SlicePlayed
  /** A game of the slice broke the module's contract. */
  | SliceFailed;

/**
 * Plays a slice in this thread, with the registered game's evaluation for the bots: the game of
 * `registered` (the registry and its examples by default; a worker passes the entry of the task's
 * module) whose id the task names.
 *
 * @example
 * const records = runSlice({ game: "murano", from: 0, to: 10, options: { games: 10, players: 2, seed: 1 } });
 * @category Simulate
 */
export function runSlice(
  task: SliceTask,
  registered: readonly GameEntry[] = allEntries,
): either.Either<{ readonly index: number; readonly error: EngineError; readonly records: readonly GameRecord[] }, readonly GameRecord[]> {
  const entry = registered.find((e) => e.game.id === task.game);
  if (entry === undefined) {
    const error: EngineError = { kind: "invalid-input", message: `The game "${task.game}" is not registered: a worker thread cannot load it.`, issues: [] };
    return either.left({ index: task.from, error, records: [] });
  }
  const { game } = entry;
  const options: SimulateOptions = { ...task.options, ...botKitFor(game, task.options.iterations, [entry]), greedy: task.options.greedy };
  return playRecords(game, options, task.from, task.to);
}

/**
 * Plays a slice in this thread as a worker thread plays it ({@link runSlice}), and says how it
 * went as the worker says it: what `simulateParallel` gets back for each slice, wherever it was
 * played.
 *
 * @example
 * const result = playSliceTask({ game: "murano", from: 0, to: 10, options: { games: 10, players: 2, seed: 1 } });
 * if (result.ok) console.log(result.records.length); // 10
 * @category Simulate
 */
export function playSliceTask(task: SliceTask, registered: readonly GameEntry[] = allEntries): SliceResult {
  const result = runSlice(task, registered);
  return either.isLeft(result) ? { ok: false, ...result.left } : { ok: true, records: result.right };
}
