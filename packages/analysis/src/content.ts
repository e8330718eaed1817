/**
 * The content table of a cell: for each piece a game names (its `content` hook), how often it was
 * taken when on offer, how its holders fared, and the flags for pieces never taken and for pieces
 * whose holders win far more, or far less, than the others.
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
 * rateEstimate(3, 10); // { value: 0.3, low: 0.107..., high: 0.603..., n: 10, method: "wilson" }
 * @category Content
 */
export function rateEstimate(k: number, n: number): Estimate {
  if (n === 0) return { value: null, low: null, high: null, n, method: "wilson" };
  const [low, high] = wilson(k, n);
  return { value: k / n, low, high, n, method: "wilson" };
}

/**
 * The content table of a cell's records (over its finished games), sorted by id. Pick rate:
 * decisions that took the piece over decisions that offered it. Holders' win rates: over
 * finished games × seats, the seats holding the piece at the end against the others. Flags:
 * `never-taken` (offered, never taken), `dominant` (holders' Wilson interval entirely above the
 * others'), `weak` (entirely below). The intervals count decisions, and seats of one game, as
 * independent, which they are not quite: read the flags as pointers, not as proofs.
 *
 * @example
 * contentTable(records).filter((row) => row.flags.includes("never-taken"));
 * @category Content
 */
export function contentTable(records: readonly GameRecord[]): ContentRow[] {
  const finished = records.filter((r) => r.finished);
  const ids = [...new Set(finished.flatMap((r) => r.content.map((c) => c[0])))].sort();
  const index = new Map(ids.map((id, i) => [id, i]));
  const offered = new Array<number>(ids.length).fill(0);
  const taken = new Array<number>(ids.length).fill(0);
  const withN = new Array<number>(ids.length).fill(0);
  const withWins = new Array<number>(ids.length).fill(0);
  let seatGames = 0;
  let seatWins = 0;
  for (const r of finished) {
    seatGames += r.players;
    seatWins += r.winners.length;
    for (const [id, o, t, holders] of r.content) {
      const i = index.get(id) as number;
      offered[i] = (offered[i] as number) + o;
      taken[i] = (taken[i] as number) + t;
      withN[i] = (withN[i] as number) + holders.length;
      withWins[i] = (withWins[i] as number) + holders.filter((h) => r.winners.includes(h)).length;
    }
  }
  return ids.map((id, i): ContentRow => {
    const o = offered[i] as number;
    const t = taken[i] as number;
    const wn = withN[i] as number;
    const ww = withWins[i] as number;
    const withRate = rateEstimate(ww, wn);
    const withoutRate = rateEstimate(seatWins - ww, seatGames - wn);
    const flags: ContentRow["flags"][number][] = [];
    if (o > 0 && t === 0) flags.push("never-taken");
    if (withRate.low !== null && withoutRate.high !== null && withRate.low > withoutRate.high) flags.push("dominant");
    if (withRate.high !== null && withoutRate.low !== null && withRate.high < withoutRate.low) flags.push("weak");
    const colon = id.indexOf(":");
    return {
      id,
      kind: colon === -1 ? id : id.slice(0, colon),
      offered: o,
      taken: t,
      pickRate: rateEstimate(t, o),
      withWinRate: withRate,
      withoutWinRate: withoutRate,
      flags,
    };
  });
}
