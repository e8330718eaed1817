/**
 * The game state: plain JSON, validated by {@link BuranoStateC}.
 *
 * @module
 */
import { NaturalC, RngStateC, integerBetween } from "@laguna/core";
import * as t from "io-ts";
import { AreaC } from "./area";
import { BuranoConfigC } from "./config";
import { isCharacterCardId, isFloorCardId } from "./data";

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
 * The io-ts codec of one player's part of the state.
 *
 * @example
 * PlayerC.is(state.players[0]); // true
 * @category State
 */
export const PlayerC = t.readonly(
  t.type({
    coins: NaturalC,
    tokens: integerBetween(0, 4, "tokens (0 to 4)"),
    hand: t.readonlyArray(FloorCardIdC),
    area: AreaC,
  }),
  "Player",
);

/**
 * One player: coins, regulatory bonus tokens, hand (hidden from the others) and house area.
 *
 * @example
 * const coins = state.players[state.current]?.coins;
 * @category State
 */
export type Player = t.TypeOf<typeof PlayerC>;

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

/**
 * The io-ts codec of the game state.
 *
 * @example
 * BuranoStateC.is(game.setup(defaultConfig(2), 1)); // true
 * @category State
 */
export const BuranoStateC = t.readonly(
  t.type({
    config: BuranoConfigC,
    /** The three floor decks (1st, 2nd, 3rd); index 0 is the top. Hidden: sizes only in views. */
    decks: t.readonlyArray(t.readonlyArray(FloorCardIdC)),
    /** The supply rows (1st, 2nd, 3rd floor); position 0 is next to the deck; `null` is an empty space. */
    supply: t.readonlyArray(t.readonlyArray(t.union([FloorCardIdC, t.null]))),
    /** The character cards still in the public piles, sorted by id. */
    characters: t.readonlyArray(CharacterCardIdC),
    /** Cards out of the game: boxed floor cards (2-player and solo removals) and characters. */
    box: t.readonly(t.type({ floors: t.readonlyArray(FloorCardIdC), characters: t.readonlyArray(CharacterCardIdC) })),
    players: t.readonlyArray(PlayerC),
    /** The start player of the current round. */
    startPlayer: NaturalC,
    /** The player whose turn it is. */
    current: NaturalC,
    /** Turns completed so far, by all players. */
    turns: NaturalC,
    /** Rounds completed so far (multiplayer). */
    rounds: NaturalC,
    phase: PhaseC,
    /** Floor cards placed in the current turn (0 to 3). */
    placed: integerBetween(0, 3, "placements this turn (0 to 3)"),
    /** Whether the scaffolds were already arranged since the last placement of this turn. */
    arranged: t.boolean,
    ended: t.union([t.keyof({ fiveHouses: null, supplyEmpty: null, anyDeckEmpty: null, noCharacters: null, roundLimit: null }), t.null]),
    rng: RngStateC,
  }),
  "BuranoState",
);

/**
 * The full game state.
 *
 * @example
 * const state: BuranoState = game.setup(defaultConfig(3), 42);
 * @category State
 */
export type BuranoState = t.TypeOf<typeof BuranoStateC>;
