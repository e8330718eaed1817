/**
 * The whole analysis on one thread: plan, play every slice, aggregate.
 *
 * @module
 */
import type { EngineError } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { accumulate } from "./aggregate";
import { analysisJobs, playJob } from "./play";
import type { Report } from "./report";
import { type AnalysisSpec, configFor, planAnalysis } from "./spec";

/** Games per slice `analyze` plays before adding their records to the report's sums. */
const ANALYZE_SLICE = 100;

/**
 * Plays every game a spec asks for, on this thread, and returns the report: each variant at each
 * player count (its metrics with 95 % intervals, lengths, end conditions, content), every variant
 * against the baseline, and restricted play for the spec's features. `Left` with a message for
 * people when the spec is invalid, or naming the game when a game breaks the module's contract.
 * The same spec always gives the same report; a caller with worker threads plays the slices of
 * `analysisJobs` with `playJob` and calls `aggregate` for the very same report.
 *
 * @example
 * const report = analyze({ game: ticTacToe, variants: [{ name: "misere", config: { misere: true } }], games: 200, seed: 1 });
 * if (either.isRight(report)) console.log(report.right.cells[0]?.metrics["AdvantageP1"]);
 * @category Analysis
 */
export function analyze(spec: AnalysisSpec): either.Either<EngineError, Report> {
  const plan = planAnalysis(spec);
  if (either.isLeft(plan)) return plan;
  // Each game's record is added as it comes and dropped (the accumulator keeps a row of numbers per
  // game): the same report as aggregating them all at the end, in a fraction of the memory.
  const acc = accumulate(plan.right);
  for (const job of analysisJobs(plan.right, ANALYZE_SLICE)) {
    const played = playJob(spec, plan.right, job);
    if (either.isLeft(played)) return played;
    for (const record of played.right) acc.add(record);
  }
  return either.right(acc.report(cellConfigs(spec)));
}

/**
 * The configs of a spec's cells, for `aggregate`: `(variant, players)` to the full config played
 * (`null` for one the game refuses, which `planAnalysis` has ruled out).
 *
 * @example
 * const configs = cellConfigs(spec);
 * configs(0, 2); // the default config for 2 players
 * @category Analysis
 */
export function cellConfigs(spec: AnalysisSpec): (variant: number, players: number) => unknown {
  const plan = planAnalysis(spec);
  return (variant, players) => {
    if (either.isLeft(plan)) return null;
    const v = plan.right.variants[variant];
    if (v === undefined) return null;
    const config = configFor(spec.game, players, v.config);
    return either.isRight(config) ? config.right : null;
  };
}
