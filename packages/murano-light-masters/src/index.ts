/**
 * `@laguna/murano-light-masters`: *Murano: Light Masters* (Carlo Camarotto and Francesco Testini,
 * Matagot 2021) for Laguna, from the Spanish rulebook's text. Where the text leaves a question
 * open we rule on it: the rulings R1 to R35 are stated on the game's page,
 * docs/games/murano-light-masters.md, and the R numbers in this package's comments are those.
 *
 * **Status: complete.** The data, config, state, setup, views, the turn machine (rulebook,
 * *Turno de juego* to *Final de la partida y victoria*: Selector, take with R13 substitutes,
 * Exchange, Buy, Sell, completions with W wild and the two-completion bonus, reorder, Ring steps,
 * the Workbench limit, end of game and scoring) and the 16 Advantages (*Activar una Ventaja* and
 * *Cartas de Ventaja*: `activate` in each card's timing window, the Advantages declared with a
 * Negotiate action, Mago's and Oportunista's follow-ups) exist, and `game` satisfies the
 * `@laguna/core` contract.
 *
 * - Data: the fragment supply, the constants, hand sizes, Lira tokens, the inner circle and both
 *   Ring sides, the Markets and their Ring links, the 24 Creation cards, the 16 Advantage cards
 *   (their mechanisms and amounts) and the 4 Category tiles, read from `data/*.json` and checked by io-ts codecs
 *   when the module loads. Every record carries its provenance; the board sequences, the Market
 *   links and the Creation cards are RECONSTRUCTED (our own design; see the game's page, *Data and
 *   provenance*), not printed fact.
 * - Config: `defaultConfig`, `LightMastersConfigC` and `CONFIG_OPTIONS`, with a flag for each other
 *   plausible reading of a ruling.
 * - State: `LightMastersStateC`, which checks ids against the data and the conservation invariants;
 *   `checkState(state, config)`, whether such a state can occur in a game with that config.
 * - Setup: `setup(config, seed)`, deterministic from the seed (rulebook, *Preparación*).
 * - Views: `view(state, viewer)` and `redrawHidden(state, viewer, seed)` (R29).
 * - Turn: `LightMastersActionC`, `describeAction`, `apply` (who acts and the legal actions of a
 *   state: `lightMasters.activePlayers(state)`, `lightMasters.legalActions(state, seat)`).
 * - Advantages: `advantageMechanic`, `windowOpen`, `activateActions`, `activate` and the follow-ups.
 * - Scoring: `finalOutcome`, `scoreSheet`; the rule module: `lightMasters` (also `game`).
 *
 * @example
 * import { defaultConfig, setup, view, creationCard } from "@laguna/murano-light-masters";
 * const state = setup(defaultConfig(3), 42);
 * view(state, 0).players[1]?.handSize; // 5
 * creationCard("HOU-1").needs; // "GGGR"
 *
 * @packageDocumentation
 */
export * from "./data";
export * from "./config";
export * from "./state";
export * from "./setup";
export * from "./view";
export * from "./fragments";
export * from "./actions";
export * from "./advantages";
export * from "./update";
export { apply, indicatedPair } from "./turn";
export * from "./check";
export * from "./scoring";
export * from "./render";
export * from "./game";
export * from "./migrate";
export * from "./evaluate";
export { lookaheadBudget } from "./lookahead-budget";
