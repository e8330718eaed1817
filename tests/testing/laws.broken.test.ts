import { LAWS, formatLawReport, runGameLaws } from "@laguna/testing";
import { describe, expect, it } from "vitest";
import { brokenFixtures } from "../fixtures/broken";
import { strongerLawFixtures } from "./fixtures/stronger-laws";

describe("the law kit catches each deliberately broken fixture", () => {
  it("has at least one broken fixture per law (the stronger laws' fixtures are tested in laws.stronger.test.ts)", () => {
    expect(new Set([...brokenFixtures, ...strongerLawFixtures].map((b) => b.law))).toEqual(new Set(LAWS));
  });

  for (const broken of brokenFixtures) {
    it(`law ${LAWS.indexOf(broken.law) + 1} (${broken.law}): ${broken.description}`, () => {
      const report = runGameLaws(broken.game, {
        runsPerConfig: 10,
        mixedRuns: 10,
        seed: 3,
        ...(broken.invariants ? { invariants: broken.invariants } : {}),
        ...(broken.transitions ? { transitions: broken.transitions } : {}),
      });
      expect(report.ok, formatLawReport(broken.game, report)).toBe(false);
      expect(report.failure?.law, formatLawReport(broken.game, report)).toBe(broken.law);
      expect(report.failure?.message).toMatch(new RegExp(`^law ${LAWS.indexOf(broken.law) + 1} \\(${broken.law}\\) broken: `));
    });
  }
});

describe("the redraw law sees every seat re-drawn on its own turn", () => {
  it("catches a redrawHidden broken only for seat 1 on seat 1's turn, in two-player games with a fixed seat order", async () => {
    const { stash } = await import("../fixtures/stash");
    const broken = brokenFixtures.find((b) => b.description.startsWith("re-drawn for seat 1 on seat 1's own turn"));
    if (broken === undefined) throw new Error("fixture missing");
    const report = runGameLaws(broken.game, { configs: [stash.defaultConfig(2)], runsPerConfig: 30, seed: 3 });
    expect(report.ok, formatLawReport(broken.game, report)).toBe(false);
    expect(report.failure?.law).toBe("redraw");
  });
});
