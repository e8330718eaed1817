/**
 * `toBoardgameGame`: a Laguna rule module as a boardgame.io `Game`.
 *
 * @module
 */
import {
  type Game,
  type GameConfig,
  DEFAULT_INPUT_LIMITS,
  type InputKind,
  type InputLimitOptions,
  type Match,
  type Outcome,
  type Seat,
  SPECTATOR,
  type Seed,
  SeedC,
  type Viewer,
  act,
  activePlayers,
  closestName,
  createMatch,
  createMatchFromState,
  inputLimits,
  lastEntry,
  legalActions,
  outcome,
  playerView,
  randomSeed,
  showValue,
} from "@laguna/core";
import type { Ctx, Game as BoardgameGame, Plugin } from "boardgame.io";
import * as either from "fp-ts/lib/Either.js";
import type { SeatView, ServerState, SetupData } from "./server-state";

/**
 * What boardgame.io's moves return to refuse a move (`INVALID_MOVE` of `boardgame.io/core`,
 * written out so that the adapter needs no runtime import of boardgame.io).
 */
const INVALID_MOVE = "INVALID_MOVE";

/**
 * Options of {@link toBoardgameGame}.
 *
 * @example
 * toBoardgameGame(murano, { config: { ...murano.defaultConfig(2), productionVpRule: "clamp" } });
 * @category boardgame.io
 */
export interface BoardgameOptions {
  /**
   * The config of every match of this game (it wins over `setupData.config`); by default the
   * lobby's `setupData.config`, else the game's default config for the match's number of players.
   */
  readonly config?: unknown;
  /**
   * The seed of every match (it wins over `setupData.seed`): for tests and replays only, since
   * anyone who knows the seed knows every secret. By default `setupData.seed`, else a seed drawn
   * on the server from a secure generator (core's `randomSeed`: 53 random bits from
   * `crypto.getRandomValues`).
   */
  readonly seed?: Seed;
  /** The boardgame.io game name; by default the Laguna game id. */
  readonly name?: string;
  /**
   * The input limits of every match (core's `MatchOptions.limits`): how large an action a move
   * may carry, and a config in `setupData`. By default core's `DEFAULT_INPUT_LIMITS`. Keep the
   * action limits within the transport's packet limits (`strictSocketIO`'s `packetLimits`), which
   * refuse a larger packet before boardgame.io sees it.
   */
  readonly limits?: InputLimitOptions;
}

/** The fields `setupData` may have. */
const SETUP_FIELDS = ["config", "seed"] as const;

/**
 * A Laguna rule module as a boardgame.io `Game`, for boardgame.io's `Server` and `Client`:
 *
 * - `name` is the game id, `minPlayers`/`maxPlayers` come from `playerCounts`;
 * - `setup` builds the Laguna state from the config (`options.config`, else `setupData.config`,
 *   else the default for `ctx.numPlayers`) and a seed (`options.seed`, else `setupData.seed`, else
 *   a secure random seed), refused by `validateSetupData` with core's message (an unknown rule
 *   option by name);
 * - one move, `act(action)`, goes through core's `act` for the seat `playerID`: an illegal or
 *   malformed action returns `INVALID_MOVE` and changes nothing. It runs on the server only;
 * - whose turn it is follows Laguna's `activePlayers` (`ctx.activePlayers` lists every seat to act,
 *   several at once where the game has simultaneous moves; `ctx.currentPlayer` is the first of
 *   them; boardgame.io's turn ends when the Laguna turn ends or the first seat to act changes), and
 *   `endIf` gives the Laguna outcome as `ctx.gameover`;
 * - `playerView` gives each client `{ view, legalActions }` ({@link SeatView}); a client
 *   without a seat gets the spectator view. Actions another seat may not see in full (the module's
 *   `redact`) have their arguments removed from that seat's log, whose entries carry the
 *   spectator's description in `metadata.description`;
 * - `G` on the server is plain JSON ({@link ServerState}); boardgame.io's undo and the client-side
 *   events are off, and a plugin refuses any event that would make `ctx` disagree with the game.
 *
 * boardgame.io sends every client the match's raw initial state when it connects: serve the
 * game with a storage wrapped in {@link hideInitialState}, or the initial secrets leak.
 *
 * Nothing here throws for bad input: a bad config or seed is refused by `validateSetupData`,
 * which boardgame.io's lobby and server run before `setup`. Only a `setup` called without it (a
 * local boardgame.io client, for a player count the game does not support) throws a `RangeError`
 * with the same message.
 *
 * @example
 * import { Server, FlatFile } from "boardgame.io/server";
 * import { game as murano } from "@laguna/murano";
 * import { hideInitialState, toBoardgameGame } from "@laguna/boardgame-io";
 * const server = Server({ games: [toBoardgameGame(murano)], db: hideInitialState(new FlatFile({ dir: "matches" })) });
 * @category boardgame.io
 */
export function toBoardgameGame<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  options: BoardgameOptions = {},
): BoardgameGame<ServerState<C, S>, Record<string, unknown>, SetupData> {
  const limits = options.limits;
  // A mistaken limit fails here, when the game is made, not at a match's setup (core's RangeError).
  for (const kind of Object.keys(DEFAULT_INPUT_LIMITS) as InputKind[]) inputLimits(kind, limits);
  const matches = matchCache(game, limits);
  const counts = game.playerCounts;

  /**
   * The config and seed a match is set up with, or why it cannot be; with the match when it was
   * created from that seed (not when the seed is drawn after the config was checked).
   */
  const resolve = (
    setupData: unknown,
    numPlayers: number,
    drawSeed: () => Seed,
  ): either.Either<string, { config: C; seed: Seed; match: Match<C, S, A, V> | undefined }> => {
    if (setupData !== undefined && (setupData === null || typeof setupData !== "object" || Array.isArray(setupData))) {
      return either.left(`Invalid setupData: expected an object with "config" and "seed", got ${showValue(setupData)}.`);
    }
    const data = (setupData ?? {}) as Record<string, unknown>;
    const unknown = Object.keys(data).filter((k) => !(SETUP_FIELDS as readonly string[]).includes(k));
    if (unknown.length > 0) {
      const named = unknown.map((k) => {
        const meant = closestName(k, SETUP_FIELDS);
        return `"${k}"${meant === undefined ? "" : ` (did you mean "${meant}"?)`}`;
      });
      return either.left(`Invalid setupData: unknown field${unknown.length > 1 ? "s" : ""} ${named.join(", ")}.`);
    }
    const seed = options.seed ?? data.seed;
    if (seed !== undefined && !SeedC.is(seed)) return either.left(`Invalid seed: ${showValue(seed)} is not a whole number of at most 53 bits.`);
    let config = options.config ?? data.config;
    if (config === undefined) {
      if (!counts.includes(numPlayers)) return either.left(`${game.name} is for ${counts.join(", ")} players, not ${showValue(numPlayers)}.`);
      config = game.defaultConfig(numPlayers);
    }
    const created = createMatch(game, config, seed ?? 0, limits === undefined ? {} : { limits });
    if (either.isLeft(created)) return either.left(created.left.message);
    const checked = created.right.config;
    if (checked.playerCount !== numPlayers) {
      return either.left(`Invalid config: it is for ${checked.playerCount} players, but the match has ${showValue(numPlayers)}.`);
    }
    return either.right(seed === undefined ? { config: checked, seed: drawSeed(), match: undefined } : { config: checked, seed, match: created.right });
  };

  // boardgame.io runs moves and hooks on an Immer draft of G (its plugin-immer). A game plugin's
  // `fnWrap` wraps the core plugins, Immer's included, so it sees the G boardgame.io holds, not the
  // draft: `outside` keeps that context while the move or hook runs, and the move reads its match
  // from there (by object, in the cache) instead of walking the draft. This uses boardgame.io's
  // public plugin API only, no field of Immer's drafts (whose names its production build mangles).
  let outside: { readonly ctx: Ctx; readonly G: ServerState<C, S> } | undefined;
  /** The G the running move or hook was called with, if it is not `draft` itself, else `draft`. */
  const plainOf = (draft: ServerState<C, S>, ctx: Ctx): ServerState<C, S> =>
    outside !== undefined && outside.ctx === ctx && outside.G !== draft ? outside.G : draft;

  const guard: Plugin<unknown, unknown, ServerState<C, S>> = {
    name: "laguna",
    isInvalid: ({ G, ctx }) => disagreement(matches, G, ctx),
    fnWrap:
      (method) =>
      (context, ...args) => {
        const saved = outside;
        outside = { ctx: context.ctx, G: context.G };
        try {
          return method(context, ...args) as unknown;
        } finally {
          outside = saved;
        }
      },
  };

  const made: BoardgameGame<ServerState<C, S>, Record<string, unknown>, SetupData> = {
    name: options.name ?? game.id,
    minPlayers: Math.min(...counts),
    maxPlayers: Math.max(...counts),
    disableUndo: true,
    events: { endGame: false, endPhase: false, endTurn: false, setPhase: false, endStage: false, setStage: false, pass: false, setActivePlayers: false },
    validateSetupData: (setupData, numPlayers) => {
      const resolved = resolve(setupData, numPlayers, () => 0);
      return either.isLeft(resolved) ? resolved.left : undefined;
    },
    setup: ({ ctx }, setupData) => {
      const resolved = resolve(setupData, ctx.numPlayers, randomSeed);
      // boardgame.io validates setupData before it sets a match up; reaching this is a misuse.
      if (either.isLeft(resolved)) throw new RangeError(resolved.left);
      let match = resolved.right.match;
      if (match === undefined) {
        const created = createMatch(game, resolved.right.config, resolved.right.seed, limits === undefined ? {} : { limits });
        if (either.isLeft(created)) throw new RangeError(created.left.message);
        match = created.right;
      }
      const G: ServerState<C, S> = { config: resolved.right.config, seed: resolved.right.seed, state: match.state, turn: 1, hidden: false };
      matches.remember(G, match);
      return G;
    },
    // Without a prototype: boardgame.io looks a move up with `name in moves`, which on a plain
    // object finds Object.prototype's members (a move named toString would be called).
    moves: withoutPrototype({
      act: {
        move: ({ G, ctx, playerID, events, log }, ...args: unknown[]) => {
          const seat = seatOf(playerID, ctx.numPlayers);
          if (seat === undefined || args.length !== 1) return INVALID_MOVE;
          const before = matches.detached(G, plainOf(G, ctx));
          if (before === undefined) return INVALID_MOVE;
          const next = act(before.match, seat, args[0]);
          if (either.isLeft(next)) return INVALID_MOVE;
          const after = next.right;
          const action = (lastEntry(after) as { action: A }).action;
          const hidden = isHidden(game, action, seat, before.match);
          const over = activePlayers(after).length === 0;
          const ended = !over && turnEnded(game, before.match, after);
          // Frozen, so that Immer takes the new G as it is: it deep-freezes a returned object that is
          // not frozen yet, a walk over every new object of the Laguna state on every move.
          const newG: ServerState<C, S> = Object.freeze({ ...before.G, state: after.state, turn: ended ? ctx.turn + 1 : ctx.turn, hidden });
          matches.remember(newG, after);
          log.setMetadata({ description: game.redact?.(action, seat, SPECTATOR, before.match.state) ?? game.describeAction(action) });
          if (ended) events.endTurn();
          else if (!over) events.setActivePlayers(activePlayers(after).map(String));
          return newG;
        },
        client: false,
        redact: ({ G }) => G.hidden,
      },
    }),
    turn: {
      order: {
        first: ({ G, ctx }) => firstActivePosition(matches, G, ctx) ?? 0,
        next: ({ G, ctx }) => firstActivePosition(matches, G, ctx),
      },
      onBegin: ({ G, ctx, events }) => {
        const match = matches.detached(G, plainOf(G, ctx))?.match;
        if (match !== undefined && activePlayers(match).length > 0) events.setActivePlayers(activePlayers(match).map(String));
      },
    },
    endIf: ({ G }) => {
      const match = matches.get(G);
      return match === undefined ? undefined : plainOutcome(outcome(match));
    },
    playerView: ({ G, playerID }) => matches.view(G, playerID),
    plugins: [guard],
  };
  // Keyed by the moves object, which boardgame.io's server keeps when it copies the game object.
  MOVE_CHECKS.set(made.moves as object, (G, numPlayers, playerID, args) => {
    const seat = seatOf(playerID, numPlayers);
    const match = matches.get(G as ServerState<C, S>);
    // A seat not to act is boardgame.io's to refuse (it drops the move, broadcasting nothing).
    if (seat === undefined || match === undefined || !activePlayers(match).includes(seat)) return undefined;
    return args.length === 1 && either.isRight(act(match, seat, args[0]));
  });
  return made;
}

/**
 * Whether the adapter's move `act`, by `playerID` (a seat to act), with these arguments, would be
 * played on a stored state (its `G` and the match's player count); `undefined` where it is not
 * the guard's to say. Kept for each game object made by {@link toBoardgameGame} under its `moves`
 * object (boardgame.io's server works on a copy of the game object, with the same `moves`).
 */
export type MoveCheck = (G: unknown, numPlayers: number, playerID: string, args: readonly unknown[]) => boolean | undefined;
const MOVE_CHECKS = new WeakMap<object, MoveCheck>();

/**
 * For a game made by {@link toBoardgameGame}, whether it would play its move `act` with these
 * arguments by this seat on a stored state (`true`/`false`), or `undefined` for a state it cannot
 * read or a seat not to act (which boardgame.io refuses itself); `undefined` for another game.
 * For `strictSocketIO`'s guard (internal): boardgame.io's server broadcasts the unchanged state to
 * the whole match after a move that returns `INVALID_MOVE`, so the guard drops such a move before
 * it gets there.
 */
export function moveCheckOf(game: { readonly moves?: unknown }): MoveCheck | undefined {
  const moves = game.moves;
  return typeof moves === "object" && moves !== null ? MOVE_CHECKS.get(moves) : undefined;
}

/** A copy of an object's own fields in an object without a prototype, where `in` finds only those. */
function withoutPrototype<T extends object>(fields: T): T {
  return Object.assign(Object.create(null) as T, fields);
}

/** A seat of the match from boardgame.io's `playerID`, or `undefined`. */
function seatOf(playerID: unknown, numPlayers: number): Seat | undefined {
  if (typeof playerID !== "string" || !/^(0|[1-9][0-9]*)$/.test(playerID)) return undefined;
  const seat = Number(playerID);
  return seat < numPlayers ? seat : undefined;
}

/** The outcome as plain JSON (what boardgame.io stores in `ctx.gameover`). */
function plainOutcome(result: Outcome | undefined): Outcome | undefined {
  return result === undefined ? undefined : (JSON.parse(JSON.stringify(result)) as Outcome);
}

/** Whether some other viewer (another seat, a spectator) may not see the action in full. */
function isHidden<C extends GameConfig, S, A, V>(game: Game<C, S, A, V>, action: A, actor: Seat, before: Match<C, S, A, V>): boolean {
  if (game.redact === undefined) return false;
  const viewers: Viewer[] = [SPECTATOR];
  for (let seat = 0; seat < before.config.playerCount; seat++) if (seat !== actor) viewers.push(seat);
  return viewers.some((viewer) => game.redact?.(action, actor, viewer, before.state) !== undefined);
}

/**
 * Whether boardgame.io's turn ends with this action: the Laguna turn ended (the game's
 * `turnNumber` changed) or the first seat to act changed (so that `ctx.currentPlayer` is always
 * the first seat to act).
 */
function turnEnded<C extends GameConfig, S, A, V>(game: Game<C, S, A, V>, before: Match<C, S, A, V>, after: Match<C, S, A, V>): boolean {
  if (activePlayers(before)[0] !== activePlayers(after)[0]) return true;
  return game.turnNumber !== undefined && game.turnNumber(before.state) !== game.turnNumber(after.state);
}

/** The position in `ctx.playOrder` of the first seat to act, `undefined` when nobody is. */
function firstActivePosition<C extends GameConfig, S, A, V>(matches: MatchCache<C, S, A, V>, G: ServerState<C, S>, ctx: Ctx): number | undefined {
  const match = matches.get(G);
  const first = match === undefined ? undefined : activePlayers(match)[0];
  if (first === undefined) return undefined;
  const position = ctx.playOrder.indexOf(String(first));
  return position < 0 ? undefined : position;
}

/**
 * Why `ctx` disagrees with the Laguna state, or `false`: what refuses the events a client may
 * send to boardgame.io's server directly (end the turn or the game, change the active players).
 */
function disagreement<C extends GameConfig, S, A, V>(matches: MatchCache<C, S, A, V>, G: ServerState<C, S>, ctx: Ctx): string | false {
  const match = matches.get(G);
  if (match === undefined) return "the match's state is not a Laguna state of this game";
  const seats = activePlayers(match);
  if (seats.length === 0) {
    return JSON.stringify(ctx.gameover) === JSON.stringify(plainOutcome(outcome(match))) ? false : "ctx.gameover is not the Laguna outcome";
  }
  if (ctx.gameover !== undefined) return "the game is not over";
  if (ctx.turn !== G.turn) return `ctx.turn is ${ctx.turn}, not ${G.turn}: only the game's own moves end a turn`;
  if (ctx.activePlayers === null) return "ctx.activePlayers is empty";
  const active = Object.keys(ctx.activePlayers);
  const expected = seats.map(String);
  if (active.length !== expected.length || !expected.every((s) => active.includes(s))) {
    return `the active players are ${active.join(", ")}, not ${expected.join(", ")}`;
  }
  if (Object.values(ctx.activePlayers).some((stage) => stage !== null)) return "the active players are in a stage";
  return false;
}

/** The per-game cache of matches rebuilt from `G`, and of the views sent to clients. */
interface MatchCache<C extends GameConfig, S, A, V> {
  /** The match of a `G` (a plain object, not an Immer draft), or `undefined` if `G` is not valid. */
  get(G: ServerState<C, S>): Match<C, S, A, V> | undefined;
  /**
   * The match of the `G` a move or hook runs on, and a plain `G` to build the next one from:
   * `plain` when it is not the draft itself (the `G` boardgame.io holds, see `plainOf`), else a
   * plain copy of the draft.
   */
  detached(G: ServerState<C, S>, plain: ServerState<C, S>): { G: ServerState<C, S>; match: Match<C, S, A, V> } | undefined;
  /** Records the match of a `G` the adapter built. */
  remember(G: ServerState<C, S>, match: Match<C, S, A, V>): void;
  /** What the client of `playerID` receives as `G`. */
  view(G: ServerState<C, S>, playerID: string | null): SeatView<V, A> | Record<string, never>;
}

/** How many matches are kept by the text of their state, for `G`s read again from storage. */
const TEXT_CACHE_SIZE = 64;

/**
 * Matches rebuilt from `G`: by object (the states boardgame.io keeps in memory) and by text (the
 * states read back from storage, and Immer drafts, which must not reach the rule module: it
 * memoises by object, and a draft is revoked once the move returns).
 */
function matchCache<C extends GameConfig, S, A, V>(game: Game<C, S, A, V>, limits: InputLimitOptions | undefined): MatchCache<C, S, A, V> {
  const byObject = new WeakMap<object, Match<C, S, A, V>>();
  const byText = new Map<string, Match<C, S, A, V>>();
  // The states the adapter built, not yet keyed by text: their text is only needed when a G is
  // not found by object (read back from storage), so it is not computed on every move.
  // A ring of the last TEXT_CACHE_SIZE of them (no array shift on every move).
  let unkeyed: ({ G: ServerState<C, S>; match: Match<C, S, A, V> } | undefined)[] = [];
  let unkeyedNext = 0;
  // The views of the last two Gs asked for (boardgame.io asks for every seat's view of the new
  // state right after a move, and of the previous state too when it sends patches): by viewer,
  // the seats then the spectator at index playerCount. Two slots rather than a WeakMap entry and
  // a Map per state: no ephemeron for the collector to trace on every move.
  let viewsOf: [object | undefined, object | undefined] = [undefined, undefined];
  let viewsAt: [(SeatView<V, A> | undefined)[], (SeatView<V, A> | undefined)[]] = [[], []];

  const keyOf = (G: ServerState<C, S>): string => JSON.stringify([G.config, G.state]);
  const fromText = (key: string): Match<C, S, A, V> | undefined => {
    if (unkeyed.length > 0) {
      // Oldest first, so that the text cache keeps the newest.
      const pending = [...unkeyed.slice(unkeyedNext), ...unkeyed.slice(0, unkeyedNext)];
      unkeyed = [];
      unkeyedNext = 0;
      for (const entry of pending) if (entry !== undefined) store(keyOf(entry.G), entry.match);
    }
    const hit = byText.get(key);
    if (hit !== undefined) {
      byText.delete(key);
      byText.set(key, hit);
      return hit;
    }
    const [config, state] = JSON.parse(key) as [unknown, unknown];
    const built = createMatchFromState(game, config, state, limits === undefined ? {} : { limits });
    if (either.isLeft(built)) return undefined;
    store(key, built.right);
    return built.right;
  };
  const store = (key: string, match: Match<C, S, A, V>): void => {
    byText.set(key, match);
    if (byText.size > TEXT_CACHE_SIZE) byText.delete(byText.keys().next().value as string);
  };
  const get = (G: ServerState<C, S>): Match<C, S, A, V> | undefined => {
    if (typeof G !== "object" || G === null) return undefined;
    const hit = byObject.get(G);
    if (hit !== undefined) return hit;
    let key: string;
    try {
      key = keyOf(G);
    } catch {
      return undefined;
    }
    const match = fromText(key);
    if (match !== undefined) byObject.set(G, match);
    return match;
  };

  return {
    get,
    detached: (G, plain) => {
      if (plain !== G) {
        const match = get(plain);
        return match === undefined ? undefined : { G: plain, match };
      }
      // No G but the draft (boardgame.io called the move without the adapter's plugin around it):
      // a plain copy of it, since a draft must not reach the rule module (it memoises by object,
      // and a draft is revoked once the move returns).
      let copy: ServerState<C, S>;
      try {
        copy = JSON.parse(JSON.stringify(G)) as ServerState<C, S>;
      } catch {
        return undefined;
      }
      const match = get(copy);
      return match === undefined ? undefined : { G: copy, match };
    },
    remember: (G, match) => {
      byObject.set(G, match);
      unkeyed[unkeyedNext] = { G, match };
      unkeyedNext = (unkeyedNext + 1) % TEXT_CACHE_SIZE;
    },
    view: (G, playerID) => {
      const match = get(G);
      if (match === undefined) return {};
      const seat = seatOf(playerID, match.config.playerCount);
      let slot: 0 | 1;
      if (viewsOf[0] === G) slot = 0;
      else if (viewsOf[1] === G) slot = 1;
      else {
        // The older slot goes: the newer one becomes slot 1.
        viewsOf = [viewsOf[1], G];
        viewsAt = [viewsAt[1], []];
        slot = 1;
      }
      const index = seat ?? match.config.playerCount;
      const perViewer = viewsAt[slot];
      let seen = perViewer[index];
      if (seen === undefined) {
        seen = { view: playerView(match, seat ?? SPECTATOR), legalActions: seat === undefined ? [] : legalActions(match, seat) };
        perViewer[index] = seen;
      }
      return seen;
    },
  };
}
