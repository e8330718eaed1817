/**
 * The greedy bot and the three titles' evaluations of commit 0f2c455 (the code frozen as
 * `reference` in bench/reference) in their production build, for the greedy benchmarks: that
 * commit's bots and title packages are taken with `git archive` and built with the repository's
 * tsup config (JavaScript only) into `node_modules/.cache/laguna-before-0f2c455/` on first use.
 * They resolve `@laguna/core` and the libraries from the repository's node_modules (today's core).
 * The frozen copy in bench/reference runs from source under tsx, which is slower than a build, so
 * timing against it would flatter a speed-up.
 *
 * @module
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { greedyBot } from "@laguna/bots";

/** The commit frozen as `reference`. */
export const BEFORE_COMMIT = "0f2c455";
const root = fileURLToPath(new URL("..", import.meta.url));
const beforeDir = `${root}node_modules/.cache/laguna-before-${BEFORE_COMMIT}`;
const PACKAGES = ["bots", "walking-in-burano", "murano", "murano-light-masters"] as const;

/** Builds the commit's packages (JavaScript only) unless built already. */
function buildBefore(): void {
  if (PACKAGES.every((p) => existsSync(`${beforeDir}/packages/${p}/dist/index.js`))) return;
  execSync(`rm -rf '${beforeDir}' && mkdir -p '${beforeDir}' && git archive ${BEFORE_COMMIT} tsup.config.ts ${PACKAGES.map((p) => `packages/${p}`).join(" ")} | tar -x -C '${beforeDir}'`, {
    cwd: root,
    stdio: "inherit",
  });
  for (const p of PACKAGES) execSync("npx tsup --config ../../tsup.config.ts", { cwd: `${beforeDir}/packages/${p}`, env: { ...process.env, LAGUNA_BUILD: "js" }, stdio: "ignore" });
}
buildBefore();
const load = (p: string): Promise<Record<string, unknown>> => import(pathToFileURL(`${beforeDir}/packages/${p}/dist/index.js`).href) as Promise<Record<string, unknown>>;

/** The greedy bot of the commit. */
export const beforeGreedy = (await load("bots")).greedyBot as typeof greedyBot;
const evaluations: Record<string, (state: never, seat: number) => number> = {
  "walking-in-burano": (await load("walking-in-burano")).evaluate as never,
  murano: (await load("murano")).evaluate as never,
  "murano-light-masters": (await load("murano-light-masters")).evaluate as never,
};

/** The commit's evaluation of a title. */
export function beforeEvaluate(gameId: string): (state: never, seat: number) => number {
  const evaluate = evaluations[gameId];
  if (evaluate === undefined) throw new RangeError(`no evaluation of ${gameId} at ${BEFORE_COMMIT}`);
  return evaluate;
}
