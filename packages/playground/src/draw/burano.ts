/**
 * Walking in Burano drawn from a player's view: the supply row (three floors by column, the decks
 * face down beside it), the character piles, and each player's street of houses by floor, colour
 * and scaffold, with coins, tokens and hand (face down for the others).
 *
 * @module
 */
import { type BuranoAction, type BuranoView, type Colour, characterCard, floorCard, houseName } from "@laguna/walking-in-burano";
import type { Area } from "@laguna/walking-in-burano";
import type { Drawer, DrawInput } from "./drawer";
import { OKABE_ITO, type Swatch, swatch } from "./palette";
import { el, faceDown, g, picture, rect, target, text, textLines, title } from "./svg";

/** House colours: Okabe–Ito fills, each with its letter. */
export const HOUSE_COLOURS: Readonly<Record<Colour, Swatch>> = {
  RED: swatch(OKABE_ITO.vermillion, "R", "red"),
  BLU: swatch(OKABE_ITO.blue, "B", "blue", "#fff"),
  YEL: swatch(OKABE_ITO.yellow, "Y", "yellow"),
  PNK: swatch(OKABE_ITO.reddishPurple, "P", "pink"),
  GRN: swatch(OKABE_ITO.bluishGreen, "G", "green"),
  PUR: swatch("#6a3d9a", "V", "purple (violet)", "#fff"),
};

const CW = 96; // card width
const CH = 54; // card height
const WIDTH = 750;
const FLOOR_NAMES = ["1st", "2nd", "3rd"] as const;

/** A character type in words. */
const characterName = (type: string) => (type === "SHOPOWNER" ? "Shop Owner" : type === "SANTA" ? "Santa Claus" : type.charAt(0) + type.slice(1).toLowerCase());

/** A floor card's symbols, short: Fl flowers, Pl plants, Ca cats, Cu curtains, Li lights, Ch chimneys, Pe pedestrians, Sh shop, Cw closed windows. */
function symbols(id: string): { readonly short: string[]; readonly long: string } {
  const c = floorCard(id);
  const parts: [string, string, number][] = [
    ["Fl", "flowers", c.flowers],
    ["Pl", "plants", c.plants],
    ["Ca", "cats", c.cats],
    ["Cu", "curtains", c.redCurtains + c.blueCurtains],
    ["Li", "streetlights", c.streetlights],
    ["Ch", "chimneys", c.chimneys],
    ["Pe", "pedestrians", c.pedestrians],
    ["Cw", "closed windows", c.closedWindows],
  ];
  const shown = parts.filter(([, , n]) => n > 0);
  const short = shown.map(([s, , n]) => `${s}${n}`);
  if (c.shop !== null) short.unshift(`Sh${c.shopPoints}`);
  const long = [c.shop === null ? "" : `${c.shop.toLowerCase()} shop (${c.shopPoints} points)`, ...shown.map(([, w, n]) => `${n} ${w}`)].filter((s) => s !== "").join(", ");
  return { short, long };
}

/** A floor card face up: its colour and letter, its floor, its symbols. */
function card(x: number, y: number, id: string, attrs: Readonly<Record<string, string>> = {}): SVGGElement {
  const c = floorCard(id);
  const s = HOUSE_COLOURS[c.colour];
  const sym = symbols(id);
  const lines = [sym.short.slice(0, 3).join(" "), sym.short.slice(3).join(" ")]; // at most 4 symbols a card
  return g({ class: "card", "data-card": id, "data-face": "up", ...attrs }, [
    rect(x, y, CW, CH, { rx: 4, fill: s.fill, stroke: "#222" }),
    text(x + 4, y + 14, `${s.letter}${c.level}`, { "font-weight": "bold", fill: s.ink }),
    text(x + CW - 4, y + 14, c.closedWindows > 0 ? "▪".repeat(c.closedWindows) : "", { "text-anchor": "end", fill: s.ink }),
    textLines(x + 4, y + 30, lines, 15, { fill: s.ink }),
    title(`${FLOOR_NAMES[c.level - 1]}-floor card, ${s.name} (${id}): ${sym.long || "no symbols"}`),
  ]);
}

const emptySpace = (x: number, y: number, label: string) => g({}, [rect(x, y, CW, CH, { rx: 4, fill: "none", stroke: "#999", "stroke-dasharray": "4 3" }), title(label)]);

const PLAYER_HEIGHT = 3 * CH + 176;

/** What the cards' letters and symbols mean. */
const SYMBOL_WORDS =
  "Cards: colour letter and floor (R red, B blue, Y yellow, P pink, G green, V purple; R1 = red 1st floor), then the symbols: Sh shop points, Fl flowers, Pl plants, Ca cats, Cu curtains, Li streetlights, Ch chimneys, Pe pedestrians, Cw (and ▪) closed windows.";

/** The step of the turn in the game's words. */
export function phaseInWords(view: BuranoView): string {
  switch (view.phase) {
    case "acquire":
      return "take floor cards from a supply column";
    case "build":
      return `build (${view.placed} of 3 floors placed), then end the build`;
    case "visit":
      return "choose a visitor for each house completed this turn";
    case "return":
      return "give back cards until the hand holds 3";
    case "soloRemove":
      return "remove a character of your choice from the game";
    default:
      return "the game is over";
  }
}

/** The supply: the decks face down at the left, then one column per space, 3rd floor on top. */
function supply(view: BuranoView, x0: number, y0: number): SVGGElement {
  const parts: Node[] = [text(x0, y0 - 6, "Supply (take from the bottom or the top of one column)", { "font-weight": "bold" })];
  for (let level = 0; level < 3; level++) {
    const y = y0 + (2 - level) * (CH + 4);
    const size = view.deckSizes[level] ?? 0;
    parts.push(size > 0 ? faceDown(x0, y, CW, CH, `${FLOOR_NAMES[level]}-floor deck: ${size} cards`) : emptySpace(x0, y, `${FLOOR_NAMES[level]}-floor deck: empty`));
    parts.push(text(x0 + CW / 2, y + CH / 2 + 5, String(size), { "text-anchor": "middle", fill: size > 0 ? "#fff" : "#555", "font-weight": "bold" }));
  }
  const columns = Math.max(...view.supply.map((row) => row.length));
  for (let col = 0; col < columns; col++) {
    const x = x0 + (col + 1) * (CW + 8) + 6;
    const cells: Node[] = [rect(x - 3, y0 - 3, CW + 6, 3 * (CH + 4) + 2, { rx: 6, fill: "transparent", class: "hotspot-frame" })];
    for (let level = 0; level < 3; level++) {
      const id = view.supply[level]?.[col] ?? null;
      const y = y0 + (2 - level) * (CH + 4);
      cells.push(id === null ? emptySpace(x, y, `column ${col + 1}, ${FLOOR_NAMES[level]} floor: empty`) : card(x, y, id));
    }
    cells.push(text(x + CW / 2, y0 + 3 * (CH + 4) + 14, `column ${col + 1}`, { "text-anchor": "middle" }));
    parts.push(target(g({ "aria-label": `supply column ${col + 1}` }, cells), `supply:${col}`));
  }
  return g({}, parts);
}

/** The character piles: how many of each type are left. */
function characters(view: BuranoView, x0: number, y0: number): SVGGElement {
  const counts = new Map<string, { n: number; kind: string }>();
  for (const id of view.characters) {
    const c = characterCard(id);
    const entry = counts.get(c.type) ?? { n: 0, kind: c.kind };
    counts.set(c.type, { ...entry, n: entry.n + 1 });
  }
  const parts: Node[] = [text(x0, y0, `Characters left (${view.characters.length})`, { "font-weight": "bold" })];
  [...counts].forEach(([type, { n, kind }], i) => {
    const x = x0 + (i % 5) * 146;
    const y = y0 + 8 + Math.floor(i / 5) * 30;
    parts.push(
      target(
        g({ "aria-label": `${characterName(type)}, ${n} left` }, [
          rect(x, y, 140, 26, { rx: 13, fill: kind === "tourist" ? "#fff7d6" : "#dcecff", stroke: "#555" }),
          text(x + 10, y + 18, `${characterName(type)} ×${n}`),
          title(`${characterName(type)} (${kind}): ${n} left`),
        ]),
        `character:${type}`,
      ),
    );
  });
  return g({}, parts);
}

/** One player's street: houses as columns of three floors, scaffolds hatched, visitors named. */
function street(area: Area, x0: number, y0: number, own: boolean): SVGGElement {
  const parts: Node[] = [];
  const n = area.columns.length;
  const slots = own ? [-1, ...area.columns.map((_, i) => i), n] : area.columns.map((_, i) => i);
  slots.forEach((x, k) => {
    const left = x0 + k * (CW + 6);
    const column = area.columns[x];
    const cells: Node[] = [rect(left - 2, y0 - 2, CW + 4, 3 * CH + 8, { rx: 5, fill: "transparent", class: "hotspot-frame" })];
    for (let level = 0; level < 3; level++) {
      const y = y0 + (2 - level) * CH;
      const id = column?.floors[level] ?? null;
      const scaffold = area.scaffolds.some((s) => s !== null && s.x === x && s.y === level + 1);
      if (id !== null) cells.push(card(left, y, id));
      else if (scaffold) cells.push(g({ "data-scaffold": "true" }, [rect(left, y, CW, CH, { fill: "url(#hatch)", stroke: "#8a6d3b" }), rect(left + 4, y + 18, 64, 17, { fill: "#fff", opacity: 0.85 }), text(left + 6, y + 31, "scaffold"), title(`scaffold on the ${FLOOR_NAMES[level]} floor`)]));
      else cells.push(rect(left, y, CW, CH, { fill: "none", stroke: column === undefined ? "#bbb" : "#ddd", "stroke-dasharray": "2 3" }));
    }
    // Houses are numbered as the actions' words number them (houseName: from 1 at the left).
    const name = houseName(x, n);
    const visitor = column === undefined ? "" : column.character !== null ? characterName(characterCard(column.character).type) : column.shortage ? "no visitor" : "";
    const label = column === undefined ? (x < 0 ? "new, left" : "new, right") : `house ${x + 1}`;
    cells.push(textLines(left + CW / 2, y0 + 3 * CH + 16, visitor === "" ? [label] : [label, visitor], 15, { "text-anchor": "middle", "font-weight": column?.character ? "bold" : "normal" }));
    const house = g({ "aria-label": name }, cells);
    // Only the viewer's own street takes their actions (the acting person is the viewer).
    parts.push(own ? target(house, `house:${x}`) : house);
  });
  return g({}, parts);
}

/** One player's part of the picture: name, coins, tokens, hand and street. */
function player(input: DrawInput<BuranoView>, seat: number, x0: number, y0: number): SVGGElement {
  const { view } = input;
  const p = view.players[seat];
  if (p === undefined) return g({});
  const own = input.viewer === seat;
  const current = view.current === seat && view.ended === null;
  const scaffoldsAside = p.area.scaffolds.filter((s) => s === null).length;
  const parts: Node[] = [
    rect(x0 - 6, y0 - 18, WIDTH - 20, PLAYER_HEIGHT - 8, { rx: 8, fill: current ? "#fffbe6" : "#f7f7f7", stroke: current ? "#b58900" : "#ccc", "stroke-width": current ? 2 : 1 }),
    text(x0, y0, `${input.names[seat] ?? `Player ${seat + 1}`}${current ? " — to play" : ""}`, { "font-weight": "bold" }),
    text(x0 + 330, y0, `coins ${p.coins}   tokens ${p.tokens}   hand ${p.handSize}${scaffoldsAside > 0 ? `   scaffolds aside ${scaffoldsAside}` : ""}`),
  ];
  const hand: Node[] = [text(x0, y0 + 26, "Hand:")];
  if (p.hand !== null) p.hand.forEach((id, i) => hand.push(target(card(x0 + 50 + i * (CW + 6), y0 + 8, id, { "data-testid": "hand-card", "data-seat": String(seat) }), `card:${id}`)));
  else for (let i = 0; i < p.handSize; i++) hand.push(faceDown(x0 + 50 + i * (CW / 2 + 4), y0 + 8, CW / 2, CH, `a card in ${input.names[seat] ?? "their"} hand, face down`));
  parts.push(g({ "data-testid": "hand", "data-seat": String(seat), "aria-label": `hand of ${input.names[seat] ?? `Player ${seat + 1}`}` }, hand));
  parts.push(street(p.area, x0, y0 + CH + 22, own));
  // The build step's moves that belong to no house: buttons under the person's own street.
  if (own && current && view.phase === "build") {
    const y = y0 + 4 * CH + 60;
    parts.push(
      target(g({ "aria-label": "end the build" }, [rect(x0, y, 150, 28, { rx: 14, fill: "#fff", stroke: "#567", class: "hotspot-frame" }), text(x0 + 75, y + 19, "End the build", { "text-anchor": "middle" }), title("End the build step")]), "end-build"),
      target(g({ "aria-label": "arrange the scaffolds" }, [rect(x0 + 164, y, 200, 28, { rx: 14, fill: "#fff", stroke: "#567", class: "hotspot-frame" }), text(x0 + 264, y + 19, "Arrange the scaffolds", { "text-anchor": "middle" }), title("Put the scaffolds on houses or set them aside")]), "scaffolds"),
    );
  }
  return g({ "aria-label": `${input.names[seat] ?? `Player ${seat + 1}`}: ${p.coins} coins, ${p.tokens} tokens` }, parts);
}

/** The picture of a Walking in Burano view. */
export function pictureOf(input: DrawInput<BuranoView>): SVGSVGElement {
  const { view } = input;
  const supplyHeight = 3 * (CH + 4) + 30;
  const charY = 32 + supplyHeight + 20;
  const charRows = Math.ceil(new Set(view.characters.map((id) => characterCard(id).type)).size / 5);
  const playersY = charY + 18 + charRows * 30 + 16;
  const height = playersY + view.players.length * PLAYER_HEIGHT + 10;
  const status = view.ended !== null ? "Game over" : `Round ${view.rounds + 1}, ${input.names[view.current] ?? ""}: ${phaseInWords(view)}`;
  const order = [...view.players.keys()];
  return picture(WIDTH, height, `Walking in Burano: ${status}`, [
    text(10, 16, status, { "font-size": 13, "font-weight": "bold" }),
    supply(view, 10, 52),
    characters(view, 10, charY),
    ...order.map((seat, i) => player(input, seat, 16, playersY + i * PLAYER_HEIGHT + 12)),
    el("desc", {}, [SYMBOL_WORDS]),
  ]);
}

/** Where each Walking in Burano action is chosen on the picture. */
export function targetOf(action: BuranoAction): string | undefined {
  switch (action.type) {
    case "acquire":
      return `supply:${action.column}`;
    case "place":
      return `house:${action.x}`;
    case "chooseCharacter":
      return `house:${action.house}`;
    case "returnCard":
      return `card:${action.card}`;
    case "removeCharacter":
      return `character:${action.character}`;
    case "endBuild":
      return "end-build";
    case "arrangeScaffolds":
      return "scaffolds";
    default:
      return undefined;
  }
}

/** The Walking in Burano drawing. */
export const drawBurano: Drawer<BuranoView, BuranoAction> = {
  picture: pictureOf,
  targetOf,
  legend: `${SYMBOL_WORDS} Hatched: a scaffold. Patterned backs: cards face down (decks, other hands). Houses are numbered as the actions number them. Hover over (or focus) a card for all of it in words.`,
};
