/**
 * One area object per area contents, so that what is kept per area object is worked out once for
 * all areas with the same contents.
 *
 * @module
 */
import type { Area } from "./area";
import { IdentityRing } from "./identity-ring";

/** How many distinct areas {@link canonicalArea} remembers before it starts again. */
const CANONICAL_LIMIT = 10_000;
const CANONICAL = new Map<string, Area>();
/** The answers of {@link canonicalArea} for the 16 areas asked about last. */
const recent = new IdentityRing<Area, Area>(16);

/**
 * The first area seen with the same contents as `area` (its columns' floors, characters and
 * shortages, and its scaffolds): a bot's search reaches the same area in many ways (in every
 * made-up state it plays on, by placements in another order), and the facts of an area, kept
 * per area object, are then worked out once for all of them. The table of contents starts again
 * past {@link CANONICAL_LIMIT} areas. The answers for the 16 areas asked about last are kept by
 * identity in a ring: a search asks about the same few areas many times, and a ring is cheaper
 * than a `WeakMap` entry per new area (a placement makes one at every step); an area that has
 * left the ring has its key built again (10–17 % less CPU time a solo decision than with a
 * `WeakMap` in three comparisons, the same choices).
 *
 * @example
 * canonicalArea({ ...area }) === canonicalArea(area); // true
 */
export function canonicalArea(area: Area): Area {
  const seen = recent.get(area);
  if (seen !== undefined) return seen;
  let key = "";
  for (const column of area.columns) key += `${column.floors.join(",")}:${column.character ?? ""}:${column.shortage ? 1 : 0};`;
  for (const place of area.scaffolds) key += place === null ? "-" : `${place.x}.${place.y}`;
  let known = CANONICAL.get(key);
  if (known === undefined) {
    if (CANONICAL.size >= CANONICAL_LIMIT) CANONICAL.clear();
    CANONICAL.set(key, area);
    known = area;
  }
  recent.add(area, known);
  return known;
}
