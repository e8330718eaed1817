import { act, createMatchFromState, undo } from "@laguna/core";
import {
  type Fragment,
  type LightMastersState,
  LightMastersStateC,
  apply,
  countsOf,
  defaultConfig,
  game,
  lightMasters,
} from "@laguna/murano-light-masters";
import { either } from "fp-ts";
import { describe, expect, it } from "vitest";
import { COLOURS, arrange, c, me, playable, refusal, run } from "./fixtures";

describe("§6 scenarios (without Advantages)", () => {
  it("S1 Pedro's Buy: 2Ł for all of Market NE, then no second Negotiate action", () => {
    const given = arrange({ phase: "P1.Open", lira: { 0: 4 }, workbench: { 0: "BYY" }, markets: { NE: "RG" } });
    const after = run(given, { type: "buy", market: "NE" });
    expect(me(after).lira).toBe(2);
    expect(me(after).workbench).toEqual(c("BYYRG"));
    expect(after.markets.NE).toEqual([]);
    expect(after.warehouse).toEqual(given.warehouse);
    expect(after.turn.actionsLeft).toBe(0);
    expect(refusal(after, { type: "buy", market: "NE" }).rule).toBe("negotiate-once");
    expect(refusal(after, { type: "sell", fragments: c("B") }).rule).toBe("negotiate-once");
    expect(refusal(after, { type: "exchange", market: "SE", give: "B", substitutes: c("") }).rule).toBe("negotiate-once");
    const poor = arrange({ phase: "P1.Open", lira: { 0: 1 }, workbench: { 0: "BYY" }, markets: { NE: "RG" } });
    expect(refusal(poor, { type: "buy", market: "NE" })).toEqual({ rule: "buy-cost", message: "A Buy costs 2Ł and you have 1Ł." });
  });

  it("S2 Pedro's Exchange: B into NE, takes R and B, never the W", () => {
    const given = arrange({ phase: "P1.Open", ringOffset: 1, workbench: { 0: "BYY" }, markets: { NE: "YG" } });
    const after = run(given, { type: "exchange", market: "NE", give: "B", substitutes: c("") });
    expect(after.markets.NE).toEqual(["Y", "G", "B"]);
    expect(me(after).workbench).toEqual(c("YYRB"));
    expect(after.warehouse).toEqual({ ...given.warehouse, R: given.warehouse.R - 1, B: given.warehouse.B - 1 });
    expect(me(after).lira).toBe(me(given).lira);
  });

  it("S3 Ana's Obtain: Selector 2 → 3, takes G and W", () => {
    const given = arrange({ phase: "P1.Selector", selector: 2, ringOffset: 0, workbench: { 0: "GRYBB" } });
    const after = run(given, { type: "turnSelector" }, { type: "take", substitutes: c("") });
    expect(after.selector).toBe(3);
    expect(me(after).workbench).toEqual(c("GRYBBGW"));
    expect(after.warehouse).toEqual({ ...given.warehouse, G: given.warehouse.G - 1, W: given.warehouse.W - 1 });
    expect(after.phase).toBe("P1.Open");
  });

  it("S3b no W in the Warehouse: G plus any one fragment, or nothing", () => {
    const given = arrange({ phase: "P1.Selector", selector: 2, ringOffset: 0, workbench: { 0: "GRYBB" }, warehouse: { W: 0 } });
    const selected = run(given, { type: "turnSelector" });
    const takes = lightMasters.legalActions(selected, 0).filter((a) => a.type === "take");
    expect(takes).toHaveLength(5); // nothing, or one of R, Y, G, B
    const after = run(selected, { type: "take", substitutes: c("Y") });
    expect(me(after).workbench).toEqual(c("GRYBBGY"));
    const none = run(selected, { type: "take", substitutes: c("") });
    expect(me(none).workbench).toEqual(c("GRYBBG"));
    expect(refusal(selected, { type: "take", substitutes: c("YY") }).rule).toBe("take-substitute");
  });

  it("S3c a paid Ring step before the Selector: the pair becomes G + R, 1Ł less", () => {
    const given = arrange({ phase: "P1.Selector", selector: 2, ringOffset: 0, lira: { 0: 4 }, workbench: { 0: "GRYBB" } });
    const after = run(given, { type: "rotateRing" }, { type: "turnSelector" }, { type: "take", substitutes: c("") });
    expect(after.ringOffset).toBe(11);
    expect(me(after).workbench).toEqual(c("GRYBBGR"));
    expect(me(after).lira).toBe(3);
  });

  it("S3d 7 fragments then a take: PendingReturn(1), only returnExcess is legal", () => {
    const given = arrange({ phase: "P1.Selector", selector: 2, ringOffset: 0, workbench: { 0: "GRYBBBB" } });
    const after = run(given, { type: "turnSelector" }, { type: "take", substitutes: c("") });
    expect(after.pending).toEqual({ seat: 0, count: 1 });
    const legal = lightMasters.legalActions(after, 0);
    expect(legal.every((a) => a.type === "returnExcess")).toBe(true);
    expect(legal).toHaveLength(5); // one of R, Y, G, B, W
    expect(refusal(after, { type: "sell", fragments: c("B") }).message).toBe(
      "Your Workbench holds more than 8 fragments: first return 1 of them.",
    );
    const back = run(after, { type: "returnExcess", fragments: c("W") });
    expect(back.pending).toBeNull();
    expect(me(back).workbench).toEqual(c("GRYBBBBG"));
  });

  it("S4 Ana's Sell: two fragments for one Lira", () => {
    const given = arrange({ phase: "P1.Open", lira: { 0: 5 }, workbench: { 0: "GRYBBGW" } });
    const after = run(given, { type: "sell", fragments: c("BB") });
    expect(me(after).workbench).toEqual(c("GGRYW"));
    expect(after.warehouse.B).toBe(given.warehouse.B + 2);
    expect(me(after).lira).toBe(6);
    expect(refusal(given, { type: "sell", fragments: c("") })).toEqual({ rule: "sell-some", message: "Sell at least one fragment." });
  });

  it("S5 Ana's Vase worth 7Ł, a W standing in for the third G", () => {
    const given = arrange({ phase: "P3", lira: { 0: 5 }, workbench: { 0: "GGRYW" }, hand: { 0: ["HOU-1", "JEW-2"] } });
    const after = run(given, { type: "complete", payment: c("GGWR") });
    expect(me(after).workbench).toEqual(c("Y"));
    expect(me(after).lira).toBe(12);
    expect(after.warehouse).toEqual({ ...given.warehouse, G: given.warehouse.G + 2, R: given.warehouse.R + 1, W: given.warehouse.W + 1 });
    expect(me(after).hand).toEqual(["JEW-2"]);
    expect(me(after).completed).toEqual(["HOU-1"]);
    // Negative checks: Y for a G, 3 or 5 fragments.
    expect(refusal(given, { type: "complete", payment: c("GGYR") }).rule).toBe("complete-payment");
    expect(refusal(given, { type: "complete", payment: c("GGR") }).rule).toBe("complete-payment");
    expect(refusal(given, { type: "complete", payment: c("GGRWY") }).rule).toBe("complete-payment");
    // Only the first card: with JEW-2 first, the Vase payment does not pay.
    const other = arrange({ phase: "P3", workbench: { 0: "GGRYW" }, hand: { 0: ["JEW-2", "HOU-1"] } });
    expect(refusal(other, { type: "complete", payment: c("GGWR") }).rule).toBe("complete-payment");
  });

  it("S3 → S4 → S5 chain into one legal turn: 4 + 1 + 7 = 12Ł", () => {
    const given = arrange({ phase: "P1.Selector", selector: 2, ringOffset: 0, lira: { 0: 4 }, workbench: { 0: "GRYBB" }, hand: { 0: ["HOU-1", "JEW-2"] } });
    const after = run(
      given,
      { type: "turnSelector" },
      { type: "take", substitutes: c("") },
      { type: "sell", fragments: c("BB") },
      { type: "complete", payment: c("GGWR") },
      { type: "endTurn" },
    );
    expect(me(after).lira).toBe(12);
    expect(me(after).workbench).toEqual(c("Y"));
    expect(after.current).toBe(1);
    expect(after.phase).toBe("P1.Selector");
  });

  it("two completions in one turn: +4, then +8 and the +2 bonus (S8 without Fama)", () => {
    const given = arrange({ phase: "P3", lira: { 0: 0 }, workbench: { 0: "YYBBYYGG" }, hand: { 0: ["JEW-2", "JEW-3", "ART-1"] } });
    const one = run(given, { type: "complete", payment: c("YYBB") });
    expect(me(one).lira).toBe(4);
    const two = run(one, { type: "complete", payment: c("YYGG") });
    expect(me(two).lira).toBe(4 + 8 + 2);
  });

  it("S9 reorderFirst(2) for 1Ł; a second reorder at 0Ł is refused", () => {
    const given = arrange({ phase: "P1.Selector", lira: { 0: 1 }, hand: { 0: ["ART-1", "ART-2", "ART-3", "ART-4", "ART-5"] } });
    const after = run(given, { type: "reorderFirst", toIndex: 2 });
    expect(me(after).hand).toEqual(["ART-2", "ART-3", "ART-1", "ART-4", "ART-5"]);
    expect(me(after).lira).toBe(0);
    expect(refusal(after, { type: "reorderFirst", toIndex: 1 })).toEqual({
      rule: "reorder-cost",
      message: "Reordering costs 1Ł and you have 0Ł.",
    });
  });

  it("S10 rotateRing: offset 0 → 11, position 0 shows B, 0Ł left", () => {
    const given = arrange({ phase: "P1.Selector", ringOffset: 0, lira: { 0: 1 } });
    const after = run(given, { type: "rotateRing" });
    expect(after.ringOffset).toBe(11);
    expect(me(after).lira).toBe(0);
    expect(refusal(after, { type: "rotateRing" }).rule).toBe("ring-cost");
  });

  it("S11 3 players: P1 empties their hand, P2 finishes the round, the game ends with equal turns", () => {
    const config = { ...defaultConfig(3), firstPlayer: 0 as const };
    const given = arrange({
      config,
      current: 1,
      phase: "P3",
      workbench: { 1: "GGGR", 2: "R" },
      hand: { 1: ["HOU-1"] },
    });
    const withTurns: LightMastersState = { ...given, players: given.players.map((p, i) => ({ ...p, turns: i === 0 ? 4 : 3 })) };
    const afterP1 = run(withTurns, { type: "complete", payment: c("GGGR") }, { type: "endTurn" });
    expect(afterP1.endTriggered).toBe(true);
    expect(afterP1.current).toBe(2);
    expect(game.outcome(afterP1)).toBeUndefined();
    const p2Turn = lightMasters.legalActions(afterP1, 2);
    expect(p2Turn).toEqual([{ type: "turnSelector" }, ...p2Turn.slice(1)]);
    const afterP2 = run(afterP1, { type: "turnSelector" }, { type: "take", substitutes: c("") }, { type: "sell", fragments: c("R") }, { type: "endTurn" });
    expect(afterP2.phase).toBe("GameOver");
    expect(game.activePlayers(afterP2)).toEqual([]);
    expect(afterP2.players.map((p) => p.turns)).toEqual([4, 4, 4]);
  });

  it("S12 end: most Lira, then fewer completed creations, then shared", () => {
    const given = arrange({ config: { ...defaultConfig(3), firstPlayer: 0 } });
    const [a, b, d] = given.players;
    if (a === undefined || b === undefined || d === undefined) throw new Error("3 players");
    const cards = [...a.hand, ...b.hand, ...d.hand];
    const over = (bCompleted: number): LightMastersState => ({
      ...given,
      phase: "GameOver",
      players: [
        { ...a, lira: 20, hand: [], completed: cards.slice(0, 5) },
        { ...b, lira: 20, hand: [], completed: cards.slice(5, 5 + bCompleted) },
        { ...d, lira: 18, hand: [], completed: [] },
      ],
      box: [...given.box, ...cards.slice(5 + bCompleted)].sort(),
    });
    const four = over(4);
    expect(LightMastersStateC.is(four)).toBe(true);
    expect(game.outcome(four)?.winners).toEqual([1]);
    expect(game.outcome(over(5))?.winners).toEqual([0, 1]);
    expect(game.scoreSheet?.(four)).toEqual({ lines: [{ label: "Lira", points: [20, 20, 18] }], totals: [20, 20, 18], final: true });
  });

  it("S13 a B/B pair with one B left: one B plus a substitute of choice, or nothing", () => {
    // Find a Selector stop on side A where inner and Ring show the same colour.
    let stop: { selector: number; ringOffset: number; colour: Fragment } | undefined;
    for (let ringOffset = 0; ringOffset < 12 && stop === undefined; ringOffset++) {
      for (let selector = 0; selector < 12 && stop === undefined; selector++) {
        const s = arrange({ phase: "P1.Take", selector, ringOffset });
        const pairState = run(s, { type: "take", substitutes: c("") });
        const gained = COLOURS.filter((col) => me(pairState).workbench[col] === 2);
        if (gained.length === 1 && gained[0] !== undefined) stop = { selector, ringOffset, colour: gained[0] };
      }
    }
    if (stop === undefined) throw new Error("no same-colour pair on side A");
    const given = arrange({ phase: "P1.Take", selector: stop.selector, ringOffset: stop.ringOffset, warehouse: { [stop.colour]: 1 } });
    const takes = lightMasters.legalActions(given, 0).filter((a) => a.type === "take");
    expect(takes).toContainEqual({ type: "take", substitutes: c("") });
    expect(takes).toHaveLength(5); // nothing, or one of the other 4 colours
    const after = run(given, { type: "take", substitutes: c("W") });
    expect(me(after).workbench).toEqual(countsOf([stop.colour, "W"]));
  });
});

describe("refusals", () => {
  it("wrong player", () => {
    const given = arrange({ phase: "P1.Selector" });
    expect(lightMasters.legalActions(given, 1)).toEqual([]);
    expect(apply(given, 1, { type: "turnSelector" })).toEqual(either.left({ rule: "not-your-turn", message: "It is seat 0's turn, not seat 1's." }));
  });

  it("wrong phase: take before the Selector, negotiate before phase 1 ends, end the turn before negotiating", () => {
    const start = arrange({ phase: "P1.Selector", workbench: { 0: "RB" } });
    expect(refusal(start, { type: "take", substitutes: c("") })).toEqual({
      rule: "take-step",
      message: "You cannot take fragments now: you must first turn the Selector.",
    });
    expect(refusal(start, { type: "sell", fragments: c("R") })).toEqual({
      rule: "negotiate-phase",
      message: "You cannot negotiate now: you must first turn the Selector.",
    });
    const open = arrange({ phase: "P1.Open", workbench: { 0: "RB" } });
    expect(refusal(open, { type: "endTurn" })).toEqual({
      rule: "negotiate-first",
      message: "You must make a Negotiate action (Exchange, Buy or Sell) before ending your turn.",
    });
    expect(refusal(open, { type: "turnSelector" }).rule).toBe("selector-once");
  });

  it("R19: with no legal Negotiate action the phase is skipped", () => {
    const stuck = arrange({ phase: "P1.Open", lira: { 0: 1 }, workbench: { 0: "" }, markets: { NE: "R" } });
    expect(lightMasters.legalActions(stuck, 0)).toContainEqual({ type: "endTurn" });
    expect(lightMasters.legalActions(stuck, 0).some((a) => a.type === "buy" || a.type === "sell" || a.type === "exchange")).toBe(false);
  });

  it("full market: no Exchange into it, a Buy is still legal", () => {
    const given = arrange({ phase: "P1.Open", lira: { 0: 4 }, workbench: { 0: "B" }, markets: { NE: "YGB" } });
    expect(refusal(given, { type: "exchange", market: "NE", give: "B", substitutes: c("") })).toEqual({
      rule: "market-full",
      message: "Market NE is full: you cannot exchange into it (you may still buy it).",
    });
    expect(lightMasters.legalActions(given, 0)).toContainEqual({ type: "buy", market: "NE" });
  });

  it("cannot afford: Buy, reorder and a Ring step with no Lira", () => {
    const broke = arrange({ phase: "P1.Open", lira: { 0: 0 }, workbench: { 0: "B" }, markets: { NE: "R" } });
    expect(refusal(broke, { type: "buy", market: "NE" }).message).toBe("A Buy costs 2Ł and you have 0Ł.");
    expect(refusal(broke, { type: "rotateRing" }).message).toBe("Turning the Ring costs 1Ł a step and you have 0Ł.");
    expect(refusal(broke, { type: "reorderFirst", toIndex: 1 }).message).toBe("Reordering costs 1Ł and you have 0Ł.");
  });

  it("buying an empty Market is refused (R17)", () => {
    const given = arrange({ phase: "P1.Open", lira: { 0: 4 }, workbench: { 0: "B" } });
    expect(refusal(given, { type: "buy", market: "SW" })).toEqual({ rule: "buy-empty", message: "Market SW is empty: there is nothing to buy." });
  });

  it("a rejected move leaves the state untouched", () => {
    const given = arrange({ phase: "P1.Open", lira: { 0: 0 } });
    const copy = JSON.parse(JSON.stringify(given)) as unknown;
    apply(given, 0, { type: "buy", market: "NE" });
    expect(given).toEqual(copy);
  });
});

describe("ruling flags of the turn", () => {
  it("R3 mustCompleteIfAble: ending the turn with a payable first card is refused", () => {
    const given = arrange({ phase: "P2", actionsLeft: 0, workbench: { 0: "GGGR" }, hand: { 0: ["HOU-1", "JEW-2"] }, config: { mustCompleteIfAble: true } });
    expect(refusal(given, { type: "endTurn" })).toEqual({
      rule: "must-complete",
      message: "You can pay for your first creation, and this game's rules say you must complete it.",
    });
    const optional = arrange({ phase: "P2", actionsLeft: 0, workbench: { 0: "GGGR" }, hand: { 0: ["HOU-1", "JEW-2"] } });
    expect(lightMasters.legalActions(optional, 0)).toContainEqual({ type: "endTurn" });
  });

  it("R12 excessReturnBeforeOtherActions=false: a Ring step is allowed while the return is pending", () => {
    const config = { excessReturnBeforeOtherActions: false };
    const given = arrange({ phase: "P1.Take", lira: { 0: 2 }, workbench: { 0: "RRYYGGB" }, config });
    const after = run(given, { type: "take", substitutes: c("") });
    expect(after.pending).toEqual({ seat: 0, count: 1 });
    const rotated = run(after, { type: "rotateRing" });
    expect(rotated.pending).toEqual({ seat: 0, count: 1 });
    expect(refusal(rotated, { type: "sell", fragments: c("R") }).rule).toBe("workbench-limit");
  });

  it("R28 tokens267: a gain is capped by what the reserve holds", () => {
    const given = arrange({ phase: "P1.Open", lira: { 0: 200, 1: 66 }, workbench: { 0: "B" }, config: { liraSupply: "tokens267" } });
    const after = run(given, { type: "sell", fragments: c("B") });
    expect(me(after).lira).toBe(201);
    const again = arrange({ phase: "P1.Open", lira: { 0: 200, 1: 67 }, workbench: { 0: "B" }, config: { liraSupply: "tokens267" } });
    expect(me(run(again, { type: "sell", fragments: c("B") })).lira).toBe(200);
  });

  it("the Negotiate action is one of Exchange, Buy or Sell, listed once per distinct choice", () => {
    const given = arrange({ phase: "P1.Open", lira: { 0: 2 }, workbench: { 0: "BBW" }, markets: { NE: "R", SE: "YGB" } });
    const legal = lightMasters.legalActions(given, 0);
    // Exchange: B or W into NE, SW or NW (SE is full); Buy: NE or SE; Sell: B, BB, W, BW, BBW.
    expect(legal.filter((a) => a.type === "exchange")).toHaveLength(6);
    expect(legal.filter((a) => a.type === "buy")).toHaveLength(2);
    expect(legal.filter((a) => a.type === "sell")).toHaveLength(5);
  });
});

describe("review fixes", () => {
  it("a completion reveals a hidden card: it cannot be taken back (isUndoable); a Ring step can", () => {
    const given = playable(arrange({ phase: "P2", lira: { 0: 2 }, workbench: { 0: "GGGR" }, hand: { 0: ["HOU-1", "JEW-2"] } }));
    const created = createMatchFromState(game, given.config, given);
    if (either.isLeft(created)) throw new Error(created.left.message);
    const completed = act(created.right, 0, { type: "complete", payment: c("GGGR") });
    if (either.isLeft(completed)) throw new Error(completed.left.message);
    const back = undo(completed.right, 0);
    expect(either.isLeft(back) && back.left.kind).toBe("cannot-undo");
    const rotated = act(completed.right, 0, { type: "rotateRing" });
    if (either.isLeft(rotated)) throw new Error(rotated.left.message);
    const unrotated = undo(rotated.right, 0);
    expect(either.isRight(unrotated) && unrotated.right.state).toEqual(completed.right.state);
  });
});
