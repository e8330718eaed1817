/**
 * Light Masters' greedy "stall" (issue 29): in seeded games between greedy bots, per seat, the
 * creations completed (the completed pile and the used creations: one used for an Advantage
 * leaves `completed` for `used`), the seats that completed none, and the seats that end 5 Lira or
 * more below the most they held (a losing seat paying for Ring turns on the last turn instead of
 * ending the game: see the notes of Light Masters' `evaluate`). The bot is the frozen greedy
 * planner of `bench/reference` with the package's current `evaluate`, so only the evaluation
 * differs from `reference`, whatever happens to the package's greedy bot meanwhile.
 *
 * Usage: `tsx bench/ladder-lm-stall.ts [--games=n] [--players=n] [--seed=n] [--frozen]`
 * (`--frozen`: seat the reference itself, the evaluation as it was at commit 0f2c455). Game
 * seeds 50,000 + seed + g, seat s's bot seed 7000 + 10 (seed + g) + s. Prints one line per game
 * and a summary.
 *
 * @module
 */
import { type AnyGame, createMatch, outcome, playout } from "@laguna/core";
import { type Bot, botPolicy } from "@laguna/bots";
import { evaluate, game, type LightMastersState } from "@laguna/murano-light-masters";
import { either } from "fp-ts";
import { frozenGreedyBot, referenceBot } from "./reference";

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=", 2) as [string, string]));
const games = Number(args.games ?? 40);
const players = Number(args.players ?? 3);
const seed0 = Number(args.seed ?? 1);
const frozen = "frozen" in args;

let stalled = 0;
let seats = 0;
let completions = 0;
/** Seats whose final Lira is 5 or more below the most they held (Lira spent and not won back). */
let burned = 0;
let burnedLira = 0;
/** Seats with an empty completed pile at the end (used creations not counted). */
let onlyPile = 0;
const t0 = performance.now();
for (let g = 0; g < games; g++) {
  const seed = seed0 + g;
  const peak = Array.from({ length: players }, () => 0);
  const afterEmpty = Array.from({ length: players }, () => 0);
  // Records each seat's highest Lira, and the actions it takes once its hand is empty.
  const watch = (bot: Bot, s: number): Bot => {
    const note = (m: { readonly state: unknown }): void => {
      const p = (m.state as LightMastersState).players[s];
      if (p === undefined) return;
      peak[s] = Math.max(peak[s] ?? 0, p.lira);
      if (p.hand.length === 0) afterEmpty[s] = (afterEmpty[s] ?? 0) + 1;
    };
    return {
      name: bot.name,
      choose: (m, seat) => (note(m), bot.choose(m, seat)),
      chooseIndex: (m, seat) => (note(m), bot.chooseIndex(m, seat)),
    };
  };
  const bots = Array.from({ length: players }, (_, s) =>
    watch(frozen ? referenceBot(game.id, { seed: 7000 + 10 * seed + s }) : frozenGreedyBot(evaluate, { seed: 7000 + 10 * seed + s }), s),
  );
  const created = createMatch(game as unknown as AnyGame, game.defaultConfig(players), 50_000 + seed);
  if (either.isLeft(created)) throw new Error(created.left.message);
  const played = playout(created.right, botPolicy(bots), 5000);
  if (either.isLeft(played)) throw new Error(played.left.message);
  const state = played.right.state as LightMastersState;
  const result = outcome(played.right);
  const done = state.players.map((p) => p.completed.length + p.used.length);
  const none = done.filter((c) => c === 0).length;
  const lost = state.players.map((p, s) => Math.max(0, (peak[s] ?? 0) - p.lira));
  burned += lost.filter((l) => l >= 5).length;
  burnedLira += lost.reduce((a, b) => a + b, 0);
  onlyPile += state.players.filter((p) => p.completed.length === 0).length;
  stalled += none;
  seats += players;
  completions += done.reduce((a, b) => a + b, 0);
  console.log(
    `game ${g} (seed ${50_000 + seed}): ${result === undefined ? "unfinished" : `scores ${result.scores.join("/")}`}, completed ${done.join("/")}, hands ${state.players.map((p) => p.hand.length).join("/")}, turns ${state.players.map((p) => p.turns).join("/")}, Lira below peak ${lost.join("/")}, decisions with an empty hand ${afterEmpty.join("/")}`,
  );
}
console.log(
  `${frozen ? "reference" : "greedy+evaluate"} ${players}p, ${games} games: ${stalled}/${seats} seats completed nothing (${((100 * stalled) / seats).toFixed(1)} %), ${(completions / seats).toFixed(2)} completions a seat; ${burned}/${seats} seats ended 5+ Lira below their peak (${((100 * burned) / seats).toFixed(1)} %, ${(burnedLira / seats).toFixed(2)} Lira a seat); ${onlyPile}/${seats} seats with an empty completed pile (used creations left out); ${((performance.now() - t0) / 1000).toFixed(0)} s`,
);
