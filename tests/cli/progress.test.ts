import { formatDuration, progressBar, renderProgress } from "@laguna/cli";
import { describe, expect, it } from "vitest";

describe("renderProgress", () => {
  it("fills the bar in proportion and shows count and percentage", () => {
    expect(renderProgress("sim", 0, 100, 10)).toBe(`sim ${"░".repeat(10)}   0/100   0%`);
    expect(renderProgress("sim", 50, 100, 10)).toBe(`sim ${"█".repeat(5)}${"░".repeat(5)}  50/100  50%`);
    expect(renderProgress("sim", 100, 100, 10)).toBe(`sim ${"█".repeat(10)} 100/100 100%`);
  });

  it("adds the time spent and, while not done, an estimate of the time left at the pace so far", () => {
    expect(renderProgress("sim", 25, 100, 10, 3000)).toBe(`sim ${"█".repeat(3)}${"░".repeat(7)}  25/100  25%, 3 s so far, about 9 s left`);
    expect(renderProgress("sim", 0, 100, 10, 500)).toMatch(/0%, 1 s so far$/);
    expect(renderProgress("sim", 100, 100, 10, 61_000)).toMatch(/100%, 1 min 01 s so far$/);
  });

  it("writes durations for people", () => {
    expect(formatDuration(0)).toBe("0 s");
    expect(formatDuration(42_400)).toBe("42 s");
    expect(formatDuration(185_000)).toBe("3 min 05 s");
    expect(formatDuration(3_720_000)).toBe("1 h 02 min");
  });

  it("clamps out-of-range counts", () => {
    expect(renderProgress("x", 150, 100, 4)).toContain("████");
    expect(renderProgress("x", -1, 100, 4)).toContain("░░░░");
  });
});

describe("progressBar", () => {
  it("redraws at most once per percent, ends at 100%, and erases itself", () => {
    const writes: string[] = [];
    const bar = progressBar("simulating", 10_000, (s) => writes.push(s), 20, () => 0);
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
    const bar = progressBar("x", 7, (s) => writes.push(s), 30, () => 0);
    for (let i = 1; i <= 7; i++) bar.update(i);
    expect(writes).toHaveLength(7);
  });

  it("redraws a second later even when the percentage has not moved, for the clock", () => {
    const writes: string[] = [];
    let t = 0;
    const bar = progressBar("x", 1000, (s) => writes.push(s), 10, () => t);
    bar.update(1);
    bar.update(2);
    expect(writes).toHaveLength(1);
    t = 1500;
    bar.update(3);
    expect(writes).toHaveLength(2);
    expect(writes[1]).toContain("2 s so far");
  });

  it("writes nothing on finish if it never drew", () => {
    const writes: string[] = [];
    progressBar("x", 5, (s) => writes.push(s)).finish();
    expect(writes).toEqual([]);
  });
});
