/**
 * Simulation: many seeded games between uniformly random players, summed up in one typed
 * summary. It does no input or output of its own, so it is tested without a process.
 *
 * @module
 */
import { type AnyGame, type EngineError, type Seed, SeedC } from "@laguna/core";
import { either } from "fp-ts";
import { checkPlayerCount, playRandomGame } from "./play";

/**
 * What to simulate.
 *
 * @example
 * const options: SimulateOptions = { games: 1000, players: 2, seed: 1 };
 * @category Simulate
 */
export interface SimulateOptions {
  /** How many games to play, at least 1. */
  readonly games: number;
  /** The player count; one of `game.playerCounts`. */
  readonly players: number;
  /** The seed of the run; game `i` is played from seeds derived from it and `i`. */
  readonly seed: Seed;
  /** Called after each game with the number of games finished and the total. */
  readonly onProgress?: (done: number, total: number) => void;
  /** The clock, in milliseconds, used for the speed figures; `performance.now` by default. */
  readonly now?: () => number;
}

/**
 * The summary of a simulation. Every field but `elapsedMs` and `gamesPerSecond` is the same for
 * the same game, options and seed.
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
  /** How many games were played. */
  readonly games: number;
  /** The player count. */
  readonly players: number;
  /** The seed of the run. */
  readonly seed: Seed;
  /** The config every game was played with (the default config for the player count). */
  readonly config: unknown;
  /** The mean final score, over every seat of every game. */
  readonly meanScore: number;
  /** The highest final score of any seat in any game. */
  readonly maxScore: number;
  /** The mean final score of each seat. */
  readonly meanScores: readonly number[];
  /** How many games each seat won; a shared victory counts for each winner. */
  readonly wins: readonly number[];
  /** `wins` divided by `games`, per seat. They sum to 1 plus the share of extra winners in shared victories. */
  readonly winRates: readonly number[];
  /** How many games ended in a shared victory (more than one winner). */
  readonly sharedVictories: number;
  /** The mean number of actions per game. */
  readonly meanActions: number;
  /** The most actions any game took. */
  readonly maxActions: number;
  /** Wall-clock time of the run, in milliseconds. */
  readonly elapsedMs: number;
  /** Games played per second of wall-clock time. */
  readonly gamesPerSecond: number;
}

function invalid(path: string, expected: string, actual: unknown, message: string): EngineError {
  return { kind: "invalid-input", message, issues: [{ path, expected, actual }] };
}

/**
 * Plays `games` games of `game` between uniformly random players and sums them up: scores, win
 * rate per seat, game length and speed. Game `i` is set up and played from seeds derived from
 * `seed` and `i`, so the same options always give the same summary (bar the timings). Fails,
 * naming the game and its seeds, if a game cannot be played to its end.
 *
 * @example
 * const result = simulate(ticTacToe, { games: 1000, players: 2, seed: 1 });
 * if (either.isRight(result)) console.log(result.right.winRates);
 * @category Simulate
 */
export function simulate(game: AnyGame, options: SimulateOptions): either.Either<EngineError, SimulationSummary> {
  const { games, players, seed } = options;
  if (!Number.isSafeInteger(games) || games < 1) {
    return either.left(invalid("games", "a positive integer", games, `The number of games must be a positive integer, not ${games}.`));
  }
  if (!SeedC.is(seed)) {
    return either.left(invalid("seed", "a 32-bit integer", seed, `The seed must be an integer from -2147483648 to 2147483647, not ${seed}.`));
  }
  const checked = checkPlayerCount(game, players);
  if (either.isLeft(checked)) return checked;
  const now = options.now ?? (() => performance.now());
  const start = now();
  const scoreSums = new Array<number>(players).fill(0);
  const wins = new Array<number>(players).fill(0);
  let maxScore = Number.NEGATIVE_INFINITY;
  let sharedVictories = 0;
  let totalActions = 0;
  let maxActions = 0;
  let config: unknown;
  for (let i = 0; i < games; i++) {
    const played = playRandomGame(game, players, seed, i);
    if (either.isLeft(played)) {
      if (played.left.kind !== "module-defect") return played;
      return either.left({ ...played.left, message: `Game ${i} of the run with seed ${seed}: ${played.left.message}` });
    }
    const { match, outcome } = played.right;
    config ??= match.config;
    for (let seat = 0; seat < players; seat++) {
      const score = outcome.scores[seat] ?? 0;
      scoreSums[seat] = (scoreSums[seat] ?? 0) + score;
      if (score > maxScore) maxScore = score;
    }
    for (const winner of outcome.winners) wins[winner] = (wins[winner] ?? 0) + 1;
    if (outcome.winners.length > 1) sharedVictories++;
    totalActions += match.length;
    if (match.length > maxActions) maxActions = match.length;
    options.onProgress?.(i + 1, games);
  }
  const elapsedMs = Math.max(now() - start, 0);
  const totalScore = scoreSums.reduce((a, b) => a + b, 0);
  return either.right({
    game: game.id,
    name: game.name,
    version: game.version,
    games,
    players,
    seed,
    config,
    meanScore: totalScore / (games * players),
    maxScore,
    meanScores: scoreSums.map((sum) => sum / games),
    wins,
    winRates: wins.map((w) => w / games),
    sharedVictories,
    meanActions: totalActions / games,
    maxActions,
    elapsedMs,
    gamesPerSecond: games / (Math.max(elapsedMs, 0.001) / 1000),
  });
}

const percent = (x: number): string => `${(100 * x).toFixed(1)}%`;
const decimal = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(2));

/**
 * The summary as text for a terminal, one figure a line.
 *
 * @example
 * const result = simulate(ticTacToe, { games: 100, players: 2, seed: 1 });
 * if (either.isRight(result)) process.stdout.write(formatSummary(result.right));
 * @category Simulate
 */
export function formatSummary(summary: SimulationSummary): string {
  const rows: [string, string][] = [
    ["games", String(summary.games)],
    ["players", String(summary.players)],
    ["seed", String(summary.seed)],
    ["mean score", decimal(summary.meanScore)],
    ["max score", decimal(summary.maxScore)],
    ...summary.winRates.map((rate, seat): [string, string] => [
      `seat ${seat} win rate`,
      `${percent(rate)} (${summary.wins[seat] ?? 0} games, mean score ${decimal(summary.meanScores[seat] ?? 0)})`,
    ]),
    ["shared victories", `${percent(summary.sharedVictories / summary.games)} (${summary.sharedVictories} games)`],
    ["mean actions", `${decimal(summary.meanActions)} (max ${summary.maxActions})`],
    ["speed", `${Math.round(summary.gamesPerSecond).toLocaleString("en-US")} games/s (${(summary.elapsedMs / 1000).toFixed(2)} s)`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    `${summary.name} (${summary.game} ${summary.version}): random players`,
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
    "",
  ].join("\n");
}
