import { randomBot } from "@laguna/bots";
import { hideInitialState, toBoardgameGame } from "@laguna/boardgame-io";
import { game } from "@laguna/murano-light-masters";
import type { StorageAPI } from "boardgame.io";
import { LobbyClient } from "boardgame.io/client";
import { InitializeGame } from "boardgame.io/internal";
import { describe, expect, it } from "vitest";
import { MemoryStorage, startServer, wire } from "./helpers";
import { playOverSockets, replayedOutcome, stopAll } from "./play";
import { sealedBids } from "./sealed-bids";

describe("toBoardgameGame", () => {
  const bg = toBoardgameGame(game);

  it("names the game by its id and takes its player counts", () => {
    expect(bg.name).toBe("murano-light-masters");
    expect([bg.minPlayers, bg.maxPlayers]).toEqual([Math.min(...game.playerCounts), Math.max(...game.playerCounts)]);
    expect(toBoardgameGame(game, { name: "lm" }).name).toBe("lm");
    expect(bg.disableUndo).toBe(true);
  });

  it("refuses a bad config or seed when a match is created, with core's words (an unknown option by name)", () => {
    const validate = (data: unknown, n: number, g = bg) => g.validateSetupData?.(data as never, n);
    expect(validate(undefined, 3)).toBeUndefined();
    expect(validate({ config: game.defaultConfig(2), seed: 5 }, 2)).toBeUndefined();
    expect(validate({ config: { ...game.defaultConfig(2), ringSid: "A" } }, 2)).toMatch(/unknown option "ringSid" \(did you mean "ringSide"\?\)/);
    expect(validate({ config: game.defaultConfig(3) }, 2)).toMatch(/it is for 3 players, but the match has 2/);
    expect(validate(undefined, 9)).toMatch(/is for .* players, not 9/);
    expect(validate({ seed: 1.5 }, 2)).toMatch(/Invalid seed/);
    expect(validate({ seed: 2 ** 53 }, 2)).toMatch(/Invalid seed: 9007199254740992 is not a whole number of at most 53 bits/);
    expect(validate({ seed: 2 ** 40 + 1 }, 2)).toBeUndefined();
    expect(validate({ seeed: 1 }, 2)).toMatch(/unknown field "seeed" \(did you mean "seed"\?\)/);
    expect(validate("murano", 2)).toMatch(/Invalid setupData/);
    const fixed = toBoardgameGame(game, { config: { ...game.defaultConfig(2), ringSide: "Z" } });
    expect(validate(undefined, 2, fixed)).toMatch(/Invalid config/);
  });

  it("sets a match up from the given seed, or from a secure random one that G keeps for replays", () => {
    const config = game.defaultConfig(2);
    const seeded = InitializeGame({ game: toBoardgameGame(game, { seed: 42 }), numPlayers: 2 });
    expect(seeded.G.seed).toBe(42);
    expect(seeded.G.state).toEqual(game.setup(config, 42));
    const fromSetupData = InitializeGame({ game: bg, numPlayers: 2, setupData: { seed: 43 } });
    expect(fromSetupData.G.seed).toBe(43);
    const drawn = [1, 2, 3].map(() => InitializeGame({ game: bg, numPlayers: 2 }).G);
    expect(new Set(drawn.map((G) => G.seed)).size).toBe(3);
    for (const G of drawn) expect(G.state).toEqual(game.setup(config, G.seed));
    // Drawn from all 53 bits of a seed (core's randomSeed), so no player can try every seed: with
    // 32-bit seeds, all three would be below 2^32.
    expect(drawn.some((G) => G.seed >= 2 ** 32)).toBe(true);
    // G is plain JSON; ctx starts on the first seat to act; boardgame.io's random plugin is unused.
    expect(wire(seeded.G)).toEqual(seeded.G);
    expect(Object.keys(seeded.ctx.activePlayers ?? {})).toEqual(game.activePlayers(seeded.G.state).map(String));
  });
});

describe("hideInitialState", () => {
  it("strips G, plugin data and undo stacks from the initial state an asynchronous storage hands out, and passes the rest through", async () => {
    class Store {
      #secret = "kept";
      type(): number {
        return 1;
      }
      secret(): string {
        return this.#secret;
      }
      async fetch(_id: string, opts: StorageAPI.FetchOpts): Promise<unknown> {
        const initialState = { G: { deck: [3, 1, 2] }, ctx: { turn: 1 }, plugins: { random: { data: { seed: "abc" } } }, _undo: [{ G: { deck: [3, 1, 2] } }], _redo: [], _stateID: 0 };
        return { state: { G: { now: 1 } }, ...(opts.initialState === true ? { initialState } : {}) };
      }
    }
    const store = hideInitialState(new Store() as unknown as StorageAPI.Async) as unknown as Store;
    expect(store.type()).toBe(1);
    expect(store.secret()).toBe("kept");
    expect(await store.fetch("m", { state: true, initialState: true })).toEqual({
      state: { G: { now: 1 } },
      initialState: { G: {}, ctx: { turn: 1 }, plugins: {}, _undo: [], _redo: [], _stateID: 0 },
    });
    expect(await store.fetch("m", { state: true })).toEqual({ state: { G: { now: 1 } } });
  });
});

describe("a game with simultaneous moves and hidden actions on a boardgame.io server", () => {
  it("lists every seat to act in ctx.activePlayers, takes their moves in any order and hides each bid from the others", async () => {
    const bgGame = toBoardgameGame(sealedBids);
    const db = new MemoryStorage();
    const server = await startServer([bgGame], hideInitialState(db));
    try {
      const lobby = new LobbyClient({ server: server.url });
      await expect(lobby.createMatch("sealed-bids", { numPlayers: 3, setupData: { config: { playerCount: 3, round: 2 } } })).rejects.toThrow(/400/);
      const config = { playerCount: 3, rounds: 4 };
      const played = await playOverSockets({
        server,
        game: sealedBids,
        bgGame,
        config,
        seed: 1,
        bots: [0, 1, 2].map((seat) => randomBot({ seed: seat })),
        // The last seat to act, then the first, and so on: both ways ctx follows.
        chooseSeat: (seats, step) => (step % 2 === 0 ? (seats[seats.length - 1] as number) : (seats[0] as number)),
      });
      stopAll([...played.clients, played.spectator]);
      expect(played.actions.length).toBe(12);
      expect(played.hidden.every((h) => h)).toBe(true);
      expect(played.clients[2]?.getState()?.ctx.gameover).toEqual(wire(replayedOutcome(sealedBids, config, 1, played.actions)));
    } finally {
      await server.stop();
    }
  });
});
