/**
 * Simulation: many seeded games between uniformly random players or bots, summed up in one
 * typed summary. It does no input or output of its own, so it is tested without a process.
 *
 * @module
 */
import { type AnyGame, DEFAULT_STEP_LIMIT, type EngineError, type Seed, SeedC, plural } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import type { BotKit, BotName } from "./bots";
import { checkPlayerCount, playGame } from "./play";
import { countInWords } from "./text";

/**
 * What to simulate.
 *
 * @example
 * const options: SimulateOptions = { games: 1000, players: 2, seed: 1 };
 * const duel: SimulateOptions = { games: 20, players: 2, seed: 1, bots: ["greedy", "mcts"], iterations: 500 };
 * @category Simulate
 */
export interface SimulateOptions extends BotKit {
  /** How many games to play, at least 1. */
  readonly games: number;
  /** The player count; one of `game.playerCounts`. */
  readonly players: number;
  /** The seed of the run; game `i` is played from seeds derived from it and `i`. */
  readonly seed: Seed;
  /**
   * The bots: one name per seat, or one name for every seat. With one name per seat, seats
   * rotate game by game (in game `i`, the bot named `k`-th plays seat `(k + i) % players`), so
   * that every bot plays every seat equally often over a multiple of `players` games. Absent:
   * uniformly random players.
   */
  readonly bots?: readonly BotName[] | undefined;
  /**
   * The step limit per game (default: the core's `DEFAULT_STEP_LIMIT`, 10,000): a game not over
   * after this many actions is cut and counted in `unfinished`, never scored.
   */
  readonly maxSteps?: number | undefined;
  /** Options set over the default config, e.g. `{ roundLimit: 20 }` (the config codec checks them). */
  readonly config?: Readonly<Record<string, unknown>> | undefined;
  /** Called after each game with the number of games finished and the total. */
  readonly onProgress?: (done: number, total: number) => void;
  /** The clock, in milliseconds, used for the speed figures; `performance.now` by default. */
  readonly now?: () => number;
}

/**
 * The summary of one bot of a simulation with bots: over the games it took part in.
 *
 * @example
 * const line: BotSummary = { bot: "mcts", games: 10, wins: 8, winRate: 0.8, meanScore: 41.5 };
 * @category Simulate
 */
export interface BotSummary {
  /** The bot's name, as given. */
  readonly bot: string;
  /** The games it played, finished or not. */
  readonly games: number;
  /** The finished games it won (a shared victory counts for each winner). */
  readonly wins: number;
  /** `wins` over the finished games it played (0 if none finished). */
  readonly winRate: number;
  /** Its mean final score over the finished games it played (every seat it held). */
  readonly meanScore: number;
}

/**
 * The summary of a simulation. Every field but `elapsedMs` and `gamesPerSecond` is the same for
 * the same game, options and seed. Scores, wins and action counts are over the **finished** games
 * only: a game cut by the step limit is counted in `unfinished` and nowhere else.
 *
 * @example
 * const result = simulate(ticTacToe, { games: 1000, players: 2, seed: 1 });
 * if (either.isRight(result)) { const summary: SimulationSummary = result.right; }
 * @category Simulate
 */
export interface SimulationSummary {
  /** The game's id. */
  readonly game: string;
  /** The game's name for people. */
  readonly name: string;
  /** The rules version. */
  readonly version: string;
  /** How many games were played (finished or not). */
  readonly games: number;
  /** The player count. */
  readonly players: number;
  /** The seed of the run. */
  readonly seed: Seed;
  /** The config every game was played with (the default config for the player count, with the options given). */
  readonly config: unknown;
  /** How many games the step limit cut before they ended: not scored, not in any other figure. */
  readonly unfinished: number;
  /** The step limit per game. */
  readonly maxSteps: number;
  /** The mean final score, over every seat of every finished game (0 if none finished). */
  readonly meanScore: number;
  /** The highest final score of any seat in any finished game (0 if none finished). */
  readonly maxScore: number;
  /** The mean final score of each seat, over the finished games. */
  readonly meanScores: readonly number[];
  /** How many finished games each seat won; a shared victory counts for each winner. */
  readonly wins: readonly number[];
  /** `wins` divided by the finished games, per seat. They sum to 1 plus the share of extra winners in shared victories. */
  readonly winRates: readonly number[];
  /** How many finished games ended in a shared victory (more than one winner). */
  readonly sharedVictories: number;
  /** The mean number of actions per finished game. */
  readonly meanActions: number;
  /** The most actions any finished game took. */
  readonly maxActions: number;
  /** With bots: one entry per name given, in the order given. */
  readonly bots?: readonly BotSummary[];
  /** Wall-clock time of the run, in milliseconds. */
  readonly elapsedMs: number;
  /** Games played per second of wall-clock time. */
  readonly gamesPerSecond: number;
}

function invalid(path: string, expected: string, actual: unknown, message: string): EngineError {
  return { kind: "invalid-input", message, issues: [{ path, expected, actual }] };
}

/** The bot names each seat gets in game `index`: rotated when there is one name per seat. */
function seatsOf(names: readonly BotName[], players: number, index: number): BotName[] {
  if (names.length === 1) return Array.from({ length: players }, () => names[0] as BotName);
  return Array.from({ length: players }, (_, seat) => names[(seat - (index % players) + players) % players] as BotName);
}

/**
 * What one game of a simulation leaves for the summary: the same for game `index` of the same run
 * whichever thread plays it, so that a run split between worker threads sums up exactly as a run
 * on one thread.
 *
 * @example
 * const record: GameRecord = { index: 0, actions: 9, scores: [1, 0], winners: [0], config: { playerCount: 2 } };
 * @category Simulate
 */
export interface GameRecord {
  /** The game's number in the run. */
  readonly index: number;
  /** How many actions it took (finished or not). */
  readonly actions: number;
  /** The final score of each seat; absent for a game cut by the step limit (unfinished). */
  readonly scores?: readonly number[];
  /** The winning seats; absent for an unfinished game. */
  readonly winners?: readonly number[];
  /** The config the game was played with (the same for every game of a run). */
  readonly config: unknown;
}

/**
 * The options of a run, checked: the number of games, the seed, the step limit (filled in), the
 * player count against the game, and the bot names against the player count. `Left` with a
 * message for people otherwise.
 *
 * @example
 * const checked = checkSimulateOptions(stash, { games: 10, players: 5, seed: 1 });
 * // left: "Stash is for 2, 3 or 4 players, not 5."
 * @category Simulate
 */
export function checkSimulateOptions(
  game: AnyGame,
  options: SimulateOptions,
): either.Either<EngineError, { readonly maxSteps: number; readonly names: readonly BotName[] | undefined }> {
  const { games, players, seed } = options;
  if (!Number.isSafeInteger(games) || games < 1) {
    return either.left(invalid("games", "a positive integer", games, `The number of games must be a positive whole number, not ${games}.`));
  }
  if (!SeedC.is(seed)) {
    return either.left(invalid("seed", "a whole number of at most 53 bits", seed, `The seed must be a whole number from -9007199254740991 to 9007199254740991, not ${seed}.`));
  }
  const maxSteps = options.maxSteps ?? DEFAULT_STEP_LIMIT;
  if (!Number.isSafeInteger(maxSteps) || maxSteps < 1) {
    return either.left(invalid("maxSteps", "a positive integer", maxSteps, `The step limit must be a positive whole number, not ${maxSteps}.`));
  }
  const checked = checkPlayerCount(game, players);
  if (either.isLeft(checked)) return checked;
  const names = options.bots !== undefined && options.bots.length > 0 ? options.bots : undefined;
  if (names !== undefined && names.length !== 1 && names.length !== players) {
    return either.left(
      invalid("bots", `1 or ${players} bot names`, names, `Give one bot name per seat (${players}) or one for all seats, not ${names.length}.`),
    );
  }
  return either.right({ maxSteps, names });
}

/**
 * Plays games `from` to `to - 1` of a run (see {@link simulate}) and returns what each leaves for
 * the summary, in order. Stops at the first game that breaks the module's contract: `Left` with
 * that game's number, the error, and the records of the games before it. `onGame` is called after
 * each game. The options must have passed `checkSimulateOptions`.
 *
 * @example
 * const records = playRecords(ticTacToe, { games: 10, players: 2, seed: 1 }, 0, 10);
 * @category Simulate
 */
export function playRecords(
  game: AnyGame,
  options: SimulateOptions,
  from: number,
  to: number,
  onGame?: (index: number) => void,
): either.Either<{ readonly index: number; readonly error: EngineError; readonly records: readonly GameRecord[] }, readonly GameRecord[]> {
  const { players, seed } = options;
  const names = options.bots !== undefined && options.bots.length > 0 ? options.bots : undefined;
  const maxSteps = options.maxSteps ?? DEFAULT_STEP_LIMIT;
  const records: GameRecord[] = [];
  for (let i = from; i < to; i++) {
    const seats = names === undefined ? undefined : seatsOf(names, players, i);
    const played = playGame(game, players, seed, i, { ...options, bots: seats, maxSteps });
    if (either.isLeft(played)) {
      const error = played.left.kind === "module-defect" ? { ...played.left, message: `Game ${i} of the run with seed ${seed}: ${played.left.message}` } : played.left;
      return either.left({ index: i, error, records });
    }
    const { match, outcome } = played.right;
    records.push(
      outcome === undefined
        ? { index: i, actions: match.length, config: match.config }
        : { index: i, actions: match.length, scores: outcome.scores, winners: outcome.winners, config: match.config },
    );
    onGame?.(i);
  }
  return either.right(records);
}

/**
 * The summary of a run from the records of all its games, in order (see {@link playRecords}),
 * and its wall-clock time.
 *
 * @example
 * const records = playRecords(ticTacToe, options, 0, options.games);
 * if (either.isRight(records)) console.log(summarise(ticTacToe, options, records.right, 12.5).meanScore);
 * @category Simulate
 */
export function summarise(game: AnyGame, options: SimulateOptions, records: readonly GameRecord[], elapsedMs: number): SimulationSummary {
  const { players, seed } = options;
  const games = records.length;
  const names = options.bots !== undefined && options.bots.length > 0 ? options.bots : undefined;
  const maxSteps = options.maxSteps ?? DEFAULT_STEP_LIMIT;
  const scoreSums = new Array<number>(players).fill(0);
  const wins = new Array<number>(players).fill(0);
  const perBot = (names ?? []).map(() => ({ games: 0, finished: 0, wins: 0, scoreSum: 0, seatsScored: 0 }));
  let maxScore = Number.NEGATIVE_INFINITY;
  let sharedVictories = 0;
  let totalActions = 0;
  let maxActions = 0;
  let finished = 0;
  for (const record of records) {
    const i = record.index;
    // Which seats each named bot held in this game.
    const held = perBot.map((_, k) => (names?.length === 1 ? scoreSums.map((_s, seat) => seat) : [(k + i) % players]));
    for (const stats of perBot) stats.games++;
    const { scores, winners } = record;
    if (scores === undefined || winners === undefined) continue;
    finished++;
    for (let seat = 0; seat < players; seat++) {
      const score = scores[seat] ?? 0;
      scoreSums[seat] = (scoreSums[seat] ?? 0) + score;
      if (score > maxScore) maxScore = score;
    }
    for (const winner of winners) wins[winner] = (wins[winner] ?? 0) + 1;
    if (winners.length > 1) sharedVictories++;
    perBot.forEach((stats, k) => {
      const mine = held[k] ?? [];
      stats.finished++;
      if (mine.some((seat) => winners.includes(seat))) stats.wins++;
      for (const seat of mine) stats.scoreSum += scores[seat] ?? 0;
      stats.seatsScored += mine.length;
    });
    totalActions += record.actions;
    if (record.actions > maxActions) maxActions = record.actions;
  }
  const totalScore = scoreSums.reduce((a, b) => a + b, 0);
  const over = (x: number, n: number): number => (n === 0 ? 0 : x / n);
  return {
    game: game.id,
    name: game.name,
    version: game.version,
    games,
    players,
    seed,
    config: records[0]?.config,
    unfinished: games - finished,
    maxSteps,
    meanScore: over(totalScore, finished * players),
    maxScore: finished === 0 ? 0 : maxScore,
    meanScores: scoreSums.map((sum) => over(sum, finished)),
    wins,
    winRates: wins.map((w) => over(w, finished)),
    sharedVictories,
    meanActions: over(totalActions, finished),
    maxActions,
    ...(names === undefined
      ? {}
      : {
          bots: perBot.map((stats, k) => ({
            bot: names[k] as string,
            games: stats.games,
            wins: stats.wins,
            winRate: over(stats.wins, stats.finished),
            meanScore: over(stats.scoreSum, stats.seatsScored),
          })),
        }),
    elapsedMs,
    gamesPerSecond: games / (Math.max(elapsedMs, 0.001) / 1000),
  };
}

/**
 * Plays `games` games of `game` between uniformly random players, or between bots, and sums
 * them up: scores, win rate per seat (and per bot), game length, unfinished games and speed.
 * Game `i` is set up and played from seeds derived from `seed` and `i`, so the same options
 * always give the same summary (bar the timings). `options.config` plays a variant: rule options
 * set over the default config (e.g. `{ roundLimit: 20 }`), checked by the config codec. A game cut
 * by the step limit is counted as unfinished, never scored. Fails, naming the game and its seeds,
 * if a game breaks the module's contract (for example a game with a finite `maxActions` that
 * does not end within it). On one thread; `simulateParallel` splits a long run between worker
 * threads with the same result.
 *
 * @example
 * const result = simulate(ticTacToe, { games: 1000, players: 2, seed: 1 });
 * if (either.isRight(result)) console.log(result.right.winRates);
 * const duel = simulate(lightMasters, { games: 10, players: 2, seed: 1, bots: ["greedy", "random"], config: { roundLimit: 20 } });
 * if (either.isRight(duel)) console.log(duel.right.bots);
 * @category Simulate
 */
export function simulate(game: AnyGame, options: SimulateOptions): either.Either<EngineError, SimulationSummary> {
  const checked = checkSimulateOptions(game, options);
  if (either.isLeft(checked)) return checked;
  const now = options.now ?? (() => performance.now());
  const start = now();
  const records = playRecords(game, options, 0, options.games, (i) => options.onProgress?.(i + 1, options.games));
  if (either.isLeft(records)) return either.left(records.left.error);
  return either.right(summarise(game, options, records.right, Math.max(now() - start, 0)));
}

/** Games per second for people: whole above 10, else with two significant digits (`0.35`, not `0`). */
const speed = (x: number): string => (x >= 10 ? Math.round(x).toLocaleString("en-US") : String(Number(x.toPrecision(2))));
const percent = (x: number): string => `${(100 * x).toFixed(1)}%`;
const decimal = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(2));

/**
 * The rule options of `config` that differ from the game's default config for its player count,
 * as `key=value` (values as JSON); `[]` for the printed rules.
 *
 * @example
 * optionsInEffect(walkingInBurano, { ...walkingInBurano.defaultConfig(2), roundLimit: 20 }); // ["roundLimit=20"]
 * @category Simulate
 */
export function optionsInEffect(game: AnyGame, config: unknown): string[] {
  if (config === null || typeof config !== "object") return [];
  const given = config as Readonly<Record<string, unknown>>;
  const players = given["playerCount"];
  if (typeof players !== "number" || !game.playerCounts.includes(players)) return [];
  const defaults = game.defaultConfig(players) as Readonly<Record<string, unknown>>;
  return Object.keys(given)
    .filter((key) => key !== "playerCount" && JSON.stringify(given[key]) !== JSON.stringify(defaults[key]))
    .map((key) => `${key}=${JSON.stringify(given[key])}`);
}

/**
 * The summary as text for a terminal, one figure a line: with bots, a win rate line per bot
 * (over the finished games it played) before the per-seat lines, each seat named as people
 * count them (seat 0 is "Player 1"). Given the game, the first line
 * also names the rule options in effect: those that differ from the default config ("printed
 * rules" when none does).
 *
 * @example
 * const result = simulate(ticTacToe, { games: 100, players: 2, seed: 1 });
 * if (either.isRight(result)) process.stdout.write(formatSummary(result.right, ticTacToe));
 * @category Simulate
 */
export function formatSummary(summary: SimulationSummary, game?: AnyGame): string {
  const finished = summary.games - summary.unfinished;
  const rows: [string, string][] = [
    ["games", String(summary.games)],
    ["players", String(summary.players)],
    ["seed", String(summary.seed)],
    ["unfinished", `${summary.unfinished} (cut by the step limit of ${summary.maxSteps.toLocaleString("en-US")} actions; not scored)`],
    ["mean score", decimal(summary.meanScore)],
    ["max score", decimal(summary.maxScore)],
    ...(summary.bots ?? []).map((bot): [string, string] => [
      `bot ${bot.bot} win rate`,
      `${percent(bot.winRate)} (${plural(bot.wins, "win")}, mean score ${decimal(bot.meanScore)})`,
    ]),
    // People are numbered from 1 in text ("Player 1"); the JSON summary keeps seat indices.
    ...summary.winRates.map((rate, seat): [string, string] => [
      `Player ${seat + 1} win rate`,
      `${percent(rate)} (${plural(summary.wins[seat] ?? 0, "win")}, mean score ${decimal(summary.meanScores[seat] ?? 0)})`,
    ]),
    ["shared victories", `${percent(finished === 0 ? 0 : summary.sharedVictories / finished)} (${plural(summary.sharedVictories, "game")})`],
    ["mean actions", `${decimal(summary.meanActions)} (max ${summary.maxActions})`],
    ["speed", `${speed(summary.gamesPerSecond)} games/s (${(summary.elapsedMs / 1000).toFixed(2)} s)`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const players = summary.bots === undefined ? "random players" : `bots ${summary.bots.map((b) => b.bot).join(", ")}`;
  const scope = summary.unfinished > 0 ? ` (figures over the ${finished} finished games)` : "";
  const options = game === undefined ? undefined : optionsInEffect(game, summary.config);
  const rules = options === undefined ? "" : options.length === 0 ? ", printed rules" : `, options ${options.join(" ")}`;
  return [
    `${summary.name} (${summary.game}, rules ${summary.version}): ${countInWords(summary.players, "player")}, ${players}${rules}${scope}`,
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
    "",
  ].join("\n");
}
