import { lookaheadBot, scoreEvaluation } from "@laguna/bots";
import { type AnyGame, createMatch } from "@laguna/core";
import { type SimulationSummary, botKitFor, entries, makeNamedBot, parseBotNames, playGame, registry, simulate } from "@laguna/cli";
import { either } from "fp-ts";
import { describe, expect, it } from "vitest";
import { stash } from "../fixtures/stash";
import { tally } from "../fixtures/tally";
import { ticTacToe } from "../fixtures/tic-tac-toe";
import { counted } from "../support/counted-game";
import { left, right, run as runOn, runBin } from "./helpers";

const fixtures: readonly AnyGame[] = [ticTacToe, stash, tally];
const endless = { target: null };

const run = (argv: string[]) => runOn(argv, fixtures);

describe("simulate with bots", () => {
  it("rotates the seats game by game and sums up per bot, in the order given", () => {
    const s = right(simulate(stash, { games: 6, players: 3, seed: 4, bots: ["greedy", "random", "random"] }));
    expect(s.unfinished).toBe(0);
    expect(s.bots?.map((b) => b.bot)).toEqual(["greedy", "random", "random"]);
    for (const b of s.bots ?? []) expect(b.games).toBe(6);
    // Game i: the k-th bot plays seat (k + i) % 3; replayed here game by game.
    const names = ["greedy", "random", "random"] as const;
    const wins = [0, 0, 0];
    for (let i = 0; i < 6; i++) {
      const seats = [0, 1, 2].map((seat) => names[(seat - (i % 3) + 3) % 3]!);
      const played = right(playGame(stash, 3, 4, i, { bots: seats }));
      expect(played.seats).toEqual(seats);
      names.forEach((_, k) => {
        if (played.outcome?.winners.includes((k + i) % 3)) wins[k]!++;
      });
    }
    expect(s.bots?.map((b) => b.wins)).toEqual(wins);
    expect(s.bots?.reduce((a, b) => a + b.wins, 0)).toBe(s.wins.reduce((a, b) => a + b, 0));
  });

  it("one name plays every seat; a wrong number of names is refused", () => {
    const s = right(simulate(ticTacToe, { games: 2, players: 2, seed: 1, bots: ["mcts"], iterations: 50 }));
    expect(s.bots).toEqual([expect.objectContaining({ bot: "mcts", games: 2 })]);
    expect(left(simulate(stash, { games: 2, players: 3, seed: 1, bots: ["greedy", "mcts"] })).message).toContain("one bot name per seat (3)");
  });

  it("a game cut by the step limit is unfinished and never scored", () => {
    const s = right(simulate(tally, { games: 4, players: 2, seed: 1, config: endless, maxSteps: 30, bots: ["greedy", "random"] }));
    expect(s).toMatchObject({ games: 4, unfinished: 4, maxSteps: 30, meanScore: 0, maxScore: 0, wins: [0, 0], winRates: [0, 0], meanActions: 0 });
    expect(s.bots).toEqual([
      { bot: "greedy", games: 4, wins: 0, winRate: 0, meanScore: 0 },
      { bot: "random", games: 4, wins: 0, winRate: 0, meanScore: 0 },
    ]);
    // The same games with the house rule end, and are scored.
    const limited = right(simulate(tally, { games: 4, players: 2, seed: 1, config: { ...endless, roundLimit: 5 }, bots: ["greedy", "random"] }));
    expect(limited.unfinished).toBe(0);
    expect(limited.config).toMatchObject({ target: null, roundLimit: 5 });
    expect(limited.bots?.[0]?.meanScore).toBe(5);
  });

  it("the registry takes each game's evaluate from its package when it exports one", () => {
    expect(registry).toEqual(entries.map((e) => e.game));
    for (const entry of entries) expect(typeof (botKitFor(entry.game).evaluate ?? (() => 0))).toBe("function");
    expect(botKitFor(stash)).toEqual({});
    // Each title's recommended lookahead budget, from its package (rule steps cost different time in each).
    expect(Object.fromEntries(entries.map((e) => [e.game.id, botKitFor(e.game).lookaheadBudget?.maxApplies]))).toMatchObject({ "walking-in-burano": 15_000, murano: 24_000, "murano-light-masters": 60_000 });
    // Solo options travel with the budget: Walking in Burano, the one title with a solo game, has them.
    expect(entries.filter((e) => botKitFor(e.game).lookaheadBudget?.solo !== undefined).map((e) => e.game.id)).toEqual(["walking-in-burano"]);
    expect(botKitFor(stash, 10)).toEqual({ iterations: 10 });
    expect(parseBotNames("greedy,mcts")).toEqual({ names: ["greedy", "mcts"] });
    expect(parseBotNames("greedy,chess")).toEqual({ unknown: "chess" });
  });

  it("makeNamedBot's lookahead bot plays on the kit's lookahead budget", () => {
    const created = createMatch(stash, stash.defaultConfig(2), 11);
    if (either.isLeft(created)) throw new Error(created.left.message);
    const evaluate = scoreEvaluation(stash);
    const named = makeNamedBot(stash, "lookahead", 4, { evaluate, lookaheadBudget: { maxApplies: 700 } });
    expect(named.name).toBe("lookahead");
    const same = lookaheadBot(evaluate, { seed: 4, maxApplies: 700 });
    // The budget reaches the bot: a count of rule steps near 700, not the bot's default 60,000.
    const { game, count, reset } = counted(stash);
    const match = { ...created.right, game };
    reset();
    const choice = named.chooseIndex(match, 0);
    expect(count()).toBeLessThan(1_500);
    expect(choice).toBe(same.chooseIndex(match, 0));
  });

  it("makeNamedBot's lookahead bot takes the kit's solo options in a solo game", () => {
    const burano = entries.find((e) => e.game.id === "walking-in-burano")?.game as AnyGame;
    const { game, count, reset } = counted(burano);
    const created = createMatch(game, game.defaultConfig(1), 11);
    if (either.isLeft(created)) throw new Error(created.left.message);
    const named = makeNamedBot(game, "lookahead", 4, { evaluate: scoreEvaluation(game), lookaheadBudget: { maxApplies: 6_000, solo: { maxApplies: 600 } } });
    reset();
    named.chooseIndex(created.right, 0);
    // The solo budget reached the bot: about 600 rule steps, not the 6,000 of two-player games.
    expect(count()).toBeLessThan(1_500);
  });
});

describe("main: simulate --bots", () => {
  it("--json adds unfinished and the bots to today's fields", async () => {
    const r = await run(["simulate", "stash", "-n", "4", "--players", "2", "--bots", "greedy,random", "--json"]);
    expect(r.code).toBe(0);
    const parsed = JSON.parse(r.out) as SimulationSummary;
    expect(parsed).toMatchObject({ game: "stash", games: 4, unfinished: 0 });
    expect(parsed.bots?.map((b) => Object.keys(b).sort())).toEqual([
      ["bot", "games", "meanScore", "winRate", "wins"],
      ["bot", "games", "meanScore", "winRate", "wins"],
    ]);
  });

  it("reports unfinished games, and --fail-unfinished makes them an error", async () => {
    const text = await run(["simulate", "tally", "-n", "3", "--config", '{"target":null}', "--max-steps", "20", "--bots", "random"]);
    expect(text.code).toBe(0);
    expect(text.out).toContain("two players, bots random, options target=null (figures over the 0 finished games)");
    expect(text.out).toMatch(/unfinished\s+3 \(cut by the step limit of 20 actions; not scored\)/);
    expect(text.out).toMatch(/bot random win rate\s+0\.0% \(0 wins, mean score/);
    // One game is one game, not "1 games".
    const one = await run(["simulate", "tic-tac-toe", "-n", "1", "--bots", "random"]);
    expect(one.out).not.toContain("(1 games");
    expect(one.out).toMatch(/\((0 wins|1 win|0\.5 wins), mean score/);
    const strict = await run(["simulate", "tally", "-n", "3", "--config", '{"target":null}', "--max-steps", "20", "--fail-unfinished"]);
    expect(strict.code).toBe(1);
    expect(strict.err).toBe("laguna simulate: 3 of 3 games did not end within the step limit of 20 actions.\n");
    const json = await run(["simulate", "tally", "-n", "3", "--set", "target=null", "--max-steps", "20", "--fail-unfinished", "--json"]);
    expect(json.code).toBe(1);
    expect(json.err).toBe("");
    const [summary, error] = json.out.trimEnd().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(summary).toMatchObject({ unfinished: 3 });
    expect(error).toEqual({ error: { kind: "unfinished", message: "3 of 3 games did not end within the step limit of 20 actions." } });
  });

  it("refuses unknown bots, bad budgets and bad configs", async () => {
    for (const argv of [
      ["simulate", "stash", "--bots", "greedy,chess"],
      ["simulate", "stash", "--iterations", "0"],
      ["simulate", "stash", "--max-steps", "x"],
      ["simulate", "stash", "--config", "[1]"],
      ["simulate", "stash", "--config", "{"],
      ["simulate", "stash", "--config", "no-such-file.json"],
      ["simulate", "stash", "--bots", "greedy,random,mcts"],
      ["simulate", "tally", "--config", '{"target":0}'],
      ["simulate", "tally", "--set", "target=0"],
      ["simulate", "tally", "--set", "target"],
      ["simulate", "tally", "--set", "tagret=3"],
    ]) {
      const r = await run(argv);
      expect(r.code, argv.join(" ")).toBe(2);
      expect(r.err, argv.join(" ")).toContain("Usage: laguna simulate");
    }
    expect((await run(["simulate", "stash", "--bots", "chess"])).err).toContain('--bots: there is no bot "chess"; the bots are random, greedy, mcts and lookahead.');
    expect((await run(["simulate", "stash", "--bots", "greedyy"])).err).toContain('there is no bot "greedyy" (did you mean greedy?)');
    expect((await run(["simulate", "tally", "--config", '{"playerCount":3}'])).err).toContain("--players");
    expect((await run(["simulate", "tally", "--config", "no-such-file.json"])).err).toContain('--config: cannot read "no-such-file.json": there is no such file.');
    // Messages are wrapped within 100 columns: read them as one line.
    const flat = (text: string) => text.replace(/\n {4}/g, " ");
    const typo = flat((await run(["simulate", "tally", "--set", "tagret=3"])).err);
    expect(typo).toContain('unknown option "tagret" (did you mean "target"?)');
    expect(typo).toContain("The options of Tally are: target, roundLimit.");
    const value = flat((await run(["simulate", "tally", "--set", "target=0"])).err);
    expect(value).toContain("Choices for target: 5, null.");
  });
});

describe("bin: bots and step limits on the registered games", () => {
  const exec = (...args: string[]) => runBin(args);

  it("Light Masters under the printed rules: random players are cut and reported; with roundLimit they finish", async () => {
    const cut = await exec("simulate", "murano-light-masters", "-n", "2", "--bots", "random", "--max-steps", "40", "--json");
    expect(cut.status).toBe(0);
    const parsed = JSON.parse(cut.stdout) as SimulationSummary;
    expect(parsed).toMatchObject({ unfinished: 2, bots: [{ bot: "random", games: 2, wins: 0, winRate: 0, meanScore: 0 }] });
    expect((parsed.config as { roundLimit: unknown }).roundLimit).toBeNull();
    const limited = await exec("simulate", "murano-light-masters", "-n", "2", "--config", '{"roundLimit":2}', "--fail-unfinished", "--json");
    expect(limited.status).toBe(0);
    expect(JSON.parse(limited.stdout)).toMatchObject({ unfinished: 0, config: { roundLimit: 2 } });
  });

  it("--bots greedy,mcts on Light Masters ends by the printed rules", async () => {
    const r = await exec("simulate", "murano-light-masters", "-n", "2", "--bots", "greedy,mcts", "--iterations", "30", "--json");
    expect(r.stderr).toBe("");
    const parsed = JSON.parse(r.stdout) as SimulationSummary;
    expect(parsed.unfinished).toBe(0);
    expect(parsed.bots?.map((b) => [b.bot, b.games])).toEqual([["greedy", 2], ["mcts", 2]]);
  });

  it("--bots lookahead,greedy plays the lookahead bot on the game's own budget", async () => {
    const r = await exec("simulate", "murano-light-masters", "-n", "1", "--bots", "lookahead,greedy", "--config", '{"roundLimit":2}', "--json");
    expect(r.stderr).toBe("");
    const parsed = JSON.parse(r.stdout) as SimulationSummary;
    expect(parsed.unfinished).toBe(0);
    expect(parsed.bots?.map((b) => [b.bot, b.games])).toEqual([["lookahead", 1], ["greedy", 1]]);
  });
});
