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
import { either } from "fp-ts";
import { type EngineError, decodeWith, describeThrown, moduleDefect, showValue } from "./errors";
import { deepEqual } from "./equality";
import type { Game, GameConfig, RuleError, Seat, Viewer } from "./game";
import type { Outcome } from "./outcome";
import { type Seed, SeedC, sameRng } from "./random";

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
 * The log as a persistent list, newest entry first, so that appending is O(1).
 *
 * @example
 * const last = match.history?.entry;
 * @category Matches
 */
export interface LogNode<A> {
  /** The newest entry. */
  readonly entry: LogEntry<A>;
  /** The entries before it. */
  readonly previous: LogNode<A> | undefined;
}

/**
 * A match: the game, its config and seed, the state now and the log that led there. Treat it as
 * immutable; the functions of this module return new matches.
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
  /** The state before the first action. */
  readonly initialState: S;
  /**
   * True when the match started from a given state ({@link createMatchFromState}) rather than
   * from `setup(config, seed)`; saved matches then carry that state.
   */
  readonly customStart: boolean;
  /** The state now. */
  readonly state: S;
  /** The number of actions taken so far (the length of the log). */
  readonly length: number;
  /** The log, newest entry first; see {@link matchLog} for an array. */
  readonly history: LogNode<A> | undefined;
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
    readonly initialState: S,
    readonly customStart: boolean,
    readonly state: S,
    readonly length: number,
    readonly history: LogNode<A> | undefined,
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
  let d = foreign.get(match) as Derived<A> | undefined;
  if (d === undefined) {
    d = { active: undefined, legal: [] };
    foreign.set(match, d as Derived<unknown>);
  }
  return d;
}

/** Validates a config and a seed. */
function checkConfig<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  config: unknown,
  seed: Seed,
): either.Either<EngineError, C> {
  // A config that already is a valid C (the common case) is used as it is; only a refused one
  // pays for decoding, which builds the error message.
  const decoded = game.codecs.config.is(config) ? either.right(config) : decodeWith(game.codecs.config, config, "config");
  if (either.isLeft(decoded)) return decoded;
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

/**
 * Creates a match: validates the config with the game's config codec and the seed, then sets up
 * the initial state.
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
  return either.right(new MatchRecord(game, c, seed, options.strict === true, state, false, state, 0, undefined));
}

/**
 * Creates a match from a given state instead of `setup`: the way scenario tests force particular
 * draws (a chosen deck order, a chosen hand). The state is validated with the game's state codec
 * (that it fits the config is the caller's responsibility); randomness later in the match comes
 * from the generator inside that state. The match's `seed` is 0.
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
  const { state: codec } = game.codecs;
  const decoded = codec.is(state) ? either.right(state) : decodeWith(codec, state, "state");
  if (either.isLeft(decoded)) return decoded;
  return either.right(new MatchRecord(game, checked.right, 0, options.strict === true, decoded.right, true, decoded.right, 0, undefined));
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

/**
 * Every action the seat may take now, in the rule module's stable order. The list is computed
 * once per match value and reused by {@link act}. An action's position in this list is the index
 * {@link actAt} takes.
 *
 * @example
 * const choices = legalActions(match, 0);
 * @category Matches
 */
export function legalActions<C extends GameConfig, S, A, V>(match: Match<C, S, A, V>, seat: Seat): readonly A[] {
  const d = derivedOf<A>(match);
  let list = d.legal[seat];
  if (list === undefined) {
    list = Number.isInteger(seat) && seat >= 0 && seat < match.config.playerCount
      ? match.game.legalActions(match.state, seat)
      : [];
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
  if (active.includes(seat)) return undefined;
  const valid = Number.isInteger(seat) && seat >= 0 && seat < match.config.playerCount;
  return {
    kind: "not-your-turn",
    seat,
    activePlayers: active,
    message: valid
      ? `It is not seat ${seat}'s turn; waiting for seat ${active.join(" and seat ")}.`
      : `There is no seat ${showValue(seat)} in this ${match.config.playerCount}-player game.`,
  };
}

/** Whether every key of `legal` is in `input` with an equal value, and `input` has extra keys. */
function extraKeys(legal: unknown, input: unknown): string[] | undefined {
  if (typeof legal !== "object" || legal === null || typeof input !== "object" || input === null) return undefined;
  if (Array.isArray(legal) || Array.isArray(input)) return undefined;
  const l = legal as Record<string, unknown>;
  const i = input as Record<string, unknown>;
  for (const k of Object.keys(l)) if (!deepEqual(l[k], i[k])) return undefined;
  const extra = Object.keys(i).filter((k) => !Object.prototype.hasOwnProperty.call(l, k));
  return extra.length > 0 ? extra : undefined;
}

function refusal<C extends GameConfig, S, A, V>(
  match: Match<C, S, A, V>,
  seat: Seat,
  action: A,
  input: unknown,
  legal: readonly A[],
): EngineError {
  // A typo in a field name: refused, and named, rather than silently stripped.
  for (const l of legal) {
    const extra = extraKeys(l, input);
    if (extra) {
      return {
        kind: "invalid-input",
        message: `Invalid action: unexpected field${extra.length > 1 ? "s" : ""} ${extra.map((k) => `"${k}"`).join(", ")} (did you mean ${match.game.describeAction(l)}?).`,
        issues: extra.map((k) => ({ path: `action.${k}`, expected: "no such field", actual: (input as Record<string, unknown>)[k] })),
      };
    }
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
 * Takes an action for a seat. `input` is untrusted: it is decoded with the game's action codec,
 * and refused unless the seat is to act and the action is among its legal actions. Passing an
 * element of {@link legalActions} directly skips the decoding.
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
    // A value that already is a valid action (e.g. from a log) is taken as it is; anything else is
    // decoded, which also builds the error message.
    const { action: codec } = match.game.codecs;
    const decoded = codec.is(input) ? either.right(input) : decodeWith(codec, input, "action");
    if (either.isLeft(decoded)) return decoded;
    index = legal.findIndex((l) => deepEqual(l, decoded.right));
    if (index < 0) return either.left(refusal(match, seat, decoded.right, input, legal));
  }
  return step(match, seat, legal[index] as A);
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
  const action = Number.isInteger(index) ? legal[index] : undefined;
  if (action === undefined) {
    return either.left({
      kind: "invalid-input",
      message: `Invalid action index ${showValue(index)}: seat ${seat} has ${legal.length} legal actions (0 to ${legal.length - 1}).`,
      issues: [{ path: "index", expected: `an integer from 0 to ${legal.length - 1}`, actual: index }],
    });
  }
  return step(match, seat, action);
}

/** Applies a legal action and appends it to the log. */
function step<C extends GameConfig, S, A, V>(
  match: Match<C, S, A, V>,
  seat: Seat,
  action: A,
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
  const history: LogNode<A> = { entry: { seat, action, undoable }, previous: match.history };
  const record = new MatchRecord(game, match.config, match.seed, match.strict, match.initialState, match.customStart, next, match.length + 1, history);
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
 * The log as an array, oldest entry first.
 *
 * @example
 * matchLog(match).map((e) => game.describeAction(e.action));
 * @category Matches
 */
export function matchLog<C extends GameConfig, S, A, V>(match: Match<C, S, A, V>): LogEntry<A>[] {
  const out: LogEntry<A>[] = new Array<LogEntry<A>>(match.length);
  let node = match.history;
  for (let i = match.length - 1; i >= 0 && node; i--, node = node.previous) out[i] = node.entry;
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
  /** Start from this state (validated by the state codec) instead of `setup(config, seed)`. */
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
  for (let i = 0; i < log.length; i++) {
    const entry = log[i] as { readonly seat: Seat; readonly action: unknown };
    const next = act(match, entry.seat, entry.action);
    if (either.isLeft(next)) {
      return either.left({
        kind: "invalid-save",
        reason: "log",
        step: i,
        message: `Log entry ${i} (seat ${showValue(entry.seat)}, ${showValue(entry.action)}) cannot be replayed: ${next.left.message}`,
      });
    }
    match = next.right;
  }
  return either.right(match);
}

/**
 * Takes back the last action, by replaying the log without it. Refused when there is nothing to
 * undo, when `seat` is given and the last action was another seat's, or when the last action drew
 * randomness or revealed hidden information (undo never re-rolls a draw or un-sees a card).
 *
 * @example
 * const back = undo(match, 0);
 * @category Matches
 */
export function undo<C extends GameConfig, S, A, V>(
  match: Match<C, S, A, V>,
  seat?: Seat,
): either.Either<EngineError, Match<C, S, A, V>> {
  const last = match.history?.entry;
  if (last === undefined) return either.left({ kind: "cannot-undo", message: "There is nothing to undo." });
  if (seat !== undefined && last.seat !== seat) {
    return either.left({ kind: "cannot-undo", message: `Seat ${seat} cannot take back seat ${last.seat}'s action.` });
  }
  if (!last.undoable) {
    return either.left({
      kind: "cannot-undo",
      message: `"${match.game.describeAction(last.action)}" drew at random or revealed hidden information; it cannot be taken back.`,
    });
  }
  return replay(match.game, match.config, match.seed, matchLog(match).slice(0, -1), {
    strict: match.strict,
    ...(match.customStart ? { initialState: match.initialState } : {}),
  });
}

/**
 * What one viewer may see of the current state (the rule module's view).
 *
 * @example
 * const mine = playerView(match, 1);
 * @category Views
 */
export function playerView<C extends GameConfig, S, A, V>(match: Match<C, S, A, V>, viewer: Viewer): V {
  return match.game.view(match.state, viewer);
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
 * appear only as a description. Share this, never the raw log, with players.
 *
 * @example
 * viewLog(match, 1).map((e) => e.description);
 * @category Views
 */
export function viewLog<C extends GameConfig, S, A, V>(match: Match<C, S, A, V>, viewer: Viewer): LogEntryView<A>[] {
  const { game } = match;
  const log = matchLog(match);
  const out: LogEntryView<A>[] = [];
  let state = match.initialState;
  for (const { seat, action } of log) {
    const hidden = game.redact?.(action, seat, viewer, state);
    out.push(hidden === undefined ? { seat, description: game.describeAction(action), action } : { seat, description: hidden });
    if (game.redact !== undefined) {
      const next = game.apply(state, seat, action);
      if (either.isLeft(next)) break; // cannot happen for a replayed log
      state = next.right;
    }
  }
  return out;
}
