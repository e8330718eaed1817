/**
 * Replay (law 5) at the end of a game: the log, save and load rebuild the same state, mutated
 * saves are refused or loaded (never blamed on the module), and undoing the last action gives
 * back the state before it; the log views hold no generator state (law 7).
 *
 * @module
 */
import { type GameConfig, type Match, type Seat, deepEqual, lastEntry, loadMatch, replay, saveMatch, undo, viewLog } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import type { Trace } from "./arbitraries";
import { describeDifference } from "./diff";
import { guarded } from "./guard";
import { type LawContext, viewerName } from "./law-context";
import { fail } from "./law-names";
import { containsArray } from "./secrecy";
import { nestedArray } from "./tricky-inputs";

/** Law 5 for bad saves: mutated saves are loaded or refused, never thrown on or blamed on the module. */
export function checkMutatedSaves<C extends GameConfig, S, A, V>(ctx: LawContext<C, S, A, V>, saved: unknown): void {
  const { game } = ctx;
  const s = saved as Record<string, unknown> & { log: unknown[] };
  const last = s.log.length - 1;
  const mutants: [string, unknown][] = [
    ["a config nested 5,000 levels deep", { ...s, config: nestedArray(5000, s.config) }],
    ["a log entry nested 5,000 levels deep", { ...s, log: [...s.log.slice(0, last), nestedArray(5000, s.log[last])] }],
    ["a position past the legal actions", { ...s, log: s.log.map((e, i) => (i === last && Array.isArray(e) ? [e[0], 1e6] : e)) }],
    ["an entry by another seat", { ...s, log: s.log.map((e, i) => (i === last && Array.isArray(e) ? [(Number(e[0]) + 1) % ctx.config.playerCount, e[1]] : e)) }],
    ["a start state that is not one", { ...s, initialState: { __extra__: nestedArray(5000, 1) } }],
    ["a BigInt seed", { ...s, seed: 1n }],
    ["an action entry with a Proxy", { ...s, log: [...s.log.slice(0, last), { seat: 0, action: new Proxy({}, { ownKeys: () => { throw new Error("trap"); } }) }] }],
  ];
  for (const [what, input] of mutants) {
    const r = guarded("replay", `loadMatch(${what})`, () => loadMatch(game, input));
    if (either.isLeft(r) && r.left.kind === "module-defect") fail("replay", `loading a save with ${what} was blamed on the module: ${r.left.message}`);
  }
}

/**
 * Law 5: replay and save/load rebuild the identical state, and undoing the last action (when
 * it may be undone) gives back the state before it. Law 7: the log views hold no generator state.
 */
export function checkReplay<C extends GameConfig, S, A, V>(
  ctx: LawContext<C, S, A, V>,
  match: Match<C, S, A, V>,
  log: readonly { seat: Seat; action: A }[],
  trace: Trace,
  previous: S | undefined,
): void {
  const { game, config } = ctx;
  const replayed = guarded("replay", "replay (the engine, calling setup and apply)", () => replay(game, config, trace.seed, log));
  if (either.isLeft(replayed)) fail("replay", `replaying the log failed: ${replayed.left.message}`);
  if (!deepEqual(replayed.right.state, match.state)) fail("replay", `replaying the log gives another state, ${describeDifference(match.state, replayed.right.state, "played", "replayed")}`);
  const saved = JSON.parse(JSON.stringify(guarded("replay", "saveMatch", () => saveMatch(match)))) as unknown;
  const loaded = guarded("replay", "loadMatch (the engine, calling setup, checkState and apply)", () => loadMatch(game, saved));
  if (either.isLeft(loaded)) fail("replay", `loading the saved match failed: ${loaded.left.message}`);
  if (!deepEqual(loaded.right.state, match.state)) fail("replay", `save then load gives another state, ${describeDifference(match.state, loaded.right.state, "played", "loaded")}`);
  checkMutatedSaves(ctx, saved);
  const last = lastEntry(match);
  if (last?.undoable === true && previous !== undefined) {
    const undone = guarded("replay", "undo (the engine)", () => undo(match, last.seat));
    if (either.isLeft(undone)) fail("replay", `undoing the last action failed: ${undone.left.message}`);
    if (!deepEqual(undone.right.state, previous)) fail("replay", `undoing the last action does not give back the state before it, ${describeDifference(previous, undone.right.state, "before", "undone")}`);
  }
  const lens = game.rng;
  const rng = lens === undefined ? undefined : guarded("secrecy", "rng.get", () => lens.get(match.state));
  for (const viewer of ctx.viewers) {
    const entries = guarded("secrecy", `viewLog for ${viewerName(viewer)} (the engine, calling redact and describeAction)`, () => viewLog(match, viewer));
    if (rng !== undefined && containsArray(entries, rng)) fail("secrecy", `the log view of ${String(viewer)} contains the generator state`);
  }
}
