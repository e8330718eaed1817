/**
 * The islands at play: which spaces are free, where a building may go (next to a street tile),
 * what an island holds (the quantities the character cards count), and Income (rulebook, *Action:
 * Income*).
 *
 * @module
 */
import {
  type Cell,
  type CustomerColour,
  type IslandId,
  CUSTOMER_COLOURS,
  boardCells,
  cell,
  gondola,
  palaceTile,
  playableIslands,
  setupFor,
  shopTile,
  streetTile,
  tileKind,
} from "./data";
import { cacheOf } from "./cache";
import type { MuranoState } from "./state";

/**
 * The board side in play.
 *
 * @example
 * sideOf(state); // "4p"
 * @category Board
 */
export const sideOf = (state: MuranoState) => setupFor(state.config.playerCount).side;

/**
 * The playable islands of a game.
 *
 * @example
 * islandsOf(state).length; // 5 with 2 or 3 players
 * @category Board
 */
export const islandsOf = (state: MuranoState): readonly IslandId[] => playableIslands(sideOf(state));

/**
 * The empty street spaces of the playable islands.
 *
 * @example
 * emptyStreetSpaces(state).length; // 35 at the start of a 2-player game
 * @category Board
 */
export function emptyStreetSpaces(state: MuranoState): readonly Cell[] {
  const side = sideOf(state);
  const cache = cacheOf(state.cells);
  const key = `emptyStreets${side}`;
  const known = cache.get(key) as readonly Cell[] | undefined;
  if (known !== undefined) return known;
  const empty = boardCells(side).filter((c) => c.kind === "street" && state.cells[c.id] === undefined);
  cache.set(key, empty);
  return empty;
}

/**
 * Whether a building may go on a space: an empty building space of a playable island, next to a
 * street space holding a street tile (or anywhere empty when `needsStreet` is false, for the
 * final-turn placement variant).
 *
 * @example
 * canBuildOn(state, "TM.B2"); // true once TM.S1 or TM.S3 holds a street
 * @category Board
 */
export function canBuildOn(state: MuranoState, id: string, needsStreet = true): boolean {
  const c = cell(id);
  if (c.kind !== "building" || state.cells[id] !== undefined || !islandsOf(state).includes(c.island)) return false;
  return !needsStreet || c.neighbours.some((n) => state.cells[n] !== undefined);
}

/**
 * The building spaces where a building may go now.
 *
 * @example
 * buildableSpaces(state).length; // 0 before any street is built
 * @category Board
 */
export function buildableSpaces(state: MuranoState, needsStreet = true): readonly string[] {
  // Keyed on the cells object: it is shared by every state until a tile is placed.
  const side = sideOf(state);
  const cache = cacheOf(state.cells);
  const key = `${needsStreet ? "buildable" : "buildableAnywhere"}${side}`;
  const known = cache.get(key);
  if (known !== undefined) return known as readonly string[];
  const out: string[] = [];
  for (const c of buildingCells(side)) {
    if (state.cells[c.id] !== undefined) continue;
    if (needsStreet) {
      let street = false;
      for (const n of c.neighbours) {
        if (state.cells[n] !== undefined) {
          street = true;
          break;
        }
      }
      if (!street) continue;
    }
    out.push(c.id);
  }
  cache.set(key, out);
  return out;
}

/**
 * The board after placing a tile on an empty space: a new `cells` object. The empty street spaces
 * and buildable spaces already derived for the old board are carried over to the new one, updated
 * for the one tile, so that they are not recomputed from scratch (same values, same order).
 *
 * @example
 * const cells = withTile(state, "TM.S3", "ST01");
 * @category Board
 */
export function withTile(state: MuranoState, cellId: string, tile: string): MuranoState["cells"] {
  const cells: MuranoState["cells"] = { ...state.cells, [cellId]: tile };
  const side = sideOf(state);
  const old = cacheOf(state.cells);
  const fresh = cacheOf(cells);
  const placed = cell(cellId);
  const streetsKey = `emptyStreets${side}`;
  const streets = old.get(streetsKey) as readonly Cell[] | undefined;
  if (streets !== undefined) fresh.set(streetsKey, placed.kind === "street" ? streets.filter((c) => c.id !== cellId) : streets);
  const buildableKey = `buildable${side}`;
  const buildable = old.get(buildableKey) as readonly string[] | undefined;
  if (buildable !== undefined) {
    if (placed.kind === "building") fresh.set(buildableKey, buildable.filter((id) => id !== cellId));
    else {
      const added = placed.neighbours.filter((b) => cells[b] === undefined && !buildable.includes(b));
      const order = buildingOrder(side);
      fresh.set(buildableKey, added.length === 0 ? buildable : [...buildable, ...added].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)));
    }
  }
  return cells;
}

const BUILDING_CELLS_23P = boardCells("2-3p").filter((c) => c.kind === "building");
const BUILDING_CELLS_4P = boardCells("4p").filter((c) => c.kind === "building");
const buildingCells = (side: "2-3p" | "4p") => (side === "4p" ? BUILDING_CELLS_4P : BUILDING_CELLS_23P);
const ORDER_23P: ReadonlyMap<string, number> = new Map(BUILDING_CELLS_23P.map((c, i) => [c.id, i]));
const ORDER_4P: ReadonlyMap<string, number> = new Map(BUILDING_CELLS_4P.map((c, i) => [c.id, i]));
const buildingOrder = (side: "2-3p" | "4p") => (side === "4p" ? ORDER_4P : ORDER_23P);

/**
 * The tiles on one island's spaces, in the board's order of placement (memoised per `cells` object,
 * which every state shares until a tile is placed: a board of at most ~100 tiles is read once per
 * placement, not once per question).
 */
function tilesOn(state: MuranoState, id: IslandId): readonly string[] {
  const cache = cacheOf(state.cells);
  let byIsland = cache.get("tilesByIsland") as Map<string, string[]> | undefined;
  if (byIsland === undefined) {
    byIsland = new Map();
    for (const cellId in state.cells) {
      const tile = state.cells[cellId];
      if (tile === undefined) continue;
      const island = cellId.slice(0, cellId.indexOf("."));
      let list = byIsland.get(island);
      if (list === undefined) byIsland.set(island, (list = []));
      list.push(tile);
    }
    cache.set("tilesByIsland", byIsland);
  }
  return byIsland.get(id) ?? NO_TILES;
}
const NO_TILES: readonly string[] = [];

/**
 * Per seat, the glass factories built (index 2·seat) and the markers on the board (index
 * 2·seat + 1), memoised per `owners` object (shared by every state until a marker is placed).
 */
function markerCounts(state: MuranoState): Int32Array {
  const cache = cacheOf(state.owners);
  const known = cache.get("markerCounts") as Int32Array | undefined;
  if (known !== undefined) return known;
  const counts = new Int32Array(8);
  for (const tile in state.owners) {
    const owner = state.owners[tile];
    if (owner === undefined || owner < 0 || owner > 3) continue;
    counts[owner * 2 + 1] = (counts[owner * 2 + 1] ?? 0) + 1;
    if (tileKind(tile) === "glassFactory") counts[owner * 2] = (counts[owner * 2] ?? 0) + 1;
  }
  cache.set("markerCounts", counts);
  return counts;
}

/**
 * What an island holds, as the character cards count it (rulebook, *Character Card Index*). `F_me`
 * and `H_me` are the glass factories and shops carrying `seat`'s marker.
 *
 * @example
 * islandStats(state, "SD", 2).H_red; // red shops on San Donato
 * @category Board
 */
export interface IslandStats {
  /** Glass factories on the island, whoever built them. */
  readonly F: number;
  /** Shops on the island, whoever built them. */
  readonly H: number;
  /** Palaces on the island. */
  readonly Pal: number;
  /** Special building tiles on the island. */
  readonly Sp: number;
  /** The crests of all the palaces on the island. */
  readonly Cr: number;
  /** The customers on all the island's street tiles. */
  readonly C: number;
  /** The red customers on the island's street tiles. */
  readonly C_red: number;
  /** The blue customers on the island's street tiles. */
  readonly C_blue: number;
  /** The grey customers on the island's street tiles. */
  readonly C_grey: number;
  /** Red shops on the island. */
  readonly H_red: number;
  /** Blue shops on the island. */
  readonly H_blue: number;
  /** Grey shops on the island. */
  readonly H_grey: number;
  /** Glass factories on the island bearing the scorer's marker. */
  readonly F_me: number;
  /** Shops on the island bearing the scorer's marker. */
  readonly H_me: number;
}

/**
 * Counts what an island holds, for one scorer.
 *
 * @example
 * islandStats(state, "TM", 0).Cr; // crests on TM's palaces
 * @category Board
 */
export function islandStats(state: MuranoState, id: IslandId, seat: number): IslandStats {
  const s = { F: 0, H: 0, Pal: 0, Sp: 0, Cr: 0, C: 0, C_red: 0, C_blue: 0, C_grey: 0, H_red: 0, H_blue: 0, H_grey: 0, F_me: 0, H_me: 0 };
  for (const tile of tilesOn(state, id)) {
    switch (tileKind(tile)) {
      case "street": {
        const c = streetTile(tile).customers;
        s.C_red += c.red;
        s.C_blue += c.blue;
        s.C_grey += c.grey;
        s.C += c.red + c.blue + c.grey;
        break;
      }
      case "shop": {
        s.H++;
        const colour = shopTile(tile).colour;
        if (colour === "red") s.H_red++;
        else if (colour === "blue") s.H_blue++;
        else s.H_grey++;
        if (state.owners[tile] === seat) s.H_me++;
        break;
      }
      case "glassFactory":
        s.F++;
        if (state.owners[tile] === seat) s.F_me++;
        break;
      case "palace":
        s.Pal++;
        s.Cr += palaceTile(tile).crests;
        break;
      case "special":
        s.Sp++;
        break;
    }
  }
  return s;
}

/**
 * The customers of one colour on an island's street tiles.
 *
 * @example
 * customersOn(state, "SD", "red"); // 4 with ST34 and ST35 there
 * @category Board
 */
export function customersOn(state: MuranoState, id: IslandId, colour: CustomerColour): number {
  let n = 0;
  for (const tile of tilesOn(state, id)) if (tileKind(tile) === "street") n += streetTile(tile).customers[colour];
  return n;
}

/**
 * The gold Income on an island gives a player: for each shop colour in which the player owns a
 * shop there, the customers of that colour on the island (a second shop of a colour adds nothing).
 *
 * @example
 * incomeFor(state, "SD", 3); // 6 in the rulebook example
 * @category Board
 */
export function incomeFor(state: MuranoState, id: IslandId, seat: number): number {
  let gold = 0;
  for (const c of CUSTOMER_COLOURS) {
    let owned = false;
    for (const tile of tilesOn(state, id)) {
      if (tileKind(tile) === "shop" && state.owners[tile] === seat && shopTile(tile).colour === c) {
        owned = true;
        break;
      }
    }
    if (owned) gold += customersOn(state, id, c);
  }
  return gold;
}

/**
 * The glass factories a player has built (anywhere on the board).
 *
 * @example
 * builtFactories(state, 1); // 3 in the rulebook's production example
 * @category Board
 */
export function builtFactories(state: MuranoState, seat: number): number {
  return markerCounts(state)[seat * 2] ?? 0;
}

/**
 * The markers a player has on the board (one per glass factory and shop built).
 *
 * @example
 * markersUsed(state, 0); // 0 at the start
 * @category Board
 */
export function markersUsed(state: MuranoState, seat: number): number {
  return markerCounts(state)[seat * 2 + 1] ?? 0;
}

/**
 * A player's gondoliers on the gondolas of one island (or of every island).
 *
 * @example
 * gondoliersAt(state, 2, "SD"); // 2 in the rulebook's scoring example
 * @category Board
 */
export function gondoliersAt(state: MuranoState, seat: number, id?: IslandId): number {
  const counts = gondolierCounts(state).get(seat);
  if (counts === undefined) return 0;
  return id === undefined ? (counts.get(ALL_ISLANDS) ?? 0) : (counts.get(id) ?? 0);
}

const ALL_ISLANDS = "*";

/**
 * Per seat, its gondoliers on gondolas per island (and in all, under {@link ALL_ISLANDS}),
 * memoised per `gondolas` object (shared by every state until a gondolier moves).
 */
function gondolierCounts(state: MuranoState): ReadonlyMap<number, ReadonlyMap<string, number>> {
  const cache = cacheOf(state.gondolas);
  const known = cache.get("gondolierCounts") as ReadonlyMap<number, ReadonlyMap<string, number>> | undefined;
  if (known !== undefined) return known;
  const counts = new Map<number, Map<string, number>>();
  for (const g in state.gondolas) {
    const who = state.gondolas[g];
    if (who === null || who === undefined) continue;
    let mine = counts.get(who);
    if (mine === undefined) counts.set(who, (mine = new Map()));
    const island = gondola(g).island;
    mine.set(island, (mine.get(island) ?? 0) + 1);
    mine.set(ALL_ISLANDS, (mine.get(ALL_ISLANDS) ?? 0) + 1);
  }
  cache.set("gondolierCounts", counts);
  return counts;
}
