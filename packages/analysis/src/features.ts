/**
 * Restricted-play features a game proposes through its content: "never take this piece", or
 * "never take a piece of this kind".
 *
 * @module
 */
import type { AnyGame } from "@laguna/core";
import type { Feature } from "./spec";

/**
 * The feature of taking the piece `id` (`"advantage:A07"`), or any piece of a kind when `id` has
 * no colon (`"advantage"`), by the game's `content` hook: the actions whose `taken` lists it. A
 * game without the hook proposes nothing: the feature forbids no action.
 *
 * @example
 * const spec: AnalysisSpec = { game: market, features: [contentFeature(market, "card:gem"), contentFeature(market, "card")] };
 * contentFeature(market, "card:gem").name; // "card:gem"
 * @category Spec
 */
export function contentFeature(game: AnyGame, id: string, name: string = id): Feature {
  const matches = id.includes(":") ? (piece: string) => piece === id : (piece: string) => piece.startsWith(`${id}:`);
  return {
    name,
    forbidden: (action, state, seat) => game.content?.taken(state, seat, action).some(matches) ?? false,
  };
}

/**
 * One feature per piece in `ids` (for example the pieces a first report's content table lists),
 * by {@link contentFeature}.
 *
 * @example
 * const features = contentFeatures(game, report.cells[0]?.content.map((row) => row.id) ?? []);
 * @category Spec
 */
export function contentFeatures(game: AnyGame, ids: readonly string[]): Feature[] {
  return ids.map((id) => contentFeature(game, id));
}
