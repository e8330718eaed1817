/**
 * `npm run docs`: the API reference (typedoc, into docs/api), after building the packages it
 * documents whose type declarations are missing or out of date.
 *
 * typedoc reads each package's sources, but a package's imports of another @laguna package resolve
 * to that package's `dist/*.d.ts`. `npm start` and the tests' global setup build JavaScript only
 * (fast, no declarations), so after a change they leave a package's dist with no `.d.ts`, and
 * typedoc then failed on every package that imports it. Here each package of typedoc.json's entry
 * points that scripts/builds.mjs finds stale (declarations included) is built with its own
 * `npm run build`, in the workspaces' order (dependencies first); after `npm run build` (as in CI)
 * nothing is.
 *
 * Extra arguments go to typedoc. Plain Node ESM with no dependencies.
 */
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { exitCodeOf, readJson, root, show, staleness, workspaces } from "./builds.mjs";

function run() {
  const documented = new Set(readJson(join(root, "typedoc.json")).entryPoints.map((entry) => resolve(root, entry)));
  const stale = workspaces()
    .filter((dir) => documented.has(dir))
    .map((dir) => ({ dir, reason: staleness(dir, { types: true }) }))
    .filter(({ reason }) => reason !== undefined);
  for (const { dir, reason } of stale) {
    process.stderr.write(`docs: building ${show(dir)}, since ${reason}.\n`);
    // Under `npm run`, npm_execpath is npm's own script: no shell needed to find npm.
    const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ["npm"];
    const code = exitCodeOf(spawnSync(npm[0], [...npm.slice(1), "run", "build", "--silent"], { cwd: dir, stdio: ["ignore", 2, 2] }), "docs");
    if (code !== 0) {
      process.stderr.write(`docs: building ${show(dir)} failed (exit code ${code}).\n`);
      return code;
    }
  }
  const typedoc = join(root, "node_modules", "typedoc", "bin", "typedoc");
  return exitCodeOf(spawnSync(process.execPath, [typedoc, ...process.argv.slice(2)], { cwd: root, stdio: "inherit" }), "docs");
}

process.exitCode = run();
