/**
 * Plays one contender of one benchmark line for a while, alone in the process, so that a CPU
 * profile shows where its time goes:
 *
 * ```sh
 * node --cpu-prof --cpu-prof-dir=/tmp/laguna-prof --import tsx bench/profile.ts stash 2 engine 5000
 * ```
 *
 * Arguments: game id, player count, `bare` | `engine` | `strict`, milliseconds (default 5000).
 * The games played are the benchmark's own (same seeds, same config, same choices, step counts
 * checked): a game without a bound of its own plays with the bench's round limit (`benchConfig`).
 *
 * @module
 */
import { type GameConfig, type Seed } from "@laguna/core";
import { benchConfig, gamesToMeasure } from "./games";
import { benchSeeds, checkSteps, referenceStepCounts } from "./identical-games";
import { gamesPerSecond, runFor, stepsPerSecond } from "./measure";
import { playBare, playEngine } from "./random-games";

const [id = "tic-tac-toe", players = "2", mode = "engine", ms = "5000"] = process.argv.slice(2);
const game = gamesToMeasure().find((g) => g.id === id);
if (game === undefined) throw new Error(`profile: no game ${id}`);
if (!["bare", "engine", "strict"].includes(mode)) throw new Error(`profile: mode is bare, engine or strict, not ${mode}`);
const config: GameConfig = benchConfig(game, Number(players));
const seeds = benchSeeds(256);
// The strict-mode check of every seed only when strict mode is profiled: it would fill the profile.
const expected = referenceStepCounts(game, config, seeds, mode === "strict" ? seeds.length : 0);
let i = 0;
const sample = runFor(Number(ms), () => {
  const seed = seeds[i] as Seed;
  const steps = mode === "bare" ? playBare(game, config, seed) : playEngine(game, config, seed, mode === "strict");
  checkSteps(`${id}/${players} ${mode}`, seed, steps, expected[i]);
  i = (i + 1) % seeds.length;
  return steps;
});
console.log(
  `${id}/${players} ${mode}: ${Math.round(stepsPerSecond(sample)).toLocaleString("en-US")} steps/s, ` +
    `${Math.round(gamesPerSecond(sample)).toLocaleString("en-US")} games/s over ${Math.round(sample.elapsedMs)} ms`,
);
