/**
 * Loop search for the termination law. A state that comes back (the same state, so the same
 * seats to act) proves that play can go on for ever: the actions from the first visit to the
 * second can be taken again and again. Random play seldom walks such a cycle to its end, so
 * besides watching the states of each generated game, the law sends short *return-seeking* walks
 * from states of the game that try something and then try to take it back: a move at random,
 * then the move whose result is closest (fewest differing parts) to the state before that random
 * move, and so on in pairs. That is how stalls usually look: take back the card you discarded,
 * move back and forth, each seat in turn.
 *
 * @module
 */
import { deepEqual, hashText } from "@laguna/core";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";

/** A seat and the action it took. */
export interface Move<A> {
  readonly seat: number;
  readonly action: A;
}

/**
 * The parts of a JSON value down to `depth` levels (`players.0.hand` → its JSON text): two
 * states differ in as many parts as {@link partDistance} counts.
 */
export function stateParts(value: unknown, depth = 3): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (v: unknown, path: string, d: number): void => {
    if (d >= depth || v === null || typeof v !== "object") {
      out.set(path, JSON.stringify(v) ?? "undefined");
      return;
    }
    const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
    out.set(`${path}#`, Array.isArray(v) ? `[${v.length}]` : "{}");
    for (const [k, x] of entries) walk(x, `${path}.${k}`, d + 1);
  };
  walk(value, "", 0);
  return out;
}

/**
 * How many parts of `value` (as {@link stateParts} cuts it) differ from `target`'s, counting
 * parts on one side only; stops counting at `stopAt` (no better than the best so far).
 */
export function partDistance(target: ReadonlyMap<string, string>, value: unknown, stopAt = Infinity, depth = 3): number {
  let d = 0;
  let matched = 0;
  const walk = (v: unknown, path: string, level: number): void => {
    if (d >= stopAt) return;
    if (level >= depth || v === null || typeof v !== "object") {
      const there = target.get(path);
      if (there === undefined) d++;
      else {
        matched++;
        if (there !== (JSON.stringify(v) ?? "undefined")) d++;
      }
      return;
    }
    const shape = Array.isArray(v) ? `[${v.length}]` : "{}";
    const there = target.get(`${path}#`);
    if (there === undefined) d++;
    else {
      matched++;
      if (there !== shape) d++;
    }
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}.${i}`, level + 1));
    else for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`, level + 1);
  };
  walk(value, "", 0);
  // Parts of the target that `value` lacks.
  return d >= stopAt ? d : d + (target.size - matched);
}

/** A fast key for a state: a hash of its JSON text (equal states built alike hash alike). */
export function stateKey(json: string): number {
  return hashText(json);
}

/** States seen so far in one game, by key, with the step at which each was first seen. */
export class SeenStates<S> {
  private readonly byKey = new Map<number, { state: S; step: number }[]>();

  /** The step at which an equal state was seen, or `undefined`. */
  find(state: S, key: number): number | undefined {
    return this.byKey.get(key)?.find((e) => deepEqual(e.state, state))?.step;
  }

  /** Records a state (first visit only). */
  add(state: S, key: number, step: number): void {
    const list = this.byKey.get(key);
    if (list === undefined) this.byKey.set(key, [{ state, step }]);
    else if (!list.some((e) => deepEqual(e.state, state))) list.push({ state, step });
  }
}

/** What a loop search found: the walk from its start, and where the cycle closes. */
export interface FoundLoop<A> {
  /** The moves of the walk from the start state, up to and including the one that closes the cycle. */
  readonly walk: readonly Move<A>[];
  /** The cycle closes on the state after this many moves of the walk (0: the start state) ... */
  readonly backToWalk?: number;
  /** ... or on the state of the game at this earlier step. */
  readonly backToStep?: number;
}

/** The module's functions a walk calls (wrapped by the caller, so that a throw names its law). */
export interface WalkFunctions<S, A> {
  readonly activePlayers: (state: S) => readonly number[];
  readonly legalActions: (state: S, seat: number) => readonly A[];
  /** The next state, or `undefined` when apply refuses (the legality law's business, not this one's). */
  readonly apply: (state: S, seat: number, action: A) => S | undefined;
}

/**
 * One return-seeking walk of up to `depth` moves from `start`: moves at random and moves back in
 * turn (of up to `breadth` legal actions tried, the one whose result is closest to the state
 * before the last random move). Returns the loop when a state of the walk equals an earlier state
 * of the walk or of the game (`seen`), else `undefined`.
 */
export function seekLoop<S, A>(
  start: S,
  seen: SeenStates<S>,
  fns: WalkFunctions<S, A>,
  depth: number,
  breadth: number,
  rng: RandomGenerator,
): FoundLoop<A> | undefined {
  let target = stateParts(start);
  const walkStates = new SeenStates<S>();
  walkStates.add(start, stateKey(JSON.stringify(start)), 0);
  const walk: Move<A>[] = [];
  let state = start;
  for (let d = 0; d < depth; d++) {
    const random = d % 2 === 0;
    if (random && d > 0) target = stateParts(state);
    const active = fns.activePlayers(state);
    if (active.length === 0) return undefined;
    const seat = active[uniformInt(rng, 0, active.length - 1)] as number;
    const legal = fns.legalActions(state, seat);
    if (legal.length === 0) return undefined;
    const offset = uniformInt(rng, 0, legal.length - 1);
    const tried = Math.min(breadth, legal.length);
    let best: { next: S; action: A; distance: number } | undefined;
    for (let i = 0; i < tried; i++) {
      const action = legal[(offset + Math.floor((i * legal.length) / tried)) % legal.length] as A;
      const next = fns.apply(state, seat, action);
      if (next === undefined) continue;
      const key = stateKey(JSON.stringify(next));
      const inWalk = walkStates.find(next, key);
      if (inWalk !== undefined) return { walk: [...walk, { seat, action }], backToWalk: inWalk };
      const inGame = seen.find(next, key);
      if (inGame !== undefined) return { walk: [...walk, { seat, action }], backToStep: inGame };
      // A move at random; after it, the move that comes closest to the state before it.
      const distance = random ? 0 : partDistance(target, next, best?.distance ?? Infinity);
      if (best === undefined || distance < best.distance) best = { next, action, distance };
      if (random) break;
    }
    if (best === undefined) return undefined;
    walk.push({ seat, action: best.action });
    state = best.next;
    walkStates.add(state, stateKey(JSON.stringify(state)), walk.length);
  }
  return undefined;
}
