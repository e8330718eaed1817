import { progressBar, renderProgress } from "@laguna/cli";
import { describe, expect, it } from "vitest";

describe("renderProgress", () => {
  it("fills the bar in proportion and shows count and percentage", () => {
    expect(renderProgress("sim", 0, 100, 10)).toBe(`sim ${"░".repeat(10)}   0/100   0%`);
    expect(renderProgress("sim", 50, 100, 10)).toBe(`sim ${"█".repeat(5)}${"░".repeat(5)}  50/100  50%`);
    expect(renderProgress("sim", 100, 100, 10)).toBe(`sim ${"█".repeat(10)} 100/100 100%`);
  });

  it("clamps out-of-range counts", () => {
    expect(renderProgress("x", 150, 100, 4)).toContain("████");
    expect(renderProgress("x", -1, 100, 4)).toContain("░░░░");
  });
});

describe("progressBar", () => {
  it("redraws at most once per percent, ends at 100%, and erases itself", () => {
    const writes: string[] = [];
    const bar = progressBar("simulating", 10_000, (s) => writes.push(s), 20);
    for (let i = 1; i <= 10_000; i++) bar.update(i);
    expect(writes.length).toBeLessThanOrEqual(101);
    expect(writes.length).toBeGreaterThanOrEqual(100);
    for (const w of writes) expect(w.startsWith("\r")).toBe(true);
    expect(writes[writes.length - 1]).toContain("10000/10000 100%");
    bar.finish();
    expect(writes[writes.length - 1]).toBe("\r\u001b[K");
  });

  it("draws every item when there are fewer than a hundred", () => {
    const writes: string[] = [];
    const bar = progressBar("x", 7, (s) => writes.push(s));
    for (let i = 1; i <= 7; i++) bar.update(i);
    expect(writes).toHaveLength(7);
  });

  it("writes nothing on finish if it never drew", () => {
    const writes: string[] = [];
    progressBar("x", 5, (s) => writes.push(s)).finish();
    expect(writes).toEqual([]);
  });
});
