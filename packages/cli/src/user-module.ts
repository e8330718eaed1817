/**
 * A user's own rule module for `laguna simulate --module` and `laguna analyze --module`: a file or
 * a package, imported and checked to be a Laguna game before anything is played. Worker threads
 * import the same module by the URL {@link loadModule} resolved it to.
 *
 * @module
 */
import type { AnyGame } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { resolve as resolveImport } from "import-meta-resolve";
import { existsSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type GameEntry, entryFromPackage } from "./registry";

/**
 * A rule module loaded from a user's file or package: its registry entry, and the URL it was
 * imported from (what worker threads import, and what `run.json` keeps).
 *
 * @example
 * const loaded: ModuleEntry = { url: "file:///home/me/my-game.mjs", entry: { game } };
 * @category Registry
 */
export interface ModuleEntry {
  /** The `file:` URL of the module, as it was imported. */
  readonly url: string;
  /** The game and what the bots need of it (its `evaluate`, `searchBudget` and `lookaheadBudget` exports). */
  readonly entry: GameEntry;
}

/** The functions every Laguna game has (the `Game` contract's required members). */
const GAME_FUNCTIONS = ["defaultConfig", "maxActions", "setup", "activePlayers", "legalActions", "apply", "view", "outcome", "describeAction"] as const;

/** The codecs every Laguna game has. */
const GAME_CODECS = ["config", "state", "action", "view"] as const;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === "object" && value !== null;

/**
 * What is wrong with `game` as a Laguna game (the `Game` contract's required members), each
 * problem in words; `[]` when nothing is.
 *
 * @example
 * gameProblems({ id: "x" }); // ['no "version" (a string)', ...]
 * gameProblems(ticTacToe); // []
 * @category Registry
 */
export function gameProblems(game: unknown): string[] {
  if (!isRecord(game)) return [`it is ${game === null ? "null" : typeof game}, not a game object`];
  const problems: string[] = [];
  for (const key of ["id", "version", "name"]) {
    if (typeof game[key] !== "string" || game[key] === "") problems.push(`no "${key}" (a string)`);
  }
  const counts = game["playerCounts"];
  if (!Array.isArray(counts) || counts.length === 0 || !counts.every((n) => Number.isSafeInteger(n) && (n as number) >= 1)) {
    problems.push('no "playerCounts" (a list of player counts, e.g. [2, 3, 4])');
  }
  if (!isRecord(game["capabilities"])) problems.push('no "capabilities" (hiddenInformation, chance, simultaneousMoves)');
  const codecs = game["codecs"];
  if (!isRecord(codecs)) problems.push('no "codecs" (io-ts codecs of config, state, action and view)');
  else {
    for (const key of GAME_CODECS) {
      const codec = codecs[key];
      if (!isRecord(codec) || typeof codec["decode"] !== "function" || typeof codec["encode"] !== "function") {
        problems.push(`no codec "codecs.${key}" (an io-ts codec)`);
      }
    }
  }
  const missing = GAME_FUNCTIONS.filter((key) => typeof game[key] !== "function");
  if (missing.length > 0) problems.push(`no ${missing.map((key) => `"${key}"`).join(", ")} (${missing.length === 1 ? "a function" : "functions"})`);
  return problems;
}

/**
 * The registry entry of a module's exports: its `game` export (or its default export's, for a
 * CommonJS module), checked to be a Laguna game, with its `evaluate`, `searchBudget` and
 * `lookaheadBudget` exports as {@link entryFromPackage} takes them; `Left` naming what is wrong.
 *
 * @example
 * entryFromExports(await import("./my-game.mjs")); // right({ game, evaluate })
 * entryFromExports({}); // left('it exports no "game": ...')
 * @category Registry
 */
export function entryFromExports(exports: unknown): either.Either<string, GameEntry> {
  if (!isRecord(exports)) return either.left("it exports nothing.");
  const fallback = exports["default"];
  const pkg = "game" in exports || !isRecord(fallback) || !("game" in fallback) ? exports : fallback;
  if (!("game" in pkg) || pkg["game"] === undefined) {
    return either.left('it exports no "game": a rule module exports its game as "game" (export { game }), with "evaluate" and "searchBudget" if it has them.');
  }
  const problems = gameProblems(pkg["game"]);
  if (problems.length > 0) return either.left(`its "game" export is not a Laguna game: ${problems.join("; ")}.`);
  return either.right(entryFromPackage(pkg as { readonly game: AnyGame }));
}

/**
 * The `file:` URL of a module named on the command line: a path (relative to `cwd`, or
 * absolute) when it starts with `.` or `/`, names a file that exists, or ends like a module file;
 * otherwise a package name, resolved from `cwd` as Node resolves an `import` of it there (its
 * `exports` under the `import` condition, so a package that can only be imported is found too).
 * `Left` in words when it cannot be found.
 *
 * @example
 * resolveModule("./my-game.mjs", "/home/me"); // right("file:///home/me/my-game.mjs")
 * resolveModule("@laguna/examples", process.cwd()); // right("file:///…/dist/index.js")
 * @category Registry
 */
export function resolveModule(specifier: string, cwd: string): either.Either<string, string> {
  if (specifier === "") return either.left("the module is empty: give a path or a package name.");
  const looksLikePath = specifier.startsWith(".") || isAbsolute(specifier) || /\.[cm]?[jt]sx?$/.test(specifier);
  const path = resolve(cwd, specifier);
  if (looksLikePath || existsSync(path)) {
    return existsSync(path) ? either.right(pathToFileURL(path).href) : either.left(`there is no file ${JSON.stringify(path)}.`);
  }
  try {
    const url = resolveImport(specifier, pathToFileURL(join(cwd, "noop.js")).href);
    return url.startsWith("file:") ? either.right(url) : either.left(`${JSON.stringify(specifier)} is built into Node, not a rule module.`);
  } catch {
    return either.left(`there is no file or package ${JSON.stringify(specifier)} (a package is looked for from ${JSON.stringify(cwd)}).`);
  }
}

const imported = new Map<string, Promise<either.Either<string, GameEntry>>>();

/**
 * Imports the module at `url` (once per thread: the same promise after) and checks its exports
 * ({@link entryFromExports}); `Left` in words when it cannot be imported or is not a rule module.
 *
 * @example
 * const entry = await importEntry("file:///home/me/my-game.mjs");
 * @category Registry
 */
export function importEntry(url: string): Promise<either.Either<string, GameEntry>> {
  let entry = imported.get(url);
  if (entry === undefined) {
    entry = import(url).then(
      (exports: unknown) => entryFromExports(exports),
      (e: unknown) => either.left(`it cannot be imported: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`),
    );
    imported.set(url, entry);
  }
  return entry;
}

/**
 * Loads a user's rule module named on the command line (a path or a package, see
 * {@link resolveModule}) and checks it is a Laguna game; `Left` with a message for people
 * naming the module and the problem.
 *
 * @example
 * const loaded = await loadModule("./my-game.mjs", process.cwd());
 * if (either.isRight(loaded)) console.log(loaded.right.entry.game.id);
 * @category Registry
 */
export async function loadModule(specifier: string, cwd: string): Promise<either.Either<string, ModuleEntry>> {
  const url = resolveModule(specifier, cwd);
  if (either.isLeft(url)) return either.left(`--module ${JSON.stringify(specifier)}: ${url.left}`);
  const entry = await importEntry(url.right);
  if (either.isLeft(entry)) return either.left(`--module ${JSON.stringify(specifier)}: ${entry.left}`);
  return either.right({ url: url.right, entry: entry.right });
}
