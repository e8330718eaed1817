import {
  type EngineError,
  act,
  actAt,
  activePlayers,
  createMatch,
  createMatchFromState,
  initialState,
  isOver,
  lastEntry,
  legalActions,
  matchLog,
  matchMoves,
  outcome,
} from "@laguna/core";
import { either } from "fp-ts";
import * as t from "io-ts";
import { describe, expect, it } from "vitest";
import { stash } from "../fixtures/stash";
import { type TicTacToeState, ticTacToe } from "../fixtures/tic-tac-toe";
import { DRAW, X_WINS_TOP_ROW, left, mark, right, stashMatch, tttMatch } from "./helpers";

type Game = typeof ticTacToe;
type MutableState = { -readonly [K in keyof TicTacToeState]: TicTacToeState[K] } & { board: (string | null)[] };

const EMPTY_BOARD = [null, null, null, null, null, null, null, null, null];

describe("createMatch", () => {
  it("sets up the initial state from a valid config and seed", () => {
    const m = right(createMatch(ticTacToe, { playerCount: 2, misere: false, firstPlayer: 1 }, 42));
    expect(m.state).toStrictEqual({
      config: { playerCount: 2, misere: false, firstPlayer: 1 },
      board: EMPTY_BOARD,
      toMove: 1,
      winner: null,
      over: false,
    });
    expect(initialState(m)).toStrictEqual(m.state);
    expect(m.config).toStrictEqual({ playerCount: 2, misere: false, firstPlayer: 1 });
    expect(m.seed).toBe(42);
    expect(m.length).toBe(0);
    expect(lastEntry(m)).toBeUndefined();
    expect(m.strict).toBe(false);
    expect(m.customStart).toBe(false);
    expect(m.game).toBe(ticTacToe);
    expect(activePlayers(m)).toStrictEqual([1]);
    expect(matchLog(m)).toStrictEqual([]);
  });

  it("records strict mode only when asked for exactly true", () => {
    expect(right(createMatch(ticTacToe, ticTacToe.defaultConfig(2), 1, { strict: true })).strict).toBe(true);
    expect(right(createMatch(ticTacToe, ticTacToe.defaultConfig(2), 1, { strict: false })).strict).toBe(false);
    expect(right(createMatch(ticTacToe, ticTacToe.defaultConfig(2), 1, {})).strict).toBe(false);
  });

  it("refuses a config field of the wrong type, naming path, expected type and actual value", () => {
    const error = left(createMatch(ticTacToe, { playerCount: 2, misere: "no", firstPlayer: 0 }, 1));
    expect(error).toStrictEqual({
      kind: "invalid-input",
      message: 'Invalid config: at config.misere: expected boolean, got "no".',
      issues: [{ path: "config.misere", expected: "boolean", actual: "no" }],
    });
  });

  it("refuses missing config fields, listing each one", () => {
    const error = left(createMatch(ticTacToe, { playerCount: 2 }, 1));
    expect(error.kind).toBe("invalid-input");
    expect(error.message).toBe(
      "Invalid config: at config.misere: expected boolean, got undefined; at config.firstPlayer: expected 0 or 1, got undefined.",
    );
    if (error.kind !== "invalid-input") throw new Error("unreachable");
    expect(error.issues.map((i) => [i.path, i.expected, i.actual])).toStrictEqual([
      ["config.misere", "boolean", undefined],
      ["config.firstPlayer", "0 or 1", undefined],
    ]);
  });

  it("refuses a config that is not an object at all", () => {
    for (const bad of [null, undefined, 42, "config", []]) {
      const error = left(createMatch(ticTacToe, bad, 1));
      expect(error.kind).toBe("invalid-input");
      if (error.kind !== "invalid-input") throw new Error("unreachable");
      expect(error.issues).toHaveLength(1);
      expect(error.issues[0]?.path).toBe("config");
      expect(error.issues[0]?.expected).toBe("TicTacToeConfig");
      expect(error.message.startsWith("Invalid config: at config: expected TicTacToeConfig, got ")).toBe(true);
    }
  });

  it("refuses a player count the codec refuses", () => {
    const error = left(createMatch(ticTacToe, { playerCount: 3, misere: false, firstPlayer: 0 }, 1));
    expect(error).toStrictEqual({
      kind: "invalid-input",
      message: "Invalid config: at config.playerCount: expected 2, got 3.",
      issues: [{ path: "config.playerCount", expected: "2", actual: 3 }],
    });
  });

  it("refuses a player count the codec accepts but playerCounts does not list", () => {
    const twoOrThree: typeof stash = { ...stash, playerCounts: [2, 3] };
    const error = left(createMatch(twoOrThree, stash.defaultConfig(4), 1));
    expect(error).toStrictEqual({
      kind: "invalid-input",
      message: "Invalid config: Stash is for 2, 3 players, not 4.",
      issues: [{ path: "config.playerCount", expected: "2 | 3", actual: 4 }],
    });
  });

  it("refuses seeds that are not safe integers, and accepts both bounds", () => {
    for (const seed of [1.5, 2 ** 53, -(2 ** 53), Number.NaN, Number.POSITIVE_INFINITY, "42" as unknown as number]) {
      const error = left(createMatch(ticTacToe, ticTacToe.defaultConfig(2), seed));
      expect(error.kind).toBe("invalid-input");
      if (error.kind !== "invalid-input") throw new Error("unreachable");
      expect(error.issues).toHaveLength(1);
      expect(error.issues[0]?.path).toBe("seed");
      expect(error.issues[0]?.expected).toBe("Seed (a whole number of at most 53 bits)");
      expect(error.issues[0]?.actual).toBe(seed);
    }
    expect(left(createMatch(ticTacToe, ticTacToe.defaultConfig(2), 1.5)).message).toBe(
      "Invalid seed: at seed: expected Seed (a whole number of at most 53 bits), got 1.5.",
    );
    for (const seed of [-(2 ** 31), 2 ** 31 - 1, 2 ** 31, -(2 ** 53 - 1), 2 ** 53 - 1]) {
      expect(right(createMatch(ticTacToe, ticTacToe.defaultConfig(2), seed)).seed).toBe(seed);
    }
  });

  it("checks the config before the seed", () => {
    const error = left(createMatch(ticTacToe, { playerCount: 2, misere: 1, firstPlayer: 0 }, 0.5));
    expect(error.message.startsWith("Invalid config:")).toBe(true);
  });

  it("turns a throwing setup into a module defect", () => {
    const throwing: Game = {
      ...ticTacToe,
      setup: () => {
        throw new Error("boom");
      },
    };
    expect(left(createMatch(throwing, ticTacToe.defaultConfig(2), 1))).toStrictEqual({
      kind: "module-defect",
      message: "tic-tac-toe: setup threw: boom",
    });
  });

  it("in strict mode, refuses a setup whose state fails the state codec; off, does not check", () => {
    const badSetup: Game = {
      ...ticTacToe,
      setup: (config, seed) => ({ ...ticTacToe.setup(config, seed), toMove: 5 as 0 }),
    };
    const error = left(createMatch(badSetup, ticTacToe.defaultConfig(2), 1, { strict: true }));
    expect(error.kind).toBe("module-defect");
    expect(error.message).toBe(
      "tic-tac-toe: setup returned a state its codec refuses. Invalid state: at state.toMove: expected 0 or 1, got 5.",
    );
    expect(right(createMatch(badSetup, ticTacToe.defaultConfig(2), 1)).state.toMove).toBe(5);
  });
});

describe("createMatchFromState", () => {
  const nearlyWon = {
    config: { playerCount: 2, misere: false, firstPlayer: 0 },
    board: ["X", "X", null, "O", "O", null, null, null, null],
    toMove: 0,
    winner: null,
    over: false,
  };

  it("starts from the given state, validated by the state codec", () => {
    const m = right(createMatchFromState(ticTacToe, ticTacToe.defaultConfig(2), nearlyWon));
    expect(m.state).toStrictEqual(nearlyWon);
    expect(initialState(m)).toStrictEqual(nearlyWon);
    expect(m.customStart).toBe(true);
    expect(m.length).toBe(0);
    expect(legalActions(m, 0).map((a) => a.cell)).toStrictEqual([2, 5, 6, 7, 8]);
    const won = right(act(m, 0, { type: "mark", cell: 2 }));
    expect(outcome(won)?.winners).toStrictEqual([0]);
  });

  it("refuses a state its codec refuses, naming the path", () => {
    expect(left(createMatchFromState(ticTacToe, ticTacToe.defaultConfig(2), { ...nearlyWon, toMove: 3 }))).toStrictEqual({
      kind: "invalid-input",
      message: "Invalid state: at state.toMove: expected 0 or 1, got 3.",
      issues: [{ path: "state.toMove", expected: "0 or 1", actual: 3 }],
    });
  });

  it("checks the config first", () => {
    expect(left(createMatchFromState(ticTacToe, { playerCount: 2 }, null)).message.startsWith("Invalid config:")).toBe(true);
  });
});

describe("act", () => {
  it("applies a legal action, appends it to the log and leaves the old match as it was", () => {
    const m0 = tttMatch();
    const m1 = right(act(m0, 0, { type: "mark", cell: 4 }));
    expect(m1.state.board).toStrictEqual([null, null, null, null, "X", null, null, null, null]);
    expect(m1.state.toMove).toBe(1);
    expect(m1.length).toBe(1);
    expect(matchLog(m1)).toStrictEqual([{ seat: 0, action: { type: "mark", cell: 4 }, undoable: true }]);
    expect(activePlayers(m1)).toStrictEqual([1]);
    expect(initialState(m1)).toStrictEqual(m0.state); // rebuilt from config and seed: a match does not keep it
    expect(m0.state.board).toStrictEqual(EMPTY_BOARD);
    expect(m0.length).toBe(0);
  });

  it("logs the element of legalActions, not the caller's input object", () => {
    const m0 = tttMatch();
    const input = { type: "mark", cell: 4 };
    const m1 = right(act(m0, 0, input));
    expect(lastEntry(m1)?.action).toBe(legalActions(m0, 0)[4]);
    expect(lastEntry(m1)?.action).not.toBe(input);
  });

  it("accepts an element of legalActions directly", () => {
    const m0 = tttMatch();
    const legal = legalActions(m0, 0)[2];
    const m1 = right(act(m0, 0, legal));
    expect(m1.state.board[2]).toBe("X");
  });

  it("gives a readable decode error for a field of the wrong type", () => {
    expect(left(act(tttMatch(), 0, { type: "mark", cell: "x" }))).toStrictEqual({
      kind: "invalid-input",
      message: 'Invalid action: at action.cell: expected Cell (0 to 8), got "x".',
      issues: [{ path: "action.cell", expected: "Cell (0 to 8)", actual: "x" }],
    });
  });

  it("gives a readable decode error for null and for a number", () => {
    expect(left(act(tttMatch(), 0, null))).toStrictEqual({
      kind: "invalid-input",
      message: "Invalid action: at action: expected TicTacToeAction, got null.",
      issues: [{ path: "action", expected: "TicTacToeAction", actual: null }],
    });
    expect(left(act(tttMatch(), 0, 42))).toStrictEqual({
      kind: "invalid-input",
      message: "Invalid action: at action: expected TicTacToeAction, got 42.",
      issues: [{ path: "action", expected: "TicTacToeAction", actual: 42 }],
    });
  });

  it("gives readable decode errors for an out-of-range cell, a wrong tag and a missing field", () => {
    expect(left(act(tttMatch(), 0, { type: "mark", cell: 9 })).message).toBe(
      "Invalid action: at action.cell: expected Cell (0 to 8), got 9.",
    );
    expect(left(act(tttMatch(), 0, { type: "cross", cell: 4 })).message).toBe(
      'Invalid action: at action.type: expected "mark", got "cross".',
    );
    expect(left(act(tttMatch(), 0, { type: "mark" })).message).toBe(
      "Invalid action: at action.cell: expected Cell (0 to 8), got undefined.",
    );
  });

  it("decodes Stash's union of actions, naming the bad field", () => {
    const error = left(act(stashMatch(), 0, { type: "play", card: "x" }));
    expect(error).toStrictEqual({
      kind: "invalid-input",
      message: 'Invalid action: at action.card: expected CardId, got "x".',
      issues: [{ path: "action.card", expected: "CardId", actual: "x" }],
    });
  });

  // Regression test (found by the core test pass; fixed).
  it("names the field of a union action wrapped in t.readonly without the member index", () => {
    const wrapped: typeof stash = { ...stash, codecs: { ...stash.codecs, action: t.readonly(stash.codecs.action, "StashAction") } };
    const m = right(createMatch(wrapped, stash.defaultConfig(2), 1));
    expect(left(act(m, 0, { type: "play", card: "x" }))).toStrictEqual({
      kind: "invalid-input",
      message: 'Invalid action: at action.card: expected CardId, got "x".',
      issues: [{ path: "action.card", expected: "CardId", actual: "x" }],
    });
  });

  it("refuses a seat that is not to act, with kind not-your-turn", () => {
    const m = tttMatch();
    expect(left(act(m, 1, { type: "mark", cell: 4 }))).toStrictEqual({
      kind: "not-your-turn",
      seat: 1,
      activePlayers: [0],
      message: "It is not seat 1's turn; waiting for seat 0.",
    });
    const m1 = mark(m, [4]);
    expect(left(act(m1, 0, { type: "mark", cell: 0 }))).toStrictEqual({
      kind: "not-your-turn",
      seat: 0,
      activePlayers: [1],
      message: "It is not seat 0's turn; waiting for seat 1.",
    });
  });

  it("checks the seat before decoding the action", () => {
    expect(left(act(tttMatch(), 1, null)).kind).toBe("not-your-turn");
  });

  it("refuses seats out of range, saying there is no such seat", () => {
    const m = tttMatch();
    for (const seat of [2, -1, 0.5, 100]) {
      const error = left(act(m, seat, { type: "mark", cell: 4 }));
      expect(error).toStrictEqual({
        kind: "not-your-turn",
        seat,
        activePlayers: [0],
        message: `There is no seat ${seat} in this 2-player game.`,
      });
    }
  });

  it("refuses an occupied square with the module's rule id and message", () => {
    const m = mark(tttMatch(), [4]);
    expect(left(act(m, 1, { type: "mark", cell: 4 }))).toStrictEqual({
      kind: "illegal-action",
      seat: 1,
      rule: "square-taken",
      message: "Square 4 is already taken.",
    });
  });

  it("refuses a Stash card that is not in hand with the module's rule", () => {
    const m = stashMatch();
    const hand = m.state.players[0]?.hand ?? [];
    const notMine = [...Array(24).keys()].find((c) => !hand.includes(c)) as number;
    expect(left(act(m, 0, { type: "play", card: notMine }))).toStrictEqual({
      kind: "illegal-action",
      seat: 0,
      rule: "not-in-hand",
      message: `Card ${notMine} is not in your hand.`,
    });
  });

  it("refuses a second Stash mulligan with the module's rule", () => {
    const m = stashMatch();
    const afterMulligan = right(act(m, 0, { type: "mulligan" }));
    const afterOther = right(act(afterMulligan, 1, legalActions(afterMulligan, 1)[0]));
    expect(legalActions(afterOther, 0).some((a) => a.type === "mulligan")).toBe(false);
    expect(left(act(afterOther, 0, { type: "mulligan" }))).toStrictEqual({
      kind: "illegal-action",
      seat: 0,
      rule: "one-mulligan",
      message: "You have already used your mulligan this game.",
    });
  });

  it("refuses a typo'd extra field, naming it and suggesting the action meant", () => {
    expect(left(act(tttMatch(), 0, { type: "mark", cell: 4, cel: 4 }))).toStrictEqual({
      kind: "invalid-input",
      message: 'Invalid action: unexpected field "cel" (without it, this is the legal action "mark square 4").',
      issues: [{ path: "action.cel", expected: "no such field", actual: 4 }],
    });
  });

  it("names every extra field, in the plural", () => {
    expect(left(act(tttMatch(), 0, { type: "mark", cell: 4, a: 1, b: 2 }))).toStrictEqual({
      kind: "invalid-input",
      message: 'Invalid action: unexpected fields "a", "b" (without them, this is the legal action "mark square 4").',
      issues: [
        { path: "action.a", expected: "no such field", actual: 1 },
        { path: "action.b", expected: "no such field", actual: 2 },
      ],
    });
  });

  it("names an extra field on a Stash mulligan", () => {
    expect(left(act(stashMatch(), 0, { type: "mulligan", card: 3 }))).toStrictEqual({
      kind: "invalid-input",
      message: 'Invalid action: unexpected field "card" (without it, this is the legal action "mulligan").',
      issues: [{ path: "action.card", expected: "no such field", actual: 3 }],
    });
  });

  it("refuses an unknown field as malformed even when the rest is against the rules (malformed is checked first)", () => {
    const m = mark(tttMatch(), [4]);
    expect(left(act(m, 1, { type: "mark", cell: 4, note: "again" }))).toStrictEqual({
      kind: "invalid-input",
      message: 'Invalid action: unexpected field "note".',
      issues: [{ path: "action.note", expected: "no such field", actual: "again" }],
    });
  });

  // Regression test (found by the core test pass; fixed).
  it("refuses an extra field named like an Object.prototype member as invalid input", () => {
    for (const input of [
      { type: "mark", cell: 4, constructor: 1 },
      { type: "mark", cell: 4, toString: "x" },
      JSON.parse('{"type":"mark","cell":4,"__proto__":1}') as unknown,
    ]) {
      const error = left(act(tttMatch(), 0, input));
      expect(error.kind).toBe("invalid-input");
    }
  });

  it("refuses every action once the game is over, whatever the seat", () => {
    const m = mark(tttMatch(), X_WINS_TOP_ROW);
    expect(isOver(m)).toBe(true);
    const gameOver = { kind: "game-over", message: "The game is over; no more actions can be taken." };
    expect(left(act(m, 1, { type: "mark", cell: 8 }))).toStrictEqual(gameOver);
    expect(left(act(m, 0, { type: "mark", cell: 8 }))).toStrictEqual(gameOver);
    expect(left(act(m, 7, null))).toStrictEqual(gameOver);
    expect(left(actAt(m, 1, 0))).toStrictEqual(gameOver);
  });

  it("never throws, whatever the input or seat", () => {
    const circular: Record<string, unknown> = { type: "mark" };
    circular.cell = circular;
    const circularExtra: Record<string, unknown> = { type: "mark", cell: 4 };
    circularExtra.self = circularExtra;
    const inputs: unknown[] = [
      undefined,
      null,
      0,
      42,
      Number.NaN,
      "",
      "mark",
      true,
      [],
      [4],
      {},
      { type: "mark" },
      { type: "mark", cell: -1 },
      { type: "mark", cell: 4.5 },
      { type: "mark", cell: null },
      { type: null, cell: 4 },
      { type: "mark", cell: 4, extra: 1n },
      circular,
      circularExtra,
      Symbol("mark"),
      () => 4,
      10n,
      new Date(0),
      new Map([["cell", 4]]),
      Object.create(null) as unknown,
    ];
    const seats = [0, 1, -1, 2, 0.5, Number.NaN, Number.POSITIVE_INFINITY];
    const matches = [tttMatch(), mark(tttMatch(), [4]), mark(tttMatch(), X_WINS_TOP_ROW)];
    for (const m of matches) {
      for (const seat of seats) {
        for (const input of inputs) {
          let result: either.Either<EngineError, unknown> | undefined;
          expect(() => {
            result = act(m, seat, input);
          }).not.toThrow();
          expect(result !== undefined && either.isLeft(result)).toBe(true);
          if (result !== undefined && either.isLeft(result)) {
            expect(typeof result.left.message).toBe("string");
            expect(result.left.kind).not.toBe("module-defect");
          }
        }
        for (const index of [-1, 9, 0.5, Number.NaN, Number.POSITIVE_INFINITY]) {
          expect(() => actAt(m, seat, index)).not.toThrow();
          expect(either.isLeft(actAt(m, seat, index))).toBe(true);
        }
      }
    }
    // Stash too, with its union of actions.
    const s = stashMatch();
    for (const seat of seats) {
      for (const input of inputs) {
        expect(() => act(s, seat, input)).not.toThrow();
        expect(either.isLeft(act(s, seat, input))).toBe(true);
      }
    }
  });
});

describe("actAt", () => {
  it("takes the legal action at that index", () => {
    const m = tttMatch();
    const viaIndex = right(actAt(m, 0, 4));
    const viaAct = right(act(m, 0, { type: "mark", cell: 4 }));
    expect(viaIndex.state).toStrictEqual(viaAct.state);
    expect(matchLog(viaIndex)).toStrictEqual(matchLog(viaAct));
    const m1 = mark(m, [0]);
    // O's list no longer has cell 0: index 0 is cell 1.
    expect(right(actAt(m1, 1, 0)).state.board[1]).toBe("O");
  });

  it("accepts the first and last index and refuses everything outside", () => {
    const m = tttMatch();
    expect(right(actAt(m, 0, 0)).state.board[0]).toBe("X");
    expect(right(actAt(m, 0, 8)).state.board[8]).toBe("X");
    expect(left(actAt(m, 0, 9))).toStrictEqual({
      kind: "invalid-input",
      message: "Invalid action index 9: seat 0 has 9 legal actions (0 to 8).",
      issues: [{ path: "index", expected: "an integer from 0 to 8", actual: 9 }],
    });
    expect(left(actAt(m, 0, -1))).toStrictEqual({
      kind: "invalid-input",
      message: "Invalid action index -1: seat 0 has 9 legal actions (0 to 8).",
      issues: [{ path: "index", expected: "an integer from 0 to 8", actual: -1 }],
    });
    for (const index of [0.5, 1e9, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(left(actAt(m, 0, index)).kind).toBe("invalid-input");
    }
  });

  it("uses the current length of the list in its message", () => {
    const m = mark(tttMatch(), [0, 1, 2]);
    expect(left(actAt(m, 1, 6)).message).toBe("Invalid action index 6: seat 1 has 6 legal actions (0 to 5).");
  });

  it("refuses a seat that is not to act before looking at the index", () => {
    expect(left(actAt(tttMatch(), 1, 0)).kind).toBe("not-your-turn");
    expect(left(actAt(tttMatch(), 1, 99)).kind).toBe("not-your-turn");
  });
});

describe("legalActions", () => {
  it("lists the module's actions in its order", () => {
    const m = mark(tttMatch(), [4, 0]);
    expect(legalActions(m, 0)).toStrictEqual([1, 2, 3, 5, 6, 7, 8].map((cell) => ({ type: "mark", cell })));
    expect(legalActions(m, 1)).toStrictEqual([]);
  });

  it("returns the same array object for the same match and seat", () => {
    const m = tttMatch();
    const first = legalActions(m, 0);
    expect(legalActions(m, 0)).toBe(first);
    expect(legalActions(m, 1)).toBe(legalActions(m, 1));
    const next = mark(m, [4]);
    expect(legalActions(next, 0)).not.toBe(first);
  });

  it("asks the rule module once per match and seat, and act reuses that list", () => {
    let calls = 0;
    const counting: Game = {
      ...ticTacToe,
      legalActions: (s, seat) => {
        calls++;
        return ticTacToe.legalActions(s, seat);
      },
    };
    const m = right(createMatch(counting, ticTacToe.defaultConfig(2), 1));
    legalActions(m, 0);
    legalActions(m, 0);
    right(act(m, 0, { type: "mark", cell: 4 }));
    right(actAt(m, 0, 3));
    expect(calls).toBe(1);
    legalActions(m, 1);
    expect(calls).toBe(2);
  });

  it("is empty for seats out of range, without asking the module", () => {
    let calls = 0;
    const counting: Game = {
      ...ticTacToe,
      legalActions: (s, seat) => {
        calls++;
        return ticTacToe.legalActions(s, seat);
      },
    };
    const m = right(createMatch(counting, ticTacToe.defaultConfig(2), 1));
    for (const seat of [-1, 2, 0.5, Number.NaN]) expect(legalActions(m, seat)).toStrictEqual([]);
    expect(calls).toBe(0);
  });

  it("is empty for every seat once the game is over", () => {
    const m = mark(tttMatch(), X_WINS_TOP_ROW);
    expect(legalActions(m, 0)).toStrictEqual([]);
    expect(legalActions(m, 1)).toStrictEqual([]);
  });
});

describe("a refused action", () => {
  it("leaves the match untouched", () => {
    const m = mark(tttMatch(), [4, 0]);
    const stateText = JSON.stringify(m.state);
    const history = matchMoves(m);
    const legal = legalActions(m, 0);
    const refusals = [
      act(m, 1, { type: "mark", cell: 1 }),
      act(m, 0, { type: "mark", cell: 4 }),
      act(m, 0, { type: "mark", cell: "x" }),
      act(m, 0, { type: "mark", cell: 1, extra: true }),
      act(m, 5, { type: "mark", cell: 1 }),
      actAt(m, 0, 99),
    ];
    for (const r of refusals) expect(either.isLeft(r)).toBe(true);
    expect(JSON.stringify(m.state)).toBe(stateText);
    expect(matchMoves(m)).toStrictEqual(history);
    expect(m.length).toBe(2);
    expect(legalActions(m, 0)).toBe(legal);
    expect(legalActions(m, 0)).toHaveLength(7);
    // The match can still go on as before.
    expect(right(act(m, 0, { type: "mark", cell: 8 })).length).toBe(3);
  });

  it("leaves a Stash match untouched, including its generator", () => {
    const m = stashMatch({}, 5);
    const stateText = JSON.stringify(m.state);
    expect(either.isLeft(act(m, 0, { type: "play", card: 99 }))).toBe(true);
    expect(either.isLeft(act(m, 1, { type: "mulligan" }))).toBe(true);
    expect(JSON.stringify(m.state)).toBe(stateText);
  });
});

describe("strict mode", () => {
  it("freezes the shared legal-action lists, so a caller that writes into one fails at once", () => {
    const strict = right(createMatch(ticTacToe, ticTacToe.defaultConfig(2), 1, { strict: true }));
    const list = legalActions(strict, 0) as { type: string; cell: number }[];
    expect(Object.isFrozen(list)).toBe(true);
    expect(() => list.push({ type: "mark", cell: 9 })).toThrow(TypeError);
    expect(() => list.reverse()).toThrow(TypeError);
    expect(legalActions(strict, 0)).toHaveLength(9);
    expect(legalActions(strict, 0)[0]).toStrictEqual({ type: "mark", cell: 0 });
    // Without strict mode the list is the module's own, shared and not frozen (freezing costs).
    const plain = right(createMatch(ticTacToe, ticTacToe.defaultConfig(2), 1));
    expect(legalActions(plain, 0)).toBe(legalActions(plain, 0));
    expect(Object.isFrozen(legalActions(plain, 0))).toBe(false);
  });

  const mutating: Game = {
    ...ticTacToe,
    apply: (s, seat, action) => {
      const result = ticTacToe.apply(s, seat, action);
      (s as MutableState).board[8 - action.cell] = "O";
      return result;
    },
  };

  it("catches a reducer that mutates its input state", () => {
    const m = right(createMatch(mutating, ticTacToe.defaultConfig(2), 1, { strict: true }));
    expect(left(act(m, 0, { type: "mark", cell: 4 }))).toStrictEqual({
      kind: "module-defect",
      message:
        'tic-tac-toe: strict mode: the input state was mutated (by apply, or since the last step by legalActions, view or other module code) (after {"type":"mark","cell":4})',
    });
  });

  it("off, does not check for mutation", () => {
    const m = right(createMatch(mutating, ticTacToe.defaultConfig(2), 1));
    const next = right(act(m, 0, { type: "mark", cell: 0 }));
    expect(next.state.board[0]).toBe("X");
    // The mutation went through unnoticed (the old state now has an O in cell 8).
    expect(m.state.board[8]).toBe("O");
  });

  const badState: Game = {
    ...ticTacToe,
    apply: (s, seat, action) => either.map((n: TicTacToeState) => ({ ...n, toMove: 7 as 0 }))(ticTacToe.apply(s, seat, action)),
  };

  it("catches a reducer whose new state fails the state codec", () => {
    const m = right(createMatch(badState, ticTacToe.defaultConfig(2), 1, { strict: true }));
    expect(left(act(m, 0, { type: "mark", cell: 4 }))).toStrictEqual({
      kind: "module-defect",
      message:
        'tic-tac-toe: strict mode: the new state does not pass the state codec: Invalid state: at state.toMove: expected 0 or 1, got 7. (after {"type":"mark","cell":4})',
    });
  });

  it("off, does not check the state codec", () => {
    const m = right(createMatch(badState, ticTacToe.defaultConfig(2), 1));
    expect(right(act(m, 0, { type: "mark", cell: 4 })).state.toMove).toBe(7);
  });

  it("catches a new state that does not survive a JSON round trip", () => {
    const undefinedField: Game = {
      ...ticTacToe,
      apply: (s, seat, action) =>
        either.map((n: TicTacToeState) => ({ ...n, note: undefined }))(ticTacToe.apply(s, seat, action)),
    };
    const strictMatch = right(createMatch(undefinedField, ticTacToe.defaultConfig(2), 1, { strict: true }));
    expect(left(act(strictMatch, 0, { type: "mark", cell: 4 }))).toStrictEqual({
      kind: "module-defect",
      message: 'tic-tac-toe: strict mode: the new state does not survive a JSON round trip (after {"type":"mark","cell":4})',
    });
    const lax = right(createMatch(undefinedField, ticTacToe.defaultConfig(2), 1));
    expect(either.isRight(act(lax, 0, { type: "mark", cell: 4 }))).toBe(true);
  });

  it("stays on for the matches that follow, and checks every step", () => {
    let n = 0;
    const mutatesSecond: Game = {
      ...ticTacToe,
      apply: (s, seat, action) => {
        const result = ticTacToe.apply(s, seat, action);
        if (++n === 2) (s as MutableState).winner = 1;
        return result;
      },
    };
    const m0 = right(createMatch(mutatesSecond, ticTacToe.defaultConfig(2), 1, { strict: true }));
    const m1 = right(act(m0, 0, { type: "mark", cell: 4 }));
    expect(m1.strict).toBe(true);
    expect(left(act(m1, 1, { type: "mark", cell: 0 })).kind).toBe("module-defect");
  });

  it("accepts the well-behaved fixtures for whole games", () => {
    expect(outcome(mark(tttMatch({}, 1, true), DRAW))?.scores).toStrictEqual([0.5, 0.5]);
    let m = stashMatch({ playerCount: 3 }, 9, true);
    while (!isOver(m)) {
      const seat = activePlayers(m)[0] as number;
      const list = legalActions(m, seat);
      m = right(actAt(m, seat, m.length % list.length));
    }
    expect(m.strict).toBe(true);
  });
});

describe("module defects", () => {
  it("a reducer that throws for a listed action", () => {
    const throwing: Game = {
      ...ticTacToe,
      apply: () => {
        throw new Error("boom");
      },
    };
    const m = right(createMatch(throwing, ticTacToe.defaultConfig(2), 1));
    expect(left(act(m, 0, { type: "mark", cell: 4 }))).toStrictEqual({
      kind: "module-defect",
      message: 'tic-tac-toe: apply threw for the legal action {"type":"mark","cell":4}: boom',
    });
    expect(left(actAt(m, 0, 0)).kind).toBe("module-defect");
  });

  it("a reducer that throws something other than an Error", () => {
    const throwing: Game = {
      ...ticTacToe,
      apply: () => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error
        throw "boom";
      },
    };
    const m = right(createMatch(throwing, ticTacToe.defaultConfig(2), 1));
    expect(left(act(m, 0, { type: "mark", cell: 4 })).message).toBe(
      'tic-tac-toe: apply threw for the legal action {"type":"mark","cell":4}: "boom"',
    );
  });

  it("a reducer that throws for an action legalActions does not list", () => {
    const throwing: Game = {
      ...ticTacToe,
      apply: (s, seat, action) => {
        if (s.board[action.cell] !== null) throw new Error("occupied!");
        return ticTacToe.apply(s, seat, action);
      },
    };
    const m = mark(right(createMatch(throwing, ticTacToe.defaultConfig(2), 1)), [4]);
    expect(left(act(m, 1, { type: "mark", cell: 4 }))).toStrictEqual({
      kind: "module-defect",
      message: 'tic-tac-toe: apply threw for {"type":"mark","cell":4}: occupied!',
    });
  });

  it("a reducer that accepts an action legalActions does not list", () => {
    const missingCorner: Game = {
      ...ticTacToe,
      legalActions: (s, seat) => ticTacToe.legalActions(s, seat).filter((a) => a.cell !== 0),
    };
    const m = right(createMatch(missingCorner, ticTacToe.defaultConfig(2), 1));
    expect(left(act(m, 0, { type: "mark", cell: 0 }))).toStrictEqual({
      kind: "module-defect",
      message: 'tic-tac-toe: apply accepted {"type":"mark","cell":0}, which legalActions does not list.',
    });
  });

  it("a reducer that refuses an action legalActions lists", () => {
    const refusesCentre: Game = {
      ...ticTacToe,
      apply: (s, seat, action) =>
        action.cell === 4
          ? either.left({ rule: "centre-closed", message: "The centre is closed." })
          : ticTacToe.apply(s, seat, action),
    };
    const m = right(createMatch(refusesCentre, ticTacToe.defaultConfig(2), 1));
    expect(left(act(m, 0, { type: "mark", cell: 4 }))).toStrictEqual({
      kind: "module-defect",
      message: 'tic-tac-toe: apply refused {"type":"mark","cell":4}, which legalActions lists (The centre is closed.)',
    });
    expect(left(actAt(m, 0, 4)).kind).toBe("module-defect");
  });
});

describe("activePlayers, isOver, outcome", () => {
  it("follow the game from start to finish", () => {
    const m0 = tttMatch();
    expect(activePlayers(m0)).toStrictEqual([0]);
    expect(isOver(m0)).toBe(false);
    expect(outcome(m0)).toBeUndefined();
    const won = mark(m0, X_WINS_TOP_ROW);
    expect(activePlayers(won)).toStrictEqual([]);
    expect(isOver(won)).toBe(true);
    expect(outcome(won)).toStrictEqual({ scores: [1, 0], tieBreaks: [], ranking: [[0], [1]], winners: [0] });
  });

  it("report a draw as a shared result", () => {
    const drawn = mark(tttMatch(), DRAW);
    expect(drawn.state.winner).toBeNull();
    expect(outcome(drawn)).toStrictEqual({ scores: [0.5, 0.5], tieBreaks: [], ranking: [[0, 1]], winners: [0, 1] });
  });

  it("honour the variants: misère and who starts", () => {
    const misere = mark(tttMatch({ misere: true }), X_WINS_TOP_ROW);
    expect(outcome(misere)?.winners).toStrictEqual([1]);
    const oStarts = tttMatch({ firstPlayer: 1 });
    expect(activePlayers(oStarts)).toStrictEqual([1]);
    expect(right(act(oStarts, 1, { type: "mark", cell: 4 })).state.board[4]).toBe("O");
  });

  it("matchLog lists the actions oldest first", () => {
    const m = mark(tttMatch(), [4, 0, 8]);
    expect(matchLog(m)).toStrictEqual([
      { seat: 0, action: { type: "mark", cell: 4 }, undoable: true },
      { seat: 1, action: { type: "mark", cell: 0 }, undoable: true },
      { seat: 0, action: { type: "mark", cell: 8 }, undoable: true },
    ]);
    expect(m.length).toBe(3);
  });
});
