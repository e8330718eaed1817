/**
 * "Did you mean" for an unknown game: by substring of the id or name, by shared words, then by
 * spelling (issue 28).
 */
import { exampleGames, registry, suggestGames } from "@laguna/cli";
import { describe, expect, it } from "vitest";
import { run } from "./helpers";

const known = [...registry, ...exampleGames];

describe("suggestGames", () => {
  it("finds the game whose id or name holds what was typed, before one spelt alike", () => {
    expect(suggestGames("burano", known)).toEqual(["walking-in-burano"]);
    expect(suggestGames("light-masters", known)).toEqual(["murano-light-masters"]);
    expect(suggestGames("Light Masters", known)).toEqual(["murano-light-masters"]);
    expect(suggestGames("walking", known)).toEqual(["walking-in-burano"]);
    expect(suggestGames("tac", known)).toEqual(["tic-tac-toe"]);
    // Both hold it: the shorter first.
    expect(suggestGames("muran", known)).toEqual(["murano", "murano-light-masters"]);
  });

  it("then the game sharing the most words, a word matching by its start or one letter off", () => {
    expect(suggestGames("lights", known)).toEqual(["murano-light-masters"]);
    expect(suggestGames("light-master", known)).toEqual(["murano-light-masters"]);
    expect(suggestGames("burano-walk", known)).toEqual(["walking-in-burano"]);
    expect(suggestGames("tic_tac", known)).toEqual(["tic-tac-toe"]);
    expect(suggestGames("murano-lights", known)).toEqual(["murano-light-masters"]);
  });

  it("then the closest spelling, and nothing for a name like no game's", () => {
    expect(suggestGames("stahs", known)).toEqual(["stash"]);
    expect(suggestGames("murnao", known)).toEqual(["murano"]);
    expect(suggestGames("chess", known)).toEqual([]);
    expect(suggestGames("go", known)).toEqual([]);
  });
});

describe("an unknown game on the command line", () => {
  const cases: [string, string][] = [
    ["burano", "walking-in-burano"],
    ["lights", "murano-light-masters"],
    ["light-masters", "murano-light-masters"],
    ["stahs", "stash"],
  ];
  for (const [typed, meant] of cases) {
    it(`simulate ${typed} suggests ${meant}`, async () => {
      const r = await run(["simulate", typed], registry);
      expect(r.code).toBe(2);
      expect(r.err.replace(/\n {4}/g, " ")).toContain(`unknown game "${typed}" (did you mean ${meant}?). The games are walking-in-burano,`);
    });
  }

  it("names every candidate when several hold what was typed", async () => {
    const r = await run(["analyze", "mura"], registry);
    expect(r.code).toBe(2);
    expect(r.err.replace(/\n {4}/g, " ")).toContain('unknown game "mura" (did you mean murano or murano-light-masters?)');
  });
});
