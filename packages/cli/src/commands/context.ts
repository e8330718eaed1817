/**
 * What every command of `laguna` is defined with: where it writes, the games it knows, and how it
 * reports its exit code.
 *
 * @module
 */
import type { AnyGame } from "@laguna/core";
import type { CliIO } from "../cli-io";

/**
 * What a command's action runs with, for one run of `main`.
 *
 * @example
 * const context: CommandContext = { io, games: registry, exit: (code) => (exitCode = code) };
 */
export interface CommandContext {
  /** Where the command reads and writes. */
  readonly io: CliIO;
  /** The registry: the games the command knows (for `demo`, the titles it plays with no `--game`). */
  readonly games: readonly AnyGame[];
  /** Which of `games` are examples, shown so by `laguna list`; none when absent. */
  readonly examples?: readonly AnyGame[];
  /** Sets the exit code of a command that ran to its end (failures throw instead). */
  readonly exit: (code: number) => void;
}
