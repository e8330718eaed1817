/**
 * `tsx bench/greedy-lost-games.ts`: does a losing greedy seat spend what it holds to put off the
 * end of the game? (issue 29). Seeded Light Masters games between greedy bots; per seat, the Lira
 * it ends on and the most it held, and the `rotateRing` actions (1 Lira each) it took on its last
 * turn. A seat that ends 5 Lira or more below its peak "burned". The package's greedy bot (a lost
 * game judged by the evaluation) is compared with the frozen planner of `bench/reference` given
 * the same `evaluate` (`--old`: a lost game worth less than any unfinished state), so only the
 * planner's value of a lost game and its `chanceWidth` differ.
 *
 * Usage: `tsx bench/greedy-lost-games.ts [--old] [--games=n] [--players=n] [--seed=n] [--record]`.
 * Game seeds 50,000 + seed + g (as `bench/ladder-lm-stall.ts`), seat s's bot seed
 * 7000 + 10 (seed + g) + s. With `--record`, prints for the first game where a seat burned the
 * action indices played up to the decision where its last turn's first `rotateRing` was chosen
 * (how the position in tests/bots/greedy-lost-game.test.ts was found).
 *
 * @module
 */
import { type Bot, botPolicy, greedyBot } from "@laguna/bots";
import { type AnyGame, createMatch, outcome, playout } from "@laguna/core";
import { evaluate, game, type LightMastersAction, type LightMastersState } from "@laguna/murano-light-masters";
import { either } from "fp-ts";
import { frozenGreedyBot } from "./reference";

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=", 2) as [string, string]));
const games = Number(args.games ?? 40);
const players = Number(args.players ?? 3);
const seed0 = Number(args.seed ?? 1);
const old = "old" in args;
const record = "record" in args;

let seats = 0;
let burned = 0;
let burnedLira = 0;
let rings = 0;
const wins = Array.from({ length: players }, () => 0);
const t0 = performance.now();
for (let g = 0; g < games; g++) {
  const seed = seed0 + g;
  const peak = Array.from({ length: players }, () => 0);
  const indices: number[] = [];
  /** Per decision: the seat, its Lira, and the type of the action it chose. */
  const log: { seat: number; lira: number; type: string; at: number }[] = [];
  const make = (s: number): Bot => (old ? frozenGreedyBot(evaluate, { seed: 7000 + 10 * seed + s }) : greedyBot(evaluate, { seed: 7000 + 10 * seed + s }));
  const bots = Array.from({ length: players }, (_, s) => make(s));
  const policy = botPolicy(bots);
  const created = createMatch(game as unknown as AnyGame, game.defaultConfig(players), 50_000 + seed);
  if (either.isLeft(created)) throw new Error(created.left.message);
  const played = playout(
    created.right,
    (m, seat, legal) => {
      const state = m.state as LightMastersState;
      for (let s = 0; s < players; s++) peak[s] = Math.max(peak[s] ?? 0, state.players[s]?.lira ?? 0);
      const i = policy(m, seat, legal);
      log.push({ seat, lira: state.players[seat]?.lira ?? 0, type: (legal[i] as LightMastersAction).type, at: indices.length });
      indices.push(i);
      return i;
    },
    5000,
  );
  if (either.isLeft(played)) throw new Error(played.left.message);
  const state = played.right.state as LightMastersState;
  const result = outcome(played.right);
  for (const w of result?.winners ?? []) wins[w] = (wins[w] ?? 0) + 1 / (result?.winners.length ?? 1);
  const lost = state.players.map((p, s) => Math.max(0, (peak[s] ?? 0) - p.lira));
  // The Ring turns each seat paid for in its last turn: the rotateRing actions after its last
  // decision of another seat's turn.
  const lastTurn = (s: number): typeof log => {
    let end = log.length - 1;
    while (end >= 0 && log[end]?.seat !== s) end--;
    let start = end;
    while (start > 0 && log[start - 1]?.seat === s) start--;
    return end < 0 ? [] : log.slice(start, end + 1);
  };
  const lastRings = Array.from({ length: players }, (_, s) => lastTurn(s).filter((d) => d.type === "rotateRing").length);
  rings += lastRings.reduce((a, b) => a + b, 0);
  const burners = lost.map((l, s) => (l >= 5 ? s : -1)).filter((s) => s >= 0);
  burned += burners.length;
  burnedLira += lost.reduce((a, b) => a + b, 0);
  seats += players;
  console.log(
    `game ${g} (seed ${50_000 + seed}): ${result === undefined ? "unfinished" : `scores ${result.scores.join("/")}`}, Lira below peak ${lost.join("/")}, Ring turns paid in the last turn ${lastRings.join("/")}`,
  );
  if (record && burners.length > 0) {
    const s = burners[0] as number;
    const first = lastTurn(s).find((d) => d.type === "rotateRing");
    if (first !== undefined) {
      console.log(`record: match seed ${50_000 + seed}, seat ${s}, Lira ${first.lira}, indices before its first Ring turn of the last turn (${first.at}):`);
      console.log(JSON.stringify(indices.slice(0, first.at)));
      break;
    }
  }
}
console.log(
  `${old ? "frozen planner (a lost game below any unfinished state)" : "greedy (a lost game by the evaluation)"} + evaluate, ${players}p, ${games} games: ${burned}/${seats} seats ended 5+ Lira below their peak (${((100 * burned) / seats).toFixed(1)} %, ${(burnedLira / seats).toFixed(2)} Lira a seat below peak); ${rings} Ring turns paid in last turns; wins by seat ${wins.map((w) => w.toFixed(1)).join("/")}; ${((performance.now() - t0) / 1000).toFixed(0)} s`,
);
