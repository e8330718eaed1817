/**
 * `@laguna/boardgame-io`: any Laguna rule module as a boardgame.io game.
 *
 * boardgame.io brings the multiplayer server, the lobby, the clients and the storage adapters;
 * Laguna brings the rules: {@link toBoardgameGame} turns a rule module into a boardgame.io
 * `Game` whose one move, `act(action)`, goes through `@laguna/core`'s `act`, whose turn order
 * follows the game's active players, and whose clients receive only their seat's view and legal
 * actions ({@link SeatView}). Serve it with a storage wrapped in {@link hideInitialState} and
 * boardgame.io's socket transport made strict by {@link strictSocketIO}.
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
 *
 * @packageDocumentation
 */
export { type BoardgameOptions, toBoardgameGame } from "./game";
export { type SeatView, type ServerState, type SetupData } from "./server-state";
export { DEFAULT_PACKET_LIMITS, type StrictSocketOptions, packetLimits } from "./packet-limits";
export { hideInitialState } from "./storage";
export { type TransportClass, type TransportInstance, strictSocketIO } from "./transport";
