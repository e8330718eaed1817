/**
 * End conditions in the report: each variant's share of finished games ending by each end
 * condition is compared with the baseline's on the same games (`End:<id>` comparisons, Holm
 * included), shown in report.md and report.html with the other metrics, and defined in the
 * report; nothing is compared or shown where the games end in one way only, or name no end.
 */
import { type GameRecord, aggregate, endConditionChart, endMetric, planAnalysis, reportHtml, reportMarkdown } from "@laguna/analysis";
import * as either from "fp-ts/lib/Either.js";
import { describe, expect, it } from "vitest";
import { market } from "./fixtures";

const right = <T>(x: either.Either<{ message: string }, T>): T => {
  if (either.isLeft(x)) throw new Error(x.left.message);
  return x.right;
};

/** Game `index` of a variant, ended by `end` (`undefined`: not finished). */
const record = (variant: number, index: number, end: string | null | undefined): GameRecord => ({
  variant, feature: null, players: 2, index, finished: end !== undefined, actions: 8, turns: 8, rounds: 4, legal: 16, choices: 8,
  scores: [5, 3], winners: [0], end: end ?? null, lead: null, content: [], restrictedSeat: null,
});

// 2,000 resamples, so that a clear difference can stand after Holm's correction (p ≥ 2 / 2,001).
const plan = right(planAnalysis({ game: market, variants: [{ name: "long", config: { rounds: 8 } }], playerCounts: [2], games: 40, resamples: 2000, seed: 3 }));

describe("end-condition shares, variant against baseline", () => {
  // Baseline: 30 games end by a, 10 by b. Variant: 10 by a, 28 by b, 1 by c, and game 39 unfinished.
  const base = Array.from({ length: 40 }, (_, i) => record(0, i, i < 30 ? "a" : "b"));
  const variant = Array.from({ length: 40 }, (_, i) => record(1, i, i < 10 ? "a" : i < 38 ? "b" : i === 38 ? "c" : undefined));
  const report = aggregate(plan, [...base, ...variant]);
  const row = (id: string) => report.comparisons.find((c) => c.variant === "long" && c.metric === endMetric(id));

  it("compares each condition's share of the finished games, paired on the same 40 games", () => {
    expect(row("a")).toMatchObject({ players: 2, baseline: 0.75, excludesZero: true, holm: true });
    expect(row("a")?.value).toBeCloseTo(10 / 39, 12);
    expect(row("a")?.difference.value).toBeCloseTo(10 / 39 - 0.75, 12);
    expect(row("a")?.difference.n).toBe(40);
    expect(row("a")?.difference.high).toBeLessThan(0);
    expect(row("b")?.value).toBeCloseTo(28 / 39, 12);
    expect(row("b")?.difference.low).toBeGreaterThan(0);
    // A condition the baseline never met: its share there is 0, and one game in 39 is no clear difference.
    expect(row("c")).toMatchObject({ baseline: 0, excludesZero: false, holm: false });
    expect(row("c")?.value).toBeCloseTo(1 / 39, 12);
  });

  it("defines each condition's share, and gives the same report whatever order the games come in", () => {
    expect(report.definitions.filter((d) => d.family === "end").map((d) => d.name)).toEqual(["End:a", "End:b", "End:c"]);
    const reversed = aggregate(plan, [...variant.slice(20), ...base.slice().reverse(), ...variant.slice(0, 20)]);
    expect(reversed).toEqual(report);
  });

  it("shows the shares with their differences in report.md and report.html", async () => {
    const markdown = reportMarkdown(report);
    expect(markdown).toMatch(/^\| End:a \| 0\.75 \[[0-9., ]+\] \| 0\.256 \[[0-9., ]+\] \(-0\.494\*\*\) \|$/m);
    expect(markdown).toMatch(/^\| End:c \| 0 \[0, [0-9.]+\] \| 0\.0256 \[[0-9., ]+\] \(\+0\.0256\) \|$/m);
    expect(markdown).toContain(`- **End:a** (end): Share of finished games that ended by the end condition "a"`);
    const html = await reportHtml(report);
    expect(html).toContain('<section id="chart-end-conditions">');
    expect(html).toMatch(/<tr><th>End:a<\/th><td class="num">0\.75 \[[0-9., ]+\]<\/td><td class="num">0\.256 \[[0-9., ]+\] <span class="sig">\(-0\.494\*\*\)<\/span><\/td><\/tr>/);
  });

  it("draws each condition's share, a bar per variant, in the end-conditions chart", () => {
    const values = (endConditionChart(report) as { data: { values: { variant: string; condition: string; value: number }[] } }).data.values;
    expect(values.map((v) => [v.condition, v.variant, Number(v.value.toFixed(4))])).toEqual([
      ["a", "default", 0.75],
      ["a", "long", 0.2564],
      ["b", "default", 0.25],
      ["b", "long", 0.7179],
      ["c", "default", 0],
      ["c", "long", 0.0256],
    ]);
  });
});

describe("games that end in one way only", () => {
  it("one condition: shown, but nothing to compare", () => {
    const report = aggregate(plan, [0, 1].flatMap((v) => Array.from({ length: 40 }, (_, i) => record(v, i, "a"))));
    expect(report.comparisons.filter((c) => c.metric.startsWith("End:"))).toEqual([]);
    expect(reportMarkdown(report)).toMatch(/^\| End:a \| 1 \[[0-9.]+, 1\] \| 1 \[[0-9.]+, 1\] \|$/m);
  });

  it("no condition named: neither compared nor shown nor defined", () => {
    const report = aggregate(plan, [0, 1].flatMap((v) => Array.from({ length: 40 }, (_, i) => record(v, i, i % 2 === 0 ? null : undefined))));
    expect(report.cells[0]?.endConditions.map((e) => e.condition)).toEqual(["unnamed"]);
    expect(report.comparisons.filter((c) => c.metric.startsWith("End:"))).toEqual([]);
    expect(report.definitions.filter((d) => d.family === "end")).toEqual([]);
    expect(reportMarkdown(report)).not.toMatch(/^\| End:/m);
    expect(endConditionChart(report)).toBeNull();
  });
});
