/**
 * Walking in Burano's evaluation weights (issue 29's tuning, bench/tune.ts): `evaluationWith` with
 * the default weights is `evaluate`, and both equal the frozen reference's evaluation on every
 * state of seeded games; each weight is read (changing it changes some value).
 */
import { describe, expect, it } from "vitest";
import { evaluate as referenceEvaluate } from "../../bench/reference/burano-evaluate";
import { EVALUATION_WEIGHTS, type EvaluationWeights, evaluate, evaluationWith } from "../../packages/walking-in-burano/src/evaluate";
import { randomGame } from "./random-game";

const states = [...randomGame(1, 900_001), ...randomGame(2, 900_002)];

describe("evaluation weights", () => {
  it("default weights give the same values as evaluate and as the frozen reference's evaluation", () => {
    const withDefaults = evaluationWith(EVALUATION_WEIGHTS);
    expect(states.length).toBeGreaterThan(50);
    for (const s of states)
      for (let seat = 0; seat < s.players.length; seat++) {
        const value = evaluate(s, seat);
        expect(withDefaults(s, seat)).toBe(value);
        expect(referenceEvaluate(s as never, seat)).toBe(value);
      }
  });

  it.each(Object.keys(EVALUATION_WEIGHTS) as (keyof EvaluationWeights)[])("reads the weight %s", (key) => {
    const changed = evaluationWith({ ...EVALUATION_WEIGHTS, [key]: EVALUATION_WEIGHTS[key] + 1 });
    expect(states.some((s) => changed(s, 0) !== evaluate(s, 0))).toBe(true);
  });
});
