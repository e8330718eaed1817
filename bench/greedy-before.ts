/**
 * The greedy bot and the three titles' evaluations of commit 0f2c455 (the code frozen as
 * `reference` in bench/reference) in their production build, for the greedy benchmarks: that
 * commit's bots and title packages are taken with `git archive` and built with the repository's
 * tsup config (JavaScript only) into `node_modules/.cache/laguna-before-0f2c455/` on first use.
 * They resolve `@laguna/core` and the libraries from the repository's node_modules (today's core).
 * The frozen copy in bench/reference runs from source under tsx, which is slower than a build, so
 * timing against it would flatter a speed-up. {@link builtAt} does the same for any commit (a
 * third contender in `bench:greedy-speed`'s `--also=<commit>`).
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
const PACKAGES = ["bots", "walking-in-burano", "murano", "murano-light-masters"] as const;

/** A commit's greedy bot and its evaluation of each title, from that commit's production build. */
export interface BuiltGreedy {
  readonly greedy: typeof greedyBot;
  readonly evaluate: (gameId: string) => (state: never, seat: number) => number;
}

/**
 * Builds a commit's packages (JavaScript only) into `node_modules/.cache/laguna-before-<commit>/`
 * unless built already, and loads its greedy bot and evaluations.
 *
 * @example
 * const { greedy, evaluate } = await builtAt("a71e27a");
 */
export async function builtAt(commit: string): Promise<BuiltGreedy> {
  const dir = `${root}node_modules/.cache/laguna-before-${commit}`;
  if (!PACKAGES.every((p) => existsSync(`${dir}/packages/${p}/dist/index.js`))) {
    execSync(`rm -rf '${dir}' && mkdir -p '${dir}' && git archive ${commit} tsup.config.ts ${PACKAGES.map((p) => `packages/${p}`).join(" ")} | tar -x -C '${dir}'`, {
      cwd: root,
      stdio: "inherit",
    });
    for (const p of PACKAGES) execSync("npx tsup --config ../../tsup.config.ts", { cwd: `${dir}/packages/${p}`, env: { ...process.env, LAGUNA_BUILD: "js" }, stdio: "ignore" });
  }
  const load = (p: string): Promise<Record<string, unknown>> => import(pathToFileURL(`${dir}/packages/${p}/dist/index.js`).href) as Promise<Record<string, unknown>>;
  const greedy = (await load("bots")).greedyBot as typeof greedyBot;
  const evaluations: Record<string, (state: never, seat: number) => number> = {
    "walking-in-burano": (await load("walking-in-burano")).evaluate as never,
    murano: (await load("murano")).evaluate as never,
    "murano-light-masters": (await load("murano-light-masters")).evaluate as never,
  };
  return {
    greedy,
    evaluate: (gameId) => {
      const evaluate = evaluations[gameId];
      if (evaluate === undefined) throw new RangeError(`no evaluation of ${gameId} at ${commit}`);
      return evaluate;
    },
  };
}

const before = await builtAt(BEFORE_COMMIT);

/** The greedy bot of the commit. */
export const beforeGreedy: typeof greedyBot = before.greedy;

/** The commit's evaluation of a title. */
export function beforeEvaluate(gameId: string): (state: never, seat: number) => number {
  return before.evaluate(gameId);
}
