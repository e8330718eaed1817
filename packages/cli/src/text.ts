/**
 * Text for people: plurals, numbers in words, lines wrapped to the terminal's width, and colour
 * that is only ever used on a terminal.
 *
 * @module
 */

/**
 * The width the command keeps its lines within.
 *
 * @example
 * wrapLines(text, LINE_WIDTH);
 * @category Text
 */
export const LINE_WIDTH = 100;

const SMALL = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/**
 * A small count with its noun, in words: `"two players"`, `"one player"`; figures from 13 on.
 *
 * @example
 * countInWords(2, "player"); // "two players"
 * @category Text
 */
export function countInWords(count: number, noun: string, nouns = `${noun}s`): string {
  const word = Number.isInteger(count) && count >= 0 && count < SMALL.length ? SMALL[count] : String(count);
  return `${word} ${count === 1 ? noun : nouns}`;
}

/**
 * Items joined for a sentence: `"a"`, `"a and b"`, `"a, b and c"`.
 *
 * @example
 * listInWords(["seat 0", "seat 2"]); // "seat 0 and seat 2"
 * @category Text
 */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * Wraps one line to `width` columns at spaces; the lines it adds are indented by the line's own
 * indent plus four spaces, so they read as the continuation. A word longer than the room is cut.
 *
 * @example
 * wrapLine("Ring: 0:Build 1:Buy shop 2:Buy palace 3:Sell beads 4:Recruit", 40); // ["Ring: 0:Build 1:Buy shop 2:Buy palace", "    3:Sell beads 4:Recruit"]
 * @category Text
 */
export function wrapLine(line: string, width = LINE_WIDTH): string[] {
  if (line.length <= width) return [line];
  const indent = /^ */.exec(line)?.[0] ?? "";
  const hanging = `${indent}    `.slice(0, Math.max(0, width - 20));
  const out: string[] = [];
  let rest = line;
  let prefix = "";
  while (prefix.length + rest.length > width) {
    const room = width - prefix.length;
    // The last space within the room that is not part of the leading indent.
    let cut = rest.lastIndexOf(" ", room);
    const lead = /^ */.exec(rest)?.[0].length ?? 0;
    if (cut <= lead) cut = room;
    out.push(`${prefix}${rest.slice(0, cut)}`.trimEnd());
    rest = rest.slice(cut).trimStart();
    prefix = hanging;
  }
  if (rest !== "") out.push(`${prefix}${rest}`);
  return out;
}

/**
 * Wraps every line of a text to `width` columns (see {@link wrapLine}).
 *
 * @example
 * wrapLines(render(view)).split("\n").every((line) => line.length <= 100); // true
 * @category Text
 */
export function wrapLines(text: string, width = LINE_WIDTH): string {
  return text
    .split("\n")
    .flatMap((line) => wrapLine(line, width))
    .join("\n");
}

/**
 * The styles the command colours text with.
 *
 * @example
 * const style: Style = "bold";
 * @category Text
 */
export type Style = "bold" | "dim" | "green" | "yellow" | "cyan" | "red";

const CODES: Readonly<Record<Style, readonly [number, number]>> = {
  bold: [1, 22],
  dim: [2, 22],
  green: [32, 39],
  yellow: [33, 39],
  cyan: [36, 39],
  red: [31, 39],
};

/**
 * A painter: `paint("bold", text)` wraps the text in the terminal's codes when colour is on, and
 * returns it as it is otherwise.
 *
 * @example
 * const paint = painter(true);
 * paint("green", "Winner: seat 1"); // "\u001b[32mWinner: seat 1\u001b[39m"
 * painter(false)("green", "Winner"); // "Winner"
 * @category Text
 */
export function painter(colour: boolean): (style: Style, text: string) => string {
  if (!colour) return (_style, text) => text;
  return (style, text) => `\u001b[${CODES[style][0]}m${text}\u001b[${CODES[style][1]}m`;
}

/**
 * Whether output should be coloured: only on a terminal, and never when the `NO_COLOR`
 * environment variable is set to anything but the empty string (no-color.org).
 *
 * @example
 * useColour(process.stdout.isTTY === true, process.env); // false when piped
 * @category Text
 */
export function useColour(isTTY: boolean, env: Readonly<Record<string, string | undefined>>): boolean {
  const noColor = env["NO_COLOR"];
  return isTTY && (noColor === undefined || noColor === "");
}

// The "did you mean" helpers and `plural` live in core, which the rule modules use too.
export { closestName, editDistance, plural } from "@laguna/core";
