/**
 * Tic-tac-toe written the way boardgame.io's own tutorial writes it (boardgame.io 0.50,
 * https://boardgame.io/documentation/#/tutorial): `G.cells`, one `clickCell` move that returns
 * `INVALID_MOVE` on a taken cell, one move per turn (`turn: { minMoves: 1, maxMoves: 1 }`, the
 * tutorial's turn order: the turn ends after the move), and `endIf` with the tutorial's
 * `IsVictory` and `IsDraw`. The benchmark plays it against `@laguna/examples`' tic-tac-toe in
 * `versus-boardgame-io.ts`. Player "0" plays first, as seat 0 (X) does in Laguna's default config.
 *
 * @module
 */
import type { Game } from "boardgame.io";

/** A square: the id of the player who marked it, or `null`. */
type Cell = string | null;

/**
 * The game state: nine cells, row by row from the top left.
 *
 * @example
 * const G: TicTacToeG = { cells: Array(9).fill(null) };
 */
export interface TicTacToeG {
  /** The nine cells. */
  cells: Cell[];
}

/** The tutorial's `INVALID_MOVE` (boardgame.io/core's constant), imported by the caller. */
type InvalidMove = "INVALID_MOVE";

/** The tutorial's victory check: some line of three holds the same non-null mark. */
function isVictory(cells: readonly Cell[]): boolean {
  const positions = [
    [0, 1, 2], [3, 4, 5], [6, 7, 8],
    [0, 3, 6], [1, 4, 7], [2, 5, 8],
    [0, 4, 8], [2, 4, 6],
  ];
  const isRowComplete = (row: number[]) => {
    const symbols = row.map((i) => cells[i]);
    return symbols.every((i) => i !== null && i === symbols[0]);
  };
  return positions.map(isRowComplete).some((i) => i === true);
}

/** The tutorial's draw check: no empty cell left. */
function isDraw(cells: readonly Cell[]): boolean {
  return cells.filter((c) => c === null).length === 0;
}

/**
 * The tutorial's game object, given boardgame.io's `INVALID_MOVE` (so that this module imports
 * nothing from boardgame.io at load time: the caller decides when, after `NODE_ENV` is set).
 *
 * @example
 * const { INVALID_MOVE } = require("boardgame.io/core");
 * const game = tutorialTicTacToe(INVALID_MOVE);
 */
export function tutorialTicTacToe(INVALID_MOVE: InvalidMove): Game<TicTacToeG> {
  return {
    name: "tic-tac-toe",
    setup: () => ({ cells: Array<Cell>(9).fill(null) }),
    turn: { minMoves: 1, maxMoves: 1 },
    moves: {
      clickCell: ({ G, playerID }, id: number) => {
        if (G.cells[id] !== null) return INVALID_MOVE;
        G.cells[id] = playerID;
        return undefined;
      },
    },
    endIf: ({ G, ctx }) => {
      if (isVictory(G.cells)) return { winner: ctx.currentPlayer };
      if (isDraw(G.cells)) return { draw: true };
      return undefined;
    },
  };
}
