/**
 * restrict(bot, forbidden): the restricted bot never takes a forbidden action while another is
 * legal, takes one when every legal action is forbidden, answers with positions in the full legal
 * list, plans without its forbidden actions, and is as deterministic as the bot it wraps.
 */
import { type Bot, botPolicy, greedyBot, makeBot, randomBot, restrict, scoreEvaluation } from "@laguna/bots";
import { actAt, createMatch, legalActions, matchLog, playout } from "@laguna/core";
import { ticTacToe } from "@laguna/examples";
import * as either from "fp-ts/lib/Either.js";
import { describe, expect, it } from "vitest";
import { market } from "../analysis/fixtures";

const start = () => {
  const m = createMatch(ticTacToe, ticTacToe.defaultConfig(2), 1);
  if (either.isLeft(m)) throw new Error(m.left.message);
  return m.right;
};
const corners = new Set([0, 2, 6, 8]);
const isCorner = (action: { cell: number }): boolean => corners.has(action.cell);

describe("restrict", () => {
  it("never takes a forbidden action while another is legal, over whole games", () => {
    for (let seed = 0; seed < 20; seed++) {
      const bot = restrict(randomBot({ seed }), isCorner as never);
      const played = playout(start(), botPolicy([bot, randomBot({ seed: seed + 100 })]));
      if (either.isLeft(played)) throw new Error(played.left.message);
      const taken = new Set<number>();
      for (const entry of matchLog(played.right)) {
        const cell = (entry.action as { cell: number }).cell;
        // A corner only when no other square was free.
        const otherFree = [1, 3, 4, 5, 7].some((c) => !taken.has(c));
        if (entry.seat === 0 && otherFree) expect(corners.has(cell), `seed ${seed}, cell ${cell}`).toBe(false);
        taken.add(cell);
      }
    }
  });

  it("answers with a position in the full legal list, which the wrapped bot's choice maps to", () => {
    const last: Bot = makeBot("last", (_m, _s, legal) => legal.length - 1);
    const bot = restrict(last, ((a: { cell: number }) => a.cell === 8) as never);
    // Legal: cells 0..8; allowed: 0..7; the wrapped bot takes the last allowed, cell 7, at position 7.
    expect(bot.chooseIndex(start(), 0)).toBe(7);
    expect(bot.choose(start(), 0)).toEqual({ type: "mark", cell: 7 });
    expect(bot.name).toBe("last (restricted)");
  });

  it("takes a forbidden action when every legal action is forbidden", () => {
    const bot = restrict(randomBot({ seed: 3 }), (() => true) as never, "nothing allowed");
    const index = bot.chooseIndex(start(), 0);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(index).toBeLessThan(legalActions(start(), 0).length);
    expect(bot.name).toBe("nothing allowed");
  });

  it("plans without its forbidden actions: greedy forbidden gems takes the coin over a gem", () => {
    const m = createMatch(market, market.defaultConfig(2), 1);
    if (either.isLeft(m)) throw new Error(m.left.message);
    // Find a position whose offer has a gem and a coin.
    let match = m.right;
    for (let n = 0; n < 8 && !(match.state.offer.includes("gem") && match.state.offer.includes("coin")); n++) {
      const next = actAt(match, match.state.turn % 2, 2);
      if (either.isLeft(next)) throw new Error(next.left.message);
      match = next.right;
    }
    const seat = match.state.turn % 2;
    expect(match.state.offer).toEqual(expect.arrayContaining(["gem", "coin"]));
    const greedy = greedyBot(scoreEvaluation(market), { seed: 1 });
    const takesGem = (a: { type: string; slot?: number }, s: { offer: readonly string[] }) => a.type === "take" && s.offer[a.slot ?? 0] === "gem";
    const free = legalActions(match, seat)[greedy.chooseIndex(match, seat)];
    const held = legalActions(match, seat)[restrict(greedy, takesGem as never).chooseIndex(match, seat)];
    expect(free).toMatchObject({ type: "take", slot: match.state.offer.indexOf("gem") });
    expect(held).toMatchObject({ type: "take", slot: match.state.offer.indexOf("coin") });
    // Deterministic: the same answer twice.
    expect(restrict(greedy, takesGem as never).chooseIndex(match, seat)).toBe(restrict(greedy, takesGem as never).chooseIndex(match, seat));
  });
});
