import { createHash } from "node:crypto";
import { variantConfigs } from "@laguna/testing";
import * as either from "fp-ts/lib/Either.js";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { describe, expect, it } from "vitest";
import { type StashAction, type StashState, stash } from "../fixtures/stash";

/**
 * A digest of 40 random games of every declared variant: every state's JSON text (field order
 * included), every legal-action list, every outcome. Each game's moves come from a pure-rand
 * xoroshiro128+ seeded with the game's seed.
 */
function fingerprint(): string {
  const hash = createHash("sha256");
  for (const { config } of variantConfigs(stash)) {
    for (let seed = 1; seed <= 40; seed++) {
      const chooser = xoroshiro128plus(seed);
      let s: StashState = stash.setup(config, seed);
      hash.update(JSON.stringify(s));
      for (;;) {
        const seat = stash.activePlayers(s)[0];
        if (seat === undefined) break;
        const legal = stash.legalActions(s, seat);
        hash.update(JSON.stringify(legal));
        const next = stash.apply(s, seat, legal[uniformInt(chooser, 0, legal.length - 1)] as StashAction);
        if (either.isLeft(next)) throw new Error(`seed ${seed}: a legal action refused: ${next.left.message}`);
        s = next.right;
        hash.update(JSON.stringify(s));
      }
      hash.update(JSON.stringify(stash.outcome(s)));
    }
  }
  return hash.digest("hex");
}

describe("Stash, made faster", () => {
  it("plays every seeded game of every variant exactly as before it was made fast (same states, field order included, same legal lists, same outcomes)", () => {
    // Computed with the module as it was before (commit 5be1e24), over the same 12 variants × 40 seeds.
    expect(fingerprint()).toBe("929e4dbbe9b05c03f689bec798d66fed192fe89d17ff13955f303ed8c9c5ba0f");
  });

  it("never writes into the state it is given, and its legal actions cannot be changed", () => {
    const s = stash.setup(stash.defaultConfig(3), 5);
    const before = JSON.stringify(s);
    const legal = stash.legalActions(s, s.current);
    for (const action of legal) expect(either.isRight(stash.apply(s, s.current, action))).toBe(true);
    expect(JSON.stringify(s)).toBe(before);
    expect(legal.every((a) => Object.isFrozen(a))).toBe(true);
    expect(stash.legalActions(s, s.current)).not.toBe(legal);
  });

  it("refuses a card that is not in the hand, by rule name", () => {
    const s = stash.setup(stash.defaultConfig(2), 5);
    const notMine = s.deck[0] as number;
    const result = stash.apply(s, s.current, { type: "play", card: notMine });
    expect(either.isLeft(result) && result.left.rule).toBe("not-in-hand");
  });
});
