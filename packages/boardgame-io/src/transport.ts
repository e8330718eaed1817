/**
 * `strictSocketIO`: boardgame.io's socket transport, refusing what no honest client sends.
 *
 * boardgame.io 0.50's server hands every `update` a client sends to its reducer after checking
 * the client's credentials and that its seat may act, whatever the action's type and whatever
 * seat the action itself names. Its reducer also knows actions meant for a client's own store:
 * `PATCH` applies a JSON patch to the whole server state (so a seat could copy `G`, every hand,
 * deck order and the generator, into `ctx`, which every client receives), `UPDATE`, `SYNC` and
 * `RESET` replace the state with one the client sends. A move's `playerID` is taken from the
 * action, not from the socket, so where two seats may act at once (simultaneous moves) one could
 * move for the other. And a `sync` to a match id that does not exist creates that match on the
 * spot and sends the connecting client its raw initial state (every hand, the seed), past
 * {@link hideInitialState}. None of this reaches a Laguna game's moves or plugins, so the game
 * object cannot refuse it: the transport has to.
 *
 * @module
 */
import type { Game, StorageAPI } from "boardgame.io";

/** The actions an honest client sends: its moves and (refused by the game, but harmless) events. */
const CLIENT_ACTIONS: ReadonlySet<string> = new Set(["MAKE_MOVE", "GAME_EVENT"]);

/** What the guard needs of the Koa app boardgame.io's transport is initialised with. */
interface GuardedApp {
  readonly _io?: { of(name: string): { on(event: "connection", listener: (socket: GuardedSocket) => void): unknown } };
  readonly context: { readonly db: StorageAPI.Sync | StorageAPI.Async };
}

/** A server-side socket.io socket, as far as the guard uses it. */
interface GuardedSocket {
  use(middleware: (packet: unknown[], next: (error?: Error) => void) => void): unknown;
}

/**
 * What {@link strictSocketIO} takes: a boardgame.io socket transport class, `SocketIO` from
 * `boardgame.io/server` or a subclass of it (anything whose instances have boardgame.io's
 * `init(app, games, origins)`).
 *
 * @example
 * import { SocketIO } from "boardgame.io/server";
 * const Transport: TransportClass = SocketIO;
 * @category boardgame.io
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's base class takes any constructor arguments
export type TransportClass = new (...args: any[]) => TransportInstance;

/**
 * An instance of a boardgame.io socket transport, as far as {@link strictSocketIO} uses it.
 *
 * @example
 * import { SocketIO } from "boardgame.io/server";
 * const transport: TransportInstance = new SocketIO();
 * @category boardgame.io
 */
export interface TransportInstance {
  /** boardgame.io's hook: attaches the transport to the server's Koa app (`app`) for these games. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- boardgame.io's own types for the app and origins
  init(app: any, games: Game[], origins?: any): void;
}

/**
 * boardgame.io's socket transport class (pass `SocketIO` from `boardgame.io/server`, or your
 * subclass of it), made strict: once it is initialised, each socket of each game drops every
 * packet but
 *
 * - an `update` whose action is a move or an event (`MAKE_MOVE`, `GAME_EVENT`) made in the name
 *   of the socket's own seat (`payload.playerID` is the seat the socket sent with it, whose
 *   credentials boardgame.io checks);
 * - a `sync` to a match the storage holds (created through the lobby or the server's API);
 * - a `chat` message (boardgame.io checks its credentials).
 *
 * A dropped packet changes nothing and gets no answer. Serve Laguna games with it, together with
 * {@link hideInitialState}: without it, a seat that is allowed to act can read and rewrite the
 * whole server state (see this module's description).
 *
 * @example
 * import { FlatFile, Server, SocketIO } from "boardgame.io/server";
 * import { hideInitialState, strictSocketIO, toBoardgameGame } from "@laguna/boardgame-io";
 * const StrictSocketIO = strictSocketIO(SocketIO);
 * const server = Server({
 *   games: [toBoardgameGame(murano)],
 *   db: hideInitialState(new FlatFile({ dir: "matches" })),
 *   transport: new StrictSocketIO(),
 * });
 * @category boardgame.io
 */
export function strictSocketIO<T extends TransportClass>(SocketIO: T): T {
  return class StrictSocketIO extends SocketIO {
    override init(app: GuardedApp, games: Game[], origins?: unknown): void {
      super.init(app, games, origins);
      const io = app._io;
      if (io === undefined) throw new Error("strictSocketIO: boardgame.io's transport did not attach socket.io (app._io); the transport's init has changed");
      for (const game of games) {
        io.of(game.name as string).on("connection", (socket) => {
          socket.use((packet, next) => {
            // Decided at once but for a sync (it asks the storage), so packets keep their order.
            if (packet[0] === "sync") void matchExists(packet[1], app.context.db).then((ok) => ok && next());
            else if (admits(packet)) next();
          });
        });
      }
    }
  };
}

/** Whether a packet other than a `sync` may reach boardgame.io's handlers (see {@link strictSocketIO}). */
function admits(packet: readonly unknown[]): boolean {
  const [event, action, , , playerID] = packet;
  if (event === "chat") return true;
  if (event !== "update" || typeof action !== "object" || action === null) return false;
  const { type, payload } = action as { type?: unknown; payload?: unknown };
  if (typeof type !== "string" || !CLIENT_ACTIONS.has(type)) return false;
  return typeof payload === "object" && payload !== null && (payload as { playerID?: unknown }).playerID === playerID;
}

/** Whether the storage holds a match with this id (its metadata). */
async function matchExists(matchID: unknown, db: StorageAPI.Sync | StorageAPI.Async): Promise<boolean> {
  if (typeof matchID !== "string") return false;
  try {
    const fetched = (await db.fetch(matchID, { metadata: true })) as { metadata?: unknown } | undefined;
    return fetched?.metadata !== undefined && fetched.metadata !== null;
  } catch {
    return false;
  }
}
