/**
 * Helpers of the boardgame.io tests: a real boardgame.io server on 127.0.0.1 (a free port), one
 * socket client per seat, and waiting for what the clients receive.
 */
import type { Game as BoardgameGame, LogEntry, Server as ServerTypes, State, StorageAPI } from "boardgame.io";
import { Client, LobbyClient } from "boardgame.io/client";
import { Sync } from "boardgame.io/internal";
import { SocketIO } from "boardgame.io/multiplayer";
import { Server, SocketIO as ServerSocketIO } from "boardgame.io/server";
import { type StrictSocketOptions, strictSocketIO } from "@laguna/boardgame-io";

/** A running server: its port and how to stop it. */
export interface RunningServer {
  readonly port: number;
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * boardgame.io's socket transport, attached when the server starts listening rather than when it
 * is built, and listening on 127.0.0.1 only. boardgame.io 0.50 attaches socket.io (which takes
 * over Koa's request handler) before `run` adds the lobby routes; with koa-compose 4.2, which
 * copies the middleware list when the handler is made, every lobby request then answers 404.
 */
function loopbackSocketIO(options: StrictSocketOptions = {}) {
  return class LoopbackSocketIO extends strictSocketIO(ServerSocketIO, options) {
    override init(...args: Parameters<ServerSocketIO["init"]>): void {
      const [app] = args;
      const koa = app as unknown as { listen: (...a: unknown[]) => unknown };
      koa.listen = (port: unknown, callback: unknown) => {
        super.init(...args);
        return koa.listen(port, "127.0.0.1", callback);
      };
    }
  };
}

const LoopbackSocketIO = loopbackSocketIO();

/**
 * Starts a boardgame.io server for these games on 127.0.0.1, on a free port (or `port`), its
 * strict transport made with `transport` (the defaults when absent).
 */
export async function startServer(
  games: BoardgameGame[],
  db: StorageAPI.Sync | StorageAPI.Async,
  port = 0,
  transport?: StrictSocketOptions,
): Promise<RunningServer> {
  const Transport = transport === undefined ? LoopbackSocketIO : loopbackSocketIO(transport);
  const server = Server({ games, db, origins: ["http://127.0.0.1"], transport: new Transport() });
  const { appServer } = await server.run(port);
  const address = appServer.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  const url = `http://127.0.0.1:${address.port}`;
  return {
    port: address.port,
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        // socket.io's server closes every socket, then the HTTP server.
        const io = (server.app as unknown as { _io?: { close(callback: () => void): void } })._io;
        if (io === undefined) appServer.close(() => resolve());
        else io.close(() => resolve());
      }),
  };
}

/** A boardgame.io client of one seat (or a spectator, `playerID` undefined), started. */
export type BgClient = ReturnType<typeof Client>;

/** Creates a match through the lobby and connects one socket client per seat. */
export async function openMatch(
  server: RunningServer,
  game: BoardgameGame,
  numPlayers: number,
  setupData: unknown,
): Promise<{ matchID: string; clients: BgClient[]; credentials: string[] }> {
  const lobby = new LobbyClient({ server: server.url });
  const { matchID } = await lobby.createMatch(game.name as string, { numPlayers, setupData });
  const credentials: string[] = [];
  for (let seat = 0; seat < numPlayers; seat++) {
    const joined = await lobby.joinMatch(game.name as string, matchID, { playerID: String(seat), playerName: `seat ${seat}` });
    credentials.push(joined.playerCredentials);
  }
  const clients = credentials.map((c, seat) => connect(server, game, matchID, String(seat), c));
  return { matchID, clients, credentials };
}

/** Connects one client (a seat with its credentials, or a spectator). */
export function connect(server: RunningServer, game: BoardgameGame, matchID: string, playerID?: string, credentials?: string): BgClient {
  const client = Client({
    game,
    matchID,
    ...(playerID === undefined ? {} : { playerID }),
    ...(credentials === undefined ? {} : { credentials }),
    multiplayer: SocketIO({ server: server.url }),
    debug: false,
  });
  client.start();
  return client;
}

/** Resolves once `ready()` holds for the client's state, checked on every update. */
export function until(client: BgClient, ready: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  if (ready()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`timed out waiting for ${what}`));
    }, timeoutMs);
    const unsubscribe = client.subscribe(() => {
      if (!ready()) return;
      clearTimeout(timer);
      // subscribe calls back synchronously on subscription: defer the unsubscribe.
      queueMicrotask(() => unsubscribe());
      resolve();
    });
  });
}

/** Resolves once the client holds the state with this `_stateID`. */
export function untilState(client: BgClient, stateID: number, timeoutMs = 5000): Promise<void> {
  return until(client, () => client.getState()?._stateID === stateID, `state ${stateID}`, timeoutMs);
}

/** Waits a little: for messages that must *not* change anything to arrive and be processed. */
export function settle(ms = 60): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A JSON round trip: what a value looks like once it has crossed the socket. */
export function wire<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * An in-memory storage like boardgame.io's own `InMemory` (which `boardgame.io/server` does not
 * export): keeps the objects it is given, as boardgame.io's default storage does.
 */
export class MemoryStorage extends Sync {
  readonly state = new Map<string, State>();
  readonly initial = new Map<string, State>();
  readonly metadata = new Map<string, ServerTypes.MatchData>();
  readonly log = new Map<string, LogEntry[]>();

  override connect(): void {}

  override createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): void {
    this.initial.set(matchID, opts.initialState);
    this.setState(matchID, opts.initialState);
    this.setMetadata(matchID, opts.metadata);
  }

  override setMetadata(matchID: string, metadata: ServerTypes.MatchData): void {
    this.metadata.set(matchID, metadata);
  }

  override setState(matchID: string, state: State, deltalog?: LogEntry[]): void {
    if (deltalog !== undefined && deltalog.length > 0) this.log.set(matchID, [...(this.log.get(matchID) ?? []), ...deltalog]);
    this.state.set(matchID, state);
  }

  override fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): StorageAPI.FetchResult<O> {
    const result: Partial<StorageAPI.FetchFields> = {};
    if (opts.state === true) result.state = this.state.get(matchID) as State;
    if (opts.metadata === true) result.metadata = this.metadata.get(matchID) as ServerTypes.MatchData;
    if (opts.log === true) result.log = this.log.get(matchID) ?? [];
    if (opts.initialState === true) result.initialState = this.initial.get(matchID) as State;
    return result as StorageAPI.FetchResult<O>;
  }

  override wipe(matchID: string): void {
    this.state.delete(matchID);
    this.metadata.delete(matchID);
  }

  override listMatches(): string[] {
    return [...this.metadata.keys()];
  }
}
