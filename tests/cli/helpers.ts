/**
 * Shared helpers for the @laguna/cli tests (not a test file itself).
 */
import type { CliIO } from "@laguna/cli";
import { either } from "fp-ts";

/** The Right of an Either, or a thrown error that shows the Left (so a test fails readably). */
export function right<E, A>(result: either.Either<E, A>): A {
  if (either.isLeft(result)) throw new Error(`expected Right, got Left: ${JSON.stringify(result.left)}`);
  return result.right;
}

/** The Left of an Either, or a thrown error when it is a Right. */
export function left<E, A>(result: either.Either<E, A>): E {
  if (either.isRight(result)) throw new Error("expected Left, got Right");
  return result.left;
}

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
