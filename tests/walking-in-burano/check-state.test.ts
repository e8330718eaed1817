// Issue 12: game.checkState(state, config) says whether a state can occur with a config. Every
// state of seeded random play passes it, for every player count; each kind of impossible state
// is refused with a plain reason; and the engine refuses such a state in createMatchFromState.
import { actAt, activePlayers, createMatch, createMatchFromState, legalActions, uniformRandomPolicy } from "@laguna/core";
import { variantConfigs } from "@laguna/testing";
import {
  type BuranoConfig,
  type BuranoState,
  type Column,
  type Player,
  checkState,
  defaultConfig,
  game,
} from "@laguna/walking-in-burano";
import { either } from "fp-ts";
import { beforeEach, describe, expect, it } from "vitest";
import { left, right } from "../support/either";

// Random games run synchronously for a while: let the worker answer its runner between tests.
beforeEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const cfg = (n: number, extra: Partial<BuranoConfig> = {}): BuranoConfig => ({ ...defaultConfig(n), startPlayer: 0, ...extra });
const setupOf = (config: BuranoConfig, seed = 1): BuranoState => game.setup(config, seed);
const withPlayer = (s: BuranoState, seat: number, patch: Partial<Player>): BuranoState => ({
  ...s,
  players: s.players.map((p, i) => (i === seat ? { ...p, ...patch } : p)),
});
const house = (f1: string | null, f2: string | null, f3: string | null, character: string | null = null): Column => ({
  floors: [f1, f2, f3],
  character,
  shortage: false,
});

/**
 * Random games that have not ended after this many actions are cut: with no round limit (the
 * printed rules) random players can deadlock a game, which then never ends.
 */
const MAX_RANDOM_STEPS = 2_000;

/** Every state of one seeded random game (through the engine), the first and the last included. */
function randomGame(config: BuranoConfig, seed: number): BuranoState[] {
  let match = right(createMatch(game, config, seed));
  const policy = uniformRandomPolicy(seed);
  const states = [match.state];
  for (let step = 0; step < MAX_RANDOM_STEPS; step++) {
    const seat = activePlayers(match)[0];
    if (seat === undefined) break;
    match = right(actAt(match, seat, policy(match, seat, legalActions(match, seat))));
    states.push(match.state);
  }
  return states;
}

describe("checkState accepts every state of play", () => {
  it("the contract's member is wired: game.checkState is this module's checkState", () => {
    expect(typeof game.checkState).toBe("function");
    expect(game.checkState).toBe(checkState);
  });

  for (const n of [1, 2, 3, 4]) {
    it(`${n} player${n > 1 ? "s" : ""}: every state of seeded random games, default config`, () => {
      for (const seed of [1, 2, 3]) {
        const config = { ...defaultConfig(n) };
        for (const [step, state] of randomGame(config, seed).entries()) {
          const problem = checkState(state, config);
          if (problem !== undefined) throw new Error(`seed ${seed}, step ${step}: ${problem}`);
        }
      }
    });
  }

  it("states re-drawn for a viewer (what bots sample) pass too", () => {
    for (const n of [1, 2, 3, 4]) {
      const config = defaultConfig(n);
      const states = randomGame(config, 7);
      for (let step = 0; step < states.length; step += 5) {
        for (const viewer of [0, n - 1]) {
          const redrawn = game.redrawHidden!(states[step]!, viewer, step + 1);
          const problem = checkState(redrawn, config);
          if (problem !== undefined) throw new Error(`${n}p, step ${step}, viewer ${viewer}: ${problem}`);
        }
      }
    }
  });

  it("every declared variant: every state of a seeded random game", () => {
    for (const { name, config } of variantConfigs(game)) {
      for (const [step, state] of randomGame(config, name.length).entries()) {
        const problem = checkState(state, config);
        if (problem !== undefined) throw new Error(`${name}, step ${step}: ${problem}`);
      }
    }
  });
});

describe("checkState refuses states that cannot occur with the config", () => {
  const two = cfg(2);
  const four = cfg(4);
  const s2 = setupOf(two);

  it("a 4-player state with a 2-player config", () => {
    expect(checkState(setupOf(four), two)).toBe("The state has 4 players, but the config is for 2.");
  });

  it("a 4-player state whose own config was rewritten to 2 players", () => {
    const s4 = setupOf(four);
    expect(checkState({ ...s4, config: two }, two)).toBe("The state has 4 players, but the config is for 2.");
  });

  it("2 players, with the state made for other options", () => {
    expect(checkState(s2, { ...two, ruleBScope: "sameLevel" })).toBe('The state was made with ruleBScope = "house", not "sameLevel".');
  });

  it("seats out of range", () => {
    expect(checkState({ ...s2, current: 3 }, two)).toBe("It is seat 3's turn, but the seats are 0 to 1.");
    expect(checkState({ ...s2, startPlayer: 2 }, two)).toBe("Seat 2 is the start player, but the seats are 0 to 1.");
  });

  it("a supply as wide as another player count's", () => {
    const s3 = setupOf(cfg(3));
    expect(checkState({ ...s2, supply: s3.supply, decks: s3.decks }, two)).toMatch(/Supply row 1 has 4 spaces; with 2 players each row has 3/);
  });

  it("a floor card in two places (a deck and a hand)", () => {
    const card = s2.decks[0]![0]!;
    expect(checkState(withPlayer(s2, 0, { hand: [card] }), two)).toBe(`floor card ${card} is both in the 1st-floor deck and in seat 0's hand`);
  });

  it("a floor card twice in one deck, and a missing one", () => {
    const deck = s2.decks[1]!;
    const doubled = { ...s2, decks: [s2.decks[0]!, [deck[0]!, ...deck.slice(0, -1)], s2.decks[2]!] };
    expect(checkState(doubled, two)).toMatch(/floor card F2-.* is both in the 2nd-floor deck and in the 2nd-floor deck/);
    const lost = { ...s2, decks: [s2.decks[0]!, deck.slice(1), s2.decks[2]!] };
    expect(checkState(lost, two)).toBe(`floor card ${deck[0]} is nowhere`);
  });

  it("a floor card in the deck of another level", () => {
    const swapped = { ...s2, decks: [s2.decks[1]!, s2.decks[0]!, s2.decks[2]!] };
    expect(checkState(swapped, two)).toMatch(/the 1st-floor deck holds F2-/);
  });

  it("a character card in two places, and one not in play with the config", () => {
    const twice = { ...s2, box: { ...s2.box, characters: [...s2.box.characters, s2.characters[0]!] } };
    expect(checkState(twice, two)).toMatch(/character card .* is both in the piles and in the box/);
    // A 2-player game plays one inhabitant of each type: I-MAYOR-2 stays in the box.
    const s4 = setupOf(four);
    const swapped = { ...s2, characters: s4.characters, box: s4.box };
    expect(checkState(swapped, two)).toMatch(/is in the piles, but it is not in play with this config/);
  });

  it("coins beyond the coin limit between turns, and beyond what one turn can give during it", () => {
    expect(checkState(withPlayer(s2, 1, { coins: 7 }), two)).toBe("Seat 1 has 7 coins between turns; the coin limit is 6.");
    expect(checkState(withPlayer(s2, 0, { coins: 7 }), two)).toBe("Seat 0 has 7 coins between turns; the coin limit is 6.");
    // Building after one placement (paid 1): at most 6 + 2 − 1 = 7.
    const building = conservedHand({ ...withPlayer(s2, 0, { coins: 8 }), phase: "build", placed: 1 });
    expect(checkState(building, two)).toBe("Seat 0 has 8 coins after 1 placement this turn; at most 7 is possible.");
    expect(checkState({ ...building, players: building.players.map((p, i) => (i === 0 ? { ...p, coins: 7 } : p)) }, two)).toBeUndefined();
  });

  it("a hand beyond the hand limit between turns", () => {
    const deck = s2.decks[0]!;
    const hand = deck.slice(0, 4);
    const s = withPlayer({ ...s2, decks: [deck.slice(4), s2.decks[1]!, s2.decks[2]!] }, 1, { hand });
    expect(checkState(s, two)).toBe("Seat 1 holds 4 cards between turns; the hand limit is 3.");
  });

  it("tokens spent with no card placed, and mixed houses with every token kept", () => {
    expect(checkState(withPlayer(s2, 1, { tokens: 3 }), two)).toBe("Seat 1 spent 1 tokens but placed only 0 floor cards.");
    const mixed = placeInArea(s2, 1, { columns: [house("F1-RED-3", "F2-BLU-1", null), house("F1-YEL-3", null, null)], scaffolds: [null, null] });
    expect(checkState(mixed, two)).toBe("Seat 1's houses break the colour rules at least 1 times, but only 0 tokens were spent.");
    expect(checkState(withPlayer(mixed, 1, { tokens: 3 }), two)).toBeUndefined();
  });

  it("an area that breaks a golden rule under the config's flags, but not under others", () => {
    // Two houses with a gap between them: split under connectivity "global", fine under "placementOnly".
    const area = { columns: [house("F1-RED-3", null, null), house(null, null, null), house("F1-YEL-3", null, null)], scaffolds: [null, null] };
    expect(checkState(placeInArea(s2, 1, area), two)).toMatch(/Seat 1's house area breaks a golden rule/);
    const loose = cfg(2, { connectivity: "placementOnly" });
    expect(checkState(placeInArea(setupOf(loose), 1, area), loose)).toBeUndefined();
  });

  it("an area with a 2nd floor on nothing (G2)", () => {
    const area = { columns: [house("F1-RED-3", null, null), house(null, "F2-YEL-1", null)], scaffolds: [null, null] };
    expect(checkState(placeInArea(s2, 1, area), two)).toMatch(/breaks a golden rule/);
  });

  it("two inhabitants of one type, and a complete house left without its visitor after the turn", () => {
    const s4 = setupOf(four);
    const complete = (c: string, character: string | null) => house(`F1-${c}-1`, `F2-${c}-1`, `F3-${c}-1`, character);
    const twoMayors = placeInArea(s4, 1, { columns: [complete("RED", "I-MAYOR-1"), complete("BLU", "I-MAYOR-2")], scaffolds: [null, null] });
    expect(checkState(twoMayors, four)).toBe("Seat 1 has two mayor inhabitants.");
    const unvisited = placeInArea(s2, 1, { columns: [complete("RED", null)], scaffolds: [null, null] });
    expect(checkState(unvisited, two)).toBe("Seat 1's complete house 1 has had no visitor, but its turn is over.");
  });

  it("turn and round counts that do not fit, and a round limit passed", () => {
    expect(checkState({ ...s2, turns: 3 }, two)).toBe("3 turns do not fit 0 rounds of 2 players and the seats to play.");
    expect(checkState({ ...s2, config: { ...two, roundLimit: 20 }, rounds: 25, turns: 50 }, { ...two, roundLimit: 20 })).toBe("25 rounds were played, but the round limit is 20.");
    expect(checkState({ ...s2, rounds: 25, turns: 50 }, two)).toBe("After 25 rounds the start player is seat 1, not 0."); // no limit by default
    expect(checkState({ ...s2, rounds: 3, turns: 6 }, two)).toBe("After 3 rounds the start player is seat 1, not 0.");
  });

  it("a step that does not fit the state", () => {
    expect(checkState({ ...s2, phase: "visit" }, two)).toBe("It is the visit step, but no house waits for a visitor.");
    expect(checkState({ ...s2, phase: "return" }, two)).toBe("It is the return step, but the hand holds 0 cards.");
    expect(checkState({ ...s2, phase: "soloRemove" }, two)).toBe("Only a solo game has the upkeep step that boxes a character.");
    expect(checkState({ ...s2, phase: "over" }, two)).toBe("The game is over, but the state has no end reason.");
    expect(checkState({ ...s2, ended: "fiveHouses" }, two)).toBe("The game ended (fiveHouses), yet the phase is acquire.");
    expect(checkState({ ...s2, phase: "over", ended: "noCharacters" }, two)).toBe("Only a solo game ends for want of characters.");
    expect(checkState({ ...s2, placed: 2 }, two)).toBe("Nothing can have been placed or arranged before the acquisition of a turn.");
  });

  it("solo: upkeeps and turns that do not fit", () => {
    const solo = cfg(1);
    const s1 = setupOf(solo);
    expect(checkState({ ...s1, turns: 2 }, solo)).toBe("After 2 solo turns, 0 characters were boxed in upkeeps.");
    expect(checkState({ ...s1, rounds: 1 }, solo)).toBe("A solo game has no rounds and no other start player than seat 0.");
  });
});

describe("the engine runs checkState on a state it did not make", () => {
  it("createMatchFromState(game, 2-player config, 4-player state) is refused", () => {
    const refused = left(createMatchFromState(game, cfg(2), setupOf(cfg(4))));
    expect(refused.kind).toBe("invalid-input");
    expect(refused.message).toMatch(/The state has 4 players, but the config is for 2/);
  });

  it("a state with a duplicated card is refused; the same state made sound is accepted", () => {
    const s2 = setupOf(cfg(2));
    const card = s2.decks[0]![0]!;
    expect(either.isLeft(createMatchFromState(game, cfg(2), withPlayer(s2, 0, { hand: [card] })))).toBe(true);
    expect(either.isRight(createMatchFromState(game, cfg(2), s2))).toBe(true);
  });
});

/** The state with seat `seat`'s area replaced, its floor cards taken out of the decks and supply. */
function placeInArea(s: BuranoState, seat: number, area: Player["area"]): BuranoState {
  const used = new Set(area.columns.flatMap((c) => c.floors.filter((id): id is string => id !== null)));
  const characters = new Set(area.columns.flatMap((c) => (c.character === null ? [] : [c.character])));
  const decks = s.decks.map((d) => d.filter((id) => !used.has(id)));
  // A card of the supply that is now in the area: its space takes the card at the bottom of its deck.
  const supply = s.supply.map((row, l) => row.map((id) => (id !== null && used.has(id) ? (decks[l]!.pop() ?? null) : id)));
  return {
    ...withPlayer(s, seat, { area }),
    decks,
    supply,
    characters: s.characters.filter((id) => !characters.has(id)),
    box: { ...s.box, characters: s.box.characters.filter((id) => !characters.has(id)) },
  };
}

/** A 2-player state in seat 0's build, with one card in hand taken from the 1st-floor deck. */
function conservedHand(s: BuranoState): BuranoState {
  const deck = s.decks[0]!;
  return withPlayer({ ...s, decks: [deck.slice(1), s.decks[1]!, s.decks[2]!] }, 0, { hand: [deck[0]!] });
}
