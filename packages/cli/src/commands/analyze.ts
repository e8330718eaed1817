/**
 * `laguna analyze`: a game and its variants over many seeded games, as `@laguna/analysis` reports
 * them.
 *
 * @module
 */
import { type GameRecord, RECORD_FORMAT, type Report, type Variant, reportHtml, reportMarkdown } from "@laguna/analysis";
import { type AnyGame, DEFAULT_STEP_LIMIT, quotedCut } from "@laguna/core";
import { type Command, Option } from "commander";
import * as either from "fp-ts/lib/Either.js";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type AnalysisSettings, plannedGames, runAnalysis } from "../analysis";
import { RECORDS_FILE, RUN_FILE, appendRecords, readRunFiles, startRunFiles } from "../analysis-files";
import { BOT_NAMES, DEFAULT_MCTS_ITERATIONS } from "../bots";
import { Failure, UsageError } from "../command-errors";
import type { LagunaCommand } from "../laguna-command";
import { DEFAULT_SEED, MODULE_HELP, botsOption, collectValues, gameOrModule, integerOption, playerCountsOption, requireMctsFor, seedOption, workersOption } from "../options";
import { type ProgressBar, progressBar } from "../progress";
import { type GameEntry, findGame } from "../registry";
import { listInWords, wrapLines } from "../text";
import { importEntry, resolveModule } from "../user-module";
import { checkVariant, parseVariant } from "../variants";
import type { CommandContext } from "./context";
import { queueOptions } from "./queue-options";

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
 * Writes `report.json`, `report.md` and `report.html` (one self-contained page with the charts,
 * drawn by `@laguna/analysis`'s `reportHtml`) into `dir` (made if missing); a {@link Failure} if
 * it cannot.
 *
 * @example
 * await writeReport("out", report);
 */
export async function writeReport(dir: string, report: Report): Promise<void> {
  const html = await reportHtml(report);
  writing(dir, () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "report.json"), reportJson(report));
    writeFileSync(join(dir, "report.md"), reportMarkdown(report));
    writeFileSync(join(dir, "report.html"), html);
  });
}

/**
 * The exit code of an analysis stopped by Ctrl-C: 128 + SIGINT's number, as shells report it.
 *
 * @example
 * if (code === INTERRUPTED) console.log("stopped; the report is partial");
 */
export const INTERRUPTED = 130;

/**
 * The exit code of an analysis on a job queue (`--queue`) whose jobs met module defects: its
 * report, of the other games, is written and printed, listing them. The code of a failure.
 *
 * @example
 * if (code === DEFECTS) console.log("see the report's module defects");
 */
export const DEFECTS = 1;

/** Runs a write of the run's files, a {@link Failure} naming the folder if it fails. */
function writing(dir: string, write: () => void): void {
  try {
    write();
  } catch (e) {
    throw new Failure(`cannot write into ${JSON.stringify(dir)}: ${e instanceof Error ? e.message : String(e)}`, "write-failed");
  }
}

/** The most bootstrap resamples `--resamples` takes (each interval costs a pass over its games per resample). */
const MAX_RESAMPLES = 100_000;

/**
 * The content `--restrict` names, each checked: the game must declare its content (the `content`
 * hook), and each value must be a kind (`advantage`) or a piece (`advantage:A07`), named once.
 */
function restrictOption(command: Command, values: readonly string[], game: AnyGame): string[] {
  if (values.length === 0) return [];
  if (game.content === undefined) {
    throw new UsageError(`--restrict: ${game.id} declares no content (its rule module has no content hook), so there is nothing to forbid.`, command);
  }
  const seen = new Set<string>();
  for (const value of values) {
    if (!/^[^:\s]+(:[^:\s]+)?$/.test(value)) {
      throw new UsageError(`--restrict ${quotedCut(value)}: name a kind of content (e.g. character) or one piece as kind:name (e.g. character:C07), as the content tables of a report list them.`, command);
    }
    if (seen.has(value)) throw new UsageError(`--restrict ${quotedCut(value)} is given twice.`, command);
    seen.add(value);
  }
  return [...values];
}

/** The options that say what an analysis is: given at its start, never with --resume. */
const ANALYSIS_OPTIONS: readonly (readonly [key: string, flag: string])[] = [
  ["variant", "--variant"],
  ["players", "--players"],
  ["bots", "--bots"],
  ["games", "--games"],
  ["seed", "--seed"],
  ["iterations", "--iterations"],
  ["maxSteps", "--max-steps"],
  ["restrict", "--restrict"],
  ["resamples", "--resamples"],
  ["out", "--out"],
];

/** What an analysis plays: its game, settings, and the records of the games already played. */
interface AnalysisStart {
  readonly game: AnyGame;
  readonly settings: AnalysisSettings;
  readonly done: readonly GameRecord[];
  /** The entry of the user's module the game comes from, if it does. */
  readonly entry?: GameEntry | undefined;
}

/** A new analysis from the command line's game and options, each checked (a {@link UsageError} naming a mistake). */
async function newAnalysis(command: Command, id: string | undefined, opts: Record<string, string | boolean | string[] | undefined>, games: readonly AnyGame[]): Promise<AnalysisStart> {
  const str = (key: string) => (typeof opts[key] === "string" ? (opts[key] as string) : undefined);
  if (id === undefined && str("module") === undefined) {
    throw new UsageError("name the game to analyse (or give your own rule module with --module), or continue a stopped analysis with --resume DIR.", command);
  }
  const count = integerOption(command, str("games"), "--games", (n) => n >= 1, "a positive whole number") ?? DEFAULT_ANALYSIS_GAMES;
  const seed = seedOption(command, str("seed"));
  const iterations = integerOption(command, str("iterations"), "--iterations", (n) => n >= 1, "a positive whole number");
  const stepLimit = integerOption(command, str("maxSteps"), "--max-steps", (n) => n >= 1, "a positive whole number");
  const bots = botsOption(command, str("bots")) ?? ["random"];
  const { game, module } = await gameOrModule(command, id, str("module"), games, "analyse");
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
  const restrict = restrictOption(command, (opts["restrict"] as string[] | undefined) ?? [], game);
  const resamples = integerOption(command, str("resamples"), "--resamples", (n) => n >= 1 && n <= MAX_RESAMPLES, `a whole number from 1 to ${MAX_RESAMPLES}`);
  const settings: AnalysisSettings = {
    game: game.id,
    version: game.version,
    recordFormat: RECORD_FORMAT,
    ...(module === undefined ? {} : { module: module.url }),
    variants,
    playerCounts,
    bots,
    games: count,
    seed,
    stepLimit,
    iterations,
    ...(restrict.length === 0 ? {} : { restrict }),
    ...(resamples === undefined ? {} : { resamples }),
  };
  return { game, settings, done: [], entry: module?.entry };
}

/** Where a module's URL points, for people: its path for a `file:` URL. */
const modulePlace = (url: string): string => (url.startsWith("file:") ? fileURLToPath(url) : url);

/**
 * A stopped analysis read from `dir`: the command line may name its game and module again, and
 * nothing else of what it is (a {@link UsageError}), and the game must be the one analysed: the
 * same id, rules version and module (a {@link UsageError} naming the difference). Files that are
 * missing or wrong, and a module that no longer loads, are a {@link Failure}.
 */
async function resumedAnalysis(
  command: Command,
  id: string | undefined,
  opts: Record<string, string | boolean | string[] | undefined>,
  dir: string,
  games: readonly AnyGame[],
): Promise<AnalysisStart> {
  const given = ANALYSIS_OPTIONS.filter(([key]) => opts[key] !== undefined).map(([, flag]) => flag);
  if (given.length > 0) {
    throw new UsageError(`--resume continues the analysis in ${JSON.stringify(dir)} as it was started: leave out ${listInWords(given)} (only --module, --workers and --json go with it).`, command);
  }
  const run = readRunFiles(dir);
  if (either.isLeft(run)) throw new Failure(run.left, "invalid-resume");
  const { settings } = run.right;
  const where = JSON.stringify(dir);
  const specifier = typeof opts["module"] === "string" ? opts["module"] : undefined;
  let game: AnyGame | undefined;
  let entry: GameEntry | undefined;
  if (specifier !== undefined) {
    const url = resolveModule(specifier, process.cwd());
    if (either.isLeft(url)) throw new UsageError(`--module ${JSON.stringify(specifier)}: ${url.left}`, command);
    if (settings.module === undefined) throw new UsageError(`${where} is an analysis of the registered game ${quotedCut(settings.game)}, not of the module ${JSON.stringify(specifier)}.`, command);
    if (url.right !== settings.module) {
      throw new UsageError(`${where} is an analysis of the module ${JSON.stringify(modulePlace(settings.module))}, not of ${JSON.stringify(modulePlace(url.right))}.`, command);
    }
  }
  if (settings.module !== undefined) {
    const loaded = await importEntry(settings.module);
    if (either.isLeft(loaded)) throw new Failure(`${where} is an analysis of the module ${JSON.stringify(modulePlace(settings.module))}: ${loaded.left}`, "invalid-resume");
    entry = loaded.right;
    game = entry.game;
    if (game.id !== settings.game) {
      throw new UsageError(`${where} is an analysis of ${quotedCut(settings.game)}, and the module ${JSON.stringify(modulePlace(settings.module))} now holds ${quotedCut(game.id)}.`, command);
    }
  } else {
    game = findGame(games, settings.game);
    if (game === undefined) throw new Failure(`${where} is an analysis of ${quotedCut(settings.game)}, a game this command does not know.`, "invalid-resume");
  }
  if (id !== undefined && id !== game.id) throw new UsageError(`${where} is an analysis of ${game.id}, not of ${quotedCut(id)}.`, command);
  if (settings.version !== undefined && settings.version !== game.version) {
    throw new UsageError(
      `${where} is an analysis of ${game.id} rules ${quotedCut(settings.version)}, and the game is now at rules ${game.version}: its games would not be the same. Start a new analysis.`,
      command,
    );
  }
  const format = settings.recordFormat ?? 1;
  if (format !== RECORD_FORMAT) {
    throw new UsageError(
      `${where} was started by ${format < RECORD_FORMAT ? "an older" : "a newer"} laguna analyze, whose game records (format ${format}) are not those this one makes (format ${RECORD_FORMAT}): a report cannot mix them. Start a new analysis.`,
      command,
    );
  }
  return { game, settings, done: run.right.records, entry };
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
    .argument("[game]", 'the game ("laguna list" shows them)')
    .usage("<game> [options]")
    .addOption(new Option("--variant <NAME:KEY=VALUE,...>", "a variant: a name and rule options set over the defaults, e.g. short:roundLimit=10 (repeatable)").argParser(collectValues))
    .option("-p, --players <P,...>", "the player counts, comma-separated (default: every count the game supports)")
    .option("-b, --bots <B>", `who plays: one bot for all seats or one per seat, comma-separated (${BOT_NAMES.join(", ")}); default: random players`)
    .option("-n, --games <N>", `games per variant and player count (default ${DEFAULT_ANALYSIS_GAMES})`)
    .option("-s, --seed <S>", `the seed of the analysis, a whole number (default ${DEFAULT_SEED})`)
    .option("--iterations <N>", `the MCTS budget: iterations per decision (default ${DEFAULT_MCTS_ITERATIONS})`)
    .option("--max-steps <N>", `the step limit per game (default ${DEFAULT_STEP_LIMIT})`)
    .addOption(
      new Option(
        "--restrict <CONTENT>",
        "restricted play: what a piece of content is worth, by the win rate of the first bot forbidden to take it against the same bot unrestricted; a kind (character) or a piece (character:C07) of the report's content tables (repeatable); where every legal action takes forbidden content the bot plays unrestricted",
      ).argParser(collectValues),
    )
    .option("--resamples <N>", "bootstrap resamples per interval (default 1000; more give finer intervals and p-values)")
    .option("--module <M>", MODULE_HELP)
    .option("-w, --workers <N>", "threads playing the games, this one included: a number, or auto for one per core (default 1). Each thread past the first spends about a second of CPU loading and compiling the game first: give it runs of more than a few seconds")
    .option("-o, --out <DIR>", `write report.json, report.md and report.html into DIR, and what --resume needs (${RUN_FILE}, ${RECORDS_FILE})`)
    .option("--queue <URL>", "play on a PostgreSQL job queue: laguna worker --queue URL plays the jobs, on any machine")
    .option("--run <ID>", "with --queue: the run's id, to pick a stopped run up again (default: a new one)")
    .option("--block <N>", "with --queue: games per job (default 10)")
    .option("--job-timeout <S>", "with --queue: seconds a worker may hold a job before another takes it (default 900)")
    .option("--resume <DIR>", "continue the analysis stopped in DIR (with Ctrl-C) and write its whole report there")
    .option("--json", "print the report as one JSON object (instead of its Markdown summary)")
    .helpOption("-h, --help", "show this help")
    .addHelpText(
      "after",
      "\nThe report is the same for any number of workers. Ctrl-C stops cleanly: the games played so far\n" +
        "make a report marked partial (exit 130), and with --out, --resume DIR plays the rest and gives\n" +
        "the report an uninterrupted run gives.",
    )
    .action(async (id: string | undefined, opts: Record<string, string | boolean | string[] | undefined>, command: Command) => {
      const str = (key: string) => (typeof opts[key] === "string" ? (opts[key] as string) : undefined);
      const workers = workersOption(command, str("workers"));
      const resume = str("resume");
      const { game, settings, done, entry } = resume === undefined ? await newAnalysis(command, id, opts, games) : await resumedAnalysis(command, id, opts, resume, games);
      const out = resume ?? str("out");
      if (out !== undefined && resume === undefined) writing(out, () => startRunFiles(out, settings));
      let bar: ProgressBar | undefined;
      const onProgress = (played: number, total: number): void => {
        bar ??= progressBar(`analysing ${game.id}`, total, io.stderr);
        bar.update(played);
      };
      let interrupted = false;
      const stopListening = io.onInterrupt?.(() => {
        interrupted = true;
      });
      let result;
      const queue = str("queue");
      if (queue !== undefined && resume !== undefined) throw new UsageError("--queue and --resume do not go together: a run on the queue is picked up again with --run ID.", command);
      try {
        if (queue !== undefined) {
          const { analyzeOnQueue } = await import("../queue/runs");
          const onQueue = await analyzeOnQueue(game, settings, entry, { ...queueOptions(command, io, queue, str, undefined), ...(io.isTTY ? { onProgress } : {}) });
          if (either.isRight(onQueue) && out !== undefined) writing(out, () => appendRecords(out, onQueue.right.records));
          result = onQueue;
        } else result = await runAnalysis(game, settings, {
          workers,
          done,
          entry,
          stopped: () => interrupted,
          ...(out === undefined ? {} : { onRecords: (records: readonly GameRecord[]) => writing(out, () => appendRecords(out, records)) }),
          ...(io.isTTY ? { onProgress } : {}),
        });
      } finally {
        stopListening?.();
        bar?.finish();
      }
      if (either.isLeft(result)) {
        // The settings were checked above but for what only the analysis checks (variant names).
        const variantIssue = result.left.kind === "invalid-input" && result.left.issues.some((issue) => issue.path.startsWith("variants"));
        if (variantIssue && resume === undefined) throw new UsageError(`--variant: ${result.left.message}`, command);
        throw new Failure(resume === undefined ? result.left.message : `${JSON.stringify(resume)}: ${result.left.message}`, resume === undefined ? result.left.kind : "invalid-resume");
      }
      const { report } = result.right;
      if (out !== undefined) await writeReport(out, report);
      io.stdout(opts["json"] === true ? `${JSON.stringify(report)}\n` : reportMarkdown(report));
      const defects = report.defects ?? [];
      if (defects.length > 0) {
        // A run on the queue whose jobs met module defects: the report of the other games is written and printed, listing them.
        const { defectLines } = await import("../queue/runs");
        const lines = defectLines(defects.map((d) => ({ job: d.job, kind: "module-defect", game: d.game, message: d.message })));
        io.stderr(`laguna analyze: ${lines.join("\n")}\nThe report is of the other games and lists the defects${out === undefined ? "" : ` (in ${out})`}.\n`);
        exit(DEFECTS);
        return;
      }
      if (interrupted && report.partial) {
        const played = report.cells.reduce((sum, cell) => sum + cell.games, 0);
        const next = out === undefined ? "without --out it cannot be resumed." : `"laguna analyze --resume ${out}" plays the rest.`;
        io.stderr(`${wrapLines(`laguna analyze: stopped after ${played} of ${plannedGames(result.right.plan)} games; the report is partial. ${next}`)}\n`);
        exit(INTERRUPTED);
        return;
      }
      exit(0);
    });
}
