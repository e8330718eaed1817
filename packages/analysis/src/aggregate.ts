/**
 * From records to the report: the cells (every metric with its interval, lengths, end conditions,
 * content), the comparisons of each variant with the baseline, and restricted play. Records are
 * added one at a time to an {@link Accumulator}, which keeps of each game a row of numbers (its
 * content and end only as sums), so a long run needs little memory; the report depends on the
 * plan and the set of games only, not on the order they come in, so a run split between threads
 * gives the same report.
 *
 * @module
 */
import { mixSeed } from "@laguna/core";
import { type ContentSums, addContent, contentRows, newContentSums, rateEstimate } from "./content";
import { endDefinition, endMetric, shownEndConditions } from "./ends";
import { bootstrapP, eachResample, holm, percentileInterval, quantile } from "./intervals";
import { type Metric, columnNames, metricsFor, rowOf } from "./metrics";
import type { GameRecord } from "./record";
import { type Cell, type Comparison, type Distribution, type Estimate, REPORT_SCHEMA_VERSION, type Report, type RestrictedRow } from "./report";
import type { AnalysisPlan } from "./spec";

const finite = (x: number): number | null => (Number.isFinite(x) ? x : null);

/** The sums of every column of these rows (see `rowOf`), each row counted `weights[i]` times (once without weights), read by column name. */
function sums(rows: readonly Float64Array[], players: number, weights: Uint32Array | undefined): (column: string) => number {
  const at = columnsAt(players);
  const width = at.size;
  const total = new Float64Array(width);
  for (let i = 0; i < rows.length; i++) {
    const w = weights === undefined ? 1 : (weights[i] as number);
    if (w === 0) continue;
    const row = rows[i] as Float64Array;
    for (let k = 0; k < width; k++) total[k] = (total[k] as number) + (row[k] as number) * w;
  }
  return (column) => total[at.get(column) ?? -1] ?? 0;
}

/** Each column's place in a row, by player count (made once: every bootstrap resample reads it). */
const COLUMNS_AT = new Map<number, ReadonlyMap<string, number>>();

function columnsAt(players: number): ReadonlyMap<string, number> {
  let at = COLUMNS_AT.get(players);
  if (at === undefined) COLUMNS_AT.set(players, (at = new Map(columnNames(players).map((name, k) => [name, k]))));
  return at;
}

/** Every metric of a cell with its interval: Wilson for rates, the percentile bootstrap otherwise. */
function estimates(rows: readonly Float64Array[], players: number, metrics: readonly Metric[], resamples: number, seed: number): Record<string, Estimate> {
  const n = rows.length;
  const full = sums(rows, players, undefined);
  const replicates = metrics.map(() => [] as number[]);
  if (n > 0) {
    eachResample(n, resamples, seed, (w) => {
      const s = sums(rows, players, w);
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

/** The distribution of one length over finished games; its mean (with interval) is the metric's. */
function distribution(values: readonly number[], mean: Estimate): Distribution {
  const n = values.length;
  if (n === 0) return { mean, sd: null, min: null, p10: null, p50: null, p90: null, max: null };
  const m = values.reduce((a, b) => a + b, 0) / n;
  const sd = n < 2 ? null : Math.sqrt(values.reduce((a, x) => a + (x - m) * (x - m), 0) / (n - 1));
  const sorted = [...values].sort((a, b) => a - b);
  return { mean, sd, min: sorted[0] ?? null, p10: quantile(sorted, 0.1), p50: quantile(sorted, 0.5), p90: quantile(sorted, 0.9), max: sorted[n - 1] ?? null };
}

/** Stream tags mixed into the bootstrap seeds, so that no two intervals share resamples by accident. */
const STREAM = { cell: 1, compare: 3, restricted: 4, ends: 5 } as const;

/** Rows per block of a cell's packed rows. */
const BLOCK = 1024;

/**
 * What an accumulator keeps of one cell: a row per game number (see `rowOf`), packed one after
 * the other in blocks of {@link BLOCK} rows (`slots` gives a game number's place), and the
 * content and end sums. Packed, a game costs its row's numbers and a map entry, not an object.
 */
interface CellState {
  /** Game number to its row's place in the blocks. */
  readonly slots: Map<number, number>;
  readonly blocks: Float64Array[];
  readonly width: number;
  readonly content: ContentSums;
  readonly ends: Map<string, number>;
  /**
   * Each game's end condition, in the same places as the rows: its number in the accumulator's
   * list of conditions, -1 for an unfinished game (what end-condition comparisons pair).
   */
  readonly endCodes: Int32Array[];
}

/** Adds a game's row and end condition (its number, -1 if unfinished) to a cell's blocks. */
function pushRow(cell: CellState, index: number, row: Float64Array, end: number): void {
  const slot = cell.slots.size;
  const b = Math.floor(slot / BLOCK);
  if (b === cell.blocks.length) {
    cell.blocks.push(new Float64Array(BLOCK * cell.width));
    cell.endCodes.push(new Int32Array(BLOCK));
  }
  (cell.blocks[b] as Float64Array).set(row, (slot % BLOCK) * cell.width);
  (cell.endCodes[b] as Int32Array)[slot % BLOCK] = end;
  cell.slots.set(index, slot);
}

/** The end condition's number of game number `index` in a cell (-1: unfinished). */
function endAt(cell: CellState, index: number): number {
  const slot = cell.slots.get(index) as number;
  return (cell.endCodes[Math.floor(slot / BLOCK)] as Int32Array)[slot % BLOCK] as number;
}

/** The row of game number `index` in a cell (a view into its block). */
function rowAt(cell: CellState, index: number): Float64Array {
  const slot = cell.slots.get(index) as number;
  const at = (slot % BLOCK) * cell.width;
  return (cell.blocks[Math.floor(slot / BLOCK)] as Float64Array).subarray(at, at + cell.width);
}

/** The rows of a cell in order of game number. */
const ordered = (cell: CellState | undefined): Float64Array[] =>
  cell === undefined ? [] : [...cell.slots.keys()].sort((a, b) => a - b).map((i) => rowAt(cell, i));

/** The values of column `name` in the finished games of these rows (read in place: no column of every game is made). */
function finishedValues(rows: readonly Float64Array[], players: number, name: string): number[] {
  const at = columnsAt(players);
  const fin = at.get("fin") as number;
  const k = at.get(name) as number;
  const out: number[] = [];
  for (const row of rows) if (row[fin] === 1) out.push(row[k] as number);
  return out;
}

function cellOf(plan: AnalysisPlan, variant: number, players: number, cell: CellState, config: unknown): Cell {
  const rows = ordered(cell);
  const finished = finishedValues(rows, players, "fin").length;
  const metrics = estimates(rows, players, metricsFor(players), plan.resamples, mixSeed(plan.seed, players, variant, STREAM.cell));
  const none: Estimate = { value: null, low: null, high: null, n: 0, method: "none" };
  return {
    variant: plan.variants[variant]?.name ?? String(variant),
    players,
    config,
    games: rows.length,
    finished,
    metrics,
    length: {
      actions: distribution(finishedValues(rows, players, "actions"), metrics["Duration"] ?? none),
      turns: distribution(finishedValues(rows, players, "turns"), metrics["Turns"] ?? none),
      rounds: distribution(finishedValues(rows, players, "rounds"), metrics["Rounds"] ?? none),
    },
    endConditions: [...cell.ends.keys()].sort().map((condition) => ({ condition, games: cell.ends.get(condition) ?? 0, rate: rateEstimate(cell.ends.get(condition) ?? 0, finished) })),
    content: contentRows(cell.content),
  };
}

/** The game numbers two cells both have, in order. */
const common = (a: CellState, b: CellState): number[] => [...a.slots.keys()].filter((i) => b.slots.has(i)).sort((x, y) => x - y);

/** The rows of two cells for the game numbers both have, in order of game number. */
function paired(a: CellState, b: CellState): [Float64Array[], Float64Array[]] {
  const games = common(a, b);
  return [games.map((i) => rowAt(a, i)), games.map((i) => rowAt(b, i))];
}

function compare(plan: AnalysisPlan, variant: number, players: number, base: CellState, other: CellState): Omit<Comparison, "holm">[] {
  const [b, v] = paired(base, other);
  const n = b.length;
  const metrics = metricsFor(players);
  const fullB = sums(b, players, undefined);
  const fullV = sums(v, players, undefined);
  const replicates = metrics.map(() => [] as number[]);
  if (n > 0) {
    eachResample(n, plan.resamples, mixSeed(plan.seed, players, variant, STREAM.compare), (w) => {
      const sb = sums(b, players, w);
      const sv = sums(v, players, w);
      metrics.forEach((m, k) => (replicates[k] as number[]).push(m.value(sv) - m.value(sb)));
    });
  }
  return metrics.map((m, k) => comparisonRow(plan, variant, players, m.name, m.value(fullB), m.value(fullV), replicates[k] as number[], n));
}

/**
 * One comparison: variant minus baseline with the percentile interval and p-value of its
 * bootstrap replicates (figures that are not numbers become `null`, and no difference then).
 */
function comparisonRow(plan: AnalysisPlan, variant: number, players: number, metric: string, baselineFigure: number, variantFigure: number, replicates: number[], n: number): Omit<Comparison, "holm"> {
  const baseline = finite(baselineFigure);
  const value = finite(variantFigure);
  const diff = baseline === null || value === null ? null : value - baseline;
  const interval = diff === null ? undefined : percentileInterval(replicates);
  const low = interval?.[0] ?? null;
  const high = interval?.[1] ?? null;
  return {
    variant: plan.variants[variant]?.name ?? String(variant),
    players,
    metric,
    baseline,
    value,
    difference: { value: diff, low, high, n, method: "bootstrap" },
    excludesZero: low !== null && high !== null && (low > 0 || high < 0),
    p: diff === null ? 1 : bootstrapP(replicates),
  };
}

/**
 * Each end condition's share of finished games, variant against baseline, paired on the games both
 * played (the bootstrap resamples game numbers, as for the metrics). Only where the two cells'
 * games end in more than one way: with a single condition both shares are 1 and there is nothing
 * to compare, and a comparison that cannot differ would only tighten Holm's correction.
 */
function compareEnds(plan: AnalysisPlan, variant: number, players: number, base: CellState, other: CellState, codes: ReadonlyMap<string, number>): Omit<Comparison, "holm">[] {
  const conditions = [...new Set([...base.ends.keys(), ...other.ends.keys()])].sort();
  if (conditions.length < 2) return [];
  const games = common(base, other);
  const n = games.length;
  // Each game's condition as its place in `conditions` (-1: unfinished).
  const place = new Map(conditions.map((c, k) => [codes.get(c) ?? -2, k]));
  const placesOf = (cell: CellState): Int32Array => Int32Array.from(games, (i) => (endAt(cell, i) < 0 ? -1 : (place.get(endAt(cell, i)) ?? -1)));
  const b = placesOf(base);
  const v = placesOf(other);
  const counts = new Float64Array(conditions.length);
  /** Each condition's share of the finished games among `ends`, each game counted `w[i]` times. */
  const shares = (ends: Int32Array, w: Uint32Array | undefined): number[] => {
    counts.fill(0);
    let finished = 0;
    for (let i = 0; i < n; i++) {
      const k = ends[i] as number;
      if (k < 0) continue;
      const times = w === undefined ? 1 : (w[i] as number);
      finished += times;
      counts[k] = (counts[k] as number) + times;
    }
    return Array.from(counts, (c) => (finished === 0 ? Number.NaN : c / finished));
  };
  const replicates = conditions.map(() => [] as number[]);
  if (n > 0) {
    eachResample(n, plan.resamples, mixSeed(plan.seed, players, variant, STREAM.ends), (w) => {
      const sb = shares(b, w);
      const sv = shares(v, w);
      conditions.forEach((_, k) => (replicates[k] as number[]).push((sv[k] as number) - (sb[k] as number)));
    });
  }
  const baseline = shares(b, undefined);
  const value = shares(v, undefined);
  return conditions.map((condition, k) => comparisonRow(plan, variant, players, endMetric(condition), baseline[k] as number, value[k] as number, replicates[k] as number[], n));
}

function restrictedRow(plan: AnalysisPlan, feature: number, players: number, reference: CellState, restricted: CellState): RestrictedRow {
  const names = columnNames(players);
  const fin = names.indexOf("fin");
  const rwin = names.indexOf("rwin");
  const [ref, res] = paired(reference, restricted);
  const both: number[] = [];
  ref.forEach((r, i) => {
    const s = res[i] as Float64Array;
    if (r[fin] === 1 && s[fin] === 1) both.push((r[rwin] as number) - (s[rwin] as number));
  });
  const count = (rows: Float64Array[], k: number): number => rows.reduce((sum, row) => sum + (row[k] as number), 0);
  const resRows = ordered(restricted);
  const refRows = ordered(reference);
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
    games: resRows.length,
    winRate: rateEstimate(count(resRows, rwin), count(resRows, fin)),
    referenceWinRate: rateEstimate(count(refRows, rwin), count(refRows, fin)),
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
  "End:<id> is the share of finished games that ended by the end condition the game names <id>; a variant's shares are compared with the baseline's where their games end in more than one way.",
  "Multiple comparisons: a report makes many comparisons, and about 1 in 20 intervals excludes zero by chance alone. 'holm' marks the differences that stand after Holm's correction over all the report's comparisons (5 % family-wise).",
  "p-values are the bootstrap's own (twice the share of resamples on the far side of zero) down to 2 / (resamples + 1); where every resample falls on one side of zero, the normal tail of the resamples' mean over their standard deviation, if smaller.",
  "Games cut by the step limit are unfinished: they count against Completion and in no other figure.",
  "Restricted play: in game i the seat i % players is forbidden the feature; its worth is that seat's win rate in the same game unrestricted minus restricted, over the games finished both ways.",
];

/**
 * Adds records one at a time and makes the report of what was added: what a caller with worker
 * threads keeps while games come in. It keeps of each game a row of numbers (and its content and
 * end condition as sums), never the record; a game (cell and number) added twice counts once.
 *
 * @example
 * const acc = accumulate(plan);
 * for (const job of analysisJobs(plan, 50)) for (const record of either.getOrElseW(() => [])(playJob(spec, plan, job))) acc.add(record);
 * const report = acc.report(cellConfigs(spec));
 * @category Report
 */
export interface Accumulator {
  /** Adds one game's record. */
  add(record: GameRecord): void;
  /** The games added so far. */
  readonly size: number;
  /** The report of the games added so far (`partial` when the plan has more). */
  report(configs?: (variant: number, players: number) => unknown): Report;
}

/**
 * A new, empty {@link Accumulator} for a plan.
 *
 * @example
 * const acc = accumulate(plan);
 * records.forEach((r) => acc.add(r));
 * @category Report
 */
export function accumulate(plan: AnalysisPlan): Accumulator {
  const cells = new Map<string, CellState>();
  /** Every end condition met so far, numbered in the order met (the numbers never reach the report). */
  const codes = new Map<string, number>();
  const codeOf = (condition: string): number => {
    let code = codes.get(condition);
    if (code === undefined) codes.set(condition, (code = codes.size));
    return code;
  };
  const key = (players: number, variant: number, feature: number | null): string => `${players}/${variant}/${feature ?? "-"}`;
  let size = 0;
  return {
    get size() {
      return size;
    },
    add(record) {
      const k = key(record.players, record.variant, record.feature);
      let cell = cells.get(k);
      if (cell === undefined) cells.set(k, (cell = { slots: new Map(), blocks: [], width: columnNames(record.players).length, content: newContentSums(), ends: new Map(), endCodes: [] }));
      if (cell.slots.has(record.index)) return;
      size++;
      const end = record.end ?? "unnamed";
      pushRow(cell, record.index, rowOf(record, record.players), record.finished ? codeOf(end) : -1);
      addContent(cell.content, record);
      if (record.finished) cell.ends.set(end, (cell.ends.get(end) ?? 0) + 1);
    },
    report(configs = () => null) {
      const out: Cell[] = [];
      const comparisons: Omit<Comparison, "holm">[] = [];
      const restricted: RestrictedRow[] = [];
      let partial = false;
      for (const players of plan.playerCounts) {
        const base = cells.get(key(players, 0, null));
        plan.variants.forEach((_, v) => {
          const own = cells.get(key(players, v, null));
          if ((own?.slots.size ?? 0) < plan.games) partial = true;
          if (own === undefined || own.slots.size === 0) return;
          out.push(cellOf(plan, v, players, own, configs(v, players)));
          if (v > 0 && base !== undefined) comparisons.push(...compare(plan, v, players, base, own), ...compareEnds(plan, v, players, base, own, codes));
        });
        if (plan.features.length > 0) {
          const reference = cells.get(key(players, 0, -1));
          if ((reference?.slots.size ?? 0) < plan.restrictedGames) partial = true;
          plan.features.forEach((_, f) => {
            const own = cells.get(key(players, 0, f));
            if ((own?.slots.size ?? 0) < plan.restrictedGames) partial = true;
            if (own !== undefined && reference !== undefined) restricted.push(restrictedRow(plan, f, players, reference, own));
          });
        }
      }
      const significant = holm(comparisons.map((c) => c.p));
      const { game, ...rest } = plan;
      return {
        schema: "laguna-analysis",
        schemaVersion: REPORT_SCHEMA_VERSION,
        game,
        plan: rest,
        partial,
        definitions: [
          ...metricsFor(Math.max(...plan.playerCounts)).map(({ name, family, definition, symmetric }) => ({ name, family, definition, symmetric })),
          ...shownEndConditions(out).map(endDefinition),
        ],
        cells: out,
        comparisons: comparisons.map((c, i) => ({ ...c, holm: significant[i] ?? false })),
        restricted,
        notes: REPORT_NOTES,
      };
    },
  };
}

/**
 * The report of an analysis from its plan and the records of its games (every record of
 * `playJob`'s slices, in any order): {@link accumulate} them all. Cells with no record are left
 * out; a plan with games missing gives a report marked `partial`.
 *
 * @example
 * const records = analysisJobs(plan, 50).flatMap((job) => either.getOrElseW(() => [])(playJob(spec, plan, job)));
 * const report = aggregate(plan, records, cellConfigs(spec));
 * @category Report
 */
export function aggregate(plan: AnalysisPlan, records: readonly GameRecord[], configs: (variant: number, players: number) => unknown = () => null): Report {
  const acc = accumulate(plan);
  for (const record of records) acc.add(record);
  return acc.report(configs);
}
