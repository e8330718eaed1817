/**
 * Final scoring (rulebook, *End of the Game and Scoring* and *Character Card Index*): what a
 * character card scores on an island, the choices a player has when assigning a card, the +1 VP
 * per unused gondolier, the best possible assignment ({@link bestAssignment}, an exact search),
 * the outcome with the gold tie-break, and the score sheet. R11, R15 and R30 are rulings of the
 * game's page, docs/games/murano.md.
 *
 * @module
 */
import { type Outcome, type ScoreSheet, makeOutcome, makeScoreSheet } from "@laguna/core";
import { gondoliersAt, islandStats, islandsOf } from "./board";
import { type BeadColour, type CharacterCard, type IslandId, BEAD_COLOURS, CONSTANTS, characterCard } from "./data";
import { countsAs, scoringEffects } from "./effects";
import { cacheOf } from "./cache";
import type { Beads, MuranoState, Player } from "./state";

/**
 * One way to score a character card: the island, the gold paid (MC07/MC08) and the beads
 * returned (MC32–MC37); zero where the card takes none.
 *
 * @example
 * const choice: ScoreChoice = { card: "MC07", island: "PM", pay: 4, beads: { red: 0, green: 0, blue: 0 } };
 * @category Scoring
 */
export interface ScoreChoice {
  /** The character card's id. */
  readonly card: string;
  /** The island it would be assigned to. */
  readonly island: IslandId;
  /** The gold paid for a gold-exchange card (MC07, MC08); 0 for every other card. */
  readonly pay: number;
  /** The beads handed in for a glass card (MC32 to MC37); none for every other card. */
  readonly beads: Beads;
}

const NO_BEADS: Beads = { red: 0, green: 0, blue: 0 };

/** The scorer's gondoliers already moved onto an island by earlier scoring. */
function scoredOn(state: MuranoState, seat: number, id: IslandId): number {
  return state.players[seat]?.scored.filter((s) => s.island === id).length ?? 0;
}

/**
 * Whether the gold exchange requirement of MC07/MC08 holds on an island.
 *
 * @example
 * exchangeAllowed(state, 0, characterCard("MC07"), "PM");
 * @category Scoring
 */
export function exchangeAllowed(state: MuranoState, seat: number, card: CharacterCard, id: IslandId): boolean {
  if (card.rule.kind !== "goldExchange") return false;
  const s = islandStats(state, id, seat);
  const customers = card.rule.customer === "blue" ? s.C_blue : s.C_red;
  return customers >= 2 && s.C_grey >= 1 && s.Pal >= 1 && s.Sp >= 1;
}

/**
 * The VP a character card scores on an island for a player, with the gold paid and beads returned
 * (rulebook, *Character Card Index*). The scoring gondolier is assumed to be still on its gondola
 * at the island.
 *
 * @example
 * cardVp(state, 2, "MC38", "SD", 0, { red: 0, green: 0, blue: 0 }); // 8 with two red shops on SD
 * @category Scoring
 */
export function cardVp(state: MuranoState, seat: number, cardId: string, id: IslandId, pay: number, beads: Beads): number {
  const card = characterCard(cardId);
  const r = card.rule;
  const s = islandStats(state, id, seat);
  const own = s.F_me + s.H_me;
  const opp = s.F + s.H - own;
  const config = state.config;
  switch (r.kind) {
    case "perCount":
      return r.per * s[r.quantity];
    case "sole":
      return r.building === "F" ? (s.F_me >= 1 && s.F === s.F_me ? r.vp : 0) : s.H_me >= 1 && s.H === s.H_me ? r.vp : 0;
    case "goldExchange": {
      if (!exchangeAllowed(state, seat, card, id)) return 0;
      return CONSTANTS.tableGold.find(([gold]) => gold === pay)?.[1] ?? 0;
    }
    case "quiet": {
      const n = s.C_red + s.C_blue;
      return n <= r.max && (config.mc09ZeroCustomersQualify || n > 0) ? r.vp : 0;
    }
    case "fullMix":
      return s.F >= 1 && s.H >= 1 && s.Pal >= 1 && s.Sp >= 1 && s.C_red >= 1 && s.C_blue >= 1 && s.C_grey >= 1 ? r.vp : 0;
    case "table":
      return r.table === "total"
        ? (CONSTANTS.tableTotal[Math.min(s[r.quantity], CONSTANTS.tableTotal.length - 1)] ?? 0)
        : (CONSTANTS.tableColour[Math.min(s[r.quantity], CONSTANTS.tableColour.length - 1)] ?? 0);
    case "ownOpp":
      return r.own * own + r.opp * opp;
    case "specialsEqual":
      return s.Sp >= 1 && s.Sp === s[r.quantity] ? r.vp : 0;
    case "balance":
      return s.F >= 1 && s.F === s.H && s.H === s.Pal ? r.vp : 0;
    case "crestsEqual":
      return s[r.quantity] >= 1 && s[r.quantity] === s.Cr ? r.vp : 0;
    case "evenSplit":
      return own === opp && (!config.mc24RequiresOwnBuilding || own >= 1) ? r.vp : 0;
    case "singleCrest":
      return s.Cr === 1 ? r.vp : 0;
    case "builder":
      return own >= r.min ? r.vp : 0;
    case "boatmen": {
      const gon = gondoliersAt(state, seat, id) + (config.twoGondolierCardCountsScored ? scoredOn(state, seat, id) : 0);
      return gon >= r.min ? r.vp : 0;
    }
    case "beads":
      return r.per * (beads.red + beads.green + beads.blue);
  }
}

/**
 * The islands on which a player may score a card now: a playable island where the player still has
 * a gondolier on a gondola, and for an island-bound card only its own island.
 *
 * @example
 * scoringIslands(state, 0, "MC29"); // ["SD"] if a gondolier waits at San Donato
 * @category Scoring
 */
export function scoringIslands(state: MuranoState, seat: number, cardId: string): IslandId[] {
  const bound = characterCard(cardId).island;
  return islandsOf(state).filter((i) => (bound === null || bound === i) && gondoliersAt(state, seat, i) > 0);
}

function beadOptions(held: Beads, colour: BeadColour, max: number, effects: ReturnType<typeof scoringEffects>, chaining: boolean): Beads[] {
  const usable = BEAD_COLOURS.filter((c) => countsAs(c, effects, chaining).includes(colour));
  const out: Beads[] = [];
  const cap = (c: BeadColour) => (usable.includes(c) ? held[c] : 0);
  for (let r = 0; r <= Math.min(cap("red"), max); r++) {
    for (let g = 0; g <= Math.min(cap("green"), max - r); g++) {
      for (let b = 0; b <= Math.min(cap("blue"), max - r - g); b++) out.push({ red: r, green: g, blue: b });
    }
  }
  return out;
}

/** What a gold-exchange card (MC07, MC08) may be scored with: nothing, and each row the gold covers if the requirement holds. */
function exchangePayments(gold: number, allowed: boolean): number[] {
  return allowed ? [0, ...CONSTANTS.tableGold.map(([pay]) => pay).filter((pay) => pay <= gold)] : [0];
}

/**
 * Every way a player may score a card now, with a given gold and beads (defaults: the player's):
 * each legal island, and for MC07/MC08 each affordable payment (0 always; the rows only if the
 * requirement holds), for MC32–MC37 each choice of up to 3 beads counting as the card's colour.
 *
 * @example
 * scoreChoices(state, 0, "MC07").map((c) => c.pay); // [0, 2, 4] with 5 gold
 * @category Scoring
 */
export function scoreChoices(state: MuranoState, seat: number, cardId: string, gold?: number, beads?: Beads): ScoreChoice[] {
  const p = state.players[seat];
  if (p === undefined) return [];
  const card = characterCard(cardId);
  const g = gold ?? p.gold;
  const held = beads ?? p.beads;
  const out: ScoreChoice[] = [];
  for (const island of scoringIslands(state, seat, cardId)) {
    const r = card.rule;
    if (r.kind === "goldExchange") {
      for (const pay of exchangePayments(g, exchangeAllowed(state, seat, card, island))) out.push({ card: cardId, island, pay, beads: NO_BEADS });
    } else if (r.kind === "beads") {
      for (const b of beadOptions(held, r.colour, r.max, scoringEffects(state, seat), state.config.studioChaining)) {
        out.push({ card: cardId, island, pay: 0, beads: b });
      }
    } else {
      out.push({ card: cardId, island, pay: 0, beads: NO_BEADS });
    }
  }
  return out;
}

/**
 * The +1 VP per unused gondolier a player gets after scoring: own gondoliers still on a gondola
 * plus those in the personal supply (R11 default, `notInGeneralSupply`: the rulebook's "except
 * those in the general supply"); only those on a gondola under `onGondola`.
 *
 * @example
 * unusedGondolierBonus(state, 1); // 0 in the rulebook's five-cards example
 * @category Scoring
 */
export function unusedGondolierBonus(state: MuranoState, seat: number): number {
  const personal = state.config.unassignedGondolierVp === "notInGeneralSupply" ? (state.players[seat]?.personal ?? 0) : 0;
  return gondoliersAt(state, seat) + personal;
}

/**
 * The result of {@link bestAssignment}: the most VP the player can still get from final scoring,
 * split into cards and the unused-gondolier bonus, and the choices that reach it, in an order the
 * rules allow.
 *
 * @example
 * const best: BestAssignment = bestAssignment(state, 0);
 * @category Scoring
 */
export interface BestAssignment {
  /** VP from the character cards plus the unused-gondolier bonus. */
  readonly total: number;
  /** VP from the character cards. */
  readonly cards: number;
  /** The unused-gondolier bonus that follows. */
  readonly bonus: number;
  /** The cards to score, with island, payment and beads, in a legal order. */
  readonly choices: readonly ScoreChoice[];
}

/**
 * The best possible final scoring of a player from the current state, computed exactly: a search
 * over every assignment of the player's unscored cards to their remaining gondoliers (with every
 * payment and bead choice), memoised on the remaining gondoliers per island, gold and beads. It
 * maximises the true objective, card VP plus the +1 VP per unused gondolier (see
 * {@link unusedGondolierBonus}). Under
 * `characterAssignment: "mandatory"` only the maximal assignments are reachable (a card may stay
 * unscored only if every island it could use has no gondolier left), and only those are
 * considered. Boatmen cards (MC29–31) are listed first, which gives them the most gondoliers under
 * either reading of R15. The answer (frozen) is kept with the player's record and given again
 * while the board, owners, gondolas and config are the same objects: a bot's search asks for it
 * at every step.
 *
 * @example
 * const best = bestAssignment(state, 2);
 * best.total; // e.g. 24
 * @category Scoring
 */
export function bestAssignment(state: MuranoState, seat: number): BestAssignment {
  const p = state.players[seat];
  if (p === undefined) return { total: 0, cards: 0, bonus: 0, choices: [] };
  // A bot's search asks again and again for a seat whose turns are over while the others play on:
  // the answer is kept with the player's record, for as long as what it reads stays the same.
  const cache = cacheOf(p);
  const key = `bestAssignment${seat}`;
  const known = cache.get(key) as KnownAssignment | undefined;
  if (known !== undefined && known.cells === state.cells && known.owners === state.owners && known.gondolas === state.gondolas && known.config === state.config && known.seats === state.players.length) return known.best;
  const best = searchAssignment(state, seat, p);
  cache.set(key, { cells: state.cells, owners: state.owners, gondolas: state.gondolas, config: state.config, seats: state.players.length, best });
  return best;
}

/** A {@link bestAssignment} kept with a player's record, with the parts of the state it read. */
interface KnownAssignment {
  readonly cells: MuranoState["cells"];
  readonly owners: MuranoState["owners"];
  readonly gondolas: MuranoState["gondolas"];
  readonly config: MuranoState["config"];
  readonly seats: number;
  readonly best: BestAssignment;
}

/** The search of {@link bestAssignment}. */
function searchAssignment(state: MuranoState, seat: number, p: Player): BestAssignment {
  const islands = islandsOf(state);
  const n = islands.length;
  const mandatory = state.config.characterAssignment === "mandatory";
  const cards = [...p.characters].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const personal = state.config.unassignedGondolierVp === "notInGeneralSupply" ? p.personal : 0;
  // What does not change in the search, worked out once: per card, its rule, the islands it could
  // use (a mask), and its value per island where it needs no resources; the gold exchange's
  // requirement per island; the seat's scoring effects (for the beads that count as a colour).
  const rules = cards.map((c) => characterCard(c).rule);
  const masks = cards.map((c) => {
    const bound = characterCard(c).island;
    let mask = 0;
    for (let i = 0; i < n; i++) if (bound === null || bound === islands[i]) mask |= 1 << i;
    return mask;
  });
  const startCaps = islands.map((i) => gondoliersAt(state, seat, i));
  // (Only islands with a gondolier of the seat: no card can be scored elsewhere.)
  const fixedVp = cards.map((c, k) =>
    islands.map((i, at) => {
      const kind = rules[k]?.kind;
      return kind === "goldExchange" || kind === "beads" || startCaps[at] === 0 ? 0 : cardVp(state, seat, c, i, 0, NO_BEADS);
    }),
  );
  const exchange = cards.map((c, k) => islands.map((i, at) => rules[k]?.kind === "goldExchange" && startCaps[at] !== 0 && exchangeAllowed(state, seat, characterCard(c), i)));
  const effects = scoringEffects(state, seat);
  /** What card k scores on island i with a payment and beads (`cardVp`), each worked out once. */
  const paid = new Map<number, number>();
  const vpOf = (k: number, i: number, pay: number, beads: Beads): number => {
    if (pay >= 512 || beads.red >= 32 || beads.green >= 32 || beads.blue >= 32) return cardVp(state, seat, cards[k] as string, islands[i] as IslandId, pay, beads);
    const key = (k * 64 + i) * 16_777_216 + pay * 32_768 + beads.red * 1_024 + beads.green * 32 + beads.blue;
    let vp = paid.get(key);
    if (vp === undefined) paid.set(key, (vp = cardVp(state, seat, cards[k] as string, islands[i] as IslandId, pay, beads)));
    return vp;
  };
  // The search's best from a node: its value and its choices, as a list (first choice, then the rest's).
  type Result = { readonly value: number; readonly choice: ScoreChoice | undefined; readonly rest: Result | undefined };
  const NONE: Result = { value: -Infinity, choice: undefined, rest: undefined };
  // Each card's nodes met, by a number made of the gondoliers left per island (4 bits an island),
  // the islands that must be emptied, the gold and the beads (text when they do not fit).
  const memos = cards.map(() => new Map<number | string, Result>());
  const small = n <= 6 && startCaps.every((c) => c < 16) && p.gold < 256 && p.beads.red < 16 && p.beads.green < 16 && p.beads.blue < 16;
  const go = (k: number, caps: number[], code: number, gold: number, beads: Beads, mustEmpty: number): Result => {
    if (k === cards.length) {
      let left = personal;
      for (let i = 0; i < n; i++) {
        if ((mustEmpty >> i) & 1 && (caps[i] ?? 0) > 0) return NONE;
        left += caps[i] ?? 0;
      }
      return { value: left, choice: undefined, rest: undefined };
    }
    const memo = memos[k] as Map<number | string, Result>;
    const key = small
      ? ((code * 64 + mustEmpty) * 256 + gold) * 4_096 + beads.red * 256 + beads.green * 16 + beads.blue
      : `${caps.join(",")}|${gold}|${beads.red},${beads.green},${beads.blue}|${mustEmpty}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const card = cards[k] as string;
    const rule = rules[k] as CharacterCard["rule"];
    const mask = masks[k] ?? 0;
    // Leave the card unscored.
    let best: Result = NONE;
    const skip = go(k + 1, caps, code, gold, beads, mandatory ? mustEmpty | mask : mustEmpty);
    if (skip.value > best.value) best = skip;
    // The ways to score it on an island: the payments (nothing first) or the beads handed in,
    // the same on every island but for the gold exchange's requirement.
    const beadChoices = rule.kind === "beads" ? beadOptions(beads, rule.colour, rule.max, effects, state.config.studioChaining) : undefined;
    for (let i = 0; i < n; i++) {
      if (!((mask >> i) & 1) || (caps[i] ?? 0) === 0) continue;
      const island = islands[i] as IslandId;
      const next = caps.slice();
      next[i] = (next[i] ?? 0) - 1;
      const nextCode = code - 16 ** i;
      const payable = rule.kind === "goldExchange" ? exchangePayments(gold, exchange[k]?.[i] ?? false) : undefined;
      const ways = payable?.length ?? beadChoices?.length ?? 1;
      for (let j = 0; j < ways; j++) {
        const pay = payable?.[j] ?? 0;
        const handed = beadChoices?.[j] ?? NO_BEADS;
        const vp = payable !== undefined || beadChoices !== undefined ? vpOf(k, i, pay, handed) : (fixedVp[k]?.[i] ?? 0);
        const left = handed === NO_BEADS ? beads : { red: beads.red - handed.red, green: beads.green - handed.green, blue: beads.blue - handed.blue };
        const rest = go(k + 1, next, nextCode, gold - pay, left, mustEmpty);
        if (rest.value + vp > best.value) best = { value: rest.value + vp, choice: { card, island, pay, beads: handed }, rest };
      }
    }
    memo.set(key, best);
    return best;
  };
  const result = go(0, startCaps, startCaps.reduce((sum, c, i) => sum + c * 16 ** i, 0), p.gold, p.beads, 0);
  const choices: ScoreChoice[] = [];
  for (let r: Result | undefined = result; r?.choice !== undefined; r = r.rest) choices.push(r.choice);
  const used = new Map<IslandId, number>();
  for (const c of choices) used.set(c.island, (used.get(c.island) ?? 0) + 1);
  const bonus = islands.reduce((s, i, idx) => s + (startCaps[idx] ?? 0) - (used.get(i) ?? 0), 0) + personal;
  const value = Number.isFinite(result.value) ? result.value : bonus;
  return Object.freeze({ total: value, cards: value - bonus, bonus, choices: Object.freeze(choices) });
}

/** Boatmen first, so that they see every gondolier at their island. */
function rank(card: string): number {
  return characterCard(card).rule.kind === "boatmen" ? 0 : 1;
}

/**
 * The outcome of a finished game: VP, then gold as the tie-break; still equal players share the
 * place (R30).
 *
 * @example
 * finalOutcome(state).winners;
 * @category Scoring
 */
export function finalOutcome(state: MuranoState): Outcome {
  return makeOutcome(
    state.players.map((p) => p.vp),
    [{ name: "gold", values: state.players.map((p) => p.gold), prefer: "higher" }],
  );
}

/**
 * The score sheet: starting VP, buildings, cranes, Basilica, Dockside Bar, Guild Hall, VP spent on
 * production (negative), characters and unused gondoliers. Its totals equal the players' VP. During
 * play it is a running estimate (the VP so far).
 *
 * @example
 * scoreSheet(state).totals; // each player's VP
 * @category Scoring
 */
export function scoreSheet(state: MuranoState): ScoreSheet {
  const line = (label: string, f: (p: MuranoState["players"][number]) => number) => ({ label, points: state.players.map(f) });
  return makeScoreSheet(
    [
      line("Starting VP", () => CONSTANTS.startingVp),
      line("Buildings", (p) => p.breakdown.buildings),
      line("Construction Cranes", (p) => p.breakdown.cranes),
      line("Basilica", (p) => p.breakdown.basilica),
      line("Dockside Bar", (p) => p.breakdown.docksideBar),
      line("Guild Hall", (p) => p.breakdown.guildHall),
      line("Production (VP spent)", (p) => -p.breakdown.production),
      line("Characters", (p) => p.breakdown.characters),
      line("Unused gondoliers", (p) => p.breakdown.gondoliers),
    ],
    state.step.kind === "over",
  );
}
