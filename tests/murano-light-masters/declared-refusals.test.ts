/**
 * Issue 12, item 6: an optional field of a legal action's shape (`pericia` on an Exchange,
 * `gratuito` on a Buy, `mercader` on a Sell) carrying an illegal choice is refused by the module
 * with the rule it breaks and a message a player can read, never accepted when `legalActions` does
 * not list it; and through the engine the refusal arrives as `illegal-action` with that rule.
 */
import { act, canonicalJson, createMatchFromState } from "@laguna/core";
import {
  COVERING_TILE_ASSIGNMENTS,
  CREATION_CARDS,
  type Activation,
  type Category,
  type LightMastersAction,
  type LightMastersConfig,
  type LightMastersState,
  LightMastersActionC,
  apply,
  defaultConfig,
  game,
  maxActions,
  lightMasters,
} from "@laguna/murano-light-masters";
import { either } from "fp-ts";
import { beforeEach, describe, expect, it } from "vitest";
import { arrange, c, playable, refusal } from "./fixtures";
import { choose, lcg, richStart } from "./policy";

const TILES: readonly Category[] = ["ART", "JEW", "HOU", "ANI"];
const CARDS = CREATION_CARDS.map((card) => card.id);

/** The rules a declared Advantage's refusal may name: each says what is wrong with the declaration. */
const DECLARED_RULES = new Set([
  "advantage-card",
  "advantage-used",
  "advantage-tile",
  "advantage-kind",
  "advantage-no-effect",
  "pericia-card",
  "pericia-count",
  "pericia-position",
  "pericia-order",
  "pericia-clear",
  "pericia-stock",
  "exchange-substitute",
]);

/** Every ascending or not list of up to 3 board positions among `pool` (with one repeat). */
function positionLists(pool: readonly number[]): number[][] {
  const out: number[][] = [[]];
  for (const a of pool) {
    out.push([a], [a, a]);
    for (const b of pool) {
      if (b === a) continue;
      out.push([a, b]);
      for (const d of pool) if (d !== a && d !== b) out.push([a, b, d]);
    }
  }
  return out;
}

/** The activations worth trying in a state: every card of the seat's piles and hand, on every tile. */
function activationsToTry(state: LightMastersState): Activation[] {
  const me = state.players[state.current];
  const mine = me === undefined ? [] : [...me.completed, ...me.used.map((u) => u.card), ...me.hand.slice(0, 1)];
  const other = CARDS.find((id) => !mine.includes(id)) ?? "ART-1";
  return [...new Set([...mine, other])].flatMap((card) => TILES.map((tile) => ({ card, tile })));
}

const seat = (s: LightMastersState): number => s.current;

/** Variants of the legal plain Negotiate actions with each optional field filled in. */
function declaredVariants(state: LightMastersState, legal: readonly LightMastersAction[]): LightMastersAction[] {
  const out: LightMastersAction[] = [];
  const activations = activationsToTry(state);
  const seenMarkets = new Set<string>();
  for (const a of legal) {
    if (a.type === "buy" && a.gratuito === undefined) for (const g of activations) out.push({ ...a, gratuito: g });
    if (a.type === "sell" && a.mercader === undefined && out.filter((x) => x.type === "sell").length === 0) {
      for (const m of activations) out.push({ ...a, mercader: m });
    }
    if (a.type === "exchange" && a.pericia === undefined && !seenMarkets.has(a.market)) {
      seenMarkets.add(a.market);
      // Positions of NE (0–2), of SE (3) and NW (11): linked, unlinked, repeated, out of order.
      const pool = [0, 1, 2, 3, 11];
      const me = state.players[seat(state)];
      const own = activations.filter((x) => me?.completed.includes(x.card) === true);
      for (const positions of positionLists(pool)) {
        for (const activation of [null, ...own, ...activations.slice(0, 1)]) out.push({ ...a, pericia: { positions, activation } });
      }
      out.push({ ...a, substitutes: c("R"), pericia: { positions: [0], activation: activations[0] ?? null } });
    }
  }
  return out;
}

/** Walks a seeded game; at each state checks every declared variant against `legalActions`. */
function walk(config: LightMastersConfig, seed: number): { tried: number; refused: number; rules: Set<string> } {
  const rnd = lcg(seed);
  let state = richStart(config, seed);
  let tried = 0;
  let refused = 0;
  const rules = new Set<string>();
  for (let step = 0; state.phase !== "GameOver" && step <= maxActions(config); step++) {
    const seat = state.current;
    const legal = lightMasters.legalActions(state, seat);
    const listed = new Set(legal.map(canonicalJson));
    for (const v of declaredVariants(state, legal)) {
      if (!LightMastersActionC.is(v)) continue;
      tried++;
      const r = apply(state, seat, v);
      if (listed.has(canonicalJson(v))) {
        if (either.isLeft(r)) throw new Error(`listed ${canonicalJson(v)} refused at step ${step}: ${r.left.message}`);
        continue;
      }
      if (either.isRight(r)) throw new Error(`unlisted ${canonicalJson(v)} accepted at step ${step}`);
      refused++;
      rules.add(r.left.rule);
      if (!DECLARED_RULES.has(r.left.rule)) throw new Error(`${canonicalJson(v)} refused at step ${step} with rule ${r.left.rule}: ${r.left.message}`);
      if (!/^[A-Z].*[.)]$/.test(r.left.message)) throw new Error(`the refusal of ${canonicalJson(v)} reads "${r.left.message}"`);
    }
    const next = apply(state, seat, choose(legal, rnd));
    if (either.isLeft(next)) throw new Error(next.left.message);
    state = next.right;
  }
  return { tried, refused, rules };
}

beforeEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe("apply refuses an illegal declared Advantage with its own rule (issue 12, item 6)", () => {
  // Gratuito and Mercader are under tiles in mapping 0 (1–4), Pericia in mapping 1 (5–8).
  const configs: [string, LightMastersConfig][] = [];
  for (const [i, tiles] of [COVERING_TILE_ASSIGNMENTS[0], COVERING_TILE_ASSIGNMENTS[1]].entries()) {
    if (tiles === undefined) continue;
    configs.push([`mapping ${i}`, { ...defaultConfig(2), advantageSetup: tiles, roundLimit: 6 }]);
    configs.push([`mapping ${i}, Ring side B`, { ...defaultConfig(2), advantageSetup: tiles, ringSide: "B", roundLimit: 6 }]);
    configs.push([`mapping ${i}, wholePhase`, { ...defaultConfig(3), advantageSetup: tiles, phaseAdvantageScope: "wholePhase", roundLimit: 6 }]);
    configs.push([`mapping ${i}, allowNoOpActivation`, { ...defaultConfig(2), advantageSetup: tiles, allowNoOpActivation: true, ringSide: "B", roundLimit: 6 }]);
  }
  for (const [name, config] of configs) {
    it(`in seeded games (${name}), every variant is accepted exactly when listed, else refused with a declaration rule`, () => {
      let tried = 0;
      let refused = 0;
      const rules = new Set<string>();
      for (const seed of [1, 2]) {
        const r = walk(config, seed * 31 + name.length);
        tried += r.tried;
        refused += r.refused;
        for (const rule of r.rules) rules.add(rule);
      }
      expect(tried).toBeGreaterThan(100);
      expect(refused).toBeGreaterThan(50);
    });
  }
});

/** Pericia (5) under Arte, with ART-1 completed; Ring side B at offset 0 shows W W B at NE (0, 1, 2). */
const periciaState = () =>
  arrange({
    tiles: { ART: 5, JEW: 6, HOU: 7, ANI: 8 },
    completed: { 0: ["ART-1"] },
    config: { ringSide: "B" },
    phase: "P1.Open",
    workbench: { 0: "R" },
  });
/** Gratuito (3) under Menaje and Mercader (4) under Animal, with JEW-1 completed (Obsequio's tile). */
const tradeState = () =>
  arrange({
    tiles: { ART: 1, JEW: 2, HOU: 3, ANI: 4 },
    completed: { 0: ["JEW-1"] },
    phase: "P1.Open",
    lira: { 0: 4 },
    workbench: { 0: "RY" },
    markets: { NE: "G" },
  });

const exchangeNE = { type: "exchange", market: "NE", give: "R", substitutes: c("") } as const;

/** Each illegal declaration, the state where its plain action is legal, and the refusal expected. */
const CASES: readonly { name: string; state: () => LightMastersState; plain: LightMastersAction; action: LightMastersAction; rule: string; message: string }[] = [
  {
    name: "pericia: two clear fragments",
    state: periciaState,
    plain: exchangeNE,
    action: { ...exchangeNE, pericia: { positions: [0, 1], activation: { card: "ART-1", tile: "ART" } } },
    rule: "pericia-clear",
    message: "Pericia takes at most 1 clear fragment.",
  },
  {
    name: "pericia: a position not linked to the Market",
    state: periciaState,
    plain: exchangeNE,
    action: { ...exchangeNE, pericia: { positions: [2, 5], activation: { card: "ART-1", tile: "ART" } } },
    rule: "pericia-position",
    message: "Position 5 is not linked to Market NE: choose among 0, 1, 2.",
  },
  {
    name: "pericia: positions out of order",
    state: periciaState,
    plain: exchangeNE,
    action: { ...exchangeNE, pericia: { positions: [2, 1], activation: { card: "ART-1", tile: "ART" } } },
    rule: "pericia-order",
    message: "List the chosen Ring positions once each, in ascending order.",
  },
  {
    name: "pericia: no position",
    state: periciaState,
    plain: exchangeNE,
    action: { ...exchangeNE, pericia: { positions: [], activation: { card: "ART-1", tile: "ART" } } },
    rule: "pericia-count",
    message: "Pericia chooses 1 to 3 of the Ring positions linked to Market NE.",
  },
  {
    name: "pericia: a card still in the hand",
    state: periciaState,
    plain: exchangeNE,
    action: { ...exchangeNE, pericia: { positions: [0, 2], activation: { card: "ART-2", tile: "ART" } } },
    rule: "advantage-card",
    message: "ART-2 is not in your completed pile: only a creation you completed can activate an Advantage.",
  },
  {
    name: "pericia: no activation while it is not in effect for the phase",
    state: periciaState,
    plain: exchangeNE,
    action: { ...exchangeNE, pericia: { positions: [0, 2], activation: null } },
    rule: "pericia-card",
    message: "Pericia is not in effect for this phase: name the completed creation that activates it.",
  },
  {
    name: "pericia: not in play at all",
    state: tradeState,
    plain: exchangeNE,
    action: { ...exchangeNE, pericia: { positions: [0], activation: null } },
    rule: "pericia-card",
    message: "Pericia is not in play in this game: an Exchange takes the linked fragments the Ring shows.",
  },
  {
    name: "pericia: a tile holding another Advantage, Pericia not in play",
    state: tradeState,
    plain: exchangeNE,
    action: { ...exchangeNE, pericia: { positions: [0], activation: { card: "JEW-1", tile: "JEW" } } },
    rule: "advantage-kind",
    message: "The Advantage under the Jewel tile is Obsequio, and Pericia is not in play in this game.",
  },
  {
    name: "gratuito: the card's tile holds Obsequio",
    state: tradeState,
    plain: { type: "buy", market: "NE" },
    action: { type: "buy", market: "NE", gratuito: { card: "JEW-1", tile: "JEW" } },
    rule: "advantage-kind",
    message: "The Advantage under the Jewel tile is Obsequio, not Gratuito.",
  },
  {
    name: "gratuito: a tile the card does not carry",
    state: tradeState,
    plain: { type: "buy", market: "NE" },
    action: { type: "buy", market: "NE", gratuito: { card: "JEW-1", tile: "HOU" } },
    rule: "advantage-tile",
    message: "JEW-1 carries the Jewel symbol: it cannot activate the Household tile.",
  },
  {
    name: "mercader: a card never completed",
    state: tradeState,
    plain: { type: "sell", fragments: c("R") },
    action: { type: "sell", fragments: c("R"), mercader: { card: "ANI-1", tile: "ANI" } },
    rule: "advantage-card",
    message: "ANI-1 is not in your completed pile: only a creation you completed can activate an Advantage.",
  },
  {
    name: "mercader: the card's tile holds Obsequio",
    state: tradeState,
    plain: { type: "sell", fragments: c("R") },
    action: { type: "sell", fragments: c("R"), mercader: { card: "JEW-1", tile: "JEW" } },
    rule: "advantage-kind",
    message: "The Advantage under the Jewel tile is Obsequio, not Mercader.",
  },
];

describe("each illegal declaration names its rule", () => {
  for (const k of CASES) {
    it(`apply: ${k.name}`, () => {
      const s = k.state();
      expect(lightMasters.legalActions(s, 0)).toContainEqual(k.plain);
      expect(LightMastersActionC.is(k.action)).toBe(true);
      expect(refusal(s, k.action)).toEqual({ rule: k.rule, message: k.message });
    });
  }
});

describe("through the engine, an illegal declaration is an illegal-action with the module's rule", () => {
  // Core's act called a declared optional field "unexpected" when the plain action was legal
  // (invalid-input); issue 12 makes it send the action to apply and return its refusal.
  for (const k of CASES) {
    it(`act: ${k.name}`, () => {
      const s = playable(k.state());
      const match = createMatchFromState(game, s.config, s);
      if (either.isLeft(match)) throw new Error(match.left.message);
      const r = act(match.right, 0, JSON.parse(JSON.stringify(k.action)));
      expect(either.isLeft(r) && r.left).toEqual({ kind: "illegal-action", seat: 0, rule: k.rule, message: k.message });
    });
  }

  it("a take whose substitutes carry an unknown colour key is malformed (invalid-input), not applied", () => {
    const s = playable(arrange({ phase: "P1.Take", selector: 3 }));
    expect(lightMasters.legalActions(s, 0)).toEqual(expect.arrayContaining([{ type: "take", substitutes: c("") }]));
    const match = createMatchFromState(game, s.config, s);
    if (either.isLeft(match)) throw new Error(match.left.message);
    const r = act(match.right, 0, { type: "take", substitutes: { R: 0, Y: 0, G: 0, B: 0, W: 0, X: 1 } });
    expect(either.isLeft(r) && r.left.kind).toBe("invalid-input");
  });
});

describe("the shape of a take's substitutes, which the engine walks for unknown keys", () => {
  it("is a readonly io-ts `type` with exactly the keys R, Y, G, B, W", () => {
    // The codec is typed as t.Type<LightMastersAction, …>; at run time it is the io-ts union the engine walks.
    const take = (LightMastersActionC as unknown as { types: readonly { name: string; _tag: string }[] }).types.find((member) =>
      member.name.includes('"take"'),
    );
    expect(take?._tag).toBe("ReadonlyType");
    const inner = (take as unknown as { type: { _tag: string; props: Record<string, { _tag: string; type?: { _tag: string; props: object } }> } }).type;
    expect(inner._tag).toBe("InterfaceType");
    const substitutes = inner.props["substitutes"];
    expect(substitutes?._tag).toBe("ReadonlyType");
    expect(substitutes?.type?._tag).toBe("InterfaceType");
    expect(Object.keys(substitutes?.type?.props ?? {})).toEqual(["R", "Y", "G", "B", "W"]);
  });
});
