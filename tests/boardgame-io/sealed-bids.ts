/**
 * Fixture game with simultaneous moves and hidden actions: Sealed Bids. Each round every seat
 * still to bid secretly bids 1, 2 or 3 (all at once: the seats to act are every seat that has not
 * bid); once all have bid, the bids are revealed and the highest single bid scores its value.
 * Three rounds. A seat sees its own bid at once and the others' only when revealed; a spectator
 * sees who has bid. No chance, so no generator. Not published: it proves the adapter's turn order
 * for several seats at once and its redaction of hidden actions.
 */
import { defineGame, integerBetween, makeOutcome, refuse } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import * as t from "io-ts";

const Bid = t.union([t.null, integerBetween(1, 3, "a bid of 1 to 3")]);

export const SealedConfigC = t.readonly(t.type({ playerCount: t.union([t.literal(2), t.literal(3)]), rounds: integerBetween(1, 9, "rounds") }), "SealedConfig");
export type SealedConfig = t.TypeOf<typeof SealedConfigC>;

export const SealedStateC = t.readonly(
  t.type({ config: SealedConfigC, round: integerBetween(0, 9, "round"), bids: t.readonlyArray(Bid), points: t.readonlyArray(integerBetween(0, 99, "points")), revealed: t.readonlyArray(t.readonlyArray(Bid)) }),
  "SealedState",
);
export type SealedState = t.TypeOf<typeof SealedStateC>;

export const SealedActionC = t.readonly(t.type({ type: t.literal("bid"), amount: integerBetween(1, 3, "a bid of 1 to 3") }), "SealedAction");
export type SealedAction = t.TypeOf<typeof SealedActionC>;

export const SealedViewC = t.readonly(
  t.type({ round: t.number, bidders: t.readonlyArray(t.boolean), mine: Bid, points: t.readonlyArray(t.number), revealed: t.readonlyArray(t.readonlyArray(Bid)) }),
  "SealedView",
);
export type SealedView = t.TypeOf<typeof SealedViewC>;

const over = (s: SealedState): boolean => s.round >= s.config.rounds;
const toAct = (s: SealedState): number[] => (over(s) ? [] : s.bids.flatMap((b, seat) => (b === null ? [seat] : [])));

export const sealedBids = defineGame({
  id: "sealed-bids",
  version: "1.0.0",
  name: "Sealed Bids",
  playerCounts: [2, 3],
  capabilities: { hiddenInformation: true, chance: false, simultaneousMoves: true },
  codecs: { config: SealedConfigC, state: SealedStateC, action: SealedActionC, view: SealedViewC },
  defaultConfig: (playerCount: number): SealedConfig => ({ playerCount: playerCount === 3 ? 3 : 2, rounds: 3 }),
  maxActions: (config) => config.rounds * config.playerCount,
  setup: (config) => ({ config, round: 0, bids: Array.from({ length: config.playerCount }, () => null), points: Array.from({ length: config.playerCount }, () => 0), revealed: [] }),
  activePlayers: toAct,
  legalActions: (s, seat) => (toAct(s).includes(seat) ? [1, 2, 3].map((amount) => ({ type: "bid" as const, amount })) : []),
  apply: (s, seat, action) => {
    if (!toAct(s).includes(seat)) return refuse("not-to-bid", "You have already bid this round.");
    const bids = s.bids.map((b, i) => (i === seat ? action.amount : b));
    if (bids.some((b) => b === null)) return either.right({ ...s, bids });
    const highest = Math.max(...bids.map((b) => b ?? 0));
    const winners = bids.flatMap((b, i) => (b === highest ? [i] : []));
    const points = s.points.map((p, i) => (winners.length === 1 && winners[0] === i ? p + highest : p));
    return either.right({ ...s, round: s.round + 1, bids: bids.map(() => null), points, revealed: [...s.revealed, bids] });
  },
  view: (s, viewer) => ({
    round: s.round,
    bidders: s.bids.map((b) => b !== null),
    mine: typeof viewer === "number" ? (s.bids[viewer] ?? null) : null,
    points: s.points,
    revealed: s.revealed,
  }),
  outcome: (s) => (over(s) ? makeOutcome(s.points) : undefined),
  describeAction: (a) => `bid ${a.amount}`,
  redact: (_action, actor, viewer) => (viewer === actor ? undefined : "placed a sealed bid"),
});
