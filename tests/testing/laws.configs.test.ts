import { requirePlayerCount } from "@laguna/core";
import { checkGameLaws, formatLawReport, runGameLaws } from "@laguna/testing";
import { describe, expect, it } from "vitest";
import { type TallyConfig, tally } from "../fixtures/tally";

const bounded: TallyConfig = { playerCount: 2, target: null, roundLimit: 10 };

describe("the law kit names the configs it is given", () => {
  it("reports a named config by its name, and a plain one by its index as before", () => {
    const report = checkGameLaws(tally, {
      configs: [{ name: "first to 3", config: { ...bounded, target: 3 } }, bounded],
      runsPerConfig: 2,
      seed: 1,
    });
    expect(report.configs).toEqual(["first to 3", "config 1"]);
    expect(report.games).toBe(4);
    expect(formatLawReport(tally, report)).toContain("configs: first to 3, config 1");
  });

  it("names the config of a broken law by its name", () => {
    const lying = { ...tally, maxActions: () => 3 };
    const report = runGameLaws(lying, { configs: [{ name: "ten rounds", config: bounded }], runsPerConfig: 2, seed: 5 });
    expect(report.failure?.law).toBe("termination");
    expect(report.failure?.config).toMatch(/^ten rounds \{/);
    expect(formatLawReport(lying, report)).toContain("config: ten rounds {");
  });
});

describe("a config the game refuses is a bad config, not a broken law", () => {
  // A misspelled option, as a test author might write it: `roundlimit` for `roundLimit`.
  const misspelled = { ...tally.defaultConfig(2), roundlimit: 10 } as unknown as TallyConfig;

  it("reports a misspelled option as a bad config, naming the config and the key", () => {
    const report = runGameLaws(tally, { configs: [{ name: "2p to 10 rounds", config: misspelled }], runsPerConfig: 2, seed: 1 });
    expect(report.ok).toBe(false);
    expect(report.games).toBe(0);
    expect(report.failure?.law).toBe("bad-config");
    expect(report.failure?.message).toContain('config "2p to 10 rounds" is a bad config');
    expect(report.failure?.message).toContain('unknown option "roundlimit" (did you mean "roundLimit"?)');
    expect(report.failure?.message).not.toMatch(/legality|law \d/);
    expect(report.failure?.config).toMatch(/^2p to 10 rounds \{/);
    expect(() => checkGameLaws(tally, { configs: [{ name: "2p to 10 rounds", config: misspelled }] })).toThrow(
      /config "2p to 10 rounds" is a bad config: the game refuses it: Invalid config: unknown option "roundlimit"/,
    );
  });

  it("names a plain bad config by its index, and lists every bad config at once", () => {
    const report = runGameLaws(tally, {
      configs: [bounded, misspelled, { name: "target zero", config: { ...bounded, target: 0 } }],
      runsPerConfig: 2,
      seed: 1,
    });
    expect(report.failure?.law).toBe("bad-config");
    expect(report.games).toBe(0);
    expect(report.failure?.message).toContain("2 bad configs");
    expect(report.failure?.message).toContain('config "config 1" is a bad config');
    expect(report.failure?.message).toContain('config "target zero" is a bad config');
    expect(report.failure?.message).not.toContain('"config 0"');
    expect(formatLawReport(tally, report)).not.toContain("the law:");
  });

  it("reports a player count the game's defaultConfig refuses as a bad config", () => {
    const strict = {
      ...tally,
      defaultConfig: (n: number): TallyConfig => {
        requirePlayerCount("Tally", [2], n);
        return tally.defaultConfig(n);
      },
    };
    const report = runGameLaws(strict, { playerCounts: [2, 5], runsPerConfig: 1, mixedRuns: 1, seed: 1 });
    expect(report.failure?.law).toBe("bad-config");
    expect(report.failure?.message).toContain('config "5p default" is a bad config: defaultConfig(5) threw: Tally is for 2 players, not 5.');
    expect(report.configs).toContain("5p default");
  });
});
