/**
 * The coordinator's side of `laguna simulate --queue` and `laguna analyze --queue`: a run cut into
 * jobs of a block of games, coordinated on the queue ({@link coordinate}), and the stored records
 * turned into the summary or report by the very code a local run uses (`summarise`, and
 * `runAnalysis` fed every record as done, as `--resume` feeds them), so the output is the local
 * run's, byte for byte, bar the timings.
 *
 * Not part of the public API.
 *
 * @module
 */
import { type GameRecord as AnalysisRecord, analysisJobs, planAnalysis } from "@laguna/analysis";
import type { AnyGame, EngineError } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { randomUUID } from "node:crypto";
import { type AnalysisRun, type AnalysisSettings, type AnalysisTask, analysisSpec, runAnalysis } from "../analysis";
import type { GameEntry } from "../registry";
import type { SliceTask } from "../slice";
import { type GameRecord, type SimulateOptions, type SimulationSummary, checkSimulateOptions, summarise } from "../simulate";
import { type SweepResult, coordinate } from "./sweeps";

/** The default games per job of a simulation on the queue. */
export const DEFAULT_SIMULATE_BLOCK = 25;
/** The default games per job of an analysis on the queue. */
export const DEFAULT_ANALYZE_BLOCK = 10;
/** The default seconds a worker may hold a job before it is given to another. */
export const DEFAULT_JOB_TIMEOUT = 900;

/** How a run goes on the queue. */
export interface QueueOptions {
  /** The PostgreSQL connection string. */
  readonly url: string;
  /** The run's id (`--run`); a new UUID when absent. */
  readonly run?: string | undefined;
  /** Games per job. */
  readonly block?: number | undefined;
  /** Seconds a worker may hold a job before it expires and another takes it. */
  readonly jobTimeout?: number | undefined;
  /** Told the run's id once, before any job is sent. */
  readonly onRun?: (run: string) => void;
  /** Called as games are stored: games stored, games in all, workers seen. */
  readonly onProgress?: (done: number, total: number, workers: number) => void;
}

const failure = (message: string, kind: EngineError["kind"] = "invalid-input"): EngineError => ({ kind, message, issues: [] } as EngineError);

/** A defect or failed job stops the report: the local run would have stopped at it too. */
function problems(result: SweepResult): EngineError | undefined {
  const lines = [...result.defects.map((d) => `job ${d.job}: ${d.message}`), ...result.failed.map((f) => `job ${f.job} was refused by every worker that took it: ${f.message}`)];
  if (lines.length === 0) return undefined;
  const kind = result.defects[0]?.kind ?? "invalid-input";
  return failure(`${lines.length === 1 ? "A job" : `${lines.length} jobs`} of the run failed:\n${lines.map((l) => `  ${l}`).join("\n")}`, kind as EngineError["kind"]);
}

/**
 * Coordinates a run's jobs on the queue (its id `--run` or a new UUID, told to `onRun` first) and
 * gives every stored game record; `Left` when the queue failed, or with every module defect and
 * job no worker would play (the local run would have stopped at them too).
 */
async function recordsOnQueue(
  game: AnyGame,
  queue: QueueOptions,
  spec: unknown,
  tasks: Parameters<typeof coordinate>[1]["tasks"]
): Promise<either.Either<EngineError, readonly unknown[]>> {
  const run = queue.run ?? randomUUID();
  queue.onRun?.(run);
  const result = await coordinate(queue.url, {
    run,
    spec,
    game: game.id,
    version: game.version,
    tasks,
    expireInSeconds: queue.jobTimeout ?? DEFAULT_JOB_TIMEOUT,
    ...(queue.onProgress === undefined ? {} : { onProgress: queue.onProgress }),
  });
  if (either.isLeft(result)) return either.left(failure(result.left));
  const problem = problems(result.right);
  return problem === undefined ? either.right(result.right.records) : either.left(problem);
}

/**
 * A simulation on the queue: the summary `simulate` gives for the same options, bar the timings;
 * `Left` with every job's module defect when there were any.
 *
 * @example
 * const summary = await simulateOnQueue(game, options, { url, run: "burano-1" });
 */
export async function simulateOnQueue(
  game: AnyGame,
  options: SimulateOptions & { readonly module?: string | undefined },
  queue: QueueOptions
): Promise<either.Either<EngineError, SimulationSummary>> {
  const checked = checkSimulateOptions(game, options);
  if (either.isLeft(checked)) return checked;
  const start = performance.now();
  const { games, players, seed, bots, maxSteps, config, iterations, greedy } = options;
  const taskOptions = JSON.parse(
    JSON.stringify({
      games,
      players,
      seed,
      bots,
      maxSteps,
      config,
      iterations,
      greedy,
    })
  ) as SliceTask["options"];
  const block = queue.block ?? DEFAULT_SIMULATE_BLOCK;
  const tasks: { task: SliceTask; games: number }[] = [];
  for (let from = 0; from < games; from += block) {
    const to = Math.min(games, from + block);
    tasks.push({
      task: {
        game: game.id,
        ...(options.module === undefined ? {} : { module: options.module }),
        from,
        to,
        options: taskOptions,
      },
      games: to - from,
    });
  }
  const spec = { command: "simulate", game: game.id, version: game.version, module: options.module ?? null, options: taskOptions, block };
  const records = await recordsOnQueue(game, queue, spec, tasks);
  if (either.isLeft(records)) return records;
  return either.right(summarise(game, options, records.right as GameRecord[], Math.max(performance.now() - start, 0)));
}

/**
 * An analysis on the queue: the report `runAnalysis` gives for the same settings, byte for byte
 * (the stored records are fed to it as a resumed run's); `Left` with every job's module defect
 * when there were any.
 *
 * @example
 * const run = await analyzeOnQueue(game, settings, undefined, { url });
 */
export async function analyzeOnQueue(
  game: AnyGame,
  settings: AnalysisSettings,
  entry: GameEntry | undefined,
  queue: QueueOptions
): Promise<either.Either<EngineError, AnalysisRun & { readonly records: readonly AnalysisRecord[] }>> {
  const plan = planAnalysis(analysisSpec(game, settings, entry === undefined ? undefined : [entry]));
  if (either.isLeft(plan)) return plan;
  const block = queue.block ?? DEFAULT_ANALYZE_BLOCK;
  const tasks = analysisJobs(plan.right, block).map((job) => ({
    task: { kind: "analysis", settings, job } satisfies AnalysisTask,
    games: job.to - job.from,
  }));
  const spec = { command: "analyze", settings: JSON.parse(JSON.stringify(settings)) as unknown, block };
  const stored = await recordsOnQueue(game, queue, spec, tasks);
  if (either.isLeft(stored)) return stored;
  const records = stored.right as AnalysisRecord[];
  const report = await runAnalysis(game, settings, {
    workers: 1,
    done: records,
    entry,
  });
  return either.isLeft(report) ? report : either.right({ ...report.right, records });
}
