/**
 * What the laws of one generated game share: the game, its config and the run's options, the
 * viewers, the checks left out, the run's pool of legal actions, and small helpers (which checks
 * run at which step, who a viewer is in words, the law kit's own seeded choices).
 *
 * @module
 */
import { type Game, type GameConfig, type Viewer, SPECTATOR } from "@laguna/core";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";
import type { Trace } from "./arbitraries";
import type { ActionPool } from "./candidates";
import type { LawOptions, SkippableCheck } from "./law-options";

/** The size of a run so far: games, games cut by the step limit, actions. */
export interface Stats {
  games: number;
  unfinished: number;
  steps: number;
}

/** What the games of one law run share: the pool of legal actions seen (for the legality law). */
export interface RunShared {
  readonly pool: ActionPool;
}

/** One generated game's setting, as every law sees it. */
export interface LawContext<C extends GameConfig, S, A, V> {
  readonly game: Game<C, S, A, V>;
  readonly config: C;
  readonly options: LawOptions<C, S, A>;
  readonly shared: RunShared;
  /** Every seat, then the spectator. */
  readonly viewers: readonly Viewer[];
  readonly skip: ReadonlySet<SkippableCheck>;
  /** A generator for the pool's replacements (any fixed one: the pool only needs variety). */
  readonly poolRng: RandomGenerator;
}

/** The setting of one generated game of `config`. */
export function lawContext<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  config: C,
  options: LawOptions<C, S, A>,
  shared: RunShared,
): LawContext<C, S, A, V> {
  return {
    game,
    config,
    options,
    shared,
    viewers: [...Array.from({ length: config.playerCount }, (_, i) => i), SPECTATOR],
    skip: new Set(options.skip ?? []),
    poolRng: xoroshiro128plus(0x5eed),
  };
}

/** A well-mixed 32-bit hash of a step number (which checks run at which step). */
export function stepHash(step: number): number {
  let h = Math.imul(step + 0x9e3779b9, 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** Picks up to `n` items spread evenly over the list, always including index `must`. */
export function spread<T>(items: readonly T[], n: number, must: number): T[] {
  if (items.length <= n) return items.slice();
  const picked = new Set<number>([must]);
  for (let i = 0; picked.size < n && i < n; i++) picked.add(Math.floor((i * items.length) / n));
  return [...picked].map((i) => items[i] as T);
}

/** Who a viewer is, in words. */
export function viewerName(viewer: Viewer): string {
  return viewer === SPECTATOR ? "the spectator" : `seat ${viewer}`;
}

/** A seeded generator for the law kit's own choices in a game (candidates, walks). */
export function lawRng(trace: Trace, salt: number): RandomGenerator {
  return xoroshiro128plus((trace.seed ^ Math.imul(salt, 0x9e3779b1) ^ (trace.tailSeed << 7)) | 0);
}
