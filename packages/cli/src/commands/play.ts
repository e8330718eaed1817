/**
 * `laguna play`: a game against bots in the terminal, new or resumed from a save.
 *
 * @module
 */
import { type AnyGame, type Match, quotedCut } from "@laguna/core";
import { type Command, Option } from "commander";
import * as either from "fp-ts/lib/Either.js";
import { writeFileSync } from "node:fs";
import { BOT_NAMES, type BotName, DEFAULT_MCTS_ITERATIONS } from "../bots";
import { Failure, UsageError } from "../command-errors";
import { DEMO_GREEDY, demoPlayers } from "../demo";
import { readFileOption } from "../input-file";
import type { LagunaCommand } from "../laguna-command";
import {
  CONFIG_HELP,
  DEFAULT_SEED,
  MODULE_HELP,
  SET_HELP,
  botsOption,
  collectValues,
  gameArgument,
  gameOrModule,
  integerOption,
  playersOption,
  requireMctsFor,
  seedOption,
  variantOptions,
} from "../options";
import { botKitFor, findGame, legendFor } from "../registry";
import { checkOtherSeatBots } from "../seat-bots";
import { checkSavedSeats, readPlaySave, resumeMatch } from "../play-save";
import { playSession } from "../session";
import { listInWords } from "../text";
import type { ModuleEntry } from "../user-module";
import type { CommandContext } from "./context";

/** The options of `laguna play`, as commander gives them. */
type PlayOpts = Readonly<Record<string, string | string[] | undefined>>;

/** The game to play and who plays it: from the command line, or from a save. */
interface PlaySetup {
  readonly game: AnyGame;
  readonly players: number;
  readonly seat: number;
  readonly bots: readonly BotName[];
  readonly seed: number;
  readonly config?: Readonly<Record<string, unknown>> | undefined;
  readonly resume?: Match | undefined;
  /** The user's rule module the game comes from (`--module`), if it does. */
  readonly module?: ModuleEntry | undefined;
}

/** The string value of an option; `undefined` when it is absent or repeated. */
const stringOption = (opts: PlayOpts, key: string): string | undefined => (typeof opts[key] === "string" ? (opts[key] as string) : undefined);

/** A new game, as the command line sets it up: one of `games`, or the user's own (`--module`). */
async function newGame(command: Command, id: string | undefined, opts: PlayOpts, games: readonly AnyGame[]): Promise<PlaySetup> {
  const specifier = stringOption(opts, "module");
  if (id === undefined && specifier === undefined) {
    throw new UsageError('missing <game>: name the game to play ("laguna list" shows them), give your own rule module with --module, or --load a saved one.', command);
  }
  const { game, module } = await gameOrModule(command, id, specifier, games, "play");
  const players = playersOption(command, stringOption(opts, "players"), game, demoPlayers(game));
  if (opts["seat"] !== undefined && opts["player"] !== undefined) throw new UsageError("give --player (from 1) or --seat (from 0), not both.", command);
  const player = integerOption(command, stringOption(opts, "player"), "--player", (n) => n >= 1 && n <= players, `a player from 1 to ${players}`);
  const seat = player !== undefined ? player - 1 : (integerOption(command, stringOption(opts, "seat"), "--seat", (n) => n >= 0 && n < players, `a seat from 0 to ${players - 1}`) ?? 0);
  const bots = botsOption(command, stringOption(opts, "bots")) ?? ["greedy"];
  const fit = checkOtherSeatBots(players, bots);
  if (either.isLeft(fit)) throw new UsageError(`--bots: give ${fit.left}.`, command);
  const seed = seedOption(command, stringOption(opts, "seed"));
  const config = variantOptions(command, game, players, { set: opts["set"] as string[] | undefined, config: stringOption(opts, "config") });
  return { game, players, seat, bots, seed, config, module };
}

/**
 * A game resumed from the save `load` names: refused as a bad save (exit 1) when it is not one. A
 * save of the user's own game needs its module again (`--module`).
 */
async function savedGame(command: Command, id: string | undefined, load: string, opts: PlayOpts, known: readonly AnyGame[]): Promise<PlaySetup> {
  const clash = ["players", "player", "seat", "bots", "seed", "set", "config"].filter((key) => opts[key] !== undefined);
  if (clash.length > 0) {
    throw new UsageError(`--load resumes a game as it was saved: leave out ${listInWords(clash.map((k) => `--${k}`))}.`, command);
  }
  const text = readFileOption(command, "--load", load);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Failure(`${load} is not a saved game: it is not JSON.`, "invalid-save");
  }
  const save = readPlaySave(data);
  if (either.isLeft(save)) throw new Failure(`${load} is not a saved game: ${save.left}`, "invalid-save");
  const specifier = stringOption(opts, "module");
  const { module } = specifier === undefined ? {} : await gameOrModule(command, id, specifier, known, "play");
  const games = module === undefined ? known : [module.entry.game];
  // The game comes from the file here: an unknown one is a bad save, not a bad command line.
  if (findGame(games, save.right.gameId) === undefined) {
    const own = module === undefined ? "; a save of your own game needs its --module" : "";
    throw new Failure(`${load} is not a saved game of a game this command knows (${quotedCut(save.right.gameId)}; it knows ${listInWords(games.map((g) => g.id))}${own}).`, "invalid-save");
  }
  const game = gameArgument(command, save.right.gameId, games);
  if (id !== undefined && id !== game.id) throw new UsageError(`${load} is a game of ${game.id}, not ${id}.`, command);
  const loaded = resumeMatch(game, save.right.match);
  if (either.isLeft(loaded)) throw new Failure(`cannot resume ${load}: ${loaded.left.message}`, loaded.left.kind);
  const resume = loaded.right;
  const players = resume.config.playerCount;
  const seat = save.right.seat ?? 0;
  const bots = save.right.bots ?? ["greedy"];
  const seats = checkSavedSeats(players, seat, bots);
  if (either.isLeft(seats)) throw new Failure(`${load} is not a saved game: ${seats.left}`, "invalid-save");
  return { game, players, seat, bots, seed: save.right.seed ?? DEFAULT_SEED, resume, module };
}

/**
 * Adds `laguna play` to the program: its options, help and action.
 *
 * @example
 * definePlay(root, { io, games: registry, exit });
 */
export function definePlay(root: LagunaCommand, { io, games, exit }: CommandContext): void {
  root
    .command("play")
    .summary("play a game against bots in the terminal")
    .description(
      "Play <game> against bots in the terminal. Each turn shows your view and your legal actions, " +
        "numbered; answer with a number, or u (undo), b (board), s (save), q (quit), ? (help). Players are " +
        "numbered from 1 (Player 1 is seat 0). Answers are read one " +
        "a line, so a script can pipe them in: yes 0 | laguna play murano plays a whole game.",
    )
    .argument("[game]", 'the game ("laguna list" shows them); not needed with --module or --load')
    .usage("<game> [options]")
    .option("-p, --players <P>", "the player count (default 2, or the nearest the game supports)")
    .option("--player <N>", "play as Player N, from 1 (default 1)")
    .option("--seat <S>", "the same by the API's seat index, from 0: seat 0 is Player 1")
    .option("-b, --bots <B>", `the bots of the other seats: one for all or one per seat, comma-separated (${BOT_NAMES.join(", ")}); default greedy`)
    .option("-s, --seed <S>", `the seed of the game and the bots (default ${DEFAULT_SEED})`)
    .addOption(new Option("--set <KEY=VALUE>", SET_HELP).argParser(collectValues))
    .option("--config <FILE>", CONFIG_HELP)
    .option("--module <M>", `${MODULE_HELP} (with --load: the module of a saved game of your own)`)
    .option("--iterations <N>", `the MCTS bots' budget: iterations per decision (default ${DEFAULT_MCTS_ITERATIONS})`)
    .option("--load <FILE>", "resume a game saved with s (its seat and bots come with it)")
    .option("--save <FILE>", "where s saves (default laguna-<game>.json)")
    .option("--compact", "draw the board only at the start, when you answer b, and at the end (by default it is drawn before a choice when it changed)")
    .helpOption("-h, --help", "show this help")
    .action(async (id: string | undefined, opts: PlayOpts, command: Command) => {
      const iterations = integerOption(command, stringOption(opts, "iterations"), "--iterations", (n) => n >= 1, "a positive whole number");
      const load = stringOption(opts, "load");
      const setup = load !== undefined ? await savedGame(command, id, load, opts, games) : await newGame(command, id, opts, games);
      const { game, module } = setup;
      requireMctsFor(command, iterations, setup.bots);
      if (io.readLine === undefined) throw new Failure("laguna play reads your answers from standard input, and there is none.", "no-input");
      const end = await playSession(
        {
          ...setup,
          savePath: stringOption(opts, "save") ?? load ?? `laguna-${game.id}.json`,
          legend: legendFor(game),
          ...botKitFor(game, iterations, module === undefined ? undefined : [module.entry]),
          greedy: DEMO_GREEDY,
          compact: opts["compact"] !== undefined,
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
}
