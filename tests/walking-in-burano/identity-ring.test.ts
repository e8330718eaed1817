/**
 * The identity ring that Walking in Burano's area memo and the evaluation's `canonicalArea` share,
 * and `canonicalArea` itself.
 */
import { describe, expect, it } from "vitest";
import { placeFloorCard, startingArea } from "../../packages/walking-in-burano/src/area";
import { canonicalArea } from "../../packages/walking-in-burano/src/canonical-area";
import { IdentityRing } from "../../packages/walking-in-burano/src/identity-ring";

describe("IdentityRing", () => {
  it("finds what was added, by identity only", () => {
    const ring = new IdentityRing<object, number>(4);
    const a = { n: 1 };
    ring.add(a, 1);
    expect(ring.get(a)).toBe(1);
    expect(ring.get({ n: 1 })).toBeUndefined();
  });

  it("forgets the oldest once every slot is taken", () => {
    const ring = new IdentityRing<object, number>(4);
    const keys = Array.from({ length: 5 }, (_, i) => ({ i }));
    keys.forEach((k, i) => ring.add(k, i));
    expect(ring.get(keys[0] as object)).toBeUndefined();
    for (let i = 1; i < 5; i++) expect(ring.get(keys[i] as object)).toBe(i);
  });

  it("replaces an answer in place, and only for a key it holds", () => {
    const ring = new IdentityRing<object, string>(2);
    const a = {};
    ring.add(a, "old");
    expect(ring.replace(a, "new")).toBe(true);
    expect(ring.get(a)).toBe("new");
    expect(ring.replace({}, "x")).toBe(false);
    ring.add({}, "b");
    expect(ring.get(a)).toBe("new");
  });

  it.each([0, 3, 1.5, -2])("refuses a size of %s", (size) => {
    expect(() => new IdentityRing(size)).toThrow(/power of 2/);
  });
});

describe("canonicalArea", () => {
  it("gives one object for areas with the same contents, and another for other contents", () => {
    const area = startingArea();
    const copy = structuredClone(area);
    expect(canonicalArea(copy)).toBe(canonicalArea(area));
    // Past the ring of recent areas, the same answer comes from the table of contents.
    for (let i = 0; i < 40; i++) canonicalArea(structuredClone(area));
    expect(canonicalArea(structuredClone(area))).toBe(canonicalArea(area));
    const built = placeFloorCard(area, "F1-RED-1", 0);
    expect(canonicalArea(built)).not.toBe(canonicalArea(area));
    expect(canonicalArea(structuredClone(built))).toBe(canonicalArea(built));
  });
});
