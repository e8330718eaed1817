/**
 * `laguna simulate --module` and `laguna analyze --module`: a user's own rule module, a file or a
 * package, played on this thread and on worker threads, and the modules that are no Laguna game.
 */
import { decodeReport } from "@laguna/analysis";
import { type SimulationSummary, entryFromExports, gameProblems, simulate } from "@laguna/cli";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { stash } from "../fixtures/stash";
import { ticTacToe } from "../fixtures/tic-tac-toe";
import { left, right, run, runBin } from "./helpers";

const modules = fileURLToPath(new URL("../fixtures/modules/", import.meta.url));
const fixture = (name: string): string => join(modules, name);
const tmp = (): string => mkdtempSync(join(tmpdir(), "laguna-module-"));

/** Drops the timing fields, which differ from run to run. */
function untimed(summary: SimulationSummary): Omit<SimulationSummary, "elapsedMs" | "gamesPerSecond"> {
  const { elapsedMs: _e, gamesPerSecond: _g, ...rest } = summary;
  return rest;
}

describe("what a rule module must export", () => {
  it("gameProblems names every missing member of the Game contract, and none of a real game", () => {
    expect(gameProblems(ticTacToe)).toEqual([]);
    expect(gameProblems(stash)).toEqual([]);
    const problems = gameProblems({ id: "half", name: "Half", playerCounts: [], setup: () => ({}) }).join("; ");
    for (const missing of ['"version"', '"playerCounts"', '"capabilities"', '"codecs"', '"apply"', '"legalActions"', '"outcome"']) expect(problems).toContain(missing);
    expect(problems).not.toContain('"setup"');
    expect(gameProblems({ ...ticTacToe, codecs: { ...ticTacToe.codecs, view: undefined } })).toEqual(['no codec "codecs.view" (an io-ts codec)']);
    expect(gameProblems(null)).toEqual(["it is null, not a game object"]);
  });

  it("entryFromExports takes `game` (or a CommonJS default export's), `evaluate`, `searchBudget` and `lookaheadBudget`", () => {
    const evaluate = () => [0, 0];
    expect(right(entryFromExports({ game: ticTacToe, evaluate, searchBudget: { iterations: 5 } }))).toEqual({ game: ticTacToe, evaluate, searchBudget: { iterations: 5 } });
    expect(right(entryFromExports({ game: ticTacToe, lookaheadBudget: { maxApplies: 500 } }))).toEqual({ game: ticTacToe, lookaheadBudget: { maxApplies: 500 } });
    expect(right(entryFromExports({ default: { game: stash } }))).toEqual({ game: stash });
    expect(left(entryFromExports({ ticTacToe }))).toMatch(/exports no "game"/);
    expect(left(entryFromExports({ game: 42 }))).toMatch(/its "game" export is not a Laguna game: it is number/);
  });
});

describe("laguna simulate --module", () => {
  it("plays the game of a module file given relative to the current directory, as simulate() plays it", async () => {
    const r = await runBin(["simulate", "--module", "./tic-tac-toe.mjs", "--games", "30", "--seed", "4", "--json"], { cwd: modules });
    expect([r.status, r.stderr]).toEqual([0, ""]);
    const expected = right(simulate(ticTacToe, { games: 30, players: 2, seed: 4 }));
    expect(untimed(JSON.parse(r.stdout) as SimulationSummary)).toEqual(untimed(expected));
    // The game may be named too, and a path without ./ is a path when it names a module file.
    const named = await runBin(["simulate", "tic-tac-toe", "--module", "tests/fixtures/modules/tic-tac-toe.mjs", "--games", "30", "--seed", "4", "--json"]);
    expect(named.status).toBe(0);
    expect(untimed(JSON.parse(named.stdout) as SimulationSummary)).toEqual(untimed(expected));
  });

  it("gives the same summary on two worker threads as on one, for a CommonJS module", async () => {
    const args = ["simulate", "--module", fixture("stash.cjs"), "--games", "24", "--players", "3", "--bots", "greedy,random,random", "--json"];
    const [one, two] = await Promise.all([runBin([...args, "--workers", "1"]), runBin([...args, "--workers", "2"])]);
    expect([one.status, one.stderr, two.status, two.stderr]).toEqual([0, "", 0, ""]);
    const summary = JSON.parse(one.stdout) as SimulationSummary;
    expect(summary).toMatchObject({ game: "stash", games: 24, players: 3 });
    expect(untimed(JSON.parse(two.stdout) as SimulationSummary)).toEqual(untimed(summary));
  }, 120_000);

  it("resolves a package name from the current directory", async () => {
    const r = await runBin(["simulate", "--module", "@laguna/walking-in-burano", "--players", "2", "--set", "roundLimit=3", "--games", "2", "--json"]);
    expect([r.status, r.stderr]).toEqual([0, ""]);
    expect(JSON.parse(r.stdout)).toMatchObject({ game: "walking-in-burano", games: 2, unfinished: 0 });
    const elsewhere = await runBin(["simulate", "--module", "@laguna/walking-in-burano"], { cwd: tmpdir() });
    expect(elsewhere.status).toBe(2);
    expect(elsewhere.stderr.replace(/\n\s+/g, " ")).toContain('there is no file or package "@laguna/walking-in-burano"');
  });

  it("resolves a package as an import does: one that exports only under the import condition", async () => {
    const dir = tmp();
    const pkg = join(dir, "node_modules", "import-only-game");
    mkdirSync(pkg, { recursive: true });
    writeFileSync(join(pkg, "package.json"), JSON.stringify({ name: "import-only-game", type: "module", exports: { ".": { import: "./index.js" } } }));
    writeFileSync(join(pkg, "index.js"), `export * from ${JSON.stringify(pathToFileURL(fixture("tic-tac-toe.mjs")).href)};\n`);
    const r = await runBin(["simulate", "--module", "import-only-game", "--games", "3", "--json"], { cwd: dir });
    expect([r.status, r.stderr]).toEqual([0, ""]);
    expect(JSON.parse(r.stdout)).toMatchObject({ game: "tic-tac-toe", games: 3 });
    const builtin = await runBin(["simulate", "--module", "fs"], { cwd: dir });
    expect(builtin.status).toBe(2);
    expect(builtin.stderr).toContain('"fs" is built into Node, not a rule module');
  });
});

describe("modules that are no Laguna game: a mistake in the command line (exit 2) naming the problem", () => {
  const cases: [string, string[], RegExp][] = [
    ["no game export", ["--module", fixture("no-game.mjs")], /--module ".*no-game\.mjs": it exports no "game": a rule module exports its game as "game"/],
    [
      "half a game",
      ["--module", fixture("half-a-game.mjs")],
      /its "game" export is not a Laguna game: no "version" \(a string\); no "capabilities" .*; no "codecs" .*; no "defaultConfig", "maxActions", "activePlayers", "legalActions", "apply", "view", "outcome", "describeAction" \(functions\)\./,
    ],
    ["a module that throws", ["--module", fixture("throws.mjs")], /it cannot be imported: this module is broken on purpose/],
    ["a missing file", ["--module", fixture("missing.mjs")], /--module ".*missing\.mjs": there is no file ".*missing\.mjs"\./],
    ["a missing package", ["--module", "no-such-package-here"], /there is no file or package "no-such-package-here"/],
    ["another game named", ["stash", "--module", fixture("tic-tac-toe.mjs")], /holds the game "tic-tac-toe", not "stash"/],
    ["neither a game nor a module", [], /missing <game>: name the game to .*, or give your own rule module with --module/],
  ];
  for (const command of ["simulate", "analyze"]) {
    for (const [what, args, message] of cases) {
      it(`${command}: ${what}`, async () => {
        const r = await run([command, ...args], [ticTacToe, stash]);
        expect(r.code).toBe(2);
        expect(r.out).toBe("");
        expect(r.err.replace(/\n {4}/g, " "), r.err).toMatch(command === "analyze" && args.length === 0 ? /name the game to analyse \(or give your own rule module with --module\)/ : message);
        expect(r.err).toContain(`Usage: laguna ${command} <game> [options]`);
      });
    }
  }
});

describe("laguna analyze --module", () => {
  it("writes the same report.json, byte for byte, with one worker and with two", async () => {
    const [one, two] = [tmp(), tmp()];
    const args = ["analyze", "--module", fixture("stash.cjs"), "--players", "2,3", "--games", "6", "--variant", "short:handSize=2", "--seed", "3"];
    const [a, b] = await Promise.all([runBin([...args, "--workers", "1", "--out", one]), runBin([...args, "--workers", "2", "--out", two])]);
    expect([a.status, a.stderr, b.status, b.stderr]).toEqual([0, "", 0, ""]);
    const report = readFileSync(join(one, "report.json"), "utf8");
    expect(readFileSync(join(two, "report.json"), "utf8")).toBe(report);
    const decoded = right(decodeReport(JSON.parse(report)));
    expect(decoded.game.id).toBe("stash");
    expect(decoded.cells.map((cell) => [cell.variant, cell.players, cell.games])).toEqual([
      ["default", 2, 6],
      ["short", 2, 6],
      ["default", 3, 6],
      ["short", 3, 6],
    ]);
    // What the run is, for --resume: the module it played, and the rules version.
    expect(JSON.parse(readFileSync(join(one, "run.json"), "utf8"))).toMatchObject({ settings: { game: "stash", version: "1.0.0", module: `file://${fixture("stash.cjs")}` } });
  }, 120_000);

  it("analyses the module in-process as the registered game is analysed", async () => {
    const viaModule = await run(["analyze", "--module", fixture("tic-tac-toe.mjs"), "--games", "10", "--json"], []);
    const registered = await run(["analyze", "tic-tac-toe", "--games", "10", "--json"], [ticTacToe]);
    expect([viaModule.code, viaModule.err]).toEqual([0, ""]);
    expect(JSON.parse(viaModule.out)).toEqual(JSON.parse(registered.out));
  });
});

describe("laguna play --module", () => {
  it("plays the module's game in the terminal, saves it, and resumes the save with the module again", async () => {
    const path = join(tmp(), "own.json");
    const played = await run(["play", "--module", fixture("stash.cjs"), "--bots", "random", "--save", path], [ticTacToe], false, ["0", "s", "q"]);
    expect(played.code).toBe(0);
    expect(played.out).toContain(stash.name);
    const resumed = await run(["play", "--load", path, "--module", fixture("stash.cjs")], [ticTacToe], false, ["q"]);
    expect(resumed.code).toBe(0);
    expect(resumed.out).toMatch(/Resumed after \d+ actions\./);
    // Without its module the save names a game the command does not know: a bad save, with the hint.
    const without = await run(["play", "--load", path], [ticTacToe], false, ["q"]);
    expect(without.code).toBe(1);
    expect(without.err.replace(/\s+/g, " ")).toContain("a save of your own game needs its --module");
  });

  it("plays a whole game piped in, to its end", async () => {
    const r = await runBin(["play", "--module", "./tic-tac-toe.mjs", "--bots", "random", "--seed", "3"], { cwd: modules, input: "0\n".repeat(9) });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Winner: |draw/);
  });

  it("names the module's game, not a registered one, when both are given and differ", async () => {
    const r = await run(["play", "tic-tac-toe", "--module", fixture("stash.cjs")], [ticTacToe], false, ["q"]);
    expect(r.code).toBe(2);
    expect(r.err.replace(/\s+/g, " ")).toContain("leave out the game, or name it");
  });
});
