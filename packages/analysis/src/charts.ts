/**
 * The report's charts as Vega-Lite specifications, one function per kind of chart: seat win
 * rates, length distributions, tension (lead changes and decisiveness), content and restricted
 * play. Each is a pure function of a {@link Report} and returns plain JSON (the data inline), or
 * `null` when the report has nothing to draw for that kind. {@link renderSvg} draws one.
 *
 * @module
 */
import type { TopLevelSpec } from "vega-lite";
import { endShare, shownEndConditions } from "./ends";
import { playerLabel } from "./markdown";
import type { Cell, Estimate, Report } from "./report";

/**
 * A Vega-Lite specification as plain JSON, its data inline: what the chart functions return and
 * {@link renderSvg} draws. Vega-Lite's own type (`TopLevelSpec`) checks them inside the package;
 * this plain type keeps `vega-lite` out of the package's type declarations.
 *
 * @example
 * const spec: ChartSpec = { data: { values: [{ x: 1 }] }, mark: "point", encoding: { x: { field: "x", type: "quantitative" } } };
 * @category Charts
 */
export type ChartSpec = Readonly<Record<string, unknown>>;

/**
 * The kinds of chart of the HTML report, in the order it shows them.
 *
 * @example
 * CHART_KINDS.includes("win-rates"); // true
 * @category Charts
 */
export const CHART_KINDS = ["win-rates", "lengths", "end-conditions", "tension", "content", "restricted"] as const;

/**
 * One of {@link CHART_KINDS}.
 *
 * @example
 * const kind: ChartKind = "tension";
 * @category Charts
 */
export type ChartKind = (typeof CHART_KINDS)[number];

/**
 * A chart of the report: its kind, a title and a caption for people, and its specification
 * (`null` when the report has nothing to draw, e.g. no content for a game without a content hook).
 *
 * @example
 * const chart: Chart = { kind: "restricted", title: "Restricted play", caption: "…", spec: restrictedChart(report) };
 * @category Charts
 */
export interface Chart {
  /** Which kind of chart. */
  readonly kind: ChartKind;
  /** A heading. */
  readonly title: string;
  /** What it shows, in a sentence or two. */
  readonly caption: string;
  /** The Vega-Lite specification, or `null` when there is nothing to draw. */
  readonly spec: ChartSpec | null;
}

/** A figure with its interval as chart data: interval ends default to the figure. */
interface Point {
  readonly value: number;
  readonly low: number;
  readonly high: number;
}

function point(e: Estimate | undefined): Point | undefined {
  if (e === undefined || e.value === null) return undefined;
  return { value: e.value, low: e.low ?? e.value, high: e.high ?? e.value };
}

const playersLabel = (players: number): string => `${players} player${players === 1 ? "" : "s"}`;

/** The variants in the plan's order (the baseline first), for a stable colour and axis order. */
const variantOrder = (report: Report): string[] => [...new Set(report.cells.map((c) => c.variant))];
const playerOrder = (report: Report): string[] => report.plan.playerCounts.map(playersLabel);

const CONFIG = {
  font: "sans-serif",
  view: { stroke: "#ccc" },
  axis: { labelLimit: 160, titleFontWeight: "normal" },
  legend: { labelLimit: 200 },
} as const;

interface IntervalChartOptions {
  readonly rows: readonly Record<string, string | number>[];
  /** The field on the x axis (nominal). */
  readonly x: { readonly field: string; readonly title: string; readonly sort: readonly string[] };
  /** A second grouping drawn side by side within each x and coloured (the variants). */
  readonly group?: { readonly field: string; readonly title: string; readonly sort: readonly string[] };
  /** The facet rows' field (several measures), each with its own y scale. */
  readonly facetRow?: { readonly field: string; readonly sort: readonly string[] };
  readonly columnSort: readonly string[];
  /** The y axis's title, for a single row of panels (with `facetRow`, the row headers name the measures). */
  readonly yTitle?: string;
  /** A horizontal rule at this value (an even split, or zero). */
  readonly reference?: number;
  readonly mark: "bar" | "point";
}

/**
 * Bars (or points) with 95 % interval rules: one panel per player count (and per measure when
 * `facetRow` is given), x the item, side by side and coloured by group.
 */
function intervalChart(o: IntervalChartOptions): ChartSpec {
  const x = { field: o.x.field, type: "nominal", title: o.x.title, sort: [...o.x.sort], axis: { labelAngle: -30 } } as const;
  const offset = o.group === undefined ? {} : { xOffset: { field: o.group.field, type: "nominal", sort: [...o.group.sort] } };
  const color =
    o.group === undefined
      ? {}
      : { color: { field: o.group.field, type: "nominal", title: o.group.title, sort: [...o.group.sort], scale: { scheme: "tableau10" } } };
  // With rows of panels, each row's header names its measure.
  const y = { field: "value", type: "quantitative", title: o.facetRow === undefined ? (o.yTitle ?? null) : null } as const;
  const layers: unknown[] = [
    o.mark === "bar"
      ? { mark: { type: "bar", opacity: 0.75 }, encoding: { x, y, ...offset, ...color } }
      : { mark: { type: "point", filled: true, size: 50 }, encoding: { x, y, ...offset, ...color } },
    { mark: { type: "rule", strokeWidth: 1.5 }, encoding: { x, ...offset, y: { field: "low", type: "quantitative" }, y2: { field: "high" }, color: { value: "#222" } } },
  ];
  if (o.reference !== undefined) {
    layers.push({ data: { values: [{ reference: o.reference }] }, mark: { type: "rule", strokeDash: [4, 3], color: "#888" }, encoding: { y: { field: "reference", type: "quantitative" } } });
  }
  const facet = {
    column: { field: "players", type: "nominal", title: null, sort: [...o.columnSort] },
    ...(o.facetRow === undefined ? {} : { row: { field: o.facetRow.field, type: "nominal", title: null, sort: [...o.facetRow.sort] } }),
  };
  const spec = {
    data: { values: o.rows.map((r) => ({ ...r })) },
    facet,
    // With an offset channel (the variants side by side), Vega-Lite takes the step as each
    // variant's band within an item, not the item's: 16 px a variant (it was the item's width,
    // which made charts of many variants thousands of pixels wide).
    spec: { width: { step: o.group === undefined ? 40 : 16 }, height: 180, layer: layers },
    // One row of panels: each player count its own x (its own seats). Several rows: each measure its own y.
    resolve: { scale: o.facetRow === undefined ? { x: "independent" } : { y: "independent" } },
    config: CONFIG,
  } as unknown as TopLevelSpec;
  return spec as unknown as ChartSpec;
}

/** The seats of a cell that have a `WinRate.<seat>` metric, in seat order. */
function seatWinRates(cell: Cell): { seat: number; estimate: Estimate }[] {
  return Object.entries(cell.metrics)
    .filter(([name]) => /^WinRate\.\d+$/.test(name))
    .map(([name, estimate]) => ({ seat: Number(name.slice("WinRate.".length)), estimate }))
    .sort((a, b) => a.seat - b.seat);
}

/**
 * Seat win rates with their 95 % intervals (Wilson): a panel per player count, the players along x
 * (`Player 1` for seat 0), the variants side by side, and a dashed rule at an even split (1 /
 * players) when every panel has the same player count. `null` when no cell has a finished game.
 *
 * @example
 * const spec = winRateChart(report); // then: await renderSvg(spec)
 * @category Charts
 */
export function winRateChart(report: Report): ChartSpec | null {
  const rows = report.cells.flatMap((cell) =>
    seatWinRates(cell).flatMap(({ seat, estimate }) => {
      const p = point(estimate);
      return p === undefined ? [] : [{ players: playersLabel(cell.players), variant: cell.variant, seat: playerLabel(seat), ...p }];
    }),
  );
  if (rows.length === 0) return null;
  const seats = [...new Set(rows.map((r) => r.seat))].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  const counts = report.plan.playerCounts;
  return intervalChart({
    rows,
    x: { field: "seat", title: "player", sort: seats },
    group: { field: "variant", title: "variant", sort: variantOrder(report) },
    columnSort: playerOrder(report),
    yTitle: "win rate",
    ...(counts.length === 1 && counts[0] !== undefined ? { reference: 1 / counts[0] } : {}),
    mark: "bar",
  });
}

const LENGTHS = [
  { key: "actions", label: "actions per game" },
  { key: "turns", label: "turns per game" },
  { key: "rounds", label: "rounds per game" },
] as const;

/**
 * Length distributions of the finished games, from the quantiles the report keeps: per variant
 * and player count, a thin rule from the shortest to the longest game, a box from the 10th to the
 * 90th percentile, and a tick at the median; one row of panels per length (actions, turns,
 * rounds), each with its own scale. `null` when no game finished.
 *
 * @example
 * const spec = lengthChart(report);
 * @category Charts
 */
export function lengthChart(report: Report): ChartSpec | null {
  const rows = report.cells.flatMap((cell) =>
    LENGTHS.flatMap(({ key, label }) => {
      const d = cell.length[key];
      if (d.min === null || d.max === null || d.p10 === null || d.p50 === null || d.p90 === null) return [];
      return [{ players: playersLabel(cell.players), variant: cell.variant, length: label, min: d.min, p10: d.p10, p50: d.p50, p90: d.p90, max: d.max }];
    }),
  );
  if (rows.length === 0) return null;
  const variants = variantOrder(report);
  const x = { field: "variant", type: "nominal", title: "variant", sort: variants, axis: { labelAngle: -30 } } as const;
  const color = { field: "variant", type: "nominal", title: "variant", sort: variants, scale: { scheme: "tableau10" }, legend: null } as const;
  const spec = {
    data: { values: rows },
    facet: {
      column: { field: "players", type: "nominal", title: null, sort: playerOrder(report) },
      row: { field: "length", type: "nominal", title: null, sort: LENGTHS.map((l) => l.label) },
    },
    spec: {
      width: { step: 40 },
      height: 140,
      layer: [
        { mark: { type: "rule", color: "#555" }, encoding: { x, y: { field: "min", type: "quantitative", title: null }, y2: { field: "max" } } },
        { mark: { type: "bar", size: 18, opacity: 0.7 }, encoding: { x, y: { field: "p10", type: "quantitative" }, y2: { field: "p90" }, color } },
        { mark: { type: "tick", color: "#111", size: 22, thickness: 2 }, encoding: { x, y: { field: "p50", type: "quantitative" } } },
      ],
    },
    resolve: { scale: { y: "independent" } },
    config: CONFIG,
  } satisfies TopLevelSpec;
  return spec as unknown as ChartSpec;
}

/**
 * How the finished games ended: each end condition's share of a cell's finished games with its
 * 95 % interval (Wilson), a panel per player count, the conditions along x, the variants side by
 * side. `null` when the game names no end condition.
 *
 * @example
 * const spec = endConditionChart(report);
 * @category Charts
 */
export function endConditionChart(report: Report): ChartSpec | null {
  const rows = report.plan.playerCounts.flatMap((players) => {
    const cells = report.cells.filter((c) => c.players === players);
    return shownEndConditions(cells).flatMap((condition) =>
      cells.flatMap((cell) => {
        const p = point(endShare(cell, condition));
        return p === undefined ? [] : [{ players: playersLabel(players), variant: cell.variant, condition, ...p }];
      }),
    );
  });
  if (rows.length === 0) return null;
  return intervalChart({
    rows,
    x: { field: "condition", title: "end condition", sort: [...new Set(rows.map((r) => r.condition))].sort() },
    group: { field: "variant", title: "variant", sort: variantOrder(report) },
    columnSort: playerOrder(report),
    yTitle: "share of finished games",
    mark: "bar",
  });
}

const TENSION = [
  { metric: "LeadChange", label: "lead changes per game" },
  { metric: "Decisiveness", label: "decisiveness (share of turns)" },
] as const;

/**
 * Lead changes per game and decisiveness (how far into the game the sole winner takes the lead
 * for good), each with its 95 % interval: a point per variant, a panel per player count, one row
 * per metric. `null` when neither was measured (a game with no running score).
 *
 * @example
 * const spec = tensionChart(report);
 * @category Charts
 */
export function tensionChart(report: Report): ChartSpec | null {
  const rows = report.cells.flatMap((cell) =>
    TENSION.flatMap(({ metric, label }) => {
      const p = point(cell.metrics[metric]);
      return p === undefined ? [] : [{ players: playersLabel(cell.players), variant: cell.variant, metric: label, ...p }];
    }),
  );
  if (rows.length === 0) return null;
  const variants = variantOrder(report);
  return intervalChart({
    rows,
    x: { field: "variant", title: "variant", sort: variants },
    facetRow: { field: "metric", sort: TENSION.map((t) => t.label) },
    columnSort: playerOrder(report),
    mark: "point",
  });
}

const CONTENT = [
  { key: "pickRate", label: "pick rate (taken when offered)" },
  { key: "withWinRate", label: "holders' win rate" },
  { key: "withoutWinRate", label: "others' win rate" },
] as const;

/**
 * Content: for each piece the game names, its pick rate (taken when on offer) and the win rates
 * of the seats holding it at the end and of the others, each with its 95 % interval; a column of
 * panels per measure, a row per player count, the pieces down the y axis (a game may name hundreds:
 * the chart grows down the page, not across it), the variants side by side within each piece.
 * `null` when the game names no content.
 *
 * @example
 * const spec = contentChart(report);
 * @category Charts
 */
export function contentChart(report: Report): ChartSpec | null {
  const rows = report.cells.flatMap((cell) =>
    cell.content.flatMap((row) =>
      CONTENT.flatMap(({ key, label }) => {
        const p = point(row[key]);
        return p === undefined ? [] : [{ players: playersLabel(cell.players), variant: cell.variant, content: row.id, measure: label, ...p }];
      }),
    ),
  );
  if (rows.length === 0) return null;
  const ids = [...new Set(report.cells.flatMap((c) => c.content.map((r) => r.id)))].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  const variants = variantOrder(report);
  const y = { field: "content", type: "nominal", title: null, sort: ids } as const;
  const yOffset = { yOffset: { field: "variant", type: "nominal", sort: [...variants] } };
  const color = { color: { field: "variant", type: "nominal", title: "variant", sort: [...variants], scale: { scheme: "tableau10" } } };
  const spec = {
    data: { values: rows },
    facet: {
      column: { field: "measure", type: "nominal", title: null, sort: CONTENT.map((c) => c.label) },
      row: { field: "players", type: "nominal", title: null, sort: [...playerOrder(report)] },
    },
    spec: {
      width: 170,
      // The step is each variant's band within a piece (Vega-Lite's reading with an offset
      // channel): room for each piece's label (12 px text) however few the variants.
      height: { step: Math.max(5, Math.ceil(16 / variants.length)) },
      layer: [
        { mark: { type: "bar", opacity: 0.75 }, encoding: { y, x: { field: "value", type: "quantitative", title: null, scale: { domain: [0, 1] } }, ...yOffset, ...color } },
        { mark: { type: "rule", strokeWidth: 1.5 }, encoding: { y, ...yOffset, x: { field: "low", type: "quantitative" }, x2: { field: "high" }, color: { value: "#222" } } },
      ],
    },
    config: CONFIG,
  } as unknown as TopLevelSpec;
  return spec as unknown as ChartSpec;
}

/**
 * Restricted play: what each feature is worth (the win rate a seat loses when forbidden it,
 * paired game by game) with its 95 % interval, a dashed rule at zero, a panel per player count.
 * `null` when the report has no restricted play.
 *
 * @example
 * const spec = restrictedChart(report);
 * @category Charts
 */
export function restrictedChart(report: Report): ChartSpec | null {
  const rows = report.restricted.flatMap((row) => {
    const p = point(row.worth);
    return p === undefined ? [] : [{ players: playersLabel(row.players), feature: row.feature, ...p }];
  });
  if (rows.length === 0) return null;
  return intervalChart({
    rows,
    x: { field: "feature", title: "feature forbidden", sort: [...new Set(report.restricted.map((r) => r.feature))] },
    columnSort: playerOrder(report),
    yTitle: "worth (win rate lost)",
    reference: 0,
    mark: "bar",
  });
}

/**
 * Every chart of the HTML report, one per {@link ChartKind} in {@link CHART_KINDS} order, each
 * with a title, a caption and its specification (`null` when there is nothing to draw).
 *
 * @example
 * for (const chart of reportCharts(report)) if (chart.spec !== null) svgs.push(await renderSvg(chart.spec));
 * @category Charts
 */
export function reportCharts(report: Report): readonly Chart[] {
  return [
    {
      kind: "win-rates",
      title: "Seat win rates",
      caption: "Share of finished games each seat wins (a shared victory counts for each winner), with 95 % Wilson intervals; with one player count, the dashed line is an even split.",
      spec: winRateChart(report),
    },
    {
      kind: "lengths",
      title: "Length distributions",
      caption: "Finished games' lengths: the line spans the shortest to the longest game, the box the 10th to the 90th percentile, the tick is the median.",
      spec: lengthChart(report),
    },
    {
      kind: "end-conditions",
      title: "How the games ended",
      caption: "Each end condition's share of the finished games (End:<id> in the tables), with 95 % Wilson intervals.",
      spec: endConditionChart(report),
    },
    {
      kind: "tension",
      title: "Lead changes and decisiveness",
      caption: "Mean lead changes per game, and the mean share of the turns played when the sole winner takes the lead for good (low: decided early), with 95 % bootstrap intervals.",
      spec: tensionChart(report),
    },
    {
      kind: "content",
      title: "Content pick and win rates",
      caption: "Each piece's pick rate (taken when on offer) and the win rates of the seats holding it at the end and of the others, with 95 % Wilson intervals.",
      spec: contentChart(report),
    },
    {
      kind: "restricted",
      title: "Restricted play",
      caption: "What each feature is worth: the win rate a seat loses when forbidden it, against the same seat unrestricted in the same games, with 95 % bootstrap intervals.",
      spec: restrictedChart(report),
    },
  ];
}
