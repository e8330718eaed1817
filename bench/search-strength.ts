/**
 * Issue 29's searching bots against the frozen `reference` (the greedy bot of commit 0f2c455, from
 * its production build, see bench/greedy-before.ts): two-player games, seeded (game seed
 * 470,000 + k, kept apart from the ladder's and bench:bots' seeds), seats alternating game by game;
 * each game's result (a tie counts half), the win rate with its 95 % Wilson interval, and the
 * searching bot's decision times (wall clock and the process's CPU time, decisions with a choice:
 * mean and worst). A benchmark: nothing fails on a number.
 *
 * Usage: `tsx bench/search-strength.ts <game-id> [--bot=lookahead|mcts|greedy] [--games=n]
 * [--from=k] [--jobs=n] [--budget=x] [--candidates=n] [--reply-beam=n] [--horizon=n] [--overrule=x] [--scale=x] [--plan-samples=n] [--plan-beam=n] [--belief-draws=n] [--belief-sharpness=x] [--opponent=reference|lookahead] [--lost-games=outcome] [--skip=a,b,…] [--out=file.jsonl]`;
 * `--budget` multiplies the bot's budget in the title: for the lookahead bot the title's
 * `lookaheadBudget` (Light Masters 60,000 rule steps, Walking in Burano 15,000, Murano 24,000:
 * about 0.5 s a decision or less on this machine; before 2026-11-28 it multiplied 60,000 in every
 * title, so Murano's 0.4 and Burano's 0.5 then are 1 now; Walking in Burano's was 30,000 until
 * 2026-11-29, so its run files of before, `walking-in-burano-4x.jsonl` included, multiply 30,000,
 * and its `-half` and `-quarter` runs are 15,000 and 7,500 steps); for MCTS 20,000 steps (Murano's
 * searchBudget 12,000). `--candidates`, `--reply-beam`, `--horizon`, `--overrule`, `--scale`
 * (`evaluationScale`), `--plan-samples`, `--plan-beam`, `--belief-draws` and `--belief-sharpness` set the
 * lookahead bot's options of those names.
 * A game that does not end within 5,000 actions is recorded as unfinished (`"unfinished": true`,
 * score 0) and counts for neither bot: `--summary` and `--paired` leave it out and say how many
 * there were (until 2026-11-29 such a game stopped the run, and earlier run files have none). In
 * Walking in Burano the printed rules can deadlock (ruling R31 in docs/games/walking-in-burano.md),
 * and `reference` (the frozen greedy bot, with the old planner's value of a lost game) can put off
 * a game it is losing for ever by not completing its 5th house. `--skip=a,b,…` leaves games out
 * altogether (as game 66 of `walking-in-burano-half.jsonl` was).
 * `--opponent=lookahead` seats the lookahead bot at the title's budget (1x) in the other seat
 * instead of `reference` (its bot seed is the game's plus 1,000,000): a head-to-head match, for
 * whether more budget makes the bot stronger than itself. `--lost-games=outcome` makes every
 * lookahead seat judge a sample that ends in its loss by the outcome, as the bots of before
 * 2026-11-29 did: every run file of before then was played so, and resuming one needs it. With `--out`, one JSON line per game is appended there;
 * `--summary=file.jsonl` prints the win rate of all the lines with its 95 % Wilson interval, the
 * same as an Elo rating against `reference` (400 log10(p / (1 - p))), and the decision times;
 * `--paired=a.jsonl,b.jsonl` compares two runs game by game on the seeds both played (the same
 * deals and seats: how often b did better, and worse, than a, with a sign test). With `--out`,
 * games already in the file are skipped, so the same command resumes a stopped run. `--jobs=n`
 * plays the games in n child processes (each game whole in one; a game's result does not depend
 * on where it ran, the budget being in rule steps), each appending to `--out`.
 *
 * @module
 */
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { type Bot, greedyBot, lookaheadBot, mctsBot } from "@laguna/bots";
import { legalActions } from "@laguna/core";
import { game as murano, searchBudget as muranoBudget } from "@laguna/murano";
import { runParts } from "./bots";
import { beforeEvaluate, beforeGreedy } from "./greedy-before";
import { type SeriesLine, argNumber, argValue, duel, endedOf, lookaheadStepsOf, titleOf, winRate } from "./strength-common";

const args = process.argv.slice(2);
const value = (name: string): string | undefined => argValue(args, name);
const number = (name: string, fallback: number): number => argNumber(args, name, fallback);

type Line = SeriesLine;

/** The lines of a run's file. */
const linesOf = (file: string): Line[] =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as Line);

/** An Elo rating difference from a win rate (clamped away from 0 and 1). */
const elo = (p: number): number => {
  const q = Math.min(Math.max(p, 1e-3), 1 - 1e-3);
  return 400 * Math.log10(q / (1 - q));
};

const summary = value("summary");
if (summary !== undefined) {
  const { ended: lines, unfinished } = endedOf(linesOf(summary));
  const wins = lines.reduce((s, l) => s + l.score, 0);
  const [p, lo, hi] = winRate(wins, lines.length);
  const ms = lines.reduce((s, l) => s + l.ms, 0) / lines.reduce((s, l) => s + l.decisions, 0);
  const worst = Math.max(...lines.map((l) => l.maxMs));
  const timed = lines.filter((l) => l.cpuMs !== undefined);
  const cpu =
    timed.length === 0
      ? ""
      : `; CPU ms per decision (${timed.length} games): mean ${(timed.reduce((s, l) => s + (l.cpuMs ?? 0), 0) / timed.reduce((s, l) => s + l.decisions, 0)).toFixed(0)}, worst ${Math.max(...timed.map((l) => l.maxCpuMs ?? 0)).toFixed(0)}`;
  const rating = `Elo against the other seat (reference, or lookahead x1 in a head-to-head run) ${elo(p).toFixed(0)} (${elo(lo).toFixed(0)} … ${elo(hi).toFixed(0)})`;
  const left = unfinished === 0 ? "" : ` (and ${unfinished} that did not end within 5,000 actions, counted for neither)`;
  console.log(`${summary}: ${lines.length} games${left}, ${wins} won (${(100 * p).toFixed(1)} %, 95 % interval ${(100 * lo).toFixed(1)}–${(100 * hi).toFixed(1)} %), ${rating}; wall ms per decision with a choice: mean ${ms.toFixed(0)}, worst ${worst.toFixed(0)}${cpu}`);
  process.exit(0);
}

const paired = value("paired");
if (paired !== undefined) {
  const [fileA, fileB] = paired.split(",");
  if (fileA === undefined || fileB === undefined) throw new Error("search-strength: --paired=a.jsonl,b.jsonl");
  // Games that did not end in either run are left out of the comparison.
  const a = new Map(endedOf(linesOf(fileA)).ended.map((l) => [l.game, l]));
  const both = endedOf(linesOf(fileB)).ended.flatMap((l) => {
    const other = a.get(l.game);
    return other === undefined ? [] : [[other.score, l.score] as const];
  });
  const better = both.filter(([x, y]) => y > x).length;
  const worse = both.filter(([x, y]) => y < x).length;
  // Two-sided sign test on the games whose result changed (ties dropped).
  const n = better + worse;
  let tail = 0;
  for (let k = 0; k <= Math.min(better, worse); k++) tail += binomial(n, k) / 2 ** n;
  const sa = both.reduce((s, [x]) => s + x, 0);
  const sb = both.reduce((s, [, y]) => s + y, 0);
  console.log(`${fileB} against ${fileA} on the ${both.length} games both played: ${sb} against ${sa} won; b better in ${better}, worse in ${worse}, the same in ${both.length - n}; sign test p = ${Math.min(1, 2 * tail).toFixed(3)}`);
  process.exit(0);
}

/** n choose k. */
function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

const gameId = args.find((a) => !a.startsWith("--")) ?? "murano-light-masters";
const [game, evaluate] = titleOf(gameId, "search-strength");
const from = number("from", 0);
const count = number("games", 20);
const out = value("out");
const kind = value("bot") ?? "lookahead";
const budget = number("budget", 1);
/** The title's recommended lookahead budget, which `--budget` multiplies. */
const lookaheadSteps = lookaheadStepsOf(game);

/**
 * `--lost-games=outcome`: both lookahead seats judge a sample that ends in a loss by the outcome,
 * as the bots did before 2026-11-29 (the runs in `bench/search-strength-runs/` from before then
 * were played so; a resumed run of those needs it).
 */
const lostGames = value("lost-games") === undefined ? {} : { lostGames: value("lost-games") as "evaluation" | "outcome" };

function makeBot(seed: number): Bot {
  if (kind === "greedy") return greedyBot(evaluate, { seed });
  if (kind === "mcts") {
    const base = game === murano ? (muranoBudget.maxApplies ?? 20_000) : 20_000;
    return mctsBot({ seed, evaluate, iterations: Math.round(1000 * budget), maxApplies: base * budget });
  }
  return lookaheadBot(evaluate, {
    seed,
    maxApplies: Math.round(lookaheadSteps * budget),
    ...(value("candidates") !== undefined ? { candidates: number("candidates", 4) } : {}),
    ...(value("reply-beam") !== undefined ? { replyBeam: number("reply-beam", 2) } : {}),
    ...(value("horizon") !== undefined ? { horizon: number("horizon", 2) } : {}),
    ...(value("overrule") !== undefined ? { overrule: number("overrule", 0) } : {}),
    ...(value("scale") !== undefined ? { evaluationScale: number("scale", 10) } : {}),
    ...(value("plan-samples") !== undefined ? { planSamples: number("plan-samples", 4) } : {}),
    ...(value("plan-beam") !== undefined ? { planBeam: number("plan-beam", 8) } : {}),
    ...(value("belief-draws") !== undefined ? { beliefDraws: number("belief-draws", 1) } : {}),
    ...(value("belief-sharpness") !== undefined ? { beliefSharpness: number("belief-sharpness", 1) } : {}),
    ...lostGames,
  });
}

/**
 * The other seat: `reference` (default), or with `--opponent=lookahead` the lookahead bot at the
 * title's own budget and options (a head-to-head match of, say, 4x against 1x).
 */
function opponent(seed: number): Bot {
  if (value("opponent") === "lookahead") return lookaheadBot(evaluate, { seed: seed + 1_000_000, maxApplies: lookaheadSteps, name: "lookahead x1", ...lostGames });
  return beforeGreedy(beforeEvaluate(game.id) as never, { seed, name: "reference" });
}

/** Times the decisions with a choice (wall clock, and the process's CPU time: the machine may be loaded). */
function timed(bot: Bot, tally: { ms: number; decisions: number; maxMs: number; cpuMs: number; maxCpuMs: number }): Bot {
  return {
    ...bot,
    chooseIndex: (match, seat) => {
      if (legalActions(match, seat).length <= 1) return bot.chooseIndex(match, seat);
      const t = performance.now();
      const cpu = process.cpuUsage();
      const i = bot.chooseIndex(match, seat);
      const ms = performance.now() - t;
      const used = process.cpuUsage(cpu);
      const cpuMs = (used.user + used.system) / 1000;
      tally.ms += ms;
      tally.maxMs = Math.max(tally.maxMs, ms);
      tally.cpuMs += cpuMs;
      tally.maxCpuMs = Math.max(tally.maxCpuMs, cpuMs);
      tally.decisions++;
      return i;
    },
  };
}

/** Games already in `--out` are skipped, so that a run stopped part-way resumes where it was. */
const done = new Set(out !== undefined && existsSync(out) ? linesOf(out).map((l) => l.game) : []);
/** Games left out with `--skip=a,b,…` (games that do not end within 5,000 actions). */
const skipped = new Set((value("skip") ?? "").split(",").filter((k) => k !== "").map(Number));
/**
 * The games this process plays: with `--part=j/n` (a child of `--jobs=n`), every n-th of the games
 * still to play, from the j-th. The games already played are left out first, so that the children
 * share a resumed run evenly (a run resumed with only the even games left once went to one child).
 * The children read `--out` as they start, before either can have finished a game.
 */
const [part, parts] = (value("part") ?? "0/1").split("/").map(Number) as [number, number];
const mine = Array.from({ length: count }, (_, i) => from + i)
  .filter((k) => !done.has(k) && !skipped.has(k))
  .filter((_, i) => i % parts === part);
/** Marks a game's line in a child's output for the parent (`runParts`). */
const RESULT = "game ";

const results: Line[] = [];
const jobs = number("jobs", 1);
if (jobs > 1 && value("part") === undefined) {
  // Each game whole in one child; every child appends its own lines to --out.
  await runParts<Line>(Math.min(jobs, mine.length), args, RESULT, (line) => {
    results.push(line);
    console.log(JSON.stringify(line));
  });
} else {
  for (const k of mine) {
    const tally = { ms: 0, decisions: 0, maxMs: 0, cpuMs: 0, maxCpuMs: 0 };
    const { seat, score, scores, unfinished } = duel(game, k, 470_000, (seat) => timed(makeBot(2 * k + seat), tally), (seat) => opponent(2 * k + seat), "record");
    const line: Line = { game: k, seat, score, scores: [...scores], decisions: tally.decisions, ms: Math.round(tally.ms), maxMs: Math.round(tally.maxMs), cpuMs: Math.round(tally.cpuMs), maxCpuMs: Math.round(tally.maxCpuMs), ...(unfinished === true ? { unfinished } : {}) };
    if (out !== undefined) appendFileSync(out, `${JSON.stringify(line)}\n`);
    results.push(line);
    console.log(value("part") === undefined ? JSON.stringify(line) : `${RESULT}${JSON.stringify(line)}`);
  }
}
if (value("part") === undefined) {
  const { ended, unfinished } = endedOf(results);
  const wins = ended.reduce((sum, l) => sum + l.score, 0);
  const [p, lo, hi] = winRate(wins, ended.length);
  const left = unfinished === 0 ? "" : `, ${unfinished} unfinished`;
  console.log(`${gameId}: ${kind}×${budget} ${wins}/${ended.length} (games not already in --out${left}) against ${value("opponent") === "lookahead" ? "lookahead x1" : "reference"} (${(100 * p).toFixed(1)} % [${(100 * lo).toFixed(1)}, ${(100 * hi).toFixed(1)}])`);
}
