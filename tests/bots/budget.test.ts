/**
 * The work budget of the searching bots (`maxApplies`; MCTS by default, greedy when asked): a
 * decision stops searching once it has taken about that many steps of the rule module, so the
 * slowest decisions stay bounded, and it stays deterministic (it counts steps, not time).
 */
import { type Bot, botPolicy, greedyBot, mctsBot } from "@laguna/bots";
import { botKitFor, entryFromPackage, makeNamedBot } from "@laguna/cli";
import { type AnyGame, type Match, createMatch, activePlayers, legalActions, playout } from "@laguna/core";
import * as muranoPackage from "@laguna/murano";
import { evaluate, game as burano } from "@laguna/walking-in-burano";
import { either } from "fp-ts";
import { describe, expect, it } from "vitest";
import { counted } from "../support/counted-game";

/** A Walking in Burano position some greedy moves into a two-player game, with many choices. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function position(game: AnyGame): Match<any, any, any, any> {
  const created = createMatch(game, game.defaultConfig(2), 77);
  if (either.isLeft(created)) throw new Error(created.left.message);
  const greedy = greedyBot(evaluate, { seed: 1, beamWidth: 3, samples: 1 });
  let match = created.right;
  for (let step = 0; step < 200; step++) {
    const seat = activePlayers(match)[0] as number;
    if (step >= 9 && legalActions(match, seat).length >= 10) return match;
    const played = playout(match, botPolicy([greedy, greedy]), 1);
    if (either.isLeft(played)) throw new Error(played.left.message);
    match = played.right;
  }
  throw new Error("no position with 10 choices");
}

/** What one decision of a bot chose and how many rule steps it took, on a counted game. */
type Steps = (bot: Bot) => { index: number; applies: number };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function stepsOn(match: Match<any, any, any, any>, seat: number, count: () => number, reset: () => void): Steps {
  return (bot) => {
    reset();
    const index = bot.chooseIndex(match, seat);
    return { index, applies: count() };
  };
}

/** The Walking in Burano position of {@link position}, on a counted game. */
function buranoPosition(): { steps: Steps } {
  const { game, count, reset } = counted(burano as AnyGame);
  const match = position(game);
  return { steps: stepsOn(match, activePlayers(match)[0] as number, count, reset) };
}

/** Lets the event loop run (the vitest worker's messages to its runner) between long parts of a test. */
const yieldToLoop = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** The positions of {@link muranoPositions}, played once for every test that visits them. */
let muranoGame: Promise<{ step: number; steps: Steps }[]> | undefined;

/**
 * Every 8th position with a choice of a seeded two-player Murano game between light greedy bots,
 * on a counted game: `visit` measures decisions there. Returns how many positions were visited.
 * After an action that draws, the turn planner plays the rest of the turn greedily in every
 * made-up state, which is where budgets were once overrun. The game is played once (the first
 * call) and its positions kept; the event loop runs between positions.
 */
async function muranoPositions(visit: (steps: Steps, step: number) => void, part: number = 0, parts: number = 1): Promise<number> {
  muranoGame ??= (async () => {
    const { game, count, reset } = counted(muranoPackage.game as AnyGame);
    const created = createMatch(game, game.defaultConfig(2), 40_007);
    if (either.isLeft(created)) throw new Error(created.left.message);
    const light = greedyBot(muranoPackage.evaluate, { seed: 2, beamWidth: 2, samples: 1 });
    let match = created.right;
    const positions: { step: number; steps: Steps }[] = [];
    for (let step = 0; activePlayers(match).length > 0 && step < 400; step++) {
      const seat = activePlayers(match)[0] as number;
      if (step % 8 === 0 && legalActions(match, seat).length > 1) positions.push({ step, steps: stepsOn(match, seat, count, reset) });
      const played = playout(match, botPolicy([light, light]), 1);
      if (either.isLeft(played)) throw new Error(played.left.message);
      match = played.right;
      if (step % 20 === 0) await yieldToLoop();
    }
    return positions;
  })();
  const positions = await muranoGame;
  for (const [i, { step, steps }] of positions.entries()) {
    if (i % parts !== part) continue;
    visit(steps, step);
    await yieldToLoop();
  }
  return positions.length;
}

/** The Murano positions are visited in this many tests (every 4th position each), so that no test runs long. */
const PARTS = 4;

describe("mctsBot's work budget (maxApplies)", () => {
  const { steps } = buranoPosition();

  it("takes about maxApplies steps of the rule module, the turn planner included", () => {
    const full = steps(mctsBot({ seed: 5, evaluate, maxApplies: Number.POSITIVE_INFINITY }));
    for (const budget of [4_000, 10_000]) {
      const capped = steps(mctsBot({ seed: 5, evaluate, maxApplies: budget }));
      expect(full.applies).toBeGreaterThan(2 * budget);
      expect(capped.applies).toBeGreaterThanOrEqual(budget);
      expect(capped.applies).toBeLessThan(budget * 1.25);
    }
  });

  it("keeps decisions reproducible: the same budget and seed, the same choice and the same work", () => {
    const a = steps(mctsBot({ seed: 9, evaluate, maxApplies: 3000 }));
    const b = steps(mctsBot({ seed: 9, evaluate, maxApplies: 3000 }));
    expect(b).toEqual(a);
  });

  it("holds without an evaluation too, where every sample plays on to the end of the game", () => {
    // Each sample is random play to the end (thousands of steps): a pass over all root actions once
    // took 110,000 steps of a 2,000-step budget. A rollout now stops once the budget is spent.
    for (const budget of [2_000, 20_000]) {
      const capped = steps(mctsBot({ seed: 3, maxApplies: budget }));
      expect(capped.applies).toBeGreaterThanOrEqual(budget);
      expect(capped.applies).toBeLessThan(budget * 1.05);
    }
    expect(steps(mctsBot({ seed: 3, maxApplies: 2_000 }))).toEqual(steps(mctsBot({ seed: 3, maxApplies: 2_000 })));
  });

  it("a time budget stops the turn planner too (timeMs: 0 leaves it its first step only)", () => {
    // The planner's first step (every legal action on each made-up state) always runs; with no
    // time at all it stops there, far below what it takes with a time budget never reached.
    const none = steps(mctsBot({ seed: 5, evaluate, timeMs: 0 }));
    const plenty = steps(mctsBot({ seed: 5, evaluate, timeMs: 3_600_000, maxApplies: 1_000_000 }));
    expect(none.applies).toBeLessThan(plenty.applies / 4);
  });

  it("the default budget is 20,000 steps", () => {
    const byDefault = steps(mctsBot({ seed: 5, evaluate, iterations: 100_000 }));
    expect(byDefault.applies).toBeGreaterThanOrEqual(20_000);
    expect(byDefault.applies).toBeLessThan(22_000);
  });
});

describe("the work budget where the turn planner meets chance", () => {
  // When most first actions draw, the greedy continuations alone once took 31,000 steps of a
  // 12,000-step budget (3 s). Each position is searched with a small budget.
  const budget = 1_500;
  for (let part = 0; part < PARTS; part++) {
    it(`keeps every decision of a Murano game near its budget, the greedy turns after a draw included (positions ${part + 1}, ${part + 1 + PARTS}, ...)`, async () => {
      const searched = await muranoPositions(
        (steps, step) => {
          const applies = steps(mctsBot({ seed: step, evaluate: muranoPackage.evaluate, maxApplies: budget })).applies;
          expect(applies, `step ${step}`).toBeLessThan(budget * 1.25);
        },
        part,
        PARTS,
      );
      expect(searched).toBeGreaterThan(20);
    });
  }
});

describe("a game package's recommended budget (searchBudget)", () => {
  it("Murano recommends 12,000 steps, and the CLI's MCTS bot takes it from the package", () => {
    expect(muranoPackage.searchBudget).toEqual({ maxApplies: 12_000 });
    expect(botKitFor(muranoPackage.game).searchBudget).toEqual({ maxApplies: 12_000 });
    expect(botKitFor(burano).searchBudget).toBeUndefined();
  });

  it("entryFromPackage reads searchBudget, and makeNamedBot's MCTS bot keeps to it", () => {
    const { game, count, reset } = counted(burano as AnyGame);
    const match = position(game);
    const seat = activePlayers(match)[0] as number;
    const pkg = { game, evaluate, searchBudget: { maxApplies: 2_500 } };
    const entry = entryFromPackage(pkg);
    expect(entry.searchBudget).toEqual({ maxApplies: 2_500 });
    const kit = botKitFor(game, 100_000, [entry]);
    const { applies } = stepsOn(match, seat, count, reset)(makeNamedBot(game, "mcts", 3, kit));
    expect(applies).toBeGreaterThanOrEqual(2_500);
    expect(applies).toBeLessThan(2_500 * 1.25);
  });
});

describe("greedyBot's work budget (maxApplies, opt-in)", () => {
  const { steps } = buranoPosition();
  const full = steps(greedyBot(evaluate, { seed: 4 }));

  it("without one, the search is bounded by its beam alone; with one, it stops near it", () => {
    expect(full.applies).toBeGreaterThan(3_000);
    for (const budget of [1_000, 2_500]) {
      const capped = steps(greedyBot(evaluate, { seed: 4, maxApplies: budget }));
      expect(capped.applies).toBeGreaterThanOrEqual(budget);
      expect(capped.applies).toBeLessThan(budget * 1.25);
    }
  });

  it("a budget never reached changes nothing, and a spent one is reproducible", () => {
    expect(steps(greedyBot(evaluate, { seed: 4, maxApplies: full.applies + 1 }))).toEqual(full);
    const a = steps(greedyBot(evaluate, { seed: 8, maxApplies: 1_200 }));
    expect(steps(greedyBot(evaluate, { seed: 8, maxApplies: 1_200 }))).toEqual(a);
  });

  // The Murano positions in PARTS tests, then one over all of them.
  const budget = 1_500;
  let over = 0;
  let parts = 0;
  for (let part = 0; part < PARTS; part++) {
    it(`holds in every 8th position of a Murano game, where turns after a draw are played out (positions ${part + 1}, ${part + 1 + PARTS}, ...)`, async () => {
      const searched = await muranoPositions(
        (steps, step) => {
          if (steps(greedyBot(muranoPackage.evaluate, { seed: step })).applies > budget * 1.25) over++;
          const applies = steps(greedyBot(muranoPackage.evaluate, { seed: step, maxApplies: budget })).applies;
          expect(applies, `step ${step}`).toBeLessThan(budget * 1.25);
        },
        part,
        PARTS,
      );
      expect(searched).toBeGreaterThan(20);
      parts++;
    });
  }

  it("in those Murano positions, the budget is what keeps the decisions small: without it, some go well past it", () => {
    expect(parts, "every part above was run (run the whole describe)").toBe(PARTS);
    expect(over).toBeGreaterThan(0);
  });
});
