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

/**
 * One line for people about each rule option (the game's `optionDocs`, which `laguna list
 * --options` prints): what it does, and whether its other values are the printed rules' other
 * reading or a house rule. The defaults are the printed rules, with our rulings where they leave a
 * choice.
 *
 * @example
 * OPTION_DOCS.productionVpRule; // 'Production with too few VP ("you may not fall below 0 VP"): ...'
 * @category Config
 */
export const OPTION_DOCS: { readonly [K in Exclude<keyof MuranoConfig, "playerCount">]: string } = {
  startPlayer: "Who starts: drawn at random, as printed (random), or a given seat (for tests and replays).",
  productionVpRule:
    'Production with too few VP ("you may not fall below 0 VP"): each factory used needs 2 VP (strict, our reading); clamp, the other reading, allows it from 1 VP and stops VP at 0.',
  unassignedGondolierVp:
    "Which gondoliers without a character score 1 VP: all but those in the general supply, the rulebook's words (notInGeneralSupply); onGondola, the other reading, only those on a gondola.",
  characterAssignment:
    "A revealed character card must be assigned while a legal gondolier exists, even for 0 VP (mandatory, our reading); optional, the other reading, lets it be left out.",
  recruitRequiresAffordableCost:
    "Recruit can be chosen only by a player who can pay for a card (true, our reading); false, the other reading, lets a broke player draw and decline.",
  allowNullActions:
    'Actions that change nothing (Build 0 tiles, Income 0, an empty Production or Gondolier action) may be taken, as the texts say "may" and "up to" (true); false, the other reading, refuses them.',
  mc24RequiresOwnBuilding:
    "Character MC24 (even split) scores with 0 against 0, the rulebook's words (false); true is the reference manual's reading, at least one own building on the island.",
  mc09ZeroCustomersQualify:
    'Character MC09 (at most 3 red and blue customers) scores with none at all, the literal "at most 3" (true); false, the other reading, needs at least one.',
  twoGondolierCardCountsScored:
    "Characters MC29 to MC31 (2 gondoliers placed at the island) count gondoliers already moved onto it by earlier scoring (true, our reading); false, the other reading, does not.",
  studioChaining:
    "Several Studios convert one bead once each, direct pairs only (false, our reading); true, the other reading, chains them (red to green to blue).",
  finalTurnCardsActiveAtScoring:
    "A special building card taken in a player's final turn is active at final scoring (true, our reading); false, the other reading, leaves it out.",
  finalTurnPlacementNeedsStreet:
    "The free placement of a tile bought in the final turn follows the street-adjacency rule (true, our reading); false, the other reading, allows any empty building space.",
  goldSupplyLimit:
    "The gold supply is unlimited, as printed (null); a number is a house rule of ours that caps it at that much gold in all (131: the coins in the box).",
  markerLimitPerPlayer:
    "Markers are unlimited, as printed (null); a number is a house rule of ours: that many per player (15 in the box), and none left means no factory or shop.",
  redShipStart:
    'Where the red ship starts ("does not matter", the rulebook says): anchor 0 (anchor0, our ruling) or an anchor drawn from the seed (random).',
};
