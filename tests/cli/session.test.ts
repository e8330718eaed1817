import { type AnyGame, createMatch, legalActions } from "@laguna/core";
import {
  type SessionEnd,
  type SessionIO,
  type SessionOptions,
  numberedChoices,
  playSession,
  readPlaySave,
  registry,
  resumeMatch,
  undoLastMove,
} from "@laguna/cli";
import { actAt } from "@laguna/core";
import { describe, expect, it } from "vitest";
import { stash } from "../fixtures/stash";
import { ticTacToe } from "../fixtures/tic-tac-toe";
import { right, run } from "./helpers";

/** Plays a session from scripted answers; returns how it ended, what it wrote and what it saved. */
async function session(options: Partial<SessionOptions> & { game: AnyGame }, answers: readonly string[]) {
  const lines = [...answers];
  const out: string[] = [];
  const saves = new Map<string, string>();
  const io: SessionIO = {
    write: (text) => out.push(text),
    readLine: () => Promise.resolve(lines.shift()),
    echo: true,
    colour: false,
    saveFile: (path, text) => saves.set(path, text),
  };
  const end: SessionEnd = await playSession({ players: 2, seat: 0, bots: ["random"], seed: 1, savePath: "save.json", ...options }, io);
  return { end, text: out.join(""), saves, left: lines.length };
}

describe("playSession", () => {
  it("shows the view and the numbered actions, reads answers, shows the bot's moves, and ends with the scores", async () => {
    const { end, text } = await session({ game: ticTacToe }, Array.from({ length: 9 }, () => "0"));
    expect(end).toBe("finished");
    expect(text).toMatch(/^Tic-tac-toe, two players: you are Player 1; Player 2 \(random\) is a bot\.\n/);
    expect(text).toContain("Your move (0-8, u, b, s, q, ?): 0\n");
    expect(text).toMatch(/\n {2}0 {2}mark square 0\n {2}1 {2}mark square 1\n/); // numbered, in the game's words
    expect(text).toMatch(/\nPlayer 2 \(random\) .+\.\n/);
    expect(text).toContain("\nScores:\n");
    expect(text).toMatch(/(Winner: Player \d, with 1 point\.|Shared victory: Player 1 and Player 2, with 0\.5 points each\.) (You won!|You lost\.|You share the victory\.)\n$/);
    expect(text).not.toMatch(/\bseats? \d/i);
  });

  it("asks again after an answer it cannot use, without acting", async () => {
    const { text, end } = await session({ game: ticTacToe }, ["9", "x", "", "-1", "q"]);
    expect(end).toBe("quit");
    expect(text.match(/Please answer with a number from 0 to 8, or u, b, s, q or \?; not /g)).toHaveLength(4);
    expect(text).toContain("You left the game after 0 actions; it is unfinished.");
  });

  it("u takes back the person's last move and the bot's after it; with nothing to take back it says so", async () => {
    const { text } = await session({ game: ticTacToe }, ["u", "4", "u", "q"]);
    expect(text).toContain("Cannot undo: you have not made a move yet.");
    expect(text).toContain("Took back 2 actions.");
    expect(text).toContain("You left the game after 0 actions");
  });

  it("refuses to undo a move that drew at random, in the core's words", () => {
    let match = right(createMatch(stash, stash.defaultConfig(2), 5));
    const mulligan = legalActions(match, 0).findIndex((a) => (a as { type: string }).type === "mulligan");
    expect(mulligan).toBeGreaterThanOrEqual(0);
    match = right(actAt(match, 0, mulligan));
    const back = undoLastMove(match, 0);
    expect(back).toEqual({ _tag: "Left", left: '"mulligan" drew at random or revealed hidden information; it cannot be taken back.' });
  });

  it("s saves the match with its seat and bots, and the save resumes where it was", async () => {
    const { saves, text } = await session({ game: ticTacToe, bots: ["greedy"] }, ["4", "s", "s other.json", "q"]);
    expect(text).toContain("Saved to save.json. Resume with: laguna play --load save.json");
    expect(text).toContain("Saved to other.json.");
    const save = readPlaySave(JSON.parse(saves.get("save.json")!));
    const read = right(save);
    expect(read).toMatchObject({ gameId: "tic-tac-toe", seat: 0, bots: ["greedy"], seed: 1 });
    const match = right(resumeMatch(ticTacToe, read.match));
    expect(match.length).toBe(2);
    const resumed = await session({ game: ticTacToe, resume: match, bots: ["greedy"] }, ["q"]);
    expect(resumed.text).toContain("Resumed after 2 actions.");
  });

  it("hides what the person may not see: a bot's hidden move is shown redacted", async () => {
    const { text } = await session({ game: stash, bots: ["random"], seed: 3 }, Array.from({ length: 200 }, () => "0"));
    expect(text).toContain("Player 2 (random) buried a card face down.");
    expect(text).not.toMatch(/Player 2 \(random\) bur(y|ies) card/);
  });

  it("plays a solo game with no bots", async () => {
    const burano = registry.find((g) => g.id === "walking-in-burano")!;
    const { end, text } = await session({ game: burano, players: 1, bots: ["greedy"] }, Array.from({ length: 400 }, () => "0"));
    expect(end).toBe("finished");
    expect(text).toMatch(/^Walking in Burano, one player: you play alone\.\n/);
    expect(text).not.toMatch(/\nPlayer \d \((random|greedy|mcts)\) /);
    expect(text).toMatch(/Winner: Player 1, with \d+ points?\. You won!\n$/);
  });

  it("speaks of you in the second person and of bots in the third, naming players from 1", async () => {
    const { text } = await session({ game: ticTacToe, seat: 1 }, Array.from({ length: 9 }, () => "0"));
    expect(text).toMatch(/^Tic-tac-toe, two players: you are Player 2; Player 1 \(random\) is a bot\.\n/);
    expect(text).toMatch(/\nYou mark square \d\.\n/);
    expect(text).toMatch(/\nPlayer 1 \(random\) marks square \d\.\n/);
    expect(text).not.toMatch(/You marks|\(random\) mark square/);
  });

  it("draws the board again only when it changed since it was last drawn", async () => {
    // A rendering that never changes is drawn once before the first choice (and once at the end).
    const still: AnyGame = { ...ticTacToe, render: () => "THE BOARD" } as AnyGame;
    const { text } = await session({ game: still }, Array.from({ length: 9 }, () => "0"));
    expect(text.match(/THE BOARD/g)).toHaveLength(2);
    expect(text.match(/Your move/g)?.length ?? 0).toBeGreaterThan(2);
    // A rendering that shows the position is drawn again after each move, but not after an
    // answer that does not act (x, ?): 3 drawings for 5 prompts.
    const shown: AnyGame = { ...ticTacToe, render: (v: unknown) => `BOARD ${JSON.stringify(v)}` } as AnyGame;
    const moving = await session({ game: shown }, ["0", "x", "?", "0", "q"]);
    expect(moving.text.match(/Your move/g)).toHaveLength(5);
    expect(moving.text.match(/^BOARD\b/gm), moving.text).toHaveLength(3);
  });

  it("with compact, draws the board at the start, on b, and at the end only", async () => {
    const counted: AnyGame = { ...ticTacToe, render: () => "THE BOARD" } as AnyGame;
    const plain = await session({ game: { ...ticTacToe, render: (v: unknown) => `BOARD ${JSON.stringify(v).length}` } as AnyGame, compact: true }, ["0", "0", "b", "0", "q"]);
    expect(plain.text.match(/BOARD \d+/g)).toHaveLength(2); // the start, and b
    const full = await session({ game: { ...ticTacToe, render: (v: unknown) => `BOARD ${JSON.stringify(v).length}` } as AnyGame }, ["0", "0", "b", "0", "q"]);
    expect(full.text.match(/BOARD \d+/g)?.length ?? 0).toBeGreaterThan(3);
    const end = await session({ game: counted, compact: true }, Array.from({ length: 9 }, () => "0"));
    expect(end.text.match(/THE BOARD/g)).toHaveLength(2); // the start and the end
  });

  it("reports the end of the input", async () => {
    const { end, text } = await session({ game: ticTacToe }, ["0"]);
    expect(end).toBe("input-ended");
    expect(text).toContain("The input ended before the game did");
  });

  it("lays many short choices out in two columns", () => {
    expect(numberedChoices(["a", "b"])).toBe("  0  a\n  1  b");
    const many = numberedChoices(Array.from({ length: 20 }, (_, i) => `choice ${i}`));
    expect(many.split("\n")).toHaveLength(10);
    expect(many.split("\n")[0]).toMatch(/^ {3}0 {2}choice 0 +10 {2}choice 10$/);
  });

  it("readPlaySave refuses what is not a save, in words", () => {
    expect(readPlaySave(null)._tag).toBe("Left");
    expect(readPlaySave({ format: "x" })).toEqual({ _tag: "Left", left: 'it is not a save of "laguna play" nor a saved match.' });
    expect(readPlaySave({ format: "laguna-play", formatVersion: 1, seat: 0, bots: ["chess"], seed: 1, match: { game: { id: "g" } } })._tag).toBe("Left");
  });
});

describe("main: play in-process", () => {
  it("plays tic-tac-toe from piped answers and exits 0; q exits 0; running out of input exits 1", async () => {
    const played = await run(["play", "tic-tac-toe", "--bots", "random"], [ticTacToe], false, Array.from({ length: 9 }, () => "0"));
    expect(played.code).toBe(0);
    expect(played.out).toContain("The game is over after");
    expect((await run(["play", "tic-tac-toe"], [ticTacToe], false, ["q"])).code).toBe(0);
    const ended = await run(["play", "tic-tac-toe"], [ticTacToe], false, []);
    expect(ended.code).toBe(1);
    expect(ended.err).toBe("laguna play: the input ended before the game did.\n");
  });

  it("--player N plays as Player N, counted from 1", async () => {
    const r = await run(["play", "tic-tac-toe", "--player", "2", "--bots", "random"], [ticTacToe], false, Array.from({ length: 9 }, () => "0"));
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Tic-tac-toe, two players: you are Player 2; Player 1 \(random\) is a bot\.\n/);
  });

  it("refuses bad seats, bots and options with exit 2", async () => {
    for (const argv of [
      ["play", "tic-tac-toe", "--seat", "2"],
      ["play", "tic-tac-toe", "--bots", "greedy,random"],
      ["play", "tic-tac-toe", "--players", "3"],
      ["play", "tic-tac-toe", "--set", "misere=maybe"],
      ["play", "--load", "x.json", "--seat", "1"],
      ["play", "tic-tac-toe", "--player", "0"],
      ["play", "tic-tac-toe", "--player", "3"],
      ["play", "tic-tac-toe", "--player", "2", "--seat", "1"],
      ["play", "--load", "x.json", "--player", "2"],
    ]) {
      const r = await run(argv, [ticTacToe], false, []);
      expect(r.code, argv.join(" ")).toBe(2);
      expect(r.err, argv.join(" ")).toContain("Usage: laguna play <game> [options]");
    }
  });
});
