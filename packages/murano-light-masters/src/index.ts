/**
 * `@laguna/murano-light-masters`: the component data of *Murano: Light Masters* (Carlo Camarotto
 * and Francesco Testini, Matagot 2021), typed and validated.
 *
 * **This package holds the data only, so far: the rule module (setup, actions, the reducer, views
 * and scoring) is not implemented yet.** What is here: the fragment supply, the constants, hand
 * sizes, Lira tokens, the inner circle and both Ring sides, the Markets and their Ring links, the
 * 24 Creation cards, the 16 Advantage cards (metadata only) and the 4 Category tiles, read from
 * `data/*.json` and checked by io-ts codecs when the module loads. Every record carries its
 * provenance; the board sequences, the Market links and the Creation cards are RECONSTRUCTED
 * (`shared/rules/murano-light-masters.md` §4), not printed fact.
 *
 * @example
 * import { creationCard, advantageCard, ringAt } from "@laguna/murano-light-masters";
 * creationCard("HOU-1").needs; // "GGGR"
 * advantageCard(2).es; // "Obsequio"
 * ringAt("A", 0, 3); // "W"
 *
 * @packageDocumentation
 */
export * from "./data";
