/**
 * The parts of `strictSocketIO`'s guard, without a server: the packets boardgame.io's client
 * sends, read exactly; the moves and events a game lets a client name; and the adapter's own
 * move lookup, which finds no `Object.prototype` member even without the transport.
 */
import { toBoardgameGame } from "@laguna/boardgame-io";
import type { Game } from "boardgame.io";
import { CreateGameReducer, InitializeGame } from "boardgame.io/internal";
import { describe, expect, it } from "vitest";
import { clientActions } from "../../packages/boardgame-io/src/client-actions";
import { readClientPacket } from "../../packages/boardgame-io/src/client-packets";
import { stash } from "../fixtures/stash";
import { catchRefusals } from "../support/refusals";
import { PROTOTYPE_NAMES } from "./fuzz-packets";

const move = (name: unknown, extra: object = {}) => ({ type: "MAKE_MOVE", payload: { type: name, args: [1], playerID: "0", credentials: "c", ...extra } });

describe("readClientPacket: what boardgame.io's socket client sends, and nothing else", () => {
  it("reads an update, a sync and a chat message of the client's shapes", () => {
    expect(readClientPacket(["update", move("act"), 3, "m", "0"])).toEqual({
      event: "update",
      action: { kind: "MAKE_MOVE", name: "act", args: [1], playerID: "0", credentials: "c" },
      stateID: 3,
      matchID: "m",
      playerID: "0",
    });
    // A client without credentials sends none (undefined does not cross the wire).
    const { credentials: _, ...payload } = move("act").payload;
    expect(readClientPacket(["update", { type: "GAME_EVENT", payload }, 0, "m", "0"])?.event).toBe("update");
    expect(readClientPacket(["sync", "m", null, null, null])).toEqual({ event: "sync", matchID: "m", playerID: null, credentials: null, numPlayers: null });
    expect(readClientPacket(["chat", "m", { id: "x", sender: "0", payload: { text: "hi" } }, "c"])?.event).toBe("chat");
  });

  it("refuses other events, arities, action types, id types and fields", () => {
    const refused: unknown[][] = [
      ["update", move("act"), 3, "m"],
      ["update", move("act"), 3, "m", "0", () => undefined], // an acknowledgement callback
      ["update", move("act"), 3, "m", "1"], // in another seat's name
      ["update", move("act"), 3, null, "0"],
      ["update", move("act"), 3, 42, "0"],
      ["update", move("act"), -1, "m", "0"],
      ["update", move("act"), 1.5, "m", "0"],
      ["update", move("act"), "3", "m", "0"],
      ["update", move(42), 3, "m", "0"],
      ["update", move("act", { args: 1 }), 3, "m", "0"],
      ["update", move("act", { extra: 1 }), 3, "m", "0"],
      ["update", move("act", { credentials: 5 }), 3, "m", "0"],
      ["update", { ...move("act"), state: {} }, 3, "m", "0"],
      ["update", JSON.parse('{"type":"MAKE_MOVE","__proto__":{},"payload":{"type":"act","args":[],"playerID":"0"}}'), 3, "m", "0"],
      ...["PATCH", "UPDATE", "SYNC", "RESET", "UNDO", "REDO", "PLUGIN", "STRIP_TRANSIENTS"].map((type) => ["update", { ...move("act"), type }, 3, "m", "0"]),
      ["update", { type: "MAKE_MOVE" }, 3, "m", "0"],
      ["update", null, 3, "m", "0"],
      ["sync", 42, null, null, 2],
      ["sync", "m", 0, null, 2],
      ["sync", "m", "0", {}, 2],
      ["sync", "m", "0", null, 0],
      ["sync", "m", "0", null],
      ["chat", "m", { id: "x", sender: null, payload: 1 }, null],
      ["chat", "m", { id: "x", sender: "0", payload: 1, more: 2 }, null],
      ["chat", "m", "hello", null],
      ["patch", "m"],
      ["constructor"],
      [],
    ];
    for (const packet of refused) expect(readClientPacket(packet), JSON.stringify(packet)).toBeUndefined();
  });
});

describe("clientActions: the moves and events a game lets a client name", () => {
  it("for a Laguna game: act, no Object.prototype name, and no event", () => {
    const allowed = clientActions(toBoardgameGame(stash));
    expect(allowed.isMove("act")).toBe(true);
    for (const name of [...PROTOTYPE_NAMES, "", "nope"]) expect(allowed.isMove(name), name).toBe(false);
    for (const name of ["endTurn", "endGame", "setActivePlayers", "pass", "toString", "nope", ""]) expect(allowed.isEvent(name), name).toBe(false);
  });

  it("for another game: its own moves in phases and stages, unless another list would find the name through its prototype; the events it leaves on", () => {
    const game: Game = {
      moves: { roll: () => undefined },
      phases: { draft: { moves: { pick: () => undefined, toString: () => undefined }, turn: { stages: { wait: { moves: { skip: () => undefined } } } } } },
      events: { endGame: false },
    };
    const allowed = clientActions(game);
    for (const name of ["roll", "pick", "skip"]) expect(allowed.isMove(name), name).toBe(true);
    // Its own in one phase, but boardgame.io's `in` would find Object.prototype's in the others.
    expect(allowed.isMove("toString")).toBe(false);
    expect(allowed.isMove("valueOf")).toBe(false);
    expect(allowed.isEvent("endTurn")).toBe(true);
    expect(allowed.isEvent("endGame")).toBe(false);
    expect(allowed.isEvent("toString")).toBe(false);
  });
});

describe("toBoardgameGame: boardgame.io's move lookup finds only act", () => {
  it("refuses a move named after an Object.prototype member in boardgame.io's own reducer, changing nothing", () => {
    const bg = toBoardgameGame(stash, { seed: 5 });
    expect(Object.keys(bg.moves ?? {})).toEqual(["act"]);
    const reducer = CreateGameReducer({ game: bg });
    const start = InitializeGame({ game: bg, numPlayers: 2 });
    const refusals = catchRefusals();
    for (const name of PROTOTYPE_NAMES) {
      const after = reducer(start, { type: "MAKE_MOVE", payload: { type: name, args: [{ forged: 1 }], playerID: "0" } });
      expect({ G: after.G, ctx: after.ctx, stateID: after._stateID, log: after.deltalog }, name).toEqual({ G: start.G, ctx: start.ctx, stateID: start._stateID, log: [] });
    }
    // boardgame.io logs each as a refused move (kept off the output by catchRefusals).
    expect(refusals()).toEqual(PROTOTYPE_NAMES.map((name) => `disallowed move: ${name}`));
  });
});
