/**
 * The config: player count, the game's own options (beginner characters, the closed-window
 * penalty) and an option for every reading of the rules where the rulebook leaves a choice, each
 * defaulting to the reading our game page explains.
 *
 * @module
 */
import { crossChecked, fieldMisfit, integerBetween, oneOf, requirePlayerCount, seatChoiceMisfit } from "@laguna/core";
import * as t from "io-ts";

/**
 * The round limit of our opt-in house rule when it is switched on (`roundLimit: ROUND_LIMIT`): the
 * printed rules have no round limit, so the default config has none (`roundLimit: null`).
 *
 * @example
 * defaultConfig(4).roundLimit; // null: the printed rules
 * const simulation: BuranoConfig = { ...defaultConfig(2), roundLimit: ROUND_LIMIT }; // the house rule
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

/**
 * A Walking in Burano config: the player count, the rulebook's own options, the readings of the
 * rules where the rulebook leaves a choice (each defaulting to the reading our game page
 * explains), and our opt-in round limit.
 *
 * @example
 * const solo: BuranoConfig = { ...defaultConfig(1), beginnerCharacters: true };
 * @category Config
 */
export interface BuranoConfig {
  /** The number of players: 1 (the solo game) to 4. */
  readonly playerCount: 1 | 2 | 3 | 4;
  /** The beginner option of *Game Setup*: no Shop Owners, Florists or Gardeners in the game. */
  readonly beginnerCharacters: boolean;
  /**
   * Step D of *Game End & Final Scoring*, the loss for the most closed windows; `false` is the
   * rulebook's beginner option that skips it.
   */
  readonly closedWindowPenalty: boolean;
  /**
   * In the solo game, the closed windows are lost even with `closedWindowPenalty: false` (the
   * *Solo Play Rules* always count them); `false` lets the beginner option remove them in solo too.
   */
  readonly soloPenaltyAlways: boolean;
  /**
   * Players tied for the most closed windows: all lose their count (`allTied`), or nobody does
   * (`none`).
   */
  readonly closedWindowTie: "allTied" | "none";
  /**
   * How the Policeman counts "non-adjacent streetlights": the largest set of lit houses of which
   * no two are neighbours (`maxIndependent`), or only lit houses with no lit neighbour
   * (`isolatedOnly`).
   */
  readonly policemanAdjacency: "maxIndependent" | "isolatedOnly";
  /**
   * What the Florist and the Gardener take as "3 horizontally adjacent floors": the best run of up
   * to 3 cards side by side on one floor (`contiguousUpTo3`), a run of exactly 3 or nothing
   * (`exactlyThree`), or any 3 consecutive places of a floor, empty ones counting 0 (`window3`).
   */
  readonly adjacentTriple: "contiguousUpTo3" | "exactlyThree" | "window3";
  /**
   * The floors the inhabitants look at: every placed floor card (`allPlaced`), or only those of
   * completed houses (`completedOnly`).
   */
  readonly inhabitantScope: "allPlaced" | "completedOnly";
  /**
   * Breakable rule B: a neighbouring house breaks it with a card of the same colour anywhere in it
   * (`house`), or only with the card beside the new one on the same floor (`sameLevel`).
   */
  readonly ruleBScope: "house" | "sameLevel";
  /**
   * The *Golden Placing Rules*' adjacency: every occupied place (cards and scaffolds) stays one
   * connected group after every action (`global`), or only a newly placed card needs a
   * neighbour (`placementOnly`).
   */
  readonly connectivity: "global" | "placementOnly";
  /**
   * When a scaffold may be set aside: at any time the golden rules still hold (`anyTime`), or
   * only when it has no legal place (`onlyWhenNoSpace`).
   */
  readonly scaffoldAside: "anyTime" | "onlyWhenNoSpace";
  /** Whether columns that hold only scaffolds count towards the five houses the area may span. */
  readonly spanCountsScaffolds: boolean;
  /**
   * The 2-player removal of *Prepare the Next Round* when the row's last space is empty: box the
   * rightmost card still in the row (`card`), or nothing (`space`).
   */
  readonly rightmostRemoval: "card" | "space";
  /**
   * Whether a supply column holding a 1st and a 3rd floor with an empty 2nd (possible once a deck
   * runs out) may be taken together.
   */
  readonly gapColumnJoin: boolean;
  /**
   * When running out of cards ends the game: at the end of a round whose refill leaves the whole
   * supply empty (`supplyEmpty`), or of a round in which any row could not be refilled
   * (`anyDeckEmpty`).
   */
  readonly deckExhaustionEnd: "supplyEmpty" | "anyDeckEmpty";
  /**
   * Ours, an opt-in house rule: the game also ends after this many rounds (1 to
   * {@link MAX_ROUND_LIMIT}); `null`, the default, for no round limit, as printed. The printed
   * rules can deadlock: a game in which no player can complete 5 houses (for want of tokens to
   * break rule A or B) while the decks never run out (returned cards go back under the decks)
   * never ends. A real game takes about 10 to 15 rounds (5 houses are 15 placements, at most 3 per
   * turn and paid for), so a limit of {@link ROUND_LIMIT} (20) does not cut a real game short.
   */
  readonly roundLimit: number | null;
  /** The first start player: drawn at random from the seed (`random`), or a given seat. */
  readonly startPlayer: "random" | 0 | 1 | 2 | 3;
}

/** The fields of the config, before the start player is checked against the player count. */
const BuranoConfigFieldsC: t.Type<BuranoConfig, BuranoConfig, unknown> = t.readonly(
  t.type({
    playerCount: t.union([t.literal(1), t.literal(2), t.literal(3), t.literal(4)]),
    beginnerCharacters: t.boolean,
    closedWindowPenalty: t.boolean,
    soloPenaltyAlways: t.boolean,
    closedWindowTie: oneOf("allTied", "none"),
    policemanAdjacency: oneOf("maxIndependent", "isolatedOnly"),
    adjacentTriple: oneOf("contiguousUpTo3", "exactlyThree", "window3"),
    inhabitantScope: oneOf("allPlaced", "completedOnly"),
    ruleBScope: oneOf("house", "sameLevel"),
    connectivity: oneOf("global", "placementOnly"),
    scaffoldAside: oneOf("anyTime", "onlyWhenNoSpace"),
    spanCountsScaffolds: t.boolean,
    rightmostRemoval: oneOf("card", "space"),
    gapColumnJoin: t.boolean,
    deckExhaustionEnd: oneOf("supplyEmpty", "anyDeckEmpty"),
    roundLimit: t.union([t.null, integerBetween(1, MAX_ROUND_LIMIT, `a round limit (1 to ${MAX_ROUND_LIMIT})`)]),
    startPlayer: t.union([t.literal("random"), t.literal(0), t.literal(1), t.literal(2), t.literal(3)]),
  }),
  "BuranoConfig",
);

/**
 * The io-ts codec of the config: the fields, and a start player that is a seat of the game.
 *
 * @example
 * BuranoConfigC.is(defaultConfig(3)); // true
 * BuranoConfigC.is({ ...defaultConfig(2), startPlayer: 3 }); // false
 * @category Config
 */
export const BuranoConfigC: t.Type<BuranoConfig, BuranoConfig, unknown> = crossChecked("BuranoConfig", BuranoConfigFieldsC, (config, c) => {
  const misfit = seatChoiceMisfit(config.startPlayer, config.playerCount);
  return misfit === undefined ? t.success(config) : fieldMisfit(config, c, "startPlayer", misfit);
});

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
 * The default config for a player count: the rulebook's rules with our readings of them, and none of
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

/**
 * One line for people about each rule option (the game's `optionDocs`, which `laguna list
 * --options` prints): what it does, and whether its other values are an option the rulebook
 * offers, the printed rules' other reading, or a house rule of ours. The defaults are the printed
 * rules, with our rulings where they leave a choice.
 *
 * @example
 * OPTION_DOCS.roundLimit; // "A house rule of ours, off by default (null, as printed): ..."
 * @category Config
 */
export const OPTION_DOCS: { readonly [K in Exclude<keyof BuranoConfig, "playerCount">]: string } = {
  beginnerCharacters: "The rulebook's beginner option (true): no Shop Owners, Florists or Gardeners in the game; off by default.",
  closedWindowPenalty:
    "Final scoring's step D, the loss for the most closed windows (true, as printed); false is the rulebook's beginner option that skips it.",
  soloPenaltyAlways:
    "In the solo game the closed windows are always lost, as the solo rules say (true); false, the other reading, lets the beginner option remove them in solo too.",
  closedWindowTie: "Players tied for the most closed windows all lose their count (allTied, our ruling); none, the other reading, spares them all.",
  policemanAdjacency:
    'How the Policeman counts "non-adjacent streetlights": the largest set of lit houses with no two neighbours (maxIndependent, our ruling); isolatedOnly, the other reading, only lit houses with no lit neighbour.',
  adjacentTriple:
    'What the Florist and the Gardener score as "3 horizontally adjacent floors": the best run of up to 3 on one floor (contiguousUpTo3, our ruling); exactlyThree or window3 are the other readings.',
  inhabitantScope:
    "The inhabitants count every placed floor card, as the rulebook says \"all\" (allPlaced); completedOnly, the other reading, only those of completed houses.",
  ruleBScope:
    "Rule B (neighbours differ) looks at the whole neighbouring house (house, the rulebook's words); sameLevel, the other reading, only the card beside the new one.",
  connectivity:
    "All placed cards and scaffolds stay one connected group after every action (global, the rulebook's example); placementOnly, the other reading, checks only the new card.",
  scaffoldAside: "A scaffold may be set aside at any time the golden rules still hold (anyTime, our ruling); onlyWhenNoSpace, the other reading, only when it has no place.",
  spanCountsScaffolds:
    "Columns holding only scaffolds count towards the five houses the area may span (true, as the 5 x 3 area implies); false, the other reading, does not count them.",
  rightmostRemoval:
    "Two players, the row's last space empty: box the rightmost card still in the row (card, our ruling); space, the other reading, boxes nothing.",
  gapColumnJoin:
    "A supply column with a 1st and a 3rd floor and no 2nd (once a deck runs out) may be taken together (true, our ruling); false, the other reading, splits it.",
  deckExhaustionEnd:
    "Running out of cards ends the game at the end of a round whose refill leaves the whole supply empty (supplyEmpty, our ruling); anyDeckEmpty, the other reading, when any row could not be refilled.",
  roundLimit:
    "A house rule of ours, off by default (null, as printed): the game also ends after this many rounds, for simulations whose players could deadlock (20 does not cut a real game short).",
  startPlayer: "Who starts: drawn at random, as printed (random), or a given seat (for tests and replays).",
};
