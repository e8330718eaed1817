import { SPECTATOR } from "@laguna/core";
import { game, render, view } from "@laguna/murano";
import { describe, expect, it } from "vitest";
import { base } from "./fixtures";

describe("render", () => {
  it("is the rule module's rendering", () => {
    expect(game.render).toBe(render);
  });

  it("labels every empty island space with its id on its island, and names players from 1", () => {
    const text = render(view(base(2), 0));
    // TM's first row: building space 1, street space 1, building spaces 2 and 3, water.
    expect(text).toMatch(/^TM S\. Teresa e S\. Mattia\n {3}B1 {3}\| S1 {3}\| B2 {3}\| B3 {3}\| {2}\./m);
    expect(text).toMatch(/^Turn \d+, Player 1 to act \(turn\)/m);
    expect(text).toMatch(/^Player 1 \(white\): /m);
    expect(text).toMatch(/^Player 2 \(brown\): /m);
    expect(text).not.toMatch(/\bseat \d/i);
    expect(text).toContain("streets pile A ");
    expect(text).toContain("gondolas white:- brown:-");
  });

  it("shows the characters a Recruit drew to the recruiter only, with the cost of keeping one", () => {
    const s = base(2);
    const recruiting = { ...s, step: { kind: "recruit" as const, options: ["MC01", "MC02", "MC03"], cost: 1 } };
    const own = render(view(recruiting, 0));
    expect(own).toMatch(/Characters drawn: MC01 [^;]+; MC02 [^;]+; MC03 .+ \(keeping one costs 1 gold\)\./);
    const other = render(view(recruiting, 1));
    expect(other).toContain("Recruiting: 3 character cards drawn (hidden).");
    expect(other).not.toContain("MC02");
    expect(render(view(recruiting, SPECTATOR))).not.toContain("MC02");
  });

  it("lists the tiles a player holds by id", () => {
    const s = base(2);
    const p = s.players[0];
    if (p === undefined) throw new Error("no player 0");
    const holding = { ...s, players: [{ ...p, hand: { ...p.hand, glassFactories: ["GF01"], shops: ["SH03"] } }, ...s.players.slice(1)] };
    expect(render(view(holding, 0))).toMatch(/^Player 1 \(white\): .*; tiles in hand GF01 SH03;/m);
    // Another player's unbuilt shops are counted, their faces hidden.
    expect(render(view(holding, 1))).toMatch(/^Player 1 \(white\): .*; tiles in hand GF01 1 shop;/m);
  });
});
