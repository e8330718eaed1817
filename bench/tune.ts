/**
 * A small self-play tuner for Walking in Burano's evaluation weights (issue 29): a (1+λ)
 * evolution strategy. Each generation draws λ candidates around the best weights so far (each
 * weight times e^(σ·z), z standard normal, so weights stay positive), scores each by the mean solo
 * score of the greedy bot over the same tuning games (common random numbers: game seeds
 * 900,000 + i, bot seeds 910,000 + i, kept apart from the benchmark's 20,000+ and 3,000+), and keeps
 * the best candidate if it beats the parent on those games. The state goes to a JSON checkpoint
 * after every candidate, so a stopped run keeps its best and resumes where it stopped.
 *
 * `--validate=<json weights>` plays the benchmark's solo games (game seeds 20,000 + i, bot seeds
 * 3,000 + i, `--games`, default 100) with the default weights and the given ones, interleaved game
 * by game, and prints both means with 95 % intervals and the paired difference.
 *
 * Run: `npm run bench:tune -- [--seeds=12] [--lambda=6] [--generations=20] [--sigma=0.25]
 * [--out=bench/tune-burano.json] [--validate='{"coin":0.9}'] [--from=0] [--games=100]`, ideally under `nice`.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { botPolicy, greedyBot } from "@laguna/bots";
import { createMatch, outcome, playout } from "@laguna/core";
import { EVALUATION_WEIGHTS, type EvaluationWeights, evaluationWith, game as burano } from "@laguna/walking-in-burano";
import { either } from "fp-ts";

/** The six weights the tuner mutates (not the `terms` list). */
type Weights = Record<Exclude<keyof EvaluationWeights, "terms">, number>;
const KEYS = Object.keys(EVALUATION_WEIGHTS) as (keyof Weights)[];

/** The command line's `--name=value` options. */
function option(name: string, fallback: string): string {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found === undefined ? fallback : found.slice(name.length + 3);
}

/** The solo score of greedy with `weights` in one seeded game. */
export function soloScore(weights: EvaluationWeights, gameSeed: number, botSeed: number): number {
  const created = createMatch(burano, burano.defaultConfig(1), gameSeed);
  if (either.isLeft(created)) throw new Error(created.left.message);
  const played = playout(created.right, botPolicy([greedyBot(evaluationWith(weights), { seed: botSeed })]), 5_000);
  if (either.isLeft(played)) throw new Error(played.left.message);
  return outcome(played.right)?.scores[0] ?? 0;
}

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = (xs: readonly number[]): number => {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / Math.max(1, xs.length - 1));
};
/** A mean with its normal 95 % interval. */
const interval = (xs: readonly number[]): string => {
  const half = (1.96 * sd(xs)) / Math.sqrt(xs.length);
  return `${mean(xs).toFixed(2)} [${(mean(xs) - half).toFixed(2)}, ${(mean(xs) + half).toFixed(2)}]`;
};

/** mulberry32: a tiny seeded generator for the mutations (the tuner's own, not the games'). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const normal = (u: () => number): number => Math.sqrt(-2 * Math.log(1 - u())) * Math.cos(2 * Math.PI * u());

interface Checkpoint {
  seeds: number;
  sigma: number;
  generation: number;
  parent: Weights;
  parentScores: number[];
  /** Candidates of the current generation scored so far. */
  pending: { weights: Weights; scores: number[] }[];
  history: { generation: number; weights: Weights; mean: number; accepted: boolean }[];
  gamesPlayed: number;
  cpuSeconds: number;
}

function tune(): void {
  const out = option("out", "bench/tune-burano.json");
  const seeds = Number(option("seeds", "12"));
  const lambda = Number(option("lambda", "6"));
  const generations = Number(option("generations", "20"));
  const sigma = Number(option("sigma", "0.25"));
  const games = (w: EvaluationWeights): number[] => Array.from({ length: seeds }, (_, i) => soloScore(w, 900_000 + i, 910_000 + i));
  const cpu0 = process.cpuUsage();
  const save = (c: Checkpoint): void => {
    const used = process.cpuUsage(cpu0);
    writeFileSync(out, `${JSON.stringify({ ...c, cpuSeconds: c.cpuSeconds + (used.user + used.system) / 1e6 }, null, 1)}\n`);
  };
  let c: Checkpoint;
  if (existsSync(out)) {
    c = JSON.parse(readFileSync(out, "utf8")) as Checkpoint;
    console.log(`resuming ${out}: generation ${c.generation}, parent mean ${mean(c.parentScores).toFixed(2)}`);
  } else {
    const parent = { ...EVALUATION_WEIGHTS } as Weights;
    c = { seeds, sigma, generation: 0, parent, parentScores: games(parent), pending: [], history: [], gamesPlayed: seeds, cpuSeconds: 0 };
    console.log(`defaults on ${seeds} tuning games: ${interval(c.parentScores)}`);
    save(c);
  }
  while (c.generation < generations) {
    const u = rng(1_000 * c.generation + 7);
    const drawn: Weights[] = Array.from({ length: lambda }, () => {
      const w = { ...c.parent };
      for (const k of KEYS) w[k] = Number((c.parent[k] * Math.exp(c.sigma * normal(u))).toFixed(3));
      return w;
    });
    for (let j = c.pending.length; j < lambda; j++) {
      const t = performance.now();
      const scores = games(drawn[j] as Weights);
      c.pending.push({ weights: drawn[j] as Weights, scores });
      c.gamesPlayed += seeds;
      console.log(`gen ${c.generation} cand ${j}: ${mean(scores).toFixed(2)} (parent ${mean(c.parentScores).toFixed(2)}) ${((performance.now() - t) / 1000).toFixed(0)} s ${JSON.stringify(drawn[j])}`);
      save(c);
    }
    const best = c.pending.reduce((a, b) => (mean(b.scores) > mean(a.scores) ? b : a));
    const accepted = mean(best.scores) > mean(c.parentScores);
    c.history.push({ generation: c.generation, weights: best.weights, mean: mean(best.scores), accepted });
    if (accepted) {
      c.parent = best.weights;
      c.parentScores = best.scores;
    }
    c.generation += 1;
    c.pending = [];
    save(c);
  }
  console.log(`best: ${interval(c.parentScores)} ${JSON.stringify(c.parent)}`);
}

function validate(json: string): void {
  const tuned = { ...EVALUATION_WEIGHTS, ...(JSON.parse(json) as Partial<Weights>) };
  const n = Number(option("games", "100"));
  const from = Number(option("from", "0"));
  const before: number[] = [];
  const after: number[] = [];
  for (let i = from; i < from + n; i++) {
    before.push(soloScore(EVALUATION_WEIGHTS, 20_000 + i, 3_000 + i));
    after.push(soloScore(tuned, 20_000 + i, 3_000 + i));
    if ((i + 1) % 10 === 0) console.log(`${i + 1 - from} games: defaults ${interval(before)}, tuned ${interval(after)}`);
  }
  const share81 = (xs: readonly number[]): string => `${xs.filter((x) => x >= 81).length}/${xs.length} at 81+`;
  console.log(`defaults ${interval(before)} ${share81(before)}`);
  console.log(`tuned    ${interval(after)} ${share81(after)} ${JSON.stringify(tuned)}`);
  console.log(`paired difference (tuned - defaults): ${interval(after.map((a, i) => a - (before[i] as number)))}`);
  console.log(JSON.stringify({ from, defaults: before, tuned: after }));
}

const v = option("validate", "");
if (v === "") tune();
else validate(v);
