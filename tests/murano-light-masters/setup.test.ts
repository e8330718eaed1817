import { SPECTATOR, type Viewer, decodeWith, deepEqual } from "@laguna/core";
import {
  CONFIG_OPTIONS,
  CREATION_CARDS,
  type Category,
  type Fragment,
  type LightMastersConfig,
  LightMastersConfigC,
  type LightMastersState,
  LightMastersStateC,
  LightMastersViewC,
  type MarketId,
  defaultConfig,
  fragmentTotals,
  isAdvantageId,
  redrawHidden,
  setup,
  view,
} from "@laguna/murano-light-masters";
import { either } from "fp-ts";
import { describe, expect, it } from "vitest";

const COUNTS = [2, 3, 4] as const;
const SIDES = ["A", "B"] as const;
const FORMS: readonly LightMastersConfig["advantageSetup"][] = ["random", "firstGame", { ART: 16, JEW: 5, HOU: 9, ANI: 13 }];
const MARKET_IDS: readonly MarketId[] = ["NE", "SE", "SW", "NW"];
const TILE_IDS: readonly Category[] = ["ART", "JEW", "HOU", "ANI"];
const SEEDS = [1, 2, 3, 42, 1234];

/** Every (player count, Ring side, Advantage form, advanced players) that the config codec accepts. */
const CASES = COUNTS.flatMap((n) =>
  SIDES.flatMap((ringSide) =>
    FORMS.flatMap((advantageSetup) =>
      [false, true]
        .filter((advancedPlayers) => !(advancedPlayers && advantageSetup === "firstGame"))
        .map((advancedPlayers): LightMastersConfig => ({ ...defaultConfig(n), ringSide, advantageSetup, advancedPlayers })),
    ),
  ),
);

const label = (c: LightMastersConfig) =>
  `${c.playerCount}p side ${c.ringSide} ${typeof c.advantageSetup === "string" ? c.advantageSetup : "mapping"}${c.advancedPlayers ? " advanced" : ""}`;

const sorted = <T>(xs: readonly T[]) => [...xs].sort();

describe("setup: invariants I16, I15, I1, I5 for every player count, Ring side and Advantage form", () => {
  it("covers 30 configs", () => {
    // 3 counts × 2 sides × (3 forms × 2 advanced − firstGame with advanced) = 30.
    expect(CASES.length).toBe(30);
  });

  for (const config of CASES) {
    it(label(config), () => {
      for (const seed of SEEDS) {
        const s = setup(config, seed);
        const n = config.playerCount;
        const hand = n === 2 ? 6 : 5;
        // I16: each Market holds one fragment, together one each of R, Y, G, B.
        for (const m of MARKET_IDS) expect(s.markets[m].length).toBe(1);
        expect(sorted(MARKET_IDS.flatMap((m) => s.markets[m]))).toEqual(["B", "G", "R", "Y"]);
        // I16: the Warehouse holds 42, R9 Y9 G9 B9 W6.
        expect(s.warehouse).toEqual({ R: 9, Y: 9, G: 9, B: 9, W: 6 });
        // I16: every player 4Ł, an empty Workbench and the right hand size; no card twice.
        expect(s.players.length).toBe(n);
        for (const p of s.players) {
          expect(p.lira).toBe(4);
          expect(p.workbench).toEqual({ R: 0, Y: 0, G: 0, B: 0, W: 0 });
          expect(p.hand.length).toBe(hand);
          expect(p.completed).toEqual([]);
          expect(p.used).toEqual([]);
          expect(p.turns).toBe(0);
        }
        const dealt = s.players.flatMap((p) => p.hand);
        expect(new Set(dealt).size).toBe(hand * n);
        // I5: hands + box = the 24 ids, each once; the box holds the rest, sorted.
        expect(sorted([...dealt, ...s.box])).toEqual(sorted(CREATION_CARDS.map((c) => c.id)));
        expect(s.box.length).toBe(24 - hand * n);
        expect(s.box).toEqual(sorted(s.box));
        // I1: fragment conservation.
        expect(fragmentTotals(s)).toEqual({ R: 10, Y: 10, G: 10, B: 10, W: 6 });
        // I15: 4 distinct Advantages; none is 1 or 2 with advancedPlayers; firstGame gives 1–4.
        const tiles = TILE_IDS.map((c) => s.tiles[c]);
        expect(tiles.every(isAdvantageId)).toBe(true);
        expect(new Set(tiles).size).toBe(4);
        if (config.advancedPlayers) {
          expect(tiles).not.toContain(1);
          expect(tiles).not.toContain(2);
        }
        if (config.advantageSetup === "firstGame") expect(sorted(tiles)).toEqual([1, 2, 3, 4]);
        else if (config.advantageSetup !== "random") expect(s.tiles).toEqual({ ART: 16, JEW: 5, HOU: 9, ANI: 13 });
        // The rest of the start state.
        expect(s.ringSide).toBe(config.ringSide);
        expect(s.current).toBe(s.firstPlayer);
        expect(s.firstPlayer).toBeGreaterThanOrEqual(0);
        expect(s.firstPlayer).toBeLessThan(n);
        expect(s.selector).toBeGreaterThanOrEqual(0);
        expect(s.selector).toBeLessThan(12);
        expect(s.ringOffset).toBeGreaterThanOrEqual(0);
        expect(s.ringOffset).toBeLessThan(12);
        expect([s.round, s.phase, s.pending, s.endTriggered]).toEqual([1, "P1.Selector", null, false]);
        // The state codec accepts what setup produces, also after a JSON round trip.
        expect(either.isRight(decodeWith(LightMastersStateC, JSON.parse(JSON.stringify(s)), "state"))).toBe(true);
        expect(LightMastersStateC.is(s)).toBe(true);
      }
    });
  }
});

describe("setup: randomness", () => {
  it("the same seed gives a deep-equal state", () => {
    for (const config of CASES) expect(setup(config, 99)).toEqual(setup(config, 99));
  });

  it("different seeds give different states", () => {
    for (const config of CASES) expect(deepEqual(setup(config, 1), setup(config, 2))).toBe(false);
  });

  it("over many seeds, every random part varies: selector, offset, first player, markets, tiles, hands", () => {
    const states = Array.from({ length: 60 }, (_, seed) => setup(defaultConfig(4), seed));
    expect(new Set(states.map((s) => s.selector)).size).toBeGreaterThan(6);
    expect(new Set(states.map((s) => s.ringOffset)).size).toBeGreaterThan(6);
    expect(new Set(states.map((s) => s.firstPlayer))).toEqual(new Set([0, 1, 2, 3]));
    expect(new Set(states.map((s) => s.markets.NE[0]))).toEqual(new Set(["R", "Y", "G", "B"]));
    expect(new Set(states.map((s) => s.tiles.ART)).size).toBeGreaterThan(8);
    expect(new Set(states.map((s) => s.players[0]?.hand.join())).size).toBe(60);
  });

  it("given starting positions and first player are used as given, and the other draws stay the same", () => {
    const base = defaultConfig(3);
    const fixed: LightMastersConfig = { ...base, selectorStart: 7, ringOffsetStart: 11, firstPlayer: 2 };
    for (const seed of SEEDS) {
      const a = setup(base, seed);
      const b = setup(fixed, seed);
      expect([b.selector, b.ringOffset, b.firstPlayer, b.current]).toEqual([7, 11, 2, 2]);
      expect(b.players.map((p) => p.hand)).toEqual(a.players.map((p) => p.hand));
      expect([b.markets, b.tiles, b.box]).toEqual([a.markets, a.tiles, a.box]);
    }
  });

  it("does not mutate the config", () => {
    const config = Object.freeze({ ...defaultConfig(2), advantageSetup: Object.freeze({ ART: 3, JEW: 4, HOU: 5, ANI: 6 }) });
    const s = setup(config, 5);
    expect(s.tiles).toEqual({ ART: 3, JEW: 4, HOU: 5, ANI: 6 });
    expect(config.advantageSetup).toEqual({ ART: 3, JEW: 4, HOU: 5, ANI: 6 });
  });
});

describe("config codec", () => {
  it("accepts every default config and every listed option value", () => {
    for (const n of COUNTS) {
      expect(LightMastersConfigC.is(defaultConfig(n))).toBe(true);
      for (const [key, values] of Object.entries(CONFIG_OPTIONS)) {
        for (const value of values) {
          const config = { ...defaultConfig(n), [key]: value };
          const fits = key !== "firstPlayer" || value === "random" || (value as number) < n;
          expect(LightMastersConfigC.is(config), `${n}p ${key}=${String(value)}`).toBe(fits);
        }
      }
    }
  });

  it("lists the default first for every option", () => {
    const d = defaultConfig(2);
    for (const [key, values] of Object.entries(CONFIG_OPTIONS)) expect(values[0], key).toEqual(d[key as keyof typeof d]);
    expect(Object.keys(CONFIG_OPTIONS).sort()).toEqual(Object.keys(d).filter((k) => k !== "playerCount").sort());
  });

  it("has the spec's default config block", () => {
    expect(defaultConfig(3)).toEqual({
      playerCount: 3,
      ringSide: "A",
      selectorStart: "random",
      ringOffsetStart: "random",
      firstPlayer: "random",
      advantageSetup: "random",
      advancedPlayers: false,
      multiCompletionBonus: "once",
      mustCompleteIfAble: false,
      excessReturnBeforeOtherActions: true,
      obtainSubstituteMayBeClear: true,
      exchangeShortage: "takeAvailable",
      exchangeMayPlaceClear: true,
      allowBuyEmptyMarket: false,
      negotiateObligation: "anyLegalAction",
      privilegioStacks: true,
      phaseAdvantageScope: "oneAction",
      oportunistaSecondSwap: "atOnce",
      allowNoOpActivation: false,
      liraSupply: "unlimited",
      liraVisibility: "public",
      roundLimit: null,
    });
  });

  const refused = (input: unknown): string => {
    const result = decodeWith(LightMastersConfigC, input, "config");
    if (either.isRight(result)) throw new Error("the config was accepted");
    return result.left.message;
  };

  it("refuses playerCount 5 with a readable error", () => {
    expect(refused({ ...defaultConfig(2), playerCount: 5 })).toBe("Invalid config: at config.playerCount: expected 2 or 3 or 4, got 5.");
  });

  it("refuses other invalid configs, naming the field", () => {
    expect(refused({ ...defaultConfig(2), ringSide: "C" })).toContain("at config.ringSide:");
    expect(refused({ ...defaultConfig(2), selectorStart: 12 })).toContain("at config.selectorStart:");
    expect(refused({ ...defaultConfig(2), firstPlayer: 2 })).toBe(
      'Invalid config: at config.firstPlayer: expected a seat of this game (0 to 1) or "random", got 2.',
    );
    expect(refused({ ...defaultConfig(3), advancedPlayers: true, advantageSetup: "firstGame" })).toContain(
      "at config.advantageSetup: expected \"random\" or a mapping: the first-game set holds Advantages 1 and 2",
    );
    expect(refused({ ...defaultConfig(3), advancedPlayers: true, advantageSetup: { ART: 1, JEW: 5, HOU: 6, ANI: 7 } })).toContain(
      "expected Advantages other than 1 and 2",
    );
    expect(refused({ ...defaultConfig(3), advantageSetup: { ART: 5, JEW: 5, HOU: 6, ANI: 7 } })).toContain(
      "expected 4 different Advantage cards, one under each tile",
    );
    expect(refused({ ...defaultConfig(3), advantageSetup: { ART: 17, JEW: 5, HOU: 6, ANI: 7 } })).toContain("config.advantageSetup");
    const { liraSupply: _, ...missing } = defaultConfig(4);
    expect(refused(missing)).toContain("at config.liraSupply:");
  });
});

describe("state codec", () => {
  const s = setup(defaultConfig(3), 8);
  const refused = (input: unknown): string => {
    const result = decodeWith(LightMastersStateC, input, "state");
    if (either.isRight(result)) throw new Error("the state was accepted");
    return result.left.message;
  };

  it("refuses unknown card and Advantage ids", () => {
    const badHand: LightMastersState = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, hand: ["ART-9", ...p.hand.slice(1)] } : p)) };
    expect(refused(badHand)).toContain("at state.players.0.hand.0: expected a Creation card id");
    expect(refused({ ...s, tiles: { ...s.tiles, ART: 0 } })).toContain("at state.tiles.ART: expected an Advantage card number");
  });

  it("refuses a state that loses a fragment, repeats a card, or repeats an Advantage", () => {
    const w = s.warehouse as Readonly<Record<Fragment, number>>;
    expect(refused({ ...s, warehouse: { ...w, R: w.R - 1 } })).toContain("fragments adding up to the supply");
    const p0 = s.players[0];
    const p1 = s.players[1];
    if (p0 === undefined || p1 === undefined) throw new Error("no players");
    const twice = { ...s, players: [{ ...p0, hand: [p1.hand[0], ...p0.hand.slice(1)] }, p1, ...s.players.slice(2)] };
    expect(refused(twice)).toContain("Creation cards exactly once");
    expect(refused({ ...s, tiles: { ART: 3, JEW: 3, HOU: 4, ANI: 5 } })).toContain("4 different Advantage cards");
    expect(refused({ ...s, current: 3 })).toContain("at state.current: expected a seat of this game");
    expect(refused({ ...s, players: s.players.slice(1) })).toContain("3 players");
  });
});

describe("views (R29, I18)", () => {
  const viewers = (n: number): Viewer[] => [...Array.from({ length: n }, (_, i) => i), SPECTATOR];

  for (const n of COUNTS) {
    it(`${n} players: a view shows only the viewer's own hand, hand sizes, no box contents and no rng`, () => {
      const s = setup({ ...defaultConfig(n), ringSide: "B" }, 77);
      for (const v of viewers(n)) {
        const seen = view(s, v);
        expect(LightMastersViewC.is(seen)).toBe(true);
        expect(seen.viewer).toBe(v);
        expect("rng" in seen).toBe(false);
        expect("box" in seen).toBe(false);
        expect(seen.boxSize).toBe(s.box.length);
        seen.players.forEach((p, seat) => {
          expect(p.handSize).toBe(n === 2 ? 6 : 5);
          expect(p.hand).toEqual(seat === v ? s.players[seat]?.hand : null);
          expect(p.lira).toBe(4);
        });
        // No hidden card id appears anywhere in the serialised view.
        const text = JSON.stringify(seen);
        const hiddenIds = [...s.box, ...s.players.flatMap((p, seat) => (seat === v ? [] : p.hand))];
        for (const id of hiddenIds) expect(text).not.toContain(`"${id}"`);
        expect(text).not.toContain(JSON.stringify(s.rng));
      }
    });
  }

  it("with liraVisibility hidden, only the owner sees their Lira", () => {
    const s = setup({ ...defaultConfig(3), liraVisibility: "hidden" }, 3);
    expect(view(s, 1).players.map((p) => p.lira)).toEqual([null, 4, null]);
    expect(view(s, SPECTATOR).players.map((p) => p.lira)).toEqual([null, null, null]);
  });

  for (const n of COUNTS) {
    it(`${n} players: redrawHidden keeps the viewer's view and re-deals only what the viewer cannot know`, () => {
      const s = setup(defaultConfig(n), 2024);
      for (const v of viewers(n)) {
        const redrawn = [1, 2, 3].map((seed) => redrawHidden(s, v, seed));
        for (const r of redrawn) {
          expect(deepEqual(view(r, v), view(s, v))).toBe(true);
          expect(LightMastersStateC.is(r)).toBe(true);
          expect(sorted([...r.box, ...r.players.flatMap((p) => p.hand)])).toEqual(sorted(CREATION_CARDS.map((c) => c.id)));
          if (v !== SPECTATOR) expect(r.players[v]?.hand).toEqual(s.players[v]?.hand);
        }
        // The hidden cards do move: some redraw differs from the state in another player's hand.
        const other = v === 0 ? 1 : 0;
        expect(redrawn.some((r) => !deepEqual(r.players[other]?.hand, s.players[other]?.hand))).toBe(true);
        expect(redrawHidden(s, v, 9)).toEqual(redrawHidden(s, v, 9));
      }
    });
  }
});

describe("setup: the Advantages under the tiles (R33)", () => {
  const tilesOf = (config: LightMastersConfig, seed: number) => {
    const s = setup(config, seed);
    return TILE_IDS.map((c) => s.tiles[c]);
  };
  const seeds = Array.from({ length: 300 }, (_, i) => i);

  it("firstGame puts cards 1 to 4 under the tiles in seeded random order", () => {
    const config: LightMastersConfig = { ...defaultConfig(3), advantageSetup: "firstGame" };
    const orders = seeds.map((seed) => tilesOf(config, seed));
    for (const order of orders) expect(sorted(order)).toEqual([1, 2, 3, 4]);
    expect(new Set(orders.map((o) => o.join())).size).toBe(24);
    expect(tilesOf(config, 5)).toEqual(tilesOf(config, 5));
  });

  it("random draws from all 16, or from 3 to 16 with advancedPlayers", () => {
    const all = new Set(seeds.flatMap((seed) => tilesOf(defaultConfig(2), seed)));
    expect(sorted([...all].map(String))).toEqual(sorted(Array.from({ length: 16 }, (_, i) => String(i + 1))));
    const advanced = new Set(seeds.flatMap((seed) => tilesOf({ ...defaultConfig(2), advancedPlayers: true }, seed)));
    expect(sorted([...advanced].map(String))).toEqual(sorted(Array.from({ length: 14 }, (_, i) => String(i + 3))));
  });

  it("an explicit mapping is used as given, whatever the seed", () => {
    const config: LightMastersConfig = { ...defaultConfig(4), advantageSetup: { ART: 14, JEW: 8, HOU: 11, ANI: 6 } };
    for (const seed of [1, 2, 3]) expect(tilesOf(config, seed)).toEqual([14, 8, 11, 6]);
  });
});
