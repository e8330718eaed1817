/**
 * `npm run bench:bots`: how strong and how fast the bots of `@laguna/bots` are (issue 9, item 5).
 * A benchmark, not a timed test: nothing here fails on a number.
 *
 * For each game, two players: greedy vs random, MCTS vs greedy, MCTS vs random, seats rotated game
 * by game; win rates of the first-named bot with 95 % Wilson intervals (over finished games; a tie
 * counts as half a win), the share of games that reach the printed end within the step limit,
 * decisions per second of each bot and an estimate of MCTS iterations per second (the iteration
 * budget times the decisions it searched, over their time: a seat with one legal action does not
 * search). Walking in Burano solo: mean, best and rating bands of each bot. Writes
 * `bench/bots.json` (per game: a run for some games keeps the others' earlier figures) and prints
 * a table. A filter is a game id, or a part of one that is not itself an id.
 *
 * Usage: `npm run bench:bots [-- [game-id-filter ...] [--games=n] [--iterations=n] [--max-steps=n]]`.
 *
 * Every bot plays with the game's own `evaluate` and its package defaults (MCTS: 1,000 iterations).
 * The default number of games is small so that a run takes minutes, not hours; the figures in the
 * bots README say with how many games they were made.
 *
 * @module
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { type Bot, type Evaluation, botPolicy, greedyBot, mctsBot, randomBot } from "@laguna/bots";
import { type AnyGame, createMatch, legalActions, outcome, playout } from "@laguna/core";
import { evaluate as lightMastersEvaluate, game as lightMasters } from "@laguna/murano-light-masters";
import { evaluate as muranoEvaluate, game as murano } from "@laguna/murano";
import { evaluate as buranoEvaluate, game as burano, soloRating } from "@laguna/walking-in-burano";
import { either } from "fp-ts";
import { machineInfo } from "./machine";

interface Options {
  readonly filters: string[];
  readonly games: number;
  readonly iterations: number;
  readonly maxSteps: number;
}

function parseArgs(argv: readonly string[]): Options {
  const filters: string[] = [];
  let games = 10;
  let iterations = 1000;
  let maxSteps = 5000;
  for (const arg of argv) {
    const [flag, value] = arg.split("=", 2);
    const n = Number(value);
    if (flag === "--games" && Number.isInteger(n) && n > 0) games = n;
    else if (flag === "--iterations" && Number.isInteger(n) && n > 0) iterations = n;
    else if (flag === "--max-steps" && Number.isInteger(n) && n > 0) maxSteps = n;
    else if (arg.startsWith("--")) throw new Error(`bench:bots: unknown option ${arg}`);
    else filters.push(arg);
  }
  return { filters, games, iterations, maxSteps };
}

/** A bot kind and how to make one for a game and a seed. */
type Kind = "random" | "greedy" | "mcts";

/** Time spent per bot kind: decisions, searched decisions (more than one legal action), ms. */
interface Timing {
  decisions: number;
  searched: number;
  ms: number;
  maxMs: number;
}

const timings = new Map<string, Timing>();

/** Wraps a bot so that its decision times are recorded under `key`. */
function timed(bot: Bot, key: string): Bot {
  const t = timings.get(key) ?? { decisions: 0, searched: 0, ms: 0, maxMs: 0 };
  timings.set(key, t);
  const record = <R>(searched: boolean, run: () => R): R => {
    const started = performance.now();
    const result = run();
    const ms = performance.now() - started;
    t.decisions++;
    if (searched) t.searched++;
    t.ms += ms;
    t.maxMs = Math.max(t.maxMs, ms);
    return result;
  };
  return {
    name: bot.name,
    choose: (match, seat) => record(legalActions(match, seat).length > 1, () => bot.choose(match, seat)),
    chooseIndex: (match, seat) => record(legalActions(match, seat).length > 1, () => bot.chooseIndex(match, seat)),
  };
}

/** Each game's own evaluation. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const evaluations = new Map<AnyGame, Evaluation<any>>([
  [burano, buranoEvaluate],
  [lightMasters, lightMastersEvaluate],
  [murano, muranoEvaluate],
]);

function makeBot(game: AnyGame, kind: Kind, seed: number, options: Options): Bot {
  const evaluate = evaluations.get(game);
  if (evaluate === undefined) throw new Error(`bench:bots: no evaluation for ${game.id}`);
  const bot =
    kind === "random"
      ? randomBot({ seed })
      : kind === "greedy"
        ? greedyBot(evaluate, { seed })
        : mctsBot({ seed, iterations: options.iterations, evaluate });
  return timed(bot, `${game.id}/${kind}`);
}

/** The 95 % Wilson score interval of a proportion. */
function wilson(successes: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = successes / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Plays one seeded game; the outcome, or undefined if the step limit cut it. */
function playGame(game: AnyGame, players: number, seed: number, bots: readonly Bot[], maxSteps: number) {
  const created = createMatch(game, game.defaultConfig(players), seed);
  if (either.isLeft(created)) throw new Error(created.left.message);
  const played = playout(created.right, botPolicy(bots), maxSteps);
  if (either.isLeft(played)) throw new Error(played.left.message);
  return outcome(played.right);
}

interface Duel {
  readonly game: string;
  readonly players: number;
  readonly bots: readonly [Kind, Kind];
  readonly games: number;
  readonly unfinished: number;
  readonly wins: number;
  readonly winRate: number;
  readonly ci95: readonly [number, number];
}

function duel(game: AnyGame, a: Kind, b: Kind, options: Options): Duel {
  let wins = 0;
  let finished = 0;
  for (let i = 0; i < options.games; i++) {
    const seatOfA = i % 2;
    const botA = makeBot(game, a, 1000 + i, options);
    const botB = makeBot(game, b, 2000 + i, options);
    const result = playGame(game, 2, 10_000 + i, seatOfA === 0 ? [botA, botB] : [botB, botA], options.maxSteps);
    if (result === undefined) continue;
    finished++;
    if (result.winners.includes(seatOfA)) wins += 1 / result.winners.length;
  }
  return {
    game: game.id,
    players: 2,
    bots: [a, b],
    games: options.games,
    unfinished: options.games - finished,
    wins,
    winRate: finished === 0 ? 0 : wins / finished,
    ci95: wilson(wins, finished),
  };
}

interface Solo {
  readonly bot: Kind;
  readonly games: number;
  readonly unfinished: number;
  readonly mean: number;
  readonly best: number;
  readonly ratings: Record<string, number>;
}

function solo(kind: Kind, options: Options): Solo {
  const scores: number[] = [];
  const ratings: Record<string, number> = {};
  for (let i = 0; i < options.games; i++) {
    const result = playGame(burano, 1, 20_000 + i, [makeBot(burano, kind, 3000 + i, options)], options.maxSteps);
    if (result === undefined) continue;
    const score = result.scores[0] ?? 0;
    scores.push(score);
    const rating = soloRating(score);
    ratings[rating] = (ratings[rating] ?? 0) + 1;
  }
  return {
    bot: kind,
    games: options.games,
    unfinished: options.games - scores.length,
    mean: scores.length === 0 ? 0 : scores.reduce((a, b) => a + b, 0) / scores.length,
    best: Math.max(0, ...scores),
    ratings,
  };
}

function main(): void {
  const options = parseArgs(process.argv.slice(2));
  const ids = [burano, lightMasters, murano].map((g) => g.id);
  const games = [burano, lightMasters, murano].filter(
    (g) => options.filters.length === 0 || options.filters.some((f) => g.id === f || (!ids.includes(f) && g.id.includes(f))),
  ) as AnyGame[];
  const machine = machineInfo();
  const duels: Duel[] = [];
  const solos: Solo[] = [];
  for (const game of games) {
    for (const [a, b] of [["greedy", "random"], ["mcts", "greedy"], ["mcts", "random"]] as const) {
      const d = duel(game, a, b, options);
      duels.push(d);
      console.log(
        `${game.id} 2p  ${a} vs ${b}: ${d.wins}/${d.games - d.unfinished} = ${(100 * d.winRate).toFixed(0)} % ` +
          `[${(100 * d.ci95[0]).toFixed(0)}, ${(100 * d.ci95[1]).toFixed(0)}], unfinished ${d.unfinished}`,
      );
    }
    if (game === burano) {
      for (const kind of ["random", "greedy", "mcts"] as const) {
        const s = solo(kind, options);
        solos.push(s);
        console.log(`${game.id} solo ${kind}: mean ${s.mean.toFixed(1)}, best ${s.best}, ${JSON.stringify(s.ratings)}`);
      }
    }
  }
  const speed = [...timings].map(([key, t]) => {
    const [game, bot] = key.split("/") as [string, string];
    const seconds = t.ms / 1000;
    return {
      game,
      bot,
      decisions: t.decisions,
      decisionsPerSecond: seconds > 0 ? t.decisions / seconds : 0,
      meanMs: t.decisions > 0 ? t.ms / t.decisions : 0,
      maxMs: t.maxMs,
      ...(bot === "mcts" ? { iterationsPerSecond: seconds > 0 ? (t.searched * options.iterations) / seconds : 0 } : {}),
    };
  });
  for (const s of speed) {
    console.log(
      `${s.game} ${s.bot}: ${s.decisionsPerSecond.toFixed(1)} decisions/s (mean ${s.meanMs.toFixed(1)} ms, max ${s.maxMs.toFixed(0)} ms)` +
        (s.iterationsPerSecond === undefined ? "" : `, ~${Math.round(s.iterationsPerSecond)} MCTS iterations/s`),
    );
  }
  const file = fileURLToPath(new URL("./bots.json", import.meta.url));
  // Games not run this time keep their earlier figures (a run can be split by game).
  const runs: Record<string, unknown> = existsSync(file) ? ((JSON.parse(readFileSync(file, "utf8")) as { runs?: Record<string, unknown> }).runs ?? {}) : {};
  for (const game of games) {
    runs[game.id] = {
      machine,
      options: { games: options.games, iterations: options.iterations, maxSteps: options.maxSteps },
      duels: duels.filter((d) => d.game === game.id),
      solos: game === burano ? solos : [],
      speed: speed.filter((s) => s.game === game.id),
    };
  }
  writeFileSync(file, `${JSON.stringify({ runs: Object.fromEntries(Object.entries(runs).sort()) }, null, 2)}\n`);
  console.log(`\nwrote ${file}`);
}

main();
