/**
 * The seeded games the reference's test replays (tests/bots/reference.test.ts), and the function
 * that plays them, shared by the test and by `record.ts`, which wrote `tests/bots/reference-actions.json`.
 *
 * @module
 */
import { type Bot, botPolicy } from "@laguna/bots";
import { type AnyGame, createMatch, outcome, playout } from "@laguna/core";
import { either } from "fp-ts";

/** One recorded game: a title, the bots' options, the match seed and how many actions are played. */
export interface ReferenceGame {
  readonly gameId: string;
  readonly seed: number;
  readonly actions: number;
  readonly options: { readonly beamWidth?: number; readonly maxDepth?: number; readonly samples?: number };
}

/** A light planner for whole games, and the defaults for the first decisions of a game. */
const LIGHT = { beamWidth: 3, maxDepth: 6, samples: 1 } as const;

/** The recorded games: per title, a whole light game and the first decisions at the defaults. */
export const REFERENCE_GAMES: readonly ReferenceGame[] = [
  { gameId: "walking-in-burano", seed: 2901, actions: 400, options: LIGHT },
  { gameId: "walking-in-burano", seed: 2902, actions: 12, options: {} },
  { gameId: "murano", seed: 2901, actions: 400, options: LIGHT },
  { gameId: "murano", seed: 2902, actions: 16, options: {} },
  { gameId: "murano-light-masters", seed: 2901, actions: 400, options: LIGHT },
  { gameId: "murano-light-masters", seed: 2902, actions: 16, options: {} },
];

/**
 * Plays a recorded game's first actions (fewer if it ends) with the bot `make(seat)` in each of
 * two seats; the index of every action taken among the legal actions.
 *
 * @example
 * const indices = await playIndices(burano, REFERENCE_GAMES[0], (seat) => referenceBot(burano.id, { seed: seat }));
 */
export async function playIndices(game: AnyGame, spec: ReferenceGame, make: (seat: number) => Bot, between?: () => Promise<void>): Promise<number[]> {
  const created = createMatch(game, game.defaultConfig(2), spec.seed);
  if (either.isLeft(created)) throw new Error(created.left.message);
  const bots = [make(0), make(1)];
  const inner = botPolicy(bots);
  const indices: number[] = [];
  let match = created.right;
  for (let done = 0; done < spec.actions && outcome(match) === undefined; done += 4) {
    const played = playout(
      match,
      (m, seat, legal) => {
        const i = inner(m, seat, legal);
        indices.push(i);
        return i;
      },
      Math.min(4, spec.actions - done),
    );
    if (either.isLeft(played)) throw new Error(played.left.message);
    match = played.right;
    if (between !== undefined) await between();
  }
  return indices;
}
