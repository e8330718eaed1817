/**
 * Scenario fixtures: a state arranged as a scenario's "Given", and helpers that apply actions
 * while checking them against `legalActions`.
 */
import type { RuleError } from "@laguna/core";
import {
  type Category,
  type Counts,
  FRAGMENT_SUPPLY,
  type Fragment,
  type LightMastersAction,
  type LightMastersConfig,
  type LightMastersState,
  LightMastersStateC,
  type MarketId,
  type Phase,
  type TurnLog,
  apply,
  countsOf,
  defaultConfig,
  describeAction,
  handSize,
  setup,
  lightMasters,
} from "@laguna/murano-light-masters";
import { either } from "fp-ts";
import { expect } from "vitest";

export const COLOURS = ["R", "Y", "G", "B", "W"] as const;

/** Fragment counts from a string such as "BYY". */
export const c = (s: string): Counts => countsOf([...s] as Fragment[]);

export interface Arrange {
  readonly phase?: Phase;
  readonly current?: number;
  readonly selector?: number;
  readonly ringOffset?: number;
  readonly markets?: Partial<Record<MarketId, string>>;
  readonly lira?: Readonly<Record<number, number>>;
  readonly workbench?: Readonly<Record<number, string>>;
  readonly hand?: Readonly<Record<number, readonly string[]>>;
  readonly warehouse?: Partial<Counts>;
  readonly actionsLeft?: number;
  readonly config?: Partial<LightMastersConfig>;
  /** The Advantage under each tile (an explicit mapping in the config). */
  readonly tiles?: Readonly<Record<Category, number>>;
  /** Cards in each seat's completed pile (taken out of the hands and the box). */
  readonly completed?: Readonly<Record<number, readonly string[]>>;
  /** More bookkeeping of the current turn. */
  readonly turn?: Partial<TurnLog>;
}

/**
 * A 2-player (or config's) state with seat 0 first, arranged as a scenario's "Given": every
 * fragment not placed stays in the Warehouse (or `warehouse` overrides some counts, the surplus
 * going to seat 1's Workbench so the supply still adds up).
 */
export function arrange(a: Arrange): LightMastersState {
  const config: LightMastersConfig = {
    ...defaultConfig(2),
    firstPlayer: 0,
    selectorStart: 0,
    ringOffsetStart: 0,
    ...(a.tiles === undefined ? {} : { advantageSetup: a.tiles }),
    ...a.config,
  };
  const base = setup(config, 7);
  const markets = {
    NE: [...(a.markets?.NE ?? "")] as Fragment[],
    SE: [...(a.markets?.SE ?? "")] as Fragment[],
    SW: [...(a.markets?.SW ?? "")] as Fragment[],
    NW: [...(a.markets?.NW ?? "")] as Fragment[],
  };
  let players = base.players.map((p, seat) => ({
    ...p,
    lira: a.lira?.[seat] ?? p.lira,
    workbench: c(a.workbench?.[seat] ?? ""),
  }));
  let box = [...base.box];
  for (const [seatText, pile] of Object.entries(a.completed ?? {})) {
    const seat = Number(seatText);
    players = players.map((p, i) => ({ ...p, hand: p.hand.filter((id) => !pile.includes(id)), completed: i === seat ? [...pile] : p.completed }));
    box = box.filter((id) => !pile.includes(id));
  }
  for (const [seatText, hand] of Object.entries(a.hand ?? {})) {
    const seat = Number(seatText);
    const displaced = players[seat]?.hand.filter((id) => !hand.includes(id)) ?? [];
    players = players.map((p, i) => (i === seat ? { ...p, hand: [...hand] } : { ...p, hand: p.hand.filter((id) => !hand.includes(id)) }));
    box = [...box.filter((id) => !hand.includes(id)), ...displaced].sort();
  }
  const used = { R: 0, Y: 0, G: 0, B: 0, W: 0 };
  for (const m of Object.values(markets)) for (const f of m) used[f] += 1;
  for (const p of players) for (const col of COLOURS) used[col] += p.workbench[col];
  const warehouse = { R: 0, Y: 0, G: 0, B: 0, W: 0 };
  const surplus = { R: 0, Y: 0, G: 0, B: 0, W: 0 };
  for (const col of COLOURS) {
    const free = FRAGMENT_SUPPLY[col] - used[col];
    warehouse[col] = a.warehouse?.[col] ?? free;
    surplus[col] = free - warehouse[col];
  }
  players = players.map((p, i) =>
    i === 1 ? { ...p, workbench: { R: p.workbench.R + surplus.R, Y: p.workbench.Y + surplus.Y, G: p.workbench.G + surplus.G, B: p.workbench.B + surplus.B, W: p.workbench.W + surplus.W } } : p,
  );
  const state: LightMastersState = {
    ...base,
    phase: a.phase ?? base.phase,
    current: a.current ?? 0,
    selector: a.selector ?? base.selector,
    ringOffset: a.ringOffset ?? base.ringOffset,
    markets,
    players,
    box,
    warehouse,
    turn: { ...base.turn, actionsLeft: a.actionsLeft ?? base.turn.actionsLeft, ...a.turn },
  };
  expect(LightMastersStateC.is(state)).toBe(true);
  return state;
}

/** Applies actions in order, expecting each to be legal and listed by `legalActions`. */
export function run(state: LightMastersState, ...actions: LightMastersAction[]): LightMastersState {
  let s = state;
  for (const action of actions) {
    expect(lightMasters.legalActions(s, s.current)).toContainEqual(action);
    const next = apply(s, s.current, action);
    if (either.isLeft(next)) throw new Error(`${describeAction(action)} refused: ${next.left.message}`);
    expect(LightMastersStateC.is(next.right)).toBe(true);
    s = next.right;
  }
  return s;
}

/** The refusal of an action, checking that `legalActions` does not list it. */
export function refusal(state: LightMastersState, action: LightMastersAction, seat = state.current): RuleError {
  expect(lightMasters.legalActions(state, seat)).not.toContainEqual(action);
  const result = apply(state, seat, action);
  if (either.isRight(result)) throw new Error(`${describeAction(action)} was accepted`);
  return result.left;
}

export const me = (s: LightMastersState, seat = 0) => {
  const p = s.players[seat];
  if (p === undefined) throw new Error("no such seat");
  return p;
};


/**
 * An arranged state made fit for the engine, which runs `checkState` on states it did not make:
 * each player again holds exactly the cards dealt to them (surplus cards at the end of a hand go
 * back to the box, missing ones are drawn from the box to the end of the hand), and the turn's
 * bookkeeping shows what the phase implies (the Selector turned, a take done, a Negotiate action
 * made). The first cards of each hand, the piles and everything else stay as arranged.
 */
export function playable(state: LightMastersState): LightMastersState {
  const dealt = handSize(state.config.playerCount);
  let box = [...state.box];
  const players = state.players.map((p) => {
    const held = p.hand.length + p.completed.length + p.used.length;
    if (held > dealt) {
      const keep = p.hand.length - (held - dealt);
      box = [...box, ...p.hand.slice(keep)];
      return { ...p, hand: p.hand.slice(0, keep) };
    }
    const drawn = box.slice(0, dealt - held);
    box = box.slice(dealt - held);
    return { ...p, hand: [...p.hand, ...drawn] };
  });
  const t = state.turn;
  const phase = state.phase;
  if (phase === "P3") throw new Error("playable: arrange phase P2 instead (P3 needs a completion of this turn)");
  const afterSelector = phase !== "P1.Selector" && !t.previsionUsed;
  const afterTakes = phase === "P1.Open" || phase === "P2";
  const turn: TurnLog = {
    ...t,
    selectorTurned: t.selectorTurned || afterSelector,
    takesDone: afterTakes ? Math.max(1, t.takesDone) : t.takesDone,
    takesLeft: afterTakes ? 0 : t.takesLeft,
    actionsDone: phase === "P2" ? Math.max(1, t.actionsDone) : t.actionsDone,
    actionsLeft: phase === "P2" ? Math.min(t.actionsLeft, t.privilegioUsed + 1 - Math.max(1, t.actionsDone)) : t.actionsLeft,
  };
  const fit: LightMastersState = { ...state, players, box: box.sort(), turn };
  expect(LightMastersStateC.is(fit)).toBe(true);
  return fit;
}
