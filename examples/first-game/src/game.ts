import {
  type HiddenZone,
  type RuleError,
  type Seat,
  type Seed,
  type Viewer,
  HiddenHandC,
  NaturalC,
  RngStateC,
  SPECTATOR,
  dealHands,
  deepEqual,
  defineGame,
  hiddenHand,
  makeOutcome,
  makeScoreSheet,
  moveCard,
  nextSeat,
  oneOf,
  redeal,
  refuse,
  removeOne,
  requirePlayerCount,
  rngField,
  seedRng,
  shuffle,
} from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import * as t from "io-ts";

/** A card: its colour (amber, blue or ruby) and its value, 1 to 5. */
export type Card = `${"A" | "B" | "R"}${1 | 2 | 3 | 4 | 5}`;

/** The 15 cards of the deck. */
export const CARDS: readonly Card[] = (["A", "B", "R"] as const).flatMap((colour) =>
  ([1, 2, 3, 4, 5] as const).map((value): Card => `${colour}${value}`),
);

export const CardC = oneOf(CARDS, "a card (A, B or R and a value from 1 to 5, e.g. B4)");

const COLOUR_NAMES = { A: "amber", B: "blue", R: "ruby" } as const;
const colourOf = (card: Card) => card[0] as keyof typeof COLOUR_NAMES;
const valueOf = (card: Card) => Number(card.slice(1));
const points = (cards: readonly Card[]) => cards.reduce((sum, card) => sum + valueOf(card), 0);

export const ConfigC = t.readonly(
  t.type({
    playerCount: t.union([t.literal(2), t.literal(3)]),
    handPenalty: t.boolean,
  }),
);
export type Config = t.TypeOf<typeof ConfigC>;

export const StateC = t.readonly(
  t.type({
    config: ConfigC,
    deck: t.readonlyArray(CardC), // face down, top card first
    hands: t.readonlyArray(t.readonlyArray(CardC)), // by seat
    known: t.readonlyArray(t.readonlyArray(CardC)), // by seat: the cards of its hand everyone knows are there
    rows: t.readonlyArray(t.readonlyArray(CardC)), // by seat: the cards played, in order
    discard: t.readonlyArray(CardC), // face up, top card last
    current: NaturalC, // the seat to act
    step: oneOf("play", "draw"), // the two steps of a turn
    discarded: t.boolean, // whether the seat to act discarded this turn (then it draws from the deck)
    over: t.boolean,
    rng: RngStateC, // the seeded generator
  }),
);
export type State = t.TypeOf<typeof StateC>;

export const ActionC = t.union([
  t.readonly(t.type({ type: t.literal("play"), card: CardC })),
  t.readonly(t.type({ type: t.literal("discard"), card: CardC })),
  t.readonly(t.type({ type: t.literal("draw") })),
  t.readonly(t.type({ type: t.literal("take") })),
]);
export type Action = t.TypeOf<typeof ActionC>;

export const ViewC = t.readonly(
  t.type({
    viewer: t.union([NaturalC, t.literal(SPECTATOR)]),
    hands: t.readonlyArray(t.union([t.readonlyArray(CardC), HiddenHandC(CardC)])), // cards, or { size, known }
    rows: t.readonlyArray(t.readonlyArray(CardC)),
    discard: t.readonlyArray(CardC),
    deckSize: NaturalC,
    current: NaturalC,
    step: oneOf("play", "draw"),
    discarded: t.boolean,
    over: t.boolean,
  }),
);
export type View = t.TypeOf<typeof ViewC>;

function defaultConfig(playerCount: number): Config {
  requirePlayerCount("Canal Lights", [2, 3], playerCount);
  return { playerCount, handPenalty: false };
}

function setup(config: Config, seed: Seed): State {
  const [deck, rng] = shuffle(seedRng(seed), CARDS);
  const [hands, rest] = dealHands(deck, config.playerCount, 3);
  return {
    config,
    deck: rest,
    hands,
    known: hands.map(() => []),
    rows: hands.map(() => []),
    discard: [],
    current: 0,
    step: "play",
    discarded: false,
    over: false,
    rng,
  };
}

/** The card of a row that keeps `card` from being played (the last of its colour, if not lower), if any. */
function blockedBy(row: readonly Card[], card: Card): Card | undefined {
  const last = row.filter((c) => colourOf(c) === colourOf(card)).at(-1);
  return last !== undefined && valueOf(last) >= valueOf(card) ? last : undefined;
}

function legalActions(state: State, seat: Seat): readonly Action[] {
  if (state.over || seat !== state.current) return [];
  if (state.step === "draw") {
    const canTake = !state.discarded && state.discard.length > 0;
    return canTake ? [{ type: "draw" }, { type: "take" }] : [{ type: "draw" }];
  }
  const hand = [...(state.hands[seat] ?? [])].sort();
  const row = state.rows[seat] ?? [];
  return [
    ...hand.filter((card) => blockedBy(row, card) === undefined).map((card) => ({ type: "play" as const, card })),
    ...hand.map((card) => ({ type: "discard" as const, card })),
  ];
}

/** A copy of a list with the item at `index` replaced. */
const setAt = <T>(list: readonly T[], index: number, item: T): readonly T[] =>
  list.map((x, i) => (i === index ? item : x));

type Result = either.Either<RuleError, State>;

function apply(state: State, seat: Seat, action: Action): Result {
  if (state.over) return refuse("game-over", "The game is over.");
  if (seat !== state.current) return refuse("not-your-turn", `It is seat ${state.current}'s turn, not seat ${seat}'s.`);
  const step = action.type === "play" || action.type === "discard" ? "play" : "draw";
  if (state.step === "play" && step === "draw") return refuse("play-first", "Play or discard a card first, then draw.");
  if (state.step === "draw" && step === "play") {
    return state.discarded
      ? refuse("draw-now", "You have discarded this turn: now draw from the deck.")
      : refuse("draw-now", "You have played this turn: now draw from the deck or take the top of the discard pile.");
  }
  switch (action.type) {
    case "play":
      return playCard(state, seat, action.card);
    case "discard":
      return discardCard(state, seat, action.card);
    case "draw":
      return drawCard(state, seat);
    case "take":
      return takeDiscard(state, seat);
  }
}

/** The state with a card gone from a seat's hand: it is no longer known to be there either. */
function leaveHand(state: State, seat: Seat, hand: readonly Card[], card: Card): State {
  const known = state.known[seat] ?? [];
  return { ...state, hands: setAt(state.hands, seat, hand), known: setAt(state.known, seat, removeOne(known, card) ?? known) };
}

function playCard(state: State, seat: Seat, card: Card): Result {
  const hand = removeOne(state.hands[seat] ?? [], card);
  if (hand === undefined) return refuse("not-in-hand", `You do not hold ${card}.`);
  const row = state.rows[seat] ?? [];
  const last = blockedBy(row, card);
  if (last !== undefined) {
    const colour = COLOUR_NAMES[colourOf(card)];
    return refuse("rising-colours", `Your ${colour} row ends with ${last}: play a ${colour} card higher than ${last}, or discard.`);
  }
  const played = leaveHand(state, seat, hand, card);
  return either.right({ ...played, rows: setAt(state.rows, seat, [...row, card]), step: "draw", discarded: false });
}

function discardCard(state: State, seat: Seat, card: Card): Result {
  const moved = moveCard(state.hands[seat] ?? [], state.discard, card);
  if (moved === undefined) return refuse("not-in-hand", `You do not hold ${card}.`);
  const [hand, discard] = moved;
  return either.right({ ...leaveHand(state, seat, hand, card), discard, step: "draw", discarded: true });
}

/** The end of a turn: the game ends when the deck is empty, else the next seat plays. */
function endTurn(state: State): State {
  if (state.deck.length === 0) return { ...state, over: true };
  const current = nextSeat(state.current, state.config.playerCount);
  return { ...state, current, step: "play", discarded: false };
}

function drawCard(state: State, seat: Seat): Result {
  const [top, ...deck] = state.deck;
  if (top === undefined) return refuse("deck-empty", "The deck is empty.");
  return either.right(endTurn({ ...state, deck, hands: setAt(state.hands, seat, [...(state.hands[seat] ?? []), top]) }));
}

function takeDiscard(state: State, seat: Seat): Result {
  if (state.discarded) return refuse("no-take-after-discard", "You have discarded this turn: draw from the deck.");
  const top = state.discard.at(-1);
  if (top === undefined) return refuse("discard-empty", "The discard pile is empty: draw from the deck.");
  return either.right(
    endTurn({
      ...state,
      discard: state.discard.slice(0, -1),
      hands: setAt(state.hands, seat, [...(state.hands[seat] ?? []), top]),
      known: setAt(state.known, seat, [...(state.known[seat] ?? []), top]),
    }),
  );
}

function view(state: State, viewer: Viewer): View {
  return {
    viewer,
    hands: state.hands.map((hand, seat) => (seat === viewer || state.over ? hand : hiddenHand(hand, state.known[seat]))),
    rows: state.rows,
    discard: state.discard,
    deckSize: state.deck.length,
    current: state.current,
    step: state.step,
    discarded: state.discarded,
    over: state.over,
  };
}

/** Where the cards are that `viewer` cannot see: the deck, then each hand with the cards the viewer knows are in it. */
export function hiddenZones(state: State, viewer: Viewer): HiddenZone<Card>[] {
  return [
    { cards: state.deck },
    ...state.hands.map((hand, seat) => ({ cards: hand, known: seat === viewer || state.over ? hand : state.known[seat] })),
  ];
}

function redrawHidden(state: State, viewer: Viewer, seed: Seed): State {
  const [deck = [], ...hands] = redeal(hiddenZones(state, viewer), seed);
  return { ...state, deck, hands };
}

/** Each of the 15 cards is in exactly one place. */
export function cardsConserved(state: State): true | string {
  const all = [...state.deck, ...state.discard, ...state.hands.flat(), ...state.rows.flat()];
  const missing = CARDS.filter((card) => !all.includes(card));
  if (all.length !== CARDS.length || missing.length > 0) {
    return `${all.length} cards in play, missing ${missing.join(", ") || "none"}`;
  }
  return true;
}

/** Every card known to be in a hand is in that hand. */
export function knownCardsInHand(state: State): true | string {
  for (const [seat, known] of state.known.entries()) {
    const hand = state.hands[seat] ?? [];
    const stray = known.find((card) => !hand.includes(card));
    if (stray !== undefined) return `seat ${seat} is known to hold ${stray}, which is not in its hand`;
  }
  return true;
}

function checkState(state: State, config: Config): string | undefined {
  if (!deepEqual(state.config, config)) return "the state was made with another config";
  const n = config.playerCount;
  if (state.hands.length !== n || state.known.length !== n || state.rows.length !== n) return `the state is not for ${n} players`;
  if (state.current >= n) return `seat ${state.current} is to play in a ${n}-player game`;
  if (state.over !== (state.deck.length === 0)) return "the game must be over exactly when the deck is empty";
  for (const check of [cardsConserved, knownCardsInHand]) {
    const problem = check(state);
    if (problem !== true) return problem;
  }
  return undefined;
}

function scoreSheet(state: State) {
  return makeScoreSheet(
    [
      { label: "Cards in rows", points: state.rows.map(points) },
      { label: "Cards left in hand", points: state.hands.map((hand) => (state.config.handPenalty ? -points(hand) : 0)) },
    ],
    state.over,
  );
}

export const canalLights = defineGame({
  id: "canal-lights",
  version: "1.0.0",
  name: "Canal Lights",
  playerCounts: [2, 3],
  capabilities: { hiddenInformation: true, chance: true, simultaneousMoves: false },
  codecs: { config: ConfigC, state: StateC, action: ActionC, view: ViewC },
  configOptions: { handPenalty: [false, true] },
  defaultConfig,
  // A turn is two actions, and each turn draws from the deck or plays a card for good: at most 15 + 15 turns.
  maxActions: () => 2 * (CARDS.length + CARDS.length),
  setup,
  activePlayers: (state) => (state.over ? [] : [state.current]),
  legalActions,
  apply,
  view,
  outcome: (state) =>
    state.over
      ? makeOutcome(scoreSheet(state).totals, [{ name: "cards in row", values: state.rows.map((row) => row.length), prefer: "higher" }])
      : undefined,
  describeAction: (action) =>
    action.type === "draw" ? "draws from the deck" : action.type === "take" ? "takes the top of the discard pile" : `${action.type}s ${action.card}`,
  rng: rngField<State>(),
  checkState,
  // Only taking the face-up top of the discard pile shows nobody anything: it can be taken back.
  isUndoable: (_before, _seat, action) => action.type === "take",
  redrawHidden,
  scoreSheet,
});
