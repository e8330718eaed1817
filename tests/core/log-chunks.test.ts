/**
 * Issue 30: a log's chunks hold 16 entries up to position 64 (a typed array V8 keeps on its heap), the next
 * ones 64 entries each. Appending, branching and reading must not depend on where a chunk ends.
 */
import { type AnyGame, type Match, actAt, activePlayers, createMatch, legalActions, loadMatch, matchMoves, saveMatch } from "@laguna/core";
import { describe, expect, it } from "vitest";
import { lightMasters } from "@laguna/murano-light-masters";
import { stash } from "../fixtures/stash";
import { right, stashMatch } from "./helpers";

describe("the compact log's chunks", () => {
  it("branches at every position around the first chunk's end and keeps every log apart", () => {
    const matches: Match[] = [stashMatch({ playerCount: 4 }, 21) as unknown as Match];
    for (let step = 0; step < 200; step++) {
      const m = matches[matches.length - 1] as Match;
      const seat = activePlayers(m)[0];
      if (seat === undefined) break;
      matches.push(right(actAt(m, seat, (step * 7) % legalActions(m, seat).length)));
    }
    const full = matches[matches.length - 1] as Match;
    expect(full.length).toBeGreaterThan(17);
    const moves = matchMoves(full);
    for (const m of matches) {
      const seat = activePlayers(m)[0];
      if (seat === undefined) continue;
      const n = legalActions(m, seat).length;
      const a = right(actAt(m, seat, 0));
      const b = right(actAt(m, seat, n - 1));
      expect(matchMoves(a)).toStrictEqual([...moves.slice(0, m.length), expect.objectContaining({ seat, index: 0 })]);
      expect(matchMoves(b)).toStrictEqual([...moves.slice(0, m.length), expect.objectContaining({ seat, index: n - 1 })]);
      // A branch of a branch, then the original again: nothing written over.
      const a2 = activePlayers(a)[0] === undefined ? a : right(actAt(a, activePlayers(a)[0] as number, 0));
      expect(matchMoves(a2).slice(0, m.length + 1)).toStrictEqual(matchMoves(a));
      expect(matchMoves(m)).toStrictEqual(moves.slice(0, m.length));
    }
    expect(matchMoves(full)).toStrictEqual(moves);
    expect(matchMoves(right(loadMatch(stash, JSON.stringify(saveMatch(full)))))).toStrictEqual(moves);
  });

  it("keeps logs apart across the switch to 64-entry chunks at position 64 (a long Light Masters game)", () => {
    const game = lightMasters as AnyGame;
    let m = right(createMatch(game, { ...game.defaultConfig(2), roundLimit: 20 }, 5)) as Match;
    const matches: Match[] = [m];
    for (let step = 0; step < 150; step++) {
      const seat = activePlayers(m)[0];
      if (seat === undefined) break;
      m = right(actAt(m, seat, (step * 5) % legalActions(m, seat).length));
      matches.push(m);
    }
    expect(m.length).toBeGreaterThan(130);
    const moves = matchMoves(m);
    for (const at of [15, 16, 17, 47, 48, 63, 64, 65, 127, 128, 129]) {
      const from = matches[at] as Match;
      const seat = activePlayers(from)[0] as number;
      const other = right(actAt(from, seat, legalActions(from, seat).length - 1));
      expect(matchMoves(other).slice(0, at)).toStrictEqual(moves.slice(0, at));
      expect(matchMoves(other)[at]).toMatchObject({ seat, index: legalActions(from, seat).length - 1 });
      expect(matchMoves(from)).toStrictEqual(moves.slice(0, at));
    }
    expect(matchMoves(m)).toStrictEqual(moves);
    expect(matchMoves(right(loadMatch(game, JSON.stringify(saveMatch(m)))))).toStrictEqual(moves);
  });
});
