import { game } from "@laguna/murano";
import { checkGameLaws, recordTranscript, variantConfigs } from "@laguna/testing";
import { beforeEach, describe, expect, it } from "vitest";
import { FULL_LAW_SWEEP, sweepShare, variantOf } from "../support/law-sweep";
import { muranoHiddenZones } from "./hidden-zones";
import { muranoInvariants, muranoTransitions } from "./invariants";

const variants = variantConfigs(game);

// Each test runs synchronously for a while: yield to the event loop between tests so that the
// vitest worker answers its runner's messages.
beforeEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe("Murano declares its variants", () => {
  it("every player count, every flag value, only valid start players", () => {
    const names = variants.map((c) => c.name);
    expect(names.filter((n) => n.endsWith("default"))).toEqual(["2p default", "3p default", "4p default"]);
    expect(names).toContain('2p productionVpRule="clamp"');
    expect(names).toContain("4p startPlayer=3");
    expect(names).not.toContain("2p startPlayer=3");
    // 14 non-default flag values, plus each valid fixed start seat, plus the default.
    expect([2, 3, 4].map((n) => variants.filter((v) => v.config.playerCount === n).length)).toEqual([17, 18, 19]);
    // The share `npm test` checks (tests/support/law-sweep.ts) still holds every variant and every default.
    const share = sweepShare(variants, false).map((c) => c.name);
    expect(new Set(share.map(variantOf))).toEqual(new Set(names.map(variantOf)));
    expect(share.filter((n) => n.endsWith("default"))).toEqual(names.filter((n) => n.endsWith("default")));
  });
});

// Every declared config in the full sweep (`npm run test:laws`); in `npm test`, each default and
// each other variant at one player count (tests/support/law-sweep.ts).
describe("Murano obeys the engine laws", () => {
  for (const { name, config } of sweepShare(variants)) {
    it(name, () => {
      const report = checkGameLaws(game, {
        configs: [config],
        runsPerConfig: 1,
        legalSample: 3,
        illegalSample: 2,
        seed: name.length * 7919,
        invariants: muranoInvariants,
        transitions: muranoTransitions,
        hiddenZones: muranoHiddenZones,
      });
      expect(report.games).toBe(1);
    });
  }
});

// One game a test (4 in the full sweep, 2 in `npm test`), so that no test runs long.
describe("Murano obeys the engine laws under mixed options", () => {
  for (let k = 0; k < (FULL_LAW_SWEEP ? 4 : 2); k++) {
    it(`random combination of options, seed ${5 + k}`, () => {
      const report = checkGameLaws(game, {
        runsPerConfig: 0,
        mixedRuns: 1,
        legalSample: 3,
        illegalSample: 2,
        seed: 5 + k,
        invariants: muranoInvariants,
        transitions: muranoTransitions,
        hiddenZones: muranoHiddenZones,
      });
      expect(report.games).toBe(1);
    });
  }
});

describe("golden transcripts", () => {
  for (const n of game.playerCounts) {
    it(`${n} players, seed 2026`, async () => {
      await expect(recordTranscript(game, { ...game.defaultConfig(n), startPlayer: 0 }, 2026)).toMatchFileSnapshot(`golden/${n}p.txt`);
    });
  }
});
