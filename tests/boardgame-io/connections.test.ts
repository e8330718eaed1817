/**
 * `strictSocketIO` runs a match's connections and moves one at a time, on a real boardgame.io
 * server on 127.0.0.1. The storage here answers each read and finishes each write 250 ms late,
 * as a slow disk or database would. boardgame.io 0.50 on its own then loses what it does during
 * that time: a seat that connects while a move is being made never receives it, and of two seats
 * that connect at once (or one that connects during a move) the lobby marks one as not connected
 * for the rest of the match.
 */
import { hideInitialState, toBoardgameGame } from "@laguna/boardgame-io";
import { ticTacToe } from "@laguna/examples";
import type { LogEntry, Server as ServerTypes, State, StorageAPI } from "boardgame.io";
import { LobbyClient } from "boardgame.io/client";
import { Async } from "boardgame.io/internal";
import { describe, expect, it } from "vitest";
import { type BgClient, MemoryStorage, connect, settle, startServer, untilState, wire } from "./helpers";
import { stopAll } from "./play";

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How late the storage answers a read and finishes a write, in milliseconds. */
const slow = 250;

/** A storage that reads at once and answers `slow` ms later, and writes `slow` ms after it is asked (copies, as a disk stores them). */
class SlowStorage extends Async {
  readonly inner = new MemoryStorage();

  override async connect(): Promise<void> {}

  override async createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): Promise<void> {
    this.inner.createMatch(matchID, wire(opts));
  }

  override async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const result = wire(this.inner.fetch(matchID, opts));
    await delay(slow);
    return result;
  }

  override async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    await delay(slow);
    this.inner.setState(matchID, wire(state), deltalog === undefined ? undefined : wire(deltalog));
  }

  override async setMetadata(matchID: string, metadata: ServerTypes.MatchData): Promise<void> {
    await delay(slow);
    this.inner.setMetadata(matchID, wire(metadata));
  }

  override async wipe(matchID: string): Promise<void> {
    this.inner.wipe(matchID);
  }

  override async listMatches(): Promise<string[]> {
    return this.inner.listMatches();
  }
}

/** A tic-tac-toe match made and joined through the lobby on a server with slow storage; `body` connects and stops its seats' clients. */
async function onSlowServer(
  body: (m: { lobby: LobbyClient; matchID: string; join: (seat: number) => BgClient; leave: (client: BgClient) => void }) => Promise<void>,
): Promise<void> {
  const bg = toBoardgameGame(ticTacToe);
  const server = await startServer([bg], hideInitialState(new SlowStorage()));
  const clients: BgClient[] = [];
  try {
    const lobby = new LobbyClient({ server: server.url });
    const { matchID } = await lobby.createMatch("tic-tac-toe", { numPlayers: 2 });
    const credentials: string[] = [];
    for (const playerID of ["0", "1"]) credentials.push((await lobby.joinMatch("tic-tac-toe", matchID, { playerID, playerName: `seat ${playerID}` })).playerCredentials);
    const join = (seat: number) => {
      const client = connect(server, bg, matchID, String(seat), credentials[seat]);
      clients.push(client);
      return client;
    };
    const leave = (client: BgClient) => {
      clients.splice(clients.indexOf(client), 1);
      client.stop();
    };
    await body({ lobby, matchID, join, leave });
  } finally {
    stopAll(clients);
    await server.stop();
  }
}

/** The seats the lobby shows as connected. */
async function connectedSeats(lobby: LobbyClient, matchID: string): Promise<number[]> {
  const { players } = await lobby.getMatch("tic-tac-toe", matchID);
  return players.filter((p) => p.isConnected === true).map((p) => p.id);
}

describe("strictSocketIO: a match's connections and moves, one at a time", () => {
  it("a seat that connects while a move is being made receives that move", async () => {
    await onSlowServer(async ({ join }) => {
      const first = join(0);
      await untilState(first, 0);
      first.moves.act?.({ type: "mark", cell: 4 });
      // The second seat syncs while the move is made: its sync reads the match after the move has
      // read it (the guard's read, boardgame.io's metadata read and state read: two reads late)
      // and before the move's state is stored (a read and a write later).
      await delay(slow * 1.8);
      const second = join(1);
      await untilState(first, 1, 5000);
      await untilState(second, 1, 5000);
    });
  });

  it("the lobby shows both seats connected when they connect at once and while they play, and a seat that leaves as not connected", async () => {
    await onSlowServer(async ({ lobby, matchID, join, leave }) => {
      const [x, o] = [join(0), join(1)];
      await Promise.all([untilState(x, 0), untilState(o, 0)]);
      await settle(slow * 6);
      expect(await connectedSeats(lobby, matchID)).toEqual([0, 1]);
      x.moves.act?.({ type: "mark", cell: 4 });
      await untilState(o, 1, 5000);
      o.moves.act?.({ type: "mark", cell: 0 });
      await untilState(x, 2, 5000);
      await settle(slow * 6);
      expect(await connectedSeats(lobby, matchID)).toEqual([0, 1]);
      leave(o);
      await settle(slow * 6);
      expect(await connectedSeats(lobby, matchID)).toEqual([0]);
    });
  });
});
