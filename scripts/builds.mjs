/**
 * Which workspace packages need building: shared by `npm start` (scripts/start.mjs, the
 * JavaScript of the CLI and its dependencies) and `npm run docs` (scripts/docs.mjs, the type
 * declarations typedoc reads).
 *
 * Plain Node ESM with no dependencies.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { constants } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root folder. */
export const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** A JSON file, parsed. */
export const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));

/** A path relative to the root, with forward slashes, for messages. */
export const show = (file) => relative(root, file).split("\\").join("/");

/** The workspace folders of the root package.json, in its order; a trailing `/*` means every subfolder. */
export function workspaces() {
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

/**
 * Why a package needs building, or undefined if its dist is up to date (or it has no build): one
 * of its entry points (the `laguna.entry` field of its package.json, `src/index.ts` by default)
 * has no `dist/<name>.js` (and, with `types`, no `dist/<name>.d.ts`), or a file in its `src`
 * folder (or its package.json) is newer than that output.
 */
export function staleness(dir, { types = false } = {}) {
  const manifest = join(dir, "package.json");
  if (!existsSync(manifest)) return undefined;
  const pkg = readJson(manifest);
  const src = join(dir, "src");
  if (!pkg.scripts?.build || !existsSync(src)) return undefined;
  const entries = Object.keys(pkg.laguna?.entry ?? { index: "src/index.ts" });
  const outputs = entries.flatMap((name) => [join(dir, "dist", `${name}.js`), ...(types ? [join(dir, "dist", `${name}.d.ts`)] : [])]);
  const missing = outputs.find((file) => !existsSync(file));
  if (missing) return `${show(missing)} is missing`;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  for (const input of [src, manifest]) {
    const changed = newestFile(input);
    if (changed && changed.time > built) return `${show(changed.file)} is newer than ${show(join(dir, "dist"))}`;
  }
  return undefined;
}

/** The exit code for a child's result: its status, or 128 + the signal number if killed (`who` names the script in messages). */
export function exitCodeOf(result, who) {
  if (result.error) {
    process.stderr.write(`${who}: ${result.error.message}\n`);
    return 1;
  }
  if (result.status !== null) return result.status;
  return 128 + (constants.signals[result.signal] ?? 0);
}
