import { SPECTATOR, createMatch } from "@laguna/core";
import { either } from "fp-ts";
import { CONFIG_OPTIONS, MuranoConfigC, MuranoStateC, game } from "@laguna/murano";
import { describe, expect, it } from "vitest";

describe("config (spec §5.2)", () => {
  it("defaults follow the rulings", () => {
    const { playerCount, startPlayer, ...flags } = game.defaultConfig(3);
    expect([playerCount, startPlayer]).toEqual([3, "random"]);
    expect(flags).toEqual({
      productionVpRule: "strict",
      unassignedGondolierVp: "notInGeneralSupply",
      characterAssignment: "mandatory",
      recruitRequiresAffordableCost: true,
      allowNullActions: true,
      mc24RequiresOwnBuilding: false,
      mc09ZeroCustomersQualify: true,
      twoGondolierCardCountsScored: true,
      studioChaining: false,
      finalTurnCardsActiveAtScoring: true,
      finalTurnPlacementNeedsStreet: true,
      goldSupplyLimit: null,
      markerLimitPerPlayer: null,
      redShipStart: "anchor0",
    });
    // Every option lists its default first.
    const defaults: Record<string, unknown> = Object.fromEntries(Object.entries(game.defaultConfig(4)));
    for (const [key, values] of Object.entries(CONFIG_OPTIONS)) {
      expect(values[0], key).toEqual(defaults[key]);
    }
  });

  it("refuses invalid configs with a clear reason", () => {
    expect(MuranoConfigC.is({ ...game.defaultConfig(2), startPlayer: 2 })).toBe(false);
    expect(MuranoConfigC.is({ ...game.defaultConfig(4), playerCount: 5 })).toBe(false);
    expect(MuranoConfigC.is({ ...game.defaultConfig(4), productionVpRule: "lenient" })).toBe(false);
    expect(MuranoConfigC.is({ ...game.defaultConfig(4), goldSupplyLimit: 0 })).toBe(false);
    // The refusal names the field and what fits there, not the whole config.
    const created = createMatch(game, { ...game.defaultConfig(2), startPlayer: 3 }, 1);
    expect(either.isLeft(created) && created.left.message).toBe(
      'Invalid config: at config.startPlayer: expected a seat of this game (0 to 1) or "random", got 3.',
    );
  });
});

describe("setup (spec §2.2)", () => {
  it("is deterministic from config and seed, and passes the state codec", () => {
    for (const n of [2, 3, 4]) {
      const a = game.setup(game.defaultConfig(n), 5);
      expect(game.setup(game.defaultConfig(n), 5)).toEqual(a);
      expect(MuranoStateC.is(a)).toBe(true);
      expect(game.setup(game.defaultConfig(n), 6).characterDeck).not.toEqual(a.characterDeck);
    }
  });

  it("the state codec refuses unknown ids and malformed fields", () => {
    const s = game.setup(game.defaultConfig(2), 5);
    expect(MuranoStateC.is({ ...s, cells: { "XX.S1": "ST01" } })).toBe(false);
    expect(MuranoStateC.is({ ...s, cells: { "TM.S1": "ST99" } })).toBe(false);
    expect(MuranoStateC.is({ ...s, characterDeck: ["MC41"] })).toBe(false);
    expect(MuranoStateC.is({ ...s, gondolas: { ...s.gondolas, "GM.g.white": null } })).toBe(false);
    expect(MuranoStateC.is({ ...s, ships: [0, 2, 4, 7, 9, 11, 13, 18] })).toBe(false);
    expect(MuranoStateC.is({ ...s, players: s.players.map((p) => ({ ...p, gold: -1 })) })).toBe(false);
    expect(MuranoStateC.is({ ...s, cells: { "TM.S1": "ST01" } })).toBe(true);
  });

  it("removes the 2-3p components: fixed ids in public, one random palace and 5 characters unseen", () => {
    const s = game.setup(game.defaultConfig(3), 11);
    expect(s.removed.streets).toEqual(["ST18", "ST19", "ST20", "ST21", "ST25", "ST29", "ST33"]);
    expect(s.removed.shops).toEqual(["SH04", "SH08", "SH12"]);
    expect(s.removed.glassFactories).toEqual(["GF12"]);
    expect(s.removed.specialTiles).toEqual(["SP10", "SP11", "SP12"]);
    expect(s.removed.characters).toEqual(["MC30", "MC37"]);
    expect(s.removed.palaces).toHaveLength(1);
    expect(s.removed.charactersUnseen).toHaveLength(5);
    expect(s.characterDeck.some((c) => c === "MC30" || c === "MC37")).toBe(false);
    expect(new Set(Object.keys(s.gondolas).map((g) => g.split(".")[0]))).toEqual(new Set(["TM", "SM", "CS", "SD", "PM"]));
    const four = game.setup(game.defaultConfig(4), 11);
    expect([four.removed.streets, four.removed.shops, four.removed.palaces, four.removed.characters]).toEqual([[], [], [], []]);
    expect(four.removed.charactersUnseen).toHaveLength(5);
  });

  it("places the ships on the anchors, red on 0 or on a random anchor", () => {
    expect(game.setup(game.defaultConfig(2), 1).ships).toEqual([0, 2, 4, 7, 9, 11, 13, 16]);
    const reds = new Set(Array.from({ length: 40 }, (_, i) => game.setup({ ...game.defaultConfig(2), redShipStart: "random" }, i).ships[0]));
    expect(reds.size).toBeGreaterThan(3);
    for (const i of [1, 2, 3]) {
      const s = game.setup({ ...game.defaultConfig(2), redShipStart: "random" }, i);
      expect([...s.ships].sort((a, b) => a - b)).toEqual([0, 2, 4, 7, 9, 11, 13, 16]);
    }
  });

  it("draws a random start player, or takes the configured one", () => {
    const starts = new Set(Array.from({ length: 30 }, (_, i) => game.setup(game.defaultConfig(4), i).current));
    expect(starts).toEqual(new Set([0, 1, 2, 3]));
    expect(game.setup({ ...game.defaultConfig(3), startPlayer: 2 }, 1).current).toBe(2);
  });

  it("hides the deck orders and the unseen removals from every view", () => {
    const s = game.setup(game.defaultConfig(2), 3);
    const v = game.view(s, SPECTATOR);
    expect(v.characterDeck).toBe(33);
    expect(v.removed.charactersUnseen).toBe(5);
    expect(v.removed.palaces).toBe(1);
    expect(JSON.stringify(game.view(s, 0))).not.toContain(s.characterDeck[0] ?? "??");
  });
});
