/**
 * The caches behind `legalActions` (issue 27, point 5): each is keyed by what its list depends on,
 * so their keys stay few over any number of games, and the lists are the ones an uncached
 * enumeration gives. Keyed by the whole Warehouse (substitutes) and by card and whole Workbench
 * (payments), they grew with every game played: the heap of random games rose 17 → 21.5 MB over
 * 20,000 games.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COLOUR_ORDER, type Counts, type LightMastersAction, cappedKey, countsKey, lightMasters, subMultisets } from "@laguna/murano-light-masters";
import { arrange, c } from "./fixtures";

/** Every sub-multiset, by brute force over all counts up to `from`'s, in R, Y, G, B, W order. */
function allSubMultisets(from: Counts, min: number, max: number, allowClear: boolean): Counts[] {
  const out: Counts[] = [];
  const w = allowClear ? from.W : 0;
  for (let r = 0; r <= from.R; r++)
    for (let y = 0; y <= from.Y; y++)
      for (let g = 0; g <= from.G; g++)
        for (let b = 0; b <= from.B; b++)
          for (let x = 0; x <= w; x++) {
            const n = r + y + g + b + x;
            if (n >= min && n <= max) out.push({ R: r, Y: y, G: g, B: b, W: x });
          }
  return out;
}

const countsArb = (most: number): fc.Arbitrary<Counts> =>
  fc.record({ R: fc.nat(most), Y: fc.nat(most), G: fc.nat(most), B: fc.nat(most), W: fc.nat(most) });

/** A small deterministic generator (mulberry32), so that the test is the same on every run. */
function random(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

describe("subMultisets", () => {
  it("lists exactly the sub-multisets of the source with min to max fragments, in a stable order", () => {
    fc.assert(
      fc.property(countsArb(7), fc.nat(5), fc.nat(6), fc.boolean(), (from, min, extra, allowClear) => {
        const max = min + extra;
        expect(subMultisets(from, min, max, allowClear)).toEqual(allSubMultisets(from, min, max, allowClear));
      }),
      { numRuns: 300 },
    );
  });

  it("shares one list between sources that agree up to max, so a Warehouse is not a key", () => {
    const warehouse: Counts = { R: 9, Y: 2, G: 14, B: 0, W: 5 };
    const other: Counts = { R: 3, Y: 2, G: 2, B: 0, W: 0 };
    expect(subMultisets(warehouse, 0, 2, false)).toBe(subMultisets(other, 0, 2, false));
    expect(subMultisets(warehouse, 0, 2, true)).not.toBe(subMultisets(other, 0, 2, true)); // W now counts
    expect(cappedKey(warehouse, 2, false)).toBe(cappedKey(other, 2, false));
    expect(cappedKey(warehouse, 16, false)).toBe(countsKey({ ...warehouse, W: 0 }));
  });

  it("keeps at most (max + 1)^4 lists for the substitutes of 1 to 3 missing fragments, over any Warehouses", () => {
    const rnd = random(27);
    const lists = new Set<readonly Counts[]>();
    for (let i = 0; i < 5000; i++) {
      const warehouse = Object.fromEntries(COLOUR_ORDER.map((f) => [f, rnd(16)])) as unknown as Counts;
      lists.add(subMultisets(warehouse, 0, 1 + rnd(3), false));
    }
    expect(lists.size).toBeLessThanOrEqual(2 ** 4 + 3 ** 4 + 4 ** 4);
  });
});

describe("the payments of the first creation", () => {
  const completes = (workbench: string): readonly LightMastersAction[] =>
    lightMasters.legalActions(arrange({ phase: "P3", workbench: { 0: workbench }, hand: { 0: ["HOU-1", "JEW-2"] } }), 0).filter((a) => a.type === "complete");

  it("are every way to pay for the card's needs, W standing in for any colour", () => {
    // HOU-1 needs G G G R.
    expect(completes("GGRYW")).toEqual([{ type: "complete", payment: c("RGGW") }]);
    expect(completes("GGGRWW")).toEqual([
      { type: "complete", payment: c("GGWW") },
      { type: "complete", payment: c("GGGW") },
      { type: "complete", payment: c("RGWW") },
      { type: "complete", payment: c("RGGW") },
      { type: "complete", payment: c("RGGG") },
    ]);
    expect(completes("YYBBW")).toEqual([]);
  });

  it("are shared between Workbenches that differ only in what the card cannot use", () => {
    const base = completes("GGRYW");
    const more = completes("GGRYWBBY"); // Y and B are no use to HOU-1
    expect(more).toEqual(base);
    more.forEach((action, i) => expect(action).toBe(base[i]));
    const manyGreen = completes("GGGGGRW"); // a fourth and fifth G are no use either
    const threeGreen = completes("GGGRW");
    manyGreen.forEach((action, i) => expect(action).toBe(threeGreen[i]));
  });
});
