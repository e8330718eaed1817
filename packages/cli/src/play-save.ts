/**
 * The save file of `laguna play`: what `s` writes (the core's save of the match, with the seat
 * and bots that play it) and what `laguna play --load` reads back.
 *
 * @module
 */
import { type AnyGame, type EngineError, type Match, type SavedMatch, type Seat, type Seed, loadMatch } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { type BotName, isBotName } from "./bots";

/**
 * The save file of `laguna play`: the match (the core's save) and who plays it, so that
 * `laguna play --load FILE` resumes with the same seat and bots.
 *
 * @example
 * const save: PlaySave = { format: "laguna-play", formatVersion: 1, seat: 0, bots: ["greedy"], seed: 1, match: saveMatch(match) };
 * @category Play
 */
export interface PlaySave {
  /** Always `"laguna-play"`. */
  readonly format: "laguna-play";
  /** The version of this format: 1. */
  readonly formatVersion: 1;
  /** The seat the person plays. */
  readonly seat: Seat;
  /** The bots of the other seats, as given. */
  readonly bots: readonly BotName[];
  /** The seed the bots' seeds are mixed from. */
  readonly seed: Seed;
  /** The match, as the core's `saveMatch` writes it. */
  readonly match: SavedMatch;
}

/**
 * Reads a save file of `laguna play` (or a bare core save, `saveMatch`'s JSON): `Left` with a
 * message for people when it is neither. A bare save has no seat or bots: they stay `undefined`.
 *
 * @example
 * const save = readPlaySave(JSON.parse(text));
 * @category Play
 */
export function readPlaySave(
  data: unknown,
): either.Either<string, { readonly match: unknown; readonly gameId: string; readonly seat?: Seat; readonly bots?: readonly BotName[]; readonly seed?: Seed }> {
  if (data === null || typeof data !== "object") return either.left("it is not a saved game (a JSON object).");
  const record = data as Readonly<Record<string, unknown>>;
  const gameOf = (match: unknown): string | undefined => {
    const game = (match as { game?: { id?: unknown } } | null)?.game?.id;
    return typeof game === "string" ? game : undefined;
  };
  if (record["format"] === "laguna-match") {
    const gameId = gameOf(record);
    return gameId === undefined ? either.left("the saved match names no game.") : either.right({ match: record, gameId });
  }
  if (record["format"] !== "laguna-play") return either.left('it is not a save of "laguna play" nor a saved match.');
  if (record["formatVersion"] !== 1) return either.left(`it has save format version ${JSON.stringify(record["formatVersion"])}; this command reads version 1.`);
  const { seat, bots, seed, match } = record;
  const gameId = gameOf(match);
  if (gameId === undefined) return either.left("the saved match names no game.");
  if (typeof seat !== "number" || !Number.isSafeInteger(seat) || seat < 0) return either.left("its seat is not a seat number.");
  if (!Array.isArray(bots) || bots.length === 0 || !bots.every((b) => typeof b === "string" && isBotName(b))) return either.left("its bots are not bot names.");
  if (typeof seed !== "number" || !Number.isSafeInteger(seed)) return either.left("its seed is not a whole number.");
  return either.right({ match, gameId, seat, bots: bots as BotName[], seed });
}

/**
 * Resumes a saved match of `game` with the core's `loadMatch`; `Left` with the core's message.
 *
 * @example
 * const match = resumeMatch(game, save.match);
 * @category Play
 */
export function resumeMatch(game: AnyGame, saved: unknown): either.Either<EngineError, Match> {
  return loadMatch(game, saved) as either.Either<EngineError, Match>;
}
