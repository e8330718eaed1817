/**
 * Views: what one viewer (a seat or a spectator) may see of a match, its state and its log.
 *
 * @module
 */
import type { GameConfig } from "./game";
import { type Match, isSeatOf } from "./match";
import { walkLog } from "./replay";
import { SPECTATOR, type Seat, type Viewer } from "./seat";

/**
 * What one viewer may see of the current state (the rule module's view). A viewer that is neither
 * a seat of this match nor {@link SPECTATOR} sees what a spectator sees.
 *
 * @example
 * const mine = playerView(match, 1);
 * @category Views
 */
export function playerView<C extends GameConfig, S, A, V>(match: Match<C, S, A, V>, viewer: Viewer): V {
  return match.game.view(match.state, asViewer(viewer, match.config.playerCount));
}

/** The viewer itself if it is a seat of the game or the spectator, else the spectator. */
function asViewer(viewer: unknown, playerCount: number): Viewer {
  return isSeatOf(viewer, playerCount) ? viewer : SPECTATOR;
}

/**
 * One entry of the log as a viewer may see it: always who acted and a description; the action
 * itself only if the viewer may see it.
 *
 * @example
 * const entry: LogEntryView<{ cell: number }> = { seat: 0, description: "X takes the centre", action: { cell: 4 } };
 * @category Views
 */
export interface LogEntryView<A> {
  /** The seat that acted. */
  readonly seat: Seat;
  /** What happened, in words, as far as the viewer may know. */
  readonly description: string;
  /** The action, present only when it is public to this viewer. */
  readonly action?: A;
}

/**
 * The log as one viewer may see it: actions hidden from the viewer (the rule module's `redact`)
 * appear only as a description. Share this, never the raw log, with players. A viewer that is not
 * a seat of this match sees the spectator's log.
 *
 * @example
 * viewLog(match, 1).map((e) => e.description);
 * @category Views
 */
export function viewLog<C extends GameConfig, S, A, V>(match: Match<C, S, A, V>, viewer: Viewer): LogEntryView<A>[] {
  const { game } = match;
  const who = asViewer(viewer, match.config.playerCount);
  const out: LogEntryView<A>[] = [];
  walkLog(match, ({ seat, action }, before) => {
    const hidden = game.redact?.(action, seat, who, before);
    out.push(hidden === undefined ? { seat, description: game.describeAction(action), action } : { seat, description: hidden });
  });
  return out;
}
