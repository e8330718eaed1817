import { configArbitrary, deepFreeze, LAWS, LAW_DESCRIPTIONS, seedArbitrary, traceArbitrary, variantConfigs } from "@laguna/testing";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stash } from "../fixtures/stash";
import { ticTacToe } from "../fixtures/tic-tac-toe";

describe("arbitraries", () => {
  it("configArbitrary yields only configs the codec accepts, covering every player count and option value", () => {
    const seen = { playerCount: new Set<number>(), handSize: new Set<number>(), startPlayer: new Set<string>() };
    fc.assert(
      fc.property(configArbitrary(stash), (config) => {
        expect(stash.codecs.config.is(config)).toBe(true);
        seen.playerCount.add(config.playerCount);
        seen.handSize.add(config.handSize);
        seen.startPlayer.add(config.startPlayer);
      }),
      { numRuns: 200, seed: 4 },
    );
    expect([...seen.playerCount].sort()).toEqual([2, 3, 4]);
    expect([...seen.handSize].sort()).toEqual([2, 3]);
    expect([...seen.startPlayer].sort()).toEqual(["first", "random"]);
  });

  it("configArbitrary respects a restriction of player counts", () => {
    fc.assert(fc.property(configArbitrary(stash, [3]), (c) => c.playerCount === 3), { numRuns: 50 });
  });

  it("seeds are safe integers, 32-bit and wider, and traces are bounded", () => {
    fc.assert(fc.property(seedArbitrary(), (s) => Number.isSafeInteger(s)), { numRuns: 200 });
    const seeds = fc.sample(seedArbitrary(), { numRuns: 400, seed: 7 });
    expect(seeds.some((s) => s !== (s | 0))).toBe(true);
    expect(seeds.filter((s) => s === (s | 0)).length).toBeGreaterThan(200);
    fc.assert(fc.property(traceArbitrary(5), (t) => t.choices.length <= 5 && t.choices.every((c) => c >= 0)), { numRuns: 200 });
  });
});

describe("variantConfigs", () => {
  it("leaves out combinations the config codec refuses", () => {
    const narrowed = { ...ticTacToe, configOptions: { misere: [false, true], firstPlayer: [0, 1, 2] as (0 | 1)[] } };
    expect(variantConfigs(narrowed).map((c) => c.name)).toEqual(["2p default", "2p misere=true", "2p firstPlayer=1"]);
  });
});

describe("deepFreeze", () => {
  it("freezes nested objects and arrays so that writes throw", () => {
    const value = deepFreeze({ a: [1, { b: 2 }] });
    expect(Object.isFrozen(value.a[1])).toBe(true);
    expect(() => {
      (value.a as number[]).push(3);
    }).toThrow(TypeError);
  });

  it("freezes what an object frozen by someone else holds (a module's top-level Object.freeze)", () => {
    const inner = { b: [1] };
    const value = deepFreeze(Object.freeze({ a: inner }));
    expect(Object.isFrozen(inner)).toBe(true);
    expect(Object.isFrozen(inner.b)).toBe(true);
    expect(() => {
      value.a.b.push(2);
    }).toThrow(TypeError);
  });

  it("ends on cycles", () => {
    const a: { self?: unknown; list: unknown[] } = { list: [] };
    a.self = a;
    a.list.push(a);
    expect(Object.isFrozen(deepFreeze(a).list)).toBe(true);
  });
});

describe("the laws", () => {
  it("are eleven, each described", () => {
    expect(LAWS).toHaveLength(11);
    for (const law of LAWS) expect(LAW_DESCRIPTIONS[law].length).toBeGreaterThan(20);
  });
});
