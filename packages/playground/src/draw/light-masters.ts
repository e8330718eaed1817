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
import { circle, el, faceDown, g, picture, rect, target, text, title } from "./svg";

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
const CX = 210;
const CY = 230;

const polar = (position: number, r: number, positions: number) => {
  const angle = ((-90 + (position * 360) / positions) * Math.PI) / 180;
  return { x: CX + r * Math.cos(angle), y: CY + r * Math.sin(angle) };
};

/** Counts as chips with numbers: "R×2". */
function counts(x0: number, y0: number, c: Counts, label: string): SVGGElement {
  return g({ "aria-label": `${label}: ${ORDER.map((f) => `${c[f]} ${FRAGMENTS[f].name}`).join(", ")}` }, ORDER.map((f, i) => g({}, [chip(x0 + i * 44 + 10, y0, 10, FRAGMENTS[f], `: ${c[f]}`), text(x0 + i * 44 + 23, y0 + 4, `×${c[f]}`, { "font-size": 11 })])));
}

/** The board: the Ring (outer), the inner circle, the Selector, the Markets in the corners. */
function board(view: LightMastersView): SVGGElement {
  const positions = CONSTANTS.positions;
  const parts: Node[] = [rect(10, 30, 400, 400, { rx: 14, fill: "#eef4f7", stroke: "#9ab" })];
  const ring: Node[] = [circle(CX, CY, 150, { fill: "none", stroke: "#c9d6de", "stroke-width": 44, class: "hotspot-frame" })];
  const inner: Node[] = [];
  for (let p = 0; p < positions; p++) {
    const outer = polar(p, 150, positions);
    const colour = ringAt(view.ringSide, view.ringOffset, p);
    ring.push(chip(outer.x, outer.y, 15, FRAGMENTS[colour], ` (Ring at position ${p})`));
    const at = polar(p, 108, positions);
    inner.push(chip(at.x, at.y, 11, FRAGMENTS[innerCell(p)], ` (inner circle at position ${p})`));
    const label = polar(p, 180, positions);
    inner.push(text(label.x, label.y + 4, String(p), { "text-anchor": "middle", "font-size": 10, fill: "#456" }));
  }
  parts.push(target(g({ "aria-label": `the Ring, side ${view.ringSide}, turned ${view.ringOffset}` }, ring), "ring"));
  parts.push(...inner);
  const tip = polar(view.selector, 88, positions);
  parts.push(
    target(
      g({ "aria-label": `the Selector, at position ${view.selector}` }, [
        circle(CX, CY, 40, { fill: "#fff", stroke: "#567", class: "hotspot-frame" }),
        el("line", { x1: CX, y1: CY, x2: tip.x, y2: tip.y, stroke: "#222", "stroke-width": 5, "stroke-linecap": "round" }),
        circle(CX, CY, 7, { fill: "#222" }),
        text(CX, CY + 28, "Selector", { "text-anchor": "middle", "font-size": 9 }),
        title(`Selector at position ${view.selector}`),
      ]),
      "selector",
    ),
  );
  const corners: Readonly<Record<MarketId, { x: number; y: number }>> = { NW: { x: 16, y: 36 }, NE: { x: 304, y: 36 }, SE: { x: 304, y: 374 }, SW: { x: 16, y: 374 } };
  for (const id of MARKET_IDS) {
    const { x, y } = corners[id];
    const content = view.markets[id];
    const slots = market(id).slots;
    parts.push(
      target(
        g({ "aria-label": `Market ${id}: ${content.length === 0 ? "empty" : content.join(" ")}` }, [
          rect(x, y, 100, 50, { rx: 6, fill: "#fff", stroke: "#567", class: "hotspot-frame" }),
          text(x + 6, y + 13, id, { "font-size": 10, "font-weight": "bold" }),
          text(x + 94, y + 13, `links ${market(id).links.join(",")}`, { "font-size": 9, "text-anchor": "end" }),
          ...Array.from({ length: slots }, (_, i) => {
            const f = content[i];
            return f === undefined ? circle(x + 20 + i * 30, y + 33, 10, { fill: "none", stroke: "#aaa", "stroke-dasharray": "2 2" }) : chip(x + 20 + i * 30, y + 33, 10, FRAGMENTS[f]);
          }),
        ]),
        `market:${id}`,
      ),
    );
  }
  return g({}, parts);
}

/** A Creation card face up: the four fragments it needs, its category letters and its name. */
function creation(x: number, y: number, id: string, seat: number, first: boolean): SVGGElement {
  const card = creationCard(id);
  const needs = [...card.needs] as Fragment[];
  const node = g({ class: "card", "data-testid": "hand-card", "data-card": id, "data-seat": String(seat), "data-face": "up" }, [
    rect(x, y, 70, 62, { rx: 5, fill: first ? "#fffbe6" : "#fff", stroke: first ? "#b58900" : "#555", "stroke-width": first ? 2 : 1 }),
    text(x + 4, y + 12, card.symbols.join("+"), { "font-size": 9, "font-weight": "bold" }),
    text(x + 66, y + 12, first ? "1st" : "", { "font-size": 9, "text-anchor": "end" }),
    ...needs.map((f, i) => chip(x + 11 + i * 16, y + 30, 7, FRAGMENTS[f])),
    text(x + 4, y + 54, card.name.length > 13 ? `${card.name.slice(0, 12)}…` : card.name, { "font-size": 8 }),
    title(`${card.name} (${id}): needs ${card.needs}; symbols ${card.symbols.map((c) => categoryTile(c).en).join(", ")}`),
  ]);
  return first ? target(node, "first-card") : node;
}

/** One player: Lira, Workbench, hand, completed and used piles. */
function player(input: DrawInput<LightMastersView>, seat: number, x0: number, y0: number): SVGGElement {
  const { view } = input;
  const p = view.players[seat];
  if (p === undefined) return g({});
  const current = view.current === seat && view.phase !== "GameOver";
  const name = input.names[seat] ?? `Seat ${seat}`;
  const hand: Node[] = [];
  if (p.hand !== null) p.hand.forEach((id, i) => hand.push(creation(x0 + 60 + i * 76, y0 + 56, id, seat, i === 0)));
  else for (let i = 0; i < p.handSize; i++) hand.push(faceDown(x0 + 60 + i * 40, y0 + 56, 34, 62, `a Creation card in ${name}'s hand, face down`));
  const piles = `completed ${p.completed.length}${p.completed.length ? ` (${p.completed.join(", ")})` : ""}; used ${p.used.length}${p.used.length ? ` (${p.used.map((u) => `${u.card}→${u.tile}`).join(", ")})` : ""}`;
  return g({ "aria-label": `${name}: ${p.lira ?? "hidden"} Lira, ${p.handSize} cards in hand` }, [
    rect(x0 - 6, y0 - 18, 700, 150, { rx: 8, fill: current ? "#fffbe6" : "#f7f7f7", stroke: current ? "#b58900" : "#ccc", "stroke-width": current ? 2 : 1 }),
    text(x0, y0, `${name}${current ? " — to play" : ""}${view.firstPlayer === seat ? " (first player)" : ""}`, { "font-weight": "bold" }),
    text(x0 + 340, y0, `Lira ${p.lira ?? "?"}   turns ${p.turns}   hand ${p.handSize}`, { "font-size": 12 }),
    text(x0, y0 + 24, "Workbench", { "font-size": 11 }),
    target(g({}, [rect(x0 + 64, y0 + 10, 226, 24, { rx: 4, fill: "transparent", class: "hotspot-frame" }), counts(x0 + 66, y0 + 22, p.workbench, `${name}'s Workbench`)]), seat === input.viewer ? "workbench" : `workbench:${seat}`),
    text(x0 + 300, y0 + 26, piles.length > 70 ? `${piles.slice(0, 69)}…` : piles, { "font-size": 10 }, ),
    text(x0, y0 + 74, "Hand", { "font-size": 11 }),
    g({ "data-testid": "hand", "data-seat": String(seat) }, hand),
  ]);
}

/** The picture of a Light Masters view. */
export function pictureOf(input: DrawInput<LightMastersView>): SVGSVGElement {
  const { view } = input;
  const status =
    view.phase === "GameOver"
      ? "Game over"
      : `Round ${view.round}${view.endTriggered ? " (the last)" : ""}, ${input.names[view.current] ?? ""}: ${view.phase}${view.pending ? ", returning fragments" : ""}${view.followUp ? `, ${view.followUp.kind} under way` : ""}`;
  const right: Node[] = [text(430, 48, "Warehouse", { "font-weight": "bold" }), counts(430, 68, view.warehouse, "Warehouse"), text(430, 110, "Category tiles and their Advantages", { "font-weight": "bold" })];
  CATEGORIES.forEach((cat, i) => {
    const adv = advantageCard(view.tiles[cat]);
    const y = 122 + i * 52;
    right.push(
      target(
        g({ "aria-label": `${categoryTile(cat).en}: Advantage ${adv.id}, ${adv.en}` }, [
          rect(430, y, 280, 46, { rx: 6, fill: "#fff", stroke: "#567", class: "hotspot-frame" }),
          text(438, y + 16, `${cat} ${categoryTile(cat).en}: ${adv.id} ${adv.en} (${adv.es})`, { "font-size": 11, "font-weight": "bold" }),
          text(438, y + 34, adv.summary.length > 52 ? `${adv.summary.slice(0, 51)}…` : adv.summary, { "font-size": 9 }),
          title(adv.summary),
        ]),
        `tile:${cat}`,
      ),
    );
  });
  right.push(text(430, 350, `Creation cards in the box: ${view.boxSize} (face down)`, { "font-size": 11 }));
  right.push(text(430, 368, `Ring side ${view.ringSide}, turned ${view.ringOffset}; Selector at ${view.selector}`, { "font-size": 11 }));
  const playersY = 462;
  return picture(720, playersY + view.players.length * 158 + 6, `Murano: Light Masters: ${status}`, [
    text(10, 18, status, { "font-size": 13, "font-weight": "bold" }),
    board(view),
    ...right,
    ...view.players.map((_, seat) => player(input, seat, 16, playersY + seat * 158)),
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
      return "workbench";
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
    "Fragments: R red, Y yellow, G green, B blue, W clear (wild). The board's outer circle is the Ring, the inner one the inner circle, numbered by position; the Selector points at the stop to take from. Each Market lists the positions it is linked to. A Creation card shows its category symbols and the four fragments it needs; only the first card of a hand (outlined) can be completed. Patterned backs: cards face down.",
};
