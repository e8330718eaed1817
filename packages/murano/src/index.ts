/**
 * `@laguna/murano`: Murano (Inka & Markus Brand, Lookout / Mayfair 2014) as a Laguna rule module,
 * for 2 to 4 players, with every other reading of the rules as a config option.
 *
 * @example
 * import { game } from "@laguna/murano";
 * import { createMatch } from "@laguna/core";
 * const match = createMatch(game, game.defaultConfig(4), 7);
 *
 * @packageDocumentation
 */
export { type MuranoGame, type MuranoHooks, type MuranoMatch, game, murano } from "./game";
export { type MuranoConfig, MuranoConfigC, MuranoConfigFieldsC, CONFIG_OPTIONS, defaultConfig } from "./config";
export * from "./state";
export {
  ACTION_LABELS,
  type MuranoAction,
  type PassAction,
  type MoveAction,
  type ActAction,
  type BuyTopAction,
  type SearchAction,
  type PickAction,
  type KeepAction,
  type DeclineAction,
  type PlaceGondolierAction,
  type DrawStreetAction,
  type PlaceStreetAction,
  type PlaceBuildingAction,
  type EndBuildAction,
  type ChooseSpecialAction,
  type IncomeAction,
  type ProduceAction,
  type SellAction,
  type NoSaleAction,
  type ReturnBeadAction,
  type DismissAction,
  type HireAction,
  type SkipGondolierAction,
  type PlaceBoughtAction,
  type KeepBoughtAction,
  type ScoreAction,
  type EndScoringAction,
  MuranoActionC,
  describeAction,
} from "./actions";
export {
  type MuranoView,
  MuranoViewC,
  type PlayerView,
  PlayerViewC,
  type Counted,
  CountedC,
  type RemovedView,
  type ViewStep,
  type HiddenOptionsStep,
  type HiddenFinalPlaceStep,
  view,
  redrawHidden,
} from "./view";
export * from "./data";
export * from "./ring";
export * from "./board";
export * from "./effects";
export * from "./scoring";
export { ANCHORS, setup, startingShips } from "./setup";
export { apply, checkAction } from "./turn";
export { canComplete } from "./movement";
export { selectable } from "./selectable";
export { render } from "./render";
export { type StateCheck, STATE_CHECKS, checkState } from "./check-state";
export { type EstimateParts, estimateParts, evaluate, gameAhead, hasTurnLeft, searchBudget, stillOpen } from "./evaluate";
export { lookaheadBudget } from "./lookahead-budget";
