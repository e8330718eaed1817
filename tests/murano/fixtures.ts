/**
 * Shared builders for the Murano tests (not a test file itself): scenario states are built from a
 * seeded setup, edited directly, and validated with the state codec; chance is forced by picking a
 * generator state that gives the wanted draws.
 */
import { type RuleError, drawFromBag, seedRng } from "@laguna/core";
import { type Beads, type MuranoAction, type MuranoConfig, type MuranoState, type Player, MuranoStateC, game, tileKind } from "@laguna/murano";
import { deepFreeze } from "@laguna/testing";
import { either } from "fp-ts";
import { expect } from "vitest";

/** A setup state with seat 0 to start (or the given seat) and the given config changes. */
export function base(playerCount: 2 | 3 | 4 = 4, config: Partial<MuranoConfig> = {}, startPlayer: 0 | 1 | 2 | 3 = 0): MuranoState {
  return game.setup({ ...game.defaultConfig(playerCount), startPlayer, ...config }, 1);
}

/** The state with one player's record changed. */
export function withPlayer(state: MuranoState, seat: number, patch: Partial<Player>): MuranoState {
  return { ...state, players: state.players.map((p, i) => (i === seat ? { ...p, ...patch } : p)) };
}

/** Takes a tile out of every pile, stack and hand (for building scenario states). */
export function takeOut(state: MuranoState, tile: string): MuranoState {
  const drop = (xs: readonly string[]) => xs.filter((x) => x !== tile);
  return {
    ...state,
    piles: state.piles.map(drop),
    shopStack: drop(state.shopStack),
    palaceStack: drop(state.palaceStack),
    glassFactoryStack: drop(state.glassFactoryStack),
    specialTileStack: drop(state.specialTileStack),
    players: state.players.map((p) => ({
      ...p,
      hand: { glassFactories: drop(p.hand.glassFactories), specialTiles: drop(p.hand.specialTiles), shops: drop(p.hand.shops), palaces: drop(p.hand.palaces) },
    })),
  };
}

/** Puts a tile on a board space (taking it out of wherever it was), with its builder's marker. */
export function put(state: MuranoState, cell: string, tile: string, owner?: number): MuranoState {
  const s = takeOut(state, tile);
  const kind = tileKind(tile);
  const marked = kind === "shop" || kind === "glassFactory";
  return {
    ...s,
    cells: { ...s.cells, [cell]: tile },
    owners: marked && owner !== undefined ? { ...s.owners, [tile]: owner } : s.owners,
  };
}

/** Takes character cards out of the deck and the removed sets (for giving them to a player). */
export function takeCharacters(state: MuranoState, cards: readonly string[]): MuranoState {
  const drop = (xs: readonly string[]) => xs.filter((x) => !cards.includes(x));
  return { ...state, characterDeck: drop(state.characterDeck), removed: { ...state.removed, charactersUnseen: drop(state.removed.charactersUnseen) } };
}

/** Validates a scenario state with the codec and deep-freezes it. */
export function valid(state: MuranoState): MuranoState {
  expect(MuranoStateC.is(state)).toBe(true);
  return deepFreeze(state);
}

/** Applies an action that must be legal (and listed by legalActions). */
export function act(state: MuranoState, seat: number, action: MuranoAction): MuranoState {
  const listed = game.legalActions(state, seat).some((a) => JSON.stringify(a) === JSON.stringify(action));
  const result = game.apply(state, seat, action);
  if (either.isLeft(result)) throw new Error(`refused ${JSON.stringify(action)}: ${result.left.message}`);
  expect(listed, `${JSON.stringify(action)} is accepted but not listed`).toBe(true);
  return deepFreeze(result.right);
}

/** Applies an action that must be refused, and returns the rule it breaks. */
export function refused(state: MuranoState, seat: number, action: MuranoAction): RuleError {
  const result = game.apply(state, seat, action);
  if (either.isRight(result)) throw new Error(`accepted ${JSON.stringify(action)}`);
  expect(game.legalActions(state, seat).some((a) => JSON.stringify(a) === JSON.stringify(action))).toBe(false);
  return result.left;
}

/** A generator state whose next draws from `bag` give exactly `colours` (found by search). */
export function forcedRng(bag: Beads, colours: readonly (keyof Beads)[]): readonly number[] {
  for (let seed = 0; seed < 100000; seed++) {
    let rng = seedRng(seed);
    let b: Readonly<Record<keyof Beads, number>> = bag;
    let ok = true;
    for (const c of colours) {
      const drawn = drawFromBag(rng, b);
      if (drawn === undefined || drawn[0] !== c) {
        ok = false;
        break;
      }
      b = drawn[1];
      rng = drawn[2];
    }
    if (ok) return seedRng(seed);
  }
  throw new Error("no seed gives those draws");
}

/** Beads from counts. */
export const beads = (red: number, green: number, blue: number): Beads => ({ red, green, blue });
