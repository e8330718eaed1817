/**
 * `laguna worker`: plays the jobs of sweeps on a PostgreSQL job queue (`laguna simulate --queue`,
 * `laguna analyze --queue`), on any machine that reaches the database, until stopped.
 *
 * @module
 */
import type { Command } from "commander";
import { UsageError } from "../command-errors";
import type { LagunaCommand } from "../laguna-command";
import { workersOption } from "../options";
import type { CommandContext } from "./context";

/**
 * Adds `laguna worker` to the program: its options, help and action.
 *
 * @example
 * defineWorker(root, { io, games: registry, exit });
 */
export function defineWorker(root: LagunaCommand, { io, exit }: CommandContext): void {
  root
    .command("worker")
    .summary("play the jobs of sweeps on a PostgreSQL job queue")
    .description(
      "Take jobs from the job queue in the PostgreSQL database of --queue (put there by laguna simulate " +
        "--queue or laguna analyze --queue, from any machine), play them, and store each game's record " +
        "in the database. Runs until stopped (Ctrl-C or SIGTERM), finishing the jobs in hand. A job of a " +
        "rules version other than this laguna's is refused and left to another worker."
    )
    .requiredOption("--queue <URL>", "the PostgreSQL connection string, e.g. postgres://user@host/db")
    .option("-w, --workers <N>", "jobs played at a time, each on its own thread: a number, or auto for one per core (default 1)")
    .option("--quiet", "write nothing for each job")
    .helpOption("-h, --help", "show this help")
    .action(async (opts: Record<string, string | boolean | undefined>, command: Command) => {
      const url = typeof opts["queue"] === "string" ? opts["queue"] : "";
      if (url === "") throw new UsageError("--queue: give the PostgreSQL connection string.", command);
      const workers = workersOption(command, typeof opts["workers"] === "string" ? opts["workers"] : undefined);
      const { work } = await import("../queue/sweeps");
      const quiet = opts["quiet"] === true;
      const stop = await work(url, {
        workers,
        onJob: (job, outcome, message) => {
          if (!quiet) io.stderr(`laguna worker: run ${job.run} job ${job.job} (${job.games} games of ${job.game}): ${outcome}${message === undefined ? "" : `: ${message}`}\n`);
        },
      });
      io.stderr(`laguna worker: waiting for jobs (${workers} at a time); Ctrl-C or SIGTERM stops\n`);
      await new Promise<void>((resolve) => {
        const done = (): void => {
          process.off("SIGTERM", done);
          stopInterrupt?.();
          resolve();
        };
        const stopInterrupt = io.onInterrupt?.(done);
        process.on("SIGTERM", done);
      });
      io.stderr("laguna worker: stopping after the jobs in hand\n");
      await stop();
      exit(0);
    });
}
