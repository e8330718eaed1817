/**
 * Oportunista's second swap (issue 12, item 9). The card says the swap may be done twice; the
 * option `oportunistaSecondSwap` reads it as a second swap right after the first (`"atOnce"`, the
 * spec's R26, default) or at any later moment of the same turn (`"laterInTurn"`). Under both,
 * `legalActions` lists exactly the swaps `apply` accepts.
 */
import { createMatchFromState, act, undo } from "@laguna/core";
import {
  CONFIG_OPTIONS,
  type Category,
  type LightMastersAction,
  type LightMastersState,
  LightMastersConfigC,
  apply,
  defaultConfig,
  game,
  isUndoable,
  lightMasters,
} from "@laguna/murano-light-masters";
import { either } from "fp-ts";
import { describe, expect, it } from "vitest";
import { type Arrange, arrange, c, me, playable, refusal, run } from "./fixtures";

/** Oportunista (15) under Menaje with HOU-1 and HOU-2 completed by seat 0; Regalo under Arte. */
const TILES: Record<Category, number> = { ART: 1, JEW: 9, HOU: 15, ANI: 16 };
const given = (a: Arrange & { later?: boolean }) =>
  arrange({
    tiles: TILES,
    completed: { 0: ["HOU-1", "HOU-2"] },
    ...a,
    config: { ...(a.later === true ? { oportunistaSecondSwap: "laterInTurn" } : {}), ...a.config },
  });
const opportunist = (give: "R" | "Y" | "G" | "B" | "W", take: "R" | "Y" | "G" | "B", card = "HOU-1"): LightMastersAction => ({
  type: "activate",
  card,
  tile: "HOU",
  effect: { kind: "swap", give, take },
});
const swaps = (s: LightMastersState) => lightMasters.legalActions(s, 0).filter((a) => a.type === "swap" || a.type === "endSwaps");

/** Every swap choice is listed exactly when apply accepts it. */
function listedExactly(s: LightMastersState): void {
  const listed = lightMasters.legalActions(s, 0);
  for (const give of ["R", "Y", "G", "B", "W"] as const) {
    for (const take of ["R", "Y", "G", "B"] as const) {
      const action: LightMastersAction = { type: "swap", give, take };
      const accepted = either.isRight(apply(s, 0, action));
      expect(listed.some((a) => a.type === "swap" && a.give === give && a.take === take), `${give}→${take}`).toBe(accepted);
    }
  }
  expect(listed.some((a) => a.type === "endSwaps")).toBe(either.isRight(apply(s, 0, { type: "endSwaps" })));
}

describe("the option", () => {
  it("is declared with both readings, the spec's R26 (atOnce) by default", () => {
    expect(defaultConfig(3).oportunistaSecondSwap).toBe("atOnce");
    expect(CONFIG_OPTIONS.oportunistaSecondSwap).toEqual(["atOnce", "laterInTurn"]);
    expect(LightMastersConfigC.is({ ...defaultConfig(2), oportunistaSecondSwap: "laterInTurn" })).toBe(true);
    expect(LightMastersConfigC.is({ ...defaultConfig(2), oportunistaSecondSwap: "never" })).toBe(false);
    expect(game.configOptions?.oportunistaSecondSwap).toEqual(["atOnce", "laterInTurn"]);
  });
});

describe('oportunistaSecondSwap: "atOnce" (default): the second swap follows the first or never', () => {
  it("after the first swap only swap or endSwaps; afterwards no swap is left", () => {
    const s = given({ phase: "P2", lira: { 0: 3 }, workbench: { 0: "WR" } });
    const after = run(s, opportunist("W", "G"));
    expect(after.followUp).toEqual({ kind: "swap" });
    expect(after.turn.swapsLeft).toBe(0);
    expect(lightMasters.legalActions(after, 0).every((a) => a.type === "swap" || a.type === "endSwaps")).toBe(true);
    listedExactly(after);
    const declined = run(after, { type: "endSwaps" });
    expect(swaps(declined)).toEqual([]);
    listedExactly(declined);
    expect(refusal(declined, { type: "swap", give: "R", take: "B" })).toEqual({
      rule: "no-second-swap",
      message: "There is no Oportunista swap to continue.",
    });
  });
});

describe('oportunistaSecondSwap: "laterInTurn": the second swap at any later moment of the same turn', () => {
  it("the activation makes the first swap and leaves one swap for later; other actions go on meanwhile", () => {
    const s = given({ later: true, phase: "P2", lira: { 0: 3 }, workbench: { 0: "WRY" } });
    const after = run(s, opportunist("W", "G"));
    expect([me(after).lira, me(after).workbench, after.followUp, after.turn.swapsLeft]).toEqual([2, c("GRY"), null, 1]);
    const listed = lightMasters.legalActions(after, 0);
    expect(listed).toContainEqual({ type: "endTurn" });
    expect(listed).toContainEqual({ type: "rotateRing" });
    expect(listed).toContainEqual({ type: "swap", give: "R", take: "B" });
    expect(listed).not.toContainEqual({ type: "endSwaps" });
    listedExactly(after);
    expect(refusal(after, { type: "endSwaps" })).toEqual({
      rule: "no-second-swap",
      message: "In this game Oportunista's second swap needs no closing: it stays available until the end of your turn.",
    });
    // Something else first, then the second swap.
    const turned = run(after, { type: "rotateRing" });
    expect(turned.turn.swapsLeft).toBe(1);
    const second = run(turned, { type: "swap", give: "R", take: "B" });
    expect([me(second).lira, me(second).workbench, second.turn.swapsLeft]).toEqual([0, c("GBY"), 0]);
    expect(second.warehouse.R).toBe(turned.warehouse.R + 1);
    expect(second.warehouse.B).toBe(turned.warehouse.B - 1);
    expect(swaps(second)).toEqual([]);
    listedExactly(second);
    expect(refusal(second, { type: "swap", give: "Y", take: "B" })).toEqual({
      rule: "no-second-swap",
      message: "You have no Oportunista swap left this turn: activate Oportunista to swap.",
    });
  });

  it("a second swap unaffordable now becomes possible once the player has 1Ł again (a Sell)", () => {
    const s = given({ later: true, phase: "P1.Open", lira: { 0: 1 }, workbench: { 0: "RY" }, markets: { NE: "G" } });
    const after = run(s, opportunist("R", "B"));
    expect([me(after).lira, after.turn.swapsLeft]).toEqual([0, 1]);
    expect(swaps(after)).toEqual([]);
    listedExactly(after);
    expect(refusal(after, { type: "swap", give: "Y", take: "G" })).toEqual({ rule: "advantage-cost", message: "Each Oportunista swap costs 1Ł and you have 0Ł." });
    const sold = run(after, { type: "sell", fragments: c("B") });
    expect(swaps(sold)).toContainEqual({ type: "swap", give: "Y", take: "G" });
    listedExactly(sold);
    const done = run(sold, { type: "swap", give: "Y", take: "G" });
    expect([me(done).lira, me(done).workbench, done.turn.swapsLeft]).toEqual([0, c("G"), 0]);
  });

  it("is not open during a pending return (R12) unless any-time actions may come first", () => {
    // 7 fragments, then the take brings 2: one to return.
    const start = { later: true, phase: "P1.Selector", selector: 2, lira: { 0: 3 }, workbench: { 0: "RRYYBBR" } } as const;
    for (const first of [true, false]) {
      const s = given({ ...start, config: { excessReturnBeforeOtherActions: first } });
      const pending = run(s, opportunist("R", "G"), { type: "turnSelector" }, { type: "take", substitutes: c("") });
      expect(pending.pending).toEqual({ seat: 0, count: 1 });
      expect(pending.turn.swapsLeft).toBe(1);
      listedExactly(pending);
      if (first) {
        expect(swaps(pending)).toEqual([]);
        expect(refusal(pending, { type: "swap", give: "R", take: "Y" }).rule).toBe("workbench-limit");
      } else {
        expect(swaps(pending)).toContainEqual({ type: "swap", give: "R", take: "Y" });
      }
      const returned = run(pending, { type: "returnExcess", fragments: c("B") });
      expect(swaps(returned)).toContainEqual({ type: "swap", give: "R", take: "Y" });
      listedExactly(returned);
    }
  });

  it("two activations leave two later swaps; an unused one ends with the turn", () => {
    const s = given({ later: true, phase: "P2", lira: { 0: 5 }, workbench: { 0: "RY" } });
    const twice = run(s, opportunist("R", "B"), opportunist("Y", "G", "HOU-2"));
    expect(twice.turn.swapsLeft).toBe(2);
    const one = run(twice, { type: "swap", give: "B", take: "R" });
    expect(one.turn.swapsLeft).toBe(1);
    const ended = run(one, { type: "endTurn" });
    expect(ended.turn.swapsLeft).toBe(0);
    expect(ended.current).toBe(1);
    expect(refusal(ended, { type: "swap", give: "R", take: "Y" }, 1).rule).toBe("no-second-swap");
  });

  it("a swap, like the activation, may be undone (it reveals nothing); a completion still may not", () => {
    const s = given({ later: true, phase: "P2", lira: { 0: 3 }, workbench: { 0: "RY" } });
    const after = run(s, opportunist("R", "B"));
    const swap: LightMastersAction = { type: "swap", give: "Y", take: "G" };
    const second = run(after, swap);
    expect(isUndoable(s, 0, opportunist("R", "B"), after)).toBe(true);
    expect(isUndoable(after, 0, swap, second)).toBe(true);
    const start = playable(after);
    const match = createMatchFromState(game, start.config, start);
    if (either.isLeft(match)) throw new Error(match.left.message);
    const played = act(match.right, 0, swap);
    if (either.isLeft(played)) throw new Error(played.left.message);
    const back = undo(played.right, 0);
    expect(either.isRight(back) && back.right.state).toEqual(start);
  });
});
