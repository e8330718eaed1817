/**
 * `npm start`: builds the packages if they are out of date, then runs `laguna demo`.
 *
 * A package is rebuilt when one of its entry points (the `laguna.entry` field of its
 * package.json, `src/index.ts` by default) has no `dist/<name>.js`, or when a file in its `src`
 * folder (or its package.json) is newer than that output; then the whole monorepo is built with
 * `npm run build`. The build's own output goes to stderr, so stdout carries only the command's.
 *
 * Extra arguments are passed on: `npm start -- --seed 7` runs `laguna demo --seed 7`, and
 * arguments starting with a command name run that command instead (`npm start -- list`,
 * `npm start -- simulate murano --games 100`). The exit code is the command's.
 *
 * Plain Node ESM with no dependencies.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { constants } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const bin = join(root, "packages", "cli", "dist", "bin.js");

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

function build() {
  // Under npm, npm_execpath is npm's own script: run it with this Node, which works on every OS.
  const npm = process.env.npm_execpath;
  const [command, args] = npm ? [process.execPath, [npm, "run", "build"]] : ["npm", ["run", "build"]];
  return spawnSync(command, args, { cwd: root, stdio: ["inherit", 2, 2], shell: !npm && process.platform === "win32" });
}

function run() {
  const reasons = workspaces()
    .map((dir) => staleness(dir))
    .filter((reason) => reason !== undefined);
  if (reasons.length > 0) {
    process.stderr.write(`start: building, since ${reasons.join("; ")}.\n`);
    const code = exitCodeOf(build());
    if (code !== 0) {
      process.stderr.write(`start: the build failed (exit code ${code}).\n`);
      return code;
    }
  }
  if (!existsSync(bin)) {
    process.stderr.write(`start: ${show(bin)} is missing after the build.\n`);
    return 1;
  }
  const extra = process.argv.slice(2);
  const args = extra.length > 0 && !extra[0].startsWith("-") ? extra : ["demo", ...extra];
  return exitCodeOf(spawnSync(process.execPath, [bin, ...args], { cwd: root, stdio: "inherit" }));
}

process.exitCode = run();
