/** `optionsFor`: the listed values of each rule option that fit one player count. */
import { type AnyGame, optionsFor } from "@laguna/core";
import { game as lightMasters } from "@laguna/murano-light-masters";
import { game as murano } from "@laguna/murano";
import { game as walkingInBurano } from "@laguna/walking-in-burano";
import { describe, expect, it } from "vitest";
import { stash } from "../fixtures/stash";
import { ticTacToe } from "../fixtures/tic-tac-toe";

describe("optionsFor", () => {
  it("keeps every listed value, in its order, when all of them fit", () => {
    expect(optionsFor(ticTacToe, 2)).toEqual({ misere: [false, true], firstPlayer: [0, 1] });
    expect(optionsFor(stash, 3)).toEqual(stash.configOptions);
  });

  it("leaves out the values the config codec refuses, and an option left with none", () => {
    const listed = { ...ticTacToe, configOptions: { misere: [true, "yes" as unknown as boolean], firstPlayer: [2, 1, 0] as (0 | 1)[] } };
    expect(optionsFor(listed, 2)).toEqual({ misere: [true], firstPlayer: [1, 0] });
    const none = { ...ticTacToe, configOptions: { misere: [false], firstPlayer: [5] as unknown as (0 | 1)[] } };
    expect(optionsFor(none, 2)).toEqual({ misere: [false] });
  });

  it("offers only the seats of the player count as the first player in the three games", () => {
    const games: [AnyGame, string][] = [
      [walkingInBurano as AnyGame, "startPlayer"],
      [murano as AnyGame, "startPlayer"],
      [lightMasters as AnyGame, "firstPlayer"],
    ];
    for (const [game, key] of games) {
      expect((game.configOptions as Record<string, unknown>)[key]).toEqual(["random", 0, 1, 2, 3]);
      for (const n of game.playerCounts) {
        const seats = Array.from({ length: n }, (_, i) => i);
        expect((optionsFor(game, n) as Record<string, unknown>)[key], `${game.name}, ${n} players`).toEqual(["random", ...seats]);
      }
    }
  });

  it("keeps the other options of the three games whole (each fits every player count)", () => {
    for (const game of [walkingInBurano, murano, lightMasters] as AnyGame[]) {
      const listed = Object.keys(game.configOptions ?? {});
      for (const n of game.playerCounts) expect(Object.keys(optionsFor(game, n)), `${game.name}, ${n} players`).toEqual(listed);
    }
  });

  it("throws for a player count the game does not have, as defaultConfig does", () => {
    expect(() => optionsFor(ticTacToe, 3)).toThrow(RangeError);
  });
});
