/**
 * Secrecy (law 7) and redraw (law 11): what a viewer sees, and what the log shows and says to it,
 * does not depend on what that viewer may not know; re-drawn states are states the module accepts,
 * and keep what is public.
 *
 * @module
 */
import { type GameConfig, type Viewer, SPECTATOR, deepEqual, seedRng } from "@laguna/core";
import { describeDifference } from "./diff";
import { deepFreeze } from "./freeze";
import { guarded, jsonRoundTrip } from "./guard";
import { checkInvariants } from "./invariants";
import { type LawContext, stepHash, viewerName } from "./law-context";
import { fail } from "./law-names";
import { checkRedrawVariety, redrawSeed } from "./redraw-variety";

/** Whether any array inside `value` equals the generator state. */
export function containsArray(value: unknown, target: readonly number[]): boolean {
  if (Array.isArray(value)) {
    if (deepEqual(value, target)) return true;
    return value.some((v) => containsArray(v, target));
  }
  if (value !== null && typeof value === "object") return Object.values(value).some((v) => containsArray(v, target));
  return false;
}

/**
 * Law 7: what each viewer sees does not depend on what that viewer may not know. Law 11: each
 * re-drawn state is a state the module accepts, and keeps what the spectator sees. Returns the
 * states re-drawn for each viewer (reused by the reveal law and the log's words).
 */
export function checkSecrecy<C extends GameConfig, S, A, V>(ctx: LawContext<C, S, A, V>, state: S, step: number): Map<Viewer, S[]> {
  const { game, viewers, skip } = ctx;
  const lens = game.rng;
  const rng = lens === undefined ? undefined : guarded("secrecy", "rng.get", () => lens.get(state));
  if (game.capabilities.chance && lens === undefined) fail("secrecy", "the game declares chance but no rng lens");
  if (game.capabilities.hiddenInformation && game.redrawHidden === undefined) {
    fail("secrecy", "the game declares hidden information but no redrawHidden, so its secrecy cannot be checked");
  }
  const redrawnBy = new Map<Viewer, S[]>();
  let spectatorView: V | undefined;
  // checkState and the invariants can cost as much as the rest of a step: they are run on a
  // state re-drawn for one viewer on about every other step. Which steps and which viewer come
  // from a hash of the step, not its parity: in a game whose seats take turns, the seat to act
  // on even steps is often the same one, and a viewer re-drawn on its own turn must be seen too.
  const mixed = stepHash(step);
  const invariantsFor = mixed % 2 === 0 ? viewers[(mixed >>> 1) % viewers.length] : undefined;
  for (const viewer of [SPECTATOR, ...viewers.filter((v) => v !== SPECTATOR)]) {
    const who = viewerName(viewer);
    const view = guarded("secrecy", `view for ${who} at step ${step}`, () => game.view(state, viewer));
    if (viewer === SPECTATOR) spectatorView = view;
    if (viewer === viewers[mixed % viewers.length]) {
      const again = guarded("purity", `view for ${who} at step ${step}`, () => game.view(state, viewer));
      if (!deepEqual(view, again)) fail("purity", `view for ${who} at step ${step} gives different results for the same state, ${describeDifference(view, again, "first call", "second call")}`);
    }
    if (!guarded("codec", "the view codec's is", () => game.codecs.view.is(view))) fail("codec", `the view of ${who} at step ${step} does not pass the view codec`);
    jsonRoundTrip("codec", `the view of ${who} at step ${step}`, view);
    if (rng !== undefined && lens !== undefined) {
      if (containsArray(view, rng)) fail("secrecy", `the view of ${who} at step ${step} contains the generator state`);
      const reseeded = deepFreeze(guarded("secrecy", "rng.set", () => lens.set(state, seedRng(step * 7919 + 17))));
      const other = guarded("secrecy", `view for ${who} at step ${step}, with another generator state`, () => game.view(reseeded, viewer));
      if (!deepEqual(other, view)) {
        fail("secrecy", `the view of ${who} at step ${step} changes with the generator state, ${describeDifference(view, other, "here", "with another generator state")}`);
      }
    }
    const redraw = game.redrawHidden;
    if (redraw === undefined) continue;
    const redrawn: S[] = [];
    for (const seed of [redrawSeed(step, 0), redrawSeed(step, 1)]) {
      // Frozen like every other state a module function is given (view, apply, invariants).
      const r = deepFreeze(guarded("secrecy", `redrawHidden for ${who} at step ${step}`, () => redraw(state, viewer, seed)));
      if (!skip.has("redraw")) {
        if (!guarded("codec", "the state codec's is", () => game.codecs.state.is(r))) fail("redraw", `redrawHidden for ${who} at step ${step} (seed ${seed}) returned a state the state codec refuses`);
        if (viewer === invariantsFor && seed === step) {
          checkInvariants(ctx, "redraw", r, `the state re-drawn for ${who} at step ${step} (seed ${seed}), so redrawHidden makes states that cannot occur (does it re-deal what is publicly known?)`);
        }
      }
      redrawn.push(r);
    }
    // A re-draw that never varies is its own failure, before secrecy compares views with it. One
    // viewer a step (the step's hash picks it, as for the second view): a re-draw that never
    // varies fails at any state, and the check would otherwise cost as much again as the step.
    const zones = ctx.options.hiddenZones;
    if (zones !== undefined && !skip.has("redraw") && viewer === viewers[mixed % viewers.length]) checkRedrawVariety(ctx, state, viewer, step, redrawn, zones);
    for (const [i, r] of redrawn.entries()) {
      const other = guarded("secrecy", `view for ${who} on a re-drawn state at step ${step}`, () => game.view(r, viewer));
      if (!deepEqual(other, view)) {
        fail("secrecy", `the view of ${who} at step ${step} changes when hidden information is re-drawn, ${describeDifference(view, other, "here", "re-drawn")}: it reveals what ${who} may not know, or redrawHidden changed what ${who} can see`);
      }
      if (viewer !== SPECTATOR && i === 0 && !skip.has("redraw")) {
        const publicView = guarded("redraw", `view for the spectator on a state re-drawn for ${who}`, () => game.view(r, SPECTATOR));
        if (!deepEqual(publicView, spectatorView)) {
          fail("redraw", `re-drawing what ${who} cannot see at step ${step} changes what the spectator sees, ${describeDifference(spectatorView, publicView, "here", "re-drawn")}: redrawHidden changed a public fact`);
        }
      }
    }
    redrawnBy.set(viewer, redrawn);
  }
  return redrawnBy;
}
