/**
 * The two ways a command fails, which `main` reports differently: a mistake in the command line
 * (exit 2, with a usage line) and a failure once it was understood (exit 1, with a kind for
 * `--json`).
 *
 * @module
 */
import type { Command } from "commander";

/**
 * A mistake in the command line: reported with the command's usage line, exit code 2.
 *
 * @example
 * throw new UsageError("--games must be a positive whole number, not \"0\".", command);
 */
export class UsageError extends Error {
  constructor(
    message: string,
    /** The command the mistake was made in: its usage line is shown. */
    readonly command: Command | undefined,
  ) {
    super(message);
  }
}

/**
 * Something that failed once the command line was understood: exit code 1.
 *
 * @example
 * throw new Failure("the input ended before the game did.", "input-ended");
 */
export class Failure extends Error {
  constructor(
    message: string,
    /** The kind of failure, for `--json` errors: the engine's error kind, or one of the command's. */
    readonly kind: string,
  ) {
    super(message);
  }
}
