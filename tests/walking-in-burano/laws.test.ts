import { checkGameLaws, recordTranscript, variantConfigs } from "@laguna/testing";
import { game } from "@laguna/walking-in-burano";
import { beforeEach, describe, expect, it } from "vitest";
import { FULL_LAW_SWEEP, sweepRuns, sweepShare, variantOf } from "../support/law-sweep";
import { buranoHiddenZones } from "./hidden-zones";
import { buranoInvariants, buranoTransitions } from "./invariants";

const variants = variantConfigs(game);

/**
 * The printed rules can deadlock (docs/games/walking-in-burano.md, "Why R31 exists"): without our
 * house rule roundLimit, a multiplayer game may go on for ever, and the law kit's step limit (1,000
 * actions) cuts it. The share of random games it cuts, measured over 40 games of every declared
 * config (about half at 2 players, four in five with rightmostRemoval "space"; a quarter at 3; two
 * in five at 4), with a margin: the termination law reports a config only when more of its games
 * are cut than this explains. Solo games and games with a round limit end (maxActions is finite).
 */
const DEADLOCK_SHARE: Readonly<Record<number, number>> = { 2: 0.9, 3: 0.5, 4: 0.7 };
const expectedUnfinished = (config: (typeof variants)[number]["config"]): number | undefined =>
  config.roundLimit === null ? DEADLOCK_SHARE[config.playerCount] : undefined;

// Each test runs synchronously for a second or more: yield to the event loop between tests so that
// the vitest worker answers its runner's messages (long files otherwise hit the worker's RPC timeout).
beforeEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe("Walking in Burano declares its variants", () => {
  it("every player count, every option value, only valid start players", () => {
    const names = variants.map((c) => c.name);
    expect(names.filter((n) => n.endsWith("default"))).toEqual(["1p default", "2p default", "3p default", "4p default"]);
    expect(names).toContain('2p adjacentTriple="window3"');
    expect(names).toContain("4p startPlayer=3");
    expect(names).not.toContain("2p startPlayer=3");
    // 16 non-default option values (our house rule roundLimit=20 among them), plus each valid fixed start seat, plus the default.
    expect([1, 2, 3, 4].map((n) => variants.filter((v) => v.config.playerCount === n).length)).toEqual([18, 19, 20, 21]);
    // The share `npm test` checks (tests/support/law-sweep.ts) still holds every variant and every default.
    const share = sweepShare(variants, false).map((c) => c.name);
    expect(new Set(share.map(variantOf))).toEqual(new Set(names.map(variantOf)));
    expect(share.filter((n) => n.endsWith("default"))).toEqual(names.filter((n) => n.endsWith("default")));
  });
});

// One test per declared config (each player count with its default config and each variant),
// a few generated games each, played to the end with every law checked at every step. The full
// sweep (`npm run test:laws`) checks every declared config; `npm test` each default and each other
// variant at one player count, one game each (tests/support/law-sweep.ts).
describe("Walking in Burano obeys the engine laws", () => {
  for (const { name, config } of sweepShare(variants)) {
    const runs = sweepRuns(config.playerCount === 4 ? 1 : 2);
    it(name, () => {
      const report = checkGameLaws(game, {
        configs: [config],
        runsPerConfig: runs,
        legalSample: 4,
        illegalSample: 3,
        seed: name.length * 7919,
        invariants: buranoInvariants,
        transitions: buranoTransitions,
        expectedUnfinished,
        hiddenZones: buranoHiddenZones,
      });
      expect(report.games).toBe(runs);
    });
  }

  // One game a test (6 in the full sweep, 2 in `npm test`), so that no test runs long.
  for (let k = 0; k < (FULL_LAW_SWEEP ? 6 : 2); k++) {
    it(`random combination of options, seed ${5 + k}`, () => {
      const report = checkGameLaws(game, {
        runsPerConfig: 0,
        mixedRuns: 1,
        legalSample: 4,
        illegalSample: 3,
        seed: 5 + k,
        invariants: buranoInvariants,
        transitions: buranoTransitions,
        expectedUnfinished,
        hiddenZones: buranoHiddenZones,
      });
      expect(report.games).toBe(1);
    });
  }
});

describe("golden transcripts", () => {
  for (const n of game.playerCounts) {
    it(`${n} player${n > 1 ? "s" : ""}, seed 2026`, async () => {
      // The printed rules (no round limit), except at 4 players: this seeded random game deadlocks
      // (no tokens, houses that cannot be completed, decks refilled by returned cards) and would run
      // to the step limit, so it is recorded with our house rule R31, roundLimit 20, as before.
      const config = { ...game.defaultConfig(n), startPlayer: 0 as const, ...(n === 4 ? { roundLimit: 20 } : {}) };
      await expect(recordTranscript(game, config, 2026)).toMatchFileSnapshot(
        `golden/${n}p.txt`,
      );
    });
  }
});
