/**
 * The config: player count, the game's own setup options (Ring side, starting Selector and Ring
 * positions, first player, which Advantages go under the tiles) and every ruling flag of the spec
 * (the specification's §5), each defaulting to the spec's ruling.
 *
 * Mind the name clash: the config flag `multiCompletionBonus` (R1: *when* the two-completion bonus
 * is paid, `"once"` or `"perAdditional"`) is not the data constant `CONSTANTS.multiCompletionBonus`
 * (*how much* it pays: 2 Lira).
 *
 * @module
 */
import { either } from "fp-ts";
import { integerBetween, oneOf, requirePlayerCount } from "@laguna/core";
import * as t from "io-ts";
import { CONSTANTS, FIRST_GAME_ADVANTAGES, NOT_FOR_ADVANCED_PLAYERS, isAdvantageId } from "./data";

const positionC = integerBetween(0, CONSTANTS.positions - 1, `a board position (0 to ${CONSTANTS.positions - 1})`);

/**
 * The io-ts codec of an Advantage card number (one of the 16 numbers of the data).
 *
 * @example
 * AdvantageIdC.is(16); // true
 * AdvantageIdC.is(17); // false
 * @category Config
 */
export const AdvantageIdC = new t.Type<number, number, unknown>(
  "an Advantage card number",
  isAdvantageId,
  (u, c) => (isAdvantageId(u) ? t.success(u) : t.failure(u, c)),
  (n) => n,
);

/**
 * The io-ts codec of an explicit Advantage assignment: the Advantage card under each Category tile.
 *
 * @example
 * TileAssignmentC.is({ ART: 5, JEW: 8, HOU: 2, ANI: 16 }); // true
 * @category Config
 */
export const TileAssignmentC = t.readonly(
  t.type({ ART: AdvantageIdC, JEW: AdvantageIdC, HOU: AdvantageIdC, ANI: AdvantageIdC }),
  "TileAssignment",
);

/**
 * The Advantage card under each Category tile (Arte, Joya, Menaje, Animal).
 *
 * @example
 * const tiles: TileAssignment = { ART: 1, JEW: 2, HOU: 3, ANI: 4 };
 * @category Config
 */
export type TileAssignment = t.TypeOf<typeof TileAssignmentC>;

/** The fields of the config. */
const LightMastersConfigFieldsC = t.readonly(
  t.type({
    /** 2 to 4 players (INFERRED, §2.2). */
    playerCount: t.union([t.literal(2), t.literal(3), t.literal(4)]),
    /** Setup step 1: the side of the removable Ring. */
    ringSide: oneOf("A", "B"),
    /** R32: the Selector's starting position, seeded random or given. */
    selectorStart: t.union([t.literal("random"), positionC]),
    /** R32: the Ring's starting offset, seeded random or given. */
    ringOffsetStart: t.union([t.literal("random"), positionC]),
    /** Setup step 9: the first player, seeded random or a given seat. */
    firstPlayer: t.union([t.literal("random"), t.literal(0), t.literal(1), t.literal(2), t.literal(3)]),
    /** R33: 4 random Advantages, the first-game set 1–4 in random order, or an explicit mapping. */
    advantageSetup: t.union([t.literal("random"), t.literal("firstGame"), TileAssignmentC]),
    /** R33: leave out Advantages 1 and 2 ("do not use in games with advanced players"). */
    advancedPlayers: t.boolean,
    /**
     * R1: the two-completion bonus is paid once per turn (`once`) or for every completion after the
     * first (`perAdditional`). Its amount is the data constant `CONSTANTS.multiCompletionBonus`.
     */
    multiCompletionBonus: oneOf("once", "perAdditional"),
    /** R3: completing a payable first card is compulsory. */
    mustCompleteIfAble: t.boolean,
    /** R12: an excess over 8 fragments is returned before any other move. */
    excessReturnBeforeOtherActions: t.boolean,
    /** R13: the substitute for a missing Selector fragment may be clear. */
    obtainSubstituteMayBeClear: t.boolean,
    /** R14: an Exchange takes only the linked fragments in stock, or substitutes non-clear ones. */
    exchangeShortage: oneOf("takeAvailable", "substituteNonClear"),
    /** R15: a clear fragment may be placed in an Exchange. */
    exchangeMayPlaceClear: t.boolean,
    /** R17: an empty Market may be bought. */
    allowBuyEmptyMarket: t.boolean,
    /** R20: several Privilegio activations in one phase stack. */
    privilegioStacks: t.boolean,
    /** R21: a phase Advantage modifies one action instance, or the whole phase. */
    phaseAdvantageScope: oneOf("oneAction", "wholePhase"),
    /**
     * Oportunista (15) "may be done twice": the second swap right after the first or never
     * (`atOnce`, the spec's R26), or at any later moment of the same turn (`laterInTurn`).
     */
    oportunistaSecondSwap: oneOf("atOnce", "laterInTurn"),
    /** R23: an activation with no possible effect is legal. */
    allowNoOpActivation: t.boolean,
    /** R28: the Lira reserve is unlimited, or holds the 267 Lira of the tokens. */
    liraSupply: oneOf("unlimited", "tokens267"),
    /** R29: Lira is public (`public`), or only its owner sees it (`hidden`, our alternative reading). */
    liraVisibility: oneOf("public", "hidden"),
    /**
     * Ours (a house rule, opt-in; not in the rulebook): the game also ends after this round if
     * nobody has emptied their hand; `null` (the default, as printed) for no round limit. For
     * simulations: players who never empty a hand (uniformly random ones do not) would otherwise
     * play for ever. A game between people ends long before round 20 (each player completes 5 or
     * 6 creations).
     */
    roundLimit: t.union([t.null, integerBetween(1, 1000, "a round limit (1 to 1000)")]),
  }),
  "LightMastersConfig",
);

/**
 * A Murano: Light Masters config.
 *
 * @example
 * const config: LightMastersConfig = { ...defaultConfig(3), ringSide: "B", advantageSetup: "firstGame" };
 * @category Config
 */
// An interface rather than a type alias, so that the API docs list the fields.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LightMastersConfig extends t.TypeOf<typeof LightMastersConfigFieldsC> {}

/** A codec named after what was expected, so that a refused fit reads well in `decodeWith`'s error. */
const expected = (name: string) =>
  new t.Type<unknown, unknown, unknown>(name, (_u): _u is unknown => false, (u, c) => t.failure(u, c), (a) => a);

/** Why the fields, each valid, do not fit together; `undefined` when they do. */
function misfit(c: LightMastersConfig): { key: string; value: unknown; message: string } | undefined {
  if (c.firstPlayer !== "random" && c.firstPlayer >= c.playerCount) {
    return { key: "firstPlayer", value: c.firstPlayer, message: 'a seat of this game or "random"' };
  }
  const setup = c.advantageSetup;
  if (setup === "firstGame") {
    if (c.advancedPlayers && FIRST_GAME_ADVANTAGES.some((a) => NOT_FOR_ADVANCED_PLAYERS.includes(a))) {
      return {
        key: "advantageSetup",
        value: setup,
        message: `"random" or a mapping: the first-game set holds Advantages ${NOT_FOR_ADVANCED_PLAYERS.join(" and ")}, which advancedPlayers leaves out`,
      };
    }
  } else if (setup !== "random") {
    const ids = [setup.ART, setup.JEW, setup.HOU, setup.ANI];
    if (new Set(ids).size !== ids.length) {
      return { key: "advantageSetup", value: setup, message: "4 different Advantage cards, one under each tile" };
    }
    if (c.advancedPlayers && ids.some((a) => NOT_FOR_ADVANCED_PLAYERS.includes(a))) {
      return {
        key: "advantageSetup",
        value: setup,
        message: `Advantages other than ${NOT_FOR_ADVANCED_PLAYERS.join(" and ")}, which advancedPlayers leaves out`,
      };
    }
  }
  return undefined;
}

/**
 * The io-ts codec of the config: the fields, a first player that is a seat of the game, and an
 * Advantage setup that fits `advancedPlayers` (I15: no Advantage 1 or 2 with advanced players)
 * with 4 different cards when it is an explicit mapping.
 *
 * @example
 * LightMastersConfigC.is(defaultConfig(3)); // true
 * LightMastersConfigC.is({ ...defaultConfig(2), playerCount: 5 }); // false
 * LightMastersConfigC.is({ ...defaultConfig(2), advancedPlayers: true, advantageSetup: "firstGame" }); // false
 * @category Config
 */
export const LightMastersConfigC: t.Type<LightMastersConfig, LightMastersConfig, unknown> = new t.Type<
  LightMastersConfig,
  LightMastersConfig,
  unknown
>(
  "LightMastersConfig",
  (u): u is LightMastersConfig => LightMastersConfigFieldsC.is(u) && misfit(u) === undefined,
  (u, c) =>
    either.flatMap(LightMastersConfigFieldsC.validate(u, c), (config) => {
      const bad = misfit(config);
      return bad === undefined
        ? t.success(config)
        : t.failure(bad.value, [...c, { key: bad.key, type: expected(bad.message), actual: bad.value }], bad.message);
    }),
  (config) => config,
);

/**
 * The game's name for people, as error messages print it.
 *
 * @example
 * GAME_NAME; // "Murano: Light Masters"
 * @category Config
 */
export const GAME_NAME = "Murano: Light Masters";

/**
 * Every supported number of players, ascending (the game's `playerCounts`).
 *
 * @example
 * PLAYER_COUNTS.includes(5); // false
 * @category Config
 */
export const PLAYER_COUNTS: readonly number[] = [2, 3, 4];

/**
 * The default config for a player count: the rulebook's rules with the spec's rulings (§5's
 * default config block), the first player at random.
 *
 * A player count the game does not support throws a `RangeError` naming the game and the
 * counts it supports (the contract's one documented exception, see `Game.defaultConfig`).
 *
 * @throws RangeError when `playerCount` is not one of `PLAYER_COUNTS` (the game's `playerCounts`).
 * @example
 * defaultConfig(2).multiCompletionBonus; // "once"
 * defaultConfig(4).advantageSetup; // "random"
 * defaultConfig(5); // throws RangeError: "Murano: Light Masters is for 2, 3 or 4 players, not 5."
 * @category Config
 */
export function defaultConfig(playerCount: number): LightMastersConfig {
  requirePlayerCount(GAME_NAME, PLAYER_COUNTS, playerCount);
  return {
    playerCount: playerCount as LightMastersConfig["playerCount"],
    ringSide: "A",
    selectorStart: "random",
    ringOffsetStart: "random",
    firstPlayer: "random",
    advantageSetup: "random",
    advancedPlayers: false,
    multiCompletionBonus: "once",
    mustCompleteIfAble: false,
    excessReturnBeforeOtherActions: true,
    obtainSubstituteMayBeClear: true,
    exchangeShortage: "takeAvailable",
    exchangeMayPlaceClear: true,
    allowBuyEmptyMarket: false,
    privilegioStacks: true,
    phaseAdvantageScope: "oneAction",
    oportunistaSecondSwap: "atOnce",
    allowNoOpActivation: false,
    liraSupply: "unlimited",
    liraVisibility: "public",
    roundLimit: null,
  };
}

const positions: readonly number[] = Array.from({ length: CONSTANTS.positions }, (_, p) => p);

/**
 * Four explicit Advantage mappings that together put each of the 16 Advantages in play once (R33),
 * so that tools enumerating the variants exercise every card.
 *
 * @example
 * COVERING_TILE_ASSIGNMENTS.flatMap((m) => Object.values(m)).sort((a, b) => a - b); // [1, 2, ..., 16]
 * @category Config
 */
export const COVERING_TILE_ASSIGNMENTS: readonly TileAssignment[] = [
  { ART: 1, JEW: 2, HOU: 3, ANI: 4 },
  { ART: 5, JEW: 6, HOU: 7, ANI: 8 },
  { ART: 9, JEW: 10, HOU: 11, ANI: 12 },
  { ART: 13, JEW: 14, HOU: 15, ANI: 16 },
];

/**
 * Every value of every option, default first (the law kit and the CLI enumerate the variants).
 * `advantageSetup` accepts any explicit {@link TileAssignment}; the four of
 * {@link COVERING_TILE_ASSIGNMENTS}, which together hold all 16 Advantages, are listed.
 *
 * @example
 * CONFIG_OPTIONS.multiCompletionBonus; // ["once", "perAdditional"]
 * CONFIG_OPTIONS.selectorStart.length; // 13: "random" and the 12 positions
 * CONFIG_OPTIONS.advantageSetup.length; // 6: "random", "firstGame" and 4 mappings
 * @category Config
 */
export const CONFIG_OPTIONS: { readonly [K in Exclude<keyof LightMastersConfig, "playerCount">]: readonly LightMastersConfig[K][] } = {
  ringSide: ["A", "B"],
  selectorStart: ["random", ...positions],
  ringOffsetStart: ["random", ...positions],
  firstPlayer: ["random", 0, 1, 2, 3],
  advantageSetup: ["random", "firstGame", ...COVERING_TILE_ASSIGNMENTS],
  advancedPlayers: [false, true],
  multiCompletionBonus: ["once", "perAdditional"],
  mustCompleteIfAble: [false, true],
  excessReturnBeforeOtherActions: [true, false],
  obtainSubstituteMayBeClear: [true, false],
  exchangeShortage: ["takeAvailable", "substituteNonClear"],
  exchangeMayPlaceClear: [true, false],
  allowBuyEmptyMarket: [false, true],
  privilegioStacks: [true, false],
  phaseAdvantageScope: ["oneAction", "wholePhase"],
  oportunistaSecondSwap: ["atOnce", "laterInTurn"],
  allowNoOpActivation: [false, true],
  liraSupply: ["unlimited", "tokens267"],
  liraVisibility: ["public", "hidden"],
  roundLimit: [null, 20],
};
