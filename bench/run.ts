/**
 * `npm run bench`: how fast random games run through each rule module alone and through the
 * engine, and the engine's overhead.
 *
 * For every game (see `games.ts`) and every player count it supports: checks that the bare loop
 * and the engine loops play identical games, times each for a fixed budget after a warm-up (best
 * of three interleaved rounds), prints a table and writes `bench/results.json`. Then, when
 * tic-tac-toe is measured, plays random tic-tac-toe against boardgame.io's reducer and Client in
 * their production build, in a child process with `NODE_ENV=production` (`versus-boardgame-io.ts`;
 * goal: Laguna ≥ 100× boardgame.io's reducer).
 *
 * Usage: `npm run bench [-- [game-id-filter ...] [--budget=ms] [--seeds=n]]`.
 *
 * `npm run bench` builds first and runs with `tsconfig.build.json` (no path aliases), so the rule
 * modules and the engine are the built `dist/` bundles users install; `npm run bench:src` runs the
 * same code on the sources through tsx's per-module compilation (about a quarter slower, because
 * every cross-module call goes through tsx's export getters).
 * A divergence between the loops, or a broken module contract, exits with status 1.
 *
 * @module
 */
import { performance } from "node:perf_hooks";
import { OVERHEAD_GOAL, type Row, benchTarget } from "./bench-target";
import { benchConfig, gameSources, gamesToMeasure, targetsOf } from "./games";
import { machineInfo } from "./machine";
import type { TimingPlan } from "./measure";
import { writeResults } from "./results";
import { LOAD_GOAL, UNDO_GOAL, formatMatchCosts, measureMatchCosts } from "./match-costs";
import { formatTable, formatVersus } from "./table";
import { VERSUS_GOAL, measureVersusBoardgameIo } from "./versus-boardgame-io";

/** The whole run should stay under about a minute; the budget per run shrinks to fit. */
const TOTAL_BUDGET_MS = 50_000;
/** Warm-up per contender and line. */
const WARM_UP_MS = 150;
/** Timed rounds per contender; the best is kept. */
const ROUNDS = 3;
/** The longest and shortest timed run. */
const MAX_BUDGET_MS = 500;
const MIN_BUDGET_MS = 150;
/** Contenders per line: bare, engine, engine in strict mode. */
const CONTENDERS = 3;
/** Different seeds each line cycles through. */
const DEFAULT_SEEDS = 256;

/** The comparison with boardgame.io: CPU milliseconds per contender and round, and rounds. */
const VERSUS_BUDGET_MS = 300;
const VERSUS_ROUNDS = 7;

/** Command-line options. */
interface Options {
  readonly filters: string[];
  readonly budgetMs: number | undefined;
  readonly seeds: number;
}

function parseArgs(argv: readonly string[]): Options {
  const filters: string[] = [];
  let budgetMs: number | undefined;
  let seeds = DEFAULT_SEEDS;
  for (const arg of argv) {
    const [flag, value] = arg.split("=", 2);
    if (flag === "--budget" && value !== undefined && Number(value) > 0) budgetMs = Number(value);
    else if (flag === "--seeds" && value !== undefined && Number.isInteger(Number(value)) && Number(value) > 0) seeds = Number(value);
    else if (arg.startsWith("--")) throw new Error(`bench: unknown option ${arg}`);
    else filters.push(arg);
  }
  return { filters, budgetMs, seeds };
}

/** The timing plan: the given budget, or the largest one that keeps the run within the total. */
function planFor(lines: number, budgetMs: number | undefined): TimingPlan {
  const perLine = TOTAL_BUDGET_MS / Math.max(1, lines);
  const fitted = Math.floor((perLine - CONTENDERS * WARM_UP_MS) / (CONTENDERS * ROUNDS));
  return {
    warmUpMs: WARM_UP_MS,
    budgetMs: budgetMs ?? Math.min(MAX_BUDGET_MS, Math.max(MIN_BUDGET_MS, fitted)),
    rounds: ROUNDS,
  };
}

function main(): void {
  const started = performance.now();
  const options = parseArgs(process.argv.slice(2));
  const machine = machineInfo();
  const games = gamesToMeasure(options.filters);
  const source = gameSources();
  const targets = targetsOf(games);
  if (targets.length === 0) throw new Error(`bench: no game matches ${options.filters.join(", ")}`);
  const plan = planFor(targets.length, options.budgetMs);
  console.error(
    `bench: ${targets.length} lines (${source.fixtures} fixture games, ${source.registry} registered), ${plan.budgetMs} ms × ${plan.rounds} rounds per contender, ` +
      `${plan.warmUpMs} ms warm-up; ${machine.node}, ${machine.cpus} × ${machine.cpuModel}`,
  );
  const load = machine.loadAverage[0] ?? 0;
  if (load >= machine.cpus / 2) {
    console.error(`bench: warning: load average ${load} on ${machine.cpus} CPUs; other processes will make the numbers noisy.`);
  }
  const rows: Row[] = [];
  for (const target of targets) {
    const row = benchTarget(target, plan, options.seeds);
    console.error(`  ${row.game}/${row.players}: overhead ${row.overhead.toFixed(2)}`);
    rows.push(row);
  }
  // Issue 12's costs: late undo vs act, load vs play, bytes per live match, at the largest player count.
  const matchCosts = games.map((game) => {
    const players = Math.max(...game.playerCounts);
    const costs = measureMatchCosts(game, benchConfig(game, players), { seeds: 8, budgetMs: 400, liveMatches: 200 });
    console.error(`  ${game.id}/${players}: undo/act ${costs.undoPerAct.toFixed(2)}, load/play ${costs.loadPerPlay.toFixed(2)}`);
    return costs;
  });
  // Issue 30's comparison with boardgame.io, when tic-tac-toe is among the games.
  const versusBoardgameIo = games.some((g) => g.id === "tic-tac-toe") ? measureVersusBoardgameIo(VERSUS_BUDGET_MS, VERSUS_ROUNDS) : undefined;
  if (versusBoardgameIo !== undefined) {
    console.error(`  tic-tac-toe vs boardgame.io: ${versusBoardgameIo.lagunaPerBgioReducer.toFixed(1)}× its reducer (goal ≥ ${VERSUS_GOAL}×), ${versusBoardgameIo.lagunaPerBgioClient.toFixed(1)}× its Client`);
  }
  const durationMs = performance.now() - started;
  const path = writeResults({ machine, plan, seedsPerLine: options.seeds, source, durationMs, rows, matchCosts, ...(versusBoardgameIo === undefined ? {} : { versusBoardgameIo }) });
  console.log(formatTable(rows));
  console.log(`\n${formatMatchCosts(matchCosts)}`);
  if (versusBoardgameIo !== undefined) console.log(`\n${formatVersus(versusBoardgameIo)}`);
  console.log(
    `\nmatch costs: a late undo (goal ≤ ${UNDO_GOAL} acts), loading a saved game from its JSON text (goal ≤ ${LOAD_GOAL} × playing it), heap bytes per live mid-game match.`,
  );
  console.log(
    `\noverhead = bare steps/s ÷ engine steps/s (goal ≤ ${OVERHEAD_GOAL}, "!" marks a miss); ` +
      `strict ovh = bare ÷ strict; games/s through the engine.`,
  );
  const missed = rows.filter((r) => !r.meetsGoal);
  if (missed.length > 0) console.log(`overhead goal missed by: ${missed.map((r) => `${r.game}/${r.players}`).join(", ")}`);
  console.log(`written ${path} in ${(durationMs / 1000).toFixed(1)} s`);
}

try {
  main();
} catch (e: unknown) {
  console.error(e instanceof Error ? `${e.name}: ${e.message}` : e);
  process.exit(1);
}
