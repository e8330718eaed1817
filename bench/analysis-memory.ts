/**
 * `npm run bench:analysis:memory`: the memory an analysis of many random games takes (issue 25:
 * 100,000 random Walking in Burano games analysed in at most 200 MB). A measurement, not a timed
 * test.
 *
 * In a child process (so that the parent's own modules do not count), it runs what `analyze` of
 * `@laguna/analysis` runs, in the same order: `planAnalysis`, the slices of `analysisJobs`, each
 * played by `playJob`, each record added to `accumulate(plan)` as it comes and then dropped, and at
 * the end the report (its bootstrap intervals over every game). Doing it piece by piece rather
 * than in one `analyze` call lets it read the memory every `--every` games: `heapUsed` after two
 * forced collections (`global.gc()`, so Node runs with `--expose-gc`) and the resident set size;
 * at the end, after the report, the peak resident set size of the whole run
 * (`process.resourceUsage().maxRSS`), which is the figure the goal is about.
 *
 * The games are Walking in Burano's (or `--game`'s) at `--players` seats between uniformly random
 * players (`RANDOM_PLAYER`, the analysis default), with the benchmark's config (`benchConfig`: the
 * printed rules with our house rule `roundLimit: 20`, since random players rarely end a game
 * without it), given to the analysis as the game's default config.
 *
 * Results go to `bench/analysis-memory.json`, one record per title, player count and number of
 * games (a run keeps the others' records), rewritten at every checkpoint, so a run stopped early
 * keeps what it measured (`finished: false`), the time it took so far and the projected time.
 *
 * Usage: `npm run bench:analysis:memory [-- [--game=<id>] [--games=n] [--players=n] [--every=n]]`.
 * Defaults: walking-in-burano, 100,000 games, 2 players, a checkpoint every 5,000 games.
 *
 * @module
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { accumulate, analysisJobs, planAnalysis, playJob } from "@laguna/analysis";
import type { AnyGame } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { registry } from "../packages/cli/src/registry";
import { benchConfig } from "./games";
import { machineInfo, type MachineInfo } from "./machine";

/** Where the results are written. */
const MEMORY_URL = new URL("./analysis-memory.json", import.meta.url);
/** The goal: the peak resident set size at most this many bytes. */
const RSS_GOAL = 200e6;
/** A line the child writes at each checkpoint. */
const CHECKPOINT = "bench:analysis:memory checkpoint ";
/** Games per slice, as `analyze` plays them. */
const SLICE = 100;

interface Options {
  readonly game: string;
  readonly games: number;
  readonly players: number;
  readonly every: number;
  readonly child: boolean;
}

/** One reading. */
interface Checkpoint {
  /** Games played when it was read. */
  readonly games: number;
  /** `heapUsed` after two forced collections, in bytes. */
  readonly heapUsed: number;
  /** The resident set size then, in bytes. */
  readonly rss: number;
  /** The peak resident set size so far (`maxRSS`), in bytes. */
  readonly maxRss: number;
  /** Seconds since the first game. */
  readonly seconds: number;
  /** Set on the last reading, after the report was made: its seconds. */
  readonly reportSeconds?: number;
}

interface MemoryRecord {
  readonly game: string;
  readonly players: number;
  readonly config: unknown;
  readonly gamesPlanned: number;
  readonly gamesPlayed: number;
  readonly finished: boolean;
  /** The peak resident set size of the child process, in bytes. */
  readonly maxRss: number | null;
  /** The largest `heapUsed` after collection at a checkpoint, in bytes. */
  readonly maxHeapUsed: number | null;
  readonly rssGoal: number;
  readonly meetsGoal: boolean | null;
  readonly seconds: number;
  readonly gamesPerSecond: number;
  /** At this speed, the seconds the planned games take. */
  readonly projectedSeconds: number;
  readonly date: string;
  readonly machine: MachineInfo;
  readonly checkpoints: readonly Checkpoint[];
}

function positive(flag: string, value: string | undefined): number {
  const n = Number(value);
  if (value === undefined || !Number.isInteger(n) || n <= 0) throw new Error(`bench:analysis:memory: ${flag} needs a positive whole number`);
  return n;
}

function parseArgs(argv: readonly string[]): Options {
  let game = "walking-in-burano";
  let games = 100_000;
  let players = 2;
  let every = 5_000;
  let child = false;
  for (const arg of argv) {
    const [flag, value] = arg.split("=", 2) as [string, string | undefined];
    if (flag === "--game" && value !== undefined) game = value;
    else if (flag === "--games") games = positive(flag, value);
    else if (flag === "--players") players = positive(flag, value);
    else if (flag === "--every") every = positive(flag, value);
    else if (flag === "--child") child = true;
    else throw new Error(`bench:analysis:memory: unknown option ${arg}`);
  }
  return { game, games, players, every, child };
}

function titleNamed(name: string): AnyGame {
  const found = registry.filter((g) => g.id === name || g.id.includes(name));
  const exact = found.find((g) => g.id === name) ?? (found.length === 1 ? found[0] : undefined);
  if (exact === undefined) throw new Error(`bench:analysis:memory: no single title matches "${name}"`);
  return exact;
}

function heapAfterGc(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error("bench:analysis:memory: run Node with --expose-gc (npm run bench:analysis:memory does)");
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** `maxRSS` is in kilobytes. */
const maxRss = (): number => process.resourceUsage().maxRSS * 1024;

/** In the child: the analysis, piece by piece as `analyze` runs it, with a checkpoint line every `every` games. */
function runAnalysis(options: Options): void {
  const title = titleNamed(options.game);
  const game = { ...title, defaultConfig: (players: number) => benchConfig(title, players) } as AnyGame;
  const spec = { game, playerCounts: [options.players], games: options.games, seed: 1 };
  const plan = planAnalysis(spec);
  if (either.isLeft(plan)) throw new Error(plan.left.message);
  const started = performance.now();
  const seconds = (): number => (performance.now() - started) / 1000;
  const emit = (checkpoint: Checkpoint): void => {
    console.log(`${CHECKPOINT}${JSON.stringify({ game: title.id, players: options.players, config: benchConfig(title, options.players), checkpoint })}`);
  };
  const read = (games: number): Checkpoint => ({ games, heapUsed: heapAfterGc(), rss: process.memoryUsage().rss, maxRss: maxRss(), seconds: seconds() });
  emit(read(0));
  const acc = accumulate(plan.right);
  for (const job of analysisJobs(plan.right, SLICE)) {
    const played = playJob(spec, plan.right, job);
    if (either.isLeft(played)) throw new Error(played.left.message);
    for (const record of played.right) acc.add(record);
    if (acc.size % options.every === 0 && acc.size < options.games) emit(read(acc.size));
  }
  const before = seconds();
  const report = acc.report();
  const reportSeconds = seconds() - before;
  if (report.cells.length !== 1 || report.partial) throw new Error("bench:analysis:memory: the report is not whole");
  emit({ ...read(acc.size), reportSeconds });
}

/** The file: one record per title, player count and number of games planned (`walking-in-burano/2/10000`), and the goal. */
interface MemoryResults {
  readonly rssGoal: number;
  readonly runs: Readonly<Record<string, MemoryRecord>>;
}

/** Writes one run's record into `bench/analysis-memory.json`, keeping the other runs' records. */
function writeRecord(record: MemoryRecord): void {
  const path = fileURLToPath(MEMORY_URL);
  let runs: Readonly<Record<string, MemoryRecord>> = {};
  if (existsSync(path)) {
    try {
      runs = (JSON.parse(readFileSync(path, "utf8")) as MemoryResults).runs ?? {};
    } catch {
      runs = {};
    }
  }
  const next: MemoryResults = { rssGoal: RSS_GOAL, runs: { ...runs, [`${record.game}/${record.players}/${record.gamesPlanned}`]: record } };
  writeFileSync(path, `${JSON.stringify(next, null, 2)}\n`);
}

const MB = (bytes: number | null): string => (bytes === null ? "-" : `${(bytes / 1e6).toFixed(1)} MB`);

function recordOf(game: string, players: number, config: unknown, options: Options, checkpoints: readonly Checkpoint[], machine: MachineInfo): MemoryRecord {
  const last = checkpoints[checkpoints.length - 1];
  const finished = last?.reportSeconds !== undefined;
  const played = last?.games ?? 0;
  const secs = last?.seconds ?? 0;
  const rate = secs > 0 ? played / secs : 0;
  const peak = last?.maxRss ?? null;
  return {
    game,
    players,
    config,
    gamesPlanned: options.games,
    gamesPlayed: played,
    finished,
    maxRss: peak,
    maxHeapUsed: checkpoints.length === 0 ? null : Math.max(...checkpoints.map((c) => c.heapUsed)),
    rssGoal: RSS_GOAL,
    meetsGoal: peak === null ? null : finished ? peak <= RSS_GOAL : peak > RSS_GOAL ? false : null,
    seconds: secs,
    gamesPerSecond: rate,
    projectedSeconds: rate > 0 ? options.games / rate : 0,
    date: new Date().toISOString(),
    machine,
    checkpoints,
  };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const options = parseArgs(argv);
  if (options.child) return runAnalysis(options);
  heapAfterGc(); // refuse early without --expose-gc
  const machine = machineInfo();
  console.error(`bench:analysis:memory: ${options.games} random games of ${options.game} at ${options.players} players, analysed; ${machine.node}, ${machine.cpus} × ${machine.cpuModel}, load ${machine.loadAverage.join(" ")}`);
  const script = process.argv[1] as string;
  const child = spawn(process.execPath, [...process.execArgv, script, ...argv, "--child"], { stdio: ["ignore", "pipe", "inherit"] });
  const checkpoints: Checkpoint[] = [];
  let record: MemoryRecord | undefined;
  createInterface({ input: child.stdout }).on("line", (line) => {
    if (!line.startsWith(CHECKPOINT)) return;
    const { game, players, config, checkpoint } = JSON.parse(line.slice(CHECKPOINT.length)) as { game: string; players: number; config: unknown; checkpoint: Checkpoint };
    checkpoints.push(checkpoint);
    record = recordOf(game, players, config, options, checkpoints, machine);
    writeRecord(record);
    console.error(
      `  ${checkpoint.games} games: heap ${MB(checkpoint.heapUsed)}, rss ${MB(checkpoint.rss)}, peak rss ${MB(checkpoint.maxRss)}, ${checkpoint.seconds.toFixed(0)} s` +
        (checkpoint.reportSeconds === undefined ? "" : ` (the report: ${checkpoint.reportSeconds.toFixed(1)} s)`),
    );
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", resolve);
  });
  if (code !== 0 || record === undefined) throw new Error(`bench:analysis:memory: the child exited with ${code}`);
  console.log(`\n${record.game} | ${record.players} players | ${record.gamesPlayed} games | peak rss ${MB(record.maxRss)} | largest heap ${MB(record.maxHeapUsed)} | ${record.seconds.toFixed(0)} s (${record.gamesPerSecond.toFixed(1)} games/s)`);
  console.log(`goal: peak rss ≤ ${MB(RSS_GOAL)}: ${record.meetsGoal === true ? "met" : "missed"}`);
  console.log(`written ${fileURLToPath(MEMORY_URL)}`);
  if (record.meetsGoal !== true) process.exitCode = 1;
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? `${e.name}: ${e.message}` : e);
  process.exit(1);
});
