import { recordTranscript } from "@laguna/testing";
import { describe, expect, it } from "vitest";
import { stash } from "../fixtures/stash";
import { ticTacToe } from "../fixtures/tic-tac-toe";

describe("golden transcripts", () => {
  it("are deterministic for a seed and differ between seeds", () => {
    const a = recordTranscript(stash, stash.defaultConfig(3), 11);
    expect(recordTranscript(stash, stash.defaultConfig(3), 11)).toBe(a);
    expect(recordTranscript(stash, stash.defaultConfig(3), 12)).not.toBe(a);
  });

  it("write the header, one line per action, the final position, the score sheet and the outcome", () => {
    const text = recordTranscript(ticTacToe, ticTacToe.defaultConfig(2), 1);
    const lines = text.split("\n");
    expect(lines[0]).toBe("# Tic-tac-toe (tic-tac-toe 1.0.0)");
    expect(lines[1]).toBe('# config {"playerCount":2,"misere":false,"firstPlayer":0}');
    expect(lines[2]).toBe("# seed 1, random players seeded 1");
    expect(lines[3]).toMatch(/^ {3}1\. seat 0: mark square \d$/);
    expect(text).toContain("## final position");
    expect(text).toMatch(/## outcome\nscores \[/);
  });

  for (const n of stash.playerCounts) {
    it(`Stash, ${n} players, matches its golden file`, async () => {
      await expect(recordTranscript(stash, stash.defaultConfig(n), 2026)).toMatchFileSnapshot(`golden/stash-${n}p.txt`);
    });
  }
  it("tic-tac-toe matches its golden file", async () => {
    await expect(recordTranscript(ticTacToe, ticTacToe.defaultConfig(2), 2026)).toMatchFileSnapshot("golden/tic-tac-toe.txt");
  });
});
