/**
 * No import circles inside a package (the guide's rule): following the relative imports and
 * re-exports of every package's `src`, type-only ones included, no module reaches itself again.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const packages = fileURLToPath(new URL("../packages", import.meta.url));

/** Every `.ts`/`.tsx` file below `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [file] : [];
  });
}

/** The files a module imports or re-exports by relative path. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s+["'](\.{1,2}\/[^"']+)["']/g)) {
    const target = path.resolve(path.dirname(file), (match[1] as string).replace(/\.js$/, ""));
    const resolved = [`${target}.ts`, `${target}.tsx`, path.join(target, "index.ts")].find((c) => existsSync(c));
    if (resolved !== undefined) found.push(resolved);
  }
  return found;
}

/** One import circle of the graph per module that starts one, as a list of files (first = last). */
function circles(files: readonly string[]): string[][] {
  const edges = new Map(files.map((f) => [f, importsOf(f)]));
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string): void => {
    state.set(file, "open");
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === "open") found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (state.get(next) === undefined) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of files) if (state.get(file) === undefined) visit(file);
  return found;
}

describe("import circles", () => {
  const names = readdirSync(packages).filter((p) => existsSync(path.join(packages, p, "src")));

  it("finds the packages", () => {
    expect(names).toEqual(expect.arrayContaining(["core", "bots", "murano", "walking-in-burano", "murano-light-masters"]));
  });

  it.each(names)("%s has none", (name) => {
    const src = path.join(packages, name, "src");
    const shown = circles(sources(src)).map((c) => c.map((f) => path.relative(src, f)).join(" -> "));
    expect(shown).toEqual([]);
  });
});
