/**
 * The law kit's two blind spots of issue 31, closed: a config with no finite maxActions is held to
 * an end too (loops are searched, and too many games cut by the step limit are "does not end in
 * practice"), and a redrawHidden that re-draws too little is reported before secrecy trusts it.
 * Each broken fixture here passed the kit before (checked on the old kit; the `skip` runs below
 * show the same here: without the new check, every law holds).
 */
import { LAWS, checkGameLaws, formatLawReport, runGameLaws } from "@laguna/testing";
import { beforeEach, describe, expect, it } from "vitest";
// The statistics of the new checks (not exported by the kit), to test them on their own.
import { stayChance } from "../../packages/testing/src/redraw-variety";
import { binomialTail } from "../../packages/testing/src/unfinished-share";
import { brokenFixtures } from "../fixtures/broken";
import { tally } from "../fixtures/tally";
import { pickup, pickupZones } from "./fixtures/pickup";

// Long synchronous tests: yield to the event loop between them, so that the vitest worker answers its runner.
beforeEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const neverEnds = brokenFixtures.find((b) => b.description.startsWith("reaching the target does not end the game"));
if (neverEnds === undefined) throw new Error("fixture missing");

describe("termination under a config with no finite maxActions: does not end in practice", () => {
  it("a game whose every game runs to the step limit is reported, naming the config, the count and the step limit", () => {
    const report = runGameLaws(neverEnds.game, { runsPerConfig: 10, mixedRuns: 0, seed: 3, maxSteps: 200 });
    const text = formatLawReport(neverEnds.game, report);
    expect(report.failure?.law, text).toBe("termination");
    expect(report.failure?.message).toMatch(
      /^law 6 \(termination\) broken: config "2p default" does not end in practice: 10 of its 10 games were cut by the step limit \(200 actions\), more than the 5 % of games its rules are expected to leave unfinished explains .* state the share with the option expectedUnfinished; if the games are just long, raise maxSteps$/,
    );
    expect(report.failure?.config).toMatch(/^2p default \{/);
    expect(report.failure?.step).toBe(200);
    // The trace is a game that was cut: replayed, it is still going at the step limit.
    expect(text).toContain("replayTrace(game, failure.configValue, failure.trace, { steps: 200 })");
  });

  it("without the new check (skip: unfinished-share) the same run passes, as it did on the old kit", () => {
    const report = runGameLaws(neverEnds.game, { runsPerConfig: 10, mixedRuns: 0, seed: 3, maxSteps: 200, skip: ["unfinished-share"] });
    expect(report.ok, formatLawReport(neverEnds.game, report)).toBe(true);
    expect(report.unfinished).toBeGreaterThanOrEqual(20);
  });

  it("a game that states the share its rules leave unfinished passes with it (expectedUnfinished)", () => {
    const report = checkGameLaws(neverEnds.game, { runsPerConfig: 10, mixedRuns: 0, seed: 3, maxSteps: 100, expectedUnfinished: (c: { roundLimit: number | null }) => (c.roundLimit === null ? 1 : undefined) });
    expect(report.unfinished).toBe(20);
  });

  it("a few games cannot fail a sound game by chance: the cut games are judged by a binomial test against the share", () => {
    // 2 of 2 games cut at 5 %: a chance of 1 in 400, not evidence.
    expect(binomialTail(2, 2, 0.05)).toBeCloseTo(0.0025, 6);
    expect(binomialTail(0, 10, 0.05)).toBe(1);
    expect(binomialTail(10, 10, 0.05)).toBeLessThan(1e-12);
    expect(binomialTail(1, 10, 0)).toBe(0);
    const few = runGameLaws(neverEnds.game, { configs: [tally.defaultConfig(2)], runsPerConfig: 4, seed: 3, maxSteps: 50 });
    expect(few.ok, formatLawReport(neverEnds.game, few)).toBe(true);
    const more = runGameLaws(neverEnds.game, { configs: [tally.defaultConfig(2)], runsPerConfig: 5, seed: 3, maxSteps: 50 });
    expect(more.failure?.message).toContain('config "config 0" does not end in practice: 5 of its 5 games were cut by the step limit (50 actions)');
  });
});

describe("termination under a config with no finite maxActions: loops", () => {
  const endless = pickup({ endlessDiscard: true, noBound: true });

  it("a loop is reported as a cycle the rules allow, naming the option that declares it part of the rules", () => {
    const report = runGameLaws(endless, { runsPerConfig: 3, mixedRuns: 0, seed: 3 });
    expect(report.failure?.law).toBe(LAWS[5]);
    expect(report.failure?.message).toMatch(/lead back to the same state .* and the config declares no bound \(maxActions is Infinity\): its rules let play go round this cycle without end \(if that is part of the game's rules, say so with the option cyclesAllowed\)/);
  });

  it("a game whose rules let positions repeat says so with cyclesAllowed, and passes", () => {
    const report = checkGameLaws(endless, { runsPerConfig: 3, mixedRuns: 0, seed: 3, cyclesAllowed: true });
    expect(report.games).toBe(4 * 3);
    expect(checkGameLaws(endless, { runsPerConfig: 2, mixedRuns: 0, seed: 3, cyclesAllowed: (c) => c.playerCount > 0 }).games).toBe(8);
  });

  it("cyclesAllowed does not excuse a loop under a finite maxActions: the bound would be a lie", () => {
    const bounded = pickup({ endlessDiscard: true });
    const report = runGameLaws(bounded, { runsPerConfig: 3, mixedRuns: 0, seed: 3, cyclesAllowed: true });
    expect(report.failure?.law).toBe("termination");
    expect(report.failure?.message).toMatch(/yet the config declares at most \d+ actions/);
  });
});

describe("the redraw law's variety check (hiddenZones)", () => {
  it("the correct Pickup passes it: its re-draws vary the other hands and keep their known cards", () => {
    const report = checkGameLaws(pickup(), { runsPerConfig: 3, mixedRuns: 2, seed: 3, hiddenZones: pickupZones });
    expect(report.games).toBe(14);
  });

  it("a re-draw that loses a card the viewer knows is in a zone is reported, naming the zone and the card", () => {
    const game = pickup({ redrawKnownCards: true });
    const report = runGameLaws(game, { runsPerConfig: 3, mixedRuns: 0, seed: 3, hiddenZones: pickupZones });
    expect(report.failure?.law).toBe("redraw");
    expect(report.failure?.message).toMatch(/^law 11 \(redraw\) broken: (redrawHidden for (seat \d|the spectator) at step \d+ \(seed \d+\) takes "[RGBY][1-5]" out of hidden zone \d \(hiddenZones\), though (seat \d|the spectator) knows it is there: it changed what (seat \d|the spectator) can see|checkState refuses the state re-drawn)/);
  });

  it("the chance that a fair re-draw leaves every zone as it was: 1 when only one arrangement is possible", () => {
    // Two hands of one unknown card each, two different cards: half the re-draws swap them.
    expect(stayChance([{ cards: ["A"] }, { cards: ["B"] }])).toBeCloseTo(0.5, 12);
    // Known cards stay: only the unknown ones count.
    expect(stayChance([{ cards: ["A", "C"], known: ["C"] }, { cards: ["B"] }])).toBeCloseTo(0.5, 12);
    // One zone, or cards all alike: nothing to vary.
    expect(stayChance([{ cards: ["A", "B", "C"] }])).toBe(1);
    expect(stayChance([{ cards: ["A"] }, { cards: ["A", "A"] }])).toBe(1);
    expect(stayChance([{ cards: ["A"], known: ["A"] }, { cards: ["B"] }])).toBe(1);
    // A deck of 3 and a hand of 2 from 5 different cards: 1 in C(5,2) = 10.
    expect(stayChance([{ cards: [1, 2, 3] }, { cards: [4, 5] }])).toBeCloseTo(0.1, 12);
  });
});
