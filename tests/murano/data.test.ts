import {
  BEAD_COLOURS,
  CELLS,
  CHARACTER_CARDS,
  CONSTANTS,
  CUSTOMER_COLOURS,
  GLASS_FACTORY_TILES,
  ISLANDS,
  PALACE_TILES,
  RING,
  SHOP_TILES,
  SPECIAL_CARDS,
  SPECIAL_TILES,
  STREET_TILES,
  boardCells,
  cell,
  characterCard,
  gondolaIds,
  playableIslands,
  setupFor,
  specialCard,
} from "@laguna/murano";
import { describe, expect, it } from "vitest";
import characters from "../../packages/murano/data/characters.json";
import constants from "../../packages/murano/data/constants.json";
import glassFactories from "../../packages/murano/data/glass-factories.json";
import islands from "../../packages/murano/data/islands.json";
import palaces from "../../packages/murano/data/palaces.json";
import ring from "../../packages/murano/data/ring.json";
import setup from "../../packages/murano/data/setup.json";
import shops from "../../packages/murano/data/shops.json";
import specialCards from "../../packages/murano/data/special-cards.json";
import specialTiles from "../../packages/murano/data/special-tiles.json";
import streets from "../../packages/murano/data/streets.json";

const count = <T>(xs: readonly T[], p: (x: T) => boolean): number => xs.filter(p).length;
const sum = <T>(xs: readonly T[], f: (x: T) => number): number => xs.reduce((s, x) => s + f(x), 0);

describe("data files", () => {
  it("tag every record with a provenance and say where they come from", () => {
    const files = { characters, constants, glassFactories, islands, palaces, ring, setup, shops, specialCards, specialTiles, streets };
    for (const [name, file] of Object.entries(files)) {
      // Sources cite the printed rulebook (or the game page's rulings), never an internal document.
      expect(file.source, name).toMatch(/rulebook/i);
      expect(file.source, name).not.toMatch(/specification|§/);
      for (const record of file.records as readonly { provenance?: string }[]) {
        expect(["RULEBOOK", "CARD", "INFERRED", "RECONSTRUCTED"], name).toContain(record.provenance);
      }
    }
  });

  it("tag the reconstructed components as RECONSTRUCTED, never as printed fact", () => {
    expect(RING.every((r) => r.provenance === "RECONSTRUCTED")).toBe(true);
    expect(ISLANDS.filter((i) => i.id !== "GM").every((i) => i.provenance === "RECONSTRUCTED")).toBe(true);
    expect(STREET_TILES.every((s) => s.provenance === "RECONSTRUCTED")).toBe(true);
    expect(SHOP_TILES.every((s) => s.provenance === "RECONSTRUCTED")).toBe(true);
    expect(PALACE_TILES.every((s) => s.provenance === "RECONSTRUCTED")).toBe(true);
    expect(CHARACTER_CARDS.every((c) => c.provenance === "CARD")).toBe(true);
    expect(SPECIAL_CARDS.every((c) => c.provenance === "CARD")).toBe(true);
    expect(characterCard("MC07").requirementProvenance).toBe("RULEBOOK");
  });
});

describe("component counts (spec §4.1)", () => {
  it("8 ships on an 18-space ring with 8 anchors", () => {
    expect(CONSTANTS.shipCount).toBe(8);
    expect(RING).toHaveLength(18);
    expect(RING.filter((r) => r.anchor).map((r) => r.index)).toEqual([0, 2, 4, 7, 9, 11, 13, 16]);
  });

  it("the ring holds the rulebook's multiset of actions: 1+2+2+2+1+2+2+3+1+1+1", () => {
    const tally = (a: string) => count(RING, (r) => r.action === a);
    expect(
      ["TAKE_2_GOLD", "BUY_GLASS_FACTORY", "BUY_SHOP", "BUY_PALACE", "BUY_SPECIAL_BUILDING", "RECRUIT", "PLACE_GONDOLIER", "BUILD", "INCOME", "PRODUCTION", "GONDOLIER"].map(tally),
    ).toEqual([1, 2, 2, 2, 1, 2, 2, 3, 1, 1, 1]);
    // §4.2: the exact reconstructed order.
    expect(RING.map((r) => r.action)).toEqual([
      "BUILD", "BUY_SHOP", "RECRUIT", "PLACE_GONDOLIER", "INCOME", "BUY_PALACE", "BUY_GLASS_FACTORY", "BUILD", "TAKE_2_GOLD",
      "GONDOLIER", "BUY_SHOP", "PLACE_GONDOLIER", "RECRUIT", "BUILD", "BUY_PALACE", "BUY_GLASS_FACTORY", "PRODUCTION", "BUY_SPECIAL_BUILDING",
    ]);
  });

  it("40 characters, 15 special building cards", () => {
    expect(CHARACTER_CARDS.map((c) => c.id)).toEqual(Array.from({ length: 40 }, (_, i) => `MC${String(i + 1).padStart(2, "0")}`));
    expect(SPECIAL_CARDS.map((c) => c.id)).toEqual(Array.from({ length: 15 }, (_, i) => `SB${String(i + 1).padStart(2, "0")}`));
  });

  it("42 streets, 12 glass factories, 12 shops, 12 palaces, 12 special tiles; 35/11/9/11/9 in 2-3p", () => {
    expect([STREET_TILES, GLASS_FACTORY_TILES, SHOP_TILES, PALACE_TILES, SPECIAL_TILES].map((x) => x.length)).toEqual([42, 12, 12, 12, 12]);
    expect(count(STREET_TILES, (s) => !s.removedIn23)).toBe(35);
    expect(count(GLASS_FACTORY_TILES, (s) => !s.removedIn23)).toBe(11);
    expect(count(SHOP_TILES, (s) => !s.removedIn23)).toBe(9);
    expect(count(SPECIAL_TILES, (s) => !s.removedIn23)).toBe(9);
    expect(setupFor(2).palacesRemovedUnseen + setupFor(4).palacesRemovedUnseen).toBe(1);
  });

  it("30 beads (10 per colour), 8 gondoliers per colour: 1 track + 2 general + 5 personal, 5 gold", () => {
    expect(BEAD_COLOURS).toHaveLength(3);
    expect(CONSTANTS.beadsPerColour).toBe(10);
    expect(CONSTANTS.gondoliersPerColour).toBe(8);
    expect(1 + CONSTANTS.startingGeneralSupply + CONSTANTS.startingPersonalSupply).toBe(8);
    expect([CONSTANTS.startingGold, CONSTANTS.startingVp]).toEqual([5, 5]);
    expect([2, 3, 4].map((n) => setupFor(n).generalSupply)).toEqual([4, 6, 8]);
  });

  it("setup table per player count (§2.2)", () => {
    expect([2, 3, 4].map((n) => setupFor(n).side)).toEqual(["2-3p", "2-3p", "4p"]);
    expect([2, 3, 4].map((n) => setupFor(n).streetPiles)).toEqual([[18, 17], [18, 17], [21, 21]]);
    expect([2, 3, 4].map((n) => setupFor(n).charactersRemovedUnseen)).toEqual([5, 5, 5]);
  });
});

describe("tiles (spec §4.5, §4.6)", () => {
  it("streets: 21 blank, 4+4+4 single, 3+3+3 double; 30 customers, 10 per colour", () => {
    const total = (s: (typeof STREET_TILES)[number]) => s.customers.red + s.customers.blue + s.customers.grey;
    expect(count(STREET_TILES, (s) => total(s) === 0)).toBe(21);
    for (const c of CUSTOMER_COLOURS) {
      expect(count(STREET_TILES, (s) => s.customers[c] === 1 && total(s) === 1), c).toBe(4);
      expect(count(STREET_TILES, (s) => s.customers[c] === 2 && total(s) === 2), c).toBe(3);
      expect(sum(STREET_TILES, (s) => s.customers[c]), c).toBe(10);
      expect(sum(STREET_TILES.filter((s) => !s.removedIn23), (s) => s.customers[c]), c).toBe(9);
    }
    expect(STREET_TILES.filter((s) => s.removedIn23).map((s) => s.id)).toEqual(["ST18", "ST19", "ST20", "ST21", "ST25", "ST29", "ST33"]);
  });

  it("the 2-3p street removal is 4 blank plus one single customer of each colour (RULEBOOK)", () => {
    const removed = STREET_TILES.filter((s) => s.removedIn23);
    expect(count(removed, (s) => s.customers.red + s.customers.blue + s.customers.grey === 0)).toBe(4);
    for (const c of CUSTOMER_COLOURS) expect(count(removed, (s) => s.customers[c] === 1)).toBe(1);
  });

  it("shops 4/4/4 with one of each colour removed in 2-3p; palaces 4×1, 4×2, 4×3 crests", () => {
    for (const c of CUSTOMER_COLOURS) {
      expect(count(SHOP_TILES, (s) => s.colour === c)).toBe(4);
      expect(count(SHOP_TILES, (s) => s.colour === c && s.removedIn23)).toBe(1);
    }
    expect([1, 2, 3].map((n) => count(PALACE_TILES, (p) => p.crests === n))).toEqual([4, 4, 4]);
    expect(sum(PALACE_TILES, (p) => p.crests)).toBe(24);
  });
});

describe("the islands (spec §4.3, §4.4)", () => {
  const sizes = (id: string) => [count(CELLS, (c) => c.island === id && c.kind === "street"), count(CELLS, (c) => c.island === id && c.kind === "building")];
  it("have the reconstructed sizes", () => {
    expect(["TM", "SM", "CS", "SD", "PM", "SS", "GM"].map(sizes)).toEqual([[8, 9], [6, 7], [8, 9], [6, 7], [7, 8], [7, 8], [0, 0]]);
  });

  it("the board spaces equal the tiles in play: 35 S / 40 B (2-3p), 42 S / 48 B (4p)", () => {
    const of = (side: "2-3p" | "4p", kind: string) => count(boardCells(side), (c) => c.kind === kind);
    expect([of("2-3p", "street"), of("2-3p", "building"), of("4p", "street"), of("4p", "building")]).toEqual([35, 40, 42, 48]);
    expect(40).toBe(11 + 9 + 11 + 9);
    expect(48).toBe(12 * 4);
  });

  it("5 playable islands on the 2-3p side, 6 on the 4p side; SS equals the 2-3p removal", () => {
    expect(playableIslands("2-3p")).toEqual(["TM", "SM", "CS", "SD", "PM"]);
    expect(playableIslands("4p")).toEqual(["TM", "SM", "CS", "SD", "PM", "SS"]);
    expect(sizes("SS")).toEqual([7, 3 + 1 + 3 + 1]);
  });

  it("every building space touches a street space; the B→S lists of §4.3", () => {
    expect(CELLS.filter((c) => c.kind === "building").every((c) => c.neighbours.length > 0)).toBe(true);
    expect(cell("TM.B6").neighbours).toEqual(["TM.S3", "TM.S5", "TM.S6", "TM.S7"]);
    expect(cell("SM.B5").neighbours).toEqual(["SM.S2", "SM.S3", "SM.S5"]);
    expect(cell("SD.B2").neighbours).toEqual(["SD.S1", "SD.S3"]);
    expect(cell("PM.B1").neighbours).toEqual(["PM.S1", "PM.S2"]);
    expect(cell("PM.B4").neighbours).toEqual(["PM.S4"]);
    expect(cell("SS.B5").neighbours).toEqual(["SS.S3", "SS.S4", "SS.S6"]);
    expect(cell("CS.B9").neighbours).toEqual(["CS.S7"]);
    // Pure customer streets that touch no building.
    expect(["SM.S6", "CS.S3", "CS.S6", "PM.S3", "PM.S6"].map((id) => cell(id).neighbours.length)).toEqual([0, 0, 0, 0, 0]);
  });

  it("4 gondolas per playable island, one per colour: 20 (2-3p), 24 (4p)", () => {
    expect(gondolaIds("2-3p")).toHaveLength(20);
    expect(gondolaIds("4p")).toHaveLength(24);
    expect(gondolaIds("4p").filter((g) => g.startsWith("SD."))).toEqual(["SD.g.white", "SD.g.brown", "SD.g.orange", "SD.g.grey"]);
  });
});

describe("cards (spec §3)", () => {
  it("island-bound cards MC26–MC37, MC30 and MC37 leave the 2-3p game", () => {
    expect(CHARACTER_CARDS.filter((c) => c.island !== null).map((c) => c.id)).toEqual(
      Array.from({ length: 12 }, (_, i) => `MC${26 + i}`),
    );
    expect(CHARACTER_CARDS.filter((c) => c.removedIn23).map((c) => c.id)).toEqual(["MC30", "MC37"]);
    expect(["MC26", "MC27", "MC28", "MC29", "MC30", "MC31", "MC32", "MC33", "MC34", "MC35", "MC36", "MC37"].map((id) => characterCard(id).island)).toEqual(
      ["TM", "SM", "CS", "SD", "SS", "PM", "SM", "TM", "SD", "CS", "PM", "SS"],
    );
  });

  it("the card tables of §3.2", () => {
    const total = (n: number) => CONSTANTS.tableTotal[Math.min(n, 9)];
    const colour = (n: number) => CONSTANTS.tableColour[Math.min(n, 6)];
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 15].map(total)).toEqual([0, 1, 1, 3, 3, 5, 5, 8, 8, 12, 12]);
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(colour)).toEqual([0, 1, 1, 4, 6, 9, 12, 12]);
    expect(CONSTANTS.tableGold).toEqual([[2, 1], [4, 3], [6, 6], [7, 8], [8, 12]]);
    expect(CONSTANTS.saleGold).toEqual([0, 5, 12, 20]);
  });

  it("fixed VP values of the cards", () => {
    const vp = (id: string) => (characterCard(id).rule as { vp?: number }).vp;
    expect(["MC05", "MC06", "MC09", "MC10", "MC18", "MC21", "MC22", "MC24", "MC25", "MC26", "MC29"].map(vp)).toEqual([12, 12, 10, 12, 12, 16, 12, 12, 12, 10, 10]);
    expect(characterCard("MC16").rule).toEqual({ kind: "ownOpp", own: 2, opp: 1 });
    expect(characterCard("MC17").rule).toEqual({ kind: "ownOpp", own: 1, opp: 2 });
  });

  it("special cards: the Studios fix one colour pair each, the cranes two building types each", () => {
    expect(["SB10", "SB11", "SB12"].map((id) => specialCard(id).effect)).toEqual([
      { kind: "studio", pair: ["red", "green"] },
      { kind: "studio", pair: ["blue", "green"] },
      { kind: "studio", pair: ["red", "blue"] },
    ]);
    expect(specialCard("SB04").effect).toEqual({ kind: "crane", buildings: ["special", "palace"], vp: 1 });
    expect(specialCard("SB05").effect).toEqual({ kind: "crane", buildings: ["shop", "glassFactory"], vp: 1 });
    expect(specialCard("SB02").effect).toEqual({ kind: "inn", discount: 2 });
  });
});

describe("consistency checks of §4.8", () => {
  const streetIds = (id: string) => CELLS.filter((c) => c.island === id && c.kind === "street").length;
  const buildingIds = (id: string) => CELLS.filter((c) => c.island === id && c.kind === "building").length;
  it("MC10 needs 4 building types and 3 customer colours: every island has ≥ 7 B and ≥ 6 S", () => {
    for (const i of playableIslands("4p")) {
      expect(buildingIds(i), i).toBeGreaterThanOrEqual(7);
      expect(streetIds(i), i).toBeGreaterThanOrEqual(6);
    }
  });
  it("MC26–28 need ≥ 3 own buildings on TM/SM/CS; MC21 needs ≥ 3 B", () => {
    expect(["TM", "SM", "CS"].map(buildingIds)).toEqual([9, 7, 9]);
  });
  it("MC18–20: 12 specials against 10 customers per colour", () => {
    expect(SPECIAL_TILES.length).toBeGreaterThanOrEqual(10);
  });
  it("T_col 6+ reachable in 2-3p (3 doubles of each colour survive) and T_total 9+ on a 6-street island", () => {
    for (const c of CUSTOMER_COLOURS) {
      const doubles = STREET_TILES.filter((s) => !s.removedIn23 && s.customers[c] === 2).length;
      expect(doubles * 2).toBeGreaterThanOrEqual(6);
    }
    const best = STREET_TILES.map((s) => s.customers.red + s.customers.blue + s.customers.grey).sort((a, b) => b - a);
    expect(sum(best.slice(0, 6), (x) => x)).toBeGreaterThanOrEqual(9);
  });
  it("MC25 exactly 1 crest stays possible after the random 2-3p palace removal (≥ 3 one-crest palaces)", () => {
    expect(count(PALACE_TILES, (p) => p.crests === 1) - 1).toBeGreaterThanOrEqual(3);
  });
  it("the Income example (4 red + 2 blue) fits one island: ST34 + ST35 + ST37", () => {
    expect(CONSTANTS.saleGold[3]).toBe(20);
  });
  it("MC29–31 need one own plus one other-colour gondola per island", () => {
    expect(CONSTANTS.gondolasPerColourPerIsland).toBe(1);
    expect(CONSTANTS.colours.length).toBe(4);
  });
});
