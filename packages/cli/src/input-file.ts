/**
 * The files the command reads (`--config FILE`, `--load FILE`): small regular files only, checked
 * before they are read.
 *
 * @module
 */
import type { Command } from "commander";
import { readFileSync, statSync } from "node:fs";
import { UsageError } from "./command-errors";

/**
 * The largest file `--config` and `--load` read: a config or a save is far smaller.
 *
 * @example
 * MAX_INPUT_FILE_BYTES; // 16777216
 */
export const MAX_INPUT_FILE_BYTES = 16 * 1024 * 1024;

/**
 * A small regular file's text. Anything else (a folder, a device such as /dev/zero, a pipe that
 * never ends, a file over {@link MAX_INPUT_FILE_BYTES}) is refused with the reason, before reading.
 *
 * @example
 * const text = readInputFile("variant.json");
 */
export function readInputFile(path: string): string {
  const stat = statSync(path);
  if (!stat.isFile()) throw new Error("it is not a regular file");
  if (stat.size > MAX_INPUT_FILE_BYTES) throw new Error(`it is ${stat.size} bytes, more than the ${MAX_INPUT_FILE_BYTES} a config or a save may be`);
  return readFileSync(path, "utf8");
}

/**
 * The text of the file an option names, read with {@link readInputFile}; a {@link UsageError}
 * naming the option, the file and the reason when it cannot be read.
 *
 * @example
 * const text = readFileOption(command, "--load", "lm.json"); // or: --load: cannot read "lm.json": there is no such file.
 */
export function readFileOption(command: Command, flag: string, path: string): string {
  try {
    return readInputFile(path);
  } catch (e) {
    const reason = (e as NodeJS.ErrnoException).code === "ENOENT" ? "there is no such file" : e instanceof Error ? e.message : String(e);
    throw new UsageError(`${flag}: cannot read ${JSON.stringify(path)}: ${reason}.`, command);
  }
}
