/**
 * `@laguna/examples`: two small, complete rule modules to learn Laguna from and to try the engine,
 * the test kit and the bots on.
 *
 * - {@link ticTacToe}: perfect information, no chance, two options (misère, who starts).
 * - {@link stash}: a card game for 2 to 4 players with hidden hands, a shuffled deck, a seeded
 *   generator in the state, per-player views, redacted log entries and undo.
 *
 * @example
 * import { act, createMatch, legalActions } from "@laguna/core";
 * import * as either from "fp-ts/lib/Either.js";
 * import { ticTacToe } from "@laguna/examples";
 *
 * const match = createMatch(ticTacToe, ticTacToe.defaultConfig(2), 42);
 * const next = either.flatMap(match, (m) => act(m, 0, { type: "mark", cell: 4 }));
 * if (either.isRight(next)) console.log(legalActions(next.right, 1).length); // 8
 *
 * @packageDocumentation
 */
export {
  type TicTacToeAction,
  TicTacToeActionC,
  type TicTacToeConfig,
  TicTacToeConfigC,
  type TicTacToeState,
  TicTacToeStateC,
  ticTacToe,
} from "./tic-tac-toe";
export {
  STASH_CARDS,
  type StashAction,
  StashActionC,
  type StashConfig,
  StashConfigC,
  type StashPileView,
  type StashPlayer,
  type StashPlayerView,
  type StashState,
  StashStateC,
  type StashView,
  StashViewC,
  stash,
  stashCardValue,
} from "./stash";
