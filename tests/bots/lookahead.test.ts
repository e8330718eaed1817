/**
 * The lookahead bot (issue 29): it keeps secrets (the bot secrecy law, on the fixtures and the
 * three titles), it is deterministic, its work budget bounds a decision, it refuses bad options
 * and games it could only cheat at, and with one candidate it is the greedy planner's choice.
 */
import { type AnyGame, activePlayers, createMatch, legalActions, playout } from "@laguna/core";
import { type Bot, botPolicy, greedyBot, lookaheadBot, randomBot, scoreEvaluation } from "@laguna/bots";
import { game as lightMasters, evaluate as lightMastersEvaluate } from "@laguna/murano-light-masters";
import { game as murano } from "@laguna/murano";
import { checkBotSecrecy } from "@laguna/testing";
import { game as burano } from "@laguna/walking-in-burano";
import { either } from "fp-ts";
import { describe, expect, it } from "vitest";
import { counted } from "../support/counted-game";
import { stash } from "../fixtures/stash";
import { ticTacToe } from "../fixtures/tic-tac-toe";

const small = { candidates: 3, planBeam: 2, planSamples: 2, maxApplies: 1_500 } as const;

/** A Light Masters position a few random moves into a two-player game, on the given game object. */
function lightMastersPosition(game: AnyGame, steps = 12) {
  const created = createMatch(game, game.defaultConfig(2), 41);
  if (either.isLeft(created)) throw new Error(created.left.message);
  const played = playout(created.right, botPolicy(randomBot({ seed: 3 })), steps);
  if (either.isLeft(played)) throw new Error(played.left.message);
  return played.right;
}

describe("lookaheadBot keeps secrets", () => {
  it("on the fixtures (Stash at 2 to 4 players, tic-tac-toe)", () => {
    expect(checkBotSecrecy(stash, lookaheadBot(scoreEvaluation(stash), { seed: 5, ...small }), { games: 2, statesPerGame: 3 })).toBeGreaterThan(0);
    expect(checkBotSecrecy(ticTacToe, lookaheadBot(scoreEvaluation(ticTacToe), { seed: 5, ...small }), { games: 1, statesPerGame: 3 })).toBeGreaterThan(0);
  });

  it.each(([burano, lightMasters, murano] as AnyGame[]).map((g) => [g.id, g] as const))("on %s", (_id, game) => {
    const configs = game.playerCounts.includes(1) ? [game.defaultConfig(1), game.defaultConfig(2)] : [game.defaultConfig(2)];
    const bot = lookaheadBot(scoreEvaluation(game), { seed: 5, ...small, maxApplies: 800 });
    expect(checkBotSecrecy(game, bot, { configs, games: 1, statesPerGame: 2 })).toBeGreaterThan(0);
  });
});

describe("lookaheadBot's decisions", () => {
  it("are deterministic for a seed and budget, and legal", () => {
    const match = lightMastersPosition(lightMasters as AnyGame);
    const seat = activePlayers(match)[0] as number;
    const a = lookaheadBot(lightMastersEvaluate, { seed: 9, maxApplies: 4_000 });
    const b = lookaheadBot(lightMastersEvaluate, { seed: 9, maxApplies: 4_000 });
    expect(a.chooseIndex(match, seat)).toBe(b.chooseIndex(match, seat));
    expect(legalActions(match, seat)).toContain(a.choose(match, seat));
  });

  it("stop near the work budget: at most the budget and one pass more", () => {
    const { game, count, reset } = counted(lightMasters as AnyGame);
    const match = lightMastersPosition(game);
    const seat = activePlayers(match)[0] as number;
    expect(legalActions(match, seat).length).toBeGreaterThan(1);
    const used: number[] = [];
    for (const budget of [3_000, 12_000]) {
      reset();
      lookaheadBot(lightMastersEvaluate, { seed: 2, maxApplies: budget }).chooseIndex(match, seat);
      used.push(count());
      // One pass of 4 candidates, each a few planned turns, stays well under 3,000 steps here.
      expect(count()).toBeLessThan(budget + 3_000);
    }
    expect(used[1]).toBeGreaterThan(used[0] as number);
  });

  it("cut short a pass that runs past 1.25 times the work budget, and do not count it", () => {
    const { game, count, reset } = counted(lightMasters as AnyGame);
    const match = lightMastersPosition(game);
    const seat = activePlayers(match)[0] as number;
    // Six turns of the seat's own a sample: one pass of 3 candidates costs far more than 2,000 steps.
    const budget = 2_000;
    reset();
    const bot = lookaheadBot(lightMastersEvaluate, { seed: 2, maxApplies: budget, horizon: 6 });
    expect(legalActions(match, seat)).toContain(bot.choose(match, seat));
    // The hard limit, plus the one reply decision under way when it was reached.
    expect(count()).toBeLessThan(1.25 * budget + 300);
  });

  it("with a time budget of 0, play no samples: the planner's first step alone", () => {
    const { game, count, reset } = counted(lightMasters as AnyGame);
    const match = lightMastersPosition(game);
    const seat = activePlayers(match)[0] as number;
    const legal = legalActions(match, seat);
    reset();
    const bot = lookaheadBot(lightMastersEvaluate, { seed: 2, timeMs: 0, planSamples: 4 });
    expect(legal).toContain(bot.choose(match, seat));
    // Every legal action on each of the 4 made-up states, and nothing more.
    expect(count()).toBeLessThanOrEqual(4 * legal.length);
    expect(count()).toBeGreaterThan(0);
  });

  it("end without a work budget (maxApplies Infinity), with and without the planner's choice kept in the race", () => {
    const created = createMatch(stash, stash.defaultConfig(2), 3);
    if (either.isLeft(created)) throw new Error(created.left.message);
    for (const overrule of [0, 1]) {
      const bot = lookaheadBot(scoreEvaluation(stash), { seed: 1, maxApplies: Number.POSITIVE_INFINITY, overrule });
      expect(legalActions(created.right, 0)).toContain(bot.choose(created.right, 0));
    }
  });

  it("play the turns inside a sample with the greedy bot's beam (8) by default", () => {
    const match = lightMastersPosition(lightMasters as AnyGame);
    const seat = activePlayers(match)[0] as number;
    const choices = (replyBeam?: number) =>
      [1, 2, 3, 4, 5, 6].map((seed) => lookaheadBot(lightMastersEvaluate, { seed, maxApplies: 3_000, ...(replyBeam === undefined ? {} : { replyBeam }) }).chooseIndex(match, seat));
    const byDefault = choices();
    expect(byDefault).toEqual(choices(8));
    // The beam matters here: beam 1 samples lead some of these decisions elsewhere.
    expect(choices(1)).not.toEqual(byDefault);
  });

  it("with one candidate, take the greedy bot's choice (the same planner on the same made-up states)", () => {
    let match = lightMastersPosition(lightMasters as AnyGame, 0);
    const bots: Bot[] = [greedyBot(lightMastersEvaluate, { seed: 1 }), greedyBot(lightMastersEvaluate, { seed: 2 })];
    for (let step = 0; step < 20; step++) {
      const seat = activePlayers(match)[0] as number;
      const one = lookaheadBot(lightMastersEvaluate, { seed: 4, candidates: 1 });
      const greedy = greedyBot(lightMastersEvaluate, { seed: 4, chanceWidth: 4 });
      const legal = legalActions(match, seat);
      if (legal.length > 1) expect(legal[one.chooseIndex(match, seat)]).toEqual(legal[greedy.chooseIndex(match, seat)]);
      const played = playout(match, botPolicy(bots), 1);
      if (either.isLeft(played)) throw new Error(played.left.message);
      match = played.right;
    }
  });
});

describe("lookaheadBot's solo options", () => {
  /** Rule steps one decision takes in a Walking in Burano game of `players` seats, a few turns in. */
  function stepsAt(players: number, options: Parameters<typeof lookaheadBot>[1]): number {
    const { game, count, reset } = counted(burano as AnyGame);
    const created = createMatch(game, game.defaultConfig(players), 17);
    if (either.isLeft(created)) throw new Error(created.left.message);
    const played = playout(created.right, botPolicy(randomBot({ seed: 3 })), 6);
    if (either.isLeft(played)) throw new Error(played.left.message);
    const seat = activePlayers(played.right)[0] as number;
    expect(legalActions(played.right, seat).length).toBeGreaterThan(1);
    reset();
    expect(legalActions(played.right, seat)).toContain(lookaheadBot(scoreEvaluation(game), options).choose(played.right, seat));
    return count();
  }

  it("replace the others in a one-seat game only", () => {
    const options = { seed: 4, maxApplies: 6_000, solo: { maxApplies: 600, horizon: 1 } };
    // Solo: the small budget of `solo` (and one pass past it at most); with two seats, the large one.
    expect(stepsAt(1, options)).toBeLessThan(1_500);
    expect(stepsAt(1, { seed: 4, maxApplies: 6_000 })).toBeGreaterThan(3_000);
    expect(stepsAt(2, options)).toBeGreaterThan(3_000);
  });
});

describe("lookaheadBot refuses", () => {
  it.each([
    ["candidates", 0],
    ["maxApplies", Number.NaN],
    ["replyBeam", 1.5],
    ["horizon", -1],
    ["evaluationScale", 0],
    ["overrule", -1],
    ["timeMs", -5],
  ])("%s = %s with a RangeError that names it", (key, value) => {
    expect(() => lookaheadBot(scoreEvaluation(stash), { [key]: value })).toThrow(new RegExp(`^lookahead: ${key} must be `));
  });

  it("a bad option inside `solo`, naming it", () => {
    expect(() => lookaheadBot(scoreEvaluation(stash), { solo: { horizon: 0 } })).toThrow(/^lookahead \(solo\): horizon must be /);
  });

  it("a game with hidden information but no redrawHidden", () => {
    const { redrawHidden: _redraw, ...blind } = stash;
    const created = createMatch(blind as AnyGame, blind.defaultConfig(2), 5);
    if (either.isLeft(created)) throw new Error(created.left.message);
    expect(() => lookaheadBot(scoreEvaluation(blind as AnyGame), { seed: 1 }).choose(created.right, 0)).toThrow(/declares hidden information but has no redrawHidden/);
  });
});
