import { expect, it } from "vitest";
import { playMatch } from "../../examples/boardgame-io/client";
import { serve } from "../../examples/boardgame-io/server";
import { MemoryStorage } from "./helpers";

it("the example server and client play Walking in Burano solo and a 2-player Murano to their ends", async () => {
  const server = await serve({ port: 0, db: new MemoryStorage() });
  try {
    const solo = await playMatch(server.url, "walking-in-burano", 1, 7);
    expect(solo.winners).toEqual([0]);
    expect(solo.scores).toHaveLength(1);
    const duel = await playMatch(server.url, "murano", 2, 3);
    expect(duel.scores).toHaveLength(2);
    expect(duel.ranking.flat().sort()).toEqual([0, 1]);
  } finally {
    await server.stop();
  }
});
