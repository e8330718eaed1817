/**
 * The games the playground offers: each rule module with its own evaluation (for the bots) and
 * its drawing. Adding a game is one entry here and one drawing module.
 *
 * @module
 */
import type { Evaluation } from "@laguna/bots";
import type { AnyGame } from "@laguna/core";
import * as murano from "@laguna/murano";
import * as lightMasters from "@laguna/murano-light-masters";
import * as burano from "@laguna/walking-in-burano";
import type { Drawer } from "./draw/drawer";
import { drawBurano } from "./draw/burano";
import { drawLightMasters } from "./draw/light-masters";
import { drawMurano } from "./draw/murano";

/** One playable game: the rule module, its evaluation for the bots, and how it is drawn. */
export interface GameKit {
  /** The rule module. */
  readonly game: AnyGame;
  /** The package's own evaluation, for the greedy bot. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly evaluate: Evaluation<any>;
  /** Draws a view as a picture, with the places a legal action can be clicked on. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly draw: Drawer<any, any>;
}

/** Every game, in menu order. */
export const KITS: readonly GameKit[] = [
  { game: burano.game, evaluate: burano.evaluate, draw: drawBurano },
  { game: lightMasters.game, evaluate: lightMasters.evaluate, draw: drawLightMasters },
  { game: murano.game, evaluate: murano.evaluate, draw: drawMurano },
];

/** The kit of a game id, or `undefined`. */
export function kitFor(id: string): GameKit | undefined {
  return KITS.find((k) => k.game.id === id);
}
