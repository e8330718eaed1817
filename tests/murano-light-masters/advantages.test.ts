import { SPECTATOR } from "@laguna/core";
import {
  type Category,
  type LightMastersAction,
  type LightMastersState,
  LightMastersActionC,
  apply,
  game,
  innerCell,
  ringAt,
  view,
  lightMasters,
} from "@laguna/murano-light-masters";
import { either } from "fp-ts";
import { describe, expect, it } from "vitest";
import { type Arrange, arrange, c, me, refusal, run } from "./fixtures";

/** Tiles with Advantage `n` under Menaje (HOU) and three other cards under the other tiles. */
function tilesWith(n: number, others: Partial<Record<Category, number>> = {}): Record<Category, number> {
  const taken = new Set([n, ...Object.values(others)]);
  const fill = [13, 16, 9, 1, 2, 3, 4, 5].filter((id) => !taken.has(id));
  return { ART: others.ART ?? (fill[0] as number), JEW: others.JEW ?? (fill[1] as number), HOU: n, ANI: others.ANI ?? (fill[2] as number) };
}

/** A scenario with Advantage `n` under HOU and HOU-1 (a Household card) in seat 0's completed pile. */
const withCard = (n: number, a: Arrange = {}): LightMastersState => arrange({ tiles: tilesWith(n), completed: { 0: ["HOU-1"] }, ...a });

const activate = (effect: Extract<LightMastersAction, { type: "activate" }>["effect"], card = "HOU-1", tile: Category = "HOU"): LightMastersAction => ({
  type: "activate",
  card,
  tile,
  effect,
});

/** The activations listed for seat 0. */
const activations = (s: LightMastersState) => lightMasters.legalActions(s, 0).filter((a) => a.type === "activate");

/** Refusals every activatable card shares: used up, wrong tile, another player's turn, outside the window. */
function commonRefusals(s: LightMastersState, action: LightMastersAction): void {
  const after = run(s, action);
  expect(me(after).used).toEqual([{ card: "HOU-1", tile: "HOU" }]);
  expect(me(after).completed).not.toContain("HOU-1");
  const again = apply(after.followUp === null ? after : s, 0, action);
  if (after.followUp === null) {
    expect(either.isLeft(again) && again.left).toEqual({
      rule: "advantage-used",
      message: "HOU-1 has already activated an Advantage: each creation activates one, once.",
    });
  }
  if (action.type !== "activate") return;
  expect(refusal(s, { ...action, tile: "ART" })).toEqual({
    rule: "advantage-tile",
    message: "HOU-1 carries the Household symbol: it cannot activate the Art tile.",
  });
  expect(refusal(s, action, 1)).toEqual({ rule: "not-your-turn", message: "It is seat 0's turn, not seat 1's." });
}

describe("any-time Advantages (R9): legal in every phase of your own turn", () => {
  it("1 Regalo: take R or G; Y is not on offer; none left is no effect (R23)", () => {
    const s = withCard(1, { phase: "P1.Selector", workbench: { 0: "B" } });
    expect(activations(s)).toEqual([activate({ kind: "gain", colour: "R" }), activate({ kind: "gain", colour: "G" })]);
    const after = run(s, activate({ kind: "gain", colour: "G" }));
    expect(me(after).workbench).toEqual(c("GB"));
    expect(after.warehouse.G).toBe(s.warehouse.G - 1);
    commonRefusals(s, activate({ kind: "gain", colour: "R" }));
    expect(refusal(s, activate({ kind: "gain", colour: "Y" }))).toEqual({ rule: "advantage-colour", message: "Regalo gives R or G, not Y." });
    const empty = withCard(1, { phase: "P3", warehouse: { R: 0, G: 0 } });
    expect(activations(empty)).toEqual([]);
    expect(refusal(empty, activate({ kind: "gain", colour: "R" }))).toEqual({ rule: "advantage-stock", message: "The Warehouse has no R fragment left." });
    // Any time: also in phase 3, and a gain over 8 opens a pending return (R12).
    const full = run(withCard(1, { phase: "P3", workbench: { 0: "BBBBYYYY" } }), activate({ kind: "gain", colour: "R" }));
    expect(full.pending).toEqual({ seat: 0, count: 1 });
    expect(lightMasters.legalActions(full, 0).every((a) => a.type === "returnExcess")).toBe(true);
  });

  it("2 Obsequio: take Y or B", () => {
    const s = withCard(2, { phase: "P1.Take", workbench: { 0: "" } });
    expect(activations(s)).toEqual([activate({ kind: "gain", colour: "Y" }), activate({ kind: "gain", colour: "B" })]);
    expect(me(run(s, activate({ kind: "gain", colour: "B" }))).workbench).toEqual(c("B"));
    commonRefusals(s, activate({ kind: "gain", colour: "Y" }));
    expect(refusal(s, activate({ kind: "gain", colour: "G" })).message).toBe("Obsequio gives Y or B, not G.");
  });

  it("8 Mago: +1Ł, then the hand is put in any order one position at a time", () => {
    const hand = ["ART-1", "ART-2", "ART-3", "ART-4", "ART-5"];
    const s = withCard(8, { phase: "P2", lira: { 0: 0 }, hand: { 0: hand } });
    expect(activations(s)).toEqual([activate({ kind: "rearrange" })]);
    const started = run(s, activate({ kind: "rearrange" }));
    expect(me(started).lira).toBe(1);
    expect(started.followUp).toEqual({ kind: "rearrange", next: 0 });
    // Only the rearrangement may happen now: pick the card for position 1 among all 5.
    expect(lightMasters.legalActions(started, 0)).toEqual([0, 1, 2, 3, 4].map((index) => ({ type: "arrange", index })));
    expect(refusal(started, { type: "endTurn" })).toEqual({
      rule: "finish-advantage",
      message: "First finish rearranging your hand (Mago): choose the card for the next position.",
    });
    const one = run(started, { type: "arrange", index: 4 });
    expect(me(one).hand).toEqual(["ART-5", "ART-1", "ART-2", "ART-3", "ART-4"]);
    expect(lightMasters.legalActions(one, 0)).toEqual([1, 2, 3, 4].map((index) => ({ type: "arrange", index })));
    expect(refusal(one, { type: "arrange", index: 0 })).toEqual({
      rule: "arrange-position",
      message: "Choose one of the cards not yet placed: hand positions 2 to 5.",
    });
    const done = run(one, { type: "arrange", index: 3 }, { type: "arrange", index: 3 }, { type: "arrange", index: 4 });
    expect(me(done).hand).toEqual(["ART-5", "ART-3", "ART-2", "ART-4", "ART-1"]);
    expect(done.followUp).toBeNull();
    expect(lightMasters.legalActions(done, 0)).toContainEqual({ type: "endTurn" });
    commonRefusals(s, activate({ kind: "rearrange" }));
    // A hand of one card (or none): just the Lira, no rearrangement.
    const single = run(withCard(8, { phase: "P3", lira: { 0: 2 }, hand: { 0: ["ART-1"] } }), activate({ kind: "rearrange" }));
    expect([me(single).lira, single.followUp]).toEqual([3, null]);
    expect(refusal(s, { type: "arrange", index: 0 }).rule).toBe("no-rearrangement");
  });

  it("9 Favoritismo: return a W for 3Ł; without a W it has no effect", () => {
    const s = withCard(9, { phase: "P1.Open", lira: { 0: 1 }, workbench: { 0: "RW" } });
    const after = run(s, activate({ kind: "returnClear" }));
    expect([me(after).lira, me(after).workbench, after.warehouse.W]).toEqual([4, c("R"), s.warehouse.W + 1]);
    commonRefusals(s, activate({ kind: "returnClear" }));
    const none = withCard(9, { phase: "P1.Open", workbench: { 0: "R" } });
    expect(activations(none)).toEqual([]);
    expect(refusal(none, activate({ kind: "returnClear" }))).toEqual({
      rule: "advantage-no-effect",
      message: "Favoritismo returns a clear fragment from your Workbench: you have none.",
    });
  });

  it("13 Viajante: move one fragment to another Market with room (R16)", () => {
    const s = withCard(13, { phase: "P1.Selector", markets: { NE: "RG", SE: "YBW", SW: "", NW: "B" } });
    const moves = activations(s);
    // From NE (R or G), SE (Y, B or W) or NW (B) to any other Market that is not full (SE is full).
    expect(moves).toHaveLength(2 * 2 + 3 * 3 + 1 * 2);
    const after = run(s, activate({ kind: "move", from: "SE", to: "SW", colour: "W" }));
    expect([after.markets.SE, after.markets.SW]).toEqual([["Y", "B"], ["W"]]);
    commonRefusals(s, activate({ kind: "move", from: "NE", to: "SW", colour: "R" }));
    expect(refusal(s, activate({ kind: "move", from: "NE", to: "SE", colour: "R" }))).toEqual({
      rule: "market-full",
      message: "Market SE is full: Viajante cannot move a fragment into it.",
    });
    expect(refusal(s, activate({ kind: "move", from: "NE", to: "NE", colour: "R" })).message).toBe("Viajante moves a fragment to another Market.");
    expect(refusal(s, activate({ kind: "move", from: "SW", to: "NE", colour: "R" })).message).toBe("Market SW holds no R fragment.");
  });

  it("15 Oportunista: pay 1Ł, swap a fragment for a coloured one, then optionally once more (R26)", () => {
    const s = withCard(15, { phase: "P3", lira: { 0: 2 }, workbench: { 0: "WR" } });
    const after = run(s, activate({ kind: "swap", give: "W", take: "G" }));
    expect([me(after).lira, me(after).workbench]).toEqual([1, c("GR")]);
    expect(after.warehouse.W).toBe(s.warehouse.W + 1);
    expect(after.followUp).toEqual({ kind: "swap" });
    expect(lightMasters.legalActions(after, 0)).toContainEqual({ type: "endSwaps" });
    expect(lightMasters.legalActions(after, 0).every((a) => a.type === "swap" || a.type === "endSwaps")).toBe(true);
    const twice = run(after, { type: "swap", give: "R", take: "B" });
    expect([me(twice).lira, me(twice).workbench, twice.followUp]).toEqual([0, c("GB"), null]);
    const once = run(after, { type: "endSwaps" });
    expect([me(once).lira, once.followUp]).toEqual([1, null]);
    expect(refusal(once, { type: "endSwaps" }).rule).toBe("no-second-swap");
    // With 1Ł there is no second swap to offer: the activation ends at once.
    const poorer = run(withCard(15, { phase: "P3", lira: { 0: 1 }, workbench: { 0: "R" } }), activate({ kind: "swap", give: "R", take: "Y" }));
    expect([me(poorer).lira, poorer.followUp]).toEqual([0, null]);
    commonRefusals(s, activate({ kind: "swap", give: "R", take: "Y" }));
    expect(refusal(s, activate({ kind: "swap", give: "B", take: "Y" })).message).toBe("You have no B fragment on your Workbench to return.");
    expect(refusal(s, activate({ kind: "swap", give: "R", take: "R" })).rule).toBe("advantage-no-effect");
    // Taking a W is not even expressible (I10).
    expect(LightMastersActionC.is(activate({ kind: "swap", give: "R", take: "W" as "R" }))).toBe(false);
    const broke = withCard(15, { phase: "P3", lira: { 0: 0 }, workbench: { 0: "R" } });
    expect(activations(broke)).toEqual([]);
    expect(refusal(broke, activate({ kind: "swap", give: "R", take: "Y" }))).toEqual({
      rule: "advantage-cost",
      message: "Each Oportunista swap costs 1Ł and you have 0Ł.",
    });
    const dry = withCard(15, { phase: "P3", lira: { 0: 3 }, workbench: { 0: "R" }, warehouse: { Y: 0 } });
    expect(refusal(dry, activate({ kind: "swap", give: "R", take: "Y" })).message).toBe("The Warehouse has no Y fragment left.");
  });

  it("16 Vidente: set the Ring to any other offset, free (R27)", () => {
    const s = withCard(16, { phase: "P1.Selector", ringOffset: 3, lira: { 0: 0 } });
    expect(activations(s)).toHaveLength(11);
    const after = run(s, activate({ kind: "setRing", offset: 8 }));
    expect([after.ringOffset, me(after).lira]).toEqual([8, 0]);
    commonRefusals(s, activate({ kind: "setRing", offset: 0 }));
    expect(refusal(s, activate({ kind: "setRing", offset: 3 }))).toEqual({
      rule: "advantage-no-effect",
      message: "The Ring is already at offset 3: Vidente must turn it to another position.",
    });
  });

  it("R9: no activation while a pending return is open (default), nor after the game ends", () => {
    const s = withCard(16, { phase: "P1.Take", workbench: { 0: "RRRRYYY" } });
    const over = run(s, { type: "take", substitutes: c("") });
    expect(over.pending).toEqual({ seat: 0, count: 1 });
    expect(refusal(over, activate({ kind: "setRing", offset: 5 }))).toEqual({
      rule: "workbench-limit",
      message: "Your Workbench holds more than 8 fragments: first return 1 of them.",
    });
    const late = { ...withCard(16), phase: "GameOver" as const };
    expect(refusal(late, activate({ kind: "setRing", offset: 5 })).rule).toBe("game-over");
  });

  it("R12 excessReturnBeforeOtherActions=false: activations are allowed first, and recompute the excess", () => {
    const s = withCard(9, { phase: "P1.Take", workbench: { 0: "RRRRYYW" }, config: { excessReturnBeforeOtherActions: false } });
    const over = run(s, { type: "take", substitutes: c("") });
    expect(over.pending).toEqual({ seat: 0, count: 1 });
    const back = run(over, activate({ kind: "returnClear" }));
    expect(back.pending).toBeNull();
    expect(me(back).lira).toBe(me(over).lira + 3);
  });
});

describe("phase Advantages: refused outside their window", () => {
  it("6 Avaricioso: a W after a Buy of this turn, each Buy rewarded once (R21)", () => {
    const s = withCard(6, { phase: "P1.Open", lira: { 0: 4 }, markets: { NE: "RG" }, completed: { 0: ["HOU-1", "HOU-2"] } });
    expect(refusal(s, activate({ kind: "takeClear" }))).toEqual({
      rule: "advantage-no-effect",
      message: "Avaricioso rewards a Buy made this turn: you have no Buy it has not rewarded yet.",
    });
    const bought = run(s, { type: "buy", market: "NE" });
    const after = run(bought, activate({ kind: "takeClear" }));
    expect(me(after).workbench).toEqual(c("RGW"));
    expect(after.warehouse.W).toBe(s.warehouse.W - 1);
    expect(refusal(after, activate({ kind: "takeClear" }, "HOU-2")).rule).toBe("advantage-no-effect");
    commonRefusals(bought, activate({ kind: "takeClear" }));
    const done = run(bought, { type: "endTurn" });
    expect(done.current).toBe(1);
    const p3 = withCard(6, { phase: "P3", turn: { buys: [{ rewarded: false }] } });
    expect(refusal(p3, activate({ kind: "takeClear" }))).toEqual({
      rule: "advantage-timing",
      message: "Avaricioso can only be activated in phase 2 (Negotiate), after the action it rewards.",
    });
    const noClear = withCard(6, { phase: "P2", warehouse: { W: 0 }, turn: { buys: [{ rewarded: false }] } });
    expect(refusal(noClear, activate({ kind: "takeClear" })).message).toBe("The Warehouse has no clear fragment left.");
  });

  it("7 Bien jugado: a W after a Sell of this turn", () => {
    const s = withCard(7, { phase: "P1.Open", lira: { 0: 0 }, workbench: { 0: "BB" } });
    expect(activations(s)).toEqual([]);
    const sold = run(s, { type: "sell", fragments: c("BB") });
    expect(activations(sold)).toEqual([activate({ kind: "takeClear" })]);
    const after = run(sold, activate({ kind: "takeClear" }));
    expect([me(after).lira, me(after).workbench]).toEqual([1, c("W")]);
    commonRefusals(sold, activate({ kind: "takeClear" }));
    expect(refusal(withCard(7, { phase: "P1.Selector", turn: { sells: [{ rewarded: false }] } }), activate({ kind: "takeClear" })).rule).toBe(
      "advantage-timing",
    );
  });

  it("10 Privilegio: pay 1Ł for one more Negotiate action in phase 2, before or after the first (R20)", () => {
    const s = withCard(10, { phase: "P1.Open", lira: { 0: 5 }, workbench: { 0: "BY" }, markets: { NE: "R", SE: "G" } });
    const extra = run(s, activate({ kind: "extraAction" }));
    expect([me(extra).lira, extra.turn.actionsLeft]).toEqual([4, 2]);
    const two = run(extra, { type: "buy", market: "NE" }, { type: "buy", market: "SE" });
    expect([me(two).lira, me(two).workbench, two.turn.actionsDone]).toEqual([0, c("BYRG"), 2]);
    expect(refusal(two, { type: "sell", fragments: c("B") }).rule).toBe("negotiate-once");
    // After the first action, while phase 2 is open.
    const after = run(s, { type: "buy", market: "NE" }, activate({ kind: "extraAction" }), { type: "sell", fragments: c("B") });
    expect([me(after).lira, after.turn.actionsDone]).toEqual([5 - 2 - 1 + 1, 2]);
    // The extra action is optional: ending the turn at once is allowed.
    expect(lightMasters.legalActions(extra, 0)).not.toContainEqual({ type: "endTurn" });
    expect(lightMasters.legalActions(run(extra, { type: "buy", market: "NE" }), 0)).toContainEqual({ type: "endTurn" });
    commonRefusals(s, activate({ kind: "extraAction" }));
    expect(refusal(withCard(10, { phase: "P1.Selector" }), activate({ kind: "extraAction" }))).toEqual({
      rule: "advantage-timing",
      message: "Privilegio can only be activated in phase 2 (Negotiate).",
    });
    expect(refusal(withCard(10, { phase: "P3" }), activate({ kind: "extraAction" })).rule).toBe("advantage-timing");
    expect(refusal(withCard(10, { phase: "P2", lira: { 0: 0 } }), activate({ kind: "extraAction" }))).toEqual({
      rule: "advantage-cost",
      message: "Privilegio costs 1Ł and you have 0Ł.",
    });
  });

  it("R20 privilegioStacks: two activations give 2 more actions; with false the second is refused (no effect)", () => {
    const given = (stacks: boolean) =>
      withCard(10, { phase: "P1.Open", lira: { 0: 5 }, completed: { 0: ["HOU-1", "HOU-2"] }, config: { privilegioStacks: stacks } });
    const stacked = run(given(true), activate({ kind: "extraAction" }), activate({ kind: "extraAction" }, "HOU-2"));
    expect([stacked.turn.actionsLeft, me(stacked).lira]).toEqual([3, 3]);
    const once = run(given(false), activate({ kind: "extraAction" }));
    expect(once.turn.actionsLeft).toBe(2);
    expect(refusal(once, activate({ kind: "extraAction" }, "HOU-2"))).toEqual({
      rule: "advantage-no-effect",
      message: "In this game Privilegio does not stack: you already activated it this turn.",
    });
  });

  it("11 Previsión: only before the Selector turns (R6)", () => {
    const s = withCard(11, { phase: "P1.Selector" });
    expect(activations(s)).toEqual([activate({ kind: "skipSelector" })]);
    commonRefusals(s, activate({ kind: "skipSelector" }));
    const turned = run(s, { type: "turnSelector" });
    expect(activations(turned)).toEqual([]);
    expect(refusal(turned, activate({ kind: "skipSelector" }))).toEqual({
      rule: "advantage-timing",
      message: "Previsión can only be activated in phase 1, before you turn the Selector.",
    });
  });

  it("12 Repetir: pay 1Ł for a second take at the same Selector stop, Ring turns allowed in between (R7)", () => {
    const s = withCard(12, { phase: "P1.Selector", selector: 2, ringOffset: 0, lira: { 0: 3 } });
    const first = run(s, { type: "turnSelector" }, { type: "take", substitutes: c("") });
    expect(me(first).workbench).toEqual(c("GW"));
    const again = run(first, activate({ kind: "extraTake" }));
    expect([again.phase, again.turn.takesLeft, me(again).lira]).toEqual(["P1.Take", 1, 2]);
    const second = run(again, { type: "rotateRing" }, { type: "take", substitutes: c("") });
    expect(second.selector).toBe(3);
    expect(me(second).workbench).toEqual(c("GWGR")); // inner[3] = G, then ringAt(3) = R after one step
    expect(second.phase).toBe("P1.Open");
    // Activated before the Selector turns, it also adds a take.
    const early = run(s, activate({ kind: "extraTake" }), { type: "turnSelector" }, { type: "take", substitutes: c("") });
    expect([early.phase, early.turn.takesDone]).toEqual(["P1.Take", 1]);
    commonRefusals(s, activate({ kind: "extraTake" }));
    const negotiated = run(withCard(12, { phase: "P1.Open", lira: { 0: 3 }, workbench: { 0: "R" } }), { type: "sell", fragments: c("R") });
    expect(refusal(negotiated, activate({ kind: "extraTake" }))).toEqual({
      rule: "advantage-timing",
      message: "Repetir can only be activated in phase 1 (Obtain fragments), before your first Negotiate action.",
    });
    expect(refusal(withCard(12, { phase: "P1.Selector", lira: { 0: 0 } }), activate({ kind: "extraTake" })).message).toBe(
      "Repetir costs 1Ł and you have 0Ł.",
    );
  });

  it("14 Fama: +2Ł for a completion of value 8 this turn, once per completion, only in phase 3", () => {
    const s = withCard(14, { phase: "P2", actionsLeft: 0, workbench: { 0: "GGGR" }, hand: { 0: ["HOU-2", "HOU-3"] }, completed: { 0: ["HOU-1"] } });
    expect(refusal(s, activate({ kind: "fame" }))).toEqual({ rule: "advantage-timing", message: "Fama can only be activated in phase 3 (Complete creations)." });
    const nothing = withCard(14, { phase: "P3" });
    expect(refusal(nothing, activate({ kind: "fame" }))).toEqual({
      rule: "advantage-no-effect",
      message: "Fama rewards a creation of value 8 completed this turn that it has not rewarded yet: there is none.",
    });
  });
});

describe("Advantages declared with a Negotiate action (R22)", () => {
  it("R19 with Gratuito: a Buy only Gratuito makes affordable is owed by default, optional with negotiateObligation withoutAdvantage", () => {
    // An empty Workbench (no Sell, no Exchange) and 1Ł: the only Negotiate action is the free Buy.
    const free = { type: "buy", market: "NE", gratuito: { card: "HOU-1", tile: "HOU" } } as const;
    const owed = withCard(3, { phase: "P1.Open", lira: { 0: 1 }, workbench: { 0: "" }, markets: { NE: "G" } });
    expect(lightMasters.legalActions(owed, 0)).toContainEqual(free);
    expect(lightMasters.legalActions(owed, 0)).not.toContainEqual({ type: "endTurn" });
    expect(refusal(owed, { type: "endTurn" }).rule).toBe("negotiate-first");
    const optional = withCard(3, { phase: "P1.Open", lira: { 0: 1 }, workbench: { 0: "" }, markets: { NE: "G" }, config: { negotiateObligation: "withoutAdvantage" } });
    expect(lightMasters.legalActions(optional, 0)).toContainEqual(free);
    expect(lightMasters.legalActions(optional, 0)).toContainEqual({ type: "endTurn" });
    const ended = run(optional, { type: "endTurn" });
    expect(ended.current).toBe(1);
    expect(ended.players[0]?.completed).toEqual(["HOU-1"]);
    expect(ended.players[0]?.used).toEqual([]);
    // With 2Ł the plain Buy is possible, so a Negotiate action is owed under both readings.
    const rich = withCard(3, { phase: "P1.Open", lira: { 0: 2 }, workbench: { 0: "" }, markets: { NE: "G" }, config: { negotiateObligation: "withoutAdvantage" } });
    expect(refusal(rich, { type: "endTurn" }).rule).toBe("negotiate-first");
  });

  it("3 Gratuito: a Buy for 0Ł; not activated on its own", () => {
    const s = withCard(3, { phase: "P1.Open", lira: { 0: 1 }, markets: { NE: "RG" } });
    expect(lightMasters.legalActions(s, 0).filter((a) => a.type === "buy")).toEqual([{ type: "buy", market: "NE", gratuito: { card: "HOU-1", tile: "HOU" } }]);
    const after = run(s, { type: "buy", market: "NE", gratuito: { card: "HOU-1", tile: "HOU" } });
    expect([me(after).lira, me(after).workbench, me(after).used]).toEqual([1, c("RG"), [{ card: "HOU-1", tile: "HOU" }]]);
    expect(refusal(s, { type: "buy", market: "NE" }).message).toBe("A Buy costs 2Ł and you have 1Ł.");
    expect(refusal(s, activate({ kind: "none" }))).toEqual({
      rule: "advantage-with-action",
      message: "Gratuito (under the Household tile) is declared with a Buy: add it to the buy action as `gratuito`.",
    });
    expect(refusal(s, { type: "buy", market: "NE", gratuito: { card: "HOU-1", tile: "ART" } }).rule).toBe("advantage-tile");
    expect(refusal(s, { type: "buy", market: "NE", gratuito: { card: "HOU-2", tile: "HOU" } }).rule).toBe("advantage-card");
    const wrong = withCard(4, { phase: "P1.Open", lira: { 0: 4 }, markets: { NE: "RG" } });
    expect(refusal(wrong, { type: "buy", market: "NE", gratuito: { card: "HOU-1", tile: "HOU" } })).toEqual({
      rule: "advantage-kind",
      message: "The Advantage under the Household tile is Mercader, and Gratuito is not in play in this game.",
    });
    const p3 = withCard(3, { phase: "P3", lira: { 0: 4 }, markets: { NE: "RG" } });
    expect(refusal(p3, { type: "buy", market: "NE", gratuito: { card: "HOU-1", tile: "HOU" } }).rule).toBe("negotiate-once");
  });

  it("4 Mercader: a Sell pays 4Ł in all (S4 variant)", () => {
    const s = withCard(4, { phase: "P1.Open", lira: { 0: 4 }, workbench: { 0: "GRYBBGW" } });
    const after = run(s, { type: "sell", fragments: c("BB"), mercader: { card: "HOU-1", tile: "HOU" } });
    expect([me(after).lira, me(after).workbench]).toEqual([8, c("GGRYW")]);
    expect(refusal(s, activate({ kind: "none" })).rule).toBe("advantage-with-action");
    const used = run(s, { type: "sell", fragments: c("B") });
    expect(refusal(used, { type: "sell", fragments: c("B"), mercader: { card: "HOU-1", tile: "HOU" } }).rule).toBe("negotiate-once");
  });

  it("S2b Pericia: choose 1 to 3 linked positions, at most one W; all three gives the W too", () => {
    const s = withCard(5, { phase: "P1.Open", ringOffset: 1, workbench: { 0: "BYY" }, markets: { NE: "YG" } });
    const pericia = (positions: number[]) => ({ positions, activation: { card: "HOU-1", tile: "HOU" as const } });
    const after = run(s, { type: "exchange", market: "NE", give: "B", substitutes: c(""), pericia: pericia([0, 1, 2]) });
    expect(me(after).workbench).toEqual(c("YYRWB"));
    expect(after.warehouse).toEqual({ ...s.warehouse, R: s.warehouse.R - 1, W: s.warehouse.W - 1, B: s.warehouse.B - 1 });
    expect(after.markets.NE).toEqual(["Y", "G", "B"]);
    // {1} alone (only the W) is allowed.
    expect(me(run(s, { type: "exchange", market: "NE", give: "B", substitutes: c(""), pericia: pericia([1]) })).workbench).toEqual(c("YYW"));
    // NE shows R W B: every non-empty set except {0, 2}, which is exactly the plain Exchange (R23).
    const offered = lightMasters.legalActions(s, 0).filter((a) => a.type === "exchange" && a.market === "NE" && a.give === "B" && a.pericia !== undefined);
    expect(offered.map((a) => (a.type === "exchange" ? a.pericia?.positions : []))).toEqual([[0], [1], [0, 1], [2], [1, 2], [0, 1, 2]]);
    expect(offered).toHaveLength(6);
    expect(refusal(s, { type: "exchange", market: "NE", give: "B", substitutes: c(""), pericia: pericia([0, 2]) }).rule).toBe("advantage-no-effect");
    expect(refusal(s, { type: "exchange", market: "NE", give: "B", substitutes: c(""), pericia: pericia([2, 0]) }).rule).toBe("pericia-order");
    expect(refusal(s, { type: "exchange", market: "NE", give: "B", substitutes: c(""), pericia: pericia([3]) })).toEqual({
      rule: "pericia-position",
      message: "Position 3 is not linked to Market NE: choose among 0, 1, 2.",
    });
    expect(refusal(s, { type: "exchange", market: "NE", give: "B", substitutes: c(""), pericia: pericia([]) }).rule).toBe("pericia-count");
    expect(refusal(s, activate({ kind: "none" })).rule).toBe("advantage-with-action");
    // Side B, offset 0: NE shows W W B, a set with two W is refused.
    const b = withCard(5, { phase: "P1.Open", ringOffset: 0, workbench: { 0: "R" }, config: { ringSide: "B" } });
    expect(refusal(b, { type: "exchange", market: "NE", give: "R", substitutes: c(""), pericia: pericia([0, 1]) })).toEqual({
      rule: "pericia-clear",
      message: "Pericia takes at most 1 clear fragment.",
    });
    const noStock = withCard(5, { phase: "P1.Open", ringOffset: 1, workbench: { 0: "B" }, warehouse: { W: 0 } });
    expect(refusal(noStock, { type: "exchange", market: "NE", give: "B", substitutes: c(""), pericia: pericia([1]) }).rule).toBe("pericia-stock");
  });
});

describe("the content hook (for variant analysis) counts declared Advantages as taken (R22)", () => {
  const taken = (s: LightMastersState, action: LightMastersAction) => game.content?.taken(s, 0, action);
  it("Gratuito with a Buy, Mercader with a Sell, Pericia with an Exchange, like an activate action", () => {
    const activation = { card: "HOU-1", tile: "HOU" } as const;
    expect(taken(withCard(3), { type: "buy", market: "NE", gratuito: activation })).toEqual(["advantage:3", "category:HOU"]);
    expect(taken(withCard(4), { type: "sell", fragments: c("B"), mercader: activation })).toEqual(["advantage:4", "category:HOU"]);
    expect(taken(withCard(5), { type: "exchange", market: "NE", give: "B", substitutes: c(""), pericia: { positions: [1], activation } })).toEqual([
      "advantage:5",
      "category:HOU",
    ]);
    expect(taken(withCard(1), activate({ kind: "gain", colour: "R" }))).toEqual(["advantage:1", "category:HOU"]);
  });
  it("a plain Negotiate action, or Pericia already in effect for the whole phase, takes nothing", () => {
    expect(taken(withCard(3), { type: "buy", market: "NE" })).toEqual([]);
    expect(taken(withCard(4), { type: "sell", fragments: c("B") })).toEqual([]);
    expect(taken(withCard(5), { type: "exchange", market: "NE", give: "B", substitutes: c(""), pericia: { positions: [1], activation: null } })).toEqual([]);
  });
  it("what a seat holds after a declared activation is what the action took", () => {
    const s = withCard(3, { phase: "P1.Open", lira: { 0: 1 }, markets: { NE: "RG" } });
    const action = { type: "buy", market: "NE", gratuito: { card: "HOU-1", tile: "HOU" } } as const;
    expect(game.content?.held(run(s, action), 0)).toEqual(taken(s, action));
  });
});

describe("refusals of the declared Advantages (3, 4, 5)", () => {
  const gratuito = { type: "buy", market: "NE", gratuito: { card: "HOU-1", tile: "HOU" } } as const;
  const mercader = { type: "sell", fragments: c("R"), mercader: { card: "HOU-1", tile: "HOU" } } as const;
  const pericia = { type: "exchange", market: "NE", give: "R", substitutes: c(""), pericia: { positions: [1], activation: { card: "HOU-1", tile: "HOU" } } } as const;
  const cases = [
    [3, gratuito],
    [4, mercader],
    [5, pericia],
  ] as const;
  for (const [n, action] of cases) {
    it(`${n}: a used card, another player's turn, a card of another symbol`, () => {
      const s = withCard(n, { phase: "P1.Open", lira: { 0: 4 }, ringOffset: 1, workbench: { 0: "R" }, markets: { NE: "G" } });
      expect(lightMasters.legalActions(s, 0)).toContainEqual(action);
      const used = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, completed: [], used: [{ card: "HOU-1", tile: "HOU" as const }] } : p)) };
      expect(refusal(used, action)).toEqual({ rule: "advantage-used", message: "HOU-1 has already activated an Advantage: each creation activates one, once." });
      expect(refusal(s, action, 1).rule).toBe("not-your-turn");
      const art = withCard(n, { phase: "P1.Open", lira: { 0: 4 }, ringOffset: 1, workbench: { 0: "R" }, markets: { NE: "G" }, completed: { 0: ["ART-1"] } });
      const withArt = JSON.parse(JSON.stringify(action).replaceAll("HOU-1", "ART-1")) as LightMastersAction;
      expect(refusal(art, withArt).rule).toBe("advantage-tile");
    });
  }

  it("with wholePhase, declaring Gratuito again in the same phase has no effect and is refused (R23)", () => {
    const s = arrange({
      tiles: { ART: 1, JEW: 2, HOU: 3, ANI: 10 },
      completed: { 0: ["HOU-1", "HOU-2", "ANI-1"] },
      phase: "P1.Open",
      lira: { 0: 4 },
      markets: { NE: "R", SE: "G" },
      config: { phaseAdvantageScope: "wholePhase" },
    });
    const after = run(s, gratuito, activate({ kind: "extraAction" }, "ANI-1", "ANI"));
    expect(refusal(after, { type: "buy", market: "SE", gratuito: { card: "HOU-2", tile: "HOU" } })).toEqual({
      rule: "advantage-no-effect",
      message: "Gratuito is already in effect for this whole phase: declaring it again would have no effect.",
    });
  });
});

describe("more refusals of the activated Advantages", () => {
  it("2 Obsequio with no Y or B in stock has no effect", () => {
    const s = withCard(2, { phase: "P2", warehouse: { Y: 0, B: 0 } });
    expect(activations(s)).toEqual([]);
    expect(refusal(s, activate({ kind: "gain", colour: "B" })).message).toBe("The Warehouse has no B fragment left.");
  });

  it("14 Fama: used card, wrong tile, another player's turn, and the effect", () => {
    const s = withCard(14, { phase: "P3", lira: { 0: 3 }, turn: { completions: [{ card: "HOU-2", value: 8, famaRewarded: false }] } });
    expect(activations(s)).toEqual([activate({ kind: "fame" })]);
    expect(me(run(s, activate({ kind: "fame" }))).lira).toBe(5);
    commonRefusals(s, activate({ kind: "fame" }));
  });
});

describe("§6 scenarios with Advantages", () => {
  it("S6 Ana activates Obsequio with the household vase: Y (or B), and the negative checks", () => {
    const s = withCard(2, { phase: "P3", lira: { 0: 12 }, workbench: { 0: "Y" } });
    const after = run(s, activate({ kind: "gain", colour: "Y" }));
    expect(me(after).used).toEqual([{ card: "HOU-1", tile: "HOU" }]);
    expect(me(after).completed).toEqual([]);
    expect(me(after).workbench).toEqual(c("YY"));
    expect(after.warehouse.Y).toBe(s.warehouse.Y - 1);
    expect(me(run(s, activate({ kind: "gain", colour: "B" }))).workbench).toEqual(c("YB"));
    expect(refusal(after, activate({ kind: "gain", colour: "Y" })).rule).toBe("advantage-used");
    expect(refusal(s, activate({ kind: "gain", colour: "Y" }, "HOU-1", "ART")).rule).toBe("advantage-tile");
    expect(refusal(s, activate({ kind: "gain", colour: "Y" }), 1).rule).toBe("not-your-turn");
    expect(refusal(s, activate({ kind: "gain", colour: "R" }))).toEqual({ rule: "advantage-colour", message: "Obsequio gives Y or B, not R." });
    // During another player's turn: seat 1 plays, and seat 0 may not activate.
    const theirs = { ...s, current: 1, phase: "P1.Selector" as const };
    expect(refusal(theirs, activate({ kind: "gain", colour: "Y" }), 0).rule).toBe("not-your-turn");
  });

  it("S2 follow-up: after Privilegio, a second Exchange into the now full NE is refused; buying NE is legal", () => {
    const s = withCard(10, { phase: "P1.Open", ringOffset: 1, lira: { 0: 4 }, workbench: { 0: "BYY" }, markets: { NE: "YG" } });
    const after = run(s, { type: "exchange", market: "NE", give: "B", substitutes: c("") }, activate({ kind: "extraAction" }));
    expect(after.markets.NE).toEqual(["Y", "G", "B"]);
    expect(refusal(after, { type: "exchange", market: "NE", give: "Y", substitutes: c("") }).rule).toBe("market-full");
    const bought = run(after, { type: "buy", market: "NE" });
    expect([me(bought).lira, me(bought).workbench]).toEqual([1, c("YYRBYGB")]);
  });

  it("S3 → S4 → S5 → S6 chain into one legal turn: 4 + 1 + 7 = 12Ł, Workbench [Y, Y]", () => {
    const given = arrange({
      tiles: tilesWith(2),
      phase: "P1.Selector",
      selector: 2,
      ringOffset: 0,
      lira: { 0: 4 },
      workbench: { 0: "GRYBB" },
      hand: { 0: ["HOU-1", "JEW-2"] },
    });
    const after = run(
      given,
      { type: "turnSelector" },
      { type: "take", substitutes: c("") },
      { type: "sell", fragments: c("BB") },
      { type: "complete", payment: c("GGWR") },
      activate({ kind: "gain", colour: "Y" }),
      { type: "endTurn" },
    );
    expect(me(after).lira).toBe(12);
    expect(me(after).workbench).toEqual(c("YY"));
    expect(me(after).used).toEqual([{ card: "HOU-1", tile: "HOU" }]);
    expect(after.current).toBe(1);
  });

  it("S7 a dual-symbol card activates ART or JEW, not both", () => {
    const tiles = { ART: 16, JEW: 9, HOU: 1, ANI: 2 };
    const s = arrange({ tiles, phase: "P1.Selector", ringOffset: 0, workbench: { 0: "W" }, completed: { 0: ["ART-6"] } });
    const listed = lightMasters.legalActions(s, 0).filter((a) => a.type === "activate");
    expect(listed.filter((a) => a.type === "activate" && a.tile === "ART")).toHaveLength(11);
    expect(listed.filter((a) => a.type === "activate" && a.tile === "JEW")).toEqual([activate({ kind: "returnClear" }, "ART-6", "JEW")]);
    const viaArt = run(s, activate({ kind: "setRing", offset: 4 }, "ART-6", "ART"));
    expect(me(viaArt).used).toEqual([{ card: "ART-6", tile: "ART" }]);
    expect(refusal(viaArt, activate({ kind: "returnClear" }, "ART-6", "JEW")).rule).toBe("advantage-used");
    const viaJew = run(s, activate({ kind: "returnClear" }, "ART-6", "JEW"));
    expect(me(viaJew).used).toEqual([{ card: "ART-6", tile: "JEW" }]);
    expect(refusal(viaJew, activate({ kind: "setRing", offset: 4 }, "ART-6", "ART")).rule).toBe("advantage-used");
    expect(refusal(s, activate({ kind: "gain", colour: "R" }, "ART-6", "HOU")).message).toBe(
      "ART-6 carries the Art and Jewel symbols: it cannot activate the Household tile.",
    );
    expect(refusal(s, activate({ kind: "returnClear" }, "ART-6", "ART"))).toEqual({
      rule: "advantage-kind",
      message: 'The Advantage under the Art tile is Vidente: its effect is "setRing", not "returnClear".',
    });
  });

  it("S8 with Fama: +4, then +8 and the +2 bonus, then Fama +2 with the card just completed: +16Ł", () => {
    const s = arrange({
      tiles: { ART: 1, JEW: 14, HOU: 2, ANI: 3 },
      phase: "P3",
      lira: { 0: 0 },
      workbench: { 0: "YYBBYYGG" },
      hand: { 0: ["JEW-2", "JEW-3", "ART-1"] },
    });
    const one = run(s, { type: "complete", payment: c("YYBB") });
    expect(me(one).lira).toBe(4);
    // Fama before any value-8 completion is refused (JEW-2 was worth 4).
    expect(refusal(one, activate({ kind: "fame" }, "JEW-2", "JEW")).rule).toBe("advantage-no-effect");
    const two = run(one, { type: "complete", payment: c("YYGG") });
    expect(me(two).lira).toBe(4 + 8 + 2);
    const famed = run(two, activate({ kind: "fame" }, "JEW-3", "JEW"));
    expect(me(famed).lira).toBe(16);
    // Each completion is rewarded once: JEW-2 cannot claim the same value-8 completion again.
    expect(refusal(famed, activate({ kind: "fame" }, "JEW-2", "JEW")).rule).toBe("advantage-no-effect");
  });

  it("S14 Previsión: the Selector stays at 5, the pair there is taken, +1Ł; turnSelector is then refused", () => {
    const s = withCard(11, { phase: "P1.Selector", selector: 5, ringOffset: 0, lira: { 0: 4 }, workbench: { 0: "" } });
    const skipped = run(s, activate({ kind: "skipSelector" }));
    expect(refusal(skipped, { type: "turnSelector" }).rule).toBe("selector-once");
    const after = run(skipped, { type: "take", substitutes: c("") });
    expect(after.selector).toBe(5);
    expect([innerCell(5), ringAt("A", 0, 5)]).toEqual(["B", "G"]);
    expect(me(after).workbench).toEqual(c("BG"));
    expect(me(after).lira).toBe(5);
    expect(after.phase).toBe("P1.Open");
  });
});

describe("ruling flags of the Advantages", () => {
  it("R21 phaseAdvantageScope: Gratuito frees one Buy (oneAction) or every Buy of the phase (wholePhase)", () => {
    const given = (scope: "oneAction" | "wholePhase") =>
      arrange({
        tiles: { ART: 1, JEW: 2, HOU: 3, ANI: 10 },
        completed: { 0: ["HOU-1", "ANI-1"] },
        phase: "P1.Open",
        lira: { 0: 1 },
        markets: { NE: "R", SE: "G" },
        config: { phaseAdvantageScope: scope },
      });
    const buyFree = { type: "buy", market: "NE", gratuito: { card: "HOU-1", tile: "HOU" } } as const;
    const privilege = activate({ kind: "extraAction" }, "ANI-1", "ANI");
    const one = run(given("oneAction"), buyFree, privilege);
    expect(me(one).lira).toBe(0);
    expect(lightMasters.legalActions(one, 0).some((a) => a.type === "buy")).toBe(false);
    const whole = run(given("wholePhase"), buyFree, privilege);
    expect(whole.turn.phaseAdvantages).toEqual([3]);
    expect(lightMasters.legalActions(whole, 0).filter((a) => a.type === "buy")).toEqual([{ type: "buy", market: "SE" }]);
    const second = run(whole, { type: "buy", market: "SE" });
    expect([me(second).lira, me(second).workbench]).toEqual([0, c("RG")]);
  });

  it("R21 phaseAdvantageScope: Avaricioso rewards one Buy (oneAction) or every Buy of the phase (wholePhase)", () => {
    const given = (scope: "oneAction" | "wholePhase") =>
      arrange({
        tiles: { ART: 1, JEW: 2, HOU: 6, ANI: 10 },
        completed: { 0: ["HOU-1", "ANI-1", "HOU-2"] },
        phase: "P1.Open",
        lira: { 0: 9 },
        markets: { NE: "R", SE: "G", SW: "Y" },
        config: { phaseAdvantageScope: scope, privilegioStacks: true },
      });
    const steps: LightMastersAction[] = [
      activate({ kind: "extraAction" }, "ANI-1", "ANI"),
      { type: "buy", market: "NE" },
      { type: "buy", market: "SE" },
      activate({ kind: "takeClear" }),
    ];
    const one = run(given("oneAction"), ...steps);
    expect(me(one).workbench).toEqual(c("RGW"));
    expect(one.turn.buys).toEqual([{ rewarded: true }, { rewarded: false }]);
    const whole = run(given("wholePhase"), ...steps);
    expect(me(whole).workbench).toEqual(c("RGWW"));
    expect(whole.turn.buys).toEqual([{ rewarded: true }, { rewarded: true }]);
    expect(refusal(whole, activate({ kind: "takeClear" }, "HOU-2")).rule).toBe("advantage-no-effect");
  });

  it("R21 phaseAdvantageScope: Mercader and Pericia stay in effect for the phase with wholePhase", () => {
    const tiles = { ART: 5, JEW: 2, HOU: 4, ANI: 10 };
    const given = (scope: "oneAction" | "wholePhase") =>
      arrange({ tiles, completed: { 0: ["HOU-1", "ANI-1", "ART-1"] }, phase: "P1.Open", lira: { 0: 3 }, ringOffset: 1, workbench: { 0: "RRB" }, config: { phaseAdvantageScope: scope } });
    const steps: LightMastersAction[] = [
      activate({ kind: "extraAction" }, "ANI-1", "ANI"),
      { type: "sell", fragments: c("R"), mercader: { card: "HOU-1", tile: "HOU" } },
    ];
    const one = run(given("oneAction"), ...steps, { type: "sell", fragments: c("R") });
    expect(me(one).lira).toBe(3 - 1 + 4 + 1);
    const whole = run(given("wholePhase"), ...steps, { type: "sell", fragments: c("R") });
    expect(me(whole).lira).toBe(3 - 1 + 4 + 4);
    // Pericia in effect: a later Exchange may choose positions without another card.
    const periciaState = run(
      given("wholePhase"),
      activate({ kind: "extraAction" }, "ANI-1", "ANI"),
      { type: "exchange", market: "NE", give: "R", substitutes: c(""), pericia: { positions: [1], activation: { card: "ART-1", tile: "ART" } } },
    );
    const next = { type: "exchange", market: "SE", give: "R", substitutes: c(""), pericia: { positions: [3], activation: null } } as const;
    expect(lightMasters.legalActions(periciaState, 0)).toContainEqual(next);
    const oneScope = run(
      given("oneAction"),
      activate({ kind: "extraAction" }, "ANI-1", "ANI"),
      { type: "exchange", market: "NE", give: "R", substitutes: c(""), pericia: { positions: [1], activation: { card: "ART-1", tile: "ART" } } },
    );
    expect(refusal(oneScope, next)).toEqual({
      rule: "pericia-card",
      message: "Pericia is not in effect for this phase: name the completed creation that activates it.",
    });
  });

  it("R21 phaseAdvantageScope: Fama once activated rewards every later completion of value 8 of the phase (wholePhase), not the others", () => {
    const given = (scope: "oneAction" | "wholePhase") =>
      arrange({
        tiles: { ART: 1, JEW: 14, HOU: 2, ANI: 3 },
        phase: "P3",
        lira: { 0: 0 },
        workbench: { 0: "YYBBYYGG" },
        hand: { 0: ["JEW-2", "JEW-3", "ART-1"] },
        turn: { phaseAdvantages: scope === "wholePhase" ? [14] : [] },
        config: { phaseAdvantageScope: scope },
      });
    const steps: LightMastersAction[] = [{ type: "complete", payment: c("YYBB") }, { type: "complete", payment: c("YYGG") }];
    const whole = run(given("wholePhase"), ...steps);
    expect(me(whole).lira).toBe(4 + 8 + 2 + 2);
    expect(whole.turn.completions.map((x) => x.famaRewarded)).toEqual([false, true]);
    const one = run(given("oneAction"), ...steps);
    expect(me(one).lira).toBe(4 + 8 + 2);
  });

  it("R23 allowNoOpActivation: an activation with no possible effect is legal as `none`, and does nothing else", () => {
    const given = (allow: boolean) => withCard(1, { phase: "P1.Selector", warehouse: { R: 0, G: 0 }, config: { allowNoOpActivation: allow } });
    expect(activations(given(false))).toEqual([]);
    expect(refusal(given(false), activate({ kind: "none" }))).toEqual({
      rule: "advantage-no-effect",
      message: "An activation must have an effect: name the effect you want.",
    });
    const s = given(true);
    expect(activations(s)).toEqual([activate({ kind: "none" })]);
    const after = run(s, activate({ kind: "none" }));
    expect(me(after).used).toEqual([{ card: "HOU-1", tile: "HOU" }]);
    expect({ ...after, players: s.players }).toEqual(s);
    // With an effect possible, `none` is refused.
    const able = withCard(1, { phase: "P1.Selector", config: { allowNoOpActivation: true } });
    expect(refusal(able, activate({ kind: "none" })).rule).toBe("advantage-has-effect");
    // A second Privilegio that does not stack is a no-op, now allowed.
    const priv = withCard(10, { phase: "P1.Open", lira: { 0: 3 }, completed: { 0: ["HOU-1", "HOU-2"] }, config: { allowNoOpActivation: true, privilegioStacks: false } });
    const twice = run(priv, activate({ kind: "extraAction" }), activate({ kind: "none" }, "HOU-2"));
    expect([twice.turn.actionsLeft, me(twice).lira]).toEqual([2, 2]);
    // Pericia giving just the plain yield is a legal no-op too.
    const per = withCard(5, { phase: "P1.Open", ringOffset: 1, workbench: { 0: "B" }, config: { allowNoOpActivation: true } });
    expect(run(per, { type: "exchange", market: "NE", give: "B", substitutes: c(""), pericia: { positions: [0, 2], activation: { card: "HOU-1", tile: "HOU" } } }).warehouse.R).toBe(
      per.warehouse.R - 1,
    );
  });
});

describe("hidden information (R29): the hand's order stays secret", () => {
  it("Mago's choices and reorders are redacted for the others, shown to the actor", () => {
    expect(game.redact?.({ type: "arrange", index: 2 }, 0, 1, withCard(8))).toBe("placed a card of their hand in a new position (Mago)");
    expect(game.redact?.({ type: "arrange", index: 2 }, 0, SPECTATOR, withCard(8))).toBe("placed a card of their hand in a new position (Mago)");
    expect(game.redact?.({ type: "arrange", index: 2 }, 0, 0, withCard(8))).toBeUndefined();
    expect(game.redact?.({ type: "reorderFirst", toIndex: 2 }, 0, 1, withCard(8))).toBe("moved their first creation to another position for 1Ł");
    expect(game.redact?.(activate({ kind: "rearrange" }), 0, 1, withCard(8))).toBeUndefined();
  });

  it("whatever order Mago's owner chooses, the others' views are the same; the owner's differs", () => {
    const s = run(withCard(8, { phase: "P2", hand: { 0: ["ART-1", "ART-2", "ART-3"] } }), activate({ kind: "rearrange" }));
    const results = lightMasters.legalActions(s, 0).map((a) => run(s, a));
    expect(results).toHaveLength(3);
    for (const viewer of [1, SPECTATOR] as const) {
      for (const r of results) expect(view(r, viewer)).toEqual(view(results[0] as LightMastersState, viewer));
    }
    expect(new Set(results.map((r) => JSON.stringify(view(r, 0)))).size).toBe(3);
    expect(view(s, 1).followUp).toEqual({ kind: "rearrange", next: 0 });
  });
});
