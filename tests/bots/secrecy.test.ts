/**
 * The bot secrecy law (`checkBotSecrecy` of @laguna/testing): it catches cheating bots, and the
 * three bots of @laguna/bots pass it on the fixtures and on all three games. Also the property
 * that makes an honest sampling bot pass at all: every module's redrawHidden is canonical.
 */
import { type Bot, type Evaluation, greedyBot, makeBot, mctsBot, randomBot, scoreEvaluation } from "@laguna/bots";
import { type AnyGame, createMatch, deepEqual, legalActions, playout, seedRng, uniformRandomPolicy } from "@laguna/core";
import { game as lightMasters } from "@laguna/murano-light-masters";
import { game as murano } from "@laguna/murano";
import { BotSecrecyViolation, checkBotSecrecy } from "@laguna/testing";
import { game as burano } from "@laguna/walking-in-burano";
import { either } from "fp-ts";
import { describe, expect, it } from "vitest";
import { type StashState, stash } from "../fixtures/stash";
import { ticTacToe } from "../fixtures/tic-tac-toe";

const GAMES: readonly AnyGame[] = [burano, lightMasters, murano];

/** Cheats at Stash: plays the card at the position given by the sum of the other hands. */
const handPeeker: Bot<StashState> = makeBot("hand peeker", (match, seat, legal) => {
  const others = match.state.players.filter((_, s) => s !== seat).flatMap((p) => p.hand);
  return others.reduce((a, c) => a + c, 0) % legal.length;
});

/** Cheats at any game with a generator: its choice follows the generator state. */
const generatorPeeker: Bot = makeBot("generator peeker", (match, _seat, legal) => {
  const rng = match.game.rng?.get(match.state) ?? [0];
  return Math.abs(rng[0] ?? 0) % legal.length;
});

/** Cheats at any game: its choice follows a hash of the whole state. */
const statePeeker: Bot = makeBot("state peeker", (match, _seat, legal) => {
  const text = JSON.stringify(match.state);
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return Math.abs(h) % legal.length;
});

describe("the bot secrecy law catches cheating bots", () => {
  it("a bot that reads another seat's hand at Stash", () => {
    expect(() => checkBotSecrecy(stash, handPeeker, { games: 2 })).toThrow(BotSecrecyViolation);
    expect(() => checkBotSecrecy(stash, handPeeker, { games: 2 })).toThrow(/hand peeker chose .* cannot tell apart/);
  });

  it("a bot that reads the generator, even when nothing else is re-drawn", () => {
    // A game with chance and nothing else hidden (as if Stash's hands were open): only the generator is a secret.
    const { redrawHidden: _ignored, ...withoutRedraw } = stash;
    const openHands = { ...withoutRedraw, capabilities: { ...stash.capabilities, hiddenInformation: false } };
    expect(() => checkBotSecrecy(openHands, generatorPeeker, { games: 1 })).toThrow(/generator re-seeded/);
    expect(() => checkBotSecrecy(stash, generatorPeeker, { games: 1 })).toThrow(BotSecrecyViolation);
  });

  it.each(GAMES.map((g) => [g.id, g] as const))("a bot that reads the whole state, at %s", (_id, game) => {
    expect(() => checkBotSecrecy(game, statePeeker, { configs: [game.defaultConfig(2)], games: 1, statesPerGame: 8 })).toThrow(
      BotSecrecyViolation,
    );
  });

  it("a bot that returns an illegal action", () => {
    const outOfTurn = { name: "out of turn", choose: () => ({ type: "mark", cell: 99 }) };
    expect(() => checkBotSecrecy(ticTacToe, outOfTurn, { games: 1 })).toThrow(/not a legal action/);
  });

  it("says when a module's redrawHidden is not canonical", () => {
    // A re-draw whose result follows how the hidden cards were arranged (as Stash's did before it
    // sorted its pool): the deck comes out rotated by the real top card.
    const unsorted: typeof stash = {
      ...stash,
      redrawHidden: (s, viewer, seed) => {
        const redrawn = stash.redrawHidden?.(s, viewer, seed) as StashState;
        const turn = (s.deck[0] ?? 0) % Math.max(1, redrawn.deck.length);
        return { ...redrawn, deck: [...redrawn.deck.slice(turn), ...redrawn.deck.slice(0, turn)] };
      },
    };
    // An honest bot that looks at the top of a re-drawn deck.
    const sampler = makeBot("sampler", (match, seat, legal) => {
      const sample = match.game.redrawHidden?.(match.state, seat, 1) as StashState;
      return (sample.deck[0] ?? 0) % legal.length;
    });
    expect(() => checkBotSecrecy(unsorted, sampler, { games: 2 })).toThrow(/not canonical/);
    expect(checkBotSecrecy(stash, sampler, { games: 2 })).toBeGreaterThan(0);
  });
});

describe("every module's redrawHidden is canonical: it depends only on the viewer's view and the seed", () => {
  it.each([stash, ...GAMES].map((g) => [g.id, g] as const))("%s", (_id, game) => {
    const redraw = game.redrawHidden?.bind(game);
    if (redraw === undefined) throw new Error("no redrawHidden");
    for (const players of game.playerCounts) {
      const m = createMatch(game, game.defaultConfig(players), players);
      if (either.isLeft(m)) throw new Error(m.left.message);
      for (const steps of [0, 25, 120]) {
        const played = playout(m.right, uniformRandomPolicy(steps), steps);
        if (either.isLeft(played)) throw new Error(played.left.message);
        const state = played.right.state;
        for (let viewer = 0; viewer < players; viewer++) {
          const other = redraw(state, viewer, 17);
          for (const seed of [1, 2]) {
            const a = game.rng ? game.rng.set(redraw(state, viewer, seed), seedRng(0)) : redraw(state, viewer, seed);
            const b = game.rng ? game.rng.set(redraw(other, viewer, seed), seedRng(0)) : redraw(other, viewer, seed);
            expect(deepEqual(a, b), `${players}p, step ${steps}, viewer ${viewer}, seed ${seed}`).toBe(true);
          }
        }
      }
    }
  });
});

const honest = <S>(evaluate: Evaluation<S>): Bot<S>[] => [
  randomBot({ seed: 5 }),
  greedyBot(evaluate, { seed: 5, beamWidth: 3, samples: 2, maxDepth: 4 }),
  mctsBot({ seed: 5, iterations: 40, evaluate, rolloutDepth: 6 }),
];

describe("the bots keep secrets", () => {
  it("on the fixtures (Stash at 2 to 4 players, tic-tac-toe)", () => {
    for (const bot of honest(scoreEvaluation(stash))) {
      expect(checkBotSecrecy(stash, bot, { games: 2, statesPerGame: 3 }), bot.name).toBeGreaterThan(0);
    }
    for (const bot of honest(scoreEvaluation(ticTacToe))) {
      expect(checkBotSecrecy(ticTacToe, bot, { games: 1, statesPerGame: 3 }), bot.name).toBeGreaterThan(0);
    }
  });

  it.each(GAMES.map((g) => [g.id, g] as const))("on %s", (_id, game) => {
    const configs = game.playerCounts.includes(1) ? [game.defaultConfig(1), game.defaultConfig(2)] : [game.defaultConfig(2)];
    for (const bot of honest(scoreEvaluation(game))) {
      expect(checkBotSecrecy(game, bot, { configs, games: 1, statesPerGame: 3 }), bot.name).toBeGreaterThan(0);
    }
  });

  it("the chosen action is the same object as the legal action listed", () => {
    const m = createMatch(stash, stash.defaultConfig(2), 1);
    if (either.isLeft(m)) throw new Error(m.left.message);
    for (const bot of honest(scoreEvaluation(stash))) expect(legalActions(m.right, 0)).toContain(bot.choose(m.right, 0));
  });
});

describe("a game with hidden information but no redrawHidden", () => {
  // Stash without its re-draw: a search could only plan on the real state, other hands included.
  const { redrawHidden: _redraw, ...blind } = stash;
  const match = (() => {
    const created = createMatch(blind, blind.defaultConfig(2), 5);
    if (either.isLeft(created)) throw new Error(created.left.message);
    return created.right;
  })();
  const evaluate: Evaluation<StashState> = scoreEvaluation(blind as AnyGame) as Evaluation<StashState>;

  it("the searching bots refuse to play it, saying why, instead of reading the other hands", () => {
    expect(legalActions(match, 0).length).toBeGreaterThan(1);
    expect(() => greedyBot(evaluate, { seed: 1 }).choose(match, 0)).toThrow(/declares hidden information but has no redrawHidden/);
    expect(() => mctsBot({ seed: 1, iterations: 20 }).choose(match, 0)).toThrow(/declares hidden information but has no redrawHidden/);
    expect(() => randomBot({ seed: 1 }).choose(match, 0)).not.toThrow();
  });

  it("the secrecy law says it cannot check a bot on it", () => {
    expect(() => checkBotSecrecy(blind as AnyGame, randomBot({ seed: 1 }), { games: 1 })).toThrow(BotSecrecyViolation);
  });
});
