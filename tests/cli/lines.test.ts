/**
 * lineReader, what `laguna play` reads its answers with: lines on demand, each kept up to a
 * length, so that a line that never ends costs neither memory nor time beyond its reading.
 */
import { lineReader } from "@laguna/cli";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";

/** Every line of `input`, written in `chunks`, read through a reader keeping `maxLength` characters. */
async function readAll(chunks: readonly string[], maxLength?: number): Promise<string[]> {
  const stream = new PassThrough();
  const reader = lineReader(stream, maxLength);
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  const lines: string[] = [];
  for (let line = await reader.next(); line !== undefined; line = await reader.next()) lines.push(line);
  return lines;
}

describe("lineReader", () => {
  it("reads lines ending in \\n or \\r\\n, across chunks, and a last line without an ending", async () => {
    expect(await readAll(["0\n1", "2\r\n", "q"])).toEqual(["0", "12", "q"]);
  });

  it("cuts a line longer than its length to its first characters, and reads on after it", async () => {
    expect(await readAll(["0123456789\nshort\r\n", "abc", "defghij", "klm\n7"], 8)).toEqual(["01234567", "short", "abcdefgh", "7"]);
  });

  it("reads a 20 MB line in 64 KB chunks, keeping 4,096 characters by default", async () => {
    const chunk = "a".repeat(64 * 1024);
    const chunks = [...Array.from({ length: 320 }, () => chunk), "\n", "0\n"];
    const lines = await readAll(chunks);
    expect(lines.map((line) => line.length)).toEqual([4096, 1]);
  });
});
