#!/usr/bin/env node
/**
 * `npm run bench:require`: what `require("@laguna/core")` costs, next to `require("fp-ts")` (the
 * whole of fp-ts) and `require("io-ts")`, each in fresh Node processes, from the built CommonJS
 * output (run `npm run build`, or `npm start`, first).
 *
 * Each process loads one package by name from the repository root (so `@laguna/core` resolves
 * through node_modules and its exports map to packages/core/dist/index.cjs, as a user's `require`
 * does) and reports the milliseconds the `require` call took and the modules it loaded. The
 * targets take turns, one warm-up process each (not counted) and then `--runs` processes each
 * (default 15); the table shows the median, the fastest and the slowest, the modules loaded, and
 * how many of them are fp-ts modules. The last line compares the medians with issue 11's bound:
 * `require("@laguna/core")` costs at most half of `require("fp-ts")`.
 *
 * Speed is measured, not asserted: this prints figures and exits 0 (1 only if a package does not
 * load). Timings depend on the machine and its load; compare runs made on the same machine.
 *
 * Usage: node bench/require-cost.mjs [--runs N] [package ...]
 *   Extra packages are measured too, e.g. `node bench/require-cost.mjs @laguna/murano`.
 */
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 15;
if (!Number.isInteger(runs) || runs < 1) {
  process.stderr.write("require-cost: --runs takes a positive integer\n");
  process.exit(2);
}
const targets = ["fp-ts", "io-ts", "@laguna/core", ...args.filter((name) => !["fp-ts", "io-ts", "@laguna/core"].includes(name))];

/** The child: times one require and reports it as JSON on stdout. */
const probe = `
const name = process.argv[1];
const before = new Set(Object.keys(require.cache));
const start = process.hrtime.bigint();
require(name);
const ms = Number(process.hrtime.bigint() - start) / 1e6;
const loaded = Object.keys(require.cache).filter((file) => !before.has(file));
const fpTs = loaded.filter((file) => /[\\\\/]node_modules[\\\\/]fp-ts[\\\\/]/.test(file)).length;
process.stdout.write(JSON.stringify({ ms, modules: loaded.length, fpTs, resolved: require.resolve(name) }));
`;

function measure(name) {
  const result = spawnSync(process.execPath, ["-e", probe, name], { cwd: root, encoding: "utf8" });
  if (result.status !== 0) {
    process.stderr.write(`require-cost: require(${JSON.stringify(name)}) failed:\n${result.stderr}`);
    if (name.startsWith("@laguna/")) process.stderr.write("Build the packages first: npm run build (or npm start).\n");
    process.exit(1);
  }
  return JSON.parse(result.stdout);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const samples = new Map(targets.map((name) => [name, []]));
const info = new Map();
for (const name of targets) info.set(name, measure(name)); // warm-up, not counted
for (let run = 0; run < runs; run++) {
  for (const name of targets) samples.get(name).push(measure(name).ms);
}

const rows = targets.map((name) => {
  const ms = samples.get(name);
  const { modules, fpTs, resolved } = info.get(name);
  return { name, median: median(ms), min: Math.min(...ms), max: Math.max(...ms), modules, fpTs, resolved };
});
const show = (ms) => `${ms.toFixed(1)} ms`;
const header = ["require", "median", "fastest", "slowest", "modules", "fp-ts modules"];
const lines = rows.map((r) => [r.name, show(r.median), show(r.min), show(r.max), String(r.modules), String(r.fpTs)]);
const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
const format = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");

process.stdout.write(`require-cost: ${runs} fresh Node ${process.version} processes per package (after one warm-up each)\n\n`);
process.stdout.write(`${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}\n`);
for (const line of lines) process.stdout.write(`${format(line)}\n`);
const core = rows.find((r) => r.name === "@laguna/core");
const fpTs = rows.find((r) => r.name === "fp-ts");
process.stdout.write(`\n@laguna/core resolves to ${core.resolved}\n`);
const ratio = core.median / fpTs.median;
process.stdout.write(
  `require("@laguna/core") costs ${(ratio * 100).toFixed(0)}% of require("fp-ts") (medians): ` +
    `${ratio <= 0.5 ? "within" : "OVER"} the bound of 50%.\n`,
);
