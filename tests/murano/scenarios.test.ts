/**
 * The acceptance scenarios of spec §6 (AS01–AS18), one test each, exact numbers asserted.
 * Players P1–P4 are seats 0–3 (white, brown, orange, grey).
 */
import { type MuranoAction, type MuranoState, game, islandStats, recruitCost, scoreChoices } from "@laguna/murano";
import { describe, expect, it } from "vitest";
import { act, base, beads, forcedRng, put, refused, takeCharacters, takeOut, valid, withPlayer } from "./fixtures";

const NO = beads(0, 0, 0);
const gold = (s: MuranoState, seat: number) => s.players[seat]?.gold;
const vp = (s: MuranoState, seat: number) => s.players[seat]?.vp;

describe("AS01: ship movement, costs 0 + 1 + 2", () => {
  // Ships: RED on 0, then 2, C on 5, A on 7 (Build), B on 8, 11, 13, 16.
  const given = (g: number) => valid(withPlayer({ ...base(), ships: [0, 2, 5, 7, 8, 11, 13, 16] }, 0, { gold: g }));
  const [C, A, B] = [2, 3, 4];

  it("B 8→9 (0), A 7→8 (1), C 5→7 (2), then Build", () => {
    let s = act(given(3), 0, { type: "move", ship: B, to: 9 });
    s = act(s, 0, { type: "move", ship: A, to: 8 });
    s = act(s, 0, { type: "act", ship: C, to: 7 });
    expect(gold(s, 0)).toBe(0);
    expect(s.ships).toEqual([0, 2, 7, 8, 9, 11, 13, 16]);
    expect(s.step).toEqual({ kind: "build", placed: 0, drawn: null });
    // The actions of spaces 9 and 8 (Gondolier, Take 2 Gold) were not carried out.
    expect(s.players[0]?.personal).toBe(5);
  });

  it("refuses rule a, rule b, an unaffordable plan and a second movement of the same ship", () => {
    expect(refused(given(3), 0, { type: "act", ship: C, to: 7 }).rule).toBe("space-occupied");
    expect(refused(given(3), 0, { type: "act", ship: C, to: 9 }).rule).toBe("ship-in-the-way");
    // With 2 gold: after B (0), A's movement (1) would leave 1 gold, too little for C's (2).
    let poor = act(given(2), 0, { type: "move", ship: B, to: 9 });
    expect(refused(poor, 0, { type: "move", ship: A, to: 8 }).rule).toBe("dead-end");
    poor = act(withPlayer(given(2), 0, {}), 0, { type: "move", ship: B, to: 9 });
    const twice = refused(poor, 0, { type: "act", ship: B, to: 10 });
    expect(twice.rule).toBe("ship-moved-twice");
    expect(twice.message).toMatch(/BK4 has already moved this turn/);
    // Forced through the unlisted path: 2 gold cannot pay movements 0 + 1 + 2.
    const paid = { ...poor, ships: [0, 2, 5, 8, 9, 11, 13, 16], step: { kind: "turn" as const, moved: [B, A] } };
    const s = valid(withPlayer(paid, 0, { gold: 1 }));
    expect(refused(s, 0, { type: "act", ship: C, to: 7 }).rule).toBe("cannot-afford-movement");
  });
});

describe("AS02: the first movement is free; the start position", () => {
  it("free single movements reach exactly 1, 3, 5, 6, 8, 10, 12, 14, 15, 17", () => {
    const s = valid(base());
    expect(s.ships).toEqual([0, 2, 4, 7, 9, 11, 13, 16]);
    const free = game.legalActions(s, 0).filter((a) => a.type === "pass" || a.type === "act");
    const targets = [...new Set(free.map((a) => (a as { to: number }).to))].sort((a, b) => a - b);
    expect(targets).toEqual([1, 3, 5, 6, 8, 10, 12, 14, 15, 17]);
  });

  it("7→8 (0) then 4→7 (1) and Build leaves 4 gold", () => {
    let s = act(valid(base()), 0, { type: "move", ship: 3, to: 8 });
    s = act(s, 0, { type: "act", ship: 2, to: 7 });
    expect(gold(s, 0)).toBe(4);
    expect(s.step.kind).toBe("build");
  });
});

describe("AS03: Pass", () => {
  it("+1 gold, one free movement, no action; 17 is then blocked for P3", () => {
    const s0 = valid(withPlayer(base(4, {}, 1), 1, { gold: 0 }));
    const s = act(s0, 1, { type: "pass", ship: 7, to: 17 });
    expect(gold(s, 1)).toBe(1);
    expect(s.ships[7]).toBe(17);
    expect(s.current).toBe(2);
    expect(s.step).toEqual({ kind: "turn", moved: [] });
    expect(game.legalActions(s, 2).filter((a) => "to" in a && a.to === 17)).toEqual([]);
  });

  it("a pass that moves 2 ships is illegal", () => {
    const s = act(valid(base(4, {}, 1)), 1, { type: "move", ship: 7, to: 17 });
    expect(refused(s, 1, { type: "pass", ship: 6, to: 14 }).rule).toBe("pass-after-move");
  });
});

describe("AS04: Build, 2 + 3 = 5 VP", () => {
  const given = () => {
    let s = base();
    s = takeOut(takeOut(takeOut(s, "SH01"), "PA05"), "ST01");
    s = { ...s, piles: [["ST01", ...(s.piles[0] ?? [])], s.piles[1] ?? []], step: { kind: "build", placed: 0, drawn: null } };
    return valid(withPlayer(s, 0, { vp: 10, hand: { glassFactories: [], specialTiles: [], shops: ["SH01"], palaces: ["PA05"] } }));
  };

  it("street on TM.S3, SH01 on TM.B2, PA05 on TM.B6", () => {
    const s0 = given();
    let s = act(s0, 0, { type: "drawStreet", pile: 0 });
    expect(s.step).toEqual({ kind: "build", placed: 0, drawn: "ST01" });
    s = act(s, 0, { type: "placeStreet", cell: "TM.S3" });
    s = act(s, 0, { type: "placeBuilding", tile: "SH01", cell: "TM.B2" });
    s = act(s, 0, { type: "placeBuilding", tile: "PA05", cell: "TM.B6" });
    expect(vp(s, 0)).toBe(15);
    expect(s.owners).toEqual({ SH01: 0 });
    expect(s.players[0]?.hand).toEqual({ glassFactories: [], specialTiles: [], shops: [], palaces: [] });
    expect(s.piles[0]?.length).toBe((s0.piles[0]?.length ?? 0) - 1);
    const tm = islandStats(s, "TM", 0);
    expect([tm.C, tm.H_red, tm.Pal, tm.Cr]).toEqual([0, 1, 1, 2]);
    // The third placement ends the Build; a 4th is refused.
    expect(s.current).toBe(1);
    expect(refused(s, 0, { type: "drawStreet", pile: 0 }).rule).toBe("not-your-turn");
  });

  it("refuses a building with no street next to it", () => {
    const s0 = given();
    expect(refused(s0, 0, { type: "placeBuilding", tile: "SH01", cell: "TM.B2" }).rule).toBe("needs-street");
    let s = act(s0, 0, { type: "drawStreet", pile: 0 });
    s = act(s, 0, { type: "placeStreet", cell: "TM.S3" });
    const e = refused(s, 0, { type: "placeBuilding", tile: "PA05", cell: "TM.B4" });
    expect(e.rule).toBe("needs-street");
    expect(e.message).toMatch(/next to a street tile/);
  });

  it("a Build places at most 3 tiles", () => {
    const s = valid({ ...given(), step: { kind: "build", placed: 3, drawn: null } });
    expect(refused(s, 0, { type: "drawStreet", pile: 0 }).rule).toBe("build-limit");
  });
});

describe("AS05: Income, 6 gold", () => {
  it("4 from the red shop and 2 from one blue shop; the other player gains nothing", () => {
    let s = base();
    s = put(s, "SD.S1", "ST34");
    s = put(s, "SD.S2", "ST35");
    s = put(s, "SD.S3", "ST37");
    s = put(s, "SD.B1", "SH02", 3);
    s = put(s, "SD.B2", "SH05", 3);
    s = put(s, "SD.B3", "SH06", 3);
    s = put(s, "SD.B5", "SH03", 2);
    s = valid(withPlayer({ ...s, current: 3, step: { kind: "income" } }, 3, { gold: 0 }));
    const after = act(s, 3, { type: "income", island: "SD" });
    expect(gold(after, 3)).toBe(6);
    expect(gold(after, 2)).toBe(gold(s, 2));
  });
});

describe("AS06: Production", () => {
  const given = (v: number, extra: Partial<MuranoState> = {}) => {
    let s = base(4, {}, 1);
    s = put(s, "SM.B1", "GF01", 1);
    s = put(s, "SS.B1", "GF02", 1);
    s = put(s, "SD.B1", "GF03", 1);
    const bag = beads(10, 9, 9);
    s = { ...s, bag, rng: forcedRng(bag, ["green", "green"]), step: { kind: "production" }, ...extra };
    return valid(withPlayer(s, 1, { vp: v, beads: beads(0, 1, 1) }));
  };

  it("f = 2: 10 → 6 VP, draws green green, sells 3 green for 20", () => {
    let s = act(given(10), 1, { type: "produce", factories: 2, extra: false });
    expect(vp(s, 1)).toBe(6);
    expect(s.players[1]?.beads).toEqual(beads(0, 3, 1));
    const g = gold(s, 1) ?? 0;
    s = act(s, 1, { type: "sell", beads: beads(0, 3, 0) });
    expect(gold(s, 1)).toBe(g + 20);
    expect(s.bag).toEqual(beads(10, 10, 9));
    expect(s.players[1]?.beads).toEqual(beads(0, 0, 1));
  });

  it("with 3 VP, f = 2 is illegal under strict; f = 1 leaves 1 VP", () => {
    expect(refused(given(3), 1, { type: "produce", factories: 2, extra: false }).rule).toBe("not-enough-vp");
    expect(vp(act(given(3), 1, { type: "produce", factories: 1, extra: false }), 1)).toBe(1);
  });

  it("selling 2 green + 1 blue is illegal", () => {
    const s = act(given(10), 1, { type: "produce", factories: 2, extra: false });
    const e = refused(s, 1, { type: "sell", beads: beads(0, 2, 1) });
    expect(e.rule).toBe("sale-one-colour");
  });

  it("with a Guild Hall taken on an earlier turn, 7 VP after production", () => {
    const s0 = given(10, { turn: 9 });
    const s = valid(withPlayer(s0, 1, { specialCards: [{ card: "SB06", turn: 5 }], vp: 10 }));
    expect(vp(act(s, 1, { type: "produce", factories: 2, extra: false }), 1)).toBe(7);
  });
});

describe("AS07: final scoring, 8 + 12 VP, and the third card goes elsewhere", () => {
  const given = () => {
    let s = base();
    s = put(s, "SD.S1", "ST01");
    s = put(s, "SD.S2", "ST02");
    s = put(s, "SD.S3", "ST03");
    s = put(s, "SD.B1", "SH01", 2);
    s = put(s, "SD.B3", "SH02", 3);
    s = put(s, "SD.B2", "GF01", 2);
    s = put(s, "TM.S1", "ST04");
    s = put(s, "TM.S2", "ST05");
    s = put(s, "TM.B1", "GF02", 2);
    s = put(s, "TM.B2", "SH05", 1);
    s = put(s, "TM.B4", "GF03", 0);
    s = takeCharacters(s, ["MC38", "MC05", "MC16"]);
    s = {
      ...s,
      gondolas: { ...s.gondolas, "SD.g.orange": 2, "SD.g.white": 2, "TM.g.orange": 2 },
      current: 2,
      ending: { rule: "lastTurns", triggeredBy: 2 },
      step: { kind: "scoring", order: [2, 3, 0, 1], index: 0 },
    };
    // P3's personal supply is empty (spec AS07): its other 4 gondoliers are in the general supply.
    return valid(withPlayer(s, 2, { vp: 40, personal: 0, general: 4, characters: ["MC38", "MC05", "MC16"], recruited: 3 }));
  };
  const score = (card: string, island: "SD" | "TM"): MuranoAction => ({ type: "score", card, island, pay: 0, beads: NO });

  it("40 → 48 → 60 → 64", () => {
    let s = act(given(), 2, score("MC38", "SD"));
    expect(vp(s, 2)).toBe(48);
    s = act(s, 2, score("MC05", "SD"));
    expect(vp(s, 2)).toBe(60);
    expect(refused(s, 2, score("MC16", "SD")).rule).toBe("no-gondolier-there");
    s = act(s, 2, score("MC16", "TM"));
    expect(vp(s, 2)).toBe(64);
    expect([s.gondolas["SD.g.orange"], s.gondolas["SD.g.white"], s.gondolas["TM.g.orange"]]).toEqual([null, null, null]);
    expect(s.players[2]?.scored.map((x) => x.island)).toEqual(["SD", "SD", "TM"]);
    expect(s.players[2]?.breakdown.gondoliers).toBe(0);
    expect(s.step.kind).toBe("over");
    expect(game.outcome(s)?.scores[2]).toBe(64);
  });

  it("each gondolier left in the personal supply adds 1 VP by default (64 + 2), none under onGondola", () => {
    const play = (s0: MuranoState) => [score("MC38", "SD"), score("MC05", "SD"), score("MC16", "TM")].reduce((s, a) => act(s, 2, a), s0);
    const two = valid(withPlayer(given(), 2, { personal: 2, general: 2 }));
    expect(game.outcome(play(two))?.scores[2]).toBe(66);
    expect(game.outcome(play(valid({ ...two, config: { ...two.config, unassignedGondolierVp: "onGondola" } })))?.scores[2]).toBe(64);
  });
});

describe("AS08: gold exchange, 5 gold → pay 4 → 3 VP", () => {
  const given = (special: boolean) => {
    let s = base();
    s = put(s, "PM.S1", "ST37");
    s = put(s, "PM.S2", "ST30");
    s = put(s, "PM.B1", "PA01");
    if (special) s = put(s, "PM.B2", "SP01");
    s = takeCharacters(s, ["MC07"]);
    s = { ...s, gondolas: { ...s.gondolas, "PM.g.white": 0 }, ending: { rule: "lastTurns", triggeredBy: 0 }, step: { kind: "scoring", order: [0, 1, 2, 3], index: 0 } };
    // P1's personal supply is empty, so no unassigned bonus comes from it.
    return valid(withPlayer(s, 0, { gold: 5, vp: 20, personal: 0, general: 6, characters: ["MC07"], recruited: 1 }));
  };

  it("offers payments 0, 2, 4; paying 4 gives 3 VP", () => {
    const s0 = given(true);
    expect(scoreChoices(s0, 0, "MC07").map((c) => c.pay)).toEqual([0, 2, 4]);
    const s = act(s0, 0, { type: "score", card: "MC07", island: "PM", pay: 4, beads: NO });
    expect([gold(s, 0), vp(s, 0)]).toEqual([1, 23]);
    expect(refused(s0, 0, { type: "score", card: "MC07", island: "PM", pay: 6, beads: NO }).rule).toBe("bad-score-choice");
  });

  it("without SP01 it scores 0 and still uses the gondolier (no unassigned bonus)", () => {
    const s0 = given(false);
    expect(scoreChoices(s0, 0, "MC07").map((c) => c.pay)).toEqual([0]);
    const s = act(s0, 0, { type: "score", card: "MC07", island: "PM", pay: 0, beads: NO });
    expect([gold(s, 0), vp(s, 0), s.players[0]?.breakdown.gondoliers]).toEqual([5, 20, 0]);
  });
});

describe("AS09: Recruit cost and declining", () => {
  const [X, Y, Z] = ["MC01", "MC02", "MC03"];
  const given = (g: number) => {
    let s = takeCharacters(base(), [X, Y, Z, "MC10", "MC11"]);
    s = { ...s, characterDeck: [X, Y, Z, ...s.characterDeck] };
    return valid(withPlayer(s, 0, { gold: g, characters: ["MC10", "MC11"], recruited: 2 }));
  };
  // Ship BK5 on 11 moves to the Recruit space 12 for free.
  const recruit: MuranoAction = { type: "act", ship: 5, to: 12 };

  it("keeping Y costs 3; X and Z go to the bottom in that order", () => {
    let s = act(given(3), 0, recruit);
    expect(s.step).toEqual({ kind: "recruit", options: [X, Y, Z], cost: 3 });
    s = act(s, 0, { type: "keep", card: Y });
    expect(gold(s, 0)).toBe(0);
    expect(s.players[0]?.characters).toEqual(["MC10", "MC11", Y]);
    expect(s.characterDeck.slice(-2)).toEqual([X, Z]);
  });

  it("declining keeps the gold, no +1 gold, all three to the bottom", () => {
    const s = act(act(given(3), 0, recruit), 0, { type: "decline" });
    expect(gold(s, 0)).toBe(3);
    expect(s.players[0]?.characters.length).toBe(2);
    expect(s.characterDeck.slice(-3)).toEqual([X, Y, Z]);
  });

  it("with 2 gold Recruit is not selectable", () => {
    expect(refused(given(2), 0, recruit).rule).toBe("action-not-selectable");
  });
});

describe("AS10: Inn", () => {
  it("recruiting costs 0, then 0, then 1, and never pays out", () => {
    const s0 = valid(withPlayer({ ...base(), turn: 5 }, 0, { gold: 0, specialCards: [{ card: "SB02", turn: 1 }] }));
    expect(recruitCost(s0, 0)).toBe(0);
    let s = act(s0, 0, { type: "act", ship: 5, to: 12 });
    const first = s.step.kind === "recruit" ? (s.step.options[0] ?? "") : "";
    s = act(s, 0, { type: "keep", card: first });
    expect(gold(s, 0)).toBe(0);
    const one = valid({ ...s, current: 0, turn: 6, step: { kind: "turn", moved: [] } });
    expect(recruitCost(one, 0)).toBe(0);
    const two = valid(withPlayer(one, 0, { characters: [...(one.players[0]?.characters ?? []), "MC40"] }));
    expect(recruitCost(two, 0)).toBe(1);
  });
});

describe("AS11: five cards, four gondoliers", () => {
  it("exactly 4 cards are assigned; the 5th scores nothing; no unassigned bonus", () => {
    const cards = ["MC01", "MC02", "MC03", "MC04", "MC15"];
    let s = takeCharacters(base(), cards);
    s = {
      ...s,
      current: 1,
      gondolas: { ...s.gondolas, "TM.g.brown": 1, "SM.g.brown": 1, "CS.g.brown": 1, "SD.g.brown": 1 },
      ending: { rule: "lastTurns", triggeredBy: 1 },
      step: { kind: "scoring", order: [1, 2, 3, 0], index: 0 },
    };
    // P2's personal supply is empty (spec AS11): its other 3 gondoliers are in the general supply.
    s = valid(withPlayer(s, 1, { personal: 0, general: 3, characters: cards, recruited: 5 }));
    while (s.step.kind === "scoring" && s.current === 1) {
      const [first] = game.legalActions(s, 1);
      if (first === undefined) break;
      s = act(s, 1, first);
    }
    expect(s.players[1]?.scored.length).toBe(4);
    expect(s.players[1]?.characters.length).toBe(1);
    expect(s.players[1]?.breakdown.gondoliers).toBe(0);
  });
});

describe("AS12: end trigger and the final-turn special rule", () => {
  it("P2 buys the last palace, places it at once; P3 and P1 take one more turn; scoring P2, P3, P1", () => {
    let s = base(3, {}, 1);
    s = put(s, "TM.S1", "ST01");
    const last = s.palaceStack[0] ?? "";
    s = { ...s, glassFactoryStack: [], palaceStack: [last], removed: { ...s.removed, glassFactories: [...s.removed.glassFactories, ...s.glassFactoryStack] } };
    s = takeCharacters(s, ["MC01", "MC02", "MC03"]);
    s = { ...s, gondolas: { ...s.gondolas, "TM.g.white": 0, "TM.g.brown": 1, "TM.g.orange": 2 } };
    for (const [seat, card] of [[0, "MC01"], [1, "MC02"], [2, "MC03"]] as const) s = withPlayer(s, seat, { characters: [card], recruited: 1, personal: 4 });
    s = valid(withPlayer(s, 1, { gold: 2, vp: 30 }));
    // Ship BK2 on 4 moves to Buy Palace on 5 for free.
    s = act(s, 1, { type: "act", ship: 2, to: 5 });
    s = act(s, 1, { type: "buyTop" });
    expect(s.ending).toEqual({ rule: "lastTurns", triggeredBy: 1 });
    expect(s.step).toEqual({ kind: "finalPlace", tile: last });
    expect(game.legalActions(s, 1).some((a) => a.type === "drawStreet")).toBe(false);
    s = act(s, 1, { type: "placeBought", cell: "TM.B1" });
    expect(vp(s, 1)).toBe(33);
    expect(gold(s, 1)).toBe(0);
    expect(s.current).toBe(2);
    s = act(s, 2, { type: "pass", ship: 7, to: 17 });
    expect(s.current).toBe(0);
    s = act(s, 0, { type: "pass", ship: 6, to: 14 });
    expect(s.step).toEqual({ kind: "scoring", order: [1, 2, 0], index: 0 });
    expect(s.current).toBe(1);
  });
});

describe("AS13: Lighthouse", () => {
  const given = (takenTurn: number) =>
    valid(withPlayer({ ...base(), ships: [4, 0, 2, 7, 9, 11, 13, 16], turn: 5 }, 0, { specialCards: [{ card: "SB15", turn: takenTurn }] }));

  it("the red ship joins the Build space; the next player chooses which ship leaves it", () => {
    let s = act(given(2), 0, { type: "act", ship: 0, to: 7 });
    expect(s.ships.filter((x) => x === 7).length).toBe(2);
    expect(s.step.kind).toBe("build");
    s = act(s, 0, { type: "endBuild" });
    expect(s.current).toBe(1);
    const p2 = game.legalActions(s, 1);
    expect(p2.some((a) => "to" in a && a.to === 7)).toBe(false);
    expect(p2.some((a) => "to" in a && a.ship === 2 && a.to > 7)).toBe(false);
    expect(p2.some((a) => a.type === "act" && a.ship === 0 && a.to === 8)).toBe(true);
    expect(p2.some((a) => a.type === "act" && a.ship === 3 && a.to === 8)).toBe(true);
  });

  it("never past the next ship, never followed by a movement, never on a pass or in the turn taken", () => {
    expect(refused(given(2), 0, { type: "act", ship: 0, to: 9 }).rule).toBe("space-occupied");
    expect(refused(given(2), 0, { type: "act", ship: 0, to: 8 }).rule).toBe("ship-in-the-way");
    expect(refused(given(2), 0, { type: "move", ship: 0, to: 7 }).rule).toBe("space-occupied");
    expect(refused(given(2), 0, { type: "pass", ship: 0, to: 7 }).rule).toBe("space-occupied");
    expect(refused(given(5), 0, { type: "act", ship: 0, to: 7 }).rule).toBe("space-occupied");
  });
});

describe("AS14: Trading Station", () => {
  const given = (draws: ("red" | "blue")[]) => {
    let s = put(base(), "SM.B1", "GF01", 0);
    s = { ...s, turn: 5, rng: forcedRng(s.bag, draws), step: { kind: "production" } };
    return valid(withPlayer(s, 0, { vp: 5, specialCards: [{ card: "SB13", turn: 1 }] }));
  };

  it("f = 1 plus the extra bead (red, blue), sell 1 red, return the blue at the end of the turn", () => {
    let s = act(given(["red", "blue"]), 0, { type: "produce", factories: 1, extra: true });
    expect(vp(s, 0)).toBe(3);
    expect(s.players[0]?.beads).toEqual(beads(1, 0, 1));
    s = act(s, 0, { type: "sell", beads: beads(1, 0, 0) });
    expect(gold(s, 0)).toBe(10);
    expect(s.players[0]?.beads).toEqual(beads(0, 0, 1));
    expect(s.step).toEqual({ kind: "returnBead" });
    s = act(s, 0, { type: "returnBead", colour: "blue" });
    expect(s.players[0]?.beads).toEqual(NO);
    expect(s.bag).toEqual(beads(10, 10, 10));
    expect(s.current).toBe(1);
  });

  it("with red, red drawn, selling both is illegal (one bead must stay)", () => {
    const s = act(given(["red", "red"]), 0, { type: "produce", factories: 1, extra: true });
    expect(refused(s, 0, { type: "sell", beads: beads(2, 0, 0) }).rule).toBe("trading-station-keep");
  });
});

describe("AS15: Studio", () => {
  it("sells 2 red + 1 green as green for 20; the bag gets the actual beads; MC36 takes red as green", () => {
    let s: MuranoState = { ...base(), turn: 5, step: { kind: "sell", extra: false, produced: 0 } };
    s = valid(withPlayer(s, 0, { beads: beads(2, 1, 0), specialCards: [{ card: "SB10", turn: 1 }] }));
    s = { ...s, bag: beads(8, 9, 10) };
    const after = act(valid(s), 0, { type: "sell", beads: beads(2, 1, 0) });
    expect(gold(after, 0)).toBe(25);
    expect(after.bag).toEqual(beads(10, 10, 10));
    // At scoring, MC36 on PM accepts the red beads as green.
    let sc = takeCharacters(s, ["MC36"]);
    sc = { ...sc, gondolas: { ...sc.gondolas, "PM.g.white": 0 }, ending: { rule: "lastTurns", triggeredBy: 0 }, step: { kind: "scoring", order: [0, 1, 2, 3], index: 0 } };
    sc = valid(withPlayer(sc, 0, { characters: ["MC36"], recruited: 1, personal: 4 }));
    const done = act(sc, 0, { type: "score", card: "MC36", island: "PM", pay: 0, beads: beads(2, 1, 0) });
    expect(done.players[0]?.scored).toEqual([{ card: "MC36", island: "PM", vp: 21 }]);
  });
});

describe("AS16: two-gondolier card", () => {
  const given = (countsScored: boolean) => {
    let s = takeCharacters(base(4, { twoGondolierCardCountsScored: countsScored }), ["MC01", "MC29"]);
    s = { ...s, gondolas: { ...s.gondolas, "SD.g.white": 0, "SD.g.brown": 0 }, ending: { rule: "lastTurns", triggeredBy: 0 }, step: { kind: "scoring", order: [0, 1, 2, 3], index: 0 } };
    return valid(withPlayer(s, 0, { characters: ["MC01", "MC29"], recruited: 2, personal: 3 }));
  };
  it("MC29 still sees 2 gondoliers after MC01 was scored on SD (default flag): 10 VP", () => {
    let s = act(given(true), 0, { type: "score", card: "MC01", island: "SD", pay: 0, beads: NO });
    s = act(s, 0, { type: "score", card: "MC29", island: "SD", pay: 0, beads: NO });
    expect(s.players[0]?.scored.map((x) => x.vp)).toEqual([0, 10]);
  });
  it("under twoGondolierCardCountsScored = false it sees 1: 0 VP", () => {
    let s = act(given(false), 0, { type: "score", card: "MC01", island: "SD", pay: 0, beads: NO });
    s = act(s, 0, { type: "score", card: "MC29", island: "SD", pay: 0, beads: NO });
    expect(s.players[0]?.scored.map((x) => x.vp)).toEqual([0, 0]);
  });
});

describe("AS17: setup counts", () => {
  it("2 players", () => {
    const s = game.setup(game.defaultConfig(2), 17);
    expect(new Set(Object.keys(s.gondolas).map((g) => g.split(".")[0])).size).toBe(5);
    expect(s.piles.map((p) => p.length)).toEqual([18, 17]);
    expect([s.shopStack.length, s.palaceStack.length, s.glassFactoryStack.length, s.specialTileStack.length]).toEqual([9, 11, 11, 9]);
    expect([s.characterDeck.length, s.specialDeck.length]).toEqual([33, 15]);
    expect(s.players.reduce((x, p) => x + p.general, 0)).toBe(4);
    expect(s.players.map((p) => [p.gold, p.vp, p.personal])).toEqual([[5, 5, 5], [5, 5, 5]]);
  });
  it("4 players", () => {
    const s = game.setup(game.defaultConfig(4), 17);
    expect(new Set(Object.keys(s.gondolas).map((g) => g.split(".")[0])).size).toBe(6);
    expect([s.piles.flat().length, s.shopStack.length, s.palaceStack.length, s.glassFactoryStack.length, s.specialTileStack.length]).toEqual([42, 12, 12, 12, 12]);
    expect(s.characterDeck.length).toBe(35);
    expect(s.players.reduce((x, p) => x + p.general, 0)).toBe(8);
  });
});

describe("AS18: Harbor, Dockside Bar, Assembly Hall", () => {
  const given = (step: MuranoState["step"]) => {
    const s = { ...base(), current: 2, turn: 9, step };
    return valid(withPlayer(s, 2, { gold: 10, specialCards: [{ card: "SB07", turn: 1 }, { card: "SB03", turn: 2 }, { card: "SB14", turn: 3 }] }));
  };
  it("own gondola 1 gold + 1 VP, other colour 3 gold + 1 VP", () => {
    const own = act(given({ kind: "placeGondolier" }), 2, { type: "placeGondolier", gondola: "SD.g.orange" });
    expect([gold(own, 2), vp(own, 2)]).toEqual([9, 6]);
    const other = act(given({ kind: "placeGondolier" }), 2, { type: "placeGondolier", gondola: "SD.g.white" });
    expect([gold(other, 2), vp(other, 2)]).toEqual([7, 6]);
  });
  it("dismissing gives 5 gold, hiring costs 1", () => {
    expect(gold(act(given({ kind: "gondolier" }), 2, { type: "dismiss" }), 2)).toBe(15);
    expect(gold(act(given({ kind: "gondolier" }), 2, { type: "hire" }), 2)).toBe(9);
  });
});
