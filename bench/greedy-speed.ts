/**
 * `npm run bench:greedy-speed`: how fast the greedy bot decides now, side by side with the greedy
 * bot of commit 0f2c455 (the code frozen as `reference` in bench/reference), in one run, on the
 * same positions (issue 29, item 3). A benchmark, not a timed test: nothing fails on a number.
 *
 * "Before" is that commit's production build: its bots and the three titles' packages are taken
 * with `git archive` and built with the repository's tsup config (JavaScript only) into
 * `node_modules/.cache/laguna-before-0f2c455/` on first use (the frozen copy in bench/reference
 * runs from source under tsx, which is slower than a build, so it would flatter the speed-up).
 * Both builds use the current `@laguna/core` (resolved from the repository's node_modules).
 *
 * For each title, two-player games between today's greedy bots (the game's own `evaluate`, the
 * package defaults), seeded; at every decision with a choice, both bots decide on the same match,
 * in alternating order (interleaved, so load drifts hit both alike), each timed in CPU time of
 * this process. Prints per title: decisions, mean and median milliseconds per decision of each,
 * decisions per second, the speed-up, and how many decisions chose the same action.
 *
 * Usage: `npm run bench:greedy-speed [-- [game-id ...] [--games=n] [--max-decisions=n]
 * [--also=<commit>]]` (default every title, 2 games a title, at most 60 decisions a game). With
 * `--also`, the greedy bot of that commit's production build (built as "before" is) decides on the
 * same positions too, in the same rotation: a change measured against the commit before it, side
 * by side, in one run.
 *
 * @module
 */
import { cpuUsage } from "node:process";
import { type Bot, greedyBot } from "@laguna/bots";
import { type AnyGame, createMatch, legalActions, outcome, playout } from "@laguna/core";
import { evaluate as lightMastersEvaluate, game as lightMasters } from "@laguna/murano-light-masters";
import { evaluate as muranoEvaluate, game as murano } from "@laguna/murano";
import { evaluate as buranoEvaluate, game as burano } from "@laguna/walking-in-burano";
import { either } from "fp-ts";
import { BEFORE_COMMIT, type BuiltGreedy, beforeEvaluate, beforeGreedy, builtAt } from "./greedy-before";

const BEFORE = BEFORE_COMMIT;

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const a = args.find((x) => x.startsWith(`--${name}=`));
  return a === undefined ? fallback : Number(a.slice(name.length + 3));
};
const filters = args.filter((a) => !a.startsWith("--"));
const games = option("games", 2);
const maxDecisions = option("max-decisions", 60);
const alsoCommit = args.find((a) => a.startsWith("--also="))?.slice("--also=".length);
const also: BuiltGreedy | undefined = alsoCommit === undefined ? undefined : await builtAt(alsoCommit);
/** Options of today's bot to try (the defaults unless given): `--samples=n`, `--beam=n`, `--chance-width=n`. */
const nowOptions = {
  ...(args.some((a) => a.startsWith("--samples=")) ? { samples: option("samples", 4) } : {}),
  ...(args.some((a) => a.startsWith("--beam=")) ? { beamWidth: option("beam", 8) } : {}),
  ...(args.some((a) => a.startsWith("--chance-width=")) ? { chanceWidth: option("chance-width", 4) } : {}),
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const titles: [AnyGame, (state: any, seat: number) => number][] = [
  [burano, buranoEvaluate],
  [murano, muranoEvaluate],
  [lightMasters, lightMastersEvaluate],
];

/** CPU milliseconds of this process (user + system). */
const cpuMs = (): number => {
  const u = cpuUsage();
  return (u.user + u.system) / 1000;
};

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? Number.NaN : s.length % 2 === 1 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};
const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

type Who = "before" | "also" | "greedy";
/** The order of the contenders at the `k`th decision: rotated, so that each comes first as often. */
const orderAt = (k: number): readonly Who[] => {
  const all: Who[] = also === undefined ? ["before", "greedy"] : ["before", "also", "greedy"];
  const r = k % all.length;
  return [...all.slice(r), ...all.slice(0, r)];
};

for (const [game, evaluate] of titles) {
  if (filters.length > 0 && !filters.includes(game.id)) continue;
  const times: Record<Who, number[]> = { before: [], also: [], greedy: [] };
  const same: Record<Who, number> = { before: 0, also: 0, greedy: 0 };
  for (let g = 0; g < games; g++) {
    const created = createMatch(game, game.defaultConfig(2), 7700 + g);
    if (either.isLeft(created)) throw new Error(created.left.message);
    const bots: Record<Who, Bot[]> = {
      before: [0, 1].map((s) => beforeGreedy(beforeEvaluate(game.id) as never, { seed: 100 * g + s })),
      also: also === undefined ? [] : [0, 1].map((s) => also.greedy(also.evaluate(game.id) as never, { seed: 100 * g + s })),
      greedy: [0, 1].map((s) => greedyBot(evaluate, { seed: 100 * g + s, ...nowOptions })),
    };
    let match = created.right;
    let decisions = 0;
    while (outcome(match) === undefined && decisions < maxDecisions) {
      const played = playout(
        match,
        (m, seat, legal) => {
          if (legal.length <= 1) return 0;
          decisions++;
          const chosen: Partial<Record<Who, number>> = {};
          for (const who of orderAt(decisions)) {
            const bot = bots[who][seat] as Bot;
            const t = cpuMs();
            chosen[who] = bot.chooseIndex(m, seat);
            times[who].push(cpuMs() - t);
          }
          for (const who of ["before", "also"] as const) if (chosen[who] === chosen.greedy) same[who]++;
          return chosen.greedy ?? 0;
        },
        1,
      );
      if (either.isLeft(played)) throw new Error(played.left.message);
      match = played.right;
      if (legalActions(match, 0).length === 0 && legalActions(match, 1).length === 0 && outcome(match) === undefined) break;
    }
  }
  const n = times.greedy.length;
  const r = mean(times.before);
  const q = mean(times.greedy);
  const a = mean(times.also);
  console.log(
    `${game.id}: ${n} decisions; before (${BEFORE}) ${r.toFixed(1)} ms mean (${median(times.before).toFixed(1)} median, ${(1000 / r).toFixed(1)}/s), ` +
      (also === undefined ? "" : `${alsoCommit} ${a.toFixed(1)} ms mean (${median(times.also).toFixed(1)} median, ${(1000 / a).toFixed(1)}/s, ${(r / a).toFixed(2)}x; same choice in ${same.also}/${n}), `) +
      `greedy ${q.toFixed(1)} ms mean (${median(times.greedy).toFixed(1)} median, ${(1000 / q).toFixed(1)}/s): ${(r / q).toFixed(2)}x; same choice in ${same.before}/${n}`,
  );
}
