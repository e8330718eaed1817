/**
 * The three bots on the fixture games: tactics in tic-tac-toe (MCTS finds the win and blocks the
 * loss, greedy takes the win), legality, determinism for a seed, and the Bot plumbing.
 */
import { type Bot, botPolicy, decisionSeed, greedyBot, lookaheadBot, makeBot, mctsBot, mixSeed, randomBot, scoreEvaluation } from "@laguna/bots";
import { type Match, actAt, activePlayers, createMatch, createMatchFromState, legalActions, outcome, playout } from "@laguna/core";
import { either } from "fp-ts";
import { describe, expect, it, vi } from "vitest";
import { counted } from "../support/counted-game";
import { stash } from "../fixtures/stash";
import { type TicTacToeAction, type TicTacToeConfig, type TicTacToeState, ticTacToe } from "../fixtures/tic-tac-toe";

const config: TicTacToeConfig = ticTacToe.defaultConfig(2);

/** A tic-tac-toe position from a picture such as `"XX.OO...."`, rows top to bottom. */
function position(board: string, toMove: 0 | 1): Match<TicTacToeConfig, TicTacToeState, TicTacToeAction, TicTacToeState> {
  const cells = board.split("").map((c) => (c === "." ? null : (c as "X" | "O")));
  const m = createMatchFromState(ticTacToe, config, { config, board: cells, toMove, winner: null, over: false });
  if (either.isLeft(m)) throw new Error(m.left.message);
  return m.right;
}

function right<T>(e: either.Either<{ message: string }, T>): T {
  if (either.isLeft(e)) throw new Error(e.left.message);
  return e.right;
}

/** Wins for X (seat 0) or O (seat 1) in one move, and the cell that wins. */
const WINS: readonly [string, 0 | 1, number][] = [
  ["XX.OO....", 0, 2],
  ["X..XO...O", 0, 6],
  ["OX.XO.X..", 1, 8],
  ["XXOX.O...", 1, 8],
  [".X.XOX..O", 1, 0],
];

/** Positions where the seat to move must block the other's line, and the blocking cell. */
const BLOCKS: readonly [string, 0 | 1, number][] = [
  ["X..OO.X..", 0, 5],
  ["OO.X.....", 0, 2],
  ["X...X....", 1, 8],
  ["XX..O....", 1, 2],
];

describe("mctsBot in tic-tac-toe", () => {
  const bot = mctsBot({ seed: 1, iterations: 600 });
  it.each(WINS)("finds the winning move in %s", (board, seat, cell) => {
    expect(bot.choose(position(board, seat), seat)).toEqual({ type: "mark", cell });
  });
  it.each(BLOCKS)("blocks the immediate loss in %s", (board, seat, cell) => {
    expect(bot.choose(position(board, seat), seat)).toEqual({ type: "mark", cell });
  });
  it("never loses to the random bot, and draws against itself", () => {
    for (let i = 0; i < 6; i++) {
      const mcts = mctsBot({ seed: i, iterations: 600 });
      const seats: Bot[] = i % 2 === 0 ? [mcts, randomBot({ seed: i })] : [randomBot({ seed: i }), mcts];
      const played = outcome(right(playout(right(createMatch(ticTacToe, config, i)), botPolicy(seats))));
      expect(played?.winners).toContain(i % 2);
    }
    const selfPlay = outcome(right(playout(right(createMatch(ticTacToe, config, 0)), botPolicy(mctsBot({ seed: 5, iterations: 1500 })))));
    expect(selfPlay?.winners).toEqual([0, 1]);
  });
});

describe("greedyBot in tic-tac-toe", () => {
  it.each(WINS)("takes the immediate win in %s, even with a blind evaluation", (board, seat, cell) => {
    expect(greedyBot(() => 0).choose(position(board, seat), seat)).toEqual({ type: "mark", cell });
  });
});

const BOTS: readonly (() => Bot)[] = [
  () => randomBot({ seed: 11 }),
  () => greedyBot(scoreEvaluation(stash), { seed: 11 }),
  () => mctsBot({ seed: 11, iterations: 60, evaluate: scoreEvaluation(stash), rolloutDepth: 8 }),
];

describe.each(BOTS.map((make) => [make().name, make] as const))("%s bot on Stash", (_name, make) => {
  it("returns one of the seat's legal actions at every step, for 2 to 4 players", () => {
    for (const players of [2, 3, 4]) {
      let m = right(createMatch(stash, stash.defaultConfig(players), 40 + players));
      const bot = make();
      while (activePlayers(m).length > 0) {
        const seat = activePlayers(m)[0] as number;
        const index = bot.chooseIndex(m, seat);
        expect(legalActions(m, seat)[index]).toBeDefined();
        if (m.length % 5 === 0) expect(bot.choose(m, seat)).toBe(legalActions(m, seat)[index]);
        m = right(actAt(m, seat, index));
      }
      expect(outcome(m)).toBeDefined();
    }
  });

  it("is deterministic: the same seeds give the same games", () => {
    const play = (bot: Bot, seed: number) => {
      const m = right(playout(right(createMatch(stash, stash.defaultConfig(3), seed)), botPolicy(bot)));
      return outcome(m)?.scores;
    };
    const games = [1, 2, 3].map((seed) => play(make(), seed));
    expect([1, 2, 3].map((seed) => play(make(), seed))).toEqual(games);
    expect(new Set(games.map((g) => JSON.stringify(g))).size).toBeGreaterThan(1);
  });

  it("has nothing to choose once the game is over", () => {
    const m = right(playout(right(createMatch(stash, stash.defaultConfig(2), 3)), botPolicy(randomBot())));
    expect(() => make().choose(m, 0)).toThrow(RangeError);
  });
});

describe("Bot plumbing", () => {
  it("randomBot spreads its choices over the legal actions", () => {
    const m = right(createMatch(ticTacToe, config, 1));
    const picks = new Set(Array.from({ length: 40 }, (_, seed) => randomBot({ seed }).chooseIndex(m, 0)));
    expect(picks.size).toBeGreaterThan(5);
  });

  it("botPolicy asks the bot of the seat to act", () => {
    const first = makeBot("first", () => 0);
    const last = makeBot("last", (_m, _s, legal) => legal.length - 1);
    const m = right(playout(right(createMatch(ticTacToe, config, 1)), botPolicy([first, last]), 4));
    expect(m.state.board).toEqual(["X", "X", null, null, null, null, null, "O", "O"]);
  });

  it("makeBot falls back to the first action for an out-of-range index", () => {
    const m = right(createMatch(ticTacToe, config, 1));
    expect(makeBot("wild", () => 99).chooseIndex(m, 0)).toBe(0);
  });

  it("decisionSeed depends on the bot seed, the seat, the number of actions and the view only", () => {
    const a = right(createMatch(stash, stash.defaultConfig(2), 5));
    const b = right(createMatchFromState(stash, stash.defaultConfig(2), stash.redrawHidden?.(a.state, 0, 9)));
    expect(decisionSeed(3, b, 0)).toBe(decisionSeed(3, a, 0));
    expect(decisionSeed(4, a, 0)).not.toBe(decisionSeed(3, a, 0));
    expect(decisionSeed(3, a, 1)).not.toBe(decisionSeed(3, a, 0));
    expect(mixSeed(1, 2)).not.toBe(mixSeed(2, 1));
  });

  it("a time budget ends the search when the clock says so, and still returns a legal action", () => {
    const m = right(createMatch(stash, stash.defaultConfig(2), 8));
    // A clock that moves 1 ms each time it is read: the bots read the time through
    // performance.now(), so the search must stop after about timeMs readings, whatever the
    // machine's speed (a million iterations would otherwise take minutes).
    let t = 0;
    const clock = vi.spyOn(performance, "now").mockImplementation(() => t++);
    try {
      const { game, count, reset } = counted(stash);
      const match = { ...m, game };
      const bot = mctsBot({ seed: 1, iterations: 1_000_000, timeMs: 30 });
      expect(legalActions(m, 0)).toContain(bot.choose(match, 0));
      expect(t).toBeLessThan(100);
      // Far below its work budget (20,000 steps), which would otherwise end the search.
      expect(count()).toBeLessThan(5_000);
      // The lookahead bot without a work budget: 8 passes a round, unless the time ends it first.
      const steps = (timeMs?: number) => {
        t = 0;
        reset();
        const look = lookaheadBot(scoreEvaluation(stash), { seed: 1, maxApplies: Number.POSITIVE_INFINITY, ...(timeMs === undefined ? {} : { timeMs }) });
        expect(legalActions(m, 0)).toContain(look.choose(match, 0));
        return count();
      };
      const untimed = steps();
      const timed = steps(30);
      expect(t).toBeLessThan(100);
      expect(timed).toBeLessThan(untimed);
    } finally {
      clock.mockRestore();
    }
  });
});
