#!/usr/bin/env node
/**
 * The `laguna` executable: runs {@link main} on the process's arguments and streams, and sets
 * the exit code from it.
 *
 * @module
 */
import { main } from "./main";

// A reader that stops early (`laguna demo | head`) closes the pipe: stop quietly, not with a trace.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
  process.exit(process.exitCode ?? 0);
});

process.exitCode = main(process.argv.slice(2), {
  stdout: (text) => {
    process.stdout.write(text);
  },
  stderr: (text) => {
    process.stderr.write(text);
  },
  isTTY: process.stderr.isTTY === true,
});
