/**
 * `report.md`: the report's summary tables in Markdown, for a pull request.
 *
 * @module
 */
import { endMetric, endShare, isEndMetric, shownEndConditions } from "./ends";
import type { Cell, Estimate, ModuleDefect, Report } from "./report";

/** A figure for people: whole numbers as they are, else three significant digits. */
function figure(x: number | null): string {
  if (x === null) return "–";
  if (Number.isInteger(x)) return String(x);
  return String(Number(x.toPrecision(3)));
}

/**
 * A variant's difference from the baseline on a metric, as the report tables show it after the
 * figure: `(+0.12*)`, with `*` where its 95 % interval excludes zero and `**` where it stands
 * after Holm's correction (`marked` then); `undefined` where the metric was not compared. Shared
 * by `report.md` and `report.html`.
 *
 * @example
 * differenceText(report, 2, "no-null", "Length")?.text; // "(-3.1**)"
 */
export function differenceText(report: Report, players: number, variant: string, metric: string): { readonly text: string; readonly marked: boolean } | undefined {
  const cmp = report.comparisons.find((x) => x.players === players && x.variant === variant && x.metric === metric);
  if (cmp === undefined || cmp.difference.value === null) return undefined;
  const mark = cmp.holm ? "**" : cmp.excludesZero ? "*" : "";
  const sign = cmp.difference.value >= 0 ? "+" : "";
  return { text: `(${sign}${figure(cmp.difference.value)}${mark})`, marked: mark !== "" };
}

/**
 * An estimate as `value [low, high]`, or `–` when undefined.
 *
 * @example
 * formatEstimate({ value: 0.5, low: 0.4, high: 0.6, n: 100, method: "wilson" }); // "0.5 [0.4, 0.6]"
 * @category Report
 */
export function formatEstimate(e: Estimate): string {
  if (e.value === null) return "–";
  return e.low === null || e.high === null ? figure(e.value) : `${figure(e.value)} [${figure(e.low)}, ${figure(e.high)}]`;
}

const escape = (text: string): string => text.replace(/\|/g, "\\|");

/** A text on one line (a table cell): its line breaks as spaces. */
const oneLine = (text: string): string => text.replace(/\s*\n\s*/g, " ");

/**
 * The variant a defect's job played, with its restricted play if it was one.
 *
 * @example
 * defectVariant({ job: 0, players: 2, variant: "baseline", restricted: "advantage", game: 3, message: "…" }); // "baseline, restricted play advantage"
 * @category Report
 */
export function defectVariant(defect: ModuleDefect): string {
  return defect.restricted === null ? defect.variant : `${defect.variant}, restricted play ${defect.restricted}`;
}

/**
 * A seat for people: `Player 1` for seat 0, and so on. `report.json` keeps seats as indices from
 * 0 (`WinRate.0`, `winners`); the Markdown and HTML reports number players from 1.
 *
 * @example
 * playerLabel(0); // "Player 1"
 * @category Report
 */
export function playerLabel(seat: number): string {
  return `Player ${seat + 1}`;
}

/**
 * A metric's name for people: a seat's metric (`WinRate.0`) names its player (`WinRate (Player
 * 1)`); other names are as they are.
 *
 * @example
 * metricLabel("WinRate.1"); // "WinRate (Player 2)"
 * metricLabel("Balance"); // "Balance"
 * @category Report
 */
export function metricLabel(name: string): string {
  if (isEndMetric(name)) return name;
  const seat = /^(.*)\.(\d+)$/.exec(name);
  return seat === null ? name : `${seat[1] as string} (${playerLabel(Number(seat[2]))})`;
}

/**
 * A text of the report (a metric's definition) for people: every `seat <n>` (seats counted from
 * 0, as in `report.json`) becomes `Player <n + 1>`.
 *
 * @example
 * peopleText("Share of finished games seat 0 wins."); // "Share of finished games Player 1 wins."
 * @category Report
 */
export function peopleText(text: string): string {
  return text.replace(/\bseat (\d+)/g, (_, n: string) => playerLabel(Number(n)));
}

/**
 * The report as Markdown: the jobs that met a module defect, when it lists some; per player count, a table of every metric for every variant (the
 * baseline first; players numbered from 1, `WinRate (Player 1)` for `report.json`'s `WinRate.0`) and of
 * the share of finished games ending by each end condition the game names (`End:<id>`), each variant's difference from the baseline marked `*` where its interval
 * excludes zero and `**` where it stands after Holm's correction; the flagged content; restricted
 * play; the definitions and notes. A pure function of the report.
 *
 * @example
 * writeFileSync("report.md", reportMarkdown(report));
 * @category Report
 */
export function reportMarkdown(report: Report): string {
  const out: string[] = [];
  const { game, plan } = report;
  out.push(`# ${game.name}: analysis${report.partial ? " (partial)" : ""}`, "");
  out.push(
    `${game.id} rules ${game.version}; players ${plan.players.join(", ")}; ${plan.games} games per variant and player count; seed ${plan.seed}; step limit ${plan.stepLimit}.`,
    "",
  );
  const defects = report.defects ?? [];
  if (defects.length > 0) {
    out.push("## Module defects", "");
    out.push(
      `${defects.length === 1 ? "A job" : `${defects.length} jobs`} of the run met a module defect (the rule module broke its contract): ${defects.length === 1 ? "its" : "their"} games are missing, and the figures are over the other games.`,
      "",
    );
    out.push("| job | players | variant | game | error |", "|---|---|---|---|---|");
    for (const d of defects) out.push(`| ${d.job} | ${d.players} | ${escape(defectVariant(d))} | ${d.game ?? "?"} | ${escape(oneLine(d.message))} |`);
    out.push("");
  }
  for (const players of plan.playerCounts) {
    const cells = report.cells.filter((c) => c.players === players);
    if (cells.length === 0) continue;
    out.push(`## ${players} players`, "");
    out.push(`| metric | ${cells.map((c) => escape(c.variant)).join(" | ")} |`, `|---|${cells.map(() => "---|").join("")}`);
    /** A cell's figure for a metric, with its difference from the baseline when compared. */
    const withDifference = (c: Cell, name: string, figureShown: Estimate): string => {
      const difference = differenceText(report, players, c.variant, name);
      return difference === undefined ? formatEstimate(figureShown) : `${formatEstimate(figureShown)} ${difference.text}`;
    };
    const names = Object.keys(cells[0]?.metrics ?? {});
    for (const name of names) {
      const row = cells.map((c) => withDifference(c, name, c.metrics[name] ?? { value: null, low: null, high: null, n: 0, method: "none" }));
      out.push(`| ${escape(metricLabel(name))} | ${row.join(" | ")} |`);
    }
    for (const condition of shownEndConditions(cells)) {
      const row = cells.map((c) => withDifference(c, endMetric(condition), endShare(c, condition)));
      out.push(`| ${escape(endMetric(condition))} | ${row.join(" | ")} |`);
    }
    out.push("");
    const flagged = cells.flatMap((c) => c.content.filter((r) => r.flags.length > 0).map((r) => ({ c, r })));
    if (flagged.length > 0) {
      out.push("| variant | content | flags | pick rate | holders' win rate | others' win rate |", "|---|---|---|---|---|---|");
      for (const { c, r } of flagged) {
        out.push(`| ${escape(c.variant)} | ${escape(r.id)} | ${r.flags.join(", ")} | ${formatEstimate(r.pickRate)} | ${formatEstimate(r.withWinRate)} | ${formatEstimate(r.withoutWinRate)} |`);
      }
      out.push("");
    }
    const restricted = report.restricted.filter((r) => r.players === players);
    if (restricted.length > 0) {
      out.push("| feature forbidden | win rate | same seat unrestricted | worth |", "|---|---|---|---|");
      for (const r of restricted) out.push(`| ${escape(r.feature)} | ${formatEstimate(r.winRate)} | ${formatEstimate(r.referenceWinRate)} | ${formatEstimate(r.worth)} |`);
      out.push("");
    }
  }
  out.push("Differences from the baseline in parentheses: `*` its 95 % interval excludes zero, `**` it stands after Holm's correction.", "");
  out.push("## Definitions", "");
  for (const d of report.definitions) out.push(`- **${metricLabel(d.name)}** (${d.family}): ${peopleText(d.definition)}`);
  out.push("", "## Notes", "");
  for (const note of report.notes) out.push(`- ${note}`);
  out.push("");
  return out.join("\n");
}
