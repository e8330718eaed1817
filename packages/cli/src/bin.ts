#!/usr/bin/env node
/**
 * The `laguna` executable: runs {@link main} on the process's arguments and streams, and sets
 * the exit code from it. Standard input is read only by `laguna play`, one line at a time.
 *
 * @module
 */
import { main } from "./main";
import { lineReader } from "./lines";
import { useColour } from "./text";

// A reader that stops early (`laguna demo | head`) closes the pipe: stop quietly, not with a trace.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
  process.exit(process.exitCode ?? 0);
});

let reader: ReturnType<typeof lineReader> | undefined;

main(process.argv.slice(2), {
  stdout: (text) => {
    process.stdout.write(text);
  },
  stderr: (text) => {
    process.stderr.write(text);
  },
  isTTY: process.stderr.isTTY === true,
  colour: useColour(process.stdout.isTTY === true, process.env),
  inputIsTTY: process.stdin.isTTY === true,
  readLine: () => {
    reader ??= lineReader(process.stdin);
    return reader.next();
  },
  onInterrupt: (stop) => {
    const listener = (): void => {
      stop();
    };
    process.on("SIGINT", listener);
    return () => {
      process.off("SIGINT", listener);
    };
  },
}).then(
  (code) => {
    reader?.close();
    process.exitCode = code;
  },
  (error: unknown) => {
    reader?.close();
    process.stderr.write(`laguna: unexpected error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
