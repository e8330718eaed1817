/**
 * What to analyse: the game, its variants, the player counts, who plays, how many games, the seed
 * and the step limit ({@link AnalysisSpec}); and its checked, plain-JSON part ({@link AnalysisPlan})
 * that travels with the records and into the report.
 *
 * @module
 */
import { type Bot, type Forbidden, randomBot } from "@laguna/bots";
import { type AnyGame, DEFAULT_STEP_LIMIT, type EngineError, type Seed, SeedC, createMatch } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";

/**
 * A variant: a name and the rule options set over the default config (for every player count).
 * The baseline, the default config, is always there, named {@link BASELINE}.
 *
 * @example
 * const sideB: Variant = { name: "ring-b", config: { ringSide: "B" } };
 * @category Spec
 */
export interface Variant {
  /** The variant's name in the report. */
  readonly name: string;
  /** Options set over `game.defaultConfig(players)`; not `playerCount`. */
  readonly config: Readonly<Record<string, unknown>>;
}

/**
 * The name of the baseline variant: the game's default config.
 *
 * @example
 * report.cells.filter((cell) => cell.variant === BASELINE);
 * @category Spec
 */
export const BASELINE = "default";

/**
 * A kind of player: a name for the report and how to make one from a seed.
 *
 * @example
 * const greedy: Player = { name: "greedy", make: (seed) => greedyBot(scoreEvaluation(game), { seed }) };
 * @category Spec
 */
export interface Player {
  /** The name in the report, e.g. `"greedy"`. */
  readonly name: string;
  /** A bot seeded with `seed` (the same seed, the same choices). */
  readonly make: (seed: Seed) => Bot;
}

/**
 * Uniformly random players ({@link Player} of `randomBot`): the default.
 *
 * @example
 * const spec: AnalysisSpec = { game: ticTacToe, players: RANDOM_PLAYER };
 * @category Spec
 */
export const RANDOM_PLAYER: Player = { name: "random", make: (seed) => randomBot({ seed }) };

/**
 * A feature of the game for restricted play: the actions a bot is forbidden when it plays
 * without the feature (see `restrict` in `@laguna/bots`).
 *
 * @example
 * const feature: Feature = { name: "advantages", forbidden: (action) => action.type === "advantage" };
 * @category Spec
 */
export interface Feature {
  /** The feature's name in the report. */
  readonly name: string;
  /** The actions that use the feature. */
  readonly forbidden: Forbidden;
}

/**
 * What {@link analyze} plays and measures.
 *
 * Game `i` of a player count is set up and played from seeds mixed from `seed`, the player count
 * and `i`: the same in every variant (so variants are compared game by game, on common random
 * numbers) and the same however the games are split between threads.
 *
 * @example
 * const spec: AnalysisSpec = { game: ticTacToe, variants: [{ name: "misere", config: { misere: true } }], games: 200, seed: 1 };
 * @category Spec
 */
export interface AnalysisSpec {
  /** The rule module. */
  readonly game: AnyGame;
  /** Variants besides the baseline (the default config, always analysed, named {@link BASELINE}). */
  readonly variants?: readonly Variant[];
  /** The player counts (default: every count the game supports). */
  readonly playerCounts?: readonly number[];
  /**
   * Who plays: one player for every seat, or one per seat (then they rotate game by game: in game
   * `i` the `k`-th plays seat `(k + i) % players`, so each plays every seat). Default: random.
   */
  readonly players?: Player | readonly Player[];
  /** Games per variant and player count (default 100). */
  readonly games?: number;
  /** The seed of the whole analysis (default 0). */
  readonly seed?: Seed;
  /** Actions after which a game is cut and counted unfinished (default: the core's `DEFAULT_STEP_LIMIT`). */
  readonly stepLimit?: number;
  /** Features for restricted play, played on the baseline at each player count. */
  readonly features?: readonly Feature[];
  /** Who plays restricted play, restricted and unrestricted (default: the first of `players`). */
  readonly restrictedPlayer?: Player;
  /** Games per feature and player count in restricted play (default: `games`). */
  readonly restrictedGames?: number;
  /** Bootstrap resamples per interval (default 1000). */
  readonly resamples?: number;
  /**
   * Who leads mid-game, for the tension metrics: a standing per seat (higher leads). Default: the
   * game's `scoreSheet` totals; without either, lead changes are not measured.
   */
  readonly standing?: (state: never) => readonly number[];
}

/**
 * Which game, for people and for checking that reports compare like with like.
 *
 * @example
 * const info: GameInfo = { id: "tic-tac-toe", name: "Tic-tac-toe", version: "1.0.0" };
 * @category Spec
 */
export interface GameInfo {
  /** The game's id. */
  readonly id: string;
  /** The game's name for people. */
  readonly name: string;
  /** The rules version. */
  readonly version: string;
}

/**
 * The checked, plain-JSON part of a spec: everything the records and the report need, with every
 * default filled in. Built by {@link planAnalysis}.
 *
 * @example
 * const plan = planAnalysis(spec);
 * if (either.isRight(plan)) console.log(plan.right.variants.map((v) => v.name)); // ["default", ...]
 * @category Spec
 */
export interface AnalysisPlan {
  /** The game's id, name and rules version. */
  readonly game: GameInfo;
  /** The variants, the baseline first. */
  readonly variants: readonly Variant[];
  /** The player counts, ascending. */
  readonly playerCounts: readonly number[];
  /** The names of the players, one for all seats or one per seat. */
  readonly players: readonly string[];
  /** Games per variant and player count. */
  readonly games: number;
  /** The seed. */
  readonly seed: Seed;
  /** The step limit. */
  readonly stepLimit: number;
  /** The names of the restricted-play features. */
  readonly features: readonly string[];
  /** The player of restricted play. */
  readonly restrictedPlayer: string;
  /** Games per feature and player count in restricted play. */
  readonly restrictedGames: number;
  /** Bootstrap resamples per interval. */
  readonly resamples: number;
}

function invalid(path: string, expected: string, actual: unknown, message: string): EngineError {
  return { kind: "invalid-input", message, issues: [{ path, expected, actual }] };
}

const positive = (x: unknown): x is number => typeof x === "number" && Number.isSafeInteger(x) && x >= 1;

/**
 * The player list of a spec, as an array (one entry for every seat, or one per seat).
 *
 * @example
 * playersOf({ game: ticTacToe }); // [RANDOM_PLAYER]
 * @category Spec
 */
export function playersOf(spec: AnalysisSpec): readonly Player[] {
  const p = spec.players ?? RANDOM_PLAYER;
  return Array.isArray(p) ? (p as readonly Player[]) : [p as Player];
}

/**
 * Checks a spec and fills in its defaults: positive whole numbers of games, resamples and steps;
 * a seed; supported player counts; one player for all seats or one per seat at every count;
 * distinct variant names, none named {@link BASELINE} and none setting `playerCount`, each
 * accepted by the game's config codec at every player count; distinct feature names. `Left`
 * with a message for people naming the problem.
 *
 * @example
 * planAnalysis({ game: ticTacToe, playerCounts: [3] }); // left: "Tic-tac-toe is for 2 players, not 3."
 * @category Spec
 */
export function planAnalysis(spec: AnalysisSpec): either.Either<EngineError, AnalysisPlan> {
  const { game } = spec;
  const games = spec.games ?? 100;
  if (!positive(games)) return either.left(invalid("games", "a positive whole number", games, `The number of games must be a positive whole number, not ${String(games)}.`));
  const resamples = spec.resamples ?? 1000;
  if (!positive(resamples)) return either.left(invalid("resamples", "a positive whole number", resamples, `The number of resamples must be a positive whole number, not ${String(resamples)}.`));
  const restrictedGames = spec.restrictedGames ?? games;
  if (!positive(restrictedGames)) return either.left(invalid("restrictedGames", "a positive whole number", restrictedGames, `The number of restricted-play games must be a positive whole number, not ${String(restrictedGames)}.`));
  const stepLimit = spec.stepLimit ?? DEFAULT_STEP_LIMIT;
  if (!positive(stepLimit)) return either.left(invalid("stepLimit", "a positive whole number", stepLimit, `The step limit must be a positive whole number, not ${String(stepLimit)}.`));
  const seed = spec.seed ?? 0;
  if (!SeedC.is(seed)) return either.left(invalid("seed", "a whole number of at most 53 bits", seed, `The seed must be a safe whole number, not ${String(seed)}.`));
  const playerCounts = [...(spec.playerCounts ?? game.playerCounts)].sort((a, b) => a - b);
  if (playerCounts.length === 0) return either.left(invalid("playerCounts", "at least one player count", playerCounts, "Give at least one player count."));
  for (const n of playerCounts) {
    if (!game.playerCounts.includes(n)) {
      return either.left(invalid("playerCounts", game.playerCounts.join(" | "), n, `${game.name} is for ${game.playerCounts.join(", ")} players, not ${String(n)}.`));
    }
  }
  if (new Set(playerCounts).size !== playerCounts.length) return either.left(invalid("playerCounts", "distinct player counts", playerCounts, "Each player count may be given once."));
  const players = playersOf(spec);
  for (const n of playerCounts) {
    if (players.length !== 1 && players.length !== n) {
      return either.left(invalid("players", `1 or ${n} players`, players.length, `Give one player for every seat or one per seat (${n}), not ${players.length}.`));
    }
  }
  const variants: Variant[] = [{ name: BASELINE, config: {} }];
  for (const variant of spec.variants ?? []) {
    if (variant.name === BASELINE) return either.left(invalid("variants", "a name other than default", variant.name, `"${BASELINE}" is the baseline's name; give the variant another.`));
    if (variants.some((v) => v.name === variant.name)) return either.left(invalid("variants", "distinct names", variant.name, `Two variants are named "${variant.name}".`));
    if (Object.hasOwn(variant.config, "playerCount")) {
      return either.left(invalid(`variants.${variant.name}`, "no playerCount", variant.config["playerCount"], `Variant "${variant.name}" sets playerCount: give player counts with playerCounts.`));
    }
    for (const n of playerCounts) {
      const made = configFor(game, n, variant.config);
      if (either.isLeft(made)) return either.left({ ...made.left, message: `Variant "${variant.name}" at ${n} players: ${made.left.message}` });
    }
    variants.push({ name: variant.name, config: { ...variant.config } });
  }
  const features = (spec.features ?? []).map((f) => f.name);
  if (new Set(features).size !== features.length) return either.left(invalid("features", "distinct names", features, "Two features have the same name."));
  const restrictedPlayer = spec.restrictedPlayer ?? (players[0] as Player);
  return either.right({
    game: { id: game.id, name: game.name, version: game.version },
    variants,
    playerCounts,
    players: players.map((p) => p.name),
    games,
    seed,
    stepLimit,
    features,
    restrictedPlayer: restrictedPlayer.name,
    restrictedGames,
    resamples,
  });
}

/**
 * The config of a variant at a player count: the default config with the variant's options set
 * over it, checked by the game's config codec (through `createMatch`, seed 0). `Left` with the
 * codec's message.
 *
 * @example
 * configFor(ticTacToe, 2, { misere: true }); // right({ playerCount: 2, misere: true, firstPlayer: 0 })
 * @category Spec
 */
export function configFor(game: AnyGame, players: number, options: Readonly<Record<string, unknown>>): either.Either<EngineError, unknown> {
  const config: unknown = { ...game.defaultConfig(players), ...options };
  const made = createMatch(game, config, 0);
  return either.isLeft(made) ? made : either.right(made.right.config);
}
