/**
 * What a law run returns: whether the laws held, the run's size, and the first broken law with a
 * reproducible counterexample.
 *
 * @module
 */
import type { Trace } from "./arbitraries";
import type { LawName } from "./law-names";

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
export const NO_TRACE: Trace = { seed: 0, choices: [], tailSeed: 0 };
