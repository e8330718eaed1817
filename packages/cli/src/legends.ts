/**
 * Legends: what the codes in a game's text rendering mean, in a few short lines, so that a
 * person reading `laguna demo` or `laguna play` needs no rulebook to decode them. Each legend is
 * a function of the rendered text and lists only the codes that text holds; cards are named from
 * the game package's own data.
 *
 * @module
 */
import * as murano from "@laguna/murano";
import * as lightMasters from "@laguna/murano-light-masters";

/**
 * A legend: the lines explaining the codes found in a rendered view.
 *
 * @example
 * const legend: Legend = (text) => (text.includes("VP") ? ["VP: victory points"] : []);
 * @category Legends
 */
export type Legend = (rendered: string) => readonly string[];

/** Every distinct match of `pattern` (global) in `text`, in order of appearance. */
function found(text: string, pattern: RegExp): string[] {
  return [...new Set([...text.matchAll(pattern)].map((m) => m[0]))];
}

/** Lines of "CODE meaning" pairs for the codes of `table` that occur in `text` as words. */
function glossary(text: string, table: Readonly<Record<string, string>>): string[] {
  return Object.entries(table)
    .filter(([code]) => new RegExp(`(^|[^A-Za-z0-9])${code.replace(/[+×]/g, "\\$&")}($|[^A-Za-z0-9])`).test(text))
    .map(([code, meaning]) => `${code} ${meaning}`);
}

const BURANO_COLOURS: Readonly<Record<string, string>> = { RED: "red", BLU: "blue", YEL: "yellow", PNK: "pink", GRN: "green", PUR: "purple" };

const BURANO_ENDINGS: Readonly<Record<string, string>> = {
  fiveHouses: "a player completed five houses",
  supplyEmpty: "the supply ran out",
  anyDeckEmpty: "a floor deck ran out",
  noCharacters: "no character card was left",
  roundLimit: "the round limit was reached",
};

/**
 * The legend of Walking in Burano's rendering: floor cards, the house area, characters.
 *
 * @example
 * buranoLegend("supply 1: F1-RED-3"); // ["F2-PNK-4: a floor card (floor 2, pink, the 4th card of that floor and colour).", "Colours: RED red."]
 * @category Legends
 */
export const buranoLegend: Legend = (text) => {
  const lines: string[] = [];
  const colours = found(text, /\b(RED|BLU|YEL|PNK|GRN|PUR)\b|\b(RED|BLU|YEL|PNK|GRN|PUR)(?=\d)/g).map((c) => `${c} ${BURANO_COLOURS[c] ?? c}`);
  if (/\bF[123]-[A-Z]{3}-\d\b/.test(text)) lines.push("F2-PNK-4: a floor card (floor 2, pink, the 4th card of that floor and colour).");
  if (/^ *1st *\|/m.test(text)) {
    lines.push("Houses: numbered from the left (a new house L1 goes just left of house 1, L2 left of it); rows 3rd 2nd 1st are the floors, top floor first; RED1 is a red floor card (card 1 of its colour), SC a scaffold, . an empty space.");
    lines.push("Visitors: the character card visiting each house, - none yet, (none) none left to visit.");
  }
  if (/supply column/.test(text)) lines.push("Supply: each column holds a 1st, 2nd and 3rd floor card; take from its bottom (1st floor up) or its top (3rd floor down).");
  if (colours.length > 0) lines.push(`Colours: ${colours.join(", ")}.`);
  const tourists = found(text, /\bT-[A-Z]+-\d\b/g);
  const inhabitants = found(text, /\bI-[A-Z]+-\d\b/g);
  if (tourists.length > 0 || inhabitants.length > 0) lines.push("T-BOY-1: a tourist card (type boy, copy 1); I-SANTA-1: an inhabitant card (type, copy).");
  const ended = /Game over \((\w+)\)/.exec(text)?.[1];
  if (ended !== undefined && BURANO_ENDINGS[ended] !== undefined) lines.push(`Game over (${ended}): ${BURANO_ENDINGS[ended]}.`);
  return lines;
};

/**
 * The legend of Murano: Light Masters' rendering: fragments, the Ring, Markets, Advantages and
 * Creation cards.
 *
 * @example
 * lightMastersLegend("inner  B  Y  R"); // ["Fragments: R red, Y yellow, ..."]
 * @category Legends
 */
export const lightMastersLegend: Legend = (text) => {
  const lines: string[] = [];
  if (/\binner\b|Warehouse|workbench/.test(text)) {
    lines.push("Fragments: R red, Y yellow, G green, B blue, W clear (wild); - none.");
  }
  if (/\bring\b/.test(text)) lines.push("Board: pos 0-11 round the Ring; inner circle over the Ring's fragments; ^ marks the Selector.");
  if (/Markets[: ]/.test(text)) lines.push("Markets NE, SE, SW and NW: the four Markets at the board's corners, with the fragments on sale and how full they are.");
  const categories = lightMasters.CATEGORY_TILES.filter((c) => new RegExp(`\\b${c.id}\\b`).test(text)).map((c) => `${c.id} ${c.en}`);
  if (categories.length > 0) lines.push(`Categories: ${categories.join(", ")}; Advantages: each Category tile's Advantage card, number and name.`);
  if (/\b(ART|JEW|HOU|ANI)-\d+\b/.test(text)) {
    lines.push("HOU-3: a Creation card (category, number); ANI-6@ANI: a used card and the Category tile it was placed on.");
  }
  if (/^ *#1 /m.test(text)) {
    lines.push("Hand: #1 is the first creation, the only one you can complete (pay its 4 fragments; earn 1Ł per empty Workbench space after); symbols: the Category tiles it can activate once used.");
  }
  if (/\bLira\b/.test(text)) lines.push("Lira: the money that scores; (first): the first player.");
  return lines;
};

const MURANO_RING: Readonly<Record<string, string>> = {
  Bld: "build",
  bSH: "buy a shop",
  bPA: "buy a palace",
  bGF: "buy a glass factory",
  bSP: "buy a special building",
  Rec: "recruit a character",
  "Gon+": "place a gondolier",
  Inc: "income",
  Prd: "production",
  Hire: "hire a gondolier",
  "2G": "take 2 gold",
};

/**
 * The legend of Murano's rendering: the Ring's spaces and ships, the island tiles, and the
 * players' cards, named from the game's data.
 *
 * @example
 * muranoLegend("Ring: 0:Bld[BK2] 1:bSH"); // ["Ring spaces: Bld build, bSH buy a shop.", "Ships on a space: [BK2] black ship 2, [RED] the red ship."]
 * @category Legends
 */
export const muranoLegend: Legend = (text) => {
  const lines: string[] = [];
  const ring = /^ *Ring: .*$/m.exec(text)?.[0] ?? "";
  if (ring !== "") {
    lines.push(`Ring spaces: ${glossary(ring, MURANO_RING).join(", ")}.`);
    lines.push("Ships on a space: [BK2] black ship 2, [RED] the red ship.");
  }
  if (/\|/.test(text)) {
    lines.push("Islands: S3 an empty street space, B2 an empty building space (TM.B2 in a move: space B2 of island TM), . water; built tiles ST street, SH shop, PA palace, GF glass factory, SP special building, :2 its owner (Player 2).");
    lines.push("Gondolas: each colour's gondola on the island and the player whose gondolier is on it, - empty.");
  }
  const step = /^ *Turn \d+, Player \d+ to act \((\w+)\)/m.exec(text)?.[1];
  if (step !== undefined) lines.push(`(${step}): the step of the turn the game is in.`);
  if (/\bVP\b/.test(text)) lines.push("VP victory points; beads R G B red, green and blue; tiles in hand: bought and not yet built; bag: beads left.");
  const characters = found(text, /\bMC\d\d\b/g)
    .sort()
    .map((id) => `${id} ${murano.CHARACTER_CARDS.find((c) => c.id === id)?.name ?? "?"}`);
  if (characters.length > 0) lines.push(`Character cards (MC01@CS=8: MC01 scored on island CS for 8 VP): ${characters.join("; ")}.`);
  const specials = found(text, /\bSB\d\d\b/g)
    .sort()
    .map((id) => `${id} ${murano.SPECIAL_CARDS.find((c) => c.id === id)?.name ?? "?"}`);
  if (specials.length > 0) lines.push(`Special building cards: ${specials.join("; ")}.`);
  return lines;
};

/**
 * The legend of each registered game, by id.
 *
 * @example
 * LEGENDS["murano"]?.(text);
 * @category Legends
 */
export const LEGENDS: Readonly<Record<string, Legend>> = {
  "walking-in-burano": buranoLegend,
  "murano-light-masters": lightMastersLegend,
  murano: muranoLegend,
};
