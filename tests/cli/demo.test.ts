import { type AnyGame, SPECTATOR, makeOutcome, playerView } from "@laguna/core";
import { DEMO_GREEDY, EMPTY_REGISTRY_MESSAGE, demo, formatScores, formatWinners, playGame, registry } from "@laguna/cli";
import { describe, expect, it } from "vitest";
import { stash } from "../fixtures/stash";
import { tally } from "../fixtures/tally";
import { ticTacToe } from "../fixtures/tic-tac-toe";
import { right } from "./helpers";

function run(games: readonly AnyGame[], seed?: number) {
  const chunks: string[] = [];
  const result = demo(games, (text) => chunks.push(text), seed === undefined ? {} : { seed });
  return { ...result, written: chunks.join("") };
}

describe("demo", () => {
  it("says clearly that no rule module is registered when the registry is empty", () => {
    const { text, written, failed } = run([]);
    expect(text).toBe(`${EMPTY_REGISTRY_MESSAGE}\n`);
    expect(text).toContain("No rule modules are registered:");
    expect(written).toBe(text);
    expect(failed).toEqual([]);
  });

  it("the shipped registry holds the rule modules that have landed", () => {
    expect(registry.map((g) => g.id)).toEqual(["walking-in-burano", "murano-light-masters", "murano"]);
  });

  it("shows each game's final position, score sheet and winners", () => {
    const { text, written, failed } = run([ticTacToe, stash], 1);
    expect(failed).toEqual([]);
    expect(written).toBe(text);
    expect(text).toContain("seed 1");
    expect(text).toContain("== Tic-tac-toe (tic-tac-toe, rules 1.0.0) ==");
    expect(text).toContain("== Stash (stash, rules 1.0.0) ==");
    expect(text.indexOf("== Tic-tac-toe")).toBeLessThan(text.indexOf("== Stash"));

    for (const game of [ticTacToe, stash] as AnyGame[]) {
      const played = right(playGame(game, game.playerCounts[0]!, 1, 0, { bots: ["greedy"], greedy: DEMO_GREEDY }));
      if (played.outcome === undefined) throw new Error("unfinished");
      const section = text.slice(text.indexOf(`== ${game.name}`)).split("\n== ")[0]!;
      // The final position: the game's own rendering of the spectator view, indented.
      const rendered = game.render!(playerView(played.match, SPECTATOR)) as string;
      for (const line of rendered.split("\n")) expect(section).toContain(`  ${line}\n`);
      expect(section).toContain(`${played.match.length} actions`);
      expect(section).toContain(formatWinners(played.outcome));
      expect(played.seats).toEqual(["greedy", "greedy"]);
      // Tic-tac-toe keeps no score sheet: the outcome's scores. Stash does: its lines and totals.
      const sheet = game.scoreSheet?.(played.match.state);
      const scores = formatScores(2, played.outcome, sheet);
      expect(section).toContain(scores.split("\n").map((l) => `  ${l}`).join("\n"));
      const totalRow = section.split("\n").find((l) => l.startsWith(sheet ? "  Total " : "  Score "));
      expect(totalRow?.trim().split(/\s+/).slice(1).map(Number)).toEqual(sheet ? sheet.totals : played.outcome.scores);
    }
    expect(text).toContain("Played cards");
    expect(text).toContain("Vault bonus");
  });

  it("falls back to JSON for a game without render", () => {
    const { render: _render, ...plain } = ticTacToe;
    const { text } = run([plain as AnyGame], 4);
    const played = right(playGame(ticTacToe, 2, 4, 0, { bots: ["greedy"], greedy: DEMO_GREEDY }));
    const json = JSON.stringify(playerView(played.match, SPECTATOR), null, 2);
    expect(text).toContain(json.split("\n").map((l) => `  ${l}`).join("\n"));
  });

  it("is deterministic for a seed, and the seed matters", () => {
    expect(run([ticTacToe, stash], 3).text).toBe(run([ticTacToe, stash], 3).text);
    expect(run([stash], 3).text).not.toBe(run([stash], 4).text);
    expect(run([stash]).text).toBe(run([stash], 1).text);
  });

  it("plays greedy bots, and shows a game the step limit cut as unfinished, not scored", () => {
    expect(run([ticTacToe], 1).text).toContain("between greedy bots, seed 1");
    // One game named (demo --game): the header names it, not "each rule module".
    expect(run([ticTacToe], 1).text).toMatch(/^Laguna demo: one game of Tic-tac-toe between greedy bots, seed 1\.\n/);
    expect(run([ticTacToe, stash], 1).text).toMatch(/^Laguna demo: one game of each rule module between greedy bots, seed 1\.\n/);
    const endless = { ...tally, defaultConfig: () => ({ playerCount: 2 as const, target: null, roundLimit: null }) };
    const { text, failed } = run([endless], 1);
    expect(failed).toEqual([]);
    expect(text).toContain("Two players (greedy bots), 10000 actions: unfinished, cut by the step limit (not scored).");
    expect(text).not.toContain("Winner");
  });

  it("reports a game that cannot be played and goes on with the others", () => {
    const broken: AnyGame = { ...stash, id: "broken-stash", maxActions: () => 2 };
    const { text, failed } = run([broken, ticTacToe]);
    expect(failed).toEqual(["broken-stash"]);
    expect(text).toContain("Could not play a game: broken-stash: the game did not end within maxActions");
    expect(text).toContain("== Tic-tac-toe");
    expect(text).toMatch(/Winner: Player \d, with \d+ points?\.|Shared victory/);
  });
});

describe("formatWinners and formatScores", () => {
  it("names one winner or a shared victory, with the scores", () => {
    expect(formatWinners(makeOutcome([3, 5]))).toBe("Winner: Player 2, with 5 points.");
    expect(formatWinners(makeOutcome([3, 1]))).toBe("Winner: Player 1, with 3 points.");
    expect(formatWinners(makeOutcome([0, 1]))).toBe("Winner: Player 2, with 1 point.");
    expect(formatWinners(makeOutcome([5, 5]))).toBe("Shared victory: Player 1 and Player 2, with 5 points each.");
    expect(formatWinners(makeOutcome([7, 2, 7, 7]))).toBe("Shared victory: Player 1, Player 3 and Player 4, with 7 points each.");
  });

  it("lays out score sheet lines and totals per player, named from 1", () => {
    const sheet = { lines: [{ label: "Board", points: [3, 10] }, { label: "Gold", points: [1, 0] }], totals: [4, 10], final: true };
    expect(formatScores(2, makeOutcome([4, 10]), sheet).split("\n")).toEqual([
      "       Player 1  Player 2",
      "Board         3        10",
      "Gold          1         0",
      "Total         4        10",
    ]);
    expect(formatScores(2, makeOutcome([0.5, 0.5]), undefined).split("\n")).toEqual([
      "       Player 1  Player 2",
      "Score       0.5       0.5",
    ]);
  });
});
