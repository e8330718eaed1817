/**
 * A colour-blind-safe palette (Okabe and Ito's eight colours), and chips that always carry a
 * letter as well as a colour, so that no information is in the colour alone.
 *
 * @module
 */
import { circle, g, text, title } from "./svg";

/** Okabe–Ito colours. */
export const OKABE_ITO = {
  black: "#000000",
  orange: "#E69F00",
  skyBlue: "#56B4E9",
  bluishGreen: "#009E73",
  yellow: "#F0E442",
  blue: "#0072B2",
  vermillion: "#D55E00",
  reddishPurple: "#CC79A7",
} as const;

/** A colour with the letter drawn on it and the text colour that reads on it. */
export interface Swatch {
  /** The fill. */
  readonly fill: string;
  /** The letter shown on it. */
  readonly letter: string;
  /** The text colour for the letter. */
  readonly ink: string;
  /** The colour's name in words. */
  readonly name: string;
}

/** A swatch. */
export const swatch = (fill: string, letter: string, name: string, ink = "#000"): Swatch => ({ fill, letter, name, ink });

/** A round chip: a colour with its letter, and its name as a tooltip. */
export function chip(x: number, y: number, r: number, s: Swatch, extra = ""): SVGGElement {
  return g({ class: "chip" }, [
    circle(x, y, r, { fill: s.fill, stroke: "#222", "stroke-width": 1 }),
    text(x, y + r * 0.38, s.letter, { "text-anchor": "middle", "font-size": r * 1.1, "font-weight": "bold", fill: s.ink }),
    title(`${s.name}${extra}`),
  ]);
}

/** Seat colours for games without their own (Okabe–Ito, with the seat number on them). */
export const SEAT_SWATCHES: readonly Swatch[] = [
  swatch(OKABE_ITO.skyBlue, "1", "player 1"),
  swatch(OKABE_ITO.orange, "2", "player 2"),
  swatch(OKABE_ITO.bluishGreen, "3", "player 3"),
  swatch(OKABE_ITO.reddishPurple, "4", "player 4"),
];
