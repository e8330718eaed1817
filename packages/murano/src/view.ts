/**
 * What a player (or a spectator) sees: everything public, and of the hidden
 * information only what that viewer may know. Deck, pile and stack orders, the faces of other
 * players' unbuilt shops and palaces, other players' characters and pending options, the removed
 * characters and palace, and the generator are left out. {@link redrawHidden} re-deals all of it,
 * consistently with what the viewer sees now (not with what it may remember, such as the cards it
 * put back under the character deck), for the secrecy law and for searching bots.
 *
 * @module
 */
import { type Ending, EndingC, NaturalC, type Seed, SPECTATOR, type Viewer, seedRng, withRandom } from "@laguna/core";
import * as t from "io-ts";
import { type MuranoConfig, MuranoConfigC } from "./config";
import { tileKind } from "./data";
import {
  type Beads,
  BeadsC,
  type Breakdown,
  BreakdownC,
  type MuranoState,
  type OwnedCard,
  OwnedCardC,
  type ScoredCard,
  ScoredCardC,
  type Step,
  StepC,
} from "./state";

/**
 * Hidden components a viewer may count but not always see.
 *
 * @example
 * const shops: Counted = { count: 2, ids: null };
 * @category View
 */
export interface Counted {
  /** How many there are (public). */
  readonly count: number;
  /** Their ids, for a viewer who may see them; `null` for everyone else. */
  readonly ids: readonly string[] | null;
}

/**
 * The io-ts codec of {@link Counted}.
 *
 * @example
 * CountedC.is({ count: 1, ids: null }); // true
 * @category View
 */
export const CountedC: t.Type<Counted, Counted, unknown> = t.readonly(
  t.type({ count: NaturalC, ids: t.union([t.readonlyArray(t.string), t.null]) }),
  "Counted",
);

/**
 * One player as a viewer sees them: the unbuilt shops and palaces and the character cards are
 * counted, and shown only to those who may see them.
 *
 * @example
 * view(state, 0).players[1]?.characters.count;
 * @category View
 */
export interface PlayerView {
  /** The player's gold. */
  readonly gold: number;
  /** The player's victory points. */
  readonly vp: number;
  /** Gondoliers in the player's personal supply. */
  readonly personal: number;
  /** The player's own-colour gondoliers in the general supply. */
  readonly general: number;
  /** Glass factory tiles bought and not built (public). */
  readonly glassFactories: readonly string[];
  /** Special tiles bought and not built (public). */
  readonly specialTiles: readonly string[];
  /** Unbuilt shops: their number, and their ids for the owner only. */
  readonly shops: Counted;
  /** Unbuilt palaces: their number, and their ids for the owner only. */
  readonly palaces: Counted;
  /** Character cards in hand: their number, and their ids for the owner (for everyone once the game is over). */
  readonly characters: Counted;
  /** The special building cards the player owns, with the turn each was taken (public). */
  readonly specialCards: readonly OwnedCard[];
  /** How many special tiles the player has built. */
  readonly specialTilesBuilt: number;
  /** The beads the player holds (public). */
  readonly beads: Beads;
  /** How many character cards the player has recruited. */
  readonly recruited: number;
  /** The character cards scored at final scoring, in order. */
  readonly scored: readonly ScoredCard[];
  /** The turn number of the player's latest turn (0 before the first). */
  readonly lastTurn: number;
  /** Where the player's VP came from. */
  readonly breakdown: Breakdown;
}

/**
 * The io-ts codec of one player as a viewer sees them.
 *
 * @example
 * PlayerViewC.is(view(state, 0).players[1]); // true
 * @category View
 */
export const PlayerViewC: t.Type<PlayerView, PlayerView, unknown> = t.readonly(
  t.type({
    gold: NaturalC,
    vp: NaturalC,
    personal: NaturalC,
    general: NaturalC,
    glassFactories: t.readonlyArray(t.string),
    specialTiles: t.readonlyArray(t.string),
    shops: CountedC,
    palaces: CountedC,
    characters: CountedC,
    specialCards: t.readonlyArray(OwnedCardC),
    specialTilesBuilt: NaturalC,
    beads: BeadsC,
    recruited: NaturalC,
    scored: t.readonlyArray(ScoredCardC),
    lastTurn: NaturalC,
    breakdown: BreakdownC,
  }),
  "MuranoPlayerView",
);

/**
 * The components out of the game as a viewer sees them: the palace and the characters removed
 * unseen are only counted.
 *
 * @example
 * view(state, 0).removed.charactersUnseen; // 5
 * @category View
 */
export interface RemovedView {
  /** Street tiles out of the game. */
  readonly streets: readonly string[];
  /** Shop tiles out of the game. */
  readonly shops: readonly string[];
  /** How many palaces were removed unseen. */
  readonly palaces: number;
  /** Glass factory tiles out of the game. */
  readonly glassFactories: readonly string[];
  /** Special tiles out of the game. */
  readonly specialTiles: readonly string[];
  /** The character cards out of the game face up (MC30 and MC37 with 2 and 3 players). */
  readonly characters: readonly string[];
  /** How many character cards were removed unseen. */
  readonly charactersUnseen: number;
}

/**
 * Another player's Recruit or special card choice: the cards drawn are only counted.
 *
 * @example
 * const step: HiddenOptionsStep = { kind: "recruit", hidden: 3 };
 * @category View
 */
export interface HiddenOptionsStep {
  /** The step's kind. */
  readonly kind: "recruit" | "specialCard";
  /** How many cards were drawn. */
  readonly hidden: number;
}

/**
 * Another player deciding whether to place a shop or palace bought in a final turn: its face stays
 * hidden.
 *
 * @example
 * const step: HiddenFinalPlaceStep = { kind: "finalPlace", hiddenTile: "palace" };
 * @category View
 */
export interface HiddenFinalPlaceStep {
  /** The step's kind. */
  readonly kind: "finalPlace";
  /** The kind of tile bought. */
  readonly hiddenTile: "shop" | "palace";
}

/**
 * The pending step as a viewer sees it: the state's step, or one whose hidden options are
 * replaced by their number.
 *
 * @example
 * const step: ViewStep = view(state, 0).step;
 * @category View
 */
export type ViewStep =
  /** The state's step, when the viewer may see all of it. */
  | Step
  /** Another player's Recruit or special card choice, the cards drawn only counted. */
  | HiddenOptionsStep
  /** Another player's choice to place a shop or palace bought in a final turn, its face hidden. */
  | HiddenFinalPlaceStep;

/**
 * What a viewer sees of a game: the state without the orders of the piles, stacks and decks, the
 * faces of other players' unbuilt shops and palaces, their characters and pending options, the
 * removed characters and palace, and the generator.
 *
 * @example
 * const v: MuranoView = view(state, 0);
 * @category View
 */
export interface MuranoView {
  /** Whose view this is: a seat, or `SPECTATOR`. */
  readonly viewer: Viewer;
  /** The config the game is played with. */
  readonly config: MuranoConfig;
  /** The ring space of each ship: index 0 is the red ship, 1 to 7 the black ships BK1 to BK7. */
  readonly ships: readonly number[];
  /** How many tiles each street pile holds. */
  readonly piles: readonly number[];
  /** How many tiles the shop stack holds. */
  readonly shopStack: number;
  /** How many tiles the palace stack holds. */
  readonly palaceStack: number;
  /** The glass factory stack (identical tiles, public). */
  readonly glassFactoryStack: readonly string[];
  /** The special tile stack (identical tiles, public). */
  readonly specialTileStack: readonly string[];
  /** How many cards the character deck holds. */
  readonly characterDeck: number;
  /** How many cards the special building card deck holds. */
  readonly specialDeck: number;
  /** The components out of the game, as far as they are public. */
  readonly removed: RemovedView;
  /** The tile on each occupied board space, by space id. */
  readonly cells: Readonly<Record<string, string>>;
  /** The builder (seat) of each glass factory and shop on the board, by tile id. */
  readonly owners: Readonly<Record<string, number>>;
  /** The gondolier (a seat's colour, or `null` when empty) on each gondola of the islands in play. */
  readonly gondolas: Readonly<Record<string, number | null>>;
  /** The beads in the bag. */
  readonly bag: Beads;
  /** What the viewer sees of each player, by seat. */
  readonly players: readonly PlayerView[];
  /** The start player. */
  readonly startPlayer: number;
  /** The seat whose turn it is. */
  readonly current: number;
  /** The number of the current turn, counting every player's turns from 1. */
  readonly turn: number;
  /** The end of the game once triggered, or `null`. */
  readonly ending: Ending | null;
  /** The pending step; options the viewer may not see are replaced by their number. */
  readonly step: ViewStep;
  /** The stack being searched, sorted: only for the searching player; `null` for everyone else. */
  readonly searching: readonly string[] | null;
}

/**
 * The io-ts codec of a view.
 *
 * @example
 * MuranoViewC.is(view(state, SPECTATOR)); // true
 * @category View
 */
export const MuranoViewC: t.Type<MuranoView, MuranoView, unknown> = t.readonly(
  t.type({
    viewer: t.union([NaturalC, t.literal(SPECTATOR)]),
    config: MuranoConfigC,
    ships: t.readonlyArray(NaturalC),
    piles: t.readonlyArray(NaturalC),
    shopStack: NaturalC,
    palaceStack: NaturalC,
    glassFactoryStack: t.readonlyArray(t.string),
    specialTileStack: t.readonlyArray(t.string),
    characterDeck: NaturalC,
    specialDeck: NaturalC,
    removed: t.readonly(
      t.type({
        streets: t.readonlyArray(t.string),
        shops: t.readonlyArray(t.string),
        palaces: NaturalC,
        glassFactories: t.readonlyArray(t.string),
        specialTiles: t.readonlyArray(t.string),
        characters: t.readonlyArray(t.string),
        charactersUnseen: NaturalC,
      }),
    ),
    cells: t.readonly(t.record(t.string, t.string)),
    owners: t.readonly(t.record(t.string, NaturalC)),
    gondolas: t.readonly(t.record(t.string, t.union([NaturalC, t.null]))),
    bag: BeadsC,
    players: t.readonlyArray(PlayerViewC),
    startPlayer: NaturalC,
    current: NaturalC,
    turn: NaturalC,
    ending: t.union([EndingC, t.null]),
    step: t.union([
      StepC,
      t.readonly(t.type({ kind: t.keyof({ recruit: null, specialCard: null }), hidden: NaturalC })),
      t.readonly(t.type({ kind: t.literal("finalPlace"), hiddenTile: t.keyof({ shop: null, palace: null }) })),
    ]),
    searching: t.union([t.readonlyArray(t.string), t.null]),
  }),
  "MuranoView",
);

/**
 * The view of a state for a seat or a spectator.
 *
 * @example
 * view(state, 1).players[0]?.characters.ids; // null: seat 1 may not see seat 0's characters
 * @category View
 */
export function view(state: MuranoState, viewer: Viewer): MuranoView {
  const over = state.step.kind === "over";
  const mine = (seat: number) => viewer === seat;
  const step = state.step;
  const actorSees = mine(state.current);
  return {
    viewer,
    config: state.config,
    ships: state.ships,
    piles: state.piles.map((p) => p.length),
    shopStack: state.shopStack.length,
    palaceStack: state.palaceStack.length,
    glassFactoryStack: state.glassFactoryStack,
    specialTileStack: state.specialTileStack,
    characterDeck: state.characterDeck.length,
    specialDeck: state.specialDeck.length,
    removed: {
      streets: state.removed.streets,
      shops: state.removed.shops,
      palaces: state.removed.palaces.length,
      glassFactories: state.removed.glassFactories,
      specialTiles: state.removed.specialTiles,
      characters: state.removed.characters,
      charactersUnseen: state.removed.charactersUnseen.length,
    },
    cells: state.cells,
    owners: state.owners,
    gondolas: state.gondolas,
    bag: state.bag,
    players: state.players.map((p, seat) => ({
      gold: p.gold,
      vp: p.vp,
      personal: p.personal,
      general: p.general,
      glassFactories: p.hand.glassFactories,
      specialTiles: p.hand.specialTiles,
      shops: { count: p.hand.shops.length, ids: mine(seat) ? p.hand.shops : null },
      palaces: { count: p.hand.palaces.length, ids: mine(seat) ? p.hand.palaces : null },
      characters: { count: p.characters.length, ids: mine(seat) || over ? p.characters : null },
      specialCards: p.specialCards,
      specialTilesBuilt: p.specialTilesBuilt,
      beads: p.beads,
      recruited: p.recruited,
      scored: p.scored,
      lastTurn: p.lastTurn,
      breakdown: p.breakdown,
    })),
    startPlayer: state.startPlayer,
    current: state.current,
    turn: state.turn,
    ending: state.ending,
    step: viewStep(state, actorSees),
    searching: step.kind === "search" && actorSees ? [...(step.stack === "shop" ? state.shopStack : state.palaceStack)].sort() : null,
  };
}

/** The pending step as a viewer sees it: other players' options and unbuilt tile faces hidden. */
function viewStep(state: MuranoState, actorSees: boolean): MuranoView["step"] {
  const step = state.step;
  if (actorSees) return step;
  if (step.kind === "recruit" || step.kind === "specialCard") return { kind: step.kind, hidden: step.options.length };
  if (step.kind === "finalPlace") {
    const kind = tileKind(step.tile);
    if (kind === "shop" || kind === "palace") return { kind: "finalPlace", hiddenTile: kind };
  }
  return step;
}

/** Deals `pool` back into slots of the given sizes, in order. */
/**
 * The items in a fixed order, whatever order the state keeps them in: pools are sorted before they
 * are shuffled, so that a re-draw depends only on what the viewer sees and the seed (bots that
 * sample re-drawn states then decide the same for states the viewer cannot tell apart).
 */
function sorted(items: readonly string[]): string[] {
  return [...items].sort();
}

function deal(pool: readonly string[], sizes: readonly number[]): string[][] {
  const out: string[][] = [];
  let at = 0;
  for (const n of sizes) {
    out.push(pool.slice(at, at + n));
    at += n;
  }
  return out;
}

/**
 * Re-deals everything the viewer may not know, keeping what the viewer knows: the street piles,
 * the shop and palace stacks with the other players' unbuilt shops and palaces and the removed
 * palace, the character deck with the other players' characters, their recruit options and the 5
 * removed characters, and the special card deck with another player's pending options. Used by
 * the secrecy law: the viewer's view must not change.
 *
 * @example
 * view(redrawHidden(state, 0, 9), 0); // deep-equals view(state, 0)
 * @category View
 */
export function redrawHidden(state: MuranoState, viewer: Viewer, seed: Seed): MuranoState {
  const seat = viewer === SPECTATOR ? -1 : viewer;
  const over = state.step.kind === "over";
  const step = state.step;
  const actorIsViewer = state.current === seat;
  const others = state.players.map((_, i) => i !== seat);
  const [next] = withRandom(seedRng(seed), (r) => {
    // Streets: both piles.
    const streetSizes = state.piles.map((p) => p.length);
    const streets = deal(r.shuffle(sorted(state.piles.flat())), streetSizes);
    // Shops and palaces: the stack (its order even for a searching viewer, who sees it as a set),
    // other players' unbuilt tiles, and the removed palace.
    const searchingShops = step.kind === "search" && step.stack === "shop" && actorIsViewer;
    const searchingPalaces = step.kind === "search" && step.stack === "palace" && actorIsViewer;
    const tiles = (stack: readonly string[], hands: (readonly string[])[], extra: readonly string[], fixedStack: boolean) => {
      const handSlots = hands.map((h, i) => (others[i] ? h.length : 0));
      const pool = [...(fixedStack ? [] : stack), ...hands.flatMap((h, i) => (others[i] ? h : [])), ...extra];
      const dealt = deal(r.shuffle(sorted(pool)), [fixedStack ? 0 : stack.length, ...handSlots, extra.length]);
      const newStack = fixedStack ? r.shuffle(sorted(stack)) : (dealt[0] ?? []);
      const newHands = hands.map((h, i) => (others[i] ? (dealt[i + 1] ?? []) : h));
      return { stack: newStack, hands: newHands, extra: dealt[hands.length + 1] ?? [] };
    };
    const shops = tiles(state.shopStack, state.players.map((p) => p.hand.shops), [], searchingShops);
    const palaces = tiles(state.palaceStack, state.players.map((p) => p.hand.palaces), state.removed.palaces, searchingPalaces);
    // Characters: deck, unseen removals, other players' hands (until the end), another player's options.
    const hiddenHands = state.players.map((p, i) => (others[i] && !over ? p.characters : []));
    const recruitHidden = step.kind === "recruit" && !actorIsViewer ? step.options : [];
    const charPool = [...state.characterDeck, ...state.removed.charactersUnseen, ...hiddenHands.flat(), ...recruitHidden];
    const chars = deal(r.shuffle(sorted(charPool)), [
      state.characterDeck.length,
      state.removed.charactersUnseen.length,
      ...hiddenHands.map((h) => h.length),
      recruitHidden.length,
    ]);
    // Special cards: deck and another player's options.
    const specialHidden = step.kind === "specialCard" && !actorIsViewer ? step.options : [];
    const specials = deal(r.shuffle(sorted([...state.specialDeck, ...specialHidden])), [state.specialDeck.length, specialHidden.length]);
    const n = state.players.length;
    const finalTile = (): string => {
      if (step.kind !== "finalPlace") return "";
      const kind = tileKind(step.tile);
      const hand = kind === "shop" ? shops.hands[state.current] : kind === "palace" ? palaces.hands[state.current] : undefined;
      return hand?.[hand.length - 1] ?? step.tile;
    };
    const newStep =
      step.kind === "recruit" && !actorIsViewer
        ? { ...step, options: chars[2 + n] ?? [] }
        : step.kind === "specialCard" && !actorIsViewer
          ? { ...step, options: specials[1] ?? [] }
          : step.kind === "finalPlace" && !actorIsViewer
            ? { ...step, tile: finalTile() }
            : step;
    return {
      ...state,
      piles: streets,
      shopStack: shops.stack,
      palaceStack: palaces.stack,
      characterDeck: chars[0] ?? [],
      specialDeck: specials[0] ?? [],
      removed: { ...state.removed, palaces: palaces.extra, charactersUnseen: chars[1] ?? [] },
      players: state.players.map((p, i) => ({
        ...p,
        hand: { ...p.hand, shops: shops.hands[i] ?? [], palaces: palaces.hands[i] ?? [] },
        characters: others[i] && !over ? (chars[2 + i] ?? []) : p.characters,
      })),
      step: newStep,
    } as MuranoState;
  });
  return next;
}
