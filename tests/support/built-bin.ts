/**
 * The built `laguna` command, which tests/cli runs as a user would: the global setup makes sure of
 * it once, before test files start running side by side.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Makes sure the built `bin` is there and up to date, with the packages it needs: `npm start`'s
 * own build step (scripts/start.mjs builds the JavaScript of the CLI and its workspace
 * dependencies when their sources are newer than their dist/, and nothing otherwise), then
 * `laguna list`. CI builds everything before testing, so there it only checks; after a fresh
 * `npm ci` it builds what the CLI needs.
 */
export function ensureBuiltBin(): void {
  const result = spawnSync(process.execPath, [join(root, "scripts", "start.mjs"), "list"], { cwd: root, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`building the laguna command failed:\n${result.stdout}\n${result.stderr}`);
}
