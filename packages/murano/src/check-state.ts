/**
 * Whether a state can occur in a game with a given config (the contract's `checkState`): the
 * engine runs it on every state it did not make itself (a scenario's start state, a saved match's
 * custom start), after the state codec; the law suite runs it on every state reached in play.
 *
 * The codec checks shapes and ids; these checks check what ties the parts together:
 * the config and the seats, every component exactly once (tiles, characters, special cards, beads,
 * gondoliers), the removals of the 2–3 player game, the board, the markers, the ships, the
 * counters within what the components and the config allow, and the derived parts (VP against its
 * breakdown, special cards against special tiles built, the end trigger against the stacks, the
 * pending step against the rest). Each check returns `undefined` when it finds nothing, else the
 * problem in words; {@link checkState} returns the first problem of the first failing check.
 *
 * @module
 */
import { seatsClockwise } from "@laguna/core";
import type { MuranoConfig } from "./config";
import { CONFIG_OPTIONS } from "./config";
import {
  BEAD_COLOURS,
  CHARACTER_CARDS,
  CONSTANTS,
  GLASS_FACTORY_TILES,
  PALACE_TILES,
  SHOP_TILES,
  SPECIAL_CARDS,
  SPECIAL_TILES,
  STREET_TILES,
  type TileKind,
  boardCells,
  cell,
  characterCard,
  gondolaIds,
  playableIslands,
  setupFor,
  specialCard,
  tileKind,
} from "./data";
import { blackOrder, shipsOn } from "./ring";
import type { MuranoState } from "./state";

/**
 * One check of a state against a config: `undefined` when it finds nothing wrong, else what is
 * wrong, in words.
 *
 * @example
 * const seatsOnly: StateCheck = (s, c) => (s.players.length === c.playerCount ? undefined : "wrong number of players");
 * @category State checks
 */
export type StateCheck = (state: MuranoState, config: MuranoConfig) => string | undefined;

/** `undefined` when `found` holds exactly the ids of `all`, each once; else the first problem. */
function exactlyOnce(what: string, found: readonly string[], all: readonly string[]): string | undefined {
  const count = new Map<string, number>();
  for (const id of found) count.set(id, (count.get(id) ?? 0) + 1);
  for (const id of all) {
    const n = count.get(id) ?? 0;
    if (n === 0) return `${what}: ${id} is nowhere`;
    if (n > 1) return `${what}: ${id} is in ${n} places at once`;
    count.delete(id);
  }
  const [extra] = count.keys();
  return extra === undefined ? undefined : `${what}: ${extra} is not in a game of this size`;
}

const onBoard = (s: MuranoState, kind: TileKind): string[] => Object.values(s.cells).filter((t) => tileKind(t) === kind);
const isSmall = (config: MuranoConfig): boolean => setupFor(config.playerCount).side === "2-3p";
const inSmallGame = <T extends { readonly removedIn23: boolean }>(r: T): boolean => !r.removedIn23;
const scoringOrOver = (s: MuranoState): boolean => s.step.kind === "scoring" || s.step.kind === "over";
const stacksEmpty = (s: MuranoState): number =>
  (s.piles.every((p) => p.length === 0) ? 1 : 0) +
  (s.shopStack.length === 0 ? 1 : 0) +
  (s.palaceStack.length === 0 ? 1 : 0) +
  (s.glassFactoryStack.length === 0 ? 1 : 0) +
  (s.specialTileStack.length === 0 ? 1 : 0);

/** The fields of a config, in the codec's order (for naming the first that differs). */
const CONFIG_KEYS = ["playerCount", ...Object.keys(CONFIG_OPTIONS)] as (keyof MuranoConfig)[];

/** The most characters a Recruit can draw (3, or a Hostel's 5). */
const MAX_RECRUIT_DRAW = Math.max(
  CONSTANTS.recruitDraw,
  ...SPECIAL_CARDS.map((c) => (c.effect.kind === "hostel" ? c.effect.draw : 0)),
);

/** The most VP a crane gives for one building. */
const CRANE_VP = Math.max(0, ...SPECIAL_CARDS.map((c) => (c.effect.kind === "crane" ? c.effect.vp : 0)));

/** The most VP a Dockside Bar gives for one gondolier placed. */
const DOCKSIDE_BAR_VP = Math.max(0, ...SPECIAL_CARDS.map((c) => (c.effect.kind === "docksideBar" ? c.effect.vp : 0)));

/**
 * The checks of {@link checkState}, by name, in the order it runs them. The config and seat
 * checks come first: the later checks rely on the seats being those of the config.
 *
 * @example
 * STATE_CHECKS.beads(setup(defaultConfig(2), 1), defaultConfig(2)); // undefined
 * @category State checks
 */
export const STATE_CHECKS: Readonly<Record<string, StateCheck>> = {
  /** The state was set up with this config: same player count, same rule options. */
  config: (s, config) => {
    if (s.config.playerCount !== config.playerCount) {
      return `the state is a ${s.config.playerCount}-player game but the config is for ${config.playerCount} players`;
    }
    const differs = CONFIG_KEYS.find((k) => s.config[k] !== config[k]);
    return differs === undefined
      ? undefined
      : `the state's rule option ${differs} is ${JSON.stringify(s.config[differs])}, the config's is ${JSON.stringify(config[differs])}`;
  },
  /** One player record per seat; every seat named anywhere sits at the table. */
  seats: (s, config) => {
    const n = config.playerCount;
    if (s.players.length !== n) return `${s.players.length} player records for ${n} players`;
    if (s.startPlayer >= n) return `the start player is seat ${s.startPlayer}, but the seats are 0 to ${n - 1}`;
    if (config.startPlayer !== "random" && s.startPlayer !== config.startPlayer) {
      return `the start player is seat ${s.startPlayer}, but the config fixes seat ${config.startPlayer}`;
    }
    if (s.current >= n) return `the current player is seat ${s.current}, but the seats are 0 to ${n - 1}`;
    if (s.ending !== null && s.ending.triggeredBy >= n) return `the end was triggered by seat ${s.ending.triggeredBy}, but the seats are 0 to ${n - 1}`;
    const owner = Object.entries(s.owners).find(([, seat]) => seat >= n);
    if (owner !== undefined) return `${owner[0]} carries the marker of seat ${owner[1]}, who is not at the table`;
    const boat = Object.entries(s.gondolas).find(([, seat]) => seat !== null && seat >= n);
    if (boat !== undefined) return `a gondolier of seat ${boat[1]} is on ${boat[0]}, but that seat is not at the table`;
    return undefined;
  },
  /** 30 beads, 10 per colour, in the bag or in front of players. */
  beads: (s) => {
    for (const c of BEAD_COLOURS) {
      const n = s.bag[c] + s.players.reduce((x, p) => x + p.beads[c], 0);
      if (n !== CONSTANTS.beadsPerColour) return `${n} ${c} beads in the game instead of ${CONSTANTS.beadsPerColour}`;
    }
    return undefined;
  },
  /** Every tile of every type exactly once (stacks, hands, board, removed, a drawn street); the 2–3p removals. */
  tiles: (s, config) => {
    const small = isSmall(config);
    const drawn = s.step.kind === "build" && s.step.drawn !== null ? [s.step.drawn] : [];
    const hands = (k: "shops" | "palaces" | "glassFactories" | "specialTiles") => s.players.flatMap((p) => p.hand[k]);
    const inPlay = <T extends { readonly id: string; readonly removedIn23: boolean }>(rs: readonly T[]) => rs.filter((r) => !small || inSmallGame(r)).map((r) => r.id);
    const removedFixed = <T extends { readonly id: string; readonly removedIn23: boolean }>(rs: readonly T[]) => (small ? rs.filter((r) => r.removedIn23).map((r) => r.id) : []);
    const sameList = (what: string, found: readonly string[], want: readonly string[]) =>
      [...found].sort().join() === [...want].sort().join() ? undefined : `the ${what} out of the game are ${found.join(", ") || "none"}, not ${want.join(", ") || "none"}`;
    const palacesOut = setupFor(config.playerCount).palacesRemovedUnseen;
    return (
      sameList("streets", s.removed.streets, removedFixed(STREET_TILES)) ??
      sameList("shops", s.removed.shops, removedFixed(SHOP_TILES)) ??
      sameList("glass factories", s.removed.glassFactories, removedFixed(GLASS_FACTORY_TILES)) ??
      sameList("special tiles", s.removed.specialTiles, removedFixed(SPECIAL_TILES)) ??
      (s.removed.palaces.length === palacesOut ? undefined : `${s.removed.palaces.length} palaces out of the game instead of ${palacesOut}`) ??
      exactlyOnce("streets", [...s.piles.flat(), ...onBoard(s, "street"), ...drawn], inPlay(STREET_TILES)) ??
      exactlyOnce("shops", [...s.shopStack, ...hands("shops"), ...onBoard(s, "shop")], inPlay(SHOP_TILES)) ??
      exactlyOnce("palaces", [...s.palaceStack, ...hands("palaces"), ...onBoard(s, "palace"), ...s.removed.palaces], PALACE_TILES.map((t) => t.id)) ??
      exactlyOnce("glass factories", [...s.glassFactoryStack, ...hands("glassFactories"), ...onBoard(s, "glassFactory")], inPlay(GLASS_FACTORY_TILES)) ??
      exactlyOnce("special tiles", [...s.specialTileStack, ...hands("specialTiles"), ...onBoard(s, "special")], inPlay(SPECIAL_TILES)) ??
      (s.piles.length === 2 ? undefined : `${s.piles.length} street piles instead of 2`)
    );
  },
  /** Tiles only on playable spaces of the right kind; buildings next to a street tile. */
  board: (s, config) => {
    const playable = new Set(boardCells(setupFor(config.playerCount).side).map((c) => c.id));
    for (const [id, tile] of Object.entries(s.cells)) {
      if (!playable.has(id)) return `${tile} is on ${id}, which is not a playable space with ${config.playerCount} players`;
      const c = cell(id);
      if ((tileKind(tile) === "street") !== (c.kind === "street")) return `${tile} is on ${id}, a ${c.kind} space`;
      // The final-turn placement without a street is an option; every other building touches a street.
      if (c.kind === "building" && config.finalTurnPlacementNeedsStreet && !c.neighbours.some((n) => s.cells[n] !== undefined)) {
        return `${tile} on ${id} touches no street tile`;
      }
    }
    return undefined;
  },
  /** One marker on each glass factory and shop on the board, none elsewhere; the marker limit. */
  markers: (s, config) => {
    const marked = new Set([...onBoard(s, "glassFactory"), ...onBoard(s, "shop")]);
    const stray = Object.keys(s.owners).find((t) => !marked.has(t));
    if (stray !== undefined) return `${stray} carries a marker but is not a glass factory or shop on the board`;
    const bare = [...marked].find((t) => s.owners[t] === undefined);
    if (bare !== undefined) return `${bare} is on the board without its builder's marker`;
    if (config.markerLimitPerPlayer !== null) {
      for (let seat = 0; seat < s.players.length; seat++) {
        const used = Object.values(s.owners).filter((o) => o === seat).length;
        if (used > config.markerLimitPerPlayer) return `seat ${seat} has ${used} markers on the board, more than the ${config.markerLimitPerPlayer} allowed`;
      }
    }
    return undefined;
  },
  /** The gold supply; VP against its breakdown, and each breakdown line against the board and the cards. */
  goldAndVp: (s, config) => {
    const gold = s.players.reduce((x, p) => x + p.gold, 0);
    if (config.goldSupplyLimit !== null && gold > config.goldSupplyLimit) return `the players hold ${gold} gold, more than the supply of ${config.goldSupplyLimit}`;
    const finished = finishedScoring(s);
    for (const [seat, p] of s.players.entries()) {
      const b = p.breakdown;
      const sum = CONSTANTS.startingVp + b.buildings + b.cranes + b.basilica + b.docksideBar + b.guildHall - b.production + b.characters + b.gondoliers;
      if (sum !== p.vp) return `seat ${seat} has ${p.vp} VP but its score sheet adds up to ${sum}`;
      const basilica = p.specialCards.reduce((x, c) => {
        const e = specialCard(c.card).effect;
        return x + (e.kind === "basilica" ? e.vp : 0);
      }, 0);
      if (b.basilica !== basilica) return `seat ${seat} has ${b.basilica} Basilica VP but its cards give ${basilica}`;
      const scored = p.scored.reduce((x, c) => x + c.vp, 0);
      if (b.characters !== scored) return `seat ${seat} has ${b.characters} character VP but its scored cards give ${scored}`;
      const placed = p.scored.length + Object.values(s.gondolas).filter((g) => g === seat).length;
      if (b.docksideBar > placed * DOCKSIDE_BAR_VP) return `seat ${seat} has ${b.docksideBar} Dockside Bar VP but placed only ${placed} gondoliers`;
      if (!finished.has(seat) && b.gondoliers > 0) return `seat ${seat} has unused-gondolier VP before finishing final scoring`;
      if (b.gondoliers > CONSTANTS.maxGondoliersHeld) return `seat ${seat} has ${b.gondoliers} unused-gondolier VP, more than its ${CONSTANTS.maxGondoliersHeld} gondoliers`;
    }
    const buildings = Object.values(s.cells).filter((t) => tileKind(t) !== "street");
    const vp = buildings.reduce((x, t) => x + buildingVp(t), 0);
    const counted = s.players.reduce((x, p) => x + p.breakdown.buildings, 0);
    if (counted !== vp) return `the players have ${counted} VP for buildings, but the buildings on the board give ${vp}`;
    const cranes = s.players.reduce((x, p) => x + p.breakdown.cranes, 0);
    if (cranes > buildings.length * CRANE_VP) return `the players have ${cranes} crane VP for ${buildings.length} buildings`;
    return undefined;
  },
  /** 8 gondoliers per colour in play; at most 7 held; none on an island before final scoring. */
  gondoliers: (s, config) => {
    const want = gondolaIds(setupFor(config.playerCount).side);
    const have = Object.keys(s.gondolas);
    const known = new Set(want);
    const odd = have.find((g) => !known.has(g));
    if (odd !== undefined) return `gondola ${odd} is not at a playable island with ${config.playerCount} players`;
    if (have.length !== want.length) return `${have.length} gondolas instead of ${want.length}`;
    for (const [seat, p] of s.players.entries()) {
      const onGondolas = Object.values(s.gondolas).filter((g) => g === seat).length;
      const total = 1 + p.personal + p.general + onGondolas + p.scored.length;
      if (total !== CONSTANTS.gondoliersPerColour) return `seat ${seat} has ${total} gondoliers instead of ${CONSTANTS.gondoliersPerColour}`;
      if (p.personal > CONSTANTS.maxGondoliersHeld) return `seat ${seat} holds ${p.personal} gondoliers, more than ${CONSTANTS.maxGondoliersHeld}`;
      if (!scoringOrOver(s) && p.scored.length > 0) return `seat ${seat} has scored characters before final scoring`;
    }
    return undefined;
  },
  /** 8 ships; at most 2 on a space, and a double space holds the red ship (a Lighthouse's); the black ships in order. */
  ships: (s) => {
    if (s.ships.length !== CONSTANTS.shipCount) return `${s.ships.length} ships instead of ${CONSTANTS.shipCount}`;
    for (const space of new Set(s.ships)) {
      const n = shipsOn(s.ships, space);
      if (n > 2) return `${n} ships on space ${space}`;
      if (n === 2 && s.ships[CONSTANTS.redShip] !== space) return `two black ships on space ${space}`;
      if (n === 2 && !s.players.some((p) => p.specialCards.some((c) => specialCard(c.card).effect.kind === "lighthouse"))) {
        return `two ships on space ${space}, but nobody owns the Lighthouse`;
      }
    }
    const order = blackOrder(s.ships).join();
    return order === "1,2,3,4,5,6,7" ? undefined : `the black ships are out of their order: ${order}`;
  },
  /** Every character exactly once (deck, hands, scored, removed, a pending recruit); hand + scored = recruited. */
  characters: (s, config) => {
    const small = isSmall(config);
    const removed = small ? CHARACTER_CARDS.filter((c) => c.removedIn23).map((c) => c.id) : [];
    if ([...s.removed.characters].sort().join() !== removed.join()) {
      return `the characters out of the game are ${s.removed.characters.join(", ") || "none"}, not ${removed.join(", ") || "none"}`;
    }
    const unseen = setupFor(config.playerCount).charactersRemovedUnseen;
    if (s.removed.charactersUnseen.length !== unseen) return `${s.removed.charactersUnseen.length} characters removed unseen instead of ${unseen}`;
    const pending = s.step.kind === "recruit" ? s.step.options : [];
    const found = [...s.characterDeck, ...s.players.flatMap((p) => [...p.characters, ...p.scored.map((x) => x.card)]), ...s.removed.charactersUnseen, ...pending];
    const ids = exactlyOnce("characters", found, CHARACTER_CARDS.filter((c) => !small || !c.removedIn23).map((c) => c.id));
    if (ids !== undefined) return ids;
    for (const [seat, p] of s.players.entries()) {
      const held = p.characters.length + p.scored.length;
      if (held !== p.recruited) return `seat ${seat} holds ${held} characters but recruited ${p.recruited}`;
    }
    return undefined;
  },
  /** Every special card exactly once; cards owned = special tiles built = special tiles on the board. */
  specialCards: (s) => {
    const pending = s.step.kind === "specialCard" ? s.step.options : [];
    const ids = exactlyOnce("special building cards", [...s.specialDeck, ...s.players.flatMap((p) => p.specialCards.map((c) => c.card)), ...pending], SPECIAL_CARDS.map((c) => c.id));
    if (ids !== undefined) return ids;
    for (const [seat, p] of s.players.entries()) {
      const waiting = s.step.kind === "specialCard" && s.current === seat ? 1 : 0;
      if (p.specialCards.length + waiting !== p.specialTilesBuilt) return `seat ${seat} owns ${p.specialCards.length} special building cards but built ${p.specialTilesBuilt} special tiles`;
      const late = p.specialCards.find((c) => c.turn > s.turn);
      if (late !== undefined) return `seat ${seat} took ${late.card} in turn ${late.turn}, after the current turn ${s.turn}`;
    }
    const built = onBoard(s, "special").length;
    const owned = s.players.reduce((x, p) => x + p.specialTilesBuilt, 0);
    return built === owned ? undefined : `${built} special tiles on the board, but the players built ${owned}`;
  },
  /** Scored cards on playable islands, island-bound cards on their island. */
  scoring: (s, config) => {
    const islands: readonly string[] = playableIslands(setupFor(config.playerCount).side);
    for (const [seat, p] of s.players.entries()) {
      for (const x of p.scored) {
        if (!islands.includes(x.island)) return `seat ${seat} scored ${x.card} on ${x.island}, which is not a playable island`;
        const bound = characterCard(x.card).island;
        if (bound !== null && bound !== x.island) return `seat ${seat} scored ${x.card} on ${x.island}, but it scores only on ${bound}`;
      }
    }
    return undefined;
  },
  /** The end is triggered once two stacks are empty, and final scoring follows the trigger. */
  ending: (s) => {
    const empty = stacksEmpty(s);
    if (s.ending !== null && s.ending.rule !== "lastTurns") return `the ending rule is ${s.ending.rule}; Murano ends with last turns`;
    if (s.ending !== null && empty < 2) return `the end was triggered with ${empty} empty stack${empty === 1 ? "" : "s"}`;
    if (s.ending === null && empty >= 2 && s.step.kind === "turn" && s.step.moved.length === 0) return "two stacks are empty but the end was not triggered";
    if (scoringOrOver(s) && s.ending === null) return "final scoring without an end trigger";
    if (s.step.kind === "finalPlace" && s.ending === null) return "a final-turn placement before the end was triggered";
    return undefined;
  },
  /** The turn counter: the current player's turn is the current turn; no player's is later. */
  turns: (s) => {
    if (s.turn < 1) return `turn ${s.turn}: turns count from 1`;
    const late = s.players.findIndex((p) => p.lastTurn > s.turn);
    if (late >= 0) return `seat ${late} played turn ${s.players[late]?.lastTurn}, after the current turn ${s.turn}`;
    if (!scoringOrOver(s) && s.players[s.current]?.lastTurn !== s.turn) {
      return `seat ${s.current} is to play turn ${s.turn}, but its latest turn is ${s.players[s.current]?.lastTurn}`;
    }
    return undefined;
  },
  /** The pending step against the rest of the state. */
  step: (s, config) => {
    const step = s.step;
    const me = s.players[s.current];
    switch (step.kind) {
      case "turn":
        return new Set(step.moved).size === step.moved.length ? undefined : `ship ${step.moved.join(", ")}: a ship moved twice in one turn`;
      case "build":
        if (step.placed >= CONSTANTS.buildLimit) return `${step.placed} placements in a Build that allows ${CONSTANTS.buildLimit - 1} before it ends`;
        return step.drawn === null || tileKind(step.drawn) === "street" ? undefined : `the drawn street ${step.drawn} is not a street tile`;
      case "recruit":
        if (step.options.length < 1 || step.options.length > MAX_RECRUIT_DRAW) return `${step.options.length} characters drawn; a Recruit draws 1 to ${MAX_RECRUIT_DRAW}`;
        return step.cost <= (me?.characters.length ?? 0) + 1 ? undefined : `a recruit cost of ${step.cost} for a player holding ${me?.characters.length ?? 0} characters`;
      case "specialCard":
        if (step.options.length < 1 || step.options.length > CONSTANTS.specialCardDraw) return `${step.options.length} special building cards drawn instead of 1 to ${CONSTANTS.specialCardDraw}`;
        return step.resume === null || step.resume.placed <= CONSTANTS.buildLimit ? undefined : `a Build resumed after ${step.resume.placed} placements`;
      case "finalPlace": {
        const hand = me === undefined ? [] : [...me.hand.glassFactories, ...me.hand.specialTiles, ...me.hand.shops, ...me.hand.palaces];
        return hand.includes(step.tile) ? undefined : `seat ${s.current} is to place ${step.tile}, which is not in its hand`;
      }
      case "scoring": {
        if (s.ending === null) return undefined; // reported by the ending check
        const order = seatsClockwise(config.playerCount, s.ending.triggeredBy);
        if (step.order.join() !== order.join()) return `the scoring order is ${step.order.join(", ")}, not ${order.join(", ")}`;
        if (step.index >= order.length) return `scoring position ${step.index} in a ${order.length}-player game`;
        return s.current === order[step.index] ? undefined : `seat ${s.current} is current, but seat ${order[step.index]} is scoring`;
      }
      default:
        return undefined;
    }
  },
};

/** The VP a building gives its builder (rulebook, *Action: Build …*). */
function buildingVp(tile: string): number {
  const kind = tileKind(tile);
  return kind === "street" ? 0 : CONSTANTS.buildingVp[kind];
}

/** The seats that have finished final scoring (their unused-gondolier VP is counted). */
function finishedScoring(s: MuranoState): ReadonlySet<number> {
  if (s.step.kind === "over") return new Set(s.players.map((_, i) => i));
  if (s.step.kind !== "scoring") return new Set();
  return new Set(s.step.order.slice(0, s.step.index));
}

/**
 * Whether a state (one that passes the state codec) can occur in a game with this config:
 * `undefined` if so, else the first problem found, in words. The checks are {@link STATE_CHECKS},
 * run in order.
 *
 * @example
 * const config = defaultConfig(2);
 * checkState(setup(config, 1), config); // undefined
 * checkState(setup(defaultConfig(4), 1), config); // "the state is a 4-player game but the config is for 2 players"
 * @category State checks
 */
export function checkState(state: MuranoState, config: MuranoConfig): string | undefined {
  for (const check of Object.values(STATE_CHECKS)) {
    const problem = check(state, config);
    if (problem !== undefined) return problem;
  }
  return undefined;
}
