/**
 * The engine's laws, checked at every step of generated games.
 *
 * For each config a module declares (every player count, every variant), fast-check generates
 * seeds and traces of action choices; each trace is played to the end of the game and every
 * state on the way is checked against the nine laws. The first broken law stops the run, and
 * fast-check shrinks the trace to a short counterexample.
 *
 * @module
 */
import {
  type Game,
  type GameConfig,
  type Match,
  type Seat,
  type Viewer,
  SPECTATOR,
  act,
  canonicalJson,
  createMatch,
  deepEqual,
  lastEntry,
  loadMatch,
  rankSeats,
  replay,
  saveMatch,
  seedRng,
  showValue,
  undo,
  viewLog,
} from "@laguna/core";
import { either } from "fp-ts";
import fc from "fast-check";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { type Trace, configArbitrary, traceArbitrary } from "./arbitraries";
import { type NamedConfig, variantConfigs } from "./configs";
import { deepFreeze } from "./freeze";

/**
 * The laws, in the order of the issue that defines them.
 *
 * @example
 * LAWS[3]; // "purity"
 * @category Laws
 */
export const LAWS = [
  "codec",
  "turn",
  "legality",
  "purity",
  "replay",
  "termination",
  "secrecy",
  "invariants",
  "outcome",
] as const;

/**
 * The name of one law.
 *
 * @example
 * const law: LawName = "secrecy";
 * @category Laws
 */
export type LawName = (typeof LAWS)[number];

/**
 * What each law demands, in one sentence.
 *
 * @example
 * console.log(LAW_DESCRIPTIONS.replay);
 * @category Laws
 */
export const LAW_DESCRIPTIONS: Readonly<Record<LawName, string>> = {
  codec: "every state and view passes its codec and survives a JSON round trip unchanged",
  turn: "exactly the acting players have legal actions, none once the game is over, at least one before, and no duplicates",
  legality: "every legal action is accepted; every other action is refused with an error and every malformed input (unknown fields at any depth, prototypes, getters, Proxies, deep nesting) as invalid input, without throwing, leaving the state untouched",
  purity: "apply never mutates its input, never reads the clock or Math.random, and gives deep-equal results for the same input",
  replay: "the same config, seed and log rebuild the identical state, also through save and load",
  termination: "random play ends within the module's declared maximum number of actions (a config with no finite maximum is played to the law kit's step limit instead, and counted as unfinished)",
  secrecy: "a viewer's view does not change when what the viewer may not know is re-drawn, and never holds the generator state",
  invariants: "the module's own invariants and its checkState hold in every state and over every step",
  outcome: "a finished game has one score per seat and a ranking consistent with its scores and tie-breaks; an unfinished one has no outcome",
};

/**
 * A broken law: thrown inside a run, reported by {@link runGameLaws}.
 *
 * @example
 * throw new LawViolation("purity", "apply mutated its input state");
 * @category Laws
 */
export class LawViolation extends Error {
  /** The law that was broken. */
  readonly law: LawName;
  constructor(law: LawName, message: string) {
    super(`law ${LAWS.indexOf(law) + 1} (${law}) broken: ${message}`);
    this.name = "LawViolation";
    this.law = law;
  }
}

/**
 * A module invariant: returns `true` when it holds, or `false` or a message saying what is wrong.
 *
 * @example
 * const cardsConserved: Invariant<Config, State> = (s) => countCards(s) === 24 || `found ${countCards(s)} cards`;
 * @category Laws
 */
export type Invariant<C, S> = (state: S, config: C) => boolean | string;

/**
 * A module invariant over one step: the state before, the action, the state after. Returns
 * `true` when it holds, or `false` or a message. For monotonicity and costs (tokens never come
 * back, a movement costs what it should).
 *
 * @example
 * const tokensNeverReturn: TransitionInvariant<Config, State, Action> = (before, after) =>
 *   after.players.every((p, i) => p.tokens <= (before.players[i]?.tokens ?? 0));
 * @category Laws
 */
export type TransitionInvariant<C, S, A> = (before: S, after: S, action: A, seat: Seat, config: C) => boolean | string;

/**
 * Options of {@link checkGameLaws} and {@link runGameLaws}.
 *
 * @example
 * checkGameLaws(game, { runsPerConfig: 30, invariants: { cardsConserved } });
 * @category Laws
 */
export interface LawOptions<C, S, A = unknown> {
  /** Generated games for each declared config (every player count and variant). Default 10. */
  readonly runsPerConfig?: number;
  /** Further generated games over random combinations of options. Default 10. */
  readonly mixedRuns?: number;
  /**
   * The configs to check instead of the declared variants: plain configs (reported as
   * `config 0`, `config 1`, ... by their index) or named ones, `{ name, config }`, reported by
   * their name. A config the game refuses (an unknown or misspelled option, a value its codec
   * refuses, an unsupported player count) is reported as a bad config (`failure.law` is
   * `"bad-config"`) before any game is played, not blamed on a law.
   *
   * @example
   * runGameLaws(game, { configs: [game.defaultConfig(2), { name: "2p round limit 20", config: { ...game.defaultConfig(2), roundLimit: 20 } }] });
   */
  readonly configs?: readonly (C | NamedConfig<C>)[];
  /** Restricts the player counts. Default: all of `game.playerCounts`. */
  readonly playerCounts?: readonly number[];
  /** The module's invariants (conservation of components, bounds), by name. */
  readonly invariants?: Readonly<Record<string, Invariant<C, S>>>;
  /** The module's invariants over each step (monotonicity, costs), by name. */
  readonly transitions?: Readonly<Record<string, TransitionInvariant<C, S, A>>>;
  /** How many legal actions per state are applied and checked (spread over the list). Default 8. */
  readonly legalSample?: number;
  /** How many illegal or malformed inputs per state are tried. Default 8. */
  readonly illegalSample?: number;
  /** How many explicit choices a generated trace holds before its tail seed takes over. Default 40. */
  readonly maxChoices?: number;
  /** The fast-check seed, to reproduce a run. */
  readonly seed?: number;
  /**
   * The step limit for configs whose `game.maxActions(config)` is not finite (a game that need
   * not end under its rules, e.g. no round limit): a generated game of such a config is checked
   * for this many actions, then cut and counted in `unfinished`. Default
   * {@link DEFAULT_LAW_STEP_LIMIT}. Configs with a finite `maxActions` are always played to
   * their end, and the termination law holds them to that bound.
   */
  readonly maxSteps?: number;
}

/**
 * The default step limit of the laws for a config with no finite `maxActions`: 1,000 actions,
 * longer than a whole game of any Laguna title (a 4-player game of Light Masters to round 20
 * takes about 440), short enough for a test.
 *
 * @example
 * checkGameLaws(game, { maxSteps: DEFAULT_LAW_STEP_LIMIT * 2 });
 * @category Laws
 */
export const DEFAULT_LAW_STEP_LIMIT = 1000;

/**
 * What a failed law run blames: one of the {@link LAWS}, `"error"` for something thrown that is
 * not a law violation, or `"bad-config"` for a config the game refuses (no game was played with
 * it, so no law is to blame: fix the config).
 *
 * @example
 * const blamed: LawFailureKind = "bad-config";
 * @category Laws
 */
export type LawFailureKind = LawName | "error" | "bad-config";

/**
 * The result of a law run. On failure, `failure` names the law and gives a reproducible
 * counterexample; for a config the game refuses, `failure.law` is `"bad-config"` and the message
 * names the config and says why the game refuses it.
 *
 * @example
 * const report = runGameLaws(game);
 * if (!report.ok) console.error(report.failure?.message);
 * @category Laws
 */
export interface LawReport {
  /** True when no law was broken. */
  readonly ok: boolean;
  /** Games generated and played: to the end, or to the step limit (see `unfinished`). */
  readonly games: number;
  /**
   * Of `games`, those cut by the step limit (`maxSteps`) because their config declares no finite
   * `maxActions` and the game had not ended. Every law but termination was checked on them.
   */
  readonly unfinished: number;
  /** Actions taken in all games. */
  readonly steps: number;
  /** The configs checked, by name. */
  readonly configs: readonly string[];
  /**
   * The first broken law, with how to reproduce it; or, with `law: "bad-config"`, the configs
   * the game refuses (then no game was played, the trace is empty and the seed is 0).
   */
  readonly failure?: {
    /** The broken law, `"error"`, or `"bad-config"`. */
    readonly law: LawFailureKind;
    /** What went wrong; for a bad config, its name and the game's reason. */
    readonly message: string;
    /** The config's name, then the config itself. */
    readonly config: string;
    /** The generated game that breaks the law, after shrinking. */
    readonly trace: Trace;
    /** The fast-check seed that reproduces the failure. */
    readonly fastCheckSeed: number;
  };
}

/** The trace of a failure that played no game. */
const NO_TRACE: Trace = { seed: 0, choices: [], tailSeed: 0 };

/** Whether an entry of `options.configs` is a named config rather than a plain one. */
function isNamedConfig<C>(entry: C | NamedConfig<C>): entry is NamedConfig<C> {
  if (entry === null || typeof entry !== "object" || Object.hasOwn(entry, "playerCount")) return false;
  const e = entry as Partial<Record<string, unknown>>;
  return typeof e["name"] === "string" && Object.hasOwn(entry, "config");
}

/** Why the game refuses a config (as `createMatch` says it), or `undefined` when it accepts it. */
function configRefusal<C extends GameConfig, S, A, V>(game: Game<C, S, A, V>, config: unknown): string | undefined {
  try {
    const created = createMatch(game, config, 0);
    // A setup that throws on an accepted config is the module's defect: the laws report it.
    return either.isLeft(created) && created.left.kind === "invalid-input" ? created.left.message : undefined;
  } catch (e) {
    return `creating a match with it threw: ${e instanceof Error ? e.message : showValue(e)}`;
  }
}

/** A config the game refuses, by name, with the game's reason. */
interface BadConfig {
  readonly name: string;
  readonly config: unknown;
  readonly reason: string;
}

/** The report of a run stopped before any game by configs the game refuses. */
function badConfigReport(bad: readonly BadConfig[], names: readonly string[]): LawReport {
  const first = bad[0] as BadConfig;
  const each = bad.map((b) => `config "${b.name}" is a bad config: ${b.reason}`);
  const message =
    bad.length === 1
      ? `${each[0] ?? ""} (no game was played; fix the config, no law is to blame)`
      : `${bad.length} bad configs, no game was played (fix the configs, no law is to blame):\n  ${each.join("\n  ")}`;
  return {
    ok: false,
    games: 0,
    unfinished: 0,
    steps: 0,
    configs: [...new Set([...bad.map((b) => b.name), ...names])],
    failure: { law: "bad-config", message, config: `${first.name} ${showValue(first.config, 400)}`, trace: NO_TRACE, fastCheckSeed: 0 },
  };
}

interface Stats {
  games: number;
  unfinished: number;
  steps: number;
}

/** Replaces Math.random and Date.now while module code runs, recording any call. */
function purityGuard(): { calls: string[]; restore: () => void } {
  const calls: string[] = [];
  const random = Math.random;
  const now = Date.now;
  Math.random = () => {
    calls.push("Math.random");
    return random();
  };
  Date.now = () => {
    calls.push("Date.now");
    return now();
  };
  return {
    calls,
    restore: () => {
      Math.random = random;
      Date.now = now;
    },
  };
}

function fail(law: LawName, message: string): never {
  throw new LawViolation(law, message);
}

function guarded<T>(law: LawName, what: string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof LawViolation) throw e;
    const text = e instanceof Error ? e.message : showValue(e);
    // Writing to a deep-frozen state throws a TypeError: the reducer mutated its input.
    if (e instanceof TypeError && /read.only|frozen|not extensible|Cannot (assign|add|delete|define)/i.test(text)) {
      fail("purity", `${what} mutated its (deep-frozen) input: ${text}`);
    }
    return fail(law, `${what} threw: ${text}`);
  }
}

function jsonRoundTrip(law: LawName, what: string, value: unknown): void {
  const text = JSON.stringify(value);
  if (text === undefined || !deepEqual(JSON.parse(text), value)) {
    fail(law, `${what} does not survive a JSON round trip (undefined, NaN, Infinity, a Date or a class instance?)`);
  }
}

/** Whether any array inside `value` equals the generator state. */
function containsArray(value: unknown, target: readonly number[]): boolean {
  if (Array.isArray(value)) {
    if (deepEqual(value, target)) return true;
    return value.some((v) => containsArray(v, target));
  }
  if (value !== null && typeof value === "object") return Object.values(value).some((v) => containsArray(v, target));
  return false;
}

/** Inputs that are not actions of any sensible game, for the legality law. */
const JUNK: readonly unknown[] = [null, undefined, 0, -1, 1.5, "", "x", true, [], {}, { type: "__no_such_action__" }];

/** Variations of a legal action: each field removed, nulled, shifted, or an extra field added. */
function mutations(action: unknown): { candidate: unknown; extraField: boolean }[] {
  if (action === null || typeof action !== "object" || Array.isArray(action)) {
    return typeof action === "number"
      ? [action + 1, action - 1, -action - 1, 1e9].map((candidate) => ({ candidate, extraField: false }))
      : [];
  }
  const out: { candidate: unknown; extraField: boolean }[] = [];
  const record = action as Record<string, unknown>;
  for (const [key, v] of Object.entries(record)) {
    const { [key]: _removed, ...without } = record;
    out.push({ candidate: without, extraField: false });
    out.push({ candidate: { ...record, [key]: null }, extraField: false });
    if (typeof v === "number") {
      for (const n of [v + 1, v - 1, 1e9, -1]) out.push({ candidate: { ...record, [key]: n }, extraField: false });
    } else if (typeof v === "string") {
      out.push({ candidate: { ...record, [key]: `${v}_` }, extraField: false });
    } else if (Array.isArray(v)) {
      out.push({ candidate: { ...record, [key]: [...v, ...v] }, extraField: false });
      out.push({ candidate: { ...record, [key]: v.slice(1) }, extraField: false });
    }
  }
  out.push({ candidate: { ...record, __extra__: 1 }, extraField: true });
  return out;
}

/** An array nested `depth` levels deep around `inner`. */
function nestedArray(depth: number, inner: unknown): unknown {
  let v = inner;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** Copies of `value` with an extra field added to one nested object each (not the top level). */
function nestedExtras(value: unknown, depth = 0): unknown[] {
  if (value === null || typeof value !== "object") return [];
  const out: unknown[] = [];
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      for (const changed of nestedExtras(item, depth + 1)) out.push(value.map((v, j) => (j === i ? changed : v)));
    });
    return out;
  }
  if (depth > 0) out.push({ ...value, __extra__: 1 });
  for (const [key, item] of Object.entries(value)) {
    for (const changed of nestedExtras(item, depth + 1)) out.push({ ...value, [key]: changed });
  }
  return out;
}

/**
 * Malformed inputs built from a legal action, which the engine must refuse as `invalid-input`
 * (never accept, never blame the module, never throw): unknown fields at the top and nested,
 * fields inherited from a prototype, getters (answering and throwing), Proxies, class instances,
 * BigInts in null-prototype objects, and nesting far deeper than any action.
 */
function trickyInputs(action: unknown): { what: string; input: () => unknown }[] {
  const out: { what: string; input: () => unknown }[] = [
    { what: "an array nested 5,000 levels deep", input: () => nestedArray(5000, action) },
    {
      what: "a null-prototype object holding a BigInt",
      input: () => Object.assign(Object.create(null) as object, { type: 1n }),
    },
  ];
  if (action === null || typeof action !== "object" || Array.isArray(action)) return out;
  const record = action as Record<string, unknown>;
  out.push(
    { what: "the action with an unknown field", input: () => ({ ...record, __extra__: 1 }) },
    { what: "the action's fields inherited from a prototype", input: () => Object.create(record) as unknown },
    {
      what: "the action behind a Proxy whose traps throw",
      input: () =>
        new Proxy(record, {
          ownKeys: () => {
            throw new Error("trap");
          },
          get: () => {
            throw new Error("trap");
          },
        }),
    },
    {
      what: "the action with a getter for a field",
      input: () => {
        const copy: Record<string, unknown> = { ...record };
        const [key] = Object.keys(record);
        if (key !== undefined) {
          const v = record[key];
          Object.defineProperty(copy, key, { enumerable: true, configurable: true, get: () => v });
        }
        return copy;
      },
    },
    {
      what: "the action with a throwing getter",
      input: () =>
        Object.defineProperty({ ...record }, "__getter__", {
          enumerable: true,
          get: () => {
            throw new Error("getter");
          },
        }),
    },
  );
  const [firstKey] = Object.keys(record);
  if (firstKey !== undefined) {
    out.push({ what: "the action with a field nested 5,000 levels deep", input: () => ({ ...record, [firstKey]: nestedArray(5000, record[firstKey]) }) });
  }
  for (const nested of nestedExtras(record).slice(0, 3)) out.push({ what: `the action with a nested unknown field ${showValue(nested)}`, input: () => nested });
  return out;
}

/** Picks up to `n` items spread evenly over the list, always including index `must`. */
function spread<T>(items: readonly T[], n: number, must: number): T[] {
  if (items.length <= n) return items.slice();
  const picked = new Set<number>([must]);
  for (let i = 0; picked.size < n && i < n; i++) picked.add(Math.floor((i * items.length) / n));
  return [...picked].map((i) => items[i] as T);
}

class TraceRunner<C extends GameConfig, S, A, V> {
  private readonly viewers: Viewer[];
  constructor(
    private readonly game: Game<C, S, A, V>,
    private readonly config: C,
    private readonly options: LawOptions<C, S, A>,
  ) {
    this.viewers = [...Array.from({ length: config.playerCount }, (_, i) => i), SPECTATOR];
  }

  run(trace: Trace, stats: Stats): void {
    const guard = purityGuard();
    try {
      this.play(trace, stats, guard.calls);
    } finally {
      guard.restore();
    }
    if (guard.calls.length > 0) fail("purity", `module code called ${[...new Set(guard.calls)].join(" and ")}`);
  }

  private play(trace: Trace, stats: Stats, impure: string[]): void {
    const { game, config } = this;
    let state = guarded("replay", "setup", () => game.setup(config, trace.seed));
    const again = guarded("replay", "setup", () => game.setup(config, trace.seed));
    if (!deepEqual(state, again)) fail("replay", "setup gives different states for the same config and seed");
    const created = createMatch(game, config, trace.seed);
    if (either.isLeft(created)) return fail("legality", `the engine refused the config: ${created.left.message}`);
    let match: Match<C, S, A, V> = created.right;
    const tail = xoroshiro128plus(trace.tailSeed | 0);
    const declared = game.maxActions(config);
    // A finite bound is the termination law's; without one, the law kit's step limit cuts the game.
    const bounded = Number.isFinite(declared);
    const maxActions = bounded ? declared : (this.options.maxSteps ?? DEFAULT_LAW_STEP_LIMIT);
    let cut = false;
    const log: { seat: Seat; action: A }[] = [];
    let previous: S | undefined;
    for (let step = 0; ; step++) {
      if (impure.length > 0) fail("purity", `module code called ${impure[0]} (at step ${step})`);
      const active = this.checkState(state, step);
      if (active.length === 0) break;
      if (step >= maxActions) {
        if (!bounded) {
          cut = true;
          break;
        }
        fail("termination", `the game is not over after ${step} actions, the declared maximum for this config`);
      }
      const choice = trace.choices[step] ?? uniformInt(tail, 0, 1 << 20);
      const seat = active[choice % active.length] as Seat;
      const legal = guarded("turn", "legalActions", () => game.legalActions(state, seat));
      const index = choice % legal.length;
      const action = legal[index] as A;
      const next = this.checkActions(state, seat, legal, index, active, step);
      const before = match;
      const acted = act(match, seat, action);
      if (either.isLeft(acted)) fail("legality", `the engine refused the legal action ${showValue(action)}: ${acted.left.message}`);
      match = acted.right;
      if (!deepEqual(match.state, next)) fail("purity", `apply gave another state for ${showValue(action)} on the second call`);
      this.checkEngineRefusals(before, seat, legal, action, step);
      for (const [name, transition] of Object.entries(this.options.transitions ?? {})) {
        const result = guarded("invariants", `transition invariant "${name}"`, () => transition(state, next, action, seat, config));
        if (result !== true) {
          fail("invariants", `transition invariant "${name}" does not hold at step ${step} (${showValue(action)})${typeof result === "string" ? `: ${result}` : ""}`);
        }
      }
      log.push({ seat, action });
      previous = state;
      state = next;
      stats.steps++;
    }
    stats.games++;
    if (cut) stats.unfinished++;
    this.checkReplay(match, log, trace, previous);
  }

  /** Laws 1, 2, 7, 8 and 9 on one state. Returns the acting seats. */
  private checkState(state: S, step: number): readonly Seat[] {
    const { game, config } = this;
    const at = `at step ${step}`;
    if (!game.codecs.state.is(state)) fail("codec", `the state ${at} does not pass the state codec`);
    const parsed = JSON.parse(JSON.stringify(state) ?? "null") as unknown;
    if (!deepEqual(parsed, state)) {
      fail("codec", `the state ${at} does not survive a JSON round trip (undefined, NaN, Infinity, a Date or a class instance?)`);
    }
    const decoded = game.codecs.state.decode(parsed);
    if (either.isLeft(decoded) || !deepEqual(decoded.right, state)) {
      fail("codec", `the state ${at} changes when decoded from its JSON`);
    }
    const impossible = guarded("invariants", "checkState", () => game.checkState?.(state, config));
    if (impossible !== undefined) fail("invariants", `checkState refuses the state reached ${at}: ${impossible}`);
    for (const [name, invariant] of Object.entries(this.options.invariants ?? {})) {
      const result = guarded("invariants", `invariant "${name}"`, () => invariant(state, config));
      if (result !== true) fail("invariants", `invariant "${name}" does not hold ${at}${typeof result === "string" ? `: ${result}` : ""}`);
    }
    const active = guarded("turn", "activePlayers", () => game.activePlayers(state));
    if (new Set(active).size !== active.length || active.some((s) => !Number.isInteger(s) || s < 0 || s >= config.playerCount)) {
      fail("turn", `activePlayers ${at} is not a list of distinct seats: ${showValue(active)}`);
    }
    for (let seat = 0; seat < config.playerCount; seat++) {
      const legal = guarded("turn", "legalActions", () => game.legalActions(state, seat));
      const acting = active.includes(seat);
      if (acting && legal.length === 0) fail("turn", `seat ${seat} must act ${at} but has no legal action`);
      if (!acting && legal.length > 0) {
        fail("turn", `seat ${seat} is not to act ${at} but has ${legal.length} legal actions, e.g. ${showValue(legal[0])}`);
      }
      const keys = new Set(legal.map(canonicalJson));
      if (keys.size !== legal.length) fail("turn", `seat ${seat} has duplicate legal actions ${at}`);
      for (const a of legal) {
        if (!game.codecs.action.is(a)) fail("codec", `the legal action ${showValue(a)} ${at} does not pass the action codec`);
      }
    }
    this.checkSecrecy(state, step);
    const result = guarded("outcome", "outcome", () => game.outcome(state));
    if (active.length > 0) {
      if (result !== undefined) fail("outcome", `the game is not over ${at} but outcome returned ${showValue(result)}`);
    } else {
      if (result === undefined) fail("outcome", `the game is over ${at} but outcome returned undefined`);
      if (result.scores.length !== config.playerCount) {
        fail("outcome", `the outcome has ${result.scores.length} scores for ${config.playerCount} players`);
      }
      const expected = rankSeats(result.scores, result.tieBreaks);
      if (!deepEqual(result.ranking.map((g) => [...g].sort((a, b) => a - b)), expected)) {
        fail("outcome", `the ranking ${showValue(result.ranking)} does not follow the scores ${showValue(result.scores)} and tie-breaks (expected ${showValue(expected)})`);
      }
      if (!deepEqual([...result.winners].sort((a, b) => a - b), expected[0] ?? [])) {
        fail("outcome", `the winners ${showValue(result.winners)} are not the first group of the ranking`);
      }
    }
    return active;
  }

  /** Law 7: what each viewer sees does not depend on what that viewer may not know. */
  private checkSecrecy(state: S, step: number): void {
    const { game } = this;
    const rng = game.rng?.get(state);
    if (game.capabilities.chance && game.rng === undefined) fail("secrecy", "the game declares chance but no rng lens");
    if (game.capabilities.hiddenInformation && game.redrawHidden === undefined) {
      fail("secrecy", "the game declares hidden information but no redrawHidden, so its secrecy cannot be checked");
    }
    for (const viewer of this.viewers) {
      const who = viewer === SPECTATOR ? "the spectator" : `seat ${viewer}`;
      const view = guarded("secrecy", "view", () => game.view(state, viewer));
      if (!game.codecs.view.is(view)) fail("codec", `the view of ${who} at step ${step} does not pass the view codec`);
      jsonRoundTrip("codec", `the view of ${who} at step ${step}`, view);
      if (rng !== undefined && game.rng !== undefined) {
        if (containsArray(view, rng)) fail("secrecy", `the view of ${who} at step ${step} contains the generator state`);
        const reseeded = game.rng.set(state, seedRng(step * 7919 + 17));
        if (!deepEqual(game.view(reseeded, viewer), view)) {
          fail("secrecy", `the view of ${who} at step ${step} changes with the generator state`);
        }
      }
      if (game.redrawHidden !== undefined) {
        for (const seed of [step, step + 1000003]) {
          const redrawn = guarded("secrecy", "redrawHidden", () => game.redrawHidden?.(state, viewer, seed) as S);
          if (!game.codecs.state.is(redrawn)) fail("secrecy", `redrawHidden for ${who} returned a state its codec refuses`);
          const other = game.view(redrawn, viewer);
          if (!deepEqual(other, view)) {
            fail("secrecy", `the view of ${who} at step ${step} changes when hidden information is re-drawn: it reveals what ${who} may not know`);
          }
        }
      }
    }
  }

  /**
   * Law 7 for the log: when two legal actions lead to different states that look the same to a
   * viewer, the viewer cannot tell them apart, so the log must not show that viewer which one
   * was taken (the module's `redact`).
   */
  private checkLogSecrecy(state: S, seat: Seat, results: readonly { action: A; next: S }[], step: number): void {
    const { game } = this;
    for (const viewer of this.viewers) {
      if (viewer === seat) continue;
      // Only actions the log shows this viewer matter; compare them pairwise.
      const shown = results.filter((r) => game.redact?.(r.action, seat, viewer, state) === undefined);
      const views = shown.map((r) => game.view(r.next, viewer));
      for (let i = 0; i < shown.length; i++) {
        for (let j = i + 1; j < shown.length; j++) {
          const a = shown[i] as { action: A; next: S };
          const b = shown[j] as { action: A; next: S };
          if (deepEqual(views[i], views[j]) && !deepEqual(a.next, b.next)) {
            const who = viewer === SPECTATOR ? "the spectator" : `seat ${viewer}`;
            fail(
              "secrecy",
              `at step ${step}, ${showValue(a.action)} and ${showValue(b.action)} look the same to ${who}, yet the log shows ${who} which one seat ${seat} took: redact it`,
            );
          }
        }
      }
    }
  }

  /** Laws 3 and 4 on the module: legal actions accepted, others refused, inputs untouched. */
  private checkActions(state: S, seat: Seat, legal: readonly A[], index: number, active: readonly Seat[], step: number): S {
    const { game } = this;
    const at = `at step ${step}`;
    deepFreeze(state);
    const snapshot = JSON.stringify(state);
    let chosen: S | undefined;
    const results: { action: A; next: S }[] = [];
    for (const action of spread(legal, this.options.legalSample ?? 8, index)) {
      const first = guarded("legality", `apply(${showValue(action)}) ${at}`, () => game.apply(state, seat, action));
      if (either.isLeft(first)) {
        fail("legality", `seat ${seat}'s legal action ${showValue(action)} ${at} was refused: ${first.left.message}`);
      }
      const second = guarded("legality", `apply(${showValue(action)}) ${at}`, () => game.apply(state, seat, action));
      if (either.isLeft(second) || !deepEqual(first.right, second.right)) {
        fail("purity", `apply(${showValue(action)}) ${at} gives different results for the same state and action`);
      }
      if (action === legal[index]) chosen = first.right;
      results.push({ action, next: first.right });
    }
    this.checkLogSecrecy(state, seat, results, step);
    // Another seat may not take the acting seat's action.
    for (let other = 0; other < this.config.playerCount; other++) {
      if (active.includes(other)) continue;
      const action = legal[index] as A;
      const r = guarded("legality", `apply by seat ${other} ${at}`, () => game.apply(state, other, action));
      if (either.isRight(r)) fail("legality", `seat ${other}, who is not to act ${at}, may take ${showValue(action)}`);
    }
    // Well-formed actions that are not legal must be refused, not thrown.
    const keys = new Set(legal.map(canonicalJson));
    let tried = 0;
    for (const { candidate, extraField } of mutations(legal[index])) {
      if (tried >= (this.options.illegalSample ?? 8)) break;
      if (extraField || !game.codecs.action.is(candidate) || keys.has(canonicalJson(candidate))) continue;
      tried++;
      const r = guarded("legality", `apply(${showValue(candidate)}) ${at}`, () => game.apply(state, seat, candidate));
      if (either.isRight(r)) {
        fail("legality", `apply accepts ${showValue(candidate)} from seat ${seat} ${at}, which legalActions does not list`);
      }
      if (typeof r.left.message !== "string" || r.left.message.length === 0) {
        fail("legality", `the refusal of ${showValue(candidate)} ${at} has no message`);
      }
    }
    if (JSON.stringify(state) !== snapshot) fail("purity", `apply mutated its input state ${at}`);
    if (chosen === undefined) return fail("legality", "internal: the chosen action was not applied");
    return chosen;
  }

  /** Law 3 through the engine: malformed inputs and wrong seats are refused, the match untouched. */
  private checkEngineRefusals(match: Match<C, S, A, V>, seat: Seat, legal: readonly A[], action: A, step: number): void {
    const keys = new Set(legal.map(canonicalJson));
    const candidates = [...JUNK, ...mutations(action).map((m) => m.candidate)].filter(
      (c) => c === undefined || !keys.has(canonicalJson(c)),
    );
    for (const input of spread(candidates, this.options.illegalSample ?? 8, 0)) {
      const r = guarded("legality", `act(${showValue(input)}) at step ${step}`, () => act(match, seat, input));
      if (either.isRight(r)) fail("legality", `the engine accepted the input ${showValue(input)} at step ${step}`);
      if (r.left.kind === "module-defect") fail("legality", r.left.message);
    }
    // Malformed inputs are refused as malformed, whatever trick they play.
    const tricks = trickyInputs(action);
    for (const { what, input } of spread(tricks, this.options.illegalSample ?? 8, step % Math.max(1, tricks.length))) {
      const r = guarded("legality", `act(${what}) at step ${step}`, () => act(match, seat, input()));
      if (either.isRight(r)) fail("legality", `the engine accepted ${what} at step ${step}`);
      if (r.left.kind !== "invalid-input") {
        fail("legality", `${what} at step ${step} was refused as ${r.left.kind}, not as invalid-input: ${r.left.message}`);
      }
    }
    const other = (seat + 1) % this.config.playerCount;
    if (other !== seat && !this.game.activePlayers(match.state).includes(other)) {
      const r = act(match, other, action);
      if (either.isRight(r)) fail("legality", `the engine let seat ${other} act out of turn at step ${step}`);
    }
  }

  /** Law 5 for bad saves: mutated saves are loaded or refused, never thrown on or blamed on the module. */
  private checkMutatedSaves(saved: unknown): void {
    const { game } = this;
    const s = saved as Record<string, unknown> & { log: unknown[] };
    const last = s.log.length - 1;
    const mutants: [string, unknown][] = [
      ["a config nested 5,000 levels deep", { ...s, config: nestedArray(5000, s.config) }],
      ["a log entry nested 5,000 levels deep", { ...s, log: [...s.log.slice(0, last), nestedArray(5000, s.log[last])] }],
      ["a position past the legal actions", { ...s, log: s.log.map((e, i) => (i === last && Array.isArray(e) ? [e[0], 1e6] : e)) }],
      ["an entry by another seat", { ...s, log: s.log.map((e, i) => (i === last && Array.isArray(e) ? [(Number(e[0]) + 1) % this.config.playerCount, e[1]] : e)) }],
      ["a start state that is not one", { ...s, initialState: { __extra__: nestedArray(5000, 1) } }],
      ["a BigInt seed", { ...s, seed: 1n }],
      ["an action entry with a Proxy", { ...s, log: [...s.log.slice(0, last), { seat: 0, action: new Proxy({}, { ownKeys: () => { throw new Error("trap"); } }) }] }],
    ];
    for (const [what, input] of mutants) {
      const r = guarded("replay", `loadMatch(${what})`, () => loadMatch(game, input));
      if (either.isLeft(r) && r.left.kind === "module-defect") fail("replay", `loading a save with ${what} was blamed on the module: ${r.left.message}`);
    }
  }

  /**
   * Law 5: replay and save/load rebuild the identical state, and undoing the last action (when
   * it may be undone) gives back the state before it. Law 7: the log views hold no generator state.
   */
  private checkReplay(
    match: Match<C, S, A, V>,
    log: readonly { seat: Seat; action: A }[],
    trace: Trace,
    previous: S | undefined,
  ): void {
    const { game, config } = this;
    const replayed = replay(game, config, trace.seed, log);
    if (either.isLeft(replayed)) fail("replay", `replaying the log failed: ${replayed.left.message}`);
    if (!deepEqual(replayed.right.state, match.state)) fail("replay", "replaying the log gives another state");
    const saved = JSON.parse(JSON.stringify(saveMatch(match))) as unknown;
    const loaded = loadMatch(game, saved);
    if (either.isLeft(loaded)) fail("replay", `loading the saved match failed: ${loaded.left.message}`);
    if (!deepEqual(loaded.right.state, match.state)) fail("replay", "save then load gives another state");
    this.checkMutatedSaves(saved);
    const last = lastEntry(match);
    if (last?.undoable === true && previous !== undefined) {
      const undone = undo(match, last.seat);
      if (either.isLeft(undone)) fail("replay", `undoing the last action failed: ${undone.left.message}`);
      if (!deepEqual(undone.right.state, previous)) fail("replay", "undoing the last action does not give back the state before it");
    }
    const rng = game.rng?.get(match.state);
    for (const viewer of this.viewers) {
      const entries = viewLog(match, viewer);
      if (rng !== undefined && containsArray(entries, rng)) fail("secrecy", `the log view of ${String(viewer)} contains the generator state`);
    }
  }
}

function runOne<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  named: { name: string; arb: fc.Arbitrary<[C, Trace]> },
  runs: number,
  options: LawOptions<C, S, A>,
  stats: Stats,
): LawReport["failure"] | undefined {
  const details = fc.check(
    fc.property(named.arb, ([config, trace]) => {
      new TraceRunner(game, config, options).run(trace, stats);
    }),
    { numRuns: runs, ...(options.seed === undefined ? {} : { seed: options.seed }) },
  );
  if (!details.failed) return undefined;
  const [config, trace] = details.counterexample?.[0] ?? [undefined, { seed: 0, choices: [], tailSeed: 0 }];
  const error = details.errorInstance;
  const law: LawFailureKind = error instanceof LawViolation ? error.law : "error";
  const message = error instanceof Error ? error.message : showValue(error);
  return {
    law,
    message,
    config: `${named.name} ${showValue(config, 400)}`,
    trace,
    fastCheckSeed: details.seed,
  };
}

/**
 * Runs the law suite on a rule module and returns a report; never throws for a broken law.
 * Checks every declared config (each player count, each variant) with `runsPerConfig` generated
 * games, then `mixedRuns` games over random combinations of options; or, with `options.configs`,
 * the configs given (plain, or named `{ name, config }`), each reported by its name.
 *
 * Every config is first offered to the engine (`createMatch`): one the game refuses (an unknown
 * or misspelled option, a value its codec refuses, a player count `defaultConfig` throws for)
 * fails the run as `"bad-config"`, naming the config and the game's reason, before any game is
 * played, so that a mistake in the test is not blamed on a law.
 *
 * @example
 * const report = runGameLaws(ticTacToe, { runsPerConfig: 20 });
 * expect(report.ok).toBe(true);
 * const misspelled = runGameLaws(tally, { configs: [{ name: "2p to 10 rounds", config: { ...tally.defaultConfig(2), roundlimit: 10 } }] });
 * misspelled.failure?.law; // "bad-config"
 * misspelled.failure?.message; // 'config "2p to 10 rounds" is a bad config: the game refuses it: Invalid config: unknown option "roundlimit" (did you mean "roundLimit"?). ...'
 * @category Laws
 */
export function runGameLaws<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  options: LawOptions<C, S, A> = {},
): LawReport {
  const stats: Stats = { games: 0, unfinished: 0, steps: 0 };
  const bad: BadConfig[] = [];
  let named: NamedConfig<C>[];
  if (options.configs) {
    named = options.configs.map((entry, i) => (isNamedConfig(entry) ? entry : { name: `config ${i}`, config: entry }));
  } else {
    // defaultConfig throws a RangeError for a player count the game does not support.
    const counts = (options.playerCounts ?? game.playerCounts).filter((n) => {
      try {
        game.defaultConfig(n);
        return true;
      } catch (e) {
        const reason = e instanceof Error ? e.message : showValue(e);
        bad.push({ name: `${showValue(n)}p default`, config: { playerCount: n }, reason: `defaultConfig(${showValue(n)}) threw: ${reason}` });
        return false;
      }
    });
    named = variantConfigs(game, counts);
  }
  for (const { name, config } of named) {
    const reason = configRefusal(game, config);
    if (reason !== undefined) bad.push({ name, config, reason: `the game refuses it: ${reason}` });
  }
  const traces = traceArbitrary(options.maxChoices ?? 40);
  const names = named.map((n) => n.name);
  if (bad.length > 0) return badConfigReport(bad, names);
  for (const { name, config } of named) {
    const failure = runOne(
      game,
      { name, arb: fc.tuple(fc.constant(config), traces) },
      options.runsPerConfig ?? 10,
      options,
      stats,
    );
    if (failure) return { ok: false, ...stats, configs: names, failure };
  }
  const mixed = options.configs ? 0 : (options.mixedRuns ?? 10);
  if (mixed > 0) {
    const failure = runOne(
      game,
      { name: "mixed options", arb: fc.tuple(configArbitrary(game, options.playerCounts), traces) },
      mixed,
      options,
      stats,
    );
    if (failure) return { ok: false, ...stats, configs: [...names, "mixed options"], failure };
  }
  return { ok: true, ...stats, configs: mixed > 0 ? [...names, "mixed options"] : names };
}

/**
 * Formats a failed report for people: the law, what broke, and how to reproduce it.
 *
 * @example
 * if (!report.ok) console.error(formatLawReport(game, report));
 * @category Laws
 */
export function formatLawReport<C extends GameConfig, S, A, V>(game: Game<C, S, A, V>, report: LawReport): string {
  if (report.ok || !report.failure) {
    const cut = report.unfinished > 0 ? ` (${report.unfinished} cut by the step limit, unfinished)` : "";
    return `${game.id} ${game.version}: all laws hold over ${report.games} games${cut}, ${report.steps} actions, configs: ${report.configs.join(", ")}`;
  }
  const f = report.failure;
  if (f.law === "bad-config") return `${game.id} ${game.version}: ${f.message}\n  config: ${f.config}`;
  return [
    `${game.id} ${game.version}: ${f.message}`,
    f.law === "error" ? "" : `  the law: ${LAW_DESCRIPTIONS[f.law]}`,
    `  config: ${f.config}`,
    `  trace (after shrinking): seed ${f.trace.seed}, choices [${f.trace.choices.join(", ")}], tail seed ${f.trace.tailSeed}`,
    `  reproduce with the option { seed: ${f.fastCheckSeed} }`,
  ]
    .filter((l) => l !== "")
    .join("\n");
}

/**
 * Checks the law suite on a rule module, for any test runner: returns the report when every law
 * holds, and throws an `Error` with a readable report (law, counterexample, seed) otherwise. It
 * takes the options of {@link runGameLaws}, named configs too, and throws as well for a config
 * the game refuses, naming the config and the reason ("bad config"), before any game is played.
 *
 * @example
 * import { test } from "vitest";
 * test("tic-tac-toe obeys the engine laws", () => { checkGameLaws(ticTacToe, { runsPerConfig: 20 }); });
 * @category Laws
 */
export function checkGameLaws<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  options: LawOptions<C, S, A> = {},
): LawReport {
  const report = runGameLaws(game, options);
  if (!report.ok) throw new Error(formatLawReport(game, report));
  return report;
}
