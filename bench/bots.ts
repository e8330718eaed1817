/**
 * `npm run bench:bots`: how strong and how fast the bots of `@laguna/bots` are (issue 9, item 5).
 * A benchmark, not a timed test: nothing here fails on a number.
 *
 * For each game, two players: greedy vs random, MCTS vs greedy, MCTS vs random, seats rotated game
 * by game; win rates of the first-named bot with 95 % Wilson intervals (over finished games; a tie
 * counts as half a win), the share of games that reach the printed end within the step limit,
 * decisions per second of each bot and an estimate of MCTS iterations per second (the iteration
 * budget times the decisions it searched, over their time: a seat with one legal action does not
 * search). Walking in Burano solo: mean (with a 95 % interval), best and rating bands of each
 * bot. Writes `bench/bots.json` (per game and pairing: a run of some keeps the others' earlier
 * figures) and prints a summary; `npm run bench:bots:table` prints the file's tables in Markdown.
 * A filter is a game id, or a part of one that is not itself an id.
 *
 * Usage: `npm run bench:bots [-- [game-id-filter ...] [--games=n] [--iterations=n] [--max-steps=n]
 * [--jobs=n] [--pairings=p,…]]`, where a pairing is one of greedy-random, mcts-greedy, mcts-random,
 * solo-random, solo-greedy, solo-mcts, self-greedy, self-mcts and time-mcts.
 *
 * `--jobs` (default: one per CPU) plays the games in that many child processes, each game whole in
 * one of them, so the results do not depend on it; decision times are then measured with the other
 * jobs running beside. `--pairings` runs only the pairings named (`solo-…` are Walking in Burano
 * solo games; `self-…`, asked for by name only, seat the same bot everywhere at every player count
 * from 2 and count the games that end by the rules; `time-mcts`, by name only too, plays MCTS
 * against greedy one game at a time, after the other jobs, for decision times with nothing else
 * running); the others keep their earlier figures in `bench/bots.json`. Decision times are
 * reported over the decisions with a choice too: mean, and the times 95 % and 99 % stay within.
 *
 * Every bot plays with the game's own `evaluate` and its package defaults (MCTS: 1,000 iterations
 * and the game package's `searchBudget` where it has one: Murano's 12,000 rule steps).
 * The default number of games is small so that a run takes minutes, not hours; the figures in the
 * bots README say with how many games they were made.
 *
 * @module
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { type Bot, type Evaluation, type SearchBudget, botPolicy, greedyBot, mctsBot, randomBot } from "@laguna/bots";
import { type AnyGame, createMatch, legalActions, outcome, playout } from "@laguna/core";
import { evaluate as lightMastersEvaluate, game as lightMasters } from "@laguna/murano-light-masters";
import { evaluate as muranoEvaluate, game as murano, searchBudget as muranoBudget } from "@laguna/murano";
import { evaluate as buranoEvaluate, game as burano, soloRating } from "@laguna/walking-in-burano";
import { either } from "fp-ts";
import { machineInfo } from "./machine";

type Kind = "random" | "greedy" | "mcts";

/** A pairing of the benchmark: two bots in two-player games, or one bot in a solo game. */
type Pairing =
  | "greedy-random"
  | "mcts-greedy"
  | "mcts-random"
  | "solo-random"
  | "solo-greedy"
  | "solo-mcts"
  | "self-greedy"
  | "self-mcts"
  | "time-mcts";

/** Every pairing, in the order of the report. */
const PAIRINGS: readonly Pairing[] = [
  "greedy-random",
  "mcts-greedy",
  "mcts-random",
  "solo-random",
  "solo-greedy",
  "solo-mcts",
  "self-greedy",
  "self-mcts",
  "time-mcts",
];

/**
 * The pairings a run without `--pairings` plays (self-play at every player count is long, and a
 * timing run wants the machine to itself: ask for them).
 */
const DEFAULT_PAIRINGS: readonly Pairing[] = PAIRINGS.filter((p) => !isSelf(p) && !isTiming(p));

function isSolo(pairing: Pairing): boolean {
  return pairing.startsWith("solo-");
}

/** Self-play: the same bot in every seat, at every player count of two or more; does the game end? */
function isSelf(pairing: Pairing): boolean {
  return pairing.startsWith("self-");
}

/**
 * A timing run: MCTS against greedy in two-player games played one at a time, whatever `--jobs`
 * says, so that a decision's time is what it takes on this machine with nothing else running.
 */
function isTiming(pairing: Pairing): boolean {
  return pairing.startsWith("time-");
}

interface Options {
  readonly filters: string[];
  readonly games: number;
  readonly iterations: number;
  readonly maxSteps: number;
  readonly jobs: number;
  readonly pairings: readonly Pairing[];
  /** In a child process: which share of the games it plays (`k` of `n`). */
  readonly part: readonly [number, number] | undefined;
}

/** One job per core, as many as the machine has. */
export const defaultJobs = (): number => Math.max(1, os.availableParallelism?.() ?? os.cpus().length);

function parseArgs(argv: readonly string[]): Options {
  const filters: string[] = [];
  let games = 10;
  let iterations = 1000;
  let maxSteps = 5000;
  let jobs = defaultJobs();
  let pairings: Pairing[] = [...DEFAULT_PAIRINGS];
  let part: [number, number] | undefined;
  for (const arg of argv) {
    const [flag, value = ""] = arg.split("=", 2);
    const n = Number(value);
    if (flag === "--games" && Number.isInteger(n) && n > 0) games = n;
    else if (flag === "--iterations" && Number.isInteger(n) && n > 0) iterations = n;
    else if (flag === "--max-steps" && Number.isInteger(n) && n > 0) maxSteps = n;
    else if (flag === "--jobs" && Number.isInteger(n) && n > 0) jobs = n;
    else if (flag === "--pairings") {
      pairings = value.split(",") as Pairing[];
      const unknown = pairings.find((p) => !PAIRINGS.includes(p));
      if (unknown !== undefined) throw new Error(`bench:bots: unknown pairing ${unknown} (known: ${PAIRINGS.join(", ")})`);
    } else if (flag === "--part") {
      const [k, of] = value.split("/").map(Number);
      if (!Number.isInteger(k) || !Number.isInteger(of)) throw new Error(`bench:bots: --part=${value} is not k/n`);
      part = [k as number, of as number];
    } else if (arg.startsWith("--")) throw new Error(`bench:bots: unknown option ${arg}`);
    else filters.push(arg);
  }
  return { filters, games, iterations, maxSteps, jobs, pairings, part };
}

/** Time spent per bot kind: decisions, searched decisions (more than one legal action), ms. */
export interface Timing {
  decisions: number;
  searched: number;
  ms: number;
  maxMs: number;
  /** The time of each decision with more than one legal action, in ms (tenths). */
  times: number[];
  /**
   * The process's CPU time over the decisions, in ms, and the most a decision took: the load of a
   * shared machine inflates wall time, not CPU time (absent in timings recorded before 2026-11-29).
   */
  cpuMs?: number;
  maxCpuMs?: number;
}

/** Wraps a bot so that its decision times (wall clock and the process's CPU time) are recorded in `t`. */
export function timed(bot: Bot, t: Timing): Bot {
  const record = <R>(searched: boolean, run: () => R): R => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const result = run();
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    t.cpuMs = (t.cpuMs ?? 0) + cpuMs;
    t.maxCpuMs = Math.max(t.maxCpuMs ?? 0, cpuMs);
    t.decisions++;
    if (searched) t.searched++;
    t.ms += ms;
    t.maxMs = Math.max(t.maxMs, ms);
    if (searched) t.times.push(Math.round(ms * 10) / 10);
    return result;
  };
  return {
    name: bot.name,
    choose: (match, seat) => record(legalActions(match, seat).length > 1, () => bot.choose(match, seat)),
    chooseIndex: (match, seat) => record(legalActions(match, seat).length > 1, () => bot.chooseIndex(match, seat)),
  };
}

/** Each game's own evaluation. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const evaluations = new Map<AnyGame, Evaluation<any>>([
  [burano, buranoEvaluate],
  [lightMasters, lightMastersEvaluate],
  [murano, muranoEvaluate],
]);

/** The MCTS budgets the game packages recommend (their `searchBudget`), where they differ from the bot's. */
export const budgets = new Map<AnyGame, SearchBudget>([[murano, muranoBudget]]);

export const GAMES: readonly AnyGame[] = [burano, lightMasters, murano];

function makeBot(game: AnyGame, kind: Kind, seed: number, options: Options, timings: Map<string, Timing>): Bot {
  const evaluate = evaluations.get(game);
  if (evaluate === undefined) throw new Error(`bench:bots: no evaluation for ${game.id}`);
  const bot =
    kind === "random"
      ? randomBot({ seed })
      : kind === "greedy"
        ? greedyBot(evaluate, { seed })
        : mctsBot({ ...budgets.get(game), seed, iterations: options.iterations, evaluate });
  const t = timings.get(kind) ?? { decisions: 0, searched: 0, ms: 0, maxMs: 0, times: [] };
  timings.set(kind, t);
  return timed(bot, t);
}

/** The 95 % Wilson score interval of a proportion. */
export function wilson(successes: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = successes / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Plays one seeded game; the outcome, or undefined if the step limit cut it. */
export function playGame(game: AnyGame, players: number, seed: number, bots: readonly Bot[], maxSteps: number) {
  const created = createMatch(game, game.defaultConfig(players), seed);
  if (either.isLeft(created)) throw new Error(created.left.message);
  const played = playout(created.right, botPolicy(bots), maxSteps);
  if (either.isLeft(played)) throw new Error(played.left.message);
  return outcome(played.right);
}

/** One game of the benchmark: game `i` of a pairing (self-play: at `players` players). */
interface Task {
  readonly game: string;
  readonly pairing: Pairing;
  readonly i: number;
  readonly players?: number;
}

/** What a game gave: for a duel, the first-named bot's share of the win; for solo, the score. */
interface TaskResult {
  readonly task: Task;
  readonly finished: boolean;
  /** Duel: 1 for a win of the first-named bot, 1/k for a k-way shared win, else 0. Solo: the score. */
  readonly value: number;
  /** Decision times of each bot kind in this game. */
  readonly timings: Record<string, Timing>;
}

/**
 * Plays one game. Duels: the first-named bot sits in seat `i % 2` (seats rotate game by game),
 * bot seeds 1000 + i and 2000 + i, game seed 10,000 + i. Solo: Walking in Burano, game seed
 * 20,000 + i, bot seed 3000 + i. Self-play: game seed 30,000 + i, seat s's bot seed 4000 + 10 i + s.
 * Timing runs: MCTS against greedy as in a duel, game seed 40,000 + i, bot seeds 5000 + i and 6000 + i.
 */
function runTask(task: Task, options: Options): TaskResult {
  const game = GAMES.find((g) => g.id === task.game) as AnyGame;
  const timings = new Map<string, Timing>();
  const { i } = task;
  if (isSolo(task.pairing)) {
    const kind = task.pairing.slice("solo-".length) as Kind;
    const result = playGame(burano, 1, 20_000 + i, [makeBot(burano, kind, 3000 + i, options, timings)], options.maxSteps);
    return { task, finished: result !== undefined, value: result?.scores[0] ?? 0, timings: Object.fromEntries(timings) };
  }
  if (isSelf(task.pairing)) {
    const kind = task.pairing.slice("self-".length) as Kind;
    const players = task.players ?? 2;
    const bots = Array.from({ length: players }, (_, seat) => makeBot(game, kind, 4000 + 10 * i + seat, options, timings));
    const result = playGame(game, players, 30_000 + i, bots, options.maxSteps);
    return { task, finished: result !== undefined, value: 0, timings: Object.fromEntries(timings) };
  }
  const timing = isTiming(task.pairing);
  const [a, b] = timing ? (["mcts", "greedy"] as [Kind, Kind]) : (task.pairing.split("-") as [Kind, Kind]);
  const seatOfA = i % 2;
  const botA = makeBot(game, a, (timing ? 5000 : 1000) + i, options, timings);
  const botB = makeBot(game, b, (timing ? 6000 : 2000) + i, options, timings);
  const result = playGame(game, 2, (timing ? 40_000 : 10_000) + i, seatOfA === 0 ? [botA, botB] : [botB, botA], options.maxSteps);
  const value = result === undefined || !result.winners.includes(seatOfA) ? 0 : 1 / result.winners.length;
  return { task, finished: result !== undefined, value, timings: Object.fromEntries(timings) };
}

/** The benchmark's games in a fixed order: by game, pairing, then game number. */
function tasksOf(games: readonly AnyGame[], options: Options): Task[] {
  const tasks: Task[] = [];
  for (const game of games) {
    for (const pairing of options.pairings) {
      if (isSolo(pairing) && game !== burano) continue;
      if (isSelf(pairing)) {
        for (const players of game.playerCounts.filter((n) => n >= 2)) {
          for (let i = 0; i < options.games; i++) tasks.push({ game: game.id, pairing, i, players });
        }
        continue;
      }
      for (let i = 0; i < options.games; i++) tasks.push({ game: game.id, pairing, i });
    }
  }
  return tasks;
}

/** A line a child process writes for each game it played. */
const RESULT = "bench:bots result ";

/**
 * Plays the tasks in `jobs` child processes (each takes every `jobs`-th task); their results.
 * Progress lines count out of `total`, the games of the whole run (timing games follow).
 */
async function runInChildren(tasks: readonly Task[], total: number, options: Options, argv: readonly string[]): Promise<TaskResult[]> {
  const results: TaskResult[] = [];
  await runParts<TaskResult>(Math.min(options.jobs, tasks.length), argv, RESULT, (result) => {
    results.push(result);
    progress(result, results.length, total);
  });
  return results;
}

/**
 * Runs this script again in `jobs` child processes, with `argv` less `--jobs=` and plus
 * `--part=k/jobs`; every line a child prints that starts with `marker` is parsed as JSON and given
 * to `onResult`. Rejects if a child fails. (Also used by `bench/ladder.ts`.)
 *
 * @example
 * await runParts<MyResult>(2, process.argv.slice(2), "my result ", (r) => results.push(r));
 */
export async function runParts<R>(jobs: number, argv: readonly string[], marker: string, onResult: (result: R) => void): Promise<void> {
  const script = process.argv[1] as string;
  await Promise.all(
    Array.from({ length: jobs }, (_, k) =>
      new Promise<void>((resolve, reject) => {
        const child = spawn(process.execPath, [...process.execArgv, script, ...argv.filter((a) => !a.startsWith("--jobs=")), `--part=${k}/${jobs}`], {
          stdio: ["ignore", "pipe", "inherit"],
        });
        const lines = createInterface({ input: child.stdout });
        lines.on("line", (line) => {
          if (line.startsWith(marker)) onResult(JSON.parse(line.slice(marker.length)) as R);
        });
        child.on("error", reject);
        child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${script}: job ${k} exited with ${code}`))));
      }),
    ),
  );
}

function progress(result: TaskResult, done: number, total: number): void {
  const { game, pairing, i, players } = result.task;
  const what = !result.finished ? "unfinished" : isSelf(pairing) ? `${players} players, ended` : isSolo(pairing) ? `score ${result.value}` : `first-named bot ${result.value === 1 ? "won" : result.value > 0 ? "shared the win" : "lost"}`;
  console.error(`[${done}/${total}] ${game} ${pairing} game ${i}: ${what}`);
}

interface Duel {
  readonly game: string;
  readonly players: number;
  readonly bots: readonly [Kind, Kind];
  readonly games: number;
  readonly unfinished: number;
  readonly wins: number;
  readonly winRate: number;
  readonly ci95: readonly [number, number];
}

interface Solo {
  readonly bot: Kind;
  readonly games: number;
  readonly unfinished: number;
  readonly mean: number;
  /** The 95 % interval of the mean (normal approximation). */
  readonly ci95: readonly [number, number];
  readonly best: number;
  /** The share of finished games at 81 or more (the rulebook's "Awesome!" and better). */
  readonly awesomeOrBetter: number;
  readonly ratings: Record<string, number>;
}

function duelOf(game: string, pairing: Pairing, results: readonly TaskResult[], games: number): Duel {
  const [a, b] = pairing.split("-") as [Kind, Kind];
  const finished = results.filter((r) => r.finished);
  const wins = finished.reduce((sum, r) => sum + r.value, 0);
  return {
    game,
    players: 2,
    bots: [a, b],
    games,
    unfinished: games - finished.length,
    wins,
    winRate: finished.length === 0 ? 0 : wins / finished.length,
    ci95: wilson(wins, finished.length),
  };
}

function soloOf(pairing: Pairing, results: readonly TaskResult[], games: number): Solo {
  const scores = results.filter((r) => r.finished).map((r) => r.value);
  const ratings: Record<string, number> = {};
  for (const score of scores) {
    const rating = soloRating(score);
    ratings[rating] = (ratings[rating] ?? 0) + 1;
  }
  const n = scores.length;
  const mean = n === 0 ? 0 : scores.reduce((a, b) => a + b, 0) / n;
  const sd = n < 2 ? 0 : Math.sqrt(scores.reduce((a, s) => a + (s - mean) ** 2, 0) / (n - 1));
  const half = n === 0 ? 0 : (1.96 * sd) / Math.sqrt(n);
  return {
    bot: pairing.slice("solo-".length) as Kind,
    games,
    unfinished: games - n,
    mean,
    ci95: [mean - half, mean + half],
    best: Math.max(0, ...scores),
    awesomeOrBetter: n === 0 ? 0 : scores.filter((s) => s >= 81).length / n,
    ratings,
  };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const options = parseArgs(argv);
  const ids = GAMES.map((g) => g.id);
  const games = GAMES.filter((g) => options.filters.length === 0 || options.filters.some((f) => g.id === f || (!ids.includes(f) && g.id.includes(f))));
  const tasks = tasksOf(games, options);
  if (options.part !== undefined) {
    // A child process: play its share and report each game on a line.
    const [k, n] = options.part;
    tasks.filter((t) => !isTiming(t.pairing)).forEach((task, index) => {
      if (index % n === k) console.log(RESULT + JSON.stringify(runTask(task, options)));
    });
    return;
  }
  const machine = machineInfo();
  // Timing runs come last, one game at a time in this process, once the other jobs are done.
  const shared = tasks.filter((t) => !isTiming(t.pairing));
  const alone = tasks.filter((t) => isTiming(t.pairing));
  const results = options.jobs > 1 && shared.length > 0 ? await runInChildren(shared, tasks.length, options, argv) : [];
  for (const task of options.jobs > 1 ? alone : tasks) {
    const result = runTask(task, options);
    results.push(result);
    progress(result, results.length, tasks.length);
  }
  const file = fileURLToPath(new URL("./bots.json", import.meta.url));
  // Games and pairings not run this time keep their earlier figures (a run can be split).
  const runs: Record<string, GameRun> = existsSync(file) ? ((JSON.parse(readFileSync(file, "utf8")) as { runs?: Record<string, GameRun> }).runs ?? {}) : {};
  for (const game of games) {
    const mine = results.filter((r) => r.task.game === game.id);
    const earlier = runs[game.id];
    const entries: PairingRun[] = (earlier?.pairings ?? []).filter((p) => !options.pairings.includes(p.pairing));
    for (const pairing of options.pairings) {
      if (isSolo(pairing) && game !== burano) continue;
      const of = mine.filter((r) => r.task.pairing === pairing);
      const entry: PairingRun = {
        pairing,
        machine,
        options: { games: options.games, iterations: options.iterations, maxSteps: options.maxSteps, jobs: isTiming(pairing) ? 1 : options.jobs },
        ...(isSolo(pairing)
          ? { solo: soloOf(pairing, of, options.games) }
          : isSelf(pairing)
            ? { ending: endingOf(of) }
            : isTiming(pairing)
              ? {}
              : { duel: duelOf(game.id, pairing, of, options.games) }),
        speed: speedOf(of, options),
      };
      entries.push(entry);
      report(game.id, entry);
    }
    entries.sort((x, y) => PAIRINGS.indexOf(x.pairing) - PAIRINGS.indexOf(y.pairing));
    runs[game.id] = { pairings: entries };
  }
  writeFileSync(file, `${JSON.stringify({ runs: Object.fromEntries(Object.entries(runs).sort()) }, null, 2)}\n`);
  console.log(`\nwrote ${file}`);
}

/** The figures of one pairing of one game, and how they were taken. */
interface PairingRun {
  readonly pairing: Pairing;
  readonly machine: ReturnType<typeof machineInfo>;
  readonly options: { readonly games: number; readonly iterations: number; readonly maxSteps: number; readonly jobs: number };
  readonly duel?: Duel;
  readonly solo?: Solo;
  readonly ending?: readonly Ending[];
  readonly speed: readonly Speed[];
}

interface GameRun {
  readonly pairings: readonly PairingRun[];
}

interface Speed {
  readonly bot: string;
  readonly decisions: number;
  readonly decisionsPerSecond: number;
  readonly meanMs: number;
  readonly maxMs: number;
  /** The game (its number `i` in the pairing; self-play: and its player count) of the slowest decision. */
  readonly slowest: { readonly i: number; readonly players?: number } | undefined;
  /** Decisions with more than one legal action (the others are not searched). */
  readonly searched: number;
  /** Of those, the mean time and the times that 95 % and 99 % of them do not exceed, in ms. */
  readonly searchedMeanMs?: number;
  readonly p95Ms?: number;
  readonly p99Ms?: number;
  readonly iterationsPerSecond?: number;
}

/** Decision times of each bot over a pairing's games. */
function speedOf(results: readonly TaskResult[], options: Options): Speed[] {
  const sums = new Map<string, Timing>();
  const slowest = new Map<string, Task>();
  for (const r of results) {
    for (const [bot, t] of Object.entries(r.timings)) {
      const s = sums.get(bot) ?? { decisions: 0, searched: 0, ms: 0, maxMs: 0, times: [] };
      s.times.push(...t.times);
      s.decisions += t.decisions;
      s.searched += t.searched;
      s.ms += t.ms;
      if (t.maxMs > s.maxMs || !slowest.has(bot)) slowest.set(bot, r.task);
      s.maxMs = Math.max(s.maxMs, t.maxMs);
      sums.set(bot, s);
    }
  }
  return [...sums].map(([bot, t]) => {
    const seconds = t.ms / 1000;
    const times = [...t.times].sort((x, y) => x - y);
    const quantile = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0;
    return {
      bot,
      decisions: t.decisions,
      searched: t.searched,
      decisionsPerSecond: seconds > 0 ? t.decisions / seconds : 0,
      meanMs: t.decisions > 0 ? t.ms / t.decisions : 0,
      maxMs: t.maxMs,
      ...(times.length === 0
        ? {}
        : { searchedMeanMs: times.reduce((x, y) => x + y, 0) / times.length, p95Ms: quantile(0.95), p99Ms: quantile(0.99) }),
      slowest: ((task) => (task === undefined ? undefined : { i: task.i, ...(task.players === undefined ? {} : { players: task.players }) }))(slowest.get(bot)),
      ...(bot === "mcts" ? { iterationsPerSecond: seconds > 0 ? (t.searched * options.iterations) / seconds : 0 } : {}),
    };
  });
}

/** Self-play at one player count: how many games ended by the rules within the step limit. */
interface Ending {
  readonly players: number;
  readonly games: number;
  readonly unfinished: number;
  /** The share of games that ended, with its 95 % Wilson interval. */
  readonly ended: number;
  readonly ci95: readonly [number, number];
}

function endingOf(results: readonly TaskResult[]): Ending[] {
  const counts = [...new Set(results.map((r) => r.task.players ?? 2))].sort((a, b) => a - b);
  return counts.map((players) => {
    const of = results.filter((r) => (r.task.players ?? 2) === players);
    const ended = of.filter((r) => r.finished).length;
    return { players, games: of.length, unfinished: of.length - ended, ended: of.length === 0 ? 0 : ended / of.length, ci95: wilson(ended, of.length) };
  });
}

function report(game: string, entry: PairingRun): void {
  const pct = (x: number) => `${(100 * x).toFixed(0)}`;
  for (const e of entry.ending ?? []) {
    console.log(`${game} ${e.players}p ${entry.pairing}: ${e.games - e.unfinished}/${e.games} ended = ${pct(e.ended)} % [${pct(e.ci95[0])}, ${pct(e.ci95[1])}]`);
  }
  if (entry.duel !== undefined) {
    const d = entry.duel;
    console.log(
      `${game} 2p  ${d.bots[0]} vs ${d.bots[1]}: ${d.wins}/${d.games - d.unfinished} = ${pct(d.winRate)} % [${pct(d.ci95[0])}, ${pct(d.ci95[1])}], unfinished ${d.unfinished}`,
    );
  }
  if (entry.solo !== undefined) {
    const s = entry.solo;
    console.log(
      `${game} solo ${s.bot}: mean ${s.mean.toFixed(1)} [${s.ci95[0].toFixed(1)}, ${s.ci95[1].toFixed(1)}], best ${s.best}, ${pct(s.awesomeOrBetter)} % at 81+, ${JSON.stringify(s.ratings)}`,
    );
  }
  for (const s of entry.speed) {
    console.log(
      `  ${s.bot}: ${s.decisionsPerSecond.toFixed(1)} decisions/s (mean ${s.meanMs.toFixed(1)} ms, max ${s.maxMs.toFixed(0)} ms` +
        (s.p99Ms === undefined ? ")" : `; with a choice: mean ${(s.searchedMeanMs ?? 0).toFixed(1)} ms, 95 % ≤ ${s.p95Ms ?? 0} ms, 99 % ≤ ${s.p99Ms} ms)`) +
        (s.iterationsPerSecond === undefined ? "" : `, ~${Math.round(s.iterationsPerSecond)} MCTS iterations/s`),
    );
  }
}

// Run only as a script: `bench/ladder.ts` imports its pieces.
if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
