/**
 * How much of each title's law sweep a run checks (not a test file itself).
 *
 * `npm run test:laws` (LAGUNA_LAWS=full) runs the full sweeps: every declared config (each player
 * count with its default config and each option value) with the games each title's law test
 * names. `npm test` runs a share of them, with every variant still in it: each player count's
 * default config, and each other variant (an option at one of its values, a fixed start seat) at
 * one of its player counts, taken in turn so that every count gets its share; one game a config.
 */
import type { NamedConfig } from "@laguna/testing";

/** Whether this run is the full law sweep (`npm run test:laws`). */
export const FULL_LAW_SWEEP = process.env.LAGUNA_LAWS === "full";

/** A config's variant without its player count: `"3p ringSide=\"B\""` is `ringSide="B"`. */
export function variantOf(name: string): string {
  return name.replace(/^\d+p /, "");
}

/**
 * The configs of `named` this run checks: all of them in the full sweep; otherwise every default
 * config, and each other variant (by {@link variantOf}) at one of the player counts it is declared
 * for, the k-th variant at the (k mod m)-th of its m counts, so the counts share the variants.
 */
export function sweepShare<C>(named: readonly NamedConfig<C>[], full: boolean = FULL_LAW_SWEEP): NamedConfig<C>[] {
  if (full) return [...named];
  const byVariant = new Map<string, NamedConfig<C>[]>();
  for (const entry of named) {
    const key = variantOf(entry.name);
    byVariant.set(key, [...(byVariant.get(key) ?? []), entry]);
  }
  const picked = new Set<NamedConfig<C>>();
  [...byVariant.entries()].forEach(([key, entries], k) => {
    if (key === "default") for (const entry of entries) picked.add(entry);
    else picked.add(entries[k % entries.length] as NamedConfig<C>);
  });
  return named.filter((entry) => picked.has(entry));
}

/** Games a config in this run: `full` in the full sweep, one otherwise. */
export function sweepRuns(full: number): number {
  return FULL_LAW_SWEEP ? full : 1;
}
