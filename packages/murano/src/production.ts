/**
 * Income and Production (rulebook, *Action: Income* and *Action: Production*): Income on one island
 * (gold for the customers of each colour in which the player owns a shop there); Production (each
 * glass factory used draws a bead from the bag and costs 2 VP, the Guild Hall gives VP back, the
 * Trading Station draws one more bead and makes the player return one at the end of the turn), then
 * an optional sale of 1 to 3 beads of one colour (the Studios let paired colours count as each
 * other).
 *
 * @module
 */
import { type RuleError, type Seat, drawFromBag } from "@laguna/core";
import type { MuranoAction } from "./actions";
import { builtFactories, incomeFor, islandsOf } from "./board";
import { cacheOf } from "./cache";
import { type BeadColour, type IslandId, BEAD_COLOURS, CONSTANTS } from "./data";
import { activeEffects, commonColours, hasActive } from "./effects";
import { afterAction, endTurn } from "./ending";
import { beadTotal, fail, gain, player, replacePlayer, updatePlayer } from "./players";
import type { Beads, MuranoState, SellStep } from "./state";

/**
 * Whether Income on some playable island would pay the player anything (memoised per `cells`
 * object for each `owners` object: both change only when a tile is placed).
 *
 * @example
 * paysIncome(state, 0); // false at the start
 * @category Internals
 */
export function paysIncome(state: MuranoState, seat: Seat): boolean {
  const cache = cacheOf(state.cells);
  const key = PAYS_INCOME_KEYS[seat] ?? `paysIncome${seat}`;
  const known = cache.get(key) as { readonly owners: object; readonly pays: boolean } | undefined;
  if (known !== undefined && known.owners === state.owners) return known.pays;
  const pays = islandsOf(state).some((i) => incomeFor(state, i, seat) > 0);
  cache.set(key, { owners: state.owners, pays });
  return pays;
}
const PAYS_INCOME_KEYS = ["paysIncome0", "paysIncome1", "paysIncome2", "paysIncome3"];

/**
 * Whether Income on an island is a legal choice.
 *
 * @example
 * checkIncome(state, 0, "SD");
 * @category Internals
 */
export function checkIncome(state: MuranoState, seat: Seat, island: IslandId): RuleError | null {
  if (!islandsOf(state).includes(island)) return fail("not-playable", `${island} is not a playable island.`);
  return state.config.allowNullActions || incomeFor(state, island, seat) > 0 ? null : fail("null-action", `Income on ${island} would give you nothing.`);
}

/**
 * The choices of the Income step: every playable island (`checkAction` filters them).
 *
 * @example
 * incomeCandidates(state);
 * @category Internals
 */
export function incomeCandidates(state: MuranoState): MuranoAction[] {
  return islandsOf(state).map((island) => ({ type: "income", island }));
}

/**
 * Takes Income on an island.
 *
 * @example
 * performIncome(state, 0, "SD");
 * @category Internals
 */
export function performIncome(state: MuranoState, seat: Seat, island: IslandId): MuranoState {
  return afterAction(gain(state, seat, incomeFor(state, island, seat)), null);
}

/**
 * The legal Production choices: how many glass factories produce (0 up to the factories built and
 * the beads in the bag, as far as the VP pay for them), and whether the Trading Station draws its
 * extra bead.
 *
 * @example
 * productionChoices(state, 0); // [{ factories: 0, extra: false }] with no factory
 * @category Internals
 */
export function productionChoices(state: MuranoState, seat: Seat): { factories: number; extra: boolean }[] {
  const p = player(state, seat);
  const bag = beadTotal(state.bag);
  const max = Math.min(builtFactories(state, seat), bag);
  const trading = hasActive(state, seat, "tradingStation");
  const out: { factories: number; extra: boolean }[] = [];
  for (let f = 0; f <= max; f++) {
    if (!paysProductionVp(state, p.vp, f)) continue;
    if (f === 0 && !state.config.allowNullActions && beadTotal(p.beads) === 0) continue;
    out.push({ factories: f, extra: false });
    if (f >= 1 && trading && bag > f) out.push({ factories: f, extra: true });
  }
  return out;
}

/** Whether a player with `vp` VP may use `factories` glass factories (the `productionVpRule` option). */
function paysProductionVp(state: MuranoState, vp: number, factories: number): boolean {
  return state.config.productionVpRule === "strict" ? vp >= CONSTANTS.productionVpPerFactory * factories : factories === 0 || vp >= 1;
}

/**
 * Why a Production choice is refused, or `null` when it is legal.
 *
 * @example
 * checkProduce(state, 0, 2, false);
 * @category Internals
 */
export function checkProduce(state: MuranoState, seat: Seat, factories: number, extra: boolean): RuleError | null {
  if (productionChoices(state, seat).some((c) => c.factories === factories && c.extra === extra)) return null;
  if (factories > builtFactories(state, seat)) return fail("not-enough-factories", `You have built only ${builtFactories(state, seat)} glass factories.`);
  if (factories > beadTotal(state.bag)) return fail("bag-short", `The bag holds only ${beadTotal(state.bag)} beads.`);
  if (extra && !hasActive(state, seat, "tradingStation")) return fail("no-trading-station", "Only an active Trading Station draws an extra bead.");
  const vp = player(state, seat).vp;
  // The VP rule before the extra-bead fallback: with too few VP for the factories, that is the rule broken.
  if (!paysProductionVp(state, vp, factories)) return fail("not-enough-vp", `Each glass factory used costs 2 VP and you have ${vp} VP.`);
  if (extra) return fail("no-extra-bead", "The extra bead needs at least one factory producing and a bead left in the bag.");
  return fail("null-action", "Production must produce or sell something.");
}

/**
 * Produces: draws the beads, pays the VP, scores the Guild Hall; then the sale step.
 *
 * @example
 * performProduce(state, 0, 2, false);
 * @category Internals
 */
export function performProduce(state: MuranoState, seat: Seat, factories: number, extra: boolean): MuranoState {
  const p = player(state, seat);
  const loss = Math.min(p.vp, CONSTANTS.productionVpPerFactory * factories);
  let guild = 0;
  if (factories > 0) for (const e of activeEffects(state, seat)) if (e.kind === "guildHall") guild++;
  let bag = state.bag;
  let rng = state.rng;
  const beads = { ...p.beads };
  for (let i = 0; i < factories + (extra ? 1 : 0); i++) {
    const drawn = drawFromBag(rng, bag);
    if (drawn === undefined) break;
    const [colour, nextBag, nextRng] = drawn;
    beads[colour as BeadColour] += 1;
    bag = nextBag as Beads;
    rng = nextRng;
  }
  return {
    ...state,
    bag,
    rng,
    players: replacePlayer(state.players, seat, {
      ...p,
      vp: p.vp - loss + guild,
      beads,
      breakdown: { ...p.breakdown, production: p.breakdown.production + loss, guildHall: p.breakdown.guildHall + guild },
    }),
    step: { kind: "sell", extra, produced: factories },
  };
}

/**
 * The choices of the sale step: every selection of 1 to 3 beads held, then `noSale`
 * (`checkAction` filters them).
 *
 * @example
 * saleCandidates(state, 0);
 * @category Internals
 */
export function saleCandidates(state: MuranoState, seat: Seat): MuranoAction[] {
  const p = player(state, seat);
  const out: MuranoAction[] = [];
  for (let r = 0; r <= Math.min(3, p.beads.red); r++) {
    for (let g = 0; g <= Math.min(3 - r, p.beads.green); g++) {
      for (let b = 0; b <= Math.min(3 - r - g, p.beads.blue); b++) {
        if (r + g + b > 0) out.push({ type: "sell", beads: { red: r, green: g, blue: b } });
      }
    }
  }
  out.push({ type: "noSale" });
  return out;
}

/**
 * Whether a sale is legal: 1 to 3 beads held, of one colour (Studios), keeping a bead to return
 * when the Trading Station drew one.
 *
 * @example
 * checkSale(state, 0, { red: 2, green: 0, blue: 0 }, false);
 * @category Internals
 */
export function checkSale(state: MuranoState, seat: Seat, beads: Beads, extra: boolean): RuleError | null {
  const p = player(state, seat);
  const n = beadTotal(beads);
  if (n < 1 || n > 3) return fail("sale-size", "You may sell 1 to 3 beads.");
  if (BEAD_COLOURS.some((c) => beads[c] > p.beads[c])) return fail("beads-not-held", "You do not hold those beads.");
  if (commonColours(beads, activeEffects(state, seat), state.config.studioChaining).length === 0) {
    return fail("sale-one-colour", "You may only sell beads of one colour (a Studio lets its two colours count as each other).");
  }
  if (extra && beadTotal(p.beads) - n < 1) return fail("trading-station-keep", "With the Trading Station's extra bead you must keep at least 1 bead to return at the end of the turn.");
  return null;
}

/**
 * Whether the player may decline to sell: only after producing something, or with null actions.
 *
 * @example
 * checkNoSale(state, state.step);
 * @category Internals
 */
export function checkNoSale(state: MuranoState, step: SellStep): RuleError | null {
  return step.produced > 0 || step.extra || state.config.allowNullActions ? null : fail("null-action", "Production must produce or sell something.");
}

/**
 * Sells beads back to the bag for gold (`null`: no sale), then ends the action.
 *
 * @example
 * performSale(state, 0, { red: 2, green: 0, blue: 0 }, false);
 * @category Internals
 */
export function performSale(state: MuranoState, seat: Seat, sold: Beads | null, extra: boolean): MuranoState {
  if (sold === null) return afterAction(state, null, extra);
  const s = updatePlayer(
    { ...state, bag: { red: state.bag.red + sold.red, green: state.bag.green + sold.green, blue: state.bag.blue + sold.blue } },
    seat,
    (p) => ({ ...p, beads: { red: p.beads.red - sold.red, green: p.beads.green - sold.green, blue: p.beads.blue - sold.blue } }),
  );
  return afterAction(gain(s, seat, CONSTANTS.saleGold[beadTotal(sold)] ?? 0), null, extra);
}

/**
 * The choices of the return-bead step (the Trading Station): each colour (`checkAction` filters).
 *
 * @example
 * returnBeadCandidates();
 * @category Internals
 */
export function returnBeadCandidates(): MuranoAction[] {
  return BEAD_COLOURS.map((colour) => ({ type: "returnBead", colour }));
}

/**
 * Whether the player holds a bead of that colour to return.
 *
 * @example
 * checkReturnBead(state, 0, "red");
 * @category Internals
 */
export function checkReturnBead(state: MuranoState, seat: Seat, colour: BeadColour): RuleError | null {
  return player(state, seat).beads[colour] > 0 ? null : fail("beads-not-held", `You hold no ${colour} bead.`);
}

/**
 * Returns a bead to the bag and ends the turn.
 *
 * @example
 * performReturnBead(state, 0, "red");
 * @category Internals
 */
export function performReturnBead(state: MuranoState, seat: Seat, colour: BeadColour): MuranoState {
  const s = updatePlayer({ ...state, bag: { ...state.bag, [colour]: state.bag[colour] + 1 } }, seat, (p) => ({
    ...p,
    beads: { ...p.beads, [colour]: p.beads[colour] - 1 },
  }));
  return endTurn(s);
}
