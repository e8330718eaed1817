import { IntegerC, NaturalC, createMatch, crossChecked, decodeWith, describeThrown, fieldMisfit, integerBetween, refuse, showValue, toDecodeIssues } from "@laguna/core";
import { either } from "fp-ts";
import * as t from "io-ts";
import { describe, expect, it } from "vitest";
import { stash } from "../fixtures/stash";
import { left } from "./helpers";

describe("decodeWith", () => {
  it("returns the decoded value", () => {
    expect(decodeWith(t.type({ a: t.number }), { a: 1 }, "thing")).toStrictEqual(either.right({ a: 1 }));
  });

  it("shows the first three issues and counts the rest", () => {
    const error = left(createMatch(stash, {}, 1));
    expect(error.message).toBe(
      "Invalid config: at config.playerCount: expected 2 or 3 or 4, got undefined; at config.handSize: expected 2 or 3, got undefined; at config.vaultBonus: expected boolean, got undefined; and 1 more.",
    );
    if (error.kind !== "invalid-input") throw new Error("unreachable");
    expect(error.issues.map((i) => i.path)).toStrictEqual([
      "config.playerCount",
      "config.handSize",
      "config.vaultBonus",
      "config.startPlayer",
    ]);
    expect(error.issues[3]?.expected).toBe('"first" or "random"');
  });

  it("names nested paths through arrays and objects", () => {
    const codec = t.type({ players: t.array(t.type({ hand: t.array(t.number) })) });
    expect(left(decodeWith(codec, { players: [{ hand: [1] }, { hand: [2, "x"] }] }, "state"))).toStrictEqual({
      kind: "invalid-input",
      message: 'Invalid state: at state.players.1.hand.1: expected number, got "x".',
      issues: [{ path: "state.players.1.hand.1", expected: "number", actual: "x" }],
    });
  });
});

describe("toDecodeIssues", () => {
  it("merges the members of a union into one issue per path", () => {
    const codec = t.type({ v: t.union([t.literal("a"), t.literal("b"), t.number]) });
    const result = codec.decode({ v: true });
    if (either.isRight(result)) throw new Error("expected a failure");
    expect(toDecodeIssues(result.left, "x")).toStrictEqual([{ path: "x.v", expected: '"a" or "b" or number', actual: true }]);
  });

  it("adds a codec's own words on a refusal, in brackets after the type's name", () => {
    const Pair = new t.Type<number[], number[], unknown>(
      "Pair",
      (u): u is number[] => Array.isArray(u) && u.length === 2,
      (u, c) => (Array.isArray(u) && u.length === 2 ? t.success(u as number[]) : t.failure(u, c, "two numbers")),
      (a) => a,
    );
    const result = t.type({ p: Pair }).decode({ p: [1] });
    if (either.isRight(result)) throw new Error("expected a failure");
    expect(toDecodeIssues(result.left, "x")).toStrictEqual([{ path: "x.p", expected: "Pair (two numbers)", actual: [1] }]);
  });
});

describe("fieldMisfit", () => {
  const Fields = t.type({ players: t.number, first: t.number });
  const Config = crossChecked("Config", Fields, (config, context) =>
    config.first < config.players ? t.success(config) : fieldMisfit(config, context, "first", "a seat of this game"),
  );

  it("points a refusal across fields at the field that does not fit, in words", () => {
    expect(decodeWith(Config, { players: 2, first: 1 }, "config")).toStrictEqual(either.right({ players: 2, first: 1 }));
    const refused = decodeWith(Config, { players: 2, first: 3 }, "config");
    if (either.isRight(refused)) throw new Error("expected a refusal");
    expect(refused.left.message).toBe("Invalid config: at config.first: expected a seat of this game, got 3.");
    expect(refused.left).toMatchObject({ issues: [{ path: "config.first", expected: "a seat of this game", actual: 3 }] });
    expect(Config.is({ players: 2, first: 3 })).toBe(false);
  });
});

describe("showValue", () => {
  it("writes values as JSON, shortened to the maximum length", () => {
    expect(showValue({ cell: 9 })).toBe('{"cell":9}');
    expect(showValue(undefined)).toBe("undefined");
    expect(showValue(10n)).toBe("10n");
    expect(showValue("x".repeat(200))).toBe(`"${"x".repeat(78)}…`);
    expect(showValue("x".repeat(200))).toHaveLength(80);
    expect(showValue([1, 2, 3, 4], 5)).toBe("[1,2…");
    expect(showValue("abc", 5)).toBe('"abc"');
  });

  it("never throws", () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(showValue(circular)).toMatch(/^\{"self":\{"self":.*…$/);
    expect(showValue(circular)).toHaveLength(80);
    expect(showValue(Symbol("s"))).toBe("[symbol]");
    expect(showValue(() => 1)).toBe("[function]");
    expect(showValue({ big: 1n })).toBe('{"big":1n}');
  });

  it("never throws for deep nesting, null-prototype objects, getters and Proxies (issue 12, item 1)", () => {
    let deep: unknown = 0;
    for (let i = 0; i < 5000; i++) deep = [deep];
    expect(showValue(deep)).toMatch(/^\[{32}…\]{32}$/);
    const bare = Object.create(null) as Record<string, unknown>;
    bare.n = 7n;
    expect(showValue(bare)).toBe('{"n":7n}');
    const getter = Object.defineProperty({ a: 1 }, "b", { enumerable: true, get: () => { throw new Error("no"); } });
    expect(showValue(getter)).toBe('{"a":1,"b":?}');
    const proxy = new Proxy({}, { ownKeys: () => { throw new Error("trap"); } });
    expect(showValue(proxy)).toBe("?");
    expect(describeThrown(proxy)).toBe("?");
  });

  it("stops at max characters without printing the rest of a huge value", () => {
    const huge = Array.from({ length: 100_000 }, (_, i) => ({ i }));
    expect(showValue(huge, 20)).toBe('[{"i":0},{"i":1},{"…');
  });
});

describe("refuse", () => {
  it("builds a Left with the rule id and message", () => {
    expect(refuse("square-taken", "Square 4 is already taken.")).toStrictEqual(
      either.left({ rule: "square-taken", message: "Square 4 is already taken." }),
    );
  });
});

describe("codecs", () => {
  it("integerBetween accepts integers in range, both ends included, as plain numbers", () => {
    const cell = integerBetween(0, 8, "Cell");
    expect(cell.name).toBe("Cell");
    expect([0, 4, 8].map((n) => cell.is(n))).toStrictEqual([true, true, true]);
    expect([-1, 9, 4.5, Number.NaN, "4", null].map((n) => cell.is(n))).toStrictEqual([false, false, false, false, false, false]);
    expect(cell.decode(4)).toStrictEqual(either.right(4));
    expect(cell.encode(4)).toBe(4);
    expect(integerBetween(1, 3).name).toBe("an integer from 1 to 3");
  });

  it("IntegerC and NaturalC", () => {
    expect(IntegerC.is(-3)).toBe(true);
    expect(IntegerC.is(0.5)).toBe(false);
    expect(IntegerC.is(2 ** 53)).toBe(false);
    expect(NaturalC.is(0)).toBe(true);
    expect(NaturalC.is(-1)).toBe(false);
    expect(NaturalC.name).toBe("a non-negative integer");
  });
});
