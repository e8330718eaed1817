/**
 * `npm run bench:bots:ladder`: the rating ladder of issue 29. For each title, a round robin of
 * two-player games between random, `reference` (the frozen greedy bot of `bench/reference`),
 * greedy, and MCTS and the lookahead bot at two budgets each; a Bradley–Terry fit of every bot's
 * strength from the games, with 95 % Wald intervals (below). A benchmark: nothing here fails on a
 * number.
 *
 * Every pair of bots plays the same deals (game seeds 60,000 + i, common random numbers), the
 * first-named bot in seat `i % 2` (seats rotate game by game), bot seeds 61,000 + i and 62,000 + i.
 * A tie counts as half a win to each; a game cut by the step limit counts for neither and is
 * reported. Ratings are on the Elo scale (400 · log10 of the strength ratio) with `reference` at 0:
 * a bot rated +100 is expected to win about 64 % of its games against `reference`.
 *
 * The fit: the MM algorithm for Bradley–Terry (Hunter 2004, "MM algorithms for generalized
 * Bradley–Terry models"), with one virtual tie added to every pair that played (half a win each
 * way) so that a bot that never won (or never lost) keeps a finite rating. Intervals: 95 % Wald
 * intervals from the fit's information matrix, `reference` held at 0. (A bootstrap over games was
 * tried first: with a few games per pair, where a pair often won all its games, every resample is
 * the same and the interval collapses to a point, which is the opposite of the truth.) With few
 * games per pair the intervals are wide, and they say so.
 *
 * Walking in Burano solo stays the absolute measure: the ladder's output repeats the solo figures
 * of `bench/bots.json` (`npm run bench:bots -- burano --pairings=solo-greedy,solo-mcts` to renew them).
 *
 * Usage: `npm run bench:bots:ladder [-- [title-filter ...] [--games=n] [--budgets=1,4] [--bots=b,…]
 * [--jobs=n] [--max-steps=n] [--out=file.json] [--log=folder] [--fresh]]`
 * - `--games`: games per pair of bots and title (default 2);
 * - `--budgets`: the MCTS budgets as multiples of the default (1,000 iterations and a work budget
 *   of 20,000 rule steps, or the title's `searchBudget`: Murano's 12,000), default `1,4`; each adds
 *   a bot `mcts×m`, and multiply the title's `lookaheadBudget` for a bot `lookahead×m`;
 * - `--bots`: which of random, reference, greedy, mcts, lookahead to seat (default all);
 * - `--jobs`: child processes (default one per CPU), each game whole in one of them, so the results
 *   do not depend on it;
 * - `--out`: where to write the JSON (default `bench/ladder.json`);
 * - `--log`: the folder of the games' logs (default `bench/ladder-games`), one `<title>.jsonl` per
 *   title; every game is appended as it ends, and a run plays only the games its log does not hold
 *   for the same bots on the same committed sources (`bench/ladder-games.ts`). So a stopped run
 *   resumes with the same command, a bot can be added to a title without replaying the other pairs,
 *   and `--games` can be raised later;
 * - `--fresh`: play every game again (the new games are logged too, and a later run counts the
 *   last line logged for a game).
 *
 * It writes the JSON and prints the Markdown tables of the bots README's *Ladder* section. A run of
 * some titles keeps the other titles' earlier ladders in the file, each with its own options, load
 * and date (so a run can be split by title, with a different `--games` for each).
 *
 * @module
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Bot, greedyBot, lookaheadBot, mctsBot, randomBot } from "@laguna/bots";
import type { AnyGame } from "@laguna/core";
import { GAMES, type Timing, budgets, defaultJobs, evaluations, playGame, runParts, timed, wilson } from "./bots";
import { machineInfo } from "./machine";
import { type LoggedGame, type Setting, type Task, type TaskResult, appendLog, readLog, sourceStamp, split } from "./ladder-games";
import { referenceBot } from "./reference";
import { lookaheadStepsOf } from "./strength-common";

/** The bot kinds of the ladder; MCTS and the lookahead bot come once per budget. */
const KINDS = ["random", "reference", "greedy", "mcts", "lookahead"] as const;
type Kind = (typeof KINDS)[number];

/** MCTS's defaults, which a budget multiplies (the bot's own defaults, see `SearchBudget`). */
const MCTS_ITERATIONS = 1000;
const MCTS_MAX_APPLIES = 20_000;

interface Options {
  readonly filters: string[];
  readonly games: number;
  readonly budgets: readonly number[];
  readonly kinds: readonly Kind[];
  readonly jobs: number;
  readonly maxSteps: number;
  readonly out: string;
  /** The folder of the games' logs, one `<title>.jsonl` each (`bench/ladder-games.ts`). */
  readonly log: string;
  /** Play every game again, whatever the log holds (the new games are logged all the same). */
  readonly fresh: boolean;
  readonly part: readonly [number, number] | undefined;
  /** A child's tasks: the JSON file of the run's pending tasks, which it shares with the others. */
  readonly tasksFile: string | undefined;
}

function parseArgs(argv: readonly string[]): Options {
  const filters: string[] = [];
  let games = 2;
  let budgetList = [1, 4];
  let kinds: Kind[] = [...KINDS];
  let jobs = defaultJobs();
  let maxSteps = 5000;
  let out = fileURLToPath(new URL("./ladder.json", import.meta.url));
  let log = fileURLToPath(new URL("./ladder-games", import.meta.url));
  let fresh = false;
  let part: [number, number] | undefined;
  let tasksFile: string | undefined;
  for (const arg of argv) {
    const [flag, value = ""] = arg.split("=", 2);
    const n = Number(value);
    if (flag === "--games" && Number.isInteger(n) && n > 0) games = n;
    else if (flag === "--jobs" && Number.isInteger(n) && n > 0) jobs = n;
    else if (flag === "--max-steps" && Number.isInteger(n) && n > 0) maxSteps = n;
    else if (flag === "--out" && value !== "") out = path.resolve(value);
    else if (flag === "--log" && value !== "") log = path.resolve(value);
    else if (arg === "--fresh") fresh = true;
    else if (flag === "--tasks" && value !== "") tasksFile = value;
    else if (flag === "--budgets") {
      budgetList = value.split(",").map(Number);
      if (budgetList.some((b) => !(b > 0))) throw new Error(`bench:bots:ladder: --budgets=${value} is not a list of positive multiples`);
    } else if (flag === "--bots") {
      kinds = value.split(",") as Kind[];
      const unknown = kinds.find((k) => !KINDS.includes(k));
      if (unknown !== undefined) throw new Error(`bench:bots:ladder: unknown bot ${unknown} (known: ${KINDS.join(", ")})`);
    } else if (flag === "--part") {
      const [k, of] = value.split("/").map(Number);
      if (!Number.isInteger(k) || !Number.isInteger(of)) throw new Error(`bench:bots:ladder: --part=${value} is not k/n`);
      part = [k as number, of as number];
    } else if (arg.startsWith("--")) throw new Error(`bench:bots:ladder: unknown option ${arg}`);
    else filters.push(arg);
  }
  return { filters, games, budgets: budgetList, kinds, jobs, maxSteps, out, log, fresh, part, tasksFile };
}

/** The ladder's players: `random`, `reference`, `greedy`, and `mcts×m` and `lookahead×m` for each budget `m`. */
function playersOf(options: Options): string[] {
  return options.kinds.flatMap((k) => (k === "mcts" || k === "lookahead" ? options.budgets.map((m) => `${k}×${m}`) : [k]));
}

/** A searching bot's budget in the title: rule steps, and for MCTS iterations. */
function budgetOf(game: AnyGame, name: string): { maxApplies: number; iterations?: number } | undefined {
  if (name.startsWith("lookahead×")) {
    // The title's recommended budget (its package's `lookaheadBudget`), which the multiple scales.
    return { maxApplies: Math.round(lookaheadStepsOf(game) * Number(name.slice("lookahead×".length))) };
  }
  if (!name.startsWith("mcts×")) return undefined;
  const m = Number(name.slice("mcts×".length));
  return { iterations: Math.round(MCTS_ITERATIONS * m), maxApplies: Math.round((budgets.get(game)?.maxApplies ?? MCTS_MAX_APPLIES) * m) };
}

/**
 * What the player `name` is in `game`, for the log of games: its kind and budget, so that a game
 * logged with another budget (a title's `lookaheadBudget` changed) is not taken for this bot's.
 *
 * @example
 * describePlayer(murano, "lookahead×4"); // "lookahead maxApplies=96000"
 */
export function describePlayer(game: AnyGame, name: string): string {
  const budget = budgetOf(game, name);
  if (budget === undefined) return name;
  const kind = name.slice(0, name.indexOf("×"));
  return budget.iterations === undefined ? `${kind} maxApplies=${budget.maxApplies}` : `${kind} iterations=${budget.iterations} maxApplies=${budget.maxApplies}`;
}

/** Seats the player `name` in `game`, seeded. */
function makePlayer(game: AnyGame, name: string, seed: number): Bot {
  const evaluate = evaluations.get(game);
  if (evaluate === undefined) throw new Error(`bench:bots:ladder: no evaluation for ${game.id}`);
  if (name === "random") return randomBot({ seed });
  if (name === "reference") return referenceBot(game.id, { seed });
  if (name === "greedy") return greedyBot(evaluate, { seed });
  const budget = budgetOf(game, name);
  if (budget === undefined) throw new Error(`bench:bots:ladder: unknown player ${name}`);
  if (name.startsWith("lookahead×")) return lookaheadBot(evaluate, { seed, maxApplies: budget.maxApplies });
  return mctsBot({ ...budgets.get(game), seed, evaluate, ...budget });
}

function runTask(task: Task, options: Options): TaskResult {
  const game = GAMES.find((g) => g.id === task.game) as AnyGame;
  const { i } = task;
  const ta: Timing = { decisions: 0, searched: 0, ms: 0, maxMs: 0, times: [] };
  const tb: Timing = { decisions: 0, searched: 0, ms: 0, maxMs: 0, times: [] };
  const botA = timed(makePlayer(game, task.a, 61_000 + i), ta);
  const botB = timed(makePlayer(game, task.b, 62_000 + i), tb);
  const seatOfA = i % 2;
  const result = playGame(game, 2, 60_000 + i, seatOfA === 0 ? [botA, botB] : [botB, botA], options.maxSteps);
  const value = result === undefined || !result.winners.includes(seatOfA) ? 0 : 1 / result.winners.length;
  // Only the totals travel back: the per-decision times are not needed here.
  const light = (t: Timing): Timing => ({ ...t, times: [] });
  return { task, finished: result !== undefined, value, timings: { [task.a]: light(ta), [task.b]: light(tb) } };
}

/**
 * Every game of the run, in a fixed order: title, game number, pair. Game 0 of every pair comes
 * before game 1 of any, so a run stopped part-way (it resumes from the log) leaves every pair
 * with about as many games.
 */
function tasksOf(games: readonly AnyGame[], options: Options): Task[] {
  const players = playersOf(options);
  const tasks: Task[] = [];
  for (const game of games) {
    for (let i = 0; i < options.games; i++) {
      for (let x = 0; x < players.length; x++) {
        for (let y = x + 1; y < players.length; y++) tasks.push({ game: game.id, a: players[x] as string, b: players[y] as string, i });
      }
    }
  }
  return tasks;
}

/** One finished game for the fit: the players' indices, and `a`'s share of the win (1, ½, 0). */
export interface Outcome {
  readonly a: number;
  readonly b: number;
  readonly value: number;
}

/** A Bradley–Terry fit: Elo-scale ratings with the anchor at 0, and their 95 % intervals. */
export interface Fit {
  readonly ratings: readonly number[];
  readonly ci95: readonly (readonly [number, number])[];
}

/** Elo points per natural-log unit of strength. */
const ELO = 400 / Math.LN10;

/**
 * Bradley–Terry strengths by Hunter's MM iteration, one virtual tie added to every pair that met
 * (so that a bot that never won, or never lost, keeps a finite rating); Elo-scale ratings with
 * `anchor` at 0, and 95 % Wald intervals from the inverse of the fit's information matrix (virtual
 * ties included), the anchor held fixed. With few games the intervals are wide, as they should be;
 * if a bot met no other, the matrix is singular and every interval is unbounded.
 *
 * @example
 * fitBradleyTerry(2, [{ a: 0, b: 1, value: 1 }], 0).ratings; // [0, -191]: one win, one virtual tie
 */
export function fitBradleyTerry(players: number, outcomes: readonly Outcome[], anchor: number): Fit {
  const wins = new Float64Array(players);
  const n = Array.from({ length: players }, () => new Float64Array(players));
  const add = (x: number, y: number, games: number) => ((n[x] as Float64Array)[y] = ((n[x] as Float64Array)[y] as number) + games);
  for (const o of outcomes) {
    wins[o.a] = (wins[o.a] as number) + o.value;
    wins[o.b] = (wins[o.b] as number) + 1 - o.value;
    add(o.a, o.b, 1);
    add(o.b, o.a, 1);
  }
  for (let x = 0; x < players; x++) {
    for (let y = 0; y < players; y++) {
      if (x === y || (n[x] as Float64Array)[y] === 0) continue;
      add(x, y, 1);
      wins[x] = (wins[x] as number) + 0.5;
    }
  }
  let p = new Float64Array(players).fill(1);
  for (let iteration = 0; iteration < 100_000; iteration++) {
    const next = new Float64Array(players);
    for (let x = 0; x < players; x++) {
      let denominator = 0;
      for (let y = 0; y < players; y++) {
        const games = (n[x] as Float64Array)[y] as number;
        if (games > 0) denominator += games / ((p[x] as number) + (p[y] as number));
      }
      next[x] = denominator === 0 ? (p[x] as number) : (wins[x] as number) / denominator;
    }
    // The fit is defined up to a factor: scale the anchor to 1.
    const scale = next[anchor] as number;
    let change = 0;
    for (let x = 0; x < players; x++) {
      const v = (next[x] as number) / scale;
      change = Math.max(change, Math.abs(Math.log(v / (p[x] as number))));
      next[x] = v;
    }
    p = next;
    if (change < 1e-12) break;
  }
  // Information matrix of the log-strengths, without the anchor's row and column.
  const free = Array.from({ length: players }, (_, x) => x).filter((x) => x !== anchor);
  const info = free.map((x) =>
    free.map((y) => {
      if (x !== y) {
        const q = (p[x] as number) / ((p[x] as number) + (p[y] as number));
        return -((n[x] as Float64Array)[y] as number) * q * (1 - q);
      }
      let d = 0;
      for (let z = 0; z < players; z++) {
        if (z === x) continue;
        const q = (p[x] as number) / ((p[x] as number) + (p[z] as number));
        d += ((n[x] as Float64Array)[z] as number) * q * (1 - q);
      }
      return d;
    }),
  );
  const covariance = invert(info);
  const ratings = Array.from(p, (v) => ELO * Math.log(v));
  const ci95 = ratings.map((r, x): [number, number] => {
    if (x === anchor) return [0, 0];
    const k = free.indexOf(x);
    const variance = covariance?.[k]?.[k];
    const half = variance === undefined || !(variance >= 0) ? Infinity : 1.96 * ELO * Math.sqrt(variance);
    return [r - half, r + half];
  });
  return { ratings, ci95 };
}

/** The inverse of a small symmetric matrix by Gauss–Jordan elimination; undefined if singular. */
function invert(m: readonly (readonly number[])[]): number[][] | undefined {
  const size = m.length;
  const a = m.map((row, i) => [...row, ...Array.from({ length: size }, (_, j) => (i === j ? 1 : 0))]);
  for (let c = 0; c < size; c++) {
    let pivot = c;
    for (let r = c + 1; r < size; r++) if (Math.abs((a[r] as number[])[c] as number) > Math.abs((a[pivot] as number[])[c] as number)) pivot = r;
    if (Math.abs((a[pivot] as number[])[c] as number) < 1e-12) return undefined;
    [a[c], a[pivot]] = [a[pivot] as number[], a[c] as number[]];
    const row = a[c] as number[];
    const lead = row[c] as number;
    for (let j = 0; j < 2 * size; j++) row[j] = (row[j] as number) / lead;
    for (let r = 0; r < size; r++) {
      if (r === c) continue;
      const other = a[r] as number[];
      const factor = other[c] as number;
      if (factor !== 0) for (let j = 0; j < 2 * size; j++) other[j] = (other[j] as number) - factor * (row[j] as number);
    }
  }
  return a.map((row) => row.slice(size));
}

/** Ratings with their intervals, for one title's games. */
function ladderOf(players: readonly string[], results: readonly TaskResult[]) {
  const index = new Map(players.map((p, k) => [p, k]));
  const anchor = index.get("reference") ?? 0;
  const outcomes: Outcome[] = results
    .filter((r) => r.finished)
    .map((r) => ({ a: index.get(r.task.a) as number, b: index.get(r.task.b) as number, value: r.value }));
  const fit = fitBradleyTerry(players.length, outcomes, anchor);
  return players.map((name, k) => ({ bot: name, rating: fit.ratings[k] as number, ci95: fit.ci95[k] as readonly [number, number] }));
}

/** A line a child process writes for each game. */
const RESULT = "bench:bots:ladder result ";

interface PairFigures {
  readonly a: string;
  readonly b: string;
  readonly games: number;
  readonly unfinished: number;
  readonly winsOfA: number;
  readonly winRateOfA: number;
  readonly ci95: readonly [number, number];
}

function pairsOf(results: readonly TaskResult[]): PairFigures[] {
  const keys = [...new Set(results.map((r) => `${r.task.a}\u0000${r.task.b}`))];
  return keys.map((key) => {
    const [a, b] = key.split("\u0000") as [string, string];
    const of = results.filter((r) => r.task.a === a && r.task.b === b);
    const finished = of.filter((r) => r.finished);
    const wins = finished.reduce((s, r) => s + r.value, 0);
    return { a, b, games: of.length, unfinished: of.length - finished.length, winsOfA: wins, winRateOfA: finished.length === 0 ? 0 : wins / finished.length, ci95: wilson(wins, finished.length) };
  });
}

/** Each bot's decisions and their mean and slowest times: wall clock, and CPU time where every game recorded it. */
function speedOf(results: readonly TaskResult[]) {
  const sums = new Map<string, { decisions: number; ms: number; maxMs: number; cpuMs: number | undefined; maxCpuMs: number }>();
  for (const r of results) {
    for (const [bot, t] of Object.entries(r.timings)) {
      const s = sums.get(bot) ?? { decisions: 0, ms: 0, maxMs: 0, cpuMs: 0, maxCpuMs: 0 };
      s.decisions += t.decisions;
      s.ms += t.ms;
      s.maxMs = Math.max(s.maxMs, t.maxMs);
      s.cpuMs = s.cpuMs === undefined || t.cpuMs === undefined ? undefined : s.cpuMs + t.cpuMs;
      s.maxCpuMs = Math.max(s.maxCpuMs, t.maxCpuMs ?? 0);
      sums.set(bot, s);
    }
  }
  const mean = (ms: number, decisions: number) => (decisions === 0 ? 0 : ms / decisions);
  return Object.fromEntries(
    [...sums].map(([bot, s]) => [
      bot,
      { decisions: s.decisions, meanMs: mean(s.ms, s.decisions), maxMs: s.maxMs, ...(s.cpuMs === undefined ? {} : { meanCpuMs: mean(s.cpuMs, s.decisions), maxCpuMs: s.maxCpuMs }) },
    ]),
  );
}

/** The Walking in Burano solo figures of `bench/bots.json`, if it has them. */
function soloFigures(): unknown[] {
  const file = fileURLToPath(new URL("./bots.json", import.meta.url));
  if (!existsSync(file)) return [];
  const runs = (JSON.parse(readFileSync(file, "utf8")) as { runs?: Record<string, { pairings?: { pairing: string; machine: { date: string }; solo?: unknown }[] }> }).runs ?? {};
  return (runs["walking-in-burano"]?.pairings ?? []).filter((p) => p.solo !== undefined).map((p) => ({ date: p.machine.date, ...(p.solo as object) }));
}

const NAMES: Readonly<Record<string, string>> = { "walking-in-burano": "Walking in Burano", "murano-light-masters": "Light Masters", murano: "Murano" };

/** One title's ladder and how it was measured. */
interface TitleLadder {
  readonly game: string;
  readonly machine: ReturnType<typeof machineInfo>;
  /** Wall time of the run that measured it (all its titles), in seconds. */
  readonly wallSeconds: number;
  readonly options: { readonly games: number; readonly budgets: readonly number[]; readonly bots: readonly string[]; readonly jobs: number; readonly maxSteps: number; readonly source: string };
  /**
   * When the title's games were played (the first and last to end), the load as they ended, the
   * commits, and how many were taken from the log, played by earlier runs (absent in ladders from
   * before the log: their `machine` says when and at what load).
   */
  readonly played?: { readonly games: number; readonly reused: number; readonly from: string; readonly to: string; readonly load: readonly [number, number]; readonly commits: readonly string[] };
  readonly ladder: readonly { readonly bot: string; readonly rating: number; readonly ci95: readonly [number, number] }[];
  readonly pairs: readonly PairFigures[];
  readonly speed: Record<string, { decisions: number; meanMs: number; maxMs: number; meanCpuMs?: number; maxCpuMs?: number }>;
}

/** When and at what load a title's games were played, and how many of them earlier runs played. */
function playedOf(lines: readonly LoggedGame[], reused: number): NonNullable<TitleLadder["played"]> {
  const dates = lines.map((l) => l.date).sort();
  const loads = lines.map((l) => l.load);
  const commits = [...new Set(lines.map((l) => l.commit ?? "unknown"))];
  return { games: lines.length, reused, from: dates[0] ?? "", to: dates[dates.length - 1] ?? "", load: [Math.min(...loads), Math.max(...loads)], commits };
}

/** The Markdown of the README's ladder: one table per title, then the solo line. */
function markdown(titles: readonly TitleLadder[], solos: readonly unknown[]): string {
  const lines: string[] = [];
  for (const t of titles) {
    const load = t.machine.loadAverage.map((l) => l.toFixed(1)).join(", ");
    const when =
      t.played === undefined
        ? `${t.machine.date.slice(0, 10)}, ${t.options.jobs} jobs, load ${load} at the start`
        : `played ${[...new Set([t.played.from.slice(0, 10), t.played.to.slice(0, 10)])].join(" to ")}, load ${t.played.load.map((l) => l.toFixed(1)).join("–")} as games ended`;
    lines.push(`**${NAMES[t.game] ?? t.game}**: ${t.options.games} games per pair (at most ${t.options.maxSteps.toLocaleString("en")} actions a game), ${when}`, "", "| bot | rating | 95 % interval | mean decision (wall) | CPU a decision (mean, worst) |", "| --- | --- | --- | --- | --- |");
    for (const r of [...t.ladder].sort((x, y) => y.rating - x.rating)) {
      const speed = t.speed[r.bot];
      const sign = (v: number) => (Math.round(v) > 0 ? `+${Math.round(v)}` : `${Math.round(v)}`);
      lines.push(`| ${r.bot} | ${sign(r.rating)} | ${r.ci95[0] === 0 && r.ci95[1] === 0 ? "(anchor)" : `${sign(r.ci95[0])} … ${sign(r.ci95[1])}`} | ${speed === undefined ? "" : `${speed.meanMs.toFixed(1)} ms`} | ${speed?.meanCpuMs === undefined ? "–" : `${speed.meanCpuMs.toFixed(1)} ms, ${Math.round(speed.maxCpuMs ?? 0)} ms`} |`);
    }
    lines.push("");
  }
  const s = solos as { bot: string; games: number; mean: number; ci95: [number, number]; awesomeOrBetter: number; date: string }[];
  if (s.length > 0) {
    lines.push("**Walking in Burano solo** (absolute measure, from `bench/bots.json`)", "", "| bot | games | mean | 95 % interval | 81 or more | measured |", "| --- | --- | --- | --- | --- | --- |");
    for (const x of s) lines.push(`| ${x.bot} | ${x.games} | ${x.mean.toFixed(1)} | ${x.ci95[0].toFixed(1)}–${x.ci95[1].toFixed(1)} | ${Math.round(100 * x.awesomeOrBetter)} % | ${x.date.slice(0, 10)} |`);
    lines.push("");
  }
  return lines.join("\n");
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const options = parseArgs(argv);
  const ids = GAMES.map((g) => g.id);
  const games = GAMES.filter((g) => options.filters.length === 0 || options.filters.some((f) => g.id === f || (!ids.includes(f) && g.id.includes(f))));
  if (games.length === 0) throw new Error(`bench:bots:ladder: no title matches ${options.filters.join(", ")} (titles: ${ids.join(", ")})`);
  if (options.part !== undefined) {
    // A child: its share of the run's pending tasks, which the parent wrote to a file.
    if (options.tasksFile === undefined) throw new Error("bench:bots:ladder: --part needs --tasks");
    const [k, n] = options.part;
    (JSON.parse(readFileSync(options.tasksFile, "utf8")) as Task[]).forEach((task, index) => {
      if (index % n === k) console.log(RESULT + JSON.stringify(runTask(task, options)));
    });
    return;
  }
  const machine = machineInfo();
  const started = Date.now();
  const root = fileURLToPath(new URL("..", import.meta.url));
  const logOf = (gameId: string) => path.join(options.log, `${gameId}.jsonl`);
  const settings = new Map<string, Setting>(
    games.map((game) => [
      game.id,
      { maxSteps: options.maxSteps, stamp: sourceStamp(root, game.id), bots: Object.fromEntries(playersOf(options).map((p) => [p, describePlayer(game, p)])) },
    ]),
  );
  // What the logs already hold for these bots on this code, and what is left to play.
  const reused: LoggedGame[] = [];
  const tasks: Task[] = [];
  for (const game of games) {
    const setting = settings.get(game.id) as Setting;
    const found = split(tasksOf([game], options), options.fresh ? [] : readLog(logOf(game.id)), setting);
    reused.push(...found.reused);
    tasks.push(...found.pending);
    const stampNote = setting.stamp === null ? "; uncommitted changes in the sources that decide play: these games will be logged but never reused" : "";
    console.error(`${game.id}: ${found.reused.length} games from ${logOf(game.id)}, ${found.pending.length} to play${stampNote}`);
  }
  const results: TaskResult[] = [...reused];
  const logged: LoggedGame[] = [...reused];
  const note = (r: TaskResult): void => {
    results.push(r);
    const setting = settings.get(r.task.game) as Setting;
    const line: LoggedGame = { ...r, ...setting, bots: { [r.task.a]: setting.bots[r.task.a] as string, [r.task.b]: setting.bots[r.task.b] as string }, commit: machine.commit, date: new Date().toISOString(), load: os.loadavg()[0] as number };
    appendLog(logOf(r.task.game), line);
    logged.push(line);
    const what = !r.finished ? "unfinished" : r.value === 1 ? `${r.task.a} won` : r.value > 0 ? "shared" : `${r.task.b} won`;
    console.error(`[${results.length - reused.length}/${tasks.length}] ${r.task.game} ${r.task.a} vs ${r.task.b} game ${r.task.i}: ${what}`);
  };
  const jobs = Math.max(1, Math.min(options.jobs, tasks.length));
  if (jobs > 1) {
    const tasksFile = path.join(mkdtempSync(path.join(os.tmpdir(), "ladder-")), "tasks.json");
    writeFileSync(tasksFile, JSON.stringify(tasks));
    await runParts<TaskResult>(jobs, [...argv, `--tasks=${tasksFile}`], RESULT, note);
  } else for (const task of tasks) note(runTask(task, options));
  const players = playersOf(options);
  const wallSeconds = Math.round((Date.now() - started) / 1000);
  // `npm run bench:bots:ladder` plays the packages' builds (tsconfig.build.json); plain tsx, their sources.
  const source = import.meta.resolve("@laguna/bots").includes("/dist/") ? "build" : "source";
  const fresh: TitleLadder[] = games.map((game) => {
    const mine = results.filter((r) => r.task.game === game.id);
    return {
      game: game.id,
      machine,
      wallSeconds,
      options: { games: options.games, budgets: options.budgets, bots: players, jobs, maxSteps: options.maxSteps, source },
      played: playedOf(
        logged.filter((r) => r.task.game === game.id),
        reused.filter((r) => r.task.game === game.id).length,
      ),
      ladder: ladderOf(players, mine),
      pairs: pairsOf(mine),
      speed: speedOf(mine),
    };
  });
  // Titles not run this time keep their earlier ladder (a run can be split by title).
  const earlier: TitleLadder[] = existsSync(options.out) ? ((JSON.parse(readFileSync(options.out, "utf8")) as { titles?: TitleLadder[] }).titles ?? []) : [];
  const titles = [...earlier.filter((t) => !fresh.some((f) => f.game === t.game)), ...fresh].sort((x, y) => ids.indexOf(x.game) - ids.indexOf(y.game));
  const solos = soloFigures();
  const table = markdown(titles, solos);
  writeFileSync(options.out, `${JSON.stringify({ titles, solo: solos, markdown: table }, null, 2)}\n`);
  console.log(table);
  console.log(`wrote ${options.out} (${Math.round((Date.now() - started) / 1000)} s, load at start ${machine.loadAverage.map((l) => l.toFixed(1)).join(" ")})`);
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
