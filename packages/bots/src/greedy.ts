/**
 * The greedy bot: plans its whole turn with a small beam search and an evaluation.
 *
 * @module
 */
import { type Game, type GameConfig, type Seat, type Seed, mixSeed } from "@laguna/core";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { BUDGET, type Bot, type BotOptions, SEED_RULE, WHOLE_FROM_1, checkOptions, decisionSeed, makeBot } from "./bot";
import type { Evaluation } from "./evaluation";
import { countingApplies, determinize, hasSecrets, isChanceStep, requireRedraw, tryApply, turnEnded } from "./search";

/**
 * Options of {@link greedyBot}.
 *
 * @example
 * const options: GreedyOptions<MyState> = { seed: 1, beamWidth: 8, maxDepth: 12, samples: 4 };
 * @category Bots
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface GreedyOptions<S = any> extends BotOptions {
  /** How many partial turns are kept at each step of the search (default 8). */
  readonly beamWidth?: number;
  /** At most this many of the seat's own actions are planned ahead (default 12). */
  readonly maxDepth?: number;
  /**
   * How many made-up states (hidden information re-drawn, generator re-seeded) every plan is
   * evaluated on, in games with hidden information or chance (default 4). Ignored in games with
   * neither.
   */
  readonly samples?: number;
  /**
   * Whether the seat's turn ended with the step from `before` to `after`, for games where the
   * seat stays the only seat to act across turns (solo games, or several turns in a row) and that
   * have no `turnNumber`. By default a turn ends where the game's `turnNumber` changes, when the
   * seat is no longer the only seat to act, or after `maxDepth` actions.
   *
   * @example
   * turnEnds: (before, after) => after.round !== before.round,
   */
  readonly turnEnds?: (before: S, after: S, seat: Seat) => boolean;
  /**
   * How many of the plans that end with an action that draws randomness or reveals hidden
   * information are followed past it, at each step of the search (default 4): the most promising
   * first, by their value right after the draw (the mean over the made-up states). Following a
   * plan past a draw is the costly part of a decision (each made-up state goes on greedily on its
   * own); the others are dropped. `Infinity` follows every one (the bot before issue 29).
   *
   * @example
   * const thorough = greedyBot(evaluate, { seed: 1, chanceWidth: Infinity });
   */
  readonly chanceWidth?: number;
  /**
   * A work budget (no default: the search is bounded by `beamWidth`, `maxDepth` and `samples`
   * alone): once the decision has taken about this many steps of the rule module (calls of its
   * `apply`), the plans under way end where they are and are judged there. The first step, every
   * legal action on each made-up state, always runs. Steps, not milliseconds, so decisions stay
   * reproducible. For interactive play: in rare positions (many legal actions, long turns, an
   * action that draws) a decision can take many times the typical one.
   *
   * @example
   * const bot = greedyBot(evaluate, { seed: 1, maxApplies: 20_000 });
   */
  readonly maxApplies?: number;
}

/** A won game counts this much more than any evaluation. */
const WIN = 1_000_000;

/** The actions of a partial turn, last first (each step adds one in front, sharing the rest). */
interface Line<A> {
  readonly action: A;
  readonly before: Line<A> | undefined;
}

/** A line's actions, first first. */
function actionsOf<A>(line: Line<A> | undefined): A[] {
  const out: A[] = [];
  for (let l = line; l !== undefined; l = l.before) out.push(l.action);
  return out.reverse();
}

/**
 * A partial turn: the index of its first action, its actions (up to a draw, which ends the
 * lock-step plan), and the state it reached in every sample.
 */
interface Plan<S, A> {
  readonly first: number;
  readonly line: Line<A> | undefined;
  readonly states: readonly (S | undefined)[];
  /** The assessment of each sample's state, when known (a plan that drew, not followed yet). */
  readonly assessed?: readonly (Assessment | undefined)[];
  readonly value: number;
  /** Breaks ties between equal values at random (seeded), so no action is favoured by its position. */
  readonly tie: number;
}

/** The value of a state for the seat, and whether the seat's turn goes on there. */
interface Assessment {
  readonly value: number;
  readonly open: boolean;
}

export class TurnPlanner<C extends GameConfig, S, A, V> {
  constructor(
    readonly game: Game<C, S, A, V>,
    readonly seat: Seat,
    readonly players: number,
    readonly evaluate: Evaluation<S>,
    readonly rng: ReturnType<typeof xoroshiro128plus>,
    readonly turnEnds: ((before: S, after: S, seat: Seat) => boolean) | undefined,
    /** Whether the planner's work budget is spent: then the plans under way end where they are. */
    readonly spent: () => boolean = () => false,
    /** How many plans that end with a draw are followed past it at each step (see `GreedyOptions.chanceWidth`). */
    readonly chanceWidth: number = Number.POSITIVE_INFINITY,
    /**
     * How a finished game the seat does not win is valued (see {@link TurnPlanner.assess}):
     * `"evaluation"` (the greedy bot), or `"outcome"`, the value before issue 29's fix, below any
     * unfinished state (MCTS's planner keeps it until measured there).
     */
    readonly lostGames: "evaluation" | "outcome" = "outcome",
  ) {}

  /** Whether the seat's turn ended with this step (the shared rule of `turnEnded`). */
  turnOver(before: S, after: S): boolean {
    return turnEnded(this.game, before, after, this.seat, this.turnEnds);
  }

  /**
   * The value of a state for the seat: the evaluation, and for a finished game the outcome. A game
   * the seat wins is worth `WIN` more than any evaluation (its share of it when winners tie), plus
   * its lead. A game it loses is judged by the evaluation, like an unfinished state: the planner
   * cannot tell whether an unfinished state at the end of its plan can still be won, and valuing a
   * sure loss below all of them made a losing seat put the loss off at any price on the last turn
   * (in Light Masters, paying 1 Lira a Ring turn down to 11, since ending its turn ended the game),
   * which changes no winner but every loser's score. A win found within the horizon still outranks
   * anything else. (`lostGames: "outcome"` keeps the old value, `-WIN` plus the margin.)
   */
  assess(state: S): Assessment {
    const { game, seat } = this;
    const active = game.activePlayers(state);
    if (active.length === 0) {
      const outcome = game.outcome(state);
      if (outcome === undefined) return { value: this.evaluate(state, seat), open: false };
      const own = outcome.scores[seat] ?? 0;
      if (this.players === 1) return { value: own, open: false };
      let best = Number.NEGATIVE_INFINITY;
      for (let i = 0; i < outcome.scores.length; i++) if (i !== seat) best = Math.max(best, outcome.scores[i] ?? 0);
      const share = outcome.winners.includes(seat) ? 1 / outcome.winners.length : 0;
      if (this.lostGames === "outcome") return { value: WIN * (2 * share - 1) + (own - best), open: false };
      return { value: share > 0 ? WIN * share + (own - best) : this.evaluate(state, seat), open: false };
    }
    return { value: this.evaluate(state, seat), open: active.length === 1 && active[0] === seat };
  }

  /**
   * After a chance step, inside one made-up state where everything is now fixed: the seat goes on
   * greedily, one best-looking action at a time, until its turn ends, another chance step, the
   * depth runs out or the work budget is spent; the value reached.
   */
  continueTurn(state: S, depth: number, assessed?: Assessment): number {
    const { game, seat } = this;
    let s = state;
    let here = assessed ?? this.assess(s);
    for (let d = 0; d < depth && here.open && !this.spent(); d++) {
      let bestNext: S | undefined;
      let best: Assessment | undefined;
      let stop = false;
      for (const action of game.legalActions(s, seat)) {
        const next = tryApply(game, s, seat, action);
        if (next === undefined) continue;
        const a = this.assess(next);
        if (best === undefined || a.value > best.value) {
          best = a;
          bestNext = next;
          stop = isChanceStep(game, s, seat, action, next) || this.turnOver(s, next);
        }
      }
      if (best === undefined || bestNext === undefined) break;
      s = bestNext;
      here = best;
      if (stop) break;
    }
    return here.value;
  }

  /**
   * Applies an action in every sample: the plan it extends to, and whether it stops there. When
   * the action draws and `defer` is given, the samples are not followed past the draw here: the
   * plan's value is the mean right after it, and `chance` says it is still to be followed.
   */
  extend(plan: Plan<S, A>, first: number, action: A, depthLeft: number, defer = false): { plan: Plan<S, A>; closed: boolean; chance: boolean } | undefined {
    const { game, seat } = this;
    const states: (S | undefined)[] = [];
    let chance = false;
    let any = false;
    let ended = false;
    for (const s of plan.states) {
      const next = s === undefined ? undefined : tryApply(game, s, seat, action);
      states.push(next);
      if (next === undefined || s === undefined) continue;
      if (!any && this.turnOver(s, next)) ended = true;
      any = true;
      if (!chance && isChanceStep(game, s, seat, action, next)) chance = true;
    }
    if (!any) return undefined;
    let sum = 0;
    let count = 0;
    let open = false;
    // A plan that drew and waits to be followed keeps its samples' assessments: following it
    // starts from them.
    const assessed: (Assessment | undefined)[] | undefined = chance && defer ? [] : undefined;
    for (const next of states) {
      if (next === undefined) {
        assessed?.push(undefined);
        continue;
      }
      if (chance && !defer) {
        sum += this.continueTurn(next, depthLeft);
      } else {
        const a = this.assess(next);
        assessed?.push(a);
        sum += a.value;
        if (count === 0) open = a.open;
      }
      count++;
    }
    const tie = this.rng.next();
    const value = sum / count;
    const line: Line<A> = { action, before: plan.line };
    return { plan: assessed === undefined ? { first, line, states, value, tie } : { first, line, states, assessed, value, tie }, closed: chance || ended || !open, chance };
  }

  /** The value of a plan that ended with a draw, its samples followed past it. */
  followed(plan: Plan<S, A>, depthLeft: number): number {
    let sum = 0;
    let count = 0;
    for (let k = 0; k < plan.states.length; k++) {
      const next = plan.states[k];
      if (next === undefined) continue;
      sum += this.continueTurn(next, depthLeft, plan.assessed?.[k]);
      count++;
    }
    return sum / count;
  }

  /** The index of the first action of the best turn found. */
  plan(root: readonly S[], legal: readonly A[], width: number, maxDepth: number): number {
    return this.planTurn(root, legal, width, maxDepth).choice;
  }

  /**
   * The index of the first action of the best turn found, and the actions that turn goes on with
   * (`rest`): up to and including the first that draws randomness or reveals hidden information,
   * since past it each sample goes its own way; empty when the first action draws.
   */
  planTurn(root: readonly S[], legal: readonly A[], width: number, maxDepth: number): { readonly choice: number; readonly rest: readonly A[] } {
    const ties = legal.map(() => this.rng.next());
    const lines: (Line<A> | undefined)[] = [];
    const best = this.values(root, legal, width, maxDepth, lines);
    // Among equally good first actions, a seeded random one (not the first listed: with a flat
    // evaluation, always taking the first action is worse than playing at random).
    let choice = 0;
    for (let i = 1; i < best.length; i++) {
      const d = (best[i] ?? 0) - (best[choice] ?? 0);
      if (d > 0 || (d === 0 && (ties[i] ?? 0) < (ties[choice] ?? 0))) choice = i;
    }
    return { choice, rest: actionsOf(lines[choice]).slice(1) };
  }

  /**
   * The value of the best turn found that starts with each legal action; with `lines`, each
   * one's actions are written there (by first action).
   */
  values(root: readonly S[], legal: readonly A[], width: number, maxDepth: number, lines?: (Line<A> | undefined)[]): number[] {
    const { game, seat } = this;
    const best = new Array<number>(legal.length).fill(Number.NEGATIVE_INFINITY);
    /** A plan's value for its first action, if it is the best seen for it. */
    const record = (plan: Plan<S, A>, value: number): void => {
      if (value > (best[plan.first] ?? Number.NEGATIVE_INFINITY)) {
        best[plan.first] = value;
        if (lines !== undefined) lines[plan.first] = plan.line;
      }
    };
    let beam: Plan<S, A>[] = [{ first: -1, line: undefined, states: root, value: 0, tie: 0 }];
    for (let depth = 0; depth < maxDepth && beam.length > 0; depth++) {
      const candidates: Plan<S, A>[] = [];
      if (depth > 0 && this.spent()) {
        // Out of budget: the plans under way end where they are.
        for (const plan of beam) record(plan, plan.value);
        break;
      }
      const last = depth === maxDepth - 1;
      const defer = Number.isFinite(this.chanceWidth);
      const drawn: Plan<S, A>[] = [];
      for (const plan of beam) {
        if (depth > 0 && this.spent()) {
          // Spent while extending this step: the plans not extended yet end where they are.
          record(plan, plan.value);
          continue;
        }
        const sample = plan.states.find((s) => s !== undefined);
        if (sample === undefined) continue;
        const actions = depth === 0 ? legal : game.legalActions(sample, seat);
        for (let i = 0; i < actions.length; i++) {
          const first = depth === 0 ? i : plan.first;
          const step = this.extend(plan, first, actions[i] as A, maxDepth - depth - 1, defer);
          if (step === undefined) continue;
          if (defer && step.chance) drawn.push(step.plan);
          else if (step.closed || last) record(step.plan, step.plan.value);
          else candidates.push(step.plan);
        }
      }
      if (drawn.length > 0) {
        // The most promising plans that drew, by their value right after the draw, are followed past it.
        drawn.sort((a, b) => b.value - a.value || a.tie - b.tie);
        for (const plan of drawn.slice(0, this.chanceWidth)) record(plan, this.followed(plan, maxDepth - depth - 1));
      }
      candidates.sort((a, b) => b.value - a.value || a.tie - b.tie);
      beam = candidates.slice(0, width);
    }
    return best;
  }
}

/**
 * A bot that plans **its whole turn**: it searches sequences of its own actions until the turn
 * passes to another seat, the game's `turnNumber` moves on or the game ends (or `turnEnds` says
 * so; a beam of `beamWidth` partial turns, at most `maxDepth` actions), scores where each
 * sequence ends with `evaluate` (a won game by its outcome: a win outweighs any evaluation; a lost
 * one by `evaluate` too, so a seat that cannot avoid losing does not spend what it holds to put
 * the loss off), and takes the first action of the best sequence.
 *
 * In games with hidden information or chance it never looks at the real hidden parts: every plan
 * is played on the same `samples` made-up states (what the seat cannot know re-drawn, the
 * generator re-seeded; common random numbers, so plans are compared on equal terms), and its
 * value is the mean. An action that draws randomness or reveals hidden information ends the
 * lock-step plan: from there each sample goes on greedily on its own, since the seat will know
 * what was drawn, and the values reached are averaged.
 *
 * Deterministic for a given seed; each decision costs about `samples × beamWidth × depth ×
 * branching` steps of the rule module; with `maxApplies`, not much more than that (the first
 * step, every legal action on each made-up state, always runs).
 *
 * @example
 * const bot = greedyBot(scoreEvaluation(game), { seed: 1 });
 * const finished = playout(match, botPolicy([bot, randomBot()]));
 * @category Bots
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function greedyBot<S = any>(evaluate: Evaluation<S>, options: GreedyOptions<S> = {}): Bot<S> {
  checkOptions(options.name ?? "greedy", options, { seed: SEED_RULE, beamWidth: WHOLE_FROM_1, maxDepth: WHOLE_FROM_1, samples: WHOLE_FROM_1, chanceWidth: { whole: true, min: 1, infinite: true }, maxApplies: BUDGET });
  const seed: Seed = options.seed ?? 0;
  const width = Math.max(1, options.beamWidth ?? 8);
  const maxDepth = Math.max(1, options.maxDepth ?? 12);
  const samples = Math.max(1, options.samples ?? 4);
  const chanceWidth = options.chanceWidth ?? 4;
  return makeBot<S>(options.name ?? "greedy", (match, seat, legal) => {
    const { game, state } = match;
    requireRedraw(game, options.name ?? "greedy");
    const decision = decisionSeed(seed, match, seat);
    const root = hasSecrets(game)
      ? Array.from({ length: samples }, (_, k) => determinize(game, state, seat, mixSeed(decision, k)))
      : [state];
    const rng = xoroshiro128plus(mixSeed(decision, -1));
    // With a work budget, the planner plays on a game that counts its steps.
    const budget = options.maxApplies;
    const counted = budget === undefined ? undefined : countingApplies(game);
    const spent = budget === undefined || counted === undefined ? undefined : () => counted.applies() >= budget;
    return new TurnPlanner(counted?.game ?? game, seat, match.config.playerCount, evaluate, rng, options.turnEnds, spent, chanceWidth, "evaluation").plan(root, legal, width, maxDepth);
  });
}
