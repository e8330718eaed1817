/**
 * Reveal (law 10): a step that shows some seat what it could not know cannot be undone.
 *
 * @module
 */
import { type GameConfig, type Seat, type Viewer, deepEqual, showValue } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { describeDifference } from "./diff";
import { guarded } from "./guard";
import { type LawContext, viewerName } from "./law-context";
import { fail } from "./law-names";

/**
 * Law 10: an undoable step reveals nothing. For each viewer, the step is taken again on the
 * states re-drawn for that viewer before it: if the viewer's view after it differs, the step
 * showed the viewer something it could not know, and undoing it would let the actor take back
 * a look (or let a seat see what another seat holds, then have it hidden again).
 */
export function checkReveal<C extends GameConfig, S, A, V>(ctx: LawContext<C, S, A, V>, state: S, seat: Seat, action: A, next: S, step: number, redrawnBefore: ReadonlyMap<Viewer, S[]>): void {
  const { game } = ctx;
  for (const viewer of ctx.viewers) {
    const who = viewerName(viewer);
    // One re-drawn state per viewer: a step that reveals shows another view on almost any.
    const redrawn = (redrawnBefore.get(viewer) ?? []).slice(0, 1);
    let after: V | undefined;
    for (const r of redrawn) {
      const result = guarded("reveal", `apply(${showValue(action)}) on a state re-drawn for ${who}`, () => game.apply(r, seat, action));
      if (either.isLeft(result)) {
        // Not possible in a state the viewer cannot tell from this one: when the log shows the
        // viewer the action, seeing it taken tells the viewer something about what it cannot see.
        const shown =
          ctx.options.strictReveal === true && viewer !== seat && guarded("reveal", "redact", () => game.redact?.(action, seat, viewer, state)) === undefined;
        if (shown) {
          fail(
            "reveal",
            `seat ${seat}'s ${showValue(action)} at step ${step} can be undone, yet the log shows it to ${who}, and in a state re-drawn for ${who} (one ${who} cannot tell from this one) apply refuses it (${result.left.message}): seeing it taken tells ${who} something about what ${who} cannot see. Make isUndoable return false for it, or redact it for ${who}`,
          );
        }
        continue;
      }
      after ??= guarded("reveal", `view for ${who} after step ${step}`, () => game.view(next, viewer));
      const other = guarded("reveal", `view for ${who} after step ${step} on a re-drawn state`, () => game.view(result.right, viewer));
      if (!deepEqual(after, other)) {
        fail(
          "reveal",
          `seat ${seat}'s ${showValue(action)} at step ${step} can be undone, yet it shows ${who} something ${who} could not know before: taken again on a state re-drawn for ${who}, it leaves another view, ${describeDifference(after, other, "here", "re-drawn")}. Make isUndoable return false for it`,
        );
      }
    }
  }
}
