/**
 * `npm run bench:limits`: what refusing an oversized action costs (issue 27: a refusal of a 1 MB
 * action in under 10 ms). For each shape of a 1 MB action (one long string, many fields, a long
 * array, many short strings, deep nesting, many small objects), parsed from its JSON text as a
 * server receives it, times `act` refusing it under the default input limits (median of the
 * runs), next to `JSON.parse` of the same text (the part a host pays before the engine sees the
 * action, unless its transport refuses large packets first). Prints a table and writes
 * `bench/input-limits.json`. A measurement, not a test: nothing here fails on time.
 *
 * Usage: `npm run bench:limits [-- --runs=n]` (it builds first and runs the built packages).
 *
 * @module
 */
import { writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { act, createMatch } from "@laguna/core";
import { ticTacToe } from "@laguna/examples";
import * as either from "fp-ts/lib/Either.js";
import { machineInfo } from "./machine";

/** The size each action is built to, in bytes of JSON text. */
const TARGET_BYTES = 1_000_000;

/** One shape of oversized action: a name and a builder of its JSON text (about 1 MB). */
const SHAPES: readonly { readonly name: string; readonly text: () => string }[] = [
  { name: "one long string", text: () => JSON.stringify({ type: "mark", cell: 4, note: "x".repeat(TARGET_BYTES) }) },
  {
    name: "many fields (60,000)",
    text: () => {
      const out: Record<string, unknown> = { type: "mark", cell: 4 };
      for (let i = 0; out && i < 60_000; i++) out[`field${i}`] = i;
      return JSON.stringify(out);
    },
  },
  { name: "a long array (140,000 numbers)", text: () => JSON.stringify({ type: "mark", cell: 4, list: Array.from({ length: 140_000 }, (_, i) => i) }) },
  { name: "many short strings (100,000)", text: () => JSON.stringify({ type: "mark", cell: 4, list: Array.from({ length: 100_000 }, () => "abcdefgh") }) },
  { name: "many small objects (40,000)", text: () => JSON.stringify({ type: "mark", cell: 4, list: Array.from({ length: 40_000 }, (_, i) => ({ a: i, b: "cd" })) }) },
  {
    name: "deep nesting (60 levels, 16 KB strings)",
    text: () => {
      let value: unknown = 0;
      for (let i = 0; i < 60; i++) value = { inner: value, pad: "p".repeat(16_000) };
      return JSON.stringify({ type: "mark", cell: 4, value });
    },
  },
];

/** The median of some numbers. */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function main(): void {
  const runsArg = process.argv.find((a) => a.startsWith("--runs="));
  const runs = runsArg === undefined ? 21 : Number(runsArg.slice("--runs=".length));
  const created = createMatch(ticTacToe, ticTacToe.defaultConfig(2), 1);
  if (either.isLeft(created)) throw new Error(created.left.message);
  const match = created.right;
  const rows: { shape: string; bytes: number; parseMs: number; refuseMs: number; message: string }[] = [];
  for (const shape of SHAPES) {
    const text = shape.text();
    const parseTimes: number[] = [];
    const refuseTimes: number[] = [];
    let message = "";
    for (let r = 0; r < runs; r++) {
      let start = performance.now();
      const input: unknown = JSON.parse(text);
      parseTimes.push(performance.now() - start);
      start = performance.now();
      const result = act(match, 0, input);
      refuseTimes.push(performance.now() - start);
      if (either.isRight(result)) throw new Error(`${shape.name}: act accepted a 1 MB action`);
      message = result.left.message;
    }
    rows.push({ shape: shape.name, bytes: text.length, parseMs: median(parseTimes), refuseMs: median(refuseTimes), message });
  }
  console.log(`Refusing a 1 MB action under the default limits (median of ${runs} runs each):\n`);
  console.log("| shape | bytes | JSON.parse (ms) | act's refusal (ms) |");
  console.log("|---|---|---|---|");
  for (const row of rows) console.log(`| ${row.shape} | ${row.bytes} | ${row.parseMs.toFixed(2)} | ${row.refuseMs.toFixed(2)} |`);
  writeFileSync(new URL("./input-limits.json", import.meta.url), `${JSON.stringify({ machine: machineInfo(), runs, rows }, null, 2)}\n`);
  console.log("\nwritten: bench/input-limits.json");
}

main();
