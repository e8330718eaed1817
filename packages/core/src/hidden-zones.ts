/**
 * Hidden zones: hands, decks and piles of cards that some seats cannot see. Helpers for the parts
 * every hidden-information game writes: dealing hands, moving one card between piles, the view of
 * a hand another seat holds (its size and the cards publicly known to be in it), and re-dealing
 * what a viewer cannot know for `redrawHidden` while keeping what it does know.
 *
 * Cards are any plain JSON values, compared by value ({@link deepEqual}); all helpers are pure and
 * never change their arguments.
 *
 * @module
 */
import type * as either from "fp-ts/lib/Either.js";
import * as t from "io-ts";
import { NaturalC } from "./codecs";
import { deepEqual } from "./equality";
import type { Game, GameConfig } from "./game";
import type { EngineError } from "./errors";
import { createMatchFromState } from "./create-match";
import type { Match } from "./match";
import { type Seed, seedRng, shuffle } from "./random";

/**
 * A hand (or any hidden zone) as a seat that does not hold it sees it: how many cards it holds,
 * and which of them are publicly known to be there (a card taken face up from a display, a card
 * shown to everyone). `known` never has more entries than `size`.
 *
 * @example
 * const theirs: HiddenHand<string> = { size: 5, known: ["Y7"] };
 * @category Hidden zones
 */
export interface HiddenHand<T> {
  /** How many cards the zone holds. */
  readonly size: number;
  /** The cards publicly known to be in it (a multiset: a card known twice is listed twice). */
  readonly known: readonly T[];
}

/**
 * The codec of a {@link HiddenHand} of cards of `card`'s type.
 *
 * @example
 * const OtherHandC = HiddenHandC(CardC);
 * const SeatHandC = t.union([t.readonlyArray(CardC), HiddenHandC(CardC)]); // own hand or another's
 * @category Hidden zones
 */
export function HiddenHandC<T, O>(card: t.Type<T, O, unknown>): t.Type<HiddenHand<T>, HiddenHand<O>, unknown> {
  const shape = t.type({ size: NaturalC, known: t.readonlyArray(card) });
  return new t.Type<HiddenHand<T>, HiddenHand<O>, unknown>(
    `HiddenHand<${card.name}>`,
    (u): u is HiddenHand<T> => shape.is(u) && u.known.length <= u.size,
    (u, c) => {
      const decoded = shape.validate(u, c);
      if (decoded._tag === "Left") return decoded;
      return decoded.right.known.length <= decoded.right.size ? t.success(decoded.right) : t.failure(u, c, "no more known cards than the hand holds");
    },
    (h) => ({ size: h.size, known: h.known.map((x) => card.encode(x)) }),
  );
}

/**
 * Whether a seat's hand in a view is the hidden form ({@link HiddenHand}) rather than the cards
 * themselves; narrows the `readonly T[] | HiddenHand<T>` union a view uses for "my hand or
 * another's" without casts.
 *
 * @example
 * const hand = view.hands[seat];
 * const count = isHiddenHand(hand) ? hand.size : hand.length;
 * @category Hidden zones
 */
export function isHiddenHand<T>(hand: readonly T[] | HiddenHand<T>): hand is HiddenHand<T> {
  return !Array.isArray(hand);
}

/**
 * The hidden form of a hand for a seat that does not hold it: its size, and those of `known` that
 * are in it (each card of the hand counted once, in the order of `known`).
 *
 * @example
 * hiddenHand(["Y7", "B2", "R5"], ["R5", "G1"]); // { size: 3, known: ["R5"] }
 * @category Hidden zones
 */
export function hiddenHand<T>(hand: readonly T[], known: readonly T[] = []): HiddenHand<T> {
  const left = hand.slice();
  const shown: T[] = [];
  for (const card of known) {
    const i = left.findIndex((x) => deepEqual(x, card));
    if (i < 0) continue;
    left.splice(i, 1);
    shown.push(card);
  }
  return { size: hand.length, known: shown };
}

/**
 * Deals `hands` hands of `size` cards from the top (the front) of a deck, one card at a time
 * around the table as the rulebooks deal: the hands and the rest of the deck. If the deck runs
 * out, the later hands get fewer cards.
 *
 * @example
 * const [hands, deck] = dealHands(shuffledDeck, 3, 8); // 3 hands of 8
 * @category Hidden zones
 */
export function dealHands<T>(deck: readonly T[], hands: number, size: number): readonly [readonly (readonly T[])[], readonly T[]] {
  const out: T[][] = Array.from({ length: Math.max(0, hands) }, () => []);
  let next = 0;
  for (let round = 0; round < size; round++) {
    for (const hand of out) {
      if (next >= deck.length) break;
      hand.push(deck[next] as T);
      next++;
    }
  }
  return [out, deck.slice(next)];
}

/**
 * A pile without one copy of `card` (the first, compared by value), or `undefined` if the pile
 * does not hold it: the check and the removal of "play a card from your hand" in one step.
 *
 * @example
 * const hand = removeOne(state.hands[seat], action.card);
 * if (hand === undefined) return refuse("play", "That card is not in your hand.");
 * @category Hidden zones
 */
export function removeOne<T>(pile: readonly T[], card: T): readonly T[] | undefined {
  const i = pile.findIndex((x) => deepEqual(x, card));
  if (i < 0) return undefined;
  return [...pile.slice(0, i), ...pile.slice(i + 1)];
}

/**
 * Moves one copy of `card` from one pile to the end of another: both piles after the move, or
 * `undefined` if `from` does not hold the card.
 *
 * @example
 * const moved = moveCard(state.hands[seat], state.discard, action.card);
 * if (moved === undefined) return refuse("discard", "That card is not in your hand.");
 * const [hand, discard] = moved;
 * @category Hidden zones
 */
export function moveCard<T>(from: readonly T[], to: readonly T[], card: T): readonly [readonly T[], readonly T[]] | undefined {
  const rest = removeOne(from, card);
  return rest === undefined ? undefined : [rest, [...to, card]];
}

/**
 * One zone to re-deal: what it holds now, and which of its cards the viewer knows to be there
 * (they stay; see {@link redeal}). A zone the viewer sees entirely is simply not passed.
 *
 * @example
 * const zone: HiddenZone<string> = { cards: state.hands[1], known: state.shown[1] };
 * @category Hidden zones
 */
export interface HiddenZone<T> {
  /** The cards the zone holds now, in order (a deck's order is part of what is hidden). */
  readonly cards: readonly T[];
  /** Cards the viewer knows are in this zone (a multiset); they keep their places. */
  readonly known?: readonly T[];
}

/**
 * Re-deals the unknown cards of several hidden zones among them, for a game's `redrawHidden`:
 * every zone keeps its size and the cards the viewer knows to be in it (in their places), and the
 * other cards of all the zones are pooled, shuffled with `seed` and dealt back into the other
 * places. The pool is sorted before it is shuffled, so the result depends only on what the viewer
 * knows and on the seed, not on where the hidden cards happened to be (the bot secrecy law asks
 * for that).
 *
 * @example
 * // Seat 0 sees its own hand; the other hands and the deck are re-dealt.
 * const [hand1, hand2, deck] = redeal([{ cards: s.hands[1], known: s.shown[1] }, { cards: s.hands[2] }, { cards: s.deck }], seed);
 * @category Hidden zones
 */
export function redeal<T>(zones: readonly HiddenZone<T>[], seed: Seed): readonly (readonly T[])[] {
  // Which places keep their card (the first matching copy of each known card), and the pool.
  const keep: boolean[][] = [];
  const pool: T[] = [];
  for (const zone of zones) {
    const kept = zone.cards.map(() => false);
    for (const card of zone.known ?? []) {
      const i = zone.cards.findIndex((x, k) => !kept[k] && deepEqual(x, card));
      if (i >= 0) kept[i] = true;
    }
    zone.cards.forEach((card, k) => {
      if (!kept[k]) pool.push(card);
    });
    keep.push(kept);
  }
  const keyed = pool.map((card) => [JSON.stringify(card) ?? "", card] as const);
  keyed.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const [shuffled] = shuffle(seedRng(seed), keyed.map(([, card]) => card));
  let next = 0;
  return zones.map((zone, z) =>
    zone.cards.map((card, k) => {
      if (keep[z]?.[k] === true) return card;
      return shuffled[next++] as T;
    }),
  );
}

/**
 * A match that starts from a scenario: the game's own setup for `config` and `seed`, changed by
 * `edit` (stack a deck, give a seat a hand), then checked like any state from outside (the state
 * codec and the module's `checkState`, through {@link createMatchFromState}). For scenario tests
 * of rulebook examples.
 *
 * @example
 * const match = scenarioMatch(game, game.defaultConfig(2), 1, (s) => ({ ...s, deck: ["Y1", "Y2", ...s.deck.slice(2)] }));
 * if (either.isLeft(match)) throw new Error(match.left.message);
 * @category Hidden zones
 */
export function scenarioMatch<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  config: C,
  seed: Seed,
  edit: (state: S) => S,
): either.Either<EngineError, Match<C, S, A, V>> {
  const state = edit(game.setup(config, seed));
  return createMatchFromState(game, config, game.codecs.state.encode(state));
}
