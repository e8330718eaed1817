/**
 * `@laguna/walking-in-burano`: Walking in Burano (Wei-Min Ling, EmperorS4 2018) as a Laguna rule
 * module, for 1 to 4 players, with the beginner and no-penalty options, and a config option for
 * each other plausible reading of the rulebook where it leaves a question open (the rulings R1 to
 * R31 of the game's page, docs/games/walking-in-burano.md).
 *
 * @example
 * import { game } from "@laguna/walking-in-burano";
 * import { createMatch } from "@laguna/core";
 * const match = createMatch(game, game.defaultConfig(2), 7);
 *
 * @packageDocumentation
 */
export { type BuranoGame, type BuranoHooks, type BuranoMatch, game, walkingInBurano } from "./game";
export { type BuranoConfig, BuranoConfigC, CONFIG_OPTIONS, MAX_ROUND_LIMIT, ROUND_LIMIT, defaultConfig, type AreaRules, type ScoringRules } from "./config";
export {
  type BuranoState,
  BuranoStateC,
  type Player,
  PlayerC,
  type Box,
  BoxC,
  type Phase,
  PhaseC,
  type EndReason,
  FloorCardIdC,
  CharacterCardIdC,
  MAX_COINS,
  MAX_HAND,
} from "./state";
export { checkState, floorCardProblem, characterCardProblem } from "./check-state";
export {
  type BuranoAction,
  type AcquireAction,
  type PlaceAction,
  type ArrangeScaffoldsAction,
  type EndBuildAction,
  type ChooseCharacterAction,
  type ReturnCardAction,
  type RemoveCharacterAction,
  BuranoActionC,
  describeAction,
} from "./actions";
export { type BuranoView, BuranoViewC, type PlayerView, PlayerViewC, view, redrawHidden } from "./view";
export * from "./data";
export * from "./area";
export * from "./golden-rules";
export * from "./breakable";
export * from "./scaffolds";
export * from "./supply";
export * from "./scoring";
export * from "./final-scoring";
export { evaluate, evaluationTerms, evaluationWith, EVALUATION_WEIGHTS, TERM_COUNT, type EvaluationWeights } from "./evaluate";
export { lookaheadBudget } from "./lookahead-budget";
export { charactersInPlay, setup, STARTING_COINS, STARTING_TOKENS } from "./setup";
export { apply, eligibleCharacterTypes, housesAwaitingVisit, HOUSES_TO_WIN } from "./turn";
export { HAND_LIMIT, COIN_LIMIT } from "./limits";
export { render, renderArea } from "./render";
