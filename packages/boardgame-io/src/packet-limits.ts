/**
 * How large a packet a client may send a strict socket transport: the limits of the guard's size
 * check, and socket.io's own cap on a message's bytes, which refuses a larger one before it is
 * parsed.
 *
 * @module
 */
import { DEFAULT_INPUT_LIMITS, type InputLimits, inputLimits } from "@laguna/core";

/**
 * The limits on one packet a client sends (`[event, ...arguments]`) when none are given: room for
 * one action at core's default action limits (`DEFAULT_INPUT_LIMITS.action`: 64 KiB of JSON,
 * 4,096 fields and elements, 64 levels) and boardgame.io's envelope around it (ids, credentials,
 * four more levels). Ours, not boardgame.io's; an honest client's packets are a few hundred bytes.
 *
 * @example
 * DEFAULT_PACKET_LIMITS.maxBytes; // 66560
 * @category boardgame.io
 */
export const DEFAULT_PACKET_LIMITS: InputLimits = Object.freeze({
  maxBytes: DEFAULT_INPUT_LIMITS.action.maxBytes + 1024,
  maxKeys: DEFAULT_INPUT_LIMITS.action.maxKeys + 32,
  maxDepth: DEFAULT_INPUT_LIMITS.action.maxDepth + 4,
});

/**
 * Options of {@link strictSocketIO}.
 *
 * @example
 * const options: StrictSocketOptions = { packetLimits: { maxBytes: 8_192 } };
 * @category boardgame.io
 */
export interface StrictSocketOptions {
  /**
   * The largest packet a client may send, over {@link DEFAULT_PACKET_LIMITS}: a larger one is
   * dropped unread. Its `maxBytes` also sets socket.io's `maxHttpBufferSize` (1 KiB more, for
   * socket.io's framing) unless the transport is given one in `socketOpts`: socket.io then closes
   * a connection that sends a larger message before the message is parsed. Keep the game's
   * action limits (`toBoardgameGame`'s `limits`) within it.
   */
  readonly packetLimits?: Partial<InputLimits>;
}

/**
 * The packet limits of these options: the defaults with what the options give (a limit that is
 * not a number from 0 up throws a `RangeError`, as core's `inputLimits`).
 *
 * @example
 * packetLimits({ packetLimits: { maxKeys: 100 } }).maxKeys; // 100
 * @category boardgame.io
 */
export function packetLimits(options: StrictSocketOptions = {}): InputLimits {
  const given = options.packetLimits;
  if (given === undefined) return DEFAULT_PACKET_LIMITS;
  // core checks the numbers and fills in the rest; its "action" kind is only the carrier here.
  const checked = inputLimits("action", { action: given });
  return {
    maxBytes: given.maxBytes === undefined ? DEFAULT_PACKET_LIMITS.maxBytes : checked.maxBytes,
    maxKeys: given.maxKeys === undefined ? DEFAULT_PACKET_LIMITS.maxKeys : checked.maxKeys,
    maxDepth: given.maxDepth === undefined ? DEFAULT_PACKET_LIMITS.maxDepth : checked.maxDepth,
  };
}
