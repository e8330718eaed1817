import { expect, it } from "vitest";
import { playMatch } from "../../examples/boardgame-io/client";
import { serve } from "../../examples/boardgame-io/server";
import { MemoryStorage } from "./helpers";

it("the example server and client play a game of Walking in Burano solo to its end", async () => {
  const server = await serve({ port: 0, db: new MemoryStorage() });
  try {
    const outcome = await playMatch(server.url, "walking-in-burano", 1, 7);
    expect(outcome.winners).toEqual([0]);
    expect(outcome.scores).toHaveLength(1);
  } finally {
    await server.stop();
  }
});
