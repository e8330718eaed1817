import { type LightMastersConfig, type LightMastersState, fragmentTotals, game } from "@laguna/murano-light-masters";
import { FRAGMENT_SUPPLY, CONSTANTS } from "@laguna/murano-light-masters";
import { checkGameLaws, variantConfigs } from "@laguna/testing";
import { beforeEach, describe, expect, it } from "vitest";

const COLOURS = ["R", "Y", "G", "B", "W"] as const;
const size = (c: LightMastersState["warehouse"]): number => c.R + c.Y + c.G + c.B + c.W;

/** §7 invariants I1 to I4, checked after every move. */
const invariants = {
  "I1 fragments conserved": (s: LightMastersState): true | string => {
    const totals = fragmentTotals(s);
    const bad = COLOURS.find((c) => totals[c] !== FRAGMENT_SUPPLY[c]);
    return bad === undefined ? true : `${bad}: ${totals[bad]} in play, ${FRAGMENT_SUPPLY[bad]} in the supply`;
  },
  "I2 Workbench at most 8 unless a return is pending, and the pending count is the excess": (s: LightMastersState): true | string => {
    for (const [seat, p] of s.players.entries()) {
      const n = size(p.workbench);
      const pending = s.pending?.seat === seat ? s.pending.count : 0;
      if (n - pending !== Math.min(n, CONSTANTS.workbenchCapacity) || (pending > 0 && n - pending !== CONSTANTS.workbenchCapacity)) {
        return `seat ${seat} holds ${n} fragments with ${pending} pending`;
      }
    }
    return true;
  },
  "I3 Markets hold at most 3": (s: LightMastersState): boolean => Object.values(s.markets).every((m) => m.length <= 3),
  "I4 Lira never negative": (s: LightMastersState, c: LightMastersConfig): boolean =>
    s.players.every((p) => p.lira >= 0) &&
    (c.liraSupply !== "tokens267" || s.players.reduce((sum, p) => sum + p.lira, 0) <= CONSTANTS.liraTokenValueTotal),
};

// Each test runs synchronously for a second or more: yield to the event loop between tests so that
// the vitest worker answers its runner's messages (a file this long otherwise hits the RPC timeout).
beforeEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

for (const n of game.playerCounts) {
  describe(`Murano: Light Masters obeys the engine laws with ${n} players`, () => {
    for (const { name, config } of variantConfigs(game, [n])) {
      it(name, () => {
        const report = checkGameLaws(game, {
          configs: [config],
          runsPerConfig: 3,
          legalSample: 4,
          illegalSample: 3,
          seed: name.length * 7919 + n,
          invariants,
        });
        expect(report.games).toBe(3);
      });
    }

    it("random combinations of options", () => {
      const report = checkGameLaws(game, {
        playerCounts: [n],
        runsPerConfig: 0,
        mixedRuns: 6,
        legalSample: 4,
        illegalSample: 3,
        seed: 11 * n,
        invariants,
      });
      expect(report.games).toBe(6);
    });
  });
}
