/**
 * Sweeps on a PostgreSQL job queue (issue 26): `laguna simulate|analyze --queue URL` splits a run
 * into jobs (a block of games each) on a pg-boss queue, `laguna worker --queue URL` plays them on
 * any machine that reaches the database, and the results land in `laguna_sweeps.results`, keyed
 * by run, job and game, so a job played twice writes its rows once.
 *
 * Why pg-boss (10.x): it keeps its jobs in PostgreSQL, which hosted matches already run; it hands
 * a job to one worker at a time (`FOR UPDATE SKIP LOCKED`), expires a job whose worker vanished and
 * retries it, and a job inserted twice with the same id is stored once. Its 10.x line runs on Node
 * 20, which this repository supports (pg-boss 11 and graphile-worker 0.17 need Node 22).
 *
 * This module is imported by the CLI only when `--queue` is given (a dynamic import), and it
 * imports pg-boss dynamically too, so a plain `laguna` never loads a PostgreSQL client.
 *
 * Not part of the public API.
 *
 * @module
 */
import type { GameRecord as AnalysisRecord } from "@laguna/analysis";
import type { EngineError } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { createHash } from "node:crypto";
import { hostname } from "node:os";
import type PgBoss from "pg-boss";
import { type AnalysisTask, type AnalysisTaskResult, gameKey } from "../analysis";
import { startPool } from "../parallel";
import { type GameEntry, allEntries } from "../registry";
import type { SliceResult, SliceTask } from "../slice";
import type { GameRecord as SimulationRecord } from "../simulate";
import { importEntry } from "../user-module";
import playSlice from "../worker";

/** The pg-boss queue every sweep's jobs go on (runs are told apart by the run id in each job). */
export const QUEUE = "laguna-sweeps";

/** The schema of the sweeps' own tables (pg-boss keeps its tables in `pgboss`). */
export const SCHEMA = "laguna_sweeps";

/** One job of a sweep: a block of games of one run, as a worker receives it. */
export interface SweepJob {
  /** The run's id. */
  readonly run: string;
  /** The job's number in its run. */
  readonly job: number;
  /** The game's id. */
  readonly game: string;
  /** The rules version the run is of: a worker whose game has another version refuses the job. */
  readonly version: string;
  /** How many games the job plays. */
  readonly games: number;
  /** The slice to play (a simulation's or an analysis's), as a worker thread takes it. */
  readonly task: SliceTask | AnalysisTask;
}

const TABLES = `
CREATE SCHEMA IF NOT EXISTS ${SCHEMA};
CREATE TABLE IF NOT EXISTS ${SCHEMA}.runs (
  run text PRIMARY KEY,
  spec jsonb NOT NULL,
  jobs integer NOT NULL,
  games integer NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS ${SCHEMA}.results (
  run text NOT NULL REFERENCES ${SCHEMA}.runs (run) ON DELETE CASCADE,
  job integer NOT NULL,
  game text NOT NULL,
  record jsonb NOT NULL,
  worker text NOT NULL,
  PRIMARY KEY (run, job, game)
);
CREATE TABLE IF NOT EXISTS ${SCHEMA}.defects (
  run text NOT NULL REFERENCES ${SCHEMA}.runs (run) ON DELETE CASCADE,
  job integer NOT NULL,
  kind text NOT NULL,
  message text NOT NULL,
  worker text NOT NULL,
  PRIMARY KEY (run, job)
);
ALTER TABLE ${SCHEMA}.defects ADD COLUMN IF NOT EXISTS game integer;
CREATE TABLE IF NOT EXISTS ${SCHEMA}.refusals (
  run text NOT NULL REFERENCES ${SCHEMA}.runs (run) ON DELETE CASCADE,
  job integer NOT NULL,
  worker text NOT NULL,
  message text NOT NULL,
  PRIMARY KEY (run, job, worker)
);`;

/** Seconds between pg-boss's maintenance passes (which expire the jobs of vanished workers). */
const MAINTENANCE_SECONDS = 2;

/** Starts pg-boss on `url` (installing or upgrading its schema), with the sweeps' tables and queue, and up to `connections` connections. */
async function startBoss(url: string, connections = 4): Promise<PgBoss> {
  const { default: PgBossClass } = await import("pg-boss");
  const boss = new PgBossClass({
    connectionString: url,
    maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
    max: connections,
  });
  boss.on("error", (e: Error) => process.stderr.write(`laguna: the job queue: ${e.message}\n`));
  await boss.start();
  const db = boss.getDb();
  // Two processes creating the tables at once may collide on the catalog: the loser tries again.
  for (let attempt = 0; ; attempt++) {
    try {
      await db.executeSql(TABLES, []);
      if ((await boss.getQueue(QUEUE)) === null) await boss.createQueue(QUEUE);
      break;
    } catch (e) {
      if (attempt >= 3) throw e;
      await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 300));
    }
  }
  return boss;
}

/** The pg-boss id of a job: the same for the same run and job, so a job sent again is stored once. */
function jobId(run: string, job: number): string {
  const key = `${run}/${job}`;
  let id = jobIds.get(key);
  if (id === undefined) jobIds.set(key, (id = newJobId(run, job)));
  return id;
}

/** The ids {@link jobId} has made: the coordinator asks for the unsettled jobs' ids twice a second. */
const jobIds = new Map<string, string>();

/** A job's id made anew: a name-based UUID (version 5 form) from a hash of the run and the job's number. */
function newJobId(run: string, job: number): string {
  const hex = createHash("sha256").update(`laguna-sweeps/${run}/${job}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** What a coordinator puts on the queue: the run's jobs, each a task and its number of games. */
export interface SweepPlan {
  /** The run's id (given with `--run`, or made up). */
  readonly run: string;
  /** What the run is (command, game, version, options, block size): a run id given again must come with the same spec. */
  readonly spec: unknown;
  /** The game's id. */
  readonly game: string;
  /** The rules version. */
  readonly version: string;
  /** The jobs, numbered by their place. */
  readonly tasks: readonly {
    readonly task: SliceTask | AnalysisTask;
    readonly games: number;
  }[];
  /** Seconds a worker may hold a job before it is given to another. */
  readonly expireInSeconds: number;
  /** Called as games are stored, with the games stored, the games in all and the workers seen. */
  readonly onProgress?: (done: number, total: number, workers: number) => void;
}

/** A job that met a module defect: it is not retried, and the run's report names it. */
export interface SweepDefect {
  /** The job's number. */
  readonly job: number;
  /** The error's kind (`module-defect` for a broken rule module). */
  readonly kind: string;
  /** The error's message, naming the game and its seed. */
  readonly message: string;
  /** The game that broke the module's contract (a simulation's game number, or an analysis's game in its cell), when known. */
  readonly game: number | null;
}

/** What a coordinator gets back when every job is settled: the records of every game, in job and game order, and the defects. */
export interface SweepResult {
  /** The record of every game stored, by job then game. */
  readonly records: readonly unknown[];
  /** The jobs that met a module defect. */
  readonly defects: readonly SweepDefect[];
  /** Jobs pg-boss gave up on (refused by every worker that took them, up to the retry limit), with the refusals. */
  readonly failed: readonly {
    readonly job: number;
    readonly message: string;
  }[];
}

/**
 * Coordinates a run: stores it (or checks that a run of that id is the same run), sends every job
 * not yet done to the queue, reports progress until each job has its games stored, a defect, or
 * has failed, and returns the stored records. Started again with the same run id, it picks up
 * where it was: jobs already done are not sent again, and jobs already on the queue are not
 * doubled.
 *
 * @example
 * const result = await coordinate(url, { run: "burano-1", spec, game: "walking-in-burano", version: "1.0.0", tasks, expireInSeconds: 600 });
 */
export async function coordinate(url: string, plan: SweepPlan): Promise<either.Either<string, SweepResult>> {
  const boss = await startBoss(url);
  try {
    const db = boss.getDb();
    const total = plan.tasks.reduce((sum, t) => sum + t.games, 0);
    const spec = JSON.stringify(plan.spec);
    await db.executeSql(`INSERT INTO ${SCHEMA}.runs (run, spec, jobs, games) VALUES ($1, $2::jsonb, $3, $4) ON CONFLICT (run) DO NOTHING`, [
      plan.run,
      spec,
      plan.tasks.length,
      total,
    ]);
    const { rows: stored } = await db.executeSql(`SELECT spec = $2::jsonb AS same FROM ${SCHEMA}.runs WHERE run = $1`, [plan.run, spec]);
    if (stored[0]?.same !== true) return either.left(`the run "${plan.run}" in this database is another run (other game, options or block size): give another --run id.`);
    const settled = await storedJobs(db, plan);
    // A job failed for good (refused by every worker that took it, e.g. workers of other rules,
    // or failed by its workers on every try) is sent again by a coordinator started again: that
    // start is how a user says the workers are fit now. Its pg-boss job is deleted (pg-boss's
    // retry would add a single try; a new job gets them all), and its old refusals with it.
    const failedBefore = await failedJobs(db, plan, unsettled(plan, settled));
    if (failedBefore.length > 0) {
      await boss.deleteJob(QUEUE, failedBefore.map((f) => jobId(plan.run, f.job)));
      await db.executeSql(`DELETE FROM ${SCHEMA}.refusals WHERE run = $1 AND job = ANY($2::int[])`, [plan.run, failedBefore.map((f) => f.job)]);
    }
    const jobs = plan.tasks
      .map((t, job) => ({ t, job }))
      .filter(({ job }) => !settled.has(job))
      .map(({ t, job }) => ({
        id: jobId(plan.run, job),
        name: QUEUE,
        data: {
          run: plan.run,
          job,
          game: plan.game,
          version: plan.version,
          games: t.games,
          task: t.task,
        } satisfies SweepJob,
        expireInSeconds: plan.expireInSeconds,
        retryLimit: 5,
        retryDelay: 1,
      }));
    for (let i = 0; i < jobs.length; i += 500) await boss.insert(jobs.slice(i, i + 500));
    let last = -1;
    for (;;) {
      const done = await storedJobs(db, plan);
      for (const f of await failedJobs(db, plan, unsettled(plan, done))) done.add(f.job);
      const { rows } = await db.executeSql(`SELECT count(*)::int AS games, count(DISTINCT worker)::int AS workers FROM ${SCHEMA}.results WHERE run = $1`, [plan.run]);
      const games = rows[0]?.games as number;
      if (games !== last) plan.onProgress?.(games, total, rows[0]?.workers as number);
      last = games;
      if (done.size === plan.tasks.length) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const { rows: records } = await db.executeSql(`SELECT record FROM ${SCHEMA}.results WHERE run = $1 ORDER BY job, game`, [plan.run]);
    const { rows: defects } = await db.executeSql(`SELECT job, kind, message, game FROM ${SCHEMA}.defects WHERE run = $1 ORDER BY job`, [plan.run]);
    const failed = await failedJobs(db, plan, unsettled(plan, await storedJobs(db, plan)));
    return either.right({
      records: records.map((r) => r.record as unknown),
      defects: defects as SweepDefect[],
      failed,
    });
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

/** The jobs of a run that are done: all their games stored, or a defect stored. */
async function storedJobs(db: PgBoss.Db, plan: SweepPlan): Promise<Set<number>> {
  const { rows } = await db.executeSql(`SELECT job, count(*)::int AS games FROM ${SCHEMA}.results WHERE run = $1 GROUP BY job`, [plan.run]);
  const out = new Set<number>();
  for (const row of rows as { job: number; games: number }[]) if (row.games === plan.tasks[row.job]?.games) out.add(row.job);
  const { rows: defects } = await db.executeSql(`SELECT job FROM ${SCHEMA}.defects WHERE run = $1`, [plan.run]);
  for (const row of defects as { job: number }[]) out.add(row.job);
  return out;
}

/** The jobs of a run not among `done`. */
const unsettled = (plan: SweepPlan, done: ReadonlySet<number>): number[] => plan.tasks.flatMap((_, job) => (done.has(job) ? [] : [job]));

/**
 * Which of `jobs` pg-boss failed for good (every try refused, or failed), with why: the workers'
 * refusals, or `failed`. The jobs' states are read from pg-boss's job table (`pgboss.job`, by its
 * key: queue name and job id) in one query: pg-boss 10.4.2's public API reads jobs one at a time
 * only (`getJobById`), which for a run of thousands of jobs, asked twice a second, would be
 * thousands of queries, and has no call listing a queue's jobs by state.
 */
async function failedJobs(db: PgBoss.Db, plan: SweepPlan, jobs: readonly number[]): Promise<{ job: number; message: string }[]> {
  if (jobs.length === 0) return [];
  const { rows } = await db.executeSql(`SELECT id FROM pgboss.job WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'failed'`, [QUEUE, jobs.map((job) => jobId(plan.run, job))]);
  const failedIds = new Set((rows as { id: string }[]).map((row) => row.id));
  const failed = jobs.filter((job) => failedIds.has(jobId(plan.run, job)));
  if (failed.length === 0) return [];
  const { rows: refusals } = await db.executeSql(
    `SELECT job, string_agg(worker || ': ' || message, '; ' ORDER BY worker) AS message FROM ${SCHEMA}.refusals WHERE run = $1 AND job = ANY($2::int[]) GROUP BY job`,
    [plan.run, failed]
  );
  const why = new Map((refusals as { job: number; message: string }[]).map((row) => [row.job, row.message]));
  return failed.map((job) => ({ job, message: why.get(job) ?? "failed" }));
}

/** The entry a job's game comes from: its module's, or the registry's. */
async function entryOf(job: SweepJob): Promise<either.Either<string, GameEntry>> {
  const module = "kind" in job.task ? job.task.settings.module : job.task.module;
  if (module !== undefined) return importEntry(module);
  const entry = allEntries.find((e) => e.game.id === job.game);
  return entry === undefined ? either.left(`the game "${job.game}" is not registered in this laguna`) : either.right(entry);
}

/** What a job that met a defect leaves beside its games' rows: the error, and the game that met it when known. */
interface JobDefect {
  readonly error: EngineError;
  readonly game: number | null;
}

/**
 * The rows a played job leaves: each game's key and record, and the defect that stopped it, if one
 * did. An analysis's job that met a module defect gives no records and does not say which game met
 * it: its games are played again one by one (here, in this thread, which only a defect costs),
 * up to the one that fails, so that the games before it are stored and the defect names its game.
 */
async function rowsOf(job: SweepJob, result: SliceResult | AnalysisTaskResult): Promise<{ rows: { game: string; record: unknown }[]; defect?: JobDefect }> {
  const task = job.task;
  if ("kind" in task) {
    const played = result as AnalysisTaskResult;
    const analysisRows = (records: readonly AnalysisRecord[]) => records.map((record) => ({ game: gameKey(record), record }));
    if (played.ok) return { rows: analysisRows(played.records) };
    if (played.error.kind !== "module-defect") return { rows: [], defect: { error: played.error, game: null } };
    const rows: { game: string; record: unknown }[] = [];
    for (let index = task.job.from; index < task.job.to; index++) {
      const one = (await playSlice({ ...task, job: { ...task.job, from: index, to: index + 1 } })) as AnalysisTaskResult;
      if (!one.ok) return { rows, defect: { error: one.error, game: index } };
      rows.push(...analysisRows(one.records));
    }
    // Played one by one, every game ended: store the defect as the whole job met it.
    return { rows: [], defect: { error: played.error, game: null } };
  }
  const played = result as SliceResult;
  // A simulation's games are keyed by their number, padded so that text order is game order.
  const rows = played.records.map((record: SimulationRecord) => ({
    game: String(record.index).padStart(10, "0"),
    record,
  }));
  return played.ok ? { rows } : { rows, defect: { error: played.error, game: played.index } };
}

/** How {@link work} runs. */
export interface WorkOptions {
  /** Jobs played at a time: one plays in this thread, more each on a worker thread of its own. */
  readonly workers: number;
  /** Called after each job with what became of it. */
  readonly onJob?: (job: SweepJob, outcome: "stored" | "defect" | "refused", message?: string) => void;
  /** Called with each job's play time in milliseconds, before its games are stored (what `npm run bench:queue` takes from a job's time on the queue). */
  readonly onPlayed?: (job: SweepJob, ms: number) => void;
  /** This worker's name in the results (default: host name and process id). */
  readonly name?: string;
}

/**
 * A worker: takes jobs from the queue (`options.workers` at a time, each on a worker thread kept
 * for the worker's life, or in this thread for one at a time), plays them, and stores each
 * game's record (a row per game, written once however often the job runs) before the job is
 * completed; a job that meets a module defect stores the defect and is completed, not retried; a
 * job of another rules version than this laguna's is refused (noted, and failed so that another
 * worker retries it). Returns a function that stops the worker (waiting for the jobs in hand).
 *
 * @example
 * const stop = await work(url, { workers: 2 });
 * process.on("SIGTERM", () => void stop());
 */
export async function work(url: string, options: WorkOptions): Promise<() => Promise<void>> {
  // A connection for each fetching loop's fetch, store and completion, and one for maintenance.
  const boss = await startBoss(url, Math.max(4, Math.max(1, options.workers) + 2));
  const db = boss.getDb();
  const name = options.name ?? `${hostname()}:${process.pid}`;
  const store = async (job: SweepJob, result: SliceResult | AnalysisTaskResult): Promise<void> => {
    const { rows, defect } = await rowsOf(job, result);
    // One statement: the rows and the defect are stored together or not at all.
    await db.executeSql(
      `WITH records AS (
         INSERT INTO ${SCHEMA}.results (run, job, game, record, worker)
         SELECT $1, $2, r.game, r.record, $3 FROM jsonb_to_recordset($4::jsonb) AS r(game text, record jsonb)
         ON CONFLICT DO NOTHING RETURNING 1
       ), defect AS (
         INSERT INTO ${SCHEMA}.defects (run, job, kind, message, worker, game)
         SELECT $1, $2, $5, $6, $3, $7 WHERE $5::text IS NOT NULL
         ON CONFLICT DO NOTHING RETURNING 1
       ) SELECT (SELECT count(*) FROM records) + (SELECT count(*) FROM defect)`,
      [job.run, job.job, name, JSON.stringify(rows), defect?.error.kind ?? null, defect?.error.message ?? null, defect?.game ?? null]
    );
    options.onJob?.(job, defect === undefined ? "stored" : "defect", defect?.error.message);
  };
  const workers = Math.max(1, options.workers);
  // One job at a time plays in this thread; more play on worker threads started once, on the
  // first jobs, and kept for every job after (a thread's start costs about a second of CPU).
  const pool = workers === 1 ? undefined : startPool<SliceTask | AnalysisTask, SliceResult | AnalysisTaskResult>(workers);
  if (workers > 1 && pool === undefined) {
    await boss.stop({ graceful: false, wait: true });
    throw new Error("the worker module (dist/worker.js of @laguna/cli) is missing: build the package first");
  }
  const play = (task: SliceTask | AnalysisTask): Promise<SliceResult | AnalysisTaskResult> => (pool === undefined ? playSlice(task) : pool.run(task));
  // A fetching loop per job played at a time, each taking one job: a long job holds its own loop
  // only, and the others go on taking jobs. pg-boss waits out the polling interval after each
  // fetch, jobs or none: after a job, its loop asks for the next at once instead (notifyWorker),
  // so a short job is not padded to it.
  for (let k = 0; k < workers; k++) {
    const loop: { id?: string } = {};
    loop.id = await boss.work<SweepJob>(QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async (batch) => {
      for (const { id, data } of batch) {
        const entry = await entryOf(data);
        const refusal = either.isLeft(entry)
          ? entry.left
          : entry.right.game.version !== data.version
          ? `the job is of ${data.game} rules ${data.version}, and this laguna has rules ${entry.right.game.version}`
          : undefined;
        if (refusal !== undefined) {
          await db.executeSql(`INSERT INTO ${SCHEMA}.refusals (run, job, worker, message) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [data.run, data.job, name, refusal]);
          await boss.fail(QUEUE, id, { refused: refusal });
          options.onJob?.(data, "refused", refusal);
          continue;
        }
        const started = performance.now();
        const result = await play(data.task);
        options.onPlayed?.(data, performance.now() - started);
        await store(data, result);
      }
      if (loop.id !== undefined) boss.notifyWorker(loop.id);
    });
  }
  return async () => {
    await boss.stop({ graceful: true, wait: true, timeout: 60_000 });
    await pool?.close();
  };
}
