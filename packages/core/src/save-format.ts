/**
 * The saved-match format: what a save holds, its version, and the io-ts codecs that check it.
 * Loading and saving (which need the game and the engine) are in the persistence module.
 *
 * @module
 */
import * as t from "io-ts";
import { NaturalC } from "./codecs";
import { SeedC } from "./random";

/**
 * The version of the saved-match format this engine writes. Version 2 stores each log entry as
 * `[seat, position]` (the action's position among the seat's legal actions) and drops the initial
 * state unless the match started from a given one; version 1 saves (one `{ seat, action }` object
 * per entry) still load.
 *
 * @example
 * saveMatch(match).formatVersion === SAVE_FORMAT_VERSION; // true
 * @category Persistence
 */
export const SAVE_FORMAT_VERSION = 2 as const;

/**
 * One entry of a saved log: `[seat, position]` in the compact form `saveMatch` writes, or
 * `{ seat, action }` with the action itself (what version 1 wrote, and what `saveMatch` writes
 * with `{ actions: true }`; easier to read and to write by hand).
 *
 * @example
 * const entries: SavedLogEntry[] = [[0, 4], { seat: 1, action: { type: "mark", cell: 0 } }];
 * @category Persistence
 */
export type SavedLogEntry =
  | readonly [number, number]
  | {
      /** The seat that acted. */
      readonly seat: number;
      /** The action, encoded with the game's action codec. */
      readonly action: unknown;
    };

/** A compact entry: `[seat, position]`. */
const MoveC = t.tuple([NaturalC, NaturalC]);
/** @internal An entry with the action itself. */
export const ActionEntryC = t.type({ seat: NaturalC, action: t.unknown });

/**
 * The io-ts codec of one saved log entry: `[seat, position]` or `{ seat, action }`.
 *
 * @example
 * SavedLogEntryC.is([0, 4]); // true
 * @category Persistence
 */
export const SavedLogEntryC = new t.Type<SavedLogEntry, SavedLogEntry, unknown>(
  "SavedLogEntry",
  (u): u is SavedLogEntry => MoveC.is(u) || ActionEntryC.is(u),
  (u, c) => (Array.isArray(u) ? MoveC.validate(u, c) : ActionEntryC.validate(u, c)),
  (e) => e,
);

/** @internal The fields of a saved match but its log. */
export const ENVELOPE = {
  format: t.literal("laguna-match"),
  formatVersion: t.union([t.literal(1), t.literal(SAVE_FORMAT_VERSION)]),
  game: t.type({ id: t.string, version: t.string }),
  config: t.unknown,
  seed: SeedC,
};
/** @internal The optional fields of a saved match. */
export const ENVELOPE_OPTIONAL = { initialState: t.unknown, check: t.string };
/** @internal Every field a saved match may have. */
export const ENVELOPE_FIELDS: ReadonlySet<string> = new Set([...Object.keys(ENVELOPE), "log", ...Object.keys(ENVELOPE_OPTIONAL)]);

/**
 * The io-ts codec of a saved match's envelope. Config and actions are checked afterwards with the
 * game's own codecs, as the log is replayed.
 *
 * @example
 * SavedMatchC.is(JSON.parse(text));
 * @category Persistence
 */
export const SavedMatchC: t.Type<SavedMatch, SavedMatch, unknown> = t.readonly(
  t.intersection([t.type({ ...ENVELOPE, log: t.readonlyArray(SavedLogEntryC) }), t.partial(ENVELOPE_OPTIONAL)]),
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
export interface SavedMatch {
  /** Always `"laguna-match"`. */
  readonly format: "laguna-match";
  /** The format version ({@link SAVE_FORMAT_VERSION} when written by this engine). */
  readonly formatVersion: 1 | typeof SAVE_FORMAT_VERSION;
  /** The game's id and rules version; a save of another version loads only through the game's `migrate`. */
  readonly game: {
    /** The game's id (its `id`). */
    readonly id: string;
    /** The game's rules version (its `version`). */
    readonly version: string;
  };
  /** The config, encoded with the game's config codec. */
  readonly config: unknown;
  /** The seed of the initial state. */
  readonly seed: number;
  /** The log, oldest entry first. */
  readonly log: readonly SavedLogEntry[];
  /** The given start state of a custom start, encoded with the state codec. */
  readonly initialState?: unknown;
  /**
   * A short digest of the state the log leads to. A compact log names positions, not actions, so
   * a save altered elsewhere (another seed, say) could still replay; the digest tells.
   */
  readonly check?: string;
}

/** @internal {@link SavedMatchC} with the log's entries left unchecked (they are checked by hand). */
export const EnvelopeC = t.intersection([t.type({ ...ENVELOPE, log: t.UnknownArray }), t.partial(ENVELOPE_OPTIONAL)]);
