/**
 * Shared helpers for the @laguna/cli tests (not a test file itself).
 */
import type { CliIO } from "@laguna/cli";

import { left, right } from "../support/either";

export { left, right };

/** An io that records what the command writes. */
export interface CapturedIO extends CliIO {
  readonly out: () => string;
  readonly err: () => string;
  readonly errChunks: string[];
}

/** A {@link CliIO} capturing stdout and stderr, with stderr a terminal or not. */
export function captureIO(isTTY = false): CapturedIO {
  const outChunks: string[] = [];
  const errChunks: string[] = [];
  return {
    stdout: (text) => {
      outChunks.push(text);
    },
    stderr: (text) => {
      errChunks.push(text);
    },
    isTTY,
    out: () => outChunks.join(""),
    err: () => errChunks.join(""),
    errChunks,
  };
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
