/** Memoisation by object identity (`memoByIdentity`, `memoByIdentityUnder`). */
import { memoByIdentity, memoByIdentityUnder } from "@laguna/core";
import { describe, expect, it } from "vitest";

describe("memoByIdentity", () => {
  it("computes once per key object, and again for an equal but different object", () => {
    const calls: object[] = [];
    const total = memoByIdentity((xs: readonly number[]) => {
      calls.push(xs);
      return xs.reduce((a, b) => a + b, 0);
    });
    const a = [1, 2, 3];
    expect(total(a)).toBe(6);
    expect(total(a)).toBe(6);
    expect(calls).toEqual([a]);
    expect(total([1, 2, 3])).toBe(6);
    expect(calls).toHaveLength(2);
  });

  it("remembers undefined and other falsy values too", () => {
    let calls = 0;
    const nothing = memoByIdentity((_: object) => {
      calls++;
      return undefined;
    });
    const key = {};
    expect(nothing(key)).toBeUndefined();
    expect(nothing(key)).toBeUndefined();
    expect(calls).toBe(1);
  });

  it("returns the very value computed, so a mutable value (a cache map) is shared", () => {
    const mapOf = memoByIdentity((_: object) => new Map<string, number>());
    const key = {};
    mapOf(key).set("x", 1);
    expect(mapOf(key).get("x")).toBe(1);
    expect(mapOf({}).get("x")).toBeUndefined();
  });
});

describe("memoByIdentityUnder", () => {
  it("keeps one value per key, computed again when the setting changes", () => {
    const calls: string[] = [];
    const sorted = memoByIdentityUnder((hand: readonly number[], order: "up" | "down") => {
      calls.push(order);
      return [...hand].sort((a, b) => (order === "up" ? a - b : b - a));
    });
    const hand = [3, 1, 2];
    const up = sorted(hand, "up");
    expect(up).toEqual([1, 2, 3]);
    expect(sorted(hand, "up")).toBe(up);
    expect(sorted(hand, "down")).toEqual([3, 2, 1]);
    expect(sorted(hand, "up")).not.toBe(up);
    expect(calls).toEqual(["up", "down", "up"]);
    expect(hand).toEqual([3, 1, 2]);
  });

  it("compares settings by identity: an equal but different rules object computes again", () => {
    let calls = 0;
    const f = memoByIdentityUnder((_: object, rules: { readonly x: number }) => {
      calls++;
      return rules.x;
    });
    const key = {};
    const rules = { x: 1 };
    f(key, rules);
    f(key, rules);
    expect(calls).toBe(1);
    f(key, { x: 1 });
    expect(calls).toBe(2);
  });
});
