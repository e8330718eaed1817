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

/** The game with every call of `apply` counted. */
function counted(game: AnyGame): { game: AnyGame; count: () => number; reset: () => void } {
  let n = 0;
  const apply: AnyGame["apply"] = (state, seat, action) => {
    n++;
    return game.apply(state, seat, action);
  };
  return { game: { ...game, apply }, count: () => n, reset: () => (n = 0) };
}

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

describe("mctsBot's work budget (maxApplies)", () => {
  const { game, count, reset } = counted(burano as AnyGame);
  const match = position(game);
  const seat = activePlayers(match)[0] as number;
  const steps = (bot: Bot): { index: number; applies: number } => {
    reset();
    const index = bot.chooseIndex(match, seat);
    return { index, applies: count() };
  };

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

  it("the default budget is 20,000 steps", () => {
    const byDefault = steps(mctsBot({ seed: 5, evaluate, iterations: 100_000 }));
    expect(byDefault.applies).toBeGreaterThanOrEqual(20_000);
    expect(byDefault.applies).toBeLessThan(22_000);
  });
});

describe("the work budget where the turn planner meets chance", () => {
  it("keeps every decision of a Murano game near its budget, the greedy turns after a draw included", () => {
    // After an action that draws, the planner plays the rest of the turn greedily in every
    // made-up state; when most first actions draw, those continuations alone once took 31,000
    // steps of a 12,000-step budget (3 s). Every 8th position of a seeded game between light
    // greedy bots is searched with a small budget.
    const { game, count, reset } = counted(muranoPackage.game as AnyGame);
    const created = createMatch(game, game.defaultConfig(2), 40_007);
    if (either.isLeft(created)) throw new Error(created.left.message);
    const light = greedyBot(muranoPackage.evaluate, { seed: 2, beamWidth: 2, samples: 1 });
    const budget = 1_500;
    let match = created.right;
    let searched = 0;
    for (let step = 0; activePlayers(match).length > 0 && step < 400; step++) {
      const seat = activePlayers(match)[0] as number;
      if (step % 8 === 0 && legalActions(match, seat).length > 1) {
        reset();
        mctsBot({ seed: step, evaluate: muranoPackage.evaluate, maxApplies: budget }).chooseIndex(match, seat);
        expect(count(), `step ${step}`).toBeLessThan(budget * 1.25);
        searched++;
      }
      const played = playout(match, botPolicy([light, light]), 1);
      if (either.isLeft(played)) throw new Error(played.left.message);
      match = played.right;
    }
    expect(searched).toBeGreaterThan(20);
  });
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
    reset();
    makeNamedBot(game, "mcts", 3, kit).chooseIndex(match, seat);
    expect(count()).toBeGreaterThanOrEqual(2_500);
    expect(count()).toBeLessThan(2_500 * 1.25);
  });
});

describe("greedyBot's work budget (maxApplies, opt-in)", () => {
  const { game, count, reset } = counted(burano as AnyGame);
  const match = position(game);
  const seat = activePlayers(match)[0] as number;
  const steps = (bot: Bot): { index: number; applies: number } => {
    reset();
    const index = bot.chooseIndex(match, seat);
    return { index, applies: count() };
  };
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

  it("holds in every 8th position of a Murano game, where turns after a draw are played out", () => {
    const murano = counted(muranoPackage.game as AnyGame);
    const created = createMatch(murano.game, murano.game.defaultConfig(2), 40_007);
    if (either.isLeft(created)) throw new Error(created.left.message);
    const light = greedyBot(muranoPackage.evaluate, { seed: 2, beamWidth: 2, samples: 1 });
    const budget = 1_500;
    let played = created.right;
    let searched = 0;
    let over = 0;
    for (let step = 0; activePlayers(played).length > 0 && step < 400; step++) {
      const mover = activePlayers(played)[0] as number;
      if (step % 8 === 0 && legalActions(played, mover).length > 1) {
        murano.reset();
        greedyBot(muranoPackage.evaluate, { seed: step }).chooseIndex(played, mover);
        if (murano.count() > budget * 1.25) over++;
        murano.reset();
        greedyBot(muranoPackage.evaluate, { seed: step, maxApplies: budget }).chooseIndex(played, mover);
        expect(murano.count(), `step ${step}`).toBeLessThan(budget * 1.25);
        searched++;
      }
      const next = playout(played, botPolicy([light, light]), 1);
      if (either.isLeft(next)) throw new Error(next.left.message);
      played = next.right;
    }
    expect(searched).toBeGreaterThan(20);
    // The budget is what keeps these decisions small: without it, some go well past it.
    expect(over).toBeGreaterThan(0);
  });
});
