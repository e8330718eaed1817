#!/usr/bin/env node
/**
 * `npm run test:bgio-docs`: docs/boardgame-io.md's server and client run as printed, from the
 * packages as users install them, in an empty folder.
 *
 * 1. Takes the page's code blocks marked by an HTML comment on the line before them:
 *    `<!-- test:bgio-docs setup -->` (a ```sh block: making the folder and installing),
 *    `<!-- test:bgio-docs server.ts -->` and `<!-- test:bgio-docs client.ts -->` (the two files),
 *    and `<!-- test:bgio-docs run -->` (a ```sh block: how to run them, which must be
 *    `npx tsx server.ts` and `npx tsx client.ts`). Fails if the setup's `npm install` lines do not
 *    install every package the two files import and every peer dependency of the Laguna packages.
 * 2. Packs (`npm pack`) the workspace packages the install lines name and their workspace
 *    dependencies, from their built dist/ (run `npm run build` first).
 * 3. In a new empty folder outside the repository, runs the setup block's commands with bash as
 *    printed, except that each `npm install` installs the Laguna packages from the tarballs and the
 *    others at the versions installed in the repository (the versions we test; a version the page
 *    names, such as `node-persist@3`, must match it), with `npm install --prefer-offline`.
 * 4. Writes server.ts and client.ts into the folder the setup ends in, starts `npx tsx server.ts`
 *    with PORT and LOBBY_PORT set to free ports (the page's defaults are 8000 and 8080), waits for
 *    its lobby, then runs `npx tsx client.ts` against it. While the client plays, asks the lobby
 *    for each match the client announces (`match <id>: created`) four times a second: whenever a
 *    move has been stored and the match is not over, both seats must be shown connected
 *    (`isConnected`), and each match must be seen so at least once and end with a game over. The
 *    client must exit 0 within 3 minutes, having played at least two matches to the end.
 *
 * Plain Node ESM with no dependencies. Usage: node scripts/test-bgio-docs.mjs [--keep] [--page FILE]
 *   --keep: leave the temporary folder in place and print its path;
 *   --page FILE: take the code from another Markdown file (to try the check itself).
 * Exits 0 and prints "1 passed, 0 failed" when the page's code runs; 1 otherwise.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import {
  Failure,
  importedPackages,
  logger,
  packWorkspaces,
  peerDependencies,
  root,
  testedVersion,
  withWorkspaceDependencies,
  workspaces,
} from "./lib/tarballs.mjs";

const keep = process.argv.includes("--keep");
const pageAt = process.argv.indexOf("--page");
const page = pageAt >= 0 && process.argv[pageAt + 1] ? process.argv[pageAt + 1] : join(root, "docs", "boardgame-io.md");
const log = logger("test-bgio-docs");
const CLIENT_TIMEOUT_MS = 180_000;
/** The game the page's client plays (it prints `match <id>: created` for each match it makes). */
const GAME = "murano";

/** The code block right after the marker `<!-- test:bgio-docs NAME -->`. */
function markedBlock(markdown, name) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`^<!-- test:bgio-docs ${escaped} -->[ \\t]*\\r?\\n\`\`\`[^\\n]*\\r?\\n([\\s\\S]*?)^\`\`\`[ \\t]*$`, "m").exec(markdown);
  if (!match) throw new Failure(`${relative(root, page)} has no code block marked <!-- test:bgio-docs ${name} --> (the marker on the line right before the block)`);
  return match[1];
}

/** The package specs of an `npm install` line (`npm install [-D|--save-dev] a b@1 ...   # comment`), or undefined for another line. */
function installSpecs(line) {
  const words = line.replace(/#.*$/, "").trim().split(/\s+/);
  if (words[0] !== "npm" || !["install", "i", "add"].includes(words[1] ?? "")) return undefined;
  return { flags: words.slice(2).filter((w) => w.startsWith("-")), specs: words.slice(2).filter((w) => !w.startsWith("-")) };
}

/** A spec's package name and the version it names, if any (`@scope/name@1` → `@scope/name`, `1`). */
function splitSpec(spec) {
  const at = spec.indexOf("@", 1);
  return at < 0 ? { name: spec, version: undefined } : { name: spec.slice(0, at), version: spec.slice(at + 1) };
}

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a command in its own process group, collecting its output. */
function start(command, args, cwd, env) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const output = { text: "", exited: undefined };
  child.stdout.setEncoding("utf8").on("data", (chunk) => (output.text += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk) => (output.text += chunk));
  child.on("exit", (code, signal) => (output.exited = code ?? signal));
  const stop = () => {
    if (output.exited !== undefined) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  return { child, output, stop };
}

/** Resolves once the lobby answers, or throws if the server exits or 60 s pass. */
async function untilLobby(lobby, server) {
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (server.output.exited !== undefined) throw new Failure(`\`npx tsx server.ts\` exited (${server.output.exited}):\n${server.output.text.trim()}`);
    try {
      const response = await fetch(`${lobby}/games`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Failure(`the server's lobby did not answer within 60 s:\n${server.output.text.trim()}`);
}

/**
 * Watches one match in the lobby until it is over: whenever a move has been stored (boardgame.io
 * sets `updatedAt` with each move; at creation it is `createdAt`, to the millisecond) and the
 * match is not over, every seat must be shown connected.
 */
async function watchMatch(lobby, game, matchID, done) {
  const report = { matchID, playing: 0, over: false, problems: [] };
  while (!report.over) {
    try {
      const response = await fetch(`${lobby}/games/${game}/${matchID}`);
      if (response.ok) {
        const match = await response.json();
        if (match.gameover !== undefined) report.over = true;
        else if (match.updatedAt > match.createdAt + 50) {
          report.playing += 1;
          const absent = match.players.filter((player) => player.isConnected !== true).map((player) => player.id);
          if (absent.length > 0 && report.problems.length < 3) {
            report.problems.push(`the lobby showed seat ${absent.join(" and ")} as not connected while the match was played (updated ${match.updatedAt - match.createdAt} ms after its creation)`);
          }
        }
      }
    } catch {
      // the lobby is busy: ask again
    }
    if (!report.over && done()) {
      // The client has ended: one last look at the match.
      const response = await fetch(`${lobby}/games/${game}/${matchID}`).catch(() => undefined);
      const match = response?.ok ? await response.json() : undefined;
      report.over = match?.gameover !== undefined;
      break;
    }
    if (!report.over) await sleep(250);
  }
  return report;
}

async function main() {
  const markdown = readFileSync(page, "utf8");
  const setup = markedBlock(markdown, "setup");
  const files = { "server.ts": markedBlock(markdown, "server.ts"), "client.ts": markedBlock(markdown, "client.ts") };
  const runBlock = markedBlock(markdown, "run");
  for (const command of ["npx tsx server.ts", "npx tsx client.ts"]) {
    if (!runBlock.split("\n").some((line) => line.replace(/#.*$/, "").trim() === command)) {
      throw new Failure(`the page's run block does not say \`${command}\` (this check runs the files that way)`);
    }
  }

  // What the install lines install, against what the files import and the packages' peers need.
  const packages = workspaces();
  const installLines = setup.split("\n").map(installSpecs).filter(Boolean);
  const installed = installLines.flatMap((line) => line.specs.map((spec) => splitSpec(spec).name));
  const imported = [...new Set(Object.values(files).flatMap(importedPackages))];
  const toPack = withWorkspaceDependencies(installed, packages);
  const needed = [...new Set([...imported, ...peerDependencies(toPack, packages)])];
  const missing = needed.filter((name) => !installed.includes(name) && !toPack.includes(name));
  if (missing.length > 0) throw new Failure(`the page's install line does not install ${missing.join(", ")}, which server.ts or client.ts imports or a Laguna package needs`);
  if (toPack.length === 0) throw new Failure("the page's install line installs no Laguna package");

  const work = mkdtempSync(join(tmpdir(), "laguna-bgio-docs-"));
  let server;
  try {
    const tarballDir = join(work, "tarballs");
    mkdirSync(tarballDir);
    const tarballs = packWorkspaces(toPack, tarballDir, packages);
    log(`packed ${toPack.join(", ")}`);

    // The setup as printed, with each install from the tarballs and at the tested versions.
    const script = setup.split("\n").map((line) => {
      const install = installSpecs(line);
      if (install === undefined) return line;
      const specs = install.specs.map((spec) => {
        const { name, version } = splitSpec(spec);
        if (tarballs.has(name)) return tarballs.get(name);
        const tested = testedVersion(name);
        if (version !== undefined && tested !== version && !tested.startsWith(`${version}.`)) {
          throw new Failure(`the page installs ${spec}, and the repository tests ${name}@${tested}`);
        }
        return `${name}@${tested}`;
      });
      return ["npm install", ...install.flags, "--prefer-offline --no-audit --no-fund --loglevel=error", ...specs.map((s) => JSON.stringify(s))].join(" ");
    });
    const ran = spawnSync("bash", ["-euo", "pipefail", "-c", `${script.join("\n")}\npwd`], { cwd: work, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    if (ran.status !== 0) throw new Failure(`the page's setup failed (exit ${ran.status ?? ran.signal}):\n${`${ran.stdout}${ran.stderr}`.trim()}`);
    const app = ran.stdout.trim().split("\n").at(-1);
    log(`ran the page's setup in ${relative(work, app) || "."}: installed ${installed.join(", ")}`);
    for (const [name, code] of Object.entries(files)) writeFileSync(join(app, name), code);

    const [port, lobbyPort] = [await freePort(), await freePort()];
    const env = { PORT: String(port), LOBBY_PORT: String(lobbyPort) };
    const lobby = `http://127.0.0.1:${lobbyPort}`;
    server = start("npx", ["tsx", "server.ts"], app, env);
    await untilLobby(lobby, server);
    log(`npx tsx server.ts: games on port ${port}, the lobby on port ${lobbyPort}`);

    const client = start("npx", ["tsx", "client.ts"], app, env);
    const watches = new Map();
    const clientDone = () => client.output.exited !== undefined;
    const started = Date.now();
    while (!clientDone()) {
      for (const [, matchID] of client.output.text.matchAll(/^match (\S+?): created/gm)) {
        if (!watches.has(matchID)) watches.set(matchID, watchMatch(lobby, GAME, matchID, clientDone));
      }
      if (Date.now() - started > CLIENT_TIMEOUT_MS) {
        client.stop();
        throw new Failure(`\`npx tsx client.ts\` did not end within ${CLIENT_TIMEOUT_MS / 1000} s; it printed:\n${client.output.text.trim()}`);
      }
      if (server.output.exited !== undefined) throw new Failure(`the server exited (${server.output.exited}) while the client played:\n${server.output.text.trim()}`);
      await sleep(100);
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (client.output.exited !== 0) throw new Failure(`\`npx tsx client.ts\` exited (${client.output.exited}):\n${client.output.text.trim()}`);
    for (const [, matchID] of client.output.text.matchAll(/^match (\S+?): created/gm)) {
      if (!watches.has(matchID)) watches.set(matchID, watchMatch(lobby, GAME, matchID, clientDone));
    }
    const reports = await Promise.all(watches.values());
    const problems = reports.flatMap((r) => [
      ...r.problems.map((p) => `match ${r.matchID}: ${p}`),
      ...(r.playing === 0 ? [`match ${r.matchID}: never seen in play in the lobby`] : []),
      ...(r.over ? [] : [`match ${r.matchID}: not over in the lobby when the client ended`]),
    ]);
    if (reports.length < 2) problems.push(`the client played ${reports.length} match(es); the page's client plays two`);
    if (problems.length > 0) throw new Failure(`${problems.join("\n")}\nthe client printed:\n${client.output.text.trim()}`);
    log(`npx tsx client.ts played ${reports.length} matches to the end in ${seconds} s, both seats connected in the lobby in each of ${reports.map((r) => r.playing).join(" and ")} looks while it played; it printed:\n${client.output.text.trimEnd()}`);
  } finally {
    server?.stop();
    if (keep) process.stdout.write(`test-bgio-docs: kept ${work}\n`);
    else {
      await sleep(500);
      rmSync(work, { recursive: true, force: true });
    }
  }
}

try {
  await main();
  process.stdout.write("test-bgio-docs: 1 passed, 0 failed\n");
} catch (error) {
  if (!(error instanceof Failure)) throw error;
  process.stderr.write(`test-bgio-docs: ${error.message}\n`);
  process.stdout.write("test-bgio-docs: 0 passed, 1 failed\n");
  process.exitCode = 1;
}
