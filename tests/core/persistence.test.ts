import {
  SAVE_FORMAT_VERSION,
  type SavedMatch,
  SavedMatchC,
  activePlayers,
  actAt,
  createMatch,
  initialState,
  isOver,
  legalActions,
  loadMatch,
  matchLog,
  playout,
  replay,
  saveMatch,
  uniformRandomPolicy,
} from "@laguna/core";
import * as t from "io-ts";
import * as either from "fp-ts/lib/Either.js";
import { describe, expect, it } from "vitest";
import { stash } from "../fixtures/stash";
import { ticTacToe } from "../fixtures/tic-tac-toe";
import { type StashMatch, X_WINS_TOP_ROW, isPlainJson, left, mark, right, stashMatch, tttMatch } from "./helpers";

const viaJson = (saved: SavedMatch): unknown => JSON.parse(JSON.stringify(saved));

/** A Stash match played for `steps` actions with a seeded random policy. */
function playedStash(config: Parameters<typeof stashMatch>[0], seed: number, steps: number): StashMatch {
  return right(playout(stashMatch(config, seed), uniformRandomPolicy(seed + 1000), steps));
}

describe("saveMatch", () => {
  it("writes the envelope, config, seed and log", () => {
    const m = mark(tttMatch({ misere: true }, 7), [4, 0]);
    expect(saveMatch(m)).toStrictEqual({
      format: "laguna-match",
      formatVersion: 2,
      game: { id: "tic-tac-toe", version: "1.0.0" },
      config: { playerCount: 2, misere: true, firstPlayer: 0 },
      seed: 7,
      log: [
        [0, 4],
        [1, 0],
      ],
      check: expect.stringMatching(/^[0-9a-f]{8}$/),
    });
    expect(SAVE_FORMAT_VERSION).toBe(2);
  });

  it("writes the actions themselves with { actions: true }", () => {
    const m = mark(tttMatch({ misere: true }, 7), [4, 0]);
    expect(saveMatch(m, { actions: true }).log).toStrictEqual([
      { seat: 0, action: { type: "mark", cell: 4 } },
      { seat: 1, action: { type: "mark", cell: 0 } },
    ]);
  });

  it("writes plain JSON that its own codec accepts", () => {
    for (const saved of [
      saveMatch(tttMatch()),
      saveMatch(mark(tttMatch(), X_WINS_TOP_ROW)),
      saveMatch(playedStash({ playerCount: 3 }, 5, 10)),
      saveMatch(playedStash({ playerCount: 4, startPlayer: "random" }, 6, 1000)),
    ]) {
      expect(isPlainJson(saved)).toBe(true);
      expect(viaJson(saved)).toStrictEqual(saved);
      expect(SavedMatchC.is(saved)).toBe(true);
    }
  });

  it("does not include the undo flags or the state", () => {
    const saved = saveMatch(mark(tttMatch(), [4]));
    expect(Object.keys(saved).sort()).toStrictEqual(["check", "config", "format", "formatVersion", "game", "log", "seed"]);
    expect(saved.log[0]).toStrictEqual([0, 4]);
  });
});

describe("loadMatch", () => {
  it("round-trips a tic-tac-toe match through JSON: same state, log and everything else", () => {
    for (const cells of [[], [4], [4, 0, 8], [...X_WINS_TOP_ROW]]) {
      const m = mark(tttMatch({ firstPlayer: 1 }, -12), cells);
      const loaded = right(loadMatch(ticTacToe, viaJson(saveMatch(m))));
      expect(loaded.state).toStrictEqual(m.state);
      expect(initialState(loaded)).toStrictEqual(initialState(m));
      expect(matchLog(loaded)).toStrictEqual(matchLog(m));
      expect(loaded.length).toBe(m.length);
      expect(loaded.config).toStrictEqual(m.config);
      expect(loaded.seed).toBe(-12);
      expect(loaded.strict).toBe(false);
      expect(isOver(loaded)).toBe(isOver(m));
    }
  });

  it("round-trips Stash matches (hidden hands, chance, mulligans) at every stage", () => {
    const configs = [
      {},
      { playerCount: 3 as const, handSize: 2 as const },
      { playerCount: 4 as const, vaultBonus: true, startPlayer: "random" as const },
    ];
    for (const [i, config] of configs.entries()) {
      for (const steps of [0, 1, 7, 1000]) {
        const m = playedStash(config, 100 + i, steps);
        const loaded = right(loadMatch(stash, viaJson(saveMatch(m))));
        expect(loaded.state).toStrictEqual(m.state);
        expect(matchLog(loaded)).toStrictEqual(matchLog(m));
        expect(loaded.length).toBe(m.length);
      }
    }
    // The mulligan (which draws from the generator) replays to the same generator state.
    const m0 = stashMatch({}, 77);
    const m1 = right(actAt(m0, 0, legalActions(m0, 0).findIndex((a) => a.type === "mulligan")));
    const loaded = right(loadMatch(stash, viaJson(saveMatch(m1))));
    expect(loaded.state.rng).toStrictEqual(m1.state.rng);
    expect(loaded.state.players).toStrictEqual(m1.state.players);
  });

  it("passes strict mode on to the loaded match", () => {
    const m = mark(tttMatch(), [4]);
    expect(right(loadMatch(ticTacToe, viaJson(saveMatch(m)), { strict: true })).strict).toBe(true);
  });

  it("refuses a match saved for another game", () => {
    expect(left(loadMatch(stash, viaJson(saveMatch(tttMatch()))))).toStrictEqual({
      kind: "invalid-save",
      reason: "game",
      message: 'This saved match is for the game "tic-tac-toe", not "stash".',
    });
  });

  it("refuses a match saved with another rules version when the game has no migrate hook, naming both versions", () => {
    const saved = saveMatch(mark(tttMatch(), [4]));
    const advice = "Load it with the package version that made it";
    expect(left(loadMatch(ticTacToe, { ...saved, game: { id: "tic-tac-toe", version: "0.9.0" } }))).toStrictEqual({
      kind: "invalid-save",
      reason: "version",
      message: `This saved match was made with Tic-tac-toe rules version 0.9.0; this is rules version 1.0.0, which has no migration from it. ${advice} (rules version 0.9.0), or start a new match.`,
    });
    const newer: typeof ticTacToe = { ...ticTacToe, version: "2.0.0" };
    expect(left(loadMatch(newer, saved))).toMatchObject({
      kind: "invalid-save",
      reason: "version",
      message: expect.stringContaining("made with Tic-tac-toe rules version 1.0.0; this is rules version 2.0.0") as unknown,
    });
  });

  describe("the migrate hook", () => {
    const m = mark(tttMatch(), [4, 0]);
    const old = { ...saveMatch(m), game: { id: "tic-tac-toe", version: "0.9.0" } };
    const seen: SavedMatch[] = [];
    const migrating: typeof ticTacToe = {
      ...ticTacToe,
      migrate: (saved) => {
        seen.push(saved);
        return saved.game.version === "0.9.0" ? either.right({ ...saved, game: { ...saved.game, version: "1.0.0" } }) : either.left(`nothing is known of version ${saved.game.version}`);
      },
    };

    it("loads a save of an older rules version through migrate, into the same match", () => {
      seen.length = 0;
      const loaded = right(loadMatch(migrating, viaJson(old)));
      expect(loaded.state).toStrictEqual(m.state);
      expect(seen.map((s) => s.game.version)).toStrictEqual(["0.9.0"]);
    });

    it("is not called for a save of the same version", () => {
      seen.length = 0;
      right(loadMatch(migrating, viaJson(saveMatch(m))));
      expect(seen).toStrictEqual([]);
    });

    it("reports the hook's refusal in its words, with both versions", () => {
      expect(left(loadMatch(migrating, { ...old, game: { id: "tic-tac-toe", version: "0.1.0" } }))).toStrictEqual({
        kind: "invalid-save",
        reason: "version",
        message: "This saved match was made with Tic-tac-toe rules version 0.1.0; this is rules version 1.0.0, and it cannot be migrated: nothing is known of version 0.1.0.",
      });
    });

    it("checks the migrated save like any other: a migrated log that does not replay is refused", () => {
      const broken: typeof ticTacToe = { ...ticTacToe, migrate: (saved) => either.right({ ...saved, game: { ...saved.game, version: "1.0.0" }, log: [[0, 99]] }) };
      expect(left(loadMatch(broken, viaJson(old)))).toMatchObject({ kind: "invalid-save", reason: "log" });
    });

    it("blames the module when migrate returns a save of the wrong version", () => {
      const lazy: typeof ticTacToe = { ...ticTacToe, migrate: (saved) => either.right(saved) };
      expect(left(loadMatch(lazy, viaJson(old))).kind).toBe("module-defect");
    });
  });

  const formatErrors = (): [unknown, string, string][] => {
    const saved = saveMatch(mark(tttMatch(), [4]));
    return [
      [{ ...saved, format: "other" }, "format", 'expected "laguna-match", got "other"'],
      [{ ...saved, formatVersion: 3 }, "formatVersion", "expected 1 or 2, got 3"],
      [{ ...saved, log: "none" }, "log", 'expected ReadonlyArray<SavedLogEntry>, got "none"'],
      [{ ...saved, log: [{ seat: -1, action: { type: "mark", cell: 4 } }] }, "log.0.seat", "expected a non-negative integer, got -1"],
      [{ ...saved, log: [[0, -4]] }, "log.0.1", "expected a non-negative integer, got -4"],
      [{ ...saved, game: { id: "tic-tac-toe" } }, "game.version", "expected string, got undefined"],
      [{ ...saved, seed: 1.5 }, "seed", "expected Seed (a whole number of at most 53 bits), got 1.5"],
    ];
  };

  it("refuses a wrong format, saying what was expected and what was found", () => {
    for (const [input, path, expectedGot] of formatErrors()) {
      const error = left(loadMatch(ticTacToe, input));
      expect(error.kind).toBe("invalid-save");
      if (error.kind !== "invalid-save") throw new Error("unreachable");
      expect(error.reason).toBe("format");
      expect(error.message.startsWith("Invalid saved match: at saved match.")).toBe(true);
      expect(error.message.endsWith(`${path}: ${expectedGot}.`)).toBe(true);
    }
    for (const input of [null, undefined, 42, "save", [], {}]) {
      const error = left(loadMatch(ticTacToe, input));
      expect(error.kind).toBe("invalid-save");
      if (error.kind !== "invalid-save") throw new Error("unreachable");
      expect(error.reason).toBe("format");
      expect(error.message.startsWith("Invalid saved match: at saved match")).toBe(true);
    }
  });

  // Regression test (found by the core test pass; fixed).
  it("names the path of a format error without the codec's internal member index", () => {
    for (const [input, path, expectedGot] of formatErrors()) {
      expect(left(loadMatch(ticTacToe, input))).toStrictEqual({
        kind: "invalid-save",
        reason: "format",
        message: `Invalid saved match: at saved match.${path}: ${expectedGot}.`,
      });
    }
  });

  it("refuses a config its codec refuses", () => {
    const saved = saveMatch(tttMatch());
    expect(left(loadMatch(ticTacToe, { ...saved, config: { playerCount: 2, misere: "no", firstPlayer: 0 } }))).toStrictEqual({
      kind: "invalid-save",
      reason: "config",
      message: 'Invalid config: at config.misere: expected boolean, got "no".',
    });
    expect(left(loadMatch(ticTacToe, { ...saved, config: null }))).toStrictEqual({
      kind: "invalid-save",
      reason: "config",
      message: "Invalid config: at config: expected TicTacToeConfig, got null.",
    });
  });

  it("refuses an illegal log entry, naming the step index and the reason", () => {
    const saved = saveMatch(mark(tttMatch(), [4, 0, 8, 2]), { actions: true });
    const withEntry = (i: number, entry: { seat: number; action: unknown }): unknown => ({
      ...saved,
      log: saved.log.map((e, j) => (j === i ? entry : e)),
    });
    expect(left(loadMatch(ticTacToe, withEntry(3, { seat: 1, action: { type: "mark", cell: 4 } })))).toStrictEqual({
      kind: "invalid-save",
      reason: "log",
      step: 3,
      message: 'Log entry 3 ({"seat":1,"action":{"type":"mark","cell":4}}) cannot be replayed: Square 4 is already taken.',
    });
    expect(left(loadMatch(ticTacToe, withEntry(0, { seat: 1, action: { type: "mark", cell: 4 } })))).toStrictEqual({
      kind: "invalid-save",
      reason: "log",
      step: 0,
      message: `Log entry 0 ({"seat":1,"action":{"type":"mark","cell":4}}) cannot be replayed: It is not seat 1's turn; waiting for seat 0.`,
    });
    expect(left(loadMatch(ticTacToe, withEntry(2, { seat: 0, action: { type: "mark", cell: "x" } })))).toStrictEqual({
      kind: "invalid-save",
      reason: "log",
      step: 2,
      message: `Log entry 2 ({"seat":0,"action":{"type":"mark","cell":"x"}}) cannot be replayed: Invalid action: at action.cell: expected Cell (0 to 8), got "x".`,
    });
  });

  it("refuses a compact entry whose position is not a legal action, naming the step", () => {
    const saved = saveMatch(mark(tttMatch(), [4, 0, 8, 2]));
    const log = saved.log.map((e, j) => (j === 2 ? [0, 7] : e));
    expect(left(loadMatch(ticTacToe, { ...saved, log }))).toStrictEqual({
      kind: "invalid-save",
      reason: "log",
      step: 2,
      message: "Log entry 2 (seat 0, legal action 7) cannot be replayed: Invalid action index 7: seat 0 has 7 legal actions (0 to 6).",
    });
    const wrongSeat = saved.log.map((e, j) => (j === 1 ? [0, 0] : e));
    expect(left(loadMatch(ticTacToe, { ...saved, log: wrongSeat }))).toMatchObject({ kind: "invalid-save", reason: "log", step: 1 });
  });

  it("still loads a version 1 save (one { seat, action } object per entry)", () => {
    const m = mark(tttMatch({ misere: true }, 7), [4, 0, 8]);
    const { check: _digest, ...rest } = saveMatch(m, { actions: true });
    const v1 = { ...rest, formatVersion: 1 };
    expect(right(loadMatch(ticTacToe, v1)).state).toStrictEqual(m.state);
  });

  it("refuses an entry after the end of the game", () => {
    const { check: _digest, ...saved } = saveMatch(mark(tttMatch(), X_WINS_TOP_ROW));
    const extended = { ...saved, log: [...saved.log, { seat: 1, action: { type: "mark", cell: 8 } }] };
    expect(left(loadMatch(ticTacToe, extended))).toStrictEqual({
      kind: "invalid-save",
      reason: "log",
      step: 5,
      message: 'Log entry 5 ({"seat":1,"action":{"type":"mark","cell":8}}) cannot be replayed: The game is over; no more actions can be taken.',
    });
  });

  it("refuses a Stash log whose cards do not match the seed (a tampered seed), with actions: at the entry", () => {
    const m = playedStash({}, 31, 1000);
    const saved = saveMatch(m, { actions: true });
    const error = left(loadMatch(stash, { ...saved, seed: saved.seed + 1 }));
    expect(error.kind).toBe("invalid-save");
    if (error.kind !== "invalid-save") throw new Error("unreachable");
    expect(error.reason).toBe("log");
    expect(typeof error.step).toBe("number");
    expect(error.message.startsWith(`Log entry ${error.step} `)).toBe(true);
  });

  it("refuses a compact Stash log replayed from a tampered seed, by the digest of the final state", () => {
    const m = playedStash({}, 31, 1000);
    const saved = saveMatch(m);
    const error = left(loadMatch(stash, { ...saved, seed: saved.seed + 1 }));
    expect(error).toMatchObject({ kind: "invalid-save", reason: "log" });
    expect(error.message).toMatch(/another state than the one saved|cannot be replayed/);
  });
});

describe("loadMatch: a save is untrusted plain JSON", () => {
  const saved = () => saveMatch(mark(tttMatch(), [4, 0]));

  it("refuses a save with a throwing getter or Proxy as a bad save, not as the module's defect", () => {
    const getter = saved() as unknown as Record<string, unknown>;
    Object.defineProperty(getter, "seed", { enumerable: true, get: () => { throw new Error("getter ran"); } });
    const trap = new Proxy(saved(), { getOwnPropertyDescriptor: () => { throw new Error("trap"); } });
    for (const input of [getter, trap]) {
      const error = left(loadMatch(ticTacToe, input));
      expect(error).toMatchObject({ kind: "invalid-save", reason: "format" });
    }
  });

  it("refuses a sparse log at its first hole, however long it claims to be", () => {
    const log: unknown[] = [];
    log.length = 100_000_000;
    // Past the default size limit of a save: refused by its length, before anything is read.
    const error = left(loadMatch(ticTacToe, { ...saved(), log }));
    expect(error).toMatchObject({ kind: "invalid-save", reason: "format" });
    expect(error.message).toContain("at saved match.log: it is larger than this host accepts");
    expect(error.message).toContain("too many elements (100000000 here)");
    // With the limits lifted, at its first hole.
    const lifted = left(loadMatch(ticTacToe, { ...saved(), log }, { limits: { save: { maxBytes: Infinity, maxKeys: Infinity } } }));
    expect(lifted).toMatchObject({ kind: "invalid-save", reason: "format" });
    expect(lifted.message).toContain("at saved match.log.0: a hole in an array is not JSON");
  });

  it("refuses a field a save does not have (a misspelt check would otherwise be ignored)", () => {
    const { check, ...rest } = saved();
    const error = left(loadMatch(ticTacToe, { ...rest, chek: check }));
    expect(error).toStrictEqual({
      kind: "invalid-save",
      reason: "format",
      message: 'Invalid saved match: unknown field "chek" (a save has format, formatVersion, game, config, seed, log, initialState, check).',
    });
  });
});

describe("replay", () => {
  it("is deterministic: the same config, seed and log give the identical state", () => {
    for (const seed of [0, 1, -5, 2 ** 31 - 1, 2 ** 53 - 1, -(2 ** 40) - 7]) {
      const m = playedStash({ playerCount: 3, startPlayer: "random" }, seed, 1000);
      expect(isOver(m)).toBe(true);
      const a = right(replay(stash, m.config, m.seed, matchLog(m)));
      const b = right(replay(stash, m.config, m.seed, matchLog(m)));
      expect(a.state).toStrictEqual(m.state);
      expect(b.state).toStrictEqual(a.state);
      expect(matchLog(a)).toStrictEqual(matchLog(m));
    }
  });

  it("sets up identically from the same seed and differently from another", () => {
    const config = stash.defaultConfig(2);
    const a = right(createMatch(stash, config, 123));
    const b = right(createMatch(stash, config, 123));
    const c = right(createMatch(stash, config, 124));
    expect(a.state).toStrictEqual(b.state);
    expect(c.state.deck).not.toStrictEqual(a.state.deck);
    expect(c.state.rng).not.toStrictEqual(a.state.rng);
  });

  it("returns the same invalid-input errors as createMatch for a bad config or seed", () => {
    expect(left(replay(ticTacToe, { playerCount: 2 }, 1, [])).kind).toBe("invalid-input");
    expect(left(replay(ticTacToe, ticTacToe.defaultConfig(2), 0.5, [])).kind).toBe("invalid-input");
  });

  it("follows the turn order of a random start player", () => {
    const starts = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const m = stashMatch({ playerCount: 4, startPlayer: "random" }, seed);
      starts.add(activePlayers(m)[0] as number);
      const again = right(replay(stash, m.config, seed, []));
      expect(activePlayers(again)).toStrictEqual(activePlayers(m));
    }
    expect([...starts].sort()).toStrictEqual([0, 1, 2, 3]);
  });
});

// loadMatch decodes the saved config, then hands the *decoded* config to replay/createMatch.
// That only works for a config codec whose encoded form differs from its decoded form because
// createMatch accepts a config that already passes `codec.is` without decoding it again. If that
// shortcut goes, this test catches the double decode (see the report).
describe("loadMatch with a config codec that encodes differently from its decoded form", () => {
  const YesNo = new t.Type<boolean, string, unknown>(
    "YesNo",
    (u): u is boolean => typeof u === "boolean",
    (u, c) => (u === "yes" ? t.success(true) : u === "no" ? t.success(false) : t.failure(u, c)),
    (b) => (b ? "yes" : "no"),
  );
  const yesNoConfig = {
    ...ticTacToe,
    codecs: {
      ...ticTacToe.codecs,
      config: t.readonly(t.type({ playerCount: t.literal(2), misere: YesNo, firstPlayer: t.union([t.literal(0), t.literal(1)]) })),
    },
  };

  it("saves the encoded config (control)", () => {
    const m = right(createMatch(yesNoConfig, { playerCount: 2, misere: "yes", firstPlayer: 0 }, 1));
    expect(m.config.misere).toBe(true);
    expect(saveMatch(m).config).toStrictEqual({ playerCount: 2, misere: "yes", firstPlayer: 0 });
  });

  it("loads what it saved", () => {
    const m = right(createMatch(yesNoConfig, { playerCount: 2, misere: "yes", firstPlayer: 0 }, 1));
    const loaded = right(loadMatch(yesNoConfig, viaJson(saveMatch(m))));
    expect(loaded.config).toStrictEqual(m.config);
  });
});
