/**
 * Saving and loading matches. A saved match is plain JSON: format and version, game id and
 * version, config, seed and action log. Loading validates every part and replays the log.
 *
 * @module
 */
import { either } from "fp-ts";
import * as t from "io-ts";
import { NaturalC } from "./codecs";
import { type EngineError, decodeWith } from "./errors";
import type { Game, GameConfig } from "./game";
import { type Match, type MatchOptions, matchLog, replay } from "./match";
import { SeedC } from "./random";

/**
 * The version of the saved-match format this engine writes and reads.
 *
 * @example
 * saveMatch(match).formatVersion === SAVE_FORMAT_VERSION; // true
 * @category Persistence
 */
export const SAVE_FORMAT_VERSION = 1 as const;

/**
 * The io-ts codec of a saved match's envelope. Config and actions are checked afterwards with the
 * game's own codecs.
 *
 * @example
 * SavedMatchC.is(JSON.parse(text));
 * @category Persistence
 */
export const SavedMatchC = t.readonly(
  t.intersection([
    t.type({
      format: t.literal("laguna-match"),
      formatVersion: t.literal(SAVE_FORMAT_VERSION),
      game: t.type({ id: t.string, version: t.string }),
      config: t.unknown,
      seed: SeedC,
      log: t.readonlyArray(t.type({ seat: NaturalC, action: t.unknown })),
    }),
    t.partial({ initialState: t.unknown }),
  ]),
  "SavedMatch",
);

/**
 * A saved match: everything needed to rebuild it exactly, as plain JSON. `initialState` is present
 * only for matches started from a given state (`createMatchFromState`).
 *
 * @example
 * const text = JSON.stringify(saveMatch(match));
 * @category Persistence
 */
export type SavedMatch = t.TypeOf<typeof SavedMatchC>;

/**
 * Saves a match as plain JSON data (config and actions encoded with the game's codecs).
 *
 * @example
 * localStorage.setItem("match", JSON.stringify(saveMatch(match)));
 * @category Persistence
 */
export function saveMatch<C extends GameConfig, S, A, V>(match: Match<C, S, A, V>): SavedMatch {
  const { game } = match;
  return {
    format: "laguna-match",
    formatVersion: SAVE_FORMAT_VERSION,
    game: { id: game.id, version: game.version },
    config: game.codecs.config.encode(match.config),
    seed: match.seed,
    log: matchLog(match).map(({ seat, action }) => ({ seat, action: game.codecs.action.encode(action) })),
    ...(match.customStart ? { initialState: game.codecs.state.encode(match.initialState) } : {}),
  };
}

/**
 * Loads a saved match: checks the format, that it is for this game and this version, decodes the
 * config, and replays the log, refusing the first illegal entry. The result is identical to the
 * match that was saved.
 *
 * @example
 * const loaded = loadMatch(game, JSON.parse(text));
 * if (either.isLeft(loaded)) console.error(loaded.left.message);
 * @category Persistence
 */
export function loadMatch<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  input: unknown,
  options: MatchOptions = {},
): either.Either<EngineError, Match<C, S, A, V>> {
  const envelope = decodeWith(SavedMatchC, input, "saved match");
  if (either.isLeft(envelope)) {
    return either.left({ kind: "invalid-save", reason: "format", message: envelope.left.message });
  }
  const saved = envelope.right;
  if (saved.game.id !== game.id) {
    return either.left({
      kind: "invalid-save",
      reason: "game",
      message: `This saved match is for the game "${saved.game.id}", not "${game.id}".`,
    });
  }
  if (saved.game.version !== game.version) {
    return either.left({
      kind: "invalid-save",
      reason: "version",
      message: `This saved match was made with ${game.id} version ${saved.game.version}; this is version ${game.version}.`,
    });
  }
  const config = decodeWith(game.codecs.config, saved.config, "config");
  if (either.isLeft(config)) return either.left({ kind: "invalid-save", reason: "config", message: config.left.message });
  const replayed = replay(game, config.right, saved.seed, saved.log, {
    ...options,
    ...(saved.initialState === undefined ? {} : { initialState: saved.initialState }),
  });
  if (either.isRight(replayed) || replayed.left.kind === "invalid-save") return replayed;
  // The config (e.g. its player count) or the start state was refused before any replay.
  const reason = replayed.left.message.startsWith("Invalid state") ? "state" : "config";
  return either.left({ kind: "invalid-save", reason, message: replayed.left.message });
}
