/**
 * Memoised facts about a house area. Areas are immutable values that the reducer passes on
 * unchanged from state to state while their owner is not building, and `legalActions` and
 * `apply` both ask the same questions about them; the answers are kept per area object (in a
 * WeakMap, so they go when the area does) and per rule flags. The results are the same as the
 * uncached functions', which the tests check.
 *
 * @module
 */
import type { BuranoAction } from "./actions";
import type { Area, Position } from "./area";
import type { AreaRules } from "./config";
import type { FloorCard } from "./data";
import { placementColumns } from "./golden-rules";
import { scaffoldArrangements } from "./scaffolds";

interface Facts {
  readonly rules: AreaRules;
  readonly columns: (readonly number[] | undefined)[];
  arrangements: readonly (readonly (Position | null)[])[] | undefined;
  actions: readonly ArrangeAction[] | undefined;
}

/** The action that moves the scaffolds to one arrangement. */
type ArrangeAction = Extract<BuranoAction, { type: "arrangeScaffolds" }>;

const cache = new WeakMap<Area, Facts>();

const sameRules = (a: AreaRules, b: AreaRules): boolean =>
  a === b ||
  (a.connectivity === b.connectivity && a.scaffoldAside === b.scaffoldAside && a.spanCountsScaffolds === b.spanCountsScaffolds);

function factsOf(area: Area, rules: AreaRules): Facts {
  let facts = cache.get(area);
  if (facts === undefined || !sameRules(facts.rules, rules)) {
    facts = { rules, columns: [], arrangements: undefined, actions: undefined };
    cache.set(area, facts);
  }
  return facts;
}

/**
 * {@link placementColumns}, memoised per area and card level (the golden rules look at the level
 * only).
 *
 * @example
 * cachedPlacementColumns(area, floorCard("F1-RED-1"), config); // [-1, 2]
 * @category House area
 */
export function cachedPlacementColumns(area: Area, card: FloorCard, rules: AreaRules): readonly number[] {
  const facts = factsOf(area, rules);
  let columns = facts.columns[card.level];
  if (columns === undefined) {
    columns = placementColumns(area, card, rules);
    facts.columns[card.level] = columns;
  }
  return columns;
}

/**
 * {@link scaffoldArrangements}, memoised per area.
 *
 * @example
 * cachedScaffoldArrangements(startingArea(), defaultConfig(2)).length;
 * @category House area
 */
export function cachedScaffoldArrangements(area: Area, rules: AreaRules): readonly (readonly (Position | null)[])[] {
  const facts = factsOf(area, rules);
  if (facts.arrangements === undefined) facts.arrangements = scaffoldArrangements(area, rules);
  return facts.arrangements;
}

/**
 * One `arrangeScaffolds` action per arrangement of {@link cachedScaffoldArrangements}, memoised
 * per area too, so that listing the build actions allocates nothing for them.
 *
 * @example
 * cachedArrangeActions(startingArea(), defaultConfig(2))[0]?.type; // "arrangeScaffolds"
 * @category House area
 */
export function cachedArrangeActions(area: Area, rules: AreaRules): readonly ArrangeAction[] {
  const facts = factsOf(area, rules);
  if (facts.actions === undefined) {
    facts.actions = cachedScaffoldArrangements(area, rules).map((scaffolds) => ({ type: "arrangeScaffolds", scaffolds }));
  }
  return facts.actions;
}
