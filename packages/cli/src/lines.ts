/**
 * Lines from a stream, one at a time and on demand: what `laguna play` reads its answers with.
 * The stream is paused while enough lines wait, so an endless producer (`yes 0 | laguna play …`)
 * costs no memory.
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
 * Reads `input` line by line (UTF-8): `next()` resolves to the next line, waiting for it if need
 * be. A last line without a line ending counts as a line.
 *
 * @example
 * const lines = lineReader(process.stdin);
 * for (let line = await lines.next(); line !== undefined; line = await lines.next()) console.log(line);
 * lines.close();
 * @category Command
 */
export function lineReader(input: NodeJS.ReadableStream & { destroy?: () => void }): LineReader {
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
  input.on("data", (chunk: string) => {
    const parts = `${partial}${chunk}`.split("\n");
    partial = parts.pop() ?? "";
    for (const part of parts) queue.push(part.endsWith("\r") ? part.slice(0, -1) : part);
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
