/**
 * What the strength and speed scripts of issue 29 share (`greedy-strength.ts`, `search-strength.ts`,
 * `greedy-profile.ts`): the three titles with their evaluations, `--name=value` arguments, and a
 * win rate with its 95 % Wilson interval.
 *
 * @module
 */
import { type AnyGame } from "@laguna/core";
import { evaluate as lightMastersEvaluate, game as lightMasters } from "@laguna/murano-light-masters";
import { evaluate as muranoEvaluate, game as murano } from "@laguna/murano";
import { evaluate as buranoEvaluate, game as burano } from "@laguna/walking-in-burano";
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
