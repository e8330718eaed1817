/**
 * Stash, a small card game made for Laguna's examples (2 to 4 players): hidden hands, a shuffled
 * deck and chance, the parts of the rule-module contract that tic-tac-toe does not need.
 *
 * A deck of 24 cards (values 1 to 12, twice) is shuffled; each player is dealt a hand. On your
 * turn, do one of:
 * - play a card face up (it scores its value), then draw;
 * - bury a card face down in your vault (it scores at the end, plus 1 with the vault bonus), then draw;
 * - once per game, mulligan: shuffle your hand into the deck and draw as many (uses the generator).
 * Players whose hand is empty are skipped; the game ends when every hand is empty. Most points
 * wins; ties go to the player who buried fewer cards.
 *
 * Hidden: hands and vaults (their owner sees them; vaults are shown when the game is over), the
 * deck order, the generator. The module shows how to keep the generator in the state
 * (`rngField`), build per-player views, redact another player's buried card in the log
 * (`redact`), re-draw what a viewer cannot see for search bots (`redrawHidden`), and declare
 * which actions can be undone (`isUndoable`).
 *
 * @module
 */
import {
  type RngState,
  type Seat,
  type Viewer,
  IntegerC,
  NaturalC,
  RngStateC,
  SPECTATOR,
  deepEqual,
  defineGame,
  integerBetween,
  makeOutcome,
  makeScoreSheet,
  nextSeat,
  refuse,
  requirePlayerCount,
  rngField,
  seedRng,
  withRandom,
} from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import * as t from "io-ts";

/**
 * The deck: the value of each card, by card id (0 to 23). Data, not logic.
 *
 * @example
 * STASH_CARDS.length; // 24
 * STASH_CARDS[13]; // 2: card 13 is the second 2
 * @category Stash
 */
export const STASH_CARDS: readonly number[] = Array.from({ length: 24 }, (_, id) => (id % 12) + 1);

/**
 * The value of a card (1 to 12), by its id; 0 for an id that is not in the deck.
 *
 * @example
 * stashCardValue(0); // 1
 * stashCardValue(23); // 12
 * @category Stash
 */
export function stashCardValue(card: number): number {
  return STASH_CARDS[card] ?? 0;
}

const CardId = integerBetween(0, STASH_CARDS.length - 1, "CardId");

/**
 * A Stash config.
 *
 * @example
 * const quick: StashConfig = { ...stash.defaultConfig(3), handSize: 2, vaultBonus: true };
 * @category Stash
 */
export interface StashConfig {
  /** The number of players: 2 to 4. */
  readonly playerCount: 2 | 3 | 4;
  /** The cards dealt to each player at the start: 2 or 3. */
  readonly handSize: 2 | 3;
  /** Whether each buried card scores 1 more at the end. */
  readonly vaultBonus: boolean;
  /** Who plays first: seat 0 (`"first"`), or a seat drawn with the game's seed (`"random"`). */
  readonly startPlayer: "first" | "random";
}

/**
 * The io-ts codec of a {@link StashConfig}.
 *
 * @example
 * StashConfigC.is(stash.defaultConfig(2)); // true
 * @category Stash
 */
export const StashConfigC: t.Type<StashConfig, StashConfig, unknown> = t.readonly(
  t.type({
    playerCount: t.union([t.literal(2), t.literal(3), t.literal(4)]),
    handSize: t.union([t.literal(2), t.literal(3)]),
    vaultBonus: t.boolean,
    startPlayer: t.union([t.literal("first"), t.literal("random")]),
  }),
  "StashConfig",
);

/**
 * One player's cards in a {@link StashState}; cards are card ids (see {@link STASH_CARDS}).
 *
 * @example
 * const player: StashPlayer = stash.setup(stash.defaultConfig(2), 1).players[0]!;
 * player.hand.length; // 3
 * @category Stash
 */
export interface StashPlayer {
  /** The cards in hand (hidden from the other players). */
  readonly hand: readonly number[];
  /** The cards played face up, in the order played. */
  readonly played: readonly number[];
  /** The cards buried face down (hidden from the other players until the game is over). */
  readonly vault: readonly number[];
  /** Whether the player has used the one mulligan of the game. */
  readonly mulliganUsed: boolean;
}

/**
 * A Stash state: the whole truth, secrets included.
 *
 * @example
 * const state: StashState = stash.setup(stash.defaultConfig(2), 1);
 * state.deck.length; // 18: 24 cards less two hands of 3
 * @category Stash
 */
export interface StashState {
  /** The config the game was set up with. */
  readonly config: StashConfig;
  /** The draw pile, top card first (card ids). */
  readonly deck: readonly number[];
  /** The players, by seat. */
  readonly players: readonly StashPlayer[];
  /** The seat to play (when the game is over, the seat that played last). */
  readonly current: number;
  /** Whether the game is over: every hand is empty. */
  readonly over: boolean;
  /** The state of the seeded generator that the mulligan's shuffle draws from. */
  readonly rng: RngState;
}

/**
 * The io-ts codec of a {@link StashState}.
 *
 * @example
 * StashStateC.is(stash.setup(stash.defaultConfig(2), 1)); // true
 * @category Stash
 */
export const StashStateC: t.Type<StashState, StashState, unknown> = t.readonly(
  t.type({
    config: StashConfigC,
    deck: t.readonlyArray(CardId),
    players: t.readonlyArray(
      t.readonly(
        t.type({
          hand: t.readonlyArray(CardId),
          played: t.readonlyArray(CardId),
          vault: t.readonlyArray(CardId),
          mulliganUsed: t.boolean,
        }),
      ),
    ),
    current: NaturalC,
    over: t.boolean,
    rng: RngStateC,
  }),
  "StashState",
);

/**
 * A Stash action: play a card, bury a card, or mulligan.
 *
 * @example
 * const moves: StashAction[] = [{ type: "play", card: 5 }, { type: "bury", card: 17 }, { type: "mulligan" }];
 * @category Stash
 */
export type StashAction =
  | {
      /** Play a card from your hand face up: it scores its value now; then draw. */
      readonly type: "play";
      /** The card to play (a card id in your hand). */
      readonly card: number;
    }
  | {
      /** Bury a card from your hand face down in your vault: it scores at the end; then draw. */
      readonly type: "bury";
      /** The card to bury (a card id in your hand). */
      readonly card: number;
    }
  | {
      /** Once per game, while the deck is not empty: shuffle your hand into the deck and draw as many. */
      readonly type: "mulligan";
    };

/**
 * The io-ts codec of a {@link StashAction}.
 *
 * @example
 * StashActionC.is({ type: "mulligan" }); // true
 * StashActionC.is({ type: "play", card: 24 }); // false: no such card
 * @category Stash
 */
export const StashActionC: t.Type<StashAction, StashAction, unknown> = t.union(
  [
    t.readonly(t.type({ type: t.literal("play"), card: CardId })),
    t.readonly(t.type({ type: t.literal("bury"), card: CardId })),
    t.readonly(t.type({ type: t.literal("mulligan") })),
  ],
  "StashAction",
);

/**
 * A pile as a viewer sees it: its cards when the viewer may see them, otherwise only its size.
 *
 * @example
 * const seen: StashPileView = [3, 15];
 * const unseen: StashPileView = { hidden: 2 };
 * @category Stash
 */
export type StashPileView =
  | readonly number[]
  | {
      /** How many cards the pile holds. */
      readonly hidden: number;
    };

/**
 * What a viewer sees of one player in a {@link StashView}.
 *
 * @example
 * const seat1: StashPlayerView = stash.view(stash.setup(stash.defaultConfig(2), 1), 0).players[1]!;
 * seat1.hand; // { hidden: 3 }
 * @category Stash
 */
export interface StashPlayerView {
  /** The hand: its cards for its owner, its size for everyone else. */
  readonly hand: StashPileView;
  /** The vault: its cards for its owner (and for everyone once the game is over), its size otherwise. */
  readonly vault: StashPileView;
  /** The cards played face up (public). */
  readonly played: readonly number[];
  /** Whether the player has used the mulligan (public). */
  readonly mulliganUsed: boolean;
}

/**
 * What one player (or a spectator) sees of a Stash game: no deck order, no generator, no other
 * player's hand or vault.
 *
 * @example
 * const view: StashView = stash.view(stash.setup(stash.defaultConfig(2), 1), 0);
 * view.deckSize; // 18
 * @category Stash
 */
export interface StashView {
  /** Who looks: a seat or `"spectator"`. */
  readonly viewer: Viewer;
  /** How many cards are left in the draw pile. */
  readonly deckSize: number;
  /** Each player, by seat, as the viewer sees them. */
  readonly players: readonly StashPlayerView[];
  /** The seat to play. */
  readonly current: number;
  /** Whether the game is over. */
  readonly over: boolean;
  /** Each seat's points from played cards so far (the vaults score at the end). */
  readonly publicScores: readonly number[];
}

/** The io-ts codec of a {@link StashPileView}. */
const PileViewC: t.Type<StashPileView, StashPileView, unknown> = t.union([
  t.readonlyArray(CardId),
  t.readonly(t.type({ hidden: NaturalC })),
]);

/**
 * The io-ts codec of a {@link StashView}.
 *
 * @example
 * StashViewC.is(stash.view(stash.setup(stash.defaultConfig(2), 1), "spectator")); // true
 * @category Stash
 */
export const StashViewC: t.Type<StashView, StashView, unknown> = t.readonly(
  t.type({
    viewer: t.union([NaturalC, t.literal(SPECTATOR)]),
    deckSize: NaturalC,
    players: t.readonlyArray(
      t.readonly(t.type({ hand: PileViewC, vault: PileViewC, played: t.readonlyArray(CardId), mulliganUsed: t.boolean })),
    ),
    current: NaturalC,
    over: t.boolean,
    publicScores: t.readonlyArray(IntegerC),
  }),
  "StashView",
);

const value = stashCardValue;
const sum = (cards: readonly number[]): number => cards.reduce((a, c) => a + value(c), 0);

/** The next seat after `seat` that still holds cards, or `undefined` when every hand is empty. */
function nextWithCards(players: StashState["players"], seat: Seat): Seat | undefined {
  for (let i = 1; i <= players.length; i++) {
    const s = nextSeat(seat, players.length, i);
    if ((players[s]?.hand.length ?? 0) > 0) return s;
  }
  return undefined;
}

function endTurn(s: StashState, players: StashState["players"], deck: readonly number[], rng: StashState["rng"]): StashState {
  const next = nextWithCards(players, s.current);
  // A literal with the state's fields in their usual order (a spread of `s` would copy them one by one).
  return { config: s.config, deck, players, current: next ?? s.current, over: next === undefined, rng };
}

/** The card ids 0 to 23, the deck before its shuffle (`shuffle` returns a new list). */
const CARD_IDS: readonly number[] = STASH_CARDS.map((_, id) => id);

/** The list `activePlayers` returns once the game is over, built once. */
const NOBODY: readonly Seat[] = Object.freeze([]);

/** Every action there can be, built once: `legalActions` returns these values, never new copies. */
const PLAY: readonly StashAction[] = STASH_CARDS.map((_, card) => Object.freeze({ type: "play", card } as const));
const BURY: readonly StashAction[] = STASH_CARDS.map((_, card) => Object.freeze({ type: "bury", card } as const));
const MULLIGAN: StashAction = Object.freeze({ type: "mulligan" } as const);

/**
 * A sorted copy of a hand: an insertion sort, the fastest for the two or three cards of a hand
 * (`slice().sort(compare)` costs a third of `legalActions`).
 */
function ascending(hand: readonly number[]): number[] {
  const out = hand.slice();
  for (let i = 1; i < out.length; i++) {
    const card = out[i] as number;
    let j = i - 1;
    for (; j >= 0 && (out[j] as number) > card; j--) out[j + 1] = out[j] as number;
    out[j + 1] = card;
  }
  return out;
}

/** `players` with `seat`'s entry replaced by `player` (a plain loop: no closure per call). */
function withPlayer(players: StashState["players"], seat: Seat, player: StashPlayer): StashPlayer[] {
  const copy = players.slice();
  copy[seat] = player;
  return copy;
}

const pile = (cards: readonly number[], visible: boolean): StashPileView => (visible ? cards : { hidden: cards.length });

/** The score pad: played cards, vault, vault bonus. */
function scoreSheet(s: StashState) {
  return makeScoreSheet(
    [
      { label: "Played cards", points: s.players.map((p) => sum(p.played)) },
      { label: "Vault", points: s.players.map((p) => sum(p.vault)) },
      { label: "Vault bonus", points: s.players.map((p) => (s.config.vaultBonus ? p.vault.length : 0)) },
    ],
    s.over,
  );
}

/**
 * Stash: the rule module (id `"stash"`, 2 to 4 players, hidden information and chance).
 *
 * @example
 * import { createMatch, playerView } from "@laguna/core";
 * import * as either from "fp-ts/lib/Either.js";
 * import { stash } from "@laguna/examples";
 *
 * const match = createMatch(stash, stash.defaultConfig(3), 7);
 * if (either.isRight(match)) console.log(stash.render?.(playerView(match.right, 0)));
 * @category Stash
 */
export const stash = defineGame({
  id: "stash",
  version: "1.0.0",
  name: "Stash",
  playerCounts: [2, 3, 4],
  capabilities: { hiddenInformation: true, chance: true, simultaneousMoves: false },
  codecs: { config: StashConfigC, state: StashStateC, action: StashActionC, view: StashViewC },
  configOptions: { handSize: [3, 2], vaultBonus: [false, true], startPlayer: ["first", "random"] },
  // Stash is a game of ours: its rules are the defaults, and every other value is a variant of ours.
  optionDocs: {
    handSize: "The cards dealt to each player: 3, the game's rule, or 2 for a shorter game (a variant of ours).",
    vaultBonus: "Each buried card scores 1 more at the end (true, a variant of ours); off by default.",
    startPlayer: 'Who plays first: seat 0, the game\'s rule ("first"), or a seat drawn from the seed ("random", a variant of ours).',
  },
  defaultConfig: (playerCount) => {
    requirePlayerCount("Stash", [2, 3, 4], playerCount);
    return {
      playerCount,
      handSize: 3,
      vaultBonus: false,
      startPlayer: "first",
    };
  },
  maxActions: (config) => STASH_CARDS.length + config.playerCount,
  checkState: (s, config) => {
    if (!deepEqual(s.config, config)) return "the state was made with another config";
    if (s.players.length !== config.playerCount) return `the state has ${s.players.length} players, not ${config.playerCount}`;
    if (s.current >= config.playerCount) return `seat ${s.current} is to play in a ${config.playerCount}-player game`;
    const cards = [...s.deck, ...s.players.flatMap((p) => [...p.hand, ...p.played, ...p.vault])];
    if (new Set(cards).size !== cards.length) return "a card is in two places";
    if (cards.length !== STASH_CARDS.length) return `${STASH_CARDS.length - cards.length} of the ${STASH_CARDS.length} cards are missing`;
    if (s.rng.every((word) => word === 0)) return "the generator state is all zeros, which never changes (a generator must be seeded)";
    return undefined;
  },
  setup: (config, seed) => {
    const [[deck, first], rng] = withRandom(seedRng(seed), (r) => [
      r.shuffle(CARD_IDS),
      config.startPlayer === "random" ? r.int(0, config.playerCount - 1) : 0,
    ]);
    // A plain loop: Array.from({ length }, f) takes V8's slow generic path (about 0.8 µs for 4 seats).
    const players: StashPlayer[] = [];
    for (let seat = 0; seat < config.playerCount; seat++) {
      players.push({ hand: deck.slice(seat * config.handSize, (seat + 1) * config.handSize), played: [], vault: [], mulliganUsed: false });
    }
    return { config, deck: deck.slice(config.playerCount * config.handSize), players, current: first, over: false, rng };
  },
  activePlayers: (s) => (s.over ? NOBODY : [s.current]),
  legalActions: (s, seat) => {
    const me = s.players[seat];
    if (s.over || seat !== s.current || !me) return [];
    const cards = ascending(me.hand);
    const legal: StashAction[] = [];
    for (const card of cards) legal.push(PLAY[card] as StashAction);
    for (const card of cards) legal.push(BURY[card] as StashAction);
    if (!me.mulliganUsed && s.deck.length > 0) legal.push(MULLIGAN);
    return legal;
  },
  apply: (s, seat, action) => {
    if (s.over) return refuse("game-over", "The game is over.");
    if (seat !== s.current) return refuse("not-your-turn", `It is seat ${s.current}'s turn, not seat ${seat}'s.`);
    const me = s.players[seat];
    if (!me) return refuse("no-such-seat", `There is no seat ${seat}.`);
    if (action.type === "mulligan") {
      if (me.mulliganUsed) return refuse("one-mulligan", "You have already used your mulligan this game.");
      if (s.deck.length === 0) return refuse("deck-empty", "You cannot mulligan once the deck is empty.");
      const [deck, rng] = withRandom(s.rng, (r) => r.shuffle([...s.deck, ...me.hand]));
      const hand = deck.slice(0, me.hand.length);
      const players = withPlayer(s.players, seat, { hand, played: me.played, vault: me.vault, mulliganUsed: true });
      return either.right(endTurn(s, players, deck.slice(hand.length), rng));
    }
    const at = me.hand.indexOf(action.card);
    if (at < 0) return refuse("not-in-hand", `Card ${action.card} is not in your hand.`);
    // The hand without the card, then the top card of the deck if there is one.
    const hand = me.hand.slice();
    hand.splice(at, 1);
    if (s.deck.length > 0) hand.push(s.deck[0] as number);
    const mine: StashPlayer =
      action.type === "play"
        ? { hand, played: [...me.played, action.card], vault: me.vault, mulliganUsed: me.mulliganUsed }
        : { hand, played: me.played, vault: [...me.vault, action.card], mulliganUsed: me.mulliganUsed };
    return either.right(endTurn(s, withPlayer(s.players, seat, mine), s.deck.slice(1), s.rng));
  },
  view: (s, viewer: Viewer): StashView => ({
    viewer,
    deckSize: s.deck.length,
    players: s.players.map((p, seat) => ({
      hand: pile(p.hand, viewer === seat),
      vault: pile(p.vault, viewer === seat || s.over),
      played: p.played,
      mulliganUsed: p.mulliganUsed,
    })),
    current: s.current,
    over: s.over,
    publicScores: s.players.map((p) => sum(p.played)),
  }),
  outcome: (s) => {
    if (!s.over) return undefined;
    return makeOutcome(scoreSheet(s).totals, [
      { name: "cards buried", values: s.players.map((p) => p.vault.length), prefer: "lower" },
    ]);
  },
  scoreSheet,
  describeAction: (a) => (a.type === "mulligan" ? "mulligan" : `${a.type} card ${a.card} (value ${value(a.card)})`),
  rng: rngField<StashState>(),
  // A draw shows the drawer a card, and the action that ends the game shows every vault: neither can be taken back.
  isUndoable: (before, _seat, action, after) => action.type !== "mulligan" && before.deck.length === after.deck.length && !after.over,
  redact: (action, actor, viewer) => (action.type === "bury" && viewer !== actor ? "buried a card face down" : undefined),
  redrawHidden: (s, viewer, seed) => {
    const unseen = (seat: number) => viewer !== seat;
    const pool = [
      ...s.deck,
      ...s.players.flatMap((p, seat) => (unseen(seat) ? [...p.hand, ...(s.over ? [] : p.vault)] : [])),
    ];
    // Sorted first: the re-draw depends only on what the viewer sees and the seed (canonical).
    const [shuffled] = withRandom(seedRng(seed), (r) => r.shuffle(pool.sort((a, b) => a - b)));
    let at = 0;
    const take = (n: number) => shuffled.slice(at, (at += n));
    const deck = take(s.deck.length);
    const players = s.players.map((p, seat) =>
      unseen(seat) ? { ...p, hand: take(p.hand.length), vault: s.over ? p.vault : take(p.vault.length) } : p,
    );
    return { ...s, deck, players };
  },
  render: (v) =>
    [
      `deck: ${v.deckSize} cards${v.over ? " — game over" : `, seat ${v.current} to play`}`,
      ...v.players.map((p, seat) => {
        const show = (x: StashPileView) =>
          Array.isArray(x) ? `[${x.map(value).join(" ")}]` : `${(x as { hidden: number }).hidden} hidden`;
        return `seat ${seat}: hand ${show(p.hand)}, vault ${show(p.vault)}, played [${p.played.map(value).join(" ")}] = ${v.publicScores[seat]}`;
      }),
    ].join("\n"),
});
