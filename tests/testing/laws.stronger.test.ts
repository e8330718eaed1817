import { createMatch, lastEntry, matchLog, playout, undo, uniformRandomPolicy } from "@laguna/core";
import { LAWS, checkGameLaws, formatLawReport, runGameLaws } from "@laguna/testing";
import { describe, expect, it } from "vitest";
import { stash } from "../fixtures/stash";
import { left, right } from "../support/either";
import { pickup } from "./fixtures/pickup";
import { strongerLawFixtures } from "./fixtures/stronger-laws";

/** A run of fixed size (no time budget), the same for every fixture. */
const fixed = { runsPerConfig: 3, mixedRuns: 2, seed: 3 } as const;

describe("the correct Pickup (hidden hands, string card codes, publicly known cards) obeys every law", () => {
  it("under the default reading", () => {
    const report = checkGameLaws(pickup(), fixed);
    expect(report.games).toBe(4 * 3 + 2);
  });

  it("under the strict reading of the reveal law too", () => {
    checkGameLaws(pickup(), { ...fixed, strictReveal: true });
  });
});

describe("each stronger law catches its broken fixture, which the laws without it do not", () => {
  for (const broken of strongerLawFixtures) {
    it(`law ${LAWS.indexOf(broken.law) + 1} (${broken.law}): ${broken.description}`, () => {
      const report = runGameLaws(broken.game, fixed);
      const text = formatLawReport(broken.game, report);
      expect(report.failure?.law, text).toBe(broken.law);
      expect(report.failure?.message).toMatch(new RegExp(`^law ${LAWS.indexOf(broken.law) + 1} \\(${broken.law}\\) broken: `));
      expect(report.failure?.message).toMatch(broken.message);
      const without = runGameLaws(broken.game, { ...fixed, skip: [broken.onlyCaughtBy] });
      expect(without.ok, formatLawReport(broken.game, without)).toBe(true);
    });
  }
});

describe("the reveal law", () => {
  it("found that Stash's last action could be undone though it shows every vault; it no longer can", () => {
    const end = right(playout(right(createMatch(stash, stash.defaultConfig(2), 5)), uniformRandomPolicy(5)));
    expect(end.state.over).toBe(true);
    expect(lastEntry(end)?.undoable).toBe(false);
    expect(left(undo(end)).kind).toBe("cannot-undo");
    // The action before it (the deck is empty by then) still can be undone: it reveals nothing.
    expect(matchLog(end).at(-2)?.undoable).toBe(true);
  });

  it("without that fix, Stash breaks the reveal law at its last action, naming the vault that shows", () => {
    const unfixed = {
      ...stash,
      isUndoable: (...[before, , action, after]: Parameters<NonNullable<typeof stash.isUndoable>>) => action.type !== "mulligan" && before.deck.length === after.deck.length,
    };
    const report = runGameLaws(unfixed, { runsPerConfig: 2, mixedRuns: 0, playerCounts: [2], seed: 1 });
    expect(report.failure?.law, formatLawReport(unfixed, report)).toBe("reveal");
    expect(report.failure?.message).toMatch(/can be undone, yet it shows (seat \d|the spectator) something .* at players\[\d\]\.vault/);
  });
});
