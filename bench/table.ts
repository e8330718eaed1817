/**
 * The human-readable table printed at the end of a run.
 *
 * @module
 */
import { OVERHEAD_GOAL, type Row } from "./bench-target";

/** An integer with thousands separators, e.g. `1,234,567`. */
function count(n: number): string {
  return Math.round(n).toLocaleString("en-US");
}

/** A ratio to two decimals, marked with `!` when it misses the overhead goal. */
function ratio(n: number, goal?: number): string {
  return `${n.toFixed(2)}${goal !== undefined && n > goal ? " !" : ""}`;
}

/**
 * Formats the rows as an aligned plain-text table.
 *
 * @example
 * console.log(formatTable(rows));
 */
export function formatTable(rows: readonly Row[]): string {
  const header = ["game", "players", "steps/game", "bare steps/s", "engine steps/s", "strict steps/s", "overhead", "strict ovh", "games/s"];
  const right = [false, true, true, true, true, true, true, true, true];
  const body = rows.map((r) => [
    r.game,
    String(r.players),
    r.meanStepsPerGame.toFixed(1),
    count(r.bare.stepsPerSecond),
    count(r.engine.stepsPerSecond),
    count(r.strict.stepsPerSecond),
    ratio(r.overhead, OVERHEAD_GOAL),
    ratio(r.strictOverhead),
    count(r.gamesPerSecond),
  ]);
  const widths = header.map((h, c) => Math.max(h.length, ...body.map((line) => (line[c] ?? "").length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, c) => (right[c] ? cell.padStart(widths[c] ?? 0) : cell.padEnd(widths[c] ?? 0))).join("  ");
  const rule = widths.map((w) => "-".repeat(w)).join("  ");
  return [line(header), rule, ...body.map(line)].join("\n");
}
