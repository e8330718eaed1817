/**
 * The options and arguments of the command line, read and checked: whole numbers, seeds, bot
 * names, games, player counts and rule variants. Each mistake is a {@link UsageError} that names
 * the option and what it takes.
 *
 * @module
 */
import { type AnyGame, SeedC, quotedCut } from "@laguna/core";
import type { Command } from "commander";
import * as either from "fp-ts/lib/Either.js";
import { BOT_NAMES, type BotName, parseBotNames } from "./bots";
import { Failure, UsageError } from "./command-errors";
import { closestHint, didYouMean, suggestGames } from "./did-you-mean";
import { readFileOption } from "./input-file";
import { autoWorkers } from "./parallel";
import { EMPTY_REGISTRY_MESSAGE, findGame, formatPlayerCounts } from "./registry";
import { listInWords } from "./text";
import { type ModuleEntry, loadModule } from "./user-module";
import { checkVariant, parseSetting, settingsToOptions } from "./variants";

/**
 * The default seed of `laguna simulate`, `laguna play` and `laguna demo`.
 *
 * @example
 * DEFAULT_SEED; // 1
 */
export const DEFAULT_SEED = 1;

/** Reads a whole number strictly: digits only, with an optional minus sign; no spaces, no `1e2`. */
function wholeNumber(raw: string): number | undefined {
  if (!/^-?\d+$/.test(raw)) return undefined;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : undefined;
}

/**
 * The value of an integer option, checked; `undefined` when it is not given, a
 * {@link UsageError} naming the option otherwise.
 *
 * @example
 * integerOption(command, "20", "--games", (n) => n >= 1, "a positive whole number"); // 20
 */
export function integerOption(command: Command, raw: string | undefined, flag: string, check: (n: number) => boolean, expected: string): number | undefined {
  if (raw === undefined) return undefined;
  const n = wholeNumber(raw);
  if (n === undefined || !check(n)) throw new UsageError(`${flag} must be ${expected}, not ${JSON.stringify(raw)}.`, command);
  return n;
}

/**
 * The value of `--seed`: a whole number within the core's seed range, {@link DEFAULT_SEED} when
 * not given.
 *
 * @example
 * seedOption(command, "-5"); // -5
 */
export function seedOption(command: Command, raw: string | undefined): number {
  return integerOption(command, raw, "--seed", (n) => SeedC.is(n), "a whole number from -9007199254740991 to 9007199254740991") ?? DEFAULT_SEED;
}

/**
 * `--iterations` sets the mcts bot's budget: a {@link UsageError} when no seat plays it.
 *
 * @example
 * requireMctsFor(command, 200, ["greedy"]); // throws: name mcts in --bots
 */
export function requireMctsFor(command: Command, iterations: number | undefined, bots: readonly BotName[]): void {
  if (iterations !== undefined && !bots.includes("mcts")) {
    throw new UsageError("--iterations is the budget of the mcts bot, and no seat plays it: name mcts in --bots.", command);
  }
}

/**
 * The bot names of `--bots`, comma-separated; a {@link UsageError} naming an unknown one.
 *
 * @example
 * botsOption(command, "greedy,mcts"); // ["greedy", "mcts"]
 */
export function botsOption(command: Command, raw: string | undefined): readonly BotName[] | undefined {
  if (raw === undefined) return undefined;
  const parsed = parseBotNames(raw);
  if ("unknown" in parsed) {
    throw new UsageError(`--bots: there is no bot "${parsed.unknown}"${didYouMean(closestHint(parsed.unknown, BOT_NAMES))}; the bots are ${listInWords([...BOT_NAMES])}.`, command);
  }
  return parsed.names;
}

/**
 * The game named on the command line; a {@link UsageError} listing the registered games otherwise.
 *
 * @example
 * gameArgument(command, "murano", registry).name; // "Murano"
 */
export function gameArgument(command: Command, id: string, games: readonly AnyGame[]): AnyGame {
  const game = findGame(games, id);
  if (game !== undefined) return game;
  if (games.length === 0) throw new UsageError(`unknown game "${id}". ${EMPTY_REGISTRY_MESSAGE}`, command);
  const ids = games.map((g) => g.id);
  const hints = suggestGames(id, games);
  throw new UsageError(
    `unknown game ${quotedCut(id)}${didYouMean(hints.length === 0 ? undefined : hints.slice(0, 3).join(" or "))}. The games are ${listInWords(ids)} ("laguna list" describes them).`,
    command,
  );
}

/**
 * The game a command plays: the one of the user's rule module `--module` names, when it is given
 * (a {@link UsageError} naming the problem when it is no Laguna game, or when `id` names another
 * game), else the registered game `id` names ({@link gameArgument}).
 *
 * @example
 * const { game, module } = await gameOrModule(command, undefined, "./my-game.mjs", registry, "simulate");
 */
export async function gameOrModule(
  command: Command,
  id: string | undefined,
  specifier: string | undefined,
  games: readonly AnyGame[],
  verb: string,
): Promise<{ readonly game: AnyGame; readonly module?: ModuleEntry }> {
  if (specifier === undefined) {
    if (id === undefined) throw new UsageError(`missing <game>: name the game to ${verb} ("laguna list" shows them), or give your own rule module with --module.`, command);
    return { game: gameArgument(command, id, games) };
  }
  const loaded = await loadModule(specifier, process.cwd());
  if (either.isLeft(loaded)) throw new UsageError(loaded.left, command);
  const { game } = loaded.right.entry;
  if (id !== undefined && id !== game.id) {
    throw new UsageError(`--module ${JSON.stringify(specifier)} holds the game ${quotedCut(game.id)}, not ${quotedCut(id)}: leave out the game, or name it.`, command);
  }
  return { game, module: loaded.right };
}

/**
 * The help of `--module`.
 *
 * @example
 * command.option("--module <M>", MODULE_HELP);
 */
export const MODULE_HELP = "your own rule module: a file (.js, .mjs, .cjs) or a package exporting a Laguna game as `game`; then <game> may be left out";

/**
 * The player count: given (and supported by the game), else `fallback`.
 *
 * @example
 * playersOption(command, "3", murano, 2); // 3
 */
export function playersOption(command: Command, raw: string | undefined, game: AnyGame, fallback: number | undefined): number {
  const players = integerOption(command, raw, "--players", (n) => n >= 1, "a positive whole number");
  if (players !== undefined && !game.playerCounts.includes(players)) {
    throw new UsageError(`${game.name} is for ${formatPlayerCounts(game.playerCounts)} players, not ${players}.`, command);
  }
  const chosen = players ?? fallback;
  if (chosen === undefined) throw new Failure(`${game.id} declares no player counts.`, "module-defect");
  return chosen;
}

/**
 * The player counts of a comma-separated list (`--players 2,3,4`), each supported by the game and
 * given once; `fallback` when not given.
 *
 * @example
 * playerCountsOption(command, "2,3", murano, [2]); // [2, 3]
 */
export function playerCountsOption(command: Command, raw: string | undefined, game: AnyGame, fallback: readonly number[]): readonly number[] {
  if (raw === undefined) return fallback;
  const counts = raw.split(",").map((part) => {
    const n = wholeNumber(part.trim());
    if (n === undefined || n < 1) throw new UsageError(`--players takes player counts separated by commas, e.g. 2,3; not ${JSON.stringify(raw)}.`, command);
    if (!game.playerCounts.includes(n)) throw new UsageError(`${game.name} is for ${formatPlayerCounts(game.playerCounts)} players, not ${n}.`, command);
    return n;
  });
  if (new Set(counts).size !== counts.length) throw new UsageError(`--players: each player count may be given once, not ${JSON.stringify(raw)}.`, command);
  return counts;
}

/**
 * The number of worker threads of `--workers`: a positive whole number, or `auto` for one per core
 * ({@link autoWorkers}); 1 when not given.
 *
 * @example
 * workersOption(command, "auto"); // e.g. 8
 */
export function workersOption(command: Command, raw: string | undefined): number {
  if (raw === "auto") return autoWorkers();
  return integerOption(command, raw, "--workers", (n) => n >= 1, 'a positive whole number or "auto"') ?? 1;
}

/**
 * The options of a `--config` value: a JSON object, written inline or in a file.
 *
 * @example
 * configFileOption(command, '{"roundLimit":20}'); // { roundLimit: 20 }
 */
export function configFileOption(command: Command, raw: string | undefined): Readonly<Record<string, unknown>> {
  if (raw === undefined) return {};
  const inline = raw.trimStart().startsWith("{");
  const text = inline ? raw : readFileOption(command, "--config", raw);
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

/**
 * The rule options of `--config` and `--set`, checked against the game; `undefined` when neither
 * is given, a {@link UsageError} when the game refuses them.
 *
 * @example
 * variantOptions(command, walkingInBurano, 2, { set: ["roundLimit=20"] }); // { roundLimit: 20 }
 */
export function variantOptions(
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

/**
 * Collects the values of a repeatable option (commander's argument parser for `--set`).
 *
 * @example
 * collectValues("b=2", ["a=1"]); // ["a=1", "b=2"]
 */
export const collectValues = (value: string, previous: string[] | undefined): string[] => [...(previous ?? []), value];

/**
 * The help of `--set`.
 *
 * @example
 * new Option("--set <KEY=VALUE>", SET_HELP).argParser(collectValues);
 */
export const SET_HELP = "set a rule option, e.g. --set roundLimit=20 (repeatable, and `laguna list --options` names them)";

/**
 * The help of `--config`.
 *
 * @example
 * command.option("--config <FILE>", CONFIG_HELP);
 */
export const CONFIG_HELP = "rule options from a JSON file, or inline JSON, e.g. '{\"roundLimit\":20}'; --set wins over it";
