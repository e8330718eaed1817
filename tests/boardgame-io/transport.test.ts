/**
 * `strictSocketIO` on a real boardgame.io server on 127.0.0.1 (the tests' servers use it), attacked
 * through a seat's own socket (a boardgame.io client's socket.io connection, with the seat's real
 * credentials) sending what an honest client never sends: it changes nothing and reveals
 * nothing, and an honest move sent the same way still goes through.
 */
import { hideInitialState, toBoardgameGame } from "@laguna/boardgame-io";
import type { AnyGame } from "@laguna/core";
import type { State } from "boardgame.io";
import { io } from "socket.io-client";
import { describe, expect, it } from "vitest";
import { stash } from "../fixtures/stash";
import { type BgClient, MemoryStorage, connect, openMatch, settle, startServer, untilState } from "./helpers";
import { stopAll } from "./play";
import { sealedBids } from "./sealed-bids";

/** The socket.io socket of a boardgame.io client, to send raw packets on. */
function socketOf(client: BgClient): { emit(event: string, ...args: unknown[]): void } {
  const socket = (client as unknown as { transport?: { socket?: { emit(event: string, ...args: unknown[]): void } } }).transport?.socket;
  if (socket === undefined) throw new Error("the client has no socket");
  return socket;
}

/** The match as stored: its state. */
function stored(db: MemoryStorage, matchID: string): State {
  const state = db.state.get(matchID);
  if (state === undefined) throw new Error(`no stored state for ${matchID}`);
  return JSON.parse(JSON.stringify(state)) as State;
}

/** Runs `body` on a two-seat match of `game` on a fresh server (every seat connected), then stops both. */
async function onOpenMatch(
  game: AnyGame,
  setupData: unknown,
  body: (m: { db: MemoryStorage; matchID: string; credentials: string[]; clients: BgClient[]; url: string }) => Promise<void>,
): Promise<void> {
  const bg = toBoardgameGame(game);
  const db = new MemoryStorage();
  const server = await startServer([bg], hideInitialState(db));
  let clients: BgClient[] = [];
  try {
    const opened = await openMatch(server, bg, 2, setupData);
    clients = opened.clients;
    await settle(300);
    await body({ db, matchID: opened.matchID, credentials: opened.credentials, clients, url: server.url });
  } finally {
    stopAll(clients);
    await server.stop();
  }
}

describe("strictSocketIO: boardgame.io's socket transport made strict", () => {
  it("drops state patches and replacements sent as actions, and lets an honest move through", async () => {
    await onOpenMatch(stash as AnyGame, { seed: 4 }, async ({ db, matchID, credentials, clients }) => {
      const before = stored(db, matchID);
      const seat = String(before.ctx.currentPlayer);
      const cred = credentials[Number(seat)];
      const socket = socketOf(clients[Number(seat)] as BgClient);
      const payload = { playerID: seat, credentials: cred };
      const forged = { ...before, G: { ...(before.G as object), state: { ...((before.G as { state: object }).state), deck: [] } } };
      const send = (action: object) => socket.emit("update", action, before._stateID, matchID, seat);
      send({ type: "PATCH", patch: [{ op: "copy", from: "/G", path: "/ctx/leak" }], payload });
      send({ type: "UPDATE", state: forged, deltalog: [], payload });
      send({ type: "SYNC", state: forged, log: [], initialState: forged, payload });
      send({ type: "RESET", state: forged, payload });
      send({ type: "PLUGIN", payload: { ...payload, type: "random" } });
      send({ type: "UNDO", payload });
      await settle(300);
      const after = stored(db, matchID);
      expect(after).toEqual(before);
      expect(JSON.stringify(after.ctx)).not.toContain("leak");
      for (const client of clients) expect(JSON.stringify(client.getState()?.ctx ?? {})).not.toContain("leak");

      // An honest move, sent the same raw way in the seat's own name, is played.
      const action = stash.legalActions((before.G as { state: Parameters<typeof stash.legalActions>[0] }).state, Number(seat))[0];
      send({ type: "MAKE_MOVE", payload: { ...payload, type: "act", args: [action] } });
      // The transport runs a match's packets one at a time, in order: the move lands after the
      // refused packets, however late a loaded machine gets to it.
      await untilState(clients[Number(seat)] as BgClient, before._stateID + 1, 10_000);
      expect(stored(db, matchID)._stateID).toBe(before._stateID + 1);
    });
  });

  it("drops a move made in another seat's name, where both seats may act at once", async () => {
    await onOpenMatch(sealedBids as AnyGame, { config: { playerCount: 2, rounds: 2 }, seed: 1 }, async ({ db, matchID, credentials, clients }) => {
      const before = stored(db, matchID);
      expect(Object.keys(before.ctx.activePlayers ?? {}).sort()).toEqual(["0", "1"]);
      const socket = socketOf(clients[0] as BgClient);
      const bid = (playerID: string) => ({ type: "MAKE_MOVE", payload: { type: "act", args: [{ type: "bid", amount: 1 }], playerID, credentials: credentials[0] } });
      socket.emit("update", bid("1"), before._stateID, matchID, "0");
      await settle(300);
      expect(stored(db, matchID)).toEqual(before);
      socket.emit("update", bid("0"), before._stateID, matchID, "0");
      await untilState(clients[0] as BgClient, before._stateID + 1, 10_000);
      const bids = (stored(db, matchID).G as { state: { bids: unknown[] } }).state.bids;
      expect(bids).toEqual([1, null]);
    });
  });

  it("lets through a move sent before the socket's sync, as socket.io's client sends a move buffered while it was disconnected", async () => {
    await onOpenMatch(stash as AnyGame, { seed: 4 }, async ({ db, matchID, credentials, url }) => {
      const before = stored(db, matchID);
      const seat = String(before.ctx.currentPlayer);
      const action = stash.legalActions((before.G as { state: Parameters<typeof stash.legalActions>[0] }).state, Number(seat))[0];
      const socket = io(`${url}/stash`, { transports: ["websocket"], forceNew: true, reconnection: false });
      try {
        await new Promise((resolve) => socket.once("connect", () => resolve(undefined)));
        socket.emit("update", { type: "MAKE_MOVE", payload: { type: "act", args: [action], playerID: seat, credentials: credentials[Number(seat)] } }, before._stateID, matchID, seat);
        await settle(300);
        expect(stored(db, matchID)._stateID).toBe(before._stateID + 1);
      } finally {
        socket.close();
      }
    });
  });

  it("does not create a match for a sync to an unknown id, nor answer it (no initial state, no seed)", async () => {
    const bg = toBoardgameGame(stash);
    const db = new MemoryStorage();
    const server = await startServer([bg], hideInitialState(db));
    // A boardgame.io client syncs to its match id when it starts: here one nobody created.
    const client = connect(server, bg, "no-such-match", "0");
    try {
      await settle(400);
      expect(client.getState()).toBeNull();
      expect(db.state.has("no-such-match")).toBe(false);
      expect(db.metadata.has("no-such-match")).toBe(false);
    } finally {
      stopAll([client]);
      await server.stop();
    }
  });
});
