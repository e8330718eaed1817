/**
 * `npm run bench:greedy-strength`: today's greedy bot against the frozen `reference` (issue 29:
 * "at the same strength", its win rate within the interval of an even match). Two-player games,
 * seeded, seats alternating game by game; each game's winner (a tie counts half), and the win rate
 * of today's greedy with its 95 % Wilson interval. A benchmark: nothing fails on a number.
 *
 * The reference is seated from the production build of commit 0f2c455 (the code frozen in
 * bench/reference, built by bench/greedy-before.ts into node_modules/.cache): the
 * same bot, about twice as fast as the frozen copy running from source under tsx.
 *
 * Usage: `npm run bench:greedy-strength -- <game-id> [--games=n] [--from=k] [--out=file.jsonl]
 * [--chance-width=n] [--samples=n]`: games k to k + n − 1 (default 0 and 100); with `--out`, one
 * JSON line per game is appended there (run several processes on disjoint ranges and
 * `--summary=file.jsonl` prints the win rate of all the lines). The bots README's Speed section gives
 * the figures; the lines it was made from are `bench/greedy-strength-<game>.jsonl`.
 *
 * @module
 */
import { appendFileSync, readFileSync } from "node:fs";
import { type Bot, greedyBot } from "@laguna/bots";
import { beforeGreedy, beforeEvaluate } from "./greedy-before";
import { argNumber, argValue, duel, titleOf, winRate } from "./strength-common";

const args = process.argv.slice(2);
const value = (name: string): string | undefined => argValue(args, name);
const number = (name: string, fallback: number): number => argNumber(args, name, fallback);

const summary = value("summary");
if (summary !== undefined) {
  const lines = readFileSync(summary, "utf8").trim().split("\n").map((l) => JSON.parse(l) as { game: number; score: number; decisions: { greedy: number; reference: number }; ms: { greedy: number; reference: number } });
  const wins = lines.reduce((s, l) => s + l.score, 0);
  const [p, lo, hi] = winRate(wins, lines.length);
  const ms = (who: "greedy" | "reference") => lines.reduce((s, l) => s + l.ms[who], 0) / lines.reduce((s, l) => s + l.decisions[who], 0);
  console.log(`${summary}: ${lines.length} games, greedy scores ${wins} (${(100 * p).toFixed(1)} %, 95 % interval ${(100 * lo).toFixed(1)}–${(100 * hi).toFixed(1)} %); mean wall ms per decision: greedy ${ms("greedy").toFixed(1)}, reference ${ms("reference").toFixed(1)}`);
  process.exit(0);
}

const gameId = args.find((a) => !a.startsWith("--")) ?? "walking-in-burano";
const [game, evaluate] = titleOf(gameId, "greedy-strength");
const from = number("from", 0);
const count = number("games", 100);
const out = value("out");
const options = {
  ...(value("chance-width") !== undefined ? { chanceWidth: number("chance-width", 4) } : {}),
  ...(value("samples") !== undefined ? { samples: number("samples", 4) } : {}),
};

/** A bot that times its decisions with a choice (wall clock: a strength run, not a speed run). */
function timed(bot: Bot, tally: { ms: number; decisions: number }): Bot {
  return {
    ...bot,
    chooseIndex: (match, seat) => {
      const t = performance.now();
      const i = bot.chooseIndex(match, seat);
      tally.ms += performance.now() - t;
      tally.decisions++;
      return i;
    },
  };
}

let wins = 0;
for (let k = from; k < from + count; k++) {
  const tallies = { greedy: { ms: 0, decisions: 0 }, reference: { ms: 0, decisions: 0 } };
  const { seat, score, scores } = duel(
    game,
    k,
    290_000,
    (seat) => timed(greedyBot(evaluate, { seed: 2 * k + seat, ...options }), tallies.greedy),
    (seat) => timed(beforeGreedy(beforeEvaluate(game.id) as never, { seed: 2 * k + seat, name: "reference" }), tallies.reference),
  );
  wins += score;
  const line = { game: k, seat, score, scores, decisions: { greedy: tallies.greedy.decisions, reference: tallies.reference.decisions }, ms: { greedy: Math.round(tallies.greedy.ms), reference: Math.round(tallies.reference.ms) } };
  if (out !== undefined) appendFileSync(out, `${JSON.stringify(line)}\n`);
  else console.log(JSON.stringify(line));
}
const [p, lo, hi] = winRate(wins, count);
console.log(`${gameId}: greedy ${wins}/${count} against reference (${(100 * p).toFixed(1)} % [${(100 * lo).toFixed(1)}, ${(100 * hi).toFixed(1)}])`);
