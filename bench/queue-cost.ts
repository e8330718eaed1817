/**
 * `npm run bench:queue`: what the PostgreSQL job queue of `laguna simulate|analyze --queue` costs
 * per job (issue 26: at most 5 % of the job's own time at the default block size). A measurement,
 * not a timed test. Starts a throwaway PostgreSQL (scripts/postgres.sh), or uses `LAGUNA_PG_URL` when run as `tsx bench/queue-cost.ts`.
 *
 * In one process: a coordinator puts a run on the queue and one worker (one job at a time, in this
 * thread) plays it; each job's end is timed (the worker's `onJob`). A job's time on the queue is
 * the time from one job's end to the next: taking it from the queue (pg-boss's fetch), playing it,
 * storing its games' rows and completing it. The job's own time is the same block played directly
 * (`playSlice`, as the worker plays it), in the same process, in alternation with the queue runs.
 * The queue's cost per job is the difference of the medians, and its share is that over the
 * job's own median. That difference carries the noise of the play time between rounds (a few
 * per cent of a job on a shared machine, either way), so the worker also times each job's play
 * (`onPlayed`) and the bench gives the queue's own time per job: job to job less the play of the
 * job, that is taking it (fetch), storing its rows (one statement) and whatever else the worker
 * does between two jobs (the completion goes beside the next fetch). Random players are the worst case (the cheapest jobs); bots that search make
 * longer jobs and a smaller share.
 *
 * Runs: an analysis of Light Masters (2 players, default block of 10 games) and a simulation of
 * Walking in Burano (2 players, default block of 25 games), random players; and a simulation of
 * Light Masters between greedy bots (default block of 25 games, one round: its jobs are long).
 */
import { loadavg } from "node:os";
import type { AnyGame } from "@laguna/core";
import { analysisSpec } from "../packages/cli/src/analysis";
import { botKitFor, findGame, registry } from "../packages/cli/src/registry";
import { DEFAULT_ANALYZE_BLOCK, DEFAULT_SIMULATE_BLOCK, analyzeOnQueue, simulateOnQueue } from "../packages/cli/src/queue/runs";
import { work } from "../packages/cli/src/queue/sweeps";
import playSlice from "../packages/cli/src/worker";
import { analysisJobs, planAnalysis } from "@laguna/analysis";
import * as either from "fp-ts/lib/Either.js";

const url = process.env.LAGUNA_PG_URL;
if (url === undefined || url === "") throw new Error("bench/queue-cost.ts needs LAGUNA_PG_URL (npm run bench:queue starts a throwaway PostgreSQL)");
const ROUNDS = Number(process.env.ROUNDS ?? 3);

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 === 1 ? (s[(s.length - 1) / 2] as number) : ((s[s.length / 2 - 1] as number) + (s[s.length / 2] as number)) / 2;
};

function game(id: string): AnyGame {
  const found = findGame(registry, id);
  if (found === undefined) throw new Error(`no game ${id}`);
  return found;
}

/** One run on the queue: its job-to-job intervals, and each interval less the play time of the job it ends with (the queue's own time), in milliseconds. */
async function onQueue(run: (onRun: string) => Promise<unknown>): Promise<{ intervals: number[]; own: number[]; played: number[] }> {
  const ends: number[] = [];
  const played: number[] = [];
  const stop = await work(url as string, { workers: 1, onJob: () => ends.push(performance.now()), onPlayed: (_, ms) => played.push(ms) });
  await run(`bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`);
  await stop();
  const intervals = ends.slice(1).map((end, i) => end - (ends[i] as number));
  return { intervals, own: intervals.map((interval, i) => interval - (played[i + 1] as number)), played: played.slice(1) };
}

interface Line {
  readonly name: string;
  /** Rounds of this line (a line of long jobs gets fewer). */
  readonly rounds?: number;
  readonly jobs: number;
  readonly local: () => Promise<number[]>;
  readonly queue: () => Promise<{ intervals: number[]; own: number[]; played: number[] }>;
}

const lightMasters = game("murano-light-masters");
const analysisSettings = { game: lightMasters.id, version: lightMasters.version, variants: [], playerCounts: [2], bots: ["random" as const], games: 120, seed: 3 };
const analysisTasks = (() => {
  const plan = planAnalysis(analysisSpec(lightMasters, analysisSettings));
  if (either.isLeft(plan)) throw new Error(plan.left.message);
  return analysisJobs(plan.right, DEFAULT_ANALYZE_BLOCK).map((job) => ({ kind: "analysis" as const, settings: analysisSettings, job }));
})();
const burano = game("walking-in-burano");
const simulateOptions = { games: 300, players: 2, seed: 3 };
const simulateTasks = Array.from({ length: Math.ceil(simulateOptions.games / DEFAULT_SIMULATE_BLOCK) }, (_, k) => ({
  game: burano.id,
  from: k * DEFAULT_SIMULATE_BLOCK,
  to: Math.min(simulateOptions.games, (k + 1) * DEFAULT_SIMULATE_BLOCK),
  options: simulateOptions,
}));

async function timed(tasks: readonly Parameters<typeof playSlice>[0][]): Promise<number[]> {
  const out: number[] = [];
  for (const task of tasks) {
    const start = performance.now();
    await playSlice(task);
    out.push(performance.now() - start);
  }
  return out;
}

const lightMastersGreedy = { games: 75, players: 2, seed: 3, bots: ["greedy" as const] };
const greedyTasks = Array.from({ length: 3 }, (_, k) => ({ game: lightMasters.id, from: 25 * k, to: 25 * (k + 1), options: lightMastersGreedy }));

const lines: Line[] = [
  {
    name: `analyze murano-light-masters -p 2 -n ${analysisSettings.games} (random, block ${DEFAULT_ANALYZE_BLOCK})`,
    jobs: analysisTasks.length,
    local: () => timed(analysisTasks),
    queue: () => onQueue((run) => analyzeOnQueue(lightMasters, analysisSettings, undefined, { url: url as string, run })),
  },
  {
    name: `simulate walking-in-burano -n ${simulateOptions.games} (random, block ${DEFAULT_SIMULATE_BLOCK})`,
    jobs: simulateTasks.length,
    local: () => timed(simulateTasks),
    queue: () => onQueue((run) => simulateOnQueue(burano, simulateOptions, { url: url as string, run })),
  },
  {
    name: `simulate murano-light-masters -n ${lightMastersGreedy.games} -b greedy (block ${DEFAULT_SIMULATE_BLOCK})`,
    jobs: greedyTasks.length,
    rounds: 1,
    local: () => timed(greedyTasks),
    queue: () => onQueue((run) => simulateOnQueue(lightMasters, { ...lightMastersGreedy, ...botKitFor(lightMasters, undefined) }, { url: url as string, run })),
  },
];

// LINES=burano (a part of a line's name) measures only the lines whose name holds it.
const only = process.env.LINES;
for (const line of lines.filter((l) => only === undefined || l.name.includes(only))) {
  const before = loadavg()[0] as number;
  const rounds = line.rounds ?? ROUNDS;
  if (line.rounds === undefined) await line.local(); // warm-up: the JIT and the game's caches
  const local: number[] = [];
  const queue: number[] = [];
  const own: number[] = [];
  const playedOnQueue: number[] = [];
  for (let round = 0; round < rounds; round++) {
    local.push(...(await line.local()));
    const measured = await line.queue();
    queue.push(...measured.intervals);
    own.push(...measured.own);
    playedOnQueue.push(...measured.played);
  }
  const direct = median(local);
  const onTheQueue = median(queue);
  const cost = onTheQueue - direct;
  const ownCost = median(own);
  console.log(
    `${line.name}: ${line.jobs} jobs × ${rounds} rounds; job played directly ${direct.toFixed(1)} ms, job to job on the queue ${onTheQueue.toFixed(1)} ms: ` +
      `difference ${cost.toFixed(1)} ms per job = ${((100 * cost) / direct).toFixed(1)} %; the queue's own time per job (job to job less its play) ${ownCost.toFixed(1)} ms = ${((100 * ownCost) / direct).toFixed(1)} %; ` +
      `a job's play on the queue ${median(playedOnQueue).toFixed(1)} ms ` +
      `(medians; load ${before.toFixed(1)} → ${(loadavg()[0] as number).toFixed(1)})`,
  );
}
process.exit(0);
