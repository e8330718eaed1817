/**
 * Lines from a stream, one at a time and on demand: what `laguna play` reads its answers with.
 * The stream is paused while enough lines wait, so an endless producer (`yes 0 | laguna play …`)
 * costs no memory, and a line is kept only up to a length, so an endless line costs none either.
 *
 * @module
 */

/**
 * A reader of lines.
 *
 * @example
 * const lines: LineReader = lineReader(process.stdin);
 * const first = await lines.next();
 * @category Command
 */
export interface LineReader {
  /** The next line, without its line ending (`\n` or `\r\n`); `undefined` once the stream has ended. */
  next(): Promise<string | undefined>;
  /** Stops reading: the stream is paused and let go, so the process can exit. */
  close(): void;
}

/** How many lines may wait before the stream is paused. */
const HIGH_WATER = 256;

/**
 * The longest line {@link lineReader} keeps by default, in characters: an answer of `laguna play`
 * is a number, a letter or `s FILE`, and a file path is at most 4,096 bytes on Linux.
 *
 * @example
 * MAX_LINE_LENGTH; // 4096
 */
export const MAX_LINE_LENGTH = 4_096;

/**
 * Reads `input` line by line (UTF-8): `next()` resolves to the next line, waiting for it if need
 * be. A last line without a line ending counts as a line. A line longer than `maxLength`
 * characters comes cut to its first `maxLength`: the rest is dropped as it arrives, so a line
 * that never ends (`laguna play < /dev/zero`) is read at the pace it comes and in bounded memory.
 *
 * @example
 * const lines = lineReader(process.stdin);
 * for (let line = await lines.next(); line !== undefined; line = await lines.next()) console.log(line);
 * lines.close();
 * @category Command
 */
export function lineReader(input: NodeJS.ReadableStream & { destroy?: () => void }, maxLength = MAX_LINE_LENGTH): LineReader {
  const queue: string[] = [];
  const waiting: ((line: string | undefined) => void)[] = [];
  let partial = "";
  let ended = false;
  const deliver = () => {
    while (waiting.length > 0 && (queue.length > 0 || ended)) (waiting.shift() as (line: string | undefined) => void)(queue.shift());
    if (queue.length >= HIGH_WATER) input.pause();
    else if (!ended) input.resume();
  };
  input.setEncoding("utf8");
  const kept = (text: string) => (text.length > maxLength ? text.slice(0, maxLength) : text);
  input.on("data", (chunk: string) => {
    // Only this chunk is split, and partial never holds more than maxLength characters: the work
    // is linear in the input, however long its lines.
    const parts = chunk.split("\n");
    const last = parts.pop() ?? "";
    for (const part of parts) {
      const line = `${partial}${part}`;
      partial = "";
      queue.push(kept(line.endsWith("\r") ? line.slice(0, -1) : line));
    }
    partial = kept(`${partial}${last}`);
    deliver();
  });
  const finish = () => {
    if (ended) return;
    ended = true;
    if (partial !== "") queue.push(partial);
    partial = "";
    deliver();
  };
  input.on("end", finish);
  input.on("error", finish);
  input.pause();
  return {
    next() {
      if (queue.length > 0) {
        const line = queue.shift();
        deliver();
        return Promise.resolve(line);
      }
      if (ended) return Promise.resolve(undefined);
      return new Promise((resolve) => {
        waiting.push(resolve);
        deliver();
      });
    },
    close() {
      ended = true;
      input.pause();
      input.removeAllListeners("data");
      input.destroy?.();
    },
  };
}
