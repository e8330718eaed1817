/**
 * `@laguna/cli`: the `laguna` command, and the functions behind it.
 *
 * `laguna demo` plays one seeded game of every registered rule module between uniformly random
 * players; `laguna simulate <game>` plays many and sums them up; `laguna list` lists the
 * registered games. Each command is a plain function taking the list of games, so programs and
 * tests can run them on their own games.
 *
 * @example
 * import { simulate } from "@laguna/cli";
 * const result = simulate(game, { games: 1000, players: 2, seed: 1 });
 *
 * @packageDocumentation
 */
export { type CliIO, main } from "./main";
export { type DemoOptions, type DemoResult, demo, formatScores, formatWinners } from "./demo";
export { type SimulateOptions, type SimulationSummary, formatSummary, simulate } from "./simulate";
export { type RandomGame, checkPlayerCount, playRandomGame } from "./play";
export { type ProgressBar, progressBar, renderProgress } from "./progress";
export { EMPTY_REGISTRY_MESSAGE, findGame, formatPlayerCounts, registry } from "./registry";
export { type SeedStream, deriveSeed } from "./seeds";
