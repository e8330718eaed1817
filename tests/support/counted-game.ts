/**
 * A game whose every call of `apply` is counted: how the bots' tests check a work budget.
 */
import type { AnyGame } from "@laguna/core";

/** The game with every call of `apply` counted. */
export function counted(game: AnyGame): { game: AnyGame; count: () => number; reset: () => void } {
  let n = 0;
  const apply: AnyGame["apply"] = (state, seat, action) => {
    n++;
    return game.apply(state, seat, action);
  };
  return { game: { ...game, apply }, count: () => n, reset: () => (n = 0) };
}
