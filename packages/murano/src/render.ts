/**
 * A plain-text rendering of a view: the ring, the islands with their tiles and gondolas, the
 * stacks, and each player's holdings as the viewer sees them.
 *
 * @module
 */
import { CONSTANTS, type IslandId, ISLANDS, RING, playableIslands, setupFor } from "./data";
import { shipName } from "./ring";
import type { MuranoView } from "./view";

const SHORT: Record<string, string> = {
  TAKE_2_GOLD: "2G",
  BUY_GLASS_FACTORY: "bGF",
  BUY_SHOP: "bSH",
  BUY_PALACE: "bPA",
  BUY_SPECIAL_BUILDING: "bSP",
  RECRUIT: "Rec",
  PLACE_GONDOLIER: "Gon+",
  BUILD: "Bld",
  INCOME: "Inc",
  PRODUCTION: "Prd",
  GONDOLIER: "Hire",
};

function renderIsland(v: MuranoView, id: IslandId): string[] {
  const record = ISLANDS.find((i) => i.id === id);
  if (record === undefined) return [];
  const lines = [`${id} ${record.name}`];
  let s = 0;
  let b = 0;
  for (const row of record.rows) {
    const cells = [...row].map((ch) => {
      if (ch === "S") {
        const tile = v.cells[`${id}.S${++s}`];
        return (tile ?? "  S").padEnd(6);
      }
      if (ch === "B") {
        const tile = v.cells[`${id}.B${++b}`];
        if (tile === undefined) return "  B".padEnd(6);
        const owner = v.owners[tile];
        return `${tile}${owner === undefined ? "" : `:${owner}`}`.padEnd(6);
      }
      return "  .".padEnd(6);
    });
    lines.push(`  ${cells.join("|")}`);
  }
  const gondolas = Object.entries(v.gondolas)
    .filter(([g]) => g.startsWith(`${id}.`))
    .map(([g, who]) => `${g.split(".")[2] ?? g}:${who === null ? "-" : String(who)}`);
  lines.push(`  gondolas ${gondolas.join(" ")}`);
  return lines;
}

/**
 * Renders a view as text.
 *
 * @example
 * console.log(render(view(state, 0)));
 * @category Render
 */
export function render(v: MuranoView): string {
  const out: string[] = [];
  const ring = RING.map((r) => {
    const ships = v.ships.map((s, i) => (s === r.index ? shipName(i) : null)).filter((x) => x !== null);
    return `${r.index}:${SHORT[r.action] ?? r.action}${ships.length > 0 ? `[${ships.join("+")}]` : ""}`;
  });
  const ending = v.ending ? `; end triggered by seat ${v.ending.triggeredBy}` : "";
  out.push(v.step.kind === "over" ? `Turn ${v.turn}: the game is over${ending}` : `Turn ${v.turn}, seat ${v.current} to act (${v.step.kind})${ending}`);
  out.push(`Ring: ${ring.join(" ")}`);
  out.push(
    `Stacks: streets ${v.piles.join("+")}, shops ${v.shopStack}, palaces ${v.palaceStack}, glass factories ${v.glassFactoryStack.length}, specials ${v.specialTileStack.length}; characters ${v.characterDeck}, special cards ${v.specialDeck}; bag R${v.bag.red} G${v.bag.green} B${v.bag.blue}`,
  );
  for (const id of playableIslands(setupFor(v.config.playerCount).side)) out.push(...renderIsland(v, id));
  v.players.forEach((p, seat) => {
    const colour = CONSTANTS.colours[seat] ?? "?";
    const hand = [
      p.glassFactories.length > 0 ? `GF×${p.glassFactories.length}` : "",
      p.specialTiles.length > 0 ? `SP×${p.specialTiles.length}` : "",
      p.shops.count > 0 ? `shops ${p.shops.ids?.join(",") ?? `×${p.shops.count}`}` : "",
      p.palaces.count > 0 ? `palaces ${p.palaces.ids?.join(",") ?? `×${p.palaces.count}`}` : "",
    ].filter((x) => x !== "");
    const characters = p.characters.ids?.join(",") ?? `${p.characters.count} hidden`;
    out.push(
      `Seat ${seat} (${colour}): ${p.vp} VP, ${p.gold} gold, gondoliers ${p.personal} personal / ${p.general} general; beads R${p.beads.red} G${p.beads.green} B${p.beads.blue}; hand ${hand.join(" ") || "-"}; characters ${characters || "-"}; cards ${p.specialCards.map((c) => c.card).join(",") || "-"}${p.scored.length > 0 ? `; scored ${p.scored.map((s) => `${s.card}@${s.island}=${s.vp}`).join(" ")}` : ""}`,
    );
  });
  return out.join("\n");
}
