/**
 * Issue 30, point 1: createMatch checks a config once per content, not once per match. A config
 * equal to one accepted before skips the codec, but every config is still read as plain JSON, and
 * one that differs in any way is checked again.
 */
import { createMatch } from "@laguna/core";
import { describe, expect, it } from "vitest";
import { ticTacToe } from "../fixtures/tic-tac-toe";
import { left, right } from "./helpers";

describe("createMatch's remembered configs", () => {
  it("checks a config again after the caller changed it", () => {
    const config: Record<string, unknown> = { ...ticTacToe.defaultConfig(2) };
    right(createMatch(ticTacToe, config, 1));
    right(createMatch(ticTacToe, config, 2));
    config.misere = "no";
    expect(left(createMatch(ticTacToe, config, 3)).message).toContain("misere");
    config.misere = false;
    config.mesire = true;
    expect(left(createMatch(ticTacToe, config, 4)).message).toContain('unknown option "mesire"');
    delete config.mesire;
    config.playerCount = 3;
    expect(left(createMatch(ticTacToe, config, 5)).message).toContain("playerCount");
  });

  it("is not fooled by a match's config changed afterwards, and still refuses a bad seed", () => {
    const config = ticTacToe.defaultConfig(2);
    const m = right(createMatch(ticTacToe, config, 1));
    (m.config as { misere: unknown }).misere = "changed";
    expect(right(createMatch(ticTacToe, config, 2)).config).toStrictEqual(config);
    expect(left(createMatch(ticTacToe, { ...config, misere: "changed" }, 3)).message).toContain("misere");
    expect(left(createMatch(ticTacToe, config, 1.5)).message).toContain("seed");
  });

  it("still reads every config as plain JSON: a getter or a class instance equal to an accepted config is refused", () => {
    const config = ticTacToe.defaultConfig(2);
    right(createMatch(ticTacToe, config, 1));
    const withGetter = Object.defineProperty({ ...config }, "misere", { get: () => false, enumerable: true });
    expect(left(createMatch(ticTacToe, withGetter, 1)).message).toContain("getter");
    class Config {
      playerCount = 2;
      misere = false;
      firstPlayer = 0;
    }
    expect(left(createMatch(ticTacToe, new Config(), 1)).message).toContain("prototype");
    expect(left(createMatch(ticTacToe, config, 1, { limits: { config: { maxKeys: 1 } } })).message).toContain("too many fields");
  });

  it("gives each match its own copy of the config", () => {
    const config = ticTacToe.defaultConfig(2);
    const a = right(createMatch(ticTacToe, config, 1));
    const b = right(createMatch(ticTacToe, config, 2));
    expect(a.config).toStrictEqual(config);
    expect(a.config).not.toBe(b.config);
    expect(a.config).not.toBe(config);
  });

  it("gives each match its own copy of a config equal to an accepted one, in the caller's field order", () => {
    const config = ticTacToe.defaultConfig(2);
    right(createMatch(ticTacToe, config, 1));
    const reordered = Object.fromEntries(Object.entries(config).reverse());
    const a = right(createMatch(ticTacToe, config, 2));
    const b = right(createMatch(ticTacToe, reordered, 3));
    expect(a.config).not.toBe(config);
    expect(a.config).not.toBe(right(createMatch(ticTacToe, config, 4)).config);
    expect(Object.keys(a.config)).toStrictEqual(Object.keys(config));
    expect(Object.keys(b.config)).toStrictEqual(Object.keys(reordered));
  });

  it("applies a host's tighter config limits to a config accepted before under the defaults", () => {
    const config = ticTacToe.defaultConfig(2);
    right(createMatch(ticTacToe, config, 1));
    expect(left(createMatch(ticTacToe, config, 1, { limits: { config: { maxBytes: 5 } } })).message).toContain("larger than this host accepts");
  });
});
