/**
 * `npm run bench:workers`: what worker threads buy a user of `laguna simulate --workers` and
 * `laguna analyze --workers` (issue 30, point 4). A measurement, not a timed test.
 *
 * Each run is the built command as a user runs it, cold: a fresh `node packages/cli/bin/laguna.js`
 * process per run (Node's start, the CLI's imports, the worker threads' start and the games), by
 * default `simulate murano --games 200 --players 4` and `analyze murano --games 100 --players 4`
 * (random players), each with `--workers 1` and `--workers 2`. The contenders are run in
 * alternation (1, 2, 1, 2, ...) for `--rounds` rounds after one warm-up round (the disk cache), so
 * that the machine's drift hits both alike. For each run the benchmark keeps the wall-clock time
 * (from spawn to exit, as a user waits) and the CPU time of the whole process, every thread
 * included (user and system time, read by a preloaded module at the child's exit), and on Linux
 * the main thread's own CPU time (`/proc/thread-self/stat`, in 10 ms ticks). The speed-up is the
 * median wall time with one worker over that with two: the goal is at least 1.7 on two free
 * cores. The CPU ratio (two workers' over one's) is what the second thread costs in all.
 *
 * Since a shared machine's wall times say little, each line also gives a bound that does not
 * depend on the load as much: on two free cores a run cannot take less wall time than its main
 * thread's CPU time, nor than half its whole CPU time (V8 compiles hot code and collects garbage
 * on background threads, which need a core too). `freeCoresBoundMs` is the larger of the two, and
 * `speedupCeiling` the ratio of the medians of those bounds: the most two workers can gain on two
 * free cores if everything else overlapped perfectly.
 *
 * Worker threads only pay off when both cores are free: on a machine shared with other work, the
 * second thread waits for a core, and the wall-clock figures say more about the load than about
 * the command. The load averages before and after each line are kept (`os.loadavg()`), and each
 * line says whether it was measured with two free cores (load below 0.5 at its start).
 *
 * Results go to `bench/workers.json`: one line per command and run size with its rounds, medians
 * and the machine; a run replaces its own lines and keeps the others', and rewrites the file after
 * each line.
 *
 * Usage: `npm run bench:workers [-- [--games=200,800] [--analyze-games=100] [--rounds=5]
 * [--no-analyze]]`. `--games` takes several run sizes (comma-separated) to find from what size
 * workers pay off; `--analyze-games=0` or `--no-analyze` leaves out analyze.
 *
 * @module
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { type MachineInfo, machineInfo } from "./machine";

/** Where the results are written. */
const RESULTS_URL = new URL("./workers.json", import.meta.url);
/** The built command. */
const BIN = fileURLToPath(new URL("../packages/cli/bin/laguna.js", import.meta.url));
/** The goal: two workers at least this many times faster than one, on two free cores. */
const SPEEDUP_GOAL = 1.7;
/** Below this 1-minute load average, both cores of a two-core machine count as free. */
const FREE_LOAD = 0.5;
/**
 * Preloaded into each child (`--import`): at exit, writes the process's CPU time (every thread's,
 * those of finished worker threads included) to the file named by `LAGUNA_BENCH_CPU`.
 */
const CPU_PRELOAD =
  "data:text/javascript," +
  encodeURIComponent(
    'import { readFileSync, writeFileSync } from "node:fs"; process.on("exit", () => { const u = process.cpuUsage(); let main = null; ' +
      'try { const f = readFileSync("/proc/thread-self/stat", "utf8").split(") ")[1].split(" "); main = (Number(f[11]) + Number(f[12])) * 10; } catch {} ' +
      "writeFileSync(process.env.LAGUNA_BENCH_CPU, JSON.stringify({ cpu: (u.user + u.system) / 1000, main })); });",
  );

interface Options {
  readonly games: readonly number[];
  readonly analyzeGames: number;
  readonly rounds: number;
}

/** One cold run of the command. */
interface Timing {
  readonly wallMs: number;
  readonly cpuMs: number;
  /** The main thread's CPU time (Linux only; else absent). */
  readonly mainThreadCpuMs?: number;
}

/** The least wall time a run can take on two free cores: its main thread's CPU time, or half its whole CPU time. */
const freeCoresBound = (t: Timing): number => Math.max(t.mainThreadCpuMs ?? 0, t.cpuMs / 2);

/** The medians of one contender's runs. */
interface Medians {
  readonly wallMedianMs: number;
  readonly cpuMedianMs: number;
  readonly mainThreadCpuMedianMs: number | undefined;
  /** The median of the runs' least wall time on two free cores ({@link freeCoresBound}). */
  readonly freeCoresBoundMedianMs: number;
}

/** One line: a command at one run size, with one and with two workers. */
interface Line {
  readonly command: string;
  readonly games: number;
  readonly rounds: readonly { readonly workers1: Timing; readonly workers2: Timing }[];
  readonly workers1: Medians;
  readonly workers2: Medians;
  /** Median wall time with one worker ÷ with two: the speed-up a user sees. */
  readonly speedup: number;
  /** Median CPU time with two workers ÷ with one: what the second thread costs in all. */
  readonly cpuRatio: number;
  /** The medians of the free-core bounds, one worker's over two's: the most two workers can gain on two free cores. */
  readonly speedupCeiling: number;
  /** The 1, 5 and 15 minute load averages before and after the line. */
  readonly loadBefore: readonly number[];
  readonly loadAfter: readonly number[];
  /** Whether the line was measured with two free cores (1-minute load below 0.5 at its start, 2 CPUs or more). */
  readonly freeCores: boolean;
  readonly goal: string;
  readonly machine: MachineInfo;
}

function parseArgs(argv: readonly string[]): Options {
  const value = (name: string): string | undefined => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const whole = (text: string | undefined, fallback: number, name: string, min = 1): number => {
    if (text === undefined) return fallback;
    const n = Number(text);
    if (!Number.isSafeInteger(n) || n < min) throw new Error(`--${name} takes a whole number of at least ${min}, not ${text}`);
    return n;
  };
  const games = (value("games") ?? "200").split(",").map((g) => whole(g, 200, "games"));
  const analyzeGames = argv.includes("--no-analyze") ? 0 : whole(value("analyze-games"), 100, "analyze-games", 0);
  return { games, analyzeGames, rounds: whole(value("rounds"), 5, "rounds") };
}

/** Runs the command once, cold; rejects if it fails. */
function runCold(args: readonly string[]): Promise<Timing> {
  const dir = mkdtempSync(join(os.tmpdir(), "laguna-bench-workers-"));
  const cpuFile = join(dir, "cpu.json");
  const start = performance.now();
  return new Promise<Timing>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", CPU_PRELOAD, BIN, ...args.map((a) => a.replace("$OUT", join(dir, "out")))], {
      env: { ...process.env, LAGUNA_BENCH_CPU: cpuFile, NO_COLOR: "1" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      const wallMs = performance.now() - start;
      try {
        if (code !== 0) throw new Error(`laguna ${args.join(" ")} exited with ${code}: ${stderr}`);
        const cpu = JSON.parse(readFileSync(cpuFile, "utf8")) as { cpu: number; main: number | null };
        resolve({ wallMs, cpuMs: cpu.cpu, ...(cpu.main === null ? {} : { mainThreadCpuMs: cpu.main }) });
      } catch (e) {
        reject(e instanceof Error ? e : new Error(String(e)));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

/**
 * Runs the command once, cold, trying again (up to three times, 5 s apart) if it fails: on a
 * machine where other work rebuilds the packages, a dist/ can be missing for a moment.
 */
async function runColdRetried(args: readonly string[]): Promise<Timing> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runCold(args);
    } catch (e) {
      if (attempt >= 3) throw e;
      process.stderr.write(`  a run failed, trying again in 5 s: ${(e instanceof Error ? e.message : String(e)).split("\n")[0]}\n`);
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
  }
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const round1 = (x: number): number => Math.round(x * 10) / 10;
const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/** Measures one command at one run size: `--rounds` rounds of 1 and 2 workers in alternation, after a warm-up round. */
async function measure(command: string, args: readonly string[], games: number, rounds: number): Promise<Line> {
  const loadBefore = os.loadavg().map(round1);
  const withWorkers = (w: number): string[] => [...args, "--workers", String(w)];
  await runColdRetried(withWorkers(1));
  await runColdRetried(withWorkers(2));
  const timed: { workers1: Timing; workers2: Timing }[] = [];
  for (let r = 0; r < rounds; r++) {
    const workers1 = await runColdRetried(withWorkers(1));
    const workers2 = await runColdRetried(withWorkers(2));
    timed.push({ workers1, workers2 });
    const s = (t: Timing): string => `${(t.wallMs / 1000).toFixed(2)} s (CPU ${(t.cpuMs / 1000).toFixed(2)} s, main thread ${((t.mainThreadCpuMs ?? NaN) / 1000).toFixed(2)} s)`;
    process.stderr.write(`  ${command} ${games} games, round ${r + 1}: 1 worker ${s(workers1)}, 2 workers ${s(workers2)}\n`);
  }
  const summary = (pick: (t: { workers1: Timing; workers2: Timing }) => Timing): Medians => {
    const runs = timed.map(pick);
    const main = runs.map((t) => t.mainThreadCpuMs).filter((x): x is number => x !== undefined);
    return {
      wallMedianMs: round1(median(runs.map((t) => t.wallMs))),
      cpuMedianMs: round1(median(runs.map((t) => t.cpuMs))),
      mainThreadCpuMedianMs: main.length === runs.length ? round1(median(main)) : undefined,
      freeCoresBoundMedianMs: round1(median(runs.map(freeCoresBound))),
    };
  };
  const workers1 = summary((t) => t.workers1);
  const workers2 = summary((t) => t.workers2);
  const round = (t: Timing): Timing => ({ wallMs: round1(t.wallMs), cpuMs: round1(t.cpuMs), ...(t.mainThreadCpuMs === undefined ? {} : { mainThreadCpuMs: t.mainThreadCpuMs }) });
  return {
    command,
    games,
    rounds: timed.map((t) => ({ workers1: round(t.workers1), workers2: round(t.workers2) })),
    workers1,
    workers2,
    speedup: round3(workers1.wallMedianMs / workers2.wallMedianMs),
    cpuRatio: round3(workers2.cpuMedianMs / workers1.cpuMedianMs),
    speedupCeiling: round3(workers1.freeCoresBoundMedianMs / workers2.freeCoresBoundMedianMs),
    loadBefore,
    loadAfter: os.loadavg().map(round1),
    freeCores: os.cpus().length >= 2 && (loadBefore[0] ?? Infinity) < FREE_LOAD,
    goal: `speed-up >= ${SPEEDUP_GOAL} on two free cores`,
    machine: machineInfo(),
  };
}

/** Writes the line into the results file, replacing an earlier line of the same command and size. */
function save(line: Line): void {
  const path = fileURLToPath(RESULTS_URL);
  const old = existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as { lines?: Line[] }).lines ?? [] : [];
  const lines = [...old.filter((l) => l.command !== line.command || l.games !== line.games), line].sort((a, b) => a.command.localeCompare(b.command) || a.games - b.games);
  writeFileSync(path, `${JSON.stringify({ lines }, null, 2)}\n`);
}

async function main(): Promise<void> {
  if (!existsSync(fileURLToPath(new URL("../packages/cli/dist/worker.js", import.meta.url)))) {
    throw new Error("The CLI is not built: run `npm run bench:workers`, which builds first.");
  }
  const options = parseArgs(process.argv.slice(2));
  const jobs: { command: string; args: string[]; games: number }[] = [
    ...options.games.map((games) => ({ command: "simulate murano --players 4", args: ["simulate", "murano", "--players", "4", "--games", String(games), "--json"], games })),
    ...(options.analyzeGames === 0
      ? []
      : [
          {
            command: "analyze murano --players 4",
            args: ["analyze", "murano", "--players", "4", "--games", String(options.analyzeGames), "--out", "$OUT"],
            games: options.analyzeGames,
          },
        ]),
  ];
  for (const job of jobs) {
    process.stderr.write(`${job.command}, ${job.games} games (load ${os.loadavg().map(round1).join(", ")}):\n`);
    const line = await measure(job.command, job.args, job.games, options.rounds);
    save(line);
    const where = line.freeCores ? "two free cores" : `a loaded machine (load ${line.loadBefore.join(", ")} before, ${line.loadAfter.join(", ")} after): not the goal's conditions`;
    process.stdout.write(
      `${job.command}, ${job.games} games: 1 worker ${(line.workers1.wallMedianMs / 1000).toFixed(2)} s, 2 workers ${(line.workers2.wallMedianMs / 1000).toFixed(2)} s: ` +
        `speed-up ${line.speedup.toFixed(2)} (goal ${SPEEDUP_GOAL}), CPU x${line.cpuRatio.toFixed(2)}, at most ${line.speedupCeiling.toFixed(2)} on two free cores; on ${where}\n`,
    );
  }
}

await main();
