/** Saves of rules version 0.3.0 (before `negotiateObligation`) load through `migrate`; older ones are refused. */
import { type SavedMatch, actAt, createMatch, createMatchFromState, legalActions, loadMatch, saveMatch } from "@laguna/core";
import { RULES_VERSION, lightMasters, migrate } from "@laguna/murano-light-masters";
import { describe, expect, it } from "vitest";
import { left, right } from "../support/either";

/** A 2-player match 40 actions in, each seat taking its first legal action. */
function playedMatch() {
  let match = right(createMatch(lightMasters, lightMasters.defaultConfig(2), 11));
  for (let i = 0; i < 40; i++) {
    const seat = lightMasters.activePlayers(match.state)[0];
    if (seat === undefined || legalActions(match, seat).length === 0) break;
    match = right(actAt(match, seat, 0));
  }
  return match;
}

/** The save as rules version 0.3.0 wrote it: no `negotiateObligation` in the config. */
function asSavedBy030(saved: SavedMatch): SavedMatch {
  const { negotiateObligation: _new, ...config } = saved.config as Record<string, unknown>;
  return { ...saved, game: { ...saved.game, version: "0.3.0" }, config };
}

describe("migrate", () => {
  it("loads a 0.3.0 save as this version's default reading, replaying to the same state", () => {
    const match = playedMatch();
    const old = asSavedBy030(saveMatch(match));
    expect(old.check).toBeDefined();
    const loaded = right(loadMatch(lightMasters, old));
    expect(loaded.config.negotiateObligation).toBe("anyLegalAction");
    expect(loaded.state).toStrictEqual(match.state);
    const migrated = right(migrate(old));
    expect(migrated.game.version).toBe(RULES_VERSION);
    expect(migrated.check).toBeUndefined();
  });

  it("adds the option to the config inside a custom start state too", () => {
    const start = lightMasters.setup(lightMasters.defaultConfig(2), 5);
    let match = right(createMatchFromState(lightMasters, start.config, start));
    match = right(actAt(match, lightMasters.activePlayers(match.state)[0] ?? 0, 0));
    const saved = saveMatch(match);
    const { negotiateObligation: _new, ...config } = (saved.initialState as { config: Record<string, unknown> }).config;
    const old = { ...asSavedBy030(saved), initialState: { ...(saved.initialState as object), config } };
    const loaded = right(loadMatch(lightMasters, old));
    expect(loaded.state).toStrictEqual(match.state);
  });

  it("refuses saves of rules versions before 0.3.0, saying what to do", () => {
    const older = { ...asSavedBy030(saveMatch(playedMatch())), game: { id: lightMasters.id, version: "0.2.0" } };
    expect(left(loadMatch(lightMasters, older)).message).toBe(
      "This saved match was made with Murano: Light Masters rules version 0.2.0; this is rules version 0.4.0, and it cannot be migrated: only saves of rules version 0.3.0 can be (0.2.0 came before the first release of this package); load it with the package version that made it, or start a new match.",
    );
  });

  it("is this module's version", () => {
    expect(lightMasters.version).toBe(RULES_VERSION);
  });
});
