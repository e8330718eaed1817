// Issue 12: the state codec refuses house areas whose shape no play can make (a scaffold outside
// the area's columns, two things in one cell, an area that is not normalised, a visit to an
// incomplete house), and counters beyond what the components allow.
import { createMatchFromState } from "@laguna/core";
import {
  type Area,
  AreaC,
  type BuranoState,
  BuranoStateC,
  ColumnC,
  defaultConfig,
  floorCard,
  game,
  normalizeArea,
  placementColumns,
} from "@laguna/walking-in-burano";
import { either } from "fp-ts";
import { describe, expect, it } from "vitest";

const config = { ...defaultConfig(2), startPlayer: 0 as const };
const base = game.setup(config, 3);
const withArea = (area: Area): BuranoState => ({
  ...base,
  players: base.players.map((p, i) => (i === 0 ? { ...p, area } : p)),
});
const col = (f1: string | null, f2: string | null = null, f3: string | null = null, character: string | null = null) => ({
  floors: [f1, f2, f3],
  character,
  shortage: false,
});

/** The message of a refused decode. */
function refusal(codec: { decode: (u: unknown) => either.Either<{ message?: string | undefined }[], unknown> }, u: unknown): string {
  const decoded = codec.decode(u);
  if (either.isRight(decoded)) throw new Error("expected the codec to refuse");
  return decoded.left.map((e) => e.message ?? "").join("; ");
}

describe("the area codec refuses a scaffold its columns do not cover", () => {
  // One house with a 1st floor, and a scaffold beside it in column 1, which the area lacks.
  const uncovered: Area = { columns: [col("F1-RED-3")], scaffolds: [{ x: 1, y: 1 }, null] };

  it("such an area would hide legal placements: the one onto the scaffold is missing", () => {
    // Why it matters: placements are searched next to the columns, so a 1st floor beside the
    // scaffold (x = 2) is not offered; the same area with its columns covering the scaffold offers it.
    const card = floorCard("F1-BLU-1");
    expect(placementColumns(uncovered, card, config)).not.toContain(2);
    expect(placementColumns(normalizeArea(uncovered), card, config)).toContain(2);
  });

  it("the area codec and the state codec refuse it, saying where the scaffold is", () => {
    expect(AreaC.is(uncovered)).toBe(false);
    expect(refusal(AreaC, uncovered)).toMatch(/scaffold stands at \(1,1\), outside its columns \(0 to 0\)/);
    expect(BuranoStateC.is(withArea(uncovered))).toBe(false);
    expect(either.isLeft(createMatchFromState(game, config, withArea(uncovered)))).toBe(true);
  });

  it("a scaffold left of column 0, or in an area without columns, is refused too", () => {
    expect(AreaC.is({ columns: [col("F1-RED-3")], scaffolds: [{ x: -1, y: 1 }, null] })).toBe(false);
    expect(AreaC.is({ columns: [], scaffolds: [null, { x: 0, y: 1 }] })).toBe(false);
  });

  it("the normalised form of the same area passes", () => {
    expect(AreaC.is(normalizeArea(uncovered))).toBe(true);
    expect(BuranoStateC.is(withArea(normalizeArea(uncovered)))).toBe(true);
  });
});

describe("the area codec refuses other shapes no play makes", () => {
  const ok: Area = { columns: [col("F1-RED-3"), col(null)], scaffolds: [{ x: 1, y: 1 }, null] };

  it("accepts a sound area, the starting area and an empty one", () => {
    expect(AreaC.is(ok)).toBe(true);
    expect(AreaC.is(base.players[0]!.area)).toBe(true);
    expect(AreaC.is({ columns: [], scaffolds: [null, null] })).toBe(true);
  });

  it.each<[string, Area, RegExp]>([
    ["one scaffold place", { ...ok, scaffolds: [{ x: 1, y: 1 }] }, /1 scaffold places instead of 2/],
    ["three scaffold places", { ...ok, scaffolds: [{ x: 1, y: 1 }, null, null] }, /3 scaffold places/],
    ["both scaffolds on one cell", { ...ok, scaffolds: [{ x: 1, y: 1 }, { x: 1, y: 1 }] }, /both scaffolds stand on cell \(1,1\)/],
    ["a scaffold on a floor card", { ...ok, scaffolds: [{ x: 0, y: 1 }, { x: 1, y: 1 }] }, /scaffold stands on F1-RED-3/],
    ["scaffolds out of the canonical order", { ...ok, scaffolds: [null, { x: 1, y: 1 }] }, /canonical order/],
    ["an empty first column", { columns: [col(null), ...ok.columns], scaffolds: [{ x: 2, y: 1 }, null] }, /first column is empty/],
    ["an empty last column", { columns: [...ok.columns, col(null)], scaffolds: [{ x: 1, y: 1 }, null] }, /last column is empty/],
    ["a card on the wrong floor", { ...ok, columns: [col("F2-RED-1"), col(null)] }, /not a 1st-floor card/],
    ["an unknown card", { ...ok, columns: [col("F1-RED-9"), col(null)] }, /not a floor card/],
    ["a fourth floor", { ...ok, columns: [{ ...col("F1-RED-3"), floors: ["F1-RED-3", null, null, null] }, col(null)] }, /4 floors/],
    ["a visitor on an incomplete house", { ...ok, columns: [col("F1-RED-3", null, null, "T-BOY-1"), col(null)] }, /not complete/],
    ["an unknown visitor", { columns: [col("F1-RED-3", "F2-RED-1", "F3-RED-1", "T-DOG-1")], scaffolds: [null, null] }, /not a character/],
    ["a scaffold in a non-integer column", { ...ok, scaffolds: [{ x: 0.5, y: 1 }, null] }, /.*/],
  ])("%s", (_name, area, message) => {
    expect(AreaC.is(area)).toBe(false);
    expect(refusal(AreaC, area)).toMatch(message);
    expect(BuranoStateC.is(withArea(area))).toBe(false);
  });

  it("a column with a visitor and a shortage both is refused", () => {
    const column = { floors: ["F1-RED-3", "F2-RED-1", "F3-RED-1"], character: "T-BOY-1", shortage: true };
    expect(ColumnC.is(column)).toBe(false);
  });
});

describe("the state codec bounds the counters by the components", () => {
  const player = base.players[0]!;
  const withPlayer = (patch: Partial<typeof player>): BuranoState => ({
    ...base,
    players: base.players.map((p, i) => (i === 0 ? { ...p, ...patch } : p)),
  });

  it("refuses 2^40 coins (at most 6 between turns, plus 2 from an acquisition during one)", () => {
    expect(BuranoStateC.is(withPlayer({ coins: 2 ** 40 }))).toBe(false);
    expect(BuranoStateC.is(withPlayer({ coins: 9 }))).toBe(false);
    expect(BuranoStateC.is(withPlayer({ coins: 8 }))).toBe(true);
  });

  it("refuses more than 6 cards in a hand (3 kept plus 3 acquired)", () => {
    const hand = ["F1-RED-1", "F1-RED-2", "F1-RED-3", "F1-RED-4", "F1-BLU-1", "F1-BLU-2", "F1-BLU-3"];
    expect(BuranoStateC.is(withPlayer({ hand }))).toBe(false);
    expect(BuranoStateC.is(withPlayer({ hand: hand.slice(0, 6) }))).toBe(true);
  });

  it("refuses seats beyond 4 players, and counts beyond any game's", () => {
    expect(BuranoStateC.is({ ...base, current: 4 })).toBe(false);
    expect(BuranoStateC.is({ ...base, startPlayer: 7 })).toBe(false);
    // Turns and rounds have no printed bound (a deadlocked game can pass 1,000 rounds): any safe count.
    expect(BuranoStateC.is({ ...base, rounds: 1001 })).toBe(true);
    expect(BuranoStateC.is({ ...base, rounds: -1 })).toBe(false);
    expect(BuranoStateC.is({ ...base, turns: 2.5 })).toBe(false);
    expect(BuranoStateC.is({ ...base, turns: 2 ** 53 })).toBe(false);
    expect(BuranoStateC.is({ ...base, players: [...base.players, ...base.players, player] })).toBe(false);
  });

  it("refuses decks and supply that are not three rows", () => {
    expect(BuranoStateC.is({ ...base, decks: base.decks.slice(0, 2) })).toBe(false);
    expect(BuranoStateC.is({ ...base, supply: [...base.supply, base.supply[0]!] })).toBe(false);
  });
});
