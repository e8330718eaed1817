/**
 * The turn (spec §2.3 to §2.12): who acts, the legal actions of each step, and the reducer.
 *
 * A turn runs through steps: acquire, build (placements and scaffold arrangements), visits, hand
 * returns, then the automatic end of turn (coin limit), end of round (multiplayer) or solo
 * upkeep, which may end the game.
 *
 * @module
 */
import { type RuleError, type Seat, deepEqual, isLastInRound, nextSeat, refuse } from "@laguna/core";
import { either } from "fp-ts";
import type { BuranoAction } from "./actions";
import { attachCharacter, completeHouses, placeFloorCard } from "./area";
import { brokenRules } from "./breakable";
import { type CharacterType, characterCard, floorCard } from "./data";
import { cachedArrangeActions, cachedPlacementColumns, cachedScaffoldArrangements } from "./area-cache";
import { arrangeScaffolds } from "./scaffolds";
import type { Area } from "./area";
import type { BuranoState, Player } from "./state";
import { acquireOptions, refreshSupply, supplyIsEmpty, takeFromSupply } from "./supply";

/** The cost of the 1st, 2nd and 3rd placement of a turn (RULEBOOK: 1, 2, 2; cumulative 1/3/5). */
const PLACEMENT_COST = [1, 2, 2] as const;
/** The hand limit at the end of a turn (RULEBOOK). */
export const HAND_LIMIT = 3;
/** The coin limit at the end of a turn (RULEBOOK). */
export const COIN_LIMIT = 6;
/** Complete houses that end the game (RULEBOOK). */
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
  return completeHouses(area).filter((x) => {
    const column = area.columns[x];
    return column !== undefined && column.character === null && !column.shortage;
  });
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
  const held = new Set(
    (state.players[seat]?.area.columns ?? [])
      .map((c) => (c.character === null ? undefined : characterCard(c.character)))
      .filter((c) => c !== undefined && c.kind === "inhabitant")
      .map((c) => c?.type),
  );
  const types = new Set<CharacterType>();
  for (const id of state.characters) {
    const card = characterCard(id);
    if (!(card.kind === "inhabitant" && held.has(card.type))) types.add(card.type);
  }
  return [...types].sort();
}

/** Whether a player has completed the houses that end the game. */
function hasFiveHouses(player: Player): boolean {
  return completeHouses(player.area).length >= HOUSES_TO_WIN;
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
      return acquireOptions(state.supply, state.config).map((o) => ({ type: "acquire", column: o.column, from: o.from, count: o.count }));
    case "build":
      return buildActions(state, me);
    case "visit": {
      const types = eligibleCharacterTypes(state, seat);
      return housesAwaitingVisit(me.area).flatMap((house) =>
        types.map((character) => ({ type: "chooseCharacter" as const, house, character })),
      );
    }
    case "return":
      return [...me.hand].sort().map((card) => ({ type: "returnCard" as const, card }));
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
    for (const card of me.hand.slice().sort()) {
      const data = floorCard(card);
      for (const x of cachedPlacementColumns(me.area, data, state.config)) {
        const broken = brokenRules(me.area, data, x, state.config.ruleBScope);
        if ((broken.a || broken.b) && me.tokens === 0) continue;
        out.push({ type: "place", card, x });
      }
    }
  }
  if (!state.arranged) out.push(...cachedArrangeActions(me.area, state.config));
  out.push({ type: "endBuild" });
  return out;
}

const withPlayer = (state: BuranoState, seat: Seat, player: Player): BuranoState["players"] =>
  state.players.map((p, i) => (i === seat ? player : p));

/**
 * The state with some fields changed. Written out field by field: on the hot path this is much
 * cheaper than an object spread of the whole state.
 */
function evolve(s: BuranoState, c: Partial<BuranoState>): BuranoState {
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
      const player = { ...me, coins: me.coins + 3 - taken.cards.length, hand: [...me.hand, ...taken.cards] };
      return either.right(evolve(state, { supply: taken.rows, players: withPlayer(state, seat, player), phase: "build" }));
    }
    case "place":
      return place(state, seat, me, action.card, action.x);
    case "arrangeScaffolds": {
      if (state.arranged) return refuse("arrange-once", "You already arranged your scaffolds since your last placement.");
      const legal = cachedScaffoldArrangements(me.area, state.config).some((a) => deepEqual(a, action.scaffolds));
      if (!legal) {
        return refuse("scaffold-golden-rules", "Your scaffolds cannot get there: every move must keep the golden rules.");
      }
      const player = { ...me, area: arrangeScaffolds(me.area, action.scaffolds) };
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
      const player = { ...me, area: attachCharacter(me.area, action.house, id) };
      const next = evolve(state, { characters: state.characters.filter((c) => c !== id), players: withPlayer(state, seat, player) });
      return either.right(afterBuild(next));
    }
    case "returnCard": {
      if (!me.hand.includes(action.card)) return refuse("not-in-hand", `${action.card} is not in your hand.`);
      const level = floorCard(action.card).level;
      const decks = state.decks.map((deck, l) => (l === level - 1 ? [...deck, action.card] : deck));
      const player = { ...me, hand: me.hand.filter((c) => c !== action.card) };
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
      `A ${["", "1st", "2nd", "3rd"][data.level]}-floor card cannot go in house ${x}: it needs the floors below it, a neighbour, and at most 5 houses.`,
    );
  }
  const broken = brokenRules(me.area, data, x, state.config.ruleBScope);
  const breaks = broken.a || broken.b;
  if (breaks && me.tokens === 0) {
    return refuse(
      "breakable-rules",
      broken.a
        ? "That colour is not in this house yet, and you have no regulatory bonus token left."
        : "A neighbouring house has that colour, and you have no regulatory bonus token left.",
    );
  }
  const player: Player = {
    ...me,
    coins: me.coins - cost,
    tokens: me.tokens - (breaks ? 1 : 0),
    hand: me.hand.filter((c) => c !== card),
    area: placeFloorCard(me.area, card, x),
  };
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
    me = { ...me, area };
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
  const capped = me.coins > COIN_LIMIT ? withPlayer(state, seat, { ...me, coins: COIN_LIMIT }) : state.players;
  const s: BuranoState = evolve(state, { players: capped, turns: state.turns + 1 });
  const n = s.config.playerCount;
  if (n === 1) return soloUpkeep(s);
  if (!isLastInRound(seat, s.startPlayer, n)) return startTurn(s, nextSeat(seat, n));
  // End of the round (§2.9).
  if (s.players.some(hasFiveHouses)) return evolve(s, { phase: "over", ended: "fiveHouses" });
  if (s.rounds + 1 >= s.config.roundLimit) return evolve(s, { rounds: s.rounds + 1, phase: "over", ended: "roundLimit" });
  const refreshed = refreshSupply(s.supply, s.decks, n === 2, s.config);
  const startPlayer = nextSeat(s.startPlayer, n);
  const next = evolve(s, { 
    supply: refreshed.rows,
    decks: refreshed.decks,
    box: { ...s.box, floors: [...s.box.floors, ...refreshed.boxed] },
    startPlayer,
    rounds: s.rounds + 1,
  });
  const exhausted = s.config.deckExhaustionEnd === "supplyEmpty" ? supplyIsEmpty(refreshed.rows) : refreshed.short;
  if (exhausted) return evolve(next, { phase: "over", ended: s.config.deckExhaustionEnd });
  return startTurn(next, startPlayer);
}

/** The solo upkeep after every turn (§2.12); the character removal is the player's action. */
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

/** Starts a seat's turn: acquire, or build at once when the supply is empty (R4). */
function startTurn(s: BuranoState, seat: Seat): BuranoState {
  return evolve(s, { current: seat, phase: supplyIsEmpty(s.supply) ? "build" : "acquire", placed: 0, arranged: false });
}
