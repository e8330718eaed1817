import { type Match, act, isHiddenHand, playerView, scenarioMatch, undo } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { expect, test } from "vitest";
import { type Action, type Card, type Config, type State, type View, CARDS, canalLights } from "../src/game.js";

type Game = Match<Config, State, Action, View>;

/**
 * A 2-player game whose hands, top of the deck and rows are dealt as the test says; the cards
 * not named go to the bottom of the deck.
 */
function deal(hands: Card[][], top: Card[], rows: Card[][] = [[], []], config = canalLights.defaultConfig(2)): Game {
  const named = [...hands.flat(), ...top, ...rows.flat()];
  const rest = CARDS.filter((card) => !named.includes(card));
  const match = scenarioMatch(canalLights, config, 1, (state) => ({ ...state, hands, rows, deck: [...top, ...rest] }));
  if (either.isLeft(match)) throw new Error(match.left.message);
  return match.right;
}

/** Takes an action that must be legal. */
function step(match: Game, seat: number, action: Action): Game {
  const next = act(match, seat, action);
  if (either.isLeft(next)) throw new Error(next.left.message);
  return next.right;
}

/** The error an action gets. */
function refusal(match: Game, seat: number, action: unknown): string {
  const next = act(match, seat, action);
  return either.isLeft(next) ? next.left.message : "accepted";
}

test("a card taken from the discard pile is known to be in the hand until it is played", () => {
  let match = deal([["B5", "R2", "A1"], ["B3", "R5", "A4"]], ["A2", "B1"]);
  match = step(match, 0, { type: "discard", card: "R2" });
  expect(refusal(match, 0, { type: "take" })).toBe("You have discarded this turn: draw from the deck.");
  match = step(match, 0, { type: "draw" });
  expect(match.state.hands[0]).toEqual(["B5", "A1", "A2"]);

  match = step(match, 1, { type: "play", card: "B3" });
  match = step(match, 1, { type: "take" });
  const theirs = playerView(match, 0).hands[1] ?? [];
  if (!isHiddenHand(theirs)) throw new Error("seat 0 sees the cards of seat 1");
  expect(theirs).toEqual({ size: 3, known: ["R2"] });
  expect(playerView(match, 1).hands[1]).toEqual(["R5", "A4", "R2"]);

  match = step(match, 0, { type: "play", card: "A2" });
  match = step(match, 0, { type: "draw" });
  match = step(match, 1, { type: "play", card: "R2" });
  expect(playerView(match, 0).hands[1]).toEqual({ size: 2, known: [] });
});

test("each colour in a row rises", () => {
  let match = deal([["B5", "R2", "A1"], ["B3", "R5", "A4"]], ["B1", "A3"]);
  match = step(match, 0, { type: "play", card: "B5" });
  match = step(match, 0, { type: "draw" });
  match = step(match, 1, { type: "discard", card: "A4" });
  match = step(match, 1, { type: "draw" });
  expect(refusal(match, 0, { type: "play", card: "B1" })).toBe("Your blue row ends with B5: play a blue card higher than B5, or discard.");
  expect(refusal(match, 0, { type: "play", card: "B9" })).toContain("a card (A, B or R and a value from 1 to 5, e.g. B4)");
  expect(refusal(match, 0, { type: "play", card: "B3" })).toBe("You do not hold B3.");
  match = step(match, 0, { type: "play", card: "A1" });
  expect(match.state.rows[0]).toEqual(["B5", "A1"]);
});

test("taking the top of the discard pile can be undone; drawing from the deck cannot", () => {
  let match = deal([["B5", "R2", "A1"], ["B3", "R5", "A4"]], ["A2", "B1"]);
  match = step(match, 0, { type: "discard", card: "R2" });
  match = step(match, 0, { type: "draw" });
  expect(either.isLeft(undo(match, 0))).toBe(true);
  match = step(match, 1, { type: "play", card: "B3" });
  match = step(match, 1, { type: "take" });
  const back = undo(match, 1);
  if (either.isLeft(back)) throw new Error(back.left.message);
  expect(back.right.state.discard).toEqual(["R2"]);
  expect(back.right.state.step).toBe("draw");
});

test("the game ends when the deck is empty; with the hand penalty, cards in hand count against you", () => {
  const rows: Card[][] = [["A3", "A5", "B1", "B2"], ["B4", "R1", "R3", "R4"]];
  const config = { ...canalLights.defaultConfig(2), handPenalty: true };
  let match = deal([["B5", "R2", "A1"], ["B3", "R5", "A4"]], ["A2"], rows, config);
  match = step(match, 0, { type: "discard", card: "A1" });
  match = step(match, 0, { type: "draw" });
  expect(match.state.over).toBe(true);
  expect(playerView(match, 1).hands[0]).toEqual(["B5", "R2", "A2"]);
  const sheet = canalLights.scoreSheet(match.state);
  expect(sheet.lines.map((line) => line.points)).toEqual([[11, 12], [-9, -12]]);
  expect(canalLights.outcome(match.state)?.winners).toEqual([0]);
});
