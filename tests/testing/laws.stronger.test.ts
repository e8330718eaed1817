import { createMatch, lastEntry, matchLog, playout, undo, uniformRandomPolicy } from "@laguna/core";
import { LAWS, checkGameLaws, formatLawReport, runGameLaws } from "@laguna/testing";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { describe, expect, it } from "vitest";
// The loop search's walk itself (not exported by the kit), to test it on its own.
import { SeenStates, seekLoop } from "../../packages/testing/src/loops";
import { stash } from "../fixtures/stash";
import { left, right } from "../support/either";
import { type PickupAction, pickup } from "./fixtures/pickup";
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
      const report = runGameLaws(broken.game, { ...fixed, ...broken.options });
      const text = formatLawReport(broken.game, report);
      expect(report.failure?.law, text).toBe(broken.law);
      expect(report.failure?.message).toMatch(new RegExp(`^law ${LAWS.indexOf(broken.law) + 1} \\(${broken.law}\\) broken: `));
      expect(report.failure?.message).toMatch(broken.message);
      const without = runGameLaws(broken.game, { ...fixed, ...broken.options, skip: [broken.onlyCaughtBy] });
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

describe("the loop search of the termination law", () => {
  it("a return-seeking walk in the stalling Pickup comes back to where it started: discard, take it back, for each seat", () => {
    const game = pickup({ endlessDiscard: true });
    // Once each seat has taken from the discard pile (so that the flag no longer changes).
    let start = game.setup(game.defaultConfig(2), 1);
    for (let i = 0; i < 4; i++) {
      const seat = start.current;
      const action = game.legalActions(start, seat).find((a) => a.type === "discard" || a.type === "takeDiscard") as PickupAction;
      start = right(game.apply(start, seat, action));
    }
    expect(start.players.map((p) => p.tookDiscard)).toEqual([true, true]);
    const fns = {
      activePlayers: (s: typeof start) => game.activePlayers(s),
      legalActions: (s: typeof start, seat: number) => game.legalActions(s, seat),
      apply: (s: typeof start, seat: number, a: PickupAction) => {
        const r = game.apply(s, seat, a);
        return r._tag === "Right" ? r.right : undefined;
      },
    };
    const found = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => seekLoop(start, new SeenStates(), fns, 8, 4, xoroshiro128plus(seed))).filter((f) => f !== undefined);
    expect(found.length).toBeGreaterThan(0);
    for (const loop of found) {
      expect(loop.backToWalk).toBeDefined();
      expect(loop.walk.map((m) => m.action.type)).toEqual(expect.arrayContaining(["discard", "takeDiscard"]));
    }
    // The correct game never comes back: each turn draws from the deck, or takes the discard once.
    const correct = pickup();
    const none = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => seekLoop(start, new SeenStates(), { ...fns, legalActions: correct.legalActions, apply: (s: typeof start, seat: number, a: PickupAction) => {
      const r = correct.apply(s, seat, a);
      return r._tag === "Right" ? r.right : undefined;
    } }, 8, 4, xoroshiro128plus(seed)));
    expect(none.every((f) => f === undefined)).toBe(true);
  });
});
