/**
 * The frozen `reference` bot of issue 29 (bench/reference): it plays seeded games of each title
 * exactly as recorded when it was frozen (tests/bots/reference-actions.json), so it stays put while
 * the package's bots and evaluations change. And the package's greedy bot, with the titles' own
 * evaluations and `chanceWidth: Infinity` (every plan that draws followed past the draw, as the
 * reference did), still makes the same choices in those games of Walking in Burano and Murano: a
 * speed-up of the planner or of those evaluations must not change what it plays. (Its default
 * `chanceWidth` does change some choices: that is measured against the reference in the
 * benchmark, bench/greedy-strength.ts.) Not in Light Masters, whose evaluation is being tuned
 * (issue 29: a stronger greedy bot there is the point, measured against the reference).
 */
import { type Evaluation, botPolicy, greedyBot } from "@laguna/bots";
import { type AnyGame, createMatch, legalActions, outcome, playout, uniformRandomPolicy } from "@laguna/core";
import { either } from "fp-ts";
import { evaluate as lightMastersEvaluate, game as lightMasters } from "@laguna/murano-light-masters";
import { evaluate as muranoEvaluate, game as murano } from "@laguna/murano";
import { evaluate as buranoEvaluate, game as burano } from "@laguna/walking-in-burano";
import { describe, expect, it } from "vitest";
import { REFERENCE_GAMES, playIndices } from "../../bench/reference/games";
import { referenceBot, referenceEvaluation } from "../../bench/reference/index";
import recorded from "./reference-actions.json";

const yieldToLoop = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const titles: Record<string, { game: AnyGame; evaluate: Evaluation<any> }> = {
  [burano.id]: { game: burano, evaluate: buranoEvaluate },
  [murano.id]: { game: murano, evaluate: muranoEvaluate },
  [lightMasters.id]: { game: lightMasters, evaluate: lightMastersEvaluate },
};

describe.each(REFERENCE_GAMES.map((spec) => [spec.gameId, spec.seed, spec] as const))("%s, game %i", (gameId, seed, spec) => {
  const title = titles[gameId];
  const expected = recorded.find((r) => r.gameId === gameId && r.seed === seed)?.indices;
  it("was recorded", () => {
    expect(title).toBeDefined();
    expect(expected?.length).toBeGreaterThan(0);
  });
  it("the reference plays the recorded actions", async () => {
    if (title === undefined || expected === undefined) return;
    const played = await playIndices(title.game, spec, (s) => referenceBot(gameId, { seed: 10 + s, ...spec.options }), yieldToLoop);
    expect(played).toEqual(expected);
  });
  it.skipIf(gameId === lightMasters.id)("the package's greedy bot makes the same choices", async () => {
    if (title === undefined || expected === undefined) return;
    const played = await playIndices(title.game, spec, (s) => greedyBot(title.evaluate, { seed: 10 + s, chanceWidth: Number.POSITIVE_INFINITY, ...spec.options }), yieldToLoop);
    expect(played).toEqual(expected);
  });
});

// The evaluations of Walking in Burano and Murano give exactly the frozen values (a speed-up must
// not change a value: the greedy bot compares them for equality when it breaks ties), on every
// state of seeded random games, for every seat, including the states one action further.
describe.each([burano.id, murano.id])("%s: the evaluation gives the frozen values", (gameId) => {
  for (const [players, seed] of [
    [2, 1],
    [2, 2],
    [3, 3],
    [4, 4],
  ] as const) {
    it(`${players} players, random game ${seed}`, async () => {
      const title = titles[gameId];
      if (title === undefined) throw new Error(gameId);
      const frozen = referenceEvaluation(gameId);
      const created = createMatch(title.game, title.game.defaultConfig(players), seed);
      if (either.isLeft(created)) throw new Error(created.left.message);
      let match = created.right;
      let compared = 0;
      for (let step = 0; step < 400 && outcome(match) === undefined; step++) {
        for (let seat = 0; seat < players; seat++) expect(title.evaluate(match.state, seat)).toBe(frozen(match.state, seat));
        for (let seat = 0; seat < players; seat++) {
          for (const action of legalActions(match, seat).slice(0, 8)) {
            const next = title.game.apply(match.state, seat, action);
            if (either.isRight(next)) {
              expect(title.evaluate(next.right, seat)).toBe(frozen(next.right, seat));
              compared++;
            }
          }
        }
        const played = playout(match, uniformRandomPolicy(seed * 1000 + step), 1);
        if (either.isLeft(played)) throw new Error(played.left.message);
        match = played.right;
        if (step % 50 === 49) await yieldToLoop();
      }
      expect(compared).toBeGreaterThan(100);
    });
  }
});

// The same on the states of seeded two- and three-player Murano games between light greedy bots,
// which reach the late game (gondoliers placed, cards scored, the end triggered) that random games
// seldom do, and whose search fills the evaluation's memos with boards that differ from the
// game's only here and there (what the evaluation keeps per island contents), before each state
// is compared.
describe("murano: the evaluation gives the frozen values on the states of greedy games", () => {
  for (const [players, seed] of [
    [2, 11],
    [3, 12],
  ] as const) {
    it(`${players} players, game ${seed}`, async () => {
      const frozen = referenceEvaluation(murano.id);
      const created = createMatch(murano as unknown as AnyGame, murano.defaultConfig(players), seed);
      if (either.isLeft(created)) throw new Error(created.left.message);
      const bots = Array.from({ length: players }, (_, s) => greedyBot(muranoEvaluate, { seed: seed * 10 + s, beamWidth: 2, maxDepth: 6, samples: 1 }));
      const policy = botPolicy(bots);
      let match = created.right;
      let compared = 0;
      let ended = false;
      for (let step = 0; step < 1500 && !ended; step++) {
        for (let seat = 0; seat < players; seat++) {
          expect(muranoEvaluate(match.state, seat)).toBe(frozen(match.state, seat));
          for (const action of legalActions(match, seat).slice(0, 8)) {
            const next = murano.apply(match.state, seat, action);
            if (either.isRight(next)) {
              expect(muranoEvaluate(next.right, seat)).toBe(frozen(next.right, seat));
              compared++;
            }
          }
        }
        ended = outcome(match) !== undefined;
        if (ended) break;
        const played = playout(match, policy, 1);
        if (either.isLeft(played)) throw new Error(played.left.message);
        match = played.right;
        if (step % 25 === 24) await yieldToLoop();
      }
      expect(ended).toBe(true);
      expect(compared).toBeGreaterThan(500);
    });
  }
});

// chanceWidth bounds the work of a decision where many plans draw (in Walking in Burano, acquiring
// refills the supply from a deck): with a width of 1 only one of them is followed past the draw,
// so along a random game's first actions no decision takes more rule steps than with every one
// followed, and some take less than half.
describe("greedy's chanceWidth", () => {
  it("follows fewer plans past a draw, so a decision where every action draws takes fewer rule steps", () => {
    let applies = 0;
    const counted = Object.assign(Object.create(burano) as AnyGame, {
      apply: (...args: Parameters<AnyGame["apply"]>) => {
        applies++;
        return burano.apply(...(args as Parameters<typeof burano.apply>));
      },
    });
    const created = createMatch(counted, counted.defaultConfig(2), 5);
    if (either.isLeft(created)) throw new Error(created.left.message);
    let match = created.right;
    let fewer = 0;
    for (let i = 0; i < 12 && outcome(match) === undefined; i++) {
      const seat = legalActions(match, 0).length > 0 ? 0 : 1;
      const steps = (chanceWidth: number): number => {
        applies = 0;
        const index = greedyBot(buranoEvaluate, { seed: 1, chanceWidth }).chooseIndex(match, seat);
        expect(index).toBeLessThan(legalActions(match, seat).length);
        return applies;
      };
      const all = steps(Number.POSITIVE_INFINITY);
      const one = steps(1);
      expect(one).toBeLessThanOrEqual(all);
      if (one < all / 2) fewer++;
      const played = playout(match, uniformRandomPolicy(i), 1);
      if (either.isLeft(played)) throw new Error(played.left.message);
      match = played.right;
    }
    expect(fewer).toBeGreaterThan(0);
  });
});
