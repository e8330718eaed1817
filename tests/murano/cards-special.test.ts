/**
 * The 15 special building cards (spec §3.1), one `describe` per card, under the default config and
 * the related flags of §5.2: exact gold / VP numbers, the timing rules (a card works from its
 * owner's next turn; the Basilica at once; the Lighthouse only as the last movement of an action
 * turn; the Trading Station's end-of-turn return; a card taken in the final turn at scoring) and
 * the refusals with their messages. Players P1–P4 are seats 0–3 (white, brown, orange, grey).
 *
 * Ring used below (spec §4.2): 0 Build, 1 Buy Shop, 2 Recruit, 3 Place Gondolier, 4 Income,
 * 5 Buy Palace, 6 Buy GF, 7 Build, 8 Take 2 Gold, 9 Gondolier, 10 Buy Shop, 11 Place Gondolier,
 * 12 Recruit, 13 Build, 14 Buy Palace, 15 Buy GF, 16 Production, 17 Buy Special Building. Ships
 * start on 0 (RED), 2, 4, 7, 9, 11, 13, 16 (BK1–BK7).
 */
import {
  type MuranoAction,
  type MuranoConfig,
  type MuranoState,
  type OwnedCard,
  SPECIAL_CARDS,
  activeEffects,
  game,
  gondolaPrice,
  gondolierTerms,
  hasActive,
  recruitCost,
  recruitDraw,
  scoreChoices,
  scoreSheet,
  scoringEffects,
  selectable,
} from "@laguna/murano";
import { describe, expect, it } from "vitest";
import { act, base, beads, forcedRng, put, refused, takeCharacters, valid, withPlayer } from "./fixtures";

const NO = beads(0, 0, 0);
const gold = (s: MuranoState, seat: number) => s.players[seat]?.gold;
const vp = (s: MuranoState, seat: number) => s.players[seat]?.vp;

/** The turn number used for "now" in the hand-built states below. */
const NOW = 9;
/** A card taken on an earlier turn (active now) and one taken in the current turn (not yet). */
const earlier = (card: string): OwnedCard => ({ card, turn: 3 });
const thisTurn = (card: string): OwnedCard => ({ card, turn: NOW });

/** Seat `seat` to act at turn NOW, owning `cards`, with the given step and player fields. */
function owning(
  cards: readonly OwnedCard[],
  step: MuranoState["step"] = { kind: "turn", moved: [] },
  patch: Parameters<typeof withPlayer>[2] = {},
  config: Partial<MuranoConfig> = {},
  seat = 0,
  edit: (s: MuranoState) => MuranoState = (s) => s,
): MuranoState {
  const s = edit({ ...base(4, config), current: seat, turn: NOW, step });
  return valid(withPlayer(s, seat, { specialCards: cards, lastTurn: NOW, ...patch }));
}

/**
 * The real path to a card: P1 builds a special tile in turn 1 and keeps `card` (the top of the
 * special deck), ends the Build, and P2–P4 pass; returns P1's next turn (turn 5) and the state
 * right after the card was kept (still turn 1).
 */
function takenThenNextTurn(card: string, patch: Parameters<typeof withPlayer>[2] = {}): { sameTurn: MuranoState; nextTurn: MuranoState } {
  let s = put(base(), "TM.S1", "ST01");
  const deck = [card, ...s.specialDeck.filter((c) => c !== card)];
  s = valid(
    withPlayer({ ...s, specialDeck: deck, step: { kind: "build", placed: 0, drawn: null } }, 0, {
      hand: { glassFactories: [], specialTiles: ["SP01"], shops: [], palaces: [] },
      ...patch,
    }),
  );
  s = act(s, 0, { type: "placeBuilding", tile: "SP01", cell: "TM.B1" });
  s = act(s, 0, { type: "chooseSpecial", card });
  const sameTurn = s;
  s = act(s, 0, { type: "endBuild" });
  s = act(s, 1, { type: "pass", ship: 7, to: 17 });
  s = act(s, 2, { type: "pass", ship: 6, to: 14 });
  s = act(s, 3, { type: "pass", ship: 2, to: 5 });
  expect([s.current, s.turn, s.players[0]?.specialCards]).toEqual([0, 5, [{ card, turn: 1 }]]);
  return { sameTurn, nextTurn: s };
}

describe("the 15 special building cards as data (CARD)", () => {
  it("ids, names and exact effects match spec §3.1 and the card texts", () => {
    expect(SPECIAL_CARDS.map((c) => [c.id, c.name, c.effect])).toEqual([
      ["SB01", "Bank", { kind: "bank", extraGold: 2 }],
      ["SB02", "Inn", { kind: "inn", discount: 2 }],
      ["SB03", "Dockside Bar", { kind: "docksideBar", vp: 1 }],
      ["SB04", "Construction Crane (special/palace)", { kind: "crane", buildings: ["special", "palace"], vp: 1 }],
      ["SB05", "Construction Crane (shop/glass factory)", { kind: "crane", buildings: ["shop", "glassFactory"], vp: 1 }],
      ["SB06", "Guild Hall", { kind: "guildHall", vp: 1 }],
      ["SB07", "Harbor", { kind: "harbor", ownPrice: 1, otherPrice: 3 }],
      ["SB08", "Hostel", { kind: "hostel", draw: 5 }],
      ["SB09", "Basilica", { kind: "basilica", vp: 5 }],
      ["SB10", "Studio (red/green)", { kind: "studio", pair: ["red", "green"] }],
      ["SB11", "Studio (blue/green)", { kind: "studio", pair: ["blue", "green"] }],
      ["SB12", "Studio (red/blue)", { kind: "studio", pair: ["red", "blue"] }],
      ["SB13", "Trading Station", { kind: "tradingStation" }],
      ["SB14", "Assembly Hall", { kind: "assemblyHall", dismissGold: 5, hirePrice: 1 }],
      ["SB15", "Lighthouse", { kind: "lighthouse" }],
    ]);
  });

  it("a card works from the owner's next turn on, not in the turn it was taken (every card but the Basilica)", () => {
    for (const card of SPECIAL_CARDS.filter((c) => c.effect.kind !== "basilica")) {
      const { sameTurn, nextTurn } = takenThenNextTurn(card.id);
      expect(hasActive(sameTurn, 0, card.effect.kind), card.id).toBe(false);
      expect(activeEffects(nextTurn, 0), card.id).toEqual([card.effect]);
      // Other players never get the owner's effects.
      expect(activeEffects(nextTurn, 1), card.id).toEqual([]);
    }
  });
});

describe("SB01 Bank", () => {
  const take2: MuranoAction = { type: "act", ship: 3, to: 8 };

  it("Take 2 Gold gives 4 from the owner's next turn on; 2 in the turn the card was taken", () => {
    expect(gold(act(owning([earlier("SB01")], undefined, { gold: 5 }), 0, take2), 0)).toBe(9);
    expect(gold(act(owning([thisTurn("SB01")], undefined, { gold: 5 }), 0, take2), 0)).toBe(7);
    expect(gold(act(owning([], undefined, { gold: 5 }), 0, take2), 0)).toBe(7);
  });

  it("works on the real path: taken in turn 1, active in P1's next turn (turn 5)", () => {
    const { nextTurn } = takenThenNextTurn("SB01");
    const g = gold(nextTurn, 0) ?? 0;
    expect(gold(act(nextTurn, 0, take2), 0)).toBe(g + 4);
  });

  it("a pass still gives exactly 1 gold (R37)", () => {
    expect(gold(act(owning([earlier("SB01")], undefined, { gold: 5 }), 0, { type: "pass", ship: 3, to: 8 }), 0)).toBe(6);
  });
});

describe("SB02 Inn", () => {
  const recruit: MuranoAction = { type: "act", ship: 5, to: 12 };

  it("cost = max(0, n + 1 − 2): 0, 0, 1, 2 for 0–3 characters held; without it 1, 2, 3, 4", () => {
    const held = ["MC01", "MC02", "MC03"];
    for (let n = 0; n <= 3; n++) {
      const chars = held.slice(0, n);
      const edit = (s: MuranoState) => takeCharacters(s, chars);
      expect(recruitCost(owning([earlier("SB02")], undefined, { characters: chars, recruited: n }, {}, 0, edit), 0)).toBe(Math.max(0, n - 1));
      expect(recruitCost(owning([], undefined, { characters: chars, recruited: n }, {}, 0, edit), 0)).toBe(n + 1);
      expect(recruitCost(owning([thisTurn("SB02")], undefined, { characters: chars, recruited: n }, {}, 0, edit), 0)).toBe(n + 1);
    }
  });

  it("a free recruit with 0 gold is selectable and never pays out", () => {
    const s0 = owning([earlier("SB02")], undefined, { gold: 0 });
    expect(selectable(s0, 0, "RECRUIT", 0)).toBe(true);
    let s = act(s0, 0, recruit);
    expect(s.step.kind === "recruit" ? s.step.cost : -1).toBe(0);
    const card = s.step.kind === "recruit" ? (s.step.options[0] ?? "") : "";
    s = act(s, 0, { type: "keep", card });
    expect([gold(s, 0), s.players[0]?.characters]).toEqual([0, [card]]);
    // Declining with the Inn does not pay anything either.
    expect(gold(act(act(s0, 0, recruit), 0, { type: "decline" }), 0)).toBe(0);
  });

  it("without an active Inn, 0 gold cannot recruit (refused with its rule)", () => {
    const e = refused(owning([thisTurn("SB02")], undefined, { gold: 0 }), 0, recruit);
    expect(e.rule).toBe("action-not-selectable");
    expect(e.message).toBe("Recruit a Character cannot be taken now (empty stack, too little gold, or nothing it could do).");
  });
});

describe("SB03 Dockside Bar", () => {
  const given = (cards: OwnedCard[], g = 10) => owning(cards, { kind: "placeGondolier" }, { gold: g });

  it("+1 VP for each gondolier placed, at either price", () => {
    const own = act(given([earlier("SB03")]), 0, { type: "placeGondolier", gondola: "SD.g.white" });
    expect([gold(own, 0), vp(own, 0), own.players[0]?.breakdown.docksideBar]).toEqual([8, 6, 1]);
    const other = act(given([earlier("SB03")]), 0, { type: "placeGondolier", gondola: "SD.g.brown" });
    expect([gold(other, 0), vp(other, 0)]).toEqual([5, 6]);
  });

  it("nothing in the turn it was taken, and nothing for hiring (R36)", () => {
    const s = act(given([thisTurn("SB03")]), 0, { type: "placeGondolier", gondola: "SD.g.white" });
    expect(vp(s, 0)).toBe(5);
    const hire = act(owning([earlier("SB03")], { kind: "gondolier" }, { gold: 10 }), 0, { type: "hire" });
    expect([gold(hire, 0), vp(hire, 0), hire.players[0]?.personal]).toEqual([7, 5, 6]);
  });
});

describe("SB04 / SB05 Construction Cranes", () => {
  /** P1 in a Build with a street on TM.S1 and SD.S2; the special deck starts with `top`. */
  const building = (cards: OwnedCard[], top: string[] = ["SB01", "SB02", "SB06"]) => {
    const edit = (s0: MuranoState) => {
      const s = put(put(s0, "TM.S1", "ST01"), "SD.S2", "ST02");
      return { ...s, specialDeck: [...top, ...s.specialDeck.filter((c) => !top.includes(c))] };
    };
    return owning(cards, { kind: "build", placed: 0, drawn: null }, { hand: { glassFactories: ["GF01"], specialTiles: ["SP01"], shops: ["SH01"], palaces: ["PA01"] } }, {}, 0, edit);
  };
  const place = (s: MuranoState, tile: string, cell: string) => act(s, 0, { type: "placeBuilding", tile, cell });

  it("SB04: +1 for a palace (3 + 1) and for a special tile (0 + 1), nothing for a shop or GF", () => {
    const c = [earlier("SB04")];
    expect([vp(place(building(c), "PA01", "TM.B1"), 0), place(building(c), "PA01", "TM.B1").players[0]?.breakdown.cranes]).toEqual([9, 1]);
    expect(vp(place(building(c), "SP01", "TM.B1"), 0)).toBe(6);
    expect(vp(place(building(c), "SH01", "TM.B1"), 0)).toBe(7);
    expect(vp(place(building(c), "GF01", "TM.B1"), 0)).toBe(6);
  });

  it("SB05: +1 for a shop (2 + 1) and a GF (1 + 1), nothing for a palace or special tile", () => {
    const c = [earlier("SB05")];
    expect(vp(place(building(c), "SH01", "TM.B1"), 0)).toBe(8);
    expect(vp(place(building(c), "GF01", "TM.B1"), 0)).toBe(7);
    expect(vp(place(building(c), "PA01", "TM.B1"), 0)).toBe(8);
    expect(vp(place(building(c), "SP01", "TM.B1"), 0)).toBe(5);
  });

  it("both cranes may be owned; each counts for its own types; a crane taken this turn counts nothing", () => {
    const both = [earlier("SB04"), earlier("SB05")];
    let s = place(building(both), "GF01", "TM.B1");
    s = place(s, "PA01", "TM.B2");
    s = place(s, "SH01", "SD.B3");
    expect([vp(s, 0), s.players[0]?.breakdown.cranes, s.players[0]?.breakdown.buildings]).toEqual([5 + 2 + 4 + 3, 3, 6]);
    expect(vp(place(building([thisTurn("SB04")]), "PA01", "TM.B1"), 0)).toBe(8);
  });

  it("SB04 with the Basilica drawn: special tile 0 + 1 (crane) + 5 (Basilica); the score sheet adds up", () => {
    let s = place(building([earlier("SB04")], ["SB09", "SB01", "SB02"]), "SP01", "TM.B1");
    s = act(s, 0, { type: "chooseSpecial", card: "SB09" });
    expect([vp(s, 0), s.players[0]?.breakdown.cranes, s.players[0]?.breakdown.basilica]).toEqual([11, 1, 5]);
    const sheet = scoreSheet(s);
    expect(sheet.totals).toEqual(s.players.map((p) => p.vp));
    expect(sheet.lines.find((l) => l.label === "Basilica")?.points[0]).toBe(5);
    expect(sheet.lines.find((l) => l.label === "Construction Cranes")?.points[0]).toBe(1);
  });

  it("the crane also pays for a final-turn immediate placement", () => {
    // Final turn: P1 buys the last palace (second empty stack) and places it at once.
    const edit = (s0: MuranoState): MuranoState => {
      const s = put(s0, "TM.S1", "ST01");
      const last = s.palaceStack[0] ?? "";
      return { ...s, palaceStack: [last], glassFactoryStack: [], removed: { ...s.removed, glassFactories: [...s.glassFactoryStack] } };
    };
    const s0 = owning([earlier("SB04")], undefined, { gold: 2 }, {}, 0, edit);
    let s = act(s0, 0, { type: "act", ship: 2, to: 5 });
    s = act(s, 0, { type: "buyTop" });
    expect(s.step.kind).toBe("finalPlace");
    s = act(s, 0, { type: "placeBought", cell: "TM.B1" });
    expect([vp(s, 0), s.players[0]?.breakdown.cranes]).toEqual([9, 1]);
  });
});

describe("SB06 Guild Hall", () => {
  const producing = (cards: OwnedCard[], v: number, config: Partial<MuranoConfig> = {}, held = NO) =>
    owning(cards, { kind: "production" }, { vp: v, beads: held }, config, 0, (s) => put(put(s, "SM.B1", "GF01", 0), "SD.B1", "GF02", 0));

  it("+1 VP once per Production with f ≥ 1, after the loss: 10 − 4 + 1 = 7 with f = 2; 10 − 2 + 1 = 9 with f = 1", () => {
    const two = act(producing([earlier("SB06")], 10), 0, { type: "produce", factories: 2, extra: false });
    expect([vp(two, 0), two.players[0]?.breakdown.guildHall, two.players[0]?.breakdown.production]).toEqual([7, 1, 4]);
    expect(scoreSheet(two).lines.find((l) => l.label === "Guild Hall")?.points[0]).toBe(1);
    expect(vp(act(producing([earlier("SB06")], 10), 0, { type: "produce", factories: 1, extra: false }), 0)).toBe(9);
  });

  it("nothing for selling only (f = 0), nothing in the turn it was taken", () => {
    const sellOnly = act(producing([earlier("SB06")], 10, {}, beads(1, 0, 0)), 0, { type: "produce", factories: 0, extra: false });
    expect(vp(sellOnly, 0)).toBe(10);
    expect(vp(act(producing([thisTurn("SB06")], 10), 0, { type: "produce", factories: 2, extra: false }), 0)).toBe(6);
  });

  it("cannot fund the loss: under strict, 3 VP cannot use 2 factories; under clamp 1 VP → 0 → +1 = 1", () => {
    const e = refused(producing([earlier("SB06")], 3), 0, { type: "produce", factories: 2, extra: false });
    expect([e.rule, e.message]).toEqual(["not-enough-vp", "Each glass factory used costs 2 VP and you have 3 VP."]);
    const clamp = act(producing([earlier("SB06")], 1, { productionVpRule: "clamp" }), 0, { type: "produce", factories: 1, extra: false });
    expect([vp(clamp, 0), clamp.players[0]?.breakdown.production]).toEqual([1, 1]);
  });
});

describe("SB07 Harbor", () => {
  it("own-colour gondola 1 gold, any other colour 3 (an unused colour too)", () => {
    const s2 = (cards: OwnedCard[], g: number) => valid({ ...owning(cards, { kind: "placeGondolier" }, { gold: g }), config: game.defaultConfig(4) });
    expect(gold(act(s2([earlier("SB07")], 10), 0, { type: "placeGondolier", gondola: "PM.g.white" }), 0)).toBe(9);
    expect(gold(act(s2([earlier("SB07")], 10), 0, { type: "placeGondolier", gondola: "PM.g.grey" }), 0)).toBe(7);
    const three = valid(withPlayer({ ...base(3), turn: NOW, step: { kind: "placeGondolier" } }, 0, { gold: 10, specialCards: [earlier("SB07")] }));
    // In 3p grey is an unused colour: still the other-colour price.
    expect(gold(act(three, 0, { type: "placeGondolier", gondola: "PM.g.grey" }), 0)).toBe(7);
    expect([gondolaPrice(three, 0, true), gondolaPrice(three, 0, false), gondolaPrice(three, 1, true), gondolaPrice(three, 1, false)]).toEqual([1, 3, 2, 5]);
  });

  it("with 1 gold Place a Gondolier is selectable (own colour); 2 gold cannot pay another colour", () => {
    const s = owning([earlier("SB07")], undefined, { gold: 1 });
    expect(selectable(s, 0, "PLACE_GONDOLIER", 1)).toBe(true);
    expect(selectable(owning([thisTurn("SB07")], undefined, { gold: 1 }), 0, "PLACE_GONDOLIER", 1)).toBe(false);
    const e = refused(owning([earlier("SB07")], { kind: "placeGondolier" }, { gold: 2 }), 0, { type: "placeGondolier", gondola: "SD.g.brown" });
    expect([e.rule, e.message]).toEqual(["cannot-afford", "That gondola costs 3 gold; you have 2."]);
  });
});

describe("SB08 Hostel", () => {
  const recruit: MuranoAction = { type: "act", ship: 5, to: 12 };

  it("draws 5; keeping one returns the other 4 to the bottom in the order drawn", () => {
    const s0 = owning([earlier("SB08")], undefined, { gold: 5 });
    expect(recruitDraw(s0, 0)).toBe(5);
    const top = s0.characterDeck.slice(0, 5);
    let s = act(s0, 0, recruit);
    expect(s.step).toEqual({ kind: "recruit", options: top, cost: 1 });
    s = act(s, 0, { type: "keep", card: top[2] ?? "" });
    expect(s.characterDeck.slice(-4)).toEqual([top[0], top[1], top[3], top[4]]);
    expect(s.characterDeck.length).toBe(s0.characterDeck.length - 1);
    expect(gold(s, 0)).toBe(4);
  });

  it("3 cards in the turn it was taken; with a deck of 2 it draws the 2; combines with the Inn", () => {
    expect(recruitDraw(owning([thisTurn("SB08")]), 0)).toBe(3);
    const short = owning([earlier("SB08")], undefined, {}, {}, 0, (s) => ({ ...s, characterDeck: s.characterDeck.slice(0, 2), removed: { ...s.removed, charactersUnseen: [...s.removed.charactersUnseen, ...s.characterDeck.slice(2)] } }));
    const s = act(short, 0, recruit);
    expect(s.step.kind === "recruit" ? s.step.options.length : 0).toBe(2);
    const both = act(owning([earlier("SB08"), earlier("SB02")], undefined, { gold: 0 }), 0, recruit);
    expect(both.step.kind === "recruit" ? [both.step.options.length, both.step.cost] : []).toEqual([5, 0]);
  });
});

describe("SB09 Basilica", () => {
  it("+5 VP at the moment the card is taken (no waiting for the next turn)", () => {
    const { sameTurn, nextTurn } = takenThenNextTurn("SB09", { vp: 10 });
    expect([vp(sameTurn, 0), sameTurn.players[0]?.breakdown.basilica]).toEqual([15, 5]);
    // Nothing more later on.
    expect(vp(nextTurn, 0)).toBe(15);
  });

  it("+5 when the special tile is placed by the final-turn special rule", () => {
    const edit = (s0: MuranoState): MuranoState => {
      const s = put(s0, "TM.S1", "ST01");
      const [last] = s.specialTileStack;
      const deck = ["SB09", ...s.specialDeck.filter((c) => c !== "SB09")];
      return { ...s, specialDeck: deck, specialTileStack: [last ?? ""], glassFactoryStack: [], removed: { ...s.removed, glassFactories: [...s.glassFactoryStack], specialTiles: s.specialTileStack.slice(1) } };
    };
    const s0 = owning([], undefined, { gold: 2, vp: 20 }, {}, 0, edit);
    let s = act(s0, 0, { type: "act", ship: 7, to: 17 });
    expect(s.step.kind).toBe("finalPlace");
    s = act(s, 0, { type: "placeBought", cell: "TM.B1" });
    expect(s.step.kind).toBe("specialCard");
    s = act(s, 0, { type: "chooseSpecial", card: "SB09" });
    expect([vp(s, 0), gold(s, 0), s.current]).toEqual([25, 0, 1]);
  });
});

describe("SB10 / SB11 / SB12 Studios", () => {
  const selling = (cards: OwnedCard[], held: ReturnType<typeof beads>, config: Partial<MuranoConfig> = {}) =>
    owning(cards, { kind: "sell", extra: false, produced: 0 }, { beads: held, gold: 0 }, config, 0, (s) => ({
      ...s,
      bag: beads(10 - held.red, 10 - held.green, 10 - held.blue),
    }));
  const sell = (s: MuranoState, b: ReturnType<typeof beads>) => act(s, 0, { type: "sell", beads: b });

  it("SB10 red ↔ green: 2 red + 1 green sell as one colour for 20; the bag gets the real beads", () => {
    const s = sell(selling([earlier("SB10")], beads(2, 1, 1)), beads(2, 1, 0));
    expect([gold(s, 0), s.bag, s.players[0]?.beads]).toEqual([20, beads(10, 10, 9), beads(0, 0, 1)]);
    const e = refused(selling([earlier("SB10")], beads(2, 1, 1)), 0, { type: "sell", beads: beads(1, 0, 1) });
    expect([e.rule, e.message]).toEqual(["sale-one-colour", "You may only sell beads of one colour (a Studio lets its two colours count as each other)."]);
  });

  it("SB11 blue ↔ green: 1 blue + 1 green for 12; red + blue refused", () => {
    expect(gold(sell(selling([earlier("SB11")], beads(1, 1, 1)), beads(0, 1, 1)), 0)).toBe(12);
    expect(refused(selling([earlier("SB11")], beads(1, 1, 1)), 0, { type: "sell", beads: beads(1, 0, 1) }).rule).toBe("sale-one-colour");
    expect(refused(selling([earlier("SB11")], beads(1, 1, 1)), 0, { type: "sell", beads: beads(1, 1, 0) }).rule).toBe("sale-one-colour");
  });

  it("SB12 red ↔ blue: 1 red + 2 blue for 20; red + green refused", () => {
    expect(gold(sell(selling([earlier("SB12")], beads(1, 1, 2)), beads(1, 0, 2)), 0)).toBe(20);
    expect(refused(selling([earlier("SB12")], beads(1, 1, 2)), 0, { type: "sell", beads: beads(1, 1, 0) }).rule).toBe("sale-one-colour");
  });

  it("a Studio taken this turn does not convert; no Studio sells one colour only", () => {
    expect(refused(selling([thisTurn("SB10")], beads(2, 1, 0)), 0, { type: "sell", beads: beads(2, 1, 0) }).rule).toBe("sale-one-colour");
    expect(gold(sell(selling([], beads(2, 1, 0)), beads(2, 0, 0)), 0)).toBe(12);
  });

  it("R16: no chaining by default (red as blue needs SB12); studioChaining lets SB10 + SB11 turn red into blue", () => {
    // SB10 + SB11: red and blue both count as green, so a red + blue sale is already legal (common colour green).
    expect(gold(sell(selling([earlier("SB10"), earlier("SB11")], beads(1, 0, 1)), beads(1, 0, 1)), 0)).toBe(12);
    // At scoring, a blue bead card (MC33 on TM) takes red only through a chain red → green → blue.
    const scoring = (config: Partial<MuranoConfig>) =>
      owning([earlier("SB10"), earlier("SB11")], { kind: "scoring", order: [0, 1, 2, 3], index: 0 }, { beads: beads(1, 0, 0), characters: ["MC33"], recruited: 1, personal: 4 }, config, 0, (s) => ({
        ...takeCharacters(s, ["MC33"]),
        bag: beads(9, 10, 10),
        gondolas: { ...s.gondolas, "TM.g.white": 0 },
        ending: { rule: "lastTurns", triggeredBy: 0 },
      }));
    expect(scoreChoices(scoring({}), 0, "MC33").map((c) => c.beads)).toEqual([NO]);
    expect(scoreChoices(scoring({ studioChaining: true }), 0, "MC33").map((c) => c.beads)).toEqual([NO, beads(1, 0, 0)]);
  });

  it("at scoring each Studio widens the bead cards: MC36 (green) takes red with SB10; MC34 (red) takes blue with SB12", () => {
    const scoring = (cards: OwnedCard[], card: string, island: string, held: ReturnType<typeof beads>) =>
      owning(cards, { kind: "scoring", order: [0, 1, 2, 3], index: 0 }, { beads: held, characters: [card], recruited: 1, personal: 4 }, {}, 0, (s) => ({
        ...takeCharacters(s, [card]),
        bag: beads(10 - held.red, 10 - held.green, 10 - held.blue),
        gondolas: { ...s.gondolas, [`${island}.g.white`]: 0 },
        ending: { rule: "lastTurns", triggeredBy: 0 },
      }));
    const mc36 = act(scoring([earlier("SB10")], "MC36", "PM", beads(2, 1, 1)), 0, { type: "score", card: "MC36", island: "PM", pay: 0, beads: beads(2, 1, 0) });
    expect([mc36.players[0]?.scored, mc36.players[0]?.beads, mc36.bag]).toEqual([[{ card: "MC36", island: "PM", vp: 21 }], beads(0, 0, 1), beads(10, 10, 9)]);
    const mc34 = scoring([earlier("SB12")], "MC34", "SD", beads(1, 2, 2));
    expect(refused(mc34, 0, { type: "score", card: "MC34", island: "SD", pay: 0, beads: beads(1, 1, 0) }).rule).toBe("bad-score-choice");
    const done = act(mc34, 0, { type: "score", card: "MC34", island: "SD", pay: 0, beads: beads(1, 0, 2) });
    expect(done.players[0]?.scored[0]?.vp).toBe(21);
  });

  it("a Studio taken in the final turn counts at scoring (finalTurnCardsActiveAtScoring), not under false", () => {
    const scoring = (config: Partial<MuranoConfig>, taken: number) =>
      owning([{ card: "SB10", turn: taken }], { kind: "scoring", order: [0, 1, 2, 3], index: 0 }, { beads: beads(2, 0, 0), characters: ["MC36"], recruited: 1, personal: 4, lastTurn: 20 }, config, 0, (s) => ({
        ...takeCharacters(s, ["MC36"]),
        turn: 23,
        bag: beads(8, 10, 10),
        gondolas: { ...s.gondolas, "PM.g.white": 0 },
        ending: { rule: "lastTurns", triggeredBy: 0 },
      }));
    const best = (s: MuranoState) => Math.max(...scoreChoices(s, 0, "MC36").map((c) => c.beads.red));
    expect(best(scoring({}, 20))).toBe(2);
    expect(best(scoring({ finalTurnCardsActiveAtScoring: false }, 20))).toBe(0);
    expect(best(scoring({ finalTurnCardsActiveAtScoring: false }, 16))).toBe(2);
    expect(scoringEffects(scoring({ finalTurnCardsActiveAtScoring: false }, 20), 0)).toEqual([]);
  });
});

describe("SB13 Trading Station", () => {
  const producing = (cards: OwnedCard[], draws: ("red" | "green" | "blue")[], v = 5, held = NO, factories = 1) =>
    owning(cards, { kind: "production" }, { vp: v, beads: held, gold: 0 }, {}, 0, (s0) => {
      let s = s0;
      for (let i = 1; i <= factories; i++) s = put(s, `SM.B${i}`, `GF0${i}`, 0);
      const bag = beads(10 - held.red, 10 - held.green, 10 - held.blue);
      return { ...s, bag, rng: forcedRng(bag, draws) };
    });

  it("f = 1 plus the optional extra bead; sell; return one bead of the player's choice at the end of that turn", () => {
    let s = act(producing([earlier("SB13")], ["green", "green"]), 0, { type: "produce", factories: 1, extra: true });
    expect([vp(s, 0), s.players[0]?.beads, s.step]).toEqual([3, beads(0, 2, 0), { kind: "sell", extra: true, produced: 1 }]);
    s = act(s, 0, { type: "sell", beads: beads(0, 1, 0) });
    expect([gold(s, 0), s.step, s.current]).toEqual([5, { kind: "returnBead" }, 0]);
    expect(refused(s, 0, { type: "returnBead", colour: "red" }).message).toBe("You hold no red bead.");
    s = act(s, 0, { type: "returnBead", colour: "green" });
    expect([s.players[0]?.beads, s.bag, s.current]).toEqual([NO, beads(10, 10, 10), 1]);
  });

  it("no sale with the extra bead still returns one at the end of the turn", () => {
    let s = act(producing([earlier("SB13")], ["red", "blue"]), 0, { type: "produce", factories: 1, extra: true });
    s = act(s, 0, { type: "noSale" });
    expect(s.step).toEqual({ kind: "returnBead" });
    s = act(s, 0, { type: "returnBead", colour: "red" });
    expect([s.players[0]?.beads, s.current]).toEqual([beads(0, 0, 1), 1]);
  });

  it("after a sale with the extra bead at least 1 bead must remain (with the message)", () => {
    const s = act(producing([earlier("SB13")], ["red", "red"]), 0, { type: "produce", factories: 1, extra: true });
    const e = refused(s, 0, { type: "sell", beads: beads(2, 0, 0) });
    expect([e.rule, e.message]).toEqual(["trading-station-keep", "With the Trading Station's extra bead you must keep at least 1 bead to return at the end of the turn."]);
    // With an old bead held, all drawn beads may be sold.
    const old = act(producing([earlier("SB13")], ["red", "red"], 5, beads(0, 0, 1)), 0, { type: "produce", factories: 1, extra: true });
    expect(gold(act(old, 0, { type: "sell", beads: beads(2, 0, 0) }), 0)).toBe(12);
  });

  it("with the Guild Hall too: 5 − 2 + 1 = 4 VP, two beads drawn, one returned at the end", () => {
    let s = act(producing([earlier("SB13"), earlier("SB06")], ["blue", "red"]), 0, { type: "produce", factories: 1, extra: true });
    expect([vp(s, 0), s.players[0]?.beads]).toEqual([4, beads(1, 0, 1)]);
    s = act(s, 0, { type: "noSale" });
    s = act(s, 0, { type: "returnBead", colour: "blue" });
    expect([vp(s, 0), s.players[0]?.beads, s.bag]).toEqual([4, beads(1, 0, 0), beads(9, 10, 10)]);
  });

  it("without the extra draw nothing is returned and the turn ends after the sale", () => {
    let s = act(producing([earlier("SB13")], ["red"]), 0, { type: "produce", factories: 1, extra: false });
    s = act(s, 0, { type: "sell", beads: beads(1, 0, 0) });
    expect([s.current, s.players[0]?.beads, gold(s, 0)]).toEqual([1, NO, 5]);
  });

  it("refuses the extra bead with f = 0, with a card taken this turn, and when the bag would be short", () => {
    const none = refused(producing([earlier("SB13")], ["red"], 5, beads(1, 0, 0)), 0, { type: "produce", factories: 0, extra: true });
    expect([none.rule, none.message]).toEqual(["no-extra-bead", "The extra bead needs at least one factory producing and a bead left in the bag."]);
    const fresh = refused(producing([thisTurn("SB13")], ["red"]), 0, { type: "produce", factories: 1, extra: true });
    expect([fresh.rule, fresh.message]).toEqual(["no-trading-station", "Only an active Trading Station draws an extra bead."]);
    // A bag holding exactly one bead: f = 1 is possible, the extra is not (R09).
    const edit = (s: MuranoState): MuranoState => ({ ...s, bag: beads(1, 0, 0) });
    const short = owning([earlier("SB13")], { kind: "production" }, { vp: 5, beads: beads(9, 10, 10) }, {}, 0, (s) => edit(put(s, "SM.B1", "GF01", 0)));
    expect(game.legalActions(short, 0)).toEqual([
      { type: "produce", factories: 0, extra: false },
      { type: "produce", factories: 1, extra: false },
    ]);
  });
});

// The Trading Station's "not enough VP" refusal message is tested in turn.test.ts (produce refusals).

describe("SB14 Assembly Hall", () => {
  const gondolier = (cards: OwnedCard[], g: number) => owning(cards, { kind: "gondolier" }, { gold: g });

  it("dismiss +5 gold, hire for 1 gold", () => {
    const d = act(gondolier([earlier("SB14")], 0), 0, { type: "dismiss" });
    expect([gold(d, 0), d.players[0]?.personal, d.players[0]?.general]).toEqual([5, 4, 3]);
    const h = act(gondolier([earlier("SB14")], 1), 0, { type: "hire" });
    expect([gold(h, 0), h.players[0]?.personal, h.players[0]?.general]).toEqual([0, 6, 1]);
  });

  it("3 / 3 in the turn it was taken; hiring with 1 gold is refused then", () => {
    expect(gondolierTerms(gondolier([thisTurn("SB14")], 1), 0)).toEqual({ dismissGold: 3, hirePrice: 3 });
    const e = refused(gondolier([thisTurn("SB14")], 1), 0, { type: "hire" });
    expect([e.rule, e.message]).toEqual(["cannot-afford", "Hiring costs 3 gold; you have 1."]);
  });
});

describe("SB15 Lighthouse", () => {
  // RED on 4, BK1 on 0, BK2 on 2, BK3 on 7 (Build), BK4 on 9, …: 5 and 6 are empty.
  const ring = (cards: OwnedCard[], g = 5) => owning(cards, undefined, { gold: g }, {}, 0, (s) => ({ ...s, ships: [4, 0, 2, 7, 9, 11, 13, 16] }));

  it("the red ship joins the first occupied space ahead and that action is carried out (cost 0 as the first movement)", () => {
    const s = act(ring([earlier("SB15")]), 0, { type: "act", ship: 0, to: 7 });
    expect([s.ships, gold(s, 0), s.step]).toEqual([[7, 0, 2, 7, 9, 11, 13, 16], 5, { kind: "build", placed: 0, drawn: null }]);
  });

  it("as the second movement it costs 1, like any second movement", () => {
    let s = act(ring([earlier("SB15")]), 0, { type: "move", ship: 4, to: 10 });
    s = act(s, 0, { type: "act", ship: 0, to: 7 });
    expect([gold(s, 0), s.ships]).toEqual([4, [7, 0, 2, 7, 10, 11, 13, 16]]);
  });

  it("only the red ship, only onto the first occupied space, only as the last movement, never on a pass", () => {
    const s = ring([earlier("SB15")]);
    expect(refused(s, 0, { type: "act", ship: 2, to: 4 }).rule).toBe("space-occupied");
    expect(refused(s, 0, { type: "act", ship: 0, to: 9 }).rule).toBe("space-occupied");
    expect(refused(s, 0, { type: "move", ship: 0, to: 7 }).rule).toBe("space-occupied");
    expect(refused(s, 0, { type: "pass", ship: 0, to: 7 }).rule).toBe("space-occupied");
    // After the jump the movement step is over.
    const after = act(s, 0, { type: "act", ship: 0, to: 7 });
    expect(refused(after, 0, { type: "move", ship: 4, to: 10 }).rule).toBe("wrong-step");
  });

  it("not in the turn it was taken: the refusal names the Lighthouse timing", () => {
    const e = refused(ring([thisTurn("SB15")]), 0, { type: "act", ship: 0, to: 7 });
    expect([e.rule, e.message]).toEqual([
      "space-occupied",
      "Space 7 already holds a ship (rule a); only the Lighthouse, from your next turn on, lets the red ship join it as its last movement.",
    ]);
  });

  it("from a double space the red ship jumps to the next occupied space, leaving the black ship alone", () => {
    // RED and BK3 on 7, BK4 on 9 (Gondolier): the jump goes to 9, not to 7 where it stands.
    const s0 = owning([earlier("SB15")], undefined, { gold: 5 }, {}, 0, (x) => ({ ...x, ships: [7, 0, 2, 7, 9, 11, 13, 16] }));
    const s = act(s0, 0, { type: "act", ship: 0, to: 9 });
    expect([s.ships, s.step]).toEqual([[9, 0, 2, 7, 9, 11, 13, 16], { kind: "gondolier" }]);
  });

  // The refusal message for an active Lighthouse owner is tested in turn.test.ts.

  it("the jump needs a selectable action: onto Buy Palace with 1 gold it is refused", () => {
    // RED on 4, BK2 on 5 (Buy Palace): a 2-gold palace is not affordable with 1 gold.
    const s = owning([earlier("SB15")], undefined, { gold: 1 }, {}, 0, (x) => ({ ...x, ships: [4, 0, 2, 5, 9, 11, 13, 16] }));
    expect(refused(s, 0, { type: "act", ship: 0, to: 5 }).rule).toBe("action-not-selectable");
    expect(game.legalActions(s, 0).some((a) => "ship" in a && a.ship === 0 && a.to === 5)).toBe(false);
  });

  it("the double space blocks everybody; whoever leaves it picks which ship moves", () => {
    let s = act(ring([earlier("SB15")]), 0, { type: "act", ship: 0, to: 7 });
    s = act(s, 0, { type: "endBuild" });
    // P2 (no Lighthouse) cannot land on 7 or pass it with BK2, and moves BK3 off the double space.
    expect(refused(s, 1, { type: "pass", ship: 2, to: 7 }).rule).toBe("space-occupied");
    expect(refused(s, 1, { type: "pass", ship: 2, to: 8 }).rule).toBe("ship-in-the-way");
    s = act(s, 1, { type: "pass", ship: 3, to: 8 });
    expect(s.ships.slice(0, 4)).toEqual([7, 0, 2, 8]);
    // P3 moves the red ship off instead, on another double-space state.
    let t = act(ring([earlier("SB15")]), 0, { type: "act", ship: 0, to: 7 });
    t = act(t, 0, { type: "endBuild" });
    t = act(t, 1, { type: "pass", ship: 0, to: 8 });
    expect(t.ships.slice(0, 4)).toEqual([8, 0, 2, 7]);
  });
});
