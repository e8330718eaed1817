/**
 * What the strength and speed scripts of issue 29 share (`greedy-strength.ts`, `search-strength.ts`,
 * `greedy-profile.ts`): the three titles with their evaluations, `--name=value` arguments, one
 * seeded two-player game of a series, and a win rate with its 95 % Wilson interval.
 *
 * @module
 */
import { type Bot, botPolicy } from "@laguna/bots";
import { type AnyGame, createMatch, outcome, playout } from "@laguna/core";
import { either } from "fp-ts";
import { evaluate as lightMastersEvaluate, game as lightMasters, lookaheadBudget as lightMastersLookahead } from "@laguna/murano-light-masters";
import { evaluate as muranoEvaluate, game as murano, lookaheadBudget as muranoLookahead } from "@laguna/murano";
import { evaluate as buranoEvaluate, game as burano, lookaheadBudget as buranoLookahead } from "@laguna/walking-in-burano";
import { wilson } from "./bots";

/** A title and its package's evaluation. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Title = readonly [AnyGame, (state: any, seat: number) => number];

/** The three titles by game id. */
export const TITLES: Readonly<Record<string, Title>> = {
  [burano.id]: [burano as AnyGame, buranoEvaluate],
  [murano.id]: [murano as AnyGame, muranoEvaluate],
  [lightMasters.id]: [lightMasters as AnyGame, lightMastersEvaluate],
};

/** The title with this id; throws, naming the script, for an unknown one. */
export function titleOf(id: string, script: string): Title {
  const title = TITLES[id];
  if (title === undefined) throw new Error(`${script}: no game ${id} (known: ${Object.keys(TITLES).join(", ")})`);
  return title;
}

/** The title's recommended lookahead budget in rule steps (its `lookaheadBudget`; 60,000 otherwise). */
export function lookaheadStepsOf(game: AnyGame): number {
  const budget = game === murano ? muranoLookahead : game === burano ? buranoLookahead : game === lightMasters ? lightMastersLookahead : undefined;
  return budget?.maxApplies ?? 60_000;
}

/** The value of `--name=value` among the arguments, if given. */
export function argValue(args: readonly string[], name: string): string | undefined {
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** The number of `--name=n` among the arguments, or `fallback`. */
export function argNumber(args: readonly string[], name: string, fallback: number): number {
  return Number(argValue(args, name) ?? fallback);
}

/** The win rate of `wins` (ties as halves) in `n` games, with its 95 % Wilson interval. */
export function winRate(wins: number, n: number): [number, number, number] {
  return [n === 0 ? 0 : wins / n, ...wilson(wins, n)];
}

/**
 * One game of a series against `reference`, as bench/search-strength.ts and
 * bench/murano-lookahead.ts write it to their JSONL files: the game, the seat of the bot under
 * test, its result and the final scores, and its decision times over the decisions with a choice.
 */
export interface SeriesLine {
  /** The variant's label (bench/murano-lookahead.ts). */
  readonly label?: string;
  readonly game: number;
  readonly seat: number;
  readonly score: number;
  readonly scores: readonly number[];
  readonly decisions: number;
  /** Wall-clock milliseconds over those decisions, and the slowest. */
  readonly ms: number;
  readonly maxMs: number;
  /** The process's CPU milliseconds over those decisions, and the slowest (absent in older lines). */
  readonly cpuMs?: number;
  readonly maxCpuMs?: number;
  /**
   * The game did not end within 5,000 actions (`bench/search-strength.ts` records it so, with
   * `score` 0 and no `scores`, instead of stopping): it counts for neither bot.
   */
  readonly unfinished?: true;
}

/**
 * The lines of a series that ended (those that count for the win rate), and how many did not.
 *
 * @example
 * const { ended, unfinished } = endedOf(lines);
 */
export function endedOf<L extends SeriesLine>(lines: readonly L[]): { ended: L[]; unfinished: number } {
  const ended = lines.filter((l) => l.unfinished !== true);
  return { ended, unfinished: lines.length - ended.length };
}

/** One two-player game of a bench's series: who sat where and how it ended. */
export interface DuelResult {
  /** The seat of the bot under test (game k sits it at k mod 2). */
  readonly seat: number;
  /** 1 for a win, a share for a tied win, 0 for a loss. */
  readonly score: number;
  /** The final scores of both seats (none if the game did not end). */
  readonly scores: readonly number[];
  /** With `unfinished: "record"`, set if the game did not end within 5,000 actions (`score` 0). */
  readonly unfinished?: true;
}

/**
 * Game `k` of a series: the game of seed `seedBase + k`, the bot under test (`mine(seat)`) at seat
 * k mod 2 against `theirs(other seat)`, played to its end (5,000 actions at most). A game that
 * does not end throws, or with `unfinished: "record"` comes back marked `unfinished`.
 */
export function duel(game: AnyGame, k: number, seedBase: number, mine: (seat: number) => Bot, theirs: (seat: number) => Bot, unfinished: "throw" | "record" = "throw"): DuelResult {
  const seat = k % 2;
  const created = createMatch(game, game.defaultConfig(2), seedBase + k);
  if (either.isLeft(created)) throw new Error(created.left.message);
  const me = mine(seat);
  const other = theirs(1 - seat);
  const played = playout(created.right, botPolicy(seat === 0 ? [me, other] : [other, me]), 5_000);
  if (either.isLeft(played)) throw new Error(played.left.message);
  const result = outcome(played.right);
  if (result === undefined) {
    if (unfinished === "record") return { seat, score: 0, scores: [], unfinished: true };
    throw new Error(`${game.id}: game ${k} did not end within 5,000 actions`);
  }
  return { seat, score: result.winners.includes(seat) ? 1 / result.winners.length : 0, scores: result.scores };
}
