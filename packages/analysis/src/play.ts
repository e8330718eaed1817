/**
 * Playing games into records: one game ({@link recordGame}), and one slice of an analysis
 * ({@link playJob}), the unit a caller spreads over worker threads.
 *
 * @module
 */
import { type Bot, restrict } from "@laguna/bots";
import {
  type AnyGame,
  type EngineError,
  type Match,
  type Seat,
  type Seed,
  actAt,
  activePlayers,
  createMatch,
  describeThrown,
  isOver,
  legalActions,
  mixSeed,
  moduleDefect,
  outcome,
} from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import type { ContentTally, GameRecord, LeadFigures } from "./record";
import { type AnalysisPlan, type AnalysisSpec, type Player, configFor, playersOf } from "./spec";

/**
 * A slice of an analysis: games `from` to `to - 1` of one variant (or one restricted-play feature,
 * `-1` for its unrestricted reference) at one player count. Plain JSON, for worker threads.
 *
 * @example
 * const job: Job = { variant: 0, feature: null, players: 2, from: 0, to: 50 };
 * @category Playing
 */
export interface Job {
  /** The variant's position in the plan (0, the baseline, for restricted play). */
  readonly variant: number;
  /** Restricted play: the feature's position, or -1 for the reference games; `null` otherwise. */
  readonly feature: number | null;
  /** The player count. */
  readonly players: number;
  /** The first game's number. */
  readonly from: number;
  /** One past the last game's number. */
  readonly to: number;
}

/**
 * Every slice of an analysis, at most `sliceSize` games each, in the order the report lists them:
 * by player count, then variant, then restricted-play reference and features. Playing them all,
 * in any order and on any threads, and aggregating the records gives the same report.
 *
 * @example
 * analysisJobs(plan, 50).length; // e.g. 2 variants × 2 counts × (100 / 50) = 8 with no features
 * @category Playing
 */
export function analysisJobs(plan: AnalysisPlan, sliceSize: number = plan.games): Job[] {
  const size = Math.max(1, Math.floor(sliceSize));
  const jobs: Job[] = [];
  const slices = (variant: number, feature: number | null, players: number, games: number): void => {
    for (let from = 0; from < games; from += size) jobs.push({ variant, feature, players, from, to: Math.min(games, from + size) });
  };
  for (const players of plan.playerCounts) {
    plan.variants.forEach((_, v) => slices(v, null, players, plan.games));
    if (plan.features.length > 0) for (let f = -1; f < plan.features.length; f++) slices(0, f, players, plan.restrictedGames);
  }
  return jobs;
}

/**
 * The seeds of game `index` at a player count: `setup` for the initial state, `players` from
 * which each seat's bot seed is mixed (`mixSeed(players, seat)`). Mixed from the analysis seed,
 * the player count and the index only, so every variant plays game `index` from the same seeds.
 *
 * @example
 * gameSeeds(1, 2, 0); // { setup: ..., players: ... }, the same on every machine
 * @category Playing
 */
export function gameSeeds(seed: Seed, players: number, index: number): { readonly setup: Seed; readonly players: Seed } {
  return { setup: mixSeed(seed, players, index, 1), players: mixSeed(seed, players, index, 2) };
}

/** The figures of a game a record keeps, before it is labelled with its place in the analysis. */
export type GameFigures = Omit<GameRecord, "variant" | "feature" | "players" | "index" | "restrictedSeat">;

/** The seat strictly ahead on these standings, or -1 for a tie at the top. */
function leaderOf(standing: readonly number[]): number {
  let best = -1;
  let top = Number.NEGATIVE_INFINITY;
  let tied = false;
  standing.forEach((x, seat) => {
    if (x > top) [best, top, tied] = [seat, x, false];
    else if (x === top) tied = true;
  });
  return tied ? -1 : best;
}

/**
 * The lead figures of a sequence of leaders (one per turn end, the last by the outcome; -1 for a
 * tie at the top) and the sole winner (-1 when the victory is shared): lead changes, and the
 * decisiveness and drama of {@link GameRecord.lead}.
 *
 * @example
 * leadFigures([0, 1, -1, 0], 0); // { changes: 2, decisive: 1, drama: 0.666... }
 * @category Playing
 */
export function leadFigures(leaders: readonly number[], winner: number): LeadFigures {
  let changes = 0;
  let last = -1;
  for (const leader of leaders) {
    if (leader === -1) continue;
    if (last !== -1 && leader !== last) changes++;
    last = leader;
  }
  const n = leaders.length;
  if (winner === -1 || n === 0) return { changes, decisive: null, drama: null };
  let from = n;
  while (from > 0 && leaders[from - 1] === winner) from--;
  const behind = leaders.slice(0, n - 1).filter((l) => l !== winner).length;
  return { changes, decisive: from === n ? 1 : (from + 1) / n, drama: n <= 1 ? 0 : behind / (n - 1) };
}

/**
 * Stability (Ludii's idea): for each seat, the variance of its standing over a game's points (one
 * standing per turn end, the last at the game's end; a population variance), averaged over the
 * `players` seats (a seat missing from a standing counts 0). 0 for no point.
 *
 * @example
 * stabilityOf([[2, 0], [2, 5], [6, 5], [6, 5]], 2); // (4 + 4.6875) / 2 = 4.34375
 * @category Playing
 */
export function stabilityOf(standings: readonly (readonly number[])[], players: number): number {
  const n = standings.length;
  if (n === 0 || players <= 0) return 0;
  let total = 0;
  for (let seat = 0; seat < players; seat++) {
    let mean = 0;
    for (const standing of standings) mean += standing[seat] ?? 0;
    mean /= n;
    let variance = 0;
    for (const standing of standings) variance += ((standing[seat] ?? 0) - mean) ** 2;
    total += variance / n;
  }
  return total / players;
}

/**
 * Plays one game from `setupSeed` with `bots[seat]` at each seat and returns its figures: `Left`
 * if the module breaks its contract (a move refused, a throw, a finite `maxActions` overrun). A
 * game still going after `stepLimit` actions is cut: `finished` false, not scored.
 *
 * @example
 * const figures = recordGame(ticTacToe, ticTacToe.defaultConfig(2), 7, [randomBot({ seed: 1 }), randomBot({ seed: 2 })], 10_000);
 * @category Playing
 */
export function recordGame(
  game: AnyGame,
  config: unknown,
  setupSeed: Seed,
  bots: readonly Bot[],
  stepLimit: number,
  standing?: (state: never) => readonly number[],
): either.Either<EngineError, GameFigures> {
  try {
    const created = createMatch(game, config, setupSeed);
    if (either.isLeft(created)) return created;
    let m: Match = created.right;
    const declared = game.maxActions(m.config);
    const bounded = Number.isFinite(declared) && declared <= stepLimit;
    const limit = bounded ? declared : stepLimit;
    const stand: ((state: unknown) => readonly number[]) | undefined =
      (standing as ((state: unknown) => readonly number[]) | undefined) ??
      (game.scoreSheet === undefined ? undefined : (state: unknown) => (game.scoreSheet?.(state)?.totals ?? []));
    const content = game.content;
    const tallies = new Map<string, [number, number]>();
    const leaders: number[] = [];
    const standings: (readonly number[])[] = [];
    let legalSum = 0;
    let choices = 0;
    let turns = 0;
    let rounds = 0;
    let firstSeat: Seat | undefined;
    let turnStart = true;
    let turnBefore = game.turnNumber?.(m.state);
    for (let n = 0; n < limit; n++) {
      const seat = activePlayers(m)[0];
      if (seat === undefined) break;
      const legal = legalActions(m, seat);
      legalSum += legal.length;
      if (legal.length > 1) choices++;
      if (turnStart) {
        firstSeat ??= seat;
        if (seat === firstSeat) rounds++;
        turnStart = false;
      }
      const bot = bots[seat];
      if (bot === undefined) return either.left(moduleDefect(`${game.id}: no bot for seat ${seat}.`));
      const index = bot.chooseIndex(m, seat);
      if (content !== undefined) {
        // Each piece some legal action takes counts once as offered, each the chosen one takes once
        // as taken. Most decisions offer nothing: no set is made for them.
        let offered: Set<string> | undefined;
        for (const action of legal) {
          const ids = content.taken(m.state, seat, action);
          if (ids.length === 0) continue;
          offered ??= new Set();
          for (const id of ids) offered.add(id);
        }
        if (offered !== undefined) {
          for (const id of offered) {
            const tally = tallies.get(id);
            if (tally === undefined) tallies.set(id, [1, 0]);
            else tally[0]++;
          }
          const chosen = content.taken(m.state, seat, legal[index]);
          for (const id of chosen.length > 1 ? new Set(chosen) : chosen) {
            const tally = tallies.get(id);
            if (tally === undefined) tallies.set(id, [0, 1]);
            else tally[1]++;
          }
        }
      }
      const next = actAt(m, seat, index);
      if (either.isLeft(next)) return next;
      m = next.right;
      const over = isOver(m);
      let turnEnded = over;
      if (!over) {
        if (game.turnNumber === undefined) turnEnded = activePlayers(m)[0] !== seat;
        else {
          // The turn number after this action is the one before the next: each state's is read once.
          const now = game.turnNumber(m.state);
          turnEnded = now !== turnBefore;
          turnBefore = now;
        }
      }
      if (turnEnded) {
        turns++;
        turnStart = true;
        if (stand !== undefined) {
          const standing = stand(m.state);
          standings.push(standing);
          if (!over) leaders.push(leaderOf(standing));
        }
      }
    }
    const actions = m.length;
    const ids = (): string[] => [...tallies.keys()];
    if (!isOver(m)) {
      if (bounded) return either.left(moduleDefect(`${game.id}: the game did not end within maxActions (${declared} actions).`));
      const cut: ContentTally[] = ids().sort().map((id) => [id, tallies.get(id)?.[0] ?? 0, tallies.get(id)?.[1] ?? 0, []]);
      return either.right({ finished: false, actions, turns, rounds, legal: legalSum, choices, scores: [], winners: [], end: null, lead: null, content: cut, first: firstSeat ?? null });
    }
    const result = outcome(m);
    if (result === undefined) return either.left(moduleDefect(`${game.id}: the game is over but outcome is undefined.`));
    const holders = new Map<string, number[]>();
    if (content !== undefined) {
      for (let seat = 0; seat < m.config.playerCount; seat++) {
        for (const id of new Set(content.held(m.state, seat))) holders.set(id, [...(holders.get(id) ?? []), seat]);
      }
    }
    const all = [...new Set([...ids(), ...holders.keys()])].sort();
    const winner = result.winners.length === 1 ? (result.winners[0] as number) : -1;
    let lead: GameFigures["lead"] = null;
    if (stand !== undefined) {
      leaders.push(winner);
      lead = { ...leadFigures(leaders, winner), stability: stabilityOf(standings, m.config.playerCount) };
    }
    const end = game.endCondition?.(m.state) ?? null;
    return either.right({
      finished: true,
      actions,
      turns,
      rounds,
      legal: legalSum,
      choices,
      scores: [...result.scores],
      winners: [...result.winners],
      end,
      lead,
      content: all.map((id): ContentTally => [id, tallies.get(id)?.[0] ?? 0, tallies.get(id)?.[1] ?? 0, holders.get(id) ?? []]),
      first: firstSeat ?? null,
    });
  } catch (e) {
    return either.left(moduleDefect(`${game.id}: threw while playing a game: ${describeThrown(e)}`));
  }
}

/** Who plays each seat of game `index`: rotated when there is one player per seat. */
function seatPlayers(players: readonly Player[], count: number, index: number): Player[] {
  if (players.length === 1) return Array.from({ length: count }, () => players[0] as Player);
  return Array.from({ length: count }, (_, seat) => players[(seat - (index % count) + count) % count] as Player);
}

/**
 * Plays one slice of an analysis (see {@link analysisJobs}) and returns its records, in order of
 * game number. `plan` must be `planAnalysis(spec)`. Restricted play: in game `i` the seat
 * `i % players` is restricted (forbidden the feature's actions) and every seat is played by the
 * plan's restricted player; reference games (feature -1) are the same games with nobody restricted.
 *
 * @example
 * const plan = planAnalysis(spec);
 * if (either.isRight(plan)) for (const job of analysisJobs(plan.right, 50)) playJob(spec, plan.right, job);
 * @category Playing
 */
export function playJob(spec: AnalysisSpec, plan: AnalysisPlan, job: Job): either.Either<EngineError, GameRecord[]> {
  const { game } = spec;
  const variant = plan.variants[job.variant];
  if (variant === undefined) return either.left({ kind: "invalid-input", message: `No variant number ${job.variant}.`, issues: [] });
  const config = configFor(game, job.players, variant.config);
  if (either.isLeft(config)) return config;
  const players = playersOf(spec);
  const restrictedPlayer = spec.restrictedPlayer ?? (players[0] as Player);
  const records: GameRecord[] = [];
  for (let index = job.from; index < job.to; index++) {
    const seeds = gameSeeds(plan.seed, job.players, index);
    let bots: Bot[];
    let restrictedSeat: number | null = null;
    if (job.feature === null) {
      bots = seatPlayers(players, job.players, index).map((p, seat) => p.make(mixSeed(seeds.players, seat)));
    } else {
      bots = Array.from({ length: job.players }, (_, seat) => restrictedPlayer.make(mixSeed(seeds.players, seat)));
      restrictedSeat = index % job.players;
      const feature = spec.features?.[job.feature];
      if (feature !== undefined) bots[restrictedSeat] = restrict(bots[restrictedSeat] as Bot, feature.forbidden);
    }
    const figures = recordGame(game, config.right, seeds.setup, bots, plan.stepLimit, spec.standing);
    if (either.isLeft(figures)) {
      const where = `game ${index} at ${job.players} players, variant "${variant.name}"${job.feature === null ? "" : `, restricted play ${job.feature === -1 ? "reference" : `"${plan.features[job.feature] ?? "?"}"`}`}`;
      return either.left({ ...figures.left, message: `${where}: ${figures.left.message}` });
    }
    records.push({ variant: job.variant, feature: job.feature, players: job.players, index, restrictedSeat, ...figures.right });
  }
  return either.right(records);
}
