/**
 * The caches of the turn's action lists: `legalActions` runs at every step of every game, so the
 * lists that depend only on a Workbench are built once per distinct key and shared.
 *
 * @module
 */
import type { LightMastersAction } from "./actions";

/**
 * A cache of action lists. Each cache's keys are bounded by the game (a Workbench, or a Workbench
 * capped by what the list can use of it), so it fills early and then stays the same size; the
 * limit is a safety net that empties it should that ever be wrong.
 */
export function memo<K>(build: (key: K) => readonly LightMastersAction[]): (key: K, id: number | string) => readonly LightMastersAction[] {
  const cache = new Map<number | string, readonly LightMastersAction[]>();
  return (key, id) => {
    let list = cache.get(id);
    if (list === undefined) {
      list = Object.freeze(build(key).map((a) => Object.freeze(a)));
      if (cache.size >= MEMO_LIMIT) cache.clear();
      cache.set(id, list);
    }
    return list;
  };
}
/** Far above the keys a cache of {@link memo} can have (about 1,300 Workbenches of up to 8 fragments). */
const MEMO_LIMIT = 20_000;
