/**
 * Laguna against boardgame.io on random tic-tac-toe (issue 30's "Laguna ≥ 100× boardgame.io's
 * reducer"): the same seeded random games, move for move, played
 *
 * - through boardgame.io 0.50's reducer (`InitializeGame` then `CreateGameReducer`'s reducer with
 *   `MAKE_MOVE` actions, as its server's master runs it), with the tutorial's tic-tac-toe
 *   (`bgio-tic-tac-toe.ts`);
 * - through boardgame.io's `Client` (no multiplayer: the client runs the reducer itself, with its
 *   redux store, log and subscribers), one client per game, `start()`ed and `stop()`ped;
 * - through Laguna's engine: `createMatch`, then `legalActions` and `act`, with
 *   `@laguna/examples`' tic-tac-toe (`playEngine` of `random-games.ts`);
 * - through that module's reducer alone (`playBare`), for reference.
 *
 * Every loop picks its move the same way: the legal squares in ascending order (what the example's
 * `legalActions` lists), one `uniformInt` of the seed's chooser (`chooserFor`). Before timing, every
 * seed is played by all four and their boards and lengths must agree.
 *
 * boardgame.io and Immer choose their production or development code when they are first loaded,
 * from `NODE_ENV`; users deploy the production build. So the measurement runs in a child process
 * started with `NODE_ENV=production` ({@link measureVersusBoardgameIo}); run directly, this file
 * refuses to measure unless `NODE_ENV` is `production`. Times are CPU time (`process.cpuUsage`),
 * contenders interleaved in rounds (the order reversed every other round), medians reported.
 *
 * Usage on its own (prints the results as JSON): `NODE_ENV=production tsx --tsconfig tsconfig.build.json bench/versus-boardgame-io.ts [budgetMs] [rounds]`.
 *
 * @module
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { cpuUsage } from "node:process";
import { fileURLToPath } from "node:url";
import type { Seed } from "@laguna/core";
import type { Game as BgioGame, State as BgioState } from "boardgame.io";
import type { Client as BgioClientFactory } from "boardgame.io/client";
import type { CreateGameReducer as BgioCreateGameReducer, InitializeGame as BgioInitializeGame } from "boardgame.io/internal";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { ticTacToe } from "../tests/fixtures/tic-tac-toe";
import { type TicTacToeG, tutorialTicTacToe } from "./bgio-tic-tac-toe";
import { benchSeeds } from "./identical-games";
import { type FinalMatch, type FinalState, chooserFor, playBare, playEngine } from "./random-games";

/** The goal: Laguna's engine at least this many times boardgame.io's reducer, in steps per CPU second. */
export const VERSUS_GOAL = 100;

/** The contenders, in the order of the table. */
export const CONTENDERS = ["bgioClient", "bgioReducer", "lagunaEngine", "lagunaBare"] as const;

/** One contender's name. */
export type Contender = (typeof CONTENDERS)[number];

/**
 * One contender's numbers: medians over the rounds, on CPU time.
 *
 * @example
 * const m: VersusMeasured = { stepsPerCpuSecond: 3e6, gamesPerCpuSecond: 4e5, roundsStepsPerCpuSecond: [3e6] };
 */
export interface VersusMeasured {
  /** Median over the rounds of steps per CPU second. */
  readonly stepsPerCpuSecond: number;
  /** The same median in whole games per CPU second (setup included). */
  readonly gamesPerCpuSecond: number;
  /** Every round's steps per CPU second, in order: their spread shows the machine's noise. */
  readonly roundsStepsPerCpuSecond: readonly number[];
}

/**
 * What the comparison measured.
 *
 * @example
 * console.log(`${results.lagunaPerBgioReducer.toFixed(1)}× boardgame.io's reducer`);
 */
export interface VersusResults {
  /** `process.env.NODE_ENV` in the measuring process (always `"production"`). */
  readonly nodeEnv: string;
  /** boardgame.io's version. */
  readonly boardgameIoVersion: string;
  /** Seeds cycled through (`benchSeeds`, as the main table's lines). */
  readonly seeds: number;
  /** Mean moves per game over those seeds. */
  readonly meanStepsPerGame: number;
  /** CPU milliseconds of one contender's timed run. */
  readonly budgetMs: number;
  /** Timed runs per contender, interleaved. */
  readonly rounds: number;
  /** Each contender's numbers. */
  readonly contenders: Readonly<Record<Contender, VersusMeasured>>;
  /** Laguna's engine ÷ boardgame.io's reducer (goal ≥ {@link VERSUS_GOAL}). */
  readonly lagunaPerBgioReducer: number;
  /** Laguna's engine ÷ boardgame.io's Client. */
  readonly lagunaPerBgioClient: number;
  /** Laguna's engine ÷ the example's reducer alone: the engine's overhead on this game. */
  readonly engineOverhead: number;
  /** Whether `lagunaPerBgioReducer` meets the goal. */
  readonly meetsGoal: boolean;
}

type Cells = readonly (string | null)[];

/** The legal squares of a board, in ascending order: the list every loop picks from. */
function emptyCells(cells: Cells): number[] {
  const empty: number[] = [];
  for (let i = 0; i < 9; i++) if (cells[i] === null) empty.push(i);
  return empty;
}

/** The board as one string, `X`, `O` or `.` per square (seat / player 0 is X), to compare games. */
function boardKey(cells: Cells): string {
  return cells.map((c) => (c === null ? "." : c === "0" || c === "X" ? "X" : "O")).join("");
}

/** boardgame.io, loaded the CommonJS way after `NODE_ENV` was checked. */
interface Bgio {
  readonly version: string;
  readonly game: BgioGame<TicTacToeG>;
  readonly InitializeGame: typeof BgioInitializeGame;
  readonly reducer: ReturnType<typeof BgioCreateGameReducer>;
  readonly Client: typeof BgioClientFactory;
}

function loadBoardgameIo(): Bgio {
  const require = createRequire(import.meta.url);
  const core = require("boardgame.io/core") as { INVALID_MOVE: "INVALID_MOVE" };
  const internal = require("boardgame.io/internal") as { CreateGameReducer: typeof BgioCreateGameReducer; InitializeGame: typeof BgioInitializeGame; ProcessGameConfig: (g: BgioGame) => BgioGame };
  const client = require("boardgame.io/client") as { Client: typeof BgioClientFactory };
  const version = (require("boardgame.io/package.json") as { version: string }).version;
  // Processed once, as a server does when it starts: the reducer and each game share it.
  const game = internal.ProcessGameConfig(tutorialTicTacToe(core.INVALID_MOVE)) as BgioGame<TicTacToeG>;
  return { version, game, InitializeGame: internal.InitializeGame, reducer: internal.CreateGameReducer({ game, isClient: false }), Client: client.Client };
}

/** The end of one game, for the check that every loop plays the same games. */
interface Ending {
  steps: number;
  board: string;
}

/** One random game through boardgame.io's reducer; returns its number of moves. */
function playBgioReducer(bgio: Bgio, seed: Seed, ending?: Ending): number {
  const chooser = chooserFor(seed);
  let state: BgioState<TicTacToeG> = bgio.InitializeGame({ game: bgio.game, numPlayers: 2 });
  let steps = 0;
  while (state.ctx.gameover === undefined) {
    const legal = emptyCells(state.G.cells);
    const cell = legal[uniformInt(chooser, 0, legal.length - 1)];
    const playerID = state.ctx.currentPlayer;
    const next = bgio.reducer(state, { type: "MAKE_MOVE", payload: { type: "clickCell", args: [cell], playerID } });
    if (next._stateID === state._stateID) throw new Error(`boardgame.io's reducer refused square ${cell} (seed ${seed}, move ${steps}).`);
    state = next;
    if (++steps > 9) throw new Error(`boardgame.io: a game longer than 9 moves (seed ${seed}).`);
  }
  if (ending !== undefined) Object.assign(ending, { steps, board: boardKey(state.G.cells) });
  return steps;
}

/** One random game through a boardgame.io `Client` (no multiplayer); returns its number of moves. */
function playBgioClient(bgio: Bgio, seed: Seed, ending?: Ending): number {
  const chooser = chooserFor(seed);
  const client = bgio.Client({ game: bgio.game, numPlayers: 2 });
  client.start();
  let state = client.getState();
  let steps = 0;
  while (state !== null && state.ctx.gameover === undefined) {
    const legal = emptyCells(state.G.cells);
    const cell = legal[uniformInt(chooser, 0, legal.length - 1)];
    client.moves.clickCell?.(cell);
    const next = client.getState();
    if (next === null || next._stateID === state._stateID) throw new Error(`boardgame.io's Client refused square ${cell} (seed ${seed}, move ${steps}).`);
    state = next;
    if (++steps > 9) throw new Error(`boardgame.io: a game longer than 9 moves (seed ${seed}).`);
  }
  client.stop();
  if (ending !== undefined && state !== null) Object.assign(ending, { steps, board: boardKey(state.G.cells) });
  return steps;
}

const config = ticTacToe.defaultConfig(2);

/** Plays every seed through all four loops; throws unless they all play the same game. */
function referenceSteps(bgio: Bgio, seeds: readonly Seed[]): Int32Array {
  const expected = new Int32Array(seeds.length);
  seeds.forEach((seed, i) => {
    const reducerEnd: Ending = { steps: -1, board: "" };
    const clientEnd: Ending = { steps: -1, board: "" };
    const bareEnd: FinalState = { state: undefined };
    const engineEnd: FinalMatch = { match: undefined };
    playBgioReducer(bgio, seed, reducerEnd);
    playBgioClient(bgio, seed, clientEnd);
    const bareSteps = playBare(ticTacToe, config, seed, {}, bareEnd);
    const engineSteps = playEngine(ticTacToe, config, seed, false, {}, engineEnd);
    const bareBoard = boardKey((bareEnd.state as { board: Cells }).board);
    const engineBoard = boardKey((engineEnd.match?.state as { board: Cells } | undefined)?.board ?? []);
    const all = [
      ["boardgame.io reducer", reducerEnd.steps, reducerEnd.board],
      ["boardgame.io Client", clientEnd.steps, clientEnd.board],
      ["Laguna engine", engineSteps, engineBoard],
    ] as const;
    for (const [name, steps, board] of all) {
      if (steps !== bareSteps || board !== bareBoard) {
        throw new Error(`seed ${seed}: ${name} played ${steps} moves to ${board}, the example's reducer ${bareSteps} moves to ${bareBoard}.`);
      }
    }
    expected[i] = bareSteps;
  });
  return expected;
}

function cpuMs(): number {
  const u = cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Plays games until `budgetMs` of CPU time has passed; returns steps and games per CPU second. */
function runForCpu(budgetMs: number, play: () => number): { steps: number; games: number; cpuMs: number } {
  let steps = 0;
  let games = 0;
  const start = cpuMs();
  let now = start;
  do {
    steps += play();
    games++;
    now = cpuMs();
  } while (now - start < budgetMs);
  return { steps, games, cpuMs: now - start };
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/**
 * Measures in this process (which must have `NODE_ENV=production` before boardgame.io loads).
 *
 * @example
 * const results = measureHere(300, 7);
 */
export function measureHere(budgetMs: number, rounds: number, seedCount = 256): VersusResults {
  if (process.env.NODE_ENV !== "production") throw new Error("versus-boardgame-io: run with NODE_ENV=production (boardgame.io's production build).");
  const bgio = loadBoardgameIo();
  const seeds = benchSeeds(seedCount);
  const expected = referenceSteps(bgio, seeds);
  const cycle = (name: string, play: (seed: Seed) => number) => {
    let i = 0;
    return () => {
      const steps = play(seeds[i] as Seed);
      if (steps !== expected[i]) throw new Error(`${name}: seed ${seeds[i]} played ${steps} moves, not ${expected[i]}.`);
      i = i + 1 === seeds.length ? 0 : i + 1;
      return steps;
    };
  };
  const plays: Record<Contender, () => number> = {
    bgioClient: cycle("boardgame.io Client", (seed) => playBgioClient(bgio, seed)),
    bgioReducer: cycle("boardgame.io reducer", (seed) => playBgioReducer(bgio, seed)),
    lagunaEngine: cycle("Laguna engine", (seed) => playEngine(ticTacToe, config, seed, false)),
    lagunaBare: cycle("example reducer", (seed) => playBare(ticTacToe, config, seed)),
  };
  for (const name of CONTENDERS) runForCpu(Math.min(200, budgetMs), plays[name]);
  const samples = Object.fromEntries(CONTENDERS.map((n) => [n, [] as { steps: number; games: number; cpuMs: number }[]])) as Record<Contender, { steps: number; games: number; cpuMs: number }[]>;
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? CONTENDERS : [...CONTENDERS].reverse();
    for (const name of order) samples[name].push(runForCpu(budgetMs, plays[name]));
  }
  const measured = (name: Contender): VersusMeasured => {
    const rs = samples[name];
    return {
      stepsPerCpuSecond: median(rs.map((r) => (r.steps * 1000) / r.cpuMs)),
      gamesPerCpuSecond: median(rs.map((r) => (r.games * 1000) / r.cpuMs)),
      roundsStepsPerCpuSecond: rs.map((r) => (r.steps * 1000) / r.cpuMs),
    };
  };
  const contenders: Record<Contender, VersusMeasured> = {
    bgioClient: measured("bgioClient"),
    bgioReducer: measured("bgioReducer"),
    lagunaEngine: measured("lagunaEngine"),
    lagunaBare: measured("lagunaBare"),
  };
  const laguna = contenders.lagunaEngine.stepsPerCpuSecond;
  const lagunaPerBgioReducer = laguna / contenders.bgioReducer.stepsPerCpuSecond;
  return {
    nodeEnv: process.env.NODE_ENV,
    boardgameIoVersion: bgio.version,
    seeds: seeds.length,
    meanStepsPerGame: expected.reduce((a, b) => a + b, 0) / expected.length,
    budgetMs,
    rounds,
    contenders,
    lagunaPerBgioReducer,
    lagunaPerBgioClient: laguna / contenders.bgioClient.stepsPerCpuSecond,
    engineOverhead: contenders.lagunaBare.stepsPerCpuSecond / laguna,
    meetsGoal: lagunaPerBgioReducer >= VERSUS_GOAL,
  };
}

/**
 * Runs {@link measureHere} in a child process (this same runtime and loader, `NODE_ENV=production`)
 * and returns its results.
 *
 * @example
 * const versus = measureVersusBoardgameIo(300, 7);
 */
export function measureVersusBoardgameIo(budgetMs: number, rounds: number): VersusResults {
  const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), String(budgetMs), String(rounds)], {
    env: { ...process.env, NODE_ENV: "production" },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 16 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`versus-boardgame-io: the child process failed (status ${child.status}${child.error ? `, ${child.error.message}` : ""}).`);
  return JSON.parse(child.stdout) as VersusResults;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [budget = "300", rounds = "7"] = process.argv.slice(2);
  process.stdout.write(`${JSON.stringify(measureHere(Number(budget), Number(rounds)))}\n`);
}
