/**
 * `npm run bench:bots:table`: the tables of the bots README's *Strength* section, in Markdown, from
 * `bench/bots.json` (written by `npm run bench:bots`), so the README's figures are the file's.
 *
 * @module
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

interface Interval {
  readonly 0: number;
  readonly 1: number;
}

interface PairingRun {
  readonly pairing: string;
  readonly machine: { readonly date: string; readonly commit?: string };
  readonly options: { readonly games: number; readonly iterations: number; readonly maxSteps: number; readonly jobs: number };
  readonly duel?: { readonly bots: readonly string[]; readonly games: number; readonly unfinished: number; readonly wins: number; readonly ci95: Interval };
  readonly solo?: {
    readonly bot: string;
    readonly games: number;
    readonly unfinished: number;
    readonly mean: number;
    readonly ci95: Interval;
    readonly best: number;
    readonly awesomeOrBetter: number;
    readonly ratings: Record<string, number>;
  };
  readonly ending?: readonly { readonly players: number; readonly games: number; readonly unfinished: number; readonly ci95: Interval }[];
  readonly speed: readonly {
    readonly bot: string;
    readonly decisions: number;
    readonly searched: number;
    readonly meanMs: number;
    readonly maxMs: number;
    readonly p99Ms?: number;
    readonly decisionsPerSecond: number;
  }[];
}

const NAMES: Readonly<Record<string, string>> = {
  "walking-in-burano": "Walking in Burano",
  "murano-light-masters": "Light Masters",
  murano: "Murano",
};
const BOT: Readonly<Record<string, string>> = { mcts: "MCTS", greedy: "greedy", random: "random" };

const pct = (x: number): string => `${Math.round(100 * x)} %`;
const range = (ci: Interval): string => `${Math.round(100 * ci[0])}–${Math.round(100 * ci[1])} %`;
const ms = (x: number): string => (x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${Math.round(x)} ms`);

function main(): void {
  const file = fileURLToPath(new URL("./bots.json", import.meta.url));
  const { runs } = JSON.parse(readFileSync(file, "utf8")) as { runs: Record<string, { pairings?: readonly PairingRun[] }> };
  const duels: string[] = ["| game | pairing | games | wins / finished | win rate | 95 % interval | unfinished |", "| --- | --- | --- | --- | --- | --- | --- |"];
  const solos: string[] = ["| bot | games | mean | 95 % interval | best | 81 or more | ratings |", "| --- | --- | --- | --- | --- | --- | --- |"];
  const endings: string[] = ["| game | bot in every seat | players | ended / games | 95 % interval |", "| --- | --- | --- | --- | --- |"];
  const speeds: string[] = [
    "| game | pairing | games at a time | bot | decisions with a choice | mean | 99 % within | worst |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  // The games in the README's order; any other after them.
  const order = Object.keys(NAMES);
  const ids = Object.keys(runs).sort((x, y) => (order.indexOf(x) + 1 || 99) - (order.indexOf(y) + 1 || 99));
  for (const id of ids) {
    const run = runs[id] ?? {};
    const name = NAMES[id] ?? id;
    for (const p of run.pairings ?? []) {
      if (p.duel !== undefined) {
        const d = p.duel;
        const finished = d.games - d.unfinished;
        duels.push(
          `| ${name} | ${BOT[d.bots[0] ?? ""]} vs ${BOT[d.bots[1] ?? ""]} | ${d.games} | ${d.wins} / ${finished} | ${pct(finished === 0 ? 0 : d.wins / finished)} | ${range(d.ci95)} | ${d.unfinished} |`,
        );
      }
      if (p.solo !== undefined) {
        const s = p.solo;
        const ratings = Object.entries(s.ratings)
          .map(([rating, n]) => `${rating} ${n}`)
          .join(", ");
        solos.push(
          `| ${BOT[s.bot]} | ${s.games}${s.unfinished > 0 ? ` (${s.unfinished} unfinished)` : ""} | ${s.mean.toFixed(1)} | ${s.ci95[0].toFixed(1)}–${s.ci95[1].toFixed(1)} | ${s.best} | ${pct(s.awesomeOrBetter)} | ${ratings} |`,
        );
      }
      for (const e of p.ending ?? []) endings.push(`| ${name} | ${BOT[p.pairing.slice("self-".length)]} | ${e.players} | ${e.games - e.unfinished} / ${e.games} | ${range(e.ci95)} |`);
      for (const s of p.speed) {
        if (s.bot === "random") continue;
        // A seat with one legal action decides at once: the time is that of the decisions with a choice.
        const mean = s.searched === 0 ? 0 : (s.meanMs * s.decisions) / s.searched;
        const p99 = s.p99Ms === undefined ? "–" : ms(s.p99Ms);
        speeds.push(`| ${name} | ${p.pairing} | ${p.options.jobs} | ${BOT[s.bot]} | ${s.searched.toLocaleString("en")} | ${ms(mean)} | ${p99} | ${ms(s.maxMs)} |`);
      }
    }
  }
  console.log(["Two players, seats rotated:", "", ...duels, "", "Walking in Burano solo:", "", ...solos, "", "Self-play, games that end by the printed rules:", "", ...endings, "", "Decision times (of the decisions with more than one legal action):", "", ...speeds].join("\n"));
}

main();
