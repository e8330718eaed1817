/**
 * Whether a state can occur with a config (the game contract's `checkState`): the checks the
 * engine runs on states it did not make itself, such as a scenario's custom start state or a
 * saved match's. The state codec has already checked the shape and the bounds no game can exceed
 * (`BuranoStateC`, `AreaC`); these checks are the facts that depend on the config, and those
 * that tie parts of the state together (every card exactly once, the turn and round counts,
 * the step of the turn). Play never needs them: the reducer keeps them true.
 *
 * @module
 */
import { deepEqual } from "@laguna/core";
import { completeHouses, houseName, type Area } from "./area";
import type { BuranoConfig } from "./config";
import { CHARACTER_CARDS, FLOOR_CARDS, characterCard, floorCard, isCharacterCardId, isFloorCardId, setupFor } from "./data";
import { isAreaValid } from "./golden-rules";
import { STARTING_TOKENS, charactersInPlay } from "./setup";
import type { BuranoState, Player } from "./state";
import { supplyIsEmpty } from "./supply";
import { COIN_LIMIT, HAND_LIMIT } from "./limits";
import { HOUSES_TO_WIN, housesAwaitingVisit } from "./turn";

/** Coins paid for the first 0, 1, 2 and 3 placements of a turn. */
const PAID = [0, 1, 3, 5] as const;
/** The most coins one acquisition gives (taking a single card). */
const MOST_GAINED = 2;
/** The most cards one acquisition gives (a whole column). */
const MOST_ACQUIRED = 3;

/**
 * Where each floor card is: what is wrong with floor-card conservation, or `undefined`
 * when each of the 72 floor cards is in exactly one place (a deck, a supply space, a hand, a
 * house-area cell or the box) and every deck and supply row holds only cards of its own level.
 *
 * @example
 * floorCardProblem(game.setup(defaultConfig(2), 1)); // undefined
 * floorCardProblem({ ...state, box: { ...state.box, floors: [state.decks[0][0]] } });
 * // "floor card F1-… is both in the 1st-floor deck and in the box"
 * @category State checks
 */
export function floorCardProblem(state: BuranoState): string | undefined {
  const seen = new Map<string, string>();
  let problem: string | undefined;
  const put = (id: string, where: string): void => {
    if (problem !== undefined) return;
    if (!isFloorCardId(id)) problem = `${where} holds ${id}, which is not a floor card`;
    else if (seen.has(id)) problem = `floor card ${id} is both in ${seen.get(id) ?? ""} and in ${where}`;
    else seen.set(id, where);
  };
  const LEVEL = ["1st", "2nd", "3rd"];
  state.decks.forEach((deck, l) => {
    for (const id of deck) {
      put(id, `the ${LEVEL[l] ?? l}-floor deck`);
      if (problem === undefined && floorCard(id).level !== l + 1) problem = `the ${LEVEL[l] ?? l}-floor deck holds ${id}`;
    }
  });
  state.supply.forEach((row, l) => {
    for (const id of row) {
      if (id === null) continue;
      put(id, `the ${LEVEL[l] ?? l}-floor supply row`);
      if (problem === undefined && floorCard(id).level !== l + 1) problem = `the ${LEVEL[l] ?? l}-floor supply row holds ${id}`;
    }
  });
  state.players.forEach((p, seat) => {
    for (const id of p.hand) put(id, `seat ${seat}'s hand`);
    p.area.columns.forEach((column, x) => {
      for (const id of column.floors) if (id !== null) put(id, `seat ${seat}'s ${houseName(x)}`);
    });
  });
  for (const id of state.box.floors) put(id, "the box");
  if (problem !== undefined) return problem;
  const missing = FLOOR_CARDS.find((c) => !seen.has(c.id));
  return missing === undefined ? undefined : `floor card ${missing.id} is nowhere`;
}

/**
 * Where each character card is: what is wrong with character conservation, or
 * `undefined` when each of the 26 character cards is in exactly one place (a public pile, on a
 * house, or the box).
 *
 * @example
 * characterCardProblem(game.setup(defaultConfig(3), 1)); // undefined
 * @category State checks
 */
export function characterCardProblem(state: BuranoState): string | undefined {
  const seen = new Map<string, string>();
  let problem: string | undefined;
  const put = (id: string, where: string): void => {
    if (problem !== undefined) return;
    if (!isCharacterCardId(id)) problem = `${where} holds ${id}, which is not a character card`;
    else if (seen.has(id)) problem = `character card ${id} is both in ${seen.get(id) ?? ""} and in ${where}`;
    else seen.set(id, where);
  };
  for (const id of state.characters) put(id, "the piles");
  state.players.forEach((p, seat) =>
    p.area.columns.forEach((column, x) => {
      if (column.character !== null) put(column.character, `seat ${seat}'s ${houseName(x)}`);
    }),
  );
  for (const id of state.box.characters) put(id, "the box");
  if (problem !== undefined) return problem;
  const missing = CHARACTER_CARDS.find((c) => !seen.has(c.id));
  return missing === undefined ? undefined : `character card ${missing.id} is nowhere`;
}

/**
 * Whether a state can occur in a game with this config: `undefined` when it can, else the first
 * problem found, in plain words. The state must have passed the state codec. It checks:
 * - the config: the state's own config is this one; one player per seat of the config; the
 *   start player and the current player are seats of it (seat 0 in solo);
 * - the cards: every floor card and every character card exactly once; decks and
 *   supply rows of their own level, rows as wide as the config's supply; the characters in play
 *   are the config's (player count, beginner option), the others boxed, and only solo upkeep or
 *   2-player and solo refills box more;
 * - the house areas: the golden rules under the config's flags (rulebook, *Golden Placing
 *   Rules*), at most 5 complete houses, no two inhabitants of one type (rulebook, *Visit from
 *   Characters*, note 2), every house completed before this turn visited;
 * - the counters: coins at most 6 between turns and at most 6 + 2 − the placements' cost during
 *   one; hands at most 3 between turns, at most 3 + 3 − placements during one; spent tokens no
 *   more than the cards placed and no fewer than the areas' colour clashes require (rulebook,
 *   *Breakable Placing Rules*); the turn, round and start-player counts agree (one turn per
 *   player per round, the start player passing each round, never in solo);
 * - the step: it fits the state (a visit only with a house to visit, returns only with more than
 *   3 cards, acquiring only from a non-empty supply, an end reason exactly when the game is over,
 *   and one that fits the state and the config).
 *
 * @example
 * checkState(game.setup(defaultConfig(4), 1), defaultConfig(2)); // "The state has 4 players, but the config is for 2."
 * checkState(game.setup(defaultConfig(2), 1), defaultConfig(2)); // undefined
 * @category State checks
 */
export function checkState(state: BuranoState, config: BuranoConfig): string | undefined {
  return (
    seatsProblem(state, config) ??
    configProblem(state, config) ??
    suppliesProblem(state, config) ??
    floorCardProblem(state) ??
    characterCardProblem(state) ??
    charactersInPlayProblem(state, config) ??
    areasProblem(state, config) ??
    countersProblem(state, config) ??
    turnsProblem(state, config) ??
    stepProblem(state, config)
  );
}

function seatsProblem(state: BuranoState, config: BuranoConfig): string | undefined {
  const n = config.playerCount;
  if (state.players.length !== n) return `The state has ${state.players.length} player${state.players.length === 1 ? "" : "s"}, but the config is for ${n}.`;
  if (state.current >= n) return `It is seat ${state.current}'s turn, but the seats are 0 to ${n - 1}.`;
  if (state.startPlayer >= n) return `Seat ${state.startPlayer} is the start player, but the seats are 0 to ${n - 1}.`;
  return undefined;
}

function configProblem(state: BuranoState, config: BuranoConfig): string | undefined {
  if (deepEqual(state.config, config)) return undefined;
  const keys = [...new Set([...Object.keys(config), ...Object.keys(state.config)])] as (keyof BuranoConfig)[];
  const key = keys.find((k) => !deepEqual(state.config[k], config[k]));
  return key === undefined
    ? "The state was made with another config."
    : `The state was made with ${key} = ${JSON.stringify(state.config[key])}, not ${JSON.stringify(config[key])}.`;
}

function suppliesProblem(state: BuranoState, config: BuranoConfig): string | undefined {
  const n = setupFor(config.playerCount).rowSize;
  const row = state.supply.findIndex((r) => r.length !== n);
  if (row >= 0) return `Supply row ${row + 1} has ${state.supply[row]?.length ?? 0} spaces; with ${config.playerCount} players each row has ${n}.`;
  return undefined;
}

function charactersInPlayProblem(state: BuranoState, config: BuranoConfig): string | undefined {
  const inPlay = new Set(charactersInPlay(config));
  const out = state.characters.find((id) => !inPlay.has(id));
  if (out !== undefined) return `${out} is in the piles, but it is not in play with this config.`;
  for (const [seat, p] of state.players.entries()) {
    for (const column of p.area.columns) {
      if (column.character !== null && !inPlay.has(column.character)) {
        return `${column.character} visits seat ${seat}, but it is not in play with this config.`;
      }
    }
  }
  for (let i = 1; i < state.characters.length; i++) {
    if ((state.characters[i - 1] as string) >= (state.characters[i] as string)) return "The character piles are not sorted by card id.";
  }
  const boxed = state.box.characters.length - (CHARACTER_CARDS.length - inPlay.size);
  if (config.playerCount > 1 && boxed !== 0) return "Character cards were boxed during play, which only the solo upkeep does.";
  if (config.playerCount > 2 && state.box.floors.length > 0) return "Floor cards were boxed, which only 2-player and solo refills do.";
  return undefined;
}

const inTurn = (state: BuranoState, seat: number): boolean =>
  seat === state.current && (state.phase === "build" || state.phase === "visit" || state.phase === "return");

function areasProblem(state: BuranoState, config: BuranoConfig): string | undefined {
  for (const [seat, p] of state.players.entries()) {
    const area = p.area;
    if (!isAreaValid(area, config)) {
      return `Seat ${seat}'s house area breaks a golden rule (floors need the floors below them, the cells must stay connected, at most 5 houses).`;
    }
    if (completeHouses(area).length > HOUSES_TO_WIN) return `Seat ${seat} has more than ${HOUSES_TO_WIN} complete houses.`;
    const inhabitants = new Set<string>();
    for (const column of area.columns) {
      if (column.character === null) continue;
      const card = characterCard(column.character);
      if (card.kind !== "inhabitant") continue;
      if (inhabitants.has(card.type)) return `Seat ${seat} has two ${card.type.toLowerCase()} inhabitants.`;
      inhabitants.add(card.type);
    }
    // Only the houses completed in the current turn may still wait for their visitor.
    const waiting = housesAwaitingVisit(area);
    if (waiting.length > 0 && !(inTurn(state, seat) && state.phase !== "return")) {
      return `Seat ${seat}'s complete ${houseName(waiting[0] as number)} has had no visitor, but its turn is over.`;
    }
  }
  return undefined;
}

/** How many placements broke a breakable rule, at least, for an area to look like this. */
function breaksAtLeast(area: Area, config: BuranoConfig): number {
  const colours = area.columns.map((c) => c.floors.map((id) => (id === null ? undefined : floorCard(id).colour)));
  // The first card of a second colour in a house broke rule A: one per mixed house.
  const mixed = colours.filter((floors) => new Set(floors.filter((c) => c !== undefined)).size > 1).length;
  if (mixed > 0) return mixed;
  // Neighbours sharing a colour: the later of the two cards broke rule B.
  for (let x = 1; x < colours.length; x++) {
    const left = colours[x - 1] ?? [];
    const right = colours[x] ?? [];
    const clash =
      config.ruleBScope === "house"
        ? left.some((c) => c !== undefined && right.includes(c))
        : left.some((c, level) => c !== undefined && right[level] === c);
    if (clash) return 1;
  }
  return 0;
}

function countersProblem(state: BuranoState, config: BuranoConfig): string | undefined {
  if (state.phase === "acquire" && (state.placed !== 0 || state.arranged)) {
    return "Nothing can have been placed or arranged before the acquisition of a turn.";
  }
  for (const [seat, p] of state.players.entries()) {
    const during = inTurn(state, seat);
    const placed = during ? state.placed : 0;
    const maxCoins = during ? COIN_LIMIT + MOST_GAINED - (PAID[placed] ?? 0) : COIN_LIMIT;
    if (p.coins > maxCoins) {
      return during
        ? `Seat ${seat} has ${p.coins} coins after ${placed} placement${placed === 1 ? "" : "s"} this turn; at most ${maxCoins} is possible.`
        : `Seat ${seat} has ${p.coins} coins between turns; the coin limit is ${COIN_LIMIT}.`;
    }
    const maxHand = during ? HAND_LIMIT + MOST_ACQUIRED - placed : HAND_LIMIT;
    if (p.hand.length > maxHand) {
      return during
        ? `Seat ${seat} holds ${p.hand.length} cards after ${placed} placement${placed === 1 ? "" : "s"} this turn; at most ${maxHand} is possible.`
        : `Seat ${seat} holds ${p.hand.length} cards between turns; the hand limit is ${HAND_LIMIT}.`;
    }
    const spent = STARTING_TOKENS - p.tokens;
    const cards = p.area.columns.reduce((sum, c) => sum + c.floors.filter((id) => id !== null).length, 0);
    if (spent > cards) return `Seat ${seat} spent ${spent} tokens but placed only ${cards} floor cards.`;
    const needed = breaksAtLeast(p.area, config);
    if (spent < needed) return `Seat ${seat}'s houses break the colour rules at least ${needed} times, but only ${spent} tokens were spent.`;
  }
  return undefined;
}

function turnsProblem(state: BuranoState, config: BuranoConfig): string | undefined {
  const n = config.playerCount;
  const over = state.phase === "over";
  if (n === 1) {
    if (state.rounds !== 0 || state.startPlayer !== 0) return "A solo game has no rounds and no other start player than seat 0.";
    const inPlay = charactersInPlay(config).length;
    if (state.turns > inPlay) return `A solo game lasts at most ${inPlay} turns, not ${state.turns}.`;
    // One character leaves in each upkeep, after the turn is counted.
    const removed = state.box.characters.length - (CHARACTER_CARDS.length - inPlay);
    const fits = over ? removed === state.turns || removed === state.turns - 1 : removed === state.turns - (state.phase === "soloRemove" ? 1 : 0);
    if (!fits) return `After ${state.turns} solo turns, ${removed} characters were boxed in upkeeps.`;
    if (state.box.floors.length > 3 * state.turns) return `After ${state.turns} solo turns, ${state.box.floors.length} floor cards were boxed; at most 3 per upkeep.`;
    return undefined;
  }
  if (config.roundLimit !== null && (state.rounds > config.roundLimit || (!over && state.rounds >= config.roundLimit))) {
    return `${state.rounds} rounds were played, but the round limit is ${config.roundLimit}.`;
  }
  // fiveHouses ends a round without counting it; the other ends count it.
  const expected = over
    ? (state.rounds + (state.ended === "fiveHouses" ? 1 : 0)) * n
    : state.rounds * n + ((state.current - state.startPlayer + n) % n);
  if (state.turns !== expected) return `${state.turns} turns do not fit ${state.rounds} rounds of ${n} players and the seats to play.`;
  if (config.startPlayer !== "random") {
    // The start player passes at every counted round, except the one the round limit ended.
    const passes = state.rounds - (state.ended === "roundLimit" ? 1 : 0);
    const expectedStart = (config.startPlayer + passes) % n;
    if (state.startPlayer !== expectedStart) return `After ${state.rounds} rounds the start player is seat ${expectedStart}, not ${state.startPlayer}.`;
  }
  if (n === 2 && state.box.floors.length > 3 * state.rounds) {
    return `After ${state.rounds} rounds, ${state.box.floors.length} floor cards were boxed; at most 3 per round.`;
  }
  return undefined;
}

function stepProblem(state: BuranoState, config: BuranoConfig): string | undefined {
  const me = state.players[state.current] as Player;
  const solo = config.playerCount === 1;
  switch (state.phase) {
    case "over":
      return endProblem(state, config);
    case "acquire":
      if (supplyIsEmpty(state.supply)) return "The supply is empty, so the turn skips the acquisition.";
      break;
    case "visit":
      if (housesAwaitingVisit(me.area).length === 0) return "It is the visit step, but no house waits for a visitor.";
      break;
    case "return":
      if (me.hand.length <= HAND_LIMIT) return `It is the return step, but the hand holds ${me.hand.length} cards.`;
      break;
    case "soloRemove":
      if (!solo) return "Only a solo game has the upkeep step that boxes a character.";
      if (state.characters.length === 0) return "The solo upkeep boxes a character, but none is left.";
      break;
    case "build":
      break;
  }
  return state.ended === null ? undefined : `The game ended (${state.ended}), yet the phase is ${state.phase}.`;
}

function endProblem(state: BuranoState, config: BuranoConfig): string | undefined {
  const solo = config.playerCount === 1;
  switch (state.ended) {
    case null:
      return "The game is over, but the state has no end reason.";
    case "fiveHouses":
      return state.players.some((p) => completeHouses(p.area).length >= HOUSES_TO_WIN)
        ? undefined
        : `The game ended on ${HOUSES_TO_WIN} houses, but no player has completed ${HOUSES_TO_WIN}.`;
    case "noCharacters":
      if (!solo) return "Only a solo game ends for want of characters.";
      return state.characters.length === 0 ? undefined : "The game ended for want of characters, but some are left.";
    case "roundLimit":
      if (solo) return "A solo game has no round limit.";
      if (config.roundLimit === null) return "The game ended at a round limit, but this config has none.";
      return state.rounds === config.roundLimit ? undefined : `The game ended at the round limit (${config.roundLimit}) after ${state.rounds} rounds.`;
    case "supplyEmpty":
    case "anyDeckEmpty":
      if (solo || config.deckExhaustionEnd !== state.ended) return `This config does not end the game by ${state.ended}.`;
      if (state.ended === "supplyEmpty" && !supplyIsEmpty(state.supply)) return "The game ended for an empty supply, but the supply holds cards.";
      return undefined;
  }
}
