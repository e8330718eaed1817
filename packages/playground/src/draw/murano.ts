/**
 * Murano drawn from a player's view: the ring of eighteen action spaces with the eight ships, the
 * islands in play with their streets, buildings and gondolas, the stacks, and each player's board
 * (gold, victory points, gondoliers, beads, tiles and cards; hidden ones face down).
 *
 * @module
 */
import {
  type ActionType,
  type IslandId,
  type MuranoAction,
  type MuranoView,
  type PlayerColour,
  CELLS,
  ISLANDS,
  RING,
  characterCard,
  gondola,
  palaceTile,
  shopTile,
  specialCard,
  streetTile,
  tileKind,
} from "@laguna/murano";
import type { Drawer, DrawInput } from "./drawer";
import { OKABE_ITO, type Swatch, chip, swatch } from "./palette";
import { el, faceDown, g, picture, rect, target, text, textLines, title, wrap } from "./svg";

/** Player colours (the game's own), each with the seat's number on it. */
const PLAYER_FILLS: Readonly<Record<PlayerColour, string>> = { white: "#ffffff", brown: "#8c564b", orange: OKABE_ITO.orange, grey: "#9a9a9a" };
/** Customer and shop colours, with letters. */
const CUSTOMER: Readonly<Record<"red" | "blue" | "grey", Swatch>> = {
  red: swatch(OKABE_ITO.vermillion, "r", "red"),
  blue: swatch(OKABE_ITO.blue, "b", "blue", "#fff"),
  grey: swatch("#bdbdbd", "g", "grey"),
};
/** Bead colours, with letters. */
const BEAD: Readonly<Record<"red" | "green" | "blue", Swatch>> = {
  red: swatch(OKABE_ITO.vermillion, "R", "red bead"),
  green: swatch(OKABE_ITO.bluishGreen, "G", "green bead"),
  blue: swatch(OKABE_ITO.blue, "B", "blue bead", "#fff"),
};
const ACTION_LABEL: Readonly<Record<ActionType, string>> = {
  TAKE_2_GOLD: "2 Gold",
  BUY_GLASS_FACTORY: "Factory",
  BUY_SHOP: "Shop",
  BUY_PALACE: "Palace",
  BUY_SPECIAL_BUILDING: "Special",
  RECRUIT: "Recruit",
  PLACE_GONDOLIER: "Gondola",
  BUILD: "Build",
  INCOME: "Income",
  PRODUCTION: "Produce",
  GONDOLIER: "Gondolier",
};
const SHIP_NAMES = ["red ship", "black ship 1", "black ship 2", "black ship 3", "black ship 4", "black ship 5", "black ship 6", "black ship 7"];

const WIDTH = 860;
const SPACE_W = 84;
const SPACE_H = 44;
const PITCH_X = 88;
const PITCH_Y = 50;
/**
 * The eighteen action spaces around a 6 × 5 track (so that no two spaces overlap, whatever their
 * words): the cells on the track's edge, clockwise from the top left; space 0 sits at the top,
 * and the indices run counter-clockwise, the ships' direction.
 */
const TRACK: readonly { col: number; row: number }[] = [
  ...[0, 1, 2, 3, 4, 5].map((col) => ({ col, row: 0 })),
  ...[1, 2, 3].map((row) => ({ col: 5, row })),
  ...[5, 4, 3, 2, 1, 0].map((col) => ({ col, row: 4 })),
  ...[3, 2, 1].map((row) => ({ col: 0, row })),
];
const trackCell = (index: number) => TRACK[(((2 - index) % TRACK.length) + TRACK.length) % TRACK.length] as { col: number; row: number };

/** The ring of action spaces, in the ships' direction (counter-clockwise), with the ships. */
function ring(view: MuranoView, x0: number, y0: number): SVGGElement {
  const parts: Node[] = [rect(x0 + SPACE_W / 2, y0 + SPACE_H / 2, 5 * PITCH_X, 4 * PITCH_Y, { fill: "none", stroke: "#b9d3e3", "stroke-width": 14, rx: 20 })];
  for (const space of RING) {
    const cell = trackCell(space.index);
    const x = x0 + cell.col * PITCH_X;
    const y = y0 + cell.row * PITCH_Y;
    const ship = view.ships.indexOf(space.index);
    const node = g({ "aria-label": `action space ${space.index}: ${ACTION_LABEL[space.action]}${ship >= 0 ? `, the ${SHIP_NAMES[ship]} is here` : ""}` }, [
      rect(x, y, SPACE_W, SPACE_H, { rx: 6, fill: "#fff", stroke: "#567", class: "hotspot-frame" }),
      text(x + SPACE_W / 2, y + 17, ACTION_LABEL[space.action], { "text-anchor": "middle", "font-weight": "bold" }),
      ship < 0
        ? text(x + SPACE_W / 2, y + 36, String(space.index), { "text-anchor": "middle", fill: "#567" })
        : g({ "data-ship": String(ship) }, [
            el("path", { d: `M ${x + 18} ${y + 23} L ${x + 66} ${y + 23} L ${x + 60} ${y + 41} L ${x + 24} ${y + 41} Z`, fill: ship === 0 ? OKABE_ITO.vermillion : "#222" }),
            text(x + SPACE_W / 2, y + 37, ship === 0 ? "R" : String(ship), { "text-anchor": "middle", "font-weight": "bold", fill: "#fff" }),
          ]),
      title(`Action space ${space.index}: ${ACTION_LABEL[space.action]}${ship >= 0 ? ` — the ${SHIP_NAMES[ship]}` : ""}`),
    ]);
    parts.push(target(node, `space:${space.index}`));
  }
  const cx = x0 + (5 * PITCH_X + SPACE_W) / 2;
  const cy = y0 + (4 * PITCH_Y + SPACE_H) / 2;
  parts.push(text(cx, cy - 20, "Action spaces", { "text-anchor": "middle", "font-weight": "bold" }));
  parts.push(text(cx, cy, "ships sail counter-clockwise", { "text-anchor": "middle" }));
  parts.push(text(cx, cy + 20, "R the red ship, 1–7 the black ones", { "text-anchor": "middle" }));
  return g({}, parts);
}

/** A tile on a board space: its kind, colour or customers, its builder. */
function tile(x: number, y: number, size: number, id: string, view: MuranoView): Node[] {
  const kind = tileKind(id);
  const owner = view.owners[id];
  const ownerMark = owner === undefined ? "" : String(owner + 1);
  if (kind === "street") {
    const c = streetTile(id).customers;
    const letters = (["red", "blue", "grey"] as const).flatMap((colour) => Array.from({ length: c[colour] }, () => CUSTOMER[colour].letter)).join("");
    return [
      rect(x, y, size, size, { fill: "#d8c69c", stroke: "#7d6a3e" }),
      textLines(x + 3, y + 13, [letters.slice(0, 2), letters.slice(2, 4)], 13, { "font-weight": "bold" }),
      title(`street ${id}: customers ${c.red} red, ${c.blue} blue, ${c.grey} grey`),
    ];
  }
  if (kind === "shop") {
    const colour = shopTile(id).colour;
    const s = CUSTOMER[colour];
    return [rect(x, y, size, size, { fill: s.fill, stroke: "#222" }), text(x + 2, y + 12, `S${s.letter}`, { "font-weight": "bold", fill: s.ink }), text(x + size - 2, y + size - 3, ownerMark, { "text-anchor": "end", "font-weight": "bold", fill: s.ink }), title(`${colour} shop ${id}${owner === undefined ? "" : `, player ${owner + 1}'s`}`)];
  }
  if (kind === "palace") {
    const crests = palaceTile(id).crests;
    return [rect(x, y, size, size, { fill: "#c6b3e6", stroke: "#4b2d7f" }), text(x + 2, y + 12, "P", { "font-weight": "bold" }), text(x + size - 2, y + 12, ownerMark, { "text-anchor": "end", "font-weight": "bold" }), text(x + 2, y + size - 3, "✦".repeat(crests)), title(`palace ${id} with ${crests} crest${crests === 1 ? "" : "s"}${owner === undefined ? "" : `, player ${owner + 1}'s`}`)];
  }
  if (kind === "glassFactory") return [rect(x, y, size, size, { fill: "#7fb7d9", stroke: "#1f4e6b" }), text(x + 2, y + 12, "F", { "font-weight": "bold" }), text(x + size - 2, y + size - 3, ownerMark, { "text-anchor": "end", "font-weight": "bold" }), title(`glass factory ${id}${owner === undefined ? "" : `, player ${owner + 1}'s`}`)];
  return [rect(x, y, size, size, { fill: "#f2c14e", stroke: "#7a5a00" }), text(x + 2, y + 12, "Sp", { "font-weight": "bold" }), text(x + size - 2, y + size - 3, ownerMark, { "text-anchor": "end", "font-weight": "bold" }), title(`special tile ${id}${owner === undefined ? "" : `, player ${owner + 1}'s`}`)];
}

const CELL = 30;
const ISLAND_W = 200;
const ISLAND_H = 236;

/** One island: its grid of street and building spaces, and its gondolas. */
function islandPicture(id: IslandId, x0: number, y0: number, view: MuranoView): SVGGElement {
  const record = ISLANDS.find((i) => i.id === id);
  const parts: Node[] = [rect(x0 - 6, y0 - 20, ISLAND_W, ISLAND_H, { rx: 14, fill: "#f4efe2", stroke: "#b6a77f", class: "hotspot-frame" }), text(x0, y0 - 4, `${id} ${record?.name ?? ""}`, { "font-weight": "bold", ...(`${id} ${record?.name ?? ""}`.length > 22 ? { textLength: ISLAND_W - 12, lengthAdjust: "spacingAndGlyphs" } : {}) })];
  for (const c of CELLS.filter((cell) => cell.island === id)) {
    const x = x0 + c.col * (CELL + 2);
    const y = y0 + 4 + c.row * (CELL + 2);
    const placed = view.cells[c.id];
    const inner =
      placed === undefined
        ? [rect(x, y, CELL, CELL, { fill: "#fff", stroke: "#b3a98f", "stroke-dasharray": c.kind === "street" ? "4 2" : "1 2", class: "hotspot-frame" }), text(x + CELL / 2, y + CELL / 2 + 4, c.kind === "street" ? "st" : "", { "text-anchor": "middle", fill: "#866" }), title(`${c.kind} space ${c.id}: empty`)]
        : tile(x, y, CELL, placed, view);
    parts.push(target(g({ "aria-label": `${c.kind} space ${c.id}${placed === undefined ? ", empty" : `: ${placed}`}` }, inner), `cell:${c.id}`));
  }
  const boats = Object.entries(view.gondolas).filter(([g]) => gondola(g).island === id);
  boats.forEach(([gid, occupant], i) => {
    const x = x0 + i * 46;
    const y = y0 + 176;
    const { colour } = gondola(gid);
    parts.push(
      target(
        g({ "aria-label": `${colour} gondola of ${id}: ${occupant === null ? "empty" : `player ${occupant + 1}'s gondolier`}` }, [
          rect(x, y, 42, 26, { rx: 13, fill: PLAYER_FILLS[colour], stroke: "#222", class: "hotspot-frame" }),
          text(x + 21, y + 18, occupant === null ? colour.charAt(0).toUpperCase() : String(occupant + 1), { "text-anchor": "middle", "font-weight": occupant === null ? "normal" : "bold", fill: colour === "brown" ? "#fff" : "#000" }),
          title(`${colour} gondola${occupant === null ? ", empty" : `, with player ${occupant + 1}'s gondolier`}`),
        ]),
        `gondola:${gid}`,
      ),
    );
  });
  return target(g({ "aria-label": `island ${id}` }, parts), `island:${id}`);
}

/** One player's board; its height. */
function board(input: DrawInput<MuranoView>, seat: number, x0: number, y0: number): { node: SVGGElement; height: number } {
  const { view } = input;
  const p = view.players[seat];
  if (p === undefined) return { node: g({}), height: 0 };
  const name = input.names[seat] ?? `Player ${seat + 1}`;
  const current = view.current === seat && view.step.kind !== "over";
  // The viewer's own board takes the moves about its parts: the gondoliers (dismiss, hire), the
  // beads (produce, sell, return), the tiles to build (keep one bought), the cards (recruit, choose
  // a special building), and a button to end a build or a final scoring.
  const own = seat === input.viewer;
  const region = (key: string, label: string, x: number, y: number, w: number, h: number, children: readonly Node[]): Node =>
    own ? target(g({ "aria-label": label }, [rect(x, y, w, h, { rx: 6, fill: "transparent", class: "hotspot-frame" }), ...children]), key) : g({}, children);
  const done = view.step.kind === "scoring" ? "Stop assigning cards" : "End the build";
  const parts: Node[] = [
    text(x0, y0, `${name}${current ? " — to play" : ""}`, { "font-weight": "bold" }),
    text(x0 + 330, y0, `gold ${p.gold}   VP ${p.vp}   recruited ${p.recruited}`),
    own && current && (view.step.kind === "build" || view.step.kind === "scoring")
      ? target(g({ "aria-label": done.toLowerCase() }, [rect(x0 + 600, y0 - 14, 200, 28, { rx: 14, fill: "#fff", stroke: "#567", class: "hotspot-frame" }), text(x0 + 700, y0 + 5, done, { "text-anchor": "middle" })]), "done")
      : g({}),
    region("gondoliers", `${name}'s gondoliers`, x0 - 3, y0 + 8, 520, 20, [text(x0, y0 + 22, `Gondoliers: ${p.personal} in the player's supply, ${p.general} in the general supply`)]),
    region("beads", `${name}'s beads`, x0 - 3, y0 + 31, 226, 28, [
      text(x0, y0 + 48, "Beads"),
      ...(["red", "green", "blue"] as const).flatMap((b, i) => [chip(x0 + 60 + i * 54, y0 + 44, 11, BEAD[b], `: ${p.beads[b]}`), text(x0 + 74 + i * 54, y0 + 49, `×${p.beads[b]}`)]),
    ]),
  ];
  const items: Node[] = [];
  let x = x0 + 310;
  const add = (node: Node, width: number) => {
    items.push(node);
    x += width;
  };
  const y = y0 + 32;
  for (const _ of p.glassFactories) add(g({}, [rect(x, y, CELL, CELL, { fill: "#7fb7d9", stroke: "#1f4e6b" }), text(x + 2, y + 12, "F", { "font-weight": "bold" }), title("a glass factory to build")]), CELL + 4);
  for (const _ of p.specialTiles) add(g({}, [rect(x, y, CELL, CELL, { fill: "#f2c14e", stroke: "#7a5a00" }), text(x + 2, y + 12, "Sp", { "font-weight": "bold" }), title("a special tile to build")]), CELL + 4);
  const counted = (c: { count: number; ids: readonly string[] | null }, draw: (id: string) => Node, what: string) => {
    if (c.ids !== null) for (const id of c.ids) add(g({ "data-testid": "hand-card", "data-seat": String(seat), "data-card": id, "data-face": "up" }, [draw(id)]), CELL + 4);
    else for (let i = 0; i < c.count; i++) add(faceDown(x, y, CELL, CELL, `${what}, face down`), CELL + 4);
  };
  counted(p.shops, (id) => g({}, tile(x, y, CELL, id, view)), "a shop to build");
  counted(p.palaces, (id) => g({}, tile(x, y, CELL, id, view)), "a palace to build");
  if (items.length === 0) items.push(text(x, y0 + 48, "nothing"));
  parts.push(region("to-build", `${name}'s tiles to build`, x0 + 234, y0 + 30, WIDTH - 20 - 240 - 6 - 6, 34, [text(x0 + 240, y0 + 48, "To build"), ...items]));
  const cards = p.characters.ids === null ? `${p.characters.count} character card${p.characters.count === 1 ? "" : "s"}, face down` : p.characters.ids.map((id) => `${characterCard(id).name} (${id})`).join("; ") || "none";
  const cardLines = wrap(`Characters: ${cards}`, 110);
  const hand = g({ "data-testid": "hand", "data-seat": String(seat) }, [
    g(p.characters.ids === null ? {} : { "data-testid": "hand-card", "data-seat": String(seat), "data-face": "up" }, [textLines(x0, y0 + 82, cardLines, 16)]),
  ]);
  const specials = p.specialCards.map((o) => specialCard(o.card).name).join(", ");
  const specialLines = wrap(`Special buildings: ${specials || "none"}${p.specialTilesBuilt ? ` (${p.specialTilesBuilt} special tiles built)` : ""}`, 110);
  const specialsY = y0 + 82 + cardLines.length * 16;
  parts.push(region("cards", `${name}'s cards`, x0 - 3, y0 + 68, WIDTH - 20 - 6 - 6, (cardLines.length + specialLines.length) * 16 + 4, [hand, textLines(x0, specialsY, specialLines, 16)]));
  const height = specialsY + specialLines.length * 16 - y0 + 14;
  const frame = rect(x0 - 6, y0 - 18, WIDTH - 20, height, { rx: 8, fill: current ? "#fffbe6" : "#f7f7f7", stroke: current ? "#b58900" : "#ccc", "stroke-width": current ? 2 : 1 });
  return { node: g({ "aria-label": `${name}: ${p.gold} gold, ${p.vp} victory points` }, [frame, ...parts]), height };
}

/** The names of cards offered (a recruit or a special building). */
function optionNames(kind: string, options: readonly string[]): string {
  return options.map((id) => (kind === "recruit" ? characterCard(id).name : specialCard(id).name)).join(", ");
}

/** The step of the turn in the game's words. */
export function pendingInWords(view: MuranoView): string {
  const step = view.step as { kind: string; options?: readonly string[]; hidden?: number; stack?: string; placed?: number };
  const offered = step.options !== undefined ? `: ${optionNames(step.kind, step.options)}` : step.hidden !== undefined ? ` (${step.hidden} cards, face down)` : "";
  switch (step.kind) {
    case "turn":
      return "move ships to an action space";
    case "buy":
      return `buy from the ${step.stack ?? ""} stack`;
    case "search":
      return `search the ${step.stack ?? ""} stack`;
    case "recruit":
      return `recruit a character${offered}`;
    case "placeGondolier":
      return "place a gondolier on a gondola";
    case "build":
      return `build (${step.placed ?? 0} placed)`;
    case "specialCard":
      return `choose a special building${offered}`;
    case "income":
      return "take income from an island";
    case "production":
      return "produce glass";
    case "sell":
      return "sell glass";
    case "returnBead":
      return "return a bead to the bag";
    case "gondolier":
      return "dismiss or hire a gondolier";
    case "finalPlace":
      return "place the tile bought, or keep it";
    case "scoring":
      return "score an island";
    default:
      return "the game is over";
  }
}

/** The picture of a Murano view. */
export function pictureOf(input: DrawInput<MuranoView>): SVGSVGElement {
  const { view } = input;
  const islands = ISLANDS.map((i) => i.id).filter((id) => Object.keys(view.gondolas).some((gid) => gondola(gid).island === id));
  const status = view.step.kind === "over" ? "Game over" : `Turn ${view.turn}, ${input.names[view.current] ?? ""}: ${pendingInWords(view)}${view.ending === null ? "" : " — the end is triggered"}`;
  const statusLines = wrap(status, 100);
  const top = 20 + statusLines.length * 16;
  const stacks = [
    `street piles: ${view.piles.join(" and ")}`,
    `shops: ${view.shopStack}`,
    `palaces: ${view.palaceStack}`,
    `glass factories: ${view.glassFactoryStack.length}`,
    `special tiles: ${view.specialTileStack.length}`,
    `character cards: ${view.characterDeck}`,
    `special building cards: ${view.specialDeck}`,
    `bag: ${view.bag.red} red, ${view.bag.green} green, ${view.bag.blue} blue beads`,
  ];
  const stacksX = 10 + 5 * PITCH_X + SPACE_W + 24;
  const islandsY = top + 4 * PITCH_Y + SPACE_H + 40;
  const islandParts = islands.map((id, i) => islandPicture(id, 22 + (i % 4) * (ISLAND_W + 10), islandsY + Math.floor(i / 4) * (ISLAND_H + 10), view));
  let boardsY = islandsY + Math.ceil(islands.length / 4) * (ISLAND_H + 10) + 16;
  const boards = view.players.map((_, seat) => {
    const drawn = board(input, seat, 16, boardsY);
    boardsY += drawn.height + 8;
    return drawn.node;
  });
  return picture(WIDTH, boardsY - 10, `Murano: ${status}`, [
    textLines(10, 18, statusLines, 16, { "font-size": 13, "font-weight": "bold" }),
    ring(view, 10, top),
    target(
      g({ "aria-label": "the stacks and street piles" }, [
        rect(stacksX - 6, top, WIDTH - stacksX - 4, 4 * PITCH_Y + SPACE_H, { rx: 8, fill: "transparent", class: "hotspot-frame" }),
        text(stacksX, top + 18, "Stacks (face down)", { "font-weight": "bold" }),
        textLines(stacksX, top + 38, stacks.flatMap((line) => wrap(line, 34)), 17),
      ]),
      "stacks",
    ),
    ...islandParts,
    ...boards,
  ]);
}

/** Where each Murano action is chosen on the picture. */
export function targetOf(action: MuranoAction): string | undefined {
  switch (action.type) {
    case "pass":
    case "move":
    case "act":
      return `space:${action.to}`;
    case "placeStreet":
    case "placeBuilding":
    case "placeBought":
      return `cell:${action.cell}`;
    case "placeGondolier":
      return `gondola:${action.gondola}`;
    case "income":
    case "score":
      return `island:${action.island}`;
    case "buyTop":
    case "search":
    case "pick":
    case "drawStreet":
      return "stacks";
    case "keep":
    case "decline":
    case "chooseSpecial":
      return "cards";
    case "produce":
    case "sell":
    case "noSale":
    case "returnBead":
      return "beads";
    case "dismiss":
    case "hire":
    case "skipGondolier":
      return "gondoliers";
    case "keepBought":
      return "to-build";
    case "endBuild":
    case "endScoring":
      return "done";
    default:
      return undefined;
  }
}

/** The Murano drawing. */
export const drawMurano: Drawer<MuranoView, MuranoAction> = {
  picture: pictureOf,
  targetOf,
  legend:
    "Ships: R the red ship, 1–7 the black ships, on the action space they stand on; the eighteen action spaces run round the track counter-clockwise, numbered. Islands: st an empty street space, dotted an empty building space; stone squares are streets with their customers (r red, b blue, g grey); Sr/Sb/Sg shops of that colour, P palaces (✦ crests), F glass factories, Sp special tiles, with the builder's player number. Gondolas by colour (W white, B brown, O orange, G grey) under each island, with the player number of the gondolier on board. Patterned backs: tiles and cards face down. Hover over (or focus) any part for all of it in words.",
};
