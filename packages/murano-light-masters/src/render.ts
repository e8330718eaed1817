/**
 * A plain-text rendering of a view: the turn, the Selector and the Ring, the Warehouse, the
 * Markets, the Advantages under the Category tiles, then each player (Lira, Workbench, hand as the
 * viewer may see it, completed and used creations) and the scores. What an action's description
 * names is labelled: Ring positions, Markets, Category tiles by name, and each hand card by its
 * position (`#1` is the first creation, the one completed next), with the fragments it needs and
 * its category symbols. Players are named from 1 (`Player 1` is seat 0).
 *
 * @module
 */
import { playerName, plural } from "@laguna/core";
import { advantageCard, CATEGORY_TILES, creationCard, type Fragment, innerCell, MARKETS, ringAt } from "./data";
import type { Counts } from "./state";
import type { LightMastersView } from "./view";

const FRAGMENT_ORDER: readonly Fragment[] = ["R", "Y", "G", "B", "W"];
const POSITIONS = 12;

/** A multiset of fragments as letters, e.g. `"R Y Y W"`, or `"-"` when empty. */
const letters = (counts: Counts): string =>
  FRAGMENT_ORDER.flatMap((f) => Array.from({ length: counts[f] }, () => f)).join(" ") || "-";

/** What a phase means, in words. */
const PHASE_WORDS: Readonly<Record<LightMastersView["phase"], string>> = {
  "P1.Selector": "obtain fragments (turn the Selector)",
  "P1.Take": "obtain fragments (take the pair)",
  "P1.Open": "obtain fragments (done) / negotiate",
  P2: "negotiate",
  P3: "complete creations",
  GameOver: "game over",
};

/**
 * The board as text: the inner circle over the Ring, position by position, with the Selector's
 * position marked.
 *
 * @example
 * renderBoard(view(state, SPECTATOR)); // "  pos    0  1  2 ...\n  inner  R  G  Y ...\n  ring   W  B  R ..."
 * @category Rendering
 */
export function renderBoard(v: Pick<LightMastersView, "selector" | "ringSide" | "ringOffset">): string {
  const positions = Array.from({ length: POSITIONS }, (_, p) => p);
  const row = (label: string, cells: readonly string[]) => `  ${label.padEnd(6)}${cells.map((c) => c.padStart(3)).join("")}`;
  return [
    row("pos", positions.map(String)),
    row("inner", positions.map((p) => innerCell(p))),
    row("ring", positions.map((p) => ringAt(v.ringSide, v.ringOffset, p))),
    row("", positions.map((p) => (p === v.selector ? "^" : ""))),
  ].join("\n");
}

/**
 * A view as text, for the CLI demo, logs and tests.
 *
 * @example
 * console.log(render(view(state, SPECTATOR)));
 * @category Rendering
 */
export function render(v: LightMastersView): string {
  const out: string[] = [];
  out.push(
    v.phase === "GameOver"
      ? `Game over after round ${v.round}.`
      : `Round ${v.round}: ${playerName(v.current)} to ${PHASE_WORDS[v.phase]}${v.pending === null ? "" : `; ${playerName(v.pending.seat)} must return ${v.pending.count} fragment${v.pending.count === 1 ? "" : "s"}`}.`,
  );
  out.push(
    `Ring side ${v.ringSide}, offset ${v.ringOffset}; Selector at ${v.selector}, indicating ${innerCell(v.selector)} (inner circle) and ${ringAt(v.ringSide, v.ringOffset, v.selector)} (Ring).`,
  );
  out.push(renderBoard(v));
  out.push(`Warehouse: ${letters(v.warehouse)}`);
  out.push("Markets (an exchange puts a fragment in one and takes the Ring's fragments, W aside, at its linked positions):");
  for (const m of MARKETS) {
    const shown = m.links.map((p) => ringAt(v.ringSide, v.ringOffset, p));
    out.push(`  Market ${m.id} [${v.markets[m.id].join(" ")}] ${v.markets[m.id].length}/${m.slots}; linked pos ${m.links.join(" ")}: ${shown.join(" ")}`);
  }
  out.push(`Advantages: ${CATEGORY_TILES.map((c) => `${c.en} tile (${c.id}) ${v.tiles[c.id]} ${advantageCard(v.tiles[c.id]).en}`).join(", ")}`);
  out.push(`Creation cards in the box: ${v.boxSize}.`);
  v.players.forEach((p, seat) => {
    const lira = p.lira === null ? "? Lira" : `${p.lira} Lira`;
    const hand = p.hand === null ? plural(p.handSize, "card") : p.hand.length === 0 ? "empty" : `(${plural(p.hand.length, "card")}, #1 completed first):`;
    out.push(`${playerName(seat)}${seat === v.firstPlayer ? " (first)" : ""}: ${lira}, workbench ${letters(p.workbench)}${worthNow(p.workbench)}, hand ${hand}`);
    if (p.hand !== null) p.hand.forEach((id, i) => out.push(`  #${i + 1} ${handCard(id)}`));
    out.push(`  completed [${p.completed.join(" ")}], used [${p.used.map((u) => `${u.card}@${u.tile}`).join(" ")}]`);
  });
  const lira = v.players.map((p) => (p.lira === null ? "?" : String(p.lira)));
  out.push(`${v.phase === "GameOver" ? "Final Lira" : "Lira so far"}: ${lira.join(" / ")}`);
  return out.join("\n");
}

/** A hand card in words: its id, the fragments it needs and its category symbols. */
function handCard(id: string): string {
  const card = creationCard(id);
  const needs = [...card.needs].sort((a, b) => FRAGMENT_ORDER.indexOf(a as Fragment) - FRAGMENT_ORDER.indexOf(b as Fragment)).join(" ");
  return `${id}: needs ${needs}; symbols ${card.symbols.join(" ")}`;
}

/** What completing a creation would earn now: 8 less the fragments left on the Workbench after paying 4. */
function worthNow(workbench: Counts): string {
  const size = FRAGMENT_ORDER.reduce((n, f) => n + workbench[f], 0);
  return size < 4 ? "" : ` (a creation completed now earns ${8 - (size - 4)}Ł)`;
}
