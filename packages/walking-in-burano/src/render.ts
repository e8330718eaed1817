/**
 * A plain-text rendering of a view: the supply, each player's coins, tokens, hand and house area.
 *
 * @module
 */
import { plural } from "@laguna/core";
import { floorCard, soloRating } from "./data";
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
  const lines: string[] = [];
  for (const y of [3, 2, 1] as const) {
    const row = area.columns.map((c, x) =>
      cell(c.floors[y - 1], area.scaffolds.some((p) => p !== null && p.x === x && p.y === y)).padEnd(5),
    );
    lines.push(`  ${y}| ${row.join("")}`);
  }
  const visitors = area.columns.map((c) => (c.character ?? (c.shortage ? "(none)" : "-")).padEnd(5)).join(" ");
  lines.push(`   visitors: ${visitors}`);
  return lines.join("\n");
}

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
      : `Turn ${v.turns + 1}: seat ${v.current} to ${v.phase}.`,
  );
  out.push(`Decks: ${v.deckSizes.join(" / ")} cards. Characters left: ${v.characters.length}.`);
  [2, 1, 0].forEach((l) => {
    out.push(`  supply ${l + 1}: ${(v.supply[l] ?? []).map((c) => c ?? "-").join("  ")}`);
  });
  v.players.forEach((p, seat) => {
    out.push(
      `Seat ${seat}${seat === v.startPlayer ? " (start)" : ""}: ${plural(p.coins, "coin")}, ${plural(p.tokens, "token")}, hand ${p.hand === null ? plural(p.handSize, "card") : `[${p.hand.join(" ")}]`}`,
    );
    out.push(renderArea(p.area));
  });
  const sheet = finalScoreSheet(v.players, v.config, v.phase === "over");
  out.push(`${sheet.final ? "Final scores" : "Scores so far"}: ${sheet.totals.join(" / ")}`);
  if (v.config.playerCount === 1 && sheet.final) out.push(`Solo rating: ${soloRating(sheet.totals[0] ?? 0)}`);
  return out.join("\n");
}
