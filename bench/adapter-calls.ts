/**
 * `npm run bench:adapter-calls`: what the rule module's own calls cost inside boardgame.io's server
 * next to core's loop, on the same seeded games (issue 30, point 3).
 *
 * `bench:adapter` compares the adapter's server with core's loop; this says how much of the
 * difference is the same rule calls costing more where they run. The game module's `apply`,
 * `legalActions` and `view` are wrapped to add their wall-clock time (`performance.now()`) to
 * totals; the wrapped module is played the way `bench:adapter`'s `coreServing` plays it (core's
 * loop, every seat's view and legal actions and the spectator's view after each step) and through
 * boardgame.io's `Master` behind the `Local` transport (`server`), in alternating blocks of CPU
 * time. Printed per line: µs per call of each function in each context, and the ratio. A game
 * module memoises some calls (core caches legal actions per match), so the counts differ a little
 * between contexts; the µs per call compare like with like.
 *
 * Usage: `npm run bench:adapter-calls [-- [game-id-filter ...] [--rounds=n] [--block-ms=ms]]`
 * (by default Walking in Burano and Murano at 4 players, 5 rounds of 500 ms CPU per context).
 *
 * @module
 */
import { type AnyGame, type GameConfig } from "@laguna/core";
import { game as murano } from "@laguna/murano";
import { game as lightMasters } from "@laguna/murano-light-masters";
import { game as burano } from "@laguna/walking-in-burano";
import type { Game as BoardgameGame } from "boardgame.io";
import { benchConfig } from "./games";

if (process.env.NODE_ENV !== "production") {
  throw new Error("bench:adapter-calls measures boardgame.io's production build: run it with NODE_ENV=production (npm run bench:adapter-calls does).");
}
// boardgame.io reads NODE_ENV when it is loaded, and bench/adapter.ts loads it: after the check.
const { playCoreServing, playServer } = await import("./adapter");
const { toBoardgameGame } = await import("@laguna/boardgame-io");

const FUNCTIONS = ["apply", "legalActions", "view"] as const;
type Timed = (typeof FUNCTIONS)[number];
const CONTEXTS = ["core", "server"] as const;
type Context = (typeof CONTEXTS)[number];

/** Wall-clock ms and calls of each wrapped function, per context. */
const totals: Record<Context, Record<Timed, { ms: number; calls: number }>> = {
  core: { apply: { ms: 0, calls: 0 }, legalActions: { ms: 0, calls: 0 }, view: { ms: 0, calls: 0 } },
  server: { apply: { ms: 0, calls: 0 }, legalActions: { ms: 0, calls: 0 }, view: { ms: 0, calls: 0 } },
};
let context: Context = "core";

/** The game module with its `apply`, `legalActions` and `view` timed into `totals[context]`. */
function timed(game: AnyGame): AnyGame {
  const wrapped = { ...game } as Record<string, unknown>;
  for (const name of FUNCTIONS) {
    const fn = (game as unknown as Record<Timed, (...args: unknown[]) => unknown>)[name].bind(game);
    wrapped[name] = (...args: unknown[]): unknown => {
      const t0 = performance.now();
      const result = fn(...args);
      const total = totals[context][name];
      total.ms += performance.now() - t0;
      total.calls++;
      return result;
    };
  }
  return wrapped as unknown as AnyGame;
}

function cpuMicros(): number {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
}

const args = process.argv.slice(2);
let rounds = 5;
let blockMs = 500;
const filters: string[] = [];
for (const arg of args) {
  const [flag, value] = arg.split("=", 2);
  if (flag === "--rounds") rounds = Number(value);
  else if (flag === "--block-ms") blockMs = Number(value);
  else if (arg.startsWith("--")) throw new Error(`bench:adapter-calls: unknown option ${arg}`);
  else filters.push(arg);
}
const titles = [burano, lightMasters, murano] as AnyGame[];
const chosen = titles.filter((g) => (filters.length === 0 ? g !== lightMasters : filters.some((f) => g.id.includes(f))));
const players = 4;
console.error(`bench:adapter-calls: ${rounds} rounds of ${blockMs} ms CPU per context; load ${(await import("node:os")).loadavg().map((x) => x.toFixed(2)).join(" ")}`);
for (const plain of chosen) {
  const game = timed(plain);
  const config: GameConfig = benchConfig(plain, players);
  const seeds = Array.from({ length: 8 }, (_, i) => 1000 + i);
  const adapters = seeds.map((seed) => toBoardgameGame(game, { config, seed }) as BoardgameGame);
  let n = 0;
  let matches = 0;
  const block = (which: Context): void => {
    context = which;
    const end = cpuMicros() + blockMs * 1000;
    do {
      const i = n++ % seeds.length;
      if (which === "core") playCoreServing(game, config, players, seeds[i] as number);
      else playServer(adapters[i] as BoardgameGame, players, seeds[i] as number, `c${matches++}`);
    } while (cpuMicros() < end);
  };
  block("core");
  block("server");
  for (const c of CONTEXTS) for (const f of FUNCTIONS) totals[c][f] = { ms: 0, calls: 0 };
  for (let round = 0; round < rounds; round++) for (const c of CONTEXTS) block(c);
  const per = (c: Context, f: Timed): number => (1000 * totals[c][f].ms) / Math.max(1, totals[c][f].calls);
  console.log(
    `${plain.id}/${players}: µs per call, core's loop → server: ` +
      FUNCTIONS.map((f) => `${f} ${per("core", f).toFixed(2)} → ${per("server", f).toFixed(2)} (${(per("server", f) / per("core", f)).toFixed(1)}×; ${totals.core[f].calls} and ${totals.server[f].calls} calls)`).join(", "),
  );
}
