import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  ADVANTAGE_CARDS,
  AdvantageCardC,
  CATEGORY_TILES,
  CONSTANTS,
  CONSTANT_RECORDS,
  CREATION_CARDS,
  type Category,
  type ColouredFragment,
  ConstantsC,
  CreationCardC,
  DATA_SOURCES,
  FIRST_GAME_ADVANTAGES,
  FRAGMENTS,
  FRAGMENT_SUPPLY,
  type Fragment,
  HAND_SIZES,
  INNER_CIRCLE,
  INNER_CIRCLE_CELLS,
  LIRA_TOKENS,
  MARKETS,
  MARKET_SETUP_FRAGMENTS,
  type MarketId,
  NOT_FOR_ADVANCED_PLAYERS,
  RING_CELLS,
  RING_SIDES,
  type RingSide,
  advantageCard,
  categoryTile,
  constantProvenance,
  creationCard,
  creationNeeds,
  handSize,
  innerCell,
  isAdvantageId,
  isCreationId,
  market,
  ringAt,
  ringCell,
} from "@laguna/murano-light-masters";

const COLOURED: readonly ColouredFragment[] = ["R", "Y", "G", "B"];
const SIDES: readonly RingSide[] = ["A", "B"];
const OFFSETS = Array.from({ length: 12 }, (_, i) => i);
const count = <A>(xs: readonly A[], x: A) => xs.filter((y) => y === x).length;
const sortedNeeds = (needs: string) => [...needs].sort().join("");
const linkedShown = (side: RingSide, offset: number, m: MarketId) => market(m).links.map((p) => ringAt(side, offset, p));

const dataDir = fileURLToPath(new URL("../../packages/murano-light-masters/data/", import.meta.url));
const dataFiles = readdirSync(dataDir).filter((f) => f.endsWith(".json")).sort();
const rawFile = (file: string) => JSON.parse(readFileSync(dataDir + file, "utf8")) as { source: string; records: Record<string, unknown>[] };

describe("data files and provenance (DEVELOPERS.md, spec conventions)", () => {
  it("has the ten data files, each { source, records } with a non-empty source", () => {
    expect(dataFiles).toEqual([
      "advantages.json",
      "categories.json",
      "constants.json",
      "creations.json",
      "fragments.json",
      "hand-sizes.json",
      "inner-circle.json",
      "lira-tokens.json",
      "markets.json",
      "ring-sides.json",
    ]);
    for (const file of dataFiles) {
      const raw = rawFile(file);
      expect(Object.keys(raw).sort(), file).toEqual(["records", "source"]);
      expect(raw.source.length, file).toBeGreaterThan(20);
      expect(raw.records.length, file).toBeGreaterThan(0);
      expect(DATA_SOURCES[file], file).toBe(raw.source);
    }
  });

  it("tags every record of every file with a provenance, and every fieldProvenance names a real field", () => {
    const tags = ["RULEBOOK", "INFERRED", "RECONSTRUCTED", "RULING"];
    for (const file of dataFiles) {
      for (const record of rawFile(file).records) {
        expect(tags, `${file} ${JSON.stringify(record)}`).toContain(record["provenance"]);
        const fields = (record["fieldProvenance"] ?? {}) as Record<string, string>;
        for (const [field, tag] of Object.entries(fields)) {
          expect(Object.keys(record), file).toContain(field);
          expect(tags).toContain(tag);
        }
      }
    }
  });

  it("tags the reconstructed data RECONSTRUCTED (§1 rank 4, §4.3, §4.4) and only that", () => {
    expect(CREATION_CARDS.every((c) => c.provenance === "RECONSTRUCTED")).toBe(true);
    expect(INNER_CIRCLE_CELLS.every((c) => c.provenance === "RECONSTRUCTED")).toBe(true);
    expect(RING_CELLS.every((c) => c.provenance === "RECONSTRUCTED")).toBe(true);
    expect(MARKETS.every((m) => m.provenance === "RECONSTRUCTED" && m.fieldProvenance?.["slots"] === "RULEBOOK")).toBe(true);
    expect(DATA_SOURCES["creations.json"]).toContain("RECONSTRUCTED");
    // Nothing from the rulebook is passed off as reconstructed, and nothing reconstructed as rulebook.
    expect(FRAGMENTS.every((f) => f.provenance === "RULEBOOK")).toBe(true);
    expect(HAND_SIZES.every((r) => r.provenance === "RULEBOOK")).toBe(true);
    expect(LIRA_TOKENS.every((r) => r.provenance === "RULEBOOK")).toBe(true);
    expect(CATEGORY_TILES.every((c) => c.provenance === "RULEBOOK")).toBe(true);
    expect(CONSTANT_RECORDS.filter((r) => r.provenance === "RECONSTRUCTED").map((r) => r.key)).toEqual(["positionAngleDeg"]);
  });

  it("tags the inferred facts INFERRED: 12 positions, 2-4 players (§2.2, §4.1)", () => {
    expect(CONSTANT_RECORDS.filter((r) => r.provenance === "INFERRED").map((r) => r.key)).toEqual([
      "positions",
      "minPlayers",
      "maxPlayers",
      "ringAtFormula",
    ]);
    expect(constantProvenance("positions")).toBe("INFERRED");
    expect(constantProvenance("workbenchCapacity")).toBe("RULEBOOK");
  });

  it("tags the Advantage texts RULEBOOK, the timing classes RULING (§3.3), kinds and icons INFERRED (§3.1, §3.2)", () => {
    for (const a of ADVANTAGE_CARDS) {
      expect(a.provenance).toBe("RULEBOOK");
      expect(a.fieldProvenance).toEqual({ timing: "RULING", kind: "INFERRED", icon: "INFERRED" });
    }
  });
});

describe("components (§2.2, §4.1)", () => {
  it("has 46 fragments: 10 R, 10 Y, 10 G, 10 B, 6 W; W is the wild", () => {
    expect(FRAGMENTS.map((f) => f.colour)).toEqual(["R", "Y", "G", "B", "W"]);
    expect(FRAGMENT_SUPPLY).toEqual({ R: 10, Y: 10, G: 10, B: 10, W: 6 });
    expect(Object.values(FRAGMENT_SUPPLY).reduce((a, b) => a + b, 0)).toBe(46);
    expect(FRAGMENTS.filter((f) => f.wild).map((f) => f.colour)).toEqual(["W"]);
  });

  it("has 65 Lira tokens: 37 × 1, 10 × 5, 18 × 10 = 267 Lira", () => {
    expect(LIRA_TOKENS.map((r) => [r.value, r.count])).toEqual([
      [1, 37],
      [5, 10],
      [10, 18],
    ]);
    expect(LIRA_TOKENS.reduce((s, r) => s + r.count, 0)).toBe(65);
    expect(LIRA_TOKENS.reduce((s, r) => s + r.value * r.count, 0)).toBe(267);
    expect(CONSTANTS.liraTokenValueTotal).toBe(267);
  });

  it("has the 4 Category tiles Arte, Joya, Menaje, Animal", () => {
    expect(CATEGORY_TILES.map((c) => [c.id, c.es, c.en])).toEqual([
      ["ART", "Arte", "Art"],
      ["JEW", "Joya", "Jewel"],
      ["HOU", "Menaje", "Household"],
      ["ANI", "Animal", "Animal"],
    ]);
    expect(categoryTile("HOU").es).toBe("Menaje");
  });

  it("has the constants of §4.1 and §4.5", () => {
    expect(CONSTANTS).toEqual({
      positions: 12,
      positionAngleDeg: "15 + 30*p, clockwise from 12 o'clock (rendering only)",
      workbenchCapacity: 8,
      fragmentsPerCreation: 4,
      minPlayers: 2,
      maxPlayers: 4,
      startLira: 4,
      buyCost: 2,
      sellGainTotal: 1,
      reorderFirstCost: 1,
      ringStepCost: 1,
      multiCompletionBonus: 2,
      liraTokenValueTotal: 267,
      selectorDirection: "clockwise",
      selectorStepPerTurn: 1,
      ringPaidDirection: "counterclockwise",
      ringOffsetDeltaPerStep: 11,
      ringAtFormula: "ringSides[side][(p - ringOffset + 12) % 12]",
      exchangeExcludesClear: true,
    });
  });

  it("deals 6 cards with 2 players and 5 with 3 or 4, never more than the 24 cards (§2.3 step 4, I5)", () => {
    expect([2, 3, 4].map(handSize)).toEqual([6, 5, 5]);
    expect(HAND_SIZES.map((r) => r.players)).toEqual([2, 3, 4]);
    expect(() => handSize(1)).toThrow(RangeError);
    expect(() => handSize(5)).toThrow(RangeError);
    expect([2, 3, 4].map((n) => n * handSize(n))).toEqual([12, 15, 20]);
    expect([2, 3, 4].every((n) => n * handSize(n) <= CREATION_CARDS.length)).toBe(true);
  });

  it("has 4 Markets of 3 slots, each linked to 3 Ring positions (§2.2, §4.1)", () => {
    expect(MARKETS.map((m) => m.id)).toEqual(["NE", "SE", "SW", "NW"]);
    expect(MARKETS.every((m) => m.slots === 3 && m.links.length === 3)).toBe(true);
  });

  it("seeds the Markets with one R, Y, G, B and leaves R9 Y9 G9 B9 W6 = 42 in the Warehouse (§2.3 step 6, I16)", () => {
    expect(MARKET_SETUP_FRAGMENTS).toEqual(["R", "Y", "G", "B"]);
    expect(MARKET_SETUP_FRAGMENTS.length).toBe(MARKETS.length);
    const warehouse = { ...FRAGMENT_SUPPLY };
    for (const f of MARKET_SETUP_FRAGMENTS) warehouse[f] -= 1;
    expect(warehouse).toEqual({ R: 9, Y: 9, G: 9, B: 9, W: 6 });
    expect(Object.values(warehouse).reduce((a, b) => a + b, 0)).toBe(42);
  });
});

describe("board geometry and the §4.3 reconstruction checks", () => {
  it("has 12 positions: 12 inner cells and 12 cells per Ring side", () => {
    expect(INNER_CIRCLE).toHaveLength(12);
    expect(RING_SIDES.A).toHaveLength(12);
    expect(RING_SIDES.B).toHaveLength(12);
    expect(RING_CELLS).toHaveLength(24);
  });

  it("copies the sequences of §4.5 board.json", () => {
    expect(INNER_CIRCLE.join("")).toBe("BYRGYBGRBRGY");
    expect(RING_SIDES.A.join("")).toBe("WBYWRGWYBWGR");
    expect(RING_SIDES.B.join("")).toBe("WWBRYGWWYBGR");
    expect(MARKETS.map((m) => m.links)).toEqual([
      [0, 1, 2],
      [3, 4, 5],
      [6, 7, 8],
      [9, 10, 11],
    ]);
  });

  it("Market links: each corner takes its quadrant; every position links to exactly one Market", () => {
    const all = MARKETS.flatMap((m) => m.links).sort((a, b) => a - b);
    expect(all).toEqual(OFFSETS);
    expect(market("NE").links).toEqual([0, 1, 2]);
    expect(market("SW").links).toEqual([6, 7, 8]);
  });

  it("inner circle: colours only, 3 of each, no two neighbours alike (wrap-around included)", () => {
    expect(INNER_CIRCLE.includes("W" as ColouredFragment)).toBe(false);
    expect(COLOURED.map((c) => count(INNER_CIRCLE, c))).toEqual([3, 3, 3, 3]);
    for (const p of OFFSETS) expect(innerCell(p), `position ${p}`).not.toBe(innerCell((p + 1) % 12));
  });

  it("Ring side A: 4 W at every 3rd cell, 2 of each colour; every Market sees exactly 1 W at every offset (48 cases)", () => {
    expect(count(RING_SIDES.A, "W")).toBe(4);
    expect(OFFSETS.filter((j) => ringCell("A", j) === "W")).toEqual([0, 3, 6, 9]);
    expect(COLOURED.map((c) => count(RING_SIDES.A, c))).toEqual([2, 2, 2, 2]);
    let cases = 0;
    for (const offset of OFFSETS) {
      for (const m of MARKETS) {
        const shown = linkedShown("A", offset, m.id);
        expect(count(shown, "W"), `offset ${offset}, ${m.id}`).toBe(1);
        expect(shown.filter((f) => f !== "W")).toHaveLength(2); // a normal Exchange yields 2 coloured
        cases += 1;
      }
    }
    expect(cases).toBe(48);
  });

  it("Ring side B: W cells in pairs, 2 of each colour; Exchange yields 1, 2 or 3 coloured, 16 cases each, never 0", () => {
    expect(count(RING_SIDES.B, "W")).toBe(4);
    expect(OFFSETS.filter((j) => ringCell("B", j) === "W")).toEqual([0, 1, 6, 7]);
    expect(COLOURED.map((c) => count(RING_SIDES.B, c))).toEqual([2, 2, 2, 2]);
    const yields = [0, 0, 0, 0];
    let maxLinkedClear = 0;
    for (const offset of OFFSETS) {
      for (const m of MARKETS) {
        const shown = linkedShown("B", offset, m.id);
        const coloured = shown.filter((f) => f !== "W").length;
        yields[coloured] = (yields[coloured] ?? 0) + 1;
        maxLinkedClear = Math.max(maxLinkedClear, count(shown, "W"));
      }
    }
    expect(yields).toEqual([0, 16, 16, 16]);
    expect(maxLinkedClear).toBe(2); // gives Pericia's "at most one W" a purpose
  });

  it("Selector pairs: over 12 Selector turns with a fixed Ring, each side supplies 5 of each colour and 4 W", () => {
    for (const side of SIDES) {
      for (const offset of OFFSETS) {
        const taken: Fragment[] = OFFSETS.flatMap((p) => [innerCell(p), ringAt(side, offset, p)]);
        expect(COLOURED.map((c) => count(taken, c)), `side ${side}, offset ${offset}`).toEqual([5, 5, 5, 5]);
        expect(count(taken, "W")).toBe(4);
      }
    }
  });

  it("realises the rulebook examples: Ana's Obtain (G + W) and Pedro's Exchange (NE shows R W B)", () => {
    // S3: side A, offset 0, Selector 2 -> 3
    expect([innerCell(3), ringAt("A", 0, 3)]).toEqual(["G", "W"]);
    // S2: side A, offset 1, NE = positions 0, 1, 2
    expect(linkedShown("A", 1, "NE")).toEqual(["R", "W", "B"]);
    expect(linkedShown("A", 1, "NE").filter((f) => f !== "W")).toEqual(["R", "B"]); // Pedro gets blue + red
    // S3c: one paid Ring step from offset 0 gives offset 11, and position 3 shows A[4] = R
    expect((0 + CONSTANTS.ringOffsetDeltaPerStep) % CONSTANTS.positions).toBe(11);
    expect(ringAt("A", 11, 3)).toBe("R");
    expect(ringCell("A", 4)).toBe("R");
    // S10: side A, offset 0 shows W at 0 and B at 1; after one step position 0 shows B
    expect([ringAt("A", 0, 0), ringAt("A", 0, 1), ringAt("A", 11, 0)]).toEqual(["W", "B", "B"]);
  });

  it("ringAt follows ringSides[side][(p - offset + 12) % 12] and refuses positions off the board", () => {
    for (const side of SIDES) {
      for (const offset of OFFSETS) {
        for (const p of OFFSETS) expect(ringAt(side, offset, p)).toBe(RING_SIDES[side][(p - offset + 12) % 12]);
      }
    }
    expect(() => ringAt("A", 12, 0)).toThrow(RangeError);
    expect(() => ringAt("A", 0, -1)).toThrow(RangeError);
    expect(() => ringAt("A", 0.5, 0)).toThrow(RangeError);
    expect(() => ringCell("B", 12)).toThrow(RangeError);
    expect(() => innerCell(12)).toThrow(RangeError);
  });
});

describe("Creation cards (§2.2, §4.4)", () => {
  const CATS: readonly Category[] = ["ART", "JEW", "HOU", "ANI"];
  const ofCategory = (cat: Category) => CREATION_CARDS.filter((c) => c.symbols[0] === cat);
  const shape = (needs: string) =>
    COLOURED.map((c) => count([...needs], c))
      .filter((n) => n > 0)
      .sort((a, b) => b - a)
      .join("");

  it("has 24 cards, 6 per category, ids ART-1..ANI-6 in the table's order", () => {
    expect(CREATION_CARDS).toHaveLength(24);
    expect(CREATION_CARDS.map((c) => c.id)).toEqual(CATS.flatMap((cat) => [1, 2, 3, 4, 5, 6].map((n) => `${cat}-${n}`)));
    for (const cat of CATS) expect(ofCategory(cat).map((c) => c.id.slice(0, 3))).toEqual(Array(6).fill(cat));
  });

  it("each card needs exactly 4 coloured fragments (never W) and shows 1 or 2 category symbols", () => {
    for (const c of CREATION_CARDS) {
      expect(c.needs, c.id).toMatch(/^[RYGB]{4}$/);
      expect([1, 2], c.id).toContain(c.symbols.length);
    }
  });

  it("needs every colour 24 times across the deck and 6 times within each category", () => {
    for (const colour of COLOURED) {
      expect(CREATION_CARDS.reduce((s, c) => s + creationNeeds(c)[colour], 0), colour).toBe(24);
      for (const cat of CATS) expect(ofCategory(cat).reduce((s, c) => s + creationNeeds(c)[colour], 0), `${cat} ${colour}`).toBe(6);
    }
  });

  it("has the same shape mix in each category: 1 AAAB, 2 AABB, 2 AABC, 1 ABCD; tripled colours Art Y, Jewel R, Household G, Animal B", () => {
    const tripled: Record<Category, ColouredFragment> = { ART: "Y", JEW: "R", HOU: "G", ANI: "B" };
    for (const cat of CATS) {
      expect(ofCategory(cat).map((c) => shape(c.needs)), cat).toEqual(["31", "22", "22", "211", "211", "1111"]);
      const aaab = ofCategory(cat).find((c) => shape(c.needs) === "31");
      expect(aaab && creationNeeds(aaab)[tripled[cat]], cat).toBe(3);
    }
  });

  it("has 8 AABC cards, all different", () => {
    const aabc = CREATION_CARDS.filter((c) => shape(c.needs) === "211").map((c) => sortedNeeds(c.needs));
    expect(aabc).toHaveLength(8);
    expect(new Set(aabc).size).toBe(8);
  });

  it("puts a second symbol on each ABCD card, in the cycle Art+Jewel, Jewel+Household, Household+Animal, Animal+Art", () => {
    const duals = CREATION_CARDS.filter((c) => c.symbols.length === 2);
    expect(duals.map((c) => [c.id, c.symbols.join("+")])).toEqual([
      ["ART-6", "ART+JEW"],
      ["JEW-6", "JEW+HOU"],
      ["HOU-6", "HOU+ANI"],
      ["ANI-6", "ANI+ART"],
    ]);
    expect(duals.every((c) => shape(c.needs) === "1111")).toBe(true);
    for (const cat of CATS) expect(CREATION_CARDS.filter((c) => c.symbols.includes(cat)), cat).toHaveLength(7);
  });

  it("meets the rulebook's constraints: a Jewel + Art card, the Household vase needing 3 G + 1 R, the fox", () => {
    expect(creationCard("ART-6").symbols).toEqual(["ART", "JEW"]);
    const vase = creationCard("HOU-1");
    expect([vase.name, vase.symbols, creationNeeds(vase)]).toEqual(["Vase", ["HOU"], { R: 1, Y: 0, G: 3, B: 0 }]);
    expect(creationCard("ANI-3").name).toBe("Fox");
    // S8's cards
    expect([creationCard("JEW-2").needs, creationCard("JEW-3").needs]).toEqual(["YYBB", "YYGG"]);
  });

  it("passes the supply check: no card needs more than 3 of a colour, and 4 fit on the Workbench", () => {
    for (const c of CREATION_CARDS) {
      for (const colour of COLOURED) {
        expect(creationNeeds(c)[colour]).toBeLessThanOrEqual(3);
        expect(creationNeeds(c)[colour]).toBeLessThanOrEqual(FRAGMENT_SUPPLY[colour]);
      }
      expect(c.needs.length).toBeLessThanOrEqual(CONSTANTS.workbenchCapacity);
    }
  });

  it("repeats only the need-sets RRGG ×2, BBYY ×2 and RYGB ×4", () => {
    const groups = new Map<string, string[]>();
    for (const c of CREATION_CARDS) groups.set(sortedNeeds(c.needs), [...(groups.get(sortedNeeds(c.needs)) ?? []), c.id]);
    const repeated = [...groups].filter(([, ids]) => ids.length > 1);
    expect(Object.fromEntries(repeated)).toEqual({
      GGRR: ["ART-2", "ANI-2"],
      BBYY: ["JEW-2", "HOU-2"],
      BGRY: ["ART-6", "JEW-6", "HOU-6", "ANI-6"],
    });
    expect(groups.size).toBe(24 - 1 - 1 - 3);
  });

  it("looks cards up by id", () => {
    expect(isCreationId("HOU-1")).toBe(true);
    expect(isCreationId("HOU-7")).toBe(false);
    expect(isCreationId(3)).toBe(false);
    expect(() => creationCard("HOU-7")).toThrow(RangeError);
    expect(creationNeeds("ART-1")).toEqual({ R: 0, Y: 3, G: 0, B: 1 });
  });
});

describe("Advantage cards (§3)", () => {
  it("has the 16 cards of §3.2 with their Spanish and English names", () => {
    expect(ADVANTAGE_CARDS.map((a) => [a.id, a.es, a.en])).toEqual([
      [1, "Regalo", "Gift"],
      [2, "Obsequio", "Present"],
      [3, "Gratuito", "Free of Charge"],
      [4, "Mercader", "Merchant"],
      [5, "Pericia", "Expertise"],
      [6, "Avaricioso", "Greedy"],
      [7, "Bien jugado", "Well Played"],
      [8, "Mago", "Magician"],
      [9, "Favoritismo", "Favouritism"],
      [10, "Privilegio", "Privilege"],
      [11, "Previsión", "Foresight"],
      [12, "Repetir", "Repeat"],
      [13, "Viajante", "Traveller"],
      [14, "Fama", "Fame"],
      [15, "Oportunista", "Opportunist"],
      [16, "Vidente", "Seer"],
    ]);
  });

  it("has the timing classes of §3.3 and the phases printed in the headers (§3.2)", () => {
    expect(Object.fromEntries(ADVANTAGE_CARDS.map((a) => [a.id, a.timing]))).toEqual({
      1: "anyTime",
      2: "anyTime",
      3: "phase2.withAction",
      4: "phase2.withAction",
      5: "phase2.withAction",
      6: "phase2.afterAction",
      7: "phase2.afterAction",
      8: "anyTime",
      9: "anyTime",
      10: "phase2.open",
      11: "phase1.beforeSelector",
      12: "phase1.open",
      13: "anyTime",
      14: "phase3.afterCompletion",
      15: "anyTime",
      16: "anyTime",
    });
    for (const a of ADVANTAGE_CARDS) {
      expect(a.phase === null ? "anyTime" : `phase${a.phase}`, String(a.id)).toBe(a.timing.split(".")[0]);
    }
  });

  it("maps kinds as §3.1 infers: a phase header means modify, any time means extra", () => {
    for (const a of ADVANTAGE_CARDS) expect(a.kind, String(a.id)).toBe(a.phase === null ? "extra" : "modify");
  });

  it("recommends 1-4 for a first game and keeps 1 and 2 from advanced players (§2.3 step 11, R33, I15)", () => {
    expect(FIRST_GAME_ADVANTAGES).toEqual([1, 2, 3, 4]);
    expect(NOT_FOR_ADVANCED_PLAYERS).toEqual([1, 2]);
    expect(ADVANTAGE_CARDS.filter((a) => !a.notForAdvancedPlayers)).toHaveLength(14);
  });

  it("copies the effects of §4.5 advantages.json", () => {
    expect(advantageCard(1).effect).toEqual({ gainOneOf: ["R", "G"] });
    expect(advantageCard(2).effect).toEqual({ gainOneOf: ["Y", "B"] });
    expect(advantageCard(3).effect).toEqual({ action: "buy", buyCost: 0 });
    expect(advantageCard(4).effect).toEqual({ action: "sell", sellGain: 4 });
    expect(advantageCard(5).effect).toEqual({ action: "exchange", chooseLinked: [1, 3], maxClear: 1 });
    expect(advantageCard(6).effect).toEqual({ after: "buy", gainOptional: "W" });
    expect(advantageCard(7).effect).toEqual({ after: "sell", gainOptional: "W" });
    expect(advantageCard(8).effect).toEqual({ permuteHand: true, gainLira: 1 });
    expect(advantageCard(9).effect).toEqual({ returnOne: "W", gainLira: 3 });
    expect(advantageCard(10).effect).toEqual({ payLira: 1, extraNegotiateActions: 1 });
    expect(advantageCard(11).effect).toEqual({ skipSelectorTurn: true, gainLiraAfterTake: 1 });
    expect(advantageCard(12).effect).toEqual({ payLira: 1, extraTakes: 1 });
    expect(advantageCard(13).effect).toEqual({ moveMarketToMarket: 1 });
    expect(advantageCard(14).effect).toEqual({ ifCompletionValue: 8, gainLira: 2 });
    expect(advantageCard(15).effect).toEqual({ swaps: [1, 2], payLiraPerSwap: 1, takeExcludes: ["W"] });
    expect(advantageCard(16).effect).toEqual({ setRingOffsetFree: true });
    expect(ADVANTAGE_CARDS.map((a) => a.icon)).toEqual([
      "pictogram R/G", "pictogram Y/B", "0Ł", "4Ł+", "1 / 2 / 3", "2Ł", "1Ł+", "1Ł",
      "3Ł", "1Ł", "1Ł", "1Ł", "pictogram", "8Ł 2Ł", "1Ł", "pictogram",
    ]);
  });

  it("fits the data: Pericia chooses at most the 3 linked positions; Fama's value 8 is the Workbench capacity; Regalo, Obsequio and Oportunista never hand out W (I10)", () => {
    expect(advantageCard(5).effect.chooseLinked?.[1]).toBe(Math.max(...MARKETS.map((m) => m.links.length)));
    expect(advantageCard(14).effect.ifCompletionValue).toBe(CONSTANTS.workbenchCapacity);
    expect([...(advantageCard(1).effect.gainOneOf ?? []), ...(advantageCard(2).effect.gainOneOf ?? [])]).not.toContain("W");
    expect(advantageCard(15).effect.takeExcludes).toEqual(["W"]);
  });

  it("carries a summary of each effect, and looks cards up by number", () => {
    expect(ADVANTAGE_CARDS.every((a) => a.summary.length > 10)).toBe(true);
    expect(advantageCard(4).summary).toBe("A Sell pays 4Ł instead of 1Ł (4 in total, not 1+4).");
    expect(isAdvantageId(16)).toBe(true);
    expect(isAdvantageId(0)).toBe(false);
    expect(isAdvantageId("1")).toBe(false);
    expect(() => advantageCard(17)).toThrow(RangeError);
  });
});

describe("the codecs refuse bad records", () => {
  const vase = { id: "HOU-1", symbols: ["HOU"], needs: "GGGR", name: "Vase", provenance: "RECONSTRUCTED" };

  it("accepts the real records", () => {
    expect(CREATION_CARDS.every((c) => CreationCardC.is(c))).toBe(true);
    expect(ADVANTAGE_CARDS.every((a) => AdvantageCardC.is(a))).toBe(true);
    expect(ConstantsC.is(CONSTANTS)).toBe(true);
    expect(CreationCardC.decode(vase)._tag).toBe("Right");
  });

  it("refuses a W need, an unknown symbol, a missing provenance, an unknown provenance and unknown fields", () => {
    expect(CreationCardC.decode({ ...vase, needs: "GGGW" })._tag).toBe("Left");
    expect(CreationCardC.decode({ ...vase, symbols: ["GLASS"] })._tag).toBe("Left");
    const { provenance: _dropped, ...untagged } = vase;
    expect(CreationCardC.decode(untagged)._tag).toBe("Left");
    expect(CreationCardC.decode({ ...vase, provenance: "PRINTED" })._tag).toBe("Left");
    expect(CreationCardC.decode({ ...vase, colour: "G" })._tag).toBe("Left");
    const gift = rawFile("advantages.json").records[0];
    expect(AdvantageCardC.decode(gift)._tag).toBe("Right");
    expect(AdvantageCardC.decode({ ...gift, effect: { gainOneof: ["R", "G"] } })._tag).toBe("Left");
    expect(AdvantageCardC.decode({ ...gift, timing: "phase4" })._tag).toBe("Left");
    expect(ConstantsC.decode({ ...CONSTANTS, selectorDirection: "counterclockwise" })._tag).toBe("Left");
    const { positions: _p, ...withoutPositions } = CONSTANTS;
    expect(ConstantsC.decode(withoutPositions)._tag).toBe("Left");
  });
});
