/**
 * `hideInitialState`: a boardgame.io storage that never hands out a match's raw initial state.
 *
 * @module
 */
import type { StorageAPI } from "boardgame.io";

/**
 * Wraps a boardgame.io storage (FlatFile, InMemory, PostgreSQL's `PostgresStore`...) so that the
 * initial state it hands out has no `G`, no plugin data and no undo stack.
 *
 * Why: when a client connects, boardgame.io's server sends it the current state through the
 * game's `playerView`, and also the match's *initial state* exactly as it was stored: the whole
 * first `G` (every hand dealt, every deck's order, the generator) and the plugins' data (the
 * random plugin's seed). The client only uses it for a local reset. Serve Laguna games with a
 * wrapped storage; everything else (state, log, metadata, lobby) goes through unchanged.
 *
 * @example
 * import { FlatFile, Server } from "boardgame.io/server";
 * const server = Server({ games: [toBoardgameGame(murano)], db: hideInitialState(new FlatFile({ dir: "matches" })) });
 * @category boardgame.io
 */
export function hideInitialState<D extends StorageAPI.Sync | StorageAPI.Async>(storage: D): D {
  const fetch = (matchID: string, opts: StorageAPI.FetchOpts): unknown => {
    const result = (storage.fetch as (id: string, o: StorageAPI.FetchOpts) => unknown)(matchID, opts);
    return result instanceof Promise ? result.then(withoutInitialSecrets) : withoutInitialSecrets(result);
  };
  return new Proxy(storage, {
    get(target, property) {
      if (property === "fetch") return fetch;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** A fetch result whose initial state, if any, is stripped of `G`, plugin data and undo stacks. */
function withoutInitialSecrets(result: unknown): unknown {
  if (typeof result !== "object" || result === null || !("initialState" in result)) return result;
  const initial = (result as { initialState?: unknown }).initialState;
  if (typeof initial !== "object" || initial === null) return result;
  return { ...result, initialState: { ...initial, G: {}, plugins: {}, _undo: [], _redo: [] } };
}
