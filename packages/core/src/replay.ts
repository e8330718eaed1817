/**
 * The log as actions, and matches rebuilt from logs. A match keeps its log compactly (who acted
 * and the position of the action among the legal actions), so naming the actions replays the
 * match; `replay` rebuilds a match from actions, `replayMoves` from positions.
 *
 * @module
 */
import * as either from "fp-ts/lib/Either.js";
import { act, actAt, stepUndoable } from "./act";
import { createMatch, createMatchFromState } from "./create-match";
import { type EngineError, showValue } from "./errors";
import type { Game, GameConfig } from "./game";
import { appendToLog, packEntry } from "./log";
import { type LogEntry, type Match, type MatchOptions, MatchRecord, initialState, isSeatOf, matchMoves } from "./match";
import { inputLimits } from "./input-limits";
import { toPlainJson } from "./plain";
import type { Seed } from "./random";
import type { Seat } from "./seat";
import { pushUndo } from "./undo-trail";

/**
 * @internal Walks the log from the initial state, calling `visit` with each entry and the state before it.
 * The log keeps positions, not actions, so this re-applies every action: it costs about as much as
 * playing the match.
 */
export function walkLog<C extends GameConfig, S, A, V>(
  match: Match<C, S, A, V>,
  visit: (entry: LogEntry<A>, before: S) => void,
): void {
  const { game } = match;
  let state = initialState(match);
  const moves = matchMoves(match);
  for (let i = 0; i < moves.length; i++) {
    const { seat, index, undoable } = moves[i] as { seat: Seat; index: number; undoable: boolean };
    const action = i === moves.length - 1 && match.last !== undefined ? match.last.action : (game.legalActions(state, seat)[index] as A);
    visit({ seat, action, undoable }, state);
    if (i === moves.length - 1) break;
    const next = game.apply(state, seat, action);
    if (either.isLeft(next)) break; // cannot happen for a log the engine wrote
    state = next.right;
  }
}

/**
 * The log as an array, oldest entry first. The log keeps only positions among the legal
 * actions, so this replays the match to name the actions (about the cost of playing it).
 *
 * @example
 * matchLog(match).map((e) => game.describeAction(e.action));
 * @category Matches
 */
export function matchLog<C extends GameConfig, S, A, V>(match: Match<C, S, A, V>): LogEntry<A>[] {
  const out: LogEntry<A>[] = [];
  walkLog(match, (entry) => out.push(entry));
  return out;
}

/**
 * Options of {@link replay}.
 *
 * @example
 * replay(game, config, 0, log, { initialState: scenarioStart });
 * @category Matches
 */
export interface ReplayOptions extends MatchOptions {
  /** Start from this state (checked as by {@link createMatchFromState}) instead of `setup(config, seed)`. */
  readonly initialState?: unknown;
}

/**
 * Rebuilds a match from its config, seed and log, validating every action on the way. The same
 * record always gives the identical state.
 *
 * @example
 * const again = replay(game, match.config, match.seed, matchLog(match));
 * @category Matches
 */
export function replay<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  config: unknown,
  seed: Seed,
  log: readonly { readonly seat: Seat; readonly action: unknown }[],
  options: ReplayOptions = {},
): either.Either<EngineError, Match<C, S, A, V>> {
  const created =
    options.initialState === undefined
      ? createMatch(game, config, seed, options)
      : createMatchFromState(game, config, options.initialState, options);
  if (either.isLeft(created)) return created;
  let match = created.right;
  const entries = toPlainJson(log, "log", inputLimits("save", options.limits));
  if (either.isLeft(entries)) return either.left({ ...entries.left, kind: "invalid-save", reason: "log" });
  if (!Array.isArray(entries.right)) return either.left({ kind: "invalid-save", reason: "log", message: "The log is not a list." });
  for (let i = 0; i < entries.right.length; i++) {
    const entry = entries.right[i] as { readonly seat?: unknown; readonly action?: unknown } | null;
    const next = act(match, entry?.seat as Seat, entry?.action);
    if (either.isLeft(next)) {
      return either.left({
        kind: "invalid-save",
        reason: "log",
        step: i,
        message: `Log entry ${i} (seat ${showValue(entry?.seat)}, ${showValue(entry?.action)}) cannot be replayed: ${next.left.message}`,
      });
    }
    match = next.right;
  }
  return either.right(match);
}

/**
 * Replays a compact log (seat and legal-action position per entry) from the match's current state:
 * each position must exist among that seat's legal actions, so every entry is checked for legality
 * without decoding or comparing actions. Loads saved matches at the speed of play, or faster: out
 * of strict mode the steps run on the states alone (the rule module's `activePlayers`,
 * `legalActions` and `apply`, the undo flag, the undo trail and the compact log, as {@link actAt}
 * does them), and only the last match is built. An entry that would be refused, or a module that
 * throws, is taken again through {@link actAt} from the match before it, for the same error.
 * Replays the entries `from` to `to` (exclusive) of `moves`, each a `[seat, position]` pair of
 * non-negative integers; a refusal names the entry by its position in `moves`.
 *
 * @internal
 */
export function replayMoves<C extends GameConfig, S, A, V>(
  start: Match<C, S, A, V>,
  moves: readonly unknown[],
  from = 0,
  to = moves.length,
): either.Either<EngineError, Match<C, S, A, V>> {
  if (start.strict) return replayMovesByActAt(start, moves, from, to);
  const { game } = start;
  const { playerCount } = start.config;
  let state = start.state;
  let length = start.length;
  let log = start.log;
  let last = start.last;
  let trail = start.undoTrail;
  let i = from;
  try {
    for (; i < to; i++) {
      const [seat, index] = moves[i] as readonly [number, number];
      if (!isSeatOf(seat, playerCount) || !game.activePlayers(state).includes(seat)) break;
      const action = game.legalActions(state, seat)[index];
      if (action === undefined) break;
      const result = game.apply(state, seat, action);
      if (either.isLeft(result)) break;
      const next = result.right;
      const undoable = stepUndoable(game, state, seat, action, next);
      const packed = packEntry(seat, index, undoable);
      trail = undoable ? pushUndo(trail, length, state, last) : undefined;
      log = appendToLog(log, length, packed);
      last = { seat, action, undoable };
      state = next;
      length++;
    }
  } catch {
    // The module threw (or the log cannot hold the entry): actAt says so, as a module defect.
  }
  const match =
    i === from
      ? start
      : new MatchRecord(game, start.config, start.seed, false, start.limits, start.customStart, state, length, start.start, log, last, trail);
  return i === to ? either.right(match) : replayMovesByActAt(match, moves, i, to);
}

/** Replays the compact entries `from` to `to` (exclusive) of `moves` through {@link actAt}, one match per entry. */
function replayMovesByActAt<C extends GameConfig, S, A, V>(
  start: Match<C, S, A, V>,
  moves: readonly unknown[],
  from: number,
  to: number,
): either.Either<EngineError, Match<C, S, A, V>> {
  let match = start;
  for (let i = from; i < to; i++) {
    const [seat, index] = moves[i] as readonly [number, number];
    const next = actAt(match, seat, index);
    if (either.isLeft(next)) {
      return either.left({
        kind: "invalid-save",
        reason: "log",
        step: i,
        message: `Log entry ${i} (seat ${showValue(seat)}, legal action ${showValue(index)}) cannot be replayed: ${next.left.message}`,
      });
    }
    match = next.right;
  }
  return either.right(match);
}
