/**
 * The turn (rulebook, *How to Play* to *Solo Play Rules*): who acts, the legal actions of each step, and the reducer.
 *
 * A turn runs through steps: acquire, build (placements and scaffold arrangements), visits, hand
 * returns, then the automatic end of turn (coin limit), end of round (multiplayer) or solo
 * upkeep, which may end the game. R4 is a ruling of the game's page, docs/games/walking-in-burano.md.
 *
 * @module
 */
import { type RuleError, type Seat, deepEqual, isLastInRound, memoByIdentity, nextSeat, refuse } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import type { BuranoAction } from "./actions";
import { attachCharacter, houseName, placeFloorCard } from "./area";
import { brokenRules } from "./breakable";
import { CHARACTER_CARDS, type CharacterType, characterCard, floorCard } from "./data";
import { acquireActions, END_BUILD, returnAction } from "./action-pool";
import { COIN_LIMIT, HAND_LIMIT } from "./limits";
import {
  cachedArrangeActions,
  cachedBreaksARule,
  cachedPlacementColumns,
  cachedScaffoldArrangements,
  carryFacts,
  pushPlaceActions,
} from "./area-cache";
import { type ScaffoldArrangement, arrangeScaffolds, arrangementProblem, canonicalArrangement } from "./scaffolds";
import type { Area, Column } from "./area";
import type { BuranoState, Player } from "./state";
import { refreshSupply, supplyIsEmpty, takeFromSupply } from "./supply";

/** The cost of the 1st, 2nd and 3rd placement of a turn (RULEBOOK: 1, 2, 2; cumulative 1/3/5). */
const PLACEMENT_COST = [1, 2, 2] as const;
/**
 * Complete houses that end the game (RULEBOOK).
 *
 * @example
 * const lastRound = completedHouses >= HOUSES_TO_WIN;
 * @category Turn
 */
export const HOUSES_TO_WIN = 5;


/**
 * The seats that must act: the current player, or nobody once the game is over.
 *
 * @example
 * activePlayers(state); // [state.current]
 * @category Turn
 */
export function activePlayers(state: BuranoState): readonly Seat[] {
  return state.phase === "over" ? [] : [state.current];
}

/**
 * Houses completed this turn that still wait for a visit: complete, with no character and no
 * recorded shortage. (Houses completed earlier always received their visit at the end of that
 * turn.)
 *
 * @example
 * housesAwaitingVisit(player.area); // [2]
 * @category Turn
 */
export function housesAwaitingVisit(area: Area): number[] {
  const out: number[] = [];
  const columns = area.columns;
  for (let x = 0; x < columns.length; x++) {
    const column = columns[x];
    if (column !== undefined && column.character === null && !column.shortage && isComplete(column)) out.push(x);
  }
  return out;
}

/**
 * The character types a player may still receive: types with a card left in the piles, except
 * inhabitant types the player already has (tourists may repeat).
 *
 * @example
 * eligibleCharacterTypes(state, 0); // ["BOY", "GIRL", ...]
 * @category Turn
 */
export function eligibleCharacterTypes(state: BuranoState, seat: Seat): CharacterType[] {
  const held: CharacterType[] = [];
  for (const column of state.players[seat]?.area.columns ?? []) {
    if (column.character === null) continue;
    const card = characterCard(column.character);
    if (card.kind === "inhabitant") held.push(card.type);
  }
  const out: CharacterType[] = [];
  for (const pile of pilesOf(state.characters)) {
    if (pile.tourist || !held.includes(pile.type)) out.push(pile.type);
  }
  return out;
}

/** The character types in the piles, sorted, each with whether a tourist card has it. */
interface Pile {
  readonly type: CharacterType;
  readonly tourist: boolean;
}

/** Every character type, sorted (as `Array.prototype.sort` orders strings). */
const TYPES: readonly CharacterType[] = [...new Set(CHARACTER_CARDS.map((c) => c.type))].sort();
/** Per character id: the rank of its type in {@link TYPES}, times 2, plus 1 for a tourist. */
const PILE_OF_ID = new Map<string, number>(CHARACTER_CARDS.map((c) => [c.id, TYPES.indexOf(c.type) * 2 + (c.kind === "inhabitant" ? 0 : 1)]));
/** The two possible piles of each type, by `rank * 2 + tourist`. */
const PILES: readonly Pile[] = TYPES.flatMap((type) => [
  { type, tourist: false },
  { type, tourist: true },
]);

/** {@link Pile}s per list of character ids: the list only changes when a character leaves. */
const pilesOf = memoByIdentity((characters: readonly string[]): readonly Pile[] => {
  // Per type rank: 0 when absent, 1 with inhabitant cards only, 2 with a tourist card.
  const found: number[] = TYPES.map(() => 0);
  for (const id of characters) {
    const pile = PILE_OF_ID.get(id);
    if (pile === undefined) throw new RangeError(`unknown character card ${id}`); // as characterCard(id) does
    const rank = pile >> 1;
    found[rank] = Math.max(found[rank] ?? 0, 1 + (pile & 1));
  }
  const list: Pile[] = [];
  for (let rank = 0; rank < TYPES.length; rank++) {
    const f = found[rank] ?? 0;
    if (f > 0) list.push(PILES[rank * 2 + f - 1] as Pile);
  }
  return list;
});

/** Whether a player has completed the houses that end the game. */
function hasFiveHouses(player: Player): boolean {
  let complete = 0;
  for (const column of player.area.columns) if (column !== undefined && isComplete(column)) complete++;
  return complete >= HOUSES_TO_WIN;
}

/** Whether a house's three floors hold floor cards (as `completeHouses` counts them). */
function isComplete(column: Column): boolean {
  const [f1, f2, f3] = column.floors;
  return typeof f1 === "string" && typeof f2 === "string" && typeof f3 === "string";
}

/**
 * Every action the seat may take now, in a stable order.
 *
 * @example
 * legalActions(state, state.current);
 * @category Turn
 */
export function legalActions(state: BuranoState, seat: Seat): readonly BuranoAction[] {
  const me = state.players[seat];
  if (state.phase === "over" || seat !== state.current || me === undefined) return [];
  switch (state.phase) {
    case "acquire":
      return acquireActions(state.supply, state.config);
    case "build":
      return buildActions(state, me);
    case "visit": {
      const types = eligibleCharacterTypes(state, seat);
      const out: BuranoAction[] = [];
      for (const house of housesAwaitingVisit(me.area)) for (const character of types) out.push({ type: "chooseCharacter", house, character });
      return out;
    }
    case "return":
      return sortedCards(me.hand).map(returnAction);
    case "soloRemove":
      return [...new Set(state.characters.map((id) => characterCard(id).type))]
        .sort()
        .map((character) => ({ type: "removeCharacter" as const, character }));
  }
}

function buildActions(state: BuranoState, me: Player): BuranoAction[] {
  const out: BuranoAction[] = [];
  const cost = PLACEMENT_COST[state.placed];
  if (cost !== undefined && me.coins >= cost) {
    pushPlaceActions(out, me.area, sortedCards(me.hand), state.config, me.tokens === 0);
  }
  if (!state.arranged) {
    // An indexed loop: the list is frozen, which for-of iterates slowly.
    const arrange = cachedArrangeActions(me.area, state.config);
    for (let i = 0; i < arrange.length; i++) out.push(arrange[i] as BuranoAction);
  }
  out.push(END_BUILD);
  return out;
}

/**
 * A sorted copy of a hand: the same order as `[...hand].sort()` (UTF-16 code units), by insertion
 * sort, which is much quicker than `Array.prototype.sort` for the few cards of a hand.
 */
function sortedCards(hand: readonly string[]): string[] {
  const out = hand.slice();
  for (let i = 1; i < out.length; i++) {
    const card = out[i] as string;
    let j = i - 1;
    while (j >= 0 && (out[j] as string) > card) {
      out[j + 1] = out[j] as string;
      j--;
    }
    out[j + 1] = card;
  }
  return out;
}

/** The players with `player` in seat `seat`. */
function withPlayer(state: BuranoState, seat: Seat, player: Player): BuranoState["players"] {
  const players = state.players.slice();
  players[seat] = player;
  return players;
}

/** A player with some fields changed, written out field by field (cheaper than a spread). */
function changed(p: Player, c: Partial<Player>): Player {
  return { coins: c.coins ?? p.coins, tokens: c.tokens ?? p.tokens, hand: c.hand ?? p.hand, area: c.area ?? p.area };
}

/** The hand without `card`. */
function without(hand: readonly string[], card: string): string[] {
  const out: string[] = [];
  for (const c of hand) if (c !== card) out.push(c);
  return out;
}

/** Fields of the state to change; a field left out, or `undefined`, keeps its value. */
type Changes = { readonly [K in keyof BuranoState]?: BuranoState[K] | undefined };

/**
 * The state with some fields changed. Written out field by field: on the hot path this is much
 * cheaper than an object spread of the whole state.
 */
function evolve(s: BuranoState, c: Changes): BuranoState {
  return {
    config: s.config,
    decks: c.decks ?? s.decks,
    supply: c.supply ?? s.supply,
    characters: c.characters ?? s.characters,
    box: c.box ?? s.box,
    players: c.players ?? s.players,
    startPlayer: c.startPlayer ?? s.startPlayer,
    current: c.current ?? s.current,
    turns: c.turns ?? s.turns,
    rounds: c.rounds ?? s.rounds,
    phase: c.phase ?? s.phase,
    placed: c.placed ?? s.placed,
    arranged: c.arranged ?? s.arranged,
    ended: c.ended === undefined ? s.ended : c.ended,
    rng: s.rng,
  };
}

/**
 * The reducer: applies one action of the current player, or names the rule it breaks.
 *
 * @example
 * const next = apply(state, state.current, { type: "endBuild" });
 * @category Turn
 */
export function apply(state: BuranoState, seat: Seat, action: BuranoAction): either.Either<RuleError, BuranoState> {
  if (state.phase === "over") return refuse("game-over", "The game is over.");
  if (seat !== state.current) return refuse("not-your-turn", `It is seat ${state.current}'s turn, not seat ${seat}'s.`);
  const me = state.players[seat];
  if (me === undefined) return refuse("no-such-seat", `There is no seat ${seat}.`);
  const step = STEP_OF[action.type];
  if (step !== state.phase) {
    return refuse("wrong-step", `You cannot ${STEP_WORDS[action.type]} now: ${PHASE_WORDS[state.phase]}.`);
  }
  switch (action.type) {
    case "acquire": {
      const taken = takeFromSupply(state.supply, action, state.config);
      if (taken === undefined) {
        return refuse(
          "acquire-one-end",
          "Take 1 to 3 cards from one end of one supply column, without skipping a card (the middle card alone only once an end card is gone).",
        );
      }
      const player = changed(me, { coins: me.coins + 3 - taken.cards.length, hand: [...me.hand, ...taken.cards] });
      return either.right(evolve(state, { supply: taken.rows, players: withPlayer(state, seat, player), phase: "build" }));
    }
    case "place":
      return place(state, seat, me, action.card, action.x);
    case "arrangeScaffolds": {
      if (state.arranged) return refuse("arrange-once", "You already arranged your scaffolds since your last placement.");
      const known = cachedScaffoldArrangements(me.area, state.config);
      // An action taken from the legal list carries one of these very arrays: no need to compare.
      const legal = known.includes(action.scaffolds) || known.some((a) => deepEqual(a, action.scaffolds));
      if (!legal) return refuseArrangement(action.scaffolds, known);
      const area = arrangeScaffolds(me.area, action.scaffolds);
      carryFacts(area, me.area, state.config);
      const player = changed(me, { area });
      return either.right(evolve(state, { players: withPlayer(state, seat, player), arranged: true }));
    }
    case "endBuild":
      return either.right(afterBuild(state));
    case "chooseCharacter": {
      if (!housesAwaitingVisit(me.area).includes(action.house)) {
        return refuse("visit-new-house", `House ${action.house} is not a house you completed this turn, or it already has its visitor.`);
      }
      if (!eligibleCharacterTypes(state, seat).includes(action.character)) {
        return refuse(
          "visit-eligible",
          `No ${action.character.toLowerCase()} can visit you: none is left, or you already have this inhabitant.`,
        );
      }
      const id = state.characters.find((c) => characterCard(c).type === action.character) as string;
      const player = changed(me, { area: attachCharacter(me.area, action.house, id) });
      const next = evolve(state, { characters: state.characters.filter((c) => c !== id), players: withPlayer(state, seat, player) });
      return either.right(afterBuild(next));
    }
    case "returnCard": {
      if (!me.hand.includes(action.card)) return refuse("not-in-hand", `${action.card} is not in your hand.`);
      const level = floorCard(action.card).level;
      const decks = state.decks.slice();
      const deck = (state.decks[level - 1] ?? []).slice();
      deck.push(action.card);
      decks[level - 1] = deck;
      const player = changed(me, { hand: without(me.hand, action.card) });
      return either.right(afterBuild(evolve(state, { decks, players: withPlayer(state, seat, player) })));
    }
    case "removeCharacter": {
      const ids = state.characters.filter((c) => characterCard(c).type === action.character);
      const id = ids[ids.length - 1];
      if (id === undefined) return refuse("no-such-character", `There is no ${action.character.toLowerCase()} left to box.`);
      const characters = state.characters.filter((c) => c !== id);
      const next = evolve(state, { characters, box: { ...state.box, characters: [...state.box.characters, id] } });
      return either.right(characters.length === 0 ? evolve(next, { phase: "over", ended: "noCharacters" }) : startTurn(next, seat));
    }
  }
}

/**
 * Why an arrangement that is not among the legal ones is refused. Only reached for refusals, so
 * the legal path pays nothing for it.
 */
function refuseArrangement(places: ScaffoldArrangement, known: readonly ScaffoldArrangement[]): either.Either<RuleError, never> {
  const problem = arrangementProblem(places);
  if (problem === "count") return refuse("scaffold-count", `You have two scaffolds: give one place for each, not ${places.length}.`);
  if (problem === "shared") return refuse("scaffold-one-cell", "Your two scaffolds cannot stand on the same cell.");
  if (problem === "order") {
    const canonical = canonicalArrangement(places);
    if (known.some((a) => deepEqual(a, canonical))) {
      const words = canonical.map((p) => (p === null ? "aside" : `(${p.x},${p.y})`)).join(", ");
      return refuse(
        "scaffold-order",
        `List your scaffolds' places in order, by house, then floor, aside last: ${words}. (The engine does this for you.)`,
      );
    }
  }
  return refuse("scaffold-golden-rules", "Your scaffolds cannot get there: every move must keep the golden rules.");
}

const STEP_OF: Record<BuranoAction["type"], BuranoState["phase"]> = {
  acquire: "acquire",
  place: "build",
  arrangeScaffolds: "build",
  endBuild: "build",
  chooseCharacter: "visit",
  returnCard: "return",
  removeCharacter: "soloRemove",
};
const STEP_WORDS: Record<BuranoAction["type"], string> = {
  acquire: "acquire floor cards",
  place: "place a floor card",
  arrangeScaffolds: "move your scaffolds",
  endBuild: "end building",
  chooseCharacter: "choose a visitor",
  returnCard: "return a card",
  removeCharacter: "box a character",
};
const PHASE_WORDS: Record<BuranoState["phase"], string> = {
  acquire: "first acquire floor cards from the supply",
  build: "you are building",
  visit: "choose a visitor for each house you completed",
  return: "return cards until your hand holds 3",
  soloRemove: "box a character card (solo upkeep)",
  over: "the game is over",
};

function place(state: BuranoState, seat: Seat, me: Player, card: string, x: number): either.Either<RuleError, BuranoState> {
  if (!me.hand.includes(card)) return refuse("not-in-hand", `${card} is not in your hand.`);
  const cost = PLACEMENT_COST[state.placed];
  if (cost === undefined) return refuse("three-placements", "You may place at most 3 floor cards per turn.");
  if (me.coins < cost) {
    return refuse("cannot-afford", `Your ${state.placed + 1}${["st", "nd", "rd"][state.placed]} placement costs ${cost} coin${cost > 1 ? "s" : ""}; you have ${me.coins}.`);
  }
  const data = floorCard(card);
  if (!cachedPlacementColumns(me.area, data, state.config).includes(x)) {
    return refuse(
      "golden-rules",
      `A ${["", "1st", "2nd", "3rd"][data.level]}-floor card cannot go in ${houseName(x, me.area.columns.length)}: it needs the floors below it, a neighbour, and at most 5 houses.`,
    );
  }
  const breaks = cachedBreaksARule(me.area, data, x, state.config);
  if (breaks && me.tokens === 0) {
    return refuse(
      "breakable-rules",
      brokenRules(me.area, data, x, state.config.ruleBScope).a
        ? "That colour is not in this house yet, and you have no regulatory bonus token left."
        : "A neighbouring house has that colour, and you have no regulatory bonus token left.",
    );
  }
  const area = placeFloorCard(me.area, card, x);
  carryFacts(area, me.area, state.config);
  const player = changed(me, { coins: me.coins - cost, tokens: me.tokens - (breaks ? 1 : 0), hand: without(me.hand, card), area });
  return either.right(evolve(state, { players: withPlayer(state, seat, player), placed: state.placed + 1, arranged: false }));
}

/**
 * After building, and after each visit or return: the next step of the end of the turn.
 * Houses completed this turn get visitors (a shortage is recorded when no card is eligible),
 * then the hand is cut to 3, then the turn ends.
 */
function afterBuild(state: BuranoState): BuranoState {
  const seat = state.current;
  let me = state.players[seat] as Player;
  let due = housesAwaitingVisit(me.area);
  if (due.length > 0 && eligibleCharacterTypes(state, seat).length === 0) {
    let area = me.area;
    for (const x of due) area = attachCharacter(area, x, null);
    me = changed(me, { area });
    state = evolve(state, { players: withPlayer(state, seat, me) });
    due = [];
  }
  if (due.length > 0) return evolve(state, { phase: "visit" });
  if (me.hand.length > HAND_LIMIT) return evolve(state, { phase: "return" });
  return endTurn(state);
}

/** The end of a turn: the coin limit, then the end of the round or the solo upkeep. */
function endTurn(state: BuranoState): BuranoState {
  const seat = state.current;
  const me = state.players[seat] as Player;
  const capped = me.coins > COIN_LIMIT ? withPlayer(state, seat, changed(me, { coins: COIN_LIMIT })) : state.players;
  const n = state.config.playerCount;
  // The usual case, the next seat's turn, is made in one step, without an intermediate state.
  if (n !== 1 && !isLastInRound(seat, state.startPlayer, n)) {
    return startTurn(state, nextSeat(seat, n), { players: capped, turns: state.turns + 1 });
  }
  const s: BuranoState = evolve(state, { players: capped, turns: state.turns + 1 });
  if (n === 1) return soloUpkeep(s);
  // End of the round (rulebook, *Prepare the Next Round*).
  if (s.players.some(hasFiveHouses)) return evolve(s, { phase: "over", ended: "fiveHouses" });
  if (s.config.roundLimit !== null && s.rounds + 1 >= s.config.roundLimit) return evolve(s, { rounds: s.rounds + 1, phase: "over", ended: "roundLimit" });
  const refreshed = refreshSupply(s.supply, s.decks, n === 2, s.config);
  const startPlayer = nextSeat(s.startPlayer, n);
  const next = evolve(s, { 
    supply: refreshed.rows,
    decks: refreshed.decks,
    box: refreshed.boxed.length === 0 ? s.box : { ...s.box, floors: [...s.box.floors, ...refreshed.boxed] },
    startPlayer,
    rounds: s.rounds + 1,
  });
  const exhausted = s.config.deckExhaustionEnd === "supplyEmpty" ? supplyIsEmpty(refreshed.rows) : refreshed.short;
  if (exhausted) return evolve(next, { phase: "over", ended: s.config.deckExhaustionEnd });
  return startTurn(next, startPlayer);
}

/** The solo upkeep after every turn (rulebook, *Solo Play Rules*); the character removal is the player's action. */
function soloUpkeep(s: BuranoState): BuranoState {
  const me = s.players[0] as Player;
  if (hasFiveHouses(me)) return evolve(s, { phase: "over", ended: "fiveHouses" });
  if (s.characters.length === 0) return evolve(s, { phase: "over", ended: "noCharacters" });
  const refreshed = refreshSupply(s.supply, s.decks, true, s.config);
  return evolve(s, { 
    supply: refreshed.rows,
    decks: refreshed.decks,
    box: { ...s.box, floors: [...s.box.floors, ...refreshed.boxed] },
    phase: "soloRemove",
  });
}

/**
 * Starts a seat's turn: acquire, or build at once when the supply is empty (R4). `changes` (of
 * other fields than those) are made in the same step.
 */
function startTurn(s: BuranoState, seat: Seat, changes?: Pick<Changes, "players" | "turns">): BuranoState {
  return evolve(s, {
    players: changes?.players,
    turns: changes?.turns,
    current: seat,
    phase: supplyIsEmpty(s.supply) ? "build" : "acquire",
    placed: 0,
    arranged: false,
  });
}
