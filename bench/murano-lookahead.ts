/**
 * Issue 29, Murano: the lookahead bot (or a greedy variant) against the frozen `reference` with
 * every option of the bot on the command line, and, where the bots package exports a
 * `lookaheadTrace` (an instrumented build, see bench/murano-lookahead-trace.patch), a record of
 * every decision of the bot under test. Games as bench/search-strength.ts plays them (game seed
 * 470,000 + k, seats alternating, bot seeds 2k + seat), so a line here and there for the same k
 * and the same options is the same game.
 *
 * Usage: `tsx --tsconfig tsconfig.build.json bench/murano-lookahead.ts [--games=n] [--from=k]
 * [--steps=24000] [--candidates=n] [--plan-beam=n] [--plan-samples=n] [--reply-beam=n]
 * [--horizon=n] [--scale=x] [--overrule=x] [--bot=lookahead|greedy] [--beam=n] [--samples=n]
 * [--chance=n] [--label=text] [--out=file.jsonl] [--trace=file.jsonl]`, and
 * `--summary=file.jsonl [--label=text]` for the win rate of the lines (of that label). A
 * benchmark: nothing fails on a number.
 *
 * @module
 */
import { appendFileSync, readFileSync } from "node:fs";
import * as bots from "@laguna/bots";
import { type Bot, greedyBot, lookaheadBot } from "@laguna/bots";
import { legalActions } from "@laguna/core";
import { beforeEvaluate, beforeGreedy } from "./greedy-before";
import { type SeriesLine, argNumber, argValue, duel, titleOf, winRate } from "./strength-common";

const args = process.argv.slice(2);
const value = (name: string): string | undefined => argValue(args, name);
const number = (name: string, fallback: number): number => argNumber(args, name, fallback);

type Line = SeriesLine;

const label = value("label") ?? "default";
const summary = value("summary");
if (summary !== undefined) {
  const all = readFileSync(summary, "utf8").trim().split("\n").map((l) => JSON.parse(l) as Line);
  const labels = value("label") === undefined ? [...new Set(all.map((l) => l.label))] : [label];
  for (const l of labels) {
    const lines = all.filter((x) => x.label === l);
    const wins = lines.reduce((s, x) => s + x.score, 0);
    const [p, lo, hi] = winRate(wins, lines.length);
    const ms = lines.reduce((s, x) => s + x.ms, 0) / lines.reduce((s, x) => s + x.decisions, 0);
    const worst = Math.max(...lines.map((x) => x.maxMs));
    const games = lines.map((x) => x.game).sort((a, b) => a - b);
    console.log(
      `${l}: ${lines.length} games (seeds ${games[0]}–${games[games.length - 1]}), ${wins} won (${(100 * p).toFixed(1)} %, 95 % interval ${(100 * lo).toFixed(1)}–${(100 * hi).toFixed(1)} %); wall ms per decision with a choice: mean ${ms.toFixed(0)}, worst ${worst.toFixed(0)}`,
    );
  }
  process.exit(0);
}

const traceSummary = value("trace-summary");
if (traceSummary !== undefined) {
  summariseTrace(traceSummary);
  process.exit(0);
}

const [game, evaluate] = titleOf("murano", "murano-lookahead");
const from = number("from", 0);
const count = number("games", 10);
const out = value("out");
const traceOut = value("trace");
const kind = value("bot") ?? "lookahead";
const optional = (name: string, key: string): Record<string, number> => (value(name) !== undefined ? { [key]: number(name, 0) } : {});
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const trace = (bots as any).lookaheadTrace as { on: boolean; records: unknown[] } | undefined;
if (traceOut !== undefined && trace === undefined) throw new Error("murano-lookahead: --trace needs a bots build with lookaheadTrace (bench/murano-lookahead-trace.patch)");

function makeBot(seed: number): Bot {
  if (kind === "greedy") return greedyBot(evaluate, { seed, ...optional("beam", "beamWidth"), ...optional("samples", "samples"), ...optional("chance", "chanceWidth") });
  return lookaheadBot(evaluate, {
    seed,
    maxApplies: number("steps", 24_000),
    ...optional("candidates", "candidates"),
    ...optional("plan-beam", "planBeam"),
    ...optional("plan-samples", "planSamples"),
    ...optional("reply-beam", "replyBeam"),
    ...optional("horizon", "horizon"),
    ...optional("scale", "evaluationScale"),
    ...optional("overrule", "overrule"),
  });
}

/** Times the decisions with a choice (wall clock and this process's CPU), and keeps their traces. */
function timed(bot: Bot, tally: { ms: number; cpuMs: number; decisions: number; maxMs: number }, k: number): Bot {
  return {
    ...bot,
    chooseIndex: (match, seat) => {
      const legal = legalActions(match, seat);
      if (legal.length <= 1) return bot.chooseIndex(match, seat);
      if (trace !== undefined) {
        trace.on = traceOut !== undefined;
        trace.records = [];
      }
      const t = performance.now();
      const c = process.cpuUsage();
      const i = bot.chooseIndex(match, seat);
      const cpu = process.cpuUsage(c);
      const ms = performance.now() - t;
      tally.ms += ms;
      tally.cpuMs += (cpu.user + cpu.system) / 1000;
      tally.maxMs = Math.max(tally.maxMs, ms);
      tally.decisions++;
      if (traceOut !== undefined && trace !== undefined) {
        const state = match.state as { turn: number };
        // The real state's lead by the evaluation (the bench may read it; the bot does not).
        const realLead = evaluate(match.state, seat) - evaluate(match.state, 1 - seat);
        for (const r of trace.records) {
          const { anchor, choice } = r as { anchor: number; choice: number };
          appendFileSync(traceOut, `${JSON.stringify({ label, game: k, seat, turn: state.turn, index: i, wallMs: ms, realLead, anchorAction: legal[anchor], choiceAction: legal[choice], ...(r as object) })}\n`);
        }
      }
      return i;
    },
  };
}

let wins = 0;
for (let k = from; k < from + count; k++) {
  const tally = { ms: 0, cpuMs: 0, decisions: 0, maxMs: 0 };
  const { seat, score, scores } = duel(game, k, 470_000, (seat) => timed(makeBot(2 * k + seat), tally, k), (seat) => beforeGreedy(beforeEvaluate(game.id) as never, { seed: 2 * k + seat, name: "reference" }));
  wins += score;
  const line: Line = { label, game: k, seat, score, scores: [...scores], decisions: tally.decisions, ms: Math.round(tally.ms), maxMs: Math.round(tally.maxMs), cpuMs: Math.round(tally.cpuMs) };
  if (out !== undefined) appendFileSync(out, `${JSON.stringify(line)}\n`);
  console.log(JSON.stringify(line));
}
const [p, lo, hi] = winRate(wins, count);
console.log(`murano: ${label} ${wins}/${count} against reference (${(100 * p).toFixed(1)} % [${(100 * lo).toFixed(1)}, ${(100 * hi).toFixed(1)}])`);

/** One decision of an instrumented lookahead bot (bench/murano-lookahead-trace.patch). */
interface Decision {
  game: number;
  legal: number;
  candidates: readonly unknown[];
  counts: readonly number[];
  values: readonly (readonly number[])[];
  anchor: number;
  best: number;
  choice: number;
  planSteps: number;
  steps: number;
  planMs: number;
  ms: number;
  samples: readonly { ended: boolean; lead: number; steps: number }[];
}

/** Prints what issue 29's diagnosis asks of a trace: per decision, medians and shares. */
function summariseTrace(file: string): void {
  const rs = readFileSync(file, "utf8").trim().split("\n").map((l) => JSON.parse(l) as Decision);
  const q = (xs: readonly number[], p: number): number => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? Number.NaN;
  };
  const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = (xs: readonly number[]): number => {
    const m = mean(xs);
    return Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
  };
  const several = rs.filter((r) => r.candidates.length > 1);
  const sampleSteps = rs.flatMap((r) => r.samples.map((s) => s.steps));
  const leads = rs.flatMap((r) => r.samples.filter((s) => !s.ended).map((s) => s.lead));
  const pairedSd: number[] = [];
  const pairedMean: number[] = [];
  const z: number[] = [];
  for (const r of several) {
    const base = r.values[0] ?? [];
    for (const v of r.values.slice(1)) {
      const m = Math.min(base.length, v.length);
      if (m < 3) continue;
      const d = Array.from({ length: m }, (_, k) => (v[k] ?? 0) - (base[k] ?? 0));
      pairedSd.push(sd(d));
      pairedMean.push(Math.abs(mean(d)));
      if (sd(d) > 0) z.push(mean(d) / (sd(d) / Math.sqrt(m)));
    }
  }
  const lines = [
    `${rs.length} decisions with a choice, games ${[...new Set(rs.map((r) => r.game))].join(", ")}`,
    `legal actions: median ${q(rs.map((r) => r.legal), 0.5)}, mean ${mean(rs.map((r) => r.legal)).toFixed(1)}, max ${Math.max(...rs.map((r) => r.legal))}`,
    `candidates found: ${[1, 2, 3, 4].map((n) => `${n}: ${rs.filter((r) => r.candidates.length === n).length}`).join(", ")}`,
    `passes (samples of the planner's choice): median ${q(several.map((r) => r.counts[0] ?? 0), 0.5)}, 10th ${q(several.map((r) => r.counts[0] ?? 0), 0.1)}, 90th percentile ${q(several.map((r) => r.counts[0] ?? 0), 0.9)}`,
    `rule steps per sample: median ${q(sampleSteps, 0.5)}, mean ${mean(sampleSteps).toFixed(0)}, 90th percentile ${q(sampleSteps, 0.9)}; samples that reach the game's end ${((100 * rs.flatMap((r) => r.samples).filter((s) => s.ended).length) / rs.flatMap((r) => r.samples).length).toFixed(1)} %`,
    `final choice not the planner's: ${rs.filter((r) => r.choice !== r.anchor).length} (${((100 * rs.filter((r) => r.choice !== r.anchor).length) / rs.length).toFixed(1)} %); best mean not the planner's: ${rs.filter((r) => r.best !== r.anchor).length} (${((100 * rs.filter((r) => r.best !== r.anchor).length) / rs.length).toFixed(1)} %)`,
    `planner's proposal: median ${q(rs.map((r) => r.planSteps), 0.5)} rule steps (mean ${mean(rs.map((r) => r.planSteps)).toFixed(0)}, max ${Math.max(...rs.map((r) => r.planSteps))}) of ${mean(rs.map((r) => r.steps)).toFixed(0)}; ${((100 * rs.reduce((s, r) => s + r.planMs, 0)) / rs.reduce((s, r) => s + r.ms, 0)).toFixed(1)} % of the decision time (mean decision ${mean(rs.map((r) => r.ms)).toFixed(0)} ms wall, planner ${mean(rs.map((r) => r.planMs)).toFixed(0)} ms)`,
    `reward of one sample of the planner's choice: sd median ${q(several.filter((r) => (r.values[0]?.length ?? 0) > 2).map((r) => sd(r.values[0] ?? [])), 0.5).toFixed(4)}; paired difference (candidate − planner's choice) sd median ${q(pairedSd, 0.5).toFixed(4)}, |mean| median ${q(pairedMean, 0.5).toFixed(4)}`,
    `z of the paired mean difference: median ${q(z, 0.5).toFixed(2)}, above 1: ${((100 * z.filter((x) => x > 1).length) / z.length).toFixed(1)} %, below −1: ${((100 * z.filter((x) => x < -1).length) / z.length).toFixed(1)} %`,
    `lead at the horizon (evaluate, own − other, unfinished samples): 10th ${q(leads, 0.1).toFixed(1)}, median ${q(leads, 0.5).toFixed(1)}, 90th percentile ${q(leads, 0.9).toFixed(1)}, sd ${sd(leads).toFixed(1)}; within a decision sd median ${q(rs.map((r) => r.samples.filter((s) => !s.ended).map((s) => s.lead)).filter((l) => l.length > 2).map(sd), 0.5).toFixed(2)}`,
  ];
  console.log(lines.join("\n"));
}
