/**
 * `@laguna/cli`: the `laguna` command, and the functions behind it.
 *
 * `laguna demo` plays one seeded game of every registered rule module between greedy bots;
 * `laguna play <game>` plays one against bots in the terminal; `laguna simulate <game>` plays many,
 * between random players or bots (`--bots greedy,mcts`), on one core or several (`--workers`), and
 * sums them up; `laguna analyze <game>` analyses it and its variants (`--variant name:key=value`)
 * over many seeded games into a report; `laguna list` lists the registered games. Each takes rule variants
 * (`--set key=value`, `--config FILE`). Each command is a plain function taking the list of
 * games, so programs and tests can run them on their own games.
 *
 * @example
 * import { simulate } from "@laguna/cli";
 * const result = simulate(game, { games: 1000, players: 2, seed: 1, config: { roundLimit: 20 } });
 *
 * @packageDocumentation
 */
export type { CliIO } from "./cli-io";
export { main } from "./main";
export {
  DEMO_GREEDY,
  type DemoGame,
  type DemoOptions,
  type DemoResult,
  demo,
  demoPlayers,
  formatScores,
  formatWinners,
  legendText,
  renderView,
} from "./demo";
export {
  type BotSummary,
  type GameRecord,
  type SimulateOptions,
  type SimulationSummary,
  checkSimulateOptions,
  formatSummary,
  optionsInEffect,
  playRecords,
  simulate,
  summarise,
} from "./simulate";
export { type ParallelOptions, autoWorkers, missingWorker, runOnWorkers, simulateParallel } from "./parallel";
export {
  type AnalysisFailed,
  type AnalysisPlayed,
  type AnalysisRun,
  type AnalysisRunOptions,
  type AnalysisSettings,
  type AnalysisTask,
  type AnalysisTaskResult,
  analysisSpec,
  gameKey,
  plannedGames,
  playAnalysisTask,
  remainingJobs,
  runAnalysis,
} from "./analysis";
export {
  AnalysisSettingsC,
  RECORDS_FILE,
  RUN_FILE,
  appendRecords,
  parseRecords,
  readRunFiles,
  recordsText,
  runFileText,
  startRunFiles,
} from "./analysis-files";
export { type SliceFailed, type SliceOptions, type SlicePlayed, type SliceResult, type SliceTask, playSliceTask, runSlice } from "./slice";
export { type PlayOptions, type PlayedGame, type RandomGame, checkPlayerCount, configFor, playGame, playRandomGame } from "./play";
export { type SessionEnd, type SessionIO, type SessionOptions, numberedChoices, playSession, undoLastMove } from "./session";
export { type PlaySave, readPlaySave, resumeMatch } from "./play-save";
export { type ConfigSetting, checkVariant, parseConfigValue, parseSetting, parseVariant, ruleOptionNames, settingsToOptions, splitSettings } from "./variants";
export { BOT_NAMES, type BotKit, type BotName, DEFAULT_MCTS_ITERATIONS, isBotName, makeNamedBot, parseBotNames } from "./bots";
export { type ProgressBar, formatDuration, progressBar, renderProgress } from "./progress";
export { type LineReader, lineReader } from "./lines";
export { LEGENDS, type Legend, buranoLegend, lightMastersLegend, muranoLegend } from "./legends";
export { LINE_WIDTH, type Style, closestName, countInWords, editDistance, listInWords, painter, plural, useColour, wrapLine, wrapLines } from "./text";
export {
  EMPTY_REGISTRY_MESSAGE,
  type GameEntry,
  allEntries,
  botKitFor,
  entries,
  entryFromPackage,
  exampleEntries,
  exampleGames,
  findGame,
  formatPlayerCounts,
  legendFor,
  registry,
} from "./registry";
export { type SeedStream, deriveSeed } from "./seeds";
export { suggestGames } from "./did-you-mean";
export { type ModuleEntry, entryFromExports, gameProblems, importEntry, loadModule, resolveModule } from "./user-module";
