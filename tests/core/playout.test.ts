import {
  DEFAULT_STEP_LIMIT,
  type Policy,
  activePlayers,
  createMatch,
  isOver,
  legalActions,
  matchLog,
  outcome,
  playout,
  stepLimit,
  uniformRandomPolicy,
} from "@laguna/core";
import { describe, expect, it } from "vitest";
import { STASH_CARDS, stash } from "../fixtures/stash";
import { tally } from "../fixtures/tally";
import { ticTacToe } from "../fixtures/tic-tac-toe";
import { left, right, stashMatch, tttMatch } from "./helpers";

const firstChoice: Policy = () => 0;
const ALL_CARDS = STASH_CARDS.map((_, id) => id);
const TOTAL_VALUE = STASH_CARDS.reduce((a, b) => a + b, 0);

describe("playout (tic-tac-toe)", () => {
  it("reaches game over for many seeds, within maxActions", () => {
    for (let seed = 0; seed < 150; seed++) {
      const m = right(playout(tttMatch({ firstPlayer: (seed % 2) as 0 | 1, misere: seed % 3 === 0 }, seed), uniformRandomPolicy(seed)));
      expect(isOver(m)).toBe(true);
      expect(m.length >= 5 && m.length <= ticTacToe.maxActions(m.config)).toBe(true);
      const o = outcome(m);
      expect(o).toBeDefined();
      expect(o?.scores.reduce((a, b) => a + b, 0)).toBe(1);
    }
  });

  it("with the first-choice policy, plays the lowest free square each time", () => {
    const m = right(playout(tttMatch(), firstChoice));
    // X0 O1 X2 O3 X4 O5 X6: X completes the 2-4-6 diagonal.
    expect(matchLog(m).map((e) => [e.seat, (e.action as { cell: number }).cell])).toStrictEqual([
      [0, 0],
      [1, 1],
      [0, 2],
      [1, 3],
      [0, 4],
      [1, 5],
      [0, 6],
    ]);
    expect(outcome(m)?.winners).toStrictEqual([0]);
  });
});

describe("playout (Stash)", () => {
  it("reaches game over for many seeds and configs, every card accounted for", () => {
    const configs = [
      { playerCount: 2 as const },
      { playerCount: 3 as const, handSize: 2 as const },
      { playerCount: 4 as const, vaultBonus: true, startPlayer: "random" as const },
    ];
    for (const config of configs) {
      for (let seed = 0; seed < 40; seed++) {
        const m = right(playout(stashMatch(config, seed), uniformRandomPolicy(seed * 7 + 1)));
        expect(isOver(m)).toBe(true);
        expect(m.length <= stash.maxActions(m.config)).toBe(true);
        expect(m.state.deck).toStrictEqual([]);
        for (const p of m.state.players) expect(p.hand).toStrictEqual([]);
        const kept = m.state.players.flatMap((p) => [...p.played, ...p.vault]).sort((a, b) => a - b);
        expect(kept).toStrictEqual(ALL_CARDS);
        const buried = m.state.players.reduce((n, p) => n + p.vault.length, 0);
        const scores = outcome(m)?.scores ?? [];
        expect(scores.reduce((a, b) => a + b, 0)).toBe(TOTAL_VALUE + (m.config.vaultBonus ? buried : 0));
      }
    }
  });

  it("is deterministic: the same match and policy seeds give the same game", () => {
    for (let seed = 0; seed < 10; seed++) {
      const a = right(playout(stashMatch({ playerCount: 3 }, seed), uniformRandomPolicy(seed)));
      const b = right(playout(stashMatch({ playerCount: 3 }, seed), uniformRandomPolicy(seed)));
      expect(matchLog(b)).toStrictEqual(matchLog(a));
      expect(b.state).toStrictEqual(a.state);
    }
  });

  it("gives different games for different policy seeds", () => {
    const logs = new Set<string>();
    for (let policySeed = 0; policySeed < 10; policySeed++) {
      logs.add(JSON.stringify(matchLog(right(playout(stashMatch({}, 1), uniformRandomPolicy(policySeed))))));
    }
    expect(logs.size).toBeGreaterThan(1);
  });
});

describe("playout options and errors", () => {
  it("takes at most maxActions more actions", () => {
    const m = right(playout(tttMatch(), uniformRandomPolicy(1), 3));
    expect(m.length).toBe(3);
    expect(isOver(m)).toBe(false);
    const more = right(playout(m, uniformRandomPolicy(2), 2));
    expect(more.length).toBe(5);
    expect(matchLog(more).slice(0, 3)).toStrictEqual(matchLog(m));
  });

  it("returns the same match for maxActions 0 and for a finished game", () => {
    const m = tttMatch();
    expect(right(playout(m, firstChoice, 0))).toBe(m);
    const done = right(playout(m, firstChoice));
    expect(right(playout(done, firstChoice))).toBe(done);
  });

  it("stops at game over even when maxActions allows more", () => {
    const m = right(playout(stashMatch({}, 3), firstChoice, 10_000));
    expect(isOver(m)).toBe(true);
    expect(m.length).toBeLessThanOrEqual(stash.maxActions(m.config));
  });

  it("asks the policy for the active seat with that seat's legal actions", () => {
    const calls: [number, number][] = [];
    const recording: Policy = (match, seat, legal) => {
      expect(activePlayers(match)).toStrictEqual([seat]);
      expect(legal).toBe(legalActions(match, seat));
      calls.push([seat, legal.length]);
      return legal.length - 1;
    };
    const m = right(playout(tttMatch({ firstPlayer: 1 }), recording, 4));
    expect(calls).toStrictEqual([
      [1, 9],
      [0, 8],
      [1, 7],
      [0, 6],
    ]);
    expect(m.state.board).toStrictEqual([null, null, null, null, null, "X", "O", "X", "O"]);
  });

  it("returns the engine's error, without throwing, when the policy picks an index out of range", () => {
    const outOfRange: Policy = (_m, _s, legal) => legal.length;
    expect(left(playout(tttMatch(), outOfRange))).toStrictEqual({
      kind: "invalid-input",
      message: "Invalid action index 9: seat 0 has 9 legal actions (0 to 8).",
      issues: [{ path: "index", expected: "an integer from 0 to 8", actual: 9 }],
    });
  });
});

describe("playout step limit (a game that need not end)", () => {
  const endless = { playerCount: 2 as const, target: null, roundLimit: null };

  it("stepLimit is the game's finite maxActions, else DEFAULT_STEP_LIMIT or the fallback given", () => {
    expect(stepLimit(ticTacToe, ticTacToe.defaultConfig(2))).toBe(9);
    expect(stepLimit(tally, { ...endless, roundLimit: 7 })).toBe(14);
    expect(tally.maxActions(endless)).toBe(Number.POSITIVE_INFINITY);
    expect(stepLimit(tally, endless)).toBe(DEFAULT_STEP_LIMIT);
    expect(stepLimit(tally, endless, 50)).toBe(50);
  });

  it("stops an unbounded game at DEFAULT_STEP_LIMIT by default, not over and with no outcome", () => {
    const m = right(playout(right(createMatch(tally, endless, 1)), firstChoice));
    expect(m.length).toBe(DEFAULT_STEP_LIMIT);
    expect(isOver(m)).toBe(false);
    expect(outcome(m)).toBeUndefined();
  });

  it("an explicit limit wins, and a bounded config ends within its own maxActions", () => {
    expect(right(playout(right(createMatch(tally, endless, 1)), uniformRandomPolicy(3), 25)).length).toBe(25);
    const bounded = right(playout(right(createMatch(tally, { ...endless, roundLimit: 10 }, 1)), firstChoice));
    expect(isOver(bounded)).toBe(true);
    expect(bounded.length).toBe(20);
  });
});
