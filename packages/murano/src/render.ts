/**
 * A plain-text rendering of a view: the ring, the islands with their tiles and gondolas, the
 * stacks, and each player's holdings as the viewer sees them. Everything an action's description
 * names is labelled: ring spaces by number, ships by name, each empty island space by its id on
 * its island (`B2` under `TM` is the space `TM.B2`), gondolas by colour, tiles and cards by id, and
 * the cards a pending choice offers. Players are named from 1 (`Player 1` is seat 0).
 *
 * @module
 */
import { playerName } from "@laguna/core";
import { CHARACTER_CARDS, CONSTANTS, type IslandId, ISLANDS, RING, SPECIAL_CARDS, playableIslands, setupFor } from "./data";
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
        return (tile ?? ` S${s}`).padEnd(6);
      }
      if (ch === "B") {
        const tile = v.cells[`${id}.B${++b}`];
        if (tile === undefined) return ` B${b}`.padEnd(6);
        const owner = v.owners[tile];
        return `${tile}${owner === undefined ? "" : `:${owner + 1}`}`.padEnd(6);
      }
      return "  .".padEnd(6);
    });
    lines.push(`  ${cells.join("|")}`);
  }
  const gondolas = Object.entries(v.gondolas)
    .filter(([g]) => g.startsWith(`${id}.`))
    .map(([g, who]) => `${g.split(".")[2] ?? g}:${who === null ? "-" : String(who + 1)}`);
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
  const ending = v.ending ? `; end triggered by ${playerName(v.ending.triggeredBy)}` : "";
  out.push(v.step.kind === "over" ? `Turn ${v.turn}: the game is over${ending}` : `Turn ${v.turn}, ${playerName(v.current)} to act (${v.step.kind})${ending}`);
  out.push(`Ring: ${ring.join(" ")}`);
  out.push(
    `Stacks: streets pile A ${v.piles[0] ?? 0}, pile B ${v.piles[1] ?? 0}; shops ${v.shopStack}, palaces ${v.palaceStack}, glass factories ${v.glassFactoryStack.length}, specials ${v.specialTileStack.length}; characters ${v.characterDeck}, special cards ${v.specialDeck}; bag R${v.bag.red} G${v.bag.green} B${v.bag.blue}`,
  );
  out.push(...stepLines(v));
  for (const id of playableIslands(setupFor(v.config.playerCount).side)) out.push(...renderIsland(v, id));
  v.players.forEach((p, seat) => {
    const colour = CONSTANTS.colours[seat] ?? "?";
    const hand = [
      ...p.glassFactories,
      ...p.specialTiles,
      ...(p.shops.ids ?? (p.shops.count > 0 ? [`${p.shops.count} shop${p.shops.count === 1 ? "" : "s"}`] : [])),
      ...(p.palaces.ids ?? (p.palaces.count > 0 ? [`${p.palaces.count} palace${p.palaces.count === 1 ? "" : "s"}`] : [])),
    ];
    const characters = p.characters.ids?.join(" ") ?? `${p.characters.count} hidden`;
    out.push(
      `${playerName(seat)} (${colour}): ${p.vp} VP, ${p.gold} gold, gondoliers ${p.personal} personal / ${p.general} general; beads R${p.beads.red} G${p.beads.green} B${p.beads.blue}; tiles in hand ${hand.join(" ") || "-"}; characters ${characters || "-"}; cards ${p.specialCards.map((c) => c.card).join(" ") || "-"}${p.scored.length > 0 ? `; scored ${p.scored.map((s) => `${s.card}@${s.island}=${s.vp}`).join(" ")}` : ""}`,
    );
  });
  return out.join("\n");
}

const characterName = (id: string): string => CHARACTER_CARDS.find((c) => c.id === id)?.name ?? id;
const specialName = (id: string): string => SPECIAL_CARDS.find((c) => c.id === id)?.name ?? id;

/** The lines of a pending choice: the cards or tiles it offers, by id, as the viewer may see them. */
function stepLines(v: MuranoView): string[] {
  const step = v.step;
  switch (step.kind) {
    case "recruit":
      if ("hidden" in step) return [`  Recruiting: ${step.hidden} character cards drawn (hidden).`];
      return [`  Characters drawn: ${step.options.map((id) => `${id} ${characterName(id)}`).join("; ")}${step.cost > 0 ? ` (keeping one costs ${step.cost} gold)` : ""}.`];
    case "specialCard":
      if ("hidden" in step) return [`  Choosing a special building card among ${step.hidden} drawn (hidden).`];
      return [`  Special building cards drawn: ${step.options.map((id) => `${id} ${specialName(id)}`).join("; ")}.`];
    case "buy":
      return [`  Buying from the ${step.stack} stack.`];
    case "search":
      return [`  Searching the ${step.stack} stack: ${v.searching?.join(" ") ?? "(hidden)"}.`];
    case "build":
      return [`  Building: ${step.placed} placed${step.drawn === null ? "" : `; street drawn: ${step.drawn}`}.`];
    case "finalPlace":
      return ["tile" in step ? `  Final turn: the tile bought is ${step.tile}.` : `  Final turn: a ${step.hiddenTile} was bought.`];
    default:
      return [];
  }
}
