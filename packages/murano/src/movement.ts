/**
 * Ship movements (rulebook, *Carry Out an Action on an Action Space* and *Pass*): the atomic
 * choices a turn starts with. `pass` moves one ship for free and gains 1 gold; `move` is a paid
 * movement after which more follow; `act` is the last movement of an action turn, whose space's
 * action is then carried out (the Lighthouse lets the red ship join the first ship ahead as its
 * last movement).
 *
 * A `move` is offered only if the turn can still be completed afterwards ({@link canComplete}:
 * some affordable further movements ending on a selectable action), and `act` only onto a
 * selectable action, so paid movements never end in a dead end. {@link movementActions} enumerates
 * the legal movements directly (the hot path of random play), applying exactly the tests of
 * {@link checkMovement}; a unit test applies every candidate and compares. The completion search's
 * answers are memoised per state, so `apply` does not repeat the search `legalActions` made.
 *
 * @module
 */
import type { RuleError, Seat } from "@laguna/core";
import { ACTION_LABELS, type ActAction, type MoveAction, type MuranoAction, type PassAction } from "./actions";
import { stateCacheOf } from "./cache";
import { CONSTANTS, ringSpace } from "./data";
import { hasActive } from "./effects";
import { endTurn } from "./ending";
import { enterAction } from "./dispatch";
import { fail, gainable, player, replacePlayer } from "./players";
import { lighthouseTarget, moveShip, moveTargets, movementCost, occupiedMask, reachableMask, shipName, shipsOn } from "./ring";
import { carryThresholds, spaceThresholds } from "./selectable";
import type { MuranoState } from "./state";

type Movement = PassAction | MoveAction | ActAction;

const SIZE = CONSTANTS.ringSize;
const RED = CONSTANTS.redShip;

function maskOf(moved: readonly number[]): number {
  let mask = 0;
  for (const ship of moved) mask |= 1 << ship;
  return mask;
}

/**
 * The completion search: whether, with the ships at `ships`, the ships of `movedMask` moved
 * (`count` movements made) and `gold` left, some further affordable movements end on a space whose
 * action is selectable (`thresholds`). `seen` holds the positions already tried deeper down.
 */
function completes(
  thresholds: readonly number[],
  lighthouse: boolean,
  ships: readonly number[],
  movedMask: number,
  count: number,
  gold: number,
  seen: Set<string> | undefined,
): boolean {
  const cost = movementCost(count + 1);
  if (gold < cost) return false;
  const left = gold - cost;
  const reachable = reachableMask(ships, movedMask);
  for (let q = 0; q < SIZE; q++) {
    if ((reachable >> q) & 1 && (thresholds[q] ?? 0) <= left) return true;
  }
  if (lighthouse && ((movedMask >> RED) & 1) === 0) {
    const to = lighthouseTarget(ships);
    if (to !== undefined && (thresholds[to] ?? 0) <= left) return true;
  }
  // No action is reachable with one more movement: search deeper, once per position.
  const tried = seen ?? new Set<string>();
  const key = `${ships.join(",")}|${movedMask}|${gold}`;
  if (tried.has(key)) return false;
  tried.add(key);
  for (let ship = 0; ship < ships.length; ship++) {
    if ((movedMask >> ship) & 1) continue;
    for (const to of moveTargets(ships, ship)) {
      if (completes(thresholds, lighthouse, moveShip(ships, ship, to), movedMask | (1 << ship), count + 1, left, tried)) return true;
    }
  }
  return false;
}

/**
 * Whether, after the movements made so far, the player can still finish an action turn: some
 * further movements, each affordable, ending on a selectable action. The engine offers a `move`
 * only when this holds afterwards, so paid movements never lead to a dead end.
 *
 * @example
 * canComplete(state, 0, state.ships, [], 5); // true at the start of a game
 * @category Turn
 */
export function canComplete(state: MuranoState, seat: Seat, ships: readonly number[], moved: readonly number[], gold: number): boolean {
  return completes(spaceThresholds(state, seat), hasActive(state, seat, "lighthouse"), ships, maskOf(moved), moved.length, gold, undefined);
}

const COMPLETION_KEYS = ["completes0", "completes1", "completes2", "completes3"];
const completionKey = (seat: Seat) => COMPLETION_KEYS[seat] ?? `completes${seat}`;

/**
 * What the completion search found for the `move`s `legalActions` listed, per state and seat: for
 * each ship i, entry i is the bit mask of the spaces tried, entry 8 + i of those that complete.
 */
type Completion = number[];

/** Whether the turn can be completed after a `move` of `ship` to `to` (from the memo when known). */
function completesAfterMove(state: MuranoState, seat: Seat, moved: readonly number[], ship: number, to: number): boolean {
  const known = stateCacheOf(state).get(completionKey(seat)) as Completion | undefined;
  if (known !== undefined && (((known[ship] ?? 0) >> to) & 1) === 1) return (((known[8 + ship] ?? 0) >> to) & 1) === 1;
  const gold = player(state, seat).gold - movementCost(moved.length + 1);
  return completes(
    spaceThresholds(state, seat),
    hasActive(state, seat, "lighthouse"),
    moveShip(state.ships, ship, to),
    maskOf(moved) | (1 << ship),
    moved.length + 1,
    gold,
    undefined,
  );
}

/**
 * The legal movements of the turn step, in their stable order: for each ship not moved yet and
 * each space it can reach, `pass` (before any movement), `move` and `act` when legal; then the red
 * ship's Lighthouse `act`.
 *
 * @example
 * movementActions(state, state.current, []);
 * @category Internals
 */
export function movementActions(state: MuranoState, seat: Seat, moved: readonly number[]): MuranoAction[] {
  const out: MuranoAction[] = [];
  const gold = player(state, seat).gold;
  const count = moved.length;
  const movedMask = maskOf(moved);
  const cost = movementCost(count + 1);
  const affordable = gold >= cost;
  const left = gold - cost;
  const thresholds = affordable ? spaceThresholds(state, seat) : undefined;
  const lighthouse = hasActive(state, seat, "lighthouse");
  const memo: Completion | undefined = affordable ? [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : undefined;
  const occupied = occupiedMask(state.ships);
  // One scratch copy of the ships, each candidate movement made and undone in place.
  const ships = state.ships.slice();
  for (let ship = 0; ship < ships.length; ship++) {
    if ((movedMask >> ship) & 1) continue;
    const from = ships[ship] ?? 0;
    for (let d = 1, to = from + 1 === SIZE ? 0 : from + 1; d < SIZE; d++, to = to + 1 === SIZE ? 0 : to + 1) {
      if ((occupied >> to) & 1) break;
      if (count === 0) out.push({ type: "pass", ship, to });
      if (thresholds === undefined || memo === undefined) continue;
      ships[ship] = to;
      const ok = completes(thresholds, lighthouse, ships, movedMask | (1 << ship), count + 1, left, undefined);
      ships[ship] = from;
      memo[ship] = (memo[ship] ?? 0) | (1 << to);
      if (ok) memo[8 + ship] = (memo[8 + ship] ?? 0) | (1 << to);
      if (ok) out.push({ type: "move", ship, to });
      if ((thresholds[to] ?? 0) <= left) out.push({ type: "act", ship, to });
    }
    if (thresholds !== undefined && ship === RED && lighthouse) {
      const to = lighthouseTarget(state.ships);
      if (to !== undefined && (thresholds[to] ?? 0) <= left) out.push({ type: "act", ship, to });
    }
  }
  if (memo !== undefined) stateCacheOf(state).set(completionKey(seat), memo);
  return out;
}

/**
 * Whether a movement is legal: rules a and b (or the Lighthouse jump), each ship once, the cost
 * affordable, and no dead end (`move`) or a selectable action (`act`).
 *
 * @example
 * checkMovement(state, 0, { type: "pass", ship: 7, to: 17 }, []); // null at the start
 * @category Internals
 */
export function checkMovement(state: MuranoState, seat: Seat, action: Movement, moved: readonly number[]): RuleError | null {
  const p = player(state, seat);
  const { ship, to } = action;
  if (action.type === "pass" && moved.length > 0) return fail("pass-after-move", "You cannot pass after moving ships: a pass moves exactly one ship.");
  if (moved.includes(ship)) return fail("ship-moved-twice", `${shipName(ship)} has already moved this turn (each ship moves at most once per turn).`);
  const cost = action.type === "pass" ? 0 : movementCost(moved.length + 1);
  if (p.gold < cost) return fail("cannot-afford-movement", `Movement ${moved.length + 1} costs ${cost} gold; you have ${p.gold}.`);
  const normal = moveTargets(state.ships, ship);
  const jump = action.type === "act" && ship === RED && hasActive(state, seat, "lighthouse") && lighthouseTarget(state.ships) === to;
  if (!normal.includes(to) && !jump) {
    if (to === state.ships[ship]) return fail("no-movement", `${shipName(ship)} is already on space ${to}.`);
    if (shipsOn(state.ships, to) > 0) return fail("space-occupied", `Space ${to} already holds a ship (rule a)${ship === RED ? lighthouseHint(state, seat) : ""}.`);
    return fail("ship-in-the-way", `${shipName(ship)} cannot reach space ${to} without passing another ship (rule b).`);
  }
  if (action.type === "pass") return null;
  if (action.type === "act") {
    const type = ringSpace(to).action;
    return (spaceThresholds(state, seat)[to] ?? 0) <= p.gold - cost
      ? null
      : fail("action-not-selectable", `${ACTION_LABELS[type]} cannot be taken now (empty stack, too little gold, or nothing it could do).`);
  }
  return completesAfterMove(state, seat, moved, ship, to)
    ? null
    : fail("dead-end", "After this movement no action could be completed: you could not afford a further movement to a usable action.");
}

/** Why the red ship cannot join an occupied space: the Lighthouse, and how it works when active. */
function lighthouseHint(state: MuranoState, seat: Seat): string {
  if (!hasActive(state, seat, "lighthouse")) return "; only the Lighthouse, from your next turn on, lets the red ship join it as its last movement";
  const target = lighthouseTarget(state.ships);
  return `; your Lighthouse lets the red ship join only the first occupied space ahead${target === undefined ? "" : ` (space ${target})`}, as the last movement of an action turn (act)`;
}

/**
 * Carries out a movement: a pass ends the turn with 1 gold; a move pays and waits for the next
 * movement; an act pays and starts the space's action.
 *
 * @example
 * performMovement(state, 0, { type: "pass", ship: 7, to: 17 }, []);
 * @category Internals
 */
export function performMovement(state: MuranoState, seat: Seat, action: Movement, moved: readonly number[]): MuranoState {
  const p = player(state, seat);
  const ships = moveShip(state.ships, action.ship, action.to);
  if (action.type === "pass") {
    const gained = gainable(state, CONSTANTS.passGold);
    const players = gained === 0 ? state.players : replacePlayer(state.players, seat, { ...p, gold: p.gold + gained });
    return endTurn({ ...state, ships, players });
  }
  const cost = movementCost(moved.length + 1);
  const next: MuranoState = {
    ...state,
    ships,
    players: cost === 0 ? state.players : replacePlayer(state.players, seat, { ...p, gold: p.gold - cost }),
    step: { kind: "turn", moved: [...moved, action.ship] },
  };
  carryThresholds(state, next, seat);
  return action.type === "move" ? next : enterAction(next, seat, ringSpace(action.to).action);
}
