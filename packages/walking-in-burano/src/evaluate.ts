/**
 * A state evaluation for bots: how many victory points a seat can expect at the end of the game,
 * judged from the rules (the rulebook's Visit from Characters, Game End & Final Scoring and Solo
 * Play Rules sections). The greedy bot of `@laguna/bots` maximises it; the MCTS bot uses it where
 * it cuts a rollout short.
 *
 * @module
 */
import { type Seat, memoByIdentity, memoByIdentityUnder } from "@laguna/core";
import type { Area, Column } from "./area";
import { brokenRules } from "./breakable";
import { canonicalArea } from "./canonical-area";
import type { AreaRules, ScoringRules } from "./config";
import { type CharacterType, type Colour, type FloorCard, characterCard, floorCard } from "./data";
import { GROWTH_BY_INDEX, type Growth, INHABITANTS, POINTS_PER_TOKEN, TOURISTS, TOURIST_RATE, idOf, touristValueAt } from "./evaluation-rates";
import { closedWindowPenalties, playerScore } from "./final-scoring";
import { characterPoints } from "./scoring";
import type { BuranoState, Player } from "./state";
import { HOUSES_TO_WIN } from "./turn";

/**
 * The weights of {@link evaluate}, in victory points. They come from the rules, not from bot
 * results: a coin buys about one placement in the rulebook's costs (1, 2, 2 coins), a card taken
 * instead of a coin costs one coin (the acquisition trades k cards for 3 − k coins), and a
 * sustained pace is about 1.5 placements per turn (one card a turn pays for itself, a second
 * costs 2 coins more than it brings).
 *
 * Tuned by self-play on 2026-11-28 (`bench/tune.ts`, the bots README's Tuning section): a (1+λ)
 * evolution strategy over these six weights, objective the greedy bot's mean solo score on 12
 * tuning games (seeds 900,000+, apart from the benchmark's), 33 candidates. Only one beat these
 * values on the tuning games, by 0.75 points (noise); on the benchmark's 100 solo games it scored
 * below them (76.1 against 77.1, paired difference −0.9, 95 % interval −2.9 to 1.0; 25 against
 * 35 games at 81 or more). These values stay the defaults: re-weighting alone does not reach
 * issue 29's solo aim (mean 82).
 *
 * @example
 * const cautious: EvaluationWeights = { ...EVALUATION_WEIGHTS, coin: 0.5 };
 * @category Evaluation
 */
export interface EvaluationWeights {
  /** Points per coin held while there is still time to spend it. */
  readonly coin: number;
  /** Points per card in hand that fits a house in progress (its floor free, no rule broken). */
  readonly fittingCard: number;
  /** Points per other card in hand (it could start a house, or be placed by spending a token). */
  readonly otherCard: number;
  /** Placements a player can sustain per turn (the pace that tells which houses can be finished). */
  readonly pace: number;
  /** Placements expected from the current turn when it has not acquired yet. */
  readonly paceThisTurn: number;
  /**
   * The share of a house's visit already earned by a house not started yet (a free slot of the
   * five): the character it could draw is in reach, but all of its three placements are still to pay.
   */
  readonly newHouse: number;
  /**
   * A weight per term of {@link evaluationTerms}, in its order (a missing one counts 0): given,
   * the estimate of an unfinished game is the sum of the terms times these weights instead of the
   * default mix, for evaluations fitted to self-play (`bench/fit-burano.ts`). `pace` and
   * `paceThisTurn` still shape the terms; the other weights are then not read. Not set by default.
   */
  readonly terms?: readonly number[];
}

/**
 * The default weights of {@link evaluate} (see {@link EvaluationWeights}).
 *
 * @example
 * EVALUATION_WEIGHTS.pace; // 1.5
 * @category Evaluation
 */
export const EVALUATION_WEIGHTS: EvaluationWeights = Object.freeze({
  coin: 0.8,
  fittingCard: 1.2,
  otherCard: 0.3,
  pace: 1.5,
  paceThisTurn: 1.5,
  newHouse: 0.1,
});

/** A house the seat may still complete: where it stands and what its visit may bring. */
interface Target {
  /** Its column, or -1 for a house not started yet. */
  readonly x: number;
  /** Floor cards already placed (0 to 2). */
  readonly cards: number;
  /** Which floors are still empty. */
  readonly missing: readonly [boolean, boolean, boolean];
  /** The colours of its cards (a single-colour house needs more of the same). */
  readonly colours: readonly Colour[];
  /**
   * What each tourist type (in {@link TOURISTS} order) may score there once it is complete;
   * worked out when first needed.
   */
  tourists: readonly number[] | undefined;
}

/** What an area tells by itself, whatever the rest of the state: computed once per area. */
interface AreaFacts {
  readonly rules: ScoringRules;
  /** Steps A (on the floors placed so far), B and the closed windows of step D. */
  readonly charactersTotal: number;
  readonly shops: number;
  readonly closedWindows: number;
  /** Inhabitant types visiting (a player never gets a second of one type). */
  readonly held: readonly boolean[];
  readonly complete: number;
  /** Complete houses still waiting for their visit. */
  readonly awaiting: readonly Target[];
  /** Houses in progress, fullest first, then the free slots of the five. */
  readonly targets: readonly Target[];
  /** Each inhabitant type's points on the area as it stands (NaN until first needed). */
  readonly inhabitantsNow: number[];
  /** Placements still needed for five complete houses (the 5 fullest columns). */
  readonly toFive: number;
}

const NEW_HOUSE_MISSING: readonly [boolean, boolean, boolean] = [true, true, true];
/** A house not started yet: its tourists' points are the same in every area. */
const NEW_HOUSE: Target = {
  x: -1,
  cards: 0,
  missing: NEW_HOUSE_MISSING,
  colours: [],
  tourists: TOURISTS.map((type) => 2 + (TOURIST_RATE.get(type) ?? []).reduce((a, b) => a + b, 0)),
};
const NONE_MISSING: readonly [boolean, boolean, boolean] = [false, false, false];

/** The facts of an area under a config's scoring rules (kept per area). */
const areaFacts = memoByIdentityUnder((area: Area, rules: ScoringRules): AreaFacts => {
  const score = playerScore(area, 0, rules);
  const held = INHABITANTS.map(() => false);
  const awaiting: Target[] = [];
  const targets: Target[] = [];
  const counts: number[] = [];
  let complete = 0;
  for (let x = 0; x < area.columns.length; x++) {
    const column = area.columns[x] as Column;
    const [f1, f2, f3] = column.floors;
    const cards = (f1 === null ? 0 : 1) + (f2 === null ? 0 : 1) + (f3 === null ? 0 : 1);
    if (cards === 0) continue;
    counts.push(cards);
    if (cards === 3) {
      complete++;
      if (column.character !== null) {
        const card = characterCard(column.character);
        if (card.kind === "inhabitant") held[INHABITANTS.indexOf(card.type)] = true;
      } else if (!column.shortage) awaiting.push({ x, cards: 3, missing: NONE_MISSING, colours: [], tourists: undefined });
      continue;
    }
    const colours: Colour[] = [];
    for (const id of column.floors) if (id !== null && id !== undefined) colours.push(floorCard(id).colour);
    const missing: [boolean, boolean, boolean] = [f1 === null, f2 === null, f3 === null];
    targets.push({ x, cards, missing, colours, tourists: undefined });
  }
  targets.sort((a, b) => b.cards - a.cards || a.x - b.x);
  for (let i = counts.length; i < HOUSES_TO_WIN; i++) targets.push(NEW_HOUSE);
  counts.sort((a, b) => b - a);
  let toFive = 0;
  for (let i = 0; i < HOUSES_TO_WIN; i++) toFive += 3 - (counts[i] ?? 0);
  const facts: AreaFacts = {
    rules,
    charactersTotal: score.charactersTotal,
    shops: score.shops,
    closedWindows: score.closedWindows,
    held,
    complete,
    awaiting,
    targets,
    inhabitantsNow: INHABITANTS.map(() => Number.NaN),
    toFive,
  };
  return facts;
});

/** Per list of characters in the piles (it changes only when one leaves): cards left per type. */
const pilesOf = memoByIdentity((characters: readonly string[]): { readonly tourists: readonly number[]; readonly inhabitants: readonly number[] } => {
  const tourists = TOURISTS.map(() => 0);
  const inhabitants = INHABITANTS.map(() => 0);
  for (const id of characters) {
    const card = characterCard(id);
    if (card.kind === "tourist") tourists[TOURISTS.indexOf(card.type)] = (tourists[TOURISTS.indexOf(card.type)] ?? 0) + 1;
    else inhabitants[INHABITANTS.indexOf(card.type)] = (inhabitants[INHABITANTS.indexOf(card.type)] ?? 0) + 1;
  }
  return { tourists, inhabitants };
});

/** Step D as it stands: the points the seat would lose for closed windows now. */
function penalty(state: BuranoState, seat: Seat, own: number): number {
  if (state.players.length === 1) return closedWindowPenalties([own], state.config)[0] ?? 0;
  const counts = state.players.map((p, i) => (i === seat ? own : areaFacts(canonicalArea(p.area), state.config).closedWindows));
  return closedWindowPenalties(counts, state.config)[seat] ?? 0;
}

/**
 * Turns the seat still plays after the current one. Solo: every turn boxes a character and every
 * completed house takes one, and the game ends when none is left (Solo Play Rules), so the turns
 * left are the characters left minus the visits still to come. Multiplayer: the game ends at the
 * end of the round in which someone completes a fifth house (Game End), so the turns left are
 * those the fastest player needs, at the sustained pace; and never past the round limit (our
 * house rule, ruling R31 of docs/games/walking-in-burano.md) when the config sets one.
 */
function turnsAfterThis(state: BuranoState, housesToGo: number, awaiting: number, pace: number): number {
  if (state.players.length === 1) return Math.max(0, state.characters.length - 1 - awaiting - housesToGo);
  let fastest = Infinity;
  for (const p of state.players) fastest = Math.min(fastest, Math.ceil(areaFacts(canonicalArea(p.area), state.config).toFive / pace));
  // `null` means no limit: the printed rules; the round limit is an opt-in house rule.
  const roundLimit = state.config.roundLimit as number | null;
  const limit = roundLimit === null ? Infinity : roundLimit - state.rounds - 1;
  return Math.max(0, Math.min(fastest - 1, limit));
}

/**
 * The placements the seat may still make in the current round: for the seat on turn, what its
 * coins and hand allow; for a seat still to play in this round, a turn at the sustained pace.
 */
function placementsThisTurn(state: BuranoState, seat: Seat, me: Player, weights: EvaluationWeights): number {
  if (seat !== state.current) {
    const n = state.players.length;
    const position = (s: Seat): number => (s - state.startPlayer + n) % n;
    return position(seat) > position(state.current) ? weights.pace : 0;
  }
  if (state.phase === "acquire") return weights.paceThisTurn;
  if (state.phase !== "build") return 0;
  let coins = me.coins;
  let n = 0;
  for (let k = state.placed; k < 3 && n < me.hand.length; k++) {
    const cost = k === 0 ? 1 : 2;
    if (coins < cost) break;
    coins -= cost;
    n++;
  }
  return n;
}

/**
 * Builds an evaluation with other weights (for experiments; {@link evaluate} uses
 * {@link EVALUATION_WEIGHTS}).
 *
 * @example
 * const bot = greedyBot(evaluationWith({ ...EVALUATION_WEIGHTS, coin: 1 }));
 * @category Evaluation
 */
export function evaluationWith(weights: EvaluationWeights): (state: BuranoState, seat: Seat) => number {
  return (state, seat) => estimate(state, seat, weights);
}

function estimate(state: BuranoState, seat: Seat, weights: EvaluationWeights): number {
  const w = weights.terms;
  if (w === undefined) return walk(state, seat, weights, undefined);
  const value = walk(state, seat, weights, TERMS);
  if (state.phase === "over") return value;
  let v = 0;
  for (let i = 0; i < TERM_COUNT; i++) v += (w[i] ?? 0) * (TERMS[i] as number);
  return v;
}

/**
 * How many terms {@link evaluationTerms} returns (and a `terms` weight list of
 * {@link EvaluationWeights} reads).
 *
 * @example
 * const equal: EvaluationWeights = { ...EVALUATION_WEIGHTS, terms: new Array(TERM_COUNT).fill(1) };
 * @category Evaluation
 */
export const TERM_COUNT = 12;
const TERMS: number[] = new Array<number>(TERM_COUNT).fill(0);

/**
 * The parts of {@link evaluate}'s estimate for a seat, each in victory points before its weight,
 * for fitting the evaluation to self-play (`bench/fit-burano.ts`): 0 points scored, 1 visits owed,
 * the visits in reach on houses with 2 floors (2), 1 floor (3) and none yet (4), each times its
 * chance of being finished, 5 what inhabitants already visiting may still gain, 6 coins, 7 cards in
 * hand that fit a house in progress and 8 other cards (each times the share of time left to use
 * them), 9 turns left after this one, 10 placements left this turn, 11 one. The default evaluation
 * is 0 + 1 + 5 + ⅔·2 + ⅓·3 + `newHouse`·4 + `coin`·6 + `fittingCard`·7 + `otherCard`·8. A
 * finished game has only term 0, its final score.
 *
 * @example
 * const [scored, owed] = evaluationTerms(game.setup(defaultConfig(1), 7), 0); // owed: 0 at the start
 * @category Evaluation
 */
export function evaluationTerms(state: BuranoState, seat: Seat, weights: EvaluationWeights = EVALUATION_WEIGHTS): number[] {
  const into = new Array<number>(TERM_COUNT).fill(0);
  walk(state, seat, weights, into);
  return into;
}

/**
 * The default estimate, and its terms into `terms` when given (kept apart from the sum, so the
 * default estimate's arithmetic stays what it was).
 */
function walk(state: BuranoState, seat: Seat, weights: EvaluationWeights, terms: number[] | undefined): number {
  if (terms !== undefined) {
    terms.fill(0);
    terms[11] = 1;
  }
  const me = state.players[seat];
  if (me === undefined) return 0;
  const rules: ScoringRules = state.config;
  const area = canonicalArea(me.area);
  const facts = areaFacts(area, rules);
  // Points already scored: steps A (characters, on the floors placed so far), B and C, minus D as
  // it stands. A finished game: exactly its final score.
  let value = facts.charactersTotal + facts.shops + POINTS_PER_TOKEN * me.tokens - penalty(state, seat, facts.closedWindows);
  if (terms !== undefined) terms[0] = value;
  if (state.phase === "over") {
    if (terms !== undefined) terms[11] = 0;
    return value;
  }

  // Which houses can still be finished: placements at the sustained pace, fullest house first.
  const targets = facts.targets;
  const housesToGo = Math.min(targets.length, HOUSES_TO_WIN - facts.complete);
  const turns = turnsAfterThis(state, housesToGo, facts.awaiting.length, weights.pace);
  const thisTurn = placementsThisTurn(state, seat, me, weights);
  const capacity = thisTurn + weights.pace * turns;
  if (terms !== undefined) {
    terms[9] = turns;
    terms[10] = thisTurn;
  }
  let used = 0;
  let f1 = 0;
  let f2 = 0;
  let f3 = 0;
  const chance = CHANCE;
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i] as Target;
    const need = 3 - t.cards;
    const p = Math.max(0, Math.min(1, (capacity - used) / need));
    used += need;
    chance[i] = p;
    if (t.missing[0]) f1 += p;
    if (t.missing[1]) f2 += p;
    if (t.missing[2]) f3 += p;
  }

  // Inhabitants: their points now plus what the floors still to come may add. Those visiting
  // already gain it as points in reach; the others are candidates for the visits to come.
  const piles = pilesOf(state.characters);
  const inhabitants = INHABITANT_VALUES;
  for (let k = 0; k < INHABITANTS.length; k++) {
    if (facts.held[k] !== true && (piles.inhabitants[k] ?? 0) === 0) {
      inhabitants[k] = -1;
      continue;
    }
    let now = facts.inhabitantsNow[k] as number;
    if (Number.isNaN(now)) now = facts.inhabitantsNow[k] = characterPoints(area, idOf(INHABITANTS[k] as CharacterType), 0, rules);
    const g = GROWTH_BY_INDEX[k] as Growth;
    const v = Math.max(now, Math.min(g.cap, now + g.perCard[0] * f1 + g.perCard[1] * f2 + g.perCard[2] * f3));
    if (facts.held[k] === true) {
      value += v - now;
      if (terms !== undefined) terms[5] = (terms[5] as number) + (v - now);
      inhabitants[k] = -1;
    } else inhabitants[k] = v;
  }
  const tourists = TOURIST_LEFT;
  for (let k = 0; k < TOURISTS.length; k++) tourists[k] = piles.tourists[k] ?? 0;

  // The visits still to come: each house gets the best character still available to the seat
  // (tourists may repeat while their pile lasts; an inhabitant only once). Visits already owed (a
  // house completed this turn) first, then the houses to finish, fullest first.
  for (const house of facts.awaiting) {
    const visit = take(tourists, inhabitants, touristsAt(area, house, rules));
    value += visit;
    if (terms !== undefined) terms[1] = (terms[1] as number) + visit;
  }
  for (let i = 0; i < targets.length; i++) {
    const p = chance[i] ?? 0;
    if (p <= 0) break;
    const t = targets[i] as Target;
    const visit = take(tourists, inhabitants, touristsAt(area, t, rules)) * p;
    value += visit * (t.cards === 0 ? weights.newHouse : t.cards / 3);
    if (terms !== undefined) terms[4 - t.cards] = (terms[4 - t.cards] as number) + visit;
  }

  // Resources, worth something only while there is time to use them.
  const time = Math.min(1, capacity / 2);
  if (time > 0) {
    let hand = 0;
    let fitting = 0;
    for (const id of me.hand) {
      const fit = fits(area, floorCard(id), targets, state.config.ruleBScope);
      hand += fit ? weights.fittingCard : weights.otherCard;
      if (fit) fitting++;
    }
    value += time * (weights.coin * me.coins + hand);
    if (terms !== undefined) {
      terms[6] = time * me.coins;
      terms[7] = time * fitting;
      terms[8] = time * (me.hand.length - fitting);
    }
  }
  return value;
}

/** Scratch arrays of {@link estimate} (it never re-enters itself). */
const CHANCE: number[] = [];
const INHABITANT_VALUES: number[] = INHABITANTS.map(() => 0);
const TOURIST_LEFT: number[] = TOURISTS.map(() => 0);

/**
 * What each tourist type may score on a column's house, per column object: it reads that column
 * only (its cards, its empty floors, its colours), so a column that a placement elsewhere left as
 * it was keeps its values from one area to the next.
 */
const TOURISTS_OF_COLUMN = new WeakMap<Column, readonly number[]>();

/** What each tourist type may score on a house once it is complete (worked out once per house). */
function touristsAt(area: Area, t: Target, rules: ScoringRules): readonly number[] {
  if (t.tourists !== undefined) return t.tourists;
  const column = area.columns[t.x];
  if (column === undefined) return (t.tourists = TOURISTS.map((type) => touristValueAt(area, t.x, type, rules, t.missing, t.colours)));
  let values = TOURISTS_OF_COLUMN.get(column);
  if (values === undefined) {
    values = TOURISTS.map((type) => touristValueAt(area, t.x, type, rules, t.missing, t.colours));
    TOURISTS_OF_COLUMN.set(column, values);
  }
  return (t.tourists = values);
}

/**
 * The best character left for a house (`tourists`: what each tourist type would score there),
 * taken from the piles: a tourist card leaves its pile, an inhabitant leaves for good.
 */
function take(left: number[], inhabitants: number[], tourists: readonly number[]): number {
  let best = 0;
  let bestTourist = -1;
  let bestInhabitant = -1;
  for (let k = 0; k < tourists.length; k++) {
    const v = tourists[k] ?? 0;
    if ((left[k] ?? 0) > 0 && v > best) [best, bestTourist, bestInhabitant] = [v, k, -1];
  }
  for (let k = 0; k < inhabitants.length; k++) {
    const v = inhabitants[k] ?? -1;
    if (v > best) [best, bestTourist, bestInhabitant] = [v, -1, k];
  }
  if (bestTourist >= 0) left[bestTourist] = (left[bestTourist] ?? 1) - 1;
  if (bestInhabitant >= 0) inhabitants[bestInhabitant] = -1;
  return best;
}

/** Whether a card in hand can go into a house in progress without breaking rule A or B. */
function fits(area: Area, card: FloorCard, targets: readonly Target[], scope: AreaRules["ruleBScope"]): boolean {
  for (const t of targets) {
    if (!t.missing[card.level - 1]) continue;
    if (t.x < 0) return card.level === 1;
    const broken = brokenRules(area, card, t.x, scope);
    if (!broken.a && !broken.b) return true;
  }
  return false;
}

const DEFAULT = evaluationWith(EVALUATION_WEIGHTS);

/**
 * How good a Walking in Burano state looks for a seat, in victory points: the final score the seat
 * can expect. Type-compatible with `Evaluation<BuranoState>` of `@laguna/bots` (higher is better;
 * a lead of about 10 is a clear advantage). Written from the rules, not tuned on bot results:
 *
 * - **Points already scored**: scoring steps A (each visiting character on the floors placed so
 *   far), B (shops on 1st floors) and C (3 per regulatory bonus token left), minus step D as it
 *   stands (the closed-window penalty: always your own count in solo, else only if you have the
 *   most). A finished game scores exactly its final total.
 * - **Points in reach**: every house that can still be finished (the ones in progress fullest
 *   first, then free slots up to five) is worth the best character still available to the seat,
 *   times the share of its three floors already placed (a small share for a house not started).
 *   A tourist is valued on its house (its symbols, +2, and what its missing floors may show in
 *   the house's colour); an inhabitant on the whole area plus what the floors still to come may
 *   add; each inhabitant once, each tourist while its pile lasts. Inhabitants already visiting
 *   gain from the floors still to come as well.
 * - **Tempo**: a house counts only if the placements it needs fit in the time left, at about 1.5
 *   placements per turn. Solo: the characters left bound the turns (one is boxed after every
 *   turn, one visits every completed house). Multiplayer: the game ends in the round where the
 *   fastest player completes a fifth house, or at the round limit.
 * - **Resources**, while there is time to use them: coins (about 0.8 each: a placement costs 1 or
 *   2), cards in hand (more if one fits a house in progress without spending a token).
 *
 * It reads the whole state but only what the seat may know (its own hand; the others' areas,
 * coins and the piles are public). It makes no copies and runs no codec checks.
 *
 * @example
 * import { greedyBot, mctsBot } from "@laguna/bots";
 * const greedy = greedyBot(evaluate, { turnEnds: (before, after) => after.turns !== before.turns });
 * const mcts = mctsBot({ evaluate, iterations: 1000, rolloutDepth: 40 });
 * evaluate(game.setup(defaultConfig(1), 7), 0); // about 40 before the first move
 * @category Evaluation
 */
export function evaluate(state: BuranoState, seat: Seat): number {
  return DEFAULT(state, seat);
}
