/**
 * The report: its types, its versioned JSON schema as an io-ts codec, and {@link decodeReport}
 * to read a `report.json` back.
 *
 * @module
 */
import type * as either from "fp-ts/lib/Either.js";
import * as t from "io-ts";
import { type EngineError, decodeWith } from "@laguna/core";
import type { AnalysisPlan, GameInfo } from "./spec";

/**
 * The schema version of {@link Report}: it changes when a field is added, removed or changes
 * meaning, but for an optional field absent from every report that does not need it (`defects`,
 * only in the report of a run on a job queue whose jobs met a module defect), which a reader of
 * this version that ignores unknown fields reads as before. {@link decodeReport} reads this
 * version only.
 *
 * @example
 * report.schemaVersion === REPORT_SCHEMA_VERSION; // true
 * @category Report
 */
export const REPORT_SCHEMA_VERSION = 1;

/**
 * A figure with its 95 % interval. `value`, `low` and `high` are `null` when the figure is not
 * defined (no game to measure it on). `method` says how the interval was made: `"wilson"`
 * (Wilson's score interval, for a rate), `"bootstrap"` (percentile bootstrap over games, with the
 * report's fixed seed) or `"none"`.
 *
 * @example
 * const advantage: Estimate = { value: 0.58, low: 0.54, high: 0.62, n: 500, method: "wilson" };
 * @category Report
 */
export interface Estimate {
  /** The figure. */
  readonly value: number | null;
  /** The interval's lower end. */
  readonly low: number | null;
  /** The interval's upper end. */
  readonly high: number | null;
  /** What it is measured over: games, seats of games or decisions, as its definition says. */
  readonly n: number;
  /** How the interval was made. */
  readonly method: "wilson" | "bootstrap" | "none";
}

/**
 * The distribution of a length over the finished games: its mean with an interval, standard
 * deviation and percentiles (`null`s when no game finished).
 *
 * @example
 * const turns: Distribution = { mean, sd: 3.1, min: 5, p10: 7, p50: 9, p90: 12, max: 15 };
 * @category Report
 */
export interface Distribution {
  /** The mean, with its bootstrap interval: the same estimate as the metric (Duration, Turns or Rounds). */
  readonly mean: Estimate;
  /** The standard deviation (n - 1 in the denominator). */
  readonly sd: number | null;
  /** The smallest value. */
  readonly min: number | null;
  /** The 10th percentile. */
  readonly p10: number | null;
  /** The median. */
  readonly p50: number | null;
  /** The 90th percentile. */
  readonly p90: number | null;
  /** The largest value. */
  readonly max: number | null;
}

/**
 * One piece of content in one cell: how often it was taken when on offer, and how its holders
 * fared. Flags: `"never-taken"` (offered, never taken), `"dominant"` (holders' win-rate interval
 * entirely above non-holders'), `"weak"` (entirely below).
 *
 * @example
 * const rock: ContentRow = { id: "card:rock", kind: "card", offered: 120, taken: 0, pickRate, withWinRate, withoutWinRate, flags: ["never-taken"] };
 * @category Report
 */
export interface ContentRow {
  /** The piece's id, `"kind:name"`. */
  readonly id: string;
  /** The part of the id before the first `:`. */
  readonly kind: string;
  /** Decisions at which it was on offer. */
  readonly offered: number;
  /** Decisions at which it was taken. */
  readonly taken: number;
  /** `taken / offered`, Wilson interval over decisions. */
  readonly pickRate: Estimate;
  /** The win rate of seats holding it at the end (over finished games × seats), Wilson. */
  readonly withWinRate: Estimate;
  /** The win rate of seats not holding it at the end, Wilson. */
  readonly withoutWinRate: Estimate;
  /** The flags raised. */
  readonly flags: readonly ("never-taken" | "dominant" | "weak")[];
}

/**
 * The lengths of a cell's finished games.
 *
 * @example
 * cell.length.turns.p50; // the median number of turns
 * @category Report
 */
export interface Lengths {
  /** Actions per game. */
  readonly actions: Distribution;
  /** Turns per game. */
  readonly turns: Distribution;
  /** Turns of the seat that took the first turn. */
  readonly rounds: Distribution;
}

/**
 * How many of a cell's finished games ended by one end condition.
 *
 * @example
 * const row: EndConditionRow = { condition: "fiveHouses", games: 40, rate };
 * @category Report
 */
export interface EndConditionRow {
  /** The end condition's id (the game's `endCondition`), or `"unnamed"`. */
  readonly condition: string;
  /** Finished games that ended by it. */
  readonly games: number;
  /** Its share of the finished games (Wilson). */
  readonly rate: Estimate;
}

/**
 * The figures of one variant at one player count.
 *
 * @example
 * report.cells.find((c) => c.variant === "default" && c.players === 2)?.metrics["AdvantageP1"];
 * @category Report
 */
export interface Cell {
  /** The variant's name. */
  readonly variant: string;
  /** The player count. */
  readonly players: number;
  /** The config played. */
  readonly config: unknown;
  /** Games played. */
  readonly games: number;
  /** Games that ended by the rules within the step limit. */
  readonly finished: number;
  /** Every scalar metric by name (see {@link MetricDefinition}); the per-seat win rates are `WinRate.<seat>`. */
  readonly metrics: Readonly<Record<string, Estimate>>;
  /** Actions, turns and rounds per finished game. */
  readonly length: Lengths;
  /** How the finished games ended: each end condition the game names (`"unnamed"` for none) and its share. */
  readonly endConditions: readonly EndConditionRow[];
  /** The content table, by id. */
  readonly content: readonly ContentRow[];
}

/**
 * A metric of a variant against the baseline at one player count: the difference
 * (variant − baseline) with a paired percentile-bootstrap interval (the same games, by seed, in
 * both), whether that interval excludes zero, the bootstrap p-value, and whether the difference
 * stands after Holm's correction over every comparison of the report.
 *
 * @example
 * const row: Comparison = { variant: "misere", players: 2, metric: "AdvantageP1", baseline: 0.58, value: 0.3, difference, excludesZero: true, p: 0.002, holm: true };
 * @category Report
 */
export interface Comparison {
  /** The variant's name. */
  readonly variant: string;
  /** The player count. */
  readonly players: number;
  /** The metric's name. */
  readonly metric: string;
  /** The baseline's figure. */
  readonly baseline: number | null;
  /** The variant's figure. */
  readonly value: number | null;
  /** Variant minus baseline, with its interval. */
  readonly difference: Estimate;
  /** The 95 % interval excludes zero. */
  readonly excludesZero: boolean;
  /** The two-sided bootstrap p-value of "no difference". */
  readonly p: number;
  /** Still significant at 5 % after Holm's correction over all the report's comparisons. */
  readonly holm: boolean;
}

/**
 * What a feature is worth, by restricted play at one player count: the win rate of the seat
 * forbidden the feature, the same seat's win rate in the same games unrestricted (the
 * reference), and `worth`, the reference minus the restricted win rate, paired game by game.
 *
 * @example
 * const row: RestrictedRow = { feature: "buy-gems", players: 2, games: 200, winRate, referenceWinRate, worth };
 * @category Report
 */
export interface RestrictedRow {
  /** The feature's name. */
  readonly feature: string;
  /** The player count. */
  readonly players: number;
  /** Games played with the feature forbidden to one seat. */
  readonly games: number;
  /** The restricted seat's win rate (Wilson). */
  readonly winRate: Estimate;
  /** The same seat's win rate in the same games with nobody restricted (Wilson). */
  readonly referenceWinRate: Estimate;
  /** Reference minus restricted win rate over the games finished both ways (bootstrap). */
  readonly worth: Estimate;
}

/**
 * A metric's name, family and one-line definition, as listed in the report.
 *
 * @example
 * const d: MetricDefinition = { name: "Completion", family: "outcome", definition: "Share of games that end by the rules within the step limit.", symmetric: true };
 * @category Report
 */
export interface MetricDefinition {
  /** The name (Ludii's where the idea is the same). */
  readonly name: string;
  /** `outcome`, `length`, `decisions` or `tension`; `end` for an end condition's share (`End:<id>`). */
  readonly family: string;
  /** What it measures, in one line. */
  readonly definition: string;
  /** Unchanged when the seats are relabelled. */
  readonly symmetric: boolean;
}

/**
 * A job of an analysis that met a module defect (a run on a job queue, where the other jobs go on):
 * its games are missing from the report, and the report lists it.
 *
 * @example
 * const defect: ModuleDefect = { job: 3, players: 2, variant: "baseline", restricted: null, game: 31, message: "game 31 at 2 players, variant \"baseline\": the game did not end" };
 * @category Report
 */
export interface ModuleDefect {
  /** The job's number in its run. */
  readonly job: number;
  /** The player count of the job's games. */
  readonly players: number;
  /** The variant of the job's games. */
  readonly variant: string;
  /** For a job of restricted play, the feature forbidden (`reference` for the unrestricted reference games); else `null`. */
  readonly restricted: string | null;
  /** The game (its number in the cell, from which its seeds are mixed with the plan's seed) that broke the module's contract, when known. */
  readonly game: number | null;
  /** The error's message, as the local run would have given it. */
  readonly message: string;
}

/**
 * An analysis report (schema version {@link REPORT_SCHEMA_VERSION}); `report.json` is this value
 * as JSON. Every figure is a function of the plan and the games' records, so the same spec gives
 * the same report however the games were split between threads.
 *
 * @example
 * const report = analyze({ game: ticTacToe, games: 100 });
 * if (either.isRight(report)) writeFileSync("report.json", JSON.stringify(report.right, null, 2));
 * @category Report
 */
export interface Report {
  /** Always `"laguna-analysis"`. */
  readonly schema: "laguna-analysis";
  /** {@link REPORT_SCHEMA_VERSION}. */
  readonly schemaVersion: number;
  /** The game analysed. */
  readonly game: GameInfo;
  /** What was played: the plan without its game (see {@link AnalysisPlan}). */
  readonly plan: Omit<AnalysisPlan, "game">;
  /** True when some games of the plan are missing (a stopped run). */
  readonly partial: boolean;
  /** The metrics' definitions. */
  readonly definitions: readonly MetricDefinition[];
  /** One cell per player count and variant. */
  readonly cells: readonly Cell[];
  /** Every variant against the baseline. */
  readonly comparisons: readonly Comparison[];
  /** Restricted play, per player count and feature. */
  readonly restricted: readonly RestrictedRow[];
  /** Notes on method for readers (intervals, multiple comparisons). */
  readonly notes: readonly string[];
  /** The jobs that met a module defect, whose games are missing (a run on a job queue only; absent when there were none). */
  readonly defects?: readonly ModuleDefect[];
}

const num = t.union([t.null, t.number]);

/**
 * The codec of {@link Estimate}.
 *
 * @example
 * EstimateC.is({ value: 0.5, low: 0.4, high: 0.6, n: 100, method: "wilson" }); // true
 * @category Report
 */
export const EstimateC: t.Type<Estimate, Estimate, unknown> = t.readonly(
  t.type({ value: num, low: num, high: num, n: t.number, method: t.keyof({ wilson: null, bootstrap: null, none: null }) }),
);

const DistributionC = t.readonly(t.type({ mean: EstimateC, sd: num, min: num, p10: num, p50: num, p90: num, max: num }));
const FlagC = t.keyof({ "never-taken": null, dominant: null, weak: null });
const ContentRowC = t.readonly(
  t.type({
    id: t.string,
    kind: t.string,
    offered: t.number,
    taken: t.number,
    pickRate: EstimateC,
    withWinRate: EstimateC,
    withoutWinRate: EstimateC,
    flags: t.readonlyArray(FlagC),
  }),
);
const CellC = t.readonly(
  t.type({
    variant: t.string,
    players: t.number,
    config: t.unknown,
    games: t.number,
    finished: t.number,
    metrics: t.readonly(t.record(t.string, EstimateC)),
    length: t.readonly(t.type({ actions: DistributionC, turns: DistributionC, rounds: DistributionC })),
    endConditions: t.readonlyArray(t.readonly(t.type({ condition: t.string, games: t.number, rate: EstimateC }))),
    content: t.readonlyArray(ContentRowC),
  }),
);
const ComparisonC = t.readonly(
  t.type({
    variant: t.string,
    players: t.number,
    metric: t.string,
    baseline: num,
    value: num,
    difference: EstimateC,
    excludesZero: t.boolean,
    p: t.number,
    holm: t.boolean,
  }),
);
const RestrictedRowC = t.readonly(
  t.type({ feature: t.string, players: t.number, games: t.number, winRate: EstimateC, referenceWinRate: EstimateC, worth: EstimateC }),
);

const ModuleDefectC = t.readonly(
  t.type({ job: t.number, players: t.number, variant: t.string, restricted: t.union([t.null, t.string]), game: t.union([t.null, t.number]), message: t.string }),
);

/**
 * The codec of {@link Report}: checks a `report.json` of schema version {@link REPORT_SCHEMA_VERSION}.
 *
 * @example
 * ReportC.is(JSON.parse(readFileSync("report.json", "utf8"))); // true for a report of this version
 * @category Report
 */
export const ReportC: t.Type<Report, Report, unknown> = t.intersection([
  t.readonly(
    t.type({
      schema: t.literal("laguna-analysis"),
      schemaVersion: t.literal(REPORT_SCHEMA_VERSION),
      game: t.readonly(t.type({ id: t.string, name: t.string, version: t.string })),
      plan: t.readonly(
        t.type({
          variants: t.readonlyArray(t.readonly(t.type({ name: t.string, config: t.readonly(t.record(t.string, t.unknown)) }))),
          playerCounts: t.readonlyArray(t.number),
          players: t.readonlyArray(t.string),
          games: t.number,
          seed: t.number,
          stepLimit: t.number,
          features: t.readonlyArray(t.string),
          restrictedPlayer: t.string,
          restrictedGames: t.number,
          resamples: t.number,
        }),
      ),
      partial: t.boolean,
      definitions: t.readonlyArray(t.readonly(t.type({ name: t.string, family: t.string, definition: t.string, symmetric: t.boolean }))),
      cells: t.readonlyArray(CellC),
      comparisons: t.readonlyArray(ComparisonC),
      restricted: t.readonlyArray(RestrictedRowC),
      notes: t.readonlyArray(t.string),
    }),
  ),
  t.readonly(t.partial({ defects: t.readonlyArray(ModuleDefectC) })),
]) as unknown as t.Type<Report, Report, unknown>;

/**
 * Reads a report back from parsed JSON: `Right` with the report, or `Left` with an
 * `invalid-input` error naming what does not fit (another schema version included).
 *
 * @example
 * const report = decodeReport(JSON.parse(readFileSync("report.json", "utf8")));
 * if (either.isLeft(report)) console.error(report.left.message);
 * @category Report
 */
export function decodeReport(json: unknown): either.Either<EngineError, Report> {
  return decodeWith(ReportC, json, "analysis report");
}
