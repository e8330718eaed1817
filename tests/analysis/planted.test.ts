/**
 * Planted problems are found: a variant that gives seat 0 a head start (its first-seat advantage
 * interval excludes an even split, and the comparison with the baseline stands after Holm), a card
 * never worth taking (flagged in the content table), and restricted play showing a winning feature
 * (taking gems) as worth more than a useless one (taking rocks).
 */
import { type Player, analyze, contentFeature } from "@laguna/analysis";
import { greedyBot, scoreEvaluation } from "@laguna/bots";
import * as either from "fp-ts/lib/Either.js";
import { describe, expect, it } from "vitest";
import { market } from "./fixtures";

const right = <T>(x: either.Either<{ message: string }, T>): T => {
  if (either.isLeft(x)) throw new Error(x.left.message);
  return x.right;
};

const greedy: Player = { name: "greedy", make: (seed) => greedyBot(scoreEvaluation(market), { seed }) };
type MarketAction = { readonly type: "take"; readonly slot: 0 | 1 } | { readonly type: "pass" };
type MarketState = { readonly offer: readonly string[] };
const takes = (card: string) => (action: MarketAction, state: MarketState) => action.type === "take" && state.offer[action.slot] === card;

describe("planted problems", () => {
  const report = right(
    analyze({
      game: market,
      variants: [{ name: "head-start", config: { headStart: 3 } }],
      playerCounts: [2],
      players: greedy,
      games: 200,
      seed: 11,
      features: [
        contentFeature(market, "card:gem", "gems"), // proposed by the game's content hook
        { name: "rocks", forbidden: takes("rock") as never }, // a predicate of one's own
      ],
      restrictedGames: 200,
    }),
  );

  it("a head start for seat 0: the first-seat advantage interval excludes an even split, the baseline's does not", () => {
    const edge = report.cells.find((c) => c.variant === "head-start")?.metrics["AdvantageP1"];
    expect(edge?.low).toBeGreaterThan(0.5);
    const base = report.cells.find((c) => c.variant === "default")?.metrics["AdvantageP1"];
    expect(base?.low).toBeLessThan(0.5);
    expect(base?.high).toBeGreaterThan(0.5);
    const diff = report.comparisons.find((c) => c.variant === "head-start" && c.metric === "AdvantageP1");
    expect(diff?.excludesZero).toBe(true);
    expect(diff?.holm).toBe(true);
    expect(diff?.difference.low).toBeGreaterThan(0);
  });

  it("the rock, never worth taking, is flagged", () => {
    for (const cell of report.cells) {
      const rock = cell.content.find((r) => r.id === "card:rock");
      expect(rock?.flags).toContain("never-taken");
    }
  });

  it("restricted play: forbidding gems costs wins, forbidding rocks costs nothing", () => {
    const gems = report.restricted.find((r) => r.feature === "gems");
    const rocks = report.restricted.find((r) => r.feature === "rocks");
    expect(gems?.worth.low).toBeGreaterThan(0);
    expect(rocks?.worth.value).toBe(0); // the greedy player never takes a rock: the same games
    expect(gems?.worth.value ?? 0).toBeGreaterThan(rocks?.worth.high ?? 1);
    expect(gems?.winRate.high ?? 1).toBeLessThan(gems?.referenceWinRate.low ?? 0);
  });

  it("contentFeature forbids exactly the actions that take the piece, or a piece of the kind", () => {
    const state = market.setup(market.defaultConfig(2), 1);
    const legal = market.legalActions(state, 0);
    const gem = contentFeature(market, "card:gem");
    const card = contentFeature(market, "card");
    expect(legal.map((a) => gem.forbidden(a, state, 0))).toEqual(legal.map((a) => a.type === "take" && state.offer[a.slot] === "gem"));
    expect(legal.map((a) => card.forbidden(a, state, 0))).toEqual([true, true, false]);
  });

  it("under random play the rock's holders win less than the others: flagged weak", () => {
    const random = right(analyze({ game: market, playerCounts: [2], games: 400, seed: 4 }));
    const rock = random.cells[0]?.content.find((r) => r.id === "card:rock");
    expect(rock?.pickRate.value).toBeGreaterThan(0.2);
    expect(rock?.flags).toContain("weak");
    const gem = random.cells[0]?.content.find((r) => r.id === "card:gem");
    expect(gem?.flags).toContain("dominant");
  });
});
