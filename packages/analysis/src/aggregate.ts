/**
 * From records to the report: the cells (every metric with its interval, lengths, end conditions,
 * content), the comparisons of each variant with the baseline, and restricted play. A pure
 * function of the plan and the records: the records' order does not matter (they are sorted
 * first), so a run split between threads gives the same report.
 *
 * @module
 */
import { mixSeed } from "@laguna/core";
import { contentTable, rateEstimate } from "./content";
import { bootstrapP, eachResample, holm, percentileInterval, quantile } from "./intervals";
import { type Columns, type Metric, columnsOf, metricsFor } from "./metrics";
import type { GameRecord } from "./record";
import { type Cell, type Comparison, type Distribution, type Estimate, REPORT_SCHEMA_VERSION, type Report, type RestrictedRow } from "./report";
import type { AnalysisPlan } from "./spec";

const finite = (x: number): number | null => (Number.isFinite(x) ? x : null);

/** Sums of every column, weighted. */
function sums(columns: Columns, weights: Uint32Array | undefined): Map<string, number> {
  const out = new Map<string, number>();
  for (const [name, column] of columns) {
    let s = 0;
    if (weights === undefined) for (let i = 0; i < column.length; i++) s += column[i] as number;
    else for (let i = 0; i < column.length; i++) s += (column[i] as number) * (weights[i] as number);
    out.set(name, s);
  }
  return out;
}

const reader = (s: Map<string, number>) => (name: string): number => s.get(name) ?? 0;

/** Every metric of a cell with its interval: Wilson for rates, the percentile bootstrap otherwise. */
function estimates(columns: Columns, n: number, metrics: readonly Metric[], resamples: number, seed: number): Record<string, Estimate> {
  const full = reader(sums(columns, undefined));
  const replicates = metrics.map(() => [] as number[]);
  if (n > 0) {
    eachResample(n, resamples, seed, (w) => {
      const s = reader(sums(columns, w));
      metrics.forEach((m, k) => (replicates[k] as number[]).push(m.value(s)));
    });
  }
  const out: Record<string, Estimate> = {};
  metrics.forEach((m, k) => {
    if (m.rate !== undefined) {
      out[m.name] = rateEstimate(full(m.rate[0]), full(m.rate[1]));
      return;
    }
    const value = finite(m.value(full));
    const interval = value === null ? undefined : percentileInterval(replicates[k] as number[]);
    out[m.name] = { value, low: interval?.[0] ?? null, high: interval?.[1] ?? null, n, method: "bootstrap" };
  });
  return out;
}

/** The distribution of one length over finished games. */
function distribution(values: readonly number[], resamples: number, seed: number): Distribution {
  const n = values.length;
  if (n === 0) return { mean: { value: null, low: null, high: null, n: 0, method: "bootstrap" }, sd: null, min: null, p10: null, p50: null, p90: null, max: null };
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const sd = n < 2 ? null : Math.sqrt(values.reduce((a, x) => a + (x - mean) * (x - mean), 0) / (n - 1));
  const means: number[] = [];
  eachResample(n, resamples, seed, (w) => {
    let s = 0;
    for (let i = 0; i < n; i++) s += (values[i] as number) * (w[i] as number);
    means.push(s / n);
  });
  const interval = percentileInterval(means);
  const sorted = [...values].sort((a, b) => a - b);
  return {
    mean: { value: mean, low: interval?.[0] ?? null, high: interval?.[1] ?? null, n, method: "bootstrap" },
    sd,
    min: sorted[0] ?? null,
    p10: quantile(sorted, 0.1),
    p50: quantile(sorted, 0.5),
    p90: quantile(sorted, 0.9),
    max: sorted[n - 1] ?? null,
  };
}

/** Stream tags mixed into the bootstrap seeds, so that no two intervals share resamples by accident. */
const STREAM = { cell: 1, length: 2, compare: 3, restricted: 4 } as const;

function cellOf(plan: AnalysisPlan, variant: number, players: number, records: readonly GameRecord[], config: unknown): Cell {
  const seed = (stream: number, k = 0): number => mixSeed(plan.seed, players, variant, stream, k);
  const metrics = metricsFor(players);
  const finished = records.filter((r) => r.finished);
  const ends = new Map<string, number>();
  for (const r of finished) ends.set(r.end ?? "unnamed", (ends.get(r.end ?? "unnamed") ?? 0) + 1);
  return {
    variant: plan.variants[variant]?.name ?? String(variant),
    players,
    config,
    games: records.length,
    finished: finished.length,
    metrics: estimates(columnsOf(records, players), records.length, metrics, plan.resamples, seed(STREAM.cell)),
    length: {
      actions: distribution(finished.map((r) => r.actions), plan.resamples, seed(STREAM.length, 0)),
      turns: distribution(finished.map((r) => r.turns), plan.resamples, seed(STREAM.length, 1)),
      rounds: distribution(finished.map((r) => r.rounds), plan.resamples, seed(STREAM.length, 2)),
    },
    endConditions: [...ends.keys()].sort().map((condition) => ({ condition, games: ends.get(condition) ?? 0, rate: rateEstimate(ends.get(condition) ?? 0, finished.length) })),
    content: contentTable(records),
  };
}

/** The records of two cells for the game numbers both have, in the same order. */
function paired(a: readonly GameRecord[], b: readonly GameRecord[]): [GameRecord[], GameRecord[]] {
  const byIndex = new Map(b.map((r) => [r.index, r]));
  const left: GameRecord[] = [];
  const right: GameRecord[] = [];
  for (const r of a) {
    const other = byIndex.get(r.index);
    if (other !== undefined) {
      left.push(r);
      right.push(other);
    }
  }
  return [left, right];
}

function compare(plan: AnalysisPlan, variant: number, players: number, base: readonly GameRecord[], other: readonly GameRecord[]): Omit<Comparison, "holm">[] {
  const [b, v] = paired(base, other);
  const n = b.length;
  const metrics = metricsFor(players);
  const cb = columnsOf(b, players);
  const cv = columnsOf(v, players);
  const fullB = reader(sums(cb, undefined));
  const fullV = reader(sums(cv, undefined));
  const replicates = metrics.map(() => [] as number[]);
  if (n > 0) {
    eachResample(n, plan.resamples, mixSeed(plan.seed, players, variant, STREAM.compare), (w) => {
      const sb = reader(sums(cb, w));
      const sv = reader(sums(cv, w));
      metrics.forEach((m, k) => (replicates[k] as number[]).push(m.value(sv) - m.value(sb)));
    });
  }
  return metrics.map((m, k) => {
    const baseline = finite(m.value(fullB));
    const value = finite(m.value(fullV));
    const diff = baseline === null || value === null ? null : value - baseline;
    const interval = diff === null ? undefined : percentileInterval(replicates[k] as number[]);
    const low = interval?.[0] ?? null;
    const high = interval?.[1] ?? null;
    return {
      variant: plan.variants[variant]?.name ?? String(variant),
      players,
      metric: m.name,
      baseline,
      value,
      difference: { value: diff, low, high, n, method: "bootstrap" },
      excludesZero: low !== null && high !== null && (low > 0 || high < 0),
      p: diff === null ? 1 : bootstrapP(replicates[k] as number[]),
    };
  });
}

function restrictedRow(plan: AnalysisPlan, feature: number, players: number, reference: readonly GameRecord[], restricted: readonly GameRecord[]): RestrictedRow {
  const [ref, res] = paired(reference, restricted);
  const wins = (r: GameRecord): number => (r.finished && r.restrictedSeat !== null && r.winners.includes(r.restrictedSeat) ? 1 : 0);
  const both: number[] = [];
  ref.forEach((r, i) => {
    const s = res[i] as GameRecord;
    if (r.finished && s.finished) both.push(wins(r) - wins(s));
  });
  const resFinished = restricted.filter((r) => r.finished);
  const refFinished = reference.filter((r) => r.finished);
  // The reference games restrict nobody: the seat compared is the one restricted in the same game number.
  const refSeatWins = refFinished.filter((r) => r.winners.includes(r.index % players)).length;
  const n = both.length;
  const worth = n === 0 ? Number.NaN : both.reduce((a, b) => a + b, 0) / n;
  const means: number[] = [];
  eachResample(n, plan.resamples, mixSeed(plan.seed, players, feature, STREAM.restricted), (w) => {
    let s = 0;
    for (let i = 0; i < n; i++) s += (both[i] as number) * (w[i] as number);
    means.push(s / n);
  });
  const interval = n === 0 ? undefined : percentileInterval(means);
  return {
    feature: plan.features[feature] ?? String(feature),
    players,
    games: restricted.length,
    winRate: rateEstimate(resFinished.filter(wins).length, resFinished.length),
    referenceWinRate: rateEstimate(refSeatWins, refFinished.length),
    worth: { value: finite(worth), low: interval?.[0] ?? null, high: interval?.[1] ?? null, n, method: "bootstrap" },
  };
}

/**
 * The notes every report carries on its method.
 *
 * @example
 * REPORT_NOTES.length > 0; // true
 * @category Report
 */
export const REPORT_NOTES: readonly string[] = [
  "Intervals are 95 %: Wilson's score interval for rates (WinRate, Completion, Drawishness, end conditions, content), the percentile bootstrap over games with the report's fixed seed for every other figure.",
  "Game i of a player count is played from the same seeds in every variant, so comparisons are paired: the bootstrap resamples game numbers and takes each metric's difference on the same games.",
  "Multiple comparisons: a report makes many comparisons, and about 1 in 20 intervals excludes zero by chance alone. 'holm' marks the differences that stand after Holm's correction over all the report's comparisons (5 % family-wise).",
  "Games cut by the step limit are unfinished: they count against Completion and in no other figure.",
  "Restricted play: in game i the seat i % players is forbidden the feature; its worth is that seat's win rate in the same game unrestricted minus restricted, over the games finished both ways.",
];

/**
 * The report of an analysis from its plan and the records of its games (every record of
 * {@link playJob}'s slices, in any order). Cells with no record are left out; a plan with games
 * missing gives a report marked `partial`.
 *
 * @example
 * const records = analysisJobs(plan, 50).flatMap((job) => either.getOrElseW(() => [])(playJob(spec, plan, job)));
 * const report = aggregate(plan, records, configs);
 * @category Report
 */
export function aggregate(plan: AnalysisPlan, records: readonly GameRecord[], configs: (variant: number, players: number) => unknown = () => null): Report {
  const sorted = [...records].sort(
    (a, b) => a.players - b.players || (a.feature ?? -2) - (b.feature ?? -2) || a.variant - b.variant || a.index - b.index,
  );
  const group = (players: number, variant: number, feature: number | null): GameRecord[] =>
    sorted.filter((r) => r.players === players && r.variant === variant && r.feature === feature);
  const cells: Cell[] = [];
  const comparisons: Omit<Comparison, "holm">[] = [];
  const restricted: RestrictedRow[] = [];
  let partial = false;
  for (const players of plan.playerCounts) {
    const base = group(players, 0, null);
    plan.variants.forEach((_, v) => {
      const own = v === 0 ? base : group(players, v, null);
      if (own.length < plan.games) partial = true;
      if (own.length === 0) return;
      cells.push(cellOf(plan, v, players, own, configs(v, players)));
      if (v > 0 && base.length > 0) comparisons.push(...compare(plan, v, players, base, own));
    });
    if (plan.features.length > 0) {
      const reference = group(players, 0, -1);
      if (reference.length < plan.restrictedGames) partial = true;
      plan.features.forEach((_, f) => {
        const own = group(players, 0, f);
        if (own.length < plan.restrictedGames) partial = true;
        if (own.length > 0 && reference.length > 0) restricted.push(restrictedRow(plan, f, players, reference, own));
      });
    }
  }
  const significant = holm(comparisons.map((c) => c.p));
  return {
    schema: "laguna-analysis",
    schemaVersion: REPORT_SCHEMA_VERSION,
    game: plan.game,
    plan: {
      variants: plan.variants,
      playerCounts: plan.playerCounts,
      players: plan.players,
      games: plan.games,
      seed: plan.seed,
      stepLimit: plan.stepLimit,
      features: plan.features,
      restrictedPlayer: plan.restrictedPlayer,
      restrictedGames: plan.restrictedGames,
      resamples: plan.resamples,
    },
    partial,
    definitions: metricsFor(Math.max(...plan.playerCounts)).map(({ name, family, definition, symmetric }) => ({ name, family, definition, symmetric })),
    cells,
    comparisons: comparisons.map((c, i) => ({ ...c, holm: significant[i] ?? false })),
    restricted,
    notes: REPORT_NOTES,
  };
}
