/**
 * The memos behind `legalActions` (area-cache, action-pool): they must give exactly what the
 * uncached functions give, for areas of every shape and colouring, under every rule flag, and for
 * malformed areas too.
 */
import { describe, expect, it } from "vitest";
import { deepFreeze } from "@laguna/testing";
import { acquireAction, acquireActions, END_BUILD, placeAction, returnAction } from "../../packages/walking-in-burano/src/action-pool";
import { placeFloorCard, startingArea, type Area } from "../../packages/walking-in-burano/src/area";
import {
  cachedArrangeActions,
  cachedBreaksARule,
  cachedPlacementColumns,
  cachedScaffoldArrangements,
  carryFacts,
} from "../../packages/walking-in-burano/src/area-cache";
import { brokenRules } from "../../packages/walking-in-burano/src/breakable";
import { defaultConfig, type AreaRules } from "../../packages/walking-in-burano/src/config";
import { FLOOR_CARDS, floorCard } from "../../packages/walking-in-burano/src/data";
import { placementColumns } from "../../packages/walking-in-burano/src/golden-rules";
import { arrangeScaffolds, scaffoldArrangements } from "../../packages/walking-in-burano/src/scaffolds";
import { acquireOptions, type SupplyRows } from "../../packages/walking-in-burano/src/supply";
import { area as areaFrom, house } from "./fixtures";

const rules: AreaRules = defaultConfig(4);
const ALL_RULES: readonly AreaRules[] = (["global", "placementOnly"] as const).flatMap((connectivity) =>
  (["anyTime", "onlyWhenNoSpace"] as const).flatMap((scaffoldAside) =>
    [true, false].flatMap((spanCountsScaffolds) =>
      (["house", "sameLevel"] as const).map((ruleBScope) => ({ ...rules, connectivity, scaffoldAside, spanCountsScaffolds, ruleBScope })),
    ),
  ),
);

/** A small deterministic generator (mulberry32), so that the test is the same on every run. */
function random(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** Every answer of the caches for one area, next to the uncached answer. */
function expectSameAnswers(area: Area, r: AreaRules): void {
  for (const card of FLOOR_CARDS) {
    const columns = placementColumns(area, card, r);
    expect(cachedPlacementColumns(area, card, r)).toEqual(columns);
    for (const x of [-1, ...columns, area.columns.length]) {
      const broken = brokenRules(area, card, x, r.ruleBScope);
      expect(cachedBreaksARule(area, card, x, r)).toBe(broken.a || broken.b);
    }
  }
  const arrangements = scaffoldArrangements(area, r);
  expect(cachedScaffoldArrangements(area, r)).toEqual(arrangements);
  expect(cachedArrangeActions(area, r)).toEqual(arrangements.map((scaffolds) => ({ type: "arrangeScaffolds", scaffolds })));
}

describe("area-cache agrees with the uncached functions", () => {
  for (const r of ALL_RULES) {
    it(`${r.connectivity}, ${r.scaffoldAside}, spanCountsScaffolds ${r.spanCountsScaffolds}, rule B ${r.ruleBScope}`, () => {
      const rnd = random(11 + ALL_RULES.indexOf(r));
      let checked = 0;
      for (let game = 0; game < 2; game++) {
        let area = deepFreeze(startingArea());
        const used = new Set<string>();
        for (let step = 0; step < 14; step++) {
          expectSameAnswers(area, r);
          // A copy of the same area is a new key of the per-area memo but the same shape.
          expectSameAnswers(deepFreeze(JSON.parse(JSON.stringify(area)) as Area), r);
          checked++;
          const list = scaffoldArrangements(area, r);
          const from = area;
          if (rnd(3) === 0 && list.length > 0) {
            area = deepFreeze(arrangeScaffolds(area, list[rnd(list.length)]!));
          } else {
            const card = FLOOR_CARDS[rnd(FLOOR_CARDS.length)]!;
            const columns = used.has(card.id) ? [] : placementColumns(area, card, r);
            if (columns.length > 0) {
              area = deepFreeze(placeFloorCard(area, card.id, columns[rnd(columns.length)]!));
              used.add(card.id);
            }
          }
          // The facts of the new area are read reusing those of the area it was made from.
          if (area !== from) carryFacts(area, from, r);
        }
      }
      expect(checked).toBe(28);
    });
  }

  it("areas of one shape but other colours share the golden rules, not the breakable rules", () => {
    const red = areaFrom([house(["F1-RED-1", null, null]), house(["F1-BLU-1", null, null])]);
    const blue = areaFrom([house(["F1-BLU-2", null, null]), house(["F1-RED-2", null, null])]);
    const card = floorCard("F2-RED-3");
    expect(cachedPlacementColumns(red, card, rules)).toEqual(cachedPlacementColumns(blue, card, rules));
    expect(cachedBreaksARule(red, card, 0, rules)).toBe(false);
    expect(cachedBreaksARule(blue, card, 0, rules)).toBe(true);
    expectSameAnswers(red, rules);
    expectSameAnswers(blue, rules);
  });

  it("carryFacts reuses the shared columns, whatever the shift, and never changes an answer", () => {
    const base = deepFreeze(areaFrom([house(["F1-RED-1", "F2-RED-1", null]), house(["F1-BLU-1", null, null])], [{ x: 1, y: 2 }, null]));
    expectSameAnswers(base, rules);
    const cases: Area[] = [
      placeFloorCard(base, "F1-YEL-1", -1), // a new column on the left: every old column one further right
      placeFloorCard(base, "F1-YEL-1", 2), // a new column on the right
      placeFloorCard(base, "F3-RED-1", 0), // a changed column
      placeFloorCard(base, "F2-BLU-1", 1), // on the scaffold, which goes aside
      arrangeScaffolds(base, [{ x: -1, y: 1 }, null]), // a new empty column on the left
      // made from another area altogether: nothing is shared
      areaFrom([house(["F1-PNK-1", null, null]), house([null, null, null])], [{ x: 1, y: 1 }, null]),
      // sharing column objects in another order
      areaFrom([base.columns[1]!, base.columns[0]!], [null, null]),
    ];
    for (const next of cases) {
      const frozen = deepFreeze(next);
      carryFacts(frozen, base, rules);
      expectSameAnswers(frozen, rules);
    }
  });

  it("malformed areas (a card on the wrong floor, an unknown id, a fourth floor, an undefined floor) get the uncached answers", () => {
    const wrongFloor = areaFrom([house([null, "F1-RED-1", null])], [{ x: 0, y: 1 }, null]);
    const fourFloors = areaFrom([{ floors: ["F1-RED-1", null, null, "F3-RED-1"], character: null, shortage: false }]);
    const unknown = areaFrom([house(["F9-RED-1", null, null])]);
    const wide = areaFrom(
      Array.from({ length: 9 }, () => house([null, null, null])),
      [{ x: 0, y: 1 }, { x: 8, y: 1 }],
    );
    // not a state's area, but the caches must still agree with brokenRules, which reads it as a card
    const undefinedFloor = areaFrom([house(["F1-RED-1", null, null]), house([undefined as unknown as null, null, null])], [{ x: 1, y: 1 }, null]);
    for (const a of [wrongFloor, fourFloors, wide, undefinedFloor]) for (const r of ALL_RULES) expectSameAnswers(a, r);
    for (const r of ALL_RULES) {
      expect(cachedPlacementColumns(unknown, floorCard("F1-RED-2"), r)).toEqual([]);
      expect(cachedScaffoldArrangements(unknown, r)).toEqual([]);
    }
  });
});

describe("action-pool", () => {
  it("hands out one shared object per action value", () => {
    expect(placeAction("F1-RED-1", -1)).toEqual({ type: "place", card: "F1-RED-1", x: -1 });
    expect(placeAction("F1-RED-1", 3)).toBe(placeAction("F1-RED-1", 3));
    expect(placeAction("F1-RED-1", 3)).not.toBe(placeAction("F1-RED-2", 3));
    expect(returnAction("F2-BLU-4")).toEqual({ type: "returnCard", card: "F2-BLU-4" });
    expect(returnAction("F2-BLU-4")).toBe(returnAction("F2-BLU-4"));
    expect(acquireAction(4, "top", 2)).toEqual({ type: "acquire", column: 4, from: "top", count: 2 });
    expect(acquireAction(4, "top", 2)).toBe(acquireAction(4, "top", 2));
    expect(acquireAction(4, "bottom", 2)).not.toBe(acquireAction(4, "top", 2));
    expect(END_BUILD).toEqual({ type: "endBuild" });
    // shared, so frozen: nobody can change them for the others
    for (const action of [placeAction("F1-RED-1", 3), returnAction("F2-BLU-4"), acquireAction(0, "bottom", 1), END_BUILD]) {
      expect(Object.isFrozen(action)).toBe(true);
    }
    expect(cachedArrangeActions(startingArea(), rules).every((a) => Object.isFrozen(a) && Object.isFrozen(a.scaffolds))).toBe(true);
  });

  it("acquireActions lists acquireOptions, in order, for every occupancy of the supply", () => {
    const rnd = random(3);
    const ids = ["F1-RED-1", "F2-RED-1", "F3-RED-1"];
    for (const width of [1, 3, 4, 5, 9]) {
      for (let i = 0; i < 200; i++) {
        const rows: SupplyRows = ids.map((id) => Array.from({ length: width }, () => (rnd(3) === 0 ? null : id)));
        for (const gapColumnJoin of [true, false]) {
          const expected = acquireOptions(rows, { gapColumnJoin }).map((o) => ({ type: "acquire", ...o }));
          const first = acquireActions(rows, { gapColumnJoin });
          expect(first).toEqual(expected);
          const second = acquireActions(rows, { gapColumnJoin });
          expect(second).toEqual(expected);
          expect(second).not.toBe(first); // a fresh list each time
        }
      }
    }
  });
});
