/**
 * A plain-text rendering of a view: the supply, each player's coins, tokens, hand and house area.
 * What an action's description names is labelled: supply columns by number, houses by number
 * from the left (and where new ones go: `L1` left of house 1, the next number on the right),
 * floors `1st` to `3rd`. Players are named from 1 (`Player 1` is seat 0).
 *
 * @module
 */
import { playerName, plural } from "@laguna/core";
import { characterWords } from "./actions";
import { characterCard, floorCard, soloRating } from "./data";
import { finalScoreSheet } from "./final-scoring";
import type { Area } from "./area";
import type { BuranoView } from "./view";

const cell = (id: string | null | undefined, scaffold: boolean): string =>
  id ? `${floorCard(id).colour}${id.slice(-1)}` : scaffold ? " SC " : "  . ";

/**
 * The house area as three text lines (3rd floor on top) plus the visitors.
 *
 * @example
 * renderArea(startingArea());
 * @category Rendering
 */
export function renderArea(area: Area): string {
  const n = area.columns.length;
  const lines: string[] = [];
  const labels = area.columns.map((_, x) => ` ${x + 1}`.padEnd(5)).join("");
  const left = n === 0 ? "" : "L1, L2 on the left; ";
  lines.push(`  house ${labels}(new houses: ${left}${n + 1}, ${n + 2}${n === 0 ? "" : " on the right"})`);
  for (const y of [3, 2, 1] as const) {
    const row = area.columns.map((c, x) =>
      cell(c.floors[y - 1], area.scaffolds.some((p) => p !== null && p.x === x && p.y === y)).padEnd(5),
    );
    lines.push(`  ${FLOORS[y]}| ${row.join("")}`.trimEnd());
  }
  if (area.scaffolds.some((p) => p === null)) lines.push(`  scaffolds aside: ${area.scaffolds.filter((p) => p === null).length}`);
  const visitors = area.columns.map((c) => (c.character ?? (c.shortage ? "(none)" : "-")).padEnd(5)).join(" ");
  lines.push(`  visitors: ${visitors}`.trimEnd());
  return lines.join("\n");
}

const FLOORS = ["", "1st  ", "2nd  ", "3rd  "] as const;

/**
 * A view as text: whose turn and step, deck sizes and the supply, then each player.
 *
 * @example
 * console.log(render(view(state, SPECTATOR)));
 * @category Rendering
 */
export function render(v: BuranoView): string {
  const out: string[] = [];
  out.push(
    v.phase === "over"
      ? `Game over (${v.ended ?? ""}) after ${v.turns} turns.`
      : `Turn ${v.turns + 1}: ${playerName(v.current)} to ${v.phase}.`,
  );
  if (v.phase === "visit") {
    out.push(
      "  Visit: each house completed this turn must welcome one character card, free of cost; a tourist scores its own house, an inhabitant the whole area, and no two inhabitants of a player may be of one type.",
    );
  }
  out.push(`Decks: ${v.deckSizes.join(" / ")} cards. Characters left: ${v.characters.length}${charactersLeft(v.characters)}.`);
  const width = Math.max(8, ...v.supply.flatMap((row) => row.map((c) => (c ?? "-").length)));
  const columns = Math.max(0, ...v.supply.map((row) => row.length));
  out.push(`  supply column ${Array.from({ length: columns }, (_, x) => String(x + 1).padEnd(width)).join("  ")}`.trimEnd());
  [2, 1, 0].forEach((l) => {
    const end = l === 2 ? " (top)" : l === 0 ? " (bottom)" : "";
    out.push(`    ${(FLOORS[l + 1] ?? "").trim()} floor   ${(v.supply[l] ?? []).map((c) => (c ?? "-").padEnd(width)).join("  ")}${end}`);
  });
  v.players.forEach((p, seat) => {
    out.push(
      `${playerName(seat)}${seat === v.startPlayer ? " (start)" : ""}: ${plural(p.coins, "coin")}, ${plural(p.tokens, "token")}, hand ${p.hand === null ? plural(p.handSize, "card") : `[${p.hand.join(" ")}]`}`,
    );
    out.push(renderArea(p.area));
  });
  const sheet = finalScoreSheet(v.players, v.config, v.phase === "over");
  out.push(`${sheet.final ? "Final scores" : "Scores so far"}: ${sheet.totals.join(" / ")}`);
  if (v.config.playerCount === 1 && sheet.final) out.push(`Solo rating: ${soloRating(sheet.totals[0] ?? 0)}`);
  return out.join("\n");
}

/** The character cards left, counted by type: `" (2 boy, 1 mayor, …)"`; empty when none is left. */
function charactersLeft(ids: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const id of ids) {
    const type = characterWords(characterCard(id).type);
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return counts.size === 0 ? "" : ` (${[...counts].map(([type, k]) => `${k} ${type}`).join(", ")})`;
}
