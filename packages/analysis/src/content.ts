/**
 * The content table of a cell: for each piece a game names (its `content` hook), how often it was
 * taken when on offer, how its holders fared, and the flags for pieces never taken and for pieces
 * whose holders win far more, or far less, than the others. Kept as sums, added game by game.
 *
 * @module
 */
import { wilson } from "./intervals";
import type { GameRecord } from "./record";
import type { ContentRow, Estimate } from "./report";

/**
 * A rate with its Wilson interval; `null`s when there is no trial.
 *
 * @example
 * rateEstimate(3, 10).value; // 0.3
 * @category Content
 */
export function rateEstimate(k: number, n: number): Estimate {
  if (n === 0) return { value: null, low: null, high: null, n, method: "wilson" };
  const [low, high] = wilson(k, n);
  return { value: k / n, low, high, n, method: "wilson" };
}

/**
 * The content sums of a cell's finished games: per piece, decisions that offered and took it,
 * seats holding it at the end and those of them that won; and the seats and winning seats of all
 * those games. Whole numbers, so the order in which games are added does not matter.
 *
 * @example
 * const sums = newContentSums();
 * for (const record of records) addContent(sums, record);
 * @category Content
 */
export interface ContentSums {
  /** Per piece id: offered, taken, holders, winning holders. */
  readonly pieces: Map<string, [number, number, number, number]>;
  /** Seats over the finished games (games × players). */
  seats: number;
  /** Winning seats over the finished games. */
  winners: number;
}

/**
 * Empty content sums.
 *
 * @example
 * newContentSums().seats; // 0
 * @category Content
 */
export function newContentSums(): ContentSums {
  return { pieces: new Map(), seats: 0, winners: 0 };
}

/**
 * Adds one game's content to the sums (unfinished games add nothing).
 *
 * @example
 * addContent(sums, record);
 * @category Content
 */
export function addContent(sums: ContentSums, r: GameRecord): void {
  if (!r.finished) return;
  sums.seats += r.players;
  sums.winners += r.winners.length;
  for (const [id, offered, taken, holders] of r.content) {
    const piece = sums.pieces.get(id) ?? [0, 0, 0, 0];
    piece[0] += offered;
    piece[1] += taken;
    piece[2] += holders.length;
    piece[3] += holders.filter((h) => r.winners.includes(h)).length;
    sums.pieces.set(id, piece);
  }
}

/**
 * The content table from content sums, sorted by id. Pick rate: decisions that took the piece
 * over decisions that offered it. Holders' win rates: over finished games × seats, the seats
 * holding the piece at the end against the others. Flags: `never-taken` (offered, never taken),
 * `dominant` (holders' Wilson interval entirely above the others'), `weak` (entirely below). The
 * intervals count decisions, and seats of one game, as independent, which they are not quite:
 * read the flags as pointers, not as proofs.
 *
 * @example
 * contentRows(sums).filter((row) => row.flags.includes("never-taken"));
 * @category Content
 */
export function contentRows(sums: ContentSums): ContentRow[] {
  return [...sums.pieces.keys()].sort().map((id): ContentRow => {
    const [offered, taken, withN, withWins] = sums.pieces.get(id) as [number, number, number, number];
    const withRate = rateEstimate(withWins, withN);
    const withoutRate = rateEstimate(sums.winners - withWins, sums.seats - withN);
    const flags: ContentRow["flags"][number][] = [];
    if (offered > 0 && taken === 0) flags.push("never-taken");
    if (withRate.low !== null && withoutRate.high !== null && withRate.low > withoutRate.high) flags.push("dominant");
    if (withRate.high !== null && withoutRate.low !== null && withRate.high < withoutRate.low) flags.push("weak");
    const colon = id.indexOf(":");
    return {
      id,
      kind: colon === -1 ? id : id.slice(0, colon),
      offered,
      taken,
      pickRate: rateEstimate(taken, offered),
      withWinRate: withRate,
      withoutWinRate: withoutRate,
      flags,
    };
  });
}

/**
 * The content table of a cell's records (over its finished games): {@link contentRows} of their sums.
 *
 * @example
 * contentTable(records).filter((row) => row.flags.includes("never-taken"));
 * @category Content
 */
export function contentTable(records: readonly GameRecord[]): ContentRow[] {
  const sums = newContentSums();
  for (const r of records) addContent(sums, r);
  return contentRows(sums);
}
