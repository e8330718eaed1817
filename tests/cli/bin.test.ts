/**
 * The "done when", through the built `laguna` executable (packages/cli/dist/bin.js), as a
 * user runs it: exit codes, messages, piped play of every game, variants, workers and the demo.
 */
import type { SimulationSummary } from "@laguna/cli";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import cliPackage from "../../packages/cli/package.json";
import { BIN, runBin, runShell } from "./helpers";

// The built command is made (if stale) by the global setup, tests/global-setup.ts.

const GAMES = ["walking-in-burano", "murano-light-masters", "murano"] as const;
/** The example games of @laguna/examples, which the command knows besides the titles. */
const EXAMPLES = ["tic-tac-toe", "stash"] as const;

/** Node's own argument parser and commander word their errors so; none of it may show. */
const FOREIGN = [/ambiguous/i, /Did you forget/, /--games=-XYZ/, /^error:/m, /argument missing/, /too many arguments/, /ERR_PARSE_ARGS/, /\n\s+at /];

/** Drops the timing fields, which differ from run to run. */
function untimed(summary: SimulationSummary): Omit<SimulationSummary, "elapsedMs" | "gamesPerSecond"> {
  const { elapsedMs: _e, gamesPerSecond: _g, ...rest } = summary;
  return rest;
}

describe("the package's bin, bin/laguna.js", () => {
  it("is what package.json names, and runs the built command", async () => {
    expect(cliPackage.bin).toStrictEqual({ laguna: "./bin/laguna.js" });
    const wrapper = fileURLToPath(new URL("../../packages/cli/bin/laguna.js", import.meta.url));
    const viaWrapper = await runShell(`"${process.execPath}" "${wrapper}" list --json`);
    expect(viaWrapper.status).toBe(0);
    expect(viaWrapper.stdout).toBe((await runBin(["list", "--json"])).stdout);
  });

  it("npm start -- --help shows the command's help, with every command; with other options, the demo's", async () => {
    const start = fileURLToPath(new URL("../../scripts/start.mjs", import.meta.url));
    const help = await runShell(`"${process.execPath}" "${start}" --help 2>/dev/null`);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: laguna <command> \[options\]/);
    for (const command of ["demo", "simulate", "play", "list"]) expect(help.stdout).toContain(`\n  ${command} [`);
    const demoHelp = await runShell(`"${process.execPath}" "${start}" --seed 3 --help 2>/dev/null`);
    expect(demoHelp.stdout).toMatch(/^Usage: laguna demo \[options\]/);
  });

  it("says how to build when dist/ is missing (a fresh clone before npm start)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "laguna-bin-"));
    mkdirSync(join(dir, "bin"));
    writeFileSync(join(dir, "package.json"), '{ "type": "module" }\n');
    copyFileSync(new URL("../../packages/cli/bin/laguna.js", import.meta.url), join(dir, "bin", "laguna.js"));
    const r = await runShell(`"${process.execPath}" "${join(dir, "bin", "laguna.js")}" list`);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe("laguna: the command is not built yet. In a clone of the Laguna repository, run `npm start` or `npm run build` first.\n");
  });
});

describe("laguna --version and list --json", () => {
  it("prints the version of the package", async () => {
    const r = await runBin(["--version"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(`${cliPackage.version}\n`);
  });

  it("prints a JSON array with every game's id, name, version and player counts, the examples last", async () => {
    const r = await runBin(["list", "--json"]);
    expect(r.status).toBe(0);
    const list = JSON.parse(r.stdout) as { id: string; name: string; version: string; playerCounts: number[]; example: boolean }[];
    expect(list.map((g) => [g.id, g.example])).toEqual([...GAMES.map((id) => [id, false]), ...EXAMPLES.map((id) => [id, true])]);
    for (const g of list) {
      expect(Object.keys(g).sort()).toEqual(["example", "id", "name", "playerCounts", "version"]);
      expect(g.name.length).toBeGreaterThan(0);
      expect(g.version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(g.playerCounts.length).toBeGreaterThan(0);
    }
  });
});

describe("the example games", () => {
  it("laguna list shows them after the titles, marked as examples", async () => {
    const r = await runBin(["list"]);
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines.map((line) => line.split(" ")[0])).toEqual([...GAMES, ...EXAMPLES]);
    expect(lines.filter((line) => line.endsWith(" (an example)")).map((line) => line.split(" ")[0])).toEqual([...EXAMPLES]);
  });

  it("simulate, analyze and play take them; laguna demo plays only the titles (its test below)", async () => {
    const simulated = await runBin(["simulate", "stash", "--players", "3", "--games", "5", "--workers", "2", "--json"]);
    expect([simulated.status, simulated.stderr]).toEqual([0, ""]);
    expect(JSON.parse(simulated.stdout)).toMatchObject({ game: "stash", players: 3, games: 5 });
    const analysed = await runBin(["analyze", "tic-tac-toe", "--games", "4", "--json"]);
    expect([analysed.status, analysed.stderr]).toEqual([0, ""]);
    expect(JSON.parse(analysed.stdout)).toMatchObject({ game: { id: "tic-tac-toe" } });
    const played = await runShell(`yes 0 | node ${JSON.stringify(BIN)} play tic-tac-toe --bots random`);
    expect([played.status, played.stderr]).toEqual([0, ""]);
    expect(played.stdout).toMatch(/The game is over after \d+ actions\./);
  }, 120_000);
});

describe("argument errors: exit 2, the CLI's own words, a usage line", () => {
  const cases: [string, string[], RegExp][] = [
    ["--games -1", ["simulate", "murano", "--games", "-1"], /--games must be a positive whole number, not "-1"\./],
    ["--games abc", ["simulate", "murano", "--games", "abc"], /--games must be a positive whole number, not "abc"\./],
    ['--games " 5"', ["simulate", "murano", "--games", " 5"], /--games must be a positive whole number, not " 5"\./],
    ["--games 1e2", ["simulate", "murano", "--games", "1e2"], /not "1e2"/],
    ["--players 9", ["simulate", "murano", "--players", "9"], /Murano is for 2, 3 or 4 players, not 9\./],
    ["--players 0", ["simulate", "murano", "--players", "0"], /--players must be a positive whole number, not "0"\./],
    ["--foo", ["simulate", "murano", "--foo"], /unknown option "--foo"\./],
    ["a missing value", ["simulate", "murano", "--games"], /--games needs a value/],
    ["an unknown game", ["simulate", "chess"], /unknown game "chess"\. The games are walking-in-burano, murano-light-masters, murano, tic-tac-toe and stash/],
  ];
  for (const [what, args, message] of cases) {
    it(what, async () => {
      const r = await runBin(args);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr.replace(/\n {4}/g, " ")).toMatch(message);
      expect(r.stderr).toMatch(/^laguna simulate: /);
      expect(r.stderr).toContain("\nUsage: laguna simulate <game> [options]\n");
      for (const pattern of FOREIGN) expect(r.stderr).not.toMatch(pattern);
    });
  }

  it("with --json, the error is JSON on stdout, exit 2", async () => {
    const r = await runBin(["simulate", "murano", "--games", "-1", "--json"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe("");
    expect(JSON.parse(r.stdout)).toEqual({
      error: { kind: "usage", message: '--games must be a positive whole number, not "-1".', usage: "laguna simulate <game> [options]" },
    });
  });
});

describe("laguna play over piped input", () => {
  for (const game of GAMES) {
    it(`yes 0 | laguna play ${game} --players 2 --bots greedy --seed 1 plays to the end and exits 0`, async () => {
      const r = await runShell(`yes 0 | node ${JSON.stringify(BIN)} play ${game} --players 2 --bots greedy --seed 1`);
      expect(r.stderr).toBe("");
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(/^.+, two players: you are Player 1; Player 2 \(greedy\) is a bot\.\n/);
      expect(r.stdout).toContain("Your move (");
      expect(r.stdout).toMatch(/\nPlayer 2 \(greedy\) .+\.\n/); // the bot's moves, as they happen
      // Grammar: "You move…", "Player 2 (greedy) takes…"; people are never called seats.
      expect(r.stdout).not.toMatch(/\nYou [a-z]+[^s]s |\nPlayer 2 \(greedy\) (take|move|place|build|pass) /);
      expect(r.stdout).not.toMatch(/\b[Ss]eats? \d/);
      expect(r.stdout).toMatch(/The game is over after \d+ actions\./);
      expect(r.stdout).toContain("\nScores:\n");
      expect(r.stdout).toMatch(/\n {2}Total +-?\d+ +-?\d+\n/);
      expect(r.stdout).toMatch(/(Winner: Player \d, with -?\d+ points?\.|Shared victory: .+\.) (You won!|You lost\.|You share the victory\.)\n$/);
      for (const line of r.stdout.split("\n")) expect(line.length).toBeLessThanOrEqual(100);
    }, 600_000);
  }

  it("saves with s, quits with q, and resumes with --load where it stopped", async () => {
    const dir = mkdtempSync(join(tmpdir(), "laguna-play-"));
    const save = join(dir, "lm.json");
    const first = await runBin(["play", "murano-light-masters", "--seed", "3"], { input: `0\n0\ns ${save}\nq\n` });
    expect(first.status).toBe(0);
    expect(first.stdout.replace(/\n {4}/g, " ")).toContain(`Saved to ${save}. Resume with: laguna play --load ${save}`);
    expect(first.stdout).toMatch(/You left the game after \d+ actions; it is unfinished\./);
    const saved = JSON.parse(readFileSync(save, "utf8")) as { format: string; seat: number; bots: string[]; match: { log: unknown[] } };
    expect(saved).toMatchObject({ format: "laguna-play", seat: 0, bots: ["greedy"] });
    const resumed = await runBin(["play", "--load", save], { input: "q\n" });
    expect(resumed.status).toBe(0);
    expect(resumed.stdout).toContain(`Resumed after ${saved.match.log.length} actions.`);
    expect(resumed.stdout).toContain(`You left the game after ${saved.match.log.length} actions`);
  });

  it("exits 1 when the input ends before the game does, and refuses a bad save", async () => {
    const ended = await runBin(["play", "murano-light-masters", "--seed", "3"], { input: "0\n" });
    expect(ended.status).toBe(1);
    expect(ended.stdout).toContain("The input ended before the game did");
    expect(ended.stderr).toBe("laguna play: the input ended before the game did.\n");
    const dir = mkdtempSync(join(tmpdir(), "laguna-play-"));
    const bad = join(dir, "bad.json");
    writeFileSync(bad, '{"format":"something"}');
    const refused = await runBin(["play", "--load", bad]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("is not a saved game");
    expect((await runBin(["play", "--load", join(dir, "missing.json")])).status).toBe(2);
  });

  it("refuses a save of a game it does not know as a bad save (exit 1), not as a bad command line", async () => {
    const dir = mkdtempSync(join(tmpdir(), "laguna-play-"));
    const save = join(dir, "lm.json");
    expect((await runBin(["play", "murano-light-masters", "--seed", "3"], { input: `0\ns ${save}\nq\n` })).status).toBe(0);
    const saved = JSON.parse(readFileSync(save, "utf8")) as { match: { game: { id: string } } };
    saved.match.game.id = "chess";
    const unknown = join(dir, "chess.json");
    writeFileSync(unknown, JSON.stringify(saved));
    const refused = await runBin(["play", "--load", unknown]);
    expect(refused.status).toBe(1);
    expect(refused.stderr.replace(/\n\s+/g, " ")).toContain('is not a saved game of a game this command knows ("chess"; it knows walking-in-burano');
    expect(refused.stderr).not.toContain("Usage:");
  });

  it("reads --config and --load only from regular files, so a device such as /dev/zero is refused at once", async () => {
    if (!existsSync("/dev/zero")) return;
    const config = await runBin(["simulate", "murano", "--games", "1", "--config", "/dev/zero"]);
    expect(config.status).toBe(2);
    expect(config.stderr).toContain('--config: cannot read "/dev/zero": it is not a regular file.');
    const load = await runBin(["play", "--load", "/dev/zero"]);
    expect(load.status).toBe(2);
    expect(load.stderr).toContain('--load: cannot read "/dev/zero": it is not a regular file.');
  });
});

describe("variants from the command line", () => {
  it("--set without a value says what it takes, in full", async () => {
    const r = await runBin(["simulate", "murano", "--set"]);
    expect(r.status).toBe(2);
    expect(r.stderr.replace(/\n\s+/g, " ")).toContain("--set needs a value: set a rule option, e.g. --set roundLimit=20 (repeatable, and `laguna list --options` names them)");
  });

  it("--set roundLimit=5 is echoed in the JSON summary's config", async () => {
    const r = await runBin(["simulate", "walking-in-burano", "--set", "roundLimit=5", "--games", "5", "--json"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('"roundLimit":5');
    expect((JSON.parse(r.stdout) as SimulationSummary).config).toMatchObject({ roundLimit: 5 });
  });

  it("--set roundlimitt=5 exits 2 naming roundlimitt and the valid keys", async () => {
    const r = await runBin(["simulate", "walking-in-burano", "--set", "roundlimitt=5"]);
    expect(r.status).toBe(2);
    const message = r.stderr.replace(/\n {4}/g, " ");
    expect(message).toContain('unknown option "roundlimitt" (did you mean "roundLimit"?)');
    expect(message).toContain("The options of Walking in Burano are: beginnerCharacters,");
    expect(message).toContain("roundLimit, startPlayer.");
    expect(r.stderr).toContain("Usage: laguna simulate <game> [options]");
  });

  it("a bad value is refused with the choices; --config reads a file; play and demo take variants too", async () => {
    const bad = await runBin(["simulate", "murano-light-masters", "--set", "ringSide=C"]);
    expect(bad.status).toBe(2);
    expect(bad.stderr.replace(/\n {4}/g, " ")).toContain("Choices for ringSide: A, B.");
    const dir = mkdtempSync(join(tmpdir(), "laguna-config-"));
    const file = join(dir, "variant.json");
    writeFileSync(file, JSON.stringify({ roundLimit: 3, ringSide: "B" }));
    const fromFile = await runBin(["simulate", "murano-light-masters", "--config", file, "--set", "roundLimit=2", "-n", "3", "--json"]);
    expect(fromFile.status).toBe(0);
    expect((JSON.parse(fromFile.stdout) as SimulationSummary).config).toMatchObject({ roundLimit: 2, ringSide: "B" });
    const played = await runShell(`yes 0 | node ${JSON.stringify(BIN)} play murano-light-masters --set roundLimit=2 --bots random`);
    expect(played.status).toBe(0);
    expect(played.stdout).toContain("Game over after round 2.");
    const demo = await runBin(["demo", "--game", "murano-light-masters", "--set", "roundLimit=2", "--json"]);
    expect(demo.status).toBe(0);
    expect(JSON.parse(demo.stdout)).toEqual([expect.objectContaining({ id: "murano-light-masters", players: 2, finished: true })]);
  });
});

describe("simulate --workers", () => {
  for (const game of GAMES) {
    it(`gives the same summary with 2 workers as with 1, for ${game}`, async () => {
      // Random players rarely end Burano and Light Masters under the printed rules: the round-limit house rule keeps the runs short.
      const limit = game === "murano" ? [] : ["--set", "roundLimit=20"];
      const args = ["simulate", game, "--games", game === "murano" ? "12" : "40", "--players", "2", ...limit, "--json"];
      const one = await runBin([...args, "--workers", "1"]);
      const two = await runBin([...args, "--workers", "2"]);
      expect(one.status).toBe(0);
      expect(two.status).toBe(0);
      expect(untimed(JSON.parse(two.stdout) as SimulationSummary)).toEqual(untimed(JSON.parse(one.stdout) as SimulationSummary));
    }, 300_000);
  }

  it("with bots and a variant too, and --workers auto", async () => {
    const args = ["simulate", "murano-light-masters", "--games", "6", "--bots", "greedy,random", "--set", "roundLimit=4", "--json"];
    const one = await runBin(args);
    const auto = await runBin([...args, "--workers", "auto"]);
    expect(auto.status).toBe(0);
    expect(untimed(JSON.parse(auto.stdout) as SimulationSummary)).toEqual(untimed(JSON.parse(one.stdout) as SimulationSummary));
  }, 300_000);
});

describe("laguna demo", () => {
  it("piped: no line over 100 columns, no colour, every game with a legend of its codes", async () => {
    const r = await runBin(["demo"]);
    expect(r.status).toBe(0);
    const lines = r.stdout.split("\n");
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(100);
    expect(r.stdout).not.toContain("\u001b[");
    expect(r.stdout).not.toMatch(/\b1 players\b|\(1 games\)/);
    const sections = r.stdout.split("\n== ").slice(1);
    expect(sections).toHaveLength(3);
    for (const section of sections) {
      expect(section).toMatch(/\nTwo players \(greedy bots\), \d+ actions\.\n/);
      expect(section).toMatch(/\n(Winner: Player \d, with \d+ points?\.|Shared victory: .+)\n/);
      expect(section).toContain("\nLegend:\n");
    }
    const [burano, lightMasters, murano] = sections as [string, string, string];
    // Every code the Murano position prints is explained: ring spaces, ships, tiles and cards.
    for (const code of new Set(murano.split("Legend:")[0]!.match(/\b(MC\d\d|SB\d\d)\b/g) ?? [])) expect(murano.split("Legend:")[1]).toContain(code);
    for (const code of ["Bld", "bSH", "bPA", "bGF", "bSP", "Rec", "Gon+", "Inc", "Prd", "Hire", "2G", "[BK2]", "ST street", "GF glass factory"]) {
      expect(murano.split("Legend:")[1]).toContain(code);
    }
    expect(burano).toMatch(/Legend:[\s\S]*F2-PNK-4: a floor card/);
    expect(lightMasters).toMatch(/Legend:[\s\S]*W clear \(wild\)/);
    // Light Masters now has a real winner: more than 0 Lira.
    expect(lightMasters).toMatch(/Winner: Player \d, with [1-9]\d* points?\./);
  }, 300_000);

  it("colours only on a terminal: never when piped, and never with NO_COLOR", async () => {
    const piped = await runBin(["demo", "--game", "murano-light-masters"], { env: { NO_COLOR: "" } });
    expect(piped.stdout).not.toContain("\u001b[");
  });

  // util-linux's `script` runs the command on a pseudo-terminal, as a person's shell would.
  it.skipIf(!existsSync("/usr/bin/script"))("colours on a terminal, unless NO_COLOR is set", async () => {
    const command = `node ${JSON.stringify(BIN)} demo --game murano-light-masters`;
    const tty = await runShell(`NO_COLOR= script -qec ${JSON.stringify(command)} /dev/null`);
    expect(tty.status).toBe(0);
    expect(tty.stdout).toContain("\u001b[1mFinal position:\u001b[22m");
    const plain = await runShell(`NO_COLOR=1 script -qec ${JSON.stringify(command)} /dev/null`);
    expect(plain.status).toBe(0);
    expect(plain.stdout).toContain("Final position:");
    expect(plain.stdout).not.toContain("\u001b[");
  }, 300_000);
});
