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
 * Extra arguments are passed on: `npm start -- --seed 7` runs `laguna demo --seed 7`, and
 * arguments starting with a command name run that command instead (`npm start -- list`,
 * `npm start -- simulate murano --games 100`); `npm start -- --help` alone shows the command's
 * help, with every command (and `--version` its version). The exit code is the command's.
 *
 * Plain Node ESM with no dependencies.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { constants } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const CLI = "@laguna/cli";
const bin = join(root, "packages", "cli", "dist", "bin.js");
/** How many packages are built at once (the machines we aim at have 2 cores). */
const PARALLEL = 2;

const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));
const show = (file) => relative(root, file).split("\\").join("/");

/** The workspace folders of the root package.json; a trailing `/*` means every subfolder. */
function workspaces() {
  const patterns = readJson(join(root, "package.json")).workspaces ?? [];
  const list = Array.isArray(patterns) ? patterns : (patterns.packages ?? []);
  return list.flatMap((pattern) => {
    if (!pattern.endsWith("/*")) return [join(root, pattern)];
    const parent = join(root, pattern.slice(0, -2));
    if (!existsSync(parent)) return [];
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(parent, entry.name));
  });
}

/** The newest file under `path` (a file or a folder), as `{ file, time }`, or undefined if none. */
function newestFile(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return { file: path, time: stat.mtimeMs };
  let newest;
  for (const entry of readdirSync(path)) {
    const found = newestFile(join(path, entry));
    if (found && (!newest || found.time > newest.time)) newest = found;
  }
  return newest;
}

/** Why a package needs building, or undefined if its dist is up to date (or it has no build). */
function staleness(dir) {
  const manifest = join(dir, "package.json");
  if (!existsSync(manifest)) return undefined;
  const pkg = readJson(manifest);
  const src = join(dir, "src");
  if (!pkg.scripts?.build || !existsSync(src)) return undefined;
  const entries = Object.keys(pkg.laguna?.entry ?? { index: "src/index.ts" });
  const outputs = entries.map((name) => join(dir, "dist", `${name}.js`));
  const missing = outputs.find((file) => !existsSync(file));
  if (missing) return `${show(missing)} is missing`;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  for (const input of [src, manifest]) {
    const changed = newestFile(input);
    if (changed && changed.time > built) return `${show(changed.file)} is newer than ${show(join(dir, "dist"))}`;
  }
  return undefined;
}

/** The exit code for a child's result: its status, or 128 + the signal number if killed. */
function exitCodeOf(result) {
  if (result.error) {
    process.stderr.write(`start: ${result.error.message}\n`);
    return 1;
  }
  if (result.status !== null) return result.status;
  return 128 + (constants.signals[result.signal] ?? 0);
}

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
