/**
 * Legality (law 3) and the module's purity over a step (law 4): legal actions are accepted, the
 * same way twice; everything else (variations, well-formed actions legal elsewhere or built from
 * the codec, junk and malformed inputs) is refused without throwing, by the module and the engine.
 *
 * @module
 */
import { type GameConfig, type Match, type Seat, act, canonicalJson, deepEqual, showValue } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";
import { wellFormedCandidates } from "./candidates";
import { describeDifference } from "./diff";
import { deepFreeze } from "./freeze";
import { guarded } from "./guard";
import { type LawContext, spread } from "./law-context";
import { fail } from "./law-names";
import { checkLogSecrecy } from "./log-secrecy";
import { JUNK, mutations, trickyInputs } from "./tricky-inputs";

/** Laws 3 and 4 on the module: legal actions accepted, others refused, inputs untouched. */
export function checkActions<C extends GameConfig, S, A, V>(ctx: LawContext<C, S, A, V>, state: S, seat: Seat, legal: readonly A[], index: number, active: readonly Seat[], step: number, rng: RandomGenerator): S {
  const { game } = ctx;
  const at = `at step ${step}`;
  deepFreeze(state);
  const snapshot = JSON.stringify(state);
  let chosen: S | undefined;
  const results: { action: A; next: S }[] = [];
  for (const action of spread(legal, ctx.options.legalSample ?? 8, index)) {
    const first = guarded("legality", `apply(${showValue(action)}) ${at}`, () => game.apply(state, seat, action));
    if (either.isLeft(first)) {
      fail("legality", `seat ${seat}'s legal action ${showValue(action)} ${at} was refused: ${first.left.message}`);
    }
    const second = guarded("legality", `apply(${showValue(action)}) ${at}`, () => game.apply(state, seat, action));
    if (either.isLeft(second) || !deepEqual(first.right, second.right)) {
      fail("purity", `apply(${showValue(action)}) ${at} gives different results for the same state and action${either.isRight(second) ? `, ${describeDifference(first.right, second.right, "first call", "second call")}` : ""}`);
    }
    if (action === legal[index]) chosen = first.right;
    results.push({ action, next: first.right });
  }
  checkLogSecrecy(ctx, state, seat, results, step);
  // Another seat may not take the acting seat's action.
  for (let other = 0; other < ctx.config.playerCount; other++) {
    if (active.includes(other)) continue;
    const action = legal[index] as A;
    const r = guarded("legality", `apply by seat ${other} ${at}`, () => game.apply(state, other, action));
    if (either.isRight(r)) fail("legality", `seat ${other}, who is not to act ${at}, may take ${showValue(action)}`);
  }
  // Well-formed actions that are not legal must be refused, not thrown.
  const keys = new Set(legal.map(canonicalJson));
  const refused = (candidate: unknown, where: string): void => {
    const r = guarded("legality", `apply(${showValue(candidate)}) ${at}`, () => game.apply(state, seat, candidate as A));
    if (either.isRight(r)) {
      fail("legality", `apply accepts ${showValue(candidate)} from seat ${seat} ${at}, which legalActions does not list (${where}; legal: ${showValue(legal, 200)})`);
    }
    if (typeof r.left.message !== "string" || r.left.message.length === 0) {
      fail("legality", `the refusal of ${showValue(candidate)} ${at} has no message`);
    }
  };
  let tried = 0;
  for (const { candidate, extraField } of mutations(legal[index])) {
    if (tried >= (ctx.options.illegalSample ?? 8)) break;
    if (extraField || !game.codecs.action.is(candidate) || keys.has(canonicalJson(candidate))) continue;
    tried++;
    refused(candidate, "a variation of a legal action");
  }
  if (!ctx.skip.has("well-formed-actions")) {
    const is = (u: unknown) => guarded("legality", "the action codec's is", () => game.codecs.action.is(u));
    for (const candidate of wellFormedCandidates(game.codecs.action, is, ctx.shared.pool, keys, ctx.options.wellFormedSample ?? 4, rng)) {
      refused(candidate, "a well-formed action: legal elsewhere in the run, or built from the action codec");
    }
  }
  if (JSON.stringify(state) !== snapshot) fail("purity", `apply mutated its input state ${at}`);
  if (chosen === undefined) return fail("legality", "internal: the chosen action was not applied");
  return chosen;
}

/** Law 3 through the engine: malformed inputs and wrong seats are refused, the match untouched. */
export function checkEngineRefusals<C extends GameConfig, S, A, V>(ctx: LawContext<C, S, A, V>, match: Match<C, S, A, V>, seat: Seat, legal: readonly A[], action: A, step: number): void {
  const keys = new Set(legal.map(canonicalJson));
  const candidates = [...JUNK, ...mutations(action).map((m) => m.candidate)].filter(
    (c) => c === undefined || !keys.has(canonicalJson(c)),
  );
  for (const input of spread(candidates, ctx.options.illegalSample ?? 8, 0)) {
    const r = guarded("legality", `act(${showValue(input)}) at step ${step}`, () => act(match, seat, input));
    if (either.isRight(r)) fail("legality", `the engine accepted the input ${showValue(input)} at step ${step}`);
    if (r.left.kind === "module-defect") fail("legality", r.left.message);
  }
  // Malformed inputs are refused as malformed, whatever trick they play.
  const tricks = trickyInputs(action);
  for (const { what, input } of spread(tricks, ctx.options.illegalSample ?? 8, step % Math.max(1, tricks.length))) {
    const r = guarded("legality", `act(${what}) at step ${step}`, () => act(match, seat, input()));
    if (either.isRight(r)) fail("legality", `the engine accepted ${what} at step ${step}`);
    if (r.left.kind !== "invalid-input") {
      fail("legality", `${what} at step ${step} was refused as ${r.left.kind}, not as invalid-input: ${r.left.message}`);
    }
  }
  const other = (seat + 1) % ctx.config.playerCount;
  if (other !== seat && !ctx.game.activePlayers(match.state).includes(other)) {
    const r = act(match, other, action);
    if (either.isRight(r)) fail("legality", `the engine let seat ${other} act out of turn at step ${step}`);
  }
}
