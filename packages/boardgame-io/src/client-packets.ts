/**
 * The packets boardgame.io 0.50's socket client sends its server, read exactly: anything of
 * another shape is something no boardgame.io client sends.
 *
 * @module
 */

/**
 * A move or an event as boardgame.io's client sends it: `makeMove` or `gameEvent` of its action
 * creators, `{ type, payload: { type: name, args, playerID, credentials } }`.
 *
 * @example
 * const move: ClientAction = { kind: "MAKE_MOVE", name: "act", args: [{ type: "pass" }], playerID: "0", credentials: "secret" };
 * @category boardgame.io
 */
export interface ClientAction {
  /** `MAKE_MOVE` or `GAME_EVENT`, the action's type. */
  readonly kind: "MAKE_MOVE" | "GAME_EVENT";
  /** The move's or the event's name (`payload.type`). */
  readonly name: string;
  /** Its arguments: the client sends them as an array. */
  readonly args: readonly unknown[];
  /** The seat it is made in the name of (`payload.playerID`). */
  readonly playerID: string;
  /** The credentials sent with it, `null` when the client has none. */
  readonly credentials: string | null;
}

/**
 * One packet a boardgame.io 0.50 socket client sends, read: an `update` (a move or an event), a
 * `sync` (when it connects, or changes match or seat), or a `chat` message.
 *
 * @example
 * const sync: ClientPacket = { event: "sync", matchID: "m1", playerID: null, credentials: null, numPlayers: null };
 * @category boardgame.io
 */
export type ClientPacket =
  | {
      readonly event: "update";
      readonly action: ClientAction;
      /** The `_stateID` of the state the client acted on. */
      readonly stateID: number;
      readonly matchID: string;
      /** The seat of the client (whose credentials boardgame.io checks). */
      readonly playerID: string;
    }
  | {
      readonly event: "sync";
      readonly matchID: string;
      /** The client's seat, `null` for a spectator. */
      readonly playerID: string | null;
      readonly credentials: string | null;
      /** The number of players the client was made for, `null` when it was not given one. */
      readonly numPlayers: number | null;
    }
  | {
      readonly event: "chat";
      readonly matchID: string;
      readonly message: { readonly id: string; readonly sender: string; readonly payload: unknown };
      readonly credentials: string | null;
    };

/** The action types a client sends for its moves and events (it sends others: undo, redo, plugin actions; see {@link readClientPacket}). */
const ACTION_KINDS: ReadonlySet<string> = new Set(["MAKE_MOVE", "GAME_EVENT"]);

/**
 * Reads a socket.io packet (`[event, ...arguments]`, as socket.io's server middleware sees it) as
 * one that boardgame.io 0.50's socket client sends, or `undefined` when it is not one:
 *
 * - `["update", action, stateID, matchID, playerID]`, where `action` is a move or an event
 *   (`{ type: "MAKE_MOVE" | "GAME_EVENT", payload: { type, args, playerID, credentials? } }`, no
 *   other field), `args` an array, the state ID a whole number, the ids strings, and the
 *   action's `playerID` the packet's;
 * - `["sync", matchID, playerID, credentials, numPlayers]`: a string match id, a string seat or
 *   `null`, string credentials or `null`, a player count or `null`;
 * - `["chat", matchID, { id, sender, payload }, credentials]` with a string sender.
 *
 * No other event, no other number of arguments (socket.io adds an acknowledgement callback to
 * them when the sender asks for one, which boardgame.io's client never does). Undo, redo and
 * plugin actions, which a client of a game with undo or plugin actions would send, are not read
 * either: the Laguna games have none.
 *
 * @example
 * readClientPacket(["sync", "m1", "0", "secret", 2]); // { event: "sync", matchID: "m1", playerID: "0", credentials: "secret", numPlayers: 2 }
 * readClientPacket(["sync", 42, "0", "secret", 2]); // undefined
 * @category boardgame.io
 */
export function readClientPacket(packet: readonly unknown[]): ClientPacket | undefined {
  const [event, ...args] = packet;
  if (event === "update" && args.length === 4) {
    const [sent, stateID, matchID, playerID] = args;
    const action = readAction(sent);
    if (action === undefined || !isStateID(stateID) || typeof matchID !== "string" || typeof playerID !== "string" || action.playerID !== playerID) return undefined;
    return { event, action, stateID, matchID, playerID };
  }
  if (event === "sync" && args.length === 4) {
    const [matchID, playerID, credentials, numPlayers] = args;
    if (typeof matchID !== "string" || !isStringOrNull(playerID) || !isStringOrNull(credentials)) return undefined;
    if (numPlayers !== null && !(Number.isSafeInteger(numPlayers) && (numPlayers as number) > 0)) return undefined;
    return { event, matchID, playerID, credentials, numPlayers: numPlayers as number | null };
  }
  if (event === "chat" && args.length === 3) {
    const [matchID, message, credentials] = args;
    if (typeof matchID !== "string" || !isStringOrNull(credentials) || !hasOnlyFields(message, ["id", "sender", "payload"], ["id", "sender"])) return undefined;
    const { id, sender, payload } = message as { id: unknown; sender: unknown; payload?: unknown };
    if (typeof id !== "string" || typeof sender !== "string") return undefined;
    return { event, matchID, message: { id, sender, payload }, credentials };
  }
  return undefined;
}

/** A move or an event as the client sends it, or `undefined`. */
function readAction(sent: unknown): ClientAction | undefined {
  if (!hasOnlyFields(sent, ["type", "payload"], ["type", "payload"])) return undefined;
  const { type, payload } = sent as { type: unknown; payload: unknown };
  if (typeof type !== "string" || !ACTION_KINDS.has(type)) return undefined;
  if (!hasOnlyFields(payload, ["type", "args", "playerID", "credentials"], ["type", "args", "playerID"])) return undefined;
  const { type: name, args, playerID, credentials = null } = payload as { type: unknown; args: unknown; playerID: unknown; credentials?: unknown };
  if (typeof name !== "string" || !Array.isArray(args) || typeof playerID !== "string" || !isStringOrNull(credentials)) return undefined;
  return { kind: type as ClientAction["kind"], name, args, playerID, credentials };
}

/** Whether a value is a plain JSON object whose own fields are among `allowed` and include `required`. */
function hasOnlyFields(value: unknown, allowed: readonly string[], required: readonly string[]): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  const keys = Object.keys(value);
  return keys.every((key) => allowed.includes(key)) && required.every((key) => Object.hasOwn(value, key));
}

/** Whether a value is a state ID: a whole number from 0. */
function isStateID(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

/** Whether a value is a string or `null` (what `undefined` becomes on the wire). */
function isStringOrNull(value: unknown): value is string | null {
  return value === null || typeof value === "string";
}
