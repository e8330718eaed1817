/**
 * Shared builders for the Walking in Burano tests (not a test file itself).
 */
import { deepFreeze } from "@laguna/testing";
import { type Area, type Column, type Position, normalizeArea } from "../../packages/walking-in-burano/src/area";

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
