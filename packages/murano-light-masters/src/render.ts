/**
 * A plain-text rendering of a view: the turn, the Selector and the Ring, the Warehouse, the
 * Markets, the Advantages under the Category tiles, then each player (Lira, Workbench, hand as the
 * viewer may see it, completed and used creations) and the scores.
 *
 * @module
 */
import { plural } from "@laguna/core";
import { advantageCard, CATEGORY_TILES, type Fragment, innerCell, MARKETS, ringAt } from "./data";
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
      : `Round ${v.round}: seat ${v.current} to ${PHASE_WORDS[v.phase]}${v.pending === null ? "" : `; seat ${v.pending.seat} must return ${v.pending.count} fragment${v.pending.count === 1 ? "" : "s"}`}.`,
  );
  out.push(`Ring side ${v.ringSide}, offset ${v.ringOffset}; Selector at ${v.selector}.`);
  out.push(renderBoard(v));
  out.push(`Warehouse: ${letters(v.warehouse)}`);
  out.push(`Markets: ${MARKETS.map((m) => `${m.id} [${v.markets[m.id].join(" ")}]`).join("  ")}`);
  out.push(`Advantages: ${CATEGORY_TILES.map((c) => `${c.id} ${v.tiles[c.id]} ${advantageCard(v.tiles[c.id]).en}`).join(", ")}`);
  out.push(`Creation cards in the box: ${v.boxSize}.`);
  v.players.forEach((p, seat) => {
    const lira = p.lira === null ? "? Lira" : `${p.lira} Lira`;
    const hand = p.hand === null ? plural(p.handSize, "card") : `[${p.hand.join(" ")}]`;
    out.push(`Seat ${seat}${seat === v.firstPlayer ? " (first)" : ""}: ${lira}, workbench ${letters(p.workbench)}, hand ${hand}`);
    out.push(`  completed [${p.completed.join(" ")}], used [${p.used.map((u) => `${u.card}@${u.tile}`).join(" ")}]`);
  });
  const lira = v.players.map((p) => (p.lira === null ? "?" : String(p.lira)));
  out.push(`${v.phase === "GameOver" ? "Final Lira" : "Lira so far"}: ${lira.join(" / ")}`);
  return out.join("\n");
}
