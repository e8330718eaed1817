import { describe, expect, it } from "vitest";
import { deepFreeze } from "@laguna/testing";
import { placeFloorCard, startingArea, type Area } from "../../packages/walking-in-burano/src/area";
import { defaultConfig, type AreaRules } from "../../packages/walking-in-burano/src/config";
import { floorCard } from "../../packages/walking-in-burano/src/data";
import { isAreaValid, placementColumns } from "../../packages/walking-in-burano/src/golden-rules";
import { areaOf, rawArea } from "./fixtures";

const rules: AreaRules = defaultConfig(3);
const placementOnly: AreaRules = { ...rules, connectivity: "placementOnly" };
const spanIgnoresScaffolds: AreaRules = { ...rules, spanCountsScaffolds: false };

const firstFloors = (n: number): Record<string, string> => {
  const colours = ["RED", "YEL", "PNK", "GRN", "BLU", "PUR"];
  return Object.fromEntries(Array.from({ length: n }, (_, x) => [`${x},1`, `F1-${colours[x % 6]}-3`]));
};

describe("isAreaValid: G1 level", () => {
  it("accepts every card on the floor of its level", () => {
    expect(isAreaValid(areaOf({ "0,1": "F1-RED-3", "0,2": "F2-RED-1", "0,3": "F3-RED-1" }), rules)).toBe(true);
  });

  it("refuses a card on another floor", () => {
    expect(isAreaValid(rawArea({ "0,1": "F3-PNK-2" }), rules)).toBe(false);
    expect(isAreaValid(rawArea({ "0,1": "F1-YEL-3", "0,2": "F3-PNK-2" }), rules)).toBe(false);
    expect(isAreaValid(rawArea({ "0,1": "F1-YEL-3", "0,2": "F2-YEL-3", "0,3": "F2-RED-1" }), rules)).toBe(false);
  });

  it("refuses a 4th floor, an unknown card, and two things in one cell", () => {
    expect(isAreaValid({ columns: [{ floors: ["F1-RED-3", null, null, null], character: null, shortage: false }], scaffolds: [null, null] }, rules)).toBe(true);
    expect(isAreaValid({ columns: [{ floors: ["F1-RED-3", null, null, "F3-RED-1"], character: null, shortage: false }], scaffolds: [null, null] }, rules)).toBe(false);
    expect(isAreaValid(rawArea({ "0,1": "F1-XXX-9" }), rules)).toBe(false);
    expect(isAreaValid(rawArea({ "0,1": "F1-RED-3" }, [{ x: 0, y: 1 }, null]), rules)).toBe(false);
    expect(isAreaValid(rawArea({}, [{ x: 0, y: 1 }, { x: 0, y: 1 }]), rules)).toBe(false);
  });
});

describe("isAreaValid: G2 support", () => {
  it("accepts floors and scaffolds standing on something", () => {
    expect(isAreaValid(areaOf({ "0,1": "F1-RED-3" }, [{ x: 0, y: 2 }, null]), rules)).toBe(true);
    expect(isAreaValid(areaOf({ "0,3": "F3-PNK-2" }, [{ x: 0, y: 1 }, { x: 0, y: 2 }]), rules)).toBe(true);
  });

  it("refuses a 2nd floor without a 1st, and a 3rd floor without a 2nd", () => {
    expect(isAreaValid(areaOf({ "0,2": "F2-RED-1" }), rules)).toBe(false);
    expect(isAreaValid(areaOf({}, [{ x: 0, y: 2 }, null]), rules)).toBe(false);
    expect(isAreaValid(areaOf({ "0,1": "F1-RED-3", "0,3": "F3-RED-1" }), rules)).toBe(false);
    expect(isAreaValid(areaOf({ "0,3": "F3-RED-1" }, [{ x: 0, y: 2 }, null]), rules)).toBe(false);
  });
});

describe("isAreaValid: G3b connectivity (R6)", () => {
  const split = areaOf({ "0,1": "F1-RED-3", "2,1": "F1-BLU-3" });
  it("'global' refuses a split group and accepts a connected one", () => {
    expect(isAreaValid(split, rules)).toBe(false);
    expect(isAreaValid(areaOf({ "0,1": "F1-RED-3", "2,1": "F1-BLU-3" }, [{ x: 1, y: 1 }, null]), rules)).toBe(true);
    expect(isAreaValid(startingArea(), rules)).toBe(true);
  });

  it("'placementOnly' accepts a split group", () => {
    expect(isAreaValid(split, placementOnly)).toBe(true);
  });

  it("only row 1 can link columns: a link through row 2 alone is impossible under G2", () => {
    expect(isAreaValid(areaOf({ "0,1": "F1-RED-3", "0,2": "F2-RED-1", "2,1": "F1-BLU-3", "2,2": "F2-BLU-1" }, [{ x: 1, y: 2 }, null]), rules)).toBe(false);
  });
});

describe("isAreaValid: G4 five houses (R8)", () => {
  it("accepts a span of 5 and refuses a span of 6", () => {
    expect(isAreaValid(areaOf(firstFloors(5)), rules)).toBe(true);
    expect(isAreaValid(areaOf(firstFloors(6)), rules)).toBe(false);
    expect(isAreaValid(areaOf(firstFloors(6)), spanIgnoresScaffolds)).toBe(false);
  });

  it("counts scaffold columns by default, not with spanCountsScaffolds: false", () => {
    const sixWide = areaOf(firstFloors(5), [{ x: 5, y: 1 }, null]);
    expect(isAreaValid(sixWide, rules)).toBe(false);
    expect(isAreaValid(sixWide, spanIgnoresScaffolds)).toBe(true);
    const sevenWide = areaOf({ "1,1": "F1-RED-3", "2,1": "F1-YEL-3", "3,1": "F1-PNK-3", "4,1": "F1-GRN-3", "5,1": "F1-BLU-3" }, [{ x: 0, y: 1 }, { x: 6, y: 1 }]);
    expect(isAreaValid(sevenWide, spanIgnoresScaffolds)).toBe(true);
  });

  it("with spanCountsScaffolds: false, a scaffold must still be beside the floor-card columns", () => {
    // placementOnly, so that only G4 can refuse it
    const far = areaOf({ "0,1": "F1-RED-3" }, [{ x: 2, y: 1 }, null]);
    expect(isAreaValid(far, { ...spanIgnoresScaffolds, connectivity: "placementOnly" })).toBe(false);
    expect(isAreaValid(far, placementOnly)).toBe(true);
    // without floor cards the scaffolds themselves must span at most 5
    expect(isAreaValid(areaOf({}, [{ x: 0, y: 1 }, { x: 4, y: 1 }]), { ...spanIgnoresScaffolds, connectivity: "placementOnly" })).toBe(true);
    expect(isAreaValid(areaOf({}, [{ x: 0, y: 1 }, { x: 5, y: 1 }]), { ...spanIgnoresScaffolds, connectivity: "placementOnly" })).toBe(false);
  });

  it("does not depend on the frame", () => {
    const shifted: Area = { columns: [], scaffolds: [{ x: -3, y: 1 }, { x: -2, y: 1 }] };
    expect(isAreaValid(shifted, rules)).toBe(true);
    expect(isAreaValid({ columns: [], scaffolds: [{ x: -3, y: 1 }, { x: 40, y: 1 }] }, placementOnly)).toBe(false);
  });

  it("accepts an empty area", () => {
    expect(isAreaValid({ columns: [], scaffolds: [null, null] }, rules)).toBe(true);
  });
});

describe("placementColumns", () => {
  it("from the starting area: a 1st floor on a scaffold or beside one, a 2nd floor on a scaffold, no 3rd floor", () => {
    const area = deepFreeze(startingArea());
    expect(placementColumns(area, floorCard("F1-RED-3"), rules)).toEqual([-1, 0, 1, 2]);
    expect(placementColumns(area, floorCard("F2-RED-1"), rules)).toEqual([0, 1]);
    expect(placementColumns(area, floorCard("F3-RED-1"), rules)).toEqual([]);
  });

  it("G2: an upper floor needs the floors below; scaffolds count", () => {
    const area = areaOf({ "0,1": "F1-RED-3", "1,1": "F1-BLU-3" }, [{ x: 2, y: 1 }, { x: 2, y: 2 }]);
    expect(placementColumns(area, floorCard("F2-RED-1"), rules)).toEqual([0, 1, 2]);
    expect(placementColumns(area, floorCard("F3-RED-1"), rules)).toEqual([2]);
  });

  it("G1: a card never replaces a scaffold of another row", () => {
    const area = areaOf({ "0,1": "F1-RED-3" }, [{ x: 0, y: 2 }, null]);
    expect(placementColumns(area, floorCard("F2-RED-1"), rules)).toEqual([0]);
    expect(placementColumns(area, floorCard("F1-BLU-3"), rules)).toEqual([-1, 1]);
    expect(placementColumns(area, floorCard("F3-RED-2"), rules)).toEqual([0]);
  });

  it("G3a: the first card of an empty area goes to x = 0 only; later cards need an occupied neighbour", () => {
    const empty = deepFreeze<Area>({ columns: [], scaffolds: [null, null] });
    expect(placementColumns(empty, floorCard("F1-RED-3"), rules)).toEqual([0]);
    expect(placementColumns(empty, floorCard("F2-RED-1"), rules)).toEqual([]);
    const one = areaOf({ "0,1": "F1-RED-3" });
    expect(placementColumns(one, floorCard("F1-BLU-3"), rules)).toEqual([-1, 1]);
    // placementOnly still needs G3a: only neighbours of occupied cells
    expect(placementColumns(one, floorCard("F1-BLU-3"), placementOnly)).toEqual([-1, 1]);
  });

  it("G3a under placementOnly: any empty cell beside the split group; under global only the joining cell", () => {
    // split group (legal under placementOnly): a card may fill the gap or go beside either part
    const split = areaOf({ "0,1": "F1-RED-3", "2,1": "F1-BLU-3" });
    expect(placementColumns(split, floorCard("F1-YEL-3"), placementOnly)).toEqual([-1, 1, 3]);
    // under global the split area is already invalid, and only the card that joins it is allowed
    expect(placementColumns(split, floorCard("F1-YEL-3"), rules)).toEqual([1]);
  });

  it("G4: no 6th column", () => {
    const five = areaOf(firstFloors(5));
    expect(placementColumns(five, floorCard("F1-PUR-1"), rules)).toEqual([]);
    const four = areaOf(firstFloors(4), [{ x: 4, y: 1 }, null]);
    expect(placementColumns(four, floorCard("F1-PUR-1"), rules)).toEqual([4]);
  });

  it("G4 with spanCountsScaffolds: false: a card may not turn an outside scaffold column into a 6th house", () => {
    const area = areaOf(firstFloors(5), [{ x: 5, y: 1 }, null]);
    expect(placementColumns(area, floorCard("F1-PUR-1"), spanIgnoresScaffolds)).toEqual([]);
    expect(placementColumns(area, floorCard("F2-PUR-1"), spanIgnoresScaffolds)).toEqual([0, 1, 2, 3, 4]);
  });

  it("a malformed area allows nothing", () => {
    expect(placementColumns(rawArea({ "0,1": "F2-RED-1" }), floorCard("F1-RED-3"), rules)).toEqual([]);
  });

  it("every listed column gives a valid area", () => {
    const area = areaOf({ "0,1": "F1-RED-3", "0,2": "F2-RED-1", "1,1": "F1-BLU-3" }, [{ x: 2, y: 1 }, { x: 1, y: 2 }]);
    for (const id of ["F1-YEL-3", "F2-YEL-2", "F3-YEL-1"]) {
      const card = floorCard(id);
      const listed = placementColumns(area, card, rules);
      for (let x = -1; x <= area.columns.length; x++) {
        const cell = area.columns[x]?.floors[card.level - 1];
        if (cell !== null && cell !== undefined) continue;
        expect(listed.includes(x) ? isAreaValid(placeFloorCard(area, id, x), rules) : true).toBe(true);
      }
    }
  });
});
