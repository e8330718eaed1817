/**
 * The human-readable table printed at the end of a run.
 *
 * @module
 */
import { OVERHEAD_GOAL, type Row } from "./bench-target";
import { CONTENDERS, type Contender, VERSUS_GOAL, type VersusResults } from "./versus-boardgame-io";

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
  const header = ["game", "players", "steps/game", "bare steps/s", "engine steps/s", "strict steps/s", "overhead", "quartiles", "range", "strict ovh", "games/s"];
  const right = [false, true, true, true, true, true, true, true, true, true, true];
  const body = rows.map((r) => [
    r.game,
    String(r.players),
    r.meanStepsPerGame.toFixed(1),
    count(r.bare.stepsPerSecond),
    count(r.engine.stepsPerSecond),
    count(r.strict.stepsPerSecond),
    ratio(r.overhead, OVERHEAD_GOAL),
    `${r.overheadQuartiles[0].toFixed(2)}–${r.overheadQuartiles[1].toFixed(2)}`,
    `${r.overheadRange[0].toFixed(2)}–${r.overheadRange[1].toFixed(2)}`,
    ratio(r.strictOverhead),
    count(r.gamesPerSecond),
  ]);
  const widths = header.map((h, c) => Math.max(h.length, ...body.map((line) => (line[c] ?? "").length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, c) => (right[c] ? cell.padStart(widths[c] ?? 0) : cell.padEnd(widths[c] ?? 0))).join("  ");
  const rule = widths.map((w) => "-".repeat(w)).join("  ");
  return [line(header), rule, ...body.map(line)].join("\n");
}

/**
 * Formats the comparison as a small table.
 *
 * @example
 * console.log(formatVersus(results));
 */
export function formatVersus(v: VersusResults): string {
  const names: Record<Contender, string> = {
    bgioClient: "boardgame.io Client",
    bgioReducer: "boardgame.io reducer",
    lagunaEngine: "Laguna engine",
    lagunaBare: "example reducer alone",
  };
  const laguna = v.contenders.lagunaEngine.stepsPerCpuSecond;
  const lines = CONTENDERS.map((name) => {
    const c = v.contenders[name];
    const count = (n: number) => Math.round(n).toLocaleString("en-US").padStart(12);
    return `${names[name].padEnd(22)}${count(c.stepsPerCpuSecond)}${count(c.gamesPerCpuSecond)}${(laguna / c.stepsPerCpuSecond).toFixed(2).padStart(12)}`;
  });
  return [
    `random tic-tac-toe, boardgame.io ${v.boardgameIoVersion} (NODE_ENV=${v.nodeEnv}), ${v.seeds} seeds, ${v.meanStepsPerGame.toFixed(2)} moves/game, median of ${v.rounds} × ${v.budgetMs} CPU ms:`,
    `${"".padEnd(22)}${"moves/cpu-s".padStart(12)}${"games/cpu-s".padStart(12)}${"Laguna ÷".padStart(12)}`,
    ...lines,
    `Laguna ÷ boardgame.io's reducer ${v.lagunaPerBgioReducer.toFixed(1)}× (goal ≥ ${VERSUS_GOAL}×${v.meetsGoal ? "" : " !"}), ÷ its Client ${v.lagunaPerBgioClient.toFixed(1)}×; engine overhead on the example ${v.engineOverhead.toFixed(2)}.`,
  ].join("\n");
}
