/**
 * The MCTS bot: information-set Monte Carlo tree search with determinization, candidates from the
 * greedy turn planner, sequential halving at the root and common random numbers.
 *
 * @module
 */
import { type Game, type GameConfig, type Seat, type Seed, mixSeed } from "@laguna/core";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import {
  BUDGET,
  type Bot,
  type BotOptions,
  NON_NEGATIVE,
  POSITIVE,
  SEED_RULE,
  type SearchBudget,
  WHOLE_FROM_0,
  WHOLE_FROM_1,
  checkOptions,
  decisionSeed,
  makeBot,
} from "./bot";
import type { Evaluation } from "./evaluation";
import { TurnPlanner } from "./greedy";
import { countingApplies, determinize, evaluationRewards, halved, hasSecrets, now, outcomeRewards, overrules, requireRedraw, tryApply, turnEnded } from "./search";

/**
 * Options of {@link mctsBot}.
 *
 * @example
 * const options: MctsOptions<MyState> = { seed: 1, iterations: 2000, evaluate, rolloutTurns: 2 };
 * @category Bots
 */
export interface MctsOptions<S> extends BotOptions, SearchBudget {
  /**
   * Iterations per decision (default 1000). Each iteration plays one sample: a made-up state, a
   * walk down the tree, a rollout.
   */
  readonly iterations?: number;
  /**
   * Evaluates the states where an iteration stops before the end (see `rolloutTurns`), ranks the
   * actions of a node (progressive widening) and guides the turn planner that picks the
   * candidates (see `candidates`). Without it, rollouts are random and play to the end of the game.
   */
  readonly evaluate?: Evaluation<S>;
  /**
   * How far an iteration looks ahead, in turns: it stops where this many turns have ended
   * (counting the turn under way as the first) and `evaluate` scores the state reached (default
   * 1 with an `evaluate`: the rest of the seat's turn; 2 adds the next seat's reply, which in our
   * measurements added more noise than insight with the games' evaluations; in a solo game the
   * default is 2, the seat's next turn, which scored higher in Walking in Burano). Comparing states
   * at turn ends, not after a fixed number of actions, keeps a turn's unfinished business (paid
   * for, not yet rewarded) from looking like a loss. Without `evaluate`, iterations play to the end
   * of the game. A turn ends where the game's `turnNumber` changes, or where `turnEnds` says so,
   * or else where another seat is to act.
   */
  readonly rolloutTurns?: number;
  /**
   * An iteration also stops after this many actions, turn ended or not (default 200 with an
   * `evaluate`; an iteration always stops at the end of the game or after 10,000 actions).
   */
  readonly rolloutDepth?: number;
  /**
   * How rollouts choose actions: `"greedy"` (the default with an `evaluate`: the action whose next
   * state `evaluate` likes best for the seat that takes it, among at most `rolloutWidth` legal
   * actions drawn at random) or `"random"` (uniform, the default without `evaluate`; cheap, but a
   * random turn wastes resources, so a random rollout favours whoever acts less in it).
   */
  readonly rollout?: "random" | "greedy";
  /** How many legal actions a greedy rollout step compares (default 8; all when fewer). */
  readonly rolloutWidth?: number;
  /**
   * Whether a turn ended with the step from `before` to `after`, for games without a
   * `turnNumber` (see `rolloutTurns`).
   */
  readonly turnEnds?: (before: S, after: S, seat: Seat) => boolean;
  /**
   * With two or more players, a cut-off evaluation becomes a win chance: `1 / (1 + e^(-lead /
   * scale))`, where `lead` is the seat's evaluation minus the best other seat's (default 10: a
   * lead of 10 is worth a 73 % chance).
   */
  readonly evaluationScale?: number;
  /**
   * Progressive widening, with an `evaluate`: a node visited `n` times chooses among its
   * `1 + widening · √n` best actions by the evaluation one step ahead (default 1).
   */
  readonly widening?: number;
  /**
   * With an `evaluate`, only this many first actions are searched (default 6): those that start
   * the best turns found by the greedy bot's turn planner (see `planBeam`). 0 searches them all.
   */
  readonly candidates?: number;
  /** The beam width of that turn planner (default 8, as the greedy bot's). */
  readonly planBeam?: number;
  /** On how many made-up states that turn planner plays each plan (default 4). */
  readonly planSamples?: number;
  /**
   * With `candidates`, the greedy planner's choice stays in the race to the end, and the search
   * takes another action only if it beats that choice by more than this many standard errors
   * on the samples both were played on (default 1): a noisy search does not overrule a sound
   * plan on a fluke.
   */
  readonly overrule?: number;
  /** The UCT exploration constant, for rewards between 0 and 1 (default 0.7). */
  readonly exploration?: number;
}

/** The default work budget of a decision (`maxApplies`): about 4 times what a typical one takes. */
const DEFAULT_MAX_APPLIES = 20_000;

/** Rollouts and made-up games never run longer than this. */
const MAX_ROLLOUT = 10_000;

/** A node of the search tree: the action that led to it, taken by `mover`. */
interface TreeNode {
  readonly mover: Seat;
  visits: number;
  /** The sum of the mover's rewards over the visits. */
  reward: number;
  /** How often the node's action was among the legal actions when its parent was visited. */
  available: number;
  children: Map<string, TreeNode> | undefined;
  /**
   * With an evaluation: the actions at this node, best first by the evaluation one step ahead
   * for the seat that takes them (the prior of progressive widening). Made at the first visit.
   */
  ranked: string[] | undefined;
}

const newNode = (mover: Seat): TreeNode => ({ mover, visits: 0, reward: 0, available: 0, children: undefined, ranked: undefined });

/** Keys of action objects already seen (modules often reuse constant action objects). */
const keys = new WeakMap<object, string>();

/** Identifies an action across made-up states (where the same action is a different object). */
const keyOf = (action: unknown): string => {
  if (typeof action !== "object" || action === null) return JSON.stringify(action);
  let key = keys.get(action);
  if (key === undefined) {
    key = JSON.stringify(action);
    keys.set(action, key);
  }
  return key;
};

class Search<C extends GameConfig, S, A, V> {
  /** With one player, rewards are scores: the range seen so far, to normalise them. */
  private low = Number.POSITIVE_INFINITY;
  private high = Number.NEGATIVE_INFINITY;
  /** The made-up state of the current sample, shared by the root actions. */
  private cached: { readonly w: number; readonly state: S } | undefined = undefined;

  /** The steps of the rule module this decision has taken so far (see `maxApplies`). */
  private readonly applies: () => number;
  /** The game, with every step the search takes counted. */
  readonly game: Game<C, S, A, V>;

  constructor(
    game: Game<C, S, A, V>,
    readonly state: S,
    readonly seat: Seat,
    readonly players: number,
    readonly decision: Seed,
    readonly options: MctsOptions<S>,
  ) {
    ({ game: this.game, applies: this.applies } = countingApplies(game));
  }

  /** Whether the time budget or the work budget is spent. */
  private spent(deadline: number): boolean {
    return this.applies() >= (this.options.maxApplies ?? DEFAULT_MAX_APPLIES) || now() > deadline;
  }

  /** When the search must stop (set by `choose`; rollouts check it too). */
  private deadline = Number.POSITIVE_INFINITY;

  /** A mover's mean reward at a node, between 0 and 1. */
  private mean(node: TreeNode): number {
    const m = node.reward / node.visits;
    if (this.players > 1) return m;
    return this.high > this.low ? (m - this.low) / (this.high - this.low) : 0.5;
  }

  /** The made-up state of sample `w`: the same for every root action (common random numbers). */
  world(w: number): S {
    if (!hasSecrets(this.game)) return this.state;
    if (this.cached?.w !== w) this.cached = { w, state: determinize(this.game, this.state, this.seat, mixSeed(this.decision, w)) };
    return this.cached.state;
  }

  /** One iteration: root action `action` (its node `root`) in sample `w`; the root seat's reward. */
  iterate(root: TreeNode, action: A, w: number): number {
    const { game } = this;
    const rng = xoroshiro128plus(mixSeed(this.decision, w, 0x5eed));
    const c = this.options.exploration ?? 0.7;
    const evaluate = this.options.evaluate;
    const widening = this.options.widening ?? 1;
    const world = this.world(w);
    let s = tryApply(game, world, this.seat, action);
    let turnsLeft = this.turns - (s !== undefined && this.ended(world, s, this.seat) ? 1 : 0);
    let steps = 1;
    const path: TreeNode[] = [root];
    let node = root;
    // Selection and expansion.
    while (s !== undefined && turnsLeft > 0 && steps < this.depth) {
      const active = game.activePlayers(s);
      const mover = active[0];
      if (mover === undefined) break;
      const legal = game.legalActions(s, mover);
      if (legal.length === 0) break;
      const children = (node.children ??= new Map<string, TreeNode>());
      const keys = legal.map(keyOf);
      // The actions this visit may choose from: all of them without an evaluation; with one,
      // the best-ranked few, more as the node is visited more (progressive widening), so that
      // the search spends its samples on sensible actions rather than on every legal one.
      let candidates: number[];
      if (evaluate === undefined) {
        candidates = keys.map((_, i) => i);
      } else {
        const ranked = (node.ranked ??= this.rank(s, mover, legal, keys, rng));
        const allowed = 1 + Math.floor(widening * Math.sqrt(node.visits));
        const position = new Map<string, number>();
        for (let i = 0; i < keys.length; i++) position.set(keys[i] as string, i);
        candidates = [];
        for (const key of ranked) {
          const i = position.get(key);
          if (i !== undefined) candidates.push(i);
          if (candidates.length >= allowed) break;
        }
        if (candidates.length === 0) break;
      }
      const untried: number[] = [];
      for (const i of candidates) {
        const child = children.get(keys[i] as string);
        if (child === undefined) untried.push(i);
        else child.available++;
      }
      let pick: number;
      let child: TreeNode;
      if (untried.length > 0) {
        pick = (evaluate === undefined ? untried[uniformInt(rng, 0, untried.length - 1)] : untried[0]) as number;
        child = newNode(mover);
        child.available = 1;
        children.set(keys[pick] as string, child);
      } else {
        pick = candidates[0] as number;
        let bestScore = Number.NEGATIVE_INFINITY;
        for (const i of candidates) {
          const ch = children.get(keys[i] as string) as TreeNode;
          const score = this.mean(ch) + c * Math.sqrt(Math.log(ch.available) / ch.visits);
          if (score > bestScore) {
            bestScore = score;
            pick = i;
          }
        }
        child = children.get(keys[pick] as string) as TreeNode;
      }
      const next = tryApply(game, s, mover, legal[pick] as A);
      if (next !== undefined && this.ended(s, next, mover)) turnsLeft--;
      s = next;
      steps++;
      path.push(child);
      node = child;
      if (untried.length > 0) break;
    }
    const rewards = s === undefined ? new Array<number>(this.players).fill(0) : this.rollout(s, rng, turnsLeft, steps);
    for (const r of rewards) {
      if (r < this.low) this.low = r;
      if (r > this.high) this.high = r;
    }
    for (const n of path) {
      n.visits++;
      n.reward += rewards[n.mover] ?? 0;
    }
    return rewards[this.seat] ?? 0;
  }

  /** The keys of the legal actions, best first by the mover's evaluation one step ahead (ties at random). */
  private rank(state: S, mover: Seat, legal: readonly A[], keys: readonly string[], rng: ReturnType<typeof xoroshiro128plus>): string[] {
    const evaluate = this.options.evaluate as Evaluation<S>;
    const scored = legal.map((action, i) => {
      const next = tryApply(this.game, state, mover, action);
      return { key: keys[i] as string, value: next === undefined ? Number.NEGATIVE_INFINITY : evaluate(next, mover), tie: rng.next() };
    });
    scored.sort((a, b) => b.value - a.value || a.tie - b.tie);
    return scored.map((x) => x.key);
  }

  /** Whether the step from `before` to `after`, taken by `mover`, ended a turn. */
  private ended(before: S, after: S, mover: Seat): boolean {
    return turnEnded(this.game, before, after, mover, this.options.turnEnds);
  }

  /**
   * How many turns an iteration looks ahead; no limit without an evaluation. By default the rest
   * of the seat's turn, and in a solo game its next turn too (there is no opponent whose reply
   * would add noise, and a turn that sets up the next one is worth seeing).
   */
  private get turns(): number {
    if (this.options.evaluate === undefined) return Number.POSITIVE_INFINITY;
    return Math.max(1, this.options.rolloutTurns ?? (this.players === 1 ? 2 : 1));
  }

  /** How many actions an iteration takes at most. */
  private get depth(): number {
    const evaluate = this.options.evaluate;
    return Math.min(MAX_ROLLOUT, Math.max(1, this.options.rolloutDepth ?? (evaluate === undefined ? MAX_ROLLOUT : 200)));
  }

  /**
   * Plays on from a state until the game ends, `turnsLeft` more turns end or the iteration has
   * taken `depth` actions; the reward of every seat.
   */
  private rollout(state: S, rng: ReturnType<typeof xoroshiro128plus>, turnsLeft: number, steps: number): number[] {
    const { game, options } = this;
    const evaluate = options.evaluate;
    const depth = this.depth;
    const greedy = evaluate !== undefined && options.rollout !== "random";
    const width = Math.max(1, options.rolloutWidth ?? 8);
    let s = state;
    let left = turnsLeft;
    for (let d = steps; ; d++) {
      // A long rollout (random play to the end of a game) can cost many times a budget by itself:
      // stop it once the budget is spent (the pass it belongs to is then dropped, see `choose`).
      if ((d & 15) === 0 && this.spent(this.deadline)) throw BUDGET_SPENT;
      const active = game.activePlayers(s);
      const mover = active[0];
      if (mover === undefined) {
        const outcome = game.outcome(s);
        if (outcome !== undefined) return outcomeRewards(outcome, this.players, options.evaluationScale ?? 10);
        break;
      }
      if (d >= depth || left <= 0) break;
      const legal = game.legalActions(s, mover);
      if (legal.length === 0) break;
      let next: S | undefined;
      if (greedy && legal.length > 1) {
        let best = Number.NEGATIVE_INFINITY;
        const n = legal.length;
        const tries = Math.min(width, n);
        // Every action from a random start when all are compared, else `tries` drawn at random.
        const offset = uniformInt(rng, 0, n - 1);
        for (let k = 0; k < tries; k++) {
          const index = tries === n ? (k + offset) % n : uniformInt(rng, 0, n - 1);
          const candidate = tryApply(game, s, mover, legal[index] as A);
          if (candidate === undefined) continue;
          const v = evaluate(candidate, mover);
          if (v > best) {
            best = v;
            next = candidate;
          }
        }
      } else {
        next = tryApply(game, s, mover, legal[uniformInt(rng, 0, legal.length - 1)] as A);
      }
      if (next === undefined) break;
      if (this.ended(s, next, mover)) left--;
      s = next;
    }
    if (evaluate === undefined) return new Array<number>(this.players).fill(1 / this.players);
    const evaluations = Array.from({ length: this.players }, (_, i) => evaluate(s, i));
    return evaluationRewards(evaluations, options.evaluationScale ?? 10);
  }

  /**
   * Sequential halving over the root actions: in each round, every surviving action gets the
   * same samples (made-up state and rollout randomness), then the worse half is dropped.
   */
  choose(legal: readonly A[]): number {
    const iterations = Math.max(1, this.options.iterations ?? 1000);
    const deadline = this.options.timeMs === undefined ? Number.POSITIVE_INFINITY : now() + this.options.timeMs;
    this.deadline = deadline;
    const roots = legal.map(() => newNode(this.seat));
    const sums = new Array<number>(legal.length).fill(0);
    const counts = new Array<number>(legal.length).fill(0);
    const samples: number[][] = [];
    // A seeded random order of the candidates: ties are broken by it, not by the module's order.
    const order = xoroshiro128plus(mixSeed(this.decision, -1));
    const tie = legal.map(() => order.next());
    let survivors = legal.map((_, i) => i).sort((a, b) => (tie[a] ?? 0) - (tie[b] ?? 0));
    const keep = this.options.candidates ?? 6;
    // The greedy planner's choice: it stays in the race, and the search overrules it only when
    // sure enough (see `overrule`).
    let anchor: number | undefined;
    const evaluate = this.options.evaluate;
    if (evaluate !== undefined && keep > 0 && survivors.length > keep) {
      // The prior: how good the best turn starting with each action looks to the greedy planner,
      // on a few made-up states. Only the best few are searched.
      const worlds = hasSecrets(this.game) ? Array.from({ length: Math.max(1, this.options.planSamples ?? 4) }, (_, k) => this.world(-2 - k)) : [this.state];
      // The planner may spend half of the work budget; its plans still open then end there.
      const planBudget = (this.options.maxApplies ?? DEFAULT_MAX_APPLIES) / 2;
      const planner = new TurnPlanner(this.game, this.seat, this.players, evaluate, order, this.options.turnEnds, () => this.applies() >= planBudget || now() > deadline);
      const prior = planner.values(worlds, legal, Math.max(1, this.options.planBeam ?? 8), 12);
      survivors = [...survivors].sort((a, b) => (prior[b] ?? 0) - (prior[a] ?? 0)).slice(0, keep);
      anchor = survivors[0];
    }
    const rounds = Math.ceil(Math.log2(survivors.length));
    let w = 0;
    // The turn planner may have spent the whole budget already: then its choice stands.
    let outOfTime = this.spent(deadline);
    for (let round = 0; round < rounds && survivors.length > 1 && !outOfTime; round++) {
      const per = Math.max(1, Math.floor(iterations / (rounds * survivors.length)));
      for (let j = 0; j < per; j++, w++) {
        // One pass: every survivor on the same sample. A pass the budget cuts short is dropped,
        // so that the survivors stay compared on the same samples.
        let pass: number[];
        try {
          pass = survivors.map((i) => this.iterate(roots[i] as TreeNode, legal[i] as A, w));
        } catch (e) {
          if (e !== BUDGET_SPENT) throw e;
          outOfTime = true;
          break;
        }
        survivors.forEach((i, k) => {
          const r = pass[k] ?? 0;
          sums[i] = (sums[i] ?? 0) + r;
          counts[i] = (counts[i] ?? 0) + 1;
          if (anchor !== undefined) (samples[i] ??= []).push(r);
        });
        if (this.spent(deadline)) {
          outOfTime = true;
          break;
        }
      }
      const mean = (i: number) => ((counts[i] ?? 0) > 0 ? (sums[i] ?? 0) / (counts[i] ?? 1) : Number.NEGATIVE_INFINITY);
      // Equal means keep the random order.
      survivors = halved(survivors, mean, outOfTime, anchor);
    }
    const best = survivors[0] ?? 0;
    if (anchor === undefined || best === anchor) return best;
    // Paired differences on the samples both were played on (the anchor played all of them).
    const own = samples[best] ?? [];
    const base = samples[anchor] ?? [];
    const offset = base.length - own.length;
    return overrules(own.map((r, k) => r - (base[offset + k] ?? 0)), this.options.overrule ?? 1) ? best : anchor;
  }
}

/** Thrown by a rollout the budget cuts short (caught by `choose`). */
const BUDGET_SPENT: unique symbol = Symbol("budget spent");

/**
 * A Monte Carlo tree search bot.
 *
 * - **Perfect information**: UCT, each node's statistics from the point of view of the seat that
 *   acts there (so it plays any number of players; with simultaneous moves the first active seat
 *   is expanded first). Rewards come from the outcome: mostly the winners' share of the win, and a
 *   tenth from the score margin, so that a decided game is still played for points; with one
 *   player the score itself, normalised by the range seen.
 * - **Hidden information and chance**: information-set MCTS with determinization. Every
 *   iteration plays on a made-up state: everything the seat cannot know re-drawn with the
 *   module's `redrawHidden`, and the generator re-seeded (its state decides future draws, so it
 *   is a secret too). The decision thus depends only on what the seat may see. Tree nodes are
 *   identified by action, and UCT counts how often each action was available.
 * - **Candidates** (with an `evaluate`): the greedy bot's turn planner proposes the first
 *   actions of its best turns (`candidates`, `planBeam`, `planSamples`); only those are searched,
 *   and the planner's own choice stays in the race to the end.
 * - **Root**: sequential halving with **common random numbers**: candidate actions are compared
 *   on the same samples (the same made-up states and rollout randomness), and the worse half is
 *   dropped each round. The search overrules the planner's choice only when it beats it by more
 *   than `overrule` standard errors on those paired samples. A seat with one legal action does
 *   not search.
 * - **Tree**: with an `evaluate`, progressive widening: a node chooses among its best few actions
 *   by the evaluation one step ahead, more as it is visited more (`widening`).
 * - **Rollouts**: one-step greedy (`rollout`, `rolloutWidth`), stopped where `rolloutTurns` turns
 *   have ended (by the game's `turnNumber`), where `evaluate` judges the state. Rewards are
 *   mostly the win (or its chance, a logistic curve of the lead, `evaluationScale`) and a small
 *   part the margin, so that a decided game is still played for points.
 *
 * Deterministic for a given seed, `iterations` and `maxApplies` (a work budget, 20,000 rule steps
 * per decision by default, that bounds the slowest decisions); a `timeMs` budget is not.
 *
 * @example
 * const bot = mctsBot({ seed: 1, iterations: 2000, evaluate: scoreEvaluation(game) });
 * const next = act(match, seat, bot.choose(match, seat));
 * @category Bots
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function mctsBot<S = any>(options: MctsOptions<S> = {}): Bot<S> {
  checkOptions(options.name ?? "mcts", options, {
    seed: SEED_RULE,
    iterations: WHOLE_FROM_1,
    maxApplies: BUDGET,
    timeMs: BUDGET,
    rolloutTurns: WHOLE_FROM_1,
    rolloutDepth: WHOLE_FROM_1,
    rolloutWidth: WHOLE_FROM_1,
    evaluationScale: POSITIVE,
    widening: NON_NEGATIVE,
    candidates: WHOLE_FROM_0,
    planBeam: WHOLE_FROM_1,
    planSamples: WHOLE_FROM_1,
    overrule: NON_NEGATIVE,
    exploration: NON_NEGATIVE,
  });
  const seed = options.seed ?? 0;
  return makeBot<S>(options.name ?? "mcts", (match, seat, legal) => {
    requireRedraw(match.game, options.name ?? "mcts");
    return new Search(match.game, match.state, seat, match.config.playerCount, decisionSeed(seed, match, seat), options).choose(legal);
  });
}
