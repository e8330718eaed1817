/**
 * Tic-tac-toe as a Laguna rule module: the smallest complete game, with perfect information and
 * no chance. Two options: the misère variant (three in a row loses) and who moves first.
 *
 * Read it as a template for your own rule module: explicit types, codecs checked against them,
 * a reducer that refuses by rule name, and a view (here the whole state: nothing is hidden).
 *
 * @module
 */
import { type Seat, deepEqual, defineGame, integerBetween, makeOutcome, refuse, requirePlayerCount } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import * as t from "io-ts";

/**
 * A tic-tac-toe config.
 *
 * @example
 * const misere: TicTacToeConfig = { ...ticTacToe.defaultConfig(2), misere: true };
 * @category Tic-tac-toe
 */
export interface TicTacToeConfig {
  /** Always 2. */
  readonly playerCount: 2;
  /** The misère variant: whoever completes three in a row loses. */
  readonly misere: boolean;
  /** The seat that moves first, `0` or `1` (seat 0 always plays X, seat 1 plays O). */
  readonly firstPlayer: 0 | 1;
}

/**
 * The io-ts codec of a {@link TicTacToeConfig}.
 *
 * @example
 * TicTacToeConfigC.is({ playerCount: 2, misere: false, firstPlayer: 0 }); // true
 * @category Tic-tac-toe
 */
export const TicTacToeConfigC: t.Type<TicTacToeConfig, TicTacToeConfig, unknown> = t.readonly(
  t.type({
    playerCount: t.literal(2),
    misere: t.boolean,
    firstPlayer: t.union([t.literal(0), t.literal(1)]),
  }),
  "TicTacToeConfig",
);

/**
 * A tic-tac-toe state (also the view: nothing is hidden).
 *
 * @example
 * const state: TicTacToeState = ticTacToe.setup(ticTacToe.defaultConfig(2), 1);
 * state.board.filter((mark) => mark === null).length; // 9
 * @category Tic-tac-toe
 */
export interface TicTacToeState {
  /** The config the game was set up with. */
  readonly config: TicTacToeConfig;
  /** The nine squares, row by row from the top left (squares 0 to 8): `"X"`, `"O"` or empty (`null`). */
  readonly board: readonly ("X" | "O" | null)[];
  /** The seat to move next (seat 0 plays X, seat 1 plays O). */
  readonly toMove: 0 | 1;
  /** The winning seat, or `null` while nobody has won (and in a draw). */
  readonly winner: 0 | 1 | null;
  /** Whether the game is over: a line is complete or the board is full. */
  readonly over: boolean;
}

/**
 * The io-ts codec of a {@link TicTacToeState}.
 *
 * @example
 * TicTacToeStateC.is(ticTacToe.setup(ticTacToe.defaultConfig(2), 1)); // true
 * @category Tic-tac-toe
 */
export const TicTacToeStateC: t.Type<TicTacToeState, TicTacToeState, unknown> = t.readonly(
  t.type({
    config: TicTacToeConfigC,
    board: t.readonlyArray(t.union([t.literal("X"), t.literal("O"), t.null])),
    toMove: t.union([t.literal(0), t.literal(1)]),
    winner: t.union([t.literal(0), t.literal(1), t.null]),
    over: t.boolean,
  }),
  "TicTacToeState",
);

/**
 * A tic-tac-toe action: mark an empty square with your mark.
 *
 * @example
 * const centre: TicTacToeAction = { type: "mark", cell: 4 };
 * @category Tic-tac-toe
 */
export interface TicTacToeAction {
  /** Always `"mark"`. */
  readonly type: "mark";
  /** The square to mark, 0 to 8, row by row from the top left (4 is the centre). */
  readonly cell: number;
}

/**
 * The io-ts codec of a {@link TicTacToeAction}.
 *
 * @example
 * TicTacToeActionC.is({ type: "mark", cell: 4 }); // true
 * TicTacToeActionC.is({ type: "mark", cell: 9 }); // false
 * @category Tic-tac-toe
 */
export const TicTacToeActionC: t.Type<TicTacToeAction, TicTacToeAction, unknown> = t.readonly(
  t.type({ type: t.literal("mark"), cell: integerBetween(0, 8, "Cell (0 to 8)") }),
  "TicTacToeAction",
);

// Written for speed, as we recommend for any rule module a bot or a simulation will call millions
// of times (see the package README's "Writing a fast module"): the board is one flat array, the
// lines and the nine possible actions are built once, and the hot functions (`legalActions`,
// `apply`, `activePlayers`) are plain loops that allocate only the values they return.

/** The eight lines of three, as square numbers. */
const LINES: readonly (readonly [number, number, number])[] = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8],
  [0, 3, 6], [1, 4, 7], [2, 5, 8],
  [0, 4, 8], [2, 4, 6],
];

/**
 * The lines through each square (two to four of them). A game goes on only while no line is
 * complete, so a move completes a line only if it is one through the square just marked: `apply`
 * checks those, not all eight.
 */
const LINES_THROUGH: readonly (readonly (readonly [number, number, number])[])[] = Array.from({ length: 9 }, (_, cell) =>
  LINES.filter((line) => line.includes(cell)),
);

/** The nine actions, built once: `legalActions` returns these values, never new copies. */
const MARK: readonly TicTacToeAction[] = Array.from({ length: 9 }, (_, cell) => Object.freeze({ type: "mark", cell } as const));

/** The lists `activePlayers` returns, built once. */
const TO_ACT: readonly (readonly Seat[])[] = [Object.freeze([0]), Object.freeze([1])];
const NOBODY: readonly Seat[] = Object.freeze([]);

const markOf = (seat: Seat): "X" | "O" => (seat === 0 ? "X" : "O");

/** Whether marking `cell` completed a line of `mark`s on `board` (the board after the move). */
function completesLine(board: TicTacToeState["board"], cell: number, mark: "X" | "O"): boolean {
  for (const [a, b, c] of LINES_THROUGH[cell] ?? []) if (board[a] === mark && board[b] === mark && board[c] === mark) return true;
  return false;
}

/**
 * Tic-tac-toe: the rule module (id `"tic-tac-toe"`, 2 players).
 *
 * @example
 * import { act, createMatch } from "@laguna/core";
 * import * as either from "fp-ts/lib/Either.js";
 * import { ticTacToe } from "@laguna/examples";
 *
 * const match = createMatch(ticTacToe, ticTacToe.defaultConfig(2), 42);
 * const next = either.flatMap(match, (m) => act(m, 0, { type: "mark", cell: 4 }));
 * @category Tic-tac-toe
 */
export const ticTacToe = defineGame({
  id: "tic-tac-toe",
  version: "1.0.0",
  name: "Tic-tac-toe",
  playerCounts: [2],
  capabilities: { hiddenInformation: false, chance: false, simultaneousMoves: false },
  codecs: { config: TicTacToeConfigC, state: TicTacToeStateC, action: TicTacToeActionC, view: TicTacToeStateC },
  configOptions: { misere: [false, true], firstPlayer: [0, 1] },
  optionDocs: {
    misere: "The misère variant, the game's well-known alternative (true): whoever completes three in a row loses; off by default.",
    firstPlayer: "The seat that moves first: 0, as usual (seat 0 always plays X), or 1.",
  },
  defaultConfig: (playerCount) => {
    requirePlayerCount("Tic-tac-toe", [2], playerCount);
    return { playerCount: 2, misere: false, firstPlayer: 0 };
  },
  maxActions: () => 9,
  checkState: (s, config) => (deepEqual(s.config, config) ? undefined : "the state was made with another config"),
  // A literal, not Array(9).fill(null): V8 keeps a literal's array packed (holes make every read slower).
  setup: (config) => ({ config, board: [null, null, null, null, null, null, null, null, null], toMove: config.firstPlayer, winner: null, over: false }),
  activePlayers: (s) => (s.over ? NOBODY : (TO_ACT[s.toMove] as readonly Seat[])),
  legalActions: (s, seat) => {
    const legal: TicTacToeAction[] = [];
    if (s.over || seat !== s.toMove) return legal;
    for (let cell = 0; cell < 9; cell++) if (s.board[cell] === null) legal.push(MARK[cell] as TicTacToeAction);
    return legal;
  },
  apply: (s, seat, action) => {
    if (s.over) return refuse("game-over", "The game is over.");
    if (seat !== s.toMove) return refuse("not-your-turn", `It is ${markOf(s.toMove)}'s turn.`);
    if (s.board[action.cell] !== null) return refuse("square-taken", `Square ${action.cell} is already taken.`);
    const mark = markOf(seat);
    const board = s.board.slice();
    board[action.cell] = mark;
    const line = completesLine(board, action.cell, mark);
    const full = !board.includes(null);
    const other: 0 | 1 = seat === 0 ? 1 : 0;
    const winner = line ? (s.config.misere ? other : (seat as 0 | 1)) : null;
    return either.right({ config: s.config, board, toMove: other, winner, over: line || full });
  },
  view: (s) => s,
  outcome: (s) => (s.over ? makeOutcome([0, 1].map((seat) => (s.winner === null ? 0.5 : s.winner === seat ? 1 : 0))) : undefined),
  describeAction: (a) => `mark square ${a.cell}`,
  render: (s) =>
    [0, 3, 6].map((r) => [0, 1, 2].map((c) => s.board[r + c] ?? ".").join(" ")).join("\n") +
    (s.over ? `\n${s.winner === null ? "draw" : `${markOf(s.winner)} wins`}` : `\n${markOf(s.toMove)} to move`),
});
