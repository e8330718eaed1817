/**
 * A state evaluation for bots: how many victory points a seat can expect to finish with, read
 * from the rules. The greedy bot of `@laguna/bots` maximises it over its turn;
 * the MCTS bot scores the states where it cuts a rollout short with it (turning the lead over the
 * best other seat into a win chance, so a lead of about 10 here is a clear advantage).
 *
 * What it counts, for one seat (see {@link estimateParts} for the parts one by one):
 *
 * - **VP on the track**, at face value: they are never lost except to Production, which is the
 *   seat's own choice.
 * - **Character cards** (most of a game's VP come from them at final scoring). A card scores only
 *   through one of the seat's gondoliers on a gondola, and a gondolier that scores a card loses the
 *   +1 VP an unused gondolier gets. Each card is matched greedily to the island that pays most:
 *   first to gondoliers already on gondolas, then (while the seat still has turns) to gondoliers
 *   it could still place from its personal supply, at the price of the placement (2 gold on an
 *   empty gondola of its colour, 5 on another, the Harbor's 1 / 3) plus an action. What a card is
 *   worth on an island is what it would score there now (the module's `cardVp`, memoised per
 *   island contents); while the game is young, islands still fill up, so a card is worth at least
 *   a prior that shrinks as the end comes near. Once the seat has no turn left, the exact optimum of
 *   `bestAssignment` replaces the greedy match for a hand of up to 4 cards (its memoised search
 *   grows fast with the hand: with 7 or 8 cards it cost a greedy bot seconds per scoring
 *   decision, so larger hands keep the greedy match, a cheaper lower bound).
 * - **Unused gondoliers**: +1 VP each at the end, as the printed rules give (personal supply and
 *   gondolas; not under the `onGondola` option for the personal supply).
 * - **Tiles in hand**: the VP they give when built (glass factory 1, shop 2, palace 3; +1 with a
 *   matching active Construction Crane), and a special tile the worth of the card it brings (which,
 *   like the card itself, shrinks as the end comes near), at a discount: building needs a Build action, and what is still in hand when the game ends scores
 *   nothing. A built tile also counts for the character cards and Income, which a tile in hand
 *   does not; so building is always worth more than holding.
 * - **Gold** at a rate that falls as the end comes near: gold is worth what it buys (2 gold for a
 *   2 or 3 VP building, characters, gondola places), at a rate below what any tile in hand is
 *   worth per gold of its price, so buying beats hoarding; after the seat's last turn it only
 *   breaks ties (and pays the gold exchange cards, which the final scoring counts). Only the first
 *   15 gold count at that rate, the rest as the tie-break: a hoard beyond what a few turns can
 *   spend is worth nothing, so taking more gold never beats ending the game.
 * - **Glass beads** at their sale price in gold (1, 2 or 3 beads of one colour sell for 5, 12 or
 *   20 gold; a sale needs a Production action), and at 7 VP each through the bead characters
 *   (counted with the cards).
 * - **Shops' Income**: the best Income the seat could take now, as gold it can still collect
 *   (beads and Income count for the gold they add, under the same 15-gold cap).
 * - **Special building cards** in effect, a little each while turns are left.
 * - **Tempo and the end trigger**: the end comes when two stacks are empty; the fewer tiles left
 *   in the second-emptiest stack (and the more turns played: the rules have no turn limit, and a
 *   seat must not keep its potentials alive by never emptying a stack), the less the future parts
 *   (gold, priors, special cards) are worth ({@link gameAhead}); once the end is triggered a tile
 *   in hand and a placement are worth less, and a seat that has played its final turn keeps only
 *   VP, the final scoring and gold as the tie-break ({@link hasTurnLeft}). A game that runs past
 *   50 turns per player is judged more and more as if it were over ({@link stillOpen}), so that
 *   ending it never looks like a loss.
 *
 * It reads the whole state (other seats' hidden cards included), as the bots' contract allows for
 * states they made up; it never checks codecs, copies the state or changes it. It memoises board
 * facts by the identity of the board objects, like the rest of the module, and what a card is
 * worth on an island (and the island's Income) by that island's contents, which a bot's search
 * meets again and again on boards that differ elsewhere.
 *
 * @module
 */
import { type Seat, memoByIdentity } from "@laguna/core";
import { gondoliersAt, incomeFor, islandsOf } from "./board";
import { cacheOf } from "./cache";
import { type IslandId, BEAD_COLOURS, CONSTANTS, characterCard, gondola, setupFor, specialCard } from "./data";
import { countsAs, scoringEffects } from "./effects";
import { bestAssignment, cardVp } from "./scoring";
import type { Beads, MuranoState, Player } from "./state";

/**
 * Gold early in the game, in VP. Gold is worth what it buys: 2 gold buy a shop or palace worth 2
 * or 3 VP once built, 1 gold a factory worth 1 VP, and building takes another action. The rate is
 * kept below what a tile in hand is worth per gold of its price (see {@link HAND_SHARE}), so that
 * buying always looks better than hoarding, as it is under the rules (gold scores nothing).
 */
const GOLD_EARLY = 0.45;
/** Gold just before the end is triggered: fewer turns left to turn it into points. */
const GOLD_LATE = 0.25;
/** Gold after the seat's last turn: only the tie-break (and the exchange cards, counted exactly). */
const GOLD_TIE_BREAK = 0.01;
/**
 * Above this much gold, the rest is worth only the tie-break: there is only so much to buy in a
 * few turns (a placement costs at most 5 gold, a tile at most 3), and a hoard that the evaluation
 * kept paying for would never be spent (two bots once took gold for 500 turns rather than end the
 * game, each losing its hoard's worth at the end).
 */
const GOLD_PLENTY = 15;
/**
 * A tile in hand, as a share of its building VP, before the end is triggered: a Build action
 * still has to place it, and a built tile also counts for the cards, Income and Production. Per
 * gold of its price, every tile in hand is worth more than the gold paid (shop 2 VP × 0.65 for 2
 * gold, factory 1 × 0.65 for 1, palace 3 × 0.65 for 2, special card for 2).
 */
const HAND_SHARE = 0.65;
/** A tile in hand in the seat's final turn: one Build (or the final-turn placement) at most. */
const HAND_SHARE_FINAL = 0.3;
/** What an owned special building card is worth while turns remain (its effect, used a few times). */
const SPECIAL_CARD_VP = 2;
/** A character card's prior early in the game (a card typically scores 6 to 12 VP). */
const CARD_PRIOR = 6;
/** An action spent, in VP (placing a gondolier costs a turn). */
const ACTION_VP = 1;
/**
 * Up to this many cards in hand, a seat with no turn left is scored exactly (`bestAssignment`);
 * with more, its memoised search grows too costly to run at every step of a bot's search (tens of
 * milliseconds with seven or eight cards), and the greedy match stands in for it.
 */
const EXACT_CARDS = 4;
/** Beads are sold in a Production action: their gold is discounted by this share. */
const BEAD_SHARE = 0.8;
/** Income in reach is one Income action away: this share of the best Income counts. */
const INCOME_SHARE = 0.4;

/**
 * The parts of a seat's {@link evaluate}, in VP; `total` is their sum.
 *
 * @example
 * const parts: EstimateParts = estimateParts(state, 0);
 * parts.total === evaluate(state, 0); // true
 * @category Bots
 */
export interface EstimateParts {
  /** VP on the track. */
  readonly vp: number;
  /** Character cards expected at final scoring, net of the gondoliers and placements they need. */
  readonly characters: number;
  /** +1 VP per own gondolier expected to stay without a card at the end. */
  readonly gondoliers: number;
  /** Tiles in hand: their building VP (and cards) at a discount. */
  readonly hand: number;
  /** Gold, at the rate of the game's phase. */
  readonly gold: number;
  /** Beads at their sale price (the bead characters are in `characters`). */
  readonly beads: number;
  /** The best Income the seat could take now, at the gold rate. */
  readonly income: number;
  /** Special building cards in effect. */
  readonly specialCards: number;
  /** The sum of the parts. */
  readonly total: number;
}

/**
 * How much of the game is still ahead, from 1 at the start to 0 when the end is triggered: the
 * tiles left in the second-emptiest stack (the end comes when two stacks are empty; a Build draws
 * up to 3 streets, so the streets count a third each), over that number at the start of a game
 * with this many players; and at most the share of 50 turns per player still to come, so that
 * stalling does not keep the future parts alive.
 *
 * @example
 * gameAhead(game.setup(game.defaultConfig(2), 1)); // 0.99: full stacks, turn 1 of about 100
 * @category Bots
 */
export function gameAhead(state: MuranoState): number {
  if (state.ending !== null) return 0;
  const n = state.config.playerCount;
  const stacks = secondSmallest(stackSizes(state)) / initialSecond(n);
  // Time passes too: without it, a seat would keep its potentials by never emptying a stack (the
  // rules have no turn limit), and bots that all do so pass for ever.
  const time = 1 - state.turn / (TURNS_PER_PLAYER * n);
  return Math.max(0, Math.min(1, stacks, time));
}

/**
 * Turns per player after which nothing is counted as ahead any more, even with full stacks: about
 * twice the length of a game between players who buy and build (a buy or a Build about every
 * other turn empties the second stack in some 20 to 25 turns each).
 */
const TURNS_PER_PLAYER = 50;

/**
 * How open the game still is once it runs long, from 1 down to 0: 1 up to 50 turns per player,
 * then falling to 0 over the next 25. As it falls, what only
 * pays in turns to come (gold above the tie-break, Income, placements still to make) fades, so a
 * long game is judged more and more as if it were over: then nothing is lost by ending it, and a
 * seat does not wait for ever rather than trigger the end (the rules have no turn limit; two bots
 * once took gold and recruited for 150 turns past a normal game's length).
 *
 * @example
 * stillOpen(game.setup(game.defaultConfig(2), 1)); // 1
 * @category Bots
 */
export function stillOpen(state: MuranoState): number {
  const perPlayer = state.turn / state.config.playerCount;
  return Math.max(0, Math.min(1, 1 - (perPlayer - TURNS_PER_PLAYER) / OVERRUN_TURNS));
}

/** Turns per player over which {@link stillOpen} falls from 1 to 0, after `TURNS_PER_PLAYER`. */
const OVERRUN_TURNS = 25;

/** The stacks' sizes in actions: streets in thirds (a Build draws up to 3). */
function stackSizes(state: MuranoState): readonly number[] {
  let streets = 0;
  for (const pile of state.piles) streets += pile.length;
  return [streets / CONSTANTS.buildLimit, state.shopStack.length, state.palaceStack.length, state.glassFactoryStack.length, state.specialTileStack.length];
}

function secondSmallest(xs: readonly number[]): number {
  let a = Number.POSITIVE_INFINITY;
  let b = Number.POSITIVE_INFINITY;
  for (const x of xs) {
    if (x < a) {
      b = a;
      a = x;
    } else if (x < b) b = x;
  }
  return b;
}

const INITIAL_SECOND = new Map<number, number>();
/** The second-smallest stack at the start of a game with `n` players (from the setup data). */
function initialSecond(n: number): number {
  const known = INITIAL_SECOND.get(n);
  if (known !== undefined) return known;
  const row = setupFor(n);
  const four = row.side === "4p";
  // Tiles in play per type (rules: 12 of each building type, 3 shops, 1 palace, 1 factory and 3
  // special tiles out with 2–3 players; streets as the setup's piles).
  const streets = row.streetPiles.reduce((s, x) => s + x, 0) / CONSTANTS.buildLimit;
  const value = secondSmallest([streets, four ? 12 : 9, 12 - row.palacesRemovedUnseen, four ? 12 : 11, four ? 12 : 9]);
  INITIAL_SECOND.set(n, value);
  return value;
}

/**
 * Whether a seat still has (part of) a turn to play: always before the end is triggered; after
 * it, the seat whose turn it is, and the seats after it up to the triggering seat; never during
 * final scoring.
 *
 * @example
 * hasTurnLeft(state, 1); // false once seat 1 has played its final turn
 * @category Bots
 */
export function hasTurnLeft(state: MuranoState, seat: Seat): boolean {
  const kind = state.step.kind;
  if (kind === "scoring" || kind === "over") return false;
  const ending = state.ending;
  if (ending === null || seat === state.current) return true;
  const n = state.config.playerCount;
  const t = ending.triggeredBy;
  return (seat - t + n) % n > (state.current - t + n) % n;
}

/**
 * What one island pays each (seat, card) now, and the Income it gives each seat: facts of the
 * island's contents alone (its tiles and their owners, under the rules' flags), shared by every
 * board with the same island.
 */
interface IslandMemo {
  /** A card's value there, by `seat · 64 + card number`. */
  readonly values: Map<number, number>;
  /** `incomeFor` there, by seat. */
  readonly income: Map<number, number>;
}

/** What the evaluation knows of a board (memoised per `cells` object, with its `owners`). */
interface BoardMemo {
  readonly owners: MuranoState["owners"];
  /** Per island, in `islandsOf` order. */
  readonly islands: readonly IslandMemo[];
  /** The best Income in reach, by seat (0 to 3; NaN: not worked out yet). */
  readonly income: Float64Array;
}

/**
 * The board's facts. A bot's search reaches the same board in each of its made-up states, by
 * builds in another order, and, island by island, on boards that differ only elsewhere: a card's
 * value and an island's Income depend on that island alone (`cardVp` reads `islandStats` of it
 * and the ruling flags), so they are kept per island contents: each island's tiles (by cell) and
 * their owners, as small numbers in the order the board lists them, led by the rules and the
 * island, found by a hash of them and compared in full.
 */
function boardMemo(state: MuranoState): BoardMemo {
  const cache = cacheOf(state.cells);
  const known = cache.get(BOARD_KEY) as BoardMemo | undefined;
  if (known !== undefined && known.owners === state.owners) return known;
  const islands = islandsOf(state);
  const n = islands.length;
  const index = islandIndex(islands);
  const rules = codeOf(configText(state.config));
  if (CONTENTS.length < n) for (let i = CONTENTS.length; i < n; i++) CONTENTS.push(new Int32Array(96));
  for (let i = 0; i < n; i++) {
    (CONTENTS[i] as Int32Array)[0] = rules * 64 + i;
    LENGTHS[i] = 1;
    HASHES[i] = mix(rules * 64 + i);
  }
  for (const cell in state.cells) {
    const tile = state.cells[cell];
    if (tile === undefined) continue;
    const i = index.get(cell) ?? islandOfCell(index, islands, cell);
    if (i < 0) continue;
    const a = codeOf(cell);
    const b = codeOf(tile);
    const c = 2 + (state.owners[tile] ?? -1);
    let codes = CONTENTS[i] as Int32Array;
    const at = LENGTHS[i] as number;
    if (at + 3 > codes.length) {
      const more = new Int32Array(2 * codes.length);
      more.set(codes);
      CONTENTS[i] = codes = more;
    }
    codes[at] = a;
    codes[at + 1] = b;
    codes[at + 2] = c;
    LENGTHS[i] = at + 3;
    HASHES[i] = ((HASHES[i] as number) + mix(mix(a * 65_536 + b) ^ c)) >>> 0;
  }
  const memos: IslandMemo[] = [];
  for (let i = 0; i < n; i++) {
    const codes = CONTENTS[i] as Int32Array;
    const length = LENGTHS[i] as number;
    const key = (HASHES[i] as number) + length * 4_294_967_296;
    let bucket = ISLANDS.get(key);
    let memo: IslandMemo | undefined;
    if (bucket !== undefined) {
      for (const entry of bucket) {
        if (sameCodes(entry.codes, codes, length)) {
          memo = entry.memo;
          break;
        }
      }
    }
    if (memo === undefined) {
      if (islandCount >= ISLANDS_LIMIT) {
        ISLANDS.clear();
        islandCount = 0;
        bucket = undefined;
      }
      memo = { values: new Map(), income: new Map() };
      const entry: IslandEntry = { codes: codes.slice(0, length), memo };
      if (bucket === undefined) ISLANDS.set(key, [entry]);
      else bucket.push(entry);
      islandCount++;
    }
    memos.push(memo);
  }
  const fresh: BoardMemo = { owners: state.owners, islands: memos, income: new Float64Array(4).fill(Number.NaN) };
  cache.set(BOARD_KEY, fresh);
  return fresh;
}

/** Where {@link boardMemo} keeps its facts in the `cells` object's cache. */
const BOARD_KEY = "evaluateIslands";

/** An island's contents met before (as {@link boardMemo} writes them) and what is known of it. */
interface IslandEntry {
  readonly codes: Int32Array;
  readonly memo: IslandMemo;
}

/** How many islands' contents {@link boardMemo} remembers before it starts again. */
const ISLANDS_LIMIT = 20_000;
/** The islands' contents met, by hash (and length). */
const ISLANDS = new Map<number, IslandEntry[]>();
let islandCount = 0;
/** Scratch for {@link boardMemo}: each island's contents, their lengths and hashes. */
const CONTENTS: Int32Array[] = [];
const LENGTHS = new Int32Array(16);
const HASHES = new Float64Array(16);

/** Whether `a` is the first `length` numbers of `b`. */
function sameCodes(a: Int32Array, b: Int32Array, length: number): boolean {
  if (a.length !== length) return false;
  for (let k = 0; k < length; k++) if (a[k] !== b[k]) return false;
  return true;
}

/** Mixes 32 bits (a multiply-xorshift finaliser). */
function mix(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  return (x ^ (x >>> 16)) >>> 0;
}

/** A config as text, once per config object: a card's value may read a ruling flag. */
const configText = memoByIdentity((config: MuranoState["config"]): string => JSON.stringify(config));

/** A small number for every cell, tile and config text met (a few hundred at most). */
const CODES = new Map<string, number>();
function codeOf(text: string): number {
  let code = CODES.get(text);
  if (code === undefined) {
    code = CODES.size + 1;
    CODES.set(text, code);
  }
  return code;
}

/** Per list of playable islands: each cell's island, as an index in the list (−1: not playable). */
const CELL_ISLANDS = new Map<readonly IslandId[], Map<string, number>>();
function islandIndex(islands: readonly IslandId[]): Map<string, number> {
  let index = CELL_ISLANDS.get(islands);
  if (index === undefined) CELL_ISLANDS.set(islands, (index = new Map()));
  return index;
}
function islandOfCell(index: Map<string, number>, islands: readonly IslandId[], cell: string): number {
  const i = islands.indexOf(cell.slice(0, cell.indexOf(".")) as IslandId);
  index.set(cell, i);
  return i;
}

const NO_BEADS: Beads = { red: 0, green: 0, blue: 0 };

/**
 * Per island (in `islandsOf` order): empty gondolas, whether one of the seat's colour is empty, and
 * each seat's gondoliers there (what `gondoliersAt` says), worked out once per `gondolas` object.
 */
interface GondolaRoom {
  readonly empty: Int8Array;
  /** Bit `seat` set when a gondola of the seat's colour is empty there. */
  readonly ownEmpty: Int8Array;
  /** `gondoliersAt(state, seat, islands[i])` at index `seat · islands + i`, for seats 0 to 3. */
  readonly placed: Int16Array;
  /** Per seat, the sum of its `placed` over the islands. */
  readonly placedTotal: Int16Array;
}

function gondolaRoom(state: MuranoState, islands: readonly IslandId[]): GondolaRoom {
  const cache = cacheOf(state.gondolas);
  const key = ROOM_KEYS[islands.length] ?? `evaluateRoom${islands.length}`;
  const known = cache.get(key) as GondolaRoom | undefined;
  if (known !== undefined) return known;
  const empty = new Int8Array(islands.length);
  const ownEmpty = new Int8Array(islands.length);
  const colours = CONSTANTS.colours;
  for (const g in state.gondolas) {
    if (state.gondolas[g] !== null) continue;
    const { island, colour } = gondola(g);
    const i = islands.indexOf(island);
    if (i < 0) continue;
    empty[i] = (empty[i] ?? 0) + 1;
    const seat = colours.indexOf(colour);
    if (seat >= 0) ownEmpty[i] = (ownEmpty[i] ?? 0) | (1 << seat);
  }
  const n = islands.length;
  const placed = new Int16Array(ROOM_SEATS * n);
  const placedTotal = new Int16Array(ROOM_SEATS);
  for (let seat = 0; seat < ROOM_SEATS; seat++) {
    for (let i = 0; i < n; i++) {
      const here = gondoliersAt(state, seat, islands[i]);
      placed[seat * n + i] = here;
      placedTotal[seat] = (placedTotal[seat] ?? 0) + here;
    }
  }
  const room = { empty, ownEmpty, placed, placedTotal };
  cache.set(key, room);
  return room;
}

/** The cache keys of {@link gondolaRoom} by the number of islands, made once. */
const ROOM_KEYS: readonly string[] = Array.from({ length: 9 }, (_, n) => `evaluateRoom${n}`);

/** The seats {@link GondolaRoom} counts gondoliers for (Murano has at most 4 players). */
const ROOM_SEATS = 4;

/** The seat's special card effects in force now (taken on an earlier turn), without the module's per-state memo. */
function effectsNow(state: MuranoState, p: Player): ReturnType<typeof specialCard>["effect"][] {
  const out: ReturnType<typeof specialCard>["effect"][] = [];
  for (const c of p.specialCards) if (c.turn < state.turn) out.push(specialCard(c.card).effect);
  return out;
}

/** The most VP the gold exchange table gives for at most `gold`. */
function bestExchangePay(gold: number): number {
  let pay = 0;
  for (const [cost] of CONSTANTS.tableGold) if (cost <= gold && cost > pay) pay = cost;
  return pay;
}

/** What `gold` is worth at `rate` VP per gold: the rate up to {@link GOLD_PLENTY}, the tie-break above. */
function goldValue(gold: number, rate: number): number {
  const useful = Math.min(gold, GOLD_PLENTY);
  return useful * rate + (gold - useful) * GOLD_TIE_BREAK;
}

/** Gold from selling beads, one colour per sale (5 / 12 / 20 for 1 / 2 / 3; more need more sales). */
function beadGold(beads: Beads): number {
  const sale = CONSTANTS.saleGold;
  const full = sale[3] ?? 20;
  let gold = 0;
  for (const c of BEAD_COLOURS) {
    const n = beads[c];
    gold += Math.floor(n / 3) * full + (sale[n % 3] ?? 0);
  }
  return gold;
}

/**
 * The ways to score a card that gain something, best first, in scratch arrays reused by every
 * call of {@link matchCards} (it calls nothing that could call it back): `CANDIDATE_GAIN[j]`, and
 * `CANDIDATE_WAY[j]` = card · 64 + island · 2 + (1 through a gondolier already placed, 0 through one
 * still to place). Kept sorted as they come (an insertion sort: a few dozen at most), equal gains
 * in the order they came, as the stable sort they replace did.
 */
let CANDIDATE_GAIN = new Float64Array(64);
let CANDIDATE_WAY = new Int32Array(64);
/** Scratch for {@link matchCards}: gondoliers still free per island, places left, cards taken. */
const LEFT = new Int16Array(16);
const PLACEABLE = new Int16Array(16);
let TAKEN = new Uint8Array(16);

/** Adds a way to score a card among the first `count` (sorted); the new count. */
function addCandidate(count: number, gain: number, way: number): number {
  if (count === CANDIDATE_GAIN.length) {
    const gains = new Float64Array(2 * count);
    gains.set(CANDIDATE_GAIN);
    CANDIDATE_GAIN = gains;
    const ways = new Int32Array(2 * count);
    ways.set(CANDIDATE_WAY);
    CANDIDATE_WAY = ways;
  }
  let j = count;
  while (j > 0 && (CANDIDATE_GAIN[j - 1] as number) < gain) {
    CANDIDATE_GAIN[j] = CANDIDATE_GAIN[j - 1] as number;
    CANDIDATE_WAY[j] = CANDIDATE_WAY[j - 1] as number;
    j--;
  }
  CANDIDATE_GAIN[j] = gain;
  CANDIDATE_WAY[j] = way;
  return count + 1;
}

/**
 * The parts of the evaluation of a state for a seat (see the module's description), each in VP.
 *
 * @example
 * const parts = estimateParts(state, 0);
 * console.log(parts.characters, parts.gold);
 * @category Bots
 */
export function estimateParts(state: MuranoState, seat: Seat): EstimateParts {
  const p = state.players[seat];
  if (p === undefined) return { vp: 0, characters: 0, gondoliers: 0, hand: 0, gold: 0, beads: 0, income: 0, specialCards: 0, total: 0 };
  const turnLeft = hasTurnLeft(state, seat);

  if (!turnLeft && scoringDone(state, seat)) {
    // Final scoring done for this seat: its VP are final, gold breaks ties.
    return sum({ vp: p.vp, characters: 0, gondoliers: 0, hand: 0, gold: p.gold * GOLD_TIE_BREAK, beads: 0, income: 0, specialCards: 0 });
  }
  if (!turnLeft && p.characters.length > EXACT_CARDS) {
    // Nothing more to play, many cards: the greedy match, gold as the tie-break.
    const { characters, gondoliers } = matchCards(state, seat, p, { goldRate: GOLD_TIE_BREAK, ahead: 0, triggered: true, future: false, late: 0 });
    return sum({ vp: p.vp, characters, gondoliers, hand: 0, gold: p.gold * GOLD_TIE_BREAK, beads: 0, income: 0, specialCards: 0 });
  }
  if (!turnLeft) {
    // Nothing more to play: the exact final scoring, gold as the tie-break.
    const best = bestAssignment(state, seat);
    const gold = (p.gold - goldPaid(best.choices)) * GOLD_TIE_BREAK;
    return sum({ vp: p.vp, characters: best.cards, gondoliers: best.bonus, hand: 0, gold, beads: 0, income: 0, specialCards: 0 });
  }

  const ahead = gameAhead(state);
  const triggered = state.ending !== null;
  const late = stillOpen(state);
  const goldRate = GOLD_TIE_BREAK + (GOLD_LATE - GOLD_TIE_BREAK) * late + (GOLD_EARLY - GOLD_LATE) * ahead;
  const effects = effectsNow(state, p);

  // Gold, up to what the seat can still spend.
  const gold = goldValue(p.gold, goldRate);

  // Tiles in hand.
  const share = triggered ? HAND_SHARE_FINAL : HAND_SHARE;
  const vpOf = CONSTANTS.buildingVp;
  let craneShopFactory = 0;
  let cranePalaceSpecial = 0;
  for (const e of effects) {
    if (e.kind !== "crane") continue;
    if (e.buildings.includes("shop")) craneShopFactory += e.vp;
    if (e.buildings.includes("palace")) cranePalaceSpecial += e.vp;
  }
  const hand =
    share *
    (p.hand.glassFactories.length * (vpOf.glassFactory + craneShopFactory) +
      p.hand.shops.length * (vpOf.shop + craneShopFactory) +
      p.hand.palaces.length * (vpOf.palace + cranePalaceSpecial) +
      p.hand.specialTiles.length * (SPECIAL_CARD_VP * ahead + cranePalaceSpecial));

  // Beads at their sale price, if a Production action can still sell them: the gold they add.
  const beads = (goldValue(p.gold + beadGold(p.beads), goldRate) - gold) * BEAD_SHARE;

  // Income in reach and special cards in effect.
  const islands = islandsOf(state);
  const memo = boardMemo(state);
  let income = memo.income[seat] ?? Number.NaN;
  if (Number.isNaN(income)) {
    income = 0;
    for (let i = 0; i < islands.length; i++) {
      const island = memo.islands[i] as IslandMemo;
      let here = island.income.get(seat);
      if (here === undefined) {
        here = incomeFor(state, islands[i] as IslandId, seat);
        island.income.set(seat, here);
      }
      income = Math.max(income, here);
    }
    if (seat >= 0 && seat < memo.income.length) memo.income[seat] = income;
  }
  const incomeVp = triggered ? 0 : (goldValue(p.gold + income, goldRate) - gold) * INCOME_SHARE * late;
  const specialCards = p.specialCards.length * SPECIAL_CARD_VP * ahead;

  const { characters, gondoliers } = matchCards(state, seat, p, { goldRate, ahead, triggered, future: true, late, effects });
  return sum({ vp: p.vp, characters, gondoliers, hand, gold, beads, income: incomeVp, specialCards });
}

/** How the cards are matched: the phase of the game, and whether gondoliers may still be placed. */
interface MatchTerms {
  /** The VP of one gold (paid to the gold exchange, or for a placement). */
  readonly goldRate: number;
  /** {@link gameAhead}: scales the cards' prior. */
  readonly ahead: number;
  /** The end is triggered: at most one more placement, and it costs the final turn. */
  readonly triggered: boolean;
  /** The seat still has turns: priors, and gondoliers it could still place. */
  readonly future: boolean;
  /** {@link stillOpen}: a placement still to make counts this share of its gain. */
  readonly late: number;
  /** The seat's special cards in effect, when the caller has them already. */
  readonly effects?: ReturnType<typeof specialCard>["effect"][];
}

/**
 * Characters and unused gondoliers at final scoring, estimated by a greedy match: every (card,
 * island) pair is worth what the card would score there now (at least the prior while turns
 * remain), less the +1 VP its gondolier would otherwise give, less the price and the action of a
 * placement when no own gondolier is there yet; pairs are taken best first, each card once, each
 * gondolier once. A lower bound on the exact optimum when no placement is counted (greedy instead
 * of the exact search; the exchange and bead cards are valued on their own, not sharing gold and
 * beads), and much cheaper than `bestAssignment` for a hand of many cards.
 */
function matchCards(state: MuranoState, seat: Seat, p: Player, terms: MatchTerms): { characters: number; gondoliers: number } {
  const config = state.config;
  const personalCounts = config.unassignedGondolierVp === "notInGeneralSupply";
  const { goldRate, ahead, triggered, future, late } = terms;
  const islands = islandsOf(state);
  const n = islands.length;
  const room = gondolaRoom(state, islands);
  // The seat's gondoliers per island (a seat beyond the room's, none in Murano, counted afresh).
  // `placedAt[base + i]`: its gondoliers on island i.
  let placedAt = room.placed;
  let base = seat * n;
  let placedTotal = room.placedTotal[seat] ?? 0;
  if (!(seat >= 0 && seat < ROOM_SEATS)) {
    placedAt = new Int16Array(n);
    base = 0;
    placedTotal = 0;
    for (let i = 0; i < n; i++) placedTotal += placedAt[i] = gondoliersAt(state, seat, islands[i]);
  }
  const cards = p.characters;
  let characters = 0;
  let used = 0;
  if (cards.length > 0) {
    const memo = boardMemo(state);
    const effects = terms.effects ?? effectsNow(state, p);
    const harbor = effects.find((e) => e.kind === "harbor");
    const ownPrice = harbor?.kind === "harbor" ? harbor.ownPrice : CONSTANTS.ownGondolaPrice;
    const anyPrice = harbor?.kind === "harbor" ? harbor.otherPrice : CONSTANTS.anyGondolaPrice;
    const prior = future ? CARD_PRIOR * ahead : 0;
    const exchangePay = bestExchangePay(p.gold);
    const placing = future && p.personal > 0;
    let count = 0;
    for (let k = 0; k < cards.length; k++) {
      const id = cards[k] as string;
      const card = characterCard(id);
      const kind = card.rule.kind;
      let usableBeads = 0;
      if (kind === "beads") {
        const colour = card.rule.kind === "beads" ? card.rule.colour : "red";
        const fx = scoringEffects(state, seat);
        for (const b of BEAD_COLOURS) if (countsAs(b, fx, config.studioChaining).includes(colour)) usableBeads += p.beads[b];
      }
      for (let i = 0; i < n; i++) {
        const island = islands[i] as IslandId;
        if (card.island !== null && card.island !== island) continue;
        let now: number;
        if (kind === "goldExchange") now = cardVp(state, seat, id, island, exchangePay, NO_BEADS) - exchangePay * goldRate;
        else if (kind === "beads") {
          const rule = card.rule.kind === "beads" ? card.rule : undefined;
          now = (rule?.per ?? 0) * Math.min(rule?.max ?? 0, usableBeads);
        } else if (kind === "boatmen") now = cardVp(state, seat, id, island, 0, NO_BEADS);
        else {
          const values = (memo.islands[i] as IslandMemo).values;
          const key = seat * 64 + cardNumber(id);
          const hit = values.get(key);
          if (hit !== undefined) now = hit;
          else {
            now = cardVp(state, seat, id, island, 0, NO_BEADS);
            values.set(key, now);
          }
        }
        const value = Math.max(now, prior);
        // A card scored takes a gondolier that would otherwise give 1 VP. Only the ways that gain
        // something are kept: the match stops at the first that does not.
        if ((placedAt[base + i] ?? 0) > 0) {
          const gain = value - 1;
          if (!(gain <= 0)) count = addCandidate(count, gain, k * 64 + i * 2 + 1);
        }
        if (placing && (room.empty[i] ?? 0) > 0) {
          const price = ((room.ownEmpty[i] ?? 0) >> seat) & 1 ? ownPrice : anyPrice;
          const cost = price * goldRate + ACTION_VP * (triggered ? 2 : 1) + (personalCounts ? 1 : 0);
          const gain = (value - cost) * late;
          if (!(gain <= 0)) count = addCandidate(count, gain, k * 64 + i * 2);
        }
      }
    }
    if (TAKEN.length < cards.length) TAKEN = new Uint8Array(2 * cards.length);
    const taken = TAKEN.fill(0, 0, cards.length);
    for (let i = 0; i < n; i++) {
      LEFT[i] = placedAt[base + i] ?? 0;
      PLACEABLE[i] = room.empty[i] ?? 0;
    }
    let personalLeft = triggered ? Math.min(1, p.personal) : p.personal;
    for (let j = 0; j < count; j++) {
      const way = CANDIDATE_WAY[j] as number;
      const card = way >> 6;
      const island = (way >> 1) & 31;
      const placed = (way & 1) === 1;
      if (taken[card]) continue;
      if (placed) {
        if ((LEFT[island] ?? 0) === 0) continue;
        LEFT[island] = (LEFT[island] ?? 0) - 1;
        used++;
      } else {
        if (personalLeft === 0 || (PLACEABLE[island] ?? 0) === 0) continue;
        personalLeft--;
        PLACEABLE[island] = (PLACEABLE[island] ?? 0) - 1;
      }
      taken[card] = 1;
      characters += (CANDIDATE_GAIN[j] as number) + (placed ? 1 : 0);
    }
  }
  // Gondoliers on gondolas without a card, and (by default) those in the personal supply, give +1
  // VP each; the personal ones spent on placements above are already netted out of `characters`.
  const gondoliers = placedTotal - used + (personalCounts ? p.personal : 0);
  return { characters, gondoliers };
}

/** A character card's number (its id without the two-letter prefix), read once per id. */
const CARD_NUMBERS = new Map<string, number>();
function cardNumber(id: string): number {
  let n = CARD_NUMBERS.get(id);
  if (n === undefined) {
    n = Number(id.slice(2));
    CARD_NUMBERS.set(id, n);
  }
  return n;
}

/** Whether the seat's final scoring is over (the unused gondolier bonus is then on the track). */
function scoringDone(state: MuranoState, seat: Seat): boolean {
  const step = state.step;
  if (step.kind === "over") return true;
  if (step.kind !== "scoring") return false;
  const position = step.order.indexOf(seat);
  return position >= 0 && position < step.index;
}

function goldPaid(choices: readonly { readonly pay: number }[]): number {
  let paid = 0;
  for (const c of choices) paid += c.pay;
  return paid;
}

function sum(parts: Omit<EstimateParts, "total">): EstimateParts {
  // Field by field rather than a spread: this runs for every state a bot's search judges.
  const { vp, characters, gondoliers, hand, gold, beads, income, specialCards } = parts;
  return { vp, characters, gondoliers, hand, gold, beads, income, specialCards, total: vp + characters + gondoliers + hand + gold + beads + income + specialCards };
}

/**
 * The evaluation of a Murano state for a seat, for the bots of `@laguna/bots` (an
 * `Evaluation<MuranoState>`): the VP the seat can expect to finish with, higher is better. It is
 * the seat's own estimate, not a difference: the MCTS bot compares seats itself (the lead over
 * the best other seat), and the greedy bot's turn changes mostly its own holdings. See the
 * module's description for what it counts and why; {@link estimateParts} gives the parts.
 *
 * Cost: a few microseconds on most states (board facts are memoised per board object and per
 * island contents); the exact final scoring (`bestAssignment`) only for a seat that has no turn
 * left.
 *
 * @example
 * import { greedyBot, mctsBot } from "@laguna/bots";
 * import { evaluate } from "@laguna/murano";
 * const greedy = greedyBot(evaluate, { seed: 1 });
 * const mcts = mctsBot({ seed: 2, evaluate, iterations: 1000 });
 * @category Bots
 */
export function evaluate(state: MuranoState, seat: Seat): number {
  return estimateParts(state, seat).total;
}

/**
 * The search budget we recommend for the MCTS bot of `@laguna/bots` in Murano (a `SearchBudget`):
 * a work budget of 12,000 rule steps per decision instead of the bot's general 20,000. A budget
 * counts rule steps (calls of `apply`), and per step counted a Murano search takes about ten times
 * as long as a Murano: Light Masters one (the steps, the legal-action lists and the evaluations
 * together), so the general budget let the slowest Murano decisions take over 2 seconds.
 * `laguna simulate`, `laguna play`, the playground and `npm run bench:bots` use it; pass it
 * yourself to `mctsBot`.
 *
 * @example
 * import { mctsBot } from "@laguna/bots";
 * import { evaluate, searchBudget } from "@laguna/murano";
 * const mcts = mctsBot({ seed: 2, evaluate, ...searchBudget });
 * @category Bots
 */
export const searchBudget: { readonly maxApplies: number } = { maxApplies: 12_000 };
