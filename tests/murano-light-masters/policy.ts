/**
 * A seeded policy that seeks completions and activations, and the rich start it plays from:
 * uniform random play (the law suite) rarely completes a creation, so it rarely reaches the
 * Advantages. Shared by the tests that walk such games.
 */
import {
  type Counts,
  type LightMastersAction,
  type LightMastersConfig,
  type LightMastersState,
  LightMastersStateC,
  creationNeeds,
  setup,
} from "@laguna/murano-light-masters";
import { expect } from "vitest";

/** A small seeded generator for the policy (the game's own randomness is in its state). */
export function lcg(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 0x100000000;
  };
}

/** Setup, then each Workbench filled with what the first two cards of its hand need (8 fragments). */
export function richStart(config: LightMastersConfig, seed: number): LightMastersState {
  const s = setup(config, seed);
  const warehouse = { ...s.warehouse };
  const players = s.players.map((p) => {
    const workbench: Record<keyof Counts, number> = { R: 0, Y: 0, G: 0, B: 0, W: 0 };
    for (const card of p.hand.slice(0, 2)) {
      const needs = creationNeeds(card);
      for (const colour of ["R", "Y", "G", "B"] as const) {
        const n = Math.min(needs[colour], warehouse[colour]);
        workbench[colour] += n;
        warehouse[colour] -= n;
      }
    }
    return { ...p, workbench };
  });
  const state = { ...s, warehouse, players };
  expect(LightMastersStateC.is(state)).toBe(true);
  return state;
}

/** Completes when it can; otherwise activates, negotiates or follows up, rarely pays for reorders and Ring steps. */
export function choose(legal: readonly LightMastersAction[], rnd: () => number): LightMastersAction {
  const pick = (xs: readonly LightMastersAction[]) => xs[Math.floor(rnd() * xs.length)] as LightMastersAction;
  const of = (...types: LightMastersAction["type"][]) => legal.filter((a) => types.includes(a.type));
  const complete = of("complete");
  if (complete.length > 0) return pick(complete);
  const activate = of("activate");
  if (activate.length > 0 && rnd() < 0.7) return pick(activate);
  const declared = legal.filter((a) => (a.type === "buy" && a.gratuito) || (a.type === "sell" && a.mercader) || (a.type === "exchange" && a.pericia));
  if (declared.length > 0 && rnd() < 0.7) return pick(declared);
  const calm = legal.filter((a) => a.type !== "reorderFirst" && a.type !== "rotateRing");
  return pick(calm.length > 0 && rnd() < 0.9 ? calm : legal);
}
