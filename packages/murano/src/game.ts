/**
 * The Murano rule module: the value that satisfies the `@laguna/core` game contract.
 *
 * @module
 */
import { defineGame, rngField } from "@laguna/core";
import { type MuranoAction, MuranoActionC, describeAction } from "./actions";
import { CONFIG_OPTIONS, type MuranoConfig, MuranoConfigC, defaultConfig } from "./config";
import { render } from "./render";
import { finalOutcome, scoreSheet } from "./scoring";
import { setup } from "./setup";
import { type MuranoState, MuranoStateC } from "./state";
import { activePlayers, apply, legalActions } from "./turn";
import { type MuranoView, MuranoViewC, redrawHidden, view } from "./view";

/** The street tiles left in the piles. */
function streetCount(state: MuranoState): number {
  let n = 0;
  for (const pile of state.piles) n += pile.length;
  return n;
}

/** Whether an action revealed hidden information or drew from a deck or pile (then it cannot be undone). */
function revealsNothing(before: MuranoState, after: MuranoState): boolean {
  // Lengths only, and no `flat()` (it was a quarter of the engine's time per step).
  return (
    streetCount(before) === streetCount(after) &&
    before.shopStack.length === after.shopStack.length &&
    before.palaceStack.length === after.palaceStack.length &&
    before.characterDeck.length === after.characterDeck.length &&
    before.specialDeck.length === after.specialDeck.length &&
    after.step.kind !== "search" &&
    after.step.kind !== "recruit" &&
    after.step.kind !== "specialCard"
  );
}

/**
 * Murano (Inka & Markus Brand, Lookout / Mayfair 2014) for 2 to 4 players.
 *
 * A game of this module can in principle last for ever (players may pass), so `maxActions` is a
 * generous bound for random play rather than a rule: 600 turns of at most 12 actions each.
 *
 * @example
 * import { createMatch } from "@laguna/core";
 * const match = createMatch(murano, murano.defaultConfig(4), 42);
 * @category Game
 */
export const murano = defineGame<MuranoConfig, MuranoState, MuranoAction, MuranoView>({
  id: "murano",
  version: "0.1.0",
  name: "Murano",
  playerCounts: [2, 3, 4],
  capabilities: { hiddenInformation: true, chance: true, simultaneousMoves: false },
  codecs: { config: MuranoConfigC, state: MuranoStateC, action: MuranoActionC, view: MuranoViewC },
  configOptions: CONFIG_OPTIONS,
  defaultConfig,
  maxActions: () => 600 * 12,
  setup,
  activePlayers,
  legalActions,
  apply,
  view,
  outcome: (state) => (state.step.kind === "over" ? finalOutcome(state) : undefined),
  scoreSheet,
  describeAction,
  rng: rngField<MuranoState>(),
  isUndoable: (before, _seat, _action, after) => revealsNothing(before, after),
  redact: (action, actor, viewer, before) => {
    if (viewer === actor) return undefined;
    if (action.type === "keep") {
      const drawn = before.step.kind === "recruit" ? before.step.options.length : 0;
      return `keeps one of the ${drawn} drawn characters and returns ${Math.max(0, drawn - 1)} to the bottom of the deck`;
    }
    if (action.type === "pick") return "takes a tile from the stack";
    return undefined;
  },
  redrawHidden,
  render,
});

/**
 * The rule module under the name every Laguna package uses.
 *
 * @example
 * import { game } from "@laguna/murano";
 * @category Game
 */
export const game = murano;
