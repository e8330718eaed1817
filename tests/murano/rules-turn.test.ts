/**
 * Independent review of the turn rules (spec §2.2–§2.9 and the non-card flags of §5.2): one focused
 * test per rule. States are built directly from a seeded setup and validated with the state codec.
 */
import { either } from "fp-ts";
import { describe, expect, it } from "vitest";
import { createMatch } from "@laguna/core";
import { CELLS, MuranoConfigC, type MuranoState, MuranoStateC, game, ringSpace } from "@laguna/murano";
import { act, base, beads, put, refused, takeCharacters, valid, withPlayer } from "./fixtures";

const SIZE = 18;

/** The oracle's spaces ship `i` can reach in one movement: forward until the next ship (§2.3 a, b). */
function targets(ships: readonly number[], i: number): number[] {
  const out: number[] = [];
  for (let d = 1; d < SIZE; d++) {
    const q = ((ships[i] ?? 0) + d) % SIZE;
    if (ships.includes(q)) break;
    out.push(q);
  }
  return out;
}

/**
 * The oracle's answer to "can the turn still end on a usable action?", by full search: after
 * `moved` (ships already moved, each once), with `gold` held, the next movement costs
 * `moved.length`; `usable(q, goldLeft)` says whether the action at space q can be taken.
 */
function canStillAct(ships: readonly number[], moved: readonly number[], gold: number, usable: (q: number, goldLeft: number) => boolean): boolean {
  const cost = moved.length;
  if (gold < cost) return false;
  return ships.some(
    (_, i) =>
      !moved.includes(i) &&
      targets(ships, i).some((q) => usable(q, gold - cost) || canStillAct(ships.map((x, j) => (j === i ? q : x)), [...moved, i], gold - cost, usable)),
  );
}
const gold = (s: MuranoState, seat: number) => s.players[seat]?.gold;
const vp = (s: MuranoState, seat: number) => s.players[seat]?.vp;
const key = (a: unknown) => JSON.stringify(a);
const lists = (s: MuranoState, seat: number, a: unknown) => game.legalActions(s, seat).some((x) => key(x) === key(a));

/** Ships placed so that the red ship stands on q − 1 and the 7 black ships on q + 1 … q + 7. */
function shipsBefore(q: number): number[] {
  return [(q + SIZE - 1) % SIZE, ...[1, 2, 3, 4, 5, 6, 7].map((d) => (q + d) % SIZE)];
}

/** Seat `seat` (the current player) takes the action of space q with one free movement of the red ship. */
function enter(s: MuranoState, seat: number, q: number): MuranoState {
  return act(valid({ ...s, ships: shipsBefore(q) }), seat, { type: "act", ship: 0, to: q });
}

/** A state with an empty stack emptied (by moving its tiles to the removed set, for scenario states). */
function emptyStacks(s: MuranoState, which: readonly ("piles" | "shops" | "palaces" | "gf" | "special")[]): MuranoState {
  return {
    ...s,
    piles: which.includes("piles") ? [[], []] : s.piles,
    shopStack: which.includes("shops") ? [] : s.shopStack,
    palaceStack: which.includes("palaces") ? [] : s.palaceStack,
    glassFactoryStack: which.includes("gf") ? [] : s.glassFactoryStack,
    specialTileStack: which.includes("special") ? [] : s.specialTileStack,
  };
}

describe("§2.2 setup", () => {
  for (const [n, piles, shops, palaces, gf, sp, deck, general, gondolas] of [
    [2, [18, 17], 9, 11, 11, 9, 33, 4, 20],
    [3, [18, 17], 9, 11, 11, 9, 33, 6, 20],
    [4, [21, 21], 12, 12, 12, 12, 35, 8, 24],
  ] as const) {
    it(`${n} players: counts per stack, removals, piles, general supply, holdings`, () => {
      const s = game.setup(game.defaultConfig(n), 11);
      expect(MuranoStateC.is(s)).toBe(true);
      expect(s.piles.map((p) => p.length)).toEqual(piles);
      expect([s.shopStack.length, s.palaceStack.length, s.glassFactoryStack.length, s.specialTileStack.length]).toEqual([shops, palaces, gf, sp]);
      expect(s.characterDeck.length).toBe(deck);
      expect(s.specialDeck.length).toBe(15);
      expect(s.players.reduce((t, p) => t + p.general, 0)).toBe(general);
      expect(Object.keys(s.gondolas).length).toBe(gondolas);
      expect(Object.values(s.gondolas).every((g) => g === null)).toBe(true);
      expect(s.bag).toEqual(beads(10, 10, 10));
      expect(s.ships).toEqual([0, 2, 4, 7, 9, 11, 13, 16]);
      for (const p of s.players) expect([p.gold, p.vp, p.personal, p.general, p.characters.length]).toEqual([5, 5, 5, 2, 0]);
      const small = n < 4;
      expect(s.removed.streets).toEqual(small ? ["ST18", "ST19", "ST20", "ST21", "ST25", "ST29", "ST33"] : []);
      expect(s.removed.shops).toEqual(small ? ["SH04", "SH08", "SH12"] : []);
      expect(s.removed.palaces.length).toBe(small ? 1 : 0);
      expect(s.removed.glassFactories.length).toBe(small ? 1 : 0);
      expect(s.removed.specialTiles.length).toBe(small ? 3 : 0);
      expect(s.removed.characters).toEqual(small ? ["MC30", "MC37"] : []);
      expect(s.removed.charactersUnseen.length).toBe(5);
      // Nothing removed is still in play; every component is somewhere exactly once.
      const streets = [...s.piles.flat(), ...s.removed.streets];
      expect(new Set(streets).size).toBe(42);
      const pals = [...s.palaceStack, ...s.removed.palaces];
      expect(new Set(pals).size).toBe(12);
      const chars = [...s.characterDeck, ...s.removed.characters, ...s.removed.charactersUnseen];
      expect(new Set(chars).size).toBe(40);
      expect(s.characterDeck.some((c) => c === "MC30" || c === "MC37")).toBe(!small);
      expect(s.current).toBe(s.startPlayer);
    });
  }

  it("the removed palace (2–3p) and the start player are random, decided by the seed", () => {
    const removed = new Set<string>();
    const starts = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) {
      const s = game.setup(game.defaultConfig(3), seed);
      removed.add(s.removed.palaces[0] ?? "");
      starts.add(s.startPlayer);
    }
    expect(removed.size).toBeGreaterThan(4);
    expect([...starts].sort()).toEqual([0, 1, 2]);
  });
});

describe("§2.3 ship movement", () => {
  it("movements cost 0, 1, 2 …, paid when made; only the last space's action happens (AS02-like)", () => {
    let s = valid(withPlayer(base(), 0, { gold: 10 }));
    s = act(s, 0, { type: "move", ship: 3, to: 8 }); // onto Take 2 Gold: no action, free
    expect(gold(s, 0)).toBe(10);
    s = act(s, 0, { type: "move", ship: 2, to: 7 }); // 1 gold
    expect(gold(s, 0)).toBe(9);
    s = act(s, 0, { type: "act", ship: 1, to: 4 }); // 2 gold, Income
    expect(gold(s, 0)).toBe(7);
    expect(s.step.kind).toBe("income");
    expect(s.ships).toEqual([0, 4, 7, 8, 9, 11, 13, 16]);
  });

  it("gold the action produces cannot pay for movements: a 3rd movement needs 2 gold held before", () => {
    const at = (g: number) => valid({ ...withPlayer(base(), 0, { gold: g }), step: { kind: "turn", moved: [7, 6] } });
    expect(refused(at(1), 0, { type: "act", ship: 3, to: 8 }).rule).toBe("cannot-afford-movement");
    const s = act(at(2), 0, { type: "act", ship: 3, to: 8 });
    expect(gold(s, 0)).toBe(2); // 2 − 2 + 2
  });

  it("rule a (no entering an occupied space) and rule b (no passing a ship)", () => {
    const s = valid(base());
    expect(refused(s, 0, { type: "act", ship: 2, to: 7 }).rule).toBe("space-occupied");
    expect(refused(s, 0, { type: "act", ship: 2, to: 8 }).rule).toBe("ship-in-the-way");
    expect(refused(s, 0, { type: "pass", ship: 2, to: 8 }).rule).toBe("ship-in-the-way");
  });

  it("R19: each ship moves at most once per turn", () => {
    const s = act(valid(base()), 0, { type: "move", ship: 7, to: 17 });
    expect(refused(s, 0, { type: "act", ship: 7, to: 0 }).rule).toBe("ship-moved-twice");
    expect(game.legalActions(s, 0).some((a) => "ship" in a && a.ship === 7)).toBe(false);
  });

  it("a pass gives +1 gold, moves exactly one ship for free and carries out no action", () => {
    const s0 = valid(withPlayer(base(), 0, { gold: 0 }));
    const s = act(s0, 0, { type: "pass", ship: 3, to: 8 }); // onto Take 2 Gold
    expect(gold(s, 0)).toBe(1);
    expect(s.ships).toEqual([0, 2, 4, 8, 9, 11, 13, 16]);
    expect([s.current, s.step]).toEqual([1, { kind: "turn", moved: [] }]);
    expect(refused(s0, 0, { type: "move", ship: 7, to: 17 }).rule).toBe("dead-end"); // 0 gold: no paid movement can follow
    const moved = act(valid(base()), 0, { type: "move", ship: 7, to: 17 });
    expect(refused(moved, 0, { type: "pass", ship: 3, to: 8 }).rule).toBe("pass-after-move");
  });

  it("an action turn is legal only if the final action is selectable (Buy Shop with 1 gold)", () => {
    const s = valid(withPlayer(base(), 0, { gold: 1 }));
    expect(refused(s, 0, { type: "act", ship: 0, to: 1 }).rule).toBe("action-not-selectable");
    expect(lists(valid(withPlayer(base(), 0, { gold: 2 })), 0, { type: "act", ship: 0, to: 1 })).toBe(true);
    // A paid movement that leaves only unaffordable actions is refused as a dead end.
    const poor = valid({ ...withPlayer(base(), 0, { gold: 1 }), step: { kind: "turn", moved: [] } });
    const afterMove = act(poor, 0, { type: "move", ship: 7, to: 17 });
    for (const a of game.legalActions(afterMove, 0)) expect(a.type === "act" || a.type === "move").toBe(true);
    expect(game.legalActions(afterMove, 0).length).toBeGreaterThan(0);
  });

  it("the move/act lists agree with an independent search, and no reachable turn state is stuck", () => {
    // Only Build (0, 7, 13) and Take 2 Gold (8) are selectable: every other stack and option is gone.
    const sel = new Set([0, 7, 8, 13]);
    let s0 = emptyStacks(base(4, { allowNullActions: false }), ["shops", "palaces", "gf", "special"]);
    s0 = { ...s0, characterDeck: [], removed: { ...s0.removed, charactersUnseen: [...s0.removed.charactersUnseen, ...s0.characterDeck] } };
    s0 = withPlayer(s0, 0, { personal: 0, general: 0, gold: 3 });
    s0 = valid({ ...s0, ships: [0, 7, 8, 13, 1, 2, 12, 14] });
    const completes = (ships: readonly number[], moved: readonly number[], g: number): boolean =>
      canStillAct(ships, moved, g, (q) => sel.has(q));
    let visited = 0;
    const walk = (s: MuranoState) => {
      visited++;
      if (s.step.kind !== "turn") return;
      const legal = game.legalActions(s, 0);
      expect(legal.length).toBeGreaterThan(0);
      const moved = s.step.moved;
      const g = gold(s, 0) ?? 0;
      const want: string[] = [];
      s.ships.forEach((_, i) => {
        if (moved.includes(i)) return;
        for (const q of targets(s.ships, i)) {
          if (moved.length === 0) want.push(key({ type: "pass", ship: i, to: q }));
          if (g < moved.length) continue;
          const next = s.ships.map((x, j) => (j === i ? q : x));
          if (completes(next, [...moved, i], g - moved.length)) want.push(key({ type: "move", ship: i, to: q }));
          if (sel.has(q)) want.push(key({ type: "act", ship: i, to: q }));
        }
      });
      expect(legal.map(key).sort()).toEqual(want.sort());
      for (const a of legal) if (a.type === "move") walk(act(s, 0, a));
    };
    walk(s0);
    expect(visited).toBeGreaterThan(20);
  });
});

describe("§2.3 movement lists against an oracle built from the spec's cost table", () => {
  it("pass / move / act lists equal an independent search, for random ship layouts and 0–3 gold", () => {
    // Default config, setup holdings (no characters, 5 gondoliers, all stacks full): the gold each
    // action needs after the movements, from the §2.4 table.
    const need: Record<string, number> = {
      TAKE_2_GOLD: 0, BUY_GLASS_FACTORY: 1, BUY_SHOP: 2, BUY_PALACE: 2, BUY_SPECIAL_BUILDING: 2, RECRUIT: 1,
      PLACE_GONDOLIER: 2, BUILD: 0, INCOME: 0, PRODUCTION: 0, GONDOLIER: 0,
    };
    const ok = (q: number, left: number) => left >= (need[ringSpace(q).action] ?? 99);
    const completes = (ships: readonly number[], moved: readonly number[], g: number): boolean =>
      canStillAct(ships, moved, g, ok);
    const oracle = (ships: readonly number[], moved: readonly number[], g: number): string[] => {
      const want: string[] = [];
      ships.forEach((_, i) => {
        if (moved.includes(i)) return;
        for (const q of targets(ships, i)) {
          if (moved.length === 0) want.push(key({ type: "pass", ship: i, to: q }));
          if (g < moved.length) continue;
          if (completes(ships.map((x, j) => (j === i ? q : x)), [...moved, i], g - moved.length)) want.push(key({ type: "move", ship: i, to: q }));
          if (ok(q, g - moved.length)) want.push(key({ type: "act", ship: i, to: q }));
        }
      });
      return want.sort();
    };
    let x = 7;
    const rand = (n: number) => {
      x = (x * 1103515245 + 12345) % 2147483648;
      return x % n;
    };
    let compared = 0;
    for (let layout = 0; layout < 25; layout++) {
      const spaces = Array.from({ length: SIZE }, (_, i) => i);
      for (let i = spaces.length - 1; i > 0; i--) {
        const j = rand(i + 1);
        [spaces[i], spaces[j]] = [spaces[j] ?? 0, spaces[i] ?? 0];
      }
      const ships = spaces.slice(0, 8);
      for (const g of [0, 1, 2, 3]) {
        let s = valid({ ...withPlayer(base(), 0, { gold: g }), ships });
        expect(game.legalActions(s, 0).map(key).sort()).toEqual(oracle(s.ships, [], g));
        compared++;
        // And after one and two paid-for movements, when offered.
        for (let depth = 0; depth < 2 && s.step.kind === "turn"; depth++) {
          const moves = game.legalActions(s, 0).filter((a) => a.type === "move");
          const m = moves[rand(Math.max(1, moves.length))];
          if (m === undefined) break;
          s = act(s, 0, m);
          if (s.step.kind !== "turn") break;
          expect(game.legalActions(s, 0).map(key).sort()).toEqual(oracle(s.ships, s.step.moved, gold(s, 0) ?? 0));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(150);
  });
});

describe("§2.4 actions", () => {
  it("Take 2 Gold gives +2", () => {
    expect(gold(enter(valid(base()), 0, 8), 0)).toBe(7);
  });

  it("Buy Glass Factory: 1 gold, a GF to hand; not selectable with 0 gold or an empty stack", () => {
    const s = enter(valid(base()), 0, 6);
    expect([gold(s, 0), s.players[0]?.hand.glassFactories.length, s.glassFactoryStack.length]).toEqual([4, 1, 11]);
    const broke = valid({ ...withPlayer(base(), 0, { gold: 0 }), ships: shipsBefore(6) });
    expect(refused(broke, 0, { type: "act", ship: 0, to: 6 }).rule).toBe("action-not-selectable");
    const empty = valid({ ...emptyStacks(base(), ["gf"]), ships: shipsBefore(6) });
    expect(refused(empty, 0, { type: "act", ship: 0, to: 6 }).rule).toBe("action-not-selectable");
  });

  it("Buy Shop for 2: the top tile, face down in hand", () => {
    const s0 = valid(base());
    const top = s0.shopStack[0];
    const s = act(enter(s0, 0, 1), 0, { type: "buyTop" });
    expect(s.players[0]?.hand.shops).toEqual([top]);
    expect([gold(s, 0), s.shopStack.length]).toEqual([3, 11]);
  });

  it("Buy Shop for 4: the searcher picks any tile, the rest is reshuffled; search needs 4 gold", () => {
    const s0 = valid(withPlayer(base(), 0, { gold: 6 }));
    const s1 = act(enter(s0, 0, 10), 0, { type: "search" });
    expect(s1.step).toEqual({ kind: "search", stack: "shop" });
    expect(gold(s1, 0)).toBe(2);
    expect(game.view(s1, 0).searching).toEqual([...s0.shopStack].sort());
    const last = s0.shopStack[s0.shopStack.length - 1] ?? "";
    const s2 = act(s1, 0, { type: "pick", tile: last });
    expect(s2.players[0]?.hand.shops).toEqual([last]);
    expect([...s2.shopStack].sort()).toEqual(s0.shopStack.filter((t) => t !== last).sort());
    const three = enter(valid(withPlayer(base(), 0, { gold: 3 })), 0, 10);
    expect(refused(three, 0, { type: "search" }).rule).toBe("cannot-afford");
    expect(lists(three, 0, { type: "buyTop" })).toBe(true);
  });

  it("Buy Palace works like Buy Shop with the palace stack", () => {
    const s0 = valid(base());
    const s = act(enter(s0, 0, 5), 0, { type: "buyTop" });
    expect(s.players[0]?.hand.palaces).toEqual([s0.palaceStack[0]]);
    expect(gold(s, 0)).toBe(3);
    const empty = valid({ ...emptyStacks(base(), ["palaces"]), ships: shipsBefore(5) });
    expect(refused(empty, 0, { type: "act", ship: 0, to: 5 }).rule).toBe("action-not-selectable");
  });

  it("Buy Special Building: 2 gold, a special tile to hand; needs 2 gold", () => {
    const s = enter(valid(base()), 0, 17);
    expect([gold(s, 0), s.players[0]?.hand.specialTiles.length, s.specialTileStack.length]).toEqual([3, 1, 11]);
    const poor = valid({ ...withPlayer(base(), 0, { gold: 1 }), ships: shipsBefore(17) });
    expect(refused(poor, 0, { type: "act", ship: 0, to: 17 }).rule).toBe("action-not-selectable");
  });

  it("Recruit: draw 3, keep one for n + 1, the others to the bottom in the order drawn", () => {
    const s0 = valid(withPlayer(base(), 0, { gold: 3, characters: [] }));
    const [x, y, z] = s0.characterDeck;
    const s1 = enter(s0, 0, 12);
    expect(s1.step).toEqual({ kind: "recruit", options: [x, y, z], cost: 1 });
    const kept = act(s1, 0, { type: "keep", card: y ?? "" });
    expect([gold(kept, 0), kept.players[0]?.characters, kept.players[0]?.recruited]).toEqual([2, [y], 1]);
    expect(kept.characterDeck.slice(-2)).toEqual([x, z]);
    expect(kept.characterDeck.length).toBe(s0.characterDeck.length - 1);
    const declined = act(s1, 0, { type: "decline" });
    expect(gold(declined, 0)).toBe(3); // no pay, no +1
    expect(declined.characterDeck.slice(-3)).toEqual([x, y, z]);
    expect(declined.current).toBe(1);
  });

  it("Recruit draws what is left; with an empty deck or too little gold it is not selectable", () => {
    const s0 = base();
    const short = valid({ ...s0, characterDeck: s0.characterDeck.slice(0, 2), removed: { ...s0.removed, charactersUnseen: [...s0.removed.charactersUnseen, ...s0.characterDeck.slice(2)] } });
    const s1 = enter(short, 0, 12);
    expect(s1.step.kind === "recruit" && s1.step.options).toEqual(s0.characterDeck.slice(0, 2));
    const none = valid({ ...s0, ships: shipsBefore(12), characterDeck: [], removed: { ...s0.removed, charactersUnseen: [...s0.removed.charactersUnseen, ...s0.characterDeck] } });
    expect(refused(none, 0, { type: "act", ship: 0, to: 12 }).rule).toBe("action-not-selectable");
    const two = takeChars(s0, 2);
    expect(refused(valid({ ...withPlayer(two, 0, { gold: 2 }), ships: shipsBefore(12) }), 0, { type: "act", ship: 0, to: 12 }).rule).toBe("action-not-selectable");
    expect(lists(valid({ ...withPlayer(two, 0, { gold: 3 }), ships: shipsBefore(12) }), 0, { type: "act", ship: 0, to: 12 })).toBe(true);
  });

  it("Place a Gondolier: 2 gold on an own-colour gondola, 5 on any other (unused colours included)", () => {
    const s0 = valid(withPlayer(base(2), 0, { gold: 10 }));
    const own = act(enter(s0, 0, 3), 0, { type: "placeGondolier", gondola: "SD.g.white" });
    expect([gold(own, 0), own.players[0]?.personal, own.gondolas["SD.g.white"]]).toEqual([8, 4, 0]);
    const other = act(enter(s0, 0, 3), 0, { type: "placeGondolier", gondola: "SD.g.orange" }); // unused colour in 2p
    expect([gold(other, 0), other.gondolas["SD.g.orange"]]).toEqual([5, 0]);
    // With 4 gold only own-colour gondolas are offered; a taken gondola is refused.
    const four = enter(valid(withPlayer(base(2), 0, { gold: 4 })), 0, 3);
    expect(game.legalActions(four, 0).every((a) => a.type === "placeGondolier" && a.gondola.endsWith(".white"))).toBe(true);
    expect(refused(four, 0, { type: "placeGondolier", gondola: "SD.g.brown" }).rule).toBe("cannot-afford");
    const taken = enter(valid({ ...withPlayer(base(2), 0, { gold: 10 }), gondolas: { ...s0.gondolas, "SD.g.white": 1 } }), 0, 3);
    expect(refused(taken, 0, { type: "placeGondolier", gondola: "SD.g.white" }).rule).toBe("gondola-taken");
  });

  it("Place a Gondolier is selectable only with a gondolier in the personal supply and an affordable gondola", () => {
    const none = valid({ ...withPlayer(base(), 0, { personal: 0, general: 7 }), ships: shipsBefore(3) });
    expect(refused(none, 0, { type: "act", ship: 0, to: 3 }).rule).toBe("action-not-selectable");
    const poor = valid({ ...withPlayer(base(), 0, { gold: 1 }), ships: shipsBefore(3) });
    expect(refused(poor, 0, { type: "act", ship: 0, to: 3 }).rule).toBe("action-not-selectable");
  });

  it("Buy and Place a Gondolier must be carried out in full (R18): their steps offer no way to skip", () => {
    const buy = enter(valid(base()), 0, 1);
    expect(game.legalActions(buy, 0).map((a) => a.type).sort()).toEqual(["buyTop", "search"]);
    const place = enter(valid(base()), 0, 3);
    expect(game.legalActions(place, 0).every((a) => a.type === "placeGondolier")).toBe(true);
  });

  it("Gondolier: dismiss (+3 gold, personal → general) or hire (3 gold, general → personal)", () => {
    const s1 = enter(valid(base()), 0, 9);
    const d = act(s1, 0, { type: "dismiss" });
    expect([gold(d, 0), d.players[0]?.personal, d.players[0]?.general]).toEqual([8, 4, 3]);
    const h = act(s1, 0, { type: "hire" });
    expect([gold(h, 0), h.players[0]?.personal, h.players[0]?.general]).toEqual([2, 6, 1]);
    const noGeneral = enter(valid(withPlayer(base(), 0, { general: 0, personal: 7 })), 0, 9);
    expect(refused(noGeneral, 0, { type: "hire" }).rule).toBe("no-gondolier-to-hire");
    const noPersonal = enter(valid({ ...withPlayer(base(), 0, { personal: 0, general: 2 }), gondolas: { ...base().gondolas, "TM.g.white": 0, "SM.g.white": 0, "CS.g.white": 0, "SD.g.white": 0, "PM.g.white": 0 } }), 0, 9);
    expect(refused(noPersonal, 0, { type: "dismiss" }).rule).toBe("no-gondolier");
    expect(refused(enter(valid(withPlayer(base(), 0, { gold: 2 })), 0, 9), 0, { type: "hire" }).rule).toBe("cannot-afford");
  });
});

/** Gives seat 0 `n` characters from the deck (recruited). */
function takeChars(s: MuranoState, n: number): MuranoState {
  const cards = s.characterDeck.slice(0, n);
  return withPlayer({ ...s, characterDeck: s.characterDeck.slice(n) }, 0, { characters: cards, recruited: n });
}

describe("§2.5 Build", () => {
  it("a street is drawn from the chosen pile's top and may go on any empty street space", () => {
    const s0 = valid(base());
    const b = enter(s0, 0, 0);
    const top1 = s0.piles[1]?.[0];
    const drawn = act(b, 0, { type: "drawStreet", pile: 1 });
    expect(drawn.step).toEqual({ kind: "build", placed: 0, drawn: top1 });
    expect(drawn.piles[1]?.length).toBe((s0.piles[1]?.length ?? 0) - 1);
    expect(refused(drawn, 0, { type: "endBuild" }).rule).toBe("street-pending");
    expect(refused(drawn, 0, { type: "drawStreet", pile: 0 }).rule).toBe("street-pending");
    expect(refused(drawn, 0, { type: "placeStreet", cell: "TM.B1" }).rule).toBe("not-a-street-space");
    const placed = act(drawn, 0, { type: "placeStreet", cell: "CS.S6" }); // touches no building: no adjacency needed
    expect(placed.cells["CS.S6"]).toBe(top1);
    expect(vp(placed, 0)).toBe(5);
  });

  it("buildings go only next to a street tile (placed this action counts); VP 1/2/3/0; markers on GF and shop only", () => {
    let s = withPlayer(base(), 0, { hand: { glassFactories: [], specialTiles: [], shops: [], palaces: [] } });
    s = valid(withPlayer(s, 0, { hand: { glassFactories: [s.glassFactoryStack[0] ?? ""], specialTiles: [], shops: [s.shopStack[0] ?? ""], palaces: [s.palaceStack[0] ?? ""] } }));
    s = valid({ ...s, glassFactoryStack: s.glassFactoryStack.slice(1), shopStack: s.shopStack.slice(1), palaceStack: s.palaceStack.slice(1) });
    const [gf] = s.players[0]?.hand.glassFactories ?? [];
    const [sh] = s.players[0]?.hand.shops ?? [];
    const [pa] = s.players[0]?.hand.palaces ?? [];
    let b = enter(s, 0, 0);
    expect(refused(b, 0, { type: "placeBuilding", tile: sh ?? "", cell: "TM.B2" }).rule).toBe("needs-street");
    b = act(b, 0, { type: "drawStreet", pile: 0 });
    b = act(b, 0, { type: "placeStreet", cell: "TM.S3" });
    b = act(b, 0, { type: "placeBuilding", tile: sh ?? "", cell: "TM.B2" });
    expect([vp(b, 0), b.owners[sh ?? ""]]).toEqual([7, 0]);
    expect(refused(b, 0, { type: "placeBuilding", tile: pa ?? "", cell: "TM.B4" }).rule).toBe("needs-street");
    b = act(b, 0, { type: "placeBuilding", tile: pa ?? "", cell: "TM.B6" });
    expect(vp(b, 0)).toBe(10);
    expect(b.owners[pa ?? ""]).toBeUndefined();
    // The 3rd placement ended the Build by itself: the GF stays in hand.
    expect([b.current, b.players[0]?.hand.glassFactories]).toEqual([1, [gf]]);
  });

  it("a glass factory scores 1 VP; a special tile 0 VP and a draw of 3 special cards, the others to the bottom", () => {
    let s = base();
    s = put(s, "TM.S1", s.piles[0]?.[0] ?? "");
    const gf = s.glassFactoryStack[0] ?? "";
    const sp = s.specialTileStack[0] ?? "";
    s = valid(withPlayer({ ...s, glassFactoryStack: s.glassFactoryStack.slice(1), specialTileStack: s.specialTileStack.slice(1) }, 0, {
      hand: { glassFactories: [gf], specialTiles: [sp], shops: [], palaces: [] },
    }));
    let b = enter(s, 0, 0);
    b = act(b, 0, { type: "placeBuilding", tile: gf, cell: "TM.B1" });
    expect(b.owners[gf]).toBe(0);
    expect(vp(b, 0)).toBe(6);
    const [c1, c2, c3] = s.specialDeck;
    b = act(b, 0, { type: "placeBuilding", tile: sp, cell: "TM.B2" });
    expect(b.owners[sp]).toBeUndefined();
    expect(vp(b, 0)).toBe(6);
    expect(b.step).toEqual({ kind: "specialCard", options: [c1, c2, c3], resume: { placed: 2 } });
    b = act(b, 0, { type: "chooseSpecial", card: c2 ?? "" });
    expect(b.specialDeck.slice(-2)).toEqual([c1, c3]);
    expect(b.step).toEqual({ kind: "build", placed: 2, drawn: null });
  });

  it("SS on the 2–3p side takes no street tile (not offered, refused)", () => {
    const b = enter(valid(base(2)), 0, 0);
    const d = act(b, 0, { type: "drawStreet", pile: 0 });
    expect(refused(d, 0, { type: "placeStreet", cell: "SS.S1" }).rule).toBe("not-a-street-space");
    expect(game.legalActions(d, 0).some((a) => a.type === "placeStreet" && a.cell.startsWith("SS"))).toBe(false);
  });
});

describe("§2.5 Build, more refusals", () => {
  it("tiles are never moved: an occupied street or building space is refused; a building next to a building only is refused", () => {
    let s = base();
    s = put(put(s, "TM.S4", "ST01"), "TM.B3", "PA01");
    s = valid(withPlayer({ ...s, shopStack: s.shopStack.filter((t) => t !== "SH01") }, 0, { hand: { glassFactories: [], specialTiles: [], shops: ["SH01"], palaces: [] } }));
    const b = enter(s, 0, 0);
    expect(refused(b, 0, { type: "placeBuilding", tile: "SH01", cell: "TM.B3" }).rule).toBe("space-taken");
    expect(refused(b, 0, { type: "placeBuilding", tile: "SH01", cell: "TM.B2" }).rule).toBe("needs-street"); // B2 touches B3, not a street
    expect(refused(b, 0, { type: "placeBuilding", tile: "PA02", cell: "TM.B5" }).rule).toBe("tile-not-in-hand");
    const d = act(b, 0, { type: "drawStreet", pile: 0 });
    expect(refused(d, 0, { type: "placeStreet", cell: "TM.S4" }).rule).toBe("space-taken");
  });

  it("a street can be drawn only while an empty street space exists", () => {
    // 2 players: 35 street spaces; the 35 tiles in play cover them, and one removed tile is put
    // back on a pile so that a pile is not empty.
    let s = base(2);
    const spaces = CELLS.filter((c) => c.kind === "street" && c.island !== "SS").map((c) => c.id);
    const tiles = s.piles.flat();
    expect(spaces.length).toBe(35);
    spaces.forEach((cell, i) => {
      s = put(s, cell, tiles[i] ?? "");
    });
    const extra = s.removed.streets[0] ?? "";
    const full = valid({ ...s, piles: [[extra], []], removed: { ...s.removed, streets: s.removed.streets.slice(1) } });
    const b = enter(full, 0, 0);
    expect(refused(b, 0, { type: "drawStreet", pile: 0 }).rule).toBe("no-street-space");
    const oneFree = valid({ ...full, cells: Object.fromEntries(Object.entries(full.cells).filter(([c]) => c !== spaces[0])), piles: [[extra, tiles[0] ?? ""], []] });
    expect(lists(enter(oneFree, 0, 0), 0, { type: "drawStreet", pile: 0 })).toBe(true);
  });
});

describe("§2.6 Income", () => {
  it("each shop colour owned on the island pays its customers there once; other islands and players nothing", () => {
    let s = base();
    s = put(s, "SD.S1", "ST34"); // 2 red
    s = put(s, "SD.S2", "ST37"); // 2 blue
    s = put(s, "SD.S3", "ST30"); // 1 grey
    s = put(s, "TM.S1", "ST35"); // 2 red elsewhere
    s = put(s, "SD.B1", "SH01", 0); // red
    s = put(s, "SD.B3", "SH02", 0); // red again: adds nothing
    s = put(s, "SD.B2", "SH05", 1); // blue shop of another player
    s = put(s, "TM.B1", "SH03", 0); // red on TM
    const i = act(enter(valid(s), 0, 4), 0, { type: "income", island: "SD" });
    expect([gold(i, 0), gold(i, 1)]).toEqual([7, 5]);
  });
});

describe("§2.7 Production", () => {
  const prod = (v: number, bag = beads(10, 10, 10), held = beads(0, 0, 0), config = {}) => {
    let s = base(4, config);
    s = put(s, "TM.B1", "GF01", 0);
    s = put(s, "SD.B1", "GF02", 0);
    return valid(withPlayer({ ...s, bag }, 0, { vp: v, beads: held }));
  };

  it("f ≤ built GFs, f ≤ beads in the bag, VP ≥ 2f (strict); lose 2f VP and draw f beads", () => {
    const p = enter(prod(4), 0, 16);
    expect(refused(p, 0, { type: "produce", factories: 3, extra: false }).rule).toBe("not-enough-factories");
    const s = act(p, 0, { type: "produce", factories: 2, extra: false });
    const held = s.players[0]?.beads ?? beads(0, 0, 0);
    expect([vp(s, 0), held.red + held.green + held.blue, s.bag.red + s.bag.green + s.bag.blue]).toEqual([0, 2, 28]);
    expect(refused(enter(prod(3), 0, 16), 0, { type: "produce", factories: 2, extra: false }).rule).toBe("not-enough-vp");
    expect(lists(enter(prod(3), 0, 16), 0, { type: "produce", factories: 1, extra: false })).toBe(true);
    const greens = act(enter(prod(4, beads(0, 5, 0)), 0, 16), 0, { type: "produce", factories: 2, extra: false });
    expect([greens.players[0]?.beads, greens.bag]).toEqual([beads(0, 2, 0), beads(0, 3, 0)]);
    const shortBag = enter(prod(10, beads(1, 0, 0), beads(0, 0, 0)), 0, 16);
    expect(refused(shortBag, 0, { type: "produce", factories: 2, extra: false }).rule).toBe("bag-short");
  });

  it("sell 1–3 beads of one colour for 5 / 12 / 20; mixing colours or 4 beads is refused; sold beads go to the bag", () => {
    for (const [n, g] of [[1, 5], [2, 12], [3, 20]] as const) {
      const sell = act(enter(prod(5, beads(6, 10, 10), beads(4, 0, 1)), 0, 16), 0, { type: "produce", factories: 0, extra: false });
      const s = act(sell, 0, { type: "sell", beads: beads(n, 0, 0) });
      expect([gold(s, 0), s.players[0]?.beads.red, s.bag.red]).toEqual([5 + g, 4 - n, 6 + n]);
    }
    const sell = act(enter(prod(5, beads(6, 10, 10), beads(4, 0, 1)), 0, 16), 0, { type: "produce", factories: 0, extra: false });
    expect(refused(sell, 0, { type: "sell", beads: beads(2, 0, 1) }).rule).toBe("sale-one-colour");
    expect(refused(sell, 0, { type: "sell", beads: beads(4, 0, 0) }).rule).toBe("sale-size");
    expect(gold(act(sell, 0, { type: "noSale" }), 0)).toBe(5);
  });
});

describe("§2.9 end of the game", () => {
  /** 3 players, GF stack empty, one palace left, a street on TM.S1; seat `seat` to play with 2 gold. */
  const nearEnd = (config = {}, street = true) => {
    let s = base(3, config);
    s = { ...emptyStacks(s, ["gf"]), palaceStack: s.palaceStack.slice(0, 1), removed: { ...s.removed, palaces: [...s.removed.palaces, ...s.palaceStack.slice(1)], glassFactories: [...s.removed.glassFactories, ...s.glassFactoryStack] } };
    if (street) s = put(s, "TM.S1", "ST01");
    return valid(withPlayer(withPlayer(s, 0, { gold: 2, vp: 30 }), 1, { gold: 5 }));
  };

  it("the buy that empties a second stack triggers the end; the bought tile may be placed at once (AS12)", () => {
    const s0 = nearEnd();
    const tile = s0.palaceStack[0] ?? "";
    const s1 = act(enter(s0, 0, 5), 0, { type: "buyTop" });
    expect(s1.ending).toEqual({ rule: "lastTurns", triggeredBy: 0 });
    expect(s1.step).toEqual({ kind: "finalPlace", tile });
    expect(game.legalActions(s1, 0).some((a) => a.type === "drawStreet" || a.type === "placeBuilding")).toBe(false);
    const s2 = act(s1, 0, { type: "placeBought", cell: "TM.B1" });
    expect([vp(s2, 0), s2.cells["TM.B1"], s2.current]).toEqual([33, tile, 1]);
    // Seats 1 and 2 take exactly one more turn each, then scoring; seat 0 plays no more.
    const s3 = act(s2, 1, game.legalActions(s2, 1).find((a) => a.type === "pass") ?? { type: "endBuild" });
    expect(s3.current).toBe(2);
    const s4 = act(s3, 2, game.legalActions(s3, 2).find((a) => a.type === "pass") ?? { type: "endBuild" });
    expect(["scoring", "over"]).toContain(s4.step.kind);
    expect(game.legalActions(s4, 1).length + game.legalActions(s4, 2).length).toBe(0);
  });

  it("the final-turn placement is optional and needs a space next to a street (finalTurnPlacementNeedsStreet)", () => {
    const noStreet = act(enter(nearEnd({}, false), 0, 5), 0, { type: "buyTop" });
    expect(noStreet.ending?.triggeredBy).toBe(0);
    expect([noStreet.step.kind, noStreet.current]).toEqual(["turn", 1]); // no space: the turn just ends
    const anywhere = act(enter(nearEnd({ finalTurnPlacementNeedsStreet: false }, false), 0, 5), 0, { type: "buyTop" });
    expect(anywhere.step.kind).toBe("finalPlace");
    expect(game.legalActions(anywhere, 0).filter((a) => a.type === "placeBought").length).toBe(40);
    const kept = act(anywhere, 0, { type: "keepBought" });
    expect([kept.current, kept.players[0]?.hand.palaces.length]).toEqual([1, 1]);
  });

  it("another player's buy in their final turn may be placed too; a buy before the trigger may not", () => {
    let s0 = nearEnd();
    s0 = valid({ ...s0, shopStack: s0.shopStack, ending: { rule: "lastTurns", triggeredBy: 2 } });
    const s1 = act(enter(s0, 0, 1), 0, { type: "buyTop" });
    expect(s1.step.kind).toBe("finalPlace");
    const before = act(enter(valid({ ...base(3), cells: nearEnd().cells }), 0, 1), 0, { type: "buyTop" });
    expect([before.step.kind, before.ending]).toEqual(["turn", null]);
  });

  it("one empty stack, or one empty street pile, does not trigger; both piles count as one stack", () => {
    const s = base(3);
    const onePile = valid({ ...emptyStacks(s, ["gf"]), piles: [[], s.piles[1] ?? []], removed: { ...s.removed, streets: [...s.removed.streets, ...(s.piles[0] ?? [])], glassFactories: [...s.removed.glassFactories, ...s.glassFactoryStack] } });
    expect(enter(onePile, 0, 8).ending).toBeNull();
    const onlyStreets = valid({ ...s, piles: [[], []], removed: { ...s.removed, streets: [...s.removed.streets, ...s.piles.flat()] } });
    expect(enter(onlyStreets, 0, 8).ending).toBeNull();
  });

  it("a pass never triggers the end (it empties no stack); the next action with two stacks empty does", () => {
    const s = base(3);
    const two = valid({ ...emptyStacks(s, ["gf", "special"]), removed: { ...s.removed, glassFactories: [...s.removed.glassFactories, ...s.glassFactoryStack], specialTiles: [...s.removed.specialTiles, ...s.specialTileStack] } });
    // A pass changes no stack, so the trigger only follows the next action.
    const passed = act(two, 0, { type: "pass", ship: 7, to: 17 });
    expect(passed.ending).toBeNull();
    const acted = act(passed, 1, { type: "act", ship: 3, to: 8 });
    expect(acted.ending).toEqual({ rule: "lastTurns", triggeredBy: 1 });
  });
});

describe("§2.9 end of the game, more", () => {
  it("a stack emptied mid-action does not interrupt the action; the trigger comes at its end", () => {
    let s = base(4);
    const last = s.piles[0]?.[0] ?? "";
    const rest = [...(s.piles[0] ?? []).slice(1), ...(s.piles[1] ?? [])];
    s = emptyStacks(s, ["gf"]);
    s = valid({ ...s, piles: [[last], []], removed: { ...s.removed, streets: [...s.removed.streets, ...rest], glassFactories: [...s.removed.glassFactories, ...base(4).glassFactoryStack] } });
    let b = enter(s, 0, 0);
    b = act(b, 0, { type: "drawStreet", pile: 0 });
    b = act(b, 0, { type: "placeStreet", cell: "TM.S1" });
    expect([b.step.kind, b.ending, b.current]).toEqual(["build", null, 0]);
    b = act(b, 0, { type: "endBuild" });
    expect([b.ending, b.current]).toEqual([{ rule: "lastTurns", triggeredBy: 0 }, 1]);
  });

  it("4 players, triggered by seat 2: seats 3, 0, 1 each take exactly one more turn, then scoring from seat 2", () => {
    let s = base(4, {}, 2);
    s = valid({ ...emptyStacks(s, ["gf", "special"]), removed: { ...s.removed, glassFactories: s.glassFactoryStack, specialTiles: s.specialTileStack } });
    s = enter(s, 2, 8); // Take 2 Gold ends the action: two stacks are empty
    expect(s.ending).toEqual({ rule: "lastTurns", triggeredBy: 2 });
    const order: number[] = [];
    while (s.step.kind === "turn") {
      order.push(s.current);
      const pass = game.legalActions(s, s.current).find((a) => a.type === "pass");
      if (pass === undefined) throw new Error("no pass");
      s = act(s, s.current, pass);
    }
    expect(order).toEqual([3, 0, 1]);
    expect(["scoring", "over"]).toContain(s.step.kind);
    if (s.step.kind === "scoring") expect(s.step.order).toEqual([2, 3, 0, 1]);
  });
});

describe("no state without a legal action, under the non-card flags", () => {
  it("random games with allowNullActions off, Recruit without affordability, gold and marker limits", () => {
    for (const [n, seed] of [[2, 31], [3, 32], [4, 33]] as const) {
      const config = { ...game.defaultConfig(n), allowNullActions: false, recruitRequiresAffordableCost: false, goldSupplyLimit: 131, markerLimitPerPlayer: 15, productionVpRule: "clamp" as const, redShipStart: "random" as const };
      let s = game.setup(config, seed);
      let x = seed;
      for (let i = 0; i < 2500 && s.step.kind !== "over"; i++) {
        const seat = s.current;
        const legal = game.legalActions(s, seat);
        expect(legal.length, `stuck at ${s.step.kind}`).toBeGreaterThan(0);
        x = (x * 1103515245 + 12345) % 2147483648;
        const busy = legal.filter((a) => a.type !== "pass");
        const pool = busy.length > 0 && x % 10 !== 0 ? busy : legal;
        const a = pool[x % pool.length] ?? legal[0];
        const next = a === undefined ? undefined : game.apply(s, seat, a);
        if (next === undefined || either.isLeft(next)) throw new Error("listed action refused");
        // §2.8: 8 gondoliers per colour (track + personal + general + gondolas + islands), personal ≤ 7.
        next.right.players.forEach((p, seat) => {
          const onGondolas = Object.values(next.right.gondolas).filter((g) => g === seat).length;
          expect(1 + p.personal + p.general + onGondolas + p.scored.length).toBe(8);
          expect(p.personal).toBeLessThanOrEqual(7);
        });
        const held = next.right.players.reduce((t, p) => t + p.gold, 0);
        expect(held).toBeLessThanOrEqual(131);
        if (a?.type === "pass") expect(next.right.ending).toEqual(s.ending);
        s = next.right;
      }
      expect(s.step.kind).toBe("over");
    }
  });
});

describe("§5.2 flags (not about cards)", () => {
  it("productionVpRule: clamp allows producing while VP ≥ 1, VP floors at 0", () => {
    let s = base(4, { productionVpRule: "clamp" });
    s = put(put(s, "TM.B1", "GF01", 0), "SD.B1", "GF02", 0);
    const p = enter(valid(withPlayer(s, 0, { vp: 3 })), 0, 16);
    const after = act(p, 0, { type: "produce", factories: 2, extra: false });
    expect(vp(after, 0)).toBe(0);
    const zero = enter(valid(withPlayer(s, 0, { vp: 0 })), 0, 16);
    expect(refused(zero, 0, { type: "produce", factories: 1, extra: false }).rule).toBe("not-enough-vp");
  });

  it("allowNullActions: false refuses a Build of 0 tiles, Income of 0, a bare Gondolier action, a Production of nothing", () => {
    const s = valid(base(4, { allowNullActions: false }));
    const b = enter(s, 0, 0);
    expect(refused(b, 0, { type: "endBuild" }).rule).toBe("null-action");
    expect(refused(valid({ ...s, ships: shipsBefore(4) }), 0, { type: "act", ship: 0, to: 4 }).rule).toBe("action-not-selectable");
    expect(refused(valid({ ...s, ships: shipsBefore(16) }), 0, { type: "act", ship: 0, to: 16 }).rule).toBe("action-not-selectable");
    expect(refused(enter(s, 0, 9), 0, { type: "skipGondolier" }).rule).toBe("null-action");
    const withBeads = enter(valid(withPlayer(s, 0, { beads: beads(1, 0, 0) })), 0, 16);
    const sell = act(withBeads, 0, { type: "produce", factories: 0, extra: false });
    expect(refused(sell, 0, { type: "noSale" }).rule).toBe("null-action");
    // With the default, each of them is allowed.
    const d = valid(base());
    expect(lists(enter(d, 0, 0), 0, { type: "endBuild" })).toBe(true);
    expect(lists(enter(d, 0, 9), 0, { type: "skipGondolier" })).toBe(true);
    expect(lists(valid({ ...d, ships: shipsBefore(4) }), 0, { type: "act", ship: 0, to: 4 })).toBe(true);
  });

  it("allowNullActions: false makes Build, Income and Gondolier selectable only when they can do something", () => {
    const s0 = base(4, { allowNullActions: false });
    // Build: no street left to draw and nothing in hand.
    const noStreets = valid({ ...s0, ships: shipsBefore(0), piles: [[], []], removed: { ...s0.removed, streets: s0.piles.flat() } });
    expect(refused(noStreets, 0, { type: "act", ship: 0, to: 0 }).rule).toBe("action-not-selectable");
    const withTile = valid(put(withPlayer({ ...noStreets, palaceStack: noStreets.palaceStack.filter((t) => t !== "PA01") }, 0, { hand: { glassFactories: [], specialTiles: [], shops: [], palaces: ["PA01"] } }), "TM.S1", "ST01"));
    expect(lists(withTile, 0, { type: "act", ship: 0, to: 0 })).toBe(true);
    // Income: only islands that pay.
    let inc = put(put(s0, "SD.S1", "ST34"), "SD.B1", "SH01", 0);
    inc = enter(valid(inc), 0, 4);
    expect(game.legalActions(inc, 0)).toEqual([{ type: "income", island: "SD" }]);
    expect(refused(inc, 0, { type: "income", island: "TM" }).rule).toBe("null-action");
    // Gondolier: nobody to dismiss and no gold to hire.
    const g = valid({ ...withPlayer(s0, 0, { personal: 0, general: 2, gold: 2 }), gondolas: { ...s0.gondolas, "TM.g.white": 0, "SM.g.white": 0, "CS.g.white": 0, "SD.g.white": 0, "PM.g.white": 0 }, ships: shipsBefore(9) });
    expect(refused(g, 0, { type: "act", ship: 0, to: 9 }).rule).toBe("action-not-selectable");
    expect(lists(valid(withPlayer(g, 0, { gold: 3 })), 0, { type: "act", ship: 0, to: 9 })).toBe(true);
  });

  it("recruitRequiresAffordableCost: false lets a broke player draw, who must then decline", () => {
    const s = valid({ ...withPlayer(base(4, { recruitRequiresAffordableCost: false }), 0, { gold: 0 }), ships: shipsBefore(12) });
    const r = act(s, 0, { type: "act", ship: 0, to: 12 });
    expect(r.step.kind).toBe("recruit");
    const card = r.step.kind === "recruit" ? (r.step.options[0] ?? "") : "";
    expect(refused(r, 0, { type: "keep", card }).rule).toBe("cannot-afford");
    expect(game.legalActions(r, 0)).toEqual([{ type: "decline" }]);
  });

  it("goldSupplyLimit: a supply smaller than the starting gold is refused with the reason (§7: the supply never goes below 0)", () => {
    const tooSmall = { ...game.defaultConfig(4), goldSupplyLimit: 10 };
    expect(MuranoConfigC.is(tooSmall)).toBe(false);
    const created = createMatch(game, tooSmall, 1);
    expect(either.isLeft(created) && created.left.message).toBe(
      "Invalid config: at config.goldSupplyLimit: expected null or at least 20, the gold 4 players start with, got 10.",
    );
    // Exactly the starting gold is a valid (if tight) supply: it starts at 0 and never goes below.
    const tight = { ...game.defaultConfig(4), goldSupplyLimit: 20 };
    expect(MuranoConfigC.is(tight)).toBe(true);
    const s = game.setup(tight, 3);
    expect(20 - s.players.reduce((sum, p) => sum + p.gold, 0)).toBe(0);
  });

  it("goldSupplyLimit: gains never take the supply below 0", () => {
    const s = base(4, { goldSupplyLimit: 131 });
    const rich = valid(withPlayer(withPlayer(s, 0, { gold: 1 }), 1, { gold: 120 })); // held 1 + 120 + 5 + 5 = 131
    const t = enter(rich, 0, 8);
    expect(gold(t, 0)).toBe(1);
    const passed = act(rich, 0, { type: "pass", ship: 7, to: 17 });
    expect(gold(passed, 0)).toBe(1);
    const unlimited = enter(valid(withPlayer(withPlayer(base(), 0, { gold: 1 }), 1, { gold: 120 })), 0, 8);
    expect(gold(unlimited, 0)).toBe(3);
  });

  it("markerLimitPerPlayer: with all markers used, no GF or shop can be built (a palace can)", () => {
    let s = base(4, { markerLimitPerPlayer: 1 });
    s = put(put(s, "TM.S1", "ST01"), "SD.B1", "GF01", 0);
    s = valid(withPlayer(s, 0, { hand: { glassFactories: ["GF02"], specialTiles: [], shops: ["SH01"], palaces: ["PA01"] } }));
    s = valid(put(put(put(s, "SM.B1", "GF03", 1), "SM.B2", "SH02", 1), "SM.B3", "PA02"));
    s = valid({ ...s, glassFactoryStack: s.glassFactoryStack.filter((t) => t !== "GF02"), shopStack: s.shopStack.filter((t) => t !== "SH01"), palaceStack: s.palaceStack.filter((t) => t !== "PA01") });
    const b = enter(s, 0, 0);
    expect(refused(b, 0, { type: "placeBuilding", tile: "SH01", cell: "TM.B1" }).rule).toBe("no-markers");
    expect(refused(b, 0, { type: "placeBuilding", tile: "GF02", cell: "TM.B1" }).rule).toBe("no-markers");
    expect(lists(b, 0, { type: "placeBuilding", tile: "PA01", cell: "TM.B1" })).toBe(true);
    const free = enter(valid({ ...s, config: { ...s.config, markerLimitPerPlayer: null } }), 0, 0);
    expect(lists(free, 0, { type: "placeBuilding", tile: "SH01", cell: "TM.B1" })).toBe(true);
  });

  it("redShipStart: anchor0 puts the red ship on 0; random puts it on a seeded anchor, the black ships on the others", () => {
    const anchors = [0, 2, 4, 7, 9, 11, 13, 16];
    const reds = new Set<number>();
    for (let seed = 1; seed <= 30; seed++) {
      const s = game.setup({ ...game.defaultConfig(3), redShipStart: "random" }, seed);
      reds.add(s.ships[0] ?? -1);
      expect([...s.ships].sort((a, b) => a - b)).toEqual(anchors);
      expect(s.ships.slice(1)).toEqual(anchors.filter((a) => a !== s.ships[0]));
    }
    expect(reds.size).toBeGreaterThan(3);
    expect(game.setup(game.defaultConfig(3), 5).ships[0]).toBe(0);
  });

  it("startPlayer: a fixed seat starts", () => {
    for (const seat of [0, 1, 2] as const) expect(game.setup({ ...game.defaultConfig(3), startPlayer: seat }, 3).current).toBe(seat);
  });
});

describe("§5.2 flags of final scoring (R11, R12)", () => {
  /** 2 players, scoring: seat 0 holds MC01 and has gondoliers on TM.g.white and SD.g.white, 3 in the personal supply. */
  const scoring = (config = {}) => {
    const s = takeCharacters(base(2, config), ["MC01"]);
    return valid({
      ...withPlayer(s, 0, { characters: ["MC01"], recruited: 1, personal: 3, vp: 20 }),
      gondolas: { ...s.gondolas, "TM.g.white": 0, "SD.g.white": 0 },
      ending: { rule: "lastTurns", triggeredBy: 0 },
      step: { kind: "scoring", order: [0, 1], index: 0 },
    });
  };
  const scoreMc01 = (s: MuranoState) => {
    const a = game.legalActions(s, 0).find((x) => x.type === "score" && x.island === "TM");
    if (a === undefined) throw new Error("MC01 cannot score on TM");
    return act(s, 0, a);
  };

  it("unassignedGondolierVp: onGondola (the option) gives +1 per own gondolier left on a gondola only", () => {
    const s = scoreMc01(scoring({ unassignedGondolierVp: "onGondola" }));
    expect(vp(s, 0)).toBe(20 + 0 + 1); // MC01 on an empty TM: 0 VP; SD.g.white left: +1
  });

  it("unassignedGondolierVp: notInGeneralSupply (the default, the rulebook's words) adds the personal supply", () => {
    expect(game.defaultConfig(2).unassignedGondolierVp).toBe("notInGeneralSupply");
    expect(vp(scoreMc01(scoring()), 0)).toBe(20 + 0 + 1 + 3);
    expect(vp(scoreMc01(scoring({ unassignedGondolierVp: "notInGeneralSupply" })), 0)).toBe(20 + 0 + 1 + 3);
  });

  it("characterAssignment: mandatory refuses to stop while a card can be assigned; optional allows it", () => {
    expect(refused(scoring(), 0, { type: "endScoring" }).rule).toBe("assignment-mandatory");
    const stopped = act(scoring({ characterAssignment: "optional", unassignedGondolierVp: "onGondola" }), 0, { type: "endScoring" });
    expect(vp(stopped, 0)).toBe(22); // both gondoliers unused
    const byDefault = act(scoring({ characterAssignment: "optional" }), 0, { type: "endScoring" });
    expect(vp(byDefault, 0)).toBe(25); // and the 3 in the personal supply
  });
});

describe("ring data used above", () => {
  it("the spaces the tests act on hold the actions they name", () => {
    const names = [0, 1, 3, 4, 5, 6, 8, 9, 10, 12, 16, 17].map((q) => ringSpace(q).action);
    expect(names).toEqual(["BUILD", "BUY_SHOP", "PLACE_GONDOLIER", "INCOME", "BUY_PALACE", "BUY_GLASS_FACTORY", "TAKE_2_GOLD", "GONDOLIER", "BUY_SHOP", "RECRUIT", "PRODUCTION", "BUY_SPECIAL_BUILDING"]);
    expect(either.isRight(game.apply(valid(base()), 0, { type: "pass", ship: 7, to: 17 }))).toBe(true);
  });
});
