/**
 * End conditions in the report: the name under which the share of games ending by one is
 * compared between variants (`End:<id>`), which conditions the tables show, and their rows and
 * definitions.
 *
 * @module
 */
import { rateEstimate } from "./content";
import type { Cell, Estimate, MetricDefinition } from "./report";

/** What every end-condition name starts with. */
const PREFIX = "End:";

/**
 * The metric name of the share of finished games that ended by an end condition (the id the
 * game's `endCondition` gives): how `report.json`'s comparisons and definitions name it.
 *
 * @example
 * endMetric("fiveHouses"); // "End:fiveHouses"
 * report.comparisons.find((c) => c.metric === endMetric("fiveHouses"));
 * @category Report
 */
export function endMetric(condition: string): string {
  return `${PREFIX}${condition}`;
}

/**
 * Whether a metric name is an end condition's share (see {@link endMetric}).
 *
 * @example
 * isEndMetric("End:fiveHouses"); // true
 * isEndMetric("Duration"); // false
 * @category Report
 */
export function isEndMetric(name: string): boolean {
  return name.startsWith(PREFIX);
}

/**
 * The end conditions a report's tables show for these cells: every id their finished games ended
 * by, sorted; none when the game names no end condition (every game `"unnamed"`).
 *
 * @example
 * shownEndConditions(report.cells.filter((c) => c.players === 2)); // ["fiveHouses", "supplyEmpty"]
 * @category Report
 */
export function shownEndConditions(cells: readonly Cell[]): string[] {
  const ids = [...new Set(cells.flatMap((c) => c.endConditions.map((e) => e.condition)))].sort();
  return ids.length === 1 && ids[0] === "unnamed" ? [] : ids;
}

/**
 * A cell's share of finished games that ended by `condition`, with its Wilson interval (none of
 * its finished games when the cell does not list the condition).
 *
 * @example
 * endShare(cell, "fiveHouses").value; // 0.75
 * @category Report
 */
export function endShare(cell: Cell, condition: string): Estimate {
  return cell.endConditions.find((e) => e.condition === condition)?.rate ?? rateEstimate(0, cell.finished);
}

/**
 * The definition a report lists for an end condition's share.
 *
 * @example
 * endDefinition("fiveHouses").name; // "End:fiveHouses"
 * @category Report
 */
export function endDefinition(condition: string): MetricDefinition {
  return {
    name: endMetric(condition),
    family: "end",
    definition: `Share of finished games that ended by the end condition "${condition}" (as the rule module's endCondition names it).`,
    symmetric: true,
  };
}
