/**
 * `defineGame` and `GameWith`: the hooks a module names become required, in the argument and in
 * the result. The type checks run under `npm run typecheck` (each `@ts-expect-error` fails the
 * check if its line compiles); the runtime checks that the value is returned unchanged.
 */
import { type Game, type GameWith, defineGame } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import * as t from "io-ts";
import { describe, expect, expectTypeOf, it } from "vitest";

const ConfigC = t.type({ playerCount: t.number });
const StateC = t.type({ n: t.number, seat: t.number });
const ActionC = t.type({ type: t.literal("count"), by: t.number });
type Config = t.TypeOf<typeof ConfigC>;
type State = t.TypeOf<typeof StateC>;
type Action = t.TypeOf<typeof ActionC>;

const base = {
  id: "count",
  version: "1.0.0",
  name: "Count",
  playerCounts: [2],
  capabilities: { hiddenInformation: false, chance: false, simultaneousMoves: false },
  codecs: { config: ConfigC, state: StateC, action: ActionC, view: StateC },
  defaultConfig: (playerCount: number): Config => ({ playerCount }),
  maxActions: () => 5,
  setup: (): State => ({ n: 0, seat: 0 }),
  activePlayers: (s: State) => (s.n < 5 ? [s.seat] : []),
  legalActions: (): readonly Action[] => [{ type: "count", by: 1 }],
  apply: (s: State, _seat: number, a: Action) => either.right({ n: s.n + a.by, seat: 1 - s.seat }),
  view: (s: State) => s,
  outcome: () => undefined,
  describeAction: (a: Action) => `${a.type} ${a.by}`,
};

describe("defineGame", () => {
  it("returns its argument unchanged", () => {
    const game = defineGame(base);
    expect(game).toBe(base);
  });

  it("makes the named hooks required in the result, and leaves the others optional", () => {
    const game = defineGame<Config, State, Action, State, "render">({ ...base, render: (v) => String(v.n) });
    expect(game.render({ n: 3, seat: 0 })).toBe("3");
    expectTypeOf(game.render).toEqualTypeOf<(view: State) => string>();
    expectTypeOf(game).toMatchTypeOf<Game<Config, State, Action, State>>();
    expectTypeOf(game).toEqualTypeOf<GameWith<Config, State, Action, State, "render">>();
    // @ts-expect-error scoreSheet was not named, so it stays optional
    expect(() => game.scoreSheet({ n: 0, seat: 0 })).toThrow(TypeError);
  });

  it("refuses, at compile time, a module that names a hook it does not implement", () => {
    // @ts-expect-error render is named but missing
    const game = defineGame<Config, State, Action, State, "render">(base);
    expect(game.render).toBeUndefined();
  });

  it("leaves every hook optional without the fifth type argument", () => {
    const game = defineGame({ ...base, render: (v: State) => String(v.n) });
    // @ts-expect-error render is optional when the hooks are not named
    expect(game.render({ n: 1, seat: 0 })).toBe("1");
  });
});
