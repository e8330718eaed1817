/**
 * Murano's state evaluation for the bots (`evaluate`, `estimateParts`): pure, finite, ordered the
 * way the rules say (more VP, more gold, a better card placement), exact at the end, and good
 * enough that a light greedy bot beats the random bot.
 */
import { botPolicy, greedyBot, randomBot } from "@laguna/bots";
import { createMatch, legalActions, act as actMatch, outcome, playout } from "@laguna/core";
import { type MuranoState, bestAssignment, estimateParts, evaluate, game, gameAhead, hasTurnLeft } from "@laguna/murano";
import { deepFreeze } from "@laguna/testing";
import { either } from "fp-ts";
import { describe, expect, it, vi } from "vitest";
import { base, put, takeCharacters, valid, withPlayer } from "./fixtures";

/** Every state of a seeded game between random players (deep-frozen). */
function randomGame(players: 2 | 3 | 4, seed: number): MuranoState[] {
  const created = createMatch(game, game.defaultConfig(players), seed);
  if (either.isLeft(created)) throw new Error(created.left.message);
  let match = created.right;
  const bot = randomBot({ seed });
  const states = [deepFreeze(match.state)];
  for (let i = 0; i < 5_000; i++) {
    const seat = game.activePlayers(match.state)[0];
    if (seat === undefined) break;
    const next = actMatch(match, seat, bot.choose(match, seat));
    if (either.isLeft(next)) throw new Error(next.left.message);
    match = next.right;
    states.push(deepFreeze(match.state));
  }
  return states;
}

const GAMES = [randomGame(2, 11), randomGame(3, 12), randomGame(4, 13)];

describe("evaluate", () => {
  it("is pure: the same value twice on a deep-frozen state, which it leaves unchanged", () => {
    for (const states of GAMES) {
      for (const state of states.filter((_, i) => i % 50 === 0)) {
        const before = JSON.stringify(state);
        for (let seat = 0; seat < state.players.length; seat++) expect(evaluate(state, seat)).toBe(evaluate(state, seat));
        expect(JSON.stringify(state)).toBe(before);
      }
    }
  });

  it("is finite on every state of seeded random games with 2, 3 and 4 players, and the parts add up", () => {
    for (const states of GAMES) {
      expect(states.at(-1)?.step.kind).toBe("over");
      for (const state of states) {
        for (let seat = 0; seat < state.players.length; seat++) {
          const parts = estimateParts(state, seat);
          expect(Number.isFinite(parts.total)).toBe(true);
          expect(parts.total).toBe(evaluate(state, seat));
          const sum = parts.vp + parts.characters + parts.gondoliers + parts.hand + parts.gold + parts.beads + parts.income + parts.specialCards;
          expect(parts.total).toBeCloseTo(sum, 9);
        }
      }
    }
  });

  it("is higher for a seat with more VP, or more gold, all else equal", () => {
    const s = valid(base(2));
    const more = (patch: { vp?: number; gold?: number }) => valid(withPlayer(s, 0, patch));
    expect(evaluate(more({ vp: 9 }), 0)).toBeGreaterThan(evaluate(s, 0));
    expect(evaluate(more({ vp: 9 }), 0) - evaluate(s, 0)).toBeCloseTo(4, 9);
    expect(evaluate(more({ gold: 8 }), 0)).toBeGreaterThan(evaluate(s, 0));
    expect(evaluate(more({ gold: 30 }), 0)).toBeGreaterThan(evaluate(more({ gold: 20 }), 0));
    // The other seat is not affected.
    expect(evaluate(more({ vp: 9, gold: 8 }), 1)).toBe(evaluate(s, 1));
  });

  it("counts tiles in hand below the VP they give once built, and above nothing", () => {
    const s = valid(base(2));
    const withPalace = valid(withPlayer(s, 0, { hand: { glassFactories: [], specialTiles: [], shops: [], palaces: ["PA05"] } }));
    const built = valid(withPlayer(put(s, "TM.S1", "ST01"), 0, { vp: 5 + 3 }));
    const palaceBuilt = valid(put(built, "TM.B1", "PA05"));
    expect(evaluate(withPalace, 0)).toBeGreaterThan(evaluate(s, 0));
    expect(evaluate(palaceBuilt, 0)).toBeGreaterThan(evaluate(withPalace, 0));
  });

  it("values a character card more with a gondolier at an island where it scores", () => {
    // Two red shops on San Donato: the red shops card (4 VP each) scores 8 there.
    let s = base(2);
    s = put(s, "SD.S1", "ST34");
    s = put(s, "SD.B1", "SH01", 1);
    s = put(s, "SD.B2", "SH02", 1);
    s = takeCharacters(s, ["MC38"]);
    const holding = valid(withPlayer(s, 0, { characters: ["MC38"], recruited: 1 }));
    const placed = valid(withPlayer({ ...holding, gondolas: { ...holding.gondolas, "SD.g.white": 0 } }, 0, { personal: 4 }));
    const elsewhere = valid(withPlayer({ ...holding, gondolas: { ...holding.gondolas, "TM.g.white": 0 } }, 0, { personal: 4 }));
    expect(estimateParts(placed, 0).characters).toBe(8);
    expect(evaluate(placed, 0)).toBeGreaterThan(evaluate(holding, 0));
    expect(evaluate(placed, 0)).toBeGreaterThan(evaluate(elsewhere, 0));
    expect(evaluate(holding, 0)).toBeGreaterThan(evaluate(valid(s), 0));
  });

  it("after a seat's last turn, is its VP plus the exact final scoring (gold only breaks ties)", () => {
    for (const states of GAMES) {
      for (const state of states) {
        if (state.step.kind !== "scoring") continue;
        for (let seat = 0; seat < state.players.length; seat++) {
          const p = state.players[seat];
          if (p === undefined || p.characters.length > 4 || hasTurnLeft(state, seat)) continue;
          const order = state.step.order;
          if (order.indexOf(seat) < state.step.index) continue;
          const exact = p.vp + bestAssignment(state, seat).total;
          expect(Math.abs(evaluate(state, seat) - exact)).toBeLessThan(1);
        }
      }
      const over = states.at(-1) as MuranoState;
      for (let seat = 0; seat < over.players.length; seat++) expect(Math.round(evaluate(over, seat))).toBe(over.players[seat]?.vp);
    }
  });

  it("sees the end come near: the game ahead shrinks from 1 to 0 and seats lose their turns", () => {
    for (const states of GAMES) {
      const first = states[0] as MuranoState;
      const last = states.at(-1) as MuranoState;
      expect(gameAhead(first)).toBeGreaterThan(0.95);
      expect(gameAhead(last)).toBe(0);
      for (let seat = 0; seat < first.players.length; seat++) {
        expect(hasTurnLeft(first, seat)).toBe(true);
        expect(hasTurnLeft(last, seat)).toBe(false);
      }
    }
  });
});

describe("evaluate with the bots", () => {
  it("a light greedy bot with evaluate beats the random bot in 2 of 2 two-player games, seats swapped", () => {
    for (let i = 0; i < 2; i++) {
      const greedy = greedyBot<MuranoState>(evaluate, { seed: i, beamWidth: 2, maxDepth: 4, samples: 1 });
      const random = randomBot({ seed: 100 + i });
      const created = createMatch(game, game.defaultConfig(2), 4000 + i);
      if (either.isLeft(created)) throw new Error(created.left.message);
      const seat = i % 2;
      const played = playout(created.right, botPolicy(seat === 0 ? [greedy, random] : [random, greedy]), 5_000);
      if (either.isLeft(played)) throw new Error(played.left.message);
      const result = outcome(played.right);
      expect(result, `game ${i} did not end`).toBeDefined();
      expect(result?.winners, `game ${i}: ${result?.scores.join(" / ")}, greedy in seat ${seat}`).toEqual([seat]);
      expect(legalActions(played.right, 0)).toEqual([]);
    }
  });
});

describe("evaluate remembers boards by their contents under their rules", () => {
  /** The same state on a new board object, with both ruling flags that change a card's value flipped. */
  const flipped = (s: MuranoState): MuranoState => ({
    ...s,
    cells: { ...s.cells },
    config: { ...s.config, mc09ZeroCustomersQualify: !s.config.mc09ZeroCustomersQualify, mc24RequiresOwnBuilding: !s.config.mc24RequiresOwnBuilding },
  });

  it("judges a board seen under other rules afresh (one process may judge games of several variants)", async () => {
    // Every seat also holds MC09 (Quiet island) and MC24 (Even split), whose values the flags change.
    const holding = (s: MuranoState): MuranoState => ({
      ...s,
      players: s.players.map((p) => ({ ...p, characters: [...new Set([...p.characters, "MC09", "MC24"])] })),
    });
    const states = (GAMES[0] as MuranoState[]).filter((_, i) => i % 10 === 0).map(holding);
    const seatsOf = (s: MuranoState): number[] => s.players.map((_, seat) => seat);
    // A fresh module (no boards remembered) judges the flipped states alone: the expected values.
    vi.resetModules();
    const alone = (await import("@laguna/murano")).evaluate;
    const expected = states.map((s) => seatsOf(s).map((seat) => alone(flipped(s), seat)));
    // Another fresh module judges the same boards under the default rules first.
    vi.resetModules();
    const shared = (await import("@laguna/murano")).evaluate;
    for (const s of states) for (const seat of seatsOf(s)) shared(s, seat);
    expect(states.map((s) => seatsOf(s).map((seat) => shared(flipped(s), seat)))).toEqual(expected);
    // The flags change some of these values (else this test could not fail).
    expect(states.some((s, k) => seatsOf(s).some((seat) => alone(s, seat) !== expected[k]?.[seat]))).toBe(true);
  });
});
