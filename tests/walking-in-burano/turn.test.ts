// Scenario and unit tests of the turn flow: acquisition, build cost, visits, limits, rounds,
// the supply refresh, game end, solo upkeep and setup (spec §6).
import { act, createMatch, createMatchFromState, legalActions, outcome } from "@laguna/core";
import {
  type BuranoConfig,
  type BuranoState,
  type Column,
  acquireOptions,
  charactersInPlay,
  defaultConfig,
  eligibleCharacterTypes,
  game,
  refreshSupply,
  revealsSupplyCards,
} from "@laguna/walking-in-burano";
import { either } from "fp-ts";
import { describe, expect, it } from "vitest";
import { left, right } from "../support/either";
import { conserved } from "./fixtures";

/**
 * A state from setup with a patch applied (scenario tests force the cards they need), keeping
 * every floor card exactly once (see `conserved`), so that `checkState` accepts it.
 */
function scenario(
  config: BuranoConfig,
  patch: (s: BuranoState) => Partial<BuranoState>,
  seed = 1,
  leftovers: "decks" | "box" = "decks",
): BuranoState {
  const base = game.setup(config, seed);
  return conserved(base, { ...base, ...patch(base) }, leftovers);
}

const cfg = (n: number, extra: Partial<BuranoConfig> = {}): BuranoConfig => ({ ...defaultConfig(n), startPlayer: 0, ...extra });
const house = (f1: string | null, f2: string | null, f3: string | null, character: string | null = null): Column => ({
  floors: [f1, f2, f3],
  character,
  shortage: false,
});
const player = (s: BuranoState, seat: number) => s.players[seat]!;

describe("SC-01 acquisition options", () => {
  const column2 = (s: BuranoState) => ({
    supply: s.supply.map((row, l) => row.map((c, p) => (p === 2 ? ["F1-GRN-3", "F2-BLU-4", "F3-RED-4"][l]! : c))),
    players: s.players.map((p, i) => (i === 0 ? { ...p, coins: 2 } : p)),
  });
  const state = scenario(cfg(3), column2);

  it("lists exactly bottom-1, bottom-2, all 3, top-1 and top-2 for a full column", () => {
    const options = acquireOptions(state.supply, state.config).filter((o) => o.column === 2);
    expect(options).toEqual([
      { column: 2, from: "bottom", count: 1 },
      { column: 2, from: "bottom", count: 2 },
      { column: 2, from: "bottom", count: 3 },
      { column: 2, from: "top", count: 1 },
      { column: 2, from: "top", count: 2 },
    ]);
  });

  it.each([
    ["bottom", 1, ["F1-GRN-3"], 4],
    ["bottom", 2, ["F1-GRN-3", "F2-BLU-4"], 3],
    ["bottom", 3, ["F1-GRN-3", "F2-BLU-4", "F3-RED-4"], 2],
    ["top", 1, ["F3-RED-4"], 4],
    ["top", 2, ["F3-RED-4", "F2-BLU-4"], 3],
  ] as const)("from the %s, %i card(s): takes them and ends with the right coins", (from, count, cards, coins) => {
    const next = right(game.apply(state, 0, { type: "acquire", column: 2, from, count }));
    expect(player(next, 0).hand).toEqual(cards);
    expect(player(next, 0).coins).toBe(coins);
    expect(next.phase).toBe("build");
    expect(next.supply.map((row) => row[2])).toEqual(
      ["F1-GRN-3", "F2-BLU-4", "F3-RED-4"].map((c) => (cards.includes(c as never) ? null : c)),
    );
  });

  it("refuses the middle card alone, taking nothing, and any build before acquiring", () => {
    const options = acquireOptions(state.supply, state.config);
    expect(options.some((o) => o.column === 2 && o.count === 1 && o.from === "bottom")).toBe(true);
    expect(left(game.apply(state, 0, { type: "endBuild" })).rule).toBe("wrong-step");
    const match = right(createMatchFromState(game, state.config, state));
    expect(left(act(match, 0, { type: "acquire", column: 2, from: "top", count: 3 })).kind).toBe("illegal-action");
  });

  it("after the 1st floor is gone, the 2nd floor alone, 2nd+3rd and 3rd alone are legal", () => {
    const taken = right(game.apply(state, 0, { type: "acquire", column: 2, from: "bottom", count: 1 }));
    const options = acquireOptions(taken.supply, taken.config).filter((o) => o.column === 2);
    expect(options).toEqual([
      { column: 2, from: "bottom", count: 1 },
      { column: 2, from: "bottom", count: 2 },
      { column: 2, from: "top", count: 1 },
    ]);
  });
});

describe("SC-02 build cost", () => {
  const start = (coins: number) =>
    scenario(cfg(2), (s) => ({
      supply: s.supply.map((row, l) => row.map((c, p) => (p === 0 ? (l === 0 ? "F1-RED-3" : null) : c))),
      players: s.players.map((p, i) => (i === 0 ? { ...p, coins, hand: ["F1-YEL-3", "F1-PNK-3"] } : p)),
    }));

  it("0 coins, acquire 1 (+2), place 1 (−1): 1 coin left, and a 2nd placement (cost 2) is refused", () => {
    let s = right(game.apply(start(0), 0, { type: "acquire", column: 0, from: "bottom", count: 1 }));
    expect(player(s, 0).coins).toBe(2);
    s = right(game.apply(s, 0, { type: "place", card: "F1-RED-3", x: 2 }));
    expect(player(s, 0).coins).toBe(1);
    const refusal = left(game.apply(s, 0, { type: "place", card: "F1-YEL-3", x: 3 }));
    expect(refusal).toEqual({ rule: "cannot-afford", message: "Your 2nd placement costs 2 coins; you have 1." });
    expect(legalActions(right(createMatchFromState(game, s.config, s)), 0).some((a) => a.type === "place")).toBe(false);
  });

  it("4 coins, acquire 1 (+2 = 6), place 3 (1 + 2 + 2): 1 coin left; a 4th placement is always refused", () => {
    let s = right(game.apply(start(4), 0, { type: "acquire", column: 0, from: "bottom", count: 1 }));
    s = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, hand: [...p.hand, "F1-GRN-3"] } : p)) };
    s = right(game.apply(s, 0, { type: "place", card: "F1-RED-3", x: 2 }));
    s = right(game.apply(s, 0, { type: "place", card: "F1-YEL-3", x: 3 }));
    s = right(game.apply(s, 0, { type: "place", card: "F1-PNK-3", x: 4 }));
    expect(player(s, 0).coins).toBe(1);
    expect(s.placed).toBe(3);
    const rich = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, coins: 9 } : p)) };
    expect(left(game.apply(rich, 0, { type: "place", card: "F1-GRN-3", x: -1 })).rule).toBe("three-placements");
  });
});

describe("SC-05 a card breaking both rules costs one token; SC-06 two visits in one turn", () => {
  it("Johnson: F2-YEL-4 breaks A and B (1 token), F3-BLU-4 breaks nothing; the house gets a visitor", () => {
    const s0 = scenario(cfg(3), (s) => ({
      phase: "build",
      current: 2,
      players: s.players.map((p, i) =>
        i === 2
          ? {
              ...p,
              coins: 3,
              tokens: 4,
              hand: ["F2-YEL-4", "F3-BLU-4"],
              area: { columns: [house("F1-YEL-2", "F2-YEL-3", "F3-YEL-1", "T-GIRL-1"), house("F1-BLU-2", null, null)], scaffolds: [null, null] },
            }
          : p,
      ),
    }));
    const s1 = right(game.apply(s0, 2, { type: "place", card: "F2-YEL-4", x: 1 }));
    expect([player(s1, 2).tokens, player(s1, 2).coins]).toEqual([3, 2]);
    const s2 = right(game.apply(s1, 2, { type: "place", card: "F3-BLU-4", x: 1 }));
    expect([player(s2, 2).tokens, player(s2, 2).coins]).toEqual([3, 0]);
    const s3 = right(game.apply(s2, 2, { type: "endBuild" }));
    expect(s3.phase).toBe("visit");
    const noToken = { ...s0, players: s0.players.map((p, i) => (i === 2 ? { ...p, tokens: 0 } : p)) };
    expect(left(game.apply(noToken, 2, { type: "place", card: "F2-YEL-4", x: 1 })).rule).toBe("breakable-rules");
  });

  it("Wei-Min completes two houses: two visits, never the same inhabitant twice", () => {
    const s0 = scenario(cfg(3), (s) => ({
      phase: "build",
      current: 1,
      players: s.players.map((p, i) =>
        i === 1
          ? {
              ...p,
              coins: 3,
              tokens: 3,
              hand: ["F3-RED-1", "F3-BLU-1"],
              area: { columns: [house("F1-RED-3", "F2-RED-1", null), house("F1-BLU-3", "F2-YEL-2", null)], scaffolds: [null, null] },
            }
          : p,
      ),
    }));
    let s = right(game.apply(s0, 1, { type: "place", card: "F3-RED-1", x: 0 }));
    s = right(game.apply(s, 1, { type: "place", card: "F3-BLU-1", x: 1 }));
    expect([player(s, 1).coins, player(s, 1).tokens]).toEqual([0, 3]);
    s = right(game.apply(s, 1, { type: "endBuild" }));
    expect(s.phase).toBe("visit");
    s = right(game.apply(s, 1, { type: "chooseCharacter", house: 0, character: "WOMAN" }));
    s = right(game.apply(s, 1, { type: "chooseCharacter", house: 1, character: "POLICEMAN" }));
    expect(player(s, 1).area.columns.map((c) => c.character)).toEqual(["T-WOMAN-1", "I-POLICEMAN-1"]);
    expect(s.current).toBe(2);
    // The same inhabitant twice is refused.
    const half = right(game.apply(right(game.apply(right(game.apply(s0, 1, { type: "place", card: "F3-RED-1", x: 0 })), 1, { type: "place", card: "F3-BLU-1", x: 1 })), 1, { type: "endBuild" }));
    const one = right(game.apply(half, 1, { type: "chooseCharacter", house: 1, character: "POLICEMAN" }));
    expect(eligibleCharacterTypes(one, 1)).not.toContain("POLICEMAN");
    expect(left(game.apply(one, 1, { type: "chooseCharacter", house: 0, character: "POLICEMAN" })).rule).toBe("visit-eligible");
  });
});

describe("SC-09 end-of-turn limits", () => {
  const build = (coins: number, hand: string[]) =>
    scenario(cfg(2), (s) => ({
      phase: "build",
      players: s.players.map((p, i) => (i === 0 ? { ...p, coins, hand } : p)),
    }));

  it("a hand of 4 returns exactly one card of the player's choice to the bottom of its deck", () => {
    const s0 = build(3, ["F1-RED-3", "F2-GRN-2", "F3-PUR-4", "F1-YEL-3"]);
    const s1 = right(game.apply(s0, 0, { type: "endBuild" }));
    expect(s1.phase).toBe("return");
    const match = right(createMatchFromState(game, s1.config, s1));
    expect(legalActions(match, 0)).toHaveLength(4);
    const s2 = right(game.apply(s1, 0, { type: "returnCard", card: "F3-PUR-4" }));
    expect(s2.decks[2]!.length).toBe(s1.decks[2]!.length + 1);
    expect(s2.decks[2]![s2.decks[2]!.length - 1]).toBe("F3-PUR-4");
    expect(player(s2, 0).hand).toEqual(["F1-RED-3", "F2-GRN-2", "F1-YEL-3"]);
    expect(player(s2, 0).coins).toBe(3);
    expect(s2.current).toBe(1);
  });

  it("coins above 6 are cut to 6 at the end of the turn, not before", () => {
    const s0 = build(8, []);
    expect(player(right(game.apply(s0, 0, { type: "endBuild" })), 0).coins).toBe(6);
  });
});

/** The reference answer of `revealsSupplyCards`: some card in `after`'s rows is in none of `before`'s. */
function shownAnew(before: readonly (readonly (string | null)[])[], after: readonly (readonly (string | null)[])[]): boolean {
  const shown = new Set(before.flat());
  return after.flat().some((c) => c !== null && !shown.has(c));
}

describe("undo (isUndoable): a step that refilled the supply cannot be taken back", () => {
  // Seat 1 ends the round of a 2-player game by returning a 1st-floor card: the card goes under
  // deck 1, and the refresh boxes each row's rightmost card and refills row 1 from that deck.
  // Decks 2 and 3 are empty, so no deck is shorter afterwards than before.
  const hand = ["F1-RED-3", "F2-GRN-2", "F3-PUR-4", "F1-YEL-3"];
  const before = scenario(
    cfg(2),
    (s) => ({ phase: "return", current: 1, decks: [s.decks[0]!, [], []], players: s.players.map((p, i) => (i === 1 ? { ...p, hand } : p)) }),
    1,
    "box",
  );

  it("refuses a return whose refill drew the card that was on top of the deck, though the deck is as long as before", () => {
    const top = before.decks[0]![0]!;
    const after = right(game.apply(before, 1, { type: "returnCard", card: "F1-RED-3" }));
    expect(after.decks.map((d) => d.length)).toEqual(before.decks.map((d) => d.length));
    expect(after.supply[0]).toContain(top);
    expect(before.supply.flat()).not.toContain(top);
    expect(game.isUndoable(before, 1, { type: "returnCard", card: "F1-RED-3" }, after)).toBe(false);
  });

  it("allows a step that shows nothing new (a return that ends no round)", () => {
    const mid = scenario(cfg(2), (s) => ({ phase: "return", current: 0, players: s.players.map((p, i) => (i === 0 ? { ...p, hand } : p)) }));
    const returned = right(game.apply(mid, 0, { type: "returnCard", card: "F1-RED-3" }));
    expect(returned.current).toBe(1);
    expect(returned.supply).toEqual(mid.supply);
    expect(game.isUndoable(mid, 0, { type: "returnCard", card: "F1-RED-3" }, returned)).toBe(true);
    expect(revealsSupplyCards([["F1-RED-3", null]], [[null, "F1-RED-3"]])).toBe(false);
    expect(revealsSupplyCards([["F1-RED-3", null]], [["F1-YEL-2", "F1-RED-3"]])).toBe(true);
    // A card that changed rows was shown before: nothing new.
    expect(revealsSupplyCards([["F1-RED-3", null], [null, null]], [[null, null], ["F1-RED-3", null]])).toBe(false);
  });

  it("answers as a full scan of the supply would, at every step of random games (it skips the scan only where it cannot matter)", () => {
    let refusals = 0;
    for (const n of [1, 2, 3, 4]) {
      for (let seed = 1; seed <= 6; seed++) {
        const config = cfg(n, { roundLimit: n === 1 ? null : 12 });
        let state = game.setup(config, seed);
        let pick = seed;
        for (let steps = 0; steps < 2000; steps++) {
          const seat = game.activePlayers(state)[0];
          if (seat === undefined) break;
          const legal = game.legalActions(state, seat);
          pick = (pick * 1103515245 + 12345) & 0x7fffffff;
          const action = legal[pick % legal.length]!;
          const after = right(game.apply(state, seat, action));
          const undoable = game.isUndoable(state, seat, action, after);
          const reveals = shownAnew(state.supply, after.supply);
          expect(revealsSupplyCards(state.supply, after.supply)).toBe(reveals);
          expect(undoable).toBe(!reveals);
          if (!undoable) refusals++;
          state = after;
        }
      }
    }
    expect(refusals).toBeGreaterThan(0);
  });
});

describe("SC-10, SC-11, SC-13: the supply refresh", () => {
  it("3 players: slide right and refill from the deck, the first card to the rightmost space", () => {
    // After Maisherly took a2, b2 (column 2 bottom-2), Wei-Min c3, and Johnson b3 (column 3 top-1).
    const rows = [
      ["a0", "a1", null, "a3"],
      ["b0", "b1", null, null],
      ["c0", "c1", "c2", null],
    ];
    const { rows: next, decks } = refreshSupply(rows, [["d1", "d2"], ["e1", "e2", "e3"], ["f1"]], false, { rightmostRemoval: "card" });
    expect(next).toEqual([
      ["d1", "a0", "a1", "a3"],
      ["e2", "e1", "b0", "b1"],
      ["f1", "c0", "c1", "c2"],
    ]);
    expect(decks).toEqual([["d2"], ["e3"], []]);
  });

  it("2 players: the rightmost card is boxed ('card'), or the last space's card ('space')", () => {
    const row = [["a0", "a1", null]];
    const byCard = refreshSupply(row, [["d1", "d2", "d3"]], true, { rightmostRemoval: "card" });
    expect(byCard.rows).toEqual([["d2", "d1", "a0"]]);
    expect(byCard.boxed).toEqual(["a1"]);
    const bySpace = refreshSupply(row, [["d1", "d2", "d3"]], true, { rightmostRemoval: "space" });
    expect(bySpace.rows).toEqual([["d1", "a0", "a1"]]);
    expect(bySpace.boxed).toEqual([]);
    expect(refreshSupply([["a0", "a1", "a2"]], [["d1"]], true, { rightmostRemoval: "space" }).rows).toEqual([["d1", "a0", "a1"]]);
  });

  it("solo upkeep: [a0,_,a2,a3] boxes a3, slides and refills to [d2,d1,a0,a2]", () => {
    const { rows, boxed } = refreshSupply([["a0", null, "a2", "a3"]], [["d1", "d2"]], true, { rightmostRemoval: "card" });
    expect(rows).toEqual([["d2", "d1", "a0", "a2"]]);
    expect(boxed).toEqual(["a3"]);
  });
});

describe("SC-12 game end timing", () => {
  const fiveHouses = {
    columns: [
      house("F1-RED-1", "F2-RED-2", "F3-RED-2", "T-BOY-1"),
      house("F1-BLU-1", "F2-BLU-2", "F3-BLU-2", "T-MAN-1"),
      house("F1-YEL-1", "F2-YEL-2", "F3-YEL-2", "T-GIRL-1"),
      house("F1-PNK-1", "F2-PNK-2", "F3-PNK-2", "T-WOMAN-1"),
      house("F1-GRN-1", "F2-GRN-2", "F3-GRN-2", "T-BOY-2"),
    ],
    scaffolds: [null, null],
  };
  const johnsonDone = (startPlayer: number) =>
    scenario(cfg(3), (s) => ({
      phase: "build",
      startPlayer,
      current: 2,
      players: s.players.map((p, i) => (i === 2 ? { ...p, area: fiveHouses } : p)),
    }));

  it("order Wei-Min → Johnson → Maisherly: Maisherly still plays, then the game ends", () => {
    const s1 = right(game.apply(johnsonDone(1), 2, { type: "endBuild" }));
    expect([s1.phase, s1.current]).toEqual(["acquire", 0]);
    const s2 = right(game.apply(right(game.apply(s1, 0, { type: "acquire", column: 0, from: "bottom", count: 1 })), 0, { type: "endBuild" }));
    expect(s2.phase).toBe("over");
    expect(s2.ended).toBe("fiveHouses");
    expect(s2.startPlayer).toBe(1); // no token pass
  });

  it("order Maisherly → Wei-Min → Johnson: the game ends right after Johnson's turn", () => {
    const s1 = right(game.apply(johnsonDone(0), 2, { type: "endBuild" }));
    expect(s1.phase).toBe("over");
    expect(game.outcome(s1)?.scores).toHaveLength(3);
  });
});

describe("SC-13 solo upkeep and end", () => {
  it("after a turn: the rows lose their rightmost card and refill, then one character is boxed", () => {
    const s0 = game.setup(cfg(1), 3);
    expect(s0.characters).toHaveLength(15);
    const s1 = right(game.apply(s0, 0, { type: "acquire", column: 1, from: "bottom", count: 1 }));
    const s2 = right(game.apply(s1, 0, { type: "endBuild" }));
    expect(s2.phase).toBe("soloRemove");
    expect(s2.box.floors).toEqual([s0.supply[0]![3], s0.supply[1]![3], s0.supply[2]![3]]);
    expect(s2.supply.every((row) => row.every((c) => c !== null))).toBe(true);
    const s3 = right(game.apply(s2, 0, { type: "removeCharacter", character: "GARDENER" }));
    expect(s3.characters).toHaveLength(14);
    expect(s3.box.characters).toContain("I-GARDENER-1");
    expect(s3.phase).toBe("acquire");
  });

  it("boxing the last character ends the game", () => {
    const s = scenario(cfg(1), () => ({ phase: "soloRemove", characters: ["T-MAN-2"] }));
    const over = right(game.apply(s, 0, { type: "removeCharacter", character: "MAN" }));
    expect([over.phase, over.ended]).toEqual(["over", "noCharacters"]);
  });
});

describe("SC-15 setup", () => {
  it.each([
    [1, false, 4, 20, 15],
    [2, false, 3, 21, 15],
    [3, false, 4, 20, 22],
    [4, false, 5, 19, 26],
    [1, true, 4, 20, 12],
    [2, true, 3, 21, 12],
    [3, true, 4, 20, 16],
    [4, true, 5, 19, 20],
  ] as const)("%i players, beginner %s: rows of %i, decks of %i, %i characters", (n, beginner, row, deck, characters) => {
    const s = game.setup(cfg(n, { beginnerCharacters: beginner }), 9);
    expect(s.supply.map((r) => r.length)).toEqual([row, row, row]);
    expect(s.supply.every((r) => r.every((c) => c !== null))).toBe(true);
    expect(s.decks.map((d) => d.length)).toEqual([deck, deck, deck]);
    expect(s.characters).toHaveLength(characters);
    expect(s.characters.length + s.box.characters.length).toBe(26);
    for (const p of s.players) {
      expect([p.coins, p.tokens, p.hand]).toEqual([4, 4, []]);
      expect(p.area.scaffolds).toEqual([{ x: 0, y: 1 }, { x: 1, y: 1 }]);
    }
  });

  it("4 players, beginner: tourists ×3 and Mayor, Policeman, Santa, Tailor ×2", () => {
    expect(charactersInPlay(cfg(4, { beginnerCharacters: true })).map((id) => id.replace(/-\d$/, ""))).toEqual(
      [...Array(3).fill("T-BOY"), ...Array(3).fill("T-GIRL"), ...Array(3).fill("T-MAN"), ...Array(3).fill("T-WOMAN")]
        .concat(["I-MAYOR", "I-MAYOR", "I-POLICEMAN", "I-POLICEMAN", "I-SANTA", "I-SANTA", "I-TAILOR", "I-TAILOR"])
        .sort(),
    );
  });

  it("picks the start player from the seed, or the configured seat", () => {
    const starts = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => game.setup(defaultConfig(4), seed).startPlayer));
    expect(starts.size).toBeGreaterThan(1);
    expect(game.setup(cfg(4, { startPlayer: 3 }), 1).current).toBe(3);
    expect(game.codecs.config.is({ ...defaultConfig(2), startPlayer: 3 })).toBe(false);
    const created = createMatch(game, { ...defaultConfig(2), startPlayer: 3 }, 1);
    expect(either.isLeft(created) && created.left.message).toBe('Invalid config: at config.startPlayer: expected a seat of this game (0 to 1) or "random", got 3.');
  });
});

describe("SC-20 shortage, SC-21 repeats", () => {
  it("a house completed with no eligible character stays without one, for good", () => {
    const s0 = scenario(cfg(1), (s) => ({
      phase: "build",
      characters: [],
      players: s.players.map((p) => ({
        ...p,
        coins: 3,
        hand: ["F3-RED-1"],
        area: { columns: [house("F1-RED-3", "F2-RED-1", null)], scaffolds: [null, null] },
      })),
    }));
    const s1 = right(game.apply(s0, 0, { type: "place", card: "F3-RED-1", x: 0 }));
    const s2 = right(game.apply(s1, 0, { type: "endBuild" }));
    expect(player(s2, 0).area.columns[0]).toMatchObject({ character: null, shortage: true });
    expect([s2.phase, s2.ended]).toEqual(["over", "noCharacters"]);
  });

  it("tourists may repeat; inhabitants may not", () => {
    const s = scenario(cfg(3), (s) => ({
      players: s.players.map((p, i) =>
        i === 0 ? { ...p, area: { columns: [house("F1-RED-3", "F2-RED-1", "F3-RED-1", "T-BOY-1"), house("F1-BLU-3", "F2-BLU-1", "F3-BLU-1", "I-MAYOR-1")], scaffolds: [null, null] } } : p,
      ),
    }));
    const types = eligibleCharacterTypes({ ...s, characters: ["I-MAYOR-2", "T-BOY-2"] }, 0);
    expect(types).toEqual(["BOY"]);
  });
});

describe("SC-22 deck exhaustion", () => {
  const atRoundEnd = (extra: Partial<BuranoConfig>) =>
    scenario(
      cfg(2, extra),
      (s) => ({
        phase: "build",
        current: 1,
        // Eight rounds in: the 2nd-floor cards that are gone were boxed by the 2-player removals.
        rounds: 8,
        turns: 8 * 2 + 1,
        decks: [s.decks[0]!, [], s.decks[2]!],
        supply: [s.supply[0]!, [null, "F2-BLU-4", null], s.supply[2]!],
      }),
      1,
      "box",
    );

  it("the 2-player removal boxes b1; the columns hold {1,3}; gapColumnJoin decides whether both may be taken", () => {
    const s = right(game.apply(atRoundEnd({}), 1, { type: "endBuild" }));
    expect(s.supply[1]).toEqual([null, null, null]);
    expect(s.box.floors).toContain("F2-BLU-4");
    expect(s.phase).toBe("acquire");
    expect(acquireOptions(s.supply, { gapColumnJoin: true }).filter((o) => o.column === 0)).toEqual([
      { column: 0, from: "bottom", count: 1 },
      { column: 0, from: "bottom", count: 2 },
      { column: 0, from: "top", count: 1 },
    ]);
    expect(acquireOptions(s.supply, { gapColumnJoin: false }).filter((o) => o.column === 0)).toEqual([
      { column: 0, from: "bottom", count: 1 },
      { column: 0, from: "top", count: 1 },
    ]);
    expect(s.current).toBe(1); // the start player token passed to seat 1
    const both = right(game.apply(s, 1, { type: "acquire", column: 0, from: "bottom", count: 2 }));
    expect(player(both, 1).coins).toBe(player(s, 1).coins + 1);
  });

  it("'anyDeckEmpty' ends the game at this round end", () => {
    const s = right(game.apply(atRoundEnd({ deckExhaustionEnd: "anyDeckEmpty" }), 1, { type: "endBuild" }));
    expect([s.phase, s.ended]).toEqual(["over", "anyDeckEmpty"]);
    const m = right(createMatchFromState(game, s.config, s));
    expect(either.isRight(act(m, 0, { type: "endBuild" }))).toBe(false);
    expect(outcome(m)?.scores).toHaveLength(2);
  });
});

describe("acquire refusals", () => {
  const state = scenario(cfg(2), (s) => ({ players: s.players.map((p) => ({ ...p, coins: 2 })) }));
  it.each([
    [{ column: 0, from: "top", count: 3 }, "the whole column, read from the top (listed once, from the bottom)"],
    [{ column: 9, from: "bottom", count: 1 }, "a column that does not exist"],
    [{ column: 0, from: "bottom", count: 0 }, "nothing"],
  ] as const)("refuses %j: %s", (option, _why) => {
    expect(left(game.apply(state, state.current, { type: "acquire", ...option }))).toEqual({
      rule: "acquire-one-end",
      message:
        "Take 1 to 3 cards from one end of one supply column, without skipping a card (the middle card alone only once an end card is gone).",
    });
  });
});

describe("refusals name the rule in a player's words", () => {
  const s = scenario(cfg(3), (st) => ({
    phase: "build",
    players: st.players.map((p, i) => (i === 0 ? { ...p, coins: 5, hand: ["F3-PNK-2", "F1-RED-3"] } : p)),
  }));

  it("another player's action", () => {
    expect(left(game.apply(s, 1, { type: "endBuild" }))).toEqual({ rule: "not-your-turn", message: "It is seat 0's turn, not seat 1's." });
  });

  it("a card that is not in the hand", () => {
    expect(left(game.apply(s, 0, { type: "place", card: "F1-BLU-1", x: 2 }))).toEqual({
      rule: "not-in-hand",
      message: "F1-BLU-1 is not in your hand.",
    });
  });

  it("a placement the golden rules forbid (a 3rd floor with nothing below)", () => {
    expect(left(game.apply(s, 0, { type: "place", card: "F3-PNK-2", x: 0 }))).toEqual({
      rule: "golden-rules",
      message: "A 3rd-floor card cannot go in house 1: it needs the floors below it, a neighbour, and at most 5 houses.",
    });
  });

  it("an action of another step", () => {
    expect(left(game.apply(s, 0, { type: "returnCard", card: "F1-RED-3" }))).toEqual({
      rule: "wrong-step",
      message: "You cannot return a card now: you are building.",
    });
  });

  it("scaffolds moved twice between placements", () => {
    const match = right(createMatchFromState(game, s.config, s));
    const arrange = legalActions(match, 0).find((a) => a.type === "arrangeScaffolds");
    expect(arrange).toBeDefined();
    const once = right(game.apply(s, 0, arrange!));
    expect(left(game.apply(once, 0, arrange!)).rule).toBe("arrange-once");
  });

  it("a visitor for a house that was not completed this turn", () => {
    const visit = { ...s, phase: "visit" as const };
    expect(left(game.apply(visit, 0, { type: "chooseCharacter", house: 0, character: "MAYOR" })).rule).toBe("visit-new-house");
  });
});

describe("SC-09 cases 1 and 3, in full", () => {
  const start = (hand: string[], coins: number) =>
    scenario(cfg(2), (s) => ({
      supply: s.supply.map((row, l) => row.map((c, p) => (p === 0 ? ["F1-GRN-1", "F2-BLU-2", "F3-BLU-2"][l]! : c))),
      players: s.players.map((p, i) =>
        i === 0 ? { ...p, coins, hand, area: { columns: [house("F1-BLU-1", null, null), house(null, null, null)], scaffolds: [{ x: 1, y: 1 }, null] } } : p,
      ),
    }));

  it("case 1: hand 3 + 3 acquired = 6; place 2 (cost 3): hand 4, coins 3; return 1: deck +1", () => {
    let s = start(["F1-RED-3", "F2-GRN-2", "F3-PUR-4"], 6);
    s = right(game.apply(s, 0, { type: "acquire", column: 0, from: "bottom", count: 3 }));
    expect([player(s, 0).hand.length, player(s, 0).coins]).toEqual([6, 6]);
    s = right(game.apply(s, 0, { type: "place", card: "F2-BLU-2", x: 0 }));
    s = right(game.apply(s, 0, { type: "place", card: "F3-BLU-2", x: 0 }));
    expect([player(s, 0).hand.length, player(s, 0).coins]).toEqual([4, 3]);
    s = right(game.apply(s, 0, { type: "endBuild" }));
    expect(s.phase).toBe("visit"); // house 0 is complete: a visitor first
    s = right(game.apply(s, 0, { type: "chooseCharacter", house: 0, character: "GIRL" }));
    expect(s.phase).toBe("return");
    const deck3 = s.decks[2]!.length;
    s = right(game.apply(s, 0, { type: "returnCard", card: "F3-PUR-4" }));
    expect(s.decks[2]!.length).toBe(deck3 + 1);
    expect([player(s, 0).hand.length, player(s, 0).coins, s.current]).toEqual([3, 3, 1]);
  });

  it("case 3: coins 6, acquire 1 (+2 = 8), place 3 (−5): 3 coins and nothing returned", () => {
    let s = start(["F1-RED-3", "F1-YEL-3", "F1-PNK-3"], 6);
    s = right(game.apply(s, 0, { type: "acquire", column: 0, from: "top", count: 1 }));
    expect(player(s, 0).coins).toBe(8);
    s = right(game.apply(s, 0, { type: "place", card: "F1-RED-3", x: 2 }));
    s = right(game.apply(s, 0, { type: "place", card: "F1-YEL-3", x: 3 }));
    s = right(game.apply(s, 0, { type: "place", card: "F1-PNK-3", x: 4 }));
    s = right(game.apply(s, 0, { type: "endBuild" }));
    expect([player(s, 0).coins, player(s, 0).hand, s.current]).toEqual([3, ["F3-BLU-2"], 1]);
  });
});

describe("SC-13: the turn that completes the 5th house ends a solo game before upkeep", () => {
  it("boxes no card and no character", () => {
    const four = [
      house("F1-RED-1", "F2-RED-2", "F3-RED-2", "T-BOY-1"),
      house("F1-BLU-1", "F2-BLU-2", "F3-BLU-1", "T-MAN-1"),
      house("F1-YEL-1", "F2-YEL-2", "F3-YEL-2", "T-GIRL-1"),
      house("F1-PNK-1", "F2-PNK-2", "F3-PNK-2", "T-WOMAN-1"),
      house("F1-GRN-1", "F2-GRN-2", null),
    ];
    const s0 = scenario(cfg(1), (s) => ({
      phase: "build",
      characters: s.characters.filter((c) => !["T-BOY-1", "T-MAN-1", "T-GIRL-1", "T-WOMAN-1"].includes(c)),
      players: s.players.map((p) => ({ ...p, coins: 2, hand: ["F3-GRN-1"], area: { columns: four, scaffolds: [null, null] } })),
    }));
    let s = right(game.apply(s0, 0, { type: "place", card: "F3-GRN-1", x: 4 }));
    s = right(game.apply(s, 0, { type: "endBuild" }));
    s = right(game.apply(s, 0, { type: "chooseCharacter", house: 4, character: "SANTA" }));
    expect([s.phase, s.ended]).toEqual(["over", "fiveHouses"]);
    expect(s.box.floors).toEqual([]);
    expect(s.characters).toHaveLength(s0.characters.length - 1);
    expect(game.outcome(s)?.scores).toHaveLength(1);
  });
});

describe("hidden information", () => {
  const s = scenario(cfg(3), (st) => ({
    players: st.players.map((p, i) => ({ ...p, hand: i === 0 ? ["F1-RED-3", "F2-GRN-2"] : i === 1 ? ["F3-PUR-4"] : [] })),
  }));

  it("a view shows the viewer's own hand, only the sizes of the others' hands, and deck sizes", () => {
    const v = game.view(s, 1);
    expect(v.players.map((p) => [p.hand, p.handSize])).toEqual([[null, 2], [["F3-PUR-4"], 1], [null, 0]]);
    expect(v.deckSizes).toEqual(s.decks.map((d) => d.length));
    expect(JSON.stringify(v)).not.toContain("F1-RED-3");
    expect(JSON.stringify(game.view(s, "spectator"))).not.toContain("F3-PUR-4");
  });

  it("redrawHidden keeps the viewer's hand and every size, per level, and changes what is hidden", () => {
    const r = game.redrawHidden!(s, 1, 99);
    expect(r.players[1]!.hand).toEqual(["F3-PUR-4"]);
    expect(r.players[0]!.hand.map((c) => c.slice(0, 2))).toEqual(["F1", "F2"]);
    expect(r.decks.map((d) => d.length)).toEqual(s.decks.map((d) => d.length));
    expect(r.decks.map((d, l) => d.every((c) => c.startsWith(`F${l + 1}-`)))).toEqual([true, true, true]);
    expect(r.decks).not.toEqual(s.decks);
    expect(game.view(r, 1)).toEqual(game.view(s, 1));
  });

  it("the log hides a returned card from the other players", () => {
    expect(game.redact!({ type: "returnCard", card: "F1-RED-3" }, 0, 1, s)).toBe("returned a card to the bottom of its deck");
    expect(game.redact!({ type: "returnCard", card: "F1-RED-3" }, 0, 0, s)).toBeUndefined();
    expect(game.redact!({ type: "place", card: "F1-RED-3", x: 0 }, 0, 1, s)).toBeUndefined();
  });
});
