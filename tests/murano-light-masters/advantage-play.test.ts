/**
 * Games played by a policy that seeks completions and activations, checked at every step: uniform
 * random play (the law suite) rarely completes a creation, so it rarely reaches the Advantages.
 * Each game starts with every Workbench holding the fragments of the player's first two cards, and
 * the policy completes whenever it can and activates often; at every step the state passes its
 * codec and the §7 invariants, every legal action is accepted (and none twice), the chosen one
 * satisfies the transition invariants, and mutated actions outside the list are refused.
 */
import { canonicalJson, deepEqual } from "@laguna/core";
import {
  COVERING_TILE_ASSIGNMENTS,
  type LightMastersAction,
  type LightMastersConfig,
  LightMastersActionC,
  LightMastersStateC,
  apply,
  defaultConfig,
  maxActions,
  redact,
  view,
  lightMasters,
} from "@laguna/murano-light-masters";
import { either } from "fp-ts";
import { beforeEach, describe, expect, it } from "vitest";
import { lightMastersInvariants, lightMastersTransitions } from "./invariants";
import { choose, lcg, richStart } from "./policy";

const MAPPINGS = COVERING_TILE_ASSIGNMENTS;

/** Variations of an action that are well-formed but may be illegal, for the refusal check. */
function mutants(action: LightMastersAction): unknown[] {
  const out: unknown[] = [];
  if (action.type === "activate") {
    out.push({ ...action, tile: action.tile === "ART" ? "ANI" : "ART" });
    out.push({ ...action, effect: { kind: "none" } });
    if (action.effect.kind === "setRing") out.push({ ...action, effect: { kind: "setRing", offset: (action.effect.offset + 1) % 12 } });
    if (action.effect.kind === "gain") out.push({ ...action, effect: { kind: "gain", colour: action.effect.colour === "R" ? "Y" : "R" } });
  }
  if (action.type === "arrange") out.push({ type: "arrange", index: Math.max(0, action.index - 1) }, { type: "arrange", index: 5 });
  if (action.type === "swap") out.push({ ...action, take: action.give === "R" ? "R" : action.take });
  if (action.type === "buy" && action.gratuito) out.push({ ...action, gratuito: { ...action.gratuito, tile: "ART" } });
  if (action.type === "exchange" && action.pericia) out.push({ ...action, pericia: { ...action.pericia, positions: [...action.pericia.positions].reverse() } });
  return out;
}

/** Plays one game, checking everything at every step; returns how many activations and follow-ups it saw. */
function play(config: LightMastersConfig, seed: number): { steps: number; activations: number; followUps: number; kinds: Set<string> } {
  const rnd = lcg(seed * 7919 + 13);
  let state = richStart(config, seed);
  let activations = 0;
  let followUps = 0;
  const kinds = new Set<string>();
  const bound = maxActions(config);
  for (let step = 0; ; step++) {
    expect(LightMastersStateC.is(state)).toBe(true);
    for (const [name, check] of Object.entries(lightMastersInvariants)) {
      const ok = check(state, config);
      if (ok !== true) throw new Error(`invariant ${name} broken at step ${step}: ${String(ok)}`);
    }
    if (state.phase === "GameOver") return { steps: step, activations, followUps, kinds };
    if (step > bound) throw new Error(`no end after ${bound} actions`);
    const seat = state.current;
    const legal = lightMasters.legalActions(state, seat);
    expect(legal.length).toBeGreaterThan(0);
    const keys = new Set(legal.map(canonicalJson));
    expect(keys.size).toBe(legal.length);
    const frozen = JSON.stringify(state);
    for (const a of legal) {
      expect(LightMastersActionC.is(a)).toBe(true);
      const r = apply(state, seat, a);
      if (either.isLeft(r)) throw new Error(`legal ${canonicalJson(a)} refused at step ${step}: ${r.left.message}`);
    }
    const action = choose(legal, rnd);
    for (const m of mutants(action)) {
      if (!LightMastersActionC.is(m) || keys.has(canonicalJson(m))) continue;
      const r = apply(state, seat, m);
      if (either.isRight(r)) throw new Error(`unlisted ${canonicalJson(m)} accepted at step ${step}`);
      expect(r.left.message.length).toBeGreaterThan(0);
    }
    const next = apply(state, seat, action);
    if (either.isLeft(next)) throw new Error(next.left.message);
    expect(JSON.stringify(state)).toBe(frozen);
    for (const [name, check] of Object.entries(lightMastersTransitions)) {
      const ok = check(state, next.right, action, seat, config);
      if (ok !== true) throw new Error(`transition ${name} broken at step ${step} (${canonicalJson(action)}): ${String(ok)}`);
    }
    if (action.type === "activate") {
      activations++;
      kinds.add(action.effect.kind);
    }
    if (action.type === "buy" && action.gratuito) kinds.add("gratuito");
    if (action.type === "sell" && action.mercader) kinds.add("mercader");
    if (action.type === "exchange" && action.pericia) kinds.add("pericia");
    if (action.type === "swap" && state.followUp === null) kinds.add("laterSwap");
    if (action.type === "arrange" || action.type === "swap" || action.type === "endSwaps") {
      followUps++;
      // The others see neither the order of the hand nor the choice made in it.
      for (let viewer = 0; viewer < config.playerCount; viewer++) {
        if (viewer === seat) continue;
        expect(redact(action, seat, viewer) !== undefined || action.type !== "arrange").toBe(true);
        expect(view(next.right, viewer).players[seat]?.hand).toBeNull();
      }
    }
    if (action.type === "arrange") expect(deepEqual([...(next.right.players[seat]?.hand ?? [])].sort(), [...(state.players[seat]?.hand ?? [])].sort())).toBe(true);
    state = next.right;
  }
}

beforeEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** More seeds per config for a longer hunt: `LM_STRESS=20 npx vitest run tests/murano-light-masters/advantage-play.test.ts`. */
const STRESS = Number(process.env["LM_STRESS"] ?? 0);

describe("games that seek completions and activations keep every invariant", () => {
  const flags: readonly Partial<LightMastersConfig>[] = [
    {},
    { phaseAdvantageScope: "wholePhase" },
    { allowNoOpActivation: true, privilegioStacks: false, oportunistaSecondSwap: "laterInTurn" },
    { excessReturnBeforeOtherActions: false, liraSupply: "tokens267", exchangeShortage: "substituteNonClear" },
  ];
  for (const n of [2, 3, 4] as const) {
    // One test per tile mapping (so that no test runs long), then one over all of them: what the
    // games of the player count exercised (with one seed a config, some mechanism goes unexercised).
    const seen = new Set<string>();
    let activations = 0;
    let followUps = 0;
    let played = 0;
    MAPPINGS.forEach((tiles, i) => {
      it(`${n} players, tiles ${JSON.stringify(tiles)}, with the Advantage flags`, () => {
        flags.forEach((extra, j) => {
          const config: LightMastersConfig = { ...defaultConfig(n), advantageSetup: tiles, roundLimit: 8, ...extra };
          const moreSeeds = Array.from({ length: STRESS }, (_, k) => 100_000 * (k + 1) + 100 * n + 10 * i + j);
          for (const seed of [100 * n + 10 * i + j, 1000 * n + 10 * i + j, ...moreSeeds]) {
            const result = play(config, seed);
            activations += result.activations;
            followUps += result.followUps;
            for (const k of result.kinds) seen.add(k);
          }
        });
        played++;
      });
    });
    it(`${n} players, each of the 16 Advantages in play: every mechanism was exercised over these games`, () => {
      expect(played, "every game above was played (run the whole describe)").toBe(MAPPINGS.length);
      expect([...seen].sort()).toEqual(
        ["extraAction", "extraTake", "fame", "gain", "gratuito", "laterSwap", "mercader", "move", "none", "pericia", "rearrange", "returnClear", "setRing", "skipSelector", "swap", "takeClear"].sort(),
      );
      expect(activations).toBeGreaterThan(20);
      expect(followUps).toBeGreaterThan(0);
    });
  }
});
