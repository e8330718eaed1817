/**
 * The exhaustive search of the rest of a seat's turn (internal), for the lookahead bot's endgame:
 * every line of the turn is tried, and those that end the game are judged exactly by its outcome
 * (on one made-up state), with no samples and no turn planner to approximate them.
 *
 * @module
 */
import type { Game, GameConfig, Seat } from "@laguna/core";
import { outcomeRewards, tryApply, turnEnded } from "./search";

/** How many forced steps (a single legal action) a line follows past the turn's end. */
const FORCED_STEPS = 64;

/**
 * Tries every line of the rest of `seat`'s turn from `root` (positions reached twice are searched
 * once). A line that ends the game, within the turn or by forced steps right after it (the seat to
 * act has one legal action), is worth the outcome's reward for `seat`; any other line is not
 * counted (`-Infinity`). Returns the best reward per action of `legal`, or `undefined` if no line
 * ends the game or `overrun` says the work is spent before every line was tried.
 */
export function endingLines<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  root: S,
  seat: Seat,
  legal: readonly A[],
  players: number,
  scale: number,
  turnEnds: ((before: S, after: S, seat: Seat) => boolean) | undefined,
  overrun: () => boolean,
): number[] | undefined {
  const seen = new Map<string, number>();
  let ends = false;
  let abandoned = false;

  /** The seat's reward where its turn ended in `state`, if the game is then over. */
  const judge = (state: S): number => {
    let s = state;
    for (let k = 0; k < FORCED_STEPS; k++) {
      const mover = game.activePlayers(s)[0];
      if (mover === undefined) break;
      const only = game.legalActions(s, mover);
      if (only.length !== 1) return Number.NEGATIVE_INFINITY;
      const next = tryApply(game, s, mover, only[0] as A);
      if (next === undefined) return Number.NEGATIVE_INFINITY;
      s = next;
    }
    const outcome = game.activePlayers(s).length === 0 ? game.outcome(s) : undefined;
    if (outcome === undefined) return Number.NEGATIVE_INFINITY;
    ends = true;
    return outcomeRewards(outcome, players, scale)[seat] ?? 0;
  };

  /** The best reward of the lines from `s`, where `seat` is still in its turn. */
  const best = (s: S): number => {
    const key = JSON.stringify(s);
    const known = seen.get(key);
    if (known !== undefined) return known;
    let value = Number.NEGATIVE_INFINITY;
    for (const action of game.legalActions(s, seat)) {
      value = Math.max(value, after(s, action));
      if (abandoned) return value;
    }
    seen.set(key, value);
    return value;
  };

  /** The best reward once `action` is taken in `s`. */
  const after = (s: S, action: A): number => {
    if (overrun()) {
      abandoned = true;
      return Number.NEGATIVE_INFINITY;
    }
    const next = tryApply(game, s, seat, action);
    if (next === undefined) return Number.NEGATIVE_INFINITY;
    const active = game.activePlayers(next);
    if (active.length === 0 || active[0] !== seat || turnEnded(game, s, next, seat, turnEnds)) return judge(next);
    return best(next);
  };

  const values: number[] = [];
  for (const action of legal) {
    values.push(after(root, action));
    if (abandoned) return undefined;
  }
  return ends ? values : undefined;
}
