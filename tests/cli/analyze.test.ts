import { RECORD_FORMAT, decodeReport, reportHtml, reportMarkdown } from "@laguna/analysis";
import { main, parseRecords, parseVariant, recordsText, splitSettings } from "@laguna/cli";
import { spawn } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { AnyGame } from "@laguna/core";
import { game as walkingInBurano } from "@laguna/walking-in-burano";
import { describe, expect, it } from "vitest";
import { stash } from "../fixtures/stash";
import { ticTacToe } from "../fixtures/tic-tac-toe";
import { BIN, captureIO, left, right, run, runBin } from "./helpers";

const games = [ticTacToe, stash];
const tmp = (): string => mkdtempSync(join(tmpdir(), "laguna-analyze-"));
/** A user's rule module of tests/fixtures/modules (for --module). */
const moduleFixture = (name: string): string => fileURLToPath(new URL(`../fixtures/modules/${name}`, import.meta.url));

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

  it("prints the Markdown summary by default, and --out writes report.json (pretty), report.md and report.html", async () => {
    const dir = tmp();
    const { code, out } = await run(["analyze", "stash", "--players", "2,3", "--games", "8", "--bots", "greedy", "--seed", "5", "--out", dir], games);
    expect(code).toBe(0);
    const text = readFileSync(join(dir, "report.json"), "utf8");
    const report = right(decodeReport(JSON.parse(text)));
    expect(text).toBe(`${JSON.stringify(report, null, 2)}\n`);
    expect(readFileSync(join(dir, "report.md"), "utf8")).toBe(reportMarkdown(report));
    expect(readFileSync(join(dir, "report.html"), "utf8")).toBe(await reportHtml(report));
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
      [["--resamples", "0"], /--resamples must be a whole number from 1 to 100000/],
      [["--restrict", "cell"], /tic-tac-toe declares no content .*nothing to forbid/],
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

  it("--restrict plays restricted play on the baseline: each piece named is a row, worth measured against the same bot unrestricted", async () => {
    const burano = [walkingInBurano as AnyGame];
    const base = ["analyze", "walking-in-burano", "--players", "2", "--games", "12", "--max-steps", "3000", "--json"];
    const { code, out, err } = await run([...base, "--restrict", "character:GIRL", "--restrict", "character:MAYOR", "--resamples", "200"], burano);
    expect(err).toBe("");
    expect(code).toBe(0);
    const report = right(decodeReport(JSON.parse(out)));
    expect(report.plan).toMatchObject({ features: ["character:GIRL", "character:MAYOR"], resamples: 200 });
    expect(report.restricted.map((row) => [row.feature, row.players, row.games])).toEqual([
      ["character:GIRL", 2, 12],
      ["character:MAYOR", 2, 12],
    ]);
    // The restricted games differ from the reference games: the restriction bites.
    expect(report.restricted.some((row) => row.winRate.n !== row.referenceWinRate.n || row.winRate.value !== row.referenceWinRate.value)).toBe(true);
    for (const [args, message] of [
      [["--restrict", "character:GIRL:x"], /name a kind of content .* or one piece as kind:name/],
      [["--restrict", "character", "--restrict", "character"], /--restrict "character" is given twice/],
    ] as [string[], RegExp][]) {
      const refused = await run([...base.filter((arg) => arg !== "--json"), ...args], burano);
      expect(refused.code, args.join(" ")).toBe(2);
      expect(refused.err.replace(/\s+/g, " ")).toMatch(message);
    }
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

/** Runs `main` with an interrupt (Ctrl-C) that comes with the first progress line: the analysis stops after its first slice. */
async function runInterrupted(argv: readonly string[]) {
  const io = captureIO(true);
  let stop: (() => void) | undefined;
  let listening = false;
  const code = await main(
    argv,
    {
      ...io,
      stderr: (text) => {
        io.stderr(text);
        if (text.includes("analysing")) stop?.();
      },
      onInterrupt: (s) => {
        stop = s;
        listening = true;
        return () => {
          listening = false;
        };
      },
    },
    games,
  );
  return { code, out: io.out(), err: io.err(), listening };
}

describe("laguna analyze, stopped and resumed", () => {
  const args = ["analyze", "stash", "--players", "2,3", "--games", "10", "--variant", "short:handSize=2", "--seed", "9"];

  it("stops on Ctrl-C with a partial report (exit 130), and --resume gives the report of an uninterrupted run", async () => {
    const [stopped, whole] = [tmp(), tmp()];
    const first = await runInterrupted([...args, "--out", stopped, "--json"]);
    expect(first.code).toBe(130);
    expect(first.listening).toBe(false);
    expect(first.err.replace(/\s+/g, " ")).toMatch(/stopped after 1 of 40 games; the report is partial\. "laguna analyze --resume .*" plays the rest\./);
    const partial = right(decodeReport(JSON.parse(readFileSync(join(stopped, "report.json"), "utf8"))));
    expect(partial.partial).toBe(true);
    expect(right(decodeReport(JSON.parse(first.out)))).toEqual(partial);
    const played = right(parseRecords(readFileSync(join(stopped, "records.jsonl"), "utf8")));
    expect(played.length).toBe(1);

    const resumed = await run(["analyze", "--resume", stopped, "--json"], games);
    expect([resumed.code, resumed.err]).toEqual([0, ""]);
    expect(await run([...args, "--out", whole], games)).toMatchObject({ code: 0 });
    const report = readFileSync(join(whole, "report.json"), "utf8");
    expect(readFileSync(join(stopped, "report.json"), "utf8")).toBe(report);
    expect(readFileSync(join(stopped, "report.md"), "utf8")).toBe(readFileSync(join(whole, "report.md"), "utf8"));
    expect(readFileSync(join(stopped, "report.html"), "utf8")).toBe(readFileSync(join(whole, "report.html"), "utf8"));
    expect(JSON.parse(resumed.out)).toEqual(JSON.parse(report));
    expect(right(parseRecords(readFileSync(join(stopped, "records.jsonl"), "utf8"))).length).toBe(2 * 2 * 10);
  });

  it("resumes from records cut short by the stop, playing the game of the cut line again", async () => {
    const [dir, whole] = [tmp(), tmp()];
    await runInterrupted([...args, "--out", dir]);
    appendFileSync(join(dir, "records.jsonl"), '{"variant":0,"feat');
    expect(await run(["analyze", "stash", "--resume", dir], games)).toMatchObject({ code: 0 });
    await run([...args, "--out", whole], games);
    expect(readFileSync(join(dir, "report.json"), "utf8")).toBe(readFileSync(join(whole, "report.json"), "utf8"));
  });

  it("refuses analysis options and another game with --resume (exit 2), and a folder that is no stopped analysis (exit 1)", async () => {
    const dir = tmp();
    await runInterrupted([...args, "--out", dir]);
    const withOptions = await run(["analyze", "--resume", dir, "--games", "20", "--seed", "2"], games);
    expect(withOptions.code).toBe(2);
    expect(withOptions.err.replace(/\s+/g, " ")).toMatch(/--resume continues the analysis in .* as it was started: leave out --games and --seed/);
    const other = await run(["analyze", "tic-tac-toe", "--resume", dir], games);
    expect(other.code).toBe(2);
    expect(other.err.replace(/\s+/g, " ")).toMatch(/is an analysis of stash, not of "tic-tac-toe"/);
    const noGame = await run(["analyze"], games);
    expect(noGame.code).toBe(2);
    expect(noGame.err.replace(/\s+/g, " ")).toMatch(/name the game to analyse \(or give your own rule module with --module\), or continue a stopped analysis with --resume DIR/);

    const empty = await run(["analyze", "--resume", tmp()], games);
    expect(empty.code).toBe(1);
    expect(empty.err).toMatch(/cannot read .*run\.json/);
    const bad = tmp();
    writeFileSync(join(bad, "run.json"), readFileSync(join(dir, "run.json")));
    writeFileSync(join(bad, "records.jsonl"), `${recordsText(right(parseRecords(readFileSync(join(dir, "records.jsonl"), "utf8"))))}{"not":"a record"}\n`);
    const badRecords = await run(["analyze", "--resume", bad, "--json"], games);
    expect(badRecords.code).toBe(1);
    expect(JSON.parse(badRecords.out)).toMatchObject({ error: { kind: "invalid-resume" } });
    expect(badRecords.out).toMatch(/line 2 of records.jsonl is not a game record/);
  });

  it("refuses (exit 2) a folder whose game id, rules version, module or record format differs from the game's now", async () => {
    const dir = tmp();
    await runInterrupted([...args, "--out", dir]);
    const run_ = JSON.parse(readFileSync(join(dir, "run.json"), "utf8")) as { settings: Record<string, unknown> };
    expect(run_.settings).toMatchObject({ game: "stash", version: "1.0.0" });
    expect(run_.settings["module"]).toBeUndefined();
    const edited = (settings: Record<string, unknown>): string => {
      const copy = tmp();
      writeFileSync(join(copy, "run.json"), JSON.stringify({ ...run_, settings: { ...run_.settings, ...settings } }));
      writeFileSync(join(copy, "records.jsonl"), readFileSync(join(dir, "records.jsonl")));
      return copy;
    };
    const older = await run(["analyze", "--resume", edited({ version: "0.9.0" })], games);
    expect(older.code).toBe(2);
    expect(older.err.replace(/\s+/g, " ")).toMatch(/is an analysis of stash rules "0\.9\.0", and the game is now at rules 1\.0\.0: its games would not be the same\. Start a new analysis\./);
    expect(run_.settings["recordFormat"]).toBe(RECORD_FORMAT);
    for (const [recordFormat, made] of [[undefined, "an older"], [RECORD_FORMAT - 1, "an older"], [RECORD_FORMAT + 1, "a newer"]] as const) {
      const other = await run(["analyze", "--resume", edited({ recordFormat })], games);
      expect(other.code).toBe(2);
      expect(other.err.replace(/\s+/g, " ")).toContain(`was started by ${made} laguna analyze, whose game records (format ${recordFormat ?? 1}) are not those this one makes (format ${RECORD_FORMAT}): a report cannot mix them.`);
    }
    const otherModule = await run(["analyze", "--resume", dir, "--module", moduleFixture("stash.cjs")], games);
    expect(otherModule.code).toBe(2);
    expect(otherModule.err.replace(/\s+/g, " ")).toMatch(/is an analysis of the registered game "stash", not of the module ".*stash\.cjs"/);

    // An analysis of a module: resumed from the module run.json names, and only from it.
    const [stopped, whole] = [tmp(), tmp()];
    const moduleArgs = ["analyze", "--module", moduleFixture("stash.cjs"), ...args.slice(2)];
    expect((await runInterrupted([...moduleArgs, "--out", stopped])).code).toBe(130);
    expect(JSON.parse(readFileSync(join(stopped, "run.json"), "utf8"))).toMatchObject({ settings: { module: pathToFileURL(moduleFixture("stash.cjs")).href } });
    const wrongModule = await run(["analyze", "--resume", stopped, "--module", moduleFixture("tic-tac-toe.mjs")], games);
    expect(wrongModule.code).toBe(2);
    expect(wrongModule.err.replace(/\s+/g, " ")).toMatch(/is an analysis of the module ".*stash\.cjs", not of ".*tic-tac-toe\.mjs"/);
    const moved = tmp();
    writeFileSync(join(moved, "run.json"), readFileSync(join(stopped, "run.json"), "utf8").replace("stash.cjs", "tic-tac-toe.mjs"));
    writeFileSync(join(moved, "records.jsonl"), "");
    const otherGame = await run(["analyze", "--resume", moved], games);
    expect(otherGame.code).toBe(2);
    expect(otherGame.err.replace(/\s+/g, " ")).toMatch(/is an analysis of "stash", and the module ".*tic-tac-toe\.mjs" now holds "tic-tac-toe"/);
    const resumed = await run(["analyze", "--resume", stopped, "--module", moduleFixture("stash.cjs")], games);
    expect([resumed.code, resumed.err]).toEqual([0, ""]);
    expect(await run([...args, "--out", whole], games)).toMatchObject({ code: 0 });
    expect(readFileSync(join(stopped, "report.json"), "utf8")).toBe(readFileSync(join(whole, "report.json"), "utf8"));
  });

  it("stops the built command on SIGINT, writing the partial report", async () => {
    const dir = tmp();
    const child = spawn(process.execPath, [BIN, "analyze", "walking-in-burano", "--players", "2", "--games", "50", "--out", dir], { stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.stdout.resume();
    const records = join(dir, "records.jsonl");
    while (!existsSync(records) || readFileSync(records, "utf8") === "") await new Promise((resolve) => setTimeout(resolve, 50));
    child.kill("SIGINT");
    const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(status).toBe(130);
    expect(stderr).toMatch(/stopped after \d+ of 50 games; the report is partial/);
    expect(JSON.parse(readFileSync(join(dir, "report.json"), "utf8"))).toMatchObject({ partial: true });
  }, 60_000);
});
