/**
 * The config: player count, the start player, and every ruling flag of the rules specification
 * (§5.2), each defaulting to the printed rules; other readings are options, off by default.
 *
 * @module
 */
import { either } from "fp-ts";
import { oneOf, requirePlayerCount } from "@laguna/core";
import * as t from "io-ts";
import { CONSTANTS } from "./data";

const PositiveIntC = new t.Type<number, number, unknown>(
  "a positive integer",
  (u): u is number => typeof u === "number" && Number.isInteger(u) && u > 0,
  (u, c) => (typeof u === "number" && Number.isInteger(u) && u > 0 ? t.success(u) : t.failure(u, c)),
  (n) => n,
);

/**
 * The io-ts codec of the config's fields, before the cross-field check (the start seat must be a
 * seat of the game); {@link MuranoConfigC} adds that check.
 *
 * @example
 * MuranoConfigFieldsC.is(defaultConfig(3)); // true
 * @category Config
 */
export const MuranoConfigFieldsC = t.readonly(
  t.type({
    /** 2 to 4 players. */
    playerCount: t.union([t.literal(2), t.literal(3), t.literal(4)]),
    /** The start player: seeded random (the rulebook) or a given seat. */
    startPlayer: t.union([t.literal("random"), t.literal(0), t.literal(1), t.literal(2), t.literal(3)]),
    /** R10: each factory used needs 2 VP in hand (`strict`) or VP floors at 0 (`clamp`). */
    productionVpRule: oneOf("strict", "clamp"),
    /**
     * R11: the +1 VP per own gondolier without a card goes to every one not in the general supply
     * (on a gondola or in the personal supply: the rulebook's words, the default), or only to
     * those on a gondola (`onGondola`, the alternative reading).
     */
    unassignedGondolierVp: oneOf("notInGeneralSupply", "onGondola"),
    /** R12: a revealed card must be assigned while a legal gondolier exists. */
    characterAssignment: oneOf("mandatory", "optional"),
    /** R05: Recruit is selectable only if the player can pay for a card. */
    recruitRequiresAffordableCost: t.boolean,
    /** R18: actions that change nothing (Build 0 tiles, Income 0, …) may be taken. */
    allowNullActions: t.boolean,
    /**
     * R13: MC24 also needs at least one own building (the reference manual's reading). Off by
     * default: the card asks only for the same number, so 0 = 0 scores (the rulebook's words).
     */
    mc24RequiresOwnBuilding: t.boolean,
    /** R14: MC09 scores with 0 red and blue customers. */
    mc09ZeroCustomersQualify: t.boolean,
    /** R15: MC29–31 count gondoliers already moved onto the island by earlier scoring. */
    twoGondolierCardCountsScored: t.boolean,
    /** R16: Studio conversions chain (red → green → blue). */
    studioChaining: t.boolean,
    /** R17: a special card taken in the final turn is active at final scoring. */
    finalTurnCardsActiveAtScoring: t.boolean,
    /** R07: the final-turn immediate placement needs a space next to a street tile. */
    finalTurnPlacementNeedsStreet: t.boolean,
    /** R22: the gold supply is unlimited (`null`) or holds this much gold in all. */
    goldSupplyLimit: t.union([t.null, PositiveIntC]),
    /** R23: markers are unlimited (`null`) or each player has this many. */
    markerLimitPerPlayer: t.union([t.null, PositiveIntC]),
    /** R27: the red ship starts on anchor 0 or on a seeded random anchor. */
    redShipStart: oneOf("anchor0", "random"),
  }),
  "MuranoConfigFields",
);

/**
 * A Murano config.
 *
 * @example
 * const config: MuranoConfig = { ...defaultConfig(3), productionVpRule: "clamp" };
 * @category Config
 */
export type MuranoConfig = t.TypeOf<typeof MuranoConfigFieldsC>;

/**
 * What is wrong between the fields of a config, if anything: a fixed start player who does not
 * sit at the table, or a gold supply too small for the starting gold (spec §7: the supply never
 * goes below 0).
 */
function crossFieldProblem(config: MuranoConfig): string | undefined {
  if (config.startPlayer !== "random" && config.startPlayer >= config.playerCount) {
    return `the start player ${config.startPlayer} does not sit at a table of ${config.playerCount}`;
  }
  const starting = CONSTANTS.startingGold * config.playerCount;
  if (config.goldSupplyLimit !== null && config.goldSupplyLimit < starting) {
    return `a gold supply of ${config.goldSupplyLimit} cannot pay the ${starting} starting gold of ${config.playerCount} players`;
  }
  return undefined;
}

/**
 * The io-ts codec of a config. Beyond the field types it refuses a fixed start player who does
 * not sit at the table, and a
 * `goldSupplyLimit` below the players' starting gold.
 *
 * @example
 * MuranoConfigC.is(defaultConfig(2)); // true
 * MuranoConfigC.is({ ...defaultConfig(2), startPlayer: 3 }); // false
 * MuranoConfigC.is({ ...defaultConfig(4), goldSupplyLimit: 10 }); // false: 4 players start with 20
 * @category Config
 */
export const MuranoConfigC = new t.Type<MuranoConfig, MuranoConfig, unknown>(
  "MuranoConfig",
  (u): u is MuranoConfig => MuranoConfigFieldsC.is(u) && crossFieldProblem(u) === undefined,
  (u, c) =>
    either.chain((config: MuranoConfig) => {
      const problem = crossFieldProblem(config);
      return problem === undefined ? t.success(config) : t.failure<MuranoConfig>(u, c, problem);
    })(MuranoConfigFieldsC.validate(u, c)),
  (c) => c,
);

/**
 * The game's name for people, as error messages print it.
 *
 * @example
 * GAME_NAME; // "Murano"
 * @category Config
 */
export const GAME_NAME = "Murano";

/**
 * Every supported number of players, ascending (the game's `playerCounts`).
 *
 * @example
 * PLAYER_COUNTS.includes(5); // false
 * @category Config
 */
export const PLAYER_COUNTS: readonly number[] = [2, 3, 4];

/**
 * The default config for 2, 3 or 4 players: the rulebook's rules and the spec's rulings.
 *
 * A player count the game does not support throws a `RangeError` naming the game and the
 * counts it supports (the contract's one documented exception, see `Game.defaultConfig`).
 *
 * @throws RangeError when `playerCount` is not one of `PLAYER_COUNTS` (the game's `playerCounts`).
 * @example
 * defaultConfig(4).productionVpRule; // "strict"
 * defaultConfig(1); // throws RangeError: "Murano is for 2, 3 or 4 players, not 1."
 * @category Config
 */
export function defaultConfig(playerCount: number): MuranoConfig {
  requirePlayerCount(GAME_NAME, PLAYER_COUNTS, playerCount);
  return {
    playerCount: playerCount as 2 | 3 | 4,
    startPlayer: "random",
    productionVpRule: "strict",
    unassignedGondolierVp: "notInGeneralSupply",
    characterAssignment: "mandatory",
    recruitRequiresAffordableCost: true,
    allowNullActions: true,
    mc24RequiresOwnBuilding: false,
    mc09ZeroCustomersQualify: true,
    twoGondolierCardCountsScored: true,
    studioChaining: false,
    finalTurnCardsActiveAtScoring: true,
    finalTurnPlacementNeedsStreet: true,
    goldSupplyLimit: null,
    markerLimitPerPlayer: null,
    redShipStart: "anchor0",
  };
}

/**
 * Every value of every option, for tools that enumerate variants. The limits list the physical
 * values (131 gold in coins, 15 markers per colour).
 *
 * @example
 * CONFIG_OPTIONS.productionVpRule; // ["strict", "clamp"]
 * @category Config
 */
export const CONFIG_OPTIONS: { readonly [K in Exclude<keyof MuranoConfig, "playerCount">]: readonly MuranoConfig[K][] } = {
  startPlayer: ["random", 0, 1, 2, 3],
  productionVpRule: ["strict", "clamp"],
  unassignedGondolierVp: ["notInGeneralSupply", "onGondola"],
  characterAssignment: ["mandatory", "optional"],
  recruitRequiresAffordableCost: [true, false],
  allowNullActions: [true, false],
  mc24RequiresOwnBuilding: [false, true],
  mc09ZeroCustomersQualify: [true, false],
  twoGondolierCardCountsScored: [true, false],
  studioChaining: [false, true],
  finalTurnCardsActiveAtScoring: [true, false],
  finalTurnPlacementNeedsStreet: [true, false],
  goldSupplyLimit: [null, 131],
  markerLimitPerPlayer: [null, 15],
  redShipStart: ["anchor0", "random"],
};
