/**
 * The Murano: Light Masters rule module: the value that satisfies the `@laguna/core` game
 * contract. Advantage activations are not implemented yet (see the turn module).
 *
 * @module
 */
import { defineGame, rngField } from "@laguna/core";
import { type LightMastersAction, LightMastersActionC, describeAction } from "./actions";
import { CONFIG_OPTIONS, type LightMastersConfig, LightMastersConfigC, defaultConfig } from "./config";
import { CONSTANTS, CREATION_CARDS } from "./data";
import { finalOutcome, scoreSheet } from "./scoring";
import { setup } from "./setup";
import { type LightMastersState, LightMastersStateC } from "./state";
import { activePlayers, apply, legalActions } from "./turn";
import { type LightMastersView, LightMastersViewC, redrawHidden, view } from "./view";

/**
 * The most actions of one turn apart from paid any-time moves: turn the Selector, take, a return,
 * a Negotiate action, a return, two completions (8 fragments pay for at most 2), end the turn.
 */
const FIXED_ACTIONS_PER_TURN = 1 + 1 + 1 + 1 + 1 + 2 + 1;
/** The most Lira one completion can pay: a value of 8 plus the two-completion bonus. */
const MAX_COMPLETION_PAY = CONSTANTS.workbenchCapacity + CONSTANTS.multiCompletionBonus;

/**
 * An upper bound on the actions of any game: at most `config.roundLimit` rounds of fixed steps, plus
 * one paid any-time move (reorder, Ring step, 1Ł each) per Lira that ever exists: the starting
 * Lira, 1Ł per Sell (one a turn) and the pay of each of the 24 cards, completed at most once.
 *
 * @example
 * maxActions(defaultConfig(2)) > 0; // true
 * @category Game
 */
export function maxActions(config: LightMastersConfig): number {
  const turns = config.roundLimit * config.playerCount;
  const lira = CONSTANTS.startLira * config.playerCount + turns * CONSTANTS.sellGainTotal + CREATION_CARDS.length * MAX_COMPLETION_PAY;
  return turns * FIXED_ACTIONS_PER_TURN + lira;
}

/**
 * Murano: Light Masters (Camarotto & Testini, Matagot 2021) for 2 to 4 players, without Advantage
 * activations.
 *
 * @example
 * import { createMatch } from "@laguna/core";
 * const match = createMatch(lightMasters, lightMasters.defaultConfig(3), 42);
 * @category Game
 */
export const lightMasters = defineGame<LightMastersConfig, LightMastersState, LightMastersAction, LightMastersView>({
  id: "murano-light-masters",
  version: "0.1.0",
  name: "Murano: Light Masters",
  playerCounts: [2, 3, 4],
  capabilities: { hiddenInformation: true, chance: true, simultaneousMoves: false },
  codecs: { config: LightMastersConfigC, state: LightMastersStateC, action: LightMastersActionC, view: LightMastersViewC },
  configOptions: CONFIG_OPTIONS,
  defaultConfig,
  maxActions,
  setup,
  activePlayers,
  legalActions,
  apply,
  view,
  outcome: finalOutcome,
  scoreSheet,
  describeAction,
  rng: rngField<LightMastersState>(),
  redrawHidden,
  // The hand order is hidden: the others see that the first card moved, not where to.
  redact: (action, actor, viewer) =>
    action.type === "reorderFirst" && viewer !== actor ? "moved their first creation to another position for 1Ł" : undefined,
});

/**
 * The rule module under the name every Laguna package uses.
 *
 * @example
 * import { game } from "@laguna/murano-light-masters";
 * @category Game
 */
export const game = lightMasters;
