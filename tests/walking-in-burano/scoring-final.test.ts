import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Area } from "../../packages/walking-in-burano/src/area";
import { CONFIG_OPTIONS, type ScoringRules, defaultConfig } from "../../packages/walking-in-burano/src/config";
import {
  SCORE_LINES,
  closedWindowPenalties,
  finalOutcome,
  finalScoreSheet,
  playerScore,
  soloResult,
} from "../../packages/walking-in-burano/src/final-scoring";
import { cats, characterPoints, placedCards } from "../../packages/walking-in-burano/src/scoring";
import { game } from "../../packages/walking-in-burano/src/game";
import type { BuranoState } from "../../packages/walking-in-burano/src/state";
import { MAISHERLY, area, house } from "./fixtures";



/** Wei-Min at the end of the §4.6 game: 3 closed windows (F1-RED-4, F2-RED-3, F1-BLU-4), no character. */
const WEI_MIN: Area = area([house(["F1-RED-4", "F2-RED-3", null]), house(["F1-BLU-4", null, null])]);

/** Johnson at the end of the §4.6 game: 2 closed windows (F1-PNK-4, F2-PNK-3), no character. */
const JOHNSON: Area = area([house(["F1-PNK-4", "F2-PNK-3", null])]);

/** The flags final scoring depends on, each with every value. */
const SCORING_FLAGS = [
  "policemanAdjacency",
  "adjacentTriple",
  "inhabitantScope",
  "closedWindowPenalty",
  "soloPenaltyAlways",
  "closedWindowTie",
] as const satisfies readonly (keyof ScoringRules)[];

/** Every combination of the values of every scoring flag, for a player count. */
function everyScoringRules(playerCount: ScoringRules["playerCount"]): ScoringRules[] {
  let combos: ScoringRules[] = [defaultConfig(playerCount)];
  for (const flag of SCORING_FLAGS) {
    const values: readonly ScoringRules[typeof flag][] = CONFIG_OPTIONS[flag];
    combos = combos.flatMap((rules) => values.map((value) => ({ ...rules, [flag]: value })));
  }
  return combos;
}

const describeRules = (r: ScoringRules): string =>
  SCORING_FLAGS.map((flag) => `${flag}=${String(r[flag])}`).join(", ");

describe("SC-07 / §4.6: the full scoring example", () => {
  const table = [
    { area: MAISHERLY, tokens: 4 },
    { area: WEI_MIN, tokens: 4 },
    { area: JOHNSON, tokens: 4 },
  ];

  it("the fixtures hold 4, 3 and 2 closed windows", () => {
    expect(table.map((p) => playerScore(p.area, p.tokens, defaultConfig(3)).closedWindows)).toStrictEqual([4, 3, 2]);
  });

  it("Maisherly's breakdown under the default config, leftmost character first", () => {
    expect(playerScore(MAISHERLY, 4, defaultConfig(3))).toStrictEqual({
      characters: [
        { id: "T-WOMAN-1", x: 0, points: 11 },
        { id: "I-FLORIST-1", x: 1, points: 9 },
        { id: "I-SANTA-1", x: 2, points: 12 },
        { id: "I-POLICEMAN-1", x: 3, points: 9 },
        { id: "T-BOY-1", x: 4, points: 10 },
      ],
      charactersTotal: 51,
      shops: 5,
      tokens: 12,
      closedWindows: 4,
    });
  });

  it("the score sheet under the default config: 51 + 5 + 12 − 4 = 64", () => {
    const sheet = finalScoreSheet(table, defaultConfig(3), true);
    expect(sheet).toStrictEqual({
      lines: [
        { label: "A Characters", points: [51, 0, 0] },
        { label: "B Shops", points: [5, 0, 0] },
        { label: "C Regulatory bonus tokens", points: [12, 12, 12] },
        { label: "D Closed windows", points: [-4, 0, 0] },
      ],
      totals: [64, 12, 12],
      final: true,
    });
    expect(sheet.lines.map((l) => l.label)).toStrictEqual([...SCORE_LINES]);
    expect(sheet.lines[3]?.points.every((p, seat) => seat === 0 || Object.is(p, 0))).toBe(true);
  });

  const combos = everyScoringRules(3);

  it("iterates all 96 combinations of the scoring flags", () => {
    expect(combos).toHaveLength(96);
    expect(new Set(combos.map(describeRules)).size).toBe(96);
  });

  it.each(combos.map((rules) => [describeRules(rules), rules] as const))("every line under %s", (_, rules) => {
    const score = playerScore(MAISHERLY, 4, rules);
    expect(score.characters.map((c) => c.points)).toStrictEqual([11, 9, 12, 9, 10]);
    expect(score.charactersTotal).toBe(51);
    const sheet = finalScoreSheet(table, rules, true);
    expect(sheet.lines.map((l) => l.points[0])).toStrictEqual(
      // closedWindowPenalty=false is the beginner no-penalty option: step D is skipped.
      rules.closedWindowPenalty ? [51, 5, 12, -4] : [51, 5, 12, 0],
    );
    expect(sheet.totals[0]).toBe(rules.closedWindowPenalty ? 64 : 68);
  });
});

describe("SC-08 / R17 / R18: closed-window penalty", () => {
  const three = defaultConfig(3);

  it("the player with the most loses their count (the rulebook's D example)", () => {
    expect(closedWindowPenalties([3, 2, 5], three)).toStrictEqual([0, 0, 5]);
    expect(closedWindowPenalties([3, 2, 5], { ...three, closedWindowTie: "none" })).toStrictEqual([0, 0, 5]);
  });

  it("a tie for the most: all tied players lose under 'allTied', nobody under 'none'", () => {
    expect(closedWindowPenalties([5, 5, 2], { ...three, closedWindowTie: "allTied" })).toStrictEqual([5, 5, 0]);
    expect(closedWindowPenalties([5, 5, 2], { ...three, closedWindowTie: "none" })).toStrictEqual([0, 0, 0]);
  });

  it("nobody loses when the most is 0", () => {
    expect(closedWindowPenalties([0, 0, 0], three)).toStrictEqual([0, 0, 0]);
    expect(closedWindowPenalties([0, 0, 0], { ...three, closedWindowTie: "none" })).toStrictEqual([0, 0, 0]);
  });

  it("nobody loses with closedWindowPenalty=false in multiplayer, whatever soloPenaltyAlways says", () => {
    for (const soloPenaltyAlways of [true, false]) {
      expect(closedWindowPenalties([3, 2, 5], { ...three, closedWindowPenalty: false, soloPenaltyAlways })).toStrictEqual([0, 0, 0]);
    }
  });

  it("solo: −4 even with closedWindowPenalty=false, because soloPenaltyAlways defaults to true", () => {
    const solo = defaultConfig(1);
    expect(closedWindowPenalties([4], solo)).toStrictEqual([4]);
    expect(closedWindowPenalties([4], { ...solo, closedWindowPenalty: false })).toStrictEqual([4]);
    expect(closedWindowPenalties([4], { ...solo, closedWindowPenalty: false, soloPenaltyAlways: false })).toStrictEqual([0]);
    expect(closedWindowPenalties([4], { ...solo, closedWindowTie: "none" })).toStrictEqual([4]);
    expect(closedWindowPenalties([0], solo)).toStrictEqual([0]);
  });

  it("the score sheet shows the penalty as negative points", () => {
    const sheet = finalScoreSheet([{ area: MAISHERLY, tokens: 4 }], { ...defaultConfig(1), closedWindowPenalty: false }, true);
    expect(sheet.lines[3]).toStrictEqual({ label: "D Closed windows", points: [-4] });
    expect(sheet.totals).toStrictEqual([64]);
  });

  it("I14: D ≥ 0, only the highest count loses, and nothing is lost when the penalty is off (multiplayer)", () => {
    const arbRules = fc.record({
      playerCount: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const),
      closedWindowPenalty: fc.boolean(),
      soloPenaltyAlways: fc.boolean(),
      closedWindowTie: fc.constantFrom("allTied" as const, "none" as const),
    });
    fc.assert(
      fc.property(arbRules, fc.array(fc.nat({ max: 12 }), { minLength: 1, maxLength: 4 }), (flags, raw) => {
        const rules: ScoringRules = { ...defaultConfig(flags.playerCount), ...flags };
        const counts = raw.slice(0, flags.playerCount);
        const penalties = closedWindowPenalties(counts, rules);
        const most = Math.max(...counts);
        expect(penalties).toHaveLength(counts.length);
        penalties.forEach((p, seat) => {
          expect([0, counts[seat]]).toContain(p);
          if (p > 0) expect(counts[seat]).toBe(most);
        });
        if (!rules.closedWindowPenalty && rules.playerCount > 1) expect(penalties.every((p) => p === 0)).toBe(true);
      }),
    );
  });
});

describe("SC-14: tie-breaks", () => {
  /** 2 players: 50 + 5 + 9 − 4 = 60, 4 cats (the §4.6 area with a Tailor instead of the Policeman, 3 tokens). */
  const CATS_4: Area = area(
    MAISHERLY.columns.map((c, x) => (x === 3 ? { ...c, character: "I-TAILOR-1" } : c)),
  );
  /** 2 players: 49 + 12 + 3 − 4 = 60, 1 cat (on F2-YEL-3), 4 closed windows, 1 token. */
  const CATS_1: Area = area([
    house(["F1-RED-2", "F2-RED-1", "F3-RED-1"], "T-BOY-2"),
    house(["F1-GRN-1", "F2-GRN-4", "F3-GRN-4"], "I-POLICEMAN-2"),
    house(["F1-BLU-1", "F2-BLU-4", "F3-BLU-3"], "T-WOMAN-2"),
    house(["F1-YEL-2", "F2-YEL-3", "F3-YEL-2"], "T-GIRL-2"),
    house(["F1-PNK-1", "F2-PNK-2", "F3-PNK-2"], "I-SHOPOWNER-2"),
  ]);
  const rules = defaultConfig(2);

  it("the fixtures both score 60 (both lose 4 for tied closed windows), with 4 and 1 cats", () => {
    const sheet = finalScoreSheet(
      [
        { area: CATS_4, tokens: 3 },
        { area: CATS_1, tokens: 1 },
      ],
      rules,
      true,
    );
    expect(sheet.lines.map((l) => l.points)).toStrictEqual([
      [50, 49],
      [5, 12],
      [9, 3],
      [-4, -4],
    ]);
    expect(sheet.totals).toStrictEqual([60, 60]);
    expect([cats(CATS_4), cats(CATS_1)]).toStrictEqual([4, 1]);
  });

  it("coins 3 vs 5: the player with 5 wins", () => {
    const outcome = finalOutcome(
      [
        { area: CATS_4, tokens: 3, coins: 3 },
        { area: CATS_1, tokens: 1, coins: 5 },
      ],
      rules,
    );
    expect(outcome.scores).toStrictEqual([60, 60]);
    expect(outcome.ranking).toStrictEqual([[1], [0]]);
    expect(outcome.winners).toStrictEqual([1]);
  });

  it("coins 5 vs 5, cats 4 vs 1: the player with 4 cats wins", () => {
    const outcome = finalOutcome(
      [
        { area: CATS_4, tokens: 3, coins: 5 },
        { area: CATS_1, tokens: 1, coins: 5 },
      ],
      rules,
    );
    expect(outcome.ranking).toStrictEqual([[0], [1]]);
    expect(outcome.winners).toStrictEqual([0]);
    expect(outcome.tieBreaks).toStrictEqual([
      { name: "coins", values: [5, 5], prefer: "higher" },
      { name: "cats", values: [4, 1], prefer: "higher" },
    ]);
  });

  it("coins and cats equal: both players are winners", () => {
    const outcome = finalOutcome(
      [
        { area: CATS_1, tokens: 1, coins: 5 },
        { area: CATS_1, tokens: 1, coins: 5 },
      ],
      rules,
    );
    expect(outcome.ranking).toStrictEqual([[0, 1]]);
    expect(outcome.winners).toStrictEqual([0, 1]);
  });

  it("the tie-breaks never override a score difference", () => {
    const outcome = finalOutcome(
      [
        { area: CATS_1, tokens: 1, coins: 6 },
        { area: CATS_4, tokens: 4, coins: 0 },
      ],
      rules,
    );
    expect(outcome.scores).toStrictEqual([60, 63]);
    expect(outcome.winners).toStrictEqual([1]);
  });
});

describe("R30 / SC-20: a house without a character", () => {
  it("scores no character but still counts for B and D", () => {
    const a = area([
      house(["F1-PUR-3", "F2-PUR-1", "F3-PUR-1"], "I-SANTA-1"),
      house(["F1-RED-1", "F2-PUR-3", "F3-RED-2"], null, true),
    ]);
    const score = playerScore(a, 0, defaultConfig(1));
    expect(score.characters).toStrictEqual([{ id: "I-SANTA-1", x: 0, points: 9 }]);
    expect(score.shops).toBe(3);
    expect(score.closedWindows).toBe(1 + 2 + 1);
  });
});

describe("solo result (§2.12)", () => {
  it("rates the §4.6 area's 64 as Not bad, the penalty applying even with the beginner option", () => {
    expect(soloResult({ area: MAISHERLY, tokens: 4 }, defaultConfig(1))).toStrictEqual({ score: 64, rating: "Not bad" });
    expect(soloResult({ area: MAISHERLY, tokens: 4 }, { ...defaultConfig(1), closedWindowPenalty: false })).toStrictEqual({
      score: 64,
      rating: "Not bad",
    });
    expect(
      soloResult({ area: MAISHERLY, tokens: 4 }, { ...defaultConfig(1), closedWindowPenalty: false, soloPenaltyAlways: false }),
    ).toStrictEqual({ score: 68, rating: "Not bad" });
    expect(soloResult({ area: MAISHERLY, tokens: 0 }, defaultConfig(1))).toStrictEqual({ score: 52, rating: "So-so" });
  });

  it("a running estimate is marked not final", () => {
    expect(finalScoreSheet([{ area: MAISHERLY, tokens: 4 }], defaultConfig(1), false).final).toBe(false);
    expect(finalScoreSheet([], defaultConfig(2), true).totals).toStrictEqual([]);
  });
});

describe("the running score sheet of random games", () => {
  // The reference: every step read from the placed cards again (nothing kept between calls).
  const reference = (state: BuranoState): unknown => {
    const rules = state.config;
    const rows = state.players.map((p) => {
      const cards = placedCards(p.area);
      const characters = p.area.columns.reduce((t, column, x) => t + (column.character === null ? 0 : characterPoints(p.area, column.character, x, rules)), 0);
      const shops = cards.reduce((t, c) => t + (c.level === 1 && c.shop !== null ? c.shopPoints : 0), 0);
      return [characters, shops, 3 * p.tokens, cards.reduce((t, c) => t + c.closedWindows, 0)] as const;
    });
    const penalties = closedWindowPenalties(rows.map((r) => r[3]), rules);
    const points = [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2]), penalties.map((p) => (p === 0 ? 0 : -p))];
    return { lines: SCORE_LINES.map((label, i) => ({ label, points: points[i] })), totals: rows.map((_, s) => points.reduce((t, l) => t + (l[s] as number), 0)), final: state.phase === "over" };
  };

  it("equals the sheet worked out from the placed cards afresh, at every turn's end (the areas' parts are kept between calls)", () => {
    let sheets = 0;
    for (const n of [1, 2, 3, 4]) {
      for (let seed = 1; seed <= 5; seed++) {
        let state = game.setup({ ...defaultConfig(n), roundLimit: n === 1 ? null : 12 }, seed);
        let pick = seed * 7 + n;
        for (let steps = 0; steps < 2000 && state.phase !== "over"; steps++) {
          const seat = game.activePlayers(state)[0] as number;
          const legal = game.legalActions(state, seat);
          pick = (pick * 1103515245 + 12345) & 0x7fffffff;
          const next = game.apply(state, seat, legal[pick % legal.length]!);
          if (next._tag === "Left") throw new Error(next.left.message);
          const turned = next.right.turns !== state.turns || next.right.phase === "over";
          state = next.right;
          if (!turned) continue;
          expect(JSON.parse(JSON.stringify(game.scoreSheet(state)))).toEqual(reference(state));
          sheets++;
        }
      }
    }
    expect(sheets).toBeGreaterThan(100);
  });
});
