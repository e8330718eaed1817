/**
 * `npm run bench:adapter`: what a Laguna game costs through boardgame.io (the adapter of
 * `@laguna/boardgame-io`) next to the same game through `@laguna/core`, in boardgame.io's and
 * Immer's production builds (`NODE_ENV=production`, which both read when they are loaded).
 *
 * For tic-tac-toe and every title at 2 and 4 players, the same seeded random games (the chooser of
 * `random-games.ts`: the first seat to act, one `uniformInt` per step) are played six ways, in
 * interleaved rounds, each round a block of games timed on CPU time (`process.cpuUsage`):
 *
 * - `core`: `createMatch`, then `legalActions` and `act` (`playEngine`);
 * - `coreServing`: the same, plus what a server on core sends after each move: every seat's
 *   `playerView` and `legalActions`, and the spectator's view (the adapter's server does that work
 *   too, through boardgame.io's player views);
 * - `client`: one in-process boardgame.io `Client` (no server), following the seat to act with
 *   `updatePlayerID`, reading the legal actions from its `G` (the adapter's `{ view, legalActions }`)
 *   and moving with `client.moves.act`;
 * - `clientTrivial`: the same `Client` steps on a boardgame.io game whose move does no work: it
 *   returns the next `G` of the same game, computed beforehand (with its views, log description,
 *   turn ends and active players), so boardgame.io does everything it does for the adapter
 *   (reducer, Immer, flow, events, log, player views, the client's store) but no rule runs.
 *   That is "boardgame.io's own work";
 * - `server`: boardgame.io's `Master` (the server's game master, with its in-memory storage) behind
 *   the in-process `Local` transport, one client per seat: each move is fetched, reduced, stored and
 *   sent to every seat through its player view, as the socket server does (minus the socket);
 * - `serverTrivial`: the same with the trivial game.
 *
 * Reported per line: CPU µs per step (median over the rounds) of each, `client ÷ core` (goal ≤ 3),
 * and the adapter's cost on the server beyond boardgame.io's own work,
 * `(server − serverTrivial) ÷ core` (goal ≤ 1.5), also next to `coreServing`; and per contender
 * the main thread's garbage-collection pauses per step (`performance`'s "gc" entries, wall clock,
 * attributed to the block they started in), which tell how much of a difference is the
 * collection of the objects each way keeps alive. Writes `bench/adapter.json`.
 *
 * Usage: `npm run bench:adapter [-- [game-id-filter ...] [--rounds=n] [--block-ms=ms] [--seeds=n]]`
 * (by default 15 rounds of 100 ms of CPU per contender and 8 seeds, as in the committed
 * `adapter.json`).
 *
 * @module
 */
import { writeFileSync } from "node:fs";
import { PerformanceObserver, performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { type AnyGame, type GameConfig, type Match, SPECTATOR, act, activePlayers, createMatch, legalActions, outcome, playerView } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { ticTacToe } from "@laguna/examples";
import { toBoardgameGame } from "@laguna/boardgame-io";
import { game as murano } from "@laguna/murano";
import { game as lightMasters } from "@laguna/murano-light-masters";
import { game as burano } from "@laguna/walking-in-burano";
import type { Game as BoardgameGame } from "boardgame.io";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { benchConfig } from "./games";
import { machineInfo } from "./machine";
import { chooserFor, playEngine } from "./random-games";

if (process.env.NODE_ENV !== "production") {
  throw new Error("bench:adapter measures boardgame.io's production build: run it with NODE_ENV=production (npm run bench:adapter does).");
}
// boardgame.io and Immer choose their build from NODE_ENV when they are loaded: after the check.
const { Client } = await import("boardgame.io/client");
const { Local } = await import("boardgame.io/multiplayer");

/** Goals of issue 30. */
const CLIENT_GOAL = 3;
const SERVER_GOAL = 1.5;

/** Command-line options. */
interface Options {
  readonly filters: string[];
  readonly rounds: number;
  readonly blockMs: number;
  readonly seeds: number;
}

function parseArgs(argv: readonly string[]): Options {
  const filters: string[] = [];
  let rounds = 15;
  let blockMs = 100;
  let seeds = 8;
  for (const arg of argv) {
    const [flag, value] = arg.split("=", 2);
    const n = Number(value);
    if (flag === "--rounds" && Number.isInteger(n) && n > 0) rounds = n;
    else if (flag === "--block-ms" && n > 0) blockMs = n;
    else if (flag === "--seeds" && Number.isInteger(n) && n > 0) seeds = n;
    else if (arg.startsWith("--")) throw new Error(`bench:adapter: unknown option ${arg}`);
    else filters.push(arg);
  }
  return { filters, rounds, blockMs, seeds };
}

/** One line: a game at a player count. */
export interface Target {
  readonly game: AnyGame;
  readonly players: number;
  readonly config: GameConfig;
}

/** Plays one whole game, returns its steps. */
type PlayOne = (seed: number) => number;

/** One step of a game played beforehand through core, all a trivial boardgame.io move needs. */
interface Step {
  /** The adapter's `G` before the step, plus its index. */
  readonly G: { readonly step: number; readonly config: unknown; readonly seed: number; readonly state: unknown; readonly turn: number; readonly hidden: boolean };
  /** Per seat, the `{ view, legalActions }` the adapter gives it; at index `players`, the spectator's. */
  readonly views: readonly unknown[];
  /** The seats to act, as boardgame.io names them. */
  readonly active: readonly string[];
  /** The outcome, once the game is over. */
  readonly outcome: unknown;
  /** What the move leading here logs, and whether its turn ended. */
  readonly description: string;
  readonly ended: boolean;
}

/** The steps of the game of `seed`, played through core with the benchmark's chooser. */
export function stepsOf(target: Target, seed: number): Step[] {
  const { game, players, config } = target;
  const created = createMatch(game, config, seed);
  if (either.isLeft(created)) throw new Error(created.left.message);
  let match: Match = created.right as Match;
  const chooser = chooserFor(seed);
  const steps: Step[] = [];
  let turn = 1;
  let description = "";
  let ended = false;
  for (let i = 0; ; i++) {
    const seats = activePlayers(match);
    const views: unknown[] = [];
    for (let seat = 0; seat < players; seat++) views.push({ view: playerView(match, seat), legalActions: legalActions(match, seat) });
    views.push({ view: playerView(match, SPECTATOR), legalActions: [] });
    const result = outcome(match);
    steps.push({
      G: { step: i, config: match.config, seed, state: match.state, turn, hidden: false },
      views,
      active: seats.map(String),
      outcome: result === undefined ? undefined : JSON.parse(JSON.stringify(result)),
      description,
      ended,
    });
    const seat = seats[0];
    if (seat === undefined) break;
    const legal = legalActions(match, seat);
    const action = legal[uniformInt(chooser, 0, legal.length - 1)];
    const next = act(match, seat, action);
    if (either.isLeft(next)) throw new Error(next.left.message);
    const after = next.right as Match;
    description = game.describeAction(action as never);
    const first = activePlayers(after)[0];
    ended = first !== undefined && (first !== seat || (game.turnNumber !== undefined && game.turnNumber(match.state as never) !== game.turnNumber(after.state as never)));
    if (ended) turn++;
    match = after;
  }
  return steps;
}

/**
 * A boardgame.io game with the adapter's shape whose move does no work: it returns the next `G`
 * of a game played beforehand, and its hooks read what was computed then.
 */
export function trivialGame(adapter: BoardgameGame, players: number, steps: readonly Step[]): BoardgameGame {
  const at = (G: { step: number }): Step => steps[G.step] as Step;
  return {
    // The adapter's game (name, player counts, undo and client events off) with trivial functions,
    // and a plugin with the adapter's plugin's hooks doing nothing, so boardgame.io runs its plugin
    // machinery for it as it does for the adapter.
    ...adapter,
    plugins: [
      {
        name: "laguna",
        isInvalid: () => false,
        fnWrap:
          (method) =>
          (context, ...args) =>
            method(context, ...args) as unknown,
      },
    ],
    setup: () => ({ ...steps[0]?.G }),
    moves: {
      act: {
        move: ({ G, events, log }) => {
          const next = steps[G.step + 1];
          if (next === undefined) return "INVALID_MOVE";
          log.setMetadata({ description: next.description });
          if (next.ended) events.endTurn();
          else if (next.active.length > 0) events.setActivePlayers([...next.active]);
          return { ...next.G };
        },
        client: false,
        redact: ({ G }: { G: { hidden: boolean } }) => G.hidden,
      },
    },
    turn: {
      order: {
        first: ({ G, ctx }) => Math.max(0, ctx.playOrder.indexOf(at(G).active[0] ?? "")),
        next: ({ G, ctx }) => {
          const first = at(G).active[0];
          return first === undefined ? undefined : ctx.playOrder.indexOf(first);
        },
      },
      onBegin: ({ G, events }) => {
        const step = at(G);
        if (step.active.length > 0) events.setActivePlayers([...step.active]);
      },
    },
    endIf: ({ G }) => at(G).outcome,
    playerView: ({ G, playerID }) => {
      const seat = playerID === null || playerID === undefined ? players : Number(playerID);
      return at(G).views[seat] ?? at(G).views[players];
    },
  };
}

/** The view part of a client's `G` that drives the next move. */
interface SeenG {
  readonly legalActions: readonly unknown[];
}

/** `playEngine`, plus every seat's view and legal actions and the spectator's view after each step. */
export function playCoreServing(game: AnyGame, config: GameConfig, players: number, seed: number): number {
  const created = createMatch(game, config, seed);
  if (either.isLeft(created)) throw new Error(created.left.message);
  let match = created.right as Match;
  const chooser = chooserFor(seed);
  let steps = 0;
  let sink = 0;
  for (;;) {
    for (let seat = 0; seat < players; seat++) sink += legalActions(match, seat).length + (playerView(match, seat) === undefined ? 1 : 0);
    if (playerView(match, SPECTATOR) === undefined) sink++;
    const seat = activePlayers(match)[0];
    if (seat === undefined) break;
    const legal = legalActions(match, seat);
    const next = act(match, seat, legal[uniformInt(chooser, 0, legal.length - 1)]);
    if (either.isLeft(next)) throw new Error(next.left.message);
    match = next.right as Match;
    steps++;
  }
  return sink < 0 ? -1 : steps;
}

/** Plays one random game through one in-process boardgame.io `Client` of `bgGame`. */
function playClient(bgGame: BoardgameGame, players: number, seed: number): number {
  const client = Client({ game: bgGame, numPlayers: players });
  client.start();
  const chooser = chooserFor(seed);
  let steps = 0;
  let playerID: string | null = null;
  for (;;) {
    const ctx = client.getState()?.ctx;
    if (ctx === undefined || ctx.gameover !== undefined) break;
    if (playerID !== ctx.currentPlayer) {
      playerID = ctx.currentPlayer;
      client.updatePlayerID(playerID);
    }
    const G = client.getState()?.G as SeenG;
    const action = G.legalActions[uniformInt(chooser, 0, G.legalActions.length - 1)];
    client.moves.act?.(action);
    steps++;
  }
  client.stop();
  return steps;
}

/** Plays one random game through boardgame.io's `Master` behind the `Local` transport, one client per seat. */
export function playServer(bgGame: BoardgameGame, players: number, seed: number, matchID: string): number {
  const multiplayer = Local();
  const clients = Array.from({ length: players }, (_, seat) => Client({ game: bgGame, numPlayers: players, multiplayer, matchID, playerID: String(seat) }));
  for (const client of clients) client.start();
  const chooser = chooserFor(seed);
  let steps = 0;
  for (;;) {
    const state = clients[0]?.getState();
    if (state === null || state === undefined) throw new Error("bench:adapter: the Local master did not sync");
    if (state.ctx.gameover !== undefined) break;
    const client = clients[Number(state.ctx.currentPlayer)];
    const G = client?.getState()?.G as SeenG;
    const action = G.legalActions[uniformInt(chooser, 0, G.legalActions.length - 1)];
    client?.moves.act?.(action);
    // The Local master with in-memory storage answers synchronously: a move that did not advance
    // the state would be a broken measurement.
    if (clients[0]?.getState()?._stateID === state._stateID) throw new Error("bench:adapter: a move through the Local master did not advance the state");
    steps++;
  }
  for (const client of clients) client.stop();
  // The Local master keeps every match in its in-memory storage: wipe this one, or the heap grows
  // with every game played (with the adapter's states, not with the trivial game's shared ones).
  (clients[0] as unknown as { transport: { master: { storageAPI: { wipe(id: string): void } } } }).transport.master.storageAPI.wipe(matchID);
  return steps;
}

/** Garbage-collection pauses of the main thread (wall-clock ms, from `performance`'s "gc" entries). */
const gcPauses: { readonly start: number; readonly duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcPauses.push({ start: entry.startTime, duration: entry.duration });
}).observe({ entryTypes: ["gc"] });

/** CPU time, in microseconds, of the process so far. */
function cpuMicros(): number {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
}

/** Median of a list of numbers. */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** One line of the results. */
interface Row {
  readonly game: string;
  readonly players: number;
  readonly stepsPerGame: number;
  /** Median CPU µs per step of each contender. */
  readonly microsPerStep: Readonly<Record<Contender, number>>;
  /** Median µs per step of each contender in the main thread's garbage-collection pauses (wall clock). */
  readonly gcMicrosPerStep: Readonly<Record<Contender, number>>;
  readonly clientPerCore: number;
  readonly clientTrivialPerCore: number;
  /** The adapter's cost on the server beyond boardgame.io's own work, in units of core's cost. */
  readonly serverExtraPerCore: number;
  /** The same, in units of core's cost with the views a server sends (`coreServing`). */
  readonly serverExtraPerCoreServing: number;
  readonly meetsClientGoal: boolean;
  readonly meetsServerGoal: boolean;
}

const CONTENDERS = ["core", "coreServing", "client", "clientTrivial", "server", "serverTrivial"] as const;
type Contender = (typeof CONTENDERS)[number];

async function measure(target: Target, options: Options): Promise<Row> {
  const { game, players, config } = target;
  const seeds = Array.from({ length: options.seeds }, (_, i) => 1000 + i);
  const adapters = seeds.map((seed) => toBoardgameGame(game, { config, seed }));
  const stepLists = seeds.map((seed) => stepsOf(target, seed));
  const trivials = stepLists.map((steps, i) => trivialGame(adapters[i] as BoardgameGame, players, steps));
  let matchCount = 0;
  const play: Record<Contender, PlayOne> = {
    core: (seed) => playEngine(game, config, seed, false),
    coreServing: (seed) => playCoreServing(game, config, players, seed),
    client: (seed) => playClient(adapters[seed - 1000] as BoardgameGame, players, seed),
    clientTrivial: (seed) => playClient(trivials[seed - 1000] as BoardgameGame, players, seed),
    server: (seed) => playServer(adapters[seed - 1000] as BoardgameGame, players, seed, `m${matchCount++}`),
    serverTrivial: (seed) => playServer(trivials[seed - 1000] as BoardgameGame, players, seed, `m${matchCount++}`),
  };
  // Every way plays the same games: the same number of steps for each seed.
  for (const [i, seed] of seeds.entries()) {
    const expected = (stepLists[i] as Step[]).length - 1;
    for (const name of CONTENDERS) {
      const steps = play[name](seed);
      if (steps !== expected) throw new Error(`bench:adapter: ${game.id}/${players} seed ${seed}: ${name} played ${steps} steps, core ${expected}`);
    }
  }
  const next: Record<Contender, number> = { core: 0, coreServing: 0, client: 0, clientTrivial: 0, server: 0, serverTrivial: 0 };
  const block = (name: Contender): { micros: number; steps: number; from: number; to: number } => {
    let steps = 0;
    const from = performance.now();
    const start = cpuMicros();
    const end = start + options.blockMs * 1000;
    let now = start;
    do {
      steps += play[name](seeds[next[name]++ % seeds.length] as number);
      now = cpuMicros();
    } while (now < end);
    return { micros: now - start, steps, from, to: performance.now() };
  };
  for (const name of CONTENDERS) block(name); // warm-up
  const perStep: Record<Contender, number[]> = { core: [], coreServing: [], client: [], clientTrivial: [], server: [], serverTrivial: [] };
  const windows: { name: Contender; from: number; to: number; steps: number }[] = [];
  for (let round = 0; round < options.rounds; round++) {
    for (const name of CONTENDERS) {
      const { micros, steps, from, to } = block(name);
      perStep[name].push(micros / steps);
      windows.push({ name, from, to, steps });
    }
  }
  // The observer reports garbage collections once the event loop runs: let it, then give each
  // block the pauses that started within it.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const gcPerStep: Record<Contender, number[]> = { core: [], coreServing: [], client: [], clientTrivial: [], server: [], serverTrivial: [] };
  for (const w of windows) {
    const ms = gcPauses.filter((p) => p.start >= w.from && p.start < w.to).reduce((sum, p) => sum + p.duration, 0);
    gcPerStep[w.name].push((ms * 1000) / w.steps);
  }
  gcPauses.length = 0;
  const micros = Object.fromEntries(CONTENDERS.map((name) => [name, median(perStep[name])])) as Record<Contender, number>;
  const clientPerCore = micros.client / micros.core;


  const serverExtraPerCore = (micros.server - micros.serverTrivial) / micros.core;
  const totalSteps = stepLists.reduce((n, steps) => n + steps.length - 1, 0);
  return {
    game: game.id,
    players,
    stepsPerGame: totalSteps / seeds.length,
    microsPerStep: micros,
    gcMicrosPerStep: Object.fromEntries(CONTENDERS.map((name) => [name, median(gcPerStep[name])])) as Record<Contender, number>,
    clientPerCore,
    clientTrivialPerCore: micros.clientTrivial / micros.core,
    serverExtraPerCore,
    serverExtraPerCoreServing: (micros.server - micros.serverTrivial) / micros.coreServing,
    meetsClientGoal: clientPerCore <= CLIENT_GOAL,
    meetsServerGoal: serverExtraPerCore <= SERVER_GOAL,
  };
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const machine = machineInfo();
  const started = Date.now();
  const titles: AnyGame[] = [burano as AnyGame, lightMasters as AnyGame, murano as AnyGame];
  const targets: Target[] = [
    { game: ticTacToe as AnyGame, players: 2, config: benchConfig(ticTacToe as AnyGame, 2) },
    ...titles.flatMap((game) => [2, 4].map((players) => ({ game, players, config: benchConfig(game, players) }))),
  ].filter((t) => options.filters.length === 0 || options.filters.some((f) => t.game.id.includes(f)));
  console.error(`bench:adapter: ${targets.length} lines, ${options.rounds} rounds of ${options.blockMs} ms CPU per contender, ${options.seeds} seeds; load ${machine.loadAverage.join(" ")}`);
  const rows: Row[] = [];
  for (const target of targets) {
    const row = await measure(target, options);
    rows.push(row);
    const m = row.microsPerStep;
    console.error(
      `  ${row.game}/${row.players}: µs/step core ${m.core.toFixed(1)} (serving ${m.coreServing.toFixed(1)}), client ${m.client.toFixed(1)} (trivial ${m.clientTrivial.toFixed(1)}), server ${m.server.toFixed(1)} (trivial ${m.serverTrivial.toFixed(1)}); ` +
        `client/core ${row.clientPerCore.toFixed(2)}, (server−trivial)/core ${row.serverExtraPerCore.toFixed(2)}, /coreServing ${row.serverExtraPerCoreServing.toFixed(2)}; ` +
        `GC µs/step ${CONTENDERS.map((name) => `${name} ${row.gcMicrosPerStep[name].toFixed(1)}`).join(", ")}`,
    );
  }
  const results = { machine, nodeEnv: process.env.NODE_ENV, options, goals: { clientPerCore: CLIENT_GOAL, serverExtraPerCore: SERVER_GOAL }, durationMs: Date.now() - started, rows };
  const path = fileURLToPath(new URL("./adapter.json", import.meta.url));
  writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
  console.log("| game | players | steps/game | core µs/step | core serving | Client | trivial Client | Client ÷ core | server | trivial server | (server − trivial) ÷ core | (server − trivial) ÷ core serving |");
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
  for (const r of rows) {
    const m = r.microsPerStep;
    const f = (x: number): string => x.toFixed(1);
    console.log(
      `| ${r.game} | ${r.players} | ${r.stepsPerGame.toFixed(0)} | ${f(m.core)} | ${f(m.coreServing)} | ${f(m.client)} | ${f(m.clientTrivial)} | ${r.clientPerCore.toFixed(1)}${r.meetsClientGoal ? "" : " !"} | ` +
        `${f(m.server)} | ${f(m.serverTrivial)} | ${r.serverExtraPerCore.toFixed(1)}${r.meetsServerGoal ? "" : " !"} | ${r.serverExtraPerCoreServing.toFixed(1)} |`,
    );
  }
  console.log(
    `\nCPU µs per step, medians of interleaved rounds, NODE_ENV=production. Goals: Client ÷ core ≤ ${CLIENT_GOAL}; ` +
      `(server − trivial server) ÷ core ≤ ${SERVER_GOAL}, the adapter's cost on the server beyond boardgame.io's own work; "!" marks a miss. ` +
      `Written ${path}.`,
  );
}

// Run when started as the benchmark, not when a profiling script imports its pieces.
if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) await main();
