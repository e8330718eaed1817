/**
 * Issue 27, item 3 on the server: packets past the strict transport's limits are dropped unread,
 * messages past socket.io's byte cap close the connection before they are parsed, and a game's
 * own input limits refuse a move whose action is too large. Each leaves the stored match as it
 * was, and an honest move still goes through. A real boardgame.io server on 127.0.0.1.
 */
import { DEFAULT_PACKET_LIMITS, type StrictSocketOptions, hideInitialState, packetLimits, toBoardgameGame } from "@laguna/boardgame-io";
import { type AnyGame, DEFAULT_INPUT_LIMITS } from "@laguna/core";
import type { State } from "boardgame.io";
import { describe, expect, it } from "vitest";
import { stash } from "../fixtures/stash";
import { type BgClient, MemoryStorage, openMatch, settle, startServer } from "./helpers";
import { catchRefusals } from "../support/refusals";
import { stopAll } from "./play";

/** The socket.io socket of a boardgame.io client, to send raw packets on and see it close. */
function socketOf(client: BgClient): { emit(event: string, ...args: unknown[]): void; connected: boolean } {
  const socket = (client as unknown as { transport?: { socket?: { emit(event: string, ...args: unknown[]): void; connected: boolean } } }).transport?.socket;
  if (socket === undefined) throw new Error("the client has no socket");
  return socket;
}

/** The stored state of a match, as plain data. */
function stored(db: MemoryStorage, matchID: string): State {
  const state = db.state.get(matchID);
  if (state === undefined) throw new Error(`no stored state for ${matchID}`);
  return JSON.parse(JSON.stringify(state)) as State;
}

/**
 * What a refused move leaves as it was (docs/boardgame-io.md): G, ctx and the state ID.
 * boardgame.io itself rewrites its plugins' bookkeeping for a move the game refuses.
 */
function essentials(state: State): unknown {
  return { G: state.G, ctx: state.ctx, stateID: state._stateID };
}

/** A two-seat Stash match on a fresh server with these transport and game options; stops both after `body`. */
async function withMatch(
  transport: StrictSocketOptions | undefined,
  game: ReturnType<typeof toBoardgameGame>,
  body: (m: { db: MemoryStorage; matchID: string; credentials: string[]; clients: BgClient[] }) => Promise<void>,
): Promise<void> {
  const db = new MemoryStorage();
  const server = await startServer([game], hideInitialState(db), 0, transport);
  let clients: BgClient[] = [];
  try {
    const opened = await openMatch(server, game, 2, { seed: 4 });
    clients = opened.clients;
    await settle(300);
    await body({ db, matchID: opened.matchID, credentials: opened.credentials, clients });
  } finally {
    stopAll(clients);
    await server.stop();
  }
}

/** The seat to act, its socket, and a sender of raw `act` moves in its name. */
function seatToAct(db: MemoryStorage, matchID: string, credentials: string[], clients: BgClient[]) {
  const before = stored(db, matchID);
  const seat = String(before.ctx.currentPlayer);
  const socket = socketOf(clients[Number(seat)] as BgClient);
  const move = (action: unknown) =>
    socket.emit("update", { type: "MAKE_MOVE", payload: { type: "act", args: [action], playerID: seat, credentials: credentials[Number(seat)] } }, before._stateID, matchID, seat);
  const legal = stash.legalActions((before.G as { state: Parameters<typeof stash.legalActions>[0] }).state, Number(seat))[0];
  return { before, seat, socket, move, legal };
}

describe("packet limits of strictSocketIO", () => {
  it("default to room for one action at core's action limits, and check given limits", () => {
    expect(DEFAULT_PACKET_LIMITS.maxBytes).toBeGreaterThan(DEFAULT_INPUT_LIMITS.action.maxBytes);
    expect(packetLimits({ packetLimits: { maxKeys: 100 } })).toEqual({ ...DEFAULT_PACKET_LIMITS, maxKeys: 100 });
    expect(() => packetLimits({ packetLimits: { maxBytes: -1 } })).toThrow(RangeError);
  });

  it("drop a packet past them unread: nothing stored changes, and an honest move still goes through", async () => {
    await withMatch({ packetLimits: { maxBytes: 2_048, maxKeys: 100 } }, toBoardgameGame(stash as AnyGame), async ({ db, matchID, credentials, clients }) => {
      const { before, socket, move, legal } = seatToAct(db, matchID, credentials, clients);
      // Past the guard's limits, under socket.io's cap (2,048 + 1,024 bytes).
      move({ ...(legal as object), note: "x".repeat(2_500) }); // past the bytes
      move({ ...(legal as object), ...Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`k${i}`, i])) }); // past the keys
      await settle(300);
      expect(stored(db, matchID)).toEqual(before);
      expect(socket.connected).toBe(true); // dropped, not disconnected: the message was under socket.io's cap
      move(legal);
      await settle(300);
      expect(stored(db, matchID)._stateID).toBe(before._stateID + 1);
    });
  });

  it("set socket.io's cap on a message, which closes a connection that sends a larger one before it is parsed", async () => {
    await withMatch(undefined, toBoardgameGame(stash as AnyGame), async ({ db, matchID, credentials, clients }) => {
      const { before, socket, move, legal } = seatToAct(db, matchID, credentials, clients);
      move({ ...(legal as object), note: "x".repeat(200_000) }); // a 200 KB message: past 65 KiB + 1 KiB
      await settle(500);
      expect(stored(db, matchID)).toEqual(before);
      expect(socket.connected).toBe(false);
    });
  });
});

describe("a game's own input limits on the server (toBoardgameGame's limits)", () => {
  it("refuse a move whose action is over them, legal or not, with nothing stored changed", async () => {
    // {"type":"play","card":N} is over 20 bytes: the seat's legal action itself is refused.
    const game = toBoardgameGame(stash as AnyGame, { limits: { action: { maxBytes: 20 } } });
    const refusals = catchRefusals();
    await withMatch(undefined, game, async ({ db, matchID, credentials, clients }) => {
      const { before, move, legal } = seatToAct(db, matchID, credentials, clients);
      expect(JSON.stringify(legal).length).toBeGreaterThan(20);
      move(legal);
      await settle(300);
      expect(essentials(stored(db, matchID))).toEqual(essentials(before));
      // The server refused it as an invalid move (boardgame.io's log line, kept off the output).
      expect(refusals()).toEqual(["invalid move: act args: [object Object]"]);
    });
  });

  it("are checked when the game is made", () => {
    expect(() => toBoardgameGame(stash as AnyGame, { limits: { save: { maxKeys: Number.NaN } } })).toThrow("save.maxKeys");
  });
});
