/**
 * Issue 12, item 2: `checkState(state, config)` refuses states that cannot occur in a game with
 * that config (each refusal is tested on a setup state with one thing changed) and accepts every
 * state reached in play.
 */
import { createMatchFromState, uniformRandomPolicy } from "@laguna/core";
import {
  type MuranoConfig,
  type MuranoState,
  CHARACTER_CARDS,
  STATE_CHECKS,
  checkState,
  game,
} from "@laguna/murano";
import { either } from "fp-ts";
import { beforeEach, describe, expect, it } from "vitest";
import { act, base, put, valid, withPlayer } from "./fixtures";

beforeEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const config = (n: 2 | 3 | 4, patch: Partial<MuranoConfig> = {}): MuranoConfig => ({ ...game.defaultConfig(n), startPlayer: 0, ...patch });
/** The problem `game.checkState` finds in a state (which must pass the codec) with its own config. */
const problem = (s: MuranoState, c: MuranoConfig = s.config): string | undefined => game.checkState?.(valid(s), c);

describe("checkState accepts what setup makes", () => {
  for (const n of [2, 3, 4] as const) {
    it(`${n} players, several seeds and options`, () => {
      for (let seed = 1; seed <= 20; seed++) {
        const c = { ...game.defaultConfig(n), redShipStart: seed % 2 === 0 ? ("random" as const) : ("anchor0" as const) };
        expect(game.checkState?.(game.setup(c, seed), c)).toBeUndefined();
      }
    });
  }
  it("is wired into the game and exported", () => {
    expect(game.checkState).toBe(checkState);
    expect(Object.keys(STATE_CHECKS).slice(0, 2)).toEqual(["config", "seats"]);
  });
});

describe("checkState refuses states that cannot occur", () => {
  it("a 4-player state with a 2-player config (and the reverse)", () => {
    expect(problem(base(4), config(2))).toBe("the state is a 4-player game but the config is for 2 players");
    expect(problem(base(2), config(4))).toMatch(/2-player game but the config is for 4 players/);
  });

  it("a rule option that differs from the config", () => {
    expect(problem(base(3), config(3, { productionVpRule: "clamp" }))).toMatch(/productionVpRule is "strict", the config's is "clamp"/);
  });

  it("player records that do not match the player count", () => {
    const s = base(3);
    expect(problem({ ...s, players: [...s.players, s.players[0]!] })).toBe("4 player records for 3 players");
    expect(problem({ ...s, players: s.players.slice(0, 2) })).toBe("2 player records for 3 players");
  });

  it("seats out of range: current player, start player, trigger, markers, gondolas", () => {
    const s = base(2);
    expect(problem({ ...s, current: 3 })).toMatch(/current player is seat 3, but the seats are 0 to 1/);
    expect(problem({ ...s, startPlayer: 2 })).toMatch(/start player is seat 2/);
    expect(problem({ ...s, startPlayer: 1 })).toMatch(/the config fixes seat 0/);
    expect(problem({ ...s, ending: { rule: "lastTurns", triggeredBy: 2 } })).toMatch(/triggered by seat 2/);
    expect(problem({ ...s, gondolas: { ...s.gondolas, "TM.g.white": 3 } })).toMatch(/gondolier of seat 3 is on TM.g.white/);
    const built = put(put(s, "TM.S1", "ST01"), "TM.B1", "GF01", 0);
    expect(problem(built)).not.toMatch(/seat/);
    expect(problem({ ...built, owners: { GF01: 2 } })).toMatch(/GF01 carries the marker of seat 2/);
  });

  it("a duplicated or missing character card", () => {
    const s = base(4);
    const card = s.characterDeck[0]!;
    const dup = withPlayer(s, 1, { characters: [card], recruited: 1 });
    expect(problem(dup)).toBe(`characters: ${card} is in 2 places at once`);
    expect(problem({ ...s, characterDeck: s.characterDeck.slice(1) })).toBe(`characters: ${card} is nowhere`);
    // MC30 and MC37 are out of a 2-3 player game: a deck holding one of them cannot occur.
    const small = base(2);
    expect(problem({ ...small, characterDeck: [...small.characterDeck, "MC30"], removed: { ...small.removed, characters: ["MC37"] } })).toMatch(/characters out of the game are MC37, not MC30, MC37/);
    expect(CHARACTER_CARDS.length).toBe(40);
  });

  it("a hand larger than the characters recruited", () => {
    const s = base(4);
    const card = s.characterDeck[0]!;
    expect(problem({ ...withPlayer(s, 0, { characters: [card] }), characterDeck: s.characterDeck.slice(1) })).toBe("seat 0 holds 1 characters but recruited 0");
  });

  it("a duplicated special building card, or a card without its special tile", () => {
    const s = base(4);
    const card = s.specialDeck[0]!;
    expect(problem(withPlayer(s, 2, { specialCards: [{ card, turn: 1 }], specialTilesBuilt: 1 }))).toBe(`special building cards: ${card} is in 2 places at once`);
    const owned = { ...withPlayer(s, 2, { specialCards: [{ card, turn: 1 }] }), specialDeck: s.specialDeck.slice(1) };
    expect(problem(owned)).toBe("seat 2 owns 1 special building cards but built 0 special tiles");
    expect(problem({ ...withPlayer(owned, 2, { specialTilesBuilt: 1 }) })).toBe("0 special tiles on the board, but the players built 1");
  });

  it("duplicated tiles: a shop in a hand and in the stack, a glass factory on the board and in the stack, a street twice", () => {
    const s = base(4);
    const shop = s.shopStack[0]!;
    expect(problem(withPlayer(s, 0, { hand: { ...s.players[0]!.hand, shops: [shop] } }))).toBe(`shops: ${shop} is in 2 places at once`);
    const street = s.piles[0]![0]!;
    expect(problem({ ...s, piles: [s.piles[0]!, [...s.piles[1]!, street]] })).toBe(`streets: ${street} is in 2 places at once`);
    const withStreet = put(s, "TM.S1", "ST01");
    expect(problem({ ...withStreet, cells: { ...withStreet.cells, "TM.B1": "GF01" }, owners: { GF01: 0 } })).toBe("glass factories: GF01 is in 2 places at once");
  });

  it("the 2-3 player removals: a removed tile in play, or a missing removal", () => {
    const s = base(3);
    expect(problem({ ...s, shopStack: [...s.shopStack, "SH04"] })).toBe("shops: SH04 is not in a game of this size");
    expect(problem({ ...s, removed: { ...s.removed, palaces: [] }, palaceStack: [...s.palaceStack, ...s.removed.palaces] })).toBe("0 palaces out of the game instead of 1");
    expect(problem({ ...base(4), removed: { ...base(4).removed, streets: ["ST18"] } })).toMatch(/streets out of the game are ST18, not none/);
  });

  it("beads: more than 10 of a colour in the game", () => {
    const s = base(2);
    expect(problem(withPlayer(s, 0, { beads: { red: 1, green: 0, blue: 0 } }))).toBe("11 red beads in the game instead of 10");
  });

  it("gondoliers: more than 8 of a colour, more than 7 held, a gondola of a side not in play", () => {
    const s = base(2);
    expect(problem(withPlayer(s, 0, { personal: 6 }))).toBe("seat 0 has 9 gondoliers instead of 8");
    expect(problem(withPlayer(s, 0, { personal: 7, general: 0 }))).toBeUndefined();
    expect(problem(withPlayer(s, 0, { personal: 8, general: 0 }))).toBe("seat 0 has 9 gondoliers instead of 8");
    expect(problem({ ...s, gondolas: { ...s.gondolas, "SS.g.white": null } })).toBe("gondola SS.g.white is not at a playable island with 2 players");
    expect(problem({ ...s, gondolas: { ...s.gondolas, "TM.g.white": 0 } })).toBe("seat 0 has 9 gondoliers instead of 8");
  });

  it("gold beyond a limited supply; VP that its score sheet does not explain", () => {
    const limited = base(2, { goldSupplyLimit: 131 });
    expect(problem(withPlayer(limited, 0, { gold: 130 }))).toBe("the players hold 135 gold, more than the supply of 131");
    const s = base(2);
    expect(problem(withPlayer(s, 1, { vp: 40 }))).toBe("seat 1 has 40 VP but its score sheet adds up to 5");
    const b = s.players[1]!.breakdown;
    expect(problem(withPlayer(s, 1, { vp: 8, breakdown: { ...b, buildings: 3 } }))).toBe("the players have 3 VP for buildings, but the buildings on the board give 0");
    expect(problem(withPlayer(s, 1, { vp: 10, breakdown: { ...b, basilica: 5 } }))).toBe("seat 1 has 5 Basilica VP but its cards give 0");
    expect(problem(withPlayer(s, 1, { vp: 6, breakdown: { ...b, gondoliers: 1 } }))).toBe("seat 1 has unused-gondolier VP before finishing final scoring");
  });

  it("markers: a marked building without its marker, a marker beyond the limit", () => {
    const s = put(base(4), "TM.S1", "ST01");
    const gf = put(s, "TM.B1", "GF01");
    expect(problem(withPlayer(gf, 0, { vp: 6, breakdown: { ...gf.players[0]!.breakdown, buildings: 1 } }))).toBe("GF01 is on the board without its builder's marker");
  });

  it("the board: a tile on the wrong kind of space, on Sacca Serenella in a 2-3 player game, a building off the streets", () => {
    const s = base(2);
    const street = s.piles[0]![0]!;
    const drop = { ...s, piles: [s.piles[0]!.slice(1), s.piles[1]!] };
    expect(problem({ ...drop, cells: { "TM.B1": street } })).toBe(`${street} is on TM.B1, a building space`);
    expect(problem({ ...drop, cells: { "SS.S1": street } })).toBe(`${street} is on SS.S1, which is not a playable space with 2 players`);
    const gf = { ...s, glassFactoryStack: s.glassFactoryStack.slice(1), cells: { "TM.B1": s.glassFactoryStack[0]! }, owners: { [s.glassFactoryStack[0]!]: 0 } };
    expect(problem(gf)).toBe(`${s.glassFactoryStack[0]} on TM.B1 touches no street tile`);
  });

  it("ships: three on a space, two without a Lighthouse, black ships out of order", () => {
    const s = base(4);
    expect(problem({ ...s, ships: [1, 1, 1, 4, 7, 9, 11, 13] })).toBe("3 ships on space 1");
    expect(problem({ ...s, ships: [2, 2, 4, 7, 9, 11, 13, 16] })).toBe("two ships on space 2, but nobody owns the Lighthouse");
    expect(problem({ ...s, ships: [0, 4, 2, 7, 9, 11, 13, 16] })).toBe("the black ships are out of their order: 1,3,4,5,6,7,2");
    expect(problem({ ...s, ships: s.ships.slice(1) })).toBe("7 ships instead of 8");
  });

  it("the end: triggered with one empty stack, scoring without a trigger, two empty stacks and no trigger", () => {
    const s = base(2);
    expect(problem({ ...s, ending: { rule: "lastTurns", triggeredBy: 0 } })).toBe("the end was triggered with 0 empty stacks");
    const twoEmpty = {
      ...withPlayer(withPlayer(s, 0, { hand: { ...s.players[0]!.hand, glassFactories: [...s.glassFactoryStack] } }), 1, {
        hand: { ...s.players[1]!.hand, specialTiles: [...s.specialTileStack] },
      }),
      glassFactoryStack: [],
      specialTileStack: [],
    };
    expect(problem(twoEmpty)).toBe("two stacks are empty but the end was not triggered");
    expect(problem({ ...twoEmpty, ending: { rule: "lastTurns", triggeredBy: 1 } })).toBeUndefined();
    expect(problem({ ...s, step: { kind: "over" } })).toBe("final scoring without an end trigger");
    expect(problem({ ...twoEmpty, ending: { rule: "lastTurns", triggeredBy: 1 }, step: { kind: "scoring", order: [0, 1], index: 0 } })).toBe("the scoring order is 0, 1, not 1, 0");
  });

  it("the turn counter and the pending step", () => {
    const s = base(3);
    expect(problem({ ...s, current: 1 })).toBe("seat 1 is to play turn 1, but its latest turn is 0");
    expect(problem({ ...s, step: { kind: "turn", moved: [2, 2] } })).toMatch(/a ship moved twice/);
    expect(problem({ ...s, step: { kind: "build", placed: 3, drawn: null } })).toMatch(/3 placements/);
    expect(problem({ ...s, step: { kind: "finalPlace", tile: "GF01" } })).toMatch(/final-turn placement before the end/);
  });
});

describe("through the engine", () => {
  it("createMatchFromState(game, config2p, state4p) is refused with checkState's reason", () => {
    const refusedMatch = createMatchFromState(game, config(2), base(4));
    expect(either.isLeft(refusedMatch)).toBe(true);
    expect(either.isLeft(refusedMatch) && refusedMatch.left.message).toMatch(/4-player game but the config is for 2 players/);
  });
  it("a state that can occur is accepted; one with a duplicated card is not", () => {
    const s = base(3);
    expect(either.isRight(createMatchFromState(game, s.config, s))).toBe(true);
    const card = s.characterDeck[0]!;
    const dup = withPlayer(s, 1, { characters: [card], recruited: 1 });
    const r = createMatchFromState(game, s.config, dup);
    expect(either.isLeft(r) && r.left.message).toMatch(new RegExp(`${card} is in 2 places at once`));
  });
});

describe("every state reached in random play passes checkState", () => {
  for (const n of [2, 3, 4] as const) {
    it(`${n} players, 4 seeded random games with their own config`, () => {
      const options: Partial<MuranoConfig>[] = [
        { redShipStart: "random" },
        { goldSupplyLimit: 131, markerLimitPerPlayer: 15 },
        { finalTurnPlacementNeedsStreet: false, productionVpRule: "clamp" },
        { characterAssignment: "optional", unassignedGondolierVp: "onGondola" },
      ];
      for (let seed = 1; seed <= 4; seed++) {
        const c = { ...game.defaultConfig(n), ...options[seed - 1] };
        let s = game.setup(c, seed * 101);
        const pick = uniformRandomPolicy(seed);
        let steps = 0;
        for (;;) {
          const found = game.checkState?.(s, c);
          if (found !== undefined) throw new Error(`${n}p seed ${seed} step ${steps} (${s.step.kind}): ${found}`);
          const seat = game.activePlayers(s)[0];
          if (seat === undefined) break;
          const legal = game.legalActions(s, seat);
          // The policy ignores the match argument; only its own generator picks.
          const i = pick(undefined as never, seat, legal);
          s = act(s, seat, legal[i]!);
          steps++;
        }
        expect(s.step.kind).toBe("over");
      }
    });
  }
});
