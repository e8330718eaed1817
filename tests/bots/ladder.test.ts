/**
 * The Bradley–Terry fit of the rating ladder (bench/ladder.ts, issue 29): its ratings are the
 * maximum-likelihood ones (with one virtual tie per pair), anchored, on the Elo scale, and its
 * intervals narrow as games accumulate.
 */
import { describe, expect, it } from "vitest";
import { type Outcome, fitBradleyTerry } from "../../bench/ladder";

const games = (a: number, b: number, winsOfA: number, losses: number): Outcome[] => [
  ...Array.from({ length: winsOfA }, () => ({ a, b, value: 1 })),
  ...Array.from({ length: losses }, () => ({ a, b, value: 0 })),
];

describe("fitBradleyTerry", () => {
  it("gives two bots the Elo gap of their win ratio, virtual tie included", () => {
    // 7 wins, 1 loss, plus the virtual tie: 7.5 to 1.5, a strength ratio of 5.
    const fit = fitBradleyTerry(2, games(0, 1, 7, 1), 1);
    expect(fit.ratings[1]).toBe(0);
    expect(fit.ratings[0]).toBeCloseTo(400 * Math.log10(5), 6);
    const [low, high] = fit.ci95[0] as readonly [number, number];
    expect(low).toBeLessThan(fit.ratings[0] as number);
    expect(high).toBeGreaterThan(fit.ratings[0] as number);
  });

  it("solves the likelihood equations: each bot's expected wins are its wins", () => {
    const outcomes = [...games(0, 1, 6, 4), ...games(1, 2, 7, 3), ...games(0, 2, 8, 2), { a: 0, b: 1, value: 0.5 }];
    const fit = fitBradleyTerry(3, outcomes, 0);
    const p = fit.ratings.map((r) => 10 ** (r / 400));
    const wins = [0, 0, 0];
    const expected = [0, 0, 0];
    const played = new Map<string, number>();
    for (const o of outcomes) {
      wins[o.a] = (wins[o.a] as number) + o.value;
      wins[o.b] = (wins[o.b] as number) + 1 - o.value;
      played.set(`${o.a}${o.b}`, (played.get(`${o.a}${o.b}`) ?? 0) + 1);
    }
    for (const [key, count] of played) {
      const [a, b] = [Number(key[0]), Number(key[1])];
      const n = count + 1; // the virtual tie
      wins[a] = (wins[a] as number) + 0.5;
      wins[b] = (wins[b] as number) + 0.5;
      const q = (p[a] as number) / ((p[a] as number) + (p[b] as number));
      expected[a] = (expected[a] as number) + n * q;
      expected[b] = (expected[b] as number) + n * (1 - q);
    }
    for (let x = 0; x < 3; x++) expect(expected[x]).toBeCloseTo(wins[x] as number, 6);
    expect(fit.ratings[0]).toBe(0);
    expect(fit.ratings[1]).toBeLessThan(0);
    expect(fit.ratings[2]).toBeLessThan(fit.ratings[1] as number);
  });

  it("keeps a bot that never won finite, and narrows intervals with more games", () => {
    const few = fitBradleyTerry(2, games(0, 1, 0, 4), 1);
    const many = fitBradleyTerry(2, games(0, 1, 0, 400), 1);
    expect(Number.isFinite(few.ratings[0])).toBe(true);
    const width = (f: typeof few) => (f.ci95[0] as readonly number[])[1]! - (f.ci95[0] as readonly number[])[0]!;
    expect(width(many)).toBeLessThan(width(few));
    expect(many.ratings[0]).toBeLessThan(few.ratings[0] as number);
  });

  it("gives unbounded intervals when a bot met no other", () => {
    const fit = fitBradleyTerry(3, games(0, 1, 3, 3), 0);
    expect(fit.ci95[2]).toEqual([-Infinity, Infinity]);
  });
});
