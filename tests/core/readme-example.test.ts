// The README's ten-line example, kept here so that it stays true.
import { act, createMatch, legalActions, outcome, playerView } from "@laguna/core";
import { either } from "fp-ts";
import { expect, it } from "vitest";
import { ticTacToe } from "../fixtures/tic-tac-toe";

it("the README example runs as written", () => {
  let match = createMatch(ticTacToe, ticTacToe.defaultConfig(2), 42); // game, config, seed
  if (either.isLeft(match)) throw new Error(match.left.message);
  match = act(match.right, 0, { type: "mark", cell: 4 }); // untrusted input is decoded
  if (either.isLeft(match)) throw new Error(match.left.message);
  expect(legalActions(match.right, 1)).toHaveLength(8);
  expect(playerView(match.right, 1).board[4]).toBe("X");
  expect(outcome(match.right)).toBeUndefined();
  const again = act(match.right, 1, { type: "mark", cell: 4 });
  expect(either.isLeft(again) && again.left.message).toBe("Square 4 is already taken.");
});
