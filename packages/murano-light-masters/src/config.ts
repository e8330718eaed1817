/**
 * The config: player count, the game's own setup options (Ring side, starting Selector and Ring
 * positions, first player, which Advantages go under the tiles) and an option for every reading of
 * the rules where the rulebook leaves a choice, each defaulting to the reading our game page
 * explains.
 *
 * Mind the name clash: the config flag `multiCompletionBonus` (*when* the two-completion bonus is
 * paid, `"once"` or `"perAdditional"`) is not the data constant `CONSTANTS.multiCompletionBonus`
 * (*how much* it pays: 2 Lira).
 *
 * @module
 */
import { crossChecked, fieldMisfit, integerBetween, oneOf, requirePlayerCount, seatChoiceMisfit } from "@laguna/core";
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
export const TileAssignmentC: t.Type<TileAssignment, TileAssignment, unknown> = t.readonly(
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
export interface TileAssignment {
  /** The Advantage card (1 to 16) under the Arte tile. */
  readonly ART: number;
  /** The Advantage card (1 to 16) under the Joya (jewellery) tile. */
  readonly JEW: number;
  /** The Advantage card (1 to 16) under the Menaje (housewares) tile. */
  readonly HOU: number;
  /** The Advantage card (1 to 16) under the Animal tile. */
  readonly ANI: number;
}

/**
 * A Murano: Light Masters config: the player count, the setup choices of *Preparación* (Setup),
 * the readings of the rules where the rulebook leaves a choice (each defaulting to the reading our
 * game page explains), and our opt-in round limit.
 *
 * @example
 * const config: LightMastersConfig = { ...defaultConfig(3), ringSide: "B", advantageSetup: "firstGame" };
 * @category Config
 */
export interface LightMastersConfig {
  /** The number of players: 2 to 4. */
  readonly playerCount: 2 | 3 | 4;
  /** The side of the removable Ring in play (*Preparación*, step 1). */
  readonly ringSide: "A" | "B";
  /** The Selector's starting stop: drawn at random from the seed, or a given board position (0 to 11). */
  readonly selectorStart: "random" | number;
  /** The Ring's starting offset: drawn at random from the seed, or a given one (0 to 11). */
  readonly ringOffsetStart: "random" | number;
  /** The first player (*Preparación*, step 9): drawn at random from the seed, or a given seat. */
  readonly firstPlayer: "random" | 0 | 1 | 2 | 3;
  /**
   * Which Advantage cards go under the four Category tiles: 4 of the pool at random (`random`),
   * the first-game cards 1 to 4 in a random order (`firstGame`), or a given mapping of 4 different
   * cards.
   */
  readonly advantageSetup: "random" | "firstGame" | TileAssignment;
  /**
   * Leave out Advantages 1 and 2, which the rulebook says not to use with advanced players: random
   * draws come from the other 14, and a setup that holds either card is refused.
   */
  readonly advancedPlayers: boolean;
  /**
   * When the bonus for completing more than one creation in a turn is paid: once, on the second
   * completion (`once`), or for every completion after the first (`perAdditional`). Its amount is
   * the data constant `CONSTANTS.multiCompletionBonus`.
   */
  readonly multiCompletionBonus: "once" | "perAdditional";
  /** Whether a player who can pay for their first card must complete it (`false`: completing is optional). */
  readonly mustCompleteIfAble: boolean;
  /**
   * A Workbench over 8 fragments returns the excess before anything else (`true`), or may first
   * use the moves allowed at any time (reordering, turning the Ring, activations).
   */
  readonly excessReturnBeforeOtherActions: boolean;
  /** Whether the fragment taken in place of a missing one in phase 1 (Obtain) may be clear. */
  readonly obtainSubstituteMayBeClear: boolean;
  /**
   * An Exchange whose linked fragments are not all in stock takes only those in stock
   * (`takeAvailable`), or lets the player take other non-clear colours in their place
   * (`substituteNonClear`).
   */
  readonly exchangeShortage: "takeAvailable" | "substituteNonClear";
  /** Whether a clear fragment may be the one put into a Market in an Exchange. */
  readonly exchangeMayPlaceClear: boolean;
  /** Whether a Market with no fragments may be bought. */
  readonly allowBuyEmptyMarket: boolean;
  /**
   * Which Negotiate actions make one owed (R19, *Negociar*: "you must take one of these actions"):
   * any legal one (`anyLegalAction`, the default), so a Buy that only Gratuito (3) makes
   * affordable must be taken, spending a completed creation on it; or only those possible without
   * activating an Advantage (`withoutAdvantage`, since activating one is optional, *Activar una
   * Ventaja*: "Puedes..."): then the phase may be skipped, and the Buy with Gratuito stays legal.
   */
  readonly negotiateObligation: "anyLegalAction" | "withoutAdvantage";
  /**
   * Whether several activations of Privilegio (10) in one turn each add a Negotiate action
   * (`false`: a second one has no effect, so it is refused).
   */
  readonly privilegioStacks: boolean;
  /**
   * How long an Advantage tied to a phase (3, 4, 5, 6, 7, 14) acts: on one action (`oneAction`),
   * or on every later action of its kind in that phase (`wholePhase`).
   */
  readonly phaseAdvantageScope: "oneAction" | "wholePhase";
  /**
   * When Oportunista (15)'s second swap ("may be done twice") may happen: right after the first or
   * never (`atOnce`), or at any later moment of the same turn (`laterInTurn`, our alternative).
   */
  readonly oportunistaSecondSwap: "atOnce" | "laterInTurn";
  /** Whether an Advantage may be activated when it can have no effect (as `{ kind: "none" }`). */
  readonly allowNoOpActivation: boolean;
  /** The Lira reserve: unlimited (`unlimited`), or the 267 Lira the tokens hold, gains capped by it (`tokens267`). */
  readonly liraSupply: "unlimited" | "tokens267";
  /** Everyone sees everyone's Lira (`public`), or only their own (`hidden`, our alternative reading). */
  readonly liraVisibility: "public" | "hidden";
  /**
   * Ours, an opt-in house rule (not in the rulebook): the game also ends after this round (1 to
   * 1000) if nobody has emptied their hand; `null`, the default, for no round limit, as printed.
   * For simulations: players who never empty a hand (uniformly random ones do not) would otherwise
   * play for ever. A game between people ends long before round 20 (each player completes 5 or 6
   * creations).
   */
  readonly roundLimit: number | null;
}

/** The fields of the config, each valid on its own. */
const LightMastersConfigFieldsC: t.Type<LightMastersConfig, LightMastersConfig, unknown> = t.readonly(
  t.type({
    playerCount: t.union([t.literal(2), t.literal(3), t.literal(4)]),
    ringSide: oneOf("A", "B"),
    selectorStart: t.union([t.literal("random"), positionC]),
    ringOffsetStart: t.union([t.literal("random"), positionC]),
    firstPlayer: t.union([t.literal("random"), t.literal(0), t.literal(1), t.literal(2), t.literal(3)]),
    advantageSetup: t.union([t.literal("random"), t.literal("firstGame"), TileAssignmentC]),
    advancedPlayers: t.boolean,
    multiCompletionBonus: oneOf("once", "perAdditional"),
    mustCompleteIfAble: t.boolean,
    excessReturnBeforeOtherActions: t.boolean,
    obtainSubstituteMayBeClear: t.boolean,
    exchangeShortage: oneOf("takeAvailable", "substituteNonClear"),
    exchangeMayPlaceClear: t.boolean,
    allowBuyEmptyMarket: t.boolean,
    negotiateObligation: oneOf("anyLegalAction", "withoutAdvantage"),
    privilegioStacks: t.boolean,
    phaseAdvantageScope: oneOf("oneAction", "wholePhase"),
    oportunistaSecondSwap: oneOf("atOnce", "laterInTurn"),
    allowNoOpActivation: t.boolean,
    liraSupply: oneOf("unlimited", "tokens267"),
    liraVisibility: oneOf("public", "hidden"),
    roundLimit: t.union([t.null, integerBetween(1, 1000, "a round limit (1 to 1000)")]),
  }),
  "LightMastersConfig",
);

/** Why the fields, each valid, do not fit together; `undefined` when they do. */
function misfit(c: LightMastersConfig): { key: keyof LightMastersConfig & string; message: string } | undefined {
  const misfit = seatChoiceMisfit(c.firstPlayer, c.playerCount);
  if (misfit !== undefined) return { key: "firstPlayer", message: misfit };
  const setup = c.advantageSetup;
  if (setup === "firstGame") {
    if (c.advancedPlayers && FIRST_GAME_ADVANTAGES.some((a) => NOT_FOR_ADVANCED_PLAYERS.includes(a))) {
      return {
        key: "advantageSetup",
        message: `"random" or a mapping: the first-game set holds Advantages ${NOT_FOR_ADVANCED_PLAYERS.join(" and ")}, which advancedPlayers leaves out`,
      };
    }
  } else if (setup !== "random") {
    const ids = [setup.ART, setup.JEW, setup.HOU, setup.ANI];
    if (new Set(ids).size !== ids.length) {
      return { key: "advantageSetup", message: "4 different Advantage cards, one under each tile" };
    }
    if (c.advancedPlayers && ids.some((a) => NOT_FOR_ADVANCED_PLAYERS.includes(a))) {
      return {
        key: "advantageSetup",
        message: `Advantages other than ${NOT_FOR_ADVANCED_PLAYERS.join(" and ")}, which advancedPlayers leaves out`,
      };
    }
  }
  return undefined;
}

/**
 * The io-ts codec of the config: the fields, a first player that is a seat of the game, and an
 * Advantage setup that fits `advancedPlayers` (no Advantage 1 or 2 with advanced players)
 * with 4 different cards when it is an explicit mapping.
 *
 * @example
 * LightMastersConfigC.is(defaultConfig(3)); // true
 * LightMastersConfigC.is({ ...defaultConfig(2), playerCount: 5 }); // false
 * LightMastersConfigC.is({ ...defaultConfig(2), advancedPlayers: true, advantageSetup: "firstGame" }); // false
 * @category Config
 */
export const LightMastersConfigC: t.Type<LightMastersConfig, LightMastersConfig, unknown> = crossChecked("LightMastersConfig", LightMastersConfigFieldsC, (config, c) => {
  const bad = misfit(config);
  return bad === undefined ? t.success(config) : fieldMisfit(config, c, bad.key, bad.message);
});

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
 * The default config for a player count: the rulebook's rules with our readings of them, the
 * first player at random.
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
    negotiateObligation: "anyLegalAction",
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
 * Four explicit Advantage mappings that together put each of the 16 Advantages in play once,
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
  negotiateObligation: ["anyLegalAction", "withoutAdvantage"],
  privilegioStacks: [true, false],
  phaseAdvantageScope: ["oneAction", "wholePhase"],
  oportunistaSecondSwap: ["atOnce", "laterInTurn"],
  allowNoOpActivation: [false, true],
  liraSupply: ["unlimited", "tokens267"],
  liraVisibility: ["public", "hidden"],
  roundLimit: [null, 20],
};

/**
 * One line for people about each rule option (the game's `optionDocs`, which `laguna list
 * --options` prints): what it does, and whether its other values are a choice the rulebook offers,
 * the printed rules' other reading, or a house rule of ours. The defaults are the printed rules,
 * with our rulings where they leave a choice.
 *
 * @example
 * OPTION_DOCS.roundLimit; // "A house rule of ours, off by default (null, as printed): ..."
 * @category Config
 */
export const OPTION_DOCS: { readonly [K in Exclude<keyof LightMastersConfig, "playerCount">]: string } = {
  ringSide: "The side of the removable Ring in play, a choice the rulebook's setup offers (A or B).",
  selectorStart: "The Selector's starting stop: drawn at random (random, as set up by hand) or a given position 0 to 11 (for tests and replays).",
  ringOffsetStart: "The Ring's starting offset: drawn at random (random, as set up by hand) or a given one 0 to 11 (for tests and replays).",
  firstPlayer: "Who starts: drawn at random, as printed (random), or a given seat (for tests and replays).",
  advantageSetup:
    "The Advantage cards under the four Category tiles: 4 at random, as printed (random); firstGame, the rulebook's first-game cards 1 to 4; or a given mapping.",
  advancedPlayers: "The rulebook's advice for advanced players (true): leave out Advantages 1 and 2; off by default.",
  multiCompletionBonus:
    "The bonus for completing two creations in a turn is paid once, on the second (once, our ruling); perAdditional, the other reading, pays it for every completion after the first.",
  mustCompleteIfAble: 'Completing a creation is optional, as the rulebook says "puedes" (false); true, the other reading, makes it compulsory when it can be paid.',
  excessReturnBeforeOtherActions:
    "A Workbench over 8 fragments returns the excess before anything else (true, our ruling); false, the other reading, allows the any-time moves first.",
  obtainSubstituteMayBeClear:
    "The fragment taken for a missing one in phase 1 may be clear (true, our ruling); false, the other reading, needs a coloured one.",
  exchangeShortage:
    "An Exchange whose linked fragments are not all in stock takes only those in stock (takeAvailable, our ruling); substituteNonClear, the other reading, lets other colours stand in.",
  exchangeMayPlaceClear: "A clear fragment may be the one put into a Market in an Exchange (true, our ruling); false, the other reading, refuses it.",
  allowBuyEmptyMarket: "A Market with no fragments cannot be bought (false, our ruling); true, the other reading, allows it.",
  negotiateObligation:
    "Phase 2 is owed when any Negotiate action is legal, one only an Advantage allows included (anyLegalAction, our reading); withoutAdvantage, the other reading, counts only those possible without one.",
  privilegioStacks: "Several activations of Privilegio (10) in a turn each add a Negotiate action (true, our ruling); false, the other reading, refuses a second one.",
  phaseAdvantageScope:
    "An Advantage tied to a phase (3, 4, 5, 6, 7, 14) acts on one action (oneAction, our ruling); wholePhase, the other reading, on every later action of its kind in that phase.",
  oportunistaSecondSwap:
    'Oportunista (15)\'s second swap ("may be done twice") comes at once or never (atOnce, our ruling); laterInTurn, the other reading, allows it later in the same turn.',
  allowNoOpActivation: "An Advantage cannot be activated when it can have no effect (false, our ruling); true, the other reading, allows it.",
  liraSupply: "The Lira reserve is unlimited (unlimited, our ruling); tokens267, the other reading, caps gains at the 267 Lira the tokens hold.",
  liraVisibility: "Everyone's Lira is public, as tokens in front of the players (public, our ruling); hidden, the other reading, shows each player only their own.",
  roundLimit:
    "A house rule of ours, off by default (null, as printed): the game also ends after this round if nobody has emptied their hand, for simulations whose players never would.",
};
