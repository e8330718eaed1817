/**
 * `report.html`: the report as one self-contained page that opens offline: inline CSS, the charts
 * as inline SVG drawn when the page is written, the summary tables, the metrics' definitions and
 * the notes. No script, no external URL.
 *
 * @module
 */
import { CHART_KINDS, reportCharts } from "./charts";
import { defectVariant, differenceText, formatEstimate, metricLabel, peopleText } from "./markdown";
import { endMetric, endShare, shownEndConditions } from "./ends";
import type { Cell, Estimate, Report } from "./report";
import { renderSvg } from "./svg";

/**
 * Escapes text for HTML content and attribute values (`&`, `<`, `>`, `"`, `'`).
 *
 * @example
 * escapeHtml('<script>alert("x")</script>'); // "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"
 * @category Report
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

const STYLE = `
body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; margin: 2rem auto; max-width: 72rem; padding: 0 1rem; color: #222; line-height: 1.45; }
h1 { font-size: 1.6rem; margin-bottom: 0.2rem; }
h2 { font-size: 1.25rem; margin-top: 2.2rem; border-bottom: 1px solid #ddd; padding-bottom: 0.2rem; }
h3 { font-size: 1.05rem; margin-top: 1.5rem; }
.meta { color: #555; margin-top: 0; }
.partial-banner { background: #fff3cd; border: 1px solid #e0b400; padding: 0.6rem 0.9rem; border-radius: 4px; font-weight: 600; }
figure { margin: 1rem 0; overflow-x: auto; }
figcaption { color: #555; font-size: 0.9rem; margin-bottom: 0.4rem; }
figure svg { max-width: none; height: auto; }
.empty { color: #777; font-style: italic; }
table { border-collapse: collapse; margin: 0.6rem 0 1rem; font-size: 0.88rem; }
th, td { border: 1px solid #ddd; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
th { background: #f5f5f5; }
td.num { font-variant-numeric: tabular-nums; white-space: nowrap; }
.sig { font-weight: 700; }
dt { font-weight: 700; margin-top: 0.4rem; }
dd { margin-left: 1.2rem; }
`;

const NO_ESTIMATE: Estimate = { value: null, low: null, high: null, n: 0, method: "none" };

/** Per player count: every metric and end-condition share for every variant, with differences from the baseline. */
function metricTables(report: Report): string[] {
  const out: string[] = [];
  for (const players of report.plan.playerCounts) {
    const cells = report.cells.filter((c) => c.players === players);
    if (cells.length === 0) continue;
    out.push(`<h3>${players} player${players === 1 ? "" : "s"}</h3>`, "<table>");
    out.push(`<thead><tr><th>metric</th>${cells.map((c) => `<th>${escapeHtml(c.variant)}</th>`).join("")}</tr></thead><tbody>`);
    out.push(`<tr><th>games (finished)</th>${cells.map((c) => `<td class="num">${c.games} (${c.finished})</td>`).join("")}</tr>`);
    /** A cell's figure for a metric, with its difference from the baseline when compared. */
    const withDifference = (c: Cell, name: string, figureShown: Estimate): string => {
      const shown = escapeHtml(formatEstimate(figureShown));
      const difference = differenceText(report, players, c.variant, name);
      if (difference === undefined) return `<td class="num">${shown}</td>`;
      return `<td class="num">${shown} ${difference.marked ? `<span class="sig">${difference.text}</span>` : difference.text}</td>`;
    };
    for (const name of Object.keys(cells[0]?.metrics ?? {})) {
      const row = cells.map((c) => withDifference(c, name, c.metrics[name] ?? NO_ESTIMATE));
      out.push(`<tr><th>${escapeHtml(metricLabel(name))}</th>${row.join("")}</tr>`);
    }
    for (const condition of shownEndConditions(cells)) {
      const row = cells.map((c) => withDifference(c, endMetric(condition), endShare(c, condition)));
      out.push(`<tr><th>${escapeHtml(endMetric(condition))}</th>${row.join("")}</tr>`);
    }
    out.push("</tbody></table>");
    const flagged = cells.flatMap((c) => c.content.filter((r) => r.flags.length > 0).map((r) => ({ c, r })));
    if (flagged.length > 0) {
      out.push("<table><thead><tr><th>variant</th><th>content</th><th>flags</th><th>pick rate</th><th>holders' win rate</th><th>others' win rate</th></tr></thead><tbody>");
      for (const { c, r } of flagged) {
        const cols = [c.variant, r.id, r.flags.join(", ")].map((x) => `<td>${escapeHtml(x)}</td>`);
        const nums = [r.pickRate, r.withWinRate, r.withoutWinRate].map((e) => `<td class="num">${escapeHtml(formatEstimate(e))}</td>`);
        out.push(`<tr>${[...cols, ...nums].join("")}</tr>`);
      }
      out.push("</tbody></table>");
    }
    const restricted = report.restricted.filter((r) => r.players === players);
    if (restricted.length > 0) {
      out.push("<table><thead><tr><th>feature forbidden</th><th>games</th><th>win rate</th><th>same seat unrestricted</th><th>worth</th></tr></thead><tbody>");
      for (const r of restricted) {
        const nums = [r.winRate, r.referenceWinRate, r.worth].map((e) => `<td class="num">${escapeHtml(formatEstimate(e))}</td>`);
        out.push(`<tr><td>${escapeHtml(r.feature)}</td><td class="num">${r.games}</td>${nums.join("")}</tr>`);
      }
      out.push("</tbody></table>");
    }
  }
  out.push(
    "<p>Figures are <code>value [low, high]</code>, the 95 % interval. Differences from the baseline in parentheses: <code>*</code> its 95 % interval excludes zero, <code>**</code> it stands after Holm's correction.</p>",
  );
  return out;
}

/**
 * The report as one self-contained HTML page (`report.html`): a "partial" banner when the report
 * is partial, with a table of the jobs that met a module defect when it lists some; one chart per kind ({@link reportCharts}: seat win rates, length distributions, how
 * the games ended, lead changes and decisiveness, content, restricted play), drawn to inline SVG by {@link renderSvg}
 * when the page is written (a sentence instead where there is nothing to draw); the summary
 * tables of `report.md` (players numbered from 1, as there); the metrics' definitions and the method notes. Inline CSS, no script, no
 * external URL (the only URLs are the SVG namespace's), every text from the report escaped. The
 * same report gives the same page, byte for byte.
 *
 * @example
 * writeFileSync("report.html", await reportHtml(report));
 * @category Report
 */
export async function reportHtml(report: Report): Promise<string> {
  const { game, plan } = report;
  const title = `${game.name}: analysis${report.partial ? " (partial)" : ""}`;
  const out: string[] = [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLE}</style>`,
    "</head>",
    "<body>",
    `<h1>${escapeHtml(title)}</h1>`,
    `<p class="meta">${escapeHtml(
      `${game.id} rules ${game.version}; players ${plan.players.join(", ")}; ${plan.games} games per variant and player count; seed ${plan.seed}; step limit ${plan.stepLimit}; report schema ${report.schemaVersion}.`,
    )}</p>`,
  ];
  const defects = report.defects ?? [];
  if (defects.length > 0) {
    out.push(
      `<div class="partial-banner" role="alert">Partial report: ${defects.length === 1 ? "a job" : `${defects.length} jobs`} of the run met a module defect (listed below), so ${defects.length === 1 ? "its" : "their"} games are missing. The figures are over the other games.</div>`,
      "<h2>Module defects</h2>",
      "<table><thead><tr><th>job</th><th>players</th><th>variant</th><th>game</th><th>error</th></tr></thead><tbody>",
    );
    for (const d of defects) {
      out.push(`<tr><td>${d.job}</td><td>${d.players}</td><td>${escapeHtml(defectVariant(d))}</td><td>${d.game ?? "?"}</td><td>${escapeHtml(d.message)}</td></tr>`);
    }
    out.push("</tbody></table>");
  } else if (report.partial) {
    out.push('<div class="partial-banner" role="alert">Partial report: the run was stopped before every game of the plan was played. The figures are over the games played.</div>');
  }
  out.push("<h2>Charts</h2>");
  const charts = reportCharts(report);
  for (const chart of charts) {
    out.push(`<section id="chart-${chart.kind}">`, `<h3>${escapeHtml(chart.title)}</h3>`);
    if (chart.spec === null) {
      out.push(`<p class="empty">Nothing to draw: this report has no figures of this kind.</p>`);
    } else {
      // One chart at a time: Vega's id counter is global (see renderSvg).
      const svg = await renderSvg(chart.spec, `chart${CHART_KINDS.indexOf(chart.kind)}`);
      out.push(`<figure><figcaption>${escapeHtml(chart.caption)}</figcaption>${svg}</figure>`);
    }
    out.push("</section>");
  }
  out.push("<h2>Summary</h2>", ...metricTables(report));
  out.push("<h2>Definitions</h2>", "<dl>");
  for (const d of report.definitions) out.push(`<dt>${escapeHtml(metricLabel(d.name))} <small>(${escapeHtml(d.family)})</small></dt><dd>${escapeHtml(peopleText(d.definition))}</dd>`);
  out.push("</dl>", "<h2>Notes</h2>", "<ul>");
  for (const note of report.notes) out.push(`<li>${escapeHtml(note)}</li>`);
  out.push("</ul>", "</body>", "</html>", "");
  return out.join("\n");
}
