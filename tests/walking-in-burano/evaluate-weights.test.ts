/**
 * Walking in Burano's evaluation weights (issue 29's tuning, bench/tune.ts): `evaluationWith` with
 * the default weights is `evaluate`, and both equal the frozen reference's evaluation on every
 * state of seeded games; each weight is read (changing it changes some value).
 */
import { describe, expect, it } from "vitest";
import { evaluate as referenceEvaluate } from "../../bench/reference/burano-evaluate";
import { EVALUATION_WEIGHTS, type EvaluationWeights, TERM_COUNT, evaluate, evaluationTerms, evaluationWith } from "../../packages/walking-in-burano/src/evaluate";
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

  it.each(Object.keys(EVALUATION_WEIGHTS) as Exclude<keyof EvaluationWeights, "terms">[])("reads the weight %s", (key) => {
    const changed = evaluationWith({ ...EVALUATION_WEIGHTS, [key]: EVALUATION_WEIGHTS[key] + 1 });
    expect(states.some((s) => changed(s, 0) !== evaluate(s, 0))).toBe(true);
  });
});

describe("evaluation terms", () => {
  /** The default weights as term weights (evaluationTerms' docs). */
  const DEFAULT_TERMS = [1, 1, 2 / 3, 1 / 3, EVALUATION_WEIGHTS.newHouse, 1, EVALUATION_WEIGHTS.coin, EVALUATION_WEIGHTS.fittingCard, EVALUATION_WEIGHTS.otherCard, 0, 0, 0];

  it("the default evaluation is the terms times the default weights, on every state and seat", () => {
    const asTerms = evaluationWith({ ...EVALUATION_WEIGHTS, terms: DEFAULT_TERMS });
    for (const s of states)
      for (let seat = 0; seat < s.players.length; seat++) {
        const terms = evaluationTerms(s, seat);
        expect(terms).toHaveLength(TERM_COUNT);
        const sum = terms.reduce((a, t, i) => a + t * (DEFAULT_TERMS[i] as number), 0);
        expect(sum).toBeCloseTo(evaluate(s, seat), 9);
        expect(asTerms(s, seat)).toBeCloseTo(evaluate(s, seat), 9);
      }
  });

  it("a finished game has only its final score as a term, and any term weights give that score", () => {
    const end = states.filter((s) => s.phase === "over");
    expect(end.length).toBe(2);
    const odd = evaluationWith({ ...EVALUATION_WEIGHTS, terms: [0.5, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] });
    for (const s of end) {
      const terms = evaluationTerms(s, 0);
      expect(terms.slice(1).every((t) => t === 0)).toBe(true);
      expect(terms[0]).toBe(evaluate(s, 0));
      expect(odd(s, 0)).toBe(evaluate(s, 0));
    }
  });

  it.each(Array.from({ length: TERM_COUNT }, (_, i) => i).filter((i) => i !== 1))("term %i varies and its weight is read", (term) => {
    const playing = states.filter((s) => s.phase !== "over").flatMap((s) => s.players.map((_, seat) => [s, seat] as const));
    const values = new Set(playing.map(([s, seat]) => evaluationTerms(s, seat)[term]));
    expect(values.size).toBeGreaterThan(term === 11 ? 0 : 1);
    const base = evaluationWith({ ...EVALUATION_WEIGHTS, terms: DEFAULT_TERMS });
    const changed = evaluationWith({ ...EVALUATION_WEIGHTS, terms: DEFAULT_TERMS.map((w, i) => (i === term ? w + 1 : w)) });
    expect(playing.some(([s, seat]) => changed(s, seat) !== base(s, seat))).toBe(true);
  });

  it("visits owed (term 1) count once a house is complete and before its character comes", () => {
    const owed = states.filter((s) => s.phase === "visit" && s.current === 0).map((s) => evaluationTerms(s, 0)[1] as number);
    expect(owed.length).toBeGreaterThan(0);
    expect(owed.every((v) => v > 0)).toBe(true);
  });
});
