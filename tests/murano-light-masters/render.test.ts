import { SPECTATOR } from "@laguna/core";
import { creationCard, defaultConfig, game, render, renderBoard, setup, view } from "@laguna/murano-light-masters";
import { describe, expect, it } from "vitest";

const state = setup({ ...defaultConfig(3), ringSide: "A", ringOffsetStart: 1, selectorStart: 2, firstPlayer: 0 }, 7);

describe("render", () => {
  it("is the rule module's rendering", () => {
    expect(game.render).toBe(render);
  });

  it("shows the inner circle over the Ring with the Selector marked", () => {
    const lines = renderBoard(state).split("\n");
    expect(lines).toHaveLength(4);
    // Ring side A with offset 1 shows R, W, B at positions 0, 1, 2 (spec S2).
    expect(lines[2]?.replace(/\s+/g, " ").trim().startsWith("ring R W B")).toBe(true);
    // The caret sits under position 2: its column is the column of "2" in the position row.
    const caret = lines[3]?.indexOf("^") ?? -1;
    expect(caret).toBeGreaterThan(0);
    expect(lines[0]?.[caret]).toBe("2");
    expect(lines[3]?.split("^")).toHaveLength(2);
  });

  it("shows a player their own hand and only the sizes of the others", () => {
    const text = render(view(state, 0));
    const own = state.players[0]?.hand ?? [];
    expect(text).toContain(`Player 1 (first): 4 Lira, workbench -, hand (${own.length} cards, #1 completed first):`);
    // Each card of the hand on a line of its own, by position, with what it needs and its symbols.
    own.forEach((id, i) => {
      const card = creationCard(id);
      const needs = [...card.needs].sort((a, b) => "RYGB".indexOf(a) - "RYGB".indexOf(b)).join(" ");
      expect(text.split("\n")).toContain(`  #${i + 1} ${id}: needs ${needs}; symbols ${card.symbols.join(" ")}`);
    });
    expect(text).toContain("Player 2: 4 Lira, workbench -, hand 5 cards");
    for (const card of state.players[1]?.hand ?? []) expect(text).not.toContain(card);
    expect(text).toContain("Round 1: Player 1 to obtain fragments (turn the Selector).");
    expect(text).toContain(`Creation cards in the box: ${state.box.length}.`);
    expect(text).toContain("Lira so far: 4 / 4 / 4");
  });

  it("shows the spectator no hand at all, and every Market and Advantage", () => {
    const text = render(view(state, SPECTATOR));
    for (const p of state.players) for (const card of p.hand) expect(text).not.toContain(card);
    for (const m of ["NE", "SE", "SW", "NW"] as const) expect(text).toContain(`Market ${m} [${state.markets[m].join(" ")}]`);
    for (const tile of ["ART", "JEW", "HOU", "ANI"] as const) expect(text).toContain(`(${tile}) ${state.tiles[tile]} `);
  });

  it("hides another player's Lira when Lira is hidden", () => {
    const hidden = setup({ ...defaultConfig(2), liraVisibility: "hidden", firstPlayer: 0 }, 3);
    const text = render(view(hidden, 1));
    expect(text).toContain("Player 1 (first): ? Lira");
    expect(text).toContain("Player 2: 4 Lira");
  });

  it("says what completing a creation would earn now, once the Workbench holds 4 fragments or more", () => {
    const p0 = state.players[0];
    if (p0 === undefined) throw new Error("no player 0");
    const full = { ...state, players: [{ ...p0, workbench: { R: 2, Y: 1, G: 1, B: 1, W: 0 } }, ...state.players.slice(1)] };
    expect(render(view(full, 0))).toContain("workbench R R Y G B (a creation completed now earns 7Ł)");
    expect(render(view(state, 0))).not.toContain("completed now earns");
  });
});
