/**
 * What the `laguna` command reads and writes through: its streams, and what kind of terminal it
 * runs in. The executable gives the process's; tests give their own and run the command in-process.
 *
 * @module
 */

/**
 * Where the command reads and writes, and what kind of terminal it runs in.
 *
 * @example
 * const io: CliIO = {
 *   stdout: (text) => process.stdout.write(text),
 *   stderr: (text) => process.stderr.write(text),
 *   isTTY: process.stderr.isTTY === true,
 * };
 * @category Command
 */
export interface CliIO {
  /** Writes to standard output: results, JSON, and the game of `laguna play`. */
  readonly stdout: (text: string) => void;
  /** Writes to standard error: errors, usage after a mistake, and the progress bar. */
  readonly stderr: (text: string) => void;
  /** Whether stderr is a terminal; the progress bar is drawn only then. */
  readonly isTTY: boolean;
  /** Whether to colour standard output (a terminal, and no `NO_COLOR`); off when absent. */
  readonly colour?: boolean;
  /** The next line of standard input, `undefined` at its end: the answers of `laguna play`. */
  readonly readLine?: () => Promise<string | undefined>;
  /** Whether standard input is a terminal; when it is not, `laguna play` writes each answer it reads. */
  readonly inputIsTTY?: boolean;
  /**
   * Calls `stop` on an interrupt (Ctrl-C, SIGINT) until the returned function is called, for a
   * command that stops cleanly (`laguna analyze` writes a partial report). While no command
   * listens, an interrupt ends the process as usual. Absent: nothing interrupts the command.
   */
  readonly onInterrupt?: (stop: () => void) => () => void;
}
