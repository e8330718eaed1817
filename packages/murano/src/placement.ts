/**
 * Placing buildings (rulebook, *Action: Build …* and *End of the Game and Scoring*): which tiles in
 * front of a player may be placed (identical tiles in the order bought, the marker limit), whether
 * anything could be placed at all, where a tile bought in the final turn may go, and the placement
 * itself with its VP, the crane bonus and the special card draw of a special tile.
 *
 * Pure board facts: nothing here decides what step comes next (see `build.ts` and `ending.ts`).
 *
 * @module
 */
import type { Seat } from "@laguna/core";
import { buildableSpaces, emptyStreetSpaces, markersUsed, withTile } from "./board";
import { type TileKind, CONSTANTS, tileKind } from "./data";
import { activeEffects } from "./effects";
import { player, replacePlayer } from "./players";
import type { MuranoState, Player } from "./state";

/**
 * Whether the player still has a marker for a tile that needs one (glass factories and shops,
 * under the `markerLimitPerPlayer` option).
 *
 * @example
 * canPlaceMarker(state, 0, "SH03"); // true with the default config
 * @category Internals
 */
export function canPlaceMarker(state: MuranoState, seat: Seat, tile: string): boolean {
  const limit = state.config.markerLimitPerPlayer;
  if (limit === null) return true;
  const kind = tileKind(tile);
  return (kind !== "shop" && kind !== "glassFactory") || markersUsed(state, seat) < limit;
}

/**
 * The tiles of a player's hand that may be placed: every shop and palace, the first glass factory
 * and the first special tile (identical tiles go in the order bought).
 *
 * @example
 * placeableTiles(player(state, 0)); // [] at the start
 * @category Internals
 */
export function placeableTiles(p: Player): string[] {
  const out: string[] = [];
  const [gf] = p.hand.glassFactories;
  const [sp] = p.hand.specialTiles;
  if (gf !== undefined) out.push(gf);
  out.push(...p.hand.shops, ...p.hand.palaces);
  if (sp !== undefined) out.push(sp);
  return out;
}

/**
 * Whether a Build could place some tile now: a street (an empty street space and a street left)
 * or a building from the hand (a buildable space and a marker for it).
 *
 * @example
 * canPlaceSomething(state, 0); // true at the start: streets can be drawn
 * @category Internals
 */
export function canPlaceSomething(state: MuranoState, seat: Seat): boolean {
  if (emptyStreetSpaces(state).length > 0 && state.piles.some((p) => p.length > 0)) return true;
  if (buildableSpaces(state).length === 0) return false;
  return placeableTiles(player(state, seat)).some((t) => canPlaceMarker(state, seat, t));
}

/**
 * Where a tile bought in the final turn may be placed at once (the final-turn special rule): a
 * buildable space, next to a street unless `finalTurnPlacementNeedsStreet` is off; none without a
 * marker for it.
 *
 * @example
 * finalPlacementSpaces(state, 0, "SH03").length;
 * @category Internals
 */
export function finalPlacementSpaces(state: MuranoState, seat: Seat, tile: string): readonly string[] {
  if (!canPlaceMarker(state, seat, tile)) return [];
  return buildableSpaces(state, state.config.finalTurnPlacementNeedsStreet);
}

const BUILD_VP: Record<Exclude<TileKind, "street">, number> = {
  glassFactory: CONSTANTS.buildingVp.glassFactory,
  shop: CONSTANTS.buildingVp.shop,
  palace: CONSTANTS.buildingVp.palace,
  special: CONSTANTS.buildingVp.special,
};

/**
 * Places a building from a player's hand on a space (no checks): its VP and the active cranes'
 * bonus, the marker of a shop or glass factory, and for a special tile the special building cards
 * drawn to choose from (`options`, else `null`).
 *
 * @example
 * const { state: next, options } = placeBuilding(state, 0, "GF01", "TM.B2");
 * @category Internals
 */
export function placeBuilding(state: MuranoState, seat: Seat, tile: string, cell: string): { state: MuranoState; options: string[] | null } {
  const kind = tileKind(tile) as Exclude<TileKind, "street">;
  let cranes = 0;
  for (const e of activeEffects(state, seat)) if (e.kind === "crane" && e.buildings.includes(kind)) cranes++;
  const vp = BUILD_VP[kind];
  const p = player(state, seat);
  const placed: Player = {
    ...p,
    vp: p.vp + vp + cranes,
    specialTilesBuilt: p.specialTilesBuilt + (kind === "special" ? 1 : 0),
    hand: {
      glassFactories: p.hand.glassFactories.filter((t) => t !== tile),
      specialTiles: p.hand.specialTiles.filter((t) => t !== tile),
      shops: p.hand.shops.filter((t) => t !== tile),
      palaces: p.hand.palaces.filter((t) => t !== tile),
    },
    breakdown: { ...p.breakdown, buildings: p.breakdown.buildings + vp, cranes: p.breakdown.cranes + cranes },
  };
  const s: MuranoState = {
    ...state,
    cells: withTile(state, cell, tile),
    owners: kind === "shop" || kind === "glassFactory" ? { ...state.owners, [tile]: seat } : state.owners,
    players: replacePlayer(state.players, seat, placed),
  };
  if (kind !== "special") return { state: s, options: null };
  const options = s.specialDeck.slice(0, CONSTANTS.specialCardDraw);
  return { state: { ...s, specialDeck: s.specialDeck.slice(options.length) }, options };
}
