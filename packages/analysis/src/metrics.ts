/**
 * The scalar metrics: their names (Ludii's where the idea is the same), one-line definitions, and
 * how each is computed from per-game columns of a cell's records. Every metric is a function of
 * column sums, so a bootstrap resample only re-weights the sums.
 *
 * @module
 */
import type { GameRecord } from "./record";
import type { MetricDefinition } from "./report";

/**
 * Per-game columns of a set of records (one entry per record, in order), by name.
 *
 * @example
 * const columns = columnsOf(records, 2);
 * columns.get("fin"); // Float64Array of 1s and 0s
 * @category Metrics
 */
export type Columns = ReadonlyMap<string, Float64Array>;

/**
 * A scalar metric: its definition, and its value from column sums (`NaN` when undefined, e.g. no
 * finished game). A `rate` metric is `sum(rate[0]) / sum(rate[1])`, a count of successes over
 * trials, and gets Wilson's interval; the others get the bootstrap's.
 *
 * @example
 * const completion = metricsFor(2).find((m) => m.name === "Completion");
 * @category Metrics
 */
export interface Metric extends MetricDefinition {
  /** For a rate: the columns of successes and of trials. */
  readonly rate: readonly [string, string] | undefined;
  /** The value from the sums of the columns. */
  readonly value: (sum: (column: string) => number) => number;
}

const ratio = (a: number, b: number): number => (b === 0 ? Number.NaN : a / b);

function rate(name: string, family: string, definition: string, symmetric: boolean, k: string, n: string): Metric {
  return { name, family, definition, symmetric, rate: [k, n], value: (sum) => ratio(sum(k), sum(n)) };
}

function mean(name: string, family: string, definition: string, x: string, n: string): Metric {
  return { name, family, definition, symmetric: true, rate: undefined, value: (sum) => ratio(sum(x), sum(n)) };
}

/**
 * The scalar metrics of a cell with `players` seats, in the report's order: outcome (Completion,
 * AdvantageP1, Balance, Drawishness, then `WinRate.<seat>` for each seat), length (Duration,
 * Turns, Rounds), decisions (BranchingFactor, DecisionMoves) and tension (LeadChange,
 * Decisiveness, Drama, ScoreDifference, ScoreSpread, Stability).
 *
 * @example
 * metricsFor(2).map((m) => m.name).includes("AdvantageP1"); // true
 * @category Metrics
 */
export function metricsFor(players: number): Metric[] {
  const seats = Array.from({ length: players }, (_, s) => s);
  return [
    rate("Completion", "outcome", "Share of games that end by the rules within the step limit; the others are unfinished and never scored.", true, "fin", "all"),
    {
      name: "AdvantageP1",
      family: "outcome",
      definition:
        "The share of the wins, over finished games, of the seat that took the game's first turn (whichever seat that was: the titles draw their start player), a shared victory split equally between its winners; an even split is 1 / players.",
      symmetric: true,
      rate: undefined,
      value: (sum) => ratio(sum("firstshare"), sum("fin")),
    },
    {
      name: "Balance",
      family: "outcome",
      definition: "Largest gap between two seats' shares of the wins (a shared victory split between its winners) over the finished games (0: every seat wins as often).",
      symmetric: true,
      rate: undefined,
      value: (sum) => {
        const fin = sum("fin");
        if (fin === 0) return Number.NaN;
        const rates = seats.map((s) => sum(`share.${s}`) / fin);
        return Math.max(...rates) - Math.min(...rates);
      },
    },
    rate("Drawishness", "outcome", "Share of finished games whose victory is shared by more than one seat (a draw when all share it).", true, "shared", "fin"),
    ...seats.map((s) => rate(`WinRate.${s}`, "outcome", `Share of finished games seat ${s} wins (a shared victory counts for each winner).`, false, `win.${s}`, "fin")),
    mean("Duration", "length", "Mean actions per finished game.", "actions", "fin"),
    mean("Turns", "length", "Mean turns per finished game (by the game's turnNumber, else by changes of the seat to act).", "turns", "fin"),
    mean("Rounds", "length", "Mean turns taken by the seat that took the first turn, per finished game.", "rounds", "fin"),
    mean("BranchingFactor", "decisions", "Mean legal actions per decision, over the decisions of finished games.", "legal", "actions"),
    mean("DecisionMoves", "decisions", "Share of decisions with more than one legal action (a real choice), over finished games.", "choices", "actions"),
    mean("LeadChange", "tension", "Mean times per finished game a seat takes the lead from another (running score at each turn's end, the last point by the outcome).", "changes", "led"),
    mean("Decisiveness", "tension", "Mean share of the turns played when the sole winner takes the lead for good (low: decided early).", "decisive", "decided"),
    mean("Drama", "tension", "Mean share of turn ends, before the last, at which the eventual sole winner was not leading.", "drama", "decided"),
    mean("ScoreDifference", "tension", "Mean final margin between the best and the second-best score, over finished games.", "margin", "fin"),
    mean("ScoreSpread", "tension", "Mean gap between the highest and the lowest final score, over finished games.", "spread", "fin"),
    mean(
      "Stability",
      "tension",
      "Mean over finished games of the variance of each seat's running score over the turn ends (the last at the game's end), averaged over the seats, in points squared (low: steady standings; Ludii's Stability).",
      "stability",
      "stable",
    ),
  ];
}

/**
 * The names of the per-game columns the metrics of {@link metricsFor} sum, for `players` seats, in
 * the order of a {@link rowOf} row. `rwin` is 1 when the seat restricted in that game number
 * (`index % players`) won: restricted play's figure.
 *
 * @example
 * columnNames(2).includes("win.1"); // true
 * @category Metrics
 */
export function columnNames(players: number): string[] {
  const names = ["all", "fin", "shared", "actions", "turns", "rounds", "legal", "choices", "led", "changes", "decided", "decisive", "drama", "margin", "spread", "rwin", "stable", "stability", "firstshare"];
  for (let s = 0; s < players; s++) names.push(`win.${s}`, `share.${s}`);
  return names;
}

/** Each column's position in a row, by player count. */
const POSITIONS = new Map<number, ReadonlyMap<string, number>>();

/**
 * One game's figures as a row of numbers, in the order of {@link columnNames}: all a report needs
 * of a game besides its content and end condition. Figures of an unfinished game are 0 but `all`.
 *
 * @example
 * rowOf(record, 2)[1]; // 1 when the game finished
 * @category Metrics
 */
export function rowOf(r: GameRecord, players: number): Float64Array {
  let at = POSITIONS.get(players);
  if (at === undefined) POSITIONS.set(players, (at = new Map(columnNames(players).map((name, i) => [name, i]))));
  const row = new Float64Array(at.size);
  const set = (name: string, x: number): void => {
    row[at.get(name) as number] = x;
  };
  set("all", 1);
  if (!r.finished) return row;
  set("fin", 1);
  set("shared", r.winners.length > 1 ? 1 : 0);
  set("actions", r.actions);
  set("turns", r.turns);
  set("rounds", r.rounds);
  set("legal", r.legal);
  set("choices", r.choices);
  set("rwin", r.winners.includes(r.index % players) ? 1 : 0);
  // Records written before `first` was kept are read as seat 0's first turn.
  const first = r.first === undefined ? 0 : r.first;
  if (first !== null && r.winners.includes(first)) set("firstshare", 1 / r.winners.length);
  for (const w of r.winners) {
    if (w >= players) continue;
    set(`win.${w}`, 1);
    set(`share.${w}`, 1 / r.winners.length);
  }
  if (r.lead !== null) {
    set("led", 1);
    set("changes", r.lead.changes);
    if (r.lead.stability !== undefined) {
      set("stable", 1);
      set("stability", r.lead.stability);
    }
    if (r.lead.decisive !== null && r.lead.drama !== null) {
      set("decided", 1);
      set("decisive", r.lead.decisive);
      set("drama", r.lead.drama);
    }
  }
  const sorted = [...r.scores].sort((a, b) => b - a);
  if (sorted.length > 0) {
    set("margin", (sorted[0] as number) - (sorted[1] ?? (sorted[0] as number)));
    set("spread", (sorted[0] as number) - (sorted[sorted.length - 1] as number));
  }
  return row;
}

/**
 * Rows (see {@link rowOf}) as columns, by name, in the rows' order.
 *
 * @example
 * const columns = columnsOfRows(records.map((r) => rowOf(r, 2)), 2);
 * @category Metrics
 */
export function columnsOfRows(rows: readonly Float64Array[], players: number): Columns {
  return new Map(
    columnNames(players).map((name, k) => {
      const column = new Float64Array(rows.length);
      rows.forEach((row, i) => (column[i] = row[k] ?? 0));
      return [name, column] as const;
    }),
  );
}

/**
 * The per-game columns the metrics of {@link metricsFor} sum, for records of `players` seats, in
 * the records' order.
 *
 * @example
 * const columns = columnsOf(records, 2);
 * @category Metrics
 */
export function columnsOf(records: readonly GameRecord[], players: number): Columns {
  return columnsOfRows(records.map((r) => rowOf(r, players)), players);
}
