/**
 * Issue 30, point 2: loading without a second plain-JSON pass and through the fastest replay. A
 * save given as JSON text is measured in one pass over the text and parsed once; a compact log
 * replays on the states alone. Both must refuse exactly what they refused before.
 */
import { actAt, defineGame, isOver, legalActions, loadMatch, matchLog, playout, saveMatch, undo, uniformRandomPolicy } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { describe, expect, it } from "vitest";
import { stash } from "../fixtures/stash";
import { ticTacToe } from "../fixtures/tic-tac-toe";
import { X_WINS_TOP_ROW, left, mark, right, stashMatch, tttMatch } from "./helpers";

/** A Stash match played for `steps` actions with a seeded random policy. */
function playedStash(seed: number, steps: number) {
  return right(playout(stashMatch({ playerCount: 4 }, seed), uniformRandomPolicy(seed + 1000), steps));
}

describe("loadMatch of JSON text", () => {
  it("loads the same match as the parsed object: state, log, undo flags, and undo after loading", () => {
    for (const [seed, steps] of [[1, 0], [2, 1], [3, 9], [4, 40], [5, 1000]] as const) {
      const m = playedStash(seed, steps);
      const text = JSON.stringify(saveMatch(m));
      const fromText = right(loadMatch(stash, text));
      const fromObject = right(loadMatch(stash, JSON.parse(text)));
      for (const loaded of [fromText, fromObject]) {
        expect(loaded.state).toStrictEqual(m.state);
        expect(loaded.length).toBe(m.length);
        expect(matchLog(loaded)).toStrictEqual(matchLog(m));
        // The undo trail was rebuilt as play builds it: undoing steps back to the same matches.
        let a = loaded;
        let b = m;
        for (let k = 0; k < 5; k++) {
          const ua = undo(a);
          const ub = undo(b);
          expect(either.isRight(ua)).toBe(either.isRight(ub));
          if (either.isLeft(ua) || either.isLeft(ub)) break;
          expect(ua.right.state).toStrictEqual(ub.right.state);
          expect(ua.right.length).toBe(ub.right.length);
          a = ua.right;
          b = ub.right;
        }
      }
    }
  });

  it("refuses a text past the save limits before parsing it: bytes, fields and elements, depth", () => {
    const text = JSON.stringify(saveMatch(mark(tttMatch(), [4, 0, 8])));
    const bytes = left(loadMatch(ticTacToe, text, { limits: { save: { maxBytes: text.length - 1 } } }));
    expect(bytes).toMatchObject({ kind: "invalid-save", reason: "format" });
    expect(bytes.message).toContain("too many bytes");
    expect(right(loadMatch(ticTacToe, text, { limits: { save: { maxBytes: text.length } } })).length).toBe(3);
    // UTF-8 bytes, not UTF-16 units: 40 characters "€" are 120 bytes.
    const euros = JSON.stringify({ note: "€".repeat(40) });
    expect(left(loadMatch(ticTacToe, euros, { limits: { save: { maxBytes: 100 } } })).message).toContain("too many bytes");
    const fields = JSON.parse(text) as Record<string, unknown>;
    const keys = Object.keys(fields).length + 3 + 3 * 2 + 2; // envelope, game and config fields, log pairs, the log and the config
    expect(right(loadMatch(ticTacToe, text, { limits: { save: { maxKeys: 100 } } })).length).toBe(3);
    expect(left(loadMatch(ticTacToe, text, { limits: { save: { maxKeys: keys - 6 } } })).message).toMatch(/more than \d+ fields and elements/);
    const deep = `${"[".repeat(70)}${"]".repeat(70)}`;
    expect(left(loadMatch(ticTacToe, deep)).message).toContain("nested more than 64 levels deep");
    // A million-element log is refused by counting, not built.
    const huge = `{"log":[${"[0,0],".repeat(1_000_000)}[0,0]]}`;
    expect(left(loadMatch(ticTacToe, huge)).message).toMatch(/more than 2000000 fields and elements|too many bytes/);
  });

  it("counts fields and elements of the text as toPlainJson counts them in the parsed value", () => {
    const value = { a: [1, [2, 3], {}, []], b: { c: "x,y:[{", d: "quote \" and \\\\" }, e: [] };
    const text = JSON.stringify(value); // 4 + 2 (a's) + 2 (b's) + 3 (top) = 11 fields and elements
    const at = (maxKeys: number) => loadMatch(ticTacToe, text, { limits: { save: { maxKeys } } });
    // Within the limit, the text gets past counting to the save's format check.
    expect(left(at(11)).message).not.toContain("fields and elements");
    expect(left(at(10)).message).toContain("more than 10 fields and elements");
    expect(left(loadMatch(ticTacToe, "[[[[1]]]]", { limits: { save: { maxDepth: 4 } } })).message).not.toContain("nested");
    expect(left(loadMatch(ticTacToe, "[[[[[]]]]]", { limits: { save: { maxDepth: 4 } } })).message).toContain("nested more than 4 levels deep");
    // Brackets and quotes inside strings are not nesting, whether the fields are counted or not.
    const strings = JSON.stringify(["[[[[[[", '"[[[[{{{\\', "]]]"]);
    for (const maxKeys of [3, 1_000]) {
      const message = left(loadMatch(ticTacToe, strings, { limits: { save: { maxDepth: 1, maxKeys } } })).message;
      expect(message).not.toContain("nested");
      expect(message).not.toContain("fields and elements");
    }
    expect(left(loadMatch(ticTacToe, `[${strings}]`, { limits: { save: { maxDepth: 1, maxKeys: 4 } } })).message).toContain("nested more than 1 levels deep");
    expect(left(loadMatch(ticTacToe, `[${strings}]`, { limits: { save: { maxDepth: 1 } } })).message).toContain("nested more than 1 levels deep");
  });

  it("refuses text that is not JSON, and a JSON text that is no save, as a bad save", () => {
    expect(left(loadMatch(ticTacToe, '{"format": "laguna-match",'))).toMatchObject({ kind: "invalid-save", reason: "format", message: expect.stringContaining("not JSON text") });
    expect(left(loadMatch(ticTacToe, '"a string"'))).toMatchObject({ kind: "invalid-save", reason: "format" });
    const saved = saveMatch(mark(tttMatch(), [4]));
    const extra = JSON.stringify({ ...saved, chek: "x" });
    expect(left(loadMatch(ticTacToe, extra)).message).toContain('unknown field "chek"');
    // A "__proto__" key parsed from text is an ordinary (unknown) field, not a prototype.
    const proto = JSON.stringify(saved).replace(/^\{/, '{"__proto__":{"check":"x"},');
    expect(left(loadMatch(ticTacToe, proto)).message).toContain('unknown field "__proto__"');
  });
});

describe("loadMatch's replay of compact entries", () => {
  it("refuses a bad entry in the middle of a log at that entry, with the same words as before", () => {
    const m = playedStash(11, 1000);
    const saved = saveMatch(m);
    const n = saved.log.length;
    expect(n).toBeGreaterThan(12);
    const bad = (at: number, entry: readonly [number, number]) => ({ ...saved, log: saved.log.map((e, j) => (j === at ? entry : e)) });
    const [a, b, c] = [Math.floor(n / 3), Math.floor(n / 2), n - 2];
    const outOfRange = left(loadMatch(stash, bad(a, [(saved.log[a] as [number, number])[0], 999])));
    expect(outOfRange).toMatchObject({ kind: "invalid-save", reason: "log", step: a });
    expect(outOfRange.message).toMatch(new RegExp(`^Log entry ${a} \\(seat \\d, legal action 999\\) cannot be replayed: Invalid action index 999`));
    const seat = (saved.log[b] as [number, number])[0];
    const notYours = left(loadMatch(stash, bad(b, [(seat + 1) % 4, 0])));
    expect(notYours).toMatchObject({ kind: "invalid-save", reason: "log", step: b });
    expect(notYours.message).toContain("turn");
    expect(left(loadMatch(stash, bad(c, [9, 0]))).message).toContain("There is no seat 9");
  });

  it("refuses an entry after the end of the game", () => {
    const m = mark(tttMatch(), X_WINS_TOP_ROW);
    expect(isOver(m)).toBe(true);
    const { check: _digest, ...saved } = saveMatch(m);
    const error = left(loadMatch(ticTacToe, { ...saved, log: [...saved.log, [1, 0]] }));
    expect(error).toMatchObject({ kind: "invalid-save", reason: "log", step: 5 });
    expect(error.message).toContain("The game is over");
  });

  it("blames the module when it throws during the replay, at that entry", () => {
    // Throws for any move once the corner 8 is taken: the fourth entry of this log.
    const throwing = defineGame({
      ...ticTacToe,
      apply: (s: Parameters<typeof ticTacToe.apply>[0], seat: 0 | 1, a: Parameters<typeof ticTacToe.apply>[2]) => {
        if (s.board[8] !== null) throw new Error("boom");
        return ticTacToe.apply(s, seat, a);
      },
    });
    const saved = saveMatch(mark(tttMatch(), [4, 0, 8, 2]));
    const error = left(loadMatch(throwing, saved));
    expect(error).toMatchObject({ kind: "invalid-save", reason: "log", step: 3 });
    expect(error.message).toMatch(/^Log entry 3 \(seat 1, legal action \d\) cannot be replayed: tic-tac-toe: .*threw.*boom/);
  });

  it("replays to the same legal actions and accepts further play", () => {
    const m = playedStash(12, 10);
    expect(isOver(m)).toBe(false);
    const loaded = right(loadMatch(stash, JSON.stringify(saveMatch(m))));
    for (const seat of [0, 1, 2, 3]) expect(legalActions(loaded, seat)).toStrictEqual(legalActions(m, seat));
    const seat = [0, 1, 2, 3].find((s) => legalActions(m, s).length > 0) as number;
    expect(right(actAt(loaded, seat, 0)).state).toStrictEqual(right(actAt(m, seat, 0)).state);
  });
});
