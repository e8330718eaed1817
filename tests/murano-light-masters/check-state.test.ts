/**
 * `checkState(state, config)` (issue 12): whether a state that passes the state codec can occur in
 * a game with that config. The codec checks ids and conservation against the config the state
 * carries; checkState compares the state with the match's config and checks what only play can
 * produce: per-seat parts, counters within bounds, the turn's bookkeeping for its phase.
 */
import { createMatchFromState } from "@laguna/core";
import {
  COVERING_TILE_ASSIGNMENTS,
  type LightMastersConfig,
  type LightMastersState,
  LightMastersStateC,
  apply,
  checkState,
  defaultConfig,
  game,
  maxActions,
  setup,
  lightMasters,
} from "@laguna/murano-light-masters";
import { either } from "fp-ts";
import { beforeEach, describe, expect, it } from "vitest";
import { arrange, c } from "./fixtures";
import { choose, lcg, richStart } from "./policy";

beforeEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));


/** A copy of a state with some fields changed. */
const with_ = (s: LightMastersState, change: Partial<LightMastersState>): LightMastersState => ({ ...s, ...change });
const turn = (s: LightMastersState, change: Partial<LightMastersState["turn"]>): LightMastersState => ({ ...s, turn: { ...s.turn, ...change } });
const player = (s: LightMastersState, seat: number, change: Partial<LightMastersState["players"][number]>): LightMastersState => ({
  ...s,
  players: s.players.map((p, i) => (i === seat ? { ...p, ...change } : p)),
});

describe("checkState accepts the states play produces", () => {
  it("every setup, for every player count and declared option value", () => {
    for (const n of game.playerCounts) {
      for (const [key, values] of Object.entries(game.configOptions ?? {})) {
        for (const value of values as readonly unknown[]) {
          const config = { ...defaultConfig(n), [key]: value } as LightMastersConfig;
          if (!game.codecs.config.is(config)) continue;
          for (const seed of [1, 2]) expect(checkState(setup(config, seed), config), `${n}p ${key}=${JSON.stringify(value)}`).toBeUndefined();
        }
      }
    }
  });

  /** Plays a seeded game (uniform or Advantage-seeking), checking every state. */
  function playChecking(config: LightMastersConfig, seed: number, seeking: boolean): number {
    const rnd = lcg(seed);
    let state = seeking ? richStart(config, seed) : setup(config, seed);
    let steps = 0;
    for (; ; steps++) {
      const problem = checkState(state, config);
      if (problem !== undefined) throw new Error(`step ${steps}: ${problem}`);
      if (state.phase === "GameOver" || steps > maxActions(config)) return steps;
      const legal = lightMasters.legalActions(state, state.current);
      const action = seeking ? choose(legal, rnd) : (legal[Math.floor(rnd() * legal.length)] as (typeof legal)[number]);
      const next = apply(state, state.current, action);
      if (either.isLeft(next)) throw new Error(next.left.message);
      state = next.right;
    }
  }

  it("every state of seeded random games, 2 to 4 players, with the Advantage flags", () => {
    let steps = 0;
    const flags: Partial<LightMastersConfig>[] = [
      {},
      { phaseAdvantageScope: "wholePhase", ringSide: "B" },
      { allowNoOpActivation: true, privilegioStacks: false, oportunistaSecondSwap: "laterInTurn" },
      { excessReturnBeforeOtherActions: false, liraSupply: "tokens267", advancedPlayers: true },
    ];
    for (const n of [2, 3, 4]) {
      flags.forEach((extra, j) => {
        const tiles = extra.advancedPlayers === true ? undefined : COVERING_TILE_ASSIGNMENTS[(n + j) % 4];
        const config: LightMastersConfig = { ...defaultConfig(n), ...(tiles === undefined ? {} : { advantageSetup: tiles }), roundLimit: 6, ...extra };
        steps += playChecking(config, 10 * n + j, true);
        steps += playChecking({ ...config, roundLimit: 3 }, 100 * n + j, false);
      });
    }
    expect(steps).toBeGreaterThan(1000);
  });

  it("a game played to the end: the GameOver state too", () => {
    for (const n of [2, 3]) {
      const config: LightMastersConfig = { ...defaultConfig(n), roundLimit: 2 };
      let state = setup(config, 5);
      const rnd = lcg(9);
      while (state.phase !== "GameOver") {
        const legal = lightMasters.legalActions(state, state.current);
        const next = apply(state, state.current, legal[Math.floor(rnd() * legal.length)] as (typeof legal)[number]);
        if (either.isLeft(next)) throw new Error(next.left.message);
        state = next.right;
        expect(checkState(state, config)).toBeUndefined();
      }
    }
  });
});

describe("checkState refuses a state that cannot occur with the config, naming the first problem", () => {
  // Seat 0 to act, so that the engine's own seat check passes and the module's check speaks.
  const s4 = setup({ ...defaultConfig(4), firstPlayer: 0 }, 3);
  const base = arrange({ tiles: { ART: 1, JEW: 2, HOU: 3, ANI: 4 }, phase: "P1.Open", workbench: { 0: "RY" }, turn: { selectorTurned: true, takesLeft: 0, takesDone: 1 } });
  const later = arrange({ tiles: { ART: 15, JEW: 2, HOU: 3, ANI: 4 }, config: { oportunistaSecondSwap: "laterInTurn" }, phase: "P2", turn: { selectorTurned: true, takesLeft: 0, takesDone: 1, actionsDone: 1, actionsLeft: 0 } });
  const config = base.config;
  /** The default config with our house rule: a round limit of 20. */
  const limited: LightMastersConfig = { ...config, roundLimit: 20 };

  it("a 4-player state with a 2-player config", () => {
    expect(LightMastersStateC.is(s4)).toBe(true);
    expect(checkState(s4, defaultConfig(2))).toBe("The state has 4 players; the config is for 2.");
  });

  it("through the engine: createMatchFromState refuses it", () => {
    const r = createMatchFromState(game, { ...defaultConfig(2), firstPlayer: 0 }, s4);
    expect(either.isLeft(r)).toBe(true);
    if (either.isLeft(r)) expect(r.left.message).toContain("The state has 4 players; the config is for 2.");
    expect(either.isRight(createMatchFromState(game, s4.config, s4))).toBe(true);
  });

  const cases: [string, LightMastersState, LightMastersConfig, string][] = [
    ["another rule option", base, { ...config, ringSide: "B" }, 'The state was set up with ringSide "A"; the config says "B".'],
    ["a first player other than the config's", with_(base, { firstPlayer: 1 }), config, "The first player is seat 1; the config says seat 0."],
    ["a seat out of range", with_(base, { current: 2 }), config, "The current seat 2 is not a seat of this 2-player game."],
    ["a fixed mapping not under the tiles", with_(base, { tiles: { ...base.tiles, ART: 16 } }), config, "The tiles hold ART 16, JEW 2, HOU 3, ANI 4; the config's mapping puts ART 1, JEW 2, HOU 3, ANI 4."],
    ["a card taken from the box", player(with_(base, { box: base.box.slice(1) }), 1, { hand: [...(base.players[1]?.hand ?? []), base.box[0] as string] }), config, "The box holds 11 Creation cards; with 2 players it holds 12."],
    ["a card passed to another player", player(player(base, 0, { hand: base.players[0]?.hand.slice(1) ?? [] }), 1, { hand: [...(base.players[1]?.hand ?? []), base.players[0]?.hand[0] as string] }), config, "Seat 0 holds 5 Creation cards in hand and piles; each player is dealt 6 in a 2-player game."],
    ["a round past the limit (house rule roundLimit 20)", with_(base, { round: 21, config: limited }), limited, "Round 21 is past the config's round limit of 20."],
    ["turns that do not match the round", player(base, 1, { turns: 3 }), config, "Seat 1 has finished 3 turns; in round 1 with seat 0 to play, that should be 0."],
    ["an empty hand without the end triggered", player(base, 1, { hand: [], completed: base.players[1]?.hand ?? [] }), config, "Seat 1 has emptied their hand, yet the end is not triggered."],
    ["the end triggered with no empty hand", with_(base, { endTriggered: true }), config, "The end is triggered, yet no player has emptied their hand."],
    ["a Workbench over 8 with nothing pending", player(base, 0, { workbench: c("RRRRRYYYY") }), config, "Seat 0 holds 9 fragments with no return pending (at most 8)."],
    ["a pending return of the wrong size", with_(player(base, 0, { workbench: c("RRRRRYYYY") }), { pending: { seat: 0, count: 2 } }), config, "Seat 0 must return 2 fragments, but holds 9 (the excess over 8 is 1)."],
    ["a pending return by another seat", with_(player(base, 1, { workbench: c("RRRRRYYYY") }), { pending: { seat: 1, count: 1 } }), config, "A return is pending for seat 1 in seat 0's turn."],
    ["a take done before the Selector", turn(with_(base, { phase: "P1.Selector" }), { selectorTurned: false }), config, "At the start of a turn (P1.Selector) nothing of the turn is done yet."],
    ["Negotiate actions beyond Privilegio", turn(base, { actionsLeft: 2 }), config, "2 Negotiate actions this turn (0 done, 2 left) with 0 Privilegio activations: at most 1."],
    ["Previsión used when not in play", turn(base, { selectorTurned: false, previsionUsed: true }), config, "Previsión was used this turn, but Previsión is not under a tile."],
    ["whole-phase Advantages in a oneAction game", turn(base, { phaseAdvantages: [base.tiles.ART] }), config, "Advantages in effect for the whole phase, but phaseAdvantageScope is \"oneAction\"."],
    ["later Oportunista swaps in an atOnce game", turn(base, { swapsLeft: 1 }), config, 'Oportunista swaps left for later, but oportunistaSecondSwap is "atOnce".'],
    ["a follow-up swap with Oportunista not in play", with_(base, { followUp: { kind: "swap" } }), config, "An Oportunista follow-up swap is open, but Oportunista is not under a tile."],
    ["a follow-up swap in a laterInTurn game", with_(later, { followUp: { kind: "swap" } }), later.config, 'An Oportunista follow-up swap is open, but oportunistaSecondSwap is "laterInTurn".'],
    ["later swaps no card paid for", turn(later, { swapsLeft: 1 }), later.config, "1 Oportunista swaps left for later, but seat 0 has spent 0 cards on it."],
    ["a game over with a turn in progress", with_(base, { phase: "GameOver", round: 20, config: limited, players: base.players.map((p) => ({ ...p, turns: 20 })) }), limited, "The game is over, yet the turn's bookkeeping is not reset."],
    ["a game over with no empty hand and no round limit", with_(base, { phase: "GameOver", round: 20, players: base.players.map((p) => ({ ...p, turns: 20 })) }), config, "The game is over in round 20, with no empty hand and no round limit."],
  ];
  for (const [name, state, cfg, message] of cases) {
    it(name, () => {
      expect(checkState(state, cfg)).toBe(message);
    });
  }

  it("never throws, even for states the codec would refuse", () => {
    const broken: unknown[] = [{ ...base, players: [] }, { ...base, turn: undefined }, { ...base, tiles: {} }, { ...base, players: [null, null] }];
    for (const b of broken) expect(() => checkState(b as LightMastersState, config)).not.toThrow();
  });
});
