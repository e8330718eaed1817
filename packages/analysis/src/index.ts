/**
 * `@laguna/analysis`: analyse a rule module and its variants by playing many seeded games.
 *
 * {@link analyze} takes a spec (the game, named variants, player counts, who plays, games per
 * cell, a seed, a step limit, features for restricted play) and returns a {@link Report}: per
 * variant and player count, outcome, length, decision, tension and content metrics with 95 %
 * intervals; every variant against the baseline; what each feature is worth by restricted play.
 * Each game becomes a small {@link GameRecord}; the report is a pure function of the records
 * ({@link aggregate}, or {@link accumulate} one record at a time, keeping only numbers), so
 * slices of games ({@link analysisJobs}, {@link playJob}) can be played on any number of threads
 * with the same result. {@link reportMarkdown} and {@link reportHtml} write the report for people:
 * summary tables, and one self-contained page with charts ({@link reportCharts}, drawn by
 * {@link renderSvg} with Vega-Lite and Vega).
 *
 * @example
 * import { analyze, reportMarkdown } from "@laguna/analysis";
 * const report = analyze({ game: ticTacToe, variants: [{ name: "misere", config: { misere: true } }], games: 200 });
 * if (either.isRight(report)) console.log(reportMarkdown(report.right));
 *
 * @packageDocumentation
 */
export { type AnalysisPlan, type AnalysisSpec, BASELINE, type Feature, type GameInfo, type Player, RANDOM_PLAYER, type Variant, configFor, planAnalysis, playersOf } from "./spec";
export { contentFeature, contentFeatures } from "./features";
export { type ContentTally, type GameRecord, GameRecordC, type LeadFigures, RECORD_FORMAT } from "./record";
export { type GameFigures, type Job, analysisJobs, gameSeeds, leadFigures, playJob, recordGame, stabilityOf } from "./play";
export { Z95, bootstrapP, eachResample, holm, percentileInterval, quantile, wilson } from "./intervals";
export { type Columns, type Metric, columnNames, columnsOf, columnsOfRows, metricsFor, rowOf } from "./metrics";
export { type ContentSums, addContent, contentRows, contentTable, newContentSums, rateEstimate } from "./content";
export { type Accumulator, REPORT_NOTES, accumulate, aggregate } from "./aggregate";
export { endDefinition, endMetric, endShare, isEndMetric, shownEndConditions } from "./ends";
export { analyze, cellConfigs } from "./analyze";
export {
  type Cell,
  type Comparison,
  type ContentRow,
  type Distribution,
  type EndConditionRow,
  type Lengths,
  type Estimate,
  EstimateC,
  type MetricDefinition,
  type ModuleDefect,
  REPORT_SCHEMA_VERSION,
  type Report,
  ReportC,
  type RestrictedRow,
  decodeReport,
} from "./report";
export { formatEstimate, metricLabel, peopleText, playerLabel, reportMarkdown } from "./markdown";
export { CHART_KINDS, type Chart, type ChartKind, type ChartSpec, contentChart, endConditionChart, lengthChart, reportCharts, restrictedChart, tensionChart, winRateChart } from "./charts";
export { normaliseSvg, renderSvg } from "./svg";
export { escapeHtml, reportHtml } from "./html";
