/**
 * Known answers: tic-tac-toe between uniformly random players, whose outcome distribution and mean
 * length are computed exactly here by enumerating every game (each legal move equally likely, by
 * the module's own rules). The report's figures must land within their 95 % intervals of the
 * exact values.
 */
import { analyze } from "@laguna/analysis";
import { type Seat } from "@laguna/core";
import { ticTacToe } from "@laguna/examples";
import * as either from "fp-ts/lib/Either.js";
import { describe, expect, it } from "vitest";

type State = ReturnType<typeof ticTacToe.setup>;

interface Exact {
  /** Probability that each seat is among the winners. */
  readonly win: [number, number];
  /** Probability of a shared result (a draw). */
  readonly draw: number;
  /** Expected number of actions. */
  readonly length: number;
}

/** The exact distribution under uniformly random play, by recursion over the game tree. */
function exact(state: State, memo = new Map<string, Exact>()): Exact {
  const key = JSON.stringify(state);
  const known = memo.get(key);
  if (known !== undefined) return known;
  const seat = ticTacToe.activePlayers(state)[0] as Seat | undefined;
  let result: Exact;
  if (seat === undefined) {
    const winners = ticTacToe.outcome(state)?.winners ?? [];
    result = { win: [winners.includes(0) ? 1 : 0, winners.includes(1) ? 1 : 0], draw: winners.length > 1 ? 1 : 0, length: 0 };
  } else {
    const legal = ticTacToe.legalActions(state, seat);
    const acc: { win: [number, number]; draw: number; length: number } = { win: [0, 0], draw: 0, length: 0 };
    for (const action of legal) {
      const next = ticTacToe.apply(state, seat, action);
      if (either.isLeft(next)) throw new Error(next.left.message);
      const sub = exact(next.right, memo);
      const p = 1 / legal.length;
      acc.win[0] += p * sub.win[0];
      acc.win[1] += p * sub.win[1];
      acc.draw += p * sub.draw;
      acc.length += p * (1 + sub.length);
    }
    result = acc;
  }
  memo.set(key, result);
  return result;
}

describe("known answers: tic-tac-toe under random play", () => {
  const config = ticTacToe.defaultConfig(2);
  const truth = exact(ticTacToe.setup(config, 0));

  it("the enumeration gives the textbook figures (X wins 737/1260, O 363/1260, draws 160/1260)", () => {
    expect(truth.win[0] - truth.draw).toBeCloseTo(737 / 1260, 12);
    expect(truth.win[1] - truth.draw).toBeCloseTo(363 / 1260, 12);
    expect(truth.draw).toBeCloseTo(160 / 1260, 12);
  });

  it("the report's win rates, draws, first-seat advantage and length hold the exact values within their intervals", () => {
    const result = analyze({ game: ticTacToe, games: 2000, seed: 2026 });
    if (either.isLeft(result)) throw new Error(result.left.message);
    const m = result.right.cells[0]?.metrics ?? {};
    const within = (name: string, value: number): void => {
      const e = m[name];
      expect(e?.low, name).not.toBeNull();
      expect(e?.low ?? 1, name).toBeLessThanOrEqual(value);
      expect(e?.high ?? 0, name).toBeGreaterThanOrEqual(value);
      expect((e?.high ?? 1) - (e?.low ?? 0), `${name} interval width`).toBeLessThan(0.1 * Math.max(1, value));
    };
    within("WinRate.0", truth.win[0]);
    within("WinRate.1", truth.win[1]);
    within("Drawishness", truth.draw);
    within("AdvantageP1", truth.win[0] - truth.draw / 2); // a draw splits the win between both seats
    within("Balance", truth.win[0] - truth.win[1]);
    within("Duration", truth.length);
    within("Completion", 1);
  });
});
