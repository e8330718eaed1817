/**
 * `laguna list --options`: every rule option of every game the command knows (the titles and the
 * examples) with its default, its values and the game's one line about it (`optionDocs`).
 */
import { exampleGames, registry } from "@laguna/cli";
import type { AnyGame } from "@laguna/core";
import { describe, expect, it } from "vitest";
import { run } from "./helpers";

interface Listed {
  readonly id: string;
  readonly example: boolean;
  readonly options: Readonly<Record<string, { value: unknown; choices?: unknown[]; doc?: string }>>;
}

const known: readonly AnyGame[] = [...registry, ...exampleGames];

describe("laguna list --options", () => {
  it("describes every option of every game, titles and examples, and documents no option a game lacks", async () => {
    const { code, out } = await run(["list", "--options", "--json"], registry);
    expect(code).toBe(0);
    const listed = JSON.parse(out) as Listed[];
    expect(listed.map((g) => g.id)).toEqual(known.map((g) => g.id));
    for (const game of listed) {
      const options = Object.entries(game.options);
      expect(options.length, game.id).toBeGreaterThan(0);
      for (const [key, { doc }] of options) {
        expect(doc, `${game.id}: the option ${key} has no description in the game's optionDocs`).toEqual(expect.any(String));
        expect((doc ?? "").length, `${game.id}.${key}`).toBeGreaterThan(20);
        expect(doc, `${game.id}.${key}: one line`).not.toContain("\n");
      }
      const docs = Object.keys(known.find((g) => g.id === game.id)?.optionDocs ?? {});
      expect(docs.filter((key) => !(key in game.options)), `${game.id}: descriptions of options it does not have`).toEqual([]);
    }
  });

  it("says for each option of the titles whether it is the printed rules, our reading or a house rule", async () => {
    const { out } = await run(["list", "--options", "--json"], registry);
    for (const game of (JSON.parse(out) as Listed[]).filter((g) => !g.example)) {
      for (const [key, { doc }] of Object.entries(game.options)) {
        expect(doc, `${game.id}.${key}`).toMatch(/printed|rulebook|our ruling|our reading|other reading|house rule|given seat|given (one|position)/);
      }
    }
    const lightMasters = (JSON.parse(out) as Listed[]).find((g) => g.id === "murano-light-masters");
    expect(lightMasters?.options["roundLimit"]?.doc).toMatch(/^A house rule of ours, off by default/);
  });

  it("prints each description under its option, within 100 columns", async () => {
    const { code, out } = await run(["list", "--options"], registry);
    expect(code).toBe(0);
    for (const line of out.split("\n")) expect(line.length, line).toBeLessThanOrEqual(100);
    const joined = out.replace(/\s+/g, " ");
    expect(joined).toContain('ringSide="A" ("A", "B") The side of the removable Ring in play, a choice the rulebook\'s setup offers (A or B). selectorStart=');
    expect(joined).toContain("misere=false (false, true) The misère variant, the game's well-known alternative (true): whoever completes three in a row loses; off by default.");
  });
});
