/**
 * One game between uniformly random players: the building block of `demo` and `simulate`.
 *
 * @module
 */
import {
  type AnyGame,
  type EngineError,
  type Match,
  type Outcome,
  type Seed,
  createMatch,
  describeThrown,
  isOver,
  moduleDefect,
  outcome,
  playout,
  uniformRandomPolicy,
} from "@laguna/core";
import { either } from "fp-ts";
import { formatPlayerCounts } from "./registry";
import { deriveSeed } from "./seeds";

/**
 * A finished game between random players, with the seeds that reproduce it.
 *
 * @example
 * const result = playRandomGame(ticTacToe, 2, 1, 0);
 * if (either.isRight(result)) { const played: RandomGame = result.right; }
 * @category Playing
 */
export interface RandomGame {
  /** The finished match: config, state and log. */
  readonly match: Match;
  /** The outcome of the finished game. */
  readonly outcome: Outcome;
  /** The seed the initial state was set up from. */
  readonly setupSeed: Seed;
  /** The seed of the uniformly random policy that chose every action. */
  readonly policySeed: Seed;
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
 * Plays game number `index` of a run started from `seed`: the default config for the player
 * count, set up and played to the end by a uniformly random policy, both seeded with
 * {@link deriveSeed}. Fails if the module breaks its contract or the game does not end within
 * `game.maxActions(config)` actions.
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
): either.Either<EngineError, RandomGame> {
  const checked = checkPlayerCount(game, players);
  if (either.isLeft(checked)) return checked;
  const setupSeed = deriveSeed(seed, index, "setup");
  const policySeed = deriveSeed(seed, index, "policy");
  try {
    const config: unknown = game.defaultConfig(players);
    const created = createMatch(game, config, setupSeed);
    if (either.isLeft(created)) return created;
    const bound = game.maxActions(created.right.config);
    const played = playout(created.right, uniformRandomPolicy(policySeed), bound);
    if (either.isLeft(played)) return played;
    const match = played.right;
    if (!isOver(match)) {
      return either.left(moduleDefect(`${game.id}: the game did not end within maxActions (${bound} actions).`));
    }
    const result = outcome(match);
    if (result === undefined) return either.left(moduleDefect(`${game.id}: the game is over but outcome is undefined.`));
    return either.right({ match, outcome: result, setupSeed, policySeed });
  } catch (e) {
    return either.left(moduleDefect(`${game.id}: threw while playing a random game: ${describeThrown(e)}`));
  }
}
