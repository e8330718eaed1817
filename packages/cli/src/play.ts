/**
 * One game between random players or bots: the building block of `demo` and `simulate`.
 *
 * @module
 */
import { botPolicy } from "@laguna/bots";
import {
  type AnyGame,
  DEFAULT_STEP_LIMIT,
  type EngineError,
  type Match,
  type Outcome,
  type Policy,
  type Seed,
  createMatch,
  describeThrown,
  isOver,
  mixSeed,
  moduleDefect,
  outcome,
  playout,
  uniformRandomPolicy,
} from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { type BotKit, type BotName, makeNamedBot } from "./bots";
import { formatPlayerCounts } from "./registry";
import { deriveSeed } from "./seeds";

/**
 * A game played by {@link playGame}: finished, or cut by the step limit (then `outcome` is
 * `undefined`: the game is **unfinished** and must not be scored), with the seeds that reproduce it.
 *
 * @example
 * const result = playGame(ticTacToe, 2, 1, 0);
 * if (either.isRight(result)) { const played: PlayedGame = result.right; }
 * @category Playing
 */
export interface PlayedGame {
  /** The match as it ended, or as it stood when the step limit cut it. */
  readonly match: Match;
  /** The outcome of the finished game; `undefined` when the step limit cut it (unfinished). */
  readonly outcome: Outcome | undefined;
  /** The seed the initial state was set up from. */
  readonly setupSeed: Seed;
  /** The seed of the players: the random policy's, or the one each seat's bot seed is mixed from. */
  readonly policySeed: Seed;
  /** Who played each seat: a bot name, or `"random"` for the uniformly random policy. */
  readonly seats: readonly string[];
}

/**
 * A finished game between random players (the result of {@link playRandomGame}).
 *
 * @example
 * const result = playRandomGame(ticTacToe, 2, 1, 0);
 * if (either.isRight(result)) { const played: RandomGame = result.right; }
 * @category Playing
 */
export interface RandomGame extends PlayedGame {
  /** The outcome of the finished game. */
  readonly outcome: Outcome;
}

/**
 * How {@link playGame} plays.
 *
 * @example
 * const options: PlayOptions = { bots: ["greedy", "mcts"], maxSteps: 5000, config: { roundLimit: 20 } };
 * @category Playing
 */
export interface PlayOptions extends BotKit {
  /**
   * Who plays each seat (`bots[seat]`), or one bot for every seat. Absent: the uniformly random
   * policy, seeded with the policy seed (the games `laguna simulate` plays without `--bots`).
   */
  readonly bots?: readonly BotName[] | undefined;
  /**
   * The step limit: a game that has not ended after this many actions is cut and reported as
   * unfinished. Default: the core's `DEFAULT_STEP_LIMIT` (10,000). A config with a finite
   * `maxActions` below it must end within `maxActions`: a game that does not is a module defect.
   */
  readonly maxSteps?: number | undefined;
  /**
   * Options set over the default config for the player count, e.g. `{ roundLimit: 20 }` (the
   * config codec checks the result). The player count comes from the `players` argument.
   */
  readonly config?: Readonly<Record<string, unknown>> | undefined;
}

/**
 * Checks that the game supports the player count, with a message for people if not.
 *
 * @example
 * const checked = checkPlayerCount(game, 5);
 * if (either.isLeft(checked)) console.error(checked.left.message);
 * @category Playing
 */
export function checkPlayerCount(game: AnyGame, players: number): either.Either<EngineError, number> {
  if (game.playerCounts.includes(players)) return either.right(players);
  return either.left({
    kind: "invalid-input",
    message: `${game.name} is for ${formatPlayerCounts(game.playerCounts)} players, not ${players}.`,
    issues: [{ path: "players", expected: game.playerCounts.join(" | "), actual: players }],
  });
}

/**
 * The config game number `index` is played with: the default config for the player count with
 * `overrides` set over it. Refuses overrides that set `playerCount` (the player count is an
 * argument of its own); the config codec judges the rest when the match is created.
 *
 * @example
 * configFor(lightMasters, 4, { roundLimit: 20 }); // right({ ...defaultConfig(4), roundLimit: 20 })
 * @category Playing
 */
export function configFor(game: AnyGame, players: number, overrides?: Readonly<Record<string, unknown>>): either.Either<EngineError, unknown> {
  const base = game.defaultConfig(players);
  if (overrides === undefined) return either.right(base);
  if (Object.hasOwn(overrides, "playerCount")) {
    return either.left({
      kind: "invalid-input",
      message: "The config options may not set playerCount: give the player count with --players.",
      issues: [{ path: "config.playerCount", expected: "no playerCount", actual: overrides["playerCount"] }],
    });
  }
  return either.right({ ...base, ...overrides });
}

/**
 * Plays game number `index` of a run started from `seed`: the default config for the player
 * count (with `options.config` set over it), set up from {@link deriveSeed}`(seed, index,
 * "setup")` and played by the uniformly random policy or by `options.bots`, seeded from
 * `deriveSeed(seed, index, "policy")` (a bot's seed also mixes in its seat). The game stops at
 * its end or at the step limit: a game cut by the step limit comes back with no outcome
 * (unfinished). Fails if the module breaks its contract, for example if a game with a finite
 * `maxActions` (within the step limit) does not end within it.
 *
 * @example
 * const played = playGame(lightMasters, 2, 1, 0, { bots: ["greedy"] });
 * if (either.isRight(played)) console.log(played.right.outcome?.winners ?? "unfinished");
 * @category Playing
 */
export function playGame(
  game: AnyGame,
  players: number,
  seed: Seed,
  index: number,
  options: PlayOptions = {},
): either.Either<EngineError, PlayedGame> {
  const checked = checkPlayerCount(game, players);
  if (either.isLeft(checked)) return checked;
  const setupSeed = deriveSeed(seed, index, "setup");
  const policySeed = deriveSeed(seed, index, "policy");
  try {
    const config = configFor(game, players, options.config);
    if (either.isLeft(config)) return config;
    const created = createMatch(game, config.right, setupSeed);
    if (either.isLeft(created)) return created;
    const declared = game.maxActions(created.right.config);
    const maxSteps = options.maxSteps ?? DEFAULT_STEP_LIMIT;
    const bounded = Number.isFinite(declared) && declared <= maxSteps;
    const limit = bounded ? declared : maxSteps;
    const names = options.bots;
    let policy: Policy;
    let seats: string[];
    if (names === undefined || names.length === 0) {
      policy = uniformRandomPolicy(policySeed);
      seats = Array.from({ length: players }, () => "random");
    } else {
      seats = Array.from({ length: players }, (_, seat) => (names.length === 1 ? names[0] : names[seat]) ?? "random");
      policy = botPolicy(seats.map((name, seat) => makeNamedBot(game, name as BotName, mixSeed(policySeed, seat), options)));
    }
    const played = playout(created.right, policy, limit);
    if (either.isLeft(played)) return played;
    const match = played.right;
    if (!isOver(match)) {
      if (bounded) return either.left(moduleDefect(`${game.id}: the game did not end within maxActions (${declared} actions).`));
      return either.right({ match, outcome: undefined, setupSeed, policySeed, seats });
    }
    const result = outcome(match);
    if (result === undefined) return either.left(moduleDefect(`${game.id}: the game is over but outcome is undefined.`));
    return either.right({ match, outcome: result, setupSeed, policySeed, seats });
  } catch (e) {
    return either.left(moduleDefect(`${game.id}: threw while playing a game: ${describeThrown(e)}`));
  }
}

/**
 * Plays game number `index` of a run started from `seed` between uniformly random players, with
 * the default config for the player count: {@link playGame} with no bots, where a game cut by
 * the step limit (`maxSteps`, the core's `DEFAULT_STEP_LIMIT` by default) is an error too. Fails
 * if the module breaks its contract or the game does not end within `game.maxActions(config)`
 * actions.
 *
 * @example
 * const played = playRandomGame(ticTacToe, 2, 1, 0);
 * if (either.isRight(played)) console.log(played.right.outcome.winners);
 * @category Playing
 */
export function playRandomGame(
  game: AnyGame,
  players: number,
  seed: Seed,
  index: number,
  maxSteps?: number,
): either.Either<EngineError, RandomGame> {
  const played = playGame(game, players, seed, index, { maxSteps });
  if (either.isLeft(played)) return played;
  const { outcome: result } = played.right;
  if (result === undefined) {
    return either.left({
      kind: "invalid-input",
      message: `${game.id}: the game did not end within the step limit (${maxSteps ?? DEFAULT_STEP_LIMIT} actions): unfinished.`,
      issues: [{ path: "maxSteps", expected: "a game that ends", actual: maxSteps ?? DEFAULT_STEP_LIMIT }],
    });
  }
  return either.right({ ...played.right, outcome: result });
}
