/**
 * The machine-readable record of a run, written to `bench/results.json`.
 *
 * @module
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { OVERHEAD_GOAL, type Row } from "./bench-target";
import type { MachineInfo } from "./machine";
import type { MatchCosts } from "./match-costs";
import type { TimingPlan } from "./measure";
import type { VersusResults } from "./versus-boardgame-io";

/** Where the results are written (git-ignored). */
export const RESULTS_URL = new URL("./results.json", import.meta.url);

/**
 * Everything a run measured, and on what.
 *
 * @example
 * const results: BenchResults = { machine, plan, source: { fixtures: 2, registry: 0 }, overheadGoal: 1.15, durationMs, rows };
 */
export interface BenchResults {
  /** The machine and software. */
  readonly machine: MachineInfo;
  /** Warm-up, budget and rounds of each measurement. */
  readonly plan: TimingPlan;
  /** Seeds each line cycles through. */
  readonly seedsPerLine: number;
  /** How many games came from the fixtures and from the CLI registry. */
  readonly source: { readonly fixtures: number; readonly registry: number };
  /** The goal for `overhead` (bare steps/s ÷ engine steps/s, strict mode off). */
  readonly overheadGoal: number;
  /** Wall-clock time of the whole run, in milliseconds. */
  readonly durationMs: number;
  /** One row per game and player count. */
  readonly rows: readonly Row[];
  /** Undo, load and memory costs, one row per game at its largest player count. */
  readonly matchCosts: readonly MatchCosts[];
  /** Random tic-tac-toe against boardgame.io (absent when the run's filters leave tic-tac-toe out). */
  readonly versusBoardgameIo?: VersusResults;
}

/**
 * Writes the results as pretty JSON and returns the file's path.
 *
 * @example
 * const path = writeResults(results);
 */
export function writeResults(results: Omit<BenchResults, "overheadGoal">): string {
  const path = fileURLToPath(RESULTS_URL);
  writeFileSync(path, `${JSON.stringify({ ...results, overheadGoal: OVERHEAD_GOAL }, null, 2)}\n`);
  return path;
}
