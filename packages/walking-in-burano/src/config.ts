/**
 * The config: player count, the game's own options (beginner characters, the closed-window
 * penalty) and every ruling flag of the spec (§5.2), each defaulting to the spec's ruling.
 *
 * @module
 */
import { either } from "fp-ts";
import { integerBetween, oneOf, requirePlayerCount } from "@laguna/core";
import * as t from "io-ts";

/**
 * The round limit of our house rule R31 when it is switched on (`roundLimit: ROUND_LIMIT`): the
 * printed rules have no round limit, so the default config has none (`roundLimit: null`).
 *
 * @example
 * defaultConfig(4).roundLimit; // null: the printed rules
 * const simulation: BuranoConfig = { ...defaultConfig(2), roundLimit: ROUND_LIMIT }; // house rule R31
 * @category Config
 */
export const ROUND_LIMIT = 20;

/**
 * The highest round limit a config may set.
 *
 * @example
 * BuranoConfigC.is({ ...defaultConfig(2), roundLimit: MAX_ROUND_LIMIT + 1 }); // false
 * @category Config
 */
export const MAX_ROUND_LIMIT = 1000;

/** The fields of the config. */
const BuranoConfigFieldsC = t.readonly(
  t.type({
    /** 1 (solo) to 4. */
    playerCount: t.union([t.literal(1), t.literal(2), t.literal(3), t.literal(4)]),
    /** Beginner option: no Shop Owners, Florists or Gardeners. */
    beginnerCharacters: t.boolean,
    /** Final scoring step D; `false` is the beginner no-penalty option. */
    closedWindowPenalty: t.boolean,
    /** R18: in solo, the penalty applies even with `closedWindowPenalty: false`. */
    soloPenaltyAlways: t.boolean,
    /** R17: tied players for the most closed windows all lose (`allTied`) or none do. */
    closedWindowTie: oneOf("allTied", "none"),
    /** R15: how the Policeman counts non-adjacent streetlights. */
    policemanAdjacency: oneOf("maxIndependent", "isolatedOnly"),
    /** R16: what "3 horizontally adjacent floors" means for Florist and Gardener. */
    adjacentTriple: oneOf("contiguousUpTo3", "exactlyThree", "window3"),
    /** R14: which floors the inhabitants look at. */
    inhabitantScope: oneOf("allPlaced", "completedOnly"),
    /** R11: rule B compares whole neighbouring houses, or only the same floor. */
    ruleBScope: oneOf("house", "sameLevel"),
    /** R6: all occupied cells stay connected, or only new cards need a neighbour. */
    connectivity: oneOf("global", "placementOnly"),
    /** R7: a scaffold may be set aside at any time, or only when it has no legal cell. */
    scaffoldAside: oneOf("anyTime", "onlyWhenNoSpace"),
    /** R8: scaffold-only columns count towards the 5-house span. */
    spanCountsScaffolds: t.boolean,
    /** R20: the 2-player removal boxes the rightmost card present, or the card in the last space. */
    rightmostRemoval: oneOf("card", "space"),
    /** R3: a column with 1st and 3rd floors but no 2nd may be taken together. */
    gapColumnJoin: t.boolean,
    /** R4: the game also ends when a refill leaves the supply empty, or when any row cannot be refilled. */
    deckExhaustionEnd: oneOf("supplyEmpty", "anyDeckEmpty"),
    /**
     * Ours (house rule R31, opt-in): the game also ends after this many rounds; `null` (the
     * default, as printed) for no round limit. The printed rules have no such limit, and can
     * deadlock: a game in which no player can complete 5 houses (for want of tokens to break A or
     * B) while the decks never run out (returned cards go back under the decks) never ends. A real
     * game takes about 10 to 15 rounds (5 houses are 15 placements, at most 3 per turn and paid
     * for), so a limit of {@link ROUND_LIMIT} (20) does not cut a real game short.
     */
    roundLimit: t.union([t.null, integerBetween(1, MAX_ROUND_LIMIT, `a round limit (1 to ${MAX_ROUND_LIMIT})`)]),
    /** §2.2: the start player, at random from the seed or a given seat. */
    startPlayer: t.union([t.literal("random"), t.literal(0), t.literal(1), t.literal(2), t.literal(3)]),
  }),
  "BuranoConfig",
);

/**
 * A Walking in Burano config.
 *
 * @example
 * const solo: BuranoConfig = { ...defaultConfig(1), beginnerCharacters: true };
 * @category Config
 */
// An interface rather than a type alias, so that the API docs list the fields.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface BuranoConfig extends t.TypeOf<typeof BuranoConfigFieldsC> {}

const startPlayerFits = (c: BuranoConfig): boolean => c.startPlayer === "random" || c.startPlayer < c.playerCount;

/**
 * The io-ts codec of the config: the fields, and a start player that is a seat of the game.
 *
 * @example
 * BuranoConfigC.is(defaultConfig(3)); // true
 * BuranoConfigC.is({ ...defaultConfig(2), startPlayer: 3 }); // false
 * @category Config
 */
export const BuranoConfigC: t.Type<BuranoConfig, BuranoConfig, unknown> = new t.Type<BuranoConfig, BuranoConfig, unknown>(
  "BuranoConfig",
  (u): u is BuranoConfig => BuranoConfigFieldsC.is(u) && startPlayerFits(u),
  (u, c) =>
    either.flatMap(BuranoConfigFieldsC.validate(u, c), (config) =>
      startPlayerFits(config)
        ? t.success(config)
        : t.failure(config.startPlayer, [...c, { key: "startPlayer", type: t.literal("random"), actual: config.startPlayer }], "a seat of this game or \"random\""),
    ),
  (config) => config,
);

/**
 * The game's name for people, as error messages print it.
 *
 * @example
 * GAME_NAME; // "Walking in Burano"
 * @category Config
 */
export const GAME_NAME = "Walking in Burano";

/**
 * Every supported number of players, ascending (the game's `playerCounts`).
 *
 * @example
 * PLAYER_COUNTS.includes(5); // false
 * @category Config
 */
export const PLAYER_COUNTS: readonly number[] = [1, 2, 3, 4];

/**
 * The default config for a player count: the rulebook's rules with the spec's rulings, and none of
 * our house rules (no round limit).
 *
 * A player count the game does not support throws a `RangeError` naming the game and the
 * counts it supports (the contract's one documented exception, see `Game.defaultConfig`).
 *
 * @throws RangeError when `playerCount` is not one of `PLAYER_COUNTS` (the game's `playerCounts`).
 * @example
 * defaultConfig(2).rightmostRemoval; // "card"
 * defaultConfig(5); // throws RangeError: "Walking in Burano is for 1, 2, 3 or 4 players, not 5."
 * @category Config
 */
export function defaultConfig(playerCount: number): BuranoConfig {
  requirePlayerCount(GAME_NAME, PLAYER_COUNTS, playerCount);
  return {
    playerCount: playerCount as BuranoConfig["playerCount"],
    beginnerCharacters: false,
    closedWindowPenalty: true,
    soloPenaltyAlways: true,
    closedWindowTie: "allTied",
    policemanAdjacency: "maxIndependent",
    adjacentTriple: "contiguousUpTo3",
    inhabitantScope: "allPlaced",
    ruleBScope: "house",
    connectivity: "global",
    scaffoldAside: "anyTime",
    spanCountsScaffolds: true,
    rightmostRemoval: "card",
    gapColumnJoin: true,
    deckExhaustionEnd: "supplyEmpty",
    roundLimit: null,
    startPlayer: "random",
  };
}

/**
 * Every value of every option, default first (the law kit and the CLI enumerate the variants).
 *
 * @example
 * CONFIG_OPTIONS.adjacentTriple; // ["contiguousUpTo3", "exactlyThree", "window3"]
 * @category Config
 */
export const CONFIG_OPTIONS = {
  beginnerCharacters: [false, true],
  closedWindowPenalty: [true, false],
  soloPenaltyAlways: [true, false],
  closedWindowTie: ["allTied", "none"],
  policemanAdjacency: ["maxIndependent", "isolatedOnly"],
  adjacentTriple: ["contiguousUpTo3", "exactlyThree", "window3"],
  inhabitantScope: ["allPlaced", "completedOnly"],
  ruleBScope: ["house", "sameLevel"],
  connectivity: ["global", "placementOnly"],
  scaffoldAside: ["anyTime", "onlyWhenNoSpace"],
  spanCountsScaffolds: [true, false],
  rightmostRemoval: ["card", "space"],
  gapColumnJoin: [true, false],
  deckExhaustionEnd: ["supplyEmpty", "anyDeckEmpty"],
  roundLimit: [null, ROUND_LIMIT],
  startPlayer: ["random", 0, 1, 2, 3],
} as const satisfies { readonly [K in Exclude<keyof BuranoConfig, "playerCount">]: readonly BuranoConfig[K][] };

/**
 * The flags the house-area rules depend on.
 *
 * @example
 * const rules: AreaRules = defaultConfig(2);
 * @category Config
 */
export type AreaRules = Pick<BuranoConfig, "connectivity" | "scaffoldAside" | "spanCountsScaffolds" | "ruleBScope">;

/**
 * The flags character scoring depends on.
 *
 * @example
 * const rules: ScoringRules = defaultConfig(3);
 * @category Config
 */
export type ScoringRules = Pick<
  BuranoConfig,
  | "playerCount"
  | "policemanAdjacency"
  | "adjacentTriple"
  | "inhabitantScope"
  | "closedWindowPenalty"
  | "soloPenaltyAlways"
  | "closedWindowTie"
>;
