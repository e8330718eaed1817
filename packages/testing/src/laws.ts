/**
 * The engine's laws, checked at every step of generated games.
 *
 * For each config a module declares (every player count, every variant), fast-check generates
 * seeds and traces of action choices; each trace is played to the end of the game and every
 * state on the way is checked against the eleven laws. The first broken law stops the run, and
 * fast-check shrinks the trace to a short counterexample. Every call into the module is wrapped,
 * so that what it throws is reported under the law that called it, naming the function.
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
  describeThrown,
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
import * as either from "fp-ts/lib/Either.js";
import fc from "fast-check";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";
import { type Trace, configArbitrary, traceArbitrary } from "./arbitraries";
import { ActionPool, wellFormedCandidates } from "./candidates";
import { type NamedConfig, variantConfigs } from "./configs";
import { describeDifference } from "./diff";
import { deepFreeze } from "./freeze";
import { type FoundLoop, type Move, SeenStates, seekLoop, stateKey } from "./loops";
import { TraceChoices, choiceFor, pick } from "./replay-trace";

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
  "reveal",
  "redraw",
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
  legality: "legal actions are accepted (a sample of up to legalSample in each state, 8 by default); every other action is refused with an error (well-formed ones too: actions legal in other states of the run, and actions built from the action codec's own shapes) and every malformed input (unknown fields at any depth, prototypes, getters, Proxies, deep nesting) as invalid input, without throwing, leaving the state untouched",
  purity: "no module function mutates its input (every state is deep-frozen before any function sees it, the engine's own states too), reads the clock or the host's chance (Math.random, Date.now, new Date(), performance.now, crypto), or gives different results for the same input",
  replay: "the same config, seed and log rebuild the identical state, also through save and load, and undo at every undoable step gives back the state before it",
  termination: "random play ends within the module's declared maximum number of actions, and no state comes back (a loop, found in play or by a return-seeking search, that could be repeated for ever); a config with no finite maximum is played to the law kit's step limit instead, counted as unfinished, and may loop",
  secrecy: "a viewer's view does not change when what the viewer may not know is re-drawn, and never holds the generator state; the log hides from a viewer which of two actions it cannot tell apart was taken, and what redact writes for a viewer does not depend on what that viewer may not know",
  invariants: "the module's own invariants and its checkState hold in every state and over every step",
  outcome: "a finished game has one score per seat and a ranking consistent with its scores and tie-breaks; an unfinished one has no outcome",
  reveal: "a step that changes what some seat could know (its view after the step differs when what it could not see before is re-drawn) cannot be undone",
  redraw: "every re-drawn state (redrawHidden) passes the state codec, the module's checkState and invariants (on a state re-drawn for one viewer on about every other step, chosen by a hash of the step), and keeps what is public: the spectator's view does not change when what a seat cannot see is re-drawn",
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
  /** The step of the generated game at which it broke (actions taken before it), when known. */
  step: number | undefined;
  constructor(law: LawName, message: string, step?: number) {
    super(`law ${LAWS.indexOf(law) + 1} (${law}) broken: ${message}`);
    this.name = "LawViolation";
    this.law = law;
    this.step = step;
  }
}

/**
 * Checks of the law kit that can be left out with the `skip` option: the reveal and redraw laws,
 * the loop search of the termination law (the states of each game and the return-seeking walks),
 * and the well-formed candidates of the legality law.
 *
 * @example
 * const skipped: SkippableCheck[] = ["reveal", "loop-search"];
 * @category Laws
 */
export type SkippableCheck = "reveal" | "redraw" | "loop-search" | "well-formed-actions";

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
  /**
   * Generated games for each declared config (every player count and variant). Default 10, within
   * the default time budget (see `timeBudgetMs`). Given explicitly (or `mixedRuns`), every one of
   * them is played unless `timeBudgetMs` is given too.
   */
  readonly runsPerConfig?: number;
  /** Further generated games over random combinations of options. Default 10. Not used with `configs`. */
  readonly mixedRuns?: number;
  /**
   * A time budget for the whole run, in milliseconds: each config gets an equal share of what is
   * left, and once its share is spent no further game of it starts (a game under way is finished,
   * and every config gets at least one game). A run cut so says it in the report's `cut` (and
   * `checkGameLaws` warns with `console.warn`). Default {@link DEFAULT_TIME_BUDGET_MS} when neither
   * `runsPerConfig` nor `mixedRuns` is given, none otherwise; `Infinity` for none.
   */
  readonly timeBudgetMs?: number;
  /**
   * The configs to check instead of the declared variants: plain configs (reported as
   * `config 0`, `config 1`, ... by their index) or named ones, `{ name, config }`, reported by
   * their name. A config the game refuses (an unknown or misspelled option, a value its codec
   * refuses, an unsupported player count) is reported as a bad config (`failure.law` is
   * `"bad-config"`) before any game is played, not blamed on a law. With `configs`, only these are
   * played (`runsPerConfig` games each): `mixedRuns` and `playerCounts` are not used.
   *
   * @example
   * runGameLaws(game, { configs: [game.defaultConfig(2), { name: "2p round limit 20", config: { ...game.defaultConfig(2), roundLimit: 20 } }] });
   */
  readonly configs?: readonly (C | NamedConfig<C>)[];
  /** Restricts the player counts. Default: all of `game.playerCounts`. Not used with `configs`. */
  readonly playerCounts?: readonly number[];
  /** The module's invariants (conservation of components, bounds), by name. */
  readonly invariants?: Readonly<Record<string, Invariant<C, S>>>;
  /** The module's invariants over each step (monotonicity, costs), by name. */
  readonly transitions?: Readonly<Record<string, TransitionInvariant<C, S, A>>>;
  /** How many legal actions per state are applied and checked (spread over the list). Default 8. */
  readonly legalSample?: number;
  /** How many illegal or malformed inputs per state are tried. Default 8. */
  readonly illegalSample?: number;
  /**
   * How many well-formed candidate actions per state are tried on `apply` (actions legal in other
   * states of the run, and actions built from the action codec's shapes): any that `apply`
   * accepts and `legalActions` does not list breaks the legality law. Default 4.
   */
  readonly wellFormedSample?: number;
  /**
   * How many return-seeking walks per game the termination law sends to look for a loop (from the
   * states at steps 5, 55, 105, ... of each game, at most this many), on configs with a finite
   * `maxActions`. Default 4; 0 for none (the states of each game are still watched for a repeat).
   */
  readonly loopWalks?: number;
  /** How many actions a return-seeking walk takes at most, trying up to 4 per step. Default 8. */
  readonly loopDepth?: number;
  /**
   * The reveal law's strict reading: an undoable action that the log shows a viewer, and that
   * `apply` refuses in a state re-drawn for that viewer, breaks the law too (seeing it taken tells
   * the viewer something it could not see: playing a card shows it was in the hand). Without it,
   * only the views after the step are compared, and an action the re-drawn state does not allow
   * is not judged. Default false.
   */
  readonly strictReveal?: boolean;
  /** Checks to leave out (see {@link SkippableCheck}), e.g. a redraw meant for bots only. Default none. */
  readonly skip?: readonly SkippableCheck[];
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
 * The time budget of a run that gives neither `runsPerConfig` nor `mixedRuns`: 4 seconds, so that
 * `checkGameLaws(game)` fits in a test runner's default timeout (vitest's is 5 seconds). A run
 * that gives them plays every game it asks for, unless it also gives `timeBudgetMs`.
 *
 * @example
 * checkGameLaws(game, { timeBudgetMs: DEFAULT_TIME_BUDGET_MS * 5 }); // raise the test's timeout too
 * @category Laws
 */
export const DEFAULT_TIME_BUDGET_MS = 4000;

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
  /** Games the options asked for (every config's `runsPerConfig`, plus `mixedRuns`). */
  readonly planned: number;
  /**
   * Set when the time budget (`timeBudgetMs`) cut the run: how many of the planned games were
   * played, per config, and what to do for more. The laws held over the games played.
   */
  readonly cut?: string;
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
    /** The config itself (for {@link replayTrace}); `undefined` for a bad config. */
    readonly configValue?: unknown;
    /** The generated game that breaks the law, after shrinking. */
    readonly trace: Trace;
    /**
     * The step of that game at which the law broke (the number of actions taken before it), when
     * known: `replayTrace(game, configValue, trace, { steps: step })` stands right there.
     */
    readonly step?: number;
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
    planned: 0,
    configs: [...new Set([...bad.map((b) => b.name), ...names])],
    failure: { law: "bad-config", message, config: `${first.name} ${showValue(first.config, 400)}`, trace: NO_TRACE, fastCheckSeed: 0 },
  };
}

interface Stats {
  games: number;
  unfinished: number;
  steps: number;
}

/**
 * Replaces the sources of time and chance while module code runs (a game's run is synchronous, so
 * nothing else runs meanwhile), recording any call: `Math.random`, `Date.now`, `new Date()` and
 * `Date()` (the current time; a `Date` of a given time is left alone), `performance.now`,
 * `crypto.getRandomValues` and `crypto.randomUUID`.
 */
function purityGuard(): { calls: string[]; restore: () => void } {
  const calls: string[] = [];
  const restores: (() => void)[] = [];
  const replace = <O extends object, K extends keyof O>(owner: O | undefined, key: K, name: string): void => {
    if (owner === undefined) return;
    const original = owner[key];
    if (typeof original !== "function") return;
    const bound = (original as (...a: unknown[]) => unknown).bind(owner);
    try {
      Object.defineProperty(owner, key, { configurable: true, writable: true, value: (...args: unknown[]) => (calls.push(name), bound(...args)) });
      restores.push(() => Object.defineProperty(owner, key, { configurable: true, writable: true, value: original }));
    } catch {
      // A host object that cannot be replaced: left alone.
    }
  };
  replace(Math, "random", "Math.random");
  replace(Date, "now", "Date.now");
  replace(globalThis.performance, "now", "performance.now");
  replace(globalThis.crypto, "getRandomValues", "crypto.getRandomValues");
  replace(globalThis.crypto, "randomUUID", "crypto.randomUUID");
  const RealDate = Date;
  const GuardedDate = function (this: unknown, ...args: unknown[]): unknown {
    if (new.target === undefined) {
      calls.push("Date()");
      return RealDate();
    }
    if (args.length === 0) calls.push("new Date()");
    return Reflect.construct(RealDate, args, new.target);
  } as unknown as DateConstructor;
  Object.setPrototypeOf(GuardedDate, RealDate);
  Object.defineProperty(GuardedDate, "prototype", { value: RealDate.prototype });
  globalThis.Date = GuardedDate;
  restores.push(() => {
    globalThis.Date = RealDate;
  });
  return { calls, restore: () => restores.reverse().forEach((r) => r()) };
}

/** What a write into a frozen object throws, in V8's words. */
const FROZEN_WRITE = /read.only|frozen|not extensible|Cannot (assign|add|delete|define)/i;

function fail(law: LawName, message: string): never {
  throw new LawViolation(law, message);
}

/**
 * Runs module code (or engine code that runs module code) for a law: what it throws is reported
 * as that law broken, naming the function (`what`, e.g. "view for seat 1"). Writing to a
 * deep-frozen input throws a TypeError: that is reported under purity, naming the law that called.
 */
function guarded<T>(law: LawName, what: string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof LawViolation) throw e;
    const text = describeThrown(e);
    if (e instanceof TypeError && FROZEN_WRITE.test(text)) {
      fail("purity", `${what} threw: ${text} (called by the ${law} law: it writes into its input, which the law kit deep-freezes; module functions must not mutate their arguments)`);
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

/** A well-mixed 32-bit hash of a step number (which checks run at which step). */
function stepHash(step: number): number {
  let h = Math.imul(step + 0x9e3779b9, 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
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

/** What the games of one law run share: the pool of legal actions seen (for the legality law). */
interface RunShared {
  readonly pool: ActionPool;
}

/** The steps at which a game sends a return-seeking walk: 5, 55, 105, ... (`count` of them). */
function walkSteps(count: number): Set<number> {
  return new Set(Array.from({ length: count }, (_, i) => 5 + 50 * i));
}

/** Who a viewer is, in words. */
function viewerName(viewer: Viewer): string {
  return viewer === SPECTATOR ? "the spectator" : `seat ${viewer}`;
}

/** A seeded generator for the law kit's own choices in a game (candidates, walks). */
function lawRng(trace: Trace, salt: number): RandomGenerator {
  return xoroshiro128plus((trace.seed ^ Math.imul(salt, 0x9e3779b1) ^ (trace.tailSeed << 7)) | 0);
}

class TraceRunner<C extends GameConfig, S, A, V> {
  private readonly viewers: Viewer[];
  /** The step being checked, for the failure's `step`. */
  private step = 0;
  /** The states re-drawn for each viewer from the state being checked (reused by the reveal law). */
  private redrawn = new Map<Viewer, S[]>();
  private readonly skip: ReadonlySet<SkippableCheck>;
  constructor(
    private readonly game: Game<C, S, A, V>,
    private readonly config: C,
    private readonly options: LawOptions<C, S, A>,
    private readonly shared: RunShared,
  ) {
    this.viewers = [...Array.from({ length: config.playerCount }, (_, i) => i), SPECTATOR];
    this.skip = new Set(options.skip ?? []);
  }

  run(trace: Trace, stats: Stats): void {
    const guard = purityGuard();
    try {
      this.play(trace, stats, guard.calls);
    } catch (e) {
      if (e instanceof LawViolation && e.step === undefined) e.step = this.step;
      throw e;
    } finally {
      guard.restore();
    }
    if (guard.calls.length > 0) fail("purity", `module code called ${[...new Set(guard.calls)].join(" and ")}`);
  }

  private play(trace: Trace, stats: Stats, impure: string[]): void {
    const { game, config } = this;
    let state = guarded("replay", "setup", () => game.setup(config, trace.seed));
    const again = guarded("replay", "setup", () => game.setup(config, trace.seed));
    if (!deepEqual(state, again)) fail("replay", `setup gives different states for the same config and seed, ${describeDifference(state, again, "first call", "second call")}`);
    const created = guarded("legality", "createMatch (the engine, calling setup and checkState)", () => createMatch(game, config, trace.seed));
    if (either.isLeft(created)) return fail("legality", `the engine refused the config: ${created.left.message}`);
    let match: Match<C, S, A, V> = created.right;
    // The engine's own states are frozen too: it hands them to the module (apply, isUndoable,
    // redact) and keeps them for undo, so a write into one must fail loudly.
    deepFreeze(match.state);
    const choices = new TraceChoices(trace);
    const declared = guarded("termination", "maxActions", () => game.maxActions(config));
    // A finite bound is the termination law's; without one, the law kit's step limit cuts the game.
    const bounded = Number.isFinite(declared);
    const maxActions = bounded ? declared : (this.options.maxSteps ?? DEFAULT_LAW_STEP_LIMIT);
    // Loops matter only where the config promises an end.
    const loops = bounded && !this.skip.has("loop-search");
    const seen = new SeenStates<S>();
    const walks = walkSteps(this.options.loopWalks ?? 4);
    const walkRng = lawRng(trace, 2);
    const candidateRng = lawRng(trace, 1);
    let cut = false;
    const log: { seat: Seat; action: A }[] = [];
    let previous: S | undefined;
    // The last step, when it may be undone: law 10 judges it once the state after it passed the other laws.
    let undoable: { state: S; seat: Seat; action: A; next: S; step: number; redrawn: Map<Viewer, S[]> } | undefined;
    for (let step = 0; ; step++) {
      this.step = step;
      if (impure.length > 0) fail("purity", `module code called ${impure[0]} (at step ${step})`);
      const { active, json } = this.checkState(state, step);
      if (undoable !== undefined) {
        this.step = undoable.step;
        this.checkReveal(undoable.state, undoable.seat, undoable.action, undoable.next, undoable.step, undoable.redrawn);
        this.step = step;
        undoable = undefined;
      }
      if (loops) {
        const key = stateKey(json);
        const first = seen.find(state, key);
        if (first !== undefined) this.reportLoop(trace, choices, log, { walk: [], backToStep: first }, step, declared, "play reached");
        seen.add(state, key, step);
      }
      if (active.length === 0) break;
      if (step >= maxActions) {
        if (!bounded) {
          cut = true;
          break;
        }
        fail("termination", `the game is not over after ${step} actions, the declared maximum for this config`);
      }
      if (loops && walks.has(step)) {
        const found = this.walkForLoop(state, seen, walkRng);
        if (found) this.reportLoop(trace, choices, log, found, step, declared, "a return-seeking walk found");
      }
      const { seat, legal, index } = pick(choices.next(), active, (s) => guarded("turn", `legalActions for seat ${s}`, () => game.legalActions(state, s)));
      const legalAgain = guarded("purity", `legalActions for seat ${seat}`, () => game.legalActions(state, seat));
      if (!deepEqual(legal, legalAgain)) fail("purity", `legalActions for seat ${seat} at step ${step} gives different results for the same state, ${describeDifference(legal, legalAgain, "first call", "second call")}`);
      const action = legal[index] as A;
      const next = this.checkActions(state, seat, legal, index, active, step, candidateRng);
      this.checkRedaction(state, seat, action, step);
      const before = match;
      const acted = guarded("legality", "act (the engine, calling legalActions, apply and isUndoable)", () => act(match, seat, action));
      if (either.isLeft(acted)) {
        if (acted.left.kind === "module-defect" && FROZEN_WRITE.test(acted.left.message)) {
          fail("purity", `the engine's call of the module for ${showValue(action)} at step ${step} wrote into a state it was given (the engine's states are deep-frozen too): ${acted.left.message}`);
        }
        fail("legality", `the engine refused the legal action ${showValue(action)}: ${acted.left.message}`);
      }
      match = acted.right;
      deepFreeze(match.state);
      if (!deepEqual(match.state, next)) fail("purity", `apply gave another state for ${showValue(action)} on the second call, ${describeDifference(next, match.state, "first call", "second call")}`);
      this.checkEngineRefusals(before, seat, legal, action, step);
      if (lastEntry(match)?.undoable === true) {
        // Law 5 at every undoable step: undo gives back the state before it.
        const undone = guarded("replay", "undo (the engine)", () => undo(match, seat));
        if (either.isLeft(undone)) fail("replay", `undoing ${showValue(action)} at step ${step} failed: ${undone.left.message}`);
        if (!deepEqual(undone.right.state, state)) {
          fail("replay", `undoing ${showValue(action)} at step ${step} does not give back the state before it, ${describeDifference(state, undone.right.state, "before", "undone")}`);
        }
        if (!this.skip.has("reveal")) undoable = { state, seat, action, next, step, redrawn: this.redrawn };
      }
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

  /** One return-seeking walk from the state (law 6's loop search), through the wrapped module. */
  private walkForLoop(state: S, seen: SeenStates<S>, rng: RandomGenerator): FoundLoop<A> | undefined {
    const { game } = this;
    const during = "(loop search of the termination law)";
    return seekLoop<S, A>(
      state,
      seen,
      {
        activePlayers: (s) => guarded("termination", `activePlayers ${during}`, () => game.activePlayers(s)),
        legalActions: (s, seat) => guarded("termination", `legalActions for seat ${seat} ${during}`, () => game.legalActions(s, seat)),
        apply: (s, seat, a) => {
          const r = guarded("termination", `apply(${showValue(a)}) ${during}`, () => game.apply(s, seat, a));
          return either.isRight(r) ? r.right : undefined;
        },
      },
      this.options.loopDepth ?? 8,
      4,
      rng,
    );
  }

  /**
   * Law 6, a loop: a state of the game (or of a walk from the state at `step`) comes back. Says
   * which moves repeat, and gives a trace whose first choices play to the loop and round it once.
   */
  private reportLoop(
    trace: Trace,
    choices: TraceChoices,
    log: readonly Move<A>[],
    found: FoundLoop<A>,
    step: number,
    declared: number,
    where: string,
  ): never {
    const { game } = this;
    const describe = (m: Move<A>) => `seat ${m.seat}: ${guarded("termination", "describeAction", () => game.describeAction(m.action))}`;
    let cycle: readonly Move<A>[];
    let from: string;
    if (found.backToWalk !== undefined) {
      cycle = found.walk.slice(found.backToWalk);
      from = found.backToWalk === 0 ? `the state at step ${step}` : `the state ${found.backToWalk} actions after step ${step}`;
    } else {
      const back = found.backToStep ?? step;
      cycle = [...log.slice(back, step), ...found.walk];
      from = `the state at step ${back}`;
    }
    // A trace that plays the game to the walk's start, then the walk: choices that pick its moves.
    const path = [...choices.made().slice(0, step)];
    let state = this.stateAfter(trace, path);
    for (const m of found.walk) {
      const active = game.activePlayers(state);
      const legal = game.legalActions(state, m.seat);
      const index = legal.findIndex((a) => deepEqual(a, m.action));
      const k = index < 0 ? undefined : choiceFor(active.indexOf(m.seat), active.length, index, legal.length);
      if (k === undefined) break;
      path.push(k);
      const r = game.apply(state, m.seat, m.action);
      if (either.isLeft(r)) break;
      state = r.right;
    }
    const shown = cycle.length <= 12 ? cycle.map(describe).join("; ") : `${cycle.slice(0, 12).map(describe).join("; ")}; ... (${cycle.length} actions)`;
    return fail(
      "termination",
      `${where} a loop: from ${from}, the ${cycle.length} action${cycle.length === 1 ? "" : "s"} [${shown}] lead back to the same state (the same seats to act), so they can be repeated for ever, yet the config declares at most ${declared} actions. The trace { seed: ${trace.seed}, choices: [${path.join(", ")}], tailSeed: ${trace.tailSeed} } plays to the repeated state (replayTrace with { steps: ${path.length} })`,
    );
  }

  /** The state after the given choices from the trace's seed (module functions, for reporting). */
  private stateAfter(trace: Trace, path: readonly number[]): S {
    const { game, config } = this;
    let state = game.setup(config, trace.seed);
    for (const choice of path) {
      const active = game.activePlayers(state);
      if (active.length === 0) break;
      const { seat, legal, index } = pick(choice, active, (s) => game.legalActions(state, s));
      const r = game.apply(state, seat, legal[index] as A);
      if (either.isLeft(r)) break;
      state = r.right;
    }
    return state;
  }

  /** Laws 1, 2, 7, 8, 9 and 11 on one state. Returns the acting seats and the state's JSON text. */
  private checkState(state: S, step: number): { active: readonly Seat[]; json: string } {
    const { game, config } = this;
    const at = `at step ${step}`;
    // Frozen before any module function sees it: a function that writes into it throws at once.
    deepFreeze(state);
    if (!guarded("codec", "the state codec's is", () => game.codecs.state.is(state))) fail("codec", `the state ${at} does not pass the state codec`);
    const json = JSON.stringify(state) ?? "null";
    const parsed = JSON.parse(json) as unknown;
    if (!deepEqual(parsed, state)) {
      fail("codec", `the state ${at} does not survive a JSON round trip (undefined, NaN, Infinity, a Date or a class instance?), ${describeDifference(state, parsed, "state", "after the round trip")}`);
    }
    const decoded = guarded("codec", "the state codec's decode", () => game.codecs.state.decode(parsed));
    if (either.isLeft(decoded) || !deepEqual(decoded.right, state)) {
      fail("codec", `the state ${at} changes when decoded from its JSON`);
    }
    this.checkInvariants("invariants", state, `the state reached ${at}`);
    const active = guarded("turn", "activePlayers", () => game.activePlayers(state));
    if (new Set(active).size !== active.length || active.some((s) => !Number.isInteger(s) || s < 0 || s >= config.playerCount)) {
      fail("turn", `activePlayers ${at} is not a list of distinct seats: ${showValue(active)}`);
    }
    for (let seat = 0; seat < config.playerCount; seat++) {
      const legal = guarded("turn", `legalActions for seat ${seat}`, () => game.legalActions(state, seat));
      const acting = active.includes(seat);
      if (acting && legal.length === 0) fail("turn", `seat ${seat} must act ${at} but has no legal action`);
      if (!acting && legal.length > 0) {
        fail("turn", `seat ${seat} is not to act ${at} but has ${legal.length} legal actions, e.g. ${showValue(legal[0])}`);
      }
      const keys = legal.map(canonicalJson);
      if (new Set(keys).size !== legal.length) fail("turn", `seat ${seat} has duplicate legal actions ${at}`);
      legal.forEach((a, i) => {
        if (!guarded("codec", "the action codec's is", () => game.codecs.action.is(a))) fail("codec", `the legal action ${showValue(a)} ${at} does not pass the action codec`);
        this.shared.pool.add(keys[i] as string, a, this.poolRng);
      });
    }
    this.checkSecrecy(state, step);
    const result = guarded("outcome", "outcome", () => game.outcome(state));
    const again = guarded("purity", "outcome", () => game.outcome(state));
    if (!deepEqual(result, again)) fail("purity", `outcome at step ${step} gives different results for the same state, ${describeDifference(result, again, "first call", "second call")}`);
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
    return { active, json };
  }

  /** A generator for the pool's replacements (any fixed one: the pool only needs variety). */
  private readonly poolRng = xoroshiro128plus(0x5eed);

  /** The module's checkState and invariants on a state (law 8 on states of play, law 11 on re-drawn ones). */
  private checkInvariants(law: "invariants" | "redraw", state: S, what: string): void {
    const { game, config } = this;
    const on = law === "redraw" ? " on a re-drawn state" : "";
    const impossible = guarded(law, `checkState${on}`, () => game.checkState?.(state, config));
    if (impossible !== undefined) fail(law, `checkState refuses ${what}: ${impossible}`);
    for (const [name, invariant] of Object.entries(this.options.invariants ?? {})) {
      const result = guarded(law, `invariant "${name}"${on}`, () => invariant(state, config));
      if (result !== true) fail(law, `invariant "${name}" does not hold in ${what}${typeof result === "string" ? `: ${result}` : ""}`);
    }
  }

  /**
   * Law 7: what each viewer sees does not depend on what that viewer may not know. Law 11: each
   * re-drawn state is a state the module accepts, and keeps what the spectator sees.
   */
  private checkSecrecy(state: S, step: number): void {
    const { game } = this;
    const lens = game.rng;
    const rng = lens === undefined ? undefined : guarded("secrecy", "rng.get", () => lens.get(state));
    if (game.capabilities.chance && lens === undefined) fail("secrecy", "the game declares chance but no rng lens");
    if (game.capabilities.hiddenInformation && game.redrawHidden === undefined) {
      fail("secrecy", "the game declares hidden information but no redrawHidden, so its secrecy cannot be checked");
    }
    this.redrawn = new Map();
    let spectatorView: V | undefined;
    // checkState and the invariants can cost as much as the rest of a step: they are run on a
    // state re-drawn for one viewer on about every other step. Which steps and which viewer come
    // from a hash of the step, not its parity: in a game whose seats take turns, the seat to act
    // on even steps is often the same one, and a viewer re-drawn on its own turn must be seen too.
    const mixed = stepHash(step);
    const invariantsFor = mixed % 2 === 0 ? this.viewers[(mixed >>> 1) % this.viewers.length] : undefined;
    for (const viewer of [SPECTATOR, ...this.viewers.filter((v) => v !== SPECTATOR)]) {
      const who = viewerName(viewer);
      const view = guarded("secrecy", `view for ${who} at step ${step}`, () => game.view(state, viewer));
      if (viewer === SPECTATOR) spectatorView = view;
      if (viewer === this.viewers[mixed % this.viewers.length]) {
        const again = guarded("purity", `view for ${who} at step ${step}`, () => game.view(state, viewer));
        if (!deepEqual(view, again)) fail("purity", `view for ${who} at step ${step} gives different results for the same state, ${describeDifference(view, again, "first call", "second call")}`);
      }
      if (!guarded("codec", "the view codec's is", () => game.codecs.view.is(view))) fail("codec", `the view of ${who} at step ${step} does not pass the view codec`);
      jsonRoundTrip("codec", `the view of ${who} at step ${step}`, view);
      if (rng !== undefined && lens !== undefined) {
        if (containsArray(view, rng)) fail("secrecy", `the view of ${who} at step ${step} contains the generator state`);
        const reseeded = deepFreeze(guarded("secrecy", "rng.set", () => lens.set(state, seedRng(step * 7919 + 17))));
        const other = guarded("secrecy", `view for ${who} at step ${step}, with another generator state`, () => game.view(reseeded, viewer));
        if (!deepEqual(other, view)) {
          fail("secrecy", `the view of ${who} at step ${step} changes with the generator state, ${describeDifference(view, other, "here", "with another generator state")}`);
        }
      }
      const redraw = game.redrawHidden;
      if (redraw === undefined) continue;
      const redrawn: S[] = [];
      for (const seed of [step, step + 1000003]) {
        // Frozen like every other state a module function is given (view, apply, invariants).
        const r = deepFreeze(guarded("secrecy", `redrawHidden for ${who} at step ${step}`, () => redraw(state, viewer, seed)));
        if (!this.skip.has("redraw")) {
          if (!guarded("codec", "the state codec's is", () => game.codecs.state.is(r))) fail("redraw", `redrawHidden for ${who} at step ${step} (seed ${seed}) returned a state the state codec refuses`);
          if (viewer === invariantsFor && seed === step) {
            this.checkInvariants("redraw", r, `the state re-drawn for ${who} at step ${step} (seed ${seed}), so redrawHidden makes states that cannot occur (does it re-deal what is publicly known?)`);
          }
        }
        const other = guarded("secrecy", `view for ${who} on a re-drawn state at step ${step}`, () => game.view(r, viewer));
        if (!deepEqual(other, view)) {
          fail("secrecy", `the view of ${who} at step ${step} changes when hidden information is re-drawn, ${describeDifference(view, other, "here", "re-drawn")}: it reveals what ${who} may not know, or redrawHidden changed what ${who} can see`);
        }
        if (viewer !== SPECTATOR && seed === step && !this.skip.has("redraw")) {
          const publicView = guarded("redraw", `view for the spectator on a state re-drawn for ${who}`, () => game.view(r, SPECTATOR));
          if (!deepEqual(publicView, spectatorView)) {
            fail("redraw", `re-drawing what ${who} cannot see at step ${step} changes what the spectator sees, ${describeDifference(spectatorView, publicView, "here", "re-drawn")}: redrawHidden changed a public fact`);
          }
        }
        redrawn.push(r);
      }
      this.redrawn.set(viewer, redrawn);
    }
  }

  /**
   * Law 10: an undoable step reveals nothing. For each viewer, the step is taken again on the
   * states re-drawn for that viewer before it: if the viewer's view after it differs, the step
   * showed the viewer something it could not know, and undoing it would let the actor take back
   * a look (or let a seat see what another seat holds, then have it hidden again).
   */
  private checkReveal(state: S, seat: Seat, action: A, next: S, step: number, redrawnBefore: ReadonlyMap<Viewer, S[]>): void {
    const { game } = this;
    for (const viewer of this.viewers) {
      const who = viewerName(viewer);
      // One re-drawn state per viewer: a step that reveals shows another view on almost any.
      const redrawn = (redrawnBefore.get(viewer) ?? []).slice(0, 1);
      let after: V | undefined;
      for (const r of redrawn) {
        const result = guarded("reveal", `apply(${showValue(action)}) on a state re-drawn for ${who}`, () => game.apply(r, seat, action));
        if (either.isLeft(result)) {
          // Not possible in a state the viewer cannot tell from this one: when the log shows the
          // viewer the action, seeing it taken tells the viewer something about what it cannot see.
          const shown =
            this.options.strictReveal === true && viewer !== seat && guarded("reveal", "redact", () => game.redact?.(action, seat, viewer, state)) === undefined;
          if (shown) {
            fail(
              "reveal",
              `seat ${seat}'s ${showValue(action)} at step ${step} can be undone, yet the log shows it to ${who}, and in a state re-drawn for ${who} (one ${who} cannot tell from this one) apply refuses it (${result.left.message}): seeing it taken tells ${who} something about what ${who} cannot see. Make isUndoable return false for it, or redact it for ${who}`,
            );
          }
          continue;
        }
        after ??= guarded("reveal", `view for ${who} after step ${step}`, () => game.view(next, viewer));
        const other = guarded("reveal", `view for ${who} after step ${step} on a re-drawn state`, () => game.view(result.right, viewer));
        if (!deepEqual(after, other)) {
          fail(
            "reveal",
            `seat ${seat}'s ${showValue(action)} at step ${step} can be undone, yet it shows ${who} something ${who} could not know before: taken again on a state re-drawn for ${who}, it leaves another view, ${describeDifference(after, other, "here", "re-drawn")}. Make isUndoable return false for it`,
          );
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
      const texts = results.map((r) => guarded("secrecy", "redact", () => game.redact?.(r.action, seat, viewer, state)));
      // A redacted entry's words must not tell actions apart that the viewer cannot tell apart
      // ("buried card 5" and "buried card 7"): compared only when the words differ at all.
      const hidden = results.filter((_, i) => texts[i] !== undefined);
      const hiddenTexts = texts.filter((x): x is string => x !== undefined);
      if (new Set(hiddenTexts).size > 1) {
        const hiddenViews = hidden.map((r) => guarded("secrecy", `view for ${viewerName(viewer)} after ${showValue(r.action)} at step ${step}`, () => game.view(r.next, viewer)));
        for (let i = 0; i < hidden.length; i++) {
          for (let j = i + 1; j < hidden.length; j++) {
            const a = hidden[i] as { action: A; next: S };
            const b = hidden[j] as { action: A; next: S };
            if (hiddenTexts[i] !== hiddenTexts[j] && deepEqual(hiddenViews[i], hiddenViews[j]) && !deepEqual(a.next, b.next)) {
              const who = viewerName(viewer);
              fail(
                "secrecy",
                `at step ${step}, ${showValue(a.action)} and ${showValue(b.action)} look the same to ${who}, yet their redacted log entries differ ("${hiddenTexts[i]}", "${hiddenTexts[j]}"): the words tell ${who} which one seat ${seat} took`,
              );
            }
          }
        }
      }
      // Actions the log shows this viewer: compare them pairwise.
      const shown = results.filter((_, i) => texts[i] === undefined);
      const views = shown.map((r) => guarded("secrecy", `view for ${viewerName(viewer)} after ${showValue(r.action)} at step ${step}`, () => game.view(r.next, viewer)));
      for (let i = 0; i < shown.length; i++) {
        for (let j = i + 1; j < shown.length; j++) {
          const a = shown[i] as { action: A; next: S };
          const b = shown[j] as { action: A; next: S };
          if (deepEqual(views[i], views[j]) && !deepEqual(a.next, b.next)) {
            const who = viewerName(viewer);
            fail(
              "secrecy",
              `at step ${step}, ${showValue(a.action)} and ${showValue(b.action)} look the same to ${who}, yet the log shows ${who} which one seat ${seat} took: redact it`,
            );
          }
        }
      }
    }
  }

  /**
   * Law 7 for the words of the log: what `redact` writes for a viewer depends only on what that
   * viewer may know. The action taken is redacted again on the states re-drawn for the viewer
   * (this step's, from law 7 on the state) and with another generator state; the words must stay
   * the same, or they carry a hidden card, the deck's order or the generator to the viewer.
   */
  private checkRedaction(state: S, seat: Seat, action: A, step: number): void {
    const { game } = this;
    const redact = game.redact;
    if (redact === undefined) return;
    const lens = game.rng;
    for (const viewer of this.viewers) {
      if (viewer === seat) continue;
      const who = viewerName(viewer);
      const text = guarded("secrecy", `redact for ${who}`, () => redact(action, seat, viewer, state));
      if (text === undefined) continue;
      const others: [S, string][] = (this.redrawn.get(viewer) ?? []).map((r) => [r, "a state re-drawn for the viewer"]);
      if (lens !== undefined) others.push([guarded("secrecy", "rng.set", () => lens.set(state, seedRng(step * 7919 + 29))), "another generator state"]);
      for (const [other, what] of others) {
        const again = guarded("secrecy", `redact for ${who} on ${what}`, () => redact(action, seat, viewer, other));
        if (again !== text) {
          fail("secrecy", `the log entry of seat ${seat}'s ${showValue(action)} at step ${step} for ${who} depends on what ${who} may not know: "${text}" here, "${String(again)}" on ${what}`);
        }
      }
    }
  }

  /** Laws 3 and 4 on the module: legal actions accepted, others refused, inputs untouched. */
  private checkActions(state: S, seat: Seat, legal: readonly A[], index: number, active: readonly Seat[], step: number, rng: RandomGenerator): S {
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
        fail("purity", `apply(${showValue(action)}) ${at} gives different results for the same state and action${either.isRight(second) ? `, ${describeDifference(first.right, second.right, "first call", "second call")}` : ""}`);
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
    const refused = (candidate: unknown, where: string): void => {
      const r = guarded("legality", `apply(${showValue(candidate)}) ${at}`, () => game.apply(state, seat, candidate as A));
      if (either.isRight(r)) {
        fail("legality", `apply accepts ${showValue(candidate)} from seat ${seat} ${at}, which legalActions does not list (${where}; legal: ${showValue(legal, 200)})`);
      }
      if (typeof r.left.message !== "string" || r.left.message.length === 0) {
        fail("legality", `the refusal of ${showValue(candidate)} ${at} has no message`);
      }
    };
    let tried = 0;
    for (const { candidate, extraField } of mutations(legal[index])) {
      if (tried >= (this.options.illegalSample ?? 8)) break;
      if (extraField || !game.codecs.action.is(candidate) || keys.has(canonicalJson(candidate))) continue;
      tried++;
      refused(candidate, "a variation of a legal action");
    }
    if (!this.skip.has("well-formed-actions")) {
      const is = (u: unknown) => guarded("legality", "the action codec's is", () => game.codecs.action.is(u));
      for (const candidate of wellFormedCandidates(game.codecs.action, is, this.shared.pool, keys, this.options.wellFormedSample ?? 4, rng)) {
        refused(candidate, "a well-formed action: legal elsewhere in the run, or built from the action codec");
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
    const replayed = guarded("replay", "replay (the engine, calling setup and apply)", () => replay(game, config, trace.seed, log));
    if (either.isLeft(replayed)) fail("replay", `replaying the log failed: ${replayed.left.message}`);
    if (!deepEqual(replayed.right.state, match.state)) fail("replay", `replaying the log gives another state, ${describeDifference(match.state, replayed.right.state, "played", "replayed")}`);
    const saved = JSON.parse(JSON.stringify(guarded("replay", "saveMatch", () => saveMatch(match)))) as unknown;
    const loaded = guarded("replay", "loadMatch (the engine, calling setup, checkState and apply)", () => loadMatch(game, saved));
    if (either.isLeft(loaded)) fail("replay", `loading the saved match failed: ${loaded.left.message}`);
    if (!deepEqual(loaded.right.state, match.state)) fail("replay", `save then load gives another state, ${describeDifference(match.state, loaded.right.state, "played", "loaded")}`);
    this.checkMutatedSaves(saved);
    const last = lastEntry(match);
    if (last?.undoable === true && previous !== undefined) {
      const undone = guarded("replay", "undo (the engine)", () => undo(match, last.seat));
      if (either.isLeft(undone)) fail("replay", `undoing the last action failed: ${undone.left.message}`);
      if (!deepEqual(undone.right.state, previous)) fail("replay", `undoing the last action does not give back the state before it, ${describeDifference(previous, undone.right.state, "before", "undone")}`);
    }
    const lens = game.rng;
    const rng = lens === undefined ? undefined : guarded("secrecy", "rng.get", () => lens.get(match.state));
    for (const viewer of this.viewers) {
      const entries = guarded("secrecy", `viewLog for ${viewerName(viewer)} (the engine, calling redact and describeAction)`, () => viewLog(match, viewer));
      if (rng !== undefined && containsArray(entries, rng)) fail("secrecy", `the log view of ${String(viewer)} contains the generator state`);
    }
  }
}

/** One config's games: the failure, if any, and how many games fast-check ran. */
interface ConfigRun {
  readonly failure?: LawReport["failure"];
  readonly played: number;
  readonly interrupted: boolean;
}

function runOne<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  named: { name: string; arb: fc.Arbitrary<[C, Trace]> },
  runs: number,
  options: LawOptions<C, S, A>,
  stats: Stats,
  shared: RunShared,
  timeLimitMs: number,
): ConfigRun {
  const check = (numRuns: number, limit: number) =>
    fc.check(
      fc.property(named.arb, ([config, trace]) => {
        new TraceRunner(game, config, options, shared).run(trace, stats);
      }),
      {
        numRuns,
        ...(options.seed === undefined ? {} : { seed: options.seed }),
        ...(Number.isFinite(limit) ? { interruptAfterTimeLimit: Math.max(1, Math.floor(limit)), markInterruptAsFailure: false } : {}),
      },
    );
  let details = check(runs, timeLimitMs);
  // Interrupted before any game, fast-check may report a failure with no counterexample.
  const none = (d: typeof details) => d.numRuns === 0 && d.interrupted && d.counterexample === null;
  // Every config gets at least one game, however little time is left.
  if (none(details) || (!details.failed && details.numRuns === 0 && runs > 0)) details = check(1, Infinity);
  if (!details.failed) return { played: details.numRuns, interrupted: details.interrupted };
  const [config, trace] = details.counterexample?.[0] ?? [undefined, { seed: 0, choices: [], tailSeed: 0 }];
  const error = details.errorInstance;
  const law: LawFailureKind = error instanceof LawViolation ? error.law : "error";
  const message = error instanceof Error ? error.message : showValue(error);
  const step = error instanceof LawViolation ? error.step : undefined;
  return {
    played: details.numRuns,
    interrupted: details.interrupted,
    failure: {
      law,
      message,
      config: `${named.name} ${showValue(config, 400)}`,
      configValue: config,
      trace,
      ...(step === undefined ? {} : { step }),
      fastCheckSeed: details.seed,
    },
  };
}

/** A clock outside the purity guard (which replaces Date.now while module code runs). */
const now = (): number => performance.now();

/**
 * Runs the law suite on a rule module and returns a report; never throws for a broken law.
 * Checks every declared config (each player count, each variant) with `runsPerConfig` generated
 * games, then `mixedRuns` games over random combinations of options; or, with `options.configs`,
 * the configs given (plain, or named `{ name, config }`), each reported by its name. Without
 * `runsPerConfig` and `mixedRuns`, the run keeps to {@link DEFAULT_TIME_BUDGET_MS} (see
 * `timeBudgetMs`), and `report.cut` says so when the budget cut it.
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
  const started = now();
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
  const runs = options.runsPerConfig ?? 10;
  const mixed = options.configs ? 0 : (options.mixedRuns ?? 10);
  const budget = options.timeBudgetMs ?? (options.runsPerConfig === undefined && options.mixedRuns === undefined ? DEFAULT_TIME_BUDGET_MS : Infinity);
  const slots: { name: string; arb: fc.Arbitrary<[C, Trace]>; runs: number }[] = [
    ...named.map(({ name, config }) => ({ name, arb: fc.tuple(fc.constant(config), traces), runs })),
    ...(mixed > 0 ? [{ name: "mixed options", arb: fc.tuple(configArbitrary(game, options.playerCounts), traces), runs: mixed }] : []),
  ];
  const configs = slots.map((s) => s.name);
  const planned = slots.reduce((n, s) => n + s.runs, 0);
  const shared: RunShared = { pool: new ActionPool() };
  const short: string[] = [];
  for (const [i, slot] of slots.entries()) {
    // An equal share of what is left of the budget for each config still to check, less the
    // time of an average game so far: no game starts that would likely end past the share.
    const elapsed = now() - started;
    const perGame = stats.games > 0 ? elapsed / stats.games : 0;
    const share = Number.isFinite(budget) ? (budget - elapsed) / (slots.length - i) - perGame : Infinity;
    const result = runOne(game, slot, slot.runs, options, stats, shared, share);
    if (result.failure) return { ok: false, ...stats, planned, configs, failure: result.failure };
    if (result.played < slot.runs) short.push(`${slot.name} ${result.played} of ${slot.runs}`);
  }
  if (short.length === 0) return { ok: true, ...stats, planned, configs };
  const cut =
    `the time budget of ${budget} ms cut the run: ${stats.games} of ${planned} planned games were played (${short.join(", ")}). ` +
    `For more, raise timeBudgetMs (and the test's timeout), or give runsPerConfig for a fixed number of games`;
  return { ok: true, ...stats, planned, configs, cut };
}

/**
 * Formats a report for people: for a failure, the law, what broke, and how to reproduce it; for
 * a run that held, its size, and whether the time budget cut it.
 *
 * @example
 * if (!report.ok) console.error(formatLawReport(game, report));
 * @category Laws
 */
export function formatLawReport<C extends GameConfig, S, A, V>(game: Game<C, S, A, V>, report: LawReport): string {
  if (report.ok || !report.failure) {
    const unfinished = report.unfinished > 0 ? ` (${report.unfinished} cut by the step limit, unfinished)` : "";
    const cut = report.cut === undefined ? "" : `\n  ${report.cut}`;
    return `${game.id} ${game.version}: all laws hold over ${report.games} games${unfinished}, ${report.steps} actions, configs: ${report.configs.join(", ")}${cut}`;
  }
  const f = report.failure;
  if (f.law === "bad-config") return `${game.id} ${game.version}: ${f.message}\n  config: ${f.config}`;
  const trace = `{ seed: ${f.trace.seed}, choices: [${f.trace.choices.join(", ")}], tailSeed: ${f.trace.tailSeed} }`;
  return [
    `${game.id} ${game.version}: ${f.message}`,
    f.law === "error" ? "" : `  the law: ${LAW_DESCRIPTIONS[f.law]}`,
    `  config: ${f.config}`,
    `  trace (after shrinking): ${trace}${f.step === undefined ? "" : `, broken at step ${f.step}`}`,
    f.step === undefined ? "" : `  look at it: replayTrace(game, failure.configValue, failure.trace, { steps: ${f.step} }) gives the match there`,
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
 * When the time budget cut the run, it says so with `console.warn` (the report's `cut`).
 *
 * @example
 * import { test } from "vitest";
 * test("tic-tac-toe obeys the engine laws", () => { checkGameLaws(ticTacToe); }); // within 4 s
 * test("a longer run", () => { checkGameLaws(ticTacToe, { runsPerConfig: 50 }); }, 60_000);
 * @category Laws
 */
export function checkGameLaws<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  options: LawOptions<C, S, A> = {},
): LawReport {
  const report = runGameLaws(game, options);
  if (!report.ok) throw new Error(formatLawReport(game, report));
  if (report.cut !== undefined) console.warn(`${game.id} ${game.version}: ${report.cut}`);
  return report;
}
