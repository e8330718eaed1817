/**
 * `@laguna/core`: the Laguna turn engine.
 *
 * A game is a rule module ({@link Game}): pure functions over plain JSON state, validated by
 * io-ts codecs. The core runs matches on it: it decodes incoming actions, checks whose turn it
 * is and whether the action is legal, applies it, keeps a replayable log, saves and loads
 * matches, builds per-player views, and owns the seeded randomness.
 *
 * @example
 * import { createMatch, act, outcome } from "@laguna/core";
 *
 * @packageDocumentation
 */
export {
  type ActionOf,
  type AnyGame,
  type Capabilities,
  type ConfigOf,
  type ConfigOptions,
  type ContentHooks,
  type Game,
  type GameCodecs,
  type GameConfig,
  type DefinedHooks,
  type GameHook,
  type GameWith,
  type RuleError,
  type StateOf,
  type ViewOf,
  defineGame,
  requirePlayerCount,
} from "./game";
export { SPECTATOR, type Seat, type Viewer } from "./seat";
export { optionsFor } from "./config-options";
export {
  type LogEntry,
  type Match,
  type MatchOptions,
  activePlayers,
  initialState,
  isOver,
  lastEntry,
  legalActions,
  matchMoves,
  outcome,
} from "./match";
export { createMatch, createMatchFromState } from "./create-match";
export { act, actAt } from "./act";
export { type ReplayOptions, matchLog, replay } from "./replay";
export { type UndoMoveOptions, undo, undoMove } from "./undo";
export { type LogEntryView, playerView, viewLog } from "./views";
export {
  SAVE_FORMAT_VERSION,
  type SavedLogEntry,
  SavedLogEntryC,
  type SavedMatch,
  SavedMatchC,
} from "./save-format";
export { type SaveOptions, loadMatch, saveMatch } from "./persistence";
export {
  type Random,
  type RngLens,
  type RngState,
  RngStateC,
  type Seed,
  SeedC,
  drawFromBag,
  drawFromDeck,
  randomInt,
  randomSeed,
  rngField,
  sameRng,
  seedRng,
  shuffle,
  withRandom,
} from "./random";
export {
  type Ending,
  EndingC,
  isGameOverAfterTurn,
  isLastInRound,
  nextSeat,
  previousSeat,
  remainingTurns,
  seatChoiceMisfit,
  seatsClockwise,
  seatsLeftInRound,
} from "./turn-order";
export {
  type Outcome,
  type ScoreLine,
  type ScoreSheet,
  type TieBreak,
  compareSeats,
  makeOutcome,
  makeScoreSheet,
  rankSeats,
} from "./outcome";
export { type DecodeIssue, type EngineError, type UndoRefusal, decodeWith, describeThrown, moduleDefect, refuse, showValue, toDecodeIssues } from "./errors";
export { canonicalJson, deepEqual } from "./equality";
export { memoByIdentity, memoByIdentityUnder } from "./memo";
export { fmix32, hashText, mixSeed } from "./hash";
export { MAX_JSON_DEPTH, toPlainJson } from "./plain";
export { DEFAULT_INPUT_LIMITS, type InputKind, type InputLimitOptions, type InputLimits, inputLimits } from "./input-limits";
export { unknownFields } from "./unknown-fields";
export { closestName, editDistance } from "./names";
export { playerName, plural, quotedCut, thirdPerson } from "./wording";
export { DEFAULT_STEP_LIMIT, type Policy, playout, stepLimit, uniformRandomPolicy } from "./playout";
export { CrossCheckedType, IntegerC, NaturalC, crossChecked, fieldMisfit, integerBetween, oneOf } from "./codecs";
export { indexRecords, loadRecords } from "./data-files";
export {
  type HiddenHand,
  type HiddenZone,
  HiddenHandC,
  dealHands,
  hiddenHand,
  isHiddenHand,
  moveCard,
  redeal,
  removeOne,
  scenarioMatch,
} from "./hidden-zones";
