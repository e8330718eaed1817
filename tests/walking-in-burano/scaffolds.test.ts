import { describe, expect, it } from "vitest";
import { deepFreeze } from "@laguna/testing";
import {
  cellAt,
  compareScaffoldPlaces,
  normalizeArea,
  placeFloorCard,
  startingArea,
  type Area,
  type Position,
} from "../../packages/walking-in-burano/src/area";
import { defaultConfig, type AreaRules } from "../../packages/walking-in-burano/src/config";
import { FLOOR_CARDS, floorCard } from "../../packages/walking-in-burano/src/data";
import { isAreaValid, placementColumns } from "../../packages/walking-in-burano/src/golden-rules";
import { brokenRules } from "../../packages/walking-in-burano/src/breakable";
import {
  arrangeScaffolds,
  moveScaffold,
  scaffoldArrangements,
  scaffoldMoveIsLegal,
  type ScaffoldArrangement,
} from "../../packages/walking-in-burano/src/scaffolds";
import { areaOf } from "./fixtures";

const rules: AreaRules = defaultConfig(3);
const placementOnly: AreaRules = { ...rules, connectivity: "placementOnly" };
const onlyWhenNoSpace: AreaRules = { ...rules, scaffoldAside: "onlyWhenNoSpace" };
const spanIgnoresScaffolds: AreaRules = { ...rules, spanCountsScaffolds: false };
const ALL_RULES: readonly AreaRules[] = (["global", "placementOnly"] as const).flatMap((connectivity) =>
  (["anyTime", "onlyWhenNoSpace"] as const).flatMap((scaffoldAside) =>
    [true, false].map((spanCountsScaffolds) => ({ ...rules, connectivity, scaffoldAside, spanCountsScaffolds })),
  ),
);

const at = (x: number, y: 1 | 2): Position => ({ x, y });
const has = (list: readonly ScaffoldArrangement[], wanted: ScaffoldArrangement): boolean =>
  list.some((a) => JSON.stringify(a) === JSON.stringify(wanted));
/** Every cell a scaffold could be asked to go to in a frame of n columns, and aside. */
const destinations = (area: Area): (Position | null)[] => {
  const out: (Position | null)[] = [null];
  for (let x = -3; x <= area.columns.length + 2; x++) out.push(at(x, 1), at(x, 2));
  return out;
};

describe("scaffoldMoveIsLegal and moveScaffold", () => {
  it("moves a scaffold to an empty cell of row 1 or 2, or aside, when G1–G4 hold after", () => {
    const area = deepFreeze(startingArea());
    expect(scaffoldMoveIsLegal(area, at(0, 1), at(1, 2), rules)).toBe(true);
    expect(scaffoldMoveIsLegal(area, at(0, 1), at(2, 1), rules)).toBe(true);
    expect(scaffoldMoveIsLegal(area, at(0, 1), null, rules)).toBe(true);
    expect(moveScaffold(area, at(0, 1), at(1, 2))).toEqual({ columns: [area.columns[0]], scaffolds: [at(0, 1), at(0, 2)] });
    expect(moveScaffold(area, at(1, 1), null).scaffolds).toEqual([at(0, 1), null]);
  });

  it("refuses G1 (row 3, a cell holding something), G2, G3b and G4 breaches", () => {
    const area = areaOf({ "0,1": "F1-RED-3" }, [at(1, 1), null]);
    expect(scaffoldMoveIsLegal(area, at(1, 1), { x: 1, y: 3 } as unknown as Position, rules)).toBe(false);
    expect(scaffoldMoveIsLegal(area, null, at(0, 1), rules)).toBe(false); // a card is there
    expect(scaffoldMoveIsLegal(area, null, at(1, 1), rules)).toBe(false); // a scaffold is there
    expect(scaffoldMoveIsLegal(area, at(1, 1), at(1, 2), rules)).toBe(false); // G2 (a flip in place)
    expect(scaffoldMoveIsLegal(area, null, at(3, 1), rules)).toBe(false); // G3b
    expect(scaffoldMoveIsLegal(area, null, at(3, 1), placementOnly)).toBe(true);
    expect(scaffoldMoveIsLegal(area, null, at(5, 1), placementOnly)).toBe(false); // G4
    expect(scaffoldMoveIsLegal(area, null, at(4, 1), placementOnly)).toBe(true);
    expect(scaffoldMoveIsLegal(area, at(2, 1), at(3, 1), rules)).toBe(false); // no scaffold there
    expect(scaffoldMoveIsLegal(area, at(1, 1), at(1, 1), rules)).toBe(false); // not a move
  });
});

describe("SC-03 Maisherly's pink 3rd floor", () => {
  const area = areaOf({ "0,1": "F1-YEL-3", "0,2": "F2-YEL-3" }, [at(1, 1), at(2, 1)]);
  const pink = floorCard("F3-PNK-2");

  it("the card cannot go to (1,3) yet (G2: (1,2) is empty)", () => {
    expect(placementColumns(area, pink, rules)).not.toContain(1);
    expect(placementColumns(area, pink, rules)).toEqual([0]); // (0,3), which would break A
    expect(brokenRules(area, pink, 0, "house").a).toBe(true);
  });

  it("the card in row 1 or 2 breaks G1", () => {
    expect(isAreaValid({ ...area, columns: [{ floors: ["F1-YEL-3", "F2-YEL-3", null], character: null, shortage: false }, { floors: [null, "F3-PNK-2", null], character: null, shortage: false }] }, rules)).toBe(false);
  });

  it("SC-0-2 moves to (1,2), on SC-0-1; then the card goes to (1,3), breaking nothing", () => {
    expect(scaffoldMoveIsLegal(area, at(2, 1), at(1, 2), rules)).toBe(true);
    expect(has(scaffoldArrangements(area, rules), [at(1, 1), at(1, 2)])).toBe(true);
    const moved = deepFreeze(moveScaffold(area, at(2, 1), at(1, 2)));
    expect(moved.scaffolds).toEqual([at(1, 1), at(1, 2)]);
    expect(moved.columns).toHaveLength(2);
    expect(placementColumns(moved, pink, rules)).toContain(1);
    expect(brokenRules(moved, pink, 1, "house")).toEqual({ a: false, b: false });
    const built = deepFreeze(placeFloorCard(moved, "F3-PNK-2", 1));
    expect(isAreaValid(built, rules)).toBe(true);

    // now neither scaffold may move, under any reading
    for (const r of ALL_RULES) {
      for (const from of [at(1, 1), at(1, 2)]) {
        for (const to of destinations(built)) expect(scaffoldMoveIsLegal(built, from, to, r)).toBe(false);
      }
      expect(scaffoldArrangements(built, r)).toEqual([]);
    }
  });
});

describe("SC-04 Wei-Min's non-adjacent red 2nd floors", () => {
  const area = areaOf({ "0,1": "F1-RED-3" }, [at(0, 2), at(1, 1)]);

  it("plays out as in the rulebook, and the middle scaffold is then stuck", () => {
    const first = floorCard("F2-RED-1");
    expect(placementColumns(area, first, rules)).toEqual([0, 1]);
    expect(brokenRules(area, first, 0, "house")).toEqual({ a: false, b: false });
    const a1 = deepFreeze(placeFloorCard(area, "F2-RED-1", 0));
    expect(a1.scaffolds).toEqual([at(1, 1), null]); // SC-1-1 displaced aside

    expect(scaffoldMoveIsLegal(a1, null, at(2, 1), rules)).toBe(true);
    expect(has(scaffoldArrangements(a1, rules), [at(1, 1), at(2, 1)])).toBe(true);
    const a2 = deepFreeze(moveScaffold(a1, null, at(2, 1)));
    expect(a2.scaffolds).toEqual([at(1, 1), at(2, 1)]);

    const second = floorCard("F2-RED-4");
    expect(placementColumns(a2, second, rules)).toContain(2);
    expect(brokenRules(a2, second, 2, "house")).toEqual({ a: false, b: false }); // houses 1 and 3 hold no card
    const a3 = deepFreeze(placeFloorCard(a2, "F2-RED-4", 2));
    expect(a3.columns.map((c) => c.floors[1])).toEqual(["F2-RED-1", null, "F2-RED-4"]);

    for (const to of destinations(a3)) expect(scaffoldMoveIsLegal(a3, at(1, 1), to, rules)).toBe(false);
    expect(scaffoldMoveIsLegal(a3, at(1, 1), at(1, 2), rules)).toBe(false);
    expect(scaffoldArrangements(a3, rules)).toEqual([]);
  });

  it("connectivity 'placementOnly' frees the middle scaffold (R6)", () => {
    const a3 = areaOf({ "0,1": "F1-RED-3", "0,2": "F2-RED-1", "2,2": "F2-RED-4" }, [at(1, 1), at(2, 1)]);
    expect(scaffoldMoveIsLegal(a3, at(1, 1), null, placementOnly)).toBe(true);
    expect(scaffoldMoveIsLegal(a3, at(1, 1), at(3, 1), placementOnly)).toBe(true);
    const list = scaffoldArrangements(a3, placementOnly);
    expect(has(list, [at(2, 1), null])).toBe(true);
    expect(has(list, [at(-1, 1), at(2, 1)])).toBe(true);
    // the scaffold at (2,1) supports F2-RED-4 and never moves
    expect(list.every((a) => a.some((p) => p?.x === 2 && p.y === 1))).toBe(true);
  });
});

describe("SC-18 full first floor", () => {
  const area = areaOf(
    { "0,1": "F1-RED-3", "1,1": "F1-YEL-3", "2,1": "F1-PNK-3", "3,1": "F1-GRN-3", "4,1": "F1-BLU-3" },
    [null, null],
  );

  it("no 1st floor at x = -1 or x = 5 (G4)", () => {
    for (const card of FLOOR_CARDS.filter((c) => c.level === 1)) expect(placementColumns(area, card, rules)).toEqual([]);
  });

  it("no scaffold on a row-1 cell; (2,2) as /2 is fine", () => {
    for (let x = -2; x <= 6; x++) expect(scaffoldMoveIsLegal(area, null, at(x, 1), rules)).toBe(false);
    expect(scaffoldMoveIsLegal(area, null, at(2, 2), rules)).toBe(true);
    const list = scaffoldArrangements(area, rules);
    expect(has(list, [at(2, 2), null])).toBe(true);
    expect(list.flat().every((p) => p === null || (p.y === 2 && p.x >= 0 && p.x <= 4))).toBe(true);
    // 5 single cells + 10 pairs of row-2 cells
    expect(list).toHaveLength(15);
  });

  it("spanCountsScaffolds: false lets a scaffold stand beside the five houses (R8)", () => {
    expect(scaffoldMoveIsLegal(area, null, at(-1, 1), spanIgnoresScaffolds)).toBe(true);
    expect(scaffoldMoveIsLegal(area, null, at(5, 1), spanIgnoresScaffolds)).toBe(true);
    expect(scaffoldMoveIsLegal(area, null, at(6, 1), spanIgnoresScaffolds)).toBe(false);
    expect(has(scaffoldArrangements(area, spanIgnoresScaffolds), [at(-1, 1), at(5, 1)])).toBe(true);
    expect(has(scaffoldArrangements(area, spanIgnoresScaffolds), [at(-1, 1), at(-1, 2)])).toBe(true);
  });
});

describe("scaffoldAside (R7)", () => {
  it("'anyTime' lets a scaffold go aside when it could stay; 'onlyWhenNoSpace' does not", () => {
    const area = areaOf({ "0,1": "F1-RED-3" }, [at(1, 1), null]);
    expect(scaffoldMoveIsLegal(area, at(1, 1), null, rules)).toBe(true);
    expect(scaffoldMoveIsLegal(area, at(1, 1), null, onlyWhenNoSpace)).toBe(false);
    expect(has(scaffoldArrangements(area, rules), [null, null])).toBe(true);
    expect(scaffoldArrangements(area, onlyWhenNoSpace).some((a) => a.every((p) => p === null))).toBe(false);
    expect(scaffoldArrangements(area, onlyWhenNoSpace).length).toBeGreaterThan(0);
  });

  it("'onlyWhenNoSpace' allows aside when the scaffold has no other legal cell", () => {
    const area = areaOf(
      {
        "0,1": "F1-RED-3", "1,1": "F1-YEL-3", "2,1": "F1-PNK-3", "3,1": "F1-GRN-3", "4,1": "F1-BLU-3",
        "0,2": "F2-RED-1", "1,2": "F2-YEL-2", "3,2": "F2-GRN-2", "4,2": "F2-BLU-1",
      },
      [at(2, 2), null],
    );
    expect(scaffoldMoveIsLegal(area, at(2, 2), null, onlyWhenNoSpace)).toBe(true);
    expect(scaffoldArrangements(area, onlyWhenNoSpace)).toEqual([[null, null]]);
    // with a card on top it supports, it may not go aside at all
    const topped = deepFreeze(placeFloorCard(area, "F3-PNK-1", 2));
    expect(scaffoldMoveIsLegal(topped, at(2, 2), null, onlyWhenNoSpace)).toBe(false);
    expect(scaffoldArrangements(topped, onlyWhenNoSpace)).toEqual([]);
  });
});

describe("scaffoldArrangements", () => {
  it("from the starting area: up to translation, a stack, one aside, both aside", () => {
    const list = scaffoldArrangements(deepFreeze(startingArea()), rules);
    expect(list).toEqual([[at(0, 1), at(0, 2)], [at(0, 1), null], [null, null]]);
  });

  it("from the starting area with placementOnly: also gaps of up to 3 columns", () => {
    const list = scaffoldArrangements(deepFreeze(startingArea()), placementOnly);
    expect(list).toEqual([[at(0, 1), at(0, 2)], [at(0, 1), at(2, 1)], [at(0, 1), at(3, 1)], [at(0, 1), at(4, 1)], [at(0, 1), null], [null, null]]);
  });

  it("from an empty area", () => {
    const empty = deepFreeze<Area>({ columns: [], scaffolds: [null, null] });
    expect(scaffoldArrangements(empty, rules)).toEqual([[at(0, 1), at(0, 2)], [at(0, 1), at(1, 1)], [at(0, 1), null]]);
  });

  it("lists places in the current frame, in canonical sorted order, without the current one", () => {
    const area = areaOf({ "0,1": "F1-RED-3", "1,1": "F1-BLU-3" }, [at(0, 2), null]);
    const list = scaffoldArrangements(area, rules);
    expect(has(list, [at(-1, 1), at(-1, 2)])).toBe(true);
    expect(has(list, [at(2, 1), at(3, 1)])).toBe(true);
    expect(has(list, [at(0, 2), null])).toBe(false);
    const sorted = [...list].sort((p, q) => compareScaffoldPlaces(p[0] ?? null, q[0] ?? null) || compareScaffoldPlaces(p[1] ?? null, q[1] ?? null));
    expect(list).toEqual(sorted);
    for (const a of list) expect([...a].sort(compareScaffoldPlaces)).toEqual(a);
    expect(new Set(list.map((a) => JSON.stringify(a))).size).toBe(list.length);
  });

  it("reaches arrangements that need several moves, through legal areas only", () => {
    // a scaffold cannot jump from (1,2) to (3,1) in one move ((1,2) loses nothing, but (3,1) is
    // detached until (2,1) is filled), yet two moves get there
    const area = areaOf({ "0,1": "F1-RED-3", "1,1": "F1-BLU-3" }, [at(1, 2), at(0, 2)]);
    expect(scaffoldMoveIsLegal(area, at(1, 2), at(3, 1), rules)).toBe(false);
    expect(has(scaffoldArrangements(area, rules), [at(2, 1), at(3, 1)])).toBe(true);
  });

  it("is empty for an area with no valid arrangement or a malformed one", () => {
    const six = areaOf({ "0,1": "F1-RED-3", "1,1": "F1-YEL-3", "2,1": "F1-PNK-3", "3,1": "F1-GRN-3", "4,1": "F1-BLU-3", "5,1": "F1-PUR-1" });
    expect(scaffoldArrangements(six, rules)).toEqual([]);
    expect(scaffoldArrangements({ columns: [], scaffolds: [null] }, rules)).toEqual([]);
  });

  it("arrangeScaffolds applies an arrangement and normalises", () => {
    const area = areaOf({ "0,1": "F1-RED-3" }, [at(1, 1), null]);
    const next = arrangeScaffolds(area, [at(-1, 1), at(-1, 2)]);
    expect(next.scaffolds).toEqual([at(0, 1), at(0, 2)]);
    expect(cellAt(next, 1, 1)).toEqual({ kind: "card", id: "F1-RED-3" });
    expect(next.columns).toHaveLength(2);
    expect(arrangeScaffolds(area, [null, at(0, 2)]).scaffolds).toEqual([at(0, 2), null]);
  });
});

// ---------------------------------------------------------------------------------------------
// A slow reference: breadth-first search over areas with isAreaValid, one move at a time.

function referenceAreas(area: Area, r: AreaRules): Set<string> {
  const n = area.columns.length;
  const cells: Position[] = [];
  for (let x = -6; x <= n + 6; x++) cells.push(at(x, 1), at(x, 2));
  const keyOf = (s: readonly (Position | null)[]) => JSON.stringify([...s].sort(compareScaffoldPlaces));
  const valid = (s: readonly (Position | null)[]) => isAreaValid({ columns: area.columns, scaffolds: s }, r);
  const start = area.scaffolds;
  const seen = new Map<string, readonly (Position | null)[]>([[keyOf(start), start]]);
  const queue = [start];
  while (queue.length > 0) {
    const s = queue.shift()!;
    for (let i = 0; i < s.length; i++) {
      const from = s[i] ?? null;
      const replaced = (to: Position | null) => s.map((p, j) => (j === i ? to : p));
      const free = (c: Position) =>
        cellAt(area, c.x, c.y).kind !== "card" && !s.some((p) => p !== null && p.x === c.x && p.y === c.y);
      const legalCells = cells.filter((c) => free(c) && valid(replaced(c)));
      const targets: (readonly (Position | null)[])[] = legalCells.map(replaced);
      if (from !== null && (r.scaffoldAside === "anyTime" || legalCells.length === 0) && valid(replaced(null))) targets.push(replaced(null));
      for (const t of targets) {
        const k = keyOf(t);
        if (!seen.has(k)) {
          seen.set(k, t);
          queue.push(t);
        }
      }
    }
  }
  const norm = (s: readonly (Position | null)[]) => JSON.stringify(normalizeArea({ columns: area.columns, scaffolds: s }));
  const current = norm(start);
  return new Set([...seen.values()].map(norm).filter((k) => k !== current));
}

/** mulberry32 */
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

describe("scaffoldArrangements agrees with a step-by-step reference search", () => {
  for (const r of ALL_RULES) {
    const name = `${r.connectivity}, ${r.scaffoldAside}, spanCountsScaffolds ${r.spanCountsScaffolds}`;
    it(name, () => {
      const rnd = random(7 + ALL_RULES.indexOf(r));
      let checked = 0;
      for (let game = 0; game < 6; game++) {
        let area = deepFreeze(startingArea());
        const used = new Set<string>();
        for (let step = 0; step < 30; step++) {
          const list = scaffoldArrangements(area, r);
          const got = list.map((a) => JSON.stringify(arrangeScaffolds(area, a)));
          expect(new Set(got).size).toBe(got.length);
          expect(new Set(got)).toEqual(referenceAreas(area, r));
          for (const a of list) expect(isAreaValid(arrangeScaffolds(area, a), r)).toBe(true);
          checked++;
          if (rnd(3) === 0 && list.length > 0) {
            area = deepFreeze(arrangeScaffolds(area, list[rnd(list.length)]!));
          } else {
            const card = FLOOR_CARDS[rnd(FLOOR_CARDS.length)]!;
            const columns = used.has(card.id) ? [] : placementColumns(area, card, r);
            if (columns.length > 0) {
              area = deepFreeze(placeFloorCard(area, card.id, columns[rnd(columns.length)]!));
              used.add(card.id);
              expect(isAreaValid(area, r)).toBe(true);
            }
          }
        }
      }
      expect(checked).toBe(180);
    });
  }
});
