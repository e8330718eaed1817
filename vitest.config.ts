import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = (pkg: string) => fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      "@laguna/core": src("core"),
      "@laguna/examples": src("examples"),
      "@laguna/testing": src("testing"),
      "@laguna/bots": src("bots"),
      "@laguna/analysis": src("analysis"),
      "@laguna/cli": src("cli"),
      "@laguna/walking-in-burano": src("walking-in-burano"),
      "@laguna/murano-light-masters": src("murano-light-masters"),
      "@laguna/murano": src("murano"),
      "@laguna/boardgame-io": src("boardgame-io"),
    },
  },
  test: {
    include: ["tests/**/*.test.ts"],
    // One test file per CPU: vitest 3's default leaves one CPU idle, which on a 2-CPU machine runs
    // the files one at a time.
    maxWorkers: availableParallelism(),
    minWorkers: 1,
    globalSetup: ["tests/global-setup.ts"],
    // A test file runs in a worker that reports to vitest's main process and waits at most 60 s
    // (vitest's own limit, not configurable) for each answer; synchronous work blocks the answer, so
    // a test that computes for a minute on a busy machine fails the run with "[vitest-worker]: Timeout
    // calling onTaskUpdate" though every test passed. vitest lets the event loop run only between
    // files: this setup file lets it run before each test. Keep each test's synchronous stretch
    // short: one game a test in the law sweeps (the full sweeps are `npm run test:laws`), or let the
    // event loop run between games (`await new Promise((r) => setTimeout(r, 0))`, as tests/bots does).
    setupFiles: ["tests/support/yield-between-tests.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
