/**
 * Run by `production.test.ts` in a child process with `NODE_ENV=production` (boardgame.io and Immer
 * choose their build from it when they are loaded, so a vitest worker, which runs with
 * `NODE_ENV=test` and may have loaded them already, cannot test it).
 *
 * Plays seeded random games through the adapter with boardgame.io's in-process `Client`, and
 * through boardgame.io's `Master` behind the `Local` transport (one client per seat), each step
 * next to the same step through `@laguna/core`, and prints a JSON report on stdout: which Immer
 * build was loaded, and per game the steps played and every disagreement found.
 */
import { createRequire } from "node:module";
import { type AnyGame, type Match, act, activePlayers, createMatch, deepEqual, legalActions, outcome, playerView } from "@laguna/core";
import { toBoardgameGame } from "@laguna/boardgame-io";
import { ticTacToe } from "@laguna/examples";
import { ROUND_LIMIT, game as burano } from "@laguna/walking-in-burano";
import type { Game as BoardgameGame } from "boardgame.io";
import * as either from "fp-ts/lib/Either.js";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { sealedBids } from "./sealed-bids";

if (process.env.NODE_ENV !== "production") throw new Error("production.ts runs with NODE_ENV=production only");
const { Client } = await import("boardgame.io/client");
const { Local } = await import("boardgame.io/multiplayer");

/** What the child reports. */
export interface ProductionReport {
  /** The Immer files boardgame.io loaded (its production build is `immer.cjs.production.min.js`). */
  readonly immerFiles: string[];
  readonly games: { readonly name: string; readonly steps: number; readonly problems: string[] }[];
}

/** The core match the adapter's game runs, step for step. */
function coreMatch(game: AnyGame, config: unknown, seed: number): Match {
  const created = createMatch(game, config, seed);
  if (either.isLeft(created)) throw new Error(created.left.message);
  return created.right as Match;
}

/** A value as JSON would carry it (boardgame.io's `ctx.gameover`). */
function plain(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

interface SeenG {
  readonly view: unknown;
  readonly legalActions: readonly unknown[];
}

/**
 * One game through a single local `Client` following the first seat to act. Besides checking each
 * seat's `G` against core, checks that the G boardgame.io holds keeps its config object from move to
 * move: the adapter builds each G from the one boardgame.io holds, never from a copy of Immer's
 * draft (which it made in Immer's production build, whose private field names it had relied on).
 */
function playClient(game: AnyGame, config: unknown, seed: number): { steps: number; problems: string[] } {
  const problems: string[] = [];
  const bg = toBoardgameGame(game, { config, seed }) as BoardgameGame;
  const client = Client({ game: bg, numPlayers: (config as { playerCount: number }).playerCount });
  client.start();
  let match = coreMatch(game, config, seed);
  const chooser = xoroshiro128plus(seed);
  const heldConfig = (client.store.getState() as { G: { config: unknown } }).G.config;
  let steps = 0;
  for (;;) {
    const seat = activePlayers(match)[0];
    const state = client.getState();
    if (seat === undefined || state === null) break;
    if (state.ctx.currentPlayer !== String(seat)) problems.push(`step ${steps}: currentPlayer ${state.ctx.currentPlayer}, core's first seat ${seat}`);
    client.updatePlayerID(String(seat));
    const G = client.getState()?.G as SeenG;
    if (!deepEqual(G.view, playerView(match, seat))) problems.push(`step ${steps}: seat ${seat}'s view differs from core's`);
    const legal = legalActions(match, seat);
    if (!deepEqual(G.legalActions, legal)) problems.push(`step ${steps}: seat ${seat}'s legal actions differ from core's`);
    const action = legal[uniformInt(chooser, 0, legal.length - 1)];
    client.moves.act?.(action);
    const next = act(match, seat, action);
    if (either.isLeft(next)) throw new Error(next.left.message);
    match = next.right;
    steps++;
    if ((client.store.getState() as { G: { config: unknown } }).G.config !== heldConfig) {
      problems.push(`step ${steps}: G was rebuilt from a copy (its config is a new object)`);
      break;
    }
  }
  const gameover = client.getState()?.ctx.gameover as unknown;
  if (problems.length === 0 && !deepEqual(gameover, plain(outcome(match)))) problems.push(`the outcome differs from core's: ${JSON.stringify(gameover)}`);
  client.stop();
  return { steps, problems };
}

/** One game through boardgame.io's `Master` (in-memory storage) behind the `Local` transport. */
function playServer(game: AnyGame, config: unknown, seed: number): { steps: number; problems: string[] } {
  const problems: string[] = [];
  const players = (config as { playerCount: number }).playerCount;
  const bg = toBoardgameGame(game, { config, seed }) as BoardgameGame;
  const multiplayer = Local();
  const clients = Array.from({ length: players }, (_, seat) => Client({ game: bg, numPlayers: players, multiplayer, matchID: "m", playerID: String(seat) }));
  for (const client of clients) client.start();
  let match = coreMatch(game, config, seed);
  const chooser = xoroshiro128plus(seed);
  let steps = 0;
  for (;;) {
    for (const [seat, client] of clients.entries()) {
      const G = client.getState()?.G as SeenG | undefined;
      if (G === undefined || !deepEqual(G.view, playerView(match, seat)) || !deepEqual(G.legalActions, legalActions(match, seat))) {
        problems.push(`step ${steps}: seat ${seat}'s G differs from core's`);
      }
    }
    // Several seats may act at once (sealed bids): the last of them, so that ctx follows.
    const seats = activePlayers(match);
    const seat = seats[seats.length - 1];
    if (seat === undefined || problems.length > 0) break;
    const legal = legalActions(match, seat);
    const action = legal[uniformInt(chooser, 0, legal.length - 1)];
    const before = clients[0]?.getState()?._stateID;
    clients[seat]?.moves.act?.(action);
    if (clients[0]?.getState()?._stateID === before) {
      problems.push(`step ${steps}: the move of seat ${seat} was not taken`);
      break;
    }
    const next = act(match, seat, action);
    if (either.isLeft(next)) throw new Error(next.left.message);
    match = next.right;
    steps++;
  }
  const gameover = clients[0]?.getState()?.ctx.gameover as unknown;
  if (problems.length === 0 && !deepEqual(gameover, plain(outcome(match)))) problems.push(`the outcome differs from core's: ${JSON.stringify(gameover)}`);
  for (const client of clients) client.stop();
  return { steps, problems };
}

const buranoConfig = { ...burano.defaultConfig(2), roundLimit: ROUND_LIMIT };
const report: ProductionReport = {
  immerFiles: Object.keys(createRequire(import.meta.url).cache).filter((file) => /[\\/]immer[\\/]/.test(file)),
  games: [
    { name: "tic-tac-toe, Client", ...playClient(ticTacToe as AnyGame, ticTacToe.defaultConfig(2), 7) },
    { name: "Walking in Burano 2p, Client", ...playClient(burano as AnyGame, buranoConfig, 11) },
    { name: "Walking in Burano 2p, server", ...playServer(burano as AnyGame, buranoConfig, 12) },
    { name: "sealed bids 3p, server", ...playServer(sealedBids as AnyGame, { playerCount: 3, rounds: 3 }, 13) },
  ],
};
process.stdout.write(JSON.stringify(report));
