/**
 * The Bradley–Terry fit of the rating ladder (bench/ladder.ts, issue 29): its ratings are the
 * maximum-likelihood ones (with one virtual tie per pair), anchored, on the Elo scale, and its
 * intervals narrow as games accumulate. And its log of games (bench/ladder-games.ts): a logged game
 * is reused only for the same bots, step limit and committed sources.
 */
import { game as murano, lookaheadBudget, searchBudget } from "@laguna/murano";
import { describe, expect, it } from "vitest";
import { type Outcome, describePlayer, fitBradleyTerry } from "../../bench/ladder";
import { type LoggedGame, type Setting, type Task, split } from "../../bench/ladder-games";

const games = (a: number, b: number, winsOfA: number, losses: number): Outcome[] => [
  ...Array.from({ length: winsOfA }, () => ({ a, b, value: 1 })),
  ...Array.from({ length: losses }, () => ({ a, b, value: 0 })),
];

describe("fitBradleyTerry", () => {
  it("gives two bots the Elo gap of their win ratio, virtual tie included", () => {
    // 7 wins, 1 loss, plus the virtual tie: 7.5 to 1.5, a strength ratio of 5.
    const fit = fitBradleyTerry(2, games(0, 1, 7, 1), 1);
    expect(fit.ratings[1]).toBe(0);
    expect(fit.ratings[0]).toBeCloseTo(400 * Math.log10(5), 6);
    const [low, high] = fit.ci95[0] as readonly [number, number];
    expect(low).toBeLessThan(fit.ratings[0] as number);
    expect(high).toBeGreaterThan(fit.ratings[0] as number);
  });

  it("solves the likelihood equations: each bot's expected wins are its wins", () => {
    const outcomes = [...games(0, 1, 6, 4), ...games(1, 2, 7, 3), ...games(0, 2, 8, 2), { a: 0, b: 1, value: 0.5 }];
    const fit = fitBradleyTerry(3, outcomes, 0);
    const p = fit.ratings.map((r) => 10 ** (r / 400));
    const wins = [0, 0, 0];
    const expected = [0, 0, 0];
    const played = new Map<string, number>();
    for (const o of outcomes) {
      wins[o.a] = (wins[o.a] as number) + o.value;
      wins[o.b] = (wins[o.b] as number) + 1 - o.value;
      played.set(`${o.a}${o.b}`, (played.get(`${o.a}${o.b}`) ?? 0) + 1);
    }
    for (const [key, count] of played) {
      const [a, b] = [Number(key[0]), Number(key[1])];
      const n = count + 1; // the virtual tie
      wins[a] = (wins[a] as number) + 0.5;
      wins[b] = (wins[b] as number) + 0.5;
      const q = (p[a] as number) / ((p[a] as number) + (p[b] as number));
      expected[a] = (expected[a] as number) + n * q;
      expected[b] = (expected[b] as number) + n * (1 - q);
    }
    for (let x = 0; x < 3; x++) expect(expected[x]).toBeCloseTo(wins[x] as number, 6);
    expect(fit.ratings[0]).toBe(0);
    expect(fit.ratings[1]).toBeLessThan(0);
    expect(fit.ratings[2]).toBeLessThan(fit.ratings[1] as number);
  });

  it("keeps a bot that never won finite, and narrows intervals with more games", () => {
    const few = fitBradleyTerry(2, games(0, 1, 0, 4), 1);
    const many = fitBradleyTerry(2, games(0, 1, 0, 400), 1);
    expect(Number.isFinite(few.ratings[0])).toBe(true);
    const width = (f: typeof few) => (f.ci95[0] as readonly number[])[1]! - (f.ci95[0] as readonly number[])[0]!;
    expect(width(many)).toBeLessThan(width(few));
    expect(many.ratings[0]).toBeLessThan(few.ratings[0] as number);
  });

  it("gives unbounded intervals when a bot met no other", () => {
    const fit = fitBradleyTerry(3, games(0, 1, 3, 3), 0);
    expect(fit.ci95[2]).toEqual([-Infinity, Infinity]);
  });
});

describe("the ladder's log of games", () => {
  const task = (a: string, b: string, i: number): Task => ({ game: "murano", a, b, i });
  const setting: Setting = { maxSteps: 5000, stamp: "s1", bots: { greedy: "greedy", "lookahead×1": "lookahead maxApplies=24000", random: "random" } };
  const logged = (t: Task, value: number, changes: Partial<LoggedGame> = {}): LoggedGame => ({
    task: t,
    finished: true,
    value,
    timings: {},
    maxSteps: 5000,
    bots: { [t.a]: setting.bots[t.a] as string, [t.b]: setting.bots[t.b] as string },
    stamp: "s1",
    commit: "abc1234",
    date: "2026-11-29T00:00:00.000Z",
    load: 1,
    ...changes,
  });

  it("reuses a game logged for the same bots on the same sources, and plays the rest", () => {
    const tasks = [task("greedy", "lookahead×1", 0), task("greedy", "lookahead×1", 1), task("greedy", "random", 0)];
    const { reused, pending } = split(tasks, [logged(tasks[0] as Task, 1), logged(tasks[2] as Task, 0)], setting);
    expect(reused.map((r) => r.task)).toEqual([tasks[0], tasks[2]]);
    expect(pending).toEqual([tasks[1]]);
  });

  it("plays a game again when a bot, the step limit or the sources differ, or the sources are not committed", () => {
    const t = task("greedy", "lookahead×1", 0);
    const differing: Partial<LoggedGame>[] = [
      { bots: { greedy: "greedy", "lookahead×1": "lookahead maxApplies=12000" } },
      { maxSteps: 2000 },
      { stamp: "s0" },
      { stamp: null },
    ];
    for (const changes of differing) expect(split([t], [logged(t, 1, changes)], setting).pending).toEqual([t]);
    expect(split([t], [logged(t, 1)], { ...setting, stamp: null }).pending).toEqual([t]);
    // The pair in the other order, another game number or another title is another game.
    const others = [logged(task("lookahead×1", "greedy", 0), 1), logged(task("greedy", "lookahead×1", 1), 1), logged({ ...t, game: "walking-in-burano" }, 1)];
    expect(split([t], others, setting).pending).toEqual([t]);
  });

  it("counts the last line logged for a game", () => {
    const t = task("greedy", "random", 3);
    const { reused } = split([t], [logged(t, 0), logged(t, 1)], setting);
    expect(reused.map((r) => r.value)).toEqual([1]);
  });

  it("describes a searching bot by its budget in the title", () => {
    expect(describePlayer(murano, "greedy")).toBe("greedy");
    expect(describePlayer(murano, "lookahead×4")).toBe(`lookahead maxApplies=${4 * (lookaheadBudget.maxApplies as number)}`);
    expect(describePlayer(murano, "mcts×1")).toBe(`mcts iterations=1000 maxApplies=${searchBudget.maxApplies}`);
  });
});
