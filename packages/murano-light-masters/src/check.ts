/**
 * `checkState(state, config)`: whether a state that passes {@link LightMastersStateC} can occur in
 * a game with that config. The codec checks ids and conservation against the config the state
 * carries; this check compares the state with the match's config and checks what only play can
 * produce: the players and per-seat parts against the player count, seats in range, the tiles
 * against the Advantage setup, each player's dealt cards, rounds and turns, the end trigger, the
 * Workbench limit and its pending return, and the turn's bookkeeping for its phase.
 *
 * @module
 */
import { canonicalJson, deepEqual } from "@laguna/core";
import { type AdvantageMechanic, tileAdvantage } from "./advantages";
import type { LightMastersConfig } from "./config";
import { ADVANTAGE_CARDS, CATEGORY_TILES, CONSTANTS, CREATION_CARDS, type Category, FIRST_GAME_ADVANTAGES, NOT_FOR_ADVANCED_PLAYERS, advantageCard, handSize } from "./data";
import { size } from "./fragments";
import { type LightMastersState, type Player, newTurn } from "./state";

const TILE_IDS: readonly Category[] = CATEGORY_TILES.map((c) => c.id);
const SEAT_WORDS = (seat: number): string => `seat ${seat}`;

/** The tiles as words: "ART 1, JEW 2, HOU 3, ANI 4". */
const showTiles = (tiles: Readonly<Record<Category, number>>): string => TILE_IDS.map((t) => `${t} ${tiles[t]}`).join(", ");

/** How many of the seat's used cards activated the Advantage of this mechanism (under whichever tile). */
function usedFor(state: LightMastersState, me: Player, mechanic: AdvantageMechanic): number {
  const card = tileAdvantage(state, mechanic);
  if (card === undefined) return 0;
  let n = 0;
  for (const u of me.used) if (state.tiles[u.tile] === card.id) n++;
  return n;
}

/** The Advantage of this mechanism is under a tile, or the words of the problem. */
function inPlay(state: LightMastersState, mechanic: AdvantageMechanic, what: string, name: string): string | undefined {
  return tileAdvantage(state, mechanic) === undefined ? `${what}, but ${name} is not under a tile.` : undefined;
}

/** The setup's parts against the config: players, options, seats, Ring side, tiles, dealt cards. */
function checkSetup(s: LightMastersState, config: LightMastersConfig): string | undefined {
  const n = config.playerCount;
  if (s.players.length !== n) return `The state has ${s.players.length} players; the config is for ${n}.`;
  if (!deepEqual(s.config, config)) {
    const keys = [...new Set([...Object.keys(config), ...Object.keys(s.config)])];
    const field = (c: object, k: string): unknown => (c as Record<string, unknown>)[k];
    const key = keys.find((k) => !deepEqual(field(s.config, k), field(config, k))) ?? "config";
    const show = (c: object) => canonicalJson(field(c, key) ?? null);
    return `The state was set up with ${key} ${show(s.config)}; the config says ${show(config)}.`;
  }
  if (s.firstPlayer >= n) return `The first player, ${SEAT_WORDS(s.firstPlayer)}, is not a seat of this ${n}-player game.`;
  if (config.firstPlayer !== "random" && s.firstPlayer !== config.firstPlayer) {
    return `The first player is ${SEAT_WORDS(s.firstPlayer)}; the config says ${SEAT_WORDS(config.firstPlayer)}.`;
  }
  if (s.current >= n) return `The current ${SEAT_WORDS(s.current)} is not a seat of this ${n}-player game.`;
  if (s.pending !== null && s.pending.seat >= n) return `A return is pending for ${SEAT_WORDS(s.pending.seat)}, not a seat of this ${n}-player game.`;
  if (s.ringSide !== config.ringSide) return `The Ring shows side ${s.ringSide}; the config says side ${config.ringSide}.`;
  const tiles = TILE_IDS.map((t) => s.tiles[t]);
  if (new Set(tiles).size !== tiles.length) return `The tiles hold ${showTiles(s.tiles)}: 4 different Advantages are needed.`;
  if (config.advancedPlayers && tiles.some((a) => NOT_FOR_ADVANCED_PLAYERS.includes(a))) {
    return `The tiles hold ${showTiles(s.tiles)}, but with advanced players Advantages ${NOT_FOR_ADVANCED_PLAYERS.join(" and ")} are left out.`;
  }
  const setup = config.advantageSetup;
  if (setup === "firstGame" && !FIRST_GAME_ADVANTAGES.every((a) => tiles.includes(a))) {
    return `The tiles hold ${showTiles(s.tiles)}; the first-game set is Advantages ${FIRST_GAME_ADVANTAGES.join(", ")}.`;
  }
  if (typeof setup === "object" && TILE_IDS.some((t) => setup[t] !== s.tiles[t])) {
    return `The tiles hold ${showTiles(s.tiles)}; the config's mapping puts ${showTiles(setup)}.`;
  }
  const dealt = handSize(n);
  const boxed = CREATION_CARDS.length - n * dealt;
  if (s.box.length !== boxed) return `The box holds ${s.box.length} Creation cards; with ${n} players it holds ${boxed}.`;
  for (const [seat, p] of s.players.entries()) {
    const held = p.hand.length + p.completed.length + p.used.length;
    if (held !== dealt) return `Seat ${seat} holds ${held} Creation cards in hand and piles; each player is dealt ${dealt} in a ${n}-player game.`;
  }
  return undefined;
}

/** Rounds, turns, the end trigger and the Workbench limit. */
function checkProgress(s: LightMastersState, config: LightMastersConfig): string | undefined {
  const n = config.playerCount;
  if (config.roundLimit !== null && s.round > config.roundLimit) return `Round ${s.round} is past the config's round limit of ${config.roundLimit}.`;
  const over = s.phase === "GameOver";
  const currentAt = (s.current - s.firstPlayer + n) % n;
  for (const [seat, p] of s.players.entries()) {
    const played = over || (seat - s.firstPlayer + n) % n < currentAt;
    const expected = played ? s.round : s.round - 1;
    if (p.turns !== expected) {
      return over
        ? `Seat ${seat} has finished ${p.turns} turns; at the end of round ${s.round} every player has finished ${s.round}.`
        : `Seat ${seat} has finished ${p.turns} turns; in round ${s.round} with seat ${s.current} to play, that should be ${expected}.`;
    }
  }
  const emptied = s.players.findIndex((p) => p.hand.length === 0);
  if (s.endTriggered && emptied < 0) return "The end is triggered, yet no player has emptied their hand.";
  if (!s.endTriggered && emptied >= 0) return `Seat ${emptied} has emptied their hand, yet the end is not triggered.`;
  if (over && !s.endTriggered && (config.roundLimit === null || s.round < config.roundLimit)) {
    return config.roundLimit === null
      ? `The game is over in round ${s.round}, with no empty hand and no round limit.`
      : `The game is over in round ${s.round}, with no empty hand and the round limit ${config.roundLimit} not reached.`;
  }
  if (s.pending !== null) {
    if (s.pending.seat !== s.current) return `A return is pending for seat ${s.pending.seat} in seat ${s.current}'s turn.`;
    const held = size(s.players[s.pending.seat]?.workbench ?? { R: 0, Y: 0, G: 0, B: 0, W: 0 });
    if (held - CONSTANTS.workbenchCapacity !== s.pending.count) {
      return `Seat ${s.pending.seat} must return ${s.pending.count} fragments, but holds ${held} (the excess over ${CONSTANTS.workbenchCapacity} is ${held - CONSTANTS.workbenchCapacity}).`;
    }
  }
  for (const [seat, p] of s.players.entries()) {
    const held = size(p.workbench);
    if (held > CONSTANTS.workbenchCapacity && s.pending?.seat !== seat) {
      return `Seat ${seat} holds ${held} fragments with no return pending (at most ${CONSTANTS.workbenchCapacity}).`;
    }
  }
  return undefined;
}

/** The current turn's bookkeeping and unfinished effects against the phase, the tiles and the config. */
function checkTurn(s: LightMastersState, config: LightMastersConfig): string | undefined {
  const t = s.turn;
  if (s.phase === "GameOver") {
    if (s.pending !== null || s.followUp !== null) return "The game is over, yet a return or an Advantage step is still open.";
    return deepEqual(t, newTurn()) ? undefined : "The game is over, yet the turn's bookkeeping is not reset.";
  }
  const me = s.players[s.current];
  if (me === undefined) return `There is no seat ${s.current}.`;
  if (s.followUp?.kind === "swap") {
    const notInPlay = inPlay(s, "swap", "An Oportunista follow-up swap is open", "Oportunista");
    if (notInPlay !== undefined) return notInPlay;
    if (config.oportunistaSecondSwap !== "atOnce") return `An Oportunista follow-up swap is open, but oportunistaSecondSwap is "${config.oportunistaSecondSwap}".`;
  }
  if (s.followUp?.kind === "rearrange") {
    const notInPlay = inPlay(s, "rearrange", "A Mago rearrangement is open", "Mago");
    if (notInPlay !== undefined) return notInPlay;
  }
  if (t.selectorTurned && t.previsionUsed) return "The Selector turned in a turn that used Previsión.";
  const started = t.selectorTurned || t.previsionUsed;
  const trades = t.buys.length + t.sells.length;
  switch (s.phase) {
    case "P1.Selector":
      if (started || t.takesDone > 0 || t.actionsDone > 0 || trades > 0 || t.completions.length > 0) {
        return "At the start of a turn (P1.Selector) nothing of the turn is done yet.";
      }
      break;
    case "P1.Take":
      if (!started || t.takesLeft === 0 || t.actionsDone > 0) return "A take is due (P1.Take) only after the Selector turned or Previsión, with a take left and before negotiating.";
      break;
    case "P1.Open":
      if (!started || t.takesDone === 0 || t.takesLeft > 0 || t.actionsDone > 0) return "Phase 1 is done (P1.Open) only after the takes and before any Negotiate action.";
      break;
    case "P2":
      if (!started || t.takesDone === 0 || t.takesLeft > 0 || t.actionsDone === 0 || t.completions.length > 0) {
        return "Negotiating (P2) comes after phase 1 and at least one Negotiate action, before any completion.";
      }
      break;
    case "P3":
      if (!started || t.takesDone === 0 || t.takesLeft > 0 || t.completions.length === 0) return "Completing (P3) comes after phase 1 and at least one completion.";
      break;
  }
  if (trades > t.actionsDone) return `${trades} Buys and Sells this turn, but only ${t.actionsDone} Negotiate actions.`;
  const privilegio = usedFor(s, me, "extraAction");
  if (t.privilegioUsed > 0) {
    const notInPlay = inPlay(s, "extraAction", "Privilegio was used this turn", "Privilegio");
    if (notInPlay !== undefined) return notInPlay;
    if (t.privilegioUsed > privilegio) return `Privilegio was used ${t.privilegioUsed} times this turn, but seat ${s.current} has spent ${privilegio} cards on it.`;
    if (!config.privilegioStacks && t.privilegioUsed > 1) return `Privilegio was used ${t.privilegioUsed} times this turn, but privilegioStacks is false.`;
  }
  const allowed = 1 + (config.privilegioStacks ? t.privilegioUsed : Math.min(1, t.privilegioUsed));
  if (t.actionsDone + t.actionsLeft > allowed) {
    return `${t.actionsDone + t.actionsLeft} Negotiate actions this turn (${t.actionsDone} done, ${t.actionsLeft} left) with ${t.privilegioUsed} Privilegio activations: at most ${allowed}.`;
  }
  if (t.previsionUsed) {
    const notInPlay = inPlay(s, "skipSelector", "Previsión was used this turn", "Previsión");
    if (notInPlay !== undefined) return notInPlay;
    if (usedFor(s, me, "skipSelector") === 0) return `Previsión was used this turn, but seat ${s.current} has spent no card on it.`;
  }
  if (t.takesDone + t.takesLeft > 1) {
    const notInPlay = inPlay(s, "extraTake", `${t.takesDone + t.takesLeft} takes this turn`, "Repetir");
    if (notInPlay !== undefined) return notInPlay;
    const repetir = usedFor(s, me, "extraTake");
    if (t.takesDone + t.takesLeft > 1 + repetir) return `${t.takesDone + t.takesLeft} takes this turn, but seat ${s.current} has spent ${repetir} cards on Repetir.`;
  }
  if (config.phaseAdvantageScope === "oneAction" && t.phaseAdvantages.length > 0) {
    return 'Advantages in effect for the whole phase, but phaseAdvantageScope is "oneAction".';
  }
  const tiles = TILE_IDS.map((id) => s.tiles[id]);
  if (t.phaseAdvantages.some((a) => !tiles.includes(a)) || new Set(t.phaseAdvantages).size !== t.phaseAdvantages.length) {
    return `The Advantages in effect for the phase (${t.phaseAdvantages.join(", ")}) are not each under a tile once.`;
  }
  for (const [after, list, action] of [["buy", t.buys, "Buy"], ["sell", t.sells, "Sell"]] as const) {
    if (list.some((tr) => tr.rewarded) && !tiles.some((a) => advantageCard(a).effect.after === after)) {
      const name = ADVANTAGE_CARDS.find((a) => a.effect.after === after)?.es ?? "its Advantage";
      return `A ${action} of this turn was rewarded with a clear fragment, but ${name} is not under a tile.`;
    }
  }
  const fama = tileAdvantage(s, "fame");
  for (const done of t.completions) {
    if (!me.completed.includes(done.card) && !me.used.some((u) => u.card === done.card)) {
      return `${done.card}, completed this turn, is not in seat ${s.current}'s completed or used pile.`;
    }
    if (done.famaRewarded && (fama === undefined || done.value !== fama.effect.ifCompletionValue)) {
      return `${done.card} (value ${done.value}) was rewarded by Fama, which ${fama === undefined ? "is not under a tile" : `rewards a value of ${fama.effect.ifCompletionValue ?? 8}`}.`;
    }
  }
  if (t.swapsLeft > 0) {
    if (config.oportunistaSecondSwap !== "laterInTurn") return `Oportunista swaps left for later, but oportunistaSecondSwap is "${config.oportunistaSecondSwap}".`;
    const notInPlay = inPlay(s, "swap", "Oportunista swaps are left for later", "Oportunista");
    if (notInPlay !== undefined) return notInPlay;
    const spent = usedFor(s, me, "swap");
    if (t.swapsLeft > spent) return `${t.swapsLeft} Oportunista swaps left for later, but seat ${s.current} has spent ${spent} cards on it.`;
  }
  return undefined;
}

/**
 * Whether a state (one that passes the state codec) can occur in a game with this config:
 * `undefined` when it can, else the first problem in words. The state must have been set up with
 * this very config (player count first), with seats in range, the tiles the Advantage setup
 * allows, each player holding the cards dealt to them, rounds and turn counts that fit the seat to
 * play, the end triggered exactly when a hand is empty, no Workbench over 8 but the one with the
 * pending return of exactly the excess, and the turn's bookkeeping fitting its phase, the tiles
 * and the cards spent on Advantages. Never throws.
 *
 * @example
 * checkState(setup(defaultConfig(2), 1), defaultConfig(2)); // undefined
 * checkState(setup(defaultConfig(4), 1), defaultConfig(2)); // "The state has 4 players; the config is for 2."
 * @category State
 */
export function checkState(state: LightMastersState, config: LightMastersConfig): string | undefined {
  try {
    return checkSetup(state, config) ?? checkProgress(state, config) ?? checkTurn(state, config);
  } catch (e) {
    return `The state cannot be read: ${e instanceof Error ? e.message : String(e)}.`;
  }
}
