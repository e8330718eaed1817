import { type Seat, makeOutcome, refuse } from "@laguna/core";
import { checkGameLaws } from "@laguna/testing";
import * as either from "fp-ts/lib/Either.js";
import { describe, expect, it } from "vitest";
import { type TicTacToeAction, type TicTacToeConfig, type TicTacToeState, ticTacToe } from "../fixtures/tic-tac-toe";

/**
 * The rules as the example first wrote them (version 1.0.0 before it was made fast): the obvious
 * code, all eight lines checked after every move, `map`/`every`/`flatMap`. The fast module must
 * agree with it on every reachable state of every config.
 */
const reference = {
  legalActions: (s: TicTacToeState, seat: Seat): TicTacToeAction[] =>
    s.over || seat !== s.toMove ? [] : s.board.flatMap((m, cell) => (m === null ? [{ type: "mark" as const, cell }] : [])),
  apply: (s: TicTacToeState, seat: Seat, action: TicTacToeAction) => {
    const markOf = (x: Seat): "X" | "O" => (x === 0 ? "X" : "O");
    if (s.over) return refuse("game-over", "The game is over.");
    if (seat !== s.toMove) return refuse("not-your-turn", `It is ${markOf(s.toMove)}'s turn.`);
    if (s.board[action.cell] !== null) return refuse("square-taken", `Square ${action.cell} is already taken.`);
    const mark = markOf(seat);
    const board = s.board.map((m, i) => (i === action.cell ? mark : m));
    const lines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
    const line = lines.some((l) => l.every((i) => board[i] === mark));
    const full = board.every((m) => m !== null);
    const other: 0 | 1 = seat === 0 ? 1 : 0;
    const winner = line ? (s.config.misere ? other : (seat as 0 | 1)) : null;
    return either.right({ ...s, board, toMove: other, winner, over: line || full });
  },
  activePlayers: (s: TicTacToeState): Seat[] => (s.over ? [] : [s.toMove]),
  outcome: (s: TicTacToeState) => (s.over ? makeOutcome([0, 1].map((seat) => (s.winner === null ? 0.5 : s.winner === seat ? 1 : 0))) : undefined),
};

const configs: TicTacToeConfig[] = [false, true].flatMap((misere) => ([0, 1] as const).map((firstPlayer) => ({ playerCount: 2, misere, firstPlayer }) as const));

/** Every state reachable from setup under `config`, each once. */
function reachable(config: TicTacToeConfig): TicTacToeState[] {
  const seen = new Map<string, TicTacToeState>();
  const visit = (s: TicTacToeState): void => {
    const key = JSON.stringify(s);
    if (seen.has(key)) return;
    seen.set(key, s);
    for (const a of reference.legalActions(s, s.toMove)) {
      const next = reference.apply(s, s.toMove, a);
      if (either.isRight(next)) visit(next.right);
    }
  };
  visit(ticTacToe.setup(config, 1));
  return [...seen.values()];
}

describe("tic-tac-toe, the fast example", () => {
  it("agrees with the obvious rules on every reachable state of every config: active seats, legal actions, every move of both seats (refusals included), outcome", () => {
    let states = 0;
    const differences: string[] = [];
    // One JSON text per question (toEqual on 400,000 values would take a minute).
    const same = (what: string, fast: unknown, slow: unknown): void => {
      const a = JSON.stringify(fast);
      const b = JSON.stringify(slow);
      if (a !== b && differences.length < 5) differences.push(`${what}: ${a} instead of ${b}`);
    };
    for (const config of configs) {
      expect(ticTacToe.setup(config, 7)).toEqual({ config, board: Array(9).fill(null), toMove: config.firstPlayer, winner: null, over: false });
      for (const s of reachable(config)) {
        states++;
        const where = JSON.stringify(s);
        same(`activePlayers(${where})`, ticTacToe.activePlayers(s), reference.activePlayers(s));
        same(`outcome(${where})`, ticTacToe.outcome(s), reference.outcome(s));
        for (const seat of [0, 1]) {
          same(`legalActions(${where}, ${seat})`, ticTacToe.legalActions(s, seat), reference.legalActions(s, seat));
          for (let cell = 0; cell < 9; cell++) {
            const action: TicTacToeAction = { type: "mark", cell };
            same(`apply(${where}, ${seat}, ${cell})`, ticTacToe.apply(s, seat, action), reference.apply(s, seat, action));
          }
        }
      }
    }
    expect(differences).toEqual([]);
    // 5,478 positions per config (X first: 5,478; the counts are the same with O first).
    expect(states).toBe(4 * 5478);
  });

  it("never writes into the state it is given, and its legal actions cannot be changed", () => {
    const s = ticTacToe.setup(ticTacToe.defaultConfig(2), 1);
    const before = JSON.stringify(s);
    const legal = ticTacToe.legalActions(s, 0);
    const next = ticTacToe.apply(s, 0, legal[4] as TicTacToeAction);
    expect(JSON.stringify(s)).toBe(before);
    expect(either.isRight(next) && next.right.board[4]).toBe("X");
    expect(Object.isFrozen(legal[0])).toBe(true);
    // A fresh list every call, so a caller may sort or filter its own.
    expect(ticTacToe.legalActions(s, 0)).not.toBe(legal);
  });

  it("obeys every law, in every variant", () => {
    const report = checkGameLaws(ticTacToe, { runsPerConfig: 60, mixedRuns: 40, seed: 30 });
    expect(report.games).toBe(3 * 60 + 40);
    expect(report.steps).toBeGreaterThan(report.games * 5);
  });
});
