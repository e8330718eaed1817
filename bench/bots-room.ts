/**
 * `npm run bench:bots:room`: how much room there is for a searching bot against the greedy bot
 * (issue 9): experiment bots, two of which **cheat**, played in two-player games against
 * `greedyBot` at its defaults. A benchmark, not a test, and not a bot to use: the cheating bots
 * read the real state (the other hand, the generator, so every draw to come), which no honest
 * bot may do. Their results bound what a search of the same design can gain with knowledge no
 * honest bot has; the bots README ("How much room there is") reports them.
 *
 * - `cheat-turn`: the greedy turn planner on the real state (beam 8), no made-up states: it knows
 *   everything its own turn will bring.
 * - `cheat-look`: the turn planner's 6 best first actions (on the real state); each is played on,
 *   every seat by the greedy turn planner (beam 8) on the real state, until `--turns` turns have
 *   ended (default 2: the seat's turn and the opponent's reply); the action with the best lead by
 *   the evaluation (or the outcome, if the game ended) is taken.
 * - `look`: the same, honestly: the planner's prior on 4 made-up states, and each action played
 *   on `--samples` made-up states (default 4) with a rollout beam of `--beam` (default 4), the
 *   leads summed.
 *
 * Game `i` (from `--from`, default 0) has game seed 10,000 + i; the experiment bot has seed
 * 1,000 + i and plays seat `i mod 2`, the greedy bot seed 2,000 + i. Deterministic: the same
 * arguments give the same games. Prints one line per game and a summary (wins over finished games,
 * a shared win counting as its share; decision times of the experiment bot).
 *
 * Usage: `npm run bench:bots:room -- <cheat-turn|cheat-look|look> <burano|lm|murano>
 * [--games=n] [--from=i] [--turns=n] [--samples=n] [--beam=n]`.
 *
 * @module
 */
import { performance } from "node:perf_hooks";
import { type Bot, type Evaluation, greedyBot } from "@laguna/bots";
import { type AnyGame, type Seat, act, activePlayers, createMatch, legalActions, mixSeed, outcome } from "@laguna/core";
import { evaluate as lightMastersEvaluate, game as lightMasters } from "@laguna/murano-light-masters";
import { evaluate as muranoEvaluate, game as murano } from "@laguna/murano";
import { evaluate as buranoEvaluate, game as burano } from "@laguna/walking-in-burano";
import { either } from "fp-ts";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
// The turn planner and the search helpers are internal to @laguna/bots: read from its sources.
import { decisionSeed, makeBot } from "../packages/bots/src/bot";
import { TurnPlanner } from "../packages/bots/src/greedy";
import { determinize, hasSecrets, tryApply, turnEnded } from "../packages/bots/src/search";

type State = unknown;
type Action = unknown;

const GAMES: Readonly<Record<string, { readonly game: AnyGame; readonly evaluate: Evaluation<State> }>> = {
  burano: { game: burano as AnyGame, evaluate: buranoEvaluate as Evaluation<State> },
  lm: { game: lightMasters as AnyGame, evaluate: lightMastersEvaluate as Evaluation<State> },
  murano: { game: murano as AnyGame, evaluate: muranoEvaluate as Evaluation<State> },
};

/** How many first actions the lookahead bots compare. */
const CANDIDATES = 6;
/** The turn planner's beam and depth, as the greedy bot's defaults. */
const BEAM = 8;
const DEPTH = 12;

interface LookOptions {
  readonly cheat: boolean;
  readonly turns: number;
  readonly samples: number;
  readonly beam: number;
}

/** `cheat-turn`: the greedy turn planner on the real state. */
function cheatTurnBot(evaluate: Evaluation<State>, seed: number): Bot {
  return makeBot("cheat-turn", (match, seat, legal) => {
    const rng = xoroshiro128plus(mixSeed(decisionSeed(seed, match, seat), -1));
    const planner = new TurnPlanner(match.game as AnyGame, seat, match.config.playerCount, evaluate, rng, undefined);
    return planner.plan([match.state], legal as readonly Action[], BEAM, DEPTH);
  });
}

/** `cheat-look` and `look`: the best of the planner's first actions after `turns` turns of greedy play by every seat. */
function lookBot(evaluate: Evaluation<State>, seed: number, options: LookOptions): Bot {
  return makeBot(options.cheat ? "cheat-look" : "look", (match, seat, legal) => {
    const game = match.game as AnyGame;
    const state = match.state as State;
    const players = match.config.playerCount;
    const decision = decisionSeed(seed, match, seat);
    const rng = xoroshiro128plus(mixSeed(decision, -1));
    const made = (k: number) => determinize(game, state, seat, mixSeed(decision, k));
    const planWorlds = options.cheat || !hasSecrets(game) ? [state] : Array.from({ length: 4 }, (_, k) => made(100 + k));
    const prior = new TurnPlanner(game, seat, players, evaluate, rng, undefined).values(planWorlds, legal as readonly Action[], BEAM, DEPTH);
    const order = legal
      .map((_, i) => i)
      .sort((a, b) => (prior[b] ?? 0) - (prior[a] ?? 0))
      .slice(0, CANDIDATES);
    if (order.length === 1) return order[0] as number;
    const lead = (s: State): number => {
      if (game.activePlayers(s).length === 0) {
        const o = game.outcome(s);
        if (o !== undefined) return (o.winners.includes(seat) ? 1000 : -1000) + (o.scores[seat] ?? 0);
      }
      let best = Number.NEGATIVE_INFINITY;
      for (let i = 0; i < players; i++) if (i !== seat) best = Math.max(best, evaluate(s, i));
      return evaluate(s, seat) - best;
    };
    const worlds = options.cheat || !hasSecrets(game) ? [state] : Array.from({ length: options.samples }, (_, k) => made(k));
    const beam = options.cheat ? BEAM : options.beam;
    let choice = order[0] ?? 0;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const i of order) {
      let sum = 0;
      for (const world of worlds) {
        let s = tryApply(game, world, seat, legal[i] as Action);
        if (s === undefined) {
          sum -= 1e9;
          continue;
        }
        let left = options.turns - (turnEnded(game, world, s, seat, undefined) ? 1 : 0);
        for (let step = 0; step < 200 && left > 0; step++) {
          const mover = game.activePlayers(s)[0] as Seat | undefined;
          if (mover === undefined) break;
          const moves = game.legalActions(s, mover) as readonly Action[];
          const k = moves.length === 1 ? 0 : new TurnPlanner(game, mover, players, evaluate, rng, undefined).plan([s], moves, beam, DEPTH);
          const next: State | undefined = tryApply(game, s, mover, moves[k] as Action);
          if (next === undefined) break;
          if (turnEnded(game, s, next, mover, undefined)) left--;
          s = next;
        }
        sum += lead(s);
      }
      if (sum > bestValue) {
        bestValue = sum;
        choice = i;
      }
    }
    return choice;
  });
}

function main(): void {
  const positional = process.argv.slice(2).filter((a) => !a.startsWith("--"));
  const flags = new Map(
    process.argv
      .slice(2)
      .filter((a) => a.startsWith("--"))
      .map((a) => a.slice(2).split("=") as [string, string]),
  );
  const number = (name: string, fallback: number): number => {
    const text = flags.get(name);
    const value = text === undefined ? fallback : Number(text);
    if (!Number.isInteger(value) || value < 0) throw new Error(`bench:bots:room: --${name} must be a whole number`);
    return value;
  };
  const [kind, id] = positional;
  const entry = GAMES[id ?? ""];
  if (!["cheat-turn", "cheat-look", "look"].includes(kind ?? "") || entry === undefined) {
    throw new Error("usage: bench:bots:room -- <cheat-turn|cheat-look|look> <burano|lm|murano> [--games=n] [--from=i] [--turns=n] [--samples=n] [--beam=n]");
  }
  const { game, evaluate } = entry;
  const games = number("games", 10);
  const from = number("from", 0);
  const look: LookOptions = { cheat: kind === "cheat-look", turns: number("turns", 2), samples: number("samples", 4), beam: number("beam", 4) };
  const times: number[] = [];
  let wins = 0;
  let finished = 0;
  for (let i = from; i < from + games; i++) {
    const seatOfA = i % 2;
    const a = kind === "cheat-turn" ? cheatTurnBot(evaluate, 1000 + i) : lookBot(evaluate, 1000 + i, look);
    const b = greedyBot(evaluate, { seed: 2000 + i });
    const created = createMatch(game, game.defaultConfig(2), 10_000 + i);
    if (either.isLeft(created)) throw new Error(created.left.message);
    let match = created.right;
    for (let step = 0; step < 5000; step++) {
      const seat = activePlayers(match)[0];
      if (seat === undefined) break;
      const legal = legalActions(match, seat);
      let k: number;
      if (seat === seatOfA) {
        const t = performance.now();
        k = a.chooseIndex(match, seat);
        if (legal.length > 1) times.push(performance.now() - t);
      } else {
        k = b.chooseIndex(match, seat);
      }
      const next = act(match, seat, legal[k]);
      if (either.isLeft(next)) throw new Error(next.left.message);
      match = next.right;
    }
    const o = outcome(match);
    if (o !== undefined) {
      finished++;
      if (o.winners.includes(seatOfA)) wins += 1 / o.winners.length;
    }
    console.log(`game ${i}: ${o === undefined ? "unfinished" : `scores ${o.scores.join(":")}, ${kind} in seat ${seatOfA} ${o.winners.includes(seatOfA) ? "won" : "lost"}`}`);
  }
  times.sort((x, y) => x - y);
  const mean = times.reduce((x, y) => x + y, 0) / Math.max(1, times.length);
  console.log(
    `${kind} vs greedy, ${id}: ${wins} wins of ${finished} finished games (${games} played); decisions with a choice ${times.length}, mean ${mean.toFixed(0)} ms, worst ${(times[times.length - 1] ?? 0).toFixed(0)} ms`,
  );
}

main();
