/**
 * Shared builders for the Walking in Burano tests (not a test file itself).
 */
import { deepFreeze } from "@laguna/testing";
import { type Area, type Column, type Position, normalizeArea } from "../../packages/walking-in-burano/src/area";
import { FLOOR_CARDS, floorCard } from "../../packages/walking-in-burano/src/data";
import type { BuranoState } from "../../packages/walking-in-burano/src/state";

/** A floor cell: a card id or empty. */
export type Cell = string | null;

/** A house (column) with its three floors, its visitor and whether a visit found no card. */
export const house = (floors: readonly [Cell, Cell, Cell], character: string | null = null, shortage = false): Column => ({
  floors,
  character,
  shortage,
});

/** An area from its columns and scaffolds (both aside by default). */
export const area = (columns: readonly Column[], scaffolds: Area["scaffolds"] = [null, null]): Area => ({ columns, scaffolds });

/** An area from "x,y" → card id and scaffold places, as given (columns from x = 0), deep-frozen. */
export function rawArea(cards: Record<string, string>, scaffolds: readonly (Position | null)[] = [null, null]): Area {
  const columns: { floors: (string | null)[]; character: string | null; shortage: boolean }[] = [];
  for (const [key, id] of Object.entries(cards)) {
    const [x = 0, y = 1] = key.split(",").map(Number);
    while (columns.length <= x) columns.push({ floors: [null, null, null], character: null, shortage: false });
    const column = columns[x];
    if (column) column.floors[y - 1] = id;
  }
  return deepFreeze({ columns, scaffolds });
}

/** The same area, normalised and deep-frozen. */
export function areaOf(cards: Record<string, string>, scaffolds: readonly (Position | null)[] = [null, null]): Area {
  return deepFreeze(normalizeArea(rawArea(cards, scaffolds)));
}

/** Maisherly's final area, exactly as in spec §4.6 (the rulebook's scoring example). */
export const MAISHERLY: Area = area([
  house(["F1-PNK-3", "F2-PNK-1", "F3-PNK-1"], "T-WOMAN-1"),
  house(["F1-BLU-3", "F2-BLU-1", "F3-BLU-1"], "I-FLORIST-1"),
  house(["F1-YEL-4", "F2-YEL-1", "F3-YEL-3"], "I-SANTA-1"),
  house(["F1-PUR-2", "F2-PUR-3", "F3-PUR-2"], "I-POLICEMAN-1"),
  house(["F1-RED-1", "F2-RED-2", "F3-RED-2"], "T-BOY-1"),
]);

/** A place that may hold a floor card, as a path into the state. */
type Slot = readonly (string | number)[];

const at = (root: unknown, path: Slot): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], root);

/** Every slot of a state that may hold a floor card, in order: areas, hands, supply, decks, box. */
function floorSlots(s: BuranoState): Slot[] {
  const out: Slot[] = [];
  s.players.forEach((p, seat) =>
    p.area.columns.forEach((c, x) => c.floors.forEach((_, f) => out.push(["players", seat, "area", "columns", x, "floors", f]))),
  );
  s.players.forEach((p, seat) => p.hand.forEach((_, i) => out.push(["players", seat, "hand", i])));
  s.supply.forEach((row, l) => row.forEach((_, i) => out.push(["supply", l, i])));
  s.decks.forEach((deck, l) => deck.forEach((_, i) => out.push(["decks", l, i])));
  s.box.floors.forEach((_, i) => out.push(["box", "floors", i]));
  return out;
}

/**
 * A scenario state made from `base` by a patch, with every floor card exactly once (what
 * `checkState`, run by `createMatchFromState`, demands). Cards the patch put somewhere stay there;
 * where the same card is still in a place the patch did not touch (say, a card given to a hand
 * that is also in a deck), that place gets a card of the same level that is nowhere else, so
 * decks keep their size and their other cards. Cards left over go to the bottom of their deck,
 * or to the box with `leftovers: "box"`.
 */
export function conserved(base: BuranoState, patched: BuranoState, leftovers: "decks" | "box" = "decks"): BuranoState {
  const s = JSON.parse(JSON.stringify(patched)) as BuranoState;
  const slots = floorSlots(s);
  const changed = (slot: Slot): boolean => at(s, slot) !== at(base, slot);
  const seen = new Set<string>();
  const again: Slot[] = [];
  for (const slot of [...slots.filter(changed), ...slots.filter((slot) => !changed(slot))]) {
    const id = at(s, slot);
    if (typeof id !== "string") continue;
    if (seen.has(id)) again.push(slot);
    else seen.add(id);
  }
  const missing = FLOOR_CARDS.filter((c) => !seen.has(c.id));
  const set = (slot: Slot, value: string | null): void => {
    const parent = at(s, slot.slice(0, -1)) as (string | null)[];
    parent[slot[slot.length - 1] as number] = value;
  };
  for (const slot of again) {
    const level = floorCard(at(s, slot) as string).level;
    const i = missing.findIndex((c) => c.level === level);
    const substitute = i >= 0 ? missing.splice(i, 1)[0]!.id : null;
    set(slot, substitute);
  }
  const mutable = s as unknown as { decks: string[][]; box: { floors: string[] }; players: { hand: (string | null)[] }[] };
  mutable.decks = mutable.decks.map((d) => d.filter((id) => id !== null));
  mutable.box.floors = mutable.box.floors.filter((id) => id !== null);
  for (const p of mutable.players) p.hand = p.hand.filter((id) => id !== null);
  for (const c of missing) {
    if (leftovers === "box") mutable.box.floors.push(c.id);
    else mutable.decks[c.level - 1]!.push(c.id);
  }
  return s;
}
