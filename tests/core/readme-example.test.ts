// The README's ten-line example, kept here so that it stays true (with the same imports; the
// example itself also runs from installed tarballs in scripts/test-readme.mjs).
import { act, createMatch, legalActions, outcome, playerView } from "@laguna/core";
import { ticTacToe } from "@laguna/examples";
import * as either from "fp-ts/lib/Either.js";
import { expect, it } from "vitest";

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
