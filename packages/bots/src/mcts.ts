/**
 * The MCTS bot: information-set Monte Carlo tree search with determinization, sequential halving
 * at the root and common random numbers.
 *
 * @module
 */
import { type Game, type GameConfig, type Seat, type Seed, mixSeed } from "@laguna/core";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { type Bot, type BotOptions, type SearchBudget, decisionSeed, makeBot } from "./bot";
import type { Evaluation } from "./evaluation";
import { determinize, evaluationRewards, hasSecrets, now, outcomeRewards, tryApply } from "./search";

/**
 * Options of {@link mctsBot}.
 *
 * @example
 * const options: MctsOptions<MyState> = { seed: 1, iterations: 2000, evaluate, rolloutDepth: 40 };
 * @category Bots
 */
export interface MctsOptions<S> extends BotOptions, SearchBudget {
  /**
   * Iterations per decision (default 1000). Each iteration plays one sample: a made-up state, a
   * walk down the tree, a rollout.
   */
  readonly iterations?: number;
  /**
   * Evaluates the states where a rollout is cut short (see `rolloutDepth`). Without it, rollouts
   * play to the end of the game.
   */
  readonly evaluate?: Evaluation<S>;
  /**
   * A rollout stops after this many actions and the evaluation scores the state reached (default
   * 40 with an `evaluate`, no limit without one; a rollout always stops at the end of the game or
   * after 10,000 actions).
   */
  readonly rolloutDepth?: number;
  /**
   * How rollouts choose actions: `"random"` (default: uniform, cheap) or `"greedy"` (the action
   * whose next state `evaluate` likes best, ties broken at random; needs `evaluate`, and costs one
   * evaluation per legal action per step).
   */
  readonly rollout?: "random" | "greedy";
  /**
   * With two or more players, a cut-off evaluation becomes a win chance: `1 / (1 + e^(-lead /
   * scale))`, where `lead` is the seat's evaluation minus the best other seat's (default 10: a
   * lead of 10 is worth a 73 % chance).
   */
  readonly evaluationScale?: number;
  /** The UCT exploration constant, for rewards between 0 and 1 (default 0.7). */
  readonly exploration?: number;
}

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
}

const newNode = (mover: Seat): TreeNode => ({ mover, visits: 0, reward: 0, available: 0, children: undefined });

/** Identifies an action across made-up states (where the same action is a different object). */
const keyOf = (action: unknown): string => JSON.stringify(action);

class Search<C extends GameConfig, S, A, V> {
  /** With one player, rewards are scores: the range seen so far, to normalise them. */
  private low = Number.POSITIVE_INFINITY;
  private high = Number.NEGATIVE_INFINITY;
  /** The made-up state of the current sample, shared by the root actions. */
  private cached: { readonly w: number; readonly state: S } | undefined = undefined;

  constructor(
    readonly game: Game<C, S, A, V>,
    readonly state: S,
    readonly seat: Seat,
    readonly players: number,
    readonly decision: Seed,
    readonly options: MctsOptions<S>,
  ) {}

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
    let s = tryApply(game, this.world(w), this.seat, action);
    const path: TreeNode[] = [root];
    let node = root;
    // Selection and expansion.
    while (s !== undefined) {
      const active = game.activePlayers(s);
      const mover = active[0];
      if (mover === undefined) break;
      const legal = game.legalActions(s, mover);
      if (legal.length === 0) break;
      const children = (node.children ??= new Map<string, TreeNode>());
      const keys = legal.map(keyOf);
      const untried: number[] = [];
      for (let i = 0; i < keys.length; i++) {
        const child = children.get(keys[i] as string);
        if (child === undefined) untried.push(i);
        else child.available++;
      }
      let pick: number;
      let child: TreeNode;
      if (untried.length > 0) {
        pick = untried[uniformInt(rng, 0, untried.length - 1)] as number;
        child = newNode(mover);
        child.available = 1;
        children.set(keys[pick] as string, child);
      } else {
        pick = 0;
        let bestScore = Number.NEGATIVE_INFINITY;
        for (let i = 0; i < keys.length; i++) {
          const ch = children.get(keys[i] as string) as TreeNode;
          const score = this.mean(ch) + c * Math.sqrt(Math.log(ch.available) / ch.visits);
          if (score > bestScore) {
            bestScore = score;
            pick = i;
          }
        }
        child = children.get(keys[pick] as string) as TreeNode;
      }
      s = tryApply(game, s, mover, legal[pick] as A);
      path.push(child);
      node = child;
      if (untried.length > 0) break;
    }
    const rewards = s === undefined ? new Array<number>(this.players).fill(0) : this.rollout(s, rng);
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

  /** Plays on from a state; the reward of every seat. */
  private rollout(state: S, rng: ReturnType<typeof xoroshiro128plus>): number[] {
    const { game, options } = this;
    const evaluate = options.evaluate;
    const depth = Math.min(MAX_ROLLOUT, options.rolloutDepth ?? (evaluate === undefined ? MAX_ROLLOUT : 40));
    const greedy = options.rollout === "greedy" && evaluate !== undefined;
    let s = state;
    for (let d = 0; ; d++) {
      const active = game.activePlayers(s);
      const mover = active[0];
      if (mover === undefined) {
        const outcome = game.outcome(s);
        if (outcome !== undefined) return outcomeRewards(outcome, this.players);
        break;
      }
      if (d >= depth) break;
      const legal = game.legalActions(s, mover);
      if (legal.length === 0) break;
      let next: S | undefined;
      if (greedy && legal.length > 1) {
        let best = Number.NEGATIVE_INFINITY;
        const offset = uniformInt(rng, 0, legal.length - 1);
        for (let k = 0; k < legal.length; k++) {
          const candidate = tryApply(game, s, mover, legal[(k + offset) % legal.length] as A);
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
    const roots = legal.map(() => newNode(this.seat));
    const sums = new Array<number>(legal.length).fill(0);
    const counts = new Array<number>(legal.length).fill(0);
    // A seeded random order of the candidates: ties are broken by it, not by the module's order.
    const order = xoroshiro128plus(mixSeed(this.decision, -1));
    const tie = legal.map(() => order.next());
    let survivors = legal.map((_, i) => i).sort((a, b) => (tie[a] ?? 0) - (tie[b] ?? 0));
    const rounds = Math.ceil(Math.log2(legal.length));
    let w = 0;
    let outOfTime = false;
    for (let round = 0; round < rounds && survivors.length > 1 && !outOfTime; round++) {
      const per = Math.max(1, Math.floor(iterations / (rounds * survivors.length)));
      for (let j = 0; j < per; j++, w++) {
        for (const i of survivors) {
          sums[i] = (sums[i] ?? 0) + this.iterate(roots[i] as TreeNode, legal[i] as A, w);
          counts[i] = (counts[i] ?? 0) + 1;
        }
        if (now() > deadline) {
          outOfTime = true;
          break;
        }
      }
      const mean = (i: number) => ((counts[i] ?? 0) > 0 ? (sums[i] ?? 0) / (counts[i] ?? 1) : Number.NEGATIVE_INFINITY);
      // Stable sort: ties keep the random order.
      survivors = [...survivors].sort((a, b) => mean(b) - mean(a));
      survivors = survivors.slice(0, outOfTime ? 1 : Math.ceil(survivors.length / 2));
    }
    return survivors[0] ?? 0;
  }
}

/**
 * A Monte Carlo tree search bot.
 *
 * - **Perfect information**: UCT, each node's statistics from the point of view of the seat that
 *   acts there (so it plays any number of players; with simultaneous moves the first active seat
 *   is expanded first). Rewards come from the outcome: winners share 1, others get 0; with one
 *   player the score itself, normalised by the range seen.
 * - **Hidden information and chance**: information-set MCTS with determinization. Every
 *   iteration plays on a made-up state: everything the seat cannot know re-drawn with the
 *   module's `redrawHidden`, and the generator re-seeded (its state decides future draws, so it
 *   is a secret too). The decision thus depends only on what the seat may see. Tree nodes are
 *   identified by action, and UCT counts how often each action was available.
 * - **Root**: sequential halving with **common random numbers**: candidate actions are compared
 *   on the same samples (the same made-up states and rollout randomness), and the worse half is
 *   dropped each round. A seat with one legal action does not search.
 * - **Rollouts**: a cheap policy (`rollout`), cut off after `rolloutDepth` actions where
 *   `evaluate` judges the state.
 *
 * Deterministic for a given seed and `iterations`; a `timeMs` budget is not.
 *
 * @example
 * const bot = mctsBot({ seed: 1, iterations: 2000, evaluate: scoreEvaluation(game) });
 * const next = act(match, seat, bot.choose(match, seat));
 * @category Bots
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function mctsBot<S = any>(options: MctsOptions<S> = {}): Bot<S> {
  const seed = options.seed ?? 0;
  return makeBot<S>(options.name ?? "mcts", (match, seat, legal) =>
    new Search(match.game, match.state, seat, match.config.playerCount, decisionSeed(seed, match, seat), options).choose(legal),
  );
}
