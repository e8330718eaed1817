/**
 * `@laguna/cli`: the `laguna` command, and the functions behind it.
 *
 * `laguna demo` plays one seeded game of every registered rule module between greedy bots;
 * `laguna simulate <game>` plays many, between random players or bots (`--bots greedy,mcts`),
 * and sums them up; `laguna list` lists the registered games. Each command is a plain function taking the list of games, so programs and
 * tests can run them on their own games.
 *
 * @example
 * import { simulate } from "@laguna/cli";
 * const result = simulate(game, { games: 1000, players: 2, seed: 1 });
 *
 * @packageDocumentation
 */
export { type CliIO, main } from "./main";
export { DEMO_GREEDY, type DemoOptions, type DemoResult, demo, formatScores, formatWinners } from "./demo";
export { type BotSummary, type SimulateOptions, type SimulationSummary, formatSummary, simulate } from "./simulate";
export { type PlayOptions, type PlayedGame, type RandomGame, checkPlayerCount, configFor, playGame, playRandomGame } from "./play";
export { BOT_NAMES, type BotKit, type BotName, DEFAULT_MCTS_ITERATIONS, isBotName, makeNamedBot, parseBotNames } from "./bots";
export { type ProgressBar, progressBar, renderProgress } from "./progress";
export { EMPTY_REGISTRY_MESSAGE, type GameEntry, botKitFor, entries, entryFromPackage, findGame, formatPlayerCounts, registry } from "./registry";
export { type SeedStream, deriveSeed } from "./seeds";
