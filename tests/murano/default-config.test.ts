import { createMatch } from "@laguna/core";
import { defaultConfig, game } from "@laguna/murano";
import { either } from "fp-ts";
import { describe, expect, it } from "vitest";

describe("defaultConfig refuses a player count Murano does not support (the Game contract)", () => {
  it.each([0, 1, 5, 1.5, Number.NaN])("defaultConfig(%s) throws a RangeError naming the game and its player counts", (players) => {
    expect(() => defaultConfig(players)).toThrow(RangeError);
    expect(() => game.defaultConfig(players)).toThrow(`Murano is for 2, 3 or 4 players, not ${String(players)}.`);
  });

  it("gives a config the engine accepts for each supported count, 2, 3 or 4", () => {
    expect(game.playerCounts).toEqual([2, 3, 4]);
    for (const players of game.playerCounts) {
      expect(defaultConfig(players).playerCount).toBe(players);
      expect(either.isRight(createMatch(game, defaultConfig(players), 1))).toBe(true);
    }
  });
});
