/**
 * Configs the game refuses: found before any game is played, and reported as a bad config rather
 * than blamed on a law.
 *
 * @module
 */
import { type Game, type GameConfig, createMatch, showValue } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import type { NamedConfig } from "./configs";
import { type LawReport, NO_TRACE } from "./law-report";

/** Whether an entry of `options.configs` is a named config rather than a plain one. */
export function isNamedConfig<C>(entry: C | NamedConfig<C>): entry is NamedConfig<C> {
  if (entry === null || typeof entry !== "object" || Object.hasOwn(entry, "playerCount")) return false;
  const e = entry as Partial<Record<string, unknown>>;
  return typeof e["name"] === "string" && Object.hasOwn(entry, "config");
}

/** Why the game refuses a config (as `createMatch` says it), or `undefined` when it accepts it. */
export function configRefusal<C extends GameConfig, S, A, V>(game: Game<C, S, A, V>, config: unknown): string | undefined {
  try {
    const created = createMatch(game, config, 0);
    // A setup that throws on an accepted config is the module's defect: the laws report it.
    return either.isLeft(created) && created.left.kind === "invalid-input" ? created.left.message : undefined;
  } catch (e) {
    return `creating a match with it threw: ${e instanceof Error ? e.message : showValue(e)}`;
  }
}

/** A config the game refuses, by name, with the game's reason. */
export interface BadConfig {
  readonly name: string;
  readonly config: unknown;
  readonly reason: string;
}

/** The report of a run stopped before any game by configs the game refuses. */
export function badConfigReport(bad: readonly BadConfig[], names: readonly string[]): LawReport {
  const first = bad[0] as BadConfig;
  const each = bad.map((b) => `config "${b.name}" is a bad config: ${b.reason}`);
  const message =
    bad.length === 1
      ? `${each[0] ?? ""} (no game was played; fix the config, no law is to blame)`
      : `${bad.length} bad configs, no game was played (fix the configs, no law is to blame):\n  ${each.join("\n  ")}`;
  return {
    ok: false,
    games: 0,
    unfinished: 0,
    steps: 0,
    planned: 0,
    configs: [...new Set([...bad.map((b) => b.name), ...names])],
    failure: { law: "bad-config", message, config: `${first.name} ${showValue(first.config, 400)}`, trace: NO_TRACE, fastCheckSeed: 0 },
  };
}
