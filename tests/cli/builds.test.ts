/**
 * scripts/builds.mjs: which packages `npm start` (JavaScript) and `npm run docs` (declarations too)
 * must build first.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

type Staleness = (dir: string, options?: { readonly types?: boolean }) => string | undefined;
const { staleness } = (await import(new URL("../../scripts/builds.mjs", import.meta.url).href)) as { staleness: Staleness };

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A package folder with a build script, a source file and the given files in dist/, all dated `time`. */
function packageWith(dist: readonly string[], time = new Date(2020, 0, 1)): string {
  const dir = mkdtempSync(join(tmpdir(), "laguna-builds-"));
  made.push(dir);
  mkdirSync(join(dir, "src"));
  mkdirSync(join(dir, "dist"));
  const files = ["package.json", "src/index.ts", ...dist.map((f) => `dist/${f}`)];
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "x", scripts: { build: "tsup" } }));
  writeFileSync(join(dir, "src", "index.ts"), "export const x = 1;\n");
  for (const f of dist) writeFileSync(join(dir, "dist", f), "");
  for (const f of files) utimesSync(join(dir, f), time, time);
  return dir;
}

describe("staleness", () => {
  it("finds a JavaScript-only build stale for the docs (no index.d.ts) and fresh for npm start", () => {
    const dir = packageWith(["index.js"]);
    expect(staleness(dir)).toBeUndefined();
    expect(staleness(dir, { types: true })).toMatch(/dist\/index\.d\.ts is missing$/);
  });

  it("finds a full build fresh for both, and stale once a source is newer", () => {
    const dir = packageWith(["index.js", "index.d.ts"]);
    expect(staleness(dir)).toBeUndefined();
    expect(staleness(dir, { types: true })).toBeUndefined();
    const later = new Date(2021, 0, 1);
    utimesSync(join(dir, "src", "index.ts"), later, later);
    expect(staleness(dir, { types: true })).toMatch(/src\/index\.ts is newer than/);
    expect(staleness(dir)).toMatch(/src\/index\.ts is newer than/);
  });

  it("finds a package with no build output stale", () => {
    expect(staleness(packageWith([]))).toMatch(/dist\/index\.js is missing$/);
  });
});
