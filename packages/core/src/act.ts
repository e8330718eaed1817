/**
 * Acting: `act` decodes untrusted input with the game's action codec, refuses a seat that is not
 * to act, refuses an action that `legalActions` does not list (with the rule module's own reason),
 * applies it and appends it to the log; `actAt` takes a legal action by its position. Nothing
 * throws for bad input.
 *
 * @module
 */
import * as either from "fp-ts/lib/Either.js";
import { type EngineError, decodeWith, describeThrown, moduleDefect, showValue } from "./errors";
import { deepEqual } from "./equality";
import type { Game, GameConfig, RuleError } from "./game";
import { appendToLog, packEntry } from "./log";
import { type LogEntry, type Match, MatchRecord, activePlayers, derivedOf, isSeatOf, legalActions } from "./match";
import { inputLimits } from "./input-limits";
import { toPlainJson } from "./plain";
import { quotedCut } from "./wording";
import { sameRng } from "./random";
import type { Seat } from "./seat";
import { pushUndo } from "./undo-trail";
import { fieldAt, fieldNames, unknownFieldKeys } from "./unknown-fields";

function checkSeat<C extends GameConfig, S, A, V>(match: Match<C, S, A, V>, seat: Seat): EngineError | undefined {
  const active = activePlayers(match);
  if (active.length === 0) return { kind: "game-over", message: "The game is over; no more actions can be taken." };
  if (isSeatOf(seat, match.config.playerCount) && active.includes(seat)) return undefined;
  return {
    kind: "not-your-turn",
    seat,
    activePlayers: active,
    message: isSeatOf(seat, match.config.playerCount)
      ? `It is not seat ${seat}'s turn; waiting for seat ${active.join(" and seat ")}.`
      : `There is no seat ${showValue(seat)} in this ${match.config.playerCount}-player game.`,
  };
}

/**
 * A copy of plain data without the fields at the given key lists. Only own properties are
 * followed and removed: a key such as `"__proto__"` or `"constructor"` names a field of the
 * copy, never a prototype.
 */
function withoutFields(value: unknown, fields: readonly (readonly string[])[]): unknown {
  const copy = structuredClone(value);
  for (const keys of fields) {
    const parent = fieldAt(copy, keys.slice(0, -1));
    const last = keys[keys.length - 1] as string;
    if (typeof parent === "object" && parent !== null && Object.hasOwn(parent, last)) delete (parent as Record<string, unknown>)[last];
  }
  return copy;
}

/**
 * Why an action that is not among the legal ones is refused: malformed (an unknown field, at any
 * depth) is `invalid-input` with the paths; well formed but against the rules is `illegal-action`
 * with the rule module's own reason; a module that accepts what it does not list is a defect.
 */
function refusal<C extends GameConfig, S, A, V>(
  match: Match<C, S, A, V>,
  seat: Seat,
  action: A,
  legal: readonly A[],
): EngineError {
  const unknown = unknownFieldKeys(match.game.codecs.action, action);
  if (unknown.length > 0) {
    const names = fieldNames(unknown.map((keys) => quotedCut(keys.join("."))));
    const stripped = withoutFields(action, unknown);
    const meant = legal.find((l) => deepEqual(l, stripped));
    return {
      kind: "invalid-input",
      message: `Invalid action: unexpected field${unknown.length > 1 ? "s" : ""} ${names}${meant === undefined ? "" : ` (without ${unknown.length > 1 ? "them" : "it"}, this is the legal action "${match.game.describeAction(meant)}")`}.`,
      issues: unknown.map((keys) => ({ path: ["action", ...keys].join("."), expected: "no such field", actual: fieldAt(action, keys) })),
    };
  }
  let result: either.Either<RuleError, S>;
  try {
    result = match.game.apply(match.state, seat, action);
  } catch (e) {
    return moduleDefect(`${match.game.id}: apply threw for ${showValue(action)}: ${describeThrown(e)}`);
  }
  if (either.isRight(result)) {
    return moduleDefect(`${match.game.id}: apply accepted ${showValue(action)}, which legalActions does not list.`);
  }
  return { kind: "illegal-action", seat, rule: result.left.rule, message: result.left.message };
}

/**
 * Takes an action for a seat. `input` is untrusted: it is read as plain JSON (no getters,
 * prototypes or deep nesting), decoded with the game's action codec, checked for fields the codec
 * does not know, and refused unless the seat is to act and the action is among its legal actions
 * (with the rule module's own reason when it is not). Passing an element of {@link legalActions}
 * directly skips all of that.
 *
 * @example
 * const next = act(match, 0, { type: "mark", cell: 4 });
 * if (either.isLeft(next)) console.error(next.left.message);
 * @category Matches
 */
export function act<C extends GameConfig, S, A, V>(
  match: Match<C, S, A, V>,
  seat: Seat,
  input: unknown,
): either.Either<EngineError, Match<C, S, A, V>> {
  // Anything the rule module throws is a `module-defect` error (a try here rather than a guard
  // taking a closure: no allocation per step).
  try {
    return actUnguarded(match, seat, input);
  } catch (e) {
    return either.left(threw(match, e));
  }
}

/** The error of a step during which the rule module threw. */
function threw<C extends GameConfig, S, A, V>(match: Match<C, S, A, V>, e: unknown): EngineError {
  return moduleDefect(`${match.game.id}: the rule module threw: ${describeThrown(e)}`);
}

function actUnguarded<C extends GameConfig, S, A, V>(
  match: Match<C, S, A, V>,
  seat: Seat,
  input: unknown,
): either.Either<EngineError, Match<C, S, A, V>> {
  const wrongSeat = checkSeat(match, seat);
  if (wrongSeat) return either.left(wrongSeat);
  const legal = legalActions(match, seat);
  let index = legal.indexOf(input as A);
  if (index < 0) {
    const plain = toPlainJson(input, "action", inputLimits("action", match.limits));
    if (either.isLeft(plain)) return plain;
    const decoded = decodeWith(match.game.codecs.action, plain.right, "action");
    if (either.isLeft(decoded)) return decoded;
    index = legal.findIndex((l) => deepEqual(l, decoded.right));
    // An exact or strict codec strips unknown fields while decoding: look for them in the input.
    const stripped = index >= 0 && !deepEqual(plain.right, decoded.right) ? unknownFieldKeys(match.game.codecs.action, plain.right) : [];
    if (stripped.length > 0) return either.left(refusal(match, seat, plain.right as A, legal));
    if (index < 0) return either.left(refusal(match, seat, decoded.right, legal));
  }
  return step(match, seat, legal[index] as A, index);
}

/**
 * Takes the seat's legal action at position `index` of {@link legalActions}: the form search and
 * learning code want.
 *
 * @example
 * const next = actAt(match, 0, 3);
 * @category Matches
 */
export function actAt<C extends GameConfig, S, A, V>(
  match: Match<C, S, A, V>,
  seat: Seat,
  index: number,
): either.Either<EngineError, Match<C, S, A, V>> {
  try {
    return actAtUnguarded(match, seat, index);
  } catch (e) {
    return either.left(threw(match, e));
  }
}

function actAtUnguarded<C extends GameConfig, S, A, V>(
  match: Match<C, S, A, V>,
  seat: Seat,
  index: number,
): either.Either<EngineError, Match<C, S, A, V>> {
  const wrongSeat = checkSeat(match, seat);
  if (wrongSeat) return either.left(wrongSeat);
  const legal = legalActions(match, seat);
  const action = typeof index === "number" && Number.isInteger(index) && index >= 0 ? legal[index] : undefined;
  if (action === undefined) {
    return either.left({
      kind: "invalid-input",
      message: `Invalid action index ${showValue(index)}: seat ${seat} has ${legal.length} legal actions (0 to ${legal.length - 1}).`,
      issues: [{ path: "index", expected: `an integer from 0 to ${legal.length - 1}`, actual: index }],
    });
  }
  return step(match, seat, action, index);
}

/** Applies a legal action (at `index` of the seat's legal actions) and appends it to the log. */
function step<C extends GameConfig, S, A, V>(
  match: Match<C, S, A, V>,
  seat: Seat,
  action: A,
  index: number,
): either.Either<EngineError, Match<C, S, A, V>> {
  const { game, state } = match;
  const before = match.strict ? (derivedOf<A>(match).json ?? JSON.stringify(state)) : undefined;
  let result: either.Either<RuleError, S>;
  try {
    result = game.apply(state, seat, action);
  } catch (e) {
    return either.left(moduleDefect(`${game.id}: apply threw for the legal action ${showValue(action)}: ${describeThrown(e)}`));
  }
  if (either.isLeft(result)) {
    return either.left(moduleDefect(`${game.id}: apply refused ${showValue(action)}, which legalActions lists (${result.left.message})`));
  }
  const next = result.right;
  let nextJson: string | undefined;
  if (before !== undefined) {
    const problem = strictProblem(game, state, before, next);
    if (typeof problem === "object") return either.left(moduleDefect(`${game.id}: strict mode: ${problem.problem} (after ${showValue(action)})`));
    nextJson = problem;
  }
  const undoable = stepUndoable(game, state, seat, action, next);
  const entry: LogEntry<A> = { seat, action, undoable };
  const trail = undoable ? pushUndo(match.undoTrail, match.length, state, match.last) : undefined;
  const log = appendToLog(match.log, match.length, packEntry(seat, index, undoable));
  const record = new MatchRecord(game, match.config, match.seed, match.strict, match.limits, match.customStart, next, match.length + 1, match.start, log, entry, trail);
  if (nextJson !== undefined) derivedOf<A>(record).json = nextJson;
  return either.right(record);
}

/**
 * Whether a step from `state` to `next` can be undone: it drew no randomness (the game's
 * generator field is unchanged) and the rule module's `isUndoable` hook, if any, allows it. The
 * one rule for {@link act}, {@link actAt} and the replay of a saved log.
 *
 * @internal
 */
export function stepUndoable<C extends GameConfig, S, A, V>(game: Game<C, S, A, V>, state: S, seat: Seat, action: A, next: S): boolean {
  return (game.rng === undefined || sameRng(game.rng.get(state), game.rng.get(next))) && (game.isUndoable === undefined || game.isUndoable(state, seat, action, next));
}

/** Strict mode's checks of one step: the JSON text of the new state, or the problem found. */
function strictProblem<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  state: S,
  before: string,
  next: S,
): string | { problem: string } {
  if (JSON.stringify(state) !== before) {
    return { problem: "the input state was mutated (by apply, or since the last step by legalActions, view or other module code)" };
  }
  const decoded = decodeWith(game.codecs.state, next, "state");
  if (either.isLeft(decoded)) return { problem: `the new state does not pass the state codec: ${decoded.left.message}` };
  const text = JSON.stringify(next);
  if (!deepEqual(JSON.parse(text), next)) return { problem: "the new state does not survive a JSON round trip" };
  return text;
}
