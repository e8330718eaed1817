/**
 * What a game's drawing module provides: a picture of a view, and where on it each legal action
 * can be clicked.
 *
 * @module
 */
import type { Viewer } from "@laguna/core";

/** What a picture is drawn from: the viewer's own view only. */
export interface DrawInput<V> {
  /** The view (`playerView(match, viewer)`). */
  readonly view: V;
  /** Whose view it is: a seat, or the spectator (then nothing hidden is shown). */
  readonly viewer: Viewer;
  /** Each seat's name for people, e.g. "Player 1 (you)". */
  readonly names: readonly string[];
}

/**
 * A game's drawing. Parts of the picture that legal actions belong to carry a `data-target` key
 * (see `target` in svg.ts); `targetOf` maps each legal action to its key, or `undefined` for
 * actions offered only in the list (e.g. "end the build").
 */
export interface Drawer<V, A> {
  /** The picture of a view. */
  readonly picture: (input: DrawInput<V>) => SVGSVGElement;
  /** The part of the picture an action is chosen on, if any. */
  readonly targetOf: (action: A) => string | undefined;
  /** What the picture's letters and marks mean, in words (shown under it). */
  readonly legend: string;
}
