import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Area } from "../../packages/walking-in-burano/src/area";
import { type ScoringRules, defaultConfig } from "../../packages/walking-in-burano/src/config";
import { CHARACTER_CARDS, type CharacterType, FLOOR_CARDS, type Level, floorCard } from "../../packages/walking-in-burano/src/data";
import {
  bestTriple,
  cats,
  characterPoints,
  closedWindows,
  houseCards,
  isCompleteHouse,
  nonAdjacentStreetlights,
  placedCards,
  shopPoints,
} from "../../packages/walking-in-burano/src/scoring";
import { type Cell, MAISHERLY, area, house } from "./fixtures";


const DEFAULT = defaultConfig(3);
const rulesWith = (overrides: Partial<ScoringRules>): ScoringRules => ({ ...DEFAULT, ...overrides });


const ADJACENCY = ["maxIndependent", "isolatedOnly"] as const;
const TRIPLE = ["contiguousUpTo3", "exactlyThree", "window3"] as const;
const SCOPE = ["allPlaced", "completedOnly"] as const;

/** Every combination of the three character-scoring flags. */
const CHARACTER_RULES: ScoringRules[] = ADJACENCY.flatMap((policemanAdjacency) =>
  TRIPLE.flatMap((adjacentTriple) =>
    SCOPE.map((inhabitantScope) => rulesWith({ policemanAdjacency, adjacentTriple, inhabitantScope })),
  ),
);

describe("the area helpers", () => {
  it("find the floor cards of a house and of the whole area", () => {
    expect(houseCards(MAISHERLY, 0).map((c) => c.id)).toStrictEqual(["F1-PNK-3", "F2-PNK-1", "F3-PNK-1"]);
    expect(houseCards(MAISHERLY, 7)).toStrictEqual([]);
    expect(placedCards(MAISHERLY)).toHaveLength(15);
    expect(placedCards(MAISHERLY, 3).map((c) => c.chimneys)).toStrictEqual([0, 1, 1, 1, 1]);
    expect(isCompleteHouse(house(["F1-PNK-3", "F2-PNK-1", "F3-PNK-1"]))).toBe(true);
    expect(isCompleteHouse(house(["F1-PNK-3", "F2-PNK-1", null]))).toBe(false);
    expect(isCompleteHouse(house([null, null, "F3-PNK-1"]))).toBe(false);
  });

  it("count the §4.6 area's shops, closed windows and cats", () => {
    expect(shopPoints(MAISHERLY)).toBe(5);
    expect(closedWindows(MAISHERLY)).toBe(4);
    expect(cats(MAISHERLY)).toBe(4);
  });

  it("count shops, closed windows and cats on incomplete houses too (§3.2: B, D and the tie-break use all placed cards)", () => {
    const partial = area([house(["F1-RED-1", "F2-PUR-3", null]), house(["F1-YEL-3", null, null])]);
    expect(shopPoints(partial)).toBe(3);
    expect(closedWindows(partial)).toBe(2);
    expect(cats(partial)).toBe(3);
    expect(shopPoints(area([]))).toBe(0);
  });
});

describe("SC-07 / §4.6: Maisherly's characters", () => {
  it.each(CHARACTER_RULES.map((rules) => [`${rules.policemanAdjacency}, ${rules.adjacentTriple}, ${rules.inhabitantScope}`, rules] as const))(
    "score Woman 11, Florist 9, Santa 12, Policeman 9, Boy 10 under %s",
    (_, rules) => {
      expect(characterPoints(MAISHERLY, "T-WOMAN-1", 0, rules)).toBe(11);
      expect(characterPoints(MAISHERLY, "I-FLORIST-1", 1, rules)).toBe(9);
      expect(characterPoints(MAISHERLY, "I-SANTA-1", 2, rules)).toBe(12);
      expect(characterPoints(MAISHERLY, "I-POLICEMAN-1", 3, rules)).toBe(9);
      expect(characterPoints(MAISHERLY, "T-BOY-1", 4, rules)).toBe(10);
      // The §4.6 extra assertions.
      expect(characterPoints(MAISHERLY, "I-MAYOR-1", 0, rules)).toBe(7);
      expect(characterPoints(MAISHERLY, "I-SHOPOWNER-1", 0, rules)).toBe(5);
      expect(characterPoints(MAISHERLY, "I-TAILOR-1", 0, rules)).toBe(8);
      expect(characterPoints(MAISHERLY, "I-GARDENER-1", 0, rules)).toBe(2);
      expect(characterPoints(MAISHERLY, "T-GIRL-1", 3, rules)).toBe(8);
    },
  );

  it("score an inhabitant the same wherever it lives, and each copy alike", () => {
    for (let x = 0; x < 5; x++) {
      expect(characterPoints(MAISHERLY, "I-SANTA-2", x, DEFAULT)).toBe(12);
      expect(characterPoints(MAISHERLY, "I-POLICEMAN-2", x, DEFAULT)).toBe(9);
    }
  });

  it("score tourists on their own house only", () => {
    expect([0, 1, 2, 3, 4].map((x) => characterPoints(MAISHERLY, "T-WOMAN-2", x, DEFAULT))).toStrictEqual([11, 7, 7, 3, 2]);
    expect([0, 1, 2, 3, 4].map((x) => characterPoints(MAISHERLY, "T-MAN-3", x, DEFAULT))).toStrictEqual([3, 5, 2, 3, 5]);
    // Boy on house 3: cats 2 + blue curtain 1 + chimney 1 = 4, × 2, + 2.
    expect(characterPoints(MAISHERLY, "T-BOY-2", 3, DEFAULT)).toBe(10);
    // Boy on house 2: blue curtain, streetlight, red curtain, chimney = 4 → 10.
    expect(characterPoints(MAISHERLY, "T-BOY-3", 2, DEFAULT)).toBe(10);
  });

  it("throws for an unknown character id", () => {
    expect(() => characterPoints(MAISHERLY, "T-NOBODY-1", 0, DEFAULT)).toThrow(RangeError);
  });
});

describe("SC-06: Wei-Min's two visits", () => {
  const weiMin = area([
    house(["F1-RED-3", "F2-RED-1", "F3-RED-1"], "T-WOMAN-1"),
    house(["F1-BLU-3", "F2-YEL-2", "F3-BLU-1"], "I-POLICEMAN-1"),
  ]);

  it("the Woman scores 0 + 2 + 1 flowers + 2 = 5", () => {
    expect(characterPoints(weiMin, "T-WOMAN-1", 0, DEFAULT)).toBe(5);
  });

  it("the Policeman sees adjacent lit houses 0 and 1: 5 under maxIndependent, 0 under isolatedOnly", () => {
    expect(characterPoints(weiMin, "I-POLICEMAN-1", 1, rulesWith({ policemanAdjacency: "maxIndependent" }))).toBe(5);
    expect(characterPoints(weiMin, "I-POLICEMAN-1", 1, rulesWith({ policemanAdjacency: "isolatedOnly" }))).toBe(0);
  });
});

describe("SC-16 / R15: Policeman readings", () => {
  const FIRST = ["F1-RED-3", "F1-YEL-3", "F1-PNK-3", "F1-GRN-3", "F1-BLU-3"];
  const street = (seconds: readonly string[]): Area =>
    area(seconds.map((second, x) => house([FIRST[x] ?? null, second, null])));

  const cases = [
    // Lit = {0, 1, 3}: F2-PNK-1 is dark.
    { lit: [0, 1, 3], seconds: ["F2-RED-1", "F2-YEL-2", "F2-PNK-1", "F2-GRN-2"], maxIndependent: 9, isolatedOnly: 5 },
    // Lit = {0, 2, 4}: F2-YEL-3 and F2-GRN-1 are dark.
    { lit: [0, 2, 4], seconds: ["F2-RED-1", "F2-YEL-3", "F2-PNK-2", "F2-GRN-1", "F2-BLU-2"], maxIndependent: 15, isolatedOnly: 15 },
    // Lit = {0, 1, 2, 3, 4}.
    { lit: [0, 1, 2, 3, 4], seconds: ["F2-RED-1", "F2-YEL-2", "F2-PNK-3", "F2-GRN-3", "F2-BLU-3"], maxIndependent: 15, isolatedOnly: 0 },
  ];

  it.each(cases)("Lit = $lit scores $maxIndependent / $isolatedOnly", ({ lit, seconds, maxIndependent, isolatedOnly }) => {
    const a = street(seconds);
    const litColumns = a.columns.flatMap((c, x) => (floorCard(c.floors[1] ?? "").streetlights > 0 ? [x] : []));
    expect(litColumns).toStrictEqual(lit);
    expect(characterPoints(a, "I-POLICEMAN-1", 0, rulesWith({ policemanAdjacency: "maxIndependent" }))).toBe(maxIndependent);
    expect(characterPoints(a, "I-POLICEMAN-1", 0, rulesWith({ policemanAdjacency: "isolatedOnly" }))).toBe(isolatedOnly);
  });

  it("counts non-adjacent lit columns under both readings", () => {
    expect(nonAdjacentStreetlights([], "maxIndependent")).toBe(0);
    expect(nonAdjacentStreetlights([0, 1, 3], "maxIndependent")).toBe(2);
    expect(nonAdjacentStreetlights([0, 1, 3], "isolatedOnly")).toBe(1);
    expect(nonAdjacentStreetlights([0, 1, 2], "maxIndependent")).toBe(2);
    expect(nonAdjacentStreetlights([1, 2], "maxIndependent")).toBe(1);
    expect(nonAdjacentStreetlights([3, 0, 1], "maxIndependent")).toBe(2);
    expect(nonAdjacentStreetlights([0, 2, 4], "isolatedOnly")).toBe(3);
    expect(nonAdjacentStreetlights([0, 1, 2, 3, 4], "maxIndependent")).toBe(3);
  });

  it("lit houses 0 and 2 with a dark house between count k = 2", () => {
    // Lit houses 0 and 2 with house 1 lit-free: k = 2.
    const a = area([house(["F1-RED-3", "F2-RED-1", null]), house(["F1-YEL-3", "F2-YEL-3", null]), house(["F1-PNK-3", "F2-PNK-2", null])]);
    expect(characterPoints(a, "I-POLICEMAN-1", 0, DEFAULT)).toBe(9);
  });
});

describe("SC-17 / R16: Florist and Gardener readings", () => {
  // Area A: (1,2) holds a scaffold.
  const A = area(
    [house(["F1-PNK-3", "F2-PNK-1", null]), house(["F1-GRN-3", null, null]), house(["F1-BLU-3", "F2-BLU-1", null])],
    [{ x: 1, y: 2 }, null],
  );
  const B = area([house(["F1-PNK-3", "F2-PNK-1", null]), house(["F1-BLU-3", "F2-BLU-1", null])]);

  it.each([
    ["A", A, { contiguousUpTo3: 4, exactlyThree: 4, window3: 6 }],
    ["B", B, { contiguousUpTo3: 6, exactlyThree: 0, window3: 6 }],
  ] as const)("area %s scores %j", (_, a, expected) => {
    for (const adjacentTriple of TRIPLE) {
      expect(characterPoints(a, "I-FLORIST-1", 0, rulesWith({ adjacentTriple }))).toBe(expected[adjacentTriple]);
    }
  });

  it("the Gardener reads plants the same way", () => {
    // Area A: row 1 plants 0 + 3 + 2 = 5; row 2 plants 0, scaffold, 0.
    for (const adjacentTriple of TRIPLE) expect(characterPoints(A, "I-GARDENER-1", 0, rulesWith({ adjacentTriple }))).toBe(5);
    // Area B: row 1 plants 0 + 2 = 2 (no triple under exactlyThree).
    expect(characterPoints(B, "I-GARDENER-1", 0, rulesWith({ adjacentTriple: "contiguousUpTo3" }))).toBe(2);
    expect(characterPoints(B, "I-GARDENER-1", 0, rulesWith({ adjacentTriple: "exactlyThree" }))).toBe(0);
    expect(characterPoints(B, "I-GARDENER-1", 0, rulesWith({ adjacentTriple: "window3" }))).toBe(2);
  });

  it("bestTriple picks the best run or window of a row", () => {
    expect(bestTriple([], "contiguousUpTo3")).toBe(0);
    expect(bestTriple([1, 2, 3, 4], "contiguousUpTo3")).toBe(9);
    expect(bestTriple([1, 2, 3, 4], "exactlyThree")).toBe(9);
    expect(bestTriple([5, null, 1, 1, 1], "contiguousUpTo3")).toBe(5);
    expect(bestTriple([5, null, 1, 1, 1], "exactlyThree")).toBe(3);
    expect(bestTriple([5, null, 1, 1, 1], "window3")).toBe(6);
    expect(bestTriple([null, 2], "window3")).toBe(2);
    expect(bestTriple([3, 3, null, 3, 3], "contiguousUpTo3")).toBe(6);
    expect(bestTriple([3, 3, null, 3, 3], "window3")).toBe(6);
  });
});

describe("R14: inhabitantScope", () => {
  // House 0 complete; house 1 holds only a 1st floor (Pizza 3, 2 pedestrians) and a lit 2nd floor.
  const a = area([
    house(["F1-PUR-3", "F2-PUR-1", "F3-PUR-1"], "I-MAYOR-1"),
    house(["F1-RED-1", null, null]),
    house(["F1-YEL-1", "F2-YEL-1", null]),
  ]);
  const all = rulesWith({ inhabitantScope: "allPlaced" });
  const completed = rulesWith({ inhabitantScope: "completedOnly" });

  it("counts the floors of incomplete houses only under 'allPlaced'", () => {
    expect(characterPoints(a, "I-MAYOR-1", 0, all)).toBe(3 + 2 + 2);
    expect(characterPoints(a, "I-MAYOR-1", 0, completed)).toBe(3);
    expect(characterPoints(a, "I-SHOPOWNER-1", 0, all)).toBe(5);
    expect(characterPoints(a, "I-SHOPOWNER-1", 0, completed)).toBe(0);
    expect(characterPoints(a, "I-POLICEMAN-1", 0, all)).toBe(9);
    expect(characterPoints(a, "I-POLICEMAN-1", 0, completed)).toBe(5);
    // Row 2 holds F2-PUR-1 (2 flowers), a gap, then F2-YEL-1 (3 flowers).
    expect(characterPoints(a, "I-FLORIST-1", 0, all)).toBe(3);
    expect(characterPoints(a, "I-FLORIST-1", 0, completed)).toBe(2);
    expect(characterPoints(a, "I-FLORIST-1", 0, rulesWith({ inhabitantScope: "allPlaced", adjacentTriple: "window3" }))).toBe(5);
    expect(characterPoints(a, "I-FLORIST-1", 0, rulesWith({ inhabitantScope: "completedOnly", adjacentTriple: "window3" }))).toBe(2);
  });

  it("leaves tourists and the area-wide counts alone", () => {
    expect(characterPoints(a, "T-WOMAN-1", 0, all)).toBe(characterPoints(a, "T-WOMAN-1", 0, completed));
    expect(shopPoints(a)).toBe(3 + 3);
  });

  it("SC-16's street of incomplete houses gives the Policeman nothing under 'completedOnly'", () => {
    const s = area([
      house(["F1-RED-3", "F2-RED-1", null]),
      house(["F1-YEL-3", "F2-YEL-3", null]),
      house(["F1-PNK-3", "F2-PNK-2", null]),
    ]);
    expect(characterPoints(s, "I-POLICEMAN-1", 0, all)).toBe(9);
    expect(characterPoints(s, "I-POLICEMAN-1", 0, completed)).toBe(0);
  });

  it("R30 / SC-20: a complete house without a character still counts for the inhabitants", () => {
    const b = area([house(["F1-PUR-3", "F2-PUR-1", "F3-PUR-1"], "I-SANTA-1"), house(["F1-RED-1", "F2-RED-2", "F3-RED-1"], null, true)]);
    for (const rules of [all, completed]) {
      expect(characterPoints(b, "I-SANTA-1", 0, rules)).toBe(3 * (2 + 2));
      expect(characterPoints(b, "I-MAYOR-1", 0, rules)).toBe(3 + 2);
    }
  });
});

describe("§3.1 bounds and I14 (property test over random areas built from the data)", () => {
  const byLevel = (level: Level): string[] => FLOOR_CARDS.filter((c) => c.level === level).map((c) => c.id);
  const ids = (type: CharacterType): string => CHARACTER_CARDS.find((c) => c.type === type)?.id ?? "";

  const fiveOf = (level: Level) => fc.shuffledSubarray(byLevel(level), { minLength: 5, maxLength: 5 });

  /** A random area: up to 5 columns, each cell a distinct card of its level or empty. */
  const arbArea: fc.Arbitrary<Area> = fc
    .record({
      width: fc.integer({ min: 1, max: 5 }),
      cards: fc.tuple(fiveOf(1), fiveOf(2), fiveOf(3)),
      filled: fc.array(fc.tuple(fc.boolean(), fc.boolean(), fc.boolean()), { minLength: 5, maxLength: 5 }),
      full: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
    })
    .map(({ width, cards, filled, full }) =>
      area(
        Array.from({ length: width }, (_, x) => {
          const f = full[x] === true ? [true, true, true] : (filled[x] ?? [false, false, false]);
          const cell = (level: 0 | 1 | 2): Cell => (f[level] === true ? (cards[level]?.[x] ?? null) : null);
          return house([cell(0), cell(1), cell(2)]);
        }),
      ),
    );

  const arbRules: fc.Arbitrary<ScoringRules> = fc
    .record({
      policemanAdjacency: fc.constantFrom(...ADJACENCY),
      adjacentTriple: fc.constantFrom(...TRIPLE),
      inhabitantScope: fc.constantFrom(...SCOPE),
    })
    .map((flags) => rulesWith(flags));

  const points = (a: Area, type: CharacterType, x: number, rules: ScoringRules) => characterPoints(a, ids(type), x, rules);

  it("tourists score at least 2 and at most their bound", () => {
    fc.assert(
      fc.property(arbArea, arbRules, (a, rules) => {
        a.columns.forEach((column, x) => {
          if (!isCompleteHouse(column)) return;
          const cards = houseCards(a, x);
          const singleColour = new Set(cards.map((c) => c.colour)).size === 1;
          for (const type of ["WOMAN", "MAN", "GIRL", "BOY"] as const) expect(points(a, type, x, rules)).toBeGreaterThanOrEqual(2);
          expect(points(a, "WOMAN", x, rules)).toBeLessThanOrEqual(11);
          expect(points(a, "MAN", x, rules)).toBeLessThanOrEqual(11);
          expect(points(a, "GIRL", x, rules)).toBeLessThanOrEqual(14);
          expect(points(a, "BOY", x, rules)).toBeLessThanOrEqual(singleColour ? 16 : 18);
          expect(points(a, "BOY", x, rules) % 2).toBe(0);
          expect((points(a, "GIRL", x, rules) - 2) % 3).toBe(0);
        });
      }),
      { numRuns: 500 },
    );
  });

  it("inhabitants stay on their ladders and within their bounds", () => {
    fc.assert(
      fc.property(arbArea, arbRules, (a, rules) => {
        const mayor = points(a, "MAYOR", 0, rules);
        expect(mayor).toBeGreaterThanOrEqual(0);
        expect(mayor).toBeLessThanOrEqual(11);
        expect([0, 5, 9, 15]).toContain(points(a, "POLICEMAN", 0, rules));
        expect([0, 2, 5, 9, 15]).toContain(points(a, "SHOPOWNER", 0, rules));
        const santa = points(a, "SANTA", 0, rules);
        expect(santa % 3).toBe(0);
        expect(santa).toBeGreaterThanOrEqual(0);
        expect(santa).toBeLessThanOrEqual(21);
        const tailor = points(a, "TAILOR", 0, rules);
        expect(tailor % 4).toBe(0);
        expect(tailor).toBeGreaterThanOrEqual(0);
        expect(tailor).toBeLessThanOrEqual(32);
        for (const type of ["FLORIST", "GARDENER"] as const) {
          const p = points(a, type, 0, rules);
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(9);
        }
        // An inhabitant scores the same whichever house it is attached to.
        for (let x = 1; x < a.columns.length; x++) expect(points(a, "TAILOR", x, rules)).toBe(tailor);
      }),
      { numRuns: 500 },
    );
  });

  it("the readings are ordered: window3 ≥ contiguousUpTo3 ≥ exactlyThree, maxIndependent ≥ isolatedOnly, allPlaced ≥ completedOnly", () => {
    fc.assert(
      fc.property(arbArea, (a) => {
        for (const type of ["FLORIST", "GARDENER"] as const) {
          const [c, e, w] = TRIPLE.map((adjacentTriple) => points(a, type, 0, rulesWith({ adjacentTriple })));
          expect(w).toBeGreaterThanOrEqual(c ?? 0);
          expect(c).toBeGreaterThanOrEqual(e ?? 0);
        }
        const [m, i] = ADJACENCY.map((policemanAdjacency) => points(a, "POLICEMAN", 0, rulesWith({ policemanAdjacency })));
        expect(m).toBeGreaterThanOrEqual(i ?? 0);
        for (const type of ["MAYOR", "POLICEMAN", "SANTA", "SHOPOWNER", "TAILOR", "FLORIST", "GARDENER"] as const) {
          const [all, completed] = SCOPE.map((inhabitantScope) => points(a, type, 0, rulesWith({ inhabitantScope })));
          expect(all).toBeGreaterThanOrEqual(completed ?? 0);
        }
      }),
      { numRuns: 300 },
    );
  });
});
