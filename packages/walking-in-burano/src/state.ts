/**
 * The game state: plain JSON, validated by {@link BuranoStateC}.
 *
 * @module
 */
import { type RngState, RngStateC, integerBetween } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import * as t from "io-ts";
import { type Area, AreaC } from "./area";
import { type BuranoConfig, BuranoConfigC } from "./config";
import { isCharacterCardId, isFloorCardId } from "./data";
import { COIN_LIMIT, HAND_LIMIT } from "./limits";

/**
 * The most coins a player can hold: 6 at the end of every turn (the coin limit), plus 2 from
 * taking a single card, before paying for placements.
 *
 * @example
 * PlayerC.is({ ...state.players[0], coins: MAX_COINS + 1 }); // false
 * @category State
 */
export const MAX_COINS = COIN_LIMIT + 2;
/**
 * The most cards a hand can hold: 3 kept from the last turn (the hand limit) plus 3 acquired.
 *
 * @example
 * PlayerC.is({ ...state.players[0], hand: sevenCards }); // false
 * @category State
 */
export const MAX_HAND = HAND_LIMIT + 3;

/** An array codec that also requires `min` to `max` elements. */
function sized<C extends t.Mixed>(item: C, min: number, max: number, name: string): t.Type<readonly t.TypeOf<C>[], readonly t.OutputOf<C>[], unknown> {
  const base = t.readonlyArray(item);
  const fits = (a: readonly unknown[]): boolean => a.length >= min && a.length <= max;
  return new t.Type<readonly t.TypeOf<C>[], readonly t.OutputOf<C>[], unknown>(
    name,
    (u): u is readonly t.TypeOf<C>[] => base.is(u) && fits(u),
    (u, c) => either.flatMap(base.validate(u, c), (a) => (fits(a) ? t.success(a) : t.failure(u, c, `${a.length} given`))),
    base.encode,
  );
}

/**
 * The io-ts codec of a floor card id (one of the 72 ids of the data).
 *
 * @example
 * FloorCardIdC.is("F2-BLU-4"); // true
 * @category State
 */
export const FloorCardIdC = new t.Type<string, string, unknown>(
  "FloorCardId",
  isFloorCardId,
  (u, c) => (isFloorCardId(u) ? t.success(u) : t.failure(u, c)),
  (s) => s,
);
/**
 * The io-ts codec of a character card id (one of the 26 ids of the data).
 *
 * @example
 * CharacterCardIdC.is("T-GIRL-1"); // true
 * @category State
 */
export const CharacterCardIdC = new t.Type<string, string, unknown>(
  "CharacterCardId",
  isCharacterCardId,
  (u, c) => (isCharacterCardId(u) ? t.success(u) : t.failure(u, c)),
  (s) => s,
);

/**
 * One player: coins, regulatory bonus tokens, hand (hidden from the others) and house area.
 *
 * @example
 * const coins = state.players[state.current]?.coins;
 * @category State
 */
export interface Player {
  /** The player's coins: at most 6 at the end of a turn (*Coin Limit*), up to {@link MAX_COINS} during one. */
  readonly coins: number;
  /** Regulatory bonus tokens left (0 to 4): each pays for one placement that breaks rule A, B or both. */
  readonly tokens: number;
  /** The floor cards in the player's hand (ids), hidden from the others: at most 3 at the end of a turn (*Hand Limit*). */
  readonly hand: readonly string[];
  /** The player's house area: the houses built so far and the two scaffolds. */
  readonly area: Area;
}

/**
 * The io-ts codec of one player's part of the state.
 *
 * @example
 * PlayerC.is(state.players[0]); // true
 * @category State
 */
export const PlayerC: t.Type<Player, Player, unknown> = t.readonly(
  t.type({
    coins: integerBetween(0, MAX_COINS, `coins (0 to ${MAX_COINS})`),
    tokens: integerBetween(0, 4, "tokens (0 to 4)"),
    hand: sized(FloorCardIdC, 0, MAX_HAND, `a hand of at most ${MAX_HAND} floor cards`),
    area: AreaC,
  }),
  "Player",
);

/**
 * The cards out of the game.
 *
 * @example
 * const boxed: Box = { floors: ["F1-RED-1"], characters: [] };
 * @category State
 */
export interface Box {
  /** Floor cards boxed by the 2-player removal of *Prepare the Next Round* and the solo upkeep. */
  readonly floors: readonly string[];
  /** Character cards out of the game: those the player count or the beginner option leaves out, and those boxed in solo. */
  readonly characters: readonly string[];
}

/**
 * The io-ts codec of {@link Box}.
 *
 * @example
 * BoxC.is({ floors: [], characters: ["T-GIRL-1"] }); // true
 * @category State
 */
export const BoxC: t.Type<Box, Box, unknown> = t.readonly(
  t.type({ floors: t.readonlyArray(FloorCardIdC), characters: t.readonlyArray(CharacterCardIdC) }),
  "Box",
);

/**
 * The step of the turn the current player is in.
 * - `acquire`: take floor cards from one column (mandatory while the supply holds a card);
 * - `build`: place up to 3 floor cards, arrange scaffolds, then end the build;
 * - `visit`: choose a character for each house completed this turn;
 * - `return`: give back cards until the hand holds 3;
 * - `soloRemove`: (solo) box one character of your choice;
 * - `over`: the game has ended.
 *
 * @example
 * const phase: Phase = "build";
 * @category State
 */
export type Phase = "acquire" | "build" | "visit" | "return" | "soloRemove" | "over";

/**
 * The io-ts codec of {@link Phase}.
 *
 * @example
 * PhaseC.is("visit"); // true
 * @category State
 */
export const PhaseC = t.keyof({ acquire: null, build: null, visit: null, return: null, soloRemove: null, over: null });

/**
 * Why the game ended.
 *
 * @example
 * const reason: EndReason = "fiveHouses";
 * @category State
 */
export type EndReason = "fiveHouses" | "supplyEmpty" | "anyDeckEmpty" | "noCharacters" | "roundLimit";

const SeatC = integerBetween(0, 3, "a seat (0 to 3)");

/**
 * The full game state: plain JSON, hidden parts included (the deck order, every hand, the
 * generator).
 *
 * @example
 * const state: BuranoState = game.setup(defaultConfig(3), 42);
 * @category State
 */
export interface BuranoState {
  /** The config the game is played with. */
  readonly config: BuranoConfig;
  /** The three floor decks (1st, 2nd, 3rd floor), top card first. Hidden: views show only their sizes. */
  readonly decks: readonly (readonly string[])[];
  /**
   * The three supply rows (1st, 2nd, 3rd floor) of 3 to 5 spaces each, space 0 next to the deck;
   * `null` is an empty space. Column `i` of the supply is space `i` of every row.
   */
  readonly supply: readonly (readonly (string | null)[])[];
  /** The character cards still in the public piles, sorted by id. */
  readonly characters: readonly string[];
  /** The cards out of the game. */
  readonly box: Box;
  /** The players, by seat. */
  readonly players: readonly Player[];
  /** The start player of the current round. */
  readonly startPlayer: number;
  /** The seat whose turn it is. */
  readonly current: number;
  /** Turns completed so far, by all players. */
  readonly turns: number;
  /** Rounds completed so far (0 in the solo game, which counts turns). */
  readonly rounds: number;
  /** The step of the turn the current player is in. */
  readonly phase: Phase;
  /** Floor cards placed in the current turn (0 to 3). */
  readonly placed: number;
  /** Whether the scaffolds were already arranged since the last placement of this turn. */
  readonly arranged: boolean;
  /** Why the game ended, or `null` while it goes on. */
  readonly ended: EndReason | null;
  /** The state of the seeded random generator (refills are drawn from it). Hidden from every view. */
  readonly rng: RngState;
}

/**
 * The io-ts codec of the game state. It checks the shape of every part and the bounds no game
 * can exceed (coins, hand size, seats, counts, sound house areas: see `AreaC`); whether the state
 * can occur with a given config (card conservation, player count, golden rules, phase) is
 * `checkState`'s to say.
 *
 * @example
 * BuranoStateC.is(game.setup(defaultConfig(2), 1)); // true
 * @category State
 */
export const BuranoStateC: t.Type<BuranoState, BuranoState, unknown> = t.readonly(
  t.type({
    config: BuranoConfigC,
    decks: sized(t.readonlyArray(FloorCardIdC), 3, 3, "three floor decks"),
    supply: sized(sized(t.union([FloorCardIdC, t.null]), 3, 5, "a supply row of 3 to 5 spaces"), 3, 3, "three supply rows"),
    characters: t.readonlyArray(CharacterCardIdC),
    box: BoxC,
    players: sized(PlayerC, 1, 4, "1 to 4 players"),
    startPlayer: SeatC,
    current: SeatC,
    turns: integerBetween(0, Number.MAX_SAFE_INTEGER, "a turn count"),
    rounds: integerBetween(0, Number.MAX_SAFE_INTEGER, "a round count"),
    phase: PhaseC,
    placed: integerBetween(0, 3, "placements this turn (0 to 3)"),
    arranged: t.boolean,
    ended: t.union([t.keyof({ fiveHouses: null, supplyEmpty: null, anyDeckEmpty: null, noCharacters: null, roundLimit: null }), t.null]),
    rng: RngStateC,
  }),
  "BuranoState",
);
