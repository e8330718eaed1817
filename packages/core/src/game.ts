/**
 * The game contract: what a rule module gives the engine.
 *
 * A rule module is one value of type {@link Game}: pure functions over plain JSON state, with
 * io-ts codecs for everything that crosses a boundary. The engine (matches, replay, undo, views)
 * and the law kit (`@laguna/testing`) are written against this contract only.
 *
 * @module
 */
import type * as either from "fp-ts/lib/Either.js";
import type * as t from "io-ts";
import { showValue } from "./errors";
import type { Outcome, ScoreSheet } from "./outcome";
import type { RngLens, Seed } from "./random";
import type { SavedMatch } from "./save-format";
import type { Seat, Viewer } from "./seat";

/**
 * A broken rule, as a rule module reports it: `rule` is a short stable id for programs,
 * `message` says in a player's words what went wrong.
 *
 * @example
 * const error: RuleError = { rule: "cell-occupied", message: "That square is already taken." };
 * @category Contract
 */
export interface RuleError {
  /** A short, stable identifier of the rule, e.g. `"cannot-afford"`. */
  readonly rule: string;
  /** What went wrong, in words a player understands. */
  readonly message: string;
}

/**
 * The part every game config shares: the number of players. Rule options and variants are
 * further fields of the module's own config type.
 *
 * @example
 * interface TicTacToeConfig extends GameConfig { readonly misere: boolean }
 * @category Contract
 */
export interface GameConfig {
  /** How many players take part. */
  readonly playerCount: number;
}

/**
 * What a game declares about itself up front, so that tools need not probe it.
 *
 * @example
 * const caps: Capabilities = { hiddenInformation: true, chance: true, simultaneousMoves: false };
 * @category Contract
 */
export interface Capabilities {
  /** Some information is hidden from some players (hands, face-down tiles, deck order). */
  readonly hiddenInformation: boolean;
  /** The game draws randomness from the generator kept in its state. */
  readonly chance: boolean;
  /** More than one player may be asked to act in the same state. */
  readonly simultaneousMoves: boolean;
}

/**
 * The io-ts codecs of a game: config, state, action and player view. Everything is plain JSON,
 * so each codec's output type is JSON too.
 *
 * @example
 * const codecs: GameCodecs<Config, State, Action, View> = { config, state, action, view };
 * @category Contract
 */
export interface GameCodecs<C, S, A, V> {
  /** Validates a config: player count plus every rule option. */
  readonly config: t.Type<C, unknown>;
  /** Validates a full game state. */
  readonly state: t.Type<S, unknown>;
  /** Validates one action, as sent by a player. */
  readonly action: t.Type<A, unknown>;
  /** Validates what {@link Game.view} returns. */
  readonly view: t.Type<V, unknown>;
}

/**
 * The values each rule option of a config may take, listed so that tools (the law kit, the CLI)
 * can enumerate the variants. Options not listed are left at their defaults.
 *
 * @example
 * const options: ConfigOptions<{ playerCount: number; misere: boolean }> = { misere: [false, true] };
 * @category Contract
 */
export type ConfigOptions<C> = { readonly [K in Exclude<keyof C, "playerCount">]?: readonly C[K][] };

/**
 * The content of a game, for tools that measure how often each piece is taken and how its holders
 * fare (`@laguna/analysis`): cards, tiles, characters, buildings, anything a seat takes and keeps.
 * A piece is named by an id `"kind:name"` (`"advantage:A07"`, `"character:gondolier"`); reports
 * group the pieces by kind. A piece is **on offer** to a seat when one of its legal actions takes it.
 *
 * @example
 * const content: ContentHooks<State, Action> = {
 *   taken: (state, seat, action) => (action.type === "buy" ? [`card:${action.card}`] : []),
 *   held: (state, seat) => state.players[seat].cards.map((card) => `card:${card}`),
 * };
 * @category Contract
 */
export interface ContentHooks<S, A> {
  /** The pieces this action of `seat` takes, as ids `"kind:name"`; `[]` for one that takes none. `state` is the state before the action. */
  readonly taken: (state: S, seat: Seat, action: A) => readonly string[];
  /** The pieces `seat` holds in this state, as ids `"kind:name"` (in a finished state: what it ended with). */
  readonly held: (state: S, seat: Seat) => readonly string[];
}

/**
 * The contract of a rule module. `C` is the config, `S` the state, `A` the action and `V` the
 * player view; all four are plain JSON described by {@link GameCodecs}.
 *
 * Rules for implementers:
 * - every function is pure: it never mutates its arguments, never reads the clock or
 *   `Math.random`, and never throws for bad input, with one documented exception:
 *   `defaultConfig` throws a `RangeError` for a player count not in `playerCounts` (see
 *   {@link Game.defaultConfig});
 * - `legalActions(state, seat)` lists exactly the actions `apply` accepts, in a stable order, and
 *   is non-empty exactly for the seats in `activePlayers(state)`;
 * - the game is over exactly when `activePlayers` is empty, and then `outcome` is defined.
 *
 * @example
 * import { createMatch } from "@laguna/core";
 * const match = createMatch(ticTacToe, ticTacToe.defaultConfig(2), 42);
 * @category Contract
 */
export interface Game<C extends GameConfig = GameConfig, S = unknown, A = unknown, V = unknown> {
  /** A stable identifier, e.g. `"murano"`; saved matches name it. */
  readonly id: string;
  /**
   * The rules version: it changes when the same config, seed and log would play out differently
   * (a rule, a ruling, component data or the state's shape changed). Saved matches name it, and
   * a save made with another rules version loads only through {@link Game.migrate}. It is not the
   * npm package's version (see the docs' "Versions" page).
   */
  readonly version: string;
  /** The game's name for people. */
  readonly name: string;
  /** Every supported number of players, ascending. */
  readonly playerCounts: readonly number[];
  /** Hidden information, chance, simultaneous moves. */
  readonly capabilities: Capabilities;
  /** The codecs of config, state, action and view. */
  readonly codecs: GameCodecs<C, S, A, V>;
  /** Every value of every rule option, for tools that enumerate variants. */
  readonly configOptions?: ConfigOptions<C>;
  /**
   * One line for people about each rule option, written once for every tool that shows the
   * options (`laguna list --options` prints it under the option): what the option does, and
   * whether its other values are the printed rules' alternative reading, a choice the rulebook
   * itself offers, or a house rule of the module's own (the printed rules are always the default).
   *
   * @example
   * optionDocs: {
   *   misere: "three in a row loses instead of wins; a house rule of ours, off by default",
   *   firstPlayer: "the seat that moves first; the printed rules start with seat 0",
   * }
   */
  readonly optionDocs?: { readonly [K in Exclude<keyof C, "playerCount">]?: string };
  /**
   * The default config for a player count: the rulebook's own rules, and the game's own ruling
   * wherever the rulebook leaves a question open.
   *
   * A player count not in `playerCounts` (e.g. 0, 5 or 1.5) has no default config: it throws a
   * `RangeError` whose message names the game and lists the supported counts, the one exception
   * to "never throws" (a config for a count the game does not support would be a wrong value,
   * not a refusal the engine could report). {@link requirePlayerCount} does the check and
   * writes the message. Tools that take a player count from a person check it against
   * `playerCounts` first.
   *
   * @example
   * murano.defaultConfig(3).playerCount; // 3
   * murano.defaultConfig(5); // throws RangeError: "Murano is for 2, 3 or 4 players, not 5."
   */
  defaultConfig(playerCount: number): C;
  /** An upper bound on the number of actions in any game with this config. */
  maxActions(config: C): number;
  /** The initial state, deterministic from config and seed. */
  setup(config: C, seed: Seed): S;
  /** The seats that must act now; empty exactly when the game is over. */
  activePlayers(state: S): readonly Seat[];
  /** Every action `apply` accepts from this seat now, in a stable order. */
  legalActions(state: S, seat: Seat): readonly A[];
  /** The pure reducer: the next state, or the rule that the action breaks. */
  apply(state: S, seat: Seat, action: A): either.Either<RuleError, S>;
  /** What one player (or a spectator) may see of the state. */
  view(state: S, viewer: Viewer): V;
  /** Scores and ranking once the game is over; `undefined` before. */
  outcome(state: S): Outcome | undefined;
  /** A short description of an action for people, e.g. `"X takes the centre"`. */
  describeAction(action: A): string;
  /**
   * Where the state keeps its generator; required when `capabilities.chance` is true.
   */
  readonly rng?: RngLens<S>;
  /**
   * Whether a state that passes the state codec can occur in a game with this config: player
   * count and per-seat parts against the config, each component once, counters within their
   * bounds, consistent derived parts. Returns `undefined` when the state can occur, else the first
   * problem in words. The engine runs it on every state it did not make itself
   * (`createMatchFromState`, a saved match's start state), after the codec; the law kit checks
   * that every state reached in play passes it.
   *
   * @example
   * checkState: (s, c) => s.players.length === c.playerCount ? undefined : `${s.players.length} players, not ${c.playerCount}`,
   */
  checkState?(state: S, config: C): string | undefined;
  /**
   * Whether an action may be taken back. The engine already refuses to undo any action that
   * drew randomness; a module returns `false` here for actions that revealed hidden information.
   */
  isUndoable?(before: S, seat: Seat, action: A, after: S): boolean;
  /**
   * For actions the viewer may not see in full: the description to show that viewer instead
   * (e.g. `"buried a card face down"`). `undefined` means the action is public.
   */
  redact?(action: A, actor: Seat, viewer: Viewer, before: S): string | undefined;
  /**
   * Re-draws everything the viewer may not know, consistently with what they do know, using the
   * seed. The secrecy law checks that the viewer's view does not change. The result should depend
   * only on the viewer's view and the seed, not on how the hidden parts happen to be arranged in
   * `state` (sort a pool of hidden items before shuffling it): then a bot that samples re-drawn
   * states decides the same in two states its seat cannot tell apart (the bot secrecy law).
   */
  redrawHidden?(state: S, viewer: Viewer, seed: Seed): S;
  /**
   * Which turn the game is in: a number that changes exactly when a turn ends (a turn being
   * everything one seat does before play passes on, as the rulebook counts turns). Tools that
   * plan a turn ahead (the bots of `@laguna/bots`) use it to tell where a turn ends; without it
   * they take a change of the seat to act for the end of a turn, which misses the turns of a solo
   * game and of a seat that plays twice in a row.
   *
   * @example
   * turnNumber: (state) => state.turns,
   */
  turnNumber?(state: S): number;
  /**
   * Brings a save made with another (older) rules version up to this one: returns the save as
   * this version would have written it (`game.version` set to this version; the config, log or
   * start state rewritten as needed; without `check`, the digest of the final state, if the new
   * rules build different states), or, in words, why it cannot be. `loadMatch` calls it when a
   * save's rules version differs; without it, such saves are refused with a message naming both
   * versions. The migrated save is then loaded and checked like any other.
   *
   * @example
   * migrate: (saved) =>
   *   saved.game.version === "1.0.0"
   *     ? either.right({ ...saved, game: { ...saved.game, version: "1.1.0" } }) // same play, new data file
   *     : either.left(`no migration from version ${saved.game.version}`),
   */
  migrate?(saved: SavedMatch): either.Either<string, SavedMatch>;
  /**
   * Which of the printed end conditions ended the game, as a short stable id, for tools that
   * count how games end (`@laguna/analysis`). Called on finished states; `undefined` for a state
   * that is not over.
   *
   * @example
   * endCondition: (state) => (state.over ? (state.board.includes(null) ? "three-in-a-row" : "board-full") : undefined),
   */
  endCondition?(state: S): string | undefined;
  /** The game's content (pieces seats take and hold), for tools that measure it; see {@link ContentHooks}. */
  readonly content?: ContentHooks<S, A>;
  /** A per-player score breakdown, for finished games and as a running estimate. */
  scoreSheet?(state: S): ScoreSheet;
  /** A plain-text rendering of a view, for terminals and tests. */
  render?(view: V): string;
}

/**
 * Any rule module, whatever its types. Useful for registries of games.
 *
 * @example
 * const registry: AnyGame[] = [ticTacToe, highCard];
 * @category Contract
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any>;

/**
 * The config type of a game.
 *
 * @example
 * type Config = ConfigOf<typeof ticTacToe>;
 * @category Contract
 */
export type ConfigOf<G> = G extends Game<infer C, infer _S, infer _A, infer _V> ? C : never;
/**
 * The state type of a game.
 *
 * @example
 * type State = StateOf<typeof ticTacToe>;
 * @category Contract
 */
export type StateOf<G> = G extends Game<infer _C, infer S, infer _A, infer _V> ? S : never;
/**
 * The action type of a game.
 *
 * @example
 * type Action = ActionOf<typeof ticTacToe>;
 * @category Contract
 */
export type ActionOf<G> = G extends Game<infer _C, infer _S, infer A, infer _V> ? A : never;
/**
 * The view type of a game.
 *
 * @example
 * type View = ViewOf<typeof ticTacToe>;
 * @category Contract
 */
export type ViewOf<G> = G extends Game<infer _C, infer _S, infer _A, infer V> ? V : never;

/**
 * The optional members of the {@link Game} contract (hooks a rule module may implement).
 *
 * @example
 * const hooks: GameHook[] = ["scoreSheet", "render"];
 * @category Contract
 */
export type GameHook =
  | "configOptions"
  | "rng"
  | "checkState"
  | "isUndoable"
  | "redact"
  | "redrawHidden"
  | "turnNumber"
  | "migrate"
  | "scoreSheet"
  | "render"
  | "endCondition"
  | "content";

/**
 * A game whose hooks `K` are implemented: those members are required, so that
 * `game.scoreSheet(state)` needs no `?.` ({@link defineGame} returns one, with `K` the hooks its
 * argument defines).
 *
 * @example
 * type MyGame = GameWith<MyConfig, MyState, MyAction, MyView, "scoreSheet" | "render">;
 * declare const g: MyGame;
 * g.render(view); // not optional
 * @category Contract
 */
export type GameWith<C extends GameConfig, S, A, V, K extends GameHook> = Game<C, S, A, V> & {
  readonly [P in K]-?: NonNullable<Game<C, S, A, V>[P]>;
};

/**
 * The hooks (optional members of {@link Game}) that a value of type `G` surely has: those among
 * its keys that are not optional. {@link defineGame} makes exactly these required in its result.
 *
 * @example
 * type Hooks = DefinedHooks<{ id: string; render: (view: View) => string; scoreSheet?: () => ScoreSheet }>; // "render"
 * @category Contract
 */
export type DefinedHooks<G> = {
  [P in keyof G & GameHook]-?: Partial<Pick<G, P>> extends Pick<G, P> ? never : P;
}[keyof G & GameHook];

/**
 * Declares a rule module. It returns its argument unchanged; its purpose is type inference:
 * - the config, state, action and view types come from the codecs alone, and every function
 *   written inline is checked against them, so `setup: (config, seed) => ({ step: "play", ... })`
 *   needs no return type for a field whose codec is a union of literals;
 * - the hooks the argument defines (`render`, `scoreSheet`, ...) are required members of the
 *   result (a {@link GameWith}), so `game.render(view)` needs no `?.`; those it leaves out stay
 *   optional;
 * - a member that is not part of the {@link Game} contract (a misspelt hook such as `rendr`) is a
 *   type error.
 *
 * A function declared apart from the call (`function setup(config: Config, seed: Seed)`) is typed
 * on its own, before `defineGame` sees it: give it its return type (`: State`), or a field such
 * as `step: "play"` widens to `string`.
 *
 * @example
 * export const game = defineGame({
 *   id: "tic-tac-toe",
 *   codecs: { config: ConfigC, state: StateC, action: ActionC, view: ViewC },
 *   setup: (config) => ({ board: Array(9).fill(null), mark: "X", ... }),
 *   render: (view) => view.board.join(""),
 *   ...
 * });
 * game.render(view); // a string, no `?.` needed
 * game.scoreSheet?.(state); // not defined above: still optional
 * @category Contract
 */
// The type parameters C, S, A and V are inferred from the codecs only (`NoInfer` everywhere
// else), so that the functions are checked against them instead of widening them. They are
// `const` so that a function with no parameters to type (`legalActions: () => [{ type: "pass" }]`),
// checked before the codecs' types are known, keeps its literals (and its arrays come out
// readonly: with a codec of mutable arrays, t.array, give such a function its return type). G is
// the argument's own type, whose keys tell which hooks are defined. The result spells out
// DefinedHooks<G> instead of naming it: a named alias would be kept in the type (and printed by
// declaration files and typedoc with the argument's whole type), the spelt-out form becomes the
// plain union of the hooks.
export function defineGame<
  const C extends GameConfig,
  const S,
  const A,
  const V,
  G extends Game<NoInfer<C>, NoInfer<S>, NoInfer<A>, NoInfer<V>>,
>(
  game: G & { readonly codecs: GameCodecs<C, S, A, V> } & { readonly [P in Exclude<keyof G, keyof Game>]: never },
): GameWith<C, S, A, V, { [P in keyof G & GameHook]-?: Partial<Pick<G, P>> extends Pick<G, P> ? never : P }[keyof G & GameHook]> {
  // The same value: only its type changes (to one TypeScript cannot prove from G's).
  return game as never;
}

/**
 * The check every `defaultConfig` starts with: returns when `playerCount` is one of
 * `playerCounts`, and otherwise throws a `RangeError` that names the game and lists the counts
 * it supports (the one documented exception to the contract's "never throws", see
 * {@link Game.defaultConfig}). It is an assertion: after it, `playerCount` has the type of the
 * listed counts (`2 | 3` for `[2, 3]`), so a config whose codec lists the counts needs no cast.
 *
 * @throws RangeError when `playerCount` is not one of `playerCounts` (0, 5, 1.5, NaN...).
 * @example
 * requirePlayerCount("Murano", [2, 3, 4], 3); // returns
 * requirePlayerCount("Murano", [2, 3, 4], 5); // throws RangeError: "Murano is for 2, 3 or 4 players, not 5."
 *
 * function defaultConfig(playerCount: number): { playerCount: 2 | 3 } {
 *   requirePlayerCount("Canal Lights", [2, 3], playerCount);
 *   return { playerCount }; // playerCount: 2 | 3 here
 * }
 * @category Contract
 */
export function requirePlayerCount<const N extends number>(
  gameName: string,
  playerCounts: readonly N[],
  playerCount: number,
): asserts playerCount is N {
  if ((playerCounts as readonly number[]).includes(playerCount)) return;
  const last = playerCounts[playerCounts.length - 1];
  const list = playerCounts.length <= 1 ? playerCounts.join("") : `${playerCounts.slice(0, -1).join(", ")} or ${String(last)}`;
  throw new RangeError(`${gameName} is for ${list} players, not ${showValue(playerCount)}.`);
}
