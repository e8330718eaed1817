/**
 * Murano: Light Masters drawn from a player's view: the board (the Selector, the inner circle and
 * the Ring at their twelve positions), the four Markets, the Warehouse, the Category tiles with
 * their Advantages, and each player's Lira, Workbench and hand (face down for the others).
 *
 * @module
 */
import {
  type Category,
  type Counts,
  type Fragment,
  type LightMastersAction,
  type LightMastersView,
  type MarketId,
  CONSTANTS,
  advantageCard,
  categoryTile,
  creationCard,
  innerCell,
  market,
  ringAt,
} from "@laguna/murano-light-masters";
import type { Drawer, DrawInput } from "./drawer";
import { OKABE_ITO, type Swatch, chip, swatch } from "./palette";
import { circle, el, faceDown, g, picture, rect, target, text, textLines, title, wrap } from "./svg";

/** Fragment colours, each with its letter; W (clear) is white with a ring. */
export const FRAGMENTS: Readonly<Record<Fragment, Swatch>> = {
  R: swatch(OKABE_ITO.vermillion, "R", "red"),
  Y: swatch(OKABE_ITO.yellow, "Y", "yellow"),
  G: swatch(OKABE_ITO.bluishGreen, "G", "green"),
  B: swatch(OKABE_ITO.blue, "B", "blue", "#fff"),
  W: swatch("#ffffff", "W", "clear (wild)"),
};
const ORDER: readonly Fragment[] = ["R", "Y", "G", "B", "W"];
const MARKET_IDS: readonly MarketId[] = ["NW", "NE", "SE", "SW"];
const CATEGORIES: readonly Category[] = ["ART", "JEW", "HOU", "ANI"];
const BOARD = 460; // the board's square
const BX = 10;
const BY = 40;
const CX = BX + BOARD / 2;
const CY = BY + BOARD / 2;
const RIGHT = BX + BOARD + 20; // the right-hand column: Warehouse and Category tiles
const WIDTH = RIGHT + 320;

const polar = (position: number, r: number, positions: number) => {
  const angle = ((-90 + (position * 360) / positions) * Math.PI) / 180;
  return { x: CX + r * Math.cos(angle), y: CY + r * Math.sin(angle) };
};

/** The step of the turn in the game's words. */
export function phaseInWords(view: LightMastersView): string {
  if (view.pending !== null) return `return ${view.pending.count} fragment${view.pending.count === 1 ? "" : "s"} from the Workbench (it holds more than ${CONSTANTS.workbenchCapacity})`;
  if (view.followUp?.kind === "rearrange") return "put the hand in a new order (Mago)";
  if (view.followUp?.kind === "swap") return "a second swap may follow (Oportunista)";
  switch (view.phase) {
    case "P1.Selector":
      return "turn the Selector";
    case "P1.Take":
      return "take the fragments the Selector points at";
    case "P1.Open":
      return "negotiate (exchange, buy or sell) or complete Creations";
    case "P2":
      return "negotiate more or complete Creations";
    case "P3":
      return "complete Creations";
    default:
      return "the game is over";
  }
}

/** Counts as chips with numbers: "R×2". */
function counts(x0: number, y0: number, c: Counts, label: string): SVGGElement {
  return g({ "aria-label": `${label}: ${ORDER.map((f) => `${c[f]} ${FRAGMENTS[f].name}`).join(", ")}` }, ORDER.map((f, i) => g({}, [chip(x0 + i * 54 + 11, y0, 11, FRAGMENTS[f], `: ${c[f]}`), text(x0 + i * 54 + 25, y0 + 5, `×${c[f]}`)])));
}

/** The board: the Ring (outer), the inner circle, the Selector, the Markets in the corners. */
function board(view: LightMastersView): SVGGElement {
  const positions = CONSTANTS.positions;
  const parts: Node[] = [rect(BX, BY, BOARD, BOARD, { rx: 14, fill: "#eef4f7", stroke: "#9ab" })];
  const ring: Node[] = [circle(CX, CY, 150, { fill: "none", stroke: "#c9d6de", "stroke-width": 44 })];
  const inner: Node[] = [];
  for (let p = 0; p < positions; p++) {
    const outer = polar(p, 150, positions);
    const colour = ringAt(view.ringSide, view.ringOffset, p);
    ring.push(chip(outer.x, outer.y, 15, FRAGMENTS[colour], ` (Ring at position ${p})`));
    const at = polar(p, 108, positions);
    inner.push(chip(at.x, at.y, 11, FRAGMENTS[innerCell(p)], ` (inner circle at position ${p})`));
    const label = polar(p, 186, positions);
    inner.push(text(label.x, label.y + 4, String(p), { "text-anchor": "middle", fill: "#345" }));
  }
  parts.push(g({ "aria-label": `the Ring, side ${view.ringSide}, turned ${view.ringOffset}` }, ring));
  parts.push(...inner);
  // The Ring is turned from its own handle below the board's centre, so that its click area never
  // covers the Selector's (nor the Selector's the Ring's).
  parts.push(
    target(
      g({ "aria-label": `the Ring (side ${view.ringSide}): turn it` }, [
        rect(CX - 70, BY + BOARD - 40, 140, 32, { rx: 16, fill: "#fff", stroke: "#567", class: "hotspot-frame" }),
        text(CX, BY + BOARD - 19, "⟲ turn the Ring", { "text-anchor": "middle" }),
        title(`The Ring, side ${view.ringSide}, turned ${view.ringOffset}: turn it counter-clockwise (1 Lira a step)`),
      ]),
      "ring",
    ),
  );
  const tip = polar(view.selector, 84, positions);
  parts.push(
    target(
      g({ "aria-label": `the Selector, at position ${view.selector}` }, [
        circle(CX, CY, 90, { fill: "transparent", stroke: "none", class: "hotspot-frame" }),
        circle(CX, CY, 40, { fill: "#fff", stroke: "#567" }),
        el("line", { x1: CX, y1: CY, x2: tip.x, y2: tip.y, stroke: "#222", "stroke-width": 5, "stroke-linecap": "round" }),
        circle(CX, CY, 7, { fill: "#222" }),
        text(CX, CY + 30, "Selector", { "text-anchor": "middle" }),
        title(`Selector at position ${view.selector}`),
      ]),
      "selector",
    ),
  );
  const W = 124;
  const H = 56;
  const corners: Readonly<Record<MarketId, { x: number; y: number }>> = {
    NW: { x: BX + 6, y: BY + 6 },
    NE: { x: BX + BOARD - W - 6, y: BY + 6 },
    SE: { x: BX + BOARD - W - 6, y: BY + BOARD - H - 6 },
    SW: { x: BX + 6, y: BY + BOARD - H - 6 },
  };
  for (const id of MARKET_IDS) {
    const { x, y } = corners[id];
    const content = view.markets[id];
    const slots = market(id).slots;
    parts.push(
      target(
        g({ "aria-label": `Market ${id}: ${content.length === 0 ? "empty" : content.join(" ")}` }, [
          rect(x, y, W, H, { rx: 6, fill: "#fff", stroke: "#567", class: "hotspot-frame" }),
          text(x + 6, y + 15, id, { "font-weight": "bold" }),
          text(x + W - 6, y + 15, `by ${market(id).links.join(", ")}`, { "text-anchor": "end" }),
          ...Array.from({ length: slots }, (_, i) => {
            const f = content[i];
            return f === undefined ? circle(x + 20 + i * 30, y + 37, 11, { fill: "none", stroke: "#aaa", "stroke-dasharray": "2 2" }) : chip(x + 20 + i * 30, y + 37, 11, FRAGMENTS[f]);
          }),
          title(`Market ${id}, linked to positions ${market(id).links.join(", ")}: ${content.length === 0 ? "empty" : content.map((f) => FRAGMENTS[f].name).join(", ")}`),
        ]),
        `market:${id}`,
      ),
    );
  }
  return g({}, parts);
}

const CARD_W = 112;
const CARD_H = 84;

/** A Creation card face up: its categories, the four fragments it needs and its name. */
function creation(x: number, y: number, id: string, seat: number, position: number): SVGGElement {
  const first = position === 0;
  const card = creationCard(id);
  const needs = [...card.needs] as Fragment[];
  const categories = card.symbols.map((c) => categoryTile(c).en);
  const node = g({ class: "card", "data-testid": "hand-card", "data-card": id, "data-seat": String(seat), "data-face": "up" }, [
    rect(x, y, CARD_W, CARD_H, { rx: 5, fill: first ? "#fffbe6" : "#fff", stroke: first ? "#b58900" : "#555", "stroke-width": first ? 2 : 1 }),
    // Two long category names ("Household+Animal") are narrowed to the card's width, not cut.
    text(x + 4, y + 15, categories.join("+"), categories.join("+").length > 13 ? { textLength: CARD_W - 8, lengthAdjust: "spacingAndGlyphs" } : {}),
    ...needs.map((f, i) => chip(x + 15 + i * 25, y + 34, 11, FRAGMENTS[f])),
    textLines(x + 4, y + 62, wrap(card.name, 14), 15, { "font-weight": "bold" }),
    title(`${card.name} (${id}): needs ${needs.map((f) => FRAGMENTS[f].name).join(", ")}; categories ${categories.join(", ")}${first ? "; the first card of the hand, the one that can be completed" : ""}`),
  ]);
  // The first card is completed from; every card is a place in the hand to reorder or arrange to.
  return target(node, first ? "first-card" : `hand:${position}`);
}

/** One player: Lira, Workbench, hand, completed and used piles. */
function player(input: DrawInput<LightMastersView>, seat: number, x0: number, y0: number): { node: SVGGElement; height: number } {
  const { view } = input;
  const p = view.players[seat];
  if (p === undefined) return { node: g({}), height: 0 };
  const current = view.current === seat && view.phase !== "GameOver";
  const name = input.names[seat] ?? `Player ${seat + 1}`;
  const perRow = Math.floor((WIDTH - 40 - 60) / (CARD_W + 6));
  const hand: Node[] = [];
  if (p.hand !== null) p.hand.forEach((id, i) => hand.push(creation(x0 + 60 + (i % perRow) * (CARD_W + 6), y0 + 96 + Math.floor(i / perRow) * (CARD_H + 6), id, seat, i)));
  else for (let i = 0; i < p.handSize; i++) hand.push(faceDown(x0 + 60 + i * 40, y0 + 96, 34, CARD_H, `a Creation card in ${name}'s hand, face down`));
  const handRows = p.hand === null ? 1 : Math.max(1, Math.ceil(p.hand.length / perRow));
  const piles = [
    `Completed ${p.completed.length}${p.completed.length ? `: ${p.completed.map((id) => creationCard(id).name).join(", ")}` : ""}.`,
    `Used for Advantages ${p.used.length}${p.used.length ? `: ${p.used.map((u) => `${creationCard(u.card).name} on ${categoryTile(u.tile).en}`).join(", ")}` : ""}.`,
  ].flatMap((line) => wrap(line, 100));
  const handY = y0 + 96 + handRows * (CARD_H + 6);
  const height = handY - y0 + piles.length * 16 + 20;
  const node = g({ "aria-label": `${name}: ${p.lira ?? "hidden"} Lira, ${p.handSize} cards in hand` }, [
    rect(x0 - 6, y0 - 18, WIDTH - 20, height, { rx: 8, fill: current ? "#fffbe6" : "#f7f7f7", stroke: current ? "#b58900" : "#ccc", "stroke-width": current ? 2 : 1 }),
    text(x0, y0, `${name}${current ? " — to play" : ""}${view.firstPlayer === seat ? " (first player)" : ""}`, { "font-weight": "bold" }),
    text(x0 + 420, y0, `Lira ${p.lira ?? "?"}   turns ${p.turns}   hand ${p.handSize}`),
    text(x0, y0 + 30, "Workbench"),
    target(g({ "aria-label": `${name}'s Workbench` }, [rect(x0 + 76, y0 + 12, 280, 34, { rx: 4, fill: "transparent", class: "hotspot-frame" }), counts(x0 + 80, y0 + 29, p.workbench, `${name}'s Workbench`)]), seat === input.viewer ? "workbench" : `workbench:${seat}`),
    seat === input.viewer && current
      ? target(g({ "aria-label": "end the turn" }, [rect(x0 + 400, y0 + 12, 150, 32, { rx: 16, fill: "#fff", stroke: "#567", class: "hotspot-frame" }), text(x0 + 475, y0 + 33, "End the turn", { "text-anchor": "middle" }), title("End your turn")]), "end-turn")
      : g({}),
    text(x0, y0 + 78, "Hand (the first card, outlined, is the one to complete)"),
    g({ "data-testid": "hand", "data-seat": String(seat) }, hand),
    textLines(x0, handY + 14, piles, 16),
  ]);
  return { node, height };
}

/** The picture of a Light Masters view. */
export function pictureOf(input: DrawInput<LightMastersView>): SVGSVGElement {
  const { view } = input;
  const status = view.phase === "GameOver" ? "Game over" : `Round ${view.round}${view.endTriggered ? " (the last)" : ""}, ${input.names[view.current] ?? ""}: ${phaseInWords(view)}`;
  const right: Node[] = [text(RIGHT, 52, "Warehouse", { "font-weight": "bold" }), counts(RIGHT, 74, view.warehouse, "Warehouse"), text(RIGHT, 112, "Category tiles and their Advantages", { "font-weight": "bold" })];
  let y = 122;
  CATEGORIES.forEach((cat) => {
    const adv = advantageCard(view.tiles[cat]);
    const heading = wrap(`${categoryTile(cat).en}: ${adv.id} ${adv.en} (${adv.es})`, 34);
    const lines = wrap(adv.summary, 40);
    const height = 11 + heading.length * 15 + lines.length * 15;
    right.push(
      target(
        g({ "aria-label": `${categoryTile(cat).en}: Advantage ${adv.id}, ${adv.en}` }, [
          rect(RIGHT, y, 310, height, { rx: 6, fill: "#fff", stroke: "#567", class: "hotspot-frame" }),
          textLines(RIGHT + 8, y + 17, heading, 15, { "font-weight": "bold" }),
          textLines(RIGHT + 8, y + 19 + heading.length * 15, lines, 15),
          title(`${categoryTile(cat).en}: Advantage ${adv.id} ${adv.en} (${adv.es}). ${adv.summary}`),
        ]),
        `tile:${cat}`,
      ),
    );
    y += height + 6;
  });
  right.push(text(RIGHT, y + 14, `Creation cards in the box: ${view.boxSize}`));
  right.push(text(RIGHT, y + 32, `Ring side ${view.ringSide}, turned ${view.ringOffset}`));
  right.push(text(RIGHT, y + 50, `Selector at ${view.selector}`));
  const statusLines = wrap(status, 100);
  let playersY = Math.max(BY + BOARD, y + 60) + 30;
  const players = view.players.map((_, seat) => {
    const drawn = player(input, seat, 16, playersY);
    playersY += drawn.height + 8;
    return drawn.node;
  });
  return picture(WIDTH, playersY - 10, `Murano: Light Masters: ${status}`, [
    textLines(10, 20, statusLines, 16, { "font-size": 13, "font-weight": "bold" }),
    board(view),
    ...right,
    ...players,
  ]);
}

/** Where each Light Masters action is chosen on the picture. */
export function targetOf(action: LightMastersAction): string | undefined {
  switch (action.type) {
    case "turnSelector":
    case "take":
      return "selector";
    case "rotateRing":
      return "ring";
    case "exchange":
    case "buy":
      return `market:${action.market}`;
    case "complete":
      return "first-card";
    case "sell":
    case "returnExcess":
    case "swap":
    case "endSwaps":
      return "workbench";
    case "endTurn":
      return "end-turn";
    case "reorderFirst":
      return `hand:${action.toIndex}`;
    case "arrange":
      return action.index === 0 ? "first-card" : `hand:${action.index}`;
    case "activate":
      return `tile:${action.tile}`;
    default:
      return undefined;
  }
}

/** The Light Masters drawing. */
export const drawLightMasters: Drawer<LightMastersView, LightMastersAction> = {
  picture: pictureOf,
  targetOf,
  legend:
    "Fragments: R red, Y yellow, G green, B blue, W clear (wild). The board's outer circle is the Ring, the inner one the inner circle, numbered by position; the Selector points at the position to take from; the Ring is turned with the button below it. Each Market lists the positions it is reached by. A Creation card shows its categories, the four fragments it needs and its name; only the first card of a hand (outlined) can be completed. Patterned backs: cards face down. Hover over (or focus) any part for all of it in words.",
};
