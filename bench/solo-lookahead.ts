/**
 * Walking in Burano solo with the lookahead bot (issue 29's solo aim: 100 seeded games at the
 * default budget, mean at least 82, at least half of them at 81 or more). The benchmark's solo
 * games (`bench/bots.ts`: game seed 20,000 + i, bot seed 3,000 + i, one player, 5,000 actions at
 * most), each played by every variant named, interleaved game by game, so that variants are
 * compared on the same deals (paired). A benchmark: nothing fails on a number.
 *
 * A variant is `label` or `label:{json}`: `greedy` is the greedy bot (the benchmark's 77.07);
 * any other label is the lookahead bot with the JSON's options (`maxApplies`, `candidates`,
 * `horizon`, `overrule`, `replyBeam`, `planBeam`, `planSamples`, `evaluationScale`, `settle`,
 * `followPlans`, `endgame`, and `judgeTerms`, a weight per term of the title's `evaluationTerms`
 * for the `judge` evaluation that judges the samples; without JSON
 * the title's `lookaheadBudget`, whose solo options the bot takes here: what users get). Decision
 * times are CPU time of the process (`process.cpuUsage()`, user + system, so the garbage
 * collector's threads count) over the decisions with a choice: the machine is shared, and wall
 * time would count the other processes.
 *
 * Each game appends one JSON line to `--out` (default `bench/solo-lookahead.jsonl`): a run can be
 * stopped and resumed, or split by `--from`/`--games`; games already in the file are skipped.
 * `--summary` prints, per variant, mean score with its 95 % interval, the share at 81 or more
 * (Wilson interval), CPU ms per decision (mean, 95th percentile, worst), and the paired
 * difference with `--baseline` (default `greedy`) on the games both played.
 *
 * Usage: `npm run bench:solo-lookahead -- [--variant=greedy] [--variant='la:{"maxApplies":30000}']
 * [--from=0] [--games=20] [--out=file.jsonl] [--summary] [--baseline=greedy]`, under `nice`.
 *
 * @module
 */
import { existsSync, appendFileSync, readFileSync } from "node:fs";
import { type Bot, type LookaheadOptions, botPolicy, greedyBot, lookaheadBot } from "@laguna/bots";
import { createMatch, legalActions, outcome, playout } from "@laguna/core";
import { EVALUATION_WEIGHTS, evaluate, evaluationWith, game as burano, lookaheadBudget } from "@laguna/walking-in-burano";
import { either } from "fp-ts";
import { wilson } from "./bots";
import { argValue } from "./strength-common";

const args = process.argv.slice(2);
const value = (name: string): string | undefined => argValue(args, name);
const values = (name: string): string[] => args.filter((a) => a.startsWith(`--${name}=`)).map((a) => a.slice(name.length + 3));

/** One game of one variant, as written to the checkpoint. */
interface Line {
  readonly variant: string;
  readonly options: LookaheadOptions | null;
  readonly game: number;
  readonly score: number;
  /** Decisions with a choice, and their CPU time (ms): sum, worst, each (tenths). */
  readonly decisions: number;
  readonly cpuMs: number;
  readonly maxCpuMs: number;
  readonly times: readonly number[];
  readonly wallMs: number;
  readonly load: number;
}

interface Variant {
  readonly label: string;
  readonly options: LookaheadOptions | null;
}

/** `label` or `label:{json}`; `greedy` is the greedy bot. */
function parseVariant(text: string): Variant {
  const colon = text.indexOf(":");
  const label = colon < 0 ? text : text.slice(0, colon);
  if (label === "greedy") return { label, options: null };
  const options = colon < 0 ? { ...lookaheadBudget } : (JSON.parse(text.slice(colon + 1)) as LookaheadOptions);
  return { label, options };
}

/** The bot's options: `judgeTerms` (a weight per evaluation term) becomes a `judge` evaluation. */
function botOptions(options: LookaheadOptions & { readonly judgeTerms?: readonly number[] }): LookaheadOptions {
  const { judgeTerms, ...rest } = options;
  return judgeTerms === undefined ? rest : { ...rest, judge: evaluationWith({ ...EVALUATION_WEIGHTS, terms: judgeTerms }) };
}

/** CPU milliseconds of the whole process so far. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Plays solo game `i` with a variant; its score and decision times. */
function play(variant: Variant, i: number): Line {
  const seed = 3_000 + i;
  const bot: Bot = variant.options === null ? greedyBot(evaluate, { seed }) : lookaheadBot(evaluate, { ...botOptions(variant.options), seed });
  const times: number[] = [];
  const timed: Bot = {
    ...bot,
    choose: (match, seat) => bot.choose(match, seat),
    chooseIndex: (match, seat) => {
      if (legalActions(match, seat).length <= 1) return bot.chooseIndex(match, seat);
      const t = cpuMs();
      const index = bot.chooseIndex(match, seat);
      times.push(cpuMs() - t);
      return index;
    },
  };
  const load = (readFileSync("/proc/loadavg", "utf8").split(" ").map(Number)[0] ?? 0) as number;
  const started = performance.now();
  const created = createMatch(burano, burano.defaultConfig(1), 20_000 + i);
  if (either.isLeft(created)) throw new Error(created.left.message);
  const played = playout(created.right, botPolicy([timed]), 5_000);
  if (either.isLeft(played)) throw new Error(played.left.message);
  const result = outcome(played.right);
  if (result === undefined) throw new Error(`solo game ${i} (${variant.label}) did not end within 5,000 actions`);
  const sum = times.reduce((a, b) => a + b, 0);
  return {
    variant: variant.label,
    options: variant.options,
    game: i,
    score: result.scores[0] ?? 0,
    decisions: times.length,
    cpuMs: Math.round(sum),
    maxCpuMs: Math.round(Math.max(0, ...times)),
    times: times.map((t) => Math.round(t * 10) / 10),
    wallMs: Math.round(performance.now() - started),
    load,
  };
}

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const sd = (xs: readonly number[]): number => {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / Math.max(1, xs.length - 1));
};
/** A mean with its normal 95 % interval. */
const interval = (xs: readonly number[]): string => {
  const half = (1.96 * sd(xs)) / Math.sqrt(Math.max(1, xs.length));
  return `${mean(xs).toFixed(2)} [${(mean(xs) - half).toFixed(2)}, ${(mean(xs) + half).toFixed(2)}]`;
};
const quantile = (xs: readonly number[], q: number): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

function read(file: string): Line[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8").split("\n").filter((l) => l.trim() !== "").map((l) => JSON.parse(l) as Line);
}

function summarize(lines: readonly Line[], baseline: string): void {
  const labels = [...new Set(lines.map((l) => l.variant))];
  const byLabel = new Map(labels.map((v) => [v, new Map(lines.filter((l) => l.variant === v).map((l) => [l.game, l]))]));
  const base = byLabel.get(baseline);
  for (const label of labels) {
    const games = byLabel.get(label) as Map<number, Line>;
    const scores = [...games.values()].map((l) => l.score);
    const at81 = scores.filter((s) => s >= 81).length;
    const [lo, hi] = wilson(at81, scores.length);
    const all = [...games.values()].flatMap((l) => l.times);
    const cpu = [...games.values()].reduce((a, l) => a + l.cpuMs, 0) / Math.max(1, all.length);
    const options = [...games.values()][0]?.options;
    let text = `${label} ${options === null ? "(greedy)" : JSON.stringify(options)}: ${scores.length} games, mean ${interval(scores)}, ${at81} at 81+ (${((100 * at81) / Math.max(1, scores.length)).toFixed(0)} %, ${(100 * lo).toFixed(0)}–${(100 * hi).toFixed(0)} %), best ${Math.max(...scores)}, worst ${Math.min(...scores)}; CPU ms a decision: mean ${cpu.toFixed(0)}, p95 ${quantile(all, 0.95).toFixed(0)}, worst ${Math.max(0, ...all).toFixed(0)} (${all.length} decisions)`;
    if (base !== undefined && label !== baseline) {
      const differences = [...games.values()].filter((l) => base.has(l.game)).map((l) => l.score - (base.get(l.game) as Line).score);
      if (differences.length > 0) text += `; paired with ${baseline} on ${differences.length} games: ${interval(differences)}`;
    }
    console.log(text);
  }
}

const out = value("out") ?? "bench/solo-lookahead.jsonl";
const baseline = value("baseline") ?? "greedy";
if (args.includes("--summary")) summarize(read(out), baseline);
else {
  const variants = (values("variant").length > 0 ? values("variant") : ["greedy", "lookahead"]).map(parseVariant);
  const from = Number(value("from") ?? 0);
  const count = Number(value("games") ?? 20);
  const done = new Set(read(out).map((l) => `${l.variant}#${l.game}`));
  for (let i = from; i < from + count; i++) {
    for (const variant of variants) {
      if (done.has(`${variant.label}#${i}`)) continue;
      const line = play(variant, i);
      appendFileSync(out, `${JSON.stringify(line)}\n`);
      console.log(`${line.variant} game ${i}: ${line.score} (${line.decisions} decisions, ${(line.cpuMs / Math.max(1, line.decisions)).toFixed(0)} CPU ms each, worst ${line.maxCpuMs}; load ${line.load})`);
    }
  }
  summarize(read(out).filter((l) => l.game >= from && l.game < from + count && variants.some((v) => v.label === l.variant)), baseline);
}
