/**
 * The save file of `laguna play` is read as strictly as the core's `loadMatch` reads a saved match
 * (plain JSON within the core's save limits, no field a save does not have), and a resumed game's
 * bots are held to the rule a new game's are (issue 27, point 4).
 */
import { readPlaySave } from "@laguna/cli";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { stash } from "../fixtures/stash";
import { ticTacToe } from "../fixtures/tic-tac-toe";
import { left, right, run } from "./helpers";

/** What the command wrote, with its wrapped lines joined again. */
const unwrapped = (text: string): string => text.replace(/\n\s+/g, " ");

/** A save of tic-tac-toe written by `laguna play` after one move of each seat, as parsed JSON. */
async function savedGame(): Promise<Record<string, unknown>> {
  const path = join(mkdtempSync(join(tmpdir(), "laguna-save-")), "ttt.json");
  const played = await run(["play", "tic-tac-toe", "--bots", "greedy", "--save", path], [ticTacToe], false, ["4", "s", "q"]);
  expect(played.code).toBe(0);
  return JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
}

/** Writes `save` (a value, or JSON text) to a file and runs `laguna play --load` on it, answering q. */
async function load(save: unknown) {
  const path = join(mkdtempSync(join(tmpdir(), "laguna-save-")), "save.json");
  writeFileSync(path, typeof save === "string" ? save : JSON.stringify(save));
  return run(["play", "--load", path], [ticTacToe, stash], false, ["q"]);
}

describe("laguna play --load reads a save as strictly as loadMatch", () => {
  it("resumes the save it wrote (the strict reading refuses nothing honest)", async () => {
    const resumed = await load(await savedGame());
    expect(resumed.code).toBe(0);
    expect(resumed.out).toContain("Resumed after 2 actions.");
  });

  it("refuses a field a save does not have, by name, with the field it most likely meant: exit 1, invalid-save", async () => {
    const save = await savedGame();
    const r = await load({ ...save, seeds: 7 });
    expect(r.code).toBe(1);
    expect(unwrapped(r.err)).toContain(
      'is not a saved game: it has unknown field "seeds" (did you mean "seed"?); a save of "laguna play" has format, formatVersion, seat, bots, seed and match.',
    );
    const fields = readPlaySave({ ...save, botz: ["greedy"], x: 1 });
    expect(left(fields)).toBe('it has unknown fields "botz" (did you mean "bots"?), "x"; a save of "laguna play" has format, formatVersion, seat, bots, seed and match.');
  });

  it("refuses a field nested 100,000 levels deep at the core's depth limit", async () => {
    const save = await savedGame();
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    const text = JSON.stringify(save).replace(/}$/, `,"junk":${deep}}`);
    const r = await load(text);
    expect(r.code).toBe(1);
    expect(unwrapped(r.err)).toContain("is not a saved game: Invalid save: at save.junk.0.0.0");
    expect(unwrapped(r.err)).toContain("the value is nested more than 64 levels deep.");
  });

  it("refuses a save over the core's limits for a save, whatever field holds it", () => {
    const save = { format: "laguna-play", formatVersion: 1, seat: 0, bots: ["greedy"], seed: 1, match: { game: { id: "tic-tac-toe" }, pad: "x".repeat(17 * 1024 * 1024) } };
    expect(left(readPlaySave(save))).toMatch(/^Invalid save: at save\.match\.pad: it is larger than this host accepts/);
  });

  it("cuts a long unknown name in the refusal, and names at most ten", () => {
    const save = { format: "laguna-play", formatVersion: 1, seat: 0, bots: ["greedy"], seed: 1, match: { game: { id: "tic-tac-toe" } } };
    const long = left(readPlaySave({ ...save, ["y".repeat(1000)]: 1 }));
    expect(long).toBe(`it has unknown field ${JSON.stringify("y".repeat(40))}… (1000 characters); a save of "laguna play" has format, formatVersion, seat, bots, seed and match.`);
    const many = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`extra${i}`, i]));
    expect(left(readPlaySave({ ...save, ...many }))).toMatch(/"extra9" and 2 more; a save of/);
  });

  it("names a save's unknown game in a short message, however long its id", async () => {
    const save = await savedGame();
    const match = save["match"] as { game: { id: string } };
    const r = await load({ ...save, match: { ...match, game: { ...match.game, id: "x".repeat(5_000_000) } } });
    expect(r.code).toBe(1);
    expect(unwrapped(r.err)).toContain(`is not a saved game of a game this command knows (${JSON.stringify("x".repeat(40))}… (5000000 characters); it knows tic-tac-toe and stash; a save of your own game needs its --module).`);
    expect(r.err.length).toBeLessThan(1_000);
  });

  it("checks the bots as a new game does: three bots for one other seat are refused (exit 1), as --bots refuses them (exit 2)", async () => {
    const save = await savedGame();
    const r = await load({ ...save, bots: ["greedy", "random", "mcts"] });
    expect(r.code).toBe(1);
    expect(unwrapped(r.err)).toContain("is not a saved game: its bots do not fit its 2 seats (one bot, for the other seat, not 3).");
    const fresh = await run(["play", "tic-tac-toe", "--bots", "greedy,random,mcts"], [ticTacToe], false, ["q"]);
    expect(fresh.code).toBe(2);
    expect(unwrapped(fresh.err)).toContain("--bots: give one bot, for the other seat, not 3.");
  });

  it("with more seats, takes one bot for all or one per other seat, from a save as from the command line", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "laguna-save-")), "stash.json");
    const played = await run(["play", "stash", "--players", "3", "--bots", "random,greedy", "--save", path], [stash], false, ["s", "q"]);
    expect(played.code).toBe(0);
    const save = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
    expect(right(readPlaySave(save))).toMatchObject({ bots: ["random", "greedy"] });
    expect((await load(save)).code).toBe(0);
    expect((await load({ ...save, bots: ["random"] })).code).toBe(0);
    const three = await load({ ...save, bots: ["random", "greedy", "mcts"] });
    expect(three.code).toBe(1);
    expect(unwrapped(three.err)).toContain("its bots do not fit its 3 seats (one bot for all 2 other seats or one per other seat, not 3).");
    const fresh = await run(["play", "stash", "--players", "3", "--bots", "random,greedy,mcts"], [stash], false, ["q"]);
    expect(fresh.code).toBe(2);
    expect(unwrapped(fresh.err)).toContain("--bots: give one bot for all 2 other seats or one per other seat, not 3.");
  });
});
