/**
 * Issue 12: every bad input refused for the right reason, never a throw; undo without replay;
 * states the engine did not make are checked against the config.
 */
import {
  type AnyGame,
  act,
  activePlayers,
  createMatch,
  createMatchFromState,
  deepEqual,
  initialState,
  lastEntry,
  legalActions,
  loadMatch,
  matchLog,
  matchMoves,
  playout,
  saveMatch,
  toPlainJson,
  undo,
  uniformRandomPolicy,
  unknownFields,
} from "@laguna/core";
import { types } from "node:util";
import * as t from "io-ts";
import { describe, expect, it } from "vitest";
import { stash } from "../fixtures/stash";
import { ticTacToe } from "../fixtures/tic-tac-toe";
import { murano } from "@laguna/murano";
import { lightMasters } from "@laguna/murano-light-masters";
import { walkingInBurano } from "@laguna/walking-in-burano";
import { DRAW, left, mark, right, stashMatch, tttMatch } from "./helpers";

/** Longer than the trail keeps in full (4 recent states, then one per 16 positions). */
const RECENT_PLUS_CHECKPOINTS = 40;

/** An array nested `depth` levels deep around `inner`. */
function nested(depth: number, inner: unknown = 0): unknown {
  let v = inner;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

describe("item 1: deeply nested and exotic values never make the engine throw", () => {
  it("loadMatch refuses a save with a 4,100-level array in the config, an action, the start state or the log", () => {
    const m = mark(tttMatch(), [4, 0]);
    const saved = JSON.parse(JSON.stringify(saveMatch(m, { actions: true }))) as Record<string, unknown>;
    const deep = JSON.parse(JSON.stringify(nested(4100))) as unknown;
    const variants: unknown[] = [
      { ...saved, config: deep },
      { ...saved, config: { ...(saved.config as object), misere: deep } },
      { ...saved, log: [{ seat: 0, action: { type: "mark", cell: deep } }] },
      { ...saved, log: [{ seat: 0, action: deep }] },
      { ...saved, log: [deep] },
      { ...saved, initialState: deep },
      { ...saved, game: deep },
    ];
    for (const input of variants) {
      const error = left(loadMatch(ticTacToe, input));
      expect(error.kind).toBe("invalid-save");
    }
  });

  it("act refuses deep nesting and a null-prototype object holding a BigInt as invalid input, not as a module defect", () => {
    const m = tttMatch();
    const bare = Object.create(null) as Record<string, unknown>;
    bare.type = "mark";
    bare.cell = 4n;
    for (const input of [nested(4100), { type: "mark", cell: nested(4100) }, bare]) {
      const error = left(act(m, 0, input));
      expect(error.kind).toBe("invalid-input");
    }
  });
});

describe("item 3: legalActions with a value that is not a seat", () => {
  it("returns no actions for '0', 'constructor', -1, 0.5 and 2, and does not poison the cache of seat 0", () => {
    const m = tttMatch();
    for (const seat of ["0", "constructor", "__proto__", -1, 0.5, 2, Number.NaN, null]) {
      expect(legalActions(m, seat as number)).toStrictEqual([]);
    }
    expect(legalActions(m, 0)).toHaveLength(9);
    expect(right(act(m, 0, { type: "mark", cell: 4 })).length).toBe(1);
  });

  it("act refuses a seat given as a string as not-your-turn, naming it", () => {
    const error = left(act(tttMatch(), "0" as unknown as number, { type: "mark", cell: 4 }));
    expect(error).toMatchObject({ kind: "not-your-turn", message: 'There is no seat "0" in this 2-player game.' });
  });
});

describe("item 4: a given state must fit the config", () => {
  it("createMatchFromState refuses a 4-player Stash state with a 2-player config", () => {
    const four = stash.setup({ ...stash.defaultConfig(4), playerCount: 4 }, 1);
    const error = left(createMatchFromState(stash, stash.defaultConfig(2), four));
    expect(error.kind).toBe("invalid-input");
    expect(error.message).toMatch(/^Invalid state: /);
  });

  it("refuses a state whose seat to act does not exist, even without the module's checkState", () => {
    const { checkState: _ignored, ...bare } = stash;
    const four = stash.setup({ ...stash.defaultConfig(4), playerCount: 4 }, 1);
    const lastSeatToAct = { ...four, current: 3 };
    const error = left(createMatchFromState({ ...bare }, { ...stash.defaultConfig(2) }, { ...lastSeatToAct, config: stash.defaultConfig(2) }));
    expect(error.message).toBe("Invalid state: seat 3 is to act, but this is a 2-player game.");
  });

  it("refuses a duplicated card through the module's checkState, and a save carrying such a start state", () => {
    const config = stash.defaultConfig(2);
    const s = stash.setup(config, 3);
    const dup = { ...s, deck: [...s.deck.slice(1), s.deck[0] as number, s.players[0]?.hand[0] as number] };
    expect(left(createMatchFromState(stash, config, dup)).message).toBe("Invalid state: a card is in two places.");
    const saved = saveMatch(right(createMatchFromState(stash, config, s)));
    expect(left(loadMatch(stash, { ...saved, initialState: dup }))).toMatchObject({ kind: "invalid-save", reason: "state" });
  });

  it("refuses a missing card and a generator of all zeros through Stash's checkState", () => {
    const config = stash.defaultConfig(2);
    const s = stash.setup(config, 3);
    expect(left(createMatchFromState(stash, config, { ...s, deck: s.deck.slice(2) })).message).toBe("Invalid state: 2 of the 24 cards are missing.");
    expect(left(createMatchFromState(stash, config, { ...s, rng: [0, 0, 0, 0] })).message).toBe(
      "Invalid state: the generator state is all zeros, which never changes (a generator must be seeded).",
    );
  });

  it("reads a given state as plain JSON: a getter in it is refused, not run", () => {
    const s = stash.setup(stash.defaultConfig(2), 3);
    let ran = false;
    const sneaky = Object.defineProperty({ ...s }, "over", {
      enumerable: true,
      get: () => {
        ran = true;
        return false;
      },
    });
    expect(left(createMatchFromState(stash, stash.defaultConfig(2), sneaky)).message).toMatch(/getter/);
    expect(ran).toBe(false);
  });
});

describe("item 5: malformed actions are invalid input, whatever their trick", () => {
  const m = tttMatch();
  const inputs: [string, () => unknown][] = [
    ["fields inherited from a prototype", () => Object.create({ type: "mark", cell: 4 }) as unknown],
    ["a prototype holding one of the fields", () => Object.assign(Object.create({ cell: 4 }) as object, { type: "mark" })],
    ["a throwing getter", () => Object.defineProperty({ type: "mark" }, "cell", { enumerable: true, get: () => { throw new Error("no"); } })],
    ["a getter that answers", () => Object.defineProperty({ type: "mark" }, "cell", { enumerable: true, get: () => 4 })],
    ["a Proxy whose traps throw", () => new Proxy({ type: "mark", cell: 4 }, { ownKeys: () => { throw new Error("trap"); } })],
    ["a Proxy that lies about its prototype", () => new Proxy({ type: "mark", cell: 4 }, { getPrototypeOf: () => { throw new Error("trap"); } })],
    ["a revoked Proxy", () => { const p = Proxy.revocable({ type: "mark", cell: 4 }, {}); p.revoke(); return p.proxy; }],
    ["a class instance", () => new (class Action { type = "mark"; cell = 4; })()],
    ["a symbol key", () => ({ type: "mark", cell: 4, [Symbol("x")]: 1 })],
    ["undefined in a field", () => ({ type: "mark", cell: 4, note: undefined })],
    ["a cycle", () => { const a: Record<string, unknown> = { type: "mark", cell: 4 }; a.self = a; return a; }],
    ["a sparse array", () => [, 1]], // eslint-disable-line no-sparse-arrays
  ];
  for (const [what, make] of inputs) {
    it(`refuses ${what} as invalid-input`, () => {
      const error = left(act(m, 0, make()));
      expect(error.kind).toBe("invalid-input");
      expect(m.length).toBe(0);
    });
  }

  it("toPlainJson copies plain data and keeps a '__proto__' key as an ordinary field", () => {
    const input = JSON.parse('{"a":[1,{"b":null}],"__proto__":{"x":1}}') as unknown;
    const copy = right(toPlainJson(input, "value"));
    expect(copy).not.toBe(input);
    expect(deepEqual(copy, input)).toBe(true);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
  });

  it("unknownFields names unknown fields at any depth, through unions, intersections, partials and records", () => {
    const Beads = t.type({ red: t.number, blue: t.number });
    const codec = t.union([
      t.readonly(t.type({ type: t.literal("sell"), beads: Beads })),
      t.intersection([t.type({ type: t.literal("take") }), t.partial({ substitutes: t.record(t.keyof({ A: null, B: null }), t.number) })]),
      t.type({ type: t.literal("tally"), counts: t.record(t.string, t.type({ n: t.number })) }),
    ]);
    expect(unknownFields(codec, { type: "sell", beads: { red: 1, blue: 0, gold: 1 } }, "action")).toStrictEqual(["action.beads.gold"]);
    expect(unknownFields(codec, { type: "take", substitutes: { A: 1, B: 0, X: 1 } }, "action")).toStrictEqual(["action.substitutes.X"]);
    expect(unknownFields(codec, { type: "take", extra: 1 }, "action")).toStrictEqual(["action.extra"]);
    expect(unknownFields(codec, { type: "tally", counts: { any: { n: 1, m: 2 } } }, "action")).toStrictEqual(["action.counts.any.m"]);
    expect(unknownFields(codec, { type: "sell", beads: { red: 1, blue: 0 } }, "action")).toStrictEqual([]);
  });
});

describe("item 8: undo without replay, a compact log, no stored initial state", () => {
  it("undo gives back the very state object before the action (no replay), step after step", () => {
    const m0 = tttMatch();
    const m1 = mark(m0, [4]);
    const m2 = mark(m1, [0]);
    const back1 = right(undo(m2));
    expect(back1.state).toBe(m1.state);
    expect(back1.length).toBe(1);
    expect(lastEntry(back1)).toStrictEqual(lastEntry(m1));
    const back0 = right(undo(back1));
    expect(back0.state).toBe(m0.state);
    expect(lastEntry(back0)).toBeUndefined();
    expect(left(undo(back0)).kind).toBe("cannot-undo");
  });

  it("after undo and a different action, both branches keep their own logs", () => {
    const m2 = mark(tttMatch(), [4, 0]);
    const other = mark(right(undo(m2)), [8]);
    const same = mark(m2, [8]);
    expect(matchLog(other).map((e) => (e.action as { cell: number }).cell)).toStrictEqual([4, 8]);
    expect(matchLog(same).map((e) => (e.action as { cell: number }).cell)).toStrictEqual([4, 0, 8]);
    expect(matchLog(m2).map((e) => (e.action as { cell: number }).cell)).toStrictEqual([4, 0]);
  });

  it("branches many times from one point of a long game without mixing logs (chunk sharing)", () => {
    const long = right(playout(stashMatch({ playerCount: 4 }, 5), uniformRandomPolicy(9), 70));
    const moves = matchMoves(long);
    const branches = [0, 1, 2].map((k) => {
      const seat = activePlayers(long)[0] as number;
      const legal = legalActions(long, seat);
      return legal.length > 0 ? right(act(long, seat, legal[k % legal.length])) : long;
    });
    for (const b of branches) expect(matchMoves(b).slice(0, moves.length)).toStrictEqual(moves);
    expect(matchMoves(long)).toStrictEqual(moves);
    const reloaded = right(loadMatch(stash, JSON.parse(JSON.stringify(saveMatch(long)))));
    expect(reloaded.state).toStrictEqual(long.state);
    expect(matchLog(reloaded)).toStrictEqual(matchLog(long));
  });

  it("undo stops at an action that drew at random, and the chain before it is not kept", () => {
    const m = right(playout(stashMatch({}, 11), uniformRandomPolicy(3), 6));
    let back = m;
    let steps = 0;
    for (;;) {
      const u = undo(back);
      if (u._tag === "Left") break;
      back = u.right;
      steps++;
    }
    const entries = matchLog(m);
    const trailing = entries.length - 1 - entries.map((e) => e.undoable).lastIndexOf(false);
    expect(steps).toBe(Math.min(trailing, entries.length));
  });

  it("a match rebuilds its initial state from config and seed", () => {
    const m = mark(tttMatch({ misere: true }, 5), [4, 0, 8]);
    expect(initialState(m)).toStrictEqual(ticTacToe.setup(m.config, 5));
    expect(Object.keys(m)).not.toContain("initialState");
  });
});

describe("item 8: the undo trail is thinned, and undo still steps back through all of it", () => {
  it("undoes a whole deterministic game one action at a time, giving each earlier state and entry", () => {
    const played = mark(tttMatch(), DRAW);
    const states = [played.state];
    const entries = [lastEntry(played)];
    let m = played;
    for (let i = 0; i < DRAW.length; i++) {
      m = right(undo(m));
      states.push(m.state);
      entries.push(lastEntry(m));
    }
    let replayed = tttMatch();
    const forward = [replayed.state];
    const forwardEntries = [lastEntry(replayed)];
    for (const cell of DRAW) {
      replayed = mark(replayed, [cell]);
      forward.push(replayed.state);
      forwardEntries.push(lastEntry(replayed));
    }
    expect(states.reverse()).toStrictEqual(forward);
    expect(entries.reverse()).toStrictEqual(forwardEntries);
  });

  it("undoes the run of Stash plays after the last draw, matching a replay at every step, also after branching", () => {
    // An undoable run: Stash plays and buries never draw once the deck is empty (11 actions in
    // this game; the Light Masters test below covers runs longer than the trail keeps in full).
    // The game's last action shows every vault, so it cannot be undone: stop one action short.
    const full = right(playout(stashMatch({ playerCount: 4 }, 21), uniformRandomPolicy(4)));
    const long = right(playout(stashMatch({ playerCount: 4 }, 21), uniformRandomPolicy(4), full.length - 1));
    const log = matchLog(long);
    const firstUndoable = log.map((e) => e.undoable).lastIndexOf(false) + 1;
    expect(log.length - firstUndoable).toBeGreaterThanOrEqual(10);
    // A branch taken from the middle first, so that thinning has touched shared nodes.
    const middle = right(playout(stashMatch({ playerCount: 4 }, 21), uniformRandomPolicy(4), log.length - 20));
    right(playout(middle, uniformRandomPolicy(99)));
    let m = long;
    for (let len = log.length - 1; len >= firstUndoable; len--) {
      m = right(undo(m));
      expect(m.length).toBe(len);
      const again = right(playout(stashMatch({ playerCount: 4 }, 21), uniformRandomPolicy(4), len));
      expect(m.state).toStrictEqual(again.state);
      expect(lastEntry(m)).toStrictEqual(lastEntry(again));
    }
    expect(left(undo(m)).kind).toBe("cannot-undo");
  });
});

describe("item 8: a long undoable run (Light Masters) steps back exactly, past thinned positions", () => {
  it("undoes 120 actions one by one, each equal to a fresh replay of the same length", () => {
    const game = lightMasters;
    const config = game.defaultConfig(3);
    const play = (seed: number, steps: number) => right(playout(right(createMatch(game, config, seed)), uniformRandomPolicy(2), steps));
    // The first seeded game whose last actions form a run of undoable ones longer than the trail keeps in full.
    const runOf = (m: ReturnType<typeof play>): number => {
      const entries = matchLog(m);
      return entries.length - (entries.map((e) => e.undoable).lastIndexOf(false) + 1);
    };
    let seed = 1;
    let full = play(seed, 400);
    while (runOf(full) <= RECENT_PLUS_CHECKPOINTS && seed < 40) full = play(++seed, 400);
    const run = runOf(full);
    expect(run).toBeGreaterThan(RECENT_PLUS_CHECKPOINTS);
    let m = full;
    for (let k = 1; k <= Math.min(run, 120); k++) {
      m = right(undo(m));
      if (k % 7 === 0 || k > run - 3) {
        const again = play(seed, full.length - k);
        expect(m.state).toStrictEqual(again.state);
        expect(lastEntry(m)).toStrictEqual(lastEntry(again));
      }
    }
  });
});

describe("item 5 in the games: an unknown field nested in an action's sub-object is invalid input", () => {
  it("Murano: sell with beads {…, gold: 1} names action.beads.gold (any state: malformed is judged before the rules)", () => {
    const m = right(createMatch(murano, murano.defaultConfig(2), 1));
    const seat = activePlayers(m)[0] as number;
    const error = left(act(m, seat, { type: "sell", beads: { red: 1, green: 0, blue: 0, gold: 1 } }));
    expect(error.kind).toBe("invalid-input");
    expect(error.message).toContain('"beads.gold"');
  });
});

describe("exact configs (issue 11, item 1): a misspelled option is refused by name, not ignored", () => {
  it("createMatch names the unknown option and the one it most likely meant", () => {
    const error = left(createMatch(ticTacToe, { ...ticTacToe.defaultConfig(2), misre: true }, 1));
    expect(error).toStrictEqual({
      kind: "invalid-input",
      message: 'Invalid config: unknown option "misre" (did you mean "misere"?).',
      issues: [{ path: "config.misre", expected: 'no such option; did you mean "misere"?', actual: true }],
    });
  });

  it("createMatchFromState and loadMatch refuse it too, and an option far from every name gets no guess", () => {
    const config = { ...stash.defaultConfig(2), bananas: 1 };
    const state = stash.setup(stash.defaultConfig(2), 1);
    expect(left(createMatchFromState(stash, config, state)).message).toBe('Invalid config: unknown option "bananas".');
    const saved = saveMatch(stashMatch());
    expect(left(loadMatch(stash, { ...saved, config: { ...(saved.config as object), handsize: 3 } }))).toMatchObject({
      kind: "invalid-save",
      reason: "config",
      message: 'Invalid config: unknown option "handsize" (did you mean "handSize"?).',
    });
  });
});

describe("exact configs in the three games: their cross-checked config codecs still refuse unknown options by name", () => {
  it.each([
    ["walking-in-burano", walkingInBurano as AnyGame, "roundlimit", "roundLimit"],
    ["murano-light-masters", lightMasters as AnyGame, "roundlimit", "roundLimit"],
    ["murano", murano as AnyGame, "startplayer", "startPlayer"],
  ])("%s: a misspelled option is refused with the one it most likely meant", (_id, game, typo, meant) => {
    const error = left(createMatch(game, { ...game.defaultConfig(2), [typo]: 5 }, 1));
    expect(error.message).toBe(`Invalid config: unknown option "${typo}" (did you mean "${meant}"?).`);
  });

  it("the cross-field checks still refuse a start player that is not a seat", () => {
    expect(left(createMatch(walkingInBurano, { ...walkingInBurano.defaultConfig(2), startPlayer: 3 }, 1)).message).toBe(
      'Invalid config: at config.startPlayer: expected a seat of this game (0 to 1) or "random", got 3.',
    );
  });
});

describe("unknown action fields under an exact action codec", () => {
  it("are refused by name, although decoding strips them", () => {
    const exact: typeof ticTacToe = { ...ticTacToe, codecs: { ...ticTacToe.codecs, action: t.exact(t.type({ type: t.literal("mark"), cell: t.number })) as never } };
    const match = right(createMatch(exact, exact.defaultConfig(2), 1));
    const error = left(act(match, 0, { type: "mark", cell: 4, extra: 1 }));
    expect(error.kind).toBe("invalid-input");
    expect(error.message).toContain('unexpected field "extra"');
    expect(right(act(match, 0, { type: "mark", cell: 4 })).length).toBe(1);
  });
});

describe("keys that look like paths never reach a prototype", () => {
  it("refuses unknown fields named __proto__.x or constructor.prototype.x, and Object.prototype keeps its members", () => {
    const m = right(createMatch(ticTacToe, ticTacToe.defaultConfig(2), 1));
    const hostile = JSON.parse('{"type":"mark","cell":4,"__proto__.hasOwnProperty":1,"constructor.prototype.toString":2,"a.b":3}') as unknown;
    const error = left(act(m, 0, hostile));
    expect(error.kind).toBe("invalid-input");
    expect(error.message).toContain('"__proto__.hasOwnProperty", "constructor.prototype.toString", "a.b"');
    expect(error.message).toContain('without them, this is the legal action "mark square 4"');
    if (error.kind !== "invalid-input") throw new Error("unreachable");
    expect(error.issues.map((i) => i.actual)).toEqual([1, 2, 3]);
    expect(typeof Object.prototype.hasOwnProperty).toBe("function");
    expect(typeof Object.prototype.toString).toBe("function");
    expect(Object.hasOwn(Object.prototype, "hasOwnProperty")).toBe(true);
    // The engine still works: an unrelated match takes a legal action.
    expect(right(act(right(createMatch(ticTacToe, ticTacToe.defaultConfig(2), 2)), 0, { type: "mark", cell: 0 })).length).toBe(1);
  });

  it("names a config's unknown options with a dot in them as they are, and their values", () => {
    const error = left(createMatch(ticTacToe, { ...ticTacToe.defaultConfig(2), "constructor.prototype.x": 1 }, 1));
    expect(error.message).toBe('Invalid config: unknown option "constructor.prototype.x".');
    if (error.kind !== "invalid-input") throw new Error("unreachable");
    expect(error.issues).toEqual([{ path: "config.constructor.prototype.x", expected: "no such option", actual: 1 }]);
  });

  it("names at most 10 unknown fields in a message, and lists them all in the issues", () => {
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`option${i}`, true]));
    const error = left(createMatch(ticTacToe, { ...ticTacToe.defaultConfig(2), ...many }, 1));
    expect(error.message).toMatch(/^Invalid config: unknown options "option0", .*"option9" and 490 more\.$/);
    if (error.kind !== "invalid-input") throw new Error("unreachable");
    expect(error.issues).toHaveLength(500);
  });
});

describe("configs with getters or Proxies: never run twice, never thrown", () => {
  const throwing = () => {
    const config = { ...stash.defaultConfig(2) } as Record<string, unknown>;
    Object.defineProperty(config, "handSize", { enumerable: true, get: () => { throw new Error("boom"); } });
    return config;
  };
  const proxy = () => new Proxy({ ...stash.defaultConfig(2) }, { get: () => { throw new Error("trap"); } });

  it("createMatch and createMatchFromState refuse a getter as invalid input instead of throwing", () => {
    const state = stash.setup(stash.defaultConfig(2), 1);
    expect(left(createMatch(stash, throwing(), 1)).kind).toBe("invalid-input");
    expect(left(createMatchFromState(stash, throwing(), state)).kind).toBe("invalid-input");
  });

  it("read a Proxy once, by its own properties, and keep a plain copy (its traps are not run again)", () => {
    // Read by its own property descriptors, the Proxy's throwing get trap never runs.
    const created = right(createMatch(stash, proxy(), 1));
    expect(types.isProxy(created.config)).toBe(false);
    expect(created.config).toEqual(stash.defaultConfig(2));
    const state = stash.setup(stash.defaultConfig(2), 1);
    expect(types.isProxy(right(createMatchFromState(stash, proxy(), state)).config)).toBe(false);
  });

  it("a getter that changes its answer cannot slip a config past the check: the match keeps a plain copy", () => {
    let reads = 0;
    const config = { ...stash.defaultConfig(2) } as Record<string, unknown>;
    Object.defineProperty(config, "playerCount", { enumerable: true, get: () => (++reads > 3 ? 4 : 2) });
    expect(left(createMatch(stash, config, 1)).kind).toBe("invalid-input");
    const plain = { ...stash.defaultConfig(2) };
    const m = right(createMatch(stash, plain, 1));
    expect(m.config).toEqual(plain);
  });
});

describe("a given state with a field its codec does not describe", () => {
  it("is refused by name, as configs and actions are", () => {
    const state = { ...stash.setup(stash.defaultConfig(2), 1), notes: "mine" };
    const error = left(createMatchFromState(stash, stash.defaultConfig(2), state));
    expect(error.message).toBe('Invalid state: unknown field "notes".');
    const nested = stash.setup(stash.defaultConfig(2), 1);
    const withNested = { ...nested, players: nested.players.map((p, i) => (i === 0 ? { ...p, peek: [1] } : p)) };
    expect(left(createMatchFromState(stash, stash.defaultConfig(2), withNested)).message).toBe('Invalid state: unknown field "players.0.peek".');
    expect(right(createMatchFromState(stash, stash.defaultConfig(2), nested)).state).toEqual(nested);
  });
});
