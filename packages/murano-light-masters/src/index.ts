/**
 * `@laguna/murano-light-masters`: *Murano: Light Masters* (Carlo Camarotto and Francesco Testini,
 * Matagot 2021) for Laguna, following the team's rules specification (draft v1).
 *
 * **Status: complete.** The data, config, state, setup, views, the turn machine (§2.4–§2.10:
 * Selector, take with R13 substitutes, Exchange, Buy, Sell, completions with W wild and the
 * two-completion bonus, reorder, Ring steps, the Workbench limit, end of game and scoring) and
 * the 16 Advantages (§3: `activate` in each card's timing window, the Advantages declared with a
 * Negotiate action, Mago's and Oportunista's follow-ups) exist, and `game` satisfies the
 * `@laguna/core` contract.
 *
 * - Data: the fragment supply, the constants, hand sizes, Lira tokens, the inner circle and both
 *   Ring sides, the Markets and their Ring links, the 24 Creation cards, the 16 Advantage cards
 *   (their mechanisms and amounts) and the 4 Category tiles, read from `data/*.json` and checked by io-ts codecs
 *   when the module loads. Every record carries its provenance; the board sequences, the Market
 *   links and the Creation cards are RECONSTRUCTED (spec §4), not printed fact.
 * - Config: `defaultConfig`, `LightMastersConfigC` and `CONFIG_OPTIONS`, with every ruling flag of §5.
 * - State: `LightMastersStateC`, which checks ids against the data and the conservation invariants;
 *   `checkState(state, config)`, whether such a state can occur in a game with that config.
 * - Setup: `setup(config, seed)`, deterministic from the seed (§2.3).
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
export * from "./evaluate";
