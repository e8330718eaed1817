/**
 * What a match costs beyond its steps: a late undo, loading a saved game, and the memory a live
 * mid-game match holds. Issue 12's goals, measured in one process for every game:
 * - a late undo costs at most 5 times an `act`;
 * - loading a full game (JSON text to match) costs at most 1.1 times playing it through the engine
 *   (issue 30; 1.2 in issue 12): `loadMatch(game, text)`, which measures the text against the
 *   limits and parses it once; the same load from the parsed object (`loadMatch(game,
 *   JSON.parse(text))`, read again as untrusted plain JSON) is reported beside it;
 * - bytes per live mid-game match (compared against the engine before the compact log).
 *
 * Runs inside `npm run bench` (the "match costs" table, `matchCosts` in results.json), or alone:
 * `tsx bench/match-costs.ts [game-id-filter ...]`. Uses only the public API, which older engines
 * also had, except that before issue 30 `loadMatch` took no JSON text: to measure an older checkout,
 * give `loadAll` the parsed text there (the object figure is that load).
 *
 * @module
 */
import { performance } from "node:perf_hooks";
import { cpuMs, median, quantile } from "./measure";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { type AnyGame, type GameConfig, type Match, actAt, activePlayers, createMatch, legalActions, loadMatch, saveMatch, undo } from "@laguna/core";
import { either } from "fp-ts";

/**
 * The goal for a late undo, in acts.
 *
 * @example
 * costs.undoPerAct <= UNDO_GOAL;
 */
export const UNDO_GOAL = 5;
/**
 * The goal for loading a whole game, in plays of it.
 *
 * @example
 * costs.loadPerPlay <= LOAD_GOAL;
 */
export const LOAD_GOAL = 1.1;

/** CPU ms of one round of playing (or loading) all the games, repeated as often as it takes. */
const ROUND_MS = 10;

/** One game's costs. */
export interface MatchCosts {
  readonly game: string;
  readonly playerCount: number;
  /** Mean actions per game over the seeds. */
  readonly actionsPerGame: number;
  /** Mean µs per action played through the engine (`actAt`). */
  readonly actUs: number;
  /** Mean µs per late undo (the newest undoable action near the end of a game). */
  readonly undoUs: number;
  /** `undoUs / actUs` (goal ≤ 5). */
  readonly undoPerAct: number;
  /** Mean CPU ms to play a whole game through the engine, from `createMatch` (median round). */
  readonly playMs: number;
  /** Mean ms to load the same game from its saved JSON text (`loadMatch(game, text)`). */
  readonly loadMs: number;
  /** Load CPU time ÷ play CPU time, the median over paired rounds (goal ≤ 1.1). */
  readonly loadPerPlay: number;
  /** The first and third quartiles of the rounds' load ÷ play ratios. */
  readonly loadPerPlayRange: readonly [number, number];
  /** Mean ms to load it from the parsed text (`loadMatch(game, JSON.parse(text))`). */
  readonly loadObjectMs: number;
  /** Load-from-object CPU time ÷ play CPU time, the median over paired rounds. */
  readonly loadObjectPerPlay: number;
  /** Mean bytes of the saved JSON text of a whole game. */
  readonly saveBytes: number;
  /** Heap bytes per live mid-game match (N distinct matches kept alive). */
  readonly bytesPerLiveMatch: number;
}

type AnyMatch = Match<GameConfig, unknown, unknown, unknown>;

/** A seeded choice sequence: the game played by picking `(step * 7919 + seed) % n`. */
function playGame(game: AnyGame, config: GameConfig, seed: number, maxSteps = Number.POSITIVE_INFINITY): { match: AnyMatch; choices: [number, number][] } {
  const created = createMatch(game, config, seed);
  if (either.isLeft(created)) throw new Error(created.left.message);
  let m = created.right as AnyMatch;
  const choices: [number, number][] = [];
  let x = seed * 2654435761;
  for (let step = 0; step < maxSteps; step++) {
    const seat = activePlayers(m)[0];
    if (seat === undefined) break;
    const n = legalActions(m, seat).length;
    x = (Math.imul(x ^ (x >>> 15), 2246822507) + step) >>> 0;
    const index = x % n;
    const next = actAt(m, seat, index);
    if (either.isLeft(next)) throw new Error(next.left.message);
    choices.push([seat, index]);
    m = next.right;
  }
  return { match: m, choices };
}

/** Replays recorded choices through the engine from `createMatch`. */
function replayChoices(game: AnyGame, config: GameConfig, seed: number, choices: readonly [number, number][]): AnyMatch {
  const created = createMatch(game, config, seed);
  if (either.isLeft(created)) throw new Error(created.left.message);
  let m = created.right as AnyMatch;
  for (const [seat, index] of choices) {
    const next = actAt(m, seat, index);
    if (either.isLeft(next)) throw new Error(next.left.message);
    m = next.right;
  }
  return m;
}

/** Runs `f` repeatedly for about `budgetMs` and returns the mean ms per call. */
function timePerCall(f: () => void, budgetMs: number): number {
  for (let i = 0; i < 3; i++) f();
  let calls = 0;
  const start = performance.now();
  let now = start;
  while (now - start < budgetMs) {
    f();
    calls++;
    now = performance.now();
  }
  return (now - start) / calls;
}

let gcFn: (() => void) | undefined;
/** A full garbage collection (`--expose-gc` switched on at run time). */
function gc(): void {
  if (gcFn === undefined) {
    setFlagsFromString("--expose-gc");
    gcFn = runInNewContext("gc") as () => void;
  }
  gcFn();
  gcFn();
}

/** Heap bytes per live mid-game match: `count` distinct matches, each played to half its length. */
function bytesPerLiveMatch(game: AnyGame, config: GameConfig, seeds: readonly number[], lengths: readonly number[]): number {
  const make = (offset: number): AnyMatch[] =>
    seeds.map((seed, i) => playGame(game, config, seed + offset, Math.floor((lengths[i] ?? 0) / 2)).match);
  make(1_000_000); // warm the modules' own caches, so that they are not counted
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept = make(0);
  gc();
  const after = process.memoryUsage().heapUsed;
  if (kept.length !== seeds.length) throw new Error("unreachable");
  return Math.round((after - before) / kept.length);
}

/**
 * Measures one game at one player count.
 *
 * @example
 * measureMatchCosts(stash, stash.defaultConfig(4), { seeds: 8, budgetMs: 200, liveMatches: 200 });
 */
export function measureMatchCosts(
  game: AnyGame,
  config: GameConfig,
  options: { readonly seeds: number; readonly budgetMs: number; readonly liveMatches: number },
): MatchCosts {
  const seeds = Array.from({ length: options.seeds }, (_, i) => i + 1);
  const games = seeds.map((seed) => ({ seed, ...playGame(game, config, seed) }));
  const actions = games.reduce((n, g) => n + g.choices.length, 0);
  const texts = games.map((g) => JSON.stringify(saveMatch(g.match)));
  // One play and one load of all the games in turn, repeated: each pair runs in the same moment of
  // the machine and of the JIT, and the medians ignore the occasional garbage collection.
  const playAll = (): void => games.forEach((g) => void replayChoices(game, config, g.seed, g.choices));
  const loadAll = (): void =>
    texts.forEach((text) => {
      if (either.isLeft(loadMatch(game, text))) throw new Error("load failed");
    });
  const loadObjects = (): void =>
    texts.forEach((text) => {
      if (either.isLeft(loadMatch(game, JSON.parse(text)))) throw new Error("load failed");
    });
  // Paired rounds on CPU time: each round plays all the games and loads them (from text and from
  // objects) `reps` times, in an order that rotates from round to round, so that each trio runs in
  // the same moment of the machine and of the JIT; the ratios are taken round by round and their
  // medians kept (the occasional garbage collection, or another process, moves one round only).
  const reps = Math.max(1, Math.round(ROUND_MS / Math.max(1e-3, cpuOf(() => { for (let i = 0; i < 5; i++) playAll(); }) / 5)));
  const contenders = [playAll, loadAll, loadObjects].map((f) => () => { for (let r = 0; r < reps; r++) f(); });
  for (let i = 0; i < 3; i++) contenders.forEach((f) => f());
  const times: number[][] = [[], [], []];
  const start = cpuMs();
  for (let round = 0; (times[0]?.length ?? 0) < 15 || cpuMs() - start < options.budgetMs; round++) {
    for (let k = 0; k < 3; k++) {
      const c = (round + k) % 3;
      times[c]?.push(cpuOf(contenders[c] as () => void));
    }
  }
  const [plays, loads, objectLoads] = times as [number[], number[], number[]];
  const loadRatios = loads.map((l, i) => l / (plays[i] as number));
  const playMs = median(plays) / (games.length * reps);
  const loadMs = median(loads) / (games.length * reps);
  const loadObjectMs = median(objectLoads) / (games.length * reps);
  const actUs = (playMs * 1000 * games.length) / actions;
  // A late undo: the newest undoable action at or before 90% of each game.
  const lates = games.flatMap((g) => {
    for (let at = Math.floor(g.choices.length * 0.9); at > 0; at--) {
      const m = replayChoices(game, config, g.seed, g.choices.slice(0, at));
      if (either.isRight(undo(m))) return [m];
    }
    return [];
  });
  const undoUs = lates.length === 0 ? Number.NaN : (timePerCall(() => lates.forEach((m) => undo(m)), options.budgetMs) * 1000) / lates.length;
  const live = Array.from({ length: options.liveMatches }, (_, i) => 10_000 + i);
  const liveLengths = live.map((seed) => playGame(game, config, seed).choices.length);
  return {
    game: game.id,
    playerCount: config.playerCount,
    actionsPerGame: Math.round(actions / games.length),
    actUs: round(actUs),
    undoUs: round(undoUs),
    undoPerAct: round(undoUs / actUs),
    playMs: round(playMs),
    loadMs: round(loadMs),
    loadPerPlay: round(median(loadRatios)),
    loadPerPlayRange: [round(quantile(loadRatios, 0.25)), round(quantile(loadRatios, 0.75))],
    loadObjectMs: round(loadObjectMs),
    loadObjectPerPlay: round(median(objectLoads.map((l, i) => l / (plays[i] as number)))),
    saveBytes: Math.round(texts.reduce((n, t) => n + t.length, 0) / texts.length),
    bytesPerLiveMatch: bytesPerLiveMatch(game, config, live, liveLengths),
  };
}

/** CPU milliseconds that `f` takes. */
function cpuOf(f: () => void): number {
  const t0 = cpuMs();
  f();
  return cpuMs() - t0;
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/**
 * The table of match costs, one line per game.
 *
 * @example
 * console.log(formatMatchCosts(rows));
 */
export function formatMatchCosts(rows: readonly MatchCosts[]): string {
  const head = ["game", "P", "actions", "act µs", "undo µs", "undo/act", "play ms", "load ms", "load/play", "quartiles", "object/play", "save B", "B/live match"];
  const lines = rows.map((r) => [
    r.game,
    String(r.playerCount),
    String(r.actionsPerGame),
    r.actUs.toFixed(2),
    r.undoUs.toFixed(2),
    r.undoPerAct.toFixed(2),
    r.playMs.toFixed(2),
    r.loadMs.toFixed(2),
    r.loadPerPlay.toFixed(2),
    `${r.loadPerPlayRange[0].toFixed(2)}–${r.loadPerPlayRange[1].toFixed(2)}`,
    r.loadObjectPerPlay.toFixed(2),
    String(r.saveBytes),
    String(r.bytesPerLiveMatch),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const fmt = (cells: readonly string[]): string => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  return [fmt(head), ...lines.map(fmt)].join("\n");
}

/** Run alone: `tsx bench/match-costs.ts [filter ...]`. */
async function main(): Promise<void> {
  const { benchConfig, gamesToMeasure } = await import("./games");
  const filters = process.argv.slice(2);
  const rows: MatchCosts[] = [];
  for (const game of gamesToMeasure(filters)) {
    const playerCount = Math.max(...game.playerCounts);
    rows.push(measureMatchCosts(game, benchConfig(game, playerCount), { seeds: 8, budgetMs: 600, liveMatches: 200 }));
    console.error(`measured ${game.id}`);
  }
  console.log(formatMatchCosts(rows));
  console.log(JSON.stringify(rows));
}

if (process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].split("/").pop() ?? "")) void main();
