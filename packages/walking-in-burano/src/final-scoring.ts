/**
 * Final scoring (rulebook, *Game End & Final Scoring*, and the solo scoring of *Solo Play Rules*):
 * the four steps of the score pad (A characters, B shops, C regulatory bonus tokens, D closed
 * windows), the score sheet, the winner with its tie-breaks (coins, then cats), and the solo
 * result. R17, R18, R24 and R30 are rulings of the game's page, docs/games/walking-in-burano.md.
 *
 * @module
 */
import { type Outcome, type ScoreSheet, makeOutcome, makeScoreSheet, memoByIdentityUnder } from "@laguna/core";
import type { Area, Column } from "./area";
import type { ScoringRules } from "./config";
import { characterCard, soloRating } from "./data";
import { cats, characterPoints, closedWindows, houseClosedWindows, houseShopPoints, shopPoints } from "./scoring";

/** Each regulatory bonus token still held is worth this much (step C, RULEBOOK). */
const POINTS_PER_TOKEN = 3;

/**
 * The points one character card scored, and the house it is attached to.
 *
 * @example
 * const woman: CharacterScore = { id: "T-WOMAN-1", x: 0, points: 11 };
 * @category Final scoring
 */
export interface CharacterScore {
  /** The character card's id. */
  readonly id: string;
  /** The house (column) it is attached to. */
  readonly x: number;
  /** Its points (rulebook, *Visit from Characters*). */
  readonly points: number;
}

/**
 * One player's final scoring before the closed-window comparison: steps A, B and C in points,
 * and the closed-window count that step D compares across the table.
 *
 * @example
 * playerScore(area, 4, defaultConfig(3)).charactersTotal; // 51 in the rulebook's Scoring Example
 * @category Final scoring
 */
export interface PlayerScore {
  /** Step A, card by card, from the leftmost character to the rightmost (the rulebook's order). */
  readonly characters: readonly CharacterScore[];
  /** Step A: the sum of `characters`. */
  readonly charactersTotal: number;
  /** Step B: printed shop points on the placed 1st floors. */
  readonly shops: number;
  /** Step C: 3 points per regulatory bonus token still held. */
  readonly tokens: number;
  /** Step D's input: closed windows on all placed floor cards (a count, not points). */
  readonly closedWindows: number;
}

/**
 * The points each player loses in step D, given every player's closed-window count (one entry
 * per seat; positive numbers, to be subtracted).
 *
 * The player(s) with the most closed windows lose their own count; a tie for the most costs
 * every tied player (`closedWindowTie: 'allTied'`) or nobody (`'none'`, R17). If the most is 0,
 * nobody loses anything. With `closedWindowPenalty: false` (beginner option) nobody loses, except
 * in solo with `soloPenaltyAlways` (R18), where the solo player always loses their own count.
 *
 * @example
 * closedWindowPenalties([3, 2, 5], defaultConfig(3)); // [0, 0, 5]
 * closedWindowPenalties([5, 5, 2], defaultConfig(3)); // [5, 5, 0]
 * closedWindowPenalties([4], { ...defaultConfig(1), closedWindowPenalty: false }); // [4]
 * @category Final scoring
 */
export function closedWindowPenalties(counts: readonly number[], rules: ScoringRules): number[] {
  const solo = rules.playerCount === 1;
  const applies = rules.closedWindowPenalty || (solo && rules.soloPenaltyAlways);
  const most = Math.max(0, ...counts);
  if (!applies || most === 0) return counts.map(() => 0);
  const holders = counts.filter((n) => n === most).length;
  if (holders > 1 && rules.closedWindowTie === "none") return counts.map(() => 0);
  return counts.map((n) => (n === most ? n : 0));
}

/**
 * A player's steps A, B and C and closed-window count, from their final house area and the
 * regulatory bonus tokens they still hold. Houses without a character (a shortage) score no
 * character but still count for B, D and the inhabitants (R30).
 *
 * @example
 * const s = playerScore(area, 4, defaultConfig(3));
 * [s.charactersTotal, s.shops, s.tokens, s.closedWindows]; // [51, 5, 12, 4] in the rulebook's Scoring Example
 * @category Final scoring
 */
export function playerScore(area: Area, tokens: number, rules: ScoringRules): PlayerScore {
  const characters = area.columns.flatMap((column, x) =>
    column.character === null ? [] : [{ id: column.character, x, points: characterPoints(area, column.character, x, rules) }],
  );
  return {
    characters,
    charactersTotal: characters.reduce((total, c) => total + c.points, 0),
    shops: shopPoints(area),
    tokens: POINTS_PER_TOKEN * tokens,
    closedWindows: closedWindows(area),
  };
}

/*
 * The running score sheet is read at every turn's end (the analysis's lead changes), when at most
 * one area has changed, and in it at most a column or two: what an area decides is kept per area,
 * and what a column decides (its shop points, closed windows and tourist) per column, both by
 * identity and under the rules they were worked out with. The totals are those of playerScore.
 */
/** What one column adds to its area's steps A, B and D. */
interface ColumnPart {
  readonly rules: ScoringRules;
  /** Step B: the shop points of its 1st-floor cards. */
  readonly shops: number;
  /** Step D's count: its closed windows. */
  readonly closedWindows: number;
  /** Step A: its tourist's points (a tourist scores its own house only), 0 without one. */
  readonly tourist: number;
}

const columnParts = new WeakMap<Column, ColumnPart>();

/** The part of `area.columns[x]` (that is, `column`), kept per column and rules. */
function columnPart(area: Area, x: number, column: Column, rules: ScoringRules): ColumnPart {
  const known = columnParts.get(column);
  if (known !== undefined && known.rules === rules) return known;
  const id = column.character;
  const tourist = id !== null && characterCard(id).kind === "tourist" ? characterPoints(area, id, x, rules) : 0;
  const part: ColumnPart = { rules, shops: houseShopPoints(column), closedWindows: houseClosedWindows(column), tourist };
  columnParts.set(column, part);
  return part;
}

/** Steps A and B and the closed-window count of an area: {@link playerScore}'s, kept per area and rules. */
const areaTotals = memoByIdentityUnder((area: Area, rules: ScoringRules): { readonly characters: number; readonly shops: number; readonly closedWindows: number } => {
  let characters = 0;
  let shops = 0;
  let windows = 0;
  const columns = area.columns;
  for (let x = 0; x < columns.length; x++) {
    const column = columns[x] as Column;
    const part = columnPart(area, x, column, rules);
    shops += part.shops;
    windows += part.closedWindows;
    characters += part.tourist;
    const id = column.character;
    if (id !== null && characterCard(id).kind !== "tourist") characters += characterPoints(area, id, x, rules);
  }
  return { characters, shops, closedWindows: windows };
});

/**
 * The labels of the score sheet's lines, in the score pad's order.
 *
 * @example
 * SCORE_LINES[3]; // "D Closed windows"
 * @category Final scoring
 */
export const SCORE_LINES = ["A Characters", "B Shops", "C Regulatory bonus tokens", "D Closed windows"] as const;

/**
 * The score sheet of a game, one column per seat and one line per step of the score pad:
 * A characters, B shops, C regulatory bonus tokens and D closed windows (as negative points).
 * `final` is false for a running estimate during play.
 *
 * @example
 * const sheet = finalScoreSheet([{ area, tokens: 4 }, ...others], defaultConfig(3), true);
 * sheet.totals[0]; // 64 in the rulebook's Scoring Example when the others have fewer closed windows
 * @category Final scoring
 */
export function finalScoreSheet(
  players: readonly { readonly area: Area; readonly tokens: number }[],
  rules: ScoringRules,
  final: boolean,
): ScoreSheet {
  // One pass over the seats, with each area's totals kept (see areaTotals).
  const n = players.length;
  const characters = new Array<number>(n);
  const shops = new Array<number>(n);
  const tokens = new Array<number>(n);
  const windows = new Array<number>(n);
  for (let seat = 0; seat < n; seat++) {
    const p = players[seat] as { readonly area: Area; readonly tokens: number };
    const score = areaTotals(p.area, rules);
    characters[seat] = score.characters;
    shops[seat] = score.shops;
    tokens[seat] = POINTS_PER_TOKEN * p.tokens;
    windows[seat] = score.closedWindows;
  }
  const penalties = closedWindowPenalties(windows, rules);
  for (let seat = 0; seat < n; seat++) penalties[seat] = penalties[seat] === 0 ? 0 : -(penalties[seat] as number);
  const [a, b, c, d] = SCORE_LINES;
  return makeScoreSheet(
    [
      { label: a, points: characters },
      { label: b, points: shops },
      { label: c, points: tokens },
      { label: d, points: penalties },
    ],
    final,
  );
}

/**
 * The result of a finished game: the totals of the score sheet, ranked with the rulebook's
 * tie-breaks, more coins first, then more cats on the placed floor cards (R24); players still
 * tied share the victory.
 *
 * @example
 * finalOutcome([{ area: a0, tokens: 4, coins: 3 }, { area: a1, tokens: 4, coins: 5 }], defaultConfig(2)).winners; // [1] when the totals tie
 * @category Final scoring
 */
export function finalOutcome(
  players: readonly { readonly area: Area; readonly tokens: number; readonly coins: number }[],
  rules: ScoringRules,
): Outcome {
  const sheet = finalScoreSheet(players, rules, true);
  return makeOutcome(sheet.totals, [
    { name: "coins", values: players.map((p) => p.coins), prefer: "higher" },
    { name: "cats", values: players.map((p) => cats(p.area)), prefer: "higher" },
  ]);
}

/**
 * The result of a solo game: the final score (steps A + B + C − D, D always applying under the
 * default `soloPenaltyAlways`) and its rating from the solo table (rulebook, *Solo Play Rules*).
 *
 * @example
 * soloResult({ area, tokens: 4 }, defaultConfig(1)); // { score: 64, rating: "Not bad" } in the rulebook's Scoring Example
 * @category Final scoring
 */
export function soloResult(
  player: { readonly area: Area; readonly tokens: number },
  rules: ScoringRules,
): { readonly score: number; readonly rating: string } {
  const score = finalScoreSheet([player], rules, true).totals[0] ?? 0;
  return { score, rating: soloRating(score) };
}
