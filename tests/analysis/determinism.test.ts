/**
 * The report does not depend on how the games are split: slices of any size, played in any
 * order, aggregate to the report analyze() makes on one thread. Seat-symmetric metrics do not
 * change when the seats are relabelled (a fast-check property over made-up records). A report
 * survives JSON and is read back by decodeReport; records by their codec.
 */
import {
  type AnalysisPlan,
  type GameRecord,
  GameRecordC,
  accumulate,
  aggregate,
  analysisJobs,
  analyze,
  cellConfigs,
  decodeReport,
  planAnalysis,
  playJob,
  metricLabel,
  reportMarkdown,
} from "@laguna/analysis";
import { greedyBot, scoreEvaluation } from "@laguna/bots";
import fc from "fast-check";
import * as either from "fp-ts/lib/Either.js";
import { describe, expect, it } from "vitest";
import { market } from "./fixtures";

const right = <T>(x: either.Either<{ message: string }, T>): T => {
  if (either.isLeft(x)) throw new Error(x.left.message);
  return x.right;
};

type MarketAction = { readonly type: "take"; readonly slot: 0 | 1 } | { readonly type: "pass" };

const spec = {
  game: market,
  variants: [{ name: "long", config: { rounds: 8 } }],
  playerCounts: [2, 3],
  players: { name: "greedy", make: (seed: number) => greedyBot(scoreEvaluation(market), { seed, beamWidth: 2 }) },
  games: 24,
  seed: -77,
  resamples: 200,
  features: [{ name: "pass", forbidden: ((a: MarketAction) => a.type === "pass") as never }],
  restrictedGames: 12,
};

describe("the same report however the games are split", () => {
  it("slices of 5 played last first, and single games in a shuffled order, give analyze()'s report byte for byte", () => {
    const whole = JSON.stringify(right(analyze(spec)));
    const plan = right(planAnalysis(spec));
    const sliced = analysisJobs(plan, 5)
      .reverse()
      .flatMap((job) => right(playJob(spec, plan, job)));
    expect(JSON.stringify(aggregate(plan, sliced, cellConfigs(spec)))).toBe(whole);
    const singles = analysisJobs(plan, 1).flatMap((job) => right(playJob(spec, plan, job)));
    const shuffled = singles.map((r, i) => [(i * 7919) % singles.length, r] as const).sort((a, b) => a[0] - b[0]).map(([, r]) => r);
    expect(JSON.stringify(aggregate(plan, shuffled, cellConfigs(spec)))).toBe(whole);
  });

  it("an accumulator fed record by record, each twice, gives the same report: a game counts once", () => {
    const whole = JSON.stringify(right(analyze(spec)));
    const plan = right(planAnalysis(spec));
    const acc = accumulate(plan);
    for (const job of analysisJobs(plan, 9)) {
      const records = right(playJob(spec, plan, job));
      for (const record of records) acc.add(record);
      for (const record of records) acc.add(record);
    }
    expect(acc.size).toBe(2 * 2 * 24 + 2 * 2 * 12);
    expect(JSON.stringify(acc.report(cellConfigs(spec)))).toBe(whole);
  });

  it("a run with games missing is marked partial, and records read back through their codec", () => {
    const plan = right(planAnalysis(spec));
    const jobs = analysisJobs(plan, 6);
    const some = jobs.slice(0, 3).flatMap((job) => right(playJob(spec, plan, job)));
    expect(aggregate(plan, some).partial).toBe(true);
    for (const record of some) expect(either.isRight(GameRecordC.decode(JSON.parse(JSON.stringify(record))))).toBe(true);
    expect(GameRecordC.is({ ...some[0], actions: -1 })).toBe(false);
  });

  it("report.json reads back with decodeReport; another schema version is refused; report.md names every metric", () => {
    const report = right(analyze(spec));
    expect(report.partial).toBe(false);
    const read = decodeReport(JSON.parse(JSON.stringify(report)));
    expect(either.isRight(read) && JSON.stringify(read.right)).toBe(JSON.stringify(report));
    const other = decodeReport({ ...JSON.parse(JSON.stringify(report)), schemaVersion: 2 });
    expect(either.isLeft(other) && other.left.message).toMatch(/schemaVersion/);
    const md = reportMarkdown(report);
    for (const d of report.definitions) expect(md).toContain(`| ${metricLabel(d.name)} |`);
    expect(md).toContain("| pass |");
  });
});

/** Made-up records of one cell with `players` seats. */
const recordsArb = (players: number): fc.Arbitrary<GameRecord[]> =>
  fc.array(
    fc.record({
      finished: fc.boolean(),
      actions: fc.integer({ min: 1, max: 40 }),
      turns: fc.integer({ min: 1, max: 20 }),
      rounds: fc.integer({ min: 1, max: 10 }),
      legal: fc.integer({ min: 1, max: 200 }),
      choices: fc.integer({ min: 0, max: 40 }),
      scores: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: players, maxLength: players }),
      lead: fc.option(fc.record({ changes: fc.nat(5), decisive: fc.option(fc.double({ min: 0, max: 1, noNaN: true })), drama: fc.option(fc.double({ min: 0, max: 1, noNaN: true })) })),
      content: fc.uniqueArray(
        fc.tuple(fc.constantFrom("card:a", "card:b", "card:c", "tile:x"), fc.nat(5), fc.nat(5), fc.subarray(Array.from({ length: players }, (_, s) => s))),
        { selector: (c) => c[0], maxLength: 4 },
      ),
      first: fc.integer({ min: 0, max: players - 1 }),
    }),
    { minLength: 1, maxLength: 25 },
  ).map((games) =>
    games.map((g, index): GameRecord => {
      const top = Math.max(...g.scores);
      const lead = g.lead === null ? null : { changes: g.lead.changes, decisive: g.lead.decisive, drama: g.lead.decisive === null ? null : (g.lead.drama ?? 0) };
      return {
        variant: 0,
        feature: null,
        players,
        index,
        finished: g.finished,
        actions: g.actions,
        turns: g.turns,
        rounds: g.rounds,
        legal: g.legal,
        choices: Math.min(g.choices, g.actions),
        scores: g.finished ? g.scores : [],
        winners: g.finished ? g.scores.flatMap((s, seat) => (s === top ? [seat] : [])) : [],
        end: g.finished ? "end" : null,
        lead: g.finished ? lead : null,
        content: [...g.content].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([id, o, t, h]) => [id, o + t, t, g.finished ? h : []] as const),
        restrictedSeat: null,
        first: g.first,
      };
    }),
  );

/** The record with seat s renamed perm[s]. */
function relabel(r: GameRecord, perm: readonly number[]): GameRecord {
  const scores = r.scores.length === 0 ? [] : perm.map((_, to) => r.scores[perm.indexOf(to)] as number);
  return {
    ...r,
    scores,
    winners: r.winners.map((w) => perm[w] as number).sort((a, b) => a - b),
    content: r.content.map(([id, o, t, h]) => [id, o, t, h.map((s) => perm[s] as number).sort((a, b) => a - b)] as const),
    ...(r.first === undefined || r.first === null ? {} : { first: perm[r.first] as number }),
  };
}

describe("seat-symmetric metrics do not change when seats are relabelled", () => {
  it("property: every metric marked symmetric, the lengths, the content table and the multiset of win rates", () => {
    const arb = fc.integer({ min: 2, max: 4 }).chain((players) =>
      fc.tuple(fc.constant(players), recordsArb(players), fc.shuffledSubarray(Array.from({ length: players }, (_, s) => s), { minLength: players, maxLength: players })),
    );
    fc.assert(
      fc.property(arb, ([players, records, perm]) => {
        const plan: AnalysisPlan = {
          game: { id: "made-up", name: "Made-up", version: "1" },
          variants: [{ name: "default", config: {} }],
          playerCounts: [players],
          players: ["random"],
          games: records.length,
          seed: 5,
          stepLimit: 100,
          features: [],
          restrictedPlayer: "random",
          restrictedGames: 1,
          resamples: 50,
        };
        const a = aggregate(plan, records).cells[0];
        const b = aggregate(plan, records.map((r) => relabel(r, perm))).cells[0];
        const symmetric = aggregate(plan, records).definitions.filter((d) => d.symmetric).map((d) => d.name);
        expect(symmetric).toContain("Balance");
        expect(symmetric).toContain("AdvantageP1");
        for (const name of symmetric) expect(b?.metrics[name], name).toEqual(a?.metrics[name]);
        expect(b?.length).toEqual(a?.length);
        expect(b?.content).toEqual(a?.content);
        expect(b?.endConditions).toEqual(a?.endConditions);
        const rates = (cell: typeof a): (number | null)[] =>
          Array.from({ length: players }, (_, s) => cell?.metrics[`WinRate.${s}`]?.value ?? null).sort();
        expect(rates(b)).toEqual(rates(a));
      }),
      { numRuns: 60, seed: 25 },
    );
  });

  it("and a seat-dependent one does change: WinRate.0 follows seat 0, while AdvantageP1 follows the seat that took the first turn", () => {
    const records: GameRecord[] = [0, 1, 2, 3].map((index) => ({
      variant: 0, feature: null, players: 2, index, finished: true, actions: 3, turns: 3, rounds: 2, legal: 6, choices: 3,
      scores: [2, 1], winners: [0], end: null, lead: null, content: [], restrictedSeat: null, first: 0,
    }));
    const plan = right(planAnalysis({ game: market, playerCounts: [2], games: 4, resamples: 20 }));
    const before = aggregate(plan, records).cells[0]?.metrics;
    const after = aggregate(plan, records.map((r) => relabel(r, [1, 0]))).cells[0]?.metrics;
    expect([before?.["WinRate.0"]?.value, after?.["WinRate.0"]?.value]).toEqual([1, 0]);
    expect([before?.["AdvantageP1"]?.value, after?.["AdvantageP1"]?.value]).toEqual([1, 1]);
    // The same games with seat 1 taking the first turn: the first mover never won.
    expect(aggregate(plan, records.map((r) => ({ ...r, first: 1 }))).cells[0]?.metrics["AdvantageP1"]?.value).toBe(0);
    // A record written before `first` was kept is read as seat 0's first turn.
    expect(aggregate(plan, records.map(({ first: _first, ...r }) => r)).cells[0]?.metrics["AdvantageP1"]?.value).toBe(1);
  });
});
