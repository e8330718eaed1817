/**
 * `@laguna/murano-light-masters`: *Murano: Light Masters* (Carlo Camarotto and Francesco Testini,
 * Matagot 2021) for Laguna, following `shared/rules/murano-light-masters.md`.
 *
 * **What exists so far: the data, the config, the state, setup and the per-player views. The turn
 * machine (the actions, the reducer, legal actions, end of game and scoring) does not exist yet**,
 * so this package is not yet a playable rule module.
 *
 * - Data: the fragment supply, the constants, hand sizes, Lira tokens, the inner circle and both
 *   Ring sides, the Markets and their Ring links, the 24 Creation cards, the 16 Advantage cards
 *   (metadata only) and the 4 Category tiles, read from `data/*.json` and checked by io-ts codecs
 *   when the module loads. Every record carries its provenance; the board sequences, the Market
 *   links and the Creation cards are RECONSTRUCTED (spec §4), not printed fact.
 * - Config: `defaultConfig`, `LightMastersConfigC` and `CONFIG_OPTIONS`, with every ruling flag of §5.
 * - State: `LightMastersStateC`, which checks ids against the data and the conservation invariants.
 * - Setup: `setup(config, seed)`, deterministic from the seed (§2.3).
 * - Views: `view(state, viewer)` and `redrawHidden(state, viewer, seed)` (R29).
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
