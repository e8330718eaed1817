/**
 * Each of the three games on a real boardgame.io server (127.0.0.1), one socket client per seat
 * and a spectator, played to the end by greedy bots picking from what their clients receive:
 * nothing leaks at any step, bad input is refused at step 12, and the final gameover equals the
 * outcome of replaying the same actions through @laguna/core.
 */
import { type GreedyOptions, greedyBot } from "@laguna/bots";
import { hideInitialState, toBoardgameGame } from "@laguna/boardgame-io";
import type { AnyGame } from "@laguna/core";
import * as lightMasters from "@laguna/murano-light-masters";
import * as murano from "@laguna/murano";
import * as burano from "@laguna/walking-in-burano";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MemoryStorage, type RunningServer, startServer } from "./helpers";
import { type BadInputReport, badInputs, playOverSockets, replayedOutcome, stopAll } from "./play";

/** The light searches keep each game within seconds (a full greedy Murano game takes 4-11 s). */
const LIGHT: GreedyOptions = { beamWidth: 1, maxDepth: 3, samples: 1 };

const cases = [
  { name: "Murano: Light Masters", game: lightMasters.game, evaluate: lightMasters.evaluate, players: 3, seed: 20261126, greedy: { beamWidth: 3, maxDepth: 4, samples: 1 } },
  { name: "Walking in Burano", game: burano.game, evaluate: burano.evaluate, players: 2, seed: 2, greedy: LIGHT },
  { name: "Murano", game: murano.game, evaluate: murano.evaluate, players: 2, seed: 2, greedy: LIGHT },
] as const;

describe.each(cases)("$name on a boardgame.io server", ({ game: module, evaluate, players, seed, greedy }) => {
  const game = module as AnyGame;
  const bgGame = toBoardgameGame(game);
  const db = new MemoryStorage();
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer([bgGame], hideInitialState(db));
  });
  afterAll(async () => {
    await server.stop();
  });

  it(`plays a complete ${players}-player game between greedy bots, each seat on its own socket, leaking nothing`, async () => {
    const config = game.defaultConfig(players);
    const bots = Array.from({ length: players }, (_, seat) => greedyBot(evaluate as (state: unknown, seat: number) => number, { seed: seat + 1, ...greedy }));
    const report: BadInputReport = { tried: [] };
    let actions: readonly { seat: number; action: unknown }[] = [];
    let matchID = "";
    let credentials: string[] = [];
    const played = await playOverSockets({
      server,
      game,
      bgGame,
      config,
      seed,
      bots,
      badInputAt: 12,
      tryBadInput: (p) => badInputs(game, db, matchID, credentials, () => actions, report)(p),
      onOpen: (opened) => {
        matchID = opened.matchID;
        credentials = opened.credentials;
        actions = opened.actions;
      },
    });
    stopAll([...played.clients, played.spectator]);
    expect(played.actions.length).toBeGreaterThan(12);
    const over = played.clients[0]?.getState()?.ctx.gameover;
    expect(over).toBeDefined();
    expect(over).toEqual(JSON.parse(JSON.stringify(replayedOutcome(game, config, seed, played.actions))));
    expect(report.tried).toContain("illegal: a well-formed action not legal now");
    expect(report.tried).toContain("not your turn: another seat sends a legal action");
  });
});
