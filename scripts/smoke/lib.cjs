"use strict";
/**
 * Shared body of the smoke tests in this folder. Each `<pkg>.mjs` / `<pkg>.cjs` file loads one
 * package BY NAME (so resolution goes through node_modules and the package's `exports` map, exactly
 * as a consumer's would) and hands the module namespace to `run`.
 *
 * On success `run` prints one JSON line on stdout (read by scripts/check-packages.mjs):
 * `{ package, format, resolved, exports: { name: typeof }, probe }`.
 * On failure it prints the problems on stderr and sets a non-zero exit code.
 */
const path = require("node:path");
const expectations = require("./expectations.cjs");

const IGNORED = new Set(["default", "__esModule"]);

/**
 * @param {string} name the package name, e.g. "@laguna/core"
 * @param {"esm" | "cjs"} format which build was loaded
 * @param {Record<string, unknown>} ns the module namespace (`import * as ns`) or `require()` result
 * @param {string} resolved the file the package name resolved to
 */
function run(name, format, ns, resolved) {
  const problems = [];
  const expected = expectations[name] ?? { functions: [], values: [] };

  const distDir = path.join(path.dirname(require.resolve(`${name}/package.json`)), "dist") + path.sep;
  const wantExt = format === "esm" ? ".js" : ".cjs";
  if (!resolved.startsWith(distDir) || !resolved.endsWith(wantExt)) {
    problems.push(`"${name}" resolved to ${resolved}, expected a ${wantExt} file under ${distDir}`);
  }

  const exportsByName = {};
  for (const key of Object.keys(ns).sort()) {
    if (!IGNORED.has(key)) exportsByName[key] = typeof ns[key];
  }
  const names = Object.keys(exportsByName);
  if (names.length === 0) problems.push("the package exports nothing at runtime");
  if (!names.some((n) => exportsByName[n] === "function")) problems.push("the package exports no function");
  for (const fn of expected.functions ?? []) {
    if (typeof ns[fn] !== "function") problems.push(`missing function export ${fn} (got ${typeof ns[fn]})`);
  }
  for (const v of expected.values ?? []) {
    if (ns[v] === undefined) problems.push(`missing export ${v}`);
  }

  let probe = null;
  if (expected.probe && problems.length === 0) {
    try {
      probe = JSON.parse(JSON.stringify(expected.probe(ns)));
    } catch (error) {
      problems.push(`probe threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
  }

  if (problems.length > 0) {
    for (const p of problems) process.stderr.write(`${name} (${format}): ${p}\n`);
    process.exitCode = 1;
    return;
  }
  process.stdout.write(`${JSON.stringify({ package: name, format, resolved, exports: exportsByName, probe })}\n`);
}

module.exports = { run };
