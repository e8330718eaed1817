/**
 * `laguna simulate`: many seeded games of one rule module, summed up.
 *
 * @module
 */
import { DEFAULT_STEP_LIMIT, type EngineError } from "@laguna/core";
import { type Command, Option } from "commander";
import * as either from "fp-ts/lib/Either.js";
import { BOT_NAMES, DEFAULT_MCTS_ITERATIONS } from "../bots";
import { Failure, UsageError } from "../command-errors";
import type { LagunaCommand } from "../laguna-command";
import {
  CONFIG_HELP,
  DEFAULT_SEED,
  MODULE_HELP,
  SET_HELP,
  botsOption,
  collectValues,
  gameOrModule,
  integerOption,
  playersOption,
  requireMctsFor,
  seedOption,
  variantOptions,
  workersOption,
} from "../options";
import { simulateParallel } from "../parallel";
import { progressBar } from "../progress";
import { botKitFor } from "../registry";
import { type SimulationSummary, formatSummary } from "../simulate";
import type { CommandContext } from "./context";
import { queueOptions } from "./queue-options";

/**
 * The default number of games of `laguna simulate`.
 *
 * @example
 * DEFAULT_GAMES; // 100
 */
export const DEFAULT_GAMES = 100;

/**
 * Adds `laguna simulate` to the program: its options, help and action.
 *
 * @example
 * defineSimulate(root, { io, games: registry, exit });
 */
export function defineSimulate(root: LagunaCommand, { io, games, exit }: CommandContext): void {
  root
    .command("simulate")
    .summary("play many seeded games of a rule module and sum them up")
    .description(
      "Play N seeded games of <game> between random players or bots, each from its own seeds derived " +
        "from S, and print a summary: scores, win rates per seat (and per bot), unfinished games, mean " +
        "number of actions and speed. A game still going at the step limit is counted as unfinished and " +
        "not scored; every other figure is over the finished games.",
    )
    .argument("[game]", 'the game ("laguna list" shows them); not needed with --module')
    .usage("<game> [options]")
    .option("-n, --games <N>", `the number of games (default ${DEFAULT_GAMES})`)
    .option("-p, --players <P>", "the player count (default: the game's smallest)")
    .option("-s, --seed <S>", `the seed of the run, a whole number (default ${DEFAULT_SEED})`)
    .option("-b, --bots <B>", `who plays: one bot for all seats or one per seat, comma-separated (${BOT_NAMES.join(", ")}); default: random players`)
    .option("--iterations <N>", `the MCTS budget: iterations per decision (default ${DEFAULT_MCTS_ITERATIONS})`)
    .addOption(new Option("--set <KEY=VALUE>", SET_HELP).argParser(collectValues))
    .option("--config <FILE>", CONFIG_HELP)
    .option("--max-steps <N>", `the step limit per game (default ${DEFAULT_STEP_LIMIT})`)
    .option("--module <M>", MODULE_HELP)
    .option("-w, --workers <N>", "threads playing the games, this one included: a number, or auto for one per core (default 1). Each thread past the first spends about a second of CPU loading and compiling the game first: give it runs of more than a few seconds")
    .option("--queue <URL>", "play on a PostgreSQL job queue: laguna worker --queue URL plays the jobs, on any machine")
    .option("--run <ID>", "with --queue: the run's id, to pick a stopped run up again (default: a new one)")
    .option("--block <N>", "with --queue: games per job (default 25)")
    .option("--job-timeout <S>", "with --queue: seconds a worker may hold a job before another takes it (default 900)")
    .option("--fail-unfinished", "exit 1 if the step limit cut any game")
    .option("--json", "print the summary as one JSON object")
    .helpOption("-h, --help", "show this help")
    .addHelpText("after", "\nWith one bot per seat, seats rotate game by game so every bot plays every seat equally.\nThe summary is the same for any number of workers (bar the timings).")
    .action(async (id: string | undefined, opts: Record<string, string | boolean | string[] | undefined>, command: Command) => {
      const str = (key: string) => (typeof opts[key] === "string" ? (opts[key] as string) : undefined);
      const count = integerOption(command, str("games"), "--games", (n) => n >= 1, "a positive whole number") ?? DEFAULT_GAMES;
      const seed = seedOption(command, str("seed"));
      const iterations = integerOption(command, str("iterations"), "--iterations", (n) => n >= 1, "a positive whole number");
      const maxSteps = integerOption(command, str("maxSteps"), "--max-steps", (n) => n >= 1, "a positive whole number");
      const workers = workersOption(command, str("workers"));
      const bots = botsOption(command, str("bots"));
      const { game, module } = await gameOrModule(command, id, str("module"), games, "simulate");
      const players = playersOption(command, str("players"), game, game.playerCounts[0]);
      if (bots !== undefined && bots.length !== 1 && bots.length !== players) {
        throw new UsageError(`--bots: give one bot for all seats or one per seat (${players}), not ${bots.length}.`, command);
      }
      requireMctsFor(command, iterations, bots ?? []);
      const config = variantOptions(command, game, players, { set: opts["set"] as string[] | undefined, config: str("config") });
      const bar = io.isTTY ? progressBar(`simulating ${game.id}`, count, io.stderr) : undefined;
      let result: either.Either<EngineError, SimulationSummary>;
      const queue = str("queue");
      try {
        if (queue !== undefined) {
          const { simulateOnQueue } = await import("../queue/runs");
          const kit = botKitFor(game, iterations, module === undefined ? undefined : [module.entry]);
          const onQueue = await simulateOnQueue(game, { ...kit, games: count, players, seed, bots, maxSteps, config, module: module?.url }, queueOptions(command, io, queue, str, bar));
          if (either.isRight(onQueue) && onQueue.right.defects.length > 0) {
            // Jobs met module defects: the summary of the games stored, the defects on stderr (and in --json), exit 1.
            bar?.finish();
            const { summary, defects } = onQueue.right;
            io.stdout(opts["json"] === true ? `${JSON.stringify({ ...summary, defects })}\n` : formatSummary(summary, game));
            const { defectLines } = await import("../queue/runs");
            io.stderr(`laguna simulate: ${defectLines(defects).join("\n")}\nThe summary is of the other games.\n`);
            exit(1);
            return;
          }
          result = either.isLeft(onQueue) ? onQueue : either.right(onQueue.right.summary);
        } else result = await simulateParallel(game, {
          ...botKitFor(game, iterations, module === undefined ? undefined : [module.entry]),
          games: count,
          players,
          seed,
          bots,
          maxSteps,
          config,
          workers,
          module,
          ...(bar ? { onProgress: (done: number) => bar.update(done) } : {}),
        });
      } finally {
        bar?.finish();
      }
      if (either.isLeft(result)) throw new Failure(result.left.message, result.left.kind);
      io.stdout(opts["json"] === true ? `${JSON.stringify(result.right)}\n` : formatSummary(result.right, game));
      if (opts["failUnfinished"] === true && result.right.unfinished > 0) {
        const { unfinished, games: total, maxSteps: limit } = result.right;
        throw new Failure(`${unfinished} of ${total} games did not end within the step limit of ${limit} actions.`, "unfinished");
      }
      exit(0);
    });
}
