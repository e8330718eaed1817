/**
 * The games the playground offers: each rule module with its evaluation (rules.ts) and its
 * drawing. Adding a game is one entry in rules.ts, one here and one drawing module.
 *
 * @module
 */
import type { Drawer } from "./draw/drawer";
import { drawBurano } from "./draw/burano";
import { drawLightMasters } from "./draw/light-masters";
import { drawMurano } from "./draw/murano";
import { RULES, type RuleKit } from "./rules";

/** One playable game: the rule module, its evaluation for the bots, and how it is drawn. */
export interface GameKit extends RuleKit {
  /** Draws a view as a picture, with the places a legal action can be clicked on. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly draw: Drawer<any, any>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const DRAWERS: Readonly<Record<string, Drawer<any, any>>> = {
  "walking-in-burano": drawBurano,
  "murano-light-masters": drawLightMasters,
  murano: drawMurano,
};

/** Every game, in menu order. */
export const KITS: readonly GameKit[] = RULES.flatMap((rules) => {
  const draw = DRAWERS[rules.game.id];
  return draw === undefined ? [] : [{ ...rules, draw }];
});

/** The kit of a game id, or `undefined`. */
export function kitFor(id: string): GameKit | undefined {
  return KITS.find((k) => k.game.id === id);
}
