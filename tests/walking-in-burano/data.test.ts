import { describe, expect, it } from "vitest";
import {
  CHARACTER_CARDS,
  FLOOR_CARDS,
  SETUP,
  SOLO_RATINGS,
  floorCard,
  soloRating,
} from "../../packages/walking-in-burano/src/data";

const SYMBOLS = ["flowers", "plants", "cats", "redCurtains", "blueCurtains", "streetlights", "chimneys", "pedestrians", "closedWindows"] as const;
const sum = (level: number, field: (typeof SYMBOLS)[number] | "shopPoints") =>
  FLOOR_CARDS.filter((c) => level === 0 || c.level === level).reduce((s, c) => s + c[field], 0);

describe("floor card data (spec §4.4, §4.5)", () => {
  it("has 72 cards: 24 per level, 4 per colour and level, with the spec's ids", () => {
    expect(FLOOR_CARDS).toHaveLength(72);
    for (const level of [1, 2, 3]) {
      for (const colour of ["RED", "BLU", "YEL", "PNK", "GRN", "PUR"]) {
        const cards = FLOOR_CARDS.filter((c) => c.level === level && c.colour === colour);
        expect(cards.map((c) => c.id)).toEqual([1, 2, 3, 4].map((n) => `F${level}-${colour}-${n}`));
      }
    }
  });

  it("matches the totals per level of §4.5", () => {
    const expected: Record<(typeof SYMBOLS)[number], [number, number, number, number]> = {
      flowers: [19, 29, 22, 70],
      plants: [18, 25, 23, 66],
      cats: [12, 8, 7, 27],
      redCurtains: [2, 5, 5, 12],
      blueCurtains: [4, 4, 4, 12],
      streetlights: [0, 12, 0, 12],
      chimneys: [0, 0, 14, 14],
      pedestrians: [32, 0, 0, 32],
      closedWindows: [4, 12, 6, 22],
    };
    for (const symbol of SYMBOLS) {
      expect([sum(1, symbol), sum(2, symbol), sum(3, symbol), sum(0, symbol)], symbol).toEqual(expected[symbol]);
    }
    expect(FLOOR_CARDS.filter((c) => c.shop !== null)).toHaveLength(8);
    expect(sum(0, "shopPoints")).toBe(20);
    expect(FLOOR_CARDS.every((c) => (c.shop === null) === (c.shopPoints === 0) && (c.shop === null || c.level === 1))).toBe(true);
  });

  it("matches the number of cards showing each symbol and the maxima of §4.5", () => {
    const showing = (f: (typeof SYMBOLS)[number]) => FLOOR_CARDS.filter((c) => c[f] > 0).length;
    const max = (f: (typeof SYMBOLS)[number]) => Math.max(...FLOOR_CARDS.map((c) => c[f]));
    expect(SYMBOLS.map(showing)).toEqual([47, 43, 26, 12, 12, 12, 12, 22, 21]);
    expect(SYMBOLS.map(max)).toEqual([3, 3, 2, 1, 1, 1, 2, 3, 2]);
  });

  it("matches the totals per colour of §4.5", () => {
    const byColour = (colour: string, f: (typeof SYMBOLS)[number]) =>
      FLOOR_CARDS.filter((c) => c.colour === colour).reduce((s, c) => s + c[f], 0);
    expect(["RED", "BLU", "YEL", "PNK", "GRN", "PUR"].map((c) => byColour(c, "flowers"))).toEqual([12, 12, 11, 18, 8, 9]);
    expect(["RED", "BLU", "YEL", "PNK", "GRN", "PUR"].map((c) => byColour(c, "pedestrians"))).toEqual([5, 5, 5, 5, 5, 7]);
    expect(["RED", "BLU", "YEL", "PNK", "GRN", "PUR"].map((c) => byColour(c, "closedWindows"))).toEqual([4, 3, 3, 4, 4, 4]);
  });

  it("tags every record as reconstructed and pins the 15 cards of the scoring example", () => {
    expect(FLOOR_CARDS.every((c) => c.provenance === "RECONSTRUCTED")).toBe(true);
    const pinned = FLOOR_CARDS.filter((c) => c.example !== undefined);
    expect(pinned).toHaveLength(15);
    expect(floorCard("F1-PNK-3").example).toBe("H1");
    expect(floorCard("F3-RED-2").example).toBe("H5");
  });
});

describe("character, setup and rating data", () => {
  it("has 26 characters: 12 tourists (4 types × 3) and 14 inhabitants (7 types × 2)", () => {
    expect(CHARACTER_CARDS).toHaveLength(26);
    expect(CHARACTER_CARDS.filter((c) => c.kind === "tourist")).toHaveLength(12);
    expect(CHARACTER_CARDS.filter((c) => c.kind === "inhabitant")).toHaveLength(14);
    expect(CHARACTER_CARDS.filter((c) => !c.beginner).map((c) => c.type)).toEqual([
      "SHOPOWNER", "SHOPOWNER", "FLORIST", "FLORIST", "GARDENER", "GARDENER",
    ]);
  });

  it("has the setup table of §2.2", () => {
    expect(SETUP.map((r) => [r.players, r.rowSize, r.touristsPerType, r.inhabitantsPerType])).toEqual([
      [1, 4, 2, 1],
      [2, 3, 2, 1],
      [3, 4, 2, 2],
      [4, 5, 3, 2],
    ]);
  });

  it("rates solo scores as in the rulebook (SC-13)", () => {
    expect(SOLO_RATINGS).toHaveLength(5);
    expect([-3, 60, 61, 64, 70, 71, 80, 81, 85, 86, 87].map(soloRating)).toEqual([
      "So-so", "So-so", "Not bad", "Not bad", "Not bad", "Good job!", "Good job!", "Awesome!", "Awesome!", "Masterpiece!", "Masterpiece!",
    ]);
  });
});
