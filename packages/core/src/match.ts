/**
 * Matches: a game being played. A match is an immutable value (game, config, seed, current
 * state and action log); the functions of the engine return new matches or an `EngineError`.
 * This module holds the value itself and what can be read off it directly (who is to act, the
 * legal actions, the outcome, the newest log entry); creating, acting, replaying, undoing and
 * views have modules of their own.
 *
 * @module
 */
import type { Game, GameConfig } from "./game";
import type { InputLimitOptions } from "./input-limits";
import { type LogChunk, readLog, unpackEntry } from "./log";
import type { Outcome } from "./outcome";
import type { Seed } from "./random";
import type { Seat } from "./seat";
import type { UndoNode } from "./undo-trail";

/**
 * Options of a match.
 *
 * @example
 * createMatch(game, config, 7, { strict: true });
 * @category Matches
 */
export interface MatchOptions {
  /**
   * Strict mode, for tests and debugging (off by default): after every step, check the new state
   * against the state codec and through a JSON round trip, and check that the reducer did not
   * mutate its input.
   */
  readonly strict?: boolean;
  /**
   * How large an untrusted input this match (and its creation or loading) accepts, per kind, over
   * the defaults ({@link DEFAULT_INPUT_LIMITS}): `action` for {@link act}, `config`, `state` and
   * `save` for creating and loading. Kept with the match, so every later `act` applies them. A
   * limit that is not a number from 0 up throws a `RangeError` (a mistake in the host's code).
   */
  readonly limits?: InputLimitOptions;
}

/**
 * One action in a match's log: who took it, what it was, and whether it may be taken back.
 *
 * @example
 * const entry: LogEntry<{ cell: number }> = { seat: 0, action: { cell: 4 }, undoable: true };
 * @category Matches
 */
export interface LogEntry<A> {
  /** The seat that acted. */
  readonly seat: Seat;
  /** The action, as listed by `legalActions`. */
  readonly action: A;
  /** False if the action drew randomness or revealed hidden information. */
  readonly undoable: boolean;
}

/**
 * A match: the game, its config and seed, the state now and the log that led there. Treat it as
 * immutable; the functions of this module return new matches. The log is kept compactly (who
 * acted and the position of the action among the legal actions); read it with {@link matchLog},
 * {@link lastEntry} and {@link viewLog}. The state before the first action is rebuilt from config
 * and seed when asked for ({@link initialState}), so a match does not keep it.
 *
 * @example
 * const match = createMatch(game, game.defaultConfig(2), 42);
 * @category Matches
 */
export interface Match<C extends GameConfig = GameConfig, S = unknown, A = unknown, V = unknown> {
  /** The rule module. */
  readonly game: Game<C, S, A, V>;
  /** The validated config. */
  readonly config: C;
  /** The seed the initial state was set up from. */
  readonly seed: Seed;
  /** Whether strict mode is on. */
  readonly strict: boolean;
  /** The input limits given when the match was created or loaded (`undefined`: the defaults). */
  readonly limits?: InputLimitOptions | undefined;
  /**
   * True when the match started from a given state ({@link createMatchFromState}) rather than
   * from `setup(config, seed)`; saved matches then carry that state.
   */
  readonly customStart: boolean;
  /** The state now. */
  readonly state: S;
  /** The number of actions taken so far (the length of the log). */
  readonly length: number;
  /** @internal The given start state of a custom start; `undefined` when setup rebuilds it. */
  readonly start: S | undefined;
  /** @internal The chunk of the compact log that holds its newest entry. */
  readonly log: LogChunk | undefined;
  /** @internal The newest log entry, with its action. */
  readonly last: LogEntry<A> | undefined;
  /** @internal What undo steps back to, while the newest actions are undoable. */
  readonly undoTrail: UndoNode<S, LogEntry<A>> | undefined;
}

/** Per-match caches of derived values; never observable, since a match never changes. */
interface Derived<A> {
  active: readonly Seat[] | undefined;
  legal: (readonly A[] | undefined)[];
  /** In strict mode: the JSON text of the state, computed when the state was checked. */
  json?: string;
}

/** The legal actions of a seat, computed for the cache (frozen in strict mode). */
function computeLegal<A>(match: Match<GameConfig, unknown, A, unknown>, seat: Seat): readonly A[] {
  const list = match.game.legalActions(match.state, seat);
  // Shared by every caller and by act: strict mode freezes it, so a caller that writes into it
  // fails there (freezing costs about 3 % of a step, too much to pay always).
  if (match.strict) Object.freeze(list);
  return list;
}

/**
 * @internal The matches the engine builds: exactly the fields of {@link Match}, plus private caches of the
 * derived values. Keeping the caches in private fields, rather than in a WeakMap keyed by match,
 * spares every step an ephemeron insert and its GC cost; the active seats and the legal actions of
 * the first seat asked for (the one a step needs) are fields of their own, so a step allocates no
 * cache object. Private fields are invisible to `Object.keys`, spread, JSON and deep equality. Any
 * other object passed as a match (a spread copy, say) still works, through the WeakMap.
 */
export class MatchRecord<C extends GameConfig, S, A, V> implements Match<C, S, A, V> {
  #active: readonly Seat[] | undefined = undefined;
  #legalSeat = -1;
  #legal: readonly A[] | undefined = undefined;
  #derived: Derived<A> | undefined = undefined;
  constructor(
    readonly game: Game<C, S, A, V>,
    readonly config: C,
    readonly seed: Seed,
    readonly strict: boolean,
    readonly limits: InputLimitOptions | undefined,
    readonly customStart: boolean,
    readonly state: S,
    readonly length: number,
    readonly start: S | undefined,
    readonly log: LogChunk | undefined,
    readonly last: LogEntry<A> | undefined,
    readonly undoTrail: UndoNode<S, LogEntry<A>> | undefined,
  ) {}

  /** Whether the engine built this match (so that its caches are private fields). */
  static isOwn(match: object): match is MatchRecord<GameConfig, unknown, unknown, unknown> {
    return #active in match;
  }

  /** The seats to act, computed once. */
  static activeOf<A>(match: MatchRecord<GameConfig, unknown, A, unknown>): readonly Seat[] {
    return (match.#active ??= match.game.activePlayers(match.state));
  }

  /** A seat's legal actions, computed once: the first seat asked for in a field, others in the cache object. */
  static legalOf<A>(match: MatchRecord<GameConfig, unknown, A, unknown>, seat: Seat): readonly A[] {
    if (match.#legalSeat === seat) return match.#legal as readonly A[];
    if (match.#legalSeat === -1) {
      const list = computeLegal(match, seat);
      match.#legalSeat = seat;
      match.#legal = list;
      return list;
    }
    const d = MatchRecord.derivedOf<A>(match) as Derived<A>;
    return (d.legal[seat] ??= computeLegal(match, seat));
  }

  /** The cache object of a match this module built; `undefined` for any other object. */
  static derivedOf<A>(match: object): Derived<A> | undefined {
    if (!(#active in match)) return undefined;
    const m = match as unknown as MatchRecord<GameConfig, unknown, A, unknown>;
    return (m.#derived ??= { active: undefined, legal: [] });
  }
}

const foreign = new WeakMap<object, Derived<unknown>>();

/** @internal The cache object of any match (the JSON text of strict mode; the foreign matches' caches). */
export function derivedOf<A>(match: object): Derived<A> {
  const own = MatchRecord.derivedOf<A>(match);
  if (own !== undefined) return own;
  let d = foreign.get(match) as Derived<unknown> | undefined;
  if (d === undefined) {
    d = { active: undefined, legal: [] };
    foreign.set(match, d);
  }
  return d as Derived<A>;
}

/** @internal Whether `seat` is a seat of a game with this many players (a non-negative integer below it). */
export function isSeatOf(seat: unknown, playerCount: number): seat is Seat {
  return typeof seat === "number" && Number.isInteger(seat) && seat >= 0 && seat < playerCount;
}

/**
 * The state before the first action: the given state of a custom start, else `setup(config, seed)`
 * run again (a match does not keep it, since config and seed rebuild it).
 *
 * @example
 * initialState(match); // deep-equal to game.setup(match.config, match.seed)
 * @category Matches
 */
export function initialState<C extends GameConfig, S, A, V>(match: Match<C, S, A, V>): S {
  return match.customStart && match.start !== undefined ? match.start : match.game.setup(match.config, match.seed);
}

/**
 * The seats that must act now; empty once the game is over.
 *
 * @example
 * activePlayers(match); // [0]
 * @category Matches
 */
export function activePlayers<C extends GameConfig, S, A, V>(match: Match<C, S, A, V>): readonly Seat[] {
  if (MatchRecord.isOwn(match)) return MatchRecord.activeOf(match);
  const d = derivedOf<A>(match);
  if (d.active === undefined) d.active = match.game.activePlayers(match.state);
  return d.active;
}

/**
 * Whether the game is over (nobody is to act).
 *
 * @example
 * if (isOver(match)) console.log(outcome(match));
 * @category Matches
 */
export function isOver<C extends GameConfig, S, A, V>(match: Match<C, S, A, V>): boolean {
  return activePlayers(match).length === 0;
}

/** Shared by the legal-action lists of every value that is not a seat of the match. */
const NO_ACTIONS: readonly never[] = Object.freeze([]);

/**
 * Every action the seat may take now, in the rule module's stable order; empty for a seat that is
 * not to act and for any value that is not a seat of this match. The list is computed once per
 * match value and reused by {@link act}, so never write into it (copy it to sort it; in strict mode
 * it is frozen). An action's position in this list is the index
 * {@link actAt} takes.
 *
 * @example
 * const choices = legalActions(match, 0);
 * @category Matches
 */
export function legalActions<C extends GameConfig, S, A, V>(match: Match<C, S, A, V>, seat: Seat): readonly A[] {
  if (!isSeatOf(seat, match.config.playerCount)) return NO_ACTIONS;
  if (MatchRecord.isOwn(match)) return MatchRecord.legalOf(match as unknown as MatchRecord<GameConfig, unknown, A, unknown>, seat);
  const d = derivedOf<A>(match);
  return (d.legal[seat] ??= computeLegal(match as unknown as Match<GameConfig, unknown, A, unknown>, seat));
}

/**
 * The outcome once the game is over, `undefined` before.
 *
 * @example
 * outcome(match)?.winners;
 * @category Matches
 */
export function outcome<C extends GameConfig, S, A, V>(match: Match<C, S, A, V>): Outcome | undefined {
  return isOver(match) ? match.game.outcome(match.state) : undefined;
}

/**
 * The newest entry of the log, with its action; `undefined` before the first action. The action is
 * the raw one, whoever took it: it may be hidden from other seats (the module's `redact`). Show
 * players {@link viewLog}'s last entry for them instead.
 *
 * @example
 * lastEntry(match)?.undoable;
 * @category Matches
 */
export function lastEntry<C extends GameConfig, S, A, V>(match: Match<C, S, A, V>): LogEntry<A> | undefined {
  return match.last;
}

/**
 * The log in its compact form, oldest entry first: who acted and the position of the action in
 * that seat's legal actions at the time. This is what saved matches store.
 *
 * @example
 * matchMoves(match); // [{ seat: 0, index: 4, undoable: true }, ...]
 * @category Matches
 */
export function matchMoves<C extends GameConfig, S, A, V>(
  match: Match<C, S, A, V>,
): { readonly seat: Seat; readonly index: number; readonly undoable: boolean }[] {
  return readLog(match.log, match.length).map(unpackEntry);
}
