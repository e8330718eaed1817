/**
 * Writes `tests/bots/reference-actions.json`: the action indices the reference played in the
 * seeded games of `games.ts`. Run once, at freeze time (`npx tsx bench/reference/record.ts`); the
 * file must not be rewritten afterwards (the reference must not change).
 *
 * @module
 */
import { writeFileSync } from "node:fs";
import type { AnyGame } from "@laguna/core";
import { game as lightMasters } from "@laguna/murano-light-masters";
import { game as murano } from "@laguna/murano";
import { game as burano } from "@laguna/walking-in-burano";
import { REFERENCE_GAMES, playIndices } from "./games";
import { referenceBot } from "./index";

const games: Record<string, AnyGame> = { [burano.id]: burano, [murano.id]: murano, [lightMasters.id]: lightMasters };
const out: { gameId: string; seed: number; indices: number[] }[] = [];
for (const spec of REFERENCE_GAMES) {
  const game = games[spec.gameId];
  if (game === undefined) throw new Error(spec.gameId);
  const t = performance.now();
  const indices = await playIndices(game, spec, (seat) => referenceBot(spec.gameId, { seed: 10 + seat, ...spec.options }));
  console.error(`${spec.gameId} seed ${spec.seed}: ${indices.length} actions in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  out.push({ gameId: spec.gameId, seed: spec.seed, indices });
}
writeFileSync(new URL("../../tests/bots/reference-actions.json", import.meta.url), `${JSON.stringify(out)}\n`);
