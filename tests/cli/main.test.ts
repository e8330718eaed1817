import type { AnyGame } from "@laguna/core";
import { type SimulationSummary, main, simulate } from "@laguna/cli";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { stash } from "../fixtures/stash";
import { ticTacToe } from "../fixtures/tic-tac-toe";
import { captureIO, right, run as runOn } from "./helpers";

const fixtures: readonly AnyGame[] = [ticTacToe, stash];
const run = (argv: string[], games: readonly AnyGame[] = fixtures, isTTY = false) => runOn(argv, games, isTTY);

/** Drops the timing fields, which differ from run to run. */
function untimed(summary: SimulationSummary): Omit<SimulationSummary, "elapsedMs" | "gamesPerSecond"> {
  const { elapsedMs: _e, gamesPerSecond: _g, ...rest } = summary;
  return rest;
}

/** Node's own argument parser and commander word their errors so; none of it may show. */
const FOREIGN = [/ambiguous/i, /Did you forget/, /--games=-XYZ/, /^error:/m, /argument missing/, /too many arguments/, /ERR_PARSE_ARGS/];

function expectUsageError(r: { code: number; out: string; err: string }, command: string, what: string): void {
  expect(r.code, what).toBe(2);
  expect(r.out, what).toBe("");
  expect(r.err, what).toMatch(new RegExp(`^laguna ${command}: `));
  expect(r.err, what).toContain(`\nUsage: laguna ${command} `);
  for (const pattern of FOREIGN) expect(r.err, what).not.toMatch(pattern);
}

describe("main: help, version and usage", () => {
  it("prints the help on stdout for --help, -h and help, naming every command", async () => {
    for (const argv of [["--help"], ["-h"], ["help"]]) {
      const r = await run(argv);
      expect(r.code).toBe(0);
      for (const command of ["demo", "simulate", "play", "list"]) expect(r.out).toContain(command);
      expect(r.err).toBe("");
    }
  });

  it("has --help on every command", async () => {
    for (const command of ["demo", "simulate", "play", "list"]) {
      for (const argv of [[command, "--help"], ["help", command], [command, "-h"]]) {
        const r = await run(argv);
        expect(r.code, argv.join(" ")).toBe(0);
        expect(r.out, argv.join(" ")).toMatch(new RegExp(`^Usage: laguna ${command} `));
        expect(r.out).toContain("-h, --help");
      }
    }
    expect((await run(["simulate", "--help"])).out).toContain("--workers");
    expect((await run(["play", "--help"])).out).toContain("--load");
  });

  it("prints the version with --version and -v", async () => {
    for (const argv of [["--version"], ["-v"]]) {
      const r = await run(argv);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/^\d+\.\d+\.\d+\n$/);
    }
  });

  it("exits 2 with the help when there is no command, and with a usage line for an unknown one", async () => {
    const none = await run([]);
    expect(none.code).toBe(2);
    expect(none.err).toContain("Usage: laguna <command> [options]");
    const unknown = await run(["simulat"]);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/^laguna: unknown command "simulat" \(did you mean simulate\?\)\.\nUsage: laguna <command> \[options\]/);
    const option = await run(["--bogus"]);
    expect(option.code).toBe(2);
    expect(option.err).toMatch(/^laguna: unknown option "--bogus"\./);
  });
});

describe("main: argument errors are the command's own, exit 2 with a usage line", () => {
  it("refuses bad numbers, strictly", async () => {
    for (const value of ["-1", "abc", " 5", "5 ", "1e2", "0x10", "1.5", "0", "+5", ""]) {
      const r = await run(["simulate", "stash", "--games", value]);
      expectUsageError(r, "simulate", `--games ${JSON.stringify(value)}`);
      expect(r.err).toContain(`--games must be a positive whole number, not ${JSON.stringify(value)}.`);
    }
    expectUsageError(await run(["simulate", "stash", "--seed", "9007199254740992"]), "simulate", "seed out of range");
    // Seeds beyond 32 bits are seeds (53 bits, core's Seed).
    expect((await run(["simulate", "stash", "--seed", "99999999999", "-n", "1", "--json"])).code).toBe(0);
    expectUsageError(await run(["simulate", "stash", "--seed", "1.5"]), "simulate", "seed not whole");
    expect((await run(["simulate", "stash", "--seed=-5", "-n", "2", "--json"])).code).toBe(0);
    expect((await run(["simulate", "stash", "--seed", "-5", "-n", "2", "--json"])).code).toBe(0);
  });

  it("refuses unknown options, with a hint, and boolean options given a value", async () => {
    const r = await run(["simulate", "stash", "--gmaes", "3"]);
    expectUsageError(r, "simulate", "--gmaes");
    expect(r.err).toContain('unknown option "--gmaes" (did you mean --games?).');
    const foo = await run(["simulate", "stash", "--foo"]);
    expectUsageError(foo, "simulate", "--foo");
    expect(foo.err).toMatch(/^laguna simulate: unknown option "--foo"\.\n/);
    const json = await run(["simulate", "stash", "--json=yes"]);
    expectUsageError(json, "simulate", "--json=yes");
    expect(json.err).toContain("--json takes no value");
  });

  it("refuses a missing value, a missing game, an extra argument and an unknown game", async () => {
    const missing = await run(["simulate", "stash", "--games"]);
    expectUsageError(missing, "simulate", "--games with no value");
    expect(missing.err).toContain("--games needs a value: the number of games");
    const noGame = await run(["simulate"]);
    expectUsageError(noGame, "simulate", "no game");
    expect(noGame.err).toContain("missing <game>");
    const extra = await run(["simulate", "stash", "extra"]);
    expectUsageError(extra, "simulate", "extra");
    expect(extra.err).toContain('unexpected argument "extra".');
    const chess = await run(["simulate", "chess", "--games", "3"]);
    expectUsageError(chess, "simulate", "chess");
    // Messages are wrapped within 100 columns: compare them as one line.
    expect(chess.err.replace(/\n {4}/g, " ")).toContain('unknown game "chess". The games are tic-tac-toe and stash ("laguna list" describes them).');
    expect((await run(["simulate", "stahs"])).err).toContain('unknown game "stahs" (did you mean stash?)');
    const empty = await run(["simulate", "tic-tac-toe"], []);
    expectUsageError(empty, "simulate", "empty registry");
    expect(empty.err).toContain("No rule modules are registered:");
  });

  it("refuses a player count the game does not support, with a usage line", async () => {
    for (const players of ["5", "9", "1"]) {
      const r = await run(["simulate", "stash", "--players", players]);
      expectUsageError(r, "simulate", `--players ${players}`);
      expect(r.err).toContain(`Stash is for 2, 3 or 4 players, not ${players}.`);
    }
    expectUsageError(await run(["simulate", "stash", "--players", "0"]), "simulate", "--players 0");
  });

  it("refuses bad arguments of the other commands too", async () => {
    expectUsageError(await run(["demo", "--games", "3"]), "demo", "demo --games");
    expectUsageError(await run(["demo", "extra"]), "demo", "demo extra");
    expectUsageError(await run(["demo", "--set", "target=3"]), "demo", "demo --set without --game");
    expectUsageError(await run(["list", "extra"]), "list", "list extra");
    expectUsageError(await run(["play", "stash", "--seat", "5"]), "play", "play --seat 5");
    expectUsageError(await run(["play"]), "play", "play without a game");
    for (const argv of [
      ["simulate", "stash", "--iterations", "50"],
      ["simulate", "stash", "--bots", "greedy", "--iterations", "50"],
      ["play", "stash", "--iterations", "50"],
    ]) {
      const r = await run(argv);
      expectUsageError(r, argv[0] as string, argv.join(" "));
      expect(r.err.replace(/\s+/g, " ")).toContain("--iterations is the budget of the mcts bot, and no seat plays it: name mcts in --bots.");
    }
    const twoBots = await run(["play", "stash", "--bots", "greedy,random"]);
    expectUsageError(twoBots, "play", "play --bots with two names for one other seat");
    expect(twoBots.err).toContain("--bots: give one bot, for the other seat, not 2.");
    const fourBots = await run(["play", "stash", "--players", "3", "--bots", "greedy,random,greedy,random"]);
    expect(fourBots.err).toContain("--bots: give one bot for all 2 other seats or one per other seat, not 4.");
    expectUsageError(await run(["simulate", "stash", "--workers", "0"]), "simulate", "--workers 0");
    expectUsageError(await run(["simulate", "stash", "--workers", "two"]), "simulate", "--workers two");
  });

  it("refuses __proto__ in --set and --config as any unknown rule option", async () => {
    for (const argv of [
      ["simulate", "stash", "--set", "__proto__=1"],
      ["simulate", "stash", "--set", '__proto__={"target":3}'],
      ["simulate", "stash", "--config", '{"__proto__":1}'],
      ["play", "stash", "--set", "__proto__=1"],
      ["demo", "--game", "stash", "--set", "__proto__=1"],
    ]) {
      const r = await run(argv, [stash]);
      expectUsageError(r, argv[0] as string, argv.join(" "));
      expect(r.err, argv.join(" ")).toContain('Invalid config: unknown option "__proto__"');
    }
  });

  // How fast the refusal is, is measured by `npm run bench:limits`, not asserted here (no timing
  // assertions in tests: a loaded machine took 11 s once).
  it("refuses a --config file of 300,000 fields by the host's size limit, in a message of one line", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "laguna-config-")), "big.json");
    writeFileSync(path, JSON.stringify(Object.fromEntries(Array.from({ length: 300_000 }, (_, i) => [`k${i}`, i]))));
    const r = await run(["simulate", "stash", "--config", path], [stash]);
    expectUsageError(r, "simulate", "--config with 300,000 fields");
    expect(r.err.replace(/\n\s+/g, " ")).toContain("Invalid config: at config: it is larger than this host accepts");
    expect(r.err.length).toBeLessThan(1_000);
  });

  it("with --json, writes the error as JSON on stdout", async () => {
    const r = await run(["simulate", "stash", "--games", "-1", "--json"]);
    expect(r.code).toBe(2);
    expect(r.err).toBe("");
    expect(JSON.parse(r.out)).toEqual({
      error: { kind: "usage", message: '--games must be a positive whole number, not "-1".', usage: "laguna simulate <game> [options]" },
    });
    const failure = await run(["simulate", "stash", "--json", "--config", '{"target":0}'], [stash]);
    expect(failure.code).toBe(2);
    expect(JSON.parse(failure.out).error.kind).toBe("usage");
  });
});

describe("main: simulate", () => {
  it("prints a text summary with every figure", async () => {
    const r = await run(["simulate", "stash", "--games", "30", "--players", "3", "--seed", "9"]);
    expect(r.code).toBe(0);
    expect(r.err).toBe("");
    const s = right(simulate(stash, { games: 30, players: 3, seed: 9 }));
    expect(r.out).toContain("Stash (stash, rules 1.0.0)");
    expect(r.out).toMatch(/games\s+30\n/);
    expect(r.out).toMatch(/players\s+3\n/);
    expect(r.out).toMatch(/seed\s+9\n/);
    expect(r.out).toMatch(new RegExp(`max score\\s+${s.maxScore}\\n`));
    for (let seat = 0; seat < 3; seat++) expect(r.out).toContain(`${(100 * s.winRates[seat]!).toFixed(1)}% (${s.wins[seat]} win${s.wins[seat] === 1 ? "" : "s"}`);
    expect(r.out).toMatch(/mean actions\s+[\d.]+ \(max \d+\)/);
    expect(r.out).toMatch(/speed\s+[\d,]+ games\/s/);
  });

  it("--json prints the summary as one JSON object, equal to simulate()'s", async () => {
    const r = await run(["simulate", "tic-tac-toe", "-n", "40", "--seed=-7", "--json"]);
    expect(r.code).toBe(0);
    expect(r.out.trimEnd().split("\n")).toHaveLength(1);
    const parsed = JSON.parse(r.out) as SimulationSummary;
    expect(untimed(parsed)).toEqual(untimed(right(simulate(ticTacToe, { games: 40, players: 2, seed: -7 }))));
  });

  it("uses 100 games, the smallest player count and seed 1 by default", async () => {
    expect(JSON.parse((await run(["simulate", "stash", "--json"])).out)).toMatchObject({ games: 100, players: 2, seed: 1 });
  });

  it("draws a progress bar with the time on stderr only when stderr is a terminal", async () => {
    const plain = await run(["simulate", "tic-tac-toe", "-n", "50"], fixtures, false);
    expect(plain.err).toBe("");
    const tty = await run(["simulate", "tic-tac-toe", "-n", "50", "--json"], fixtures, true);
    expect(tty.code).toBe(0);
    expect(tty.err).toContain("simulating tic-tac-toe");
    expect(tty.err).toMatch(/50\/50 100%, \d+ s so far/);
    expect(tty.errChunks[tty.errChunks.length - 1]).toBe("\r\u001b[K");
    expect(JSON.parse(tty.out)).toMatchObject({ games: 50 });
  });
});

describe("main: demo and list", () => {
  it("demo with an empty registry says so and exits 0", async () => {
    const r = await run(["demo"], []);
    expect(r.code).toBe(0);
    expect(r.out).toBe("No rule modules are registered: the list of games given to the command is empty.\n");
  });

  it("demo plays every registered game, with the seed and player count given", async () => {
    const r = await run(["demo", "--seed", "5", "--players", "3"]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("seed 5");
    expect(r.out).toContain("== Tic-tac-toe");
    expect(r.out).toContain("Two players (greedy bots)"); // tic-tac-toe has no third seat
    expect(r.out).toContain("(Tic-tac-toe is for 2 players: played with 2.)");
    expect(r.out).toContain("Three players (greedy bots)");
    expect(r.out).not.toContain("(Stash is for");
    // A count no game is for is a mistake in the command line, as it is with --game.
    const none = await run(["demo", "--players", "7"]);
    expectUsageError(none, "demo", "demo --players 7");
    expect(none.err).toContain("no game is for 7 players: Tic-tac-toe for 2 and Stash for 2, 3 or 4.");
    const json = await run(["demo", "--seed", "5", "--json"]);
    const games = JSON.parse(json.out) as { id: string; players: number; finished: boolean; winners: number[] }[];
    expect(games.map((g) => [g.id, g.players, g.finished])).toEqual([
      ["tic-tac-toe", 2, true],
      ["stash", 2, true],
    ]);
  });

  it("demo exits 1 when a game cannot be played", async () => {
    const broken: AnyGame = { ...stash, id: "broken", maxActions: () => 1 };
    const r = await run(["demo"], [broken]);
    expect(r.code).toBe(1);
    expect(r.err).toBe("laguna demo: could not play broken.\n");
  });

  it("list names every registered game, or says none is; --json as data", async () => {
    const r = await run(["list"]);
    expect(r.code).toBe(0);
    expect(r.out).toBe("tic-tac-toe  Tic-tac-toe, rules 1.0.0, 2 players\nstash        Stash, rules 1.0.0, 2, 3 or 4 players\n");
    expect((await run(["list"], [])).out).toContain("No rule modules are registered:");
    const json = await run(["list", "--json"]);
    expect(JSON.parse(json.out)).toEqual([
      { id: "tic-tac-toe", name: "Tic-tac-toe", version: "1.0.0", playerCounts: [2], example: false },
      { id: "stash", name: "Stash", version: "1.0.0", playerCounts: [2, 3, 4], example: false },
    ]);
    expect((await run(["list", "--json"], [])).out).toBe("[]\n");
  });

  it("knows examples besides the games: list marks them, simulate, analyze and play take them, demo leaves them out", async () => {
    const io = captureIO();
    expect(await main(["list"], io, [stash], [ticTacToe])).toBe(0);
    expect(io.out()).toBe("stash        Stash, rules 1.0.0, 2, 3 or 4 players\ntic-tac-toe  Tic-tac-toe, rules 1.0.0, 2 players (an example)\n");
    const json = captureIO();
    await main(["list", "--json"], json, [stash], [ticTacToe]);
    expect((JSON.parse(json.out()) as { id: string; example: boolean }[]).map((g) => [g.id, g.example])).toEqual([
      ["stash", false],
      ["tic-tac-toe", true],
    ]);
    const simulated = captureIO();
    expect(await main(["simulate", "tic-tac-toe", "--games", "3", "--json"], simulated, [stash], [ticTacToe])).toBe(0);
    expect(JSON.parse(simulated.out())).toMatchObject({ game: "tic-tac-toe", games: 3 });
    const analysed = captureIO();
    expect(await main(["analyze", "tic-tac-toe", "--games", "3", "--json"], analysed, [stash], [ticTacToe])).toBe(0);
    expect(JSON.parse(analysed.out())).toMatchObject({ game: { id: "tic-tac-toe" } });
    const played = captureIO(false, Array.from({ length: 9 }, () => "0"));
    expect(await main(["play", "tic-tac-toe", "--bots", "random"], played, [stash], [ticTacToe])).toBe(0);
    expect(played.out()).toMatch(/The game is over after \d+ actions\./);
    const demo = captureIO();
    expect(await main(["demo", "--json"], demo, [stash], [ticTacToe])).toBe(0);
    expect((JSON.parse(demo.out()) as { id: string }[]).map((g) => g.id)).toEqual(["stash"]);
  });
});
