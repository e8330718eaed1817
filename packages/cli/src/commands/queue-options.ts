/**
 * The options `laguna simulate` and `laguna analyze` share for a run on a PostgreSQL job queue
 * (`--queue`, `--run`, `--block`, `--job-timeout`), checked, and how such a run shows progress.
 *
 * @module
 */
import type { Command } from "commander";
import type { CliIO } from "../cli-io";
import { UsageError } from "../command-errors";
import { integerOption } from "../options";
import type { ProgressBar } from "../progress";
import type { QueueOptions } from "../queue/runs";

/** The longest run id `--run` takes. */
const MAX_RUN_ID = 100;

/**
 * The queue options of the command line, checked (a {@link UsageError} naming a mistake): the
 * connection string, the run id, games per job and the job timeout, and progress written to
 * `bar` (a terminal) or as a line on stderr every few seconds (anything else).
 *
 * @example
 * const queue = queueOptions(command, io, "postgres://localhost/laguna", (key) => opts[key], undefined);
 */
export function queueOptions(command: Command, io: CliIO, url: string, str: (key: string) => string | undefined, bar: Pick<ProgressBar, "update"> | undefined): QueueOptions {
  const run = str("run");
  if (run !== undefined && (run.length === 0 || run.length > MAX_RUN_ID || !/^[\w.:-]+$/.test(run))) {
    throw new UsageError(`--run must be 1 to ${MAX_RUN_ID} letters, digits, or . _ : -, not ${JSON.stringify(run)}.`, command);
  }
  const block = integerOption(command, str("block"), "--block", (n) => n >= 1, "a positive whole number");
  const jobTimeout = integerOption(command, str("jobTimeout"), "--job-timeout", (n) => n >= 1, "a positive whole number of seconds");
  let said = 0;
  return {
    url,
    run,
    block,
    jobTimeout,
    onRun: (id) => io.stderr(`laguna: run ${id} on the job queue (laguna worker --queue … plays it; --run ${id} picks it up again)\n`),
    onProgress: (done, total, workers) => {
      if (bar !== undefined) return bar.update(done);
      const now = Date.now();
      if (done < total && now - said < 5000) return;
      said = now;
      io.stderr(`laguna: ${done} of ${total} games stored, by ${workers} worker${workers === 1 ? "" : "s"}\n`);
    },
  };
}
