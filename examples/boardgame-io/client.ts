/**
 * An example client: creates a match through the lobby, joins every seat, and plays each seat from
 * its own socket by picking among the legal actions the server sends it, until the game ends.
 *
 *   npx tsx examples/boardgame-io/client.ts                          # Walking in Burano, solo
 *   GAME=murano PLAYERS=2 SERVER=http://127.0.0.1:8000 npx tsx examples/boardgame-io/client.ts
 */
import { pathToFileURL } from "node:url";
import type { Outcome } from "@laguna/core";
import { Client, LobbyClient } from "boardgame.io/client";
import { SocketIO } from "boardgame.io/multiplayer";
import { games } from "./server";

/** What each client receives as G: its seat's view and legal actions. */
interface SeatView {
  readonly view: unknown;
  readonly legalActions: readonly unknown[];
}

/** Plays one match of `name` with `players` seats on the server at `server`; resolves with the outcome. */
export async function playMatch(server: string, name: string, players: number, seed = 1): Promise<Outcome> {
  const game = games.find((g) => g.name === name);
  if (game === undefined) throw new Error(`no game "${name}" (the server has ${games.map((g) => g.name).join(", ")})`);
  const lobby = new LobbyClient({ server });
  const { matchID } = await lobby.createMatch(name, { numPlayers: players });
  const clients: ReturnType<typeof Client>[] = [];
  for (let seat = 0; seat < players; seat++) {
    const { playerCredentials } = await lobby.joinMatch(name, matchID, { playerID: String(seat), playerName: `Player ${seat + 1}` });
    clients.push(Client({ game, matchID, playerID: String(seat), credentials: playerCredentials, multiplayer: SocketIO({ server }), debug: false }));
  }
  // A tiny seeded generator, so that a run can be repeated; a real client asks a person.
  let state = seed >>> 0 || 1;
  const pick = (n: number) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % n;
  };
  return new Promise<Outcome>((resolve) => {
    let over = false;
    const sentFor = clients.map(() => -1);
    /** Acts for one seat if it has something to do in a state it has not acted in yet. */
    const step = (seat: number): void => {
      const client = clients[seat];
      const s = client?.getState();
      if (client === undefined || s === null || s === undefined || over) return;
      if (s.ctx.gameover !== undefined) {
        over = true;
        resolve(s.ctx.gameover as Outcome);
        for (const c of clients) c.stop();
        return;
      }
      // Start once every seat has its state. (Behind boardgame.io's own SocketIO transport, a
      // client that connected while a move was made could miss that move; strictSocketIO on the
      // server runs a match's connections and moves one at a time.)
      if (clients.some((c) => c.getState() === null)) return;
      const { legalActions } = s.G as SeatView;
      if (legalActions.length === 0 || sentFor[seat] === s._stateID) return;
      sentFor[seat] = s._stateID;
      client.moves.act?.(legalActions[pick(legalActions.length)]);
    };
    clients.forEach((client, seat) => {
      client.subscribe((s) => {
        if (s === null) return;
        // The last seat to connect starts everyone.
        if (s._stateID === 0) clients.forEach((_, other) => step(other));
        else step(seat);
      });
      client.start();
    });
  });
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const name = process.env.GAME ?? "walking-in-burano";
  const outcome = await playMatch(process.env.SERVER ?? "http://127.0.0.1:8000", name, Number(process.env.PLAYERS ?? 1));
  console.log(`${name}: scores ${outcome.scores.join(", ")}; winners: seat ${outcome.winners.join(" and ")}`);
}
