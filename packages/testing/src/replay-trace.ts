/**
 * Replaying a generated game: the law kit turns a {@link Trace} into moves, and
 * {@link replayTrace} does the same through the engine, so that a failure's trace becomes a
 * `Match` to look at, step by step, in a debugger or a REPL.
 *
 * @module
 */
import { type Game, type GameConfig, type Match, type Seat, act, activePlayers, createMatch, legalActions, showValue } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { Trace } from "./arbitraries";

/** The largest choice a trace makes (its choices are drawn below this). */
export const CHOICE_SPAN = 1 << 20;

/**
 * The choices of a trace, one per step: the explicit ones first, then the tail seed's. The law
 * runner and {@link replayTrace} read them through this one class, so that they play the same game.
 */
export class TraceChoices {
  private readonly tail;
  private readonly used: number[] = [];
  constructor(private readonly trace: Trace) {
    this.tail = xoroshiro128plus(trace.tailSeed | 0);
  }

  /** The choice for the next step (call once per step, in order). */
  next(): number {
    const step = this.used.length;
    const choice = this.trace.choices[step] ?? uniformInt(this.tail, 0, CHOICE_SPAN);
    this.used.push(choice);
    return choice;
  }

  /** Every choice made so far, explicit and drawn: a trace with these choices plays the same game. */
  made(): readonly number[] {
    return this.used;
  }
}

/** The acting seat and the legal action a choice picks: seat `k mod n`, action `k mod m`. */
export function pick<A>(choice: number, active: readonly Seat[], legalOf: (seat: Seat) => readonly A[]): { seat: Seat; legal: readonly A[]; index: number } {
  const seat = active[choice % active.length] as Seat;
  const legal = legalOf(seat);
  return { seat, legal, index: choice % legal.length };
}

/**
 * A choice that picks the acting seat at `seatIndex` of `active` and the action at `index` of
 * that seat's `legalCount` legal actions (the inverse of {@link pick}), or `undefined` if no
 * choice below {@link CHOICE_SPAN} does.
 */
export function choiceFor(seatIndex: number, activeCount: number, index: number, legalCount: number): number | undefined {
  for (let k = index; k < Math.min(CHOICE_SPAN, activeCount * legalCount * 64 + legalCount); k += legalCount) {
    if (k % activeCount === seatIndex) return k;
  }
  return undefined;
}

/**
 * Options of {@link replayTrace}.
 *
 * @example
 * const options: ReplayTraceOptions = { steps: 12 };
 * @category Diagnostics
 */
export interface ReplayTraceOptions {
  /** Stop after this many actions (a failure's `step`, to stand where it broke). Default: to the end of the game. */
  readonly steps?: number;
  /** Stop after this many actions at most, whatever the game (a guard for games that need not end). Default 100,000. */
  readonly maxSteps?: number;
  /** Run the match in the engine's strict mode. Default false. */
  readonly strict?: boolean;
}

/**
 * Plays a trace (a law failure's `trace`) through the engine and returns the `Match`: the same
 * seed and the same choices as the law kit, so the same states and actions, up to `steps`
 * actions (a failure's `step`: the state in which the law broke) or the end of the game. Then
 * `matchLog`, `playerView`, `saveMatch` and the rest of the engine work on it as on any match.
 * Throws an `Error` if the engine refuses the config, or a step (a module that refuses its own
 * legal action: the law report says more).
 *
 * @example
 * const report = runGameLaws(myGame);
 * if (report.failure?.configValue !== undefined) {
 *   const match = replayTrace(myGame, report.failure.configValue, report.failure.trace, { steps: report.failure.step });
 *   console.log(myGame.render?.(playerView(match, 0)));
 * }
 * @category Diagnostics
 */
export function replayTrace<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  config: C,
  trace: Trace,
  options: ReplayTraceOptions = {},
): Match<C, S, A, V> {
  const created = createMatch(game, config, trace.seed, options.strict === true ? { strict: true } : {});
  if (either.isLeft(created)) throw new Error(`replayTrace: the engine refuses the config: ${created.left.message}`);
  let match = created.right;
  const choices = new TraceChoices(trace);
  const limit = Math.min(options.steps ?? Infinity, options.maxSteps ?? 100_000);
  for (let step = 0; step < limit; step++) {
    const active = activePlayers(match);
    if (active.length === 0) break;
    const { seat, legal, index } = pick(choices.next(), active, (s) => legalActions(match, s));
    const acted = act(match, seat, legal[index]);
    if (either.isLeft(acted)) {
      throw new Error(`replayTrace: step ${step} (seat ${seat}, ${showValue(legal[index])}) was refused: ${acted.left.message}`);
    }
    match = acted.right;
  }
  return match;
}
