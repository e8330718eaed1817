/**
 * The guard on each socket of `strictSocketIO`: which packets reach boardgame.io's handlers.
 *
 * @module
 */
import { type InputLimits, toPlainJson } from "@laguna/core";
import type { Game, StorageAPI } from "boardgame.io";
import * as either from "fp-ts/lib/Either.js";
import { type ClientActions, clientActions } from "./client-actions";
import { type ClientPacket, readClientPacket } from "./client-packets";
import { moveCheckOf } from "./game";
import { DEFAULT_PACKET_LIMITS } from "./packet-limits";

/** What the guard needs of boardgame.io's storage: a match's metadata. */
type Storage = StorageAPI.Sync | StorageAPI.Async;

/**
 * The guard of one socket of one game: `admits(packet)` resolves to whether the packet may reach
 * boardgame.io's handlers. A packet is admitted only when
 *
 * - it is within the packet limits (read as plain JSON by core's `toPlainJson`, which stops at
 *   the first limit passed, before the rest is read) and is one that boardgame.io 0.50's client
 *   sends, of its exact shape (see `readClientPacket`);
 * - its match id is the id of a match of this game that the storage holds (boardgame.io would
 *   otherwise create a match for a `sync` to an unknown id and send the client its raw initial
 *   state, and FlatFile, which keeps its queues in a plain object, fails on ids such as
 *   `"constructor"` and on ids that are not strings);
 * - its seat is one of the match's seats (a `sync` may have none: a spectator);
 * - an update is a move the game has as its own or an event it leaves on (see `clientActions`);
 * - a move of a game made by `toBoardgameGame`, made on the stored state (its state ID), is one
 *   the rules accept there: boardgame.io would otherwise broadcast the unchanged state to the
 *   whole match (and store it again) for every move the game refuses. Such a move is logged as
 *   boardgame.io logs a refused move (`ERROR: invalid move: act args: ...`).
 *
 * An update need not follow a sync on the same socket: socket.io's client sends what it buffered
 * while disconnected (a move) before the new connection's sync.
 *
 * Packets are decided one after the other, in the order they came, since each waits for the
 * storage (one metadata read for each packet that gets that far). A packet that is not admitted
 * changes nothing and is not answered.
 *
 * @example
 * const guard: SocketGuard = socketGuard(toBoardgameGame(murano), db);
 * socket.use((packet, next) => void guard.admits(packet).then((admitted) => admitted && next()));
 */
export interface SocketGuard {
  /** Whether this packet (`[event, ...arguments]`, as socket.io's server middleware sees it) may reach boardgame.io's handlers. */
  admits(packet: readonly unknown[]): Promise<boolean>;
}

/**
 * A guard for a new socket of this game (see {@link SocketGuard}), reading matches from `db`.
 *
 * @example
 * const guard = socketGuard(toBoardgameGame(murano), db);
 * await guard.admits(["sync", "no-such-match", null, null, 2]); // false
 */
export function socketGuard(
  game: Game,
  db: Storage,
  actions: ClientActions = clientActions(game),
  limits: InputLimits = DEFAULT_PACKET_LIMITS,
): SocketGuard {
  let last: Promise<unknown> = Promise.resolve();

  const decide = async (packet: readonly unknown[]): Promise<boolean> => {
    if (either.isLeft(toPlainJson(packet, "packet", limits))) return false;
    const read = readClientPacket(packet);
    if (read === undefined || !allowedByGame(read, actions)) return false;
    const seats = await seatsOf(game, db, read.matchID);
    if (seats === undefined) return false;
    const seat = read.event === "chat" ? read.message.sender : read.playerID;
    if (seat === null) return read.event === "sync";
    if (!seats.includes(seat)) return false;
    return read.event !== "update" || read.action.kind !== "MAKE_MOVE" || (await movePlayable(game, db, read.matchID, read.stateID, seat, read.action.args));
  };

  return {
    admits: (packet) => {
      const decision = last.then(() => decide(packet)).catch(() => false);
      last = decision;
      return decision;
    },
  };
}

/** Whether the game has the move, or leaves the event on, that an update makes (other packets: yes). */
function allowedByGame(packet: ClientPacket, actions: ClientActions): boolean {
  if (packet.event !== "update") return true;
  return packet.action.kind === "MAKE_MOVE" ? actions.isMove(packet.action.name) : actions.isEvent(packet.action.name);
}

/**
 * Whether a move of a game made by `toBoardgameGame` would be played on the stored state it was
 * made on: `false` when its state ID is the stored one and the rules refuse it (boardgame.io
 * would broadcast the unchanged state to the whole match). A move for another state ID, which
 * boardgame.io drops without an answer, or of another game, is left to boardgame.io.
 */
async function movePlayable(game: Game, db: Storage, matchID: string, stateID: number, seat: string, args: readonly unknown[]): Promise<boolean> {
  const check = moveCheckOf(game);
  if (check === undefined) return true;
  const { state } = (await db.fetch(matchID, { state: true })) as { state?: { G?: unknown; ctx?: { numPlayers?: unknown }; _stateID?: unknown } };
  if (state === undefined || state._stateID !== stateID || typeof state.ctx?.numPlayers !== "number") return true;
  if (check(state.G, state.ctx.numPlayers, seat, args) !== false) return true;
  logRefusal(args);
  return false;
}

/**
 * Logs a move the guard dropped because the rules refuse it, with the line boardgame.io's server
 * logs for a move the game refuses (its logger's `error`), so that a host's logs read as before.
 */
function logRefusal(args: readonly unknown[]): void {
  let shown: string;
  try {
    shown = `${args as unknown[]}`;
  } catch {
    shown = "(arguments that cannot be shown)";
  }
  console.error("ERROR:", `invalid move: act args: ${shown}`);
}

/** The seats of a stored match of this game (the keys of its metadata's players), or `undefined` if there is none. */
async function seatsOf(game: Game, db: Storage, matchID: string): Promise<string[] | undefined> {
  const { metadata } = (await db.fetch(matchID, { metadata: true })) as { metadata?: unknown };
  if (typeof metadata !== "object" || metadata === null) return undefined;
  const { gameName, players } = metadata as { gameName?: unknown; players?: unknown };
  if (gameName !== game.name) return undefined;
  return typeof players === "object" && players !== null ? Object.keys(players) : undefined;
}
