import { describe, expect, it } from "vitest";
import { deepFreeze } from "@laguna/testing";
import { breaksARule, brokenRules } from "../../packages/walking-in-burano/src/breakable";
import { floorCard } from "../../packages/walking-in-burano/src/data";
import type { Area } from "../../packages/walking-in-burano/src/area";
import { areaOf } from "./fixtures";

describe("rule A: single-colour house (R10)", () => {
  it("is broken by a card whose colour is not in a house that holds cards", () => {
    const area = areaOf({ "0,1": "F1-BLU-2" });
    expect(brokenRules(area, floorCard("F2-YEL-4"), 0, "house")).toEqual({ a: true, b: false });
  });

  it("is kept by a card matching any colour of a mixed house", () => {
    const area = areaOf({ "0,1": "F1-BLU-2", "0,2": "F2-YEL-4" });
    expect(brokenRules(area, floorCard("F3-BLU-4"), 0, "house").a).toBe(false);
    expect(brokenRules(area, floorCard("F3-YEL-1"), 0, "house").a).toBe(false);
    expect(brokenRules(area, floorCard("F3-RED-1"), 0, "house").a).toBe(true);
  });

  it("is never broken in an empty or scaffold-only house, nor in a new column", () => {
    const area = areaOf({ "0,1": "F1-RED-3" }, [{ x: 1, y: 1 }, { x: 1, y: 2 }]);
    expect(brokenRules(area, floorCard("F3-BLU-1"), 1, "house").a).toBe(false);
    expect(brokenRules(area, floorCard("F1-BLU-3"), -1, "house").a).toBe(false);
    expect(brokenRules(area, floorCard("F1-BLU-3"), 2, "house").a).toBe(false);
  });
});

describe("rule B: neighbouring houses differ (R11)", () => {
  const area = areaOf({ "0,1": "F1-YEL-3", "0,2": "F2-RED-1", "2,1": "F1-GRN-3" }, [{ x: 1, y: 1 }, null]);

  it("'house': broken when a neighbouring house holds the colour anywhere", () => {
    expect(brokenRules(area, floorCard("F2-YEL-2"), 1, "house")).toEqual({ a: false, b: true });
    expect(brokenRules(area, floorCard("F2-RED-4"), 1, "house")).toEqual({ a: false, b: true });
    expect(brokenRules(area, floorCard("F2-GRN-2"), 1, "house")).toEqual({ a: false, b: true });
    expect(brokenRules(area, floorCard("F2-BLU-1"), 1, "house")).toEqual({ a: false, b: false });
  });

  it("'sameLevel': only the cards directly left and right on the same floor", () => {
    expect(brokenRules(area, floorCard("F2-YEL-2"), 1, "sameLevel").b).toBe(false);
    expect(brokenRules(area, floorCard("F2-RED-4"), 1, "sameLevel").b).toBe(true);
    expect(brokenRules(area, floorCard("F2-GRN-2"), 1, "sameLevel").b).toBe(false);
    expect(brokenRules(area, floorCard("F1-GRN-1"), 3, "sameLevel").b).toBe(true);
  });

  it("houses further away do not count (FAQ: Red-Blue-Red-Blue-Red)", () => {
    const rbr = areaOf({ "0,1": "F1-RED-1", "1,1": "F1-BLU-1", "2,1": "F1-RED-2", "3,1": "F1-BLU-2" });
    expect(brokenRules(rbr, floorCard("F1-RED-3"), 4, "house")).toEqual({ a: false, b: false });
    expect(brokenRules(rbr, floorCard("F1-BLU-3"), 4, "house")).toEqual({ a: false, b: true });
  });

  it("looks at column 0 when opening a column at x = -1, and scaffolds have no colour", () => {
    expect(brokenRules(area, floorCard("F1-YEL-1"), -1, "house").b).toBe(true);
    const withScaffold = areaOf({ "1,1": "F1-BLU-3" }, [{ x: 0, y: 1 }, { x: 0, y: 2 }]);
    expect(brokenRules(withScaffold, floorCard("F1-BLU-1"), -1, "house").b).toBe(false);
  });
});

describe("SC-05 Johnson breaks two rules with one card", () => {
  const area = deepFreeze<Area>({
    columns: [
      { floors: ["F1-YEL-2", "F2-YEL-3", "F3-YEL-1"], character: "T-GIRL-1", shortage: false },
      { floors: ["F1-BLU-2", null, null], character: null, shortage: false },
    ],
    scaffolds: [null, null],
  });

  it("a yellow 2nd floor on the blue 1st floor breaks A and B, which costs exactly one token", () => {
    expect(brokenRules(area, floorCard("F2-YEL-4"), 1, "house")).toEqual({ a: true, b: true });
    expect(breaksARule(area, floorCard("F2-YEL-4"), 1, "house")).toBe(true);
    // the same card under the same-floor reading still breaks both (F2-YEL-3 is at (0,2))
    expect(brokenRules(area, floorCard("F2-YEL-4"), 1, "sameLevel")).toEqual({ a: true, b: true });
  });

  it("the blue 3rd floor then breaks nothing", () => {
    const after = deepFreeze<Area>({
      ...area,
      columns: [area.columns[0]!, { floors: ["F1-BLU-2", "F2-YEL-4", null], character: null, shortage: false }],
    });
    expect(brokenRules(after, floorCard("F3-BLU-4"), 1, "house")).toEqual({ a: false, b: false });
    expect(breaksARule(after, floorCard("F3-BLU-4"), 1, "house")).toBe(false);
  });
});

describe("SC-19 rule B scope", () => {
  const area = areaOf({ "0,1": "F1-YEL-3" }, [{ x: 1, y: 1 }, { x: 1, y: 2 }]);

  it("'house': F3-YEL-1 at (1,3) breaks B (house 0 holds yellow): one token", () => {
    expect(brokenRules(area, floorCard("F3-YEL-1"), 1, "house")).toEqual({ a: false, b: true });
  });

  it("'sameLevel': no break, (0,3) is empty", () => {
    expect(brokenRules(area, floorCard("F3-YEL-1"), 1, "sameLevel")).toEqual({ a: false, b: false });
    expect(breaksARule(area, floorCard("F3-YEL-1"), 1, "sameLevel")).toBe(false);
  });
});
