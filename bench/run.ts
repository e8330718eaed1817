/**
 * `npm run bench`: how fast random games run through each rule module alone and through the
 * engine, and the engine's overhead.
 *
 * For every game (see `games.ts`) and every player count it supports: checks that the bare loop
 * and the engine loops play identical games, then times them after a warm-up in paired rounds on
 * CPU time (the same block of games for both, the order alternating; the median ratio and its
 * range are reported, see `measure.ts`), prints a table and writes `bench/results.json`. Then, when
 * tic-tac-toe is measured, plays random tic-tac-toe against boardgame.io's reducer and Client in
 * their production build, in a child process with `NODE_ENV=production` (`versus-boardgame-io.ts`;
 * goal: Laguna ≥ 100× boardgame.io's reducer).
 *
 * Usage: `npm run bench [-- [game-id-filter ...] [--round=ms] [--rounds=n] [--seeds=n]]`.
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

/** The timed part of the lines should stay under about a minute; the rounds shrink to fit. */
const TOTAL_BUDGET_MS = 60_000;
/** Warm-up per contender and line (CPU ms). */
const WARM_UP_MS = 150;
/**
 * Paired rounds of bare loop against engine per line (odd, so the median is one round's ratio).
 * Many short rounds rather than a few long ones: on a shared machine another process's burst (or a
 * hyperthread sibling's) slows whichever loop runs then, and short alternating rounds spread that
 * over both; 3 rounds of 150 ms gave medians from 1.33 to 1.71 for the same code on Stash, 101
 * rounds of 15 ms 1.46 to 1.57 (load 2 to 5).
 */
const ROUNDS = 101;
/** Rounds of strict mode per line. */
const STRICT_ROUNDS = 5;
/** The longest and shortest round (CPU ms of the bare loop's block). */
const MAX_ROUND_MS = 50;
const MIN_ROUND_MS = 10;
/** Different seeds each line cycles through. */
const DEFAULT_SEEDS = 256;

/** The comparison with boardgame.io: CPU milliseconds per contender and round, and rounds. */
const VERSUS_BUDGET_MS = 300;
const VERSUS_ROUNDS = 7;

/** Command-line options. */
interface Options {
  readonly filters: string[];
  readonly roundMs: number | undefined;
  readonly rounds: number;
  readonly seeds: number;
}

function parseArgs(argv: readonly string[]): Options {
  const filters: string[] = [];
  let roundMs: number | undefined;
  let rounds = ROUNDS;
  let seeds = DEFAULT_SEEDS;
  for (const arg of argv) {
    const [flag, value] = arg.split("=", 2);
    if (flag === "--rounds" && value !== undefined && Number.isInteger(Number(value)) && Number(value) > 0) rounds = Number(value);
    else if (flag === "--round" && value !== undefined && Number(value) > 0) roundMs = Number(value);
    else if (flag === "--seeds" && value !== undefined && Number.isInteger(Number(value)) && Number(value) > 0) seeds = Number(value);
    else if (arg.startsWith("--")) throw new Error(`bench: unknown option ${arg}`);
    else filters.push(arg);
  }
  return { filters, roundMs, rounds, seeds };
}

/** The timing plan: the given round length, or the longest one that keeps the run within the total. */
function planFor(lines: number, roundMs: number | undefined, rounds: number): TimingPlan {
  const perLine = TOTAL_BUDGET_MS / Math.max(1, lines);
  const fitted = Math.floor((perLine - 2 * WARM_UP_MS) / (rounds * 2.3 + STRICT_ROUNDS + 1));
  return {
    warmUpMs: WARM_UP_MS,
    roundMs: roundMs ?? Math.min(MAX_ROUND_MS, Math.max(MIN_ROUND_MS, fitted)),
    rounds,
    strictRounds: STRICT_ROUNDS,
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
  const plan = planFor(targets.length, options.roundMs, options.rounds);
  console.error(
    `bench: ${targets.length} lines (${source.fixtures} fixture games, ${source.registry} registered), ${plan.rounds} paired rounds of about ${plan.roundMs} CPU ms ` +
      `(strict mode: ${plan.strictRounds}), ${plan.warmUpMs} ms warm-up; ${machine.node}, ${machine.cpus} × ${machine.cpuModel}`,
  );
  const load = machine.loadAverage[0] ?? 0;
  if (load >= machine.cpus / 2) {
    console.error(`bench: warning: load average ${load} on ${machine.cpus} CPUs; other processes will make the numbers noisy.`);
  }
  const rows: Row[] = [];
  for (const target of targets) {
    const row = benchTarget(target, plan, options.seeds);
    console.error(`  ${row.game}/${row.players}: overhead ${row.overhead.toFixed(2)} (quartiles ${row.overheadQuartiles[0].toFixed(2)}–${row.overheadQuartiles[1].toFixed(2)}, rounds ${row.overheadRange[0].toFixed(2)}–${row.overheadRange[1].toFixed(2)})`);
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
    `\noverhead = engine CPU time ÷ bare CPU time on the same games, median of ${plan.rounds} paired rounds in alternating order ` +
      `(goal ≤ ${OVERHEAD_GOAL}, "!" marks a miss), quartiles = the middle half of the rounds' ratios, range = lowest–highest round; strict ovh = bare ÷ strict steps/s; ` +
      `steps/s and games/s per CPU second, through the engine for games/s.`,
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
