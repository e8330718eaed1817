/**
 * Issue 29's worst decision: replays games of bench/search-strength.ts's series (the same seeds,
 * seats and bots, so the same decisions) and prints the lookahead bot's slowest decisions, each
 * with its rule steps (calls of the module's `apply`), its CPU time in the game, and its CPU time
 * when the same decision is made again `--repeat` times on its own (each, and the least): a
 * decision slow in a series run on a loaded machine is told apart from one that is slow in itself.
 * A benchmark: nothing fails on a number.
 *
 * Usage: `tsx bench/slow-decisions.ts <game-id> --games=k,l,... [--budget=x] [--top=n] [--repeat=r]
 * [--save=dir]` (`--budget` multiplies the title's `lookaheadBudget`, as in
 * bench/search-strength.ts). With `--save`, each of the slowest decisions is saved there as a match
 * (`saveMatch`) with the seat and bot seed, and `--load=file` makes that one decision `--repeat`
 * times and nothing else: for a profile (`node --cpu-prof`) of one slow decision.
 *
 * @module
 */
import { type Bot, lookaheadBot } from "@laguna/bots";
import { writeFileSync, readFileSync } from "node:fs";
import { type AnyGame, legalActions, loadMatch, saveMatch } from "@laguna/core";
import { either } from "fp-ts";
import { beforeEvaluate, beforeGreedy } from "./greedy-before";
import { argNumber, argValue, duel, lookaheadStepsOf, titleOf } from "./strength-common";

const args = process.argv.slice(2);
const gameId = args.find((a) => !a.startsWith("--")) ?? "murano";
const [game, evaluate] = titleOf(gameId, "slow-decisions");
const games = (argValue(args, "games") ?? "0").split(",").map(Number);
const top = argNumber(args, "top", 3);
const repeat = argNumber(args, "repeat", 3);
const budget = argNumber(args, "budget", 1);
const steps = Math.round(lookaheadStepsOf(game) * budget);

/** The game with its `apply` calls counted (the bot's steps, the reference's too while it plays). */
let applies = 0;
const counted: AnyGame = {
  ...game,
  apply: (...a: Parameters<AnyGame["apply"]>) => {
    applies++;
    return game.apply(...a);
  },
};

/** CPU milliseconds of `f` (the process's, all its threads). */
function cpu(f: () => void): number {
  const t = process.cpuUsage();
  f();
  const used = process.cpuUsage(t);
  return (used.user + used.system) / 1000;
}

const load = argValue(args, "load");
if (load !== undefined) {
  const { seat, seed, match } = JSON.parse(readFileSync(load, "utf8")) as { seat: number; seed: number; match: unknown };
  const loaded = loadMatch(game, match);
  if (either.isLeft(loaded)) throw new Error(loaded.left.message);
  const bot = lookaheadBot(evaluate, { seed, maxApplies: steps });
  const times = Array.from({ length: repeat }, () => cpu(() => bot.chooseIndex(loaded.right, seat)));
  console.log(`${load}: CPU ${times.map((t) => t.toFixed(0)).join(", ")} ms`);
  process.exit(0);
}
const save = argValue(args, "save");

interface Decision {
  readonly game: number;
  readonly ply: number;
  readonly cpuMs: number;
  readonly steps: number;
  readonly again: () => number;
  readonly saved: () => string;
}

for (const k of games) {
  const decisions: Decision[] = [];
  const timed = (bot: Bot): Bot => ({
    ...bot,
    chooseIndex: (match, seat) => {
      if (legalActions(match, seat).length <= 1) return bot.chooseIndex(match, seat);
      const before = applies;
      let i = 0;
      const ms = cpu(() => (i = bot.chooseIndex(match, seat)));
      decisions.push({
        game: k,
        ply: match.length,
        cpuMs: ms,
        steps: applies - before,
        again: () => cpu(() => bot.chooseIndex(match, seat)),
        saved: () => JSON.stringify({ seat, seed: 2 * k + seat, match: saveMatch(match) }),
      });
      return i;
    },
  });
  const result = duel(counted, k, 470_000, (seat) => timed(lookaheadBot(evaluate, { seed: 2 * k + seat, maxApplies: steps })), (seat) => beforeGreedy(beforeEvaluate(game.id) as never, { seed: 2 * k + seat, name: "reference" }));
  const slowest = [...decisions].sort((a, b) => b.cpuMs - a.cpuMs).slice(0, top);
  const mean = decisions.reduce((s, d) => s + d.cpuMs, 0) / decisions.length;
  // The result and scores, to hold against the series' line of this game: the same decisions.
  console.log(`${gameId} game ${k}: seat ${result.seat}, score ${result.score}, scores ${result.scores.join(":")}; ${decisions.length} decisions, CPU mean ${mean.toFixed(0)} ms, worst ${Math.max(...decisions.map((d) => d.cpuMs)).toFixed(0)} ms`);
  for (const d of slowest) {
    const times = Array.from({ length: repeat }, () => d.again()).sort((a, b) => a - b);
    if (save !== undefined) writeFileSync(`${save}/${gameId}-${k}-${d.ply}.json`, d.saved());
    const alone = repeat === 0 ? "" : `; alone ${times.map((t) => t.toFixed(0)).join(", ")} ms (least ${(times[0] ?? 0).toFixed(0)})`;
    console.log(`  ply ${d.ply}: ${d.steps} steps, CPU ${d.cpuMs.toFixed(0)} ms in the game${alone}`);
  }
}
