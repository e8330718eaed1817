/**
 * The lookahead bot: the greedy turn planner proposes a few first actions, and each is judged by
 * playing on past the seat's own turn (the other seats' replies and the seat's next turn, each a
 * greedy turn) in made-up states, compared by sequential halving on common random numbers.
 *
 * @module
 */
import { type Game, type GameConfig, type Seat, type Seed, mixSeed } from "@laguna/core";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { BUDGET, type Bot, type BotOptions, NON_NEGATIVE, POSITIVE, SEED_RULE, WHOLE_FROM_1, checkOptions, decisionSeed, makeBot } from "./bot";
import { endingLines } from "./endgame";
import type { Evaluation } from "./evaluation";
import { TurnPlanner } from "./greedy";
import { believedWorld, countingApplies, determinize, evaluationRewards, halved, hasSecrets, meanAndError, now, outcomeRewards, overrules, type PairedDifferences, requireRedraw, tryApply, turnEnded } from "./search";

/**
 * Options of {@link lookaheadBot}.
 *
 * @example
 * const options: LookaheadOptions<MyState> = { seed: 1, candidates: 3, maxApplies: 60_000 };
 * @category Bots
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface LookaheadOptions<S = any> extends BotOptions {
  /**
   * The work budget of a decision, in steps of the rule module (calls of its `apply`), the turn
   * planner's proposals included (default 60,000). The search stops at the first pass (a sample
   * of every candidate still in the race) that ends past it; a pass that would run past 1.25
   * times the budget is cut short and not counted. Steps, not milliseconds, so that decisions are
   * reproducible. A step costs different time in different games: each of our titles exports the
   * budget we recommend for about 0.5 s a decision (`lookaheadBudget`). `Infinity`: no budget, 8
   * passes a round.
   */
  readonly maxApplies?: number;
  /**
   * Stop after about this many milliseconds as well (no default): the turn planner's proposals
   * may take half, and a pass still under way when the time is up is cut short and not counted.
   * For interactive play: decisions then depend on the machine's speed and are no longer
   * reproducible. Tests and benchmarks use `maxApplies` only.
   */
  readonly timeMs?: number;
  /**
   * How many of the planner's best first actions are judged by looking ahead (default 3; only
   * actions the planner found a turn for). 1 is the greedy bot's choice.
   */
  readonly candidates?: number;
  /** The beam width of the planner that proposes the candidates (default 8, as the greedy bot's). */
  readonly planBeam?: number;
  /** On how many made-up states that planner plays each plan (default 4, as the greedy bot's). */
  readonly planSamples?: number;
  /**
   * The beam width of the planner that plays every turn inside a sample (the rest of the seat's
   * turn, the other seats' replies, the seat's next turn; default 8, as the greedy bot's, following
   * one plan past a draw). Each of its decisions is made on a state re-drawn from the view of the
   * seat that acts, so no simulated seat reads another's made-up secrets. Narrower beams give more
   * samples in the same budget, but samples played by a weaker player than the planner whose choice
   * they judge mislead the search (issue 29: with beam 1 the bot was about even with `reference`).
   */
  readonly replyBeam?: number;
  /**
   * Whether a seat inside a sample plays on the rest of the turn its planner found (up to the next
   * action that draws, where the made-up states part ways) instead of planning again before each
   * of its actions (default `false`). A turn's plan then costs one search, not one per action, so
   * the same budget plays more samples; the player inside them only differs where planning again
   * from a later step would change its mind. Measured in Walking in Burano solo (the bots README):
   * about twice the samples, and no gain, since the samples' player is weaker.
   */
  readonly followPlans?: boolean;
  /**
   * How many of the seat's own turns a sample plays, counting the one under way (default 2: the
   * rest of this turn, everyone's replies, and the seat's next turn, where the sample is judged).
   */
  readonly horizon?: number;
  /**
   * A sample's judgement, where the game has not ended: the seat's lead over the best other seat
   * by `evaluate`, squashed into a win chance `1 / (1 + e^(-lead / scale))` (default 10).
   */
  readonly evaluationScale?: number;
  /**
   * The evaluation that judges a sample where it stops before the game's end (default: the bot's
   * `evaluate`, which the turn planners use as well). The planners choose actions by comparing
   * states a step or a turn apart; a sample's end is compared with other samples' ends turns
   * later, so an evaluation fitted to predict final scores (a value function) may judge better
   * there than it plans. Measured in Walking in Burano solo with weights fitted to rolled-out
   * turns (the bots README): no gain.
   */
  readonly judge?: Evaluation<S>;
  /**
   * How a sample that ends the game in a loss for the seat is judged (default `"evaluation"`): by
   * the judging evaluation, like a sample that stops before the end, since a sample cannot tell
   * whether the unfinished states it is compared with can still be won. `"outcome"` judges it by
   * the outcome (the margin part of the reward alone), below nearly every unfinished state: a
   * losing seat that alone could end the game then puts the loss off for ever (a Walking in Burano
   * game between lookahead bots played 5,000 actions so). The greedy bot's planner judges a lost
   * game the same way. Bots before 2026-11-29's change judged by the outcome; the benchmark's
   * figures from before then were measured so.
   */
  readonly lostGames?: "evaluation" | "outcome";
  /**
   * If above 0, the planner's choice stays in the race to the end, and another candidate is taken
   * only if it beats it by more than this many standard errors on the samples both were played
   * on (default 1; 0: the best mean wins).
   */
  readonly overrule?: number;
  /**
   * If given, a decision ends before its budget is spent once it is settled: after at least 6
   * passes, every other candidate still in the race differs from the
   * planner's choice by more than this many standard errors of their paired differences, or not at
   * all (the same value in every sample, as where nothing is left to draw). No default: the budget
   * is always spent. With it, a larger budget costs less than its steps on average: clear decisions
   * end early, close ones take the whole budget. Measured in Walking in Burano solo (the bots
   * README): `settle: 2` at 80,000 steps took 16-33 % less time than the same budget without it
   * and scored as 50,000 steps without it.
   */
  readonly settle?: number;
  /**
   * If given, a work budget in rule steps (on top of `maxApplies`) for an exact endgame: where a
   * sample ended the game before the seat's next turn, every line of the rest of the seat's turn
   * is tried on one made-up state, and the best line that ends the game (within the turn, or by
   * forced steps after it) is taken if its outcome beats the mean of the samples of the search's
   * choice. A turn too wide to try whole within these steps is left to the search. No default:
   * off. Exact where what decides the final scores is what the seat sees (as in a solo game's
   * last turn). Measured in Walking in Burano solo (the bots README).
   */
  readonly endgame?: number;
  /**
   * How many made-up states each sample (and each of the planner's made-up states) is chosen among
   * (default 1: the first drawn). With more, one is taken with a chance that grows with how well the
   * other seats' hidden parts fit what they hold: `e^(beliefSharpness · their evaluation)`. The
   * other seats chose their actions knowing their hands, so a made-up state in which those hands
   * fit their play is likelier. Measured in Murano (the bots README, *A model of hidden hands*):
   * it removes most of the made-up states' bias, and wins no more games.
   */
  readonly beliefDraws?: number;
  /** The weight per evaluation point of {@link LookaheadOptions.beliefDraws} (default 1). */
  readonly beliefSharpness?: number;
  /** Whether a turn ended with the step from `before` to `after`, for games without a `turnNumber`. */
  readonly turnEnds?: (before: S, after: S, seat: Seat) => boolean;
  /**
   * Options that replace these in a one-seat (solo) game, where no other seat replies, so the same
   * time buys deeper samples (for example `{ horizon: 3, replyBeam: 2 }`). A title's
   * `lookaheadBudget` holds the ones we measured for it, if any.
   */
  readonly solo?: Omit<LookaheadOptions<S>, "solo" | "seed" | "name">;
}

/**
 * What a title recommends for {@link lookaheadBot} (its `lookaheadBudget` export): a work budget,
 * and options for solo games if it has some.
 *
 * @example
 * const budget: LookaheadBudget = { maxApplies: 30_000, solo: { maxApplies: 50_000, horizon: 3 } };
 * @category Bots
 */
export type LookaheadBudget = Pick<LookaheadOptions, "maxApplies" | "solo">;

/** The default work budget of a decision (see `LookaheadOptions.maxApplies`). */
const DEFAULT_MAX_APPLIES = 60_000;
/** A sample under way is abandoned (its pass not counted) past this multiple of the work budget. */
const HARD_LIMIT = 1.25;
/** The beam of the planner inside the samples (see `LookaheadOptions.replyBeam`). */
const DEFAULT_REPLY_BEAM = 8;
/** A sample never plays more actions than this. */
const MAX_SAMPLE_STEPS = 400;
/** How many actions a planned turn inside a sample takes at most. */
const REPLY_DEPTH = 12;
/** A decision is never settled (see `LookaheadOptions.settle`) before this many passes. */
const SETTLE_PASSES = 6;
/** How many plans that draw the planner inside a sample follows past the draw, at each step. */
const REPLY_CHANCE_WIDTH = 1;

class Lookahead<C extends GameConfig, S, A, V> {
  readonly game: Game<C, S, A, V>;
  private readonly applies: () => number;
  private readonly budget: number;
  /** The step count past which a sample is abandoned (and its pass not counted). */
  private readonly hard: number;
  /** When the time budget (`timeMs`) runs out, by {@link now}. */
  private readonly deadline: number;
  private cached: { readonly w: number; readonly state: S } | undefined = undefined;
  /** Whether a sample ended the game before the seat's next turn (see `LookaheadOptions.endgame`). */
  private endInReach = false;

  constructor(
    game: Game<C, S, A, V>,
    readonly state: S,
    readonly seat: Seat,
    readonly players: number,
    readonly decision: Seed,
    readonly evaluate: Evaluation<S>,
    readonly options: LookaheadOptions<S>,
  ) {
    ({ game: this.game, applies: this.applies } = countingApplies(game));
    this.budget = options.maxApplies ?? DEFAULT_MAX_APPLIES;
    this.hard = this.budget * HARD_LIMIT;
    this.deadline = options.timeMs === undefined ? Number.POSITIVE_INFINITY : now() + options.timeMs;
  }

  /** Whether a sample under way must be abandoned: past the hard step limit or out of time. */
  private overrun(): boolean {
    return this.applies() >= this.hard || this.outOfTime();
  }

  /** Whether the time budget (`timeMs`), if any, is spent. */
  private outOfTime(): boolean {
    return this.deadline !== Number.POSITIVE_INFINITY && now() > this.deadline;
  }

  /** The made-up state of sample `w`, the same for every candidate (common random numbers). */
  private world(w: number): S {
    if (!hasSecrets(this.game)) return this.state;
    if (this.cached?.w !== w) this.cached = { w, state: this.madeUp(mixSeed(this.decision, w)) };
    return this.cached.state;
  }

  /** A made-up state from the seat's view, weighed by the belief options if any. */
  private madeUp(seed: Seed): S {
    return believedWorld(this.game, this.state, this.seat, seed, this.players, this.evaluate, this.options.beliefDraws ?? 1, this.options.beliefSharpness ?? 1);
  }

  /**
   * The action a simulated seat takes in state `s`: the first action of its best turn by a turn
   * planner of beam `replyBeam`, played on one state re-drawn from that seat's own view (seeded by
   * `seed`).
   */
  private reply(s: S, mover: Seat, legal: readonly A[], seed: Seed): { readonly action: A; readonly rest: readonly A[] } {
    if (legal.length === 1) return { action: legal[0] as A, rest: [] };
    const { game } = this;
    const root = hasSecrets(game) ? [determinize(game, s, mover, seed)] : [s];
    const rng = xoroshiro128plus(mixSeed(seed, -1));
    // A planner never runs far past the budget: its plans then end where they are.
    const planner = new TurnPlanner(game, mover, this.players, this.evaluate, rng, this.options.turnEnds, () => this.overrun(), REPLY_CHANCE_WIDTH, "evaluation");
    const { choice, rest } = planner.planTurn(root, legal, Math.max(1, this.options.replyBeam ?? DEFAULT_REPLY_BEAM), REPLY_DEPTH);
    return { action: legal[choice] as A, rest };
  }

  /**
   * One sample: candidate `action` in made-up state `w`, played on to the horizon; the seat's
   * reward, or `undefined` if the sample was abandoned (past the hard step limit or out of time).
   */
  sample(action: A, w: number): number | undefined {
    const { game, seat } = this;
    const scale = this.options.evaluationScale ?? 10;
    const horizon = Math.max(1, this.options.horizon ?? 2);
    const world = this.world(w);
    const first = tryApply(game, world, seat, action);
    if (first === undefined) return 0;
    let s: S = first;
    let ownTurns = turnEnded(game, world, s, seat, this.options.turnEnds) ? 1 : 0;
    /** With `followPlans`: the rest of the turn planned for `planned`'s seat, from `next`. */
    let planned: { readonly mover: Seat; readonly rest: readonly A[]; next: number } | undefined;
    for (let step = 0; step < MAX_SAMPLE_STEPS && ownTurns < horizon; step++) {
      const mover = game.activePlayers(s)[0];
      if (mover === undefined) break;
      let next: S | undefined;
      if (planned !== undefined && planned.mover === mover && planned.next < planned.rest.length) {
        // The plan's actions all come before any draw (its last may be the draw itself), so they are
        // legal here as in the made-up state it was planned on; should one not be, the seat plans again.
        next = tryApply(game, s, mover, planned.rest[planned.next++] as A);
      }
      if (next === undefined) {
        const legal = game.legalActions(s, mover);
        if (legal.length === 0) break;
        const reply = this.reply(s, mover, legal, mixSeed(this.decision, w, step, 0x7e91));
        planned = this.options.followPlans === true ? { mover, rest: reply.rest, next: 0 } : undefined;
        next = tryApply(game, s, mover, reply.action);
      }
      if (next === undefined) break;
      if (mover === seat && turnEnded(game, s, next, seat, this.options.turnEnds)) ownTurns++;
      s = next;
      if (this.overrun()) return undefined;
    }
    if (game.activePlayers(s).length === 0) {
      const outcome = game.outcome(s);
      if (ownTurns <= 1) this.endInReach = true;
      if (outcome !== undefined) {
        // A lost game is judged below by the evaluation, as the planners judge it (`lostGames`).
        const lost = this.players > 1 && !outcome.winners.includes(seat);
        if (!lost || this.options.lostGames === "outcome") return outcomeRewards(outcome, this.players, scale)[seat] ?? 0;
      }
    }
    const judge = this.options.judge ?? this.evaluate;
    const values = Array.from({ length: this.players }, (_, i) => judge(s, i));
    return evaluationRewards(values, scale)[seat] ?? 0;
  }

  /**
   * The planner's best few first actions, then sequential halving among them: in each round every
   * survivor is played on the same made-up states, until the round's share of the work budget is
   * spent, and the worse half is dropped.
   */
  choose(legal: readonly A[]): number {
    const { game, seat } = this;
    const order = xoroshiro128plus(mixSeed(this.decision, -1));
    const samples = Math.max(1, this.options.planSamples ?? 4);
    const roots = hasSecrets(game) ? Array.from({ length: samples }, (_, k) => this.madeUp(mixSeed(this.decision, k))) : [this.state];
    // The planner may spend half of the budget (steps and time); its plans still open then end there.
    const half = this.options.timeMs === undefined ? undefined : now() + this.options.timeMs / 2;
    const planner = new TurnPlanner(game, seat, this.players, this.evaluate, order, this.options.turnEnds, () => this.applies() >= this.budget / 2 || (half !== undefined && now() > half), 4, "evaluation");
    // Ties drawn first, as the greedy bot does: with one candidate, this is the greedy bot's choice.
    const tie = legal.map(() => order.next());
    const prior = planner.values(roots, legal, Math.max(1, this.options.planBeam ?? 8), 12);
    const ranked = legal.map((_, i) => i).sort((a, b) => (prior[b] ?? 0) - (prior[a] ?? 0) || (tie[a] ?? 0) - (tie[b] ?? 0));
    // Only actions the planner found a turn for (a plan that drew and was not followed past the draw has none).
    let survivors = ranked.filter((i) => Number.isFinite(prior[i] ?? Number.NaN) || i === ranked[0]).slice(0, Math.max(1, this.options.candidates ?? 3));
    const anchor = survivors[0] ?? 0;
    const overrule = this.options.overrule ?? 1;
    const sums = new Array<number>(legal.length).fill(0);
    const counts = new Array<number>(legal.length).fill(0);
    const settle = this.options.settle;
    /** Each candidate's paired differences with the planner's choice, on the passes both played. */
    const paired = legal.map((): PairedDifferences => ({ n: 0, sum: 0, squares: 0 }));
    let settled = false;
    let w = 1_000;
    let rounds = Math.ceil(Math.log2(survivors.length));
    // Without a work budget, as many rounds as halving takes (the anchor kept in the race would
    // otherwise keep two survivors for ever).
    let roundsLeft = Number.isFinite(this.budget) ? Number.POSITIVE_INFINITY : rounds;
    let cut = false;
    while (survivors.length > 1 && !cut && !settled && this.applies() < this.budget && !this.outOfTime() && roundsLeft-- > 0) {
      const roundEnd = this.applies() + (this.budget - this.applies()) / rounds;
      // Without a work budget (Infinity), each round plays a fixed number of passes.
      let passes = Number.isFinite(this.budget) ? Number.POSITIVE_INFINITY : 8;
      do {
        const pass: number[] = [];
        for (const i of survivors) {
          const value = this.sample(legal[i] as A, w);
          if (value === undefined) break;
          pass.push(value);
        }
        // A pass cut short is not counted: every survivor is compared on the same samples.
        cut = pass.length < survivors.length;
        if (cut) break;
        const base = pass[survivors.indexOf(anchor)];
        survivors.forEach((i, k) => {
          sums[i] = (sums[i] ?? 0) + (pass[k] ?? 0);
          counts[i] = (counts[i] ?? 0) + 1;
          const p = paired[i];
          if (base !== undefined && p !== undefined) {
            const d = (pass[k] ?? 0) - base;
            p.n++;
            p.sum += d;
            p.squares += d * d;
          }
        });
        w++;
        if (settle !== undefined && survivors.includes(anchor)) settled = isSettled(survivors.map((i) => (i === anchor ? undefined : paired[i])), settle);
      } while (!settled && this.applies() < roundEnd && !this.outOfTime() && --passes > 0);
      const mean = (i: number) => ((counts[i] ?? 0) > 0 ? (sums[i] ?? 0) / (counts[i] ?? 1) : Number.NEGATIVE_INFINITY);
      // Equal means keep the planner's order; with `overrule`, its choice stays in the race to the end.
      survivors = halved(survivors, mean, cut || settled || this.applies() >= this.budget || this.outOfTime(), overrule === 0 ? undefined : anchor);
      rounds = Math.max(1, rounds - 1);
    }
    const best = survivors[0] ?? 0;
    const differences = paired[best];
    const choice = overrule === 0 || best === anchor || (differences !== undefined && overrules(differences, overrule)) ? best : anchor;
    const mean = (counts[choice] ?? 0) > 0 ? (sums[choice] ?? 0) / (counts[choice] ?? 1) : Number.NEGATIVE_INFINITY;
    return this.endgame(roots[0] as S, legal, choice, mean);
  }

  /**
   * With the `endgame` option, where a sample ended the game before the seat's next turn: the first
   * action of the best line of the turn that ends the game (by {@link endingLines} on `root`; ties:
   * the first in the legal list), if its outcome beats `mean`, the mean of the samples of the
   * search's `choice`; else `choice`.
   */
  private endgame(root: S, legal: readonly A[], choice: number, mean: number): number {
    const steps = this.options.endgame;
    if (steps === undefined || !this.endInReach) return choice;
    const limit = this.applies() + steps;
    const values = endingLines(this.game, root, this.seat, legal, this.players, this.options.evaluationScale ?? 10, this.options.turnEnds, () => this.applies() >= limit || this.outOfTime());
    if (values === undefined) return choice;
    let best = 0;
    values.forEach((v, i) => {
      if (v > (values[best] ?? Number.NEGATIVE_INFINITY)) best = i;
    });
    return (values[best] ?? Number.NEGATIVE_INFINITY) > mean ? best : choice;
  }
}

/**
 * Whether a decision is settled (see `LookaheadOptions.settle`): every other candidate's paired
 * differences with the planner's choice (`undefined`: the choice itself) number at least
 * {@link SETTLE_PASSES} and are all zero, or their mean is more than `k` standard errors from 0.
 */
function isSettled(others: readonly (PairedDifferences | undefined)[], k: number): boolean {
  for (const p of others) {
    if (p === undefined) continue;
    if (p.n < SETTLE_PASSES) return false;
    if (p.squares === 0) continue;
    const { mean, error } = meanAndError(p);
    if (Math.abs(mean) <= k * error) return false;
  }
  return true;
}

/** The rules of the lookahead bot's numeric options (the seed's apart: `solo` has none). */
const OPTION_RULES = {
  maxApplies: BUDGET,
  candidates: WHOLE_FROM_1,
  planBeam: WHOLE_FROM_1,
  planSamples: WHOLE_FROM_1,
  replyBeam: WHOLE_FROM_1,
  horizon: WHOLE_FROM_1,
  timeMs: BUDGET,
  evaluationScale: POSITIVE,
  overrule: NON_NEGATIVE,
  settle: NON_NEGATIVE,
  endgame: BUDGET,
  beliefDraws: WHOLE_FROM_1,
  beliefSharpness: NON_NEGATIVE,
} as const;

/** `judge` is a function or not given, or a `RangeError` names it. */
function checkJudge(bot: string, value: unknown): void {
  if (value !== undefined && typeof value !== "function") throw new RangeError(`${bot}: judge must be a function (an evaluation), not ${String(value)}.`);
}

/** `followPlans` is `true`, `false` or not given, or a `RangeError` names it. */
function checkFlag(bot: string, value: unknown): void {
  if (value !== undefined && typeof value !== "boolean") throw new RangeError(`${bot}: followPlans must be true or false, not ${String(value)}.`);
}

/** `lostGames` is `"evaluation"`, `"outcome"` or not given, or a `RangeError` names it. */
function checkLostGames(bot: string, value: unknown): void {
  if (value !== undefined && value !== "evaluation" && value !== "outcome") throw new RangeError(`${bot}: lostGames must be "evaluation" or "outcome", not ${String(value)}.`);
}

/**
 * A bot that looks **past its own turn**. The greedy bot's turn planner (same beam and samples)
 * ranks the first actions; the best few (`candidates`) are each played on in made-up states (what
 * the seat cannot know re-drawn, the generator re-seeded): the rest of the seat's turn, every other
 * seat's reply and the seat's next turn (`horizon`), every turn played by a turn planner (beam
 * `replyBeam`, the greedy bot's 8 by default, one made-up state) on a state re-drawn from the view
 * of the seat that acts. Where the seat's next turn
 * ends (or the game does) the sample is judged: a won game by its outcome, anything else (a lost
 * game too, see `lostGames`) by the chance of a win from the seat's lead by `evaluate`. Candidates are compared on the same made-up states (common random numbers) by
 * sequential halving within a work budget (`maxApplies`); the planner's ranking breaks ties. In a
 * one-seat game the `solo` options, if any, replace the others.
 *
 * Deterministic for a given seed and budget; it only reads the seat's view (the bot secrecy law).
 *
 * @example
 * const bot = lookaheadBot(evaluate, { seed: 1, maxApplies: 60_000 });
 * const finished = playout(match, botPolicy([bot, greedyBot(evaluate, { seed: 2 })]));
 * @category Bots
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lookaheadBot<S = any>(evaluate: Evaluation<S>, options: LookaheadOptions<S> = {}): Bot<S> {
  const name = options.name ?? "lookahead";
  checkOptions(name, options, { seed: SEED_RULE, ...OPTION_RULES });
  checkFlag(name, options.followPlans);
  checkJudge(name, options.judge);
  checkLostGames(name, options.lostGames);
  if (options.solo !== undefined) {
    checkOptions(`${name} (solo)`, options.solo, OPTION_RULES);
    checkFlag(`${name} (solo)`, options.solo.followPlans);
    checkJudge(`${name} (solo)`, options.solo.judge);
    checkLostGames(`${name} (solo)`, options.solo.lostGames);
  }
  const seed = options.seed ?? 0;
  const solo = options.solo === undefined ? options : { ...options, ...options.solo };
  return makeBot<S>(name, (match, seat, legal) => {
    requireRedraw(match.game, name);
    const players = match.config.playerCount;
    return new Lookahead(match.game, match.state, seat, players, decisionSeed(seed, match, seat), evaluate, players === 1 ? solo : options).choose(legal);
  });
}
