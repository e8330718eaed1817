/**
 * The state evaluation for bots (`evaluate`): pure, monotone in what the rules reward, symmetric
 * between seats, finite everywhere, exact once the game is over; and a seeded smoke test that a
 * greedy bot playing by it beats weaker players in a few games. The full strength figures belong to
 * the bots benchmark, not to `npm test`.
 */
import { type Bot, botPolicy, greedyBot, randomBot, scoreEvaluation } from "@laguna/bots";
import { createMatch, outcome, playout } from "@laguna/core";
import { deepFreeze } from "@laguna/testing";
import { either } from "fp-ts";
import { describe, expect, it, vi } from "vitest";
import type { Area } from "../../packages/walking-in-burano/src/area";
import { defaultConfig } from "../../packages/walking-in-burano/src/config";
import { evaluate } from "../../packages/walking-in-burano/src/evaluate";
import { game } from "../../packages/walking-in-burano/src/game";
import type { BuranoState, Player } from "../../packages/walking-in-burano/src/state";
import { MAISHERLY, area, house } from "./fixtures";
import { randomGame } from "./random-game";

/** A state of a `players`-player game with the given players' parts (the rest from setup). */
function withPlayers(players: number, parts: readonly Partial<Player>[], patch: Partial<BuranoState> = {}): BuranoState {
  const base = game.setup(defaultConfig(players), 11);
  return deepFreeze({
    ...base,
    ...patch,
    players: base.players.map((p, i) => ({ ...p, ...(parts[i] ?? {}) })),
  });
}

const PINK_HOUSE = ["F1-PNK-3", "F2-PNK-1", "F3-PNK-1"] as const;

describe("evaluate", () => {
  it("is pure: the same value twice on a deep-frozen state, which it leaves alone", () => {
    for (const s of randomGame(2, 5).filter((_, i) => i % 20 === 0)) {
      const frozen = deepFreeze(structuredClone(s));
      const before = JSON.stringify(frozen);
      for (const seat of [0, 1]) expect(evaluate(frozen, seat)).toBe(evaluate(frozen, seat));
      expect(JSON.stringify(frozen)).toBe(before);
    }
  });

  it("does not depend on what it judged before: the same values in reverse order, with fresh caches", async () => {
    // Its caches know an area by a key built from its contents: two different areas taken for one
    // would give one of them the other's facts, and which one depends on the order.
    const states = [...randomGame(1, 7), ...randomGame(2, 8), ...randomGame(3, 9)];
    expect(states.length).toBeGreaterThan(300);
    const forward = states.map((s) => s.players.map((_, seat) => evaluate(s, seat)));
    vi.resetModules();
    const fresh = (await import("../../packages/walking-in-burano/src/evaluate")).evaluate;
    expect(fresh).not.toBe(evaluate);
    const backward = [...states].reverse().map((s) => s.players.map((_, seat) => fresh(s, seat))).reverse();
    expect(backward).toEqual(forward);
  });

  it("is finite on every state of seeded random games, for every player count", () => {
    for (const players of [1, 2, 3, 4]) {
      for (const seed of [1]) {
        for (const s of randomGame(players, seed)) {
          for (let seat = 0; seat < players; seat++) expect(Number.isFinite(evaluate(s, seat))).toBe(true);
        }
      }
    }
  });

  it("is the final score once the game is over", () => {
    for (const players of [1, 2, 3]) {
      const states = randomGame(players, 3);
      const last = states[states.length - 1] as BuranoState;
      const result = game.outcome(last);
      if (result === undefined) continue; // cut by our step budget: nothing to compare
      for (let seat = 0; seat < players; seat++) expect(evaluate(last, seat)).toBe(result.scores[seat]);
    }
  });

  it("rates a seat higher for more points scored, all else equal", () => {
    // Both have one complete pink house: the Woman scores its 9 flowers + 2, the Man its 1 plant + 2.
    const woman = area([house(PINK_HOUSE, "T-WOMAN-1")]);
    const man = area([house(PINK_HOUSE, "T-MAN-1")]);
    const s = withPlayers(2, [{ area: woman }, { area: man }], { current: 0, startPlayer: 0 });
    expect(evaluate(s, 0)).toBeGreaterThan(evaluate(s, 1));
    // And for a regulatory bonus token more (3 points at the end).
    const tokens = withPlayers(1, [{ area: woman, tokens: 4 }]);
    expect(evaluate(tokens, 0)).toBeGreaterThan(evaluate(withPlayers(1, [{ area: woman, tokens: 3 }]), 0));
  });

  it("rates a nearer-complete house higher, all else equal", () => {
    const two = area([house(["F1-PNK-3", "F2-PNK-1", null])]);
    const one = area([house(["F1-PNK-3", null, null])]);
    for (const players of [1, 2]) {
      const solo = players === 1;
      const a = withPlayers(players, solo ? [{ area: two }] : [{ area: two }, { area: one }], { current: 0, startPlayer: 0 });
      const b = withPlayers(players, solo ? [{ area: one }] : [{ area: one }, { area: two }], { current: 0, startPlayer: 0 });
      expect(evaluate(a, 0)).toBeGreaterThan(evaluate(b, 0));
    }
  });

  it("counts the closed-window penalty the rules give (solo: always your own count)", () => {
    const clean = area([house(["F1-PNK-3", null, null])]);
    const shuttered = area([house(["F1-PNK-4", null, null])]); // same symbols but a plant for a flower, and 1 closed window
    const s = (a: Area) => withPlayers(1, [{ area: a }], { phase: "over" });
    expect(evaluate(s(shuttered), 0)).toBe(evaluate(s(clean), 0) - 1);
  });

  it("is symmetric between seats: swapping two seats' parts swaps their values", () => {
    // Three players, seat 2 on turn: seats 0 and 1 both still play this round.
    const a = MAISHERLY;
    const b = area([house(["F1-RED-4", "F2-RED-3", null]), house(["F1-BLU-4", null, null])]);
    const pa: Partial<Player> = { area: a, coins: 2, tokens: 3, hand: ["F2-GRN-1"] };
    const pb: Partial<Player> = { area: b, coins: 5, tokens: 4, hand: [] };
    const patch = { current: 2, startPlayer: 2 } as const;
    const s = withPlayers(3, [pa, pb], patch);
    const swapped = withPlayers(3, [pb, pa], patch);
    expect(evaluate(s, 0)).toBeCloseTo(evaluate(swapped, 1), 9);
    expect(evaluate(s, 1)).toBeCloseTo(evaluate(swapped, 0), 9);
    // MAISHERLY is the §4.6 area (64 points with the most closed windows): well ahead.
    expect(evaluate(s, 0) - evaluate(s, 1)).toBeGreaterThan(10);
  });
});

/** Small enough for a quick test, still a whole-turn planner. */
const LIGHT = { beamWidth: 2, samples: 1, maxDepth: 5 } as const;
const turnEnds = (before: BuranoState, after: BuranoState) => after.turns !== before.turns;

function play(players: number, seed: number, bots: readonly Bot<BuranoState>[]) {
  const created = createMatch(game, defaultConfig(players), seed);
  if (either.isLeft(created)) throw new Error(created.left.message);
  const played = playout(created.right, botPolicy(bots), 5_000);
  if (either.isLeft(played)) throw new Error(played.left.message);
  const result = outcome(played.right);
  if (result === undefined) throw new Error(`game ${seed} did not end`);
  return result;
}

describe("greedy by evaluate (seeded smoke test)", () => {
  it("solo: outscores greedy by the running score", () => {
    const score = (bot: Bot<BuranoState>) => play(1, 4000, [bot]).scores[0] ?? 0;
    const ours = score(greedyBot(evaluate, { seed: 1, ...LIGHT, turnEnds }));
    const trivial = score(greedyBot(scoreEvaluation(game), { seed: 1, ...LIGHT, turnEnds }));
    expect(ours).toBeGreaterThan(trivial);
  });

  it("two players: beats the random player, seats swapped", () => {
    for (let i = 0; i < 2; i++) {
      const ours = greedyBot(evaluate, { seed: i, ...LIGHT });
      const random = randomBot({ seed: 10 + i });
      const seat = i % 2;
      const result = play(2, 4100 + i, seat === 0 ? [ours, random] : [random, ours]);
      expect(result.winners, `game ${i}: scores ${result.scores.join(" / ")}, evaluate in seat ${seat}`).toEqual([seat]);
    }
  });
});
