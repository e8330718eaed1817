import type { HiddenZone, Viewer } from "@laguna/core";
import { DEFAULT_LAW_STEP_LIMIT, checkGameLaws, formatLawReport, runGameLaws, variantConfigs } from "@laguna/testing";
import { beforeEach, describe, expect, it } from "vitest";
import { stash, STASH_CARDS, type StashState } from "../fixtures/stash";
import { tally } from "../fixtures/tally";
import { ticTacToe } from "../fixtures/tic-tac-toe";

/** Every card is in exactly one place. */
const cardsConserved = (s: StashState): boolean | string => {
  const all = [...s.deck, ...s.players.flatMap((p) => [...p.hand, ...p.played, ...p.vault])].sort((a, b) => a - b);
  return all.length === STASH_CARDS.length && all.every((c, i) => c === i) ? true : `cards: ${all.join(",")}`;
};

/**
 * What `viewer` cannot see in Stash, as Stash's redrawHidden re-deals it: the deck, and each other
 * seat's hand and (until the game is over, when vaults are shown) its vault. No card in them is
 * publicly known.
 */
const stashZones = (s: StashState, viewer: Viewer): HiddenZone<number>[] => [
  { cards: s.deck },
  ...s.players.flatMap((p, seat) => (seat === viewer ? [] : [{ cards: p.hand }, ...(s.over ? [] : [{ cards: p.vault }])])),
];

// Long synchronous tests: yield to the event loop between them, so that the vitest worker answers its runner.
beforeEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe("the law suite on the fixture games", () => {
  it("declares every variant of each fixture", () => {
    expect(variantConfigs(ticTacToe).map((c) => c.name)).toEqual(["2p default", "2p misere=true", "2p firstPlayer=1"]);
    expect(variantConfigs(stash).map((c) => c.name)).toEqual(
      [2, 3, 4].flatMap((n) => [`${n}p default`, `${n}p handSize=2`, `${n}p vaultBonus=true`, `${n}p startPlayer="random"`]),
    );
  });

  it("tic-tac-toe obeys every law", () => {
    const report = checkGameLaws(ticTacToe, { runsPerConfig: 30, mixedRuns: 20, seed: 1 });
    expect(report.games).toBe(3 * 30 + 20);
    expect(report.steps).toBeGreaterThan(report.games * 5);
  });

  // One test per player count (the same games as one run of all three: 8 a config and 20 over
  // mixed options in all), so that no test computes long.
  for (const [n, mixed] of [[2, 7], [3, 7], [4, 6]] as const) {
    it(`Stash obeys every law, with its conservation invariant and its hidden zones: ${n} players`, () => {
      const report = checkGameLaws(stash, { playerCounts: [n], runsPerConfig: 8, mixedRuns: mixed, seed: 2 + n, invariants: { cardsConserved }, hiddenZones: stashZones });
      expect(report.games).toBe(4 * 8 + mixed);
      expect(report.configs).toHaveLength(5);
    });
  }
});

describe("the laws on a game that need not end (Tally)", () => {
  const endless = { playerCount: 2 as const, target: null, roundLimit: null };

  it("an unbounded config that the rules let run for ever (expectedUnfinished: 1) is checked up to the step limit and counted as unfinished, not as a broken termination law", () => {
    const report = checkGameLaws(tally, { configs: [endless], runsPerConfig: 3, maxSteps: 40, seed: 3, expectedUnfinished: 1 });
    expect(report.games).toBe(3);
    expect(report.unfinished).toBe(3);
    expect(report.steps).toBe(3 * 40);
    expect(formatLawReport(tally, report)).toContain("3 games (3 cut by the step limit, unfinished)");
    expect(DEFAULT_LAW_STEP_LIMIT).toBe(1000);
  });

  it("every declared variant: the bounded ones end (termination holds), the unbounded ones may be cut", () => {
    // target=null with no round limit never ends: the test says so; the other configs keep the default share.
    const report = checkGameLaws(tally, { runsPerConfig: 4, mixedRuns: 4, maxSteps: 200, seed: 4, expectedUnfinished: (c) => (c.target === null ? 1 : undefined) });
    expect(report.games).toBe(3 * 4 + 4);
    // Only target=null with no round limit can be cut: never the default nor roundLimit=10.
    expect(report.unfinished).toBeGreaterThanOrEqual(4);
    expect(report.unfinished).toBeLessThan(report.games);
  });

  it("a bounded config is still held to its declared maxActions by the termination law", () => {
    const lying = { ...tally, maxActions: () => 3 };
    const report = runGameLaws(lying, { configs: [{ ...endless, roundLimit: 10 }], runsPerConfig: 2, maxSteps: 1000, seed: 5 });
    expect(report.ok).toBe(false);
    expect(report.failure?.law).toBe("termination");
  });
});
