/**
 * Small games whose analysis is known in advance, for the tests of @laguna/analysis.
 *
 * - Script: no choices; each turn the seat to act scores the next number of a scripted list
 *   (seats alternate). The script decides the lead changes, the winner and the margin exactly.
 * - Market: each turn two cards are drawn (with replacement) from gem (3 points), coin (1) and
 *   rock (-1); the seat to act takes one of them or passes. After `rounds` rounds the most points
 *   win. `headStart` gives seat 0 points before the first turn (the planted edge); rock is never
 *   worth taking (the planted useless card). It names its content (`card:gem`, ...) and its end.
 */
import { type RngState, RngStateC, defineGame, integerBetween, makeOutcome, refuse, rngField, seedRng, withRandom } from "@laguna/core";
import { either } from "fp-ts";
import * as t from "io-ts";

const Int = integerBetween(-1000, 1000);

export const ScriptConfigC = t.readonly(t.type({ playerCount: t.literal(2), script: t.readonlyArray(Int) }), "ScriptConfig");
const ScriptStateC = t.readonly(
  t.type({ config: ScriptConfigC, points: t.readonlyArray(Int), step: integerBetween(0, 1000) }),
  "ScriptState",
);
const ScriptActionC = t.readonly(t.type({ type: t.literal("next") }), "ScriptAction");

/** Two lead changes: 0 leads (2:0), 1 leads (2:5), 0 leads (4:5 → 4+2=6:5), then 1 scores 0: 6:5, seat 0 wins. */
export const TWO_LEAD_CHANGES = [2, 5, 4, 0] as const;

export const script = defineGame({
  id: "script",
  version: "1.0.0",
  name: "Script",
  playerCounts: [2],
  capabilities: { hiddenInformation: false, chance: false, simultaneousMoves: false },
  codecs: { config: ScriptConfigC, state: ScriptStateC, action: ScriptActionC, view: ScriptStateC },
  configOptions: { script: [[...TWO_LEAD_CHANGES]] },
  defaultConfig: () => ({ playerCount: 2 as const, script: [...TWO_LEAD_CHANGES] }),
  maxActions: (config) => config.script.length,
  setup: (config) => ({ config, points: [0, 0], step: 0 }),
  activePlayers: (s) => (s.step >= s.config.script.length ? [] : [s.step % 2]),
  legalActions: (s, seat) => (s.step >= s.config.script.length || seat !== s.step % 2 ? [] : [{ type: "next" as const }]),
  apply: (s, seat) => {
    if (s.step >= s.config.script.length) return refuse("game-over", "The game is over.");
    if (seat !== s.step % 2) return refuse("not-your-turn", "Not your turn.");
    const gain = s.config.script[s.step] ?? 0;
    return either.right({ ...s, points: s.points.map((p, i) => (i === seat ? p + gain : p)), step: s.step + 1 });
  },
  view: (s) => s,
  outcome: (s) => (s.step >= s.config.script.length ? makeOutcome(s.points) : undefined),
  scoreSheet: (s) => ({ lines: [{ label: "Points", points: s.points }], totals: s.points, final: s.step >= s.config.script.length }),
  endCondition: (s) => (s.step >= s.config.script.length ? "script-done" : undefined),
  describeAction: () => "next",
});

export const CARDS = ["gem", "coin", "rock"] as const;
export const VALUES: Readonly<Record<(typeof CARDS)[number], number>> = { gem: 3, coin: 1, rock: -1 };
const CardC = t.keyof({ gem: null, coin: null, rock: null });
type Card = t.TypeOf<typeof CardC>;

export const MarketConfigC = t.readonly(
  t.type({ playerCount: t.union([t.literal(2), t.literal(3)]), rounds: integerBetween(1, 50), headStart: integerBetween(0, 100) }),
  "MarketConfig",
);
type MarketConfig = t.TypeOf<typeof MarketConfigC>;
const MarketStateC = t.readonly(
  t.type({
    config: MarketConfigC,
    hands: t.readonlyArray(t.readonlyArray(CardC)),
    offer: t.readonlyArray(CardC),
    turn: integerBetween(0, 1000),
    rng: RngStateC,
  }),
  "MarketState",
);
type MarketState = t.TypeOf<typeof MarketStateC>;
const MarketActionC = t.union([t.readonly(t.type({ type: t.literal("take"), slot: integerBetween(0, 1) })), t.readonly(t.type({ type: t.literal("pass") }))], "MarketAction");
type MarketAction = t.TypeOf<typeof MarketActionC>;

function deal(rng: RngState): readonly [readonly Card[], RngState] {
  return withRandom(rng, (r) => [CARDS[r.int(0, 2)] as Card, CARDS[r.int(0, 2)] as Card]);
}

const over = (s: MarketState): boolean => s.turn >= s.config.rounds * s.config.playerCount;
const points = (s: MarketState): number[] =>
  s.hands.map((hand, seat) => hand.reduce((sum, card) => sum + VALUES[card], seat === 0 ? s.config.headStart : 0));

export const market = defineGame({
  id: "market",
  version: "1.0.0",
  name: "Market",
  playerCounts: [2, 3],
  capabilities: { hiddenInformation: false, chance: true, simultaneousMoves: false },
  codecs: { config: MarketConfigC, state: MarketStateC, action: MarketActionC, view: MarketStateC },
  configOptions: { rounds: [4, 8], headStart: [0, 3] },
  defaultConfig: (playerCount): MarketConfig => ({ playerCount: playerCount === 3 ? 3 : 2, rounds: 4, headStart: 0 }),
  maxActions: (config) => config.rounds * config.playerCount,
  setup: (config, seed) => {
    const [offer, rng] = deal(seedRng(seed));
    return { config, hands: Array.from({ length: config.playerCount }, () => []), offer, turn: 0, rng };
  },
  activePlayers: (s) => (over(s) ? [] : [s.turn % s.config.playerCount]),
  legalActions: (s, seat): MarketAction[] =>
    over(s) || seat !== s.turn % s.config.playerCount ? [] : [{ type: "take", slot: 0 }, { type: "take", slot: 1 }, { type: "pass" }],
  apply: (s, seat, action) => {
    if (over(s)) return refuse("game-over", "The game is over.");
    if (seat !== s.turn % s.config.playerCount) return refuse("not-your-turn", "Not your turn.");
    const card = action.type === "take" ? s.offer[action.slot] : undefined;
    const hands = s.hands.map((hand, i) => (i === seat && card !== undefined ? [...hand, card] : hand));
    const [offer, rng] = deal(s.rng);
    return either.right({ ...s, hands, offer, rng, turn: s.turn + 1 });
  },
  view: (s) => s,
  outcome: (s) => (over(s) ? makeOutcome(points(s)) : undefined),
  scoreSheet: (s) => ({ lines: [{ label: "Cards", points: points(s) }], totals: points(s), final: over(s) }),
  turnNumber: (s) => s.turn,
  endCondition: (s) => (over(s) ? "rounds-done" : undefined),
  content: {
    taken: (s, _seat, action) => (action.type === "take" ? [`card:${s.offer[action.slot] ?? "?"}`] : []),
    held: (s, seat) => (s.hands[seat] ?? []).map((card) => `card:${card}`),
  },
  rng: rngField<MarketState>(),
  describeAction: (a) => (a.type === "take" ? `takes slot ${a.slot}` : "passes"),
});
