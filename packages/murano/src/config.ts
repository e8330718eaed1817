/**
 * The config: player count, the start player, and an option for every reading of the rules where
 * the rulebook leaves a choice, each defaulting to the printed rules; other readings are options,
 * off by default.
 *
 * @module
 */
import { crossChecked, fieldMisfit, oneOf, requirePlayerCount, seatChoiceMisfit } from "@laguna/core";
import * as t from "io-ts";
import { CONSTANTS } from "./data";

const PositiveIntC = new t.Type<number, number, unknown>(
  "a positive integer",
  (u): u is number => typeof u === "number" && Number.isInteger(u) && u > 0,
  (u, c) => (typeof u === "number" && Number.isInteger(u) && u > 0 ? t.success(u) : t.failure(u, c)),
  (n) => n,
);

/**
 * A Murano config: the player count, the start player, and the readings of the rules where the
 * rulebook leaves a choice (each defaulting to the printed rules).
 *
 * @example
 * const config: MuranoConfig = { ...defaultConfig(3), productionVpRule: "clamp" };
 * @category Config
 */
export interface MuranoConfig {
  /** The number of players: 2 to 4. */
  readonly playerCount: 2 | 3 | 4;
  /** The start player: drawn at random from the seed, as the rulebook says (`random`), or a given seat. */
  readonly startPlayer: "random" | 0 | 1 | 2 | 3;
  /**
   * *Action: Production*, "you may not fall below 0 VP": each factory used needs 2 VP (`strict`),
   * or production is allowed with 1 VP or more and VP stop at 0 (`clamp`).
   */
  readonly productionVpRule: "strict" | "clamp";
  /**
   * *End of the Game and Scoring*: which own gondoliers that got no character card score 1 VP.
   * Every one not in the general supply, so those on a gondola and those in the personal supply
   * (`notInGeneralSupply`, the rulebook's words), or only those on a gondola (`onGondola`).
   */
  readonly unassignedGondolierVp: "notInGeneralSupply" | "onGondola";
  /**
   * *End of the Game and Scoring*: a revealed character card must be assigned while a legal
   * gondolier exists, even for 0 VP (`mandatory`), or may be left unassigned (`optional`).
   */
  readonly characterAssignment: "mandatory" | "optional";
  /**
   * *Action: Recruit a Character*: the action can be chosen only by a player who can pay for a
   * card (`true`); `false` lets a player who cannot pay draw, and then decline.
   */
  readonly recruitRequiresAffordableCost: boolean;
  /**
   * Whether actions that change nothing may be taken: a Build of no tile, an Income of 0, a
   * Production that neither produces nor sells, a Gondolier action that neither hires nor dismisses.
   */
  readonly allowNullActions: boolean;
  /**
   * The "even split" character card (MC24) also needs at least one building of the player's own on
   * the island (the reference manual's reading). Off by default: the card asks only for equal
   * counts, so 0 against 0 scores (the rulebook's words).
   */
  readonly mc24RequiresOwnBuilding: boolean;
  /** Whether the "quiet island" character card (MC09: at most 3 red and blue customers) scores with none at all. */
  readonly mc09ZeroCustomersQualify: boolean;
  /**
   * Whether the boatmen character cards (MC29 to MC31: at least 2 gondoliers placed at the island)
   * count gondoliers already moved onto the island by earlier scoring.
   */
  readonly twoGondolierCardCountsScored: boolean;
  /** Whether the conversions of several Studios chain (red to green to blue), or each bead converts once. */
  readonly studioChaining: boolean;
  /** Whether a special building card taken in a player's final turn is active at final scoring. */
  readonly finalTurnCardsActiveAtScoring: boolean;
  /**
   * Whether the free placement of a tile bought in a final turn (*End of the Game and Scoring*)
   * needs a building space next to a street tile (`false`: any empty building space).
   */
  readonly finalTurnPlacementNeedsStreet: boolean;
  /** The gold supply: unlimited (`null`), or this much gold in all, gains capped by what is left (131 is the coins in the box). */
  readonly goldSupplyLimit: number | null;
  /** Markers: unlimited (`null`), or this many per player (15 in the box); without a marker a player cannot build a factory or shop. */
  readonly markerLimitPerPlayer: number | null;
  /** Where the red ship starts: on anchor 0 (`anchor0`), or on an anchor drawn from the seed (`random`). */
  readonly redShipStart: "anchor0" | "random";
}

/**
 * The io-ts codec of the config's fields, before the cross-field check (the start seat must be a
 * seat of the game); {@link MuranoConfigC} adds that check.
 *
 * @example
 * MuranoConfigFieldsC.is(defaultConfig(3)); // true
 * @category Config
 */
export const MuranoConfigFieldsC: t.Type<MuranoConfig, MuranoConfig, unknown> = t.readonly(
  t.type({
    playerCount: t.union([t.literal(2), t.literal(3), t.literal(4)]),
    startPlayer: t.union([t.literal("random"), t.literal(0), t.literal(1), t.literal(2), t.literal(3)]),
    productionVpRule: oneOf("strict", "clamp"),
    unassignedGondolierVp: oneOf("notInGeneralSupply", "onGondola"),
    characterAssignment: oneOf("mandatory", "optional"),
    recruitRequiresAffordableCost: t.boolean,
    allowNullActions: t.boolean,
    mc24RequiresOwnBuilding: t.boolean,
    mc09ZeroCustomersQualify: t.boolean,
    twoGondolierCardCountsScored: t.boolean,
    studioChaining: t.boolean,
    finalTurnCardsActiveAtScoring: t.boolean,
    finalTurnPlacementNeedsStreet: t.boolean,
    goldSupplyLimit: t.union([t.null, PositiveIntC]),
    markerLimitPerPlayer: t.union([t.null, PositiveIntC]),
    redShipStart: oneOf("anchor0", "random"),
  }),
  "MuranoConfigFields",
);

/**
 * What is wrong between the fields of a config, if anything: the field, and what was expected
 * there. A fixed start player must sit at the table, and a gold supply must pay the starting gold
 * (the supply never goes below 0).
 */
function crossFieldProblem(config: MuranoConfig): { key: keyof MuranoConfig & string; expected: string } | undefined {
  const n = config.playerCount;
  const misfit = seatChoiceMisfit(config.startPlayer, n);
  if (misfit !== undefined) return { key: "startPlayer", expected: misfit };
  const starting = CONSTANTS.startingGold * n;
  if (config.goldSupplyLimit !== null && config.goldSupplyLimit < starting) {
    return { key: "goldSupplyLimit", expected: `null or at least ${starting}, the gold ${n} players start with` };
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
export const MuranoConfigC: t.Type<MuranoConfig, MuranoConfig, unknown> = crossChecked("MuranoConfig", MuranoConfigFieldsC, (config, c) => {
  const problem = crossFieldProblem(config);
  return problem === undefined ? t.success(config) : fieldMisfit(config, c, problem.key, problem.expected);
});

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
 * The default config for 2, 3 or 4 players: the rulebook's rules, with our readings where it leaves
 * a choice.
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
