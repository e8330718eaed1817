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
