/**
 * The compact log of a match: for each action, only who acted, the action's position in that
 * seat's legal actions and whether it may be undone, packed into one number. Entries live in
 * chunks of typed arrays that matches share: a match appends in place when it owns the end of its
 * chunk, and copies at most one chunk when it branches off an earlier point (a search trying two
 * actions from the same match), so appending stays O(1) and matches stay immutable values.
 *
 * @module
 */

/** Entries per chunk from position {@link CHUNK_SIZE} on. */
const CHUNK_SIZE = 64;
/**
 * Entries per chunk before position {@link CHUNK_SIZE}: 64 bytes, the largest typed array V8 keeps
 * on its heap. A larger one gets a backing store of its own, about ten times as dear to make, which
 * a short game (a 7-step tic-tac-toe, a 26-step Stash) would pay for its few entries; a long game
 * pays it once per 64 entries, and keeps its log compact.
 */
const SHORT_CHUNK_SIZE = 16;
/** Seats per action position in the packed number: a seat is below 256. */
const SEAT_SPAN = 256;
/** Positions in a list of legal actions the packed number holds: below 2^23 (8,388,608). */
const MAX_POSITION = 2 ** 23;

/**
 * One chunk of a compact log, linked to the chunk before it. Matches only ever write a chunk's
 * next free slot, so every entry a match can see never changes.
 *
 * @example
 * const chunk = appendToLog(undefined, 0, packEntry(0, 4, true));
 * @category Matches
 */
export class LogChunk {
  /** @internal */
  constructor(
    /** The chunk before, or `undefined` for the first. */
    readonly previous: LogChunk | undefined,
    /** The log position of this chunk's first entry. */
    readonly start: number,
    /** The packed entries. */
    readonly data: Uint32Array,
    /** How many slots are written; only the match that wrote the last one may write the next. */
    public used: number,
  ) {}
}

/**
 * Packs one entry into 32 bits: the seat (below 256), the action's index among the seat's legal
 * actions (below 2^23) and whether the action may be undone. Outside those bounds it throws: a
 * game with that many seats or legal actions in one list cannot be logged.
 *
 * @example
 * unpackEntry(packEntry(1, 7, false)); // { seat: 1, index: 7, undoable: false }
 * @category Matches
 */
export function packEntry(seat: number, index: number, undoable: boolean): number {
  if (seat >= SEAT_SPAN || index >= MAX_POSITION) throw new RangeError(`the log holds seats below ${SEAT_SPAN} and positions below ${MAX_POSITION}`);
  return (index * SEAT_SPAN + seat) * 2 + (undoable ? 1 : 0);
}

/**
 * The parts of a packed entry.
 *
 * @example
 * unpackEntry(packEntry(1, 7, false)).index; // 7
 * @category Matches
 */
export function unpackEntry(packed: number): { seat: number; index: number; undoable: boolean } {
  const undoable = packed % 2 === 1;
  const rest = (packed - (undoable ? 1 : 0)) / 2;
  const seat = rest % SEAT_SPAN;
  return { seat, index: (rest - seat) / SEAT_SPAN, undoable };
}

/**
 * Appends a packed entry to the log that ends at position `length` in `chunk`, returning the chunk
 * that holds the new end. Writes in place when nobody has written past `length` in that chunk;
 * otherwise copies the chunk's first entries (a branch).
 *
 * @example
 * let chunk = appendToLog(undefined, 0, packEntry(0, 4, true));
 * chunk = appendToLog(chunk, 1, packEntry(1, 0, true));
 * @category Matches
 */
export function appendToLog(chunk: LogChunk | undefined, length: number, packed: number): LogChunk {
  if (chunk !== undefined) {
    const offset = length - chunk.start;
    if (offset < chunk.data.length) {
      if (chunk.used === offset) {
        chunk.data[offset] = packed;
        chunk.used = offset + 1;
        return chunk;
      }
      const data = new Uint32Array(chunk.data.length);
      data.set(chunk.data.subarray(0, offset));
      data[offset] = packed;
      return new LogChunk(chunk.previous, chunk.start, data, offset + 1);
    }
  }
  const data = new Uint32Array(length < CHUNK_SIZE ? SHORT_CHUNK_SIZE : CHUNK_SIZE);
  data[0] = packed;
  return new LogChunk(chunk, length, data, 1);
}

/**
 * The packed entries of the log that ends at position `length` in `chunk`, oldest first.
 *
 * @example
 * readLog(chunk, 2).map(unpackEntry);
 * @category Matches
 */
export function readLog(chunk: LogChunk | undefined, length: number): number[] {
  const out = new Array<number>(length);
  let end = length;
  for (let c = chunk; c !== undefined && end > 0; c = c.previous) {
    for (let i = end - 1; i >= c.start; i--) out[i] = c.data[i - c.start] as number;
    end = c.start;
  }
  return out;
}

/**
 * The chunk that holds the end of the log once its last entry is dropped: the same chunk, or the
 * one before it when the last entry was the chunk's first.
 *
 * @example
 * const shorter = dropLast(chunk, 10);
 * @category Matches
 */
export function dropLast(chunk: LogChunk | undefined, length: number): LogChunk | undefined {
  if (chunk === undefined) return undefined;
  return length - 1 > chunk.start ? chunk : chunk.previous;
}
