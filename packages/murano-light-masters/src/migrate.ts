/**
 * Saves of earlier rules versions, brought to this one (core's `migrate` hook: `loadMatch` calls
 * it for a save whose rules version differs from {@link RULES_VERSION}).
 *
 * - **0.3.0 → 0.4.0**: 0.4.0 added the config option `negotiateObligation`. A 0.3.0 game played
 *   as its default, `"anyLegalAction"`, so the option is set to it (in the config, and in the
 *   config inside a custom start state) and the log replays as it did. The digest of the final
 *   state is dropped: that state now holds the option too.
 *
 * Earlier versions (0.1.0, 0.2.0: rules revised before the first package release) are refused.
 *
 * @module
 */
import type { SavedMatch } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";

/**
 * The rules version of this module (`lightMasters.version`): see the docs' "Versions" page.
 *
 * @example
 * lightMasters.version === RULES_VERSION; // true
 * @category Game
 */
export const RULES_VERSION = "0.4.0";

/** A config of 0.3.0 with the option 0.4.0 added, at the value 0.3.0 played by; other values are left for the codec to refuse. */
function withObligation(config: unknown): unknown {
  if (typeof config !== "object" || config === null || Array.isArray(config) || Object.hasOwn(config, "negotiateObligation")) return config;
  return { ...config, negotiateObligation: "anyLegalAction" };
}

/**
 * A save of an earlier rules version as this version would have written it, or why that cannot
 * be (see the module's description for what each version changed).
 *
 * @example
 * import { loadMatch } from "@laguna/core";
 * loadMatch(lightMasters, savedWithRules030); // migrated here, then replayed
 * migrate({ ...saved, game: { id: "murano-light-masters", version: "0.2.0" } }); // left("…0.2.0…")
 * @category Game
 */
export function migrate(saved: SavedMatch): either.Either<string, SavedMatch> {
  const version = saved.game.version;
  if (version !== "0.3.0") {
    return either.left(`only saves of rules version 0.3.0 can be (${version} came before the first release of this package); load it with the package version that made it, or start a new match`);
  }
  const { check: _digest, initialState, ...rest } = saved;
  const start =
    typeof initialState === "object" && initialState !== null && !Array.isArray(initialState) && "config" in initialState
      ? { initialState: { ...initialState, config: withObligation((initialState as { config: unknown }).config) } }
      : initialState === undefined
        ? {}
        : { initialState };
  return either.right({ ...rest, ...start, game: { ...saved.game, version: RULES_VERSION }, config: withObligation(saved.config) });
}
