/**
 * End-to-end test of the built playground in real headless Chromium (Debian's `chromium`, driven
 * by playwright-core through its executablePath: no browser download).
 *
 * - The built JavaScript (the page's and the bots' worker's) must be at most 300 KB gzipped
 *   (measured and printed).
 * - For each game: a match with one person (seat 1) and a greedy bot (seat 2), played to the end
 *   by clicking the first legal action in the list, under the printed rules (no round limit);
 *   the outcome must be shown; at several points of the game every legal action belongs to a
 *   part of the picture, clickable and hit-testable at its centre (no part covers another); mid-game,
 *   all visible text is at least 12 px at 1280 px wide, and at 390 px wide the whole picture fits
 *   its box; screenshots at both widths are saved under test-results/; the greedy bot's turns are
 *   timed (printed, not asserted).
 * - Hot-seat: with two people, while the screen is covered no hand of either seat is in the DOM;
 *   the seed is not shown; one person's undo does not take back the other's move.
 * - Save → load resumes the same position.
 * - A bot delay given in the URL is the one the delay menu shows.
 * - The page fits a phone's width, and a legal action can be taken with the keyboard, from the
 *   list and from the picture.
 * - No console errors, and no request leaves 127.0.0.1.
 *
 * Run with `npm run test:e2e` (which builds the playground first). Needs /usr/bin/chromium
 * (or CHROMIUM=/path/to/chromium).
 */
import { once } from "node:events";
import { copyFileSync, createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { dirname, extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, "..", "dist");
const results = join(here, "..", "..", "..", "test-results");
const executablePath = process.env.CHROMIUM ?? "/usr/bin/chromium";
const BUDGET_KB = 300;
const started = Date.now();
const failures = [];

function check(ok, message) {
  if (ok) console.log(`  ok   ${message}`);
  else {
    console.log(`  FAIL ${message}`);
    failures.push(message);
  }
}

// --- the bundle's size ---------------------------------------------------------------------
if (!existsSync(join(dist, "index.html"))) {
  console.error(`No built playground in ${dist}: run "npm run build -w @laguna/playground" first.`);
  process.exit(1);
}
const jsFiles = readdirSync(join(dist, "assets")).filter((f) => f.endsWith(".js"));
const gzipped = jsFiles.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, "assets", f)), { level: 9 }).length, 0);
const raw = jsFiles.reduce((sum, f) => sum + statSync(join(dist, "assets", f)).size, 0);
console.log(`Built JavaScript: ${jsFiles.length} file(s), ${(raw / 1024).toFixed(1)} KB, ${(gzipped / 1024).toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB).`);
check(gzipped <= BUDGET_KB * 1024, `the built JavaScript is at most ${BUDGET_KB} KB gzipped (${(gzipped / 1024).toFixed(1)} KB)`);

// --- a tiny static server on 127.0.0.1 ------------------------------------------------------
const TYPES = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".json": "application/json", ".svg": "image/svg+xml", ".png": "image/png" };
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://127.0.0.1").pathname)).replace(/^(\.\.[/\\])+/, "");
  const file = join(dist, path.endsWith("/") ? `${path}index.html` : path);
  if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end("not found");
    return;
  }
  res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
  createReadStream(file).pipe(res);
});
server.listen(0, "127.0.0.1");
await once(server, "listening");
const address = server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}`;

// --- Chromium ---------------------------------------------------------------------------------
const userDataDir = mkdtempSync(join(tmpdir(), "laguna-e2e-"));
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath,
  headless: true,
  acceptDownloads: true,
  viewport: { width: 1280, height: 900 },
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const consoleErrors = [];
const offsite = [];
await context.route("**/*", (route) => {
  const url = new URL(route.request().url());
  if (url.hostname === "127.0.0.1" || url.protocol === "blob:" || url.protocol === "data:") return route.continue();
  offsite.push(url.href);
  return route.abort();
});
const page = context.pages()[0] ?? (await context.newPage());
page.on("console", (msg) => {
  if (msg.type() === "error") consoleErrors.push(msg.text());
});
page.on("pageerror", (error) => consoleErrors.push(String(error)));
mkdirSync(results, { recursive: true });

const lengthNow = () => page.evaluate(() => Number(document.body.dataset.length ?? -1));

/** Opens the page and starts a game: `seats` is the seat kinds' labels ("a person", "greedy bot", …). */
async function start(gameId, players, seats, seed) {
  await page.goto(`${base}/?botDelay=0`);
  await page.selectOption('[data-testid="game-select"]', gameId);
  await page.selectOption('[data-testid="player-count"]', { label: String(players) });
  for (const [seat, label] of seats.entries()) await page.selectOption(`select[data-seat="${seat}"]`, { label });
  await page.fill('[data-testid="seed"]', String(seed));
  await page.click('[data-testid="start"]');
}

/** Clicks the first legal action and waits for the position to change. */
async function clickFirstAction() {
  const before = await lengthNow();
  await page.locator('[data-testid="legal-action"]').first().click();
  await page.waitForFunction((n) => Number(document.body.dataset.length) !== n, before);
}

/** Waits until the person can act (true) or the game is over (false). */
async function waitForTurn(timeout = 120_000) {
  await page.waitForSelector('[data-testid="legal-action"], [data-testid="outcome"]', { timeout });
  return (await page.locator('[data-testid="outcome"]').count()) === 0;
}

/**
 * Every legal action that belongs to a part of the picture has that part outlined, and the part is
 * hit-testable at its centre: `document.elementFromPoint` there returns the part or one of its
 * children, and no other clickable part (none overlaps or covers another's click area).
 */
async function checkRegions(label) {
  const result = await page.evaluate(() => {
    const problems = [];
    const buttons = [...document.querySelectorAll('[data-testid="legal-action"]')];
    const keys = new Set(buttons.map((b) => b.getAttribute("data-region")).filter((k) => k !== null && k !== ""));
    for (const b of buttons) if ((b.getAttribute("data-region") ?? "") === "") problems.push(`"${b.textContent}" has no part of the picture`);
    let regions = 0;
    for (const key of keys) {
      const nodes = [...document.querySelectorAll(`svg [data-target="${window.CSS.escape(key)}"]`)];
      if (nodes.length === 0 || !nodes.every((n) => n.classList.contains("hot"))) problems.push(`${key}: no clickable part`);
      for (const node of nodes) {
        regions++;
        let r = node.getBoundingClientRect();
        if (r.top < 0 || r.bottom > window.innerHeight || r.left < 0 || r.right > window.innerWidth) {
          node.scrollIntoView({ block: "center", inline: "center" });
          r = node.getBoundingClientRect();
        }
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        const hit = document.elementFromPoint(x, y);
        const owner = hit?.closest("svg [data-target].hot");
        if (owner !== node) problems.push(`${key}: at its centre is ${owner?.getAttribute("data-target") ?? hit?.tagName ?? "nothing"}`);
      }
    }
    // Every part that can take actions (whether or not it has some now) is itself at its centre,
    // or one of its children is: no other part lies over it.
    const all = [...document.querySelectorAll("svg [data-target]")];
    for (const node of all) {
      let r = node.getBoundingClientRect();
      if (r.top < 0 || r.bottom > window.innerHeight || r.left < 0 || r.right > window.innerWidth) {
        node.scrollIntoView({ block: "center", inline: "center" });
        r = node.getBoundingClientRect();
      }
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (hit === null || !node.contains(hit)) problems.push(`${node.getAttribute("data-target")}: covered at its centre by ${hit?.closest("[data-target]")?.getAttribute("data-target") ?? hit?.tagName ?? "nothing"}`);
    }
    window.scrollTo(0, 0);
    return { problems, actions: buttons.length, placed: buttons.filter((b) => (b.getAttribute("data-region") ?? "") !== "").length, regions, all: all.length };
  });
  check(result.problems.length === 0, `${label}: each of the ${result.actions} legal actions has a part of the picture (${result.placed} have), clickable and hit-testable at its centre (${result.regions} parts), and so has each of the picture's ${result.all} parts${result.problems.length ? `: ${result.problems.slice(0, 5).join("; ")}` : ""}`);
}

/** Every visible text on the page is at least 12 px on screen (SVG text by the picture's scale). */
async function checkFontSizes(label) {
  const small = await page.evaluate(() => {
    const out = [];
    const walker = document.createTreeWalker(document.body, window.NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n !== null; n = walker.nextNode()) {
      const el = n.parentElement;
      if (el === null || n.textContent.trim() === "" || el.closest("title, desc, script, style, option") !== null) continue;
      if (el.getClientRects().length === 0 || !el.checkVisibility({ visibilityProperty: true })) continue;
      let size = parseFloat(window.getComputedStyle(el).fontSize);
      if (el instanceof window.SVGElement) {
        const m = el.getScreenCTM();
        if (m !== null) size *= Math.hypot(m.a, m.b);
      }
      if (size < 11.95) out.push(`"${n.textContent.trim().slice(0, 30)}" ${size.toFixed(1)} px`);
    }
    return out;
  });
  check(small.length === 0, `${label}: all visible text is at least 12 px at ${page.viewportSize()?.width} px wide${small.length ? ` (${small.length} smaller: ${small.slice(0, 6).join(", ")})` : ""}`);
}

/**
 * At a phone's width (390 px) the page does not overflow sideways, the picture's box does not
 * either, and the whole picture is inside the box and the window (scaled down, not cut off).
 */
async function checkPhone(label, shot) {
  await page.setViewportSize({ width: 390, height: 800 });
  const fit = await page.evaluate(() => {
    const box = document.querySelector(".picture");
    const svg = document.querySelector(".picture svg.board");
    if (box === null || svg === null) return { ok: false, why: "no picture" };
    const b = box.getBoundingClientRect();
    const s = svg.getBoundingClientRect();
    const [, , w, h] = svg.getAttribute("viewBox").split(" ").map(Number);
    const why = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) why.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    if (box.scrollWidth > box.clientWidth + 1) why.push(`the picture's box overflows (${box.scrollWidth} > ${box.clientWidth})`);
    if (s.left < b.left - 1 || s.right > b.right + 1 || s.left < -1 || s.right > window.innerWidth + 1) why.push(`the picture (${s.left.toFixed(0)}–${s.right.toFixed(0)}) is not inside its box (${b.left.toFixed(0)}–${b.right.toFixed(0)})`);
    if (Math.abs(s.width / s.height - w / h) > 0.02) why.push("the picture is not drawn whole (its shape differs from its viewBox)");
    return { ok: why.length === 0, why: why.join("; "), width: w, shown: s.width };
  });
  check(fit.ok, `${label}: at 390 px wide the whole picture fits its box (${fit.width} units shown in ${fit.shown?.toFixed(0)} px)${fit.ok ? "" : `: ${fit.why}`}`);
  await page.screenshot({ path: join(results, shot), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** No internal step codes where people read: the picture's text and the page's. */
async function checkWords(label) {
  const codes = await page.evaluate(() => {
    const texts = [document.body.innerText, ...[...document.querySelectorAll("svg text")].map((t) => t.textContent)];
    const found = new Set();
    for (const t of texts) for (const m of t.matchAll(/(: P[123]\b|\bP1\.(Selector|Take|Open)\b|\b(GameOver|soloRemove|placeGondolier|returnBead|finalPlace|specialCard|Seat \d)\b)/g)) found.add(m[0]);
    return [...found];
  });
  check(codes.length === 0, `${label}: no internal step codes or seat numbers on the page${codes.length ? ` (${codes.join(", ")})` : ""}`);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? 0;

// --- each game, one person against a greedy bot, to the end -------------------------------------
const GAMES = [
  { id: "walking-in-burano", name: "Walking in Burano", seed: 7, shotAt: 30 },
  { id: "murano-light-masters", name: "Murano: Light Masters", seed: 7, shotAt: 25 },
  { id: "murano", name: "Murano", seed: 7, shotAt: 60 },
];
for (const game of GAMES) {
  const t0 = Date.now();
  console.log(`${game.name}: one person (first legal action) against a greedy bot, 2 players, seed ${game.seed}`);
  await start(game.id, 2, ["a person", "greedy bot"], game.seed);
  let clicks = 0;
  const botTurns = [];
  const checkAt = new Set([0, Math.floor(game.shotAt / 2), game.shotAt, game.shotAt * 2]);
  while (await waitForTurn()) {
    if (checkAt.has(clicks)) {
      await checkRegions(`${game.name} after ${clicks} clicks`);
      await checkWords(`${game.name} after ${clicks} clicks`);
    }
    if (clicks === game.shotAt) {
      await checkFontSizes(`${game.name} after ${clicks} clicks`);
      await page.screenshot({ path: join(results, `${game.id}.png`), fullPage: true });
      await checkPhone(`${game.name} after ${clicks} clicks`, `${game.id}-390.png`);
    }
    const before = await lengthNow();
    const t = Date.now();
    await clickFirstAction();
    clicks++;
    // The bots' turn: from the person's click until the person can act again (no bot delay).
    if ((await waitForTurn()) && (await lengthNow()) > before + 1) botTurns.push(Date.now() - t);
  }
  console.log(`  the greedy bot's turns (click to the next legal actions, ${botTurns.length}): median ${(median(botTurns) / 1000).toFixed(2)} s, longest ${(Math.max(0, ...botTurns) / 1000).toFixed(2)} s`);
  const actions = await lengthNow();
  const text = (await page.locator('[data-testid="outcome"]').innerText()).replace(/\s+/g, " ");
  check(/wins|share the win/.test(text), `${game.name} ends with an outcome (${actions} actions, ${clicks} clicks, ${((Date.now() - t0) / 1000).toFixed(1)} s): ${text.slice(0, 120)}`);
  check(existsSync(join(results, `${game.id}.png`)) && existsSync(join(results, `${game.id}-390.png`)), `${game.name}: mid-game screenshots at 1280 and 390 px in test-results/${game.id}.png and ${game.id}-390.png`);
  const where = await page.evaluate(() => document.body.dataset.bots);
  check(where === "worker", `${game.name}: the bots thought in their worker, off the page's thread (${where})`);
}

// --- Murano off the first action's path: builds, gondolas, islands ---------------------------------
{
  // Clicking the first action, Murano's person only passes; clicking the last one, they take the
  // action spaces' actions, which bring the islands' spaces and the gondolas into play.
  console.log("Murano: the person takes the last legal action, 24 times; the picture's parts are checked each time");
  await start("murano", 2, ["a person", "greedy bot"], 3);
  const targets = new Set();
  for (let i = 0; i < 24 && (await waitForTurn()); i++) {
    for (const key of await page.locator('[data-testid="legal-action"]').evaluateAll((bs) => bs.map((b) => b.getAttribute("data-region") ?? ""))) targets.add(key.split(":")[0]);
    await checkRegions(`Murano (last actions) after ${i} clicks`);
    const before = await lengthNow();
    await page.locator('[data-testid="legal-action"]').last().click();
    await page.waitForFunction((n) => Number(document.body.dataset.length) !== n, before);
  }
  console.log(`  kinds of parts checked: ${[...targets].filter((k) => k !== "").join(", ")}`);
}

// --- people are "Player 1…n" in the menus too -----------------------------------------------------
{
  await page.goto(`${base}/?botDelay=0`);
  await page.selectOption('[data-testid="game-select"]', "murano");
  const starts = await page.locator('select[data-option="startPlayer"] option').allTextContents();
  const seats = await page.locator(".seats label").allInnerTexts();
  check(starts.some((t) => t.startsWith("Player 1")) && starts.every((t) => !/^\d/.test(t)) && seats.every((t) => /^Player \d$/.test(t)), `the start-player menu and the seats name players (${starts.join(" / ")}; ${seats.join(" / ")})`);
}

// --- hot-seat: the cover hides every hand -------------------------------------------------------
{
  console.log("Hot-seat: Murano: Light Masters with two people");
  await start("murano-light-masters", 2, ["a person", "a person"], 11);
  const coverShown = async () => (await page.locator('[data-testid="cover"]').count()) === 1;
  check(await coverShown(), "the first person's view is covered until they take the screen");
  const handIds = async () => page.locator('[data-testid="hand-card"]').evaluateAll((cards) => cards.map((c) => c.getAttribute("data-card")));
  check((await handIds()).length === 0, "no hand card is in the DOM while covered");
  await page.click('[data-testid="reveal"]');
  const first = await handIds();
  check(first.length > 0, `after taking the screen, player 1 sees their hand (${first.join(", ")})`);
  const seatOfFirst = await page.locator('[data-testid="hand-card"]').first().getAttribute("data-seat");
  let guard = 0;
  while (!(await coverShown()) && guard++ < 60) await clickFirstAction();
  check(await coverShown(), "when player 2 is to act, the screen is covered");
  const html = await page.content();
  check((await handIds()).length === 0 && first.every((id) => !html.includes(`"${id}"`) && !html.includes(`>${id}<`)), "while covered, player 1's hand is nowhere in the DOM");
  await page.click('[data-testid="reveal"]');
  const second = await page.locator('[data-testid="hand-card"]').evaluateAll((cards) => cards.map((c) => [c.getAttribute("data-seat"), c.getAttribute("data-card")]));
  check(second.length > 0 && second.every(([seat]) => seat !== seatOfFirst), "player 2 then sees only their own hand");
  const position = await page.locator('[data-testid="position"]').innerText();
  check(!/seed/i.test(position), `with two people the game's seed is not shown while it goes on (${position})`);
  // Player 2 has not moved yet: their undo must not take back player 1's moves.
  const before = await lengthNow();
  await page.click('[data-testid="undo"]');
  await page.waitForSelector(".message");
  const refusal = (await page.locator(".message").allInnerTexts()).join(" ");
  check((await lengthNow()) === before && /the last move was Player \d.s; only they can take it back/.test(refusal), `player 2's undo does not take back player 1's move (${refusal})`);
}

// --- save → load resumes the same position ------------------------------------------------------
{
  console.log("Save and load: Walking in Burano");
  await start("walking-in-burano", 2, ["a person", "greedy bot"], 5);
  for (let i = 0; i < 8 && (await waitForTurn()); i++) await clickFirstAction();
  await waitForTurn();
  const position = await lengthNow();
  const actionsBefore = await page.locator('[data-testid="legal-action"]').allInnerTexts();
  const [download] = await Promise.all([page.waitForEvent("download"), page.click('[data-testid="save"]')]);
  const saved = join(results, "burano-save.json");
  await download.saveAs(saved);
  await clickFirstAction();
  await waitForTurn();
  check((await lengthNow()) !== position, "the game moved on after saving");
  await page.setInputFiles('[data-testid="load-file"]', saved);
  await page.waitForFunction((n) => Number(document.body.dataset.length) === n, position);
  await waitForTurn();
  const actionsAfter = await page.locator('[data-testid="legal-action"]').allInnerTexts();
  check((await lengthNow()) === position && JSON.stringify(actionsAfter) === JSON.stringify(actionsBefore), `loading the save resumes the same position (after ${position} actions, ${actionsAfter.length} legal actions)`);
  rmSync(saved);
  await clickFirstAction();
  await waitForTurn();
  await page.click('[data-testid="undo"]');
  await waitForTurn();
  const message = (await page.locator(".message").allInnerTexts()).join(" ");
  check((await lengthNow()) === position || message.includes("Cannot undo"), `undo takes back the person's move and the bots' after it, or says why not (${message})`);
}

// --- the MCTS bot answers a person ---------------------------------------------------------------
{
  console.log("The MCTS bot: Murano: Light Masters, a person against it, a few turns");
  await start("murano-light-masters", 2, ["a person", "MCTS bot"], 9);
  const t0 = Date.now();
  let clicks = 0;
  for (; clicks < 8 && (await waitForTurn()); clicks++) await clickFirstAction();
  await waitForTurn();
  const actions = await lengthNow();
  check(actions > clicks, `the MCTS bot took its turns between the person's (${actions} actions after ${clicks} clicks, ${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

// --- a phone's width ----------------------------------------------------------------------------
{
  await page.setViewportSize({ width: 390, height: 800 });
  await page.reload();
  await page.fill('[data-testid="seed"]', "3");
  await page.click('[data-testid="start"]');
  await waitForTurn();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  check(overflow <= 1, `at a phone's width (390 px) nothing overflows sideways (${overflow} px)`);
  // Keyboard: a legal action in the list, then a part of the picture, chosen with Enter.
  let before = await lengthNow();
  await page.focus('[data-testid="legal-action"]');
  await page.keyboard.press("Enter");
  await page.waitForFunction((n) => Number(document.body.dataset.length) !== n, before);
  check(true, "a legal action in the list can be taken with the keyboard");
  await waitForTurn();
  before = await lengthNow();
  const hot = page.locator("svg [data-target].hot").first();
  const label = await hot.getAttribute("aria-label");
  await hot.focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction((n) => Number(document.body.dataset.length) !== n || document.querySelector("svg .selected") !== null, before);
  check(true, `a part of the picture with legal actions can be chosen with the keyboard (${label})`);
}

// --- a bot delay from the URL ---------------------------------------------------------------------
{
  await page.goto(`${base}/?botDelay=100`);
  await page.fill('[data-testid="seed"]', "3");
  await page.click('[data-testid="start"]');
  await page.waitForSelector("#bot-delay");
  const shown = await page.inputValue("#bot-delay");
  check(shown === "100", `a bot delay given in the URL (?botDelay=100) is the one the delay menu shows (${shown})`);
}

// With PLAYGROUND_IMAGES=1, the screenshots also go to docs/images/ (the README shows them).
if (process.env.PLAYGROUND_IMAGES === "1") {
  const images = join(here, "..", "..", "..", "docs", "images");
  mkdirSync(images, { recursive: true });
  for (const game of GAMES) copyFileSync(join(results, `${game.id}.png`), join(images, `playground-${game.id}.png`));
  console.log(`Copied the screenshots to ${images}.`);
}

check(consoleErrors.length === 0, `no console errors${consoleErrors.length ? `: ${consoleErrors.slice(0, 5).join(" | ")}` : ""}`);
check(offsite.length === 0, `no request left 127.0.0.1${offsite.length ? `: ${offsite.slice(0, 5).join(", ")}` : ""}`);

await context.close();
server.close();
rmSync(userDataDir, { recursive: true, force: true });
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(failures.length === 0 ? `e2e passed in ${seconds} s` : `e2e FAILED (${failures.length}) in ${seconds} s`);
process.exit(failures.length === 0 ? 0 : 1);
