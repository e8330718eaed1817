/**
 * `npm start`: builds the packages the `laguna` command needs if they are out of date, then runs
 * `laguna demo`.
 *
 * Only @laguna/cli and the workspace packages it depends on (directly or not) are looked at. One
 * of them is rebuilt when one of its entry points (the `laguna.entry` field of its package.json,
 * `src/index.ts` by default) has no `dist/<name>.js`, or when a file in its `src` folder (or its
 * package.json) is newer than that output. The stale ones are built with tsup (the package's own
 * build command) under `LAGUNA_BUILD=js`: JavaScript only, no type declarations (see
 * tsup.config.ts), two at a time. That is what a first start needs, in seconds instead of minutes;
 * `npm run build` builds everything, declarations included. The build's own output goes to
 * stderr, so stdout carries only the command's.
 *
 * Which packages are stale is scripts/builds.mjs's call, shared with `npm run docs`.
 *
 * Extra arguments are passed on: `npm start -- --seed 7` runs `laguna demo --seed 7`, and
 * arguments starting with a command name run that command instead (`npm start -- list`,
 * `npm start -- simulate murano --games 100`); `npm start -- --help` alone shows the command's
 * help, with every command (and `--version` its version). The exit code is the command's.
 *
 * Plain Node ESM with no dependencies.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { exitCodeOf as exitCode, readJson, root, show, staleness, workspaces } from "./builds.mjs";

const CLI = "@laguna/cli";
const bin = join(root, "packages", "cli", "dist", "bin.js");
/** How many packages are built at once (the machines we aim at have 2 cores). */
const PARALLEL = 2;

/** The exit code for a child's result (see builds.mjs), with errors reported as start's. */
const exitCodeOf = (result) => exitCode(result, "start");

/** The workspace folders the CLI needs: its own and those of its workspace dependencies, transitively. */
function cliClosure() {
  const byName = new Map();
  for (const dir of workspaces()) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest)) byName.set(readJson(manifest).name, dir);
  }
  const needed = [];
  const pending = [CLI];
  while (pending.length > 0) {
    const name = pending.shift();
    const dir = byName.get(name);
    if (dir === undefined || needed.includes(dir)) continue;
    needed.push(dir);
    pending.push(...Object.keys(readJson(join(dir, "package.json")).dependencies ?? {}));
  }
  return needed;
}

/**
 * Builds the JavaScript of the given package folders with tsup, `PARALLEL` at a time (each bundle
 * leaves its @laguna dependencies external, so the order does not matter). Resolves to the exit
 * code: 0, or that of the first failed build.
 */
async function buildJs(dirs) {
  const tsup = join(root, "node_modules", "tsup", "dist", "cli-default.js");
  const config = join(root, "tsup.config.ts");
  const env = { ...process.env, LAGUNA_BUILD: "js" };
  const queue = [...dirs];
  let code = 0;
  const worker = async () => {
    while (queue.length > 0 && code === 0) {
      const dir = queue.shift();
      const child = spawn(process.execPath, [tsup, "--config", config, "--silent"], { cwd: dir, env, stdio: ["ignore", 2, 2] });
      const result = await new Promise((resolve) => {
        child.on("error", (error) => resolve({ error }));
        child.on("close", (status, signal) => resolve({ status, signal }));
      });
      const status = exitCodeOf(result);
      if (status !== 0 && code === 0) {
        process.stderr.write(`start: building ${show(dir)} failed (exit code ${status}).\n`);
        code = status;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, dirs.length) }, worker));
  return code;
}

async function run() {
  const stale = cliClosure()
    .map((dir) => ({ dir, reason: staleness(dir) }))
    .filter(({ reason }) => reason !== undefined);
  if (stale.length > 0) {
    const started = Date.now();
    process.stderr.write(
      `start: building the JavaScript of ${stale.map(({ dir }) => show(dir)).join(", ")} (no type declarations: ` +
        `\`npm run build\` makes those), since ${stale.map(({ reason }) => reason).join("; ")}.\n`,
    );
    const code = await buildJs(stale.map(({ dir }) => dir));
    if (code !== 0) {
      process.stderr.write(`start: the build failed (exit code ${code}).\n`);
      return code;
    }
    process.stderr.write(`start: built in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
  }
  if (!existsSync(bin)) {
    process.stderr.write(`start: ${show(bin)} is missing after the build.\n`);
    return 1;
  }
  const extra = process.argv.slice(2);
  // `npm start -- --help` (and -h, --version, -v alone) ask about the command, not the demo.
  const aboutTheCommand = extra.length === 1 && ["--help", "-h", "--version", "-v"].includes(extra[0]);
  const args = aboutTheCommand || (extra.length > 0 && !extra[0].startsWith("-")) ? extra : ["demo", ...extra];
  return exitCodeOf(spawnSync(process.execPath, [bin, ...args], { cwd: root, stdio: "inherit" }));
}

process.exitCode = await run();
