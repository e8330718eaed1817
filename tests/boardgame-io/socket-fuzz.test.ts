/**
 * Socket fuzz: a real boardgame.io server (tests/boardgame-io/fuzz-server.ts, its own process,
 * FlatFile storage, `strictSocketIO` and `hideInitialState` as docs/boardgame-io.md says) on
 * 127.0.0.1, attacked through raw socket.io sockets: each seat's (synced with its real
 * credentials), a spectator's and one that never synced, in a Stash match (hidden hands, deck,
 * seed) and a Sealed Bids match (simultaneous hidden bids), and a Sealed Bids match nobody joined.
 *
 * The packets (fuzz-packets.ts): every `Object.prototype` name as a move and as an event, the
 * match ids that ended a FlatFile server, then seeded random packets of every kind boardgame.io's
 * protocol has. After each packet:
 *
 * - the server process is alive, and `Object.prototype` and `Object` have no new properties;
 * - each stored match equals a replay of its stored moves (G through `@laguna/core`'s replay, ctx
 *   and the state ID through boardgame.io's own reducer), and its log holds only `act` moves;
 * - a packet that is not an honest move changed no stored G, ctx, state ID or log and made the
 *   server broadcast no state; an honest move was played;
 * - nothing a socket received holds another seat's hidden information (the other hands and
 *   vaults, the deck order, the seed and the generator in Stash; the other seats' bids in the
 *   log in Sealed Bids) or a raw `G`.
 *
 * Seeded: the seed and how to replay it are printed (LAGUNA_FUZZ_SEED=<seed>); LAGUNA_FUZZ_PACKETS
 * sets how many random packets (120 by default), LAGUNA_FUZZ_ONLY sends only the packets whose
 * label has that text.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type ServerState, toBoardgameGame } from "@laguna/boardgame-io";
import { type AnyGame, deepEqual, replay } from "@laguna/core";
import type { LogEntry, State } from "boardgame.io";
import { LobbyClient } from "boardgame.io/client";
import { CreateGameReducer, InitializeGame } from "boardgame.io/internal";
import * as either from "fp-ts/lib/Either.js";
import { type Socket, io } from "socket.io-client";
import { afterAll, expect, it } from "vitest";
import { stash } from "../fixtures/stash";
import { type Part, type Recipe, fixedRecipes, randomRecipes } from "./fuzz-packets";
import { settle } from "./helpers";
import { sealedBids } from "./sealed-bids";

const SEED = process.env.LAGUNA_FUZZ_SEED === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.LAGUNA_FUZZ_SEED);
const RANDOM_PACKETS = Number(process.env.LAGUNA_FUZZ_PACKETS ?? 120);
/** Only the packets whose label has this text (to replay one case: LAGUNA_FUZZ_ONLY="match id"). */
const ONLY = process.env.LAGUNA_FUZZ_ONLY;
const REPLAY = `LAGUNA_FUZZ_SEED=${SEED} npx vitest run tests/boardgame-io/socket-fuzz.test.ts`;
/** How long a refused packet has to change something or to be answered before the checks run. */
const SETTLE_MS = 40;

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SERVER_SCRIPT = fileURLToPath(new URL("./fuzz-server.ts", import.meta.url));

/** A match as the server's FlatFile holds it. */
interface Stored {
  readonly state: State<ServerState<{ playerCount: number }, unknown>>;
  readonly log: LogEntry[] | undefined;
}

/** The fuzz server process: its port, the stored matches on request, and whether it is alive. */
interface FuzzServer {
  readonly port: number;
  /** Why the process ended (its exit code or signal and its last stderr), while it runs `undefined`. */
  ended(): string | undefined;
  fetch(matchID: string): Promise<{ stored: Stored; pristine: boolean }>;
  stop(): void;
}

/** Starts tests/boardgame-io/fuzz-server.ts on a FlatFile folder. */
function startFuzzServer(dir: string): Promise<FuzzServer> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", SERVER_SCRIPT, dir], { cwd: ROOT, stdio: ["ignore", "ignore", "pipe", "ipc"] });
  let stderr = "";
  let ended: string | undefined;
  let next = 0;
  const waiting = new Map<number, { resolve: (reply: { stored: Stored; pristine: boolean }) => void; reject: (error: Error) => void }>();
  child.stderr?.on("data", (data: Buffer) => {
    stderr = (stderr + data.toString()).slice(-3000);
  });
  return new Promise((resolve, reject) => {
    child.on("exit", (code, signal) => {
      ended = `the server process ended (exit code ${String(code)}, signal ${String(signal)}); its last stderr:\n${stderr}`;
      for (const w of waiting.values()) w.reject(new Error(ended));
      waiting.clear();
      reject(new Error(ended));
    });
    child.on("message", (message: { port?: number; id?: number; stored?: Stored; pristine?: boolean; error?: string }) => {
      if (message.port !== undefined) {
        resolve({
          port: message.port,
          ended: () => ended,
          fetch: (matchID) =>
            new Promise((resolveFetch, rejectFetch) => {
              if (ended !== undefined) return rejectFetch(new Error(ended));
              const id = next++;
              waiting.set(id, { resolve: resolveFetch, reject: rejectFetch });
              child.send({ id, matchID });
            }),
          stop: () => {
            if (ended === undefined) child.kill();
          },
        });
        return;
      }
      const w = waiting.get(message.id as number);
      waiting.delete(message.id as number);
      if (message.error !== undefined) w?.reject(new Error(message.error));
      else w?.resolve({ stored: message.stored as Stored, pristine: message.pristine as boolean });
    });
  });
}

/** A raw socket of the fuzz, and every message it received. */
interface Peer {
  readonly name: string;
  readonly match: "stash" | "sealed-bids";
  /** The seat it syncs as (with the seat's credentials), `null` for the spectator, `undefined` if it never syncs. */
  readonly seat: number | null | undefined;
  readonly socket: Socket;
  readonly received: { event: string; args: unknown[] }[];
}

/** Connects a raw socket.io socket to a game's namespace. */
async function connectSocket(url: string, game: string): Promise<Socket> {
  const socket = io(`${url}/${game}`, { transports: ["websocket"], reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  return socket;
}

/** Resolves once the peer has received `count` messages of this event (or after 3 s). */
async function untilReceived(peer: Peer, event: string, count: number): Promise<void> {
  for (let i = 0; i < 150 && peer.received.filter((m) => m.event === event).length < count; i++) await settle(20);
}

/** The game of each match, as Laguna and as boardgame.io. */
const GAMES = { stash: stash as AnyGame, "sealed-bids": sealedBids as AnyGame } as const;

/** What a refused packet may not change: G, ctx, the state ID and the log. */
function essentials(stored: Stored): unknown {
  return JSON.parse(JSON.stringify({ G: stored.state.G, ctx: stored.state.ctx, stateID: stored.state._stateID, log: stored.log ?? [] }));
}

/**
 * Checks that the stored match is a replay of its stored moves: only `act` moves (with one
 * argument) and the adapter's own turn events in the log, G's Laguna state equal to core's replay
 * of those moves from G's config and seed, and ctx and the state ID equal to what boardgame.io's
 * own reducer makes of the same moves.
 */
function expectReplayable(match: "stash" | "sealed-bids", stored: Stored, where: string): void {
  const game = GAMES[match];
  const { G, ctx, _stateID } = stored.state;
  const log = stored.log ?? [];
  const moves = log.filter((e) => e.action.type === "MAKE_MOVE");
  for (const entry of log) {
    const { type, args } = entry.action.payload as { type: unknown; args: unknown };
    if (entry.action.type === "MAKE_MOVE") expect(type === "act" && Array.isArray(args) && args.length === 1, `${where}: a stored move that is not act(action): ${JSON.stringify(entry)}`).toBe(true);
    // The adapter's own turn events, made inside its move: no seat sent them.
    else expect(entry.action.type === "GAME_EVENT" && ["endTurn", "setActivePlayers"].includes(type as string) && entry.action.payload.playerID === undefined, `${where}: a stored log entry that is not the game's own: ${JSON.stringify(entry)}`).toBe(true);
  }
  const actions = moves.map((e) => ({ seat: Number(e.action.payload.playerID), action: (e.action.payload.args as unknown[])[0] }));
  const replayed = replay(game, G.config, G.seed, actions);
  if (either.isLeft(replayed)) expect.fail(`${where}: the stored moves do not replay: ${replayed.left.message}`);
  expect(deepEqual(replayed.right.state, G.state), `${where}: the stored state is not the replay of the stored moves`).toBe(true);
  const bg = toBoardgameGame(game, { config: G.config, seed: G.seed });
  const reducer = CreateGameReducer({ game: bg });
  let state = InitializeGame({ game: bg, numPlayers: G.config.playerCount });
  for (const { seat, action } of actions) state = reducer(state, { type: "MAKE_MOVE", payload: { type: "act", args: [action], playerID: String(seat) } });
  expect(JSON.parse(JSON.stringify(ctx)), `${where}: the stored ctx is not boardgame.io's replay of the stored moves`).toEqual(JSON.parse(JSON.stringify(state.ctx)));
  expect(_stateID, `${where}: the state ID is not the number of moves`).toBe(moves.length);
}

/** The strings that would show that Stash's hidden information reached a viewer who may not see it. */
function stashSecrets(stored: Stored, viewer: number | null | undefined): string[] {
  const G = stored.state.G as ServerState<unknown, { deck: number[]; players: { hand: number[]; vault: number[] }[]; over: boolean; rng: unknown }>;
  const secrets = [String(G.seed), JSON.stringify(G.state.rng)];
  if (G.state.deck.length >= 4) secrets.push(JSON.stringify(G.state.deck));
  G.state.players.forEach((player, seat) => {
    if (seat === viewer) return;
    if (player.hand.length > 0) secrets.push(`"hand":${JSON.stringify(player.hand)}`);
    if (player.vault.length > 0 && !G.state.over) secrets.push(`"vault":${JSON.stringify(player.vault)}`);
  });
  return secrets;
}

/**
 * Checks what a peer received: never a raw G (only `{ view, legalActions }`, and an empty initial
 * G), no Stash secret of another seat, and in its own Sealed Bids match no other seat's bid in the
 * log.
 */
function expectNothingLeaked(peer: Peer, from: number, secrets: readonly string[], matchID: string, where: string): void {
  for (const { event, args } of peer.received.slice(from)) {
    const text = JSON.stringify(args);
    for (const secret of secrets) expect(text.includes(secret), `${where}: ${peer.name} received another seat's secret ${secret} in ${event}`).toBe(false);
    if (event !== "sync" && event !== "update" && event !== "patch") continue;
    const info = (event === "sync" ? args[1] : { state: args[1], log: args[2] }) as { state?: { G?: object }; log?: LogEntry[]; initialState?: { G?: object } } | undefined;
    const keys = Object.keys(info?.state?.G ?? {});
    expect(keys.every((k) => k === "view" || k === "legalActions"), `${where}: ${peer.name} received a G with ${keys.join(", ")}`).toBe(true);
    if (info?.initialState !== undefined) expect(info.initialState.G, `${where}: ${peer.name} received an initial G`).toEqual({});
    if (peer.match !== "sealed-bids" || args[0] !== matchID) continue;
    for (const entry of Array.isArray(info?.log) ? info.log : []) {
      if (entry.action.type === "MAKE_MOVE" && entry.action.payload.playerID !== String(peer.seat)) {
        expect(entry.action.payload.args, `${where}: ${peer.name} received another seat's bid: ${JSON.stringify(entry)}`).toBeNull();
      }
    }
  }
}

let server: FuzzServer | undefined;
const peers: Peer[] = [];
const dir = mkdtempSync(join(tmpdir(), "laguna-bgio-fuzz-"));
afterAll(() => {
  for (const peer of peers) peer.socket.close();
  server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

it(`refuses every hostile packet, changing nothing stored and leaking nothing (seed ${SEED}; replay: ${REPLAY})`, async () => {
  console.log(`socket fuzz: seed ${SEED}, ${RANDOM_PACKETS} random packets; replay with ${REPLAY}`);
  const started = Date.now();
  server = await startFuzzServer(dir);
  const running = server;
  const url = `http://127.0.0.1:${running.port}`;
  const lobby = new LobbyClient({ server: url });

  // Two matches with every seat joined, and one nobody joined (boardgame.io checks no credentials there).
  const stashSeed = 2 ** 52 + (SEED % 2 ** 31);
  const ids = {
    stash: (await lobby.createMatch("stash", { numPlayers: 2, setupData: { seed: stashSeed } })).matchID,
    "sealed-bids": (await lobby.createMatch("sealed-bids", { numPlayers: 2, setupData: { config: { playerCount: 2, rounds: 9 } } })).matchID,
  };
  const unjoined = (await lobby.createMatch("sealed-bids", { numPlayers: 2 })).matchID;
  const credentials: Record<string, string[]> = {};
  for (const match of ["stash", "sealed-bids"] as const) {
    credentials[match] = [];
    for (const seat of [0, 1]) credentials[match].push((await lobby.joinMatch(match, ids[match], { playerID: String(seat), playerName: `seat ${seat}` })).playerCredentials);
  }

  const resync = (peer: Peer): void => {
    const seat = peer.seat === null || peer.seat === undefined ? null : String(peer.seat);
    peer.socket.emit("sync", ids[peer.match], seat, peer.seat === null || peer.seat === undefined ? null : credentials[peer.match]?.[peer.seat], 2);
  };
  for (const match of ["stash", "sealed-bids"] as const) {
    for (const seat of [0, 1, null, undefined]) {
      const peer: Peer = { name: `${match} ${seat === null ? "spectator" : seat === undefined ? "anonymous" : `seat ${seat}`}`, match, seat, socket: await connectSocket(url, match), received: [] };
      peer.socket.onAny((event: string, ...args: unknown[]) => peer.received.push({ event, args }));
      peers.push(peer);
      if (seat !== undefined) {
        resync(peer);
        await untilReceived(peer, "sync", 1);
        expect(peer.received.some((m) => m.event === "sync"), `${peer.name} is answered when it syncs`).toBe(true);
      }
    }
  }

  const fetchAll = async () => {
    const [a, b, c] = await Promise.all([running.fetch(ids.stash), running.fetch(ids["sealed-bids"]), running.fetch(unjoined)]);
    return { stash: a.stored, "sealed-bids": b.stored, unjoined: c.stored, pristine: a.pristine && b.pristine && c.pristine };
  };

  const recipes: Recipe[] = [...fixedRecipes(), ...randomRecipes(SEED, RANDOM_PACKETS)].filter((r) => ONLY === undefined || r.label.includes(ONLY));
  /** The stored matches already checked to be replays of their moves (the checks cost, the matches change seldom). */
  const replayable = new Set<string>();
  const expectReplayableOnce = (match: "stash" | "sealed-bids", stored: Stored, where: string): void => {
    const key = JSON.stringify(essentials(stored));
    if (replayable.has(key)) return;
    expectReplayable(match, stored, where);
    replayable.add(key);
  };
  let played = 0;
  let last = await fetchAll();
  /** How much of each peer's messages has been checked for secrets (from its first sync on). */
  const checked = peers.map(() => 0);
  for (const [index, recipe] of recipes.entries()) {
    const where = `packet ${index} (${recipe.label}, from ${recipe.sender.kind}) of seed ${SEED}`;
    const before = await fetchAll().catch((error: Error) => expect.fail(`${where}, before it was sent: ${error.message}`));
    for (const m of ["stash", "sealed-bids"] as const) expect(essentials(before[m]), `${where}: the ${m} match changed after the previous packet's checks`).toEqual(essentials(last[m]));

    // The packet, its slots resolved against what is stored now.
    const state = before[recipe.match].state;
    const G = state.G;
    const game = GAMES[recipe.match];
    const toAct = game.activePlayers(G.state as never);
    const seat = recipe.sender.kind === "seat" ? recipe.sender.seat : recipe.sender.kind === "actor" ? (toAct[0] ?? 0) : undefined;
    const peer = peers.find((p) => p.match === recipe.match && (recipe.sender.kind === "spectator" ? p.seat === null : recipe.sender.kind === "anonymous" ? p.seat === undefined : p.seat === seat)) as Peer;
    const legal = game.legalActions(G.state as never, seat ?? 0);
    const legalAction = legal[index % Math.max(1, legal.length)];
    const other = recipe.match === "stash" ? "sealed-bids" : "stash";
    const fill = (part: Part): unknown => {
      if (Array.isArray(part)) return part.map(fill);
      if (typeof part !== "object" || part === null) return part;
      if ("slot" in part && typeof part.slot === "string" && Object.keys(part).length === 1) {
        const own = seat === undefined ? undefined : credentials[recipe.match]?.[seat];
        const values: Record<string, unknown> = {
          matchID: ids[recipe.match],
          otherMatchID: ids[other],
          unjoinedMatchID: unjoined,
          playerID: String(seat ?? 0),
          otherPlayerID: String(1 - (seat ?? 0)),
          credentials: own ?? null,
          otherCredentials: credentials[recipe.match]?.[1 - (seat ?? 0)] ?? null,
          stateID: state._stateID,
          legalAction: legalAction ?? { type: "none" },
        };
        return values[part.slot];
      }
      return Object.fromEntries(Object.entries(part).map(([k, v]) => [k, fill(v)]));
    };
    const [event, ...args] = recipe.packet.map(fill) as [string, ...unknown[]];
    const honestPacket = seat === undefined ? undefined : ["update", { type: "MAKE_MOVE", payload: { type: "act", args: [legalAction], playerID: String(seat), credentials: credentials[recipe.match]?.[seat] } }, state._stateID, ids[recipe.match], String(seat)];
    const honest = seat !== undefined && peer.seat === seat && toAct.includes(seat) && legal.length > 0 && recipe.ack !== true && deepEqual([event, ...args], honestPacket);
    if (recipe.honest === true && !honest) continue; // the match is over: no honest move to make
    const marks = peers.map((p) => p.received.length);
    if (recipe.ack === true) peer.socket.emit(event, ...args, () => undefined);
    else peer.socket.emit(event, ...args);

    if (honest) {
      for (let i = 0; i < 250 && (await running.fetch(ids[recipe.match])).stored.state._stateID === state._stateID; i++) await settle(20);
      played++;
    }
    await settle(SETTLE_MS);
    expect(running.ended(), `${where}: the server died`).toBeUndefined();
    const after = await fetchAll().catch((error: Error) => expect.fail(`${where}: ${error.message}`));
    expect(after.pristine, `${where}: Object.prototype or Object has a new property`).toBe(true);
    if (honest) {
      expect(after[recipe.match].state._stateID, `${where}: the honest move was not played`).toBe(state._stateID + 1);
    } else {
      for (const m of ["stash", "sealed-bids"] as const) expect(essentials(after[m]), `${where}: a refused packet changed the stored ${m} match`).toEqual(essentials(before[m]));
      peers.forEach((p, i) => {
        const broadcasts = p.received.slice(marks[i]).filter((m) => m.event === "update" || m.event === "patch");
        expect(broadcasts.map((m) => m.event), `${where}: a refused packet made the server send ${p.name} a state`).toEqual([]);
      });
    }
    for (const m of ["stash", "sealed-bids"] as const) expectReplayableOnce(m, after[m], `${where}, ${m}`);
    expectReplayableOnce("sealed-bids", after.unjoined, `${where}, the match nobody joined`);
    // Everything received since the last check: this packet's answers, and the previous packet's re-sync.
    peers.forEach((p, i) => {
      const secrets = [...stashSecrets(before.stash, p.match === "stash" ? p.seat : undefined), ...stashSecrets(after.stash, p.match === "stash" ? p.seat : undefined)];
      expectNothingLeaked(p, checked[i] as number, secrets, ids[p.match], `${where} (or before it)`);
      checked[i] = p.received.length;
    });
    // A sync sent as someone else leaves the socket as that someone: make it itself again.
    if (event === "sync" && peer.seat !== undefined) {
      const syncs = peer.received.filter((m) => m.event === "sync").length;
      resync(peer);
      await untilReceived(peer, "sync", syncs + 1);
    }
    last = after;
  }
  expect(played, "honest moves were played").toBeGreaterThan(2);
  console.log(`socket fuzz: ${recipes.length} packets (${played} honest moves) in ${((Date.now() - started) / 1000).toFixed(1)} s, seed ${SEED}`);
});
