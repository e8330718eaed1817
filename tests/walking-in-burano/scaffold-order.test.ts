// Issue 12, item 7: a scaffold arrangement is a set of cells. Through the engine, the two cells
// given in either order are the same action; `apply` given a non-canonical order directly refuses
// it with a message that says so (never "your scaffolds cannot get there").
import { act, createMatch, createMatchFromState, legalActions, matchLog, type Match } from "@laguna/core";
import {
  type BuranoAction,
  BuranoActionC,
  type BuranoConfig,
  type BuranoState,
  type BuranoView,
  defaultConfig,
  game,
} from "@laguna/walking-in-burano";
import { either } from "fp-ts";
import { describe, expect, it } from "vitest";
import { left, right } from "../support/either";

type BuranoMatch = Match<BuranoConfig, BuranoState, BuranoAction, BuranoView>;
type Arrange = Extract<BuranoAction, { type: "arrangeScaffolds" }>;

const config: BuranoConfig = { ...defaultConfig(2), startPlayer: 0 };

/** A fresh 2-player match, after seat 0 took one card: seat 0 is building, with the starting area. */
function building(): BuranoMatch {
  const match = right(createMatch(game, config, 11));
  const acquire = legalActions(match, 0).find((a) => a.type === "acquire");
  return right(act(match, 0, acquire));
}

/** The legal arrangements of seat 0 that put both scaffolds on cells. */
function twoCellArrangements(match: BuranoMatch): Arrange[] {
  return legalActions(match, 0).filter(
    (a): a is Arrange => a.type === "arrangeScaffolds" && a.scaffolds.every((p) => p !== null),
  );
}

const reversed = (a: Arrange): { type: "arrangeScaffolds"; scaffolds: unknown[] } => ({
  type: "arrangeScaffolds",
  scaffolds: [...a.scaffolds].reverse().map((p) => (p === null ? null : { ...p })),
});

describe("scaffold arrangements are sets of cells (issue 12, item 7)", () => {
  it("the starting build offers two-cell arrangements to test with", () => {
    expect(twoCellArrangements(building()).length).toBeGreaterThan(0);
  });

  it("through the engine, both orders of the two cells are the same action", () => {
    const match = building();
    for (const arrange of twoCellArrangements(match)) {
      const inOrder = right(act(match, 0, arrange));
      const otherOrder = right(act(match, 0, reversed(arrange)));
      expect(otherOrder.state).toEqual(inOrder.state);
      // The log holds the canonical action, so replays and saves do not depend on the order typed.
      expect(matchLog(otherOrder).at(-1)?.action).toEqual(arrange);
    }
  });

  it("through the engine, an order with the aside scaffold first is the same action too", () => {
    const match = building();
    const aside = legalActions(match, 0).find(
      (a): a is Arrange => a.type === "arrangeScaffolds" && a.scaffolds[1] === null && a.scaffolds[0] !== null,
    );
    expect(aside).toBeDefined();
    const next = right(act(match, 0, reversed(aside!)));
    expect(next.state).toEqual(right(act(match, 0, aside)).state);
  });

  it("through the engine, JSON input in either order is accepted", () => {
    const match = building();
    const [arrange] = twoCellArrangements(match);
    const json = JSON.parse(JSON.stringify(reversed(arrange!))) as unknown;
    expect(either.isRight(act(match, 0, json))).toBe(true);
  });

  it("through the engine, two scaffolds on one cell are refused as malformed input", () => {
    const match = building();
    const input = { type: "arrangeScaffolds", scaffolds: [{ x: 0, y: 2 }, { x: 0, y: 2 }] };
    const refused = left(act(match, 0, input));
    expect(refused.kind).toBe("invalid-input");
  });

  it("through the engine, an unknown field inside a scaffold place is refused as malformed input, in either order", () => {
    const match = building();
    const [arrange] = twoCellArrangements(match);
    for (const places of [arrange!.scaffolds, [...arrange!.scaffolds].reverse()]) {
      const input = { type: "arrangeScaffolds", scaffolds: places.map((p, i) => (i === 0 ? { ...p, side: 2 } : p)) };
      expect(left(act(match, 0, input)).kind).toBe("invalid-input");
    }
  });

  it("the action codec decodes to the canonical order: cells by house, then floor, aside last", () => {
    const decoded = BuranoActionC.decode({ type: "arrangeScaffolds", scaffolds: [null, { x: 1, y: 2 }] });
    expect(decoded).toEqual(either.right({ type: "arrangeScaffolds", scaffolds: [{ x: 1, y: 2 }, null] }));
    const swapped = BuranoActionC.decode({ type: "arrangeScaffolds", scaffolds: [{ x: 1, y: 1 }, { x: 0, y: 2 }] });
    expect(swapped).toEqual(either.right({ type: "arrangeScaffolds", scaffolds: [{ x: 0, y: 2 }, { x: 1, y: 1 }] }));
    const sameColumn = BuranoActionC.decode({ type: "arrangeScaffolds", scaffolds: [{ x: 1, y: 2 }, { x: 1, y: 1 }] });
    expect(sameColumn).toEqual(either.right({ type: "arrangeScaffolds", scaffolds: [{ x: 1, y: 1 }, { x: 1, y: 2 }] }));
    // The canonical order is what `is` means by an action; decoding keeps other fields as they are.
    expect(BuranoActionC.is({ type: "arrangeScaffolds", scaffolds: [{ x: 1, y: 1 }, { x: 0, y: 2 }] })).toBe(false);
    expect(BuranoActionC.is({ type: "arrangeScaffolds", scaffolds: [{ x: 0, y: 2 }, { x: 1, y: 1 }] })).toBe(true);
    const extra = BuranoActionC.decode({ type: "arrangeScaffolds", scaffolds: [null, { x: 1, y: 2 }], note: 1 });
    expect(either.isRight(extra) && "note" in extra.right).toBe(true);
  });

  it("the action codec refuses a scaffold on a non-integer column and two scaffolds on one cell", () => {
    expect(either.isLeft(BuranoActionC.decode({ type: "arrangeScaffolds", scaffolds: [{ x: 0.5, y: 1 }, null] }))).toBe(true);
    expect(either.isLeft(BuranoActionC.decode({ type: "arrangeScaffolds", scaffolds: [{ x: 1, y: 1 }, { x: 1, y: 1 }] }))).toBe(true);
    expect(BuranoActionC.is({ type: "arrangeScaffolds", scaffolds: [null, null] })).toBe(true);
  });

  it("every legal arrangement is listed in the canonical order, so it passes the codec unchanged", () => {
    const match = building();
    for (const a of legalActions(match, 0)) {
      if (a.type !== "arrangeScaffolds") continue;
      expect(BuranoActionC.is(a)).toBe(true);
      expect(BuranoActionC.decode(a)).toEqual(either.right(a));
    }
  });

  it("apply given the other order directly refuses it and says why, leaving the state untouched", () => {
    const match = building();
    const state = match.state;
    const before = JSON.stringify(state);
    for (const arrange of twoCellArrangements(match)) {
      const refusal = left(game.apply(state, 0, reversed(arrange) as Arrange));
      expect(refusal.rule).toBe("scaffold-order");
      expect(refusal.message).toMatch(/in order/);
      expect(refusal.message).not.toMatch(/cannot get there/);
    }
    expect(JSON.stringify(state)).toBe(before);
  });

  it("apply still refuses an arrangement the scaffolds cannot reach, in either order", () => {
    const state = building().state;
    // A 2nd-floor scaffold at x = 3, far from everything: not reachable in one legal sequence.
    const far: Arrange = { type: "arrangeScaffolds", scaffolds: [{ x: 0, y: 1 }, { x: 3, y: 2 }] };
    expect(left(game.apply(state, 0, far)).rule).toBe("scaffold-golden-rules");
    expect(left(game.apply(state, 0, reversed(far) as Arrange)).rule).toBe("scaffold-golden-rules");
  });

  it("apply refuses two scaffolds on one cell with its own message", () => {
    const state = building().state;
    const refusal = left(game.apply(state, 0, { type: "arrangeScaffolds", scaffolds: [{ x: 0, y: 1 }, { x: 0, y: 1 }] }));
    expect(refusal.rule).toBe("scaffold-one-cell");
  });

  it("a match made from a state takes either order too", () => {
    const { state } = building();
    const match = right(createMatchFromState(game, config, state));
    const [arrange] = twoCellArrangements(match);
    expect(right(act(match, 0, reversed(arrange!))).state).toEqual(right(act(match, 0, arrange)).state);
  });
});
