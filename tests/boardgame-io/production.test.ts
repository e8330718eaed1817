import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import type { ProductionReport } from "./production";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SCRIPT = fileURLToPath(new URL("./production.ts", import.meta.url));

describe("the adapter in boardgame.io's and Immer's production builds (NODE_ENV=production)", () => {
  it("plays seeded games through a local Client and through the Local master as core does, and builds each G from the one boardgame.io holds, not from a copy of Immer's draft", async () => {
    // A child process: boardgame.io and Immer pick their build from NODE_ENV when they are loaded,
    // and vitest runs its workers with NODE_ENV=test.
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", SCRIPT], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "production" },
      maxBuffer: 1 << 20,
    });
    const report = JSON.parse(stdout) as ProductionReport;
    expect(report.immerFiles.some((file) => file.endsWith("immer.cjs.production.min.js"))).toBe(true);
    expect(report.immerFiles.some((file) => file.includes("development"))).toBe(false);
    expect(report.games.map((g) => g.name)).toEqual(["tic-tac-toe, Client", "Walking in Burano 2p, Client", "Walking in Burano 2p, server", "sealed bids 3p, server"]);
    for (const game of report.games) {
      expect(game.problems, game.name).toEqual([]);
      expect(game.steps, game.name).toBeGreaterThan(5);
    }
  });
});
