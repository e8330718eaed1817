/**
 * The `laguna` command: argument parsing and dispatch. `main` does all its input and output
 * through the {@link CliIO} it is given and returns the exit code, so tests run it in-process.
 *
 * @module
 */
import { type AnyGame, DEFAULT_STEP_LIMIT, SeedC } from "@laguna/core";
import { either } from "fp-ts";
import { parseArgs } from "node:util";
import { BOT_NAMES, DEFAULT_MCTS_ITERATIONS, type BotName, parseBotNames } from "./bots";
import { demo } from "./demo";
import { progressBar } from "./progress";
import { EMPTY_REGISTRY_MESSAGE, botKitFor, findGame, formatPlayerCounts, registry } from "./registry";
import { formatSummary, simulate } from "./simulate";

/**
 * Where the command writes, and whether stderr is a terminal.
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
  /** Writes to standard output: results. */
  readonly stdout: (text: string) => void;
  /** Writes to standard error: errors, usage after a mistake, and the progress bar. */
  readonly stderr: (text: string) => void;
  /** Whether stderr is a terminal; the progress bar is drawn only then. */
  readonly isTTY: boolean;
}

/** The default number of games of `laguna simulate`. */
const DEFAULT_GAMES = 100;
/** The default seed of `laguna simulate` and `laguna demo`. */
const DEFAULT_SEED = 1;

const HELP = `laguna: demo and simulate Laguna rule modules.

Usage:
  laguna demo [--seed S] [--game G]
  laguna simulate <game> [--games N] [--players P] [--seed S] [--bots B] [--json]
  laguna list
  laguna <command> --help

Commands:
  demo      Play one seeded game of every registered rule module between greedy
            bots; show each final position, the scores and the winners.
  simulate  Play N seeded games of one rule module between uniformly random players
            or bots and print a summary: mean and max score, win rate per seat (and
            per bot), unfinished games, mean number of actions, games per second.
  list      List the registered rule modules.
`;

const DEMO_HELP = `Usage: laguna demo [--seed S] [--game G]

Plays one seeded game of every registered rule module between greedy bots (each
plans its whole turn on the game's evaluation), and shows each final position, the
scores and the winners. The games follow the printed rules: no round limit.

Options:
  -s, --seed S   the seed, an integer (default ${DEFAULT_SEED}); write --seed=-5 for a negative one
  -g, --game G   play only this game ("laguna list" shows them)
  -h, --help     show this help
`;

const SIMULATE_HELP = `Usage: laguna simulate <game> [--games N] [--players P] [--seed S] [--bots B]
                       [--iterations N] [--config JSON] [--max-steps N] [--fail-unfinished] [--json]

Plays N games of <game> between uniformly random players or bots, each from its own
seeds derived from S, and prints a summary: mean and max score, win rate per seat (a
shared victory counts as a win for each winner) and per bot, mean number of actions,
games per second. A game still going after the step limit (a game that cannot end
under its printed rules, e.g. with no round limit) is counted as unfinished and not
scored; every other figure is over the finished games.

Options:
  -n, --games N        the number of games (default ${DEFAULT_GAMES})
  -p, --players P      the number of players (default: the game's smallest player count)
  -s, --seed S         the seed of the run, an integer (default ${DEFAULT_SEED}); write --seed=-5 for a negative one
  -b, --bots B         who plays: one bot name per seat or one for all seats, comma-separated
                       (${BOT_NAMES.join(", ")}); with one per seat, seats rotate game by game so every
                       bot plays every seat equally. Default: uniformly random players
      --iterations N   the MCTS budget: iterations per decision (default ${DEFAULT_MCTS_ITERATIONS})
      --config JSON    options set over the default config, e.g. '{"roundLimit":20}' (a house rule)
      --max-steps N    the step limit per game (default ${DEFAULT_STEP_LIMIT})
      --fail-unfinished  exit 1 if any game was cut by the step limit
      --json           print the summary as one JSON object on stdout
  -h, --help           show this help

Run "laguna list" for the registered games.
`;

const LIST_HELP = `Usage: laguna list

Lists the registered rule modules: id, name, rules version and player counts.

Options:
  -h, --help   show this help
`;

/** A mistake in the command line: reported with the command's usage, exit code 1. */
class UsageError extends Error {}

type Values = Record<string, string | boolean | undefined>;

interface Command {
  readonly help: string;
  readonly options: NonNullable<Parameters<typeof parseArgs>[0]>["options"];
  readonly run: (values: Values, positionals: readonly string[], io: CliIO, games: readonly AnyGame[]) => number;
}

/** Parses an integer flag; throws a {@link UsageError} naming the flag otherwise. */
function integerFlag(values: Values, name: string, check: (n: number) => boolean, expected: string): number | undefined {
  const raw = values[name];
  if (raw === undefined || typeof raw === "boolean") return undefined;
  const n = /^[+-]?\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(n) || !check(n)) throw new UsageError(`--${name} must be ${expected}, not "${raw}".`);
  return n;
}

function seedFlag(values: Values): number {
  return integerFlag(values, "seed", (n) => SeedC.is(n), "an integer from -2147483648 to 2147483647") ?? DEFAULT_SEED;
}

function botsFlag(values: Values): readonly BotName[] | undefined {
  const raw = values["bots"];
  if (raw === undefined || typeof raw === "boolean") return undefined;
  const parsed = parseBotNames(raw);
  if ("unknown" in parsed) throw new UsageError(`--bots: unknown bot "${parsed.unknown}"; the bots are ${BOT_NAMES.join(", ")}.`);
  return parsed.names;
}

function configFlag(values: Values): Readonly<Record<string, unknown>> | undefined {
  const raw = values["config"];
  if (raw === undefined || typeof raw === "boolean") return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new UsageError(`--config must be a JSON object, not "${raw}".`);
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) throw new UsageError(`--config must be a JSON object, not "${raw}".`);
  return parsed as Record<string, unknown>;
}

function noPositionals(positionals: readonly string[]): void {
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}".`);
}

function unknownGame(id: string, games: readonly AnyGame[]): string {
  if (games.length === 0) return `laguna: unknown game "${id}". ${EMPTY_REGISTRY_MESSAGE}\n`;
  return `laguna: unknown game "${id}". Registered games: ${games.map((g) => g.id).join(", ")}.\n`;
}

const seedOption = { seed: { type: "string", short: "s" } } as const;

const COMMANDS: Readonly<Record<string, Command>> = {
  demo: {
    help: DEMO_HELP,
    options: { ...seedOption, game: { type: "string", short: "g" } },
    run(values, positionals, io, games) {
      noPositionals(positionals);
      const only = values["game"];
      let shown = games;
      if (typeof only === "string") {
        const game = findGame(games, only);
        if (game === undefined) {
          io.stderr(unknownGame(only, games));
          return 1;
        }
        shown = [game];
      }
      const result = demo(shown, io.stdout, { seed: seedFlag(values) });
      if (result.failed.length === 0) return 0;
      io.stderr(`laguna: could not play ${result.failed.join(", ")}.\n`);
      return 1;
    },
  },
  simulate: {
    help: SIMULATE_HELP,
    options: {
      ...seedOption,
      games: { type: "string", short: "n" },
      players: { type: "string", short: "p" },
      bots: { type: "string", short: "b" },
      iterations: { type: "string" },
      config: { type: "string" },
      "max-steps": { type: "string" },
      "fail-unfinished": { type: "boolean" },
      json: { type: "boolean" },
    },
    run(values, positionals, io, games) {
      const [id, ...extra] = positionals;
      if (id === undefined) throw new UsageError('missing <game>: name the game to simulate ("laguna list" shows them).');
      if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}".`);
      const count = integerFlag(values, "games", (n) => n >= 1, "a positive integer") ?? DEFAULT_GAMES;
      const players = integerFlag(values, "players", (n) => n >= 1, "a positive integer");
      const seed = seedFlag(values);
      const iterations = integerFlag(values, "iterations", (n) => n >= 1, "a positive integer");
      const maxSteps = integerFlag(values, "max-steps", (n) => n >= 1, "a positive integer");
      const bots = botsFlag(values);
      const config = configFlag(values);
      const game = findGame(games, id);
      if (game === undefined) {
        io.stderr(unknownGame(id, games));
        return 1;
      }
      const bar = io.isTTY ? progressBar(`simulating ${game.id}`, count, io.stderr) : undefined;
      let result: ReturnType<typeof simulate>;
      try {
        result = simulate(game, {
          ...botKitFor(game, iterations),
          games: count,
          players: players ?? game.playerCounts[0] ?? 0,
          seed,
          bots,
          maxSteps,
          config,
          ...(bar ? { onProgress: (done: number) => bar.update(done) } : {}),
        });
      } finally {
        bar?.finish();
      }
      if (either.isLeft(result)) {
        io.stderr(`laguna: ${result.left.message}\n`);
        return 1;
      }
      io.stdout(values["json"] === true ? `${JSON.stringify(result.right)}\n` : formatSummary(result.right));
      if (values["fail-unfinished"] === true && result.right.unfinished > 0) {
        io.stderr(`laguna: ${result.right.unfinished} of ${result.right.games} games did not end within the step limit of ${result.right.maxSteps} actions.\n`);
        return 1;
      }
      return 0;
    },
  },
  list: {
    help: LIST_HELP,
    options: {},
    run(_values, positionals, io, games) {
      noPositionals(positionals);
      if (games.length === 0) {
        io.stdout(`${EMPTY_REGISTRY_MESSAGE}\n`);
        return 0;
      }
      const width = Math.max(...games.map((g) => g.id.length));
      for (const g of games) {
        io.stdout(`${g.id.padEnd(width)}  ${g.name}, rules ${g.version}, ${formatPlayerCounts(g.playerCounts)} players\n`);
      }
      return 0;
    },
  },
};

function describeThrown(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * Runs the `laguna` command: `argv` are the arguments after the program name. Writes through
 * `io` and returns the exit code: 0 on success, 1 for a bad command line (with the usage), an
 * unknown game or a game that could not be played. `games` is the registry, {@link registry} by
 * default; tests pass their own.
 *
 * @example
 * process.exitCode = main(process.argv.slice(2), {
 *   stdout: (text) => process.stdout.write(text),
 *   stderr: (text) => process.stderr.write(text),
 *   isTTY: process.stderr.isTTY === true,
 * });
 * @category Command
 */
export function main(argv: readonly string[], io: CliIO, games: readonly AnyGame[] = registry): number {
  const [name, ...rest] = argv;
  if (name === undefined) {
    io.stderr(HELP);
    return 1;
  }
  if (name === "--help" || name === "-h" || name === "help") {
    const topic = name === "help" && rest[0] !== undefined ? COMMANDS[rest[0]] : undefined;
    io.stdout(topic?.help ?? HELP);
    return 0;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (command === undefined) {
    const what = name.startsWith("-") ? "option" : "command";
    io.stderr(`laguna: unknown ${what} "${name}".\n\n${HELP}`);
    return 1;
  }
  try {
    const { values, positionals } = parseArgs({
      args: rest,
      options: { ...command.options, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
      strict: true,
    });
    if (values.help === true) {
      io.stdout(command.help);
      return 0;
    }
    return command.run(values, positionals, io, games);
  } catch (e) {
    const usage = e instanceof UsageError || (e instanceof TypeError && "code" in e && String(e.code).startsWith("ERR_PARSE_ARGS"));
    if (usage) {
      io.stderr(`laguna ${name}: ${describeThrown(e)}\n\n${command.help}`);
      return 1;
    }
    io.stderr(`laguna ${name}: unexpected error: ${describeThrown(e)}\n`);
    return 1;
  }
}
