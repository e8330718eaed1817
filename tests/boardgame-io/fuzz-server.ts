/**
 * The server the socket fuzz test attacks, in a process of its own (so that a packet that kills a
 * server is seen as a dead process, as a host would see it): Stash and Sealed Bids on boardgame.io
 * with FlatFile storage in the folder given as the first argument, `strictSocketIO` and
 * `hideInitialState` as docs/boardgame-io.md says, on 127.0.0.1 and a free port.
 *
 * Started by tests/boardgame-io/socket-fuzz.test.ts with an IPC channel: it sends `{ port }` once
 * it listens, and answers each `{ id, matchID }` with `{ id, stored, pristine }`: the match as
 * FlatFile holds it (state, log, metadata), and whether `Object.prototype` and `Object` still have
 * exactly their own properties of the start (a client could otherwise write onto them).
 */
import { createRequire } from "node:module";
import { hideInitialState, toBoardgameGame } from "@laguna/boardgame-io";
import { FlatFile } from "boardgame.io/server";
import { stash } from "../fixtures/stash";
import { startServer } from "./helpers";
import { sealedBids } from "./sealed-bids";

/** What a request of the test asks: the stored match of this id. */
interface Request {
  readonly id: number;
  readonly matchID: string;
}

const dir = process.argv[2];
if (dir === undefined || process.send === undefined) throw new Error("usage: fuzz-server.ts <matches folder>, started with an IPC channel");
const send = process.send.bind(process);

const names = (target: object): string => Object.getOwnPropertyNames(target).sort().join(",");
const prototypeNames = names(Object.prototype);
const objectNames = names(Object);

const db = new FlatFile({ dir });
const server = await startServer([toBoardgameGame(stash), toBoardgameGame(sealedBids)], hideInitialState(db));
// node-persist's shared instance queues writes for a second by default; write at once.
const persist = createRequire(import.meta.url)("node-persist") as { init(options: { dir: string; writeQueue: boolean }): Promise<unknown> };
await persist.init({ dir, writeQueue: false });

process.on("message", (message: Request) => {
  void db.fetch(message.matchID, { state: true, log: true, metadata: true }).then(
    (stored) => send({ id: message.id, stored, pristine: names(Object.prototype) === prototypeNames && names(Object) === objectNames }),
    (error: unknown) => send({ id: message.id, error: String(error) }),
  );
});
send({ port: server.port });
