/**
 * Vite config of the playground: the @laguna/* packages are aliased to their sources (as the
 * root vitest.config.ts does), so the app never depends on the order the dist builds are made in.
 * `base: "./"` lets the built app be served from any path (or opened from a folder).
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const src = (pkg: string) => fileURLToPath(new URL(`../${pkg}/src/index.ts`, import.meta.url));

export default defineConfig({
  base: "./",
  resolve: {
    alias: {
      "@laguna/core": src("core"),
      "@laguna/bots": src("bots"),
      "@laguna/walking-in-burano": src("walking-in-burano"),
      "@laguna/murano-light-masters": src("murano-light-masters"),
      "@laguna/murano": src("murano"),
    },
  },
  // The bots think in a module worker (src/bot-worker.ts), bundled on its own.
  worker: { format: "es" },
  build: { outDir: "dist", emptyOutDir: true, target: "es2022", chunkSizeWarningLimit: 1000 },
  server: { host: "127.0.0.1" },
  preview: { host: "127.0.0.1" },
});
