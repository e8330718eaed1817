/**
 * Issue 12, item 1: an action after which final scoring has started, or the game is over, can
 * never be taken back. Final scoring shows the characters (once the game is over, everyone's), and
 * even entering it tells the table which players can still score a card; `undo` would let a
 * player see that and then play their last turn differently.
 */
import { type Match, actAt, activePlayers, createMatch, createMatchFromState, isOver, legalActions, undo, uniformRandomPolicy } from "@laguna/core";
import { type MuranoAction, type MuranoConfig, type MuranoState, type MuranoView, GLASS_FACTORY_TILES, SPECIAL_TILES, game } from "@laguna/murano";
import { either } from "fp-ts";
import { beforeEach, describe, expect, it } from "vitest";
import { act, base, valid, withPlayer } from "./fixtures";

type M = Match<MuranoConfig, MuranoState, MuranoAction, MuranoView>;

beforeEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const ended = (s: MuranoState) => s.step.kind === "scoring" || s.step.kind === "over";

/**
 * A 2-player state in the last turn of the game: the glass factories and special tiles are all in
 * hands (two empty stacks), seat 1 triggered the end, and seat 0 plays the last turn.
 */
function lastTurn(): MuranoState {
  let s = base(2);
  s = withPlayer(s, 0, { hand: { ...s.players[0]!.hand, glassFactories: [...s.glassFactoryStack] } });
  s = withPlayer(s, 1, { hand: { ...s.players[1]!.hand, specialTiles: [...s.specialTileStack] } });
  return valid({ ...s, glassFactoryStack: [], specialTileStack: [], ending: { rule: "lastTurns", triggeredBy: 1 }, current: 0 });
}

describe("the step that ends the game cannot be undone", () => {
  it("a pass in the last turn that ends the game (nobody holds a character) is not undoable", () => {
    const before = lastTurn();
    expect(GLASS_FACTORY_TILES.length + SPECIAL_TILES.length).toBeGreaterThan(0);
    const pass = game.legalActions(before, 0).find((a) => a.type === "pass");
    if (pass === undefined) throw new Error("no pass");
    const after = act(before, 0, pass);
    expect(after.step.kind).toBe("over");
    expect(game.isUndoable?.(before, 0, pass, after)).toBe(false);
  });

  it("a pass in the last turn that opens final scoring is not undoable (who is to score is news)", () => {
    let before = lastTurn();
    const card = before.characterDeck[0]!;
    before = valid({
      ...withPlayer(before, 1, { characters: [card], recruited: 1, personal: 4 }),
      characterDeck: before.characterDeck.slice(1),
      gondolas: { ...before.gondolas, "TM.g.brown": 1 },
    });
    const pass = game.legalActions(before, 0).find((a) => a.type === "pass");
    if (pass === undefined) throw new Error("no pass");
    const after = act(before, 0, pass);
    expect(after.step.kind).toBe("scoring");
    expect(game.isUndoable?.(before, 0, pass, after)).toBe(false);
  });

  it("through the engine: undo after the game-ending pass is refused", () => {
    const start = lastTurn();
    const m = createMatchFromState(game, start.config, start);
    if (either.isLeft(m)) throw new Error(m.left.message);
    const pass = legalActions(m.right, 0).findIndex((a) => a.type === "pass");
    const over = actAt(m.right, 0, pass);
    if (either.isLeft(over)) throw new Error(over.left.message);
    expect(isOver(over.right)).toBe(true);
    expect(undo(over.right)).toMatchObject({ left: { kind: "cannot-undo" } });
  });

  it("a movement in the last turn that does not end it stays undoable", () => {
    const before = lastTurn();
    const move = game.legalActions(before, 0).find((a) => a.type === "move");
    if (move === undefined) throw new Error("no move");
    const after = act(before, 0, move);
    expect(ended(after)).toBe(false);
    expect(game.isUndoable?.(before, 0, move, after)).toBe(true);
  });
});

describe("random games: no step into final scoring or past the end is undoable", () => {
  // 3-player seeds 112 and 143 ended on an undoable endBuild / income before the fix.
  for (const n of [2, 3, 4] as const) {
    it(`${n} players, 150 seeded random games`, () => {
      let checked = 0;
      for (let seed = 1; seed <= 150; seed++) {
        const created = createMatch(game, game.defaultConfig(n), seed);
        if (either.isLeft(created)) throw new Error(created.left.message);
        let match: M = created.right;
        const policy = uniformRandomPolicy(seed);
        while (!isOver(match)) {
          const seat = activePlayers(match)[0]!;
          const before = match.state;
          const legal = legalActions(match, seat);
          const i = policy(match, seat, legal);
          const next = actAt(match, seat, i);
          if (either.isLeft(next)) throw new Error(next.left.message);
          match = next.right;
          if (ended(match.state)) {
            checked++;
            const action = legal[i]!;
            expect(game.isUndoable?.(before, seat, action, match.state), `${n}p seed ${seed}: ${JSON.stringify(action)}`).toBe(false);
            expect(undo(match), `${n}p seed ${seed}: the engine's undo`).toMatchObject({ left: { kind: "cannot-undo" } });
          }
        }
      }
      expect(checked).toBeGreaterThanOrEqual(150);
    });
  }
});
