import { COVERING_TILE_ASSIGNMENTS, type LightMastersConfig, type TileAssignment, game } from "@laguna/murano-light-masters";
import { type NamedConfig, checkGameLaws, recordTranscript, variantConfigs } from "@laguna/testing";
import { beforeEach, describe, expect, it } from "vitest";
import { FULL_LAW_SWEEP, sweepRuns, sweepShare, variantOf } from "../support/law-sweep";
import { lightMastersHiddenZones } from "./hidden-zones";
import { lightMastersInvariants, lightMastersTransitions } from "./invariants";

/** For each Advantage flag, tiles that put the Advantages it concerns in play. */
const FLAG_TILES: Readonly<Record<string, TileAssignment>> = {
  privilegioStacks: { ART: 10, JEW: 9, HOU: 13, ANI: 16 },
  phaseAdvantageScope: { ART: 3, JEW: 6, HOU: 14, ANI: 10 },
  allowNoOpActivation: { ART: 1, JEW: 7, HOU: 13, ANI: 6 },
  oportunistaSecondSwap: { ART: 15, JEW: 9, HOU: 1, ANI: 16 },
};

/**
 * The configs checked for `n` players: the declared variants (every option at each of its values,
 * from the game's `configOptions`), with two exceptions to keep the run short: of the 12 fixed
 * starting positions of the Selector and the Ring, one each (position 0) is checked; and the four
 * Advantage flags are checked with tiles that hold the Advantages they concern. The declared
 * values of `advantageSetup` include the 4 mappings that put all 16 Advantages in play.
 */
function configsFor(n: number): NamedConfig<LightMastersConfig>[] {
  const declared = variantConfigs(game, [n]).filter(
    ({ config }) => (config.selectorStart === "random" || config.selectorStart === 0) && (config.ringOffsetStart === "random" || config.ringOffsetStart === 0),
  );
  const patched = declared.map(({ name, config }) => {
    const flag = Object.keys(FLAG_TILES).find((k) => name.startsWith(`${n}p ${k}=`));
    const tiles = flag === undefined ? undefined : FLAG_TILES[flag];
    return tiles === undefined ? { name, config } : { name: `${name} tiles ${JSON.stringify(tiles)}`, config: { ...config, advantageSetup: tiles } };
  });
  // Random players never empty a hand: under the printed rules (no round limit) their games are
  // cut by the law kit's step limit. The default config is checked so; every other variant with
  // our house rule roundLimit 20, so that its games end and the termination law holds them.
  return patched.map(({ name, config }) => (name === `${n}p default` ? { name, config } : { name, config: { ...config, roundLimit: config.roundLimit ?? 20 } }));
}

/**
 * Under the printed rules (no round limit) random players almost never empty a hand
 * (docs/games/murano-light-masters.md, the house rule roundLimit), so nearly every such game is
 * cut by the law kit's step limit (39 of 40 at 2 players, 40 of 40 at 3 and 4, measured): the
 * termination law is told to expect it. With roundLimit the game ends, and maxActions bounds it.
 */
const expectedUnfinished = (config: LightMastersConfig): number | undefined => (config.roundLimit === null ? 1 : undefined);

// Each test runs synchronously for a second or more: yield to the event loop between tests so that
// the vitest worker answers its runner's messages (a file this long otherwise hits the RPC timeout).
beforeEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe("the law suite covers every variant", () => {
  it("both Ring sides, the three Advantage setups, explicit mappings with all 16 cards, and every ruling flag", () => {
    for (const n of game.playerCounts) {
      const names = configsFor(n).map((c) => c.name);
      expect(names).toContain(`${n}p default`);
      expect(names).toContain(`${n}p ringSide="B"`);
      expect(names).toContain(`${n}p advantageSetup="firstGame"`);
      expect(names).toContain(`${n}p advancedPlayers=true`);
      for (const tiles of COVERING_TILE_ASSIGNMENTS) expect(configsFor(n).some(({ config }) => config.advantageSetup === tiles)).toBe(true);
      expect(new Set(COVERING_TILE_ASSIGNMENTS.flatMap((m) => Object.values(m))).size).toBe(16);
      for (const flag of Object.keys(game.configOptions ?? {})) {
        expect(names.some((name) => name.startsWith(`${n}p ${flag}=`))).toBe(true);
      }
    }
    // The share `npm test` checks (tests/support/law-sweep.ts) still holds every variant and every default.
    const all = game.playerCounts.flatMap(configsFor).map((c) => c.name);
    const share = sweepShare(game.playerCounts.flatMap(configsFor), false).map((c) => c.name);
    expect(new Set(share.map(variantOf))).toEqual(new Set(all.map(variantOf)));
    expect(share.filter((n) => n.endsWith("default"))).toEqual(all.filter((n) => n.endsWith("default")));
  });
});

// The full sweep (`npm run test:laws`) checks every config of configsFor, two games each; `npm test`
// each default and each other variant at one player count, one game each (tests/support/law-sweep.ts).
const checked = sweepShare(game.playerCounts.flatMap(configsFor));

for (const n of game.playerCounts) {
  describe(`Murano: Light Masters obeys the engine laws with ${n} players`, () => {
    const runs = sweepRuns(2);
    for (const { name, config } of checked.filter((c) => c.config.playerCount === n)) {
      it(name, () => {
        const report = checkGameLaws(game, {
          configs: [config],
          runsPerConfig: runs,
          legalSample: 4,
          illegalSample: 3,
          seed: name.length * 7919 + n,
          invariants: lightMastersInvariants,
          transitions: lightMastersTransitions,
          expectedUnfinished,
          hiddenZones: lightMastersHiddenZones,
        });
        expect(report.games).toBe(runs);
      });
    }

    // One game a test (6 in the full sweep, 1 in `npm test`), so that no test runs long.
    for (let k = 0; k < (FULL_LAW_SWEEP ? 6 : 1); k++) {
      it(`random combination of options, seed ${11 * n + k}`, () => {
        const report = checkGameLaws(game, {
          playerCounts: [n],
          runsPerConfig: 0,
          mixedRuns: 1,
          legalSample: 4,
          illegalSample: 3,
          seed: 11 * n + k,
          invariants: lightMastersInvariants,
          transitions: lightMastersTransitions,
          expectedUnfinished,
          hiddenZones: lightMastersHiddenZones,
        });
        expect(report.games).toBe(1);
      });
    }
  });
}

describe("golden transcripts", () => {
  for (const n of game.playerCounts) {
    it(`${n} players, seed 2026`, async () => {
      // With our house rule roundLimit 20: random players never empty a hand, so under the printed
      // rules the transcript would run to the step limit.
      await expect(recordTranscript(game, { ...game.defaultConfig(n), firstPlayer: 0, roundLimit: 20 }, 2026)).toMatchFileSnapshot(`golden/${n}p.txt`);
    });
  }
});
