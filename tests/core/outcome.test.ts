import { type TieBreak, compareSeats, makeOutcome, makeScoreSheet, rankSeats } from "@laguna/core";
import { describe, expect, it } from "vitest";

describe("rankSeats", () => {
  it("ranks by score, higher first", () => {
    expect(rankSeats([3, 1, 2])).toStrictEqual([[0], [2], [1]]);
    expect(rankSeats([1, 2, 3, 4])).toStrictEqual([[3], [2], [1], [0]]);
    expect(rankSeats([-1, 0.5, -3])).toStrictEqual([[1], [0], [2]]);
  });

  it("puts tied seats in one group, in ascending seat order", () => {
    expect(rankSeats([5, 7, 5])).toStrictEqual([[1], [0, 2]]);
    expect(rankSeats([4, 4, 4])).toStrictEqual([[0, 1, 2]]);
    expect(rankSeats([2, 9, 2, 9])).toStrictEqual([[1, 3], [0, 2]]);
    expect(rankSeats([0.5, 0.5])).toStrictEqual([[0, 1]]);
  });

  it("breaks ties with a higher-is-better tie-break", () => {
    const coins: TieBreak = { name: "coins", values: [2, 0, 3], prefer: "higher" };
    expect(rankSeats([7, 9, 7], [coins])).toStrictEqual([[1], [2], [0]]);
  });

  it("breaks ties with a lower-is-better tie-break", () => {
    const buried: TieBreak = { name: "cards buried", values: [2, 0, 1], prefer: "lower" };
    expect(rankSeats([7, 9, 7], [buried])).toStrictEqual([[1], [2], [0]]);
    expect(rankSeats([7, 7, 7], [buried])).toStrictEqual([[1], [2], [0]]);
  });

  it("never lets a tie-break override a score difference", () => {
    const gold: TieBreak = { name: "gold", values: [100, 0], prefer: "higher" };
    expect(rankSeats([1, 2], [gold])).toStrictEqual([[1], [0]]);
  });

  it("applies tie-breaks in order, the next one only when the previous is equal", () => {
    const first: TieBreak = { name: "gold", values: [1, 1, 0, 1], prefer: "higher" };
    const second: TieBreak = { name: "creations", values: [3, 2, 0, 3], prefer: "lower" };
    expect(rankSeats([5, 5, 5, 5], [first, second])).toStrictEqual([[1], [0, 3], [2]]);
    expect(rankSeats([5, 5, 5, 5], [second, first])).toStrictEqual([[2], [1], [0, 3]]);
  });

  it("keeps a shared place when the tie-breaks are equal too", () => {
    const coins: TieBreak = { name: "coins", values: [2, 0, 2], prefer: "higher" };
    expect(rankSeats([7, 9, 7], [coins])).toStrictEqual([[1], [0, 2]]);
  });

  it("gives no groups for no seats", () => {
    expect(rankSeats([])).toStrictEqual([]);
  });
});

describe("compareSeats", () => {
  it("is negative when the first seat ranks better, positive when worse, zero when tied", () => {
    expect(compareSeats([3, 5], [], 0, 1)).toBeGreaterThan(0);
    expect(compareSeats([3, 5], [], 1, 0)).toBeLessThan(0);
    expect(compareSeats([4, 4], [], 0, 1)).toBe(0);
    const lower: TieBreak = { name: "x", values: [1, 2], prefer: "lower" };
    expect(compareSeats([4, 4], [lower], 0, 1)).toBeLessThan(0);
    const higher: TieBreak = { name: "x", values: [1, 2], prefer: "higher" };
    expect(compareSeats([4, 4], [higher], 0, 1)).toBeGreaterThan(0);
  });
});

describe("makeOutcome", () => {
  it("has the ranking and its first group as the winners", () => {
    const gold: TieBreak = { name: "gold", values: [1, 4, 2], prefer: "higher" };
    expect(makeOutcome([10, 12, 12], [gold])).toStrictEqual({
      scores: [10, 12, 12],
      tieBreaks: [gold],
      ranking: [[1], [2], [0]],
      winners: [1],
    });
    expect(makeOutcome([1, 0]).winners).toStrictEqual([0]);
  });

  it("shares the victory between seats that are still tied", () => {
    const o = makeOutcome([8, 8, 3]);
    expect(o.winners).toStrictEqual([0, 1]);
    expect(o.ranking).toStrictEqual([[0, 1], [2]]);
    expect(o.tieBreaks).toStrictEqual([]);
    const buried: TieBreak = { name: "cards buried", values: [1, 1, 0], prefer: "lower" };
    expect(makeOutcome([8, 8, 8], [buried]).winners).toStrictEqual([2]);
    expect(makeOutcome([8, 8, 7], [buried]).winners).toStrictEqual([0, 1]);
  });

  it("has no winners without seats", () => {
    expect(makeOutcome([])).toStrictEqual({ scores: [], tieBreaks: [], ranking: [], winners: [] });
  });
});

describe("makeScoreSheet", () => {
  it("sums the lines into totals per seat", () => {
    const lines = [
      { label: "A", points: [1, 2] },
      { label: "B", points: [3, 0] },
    ];
    expect(makeScoreSheet(lines, true)).toStrictEqual({ lines, totals: [4, 2], final: true });
  });

  it("keeps the final flag as given", () => {
    const sheet = makeScoreSheet([{ label: "Board", points: [3, 4] }], false);
    expect(sheet.totals).toStrictEqual([3, 4]);
    expect(sheet.final).toBe(false);
  });

  it("counts a missing point as zero when lines have different lengths", () => {
    const sheet = makeScoreSheet(
      [
        { label: "Short", points: [5] },
        { label: "Long", points: [1, 2, 3] },
        { label: "Negative", points: [-2, 0, -1] },
      ],
      true,
    );
    expect(sheet.totals).toStrictEqual([4, 2, 2]);
  });

  it("has no totals without lines", () => {
    expect(makeScoreSheet([], false)).toStrictEqual({ lines: [], totals: [], final: false });
  });

  it("feeds makeOutcome (Stash's scoring)", () => {
    const sheet = makeScoreSheet(
      [
        { label: "Played cards", points: [10, 12] },
        { label: "Vault", points: [5, 3] },
      ],
      true,
    );
    const buried: TieBreak = { name: "cards buried", values: [2, 1], prefer: "lower" };
    expect(makeOutcome(sheet.totals, [buried]).ranking).toStrictEqual([[1], [0]]);
  });
});
