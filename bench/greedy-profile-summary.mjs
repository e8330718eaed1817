// Summarises a V8 .cpuprofile: the functions with the most self time, and the total time under
// each function (its own time and its callees', counted once per sample). Usage:
// node bench/greedy-profile-summary.mjs file.cpuprofile [rows]
import { readFileSync } from "node:fs";

const [file, rowsArg = "30"] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (n) => `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.split("/").slice(-3).join("/")}:${n.callFrame.lineNumber + 1}`;
const self = new Map();
const total = new Map();
const dt = profile.timeDeltas;
let all = 0;
profile.samples.forEach((id, i) => {
  const t = dt[i + 1] ?? 0;
  all += t;
  const n = byId.get(id);
  self.set(name(n), (self.get(name(n)) ?? 0) + t);
  const seen = new Set();
  for (let x = id; x !== undefined; x = parent.get(x)) {
    const k = name(byId.get(x));
    if (seen.has(k)) continue;
    seen.add(k);
    total.set(k, (total.get(k) ?? 0) + t);
  }
});
const rows = Number(rowsArg);
const show = (title, m) => {
  console.log(`${title} (of ${(all / 1000).toFixed(0)} ms)`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(`${((100 * v) / all).toFixed(1).padStart(5)} %  ${k}`);
};
show("self", self);
show("total", total);

// With a third argument, the lines of that function (by name) with the most ticks.
const fn = process.argv[4];
if (fn !== undefined) {
  const lines = new Map();
  for (const n of profile.nodes) {
    if (n.callFrame.functionName !== fn) continue;
    for (const t of n.positionTicks ?? []) lines.set(t.line, (lines.get(t.line) ?? 0) + t.ticks);
  }
  const sum = [...lines.values()].reduce((a, b) => a + b, 0);
  console.log(`${fn}: ticks by line (${sum} in all)`);
  for (const [line, ticks] of [...lines].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(`${String(ticks).padStart(6)}  line ${line}`);
}
