/**
 * The module's own invariants on a state: its `checkState` and the invariants given in the
 * options (law 8 on states of play, law 11 on re-drawn states).
 *
 * @module
 */
import type { GameConfig } from "@laguna/core";
import { guarded } from "./guard";
import type { LawContext } from "./law-context";
import { fail } from "./law-names";

/** The module's checkState and invariants on a state (law 8 on states of play, law 11 on re-drawn ones). */
export function checkInvariants<C extends GameConfig, S, A, V>(ctx: LawContext<C, S, A, V>, law: "invariants" | "redraw", state: S, what: string): void {
  const { game, config } = ctx;
  const on = law === "redraw" ? " on a re-drawn state" : "";
  const impossible = guarded(law, `checkState${on}`, () => game.checkState?.(state, config));
  if (impossible !== undefined) fail(law, `checkState refuses ${what}: ${impossible}`);
  for (const [name, invariant] of Object.entries(ctx.options.invariants ?? {})) {
    const result = guarded(law, `invariant "${name}"${on}`, () => invariant(state, config));
    if (result !== true) fail(law, `invariant "${name}" does not hold in ${what}${typeof result === "string" ? `: ${result}` : ""}`);
  }
}
