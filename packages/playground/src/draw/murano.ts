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
import { circle, el, faceDown, g, picture, rect, target, text, title } from "./svg";

/** Player colours (the game's own), each with the seat's number on it. */
const PLAYER_FILLS: Readonly<Record<PlayerColour, string>> = { white: "#ffffff", brown: "#8c564b", orange: OKABE_ITO.orange, grey: "#9a9a9a" };
const playerSwatch = (colour: PlayerColour, seat: number | undefined): Swatch =>
  swatch(PLAYER_FILLS[colour], seat === undefined ? colour.charAt(0).toUpperCase() : String(seat + 1), `${colour}${seat === undefined ? "" : ` (player ${seat + 1})`}`, colour === "brown" ? "#fff" : "#000");
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
const SHIP_NAMES = ["red ship", "BK1", "BK2", "BK3", "BK4", "BK5", "BK6", "BK7"];

const RX = 170;
const RY = 190;
const RR = 140;

/** The ring of action spaces, in the ships' direction (counter-clockwise), with the ships. */
function ring(view: MuranoView): SVGGElement {
  const parts: Node[] = [circle(RX, RY, RR, { fill: "none", stroke: "#b9d3e3", "stroke-width": 40 })];
  for (const space of RING) {
    const angle = ((-90 - (space.index * 360) / RING.length) * Math.PI) / 180;
    const x = RX + RR * Math.cos(angle);
    const y = RY + RR * Math.sin(angle);
    const ship = view.ships.indexOf(space.index);
    const node = g({ "aria-label": `space ${space.index}: ${ACTION_LABEL[space.action]}${ship >= 0 ? `, ${SHIP_NAMES[ship]} here` : ""}` }, [
      rect(x - 30, y - 17, 60, 34, { rx: 6, fill: "#fff", stroke: "#567", class: "hotspot-frame" }),
      text(x, y - 5, ACTION_LABEL[space.action], { "text-anchor": "middle", "font-size": 8.5, "font-weight": "bold" }),
      ship < 0
        ? text(x, y + 11, String(space.index), { "text-anchor": "middle", "font-size": 8, fill: "#789" })
        : g({ "data-ship": String(ship) }, [
            el("path", { d: `M ${x - 16} ${y + 3} L ${x + 16} ${y + 3} L ${x + 11} ${y + 14} L ${x - 11} ${y + 14} Z`, fill: ship === 0 ? OKABE_ITO.vermillion : "#222" }),
            text(x, y + 12, ship === 0 ? "R" : String(ship), { "text-anchor": "middle", "font-size": 9, "font-weight": "bold", fill: "#fff" }),
          ]),
      title(`Action space ${space.index}: ${ACTION_LABEL[space.action]}${ship >= 0 ? ` — ${SHIP_NAMES[ship]}` : ""}`),
    ]);
    parts.push(target(node, `space:${space.index}`));
  }
  parts.push(text(RX, RY - 4, "Action ring", { "text-anchor": "middle", "font-weight": "bold" }));
  parts.push(text(RX, RY + 12, "ships sail counter-clockwise", { "text-anchor": "middle", "font-size": 9 }));
  return g({}, parts);
}

/** A tile on a board space: its kind, colour or customers, its builder. */
function tile(x: number, y: number, size: number, id: string, view: MuranoView): Node[] {
  const kind = tileKind(id);
  const owner = view.owners[id];
  const ownerMark = owner === undefined ? "" : String(owner + 1);
  if (kind === "street") {
    const c = streetTile(id).customers;
    const dots = (["red", "blue", "grey"] as const).flatMap((colour) => Array.from({ length: c[colour] }, () => colour));
    return [
      rect(x, y, size, size, { fill: "#d8c69c", stroke: "#7d6a3e" }),
      ...dots.slice(0, 4).map((colour, i) => chip(x + 6 + (i % 2) * 12, y + 6 + Math.floor(i / 2) * 12, 5, CUSTOMER[colour])),
      title(`street ${id}: customers ${c.red} red, ${c.blue} blue, ${c.grey} grey`),
    ];
  }
  if (kind === "shop") {
    const colour = shopTile(id).colour;
    const s = CUSTOMER[colour];
    return [rect(x, y, size, size, { fill: s.fill, stroke: "#222" }), text(x + 3, y + 11, `S${s.letter}`, { "font-size": 9, "font-weight": "bold", fill: s.ink }), text(x + size - 3, y + size - 3, ownerMark, { "font-size": 9, "text-anchor": "end", "font-weight": "bold", fill: s.ink }), title(`${colour} shop ${id}${owner === undefined ? "" : `, player ${owner + 1}'s`}`)];
  }
  if (kind === "palace") {
    const crests = palaceTile(id).crests;
    return [rect(x, y, size, size, { fill: "#c6b3e6", stroke: "#4b2d7f" }), text(x + 3, y + 11, "P", { "font-size": 10, "font-weight": "bold" }), text(x + size - 3, y + size - 3, "✦".repeat(crests), { "font-size": 7, "text-anchor": "end" }), title(`palace ${id} with ${crests} crest${crests === 1 ? "" : "s"}`)];
  }
  if (kind === "glassFactory") return [rect(x, y, size, size, { fill: "#7fb7d9", stroke: "#1f4e6b" }), text(x + 3, y + 11, "F", { "font-size": 10, "font-weight": "bold" }), text(x + size - 3, y + size - 3, ownerMark, { "font-size": 9, "text-anchor": "end", "font-weight": "bold" }), title(`glass factory ${id}${owner === undefined ? "" : `, player ${owner + 1}'s`}`)];
  return [rect(x, y, size, size, { fill: "#f2c14e", stroke: "#7a5a00" }), text(x + 3, y + 11, "Sp", { "font-size": 9, "font-weight": "bold" }), title(`special tile ${id}`)];
}

/** One island: its grid of street and building spaces, and its gondolas. */
function islandPicture(id: IslandId, x0: number, y0: number, view: MuranoView): SVGGElement {
  const size = 24;
  const record = ISLANDS.find((i) => i.id === id);
  const parts: Node[] = [rect(x0 - 6, y0 - 16, 176, 190, { rx: 14, fill: "#f4efe2", stroke: "#b6a77f", class: "hotspot-frame" }), text(x0, y0 - 3, `${id} ${record?.name ?? ""}`.slice(0, 28), { "font-size": 10, "font-weight": "bold" })];
  for (const c of CELLS.filter((cell) => cell.island === id)) {
    const x = x0 + c.col * (size + 2);
    const y = y0 + 4 + c.row * (size + 2);
    const placed = view.cells[c.id];
    const inner =
      placed === undefined
        ? [rect(x, y, size, size, { fill: "#fff", stroke: "#b3a98f", "stroke-dasharray": c.kind === "street" ? "4 2" : "1 2", class: "hotspot-frame" }), text(x + size / 2, y + size / 2 + 3, c.kind === "street" ? "st" : "", { "text-anchor": "middle", "font-size": 8, fill: "#a99" }), title(`${c.kind} space ${c.id}: empty`)]
        : tile(x, y, size, placed, view);
    parts.push(target(g({ "aria-label": `${c.kind} space ${c.id}${placed === undefined ? ", empty" : `: ${placed}`}` }, inner), `cell:${c.id}`));
  }
  const boats = Object.entries(view.gondolas).filter(([g]) => gondola(g).island === id);
  boats.forEach(([gid, occupant], i) => {
    const x = x0 + 6 + i * 40;
    const y = y0 + 158;
    const { colour } = gondola(gid);
    parts.push(
      target(
        g({ "aria-label": `${colour} gondola of ${id}: ${occupant === null ? "empty" : `player ${occupant + 1}'s gondolier`}` }, [
          el("path", { d: `M ${x - 4} ${y - 6} Q ${x + 16} ${y + 8} ${x + 36} ${y - 6} L ${x + 30} ${y - 2} Q ${x + 16} ${y + 4} ${x + 2} ${y - 2} Z`, fill: PLAYER_FILLS[colour], stroke: "#222", class: "hotspot-frame" }),
          occupant === null ? text(x + 16, y - 8, colour.charAt(0).toUpperCase(), { "text-anchor": "middle", "font-size": 8 }) : chip(x + 16, y - 12, 7, playerSwatch(colour === "white" ? "white" : colour, occupant)),
          title(`${colour} gondola${occupant === null ? ", empty" : `, with player ${occupant + 1}'s gondolier`}`),
        ]),
        `gondola:${gid}`,
      ),
    );
  });
  return target(g({ "aria-label": `island ${id}` }, parts), `island:${id}`);
}

/** One player's board. */
function board(input: DrawInput<MuranoView>, seat: number, x0: number, y0: number): SVGGElement {
  const { view } = input;
  const p = view.players[seat];
  if (p === undefined) return g({});
  const name = input.names[seat] ?? `Seat ${seat}`;
  const current = view.current === seat && view.step.kind !== "over";
  const parts: Node[] = [
    rect(x0 - 6, y0 - 18, 880, 104, { rx: 8, fill: current ? "#fffbe6" : "#f7f7f7", stroke: current ? "#b58900" : "#ccc", "stroke-width": current ? 2 : 1 }),
    text(x0, y0, `${name}${current ? " — to play" : ""}`, { "font-weight": "bold" }),
    text(x0 + 300, y0, `gold ${p.gold}   VP ${p.vp}   gondoliers: ${p.personal} in supply, ${p.general} in general supply   recruited ${p.recruited}`, { "font-size": 11 }),
    text(x0, y0 + 22, "Beads", { "font-size": 11 }),
    ...(["red", "green", "blue"] as const).flatMap((b, i) => [chip(x0 + 48 + i * 40, y0 + 18, 8, BEAD[b], `: ${p.beads[b]}`), text(x0 + 60 + i * 40, y0 + 22, `×${p.beads[b]}`, { "font-size": 10 })]),
  ];
  const items: Node[] = [];
  let x = x0 + 180;
  const add = (node: Node, width: number) => {
    items.push(node);
    x += width;
  };
  const y = y0 + 8;
  for (const _ of p.glassFactories) add(g({}, [rect(x, y, 22, 22, { fill: "#7fb7d9", stroke: "#1f4e6b" }), text(x + 6, y + 15, "F", { "font-size": 10, "font-weight": "bold" }), title("a glass factory to build")]), 26);
  for (const _ of p.specialTiles) add(g({}, [rect(x, y, 22, 22, { fill: "#f2c14e", stroke: "#7a5a00" }), text(x + 3, y + 15, "Sp", { "font-size": 9 }), title("a special tile to build")]), 26);
  const counted = (c: { count: number; ids: readonly string[] | null }, draw: (id: string) => Node, what: string) => {
    if (c.ids !== null) for (const id of c.ids) add(g({ "data-testid": "hand-card", "data-seat": String(seat), "data-card": id, "data-face": "up" }, [draw(id)]), 26);
    else for (let i = 0; i < c.count; i++) add(faceDown(x, y, 22, 22, `${what}, face down`), 26);
  };
  counted(p.shops, (id) => g({}, tile(x, y, 22, id, view)), "a shop to build");
  counted(p.palaces, (id) => g({}, tile(x, y, 22, id, view)), "a palace to build");
  parts.push(g({ "aria-label": `${name}'s tiles to build` }, items));
  const cards = p.characters.ids === null ? `${p.characters.count} character card${p.characters.count === 1 ? "" : "s"} (face down)` : p.characters.ids.map((id) => `${id} ${characterCard(id).name}`).join("; ") || "no character cards";
  const hand = g({ "data-testid": "hand", "data-seat": String(seat) }, [
    text(x0, y0 + 48, `Characters: ${cards.length > 120 ? `${cards.slice(0, 119)}…` : cards}`, { "font-size": 10, ...(p.characters.ids === null ? {} : { "data-testid": "hand-card", "data-seat": String(seat), "data-face": "up" }) }),
    ...(p.characters.ids === null ? Array.from({ length: Math.min(p.characters.count, 12) }, (_, i) => faceDown(x0 + 600 + i * 14, y0 + 34, 12, 18, "a character card, face down")) : []),
  ]);
  parts.push(hand);
  const specials = p.specialCards.map((o) => specialCard(o.card).name).join(", ");
  parts.push(text(x0, y0 + 68, `Special buildings: ${specials || "none"}${p.specialTilesBuilt ? ` (${p.specialTilesBuilt} special tiles built)` : ""}`, { "font-size": 10 }));
  return g({ "aria-label": `${name}: ${p.gold} gold, ${p.vp} victory points` }, parts);
}

/** What is pending, in words. */
function pending(view: MuranoView): string {
  const step = view.step as { kind: string; options?: readonly string[]; hidden?: number };
  if (step.kind === "turn") return "choose ships to move";
  if (step.options !== undefined) return `${step.kind}: ${step.options.join(", ")}`;
  if (step.hidden !== undefined) return `${step.kind}: ${step.hidden} cards, face down`;
  return step.kind;
}

/** The picture of a Murano view. */
export function pictureOf(input: DrawInput<MuranoView>): SVGSVGElement {
  const { view } = input;
  const islands = ISLANDS.map((i) => i.id).filter((id) => Object.keys(view.gondolas).some((gid) => gondola(gid).island === id));
  const status = view.step.kind === "over" ? "Game over" : `Turn ${view.turn}, ${input.names[view.current] ?? ""}: ${pending(view)}${view.ending === null ? "" : " — the end is triggered"}`;
  const stacks = [
    `street piles ${view.piles.join(" and ")}`,
    `shops ${view.shopStack}`,
    `palaces ${view.palaceStack}`,
    `glass factories ${view.glassFactoryStack.length}`,
    `special tiles ${view.specialTileStack.length}`,
    `characters ${view.characterDeck}`,
    `special cards ${view.specialDeck}`,
    `bag ${view.bag.red}R ${view.bag.green}G ${view.bag.blue}B`,
  ];
  const islandParts = islands.map((id, i) => islandPicture(id, 360 + (i % 3) * 184, 44 + Math.floor(i / 3) * 200, view));
  const boardsY = 470;
  return picture(900, boardsY + view.players.length * 112, `Murano: ${status}`, [
    text(10, 16, status.length > 120 ? `${status.slice(0, 119)}…` : status, { "font-size": 13, "font-weight": "bold" }),
    ring(view),
    text(16, 372, "Stacks (face down)", { "font-weight": "bold", "font-size": 11 }),
    ...stacks.map((line, i) => text(16 + (i % 2) * 160, 390 + Math.floor(i / 2) * 16, line, { "font-size": 10 })),
    ...islandParts,
    ...view.players.map((_, seat) => board(input, seat, 16, boardsY + seat * 112)),
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
    default:
      return undefined;
  }
}

/** The Murano drawing. */
export const drawMurano: Drawer<MuranoView, MuranoAction> = {
  picture: pictureOf,
  targetOf,
  legend:
    "Ships: R the red ship, 1–7 the black ships, on the action space they stand on. Islands: st an empty street space, dotted an empty building space; stone squares are streets with their customers (r red, b blue, g grey); Sr/Sb/Sg shops of that colour, P palaces (✦ crests), F glass factories, Sp special tiles, with the builder's player number. Gondolas by colour (W white, B brown, O orange, G grey) under each island, with the player number of the gondolier on board. Patterned backs: tiles and cards face down.",
};
