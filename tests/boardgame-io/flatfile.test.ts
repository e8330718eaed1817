import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { greedyBot } from "@laguna/bots";
import { hideInitialState, toBoardgameGame } from "@laguna/boardgame-io";
import { activePlayers } from "@laguna/core";
import { evaluate, game } from "@laguna/murano-light-masters";
import { FlatFile } from "boardgame.io/server";
import { afterAll, describe, expect, it } from "vitest";
import { settle, startServer, wire } from "./helpers";
import { playOverSockets, replayedOutcome, stopAll } from "./play";

/** What a restart must keep of a stored match: G, ctx, the state's id, the log and the metadata. */
async function stored(db: FlatFile, matchID: string): Promise<unknown> {
  const { state, log, metadata } = await db.fetch(matchID, { state: true, log: true, metadata: true });
  return wire({ G: state.G, ctx: state.ctx, stateID: state._stateID, log, gameover: metadata.gameover, players: Object.keys(metadata.players) });
}

/** Resolves once the stored state has this id (boardgame.io writes after it has sent the update). */
async function untilStored(db: FlatFile, matchID: string, stateID: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const { state } = await db.fetch(matchID, { state: true });
    if (state?._stateID === stateID) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the stored state never reached ${stateID}`);
}

/**
 * FlatFile keeps its files with node-persist's shared instance, which by default queues writes and
 * flushes them once a second: every move would then wait up to a second for the previous one's
 * writes. Writing at once keeps the test fast; what is stored, and when a write is done, is the same.
 */
async function writeAtOnce(dir: string): Promise<void> {
  const persist = createRequire(import.meta.url)("node-persist") as { init(options: { dir: string; writeQueue: boolean }): Promise<unknown> };
  await persist.init({ dir, writeQueue: false });
}

describe("boardgame.io's FlatFile storage", () => {
  const dir = mkdtempSync(join(tmpdir(), "laguna-bgio-flatfile-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps a match across a server restart on the same folder: it resumes with nothing lost and ends by the rules", async () => {
    const bgGame = toBoardgameGame(game);
    const config = game.defaultConfig(2);
    const seed = 7;
    const bots = () => [0, 1].map((seat) => greedyBot(evaluate, { seed: seat + 1, beamWidth: 3, maxDepth: 4, samples: 1 }));

    const db1 = new FlatFile({ dir });
    const first = await startServer([bgGame], hideInitialState(db1));
    await writeAtOnce(dir);
    const half = await playOverSockets({ server: first, game, bgGame, config, seed, bots: bots(), stopAfter: 30 });
    expect(half.actions.length).toBe(30);
    expect(activePlayers(half.match).length).toBeGreaterThan(0);
    await untilStored(db1, half.matchID, half.stateID);
    stopAll([...half.clients, half.spectator]);
    // The server records each seat's disconnection in the metadata: let those writes end (a read
    // of every key waits for the writes queued before it) before the folder changes hands.
    await settle(200);
    await db1.fetch(half.matchID, { state: true, metadata: true, log: true, initialState: true });
    const before = await stored(db1, half.matchID);
    await first.stop();

    const db2 = new FlatFile({ dir });
    const second = await startServer([bgGame], hideInitialState(db2));
    await writeAtOnce(dir);
    try {
      expect(await stored(db2, half.matchID)).toEqual(before);
      // The same seats reconnect with their credentials; the checks start with everything
      // re-sent on connecting (state, whole log, initial state).
      const rest = await playOverSockets({
        server: second,
        game,
        bgGame,
        config,
        seed,
        bots: bots(),
        resume: { matchID: half.matchID, credentials: half.credentials, match: half.match, actions: half.actions, hidden: half.hidden, stateID: half.stateID },
      });
      stopAll([...rest.clients, rest.spectator]);
      expect(rest.actions.length).toBeGreaterThan(30);
      const over = rest.clients[1]?.getState()?.ctx.gameover;
      expect(over).toBeDefined();
      expect(over).toEqual(wire(replayedOutcome(game, config, seed, rest.actions)));
      await untilStored(db2, half.matchID, rest.stateID);
      const { metadata } = await db2.fetch(half.matchID, { metadata: true });
      expect(metadata.gameover).toEqual(over);
    } finally {
      await second.stop();
    }
  });
});
