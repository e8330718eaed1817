import type { AnyGame } from "@laguna/core";
import { type SimulationSummary, main, simulate } from "@laguna/cli";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { stash } from "../fixtures/stash";
import { ticTacToe } from "../fixtures/tic-tac-toe";
import { captureIO, right } from "./helpers";

const fixtures: readonly AnyGame[] = [ticTacToe, stash];

function run(argv: string[], games: readonly AnyGame[] = fixtures, isTTY = false) {
  const io = captureIO(isTTY);
  const code = main(argv, io, games);
  return { code, out: io.out(), err: io.err(), errChunks: io.errChunks };
}

/** Drops the timing fields, which differ from run to run. */
function untimed(summary: SimulationSummary): Omit<SimulationSummary, "elapsedMs" | "gamesPerSecond"> {
  const { elapsedMs: _e, gamesPerSecond: _g, ...rest } = summary;
  return rest;
}

describe("main: help and usage", () => {
  it("prints the help on stdout for --help, -h and help", () => {
    for (const argv of [["--help"], ["-h"], ["help"]]) {
      const r = run(argv);
      expect(r.code).toBe(0);
      expect(r.out).toContain("laguna simulate <game>");
      expect(r.out).toContain("laguna demo");
      expect(r.out).toContain("laguna list");
      expect(r.err).toBe("");
    }
  });

  it("prints a command's own help", () => {
    for (const argv of [["simulate", "--help"], ["help", "simulate"], ["simulate", "stash", "-h"]]) {
      const r = run(argv);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/^Usage: laguna simulate <game> \[--games N\]/);
    }
    expect(run(["demo", "--help"]).out).toMatch(/^Usage: laguna demo/);
  });

  it("exits 1 with the usage when there is no command or an unknown one", () => {
    for (const argv of [[], ["play"], ["--bogus"]]) {
      const r = run(argv);
      expect(r.code).toBe(1);
      expect(r.out).toBe("");
      expect(r.err).toContain("Usage:");
    }
    expect(run(["play"]).err).toMatch(/^laguna: unknown command "play"/);
    expect(run(["--bogus"]).err).toMatch(/^laguna: unknown option "--bogus"/);
  });
});

describe("main: simulate", () => {
  it("exits 1 for an unknown game, listing the registered ids", () => {
    const r = run(["simulate", "chess", "--games", "3"]);
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(r.err).toBe('laguna: unknown game "chess". Registered games: tic-tac-toe, stash.\n');
  });

  it("with the empty registry, says that no rule module is registered yet", () => {
    const r = run(["simulate", "tic-tac-toe", "--games", "10"], []);
    expect(r.code).toBe(1);
    expect(r.err).toContain('unknown game "tic-tac-toe"');
    expect(r.err).toContain("No rule modules are registered yet");
  });

  it("exits 1 with the usage for bad flags", () => {
    const bad = [
      ["simulate"],
      ["simulate", "stash", "extra"],
      ["simulate", "stash", "--games", "x"],
      ["simulate", "stash", "--games", "0"],
      ["simulate", "stash", "--games", "1.5"],
      ["simulate", "stash", "--games"],
      ["simulate", "stash", "--players", "two"],
      ["simulate", "stash", "--seed", "99999999999"],
      ["simulate", "stash", "--gmaes", "3"],
      ["simulate", "stash", "--json=yes"],
      ["demo", "--games", "3"],
      ["demo", "extra"],
      ["list", "--json"],
    ];
    for (const argv of bad) {
      const r = run(argv);
      expect(r.code, argv.join(" ")).toBe(1);
      expect(r.out, argv.join(" ")).toBe("");
      expect(r.err, argv.join(" ")).toMatch(new RegExp(`^laguna ${argv[0]}: `));
      expect(r.err, argv.join(" ")).toContain(`Usage: laguna ${argv[0]}`);
    }
    expect(run(["simulate", "stash", "--games", "x"]).err).toContain('--games must be a positive integer, not "x"');
  });

  it("exits 1 for a player count the game does not support", () => {
    const r = run(["simulate", "stash", "--players", "5"]);
    expect(r.code).toBe(1);
    expect(r.err).toBe("laguna: Stash is for 2, 3 or 4 players, not 5.\n");
  });

  it("prints a text summary with every figure", () => {
    const r = run(["simulate", "stash", "--games", "30", "--players", "3", "--seed", "9"]);
    expect(r.code).toBe(0);
    expect(r.err).toBe("");
    const s = right(simulate(stash, { games: 30, players: 3, seed: 9 }));
    expect(r.out).toContain("Stash (stash, rules 1.0.0)");
    expect(r.out).toMatch(/games\s+30\n/);
    expect(r.out).toMatch(/players\s+3\n/);
    expect(r.out).toMatch(/seed\s+9\n/);
    expect(r.out).toMatch(new RegExp(`max score\\s+${s.maxScore}\\n`));
    expect(r.out).toMatch(/mean score\s+\d+(\.\d\d)?\n/);
    for (let seat = 0; seat < 3; seat++) {
      expect(r.out).toContain(`seat ${seat} win rate`);
      expect(r.out).toContain(`${(100 * s.winRates[seat]!).toFixed(1)}% (${s.wins[seat]} games`);
    }
    expect(r.out).toMatch(/mean actions\s+[\d.]+ \(max \d+\)/);
    expect(r.out).toMatch(/speed\s+[\d,]+ games\/s/);
  });

  it("--json prints the summary as one JSON object, equal to simulate()'s", () => {
    const r = run(["simulate", "tic-tac-toe", "-n", "40", "--seed=-7", "--json"]);
    expect(r.code).toBe(0);
    expect(r.out.trimEnd().split("\n")).toHaveLength(1);
    const parsed = JSON.parse(r.out) as SimulationSummary;
    const expected = right(simulate(ticTacToe, { games: 40, players: 2, seed: -7 }));
    expect(untimed(parsed)).toEqual(untimed(expected));
    expect(parsed.gamesPerSecond).toBeGreaterThan(0);
    expect(parsed.elapsedMs).toBeGreaterThanOrEqual(0);
  });

  it("uses 100 games, the smallest player count and seed 1 by default", () => {
    const parsed = JSON.parse(run(["simulate", "stash", "--json"]).out) as SimulationSummary;
    expect(parsed).toMatchObject({ games: 100, players: 2, seed: 1 });
  });

  it("draws a progress bar on stderr only when stderr is a terminal", () => {
    const plain = run(["simulate", "tic-tac-toe", "-n", "50"], fixtures, false);
    expect(plain.err).toBe("");
    const tty = run(["simulate", "tic-tac-toe", "-n", "50", "--json"], fixtures, true);
    expect(tty.code).toBe(0);
    expect(tty.err).toContain("simulating tic-tac-toe");
    expect(tty.err).toContain("50/50 100%");
    expect(tty.errChunks[tty.errChunks.length - 1]).toBe("\r\u001b[K");
    expect(JSON.parse(tty.out)).toMatchObject({ games: 50 });
  });
});

describe("main: demo and list", () => {
  it("demo with an empty registry says so and exits 0", () => {
    const r = run(["demo"], []);
    expect(r.code).toBe(0);
    expect(r.out).toBe("No rule modules are registered yet: the Murano family lands in issues #3–#5.\n");
    expect(r.err).toBe("");
  });

  it("demo plays every registered game, with the seed given", () => {
    const r = run(["demo", "--seed", "5"]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("seed 5");
    expect(r.out).toContain("== Tic-tac-toe");
    expect(r.out).toContain("== Stash");
    expect(r.out).toContain("Total");
  });

  it("demo exits 1 when a game cannot be played", () => {
    const broken: AnyGame = { ...stash, id: "broken", maxActions: () => 1 };
    const r = run(["demo"], [broken]);
    expect(r.code).toBe(1);
    expect(r.err).toBe("laguna: could not play broken.\n");
  });

  it("list names every registered game, or says none is", () => {
    const r = run(["list"]);
    expect(r.code).toBe(0);
    expect(r.out).toBe("tic-tac-toe  Tic-tac-toe, rules 1.0.0, 2 players\nstash        Stash, rules 1.0.0, 2, 3 or 4 players\n");
    expect(run(["list"], []).out).toContain("No rule modules are registered yet");
  });
});

describe("bin", () => {
  const bin = fileURLToPath(new URL("../../packages/cli/src/bin.ts", import.meta.url));
  const exec = (...args: string[]) =>
    spawnSync(process.execPath, ["--import", "tsx", bin, ...args], { encoding: "utf8", cwd: fileURLToPath(new URL("../..", import.meta.url)) });

  it("sets the process exit code from main", () => {
    const demoRun = exec("demo", "--game", "murano-light-masters");
    expect(demoRun.stdout).toContain("between greedy bots");
    expect(demoRun.stdout).toContain("== Murano: Light Masters (murano-light-masters, rules 0.3.0) ==");
    expect(demoRun.stdout).not.toContain("unfinished");
    expect(demoRun.status).toBe(0);
    const unknown = exec("simulate", "tic-tac-toe", "--games", "10");
    expect(unknown.stderr).toContain('unknown game "tic-tac-toe"');
    expect(unknown.status).toBe(1);
  });
});
