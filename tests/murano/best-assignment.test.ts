/**
 * bestAssignment against brute force: on small random scoring positions, the exact optimum must
 * equal the best final VP found by trying every sequence of legal `score` actions through the
 * game itself, and its choices must reach that VP when played.
 */
import { seedRng, withRandom } from "@laguna/core";
import {
  type MuranoConfig,
  type MuranoState,
  CHARACTER_CARDS,
  GLASS_FACTORY_TILES,
  PALACE_TILES,
  SHOP_TILES,
  SPECIAL_TILES,
  STREET_TILES,
  bestAssignment,
  boardCells,
  game,
} from "@laguna/murano";
import { describe, expect, it } from "vitest";
import { act, base, beads, put, takeCharacters, valid, withPlayer } from "./fixtures";

function randomPosition(seed: number, config: Partial<MuranoConfig>): MuranoState {
  const [s] = withRandom(seedRng(seed), (r) => {
    let s = base(4, config);
    const streets = r.shuffle(STREET_TILES.map((t) => t.id));
    const buildings = r.shuffle([...SHOP_TILES, ...PALACE_TILES, ...GLASS_FACTORY_TILES, ...SPECIAL_TILES].map((t) => t.id));
    const islands = r.shuffle(["TM", "SM", "CS", "SD", "PM", "SS"]).slice(0, 3);
    for (const c of boardCells("4p")) {
      if (!islands.includes(c.island) || r.int(0, 2) === 0) continue;
      const tile = c.kind === "street" ? streets.pop() : buildings.pop();
      if (tile !== undefined) s = put(s, c.id, tile, r.int(0, 3));
    }
    const gondolas = r.shuffle(Object.keys(s.gondolas).filter((g) => islands.some((i) => g.startsWith(`${i}.`)))).slice(0, r.int(1, 4));
    const pool = CHARACTER_CARDS.map((c) => c.id).filter((id) => !["MC26", "MC27", "MC28"].includes(id) || r.int(0, 1) === 0);
    const cards = r.shuffle(pool).slice(0, r.int(1, 5));
    s = takeCharacters(s, cards);
    const studios = r.shuffle(["SB10", "SB11", "SB12"]).slice(0, r.int(0, 2)).map((card) => ({ card, turn: 1 }));
    const held = beads(r.int(0, 3), r.int(0, 3), r.int(0, 3));
    s = {
      ...s,
      turn: 50,
      bag: beads(10 - held.red, 10 - held.green, 10 - held.blue),
      gondolas: { ...s.gondolas, ...Object.fromEntries(gondolas.map((g) => [g, 0])) },
      ending: { rule: "lastTurns", triggeredBy: 0 },
      step: { kind: "scoring", order: [0, 1, 2, 3], index: 0 },
    };
    return withPlayer(s, 0, {
      gold: r.int(0, 12),
      beads: held,
      characters: cards,
      recruited: cards.length,
      personal: 5 - gondolas.length,
      specialCards: studios,
    });
  });
  return valid(s);
}

/** The best VP seat 0 can end its scoring with, by trying every legal sequence. */
function bruteForce(state: MuranoState): number {
  const p0 = (s: MuranoState) => s.players[0]?.vp ?? 0;
  if (!(state.step.kind === "scoring" && state.current === 0 && state.step.index === 0)) return p0(state);
  let best = -Infinity;
  const legal = game.legalActions(state, 0);
  if (legal.length === 0) throw new Error(`no legal action: ${JSON.stringify(state.players[0])} ${JSON.stringify(state.gondolas)}`);
  for (const a of legal) best = Math.max(best, bruteForce(act(state, 0, a)));
  return best;
}

describe("bestAssignment", () => {
  for (const config of [{}, { characterAssignment: "optional" as const }, { unassignedGondolierVp: "onGondola" as const }, { twoGondolierCardCountsScored: false, studioChaining: true }]) {
    it(`agrees with brute force on 40 random positions (${JSON.stringify(config)})`, () => {
      let tested = 0;
      let scoring = 0;
      for (let seed = 1; seed <= 40; seed++) {
        const s = randomPosition(seed, config);
        const before = s.players[0]?.vp ?? 0;
        // A position where seat 0 could score nothing is never reached in play (scoring skips it).
        if (game.legalActions(s, 0).every((a) => a.type !== "score")) continue;
        tested++;
        const best = bestAssignment(s, 0);
        if (best.cards > 0) scoring++;
        expect(before + best.total, `seed ${seed}`).toBe(bruteForce(s));
        // Playing its choices reaches that total.
        let t = s;
        for (const c of best.choices) t = act(t, 0, { type: "score", ...c });
        if (t.step.kind === "scoring" && t.current === 0) t = act(t, 0, { type: "endScoring" });
        expect(t.players[0]?.vp, `seed ${seed}`).toBe(before + best.total);
      }
      expect(tested).toBeGreaterThanOrEqual(25);
      // The positions are not trivial: many score VP from their cards.
      expect(scoring).toBeGreaterThanOrEqual(10);
    });
  }

  it("answers again when the board, owners or gondolas change under the same player record (it keeps its answer with the record)", () => {
    let differed = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const s = randomPosition(seed, {});
      const other = randomPosition(seed + 100, {});
      bestAssignment(s, 0);
      for (const changed of [{ cells: other.cells }, { owners: other.owners }, { gondolas: other.gondolas }, { cells: other.cells, owners: other.owners, gondolas: other.gondolas }]) {
        const t: MuranoState = { ...s, ...changed };
        // A copy of the player record has nothing kept with it: the answer worked out afresh.
        const fresh: MuranoState = { ...t, players: t.players.map((p) => ({ ...p })) };
        expect(bestAssignment(t, 0), `seed ${seed}`).toEqual(bestAssignment(fresh, 0));
        if (bestAssignment(t, 0).total !== bestAssignment(s, 0).total) differed++;
      }
    }
    // The changes matter: many change the answer.
    expect(differed).toBeGreaterThanOrEqual(10);
  });

  it("takes the unused-gondolier bonus into account (a 0 VP card is better left unscored when optional)", () => {
    let s = takeCharacters(base(4, { characterAssignment: "optional", unassignedGondolierVp: "onGondola" }), ["MC02"]);
    s = { ...s, gondolas: { ...s.gondolas, "TM.g.white": 0 }, ending: { rule: "lastTurns", triggeredBy: 0 }, step: { kind: "scoring", order: [0, 1, 2, 3], index: 0 } };
    s = valid(withPlayer(s, 0, { characters: ["MC02"], recruited: 1, personal: 4 }));
    expect(bestAssignment(s, 0)).toEqual({ total: 1, cards: 0, bonus: 1, choices: [] });
    const mandatory = valid({ ...s, config: { ...s.config, characterAssignment: "mandatory" } });
    expect(bestAssignment(mandatory, 0).total).toBe(0);
    // By default the 4 gondoliers in the personal supply add 4 whatever the choice.
    const byDefault = valid({ ...s, config: { ...s.config, unassignedGondolierVp: "notInGeneralSupply" } });
    expect(bestAssignment(byDefault, 0)).toEqual({ total: 5, cards: 0, bonus: 5, choices: [] });
  });
});
