/**
 * The ladder's log of games (`bench/ladder-games/<title>.jsonl`): every game `bench/ladder.ts`
 * plays is appended there as it ends, and a later run plays only the games the log does not
 * already hold for the same bots on the same code. So a ladder too long for one sitting can be
 * run in parts (stop it, run the same command again), a bot can be added to a title without
 * playing the other pairs again, and `--games` can be raised later.
 *
 * A game is reused only if all of these match: the title, the pair (in order), the game number,
 * the step limit, each bot's description (its kind and budget in rule steps and iterations, so a
 * changed `lookaheadBudget` is a new bot), and the *source stamp*: the git tree hashes of the code
 * that decides play (`packages/core/src`, `packages/bots/src`, the title's package's `src` and
 * `bench/reference`). A run from a working tree with changes there writes its games with no stamp,
 * and they are never reused. (The stamp says which sources were committed; the ladder plays the
 * packages' builds, which `npm run bench:bots:ladder` rebuilds first.)
 *
 * @module
 */
import { execFileSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Timing } from "./bots";

/** One game of a pair: game `i` of the pair `a`–`b` in a title. */
export interface Task {
  readonly game: string;
  readonly a: string;
  readonly b: string;
  readonly i: number;
}

/** A game's result, as a child process reports it. */
export interface TaskResult {
  readonly task: Task;
  readonly finished: boolean;
  /** `a`'s share of the win: 1, 1/k for a k-way shared win, 0. */
  readonly value: number;
  readonly timings: Record<string, Timing>;
}

/** A line of the log: a game's result and what it was played with. */
export interface LoggedGame extends TaskResult {
  /** The step limit of the run. */
  readonly maxSteps: number;
  /** Each bot's description (see {@link describePlayer} in `bench/ladder.ts`), by name. */
  readonly bots: Readonly<Record<string, string>>;
  /** The source stamp of the run, or null if the sources had uncommitted changes. */
  readonly stamp: string | null;
  /** The commit checked out (short hash), for the reader. */
  readonly commit: string | undefined;
  /** When the game ended, ISO 8601. */
  readonly date: string;
  /** The 1-minute load average when it ended. */
  readonly load: number;
}

/** What a run needs to know to tell whether a logged game is one it would play. */
export interface Setting {
  readonly maxSteps: number;
  readonly stamp: string | null;
  /** The description of each bot of the run, by name. */
  readonly bots: Readonly<Record<string, string>>;
}

const keyOf = (t: Task): string => `${t.game}\u0000${t.a}\u0000${t.b}\u0000${t.i}`;

/**
 * The logged games that count as the given tasks under `setting` (at most one per task: the last
 * logged, so a game played again with `--fresh` replaces the earlier line), and the tasks still to
 * play.
 *
 * @example
 * const { reused, pending } = split(tasks, readLog(file), setting);
 * console.log(`${reused.length} reused, ${pending.length} to play`);
 */
export function split(tasks: readonly Task[], logged: readonly LoggedGame[], setting: Setting): { reused: LoggedGame[]; pending: Task[] } {
  const wanted = new Set(tasks.map(keyOf));
  const found = new Map<string, LoggedGame>();
  if (setting.stamp !== null) {
    for (const line of logged) {
      const key = keyOf(line.task);
      if (!wanted.has(key)) continue;
      const same =
        line.stamp === setting.stamp &&
        line.maxSteps === setting.maxSteps &&
        line.bots[line.task.a] === setting.bots[line.task.a] &&
        line.bots[line.task.b] === setting.bots[line.task.b];
      if (same) found.set(key, line);
    }
  }
  return { reused: [...found.values()], pending: tasks.filter((t) => !found.has(keyOf(t))) };
}

/**
 * The lines of a log (none if the file does not exist).
 *
 * @example
 * readLog("bench/ladder-games/murano.jsonl").length; // games logged for Murano
 */
export function readLog(file: string): LoggedGame[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as LoggedGame);
}

/**
 * Appends a game to a log, creating its folder if need be.
 *
 * @example
 * appendLog(file, { ...result, maxSteps, bots, stamp, commit, date: new Date().toISOString(), load: 1.2 });
 */
export function appendLog(file: string, line: LoggedGame): void {
  mkdirSync(path.dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(line)}\n`);
}

const git = (args: readonly string[], cwd: string): string =>
  execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();

/**
 * The source stamp of a title: the committed tree hashes of the folders that decide its play,
 * joined; null if any of them has uncommitted changes or this is not a git checkout.
 *
 * @example
 * sourceStamp("/work/laguna", "murano"); // "4b1f…:9c2e…:…", or null with local changes
 */
export function sourceStamp(root: string, gameId: string): string | null {
  const folders = ["packages/core/src", "packages/bots/src", `packages/${gameId}/src`, "bench/reference"];
  try {
    if (git(["status", "--porcelain", "--", ...folders], root) !== "") return null;
    return folders.map((f) => git(["rev-parse", `HEAD:${f}`], root)).join(":");
  } catch {
    return null;
  }
}
