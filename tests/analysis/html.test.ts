/**
 * report.html: one inline SVG per chart kind with data marks in each, no URL but the SVG
 * namespace, the same bytes for the same report, the partial banner only on a partial report,
 * and every text from the report escaped. The chart specifications are plain JSON, and a kind
 * with nothing to draw gives null and a sentence instead of a chart.
 */
import {
  CHART_KINDS,
  type Report,
  analyze,
  contentFeature,
  normaliseSvg,
  peopleText,
  renderSvg,
  reportCharts,
  reportHtml,
  reportMarkdown,
  tensionChart,
  winRateChart,
} from "@laguna/analysis";
import { ticTacToe } from "@laguna/examples";
import * as either from "fp-ts/lib/Either.js";
import { beforeAll, describe, expect, it } from "vitest";
import { market } from "./fixtures";

const right = <T>(x: either.Either<{ message: string }, T>): T => {
  if (either.isLeft(x)) throw new Error(x.left.message);
  return x.right;
};

const HOSTILE = `</title><script>alert("x")</script>`;

/** Two variants (one named with markup) at 2 and 3 players, a few games, content and a feature. */
const report: Report = right(
  analyze({
    game: market,
    variants: [
      { name: "head-start", config: { headStart: 3 } },
      { name: HOSTILE, config: { rounds: 2 } },
    ],
    playerCounts: [2, 3],
    games: 12,
    seed: 5,
    features: [contentFeature(market, "card:gem", "gems")],
    restrictedGames: 12,
    resamples: 50,
  }),
);

/** The body of each chart section, by kind. */
function sections(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of html.matchAll(/<section id="chart-([a-z-]+)">([\s\S]*?)<\/section>/g)) found.set(m[1] ?? "", m[2] ?? "");
  return found;
}

/** Elements drawn inside Vega's data-mark groups (`role-mark`), axes and legends aside. */
function dataMarks(svg: string): number {
  let count = 0;
  for (const m of svg.matchAll(/<g class="mark-[a-z]+ role-mark[^"]*"[^>]*>([\s\S]*?)<\/g>/g)) {
    count += (m[1] ?? "").match(/<(path|rect|line)\b/g)?.length ?? 0;
  }
  return count;
}

describe("reportHtml", () => {
  let html = "";
  beforeAll(async () => {
    html = await reportHtml(report);
  });

  it("draws one SVG per chart kind, each with data marks", () => {
    const byKind = sections(html);
    expect([...byKind.keys()]).toEqual([...CHART_KINDS]);
    for (const kind of CHART_KINDS) {
      const body = byKind.get(kind) ?? "";
      expect(body.match(/<svg\b/g)?.length, kind).toBe(1);
      expect(dataMarks(body), kind).toBeGreaterThan(0);
    }
    expect(html.match(/<svg\b/g)?.length).toBe(CHART_KINDS.length);
    // Bars, interval rules and ticks: at least one mark per seat, variant and player count in the win rates.
    expect(dataMarks(byKind.get("win-rates") ?? "")).toBeGreaterThanOrEqual(2 * 3 * (2 + 3));
  });

  it("is self-contained: no URL but the SVG namespace, no script, no external resource", () => {
    const urls = [...html.matchAll(/https?:\/\/[^\s"'<>)]*/g)].map((m) => m[0]);
    expect(new Set(urls)).toEqual(new Set(["http://www.w3.org/2000/svg"]));
    expect(html).not.toMatch(/<script\b/i);
    expect(html).not.toMatch(/<(link|img|iframe|object|embed)\b/i);
    expect(html).not.toMatch(/\b(src|href)="(?!#)/);
    // Ids are unique on the page (each chart's clip paths are prefixed).
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("is byte-identical when written twice", async () => {
    expect(await reportHtml(report)).toBe(html);
  });

  it("shows the partial banner only for a partial report", async () => {
    expect(html).not.toContain('class="partial-banner"');
    const partial = await reportHtml({ ...report, partial: true });
    expect(partial.match(/<div class="partial-banner"/g)?.length).toBe(1);
    expect(partial).toContain("<title>Market: analysis (partial)</title>");
  });

  it("escapes text from the report, in the tables and in the charts", () => {
    expect(html).not.toContain(HOSTILE);
    expect(html).not.toContain("<script>");
    const escaped = "&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;";
    expect(html).toContain(`<th>${escaped}</th>`); // a summary table's column
    // Vega escapes its text too (its quotes may stay as they are inside an element).
    expect(sections(html).get("win-rates")).toMatch(/&lt;\/title&gt;&lt;script&gt;alert\((&quot;|")x(&quot;|")\)&lt;\/script&gt;/);
  });
});

describe("players are numbered from 1 for people, seats from 0 in report.json", () => {
  it("report.md and report.html say Player 1, 2, 3 and never seat 0, 1, 2", async () => {
    const md = reportMarkdown(report);
    const html = await reportHtml(report);
    for (const n of [1, 2, 3]) {
      expect(md).toContain(`| WinRate (Player ${n}) |`);
      expect(html).toContain(`<th>WinRate (Player ${n})</th>`);
    }
    expect(md).not.toContain("| WinRate (Player 4) |");
    expect(md).toContain("- **WinRate (Player 1)** (outcome): Share of finished games Player 1 wins");
    // A definition naming a seat in the possessive reads as the player's too.
    expect(peopleText("the first seat's (seat 0's) share")).toBe("the first seat's (Player 1's) share");
    expect(html).toContain("<dt>WinRate (Player 3) <small>");
    for (const text of [md, html]) {
      expect(text).not.toMatch(/\bseat \d/);
      expect(text).not.toMatch(/WinRate\.\d/);
    }
    // The win-rate chart's seats, in its data and on its axis.
    const seats = new Set((winRateChart(report) as unknown as { data: { values: { seat: string }[] } }).data.values.map((r) => r.seat));
    expect(seats).toEqual(new Set(["Player 1", "Player 2", "Player 3"]));
    const svg = sections(html).get("win-rates") ?? "";
    expect(svg).toContain("Player 3");
    expect(svg).not.toMatch(/seat \d/);
  });

  it("report.json keeps the seats' indices from 0", () => {
    const json = JSON.parse(JSON.stringify(report)) as Report;
    const three = json.cells.find((c) => c.players === 3);
    expect(Object.keys(three?.metrics ?? {})).toEqual(expect.arrayContaining(["WinRate.0", "WinRate.1", "WinRate.2"]));
    expect(Object.keys(three?.metrics ?? {})).not.toContain("WinRate.3");
    expect(json.definitions.find((d) => d.name === "WinRate.0")?.definition).toContain("seat 0");
  });
});

describe("chart specifications", () => {
  it("are plain JSON, one per kind, the data inline", () => {
    const charts = reportCharts(report);
    expect(charts.map((c) => c.kind)).toEqual([...CHART_KINDS]);
    for (const chart of charts) {
      expect(chart.spec).not.toBeNull();
      expect(JSON.parse(JSON.stringify(chart.spec))).toEqual(chart.spec);
      expect(JSON.stringify(chart.spec)).not.toMatch(/"url"/);
    }
  });

  it("a kind with nothing to draw is null, and the page says so instead of drawing", async () => {
    // Tic-tac-toe names no content and keeps no score: no content, tension or restricted chart.
    const plain = right(analyze({ game: ticTacToe, playerCounts: [2], games: 6, seed: 1, resamples: 20 }));
    expect(tensionChart(plain)).toBeNull();
    const kinds = reportCharts(plain).filter((c) => c.spec === null).map((c) => c.kind);
    expect(kinds).toEqual(expect.arrayContaining(["content", "restricted"]));
    const page = await reportHtml(plain);
    expect(page.match(/<svg\b/g)?.length).toBe(CHART_KINDS.length - kinds.length);
    expect(page.match(/class="empty"/g)?.length).toBe(kinds.length);
  });

  it("renderSvg draws the same string twice and prefixes the ids it defines", async () => {
    const spec = reportCharts(report)[0]?.spec;
    if (spec == null) throw new Error("no win-rate chart");
    const a = await renderSvg(spec, "x");
    expect(await renderSvg(spec, "x")).toBe(a);
    expect(a.startsWith("<svg")).toBe(true);
    expect(normaliseSvg('<svg><clipPath id="clip1"/><g clip-path="url(#clip1)"/></svg>', "c2")).toBe(
      '<svg><clipPath id="c2-clip1"/><g clip-path="url(#c2-clip1)"/></svg>',
    );
  });
});
