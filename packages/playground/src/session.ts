/**
 * A match being played in the page: who plays each seat, the bots, whose view is shown, and the
 * hot-seat cover. Everything the rules decide goes through @laguna/core's public API (act,
 * legalActions, undo, saveMatch, loadMatch …); this module only keeps track of the table.
 *
 * @module
 */
import type { Bot } from "@laguna/bots";
import {
  type EngineError,
  type Match,
  SPECTATOR,
  type SavedMatch,
  type Seat,
  type Viewer,
  actAt,
  activePlayers,
  createMatch,
  isOver,
  loadMatch,
  saveMatch,
  undo,
  undoMove,
} from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { type GameKit, kitFor } from "./games";
import { SEAT_KINDS, type SeatKind, seatBot } from "./seat-bots";

export { SEAT_KINDS, type SeatKind } from "./seat-bots";

/** The save file the playground writes: the core's saved match and who played each seat. */
export interface PlaygroundSave {
  /** Always "laguna-playground". */
  readonly format: "laguna-playground";
  /** This format's version: 1. */
  readonly formatVersion: 1;
  /** Who plays each seat. */
  readonly seats: readonly SeatKind[];
  /** The seed the bots' seeds are mixed from (the match's own seed). */
  readonly seed: number;
  /** The match, as `saveMatch` writes it. */
  readonly match: SavedMatch;
}

/** A match at the table: the rules' match plus the seats, the bots and whose view is shown. */
export interface Table {
  /** The game. */
  readonly kit: GameKit;
  /** The match now. */
  readonly match: Match;
  /** Who plays each seat. */
  readonly seats: readonly SeatKind[];
  /** Each seat's bot (none for people). */
  readonly bots: readonly (Bot | undefined)[];
  /** The person whose view was last shown, when people play. */
  readonly shownSeat: Seat | undefined;
}

/** The bots of each seat, seeded from the match seed and the seat. */
function botsFor(kit: GameKit, seats: readonly SeatKind[], seed: number): (Bot | undefined)[] {
  return seats.map((kind, seat) => seatBot(kit, kind, seed, seat));
}

/** The people's seats. */
export const people = (table: Table): Seat[] => table.seats.flatMap((k, s) => (k === "person" ? [s] : []));

/** A new table: the match is created from the config and seed (the config codec judges the options). */
export function newTable(kit: GameKit, seats: readonly SeatKind[], config: unknown, seed: number): either.Either<EngineError, Table> {
  const created = createMatch(kit.game, config, seed);
  if (either.isLeft(created)) return created;
  const table: Table = { kit, match: created.right as Match, seats, bots: botsFor(kit, seats, seed), shownSeat: undefined };
  return either.right(withShownSeat(table));
}

/** The seat to act now (none of these games has simultaneous moves), or `undefined` at the end. */
export const seatToAct = (table: Table): Seat | undefined => activePlayers(table.match)[0];

/** With a single person, their view is always shown. */
function withShownSeat(table: Table): Table {
  const persons = people(table);
  return persons.length === 1 ? { ...table, shownSeat: persons[0] } : table;
}

/**
 * Whether the screen is covered: with several people, when a person other than the one whose view
 * is shown is to act (or nobody's view has been shown yet), until they say they are at the screen.
 */
export function coveredFor(table: Table): Seat | undefined {
  const persons = people(table);
  if (persons.length < 2 || isOver(table.match)) return undefined;
  const seat = seatToAct(table);
  if (seat === undefined || table.seats[seat] !== "person") return undefined;
  return seat === table.shownSeat ? undefined : seat;
}

/**
 * Whose view the page draws: the one person's; with several, the one who last took the screen
 * (the spectator's while covered, and at the end); with no people, the spectator's.
 */
export function viewerOf(table: Table): Viewer {
  const persons = people(table);
  if (persons.length === 0) return SPECTATOR;
  if (persons.length === 1) return persons[0] ?? SPECTATOR;
  if (isOver(table.match) || coveredFor(table) !== undefined) return SPECTATOR;
  return table.shownSeat ?? SPECTATOR;
}

/** The person at `seat` takes the screen (lifts the cover). */
export const reveal = (table: Table, seat: Seat): Table => ({ ...table, shownSeat: seat });

/** The seat takes its `index`-th legal action. */
export function takeAction(table: Table, seat: Seat, index: number): either.Either<EngineError, Table> {
  const next = actAt(table.match, seat, index);
  return either.isLeft(next) ? next : either.right({ ...table, match: next.right as Match });
}

/**
 * Takes back the last move of the person whose view is shown (with people at the table), and the
 * bots' actions after it; with no people, the last move of any seat. Refused (with the engine's
 * reason) where an action drew randomness or revealed something, and, with several people, when
 * another person has moved since: nobody takes back someone else's move.
 */
export function undoLastPersonMove(table: Table): either.Either<string, Table> {
  const persons = people(table);
  const me = persons.length > 0 ? table.shownSeat : undefined;
  const back = me === undefined ? undo(table.match) : undoMove(table.match, me, { keep: persons.filter((p) => p !== me) });
  if (either.isRight(back)) return either.right({ ...table, match: back.right as Match });
  const refusal = back.left;
  if (refusal.kind === "cannot-undo" && refusal.reason === "nothing") {
    return either.left(me === undefined ? "nobody has moved yet." : "you have not made a move yet.");
  }
  if (refusal.kind === "cannot-undo" && refusal.reason === "kept" && refusal.actor !== undefined) {
    return either.left(`the last move was Player ${refusal.actor + 1}'s; only they can take it back.`);
  }
  return either.left(refusal.message);
}

/** The save file of a table, as JSON text. */
export function saveTable(table: Table): string {
  const save: PlaygroundSave = { format: "laguna-playground", formatVersion: 1, seats: table.seats, seed: table.match.seed, match: saveMatch(table.match) };
  return `${JSON.stringify(save)}\n`;
}

/**
 * A table from a save file's text: a playground save, or a bare saved match of the core (then
 * seat 0 is a person and the others greedy bots). `Left` with a message for people.
 */
export function loadTable(text: string): either.Either<string, Table> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return either.left("the file is not JSON.");
  }
  const record = (data ?? {}) as Readonly<Record<string, unknown>>;
  const saved = record["format"] === "laguna-playground" ? record["match"] : data;
  const gameId = (saved as { game?: { id?: unknown } } | null)?.game?.id;
  const kit = typeof gameId === "string" ? kitFor(gameId) : undefined;
  if (kit === undefined) return either.left(`it is not a saved game of ${typeof gameId === "string" ? `a game this page knows (${gameId})` : "this page"}.`);
  const loaded = loadMatch(kit.game, saved);
  if (either.isLeft(loaded)) return either.left(loaded.left.message);
  const match = loaded.right as Match;
  const count = match.config.playerCount;
  const given = record["seats"];
  const seats: SeatKind[] =
    Array.isArray(given) && given.length === count && given.every((k) => SEAT_KINDS.includes(k as SeatKind))
      ? (given as SeatKind[])
      : Array.from({ length: count }, (_, s) => (s === 0 ? "person" : "greedy"));
  return either.right(withShownSeat({ kit, match, seats, bots: botsFor(kit, seats, match.seed), shownSeat: undefined }));
}
