/**
 * Termination (law 6): the loop search's walks through the wrapped module, and the report of a
 * loop, with a trace that plays to it.
 *
 * @module
 */
import { type GameConfig, deepEqual, showValue } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";
import type { Trace } from "./arbitraries";
import { guarded } from "./guard";
import type { LawContext } from "./law-context";
import type { LawOptions } from "./law-options";
import { fail } from "./law-names";
import { type FoundLoop, type Move, type SeenStates, seekLoop } from "./loops";
import { type TraceChoices, choiceFor, pick } from "./replay-trace";

/** One return-seeking walk from the state (law 6's loop search), through the wrapped module. */
export function walkForLoop<C extends GameConfig, S, A, V>(ctx: LawContext<C, S, A, V>, state: S, seen: SeenStates<S>, rng: RandomGenerator): FoundLoop<A> | undefined {
  const { game } = ctx;
  const during = "(loop search of the termination law)";
  return seekLoop<S, A>(
    state,
    seen,
    {
      activePlayers: (s) => guarded("termination", `activePlayers ${during}`, () => game.activePlayers(s)),
      legalActions: (s, seat) => guarded("termination", `legalActions for seat ${seat} ${during}`, () => game.legalActions(s, seat)),
      apply: (s, seat, a) => {
        const r = guarded("termination", `apply(${showValue(a)}) ${during}`, () => game.apply(s, seat, a));
        return either.isRight(r) ? r.right : undefined;
      },
    },
    ctx.options.loopDepth ?? 8,
    4,
    rng,
  );
}

/**
 * Law 6, a loop: a state of the game (or of a walk from the state at `step`) comes back. Says
 * which moves repeat, and gives a trace whose first choices play to the loop and round it once.
 */
export function reportLoop<C extends GameConfig, S, A, V>(
  ctx: LawContext<C, S, A, V>,
  trace: Trace,
  choices: TraceChoices,
  log: readonly Move<A>[],
  found: FoundLoop<A>,
  step: number,
  declared: number,
  where: string,
): never {
  const { game } = ctx;
  const describe = (m: Move<A>) => `seat ${m.seat}: ${guarded("termination", "describeAction", () => game.describeAction(m.action))}`;
  let cycle: readonly Move<A>[];
  let from: string;
  if (found.backToWalk !== undefined) {
    cycle = found.walk.slice(found.backToWalk);
    from = found.backToWalk === 0 ? `the state at step ${step}` : `the state ${found.backToWalk} actions after step ${step}`;
  } else {
    const back = found.backToStep ?? step;
    cycle = [...log.slice(back, step), ...found.walk];
    from = `the state at step ${back}`;
  }
  // A trace that plays the game to the walk's start, then the walk: choices that pick its moves.
  const path = [...choices.made().slice(0, step)];
  let state = stateAfter(ctx, trace, path);
  for (const m of found.walk) {
    const active = game.activePlayers(state);
    const legal = game.legalActions(state, m.seat);
    const index = legal.findIndex((a) => deepEqual(a, m.action));
    const k = index < 0 ? undefined : choiceFor(active.indexOf(m.seat), active.length, index, legal.length);
    if (k === undefined) break;
    path.push(k);
    const r = game.apply(state, m.seat, m.action);
    if (either.isLeft(r)) break;
    state = r.right;
  }
  const shown = cycle.length <= 12 ? cycle.map(describe).join("; ") : `${cycle.slice(0, 12).map(describe).join("; ")}; ... (${cycle.length} actions)`;
  const bound = Number.isFinite(declared)
    ? `yet the config declares at most ${declared} actions`
    : "and the config declares no bound (maxActions is Infinity): its rules let play go round this cycle without end (if that is part of the game's rules, say so with the option cyclesAllowed)";
  return fail(
    "termination",
    `${where} a loop: from ${from}, the ${cycle.length} action${cycle.length === 1 ? "" : "s"} [${shown}] lead back to the same state (the same seats to act), so they can be repeated for ever, ${bound}. The trace { seed: ${trace.seed}, choices: [${path.join(", ")}], tailSeed: ${trace.tailSeed} } plays to the repeated state (replayTrace with { steps: ${path.length} })`,
  );
}

/** The state after the given choices from the trace's seed (module functions, for reporting). */
export function stateAfter<C extends GameConfig, S, A, V>(ctx: LawContext<C, S, A, V>, trace: Trace, path: readonly number[]): S {
  const { game, config } = ctx;
  let state = game.setup(config, trace.seed);
  for (const choice of path) {
    const active = game.activePlayers(state);
    if (active.length === 0) break;
    const { seat, legal, index } = pick(choice, active, (s) => game.legalActions(state, s));
    const r = game.apply(state, seat, legal[index] as A);
    if (either.isLeft(r)) break;
    state = r.right;
  }
  return state;
}

/** The steps at which a game sends a return-seeking walk: 5, 55, 105, ... (`count` of them). */
export function walkSteps(count: number): Set<number> {
  return new Set(Array.from({ length: count }, (_, i) => 5 + 50 * i));
}

/**
 * Whether the options say that the rules of `config` let play come back to a state (see `cyclesAllowed`).
 *
 * @example
 * allowsCycles({ cyclesAllowed: true }, config); // true
 */
export function allowsCycles<C, S, A>(options: LawOptions<C, S, A>, config: C): boolean {
  const allowed = options.cyclesAllowed;
  return typeof allowed === "function" ? allowed(config) : allowed === true;
}
