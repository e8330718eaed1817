/**
 * `Game.turnNumber` of the three games, which the bots use to find where a turn ends (in a solo
 * game the seat to act never changes): it counts turns one at a time, never goes back, and moves
 * on within a turn's length of actions.
 */
import { type AnyGame, activePlayers, createMatch, legalActions, act } from "@laguna/core";
import { game as lightMasters } from "@laguna/murano-light-masters";
import { game as murano } from "@laguna/murano";
import { game as burano } from "@laguna/walking-in-burano";
import { either } from "fp-ts";
import { describe, expect, it } from "vitest";

describe.each([
  [burano.id, burano, [1, 2, 4]],
  [lightMasters.id, lightMasters, [2, 4]],
  [murano.id, murano, [2, 4]],
] as const)("%s: turnNumber", (_id, game: AnyGame, counts) => {
  it.each(counts)("counts the turns of a %i-player game one by one", (players) => {
    const turnNumber = game.turnNumber?.bind(game);
    expect(turnNumber).toBeDefined();
    if (turnNumber === undefined) return;
    const created = createMatch(game, game.defaultConfig(players), 77);
    if (either.isLeft(created)) throw new Error(created.left.message);
    let match = created.right;
    let sinceChange = 0;
    let changes = 0;
    for (let step = 0; step < 300; step++) {
      const seat = activePlayers(match)[0];
      if (seat === undefined) break;
      const legal = legalActions(match, seat);
      // A fixed, non-random walk: the last legal action (often "end the turn" comes last) every
      // third step, else the first.
      const next = act(match, seat, legal[step % 3 === 2 ? legal.length - 1 : 0]);
      if (either.isLeft(next)) throw new Error(next.left.message);
      const before = turnNumber(match.state);
      const after = turnNumber(next.right.state);
      expect(Number.isInteger(after)).toBe(true);
      expect(after - before, `step ${step}`).toBeGreaterThanOrEqual(0);
      expect(after - before, `step ${step}`).toBeLessThanOrEqual(1);
      if (after !== before) {
        changes++;
        sinceChange = 0;
      } else sinceChange++;
      expect(sinceChange, `step ${step}: no turn has ended for ${sinceChange} actions`).toBeLessThan(60);
      match = next.right;
    }
    expect(changes).toBeGreaterThan(2);
  });
});
