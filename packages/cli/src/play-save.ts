/**
 * The save file of `laguna play`: what `s` writes (the core's save of the match, with the seat
 * and bots that play it) and what `laguna play --load` reads back.
 *
 * @module
 */
import { type AnyGame, type EngineError, type Match, type SavedMatch, type Seat, type Seed, inputLimits, loadMatch, quotedCut, toPlainJson } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { type BotName, isBotName } from "./bots";
import { closestHint, didYouMean } from "./did-you-mean";
import { checkOtherSeatBots } from "./seat-bots";
import { listInWords } from "./text";

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

/** The fields of a save of `laguna play`, in the order it writes them. */
const PLAY_SAVE_FIELDS: readonly string[] = ["format", "formatVersion", "seat", "bots", "seed", "match"];

/** The longest unknown field name shown whole (and given a hint) in a refusal; longer ones are cut. */
const SHOWN_NAME_LENGTH = 40;

/** An unknown field's name in a refusal, with the field it most likely meant. */
function unknownField(name: string): string {
  if (name.length > SHOWN_NAME_LENGTH) return quotedCut(name, SHOWN_NAME_LENGTH);
  const hint = closestHint(name, PLAY_SAVE_FIELDS);
  return `${JSON.stringify(name)}${didYouMean(hint === undefined ? undefined : JSON.stringify(hint))}`;
}

/** The refusal of fields a save of `laguna play` does not have: the first ten, each with the field it most likely meant. */
function unknownFields(names: readonly string[]): string {
  const named = names.slice(0, 10).map(unknownField);
  const more = names.length > 10 ? ` and ${names.length - 10} more` : "";
  return `it has unknown field${names.length > 1 ? "s" : ""} ${named.join(", ")}${more}; a save of "laguna play" has ${listInWords(PLAY_SAVE_FIELDS)}.`;
}

/**
 * Reads a save file of `laguna play` (or a bare core save, `saveMatch`'s JSON): `Left` with a
 * message for people when it is neither. It is read as strictly as the core's `loadMatch` reads a
 * saved match: first into plain JSON within the core's limits for a save (`inputLimits("save")`:
 * bytes, fields and depth), then field by field, refusing any field a save does not have (by name,
 * with the field it most likely meant). A bare save has no seat or bots: they stay `undefined`.
 *
 * @example
 * const save = readPlaySave(JSON.parse(text));
 * @category Play
 */
export function readPlaySave(
  data: unknown,
): either.Either<string, { readonly match: unknown; readonly gameId: string; readonly seat?: Seat; readonly bots?: readonly BotName[]; readonly seed?: Seed }> {
  const plain = toPlainJson(data, "save", inputLimits("save"));
  if (either.isLeft(plain)) return either.left(plain.left.message);
  if (plain.right === null || typeof plain.right !== "object") return either.left("it is not a saved game (a JSON object).");
  const record = plain.right as Readonly<Record<string, unknown>>;
  const gameOf = (match: unknown): string | undefined => {
    const game = (match as { game?: { id?: unknown } } | null)?.game?.id;
    return typeof game === "string" ? game : undefined;
  };
  if (record["format"] === "laguna-match") {
    const gameId = gameOf(record);
    return gameId === undefined ? either.left("the saved match names no game.") : either.right({ match: record, gameId });
  }
  if (record["format"] !== "laguna-play") return either.left('it is not a save of "laguna play" nor a saved match.');
  const version = record["formatVersion"];
  if (version !== 1) return either.left(`it has ${typeof version === "number" ? `save format version ${version}` : "no save format version"}; this command reads version 1.`);
  const unknown = Object.keys(record).filter((key) => !PLAY_SAVE_FIELDS.includes(key));
  if (unknown.length > 0) return either.left(unknownFields(unknown));
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

/**
 * Checks that a save's seat and bots fit its match, which has `players` seats, as a new game's
 * must: the seat is one of them, and the bots are one for all other seats or one per other seat
 * ({@link checkOtherSeatBots}). `Left` with a message for people otherwise.
 *
 * @example
 * checkSavedSeats(2, 0, ["greedy", "mcts", "random"]); // left("its bots do not fit its 2 seats (one bot, for the other seat, not 3).")
 */
export function checkSavedSeats(players: number, seat: Seat, bots: readonly BotName[]): either.Either<string, void> {
  if (seat >= players) return either.left(`its seat ${seat} is not one of its ${players} seats.`);
  const fit = checkOtherSeatBots(players, bots);
  if (either.isLeft(fit)) return either.left(`its bots do not fit its ${players} seats (${fit.left}).`);
  return either.right(undefined);
}
