/**
 * Saving and loading matches. A saved match is plain JSON: format and version, game id and
 * version, config, seed and the log (compact: seat and legal-action position per entry). Loading
 * validates every part and replays the log.
 *
 * @module
 */
import * as either from "fp-ts/lib/Either.js";
import type * as t from "io-ts";
import { type EngineError, decodeWith, describeThrown, moduleDefect, showValue } from "./errors";
import { hashText } from "./hash";
import type { Game, GameConfig } from "./game";
import type { Seat } from "./seat";
import { act } from "./act";
import { createMatch, createMatchFromState } from "./create-match";
import { type Match, type MatchOptions, initialState, matchMoves } from "./match";
import { matchLog, replayMoves } from "./replay";
import { inputLimits } from "./input-limits";
import { parsePlainJson, toPlainJson } from "./plain";
import { quotedCut } from "./wording";
import {
  ActionEntryC,
  ENVELOPE_FIELDS,
  EnvelopeC,
  SAVE_FORMAT_VERSION,
  type SavedLogEntry,
  type SavedMatch,
  SavedMatchC,
} from "./save-format";

/**
 * Options of {@link saveMatch}.
 *
 * @example
 * saveMatch(match, { actions: true });
 * @category Persistence
 */
export interface SaveOptions {
  /**
   * Write each entry as `{ seat, action }` with the action itself, for people to read, instead of
   * the compact `[seat, position]`. Costs a replay of the match to name the actions, and a larger
   * save that loads slower (each action is decoded and looked up again).
   */
  readonly actions?: boolean;
}

/**
 * Saves a match as plain JSON data: the config (encoded with the game's config codec), the seed,
 * the log as `[seat, position]` pairs, and the start state only if the match started from a given
 * one.
 *
 * @example
 * localStorage.setItem("match", JSON.stringify(saveMatch(match)));
 * @category Persistence
 */
export function saveMatch<C extends GameConfig, S, A, V>(match: Match<C, S, A, V>, options: SaveOptions = {}): SavedMatch {
  const { game } = match;
  const log: SavedLogEntry[] =
    options.actions === true
      ? matchLog(match).map(({ seat, action }) => ({ seat, action: game.codecs.action.encode(action) }))
      : matchMoves(match).map(({ seat, index }) => [seat, index] as const);
  return {
    format: "laguna-match",
    formatVersion: SAVE_FORMAT_VERSION,
    game: { id: game.id, version: game.version },
    config: game.codecs.config.encode(match.config),
    seed: match.seed,
    log,
    ...(match.customStart ? { initialState: game.codecs.state.encode(initialState(match)) } : {}),
    check: digest(match.state),
  };
}

/** The fields of a `{ seat, action }` log entry. */
const ENTRY_FIELDS: ReadonlySet<string> = new Set(["seat", "action"]);

/** The fields of a `{ seat, action }` log entry other than those two (a misspelt or invented one). */
function unknownEntryFields(entry: object): string[] {
  return Object.keys(entry).filter((key) => !ENTRY_FIELDS.has(key));
}

/** Whether an entry is the compact `[seat, position]` pair of non-negative integers. */
function isMove(entry: unknown): entry is readonly [number, number] {
  if (!Array.isArray(entry) || entry.length !== 2) return false;
  const [seat, position] = entry as unknown[];
  return Number.isSafeInteger(seat) && Number.isSafeInteger(position) && (seat as number) >= 0 && (position as number) >= 0;
}

/**
 * Loads a saved match: checks the format, that it is for this game and this rules version (a save
 * of another version goes through the game's `migrate` hook, or is refused), decodes the
 * config, checks a given start state against the config, and replays the log, refusing the first
 * illegal entry. Compact entries are replayed by position (each must exist among the seat's legal
 * actions), so a save loads at about the speed of playing it. The result is identical to the match
 * that was saved. Never throws, whatever the input.
 *
 * `input` is the save's JSON text (the fast way: the text is measured against the `save` limits in
 * one pass and parsed once; counted are its own bytes, whitespace included) or the save as a value
 * (read once as untrusted plain JSON: no getters, Proxies or class instances; within the limits).
 *
 * @example
 * const loaded = loadMatch(game, text); // or loadMatch(game, savedObject)
 * if (either.isLeft(loaded)) console.error(loaded.left.message);
 * @category Persistence
 */
export function loadMatch<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  input: unknown,
  options: MatchOptions = {},
): either.Either<EngineError, Match<C, S, A, V>> {
  try {
    return loadUnguarded(game, input, options);
  } catch (e) {
    return either.left(moduleDefect(`${game.id}: the rule module threw while a saved match was loaded: ${describeThrown(e)}`));
  }
}

function loadUnguarded<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  input: unknown,
  options: MatchOptions,
): either.Either<EngineError, Match<C, S, A, V>> {
  // The envelope without its log through io-ts; the log's entries by hand, since a long log of
  // [seat, position] pairs would otherwise cost a noticeable part of the load. Any refusal is
  // decoded again with the full codec, for its message.
  const formatError = (): either.Either<EngineError, never> => {
    const full = decodeWith(SavedMatchC, input, "saved match");
    return either.left({
      kind: "invalid-save",
      reason: "format",
      message: either.isLeft(full) ? full.left.message : "Invalid saved match.",
    });
  };
  // Untrusted: JSON text is measured against the limits in one pass over the text, then parsed
  // (what JSON.parse builds is plain data, so it is not read again). Any other value is read once
  // into plain JSON first (a getter or a Proxy that throws is a bad save, not a module's defect; a
  // sparse log is refused at its first hole instead of being walked).
  const limits = inputLimits("save", options.limits);
  const plain = typeof input === "string" ? parsePlainJson(input, "saved match", limits) : toPlainJson(input, "saved match", limits);
  if (either.isLeft(plain)) return either.left({ kind: "invalid-save", reason: "format", message: plain.left.message });
  input = plain.right;
  // The envelope's codec transforms nothing, so its `is` (no error contexts built) decides, and a
  // refusal is decoded again for its message.
  if (!EnvelopeC.is(input)) return formatError();
  // A misspelt envelope field (say "chek" for "check") would otherwise be ignored in silence.
  const extra = Object.keys(input as object).filter((key) => !ENVELOPE_FIELDS.has(key));
  if (extra.length > 0) {
    return either.left({
      kind: "invalid-save",
      reason: "format",
      message: `Invalid saved match: unknown field${extra.length > 1 ? "s" : ""} ${extra.slice(0, 10).map((k) => quotedCut(k)).join(", ")} (a save has ${[...ENVELOPE_FIELDS].join(", ")}).`,
    });
  }
  let saved: t.TypeOf<typeof EnvelopeC> = input;
  for (let i = 0; i < saved.log.length; i++) {
    const entry = saved.log[i];
    if (isMove(entry)) continue;
    if (!ActionEntryC.is(entry)) return formatError();
    const extra = unknownEntryFields(entry);
    if (extra.length > 0) {
      return either.left({
        kind: "invalid-save",
        reason: "format",
        step: i,
        message: `Invalid saved match: log entry ${i} has unknown field${extra.length > 1 ? "s" : ""} ${extra.slice(0, 10).map((k) => quotedCut(k)).join(", ")} (an entry is [seat, position] or { seat, action }).`,
      });
    }
  }
  if (saved.game.id !== game.id) {
    return either.left({
      kind: "invalid-save",
      reason: "game",
      message: `This saved match is for the game "${saved.game.id}", not "${game.id}".`,
    });
  }
  if (saved.game.version !== game.version) {
    const migrated = migrateSave(game, saved as SavedMatch);
    if (either.isLeft(migrated)) return migrated;
    saved = migrated.right as typeof saved;
  }
  // createMatch reads the config as plain JSON (within the config limits) and checks it (the
  // codec's `is`, decoding only to explain a refusal).
  const created =
    saved.initialState === undefined
      ? createMatch(game, saved.config, saved.seed, options)
      : createMatchFromState(game, saved.config, saved.initialState, options);
  if (either.isLeft(created)) {
    const reason = saved.initialState !== undefined && created.left.message.startsWith("Invalid state") ? "state" : "config";
    return either.left({ kind: "invalid-save", reason, message: created.left.message });
  }
  let match = created.right;
  // Runs of compact entries replay by position; entries with actions go through act, one by one.
  const log = saved.log;
  for (let i = 0; i < log.length; ) {
    let j = i;
    while (j < log.length && isMove(log[j])) j++;
    if (j > i) {
      const moved = replayMoves(match, log, i, j);
      if (either.isLeft(moved)) return moved;
      match = moved.right;
      i = j;
      continue;
    }
    const entry = log[i] as { readonly seat?: unknown; readonly action?: unknown } | null;
    const next = act(match, (entry !== null && typeof entry === "object" ? entry.seat : undefined) as Seat, entry?.action);
    if (either.isLeft(next)) {
      return either.left({
        kind: "invalid-save",
        reason: "log",
        step: i,
        message: `Log entry ${i} (${showValue(entry)}) cannot be replayed: ${next.left.message}`,
      });
    }
    match = next.right;
    i++;
  }
  if (saved.check !== undefined && saved.check !== digest(match.state)) {
    return either.left({
      kind: "invalid-save",
      reason: "log",
      message: "The log replays to another state than the one saved: the save was altered (its seed, config or log) or made with other rules.",
    });
  }
  return either.right(match);
}

/**
 * A save of another rules version, through the game's `migrate` hook: the migrated save (checked
 * again as a save of this version), or a refusal that names both versions and says what to do.
 */
function migrateSave<C extends GameConfig, S, A, V>(game: Game<C, S, A, V>, saved: SavedMatch): either.Either<EngineError, SavedMatch> {
  const made = `This saved match was made with ${game.name} rules version ${saved.game.version}; this is rules version ${game.version}`;
  const refuse = (why: string): either.Either<EngineError, never> =>
    either.left({ kind: "invalid-save", reason: "version", message: `${made}, ${why}` });
  if (game.migrate === undefined) {
    return refuse(
      `which has no migration from it. Load it with the package version that made it (rules version ${saved.game.version}), or start a new match.`,
    );
  }
  const migrated = game.migrate(saved);
  if (either.isLeft(migrated)) return refuse(`and it cannot be migrated: ${migrated.left}.`);
  const out = migrated.right;
  const envelope = EnvelopeC.decode(out);
  if (either.isLeft(envelope) || out.game.id !== game.id || out.game.version !== game.version) {
    return either.left(moduleDefect(`${game.id}: migrate returned no save of rules version ${game.version} for a save of version ${saved.game.version}.`));
  }
  for (const entry of out.log) {
    if (!isMove(entry) && (!ActionEntryC.is(entry) || unknownEntryFields(entry).length > 0)) {
      return either.left(moduleDefect(`${game.id}: migrate returned a save with a malformed log entry.`));
    }
  }
  return either.right(out);
}

/**
 * The digest of a state: FNV-1a of its JSON text, as 8 hex digits (not cryptographic). The plain
 * `JSON.stringify` (not the key-sorted canonical text) is enough and much cheaper: the same rules
 * version builds its states with the same key order, and a save loads only into the same rules
 * version.
 */
function digest(state: unknown): string {
  return (hashText(JSON.stringify(state) ?? "") >>> 0).toString(16).padStart(8, "0");
}
