import { describe, expect, it } from "vitest";
import { deepFreeze } from "@laguna/testing";
import {
  AreaC,
  attachCharacter,
  cellAt,
  compareScaffoldPlaces,
  completeHouses,
  houseName,
  normalizeArea,
  placeFloorCard,
  placedFloorCards,
  startingArea,
  type Area,
  type Position,
} from "../../packages/walking-in-burano/src/area";
import { describeAction } from "../../packages/walking-in-burano/src/actions";
import { rawArea } from "./fixtures";

const empty = { floors: [null, null, null], character: null, shortage: false } as const;

describe("startingArea", () => {
  it("has two empty columns and both scaffolds on their 1st-floor side at (0,1) and (1,1) (R27)", () => {
    const area = startingArea();
    expect(AreaC.is(area)).toBe(true);
    expect(area).toEqual({ columns: [empty, empty], scaffolds: [{ x: 0, y: 1 }, { x: 1, y: 1 }] });
    expect(completeHouses(area)).toEqual([]);
    expect(placedFloorCards(area)).toEqual([]);
  });

  it("returns a fresh value each time", () => {
    expect(startingArea()).not.toBe(startingArea());
  });
});

describe("normalizeArea", () => {
  it("shifts so that the leftmost occupied column is 0 and drops empty edge columns", () => {
    const area = deepFreeze<Area>({
      columns: [empty, empty, { floors: ["F1-RED-1", null, null], character: null, shortage: false }, empty],
      scaffolds: [{ x: 3, y: 1 }, { x: 1, y: 1 }],
    });
    expect(normalizeArea(area)).toEqual({
      columns: [empty, { floors: ["F1-RED-1", null, null], character: null, shortage: false }, empty],
      scaffolds: [{ x: 0, y: 1 }, { x: 2, y: 1 }],
    });
  });

  it("opens columns for scaffolds outside the array and sorts them (cells by x then y, aside last)", () => {
    const area = deepFreeze<Area>({
      columns: [{ floors: ["F1-RED-1", null, null], character: null, shortage: false }],
      scaffolds: [null, { x: -1, y: 1 }],
    });
    const n = normalizeArea(area);
    expect(n.scaffolds).toEqual([{ x: 0, y: 1 }, null]);
    expect(n.columns).toHaveLength(2);
    expect(n.columns[1]?.floors).toEqual(["F1-RED-1", null, null]);
    expect(normalizeArea({ columns: [], scaffolds: [{ x: 2, y: 2 }, { x: 2, y: 1 }] }).scaffolds).toEqual([
      { x: 0, y: 1 },
      { x: 0, y: 2 },
    ]);
  });

  it("gives an area with nothing in it no columns", () => {
    expect(normalizeArea({ columns: [empty, empty], scaffolds: [null, null] })).toEqual({ columns: [], scaffolds: [null, null] });
  });

  it("is idempotent and leaves a normalised area equal", () => {
    const area = deepFreeze(startingArea());
    expect(normalizeArea(area)).toEqual(area);
    expect(normalizeArea(normalizeArea(area))).toEqual(area);
  });

  it("keeps interior empty columns and characters on their columns", () => {
    const area = deepFreeze<Area>({
      columns: [
        empty,
        { floors: ["F1-RED-1", "F2-RED-1", "F3-RED-1"], character: "T-WOMAN-1", shortage: false },
        empty,
        { floors: ["F1-BLU-1", null, null], character: null, shortage: false },
      ],
      scaffolds: [null, null],
    });
    const n = normalizeArea(area);
    expect(n.columns.map((c) => c.character)).toEqual(["T-WOMAN-1", null, null]);
    expect(n.columns[1]).toEqual(empty);
  });
});

describe("compareScaffoldPlaces", () => {
  it("orders by x, then y, with aside last", () => {
    const places: (Position | null)[] = [null, { x: 1, y: 1 }, { x: 0, y: 2 }, { x: 0, y: 1 }];
    expect([...places].sort(compareScaffoldPlaces)).toEqual([{ x: 0, y: 1 }, { x: 0, y: 2 }, { x: 1, y: 1 }, null]);
  });
});

describe("cellAt", () => {
  const area = deepFreeze(rawArea({ "0,1": "F1-YEL-3", "0,2": "F2-YEL-3" }, [{ x: 1, y: 1 }, null]));
  it("reads cards, scaffolds and empty cells, with anything outside the columns empty", () => {
    expect(cellAt(area, 0, 1)).toEqual({ kind: "card", id: "F1-YEL-3" });
    expect(cellAt(area, 0, 2)).toEqual({ kind: "card", id: "F2-YEL-3" });
    expect(cellAt(area, 1, 1)).toEqual({ kind: "scaffold" });
    expect(cellAt(area, 0, 3)).toEqual({ kind: "empty" });
    expect(cellAt(area, 1, 2)).toEqual({ kind: "empty" });
    expect(cellAt(area, -1, 1)).toEqual({ kind: "empty" });
    expect(cellAt(area, 7, 1)).toEqual({ kind: "empty" });
    expect(cellAt(area, 0, 4)).toEqual({ kind: "empty" });
  });

  it("sees a scaffold outside the columns array", () => {
    expect(cellAt({ columns: [], scaffolds: [{ x: 3, y: 2 }, null] }, 3, 2)).toEqual({ kind: "scaffold" });
  });
});

describe("completeHouses and placedFloorCards", () => {
  it("counts only columns with three floor cards (a scaffold never completes a house)", () => {
    const area = deepFreeze(
      rawArea(
        {
          "0,1": "F1-YEL-2", "0,2": "F2-YEL-3", "0,3": "F3-YEL-1",
          "1,2": "F2-PNK-1", "1,3": "F3-PNK-2",
          "2,1": "F1-BLU-2", "2,2": "F2-BLU-1", "2,3": "F3-BLU-1",
        },
        [{ x: 1, y: 1 }, null],
      ),
    );
    expect(completeHouses(area)).toEqual([0, 2]);
    expect(placedFloorCards(area)).toEqual([
      { id: "F1-YEL-2", x: 0, y: 1 },
      { id: "F2-YEL-3", x: 0, y: 2 },
      { id: "F3-YEL-1", x: 0, y: 3 },
      { id: "F2-PNK-1", x: 1, y: 2 },
      { id: "F3-PNK-2", x: 1, y: 3 },
      { id: "F1-BLU-2", x: 2, y: 1 },
      { id: "F2-BLU-1", x: 2, y: 2 },
      { id: "F3-BLU-1", x: 2, y: 3 },
    ]);
  });
});

describe("placeFloorCard", () => {
  it("puts the card on the floor of its level", () => {
    const area = deepFreeze(rawArea({ "0,1": "F1-RED-3" }, [{ x: 1, y: 1 }, null]));
    const next = placeFloorCard(area, "F2-RED-1", 0);
    expect(cellAt(next, 0, 2)).toEqual({ kind: "card", id: "F2-RED-1" });
    expect(next.scaffolds).toEqual([{ x: 1, y: 1 }, null]);
  });

  it("displaces a scaffold on that cell aside (R9)", () => {
    const area = deepFreeze(normalizeArea(rawArea({ "0,1": "F1-RED-3" }, [{ x: 0, y: 2 }, { x: 1, y: 1 }])));
    const next = placeFloorCard(area, "F2-RED-1", 0);
    expect(next.scaffolds).toEqual([{ x: 1, y: 1 }, null]);
    expect(cellAt(next, 0, 2)).toEqual({ kind: "card", id: "F2-RED-1" });
  });

  it("opens a new column on the right at x = columns.length", () => {
    const area = deepFreeze(startingArea());
    const next = placeFloorCard(area, "F1-BLU-1", 2);
    expect(next.columns).toHaveLength(3);
    expect(cellAt(next, 2, 1)).toEqual({ kind: "card", id: "F1-BLU-1" });
    expect(next.scaffolds).toEqual([{ x: 0, y: 1 }, { x: 1, y: 1 }]);
  });

  it("placing at x = -1 shifts every column, scaffold and character one to the right", () => {
    const area = deepFreeze<Area>({
      columns: [
        { floors: ["F1-RED-3", "F2-RED-1", "F3-RED-1"], character: "T-WOMAN-1", shortage: false },
        { floors: ["F1-BLU-3", "F2-BLU-1", "F3-BLU-1"], character: null, shortage: true },
        empty,
      ],
      scaffolds: [{ x: 2, y: 1 }, null],
    });
    const next = placeFloorCard(area, "F1-YEL-3", -1);
    expect(next.columns.map((c) => c.floors[0])).toEqual(["F1-YEL-3", "F1-RED-3", "F1-BLU-3", null]);
    expect(next.columns.map((c) => c.character)).toEqual([null, "T-WOMAN-1", null, null]);
    expect(next.columns.map((c) => c.shortage)).toEqual([false, false, true, false]);
    expect(next.scaffolds).toEqual([{ x: 3, y: 1 }, null]);
    expect(completeHouses(next)).toEqual([1, 2]);
  });

  it("places the first card of an empty area in column 0", () => {
    const next = placeFloorCard(deepFreeze<Area>({ columns: [], scaffolds: [null, null] }), "F1-GRN-1", 0);
    expect(next).toEqual({ columns: [{ floors: ["F1-GRN-1", null, null], character: null, shortage: false }], scaffolds: [null, null] });
  });

  it("refuses programming errors: unknown id, a cell holding a card, a fractional column", () => {
    const area = deepFreeze(rawArea({ "0,1": "F1-RED-3" }, [null, null]));
    expect(() => placeFloorCard(area, "F9-XXX-1", 0)).toThrow(RangeError);
    expect(() => placeFloorCard(area, "F1-RED-1", 0)).toThrow(RangeError);
    expect(() => placeFloorCard(area, "F1-RED-1", 0.5)).toThrow(RangeError);
  });

  it("normalises: placing onto the only scaffold of an edge column keeps the frame", () => {
    const area = deepFreeze(normalizeArea(rawArea({ "1,1": "F1-RED-3" }, [{ x: 0, y: 1 }, null])));
    const next = placeFloorCard(area, "F1-BLU-3", 0);
    expect(next.columns.map((c) => c.floors[0])).toEqual(["F1-BLU-3", "F1-RED-3"]);
    expect(next.scaffolds).toEqual([null, null]);
  });
});

describe("attachCharacter", () => {
  const area = deepFreeze(
    rawArea({ "0,1": "F1-RED-3", "0,2": "F2-RED-1", "0,3": "F3-RED-1", "1,1": "F1-BLU-3", "1,2": "F2-BLU-1", "1,3": "F3-BLU-1" }, [null, null]),
  );

  it("attaches a character to a house", () => {
    const next = attachCharacter(area, 1, "I-POLICEMAN-1");
    expect(next.columns[1]).toEqual({ floors: ["F1-BLU-3", "F2-BLU-1", "F3-BLU-1"], character: "I-POLICEMAN-1", shortage: false });
    expect(next.columns[0]?.character).toBeNull();
  });

  it("records a shortage with null", () => {
    const next = attachCharacter(area, 0, null);
    expect(next.columns[0]?.character).toBeNull();
    expect(next.columns[0]?.shortage).toBe(true);
  });

  it("leaves the area as it is for a column outside it", () => {
    expect(attachCharacter(area, 5, "T-BOY-1")).toEqual(area);
  });
});

describe("houseName: houses in words, from 1 at the left as the supply columns are", () => {
  it("counts from 1, names new houses on either side", () => {
    expect(houseName(0)).toBe("house 1");
    expect(houseName(4)).toBe("house 5");
    expect(houseName(-1)).toBe("a new house on the left");
    expect(houseName(3, 3)).toBe("a new house on the right");
    expect(houseName(2, 3)).toBe("house 3");
  });

  it("is how actions describe houses, with the labels the rendering draws (L1, L2 for new houses on the left)", () => {
    expect(describeAction({ type: "place", card: "F1-RED-2", x: -1 })).toBe("place F1-RED-2 (1st floor) in new house L1");
    expect(describeAction({ type: "place", card: "F1-RED-2", x: -2 })).toBe("place F1-RED-2 (1st floor) in new house L2");
    expect(describeAction({ type: "place", card: "F2-GRN-4", x: 1 })).toBe("place F2-GRN-4 (2nd floor) in house 2");
    expect(describeAction({ type: "chooseCharacter", house: 0, character: "MAYOR" })).toBe(
      "welcome a mayor to house 1 (free; it scores 1 per pedestrian on all 1st floors of the area)",
    );
    expect(describeAction({ type: "chooseCharacter", house: 2, character: "BOY" })).toBe(
      "welcome a boy to house 3 (free; it scores 2 per cat, curtain, streetlight and chimney of its house, +2)",
    );
    expect(describeAction({ type: "arrangeScaffolds", scaffolds: [{ x: 0, y: 2 }, null] })).toBe("put a scaffold on the 2nd floor of house 1 (the other aside)");
    expect(describeAction({ type: "arrangeScaffolds", scaffolds: [{ x: 0, y: 1 }, { x: 0, y: 2 }] })).toBe("put the scaffolds on the 1st and 2nd floors of house 1");
    expect(describeAction({ type: "arrangeScaffolds", scaffolds: [{ x: -2, y: 1 }, { x: -1, y: 1 }] })).toBe(
      "put the scaffolds on the 1st floor of new house L2 and the 1st floor of new house L1",
    );
    expect(describeAction({ type: "arrangeScaffolds", scaffolds: [null, null] })).toBe("set both scaffolds aside");
  });
});
