/**
 * The Murano rule module: the value that satisfies the `@laguna/core` game contract.
 *
 * @module
 */
import { defineGame, rngField, type GameWith, type Match } from "@laguna/core";
import { type MuranoAction, MuranoActionC, describeAction } from "./actions";
import { checkState } from "./check-state";
import { CONFIG_OPTIONS, GAME_NAME, type MuranoConfig, MuranoConfigC, OPTION_DOCS, PLAYER_COUNTS, defaultConfig } from "./config";
import { tileKind } from "./data";
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

/** Whether a tile's face is hidden while it is in a hand (shops and palaces, bought face down). */
const faceDown = (tile: string): boolean => {
  const kind = tileKind(tile);
  return kind === "shop" || kind === "palace";
};

/**
 * Whether the action showed everyone something hidden: a character card scored at the end, or a
 * shop or palace built from a hand (its face was its owner's until then).
 */
function reveals(before: MuranoState, action: MuranoAction): boolean {
  switch (action.type) {
    case "score":
      return true;
    case "placeBuilding":
      return faceDown(action.tile);
    case "placeBought":
      return before.step.kind === "finalPlace" && faceDown(before.step.tile);
    default:
      return false;
  }
}

/**
 * Whether final scoring has started (or the game is over) after the action. Nothing from there on
 * can be taken back: final scoring shows the characters, one by one and, once the game is over,
 * every player's; even the step that opens it tells the table who can still score a card (those
 * who cannot are finished at once). The step that ends the last turn is therefore final,
 * whatever it is (a pass, the end of a Build, an Income…).
 */
function scoringStarted(after: MuranoState): boolean {
  return after.step.kind === "scoring" || after.step.kind === "over";
}

/**
 * Whether an action can be taken back: final scoring has not started (see {@link scoringStarted}),
 * and the action drew from no deck or pile, opened no private choice (search, recruit, special
 * card) and revealed nothing (see {@link reveals}).
 */
function revealsNothing(before: MuranoState, action: MuranoAction, after: MuranoState): boolean {
  // Lengths only, and no `flat()` (it was a quarter of the engine's time per step).
  return (
    !scoringStarted(after) &&
    !reveals(before, action) &&
    (before.piles === after.piles || streetCount(before) === streetCount(after)) &&
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
 * The optional hooks of core's `Game` contract this module implements: typed as present on
 * {@link murano} (`murano.render(view)`, `murano.scoreSheet(state)` need no `?.`).
 *
 * @example
 * const hook: MuranoHooks = "scoreSheet";
 * @category Game
 */
export type MuranoHooks =
  | "configOptions"
  | "scoreSheet"
  | "turnNumber"
  | "rng"
  | "checkState"
  | "isUndoable"
  | "redact"
  | "redrawHidden"
  | "render"
  | "endCondition"
  | "content";

/**
 * The type of the rule module: core's `Game` contract over this game's config, state, action
 * and view, with its {@link MuranoHooks} present.
 *
 * @example
 * import type { MuranoGame } from "@laguna/murano";
 * const rules: MuranoGame = murano;
 * @category Game
 */
export type MuranoGame = GameWith<MuranoConfig, MuranoState, MuranoAction, MuranoView, MuranoHooks>;

/**
 * A match of this game (`createMatch(murano, …)` returns one): core's `Match` over this
 * game's config, state, action and view.
 *
 * @example
 * import { createMatch } from "@laguna/core";
 * import { type MuranoMatch, murano } from "@laguna/murano";
 * const created = createMatch(murano, murano.defaultConfig(2), 7); // Either<EngineError, MuranoMatch>
 * @category Game
 */
export type MuranoMatch = Match<MuranoConfig, MuranoState, MuranoAction, MuranoView>;

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
export const murano: MuranoGame = defineGame({
  id: "murano",
  version: "0.1.0",
  name: GAME_NAME,
  playerCounts: PLAYER_COUNTS,
  capabilities: { hiddenInformation: true, chance: true, simultaneousMoves: false },
  codecs: { config: MuranoConfigC, state: MuranoStateC, action: MuranoActionC, view: MuranoViewC },
  configOptions: CONFIG_OPTIONS,
  optionDocs: OPTION_DOCS,
  defaultConfig,
  maxActions: () => 600 * 12,
  setup,
  activePlayers,
  legalActions,
  apply,
  view,
  outcome: (state) => (state.step.kind === "over" ? finalOutcome(state) : undefined),
  scoreSheet,
  turnNumber: (state) => state.turn,
  describeAction,
  rng: rngField<MuranoState>(),
  checkState,
  isUndoable: (before, _seat, action, after) => revealsNothing(before, action, after),
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
  // The rulebook's one end (*End of the Game and Scoring*): two different stack types empty.
  endCondition: (state) => (state.step.kind === "over" ? "twoStacksEmpty" : undefined),
  // Character cards (kept when recruiting; held in hand or scored) and special building cards.
  content: {
    taken: (_state, _seat, action) =>
      action.type === "keep" ? [`character:${action.card}`] : action.type === "chooseSpecial" ? [`special:${action.card}`] : [],
    held: (state, seat) => {
      const p = state.players[seat];
      if (p === undefined) return [];
      return [...p.characters, ...p.scored.map((s) => s.card)].map((c) => `character:${c}`).concat(p.specialCards.map((o) => `special:${o.card}`));
    },
  },
});

/**
 * The rule module under the name every Laguna package uses.
 *
 * @example
 * import { game } from "@laguna/murano";
 * @category Game
 */
export const game = murano;
