import { act, createMatchFromState, loadMatch, matchLog, saveMatch, undo } from "@laguna/core";
import { either } from "fp-ts";
import { describe, expect, it } from "vitest";
import { right } from "../support/either";
import { stash } from "../fixtures/stash";

const config = stash.defaultConfig(2);

describe("matches started from a given state (scenario tests)", () => {
  const base = stash.setup(config, 1);
  // Force the draws: seat 0 holds cards 0, 1, 2 and the deck starts with card 23 (value 12).
  const forced = {
    ...base,
    deck: [23, ...base.deck.filter((c) => ![0, 1, 2, 23].includes(c)), ...base.players[0]!.hand.filter((c) => ![0, 1, 2, 23].includes(c))],
    players: base.players.map((p, i) => (i === 0 ? { ...p, hand: [0, 1, 2] } : { ...p, hand: p.hand.filter((c) => ![0, 1, 2, 23].includes(c)) })),
  };

  it("refuses a state its codec refuses, naming the path", () => {
    const result = createMatchFromState(stash, config, { ...forced, current: -1 });
    expect(either.isLeft(result) && result.left.message).toMatch(/^Invalid state: at state\.current: expected a non-negative integer, got -1\.$/);
  });

  it("plays from the forced state: seat 0 draws the forced card", () => {
    const match = right(createMatchFromState(stash, config, forced));
    expect(match.customStart).toBe(true);
    const next = right(act(match, 0, { type: "play", card: 0 }));
    expect(next.state.players[0]!.hand).toEqual([1, 2, 23]);
    expect(next.state.players[0]!.played).toEqual([0]);
  });

  it("saves the start state, and loads and undoes from it", () => {
    const match = right(createMatchFromState(stash, config, forced));
    const played = right(act(match, 0, { type: "play", card: 0 }));
    const saved = JSON.parse(JSON.stringify(saveMatch(played))) as ReturnType<typeof saveMatch>;
    expect(saved.initialState).toEqual(forced);
    const loaded = right(loadMatch(stash, saved));
    expect(loaded.state).toEqual(played.state);
    expect(matchLog(loaded)).toEqual(matchLog(played));
    // The deck's cards out of the way (seat 1 played them), so that nothing is drawn and bury can be undone.
    const emptied = { ...forced, deck: [], players: forced.players.map((p, i) => (i === 1 ? { ...p, played: [...p.played, ...forced.deck] } : p)) };
    const deckEmpty = right(createMatchFromState(stash, config, emptied));
    const once = right(act(deckEmpty, 0, { type: "bury", card: 1 }));
    expect(right(undo(once, 0)).state).toEqual(deckEmpty.state);
  });
});
