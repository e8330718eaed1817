/**
 * The runner of one generated game: plays a trace of choices through the module and the engine,
 * and calls each law at each step.
 *
 * @module
 */
import { type Game, type GameConfig, type Match, type Seat, type Viewer, act, createMatch, deepEqual, lastEntry, showValue, undo } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import type { Trace } from "./arbitraries";
import { describeDifference } from "./diff";
import { deepFreeze } from "./freeze";
import { FROZEN_WRITE, guarded, purityGuard } from "./guard";
import { type LawContext, type RunShared, type Stats, lawContext, lawRng } from "./law-context";
import { LawViolation, fail } from "./law-names";
import { DEFAULT_LAW_STEP_LIMIT, type LawOptions } from "./law-options";
import { checkActions, checkEngineRefusals } from "./legality";
import { checkRedaction } from "./log-secrecy";
import { SeenStates, stateKey } from "./loops";
import { checkReplay } from "./replay-law";
import { TraceChoices, pick } from "./replay-trace";
import { checkReveal } from "./reveal";
import { checkState } from "./state-laws";
import { allowsCycles, reportLoop, walkForLoop, walkSteps } from "./termination";
import { type CutGames, expectedUnfinishedShare } from "./unfinished-share";

/**
 * One generated game, played to its end (or the step limit) with every law checked at every step.
 * The laws themselves are in their modules; this plays the game, keeps what they share from step
 * to step (the step being checked, the states re-drawn from it, the last undoable step, the states
 * seen), and says at which step a law broke.
 */
export class TraceRunner<C extends GameConfig, S, A, V> {
  private readonly ctx: LawContext<C, S, A, V>;
  /** The step being checked, for the failure's `step`. */
  private step = 0;
  constructor(game: Game<C, S, A, V>, config: C, options: LawOptions<C, S, A>, shared: RunShared) {
    this.ctx = lawContext(game, config, options, shared);
  }

  run(trace: Trace, stats: Stats, cuts: CutGames): void {
    const guard = purityGuard();
    try {
      this.play(trace, stats, cuts, guard.calls);
    } catch (e) {
      if (e instanceof LawViolation && e.step === undefined) e.step = this.step;
      throw e;
    } finally {
      guard.restore();
    }
    if (guard.calls.length > 0) fail("purity", `module code called ${[...new Set(guard.calls)].join(" and ")}`);
  }

  private play(trace: Trace, stats: Stats, cuts: CutGames, impure: string[]): void {
    const { ctx } = this;
    const { game, config, options, skip } = ctx;
    let state = guarded("replay", "setup", () => game.setup(config, trace.seed));
    const again = guarded("replay", "setup", () => game.setup(config, trace.seed));
    if (!deepEqual(state, again)) fail("replay", `setup gives different states for the same config and seed, ${describeDifference(state, again, "first call", "second call")}`);
    const created = guarded("legality", "createMatch (the engine, calling setup and checkState)", () => createMatch(game, config, trace.seed));
    if (either.isLeft(created)) return fail("legality", `the engine refused the config: ${created.left.message}`);
    let match: Match<C, S, A, V> = created.right;
    // The engine's own states are frozen too: it hands them to the module (apply, isUndoable,
    // redact) and keeps them for undo, so a write into one must fail loudly.
    deepFreeze(match.state);
    const choices = new TraceChoices(trace);
    const declared = guarded("termination", "maxActions", () => game.maxActions(config));
    // A finite bound is the termination law's; without one, the law kit's step limit cuts the game.
    const bounded = Number.isFinite(declared);
    const maxActions = bounded ? declared : (options.maxSteps ?? DEFAULT_LAW_STEP_LIMIT);
    // A loop contradicts a finite bound; without one, it is a cycle the rules allow, unless the
    // options say that cycles are part of the game's rules.
    const cyclesAllowed = !bounded && allowsCycles(options, config);
    const loops = !cyclesAllowed && !skip.has("loop-search");
    const seen = new SeenStates<S>();
    const walks = walkSteps(options.loopWalks ?? 4);
    const walkRng = lawRng(trace, 2);
    const candidateRng = lawRng(trace, 1);
    let cut = false;
    const log: { seat: Seat; action: A }[] = [];
    let previous: S | undefined;
    // The last step, when it may be undone: law 10 judges it once the state after it passed the other laws.
    let undoable: { state: S; seat: Seat; action: A; next: S; step: number; redrawn: ReadonlyMap<Viewer, S[]> } | undefined;
    for (let step = 0; ; step++) {
      this.step = step;
      if (impure.length > 0) fail("purity", `module code called ${impure[0]} (at step ${step})`);
      const { active, json, redrawn } = checkState(ctx, state, step);
      if (undoable !== undefined) {
        this.step = undoable.step;
        checkReveal(ctx, undoable.state, undoable.seat, undoable.action, undoable.next, undoable.step, undoable.redrawn);
        this.step = step;
        undoable = undefined;
      }
      if (loops) {
        const key = stateKey(json);
        const first = seen.find(state, key);
        if (first !== undefined) reportLoop(ctx, trace, choices, log, { walk: [], backToStep: first }, step, declared, "play reached");
        seen.add(state, key, step);
      }
      if (active.length === 0) break;
      if (step >= maxActions) {
        if (!bounded) {
          cut = true;
          break;
        }
        fail("termination", `the game is not over after ${step} actions, the declared maximum for this config`);
      }
      if (loops && walks.has(step)) {
        const found = walkForLoop(ctx, state, seen, walkRng);
        if (found) reportLoop(ctx, trace, choices, log, found, step, declared, "a return-seeking walk found");
      }
      const { seat, legal, index } = pick(choices.next(), active, (s) => guarded("turn", `legalActions for seat ${s}`, () => game.legalActions(state, s)));
      const legalAgain = guarded("purity", `legalActions for seat ${seat}`, () => game.legalActions(state, seat));
      if (!deepEqual(legal, legalAgain)) fail("purity", `legalActions for seat ${seat} at step ${step} gives different results for the same state, ${describeDifference(legal, legalAgain, "first call", "second call")}`);
      const action = legal[index] as A;
      const next = checkActions(ctx, state, seat, legal, index, active, step, candidateRng);
      checkRedaction(ctx, state, seat, action, step, redrawn);
      const before = match;
      const acted = guarded("legality", "act (the engine, calling legalActions, apply and isUndoable)", () => act(match, seat, action));
      if (either.isLeft(acted)) {
        if (acted.left.kind === "module-defect" && FROZEN_WRITE.test(acted.left.message)) {
          fail("purity", `the engine's call of the module for ${showValue(action)} at step ${step} wrote into a state it was given (the engine's states are deep-frozen too): ${acted.left.message}`);
        }
        fail("legality", `the engine refused the legal action ${showValue(action)}: ${acted.left.message}`);
      }
      match = acted.right;
      deepFreeze(match.state);
      if (!deepEqual(match.state, next)) fail("purity", `apply gave another state for ${showValue(action)} on the second call, ${describeDifference(next, match.state, "first call", "second call")}`);
      checkEngineRefusals(ctx, before, seat, legal, action, step);
      if (lastEntry(match)?.undoable === true) {
        // Law 5 at every undoable step: undo gives back the state before it.
        const undone = guarded("replay", "undo (the engine)", () => undo(match, seat));
        if (either.isLeft(undone)) fail("replay", `undoing ${showValue(action)} at step ${step} failed: ${undone.left.message}`);
        if (!deepEqual(undone.right.state, state)) {
          fail("replay", `undoing ${showValue(action)} at step ${step} does not give back the state before it, ${describeDifference(state, undone.right.state, "before", "undone")}`);
        }
        if (!skip.has("reveal")) undoable = { state, seat, action, next, step, redrawn };
      }
      for (const [name, transition] of Object.entries(options.transitions ?? {})) {
        const result = guarded("invariants", `transition invariant "${name}"`, () => transition(state, next, action, seat, config));
        if (result !== true) {
          fail("invariants", `transition invariant "${name}" does not hold at step ${step} (${showValue(action)})${typeof result === "string" ? `: ${result}` : ""}`);
        }
      }
      log.push({ seat, action });
      previous = state;
      state = next;
      stats.steps++;
    }
    stats.games++;
    if (!bounded) {
      cuts.unbounded++;
      cuts.share = Math.max(cuts.share, expectedUnfinishedShare(options, config));
    }
    if (cut) {
      stats.unfinished++;
      cuts.cut++;
      cuts.first ??= { trace, config };
    }
    checkReplay(ctx, match, log, trace, previous);
  }
}
