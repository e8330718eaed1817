/**
 * The redraw law's variety (law 11): `redrawHidden` must actually vary what the viewer cannot
 * see. With the zones of hidden cards the options name (`hiddenZones`), a state whose unknown
 * cards could be dealt among the zones in more than one way must, over enough re-draws, get
 * other cards into some zone; and every re-draw keeps each zone's size and its known cards.
 * Without it, a re-draw that leaves another seat's hand where it was agrees with a view that shows
 * that hand, and the secrecy law cannot see the leak.
 *
 * @module
 */
import { type GameConfig, type HiddenZone, type Viewer, showValue } from "@laguna/core";
import { deepFreeze } from "./freeze";
import { guarded } from "./guard";
import { type LawContext, viewerName } from "./law-context";
import { fail } from "./law-names";

/**
 * The chance, at most, that a fair re-draw fails the variety check at a state.
 *
 * @example
 * Math.ceil(Math.log(VARIETY_FALSE_ALARM) / Math.log(0.5)); // 30 re-draws when half of them stay
 */
export const VARIETY_FALSE_ALARM = 1e-9;

/**
 * The most re-draws of one state the check asks for; a state that would need more is not judged.
 *
 * @example
 * MAX_VARIETY_REDRAWS; // 64
 */
export const MAX_VARIETY_REDRAWS = 64;

/**
 * The seed of the `i`-th re-draw of the state at `step` (0 and 1 are those of the secrecy law).
 *
 * @example
 * redrawSeed(7, 1); // 1000010
 */
export function redrawSeed(step: number, i: number): number {
  return step + i * 1000003;
}

/** A card's key, for counting (cards are compared by value). */
const key = (card: unknown): string => JSON.stringify(card) ?? "undefined";

/** The counts of each card in a list, by key. */
function counts(cards: readonly unknown[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const c of cards) out.set(key(c), (out.get(key(c)) ?? 0) + 1);
  return out;
}

/** The unknown cards of a zone: its cards less one copy of each known card. */
function unknownCards(zone: HiddenZone<unknown>): Map<string, number> {
  const all = counts(zone.cards);
  for (const k of (zone.known ?? []).map(key)) {
    const n = all.get(k) ?? 0;
    if (n > 1) all.set(k, n - 1);
    else all.delete(k);
  }
  return all;
}

/** A zone's contents as a multiset (its order aside: a hand's order is seldom what is hidden). */
const contents = (zone: HiddenZone<unknown>): string => zone.cards.map(key).sort().join(",");

/** ln(n!). */
function logFactorial(n: number): number {
  let sum = 0;
  for (let i = 2; i <= n; i++) sum += Math.log(i);
  return sum;
}

/**
 * The chance that a fair re-draw (every way of dealing the unknown cards among the zones' unknown
 * places equally likely) leaves every zone holding the same cards: the multivariate hypergeometric
 * probability of the zones' present contents. 1 when only one arrangement is possible.
 *
 * @example
 * stayChance([{ cards: ["A"] }, { cards: ["B"] }]); // 0.5
 */
export function stayChance(zones: readonly HiddenZone<unknown>[]): number {
  const unknown = zones.map(unknownCards);
  const pool = new Map<string, number>();
  let total = 0;
  let lnSame = 0;
  for (const zone of unknown) {
    let size = 0;
    for (const [k, n] of zone) {
      pool.set(k, (pool.get(k) ?? 0) + n);
      size += n;
      lnSame -= logFactorial(n);
    }
    lnSame += logFactorial(size);
    total += size;
  }
  let lnAll = logFactorial(total);
  for (const n of pool.values()) lnAll -= logFactorial(n);
  return Math.min(1, Math.exp(lnSame - lnAll));
}

/**
 * Law 11's variety check for one viewer at one state: `redrawn` are the re-draws the secrecy law
 * made (seeds 0 and 1 of {@link redrawSeed}); more are drawn, up to what a fair re-draw needs to
 * vary with a chance of failing below {@link VARIETY_FALSE_ALARM}, until one varies.
 *
 * @example
 * checkRedrawVariety(ctx, state, viewer, step, redrawn, options.hiddenZones);
 */
export function checkRedrawVariety<C extends GameConfig, S, A, V>(
  ctx: LawContext<C, S, A, V>,
  state: S,
  viewer: Viewer,
  step: number,
  redrawn: readonly S[],
  hiddenZones: (state: S, viewer: Viewer) => readonly HiddenZone<unknown>[],
): void {
  const { game } = ctx;
  const redraw = game.redrawHidden;
  if (redraw === undefined) return;
  const who = viewerName(viewer);
  const zonesOf = (s: S, what: string) => guarded("redraw", `hiddenZones for ${who} on ${what} at step ${step}`, () => hiddenZones(s, viewer));
  const real = zonesOf(state, "the state");
  // Each zone's contents, worked out when first compared (most re-draws differ in the first zone).
  const realContents: (string | undefined)[] = [];
  const realContent = (z: number): string => (realContents[z] ??= contents(real[z] as HiddenZone<unknown>));
  /** Whether the re-drawn state varies the zones; fails when it loses what the viewer can see of them. */
  const varies = (r: S, seed: number): boolean => {
    const zones = zonesOf(r, "a re-drawn state");
    const at = `redrawHidden for ${who} at step ${step} (seed ${seed})`;
    if (zones.length !== real.length) fail("redraw", `${at} gives ${zones.length} hidden zones where the state has ${real.length} (hiddenZones): it changed what ${who} can see`);
    real.forEach((zone, z) => {
      const other = zones[z] as HiddenZone<unknown>;
      if (other.cards.length !== zone.cards.length) {
        fail("redraw", `${at} leaves ${other.cards.length} cards in hidden zone ${z} (hiddenZones), which holds ${zone.cards.length}: it changed what ${who} can see`);
      }
      if (zone.known === undefined || zone.known.length === 0) return;
      const there = counts(other.cards);
      for (const card of zone.known ?? []) {
        const n = there.get(key(card)) ?? 0;
        if (n === 0) fail("redraw", `${at} takes ${showValue(card)} out of hidden zone ${z} (hiddenZones), though ${who} knows it is there: it changed what ${who} can see`);
        there.set(key(card), n - 1);
      }
    });
    return zones.some((zone, z) => contents(zone) !== realContent(z));
  };
  let drawn = 0;
  for (const r of redrawn) {
    if (varies(r, redrawSeed(step, drawn))) return;
    drawn++;
  }
  const stay = stayChance(real);
  if (stay >= 1) return; // one arrangement only: nothing to vary
  const needed = Math.ceil(Math.log(VARIETY_FALSE_ALARM) / Math.log(stay));
  if (needed > MAX_VARIETY_REDRAWS) return; // too few arrangements to tell a fair re-draw from one that never varies
  for (; drawn < needed; drawn++) {
    const seed = redrawSeed(step, drawn);
    const r = deepFreeze(guarded("redraw", `redrawHidden for ${who} at step ${step}`, () => redraw(state, viewer, seed)));
    if (varies(r, seed)) return;
  }
  const unknown = real.reduce((n, zone) => n + [...unknownCards(zone).values()].reduce((a, b) => a + b, 0), 0);
  fail(
    "redraw",
    `redrawHidden for ${who} at step ${step} never varies what ${who} cannot see: in ${drawn} re-draws, each of the ${real.length} hidden zones (hiddenZones) held the same cards as in the state, ` +
      `though its ${unknown} unknown cards can be dealt among them in other ways (a fair re-draw keeps them all in place with a chance of ${stay.toPrecision(2)}). ` +
      `It re-draws too little: the secrecy law compares ${who}'s view with views of re-drawn states, so a view that shows what the re-draw leaves in place (another seat's hand) would pass it`,
  );
}
