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
import { type GameRecord as AnalysisRecord, type ModuleDefect, analysisJobs, planAnalysis } from "@laguna/analysis";
import type { AnyGame, EngineError } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { randomUUID } from "node:crypto";
import { type AnalysisRun, type AnalysisSettings, type AnalysisTask, analysisSpec, runAnalysis } from "../analysis";
import type { GameEntry } from "../registry";
import type { SliceTask } from "../slice";
import { type GameRecord, type SimulateOptions, type SimulationSummary, checkSimulateOptions, summarise } from "../simulate";
import { type SweepDefect, type SweepResult, coordinate } from "./sweeps";

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

/**
 * Jobs no worker would play stop the run (`Left`, naming them and any defects besides): the
 * records cannot be completed. Module defects alone do not: the local run would have stopped at
 * the first, and on the queue the other jobs went on, so their games are reported with the
 * defects listed.
 */
function problems(result: SweepResult): EngineError | undefined {
  if (result.failed.length === 0) return undefined;
  const lines = [...result.defects.map((d) => `job ${d.job}: ${d.message}`), ...result.failed.map((f) => `job ${f.job} was refused by every worker that took it: ${f.message}`)];
  return failure(`${lines.length === 1 ? "A job" : `${lines.length} jobs`} of the run failed:\n${lines.map((l) => `  ${l}`).join("\n")}`);
}

/**
 * The lines that tell of a run's module defects on stderr: how many jobs met one, then a line per
 * job (its number and the error, which names the game and its seed); none when there were none.
 *
 * @example
 * for (const line of defectLines(result.defects)) process.stderr.write(`${line}\n`);
 */
export function defectLines(defects: readonly SweepDefect[]): string[] {
  if (defects.length === 0) return [];
  return [
    `${defects.length === 1 ? "A job" : `${defects.length} jobs`} of the run met a module defect; ${defects.length === 1 ? "its" : "their"} other games are missing:`,
    ...defects.map((d) => `  job ${d.job}${d.game === null ? "" : `, game ${d.game}`}: ${d.message}`),
  ];
}

/**
 * Coordinates a run's jobs on the queue (its id `--run` or a new UUID, told to `onRun` first) and
 * gives every stored game record and the jobs that met a module defect; `Left` when the queue
 * failed, or with every job no worker would play.
 */
async function recordsOnQueue(
  game: AnyGame,
  queue: QueueOptions,
  spec: unknown,
  tasks: Parameters<typeof coordinate>[1]["tasks"]
): Promise<either.Either<EngineError, { readonly records: readonly unknown[]; readonly defects: readonly SweepDefect[] }>> {
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
  return problem === undefined ? either.right({ records: result.right.records, defects: result.right.defects }) : either.left(problem);
}

/**
 * A simulation on the queue: its summary and the jobs that met a module defect.
 *
 * @example
 * const { summary, defects } = result.right;
 */
export interface SimulationOnQueue {
  /** The summary of the games stored: with no defect, the one `simulate` gives for the same options, bar the timings. */
  readonly summary: SimulationSummary;
  /** The jobs that met a module defect, whose games from the failed one on are missing from the summary. */
  readonly defects: readonly SweepDefect[];
}

/**
 * A simulation on the queue: the summary `simulate` gives for the same options, bar the timings,
 * when no job met a module defect; else the summary of the games stored and the defects.
 *
 * @example
 * const summary = await simulateOnQueue(game, options, { url, run: "burano-1" });
 */
export async function simulateOnQueue(
  game: AnyGame,
  options: SimulateOptions & { readonly module?: string | undefined },
  queue: QueueOptions
): Promise<either.Either<EngineError, SimulationOnQueue>> {
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
  const summary = summarise(game, options, records.right.records as GameRecord[], Math.max(performance.now() - start, 0));
  return either.right({ summary, defects: records.right.defects });
}

/**
 * An analysis on the queue: the report `runAnalysis` gives for the same settings, byte for byte
 * (the stored records are fed to it as a resumed run's), when no job met a module defect; else the
 * report of the games stored (partial) listing the defects (`report.defects`).
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
  const records = stored.right.records as AnalysisRecord[];
  const { defects } = stored.right;
  const report = await runAnalysis(game, settings, {
    workers: 1,
    done: records,
    entry,
    // With defects, the report is of the games stored: the defects' games are not played here.
    ...(defects.length === 0 ? {} : { stopped: () => true }),
  });
  if (either.isLeft(report)) return report;
  if (defects.length === 0) return either.right({ ...report.right, records });
  const { variants, features } = plan.right;
  const listed = defects.map((d): ModuleDefect => {
    const job = tasks[d.job]?.task.job;
    const restricted = job === undefined || job.feature === null ? null : job.feature === -1 ? "reference" : features[job.feature] ?? String(job.feature);
    return { job: d.job, players: job?.players ?? 0, variant: variants[job?.variant ?? -1]?.name ?? "?", restricted, game: d.game, message: d.message };
  });
  return either.right({ ...report.right, report: { ...report.right.report, defects: listed }, records });
}
