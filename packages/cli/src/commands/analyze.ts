/**
 * `laguna analyze`: a game and its variants over many seeded games, as `@laguna/analysis` reports
 * them.
 *
 * @module
 */
import { type Report, type Variant, reportMarkdown } from "@laguna/analysis";
import { DEFAULT_STEP_LIMIT } from "@laguna/core";
import { type Command, Option } from "commander";
import * as either from "fp-ts/lib/Either.js";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type AnalysisSettings, runAnalysis } from "../analysis";
import { BOT_NAMES, DEFAULT_MCTS_ITERATIONS } from "../bots";
import { Failure, UsageError } from "../command-errors";
import type { LagunaCommand } from "../laguna-command";
import { DEFAULT_SEED, botsOption, collectValues, gameArgument, integerOption, playerCountsOption, requireMctsFor, seedOption, workersOption } from "../options";
import { type ProgressBar, progressBar } from "../progress";
import { checkVariant, parseVariant } from "../variants";
import type { CommandContext } from "./context";

/**
 * The default number of games per variant and player count of `laguna analyze`.
 *
 * @example
 * DEFAULT_ANALYSIS_GAMES; // 100
 */
export const DEFAULT_ANALYSIS_GAMES = 100;

/**
 * The report as `report.json` holds it: pretty JSON, two spaces, with a final newline.
 *
 * @example
 * writeFileSync("report.json", reportJson(report));
 */
export function reportJson(report: Report): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

/**
 * Writes `report.json` and `report.md` into `dir` (made if missing); a {@link Failure} if it cannot.
 *
 * @example
 * writeReport("out", report);
 */
export function writeReport(dir: string, report: Report): void {
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "report.json"), reportJson(report));
    writeFileSync(join(dir, "report.md"), reportMarkdown(report));
  } catch (e) {
    throw new Failure(`cannot write the report into ${JSON.stringify(dir)}: ${e instanceof Error ? e.message : String(e)}`, "write-failed");
  }
}

/**
 * Adds `laguna analyze` to the program: its options, help and action.
 *
 * @example
 * defineAnalyze(root, { io, games: registry, exit });
 */
export function defineAnalyze(root: LagunaCommand, { io, games, exit }: CommandContext): void {
  root
    .command("analyze")
    .summary("analyse a game and its variants over many seeded games")
    .description(
      "Play G seeded games of <game> for each variant (the default rules always among them) at each " +
        "player count, and report outcome, length, decision, tension and content metrics with 95 % " +
        "intervals, and every variant against the default rules. Game i of a player count is played " +
        "from the same seeds in every variant.",
    )
    .argument("<game>", 'the game ("laguna list" shows them)')
    .usage("<game> [options]")
    .addOption(new Option("--variant <NAME:KEY=VALUE,...>", "a variant: a name and rule options set over the defaults, e.g. short:roundLimit=10 (repeatable)").argParser(collectValues))
    .option("-p, --players <P,...>", "the player counts, comma-separated (default: every count the game supports)")
    .option("-b, --bots <B>", `who plays: one bot for all seats or one per seat, comma-separated (${BOT_NAMES.join(", ")}); default: random players`)
    .option("-n, --games <N>", `games per variant and player count (default ${DEFAULT_ANALYSIS_GAMES})`)
    .option("-s, --seed <S>", `the seed of the analysis, a whole number (default ${DEFAULT_SEED})`)
    .option("--iterations <N>", `the MCTS budget: iterations per decision (default ${DEFAULT_MCTS_ITERATIONS})`)
    .option("--max-steps <N>", `the step limit per game (default ${DEFAULT_STEP_LIMIT})`)
    .option("-w, --workers <N>", "worker threads playing the games: a number, or auto for one per core (default 1)")
    .option("-o, --out <DIR>", "write report.json and report.md into DIR")
    .option("--json", "print the report as one JSON object (instead of its Markdown summary)")
    .helpOption("-h, --help", "show this help")
    .addHelpText("after", "\nThe report is the same for any number of workers.")
    .action(async (id: string, opts: Record<string, string | boolean | string[] | undefined>, command: Command) => {
      const str = (key: string) => (typeof opts[key] === "string" ? (opts[key] as string) : undefined);
      const count = integerOption(command, str("games"), "--games", (n) => n >= 1, "a positive whole number") ?? DEFAULT_ANALYSIS_GAMES;
      const seed = seedOption(command, str("seed"));
      const iterations = integerOption(command, str("iterations"), "--iterations", (n) => n >= 1, "a positive whole number");
      const stepLimit = integerOption(command, str("maxSteps"), "--max-steps", (n) => n >= 1, "a positive whole number");
      const workers = workersOption(command, str("workers"));
      const bots = botsOption(command, str("bots")) ?? ["random"];
      const game = gameArgument(command, id, games);
      const playerCounts = playerCountsOption(command, str("players"), game, game.playerCounts);
      for (const players of playerCounts) {
        if (bots.length !== 1 && bots.length !== players) {
          throw new UsageError(`--bots: give one bot for all seats or one per seat (${players}), not ${bots.length}.`, command);
        }
      }
      requireMctsFor(command, iterations, bots);
      const variants = ((opts["variant"] as string[] | undefined) ?? []).map((text): Variant => {
        const parsed = parseVariant(text);
        if (either.isLeft(parsed)) throw new UsageError(parsed.left, command);
        for (const players of playerCounts) {
          const checked = checkVariant(game, players, parsed.right.config);
          if (either.isLeft(checked)) throw new UsageError(`--variant "${parsed.right.name}" at ${players} players: ${checked.left.message}`, command);
        }
        return parsed.right;
      });
      const settings: AnalysisSettings = { game: game.id, variants, playerCounts, bots, games: count, seed, stepLimit, iterations };
      const out = str("out");
      let bar: ProgressBar | undefined;
      const onProgress = (done: number, total: number): void => {
        bar ??= progressBar(`analysing ${game.id}`, total, io.stderr);
        bar.update(done);
      };
      let result;
      try {
        result = await runAnalysis(game, settings, { workers, ...(io.isTTY ? { onProgress } : {}) });
      } finally {
        bar?.finish();
      }
      if (either.isLeft(result)) {
        // The settings were checked above but for what only the analysis checks (variant names).
        if (result.left.kind === "invalid-input" && result.left.issues.some((issue) => issue.path.startsWith("variants"))) throw new UsageError(`--variant: ${result.left.message}`, command);
        throw new Failure(result.left.message, result.left.kind);
      }
      const { report } = result.right;
      if (out !== undefined) writeReport(out, report);
      io.stdout(opts["json"] === true ? `${JSON.stringify(report)}\n` : reportMarkdown(report));
      exit(0);
    });
}
