/**
 * The module's invariants (spec §7), for the law suite. Each returns true or says what is wrong.
 */
import {
  type MuranoAction,
  type MuranoConfig,
  type MuranoState,
  CHARACTER_CARDS,
  CONSTANTS,
  GLASS_FACTORY_TILES,
  PALACE_TILES,
  SHOP_TILES,
  SPECIAL_CARDS,
  SPECIAL_TILES,
  STREET_TILES,
  blackOrder,
  boardCells,
  cell,
  characterCard,
  gondola,
  seatColour,
  setupFor,
  shipsOn,
  streetTile,
  tileKind,
} from "@laguna/murano";

type Check = (state: MuranoState, config: MuranoConfig) => boolean | string;

const sameIds = (what: string, found: readonly string[], all: readonly string[]): true | string => {
  if (found.length !== all.length) return `${found.length} ${what} instead of ${all.length}`;
  const a = [...found].sort();
  const b = [...all].sort();
  const bad = a.findIndex((id, i) => id !== b[i]);
  return bad < 0 ? true : `${what}: ${a[bad]} is duplicated or unknown`;
};

const onBoard = (s: MuranoState, kind: string) => Object.values(s.cells).filter((t) => tileKind(t) === kind);

export const muranoInvariants: Readonly<Record<string, Check>> = {
  /** I1: 30 beads, 10 per colour. */
  beads: (s) => {
    for (const c of ["red", "green", "blue"] as const) {
      const n = s.bag[c] + s.players.reduce((x, p) => x + p.beads[c], 0);
      if (n !== CONSTANTS.beadsPerColour) return `${n} ${c} beads`;
    }
    return true;
  },
  /** I2: every tile of every type is in exactly one place; the 2-3p removals. */
  tiles: (s) => {
    const drawn = s.step.kind === "build" && s.step.drawn !== null ? [s.step.drawn] : [];
    const checks = [
      sameIds("streets", [...s.piles.flat(), ...onBoard(s, "street"), ...s.removed.streets, ...drawn], STREET_TILES.map((t) => t.id)),
      sameIds("shops", [...s.shopStack, ...s.players.flatMap((p) => p.hand.shops), ...onBoard(s, "shop"), ...s.removed.shops], SHOP_TILES.map((t) => t.id)),
      sameIds("palaces", [...s.palaceStack, ...s.players.flatMap((p) => p.hand.palaces), ...onBoard(s, "palace"), ...s.removed.palaces], PALACE_TILES.map((t) => t.id)),
      sameIds("glass factories", [...s.glassFactoryStack, ...s.players.flatMap((p) => p.hand.glassFactories), ...onBoard(s, "glassFactory"), ...s.removed.glassFactories], GLASS_FACTORY_TILES.map((t) => t.id)),
      sameIds("special tiles", [...s.specialTileStack, ...s.players.flatMap((p) => p.hand.specialTiles), ...onBoard(s, "special"), ...s.removed.specialTiles], SPECIAL_TILES.map((t) => t.id)),
    ];
    const bad = checks.find((c) => c !== true);
    if (bad !== undefined) return bad;
    const small = s.config.playerCount < 4;
    const removed = [s.removed.streets.length, s.removed.shops.length, s.removed.palaces.length, s.removed.glassFactories.length, s.removed.specialTiles.length];
    const want = small ? [7, 3, 1, 1, 3] : [0, 0, 0, 0, 0];
    return removed.every((n, i) => n === want[i]) || `removed ${removed.join("/")} instead of ${want.join("/")}`;
  },
  /** I3: streets on street spaces, buildings on building spaces next to a street, only on playable islands. */
  board: (s, config) => {
    const playable = new Set(boardCells(setupFor(config.playerCount).side).map((c) => c.id));
    for (const [id, tile] of Object.entries(s.cells)) {
      if (!playable.has(id)) return `${tile} on ${id}, which is not a playable space`;
      const c = cell(id);
      if ((tileKind(tile) === "street") !== (c.kind === "street")) return `${tile} on the wrong kind of space ${id}`;
      // The final-turn placement without a street is a variant; every other building touches a street.
      if (c.kind === "building" && config.finalTurnPlacementNeedsStreet && !c.neighbours.some((n) => s.cells[n] !== undefined)) {
        return `${tile} on ${id} touches no street`;
      }
    }
    return true;
  },
  /** I4: one marker per glass factory and shop on the board; none on palaces and specials. */
  markers: (s) => {
    const marked = [...onBoard(s, "glassFactory"), ...onBoard(s, "shop")].sort();
    const owners = Object.keys(s.owners).sort();
    if (marked.join() !== owners.join()) return `markers on ${owners.join(",")} but marked buildings ${marked.join(",")}`;
    if (s.config.markerLimitPerPlayer !== null) {
      for (let seat = 0; seat < s.players.length; seat++) {
        if (Object.values(s.owners).filter((o) => o === seat).length > s.config.markerLimitPerPlayer) return `seat ${seat} used too many markers`;
      }
    }
    return true;
  },
  /** I5: gold ≥ 0 and within the supply; VP matches the score sheet lines. */
  goldAndVp: (s) => {
    const gold = s.players.reduce((x, p) => x + p.gold, 0);
    if (s.config.goldSupplyLimit !== null && gold > s.config.goldSupplyLimit) return `players hold ${gold} gold, more than the supply`;
    for (const [seat, p] of s.players.entries()) {
      const b = p.breakdown;
      const sum = CONSTANTS.startingVp + b.buildings + b.cranes + b.basilica + b.docksideBar + b.guildHall - b.production + b.characters + b.gondoliers;
      if (sum !== p.vp) return `seat ${seat} has ${p.vp} VP but its breakdown sums to ${sum}`;
    }
    return true;
  },
  /** I6: 8 gondoliers per colour; personal ≤ 7; none on an island before scoring. */
  gondoliers: (s) => {
    for (const [seat, p] of s.players.entries()) {
      const onGondolas = Object.values(s.gondolas).filter((g) => g === seat).length;
      const total = 1 + p.personal + p.general + onGondolas + p.scored.length;
      if (total !== CONSTANTS.gondoliersPerColour) return `seat ${seat} has ${total} gondoliers`;
      if (p.personal > CONSTANTS.maxGondoliersHeld) return `seat ${seat} holds ${p.personal} gondoliers`;
      const scoring = s.step.kind === "scoring" || s.step.kind === "over";
      if (!scoring && p.scored.length > 0) return `seat ${seat} scored before the end`;
    }
    for (const g of Object.keys(s.gondolas)) {
      if (!seatColour(0) || gondola(g).island === "GM") return `gondola ${g} at GM`;
    }
    return true;
  },
  /** I7: 8 ships; ≤ 2 per space, and a double space holds the red ship; black order fixed. */
  ships: (s) => {
    if (s.ships.length !== 8) return `${s.ships.length} ships`;
    for (const space of new Set(s.ships)) {
      const n = shipsOn(s.ships, space);
      if (n > 2) return `${n} ships on space ${space}`;
      if (n === 2 && s.ships[0] !== space) return `two black ships on space ${space}`;
    }
    return blackOrder(s.ships).join() === "1,2,3,4,5,6,7" || `black ships out of order: ${blackOrder(s.ships).join()}`;
  },
  /** I9: 40 characters; hand + scored = recruited. */
  characters: (s) => {
    const pending = s.step.kind === "recruit" ? s.step.options : [];
    const all = [
      ...s.characterDeck,
      ...s.players.flatMap((p) => [...p.characters, ...p.scored.map((x) => x.card)]),
      ...s.removed.characters,
      ...s.removed.charactersUnseen,
      ...pending,
    ];
    const ids = sameIds("characters", all, CHARACTER_CARDS.map((c) => c.id));
    if (ids !== true) return ids;
    if (s.removed.charactersUnseen.length !== 5) return "not 5 unseen characters";
    for (const [seat, p] of s.players.entries()) {
      if (p.characters.length + p.scored.length !== p.recruited) return `seat ${seat} holds ${p.characters.length + p.scored.length} characters but recruited ${p.recruited}`;
    }
    return true;
  },
  /** I10: 15 special cards; cards owned = special tiles built (a pending choice counts as built). */
  specialCards: (s) => {
    const pending = s.step.kind === "specialCard" ? s.step.options : [];
    const ids = sameIds("special cards", [...s.specialDeck, ...s.players.flatMap((p) => p.specialCards.map((c) => c.card)), ...pending], SPECIAL_CARDS.map((c) => c.id));
    if (ids !== true) return ids;
    for (const [seat, p] of s.players.entries()) {
      const waiting = s.step.kind === "specialCard" && s.current === seat ? 1 : 0;
      if (p.specialCards.length + waiting !== p.specialTilesBuilt) return `seat ${seat} owns ${p.specialCards.length} cards but built ${p.specialTilesBuilt} special tiles`;
    }
    const built = onBoard(s, "special").length;
    const owned = s.players.reduce((x, p) => x + p.specialTilesBuilt, 0);
    return built === owned || `${built} special tiles on the board, ${owned} counted`;
  },
  /** I12: island-bound cards were scored only on their island; I13: all streets built give 30 / 27 customers. */
  scoringAndCustomers: (s) => {
    for (const [seat, p] of s.players.entries()) {
      for (const x of p.scored) {
        const bound = characterCard(x.card).island;
        if (bound !== null && bound !== x.island) return `seat ${seat} scored ${x.card} on ${x.island}`;
      }
    }
    const drawn = s.step.kind === "build" && s.step.drawn !== null;
    if (s.piles.every((p) => p.length === 0) && !drawn) {
      const customers = onBoard(s, "street").reduce((n, t) => {
        const c = streetTile(t).customers;
        return n + c.red + c.blue + c.grey;
      }, 0);
      const want = s.config.playerCount === 4 ? 30 : 27;
      if (customers !== want) return `all streets built but ${customers} customers instead of ${want}`;
    }
    return true;
  },
  /** I11: the end is triggered once ≥ 2 stack types are empty (checked at the end of an action). */
  ending: (s) => {
    const empty =
      (s.piles.every((p) => p.length === 0) ? 1 : 0) +
      (s.shopStack.length === 0 ? 1 : 0) +
      (s.palaceStack.length === 0 ? 1 : 0) +
      (s.glassFactoryStack.length === 0 ? 1 : 0) +
      (s.specialTileStack.length === 0 ? 1 : 0);
    if (s.ending !== null && empty < 2) return `the end was triggered with ${empty} empty stacks`;
    if (s.ending === null && empty >= 2 && s.step.kind === "turn" && s.step.moved.length === 0) return "two stacks are empty but the end was not triggered";
    if ((s.step.kind === "scoring" || s.step.kind === "over") && s.ending === null) return "scoring without a trigger";
    return true;
  },
};

type Step = (before: MuranoState, after: MuranoState, action: MuranoAction, seat: number) => boolean | string;

export const muranoTransitions: Readonly<Record<string, Step>> = {
  /** I8: a pass moves exactly one ship and gives 1 gold; movement j costs j − 1. */
  movementCost: (before, after, action, seat) => {
    const gold = (s: MuranoState) => s.players[seat]?.gold ?? 0;
    const movedShips = before.ships.filter((x, i) => after.ships[i] !== x).length;
    if (action.type === "pass") {
      if (movedShips !== 1) return `a pass moved ${movedShips} ships`;
      const limited = before.config.goldSupplyLimit !== null;
      return limited || gold(after) === gold(before) + 1 || `a pass gave ${gold(after) - gold(before)} gold`;
    }
    if (action.type === "move") {
      const j = before.step.kind === "turn" ? before.step.moved.length + 1 : 0;
      if (movedShips !== 1) return `a movement moved ${movedShips} ships`;
      return gold(before) - gold(after) === j - 1 || `movement ${j} cost ${gold(before) - gold(after)}`;
    }
    if (action.type !== "act" && movedShips !== 0) return `${action.type} moved a ship`;
    return true;
  },
  /** I9: keeping a character costs n + 1 gold, or max(0, n − 1) with an active Inn. */
  recruitCost: (before, after, action, seat) => {
    if (action.type !== "keep" || before.step.kind !== "recruit") return true;
    const p = before.players[seat];
    const n = p?.characters.length ?? 0;
    const inn = (p?.specialCards ?? []).some((c) => c.card === "SB02" && c.turn < before.turn);
    const cost = inn ? Math.max(0, n - 1) : n + 1;
    const paid = (p?.gold ?? 0) - (after.players[seat]?.gold ?? 0);
    return paid === cost || `paid ${paid} for character ${n + 1}, expected ${cost}`;
  },
  /** I12 (part): VP never drops except by production. */
  vpOnlyProductionLowers: (before, after, action, seat) => {
    for (const [i, p] of after.players.entries()) {
      const was = before.players[i]?.vp ?? 0;
      if (p.vp < was && !(i === seat && action.type === "produce")) return `seat ${i} lost VP on ${action.type}`;
    }
    return true;
  },
  /** I11: nobody plays after scoring starts; the trigger never goes away. */
  endingStays: (before, after) => {
    if (before.ending !== null && (after.ending === null || after.ending.triggeredBy !== before.ending.triggeredBy)) return "the trigger changed";
    if ((before.step.kind === "scoring") && after.step.kind !== "scoring" && after.step.kind !== "over") return "a turn after scoring started";
    return true;
  },
};
