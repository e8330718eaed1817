/**
 * A state evaluation for bots: how good a state looks for a seat, in Lira, the
 * currency the game is won in (rulebook, *Final de la partida y victoria*). Written from the rules,
 * not fitted to bot results. The R numbers in this module are the rulings of the game's page,
 * docs/games/murano-light-masters.md.
 *
 * What a seat can expect to hold at the end is its Lira plus what its hand will still pay. A
 * Creation card pays `8 − fragments left` when completed (*Completar una o más creaciones*), only
 * the first card of the hand can be completed, and the game ends at the end of the round in which
 * some hand is emptied (*Final de la partida y victoria*, R30). So the evaluation counts:
 *
 * 1. **Lira held**, one for one: the only thing that scores; completions are already in it.
 * 2. **Creations in reach.** The Workbench is shared out among the cards in hand order, as the
 *    rules force them to be completed (each colour to the earliest card that needs it, then each
 *    W to the earliest shortage, W being wild); card `i` is then `cum_i` fragments away (what
 *    it and the cards before it still miss). Its worth is `ρ · v · γ^cum_i`: `v` is what it
 *    would pay (for the first card, `8 −` the fragments it would leave behind; for the others
 *    `K`, a typical payout), `γ` discounts each missing fragment (a turn brings about
 *    `FRAGMENTS_PER_TURN` useful ones), and `ρ < 1` keeps a card in hand below the same card
 *    completed, so that completing is always worth it. Hence a fragment the first card needs is
 *    worth more the nearer that card is, fragments for later cards are worth little, and
 *    putting a card that cannot be paid for at the back (Reorder, 1Ł) pays when a later card is
 *    nearer completion.
 * 3. **Cards left in hand, against the clock.** A card is worth nothing if the game ends before
 *    it can be completed: the horizon is the number of turns the fastest player needs to empty
 *    their hand (for the other players estimated from what everyone sees, hand sizes and
 *    Workbenches, since their hands are hidden: R29), and a card due later than that fades out.
 *    Once the end is triggered only the current turn, or the turn still to come this round,
 *    counts; a player whose last turn is over holds just their Lira. Emptying one's hand first
 *    thus both banks the cards' Lira and cuts the others' hands to nothing.
 * 4. **Crowding.** More than `8 − 2` fragments on the Workbench means the next take forces
 *    returns (R12): `CROWDING` per fragment over 6.
 * 5. **Advantages available**: each completed creation not yet used can activate one of the
 *    Advantages under its tiles (*Activar una Ventaja*); it counts half the face value of the best
 *    of them in Lira (Mercader's Sell pays 3 more, Gratuito saves the 2Ł of a Buy, Regalo gives a
 *    chosen fragment...), half because it pays only if an occasion comes. It stays until the game
 *    is over: were it dropped when the end is triggered, emptying one's hand would look like losing
 *    the Advantages not used yet, and a seat holding some it cannot use would never finish.
 * 6. **Tempo**: a seat that still has its turn to play in this round, while others have had
 *    theirs, is worth up to `TURN_VALUE` more (everyone ends with as many turns, R30). The turn
 *    under way counts by how far it has gone (its Obtain and Negotiate steps), so that ending a
 *    turn changes nothing by itself.
 *
 * The evaluation reads the seat's own hand and only public facts about the other seats, never
 * their hands. It is a plain loop over at most 4 players and 6 cards: no codec checks, no copies.
 *
 * **Not this evaluation's doing: a losing seat that spent its Lira at the end.** Between greedy
 * bots a seat used to end a game on exactly 11Ł, 20 to 40 below what it held: on the last turn of
 * the game, where ending its turn ends the game and loses it, the bot paid 1Ł a Ring turn instead
 * (a seat in 26 of 40 seeded three-player games, 22 % of seats; 20 % of seats in 20 two-player
 * games), and stopped at 11Ł, where (as we read it) every plan of its 12 steps must end the game.
 * The greedy planner counted a lost game as worse than any unfinished state, so it put off a sure
 * loss at any price: the cause was there, not in these terms. The planner now judges a lost game
 * by this evaluation, the seat's Lira at the end (`bench/greedy-lost-games.ts`, 40 seeded games:
 * no seat 5Ł or more below its peak at three players or at two; 53.5 of 100 two-player games
 * against `reference`, 95 % interval 44–63 %). The MCTS bot's planner keeps the old value, and
 * `reference` is frozen with it. The seats once counted as "completing no creation" in such games
 * were a miscount: a creation used to activate an Advantage leaves `completed` for `used`
 * (`bench/ladder-lm-stall.ts` counts both).
 *
 * @module
 */
import type { Seat } from "@laguna/core";
import { advantageMechanic, type AdvantageMechanic } from "./advantages";
import { ADVANTAGE_CARDS, CONSTANTS, CREATION_CARDS, creationCard, creationNeeds } from "./data";
import { size } from "./fragments";
import type { LightMastersState, Player } from "./state";

/** Keeps a card in hand below the same card completed, so that completing always pays. */
const RHO = 0.8;
/** The discount per missing fragment. */
const GAMMA = 0.75;
/**
 * `GAMMA ** k` for the whole numbers of fragments a card can be away, worked out once: a power
 * with a fractional base is a call of the math library, and the evaluation took one per card in
 * hand (a sixth of a greedy decision's time in Light Masters). The same values as `GAMMA ** k`.
 */
const GAMMA_POWERS: readonly number[] = Array.from({ length: 64 }, (_, k) => GAMMA ** k);
/**
 * What a later card in hand is expected to pay when its turn comes: a completion pays 8 on a clean
 * Workbench, less with leftovers; a second completion in the turn adds 2 (*Completar una o más
 * creaciones*).
 */
const K = 6.5;
/**
 * Useful fragments a turn brings: 2 from the take, and a Negotiate action (an Exchange gives 2 for
 * 1, a Buy a Market's 1 to 3), not all of the right colours (*Obtener fragmentos de vidrio*,
 * *Negociar*).
 */
const FRAGMENTS_PER_TURN = 2.5;
/** Lira lost per fragment over 6 on the Workbench: the next take will force returns (R12). */
const CROWDING = 0.5;
/** A turn's worth: a player completes a card (about 6.5Ł) every two turns or so. */
const TURN_VALUE = 3;
/** What an Advantage activation held in reserve counts, as a share of its face value. */
const HELD = 0.5;

const CAPACITY = CONSTANTS.workbenchCapacity;
const PER_CARD = CONSTANTS.fragmentsPerCreation;

/**
 * The face value in Lira of one activation of each Advantage mechanism (rulebook, *Cartas de
 * Ventaja*): what it brings when used well.
 */
const FACE_VALUE: Readonly<Record<AdvantageMechanic, number>> = {
  gain: 1.5, // Regalo / Obsequio: a fragment of a chosen colour.
  withBuy: CONSTANTS.buyCost, // Gratuito: a free Buy.
  withSell: 3, // Mercader: a Sell pays 4 instead of 1.
  withExchange: 1, // Pericia: a W, or a better choice of linked fragments.
  takeClear: 1.5, // Avaricioso / Bien jugado: a W (wild) after a Buy or a Sell.
  rearrange: 2, // Mago: 1Ł and a free rearrangement (a Reorder costs 1Ł).
  returnClear: 1.5, // Favoritismo: 3Ł for a W, itself worth about 1.5.
  extraAction: 1, // Privilegio: a second Negotiate action for 1Ł.
  skipSelector: 1, // Previsión: 1Ł, and the previous pair again.
  extraTake: 1, // Repetir: two more fragments for 1Ł.
  move: 0.5, // Viajante: a fragment moved between Markets.
  fame: 1, // Fama: 2Ł, only after a completion worth 8.
  swap: 1, // Oportunista: a fragment of a chosen colour for 1Ł, twice.
  setRing: 1, // Vidente: free Ring steps.
};

/** The worth of an Advantage held in reserve, by Advantage number. */
const HELD_WORTH: ReadonlyMap<number, number> = new Map(ADVANTAGE_CARDS.map((a) => [a.id, HELD * FACE_VALUE[advantageMechanic(a)]]));

/** Each card's needs as [R, Y, G, B], and its category symbols. */
const NEEDS: ReadonlyMap<string, readonly [number, number, number, number]> = new Map(
  CREATION_CARDS.map((c) => {
    const n = creationNeeds(c);
    return [c.id, [n.R, n.Y, n.G, n.B] as const];
  }),
);

/**
 * The terms of {@link evaluate} for one seat, in Lira.
 *
 * @example
 * const terms: EvaluationTerms = evaluationTerms(state, 0);
 * terms.total === terms.lira + terms.hand + terms.crowding + terms.advantages + terms.tempo; // true
 * @category Evaluation
 */
export interface EvaluationTerms {
  /** Lira held. */
  readonly lira: number;
  /** What the cards in hand are expected to pay, discounted by distance and by the horizon. */
  readonly hand: number;
  /** The penalty for a Workbench so full that the next take forces returns (0 or negative). */
  readonly crowding: number;
  /** The completed creations not yet used, each worth its best Advantage held in reserve. */
  readonly advantages: number;
  /** A turn still to play in this round while others have played theirs. */
  readonly tempo: number;
  /** The sum: what {@link evaluate} returns. */
  readonly total: number;
}

/** Scratch space for the Workbench shared out among the cards (no allocation per call). */
const left = [0, 0, 0, 0];

/**
 * How far each card of a hand is from completion: `cum[i]`, the fragments cards `0..i` still miss
 * once the Workbench is shared out in hand order (colours first, then W as wild, each to the
 * earliest card). Writes into `cum`; returns the fragments given to the first card.
 */
function shareOut(player: Player, cum: number[]): number {
  const w = player.workbench;
  left[0] = w.R;
  left[1] = w.Y;
  left[2] = w.G;
  left[3] = w.B;
  let wild = w.W;
  let total = 0;
  let firstHas = 0;
  for (let i = 0; i < player.hand.length; i++) {
    const needs = NEEDS.get(player.hand[i] as string);
    let missing = 0;
    if (needs !== undefined) {
      for (let c = 0; c < 4; c++) {
        const need = needs[c] as number;
        const have = left[c] as number;
        const used = need < have ? need : have;
        left[c] = have - used;
        missing += need - used;
      }
    }
    const covered = missing < wild ? missing : wild;
    wild -= covered;
    missing -= covered;
    if (i === 0) firstHas = PER_CARD - missing;
    total += missing;
    cum[i] = total;
  }
  return firstHas;
}

/** Turns until card `i` can be completed, `cum` fragments away: at most two completions a turn (the 8-space Workbench). */
const turnsUntil = (cum: number, i: number): number => Math.max(cum / FRAGMENTS_PER_TURN, Math.floor(i / 2));

/** What everyone can see of how many turns a player needs to empty their hand (hand size, Workbench). */
function publicTurnsToEmpty(p: Player): number {
  const cards = p.hand.length;
  if (cards === 0) return 0;
  const missing = Math.max(0, PER_CARD * cards - 0.75 * Math.min(size(p.workbench), CAPACITY));
  return turnsUntil(missing, cards - 1);
}

/**
 * How far the current seat's turn has gone, as a share of a turn: its gains so far are in the
 * state; what is left is the Negotiate action (before `P2`) and the completions (counted in the
 * hand). So a seat's progress moves smoothly from one turn to the next, with no jump at `endTurn`.
 */
const TURN_PROGRESS: Readonly<Record<LightMastersState["phase"], number>> = {
  "P1.Selector": 0,
  "P1.Take": 0,
  "P1.Open": 0.5,
  P2: 1,
  P3: 1,
  GameOver: 0,
};

/** The turns a seat has played, the current one counting by how far it has gone. */
const progress = (state: LightMastersState, seat: Seat): number =>
  (state.players[seat]?.turns ?? 0) + (seat === state.current ? TURN_PROGRESS[state.phase] : 0);

/** Whether `seat` still has a turn to play in the current round after the current seat's. */
function stillToPlay(state: LightMastersState, seat: Seat): boolean {
  const n = state.players.length;
  return (seat - state.firstPlayer + n) % n > (state.current - state.firstPlayer + n) % n;
}

const cumScratch = [0, 0, 0, 0, 0, 0, 0, 0];

/**
 * The terms of the evaluation of `state` for `seat` (see {@link evaluate}): Lira, the hand's
 * expected payout, crowding, Advantages held, tempo, and their total.
 *
 * @example
 * const state = setup(defaultConfig(2), 1);
 * evaluationTerms(state, 0).lira; // 4
 * evaluationTerms(state, 0).hand > 0; // true: the cards in hand will pay
 * @category Evaluation
 */
export function evaluationTerms(state: LightMastersState, seat: Seat): EvaluationTerms {
  const me = state.players[seat];
  if (me === undefined) return { lira: 0, hand: 0, crowding: 0, advantages: 0, tempo: 0, total: 0 };
  const n = state.players.length;
  const over = state.phase === "GameOver";

  // Tempo: the share of a turn the seat is behind the seat furthest ahead.
  let ahead = 0;
  for (let s = 0; s < n; s++) ahead = Math.max(ahead, progress(state, s));
  const tempo = over ? 0 : TURN_VALUE * (ahead - progress(state, seat));

  // The horizon: how many more turns (after this one) the seat can count on.
  const cum = cumScratch;
  const firstHas = shareOut(me, cum);
  const cards = me.hand.length;
  let horizon: number;
  let turnsLeft: boolean;
  if (over) {
    horizon = -1;
    turnsLeft = false;
  } else if (state.endTriggered) {
    // The last round: the current turn, or one more turn for a seat still to play in it.
    turnsLeft = seat === state.current || stillToPlay(state, seat);
    horizon = turnsLeft ? 0 : -1;
  } else {
    turnsLeft = true;
    let fastest = cards === 0 ? 0 : turnsUntil(cum[cards - 1] as number, cards - 1);
    for (let s = 0; s < n; s++) {
      const p = state.players[s];
      if (s !== seat && p !== undefined) fastest = Math.min(fastest, publicTurnsToEmpty(p));
    }
    // The round in which a hand empties is played to its end: about half a turn more on average.
    horizon = fastest + 0.5;
  }

  // Creations in reach.
  let hand = 0;
  if (turnsLeft) {
    const others = size(me.workbench) - firstHas;
    for (let i = 0; i < cards; i++) {
      const c = cum[i] as number;
      const weight = Math.min(1, Math.max(0, 1 + horizon - turnsUntil(c, i)));
      if (weight === 0) continue;
      const pays = i === 0 ? Math.max(0, CAPACITY - others) : K;
      hand += weight * RHO * pays * (GAMMA_POWERS[c] ?? GAMMA ** c);
    }
  }

  const crowding = turnsLeft ? -CROWDING * Math.max(0, size(me.workbench) - (CAPACITY - 2)) : 0;

  // Counted until the game is over, even for a seat with no turn left: otherwise emptying one's
  // hand, which ends the game, would look like losing the Advantages not used yet, and a seat
  // holding some that cannot be used (R23) would never complete its last card.
  let advantages = 0;
  if (!over) {
    for (const card of me.completed) {
      let best = 0;
      for (const tile of creationCard(card).symbols) best = Math.max(best, HELD_WORTH.get(state.tiles[tile]) ?? 0);
      advantages += best;
    }
  }

  const lira = me.lira;
  return { lira, hand, crowding, advantages, tempo, total: lira + hand + crowding + advantages + tempo };
}

/**
 * How good `state` looks for `seat`, in Lira: roughly the Lira the seat can expect to hold when
 * the game ends. Higher is better; a lead of about 10 over the best other seat is a clear
 * advantage (a completion pays up to 8). An `Evaluation<LightMastersState>` for the bots of
 * `@laguna/bots` (greedy turn planning, MCTS cut-offs).
 *
 * It adds up (see the module notes and {@link evaluationTerms}): the Lira held; each card in hand
 * by what it would pay, discounted by the fragments it and the cards before it still miss and
 * dropped if the game will end before it can be completed (the fastest player empties their
 * hand); a penalty for a Workbench too full for the next take; half the face value of the best
 * Advantage each unused completed creation can activate; and a turn's worth for a seat that has
 * its turn still to play in this round. At the end of the game it is the seat's Lira.
 *
 * Pure and cheap (a loop over at most 4 players and 6 cards; no codec checks, no copies). It
 * reads the seat's own hand and only the public parts of the others.
 *
 * @example
 * import { greedyBot, mctsBot } from "@laguna/bots";
 * import { evaluate } from "@laguna/murano-light-masters";
 * const greedy = greedyBot(evaluate, { seed: 1 });
 * const mcts = mctsBot({ seed: 2, evaluate, iterations: 1000, rolloutDepth: 40 });
 * @category Evaluation
 */
export function evaluate(state: LightMastersState, seat: Seat): number {
  return evaluationTerms(state, seat).total;
}
