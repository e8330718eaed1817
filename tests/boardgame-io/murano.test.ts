import { greedyBot } from "@laguna/bots";
import { hideInitialState, toBoardgameGame } from "@laguna/boardgame-io";
import { evaluate, game } from "@laguna/murano";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MemoryStorage, type RunningServer, startServer } from "./helpers";
import { type BadInputReport, badInputs, playOverSockets, replayedOutcome, stopAll } from "./play";

describe("Murano on a boardgame.io server", () => {
  const bgGame = toBoardgameGame(game);
  const db = new MemoryStorage();
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer([bgGame], hideInitialState(db));
  });
  afterAll(async () => {
    await server.stop();
  });

  it("plays a complete 2-player game between greedy bots (a light search: one plan, three actions deep), each seat on its own socket, leaking nothing", async () => {
    const config = game.defaultConfig(2);
    const seed = 2;
    const bots = [0, 1].map((seat) => greedyBot(evaluate, { seed: seat + 1, beamWidth: 1, maxDepth: 3, samples: 1 }));
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
