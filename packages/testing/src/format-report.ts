/**
 * The report of a law run in words, for people: for a failure, the law, what broke, and how to
 * reproduce it; for a run that held, its size.
 *
 * @module
 */
import type { Game, GameConfig } from "@laguna/core";
import { LAW_DESCRIPTIONS } from "./law-names";
import type { LawReport } from "./law-report";

/**
 * Formats a report for people: for a failure, the law, what broke, and how to reproduce it; for
 * a run that held, its size, and whether the time budget cut it.
 *
 * @example
 * if (!report.ok) console.error(formatLawReport(game, report));
 * @category Laws
 */
export function formatLawReport<C extends GameConfig, S, A, V>(game: Game<C, S, A, V>, report: LawReport): string {
  if (report.ok || !report.failure) {
    const unfinished = report.unfinished > 0 ? ` (${report.unfinished} cut by the step limit, unfinished)` : "";
    const cut = report.cut === undefined ? "" : `\n  ${report.cut}`;
    return `${game.id} ${game.version}: all laws hold over ${report.games} games${unfinished}, ${report.steps} actions, configs: ${report.configs.join(", ")}${cut}`;
  }
  const f = report.failure;
  if (f.law === "bad-config") return `${game.id} ${game.version}: ${f.message}\n  config: ${f.config}`;
  const trace = `{ seed: ${f.trace.seed}, choices: [${f.trace.choices.join(", ")}], tailSeed: ${f.trace.tailSeed} }`;
  return [
    `${game.id} ${game.version}: ${f.message}`,
    f.law === "error" ? "" : `  the law: ${LAW_DESCRIPTIONS[f.law]}`,
    `  config: ${f.config}`,
    `  trace (after shrinking): ${trace}${f.step === undefined ? "" : `, broken at step ${f.step}`}`,
    f.step === undefined ? "" : `  look at it: replayTrace(game, failure.configValue, failure.trace, { steps: ${f.step} }) gives the match there`,
    `  reproduce with the option { seed: ${f.fastCheckSeed} }`,
  ]
    .filter((l) => l !== "")
    .join("\n");
}
