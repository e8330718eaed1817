/**
 * `npm run bench:memory`: whether the heap stays flat over many random games of each title
 * (issue 27, point 5). A measurement, not a timed test.
 *
 * For each registered title (Walking in Burano, Murano: Light Masters, Murano; see `games.ts`),
 * in a child process of its own so that one title's caches do not weigh on the next: plays
 * `--games` random games through the engine (`playEngine` of `random-games.ts`: `createMatch`,
 * `legalActions`, `act`, a seeded uniform choice; game `i` from seed `i`) at the title's largest
 * player count with the benchmark's config (`benchConfig`: the default, with our house rule
 * `roundLimit: 20` where the printed rules have no end). Every `--every` games, and after the first
 * `--baseline` games, it forces two full collections (`global.gc()`, so Node runs with
 * `--expose-gc`) and reads `process.memoryUsage().heapUsed`. It prints each checkpoint, then per
 * title the heap after the baseline games, at the end, and their ratio against the goal: at most
 * 10 % above the baseline (issue 27: within 10 % of its value after the first 5,000 games).
 *
 * Results go to `bench/memory.json`, one record per title with the machine, the checkpoints and the
 * time taken; a run of some titles only keeps the others' last records. The file is rewritten at
 * every checkpoint, so a run stopped early leaves what it measured (`finished: false`).
 *
 * Usage: `npm run bench:memory [-- [--game=<id>]... [--games=n] [--baseline=n] [--every=n]
 * [--players=n] [--snapshot=n,n...]]`:
 *
 * - `--game=<id>`: only this title (an id from `laguna list`, or a unique part of one); repeat for
 *   more. Default: every registered title.
 * - `--games=n`: games per title (default 60,000). Murano's games are long: on a 2-core machine
 *   shared with other work, 60,000 took 31 minutes (20 to 50 games a second), Walking in Burano's
 *   9 and Light Masters' 6.
 * - `--baseline=n`: the games after which the reference heap is read (default 5,000).
 * - `--every=n`: games between checkpoints (default 5,000).
 * - `--players=n`: the player count (default: each title's largest).
 * - `--snapshot=n,n...`: also write a heap snapshot after those games (`v8.writeHeapSnapshot`, into
 *   the system's temporary folder), to diff in Chrome's DevTools or with `bench/memory-diff.ts`.
 *
 * `npm run bench:memory` builds first and runs with `tsconfig.build.json`, so the heap is that of
 * the built `dist/` bundles users install, as `npm run bench` measures them. A title whose heap
 * grows more than the goal exits with status 1 once every title has been measured.
 *
 * @module
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { writeHeapSnapshot } from "node:v8";
import { createInterface } from "node:readline";
import type { AnyGame } from "@laguna/core";
import { registry } from "../packages/cli/src/registry";
import { benchConfig } from "./games";
import { machineInfo, type MachineInfo } from "./machine";
import { playEngine } from "./random-games";

/** Where the results are written. */
const MEMORY_URL = new URL("./memory.json", import.meta.url);
/** The goal: the heap at the end at most this many times the heap after the baseline games. */
const RATIO_GOAL = 1.1;
/** A line a child process writes for each checkpoint. */
const CHECKPOINT = "bench:memory checkpoint ";

/** Command-line options. */
interface Options {
  readonly games: readonly string[];
  readonly count: number;
  readonly baseline: number;
  readonly every: number;
  readonly players: number | undefined;
  readonly snapshots: readonly number[];
  /** Set in a child process: the one title it measures. */
  readonly child: string | undefined;
}

/** One heap reading. */
interface Checkpoint {
  /** Games played when it was read. */
  readonly games: number;
  /** `heapUsed` after two forced collections, in bytes. */
  readonly heapUsed: number;
  /** Seconds since the first game. */
  readonly seconds: number;
}

/** What one title's run measured. */
interface TitleRecord {
  readonly game: string;
  readonly players: number;
  readonly config: unknown;
  readonly gamesPlanned: number;
  readonly gamesPlayed: number;
  readonly finished: boolean;
  readonly baselineGames: number;
  /** The heap after the baseline games, in bytes (null before them). */
  readonly baselineHeap: number | null;
  /** The heap at the last checkpoint, in bytes. */
  readonly endHeap: number | null;
  /** `endHeap / baselineHeap`. */
  readonly ratio: number | null;
  readonly meetsGoal: boolean | null;
  readonly seconds: number;
  readonly date: string;
  readonly machine: MachineInfo;
  readonly checkpoints: readonly Checkpoint[];
}

/** The file: one record per title, and the goal. */
interface MemoryResults {
  readonly ratioGoal: number;
  readonly titles: Readonly<Record<string, TitleRecord>>;
}

function positive(flag: string, value: string | undefined): number {
  const n = Number(value);
  if (value === undefined || !Number.isInteger(n) || n <= 0) throw new Error(`bench:memory: ${flag} needs a positive whole number`);
  return n;
}

function parseArgs(argv: readonly string[]): Options {
  const games: string[] = [];
  let count = 60_000;
  let baseline = 5_000;
  let every = 5_000;
  let players: number | undefined;
  let snapshots: number[] = [];
  let child: string | undefined;
  for (const arg of argv) {
    const [flag, value] = arg.split("=", 2) as [string, string | undefined];
    if (flag === "--game" && value !== undefined) games.push(value);
    else if (flag === "--games") count = positive(flag, value);
    else if (flag === "--baseline") baseline = positive(flag, value);
    else if (flag === "--every") every = positive(flag, value);
    else if (flag === "--players") players = positive(flag, value);
    else if (flag === "--snapshot") snapshots = (value ?? "").split(",").map((v) => positive(flag, v));
    else if (flag === "--child" && value !== undefined) child = value;
    else throw new Error(`bench:memory: unknown option ${arg}`);
  }
  return { games, count, baseline, every, players, snapshots, child };
}

/** The registered title an id names: exactly, or as the only title whose id contains it. */
function titleNamed(name: string): AnyGame {
  const exact = registry.find((g) => g.id === name);
  if (exact !== undefined) return exact;
  const partial = registry.filter((g) => g.id.includes(name));
  if (partial.length === 1 && partial[0] !== undefined) return partial[0];
  const ids = registry.map((g) => g.id).join(", ");
  throw new Error(`bench:memory: ${partial.length === 0 ? "no title" : "more than one title"} matches "${name}" (titles: ${ids})`);
}

/** `heapUsed` after two full collections. */
function heapAfterGc(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error("bench:memory: run Node with --expose-gc (npm run bench:memory does)");
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** In a child process: plays the title's games and prints a checkpoint line at each reading. */
function measureTitle(options: Options, id: string): void {
  const game = titleNamed(id);
  const players = options.players ?? Math.max(...game.playerCounts);
  if (!game.playerCounts.includes(players)) throw new Error(`bench:memory: ${game.id} is not for ${players} players`);
  const config = benchConfig(game, players);
  const started = performance.now();
  const report = (games: number): void => {
    const checkpoint: Checkpoint = { games, heapUsed: heapAfterGc(), seconds: (performance.now() - started) / 1000 };
    console.log(`${CHECKPOINT}${JSON.stringify({ game: game.id, players, config, checkpoint })}`);
  };
  report(0);
  for (let i = 1; i <= options.count; i++) {
    playEngine(game, config, i, false);
    if (i % options.every === 0 || i === options.baseline || i === options.count) report(i);
    if (options.snapshots.includes(i)) {
      heapAfterGc();
      const file = writeHeapSnapshot(join(tmpdir(), `laguna-${game.id}-${i}.heapsnapshot`));
      console.error(`bench:memory: ${game.id}: heap snapshot after ${i} games: ${file}`);
    }
  }
}

function readResults(): MemoryResults {
  const path = fileURLToPath(MEMORY_URL);
  if (!existsSync(path)) return { ratioGoal: RATIO_GOAL, titles: {} };
  try {
    const old = JSON.parse(readFileSync(path, "utf8")) as MemoryResults;
    return { ratioGoal: RATIO_GOAL, titles: old.titles };
  } catch {
    return { ratioGoal: RATIO_GOAL, titles: {} };
  }
}

/** Writes one title's record into `bench/memory.json`, keeping the other titles' records. */
function writeRecord(record: TitleRecord): void {
  const results = readResults();
  const next: MemoryResults = { ratioGoal: RATIO_GOAL, titles: { ...results.titles, [record.game]: record } };
  writeFileSync(fileURLToPath(MEMORY_URL), `${JSON.stringify(next, null, 2)}\n`);
}

const MB = (bytes: number | null): string => (bytes === null ? "-" : `${(bytes / 1e6).toFixed(2)} MB`);

/** The record of a title from its checkpoints so far. */
function recordOf(game: string, players: number, config: unknown, options: Options, checkpoints: readonly Checkpoint[], machine: MachineInfo): TitleRecord {
  const last = checkpoints[checkpoints.length - 1];
  const base = checkpoints.find((c) => c.games === options.baseline);
  const baselineHeap = base?.heapUsed ?? null;
  const endHeap = last !== undefined && last.games >= options.baseline ? last.heapUsed : null;
  const ratio = baselineHeap !== null && endHeap !== null ? endHeap / baselineHeap : null;
  return {
    game,
    players,
    config,
    gamesPlanned: options.count,
    gamesPlayed: last?.games ?? 0,
    finished: last?.games === options.count,
    baselineGames: options.baseline,
    baselineHeap,
    endHeap,
    ratio,
    meetsGoal: ratio === null ? null : ratio <= RATIO_GOAL,
    seconds: last?.seconds ?? 0,
    date: new Date().toISOString(),
    machine,
    checkpoints,
  };
}

/** Measures one title in a child process, printing and recording its checkpoints. */
function runChild(id: string, options: Options, argv: readonly string[], machine: MachineInfo): Promise<TitleRecord> {
  const script = process.argv[1] as string;
  const args = [...process.execArgv, script, ...argv.filter((a) => !a.startsWith("--game=")), `--child=${id}`];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
    const checkpoints: Checkpoint[] = [];
    let record: TitleRecord | undefined;
    createInterface({ input: child.stdout }).on("line", (line) => {
      if (!line.startsWith(CHECKPOINT)) return;
      const { game, players, config, checkpoint } = JSON.parse(line.slice(CHECKPOINT.length)) as {
        game: string;
        players: number;
        config: unknown;
        checkpoint: Checkpoint;
      };
      checkpoints.push(checkpoint);
      record = recordOf(game, players, config, options, checkpoints, machine);
      writeRecord(record);
      console.error(`  ${game}/${players}: ${checkpoint.games} games, heap ${MB(checkpoint.heapUsed)}, ${checkpoint.seconds.toFixed(0)} s`);
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0 || record === undefined) reject(new Error(`bench:memory: ${id} exited with ${code}`));
      else resolve(record);
    });
  });
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const options = parseArgs(argv);
  if (options.child !== undefined) return measureTitle(options, options.child);
  heapAfterGc(); // refuse early without --expose-gc
  const titles = options.games.length === 0 ? registry : options.games.map(titleNamed);
  const machine = machineInfo();
  console.error(
    `bench:memory: ${options.count} games of ${titles.map((g) => g.id).join(", ")}, heap after ${options.baseline} games and every ${options.every}; ` +
      `${machine.node}, ${machine.cpus} × ${machine.cpuModel}`,
  );
  const records: TitleRecord[] = [];
  for (const game of titles) records.push(await runChild(game.id, options, argv, machine));
  console.log(`\ntitle | players | games | heap after ${options.baseline} | heap at end | ratio | time`);
  for (const r of records) {
    const ratio = r.ratio === null ? "-" : `${r.ratio.toFixed(3)}${r.meetsGoal === false ? " !" : ""}`;
    console.log(`${r.game} | ${r.players} | ${r.gamesPlayed} | ${MB(r.baselineHeap)} | ${MB(r.endHeap)} | ${ratio} | ${r.seconds.toFixed(0)} s`);
  }
  console.log(`\nratio = heap at the end ÷ heap after ${options.baseline} games (goal ≤ ${RATIO_GOAL}, "!" marks a miss); heapUsed after two forced collections.`);
  console.log(`written ${fileURLToPath(MEMORY_URL)}`);
  if (records.some((r) => r.meetsGoal === false)) process.exitCode = 1;
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? `${e.name}: ${e.message}` : e);
  process.exit(1);
});
