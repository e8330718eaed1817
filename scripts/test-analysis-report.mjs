#!/usr/bin/env node
/**
 * `npm run test:analysis`: the variant-analysis guide (docs/guide/analyse-a-variant.md) is run as
 * printed, at a small size, and each report it makes is opened in a real browser.
 *
 * 1. Reads the guide's ```sh blocks and takes every `npx laguna analyze …` command in them (one
 *    per title). Each must have `--games N` and `--out DIR`; the script changes only those two:
 *    `--games` becomes a small number (20 by default, `--games N` here to change it) and `--out` a
 *    folder under test-results/analysis-guide/ (gitignored). A command the CLI refuses, or a
 *    guide that no longer has a command per title, fails; so a guide that drifts from the CLI
 *    fails CI.
 * 2. Runs each command with the built CLI (packages/cli/dist/bin.js; run `npm run build` first)
 *    and checks its report.json: not partial, the games asked for, every finished game scored.
 * 3. Opens each report.html in headless Chromium (Debian's /usr/bin/chromium, or CHROMIUM=path,
 *    driven by playwright-core: no browser download), from a file: URL with every other request
 *    refused, and fails on any console error, page error or request made. Every chart the report
 *    has figures for (win rates and lengths always; end conditions when the game names them; lead
 *    changes when the game has a running score; content when the game reports it; restricted play
 *    when the report has features) must be drawn: an SVG of Vega's, whose mark groups
 *    (`g.role-mark`) hold at least one element of non-zero size, with its axes; a chart the report
 *    has nothing for must say so instead.
 * 4. Saves a full-page screenshot per report to test-results/analysis-<game>.png.
 *
 * Not part of `npm test` (it plays games and starts a browser). Plain Node ESM; playwright-core
 * is the playground's dev dependency. Usage:
 *   node scripts/test-analysis-report.mjs [--games N] [--guide FILE] [--check-only]
 *     --check-only: step 1 only (reads the guide and prints the commands it would run).
 *   node scripts/test-analysis-report.mjs --picture DIR/report.html docs/images/NAME.png
 *     takes the guide's picture instead: the charts of a report (the page from its title to the
 *     summary tables) as Chromium draws them at 1280 px wide.
 * Exits 0 and prints "N passed, 0 failed" when everything passes; 1 otherwise.
 */
/* global document, window -- the functions given to page.evaluate run in the page */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const argv = process.argv.slice(2);
const option = (name) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
};
const guide = option("--guide") ?? join(root, "docs", "guide", "analyse-a-variant.md");
const guideName = relative(root, guide);
const games = Number(option("--games") ?? 20);
const checkOnly = argv.includes("--check-only");
const results = join(root, "test-results");
const outRoot = join(results, "analysis-guide");
const cli = join(root, "packages", "cli", "dist", "bin.js");
const executablePath = process.env.CHROMIUM ?? "/usr/bin/chromium";
/** The titles the guide must have a command for. */
const TITLES = ["murano-light-masters", "murano", "walking-in-burano"];
const started = Date.now();
const failures = [];
let passed = 0;

function check(ok, message) {
  if (ok) {
    passed++;
    console.log(`  ok   ${message}`);
  } else {
    failures.push(message);
    console.log(`  FAIL ${message}`);
  }
}

function finish() {
  console.log(`\n${passed} passed, ${failures.length} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  for (const failure of failures) console.log(`  - ${failure}`);
  process.exit(failures.length === 0 ? 0 : 1);
}

const picture = argv.indexOf("--picture");
if (picture >= 0) {
  const [html, png] = argv.slice(picture + 1, picture + 3);
  if (!html || !png || !existsSync(html)) {
    console.error("--picture takes a report.html that exists and the PNG file to write");
    process.exit(2);
  }
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath, headless: true, args: ["--no-sandbox", "--disable-gpu"] });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(pathToFileURL(html).href, { waitUntil: "load" });
  const bottom = await page.evaluate(() => {
    const summary = [...document.querySelectorAll("h2")].find((h) => h.textContent === "Summary");
    return summary ? Math.ceil(summary.getBoundingClientRect().top + window.scrollY) : document.body.scrollHeight;
  });
  await page.screenshot({ path: png, clip: { x: 0, y: 0, width: 1280, height: bottom }, fullPage: true });
  await browser.close();
  console.log(`${relative(root, png)}: the charts of ${html}, 1280×${bottom} px`);
  process.exit(0);
}
if (!Number.isInteger(games) || games < 1) {
  console.error("--games takes a whole number of 1 or more");
  process.exit(2);
}

/** The words of one shell command line: plain words and '…' or "…" quotes, no expansions. */
function shellWords(line) {
  const word = /(?:[^\s'"]+|'[^']*'|"(?:[^"\\]|\\.)*")+/g;
  if (line.replace(word, "").trim() !== "") throw new Error(`cannot read the command line (an unclosed quote?): ${line}`);
  const tokens = line.match(word) ?? [];
  return tokens.map((token) =>
    token.replace(/'([^']*)'|"((?:[^"\\]|\\.)*)"/g, (_, single, double) => single ?? double.replace(/\\(.)/g, "$1")),
  );
}

/** The `npx laguna analyze` commands of the guide's ```sh blocks: `{ line, words }`. */
function guideCommands(markdown) {
  const lines = markdown.split("\n");
  const commands = [];
  let inSh = false;
  for (let i = 0; i < lines.length; i++) {
    const fence = /^```\s*(\S*)/.exec(lines[i]);
    if (fence) {
      inSh = !inSh && fence[1] === "sh";
      continue;
    }
    if (!inSh) continue;
    let text = lines[i];
    const first = i + 1;
    while (text.endsWith("\\") && i + 1 < lines.length) text = `${text.slice(0, -1)} ${lines[++i].trim()}`;
    const words = shellWords(text.replace(/(^|\s)#.*$/, ""));
    if (words[0] === "npx" && words[1] === "laguna" && words[2] === "analyze") commands.push({ line: first, words: words.slice(2) });
  }
  return commands;
}

/** The command's arguments with `--games` and `--out` replaced (each must be there, once). */
function shrunk(command) {
  const args = [...command.words];
  const problems = [];
  const swap = (name, value) => {
    const at = args.flatMap((word, k) => (word === name ? [k] : []));
    if (at.length !== 1 || at[0] + 1 >= args.length) problems.push(`${guideName} line ${command.line}: the command must have ${name} once, with a value`);
    else args[at[0] + 1] = value;
  };
  const game = args[1];
  const out = join(outRoot, game ?? "unknown");
  swap("--games", String(games));
  swap("--out", out);
  return { game, args, out, problems };
}

// --- 1. the guide's commands ---------------------------------------------------------------------
console.log(`Reading ${guideName}: every \`npx laguna analyze\` command of its sh blocks, at ${games} games a cell`);
if (!existsSync(guide)) {
  check(false, `${guideName} exists`);
  finish();
}
const commands = guideCommands(readFileSync(guide, "utf8")).map(shrunk);
for (const command of commands) for (const problem of command.problems) check(false, problem);
for (const title of TITLES) {
  const n = commands.filter((c) => c.game === title).length;
  check(n === 1, `${guideName} has one analyze command for ${title} (${n})`);
}
if (checkOnly || failures.length > 0) {
  for (const command of commands) console.log(`  laguna ${command.args.join(" ")}`);
  finish();
}

// --- 2. run them with the built CLI --------------------------------------------------------------
if (!existsSync(cli)) {
  console.error(`No built CLI at ${relative(root, cli)}: run "npm run build" first.`);
  process.exit(1);
}
rmSync(outRoot, { recursive: true, force: true });
mkdirSync(outRoot, { recursive: true });
const reports = [];
for (const command of commands) {
  const t0 = Date.now();
  console.log(`laguna ${command.args.join(" ")}`);
  const run = spawnSync(process.execPath, [cli, ...command.args], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  const ok = run.status === 0;
  check(ok, `${command.game}: the command exits 0 (${seconds} s)${ok ? "" : `: exit ${run.status}, ${(run.stderr || run.stdout).trim().slice(0, 600)}`}`);
  if (!ok) continue;
  const files = ["report.json", "report.md", "report.html"].map((file) => join(command.out, file));
  check(files.every((file) => existsSync(file)), `${command.game}: report.json, report.md and report.html are written`);
  if (!files.every((file) => existsSync(file))) continue;
  const report = JSON.parse(readFileSync(files[0], "utf8"));
  const cells = report.cells ?? [];
  check(report.partial === false && report.plan?.games === games && cells.length > 0 && cells.every((cell) => cell.games === games), `${command.game}: the report is whole, ${cells.length} cells of ${games} games`);
  const finished = cells.reduce((sum, cell) => sum + cell.finished, 0);
  console.log(`       ${finished} of ${cells.length * games} games finished`);
  reports.push({ game: command.game, report, html: files[2] });
}

// --- 3. each report.html in Chromium ----------------------------------------------------------------
const { chromium } = await import("playwright-core");
const browser = await chromium.launch({
  executablePath,
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
/** Which charts the report has figures for: the ids of report.html's chart sections. */
function expectedCharts(report) {
  const cells = report.cells ?? [];
  const measured = (name) => cells.some((cell) => cell.metrics?.[name]?.value !== null && cell.metrics?.[name]?.value !== undefined);
  return {
    "chart-win-rates": true,
    "chart-lengths": true,
    "chart-end-conditions": cells.some((cell) => (cell.endConditions ?? []).some((e) => e.condition !== "unnamed")),
    "chart-tension": measured("LeadChange") || measured("Decisiveness"),
    "chart-content": cells.some((cell) => (cell.content ?? []).length > 0),
    "chart-restricted": (report.restricted ?? []).length > 0,
  };
}
mkdirSync(results, { recursive: true });
for (const { game, report, html } of reports) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  const requests = [];
  const url = pathToFileURL(html).href;
  await context.route("**/*", (route) => {
    if (route.request().url() === url) return route.continue();
    requests.push(route.request().url());
    return route.abort();
  });
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.goto(url, { waitUntil: "load" });
  const charts = await page.evaluate(() =>
    [...document.querySelectorAll('section[id^="chart-"]')].map((section) => {
      const svg = section.querySelector("svg");
      const visible = (el) => {
        const box = el.getBBox();
        return box.width > 0 || box.height > 0;
      };
      const marks = svg ? [...svg.querySelectorAll("g.role-mark")] : [];
      const drawn = marks.flatMap((group) => [...group.querySelectorAll("path, rect, line, circle, text")]).filter(visible);
      const box = svg?.getBoundingClientRect();
      return {
        id: section.id,
        title: section.querySelector("h3")?.textContent ?? "",
        svg: svg !== null,
        width: box?.width ?? 0,
        height: box?.height ?? 0,
        markGroups: marks.length,
        kinds: [...new Set(marks.map((g) => [...g.classList].find((c) => c.startsWith("mark-"))))].join(" "),
        drawn: drawn.length,
        axes: svg ? svg.querySelectorAll("g.role-axis").length : 0,
        empty: section.querySelector(".empty") !== null,
      };
    }),
  );
  const expected = expectedCharts(report);
  for (const [id, wanted] of Object.entries(expected)) {
    const chart = charts.find((c) => c.id === id);
    if (!chart) {
      check(false, `${game}: report.html has a section ${id}`);
      continue;
    }
    if (wanted) {
      check(
        chart.svg && chart.width > 0 && chart.height > 0 && chart.markGroups > 0 && chart.drawn > 0 && chart.axes > 0,
        `${game}: "${chart.title}" is drawn (${Math.round(chart.width)}×${Math.round(chart.height)} px, ${chart.markGroups} mark groups [${chart.kinds}], ${chart.drawn} marks, ${chart.axes} axis groups)`,
      );
    } else {
      check(!chart.svg && chart.empty, `${game}: "${chart.title}" has nothing to draw and says so`);
    }
  }
  const shot = join(results, `analysis-${game}.png`);
  await page.screenshot({ path: shot, fullPage: true });
  check(existsSync(shot), `${game}: a full-page screenshot in ${relative(root, shot)}`);
  check(errors.length === 0, `${game}: no console or page error${errors.length ? `: ${errors.slice(0, 3).join(" | ")}` : ""}`);
  check(requests.length === 0, `${game}: the page requests nothing${requests.length ? `: ${requests.slice(0, 3).join(" ")}` : ""}`);
  await context.close();
}
await browser.close();
finish();
