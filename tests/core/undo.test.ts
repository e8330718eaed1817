import { act, activePlayers, createMatch, initialState, isOver, lastEntry, legalActions, matchLog, sameRng, undo, undoMove, viewLog } from "@laguna/core";
import { either } from "fp-ts";
import * as t from "io-ts";
import { describe, expect, it } from "vitest";
import { stash } from "../fixtures/stash";
import { ticTacToe } from "../fixtures/tic-tac-toe";
import { X_WINS_TOP_ROW, firstOfType, left, mark, right, stashMatch, takeFirst, tttMatch } from "./helpers";

describe("undo (tic-tac-toe)", () => {
  it("takes back the last action by replay: the state is deep-equal to the one before", () => {
    const m0 = tttMatch({}, 3);
    const m1 = mark(m0, [4]);
    const m2 = mark(m1, [0]);
    const back = right(undo(m2));
    expect(back.state).toStrictEqual(m1.state);
    expect(initialState(back)).toStrictEqual(m0.state);
    expect(back.length).toBe(1);
    expect(matchLog(back)).toStrictEqual(matchLog(m1));
    expect(back.config).toStrictEqual(m2.config);
    expect(back.seed).toBe(3);
    expect(activePlayers(back)).toStrictEqual([1]);
    const start = right(undo(back));
    expect(start.state).toStrictEqual(m0.state);
    expect(start.length).toBe(0);
    expect(lastEntry(start)).toBeUndefined();
  });

  it("leaves the match it was given unchanged, and the undone match can go on differently", () => {
    const m2 = mark(tttMatch(), [4, 0]);
    const before = JSON.stringify(m2.state);
    const back = right(undo(m2));
    expect(JSON.stringify(m2.state)).toBe(before);
    expect(m2.length).toBe(2);
    const other = right(act(back, 1, { type: "mark", cell: 8 }));
    expect(other.state.board).toStrictEqual([null, null, null, null, "X", null, null, null, "O"]);
  });

  it("takes back the winning move of a finished game", () => {
    const before = mark(tttMatch(), X_WINS_TOP_ROW.slice(0, 4));
    const won = mark(before, [2]);
    expect(isOver(won)).toBe(true);
    const back = right(undo(won));
    expect(isOver(back)).toBe(false);
    expect(back.state).toStrictEqual(before.state);
  });

  it("refuses when there is nothing to undo", () => {
    expect(left(undo(tttMatch()))).toStrictEqual({ kind: "cannot-undo", reason: "nothing", message: "There is nothing to undo." });
    expect(left(undo(tttMatch(), 0))).toStrictEqual({ kind: "cannot-undo", reason: "nothing", message: "There is nothing to undo." });
    const twiceBack = right(undo(mark(tttMatch(), [4])));
    expect(left(undo(twiceBack)).kind).toBe("cannot-undo");
  });

  it("refuses another seat's action when a seat is given", () => {
    const m = mark(tttMatch(), [4, 0]);
    expect(left(undo(m, 0))).toStrictEqual({ kind: "cannot-undo", reason: "another-seat", actor: 1, message: "Seat 0 cannot take back seat 1's action." });
    expect(right(undo(m, 1)).length).toBe(1);
    expect(right(undo(m)).length).toBe(1);
  });

  it("keeps strict mode", () => {
    const m = mark(tttMatch({}, 1, true), [4, 0]);
    expect(right(undo(m)).strict).toBe(true);
    expect(right(undo(mark(tttMatch(), [4]))).strict).toBe(false);
  });
});

describe("undo (Stash)", () => {
  it("refuses a play that drew a card (the module's isUndoable)", () => {
    const m0 = stashMatch({}, 11);
    const action = firstOfType(m0, "play");
    const m1 = right(act(m0, 0, action));
    expect(m1.state.deck.length).toBe(m0.state.deck.length - 1);
    expect(lastEntry(m1)?.undoable).toBe(false);
    expect(left(undo(m1, 0))).toStrictEqual({
      kind: "cannot-undo",
      reason: "irreversible",
      actor: 0,
      message: `"${stash.describeAction(action)}" drew at random or revealed hidden information; it cannot be taken back.`,
    });
    // Without a seat, whoever asks may not see the action: it is not named.
    expect(left(undo(m1))).toStrictEqual({
      kind: "cannot-undo",
      reason: "irreversible",
      actor: 0,
      message: "Seat 0's last action drew at random or revealed hidden information; it cannot be taken back.",
    });
  });

  it("refuses a bury that drew a card, without naming the buried card to anyone but its seat", () => {
    const m1 = takeFirst(stashMatch({}, 11), "bury");
    expect(lastEntry(m1)?.undoable).toBe(false);
    const buried = stash.describeAction(lastEntry(m1)?.action as Parameters<typeof stash.describeAction>[0]);
    expect(viewLog(m1, 1).at(-1)?.description).not.toBe(buried);
    expect(left(undo(m1)).message).not.toContain(buried);
    expect(left(undo(m1, 0)).message).toContain(buried);
  });

  it("refuses the mulligan, which drew from the generator", () => {
    const m0 = stashMatch({}, 11);
    const m1 = right(act(m0, 0, { type: "mulligan" }));
    expect(sameRng(m0.state.rng, m1.state.rng)).toBe(false);
    expect(lastEntry(m1)?.undoable).toBe(false);
    expect(left(undo(m1, 0))).toStrictEqual({
      kind: "cannot-undo",
      reason: "irreversible",
      actor: 0,
      message: '"mulligan" drew at random or revealed hidden information; it cannot be taken back.',
    });
  });

  it("detects the generator change by itself, without the module's isUndoable", () => {
    const { isUndoable: _moduleRule, ...withoutIsUndoable } = stash;
    const m0 = right(createMatch(withoutIsUndoable, stash.defaultConfig(2), 11));
    const mulligan = right(act(m0, 0, { type: "mulligan" }));
    expect(lastEntry(mulligan)?.undoable).toBe(false);
    expect(left(undo(mulligan)).kind).toBe("cannot-undo");
    // Without isUndoable, a draw from the (pre-shuffled) deck uses no randomness: the engine
    // alone lets it be taken back.
    const play = right(act(m0, 0, legalActions(m0, 0)[0]));
    expect(lastEntry(play)?.undoable).toBe(true);
    expect(right(undo(play)).state).toStrictEqual(m0.state);
  });

  it("allows undo of a play once the deck is empty, but not of the play that drew the last card", () => {
    let m = stashMatch({}, 11);
    while (m.state.deck.length > 0) m = takeFirst(m, "play");
    expect(m.length).toBe(18);
    const lastDraw = m;
    const seat = activePlayers(lastDraw)[0] as number;
    const action = firstOfType(lastDraw, "play");
    const next = right(act(lastDraw, seat, action));
    expect(lastEntry(next)).toStrictEqual({ seat, action, undoable: true });
    const back = right(undo(next, seat));
    expect(back.state).toStrictEqual(lastDraw.state);
    expect(matchLog(back)).toStrictEqual(matchLog(lastDraw));
    expect(back.length).toBe(18);
    expect(left(undo(back)).kind).toBe("cannot-undo");
    const other = seat === 0 ? 1 : 0;
    expect(left(undo(next, other))).toStrictEqual({
      kind: "cannot-undo",
      reason: "another-seat",
      actor: seat,
      message: `Seat ${other} cannot take back seat ${seat}'s action.`,
    });
  });

  it("allows undo of a bury once the deck is empty", () => {
    let m = stashMatch({ playerCount: 3 }, 4);
    while (m.state.deck.length > 0) m = takeFirst(m, "play");
    const next = takeFirst(m, "bury");
    expect(lastEntry(next)?.undoable).toBe(true);
    expect(right(undo(next)).state).toStrictEqual(m.state);
  });
});

// Regression test (found by the core test pass; fixed).
describe("undo with a codec that encodes differently from its decoded form", () => {
  const CellText = new t.Type<number, string, unknown>(
    "CellText",
    (u): u is number => typeof u === "number" && Number.isInteger(u) && u >= 0 && u <= 8,
    (u, c) => (typeof u === "string" && /^[0-8]$/.test(u) ? t.success(Number(u)) : t.failure(u, c)),
    (n) => String(n),
  );
  const textCells = {
    ...ticTacToe,
    codecs: { ...ticTacToe.codecs, action: t.readonly(t.type({ type: t.literal("mark"), cell: CellText })) },
  };

  it("acts on the encoded form (control)", () => {
    const m = right(createMatch(textCells, ticTacToe.defaultConfig(2), 1));
    const m1 = right(act(m, 0, { type: "mark", cell: "4" }));
    expect(m1.state.board[4]).toBe("X");
    expect(either.isRight(undo(m1))).toBe(true); // nothing left to replay: works by luck
  });

  it("takes back the second action", () => {
    const m = right(createMatch(textCells, ticTacToe.defaultConfig(2), 1));
    const m1 = right(act(m, 0, { type: "mark", cell: "4" }));
    const m2 = right(act(m1, 1, { type: "mark", cell: "0" }));
    expect(right(undo(m2)).state).toStrictEqual(m1.state);
  });
});

describe("undoMove: a seat's last action and the replies after it", () => {
  it("takes back the seat's last action and every other seat's after it, newest first", () => {
    const start = tttMatch();
    const afterReply = mark(start, [4, 0]); // seat 0 at 4, then seat 1 (a bot, say) at 0
    const back = right(undoMove(afterReply, 0));
    expect(back.length).toBe(0);
    expect(back.state).toStrictEqual(start.state);
    // The bot's own last action alone, for seat 1.
    expect(right(undoMove(afterReply, 1)).length).toBe(1);
    // With the seat's action the last one, only it goes.
    const mine = mark(start, [4, 0, 8]);
    expect(right(undoMove(mine, 0, { keep: [1] })).state).toStrictEqual(afterReply.state);
  });

  it("is refused, with the match unchanged, when the seat has no action to take back", () => {
    expect(left(undoMove(tttMatch(), 0))).toStrictEqual({ kind: "cannot-undo", reason: "nothing", message: "Seat 0 has no action to take back." });
    const one = mark(tttMatch(), [4]);
    expect(left(undoMove(one, 1))).toMatchObject({ reason: "nothing" });
    expect(one.length).toBe(1);
  });

  it("stops at an action of a seat it must keep (another person at the table), naming that seat", () => {
    const afterOther = mark(tttMatch(), [4, 0]);
    expect(left(undoMove(afterOther, 0, { keep: [1] }))).toStrictEqual({
      kind: "cannot-undo",
      reason: "kept",
      actor: 1,
      message: "Seat 1 acted after seat 0; only seat 1 can take that back.",
    });
  });

  it("stops at an action that drew or revealed, naming it only to the seat that took it", () => {
    const m0 = stashMatch({}, 11);
    const seat = activePlayers(m0)[0] as number;
    const drew = takeFirst(m0, "play");
    expect(lastEntry(drew)?.undoable).toBe(false);
    const own = left(undoMove(drew, seat));
    expect(own).toMatchObject({ kind: "cannot-undo", reason: "irreversible", actor: seat });
    expect(own.message).toMatch(/^".*" drew at random or revealed hidden information/);
    // The same action met on the way back to another seat's move: not named.
    const other = seat === 0 ? 1 : 0;
    const earlier = left(undoMove(drew, other));
    expect(earlier).toMatchObject({ kind: "cannot-undo", reason: "irreversible", actor: seat });
    expect(earlier.message).toBe(`Seat ${seat}'s last action drew at random or revealed hidden information; it cannot be taken back.`);
  });
});
