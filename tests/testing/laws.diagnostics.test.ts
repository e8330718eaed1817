import { activePlayers, lastEntry, legalActions } from "@laguna/core";
import {
  DEFAULT_TIME_BUDGET_MS,
  checkGameLaws,
  describeDifference,
  firstDifference,
  formatLawReport,
  replayTrace,
  runGameLaws,
} from "@laguna/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { brokenFixtures } from "../fixtures/broken";
import { type PickupConfig, pickup } from "./fixtures/pickup";
import { strongerLawFixtures } from "./fixtures/stronger-laws";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("an exception names the law and the function", () => {
  it("a view that sorts the hand in place (a frozen array) is reported as such, not as a bare TypeError", () => {
    const game = pickup({ sortInPlace: true });
    const report = runGameLaws(game, { runsPerConfig: 1, mixedRuns: 0, seed: 1 });
    expect(report.failure?.law).toBe("purity");
    expect(report.failure?.message).toMatch(
      /^law 4 \(purity\) broken: view for seat \d at step \d+ threw: Cannot assign to read only property '0' of object '\[object Array\]' \(called by the secrecy law: it writes into its input/,
    );
  });

  it("a function that throws is reported under the law that called it, by name", () => {
    const game = { ...pickup(), redrawHidden: () => {
      throw new Error("no deck to shuffle");
    } };
    const report = runGameLaws(game, { runsPerConfig: 1, mixedRuns: 0, seed: 1 });
    expect(report.failure?.message).toBe("law 7 (secrecy) broken: redrawHidden for the spectator at step 0 threw: no deck to shuffle");
  });

  it("so does a throwing isUndoable, called by the engine", () => {
    const game = { ...pickup(), isUndoable: () => {
      throw new Error("which action?");
    } };
    const report = runGameLaws(game, { runsPerConfig: 1, mixedRuns: 0, seed: 1 });
    expect(report.failure?.law).toBe("legality");
    expect(report.failure?.message).toMatch(/the rule module threw: which action\?/);
  });
});

describe("secrecy failures name the field that differs", () => {
  it("a view that shows every hand: the path of the hand and both values", () => {
    const leaky = brokenFixtures.find((b) => b.description === "every player's view shows every hand");
    if (leaky === undefined) throw new Error("fixture not found");
    const report = runGameLaws(leaky.game, { runsPerConfig: 2, mixedRuns: 0, seed: 3 });
    expect(report.failure?.law).toBe("secrecy");
    expect(report.failure?.message).toMatch(/changes when hidden information is re-drawn, at players\[\d\]\.hand(\[\d\])?: .* \(here\) vs .* \(re-drawn\): it reveals what .* may not know, or redrawHidden changed what .* can see$/);
  });

  it("firstDifference and describeDifference find the first differing field, by path", () => {
    const a = { deck: 3, players: [{ hand: ["R1", "G2"] }, { hand: { size: 2 } }] };
    const b = { deck: 3, players: [{ hand: ["R1", "B4"] }, { hand: { size: 2 } }] };
    expect(firstDifference(a, b)).toEqual({ path: "players[0].hand[1]", left: "G2", right: "B4" });
    expect(firstDifference(a, a)).toBeUndefined();
    expect(firstDifference([1, 2], [1, 2, 3])).toEqual({ path: "", left: [1, 2], right: [1, 2, 3] });
    expect(firstDifference({ "odd key": 1 }, { "odd key": 2 })?.path).toBe('["odd key"]');
    expect(describeDifference({ a: 1 }, { a: 2 }, "before", "after")).toBe("at a: 1 (before) vs 2 (after)");
    expect(describeDifference({ a: 1 }, {}, "before", "after")).toBe("at a: 1 (before) vs nothing (after)");
  });
});

describe("replayTrace turns a failure into a Match", () => {
  it("stands at the step where the law broke: the undoable draw of the reveal fixture is the next action", () => {
    const broken = strongerLawFixtures.find((f) => f.law === "reveal");
    if (broken === undefined) throw new Error("fixture not found");
    const report = runGameLaws(broken.game, { runsPerConfig: 2, mixedRuns: 0, seed: 3 });
    const failure = report.failure;
    if (failure?.step === undefined) throw new Error(formatLawReport(broken.game, report));
    const game = pickup({ drawUndoable: true });
    const config = failure.configValue as PickupConfig;
    const at = replayTrace(game, config, failure.trace, { steps: failure.step });
    expect(at.length).toBe(failure.step);
    const seat = activePlayers(at)[0] as number;
    expect(at.state.phase).toBe("draw");
    expect(legalActions(at, seat)).toContainEqual({ type: "draw" });
    const after = replayTrace(game, config, failure.trace, { steps: failure.step + 1 });
    expect(lastEntry(after)).toEqual({ seat, action: { type: "draw" }, undoable: true });
    expect(formatLawReport(broken.game, report)).toContain(`replayTrace(game, failure.configValue, failure.trace, { steps: ${failure.step} })`);
  });

  it("replays the loop a termination failure prints: the state it plays to came before", () => {
    const broken = strongerLawFixtures.find((f) => f.law === "termination");
    if (broken === undefined) throw new Error("fixture not found");
    const report = runGameLaws(broken.game, { runsPerConfig: 3, mixedRuns: 0, seed: 3 });
    const message = report.failure?.message ?? "";
    const trace = /The trace \{ seed: (-?\d+), choices: \[([\d, ]*)\], tailSeed: (-?\d+) \}/.exec(message);
    const cycle = /the (\d+) actions? \[/.exec(message);
    if (trace === null || cycle === null) throw new Error(message);
    const loopTrace = { seed: Number(trace[1]), choices: (trace[2] ?? "").split(", ").map(Number), tailSeed: Number(trace[3]) };
    const config = report.failure?.configValue as PickupConfig;
    const end = replayTrace(broken.game as ReturnType<typeof pickup>, config, loopTrace, { steps: loopTrace.choices.length });
    const start = replayTrace(broken.game as ReturnType<typeof pickup>, config, loopTrace, { steps: loopTrace.choices.length - Number(cycle[1]) });
    expect(end.length).toBe(loopTrace.choices.length);
    expect(end.state).toEqual(start.state);
  });

  it("plays a whole trace to the end of the game without steps, like the law kit", () => {
    const game = pickup();
    const match = replayTrace(game, game.defaultConfig(2), { seed: 9, choices: [1, 2, 3], tailSeed: 4 });
    expect(match.state.over).toBe(true);
    expect(() => replayTrace(game, { playerCount: 5, handSize: 3 } as unknown as PickupConfig, { seed: 1, choices: [], tailSeed: 0 })).toThrow(/refuses the config/);
  });
});

describe("sizing: a time budget", () => {
  it("cuts a run that would take longer, says so, and still plays every config once", () => {
    const game = pickup();
    const report = runGameLaws(game, { runsPerConfig: 50, mixedRuns: 50, timeBudgetMs: 1, seed: 1 });
    expect(report.ok).toBe(true);
    expect(report.planned).toBe(5 * 50);
    expect(report.games).toBe(5);
    expect(report.cut).toMatch(/^the time budget of 1 ms cut the run: 5 of 250 planned games were played \(2p default 1 of 50, .*mixed options 1 of 50\)\. For more, raise timeBudgetMs/);
    expect(formatLawReport(game, report)).toContain(report.cut);
  });

  it("checkGameLaws warns when the budget cut the run", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    checkGameLaws(pickup(), { runsPerConfig: 20, mixedRuns: 0, timeBudgetMs: 1, seed: 1 });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^pickup 1\.0\.0: the time budget of 1 ms cut the run/));
  });

  it("explicit runsPerConfig is honoured in full without a budget; the default run keeps to DEFAULT_TIME_BUDGET_MS", () => {
    const full = runGameLaws(pickup(), { runsPerConfig: 2, mixedRuns: 1, seed: 1 });
    expect(full.games).toBe(4 * 2 + 1);
    expect(full.cut).toBeUndefined();
    expect(DEFAULT_TIME_BUDGET_MS).toBeLessThan(5000);
    const byDefault = runGameLaws(pickup({}), { seed: 1 });
    expect(byDefault.planned).toBe(50);
    expect(byDefault.games).toBeGreaterThanOrEqual(5);
    if (byDefault.cut !== undefined) expect(byDefault.cut).toContain(`the time budget of ${DEFAULT_TIME_BUDGET_MS} ms cut the run`);
  });
});
