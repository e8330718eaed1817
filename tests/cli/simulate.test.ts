import {
  type AnyGame,
  type Outcome,
  createMatch,
  isOver,
  outcome,
  playout,
  uniformRandomPolicy,
} from "@laguna/core";
import { deriveSeed, formatSummary, optionsInEffect, playRandomGame, simulate } from "@laguna/cli";
import { describe, expect, it } from "vitest";
import { stash } from "../fixtures/stash";
import { ticTacToe } from "../fixtures/tic-tac-toe";
import { fakeClock, left, right, run } from "./helpers";

/** Plays game `i` of a run directly with the core, independently of the CLI's own helpers. */
function playDirectly(game: AnyGame, players: number, seed: number, i: number): { result: Outcome; length: number } {
  const match = right(createMatch(game, game.defaultConfig(players), deriveSeed(seed, i, "setup")));
  const finished = right(playout(match, uniformRandomPolicy(deriveSeed(seed, i, "policy"))));
  expect(isOver(finished)).toBe(true);
  const result = outcome(finished);
  if (result === undefined) throw new Error("no outcome");
  return { result, length: finished.length };
}

describe("deriveSeed", () => {
  it("is deterministic, a 32-bit integer, and different per game and per stream", () => {
    const seeds = new Set<number>();
    for (let i = 0; i < 500; i++) {
      for (const stream of ["setup", "policy"] as const) {
        const s = deriveSeed(42, i, stream);
        expect(Number.isInteger(s)).toBe(true);
        expect(s).toBeGreaterThanOrEqual(-0x80000000);
        expect(s).toBeLessThanOrEqual(0x7fffffff);
        expect(deriveSeed(42, i, stream)).toBe(s);
        seeds.add(s);
      }
    }
    expect(seeds.size).toBe(1000);
    expect(deriveSeed(1, 0, "setup")).not.toBe(deriveSeed(2, 0, "setup"));
    // Seeds beyond 32 bits: every bit counts, and the result is still a 32-bit integer.
    expect(deriveSeed(1, 0, "setup")).not.toBe(deriveSeed(2 ** 32 + 1, 0, "setup"));
    expect(deriveSeed(2 ** 32 + 1, 0, "setup")).not.toBe(deriveSeed(2 * 2 ** 32 + 1, 0, "setup"));
    expect(deriveSeed(2 ** 53 - 1, 3, "policy")).toBe(deriveSeed(2 ** 53 - 1, 3, "policy"));
    expect(deriveSeed(2 ** 53 - 1, 3, "policy") | 0).toBe(deriveSeed(2 ** 53 - 1, 3, "policy"));
  });
});

describe("playRandomGame", () => {
  it("plays a game to its end from the derived seeds", () => {
    const played = right(playRandomGame(stash, 3, 9, 4));
    const direct = playDirectly(stash, 3, 9, 4);
    expect(played.setupSeed).toBe(deriveSeed(9, 4, "setup"));
    expect(played.policySeed).toBe(deriveSeed(9, 4, "policy"));
    expect(isOver(played.match)).toBe(true);
    expect(played.outcome).toEqual(direct.result);
    expect(played.match.length).toBe(direct.length);
  });

  it("refuses a player count the game does not support", () => {
    expect(left(playRandomGame(stash, 5, 1, 0)).message).toBe("Stash is for 2, 3 or 4 players, not 5.");
  });

  it("reports a game that does not end within maxActions", () => {
    const endless: AnyGame = { ...ticTacToe, maxActions: () => 3 };
    const error = left(playRandomGame(endless, 2, 1, 0));
    expect(error.kind).toBe("module-defect");
    expect(error.message).toContain("did not end within maxActions (3 actions)");
  });
});

describe("simulate", () => {
  it("sums up tic-tac-toe between random players", () => {
    const games = 2000;
    const s = right(simulate(ticTacToe, { games, players: 2, seed: 1, now: fakeClock(0) }));
    expect(s).toMatchObject({ game: "tic-tac-toe", name: "Tic-tac-toe", version: "1.0.0", games, players: 2, seed: 1 });
    expect(s.config).toEqual(ticTacToe.defaultConfig(2));
    // Every game hands out 1 point in total (1 + 0, or 0.5 + 0.5 for a draw).
    expect(s.meanScore).toBeCloseTo(0.5, 10);
    expect(s.maxScore).toBe(1);
    expect(s.meanScores[0]! + s.meanScores[1]!).toBeCloseTo(1, 10);
    // A game lasts 5 to 9 marks.
    expect(s.meanActions).toBeGreaterThanOrEqual(5);
    expect(s.meanActions).toBeLessThanOrEqual(9);
    expect(s.maxActions).toBe(9);
    // A draw is a shared victory: it counts as a win for both seats.
    expect(s.wins[0]! + s.wins[1]!).toBe(games + s.sharedVictories);
    expect(s.winRates).toEqual(s.wins.map((w) => w / games));
    expect(s.winRates[0]! + s.winRates[1]!).toBeCloseTo(1 + s.sharedVictories / games, 10);
    // Random tic-tac-toe: X wins about 58%, O about 29%, draws about 13%.
    expect(s.sharedVictories / games).toBeGreaterThan(0.08);
    expect(s.sharedVictories / games).toBeLessThan(0.18);
    expect(s.winRates[0]!).toBeGreaterThan(s.winRates[1]! + 0.2);
  });

  it("agrees with the games played directly with the core", () => {
    const games = 40;
    const seed = 123;
    const s = right(simulate(stash, { games, players: 3, seed }));
    const direct = Array.from({ length: games }, (_, i) => playDirectly(stash, 3, seed, i));
    const scores = direct.flatMap((d) => d.result.scores);
    expect(s.meanScore).toBeCloseTo(scores.reduce((a, b) => a + b, 0) / scores.length, 10);
    expect(s.maxScore).toBe(Math.max(...scores));
    for (let seat = 0; seat < 3; seat++) {
      const wins = direct.filter((d) => d.result.winners.includes(seat)).length;
      expect(s.wins[seat]).toBe(wins);
      expect(s.meanScores[seat]).toBeCloseTo(direct.reduce((a, d) => a + d.result.scores[seat]!, 0) / games, 10);
    }
    expect(s.sharedVictories).toBe(direct.filter((d) => d.result.winners.length > 1).length);
    expect(s.meanActions).toBeCloseTo(direct.reduce((a, d) => a + d.length, 0) / games, 10);
    expect(s.maxActions).toBe(Math.max(...direct.map((d) => d.length)));
  });

  it("gives sensible win rates for every player count of Stash", () => {
    for (const players of stash.playerCounts) {
      const s = right(simulate(stash, { games: 60, players, seed: 5 }));
      expect(s.winRates).toHaveLength(players);
      expect(s.meanScores).toHaveLength(players);
      const sum = s.winRates.reduce((a, b) => a + b, 0);
      expect(sum).toBeGreaterThanOrEqual(1);
      expect(sum).toBeLessThanOrEqual(players);
      expect(sum).toBeCloseTo(s.wins.reduce((a, b) => a + b, 0) / s.games, 10);
      for (const rate of s.winRates) expect(rate).toBeGreaterThanOrEqual(0);
      expect(s.meanScore).toBeCloseTo(s.meanScores.reduce((a, b) => a + b, 0) / players, 10);
    }
  });

  it("is deterministic for a fixed seed, and the seed matters", () => {
    const run = (seed: number) => simulate(stash, { games: 50, players: 2, seed, now: fakeClock(10) });
    expect(right(run(77))).toEqual(right(run(77)));
    const a = right(run(77));
    const b = right(run(78));
    expect([a.wins, a.meanScores, a.meanActions]).not.toEqual([b.wins, b.meanScores, b.meanActions]);
  });

  it("reports progress after every game and measures speed with the given clock", () => {
    const calls: [number, number][] = [];
    const s = right(
      simulate(ticTacToe, { games: 25, players: 2, seed: 3, now: fakeClock(500), onProgress: (d, t) => calls.push([d, t]) }),
    );
    expect(calls).toEqual(Array.from({ length: 25 }, (_, i) => [i + 1, 25]));
    expect(s.elapsedMs).toBe(500);
    expect(s.gamesPerSecond).toBe(50);
  });

  it("refuses bad options", () => {
    expect(left(simulate(stash, { games: 10, players: 1, seed: 1 })).message).toContain("2, 3 or 4 players, not 1");
    expect(left(simulate(stash, { games: 0, players: 2, seed: 1 })).kind).toBe("invalid-input");
    expect(left(simulate(stash, { games: 2.5, players: 2, seed: 1 })).kind).toBe("invalid-input");
    expect(left(simulate(stash, { games: 1, players: 2, seed: 2 ** 53 })).message).toContain("seed");
    expect(left(simulate(stash, { games: 1, players: 2, seed: 1.5 })).message).toBe(
      "The seed must be a whole number from -9007199254740991 to 9007199254740991, not 1.5.",
    );
  });

  it("names the game of the run that failed", () => {
    const endless: AnyGame = { ...stash, maxActions: () => 5 };
    const error = left(simulate(endless, { games: 10, players: 2, seed: 8 }));
    expect(error.kind).toBe("module-defect");
    expect(error.message).toMatch(/^Game 0 of the run with seed 8: stash: the game did not end/);
  });
});

describe("formatSummary", () => {
  it("writes a slow speed with decimals instead of 0 games/s", () => {
    const s = right(simulate(ticTacToe, { games: 2, players: 2, seed: 1, now: fakeClock(5700) }));
    expect(formatSummary(s)).toMatch(/speed\s+0\.35 games\/s \(5\.70 s\)/);
    const fast = right(simulate(ticTacToe, { games: 20, players: 2, seed: 1, now: fakeClock(1) }));
    expect(formatSummary(fast)).toMatch(/speed\s+20,000 games\/s/);
  });

  it("names the player count and the rule options in effect, or the printed rules", async () => {
    const printed = right(simulate(stash, { games: 2, players: 3, seed: 1 }));
    expect(formatSummary(printed, stash).split("\n")[0]).toBe("Stash (stash, rules 1.0.0): three players, random players, printed rules");
    const variant = right(simulate(stash, { games: 2, players: 2, seed: 1, bots: ["greedy", "random"], config: { handSize: 2, startPlayer: "random", vaultBonus: false } }));
    expect(formatSummary(variant, stash).split("\n")[0]).toBe('Stash (stash, rules 1.0.0): two players, bots greedy, random, options handSize=2 startPlayer="random"');
    expect(optionsInEffect(stash, variant.config)).toEqual(["handSize=2", 'startPlayer="random"']);
    // Without the game, no rules are named.
    expect(formatSummary(printed).split("\n")[0]).toBe("Stash (stash, rules 1.0.0): three players, random players");
    // The command names them.
    const { code, out } = await run(["simulate", "tic-tac-toe", "--games", "3", "--set", "misere=true"], [ticTacToe]);
    expect(code).toBe(0);
    expect(out.split("\n")[0]).toBe("Tic-tac-toe (tic-tac-toe, rules 1.0.0): two players, random players, options misere=true");
    expect((await run(["simulate", "tic-tac-toe", "--games", "3", "--set", "misere=false"], [ticTacToe])).out.split("\n")[0]).toMatch(/, printed rules$/);
  });

  it("numbers the players from 1 in text, and keeps seat indices in JSON", async () => {
    const summary = right(simulate(stash, { games: 6, players: 3, seed: 2 }));
    const text = formatSummary(summary, stash);
    for (const [seat, rate] of summary.winRates.entries()) {
      expect(text).toMatch(new RegExp(`\\n  Player ${seat + 1} win rate +${(100 * rate).toFixed(1)}% \\(`));
    }
    expect(text).not.toMatch(/seat \d/);
    expect(text).not.toContain("Player 0");
    const json = await run(["simulate", "stash", "--games", "6", "--players", "3", "--seed", "2", "--json"], [stash]);
    expect(JSON.parse(json.out)).toMatchObject({ winRates: summary.winRates, wins: summary.wins });
  });
});
