/**
 * An example boardgame.io server with the three Laguna games.
 *
 *   npx tsx examples/boardgame-io/server.ts            # http://127.0.0.1:8000, matches in ./matches
 *   PORT=9000 MATCHES=/tmp/matches npx tsx examples/boardgame-io/server.ts
 *
 * FlatFile storage needs node-persist (`npm install node-persist@3`), which boardgame.io does not
 * install. Then play with examples/boardgame-io/client.ts.
 */
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { hideInitialState, strictSocketIO, toBoardgameGame } from "@laguna/boardgame-io";
import { game as lightMasters } from "@laguna/murano-light-masters";
import { game as murano } from "@laguna/murano";
import { game as burano } from "@laguna/walking-in-burano";
import type { Game, StorageAPI } from "boardgame.io";
import { FlatFile, Server, SocketIO } from "boardgame.io/server";

/** The three games, as boardgame.io games named by their ids. */
export const games: Game[] = [toBoardgameGame(burano), toBoardgameGame(lightMasters), toBoardgameGame(murano)];

/**
 * boardgame.io's socket transport, made strict (`strictSocketIO`: a client may sync only to stored
 * matches and send only the game's own moves, in its own seat's name), attached when the server
 * starts listening and on one host only. boardgame.io 0.50 attaches socket.io before `run` adds the lobby routes; with koa-compose
 * 4.2 (which copies the middleware list when Koa's handler is made) the lobby then answers 404 to
 * everything. Attaching at `listen` time builds the handler with the routes in it.
 */
class LateSocketIO extends strictSocketIO(SocketIO) {
  constructor(private readonly host: string) {
    super();
  }

  override init(...args: Parameters<SocketIO["init"]>): void {
    const koa = args[0] as unknown as { listen: (...a: unknown[]) => unknown };
    koa.listen = (port: unknown, callback: unknown) => {
      super.init(...args);
      return koa.listen(port, this.host, callback);
    };
  }
}

/**
 * boardgame.io's FlatFile, with node-persist started by us. Started as FlatFile starts it,
 * node-persist queues writes and flushes them once a second (each move would wait up to a second
 * for the last one's), and every two minutes reads every file to drop expired keys, which fails on
 * a file that a move is writing and ends the process. FlatFile stores nothing that expires.
 */
class MatchFiles extends FlatFile {
  constructor(private readonly folder: string) {
    super({ dir: folder });
  }

  override async connect(): Promise<void> {
    const persist = createRequire(import.meta.url)("node-persist") as { init(o: { dir: string; writeQueue: boolean; expiredInterval: number }): Promise<unknown> };
    await persist.init({ dir: this.folder, writeQueue: false, expiredInterval: 0 });
  }
}

/** Starts the server; resolves with its address and a way to stop it. */
export async function serve(options: { port?: number; host?: string; db?: StorageAPI.Sync | StorageAPI.Async } = {}) {
  const host = options.host ?? "127.0.0.1";
  const dir = process.env.MATCHES ?? "matches";
  const db = options.db ?? new MatchFiles(dir);
  const server = Server({
    games,
    // boardgame.io sends each client the raw initial state when it connects: hide it.
    db: hideInitialState(db),
    transport: new LateSocketIO(host),
    origins: [`http://${host}:3000`, "http://localhost:3000"],
  });
  const { appServer } = await server.run(options.port ?? 8000);
  const address = appServer.address();
  const port = typeof address === "object" && address !== null ? address.port : options.port;
  return {
    url: `http://${host}:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        const io = (server.app as unknown as { _io?: { close(callback: () => void): void } })._io;
        if (io === undefined) appServer.close(() => resolve());
        else io.close(() => resolve());
      }),
  };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { url } = await serve({ port: Number(process.env.PORT ?? 8000) });
  console.log(`Laguna games on ${url}: ${games.map((g) => g.name).join(", ")}`);
}
