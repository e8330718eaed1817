/**
 * The undo trail: what lets `undo` step back without replaying the match. It holds the states
 * before the newest undoable actions, newest first, back to the last action that could not be
 * undone (undo never goes past it). To keep live matches small it is thinned as it grows: the
 * newest {@link RECENT} states are kept, and older ones only every {@link CHECKPOINT_EVERY}
 * positions. Stepping back to a thinned position replays at most that many actions from the
 * checkpoint before it and keeps the replayed states, so a run of undos costs O(1) each on
 * average.
 *
 * Thinning changes nodes that several matches may share (a search branching from one match);
 * that only changes how much a later undo replays, never what it returns, since every node in a
 * match's trail is a state of that match's own history.
 *
 * @module
 */

/** States kept at every position, newest first. */
export const RECENT = 2;
/** Beyond the newest states, one state is kept per this many positions. */
export const CHECKPOINT_EVERY = 64;

/**
 * One position of the trail: the state of the match when its log had `pos` entries, and that
 * match's newest log entry. `state` is `undefined` once thinned away (such nodes are unlinked).
 */
export interface UndoNode<S, E> {
  /** The log length of the match this state belongs to. */
  readonly pos: number;
  /** The state at `pos`. */
  readonly state: S;
  /** The newest log entry at `pos` (`undefined` at position 0). */
  readonly last: E | undefined;
  /**
   * The next older kept position, or `undefined` at the first state undo may return to. Read-only
   * to everyone but the thinning in {@link pushUndo} (which keeps matches covariant in their types).
   */
  readonly previous: UndoNode<S, E> | undefined;
}

/**
 * Adds the state before a new undoable action (at log length `pos`) to the trail, then thins the
 * trail: the node {@link RECENT} positions back is unlinked unless it is a checkpoint or the
 * first state of the trail.
 */
export function pushUndo<S, E>(trail: UndoNode<S, E> | undefined, pos: number, state: S, last: E | undefined): UndoNode<S, E> {
  const node: UndoNode<S, E> = { pos, state, last, previous: trail };
  let newer = node;
  for (let i = 1; i < RECENT && newer.previous !== undefined; i++) newer = newer.previous;
  const old = newer.previous;
  if (old !== undefined && old.previous !== undefined && old.pos % CHECKPOINT_EVERY !== 0 && newer.pos === old.pos + 1) {
    (newer as { previous: UndoNode<S, E> | undefined }).previous = old.previous;
  }
  return node;
}

/**
 * The trail node for position `pos` (the state to step back to), rebuilding it by replay from the
 * newest kept position before it when it was thinned away. `replay(from, to)` must return the
 * states and entries of positions `from.pos + 1 … to`, oldest first.
 */
export function nodeAt<S, E>(
  trail: UndoNode<S, E> | undefined,
  pos: number,
  replay: (from: UndoNode<S, E>, to: number) => { state: S; last: E }[],
): UndoNode<S, E> | undefined {
  if (trail === undefined || trail.pos === pos) return trail;
  if (trail.pos > pos) return undefined; // cannot happen for a trail the engine built
  let node: UndoNode<S, E> = trail;
  for (const step of replay(trail, pos)) node = { pos: node.pos + 1, state: step.state, last: step.last, previous: node };
  return node;
}
