import { canonicalJson, deepEqual } from "@laguna/core";
import { describe, expect, it } from "vitest";

describe("deepEqual", () => {
  it("compares primitives", () => {
    expect(deepEqual(1, 1)).toBe(true);
    expect(deepEqual(1, 2)).toBe(false);
    expect(deepEqual("a", "a")).toBe(true);
    expect(deepEqual("1", 1)).toBe(false);
    expect(deepEqual(true, true)).toBe(true);
    expect(deepEqual(true, 1)).toBe(false);
    expect(deepEqual(null, null)).toBe(true);
    expect(deepEqual(null, undefined)).toBe(false);
    expect(deepEqual(undefined, undefined)).toBe(true);
    expect(deepEqual(null, {})).toBe(false);
    expect(deepEqual({}, null)).toBe(false);
    expect(deepEqual(0, null)).toBe(false);
  });

  it("treats NaN as equal to NaN, and 0 as equal to -0", () => {
    expect(deepEqual(Number.NaN, Number.NaN)).toBe(true);
    expect(deepEqual({ a: [Number.NaN] }, { a: [Number.NaN] })).toBe(true);
    expect(deepEqual(Number.NaN, 0)).toBe(false);
    expect(deepEqual(Number.NaN, "NaN")).toBe(false);
    expect(deepEqual(0, -0)).toBe(true);
  });

  it("compares nested structures", () => {
    expect(deepEqual({ a: [1, 2] }, { a: [1, 2] })).toBe(true);
    expect(deepEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(deepEqual({ a: { b: { c: 1 } } }, { a: { b: { c: 1 } } })).toBe(true);
    expect(deepEqual({ a: { b: { c: 1 } } }, { a: { b: { c: 2 } } })).toBe(false);
    expect(deepEqual([[1], [2, [3]]], [[1], [2, [3]]])).toBe(true);
    expect(deepEqual([1, 2], [1, 2, 3])).toBe(false);
    expect(deepEqual([], [])).toBe(true);
    expect(deepEqual({}, {})).toBe(true);
  });

  it("ignores key order", () => {
    expect(deepEqual({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
  });

  it("tells an own key holding undefined from a missing key", () => {
    expect(deepEqual({ a: undefined }, {})).toBe(false);
    expect(deepEqual({}, { a: undefined })).toBe(false);
    expect(deepEqual({ a: undefined }, { b: undefined })).toBe(false);
    expect(deepEqual({ a: undefined }, { a: undefined })).toBe(true);
    expect(deepEqual({ a: 1, b: undefined }, { a: 1, c: 1 })).toBe(false);
  });

  it("tells arrays from objects, even with the same keys", () => {
    expect(deepEqual([], {})).toBe(false);
    expect(deepEqual({}, [])).toBe(false);
    expect(deepEqual([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(deepEqual({ 0: 1, 1: 2, length: 2 }, [1, 2])).toBe(false);
  });

  it("does not consider inherited keys", () => {
    const withProto = Object.create({ inherited: 1 }) as Record<string, unknown>;
    expect(deepEqual(withProto, {})).toBe(true);
    expect(deepEqual({ inherited: 1 }, withProto)).toBe(false);
  });

  it("agrees with a JSON round trip on JSON values", () => {
    const values: unknown[] = [
      { board: [null, "X", null], toMove: 1, over: false },
      [{ type: "play", card: 3 }, { type: "mulligan" }],
      { nested: { list: [1, [2, [3]]], text: "é" } },
    ];
    for (const v of values) expect(deepEqual(JSON.parse(JSON.stringify(v)), v)).toBe(true);
  });
});

describe("canonicalJson", () => {
  it("sorts object keys, at every depth", () => {
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
    expect(canonicalJson({ z: { y: 1, x: [{ d: 1, c: 2 }] }, a: null })).toBe('{"a":null,"z":{"x":[{"c":2,"d":1}],"y":1}}');
  });

  it("keeps array order", () => {
    expect(canonicalJson([3, 1, 2])).toBe("[3,1,2]");
    expect(canonicalJson([{ b: 1, a: 1 }, "x"])).toBe('[{"a":1,"b":1},"x"]');
  });

  it("gives the same text for deep-equal values built in different key orders", () => {
    const a = { type: "play", card: 3, meta: { x: 1, y: [1, 2] } };
    const b = { meta: { y: [1, 2], x: 1 }, card: 3, type: "play" };
    expect(deepEqual(a, b)).toBe(true);
    expect(canonicalJson(a)).toBe(canonicalJson(b));
  });

  it("gives different texts for different values", () => {
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: 2 }));
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
    expect(canonicalJson({ a: [] })).not.toBe(canonicalJson({ a: {} }));
  });

  it("writes primitives as JSON does", () => {
    expect(canonicalJson(1)).toBe("1");
    expect(canonicalJson("x")).toBe('"x"');
    expect(canonicalJson(null)).toBe("null");
    expect(canonicalJson(true)).toBe("true");
  });
});
