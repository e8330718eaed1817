/**
 * The buy actions (rulebook, *Action: Buy …*): Buy Glass Factory and Buy Special Building (the top
 * tile of the stack, at once), and Buy Shop / Buy Palace (the top tile for 2 gold, or search the
 * whole stack for 4 gold, pick one and reshuffle the rest). A tile bought goes in front of the
 * player.
 *
 * @module
 */
import { type RuleError, type Seat, shuffle } from "@laguna/core";
import type { MuranoAction } from "./actions";
import { CONSTANTS } from "./data";
import { afterAction } from "./ending";
import { fail, pay, player, replacePlayer } from "./players";
import type { BuyStep, MuranoState, SearchStep } from "./state";

type Stack = "shop" | "palace";

function stackOf(state: MuranoState, stack: Stack): readonly string[] {
  return stack === "shop" ? state.shopStack : state.palaceStack;
}

/**
 * Buys the top glass factory (Buy Glass Factory), then ends the action.
 *
 * @example
 * buyGlassFactory(state, 0);
 * @category Internals
 */
export function buyGlassFactory(state: MuranoState, seat: Seat): MuranoState {
  const [tile] = state.glassFactoryStack;
  if (tile === undefined) return state;
  const p = player(state, seat);
  const bought: MuranoState = {
    ...state,
    glassFactoryStack: state.glassFactoryStack.slice(1),
    players: replacePlayer(state.players, seat, {
      ...p,
      gold: p.gold - CONSTANTS.glassFactoryPrice,
      hand: { ...p.hand, glassFactories: [...p.hand.glassFactories, tile] },
    }),
  };
  return afterAction(bought, tile);
}

/**
 * Buys the top special tile (Buy Special Building), then ends the action.
 *
 * @example
 * buySpecialTile(state, 0);
 * @category Internals
 */
export function buySpecialTile(state: MuranoState, seat: Seat): MuranoState {
  const [tile] = state.specialTileStack;
  if (tile === undefined) return state;
  const p = player(state, seat);
  const bought: MuranoState = {
    ...state,
    specialTileStack: state.specialTileStack.slice(1),
    players: replacePlayer(state.players, seat, {
      ...p,
      gold: p.gold - CONSTANTS.specialTilePrice,
      hand: { ...p.hand, specialTiles: [...p.hand.specialTiles, tile] },
    }),
  };
  return afterAction(bought, tile);
}

/** Takes a tile out of the shop or palace stack into the player's hand. */
function takeTile(state: MuranoState, seat: Seat, stack: Stack, tile: string): MuranoState {
  const p = player(state, seat);
  const players = replacePlayer(state.players, seat, {
    ...p,
    hand: stack === "shop" ? { ...p.hand, shops: [...p.hand.shops, tile] } : { ...p.hand, palaces: [...p.hand.palaces, tile] },
  });
  return stack === "shop"
    ? { ...state, shopStack: state.shopStack.filter((t) => t !== tile), players }
    : { ...state, palaceStack: state.palaceStack.filter((t) => t !== tile), players };
}

/**
 * The choices of the buy and search steps, in their stable order (`checkAction` filters them).
 *
 * @example
 * buyCandidates(state, { kind: "buy", stack: "shop" }); // buyTop, search
 * @category Internals
 */
export function buyCandidates(state: MuranoState, step: BuyStep | SearchStep): MuranoAction[] {
  if (step.kind === "buy") return [{ type: "buyTop" }, { type: "search" }];
  return [...stackOf(state, step.stack)].sort().map((tile) => ({ type: "pick", tile }));
}

/**
 * Whether the player can pay for the top tile (2 gold) or a search (4 gold).
 *
 * @example
 * checkBuy(state, 0, "buyTop");
 * @category Internals
 */
export function checkBuy(state: MuranoState, seat: Seat, type: "buyTop" | "search"): RuleError | null {
  const gold = player(state, seat).gold;
  const price = type === "buyTop" ? CONSTANTS.topTilePrice : CONSTANTS.searchPrice;
  return gold >= price ? null : fail("cannot-afford", `That costs ${price} gold; you have ${gold}.`);
}

/**
 * Whether a tile may be picked in a search: it must be in the stack searched.
 *
 * @example
 * checkPick(state, { kind: "search", stack: "shop" }, "SH03");
 * @category Internals
 */
export function checkPick(state: MuranoState, step: SearchStep, tile: string): RuleError | null {
  return stackOf(state, step.stack).includes(tile) ? null : fail("not-in-stack", `${tile} is not in the stack.`);
}

/**
 * Buys the top tile, or pays for a search and shows the stack.
 *
 * @example
 * performBuy(state, 0, { kind: "buy", stack: "shop" }, "buyTop");
 * @category Internals
 */
export function performBuy(state: MuranoState, seat: Seat, step: BuyStep, type: "buyTop" | "search"): MuranoState {
  if (type === "search") return { ...pay(state, seat, CONSTANTS.searchPrice), step: { kind: "search", stack: step.stack } };
  const [tile] = stackOf(state, step.stack);
  if (tile === undefined) return state;
  return afterAction(takeTile(pay(state, seat, CONSTANTS.topTilePrice), seat, step.stack, tile), tile);
}

/**
 * Takes the picked tile and reshuffles the rest of the stack.
 *
 * @example
 * performPick(state, 0, { kind: "search", stack: "shop" }, "SH03");
 * @category Internals
 */
export function performPick(state: MuranoState, seat: Seat, step: SearchStep, tile: string): MuranoState {
  const s = takeTile(state, seat, step.stack, tile);
  const [shuffled, rng] = shuffle(s.rng, stackOf(s, step.stack));
  return afterAction(step.stack === "shop" ? { ...s, rng, shopStack: shuffled } : { ...s, rng, palaceStack: shuffled }, tile);
}
