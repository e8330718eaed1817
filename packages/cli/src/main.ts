/**
 * The `laguna` command: argument parsing (commander) and dispatch. `main` does all its output
 * through the {@link CliIO} it is given and resolves to the exit code, so tests run it in-process.
 *
 * Exit codes: 0 on success; 1 when something failed (a game could not be played, a save could not
 * be loaded, `--fail-unfinished` found an unfinished game); 2 for a mistake in the command line,
 * reported in the command's own words with a usage line.
 *
 * @module
 */
import { type AnyGame, DEFAULT_STEP_LIMIT, type EngineError, type Match, SeedC } from "@laguna/core";
import { Command, CommanderError, Option } from "commander";
import * as either from "fp-ts/lib/Either.js";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import packageJson from "../package.json";
import { BOT_NAMES, DEFAULT_MCTS_ITERATIONS, type BotName, parseBotNames } from "./bots";
import { DEMO_GREEDY, demo, demoPlayers } from "./demo";
import { autoWorkers, simulateParallel } from "./parallel";
import { progressBar } from "./progress";
import { EMPTY_REGISTRY_MESSAGE, botKitFor, findGame, formatPlayerCounts, legendFor, registry } from "./registry";
import { readPlaySave, playSession, resumeMatch } from "./session";
import { type SimulationSummary, formatSummary } from "./simulate";
import { closestName, listInWords, plural, wrapLines } from "./text";
import { checkVariant, parseSetting, settingsToOptions } from "./variants";

/**
 * Where the command reads and writes, and what kind of terminal it runs in.
 *
 * @example
 * const io: CliIO = {
 *   stdout: (text) => process.stdout.write(text),
 *   stderr: (text) => process.stderr.write(text),
 *   isTTY: process.stderr.isTTY === true,
 * };
 * @category Command
 */
export interface CliIO {
  /** Writes to standard output: results, JSON, and the game of `laguna play`. */
  readonly stdout: (text: string) => void;
  /** Writes to standard error: errors, usage after a mistake, and the progress bar. */
  readonly stderr: (text: string) => void;
  /** Whether stderr is a terminal; the progress bar is drawn only then. */
  readonly isTTY: boolean;
  /** Whether to colour standard output (a terminal, and no `NO_COLOR`); off when absent. */
  readonly colour?: boolean;
  /** The next line of standard input, `undefined` at its end: the answers of `laguna play`. */
  readonly readLine?: () => Promise<string | undefined>;
  /** Whether standard input is a terminal; when it is not, `laguna play` writes each answer it reads. */
  readonly inputIsTTY?: boolean;
}

/** The default number of games of `laguna simulate`. */
const DEFAULT_GAMES = 100;
/** The default seed of `laguna simulate`, `laguna play` and `laguna demo`. */
const DEFAULT_SEED = 1;

/** A mistake in the command line: reported with the command's usage line, exit code 2. */
class UsageError extends Error {
  constructor(
    message: string,
    /** The command the mistake was made in: its usage line is shown. */
    readonly command: Command | undefined,
  ) {
    super(message);
  }
}

/** Something that failed once the command line was understood: exit code 1. */
class Failure extends Error {
  constructor(
    message: string,
    /** The kind of failure, for `--json` errors: the engine's error kind, or one of the command's. */
    readonly kind: string,
  ) {
    super(message);
  }
}

/** The `laguna …` path of a command, e.g. `laguna simulate`. */
function commandPath(command: Command): string {
  const names: string[] = [];
  for (let c: Command | null = command; c !== null; c = c.parent) names.unshift(c.name());
  return names.join(" ");
}

/** The usage line of a command, e.g. `laguna simulate <game> [options]`. */
function usageLine(command: Command): string {
  return `${commandPath(command)} ${command.usage()}`;
}

/** The candidate closest to `name` (at most a third of its letters off), for "did you mean" hints. */
const closest = (name: string, candidates: readonly string[]): string | undefined =>
  closestName(name, candidates, Math.max(2, Math.floor(name.length / 3)));

const meant = (hint: string | undefined): string => (hint === undefined ? "" : ` (did you mean ${hint}?)`);

/** The first `'…'` of a commander message: the flag, option or command it names. */
const quoted = (message: string): string => /'([^']*)'/.exec(message)?.[1] ?? "";

/**
 * A commander command whose every error is a {@link UsageError} in this command's own words:
 * commander's `error` is called with a code, and the message is rewritten from it.
 */
class LagunaCommand extends Command {
  override createCommand(name?: string): LagunaCommand {
    return new LagunaCommand(name);
  }

  override error(message: string, errorOptions?: { code?: string; exitCode?: number }): never {
    throw new UsageError(this.explain(message, errorOptions?.code ?? ""), this);
  }

  private explain(message: string, code: string): string {
    const longFlags = this.options.flatMap((o) => (o.long === undefined ? [] : [o.long]));
    switch (code) {
      case "commander.unknownOption": {
        const flag = quoted(message);
        const [name, value] = flag.split("=", 2);
        if (value !== undefined && name !== undefined && longFlags.includes(name)) return `${name} takes no value; write ${name} alone.`;
        if (flag.startsWith("-") && !flag.startsWith("--") && flag.length > 2) return `unknown option "${flag}"${meant(closest(`-${flag}`, longFlags))}.`;
        return `unknown option "${flag}"${meant(closest(flag, longFlags))}.`;
      }
      case "commander.optionMissingArgument": {
        const option = this.options.find((o) => o.flags === quoted(message));
        const name = option?.long ?? quoted(message);
        return `${name} needs a value${option?.description ? `: ${option.description.split(";")[0]}` : ""}.`;
      }
      case "commander.missingArgument":
        return `missing <${quoted(message)}>: name the game ("laguna list" shows them).`;
      case "commander.excessArguments":
        return `unexpected argument "${this.args[this.registeredArguments.length] ?? ""}".`;
      case "commander.unknownCommand": {
        const name = String(this.args[0] ?? "");
        return `unknown command "${name}"${meant(closest(name, this.commands.map((c) => c.name())))}.`;
      }
      default:
        return message.replace(/^error: /, "");
    }
  }
}

/** Reads a whole number strictly: digits only, with an optional minus sign; no spaces, no `1e2`. */
function wholeNumber(raw: string): number | undefined {
  if (!/^-?\d+$/.test(raw)) return undefined;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** The value of an integer option, checked; a {@link UsageError} naming the option otherwise. */
function integerOption(command: Command, raw: string | undefined, flag: string, check: (n: number) => boolean, expected: string): number | undefined {
  if (raw === undefined) return undefined;
  const n = wholeNumber(raw);
  if (n === undefined || !check(n)) throw new UsageError(`${flag} must be ${expected}, not ${JSON.stringify(raw)}.`, command);
  return n;
}

function seedOption(command: Command, raw: string | undefined): number {
  return integerOption(command, raw, "--seed", (n) => SeedC.is(n), "a whole number from -9007199254740991 to 9007199254740991") ?? DEFAULT_SEED;
}

/** `--iterations` sets the mcts bot's budget: a {@link UsageError} when no seat plays it. */
function requireMctsFor(command: Command, iterations: number | undefined, bots: readonly BotName[]): void {
  if (iterations !== undefined && !bots.includes("mcts")) {
    throw new UsageError("--iterations is the budget of the mcts bot, and no seat plays it: name mcts in --bots.", command);
  }
}

function botsOption(command: Command, raw: string | undefined): readonly BotName[] | undefined {
  if (raw === undefined) return undefined;
  const parsed = parseBotNames(raw);
  if ("unknown" in parsed) {
    throw new UsageError(`--bots: there is no bot "${parsed.unknown}"${meant(closest(parsed.unknown, BOT_NAMES))}; the bots are ${listInWords([...BOT_NAMES])}.`, command);
  }
  return parsed.names;
}

/** The game named on the command line; a {@link UsageError} listing the registered games otherwise. */
function gameArgument(command: Command, id: string, games: readonly AnyGame[]): AnyGame {
  const game = findGame(games, id);
  if (game !== undefined) return game;
  if (games.length === 0) throw new UsageError(`unknown game "${id}". ${EMPTY_REGISTRY_MESSAGE}`, command);
  const ids = games.map((g) => g.id);
  throw new UsageError(`unknown game "${id}"${meant(closest(id, ids))}. The games are ${listInWords(ids)} ("laguna list" describes them).`, command);
}

/** The player count: given (and supported by the game), else the default. */
function playersOption(command: Command, raw: string | undefined, game: AnyGame, fallback: number | undefined): number {
  const players = integerOption(command, raw, "--players", (n) => n >= 1, "a positive whole number");
  if (players !== undefined && !game.playerCounts.includes(players)) {
    throw new UsageError(`${game.name} is for ${formatPlayerCounts(game.playerCounts)} players, not ${players}.`, command);
  }
  const chosen = players ?? fallback;
  if (chosen === undefined) throw new Failure(`${game.id} declares no player counts.`, "module-defect");
  return chosen;
}

/** The largest file `--config` and `--load` read: a config or a save is far smaller. */
const MAX_INPUT_FILE_BYTES = 16 * 1024 * 1024;

/**
 * A small regular file's text. Anything else (a folder, a device such as /dev/zero, a pipe that
 * never ends, a file over {@link MAX_INPUT_FILE_BYTES}) is refused with the reason, before reading.
 */
function readInputFile(path: string): string {
  const stat = statSync(path);
  if (!stat.isFile()) throw new Error("it is not a regular file");
  if (stat.size > MAX_INPUT_FILE_BYTES) throw new Error(`it is ${stat.size} bytes, more than the ${MAX_INPUT_FILE_BYTES} a config or a save may be`);
  return readFileSync(path, "utf8");
}

/** The options of a `--config` value: a JSON object, written inline or in a file. */
function configFileOption(command: Command, raw: string | undefined): Readonly<Record<string, unknown>> {
  if (raw === undefined) return {};
  const inline = raw.trimStart().startsWith("{");
  let text = raw;
  if (!inline) {
    try {
      text = readInputFile(raw);
    } catch (e) {
      const reason = (e as NodeJS.ErrnoException).code === "ENOENT" ? "there is no such file" : e instanceof Error ? e.message : String(e);
      throw new UsageError(`--config: cannot read ${JSON.stringify(raw)}: ${reason}.`, command);
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`--config: ${inline ? "the value" : JSON.stringify(raw)} is not JSON (${e instanceof Error ? e.message : String(e)}).`, command);
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new UsageError(`--config: ${inline ? "the value" : JSON.stringify(raw)} must hold a JSON object of rule options, e.g. {"roundLimit":20}.`, command);
  }
  return parsed as Record<string, unknown>;
}

/** The rule options of `--config` and `--set`, checked against the game; a {@link UsageError} otherwise. */
function variantOptions(
  command: Command,
  game: AnyGame,
  players: number,
  opts: { readonly set?: readonly string[] | undefined; readonly config?: string | undefined },
): Readonly<Record<string, unknown>> | undefined {
  const settings = (opts.set ?? []).map((text) => {
    const setting = parseSetting(text);
    if (either.isLeft(setting)) throw new UsageError(setting.left, command);
    return setting.right;
  });
  const options = settingsToOptions(settings, configFileOption(command, opts.config));
  const checked = checkVariant(game, players, options);
  if (either.isLeft(checked)) throw new UsageError(checked.left.message, command);
  return options;
}

/** Collects the values of a repeatable option. */
const collect = (value: string, previous: string[] | undefined): string[] => [...(previous ?? []), value];

const SET_HELP = "set a rule option, e.g. --set roundLimit=20 (repeatable, and `laguna list --options` names them)";
const CONFIG_HELP = "rule options from a JSON file, or inline JSON, e.g. '{\"roundLimit\":20}'; --set wins over it";

/** Builds the program for one run: commands, options and actions writing through `io`. */
function program(io: CliIO, games: readonly AnyGame[], exit: (code: number) => void): LagunaCommand {
  const root = new LagunaCommand("laguna");
  root
    .description("Play, watch and simulate Laguna rule modules: board games as pure, seeded rules.")
    .usage("<command> [options]")
    .version(packageJson.version, "-v, --version", "print the version")
    .helpOption("-h, --help", "show this help")
    .helpCommand("help [command]", "show the help of a command")
    .exitOverride()
    .showSuggestionAfterError(false)
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr, outputError: () => undefined })
    .addHelpText(
      "after",
      [
        "",
        "Examples:",
        "  laguna demo",
        "  laguna play murano-light-masters --bots greedy",
        "  laguna simulate murano --games 1000 --bots greedy,random --workers auto",
        "  laguna simulate walking-in-burano --set roundLimit=20 --json",
        "",
        "Exit codes: 0 success, 1 something failed, 2 a mistake in the command line.",
      ].join("\n"),
    );

  root
    .command("demo")
    .summary("watch one game of every rule module between greedy bots")
    .description(
      "Play one seeded game of every registered rule module between greedy bots, two players each, and " +
        "show the final position, the scores, the winners and what the codes mean.",
    )
    .usage("[options]")
    .option("-s, --seed <S>", `the seed, a whole number (default ${DEFAULT_SEED})`)
    .option("-g, --game <G>", 'play only this game ("laguna list" shows them)')
    .option("-p, --players <P>", "the player count of every game (default 2); a game not for that many is played with the nearest count it supports, and says so")
    .addOption(new Option("--set <KEY=VALUE>", `${SET_HELP}; needs --game`).argParser(collect))
    .option("--config <FILE>", `${CONFIG_HELP}; needs --game`)
    .option("--json", "print the games as JSON: id, players, actions, scores and winners")
    .helpOption("-h, --help", "show this help")
    .action((opts: { seed?: string; game?: string; players?: string; set?: string[]; config?: string; json?: boolean }, command: Command) => {
      const seed = seedOption(command, opts.seed);
      const shown = opts.game === undefined ? games : [gameArgument(command, opts.game, games)];
      const players = integerOption(command, opts.players, "--players", (n) => n >= 1, "a positive whole number");
      let config: Readonly<Record<string, unknown>> | undefined;
      if (opts.set !== undefined || opts.config !== undefined) {
        const game = shown.length === 1 && opts.game !== undefined ? shown[0] : undefined;
        if (game === undefined) throw new UsageError("--set and --config need --game: each game has rule options of its own.", command);
        config = variantOptions(command, game, demoPlayers(game, players) ?? 2, opts);
      }
      if (players !== undefined && opts.game !== undefined && shown[0] !== undefined && !shown[0].playerCounts.includes(players)) {
        throw new UsageError(`${shown[0].name} is for ${formatPlayerCounts(shown[0].playerCounts)} players, not ${players}.`, command);
      }
      if (players !== undefined && shown.length > 0 && !shown.some((g) => g.playerCounts.includes(players))) {
        const counts = shown.map((g) => `${g.name} for ${formatPlayerCounts(g.playerCounts)}`);
        throw new UsageError(`no game is for ${plural(players, "player")}: ${listInWords(counts)}.`, command);
      }
      const result = demo(shown, opts.json === true ? () => undefined : io.stdout, { seed, players, config, colour: io.colour === true });
      if (opts.json === true) io.stdout(`${JSON.stringify(result.games)}\n`);
      if (result.failed.length > 0) throw new Failure(`could not play ${listInWords(result.failed)}.`, "module-defect");
      exit(0);
    });

  root
    .command("simulate")
    .summary("play many seeded games of a rule module and sum them up")
    .description(
      "Play N seeded games of <game> between random players or bots, each from its own seeds derived " +
        "from S, and print a summary: scores, win rates per seat (and per bot), unfinished games, mean " +
        "number of actions and speed. A game still going at the step limit is counted as unfinished and " +
        "not scored; every other figure is over the finished games.",
    )
    .argument("<game>", 'the game ("laguna list" shows them)')
    .usage("<game> [options]")
    .option("-n, --games <N>", `the number of games (default ${DEFAULT_GAMES})`)
    .option("-p, --players <P>", "the player count (default: the game's smallest)")
    .option("-s, --seed <S>", `the seed of the run, a whole number (default ${DEFAULT_SEED})`)
    .option("-b, --bots <B>", `who plays: one bot for all seats or one per seat, comma-separated (${BOT_NAMES.join(", ")}); default: random players`)
    .option("--iterations <N>", `the MCTS budget: iterations per decision (default ${DEFAULT_MCTS_ITERATIONS})`)
    .addOption(new Option("--set <KEY=VALUE>", SET_HELP).argParser(collect))
    .option("--config <FILE>", CONFIG_HELP)
    .option("--max-steps <N>", `the step limit per game (default ${DEFAULT_STEP_LIMIT})`)
    .option("-w, --workers <N>", "worker threads playing the games: a number, or auto for one per core (default 1)")
    .option("--fail-unfinished", "exit 1 if the step limit cut any game")
    .option("--json", "print the summary as one JSON object")
    .helpOption("-h, --help", "show this help")
    .addHelpText("after", "\nWith one bot per seat, seats rotate game by game so every bot plays every seat equally.\nThe summary is the same for any number of workers (bar the timings).")
    .action(async (id: string, opts: Record<string, string | boolean | string[] | undefined>, command: Command) => {
      const str = (key: string) => (typeof opts[key] === "string" ? (opts[key] as string) : undefined);
      const count = integerOption(command, str("games"), "--games", (n) => n >= 1, "a positive whole number") ?? DEFAULT_GAMES;
      const seed = seedOption(command, str("seed"));
      const iterations = integerOption(command, str("iterations"), "--iterations", (n) => n >= 1, "a positive whole number");
      const maxSteps = integerOption(command, str("maxSteps"), "--max-steps", (n) => n >= 1, "a positive whole number");
      const workersRaw = str("workers");
      const workers =
        workersRaw === "auto" ? autoWorkers() : (integerOption(command, workersRaw, "--workers", (n) => n >= 1, 'a positive whole number or "auto"') ?? 1);
      const bots = botsOption(command, str("bots"));
      const game = gameArgument(command, id, games);
      const players = playersOption(command, str("players"), game, game.playerCounts[0]);
      if (bots !== undefined && bots.length !== 1 && bots.length !== players) {
        throw new UsageError(`--bots: give one bot for all seats or one per seat (${players}), not ${bots.length}.`, command);
      }
      requireMctsFor(command, iterations, bots ?? []);
      const config = variantOptions(command, game, players, { set: opts["set"] as string[] | undefined, config: str("config") });
      const bar = io.isTTY ? progressBar(`simulating ${game.id}`, count, io.stderr) : undefined;
      let result: either.Either<EngineError, SimulationSummary>;
      try {
        result = await simulateParallel(game, {
          ...botKitFor(game, iterations),
          games: count,
          players,
          seed,
          bots,
          maxSteps,
          config,
          workers,
          ...(bar ? { onProgress: (done: number) => bar.update(done) } : {}),
        });
      } finally {
        bar?.finish();
      }
      if (either.isLeft(result)) throw new Failure(result.left.message, result.left.kind);
      io.stdout(opts["json"] === true ? `${JSON.stringify(result.right)}\n` : formatSummary(result.right));
      if (opts["failUnfinished"] === true && result.right.unfinished > 0) {
        const { unfinished, games: total, maxSteps: limit } = result.right;
        throw new Failure(`${unfinished} of ${total} games did not end within the step limit of ${limit} actions.`, "unfinished");
      }
      exit(0);
    });

  root
    .command("play")
    .summary("play a game against bots in the terminal")
    .description(
      "Play <game> against bots in the terminal. Each turn shows your view and your legal actions, " +
        "numbered; answer with a number, or u (undo), s (save), q (quit), ? (help). Answers are read one " +
        "a line, so a script can pipe them in: yes 0 | laguna play murano plays a whole game.",
    )
    .argument("[game]", 'the game ("laguna list" shows them); not needed with --load')
    .usage("<game> [options]")
    .option("-p, --players <P>", "the player count (default 2, or the nearest the game supports)")
    .option("--seat <S>", "your seat, from 0 (default 0)")
    .option("-b, --bots <B>", `the bots of the other seats: one for all or one per seat, comma-separated (${BOT_NAMES.join(", ")}); default greedy`)
    .option("-s, --seed <S>", `the seed of the game and the bots (default ${DEFAULT_SEED})`)
    .addOption(new Option("--set <KEY=VALUE>", SET_HELP).argParser(collect))
    .option("--config <FILE>", CONFIG_HELP)
    .option("--iterations <N>", `the MCTS bots' budget: iterations per decision (default ${DEFAULT_MCTS_ITERATIONS})`)
    .option("--load <FILE>", "resume a game saved with s (its seat and bots come with it)")
    .option("--save <FILE>", "where s saves (default laguna-<game>.json)")
    .helpOption("-h, --help", "show this help")
    .action(async (id: string | undefined, opts: Record<string, string | string[] | undefined>, command: Command) => {
      const str = (key: string) => (typeof opts[key] === "string" ? (opts[key] as string) : undefined);
      const iterations = integerOption(command, str("iterations"), "--iterations", (n) => n >= 1, "a positive whole number");
      let game: AnyGame;
      let players: number;
      let seat: number;
      let bots: readonly BotName[];
      let seed: number;
      let config: Readonly<Record<string, unknown>> | undefined;
      let resume: Match | undefined;
      const load = str("load");
      if (load !== undefined) {
        const clash = ["players", "seat", "bots", "seed", "set", "config"].filter((key) => opts[key] !== undefined);
        if (clash.length > 0) {
          throw new UsageError(`--load resumes a game as it was saved: leave out ${listInWords(clash.map((k) => `--${k}`))}.`, command);
        }
        let text: string;
        try {
          text = readInputFile(load);
        } catch (e) {
          const reason = (e as NodeJS.ErrnoException).code === "ENOENT" ? "there is no such file" : e instanceof Error ? e.message : String(e);
          throw new UsageError(`--load: cannot read ${JSON.stringify(load)}: ${reason}.`, command);
        }
        let data: unknown;
        try {
          data = JSON.parse(text);
        } catch {
          throw new Failure(`${load} is not a saved game: it is not JSON.`, "invalid-save");
        }
        const save = readPlaySave(data);
        if (either.isLeft(save)) throw new Failure(`${load} is not a saved game: ${save.left}`, "invalid-save");
        // The game comes from the file here: an unknown one is a bad save, not a bad command line.
        if (findGame(games, save.right.gameId) === undefined) {
          throw new Failure(`${load} is not a saved game of a game this command knows ("${save.right.gameId}"; it knows ${listInWords(games.map((g) => g.id))}).`, "invalid-save");
        }
        game = gameArgument(command, save.right.gameId, games);
        if (id !== undefined && id !== game.id) throw new UsageError(`${load} is a game of ${game.id}, not ${id}.`, command);
        const loaded = resumeMatch(game, save.right.match);
        if (either.isLeft(loaded)) throw new Failure(`cannot resume ${load}: ${loaded.left.message}`, loaded.left.kind);
        resume = loaded.right;
        players = resume.config.playerCount;
        seat = save.right.seat ?? 0;
        bots = save.right.bots ?? ["greedy"];
        seed = save.right.seed ?? DEFAULT_SEED;
        if (seat >= players) throw new Failure(`${load} is not a saved game: its seat ${seat} is not one of its ${players} seats.`, "invalid-save");
      } else {
        if (id === undefined) throw new UsageError('missing <game>: name the game to play ("laguna list" shows them), or --load a saved one.', command);
        game = gameArgument(command, id, games);
        players = playersOption(command, str("players"), game, demoPlayers(game));
        seat = integerOption(command, str("seat"), "--seat", (n) => n >= 0 && n < players, `a seat from 0 to ${players - 1}`) ?? 0;
        bots = botsOption(command, str("bots")) ?? ["greedy"];
        if (bots.length !== 1 && bots.length !== players - 1) {
          const wanted = players === 2 ? "give one bot, for the other seat" : `give one bot for all ${players - 1} other seats or one per other seat`;
          throw new UsageError(`--bots: ${wanted}, not ${bots.length}.`, command);
        }
        seed = seedOption(command, str("seed"));
        config = variantOptions(command, game, players, { set: opts["set"] as string[] | undefined, config: str("config") });
      }
      requireMctsFor(command, iterations, bots);
      if (io.readLine === undefined) throw new Failure("laguna play reads your answers from standard input, and there is none.", "no-input");
      const end = await playSession(
        {
          game,
          players,
          seat,
          bots,
          seed,
          config,
          resume,
          savePath: str("save") ?? load ?? `laguna-${game.id}.json`,
          legend: legendFor(game),
          ...botKitFor(game, iterations),
          greedy: DEMO_GREEDY,
        },
        {
          write: io.stdout,
          readLine: io.readLine,
          echo: io.inputIsTTY !== true,
          colour: io.colour === true,
          saveFile: (path, text) => writeFileSync(path, text),
        },
      );
      if (end === "input-ended") throw new Failure("the input ended before the game did.", "input-ended");
      if (end === "step-limit") throw new Failure(`the game did not end within the step limit.`, "unfinished");
      if (end === "failed") throw new Failure("the game could not go on.", "module-defect");
      exit(0);
    });

  root
    .command("list")
    .summary("list the registered rule modules")
    .description("List the registered rule modules: id, name, rules version and player counts.")
    .usage("[options]")
    .option("--json", "print them as a JSON array of { id, name, version, playerCounts }")
    .option("--options", "also list each game's rule options and their values (for --set)")
    .helpOption("-h, --help", "show this help")
    .action((opts: { json?: boolean; options?: boolean }) => {
      if (opts.json === true) {
        const list = games.map((g) => ({
          id: g.id,
          name: g.name,
          version: g.version,
          playerCounts: g.playerCounts,
          ...(opts.options === true ? { options: ruleOptions(g) } : {}),
        }));
        io.stdout(`${JSON.stringify(list)}\n`);
        exit(0);
        return;
      }
      if (games.length === 0) {
        io.stdout(`${EMPTY_REGISTRY_MESSAGE}\n`);
        exit(0);
        return;
      }
      const width = Math.max(...games.map((g) => g.id.length));
      for (const g of games) {
        io.stdout(`${g.id.padEnd(width)}  ${g.name}, rules ${g.version}, ${formatPlayerCounts(g.playerCounts)} players\n`);
        if (opts.options === true) {
          for (const [key, { value, choices }] of Object.entries(ruleOptions(g))) {
            const listed = choices === undefined ? "" : `  (${choices.map((c) => JSON.stringify(c)).join(", ")})`;
            io.stdout(`${wrapLines(`${"".padEnd(width)}    ${key}=${JSON.stringify(value)}${listed}`)}\n`);
          }
        }
      }
      exit(0);
    });

  return root;
}

/** A game's rule options: the default value (for its smallest player count) and the listed values. */
function ruleOptions(game: AnyGame): Record<string, { value: unknown; choices?: readonly unknown[] }> {
  const players = demoPlayers(game);
  if (players === undefined) return {};
  const config = game.defaultConfig(players) as Readonly<Record<string, unknown>>;
  const listed = (game.configOptions ?? {}) as Readonly<Record<string, readonly unknown[] | undefined>>;
  return Object.fromEntries(
    Object.entries(config)
      .filter(([key]) => key !== "playerCount")
      .map(([key, value]) => [key, listed[key] === undefined ? { value } : { value, choices: listed[key] }]),
  );
}

/** Whether the command line asks for JSON output (`--json` before any `--`). */
function wantsJson(argv: readonly string[]): boolean {
  const end = argv.indexOf("--");
  return (end < 0 ? argv : argv.slice(0, end)).includes("--json");
}

/**
 * Runs the `laguna` command: `argv` are the arguments after the program name. Writes through
 * `io` and resolves to the exit code: 0 on success, 1 when something failed (a game that could
 * not be played, a save that could not be loaded, unfinished games with `--fail-unfinished`), 2
 * for a mistake in the command line (with a usage line). With `--json`, errors are written to
 * stdout as `{"error": {"kind", "message"}}` (and `"usage"` for a mistake in the command line).
 * `games` is the registry, {@link registry} by default; tests pass their own.
 *
 * @example
 * process.exitCode = await main(process.argv.slice(2), {
 *   stdout: (text) => process.stdout.write(text),
 *   stderr: (text) => process.stderr.write(text),
 *   isTTY: process.stderr.isTTY === true,
 * });
 * @category Command
 */
export async function main(argv: readonly string[], io: CliIO, games: readonly AnyGame[] = registry): Promise<number> {
  let code = 0;
  const cli = program(io, games, (c) => {
    code = c;
  });
  const json = wantsJson(argv);
  if (argv.length === 0) {
    io.stderr(cli.helpInformation());
    return 2;
  }
  try {
    await cli.parseAsync([...argv], { from: "user" });
    return code;
  } catch (e) {
    if (e instanceof CommanderError) {
      // Help and version were written; "commander.help" with exit code 1 is the help shown for a
      // command line with no command.
      if (e.code === "commander.help" && e.exitCode !== 0) return 2;
      return e.exitCode === 0 ? 0 : 2;
    }
    if (e instanceof UsageError) {
      const usage = e.command === undefined ? "laguna <command> [options]" : usageLine(e.command);
      const where = e.command === undefined ? "laguna" : commandPath(e.command);
      if (json) io.stdout(`${JSON.stringify({ error: { kind: "usage", message: e.message, usage } })}\n`);
      else io.stderr(`${wrapLines(`${where}: ${e.message}`)}\nUsage: ${usage}\nRun "${where} --help" for the options.\n`);
      return 2;
    }
    const command = argv.find((a) => !a.startsWith("-"));
    const where = command !== undefined && ["demo", "simulate", "play", "list"].includes(command) ? `laguna ${command}` : "laguna";
    const kind = e instanceof Failure ? e.kind : "unexpected";
    const message = e instanceof Failure ? e.message : `unexpected error: ${e instanceof Error ? e.message : String(e)}`;
    if (json) io.stdout(`${JSON.stringify({ error: { kind, message } })}\n`);
    else io.stderr(`${wrapLines(`${where}: ${message}`)}\n`);
    return 1;
  }
}
