import {
  SPECTATOR,
  type Viewer,
  act,
  activePlayers,
  canonicalJson,
  createMatch,
  isOver,
  legalActions,
  playerView,
  viewLog,
} from "@laguna/core";
import { describe, expect, it } from "vitest";
import { STASH_CARDS, type StashState, stash } from "../fixtures/stash";
import { ticTacToe } from "../fixtures/tic-tac-toe";
import { type StashMatch, allKeys, allNumbers, firstOfType, mark, right, stashMatch, takeFirst, tttMatch } from "./helpers";

const value = (card: number): number => STASH_CARDS[card] ?? 0;
const hand = (m: StashMatch, seat: number): readonly number[] => m.state.players[seat]?.hand ?? [];

/** Every state of a Stash game played to the end, taking the legal action at `step % n`. */
function statesOfAGame(m0: StashMatch): StashMatch[] {
  const out = [m0];
  let m = m0;
  while (!isOver(m)) {
    const seat = activePlayers(m)[0] as number;
    const list = legalActions(m, seat);
    m = right(act(m, seat, list[(m.length * 7 + 3) % list.length]));
    out.push(m);
  }
  return out;
}

describe("Stash playerView", () => {
  it("shows the viewer's own hand and hides the other hands, vaults and the deck", () => {
    const m = stashMatch({ playerCount: 3 }, 21);
    const s = m.state;
    expect(playerView(m, 0)).toStrictEqual({
      viewer: 0,
      deckSize: 24 - 9,
      players: [
        { hand: s.players[0]?.hand, vault: [], played: [], mulliganUsed: false },
        { hand: { hidden: 3 }, vault: { hidden: 0 }, played: [], mulliganUsed: false },
        { hand: { hidden: 3 }, vault: { hidden: 0 }, played: [], mulliganUsed: false },
      ],
      current: 0,
      over: false,
      publicScores: [0, 0, 0],
    });
    expect(playerView(m, 2).players[2]?.hand).toStrictEqual(s.players[2]?.hand);
    expect(playerView(m, 2).players[0]?.hand).toStrictEqual({ hidden: 3 });
  });

  it("shows a spectator no hand at all", () => {
    const m = stashMatch({ playerCount: 4 }, 3);
    const view = playerView(m, SPECTATOR);
    expect(view.viewer).toBe(SPECTATOR);
    expect(view.players.map((p) => p.hand)).toStrictEqual([{ hidden: 3 }, { hidden: 3 }, { hidden: 3 }, { hidden: 3 }]);
  });

  it("shows a buried card to its owner only, and played cards and public scores to everyone", () => {
    const m0 = stashMatch({ playerCount: 3 }, 21);
    const buried = firstOfType(m0, "bury");
    const m1 = right(act(m0, 0, buried));
    const played = firstOfType(m1, "play");
    const m2 = right(act(m1, 1, played));
    if (buried.type === "mulligan" || played.type === "mulligan") throw new Error("unreachable");
    expect(playerView(m2, 0).players[0]?.vault).toStrictEqual([buried.card]);
    for (const viewer of [1, 2, SPECTATOR] as const) {
      expect(playerView(m2, viewer).players[0]?.vault).toStrictEqual({ hidden: 1 });
    }
    for (const viewer of [0, 1, 2, SPECTATOR] as const) {
      const view = playerView(m2, viewer);
      expect(view.players[1]?.played).toStrictEqual([played.card]);
      expect(view.publicScores).toStrictEqual([0, value(played.card), 0]);
      expect(view.current).toBe(2);
      expect(view.deckSize).toBe(24 - 9 - 2);
    }
  });

  it("does not depend on the deck order", () => {
    const m = stashMatch({ playerCount: 3 }, 8);
    const reordered: StashMatch = { ...m, state: { ...m.state, deck: [...m.state.deck].reverse() } };
    expect(reordered.state.deck).not.toStrictEqual(m.state.deck);
    for (const viewer of [0, 1, 2, SPECTATOR] as const) {
      expect(playerView(reordered, viewer)).toStrictEqual(playerView(m, viewer));
    }
  });

  it("does not depend on what the viewer may not know (other hands, other vaults, deck)", () => {
    for (const m of statesOfAGame(stashMatch({ playerCount: 3 }, 13)).filter((_, i) => i % 4 === 1)) {
      for (const viewer of [0, 1, 2, SPECTATOR] as const) {
        const redrawn = stash.redrawHidden?.(m.state, viewer, 99) as StashState;
        const other: StashMatch = { ...m, state: redrawn };
        expect(playerView(other, viewer)).toStrictEqual(playerView(m, viewer));
      }
    }
    // The redraw really changed what seat 0 may not see.
    const m = stashMatch({ playerCount: 3 }, 13);
    const redrawn = stash.redrawHidden?.(m.state, 0, 99) as StashState;
    expect([redrawn.players[1]?.hand, redrawn.players[2]?.hand, redrawn.deck]).not.toStrictEqual([
      m.state.players[1]?.hand,
      m.state.players[2]?.hand,
      m.state.deck,
    ]);
    expect(redrawn.players[0]).toStrictEqual(m.state.players[0]);
  });

  it("reveals every vault once the game is over", () => {
    let m = stashMatch({}, 2);
    while (!isOver(m)) m = takeFirst(m, "bury");
    for (const viewer of [0, 1, SPECTATOR] as const) {
      const view = playerView(m, viewer);
      expect(view.over).toBe(true);
      expect(view.players.map((p) => p.vault)).toStrictEqual(m.state.players.map((p) => p.vault));
      expect(view.players.map((p) => p.hand)).toStrictEqual(
        [0, 1].map((seat) => (viewer === seat ? [] : { hidden: 0 })),
      );
    }
  });

  it("passes the view codec for every viewer at every step", () => {
    for (const m of statesOfAGame(stashMatch({ playerCount: 4, vaultBonus: true }, 17))) {
      for (const viewer of [0, 1, 2, 3, SPECTATOR] as const) {
        expect(stash.codecs.view.is(playerView(m, viewer))).toBe(true);
      }
    }
  });

  it("never contains the generator state", () => {
    for (const config of [{ playerCount: 2 as const }, { playerCount: 4 as const, startPlayer: "random" as const }]) {
      for (const m of statesOfAGame(stashMatch(config, 40))) {
        const rngText = JSON.stringify(m.state.rng);
        const viewers: Viewer[] = [...Array(config.playerCount).keys(), SPECTATOR];
        for (const viewer of viewers) {
          const view = playerView(m, viewer);
          expect(allKeys(view).has("rng")).toBe(false);
          expect(canonicalJson(view).includes(rngText.slice(1, -1))).toBe(false);
          // A view holds card ids, counts and scores only: small non-negative integers.
          for (const n of allNumbers(view)) {
            expect(Number.isInteger(n) && n >= 0 && n <= 156 + 24).toBe(true);
          }
          for (const word of m.state.rng) {
            if (Math.abs(word) > 180) expect(allNumbers(view)).not.toContain(word);
          }
        }
      }
    }
  });
});

describe("tic-tac-toe playerView", () => {
  it("shows everyone the whole state (perfect information)", () => {
    const m = mark(tttMatch(), [4, 0]);
    for (const viewer of [0, 1, SPECTATOR] as const) expect(playerView(m, viewer)).toStrictEqual(m.state);
  });
});

describe("viewLog", () => {
  function threeActions(): { m: StashMatch; buried: number; played: number } {
    const m0 = stashMatch({}, 5);
    const buried = Math.min(...hand(m0, 0));
    const m1 = right(act(m0, 0, { type: "bury", card: buried }));
    const played = Math.min(...hand(m1, 1));
    const m2 = right(act(m1, 1, { type: "play", card: played }));
    const m3 = right(act(m2, 0, { type: "mulligan" }));
    return { m: m3, buried, played };
  }

  it("shows the actor the card they buried", () => {
    const { m, buried, played } = threeActions();
    expect(viewLog(m, 0)).toStrictEqual([
      { seat: 0, description: `bury card ${buried} (value ${value(buried)})`, action: { type: "bury", card: buried } },
      { seat: 1, description: `play card ${played} (value ${value(played)})`, action: { type: "play", card: played } },
      { seat: 0, description: "mulligan", action: { type: "mulligan" } },
    ]);
  });

  it("hides the buried card id from other seats and spectators", () => {
    const { m, played } = threeActions();
    const expected = [
      { seat: 0, description: "buried a card face down" },
      { seat: 1, description: `play card ${played} (value ${value(played)})`, action: { type: "play", card: played } },
      { seat: 0, description: "mulligan", action: { type: "mulligan" } },
    ];
    expect(viewLog(m, 1)).toStrictEqual(expected);
    expect(viewLog(m, SPECTATOR)).toStrictEqual(expected);
    expect("action" in (viewLog(m, 1)[0] ?? {})).toBe(false);
    expect(allKeys(viewLog(m, 1)[0]).has("card")).toBe(false);
  });

  it("redacts with the state before each action", () => {
    const seen: StashState[] = [];
    const recording: typeof stash = {
      ...stash,
      redact: (action, actor, viewer, before) => {
        seen.push(before);
        return stash.redact?.(action, actor, viewer, before);
      },
    };
    const states = statesOfAGame(right(createMatch(recording, stash.defaultConfig(3), 6)));
    const last = states[states.length - 1] as StashMatch;
    seen.length = 0;
    const log = viewLog(last, 1);
    expect(log).toHaveLength(last.length);
    expect(seen).toHaveLength(last.length);
    for (let i = 0; i < seen.length; i++) expect(seen[i]).toStrictEqual(states[i]?.state);
  });

  it("shows every action of a perfect-information game", () => {
    const m = mark(tttMatch(), [4, 0]);
    const expected = [
      { seat: 0, description: "mark square 4", action: { type: "mark", cell: 4 } },
      { seat: 1, description: "mark square 0", action: { type: "mark", cell: 0 } },
    ];
    for (const viewer of [0, 1, SPECTATOR] as const) expect(viewLog(m, viewer)).toStrictEqual(expected);
    expect(viewLog(tttMatch(), 0)).toStrictEqual([]);
    expect(ticTacToe.redact).toBeUndefined();
  });
});
