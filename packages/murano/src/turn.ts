/**
 * The turn machine (spec §2.3–§2.10): ship movements and the pass, the 11 actions with their
 * pending choices, the special building cards, the end of the game with everyone else's last turn
 * and the final-turn special rule, and final scoring one card at a time.
 *
 * One function, {@link checkAction}, decides whether an action is legal and says which rule it
 * breaks, and {@link apply} performs only what it accepts. {@link legalActions} enumerates the
 * movements and the Build choices directly (hot paths, mirroring `checkAction` and tested against
 * it candidate by candidate) and filters generated candidates through `checkAction` for every
 * other step. So `legalActions` lists exactly what `apply` accepts.
 *
 * @module
 */
import { type RuleError, type Seat, drawFromBag, isGameOverAfterTurn, nextSeat, seatsClockwise, shuffle } from "@laguna/core";
import { either } from "fp-ts";
import { ACTION_LABELS, type MuranoAction } from "./actions";
import { cacheOf } from "./cache";
import {
  buildableSpaces,
  builtFactories,
  canBuildOn,
  emptyStreetSpaces,
  incomeFor,
  islandsOf,
  markersUsed,
  withTile,
} from "./board";
import {
  type ActionType,
  type BeadColour,
  type TileKind,
  BEAD_COLOURS,
  CONSTANTS,
  cell as cellOf,
  gondola as gondolaOf,
  isCellId,
  ringSpace,
  seatColour,
  specialCard,
  tileKind,
} from "./data";
import {
  activeEffects,
  commonColours,
  gondolaPrice,
  gondolierTerms,
  hasActive,
  recruitCost,
  recruitDraw,
} from "./effects";
import { lighthouseTarget, moveShip, moveTargets, movementCost, reachableSpaces, shipName, shipsOn } from "./ring";
import { cardVp, scoreChoices, scoringIslands, unusedGondolierBonus } from "./scoring";
import type { Beads, MuranoState, Player } from "./state";

const fail = (rule: string, message: string): RuleError => ({ rule, message });

// ---------------------------------------------------------------------------------------------
// Small state helpers
// ---------------------------------------------------------------------------------------------

function player(state: MuranoState, seat: Seat): Player {
  const p = state.players[seat];
  if (p === undefined) throw new RangeError(`no player at seat ${seat}`);
  return p;
}

function updatePlayer(state: MuranoState, seat: Seat, f: (p: Player) => Player): MuranoState {
  return { ...state, players: state.players.map((p, i) => (i === seat ? f(p) : p)) };
}

/** The gold left in the supply, or Infinity when the supply is unlimited (R22). */
function supply(state: MuranoState): number {
  const limit = state.config.goldSupplyLimit;
  return limit === null ? Infinity : limit - state.players.reduce((s, p) => s + p.gold, 0);
}

/** Gains gold from the supply, as much as it holds. */
function gain(state: MuranoState, seat: Seat, gold: number): MuranoState {
  const n = Math.max(0, Math.min(gold, supply(state)));
  return n === 0 ? state : updatePlayer(state, seat, (p) => ({ ...p, gold: p.gold + n }));
}

function pay(state: MuranoState, seat: Seat, gold: number): MuranoState {
  return gold === 0 ? state : updatePlayer(state, seat, (p) => ({ ...p, gold: p.gold - gold }));
}

function beadTotal(b: Beads): number {
  return b.red + b.green + b.blue;
}

function canPlaceMarker(state: MuranoState, seat: Seat, tile: string): boolean {
  const limit = state.config.markerLimitPerPlayer;
  const kind = tileKind(tile);
  return limit === null || (kind !== "shop" && kind !== "glassFactory") || markersUsed(state, seat) < limit;
}

/** The tiles of a player's hand that may be placed: every shop and palace, the first GF and special tile. */
function placeableTiles(p: Player): string[] {
  const out: string[] = [];
  const [gf] = p.hand.glassFactories;
  const [sp] = p.hand.specialTiles;
  if (gf !== undefined) out.push(gf);
  out.push(...p.hand.shops, ...p.hand.palaces);
  if (sp !== undefined) out.push(sp);
  return out;
}

function stackEmptyCount(state: MuranoState): number {
  return (
    (state.piles.every((p) => p.length === 0) ? 1 : 0) +
    (state.shopStack.length === 0 ? 1 : 0) +
    (state.palaceStack.length === 0 ? 1 : 0) +
    (state.glassFactoryStack.length === 0 ? 1 : 0) +
    (state.specialTileStack.length === 0 ? 1 : 0)
  );
}

// ---------------------------------------------------------------------------------------------
// Selectability (spec §2.4) and turn completion
// ---------------------------------------------------------------------------------------------

/** Whether some building could be placed by a Build now. */
function canPlaceSomething(state: MuranoState, seat: Seat): boolean {
  if (emptyStreetSpaces(state).length > 0 && state.piles.some((p) => p.length > 0)) return true;
  const tiles = placeableTiles(player(state, seat)).filter((t) => canPlaceMarker(state, seat, t));
  return tiles.length > 0 && buildableSpaces(state).length > 0;
}

function productionChoices(state: MuranoState, seat: Seat): { factories: number; extra: boolean }[] {
  const p = player(state, seat);
  const bag = beadTotal(state.bag);
  const max = Math.min(builtFactories(state, seat), bag);
  const trading = hasActive(state, seat, "tradingStation");
  const out: { factories: number; extra: boolean }[] = [];
  for (let f = 0; f <= max; f++) {
    const vpOk = state.config.productionVpRule === "strict" ? p.vp >= CONSTANTS.productionVpPerFactory * f : f === 0 || p.vp >= 1;
    if (!vpOk) continue;
    if (f === 0 && !state.config.allowNullActions && beadTotal(p.beads) === 0) continue;
    out.push({ factories: f, extra: false });
    if (f >= 1 && trading && bag > f) out.push({ factories: f, extra: true });
  }
  return out;
}

function emptyGondolas(state: MuranoState): readonly string[] {
  // Keyed on the gondolas object: it is shared by every state until a gondolier moves.
  const cache = cacheOf(state.gondolas);
  const known = cache.get("empty");
  if (known !== undefined) return known as readonly string[];
  const empty = Object.keys(state.gondolas).filter((g) => state.gondolas[g] === null);
  cache.set("empty", empty);
  return empty;
}

/**
 * Whether the action of a ring space may be chosen by a player who holds `gold` after paying the
 * movements (spec §2.4, "Selectable only if").
 *
 * @example
 * selectable(state, 0, "BUY_SHOP", 1); // false: a shop costs at least 2
 * @category Turn
 */
export function selectable(state: MuranoState, seat: Seat, type: ActionType, gold: number): boolean {
  return (selectableMask(state, seat, gold) & (1 << ACTION_TYPES.indexOf(type))) !== 0;
}

const ACTION_TYPES: readonly ActionType[] = [
  "TAKE_2_GOLD",
  "BUY_GLASS_FACTORY",
  "BUY_SHOP",
  "BUY_PALACE",
  "BUY_SPECIAL_BUILDING",
  "RECRUIT",
  "PLACE_GONDOLIER",
  "BUILD",
  "INCOME",
  "PRODUCTION",
  "GONDOLIER",
];

/** The bit of each ring space's action in a selectability mask. */
const SPACE_BIT: readonly number[] = Array.from({ length: CONSTANTS.ringSize }, (_, i) => 1 << ACTION_TYPES.indexOf(ringSpace(i).action));

/** Which action types are selectable with `gold`, as a bit mask (memoised per state). */
function selectableMask(state: MuranoState, seat: Seat, gold: number): number {
  const cache = cacheOf(state);
  const key = 1_000_000 + seat * 100_000 + gold;
  const known = cache.get(key);
  if (typeof known === "number") return known;
  let mask = 0;
  for (let i = 0; i < ACTION_TYPES.length; i++) {
    if (isSelectable(state, seat, ACTION_TYPES[i] as ActionType, gold)) mask |= 1 << i;
  }
  cache.set(key, mask);
  return mask;
}

function isSelectable(state: MuranoState, seat: Seat, type: ActionType, gold: number): boolean {
  const p = player(state, seat);
  const nullOk = state.config.allowNullActions;
  switch (type) {
    case "TAKE_2_GOLD":
      return true;
    case "BUY_GLASS_FACTORY":
      return state.glassFactoryStack.length > 0 && gold >= CONSTANTS.glassFactoryPrice;
    case "BUY_SHOP":
      return state.shopStack.length > 0 && gold >= CONSTANTS.topTilePrice;
    case "BUY_PALACE":
      return state.palaceStack.length > 0 && gold >= CONSTANTS.topTilePrice;
    case "BUY_SPECIAL_BUILDING":
      return state.specialTileStack.length > 0 && gold >= CONSTANTS.specialTilePrice;
    case "RECRUIT":
      return state.characterDeck.length > 0 && (!state.config.recruitRequiresAffordableCost || gold >= recruitCost(state, seat));
    case "PLACE_GONDOLIER": {
      if (p.personal === 0) return false;
      const own = seatColour(seat);
      const ownPrice = gondolaPrice(state, seat, true);
      const otherPrice = gondolaPrice(state, seat, false);
      return emptyGondolas(state).some((g) => (gondolaOf(g).colour === own ? ownPrice : otherPrice) <= gold);
    }
    case "BUILD":
      return nullOk || canPlaceSomething(state, seat);
    case "INCOME":
      return nullOk || islandsOf(state).some((i) => incomeFor(state, i, seat) > 0);
    case "PRODUCTION":
      // With null actions allowed, producing nothing (f = 0) is always a choice.
      return nullOk || productionChoices(state, seat).length > 0;
    case "GONDOLIER": {
      const { hirePrice } = gondolierTerms(state, seat);
      return nullOk || p.personal > 0 || (p.general > 0 && gold >= hirePrice);
    }
  }
}

/**
 * Whether, after the movements made so far, the player can still finish an action turn: some
 * further movements, each affordable, ending on a selectable action. The engine offers a `move`
 * only when this holds afterwards, so paid movements never lead to a dead end.
 *
 * @example
 * canComplete(state, 0, state.ships, [], 5); // true at the start of a game
 * @category Turn
 */
export function canComplete(state: MuranoState, seat: Seat, ships: readonly number[], moved: readonly number[], gold: number): boolean {
  return completes(state, seat, hasActive(state, seat, "lighthouse"), ships, moved, gold, undefined);
}

/** The search behind {@link canComplete}; `seen` holds the positions already tried deeper down. */
function completes(
  state: MuranoState,
  seat: Seat,
  lighthouse: boolean,
  ships: readonly number[],
  moved: readonly number[],
  gold: number,
  seen: Set<string> | undefined,
): boolean {
  const cost = movementCost(moved.length + 1);
  if (gold < cost) return false;
  const mask = selectableMask(state, seat, gold - cost);
  const reachable = reachableSpaces(ships, moved);
  for (let q = 0; q < CONSTANTS.ringSize; q++) {
    if ((reachable >> q) & 1 && (mask & (SPACE_BIT[q] ?? 0)) !== 0) return true;
  }
  if (lighthouse && !moved.includes(CONSTANTS.redShip)) {
    const to = lighthouseTarget(ships);
    if (to !== undefined && (mask & (SPACE_BIT[to] ?? 0)) !== 0) return true;
  }
  // No action is reachable with one more movement: search deeper, once per position.
  const tried = seen ?? new Set<string>();
  const key = `${ships.join(",")}|${moved.join(",")}|${gold}`;
  if (tried.has(key)) return false;
  tried.add(key);
  for (let ship = 0; ship < ships.length; ship++) {
    if (moved.includes(ship)) continue;
    for (const to of moveTargets(ships, ship)) {
      if (completes(state, seat, lighthouse, moveShip(ships, ship, to), [...moved, ship], gold - cost, tried)) return true;
    }
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Turn order and the end of the game
// ---------------------------------------------------------------------------------------------

/**
 * The seats that must act: the current player, or the scoring player; none once the game is over.
 *
 * @example
 * activePlayers(state); // [state.current]
 * @category Turn
 */
export function activePlayers(state: MuranoState): readonly Seat[] {
  return state.step.kind === "over" ? [] : [state.current];
}

function checkTrigger(state: MuranoState): MuranoState {
  if (state.ending !== null || stackEmptyCount(state) < 2) return state;
  return { ...state, ending: { rule: "lastTurns", triggeredBy: state.current } };
}

function endTurn(state: MuranoState): MuranoState {
  const n = state.config.playerCount;
  if (state.ending !== null && isGameOverAfterTurn(state.ending, state.current, state.startPlayer, n)) {
    return advanceScoring({ ...state, step: { kind: "scoring", order: seatsClockwise(n, state.ending.triggeredBy), index: 0 } });
  }
  const next = nextSeat(state.current, n);
  const turn = state.turn + 1;
  return updatePlayer({ ...state, current: next, turn, step: { kind: "turn", moved: [] } }, next, (p) => ({ ...p, lastTurn: turn }));
}

/** The end of an action: the trigger check, then the final-turn placement or the end of the turn. */
function afterAction(state: MuranoState, bought: string | null, extraBead = false): MuranoState {
  const s = checkTrigger(state);
  if (bought !== null && s.ending !== null && finalPlacementSpaces(s, s.current, bought).length > 0) {
    return { ...s, step: { kind: "finalPlace", tile: bought } };
  }
  if (extraBead) return { ...s, step: { kind: "returnBead" } };
  return endTurn(s);
}

function finalPlacementSpaces(state: MuranoState, seat: Seat, tile: string): readonly string[] {
  if (!canPlaceMarker(state, seat, tile)) return [];
  return buildableSpaces(state, state.config.finalTurnPlacementNeedsStreet);
}

// ---------------------------------------------------------------------------------------------
// Final scoring
// ---------------------------------------------------------------------------------------------

function canScoreAny(state: MuranoState, seat: Seat): boolean {
  return player(state, seat).characters.some((c) => scoringIslands(state, seat, c).length > 0);
}

function finishScoring(state: MuranoState, seat: Seat): MuranoState {
  const bonus = unusedGondolierBonus(state, seat);
  return updatePlayer(state, seat, (p) => ({
    ...p,
    vp: p.vp + bonus,
    breakdown: { ...p.breakdown, gondoliers: p.breakdown.gondoliers + bonus },
  }));
}

function advanceScoring(state: MuranoState): MuranoState {
  let s = state;
  for (;;) {
    const step = s.step;
    if (step.kind !== "scoring") return s;
    const seat = step.order[step.index];
    if (seat === undefined) return { ...s, step: { kind: "over" } };
    if (canScoreAny(s, seat)) return { ...s, current: seat };
    s = { ...finishScoring(s, seat), step: { ...step, index: step.index + 1 } };
  }
}

// ---------------------------------------------------------------------------------------------
// Placing tiles
// ---------------------------------------------------------------------------------------------

const BUILD_VP: Record<Exclude<TileKind, "street">, number> = {
  glassFactory: CONSTANTS.buildingVp.glassFactory,
  shop: CONSTANTS.buildingVp.shop,
  palace: CONSTANTS.buildingVp.palace,
  special: CONSTANTS.buildingVp.special,
};

/** Places a building from a player's hand; a special tile also draws the special card options. */
function placeBuilding(state: MuranoState, seat: Seat, tile: string, cell: string): { state: MuranoState; options: string[] | null } {
  const kind = tileKind(tile) as Exclude<TileKind, "street">;
  const cranes = activeEffects(state, seat).filter((e) => e.kind === "crane" && e.buildings.includes(kind)).length;
  const vp = BUILD_VP[kind];
  let s: MuranoState = {
    ...state,
    cells: withTile(state, cell, tile),
    owners: kind === "shop" || kind === "glassFactory" ? { ...state.owners, [tile]: seat } : state.owners,
  };
  s = updatePlayer(s, seat, (p) => ({
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
  }));
  if (kind !== "special") return { state: s, options: null };
  const options = s.specialDeck.slice(0, CONSTANTS.specialCardDraw);
  return { state: { ...s, specialDeck: s.specialDeck.slice(options.length) }, options };
}

function endBuild(state: MuranoState): MuranoState {
  return afterAction(state, null);
}

// ---------------------------------------------------------------------------------------------
// checkAction: the one judge of legality
// ---------------------------------------------------------------------------------------------


function wrongStep(state: MuranoState, action: MuranoAction): RuleError {
  const now: Record<MuranoState["step"]["kind"], string> = {
    turn: "move a ship or pass",
    buy: "buy the top tile or search the stack",
    search: "pick a tile from the stack",
    recruit: "keep a drawn character or none",
    placeGondolier: "place a gondolier",
    build: "place tiles or end the Build",
    specialCard: "choose a special building card",
    income: "choose an island for Income",
    production: "choose how many glass factories produce",
    sell: "sell beads or not",
    returnBead: "return a bead to the bag",
    gondolier: "hire or dismiss a gondolier",
    finalPlace: "place the bought tile or keep it",
    scoring: "score a character card",
    over: "nothing: the game is over",
  };
  return fail("wrong-step", `You cannot ${action.type} now: you must ${now[state.step.kind]}.`);
}

function checkMovement(state: MuranoState, seat: Seat, action: { type: "pass" | "move" | "act"; ship: number; to: number }, moved: readonly number[]): RuleError | null {
  const p = player(state, seat);
  const { ship, to } = action;
  if (action.type === "pass" && moved.length > 0) return fail("pass-after-move", "You cannot pass after moving ships: a pass moves exactly one ship.");
  if (moved.includes(ship)) return fail("ship-moved-twice", `${shipName(ship)} has already moved this turn (each ship moves at most once per turn).`);
  const cost = action.type === "pass" ? 0 : movementCost(moved.length + 1);
  if (p.gold < cost) return fail("cannot-afford-movement", `Movement ${moved.length + 1} costs ${cost} gold; you have ${p.gold}.`);
  const normal = moveTargets(state.ships, ship);
  const jump =
    action.type === "act" && ship === CONSTANTS.redShip && hasActive(state, seat, "lighthouse") && lighthouseTarget(state.ships) === to;
  if (!normal.includes(to) && !jump) {
    if (to === state.ships[ship]) return fail("no-movement", `${shipName(ship)} is already on space ${to}.`);
    if (shipsOn(state.ships, to) > 0) {
      return fail("space-occupied", `Space ${to} already holds a ship (rule a)${ship === CONSTANTS.redShip ? "; only the Lighthouse, from your next turn on, lets the red ship join it as its last movement" : ""}.`);
    }
    return fail("ship-in-the-way", `${shipName(ship)} cannot reach space ${to} without passing another ship (rule b).`);
  }
  if (action.type === "pass") return null;
  const ships = moveShip(state.ships, ship, to);
  const gold = p.gold - cost;
  if (action.type === "act") {
    const type = ringSpace(to).action;
    return selectable(state, seat, type, gold)
      ? null
      : fail("action-not-selectable", `${ACTION_LABELS[type]} cannot be taken now (empty stack, too little gold, or nothing it could do).`);
  }
  return canComplete(state, seat, ships, [...moved, ship], gold)
    ? null
    : fail("dead-end", "After this movement no action could be completed: you could not afford a further movement to a usable action.");
}

function checkSale(state: MuranoState, seat: Seat, beads: Beads, extra: boolean): RuleError | null {
  const p = player(state, seat);
  const n = beadTotal(beads);
  if (n < 1 || n > 3) return fail("sale-size", "You may sell 1 to 3 beads.");
  if (BEAD_COLOURS.some((c) => beads[c] > p.beads[c])) return fail("beads-not-held", "You do not hold those beads.");
  if (commonColours(beads, activeEffects(state, seat), state.config.studioChaining).length === 0) {
    return fail("sale-one-colour", "You may only sell beads of one colour (a Studio lets its two colours count as each other).");
  }
  if (extra && beadTotal(p.beads) - n < 1) return fail("trading-station-keep", "With the Trading Station's extra bead you must keep at least 1 bead to return at the end of the turn.");
  return null;
}

/**
 * Whether a player may take an action now: `null` if legal, otherwise the broken rule in a
 * player's words.
 *
 * @example
 * checkAction(state, 1, { type: "pass", ship: 7, to: 17 }); // null at the start of a game
 * @category Turn
 */
export function checkAction(state: MuranoState, seat: Seat, action: MuranoAction): RuleError | null {
  if (state.step.kind === "over") return fail("game-over", "The game is over.");
  if (seat !== state.current) return fail("not-your-turn", `It is seat ${state.current}'s turn.`);
  const step = state.step;
  const p = player(state, seat);
  switch (action.type) {
    case "pass":
    case "move":
    case "act":
      if (step.kind !== "turn") return wrongStep(state, action);
      return checkMovement(state, seat, action, step.moved);
    case "buyTop":
    case "search": {
      if (step.kind !== "buy") return wrongStep(state, action);
      const price = action.type === "buyTop" ? CONSTANTS.topTilePrice : CONSTANTS.searchPrice;
      return p.gold >= price ? null : fail("cannot-afford", `That costs ${price} gold; you have ${p.gold}.`);
    }
    case "pick": {
      if (step.kind !== "search") return wrongStep(state, action);
      const stack = step.stack === "shop" ? state.shopStack : state.palaceStack;
      return stack.includes(action.tile) ? null : fail("not-in-stack", `${action.tile} is not in the stack.`);
    }
    case "keep":
      if (step.kind !== "recruit") return wrongStep(state, action);
      if (!step.options.includes(action.card)) return fail("not-drawn", `${action.card} is not one of the cards you drew.`);
      return p.gold >= step.cost ? null : fail("cannot-afford", `Keeping a character costs ${step.cost} gold; you have ${p.gold}.`);
    case "decline":
      return step.kind === "recruit" ? null : wrongStep(state, action);
    case "placeGondolier": {
      if (step.kind !== "placeGondolier") return wrongStep(state, action);
      if (!Object.prototype.hasOwnProperty.call(state.gondolas, action.gondola)) {
        return fail("no-such-gondola", `There is no gondola ${action.gondola} in play.`);
      }
      if (state.gondolas[action.gondola] !== null) return fail("gondola-taken", `${action.gondola} already holds a gondolier.`);
      if (p.personal < 1) return fail("no-gondolier", "You have no gondolier in your personal supply.");
      const price = gondolaPrice(state, seat, gondolaOf(action.gondola).colour === seatColour(seat));
      return p.gold >= price ? null : fail("cannot-afford", `That gondola costs ${price} gold; you have ${p.gold}.`);
    }
    case "drawStreet":
      if (step.kind !== "build") return wrongStep(state, action);
      if (step.drawn !== null) return fail("street-pending", "Place the street you drew first.");
      if (step.placed >= CONSTANTS.buildLimit) return fail("build-limit", "A Build places at most 3 tiles.");
      if ((state.piles[action.pile]?.length ?? 0) === 0) return fail("pile-empty", "That street pile is empty.");
      return emptyStreetSpaces(state).length > 0 ? null : fail("no-street-space", "There is no empty street space left.");
    case "placeStreet": {
      if (step.kind !== "build") return wrongStep(state, action);
      if (step.drawn === null) return fail("no-street-drawn", "Draw a street tile first.");
      if (!isCellId(action.cell) || cellOf(action.cell).kind !== "street" || !islandsOf(state).includes(cellOf(action.cell).island)) {
        return fail("not-a-street-space", `${action.cell} is not a street space of a playable island.`);
      }
      return state.cells[action.cell] === undefined ? null : fail("space-taken", `${action.cell} already holds a tile.`);
    }
    case "placeBuilding":
    case "placeBought": {
      const tile = action.type === "placeBuilding" ? action.tile : step.kind === "finalPlace" ? step.tile : "";
      if (action.type === "placeBuilding") {
        if (step.kind !== "build") return wrongStep(state, action);
        if (step.drawn !== null) return fail("street-pending", "Place the street you drew first.");
        if (step.placed >= CONSTANTS.buildLimit) return fail("build-limit", "A Build places at most 3 tiles.");
        if (!placeableTiles(p).includes(tile)) {
          return [...p.hand.glassFactories, ...p.hand.specialTiles].includes(tile)
            ? fail("identical-tiles-in-order", "Identical tiles are placed in the order they were bought.")
            : fail("tile-not-in-hand", `You do not have ${tile} in front of you.`);
        }
      } else if (step.kind !== "finalPlace") return wrongStep(state, action);
      if (!canPlaceMarker(state, seat, tile)) return fail("no-markers", "You have no markers left for a glass factory or shop.");
      if (!isCellId(action.cell)) return fail("not-a-building-space", `${action.cell} is not a board space.`);
      const c = cellOf(action.cell);
      if (c.kind !== "building" || !islandsOf(state).includes(c.island)) {
        return fail("not-a-building-space", `${action.cell} is not a building space of a playable island.`);
      }
      if (state.cells[action.cell] !== undefined) return fail("space-taken", `${action.cell} already holds a tile.`);
      const needsStreet = action.type === "placeBuilding" || state.config.finalTurnPlacementNeedsStreet;
      return canBuildOn(state, action.cell, needsStreet)
        ? null
        : fail("needs-street", `A building must go next to a street tile, and no street tile touches ${action.cell}.`);
    }
    case "endBuild":
      if (step.kind !== "build") return wrongStep(state, action);
      if (step.drawn !== null) return fail("street-pending", "Place the street you drew first.");
      return step.placed > 0 || state.config.allowNullActions ? null : fail("null-action", "A Build must place at least one tile.");
    case "chooseSpecial":
      if (step.kind !== "specialCard") return wrongStep(state, action);
      return step.options.includes(action.card) ? null : fail("not-drawn", `${action.card} is not one of the cards you drew.`);
    case "income":
      if (step.kind !== "income") return wrongStep(state, action);
      if (!islandsOf(state).includes(action.island)) return fail("not-playable", `${action.island} is not a playable island.`);
      return state.config.allowNullActions || incomeFor(state, action.island, seat) > 0
        ? null
        : fail("null-action", `Income on ${action.island} would give you nothing.`);
    case "produce": {
      if (step.kind !== "production") return wrongStep(state, action);
      const ok = productionChoices(state, seat).some((c) => c.factories === action.factories && c.extra === action.extra);
      if (ok) return null;
      if (action.factories > builtFactories(state, seat)) return fail("not-enough-factories", `You have built only ${builtFactories(state, seat)} glass factories.`);
      if (action.factories > beadTotal(state.bag)) return fail("bag-short", `The bag holds only ${beadTotal(state.bag)} beads.`);
      if (action.extra && !hasActive(state, seat, "tradingStation")) return fail("no-trading-station", "Only an active Trading Station draws an extra bead.");
      if (action.extra) return fail("no-extra-bead", "The extra bead needs at least one factory producing and a bead left in the bag.");
      if (action.factories === 0) return fail("null-action", "Production must produce or sell something.");
      return fail("not-enough-vp", `Each glass factory used costs 2 VP and you have ${p.vp} VP.`);
    }
    case "sell":
      if (step.kind !== "sell") return wrongStep(state, action);
      return checkSale(state, seat, action.beads, step.extra);
    case "noSale":
      if (step.kind !== "sell") return wrongStep(state, action);
      return step.produced > 0 || step.extra || state.config.allowNullActions ? null : fail("null-action", "Production must produce or sell something.");
    case "returnBead":
      if (step.kind !== "returnBead") return wrongStep(state, action);
      return p.beads[action.colour] > 0 ? null : fail("beads-not-held", `You hold no ${action.colour} bead.`);
    case "dismiss":
      if (step.kind !== "gondolier") return wrongStep(state, action);
      return p.personal > 0 ? null : fail("no-gondolier", "You have no gondolier in your personal supply to dismiss.");
    case "hire": {
      if (step.kind !== "gondolier") return wrongStep(state, action);
      const { hirePrice } = gondolierTerms(state, seat);
      if (p.general < 1) return fail("no-gondolier-to-hire", "None of your gondoliers is in the general supply.");
      return p.gold >= hirePrice ? null : fail("cannot-afford", `Hiring costs ${hirePrice} gold; you have ${p.gold}.`);
    }
    case "skipGondolier":
      if (step.kind !== "gondolier") return wrongStep(state, action);
      return state.config.allowNullActions ? null : fail("null-action", "The Gondolier action must hire or dismiss.");
    case "keepBought":
      return step.kind === "finalPlace" ? null : wrongStep(state, action);
    case "score": {
      if (step.kind !== "scoring") return wrongStep(state, action);
      if (!p.characters.includes(action.card)) return fail("card-not-held", `You do not hold ${action.card}, or it is already scored.`);
      const choices = scoreChoices(state, seat, action.card);
      if (!choices.some((c) => c.island === action.island)) {
        return fail(
          "no-gondolier-there",
          `${action.card} cannot score on ${action.island}: you need an unused gondolier on a gondola there, and island-bound cards score only on their own island.`,
        );
      }
      const ok = choices.some(
        (c) => c.island === action.island && c.pay === action.pay && BEAD_COLOURS.every((b) => c.beads[b] === action.beads[b]),
      );
      return ok ? null : fail("bad-score-choice", "That payment or those beads are not allowed for this card here.");
    }
    case "endScoring":
      if (step.kind !== "scoring") return wrongStep(state, action);
      return state.config.characterAssignment === "optional"
        ? null
        : fail("assignment-mandatory", "While a card can be assigned to a gondolier, you must assign it.");
  }
}

// ---------------------------------------------------------------------------------------------
// perform: the effect of an accepted action
// ---------------------------------------------------------------------------------------------

function enterAction(state: MuranoState, seat: Seat, type: ActionType): MuranoState {
  const s = state;
  switch (type) {
    case "TAKE_2_GOLD": {
      const bank = activeEffects(s, seat).find((e) => e.kind === "bank");
      return afterAction(gain(s, seat, CONSTANTS.take2Gold + (bank?.kind === "bank" ? bank.extraGold : 0)), null);
    }
    case "BUY_GLASS_FACTORY": {
      const [tile] = s.glassFactoryStack;
      if (tile === undefined) return s;
      const bought = updatePlayer(pay({ ...s, glassFactoryStack: s.glassFactoryStack.slice(1) }, seat, CONSTANTS.glassFactoryPrice), seat, (p) => ({
        ...p,
        hand: { ...p.hand, glassFactories: [...p.hand.glassFactories, tile] },
      }));
      return afterAction(bought, tile);
    }
    case "BUY_SPECIAL_BUILDING": {
      const [tile] = s.specialTileStack;
      if (tile === undefined) return s;
      const bought = updatePlayer(pay({ ...s, specialTileStack: s.specialTileStack.slice(1) }, seat, CONSTANTS.specialTilePrice), seat, (p) => ({
        ...p,
        hand: { ...p.hand, specialTiles: [...p.hand.specialTiles, tile] },
      }));
      return afterAction(bought, tile);
    }
    case "BUY_SHOP":
      return { ...s, step: { kind: "buy", stack: "shop" } };
    case "BUY_PALACE":
      return { ...s, step: { kind: "buy", stack: "palace" } };
    case "RECRUIT": {
      const options = s.characterDeck.slice(0, recruitDraw(s, seat));
      return { ...s, characterDeck: s.characterDeck.slice(options.length), step: { kind: "recruit", options, cost: recruitCost(s, seat) } };
    }
    case "PLACE_GONDOLIER":
      return { ...s, step: { kind: "placeGondolier" } };
    case "BUILD":
      return { ...s, step: { kind: "build", placed: 0, drawn: null } };
    case "INCOME":
      return { ...s, step: { kind: "income" } };
    case "PRODUCTION":
      return { ...s, step: { kind: "production" } };
    case "GONDOLIER":
      return { ...s, step: { kind: "gondolier" } };
  }
}

function takeTile(state: MuranoState, seat: Seat, stack: "shop" | "palace", tile: string): MuranoState {
  const s: MuranoState =
    stack === "shop" ? { ...state, shopStack: state.shopStack.filter((t) => t !== tile) } : { ...state, palaceStack: state.palaceStack.filter((t) => t !== tile) };
  return updatePlayer(s, seat, (p) => ({
    ...p,
    hand: stack === "shop" ? { ...p.hand, shops: [...p.hand.shops, tile] } : { ...p.hand, palaces: [...p.hand.palaces, tile] },
  }));
}

function afterPlacement(state: MuranoState, placed: number, options: string[] | null, inBuild: boolean): MuranoState {
  if (options !== null) return { ...state, step: { kind: "specialCard", options, resume: inBuild ? { placed } : null } };
  if (!inBuild) return endTurn(checkTrigger(state));
  return placed >= CONSTANTS.buildLimit ? endBuild(state) : { ...state, step: { kind: "build", placed, drawn: null } };
}

function perform(state: MuranoState, seat: Seat, action: MuranoAction): MuranoState {
  const step = state.step;
  switch (action.type) {
    case "pass":
      return endTurn(gain({ ...state, ships: moveShip(state.ships, action.ship, action.to) }, seat, CONSTANTS.passGold));
    case "move": {
      const moved = step.kind === "turn" ? step.moved : [];
      const s = pay({ ...state, ships: moveShip(state.ships, action.ship, action.to) }, seat, movementCost(moved.length + 1));
      return { ...s, step: { kind: "turn", moved: [...moved, action.ship] } };
    }
    case "act": {
      const moved = step.kind === "turn" ? step.moved : [];
      const s = pay({ ...state, ships: moveShip(state.ships, action.ship, action.to) }, seat, movementCost(moved.length + 1));
      return enterAction({ ...s, step: { kind: "turn", moved: [...moved, action.ship] } }, seat, ringSpace(action.to).action);
    }
    case "buyTop": {
      if (step.kind !== "buy") return state;
      const stack = step.stack === "shop" ? state.shopStack : state.palaceStack;
      const [tile] = stack;
      if (tile === undefined) return state;
      return afterAction(takeTile(pay(state, seat, CONSTANTS.topTilePrice), seat, step.stack, tile), tile);
    }
    case "search":
      if (step.kind !== "buy") return state;
      return { ...pay(state, seat, CONSTANTS.searchPrice), step: { kind: "search", stack: step.stack } };
    case "pick": {
      if (step.kind !== "search") return state;
      const s = takeTile(state, seat, step.stack, action.tile);
      const rest = step.stack === "shop" ? s.shopStack : s.palaceStack;
      const [shuffled, rng] = shuffle(s.rng, rest);
      const reshuffled: MuranoState = step.stack === "shop" ? { ...s, rng, shopStack: shuffled } : { ...s, rng, palaceStack: shuffled };
      return afterAction(reshuffled, action.tile);
    }
    case "keep":
    case "decline": {
      if (step.kind !== "recruit") return state;
      const kept = action.type === "keep" ? action.card : null;
      let s: MuranoState = { ...state, characterDeck: [...state.characterDeck, ...step.options.filter((c) => c !== kept)] };
      if (kept !== null) {
        s = updatePlayer(pay(s, seat, step.cost), seat, (p) => ({ ...p, characters: [...p.characters, kept], recruited: p.recruited + 1 }));
      }
      return afterAction(s, null);
    }
    case "placeGondolier": {
      const price = gondolaPrice(state, seat, gondolaOf(action.gondola).colour === seatColour(seat));
      const bar = activeEffects(state, seat).filter((e) => e.kind === "docksideBar").length;
      const s = updatePlayer(pay({ ...state, gondolas: { ...state.gondolas, [action.gondola]: seat } }, seat, price), seat, (p) => ({
        ...p,
        personal: p.personal - 1,
        vp: p.vp + bar,
        breakdown: { ...p.breakdown, docksideBar: p.breakdown.docksideBar + bar },
      }));
      return afterAction(s, null);
    }
    case "drawStreet": {
      if (step.kind !== "build") return state;
      const pile = state.piles[action.pile] ?? [];
      const [tile] = pile;
      if (tile === undefined) return state;
      return {
        ...state,
        piles: state.piles.map((p, i) => (i === action.pile ? p.slice(1) : p)),
        step: { ...step, drawn: tile },
      };
    }
    case "placeStreet": {
      if (step.kind !== "build" || step.drawn === null) return state;
      const s: MuranoState = { ...state, cells: withTile(state, action.cell, step.drawn) };
      return afterPlacement(s, step.placed + 1, null, true);
    }
    case "placeBuilding": {
      if (step.kind !== "build") return state;
      const placed = placeBuilding(state, seat, action.tile, action.cell);
      return afterPlacement(placed.state, step.placed + 1, placed.options, true);
    }
    case "placeBought": {
      if (step.kind !== "finalPlace") return state;
      const placed = placeBuilding(state, seat, step.tile, action.cell);
      return afterPlacement(placed.state, 0, placed.options, false);
    }
    case "keepBought":
      return endTurn(state);
    case "endBuild":
      return endBuild(state);
    case "chooseSpecial": {
      if (step.kind !== "specialCard") return state;
      const basilica = specialCard(action.card).effect;
      const bonus = basilica.kind === "basilica" ? basilica.vp : 0;
      let s: MuranoState = { ...state, specialDeck: [...state.specialDeck, ...step.options.filter((c) => c !== action.card)] };
      s = updatePlayer(s, seat, (p) => ({
        ...p,
        specialCards: [...p.specialCards, { card: action.card, turn: state.turn }],
        vp: p.vp + bonus,
        breakdown: { ...p.breakdown, basilica: p.breakdown.basilica + bonus },
      }));
      if (step.resume === null) return endTurn(checkTrigger(s));
      return step.resume.placed >= CONSTANTS.buildLimit ? endBuild(s) : { ...s, step: { kind: "build", placed: step.resume.placed, drawn: null } };
    }
    case "income":
      return afterAction(gain(state, seat, incomeFor(state, action.island, seat)), null);
    case "produce": {
      const p = player(state, seat);
      const loss = Math.min(p.vp, CONSTANTS.productionVpPerFactory * action.factories);
      const guild = action.factories > 0 ? activeEffects(state, seat).filter((e) => e.kind === "guildHall").length : 0;
      let bag = state.bag;
      let rng = state.rng;
      const beads = { ...p.beads };
      for (let i = 0; i < action.factories + (action.extra ? 1 : 0); i++) {
        const drawn = drawFromBag(rng, bag);
        if (drawn === undefined) break;
        const [colour, nextBag, nextRng] = drawn;
        beads[colour as BeadColour] += 1;
        bag = nextBag as Beads;
        rng = nextRng;
      }
      const s = updatePlayer({ ...state, bag, rng }, seat, (q) => ({
        ...q,
        vp: q.vp - loss + guild,
        beads,
        breakdown: { ...q.breakdown, production: q.breakdown.production + loss, guildHall: q.breakdown.guildHall + guild },
      }));
      return { ...s, step: { kind: "sell", extra: action.extra, produced: action.factories } };
    }
    case "sell": {
      if (step.kind !== "sell") return state;
      const sold = action.beads;
      const s = updatePlayer(
        { ...state, bag: { red: state.bag.red + sold.red, green: state.bag.green + sold.green, blue: state.bag.blue + sold.blue } },
        seat,
        (p) => ({ ...p, beads: { red: p.beads.red - sold.red, green: p.beads.green - sold.green, blue: p.beads.blue - sold.blue } }),
      );
      return afterAction(gain(s, seat, CONSTANTS.saleGold[beadTotal(sold)] ?? 0), null, step.extra);
    }
    case "noSale":
      return afterAction(state, null, step.kind === "sell" && step.extra);
    case "returnBead": {
      const s = updatePlayer({ ...state, bag: { ...state.bag, [action.colour]: state.bag[action.colour] + 1 } }, seat, (p) => ({
        ...p,
        beads: { ...p.beads, [action.colour]: p.beads[action.colour] - 1 },
      }));
      return endTurn(s);
    }
    case "dismiss": {
      const { dismissGold } = gondolierTerms(state, seat);
      const s = updatePlayer(state, seat, (p) => ({ ...p, personal: p.personal - 1, general: p.general + 1 }));
      return afterAction(gain(s, seat, dismissGold), null);
    }
    case "hire": {
      const { hirePrice } = gondolierTerms(state, seat);
      const s = updatePlayer(pay(state, seat, hirePrice), seat, (p) => ({ ...p, personal: p.personal + 1, general: p.general - 1 }));
      return afterAction(s, null);
    }
    case "skipGondolier":
      return afterAction(state, null);
    case "score": {
      const vp = cardVp(state, seat, action.card, action.island, action.pay, action.beads);
      const g = Object.keys(state.gondolas).find((id) => state.gondolas[id] === seat && gondolaOf(id).island === action.island);
      if (g === undefined) return state;
      const b = action.beads;
      const s = updatePlayer(
        {
          ...state,
          gondolas: { ...state.gondolas, [g]: null },
          bag: { red: state.bag.red + b.red, green: state.bag.green + b.green, blue: state.bag.blue + b.blue },
        },
        seat,
        (p) => ({
          ...p,
          gold: p.gold - action.pay,
          vp: p.vp + vp,
          beads: { red: p.beads.red - b.red, green: p.beads.green - b.green, blue: p.beads.blue - b.blue },
          characters: p.characters.filter((c) => c !== action.card),
          scored: [...p.scored, { card: action.card, island: action.island, vp }],
          breakdown: { ...p.breakdown, characters: p.breakdown.characters + vp },
        }),
      );
      return advanceScoring(s);
    }
    case "endScoring": {
      if (step.kind !== "scoring") return state;
      return advanceScoring({ ...finishScoring(state, seat), step: { ...step, index: step.index + 1 } });
    }
  }
}

/**
 * The pure reducer: the next state, or the rule the action breaks (the state is left untouched).
 *
 * @example
 * const next = apply(state, state.current, { type: "pass", ship: 7, to: 17 });
 * @category Turn
 */
export function apply(state: MuranoState, seat: Seat, action: MuranoAction) {
  const error = checkAction(state, seat, action);
  return error === null ? either.right(perform(state, seat, action)) : either.left(error);
}

// ---------------------------------------------------------------------------------------------
// legalActions
// ---------------------------------------------------------------------------------------------

/** Candidate actions for the steps other than movements and Build; `checkAction` filters them. */
function candidates(state: MuranoState, seat: Seat): MuranoAction[] {
  const step = state.step;
  const p = player(state, seat);
  switch (step.kind) {
    case "turn":
    case "build":
      // Enumerated directly by turnActions and buildActions (hot paths).
      return [];
    case "buy":
      return [{ type: "buyTop" }, { type: "search" }];
    case "search":
      return [...(step.stack === "shop" ? state.shopStack : state.palaceStack)].sort().map((tile) => ({ type: "pick", tile }));
    case "recruit":
      return [...step.options.map((card): MuranoAction => ({ type: "keep", card })), { type: "decline" }];
    case "placeGondolier":
      return emptyGondolas(state).map((gondola) => ({ type: "placeGondolier", gondola }));
    case "specialCard":
      return step.options.map((card) => ({ type: "chooseSpecial", card }));
    case "income":
      return islandsOf(state).map((island) => ({ type: "income", island }));
    case "production":
      return productionChoices(state, seat).map((c) => ({ type: "produce", ...c }));
    case "sell": {
      const out: MuranoAction[] = [];
      for (let r = 0; r <= Math.min(3, p.beads.red); r++) {
        for (let g = 0; g <= Math.min(3 - r, p.beads.green); g++) {
          for (let b = 0; b <= Math.min(3 - r - g, p.beads.blue); b++) {
            if (r + g + b > 0) out.push({ type: "sell", beads: { red: r, green: g, blue: b } });
          }
        }
      }
      out.push({ type: "noSale" });
      return out;
    }
    case "returnBead":
      return BEAD_COLOURS.map((colour) => ({ type: "returnBead", colour }));
    case "gondolier":
      return [{ type: "dismiss" }, { type: "hire" }, { type: "skipGondolier" }];
    case "finalPlace":
      return [...finalPlacementSpaces(state, seat, step.tile).map((cell): MuranoAction => ({ type: "placeBought", cell })), { type: "keepBought" }];
    case "scoring":
      return [
        ...p.characters.flatMap((card) => scoreChoices(state, seat, card).map((c): MuranoAction => ({ type: "score", ...c }))),
        { type: "endScoring" },
      ];
    case "over":
      return [];
  }
}

/**
 * Every action the seat may take now, in a stable order; empty for a seat that is not to act.
 *
 * @example
 * legalActions(state, state.current).length > 0; // true before the end
 * @category Turn
 */
export function legalActions(state: MuranoState, seat: Seat): readonly MuranoAction[] {
  if (state.step.kind === "over" || seat !== state.current) return [];
  if (state.step.kind === "turn") return turnActions(state, seat, state.step.moved);
  if (state.step.kind === "build") return buildActions(state, seat, state.step.placed, state.step.drawn);
  return candidates(state, seat).filter((a) => checkAction(state, seat, a) === null);
}

/**
 * The legal choices of a Build, enumerated directly (the other hot path). It applies exactly the
 * tests of `checkAction` for `drawStreet`, `placeStreet`, `placeBuilding` and `endBuild`; a unit
 * test applies every candidate and compares.
 */
function buildActions(state: MuranoState, seat: Seat, placed: number, drawn: string | null): MuranoAction[] {
  const streets = emptyStreetSpaces(state);
  if (drawn !== null) return streets.map((c) => ({ type: "placeStreet", cell: c.id }));
  const out: MuranoAction[] = [];
  const room = placed < CONSTANTS.buildLimit;
  if (room && streets.length > 0) {
    for (const pile of [0, 1] as const) if ((state.piles[pile]?.length ?? 0) > 0) out.push({ type: "drawStreet", pile });
  }
  if (room) {
    const spaces = buildableSpaces(state);
    for (const tile of placeableTiles(player(state, seat))) {
      if (!canPlaceMarker(state, seat, tile)) continue;
      for (const cell of spaces) out.push({ type: "placeBuilding", tile, cell });
    }
  }
  if (placed > 0 || state.config.allowNullActions) out.push({ type: "endBuild" });
  return out;
}

/**
 * The legal movements of the turn step, enumerated directly (the hot path of random play). It
 * applies exactly the tests of `checkMovement`; a unit test applies every pass / move / act
 * candidate and compares, and the law suite checks listed actions are accepted.
 */
function turnActions(state: MuranoState, seat: Seat, moved: readonly number[]): MuranoAction[] {
  const out: MuranoAction[] = [];
  const gold = player(state, seat).gold;
  const cost = movementCost(moved.length + 1);
  const affordable = gold >= cost;
  const mask = affordable ? selectableMask(state, seat, gold - cost) : 0;
  const lighthouse = hasActive(state, seat, "lighthouse");
  for (let ship = 0; ship < state.ships.length; ship++) {
    if (moved.includes(ship)) continue;
    for (const to of moveTargets(state.ships, ship)) {
      if (moved.length === 0) out.push({ type: "pass", ship, to });
      if (!affordable) continue;
      if (completes(state, seat, lighthouse, moveShip(state.ships, ship, to), [...moved, ship], gold - cost, undefined)) out.push({ type: "move", ship, to });
      if ((mask & (SPACE_BIT[to] ?? 0)) !== 0) out.push({ type: "act", ship, to });
    }
    if (affordable && ship === CONSTANTS.redShip && lighthouse) {
      const to = lighthouseTarget(state.ships);
      if (to !== undefined && (mask & (SPACE_BIT[to] ?? 0)) !== 0) out.push({ type: "act", ship, to });
    }
  }
  return out;
}
