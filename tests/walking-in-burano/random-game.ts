/**
 * Every state of a seeded Walking in Burano game played by uniform random choices, straight
 * through the reducer (a tiny LCG, for speed): what the evaluation tests judge.
 */
import { either } from "fp-ts";
import { defaultConfig } from "../../packages/walking-in-burano/src/config";
import { game } from "../../packages/walking-in-burano/src/game";
import type { BuranoState } from "../../packages/walking-in-burano/src/state";
import { apply, legalActions } from "../../packages/walking-in-burano/src/turn";

/** Every state of the seeded game at this player count, from setup to the end (3,000 steps at most). */
export function randomGame(players: number, seed: number): BuranoState[] {
  let s: BuranoState = game.setup(defaultConfig(players), seed);
  const out: BuranoState[] = [s];
  let r = seed;
  for (let step = 0; step < 3000 && s.phase !== "over"; step++) {
    const actions = legalActions(s, s.current);
    r = (r * 1103515245 + 12345) % 2147483648;
    const next = apply(s, s.current, actions[r % actions.length] as never);
    if (either.isLeft(next)) throw new Error(next.left.message);
    s = next.right;
    out.push(s);
  }
  return out;
}
