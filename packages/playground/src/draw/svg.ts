/**
 * Small helpers for building SVG pictures with the DOM.
 *
 * @module
 */
const NS = "http://www.w3.org/2000/svg";

/** Attribute values: numbers and strings; `undefined` leaves the attribute out. */
export type Attrs = Readonly<Record<string, string | number | undefined>>;

/** An SVG element with attributes and children. */
export function el<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Attrs = {}, children: readonly (Node | string)[] = []): SVGElementTagNameMap[K] {
  const node = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attrs)) if (value !== undefined) node.setAttribute(name, String(value));
  for (const child of children) node.append(child);
  return node;
}

/** A group. */
export const g = (attrs: Attrs, children: readonly (Node | string)[] = []) => el("g", attrs, children);

/** A line of text (12 units by default; never smaller than {@link MIN_FONT}). */
export function text(x: number, y: number, content: string, attrs: Attrs = {}): SVGTextElement {
  const size = Math.max(MIN_FONT, Number(attrs["font-size"] ?? 12));
  return el("text", { x, y, ...attrs, "font-size": size }, [content]);
}

/** A tooltip and accessible name for the element it is appended to. */
export const title = (content: string) => el("title", {}, [content]);

/** A rectangle. */
export const rect = (x: number, y: number, width: number, height: number, attrs: Attrs = {}) => el("rect", { x, y, width, height, ...attrs });

/** A circle. */
export const circle = (cx: number, cy: number, r: number, attrs: Attrs = {}) => el("circle", { cx, cy, r, ...attrs });

/** The smallest font size of the pictures' text, in SVG units (pixels where the picture is not scaled down). */
export const MIN_FONT = 12;

/**
 * Splits `content` into lines of at most `chars` characters, at spaces (a word longer than a
 * line gets a line of its own): nothing is cut off.
 */
export function wrap(content: string, chars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of content.split(/\s+/).filter((w) => w !== "")) {
    if (line === "") line = word;
    else if (line.length + 1 + word.length <= chars) line = `${line} ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== "") lines.push(line);
  return lines;
}

/** Several lines of text, `lineHeight` apart, the first at `y`. */
export function textLines(x: number, y: number, lines: readonly string[], lineHeight: number, attrs: Attrs = {}): SVGGElement {
  return g({}, lines.map((line, i) => text(x, y + i * lineHeight, line, attrs)));
}

/**
 * The root `<svg>` of a picture: one unit per pixel where its container has room (never wider
 * than `width` pixels, so that text keeps its size), scaled down with the viewBox where it has not.
 */
export function picture(width: number, height: number, label: string, children: readonly Node[]): SVGSVGElement {
  return el("svg", { viewBox: `0 0 ${width} ${height}`, role: "group", "aria-label": label, class: "board", style: `max-width: ${width + 2}px`, "font-family": "DejaVu Sans, Verdana, sans-serif" }, [
    defs(),
    ...children,
  ]);
}

/** Shared patterns: the hatching of scaffolds and of face-down cards. */
function defs(): SVGDefsElement {
  return el("defs", {}, [
    el("pattern", { id: "hatch", width: 6, height: 6, patternUnits: "userSpaceOnUse", patternTransform: "rotate(45)" }, [
      rect(0, 0, 6, 6, { fill: "#f2ead3" }),
      el("line", { x1: 0, y1: 0, x2: 0, y2: 6, stroke: "#8a6d3b", "stroke-width": 2 }),
    ]),
    el("pattern", { id: "back", width: 8, height: 8, patternUnits: "userSpaceOnUse" }, [
      rect(0, 0, 8, 8, { fill: "#3b4a6b" }),
      circle(4, 4, 1.6, { fill: "#8fa3c7" }),
    ]),
  ]);
}

/** A card face down: a patterned back, optionally with a count. */
export function faceDown(x: number, y: number, width: number, height: number, label: string): SVGGElement {
  return g({ "data-face": "down" }, [rect(x, y, width, height, { rx: 4, fill: "url(#back)", stroke: "#1d2638" }), title(label)]);
}

/** Marks a part of the picture as a place where legal actions can be chosen (see board.ts). */
export function target<E extends SVGElement>(node: E, key: string): E {
  node.setAttribute("data-target", key);
  return node;
}
