/**
 * Secrecy (law 7) for the log: a viewer is not shown which of two actions it cannot tell apart
 * was taken, and what `redact` writes for it depends only on what it may know.
 *
 * @module
 */
import { type GameConfig, type Seat, type Viewer, deepEqual, seedRng, showValue } from "@laguna/core";
import { guarded } from "./guard";
import { type LawContext, viewerName } from "./law-context";
import { fail } from "./law-names";

/**
 * Law 7 for the log: when two legal actions lead to different states that look the same to a
 * viewer, the viewer cannot tell them apart, so the log must not show that viewer which one
 * was taken (the module's `redact`).
 */
export function checkLogSecrecy<C extends GameConfig, S, A, V>(ctx: LawContext<C, S, A, V>, state: S, seat: Seat, results: readonly { action: A; next: S }[], step: number): void {
  const { game } = ctx;
  for (const viewer of ctx.viewers) {
    if (viewer === seat) continue;
    const texts = results.map((r) => guarded("secrecy", "redact", () => game.redact?.(r.action, seat, viewer, state)));
    // A redacted entry's words must not tell actions apart that the viewer cannot tell apart
    // ("buried card 5" and "buried card 7"): compared only when the words differ at all.
    const hidden = results.filter((_, i) => texts[i] !== undefined);
    const hiddenTexts = texts.filter((x): x is string => x !== undefined);
    if (new Set(hiddenTexts).size > 1) {
      const hiddenViews = hidden.map((r) => guarded("secrecy", `view for ${viewerName(viewer)} after ${showValue(r.action)} at step ${step}`, () => game.view(r.next, viewer)));
      for (let i = 0; i < hidden.length; i++) {
        for (let j = i + 1; j < hidden.length; j++) {
          const a = hidden[i] as { action: A; next: S };
          const b = hidden[j] as { action: A; next: S };
          if (hiddenTexts[i] !== hiddenTexts[j] && deepEqual(hiddenViews[i], hiddenViews[j]) && !deepEqual(a.next, b.next)) {
            const who = viewerName(viewer);
            fail(
              "secrecy",
              `at step ${step}, ${showValue(a.action)} and ${showValue(b.action)} look the same to ${who}, yet their redacted log entries differ ("${hiddenTexts[i]}", "${hiddenTexts[j]}"): the words tell ${who} which one seat ${seat} took`,
            );
          }
        }
      }
    }
    // Actions the log shows this viewer: compare them pairwise.
    const shown = results.filter((_, i) => texts[i] === undefined);
    const views = shown.map((r) => guarded("secrecy", `view for ${viewerName(viewer)} after ${showValue(r.action)} at step ${step}`, () => game.view(r.next, viewer)));
    for (let i = 0; i < shown.length; i++) {
      for (let j = i + 1; j < shown.length; j++) {
        const a = shown[i] as { action: A; next: S };
        const b = shown[j] as { action: A; next: S };
        if (deepEqual(views[i], views[j]) && !deepEqual(a.next, b.next)) {
          const who = viewerName(viewer);
          fail(
            "secrecy",
            `at step ${step}, ${showValue(a.action)} and ${showValue(b.action)} look the same to ${who}, yet the log shows ${who} which one seat ${seat} took: redact it`,
          );
        }
      }
    }
  }
}

/**
 * Law 7 for the words of the log: what `redact` writes for a viewer depends only on what that
 * viewer may know. The action taken is redacted again on the states re-drawn for the viewer
 * (this step's, from law 7 on the state) and with another generator state; the words must stay
 * the same, or they carry a hidden card, the deck's order or the generator to the viewer.
 */
export function checkRedaction<C extends GameConfig, S, A, V>(ctx: LawContext<C, S, A, V>, state: S, seat: Seat, action: A, step: number, redrawnBy: ReadonlyMap<Viewer, readonly S[]>): void {
  const { game } = ctx;
  const redact = game.redact;
  if (redact === undefined) return;
  const lens = game.rng;
  for (const viewer of ctx.viewers) {
    if (viewer === seat) continue;
    const who = viewerName(viewer);
    const text = guarded("secrecy", `redact for ${who}`, () => redact(action, seat, viewer, state));
    if (text === undefined) continue;
    const others: [S, string][] = (redrawnBy.get(viewer) ?? []).map((r) => [r, "a state re-drawn for the viewer"]);
    if (lens !== undefined) others.push([guarded("secrecy", "rng.set", () => lens.set(state, seedRng(step * 7919 + 29))), "another generator state"]);
    for (const [other, what] of others) {
      const again = guarded("secrecy", `redact for ${who} on ${what}`, () => redact(action, seat, viewer, other));
      if (again !== text) {
        fail("secrecy", `the log entry of seat ${seat}'s ${showValue(action)} at step ${step} for ${who} depends on what ${who} may not know: "${text}" here, "${String(again)}" on ${what}`);
      }
    }
  }
}
