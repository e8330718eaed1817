/**
 * Shared helpers for the @laguna/cli tests (not a test file itself).
 */
import type { AnyGame } from "@laguna/core";
import { type CliIO, main } from "@laguna/cli";
import { type SpawnSyncReturns, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { left, right } from "../support/either";

export { left, right };

/** An io that records what the command writes. */
export interface CapturedIO extends CliIO {
  readonly out: () => string;
  readonly err: () => string;
  readonly errChunks: string[];
}

/** A {@link CliIO} capturing stdout and stderr, with stderr a terminal or not, answering from `input` lines. */
export function captureIO(isTTY = false, input?: readonly string[]): CapturedIO {
  const outChunks: string[] = [];
  const errChunks: string[] = [];
  const lines = [...(input ?? [])];
  return {
    stdout: (text) => {
      outChunks.push(text);
    },
    stderr: (text) => {
      errChunks.push(text);
    },
    isTTY,
    ...(input === undefined ? {} : { readLine: () => Promise.resolve(lines.shift()), inputIsTTY: false }),
    out: () => outChunks.join(""),
    err: () => errChunks.join(""),
    errChunks,
  };
}

/** Runs `main` in-process on `games`, capturing what it writes. */
export async function run(argv: readonly string[], games: readonly AnyGame[], isTTY = false, input?: readonly string[]) {
  const io = captureIO(isTTY, input);
  const code = await main(argv, io, games);
  return { code, out: io.out(), err: io.err(), errChunks: io.errChunks };
}

/** A clock that advances by `step` milliseconds at each reading. */
export function fakeClock(step: number): () => number {
  let t = 0;
  return () => {
    const now = t;
    t += step;
    return now;
  };
}

const root = fileURLToPath(new URL("../..", import.meta.url));
const cli = join(root, "packages", "cli");
/** The built `laguna` executable, as npm installs it. */
export const BIN = join(cli, "dist", "bin.js");

function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

/**
 * Makes sure the built `bin` is there and newer than the CLI's sources: CI builds before testing;
 * in a working tree the CLI package is built here when it is out of date (`npm run build` of it).
 */
export function ensureBuiltBin(): void {
  const built = existsSync(BIN) && existsSync(join(cli, "dist", "worker.js")) ? statSync(BIN).mtimeMs : 0;
  if (built > Math.max(newest(join(cli, "src")), newest(join(cli, "package.json")))) return;
  const result = spawnSync("npm", ["run", "build", "-w", "@laguna/cli"], { cwd: root, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`building @laguna/cli failed:\n${result.stdout}\n${result.stderr}`);
}

/** Runs the built `laguna` with `args` (and `input` on stdin, else no stdin), from the repository's root. */
export function runBin(args: readonly string[], options: { input?: string; cwd?: string; env?: Record<string, string> } = {}): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [BIN, ...args], {
    encoding: "utf8",
    cwd: options.cwd ?? root,
    input: options.input ?? "",
    env: { ...process.env, NO_COLOR: "", ...options.env },
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** Runs a shell pipeline from the repository's root (for `yes 0 | laguna play …`). */
export function runShell(command: string): SpawnSyncReturns<string> {
  return spawnSync("bash", ["-c", command], { encoding: "utf8", cwd: root, maxBuffer: 64 * 1024 * 1024 });
}
