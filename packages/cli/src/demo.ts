/**
 * The demo: one seeded game of every registered rule module between greedy bots, shown as its
 * final position, score sheet and winners.
 *
 * @module
 */
import { type AnyGame, type Outcome, type ScoreSheet, type Seed, SPECTATOR, playerView } from "@laguna/core";
import { either } from "fp-ts";
import { type PlayedGame, playGame } from "./play";
import { EMPTY_REGISTRY_MESSAGE, botKitFor } from "./registry";

/**
 * Options of the demo.
 *
 * @example
 * demo(registry, write, { seed: 7 });
 * @category Demo
 */
export interface DemoOptions {
  /** The seed every game is set up and played from; 1 by default. */
  readonly seed?: Seed;
}

/**
 * The greedy bots of the demo: a light search (a beam of 3 partial turns, 6 actions deep, one
 * made-up state per plan), so that the demo takes seconds; `laguna simulate --bots greedy` plays
 * the bot's full defaults.
 *
 * @example
 * playGame(game, 2, 1, 0, { bots: ["greedy"], greedy: DEMO_GREEDY });
 * @category Demo
 */
export const DEMO_GREEDY = { beamWidth: 3, maxDepth: 6, samples: 1 } as const;

/**
 * What the demo wrote, and which games could not be played.
 *
 * @example
 * const { text, failed }: DemoResult = demo(registry, () => {});
 * @category Demo
 */
export interface DemoResult {
  /** Everything the demo wrote, in one string. */
  readonly text: string;
  /** The ids of the games that failed (a rule module that broke its contract); empty if all went well. */
  readonly failed: readonly string[];
}

/** The default seed of the demo. */
const DEMO_SEED = 1;

const indent = (text: string): string =>
  text
    .split("\n")
    .map((line) => (line === "" ? line : `  ${line}`))
    .join("\n");

const number = (x: number): string => (Number.isInteger(x) ? String(x) : String(Math.round(x * 100) / 100));

/** A table: one header row of seats, then a row per label; numbers right-aligned. */
function table(players: number, rows: readonly (readonly [string, readonly number[]])[]): string {
  const seats = Array.from({ length: players }, (_, seat) => `seat ${seat}`);
  const cells = rows.map(([label, values]) => [label, ...seats.map((_, seat) => number(values[seat] ?? 0))]);
  const all = [["", ...seats], ...cells];
  const widths = all[0]?.map((_, col) => Math.max(...all.map((row) => (row[col] ?? "").length))) ?? [];
  return all
    .map((row) =>
      row
        .map((cell, col) => (col === 0 ? cell.padEnd(widths[col] ?? 0) : cell.padStart(widths[col] ?? 0)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

function seatList(seats: readonly number[]): string {
  return `${seats.slice(0, -1).join(", ")} and ${seats[seats.length - 1]}`;
}

/**
 * The winners in words: `"Winner: seat 1."` or `"Shared victory: seats 0 and 2."`.
 *
 * @example
 * formatWinners(makeOutcome([3, 5])); // "Winner: seat 1."
 * @category Demo
 */
export function formatWinners(outcome: Outcome): string {
  const { winners } = outcome;
  if (winners.length === 0) return "No winner.";
  if (winners.length === 1) return `Winner: seat ${winners[0]}.`;
  return `Shared victory: seats ${seatList(winners)}.`;
}

/**
 * The scores as a table: the score sheet's lines and totals if the game keeps one, else the
 * outcome's scores.
 *
 * @example
 * formatScores(2, makeOutcome([3, 5]), undefined);
 * // "        seat 0  seat 1\nScore        3       5"
 * @category Demo
 */
export function formatScores(players: number, outcome: Outcome, sheet: ScoreSheet | undefined): string {
  if (sheet === undefined) return table(players, [["Score", outcome.scores]]);
  return table(players, [...sheet.lines.map((line) => [line.label, line.points] as const), ["Total", sheet.totals]]);
}

function describeThrown(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** The final position and score sheet of a game, as text; an unfinished game is not scored. */
function showGame(game: AnyGame, played: PlayedGame): string {
  const { match, outcome } = played;
  const players = match.config.playerCount;
  let position: string;
  let sheet: ScoreSheet | undefined;
  try {
    const view: unknown = playerView(match, SPECTATOR);
    position = game.render ? game.render(view) : JSON.stringify(view, null, 2);
  } catch (e) {
    position = `(the game's view or render threw: ${describeThrown(e)})`;
  }
  try {
    sheet = game.scoreSheet?.(match.state);
  } catch {
    sheet = undefined;
  }
  const who = `${players} player${players === 1 ? "" : "s"}`;
  if (outcome === undefined) {
    return [
      `${who}, ${match.length} actions: unfinished, cut by the step limit (not scored).`,
      "",
      "Position when cut:",
      indent(position),
    ].join("\n");
  }
  return [
    `${who}, ${match.length} actions.`,
    "",
    "Final position:",
    indent(position),
    "",
    "Scores:",
    indent(formatScores(players, outcome, sheet)),
    "",
    formatWinners(outcome),
  ].join("\n");
}

/**
 * Plays one seeded game of every given rule module between greedy bots ({@link DEMO_GREEDY}, on
 * the registered game's evaluation, else the running score), with the smallest player count each
 * supports and the default config (the printed rules), and writes, for each, its final position (the game's
 * `render` of the spectator view, else the view as JSON), its scores (the score sheet if the game
 * keeps one, else the outcome's scores) and its winners. A game the step limit cut is shown as
 * unfinished, not scored. With no games, it says that no rule module is registered yet. Returns
 * everything it wrote.
 *
 * @example
 * const { text } = demo(registry, (chunk) => process.stdout.write(chunk));
 * @category Demo
 */
export function demo(games: readonly AnyGame[], write: (text: string) => void, options: DemoOptions = {}): DemoResult {
  const seed = options.seed ?? DEMO_SEED;
  const chunks: string[] = [];
  const failed: string[] = [];
  const out = (text: string) => {
    chunks.push(text);
    write(text);
  };
  if (games.length === 0) {
    out(`${EMPTY_REGISTRY_MESSAGE}\n`);
    return { text: chunks.join(""), failed };
  }
  out(`Laguna demo: one game of each rule module between greedy bots, seed ${seed}.\n`);
  for (const game of games) {
    out(`\n== ${game.name} (${game.id}, rules ${game.version}) ==\n`);
    const players = game.playerCounts[0];
    const played =
      players === undefined
        ? either.left({ message: `${game.id} declares no player counts.` })
        : playGame(game, players, seed, 0, { ...botKitFor(game), bots: ["greedy"], greedy: DEMO_GREEDY });
    if (either.isLeft(played)) {
      failed.push(game.id);
      out(`Could not play a game: ${played.left.message}\n`);
      continue;
    }
    out(`${showGame(game, played.right)}\n`);
  }
  return { text: chunks.join(""), failed };
}
