/**
 * The series games of the strength benchmarks (bench/strength-common.ts): a game that does not
 * end within 5,000 actions stops a run, or is recorded as unfinished and left out of the win rate.
 */
import type { Bot } from "@laguna/bots";
import { legalActions } from "@laguna/core";
import { describe, expect, it } from "vitest";
import { type SeriesLine, duel, endedOf } from "../../bench/strength-common";
import { tally } from "../fixtures/tally";

/** A bot that always plays the action of this type (Tally: "score" or "pass"). */
const always = (type: string): Bot => ({
  name: type,
  chooseIndex: (match, seat) => (legalActions(match, seat) as unknown as readonly { type: string }[]).findIndex((a) => a.type === type),
  choose: (match, seat) => (legalActions(match, seat) as unknown as readonly { type: string }[]).find((a) => a.type === type) as never,
});

describe("duel", () => {
  it("plays a game to its end, the bot under test at seat k mod 2", () => {
    const result = duel(tally, 3, 0, () => always("score"), () => always("pass"));
    expect(result).toEqual({ seat: 1, score: 1, scores: [0, 5] });
  });

  it("throws on a game that does not end, or records it as unfinished", () => {
    const passing = () => always("pass");
    expect(() => duel(tally, 0, 0, passing, passing)).toThrow(/did not end within 5,000 actions/);
    expect(duel(tally, 0, 0, passing, passing, "record")).toEqual({ seat: 0, score: 0, scores: [], unfinished: true });
  });
});

describe("endedOf", () => {
  it("leaves the unfinished games out and counts them", () => {
    const line = (game: number, score: number, unfinished?: true): SeriesLine => ({ game, seat: game % 2, score, scores: [], decisions: 1, ms: 1, maxMs: 1, ...(unfinished ? { unfinished } : {}) });
    const { ended, unfinished } = endedOf([line(0, 1), line(1, 0, true), line(2, 0)]);
    expect(ended.map((l) => l.game)).toEqual([0, 2]);
    expect(unfinished).toBe(1);
  });
});
