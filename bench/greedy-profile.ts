/**
 * Plays seeded two-player games of one title between today's greedy bots (the games of
 * `bench:greedy-speed`: match seeds 7700 + g, bot seeds 100 g + seat), alone in the process, so
 * that a CPU profile shows where a greedy decision's time goes (issue 29):
 *
 * ```sh
 * TSX_TSCONFIG_PATH=tsconfig.build.json node --cpu-prof --cpu-prof-dir=/tmp/greedy-prof --import tsx bench/greedy-profile.ts murano 2
 * node bench/greedy-profile-summary.mjs /tmp/greedy-prof/<file>.cpuprofile
 * ```
 *
 * Arguments: game id, games (default 2), at most this many decisions a game (default 400).
 * Prints the decisions and the CPU milliseconds they took.
 *
 * @module
 */
import { cpuUsage } from "node:process";
import { botPolicy, greedyBot } from "@laguna/bots";
import { createMatch, outcome, playout } from "@laguna/core";
import { either } from "fp-ts";
import { titleOf } from "./strength-common";

const [id = "murano", gamesArg = "2", maxArg = "400"] = process.argv.slice(2);
const [game, evaluate] = titleOf(id, "greedy-profile");
let decisions = 0;
const t0 = cpuUsage();
for (let g = 0; g < Number(gamesArg); g++) {
  const created = createMatch(game, game.defaultConfig(2), 7700 + g);
  if (either.isLeft(created)) throw new Error(created.left.message);
  const policy = botPolicy([0, 1].map((s) => greedyBot(evaluate, { seed: 100 * g + s })));
  const played = playout(
    created.right,
    (m, seat, legal) => {
      if (legal.length > 1) decisions++;
      return policy(m, seat, legal);
    },
    Number(maxArg),
  );
  if (either.isLeft(played)) throw new Error(played.left.message);
  if (outcome(played.right) === undefined) console.log(`game ${g}: cut at ${maxArg} actions`);
}
const used = cpuUsage(t0);
console.log(`${id}: ${decisions} decisions, ${((used.user + used.system) / 1000).toFixed(0)} CPU ms (${((used.user + used.system) / 1000 / decisions).toFixed(1)} ms a decision)`);
