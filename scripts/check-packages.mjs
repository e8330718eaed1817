#!/usr/bin/env node
/**
 * `npm run check:packages`: checks what each workspace package would publish, from its built dist/.
 *
 * For every workspace package (root package.json "workspaces") that is not private:
 *   1. dist/ exists and is not empty (otherwise: run `npm run build` first), holds every type
 *      declaration file that package.json names (`npm start` builds JavaScript only: then run
 *      `npm run build`), and the package has a LICENSE file (npm packs it whatever "files" says);
 *   2. publint, strict, on the packed file list: every message (error, warning or suggestion) fails;
 *   3. @arethetypeswrong/cli (`attw --pack <dir> --profile node16`): the types must resolve under
 *      node16 from ESM, node16 from CJS and bundler; any problem in those fails;
 *   4. smoke tests: node scripts/smoke/<name>.mjs (`import` by name) and scripts/smoke/<name>.cjs
 *      (`require` by name) must load the dist build, export what scripts/smoke/expectations.cjs
 *      lists, export the same names in both formats and give the same probe results;
 *   5. for a package with a "bin" field: each bin file exists, starts with a `#!/usr/bin/env node`
 *      line, and `node <bin> <args>` exits 0 with some output (args from expectations.cjs `bin`,
 *      default `--help`).
 *
 * Prints a per-package pass/fail table, then the details of every failure; exits 1 on any failure.
 *
 * Usage: node scripts/check-packages.mjs [package ...]
 *   With arguments (full names like @laguna/core, or short names like core), only those packages
 *   are checked: handy while another package is still being written. CI runs it without arguments.
 */
import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { createRequire } from "node:module";
import { publint } from "publint";
import { formatMessage } from "publint/utils";

const run = promisify(execFile);
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const smokeDir = join(root, "scripts", "smoke");
const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
const expectations = createRequire(import.meta.url)("./smoke/expectations.cjs");

/** The attw profile: node16 ignores only the legacy `node10` resolution (no `exports` support). */
const ATTW_PROFILE = "node16";
const ATTW_IGNORED_RESOLUTIONS = new Set(["node10"]);

const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));

/** Workspace folders from the root package.json, expanding a trailing `/*`. */
function workspaceDirs() {
  const { workspaces = [] } = readJson(join(root, "package.json"));
  const patterns = Array.isArray(workspaces) ? workspaces : (workspaces.packages ?? []);
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith("/*")) return [join(root, pattern)];
    const parent = join(root, pattern.slice(0, -2));
    return readdirSync(parent)
      .map((entry) => join(parent, entry))
      .filter((dir) => existsSync(join(dir, "package.json")));
  });
}

const shortName = (name) => name.replace(/^@[^/]+\//, "");

/** Output of a child process, including a failed one (execFile rejects on a non-zero exit). */
async function capture(file, args, options) {
  try {
    const { stdout, stderr } = await run(file, args, { maxBuffer: 64 * 1024 * 1024, ...options });
    return { code: 0, stdout, stderr };
  } catch (error) {
    if (typeof error?.code !== "number") throw error;
    return { code: error.code, stdout: error.stdout ?? "", stderr: error.stderr ?? "" };
  }
}

/** The type declaration files a package.json names: "types"/"typings" and every "types" condition of "exports". */
function typeFiles(pkg) {
  const found = new Set([pkg.types, pkg.typings].filter((file) => typeof file === "string"));
  const walk = (node) => {
    if (node === null || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) {
      if (key === "types" && typeof value === "string" && !value.includes("*")) found.add(value);
      else walk(value);
    }
  };
  walk(pkg.exports);
  return [...found];
}

function checkDist(dir) {
  const dist = join(dir, "dist");
  if (!existsSync(dist) || !statSync(dist).isDirectory()) {
    return [`${relative(root, dist)}/ is missing: run \`npm run build\` first`];
  }
  if (readdirSync(dist).length === 0) return [`${relative(root, dist)}/ is empty: run \`npm run build\` first`];
  const missingTypes = typeFiles(readJson(join(dir, "package.json"))).filter((file) => !existsSync(join(dir, file)));
  if (missingTypes.length > 0) {
    return [
      `${missingTypes.map((file) => relative(root, join(dir, file))).join(", ")} missing: this dist/ holds JavaScript only ` +
        "(as `npm start` builds it, see tsup.config.ts): run `npm run build`",
    ];
  }
  // npm packs a LICENSE file whatever "files" says; every package must have one (MIT, as declared).
  if (!existsSync(join(dir, "LICENSE"))) return [`${relative(root, dir)}/LICENSE is missing: every package ships its licence`];
  return [];
}

async function checkPublint(dir) {
  const { messages, pkg } = await publint({ pkgDir: dir, strict: true, level: "suggestion", pack: "npm" });
  return messages.map((msg) => `publint ${msg.type} ${msg.code}: ${formatMessage(msg, pkg, { color }) ?? msg.code}`);
}

async function checkAttw(dir) {
  const attwPkg = join(root, "node_modules", "@arethetypeswrong", "cli");
  const bin = join(attwPkg, readJson(join(attwPkg, "package.json")).bin.attw);
  const { code, stdout, stderr } = await capture(
    process.execPath,
    [bin, "--pack", dir, "--profile", ATTW_PROFILE, "--format", "json", "--no-color"],
    { cwd: dir },
  );
  let result;
  try {
    result = JSON.parse(stdout);
  } catch {
    return [`attw failed (exit ${code}): ${(stderr || stdout).trim()}`];
  }
  const { analysis } = result;
  if (!analysis?.types) return ["attw: the package ships no types"];
  const problems = (analysis.problems ?? [])
    .filter((p) => !("resolutionKind" in p) || !ATTW_IGNORED_RESOLUTIONS.has(p.resolutionKind))
    .map((p) => {
      const where = [p.entrypoint, p.resolutionKind].filter(Boolean).join(", ");
      const detail = Object.entries(p)
        .filter(([k, v]) => !["kind", "entrypoint", "resolutionKind"].includes(k) && typeof v !== "object")
        .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
        .join(" ");
      return `attw ${p.kind}${where ? ` (${where})` : ""}${detail ? `: ${detail}` : ""}`;
    });
  if (problems.length === 0 && code !== 0) problems.push(`attw exited with ${code}: ${stderr.trim()}`);
  return problems;
}

/** Runs one smoke file; returns its parsed report or the problems. */
async function smoke(name, ext) {
  const file = join(smokeDir, `${shortName(name)}.${ext}`);
  if (!existsSync(file)) return { problems: [`no smoke test ${relative(root, file)}`] };
  const { code, stdout, stderr } = await capture(process.execPath, [file], { cwd: smokeDir });
  if (code !== 0) {
    return { problems: [`node ${relative(root, file)} failed (exit ${code}):\n${(stderr || stdout).trim()}`] };
  }
  try {
    return { problems: [], report: JSON.parse(stdout.trim().split("\n").at(-1)) };
  } catch {
    return { problems: [`node ${relative(root, file)} printed no report:\n${stdout.trim()}`] };
  }
}

/** The package's executables: `bin` as a string (named after the package) or an object. */
function binEntries(pkg) {
  if (typeof pkg.bin === "string") return [[shortName(pkg.name), pkg.bin]];
  return Object.entries(pkg.bin ?? {});
}

async function checkBins(dir, pkg) {
  const args = expectations[pkg.name]?.bin?.args ?? ["--help"];
  const problems = [];
  for (const [command, target] of binEntries(pkg)) {
    const file = join(dir, target);
    if (!existsSync(file)) {
      problems.push(`bin "${command}": ${relative(root, file)} does not exist`);
      continue;
    }
    const firstLine = readFileSync(file, "utf8").split("\n", 1)[0];
    if (firstLine !== "#!/usr/bin/env node") {
      problems.push(`bin "${command}": ${relative(root, file)} starts with ${JSON.stringify(firstLine)}, not "#!/usr/bin/env node"`);
    }
    const { code, stdout, stderr } = await capture(process.execPath, [file, ...args], { cwd: smokeDir });
    if (code !== 0) {
      problems.push(`bin "${command}": node ${relative(root, file)} ${args.join(" ")} exited ${code}:\n${(stderr || stdout).trim()}`);
    } else if (stdout.trim() === "") {
      problems.push(`bin "${command}": node ${relative(root, file)} ${args.join(" ")} printed nothing`);
    }
  }
  return problems;
}

function compareFormats(esm, cjs) {
  if (!esm.report || !cjs.report) return [];
  const problems = [];
  const esmNames = Object.keys(esm.report.exports);
  const cjsNames = Object.keys(cjs.report.exports);
  const onlyEsm = esmNames.filter((n) => !cjsNames.includes(n));
  const onlyCjs = cjsNames.filter((n) => !esmNames.includes(n));
  if (onlyEsm.length > 0) problems.push(`exported by the ESM build only: ${onlyEsm.join(", ")}`);
  if (onlyCjs.length > 0) problems.push(`exported by the CJS build only: ${onlyCjs.join(", ")}`);
  const kinds = esmNames.filter((n) => cjsNames.includes(n) && esm.report.exports[n] !== cjs.report.exports[n]);
  if (kinds.length > 0) problems.push(`export kinds differ between ESM and CJS: ${kinds.join(", ")}`);
  if (JSON.stringify(esm.report.probe) !== JSON.stringify(cjs.report.probe)) {
    problems.push(
      `the ESM and CJS builds compute different probe results:\n  esm: ${JSON.stringify(esm.report.probe)}\n  cjs: ${JSON.stringify(cjs.report.probe)}`,
    );
  }
  return problems;
}

async function checkPackage(dir) {
  const pkg = readJson(join(dir, "package.json"));
  const { name } = pkg;
  const result = { name, dir: relative(root, dir), columns: {}, problems: [] };
  const record = (column, problems) => {
    result.columns[column] = problems.length === 0 ? "pass" : "FAIL";
    result.problems.push(...problems.map((p) => `[${column}] ${p}`));
  };
  const guard = async (column, check) => {
    try {
      record(column, await check());
    } catch (error) {
      record(column, [`crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`]);
    }
  };

  const dist = checkDist(dir);
  record("dist", dist);
  if (dist.length > 0) {
    for (const column of ["publint", "attw", "import", "require", "esm=cjs", "bin"]) result.columns[column] = "skip";
    return result;
  }
  // publint and attw both pack the package (attw writes then deletes a .tgz in the folder): run them in turn.
  await guard("publint", () => checkPublint(dir));
  await guard("attw", () => checkAttw(dir));
  const [esm, cjs] = await Promise.all([smoke(name, "mjs"), smoke(name, "cjs")]);
  record("import", esm.problems);
  record("require", cjs.problems);
  const cross = compareFormats(esm, cjs);
  if (cross.length > 0) record("esm=cjs", cross);
  else if (esm.report && cjs.report) result.columns["esm=cjs"] = "pass";
  else result.columns["esm=cjs"] = "skip";
  if (binEntries(pkg).length > 0) await guard("bin", () => checkBins(dir, pkg));
  else result.columns.bin = "n/a";
  return result;
}

function printTable(results) {
  const columns = ["dist", "publint", "attw", "import", "require", "esm=cjs", "bin"];
  const header = ["package", ...columns, "result"];
  const rows = results.map((r) => [
    r.name,
    ...columns.map((c) => r.columns[c] ?? "-"),
    r.problems.length === 0 ? "PASS" : "FAIL",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join("  ").trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
}

async function main() {
  const only = process.argv.slice(2);
  // Private workspaces (the browser playground) are never published: nothing to check.
  let dirs = workspaceDirs().filter((dir) => readJson(join(dir, "package.json")).private !== true);
  if (only.length > 0) {
    const names = new Map(dirs.map((dir) => [readJson(join(dir, "package.json")).name, dir]));
    const unknown = only.filter((o) => ![...names.keys()].some((n) => n === o || shortName(n) === o));
    if (unknown.length > 0) {
      console.error(`check-packages: unknown package(s): ${unknown.join(", ")} (known: ${[...names.keys()].join(", ")})`);
      process.exit(2);
    }
    dirs = [...names].filter(([n]) => only.includes(n) || only.includes(shortName(n))).map(([, dir]) => dir);
    console.log(`check-packages: checking only ${dirs.map((d) => relative(root, d)).join(", ")}\n`);
  }

  const results = await Promise.all(dirs.map(checkPackage));
  printTable(results);

  const failed = results.filter((r) => r.problems.length > 0);
  for (const r of failed) {
    console.log(`\n${r.name} (${r.dir}):`);
    for (const p of r.problems) console.log(`  - ${p.replaceAll("\n", "\n    ")}`);
  }
  if (failed.some((r) => r.columns.dist === "FAIL")) console.log("\nSome packages are not built: run `npm run build`.");
  console.log(
    failed.length === 0
      ? `\ncheck-packages: all ${results.length} package(s) pass.`
      : `\ncheck-packages: ${failed.length} of ${results.length} package(s) FAILED.`,
  );
  process.exitCode = failed.length === 0 ? 0 : 1;
}

await main();
