/**
 * Unit tests per rule, card and tile effect, with refusals and their messages.
 */
import { SPECTATOR } from "@laguna/core";
import {
  CELLS,
  ISLANDS,
  buildableSpaces,
  builtFactories,
  emptyStreetSpaces,
  gondoliersAt,
  incomeFor,
  islandsOf,
  markersUsed,
  type MuranoAction,
  type MuranoState,
  cardVp,
  countsAs,
  describeAction,
  game,
  islandStats,
  moveTargets,
  reachableSpaces,
  render,
  selectable,
  specialCard,
} from "@laguna/murano";
import { either } from "fp-ts";
import { describe, expect, it } from "vitest";
import { act, base, beads, put, refused, takeCharacters, valid, withPlayer } from "./fixtures";

const NO = beads(0, 0, 0);
const gold = (s: MuranoState, seat: number) => s.players[seat]?.gold;
const vp = (s: MuranoState, seat: number) => s.players[seat]?.vp;

describe("turn order and refusals", () => {
  it("refuses the wrong player and the wrong step, leaving the state untouched", () => {
    const s = valid(base());
    const e = refused(s, 1, { type: "pass", ship: 7, to: 17 });
    expect(e.rule).toBe("not-your-turn");
    expect(refused(s, 0, { type: "endBuild" }).message).toMatch(/move a ship or pass/);
    expect(game.legalActions(s, 1)).toEqual([]);
  });

  it("a turn passes to the left, and the turn number grows", () => {
    const s = act(valid(base(3)), 0, { type: "pass", ship: 7, to: 17 });
    expect([s.current, s.turn, s.players[1]?.lastTurn]).toEqual([1, 2, 2]);
  });
});

describe("legalActions is exact for ship movements", () => {
  it("lists exactly the pass / move / act actions that apply accepts, along random games", () => {
    let checked = 0;
    for (const [n, seed] of [[2, 1], [3, 2], [4, 3]] as const) {
      let s = game.setup({ ...game.defaultConfig(n), redShipStart: "random" }, seed);
      for (let i = 0; i < 400 && game.activePlayers(s).length > 0; i++) {
        const seat = game.activePlayers(s)[0] ?? 0;
        const legal = game.legalActions(s, seat);
        if (s.step.kind === "turn" && i % 5 === 0) {
          // Judged on a copy of the state (a new object, so nothing memoised for `s` is reused: the
          // completion search and the selectability thresholds are computed afresh), and on `s`
          // itself (where apply reuses what legalActions found).
          const copy: MuranoState = { ...s };
          const accepted: string[] = [];
          const acceptedHere: string[] = [];
          for (const type of ["pass", "move", "act"] as const) {
            for (let ship = 0; ship < 8; ship++) {
              for (let to = 0; to < 18; to++) {
                if (either.isRight(game.apply(copy, seat, { type, ship, to }))) accepted.push(JSON.stringify({ type, ship, to }));
                if (either.isRight(game.apply(s, seat, { type, ship, to }))) acceptedHere.push(JSON.stringify({ type, ship, to }));
              }
            }
          }
          expect(legal.map((a) => JSON.stringify(a)).sort()).toEqual(accepted.sort());
          expect(acceptedHere.sort()).toEqual(accepted);
          // The one-pass reachability used by canComplete agrees with the per-ship targets.
          const moved = s.step.moved;
          const union = s.ships.flatMap((_, ship) => (moved.includes(ship) ? [] : moveTargets(s.ships, ship)));
          expect(union.reduce((m, q) => m | (1 << q), 0)).toBe(reachableSpaces(s.ships, moved));
          checked++;
        }
        const next = game.apply(s, seat, legal[(i * 7 + 3) % legal.length] ?? { type: "noSale" });
        if (either.isRight(next)) s = next.right;
      }
    }
    expect(checked).toBeGreaterThan(60);
  });
});

describe("legalActions is exact for Build choices", () => {
  it("lists exactly the draw / place / end actions that apply accepts, along random games", () => {
    let checked = 0;
    const allCells = CELLS.map((c) => c.id);
    for (const [n, seed] of [[2, 4], [4, 5]] as const) {
      let s = game.setup(game.defaultConfig(n), seed);
      for (let i = 0; i < 900 && game.activePlayers(s).length > 0 && checked < 40; i++) {
        const seat = game.activePlayers(s)[0] ?? 0;
        const legal = game.legalActions(s, seat);
        // The board facts carried over from one board to the next equal a fresh computation.
        const fresh = { ...s, cells: { ...s.cells }, owners: { ...s.owners }, gondolas: { ...s.gondolas } };
        expect(buildableSpaces(s)).toEqual(buildableSpaces(fresh));
        expect(emptyStreetSpaces(s)).toEqual(emptyStreetSpaces(fresh));
        // So do the other facts memoised per board, per owners and per gondolas object.
        if (i % 10 === 0) {
          for (let who = 0; who < n; who++) {
            expect([builtFactories(s, who), markersUsed(s, who), gondoliersAt(s, who)]).toEqual([
              builtFactories(fresh, who),
              markersUsed(fresh, who),
              gondoliersAt(fresh, who),
            ]);
            for (const island of islandsOf(s)) {
              expect([islandStats(s, island, who), incomeFor(s, island, who), gondoliersAt(s, who, island)]).toEqual([
                islandStats(fresh, island, who),
                incomeFor(fresh, island, who),
                gondoliersAt(fresh, who, island),
              ]);
            }
          }
        }
        if (s.step.kind === "build") {
          const p = s.players[seat];
          const tiles = [...(p?.hand.glassFactories ?? []), ...(p?.hand.specialTiles ?? []), ...(p?.hand.shops ?? []), ...(p?.hand.palaces ?? []), "SH01", "PA01"];
          const candidates: MuranoAction[] = [
            { type: "drawStreet", pile: 0 },
            { type: "drawStreet", pile: 1 },
            { type: "endBuild" },
            ...allCells.map((cell): MuranoAction => ({ type: "placeStreet", cell })),
            ...tiles.flatMap((tile) => allCells.map((cell): MuranoAction => ({ type: "placeBuilding", tile, cell }))),
          ];
          const accepted = candidates.filter((a) => either.isRight(game.apply(s, seat, a))).map((a) => JSON.stringify(a));
          expect(legal.map((a) => JSON.stringify(a)).sort()).toEqual([...new Set(accepted)].sort());
          checked++;
        }
        // Prefer Build spaces so that many builds happen.
        const build = legal.find((a) => a.type === "act" && [0, 7, 13].includes(a.to));
        const next = game.apply(s, seat, build ?? legal[(i * 7 + 3) % legal.length] ?? { type: "noSale" });
        if (either.isRight(next)) s = next.right;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(30);
  });
});

describe("the simple actions", () => {
  it("Take 2 Gold gives 2, 4 with a Bank from an earlier turn", () => {
    expect(gold(act(valid(base()), 0, { type: "act", ship: 3, to: 8 }), 0)).toBe(7);
    const bank = valid(withPlayer({ ...base(), turn: 4 }, 0, { specialCards: [{ card: "SB01", turn: 2 }] }));
    expect(gold(act(bank, 0, { type: "act", ship: 3, to: 8 }), 0)).toBe(9);
    // Not on a pass, and not in the turn the Bank was taken.
    expect(gold(act(bank, 0, { type: "pass", ship: 3, to: 8 }), 0)).toBe(6);
    const fresh = valid(withPlayer({ ...base(), turn: 4 }, 0, { specialCards: [{ card: "SB01", turn: 4 }] }));
    expect(gold(act(fresh, 0, { type: "act", ship: 3, to: 8 }), 0)).toBe(7);
  });

  it("Buy Glass Factory and Buy Special Building put public tiles in front of the buyer", () => {
    let s = act(valid(base()), 0, { type: "act", ship: 2, to: 6 });
    expect([gold(s, 0), s.players[0]?.hand.glassFactories]).toEqual([4, ["GF01"]]);
    s = act(valid(base()), 0, { type: "act", ship: 7, to: 17 });
    expect([gold(s, 0), s.players[0]?.hand.specialTiles]).toEqual([3, ["SP01"]]);
    expect(game.view(s, 1).players[0]?.specialTiles).toEqual(["SP01"]);
  });

  it("Buy Shop: the top tile for 2, private to the buyer", () => {
    let s = act(valid(base()), 0, { type: "act", ship: 0, to: 1 });
    expect(s.step).toEqual({ kind: "buy", stack: "shop" });
    const top = s.shopStack[0];
    s = act(s, 0, { type: "buyTop" });
    expect([gold(s, 0), s.players[0]?.hand.shops]).toEqual([3, [top]]);
    expect(game.view(s, 0).players[0]?.shops).toEqual({ count: 1, ids: [top] });
    expect(game.view(s, 1).players[0]?.shops).toEqual({ count: 1, ids: null });
  });

  it("Buy Shop, searching for 4: only the buyer sees the stack; the rest is reshuffled", () => {
    let s = act(valid(base()), 0, { type: "act", ship: 0, to: 1 });
    s = act(s, 0, { type: "search" });
    expect(gold(s, 0)).toBe(1);
    expect(game.view(s, 0).searching).toEqual([...s.shopStack].sort());
    expect(game.view(s, 1).searching).toBeNull();
    expect(game.legalActions(s, 0)).toHaveLength(12);
    const after = act(s, 0, { type: "pick", tile: "SH07" });
    expect(after.players[0]?.hand.shops).toEqual(["SH07"]);
    expect([...after.shopStack].sort()).toEqual(s.shopStack.filter((t) => t !== "SH07").sort());
    expect(game.redact?.({ type: "pick", tile: "SH07" }, 0, 1, s)).toBe("takes a tile from the stack");
    expect(game.redact?.({ type: "pick", tile: "SH07" }, 0, 0, s)).toBeUndefined();
  });

  it("searching needs 4 gold", () => {
    const s = valid(withPlayer({ ...base(), step: { kind: "buy", stack: "palace" } }, 0, { gold: 3 }));
    const e = refused(s, 0, { type: "search" });
    expect([e.rule, e.message]).toEqual(["cannot-afford", "That costs 4 gold; you have 3."]);
  });
});

describe("Place a Gondolier and the Gondolier action", () => {
  const place = (seat = 0, g = 10) => valid(withPlayer({ ...base(2), current: seat, step: { kind: "placeGondolier" } }, seat, { gold: g }));
  it("own colour 2, any other colour 5 (unused colours included)", () => {
    expect(gold(act(place(), 0, { type: "placeGondolier", gondola: "SD.g.white" }), 0)).toBe(8);
    expect(gold(act(place(), 0, { type: "placeGondolier", gondola: "SD.g.grey" }), 0)).toBe(5);
    const s = act(place(), 0, { type: "placeGondolier", gondola: "SD.g.white" });
    expect([s.gondolas["SD.g.white"], s.players[0]?.personal]).toEqual([0, 4]);
  });
  it("refuses a taken gondola, SS on the 2-3p side, and an unaffordable one", () => {
    const taken = valid({ ...place(), gondolas: { ...place().gondolas, "SD.g.white": 1 } });
    expect(refused(taken, 0, { type: "placeGondolier", gondola: "SD.g.white" }).rule).toBe("gondola-taken");
    expect(refused(place(), 0, { type: "placeGondolier", gondola: "SS.g.white" }).rule).toBe("no-such-gondola");
    expect(refused(place(), 0, { type: "placeGondolier", gondola: "toString" }).rule).toBe("no-such-gondola");
    expect(refused(place(0, 4), 0, { type: "placeGondolier", gondola: "SD.g.grey" }).message).toBe("That gondola costs 5 gold; you have 4.");
  });
  it("dismiss +3, hire −3; hiring needs an own gondolier in the general supply; null only if allowed", () => {
    const g = valid({ ...base(), step: { kind: "gondolier" } });
    const d = act(g, 0, { type: "dismiss" });
    expect([gold(d, 0), d.players[0]?.personal, d.players[0]?.general]).toEqual([8, 4, 3]);
    const h = act(g, 0, { type: "hire" });
    expect([gold(h, 0), h.players[0]?.personal, h.players[0]?.general]).toEqual([2, 6, 1]);
    expect(refused(valid(withPlayer(g, 0, { general: 0, personal: 7 })), 0, { type: "hire" }).rule).toBe("no-gondolier-to-hire");
    const strict = valid({ ...g, config: { ...g.config, allowNullActions: false } });
    expect(refused(strict, 0, { type: "skipGondolier" }).rule).toBe("null-action");
  });
});

describe("Build: special tiles and cranes", () => {
  const building = (specialCards: { card: string; turn: number }[] = []) => {
    let s = put(base(), "TM.S1", "ST01");
    s = { ...s, turn: 6, step: { kind: "build", placed: 0, drawn: null }, specialDeck: ["SB09", "SB04", "SB01", ...s.specialDeck.filter((c) => !["SB09", "SB04", "SB01"].includes(c))] };
    return valid(withPlayer(s, 0, { hand: { glassFactories: ["GF01", "GF02"], specialTiles: ["SP01"], shops: [], palaces: ["PA01"] }, specialCards }));
  };

  it("a special tile draws 3 cards; the Basilica scores 5 at once; the others go to the bottom in order", () => {
    let s = act(building(), 0, { type: "placeBuilding", tile: "SP01", cell: "TM.B1" });
    expect(s.step).toEqual({ kind: "specialCard", options: ["SB09", "SB04", "SB01"], resume: { placed: 1 } });
    expect(game.view(s, 1).step).toEqual({ kind: "specialCard", hidden: 3 });
    s = act(s, 0, { type: "chooseSpecial", card: "SB09" });
    expect(vp(s, 0)).toBe(10);
    expect(s.specialDeck.slice(-2)).toEqual(["SB04", "SB01"]);
    expect(s.step).toEqual({ kind: "build", placed: 1, drawn: null });
  });

  it("a crane taken during this Build does not count for later placements (R35); one from an earlier turn does", () => {
    let s = act(building(), 0, { type: "placeBuilding", tile: "SP01", cell: "TM.B1" });
    s = act(s, 0, { type: "chooseSpecial", card: "SB04" });
    s = act(s, 0, { type: "placeBuilding", tile: "PA01", cell: "TM.B2" });
    expect(vp(s, 0)).toBe(8);
    const earlier = act(building([{ card: "SB04", turn: 2 }]), 0, { type: "placeBuilding", tile: "PA01", cell: "TM.B2" });
    expect(vp(earlier, 0)).toBe(9);
  });

  it("identical tiles go down in the order bought; a drawn street must be placed first", () => {
    expect(refused(building(), 0, { type: "placeBuilding", tile: "GF02", cell: "TM.B1" }).rule).toBe("identical-tiles-in-order");
    const s = act(building(), 0, { type: "drawStreet", pile: 1 });
    expect(refused(s, 0, { type: "endBuild" }).rule).toBe("street-pending");
    expect(game.legalActions(s, 0).every((a) => a.type === "placeStreet")).toBe(true);
    expect(refused(s, 0, { type: "placeStreet", cell: "TM.S1" }).rule).toBe("space-taken");
    expect(refused(s, 0, { type: "placeStreet", cell: "TM.B3" }).rule).toBe("not-a-street-space");
  });

  it("a glass factory carries the builder's marker and gives 1 VP; with a marker limit none may be placed once used up", () => {
    const s = act(building(), 0, { type: "placeBuilding", tile: "GF01", cell: "TM.B1" });
    expect([vp(s, 0), s.owners.GF01]).toEqual([6, 0]);
    const limited = valid({ ...building(), config: { ...building().config, markerLimitPerPlayer: 1 }, owners: { SH01: 0 }, cells: { ...building().cells, "SD.B1": "SH01" } });
    expect(refused(limited, 0, { type: "placeBuilding", tile: "GF01", cell: "TM.B1" }).rule).toBe("no-markers");
  });

  it("Build with nothing to place is selectable only under allowNullActions", () => {
    const s = valid(base());
    expect(selectable(s, 0, "BUILD", 5)).toBe(true);
    const strict = valid({ ...s, piles: [[], []], config: { ...s.config, allowNullActions: false } });
    expect(selectable(strict, 0, "BUILD", 5)).toBe(false);
  });
});

describe("Recruit", () => {
  it("the Hostel draws 5; a broke player may draw and decline only when recruitRequiresAffordableCost is false", () => {
    const hostel = valid(withPlayer({ ...base(), turn: 3 }, 0, { specialCards: [{ card: "SB08", turn: 1 }] }));
    const s = act(hostel, 0, { type: "act", ship: 5, to: 12 });
    expect(s.step.kind === "recruit" ? s.step.options.length : 0).toBe(5);
    expect(game.view(s, 1).step).toEqual({ kind: "recruit", hidden: 5 });
    expect(game.redact?.({ type: "keep", card: "MC01" }, 0, 1, s)).toBe("keeps one of the 5 drawn characters and returns 4 to the bottom of the deck");
    const broke = valid(withPlayer(base(4, { recruitRequiresAffordableCost: false }), 0, { gold: 0 }));
    const drawn = act(broke, 0, { type: "act", ship: 5, to: 12 });
    expect(game.legalActions(drawn, 0)).toEqual([{ type: "decline" }]);
    const option = drawn.step.kind === "recruit" ? (drawn.step.options[0] ?? "") : "";
    expect(refused(drawn, 0, { type: "keep", card: option }).message).toBe("Keeping a character costs 1 gold; you have 0.");
  });
});

describe("Production", () => {
  it("clamp lets a player with 1 VP produce with one factory, VP floors at 0", () => {
    let s = put(base(4, { productionVpRule: "clamp" }), "SM.B1", "GF01", 0);
    s = valid(withPlayer({ ...s, step: { kind: "production" } }, 0, { vp: 1 }));
    const after = act(s, 0, { type: "produce", factories: 1, extra: false });
    expect([vp(after, 0), after.players[0]?.breakdown.production]).toEqual([0, 1]);
    const strict = valid({ ...s, config: { ...s.config, productionVpRule: "strict" } });
    expect(refused(strict, 0, { type: "produce", factories: 1, extra: false }).rule).toBe("not-enough-vp");
  });

  it("may only sell (f = 0); the Guild Hall gives nothing then", () => {
    let s = valid(withPlayer({ ...base(), turn: 5, step: { kind: "production" }, bag: beads(8, 10, 10) }, 0, { beads: beads(2, 0, 0), specialCards: [{ card: "SB06", turn: 1 }] }));
    s = act(s, 0, { type: "produce", factories: 0, extra: false });
    expect(vp(s, 0)).toBe(5);
    s = act(s, 0, { type: "sell", beads: beads(2, 0, 0) });
    expect(gold(s, 0)).toBe(17);
  });

  it("cannot use more factories than built, and never more than the bag holds", () => {
    const s = valid({ ...put(base(), "SM.B1", "GF01", 0), step: { kind: "production" } });
    expect(refused(s, 0, { type: "produce", factories: 2, extra: false }).rule).toBe("not-enough-factories");
    expect(refused(s, 0, { type: "produce", factories: 1, extra: true }).rule).toBe("no-trading-station");
  });
});

describe("legalActions is exact for final scoring", () => {
  it("lists exactly the score / endScoring actions that apply accepts, at every scoring step of random games", () => {
    let checked = 0;
    for (const [n, seed, optional] of [[2, 11, false], [3, 12, true], [4, 13, false], [4, 14, true]] as const) {
      const config = { ...game.defaultConfig(n), characterAssignment: optional ? ("optional" as const) : ("mandatory" as const) };
      let s = game.setup(config, seed);
      for (let i = 0; i < 3000 && game.activePlayers(s).length > 0; i++) {
        const seat = game.activePlayers(s)[0] ?? 0;
        const legal = game.legalActions(s, seat);
        if (s.step.kind === "scoring") {
          const p = s.players[seat];
          const cards = [...(p?.characters ?? []), "MC01", "MC07", "MC33"];
          const candidates: MuranoAction[] = [{ type: "endScoring" }];
          for (const card of cards) {
            for (const island of ISLANDS.map((x) => x.id)) {
              for (const pay of [0, 1, 2, 4, 6, 8]) {
                for (const b of [NO, beads(1, 0, 0), beads(0, 2, 0), beads(0, 0, 3), beads(1, 1, 1)]) {
                  candidates.push({ type: "score", card, island, pay, beads: b });
                }
              }
            }
          }
          const copy: MuranoState = { ...s };
          const accepted = candidates.filter((a) => either.isRight(game.apply(copy, seat, a))).map((a) => JSON.stringify(a));
          const listed = legal.map((a) => JSON.stringify(a));
          // Every listed action is accepted (on a copy, so nothing memoised is reused), and every
          // accepted candidate is listed.
          for (const a of legal) expect(either.isRight(game.apply(copy, seat, a))).toBe(true);
          expect(accepted.filter((a) => !listed.includes(a))).toEqual([]);
          checked++;
        }
        const next = game.apply(s, seat, legal[(i * 7 + 3) % legal.length] ?? { type: "noSale" });
        if (either.isRight(next)) s = next.right;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });
});

describe("refusal messages name the rule actually broken", () => {
  it("Production with an active Trading Station: too few VP for the factory is the VP rule, not the extra bead", () => {
    let s = put({ ...base(4, { productionVpRule: "strict" }), turn: 5, step: { kind: "production" } }, "SM.B1", "GF01", 0);
    s = valid(withPlayer(s, 0, { vp: 1, specialCards: [{ card: "SB13", turn: 1 }] }));
    const e = refused(s, 0, { type: "produce", factories: 1, extra: true });
    expect([e.rule, e.message]).toEqual(["not-enough-vp", "Each glass factory used costs 2 VP and you have 1 VP."]);
    // With the VP, the same choice is legal; with no factory producing, the extra bead is what is refused.
    expect(game.legalActions(withPlayer(s, 0, { vp: 2 }), 0)).toContainEqual({ type: "produce", factories: 1, extra: true });
    expect(refused(withPlayer(s, 0, { vp: 2 }), 0, { type: "produce", factories: 0, extra: true }).rule).toBe("no-extra-bead");
  });

  it("an active Lighthouse: the refusal says the jump goes to the first occupied space ahead, as the last movement", () => {
    // RED on 4; BK3 on 7 is the first ship ahead of it.
    const s = valid(withPlayer({ ...base(), turn: 5, ships: [4, 0, 2, 7, 9, 11, 13, 16] }, 0, { gold: 5, specialCards: [{ card: "SB15", turn: 1 }] }));
    const hint = "your Lighthouse lets the red ship join only the first occupied space ahead (space 7), as the last movement of an action turn (act)";
    expect(refused(s, 0, { type: "move", ship: 0, to: 7 }).message).toBe(`Space 7 already holds a ship (rule a); ${hint}.`);
    expect(refused(s, 0, { type: "act", ship: 0, to: 9 }).message).toBe(`Space 9 already holds a ship (rule a); ${hint}.`);
    expect(refused(s, 0, { type: "pass", ship: 0, to: 7 }).rule).toBe("space-occupied");
    expect(either.isRight(game.apply(s, 0, { type: "act", ship: 0, to: 7 }))).toBe(true);
  });
});

describe("Income", () => {
  it("a second shop of the same colour adds nothing; an island without own shops gives nothing", () => {
    let s = base();
    s = put(s, "SD.S1", "ST34");
    s = put(s, "SD.B1", "SH01", 0);
    s = put(s, "SD.B2", "SH02", 0);
    s = valid({ ...s, step: { kind: "income" } });
    expect(gold(act(s, 0, { type: "income", island: "SD" }), 0)).toBe(7);
    expect(gold(act(s, 0, { type: "income", island: "TM" }), 0)).toBe(5);
    const strict = valid({ ...s, config: { ...s.config, allowNullActions: false } });
    expect(refused(strict, 0, { type: "income", island: "TM" }).rule).toBe("null-action");
  });
});

describe("final-turn placement variant and the gold supply limit", () => {
  it("finalTurnPlacementNeedsStreet = false allows any empty building space", () => {
    let s = base(3, { finalTurnPlacementNeedsStreet: false });
    const last = s.palaceStack[0] ?? "";
    s = valid({ ...s, glassFactoryStack: [], palaceStack: [last], removed: { ...s.removed, glassFactories: [...s.removed.glassFactories, ...s.glassFactoryStack] } });
    s = act(s, 0, { type: "act", ship: 2, to: 5 });
    s = act(s, 0, { type: "buyTop" });
    expect(s.step).toEqual({ kind: "finalPlace", tile: last });
    s = act(s, 0, { type: "placeBought", cell: "PM.B8" });
    expect(s.cells["PM.B8"]).toBe(last);
  });

  it("with a limited supply, gains stop when the supply is empty", () => {
    const s = valid(withPlayer(base(2, { goldSupplyLimit: 131 }), 1, { gold: 124 }));
    expect(gold(act(s, 0, { type: "act", ship: 3, to: 8 }), 0)).toBe(7);
  });
});

describe("final scoring rules", () => {
  const scoring = (config: Parameters<typeof base>[1], cards: string[], gondolas: Record<string, number>) => {
    let s = takeCharacters(base(4, config), cards);
    s = { ...s, gondolas: { ...s.gondolas, ...gondolas }, ending: { rule: "lastTurns", triggeredBy: 0 }, step: { kind: "scoring", order: [0, 1, 2, 3], index: 0 } };
    return valid(withPlayer(s, 0, { characters: cards, recruited: cards.length, personal: 5 - Object.keys(gondolas).length }));
  };

  it("island-bound cards score only on their island", () => {
    const s = scoring({}, ["MC26"], { "SD.g.white": 0, "TM.g.white": 0 });
    const e = refused(s, 0, { type: "score", card: "MC26", island: "SD", pay: 0, beads: NO });
    expect(e.message).toMatch(/island-bound cards score only on their own island/);
    expect(game.legalActions(s, 0)).toEqual([{ type: "score", card: "MC26", island: "TM", pay: 0, beads: NO }]);
  });

  it("optional assignment may stop and keep the gondolier bonus; mandatory may not stop", () => {
    const s = scoring({ characterAssignment: "optional", unassignedGondolierVp: "onGondola" }, ["MC02"], { "SD.g.white": 0 });
    const done = act(s, 0, { type: "endScoring" });
    expect([vp(done, 0), done.players[0]?.breakdown.gondoliers]).toEqual([6, 1]);
    expect(refused(scoring({}, ["MC02"], { "SD.g.white": 0 }), 0, { type: "endScoring" }).rule).toBe("assignment-mandatory");
  });

  it("notInGeneralSupply (the default) also pays the personal supply; onGondola does not", () => {
    const s = scoring({}, ["MC02"], { "SD.g.white": 0, "TM.g.white": 0 });
    const done = act(s, 0, { type: "score", card: "MC02", island: "SD", pay: 0, beads: NO });
    expect(done.players[0]?.breakdown.gondoliers).toBe(1 + 3);
    const option = scoring({ unassignedGondolierVp: "onGondola" }, ["MC02"], { "SD.g.white": 0, "TM.g.white": 0 });
    expect(act(option, 0, { type: "score", card: "MC02", island: "SD", pay: 0, beads: NO }).players[0]?.breakdown.gondoliers).toBe(1);
  });

  it("MC24 and MC09 follow their flags", () => {
    const s = valid(base());
    expect(cardVp(s, 0, "MC24", "TM", 0, NO)).toBe(12);
    expect(cardVp(valid(base(4, { mc24RequiresOwnBuilding: true })), 0, "MC24", "TM", 0, NO)).toBe(0);
    expect(cardVp(s, 0, "MC09", "TM", 0, NO)).toBe(10);
    expect(cardVp(valid(base(4, { mc09ZeroCustomersQualify: false })), 0, "MC09", "TM", 0, NO)).toBe(0);
  });

  it("the card formulas on one island", () => {
    let s = base();
    for (const [c, t] of [["CS.S1", "ST34"], ["CS.S2", "ST37"], ["CS.S4", "ST40"], ["CS.S5", "ST22"]] as const) s = put(s, c, t);
    for (const [c, t, o] of [["CS.B1", "GF01", 0], ["CS.B2", "SH01", 1], ["CS.B3", "PA09", undefined], ["CS.B4", "SP01", undefined], ["CS.B5", "SH09", 0]] as const) s = put(s, c, t, o);
    s = valid(s);
    const stats = islandStats(s, "CS", 0);
    expect([stats.C, stats.C_red, stats.C_blue, stats.C_grey, stats.F, stats.H, stats.Pal, stats.Sp, stats.Cr]).toEqual([7, 3, 2, 2, 1, 2, 1, 1, 3]);
    const score = (card: string) => cardVp(s, 0, card, "CS", 0, NO);
    expect(["MC01", "MC02", "MC03", "MC04", "MC05", "MC06", "MC10", "MC11", "MC12", "MC13", "MC14", "MC15", "MC16", "MC17", "MC21", "MC38"].map(score)).toEqual(
      [4, 2, 3, 2, 12, 0, 12, 8, 4, 1, 1, 3, 2 * 2 + 1, 2 + 2, 0, 4],
    );
    expect(cardVp(s, 0, "MC07", "CS", 4, NO)).toBe(3);
    expect(cardVp(s, 0, "MC08", "CS", 8, NO)).toBe(12);
  });
});

describe("more card formulas and effects", () => {
  it("MC18–20, MC22, MC23, MC25, MC26, MC39, MC40 on a built island", () => {
    let s = base();
    // TM: 1 red, 1 blue, 1 grey customer; 1 special; 1 GF and 1 shop of seat 0's, 2 grey shops; 1 crest.
    for (const [c, t] of [["TM.S1", "ST22"], ["TM.S2", "ST26"], ["TM.S3", "ST30"], ["TM.S4", "ST01"], ["TM.S5", "ST02"], ["TM.S6", "ST03"], ["TM.S8", "ST04"]] as const) s = put(s, c, t);
    for (const [c, t, o] of [["TM.B1", "SP01", undefined], ["TM.B2", "GF01", 0], ["TM.B3", "SH09", 0], ["TM.B5", "SH10", 0], ["TM.B6", "PA01", undefined], ["TM.B9", "SH05", 0]] as const) s = put(s, c, t, o);
    s = valid(s);
    const score = (card: string) => cardVp(s, 0, card, "TM", 0, NO);
    expect(["MC18", "MC19", "MC20", "MC22", "MC23", "MC25", "MC26", "MC39", "MC40", "MC21", "MC24"].map(score)).toEqual([12, 12, 12, 0, 12, 12, 10, 4, 8, 0, 0]);
    // MC26 is bound to TM: on another island it has no gondolier choice (see "island-bound" test).
    expect(cardVp(s, 1, "MC24", "TM", 0, NO)).toBe(0);
  });

  it("the shop/GF crane gives +1 per shop or GF built; Studios convert only their own pair unless chaining", () => {
    let s = put(base(), "TM.S1", "ST01");
    s = valid(withPlayer({ ...s, turn: 6, step: { kind: "build", placed: 0, drawn: null } }, 0, {
      hand: { glassFactories: ["GF01"], specialTiles: [], shops: ["SH01"], palaces: [] },
      specialCards: [{ card: "SB05", turn: 2 }],
    }));
    s = act(s, 0, { type: "placeBuilding", tile: "GF01", cell: "TM.B1" });
    s = act(s, 0, { type: "placeBuilding", tile: "SH01", cell: "TM.B2" });
    expect([vp(s, 0), s.players[0]?.breakdown.cranes]).toEqual([5 + 1 + 2 + 2, 2]);
    let sale: MuranoState = { ...base(), turn: 6, step: { kind: "sell", extra: false, produced: 0 }, bag: beads(9, 10, 9) };
    sale = valid(withPlayer(sale, 0, { beads: beads(1, 0, 1), specialCards: [{ card: "SB10", turn: 1 }, { card: "SB11", turn: 1 }] }));
    // red↔green and blue↔green: red and blue share green, so they sell together (R16).
    expect(gold(act(sale, 0, { type: "sell", beads: beads(1, 0, 1) }), 0)).toBe(17);
    // Without the red↔blue Studio, red never counts as blue unless conversions chain.
    const studios = [specialCard("SB10").effect, specialCard("SB11").effect];
    expect(countsAs("red", studios, false)).toEqual(["red", "green"]);
    expect(countsAs("red", studios, true)).toEqual(["red", "green", "blue"]);
    expect(countsAs("red", [specialCard("SB10").effect], false)).toEqual(["red", "green"]);
    const only = valid(withPlayer(sale, 0, { specialCards: [{ card: "SB10", turn: 1 }] }));
    expect(refused(only, 0, { type: "sell", beads: beads(1, 0, 1) }).rule).toBe("sale-one-colour");
  });
});

describe("views, descriptions and rendering", () => {
  it("another player's characters and unbuilt shop faces are hidden; redrawHidden keeps the view", () => {
    let s = takeCharacters(base(), ["MC01"]);
    s = valid(withPlayer(s, 0, { characters: ["MC01"], recruited: 1, hand: { glassFactories: [], specialTiles: [], shops: ["SH03"], palaces: [] } }));
    s = valid({ ...s, shopStack: s.shopStack.filter((x) => x !== "SH03") });
    expect(game.view(s, 0).players[0]?.characters).toEqual({ count: 1, ids: ["MC01"] });
    expect(game.view(s, 1).players[0]?.characters).toEqual({ count: 1, ids: null });
    for (const viewer of [0, 1, SPECTATOR] as const) {
      expect(game.view(game.redrawHidden?.(s, viewer, 99) as MuranoState, viewer)).toEqual(game.view(s, viewer));
    }
    expect((game.redrawHidden?.(s, 1, 99) as MuranoState).players[0]?.characters).not.toEqual(["MC01"]);
  });

  it("a bought palace waiting for its final-turn placement stays face down for the others", () => {
    let s = base(3);
    const last = s.palaceStack[0] ?? "";
    s = valid({ ...s, glassFactoryStack: [], palaceStack: [last], removed: { ...s.removed, glassFactories: [...s.removed.glassFactories, ...s.glassFactoryStack] } });
    s = put(s, "TM.S1", "ST01");
    s = act(act(valid(s), 0, { type: "act", ship: 2, to: 5 }), 0, { type: "buyTop" });
    expect(game.view(s, 0).step).toEqual({ kind: "finalPlace", tile: last });
    expect(game.view(s, 1).step).toEqual({ kind: "finalPlace", hiddenTile: "palace" });
    expect(JSON.stringify(game.view(s, 1))).not.toContain(last);
    const redrawn = game.redrawHidden?.(s, 1, 5) as MuranoState;
    expect(redrawn.step.kind === "finalPlace" && redrawn.players[0]?.hand.palaces.at(-1) === redrawn.step.tile).toBe(true);
    expect(game.view(redrawn, 1)).toEqual(game.view(s, 1));
  });

  it("every legal action of a random game has a description; render shows the board and players", () => {
    let s = game.setup(game.defaultConfig(4), 3);
    for (let i = 0; i < 300 && game.activePlayers(s).length > 0; i++) {
      const seat = game.activePlayers(s)[0] ?? 0;
      const legal = game.legalActions(s, seat);
      for (const a of legal) expect(describeAction(a).length).toBeGreaterThan(5);
      const next = game.apply(s, seat, legal[(i * 7) % legal.length] ?? { type: "noSale" });
      if (either.isRight(next)) s = next.right;
    }
    const text = render(game.view(s, 0));
    expect(text).toMatch(/Ring: 0:Bld/);
    expect(text).toMatch(/Player 4 \(grey\)/);
    expect(text).toMatch(/SS Sacca Serenella/);
  });
});
