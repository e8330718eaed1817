/**
 * Shared helpers for the @laguna/cli tests (not a test file itself).
 */
import type { AnyGame } from "@laguna/core";
import { type CliIO, main } from "@laguna/cli";
import { spawn } from "node:child_process";
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
/** The built `laguna` executable, as npm installs it. */
export const BIN = join(root, "packages", "cli", "dist", "bin.js");

/** What a finished child process left: its exit code and what it wrote. */
export interface Finished {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a process to its end without blocking the test worker (a long game must not stall vitest's own messages). */
function runProcess(file: string, args: readonly string[], options: { input?: string; cwd?: string; env?: Record<string, string> }): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, [...args], { cwd: options.cwd ?? root, env: { ...process.env, NO_COLOR: "", ...options.env } });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
    child.stdin.on("error", () => undefined); // a command that does not read its input closes it early
    child.stdin.end(options.input ?? "");
  });
}

/** Runs the built `laguna` with `args` (and `input` on stdin, else an empty one), from the repository's root. */
export function runBin(args: readonly string[], options: { input?: string; cwd?: string; env?: Record<string, string> } = {}): Promise<Finished> {
  return runProcess(process.execPath, [BIN, ...args], options);
}

/** Runs a shell pipeline from the repository's root (for `yes 0 | laguna play …`). */
export function runShell(command: string): Promise<Finished> {
  return runProcess("bash", ["-c", command], {});
}
