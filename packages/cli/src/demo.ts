/**
 * The demo: one seeded game of every registered rule module between greedy bots, shown as its
 * final position, score sheet, winners and a legend of the codes it shows.
 *
 * @module
 */
import { type AnyGame, type Outcome, type ScoreSheet, type Seed, SPECTATOR, describeThrown, playerName, playerView } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import type { Legend } from "./legends";
import { type PlayedGame, playGame } from "./play";
import { EMPTY_REGISTRY_MESSAGE, botKitFor, formatPlayerCounts, legendFor } from "./registry";
import { LINE_WIDTH, type Style, countInWords, listInWords, painter, plural, wrapLines } from "./text";

/**
 * Options of the demo.
 *
 * @example
 * demo(registry, write, { seed: 7, players: 3, colour: true });
 * @category Demo
 */
export interface DemoOptions {
  /** The seed every game is set up and played from; 1 by default. */
  readonly seed?: Seed;
  /**
   * The player count of every game: 2 by default, or the nearest count a game supports (its
   * smallest above 2, else its largest).
   */
  readonly players?: number | undefined;
  /** Rule options set over each game's default config (the CLI allows them with one game only). */
  readonly config?: Readonly<Record<string, unknown>> | undefined;
  /** Whether to colour the text with terminal codes (headings, winners); off by default. */
  readonly colour?: boolean | undefined;
  /**
   * The legend of each game, by id: what the codes of its rendering mean. {@link legendFor} of
   * the registry by default.
   */
  readonly legend?: ((game: AnyGame) => Legend | undefined) | undefined;
}

/**
 * The greedy bots of the demo (and of `laguna play`): a light search (a beam of 3 partial turns,
 * 6 actions deep, one made-up state per plan), so that the demo takes seconds and a bot answers
 * at once; `laguna simulate --bots greedy` plays the bot's full defaults.
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
  /** Each game played, as data (what `laguna demo --json` prints). */
  readonly games: readonly DemoGame[];
  /** The ids of the games that failed (a rule module that broke its contract); empty if all went well. */
  readonly failed: readonly string[];
}

/**
 * One game of the demo, as data.
 *
 * @example
 * const game: DemoGame = { id: "murano", players: 2, seats: ["greedy", "greedy"], actions: 487, finished: true, scores: [123, 107], winners: [0] };
 * @category Demo
 */
export interface DemoGame {
  /** The game's id. */
  readonly id: string;
  /** The player count. */
  readonly players: number;
  /** Who played each seat. */
  readonly seats: readonly string[];
  /** How many actions the game took. */
  readonly actions: number;
  /** Whether it ended (not cut by the step limit). */
  readonly finished: boolean;
  /** The final scores (empty when unfinished). */
  readonly scores: readonly number[];
  /** The winning seats (empty when unfinished). */
  readonly winners: readonly number[];
}

/** The default seed of the demo. */
const DEMO_SEED = 1;
/** The player count the demo prefers. */
const DEMO_PLAYERS = 2;

const indent = (text: string): string =>
  text
    .split("\n")
    .map((line) => (line === "" ? line : `  ${line}`))
    .join("\n");

const number = (x: number): string => (Number.isInteger(x) ? String(x) : String(Math.round(x * 100) / 100));

/** A table: one header row of seats, then a row per label; numbers right-aligned. */
function table(players: number, rows: readonly (readonly [string, readonly number[]])[]): string {
  const seats = Array.from({ length: players }, (_, seat) => playerName(seat));
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

/**
 * The winners in words, with their scores: `"Winner: Player 2, with 5 points."` or `"Shared
 * victory: Player 1 and Player 3, with 7 points each."`.
 *
 * @example
 * formatWinners(makeOutcome([3, 5])); // "Winner: Player 2, with 5 points."
 * @category Demo
 */
export function formatWinners(outcome: Outcome): string {
  const { winners, scores } = outcome;
  const points = (seat: number) => plural(Number(number(scores[seat] ?? 0)), "point");
  if (winners.length === 0) return "No winner.";
  if (winners.length === 1) return `Winner: ${playerName(winners[0] as number)}, with ${points(winners[0] as number)}.`;
  const same = winners.every((seat) => scores[seat] === scores[winners[0] as number]);
  const tail = same ? `, with ${points(winners[0] as number)} each` : ` (${winners.map((seat) => `${playerName(seat)} ${points(seat)}`).join(", ")})`;
  return `Shared victory: ${listInWords(winners.map(playerName))}${tail}.`;
}

/**
 * The scores as a table: the score sheet's lines and totals if the game keeps one, else the
 * outcome's scores.
 *
 * @example
 * formatScores(2, makeOutcome([3, 5]), undefined);
 * // "        Player 1  Player 2\nScore          3         5"
 * @category Demo
 */
export function formatScores(players: number, outcome: Outcome, sheet: ScoreSheet | undefined): string {
  if (sheet === undefined) return table(players, [["Score", outcome.scores]]);
  return table(players, [...sheet.lines.map((line) => [line.label, line.points] as const), ["Total", sheet.totals]]);
}

/**
 * A game's rendering of a view, as text: its `render`, else the view as JSON; a `render` that
 * throws is reported in the text instead.
 *
 * @example
 * renderView(game, playerView(match, SPECTATOR));
 * @category Demo
 */
export function renderView(game: AnyGame, view: unknown): string {
  try {
    return game.render ? game.render(view) : JSON.stringify(view, null, 2);
  } catch (e) {
    return `(the game's view or render threw: ${describeThrown(e)})`;
  }
}

/**
 * The legend lines for a rendering, under a "Legend:" heading, or nothing when the game has no
 * legend or the text holds none of its codes.
 *
 * @example
 * legendText(muranoLegend, rendered); // "Legend:\n  Ring spaces: ..."
 * @category Demo
 */
export function legendText(legend: Legend | undefined, rendered: string): string {
  const lines = legend?.(rendered) ?? [];
  return lines.length === 0 ? "" : ["Legend:", ...lines.map((line) => `  ${line}`)].join("\n");
}

/**
 * The player count the demo plays a game with: `wanted` if the game supports it, else the nearest
 * count it supports above, else its largest.
 *
 * @example
 * demoPlayers(walkingInBurano, 2); // 2
 * @category Demo
 */
export function demoPlayers(game: AnyGame, wanted = DEMO_PLAYERS): number | undefined {
  const counts = game.playerCounts;
  return counts.includes(wanted) ? wanted : (counts.find((n) => n > wanted) ?? counts[counts.length - 1]);
}

/** The final position, score sheet, winners and legend of a game, as text; an unfinished game is not scored. */
function showGame(game: AnyGame, played: PlayedGame, paint: (style: Style, text: string) => string, legend: Legend | undefined): string {
  const { match, outcome } = played;
  const players = match.config.playerCount;
  let rendered: string;
  try {
    rendered = renderView(game, playerView(match, SPECTATOR));
  } catch (e) {
    rendered = `(the game's view threw: ${describeThrown(e)})`;
  }
  const position = wrapLines(rendered, LINE_WIDTH - 2);
  let sheet: ScoreSheet | undefined;
  try {
    sheet = game.scoreSheet?.(match.state);
  } catch {
    sheet = undefined;
  }
  const who = countInWords(players, "player");
  const bots = played.seats.every((s) => s === played.seats[0]) ? `${played.seats[0]} bots` : `bots ${played.seats.join(", ")}`;
  const head = `${who[0]?.toUpperCase() ?? ""}${who.slice(1)} (${bots}), ${plural(match.length, "action")}`;
  const explained = wrapLines(legendText(legend, rendered), LINE_WIDTH);
  if (outcome === undefined) {
    return [`${head}: unfinished, cut by the step limit (not scored).`, "", paint("bold", "Position when cut:"), indent(position), "", explained]
      .join("\n")
      .trimEnd();
  }
  return [
    `${head}.`,
    "",
    paint("bold", "Final position:"),
    indent(position),
    "",
    paint("bold", "Scores:"),
    indent(formatScores(players, outcome, sheet)),
    "",
    paint("green", formatWinners(outcome)),
    ...(explained === "" ? [] : ["", paint("dim", explained)]),
  ].join("\n");
}

/**
 * Plays one seeded game of every given rule module between greedy bots ({@link DEMO_GREEDY}, on
 * the registered game's evaluation, else the running score), with two players (or the nearest
 * count a game supports; `options.players` to change it) and the default config (the printed
 * rules), and writes, for each, its final position (the game's `render` of the spectator view,
 * else the view as JSON, wrapped within 100 columns), its scores (the score sheet if the game
 * keeps one, else the outcome's scores), its winners with their scores, and a legend of the codes
 * the position shows. A game the step limit cut is shown as unfinished, not scored. With no
 * games, it says that no rule module is registered yet. Returns everything it wrote.
 *
 * @example
 * const { text } = demo(registry, (chunk) => process.stdout.write(chunk));
 * @category Demo
 */
export function demo(games: readonly AnyGame[], write: (text: string) => void, options: DemoOptions = {}): DemoResult {
  const seed = options.seed ?? DEMO_SEED;
  const paint = painter(options.colour === true);
  const legendOf = options.legend ?? legendFor;
  const chunks: string[] = [];
  const failed: string[] = [];
  const played: DemoGame[] = [];
  const out = (text: string) => {
    chunks.push(text);
    write(text);
  };
  if (games.length === 0) {
    out(`${EMPTY_REGISTRY_MESSAGE}\n`);
    return { text: chunks.join(""), games: played, failed };
  }
  const which = games.length === 1 ? (games[0] as AnyGame).name : "each rule module";
  out(`Laguna demo: one game of ${which} between greedy bots, seed ${seed}.\n`);
  for (const game of games) {
    out(`\n${paint("cyan", paint("bold", `== ${game.name} (${game.id}, rules ${game.version}) ==`))}\n`);
    const players = demoPlayers(game, options.players ?? DEMO_PLAYERS);
    if (options.players !== undefined && players !== undefined && players !== options.players) {
      out(`${paint("dim", `(${game.name} is for ${formatPlayerCounts(game.playerCounts)} players: played with ${players}.)`)}\n`);
    }
    const result =
      players === undefined
        ? either.left({ message: `${game.id} declares no player counts.` })
        : playGame(game, players, seed, 0, { ...botKitFor(game), bots: ["greedy"], greedy: DEMO_GREEDY, config: options.config });
    if (either.isLeft(result)) {
      failed.push(game.id);
      out(`${paint("red", wrapLines(`Could not play a game: ${result.left.message}`))}\n`);
      continue;
    }
    const { match, outcome, seats } = result.right;
    played.push({
      id: game.id,
      players: match.config.playerCount,
      seats,
      actions: match.length,
      finished: outcome !== undefined,
      scores: outcome?.scores ?? [],
      winners: outcome?.winners ?? [],
    });
    out(`${showGame(game, result.right, paint, legendOf(game))}\n`);
  }
  return { text: chunks.join(""), games: played, failed };
}
