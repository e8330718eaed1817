/**
 * Fits Walking in Burano's solo evaluation to self-play (issue 29): a Monte Carlo regression, that
 * is TD(1), of the final score on the terms of the evaluation (`evaluationTerms`).
 *
 * `--play`: plays solo games with the greedy bot on the tuning seeds (game seed 900,000 + i, bot
 * seed 910,000 + i, apart from the benchmark's 20,000+ and 3,000+), games `--from` to `--from` +
 * `--games` − 1, and appends to `--out` (JSON lines) the terms at the start of every turn (the
 * states the turn planner compares) with the game's final score. `--weights` plays with the
 * evaluation of those term weights instead of the defaults (a second round of the fit plays with
 * the first round's weights: the states the fitted player reaches).
 *
 * `--counterfactual`: see {@link counterfactual} (rows for a fit within decisions).
 *
 * `--fit=a.jsonl,b.jsonl`: least squares (`--ridge`, default 0.001 per row) of the final score on
 * the terms `--terms` (a list of indices), each row weighted alike, with `--fixed=0:1,1:1` terms
 * held at a weight; `--within` fits within games, `--by-decision` within decisions (see the
 * comments at each). Prints the weights, their standard errors (clustered by game or decision),
 * the fit's error on held-out rows (every fifth game or decision) against the default
 * evaluation's, and the JSON to pass to `--weights` or `bench:tune -- --validate='{"terms":[…]}'`.
 *
 * Results (2026-11-29): the bots README, *Fitting the evaluation's terms to self-play*, and
 * `bench/fit-burano-runs.jsonl` (greedy solo scores with each fit against the defaults).
 *
 * Run: `npx tsx --tsconfig tsconfig.build.json bench/fit-burano.ts --play --from=0 --games=200
 * --out=bench/fit-burano-states.jsonl`, then `… --fit=bench/fit-burano-states.jsonl`.
 */
import { appendFileSync, readFileSync } from "node:fs";
import { type Bot, botPolicy, greedyBot } from "@laguna/bots";
import { type Match, actAt, createMatch, createMatchFromState, legalActions, outcome, playout } from "@laguna/core";
import { type BuranoState, EVALUATION_WEIGHTS, evaluate, evaluationTerms, evaluationWith, game as burano, redrawHidden } from "@laguna/walking-in-burano";
import { either } from "fp-ts";

/** The command line's `--name=value` options. */
function option(name: string, fallback: string): string {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found === undefined ? fallback : found.slice(name.length + 3);
}

interface Row {
  game: number;
  terms: number[];
  value: number;
  score: number;
}

function play(): void {
  const from = Number(option("from", "0"));
  const games = Number(option("games", "100"));
  const out = option("out", "bench/fit-burano-states.jsonl");
  const weightsJson = option("weights", "");
  const evaluation = weightsJson === "" ? evaluate : evaluationWith({ ...EVALUATION_WEIGHTS, terms: JSON.parse(weightsJson) as number[] });
  for (let i = from; i < from + games; i++) {
    const created = createMatch(burano, burano.defaultConfig(1), 900_000 + i);
    if (either.isLeft(created)) throw new Error(created.left.message);
    const bot = greedyBot(evaluation, { seed: 910_000 + i });
    const seen: { terms: number[]; value: number }[] = [];
    let lastTurn = -1;
    const recording: Bot = {
      ...bot,
      chooseIndex: (m, s) => {
        const state = m.state as BuranoState;
        if (state.phase === "acquire" && state.turns !== lastTurn) {
          lastTurn = state.turns;
          seen.push({ terms: [...evaluationTerms(state, 0, EVALUATION_WEIGHTS)], value: evaluate(state, 0) });
        }
        return bot.chooseIndex(m, s);
      },
    };
    const played = playout(created.right, botPolicy([recording]), 5_000);
    if (either.isLeft(played)) throw new Error(played.left.message);
    const score = outcome(played.right)?.scores[0] ?? 0;
    appendFileSync(out, `${seen.map((r) => JSON.stringify({ game: i, ...r, score })).join("\n")}\n`);
    if ((i + 1) % 10 === 0) console.log(`game ${i}: ${score}, ${seen.length} turns`);
  }
}

type M = Match<never, BuranoState, unknown, unknown>;
const right = <T>(e: either.Either<{ message: string }, T>): T => {
  if (either.isLeft(e)) throw new Error(e.left.message);
  return e.right;
};

/**
 * `--counterfactual`: at the start of every `--stride`-th turn of greedy solo games, up to
 * `--alternatives` acquisitions (the greedy bot's own first, its row first, then others spread
 * evenly over the legal list) are each played and the turn finished by the greedy bot; the
 * end-of-turn state's terms go to `--out` with the mean final score of `--rollouts` greedy
 * playouts from it, each after re-dealing the hidden decks (the same re-deal seeds for every
 * alternative: common random numbers). Rows carry a decision id (game × 100 + turn) as `game`, so
 * `--fit … --by-decision` fits the differences between the alternatives of one decision: what a
 * turn's choice changes, not what goes with a high score from game to game.
 */
function counterfactual(): void {
  const from = Number(option("from", "0"));
  const games = Number(option("games", "10"));
  const stride = Number(option("stride", "2"));
  const k = Number(option("alternatives", "5"));
  const rollouts = Number(option("rollouts", "3"));
  const out = option("out", "bench/fit-burano-counterfactual.jsonl");
  const config = burano.defaultConfig(1);
  for (let i = from; i < from + games; i++) {
    let match = right(createMatch(burano, config, 900_000 + i)) as unknown as M;
    const bot = greedyBot(evaluate, { seed: 910_000 + i });
    const finishTurn = (m: M): M => {
      const turn = m.state.turns;
      let n = m;
      while (n.state.phase !== "over" && n.state.turns === turn) n = right(actAt(n, 0, bot.chooseIndex(n, 0))) as M;
      return n;
    };
    while (match.state.phase !== "over") {
      const s = match.state;
      if (s.phase === "acquire" && s.turns % stride === 0) {
        // The greedy bot's acquisition and others spread evenly over the list.
        const n = legalActions(match, 0).length;
        const picks = new Set([bot.chooseIndex(match, 0)]);
        for (let j = 0; picks.size < Math.min(k, n); j++) picks.add(Math.round((j * (n - 1)) / Math.max(1, k - 1)) % n);
        const lines: string[] = [];
        for (const a of picks) {
          const end = finishTurn(right(actAt(match, 0, a)) as M);
          const scores: number[] = [];
          for (let r = 0; r < rollouts; r++) {
            const state = end.state.phase === "over" ? end.state : redrawHidden(end.state, 0, 920_000 + i * 1000 + s.turns * 10 + r);
            const m = right(createMatchFromState(burano, config, state)) as unknown as M;
            const roll = greedyBot(evaluate, { seed: 930_000 + r });
            scores.push(outcome(right(playout(m as never, botPolicy([roll]), 5_000)))?.scores[0] ?? 0);
          }
          const score = scores.reduce((x, y) => x + y, 0) / scores.length;
          lines.push(JSON.stringify({ game: i * 100 + s.turns, alternative: a, terms: evaluationTerms(end.state, 0), value: evaluate(end.state, 0), score, scores }));
        }
        appendFileSync(out, `${lines.join("\n")}\n`);
      }
      match = right(actAt(match, 0, bot.chooseIndex(match, 0))) as M;
    }
    console.log(`game ${i}: ${outcome(match as never)?.scores[0]}`);
  }
}

/** Solves A x = b (A symmetric positive definite, small) by Gaussian elimination. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]?.[c] ?? 0) > Math.abs(m[p]?.[c] ?? 0)) p = r;
    [m[c], m[p]] = [m[p] as number[], m[c] as number[]];
    const pivot = m[c] as number[];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const row = m[r] as number[];
      const f = (row[c] as number) / (pivot[c] as number);
      for (let k = c; k <= n; k++) row[k] = (row[k] as number) - f * (pivot[k] as number);
    }
  }
  return m.map((row, i) => (row[n] as number) / (row[i] as number));
}

function invert(a: number[][]): number[][] {
  const n = a.length;
  const cols = a.map((_, j) => solve(a, a.map((__, i) => (i === j ? 1 : 0))));
  return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (__, j) => cols[j]?.[i] as number));
}

function fit(): void {
  const files = option("fit", "").split(",");
  const rows: Row[] = files.flatMap((f) =>
    readFileSync(f, "utf8")
      .split("\n")
      .filter((l) => l.trim() !== "")
      .map((l) => JSON.parse(l) as Row),
  );
  // `--fixed=0:1,…`: terms whose weight is set, not fitted (the rest is fitted to what they leave).
  const fixed = new Map(
    option("fixed", "")
      .split(",")
      .filter((f) => f !== "")
      .map((f) => f.split(":").map(Number) as [number, number]),
  );
  const free = option("terms", "0,2,3,4,5,6,7,8,9,11")
    .split(",")
    .map(Number)
    .filter((k) => !fixed.has(k));
  const rest = (r: Row): number => r.score - [...fixed].reduce((s, [k, w]) => s + w * (r.terms[k] as number), 0);
  const ridge = Number(option("ridge", "1e-3"));
  // `--within`: each game's own mean is taken out of the target and the terms (a fixed effect per
  // game), and each game gets its end as a row (terms: the final score, nothing else): the fit then
  // asks the evaluation to stay level along a game, ending at the final score (a temporal
  // consistency fit, as TD learning asks), instead of to predict the score from the game's turns
  // across games, which rewards what goes with a high score on the bot's path.
  if (process.argv.includes("--within")) {
    const games = new Map<number, Row[]>();
    for (const r of rows) games.set(r.game, [...(games.get(r.game) ?? []), r]);
    rows.length = 0;
    for (const [g, rs] of games) {
      const score = rs[0]?.score ?? 0;
      const all = [...rs, { game: g, terms: [score, ...new Array<number>(11).fill(0)], value: score, score }];
      const meanTerms = Array.from({ length: 12 }, (_, k) => all.reduce((s2, r) => s2 + (r.terms[k] as number), 0) / all.length);
      for (const r of all) rows.push({ ...r, terms: r.terms.map((t, k) => t - (meanTerms[k] as number)), score: 0, value: r.value - score });
    }
  }
  // `--by-decision`: rows that share a `game` (a decision of `--counterfactual`) have their mean
  // taken out: the fit reads only the differences between a decision's alternatives.
  if (process.argv.includes("--by-decision")) {
    const groups = new Map<number, Row[]>();
    for (const r of rows) groups.set(r.game, [...(groups.get(r.game) ?? []), r]);
    rows.length = 0;
    for (const rs of groups.values()) {
      if (rs.length < 2) continue;
      const m = (f: (r: Row) => number): number => rs.reduce((x, r) => x + f(r), 0) / rs.length;
      const meanTerms = Array.from({ length: 12 }, (_, t) => m((r) => r.terms[t] as number));
      const meanScore = m((r) => r.score);
      const meanValue = m((r) => r.value);
      for (const r of rs) rows.push({ ...r, terms: r.terms.map((t, j) => t - (meanTerms[j] as number)), score: r.score - meanScore, value: r.value - meanValue });
    }
  }
  const held = (r: Row): boolean => r.game % 5 === 4;
  const train = rows.filter((r) => !held(r) && !Number.isNaN(r.terms[0]));
  const test = rows.filter((r) => held(r) && !Number.isNaN(r.terms[0]));
  const n = free.length;
  const xtx = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const xty = new Array<number>(n).fill(0);
  for (const r of train) {
    const x = free.map((k) => r.terms[k] as number);
    for (let i = 0; i < n; i++) {
      xty[i] = (xty[i] as number) + (x[i] as number) * rest(r);
      for (let j = 0; j < n; j++) (xtx[i] as number[])[j] = ((xtx[i] as number[])[j] as number) + (x[i] as number) * (x[j] as number);
    }
  }
  for (let i = 0; i < n; i++) (xtx[i] as number[])[i] = ((xtx[i] as number[])[i] as number) + ridge * train.length;
  const beta = solve(xtx, xty);
  const predict = (r: Row): number => r.score - rest(r) + free.reduce((s, k, i) => s + (beta[i] as number) * (r.terms[k] as number), 0);
  // Standard errors clustered by game (the turns of a game share its luck).
  const inv = invert(xtx);
  const meat = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const byGame = new Map<number, number[]>();
  for (const r of train) {
    const e = r.score - predict(r);
    const g = byGame.get(r.game) ?? new Array<number>(n).fill(0);
    free.forEach((k, i) => {
      g[i] = (g[i] as number) + (r.terms[k] as number) * e;
    });
    byGame.set(r.game, g);
  }
  for (const g of byGame.values()) for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) (meat[i] as number[])[j] = ((meat[i] as number[])[j] as number) + (g[i] as number) * (g[j] as number);
  const se = free.map((_, i) => {
    let v = 0;
    for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) v += (inv[i]?.[a] as number) * (meat[a]?.[b] as number) * (inv[b]?.[i] as number);
    return Math.sqrt(v);
  });
  const rmse = (xs: readonly Row[], f: (r: Row) => number): number => Math.sqrt(xs.reduce((s, r) => s + (r.score - f(r)) ** 2, 0) / xs.length);
  const names = ["scored", "owed", "2-floor houses", "1-floor houses", "new houses", "held growth", "coins", "fitting cards", "other cards", "turns left", "placements now", "constant"];
  console.log(`${rows.length} states, ${byGame.size} training games, ${test.length} held-out states`);
  free.forEach((k, i) => console.log(`${(names[k] ?? String(k)).padEnd(16)} ${(beta[i] as number).toFixed(3).padStart(8)} ± ${(se[i] as number).toFixed(3)}`));
  console.log(`held-out RMSE: fitted ${rmse(test, predict).toFixed(2)}, default evaluation ${rmse(test, (r) => r.value).toFixed(2)}`);
  const terms = new Array<number>(12).fill(0);
  free.forEach((k, i) => {
    terms[k] = Number((beta[i] as number).toFixed(4));
  });
  for (const [k, w] of fixed) terms[k] = w;
  console.log(JSON.stringify(terms));
}

if (process.argv.includes("--play")) play();
else if (process.argv.includes("--counterfactual")) counterfactual();
else fit();
