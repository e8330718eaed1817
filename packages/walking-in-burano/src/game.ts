/**
 * The Walking in Burano rule module: the value that satisfies the `@laguna/core` game contract.
 *
 * @module
 */
import { defineGame, rngField, type GameWith, type Match } from "@laguna/core";
import { type BuranoAction, BuranoActionC, describeAction } from "./actions";
import { checkState } from "./check-state";
import { type BuranoConfig, BuranoConfigC, CONFIG_OPTIONS, GAME_NAME, OPTION_DOCS, PLAYER_COUNTS, defaultConfig } from "./config";
import { characterCard } from "./data";
import { finalOutcome, finalScoreSheet } from "./final-scoring";
import { render } from "./render";
import { setup } from "./setup";
import { type BuranoState, BuranoStateC } from "./state";
import { revealsSupplyCards } from "./supply";
import { activePlayers, apply, legalActions } from "./turn";
import { type BuranoView, BuranoViewC, redrawHidden, view } from "./view";

/**
 * The most actions of one turn: acquire, 3 placements, 4 scaffold arrangements, end build,
 * 5 visits, 3 returns, a solo removal.
 */
const MAX_ACTIONS_PER_TURN = 1 + 3 + 4 + 1 + 5 + 3 + 1;
/** A solo game lasts at most 15 turns (one character leaves after each). */
const SOLO_TURNS = 15;

/**
 * The optional hooks of core's `Game` contract this module implements: typed as present on
 * {@link walkingInBurano} (`walkingInBurano.render(view)`, `walkingInBurano.scoreSheet(state)` need no `?.`).
 *
 * @example
 * const hook: BuranoHooks = "scoreSheet";
 * @category Game
 */
export type BuranoHooks =
  | "configOptions"
  | "scoreSheet"
  | "checkState"
  | "rng"
  | "isUndoable"
  | "redact"
  | "turnNumber"
  | "redrawHidden"
  | "render"
  | "endCondition"
  | "content";

/**
 * The type of the rule module: core's `Game` contract over this game's config, state, action
 * and view, with its {@link BuranoHooks} present.
 *
 * @example
 * import type { BuranoGame } from "@laguna/walking-in-burano";
 * const rules: BuranoGame = walkingInBurano;
 * @category Game
 */
export type BuranoGame = GameWith<BuranoConfig, BuranoState, BuranoAction, BuranoView, BuranoHooks>;

/**
 * A match of this game (`createMatch(walkingInBurano, …)` returns one): core's `Match` over this
 * game's config, state, action and view.
 *
 * @example
 * import { createMatch } from "@laguna/core";
 * import { type BuranoMatch, walkingInBurano } from "@laguna/walking-in-burano";
 * const created = createMatch(walkingInBurano, walkingInBurano.defaultConfig(2), 7); // Either<EngineError, BuranoMatch>
 * @category Game
 */
export type BuranoMatch = Match<BuranoConfig, BuranoState, BuranoAction, BuranoView>;

/**
 * Walking in Burano (Wei-Min Ling, EmperorS4 2018) for 1 to 4 players.
 *
 * `maxActions`: a solo game lasts at most 15 turns; a multiplayer game with our house rule
 * (`roundLimit: n`, ruling R31 of docs/games/walking-in-burano.md) at most `n` rounds; under the
 * printed rules (`roundLimit: null`, the default) a multiplayer game has no bound (it can
 * deadlock), and `maxActions` is `Infinity`. Tools that
 * play unattended (core `playout`, the CLI's `simulate`, the law kit) then stop at their own step
 * limit and report the game as unfinished.
 *
 * @example
 * import { createMatch } from "@laguna/core";
 * const match = createMatch(walkingInBurano, walkingInBurano.defaultConfig(3), 42);
 * @category Game
 */
export const walkingInBurano: BuranoGame = defineGame({
  id: "walking-in-burano",
  version: "0.1.0",
  name: GAME_NAME,
  playerCounts: PLAYER_COUNTS,
  capabilities: { hiddenInformation: true, chance: true, simultaneousMoves: false },
  codecs: { config: BuranoConfigC, state: BuranoStateC, action: BuranoActionC, view: BuranoViewC },
  configOptions: CONFIG_OPTIONS,
  optionDocs: OPTION_DOCS,
  defaultConfig,
  maxActions: (config) => {
    if (config.playerCount === 1) return SOLO_TURNS * MAX_ACTIONS_PER_TURN;
    return config.roundLimit === null ? Number.POSITIVE_INFINITY : config.roundLimit * config.playerCount * MAX_ACTIONS_PER_TURN;
  },
  setup,
  activePlayers,
  legalActions,
  apply,
  view,
  outcome: (state) => (state.phase === "over" ? finalOutcome(state.players, state.config) : undefined),
  scoreSheet: (state) => finalScoreSheet(state.players, state.config, state.phase === "over"),
  describeAction,
  // Run by the engine on states it did not make (a custom start state, a saved one): never in play.
  checkState,
  rng: rngField<BuranoState>(),
  // Refilling the supply reveals new cards from the decks: that cannot be taken back. Only the end
  // of a round refills it, in a step that ends a turn: an acquisition only takes cards, and a step
  // that leaves the rows as they were (the same array) shows nothing new, so neither needs the scan.
  isUndoable: (before, _seat, action, after) =>
    action.type === "acquire" || after.supply === before.supply || !revealsSupplyCards(before.supply, after.supply),
  redact: (action, actor, viewer) =>
    action.type === "returnCard" && viewer !== actor ? "returned a card to the bottom of its deck" : undefined,
  turnNumber: (state) => state.turns,
  redrawHidden,
  render,
  // Why the game ended, as the state records it: fiveHouses, noCharacters (solo), supplyEmpty or
  // anyDeckEmpty (ruling R4, by deckExhaustionEnd), roundLimit (the opt-in house rule R31).
  endCondition: (state) => (state.phase === "over" ? (state.ended ?? undefined) : undefined),
  // The characters, by type: chosen as a completed house's visitor, held while they visit.
  content: {
    taken: (_state, _seat, action) => (action.type === "chooseCharacter" ? [`character:${action.character}`] : []),
    held: (state, seat) =>
      (state.players[seat]?.area.columns ?? []).flatMap((column) => (column.character === null ? [] : [`character:${characterCard(column.character).type}`])),
  },
});

/**
 * The rule module under the name every Laguna package uses.
 *
 * @example
 * import { game } from "@laguna/walking-in-burano";
 * @category Game
 */
export const game = walkingInBurano;
