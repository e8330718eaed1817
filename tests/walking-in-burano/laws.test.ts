import { checkGameLaws, recordTranscript, variantConfigs } from "@laguna/testing";
import { game } from "@laguna/walking-in-burano";
import { describe, expect, it } from "vitest";
import { buranoInvariants } from "./invariants";

describe("Walking in Burano obeys the engine laws", () => {
  it("declares every player count and every variant", () => {
    const names = variantConfigs(game).map((c) => c.name);
    expect(names.filter((n) => n.endsWith("default"))).toEqual(["1p default", "2p default", "3p default", "4p default"]);
    expect(names).toContain("2p adjacentTriple=\"window3\"");
    expect(names).toContain("4p startPlayer=3");
    expect(names).not.toContain("2p startPlayer=3");
  });

  for (const n of game.playerCounts) {
    it(`for ${n} player${n > 1 ? "s" : ""}, default config and every variant`, () => {
      const report = checkGameLaws(game, {
        playerCounts: [n],
        runsPerConfig: 2,
        mixedRuns: 4,
        legalSample: 4,
        illegalSample: 4,
        seed: 100 + n,
        invariants: buranoInvariants,
      });
      expect(report.games).toBe(report.configs.length * 2 - 2 + 4);
    });
  }
});

describe("golden transcripts", () => {
  for (const n of game.playerCounts) {
    it(`${n} player${n > 1 ? "s" : ""}, seed 2026`, async () => {
      await expect(recordTranscript(game, { ...game.defaultConfig(n), startPlayer: 0 }, 2026)).toMatchFileSnapshot(
        `golden/${n}p.txt`,
      );
    });
  }
});
