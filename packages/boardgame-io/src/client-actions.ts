/**
 * Which moves and events a boardgame.io `Game` lets a client send: its own moves by name, and the
 * events it leaves on.
 *
 * @module
 */
import type { Game } from "boardgame.io";

/**
 * The moves and events of one boardgame.io game that a client may name (see {@link clientActions}).
 *
 * @example
 * const allowed: ClientActions = clientActions(toBoardgameGame(murano));
 * allowed.isMove("act"); // true
 * @category boardgame.io
 */
export interface ClientActions {
  /** Whether a move of this name is the game's own (never one of `Object.prototype`'s names). */
  isMove(name: string): boolean;
  /** Whether an event of this name is one of boardgame.io's events that the game leaves on. */
  isEvent(name: string): boolean;
}

/** boardgame.io 0.50's events, each on unless the game's `events` sets it to `false`. */
const EVENT_NAMES: readonly string[] = ["endStage", "setStage", "endTurn", "pass", "endPhase", "setPhase", "endGame", "setActivePlayers"];

/**
 * The moves and events a client of this boardgame.io game may send:
 *
 * - a move whose name is an own property of the game's moves, or of a phase's or a stage's moves,
 *   and which no other of these move lists would find through its prototype. boardgame.io 0.50
 *   looks a move up with `name in moves`, so a move named `toString`, `valueOf`, `constructor`
 *   or `__proto__` would otherwise reach `Object.prototype`'s function (and end the server) or
 *   object (and be stored as a move that did nothing);
 * - an event that boardgame.io has and the game has not turned off (`events: { endTurn: false }`).
 *   boardgame.io's server runs any event a client sends, and calls an unknown name looked up the
 *   same way. The Laguna games ({@link toBoardgameGame}) turn every event off, so no event of
 *   theirs is allowed.
 *
 * @example
 * const allowed = clientActions(toBoardgameGame(murano));
 * allowed.isMove("act"); // true
 * allowed.isMove("toString"); // false
 * allowed.isEvent("endTurn"); // false
 * @category boardgame.io
 */
export function clientActions(game: Game): ClientActions {
  const lists = moveLists(game);
  const events = game.events as Record<string, unknown> | undefined;
  const enabled = new Set(EVENT_NAMES.filter((name) => events?.[name] !== false));
  return {
    isMove: (name) => lists.some((moves) => Object.hasOwn(moves, name)) && lists.every((moves) => !(name in moves) || Object.hasOwn(moves, name)),
    isEvent: (name) => enabled.has(name),
  };
}

/** Every list of moves boardgame.io may look a move up in: the game's, each phase's, each stage's. */
function moveLists(game: Game): object[] {
  const lists: unknown[] = [game.moves];
  const stagesOf = (turn: unknown): unknown[] => {
    const stages = (turn as { stages?: unknown } | undefined)?.stages;
    return typeof stages === "object" && stages !== null ? Object.values(stages).map((stage) => (stage as { moves?: unknown } | undefined)?.moves) : [];
  };
  lists.push(...stagesOf(game.turn));
  for (const phase of Object.values((game.phases ?? {}) as Record<string, unknown>)) {
    const { moves, turn } = (phase ?? {}) as { moves?: unknown; turn?: unknown };
    lists.push(moves, ...stagesOf(turn));
  }
  return lists.filter((moves): moves is object => typeof moves === "object" && moves !== null);
}
