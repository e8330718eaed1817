/**
 * The options of a law run: its size, the module's own invariants, the checks to leave out, and
 * the defaults of the step limit and the time budget.
 *
 * @module
 */
import type { HiddenZone, Seat, Viewer } from "@laguna/core";
import type { NamedConfig } from "./configs";

/**
 * Checks of the law kit that can be left out with the `skip` option: the reveal and redraw laws
 * (the redraw law's variety check with them), the loop search of the termination law (the states
 * of each game and the return-seeking walks), the termination law's count of games cut by the step
 * limit (`"unfinished-share"`), and the well-formed candidates of the legality law.
 *
 * @example
 * const skipped: SkippableCheck[] = ["reveal", "loop-search"];
 * @category Laws
 */
export type SkippableCheck = "reveal" | "redraw" | "loop-search" | "unfinished-share" | "well-formed-actions";

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
   * states at steps 5, 55, 105, ... of each game, at most this many), on every config but those
   * whose cycles `cyclesAllowed` declares part of the rules. Default 4; 0 for none (the states of each game are still watched for a repeat).
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
   * for this many actions, then cut and counted in `unfinished` (and the termination law reports
   * the config as "does not end in practice" when more of its games are cut than
   * `expectedUnfinished` explains). Default {@link DEFAULT_LAW_STEP_LIMIT}. Configs with a finite
   * `maxActions` are always played to their end, and the termination law holds them to that bound.
   */
  readonly maxSteps?: number;
  /**
   * Whether the rules of a config with no finite `maxActions` let play come back to a state it has
   * been in (the same state, the same seats to act): `true` (or `true` for the config, as a
   * function) for a game in which repeating positions is part of the rules, e.g. players who may
   * all pass for ever. Without it, the termination law searches every config for such a loop and
   * reports one as the rules allowing a cycle. A config with a finite `maxActions` is always
   * searched: a loop there contradicts the bound. Default false.
   *
   * @example
   * checkGameLaws(game, { cyclesAllowed: (config) => config.passing === "free" });
   */
  readonly cyclesAllowed?: boolean | ((config: C) => boolean);
  /**
   * The share of a config's generated games (0 to 1) that its rules let run past the step limit
   * `maxSteps`, for a config with no finite `maxActions`: a documented deadlock, or printed rules
   * that random play seldom brings to an end. The termination law reports a config as "does not
   * end in practice" when more of its games are cut than this share explains (by a binomial test:
   * fewer than one chance in a million that a game cut with this probability gives as many cut
   * games, so at least 5 games of the config must be played to judge it). Default
   * {@link DEFAULT_UNFINISHED_SHARE} (5 %). A number for every config, or a function of the config
   * (`undefined` for the default).
   *
   * @example
   * // Walking in Burano's printed rules can deadlock (docs/games/walking-in-burano.md, R31).
   * checkGameLaws(game, { expectedUnfinished: (config) => (config.roundLimit === null ? 0.5 : undefined) });
   */
  readonly expectedUnfinished?: number | ((config: C) => number | undefined);
  /**
   * Where the cards (or other pieces) that `viewer` cannot see are in a state: the zones that
   * `redrawHidden` re-deals for that viewer, as core's `redeal` takes them (each zone's cards and
   * those of them the viewer knows to be there). Given, the redraw law also demands that
   * `redrawHidden` actually varies them (checked for one viewer a step, chosen by a hash of the
   * step): whenever the unknown cards could be dealt among the zones
   * in more than one way, some re-draw (of enough re-draws that a fair re-draw fails with less
   * than one chance in a billion) must put other cards in some zone, and every re-draw must keep
   * each zone's size and its known cards. A game whose `redrawHidden` is written with `redeal`
   * can pass the function that builds its zones. Default none (no variety check).
   *
   * @example
   * const zones = (s: State, viewer: Viewer): HiddenZone<Card>[] => [{ cards: s.deck }, ...s.hands.flatMap((cards, seat) => (seat === viewer ? [] : [{ cards, known: s.known[seat] }]))];
   * checkGameLaws(game, { hiddenZones: zones });
   */
  readonly hiddenZones?: (state: S, viewer: Viewer) => readonly HiddenZone<unknown>[];
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
 * The share of a config's games (5 %) that the termination law lets the step limit cut, for a
 * config with no finite `maxActions`, unless the options state another (`expectedUnfinished`).
 *
 * @example
 * checkGameLaws(game, { expectedUnfinished: DEFAULT_UNFINISHED_SHARE * 4 });
 * @category Laws
 */
export const DEFAULT_UNFINISHED_SHARE = 0.05;
