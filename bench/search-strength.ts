/**
 * Issue 29's searching bots against the frozen `reference` (the greedy bot of commit 0f2c455, from
 * its production build, see bench/greedy-before.ts): two-player games, seeded (game seed
 * 470,000 + k, kept apart from the ladder's and bench:bots' seeds), seats alternating game by game;
 * each game's result (a tie counts half), the win rate with its 95 % Wilson interval, and the
 * searching bot's decision times (wall clock, decisions with a choice: mean and worst). A
 * benchmark: nothing fails on a number.
 *
 * Usage: `tsx bench/search-strength.ts <game-id> [--bot=lookahead|mcts|greedy] [--games=n]
 * [--from=k] [--budget=x] [--candidates=n] [--reply-beam=n] [--horizon=n] [--overrule=x] [--out=file.jsonl]`;
 * `--budget` multiplies the bot's default work budget (lookahead 60,000 rule steps; MCTS 20,000,
 * Murano's searchBudget 12,000). Rule steps cost different time in each title: for the lookahead
 * bot's ~0.5 s mean a decision on this machine, Light Masters runs at 1 (0.15 s), Murano at 0.4
 * (24,000 steps, 0.38 s) and Walking in Burano at 0.5 (30,000 steps, 0.46 s). With `--out`, one
 * JSON line per game is appended there, and
 * `--summary=file.jsonl` prints the win rate and decision times of all the lines.
 *
 * @module
 */
import { appendFileSync, readFileSync } from "node:fs";
import { type Bot, greedyBot, lookaheadBot, mctsBot } from "@laguna/bots";
import { legalActions } from "@laguna/core";
import { game as murano, searchBudget as muranoBudget } from "@laguna/murano";
import { beforeEvaluate, beforeGreedy } from "./greedy-before";
import { argNumber, argValue, duel, titleOf, winRate } from "./strength-common";

const args = process.argv.slice(2);
const value = (name: string): string | undefined => argValue(args, name);
const number = (name: string, fallback: number): number => argNumber(args, name, fallback);

interface Line {
  game: number;
  seat: number;
  score: number;
  scores: readonly number[];
  decisions: number;
  ms: number;
  maxMs: number;
}

const summary = value("summary");
if (summary !== undefined) {
  const lines = readFileSync(summary, "utf8").trim().split("\n").map((l) => JSON.parse(l) as Line);
  const wins = lines.reduce((s, l) => s + l.score, 0);
  const [p, lo, hi] = winRate(wins, lines.length);
  const ms = lines.reduce((s, l) => s + l.ms, 0) / lines.reduce((s, l) => s + l.decisions, 0);
  const worst = Math.max(...lines.map((l) => l.maxMs));
  console.log(`${summary}: ${lines.length} games, ${wins} won (${(100 * p).toFixed(1)} %, 95 % interval ${(100 * lo).toFixed(1)}–${(100 * hi).toFixed(1)} %); wall ms per decision with a choice: mean ${ms.toFixed(0)}, worst ${worst.toFixed(0)}`);
  process.exit(0);
}

const gameId = args.find((a) => !a.startsWith("--")) ?? "murano-light-masters";
const [game, evaluate] = titleOf(gameId, "search-strength");
const from = number("from", 0);
const count = number("games", 20);
const out = value("out");
const kind = value("bot") ?? "lookahead";
const budget = number("budget", 1);

function makeBot(seed: number): Bot {
  if (kind === "greedy") return greedyBot(evaluate, { seed });
  if (kind === "mcts") {
    const base = game === murano ? (muranoBudget.maxApplies ?? 20_000) : 20_000;
    return mctsBot({ seed, evaluate, iterations: Math.round(1000 * budget), maxApplies: base * budget });
  }
  return lookaheadBot(evaluate, {
    seed,
    maxApplies: 60_000 * budget,
    ...(value("candidates") !== undefined ? { candidates: number("candidates", 4) } : {}),
    ...(value("reply-beam") !== undefined ? { replyBeam: number("reply-beam", 2) } : {}),
    ...(value("horizon") !== undefined ? { horizon: number("horizon", 2) } : {}),
    ...(value("overrule") !== undefined ? { overrule: number("overrule", 0) } : {}),
  });
}

/** Times the decisions with a choice (wall clock). */
function timed(bot: Bot, tally: { ms: number; decisions: number; maxMs: number }): Bot {
  return {
    ...bot,
    chooseIndex: (match, seat) => {
      if (legalActions(match, seat).length <= 1) return bot.chooseIndex(match, seat);
      const t = performance.now();
      const i = bot.chooseIndex(match, seat);
      const ms = performance.now() - t;
      tally.ms += ms;
      tally.maxMs = Math.max(tally.maxMs, ms);
      tally.decisions++;
      return i;
    },
  };
}

let wins = 0;
for (let k = from; k < from + count; k++) {
  const tally = { ms: 0, decisions: 0, maxMs: 0 };
  const { seat, score, scores } = duel(game, k, 470_000, (seat) => timed(makeBot(2 * k + seat), tally), (seat) => beforeGreedy(beforeEvaluate(game.id) as never, { seed: 2 * k + seat, name: "reference" }));
  wins += score;
  const line: Line = { game: k, seat, score, scores: [...scores], decisions: tally.decisions, ms: Math.round(tally.ms), maxMs: Math.round(tally.maxMs) };
  if (out !== undefined) appendFileSync(out, `${JSON.stringify(line)}\n`);
  console.log(JSON.stringify(line));
}
const [p, lo, hi] = winRate(wins, count);
console.log(`${gameId}: ${kind}×${budget} ${wins}/${count} against reference (${(100 * p).toFixed(1)} % [${(100 * lo).toFixed(1)}, ${(100 * hi).toFixed(1)}])`);
