/**
 * Undo: taking back the newest actions without replaying the match, as far as they neither drew
 * at random nor revealed hidden information; `undoMove` takes back a seat's move and the other
 * seats' replies after it.
 *
 * @module
 */
import * as either from "fp-ts/lib/Either.js";
import { type EngineError, describeThrown, moduleDefect, showValue } from "./errors";
import type { GameConfig } from "./game";
import { dropLast, readLog, unpackEntry } from "./log";
import { type LogEntry, type Match, MatchRecord } from "./match";
import type { Seat } from "./seat";
import { type UndoNode, nodeAt } from "./undo-trail";

/**
 * Takes back the last action without replaying the match: the match keeps the states before its
 * newest undoable actions (thinned to a few recent ones and checkpoints, so a long run of undos
 * replays a few actions now and then and costs O(1) each on average). Refused when there is nothing to undo, when `seat` is given and the last
 * action was another seat's, or when the last action drew randomness or revealed hidden
 * information (undo never re-rolls a draw or un-sees a card). That refusal names the action only
 * when `seat` is given (the seat that took it); without `seat` it says whose action it was, since
 * the action may be hidden from whoever asks.
 *
 * @example
 * const back = undo(match, 0);
 * @category Matches
 */
export function undo<C extends GameConfig, S, A, V>(
  match: Match<C, S, A, V>,
  seat?: Seat,
): either.Either<EngineError, Match<C, S, A, V>> {
  const last = match.last;
  if (last === undefined) return either.left({ kind: "cannot-undo", reason: "nothing", message: "There is nothing to undo." });
  if (seat !== undefined && last.seat !== seat) {
    return either.left({
      kind: "cannot-undo",
      reason: "another-seat",
      actor: last.seat,
      message: `Seat ${showValue(seat)} cannot take back seat ${last.seat}'s action.`,
    });
  }
  let trail: UndoNode<S, LogEntry<A>> | undefined;
  try {
    trail = last.undoable ? nodeAt(match.undoTrail, match.length - 1, (from, to) => replayBetween(match, from, to)) : undefined;
  } catch (e) {
    return either.left(moduleDefect(`${match.game.id}: the rule module threw while stepping back: ${describeThrown(e)}`));
  }
  if (trail === undefined) {
    // The action is named only to the seat that took it: for anyone else it may be hidden (redact).
    const what = seat === undefined ? `Seat ${last.seat}'s last action` : `"${match.game.describeAction(last.action)}"`;
    return either.left({
      kind: "cannot-undo",
      reason: "irreversible",
      actor: last.seat,
      message: `${what} drew at random or revealed hidden information; it cannot be taken back.`,
    });
  }
  const { game, config, seed, strict, limits, customStart, length, start } = match;
  return either.right(
    new MatchRecord(game, config, seed, strict, limits, customStart, trail.state, length - 1, start, dropLast(match.log, length), trail.last, trail.previous),
  );
}

/**
 * Options of {@link undoMove}.
 *
 * @example
 * const options: UndoMoveOptions = { keep: [2] };
 * @category Matches
 */
export interface UndoMoveOptions {
  /**
   * Seats whose actions must not be taken back on the way (the other people at the table, whose
   * moves are theirs to take back): meeting one refuses the undo. By default none.
   */
  readonly keep?: readonly Seat[];
}

/**
 * Takes back `seat`'s last action and every action taken after it by other seats (the bots'
 * replies, say), newest first, with {@link undo}: "undo my move" in a game against bots. Refused,
 * with the match as it was, when `seat` has no action to take back (`reason: "nothing"`), when an
 * action on the way drew at random or revealed hidden information (`"irreversible"`, the action
 * named only if it is `seat`'s own), or when one was taken by a seat in `options.keep`
 * (`"kept"`). The refusal's `actor` is the seat whose action stopped it, so a host can word it
 * its own way.
 *
 * @example
 * const back = undoMove(match, 0, { keep: [2] }); // seat 0 against bots, seat 2 another person
 * @category Matches
 */
export function undoMove<C extends GameConfig, S, A, V>(
  match: Match<C, S, A, V>,
  seat: Seat,
  options: UndoMoveOptions = {},
): either.Either<EngineError, Match<C, S, A, V>> {
  const keep = options.keep ?? [];
  let current = match;
  for (;;) {
    const last = current.last;
    if (last === undefined) {
      return either.left({ kind: "cannot-undo", reason: "nothing", message: `Seat ${showValue(seat)} has no action to take back.` });
    }
    if (last.seat !== seat && keep.includes(last.seat)) {
      return either.left({
        kind: "cannot-undo",
        reason: "kept",
        actor: last.seat,
        message: `Seat ${last.seat} acted after seat ${showValue(seat)}; only seat ${last.seat} can take that back.`,
      });
    }
    // A refusal names the action only to the seat that took it: another seat's may be hidden.
    const back = undo(current, last.seat === seat ? seat : undefined);
    if (either.isLeft(back)) return back;
    current = back.right;
    if (last.seat === seat) return either.right(current);
  }
}

/**
 * The states and entries of positions `from.pos + 1 … to` of the match's history, replayed from
 * the trail node `from` with the compact log (the actions are legal by construction).
 */
function replayBetween<C extends GameConfig, S, A, V>(
  match: Match<C, S, A, V>,
  from: UndoNode<S, LogEntry<A>>,
  to: number,
): { state: S; last: LogEntry<A> }[] {
  const { game } = match;
  const moves = readLog(match.log, to).slice(from.pos).map(unpackEntry);
  const out: { state: S; last: LogEntry<A> }[] = [];
  let state = from.state;
  for (const { seat, index, undoable } of moves) {
    const action = game.legalActions(state, seat)[index] as A;
    const next = game.apply(state, seat, action);
    if (either.isLeft(next)) throw new Error(`${game.id}: replaying the log for undo failed: ${next.left.message}`);
    state = next.right;
    out.push({ state, last: { seat, action, undoable } });
  }
  return out;
}
