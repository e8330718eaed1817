/**
 * What the least an engine must do per step costs, against the bare loop,
 * for the games whose steps are so cheap that the overhead goal (≤ 1.10) may be wrong in kind.
 *
 * Three loops play the same random games (the benchmark's seeds and choices, see
 * `random-games.ts`), timed in paired rounds on CPU time against the bare loop (`measure.ts`):
 * - `floor`: the bare loop plus, per step, only what any engine that keeps matches as immutable
 *   values with a replayable log must do: check that the action is one of the seat's legal ones
 *   (an identity `indexOf` in the list the loop picked from), append seat and index to a compact
 *   log (a typed array), and make the new match value (one object holding the state, the length
 *   and the log, since a match never changes);
 * - `floor+undo`: the floor plus what undo needs: whether the step drew randomness (the game's
 *   generator compared before and after) and its `isUndoable` hook, and a node keeping the state
 *   before;
 * - `floor+api`: floor+undo behind the contract of Laguna's `act`, written as plainly as it can be:
 *   the match caches its seats to act and legal actions, `act` refuses a seat that is not to act or
 *   an action that is not listed, catches a rule module that throws, keeps the newest log entry
 *   (seat, action, undoable) and returns an `Either`. What any engine with this API must do; the
 *   distance from it to `engine` is Laguna's own overhead;
 * - `engine`: Laguna's `createMatch`, `activePlayers`, `legalActions`, `act`.
 * `ONLY=floor,engine` (names, comma-separated) and `PLAYERS=n` in the environment narrow the run.
 * Usage: `npm run bench:engine-floor [-- game-id-filter ...]` (builds, then runs this file with `tsconfig.build.json`)
 * (default: tic-tac-toe and stash).
 *
 * @module
 */
import { type AnyGame, type GameConfig, type Seed } from "@laguna/core";
import { either } from "fp-ts";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { benchConfig, gamesToMeasure } from "./games";
import { benchSeeds, referenceStepCounts } from "./identical-games";
import { type PlayBlock, blockFor, median, pairedRounds, quantile } from "./measure";
import { chooserFor, playBare, playEngine } from "./random-games";

/** The least match value: the state, the log's length and chunk, and what undo keeps. */
interface FloorMatch {
  readonly state: unknown;
  readonly length: number;
  readonly log: Uint32Array;
  readonly undo: FloorUndo | undefined;
}
interface FloorUndo {
  readonly state: unknown;
  readonly previous: FloorUndo | undefined;
}

function playFloor(game: AnyGame, config: GameConfig, seed: Seed, withUndo: boolean): number {
  const chooser = chooserFor(seed);
  const rng = game.rng;
  const isUndoable = game.isUndoable;
  let match: FloorMatch = { state: game.setup(config, seed), length: 0, log: new Uint32Array(16), undo: undefined };
  for (;;) {
    const state = match.state;
    const seat = game.activePlayers(state)[0];
    if (seat === undefined) break;
    const legal = game.legalActions(state, seat);
    const action = legal[uniformInt(chooser, 0, legal.length - 1)];
    // The engine's check that the action is legal, when it is an element of the list.
    const index = legal.indexOf(action);
    if (index < 0) throw new Error("unreachable");
    const next = game.apply(state, seat, action);
    if (either.isLeft(next)) throw new Error(next.left.message);
    let log = match.log;
    if (match.length === log.length) {
      const bigger = new Uint32Array(log.length * 2);
      bigger.set(log);
      log = bigger;
    }
    log[match.length] = (index * 256 + seat) * 2;
    let undo = match.undo;
    if (withUndo) {
      const undoable =
        (rng === undefined || sameArray(rng.get(state), rng.get(next.right))) && (isUndoable === undefined || isUndoable(state, seat, action, next.right));
      undo = undoable ? { state, previous: undo } : undefined;
    }
    match = { state: next.right, length: match.length + 1, log, undo };
  }
  return match.length;
}

/** A match value with what Laguna's API hands back: the floor's fields, the newest log entry and the caches. */
interface ApiMatch {
  readonly state: unknown;
  readonly length: number;
  readonly log: Uint32Array;
  readonly undo: FloorUndo | undefined;
  readonly last: { readonly seat: number; readonly action: unknown; readonly undoable: boolean } | undefined;
  active: readonly number[] | undefined;
  legal: readonly unknown[] | undefined;
}

/** The floor+undo step behind the contract of Laguna's `act` (`floor+api`, see the module's comment). */
function actApi(game: AnyGame, players: number, match: ApiMatch, seat: number, action: unknown): either.Either<string, ApiMatch> {
  const active = (match.active ??= game.activePlayers(match.state));
  if (active.length === 0) return either.left("over");
  if (!(Number.isInteger(seat) && seat >= 0 && seat < players && active.includes(seat))) return either.left("not your turn");
  const legal = (match.legal ??= game.legalActions(match.state, seat));
  const index = legal.indexOf(action);
  if (index < 0) return either.left("illegal");
  const state = match.state;
  let next: either.Either<unknown, unknown>;
  try {
    next = game.apply(state, seat, action);
  } catch {
    return either.left("threw");
  }
  if (either.isLeft(next)) return either.left("refused");
  const rng = game.rng;
  const isUndoable = game.isUndoable;
  const undoable = (rng === undefined || sameArray(rng.get(state), rng.get(next.right))) && (isUndoable === undefined || isUndoable(state, seat, action, next.right));
  let log = match.log;
  if (match.length === log.length) {
    const bigger = new Uint32Array(log.length * 2);
    bigger.set(log);
    log = bigger;
  }
  log[match.length] = (index * 256 + seat) * 2 + (undoable ? 1 : 0);
  return either.right({
    state: next.right,
    length: match.length + 1,
    log,
    undo: undoable ? { state, previous: match.undo } : undefined,
    last: { seat, action, undoable },
    active: undefined,
    legal: undefined,
  });
}

function playApi(game: AnyGame, config: GameConfig, seed: Seed): number {
  const chooser = chooserFor(seed);
  const players = config.playerCount;
  let match: ApiMatch = { state: game.setup(config, seed), length: 0, log: new Uint32Array(16), undo: undefined, last: undefined, active: undefined, legal: undefined };
  for (;;) {
    const seat = (match.active ??= game.activePlayers(match.state))[0];
    if (seat === undefined) break;
    const legal = (match.legal ??= game.legalActions(match.state, seat));
    const next = actApi(game, players, match, seat, legal[uniformInt(chooser, 0, legal.length - 1)]);
    if (either.isLeft(next)) throw new Error(next.left);
    match = next.right;
  }
  return match.length;
}

function sameArray(a: readonly number[], b: readonly number[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function blockOf(seeds: readonly Seed[], play: (seed: Seed) => number): PlayBlock {
  return (games) => {
    let steps = 0;
    for (let g = 0; g < games; g++) steps += play(seeds[g % seeds.length] as Seed);
    return steps;
  };
}

const ROUNDS = 101;
const ROUND_MS = 20;

function main(): void {
  const filters = process.argv.slice(2);
  const games = gamesToMeasure(filters.length > 0 ? filters : ["tic-tac-toe", "stash"]);
  console.log(`paired rounds on CPU time against the bare loop: ${ROUNDS} × ~${ROUND_MS} ms; median (quartiles)`);
  for (const game of games) {
    const counts = process.env.PLAYERS ? [Number(process.env.PLAYERS)] : [Math.min(...game.playerCounts), Math.max(...game.playerCounts)];
    for (const players of counts.filter((p, i, a) => a.indexOf(p) === i)) {
      const config = benchConfig(game, players);
      const seeds = benchSeeds(256);
      const expected = referenceStepCounts(game, config, seeds, 0);
      const floorSteps = seeds.map((seed) => playFloor(game, config, seed, true));
      if (floorSteps.some((n, i) => n !== expected[i])) throw new Error(`${game.id}: the floor loop plays other games`);
      if (seeds.some((seed, i) => playApi(game, config, seed) !== expected[i])) throw new Error(`${game.id}: the floor+api loop plays other games`);
      const bare = blockOf(seeds, (seed) => playBare(game, config, seed));
      const contenders: [string, PlayBlock][] = [
        ["floor", blockOf(seeds, (seed) => playFloor(game, config, seed, false))],
        ["floor+undo", blockOf(seeds, (seed) => playFloor(game, config, seed, true))],
        ["floor+api", blockOf(seeds, (seed) => playApi(game, config, seed))],
        ["engine", blockOf(seeds, (seed) => playEngine(game, config, seed, false))],
      ];
      const only = process.env.ONLY?.split(",");
      if (only) contenders.splice(0, contenders.length, ...contenders.filter(([name]) => only.includes(name)));
      for (const [, c] of contenders) blockFor(c, 150);
      const n = blockFor(bare, ROUND_MS);
      const steps = bare(n);
      const line = contenders.map(([name, c]) => {
        const { ratios, reference } = pairedRounds(bare, c, n, ROUNDS);
        const bareUs = (median(reference.map((r) => r.elapsedMs)) * 1000) / steps;
        const extraUs = (median(ratios) - 1) * bareUs;
        return `${name} ${median(ratios).toFixed(2)} (${quantile(ratios, 0.25).toFixed(2)}–${quantile(ratios, 0.75).toFixed(2)}, +${extraUs.toFixed(3)} µs/step)`;
      });
      const bareUs = (blockCpuUs(bare, n) / steps).toFixed(3);
      console.log(`${game.id}/${players} (bare ${bareUs} µs/step): ${line.join(", ")}`);
    }
  }
}

function blockCpuUs(play: PlayBlock, games: number): number {
  const xs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = process.cpuUsage();
    play(games);
    const t = process.cpuUsage(t0);
    xs.push(t.user + t.system);
  }
  return median(xs);
}

main();
