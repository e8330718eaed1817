/**
 * `defineGame`, `GameWith` and `requirePlayerCount` at the type level: the hooks a module defines
 * are required in the result and the others optional, the functions written inline are typed from
 * the codecs (a literal union field needs no annotation), a misspelt hook is refused, and
 * `requirePlayerCount` narrows the count. The type checks run under `npm run typecheck` (each
 * `@ts-expect-error` fails the check if its line compiles, and `expectTypeOf` fails it on a
 * mismatch); the runtime checks that the value is returned unchanged.
 */
import { type DefinedHooks, type Game, type GameWith, type ScoreSheet, defineGame, requirePlayerCount } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import * as t from "io-ts";
import { describe, expect, expectTypeOf, it } from "vitest";

const ConfigC = t.type({ playerCount: t.union([t.literal(2), t.literal(3)]) });
const StateC = t.type({ n: t.number, seat: t.number, step: t.union([t.literal("play"), t.literal("draw")]) });
const ActionC = t.type({ type: t.literal("count"), by: t.number });
type Config = t.TypeOf<typeof ConfigC>;
type State = t.TypeOf<typeof StateC>;
type Action = t.TypeOf<typeof ActionC>;

/** A module whose functions are all written inline with no annotation, the hard case for inference. */
const base = {
  id: "count",
  version: "1.0.0",
  name: "Count",
  playerCounts: [2, 3],
  capabilities: { hiddenInformation: false, chance: false, simultaneousMoves: false },
  codecs: { config: ConfigC, state: StateC, action: ActionC, view: StateC },
} as const;

describe("defineGame", () => {
  it("types inline functions from the codecs: literal union fields need no annotation", () => {
    const game = defineGame({
      ...base,
      defaultConfig: (playerCount) => {
        requirePlayerCount("Count", [2, 3], playerCount);
        return { playerCount };
      },
      maxActions: () => 5,
      // `step: "play"` checks against the codec's "play" | "draw" with no return type given,
      setup: (config) => ({ n: 0, seat: config.playerCount - 2, step: "play" }),
      activePlayers: (s) => (s.n < 5 ? [s.seat] : []),
      // and so does `type: "count"` in a function with no parameters to type.
      legalActions: () => [{ type: "count", by: 1 }],
      apply: (s, _seat, a) => either.right({ n: s.n + a.by, seat: 1 - s.seat, step: s.step === "play" ? "draw" : "play" }),
      view: (s) => s,
      outcome: () => undefined,
      describeAction: (a) => `${a.type} ${a.by}`,
    });
    expectTypeOf(game).toEqualTypeOf<GameWith<Config, State, Action, State, never>>();
    expect(game.setup(game.defaultConfig(2), 1)).toEqual({ n: 0, seat: 0, step: "play" });
  });

  it("makes the hooks it is given required in the result, and leaves the others optional", () => {
    const spec = {
      ...base,
      defaultConfig: (): Config => ({ playerCount: 2 }),
      maxActions: () => 5,
      setup: (): State => ({ n: 0, seat: 0, step: "play" }),
      activePlayers: (s: State) => (s.n < 5 ? [s.seat] : []),
      legalActions: (): readonly Action[] => [{ type: "count", by: 1 }],
      apply: (s: State, _seat: number, a: Action) => either.right({ ...s, n: s.n + a.by }),
      view: (s: State) => s,
      outcome: () => undefined,
      describeAction: (a: Action) => `${a.type} ${a.by}`,
    };
    const game = defineGame({ ...spec, render: (v) => String(v.n), turnNumber: (s) => s.n });
    expect(game.render({ n: 3, seat: 0, step: "play" })).toBe("3");
    expectTypeOf(game.render).toEqualTypeOf<(view: State) => string>();
    expectTypeOf(game.turnNumber).toEqualTypeOf<(state: State) => number>();
    expectTypeOf(game).toEqualTypeOf<GameWith<Config, State, Action, State, "render" | "turnNumber">>();
    expectTypeOf(game).toMatchTypeOf<Game<Config, State, Action, State>>();
    // @ts-expect-error scoreSheet was not given, so it stays optional
    expect(() => game.scoreSheet({ n: 0, seat: 0, step: "play" })).toThrow(TypeError);
    expectTypeOf(game.scoreSheet).toEqualTypeOf<((state: State) => ScoreSheet) | undefined>();

    const plain = defineGame(spec);
    expect(plain).toBe(spec);
    // @ts-expect-error render was not given, so it is optional
    expect(() => plain.render({ n: 1, seat: 0, step: "play" })).toThrow(TypeError);
  });

  it("refuses, at compile time, a member the contract does not have (a misspelt hook)", () => {
    const game = defineGame({
      ...base,
      defaultConfig: () => ({ playerCount: 2 }),
      maxActions: () => 5,
      setup: () => ({ n: 0, seat: 0, step: "play" }),
      activePlayers: () => [],
      legalActions: () => [],
      apply: (s) => either.right(s),
      view: (s) => s,
      outcome: () => undefined,
      describeAction: (a) => a.type,
      // @ts-expect-error rendr is not a member of Game
      rendr: (v: State) => String(v.n),
    });
    expect(game.id).toBe("count");
  });

  it("refuses, at compile time, a setup whose state does not match the codec", () => {
    const game = defineGame({
      ...base,
      defaultConfig: () => ({ playerCount: 2 }),
      maxActions: () => 5,
      // @ts-expect-error "wait" is not a step
      setup: () => ({ n: 0, seat: 0, step: "wait" }),
      activePlayers: () => [],
      legalActions: () => [],
      apply: (s) => either.right(s),
      view: (s) => s,
      outcome: () => undefined,
      describeAction: (a) => a.type,
    });
    expect(game.id).toBe("count");
  });
});

describe("DefinedHooks", () => {
  it("is the hooks among a type's required keys", () => {
    expectTypeOf<DefinedHooks<{ id: string; render: () => string; scoreSheet?: () => ScoreSheet }>>().toEqualTypeOf<"render">();
    expectTypeOf<DefinedHooks<Game>>().toEqualTypeOf<never>();
  });
});

describe("requirePlayerCount", () => {
  it("narrows the count to the listed ones", () => {
    const config = (playerCount: number): Config => {
      requirePlayerCount("Count", [2, 3], playerCount);
      expectTypeOf(playerCount).toEqualTypeOf<2 | 3>();
      return { playerCount };
    };
    expect(config(3)).toEqual({ playerCount: 3 });
    expect(() => config(4)).toThrow(new RangeError("Count is for 2 or 3 players, not 4."));
  });

  it("keeps number for a list typed number[]", () => {
    const counts: readonly number[] = [1, 2];
    const n: number = 2;
    requirePlayerCount("Count", counts, n);
    expectTypeOf(n).toEqualTypeOf<number>();
  });
});
