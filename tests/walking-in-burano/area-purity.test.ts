import { describe, expect, it } from "vitest";
import { deepFreeze } from "@laguna/testing";
import {
  attachCharacter,
  cellAt,
  completeHouses,
  normalizeArea,
  placeFloorCard,
  placedFloorCards,
  type Area,
} from "../../packages/walking-in-burano/src/area";
import { breaksARule, brokenRules } from "../../packages/walking-in-burano/src/breakable";
import { defaultConfig } from "../../packages/walking-in-burano/src/config";
import { floorCard } from "../../packages/walking-in-burano/src/data";
import { isAreaValid, placementColumns } from "../../packages/walking-in-burano/src/golden-rules";
import {
  arrangeScaffolds,
  moveScaffold,
  scaffoldArrangements,
  scaffoldMoveIsLegal,
} from "../../packages/walking-in-burano/src/scaffolds";

describe("no house-area function mutates its input", () => {
  it("reads and builds from deep-frozen areas, which stay as they were", () => {
    const original: Area = {
      columns: [
        { floors: ["F1-RED-3", "F2-RED-1", "F3-RED-1"], character: null, shortage: false },
        { floors: ["F1-BLU-3", null, null], character: null, shortage: false },
      ],
      scaffolds: [{ x: 2, y: 1 }, { x: 1, y: 2 }],
    };
    const copy = structuredClone(original);
    const area = deepFreeze(original);
    const rules = deepFreeze({ ...defaultConfig(2), scaffoldAside: "onlyWhenNoSpace" as const });
    const card = deepFreeze(floorCard("F1-YEL-3"));
    const arrangement = deepFreeze([{ x: -1, y: 1 as const }, null]);

    normalizeArea(area);
    cellAt(area, 0, 1);
    completeHouses(area);
    placedFloorCards(area);
    placeFloorCard(area, "F1-YEL-3", -1);
    placeFloorCard(area, "F2-BLU-1", 1);
    attachCharacter(area, 0, "T-WOMAN-1");
    attachCharacter(area, 0, null);
    isAreaValid(area, rules);
    placementColumns(area, card, rules);
    brokenRules(area, card, 2, "house");
    breaksARule(area, card, 2, "sameLevel");
    const list = scaffoldArrangements(area, rules);
    for (const a of list) arrangeScaffolds(area, deepFreeze(a));
    arrangeScaffolds(area, arrangement);
    scaffoldMoveIsLegal(area, { x: 2, y: 1 }, null, rules);
    moveScaffold(area, { x: 2, y: 1 }, { x: 3, y: 1 });

    expect(area).toEqual(copy);
    expect(list.length).toBeGreaterThan(0);
  });

  it("returns new scaffold lists, never the input's, and fresh arrangements on each call", () => {
    const area = deepFreeze<Area>({ columns: [], scaffolds: [{ x: 0, y: 1 }, { x: 1, y: 1 }] });
    const first = scaffoldArrangements(area, defaultConfig(2));
    const second = scaffoldArrangements(area, defaultConfig(2));
    expect(first).toEqual(second);
    expect(first).not.toBe(second);
    expect(normalizeArea(area).scaffolds).not.toBe(area.scaffolds);
  });
});
