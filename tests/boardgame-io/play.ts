/**
 * Plays a complete Laguna game over boardgame.io's sockets, one client per seat and a spectator,
 * and checks at every step that what each client holds (G, ctx, log, plugins, initial state) is
 * what `@laguna/core` gives that viewer, never the raw state.
 */
import type { Bot } from "@laguna/bots";
import {
  type AnyGame,
  type Match,
  SPECTATOR,
  type Viewer,
  act,
  activePlayers,
  createMatch,
  deepEqual,
  legalActions,
  outcome,
  playerView,
  replay,
  viewLog,
} from "@laguna/core";
import type { Game as BoardgameGame, LogEntry } from "boardgame.io";
import * as either from "fp-ts/lib/Either.js";
import { expect, vi } from "vitest";
import { catchRefusals } from "../support/refusals";
import { type BgClient, type RunningServer, connect, openMatch, untilState, wire } from "./helpers";

/** The ctx fields a client may receive (nothing else: no random state). */
const CTX_FIELDS = new Set([
  "numPlayers",
  "turn",
  "currentPlayer",
  "playOrder",
  "playOrderPos",
  "phase",
  "activePlayers",
  "numMoves",
  "gameover",
  "_activePlayersMinMoves",
  "_activePlayersMaxMoves",
  "_activePlayersNumMoves",
  "_prevActivePlayers",
  "_nextActivePlayers",
]);

/** Asserts deep equality, cheaply when it holds (vitest's `toEqual` is slow on large views). */
function same(actual: unknown, expected: unknown, label: string): void {
  if (!deepEqual(actual, expected)) expect(actual, label).toEqual(expected);
}

/** What one played game gives back. */
export interface Played {
  readonly match: Match;
  readonly actions: { seat: number; action: unknown }[];
  readonly clients: BgClient[];
  readonly spectator: BgClient;
  readonly matchID: string;
  readonly stateID: number;
}

/** Options of {@link playOverSockets}. */
export interface PlayOptions {
  readonly server: RunningServer;
  readonly game: AnyGame;
  readonly bgGame: BoardgameGame;
  readonly config: unknown;
  readonly seed: number;
  readonly bots: readonly Bot[];
  /** Stop after this many actions (to restart a server mid-game); by default play to the end. */
  readonly stopAfter?: number;
  /** Called once, at this step, to try illegal and malformed input (see `tryBadInput`). */
  readonly badInputAt?: number;
  readonly tryBadInput?: (played: { clients: BgClient[]; match: Match; stateID: number }) => Promise<void>;
  /** Which of the seats to act acts next (several at once in a game with simultaneous moves); by default the first. */
  readonly chooseSeat?: (seats: readonly number[], step: number) => number;
  /** Called once the match is open, with what bad input needs to know of it. */
  readonly onOpen?: (opened: { matchID: string; credentials: string[]; actions: { seat: number; action: unknown }[] }) => void;
  /** Resume a match already under way. */
  readonly resume?: { matchID: string; credentials: string[]; match: Match; actions: { seat: number; action: unknown }[]; hidden: boolean[]; stateID: number };
}

/** Plays the match over sockets; see the module comment. */
export async function playOverSockets(options: PlayOptions): Promise<Played & { credentials: string[]; hidden: boolean[] }> {
  const { server, game, bgGame, config, seed, bots } = options;
  const playerCount = (config as { playerCount: number }).playerCount;
  let matchID: string;
  let clients: BgClient[];
  let credentials: string[];
  let match: Match;
  let actions: { seat: number; action: unknown }[];
  let stateID: number;
  if (options.resume === undefined) {
    const opened = await openMatch(server, bgGame, playerCount, { config, seed });
    ({ matchID, clients, credentials } = opened);
    const created = createMatch(game, config, seed);
    if (either.isLeft(created)) throw new Error(created.left.message);
    match = created.right;
    actions = [];
    stateID = 0;
  } else {
    ({ matchID, credentials, match, actions, stateID } = options.resume);
    clients = credentials.map((c, seat) => connect(server, bgGame, matchID, String(seat), c));
  }
  options.onOpen?.({ matchID, credentials, actions });
  const spectator = connect(server, bgGame, matchID);
  const all = [...clients, spectator];
  const viewers: Viewer[] = [...clients.map((_, seat) => seat), SPECTATOR];
  /** Per action taken: whether some other viewer may not see it in full. */
  const hidden: boolean[] = options.resume?.hidden ?? [];

  /** How much of each client's log has been checked. */
  const checked: number[] = [];
  /** Checks what every client holds against what core gives its viewer. */
  const check = (full: boolean): void => {
    const logs = full ? viewers.map((v) => viewLog(match, v)) : undefined;
    all.forEach((client, i) => {
      const viewer = viewers[i] as Viewer;
      const state = client.getState();
      expect(state, `client ${String(viewer)} has a state`).toBeTruthy();
      if (state === null) return;
      // G: exactly the seat's view and legal actions.
      same(state.G, wire({ view: playerView(match, viewer), legalActions: viewer === SPECTATOR ? [] : legalActions(match, viewer) }), `G of ${String(viewer)}`);
      // ctx: the known fields only; whose turn it is, and the outcome once over.
      for (const key of Object.keys(state.ctx)) expect(CTX_FIELDS.has(key), `ctx.${key}`).toBe(true);
      const seats = activePlayers(match).map(String);
      if (seats.length > 0) {
        expect(state.ctx.gameover).toBeUndefined();
        expect(Object.keys(state.ctx.activePlayers ?? {}).sort()).toEqual([...seats].sort());
        expect(state.ctx.currentPlayer).toBe(seats[0]);
      } else {
        same(state.ctx.gameover, wire(outcome(match)), "ctx.gameover");
      }
      // Plugins: no data at all (the random plugin's seed stays on the server).
      for (const plugin of Object.values(state.plugins ?? {})) {
        const data = (plugin as { data?: unknown }).data;
        expect(data === undefined || deepEqual(data, {}), `plugin data ${JSON.stringify(plugin)}`).toBe(true);
      }
      // The initial state boardgame.io sends on connecting: no G, no plugin data.
      const initial = client.getInitialState();
      if (initial !== null && initial !== undefined) {
        expect(initial.G).toEqual({});
        expect(initial.plugins).toEqual({});
      }
      // The log: moves in order, with the action only where this viewer may see it.
      const moves = (client.log ?? []).filter((e: LogEntry) => e.action.type === "MAKE_MOVE");
      expect(moves.length).toBe(actions.length);
      const fromIndex = full ? 0 : Math.max(0, moves.length - 1);
      for (let k = fromIndex; k < moves.length; k++) {
        const entry = moves[k] as LogEntry;
        const taken = actions[k] as { seat: number; action: unknown };
        expect(entry.action.payload.playerID).toBe(String(taken.seat));
        const args = entry.action.payload.args as unknown;
        if (viewer === taken.seat || !(hidden[k] ?? true)) same(args, [wire(taken.action)], `log entry ${k}`);
        else expect(args, "an action another seat may not see in full").toBeNull();
        if (logs !== undefined) {
          const seen = logs[i]?.[k];
          if (seen?.action === undefined) expect(args).toBeNull();
          else if (args !== null) same(args, [wire(seen.action)], `log entry ${k}`);
          expect((entry.metadata as { description?: string } | undefined)?.description).toBe(logs[viewers.length - 1]?.[k]?.description);
        }
      }
      // Other entries: only the game's own turn events, with nothing but seat numbers in them.
      const log = client.log ?? [];
      for (const entry of log.slice(full ? 0 : (checked[i] ?? 0))) {
        if (entry.action.type === "MAKE_MOVE") continue;
        const { type, args } = entry.action.payload as { type: string; args?: unknown };
        if (!["endTurn", "setActivePlayers"].includes(type) || !(args === undefined || args === null || (Array.isArray(args) && args.every((a) => Array.isArray(a) && a.every((s) => /^[0-9]+$/.test(String(s))))))) {
          expect.fail(`unexpected log entry ${JSON.stringify(entry)}`);
        }
      }
      checked[i] = log.length;
      // The generator's state (it decides every future draw) appears nowhere.
      if (game.rng !== undefined) {
        const secret = JSON.stringify(game.rng.get(match.state));
        const received = JSON.stringify({ G: state.G, ctx: state.ctx, plugins: state.plugins, initial, log: full ? client.log : client.log?.slice(-3) });
        expect(received.includes(secret), "the generator's state reached a client").toBe(false);
      }
    });
  };

  await Promise.all(all.map((c) => untilState(c, stateID)));
  check(true);
  let steps = 0;
  while (activePlayers(match).length > 0 && (options.stopAfter === undefined || steps < options.stopAfter)) {
    if (options.badInputAt === steps && options.tryBadInput !== undefined) {
      await options.tryBadInput({ clients, match, stateID });
      check(false);
    }
    const seat = options.chooseSeat?.(activePlayers(match), steps) ?? (activePlayers(match)[0] as number);
    const bot = bots[seat] as Bot;
    const index = bot.chooseIndex(match, seat);
    const G = (clients[seat] as BgClient).getState()?.G as { legalActions: unknown[] };
    const action = G.legalActions[index];
    expect(action).toBeDefined();
    (clients[seat] as BgClient).moves.act?.(action);
    hidden.push(viewers.some((v) => v !== seat && game.redact?.(action, seat, v, match.state) !== undefined));
    const next = act(match, seat, action);
    if (either.isLeft(next)) throw new Error(next.left.message);
    match = next.right;
    actions.push({ seat, action });
    stateID++;
    steps++;
    await Promise.all(all.map((c) => untilState(c, stateID)));
    check(false);
  }
  check(true);
  return { match, actions, clients, spectator, matchID, stateID, credentials, hidden };
}

/** The outcome of replaying these actions through `@laguna/core`. */
export function replayedOutcome(game: AnyGame, config: unknown, seed: number, actions: readonly { seat: number; action: unknown }[]): unknown {
  const replayed = replay(game, config, seed, actions);
  if (either.isLeft(replayed)) throw new Error(replayed.left.message);
  return outcome(replayed.right);
}

/** Stops every client. */
export function stopAll(clients: readonly BgClient[]): void {
  for (const client of clients) client.stop();
}

/** What {@link badInputs} tried, for the test to assert that each kind was tried. */
export interface BadInputReport {
  tried: string[];
}

/**
 * Sends illegal and malformed input from the clients (moves and raw boardgame.io events), then
 * checks that neither the server's stored state nor any client's state changed.
 */
export function badInputs(
  game: AnyGame,
  db: { fetch(id: string, opts: { state: true; log: true }): unknown },
  matchID: string,
  credentials: readonly string[],
  previous: () => readonly { seat: number; action: unknown }[],
  report: BadInputReport,
): (played: { clients: BgClient[]; match: Match; stateID: number }) => Promise<void> {
  return async ({ clients, match, stateID }) => {
    // What a refused action may not change: G, ctx, the state's id and the log (boardgame.io
    // leaves the plugins' ephemeral APIs on a state it refused an action on; they are not sent).
    const stored = async () => {
      const { state, log } = (await db.fetch(matchID, { state: true, log: true })) as { state: { G: unknown; ctx: unknown; _stateID: number }; log: unknown[] };
      return wire({ G: state.G, ctx: state.ctx, stateID: state._stateID, log });
    };
    const before = await stored();
    const refusals = catchRefusals();
    const triedBefore = report.tried.length;
    const seat = activePlayers(match)[0] as number;
    const client = clients[seat] as BgClient;
    const legal = legalActions(match, seat);
    const first = legal[0] as Record<string, unknown>;
    const send = (what: string, ...args: unknown[]) => {
      report.tried.push(what);
      client.moves.act?.(...args);
    };
    send("malformed: wrong field types", { type: 42 });
    send("malformed: no action");
    send("malformed: two actions", first, first);
    send("malformed: an unknown field", { ...first, sneaky: 1 });
    send("malformed: not JSON", "<script>");
    const illegal = previous().find((p) => game.codecs.action.is(p.action) && !legal.some((l) => deepEqual(l, p.action)));
    if (illegal !== undefined) send("illegal: a well-formed action not legal now", illegal.action);
    const other = clients.findIndex((_, s) => !activePlayers(match).includes(s));
    if (other >= 0) {
      report.tried.push("not your turn: another seat sends a legal action");
      (clients[other] as BgClient).moves.act?.(first);
    }
    const store = (client as unknown as { store: { dispatch(action: unknown): void } }).store;
    const event = (type: string, args: unknown) => {
      report.tried.push(`raw event: ${type}`);
      store.dispatch({ type: "GAME_EVENT", payload: { type, args, playerID: String(seat), credentials: credentials[seat] } });
    };
    event("endGame", { winner: String(seat) });
    event("endTurn", undefined);
    event("setActivePlayers", [String(seat), String((seat + 1) % clients.length)]);
    event("endStage", undefined);
    await new Promise((resolve) => setTimeout(resolve, 150));
    // boardgame.io logs each refused move (kept off the output by catchRefusals): an invalid move
    // for each malformed or illegal one, and the other seat's as a player not active.
    const refused = report.tried.slice(triedBefore).filter((what) => what.startsWith("malformed") || what.startsWith("illegal")).length;
    await vi.waitFor(
      () => {
        const logged = refusals();
        expect(logged.filter((line) => line.startsWith("invalid move: act args:"))).toHaveLength(refused);
        if (other >= 0) expect(logged).toContain(`player not active - playerID=[${other}] - action[act]`);
      },
      { timeout: 10_000, interval: 50 },
    );
    const after = await stored();
    expect(after).toEqual(before);
    for (const c of clients) expect(c.getState()?._stateID).toBe(stateID);
  };
}
