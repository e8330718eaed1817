import {
  checkVariant,
  closestName,
  countInWords,
  listInWords,
  painter,
  parseConfigValue,
  parseSetting,
  plural,
  registry,
  settingsToOptions,
  simulate,
  useColour,
  wrapLine,
  wrapLines,
} from "@laguna/cli";
import { game as walkingInBurano } from "@laguna/walking-in-burano";
import { describe, expect, it } from "vitest";
import { tally } from "../fixtures/tally";
import { ticTacToe } from "../fixtures/tic-tac-toe";
import { left, right } from "./helpers";

describe("text", () => {
  it("writes counts with correct plurals, small ones in words", () => {
    expect(plural(1, "game")).toBe("1 game");
    expect(plural(0, "game")).toBe("0 games");
    expect(plural(2, "match", "matches")).toBe("2 matches");
    expect(countInWords(1, "player")).toBe("one player");
    expect(countInWords(2, "player")).toBe("two players");
    expect(countInWords(14, "player")).toBe("14 players");
    expect(listInWords(["a"])).toBe("a");
    expect(listInWords(["a", "b", "c"])).toBe("a, b and c");
  });

  it("wraps long lines at spaces within the width, continuation lines indented", () => {
    const ring = `  Ring: ${Array.from({ length: 18 }, (_, i) => `${i}:Bld[BK${i % 7}]`).join(" ")}`;
    const lines = wrapLine(ring, 60);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(60);
    expect(lines[0]).toMatch(/^ {2}Ring: /);
    for (const line of lines.slice(1)) expect(line).toMatch(/^ {6}\S/);
    expect(lines.join(" ").replace(/\s+/g, " ").trim()).toBe(ring.replace(/\s+/g, " ").trim());
    expect(wrapLine("short", 60)).toEqual(["short"]);
    expect(wrapLine("x".repeat(130), 50).every((l) => l.length <= 50)).toBe(true);
    expect(wrapLines("a\n\nb")).toBe("a\n\nb");
  });

  it("colours only when told to, and only on a terminal without NO_COLOR", () => {
    expect(painter(false)("green", "win")).toBe("win");
    expect(painter(true)("green", "win")).toBe("\u001b[32mwin\u001b[39m");
    expect(useColour(true, {})).toBe(true);
    expect(useColour(false, {})).toBe(false);
    expect(useColour(true, { NO_COLOR: "1" })).toBe(false);
    expect(useColour(true, { NO_COLOR: "" })).toBe(true);
  });

  it("finds the name most likely meant", () => {
    expect(closestName("roundlimitt", ["roundLimit", "startPlayer"])).toBe("roundLimit");
    expect(closestName("ROUNDLIMIT", ["roundLimit"])).toBe("roundLimit");
    expect(closestName("chess", ["murano", "stash"])).toBeUndefined();
  });
});

describe("variants", () => {
  it("reads --set values: whole numbers, true, false, null, JSON, and text as it is", () => {
    expect(parseConfigValue("20")).toBe(20);
    expect(parseConfigValue("-3")).toBe(-3);
    expect(parseConfigValue("true")).toBe(true);
    expect(parseConfigValue("null")).toBeNull();
    expect(parseConfigValue('{"ART":1}')).toEqual({ ART: 1 });
    expect(parseConfigValue('"20"')).toBe("20");
    expect(parseConfigValue("hidden")).toBe("hidden");
    for (const text of ["1e2", " 5", "0x10", "1.5", "05"]) expect(parseConfigValue(text)).toBe(text);
    expect(right(parseSetting("roundLimit=20"))).toEqual({ key: "roundLimit", value: 20 });
    expect(right(parseSetting("a=b=c"))).toEqual({ key: "a", value: "b=c" });
    expect(left(parseSetting("roundLimit"))).toContain("--set takes key=value");
    expect(left(parseSetting("=5"))).toContain("--set takes key=value");
    expect(settingsToOptions([{ key: "a", value: 1 }, { key: "a", value: 2 }], { b: 3 })).toEqual({ b: 3, a: 2 });
    expect(settingsToOptions([])).toBeUndefined();
  });

  it("makes every --set key a field of its own, __proto__ too, never the options' prototype", () => {
    for (const value of [1, { target: 3 }]) {
      const options = settingsToOptions([{ key: "__proto__", value }], { target: 5 })!;
      expect(Object.getPrototypeOf(options)).toBe(Object.prototype);
      expect(Object.keys(options)).toEqual(["target", "__proto__"]);
      expect(Object.getOwnPropertyDescriptor(options, "__proto__")?.value).toEqual(value);
      expect(left(checkVariant(tally, 2, options)).message).toContain('unknown option "__proto__"');
    }
  });

  it("refuses rule options over the core's limits for a config before comparing any name", () => {
    const many = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`option${i}`, i]));
    const refused = left(checkVariant(tally, 2, many));
    expect(refused.message).toBe(
      "Invalid config: at config: it is larger than this host accepts (at most 65536 bytes of JSON, 4096 fields and elements, 64 levels deep): too many fields (5000 here).",
    );
    expect(left(checkVariant(tally, 2, { target: "x".repeat(70_000) })).message).toMatch(/^Invalid config: at config\.target: it is larger than this host accepts/);
  });

  it("checks rule options against the game: unknown names with a hint and the list, bad values with the choices", () => {
    expect(right(checkVariant(tally, 2, { target: null }))).toMatchObject({ target: null, roundLimit: null });
    const unknown = left(checkVariant(tally, 2, { tagret: 3 }));
    expect(unknown.message).toBe('Invalid config: unknown option "tagret" (did you mean "target"?). The options of Tally are: target, roundLimit.');
    const value = left(checkVariant(tally, 2, { target: "five" }));
    expect(value.message).toMatch(/^Invalid config: at config\.target: .+ Choices for target: 5, null\.$/);
    expect(left(checkVariant(ticTacToe, 2, { playerCount: 3 })).message).toContain("--players");
    // The choices offered are those that fit the player count: no seat 2 or 3 in a two-player game.
    const seat = left(checkVariant(walkingInBurano, 2, { startPlayer: 3 }));
    expect(seat.message).toContain("Choices for startPlayer: random, 0, 1.");
    expect(left(checkVariant(walkingInBurano, 3, { startPlayer: 3 })).message).toContain("Choices for startPlayer: random, 0, 1, 2.");
    // The registered games' own codecs: the unknown option is refused even where the core's check cannot see it.
    for (const game of registry) {
      const refused = left(checkVariant(game, 2, { roundlimitt: 5 }));
      expect(refused.message).toContain('unknown option "roundlimitt"');
      expect(refused.message).toContain(`The options of ${game.name} are: `);
    }
  });

  it("the simulate() API plays a variant given as config", () => {
    const s = right(simulate(tally, { games: 3, players: 2, seed: 1, config: { target: 3 } }));
    expect(s.config).toMatchObject({ target: 3 });
  });
});
