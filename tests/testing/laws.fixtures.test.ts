import { checkGameLaws, variantConfigs } from "@laguna/testing";
import { describe, expect, it } from "vitest";
import { stash, STASH_CARDS, type StashState } from "../fixtures/stash";
import { ticTacToe } from "../fixtures/tic-tac-toe";

/** Every card is in exactly one place. */
const cardsConserved = (s: StashState): boolean | string => {
  const all = [...s.deck, ...s.players.flatMap((p) => [...p.hand, ...p.played, ...p.vault])].sort((a, b) => a - b);
  return all.length === STASH_CARDS.length && all.every((c, i) => c === i) ? true : `cards: ${all.join(",")}`;
};

describe("the law suite on the fixture games", () => {
  it("declares every variant of each fixture", () => {
    expect(variantConfigs(ticTacToe).map((c) => c.name)).toEqual(["2p default", "2p misere=true", "2p firstPlayer=1"]);
    expect(variantConfigs(stash).map((c) => c.name)).toEqual(
      [2, 3, 4].flatMap((n) => [`${n}p default`, `${n}p handSize=2`, `${n}p vaultBonus=true`, `${n}p startPlayer="random"`]),
    );
  });

  it("tic-tac-toe obeys every law", () => {
    const report = checkGameLaws(ticTacToe, { runsPerConfig: 30, mixedRuns: 20, seed: 1 });
    expect(report.games).toBe(3 * 30 + 20);
    expect(report.steps).toBeGreaterThan(report.games * 5);
  });

  it("Stash obeys every law, with its conservation invariant", () => {
    const report = checkGameLaws(stash, { runsPerConfig: 8, mixedRuns: 20, seed: 2, invariants: { cardsConserved } });
    expect(report.games).toBe(12 * 8 + 20);
    expect(report.configs).toHaveLength(13);
  });
});
