/**
 * An analysis as the `laguna analyze` command runs it: its settings as plain JSON (what a worker
 * thread receives and what a stopped run keeps for `--resume`), the `@laguna/analysis` spec they
 * stand for, and the run itself: the games not yet played, in slices, on this thread or on worker
 * threads, folded into one report as they come in, and stopped cleanly on request.
 *
 * @module
 */
import { type AnalysisPlan, type AnalysisSpec, type GameRecord, type Job, type Player, type Report, type Variant, accumulate, analysisJobs, cellConfigs, contentFeatures, planAnalysis, playJob } from "@laguna/analysis";
import type { AnyGame, EngineError } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { type BotName, makeNamedBot } from "./bots";
import { missingWorker, runOnWorkers } from "./parallel";
import { type GameEntry, allEntries, botKitFor } from "./registry";

/**
 * What `laguna analyze` analyses, as plain JSON: the game's id, the variants besides the
 * baseline, the player counts, the bots (one for all seats or one per seat), games per cell, the
 * seed, the step limit and the MCTS budget.
 *
 * @example
 * const settings: AnalysisSettings = { game: "tic-tac-toe", variants: [], playerCounts: [2], bots: ["random"], games: 50, seed: 1 };
 * @category Analyze
 */
export interface AnalysisSettings {
  /** The game's id (in the registry, or of the game of `module`). */
  readonly game: string;
  /** The game's rules version when the analysis started (absent in run files of older versions). */
  readonly version?: string | undefined;
  /**
   * The format of the game records (`RECORD_FORMAT` of `@laguna/analysis` when the analysis
   * started; absent in run files made before records had one, which were format 1).
   */
  readonly recordFormat?: number | undefined;
  /** The `file:` URL of the user's rule module the game comes from (`--module`); absent: the registry's. */
  readonly module?: string | undefined;
  /** The variants besides the baseline, each a name and rule options. */
  readonly variants: readonly Variant[];
  /** The player counts. */
  readonly playerCounts: readonly number[];
  /** Who plays: one bot for every seat, or one per seat (rotating game by game). */
  readonly bots: readonly BotName[];
  /** Games per variant and player count. */
  readonly games: number;
  /** The seed of the analysis. */
  readonly seed: number;
  /** The step limit per game (the core's default when absent). */
  readonly stepLimit?: number | undefined;
  /** The MCTS budget: iterations per decision. */
  readonly iterations?: number | undefined;
  /**
   * Restricted play (`--restrict`): content a bot is forbidden to take, each a kind (`"advantage"`)
   * or a piece (`"advantage:A07"`) of the game's `content` hook, played on the baseline at each
   * player count against the same bot unrestricted (absent: none).
   */
  readonly restrict?: readonly string[] | undefined;
  /** Bootstrap resamples per interval (`--resamples`; the analysis package's default when absent). */
  readonly resamples?: number | undefined;
}

/**
 * The `@laguna/analysis` spec of the settings for `game`: its bots made by name with what
 * `registered` (the registry by default) knows of the game (its evaluation and search budget).
 *
 * @example
 * const spec = analysisSpec(ticTacToe, { game: "tic-tac-toe", variants: [], playerCounts: [2], bots: ["greedy"], games: 50, seed: 1 });
 * @category Analyze
 */
export function analysisSpec(game: AnyGame, settings: AnalysisSettings, registered?: readonly GameEntry[]): AnalysisSpec {
  const kit = botKitFor(game, settings.iterations, registered);
  const players = settings.bots.map((name): Player => ({ name, make: (seed) => makeNamedBot(game, name, seed, kit) }));
  return {
    game,
    variants: settings.variants,
    playerCounts: settings.playerCounts,
    players: players.length === 1 ? (players[0] as Player) : players,
    games: settings.games,
    seed: settings.seed,
    ...(settings.stepLimit === undefined ? {} : { stepLimit: settings.stepLimit }),
    ...(settings.restrict === undefined || settings.restrict.length === 0 ? {} : { features: contentFeatures(game, settings.restrict) }),
    ...(settings.resamples === undefined ? {} : { resamples: settings.resamples }),
  };
}

/**
 * The key of one game of an analysis: its player count, variant, restricted-play feature and
 * number. Two records with the same key are the same game.
 *
 * @example
 * gameKey({ players: 2, variant: 1, feature: null, index: 7 }); // "2/1/-/7"
 * @category Analyze
 */
export function gameKey(record: Pick<GameRecord, "players" | "variant" | "feature" | "index">): string {
  return `${record.players}/${record.variant}/${record.feature ?? "-"}/${record.index}`;
}

/**
 * The slices of a plan still to play: those of `analysisJobs(plan, sliceSize)`, less the games
 * whose keys ({@link gameKey}) are in `done`, a slice with some games done being cut into the runs
 * of games left.
 *
 * @example
 * remainingJobs(plan, new Set(["2/0/-/0"]), 10); // the first slice starts at game 1
 * @category Analyze
 */
export function remainingJobs(plan: AnalysisPlan, done: ReadonlySet<string>, sliceSize: number): Job[] {
  const out: Job[] = [];
  for (const job of analysisJobs(plan, sliceSize)) {
    let from: number | undefined;
    for (let index = job.from; index <= job.to; index++) {
      const left = index < job.to && !done.has(gameKey({ ...job, index }));
      if (left && from === undefined) from = index;
      if (!left && from !== undefined) {
        out.push({ ...job, from, to: index });
        from = undefined;
      }
    }
  }
  return out;
}

/**
 * The number of games a plan plays in all.
 *
 * @example
 * plannedGames(plan); // variants × player counts × games, with restricted play's
 * @category Analyze
 */
export function plannedGames(plan: AnalysisPlan): number {
  return analysisJobs(plan).reduce((sum, job) => sum + job.to - job.from, 0);
}

/**
 * One slice of an analysis, as a worker thread receives it.
 *
 * @example
 * const task: AnalysisTask = { kind: "analysis", settings, job: { variant: 0, feature: null, players: 2, from: 0, to: 10 } };
 * @category Analyze
 */
export interface AnalysisTask {
  /** Always `"analysis"`: tells it from a simulation's slice. */
  readonly kind: "analysis";
  /** The analysis. */
  readonly settings: AnalysisSettings;
  /** The slice to play. */
  readonly job: Job;
}

/**
 * An analysis slice played to its end.
 *
 * @example
 * const played: AnalysisPlayed = { ok: true, records: [] };
 * @category Analyze
 */
export interface AnalysisPlayed {
  /** Always `true`: every game of the slice was played. */
  readonly ok: true;
  /** The records of the slice's games, in order. */
  readonly records: readonly GameRecord[];
}

/**
 * An analysis slice that failed: a game broke the module's contract, or the settings were refused.
 *
 * @example
 * const failed: AnalysisFailed = { ok: false, error: moduleDefect("…") };
 * @category Analyze
 */
export interface AnalysisFailed {
  /** Always `false`: the slice failed. */
  readonly ok: false;
  /** Why it failed. */
  readonly error: EngineError;
}

/**
 * What a worker sends back for an analysis slice: its records, or why a game failed.
 *
 * @example
 * const result: AnalysisTaskResult = { ok: true, records: [] };
 * @category Analyze
 */
export type AnalysisTaskResult =
  /** Every game of the slice was played. */
  | AnalysisPlayed
  /** A game broke the module's contract, or the settings were refused. */
  | AnalysisFailed;

/** The plan of settings for a game, or why they are refused. */
function planOf(game: AnyGame, settings: AnalysisSettings, registered?: readonly GameEntry[]): either.Either<EngineError, { spec: AnalysisSpec; plan: AnalysisPlan }> {
  const spec = analysisSpec(game, settings, registered);
  const plan = planAnalysis(spec);
  return either.isLeft(plan) ? plan : either.right({ spec, plan: plan.right });
}

/** The plans a thread has made, by entry and settings: a worker thread plans an analysis once, not once per slice. */
const plans = new WeakMap<GameEntry, Map<string, either.Either<EngineError, { spec: AnalysisSpec; plan: AnalysisPlan }>>>();

/** The plan of settings for a registered entry's game, made once per thread. */
function cachedPlan(entry: GameEntry, settings: AnalysisSettings): either.Either<EngineError, { spec: AnalysisSpec; plan: AnalysisPlan }> {
  let byKey = plans.get(entry);
  if (byKey === undefined) plans.set(entry, (byKey = new Map()));
  const key = JSON.stringify(settings);
  let planned = byKey.get(key);
  if (planned === undefined) byKey.set(key, (planned = planOf(entry.game, settings, [entry])));
  return planned;
}

/**
 * Plays one analysis slice of a game of `registered` (the registry and its examples by default; a worker
 * passes the entry of the settings' module), in this thread: what the worker thread runs.
 *
 * @example
 * const result = playAnalysisTask({ kind: "analysis", settings, job });
 * @category Analyze
 */
export function playAnalysisTask(task: AnalysisTask, registered: readonly GameEntry[] = allEntries): AnalysisTaskResult {
  const entry = registered.find((e) => e.game.id === task.settings.game);
  if (entry === undefined) {
    return { ok: false, error: { kind: "invalid-input", message: `The game "${task.settings.game}" is not registered: a worker thread cannot load it.`, issues: [] } };
  }
  const planned = cachedPlan(entry, task.settings);
  if (either.isLeft(planned)) return { ok: false, error: planned.left };
  const played = playJob(planned.right.spec, planned.right.plan, task.job);
  return either.isLeft(played) ? { ok: false, error: played.left } : { ok: true, records: played.right };
}

/**
 * How {@link runAnalysis} runs: threads, the games already played, and what it reports as it goes.
 *
 * @example
 * const options: AnalysisRunOptions = { workers: 2, stopped: () => interrupted };
 * @category Analyze
 */
export interface AnalysisRunOptions {
  /** Threads playing, this one included: 1 plays in this thread; more need a registered game and the built worker. */
  readonly workers: number;
  /** Records of games already played (a resumed run): not played again, and in the report. */
  readonly done?: readonly GameRecord[];
  /** Called with each slice's records as it finishes (e.g. to keep them for a resume). */
  readonly onRecords?: (records: readonly GameRecord[]) => void;
  /** Called with the games done so far (those of `done` included) and the games in all. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Asked before each slice: once it says yes, no slice starts, and the report is of the games played. */
  readonly stopped?: () => boolean;
  /** The entry of the user's module of `settings.module` (as `loadModule` loads it): its evaluation and search budget for the bots. */
  readonly entry?: GameEntry | undefined;
}

/**
 * The result of {@link runAnalysis}: the report (marked `partial` when games are missing) and the
 * plan it was made for.
 *
 * @example
 * if (either.isRight(result) && result.right.report.partial) console.log("stopped early");
 * @category Analyze
 */
export interface AnalysisRun {
  /** The report of every game played, those of a resumed run's records included. */
  readonly report: Report;
  /** The checked plan. */
  readonly plan: AnalysisPlan;
}

/** Whether a record is of a game the plan plays. */
function inPlan(plan: AnalysisPlan, record: GameRecord): boolean {
  const { variant, feature, players, index } = record;
  const games = feature === null ? plan.games : plan.restrictedGames;
  const featureOk = feature === null || (feature >= -1 && feature < plan.features.length && variant === 0);
  return variant >= 0 && variant < plan.variants.length && featureOk && plan.playerCounts.includes(players) && index >= 0 && index < games;
}

/** Slices of about a tenth of a cell: progress and stops come often, and threads finish close together. */
const sliceSizeOf = (plan: AnalysisPlan): number => Math.max(1, Math.ceil(plan.games / 10));

/**
 * Runs an analysis: checks the settings (`Left` with the analysis package's message naming the
 * problem), plays every game not among `options.done`, on this thread or on worker threads, and
 * makes the report. The report is the same, byte for byte, for any number of workers and however
 * the run was stopped and resumed: game `i` of a cell is played from the same seeds on any
 * thread, and the report does not depend on the order records come in. A failed game is `Left`
 * naming it.
 *
 * @example
 * const run = await runAnalysis(ticTacToe, settings, { workers: 2 });
 * if (either.isRight(run)) console.log(reportMarkdown(run.right.report));
 * @category Analyze
 */
export async function runAnalysis(game: AnyGame, settings: AnalysisSettings, options: AnalysisRunOptions): Promise<either.Either<EngineError, AnalysisRun>> {
  const planned = planOf(game, settings, options.entry === undefined ? undefined : [options.entry]);
  if (either.isLeft(planned)) return planned;
  const { spec, plan } = planned.right;
  const acc = accumulate(plan);
  const keys = new Set<string>();
  for (const record of options.done ?? []) {
    if (!inPlan(plan, record)) {
      return either.left({ kind: "invalid-input", message: `A record of a game the analysis does not play (${gameKey(record)}: players/variant/feature/game).`, issues: [] });
    }
    acc.add(record);
    keys.add(gameKey(record));
  }
  const total = plannedGames(plan);
  const jobs = remainingJobs(plan, keys, sliceSizeOf(plan));
  const stopped = options.stopped ?? (() => false);
  const take = (records: readonly GameRecord[]): void => {
    for (const record of records) acc.add(record);
    options.onRecords?.(records);
    options.onProgress?.(acc.size, total);
  };
  let failure: EngineError | undefined;
  if (options.workers <= 1 || jobs.length <= 1) {
    for (const job of jobs) {
      if (stopped()) break;
      const played = playJob(spec, plan, job);
      if (either.isLeft(played)) return played;
      take(played.right);
      // Let an interrupt be heard between slices.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } else {
    if (settings.module === undefined && !allEntries.some((e) => e.game.id === game.id && e.game.version === game.version)) {
      return either.left({ kind: "invalid-input", message: `${game.name} is not a registered game: worker threads load games from the registry, so analyse it with one worker.`, issues: [] });
    }
    const tasks = jobs.map((job): AnalysisTask => ({ kind: "analysis", settings, job }));
    const ran = await runOnWorkers<AnalysisTask, AnalysisTaskResult>(
      tasks,
      options.workers,
      (result) => {
        if (result.ok) take(result.records);
        else failure ??= result.error;
      },
      () => stopped() || failure !== undefined,
      // This thread plays too, as one of the workers, with the plan it has made.
      (task) => {
        const played = playJob(spec, plan, task.job);
        return either.isLeft(played) ? { ok: false, error: played.left } : { ok: true, records: played.right };
      },
    );
    if (ran === undefined) return either.left(missingWorker(options.workers));
  }
  if (failure !== undefined) return either.left(failure);
  return either.right({ report: acc.report(cellConfigs(spec)), plan });
}
