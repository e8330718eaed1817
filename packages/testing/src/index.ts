/**
 * `@laguna/testing`: the property-test kit for Laguna rule modules.
 *
 * {@link checkGameLaws} plays generated games of a rule module, for every player count and
 * every declared variant, and checks the engine's laws at every step: codecs and JSON round trips,
 * whose turn it is, legality, purity, replay, termination, secrecy, the module's own invariants,
 * outcomes, undoable steps that reveal, and re-drawn states. The arbitraries, golden transcripts
 * and `replayTrace` are reusable for your own tests and for debugging a failure.
 *
 * @example
 * import { checkGameLaws } from "@laguna/testing";
 * test("my variant obeys the laws", () => { checkGameLaws(myGame); });
 *
 * @packageDocumentation
 */
export { LAWS, LAW_DESCRIPTIONS, type LawName, LawViolation } from "./law-names";
export {
  DEFAULT_LAW_STEP_LIMIT,
  DEFAULT_TIME_BUDGET_MS,
  DEFAULT_UNFINISHED_SHARE,
  type Invariant,
  type LawOptions,
  type SkippableCheck,
  type TransitionInvariant,
} from "./law-options";
export { type LawFailureKind, type LawReport } from "./law-report";
export { checkGameLaws, runGameLaws } from "./run-laws";
export { formatLawReport } from "./format-report";
export { type Trace, configArbitrary, seedArbitrary, traceArbitrary } from "./arbitraries";
export { type NamedConfig, variantConfigs } from "./configs";
export { type TranscriptOptions, recordTranscript } from "./transcript";
export { deepFreeze } from "./freeze";
export { describeDifference, firstDifference } from "./diff";
export { type ReplayTraceOptions, replayTrace } from "./replay-trace";
export { type BotSecrecyOptions, BotSecrecyViolation, type SecrecyCheckedBot, checkBotSecrecy } from "./bot-laws";
