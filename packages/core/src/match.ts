/**
 * Matches: a game being played. A match is an immutable value (game, config, seed, current
 * state and action log); every function here returns a new match or an {@link EngineError}.
 *
 * `act` decodes untrusted input with the game's action codec, refuses a seat that is not to act,
 * refuses an action that `legalActions` does not list (with the rule module's own reason), applies
 * it and appends it to the log. Nothing throws for bad input.
 *
 * @module
 */
import * as either from "fp-ts/lib/Either.js";
import { type EngineError, decodeWith, describeThrown, moduleDefect, showValue } from "./errors";
import { deepEqual } from "./equality";
import { type Game, type GameConfig, type RuleError } from "./game";
import { SPECTATOR, type Seat, type Viewer } from "./seat";
import { type LogChunk, appendToLog, dropLast, packEntry, readLog, unpackEntry } from "./log";
import type { Outcome } from "./outcome";
import { toPlainJson } from "./plain";
import { type Seed, SeedC, sameRng } from "./random";
import { type UndoNode, nodeAt, pushUndo } from "./undo-trail";
import { closestName } from "./names";
import { unknownFieldKeys } from "./unknown-fields";

/**
 * Options of a match.
 *
 * @example
 * createMatch(game, config, 7, { strict: true });
 * @category Matches
 */
export interface MatchOptions {
  /**
   * Strict mode, for tests and debugging (off by default): after every step, check the new state
   * against the state codec and through a JSON round trip, and check that the reducer did not
   * mutate its input.
   */
  readonly strict?: boolean;
}

/**
 * One action in a match's log: who took it, what it was, and whether it may be taken back.
 *
 * @example
 * const entry: LogEntry<{ cell: number }> = { seat: 0, action: { cell: 4 }, undoable: true };
 * @category Matches
 */
export interface LogEntry<A> {
  /** The seat that acted. */
  readonly seat: Seat;
  /** The action, as listed by `legalActions`. */
  readonly action: A;
  /** False if the action drew randomness or revealed hidden information. */
  readonly undoable: boolean;
}

/**
 * A match: the game, its config and seed, the state now and the log that led there. Treat it as
 * immutable; the functions of this module return new matches. The log is kept compactly (who
 * acted and the position of the action among the legal actions); read it with {@link matchLog},
 * {@link lastEntry} and {@link viewLog}. The state before the first action is rebuilt from config
 * and seed when asked for ({@link initialState}), so a match does not keep it.
 *
 * @example
 * const match = createMatch(game, game.defaultConfig(2), 42);
 * @category Matches
 */
export interface Match<C extends GameConfig = GameConfig, S = unknown, A = unknown, V = unknown> {
  /** The rule module. */
  readonly game: Game<C, S, A, V>;
  /** The validated config. */
  readonly config: C;
  /** The seed the initial state was set up from. */
  readonly seed: Seed;
  /** Whether strict mode is on. */
  readonly strict: boolean;
  /**
   * True when the match started from a given state ({@link createMatchFromState}) rather than
   * from `setup(config, seed)`; saved matches then carry that state.
   */
  readonly customStart: boolean;
  /** The state now. */
  readonly state: S;
  /** The number of actions taken so far (the length of the log). */
  readonly length: number;
  /** @internal The given start state of a custom start; `undefined` when setup rebuilds it. */
  readonly start: S | undefined;
  /** @internal The chunk of the compact log that holds its newest entry. */
  readonly log: LogChunk | undefined;
  /** @internal The newest log entry, with its action. */
  readonly last: LogEntry<A> | undefined;
  /** @internal What undo steps back to, while the newest actions are undoable. */
  readonly undoTrail: UndoNode<S, LogEntry<A>> | undefined;
}

/** Per-match caches of derived values; never observable, since a match never changes. */
interface Derived<A> {
  active: readonly Seat[] | undefined;
  legal: (readonly A[] | undefined)[];
  /** In strict mode: the JSON text of the state, computed when the state was checked. */
  json?: string;
}

/**
 * The matches the engine builds: exactly the fields of {@link Match}, plus a private cache of the
 * derived values. Keeping the cache in a private field, rather than in a WeakMap keyed by match,
 * spares every step an ephemeron insert and its GC cost; private fields are invisible to
 * `Object.keys`, spread, JSON and deep equality. Any other object passed as a match (a spread
 * copy, say) still works, through the WeakMap.
 */
class MatchRecord<C extends GameConfig, S, A, V> implements Match<C, S, A, V> {
  #derived: Derived<A> | undefined = undefined;
  constructor(
    readonly game: Game<C, S, A, V>,
    readonly config: C,
    readonly seed: Seed,
    readonly strict: boolean,
    readonly customStart: boolean,
    readonly state: S,
    readonly length: number,
    readonly start: S | undefined,
    readonly log: LogChunk | undefined,
    readonly last: LogEntry<A> | undefined,
    readonly undoTrail: UndoNode<S, LogEntry<A>> | undefined,
  ) {}

  /** The cache of a match this module built; `undefined` for any other object. */
  static derivedOf<A>(match: object): Derived<A> | undefined {
    if (!(#derived in match)) return undefined;
    const m = match as unknown as MatchRecord<GameConfig, unknown, A, unknown>;
    return (m.#derived ??= { active: undefined, legal: [] });
  }
}

const foreign = new WeakMap<object, Derived<unknown>>();

function derivedOf<A>(match: object): Derived<A> {
  const own = MatchRecord.derivedOf<A>(match);
  if (own !== undefined) return own;
  let d = foreign.get(match) as Derived<unknown> | undefined;
  if (d === undefined) {
    d = { active: undefined, legal: [] };
    foreign.set(match, d);
  }
  return d as Derived<A>;
}

/** Whether `seat` is a seat of a game with this many players (a non-negative integer below it). */
function isSeatOf(seat: unknown, playerCount: number): seat is Seat {
  return typeof seat === "number" && Number.isInteger(seat) && seat >= 0 && seat < playerCount;
}

/** Validates a config and a seed. */
function checkConfig<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  config: unknown,
  seed: Seed,
): either.Either<EngineError, C> {
  // Untrusted: an object is read once into plain JSON (getters and Proxies are refused, not run
  // again, and nothing is thrown), and the match keeps that copy. Other values go to the codec.
  const plain = typeof config === "object" && config !== null ? toPlainJson(config, "config") : either.right(config);
  if (either.isLeft(plain)) return plain;
  // A config that already is a valid C (the common case) is used as it is; only a refused one
  // pays for decoding, which builds the error message.
  let decoded: either.Either<EngineError, C>;
  let unknown: string[][];
  try {
    decoded = game.codecs.config.is(plain.right) ? either.right(plain.right as C) : decodeWith(game.codecs.config, plain.right, "config");
    if (either.isLeft(decoded)) return decoded;
    unknown = unknownFieldKeys(game.codecs.config, decoded.right);
  } catch (e) {
    return either.left(moduleDefect(`${game.id}: the config codec threw: ${describeThrown(e)}`));
  }
  if (unknown.length > 0) return either.left(unknownConfigFields(decoded.right, unknown));
  if (!SeedC.is(seed)) return decodeWith(SeedC, seed, "seed") as either.Either<EngineError, never>;
  const c = decoded.right;
  if (!game.playerCounts.includes(c.playerCount)) {
    return either.left({
      kind: "invalid-input",
      message: `Invalid config: ${game.name} is for ${game.playerCounts.join(", ")} players, not ${c.playerCount}.`,
      issues: [{ path: "config.playerCount", expected: game.playerCounts.join(" | "), actual: c.playerCount }],
    });
  }
  return either.right(c);
}

/** How many unknown fields a refusal names in its message (its `issues` list them all). */
const NAMED_FIELDS = 10;

/** The names of unknown fields for a message: the first {@link NAMED_FIELDS}, and how many more. */
function fieldNames(names: readonly string[]): string {
  const shown = names.slice(0, NAMED_FIELDS).join(", ");
  return names.length > NAMED_FIELDS ? `${shown} and ${names.length - NAMED_FIELDS} more` : shown;
}

/**
 * The refusal of a config with fields its codec does not describe: a misspelled rule option would
 * otherwise be ignored in silence (and a variant test would test the default instead). Names each
 * field, with the known field it most likely meant.
 */
function unknownConfigFields(config: unknown, fields: readonly (readonly string[])[]): EngineError {
  // The known fields beside each unknown one: its parent's keys but the unknown ones (once per parent).
  const unknownAt = new Map<string, Set<string>>();
  for (const keys of fields) {
    const parent = JSON.stringify(keys.slice(0, -1));
    const names = unknownAt.get(parent) ?? new Set<string>();
    names.add(keys[keys.length - 1] as string);
    unknownAt.set(parent, names);
  }
  const knownAt = new Map<string, string[]>();
  const named = fields.map((keys) => {
    const name = keys[keys.length - 1] as string;
    const parentKey = JSON.stringify(keys.slice(0, -1));
    let known = knownAt.get(parentKey);
    if (known === undefined) {
      const parent = fieldAt(config, keys.slice(0, -1));
      const unknown = unknownAt.get(parentKey) ?? new Set<string>();
      known = typeof parent === "object" && parent !== null ? Object.keys(parent).filter((k) => !unknown.has(k)) : [];
      knownAt.set(parentKey, known);
    }
    return { keys, name: keys.join("."), meant: closestName(name, known) };
  });
  const text = fieldNames(named.map((n) => `"${n.name}"${n.meant === undefined ? "" : ` (did you mean "${n.meant}"?)`}`));
  return {
    kind: "invalid-input",
    message: `Invalid config: unknown option${named.length > 1 ? "s" : ""} ${text}.`,
    issues: named.map((n) => ({
      path: `config.${n.name}`,
      expected: n.meant === undefined ? "no such option" : `no such option; did you mean "${n.meant}"?`,
      actual: fieldAt(config, n.keys),
    })),
  };
}


/**
 * Creates a match: validates the config with the game's config codec (a field the codec does not
 * describe, such as a misspelled rule option, is refused by name) and the seed, then sets up the
 * initial state.
 *
 * @example
 * const result = createMatch(ticTacToe, ticTacToe.defaultConfig(2), 42);
 * if (either.isRight(result)) console.log(result.right.state);
 * @category Matches
 */
export function createMatch<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  config: unknown,
  seed: Seed,
  options: MatchOptions = {},
): either.Either<EngineError, Match<C, S, A, V>> {
  const checked = checkConfig(game, config, seed);
  if (either.isLeft(checked)) return checked;
  const c = checked.right;
  let state: S;
  try {
    state = game.setup(c, seed);
  } catch (e) {
    return either.left(moduleDefect(`${game.id}: setup threw: ${describeThrown(e)}`));
  }
  if (options.strict === true && !game.codecs.state.is(state)) {
    const issues = decodeWith(game.codecs.state, state, "state");
    return either.left(moduleDefect(`${game.id}: setup returned a state its codec refuses. ${either.isLeft(issues) ? issues.left.message : ""}`));
  }
  return either.right(new MatchRecord(game, c, seed, options.strict === true, false, state, 0, undefined, undefined, undefined, undefined));
}

/**
 * Checks a state the engine did not make itself: plain JSON, accepted by the state codec, and
 * possible with this config (its acting seats belong to the game, and the module's
 * {@link Game.checkState} finds nothing wrong). Returns the decoded state.
 */
function checkGivenState<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  config: C,
  input: unknown,
): either.Either<EngineError, S> {
  const plain = toPlainJson(input, "state");
  if (either.isLeft(plain)) return plain;
  const decoded = decodeWith(game.codecs.state, plain.right, "state");
  if (either.isLeft(decoded)) return decoded;
  const state = decoded.right;
  // As for configs and actions: a field the codec does not describe would be carried along in silence.
  let unknown: string[][];
  try {
    unknown = unknownFieldKeys(game.codecs.state, plain.right);
  } catch (e) {
    return either.left(moduleDefect(`${game.id}: the state codec threw: ${describeThrown(e)}`));
  }
  if (unknown.length > 0) {
    return either.left({
      kind: "invalid-input",
      message: `Invalid state: unknown field${unknown.length > 1 ? "s" : ""} ${fieldNames(unknown.map((keys) => `"${keys.join(".")}"`))}.`,
      issues: unknown.map((keys) => ({ path: ["state", ...keys].join("."), expected: "no such field", actual: fieldAt(plain.right, keys) })),
    });
  }
  const impossible = (problem: string): either.Either<EngineError, never> =>
    either.left({
      kind: "invalid-input",
      message: `Invalid state: ${problem}`,
      issues: [{ path: "state", expected: `a state of a ${config.playerCount}-player game with this config`, actual: showValue(input) }],
    });
  try {
    const active = game.activePlayers(state);
    const stranger = active.find((seat) => !isSeatOf(seat, config.playerCount));
    if (stranger !== undefined) {
      return impossible(`seat ${showValue(stranger)} is to act, but this is a ${config.playerCount}-player game.`);
    }
    const problem = game.checkState?.(state, config);
    if (problem !== undefined) return impossible(problem.endsWith(".") ? problem : `${problem}.`);
  } catch (e) {
    return either.left(moduleDefect(`${game.id}: checking a given state threw: ${describeThrown(e)}`));
  }
  return either.right(state);
}

/**
 * Creates a match from a given state instead of `setup`: the way scenario tests force particular
 * draws (a chosen deck order, a chosen hand). The state is read as plain JSON, validated with the
 * game's state codec (a field it does not describe is refused by name), and checked against the config: the seats to act must exist and the rule
 * module's `checkState` (player count, each component once, counters within bounds) must accept
 * it. Randomness later in the match comes from the generator inside that state. The match's `seed`
 * is 0.
 *
 * @example
 * const scenario = createMatchFromState(game, config, { ...game.setup(config, 1), deck: [3, 1, 2] });
 * @category Matches
 */
export function createMatchFromState<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  config: unknown,
  state: unknown,
  options: MatchOptions = {},
): either.Either<EngineError, Match<C, S, A, V>> {
  const checked = checkConfig(game, config, 0);
  if (either.isLeft(checked)) return checked;
  const given = checkGivenState(game, checked.right, state);
  if (either.isLeft(given)) return given;
  const s = given.right;
  return either.right(new MatchRecord(game, checked.right, 0, options.strict === true, true, s, 0, s, undefined, undefined, undefined));
}

/**
 * The state before the first action: the given state of a custom start, else `setup(config, seed)`
 * run again (a match does not keep it, since config and seed rebuild it).
 *
 * @example
 * initialState(match); // deep-equal to game.setup(match.config, match.seed)
 * @category Matches
 */
export function initialState<C extends GameConfig, S, A, V>(match: Match<C, S, A, V>): S {
  return match.customStart && match.start !== undefined ? match.start : match.game.setup(match.config, match.seed);
}

/**
 * The seats that must act now; empty once the game is over.
 *
 * @example
 * activePlayers(match); // [0]
 * @category Matches
 */
export function activePlayers<C extends GameConfig, S, A, V>(match: Match<C, S, A, V>): readonly Seat[] {
  const d = derivedOf<A>(match);
  if (d.active === undefined) d.active = match.game.activePlayers(match.state);
  return d.active;
}

/**
 * Whether the game is over (nobody is to act).
 *
 * @example
 * if (isOver(match)) console.log(outcome(match));
 * @category Matches
 */
export function isOver<C extends GameConfig, S, A, V>(match: Match<C, S, A, V>): boolean {
  return activePlayers(match).length === 0;
}

/** Shared by the legal-action lists of every value that is not a seat of the match. */
const NO_ACTIONS: readonly never[] = Object.freeze([]);

/**
 * Every action the seat may take now, in the rule module's stable order; empty for a seat that is
 * not to act and for any value that is not a seat of this match. The list is computed once per
 * match value and reused by {@link act}, so never write into it (copy it to sort it; in strict mode
 * it is frozen). An action's position in this list is the index
 * {@link actAt} takes.
 *
 * @example
 * const choices = legalActions(match, 0);
 * @category Matches
 */
export function legalActions<C extends GameConfig, S, A, V>(match: Match<C, S, A, V>, seat: Seat): readonly A[] {
  if (!isSeatOf(seat, match.config.playerCount)) return NO_ACTIONS;
  const d = derivedOf<A>(match);
  let list = d.legal[seat];
  if (list === undefined) {
    list = match.game.legalActions(match.state, seat);
    // Shared by every caller and by act: strict mode freezes it, so a caller that writes into it
    // fails there (freezing costs about 3 % of a step, too much to pay always).
    if (match.strict) Object.freeze(list);
    d.legal[seat] = list;
  }
  return list;
}

/**
 * The outcome once the game is over, `undefined` before.
 *
 * @example
 * outcome(match)?.winners;
 * @category Matches
 */
export function outcome<C extends GameConfig, S, A, V>(match: Match<C, S, A, V>): Outcome | undefined {
  return isOver(match) ? match.game.outcome(match.state) : undefined;
}

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
    const names = fieldNames(unknown.map((keys) => `"${keys.join(".")}"`));
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

/** The value at a list of keys, following own properties only (`undefined` where there is none). */
function fieldAt(value: unknown, keys: readonly string[]): unknown {
  let node = value;
  for (const k of keys) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, k)) return undefined;
    node = (node as Record<string, unknown>)[k];
  }
  return node;
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
  return guarded(match, () => actUnguarded(match, seat, input));
}

/** Runs a step, turning anything the rule module throws into a `module-defect` error. */
function guarded<C extends GameConfig, S, A, V>(
  match: Match<C, S, A, V>,
  run: () => either.Either<EngineError, Match<C, S, A, V>>,
): either.Either<EngineError, Match<C, S, A, V>> {
  try {
    return run();
  } catch (e) {
    return either.left(moduleDefect(`${match.game.id}: the rule module threw: ${describeThrown(e)}`));
  }
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
    const plain = toPlainJson(input, "action");
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
  return guarded(match, () => actAtUnguarded(match, seat, index));
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
  const undoable =
    (game.rng === undefined || sameRng(game.rng.get(state), game.rng.get(next))) &&
    (game.isUndoable === undefined || game.isUndoable(state, seat, action, next));
  const entry: LogEntry<A> = { seat, action, undoable };
  const trail = undoable ? pushUndo(match.undoTrail, match.length, state, match.last) : undefined;
  const log = appendToLog(match.log, match.length, packEntry(seat, index, undoable));
  const record = new MatchRecord(game, match.config, match.seed, match.strict, match.customStart, next, match.length + 1, match.start, log, entry, trail);
  if (nextJson !== undefined) derivedOf<A>(record).json = nextJson;
  return either.right(record);
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

/**
 * The newest entry of the log, with its action; `undefined` before the first action. The action is
 * the raw one, whoever took it: it may be hidden from other seats (the module's `redact`). Show
 * players {@link viewLog}'s last entry for them instead.
 *
 * @example
 * lastEntry(match)?.undoable;
 * @category Matches
 */
export function lastEntry<C extends GameConfig, S, A, V>(match: Match<C, S, A, V>): LogEntry<A> | undefined {
  return match.last;
}

/**
 * The log in its compact form, oldest entry first: who acted and the position of the action in
 * that seat's legal actions at the time. This is what saved matches store.
 *
 * @example
 * matchMoves(match); // [{ seat: 0, index: 4, undoable: true }, ...]
 * @category Matches
 */
export function matchMoves<C extends GameConfig, S, A, V>(
  match: Match<C, S, A, V>,
): { readonly seat: Seat; readonly index: number; readonly undoable: boolean }[] {
  return readLog(match.log, match.length).map(unpackEntry);
}

/**
 * Walks the log from the initial state, calling `visit` with each entry and the state before it.
 * The log keeps positions, not actions, so this re-applies every action: it costs about as much as
 * playing the match.
 */
function walkLog<C extends GameConfig, S, A, V>(
  match: Match<C, S, A, V>,
  visit: (entry: LogEntry<A>, before: S) => void,
): void {
  const { game } = match;
  let state = initialState(match);
  const moves = matchMoves(match);
  for (let i = 0; i < moves.length; i++) {
    const { seat, index, undoable } = moves[i] as { seat: Seat; index: number; undoable: boolean };
    const action = i === moves.length - 1 && match.last !== undefined ? match.last.action : (game.legalActions(state, seat)[index] as A);
    visit({ seat, action, undoable }, state);
    if (i === moves.length - 1) break;
    const next = game.apply(state, seat, action);
    if (either.isLeft(next)) break; // cannot happen for a log the engine wrote
    state = next.right;
  }
}

/**
 * The log as an array, oldest entry first. The log keeps only positions among the legal
 * actions, so this replays the match to name the actions (about the cost of playing it).
 *
 * @example
 * matchLog(match).map((e) => game.describeAction(e.action));
 * @category Matches
 */
export function matchLog<C extends GameConfig, S, A, V>(match: Match<C, S, A, V>): LogEntry<A>[] {
  const out: LogEntry<A>[] = [];
  walkLog(match, (entry) => out.push(entry));
  return out;
}

/**
 * Options of {@link replay}.
 *
 * @example
 * replay(game, config, 0, log, { initialState: scenarioStart });
 * @category Matches
 */
export interface ReplayOptions extends MatchOptions {
  /** Start from this state (checked as by {@link createMatchFromState}) instead of `setup(config, seed)`. */
  readonly initialState?: unknown;
}

/**
 * Rebuilds a match from its config, seed and log, validating every action on the way. The same
 * record always gives the identical state.
 *
 * @example
 * const again = replay(game, match.config, match.seed, matchLog(match));
 * @category Matches
 */
export function replay<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  config: unknown,
  seed: Seed,
  log: readonly { readonly seat: Seat; readonly action: unknown }[],
  options: ReplayOptions = {},
): either.Either<EngineError, Match<C, S, A, V>> {
  const created =
    options.initialState === undefined
      ? createMatch(game, config, seed, options)
      : createMatchFromState(game, config, options.initialState, options);
  if (either.isLeft(created)) return created;
  let match = created.right;
  const entries = toPlainJson(log, "log");
  if (either.isLeft(entries)) return either.left({ ...entries.left, kind: "invalid-save", reason: "log" });
  if (!Array.isArray(entries.right)) return either.left({ kind: "invalid-save", reason: "log", message: "The log is not a list." });
  for (let i = 0; i < entries.right.length; i++) {
    const entry = entries.right[i] as { readonly seat?: unknown; readonly action?: unknown } | null;
    const next = act(match, entry?.seat as Seat, entry?.action);
    if (either.isLeft(next)) {
      return either.left({
        kind: "invalid-save",
        reason: "log",
        step: i,
        message: `Log entry ${i} (seat ${showValue(entry?.seat)}, ${showValue(entry?.action)}) cannot be replayed: ${next.left.message}`,
      });
    }
    match = next.right;
  }
  return either.right(match);
}

/**
 * Replays a compact log (seat and legal-action position per entry) from the match's current state:
 * each position must exist among that seat's legal actions, so every entry is checked for legality
 * without decoding or comparing actions. Loads saved matches at the speed of play.
 *
 * @internal
 */
export function replayMoves<C extends GameConfig, S, A, V>(
  start: Match<C, S, A, V>,
  moves: readonly (readonly [number, number])[],
): either.Either<EngineError, Match<C, S, A, V>> {
  let match = start;
  for (let i = 0; i < moves.length; i++) {
    const [seat, index] = moves[i] as readonly [number, number];
    const next = actAt(match, seat, index);
    if (either.isLeft(next)) {
      return either.left({
        kind: "invalid-save",
        reason: "log",
        step: i,
        message: `Log entry ${i} (seat ${showValue(seat)}, legal action ${showValue(index)}) cannot be replayed: ${next.left.message}`,
      });
    }
    match = next.right;
  }
  return either.right(match);
}

/**
 * Takes back the last action without replaying the match: the match keeps the states before its
 * newest undoable actions (thinned to a few recent ones and checkpoints, so a long run of undos
 * replays a few actions now and then and costs O(1) each on average). Refused when there is nothing to undo, when `seat` is given and the last
 * action was another seat's, or when the last action drew randomness or revealed hidden
 * information (undo never re-rolls a draw or un-sees a card). That refusal names the action only
 * when `seat` is given (the seat that took it); without `seat` it says whose action it was, since
 * the action may be hidden from whoever asks.
 *
 * @example
 * const back = undo(match, 0);
 * @category Matches
 */
export function undo<C extends GameConfig, S, A, V>(
  match: Match<C, S, A, V>,
  seat?: Seat,
): either.Either<EngineError, Match<C, S, A, V>> {
  const last = match.last;
  if (last === undefined) return either.left({ kind: "cannot-undo", reason: "nothing", message: "There is nothing to undo." });
  if (seat !== undefined && last.seat !== seat) {
    return either.left({
      kind: "cannot-undo",
      reason: "another-seat",
      actor: last.seat,
      message: `Seat ${showValue(seat)} cannot take back seat ${last.seat}'s action.`,
    });
  }
  let trail: UndoNode<S, LogEntry<A>> | undefined;
  try {
    trail = last.undoable ? nodeAt(match.undoTrail, match.length - 1, (from, to) => replayBetween(match, from, to)) : undefined;
  } catch (e) {
    return either.left(moduleDefect(`${match.game.id}: the rule module threw while stepping back: ${describeThrown(e)}`));
  }
  if (trail === undefined) {
    // The action is named only to the seat that took it: for anyone else it may be hidden (redact).
    const what = seat === undefined ? `Seat ${last.seat}'s last action` : `"${match.game.describeAction(last.action)}"`;
    return either.left({
      kind: "cannot-undo",
      reason: "irreversible",
      actor: last.seat,
      message: `${what} drew at random or revealed hidden information; it cannot be taken back.`,
    });
  }
  const { game, config, seed, strict, customStart, length, start } = match;
  return either.right(
    new MatchRecord(game, config, seed, strict, customStart, trail.state, length - 1, start, dropLast(match.log, length), trail.last, trail.previous),
  );
}

/**
 * Options of {@link undoMove}.
 *
 * @example
 * const options: UndoMoveOptions = { keep: [2] };
 * @category Matches
 */
export interface UndoMoveOptions {
  /**
   * Seats whose actions must not be taken back on the way (the other people at the table, whose
   * moves are theirs to take back): meeting one refuses the undo. By default none.
   */
  readonly keep?: readonly Seat[];
}

/**
 * Takes back `seat`'s last action and every action taken after it by other seats (the bots'
 * replies, say), newest first, with {@link undo}: "undo my move" in a game against bots. Refused,
 * with the match as it was, when `seat` has no action to take back (`reason: "nothing"`), when an
 * action on the way drew at random or revealed hidden information (`"irreversible"`, the action
 * named only if it is `seat`'s own), or when one was taken by a seat in `options.keep`
 * (`"kept"`). The refusal's `actor` is the seat whose action stopped it, so a host can word it
 * its own way.
 *
 * @example
 * const back = undoMove(match, 0, { keep: [2] }); // seat 0 against bots, seat 2 another person
 * @category Matches
 */
export function undoMove<C extends GameConfig, S, A, V>(
  match: Match<C, S, A, V>,
  seat: Seat,
  options: UndoMoveOptions = {},
): either.Either<EngineError, Match<C, S, A, V>> {
  const keep = options.keep ?? [];
  let current = match;
  for (;;) {
    const last = current.last;
    if (last === undefined) {
      return either.left({ kind: "cannot-undo", reason: "nothing", message: `Seat ${showValue(seat)} has no action to take back.` });
    }
    if (last.seat !== seat && keep.includes(last.seat)) {
      return either.left({
        kind: "cannot-undo",
        reason: "kept",
        actor: last.seat,
        message: `Seat ${last.seat} acted after seat ${showValue(seat)}; only seat ${last.seat} can take that back.`,
      });
    }
    // A refusal names the action only to the seat that took it: another seat's may be hidden.
    const back = undo(current, last.seat === seat ? seat : undefined);
    if (either.isLeft(back)) return back;
    current = back.right;
    if (last.seat === seat) return either.right(current);
  }
}

/**
 * The states and entries of positions `from.pos + 1 … to` of the match's history, replayed from
 * the trail node `from` with the compact log (the actions are legal by construction).
 */
function replayBetween<C extends GameConfig, S, A, V>(
  match: Match<C, S, A, V>,
  from: UndoNode<S, LogEntry<A>>,
  to: number,
): { state: S; last: LogEntry<A> }[] {
  const { game } = match;
  const moves = readLog(match.log, to).slice(from.pos).map(unpackEntry);
  const out: { state: S; last: LogEntry<A> }[] = [];
  let state = from.state;
  for (const { seat, index, undoable } of moves) {
    const action = game.legalActions(state, seat)[index] as A;
    const next = game.apply(state, seat, action);
    if (either.isLeft(next)) throw new Error(`${game.id}: replaying the log for undo failed: ${next.left.message}`);
    state = next.right;
    out.push({ state, last: { seat, action, undoable } });
  }
  return out;
}

/**
 * What one viewer may see of the current state (the rule module's view). A viewer that is neither
 * a seat of this match nor {@link SPECTATOR} sees what a spectator sees.
 *
 * @example
 * const mine = playerView(match, 1);
 * @category Views
 */
export function playerView<C extends GameConfig, S, A, V>(match: Match<C, S, A, V>, viewer: Viewer): V {
  return match.game.view(match.state, asViewer(viewer, match.config.playerCount));
}

/** The viewer itself if it is a seat of the game or the spectator, else the spectator. */
function asViewer(viewer: unknown, playerCount: number): Viewer {
  return isSeatOf(viewer, playerCount) ? viewer : SPECTATOR;
}

/**
 * One entry of the log as a viewer may see it: always who acted and a description; the action
 * itself only if the viewer may see it.
 *
 * @example
 * const entry: LogEntryView<{ cell: number }> = { seat: 0, description: "X takes the centre", action: { cell: 4 } };
 * @category Views
 */
export interface LogEntryView<A> {
  /** The seat that acted. */
  readonly seat: Seat;
  /** What happened, in words, as far as the viewer may know. */
  readonly description: string;
  /** The action, present only when it is public to this viewer. */
  readonly action?: A;
}

/**
 * The log as one viewer may see it: actions hidden from the viewer (the rule module's `redact`)
 * appear only as a description. Share this, never the raw log, with players. A viewer that is not
 * a seat of this match sees the spectator's log.
 *
 * @example
 * viewLog(match, 1).map((e) => e.description);
 * @category Views
 */
export function viewLog<C extends GameConfig, S, A, V>(match: Match<C, S, A, V>, viewer: Viewer): LogEntryView<A>[] {
  const { game } = match;
  const who = asViewer(viewer, match.config.playerCount);
  const out: LogEntryView<A>[] = [];
  walkLog(match, ({ seat, action }, before) => {
    const hidden = game.redact?.(action, seat, who, before);
    out.push(hidden === undefined ? { seat, description: game.describeAction(action), action } : { seat, description: hidden });
  });
  return out;
}
