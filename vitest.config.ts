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
      "@laguna/cli": src("cli"),
      "@laguna/walking-in-burano": src("walking-in-burano"),
      "@laguna/murano-light-masters": src("murano-light-masters"),
      "@laguna/murano": src("murano"),
      "@laguna/boardgame-io": src("boardgame-io"),
    },
  },
  test: {
    include: ["tests/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
