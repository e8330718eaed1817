/**
 * The spec's invariants (§7) for the law suite: state invariants checked in every state, and
 * transition invariants checked over every step. Each returns true or says what is wrong.
 *
 * I17 (purity, determinism, JSON round trip), I18 (hidden information) and I19 (rejected moves
 * leave the state unchanged) are laws of `@laguna/testing` itself; I16 (setup) is checked by
 * setup.test.ts for every player count, Ring side and Advantage form.
 */
import {
  CONSTANTS,
  CREATION_CARDS,
  FRAGMENT_SUPPLY,
  type LightMastersAction,
  type LightMastersConfig,
  type LightMastersState,
  NOT_FOR_ADVANCED_PLAYERS,
  type Phase,
  advantageCard,
  checkState,
  creationCard,
  creationNeeds,
  fragmentTotals,
  handSize,
  lightMasters,
} from "@laguna/murano-light-masters";

type Check = (state: LightMastersState, config: LightMastersConfig) => boolean | string;
type Step = (before: LightMastersState, after: LightMastersState, action: LightMastersAction, seat: number, config: LightMastersConfig) => boolean | string;

const COLOURS = ["R", "Y", "G", "B", "W"] as const;
const size = (c: LightMastersState["warehouse"]): number => c.R + c.Y + c.G + c.B + c.W;
const totalLira = (s: LightMastersState): number => s.players.reduce((sum, p) => sum + p.lira, 0);
const ALL_IDS = CREATION_CARDS.map((card) => card.id).sort();

/** §7 invariants on every state. */
export const lightMastersInvariants: Readonly<Record<string, Check>> = {
  "checkState: the state can occur with the config": (s, c) => checkState(s, c) ?? true,
  "I1 fragments conserved": (s) => {
    const totals = fragmentTotals(s);
    const bad = COLOURS.find((c) => totals[c] !== FRAGMENT_SUPPLY[c]);
    return bad === undefined ? true : `${bad}: ${totals[bad]} in play, ${FRAGMENT_SUPPLY[bad]} in the supply`;
  },
  "I2 Workbench at most 8 unless a return is pending, and the pending count is the excess": (s) => {
    for (const [seat, p] of s.players.entries()) {
      const n = size(p.workbench);
      const pending = s.pending?.seat === seat ? s.pending.count : 0;
      if (n - pending !== Math.min(n, CONSTANTS.workbenchCapacity) || (pending > 0 && n - pending !== CONSTANTS.workbenchCapacity)) {
        return `seat ${seat} holds ${n} fragments with ${pending} pending`;
      }
    }
    return s.pending === null || s.pending.seat === s.current || "a return is pending for another seat than the current one";
  },
  "I3 Markets hold at most 3": (s) => Object.values(s.markets).every((m) => m.length <= 3),
  "I4 Lira never negative; with tokens267 at most 267 in all": (s, c) =>
    s.players.every((p) => p.lira >= 0) && (c.liraSupply !== "tokens267" || totalLira(s) <= CONSTANTS.liraTokenValueTotal),
  "I5 each Creation card once in hands, piles and box; the deal's size": (s, c) => {
    const ids = [...s.box, ...s.players.flatMap((p) => [...p.hand, ...p.completed, ...p.used.map((u) => u.card)])].sort();
    if (ids.join() !== ALL_IDS.join()) return "the hands, piles and box do not hold the 24 cards once each";
    return s.box.length === ALL_IDS.length - handSize(c.playerCount) * c.playerCount || `the box holds ${s.box.length} cards`;
  },
  "I7 each used card activated one tile among its symbols": (s) => {
    for (const [seat, p] of s.players.entries()) {
      for (const u of p.used) if (!creationCard(u.card).symbols.includes(u.tile)) return `seat ${seat}'s ${u.card} activated the ${u.tile} tile`;
    }
    return true;
  },
  "I8 the Selector turned at most once, or stayed with Previsión": (s) =>
    !(s.turn.selectorTurned && s.turn.previsionUsed) || "the Selector turned in a turn that used Previsión",
  "I11 Negotiate actions at most 1 + Privilegio activations": (s, c) => {
    const allowed = 1 + (c.privilegioStacks ? s.turn.privilegioUsed : Math.min(1, s.turn.privilegioUsed));
    return s.turn.actionsDone + s.turn.actionsLeft <= allowed || `${s.turn.actionsDone} done and ${s.turn.actionsLeft} left with ${s.turn.privilegioUsed} Privilegio`;
  },
  "I14 the game is over exactly at the end of a round with an empty hand or the round limit, all turns equal": (s, c) => {
    if (s.phase !== "GameOver") return true;
    const emptied = s.players.some((p) => p.hand.length === 0);
    if (!(emptied || (c.roundLimit !== null && s.round >= c.roundLimit))) return "the game ended with no empty hand before the round limit";
    return s.players.every((p) => p.turns === s.players[0]?.turns) || `turn counts ${s.players.map((p) => p.turns).join(", ")}`;
  },
  "I15 4 different Advantages, none of 1 and 2 with advanced players": (s, c) => {
    const tiles = [s.tiles.ART, s.tiles.JEW, s.tiles.HOU, s.tiles.ANI];
    if (new Set(tiles).size !== 4) return `tiles ${tiles.join(", ")}`;
    return !c.advancedPlayers || tiles.every((t) => !NOT_FOR_ADVANCED_PLAYERS.includes(t)) || `advanced players with tiles ${tiles.join(", ")}`;
  },
  "followUp only for the current player's unfinished Mago or Oportunista": (s) => {
    const f = s.followUp;
    if (f === null) return true;
    if (f.kind === "swap") return true;
    return f.next < (s.players[s.current]?.hand.length ?? 0) - 1 || `rearrangement at ${f.next}`;
  },
};

const PHASE_ORDER: Readonly<Record<Phase, number>> = { "P1.Selector": 0, "P1.Take": 1, "P1.Open": 2, P2: 3, P3: 4, GameOver: 5 };

/** The tiles' Advantage with this number, if it is in play. */
const inPlay = (s: LightMastersState, id: number): boolean => [s.tiles.ART, s.tiles.JEW, s.tiles.HOU, s.tiles.ANI].includes(id);

/** The Lira a gain of `amount` gives, capped by the reserve with tokens267 (R28). */
const capped = (before: LightMastersState, amount: number): number =>
  before.config.liraSupply === "unlimited" ? amount : Math.max(0, Math.min(amount, CONSTANTS.liraTokenValueTotal - totalLira(before)));

/** §7 invariants over every step. */
export const lightMastersTransitions: Readonly<Record<string, Step>> = {
  "I5 hands never grow": (b, a) => a.players.every((p, i) => p.hand.length <= (b.players[i]?.hand.length ?? 0)),
  "I6 only the first card is completed, paid by its needs with W wild": (b, a, action, seat) => {
    if (action.type !== "complete") return true;
    const was = b.players[seat];
    const now = a.players[seat];
    if (was === undefined || now === undefined) return "no such seat";
    const first = was.hand[0];
    if (first === undefined || now.completed[now.completed.length - 1] !== first || now.hand.length !== was.hand.length - 1) {
      return `the completed card is not the first card ${first}`;
    }
    const needs = creationNeeds(first);
    const p = action.payment;
    const short = (["R", "Y", "G", "B"] as const).reduce((n, c) => n + Math.max(0, needs[c] - p[c]), 0);
    const over = (["R", "Y", "G", "B"] as const).some((c) => p[c] > needs[c]);
    return (!over && short === p.W && size(p) === 4) || `payment ${JSON.stringify(p)} does not pay for ${first}`;
  },
  "I7 a card activates once: the used pile only grows by one card with a tile among its symbols": (b, a, action, seat) => {
    for (const [i, p] of a.players.entries()) {
      const was = b.players[i];
      if (was === undefined) return "a player vanished";
      if (p.used.length < was.used.length || was.used.some((u, k) => p.used[k]?.card !== u.card || p.used[k]?.tile !== u.tile)) return `seat ${i}'s used pile changed`;
      const added = p.used.slice(was.used.length);
      if (added.length > 1 || (added.length === 1 && i !== seat)) return `seat ${i}'s used pile grew by ${added.length}`;
      for (const u of added) {
        if (!was.completed.includes(u.card)) return `${u.card} was used without being in the completed pile`;
        if (!creationCard(u.card).symbols.includes(u.tile)) return `${u.card} activated ${u.tile}`;
      }
      const declared = action.type === "activate" || action.type === "buy" || action.type === "sell" || action.type === "exchange";
      if (added.length === 1 && !declared) return `${action.type} used a card`;
    }
    return true;
  },
  "I8 the Selector moves by +1 only on turnSelector, and each turn either turns it or uses Previsión": (b, a, action) => {
    if (action.type === "turnSelector") return a.selector === (b.selector + 1) % CONSTANTS.positions || "the Selector did not move by one";
    if (a.selector !== b.selector) return `the Selector moved on ${action.type}`;
    if (action.type === "endTurn") return b.turn.selectorTurned !== b.turn.previsionUsed || "a turn ended without exactly one of turnSelector and Previsión";
    return true;
  },
  "I9 the Ring moves only by a paid step (−1 position, −1Ł) or Vidente": (b, a, action, seat) => {
    if (a.ringOffset === b.ringOffset) return true;
    if (action.type === "rotateRing") {
      const paid = (b.players[seat]?.lira ?? 0) - (a.players[seat]?.lira ?? 0);
      return (a.ringOffset === (b.ringOffset + 11) % 12 && paid === CONSTANTS.ringStepCost) || "a Ring step moved or cost the wrong amount";
    }
    return (action.type === "activate" && action.effect.kind === "setRing") || `the Ring moved on ${action.type}`;
  },
  "I10 no W from an Exchange (at most 1 with Pericia), nor from Regalo, Obsequio or Oportunista": (b, a, action, seat) => {
    const before = b.players[seat]?.workbench.W ?? 0;
    const after = a.players[seat]?.workbench.W ?? 0;
    if (action.type === "exchange") return after - before <= (action.pericia === undefined ? 0 : 1) || `an Exchange gave ${after - before} W`;
    const noClear = (action.type === "activate" && (action.effect.kind === "gain" || action.effect.kind === "swap")) || action.type === "swap";
    return !noClear || after <= before || `${action.type} gave a W`;
  },
  "I11 a turn ends with at least one Negotiate action unless none was legal (with negotiateObligation withoutAdvantage: none without an Advantage)": (b, _a, action) => {
    if (action.type !== "endTurn" || b.turn.actionsDone > 0 || b.phase !== "P1.Open") return true;
    const plain = b.config.negotiateObligation === "withoutAdvantage";
    const owed = (x: LightMastersAction) =>
      x.type === "exchange" || x.type === "sell" || (x.type === "buy" && !(plain && x.gratuito !== undefined));
    return !lightMasters.legalActions(b, b.current).some(owed) || "ended the turn owing a Negotiate action";
  },
  "I12 a completion pays 8 − fragments left, +2 once on the second of a turn; Fama +2 only for a value of 8": (b, a, action, seat) => {
    const gained = (a.players[seat]?.lira ?? 0) - (b.players[seat]?.lira ?? 0);
    if (action.type === "complete") {
      const value = CONSTANTS.workbenchCapacity - size(a.players[seat]?.workbench ?? b.warehouse);
      const done = b.turn.completions.length;
      const bonus = (b.config.multiCompletionBonus === "once" ? done === 1 : done >= 1) ? CONSTANTS.multiCompletionBonus : 0;
      const fama = b.turn.phaseAdvantages.includes(14) && value === 8 ? 2 : 0;
      return gained === capped(b, value + bonus + fama) || `gained ${gained} for a value of ${value} (completion ${done + 1} of the turn)`;
    }
    if (action.type === "activate" && action.effect.kind === "fame") {
      const rewarded = a.turn.completions.filter((c, i) => c.famaRewarded && !b.turn.completions[i]?.famaRewarded);
      if (rewarded.length === 0 || rewarded.some((c) => c.value !== 8)) return "Fama rewarded no completion, or one not of value 8";
      if (b.config.phaseAdvantageScope === "oneAction" && rewarded.length !== 1) return `Fama rewarded ${rewarded.length} completions`;
      return gained === capped(b, 2 * rewarded.length) || `Fama gave ${gained}`;
    }
    return true;
  },
  "I13 only the current player acts; phases never go back within a turn (except Repetir's extra take)": (b, a, action, seat) => {
    if (seat !== b.current) return `seat ${seat} acted in seat ${b.current}'s turn`;
    if (action.type === "endTurn") return true;
    if (a.current !== b.current) return `the turn passed on ${action.type}`;
    const back = PHASE_ORDER[a.phase] < PHASE_ORDER[b.phase];
    const repetir = action.type === "activate" && action.effect.kind === "extraTake" && b.phase === "P1.Open" && a.phase === "P1.Take";
    return !back || repetir || `${action.type} went from ${b.phase} back to ${a.phase}`;
  },
  "Oportunista's later swaps: one more per activation with laterInTurn, one fewer per swap, none left after the turn": (b, a, action) => {
    if (action.type === "endTurn") return a.turn.swapsLeft === 0 || "a later swap survived the end of the turn";
    const delta = a.turn.swapsLeft - b.turn.swapsLeft;
    if (action.type === "activate" && action.effect.kind === "swap") {
      return delta === (b.config.oportunistaSecondSwap === "laterInTurn" ? 1 : 0) || `an Oportunista activation changed the later swaps by ${delta}`;
    }
    if (action.type === "swap" && b.followUp === null) return delta === -1 || `a later swap changed the later swaps by ${delta}`;
    return delta === 0 || `${action.type} changed the later swaps by ${delta}`;
  },
  "I15 the tiles never change": (b, a) =>
    (a.tiles.ART === b.tiles.ART && a.tiles.JEW === b.tiles.JEW && a.tiles.HOU === b.tiles.HOU && a.tiles.ANI === b.tiles.ANI) || "a tile changed",
  "every activation is of an Advantage in play, in its window": (b, _a, action) => {
    if (action.type !== "activate") return true;
    const id = b.tiles[action.tile];
    if (!inPlay(b, id)) return "activated an Advantage not in play";
    const timing = advantageCard(id).timing;
    const ok: Readonly<Record<string, readonly Phase[]>> = {
      anyTime: ["P1.Selector", "P1.Take", "P1.Open", "P2", "P3"],
      "phase1.beforeSelector": ["P1.Selector"],
      "phase1.open": ["P1.Selector", "P1.Take", "P1.Open"],
      "phase2.open": ["P1.Open", "P2"],
      "phase2.afterAction": ["P1.Open", "P2"],
      "phase3.afterCompletion": ["P3"],
    };
    return (ok[timing] ?? []).includes(b.phase) || `${advantageCard(id).es} activated in ${b.phase}`;
  },
};
