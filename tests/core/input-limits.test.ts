/**
 * Issue 27, item 3: untrusted input is refused past documented size limits (bytes of JSON, fields
 * and elements, depth), before it is walked, and hosts can set other limits. And item 4's
 * `loadMatch` part: a `{ seat, action }` log entry with an unknown field is refused.
 */
import {
  DEFAULT_INPUT_LIMITS,
  act,
  createMatch,
  createMatchFromState,
  inputLimits,
  legalActions,
  loadMatch,
  replay,
  saveMatch,
  toPlainJson,
  undo,
} from "@laguna/core";
import { describe, expect, it } from "vitest";
import { ticTacToe } from "../fixtures/tic-tac-toe";
import { left, mark, right, tttMatch } from "./helpers";

/** An object with `count` fields besides a legal mark. */
function manyFields(count: number): Record<string, unknown> {
  const out: Record<string, unknown> = { type: "mark", cell: 4 };
  for (let i = 0; i < count; i++) out[`k${i}`] = i;
  return out;
}

/** A Proxy over `target` that counts the field values read through it (its `get` trap). */
function counting(target: object): { proxy: object; reads: () => number } {
  let reads = 0;
  const proxy = new Proxy(target, {
    get(t, key, receiver) {
      reads++;
      return Reflect.get(t, key, receiver) as unknown;
    },
  });
  return { proxy, reads: () => reads };
}

describe("input limits: the defaults", () => {
  it("are documented numbers, far above what an honest input needs", () => {
    expect(DEFAULT_INPUT_LIMITS.action).toEqual({ maxBytes: 65_536, maxKeys: 4_096, maxDepth: 64 });
    expect(DEFAULT_INPUT_LIMITS.save.maxBytes).toBe(16 * 1024 * 1024);
    expect(inputLimits("config", { config: { maxKeys: 10 } })).toEqual({ maxBytes: 65_536, maxKeys: 10, maxDepth: 64 });
    expect(inputLimits("state", { action: { maxKeys: 10 } })).toBe(DEFAULT_INPUT_LIMITS.state);
  });

  it("act refuses a 1 MB action in every shape, naming the limit, and the match is unchanged", () => {
    const match = tttMatch();
    const before = JSON.stringify(match.state);
    const inputs: [string, unknown][] = [
      ["a long string", { type: "mark", cell: 4, note: "x".repeat(1_000_000) }],
      ["many fields", manyFields(60_000)],
      ["a long array", { type: "mark", cell: 4, list: Array.from({ length: 200_000 }, (_, i) => i) }],
      ["many small strings", { type: "mark", cell: 4, list: Array.from({ length: 4_000 }, () => "y".repeat(250)) }],
    ];
    for (const [what, input] of inputs) {
      const error = left(act(match, 0, input));
      expect(error.kind, what).toBe("invalid-input");
      expect(error.message, what).toContain("larger than this host accepts (at most 65536 bytes of JSON, 4096 fields and elements, 64 levels deep)");
      expect(JSON.stringify(match.state)).toBe(before);
    }
    // Just under the limits, the same kind of input is read, and refused for what it is (a field the action does not have).
    const small = left(act(match, 0, { type: "mark", cell: 4, note: "x".repeat(1_000) }));
    expect(small.message).toBe('Invalid action: unexpected field "note" (without it, this is the legal action "mark square 4").');
  });

  it("an object with too many fields is refused before any of its values is read", () => {
    const { proxy, reads } = counting(manyFields(10_000));
    const error = left(act(tttMatch(), 0, proxy));
    expect(error.message).toContain("too many fields (10002 here)");
    expect(reads()).toBe(0);
  });

  it("a long string is refused by its length, a long array by its length, before either is read", () => {
    const error = left(toPlainJson(["x".repeat(100)], "value", { maxBytes: 50, maxKeys: 10, maxDepth: 4 }));
    expect(error.message).toBe("Invalid value: at value.0: it is larger than this host accepts (at most 50 bytes of JSON, 10 fields and elements, 4 levels deep): a string of 100 characters.");
    const { proxy, reads } = counting(Array.from({ length: 11 }, () => 0));
    expect(left(toPlainJson(proxy, "value", { maxBytes: 1_000, maxKeys: 10, maxDepth: 4 })).message).toContain("too many elements (11 here)");
    expect(reads()).toBe(1); // its length; no element
  });

  it("counts bytes as UTF-8 JSON text and keys at every level", () => {
    const limits = { maxBytes: 15, maxKeys: 3, maxDepth: 4 };
    expect(right(toPlainJson({ a: "é" }, "v", limits))).toEqual({ a: "é" }); // {"a":"é"}: 10 bytes
    expect(right(toPlainJson({ a: "€€" }, "v", limits))).toEqual({ a: "€€" }); // 14 bytes
    expect(left(toPlainJson({ a: "€€€" }, "v", limits)).message).toContain("too many bytes"); // 17 bytes
    expect(right(toPlainJson({ a: [1, 2] }, "v", limits))).toEqual({ a: [1, 2] }); // 3 keys
    expect(left(toPlainJson({ a: [1, 2, 3] }, "v", limits)).message).toContain("too many elements (3 here)"); // 4 keys
    expect(left(toPlainJson([[[[[]]]]], "v", { ...limits, maxKeys: 10 })).message).toContain("nested more than 4 levels deep");
  });

  it("counts a number's bytes as JSON.stringify writes it, whatever its size or sign", () => {
    const numbers = [0, -0, 7, -7, 10, 99, 100, -1000, 123456789, 2 ** 53 - 1, -(2 ** 53), 1e15, 1e20, 1e21, 0.5, -1.25e-7, 1.7976931348623157e308];
    for (const n of numbers) {
      const bytes = JSON.stringify([n]).length;
      expect(right(toPlainJson([n], "v", { maxBytes: bytes, maxKeys: 1, maxDepth: 2 }))).toEqual([n]);
      expect(left(toPlainJson([n], "v", { maxBytes: bytes - 1, maxKeys: 1, maxDepth: 2 })).message).toContain("too many bytes");
    }
  });
});

describe("input limits: a host's own", () => {
  it("given to createMatch, are kept by the match for every later act, and through undo", () => {
    const match = right(createMatch(ticTacToe, ticTacToe.defaultConfig(2), 1, { limits: { action: { maxBytes: 20 } } }));
    // A fresh object (not an element of legalActions) is read and measured: {"type":"mark","cell":4} is 24 bytes.
    expect(left(act(match, 0, { type: "mark", cell: 4 })).message).toContain("at most 20 bytes of JSON");
    // An element of legalActions is the engine's own value: never measured.
    const legal = legalActions(match, 0)[4];
    const next = right(act(match, 0, legal));
    expect(left(act(next, 1, { type: "mark", cell: 0 })).message).toContain("at most 20 bytes of JSON");
    expect(left(act(right(undo(next)), 0, { type: "mark", cell: 4 })).message).toContain("at most 20 bytes of JSON");
  });

  it("a limit that is not a number from 0 up is a mistake in the host's code: a RangeError naming it", () => {
    expect(() => inputLimits("action", { action: { maxBytes: Number.NaN } })).toThrow("Input limit action.maxBytes must be a number from 0 up (Infinity for none), not NaN.");
    expect(() => inputLimits("save", { save: { maxKeys: -1 } })).toThrow(RangeError);
    // When the match is made, not at its first action.
    expect(() => createMatch(ticTacToe, ticTacToe.defaultConfig(2), 1, { limits: { action: { maxDepth: -3 } } })).toThrow("action.maxDepth");
  });

  it("Infinity lifts a limit", () => {
    const match = right(createMatch(ticTacToe, ticTacToe.defaultConfig(2), 1, { limits: { action: { maxBytes: Infinity, maxKeys: Infinity } } }));
    expect(left(act(match, 0, manyFields(5_000))).message).toContain('unexpected fields "k0", "k1"');
  });

  it("apply to the config and the given state", () => {
    const tiny = { config: { maxKeys: 1 }, state: { maxKeys: 1 } };
    expect(left(createMatch(ticTacToe, ticTacToe.defaultConfig(2), 1, { limits: tiny })).message).toContain("too many fields");
    const start = ticTacToe.setup(ticTacToe.defaultConfig(2), 1);
    const error = left(createMatchFromState(ticTacToe, ticTacToe.defaultConfig(2), start, { limits: { state: { maxKeys: 1 } } }));
    expect(error.message).toMatch(/^Invalid state: .*too many/);
  });

  it("loadMatch and replay measure the whole save or log, and a raised limit lets a large save through", () => {
    const saved = saveMatch(mark(tttMatch(), [4, 0, 8]), { actions: true });
    const error = left(loadMatch(ticTacToe, saved, { limits: { save: { maxBytes: 100 } } }));
    expect(error).toMatchObject({ kind: "invalid-save", reason: "format" });
    expect(error.message).toContain("at most 100 bytes of JSON");
    right(loadMatch(ticTacToe, saved, { limits: { save: { maxBytes: 1_000 } } }));
    const log = [{ seat: 0, action: { type: "mark", cell: 4 } }];
    expect(left(replay(ticTacToe, ticTacToe.defaultConfig(2), 1, log, { limits: { save: { maxKeys: 2 } } })).message).toContain("too many");
  });
});

describe("loadMatch: log entries with actions", () => {
  it("refuses an entry with a field besides seat and action, naming it and the entry", () => {
    const saved = JSON.parse(JSON.stringify(saveMatch(mark(tttMatch(), [4, 0]), { actions: true }))) as { log: Record<string, unknown>[] };
    saved.log[1] = { ...saved.log[1], note: "hello", extra: 1 };
    const error = left(loadMatch(ticTacToe, saved));
    expect(error).toMatchObject({ kind: "invalid-save", reason: "format", step: 1 });
    expect(error.message).toBe('Invalid saved match: log entry 1 has unknown fields "note", "extra" (an entry is [seat, position] or { seat, action }).');
    // The same save without them loads.
    saved.log[1] = { seat: saved.log[1]?.seat, action: saved.log[1]?.action };
    right(loadMatch(ticTacToe, saved));
  });
});

describe("names from untrusted input in messages", () => {
  it("are cut to 40 characters with their length, so a long key makes a short message", () => {
    const key = "k".repeat(30_000);
    const fromAct = left(act(tttMatch(), 0, { type: "mark", cell: 4, [key]: 1 }));
    expect(fromAct.message).toBe(`Invalid action: unexpected field "${"k".repeat(40)}"… (30000 characters) (without it, this is the legal action "mark square 4").`);
    const saved = { ...(JSON.parse(JSON.stringify(saveMatch(tttMatch()))) as object), [key]: 1 };
    expect(left(loadMatch(ticTacToe, saved)).message.length).toBeLessThan(200);
    expect(left(createMatch(ticTacToe, { ...ticTacToe.defaultConfig(2), [key]: 1 }, 1)).message.length).toBeLessThan(200);
  });
});
