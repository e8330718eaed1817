/**
 * Issue 28: the legend shown under the first board of `laguna play` explains the labels the
 * moves name, in each title.
 */
import { type AnyGame } from "@laguna/core";
import { LEGENDS } from "@laguna/cli";
import { game as murano } from "@laguna/murano";
import { game as lightMasters } from "@laguna/murano-light-masters";
import { game as burano } from "@laguna/walking-in-burano";
import { describe, expect, it } from "vitest";

const firstBoard = (game: AnyGame): string => game.render?.(game.view(game.setup(game.defaultConfig(2), 1), 0)) ?? "";
const legendOf = (game: AnyGame): string => (LEGENDS[game.id]?.(firstBoard(game)) ?? []).join("\n");

describe("the legends of play's boards", () => {
  it("Murano: how a move's TM.B2 is found on the board, whose tiles and gondoliers are whose, the step", () => {
    const legend = legendOf(murano);
    expect(legend).toContain("TM.B2 in a move: space B2 of island TM");
    expect(legend).toContain(":2 its owner (Player 2)");
    expect(legend).toContain("(turn): the step of the turn");
    expect(legend).not.toMatch(/\bseat\b/);
  });

  it("Light Masters: what the hand's #1 is and what a completion earns", () => {
    const legend = legendOf(lightMasters);
    expect(legend).toContain("Hand: #1 is the first creation, the only one you can complete");
    expect(legend).toContain("earn 1Ł per empty Workbench space");
  });

  it("Walking in Burano: the numbered houses, L1 and L2, the floors and the supply columns", () => {
    const legend = legendOf(burano);
    expect(legend).toContain("Houses: numbered from the left (a new house L1 goes just left of house 1");
    expect(legend).toContain("rows 3rd 2nd 1st are the floors");
    expect(legend).toContain("Supply: each column holds a 1st, 2nd and 3rd floor card");
  });

  it("stays short: a few lines under the first board", () => {
    for (const game of [murano, lightMasters, burano]) expect((LEGENDS[game.id]?.(firstBoard(game)) ?? []).length).toBeLessThanOrEqual(10);
  });
});
