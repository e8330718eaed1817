/**
 * A game against bots in the terminal (`laguna play`): each turn shows the seat's view and its
 * legal actions, numbered and in words, and reads one answer a line; bots' moves are shown as they
 * happen, and the end shows the score sheet and the winners. Reading lines (not keys) makes it
 * work the same from a person at a terminal and from a script piping answers in.
 *
 * @module
 */
import {
  type AnyGame,
  DEFAULT_STEP_LIMIT,
  type GameConfig,
  type Match,
  SPECTATOR,
  type Seat,
  type Seed,
  actAt,
  activePlayers,
  createMatch,
  isOver,
  legalActions,
  mixSeed,
  outcome,
  playerName,
  playerView,
  saveMatch,
  thirdPerson,
  undoMove,
} from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import type { Bot } from "@laguna/bots";
import { type BotKit, type BotName, makeNamedBot } from "./bots";
import { DEMO_GREEDY, formatScores, formatWinners, legendText, renderView } from "./demo";
import type { Legend } from "./legends";
import { configFor } from "./play";
import type { PlaySave } from "./play-save";
import { LINE_WIDTH, type Style, countInWords, listInWords, painter, plural, wrapLines } from "./text";

/**
 * What a game against bots needs from its surroundings: where to write, where answers come from,
 * and where saves go. The command gives the process's streams and files; tests give their own.
 *
 * @example
 * const io: SessionIO = { write: (t) => process.stdout.write(t), readLine: next, echo: false, colour: true, saveFile: writeFileSync };
 * @category Play
 */
export interface SessionIO {
  /** Writes text for the player (standard output). */
  readonly write: (text: string) => void;
  /** The next line of input, without its line ending; `undefined` once the input has ended. */
  readonly readLine: () => Promise<string | undefined>;
  /** Whether to write each answer after its prompt (when the input is not a terminal, which echoes it). */
  readonly echo: boolean;
  /** Whether to colour the text with terminal codes. */
  readonly colour: boolean;
  /** Writes a save file (the `s` answer); throws when it cannot. */
  readonly saveFile: (path: string, text: string) => void;
}

/**
 * A game against bots, as `laguna play` sets it up.
 *
 * @example
 * const options: SessionOptions = { game, players: 2, seat: 0, bots: ["greedy"], seed: 1, savePath: "murano.json" };
 * @category Play
 */
export interface SessionOptions extends BotKit {
  /** The rule module. */
  readonly game: AnyGame;
  /** The player count. */
  readonly players: number;
  /** The seat the person plays. */
  readonly seat: Seat;
  /** The bots of the other seats, in seat order: one name for all of them, or one per seat. */
  readonly bots: readonly BotName[];
  /** The seed: the game is set up from it, and each bot's seed is mixed from it and its seat. */
  readonly seed: Seed;
  /** Rule options set over the default config (checked before the game starts). */
  readonly config?: Readonly<Record<string, unknown>> | undefined;
  /** A match to resume instead of starting one (from a save). */
  readonly resume?: Match | undefined;
  /** Where `s` saves when no file is named after it. */
  readonly savePath: string;
  /** The legend of the game's rendering, shown under the first view and with `?`. */
  readonly legend?: Legend | undefined;
  /** The step limit: a game still going after this many actions is stopped (default 10,000). */
  readonly maxSteps?: number | undefined;
  /**
   * Compact output: the board is drawn at the start, when the person answers `b`, and at the end,
   * not before every choice. Without it, the board is drawn before a choice whenever it changed
   * since it was last drawn.
   */
  readonly compact?: boolean | undefined;
}

/**
 * How a game against bots ended: `finished` (played to the end), `quit` (the person typed `q`),
 * `input-ended` (the input ran out first), `step-limit`, or `failed` (a rule module broke its
 * contract). The command exits 0 for the first two, 1 otherwise.
 *
 * @example
 * const end: SessionEnd = "finished";
 * @category Play
 */
export type SessionEnd = "finished" | "quit" | "input-ended" | "step-limit" | "failed";

/** The bot of each seat (none for the person's): the names given in seat order, seeded per seat. */
function seatBots(options: SessionOptions): readonly (Bot | undefined)[] {
  const { game, players, seat, bots, seed } = options;
  const kit: BotKit = { ...options, greedy: options.greedy ?? DEMO_GREEDY };
  let k = 0;
  return Array.from({ length: players }, (_, s) => {
    if (s === seat) return undefined;
    const name = (bots.length === 1 ? bots[0] : bots[k]) ?? "greedy";
    k++;
    return makeNamedBot(game, name, mixSeed(seed, s), kit);
  });
}

/** The bot names of each seat, for people: "you" for the person's. */
function seatNames(options: SessionOptions): readonly string[] {
  let k = 0;
  return Array.from({ length: options.players }, (_, s) => {
    if (s === options.seat) return "you";
    const name = (options.bots.length === 1 ? options.bots[0] : options.bots[k]) ?? "greedy";
    k++;
    return name;
  });
}

/**
 * Numbered choices laid out for the terminal: one a line, or in two columns when there are many
 * short ones.
 *
 * @example
 * numberedChoices(["end the turn", "sell R for 1Ł"]); // "  0  end the turn\n  1  sell R for 1Ł"
 * @category Play
 */
export function numberedChoices(choices: readonly string[], width = LINE_WIDTH): string {
  const digits = String(Math.max(choices.length - 1, 0)).length;
  const cells = choices.map((text, i) => `${String(i).padStart(digits + 2)}  ${text}`);
  const column = Math.max(0, ...cells.map((c) => c.length)) + 2;
  if (cells.length <= 12 || column * 2 > width) return cells.map((c) => wrapLines(c, width)).join("\n");
  const half = Math.ceil(cells.length / 2);
  const rows: string[] = [];
  for (let r = 0; r < half; r++) rows.push(`${(cells[r] ?? "").padEnd(column)}${cells[r + half] ?? ""}`.trimEnd());
  return rows.join("\n");
}

const HELP =
  "Type the number of an action and press Enter; u takes back your last move (and the bots' after it),\n" +
  "b draws the board, s saves the game (s FILE to choose the file), q leaves it, ? shows this help and\n" +
  "the legend again. Players are numbered from 1; the board is drawn again only when it changed.";

/**
 * Plays a game against bots: the person's seat answers through `io.readLine`, the other seats are
 * bots. Each time the person is to act, it shows their view (the game's `render`), the legal
 * actions numbered and in words (`describeAction`), and reads an answer: a number, `u` (undo back
 * to before the person's last action), `s [FILE]` (save), `q` (quit) or `?` (help). Bots' actions
 * are shown as they happen (redacted where the game hides them from the person). At the end it
 * shows the final position, the score sheet and the winners. Resolves to how the game ended.
 *
 * @example
 * const end = await playSession({ game, players: 2, seat: 0, bots: ["greedy"], seed: 1, savePath: "save.json" }, io);
 * process.exitCode = end === "finished" || end === "quit" ? 0 : 1;
 * @category Play
 */
export async function playSession(options: SessionOptions, io: SessionIO): Promise<SessionEnd> {
  const { game, players, seat } = options;
  const paint = painter(io.colour);
  const say = (text: string, style?: Style) => {
    const wrapped = wrapLines(text);
    io.write(`${style === undefined ? wrapped : paint(style, wrapped)}\n`);
  };
  let match: Match;
  if (options.resume !== undefined) {
    match = options.resume;
  } else {
    const config = configFor(game, players, options.config);
    const created = either.isLeft(config) ? config : createMatch(game, config.right, options.seed);
    if (either.isLeft(created)) {
      say(`laguna play: ${created.left.message}`, "red");
      return "failed";
    }
    match = created.right as Match;
  }
  const bots = seatBots(options);
  const names = seatNames(options);
  const maxSteps = options.maxSteps ?? DEFAULT_STEP_LIMIT;
  const others = names.flatMap((name, s) => (s === seat ? [] : [`${playerName(s)} (${name})`]));
  const company = others.length === 0 ? "you play alone" : `you are ${playerName(seat)}; ${listInWords(others)} ${others.length === 1 ? "is a bot" : "are bots"}`;
  say(paint("bold", `${game.name}, ${countInWords(players, "player")}: ${company}.`));
  if (match.length > 0) say(`Resumed after ${plural(match.length, "action")}.`);
  say(HELP, "dim");
  // The board as last drawn: it is drawn again before a choice only when it changed.
  let lastDrawn: string | undefined;
  let legendShown = false;
  const show = (always: boolean) => {
    const rendered = renderView(game, playerView(match, seat));
    if (!always && (rendered === lastDrawn || (options.compact === true && lastDrawn !== undefined))) return;
    say("");
    say(wrapLines(rendered));
    if (!legendShown) {
      const legend = legendText(options.legend, rendered);
      if (legend !== "") say(wrapLines(legend), "dim");
      legendShown = true;
    }
    lastDrawn = rendered;
  };
  while (!isOver(match)) {
    if (match.length >= maxSteps) {
      say(`The game did not end within ${plural(maxSteps, "action")}: stopped.`, "red");
      return "step-limit";
    }
    const active = activePlayers(match);
    const botSeat = active.find((s) => s !== seat);
    if (botSeat !== undefined) {
      const bot = bots[botSeat];
      let index: number;
      try {
        index = bot === undefined ? 0 : bot.chooseIndex(match, botSeat);
      } catch (e) {
        say(`laguna play: the ${names[botSeat]} bot of ${playerName(botSeat)} failed: ${e instanceof Error ? e.message : String(e)}`, "red");
        return "failed";
      }
      const action = legalActions(match, botSeat)[index];
      const hidden = game.redact?.(action, botSeat, seat, match.state);
      const next = actAt(match, botSeat, index);
      if (either.isLeft(next)) {
        say(`laguna play: ${next.left.message}`, "red");
        return "failed";
      }
      say(`${playerName(botSeat)} (${names[botSeat]}) ${thirdPerson(hidden ?? game.describeAction(action))}.`, "cyan");
      match = next.right;
      continue;
    }
    show(false);
    const legal = legalActions(match, seat);
    say("");
    say(numberedChoices(legal.map((a) => game.describeAction(a))));
    io.write(paint("bold", `Your move (${legal.length === 1 ? "0" : `0-${legal.length - 1}`}, u, b, s, q, ?): `));
    const line = await io.readLine();
    if (line === undefined) {
      io.write("\n");
      say("The input ended before the game did: the game is left unfinished (save with s to keep it).", "red");
      return "input-ended";
    }
    if (io.echo) io.write(`${line}\n`);
    const answer = line.trim();
    if (/^\d+$/.test(answer) && Number(answer) < legal.length) {
      const next = actAt(match, seat, Number(answer));
      if (either.isLeft(next)) {
        say(`laguna play: ${next.left.message}`, "red");
        return "failed";
      }
      say(`You ${game.describeAction(legal[Number(answer)])}.`, "green");
      match = next.right;
    } else if (answer === "u") {
      const back = undoLastMove(match, seat);
      if (either.isLeft(back)) say(`Cannot undo: ${back.left}`, "yellow");
      else {
        say(`Took back ${plural(match.length - back.right.length, "action")}.`, "yellow");
        match = back.right;
        lastDrawn = undefined;
      }
    } else if (answer === "s" || answer.startsWith("s ")) {
      const file = answer.slice(1).trim() || options.savePath;
      const save: PlaySave = { format: "laguna-play", formatVersion: 1, seat, bots: options.bots, seed: options.seed, match: saveMatch(match) };
      try {
        io.saveFile(file, `${JSON.stringify(save)}\n`);
        say(`Saved to ${file}. Resume with: laguna play --load ${file}`, "yellow");
      } catch (e) {
        say(`Could not save to ${file}: ${e instanceof Error ? e.message : String(e)}`, "red");
      }
    } else if (answer === "b") {
      show(true);
    } else if (answer === "q") {
      say(`You left the game after ${plural(match.length, "action")}; it is unfinished.`, "yellow");
      return "quit";
    } else if (answer === "?" || answer === "h") {
      say(HELP, "dim");
      const legend = legendText(options.legend, renderView(game, playerView(match, seat)));
      if (legend !== "") say(wrapLines(legend), "dim");
    } else {
      say(`Please answer with a number from 0 to ${legal.length - 1}, or u, b, s, q or ?; not ${JSON.stringify(line)}.`, "yellow");
    }
  }
  const result = outcome(match);
  say("");
  say(paint("bold", `The game is over after ${plural(match.length, "action")}.`));
  say(wrapLines(renderView(game, playerView(match, SPECTATOR))));
  if (result === undefined) {
    say("laguna play: the game is over but has no outcome.", "red");
    return "failed";
  }
  let sheet;
  try {
    sheet = game.scoreSheet?.(match.state);
  } catch {
    sheet = undefined;
  }
  say("");
  say("Scores:", "bold");
  say(formatScores(players, result, sheet).replace(/^/gm, "  "));
  say("");
  const verdict = result.winners.includes(seat) ? (result.winners.length > 1 ? "You share the victory." : "You won!") : "You lost.";
  say(`${formatWinners(result)} ${verdict}`, "green");
  return "finished";
}

/**
 * Takes back the person's last action and every bot action after it, with the core's `undoMove`;
 * `Left` with the reason in words when one of them cannot be taken back (it drew at random or
 * revealed hidden information) or the person has not acted yet.
 *
 * @example
 * const back = undoLastMove(match, 0);
 * @category Play
 */
export function undoLastMove<C extends GameConfig, S, A, V>(match: Match<C, S, A, V>, seat: Seat): either.Either<string, Match<C, S, A, V>> {
  const back = undoMove(match, seat);
  if (either.isRight(back)) return back;
  const nothing = back.left.kind === "cannot-undo" && back.left.reason === "nothing";
  return either.left(nothing ? "you have not made a move yet." : back.left.message);
}
