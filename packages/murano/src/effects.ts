/**
 * Special building card effects (rulebook, *Special Building Index*): which cards are active for
 * a player, and the prices, draws and bead conversions they change. R16 is a ruling of the game's
 * page, docs/games/murano.md.
 *
 * A card works from its owner's next turn on: it is active when it was taken in an earlier turn.
 * The Basilica scores when taken and needs no activity check.
 *
 * @module
 */
import { type BeadColour, type SpecialEffect, BEAD_COLOURS, CONSTANTS, specialCard } from "./data";
import { memo } from "./cache";
import type { Beads, MuranoState } from "./state";

/**
 * The effects of the special cards a player may use now (taken in an earlier turn).
 *
 * @example
 * activeEffects(state, 0).some((e) => e.kind === "bank");
 * @category Effects
 */
export function activeEffects(state: MuranoState, seat: number): readonly SpecialEffect[] {
  const p = state.players[seat];
  if (p === undefined || p.specialCards.length === 0) return [];
  return memo(state, `active${seat}`, () => p.specialCards.filter((c) => c.turn < state.turn).map((c) => specialCard(c.card).effect));
}

/**
 * The effects of a player's cards at final scoring: every card, or (flag
 * `finalTurnCardsActiveAtScoring` false) only those taken before the player's final turn.
 *
 * @example
 * scoringEffects(state, 0);
 * @category Effects
 */
export function scoringEffects(state: MuranoState, seat: number): SpecialEffect[] {
  const p = state.players[seat];
  if (p === undefined) return [];
  return p.specialCards
    .filter((c) => state.config.finalTurnCardsActiveAtScoring || c.turn < p.lastTurn)
    .map((c) => specialCard(c.card).effect);
}

/**
 * Whether a player has an active card of a kind.
 *
 * @example
 * hasActive(state, 0, "lighthouse");
 * @category Effects
 */
export function hasActive(state: MuranoState, seat: number, kind: SpecialEffect["kind"]): boolean {
  return activeEffects(state, seat).some((e) => e.kind === kind);
}

/**
 * The cost of recruiting for a player: n + 1 gold for n characters held, 2 less with the Inn
 * (minimum 0).
 *
 * @example
 * recruitCost(state, 0); // 1 with no characters and no Inn
 * @category Effects
 */
export function recruitCost(state: MuranoState, seat: number): number {
  const p = state.players[seat];
  const base = (p?.characters.length ?? 0) + 1;
  const inn = activeEffects(state, seat).find((e) => e.kind === "inn");
  return inn?.kind === "inn" ? Math.max(0, base - inn.discount) : base;
}

/**
 * How many character cards a Recruit draws: 3, or 5 with the Hostel.
 *
 * @example
 * recruitDraw(state, 0); // 3
 * @category Effects
 */
export function recruitDraw(state: MuranoState, seat: number): number {
  const hostel = activeEffects(state, seat).find((e) => e.kind === "hostel");
  return hostel?.kind === "hostel" ? hostel.draw : CONSTANTS.recruitDraw;
}

/**
 * The price of placing a gondolier on a gondola of a colour: 2 / 5 gold, or 1 / 3 with the Harbor.
 *
 * @example
 * gondolaPrice(state, 0, true); // 2
 * @category Effects
 */
export function gondolaPrice(state: MuranoState, seat: number, ownColour: boolean): number {
  const harbor = activeEffects(state, seat).find((e) => e.kind === "harbor");
  if (harbor?.kind === "harbor") return ownColour ? harbor.ownPrice : harbor.otherPrice;
  return ownColour ? CONSTANTS.ownGondolaPrice : CONSTANTS.anyGondolaPrice;
}

/**
 * Dismiss gold and hire price: 3 / 3, or 5 / 1 with the Assembly Hall.
 *
 * @example
 * gondolierTerms(state, 0); // { dismissGold: 3, hirePrice: 3 }
 * @category Effects
 */
export function gondolierTerms(state: MuranoState, seat: number): { dismissGold: number; hirePrice: number } {
  const hall = activeEffects(state, seat).find((e) => e.kind === "assemblyHall");
  return hall?.kind === "assemblyHall"
    ? { dismissGold: hall.dismissGold, hirePrice: hall.hirePrice }
    : { dismissGold: CONSTANTS.dismissGold, hirePrice: CONSTANTS.hirePrice };
}

/**
 * The colours a bead of a colour may count as, given the Studio effects (R16: direct pairs only,
 * unless `chaining`).
 *
 * @example
 * countsAs("red", [{ kind: "studio", pair: ["red", "green"] }], false); // ["red", "green"]
 * @category Effects
 */
export function countsAs(colour: BeadColour, effects: readonly SpecialEffect[], chaining: boolean): BeadColour[] {
  const pairs = effects.flatMap((e) => (e.kind === "studio" ? [e.pair] : []));
  const reach = new Set<BeadColour>([colour]);
  let grown = true;
  while (grown) {
    grown = false;
    for (const [a, b] of pairs) {
      if (a === undefined || b === undefined) continue;
      for (const [x, y] of [[a, b], [b, a]] as const) {
        if (reach.has(x) && !reach.has(y) && (chaining || x === colour)) {
          reach.add(y);
          grown = true;
        }
      }
    }
  }
  return BEAD_COLOURS.filter((c) => reach.has(c));
}

/**
 * The colours that every bead of a selection may count as (a sale needs at least one).
 *
 * @example
 * commonColours({ red: 2, green: 1, blue: 0 }, [{ kind: "studio", pair: ["red", "green"] }], false); // ["red", "green"]
 * @category Effects
 */
export function commonColours(beads: Beads, effects: readonly SpecialEffect[], chaining: boolean): BeadColour[] {
  let common: BeadColour[] = [...BEAD_COLOURS];
  for (const c of BEAD_COLOURS) {
    if (beads[c] > 0) {
      const as = countsAs(c, effects, chaining);
      common = common.filter((x) => as.includes(x));
    }
  }
  return common;
}
