import { decodeReport, reportMarkdown } from "@laguna/analysis";
import { parseVariant, splitSettings } from "@laguna/cli";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { stash } from "../fixtures/stash";
import { ticTacToe } from "../fixtures/tic-tac-toe";
import { left, right, run, runBin } from "./helpers";

const games = [ticTacToe, stash];
const tmp = (): string => mkdtempSync(join(tmpdir(), "laguna-analyze-"));

describe("parseVariant", () => {
  it("reads a name and settings, values as --set reads them, JSON values with their own commas", () => {
    expect(right(parseVariant("short:roundLimit=10,ringSide=B"))).toEqual({ name: "short", config: { roundLimit: 10, ringSide: "B" } });
    expect(right(parseVariant('p:prices={"ART":1,"JEW":2},on=true'))).toEqual({ name: "p", config: { prices: { ART: 1, JEW: 2 }, on: true } });
    expect(splitSettings('a=1,b=[1,2],c="x,y"')).toEqual(["a=1", "b=[1,2]", 'c="x,y"']);
  });

  it("refuses an argument without a name, without options or with a setting lacking =", () => {
    expect(left(parseVariant("roundLimit=10"))).toMatch(/--variant takes name:key=value/);
    expect(left(parseVariant(":a=1"))).toMatch(/--variant takes name:key=value/);
    expect(left(parseVariant("short:"))).toMatch(/"short" sets no rule option/);
    expect(left(parseVariant("short:a=1,b"))).toMatch(/"short": each setting is key=value, not "b"/);
  });
});

describe("laguna analyze", () => {
  it("prints the report as JSON: the baseline and each variant at each player count, complete", async () => {
    const { code, out, err } = await run(["analyze", "tic-tac-toe", "--games", "20", "--variant", "misere:misere=true", "--json"], games);
    expect(err).toBe("");
    expect(code).toBe(0);
    const report = right(decodeReport(JSON.parse(out)));
    expect(report.partial).toBe(false);
    expect(report.plan.variants).toEqual([
      { name: "default", config: {} },
      { name: "misere", config: { misere: true } },
    ]);
    expect(report.cells.map((cell) => [cell.variant, cell.players, cell.games])).toEqual([
      ["default", 2, 20],
      ["misere", 2, 20],
    ]);
  });

  it("prints the Markdown summary by default, and --out writes report.json (pretty) and report.md", async () => {
    const dir = tmp();
    const { code, out } = await run(["analyze", "stash", "--players", "2,3", "--games", "8", "--bots", "greedy", "--seed", "5", "--out", dir], games);
    expect(code).toBe(0);
    const text = readFileSync(join(dir, "report.json"), "utf8");
    const report = right(decodeReport(JSON.parse(text)));
    expect(text).toBe(`${JSON.stringify(report, null, 2)}\n`);
    expect(readFileSync(join(dir, "report.md"), "utf8")).toBe(reportMarkdown(report));
    expect(out).toBe(reportMarkdown(report));
    expect(report.plan).toMatchObject({ playerCounts: [2, 3], players: ["greedy"], games: 8, seed: 5 });
  });

  it("refuses mistakes in the command line with exit 2, naming the problem", async () => {
    const cases: [string[], RegExp][] = [
      [["--bogus"], /unknown option "--bogus"/],
      [["--variant", "misere:misre=true"], /--variant "misere" at 2 players: .*unknown option "misre" \(did you mean "misere"\?\)/],
      [["--variant", "misere:misere=maybe"], /--variant "misere" at 2 players: .*misere/],
      [["--variant", "misere"], /--variant takes name:key=value/],
      [["--variant", "a:misere=true", "--variant", "a:firstPlayer=1"], /Two variants are named "a"/],
      [["--variant", "default:misere=true"], /"default" is the baseline's name/],
      [["--players", "3"], /Tic-tac-toe is for 2 players, not 3/],
      [["--players", "2,x"], /--players takes player counts separated by commas/],
      [["--bots", "greedy,random,random"], /one bot for all seats or one per seat \(2\), not 3/],
      [["--bots", "chess"], /there is no bot "chess"/],
      [["--games", "0"], /--games must be a positive whole number/],
      [["--workers", "none"], /--workers must be a positive whole number or "auto"/],
    ];
    for (const [args, message] of cases) {
      const { code, err } = await run(["analyze", "tic-tac-toe", ...args], games);
      expect(code, args.join(" ")).toBe(2);
      expect(err.replace(/\s+/g, " "), args.join(" ")).toMatch(message);
      expect(err).toMatch(/Usage: laguna analyze <game> \[options\]/);
    }
    const unknown = await run(["analyze", "chess"], games);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/unknown game "chess"/);
  });

  it("draws a progress bar with the time left on a terminal's stderr, and erases it", async () => {
    const { code, errChunks } = await run(["analyze", "tic-tac-toe", "--games", "30", "--json"], games, true);
    expect(code).toBe(0);
    expect(errChunks.some((chunk) => /analysing tic-tac-toe .* 15\/30 {2}50%, .* so far, about .* left/.test(chunk))).toBe(true);
    expect(errChunks.at(-1)).toBe("\r\u001b[K");
  });

  it("is declared in laguna --help", async () => {
    const { out } = await run(["--help"], games);
    expect(out).toMatch(/analyze .*analyse a game and its variants/);
  });

  it("writes the same report.json, byte for byte, with one worker and with two (the built command)", async () => {
    const [one, two] = [tmp(), tmp()];
    const args = ["analyze", "walking-in-burano", "--players", "2", "--games", "6", "--variant", "short:roundLimit=5", "--seed", "3"];
    const [a, b] = await Promise.all([runBin([...args, "--workers", "1", "--out", one]), runBin([...args, "--workers", "2", "--out", two])]);
    expect([a.status, a.stderr, b.status, b.stderr]).toEqual([0, "", 0, ""]);
    const report = readFileSync(join(one, "report.json"), "utf8");
    expect(readFileSync(join(two, "report.json"), "utf8")).toBe(report);
    expect(right(decodeReport(JSON.parse(report))).cells.map((cell) => cell.games)).toEqual([6, 6]);
  }, 60_000);
});
