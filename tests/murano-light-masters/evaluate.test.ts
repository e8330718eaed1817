/**
 * The state evaluation (`evaluate`, issue 9 item 2): pure, monotone in what the rules reward (Lira,
 * a creation nearer completion), blind to the other hands, finite on every state of seeded games;
 * and a short seeded smoke test that a light greedy bot using it empties its hand (the game ends
 * by the printed rule, not the round limit) and beats the random bot.
 */
import { botPolicy, greedyBot, randomBot } from "@laguna/bots";
import { createMatch, outcome, playout } from "@laguna/core";
import {
  type LightMastersState,
  apply,
  defaultConfig,
  evaluate,
  evaluationTerms,
  game,
  redrawHidden,
  setup,
  lightMasters,
} from "@laguna/murano-light-masters";
import { deepFreeze } from "@laguna/testing";
import { either } from "fp-ts";
import { describe, expect, it } from "vitest";
import { arrange } from "./fixtures";
import { lcg } from "./policy";

/** The states of a seeded uniformly random game, at most `steps` of them. */
function randomGame(players: number, seed: number, steps: number): LightMastersState[] {
  const rnd = lcg(seed);
  let s = setup(defaultConfig(players), seed);
  const states = [s];
  for (let k = 0; k < steps && s.phase !== "GameOver"; k++) {
    const legal = lightMasters.legalActions(s, s.pending?.seat ?? s.current);
    const next = apply(s, s.pending?.seat ?? s.current, legal[Math.floor(rnd() * legal.length)] as (typeof legal)[number]);
    if (either.isLeft(next)) throw new Error(next.left.message);
    s = next.right;
    states.push(s);
  }
  return states;
}

describe("evaluate", () => {
  it("is pure: the same value on a deep-frozen state, twice, as on a copy", () => {
    for (const s of randomGame(3, 11, 120).filter((_, i) => i % 10 === 0)) {
      const copy = structuredClone(s);
      const frozen = deepFreeze(structuredClone(s));
      for (let seat = 0; seat < 3; seat++) {
        const v = evaluate(frozen, seat);
        expect(evaluate(frozen, seat)).toBe(v);
        expect(evaluate(copy, seat)).toBe(v);
      }
      expect(copy).toEqual(s);
    }
  });

  it("is the sum of its terms, and at the end of the game just the Lira", () => {
    const s = setup(defaultConfig(2), 1);
    const t = evaluationTerms(s, 0);
    expect(t.total).toBe(t.lira + t.hand + t.crowding + t.advantages + t.tempo);
    expect(evaluate(s, 0)).toBe(t.total);
    expect(t.lira).toBe(4);
    expect(t.hand).toBeGreaterThan(0);
    const over: LightMastersState = { ...s, phase: "GameOver", players: s.players.map((p, i) => ({ ...p, lira: 10 + i, workbench: { R: 3, Y: 2, G: 2, B: 1, W: 0 } })) };
    expect(evaluate(over, 0)).toBe(10);
    expect(evaluate(over, 1)).toBe(11);
  });

  it("is higher with more Lira, all else equal", () => {
    const base = { phase: "P2" as const, hand: { 0: ["HOU-1", "JEW-2", "ART-3"] }, workbench: { 0: "GGY" } };
    const poor = arrange({ ...base, lira: { 0: 4 } });
    const rich = arrange({ ...base, lira: { 0: 9 } });
    expect(evaluate(rich, 0) - evaluate(poor, 0)).toBeCloseTo(5);
  });

  it("is higher for a creation nearer completion, all else equal", () => {
    // HOU-1 needs G G G R.
    const hand = { 0: ["HOU-1", "JEW-2", "ART-3"] };
    const at = (workbench: string) => evaluate(arrange({ phase: "P2", hand, workbench: { 0: workbench } }), 0);
    expect(at("G")).toBeGreaterThan(at(""));
    expect(at("GG")).toBeGreaterThan(at("G"));
    expect(at("GGG")).toBeGreaterThan(at("GG"));
    expect(at("GGGR")).toBeGreaterThan(at("GGG"));
    expect(at("GGGW")).toBeGreaterThan(at("GGG")); // W is wild
    // The fragments the first card needs count more than ones it does not.
    expect(at("GGR")).toBeGreaterThan(at("YBB"));
    // A payable first card counts less than the same card completed (completing always pays).
    const ready = arrange({ phase: "P2", hand, workbench: { 0: "GGGR" } });
    const done = apply(ready, 0, { type: "complete", payment: { R: 1, Y: 0, G: 3, B: 0, W: 0 } });
    if (either.isLeft(done)) throw new Error(done.left.message);
    expect(evaluate(done.right, 0)).toBeGreaterThan(evaluate(ready, 0));
  });

  it("puts a payable card first: the hand order counts", () => {
    // ART-3 needs B B G G; HOU-1 needs G G G R.
    const front = arrange({ phase: "P2", hand: { 0: ["ART-3", "HOU-1"] }, workbench: { 0: "BBGG" } });
    const back = arrange({ phase: "P2", hand: { 0: ["HOU-1", "ART-3"] }, workbench: { 0: "BBGG" } });
    expect(evaluate(front, 0)).toBeGreaterThan(evaluate(back, 0) + 1); // worth a Reorder's 1Ł
  });

  it("reads no hidden information: the same for every re-draw of the other hands", () => {
    for (const s of randomGame(4, 5, 150).filter((_, i) => i % 15 === 0)) {
      for (let seat = 0; seat < 4; seat++) {
        for (const k of [1, 2, 3]) expect(evaluate(redrawHidden(s, seat, k), seat)).toBe(evaluate(s, seat));
      }
    }
  });

  it.each([2, 3, 4])("is finite on every state of seeded random %i-player games", (players) => {
    for (const seed of [1, 2, 3]) {
      for (const s of randomGame(players, seed, 600)) {
        for (let seat = 0; seat < players; seat++) expect(Number.isFinite(evaluate(s, seat))).toBe(true);
      }
    }
  });
});

describe("a greedy bot with evaluate, two players", () => {
  it("empties its hand (the printed end, not the round limit) and beats the random bot, seats swapped", () => {
    for (let i = 0; i < 2; i++) {
      const greedy = greedyBot(evaluate, { seed: i, beamWidth: 3, samples: 1, maxDepth: 6 });
      const random = randomBot({ seed: 100 + i });
      const seat = i % 2;
      // A round limit far beyond reach: the game must end because a hand is empty.
      const created = createMatch(game, { ...game.defaultConfig(2), roundLimit: 1000 }, 4000 + i);
      if (either.isLeft(created)) throw new Error(created.left.message);
      const played = playout(created.right, botPolicy(seat === 0 ? [greedy, random] : [random, greedy]), 5_000);
      if (either.isLeft(played)) throw new Error(played.left.message);
      const state = played.right.state as LightMastersState;
      expect(state.phase).toBe("GameOver");
      expect(state.endTriggered).toBe(true);
      expect(state.players[seat]?.hand).toEqual([]);
      expect(outcome(played.right)?.winners).toEqual([seat]);
    }
  });
});
