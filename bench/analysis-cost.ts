/**
 * `npm run bench:analysis`: what `analyze` of `@laguna/analysis` costs over simulating the same
 * games (issue 25). A measurement, not a timed test.
 *
 * For each registered title and each bot kind (random and greedy, as `laguna analyze --bots` makes
 * them: `makeNamedBot` with the title's bot kit), at `--players` seats, two contenders play the
 * very same `--games` games:
 *
 * - **simulate**: the plain loop `laguna simulate` runs, game by game: `createMatch`, the core's
 *   `playout` with `botPolicy` of one bot per seat, `outcome`, then the CLI's `summarise` over the
 *   records (scores, wins, lengths). Game `i` is set up and its bots seeded exactly as the analysis
 *   does (`gameSeeds` of `@laguna/analysis`), so both play the same moves; the benchmark checks
 *   that every game's length is the same both ways before timing.
 * - **analyze**: `analyze` on the same games: every per-step figure (branching factor, turns,
 *   the running score for lead changes, the content hook's offered and taken pieces), the records,
 *   and the report with its bootstrap intervals (1,000 resamples, the default).
 *
 * Both play the title's benchmark config (`benchConfig`: the printed rules, with our house rule
 * `roundLimit: 20` where they have no end), given to the analysis as the game's default config.
 * The contenders are timed in alternation (simulate, analyze, simulate, ...) for `--rounds`
 * rounds after a warm-up, so that the machine's drift hits both alike. Each run's CPU time (user
 * and system time of this process, `process.cpuUsage`) is the figure, since on a machine shared
 * with other work the wall-clock time of one run can vary threefold; the wall-clock times are kept
 * too. The medians give the ratio analyze ÷ simulate, against the goal of at most 1.10.
 *
 * Results go to `bench/analysis-cost.json`, one line per title, bots and player count with its
 * rounds and the machine (load included); a run replaces its own lines and keeps the others', and
 * rewrites the file after each line, so a run stopped early keeps what it measured.
 *
 * Usage: `npm run bench:analysis [-- [--game=<id or part of one>]... [--bots=random,greedy] [--players=n]
 * [--games=n] [--greedy-games=n] [--rounds=n]]`. Defaults: every title, random and greedy, 2
 * players, 100 random games and 4 greedy games per run, 5 rounds. On a machine shared with other
 * work a run takes long (Murano's 100 random games took 140 s of wall-clock time for 7 s of CPU
 * time): give fewer games, or measure a title at a time.
 *
 * @module
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { type Player, analyze, gameSeeds } from "@laguna/analysis";
import { type Bot, botPolicy } from "@laguna/bots";
import { type AnyGame, createMatch, isOver, mixSeed, outcome, playout } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { type BotName, makeNamedBot } from "../packages/cli/src/bots";
import { botKitFor, registry } from "../packages/cli/src/registry";
import { type GameRecord, summarise } from "../packages/cli/src/simulate";
import { benchConfig } from "./games";
import { machineInfo, type MachineInfo } from "./machine";

/** Where the results are written. */
const COST_URL = new URL("./analysis-cost.json", import.meta.url);
/** The goal: analyze's median time at most this many times simulate's. */
const RATIO_GOAL = 1.1;
/** The seed of every run. */
const SEED = 1;

interface Options {
  readonly games: readonly string[];
  readonly bots: readonly BotName[];
  readonly players: number;
  readonly randomGames: number;
  readonly greedyGames: number;
  readonly rounds: number;
}

/** One line: a title with one bot kind. */
interface Line {
  readonly game: string;
  readonly bots: BotName;
  readonly players: number;
  readonly config: unknown;
  readonly games: number;
  /** Actions over the games (the same both ways). */
  readonly actions: number;
  /** Each round's timings, in order. */
  readonly simulate: readonly Timing[];
  readonly analyze: readonly Timing[];
  readonly simulateCpuMedianMs: number;
  readonly analyzeCpuMedianMs: number;
  readonly simulateWallMedianMs: number;
  readonly analyzeWallMedianMs: number;
  /** `analyzeCpuMedianMs / simulateCpuMedianMs`: the figure against the goal. */
  readonly ratio: number;
  /** The same by wall-clock time (noisier on a shared machine). */
  readonly wallRatio: number;
  readonly meetsGoal: boolean;
  /** Timed rounds. */
  readonly rounds: number;
  readonly machine: MachineInfo;
}

/** The file: one line per title, bots and player count (a run keeps the other lines), and the goal. */
interface CostResults {
  readonly ratioGoal: number;
  readonly seed: number;
  readonly lines: readonly Line[];
}

/** The lines `bench/analysis-cost.json` holds already. */
function earlierLines(): Line[] {
  const path = fileURLToPath(COST_URL);
  if (!existsSync(path)) return [];
  try {
    return [...((JSON.parse(readFileSync(path, "utf8")) as CostResults).lines ?? [])];
  } catch {
    return [];
  }
}

function positive(flag: string, value: string | undefined): number {
  const n = Number(value);
  if (value === undefined || !Number.isInteger(n) || n <= 0) throw new Error(`bench:analysis: ${flag} needs a positive whole number`);
  return n;
}

function parseArgs(argv: readonly string[]): Options {
  const games: string[] = [];
  let bots: BotName[] = ["random", "greedy"];
  let players = 2;
  let randomGames = 100;
  let greedyGames = 4;
  let rounds = 5;
  for (const arg of argv) {
    const [flag, value] = arg.split("=", 2) as [string, string | undefined];
    if (flag === "--game" && value !== undefined) games.push(value);
    else if (flag === "--bots" && value !== undefined) bots = value.split(",") as BotName[];
    else if (flag === "--players") players = positive(flag, value);
    else if (flag === "--games") randomGames = positive(flag, value);
    else if (flag === "--greedy-games") greedyGames = positive(flag, value);
    else if (flag === "--rounds") rounds = positive(flag, value);
    else throw new Error(`bench:analysis: unknown option ${arg}`);
  }
  for (const b of bots) if (b !== "random" && b !== "greedy") throw new Error(`bench:analysis: bots are random or greedy, not ${b}`);
  return { games, bots, players, randomGames, greedyGames, rounds };
}

/** The title as the analysis sees it here: its default config is the benchmark's. */
function withBenchDefault(game: AnyGame): AnyGame {
  return { ...game, defaultConfig: (players: number) => benchConfig(game, players) } as AnyGame;
}

/** The simulate contender: the same games as the analysis, through the plain loop and `summarise`. Returns each game's length. */
function simulateRun(game: AnyGame, player: Player, players: number, games: number): number[] {
  const config = benchConfig(game, players);
  const records: GameRecord[] = [];
  const lengths: number[] = [];
  for (let i = 0; i < games; i++) {
    const seeds = gameSeeds(SEED, players, i);
    const created = createMatch(game, config, seeds.setup);
    if (either.isLeft(created)) throw new Error(created.left.message);
    const bots: Bot[] = Array.from({ length: players }, (_, seat) => player.make(mixSeed(seeds.players, seat)));
    const played = playout(created.right, botPolicy(bots));
    if (either.isLeft(played)) throw new Error(played.left.message);
    const m = played.right;
    const result = isOver(m) ? outcome(m) : undefined;
    records.push(
      result === undefined
        ? { index: i, actions: m.length, config: m.config }
        : { index: i, actions: m.length, scores: result.scores, winners: result.winners, config: m.config },
    );
    lengths.push(m.length);
  }
  summarise(game, { games, players, seed: SEED }, records, 0);
  return lengths;
}

/** The analyze contender: the report of the same games. Returns each game's length (from the report's distribution, the sum). */
function analyzeRun(game: AnyGame, player: Player, players: number, games: number): number {
  const report = analyze({ game: withBenchDefault(game), playerCounts: [players], players: player, games, seed: SEED });
  if (either.isLeft(report)) throw new Error(report.left.message);
  const cell = report.right.cells[0];
  return Math.round((cell?.metrics["Duration"]?.value ?? 0) * (cell?.finished ?? 0));
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const h = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[h] as number) : ((s[h - 1] as number) + (s[h] as number)) / 2;
}

/** One timed run: wall-clock and CPU milliseconds (user and system time of this process, which other processes' load hardly changes). */
interface Timing {
  readonly wallMs: number;
  readonly cpuMs: number;
}

function time(f: () => unknown): Timing {
  const cpu = process.cpuUsage();
  const start = performance.now();
  f();
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { wallMs, cpuMs: (used.user + used.system) / 1000 };
}

function measure(game: AnyGame, bots: BotName, options: Options): Line {
  const players = options.players;
  const kit = botKitFor(game);
  const player: Player = { name: bots, make: (seed) => makeNamedBot(game, bots, seed, kit) };
  const games = bots === "random" ? options.randomGames : options.greedyGames;
  // Warm-up, and the check that both contenders play the same games.
  const lengths = simulateRun(game, player, players, games);
  const finishedActions = analyzeRun(game, player, players, games);
  const config = benchConfig(game, players);
  const declared = game.maxActions(config);
  const allFinished = Number.isFinite(declared);
  const total = lengths.reduce((a, b) => a + b, 0);
  if (allFinished && finishedActions !== total) throw new Error(`bench:analysis: ${game.id}/${bots}: the two contenders played different games (${total} against ${finishedActions} actions)`);
  const simulate: Timing[] = [];
  const analysis: Timing[] = [];
  for (let round = 0; round < options.rounds; round++) {
    const s = time(() => simulateRun(game, player, players, games));
    const a = time(() => analyzeRun(game, player, players, games));
    simulate.push(s);
    analysis.push(a);
    console.error(
      `  ${game.id}/${bots}: round ${round + 1}: simulate ${s.cpuMs.toFixed(0)} ms CPU (${s.wallMs.toFixed(0)} ms wall), analyze ${a.cpuMs.toFixed(0)} ms CPU (${a.wallMs.toFixed(0)} ms wall)`,
    );
  }
  const simulateCpuMedianMs = median(simulate.map((t) => t.cpuMs));
  const analyzeCpuMedianMs = median(analysis.map((t) => t.cpuMs));
  const simulateWallMedianMs = median(simulate.map((t) => t.wallMs));
  const analyzeWallMedianMs = median(analysis.map((t) => t.wallMs));
  const ratio = analyzeCpuMedianMs / simulateCpuMedianMs;
  return {
    game: game.id,
    bots,
    players,
    config,
    games,
    actions: total,
    simulate,
    analyze: analysis,
    simulateCpuMedianMs,
    analyzeCpuMedianMs,
    simulateWallMedianMs,
    analyzeWallMedianMs,
    ratio,
    wallRatio: analyzeWallMedianMs / simulateWallMedianMs,
    meetsGoal: ratio <= RATIO_GOAL,
    rounds: options.rounds,
    machine: machineInfo(),
  };
}

function main(): void {
  const options = parseArgs(process.argv.slice(2));
  // A title by its exact id, or by a part of it when no id is exactly that.
  const named = (g: AnyGame, f: string): boolean => g.id === f || (!registry.some((x) => x.id === f) && g.id.includes(f));
  const titles = options.games.length === 0 ? registry : registry.filter((g) => options.games.some((f) => named(g, f)));
  const machine = machineInfo();
  console.error(
    `bench:analysis: ${titles.map((g) => g.id).join(", ")} at ${options.players} players, ${options.bots.join(" and ")} bots, ${options.rounds} rounds; ` +
      `${machine.node}, ${machine.cpus} × ${machine.cpuModel}, load ${machine.loadAverage.join(" ")}`,
  );
  const lines: Line[] = [];
  const write = (): void => {
    // The lines of this run, and those of other runs (read again: another run may be writing) for other titles or bots.
    const others = earlierLines().filter((k) => !lines.some((l) => l.game === k.game && l.bots === k.bots && l.players === k.players));
    const results: CostResults = { ratioGoal: RATIO_GOAL, seed: SEED, lines: [...others, ...lines] };
    writeFileSync(fileURLToPath(COST_URL), `${JSON.stringify(results, null, 2)}\n`);
  };
  for (const game of titles) {
    for (const bots of options.bots) {
      lines.push(measure(game, bots, options));
      write();
    }
  }
  console.log(`\ntitle | bots | games | actions | simulate CPU (median) | analyze CPU (median) | ratio | wall-clock ratio`);
  for (const l of lines) {
    console.log(
      `${l.game} | ${l.bots} | ${l.games} | ${l.actions} | ${l.simulateCpuMedianMs.toFixed(0)} ms | ${l.analyzeCpuMedianMs.toFixed(0)} ms | ${l.ratio.toFixed(3)}${l.meetsGoal ? "" : " !"} | ${l.wallRatio.toFixed(3)}`,
    );
  }
  console.log(`\nratio = analyze ÷ simulate, medians of the CPU time of ${options.rounds} alternated rounds (goal ≤ ${RATIO_GOAL}, "!" marks a miss).`);
  console.log(`written ${fileURLToPath(COST_URL)}`);
  if (lines.some((l) => !l.meetsGoal)) process.exitCode = 1;
}

main();
