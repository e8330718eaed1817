/**
 * The end of a game: scores, tie-breaks, the ranking they give, and score sheets.
 *
 * @module
 */
import type { Seat } from "./seat";

/**
 * A tie-break: one number per seat, and whether higher or lower wins. The Murano family breaks
 * ties on gold or coins (higher), or on fewer completed creations (lower).
 *
 * @example
 * const gold: TieBreak = { name: "gold", values: [3, 5], prefer: "higher" };
 * @category Outcome
 */
export interface TieBreak {
  /** What is compared, in the rulebook's words (e.g. `"coins"`). */
  readonly name: string;
  /** One value per seat. */
  readonly values: readonly number[];
  /** Which end of the comparison wins. */
  readonly prefer: "higher" | "lower";
}

/**
 * The result of a finished game.
 *
 * @example
 * const outcome = makeOutcome([10, 12, 12], [{ name: "gold", values: [1, 4, 2], prefer: "higher" }]);
 * outcome.ranking; // [[1], [2], [0]]
 * @category Outcome
 */
export interface Outcome {
  /** The final score of each seat. */
  readonly scores: readonly number[];
  /** The tie-breaks, applied in order when scores are equal. */
  readonly tieBreaks: readonly TieBreak[];
  /** Groups of seats from best to worst; seats in one group share that place. */
  readonly ranking: readonly (readonly Seat[])[];
  /** The seats of the first group: the winners (several when the victory is shared). */
  readonly winners: readonly Seat[];
}

/**
 * Compares two seats by score, then by each tie-break: negative when `a` ranks better.
 *
 * @example
 * compareSeats([3, 5], [], 0, 1); // > 0: seat 1 is better
 * @category Outcome
 */
export function compareSeats(
  scores: readonly number[],
  tieBreaks: readonly TieBreak[],
  a: Seat,
  b: Seat,
): number {
  const d = (scores[b] ?? 0) - (scores[a] ?? 0);
  if (d !== 0) return d;
  for (const tb of tieBreaks) {
    const va = tb.values[a] ?? 0;
    const vb = tb.values[b] ?? 0;
    if (va !== vb) return tb.prefer === "higher" ? vb - va : va - vb;
  }
  return 0;
}

/**
 * Ranks seats by score, higher first, then by the tie-breaks in order; seats still equal share a
 * place. Within a group, seats are in ascending order.
 *
 * @example
 * rankSeats([7, 9, 7], [{ name: "coins", values: [2, 0, 2], prefer: "higher" }]); // [[1], [0, 2]]
 * @category Outcome
 */
export function rankSeats(scores: readonly number[], tieBreaks: readonly TieBreak[] = []): Seat[][] {
  const seats = scores.map((_, i) => i).sort((a, b) => compareSeats(scores, tieBreaks, a, b) || a - b);
  const groups: Seat[][] = [];
  for (const seat of seats) {
    const last = groups[groups.length - 1];
    const head = last?.[0];
    if (last && head !== undefined && compareSeats(scores, tieBreaks, head, seat) === 0) last.push(seat);
    else groups.push([seat]);
  }
  return groups;
}

/**
 * Builds an {@link Outcome} from scores and tie-breaks, with the ranking they give.
 *
 * @example
 * makeOutcome([1, 0]).winners; // [0]
 * @category Outcome
 */
export function makeOutcome(scores: readonly number[], tieBreaks: readonly TieBreak[] = []): Outcome {
  const ranking = rankSeats(scores, tieBreaks);
  return { scores, tieBreaks, ranking, winners: ranking[0] ?? [] };
}

/**
 * One line of a score sheet: a label and the points it gives each seat.
 *
 * @example
 * const line: ScoreLine = { label: "Characters", points: [12, 9] };
 * @category Outcome
 */
export interface ScoreLine {
  /** What the points are for, as on the printed score pad. */
  readonly label: string;
  /** The points of each seat on this line. */
  readonly points: readonly number[];
}

/**
 * A per-player score breakdown, line by line, like the printed score pad. `final` tells whether
 * the game is over or the sheet is a running estimate.
 *
 * @example
 * const sheet = makeScoreSheet([{ label: "Board", points: [3, 4] }], false);
 * sheet.totals; // [3, 4]
 * @category Outcome
 */
export interface ScoreSheet {
  /** The lines, in the order of the score pad. */
  readonly lines: readonly ScoreLine[];
  /** The sum of the lines for each seat. */
  readonly totals: readonly number[];
  /** True once the game is over; false for a running estimate. */
  readonly final: boolean;
}

/**
 * Builds a {@link ScoreSheet}, summing the lines into totals.
 *
 * @example
 * makeScoreSheet([{ label: "A", points: [1, 2] }, { label: "B", points: [3, 0] }], true).totals; // [4, 2]
 * @category Outcome
 */
export function makeScoreSheet(lines: readonly ScoreLine[], final: boolean): ScoreSheet {
  const n = lines.reduce((m, l) => Math.max(m, l.points.length), 0);
  const totals = Array.from({ length: n }, (_, seat) =>
    lines.reduce((sum, l) => sum + (l.points[seat] ?? 0), 0),
  );
  return { lines, totals, final };
}
