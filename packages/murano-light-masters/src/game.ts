/**
 * The Murano: Light Masters rule module: the value that satisfies the `@laguna/core` game
 * contract.
 *
 * @module
 */
import { type Seat, type Viewer, defineGame, rngField, type GameWith, type Match } from "@laguna/core";
import { type LightMastersAction, LightMastersActionC, activationOf, describeAction } from "./actions";
import { checkState } from "./check";
import { CONFIG_OPTIONS, GAME_NAME, type LightMastersConfig, LightMastersConfigC, OPTION_DOCS, PLAYER_COUNTS, defaultConfig } from "./config";
import { CONSTANTS, CREATION_CARDS } from "./data";
import { RULES_VERSION, migrate } from "./migrate";
import { finalOutcome, scoreSheet } from "./scoring";
import { render } from "./render";
import { setup } from "./setup";
import { type LightMastersState, LightMastersStateC } from "./state";
import { activePlayers, apply, legalActions } from "./turn";
import { type LightMastersView, LightMastersViewC, redrawHidden, view } from "./view";

/**
 * The most actions of one turn apart from paid any-time moves and Advantages: turn the Selector,
 * take, a return, a Negotiate action, a return, end the turn (completions are counted per card).
 */
const FIXED_ACTIONS_PER_TURN = 1 + 1 + 1 + 1 + 1 + 1;
/**
 * The most actions one activation can bring, each creation card activating once: the activation,
 * up to 5 `arrange` steps (Mago, a hand of 6) or a second swap (Oportunista), a return after a
 * gain, and what it unlocks: one more take or Negotiate action with its return.
 */
const ACTIONS_PER_ACTIVATION = 1 + 5 + 1 + 2;
/**
 * The most Lira one card can bring in its life: its completion (a value of 8, the two-completion
 * bonus, Fama's 2) and its activation (at most 4: Mercader's Sell, Favoritismo's 3).
 */
const MAX_LIRA_PER_CARD = CONSTANTS.workbenchCapacity + CONSTANTS.multiCompletionBonus + 2 + 4;

/**
 * An upper bound on the actions of any game: `Infinity` under the printed rules (`roundLimit:
 * null`, the default: a game between players who never empty a hand never ends; tools that play
 * unattended stop at their own step limit and report it unfinished). With our house rule
 * `roundLimit`: at most `config.roundLimit` rounds of fixed steps;
 * per Creation card (24) one completion and one activation with its follow-ups; plus one paid move
 * (reorder, Ring step, Repetir, Privilegio, Oportunista swap: 1Ł at least each) per Lira that
 * ever exists: the starting Lira, at most 4Ł per Sell (one a turn, and one more per activation)
 * and what each card brings.
 *
 * @example
 * maxActions(defaultConfig(2)); // Infinity: no round limit, as printed
 * maxActions({ ...defaultConfig(2), roundLimit: 20 }) > 0; // true
 * @category Game
 */
export function maxActions(config: LightMastersConfig): number {
  if (config.roundLimit === null) return Number.POSITIVE_INFINITY;
  const turns = config.roundLimit * config.playerCount;
  const cards = CREATION_CARDS.length;
  const sells = turns + cards;
  const lira = CONSTANTS.startLira * config.playerCount + sells * 4 + cards * MAX_LIRA_PER_CARD;
  return turns * FIXED_ACTIONS_PER_TURN + cards * (1 + ACTIONS_PER_ACTIVATION) + lira;
}

/**
 * What another player (or a spectator) may read of an action in the log (ruling R29 of
 * docs/games/murano-light-masters.md): the hand's order is hidden, so they see that the first card
 * moved (`reorderFirst`) or that a card was placed in Mago's rearrangement (`arrange`), not where.
 * Everything else is public (`undefined`).
 *
 * @example
 * redact({ type: "arrange", index: 3 }, 0, 1); // "placed a card of their hand in a new position (Mago)"
 * redact({ type: "arrange", index: 3 }, 0, 0); // undefined: the actor sees their own choice
 * @category Game
 */
export function redact(action: LightMastersAction, actor: Seat, viewer: Viewer): string | undefined {
  if (viewer === actor) return undefined;
  if (action.type === "reorderFirst") return "moved their first creation to another position for 1Ł";
  if (action.type === "arrange") return "placed a card of their hand in a new position (Mago)";
  return undefined;
}

/**
 * Whether an action may be taken back (the engine already refuses actions that drew at random).
 * A completion reveals the first card of a hidden hand to everyone, so it cannot be undone; every
 * other action shows nothing the others did not know.
 *
 * @example
 * isUndoable(before, 0, { type: "complete", payment }, after); // false
 * isUndoable(before, 0, { type: "rotateRing" }, after); // true
 * @category Game
 */
export function isUndoable(_before: LightMastersState, _seat: Seat, action: LightMastersAction, _after: LightMastersState): boolean {
  return action.type !== "complete";
}

/**
 * The optional hooks of core's `Game` contract this module implements: typed as present on
 * {@link lightMasters} (`lightMasters.render(view)`, `lightMasters.scoreSheet(state)` need no `?.`).
 *
 * @example
 * const hook: LightMastersHooks = "scoreSheet";
 * @category Game
 */
export type LightMastersHooks =
  | "configOptions"
  | "scoreSheet"
  | "turnNumber"
  | "render"
  | "rng"
  | "redrawHidden"
  | "redact"
  | "isUndoable"
  | "checkState"
  | "migrate"
  | "endCondition"
  | "content";

/**
 * The type of the rule module: core's `Game` contract over this game's config, state, action
 * and view, with its {@link LightMastersHooks} present.
 *
 * @example
 * import type { LightMastersGame } from "@laguna/murano-light-masters";
 * const rules: LightMastersGame = lightMasters;
 * @category Game
 */
export type LightMastersGame = GameWith<LightMastersConfig, LightMastersState, LightMastersAction, LightMastersView, LightMastersHooks>;

/**
 * A match of this game (`createMatch(lightMasters, …)` returns one): core's `Match` over this
 * game's config, state, action and view.
 *
 * @example
 * import { createMatch } from "@laguna/core";
 * import { type LightMastersMatch, lightMasters } from "@laguna/murano-light-masters";
 * const created = createMatch(lightMasters, lightMasters.defaultConfig(2), 7); // Either<EngineError, LightMastersMatch>
 * @category Game
 */
export type LightMastersMatch = Match<LightMastersConfig, LightMastersState, LightMastersAction, LightMastersView>;

/**
 * Murano: Light Masters (Camarotto & Testini, Matagot 2021) for 2 to 4 players, with the 16
 * Advantages.
 *
 * @example
 * import { createMatch } from "@laguna/core";
 * const match = createMatch(lightMasters, lightMasters.defaultConfig(3), 42);
 * @category Game
 */
export const lightMasters: LightMastersGame = defineGame({
  id: "murano-light-masters",
  version: RULES_VERSION,
  name: GAME_NAME,
  playerCounts: PLAYER_COUNTS,
  capabilities: { hiddenInformation: true, chance: true, simultaneousMoves: false },
  codecs: { config: LightMastersConfigC, state: LightMastersStateC, action: LightMastersActionC, view: LightMastersViewC },
  configOptions: CONFIG_OPTIONS,
  optionDocs: OPTION_DOCS,
  defaultConfig,
  maxActions,
  setup,
  activePlayers,
  legalActions,
  apply,
  view,
  outcome: finalOutcome,
  scoreSheet,
  turnNumber: (state) => state.players.reduce((sum, p) => sum + p.turns, 0),
  render,
  describeAction,
  rng: rngField<LightMastersState>(),
  redrawHidden,
  redact,
  isUndoable,
  checkState,
  migrate,
  // handEmpty: a hand emptied and its round was played out (ruling R30); roundLimit: the opt-in
  // house rule's last round ended first.
  endCondition: (state) => (state.phase !== "GameOver" ? undefined : state.endTriggered ? "handEmpty" : "roundLimit"),
  // The Advantages (by card) and the Category tiles a completed creation activates, with an
  // `activate` action or declared with a Negotiate action (R22), held once activated (the used pile).
  content: {
    taken: (state, _seat, action) => {
      const activation = activationOf(action);
      return activation === undefined ? [] : [`advantage:${state.tiles[activation.tile]}`, `category:${activation.tile}`];
    },
    held: (state, seat) => (state.players[seat]?.used ?? []).flatMap((u) => [`advantage:${state.tiles[u.tile]}`, `category:${u.tile}`]),
  },
});

/**
 * The rule module under the name every Laguna package uses.
 *
 * @example
 * import { game } from "@laguna/murano-light-masters";
 * @category Game
 */
export const game = lightMasters;
