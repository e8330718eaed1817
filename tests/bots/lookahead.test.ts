/**
 * The lookahead bot (issue 29): it keeps secrets (the bot secrecy law, on the fixtures and the
 * three titles), it is deterministic, its work budget bounds a decision, it refuses bad options
 * and games it could only cheat at, and with one candidate it is the greedy planner's choice.
 */
import { type AnyGame, activePlayers, createMatch, legalActions, outcome, playout } from "@laguna/core";
import { type Bot, botPolicy, greedyBot, lookaheadBot, randomBot, scoreEvaluation } from "@laguna/bots";
import { game as lightMasters, evaluate as lightMastersEvaluate } from "@laguna/murano-light-masters";
import { game as murano, evaluate as muranoEvaluate } from "@laguna/murano";
import { checkBotSecrecy } from "@laguna/testing";
import { game as burano } from "@laguna/walking-in-burano";
import { either } from "fp-ts";
import { describe, expect, it } from "vitest";
import { counted } from "../support/counted-game";
import { type LockState, lock } from "../fixtures/lock";
import { stash } from "../fixtures/stash";
import { TurnPlanner } from "../../packages/bots/src/greedy";
import { believedWorld, determinize, isChanceStep } from "../../packages/bots/src/search";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
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

/** A Walking in Burano position `steps` random actions into a game of `players` seats, on the given game object. */
function buranoPosition(game: AnyGame, players: number, steps: number) {
  const created = createMatch(game, game.defaultConfig(players), 17);
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

describe("lookaheadBot with followPlans", () => {
  it("plans a turn once inside a sample: more samples in the same budget", () => {
    const base = burano as AnyGame;
    const match = buranoPosition(base, 1, 6);
    expect(legalActions(match, 0).length).toBeGreaterThan(1);
    /** How many times the bot re-draws the root state: its planner's 4 made-up states, then once per pass of samples. */
    const roots = (followPlans: boolean): number => {
      let n = 0;
      const redrawHidden: AnyGame["redrawHidden"] = (state, viewer, seed) => {
        if (state === match.state) n++;
        return (base.redrawHidden as NonNullable<AnyGame["redrawHidden"]>)(state, viewer, seed);
      };
      const game = { ...base, redrawHidden };
      const bot = lookaheadBot(scoreEvaluation(game), { seed: 4, maxApplies: 20_000, horizon: 3, replyBeam: 2, followPlans });
      expect(legalActions(match, 0)).toContain(bot.choose({ ...match, game }, 0));
      return n;
    };
    const planned = roots(false);
    expect(planned).toBeGreaterThan(4);
    expect(roots(true)).toBeGreaterThan(1.3 * planned);
  });

  it("is off by default, and keeps secrets on", () => {
    const match = lightMastersPosition(lightMasters as AnyGame);
    const seat = activePlayers(match)[0] as number;
    const choices = (followPlans?: boolean) =>
      [1, 2, 3, 4].map((seed) => lookaheadBot(lightMastersEvaluate, { seed, maxApplies: 3_000, ...(followPlans === undefined ? {} : { followPlans }) }).chooseIndex(match, seat));
    expect(choices()).toEqual(choices(false));
    const bot = lookaheadBot(scoreEvaluation(burano as AnyGame), { seed: 5, ...small, maxApplies: 800, followPlans: true });
    expect(checkBotSecrecy(burano as AnyGame, bot, { configs: [burano.defaultConfig(1), burano.defaultConfig(2)], games: 1, statesPerGame: 2 })).toBeGreaterThan(0);
  });

  it("follows plans whose actions are legal in turn: a turn planner's rest of the turn, up to the first draw", () => {
    const game = burano as AnyGame;
    let checked = 0;
    for (const [players, steps] of [[1, 0], [1, 6], [1, 11], [2, 5], [2, 9]] as const) {
      const match = buranoPosition(game, players, steps);
      const seat = activePlayers(match)[0] as number;
      const legal = legalActions(match, seat);
      const planner = new TurnPlanner(game, seat, players, scoreEvaluation(game), xoroshiro128plus(7), undefined, () => false, 1, "evaluation");
      const { choice, rest } = planner.planTurn([match.state], legal, 2, 12);
      let state = match.state;
      const line = [legal[choice], ...rest];
      for (let k = 0; k < line.length; k++) {
        const applied = game.apply(state, seat, line[k]);
        expect(either.isRight(applied)).toBe(true);
        if (either.isLeft(applied)) break;
        // Only the line's last action may draw: past a draw, a made-up state goes its own way.
        if (k < line.length - 1) expect(isChanceStep(game, state, seat, line[k], applied.right)).toBe(false);
        state = applied.right;
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});

describe("lookaheadBot with settle", () => {
  it("ends a decision early where every sample agrees (nothing left to draw), and spends the budget where they differ", () => {
    // Tic-tac-toe has no hidden information or chance: a candidate's samples differ at most by the
    // planners' seeded tie-breaks, so its decisions settle after a few passes.
    const created = createMatch(ticTacToe, ticTacToe.defaultConfig(2), 1);
    if (either.isLeft(created)) throw new Error(created.left.message);
    const { game, count, reset } = counted(ticTacToe as AnyGame);
    const match = { ...created.right, game };
    const steps = (settle?: number): number => {
      reset();
      const bot = lookaheadBot(scoreEvaluation(game), { seed: 1, maxApplies: 5_000, ...(settle === undefined ? {} : { settle }) });
      expect(legalActions(match, 0)).toContain(bot.choose(match, 0));
      return count();
    };
    const spent = steps();
    expect(spent).toBeGreaterThan(5_000);
    expect(steps(3)).toBeLessThan(spent / 4);
    // In Light Masters the samples differ: a settle this strict never ends a decision early.
    const lm = counted(lightMasters as AnyGame);
    const position = lightMastersPosition(lm.game);
    const seat = activePlayers(position)[0] as number;
    const used = (settle?: number): number => {
      lm.reset();
      lookaheadBot(lightMastersEvaluate, { seed: 2, maxApplies: 6_000, ...(settle === undefined ? {} : { settle }) }).chooseIndex(position, seat);
      return lm.count();
    };
    expect(used(1_000)).toBe(used());
  });

  it("takes the same choices as without it where no decision settles", () => {
    const match = lightMastersPosition(lightMasters as AnyGame);
    const seat = activePlayers(match)[0] as number;
    const choices = (settle?: number) =>
      [1, 2, 3, 4].map((seed) => lookaheadBot(lightMastersEvaluate, { seed, maxApplies: 3_000, ...(settle === undefined ? {} : { settle }) }).chooseIndex(match, seat));
    expect(choices(1_000)).toEqual(choices());
  });
});

describe("lookaheadBot's solo options", () => {
  /** Rule steps one decision takes in a Walking in Burano game of `players` seats, a few turns in. */
  function stepsAt(players: number, options: Parameters<typeof lookaheadBot>[1]): number {
    const { game, count, reset } = counted(burano as AnyGame);
    const position = buranoPosition(game, players, 6);
    const seat = activePlayers(position)[0] as number;
    expect(legalActions(position, seat).length).toBeGreaterThan(1);
    reset();
    expect(legalActions(position, seat)).toContain(lookaheadBot(scoreEvaluation(game), options).choose(position, seat));
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

describe("lookaheadBot with endgame", () => {
  /** A misleading evaluation: it likes zeros, and the combination is all ones. */
  const zeros = (s: LockState) => s.digits.filter((d) => d === 0).length;
  /** The points a lookahead bot with these options opens the lock with. */
  const opened = (options: Parameters<typeof lookaheadBot>[1]) => {
    const created = createMatch(lock, lock.defaultConfig(1), 1);
    if (either.isLeft(created)) throw new Error(created.left.message);
    const played = playout(created.right, botPolicy(lookaheadBot(zeros, options)));
    if (either.isLeft(played)) throw new Error(played.left.message);
    return outcome(played.right)?.scores[0];
  };

  it("tries every line of the turn where a sample ended the game, forced steps after it included, and takes the best", () => {
    // The search alone is misled: its planners and the player inside its samples all set zeros.
    for (const seed of [0, 1, 2]) {
      expect(opened({ seed, maxApplies: 200 })).toBe(0);
      expect(opened({ seed, maxApplies: 200, endgame: 100 })).toBe(10);
    }
  });

  it("leaves a turn too wide to try whole within its steps to the search", () => {
    expect(opened({ seed: 0, maxApplies: 200, endgame: 2 })).toBe(0);
  });

  it("keeps secrets on, in Walking in Burano solo and two-player", () => {
    const bot = lookaheadBot(scoreEvaluation(burano as AnyGame), { seed: 5, ...small, maxApplies: 800, endgame: 400 });
    expect(checkBotSecrecy(burano as AnyGame, bot, { configs: [burano.defaultConfig(1), burano.defaultConfig(2)], games: 1, statesPerGame: 2 })).toBeGreaterThan(0);
  });
});

describe("lookaheadBot with judge", () => {
  it("judges the samples by it, and the planners still by evaluate", () => {
    const match = lightMastersPosition(lightMasters as AnyGame);
    const seat = activePlayers(match)[0] as number;
    const options = { seed: 9, maxApplies: 4_000 } as const;
    let judged = 0;
    const judge = (s: Parameters<typeof lightMastersEvaluate>[0], i: number) => {
      judged++;
      return lightMastersEvaluate(s, i);
    };
    let evaluated = 0;
    const evaluate = (s: Parameters<typeof lightMastersEvaluate>[0], i: number) => {
      evaluated++;
      return lightMastersEvaluate(s, i);
    };
    // The same values as the default: the same choice.
    const plain = lookaheadBot(lightMastersEvaluate, options).chooseIndex(match, seat);
    expect(lookaheadBot(evaluate, { ...options, judge }).chooseIndex(match, seat)).toBe(plain);
    const withJudge = { judged, evaluated };
    expect(withJudge.judged).toBeGreaterThan(0);
    // Without a judge, evaluate judges the samples too: it is called once more per seat and sample judged.
    evaluated = 0;
    expect(lookaheadBot(evaluate, options).chooseIndex(match, seat)).toBe(plain);
    expect(evaluated).toBe(withJudge.evaluated + withJudge.judged);
  });
});

describe("the belief over made-up states (beliefDraws)", () => {
  /** A Murano position 60 actions into a two-player game between light greedy bots. */
  const muranoPosition = () => {
    const created = createMatch(murano as AnyGame, murano.defaultConfig(2), 23);
    if (either.isLeft(created)) throw new Error(created.left.message);
    const played = playout(created.right, botPolicy(greedyBot(muranoEvaluate, { seed: 4, beamWidth: 2, samples: 1 })), 60);
    if (either.isLeft(played)) throw new Error(played.left.message);
    return played.right;
  };

  it("with one draw is the plain made-up state", () => {
    const match = lightMastersPosition(lightMasters as AnyGame);
    expect(believedWorld(lightMasters as AnyGame, match.state, 0, 77, 2, lightMastersEvaluate as never, 1, 5)).toEqual(determinize(lightMasters as AnyGame, match.state, 0, 77));
  });

  it("takes the draw where the other seat's hidden parts fit its play best when sharp, and any draw when flat", () => {
    const match = muranoPosition();
    const game = murano as AnyGame;
    const other = (s: unknown) => muranoEvaluate(s as never, 1);
    const taken = (draws: number, sharpness: number, seed: number) => other(believedWorld(game, match.state, 0, seed, 2, muranoEvaluate as never, draws, sharpness));
    const seeds = Array.from({ length: 12 }, (_, k) => 900 + k);
    const plain = seeds.map((k) => taken(1, 1, k));
    const sharp = seeds.map((k) => taken(8, 1_000, k));
    // Sharp: the best of 8 draws, never below the first draw (which is the plain one).
    seeds.forEach((_, i) => expect(sharp[i]).toBeGreaterThanOrEqual(plain[i] as number));
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(sharp)).toBeGreaterThan(mean(plain));
    // Flat (sharpness 0): a uniform pick among the draws, so not always the best.
    expect(seeds.some((k, i) => taken(8, 0, k) < (sharp[i] as number))).toBe(true);
  });

  it("keeps the bot's secrets", () => {
    const bot = lookaheadBot(lightMastersEvaluate, { seed: 5, ...small, maxApplies: 800, beliefDraws: 4 });
    expect(checkBotSecrecy(lightMasters as AnyGame, bot, { configs: [lightMasters.defaultConfig(2)], games: 1, statesPerGame: 3 })).toBeGreaterThan(0);
    const muranoBot = lookaheadBot(muranoEvaluate, { seed: 5, ...small, maxApplies: 800, beliefDraws: 4 });
    expect(checkBotSecrecy(murano as AnyGame, muranoBot, { configs: [murano.defaultConfig(2)], games: 1, statesPerGame: 2 })).toBeGreaterThan(0);
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
    ["settle", -1],
    ["endgame", -1],
    ["timeMs", -5],
    ["beliefDraws", 0],
    ["beliefSharpness", -1],
  ])("%s = %s with a RangeError that names it", (key, value) => {
    expect(() => lookaheadBot(scoreEvaluation(stash), { [key]: value })).toThrow(new RegExp(`^lookahead: ${key} must be `));
  });

  it("followPlans that is not true or false, naming it", () => {
    expect(() => lookaheadBot(scoreEvaluation(stash), { followPlans: "yes" as unknown as boolean })).toThrow(/^lookahead: followPlans must be true or false, not yes\.$/);
    expect(() => lookaheadBot(scoreEvaluation(stash), { solo: { followPlans: 1 as unknown as boolean } })).toThrow(/^lookahead \(solo\): followPlans must be true or false/);
  });

  it("a judge that is not a function, naming it", () => {
    expect(() => lookaheadBot(scoreEvaluation(stash), { judge: 3 as unknown as () => number })).toThrow(/^lookahead: judge must be a function/);
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
