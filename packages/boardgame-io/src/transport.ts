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
 * Two single packets also ended the whole server process, every match on it: a move or an event
 * named after an `Object.prototype` member (`toString`, `valueOf`, `hasOwnProperty`...), which
 * boardgame.io looks up with `name in moves` and calls, throwing where nothing catches it; and,
 * on FlatFile storage, an `update` for the match id `"constructor"`, `"__proto__"`, `null` or
 * `42` (FlatFile keeps its queues in a plain object), from anyone, without credentials. So the
 * transport admits only what an honest client sends, of its exact shape, for a match the storage
 * holds (see {@link strictSocketIO}).
 *
 * @module
 */
import type { Game, StorageAPI } from "boardgame.io";
import { clientActions } from "./client-actions";
import { type StrictSocketOptions, packetLimits } from "./packet-limits";
import { socketGuard } from "./socket-guard";

/** What the guard needs of the Koa app boardgame.io's transport is initialised with. */
interface GuardedApp {
  readonly _io?: { of(name: string): Namespace };
  readonly context: { readonly db: StorageAPI.Sync | StorageAPI.Async };
}

/** A server-side socket.io socket, as far as the guard uses it. */
interface GuardedSocket {
  readonly id: string;
  use(middleware: (packet: unknown[], next: (error?: Error) => void) => void): unknown;
  on(event: string, listener: (...args: unknown[]) => unknown): unknown;
}

/** A socket.io namespace, as far as {@link serialiseMatchHandlers} uses it. */
interface Namespace {
  listeners(event: "connection"): ((socket: GuardedSocket) => void)[];
  removeAllListeners(event: "connection"): unknown;
  on(event: "connection", listener: (socket: GuardedSocket) => void): unknown;
}

/** What {@link serialiseMatchHandlers} reads of boardgame.io's transport: the match of a connected socket. */
interface TransportClients {
  readonly clientInfo?: { get(socketID: string): { readonly matchID?: unknown } | undefined };
}

/**
 * Makes boardgame.io's handlers of one namespace run one at a time per match: a socket's `sync`,
 * `update` and `disconnect` each wait until the match's previous one has finished.
 *
 * Why: boardgame.io 0.50 queues a match's moves, but not its connections. Its `sync` handler reads
 * the match's state, sends it to the client and only then adds the client to the match's room,
 * so a move made in between was broadcast before the client was in the room and the client kept
 * the older state: it waited for a turn that had already come (measured: a client that moved as
 * soon as it was synced hung at state 1). Its connection change (on `sync` and `disconnect`)
 * reads the match's metadata, sets the seat's `isConnected` and writes it back, as does each move
 * (with its `updatedAt`): two seats connecting at once, or a seat connecting during a move, lost
 * one of the writes, and the lobby showed a playing seat as not connected until the end.
 */
function serialiseMatchHandlers(namespace: Namespace, transport: TransportClients): void {
  const tails = new Map<string, Promise<unknown>>();
  const inTurn = (matchID: unknown, handler: () => unknown): Promise<unknown> | undefined => {
    if (typeof matchID !== "string") return undefined;
    const run = (tails.get(matchID) ?? Promise.resolve()).then(handler);
    const tail = run.catch(() => undefined);
    tails.set(matchID, tail);
    void tail.then(() => {
      if (tails.get(matchID) === tail) tails.delete(matchID);
    });
    return run;
  };
  const listeners = namespace.listeners("connection");
  namespace.removeAllListeners("connection");
  namespace.on("connection", (socket) => {
    // boardgame.io registers its handlers in its connection listener: hand it a socket whose `on`
    // wraps them, then give the socket its own `on` back.
    const on = socket.on;
    const ownOn = Object.prototype.hasOwnProperty.call(socket, "on");
    socket.on = (event, handler) =>
      on.call(socket, event, (...args: unknown[]) => {
        // Which match: the packet's (sync: `[matchID, ...]`, update: `[action, stateID, matchID, ...]`),
        // or for a disconnect the match the socket was synced to.
        const matchID = event === "sync" ? args[0] : event === "update" ? args[2] : event === "disconnect" ? transport.clientInfo?.get(socket.id)?.matchID : undefined;
        return inTurn(matchID, () => handler(...args)) ?? handler(...args);
      });
    try {
      for (const listener of listeners) listener.call(namespace, socket);
    } finally {
      if (ownOn) socket.on = on;
      else Reflect.deleteProperty(socket, "on");
    }
  });
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
 * packet but those an honest boardgame.io 0.50 client sends, of their exact shapes:
 *
 * - a `sync` to a match of that game which the storage holds (created through the lobby or the
 *   server's API), as one of the match's seats or as a spectator;
 * - an `update` for such a match, from one of its seats and in that seat's name
 *   (`payload.playerID` is the packet's seat, whose credentials boardgame.io checks), whose
 *   action is a move the game defines as its own property (in `moves`, a phase's or a stage's
 *   moves) or an event the game leaves on (the Laguna games leave none on);
 * - a `chat` message to such a match, from one of its seats.
 *
 * Undo, redo and plugin actions are dropped too, for every game (the Laguna games have none), and
 * so is a packet larger than `options.packetLimits` ({@link DEFAULT_PACKET_LIMITS} by default:
 * 65 KiB of JSON, 4,128 fields and elements, 68 levels), unread. socket.io's own
 * `maxHttpBufferSize` is set to those bytes and 1 KiB (unless the transport is given one in
 * `socketOpts`), so socket.io closes a connection that sends a larger message before parsing it.
 * A dropped packet changes nothing and gets no answer. The transport also runs each match's
 * syncs, moves and disconnections one at a time, in the order they arrive (boardgame.io 0.50
 * queues only the moves: a client that connected while a move was made could miss it, and the
 * lobby could lose a seat's `isConnected`). Serve Laguna games with it, together with
 * {@link hideInitialState}: without it, a seat that is allowed to act can read and rewrite the
 * whole server state, and one packet (a move named `toString`, an update for the match id
 * `"constructor"` on FlatFile) ends the server process (see this module's description and
 * docs/boardgame-io.md).
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
export function strictSocketIO<T extends TransportClass>(SocketIO: T, options: StrictSocketOptions = {}): T {
  const limits = packetLimits(options);
  return class StrictSocketIO extends SocketIO {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's constructor takes its base's arguments
    constructor(...args: any[]) {
      const [given = {}, ...rest] = args as [{ socketOpts?: Record<string, unknown> } | undefined, ...unknown[]];
      const socketOpts = { maxHttpBufferSize: limits.maxBytes + 1024, ...given.socketOpts };
      super({ ...given, socketOpts }, ...rest);
    }

    override init(app: GuardedApp, games: Game[], origins?: unknown): void {
      super.init(app, games, origins);
      const io = app._io;
      if (io === undefined) throw new Error("strictSocketIO: boardgame.io's transport did not attach socket.io (app._io); the transport's init has changed");
      for (const game of games) {
        const actions = clientActions(game);
        serialiseMatchHandlers(io.of(game.name as string), this as TransportClients);
        io.of(game.name as string).on("connection", (socket) => {
          const guard = socketGuard(game, app.context.db, actions, limits);
          socket.use((packet, next) => {
            void guard.admits(packet).then((admitted) => {
              if (admitted) next();
            });
          });
        });
      }
    }
  };
}
